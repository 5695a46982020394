"""A how-to's steps that tell the reader to follow a service's prompts or to join a list are the article,
not the site's call to follow it (:mod:`tests.web.extract.test_site_calls`).

A guide to verifying a channel or to contributing to a project lists its steps, and a step may open as a
site's call does ("Follow the prompts on YouTube to …", "Join the python-dev mailing list and …", "Sign up
for the free newsletter from your bank …"). A list item is a step of the article's own, and a call to follow
"the prompts", "the steps" or "the instructions" on a service names no one to follow. The page is written for
these tests in the shape such guides give.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article

INTRO = [
    "Verifying a YouTube channel unlocks longer uploads, custom thumbnails and live streaming, and it takes "
    "about five minutes from a phone or a computer.",
    "You need the phone number you want tied to the channel, and access to its text messages while you go "
    "through the steps below.",
]
STEPS = [
    "Open the YouTube app and tap your profile picture in the top corner of the screen.",
    "Choose Your channel, then Customise channel, and find the verification section near the bottom.",
    "Follow the prompts on YouTube to confirm your phone number with a text message code.",
    "Sign up for the free newsletter from your bank to be told when the new card arrives.",
    "Join the python-dev mailing list and introduce yourself before you send your first patch.",
    "Wait a day: the badge appears next to your channel name once the check is done.",
]
CLOSING = (
    "That is all there is to it; the whole process rarely takes more than a few minutes, and you only do it "
    "once per channel."
)


def _page(steps: str) -> str:
    intro = "".join(f"<p>{words}</p>" for words in INTRO)
    return (
        "<html><head><title>How to verify your channel</title></head><body><nav><a href='/'>Home</a></nav>"
        f"<article><h1>How to verify your channel</h1>{intro}{steps}<p>{CLOSING}</p></article>"
        "<footer><p>The Video Desk</p></footer></body></html>"
    )


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_how_tos_listed_steps_stay(fmt: str) -> None:
    text = extract_article(_page("<ol>" + "".join(f"<li>{s}</li>" for s in STEPS) + "</ol>"), format=fmt).text
    for step in STEPS:
        assert step[:-1] in text, step


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_step_to_follow_a_services_prompts_stays_as_a_paragraph(fmt: str) -> None:
    text = extract_article(_page("".join(f"<p>{s}</p>" for s in STEPS)), format=fmt).text
    assert STEPS[1][:-1] in text
