"""Fit and score variants of the learned extractor's training in one process: every page is parsed, cut
into blocks and described once, then each variant is fitted (in-sample, by corpus, by site fold) and scored.

    python bench/learned/experiment.py [--shared DIR] [--limit N] [--cache FILE] [--fit both,corpus,site]
                                       [--folds 5] [--format markdown|text …] [--pages FILE] [--markdown]
                                       VARIANT [VARIANT …]

A VARIANT is ``name`` or ``name:KEY=VALUE,KEY=VALUE``: each KEY a module constant of ``train.py``
(``THRESHOLD``, ``UNSURE_THRESHOLD``, ``RULE_THRESHOLD``, ``TREES``, ``DEPTH``, ``LEARNING_RATE``, ``C``,
``TRIM``, ``UNSURE_TRIM``, ``UNSURE``),
or ``drop`` with features joined by ``+`` (held at zero, as ``validate.py --drop``), or ``shipped=1`` (the
model trained on both corpora is the shipped file, not fitted), or ``trees=N`` (only the first N of each
profile's trees: the model ``TREES=N`` would fit, since each boosting round depends only on the rounds
before it, without fitting it again). ``base`` with no settings is ``train.py`` as
it stands. The figures are ``validate.py``'s, page for page (the same folds, models, renderer and tables):
``validate.py`` parses each page again for every model, which made a run of its five site folds, two corpus
models and the shipped one take an hour on a busy machine; here the pages are read once, and each variant
costs its fits and the rendering of the kept blocks. Peers' texts (the rules', trafilatura's) are scored from
``--cache`` (``validate.py``'s file) and computed for the pages it lacks. kotoba's two extractors are scored
in the same format (``--format``, as in ``validate.py``: Markdown unless it says otherwise; each format
named has its columns).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# One BLAS thread for the fits, set before numpy is imported: on two busy cores a logistic fit took 7.6 s
# with the default threads, which wait on each other, and 2.2 s with one.
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent))
import data
import train
from data import HELD_OUT, TRAINABLE, Sample, label_blocks, samples, shared_arg
from validate import FORMATS, as_model, fold_of, page_record, peers, report, spread, suffix

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from metric import PageScore, aggregate, score_page

from kotoba.web.extract.article import defuse
from kotoba.web.extract.blocks import Block, believed, cut, features
from kotoba.web.extract.core import WHOLE_PAGE_BELOW, Page, analyse, drawer
from kotoba.web.extract.lead_ins import with_lead_ins
from kotoba.web.extract.learned import TABLE, Model, load, render_kept
from kotoba.web.extract.posters import with_posters
from kotoba.web.extract.profiles import without_cells, without_profiles

# A rule acting on the blocks the model keeps on a page, before they are drawn
Rule = Callable[[Page, list[Block]], list[Block]]


@dataclass
class Prepared:
    """One page read once: its sample, the rule pass's analysis, its blocks and their rows (None where the
    page did not parse or its markup is too deep to cut)."""

    sample: Sample
    page: Page | None
    blocks: list[Block] | None
    rows: list[Sequence[float]] | None


def prepare(sample: Sample, trainable: bool) -> Prepared:
    """Parse, cut and describe ``sample`` as :func:`kotoba.web.extract.learned.content` does (and label its
    blocks, as ``data.label`` does, when it is trained on)."""
    page = analyse(defuse(sample.page.html))
    if page is None:
        return Prepared(sample, None, None, None)
    found = page.found
    try:
        blocks = (
            cut(page.body, found.elements, found.names, found.texts, found.tails)
            if found.elements
            else cut(page.body)
        )
    except RecursionError:
        return Prepared(sample, page, None, None)
    rows, _columns = features(page, blocks, {})
    if trainable:
        label_blocks(sample, blocks, rows)
    return Prepared(sample, page, blocks, rows)


def text_of(model: Model, prepared: Prepared, format: str = "markdown", rule: Rule | None = None) -> str:
    """What :func:`kotoba.web.extract.learned.content` draws for the page in ``format``, from its prepared
    rows; with ``rule``, that rule applied to the blocks the model keeps before they are drawn (a rule
    tried after the model, as ``post_end.py`` scores them)."""
    page, blocks, rows = prepared.page, prepared.blocks, prepared.rows
    if page is None:
        return ""
    draw = drawer(format == "markdown", page.base)
    chosen = model.for_page(page)
    found, min_repeat = page.found, page.fit.min_repeat
    if found.page_chars < WHOLE_PAGE_BELOW:
        return draw(page.body, page.title, skip=set(), prose=found.prose, min_repeat=min_repeat).text
    if blocks is None or rows is None:
        return draw(found.article, page.title, skip=found.skip, prose=found.prose, min_repeat=min_repeat).text
    vocabulary, width = chosen.vocabulary, len(rows[0]) if rows else 0
    known: dict[frozenset[str], list[int]] = {}
    columns = []
    for block in blocks:
        present = known.get(block.words)
        if present is None:
            present = known[block.words] = sorted(
                width + vocabulary[w] for w in block.words if w in vocabulary
            )
        columns.append(present)
    scores = chosen.scores(rows, columns)
    # as learned._judged keeps them: a list's lead-in line with the list; a thread's posters' names stay,
    # their profiles' counts and dates go
    kept = with_posters(blocks, with_lead_ins(blocks, chosen.kept(blocks, rows, scores)), found.posters)
    kept = without_cells(without_profiles(kept, posters=bool(found.posters)), found.posters)
    if rule is not None:
        kept = rule(page, kept)
    return render_kept(page, chosen, blocks, kept, draw).text


# Each profile fitted, by what changes its fit: a variant that changes one profile (UNSURE_NONE_WEIGHT, the
# unsure one) or only a threshold fits the rest once for the whole run.
_FITTED: dict[tuple[object, ...], dict[str, object]] = {}
_PROFILE = train.profile


def remembered_profile(
    chosen: Sequence[Sample],
    drop: Sequence[str],
    context: bool,
    threshold: float = train.THRESHOLD,
    none_weight: float = 1.0,
) -> dict[str, object]:
    """:func:`train.profile`, fitted once per set of pages and settings that move the fit (the threshold
    and the trimming are only written into the table)."""
    key = (
        tuple(sorted((s.corpus, s.page.key) for s in chosen)),
        tuple(drop),
        context,
        none_weight,
        *(getattr(train, name) for name in ("C", "CONTEXT_FOLDS", "TREES", "DEPTH", "LEARNING_RATE")),
        data.SHORT_LINES,
        data.WEIGHTING,  # the labels' weights move the fit as much as the labels do
    )
    if key not in _FITTED:
        _FITTED[key] = _PROFILE(chosen, drop, context, threshold, none_weight)
    return {**_FITTED[key], "threshold": threshold, "trim": train.TRIM}


train.profile = remembered_profile


def relabel(prepared: Sequence[Prepared]) -> None:
    """Label the trained-on pages again, under ``data.py``'s settings as they stand."""
    for p in prepared:
        if p.sample.corpus in TRAINABLE and p.blocks is not None and p.rows is not None:
            label_blocks(p.sample, p.blocks, p.rows)


