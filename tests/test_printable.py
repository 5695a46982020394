"""The filter every outside text passes through, checked over every code point it must take out.

Properties, over any text hypothesis draws (with the controls, bidi and tag characters mixed in): nothing
unprintable is left; everything else is kept, in order; a text with nothing to take out is returned as it
is; the filter is idempotent; a one-line value has no line break or tab left.
"""

from __future__ import annotations

import sys
import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from kotoba.printable import is_unprintable, printable_line, printable_text

# Every code point the review and its neighbours name: C0 but TAB and LF, DEL, C1, the bidi controls, the
# line and paragraph separators, the invisible format characters and the tag characters.
C0 = [chr(c) for c in range(0x20) if chr(c) not in "\t\n"]
C1 = [chr(c) for c in range(0x7F, 0xA0)]
BIDI = [chr(c) for c in (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))]
INVISIBLE = [
    chr(c) for c in (0x180E, *range(0x2060, 0x2065), *range(0x206A, 0x2070), 0xFEFF, 0xFFF9, 0xFFFA, 0xFFFB)
]
TAGS = [chr(c) for c in range(0xE0000, 0xE0080)]
SEPARATORS = ["\u2028", "\u2029"]
UNPRINTABLE = C0 + C1 + BIDI + INVISIBLE + TAGS + SEPARATORS

texts = st.lists(
    st.one_of(
        st.sampled_from(UNPRINTABLE), st.characters(codec="utf-8"), st.sampled_from(["\r\n", "\n", "\t"])
    ),
    max_size=60,
).map("".join)


def test_every_named_code_point_is_unprintable_and_nothing_printable_is() -> None:
    assert all(is_unprintable(c) for c in UNPRINTABLE)
    assert len(BIDI) == 12
    # Every other code point of categories Cc (controls) and the bidi class of explicit formatting is in.
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        if unicodedata.category(char) == "Cc" and char not in "\t\n":
            assert is_unprintable(char), hex(code)
        if unicodedata.bidirectional(char) in ("LRE", "RLE", "PDF", "LRO", "RLO", "LRI", "RLI", "FSI", "PDI"):
            assert is_unprintable(char), hex(code)
    kept = "Zürich 東京 مرحبا שלום \u200d\u200c👩\u200d💻 a\tb\nc — “quoted” ½ 𝔘"
    assert printable_text(kept) == kept


@given(texts)
def test_nothing_unprintable_is_left_and_everything_else_is_kept_in_order(text: str) -> None:
    out = printable_text(text)
    assert not any(is_unprintable(c) for c in out)
    expected = "".join(
        c
        for c in text.replace("\r\n", "\n")
        if not is_unprintable(c) or c in "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
    )
    assert out.replace("\n", "") == expected.replace("\n", "").translate(
        {ord(c): None for c in "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"}
    )
    assert printable_text(out) == out


@given(texts)
def test_a_line_keeps_no_break_and_no_tab(text: str) -> None:
    line = printable_line(text)
    assert not any(is_unprintable(c) or c in "\t\n" for c in line)
    assert line == line.strip()


@given(texts)
def test_line_breaks_are_kept_as_line_breaks(text: str) -> None:
    breaks = text.replace("\r\n", "\n")
    count = sum(breaks.count(c) for c in "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
    assert printable_text(text).count("\n") == count
