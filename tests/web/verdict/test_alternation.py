"""A long alternation searched branch by branch answers as the whole pattern does, match for match.

A branch is left out of a search only where the text holds none of its literals, compared as ``re`` compares
characters when it ignores case; a literal missed in any case or Unicode form would change a verdict.
"""

from __future__ import annotations

import importlib
import re
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kotoba.web.content import body_to_article
from kotoba.web.verdict import (
    template,
    walls,
    walls_account_done,
    walls_cant_open,
    walls_exempt,
    walls_licence,
    walls_link_gone,
    walls_read_on,
    walls_rules,
    walls_shapes,
    walls_tiers,
)
from kotoba.web.verdict.alternation import Alternation, Gated, required, top_level_branches
from kotoba.web.verdict.literals import LiteralSet, folded
from kotoba.web.verdict.message import pieces

from .walls import corpus as wall_pages

SAID = [rules.said for rules in walls_rules.BARRIERS] + [
    walls_rules.PAYWALL.said,
    walls_rules.LOGGED_IN_SAID,
    walls_rules.LOGGED_OUT_SAID,
]
# ...and every other alternation the judges search branch by branch (:func:`by_branch`)
SEARCHED = SAID + [
    found
    for module in (walls, walls_exempt, walls_shapes)
    for found in vars(module).values()
    if isinstance(found, Alternation) and all(found is not said for said in SAID)
]


def spans(found: object) -> list[tuple[int, int, str]]:
    return [(match.start(), match.end(), match.group()) for match in found]  # type: ignore[attr-defined]


def test_each_character_folds_as_re_compares_it_ignoring_case() -> None:
    """Every code point folds to one character: ``re``'s simple lower case of it, the same for every
    character ``re`` takes for another (``re._casefix``'s classes: "s" and "ſ", "σ" and "ς", "i" and "ı")."""
    lower = importlib.import_module("_sre").unicode_tolower
    extra = importlib.import_module("re._casefix")._EXTRA_CASES
    least = {code: min(code, *others) for code, others in extra.items()}
    for code in range(sys.maxunicode + 1):
        low = lower(code)
        assert folded(chr(code)) == chr(least.get(low, low)), hex(code)
    # a text folds as its characters do, an ASCII one (lower-cased whole) as one holding other characters
    for text in ("Sorry, This PAGE Is Missing: KISS 404!", "Sorry, This PAGE Is Missing: KİSS ſ 404!"):
        assert folded(text) == "".join(folded(char) for char in text)


# The forms a literal may take on a page that a case-blind pattern still matches
CASE_FORMS = st.sampled_from([str.upper, str.lower, str.title, str.swapcase, str.capitalize])
LOOK_ALIKE = {"s": "ſ", "k": "\u212a", "i": "\u0130", "σ": "ς", "ß": "ẞ", "µ": "μ", "θ": "ϑ", "å": "\u212b"}


@st.composite
def page_text(draw: st.DrawFn, alternation: Alternation) -> str:
    """Filler around some of ``alternation``'s literals (and parts of them), each in a case or look-alike
    form a case-blind pattern matches."""
    literals = sorted(alternation._index.needing)
    parts = []
    for _ in range(draw(st.integers(1, 4))):
        literal = draw(st.sampled_from(literals))
        literal = draw(CASE_FORMS)(literal)
        if draw(st.booleans()):
            literal = "".join(LOOK_ALIKE.get(char, char) if draw(st.booleans()) else char for char in literal)
        start = draw(st.integers(0, max(0, len(literal) - 1)))
        kept = literal if draw(st.booleans()) else literal[start:]
        parts.append(draw(st.sampled_from(["", " ", "\n", "Sorry, ", "“", ". ", "we "])) + kept)
    return "".join(parts) + draw(st.sampled_from(["", ".", " here.", "!\n", " page"]))


@pytest.mark.parametrize("at", range(len(SEARCHED)))
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_the_sentences_are_found_as_the_whole_pattern_finds_them(at: int, data: st.DataObject) -> None:
    said = SEARCHED[at]
    text = data.draw(page_text(said))
    assert spans(said.finditer(text)) == spans(said.whole.finditer(text))
    assert spans([said.search(text)] if said.search(text) else []) == spans(
        [said.whole.search(text)] if said.whole.search(text) else []
    )


