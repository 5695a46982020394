"""A wall's sentence in single quotation marks is quoted, as in double ones: British style quotes with
single marks, so a short story quoting a wall's words 'so' was refused as the wall it reports on.

Each page is served to the real read path (extraction, then the judges), as the corpus's pages are; the
stories are written for these tests.
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.message import quoted
from kotoba.web.verdict.walls import LOGIN_REASON, SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html


def _story(title: str, *paragraphs: str) -> str:
    body = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
    return (
        f"<!doctype html><html lang='en-GB'><head><meta charset='utf-8'><title>{title} - The Gazette</title>"
        f"</head><body><main><article><h1>{title}</h1>{body}</article></main></body></html>"
    )


@pytest.mark.parametrize(
    "title, opening, words",
    [
        (
            "Council forms now demand an account",
            "Residents reporting a pothole online are now met with 'You must be logged in to view this page' "
            "before they can say where it is.",
            "keeps reports together",
        ),
        (
            "Thousands of council pages vanish in website move",
            "Links to planning decisions now lead to ‘Sorry, we couldn’t find that page’, after the council "
            "moved its website on Friday.",
            "keeps reports together",
        ),
        (
            "US news sites still block European readers",
            "Readers in Europe visiting some American local papers still see 'This content is not available "
            "in your country' instead of the news.",
            "keeps reports together",
        ),
        (
            "Local paper goes behind a paywall",
            "From Monday, readers of the Gazette's website will see 'Subscribe to continue reading' after the "
            "first paragraph of most stories.",
            "keeps reports together",
        ),
    ],
)
def test_a_short_story_quoting_a_wall_in_single_quotes_is_read(title: str, opening: str, words: str) -> None:
    html = _story(
        title,
        opening,
        "The council says the change keeps reports together, and that it will be reviewed in the autumn.",
        "Campaigners say older residents are giving up: reports fell by a fifth in April.",
    )
    assert read_as_page(read_html(html, url="https://gazette.example/2026/05/story"), words)


def test_the_wall_itself_said_with_apostrophes_is_still_the_wall() -> None:
    # a word's apostrophe ("couldn't", "readers'") opens and closes nothing
    html = _story("Page not found", "Sorry, we couldn't find that page. It's been moved or deleted.")
    assert failed_with(read_html(html, url="https://gazette.example/2026/05/gone"), SOFT_404_REASON)
    login = _story("Members' area", "Members' pages: you must be logged in to view this page.")
    assert failed_with(read_html(login, url="https://gazette.example/members/minutes"), LOGIN_REASON)


@pytest.mark.parametrize(
    "text, sentence, inside",
    [
        ("Readers now see 'Subscribe to continue reading' on most stories.", "Subscribe", True),
        ("Readers now see ‘Subscribe to continue reading’ on most stories.", "Subscribe", True),
        ("Subscribe to continue reading. It's free for a month.", "Subscribe", False),
        ("The readers' forum is closed. Subscribe to continue reading.", "Subscribe", False),
        ("'Subscribe to continue reading'", "Subscribe", False),  # (no prose around: the notice itself)
    ],
)
def test_single_quotation_marks_pair_up_around_prose_and_apostrophes_do_not(
    text: str, sentence: str, inside: bool
) -> None:
    assert quoted(text, text.index(sentence)) is inside


def test_a_title_quoting_a_wall_s_sentence_names_a_story_not_the_wall() -> None:
    # a title pattern (a geo block's "…not available in your country") counts outside quotation marks only
    title = "Why you see 'This content is not available in your country'"
    html = (
        f"<!doctype html><html><head><title>{title} | The Explainer</title></head><body><article>"
        f"<h1>{title}</h1><p>Broadcasters sell their rights country by country, so a football league's matches "
        "may be shown by one channel in Spain and another in Portugal, and each must keep the other's viewers "
        "out.</p></article></body></html>"
    )
    assert read_as_page(read_html(html, url="https://explainer.example/2026/geo"), "Broadcasters sell")
