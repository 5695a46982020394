"""A long alternation of case-blind sentences, searched only with the branches a text can hold.

A wall's ``said`` is hundreds of sentences in dozens of languages joined with ``|``. Python's ``re`` tries
every branch at every position of a text, so one search of a sixty-character sentence cost about 0.2 ms,
and the judges search thousands. Most branches need a literal of their own to match ("couldn't find",
"drinking age"): a branch is tried only where the text holds one of its literals, found for all branches at
once in one pass (:class:`~kotoba.web.verdict.literals.LiteralSet`), and the few branches left are searched
alone, merged position by position into what the whole alternation would find.

The answers are the whole pattern's, match for match. ``re`` takes, at the leftmost position where any
branch matches, the first branch in order that matches there, and searches on from the match's end; the
merge does the same with each branch's own leftmost match. So a text holding none of a branch's literals
could not have been matched by that branch, and leaving it out changes nothing — provided the literals are
compared as ``re`` compares characters when it ignores case: by their simple lower case, and with the
characters Unicode gives one upper case (``s`` and ``ſ``, ``k`` and the Kelvin sign, ``σ`` and ``ς``) taken
as one (:func:`folded`). A branch with no literal it must hold is always tried. Where the one-pass search is
not installed, or a branch could match nothing at all (where ``re``'s rules for empty matches would have to
be copied), the whole pattern is searched, as before.
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Iterator, Sequence
from typing import Any

from kotoba.web.verdict.literals import LiteralSet, folded
from kotoba.web.verdict.message import JUDGEMENT, folded_once

# Literals shorter than this pick out almost every text: a branch needing only such a one is always tried
_SHORTEST = 2


def top_level_branches(pattern: str) -> list[str]:
    """``pattern`` cut at its top-level ``|`` (not inside a group or a class, not escaped): the branches
    that, joined with ``|`` again, are ``pattern``."""
    branches: list[str] = []
    depth, start, at, in_class = 0, 0, 0, False
    while at < len(pattern):
        char = pattern[at]
        if char == "\\":
            at += 2
            continue
        if in_class:
            if char == "]":
                in_class = False
        elif char == "[":
            in_class = True
            # (a "]" right after the opening, or after its "^", is a member, not the class's end)
            if pattern[at + 1 : at + 2] == "^":
                at += 1
            if pattern[at + 1 : at + 2] == "]":
                at += 1
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            branches.append(pattern[start:at])
            start = at + 1
        at += 1
    branches.append(pattern[start:])
    return branches


def required(branch: str, flags: int, shortest: int = _SHORTEST) -> frozenset[str] | None:
    """Literals (folded) one of which every match of ``branch`` holds, or None where none is known (none of
    at least ``shortest`` characters)."""
    try:
        # (private, as ``re`` parses: any failure means "none known")
        parser, constants = importlib.import_module("re._parser"), importlib.import_module("re._constants")
        return _required(parser.parse(branch, flags), constants, shortest)
    except (re.error, ImportError, AttributeError, ValueError):  # (``re``'s private parser changed or
        # refused the branch: costs speed, never an answer; a bug in ``_required`` itself still raises)
        return None


def _required(items: Any, c: Any, shortest: int = _SHORTEST) -> frozenset[str] | None:
    """The most telling set of literals one of which every match of ``items`` (a parsed sequence) holds;
    ``c`` is ``re``'s module of the parser's opcodes."""
    best: frozenset[str] | None = None

    def consider(found: frozenset[str] | None) -> None:
        nonlocal best
        if found and min(map(len, found)) >= shortest and (best is None or _better(found, best)):
            best = found

    run: list[str] = []
    for op, value in items:
        if op is c.LITERAL:
            run.append(chr(value))
            continue
        consider(frozenset({folded("".join(run))}) if run else None)
        run = []
        if op is c.SUBPATTERN:
            consider(_required(value[-1], c, shortest))
        elif op is c.ATOMIC_GROUP:
            consider(_required(value, c, shortest))
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and value[0] >= 1:
            consider(_required(value[2], c, shortest))
        elif op is c.BRANCH:
            alternatives = [_required(alternative, c, shortest) for alternative in value[1]]
            if all(alternatives):
                consider(frozenset(literal for found in alternatives if found for literal in found))
        # (anything else — a class, an anchor, a look-around, a repeat that may be absent — holds no literal
        # that a match must hold)
    consider(frozenset({folded("".join(run))}) if run else None)
    return best


def _better(found: frozenset[str], best: frozenset[str]) -> bool:
    """Whether ``found`` picks out fewer texts than ``best``: its shortest literal longer, then fewer."""
    return (min(map(len, found)), -len(found)) > (min(map(len, best)), -len(best))


def _may_be_empty(branch: str, flags: int) -> bool:
    try:
        return bool(importlib.import_module("re._parser").parse(branch, flags).getwidth()[0] == 0)
    except (re.error, ImportError, AttributeError, ValueError):  # (unknown: taken as possibly empty, and
        # the whole pattern is searched)
        return True


class Alternation:
    """``re.compile("|".join(f"(?:{b})" for b in branches), flags)``, with the same ``search`` and
    ``finditer`` answers, each searched only with the branches a text can hold (see the module docstring).

    Each branch is compiled on its first search, the whole pattern only where it is searched as a whole."""

    def __init__(self, branches: Sequence[str], flags: int, pattern: str | None = None) -> None:
        # (``pattern``, where given, is the one the branches were cut from, kept as it was written)
        self.pattern = "|".join(f"(?:{branch})" for branch in branches) if pattern is None else pattern
        self.flags = flags
        cut = [part for branch in branches for part in top_level_branches(branch)]
        self._branches = tuple(cut)
        self._compiled: list[re.Pattern[str] | None] = [None] * len(cut)
        self._whole: re.Pattern[str] | None = None
        self._read: _Literals | None = None

    @property
    def _index(self) -> _Literals:
        """The branches' literals, read on the first search (each branch parsed on its own is most of an
        alternation's cost: a process that judges one page reads only the alternations that page asks)."""
        if self._read is None:  # (two threads may both read it: the same answer, one kept)
            self._read = _Literals.of(self._branches, self.flags)
        return self._read

    @property
    def whole(self) -> re.Pattern[str]:
        """The alternation compiled as one pattern (on first use)."""
        if self._whole is None:
            self._whole = re.compile(self.pattern, self.flags)
        return self._whole

    def _branch(self, at: int) -> re.Pattern[str]:
        compiled = self._compiled[at]
        if compiled is None:
            compiled = self._compiled[at] = re.compile(self._branches[at], self.flags)
        return compiled

    def candidates(self, text: str) -> list[int] | None:
        """The branches that may match in ``text``, in order (None: search the whole pattern); asked again in
        the same judgement (:data:`~kotoba.web.verdict.message.JUDGEMENT`), the answer kept."""
        if not self._index.merged:
            return None
        kept = JUDGEMENT.get()
        if kept is None:
            return self._candidates(folded(text))
        key = ("candidates", self, text)  # (the object, not its id: an id outlives its object)
        if key not in kept:
            # (the text folded once a judgement: the alternations that search the same sentence share it)
            kept[key] = self._candidates(folded_once(text))
        chosen: list[int] | None = kept[key]
        return chosen

    def _candidates(self, low: str) -> list[int] | None:
        """The branches that may match in a text whose :func:`folded` form is ``low``."""
        index = self._index
        found = index.literals.found_in(low)
        if found is None:
            return None
        chosen = set(index.always)
        for literal in found:
            chosen |= index.needing[literal]
        return sorted(chosen)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize, /) -> re.Match[str] | None:
        """The whole pattern's ``search``."""
        return next(self.finditer(string, pos, endpos), None)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize, /) -> Iterator[re.Match[str]]:
        """The whole pattern's ``finditer``: its matches left to right, none overlapping."""
        chosen = self.candidates(string)
        if chosen is None or len(chosen) == len(self._branches):
            yield from self.whole.finditer(string, pos, endpos)
            return
        patterns = [self._branch(at) for at in chosen]
        ahead = [pattern.search(string, pos, endpos) for pattern in patterns]
        while True:
            first: re.Match[str] | None = None
            for match in ahead:  # (the leftmost; at a tie, the earlier branch, as the alternation takes it)
                if match is not None and (first is None or match.start() < first.start()):
                    first = match
            if first is None:
                return
            yield first
            pos = first.end()  # (no branch searched here matches an empty string: pos moves on)
            for at, match in enumerate(ahead):
                if match is not None and match.start() < pos:
                    ahead[at] = patterns[at].search(string, pos, endpos)


