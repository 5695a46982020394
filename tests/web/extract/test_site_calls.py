"""The site's call to follow it or to sign up for its letters, set as a line of its own inside or after an
article ("Follow Space.com on Twitter and on Facebook.", "[Want more tips? Let's hang out on Instagram!]",
"Join Our Newsletter"), is the site speaking, not the story.

Calls to follow were trimmed only from the end of a text, one closing line after another; the same call in the
middle of a story, or above a last paragraph the trim stopped at, stayed. The call opens its line or one of its
sentences, and the line is short: a story's sentence that tells of someone following a page stays. The page is
written for these tests in the shape such sites give.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article

STORY = [
    "The probe's radar found pockets of liquid water under the ice of the moon's southern plain, a few kilometres "
    "down, where the ice is warmed from below by the tides that the planet raises in the moon's rock.",
    "The team compared the echoes with those from lakes under the ice sheets of Antarctica, which return the same "
    "bright signal, and ruled out the other causes they could think of: salt, clay and frozen brine.",
    "Residents of the town near the mission's control centre were urged to follow the council on Facebook for "
    "news of the open day, when the team will show the radar's first maps to the public.",
    "A second probe, due to arrive in six years, carries a sounder that can see twice as deep, and the team hopes "
    "it will find whether the pockets join into one sea or stay apart.",
]


def _page(call: str, where: int) -> str:
    paras = [f"<p>{words}</p>" for words in STORY]
    paras.insert(where, call)
    return (
        "<html><head><title>Water under the ice</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/science'>Science</a></nav>"
        f"<article><h1>Water under the ice</h1><div class='body'>{''.join(paras)}</div></article>"
        "<footer><p>The Space Desk</p></footer></body></html>"
    )


CALLS = [
    ("<p><em>Follow Space Desk on Twitter @spacedesk and on Facebook.</em></p>", "@spacedesk"),
    ("<p>[Want more sky-watching tips? Let's hang out on Instagram!]</p>", "Let's hang out on Instagram"),
    ("<p><strong>Join Our Newsletter</strong></p>", "Join Our Newsletter"),
    (
        "<p>Our experts have the night sky covered. Follow Space Desk on Facebook, X or Instagram for the "
        "latest launches.</p>",
        "for the latest launches",
    ),
]


@pytest.mark.parametrize(("call", "words"), CALLS)
@pytest.mark.parametrize("where", [2, 4])
@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_sites_call_goes(call: str, words: str, where: int, fmt: str) -> None:
    text = extract_article(_page(call, where), format=fmt).text
    assert STORY[0] in text and STORY[-1] in text
    assert words not in text


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_story_telling_of_following_a_page_stays(fmt: str) -> None:
    text = extract_article(_page("", 0), format=fmt).text
    assert "were urged to follow the council on Facebook" in text
