"""The label lines' quick pre-check for a rights line never changes the answer: a line that may not hold
"all rights reserved" is matched against LABEL_LINES without that alternative, and on generated lines full
of near misses (the words in odd case, with the letters case-blind matching folds, cut short, run together,
in long sentences, beside the other labels) ``lines._label`` says what the full LABEL_LINES says; and the
letters the regex's case-blindness takes for the words' letters are the ones the pre-check knows of."""

from __future__ import annotations

import re
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from kotoba.web.extract import lines
from kotoba.web.extract.lines import Line
from kotoba.web.extract.rules import LABEL_LINES, LABEL_LINES_UNRESERVED

EVERY_CHARACTER = "".join(map(chr, range(sys.maxunicode + 1)))


def test_the_folded_letters_are_all_known() -> None:
    """Each letter of "all rights reserved" matches, case-blind, only its two cases and the pre-check's
    letters apart (a Python whose re folds another character in fails here, not silently)."""
    apart = set(lines._FOLDED_APART)
    for letter in set("allrightsreserved"):
        taken = set(re.findall(re.escape(letter), EVERY_CHARACTER, re.IGNORECASE))
        assert taken - {letter.lower(), letter.upper()} <= apart, letter


WORDS = [
    "all", "ALL", "All", "rights", "RIGHTS", "rİghts", "rıghts", "rightſ", "right", "reserved", "RESERVED",
    "reſerved", "reserve", "all rights reserved", "All Rights Reserved.", "©", "(c)", "copyright", "2024",
    "Example Media", "Read more", "Share", "Tags:", "by", "the", "story", "—", "“", "”", "...", "1", "é",
    "ß", "\u212a",
]  # fmt: skip
SEPARATORS = st.sampled_from([" ", "  ", "", "-", ", ", ". ", "\u00a0", "\n", " | "])


@st.composite
def line_text(draw: st.DrawFn) -> str:
    words = draw(st.lists(st.sampled_from(WORDS), min_size=1, max_size=40))
    return "".join(word + draw(SEPARATORS) for word in words).strip()


@settings(max_examples=600, deadline=None)
@given(line_text(), st.booleans(), st.booleans())
def test_the_precheck_never_changes_a_label(text: str, prose: bool, listed: bool) -> None:
    assert bool(LABEL_LINES.match(text)) == bool(
        (LABEL_LINES if lines._may_reserve(text) else LABEL_LINES_UNRESERVED).match(text)
    )
    if LABEL_LINES.match(text) and not LABEL_LINES_UNRESERVED.match(text):
        assert lines._may_reserve(text)


def test_rights_lines_are_labels() -> None:
    """The rights lines the alternative was written for, with folded letters, pass the pre-check and are
    labels; a story's sentence is no label, asked either way."""
    for text in (
        "Example Media Group. All rights reserved.",
        "ALL RIGHTS RESERVED",
        "Example Media Group. All rİghts reserved.",
        "Example Media Group. All rıghts reſerved.",
    ):
        assert lines._may_reserve(text), text
        assert lines._label(Line(text, True, False)), text
    sentence = "The council reserved the right to all of the land by the river."
    assert not lines._may_reserve(sentence)
    assert not lines._label(Line(sentence, True, False))
    assert not LABEL_LINES.match(sentence)