class _Literals:
    """What an alternation's branches must hold: the branches with no known literal (``always`` searched),
    the branches each literal stands for, and their Aho-Corasick set; ``merged`` where the branches can be
    searched apart and merged (every literal found exactly, no always-searched branch matching empty)."""

    __slots__ = ("always", "literals", "merged", "needing")

    def __init__(
        self, always: frozenset[int], needing: dict[str, frozenset[int]], literals: LiteralSet, merged: bool
    ) -> None:
        self.always, self.needing, self.literals, self.merged = always, needing, literals, merged

    @classmethod
    def of(cls, branches: Sequence[str], flags: int) -> _Literals:
        needs = [required(branch, flags) for branch in branches]
        always = frozenset(at for at, literals in enumerate(needs) if literals is None)
        by_literal: dict[str, set[int]] = {}
        for at, literals in enumerate(needs):
            for literal in literals or ():
                by_literal.setdefault(literal, set()).add(at)
        needing = {literal: frozenset(held) for literal, held in by_literal.items()}
        found = LiteralSet(needing)
        exact = found.found_in("") is not None
        merged = exact and not any(_may_be_empty(branches[at], flags) for at in always)
        return cls(always, needing, found, merged)


def by_branch(pattern: re.Pattern[str]) -> Alternation:
    """``pattern``, an alternation of many branches, searched only with the branches a text can hold: the
    same ``search`` and ``finditer`` answers (a verbose pattern, whose comments may hold a ``|``, whole)."""
    if pattern.flags & re.VERBOSE:
        return Alternation([pattern.pattern], pattern.flags, pattern.pattern)
    return Alternation(top_level_branches(pattern.pattern), pattern.flags, pattern.pattern)

