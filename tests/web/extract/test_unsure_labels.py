"""A page with no believed article is drawn untrimmed, but without the page's label lines.

Where the rule pass believes no article (a landing page's cards, a listing), the learned extractor judges
the page's blocks with its unsure profile and draws what it keeps untrimmed: nothing there says where a
story opens or closes. The label lines ("Read More" closing each card, "3 comments", a date alone) are the
page's wherever they stand, and went only from trimmed texts: a landing page showed its "Read More" once a
card. The pages are written for these tests in the shape such sites give (a card that is one link holding
its title, its summary and its "Read More"); the read goes through a real HTTP server on loopback.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

CARDS = [
    (
        "Branch hours change in spring",
        "The three smaller branches will close on Mondays from April, the board said after a long meeting on "
        "the budget for the coming year.",
    ),
    (
        "Saturday classes return",
        "The Saturday morning classes for new borrowers start again in the autumn, with places for sixty "
        "readers at each of the branches.",
    ),
    (
        "A new reading room opens",
        "The main library's reading room reopened on Tuesday after a year of repairs to its roof, its windows "
        "and its old oak shelves.",
    ),
    (
        "Late fees are gone for good",
        "The board voted to end late fees on every loan, saying the fees kept more readers away than they "
        "brought books back.",
    ),
    (
        "Summer reading starts in June",
        "Children who read ten books over the summer will get a pass to the county fair, the librarians said "
        "on Friday morning.",
    ),
    (
        "The mobile library gets a new van",
        "The van that takes books to the villages is twenty years old; its new one will carry twice as many "
        "books and a printer.",
    ),
]
LABELS = ["Read More", "3 comments", "May 02, 2024"]


def _page(label: str) -> str:
    cards = "".join(
        f"<div role='listitem' class='card'><a class='card-link' href='/blog/{n}'><div class='card-body'>"
        f"<p class='card-title'>{title}</p><p class='card-text'>{words}</p>"
        f"<div class='card-more'>{label}</div></div></a></div>"
        for n, (title, words) in enumerate(CARDS)
    )
    return (
        "<html><head><title>Research at the library</title></head><body>"
        "<div class='nav'><a href='/'>The Library</a> <a href='/blog'>Blog</a> <a href='/about'>About</a></div>"
        "<div class='section'><h2>Grounded in research</h2>"
        "<p>Foundational systems research for the products we ship.</p>"
        f"<div role='list' class='cards'>{cards}</div></div>"
        "<div class='footer'><p>© The Library</p></div></body></html>"
    )


@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize("format", ["markdown", "text"])
def test_the_cards_stay_without_their_labels(label: str, format: str) -> None:
    text = extract_article(_page(label), format=format).text
    assert all(title in text and words in text for title, words in CARDS)
    assert label not in text


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_the_section_heading_over_the_cards_stays(format: str) -> None:
    text = extract_article(_page("Read More"), format=format).text
    assert "Grounded in research" in text and "Foundational systems research" in text


async def test_the_model_is_shown_the_cards_without_the_labels() -> None:
    shown = await shown_served(_page("Read More"), "/blog")
    assert CARDS[-1][1] in shown and "Read More" not in shown
