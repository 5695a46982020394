"""Does a hand rule of the rule pass earn its place? Each rule turned off in turn, the learned extractor
retrained without it and scored, beside the rules alone.

    python bench/learned/ablate.py [--shared DIR] [--limit N] [--shipped] [--noise F] [--json FILE]
                                   [--table] [RULE …]

For each named RULE (all of :data:`ABLATIONS` when none is named), the harness turns the rule off by
replacing the module attribute that carries it (a function, a table, a pattern) for the length of its
measure — nothing in the read path reads a setting for it. The code as it stands is read once, every rule
recording the pages it acts on; then, per rule, only those pages are read again without it. Where it acts on
a page trained on, its verdicts are features of the learned model, so the model is fitted again as
``train.py --write`` fits it (to a temporary file, never ``learned.json``); a rule of the renderer alone, or
one that acts on no page trained on, leaves the model as it is. ``--shipped`` never refits (the shipped
model, fitted with every rule on, scores the pages read without one): a quick look, an hour sooner on a busy
machine. Scored, in Markdown (what ``read`` gives):

- the shippable corpora (Zyte dev, WCXB dev) by the model trained on them (in-sample);
- the four research corpora leave-corpus-out: the model trained on both shippable corpora (they are never
  trained on), ``--limit`` pages of each spread over the corpus as ``validate.py --limit`` spreads them;
- kotoba's rules alone (``KOTOBA_EXTRACTOR=kotoba``) on every corpus.

The table prints each rule's F1 change per corpus without it (the learned extractor's, then the rules
alone's; negative: the corpus is worse without the rule) and a verdict: a rule *keeps* its place when some
corpus is better with it by more than ``--noise`` and its gains outweigh its losses. Two runs of the same
code give the same figures to the byte (the fits are seeded and single-threaded), so the noise is what a
refit itself moves: a rule that changed the features of 172 pages moved the corpora by up to 0.0005
between the shipped model and the refitted one. ``--table`` prints the table of ``--json`` without running.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import re
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import experiment
import train
from data import HELD_OUT, TRAINABLE, Sample, samples, shared_arg
from experiment import Prepared, prepare, text_of
from validate import as_model, spread

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from metric import PageScore, aggregate, score_page

from kotoba.web.extract import core, lines, rules
from kotoba.web.extract.article import extract_article
from kotoba.web.extract.learned import Model, load

_NEVER = re.compile(r"(?!)")  # a pattern that matches nothing


def _none(*_args: object) -> None:
    return None


def _false(*_args: object) -> bool:
    return False


def _nothing(*_args: object) -> set[object]:
    return set()


# Each rule, as the module attributes that turning it off replaces (module, name, value while off).
Patch = tuple[ModuleType, str, object]
ABLATIONS: dict[str, list[Patch]] = {
    # core.py: what the rule pass keeps or lets go after finding the article
    "introduced_lists": [(core, "_keep_introduced_lists", _none)],
    "named_cells": [(core, "_keep_named_cells", _none)],
    "questions_after": [(core, "_questions_after", _none)],
    # core.py: furniture verdicts the scoring pass overrides
    "post_bylines": [(core, "_post_bylines", _nothing)],
    "permalinked_bylines": [(core, "_permalinked_bylines", _nothing)],
    "only_a_heading": [(core, "_only_a_heading", _false)],
    "tooltip_links": [(core, "_block_of", _none)],
    "section_headings": [(core, "_section_headings", lambda *_a: [])],
    "holding_landmarks": [(core, "_holding_landmarks", _nothing)],
    "sidebar_prose": [(core, "_sidebar_prose", lambda *_a: 0.0)],
    # rules.py: how a tag, class or id names furniture
    "figure_text": [(rules, "_FIGURED_TEXT", _false)],
    "content_anchor": [(rules, "_content_anchor", _false)],
    "layout_words": [(rules, "LAYOUT_WORDS", frozenset())],
    # the renderer's trims (lines.py)
    "label_lines": [(lines, "LABEL_LINES", _NEVER)],
    "closing_lines": [(lines, "CLOSING_LINES", _NEVER)],
    "names_site": [(lines, "_NAMES_SITE", _NEVER)],
    "said_again": [(lines, "_said_again", _false)],
}


@contextmanager
def turned_off(name: str) -> Iterator[None]:
    """The rule ``name`` off (``base``: nothing changed) until the block ends."""
    patches = ABLATIONS.get(name, [])
    saved = [(module, attr, getattr(module, attr)) for module, attr, _value in patches]
    for module, attr, value in patches:
        setattr(module, attr, value)
    _forget()
    try:
        yield
    finally:
        for module, attr, value in saved:
            setattr(module, attr, value)
        _forget()


def _forget() -> None:
    """Empty what remembers verdicts across pages (a class name's verdict is cached), and the fits."""
    rules._names_verdict.cache_clear()
    rules._token_verdict.cache_clear()
    rules.discussion_named.cache_clear()
    experiment._FITTED.clear()


# Where a rule acts: the rule pass (its verdicts are the learned model's features: turned off, the pages it
# acts on are read again and the model refitted when it acts on a page trained on) or only the renderer
# (the model stands; the pages it acts on are drawn again).
_RENDERING = (lines,)
_RENDERING_NAMES = frozenset(("_questions_after",))
_MUTATORS = frozenset(("_keep_introduced_lists", "_keep_named_cells"))
FIRED: dict[str, dict[str, set[int]]] = {"rules": {}, "render": {}}  # where → rule → pages it acted on
_AT = [-1]  # the page being read


def _record(rule: str, where: str) -> None:
    FIRED[where].setdefault(rule, set()).add(_AT[0])


class _WatchedPattern:
    """A pattern that records the pages where it matches."""

    def __init__(self, pattern: re.Pattern[str], rule: str, where: str) -> None:
        self.pattern, self.rule, self.where = pattern, rule, where

    def _seen(self, found: object) -> Any:
        if found is not None:
            _record(self.rule, self.where)
        return found

    def match(self, *args: Any) -> Any:
        return self._seen(self.pattern.match(*args))

    def search(self, *args: Any) -> Any:
        return self._seen(self.pattern.search(*args))


class _WatchedWords(frozenset[str]):
    """A word table that records the pages where a word of it is looked up and found."""

    rule = where = ""

    def __contains__(self, word: object) -> bool:
        found = frozenset.__contains__(self, word)
        if found:
            _record(self.rule, self.where)
        return found


def _watched(rule: str, module: ModuleType, attr: str, off: object) -> object:
    """The module attribute ``attr`` as it stands, recording the pages where it acts: where it gives what
    the rule turned off would not (or, for a function that changes what the rule pass found, changes it)."""
    original = getattr(module, attr)
    where = "render" if module in _RENDERING or attr in _RENDERING_NAMES else "rules"
    if isinstance(original, re.Pattern):
        return _WatchedPattern(original, rule, where)
    if isinstance(original, frozenset):
        words = _WatchedWords(original)
        words.rule, words.where = rule, where
        return words
    if attr in _MUTATORS:

        def mutator(found: Any) -> None:
            before = len(found.skip), len(found.lists)
            original(found)
            if (len(found.skip), len(found.lists)) != before:
                _record(rule, where)

        return mutator

    def function(*args: Any) -> Any:
        got = original(*args)
        if got != off(*args):  # type: ignore[operator]
            _record(rule, where)
        return got

    return function


@contextmanager
def watching() -> Iterator[None]:
    """Every rule of :data:`ABLATIONS` on, each recording the pages it acts on (in :data:`FIRED`)."""
    saved = []
    for rule, patches in ABLATIONS.items():
        for module, attr, off in patches:
            saved.append((module, attr, getattr(module, attr)))
            setattr(module, attr, _watched(rule, module, attr, off))
    try:
        yield
    finally:
        for module, attr, value in reversed(saved):
            setattr(module, attr, value)
        _forget()


Scores = list[PageScore]


def fitted(prepared: Sequence[Prepared], tmp: Path) -> Model:
    """The model ``train.py --write`` fits, on the shippable pages as ``prepared`` reads them."""
    experiment._FITTED.clear()
    chosen = [p.sample for p in prepared if p.sample.corpus in TRAINABLE and p.sample.labels]
    began = time.perf_counter()
    model = as_model(train.fit(chosen), tmp)
    print(f"  fitted {len(chosen)} pages in {time.perf_counter() - began:.0f} s", file=sys.stderr, flush=True)
    return model


def rules_score(sample: Sample) -> PageScore:
    text = extract_article(sample.page.html, url=sample.page.url, extractor="kotoba").text
    return score_page(sample.page.truth, text)


def figures(prepared: Sequence[Prepared], learned: Scores, alone: Scores) -> dict[str, float]:
    """F1 per corpus of the learned extractor and of the rules alone."""
    grouped: dict[str, list[PageScore]] = {}
    for p, got, own in zip(prepared, learned, alone, strict=True):
        grouped.setdefault(f"learned {p.sample.corpus}", []).append(got)
        grouped.setdefault(f"rules {p.sample.corpus}", []).append(own)
    return {column: aggregate(got).f1 for column, got in grouped.items()}


def spread_of(prepared: Sequence[Prepared], base: Scores, other: Scores) -> dict[str, float]:
    """Per corpus, twice the standard error of the mean change of a page's F1: how far the corpus's figure
    moves by chance, were the change drawn again over as many pages (a change on one page in 150 stays
    within it)."""
    changes: dict[str, list[float]] = {}
    for p, before, after in zip(prepared, base, other, strict=True):
        changes.setdefault(p.sample.corpus, []).append(_f1(after) - _f1(before))
    out = {}
    for corpus, got in changes.items():
        mean = sum(got) / len(got)
        var = sum((d - mean) ** 2 for d in got) / max(len(got) - 1, 1)
        out[corpus] = 2 * math.sqrt(var / len(got))
    return out


def _f1(score: PageScore) -> float:
    p, r = score.precision, score.recall
    return 2 * p * r / (p + r) if p + r else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("rules", nargs="*", help=f"rules to turn off (default: all): {', '.join(ABLATIONS)}")
    parser.add_argument("--shared")
    parser.add_argument("--limit", type=int, default=150, help="pages of each research corpus")
    parser.add_argument("--repeat-base", action="store_true", help="fit the base twice: the noise")
    parser.add_argument("--table", action="store_true", help="only print the table of --json")
    parser.add_argument(
        "--noise",
        type=float,
        default=0.0005,
        help="the change a rule must make to a corpus to count (runs repeat to the byte; a refit on pages a"
        " rule barely touches moves a corpus by up to this)",
    )
    parser.add_argument("--json", type=Path, help="write each rule's figures to this JSON file")
    parser.add_argument(
        "--shipped",
        action="store_true",
        help="a quick look: the shipped model scores, not refitted (the rule off, the model fitted with it)",
    )
    args = parser.parse_args(argv)
    names: list[str] = args.rules or list(ABLATIONS)
    unknown = [n for n in names if n not in ABLATIONS]
    if unknown:
        parser.error(f"no such rule: {', '.join(unknown)}")
    if args.table and args.json:
        print(table(json.loads(args.json.read_text()), args.noise))
        return 0
    shared = shared_arg(args.shared)
    pages = [s for name in TRAINABLE for s in samples(shared, name)]
    pages += [s for name in HELD_OUT for s in spread(samples(shared, name), args.limit)]
    tmp = Path(tempfile.gettempdir()) / f"kotoba-ablate-{time.monotonic_ns()}.json"
    began = time.perf_counter()
    try:
        with watching():
            base: list[Prepared] = []
            alone: Scores = []
            for i, sample in enumerate(pages):
                _AT[0] = i
                _forget()  # a class name's verdict cached on one page would record nothing on the next
                base.append(prepare(sample, sample.corpus in TRAINABLE))
                alone.append(rules_score(sample))
            _AT[0] = -1
            model = load() if args.shipped else fitted(base, tmp)
            learned: Scores = []
            for i, p in enumerate(base):
                _AT[0] = i
                learned.append(score_page(p.sample.page.truth, text_of(model, p)))
        print(f"base read, fitted and scored in {time.perf_counter() - began:.0f} s", file=sys.stderr)
        done: dict[str, Any] = {"base": figures(base, learned, alone)}
        if args.repeat_base and not args.shipped:
            again = fitted(base, tmp)
            repeated = [score_page(p.sample.page.truth, text_of(again, p)) for p in base]
            done["base again"] = figures(base, repeated, alone)
        trained = {i for i, p in enumerate(base) if p.sample.corpus in TRAINABLE}

        def cost(name: str) -> int:  # the rules needing no fit first
            return bool(FIRED["rules"].get(name, set()) & trained) and not args.shipped

        for name in sorted(names, key=cost):
            acts = FIRED["rules"].get(name, set())
            drawn = FIRED["render"].get(name, set())
            started = time.perf_counter()
            with turned_off(name):
                prepared = list(base)
                for i in acts:
                    copy = dataclasses.replace(base[i].sample)
                    prepared[i] = prepare(copy, copy.corpus in TRAINABLE)
                refit = bool(acts & trained) and not args.shipped
                chosen = fitted(prepared, tmp) if refit else model
                again_drawn = range(len(base)) if refit else sorted(acts | drawn)
                now, own = list(learned), list(alone)
                for i in again_drawn:
                    now[i] = score_page(pages[i].page.truth, text_of(chosen, prepared[i]))
                for i in acts | drawn:
                    own[i] = rules_score(pages[i])
            done[name] = {
                **figures(base, now, own),
                "pages": {c: sum(1 for i in acts | drawn if pages[i].corpus == c) for c in CORPORA},
                "refit": refit,
                "spread": spread_of(base, learned, now),
            }
            print(
                f"  {name}: {time.perf_counter() - started:.0f} s, {len(acts | drawn)} pages, refit {refit}",
                file=sys.stderr,
                flush=True,
            )
            if args.json:
                args.json.write_text(json.dumps(done, indent=1) + "\n")
            print(table(done, args.noise), flush=True)
    finally:
        tmp.unlink(missing_ok=True)
    return 0


CORPORA = (*TRAINABLE, *HELD_OUT)


def verdict(delta: dict[str, float], noise: float) -> str:
    """``keeps`` when some corpus is better with the rule by more than ``noise`` and its gains outweigh its
    losses (``delta``: the learned extractor's change per corpus without the rule; negative: worse without
    it), else ``goes``."""
    gains = [-d for d in delta.values() if -d > noise]
    losses = [d for d in delta.values() if d > noise]
    return "keeps" if gains and sum(gains) > sum(losses) else "goes"


def table(done: dict[str, Any], floor: float) -> str:
    base = done["base"]
    head = ["rule", "pages", *(f"Δ {c}" for c in CORPORA), *(f"rules Δ {c}" for c in CORPORA), "verdict"]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    if "base again" in done:
        again = done["base again"]
        cells = [f"{again[f'learned {c}'] - base[f'learned {c}']:+.4f}" for c in CORPORA]
        out.append("| " + " | ".join(["(base again)", "—", *cells, *["—"] * len(CORPORA), "—"]) + " |")
    for name, got in done.items():
        if name.startswith("base"):
            continue
        learned = {c: got[f"learned {c}"] - base[f"learned {c}"] for c in CORPORA}
        alone = {c: got[f"rules {c}"] - base[f"rules {c}"] for c in CORPORA}
        cells = [f"{learned[c]:+.4f}" for c in CORPORA] + [f"{alone[c]:+.4f}" for c in CORPORA]
        touched = sum(got["pages"].values())
        mark = "" if got["refit"] else " (no fit)"
        out.append("| " + " | ".join([name, f"{touched}{mark}", *cells, verdict(learned, floor)]) + " |")
    return "\n".join(out)


if __name__ == "__main__":
    sys.exit(main())
