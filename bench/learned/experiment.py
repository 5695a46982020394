"""Fit and score variants of the learned extractor's training in one process: every page is parsed, cut
into blocks and described once, then each variant is fitted (in-sample, by corpus, by site fold) and scored.

    python bench/learned/experiment.py [--shared DIR] [--limit N] [--cache FILE] [--fit both,corpus,site]
                                       [--folds 5] [--pages FILE] [--markdown] VARIANT [VARIANT …]

A VARIANT is ``name`` or ``name:KEY=VALUE,KEY=VALUE``: each KEY a module constant of ``train.py``
(``THRESHOLD``, ``UNSURE_THRESHOLD``, ``TREES``, ``DEPTH``, ``LEARNING_RATE``, ``C``, ``TRIM``, ``UNSURE``),
or ``drop`` with features joined by ``+`` (held at zero, as ``validate.py --drop``), or ``shipped=1`` (the
model trained on both corpora is the shipped file, not fitted). ``base`` with no settings is ``train.py`` as
it stands. The figures are ``validate.py``'s, page for page (the same folds, models, renderer and tables):
``validate.py`` parses each page again for every model, which made a run of its five site folds, two corpus
models and the shipped one take an hour on a busy machine; here the pages are read once, and each variant
costs its fits and the rendering of the kept blocks. Peers' texts (``auto``, trafilatura) are scored from
``--cache`` (``validate.py``'s file) and computed for the pages it lacks.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

# One BLAS thread for the fits, set before numpy is imported: on two busy cores a logistic fit took 7.6 s
# with the default threads, which wait on each other, and 2.2 s with one.
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent))
import data
import train
from data import HELD_OUT, TRAINABLE, Sample, label_blocks, samples, shared_arg
from validate import as_model, fold_of, page_record, peers, report, spread

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from metric import PageScore, aggregate, score_page

from kotoba.web.extract.article import defuse
from kotoba.web.extract.blocks import Block, believed, cut, features
from kotoba.web.extract.core import WHOLE_PAGE_BELOW, Page, analyse, drawer
from kotoba.web.extract.learned import Model, load, render_blocks


@dataclass
class Prepared:
    """One page read once: its sample, the rule pass's analysis, its blocks and their rows (None where the
    page did not parse or its markup is too deep to cut)."""

    sample: Sample
    page: Page | None
    blocks: list[Block] | None
    rows: list[list[float]] | None


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


def text_of(model: Model, prepared: Prepared) -> str:
    """What :func:`kotoba.web.extract.learned.content_text` gives for the page, from its prepared rows."""
    page, blocks, rows = prepared.page, prepared.blocks, prepared.rows
    if page is None:
        return ""
    draw = drawer(False, page.base)
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
    kept = [block for block, score in zip(blocks, scores, strict=True) if score >= chosen.threshold]
    prose = found.prose if chosen.trim else None
    return render_blocks(page.body, page.title, blocks, kept, min_repeat, prose, draw).text


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
) -> list[tuple[Sample, dict[str, PageScore]]]:
    """Fit the models of one variant and score every page with the one that did not see it."""
    drop = str(settings.pop("drop", "")).split("+") if settings.get("drop") else []
    shipped = bool(settings.pop("shipped", False))
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
            model = as_model(train.fit(chosen, drop, unsure=train.UNSURE), tmp)
            print(f"  fitted {len(chosen)} pages in {time.perf_counter() - start:.0f} s", file=sys.stderr)
            return model

        models: dict[str, Model] = {}
        if shipped:
            models["both"] = load()
        elif "both" in fits:
            models["both"] = fitted(pages)
        for name in TRAINABLE if "corpus" in fits else [n for n in TRAINABLE if f"only-{n}" in fits]:
            models[f"only {name}"] = fitted([s for s in pages if s.corpus == name])
        for k in range(folds) if "site" in fits else ():
            models[f"fold {k}"] = fitted([s for s in pages if fold_of(s.site, folds) != k])
            so_far(prepared, models, folds, k)
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
        row = {
            f"learned {column}": score_page(sample.page.truth, text_of(models[name], p))
            for column, name in chosen.items()
            if name in models
        }
        results.append((sample, row))
    return results


def so_far(prepared: Sequence[Prepared], models: dict[str, Model], folds: int, last: int) -> None:
    """The leave-site-out F1 of the folds fitted up to ``last``, per corpus, on stderr: a long run's
    figures as they come (a fold's sites are a fifth of each corpus, drawn by a hash of the site)."""
    scores: dict[str, list[PageScore]] = {}
    for p in prepared:
        sample = p.sample
        if sample.corpus in TRAINABLE and fold_of(sample.site, folds) <= last:
            model = models[f"fold {fold_of(sample.site, folds)}"]
            scores.setdefault(sample.corpus, []).append(score_page(sample.page.truth, text_of(model, p)))
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
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args(argv)
    shared = shared_arg(args.shared)
    start = time.perf_counter()
    train_pages = [s for name in TRAINABLE for s in samples(shared, name)]
    held = [s for name in args.corpora for s in spread(samples(shared, name), args.limit)]
    prepared = [prepare(s, s.corpus in TRAINABLE) for s in train_pages + held]
    print(f"{len(prepared)} pages read in {time.perf_counter() - start:.0f} s", file=sys.stderr)

    cache: dict[str, str] = json.loads(args.cache.read_text()) if args.cache and args.cache.exists() else {}
    peer_fns = peers()
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
    tmp = Path(f"/tmp/kotoba-experiment-{time.monotonic_ns()}.json")
    records: dict[str, list[dict[str, object]]] = {}
    try:
        for variant in args.variants:
            name, settings = parse_variant(variant)
            began = time.perf_counter()
            results = run(prepared, settings, fits, args.folds, tmp)
            merged = [(s, {**peer, **row}) for (s, row), peer in zip(results, peer_rows, strict=True)]
            columns = [*peer_fns]
            columns += [
                f"learned {c}"
                for c in ("in-sample", "leave-site-out", "leave-corpus-out")
                if any(f"learned {c}" in row for _s, row in results)
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
