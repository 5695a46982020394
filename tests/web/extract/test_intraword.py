"""A ``_`` inside a word is written as it is: ``snake_case``, ``марта_к``, ``राम_कुमार``.

CommonMark reads ``_`` as emphasis only where its run is flanked by a space or punctuation, so between two
letters or digits of any script it is text, and escaping it (``марта\\_к``) costs the model a character and
shows it a name that is not the one on the page. A ``_`` at a word's edge still could open or close
emphasis, and stays escaped. Each case is proved the way a Markdown reader would see it: the page is read
through a real HTTP server on loopback, and its Markdown rendered by markdown-it-py (CommonMark) gives back
the page's own words, with no emphasis the page did not make.
"""

from __future__ import annotations

import html
import re

import pytest
from markdown_it import MarkdownIt

from kotoba.web.extract.inline import escape
from tests.support.served import read_served

_MD = MarkdownIt("commonmark")
_TAG = re.compile(r"<[^>]+>")

# Words of the page with a "_" in them, in several scripts, and two that are real emphasis if unescaped.
NAMES = ["snake_case", "марта_к", "старый_ключ", "राम_कुमार", "山田_太郎", "user__name", "x_1"]
EDGES = ["_private", "trailing_", "(_aside_)"]


def _thread() -> str:
    posts = "".join(
        f"<div class='post'><p class='author'>by <a href='/u/{i}'><strong>{name}</strong></a></p>"
        f"<div class='content'><p>Reply from {name}: the setting is called {name} in the config file, "
        "and it has to be written exactly like that, or the loader ignores the whole section without "
        "saying so in its log.</p></div></div>"
        for i, name in enumerate(NAMES)
    )
    edges = " ".join(EDGES)
    return (
        "<html><head><title>Config names</title></head><body><main><h1>Config names with underscores</h1>"
        "<p>Every setting of the loader is written in one style, and the thread below collects the names "
        f"people got wrong: {edges} are the ones that need care at a word's edge.</p>{posts}</main>"
        "</body></html>"
    )


def _rendered(markdown: str) -> str:
    """What a CommonMark reader shows of ``markdown``: its HTML without tags, entities read."""
    return html.unescape(_TAG.sub("", _MD.render(markdown)))


@pytest.mark.parametrize("word", NAMES)
def test_an_underscore_inside_a_word_is_not_escaped(word: str) -> None:
    assert escape(f"by {word} today") == f"by {word} today"


@pytest.mark.parametrize(("word", "escaped"), [("_private", "\\_private"), ("trailing_", "trailing\\_")])
def test_an_underscore_at_a_words_edge_is_escaped(word: str, escaped: str) -> None:
    assert escape(f"a {word} b") == f"a {escaped} b"
    assert escape(word) == escaped  # at the text's own ends, what stands beside it is not known


@pytest.mark.parametrize("text", ["_a_b_", "x _y_ z", "a_b _c_", "(_x_)", "__bold__", "_марта_к_"])
def test_escaped_text_reads_back_as_the_same_words(text: str) -> None:
    rendered = _MD.render(escape(text))
    assert "<em>" not in rendered and "<strong>" not in rendered
    assert _rendered(escape(text)).strip() == text


async def test_names_with_underscores_read_back_as_written() -> None:
    outcome = await read_served({"/thread": _thread()}, "/thread")
    for name in NAMES:
        assert name in outcome.text
    shown = _rendered(outcome.text)
    assert "<em>" not in _MD.render(outcome.text)
    for word in [*NAMES, *EDGES]:
        assert word in shown