# A gate of at most this many literals is tested with ``in``; more are found in one pass (:class:`LiteralSet`)
_GATE_BY_IN = 16


class Gated:
    """``compiled``, searched only where a text holds one of the literals every match of it holds (each of
    its branches' :func:`required` literals, folded, one character long or more): the same ``search``,
    ``match``, ``fullmatch``, ``finditer`` and ``findall`` answers, where a text holding none of them — most
    of the sentences a judge reads — costs a few substring tests, not the pattern tried at each of its
    characters (a case-blind pattern lowers every character it compares). A pattern with a branch that
    needs no literal, or a verbose one, is searched as it is. The literals are read on the first search."""

    def __init__(self, compiled: re.Pattern[str]) -> None:
        self.compiled = compiled
        self.pattern = compiled.pattern
        self.flags = compiled.flags
        self._needs: tuple[str, ...] | LiteralSet | None = None
        self._read = False

    def _gate(self) -> tuple[str, ...] | LiteralSet | None:
        if not self._read:  # (two threads may both read it: the same answer, one kept)
            self._needs = _gate_of(self.compiled)
            self._read = True
        return self._needs

    def may_match(self, string: str) -> bool:
        """Whether ``string`` holds one of the literals (True where the pattern has no gate)."""
        needs = self._gate()
        if needs is None:
            return True
        low = folded_once(string)
        if isinstance(needs, LiteralSet):
            found = needs.found_in(low)
            return bool(found) if found is not None else any(literal in low for literal in needs.literals)
        return any(literal in low for literal in needs)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize, /) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos) if self.may_match(string) else None

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize, /) -> re.Match[str] | None:
        return self.compiled.match(string, pos, endpos) if self.may_match(string) else None

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize, /) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, pos, endpos) if self.may_match(string) else None

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize, /) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos) if self.may_match(string) else iter(())

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize, /) -> list[Any]:
        return self.compiled.findall(string, pos, endpos) if self.may_match(string) else []


def _gate_of(compiled: re.Pattern[str]) -> tuple[str, ...] | LiteralSet | None:
    """The literals one of which every match of ``compiled`` holds, or None where a branch needs none."""
    if compiled.flags & re.VERBOSE:
        return None
    literals: set[str] = set()
    for branch in top_level_branches(compiled.pattern):
        needs = required(branch, compiled.flags, shortest=1)
        if needs is None:
            return None
        literals |= needs
    ordered = tuple(sorted(literals))
    return ordered if len(ordered) <= _GATE_BY_IN else LiteralSet(ordered)


def gated(compiled: re.Pattern[str]) -> Gated:
    """``compiled``, searched only where a text can hold one of its matches (:class:`Gated`)."""
    return Gated(compiled)
