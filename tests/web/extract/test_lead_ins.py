"""A line that introduces a list ("iOS developer:") is read with the list it introduces.

Such a line is short and often a link, so by its own measures it looks like a link or a label; the learned
extractor dropped it while keeping the paragraph before it and the list after it, and the list was read
without what it lists. A line before a list the extractor drops (a share row's "Share this:") stays out
with its list. The page is written for these tests in the shape a WordPress post gives such lists; the
read goes through a real HTTP server on loopback, through the documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

PARAGRAPHS = [
    "Hiring for a mobile team starts with the platforms you ship on. A company that ships one app for both "
    "phones can hire for one code base; a company with two native apps needs two sets of skills, and the "
    "interviews should test for each of them separately.",
    "Native developers write each platform's app in its own language, with its own tools and its own "
    "release process. That costs more people, but the apps feel at home on each phone and reach new "
    "platform features on the day they are announced.",
    "Cross-platform developers write one app that runs on both, which halves much of the work. The price "
    "is a layer between the app and the phone, which has to be learnt, debugged and upgraded in its turn.",
    "Whichever you choose, ask candidates to walk through an app they shipped: how it was tested, how it "
    "was released, and what they would change about it now that it has users.",
]
URL = "https://agency.example/blog/hiring"


def _post() -> str:
    first, second, third, last = PARAGRAPHS
    return (
        "<html><head><title>Hiring mobile developers</title></head><body>"
        "<header><nav><ul><li><a href='/'>Home</a></li><li><a href='/services'>Services</a></li>"
        "<li><a href='/blog'>Blog</a></li><li><a href='/contact'>Contact</a></li></ul></nav></header>"
        "<main><article><h1>Hiring mobile developers</h1>"
        f"<p>{first}</p><p>{second}</p>"
        "<p><span><a href='/services/ios'>iOS developer</a>:</span></p>"
        "<ul><li><span>Objective-C</span></li><li><span>Swift</span></li><li><span>Kotlin</span></li></ul>"
        f"<p>{third}</p>"
        "<p><span><a href='/services/cross-platform'>Cross-platform developer</a>:</span></p>"
        "<ul><li><span>React Native</span></li><li><span>Flutter</span></li><li><span>Xamarin</span></li></ul>"
        f"<p>{last}</p>"
        "<div class='sharedaddy'><p>Share this:</p><ul><li><a href='https://x.example/share'>X</a></li>"
        "<li><a href='https://facebook.example/share'>Facebook</a></li>"
        "<li><a href='https://linkedin.example/share'>LinkedIn</a></li></ul></div>"
        "</article></main>"
        "<footer><ul><li><a href='/privacy'>Privacy</a></li><li><a href='/terms'>Terms</a></li></ul>"
        "<p>Copyright the agency.</p></footer></body></html>"
    )


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_list_keeps_the_line_that_introduces_it(format: str) -> None:
    text = extract_article(_post(), url=URL, extractor="auto", format=format).text
    for lead, item in (("iOS developer", "Objective-C"), ("Cross-platform developer", "React Native")):
        assert lead in text, text
        assert text.index(PARAGRAPHS[0]) < text.index(lead) < text.index(item), text
    assert PARAGRAPHS[3] in text


def test_a_line_before_a_dropped_list_stays_out() -> None:
    text = extract_article(_post(), url=URL, extractor="auto").text
    assert "Share this" not in text
    assert "Facebook" not in text


async def test_the_model_is_shown_each_list_with_its_lead_in() -> None:
    shown = await shown_served(_post(), "/blog/hiring")
    assert "iOS developer" in shown and "Cross-platform developer" in shown, shown
    assert shown.index("Cross-platform developer") < shown.index("React Native")
    assert "Share this" not in shown
