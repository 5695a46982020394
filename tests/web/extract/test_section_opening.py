"""A roundup's first section opens with its heading and a few short rows over its first paragraph (a game's
score and its line score under "GIRLS BASKETBALL"): those are the story's, not the lines over a headline.

The trim drops what stands over a story's first prose line (headline, byline, date), and kept a section's
heading right over it. A results roundup sets, between its first section's heading and the first paragraph,
the result and the line score, short rows that are no prose; the trim dropped them with the heading. Where a
heading of a section (level 2 or deeper) stands a few short rows above the first prose, the text starts at
it; the byline and date under a headline still go. The page is written for these tests in the shape a
local paper's roundup gives.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article

GAMES = [
    "Palm Bay (1-0): Tolivert 25 points, Davis 17 points, Burgher 10 points, Bozeman 10 points and Moore 3 "
    "points in a game that Palm Bay led from the first minute to the last.",
    "Rockledge (0-1): Blakely 15 points, Baker 6 points, Williams 6 points, Brown 4 points and Balmer 4 points "
    "for a side that had won its last three meetings with Palm Bay at home.",
    "Heritage (1-0): Armani Sheffield scored 19 points and made 3 steals, and Kelli Howard added 6 steals as "
    "Heritage held Titusville to nine points over the whole game.",
    "Melbourne (3-0): Osas Osaro scored 3 goals and made an assist, Aden O'Hara scored 2 goals, and the keeper "
    "made 3 saves in a win that keeps Melbourne top of the district.",
]


def _page() -> str:
    first, *rest = GAMES
    return (
        "<html><head><title>High school roundup</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/sports'>Sports</a></nav>"
        "<article><h1>High school roundup: Palm Bay beats Rockledge</h1>"
        "<p class='byline'>By Ann Lee</p><p>Nov. 20, 2019</p>"
        "<h2>GIRLS BASKETBALL</h2><p><strong>Palm Bay d. Rockledge 70-44</strong></p>"
        "<p>Rockledge 14 11 6 15 — 44<br>Palm Bay 18 22 13 17 — 70</p>"
        f"<p>{first}</p>" + "".join(f"<p>{words}</p>" for words in rest) + "</article>"
        "<footer><p>The Gazette</p></footer></body></html>"
    )


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_sections_heading_and_rows_over_the_first_paragraph_stay(fmt: str) -> None:
    text = extract_article(_page(), format=fmt).text
    assert "GIRLS BASKETBALL" in text
    assert "Palm Bay d. Rockledge 70-44" in text
    assert "Rockledge 14 11 6 15 — 44" in text
    assert GAMES[0] in text and GAMES[-1] in text
    assert "By Ann Lee" not in text and "Nov. 20, 2019" not in text


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_headings_rows_without_figures_still_go(fmt: str) -> None:
    # a story under a section's heading, its byline and the writer's title over the first paragraph: no figures
    page = _page().replace(
        "<p><strong>Palm Bay d. Rockledge 70-44</strong></p><p>Rockledge 14 11 6 15 — 44<br>Palm Bay 18 22 13 17 — 70</p>",
        "<p>Staff report</p><p>Sports desk</p>",
    )
    text = extract_article(page, format=fmt).text
    assert GAMES[0] in text
    assert "Staff report" not in text and "Sports desk" not in text
