"""A business's call to try its product, at the end of its blog post, closes the post without being part of it.

A company's blog ends its posts with a box that asks the reader to act: "Ready to get started?", "Start your
free trial", "Get in touch", "Enjoyed the article?". Read as text, it stood as the post's last paragraphs.
Like a credit or a call to subscribe it is trimmed from the end only, one line after another: the same words
inside the post are its own. The pages are written for these tests in the shape such blogs give; the read
goes through a real HTTP server on loopback, through the documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

POST = [
    "Most small moving companies still quote by phone, and the quote a customer hears on Monday is rarely the "
    "one the crew works to on Friday. We looked at two hundred jobs to see where the difference comes from.",
    "The largest part is time spent on stairs and in lifts, which few quotes ask about. Crews that walked the "
    "route before the day finished within their quote three times as often as crews that did not.",
    "The second is parking. A crew that finds no space near the door carries every box further, and in the "
    "old town a van may have to wait for a bay for half an hour; the quotes we read never mentioned it.",
    "To get started, ask every customer how many floors each room is on and whether the building has a lift. "
    "It takes a minute on the phone and saves an argument at the door.",
]
CALLS = [
    ("## Ready to get started?", "Start your free trial of Quotewell and send your first quote in minutes."),
    ("### Enjoyed the article?", "Get in touch with our team to see how Quotewell fits your business."),
]


def _post(heading: str, words: str) -> str:
    body = "".join(f"<p>{words}</p>" for words in POST)
    level = heading.count("#")
    return (
        "<html><head><title>Why moving quotes go wrong</title></head><body>"
        "<div class='top'><a href='/'>Quotewell</a> <a href='/blog'>Blog</a> <a href='/pricing'>Pricing</a></div>"
        "<div class='page'><div class='post'><h1>Why moving quotes go wrong</h1>"
        f"<div class='post-body'>{body}<div class='post-end'><h{level}>{heading.lstrip('# ')}</h{level}>"
        f"<p>{words}</p><p><a href='/signup'>Try it free</a></p></div></div></div></div>"
        "<div class='bottom'><p>© Quotewell</p></div></body></html>"
    )


@pytest.mark.parametrize(("heading", "words"), CALLS)
def test_a_call_to_try_the_product_is_trimmed_from_the_end(heading: str, words: str) -> None:
    text = extract_article(_post(heading, words)).text
    assert text.endswith(POST[-1])  # "To get started, …" inside the post stays
    assert words not in text and heading not in text


async def test_the_model_is_shown_the_post_without_the_call() -> None:
    shown = await shown_served(_post(*CALLS[0]), "/blog/moving-quotes")
    assert POST[-1] in shown and CALLS[0][1] not in shown and "Try it free" not in shown
