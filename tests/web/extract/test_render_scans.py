"""The renderer's compiled scans (``_kernel.AnyOf``) find what the regexes they stand for find: the marks
``inline.escape`` escapes, and the control characters the Markdown renderer takes out. Skipped where the
kernel is not built."""

from __future__ import annotations

import pytest
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import inline, markdown
from kotoba.web.extract.parse import parse_html

MARKED = inline._compiled_marked()
CONTROLLED = markdown._compiled_controls()
needs_kernel = pytest.mark.skipif(MARKED is None, reason="the compiled kernel is not built here")

# texts in each of CPython's string widths (one, two and four bytes a character), the wanted characters at
# the start, the middle and the end
WIDTHS = ("plain words", "caf\u00e9 au lait", "\u201ccurly\u201d quotes", "emoji \U0001f600 here")


@needs_kernel
def test_every_character_alone_is_found_as_the_regexes_find_it() -> None:
    assert MARKED is not None and CONTROLLED is not None
    for code in range(0x110000):
        if 0xD800 <= code <= 0xDFFF:
            continue
        c = chr(code)
        assert MARKED(c) == (inline._MARKED.search(c) is not None), hex(code)
        assert CONTROLLED(c) == (markdown._CONTROL.search(c) is not None), hex(code)


@needs_kernel
@pytest.mark.parametrize("text", WIDTHS)
def test_a_mark_anywhere_in_a_text_of_any_width_is_found(text: str) -> None:
    assert MARKED is not None and CONTROLLED is not None
    assert not MARKED(text) and not CONTROLLED(text)
    for mark in ("*", "_", "[", "\\", "`", "<", "&", "]"):
        for placed in (mark + text, text[:5] + mark + text[5:], text + mark):
            assert MARKED(placed)
            assert inline.escape(placed) != placed or mark in "_<&"  # a lone _ < & may stay as it is
    for control in ("\x00", "\x07", "\x1f", "\x7f"):
        for placed in (control + text, text[:5] + control + text[5:], text + control):
            assert CONTROLLED(placed)
            assert markdown.without_controls(placed) == text
    assert not CONTROLLED(text + "\t\n")  # tabs and line breaks are the text's own


def test_control_characters_never_reach_the_markdown() -> None:
    html = "<html><body><article><p>Bell\x07 and escape\x1b in a paragraph of the story, long enough.</p>"
    html += "<pre>code\x08 line</pre></article></body></html>"
    rendered = markdown.render_all(_parsed(html))
    assert "Bell and escape in a paragraph" in rendered.text
    assert "code line" in rendered.text
    assert not any((ord(c) < 32 and c not in "\t\n") or c == "\x7f" for c in rendered.text)


def _parsed(html: str) -> Element:
    root = parse_html(html)
    assert root is not None
    return root
