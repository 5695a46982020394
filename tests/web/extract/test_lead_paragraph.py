"""A story's lead paragraph dense with links is the story's first paragraph, not its opening furniture.

A deals post or a round-up opens with a paragraph whose every clause links to the item it names ("Monday's
best deals include <a>MacBooks from $700</a>. You'll also find <a>…</a> and <a>…</a>."); judged by its links,
its block was not prose, and the trim that drops what stands over a story's first prose line (headline,
byline, date) dropped it too. A line over the first prose that is long and ends a sentence is a paragraph,
and stays; a byline or a date over it still goes. The page is written for these tests in the shape such
posts give.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article

LEAD = (
    "<p>Monday's best deals include <a href='/a'>the 12-inch laptop from $700 at the big shop</a>. You'll also "
    "find <a href='/b'>wireless earbuds with a charging case for $150</a> and <a href='/c'>smart thermostats "
    "from $139</a>.</p>"
)
SECTIONS = [
    (
        "Laptop from $700",
        "Today only, the shop offers the 12-inch laptop in certified refurbished condition for $700, with free "
        "shipping for all. That is nearly $600 off the original price, and $50 under our previous mention.",
    ),
    (
        "Earbuds for $150",
        "The earbuds with the wireless charging case are down to $150 from $199, matching the lowest price we "
        "have tracked this year; the case charges on any standard pad.",
    ),
    (
        "Thermostats from $139",
        "Smart thermostats start at $139 in the early sale, with the model that has a room sensor at $169; "
        "both work with the common voice assistants and need a wire to the boiler.",
    ),
]


def _page() -> str:
    body = "".join(f"<h3>{title}</h3><p>{words}</p>" for title, words in SECTIONS)
    return (
        "<html><head><title>Monday's best deals</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/deals'>Deals</a></nav>"
        "<article><h1>Monday's best deals</h1><p class='byline'>By Ann Lee</p><p>Nov. 18, 2019</p>"
        f"<div class='post-body'>{LEAD}{body}</div></article>"
        "<footer><p>The Deals Desk</p></footer></body></html>"
    )


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_lead_dense_with_links_is_kept(format: str) -> None:
    text = extract_article(_page(), url="https://deals.example/monday", format=format).text
    assert "Monday's best deals include" in text and "smart thermostats" in text
    assert all(words in text for _title, words in SECTIONS)
    assert "Nov. 18, 2019" not in text
