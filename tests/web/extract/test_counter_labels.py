"""A post's counters and stamps, and a form's hidden states, are labels of the page, not lines of the text.

A forum post or a blog post shows how many liked or answered it ("7 Likes", "12 replies") and when it was
last edited ("Last edited: Mar 27, 2025"); a site builder's newsletter form carries the messages it shows
after a submission ("Thank you! Your submission has been received!", "Oops! Something went wrong while
submitting the form."), hidden by the site's style sheet until then. Read as text they stood between the
paragraphs, and the form's messages, long enough not to be trimmed as a short line, kept the call to
subscribe above them at the end of the post. They go wherever they stand, as "Advertisement" does. The pages
are written for these tests in the shape such sites give; the read goes through a real HTTP server on
loopback.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

POST = [
    "We moved our build from a single large machine to a pool of small ones last spring, expecting the cost "
    "to fall by half. It fell by a fifth, and the reasons were not the ones we had planned for.",
    "Most of the saving went on caches. Each small machine started cold, fetched the same dependencies as "
    "every other, and spent a third of its time on downloads that the large machine had made once a day.",
    "A shared cache on the local network fixed most of it. The rest was tests that assumed they had the whole "
    "machine to themselves and failed, slowly, when two of them ran side by side.",
    "We gave each such test a machine of its own for a month and then rewrote them one by one. The pool now "
    "runs every test side by side, and a build takes eleven minutes where it took nineteen.",
    "What we would do again: measure a week of builds before moving anything, and count the downloads. What we "
    "would not: buy the pool before the cache, which is the order we did it in.",
]
COUNTERS = ["7 Likes", "12 replies", "Last edited: Mar 27, 2025"]
FORM = [
    "Thank you! Your submission has been received!",
    "Oops! Something went wrong while submitting the form.",
]
CALL = ("Enjoyed the article? Get new content delivered to your inbox.", "Subscribe below and stay updated.")


def _post(counter: str) -> str:
    paragraphs = "".join(f"<p>{words}</p>" for words in POST)
    paragraphs = paragraphs.replace("</p>", f"</p><div>{counter}</div>", 1)
    form = "".join(
        f"<div class='form_{name}-message w-form-{state}'><div>{words}</div></div>"
        for name, state, words in zip(("success", "error"), ("done", "fail"), FORM, strict=True)
    )
    return (
        "<html><head><title>What a build pool saved us</title></head><body>"
        "<div class='nav'><a href='/'>Home</a> <a href='/blog'>Blog</a> <a href='/jobs'>Jobs</a></div>"
        "<main><section><div class='post'><h1>What a build pool saved us</h1>"
        f"<div class='rich-text'>{paragraphs}</div></div></section>"
        f"<section><div class='container'><h2>{CALL[0]}</h2><p>{CALL[1]}</p><div class='form-block'>"
        f"<form><input name='email'><input type='submit' value='Subscribe'></form>{form}</div></div></section>"
        "</main><footer><p>© Buildwell</p></footer></body></html>"
    )


@pytest.mark.parametrize("counter", COUNTERS)
@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_posts_counter_goes(counter: str, format: str) -> None:
    text = extract_article(_post(counter), format=format).text
    assert all(words in text for words in POST)
    assert counter not in text


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_forms_messages_go_and_the_call_above_them_is_trimmed(format: str) -> None:
    text = extract_article(_post(COUNTERS[0]), format=format).text
    assert not any(words in text for words in FORM)
    assert text.endswith(POST[-1]) and CALL[0] not in text


def test_a_sentence_that_opens_with_a_count_stays() -> None:
    said = "7 likes for a post about caches is more than we hoped for, and the replies were kinder still."
    html = _post(COUNTERS[0]).replace(f"<p>{POST[1]}</p>", f"<p>{POST[1]}</p><p>{said}</p>")
    assert said in extract_article(html).text


async def test_the_model_is_shown_the_post_without_the_labels() -> None:
    shown = await shown_served(_post(COUNTERS[2]), "/blog/build-pool")
    assert POST[-1] in shown and COUNTERS[2] not in shown and FORM[0] not in shown