def parse_variant(text: str) -> tuple[str, dict[str, object]]:
    name, _, rest = text.partition(":")
    settings: dict[str, object] = {}
    for pair in filter(None, rest.split(",")):
        key, _, value = pair.partition("=")
        settings[key] = _value(value)
    return name, settings


def _value(text: str) -> object:
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return {"True": True, "False": False}.get(text, text)


def run(
    prepared: Sequence[Prepared],
    settings: dict[str, object],
    fits: Sequence[str],
    folds: int,
    tmp: Path,
    formats: Sequence[str] = ("markdown",),
) -> list[tuple[Sample, dict[str, PageScore]]]:
    """Fit the models of one variant and score every page with the one that did not see it."""
    drop = str(settings.pop("drop", "")).split("+") if settings.get("drop") else []
    shipped = bool(settings.pop("shipped", False))
    kept_trees = int(settings.pop("trees", 0))  # type: ignore[call-overload]
    # a setting of data.py's changes the labels: the pages trained on are labelled again under it
    labelling = {key: settings.pop(key) for key in list(settings) if hasattr(data, key)}
    saved = {key: getattr(train, key) for key in settings}
    labelled = {key: getattr(data, key) for key in labelling}
    for key, value in settings.items():
        setattr(train, key, value)
    for key, value in labelling.items():
        setattr(data, key, value)
    if labelling:
        relabel(prepared)
    try:
        pages = [p.sample for p in prepared if p.sample.corpus in TRAINABLE and p.sample.labels]

        def fitted(chosen: list[Sample]) -> Model:
            start = time.perf_counter()
            model = as_model(first_trees(train.fit(chosen, drop, unsure=train.UNSURE), kept_trees), tmp)
            print(f"  fitted {len(chosen)} pages in {time.perf_counter() - start:.0f} s", file=sys.stderr)
            return model

        models: dict[str, Model] = {}
        if shipped:
            table = json.loads(TABLE.read_text(encoding="utf-8"))
            models["both"] = as_model(first_trees(table, kept_trees), tmp) if kept_trees else load()
        elif "both" in fits:
            models["both"] = fitted(pages)
        for name in TRAINABLE if "corpus" in fits else [n for n in TRAINABLE if f"only-{n}" in fits]:
            models[f"only {name}"] = fitted([s for s in pages if s.corpus == name])
        for k in range(folds) if "site" in fits else ():
            models[f"fold {k}"] = fitted([s for s in pages if fold_of(s.site, folds) != k])
            so_far(prepared, models, folds, k, formats[0])
    finally:
        for key, value in saved.items():
            setattr(train, key, value)
        for key, value in labelled.items():
            setattr(data, key, value)
        if labelling:
            relabel(prepared)
    results = []
    for p in prepared:
        sample = p.sample
        if sample.corpus in TRAINABLE:
            other = next(n for n in TRAINABLE if n != sample.corpus)
            chosen = {
                "in-sample": "both",
                "leave-site-out": f"fold {fold_of(sample.site, folds)}",
                "leave-corpus-out": f"only {other}",
            }
        else:
            chosen = {"leave-corpus-out": "both"}
        truth = sample.page.truth
        row = {
            f"learned {column}{suffix(format)}": score_page(truth, text_of(models[name], p, format))
            for column, name in chosen.items()
            if name in models
            for format in formats
        }
        results.append((sample, row))
    return results


