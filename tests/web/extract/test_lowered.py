"""Text lower-cased for finding ASCII words (``lowered.for_ascii_words``, compiled as
``_kernel.ascii_lowered``) holds every ASCII word just where ``str.lower`` writes it, in any string width."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kotoba.web.extract import lowered

COMPILED = lowered._compiled()
needs_kernel = pytest.mark.skipif(COMPILED is None, reason="the compiled kernel is not built here")
_NOT_ASCII = re.compile(r"[^\x00-\x7f]+")

# the characters that matter: ASCII, Latin-1, the two whose lower case is ASCII (İ, the Kelvin sign), others
# whose lower case is longer or of another width (ẞ, Σ), a curly quote, a combining dot, an emoji
CHARACTERS = st.sampled_from(
    [chr(c) for c in range(0x100)]
    + ["\u0130", "\u212a", "\u1e9e", "\u03a3", "\u2019", "\u0307", "\U0001f600"]
)


def _ascii_shape(text: str) -> str:
    """``text``'s ASCII characters as they stand, each run of other characters one mark."""
    return _NOT_ASCII.sub("\x80", text)


@needs_kernel
@settings(max_examples=3000, deadline=None)
@given(st.lists(CHARACTERS, max_size=24).map("".join))
def test_ascii_words_stand_where_str_lower_writes_them(text: str) -> None:
    assert COMPILED is not None
    got = COMPILED(text)
    assert _ascii_shape(got) == _ascii_shape(text.lower())
    assert got == "".join(list(got))  # a string of the width its characters need, equal to its copy


@needs_kernel
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Photo of the HARBOUR", "photo of the harbour"),
        ("Caf\u00e9 DU PORT", "caf\u00e9 du port"),
        ("\u201cThe Harbour\u201d", "\u201cthe harbour\u201d"),
        ("\u0130stanbul at 300 \u212a", "i\u0307stanbul at 300 k"),
        ("\U0001f600 SMILE", "\U0001f600 smile"),
    ],
)
def test_each_width_lowered(text: str, expected: str) -> None:
    assert lowered.for_ascii_words(text) == expected


def _image_kept(caption: str) -> bool:
    from kotoba.web.extract.images import Surroundings, meaningful
    from kotoba.web.extract.parse import parse_html

    root = parse_html(
        "<html><body><article><p>A paragraph about the harbour, with \u201ccurly quotes\u201d.</p><figure>"
        '<img src="/l.jpg" alt="Old Harbour Lighthouse" width="600" height="400">'
        f"<figcaption>{caption}</figcaption></figure></article></body></html>"
    )
    assert root is not None
    img = next(root.iter("img"))
    return meaningful(img, Surroundings())


def test_an_alt_echoed_in_curly_quoted_text_around_it_is_not_written_again() -> None:
    assert _image_kept("Seen at dawn")
    # its caption says it, in capitals between curly quotes: the image would say it twice
    assert not _image_kept("The \u2018OLD HARBOUR LIGHTHOUSE\u2019")
    assert not _image_kept("The \u2018OLD HARBOUR\u2019 LIGHTHOUSE, \u0130zmir")
