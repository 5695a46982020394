"""A byline's "By" left on a line of its own, its name set aside, goes.

A news site's list of stories prints under each card's title "By" and then the writer's name as a link to
their page (``<div class="author-area--name">By <a class="author" rel="author">…</a></div>``). The writers' links
are judged apart from the words around them, and dropped as links; the "By" stayed, alone on its line
under every title: a word that says nothing without its name. A name kept
beside it ("By Logan Jones") stays. The pages are written for these tests in the shape such sites give; the
read goes through a real HTTP server on loopback.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

CARDS = [
    (
        "Channel bloat may be costing you",
        "Logan Jones",
        "Drawing on outside studies and a survey of nearly 27,000 customers, we worked out how much households "
        "waste on their cable plans each year, and which channels they never watch.",
    ),
    (
        "This year's satisfaction award winners",
        "Mike Strayer",
        "Our satisfaction surveys for television and internet service show which providers their customers "
        "ranked highest this year, and where the rest fell short of them.",
    ),
    (
        "The best internet deals this month",
        "Ann Lee",
        "Our deals writer found the deepest internet, television and mobile discounts of the week, with the "
        "gift cards some providers hand out to new customers who sign up before the end of the month.",
    ),
    (
        "Baseball's streaming service changes hands",
        "Logan Jones",
        "The league made a deal with three broadcasters for the next three seasons; we broke down what the "
        "change means for fans who stream every game of their team's season.",
    ),
]


def _page(byline: str) -> str:
    cards = "".join(
        f"<div class='post-block'><div class='post-block--title'><h4><a href='/news/{n}'>{title}</a></h4></div>"
        f"<div class='post-block--author-area'><div class='author-area--image-link'><a href='/author/{n}'>"
        f"<img alt='' class='avatar photo' src='/a.png'></a></div><div class='author-area--name'>{byline} "
        f"<a class='author url fn' rel='author' href='/author/{n}'>{who}</a></div>"
        f"<div class='author-area--date'>Dec 1{n}, 2025</div></div><p class='post-block--excerpt'>{words}</p></div>"
        for n, (title, who, words) in enumerate(CARDS)
    )
    return (
        "<html><head><title>Industry news</title></head><body><nav><a href='/'>Home</a> <a href='/news'>News</a>"
        "</nav><main><h1>Industry news</h1><p>Our experts dig into the latest trends and news in streaming and "
        f"television to help you choose the service that suits you.</p><div class='posts'>{cards}</div></main>"
        "<footer><p>© The Guide</p></footer></body></html>"
    )


@pytest.mark.parametrize("byline", ["By", "Written by", "by:"])
@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_lone_by_goes(byline: str, format: str) -> None:
    text = extract_article(_page(byline), format=format).text
    assert all(words in text for _, _, words in CARDS)
    lines = [line.strip() for line in text.splitlines()]
    assert byline not in lines


async def test_the_model_is_shown_the_cards_without_a_lone_by() -> None:
    shown = await shown_served(_page("By"), "/news")
    assert CARDS[-1][2] in shown
    assert "By" not in [line.strip() for line in shown.splitlines()]
