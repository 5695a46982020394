"""A page's disclosure of its affiliate earnings goes, over the story or under it; a story about affiliate
marketing keeps its sentences.

Review and recipe sites print a notice over or under what they recommend: "We may earn a commission from
links on this page", "This post contains affiliate links", "As an Amazon Associate I earn from qualifying
purchases". It is the site's, as a "Sponsored" label is, and a reader of the story would not quote it. A
story that speaks of affiliate links or of a commission without saying the site earns keeps its words. The
pages are written for these tests in the shape such sites give; the read goes through a real HTTP server on
loopback.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

STORY = [
    "We tested eleven kettles over three weeks, boiling a litre of water in each one twenty times and timing "
    "every boil, then measuring how hot the handle and the outside of the kettle became.",
    "The steel kettle from the small maker in Sheffield boiled fastest and stayed coolest to the touch, and "
    "its lid opened with one hand without spilling any water on the counter.",
    "The cheapest kettle we tried was the loudest by far, but it boiled almost as fast as the best of them, and "
    "its filter caught more scale than any other after the three weeks.",
    "Two of the glass kettles lit up in blue as they boiled, which our testers liked at first and found less "
    "charming by the end of the second week, when the light began to flicker on one of them.",
    "Every kettle but one switched itself off within two seconds of the boil; the odd one out kept going for "
    "almost half a minute, filling the kitchen with steam, and we left it off our list for that reason.",
    "Our pick for most kitchens is the steel kettle, with the cheapest one as a second choice for anyone who "
    "can live with the noise and would rather spend the difference on good tea.",
]
DISCLOSURES = [
    "We may earn a commission from links on this page, but we only recommend products we back.",
    "This post contains affiliate links. Click here to read my full disclosure policy.",
    "As an Amazon Associate I earn from qualifying purchases.",
]
ABOUT = (
    "To measure what the partnerships bring, the shop set up affiliate links and discount codes for each "
    "campaign, and the commission paid on each sale was agreed with every partner in advance."
)


def _page(disclosure: str, at_end: bool) -> str:
    paragraphs = "".join(f"<p>{words}</p>" for words in STORY)
    notice = f"<p class='disclosure'><em>{disclosure}</em></p>"
    return (
        "<html><head><title>The best kettles</title></head><body><nav><a href='/'>Home</a></nav>"
        "<main><article><h1>The best kettles</h1><p class='byline'>By Ann Lee</p>"
        f"{'' if at_end else notice}{paragraphs}{notice if at_end else ''}</article></main>"
        "<footer><p>© The Review</p></footer></body></html>"
    )


@pytest.mark.parametrize("disclosure", DISCLOSURES)
@pytest.mark.parametrize("at_end", [False, True])
@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_disclosure_goes(disclosure: str, at_end: bool, format: str) -> None:
    text = extract_article(_page(disclosure, at_end), format=format).text
    assert all(words in text for words in STORY)
    assert disclosure.split(".")[0] not in text


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_story_about_affiliate_links_keeps_them(format: str) -> None:
    html = (
        "<html><head><title>Measuring partnerships</title></head><body><main><article>"
        f"<h1>Measuring partnerships</h1><p>{STORY[0]}</p><p>{ABOUT}</p><p>{STORY[1]}</p>"
        "</article></main></body></html>"
    )
    assert ABOUT in extract_article(html, format=format).text


async def test_the_model_is_shown_the_story_without_the_disclosure() -> None:
    shown = await shown_served(_page(DISCLOSURES[0], True), "/kettles")
    assert STORY[-1] in shown and "earn a commission" not in shown