TRICKY = Alternation(
    [
        r"\bstraße\b|\bstrasse\b",
        r"ſtop (?:here|now)",
        r"^\W*kelvin\W*$",
        r"İstanbul|ıstanbul",
        r"σοφία|σοφίας",
        r"(?:not )?found",
        r"[a-z]+ing\b",
        r"a(?=bc)",
        r"(?i:x)yz|(?-i:Q)r",
    ],
    re.IGNORECASE | re.MULTILINE,
)


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "STRASSE",
                "Straße",
                "STRAẞE",
                "stop here",
                "STOP NOW",
                "ſtop now",
                "\u212aELVIN",
                "kelvin",
                "İSTANBUL",
                "istanbul",
                "ISTANBUL",
                "ΣΟΦΊΑΣ",
                "σοφίας",
                "NOT FOUND",
                "found",
                "Reading",
                "abc",
                "XYZ",
                "QR",
                "qr",
                " ",
                "\n",
                ".",
                "-",
            ]
        ),
        max_size=12,
    ).map("".join),
    st.integers(0, 5),
)
def test_case_and_look_alike_forms_find_what_the_whole_pattern_finds(text: str, pos: int) -> None:
    assert spans(TRICKY.finditer(text, pos)) == spans(TRICKY.whole.finditer(text, pos))
    assert spans(TRICKY.finditer(text, 0, len(text) // 2)) == spans(
        TRICKY.whole.finditer(text, 0, len(text) // 2)
    )


def test_a_branch_s_literals_are_those_every_match_holds() -> None:
    flags = re.IGNORECASE
    assert required("sorry, we couldn't find", flags) == {"sorry, we couldn't find"}
    assert required(r"page (?:not )?found", flags) == {"page "}
    assert required(r"(?:page|site) not found", flags) == {" not found"}
    assert required(r"(?:this page|our site)", flags) == {"this page", "our site"}
    assert required(r"[a-z]+ing\b", flags) == {"ing"}
    assert required(r"[a-z]+\b", flags) is None  # (a class holds no literal)
    assert required(r"(?:x)?", flags) is None
    assert required(r"a(?=bc)", flags) is None  # (a one-letter literal picks out nearly every text)
    assert required("STRASSE", flags) == {"strasse"}


def test_branches_are_cut_only_at_their_top_level() -> None:
    assert top_level_branches(r"a|b(?:c|d)|[|]|\||e") == ["a", r"b(?:c|d)", "[|]", r"\|", "e"]
    assert top_level_branches(r"[]|]|x") == ["[]|]", "x"]
    assert top_level_branches(r"[^]|]|x") == ["[^]|]", "x"]
    for said in SEARCHED:
        for branch in said._branches:
            re.compile(branch, said.flags)  # each piece of a branch is a pattern of its own


def test_every_looked_at_page_s_sentences_are_found_as_the_whole_pattern_finds_them() -> None:
    searched = 0
    for page in wall_pages.load():
        if page.part != "looked-at":
            continue  # (held-out pages are scored, never read)
        text = body_to_article(page.fetched).judged
        # (the sentences are searched over the whole text too; the other alternations, over its pieces)
        for piece in [text, *pieces(text)]:
            for said in SAID if piece is text else SEARCHED:
                assert spans(said.finditer(piece)) == spans(said.whole.finditer(piece)), page.file
                searched += 1
    assert searched > 10_000


# Every pattern the judges search behind a literal gate (:func:`gated`)
GATED = [
    found
    for module in (
        walls,
        walls_exempt,
        walls_shapes,
        template,
        walls_account_done,
        walls_cant_open,
        walls_licence,
        walls_link_gone,
        walls_read_on,
        walls_tiers,
    )
    for found in vars(module).values()
    if isinstance(found, Gated)
]


def test_the_judges_gate_their_costly_patterns() -> None:
    """Each gated pattern has a gate: a pattern none of whose matches needs a literal is searched as it is,
    and the gate would cost without sparing a search."""
    assert len(GATED) >= 10
    assert all(gate._gate() is not None for gate in GATED)


@pytest.mark.parametrize("at", range(len(GATED)))
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_a_gated_pattern_finds_what_its_pattern_finds(at: int, data: st.DataObject) -> None:
    """Texts around its literals, in any case or look-alike form, or cut short: the gate passes every text the
    pattern matches in, and answers ``search``, ``finditer`` and ``fullmatch`` as the pattern does."""
    gate = GATED[at]
    needs = gate._gate()
    literals = sorted(needs.literals if isinstance(needs, LiteralSet) else needs or ("x",))
    parts = []
    for _ in range(data.draw(st.integers(1, 3))):
        literal = data.draw(CASE_FORMS)(data.draw(st.sampled_from(literals)))
        if data.draw(st.booleans()):
            literal = "".join(LOOK_ALIKE.get(char, char) if data.draw(st.booleans()) else char for char in literal)
        kept = literal if data.draw(st.booleans()) else literal[1:]
        parts.append(data.draw(st.sampled_from(["", " ", "\n", "Sorry, ", ". ", "we ", '="'])) + kept)
    text = "".join(parts) + data.draw(st.sampled_from(["", ".", " now.", "!\n", " page", ">"]))
    assert spans(gate.finditer(text)) == spans(gate.compiled.finditer(text))
    assert spans(filter(None, [gate.search(text)])) == spans(filter(None, [gate.compiled.search(text)]))
    assert bool(gate.fullmatch(text)) == bool(gate.compiled.fullmatch(text))
