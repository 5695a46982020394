"""Give the model the evidence of where a post ends, as feature columns, and score it by site against the
model without them, in one run (the fits kept on disk).

    python bench/learned/end_features.py --fits DIR [--shared DIR] [--folds 5] [--only K …] [--after T …]

The README's *What it keeps on sites it never saw* found the short, mostly linked lines after an article's
last paragraph ("More Japan Travel Guides", "You'll Also Love…") to be most of what the learned extractor
keeps on WCXB's articles by site that the truth lacks, and a rule after the model that drops them
(``post_end.py``'s ``tail``) not the same sign in both halves of the sites: it also cut an article's own
closing lists of links. Here the same evidence is given to the model instead, as :data:`END` columns beside
:func:`kotoba.web.extract.blocks.features`' (before the class words), so that it weighs them with the rest:

- ``after_prose``: the block lies after the page's last block of prose (:data:`post_end.PROSE_CHARS` or more,
  a sentence's end, at most :data:`post_end.PROSE_LINKED` of it linked, as ``post_end.py`` has it);
- ``after_article_prose``: after the last block of prose inside the rule pass's article;
- ``link_run``: the length (log) of the run of consecutive short (:data:`post_end.SHORT_CHARS` at most),
  at least half-linked blocks the block belongs to (0: none);
- ``run_titled``: the block is of such a run of two or more, or is the line over it, where that line is
  short, unlinked and no sentence (a title, "You'll Also Love");
- ``run_outside``: the block is of such a run of two or more lying outside the grandparent of the nearest
  block of prose before it;
- ``tail_link``: the block is one of two or more short, half-linked blocks inside the rule pass's article
  after its last prose: ``post_end.py``'s ``tail`` evidence, as a column;
- ``tail_titled``: those, where a short unlinked title line stands over the first of them (and that line).

The columns about the rule pass's article (:data:`ABOUT_ARTICLE`) are held at zero for the profile of pages
without a believed article, as its other findings about its article are. Each fold is fitted on the Zyte dev
and WCXB pages of the other folds' sites (``train.fit``, as ``experiment.py --fit site`` fits) once per
variant of :data:`READS`: ``base``, every column held at zero (``train.fit``'s ``drop``: no weight or tree
reads them, the model as shipped); ``end``, the first five read; ``end2``, the two ``tail`` columns read by
the profile for believed articles (its other profile is ``base``'s); ``end3``, the first five read by that
profile alone. The fits are written to
``DIR/<variant>-fold<k>.json`` and read again by a later run; each page is drawn in Markdown by the fold
that never saw its site (``experiment.text_of``) and scored (``bench/metric.py``): precision, recall and F1
per corpus, per WCXB page type and per half of the sites (``post_end.py --halves``' halves). ``--after T``
scores each fit again with the blocks the rules keep past the believed article's last prose held to the
log-odds ``T`` rather than the model's ``rule_threshold`` (−2.0): what the model thinks of them, without the
rules' benefit of the doubt.

Measured in one sitting (five folds by site; F1, Zyte dev / WCXB, then WCXB's two halves of the sites):

- ``base`` 0.98250 / 0.86712 (P 0.9789 / 0.8522, R 0.9862 / 0.8825), halves 0.86720 / 0.86696: the README's
  by-site figures (0.98250 / 0.86714; only WCXB's listings differ, 0.66941 against 0.66973, the trees
  drawing their features in another order beside the constant columns);
- ``end`` 0.98255 / 0.86660 (P 0.9789 / 0.8517, R 0.9862 / 0.8820), halves 0.86693 / 0.86622, both lower;
  articles 0.95704 → 0.95687, forums 0.82202 → 0.81908, products 0.62207 → 0.62015, collections 0.63497 →
  0.63354, services 0.86258 → 0.86245, listings 0.66941 → 0.67012, documentation unchanged;
- ``end2`` 0.98255 / 0.86710, halves 0.86713 / 0.86698 (articles 0.95696, services 0.86274, the other
  types unchanged): the first stage weighs ``tail_link`` −0.7 to −1.4 in the five folds, but the trees
  split on neither column (one node of 1,745), and a block the rules keep must score under −2.0 to go;
- ``end3`` 0.98255 / 0.86705, halves 0.86713 / 0.86689 (articles 0.95697, services 0.86233, the other
  types unchanged): ``end``'s losses on forums, products and collections came from the profile for pages
  without a believed article;
- ``--after`` with ``base``'s fits: −1 0.98250 / 0.86715, 0 0.98265 / 0.86623 (halves 0.86537 / 0.86696),
  1 0.98332 / 0.86649 (halves 0.86551 / 0.86732; documentation 0.90756 → 0.89969, articles 0.95636);
  with ``end2``'s: 0 0.98280 / 0.86666 (halves 0.86649 / 0.86675), 1 0.98324 / 0.86645 (0.86556 / 0.86719);
  with ``end``'s: 1 0.98286 / 0.86570.

The Zyte pages gain at most 0.0008 and WCXB loses in every variant but ``base@-1`` (+0.00003, noise), and
no variant raises both halves of WCXB's sites: nothing here is shipped (the model file, ``blocks.features``
and the kernel are as they were).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
import zlib
from array import array
from collections.abc import Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent))
import data
import experiment
import post_end
import train
from data import TRAINABLE, samples, shared_arg
from validate import as_model, fold_of

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from metric import PageScore, aggregate, score_page

from kotoba.web.extract import blocks as blocks_module
from kotoba.web.extract import learned
from kotoba.web.extract.blocks import Block, believed
from kotoba.web.extract.core import Page
from kotoba.web.extract.learned import RULE_KEPT, Model, unbroken

END = (
    "after_prose",
    "after_article_prose",
    "link_run",
    "run_titled",
    "run_outside",
    "tail_link",
    "tail_titled",
)
# What each variant's model reads of END (the rest held at zero); ``end2`` fits only the profile for pages
# with a believed article, its other profile is ``base``'s (it would read none of END either way).
READS = {
    "base": (),
    "end": ("after_prose", "after_article_prose", "link_run", "run_titled", "run_outside"),
    "end2": ("tail_link", "tail_titled"),
    "end3": ("after_prose", "after_article_prose", "link_run", "run_titled", "run_outside"),
}
SURE_ONLY = ("end2", "end3")  # variants whose profile for pages without a believed article is base's
# The rule pass's findings about its article, which the unsure profile is trained without
ABOUT_ARTICLE = ("after_article_prose", "tail_link", "tail_titled")

_feature_names = blocks_module.feature_names
_features = blocks_module.features
_WIDTH = len(_feature_names([]))
_IN_ARTICLE = _feature_names([]).index("rule_in_article")


def feature_names(vocabulary: list[str]) -> list[str]:
    """:func:`kotoba.web.extract.blocks.feature_names` with :data:`END` before the class words."""
    names = _feature_names(vocabulary)
    return [*names[:_WIDTH], *END, *names[_WIDTH:]]


def end_columns(found: list[Block], rows: Sequence[Sequence[float]]) -> list[tuple[float, ...]]:
    """Per block, the :data:`END` columns (see the module's docstring)."""
    n = len(found)
    prose = [post_end._prose(block) for block in found]
    linky = [post_end._linky(block) for block in found]
    last = max((i for i in range(n) if prose[i]), default=n)
    last_in = max((i for i in range(n) if prose[i] and rows[i][_IN_ARTICLE]), default=n)
    tail = [k > last_in and bool(rows[k][_IN_ARTICLE]) and linky[k] for k in range(n)]
    tails = [0.0] * n
    tail_titled = [0.0] * n
    if sum(tail) >= 2:
        first = tail.index(True)
        titled_tail = first > 0 and post_end._title(found[first - 1])
        for k in range(n):
            if tail[k]:
                tails[k] = 1.0
                tail_titled[k] = float(titled_tail)
        if titled_tail:
            tail_titled[first - 1] = 1.0
    run = [0] * n
    titled = [0.0] * n
    outside = [0.0] * n
    i, before = 0, -1  # before: the nearest block of prose before i
    while i < n:
        if not linky[i]:
            if prose[i]:
                before = i
            i += 1
            continue
        j = i
        while j < n and linky[j]:
            j += 1
        for k in range(i, j):
            run[k] = j - i
        if j - i >= 2:
            if i > 0 and post_end._title(found[i - 1]):
                for k in range(i - 1, j):
                    titled[k] = 1.0
            if before >= 0:
                box = found[before].element
                for _ in range(2):
                    box = box.getparent() if box.getparent() is not None else box
                first = found[i].element
                if not any(up is box for up in first.iterancestors()):
                    for k in range(i, j):
                        outside[k] = 1.0
        i = j
    return [
        (
            float(k > last),
            float(k > last_in),
            math.log1p(run[k]),
            titled[k],
            outside[k],
            tails[k],
            tail_titled[k],
        )
        for k in range(n)
    ]


def features(
    page: Page, found: list[Block], vocabulary: dict[str, int], surroundings: bool = True
) -> tuple[list[array[float]], list[list[int]]]:
    """:func:`kotoba.web.extract.blocks.features` with the :data:`END` columns after the rows' own."""
    rows, columns = _features(page, found, vocabulary, surroundings)
    for row, extra in zip(rows, end_columns(found, rows), strict=True):
        row.extend(extra)
    return rows, columns


def patch() -> None:
    """Make every module that reads the features read the :data:`END` columns too."""
    for module in (blocks_module, learned, train, data, experiment):
        if hasattr(module, "feature_names"):
            module.feature_names = feature_names  # type: ignore[attr-defined]
        if hasattr(module, "features"):
            module.features = features  # type: ignore[attr-defined]
    blocks_module._base_width.cache_clear()
    setattr(train, "RULE_REGION", (*learned.RULE_REGION, *ABOUT_ARTICLE))  # noqa: B010


def text_of(model: Model, prepared: experiment.Prepared, after: float | None) -> str:
    """``experiment.text_of``; with ``after``, a block past the last prose of the rule pass's believed
    article that the rules keep is held to ``after`` rather than the model's ``rule_threshold``."""
    if after is None or prepared.page is None or not believed(prepared.page):
        return experiment.text_of(model, prepared)
    column = _WIDTH + END.index("after_article_prose")
    ruled = model.rule_threshold

    def kept(
        self: Model, found: list[Block], rows: Sequence[Sequence[float]], scores: list[float]
    ) -> list[Block]:
        verdicts = [
            score >= (after if row[column] else ruled)
            if row[RULE_KEPT] and ruled is not None
            else score >= self.threshold
            for row, score in zip(rows, scores, strict=True)
        ]
        if self.run:
            verdicts = unbroken(found, rows, verdicts, self.run)
        return [block for block, keep in zip(found, verdicts, strict=True) if keep]

    original = Model.kept
    setattr(Model, "kept", kept)  # noqa: B010
    try:
        return experiment.text_of(model, prepared)
    finally:
        setattr(Model, "kept", original)  # noqa: B010


def filled(table: dict[str, Any]) -> dict[str, Any]:
    """``table`` with a zero weight for each :data:`END` column it does not name (a fit from before the column
    was added, which read none of it: the same model)."""
    out = {**table, "weights": {**dict.fromkeys(END, 0.0), **table["weights"]}}
    if "unsure" in table:
        out["unsure"] = filled(table["unsure"])
    return out


def report(rows: Sequence[tuple[str, dict[str, PageScore]]], names: Sequence[str]) -> None:
    groups: dict[str, list[dict[str, PageScore]]] = {}
    for group, scores in rows:
        groups.setdefault(group, []).append(scores)
    for group in sorted(groups):
        cells = []
        for name in names:
            agg = aggregate([s[name] for s in groups[group]])
            cells.append(f"{name} P {agg.precision:.4f} R {agg.recall:.4f} F1 {agg.f1:.5f}")
        print(f"{group:22} {len(groups[group]):4}  " + "   ".join(cells), flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--shared")
    parser.add_argument("--fits", type=Path, required=True, help="where the folds' fits are kept")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--only", type=int, nargs="*", help="only these folds")
    parser.add_argument(
        "--after",
        type=float,
        nargs="*",
        default=[],
        help="also score each fit with blocks past the article's last prose held to these thresholds",
    )
    args = parser.parse_args(argv)
    patch()
    shared = shared_arg(args.shared)
    start = time.perf_counter()
    pages = [s for name in TRAINABLE for s in samples(shared, name)]
    prepared = [experiment.prepare(s, True) for s in pages]
    print(f"{len(prepared)} pages read in {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    args.fits.mkdir(parents=True, exist_ok=True)
    tmp = args.fits / "reading.json"
    fitted = tuple(READS)
    names = [*fitted, *(f"{name}@{t:g}" for t in args.after for name in fitted)]
    rows: list[tuple[str, dict[str, PageScore]]] = []
    records = []
    for k in args.only if args.only is not None else range(args.folds):
        models: dict[str, Model] = {}
        fits: dict[str, dict[str, Any]] = {}
        for name in fitted:
            kept = args.fits / f"{name}-fold{k}.json"
            if not kept.exists():
                began = time.perf_counter()
                chosen = [s for s in pages if s.labels and fold_of(s.site, args.folds) != k]
                drop = [column for column in END if column not in READS[name]]
                if name in SURE_ONLY:  # base's profile for pages without a believed article stands
                    table = train.fit(chosen, drop, unsure=False)
                    table["unsure"] = filled(fits["base"])["unsure"]
                else:
                    table = train.fit(chosen, drop, unsure=train.UNSURE)
                kept.write_text(json.dumps(table), encoding="utf-8")
                print(
                    f"  {name} fold {k} fitted in {time.perf_counter() - began:.0f} s",
                    file=sys.stderr,
                    flush=True,
                )
            fits[name] = json.loads(kept.read_text(encoding="utf-8"))
            models[name] = as_model(filled(fits[name]), tmp)
        for p in prepared:
            s = p.sample
            if fold_of(s.site, args.folds) != k:
                continue
            scores = {name: score_page(s.page.truth, text_of(models[name], p, None)) for name in fitted}
            for t in args.after:
                for name in fitted:
                    scores[f"{name}@{t:g}"] = score_page(s.page.truth, text_of(models[name], p, t))
            groups = [s.corpus, f"{s.corpus} half {zlib.crc32(s.site.encode()) % 2}"]
            groups += [f"wcxb {s.page.kind}"] if s.corpus == "wcxb" else []
            rows += [(group, scores) for group in groups]
            records.append(
                {"corpus": s.corpus, "page": s.page.key, "site": s.site, "kind": s.page.kind, "fold": k}
                | {name: [sc.tp, sc.fp, sc.fn] for name, sc in scores.items()}
            )
        print(f"\n## folds so far, to fold {k}\n", flush=True)
        report(rows, names)
    tmp.unlink(missing_ok=True)
    (args.fits / "pages.json").write_text(json.dumps(records) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
