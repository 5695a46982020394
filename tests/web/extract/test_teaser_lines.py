"""A line that points to another story ("Read more: …", "MORE: …", "Related: …") is the site's, not the story's.

News sites set, between a story's paragraphs, a paragraph that is only a teaser of another of their stories:
a label, a colon and the other story's title as a link. The rules dropped "Read more" alone, and kept the
teaser with its title as a paragraph of the story. A paragraph that opens with the same words and goes on
to say something of its own is longer than any title, and stays. The page is written for these tests.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article

STORY = [
    "The council approved the new ferry timetable on Tuesday, adding two early crossings on weekdays and a late "
    "return on Fridays, after a year of complaints from commuters who work in the harbour district.",
    "The operator said the extra crossings would be run by the older of its two vessels, which had been kept in "
    "reserve since the spring, and that fares would not change before the new year.",
    "Residents on the island welcomed the decision but asked for a shelter at the mainland pier, where "
    "passengers wait in the open for the last boat; the council said it would look at the cost.",
]
OTHER = "Harbour board names new chair after a year without one"


def _page(teaser: str) -> str:
    paras = [f"<p>{words}</p>" for words in STORY]
    paras.insert(2, teaser)
    return (
        "<html><head><title>Council approves ferry timetable</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/news'>News</a></nav>"
        f"<article><h1>Council approves ferry timetable</h1><div class='body'>{''.join(paras)}</div></article>"
        "<footer><p>The Gazette</p></footer></body></html>"
    )


@pytest.mark.parametrize(
    "teaser",
    [
        f"<p><strong>Read more:</strong> <a href='/news/chair'>{OTHER}</a></p>",
        f"<p>MORE: <a href='/news/chair'>{OTHER}</a></p>",
        f"<p><em>Related coverage: <a href='/news/chair'>{OTHER}</a></em></p>",
    ],
)
@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_a_teaser_of_another_story_goes(teaser: str, extractor: str) -> None:
    text = extract_article(_page(teaser), extractor=extractor).text
    assert STORY[0] in text and STORY[-1] in text
    assert "Harbour board names new chair" not in text


def test_a_paragraph_that_opens_so_and_says_more_stays() -> None:
    said = (
        "Related: the harbour board will publish its survey of passengers next month, and the council has asked "
        "it to count how many of them drive to the terminal, how many walk and how many come by bus each day."
    )
    text = extract_article(_page(f"<p>{said}</p>")).text
    assert "the harbour board will publish its survey of passengers next month" in text
