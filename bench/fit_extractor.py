"""Fit the extractor's thresholds with leave-site-out cross-validation and write them as its data table.

    python bench/fit_extractor.py --data DIR [--data DIR …] [--folds 10] [--write]

Each DIR holds ``html/<id>.html.gz`` and ``ground-truth.json`` (the Zyte layout; WCXB adds ``page_type`` and
``site``). Every page is extracted once, keeping both of kotoba's candidates — the best-scoring article and
the whole page without its furniture — with the two numbers the choice between them rests on (the article's
prose net of boilerplate, and its share of the page's prose). The thresholds (:mod:`kotoba.web.extract.fit`)
are then chosen on a grid. The thresholds that change the text itself — how long a block must be for a
verbatim repeat of it to be dropped as a responsive layout's second copy, and what share of the page's prose
its ``<main>`` must hold for a page with no article to be read from it — are fitted the same way: each page
is rendered once per pair of ``MIN_REPEATS`` and ``MIN_MAINS`` values.

Cross-validation holds out whole sites: pages are put in folds by a hash of their site (WCXB's ``site``; for
Zyte pages the host of their URL), the thresholds are chosen on the other folds and scored on the held-out
one. The cross-validated figures predict how the extractor does on sites it has never seen; the in-sample
figures (thresholds chosen on all pages, the ones shipped) are printed beside them and are optimistic.
The criterion is the mean of each corpus's F1 and of the mean F1 over WCXB's page types, so that news
articles, which are most of the pages, cannot buy their score with the other kinds of page.
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import hashlib
import json
import math
import statistics
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
from metric import PageScore, aggregate, score_page

from kotoba.web.extract.article import defuse
from kotoba.web.extract.core import candidates
from kotoba.web.extract.fit import TABLE, Fit

MIN_SCORES = (0.0, 50.0, 100.0, 150.0, 200.0, 300.0, 400.0, 600.0, 800.0, 1000.0, 1500.0)
MIN_SHARES = (0.0, 0.1, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6)
MIN_REPEATS = (100.0, 200.0, math.inf)
MIN_MAINS = (0.3, 0.5, 0.8, math.inf)


@dataclass
class Page:
    corpus: str
    kind: str  # WCXB's page_type; "article" for the Zyte pages
    site: str
    # per (min_repeat, min_main): the best article candidate, the page without its furniture, and the page
    # without its furniture but with its discussions, scored
    rendered: dict[tuple[float, float], tuple[PageScore, PageScore, PageScore]]
    score: float
    share: float
    empty_article: bool

    def chosen(self, fit: Fit) -> PageScore:
        """The text :func:`kotoba.web.extract.core.extract` returns under ``fit``."""
        article, sections, forum = self.rendered[fit.min_repeat, fit.min_main]
        if self.empty_article or self.score <= fit.min_score:
            return forum
        return sections if self.share < fit.min_share else article


def load(data: Path) -> Iterable[tuple[str, str, str, str, str]]:
    """(corpus, kind, site, html, true text) of each page of ``data``."""
    truth = json.loads((data / "ground-truth.json").read_text(encoding="utf-8"))
    for key in sorted(truth):
        entry = truth[key]
        html = gzip.decompress((data / "html" / f"{key}.html.gz").read_bytes()).decode("utf-8", "replace")
        host = (urlsplit(entry.get("url", "")).hostname or key).removeprefix("www.")
        site = entry.get("site") or host
        yield data.name, entry.get("page_type", "article"), site, html, entry["articleBody"]


def extract_all(dirs: list[Path]) -> list[Page]:
    pages = []
    for data in dirs:
        for corpus, kind, site, html, true in load(data):
            variants = [Fit(0.0, 0.0, m, w) for m in MIN_REPEATS for w in MIN_MAINS]
            found = candidates(defuse(html), variants)
            texts, score, share = found or (dict.fromkeys(variants, ("", "", "")), float("-inf"), 0.0)
            rendered = {
                (v.min_repeat, v.min_main): tuple_of_3(score_page(true, text) for text in texts[v])
                for v in variants
            }
            empty = not texts[variants[0]][0]
            pages.append(Page(corpus, kind, site, rendered, score, share, empty))
    return pages


def tuple_of_3(scores: Iterable[PageScore]) -> tuple[PageScore, PageScore, PageScore]:
    a, s, f = scores
    return a, s, f


def groups(pages: list[Page]) -> dict[str, list[int]]:
    """Page indices by corpus and, in corpora with page types, by corpus/type."""
    found: dict[str, list[int]] = {}
    typed = {p.corpus for p in pages if p.kind != "article"}
    for i, page in enumerate(pages):
        found.setdefault(page.corpus, []).append(i)
        if page.corpus in typed:
            found.setdefault(f"{page.corpus}/{page.kind}", []).append(i)
    return found


def criterion(scores: list[PageScore], pages: list[Page]) -> float:
    by = groups(pages)
    corpora = [aggregate(scores[i] for i in idx).f1 for name, idx in by.items() if "/" not in name]
    kinds = [aggregate(scores[i] for i in idx).f1 for name, idx in by.items() if "/" in name]
    parts = [statistics.mean(corpora)] + ([statistics.mean(kinds)] if kinds else [])
    return statistics.mean(parts)


def best_fit(pages: list[Page]) -> Fit:
    grid = [Fit(s, r, m, w) for s in MIN_SCORES for r in MIN_SHARES for m in MIN_REPEATS for w in MIN_MAINS]
    return max(grid, key=lambda fit: criterion([p.chosen(fit) for p in pages], pages))


def fold_of(site: str, folds: int) -> int:
    return int(hashlib.sha256(site.encode()).hexdigest(), 16) % folds


def cross_validate(pages: list[Page], folds: int) -> tuple[list[PageScore], list[Fit]]:
    """Each page scored with the thresholds fitted on the folds that do not hold its site."""
    scores: list[PageScore | None] = [None] * len(pages)
    fits = []
    for k in range(folds):
        train = [p for p in pages if fold_of(p.site, folds) != k]
        fit = best_fit(train)
        fits.append(fit)
        for i, page in enumerate(pages):
            if fold_of(page.site, folds) == k:
                scores[i] = page.chosen(fit)
    return [s for s in scores if s is not None], fits


def table(pages: list[Page], columns: dict[str, Callable[[int], PageScore]]) -> list[str]:
    lines = ["| pages | n | " + " | ".join(columns) + " |", "|---|---|" + "---|" * len(columns)]
    for name, idx in groups(pages).items():
        cells = []
        for column in columns.values():
            s = aggregate(column(i) for i in idx)
            cells.append(f"{s.f1:.3f} ({s.precision:.3f}/{s.recall:.3f})")
        lines.append(f"| {name} | {len(idx)} | " + " | ".join(cells) + " |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, action="append", required=True, help="a corpus folder")
    parser.add_argument("--folds", type=int, default=10, help="cross-validation folds, grouped by site")
    parser.add_argument("--write", action="store_true", help=f"write the in-sample fit to {TABLE.name}")
    args = parser.parse_args(argv)
    pages = extract_all(args.data)
    fit = best_fit(pages)
    cv, fits = cross_validate(pages, args.folds)
    print(f"{len(pages)} pages, {len({p.site for p in pages})} sites, {args.folds} folds by site")
    chosen = f"min_score={fit.min_score:g} min_share={fit.min_share:g} min_repeat={fit.min_repeat:g}"
    chosen += f" min_main={fit.min_main:g}"
    print(f"in-sample fit: {chosen}")
    shown = (f"({f.min_score:g}, {f.min_share:g}, {f.min_repeat:g}, {f.min_main:g})" for f in fits)
    print("fold fits: " + ", ".join(shown))
    print("F1 (precision/recall)\n")
    columns = {
        "in-sample": lambda i: pages[i].chosen(fit),
        "cross-validated by site": lambda i: cv[i],
        "article candidate only": lambda i: pages[i].rendered[fit.min_repeat, fit.min_main][0],
    }
    print("\n".join(table(pages, columns)))
    if args.write:
        TABLE.write_text(
            json.dumps(dataclasses.asdict(fit)) + "\n",
            encoding="utf-8",
        )
        print(f"\nwrote {TABLE.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
