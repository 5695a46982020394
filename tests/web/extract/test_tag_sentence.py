"""A tag link whose sentence runs on through the links beside it stays a word of that sentence.

Stack Exchange closes a question's page with "Not the answer you're looking for? Browse other questions
tagged <a rel="tag">python</a> or <a>ask your own question</a>." Only the words in the text around the tag
link were counted as its sentence, not those of the link after it, so the tag was dropped as a post's tag
with "Browse other questions tagged" as its label, and the heading read "Not the answer you're looking for?
or ask your own question". The words of the inline elements beside a tag link count now (a block beside it
ends the sentence, and other tag links' words are a list's, not a sentence's). The page is written for this
test in the shape Stack Exchange gives a question; the read goes through a real HTTP server on loopback.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

QUESTION = (
    "How do I read a tide table's CSV file with the standard library only? The harbour authority publishes "
    "one file a month, and the columns change between years."
)
ANSWER = (
    "Use csv.DictReader and map the header names you know onto your own names, so that a renamed column "
    "fails loudly instead of shifting every value one place to the right."
)
NOTICE = (
    "Not the answer you're looking for? Browse other questions tagged "
    "<a href='/questions/tagged/python' class='post-tag' rel='tag'>python</a> or "
    "<a href='/questions/ask'>ask your own question</a>."
)


def _question() -> str:
    return (
        "<html><head><title>Read a tide table CSV - Stack Overflow</title></head><body><div id='content'>"
        "<div id='mainbar'><h1><a href='/q/1'>Read a tide table CSV</a></h1>"
        f"<div class='question'><div class='s-prose'><p>{QUESTION}</p></div>"
        "<div class='post-taglist'><a href='/questions/tagged/python' class='post-tag' rel='tag'>python</a> "
        "<a href='/questions/tagged/csv' class='post-tag' rel='tag'>csv</a></div></div>"
        f"<div class='answer'><div class='s-prose'><p>{ANSWER}</p></div></div>"
        f"<h2 class='bottom-notice'>{NOTICE}</h2></div></div></body></html>"
    )


@pytest.mark.parametrize("form", ["markdown", "text"])
def test_the_notice_keeps_its_sentence(form: str) -> None:
    text = extract_article(_question(), url="https://qa.example/q/1", format=form).text
    assert QUESTION in text and ANSWER in text
    assert "Browse other questions tagged" in text and "looking for? or" not in text
    assert "csv](" not in text  # the question's own list of tags still goes


@pytest.mark.parametrize(
    ("html", "kept"),
    [
        # a list of tags with its label, the links side by side: no sentence, all go
        (
            "<p class='meta'>Tags: <a rel='tag' href='/t/a'>budget</a>, <a rel='tag' href='/t/b'>council</a>, "
            "<a rel='tag' href='/t/c'>harbour</a>, <a rel='tag' href='/t/d'>ferries</a></p>",
            False,
        ),
        # a sentence that runs on through a link after the tag
        (
            "<p>Read more stories tagged <a rel='tag' href='/t/a'>budget</a> or <a href='/archive'>browse the "
            "whole archive of the council</a>.</p>",
            True,
        ),
    ],
)
def test_a_tag_link_is_a_sentence_s_word_by_the_words_beside_it(html: str, kept: bool) -> None:
    page_html = (
        "<html><head><title>Council</title></head><body><article><h1>Council</h1><p>"
        + "The debate ran late into the evening and the vote was put off to the next week. " * 6
        + f"</p>{html}</article></body></html>"
    )
    text = extract_article(page_html, url="https://news.example/a", extractor="kotoba").text
    assert ("/t/a" in text) is kept


async def test_the_model_is_shown_the_whole_notice() -> None:
    shown = await shown_served(_question(), "/q/1")
    assert ANSWER in shown and "Browse other questions tagged" in shown
