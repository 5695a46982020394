"""A short closing section at the end of a post (a newsletter box, the author's bio, a few links to read on)
goes from its heading to the end.

The closing lines of a post were trimmed one after another from the end ("Subscribe", "Follow us"), and the
trim stopped at the first line that was not one: the sentence under "Join our newsletter" that says what the
letters hold, the bio under "About the author:". Where a heading (or a short line ending in a colon) that
calls to subscribe, to act or to read on opens the text's last few hundred characters, all of it goes. A
longer section under such a heading is the story's own, and stays. The pages are written for these tests in
the shape such blogs give; the read goes through a real HTTP server on loopback.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

POST = [
    "Learning a second language as an adult is slower than it is for a child, but not for the reasons most "
    "people give. Adults remember new words well; what they lack is hours of listening without pressure.",
    "In our survey of two thousand learners, those who listened to an hour of podcasts a week in the new "
    "language kept going for twice as long as those who only studied with flash cards.",
    "The learners who gave up most often were the ones who set a goal in months rather than in hours. A "
    "month is long enough to fall behind, and falling behind is the commonest reason to stop.",
    "So set your goal in hours, listen before you read, and speak before you feel ready. The mistakes you make "
    "out loud are the ones you remember not to make again.",
]
START = [
    "Pick one hour a day you already spend alone: the walk to work, the washing up, the gym. That hour is where "
    "the listening goes, and it costs you no time you would have spent on anything else.",
    "Choose a podcast made for learners at first, spoken slowly and about everyday things, and move to one made "
    "for native speakers as soon as you follow most of it. Do not look words up while you listen.",
    "After a month, say out loud one thing you heard each day. It will be wrong, and that is the point: the "
    "sentence you got wrong and then heard said right is the one you keep.",
    "After three months, find someone to talk to for half an hour a week: a class, a tandem partner, a "
    "neighbour. By then you will understand more than you can say, and the talk closes the gap.",
]
ENDINGS = [
    (
        "<h3>Read next</h3>",
        "<p>Why the podcasts that teach best are the ones made for native speakers, and how to start on them.</p>",
    ),
    (
        "<p>About the Author:</p>",
        "<p>Juliette Carreiro is a content writer with five years of experience in education and travel.</p>",
    ),
    (
        "<p>Related articles from our blog:</p>",
        "<ul><li><a href='/a'>Why podcasts work</a></li><li><a href='/b'>Flash cards, reconsidered</a></li></ul>",
    ),
]


def _post(heading: str, box: str) -> str:
    body = "".join(f"<p>{words}</p>" for words in POST)
    return (
        "<html><head><title>Learning a language as an adult</title></head><body>"
        "<div class='top'><a href='/'>Lingo</a> <a href='/blog'>Blog</a></div>"
        "<main><article><h1>Learning a language as an adult</h1>"
        f"<div class='entry'>{body}{heading}{box}</div></article></main>"
        "<footer><p>© Lingo</p></footer></body></html>"
    )


def _words(html: str) -> str:
    return html.split(">", 1)[1].split("<", 1)[0]


@pytest.mark.parametrize(("heading", "box"), ENDINGS)
@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_closing_section_goes_from_its_heading(heading: str, box: str, format: str) -> None:
    text = extract_article(_post(heading, box), format=format).text
    assert text.endswith(POST[-1])
    assert _words(heading) not in text


def test_a_long_section_under_such_a_heading_stays() -> None:
    own = "".join(f"<p>{words}</p>" for words in START)
    text = extract_article(_post("<h2>Written by learners</h2>", own)).text
    assert "Written by learners" in text and text.endswith(START[-1])


async def test_the_model_is_shown_the_post_without_the_box() -> None:
    shown = await shown_served(_post(*ENDINGS[1]), "/blog/adult-learners")
    assert POST[-1] in shown and "About the Author" not in shown and "Juliette" not in shown
