"""The rule pass's measure of a piece of text (its characters, a Chinese or Japanese one counted as a word's
worth, and its sentence punctuation) is counted without a regex over every text, and must count exactly what
the plain reading does: a regex finding the marks, and the wide characters looked for in text whose largest
character is one of them."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from kotoba.web.extract.core import _count
from kotoba.web.extract.rules import CJK_WEIGHT, cjk

_STOP = re.compile(r"[.,;!?。、，！？]")


def plainly(text: str | None) -> tuple[int, int]:
    """The plain reading: the regex, and the characters' largest compared with U+3040."""
    if not text:
        return 0, 0
    size = len(text.strip())
    if not size:
        return 0, 0
    if not text.isascii() and max(text) >= "\u3040":
        size += (CJK_WEIGHT - 1) * len(cjk().findall(text))
    return size, len(_STOP.findall(text))


# the marks, their neighbours in the code table, the bounds the count tests against (U+3000, U+3040), CJK,
# characters wider still, a lone surrogate, spaces and letters
NEAR = ".,;!?。、，！？-/:<>\u3000\u3001\u3003\u303f\u3040\u3041\u2019\u00a0é中日本\uff0b\uff0c\uff1e\U0001f600\ud800 \n\tab"


@settings(max_examples=2000, deadline=None)
@given(st.text(alphabet=st.sampled_from(NEAR), max_size=40) | st.text(max_size=40) | st.none())
def test_the_count_is_the_plain_readings(text: str | None) -> None:
    assert _count(text) == plainly(text)


def test_the_count_of_known_texts() -> None:
    assert _count("Hello, world. Fine!") == (19, 3)
    assert _count("  \n ") == (0, 0)
    assert _count("“Quoted,” she said.") == (19, 2)
    # eight CJK letters, each a word's worth; 。 and 、 are marks, not letters
    assert _count("日本語の文です。次、") == (10 + 2 * 8, 2)
    assert _count("全角！？，") == (5 + 2 * 2, 3)
