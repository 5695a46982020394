"""A call to follow the site, to be told of new posts, a thanks for reading or a share row closes a post
without being part of it.

News agencies end their stories with "Follow AP on Facebook, X, Instagram, YouTube and TikTok"; blogs with
"Stay connected:", "Would you like to receive notifications about new posts?", "Like this article?
Subscribe to our blog…", "Thanks for visiting!", "Share this:". Like the credits and calls to subscribe,
they are trimmed from the end only, one after another: the same words inside a story are its own. The
pages are written for these tests in the shape such sites give; the read goes through a real HTTP server on
loopback.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

STORY = [
    "The old tram depot on Mill Street will stay. After six years of plans, petitions and two public "
    "inquiries, the building that housed the city's trams until 1962 is to become a covered market.",
    "The city council voted on Tuesday to keep the old tram depot as a market hall, ending a dispute that had "
    "run for six years and outlasted two mayors and three plans to pull the building down.",
    "Traders who have sold from tents in the depot's yard since the spring will move inside next year. The "
    "council will pay for a new roof; the traders' association will pay for the stalls and the heating.",
    "Not everyone is pleased. Residents of the streets behind the depot asked for the market to close at six, "
    "and the council agreed to a trial of closing at seven, to be looked at again after a year.",
    "Share this with your neighbours, the association's chair told the meeting: the first market day inside "
    "is planned for the spring, and every stall is still to be taken.",
]
CLOSINGS = [
    "Follow AP on Facebook, X, Instagram, YouTube and TikTok",
    "Would you like to receive notifications about new posts?",
    "Like this article? Subscribe to our blog and have new posts delivered to your inbox weekly.",
    "Thanks for visiting!",
    "Stay connected:",
]


def _story(closing: str) -> str:
    body = "".join(f"<p>{words}</p>" for words in STORY)
    return (
        "<html><head><title>Tram depot to stay as a market hall</title></head><body>"
        "<div class='nav'><a href='/'>The Courier</a> <a href='/local'>Local</a></div>"
        "<div class='page'><div class='post'><h1>Tram depot to stay as a market hall</h1>"
        f"<div class='post-body'>{body}<div class='post-end'><p>{closing}</p><p>Share this:</p></div></div></div></div>"
        "<div class='bottom'><p>© The Courier</p></div></body></html>"
    )


@pytest.mark.parametrize("closing", CLOSINGS)
@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_closing_call_is_trimmed_from_the_end(closing: str, format: str) -> None:
    text = extract_article(_story(closing), format=format).text
    assert text.endswith(STORY[-1])  # "Share this with your neighbours, …" inside the story stays
    assert closing not in text


async def test_the_model_is_shown_the_story_without_the_call() -> None:
    shown = await shown_served(_story(CLOSINGS[0]), "/local/tram-depot")
    assert STORY[-1] in shown and CLOSINGS[0] not in shown
