"""The label lines' quick pre-check for a disclosure never changes the answer: on generated lines full of
near misses (the disclosing words in odd case, with the letters case-blind matching folds, cut short, inside
other words, in long sentences), ``lines._label`` says what it says with the full DISCLOSURE_LINES regex
alone; and the letters the regex's case-blindness takes for the words' letters are the ones the pre-check
knows of."""

from __future__ import annotations

import re
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from kotoba.web.extract import lines
from kotoba.web.extract.lines import Line
from kotoba.web.extract.rules import DISCLOSURE_LINES

EVERY_CHARACTER = "".join(map(chr, range(sys.maxunicode + 1)))


def test_the_folded_letters_are_all_known() -> None:
    """Each letter of the disclosing words matches, case-blind, only its two cases and the pre-check's
    letters apart (a Python whose re folds another character in fails here, not silently)."""
    apart = set(lines._FOLDED_APART)
    for letter in set("".join(lines._DISCLOSING)):
        taken = set(re.findall(re.escape(letter), EVERY_CHARACTER, re.IGNORECASE))
        assert taken - {letter.lower(), letter.upper()} <= apart, letter


WORDS = [
    "affiliate", "AFFILIATE", "Affİliate", "affılıate", "affil", "commission", "COMMİSSİON", "commiſſion",
    "comission", "amazon associate", "Amazon Associate", "amazon  associate", "amazon aſſociate",
    "reader-supported", "Reader-Supported", "reader supported", "learner-ſupported", "earn", "earns", "a",
    "small", "share of sales", "commissions", "compensation", "income", "contains", "uses", "affiliate links",
    "are", "may be", "used", "as an", "we", "the", "story", "kettle", "“", "”", "—", "1", "...", "é", "ß",
]  # fmt: skip
SEPARATORS = st.sampled_from([" ", "  ", "", "-", ", ", ". ", "\u00a0", "\n"])


@st.composite
def line_text(draw: st.DrawFn) -> str:
    words = draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=40))
    return "".join(word + draw(SEPARATORS) for word in words).strip()


def _label_by_regex(line: Line) -> bool:
    """``lines._label`` without the pre-check."""
    if not lines.LABEL_LINES.match(line.plain):
        plain = not (line.code or line.table or line.heading)
        return plain and DISCLOSURE_LINES.match(line.plain) is not None
    return not line.prose or (not line.code and lines._LETTER.search(line.plain) is not None)


@settings(max_examples=600, deadline=None)
@given(line_text(), st.booleans(), st.booleans())
def test_the_precheck_never_changes_a_label(text: str, prose: bool, listed: bool) -> None:
    line = Line(text, prose, listed)
    assert lines._label(line) == _label_by_regex(line)
    if DISCLOSURE_LINES.match(text) is not None:
        assert lines._may_disclose(text)


def test_disclosures_pass_the_precheck() -> None:
    """The disclosures the regex was written for, with folded letters, pass the pre-check and are labels."""
    for text in (
        "We may earn a commission from links on this page.",
        "This post contains affiliate links.",
        "As an Amazon Associate I earn from qualifying purchases.",
        "We may earn a commİssion from links on this page.",
        "This post contaİns affılıate links.",
        "As an Amazon Aſſociate I earn from qualifying purchases.",
    ):
        assert DISCLOSURE_LINES.match(text) is not None, text
        assert lines._label(Line(text, True, False)), text
    assert not lines._may_disclose("The kettle boiled fastest and stayed coolest to the touch.")