def first_trees(table: dict[str, Any], count: int) -> dict[str, Any]:
    """``table`` (a model file's) with only the first ``count`` trees of each profile (0: all of them)."""
    if not count:
        return table
    cut_down = dict(table)
    if "boost" in table:
        cut_down["boost"] = {**table["boost"], "trees": table["boost"]["trees"][:count]}
    if "unsure" in table:
        cut_down["unsure"] = first_trees(table["unsure"], count)
    return cut_down


def so_far(
    prepared: Sequence[Prepared], models: dict[str, Model], folds: int, last: int, format: str
) -> None:
    """The leave-site-out F1 of the folds fitted up to ``last``, per corpus, on stderr: a long run's
    figures as they come (a fold's sites are a fifth of each corpus, drawn by a hash of the site)."""
    scores: dict[str, list[PageScore]] = {}
    for p in prepared:
        sample = p.sample
        if sample.corpus in TRAINABLE and fold_of(sample.site, folds) <= last:
            model = models[f"fold {fold_of(sample.site, folds)}"]
            score = score_page(sample.page.truth, text_of(model, p, format))
            scores.setdefault(sample.corpus, []).append(score)
    figures = ", ".join(
        f"{name} {aggregate(got).f1:.4f} ({len(got)})" for name, got in sorted(scores.items())
    )
    print(f"  leave-site-out, folds 0-{last}: {figures}", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("variants", nargs="*", default=["base"])
    parser.add_argument("--shared")
    parser.add_argument("--limit", type=int, help="only N pages of each research corpus")
    parser.add_argument("--corpora", nargs="*", default=list(HELD_OUT), help="research corpora to score")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument(
        "--fit",
        default="both,corpus,site",
        help="which models: both, corpus (only-dev, only-wcxb: one of them), site",
    )
    parser.add_argument("--cache", type=Path, help="validate.py's file of the peers' texts")
    parser.add_argument(
        "--cached-peers-only", action="store_true", help="score the peers only where --cache holds their text"
    )
    parser.add_argument("--pages", type=Path, help="write every page's scores, per variant, to this JSON")
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables")
    parser.add_argument(
        "--format",
        action="append",
        choices=FORMATS,
        help="the format kotoba's extractors (the rules and learned alike) are scored in (default: markdown)",
    )
    args = parser.parse_args(argv)
    formats = args.format or ["markdown"]
    shared = shared_arg(args.shared)
    start = time.perf_counter()
    train_pages = [s for name in TRAINABLE for s in samples(shared, name)]
    held = [s for name in args.corpora for s in spread(samples(shared, name), args.limit)]
    prepared = [prepare(s, s.corpus in TRAINABLE) for s in train_pages + held]
    print(f"{len(prepared)} pages read in {time.perf_counter() - start:.0f} s", file=sys.stderr)

    cache: dict[str, str] = json.loads(args.cache.read_text()) if args.cache and args.cache.exists() else {}
    peer_fns = peers(formats)
    peer_rows = []
    for p in prepared:
        sample, row = p.sample, {}
        for name, fn in peer_fns.items():
            key = f"{name}|{sample.corpus}|{sample.page.key}|{sample.sha256[:16]}"
            if key not in cache:
                if args.cached_peers_only:
                    continue
                cache[key] = fn(sample.page.html, sample.page.url)
            row[name] = score_page(sample.page.truth, cache[key])
        peer_rows.append(row)
    if args.cache and not args.cached_peers_only:
        args.cache.write_text(json.dumps(cache))
    believing = {id(p.sample): p.page is not None and believed(p.page) for p in prepared}

    fits = args.fit.split(",")
    tmp = Path(tempfile.gettempdir()) / f"kotoba-experiment-{time.monotonic_ns()}.json"
    records: dict[str, list[dict[str, object]]] = {}
    try:
        for variant in args.variants:
            name, settings = parse_variant(variant)
            began = time.perf_counter()
            results = run(prepared, settings, fits, args.folds, tmp, formats)
            merged = [(s, {**peer, **row}) for (s, row), peer in zip(results, peer_rows, strict=True)]
            columns = [*peer_fns]
            columns += [
                f"learned {c}{suffix(format)}"
                for format in formats
                for c in ("in-sample", "leave-site-out", "leave-corpus-out")
                if any(f"learned {c}{suffix(format)}" in row for _s, row in results)
            ]
            print(f"\n## {variant} ({time.perf_counter() - began:.0f} s)\n")
            report(merged, columns, args.markdown, believing)
            records[name] = [page_record(s, row) for s, row in merged]
    finally:
        tmp.unlink(missing_ok=True)
    if args.pages:
        args.pages.write_text(json.dumps(records) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
