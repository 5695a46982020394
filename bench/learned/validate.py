"""Validate the learned extractor: in-sample, leave-site-out and leave-corpus-out, beside its peers.

    python bench/learned/validate.py [--shared DIR] [--folds 5] [--cache FILE] [--limit N] [--drop NAME …]
                                     [--format markdown|text …] [--markdown]

Models are trained (``train.py``'s :func:`fit`) only on the shippable corpora (Zyte dev, WCXB dev; with
``--with-fixtures``, every model also on the part of ``fixtures/`` that is not held out) and scored with
the benchmark's metric (``bench/metric.py``) on:

- *in-sample*: the model trained on both shippable corpora, scored on them (optimistic);
- *leave-site-out*: the shippable pages in ``--folds`` folds by site; each page scored by the model
  trained on the other folds (a site never seen);
- *leave-corpus-out*: Zyte dev scored by the model trained on WCXB alone, WCXB by the one trained on Zyte
  alone, and each research corpus under ``more/`` (CleanEval, CleanPortalEval, Dragnet, L3S GoogleNews;
  never trained on) by the model trained on both — the shipped model, which has never seen them; and so
  are the pages of ``fixtures/`` (its held-out part apart, ``fixtures held-out``: sites never trained on).

Beside them, in the same run and on the same decoded pages: kotoba's rule-based extractor (``kotoba``), and
trafilatura with its default settings and with ``favor_precision=True`` (both without comments). kotoba's
two extractors are scored in the same format, Markdown (what ``read`` gives) unless ``--format`` says
otherwise; with two formats, each has its columns (``, text`` for plain text). Figures
are per corpus, per page type (WCXB's) and per language (a coarse test of script and function words on the
gold text where the corpus does not say, ``data.language``). Timing compares the shipped learned model with
trafilatura's default, page by page, one run each, interleaved; the ratio of the medians is printed.
``--cache`` keeps the peers' texts between runs (keyed by corpus, page and the page's hash). ``--drop``
trains with the named features held at zero (an ablation: does a hand rule earn its place?). ``--pages``
writes every page's scores, to regroup them afterwards. ``--shipped`` takes the shipped file for the model
trained on both corpora instead of fitting it; ``--fit corpus`` fits only the per-corpus models, ``--fit
none`` none (``--shipped --fit none``: the file as shipped scored in-sample and on the research corpora, a
quick check of a retrained file). ``--threshold`` and ``--unsure-rule-threshold`` add columns of the same
models at another threshold (the unsure profile's for the blocks the rules keep: how broadly a page without a
believed article is kept), with no fit: a threshold is chosen on the shippable pages by site, and these
columns show what the same move does elsewhere.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import statistics
import sys
import tempfile
import time
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from data import FIXTURES, FIXTURES_HELD_OUT, HELD_OUT, TRAINABLE, Sample, label, samples, shared_arg
from train import UNSURE, fit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from corpus import render as table
from metric import PageScore, aggregate, score_page

from kotoba.web.extract.article import defuse, extract_article
from kotoba.web.extract.blocks import believed
from kotoba.web.extract.core import Page, analyse, drawer
from kotoba.web.extract.learned import Model, content, load

Scores = dict[str, list[PageScore]]  # per column, per page


def as_model(data: dict[str, object], tmp: Path) -> Model:
    tmp.write_text(json.dumps(data), encoding="utf-8")
    return load(tmp)


def spread(pages: list[Sample], limit: int | None) -> list[Sample]:
    """``limit`` pages spread evenly over the corpus's id order (the same ones every run), or all."""
    if limit is None or limit >= len(pages):
        return pages
    return pages[:: len(pages) // limit][:limit]


def fold_of(site: str, folds: int) -> int:
    return zlib.crc32(site.encode()) % folds


FORMATS = ("markdown", "text")


def suffix(format: str) -> str:
    """How a column names the format kotoba's text was scored in (none for Markdown, the default)."""
    return "" if format == "markdown" else f", {format}"


def rules_in(format: str) -> Callable[[str, str], str]:
    """kotoba's rule-based extractor (``kotoba``; ``auto`` is the learned one, which leads out of sample)."""
    return lambda html, url: extract_article(html, url=url, extractor="kotoba", format=format).text


def learned_in(page: Page | None, chosen: Model, format: str) -> str:
    """The learned extractor's text of ``page`` (None: a page that did not parse), in ``format``, as
    ``extract_article`` draws it."""
    return content(page, chosen, drawer(format == "markdown", page.base)).text if page is not None else ""


def peers(formats: Sequence[str] = ("markdown",)) -> dict[str, Callable[[str, str], str]]:
    """kotoba's rule-based extractor in each of ``formats`` (scored in the same format as the learned one:
    Markdown and plain text differ by a few points on some pages), and trafilatura's two configurations."""
    import trafilatura

    return {
        **{f"kotoba (rules{suffix(format)})": rules_in(format) for format in formats},
        "trafilatura": lambda html, url: trafilatura.extract(html, url=url, include_comments=False) or "",
        "trafilatura precision": lambda html, url: (
            trafilatura.extract(html, url=url, include_comments=False, favor_precision=True) or ""
        ),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--shared")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--cache", type=Path, help="a JSON file keeping the peers' texts between runs")
    parser.add_argument("--limit", type=int, help="only N pages of each research corpus")
    parser.add_argument("--drop", action="append", default=[], help="train with this feature held at zero")
    parser.add_argument("--corpora", nargs="*", default=list(HELD_OUT), help="research corpora to score")
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables")
    parser.add_argument(
        "--format",
        action="append",
        choices=FORMATS,
        help="the format kotoba's extractors (the rules and learned alike) are scored in (default: markdown)",
    )
    parser.add_argument(
        "--threshold",
        type=float,
        action="append",
        default=[],
        help="also score each model at this log-odds (its profile for pages with a believed article; "
        "the same file otherwise, trimmed or not as the file says)",
    )
    parser.add_argument(
        "--unsure-rule-threshold",
        type=float,
        action="append",
        default=[],
        help="also score each model with its unsure profile's threshold for the blocks the rules keep at "
        "this log-odds (the same file otherwise)",
    )
    parser.add_argument(
        "--run",
        type=int,
        action="append",
        default=[],
        help="also score each model with this run of like blocks (learned.unbroken; 0: none)",
    )
    parser.add_argument("--only-held-out", action="store_true", help="score only the research corpora")
    parser.add_argument(
        "--trim", action="store_true", help="also score each model with the trimmed rendering"
    )
    parser.add_argument(
        "--shipped", action="store_true", help="the model trained on both corpora is the shipped file"
    )
    parser.add_argument(
        "--fit",
        choices=("all", "corpus", "none"),
        default="all",
        help="which other models to fit: per corpus and per site fold (all), per corpus only, or none",
    )
    parser.add_argument(
        "--unsure",
        action=argparse.BooleanOptionalAction,
        default=UNSURE,
        help="fit the profile for pages without an article the rule pass believes (train.py's UNSURE)",
    )
    parser.add_argument("--pages", type=Path, help="write every page's scores per column to this JSON file")
    parser.add_argument(
        "--with-fixtures", action="store_true", help="fit every model on the fixtures' train part too"
    )
    args = parser.parse_args(argv)
    shared = shared_arg(args.shared)
    tmp = Path(tempfile.gettempdir()) / f"kotoba-learned-{time.monotonic_ns()}.json"

    trained = (*TRAINABLE, FIXTURES) if args.with_fixtures else TRAINABLE
    train = [s for name in trained for s in samples(shared, name)]
    fitting = "none" if args.only_held_out else args.fit
    if not args.shipped or fitting != "none":
        for s in train:
            label(s)

    # the shipped file is what train.py --write made of the same pages
    def fitted(pages: list[Sample]) -> Model:
        return as_model(fit(pages, args.drop, unsure=args.unsure), tmp)

    models = {"both": load() if args.shipped else fitted(train)}
    for name in () if fitting == "none" else TRAINABLE:
        models[f"only {name}"] = fitted([s for s in train if s.corpus in (name, FIXTURES)])
    for k in range(args.folds if fitting == "all" else 0):
        models[f"fold {k}"] = fitted([s for s in train if fold_of(s.site, args.folds) != k])
    tmp.unlink(missing_ok=True)
    print(f"{len(models)} models ready ({len(train)} shippable pages)", file=sys.stderr)

    held = [s for name in args.corpora for s in spread(samples(shared, name), args.limit)]
    held += samples(shared, FIXTURES_HELD_OUT)  # never trained on, whichever way the models were fitted
    if not args.with_fixtures:
        held += samples(shared, FIXTURES)  # not trained on either: scored as the research corpora are
    cache: dict[str, str] = json.loads(args.cache.read_text()) if args.cache and args.cache.exists() else {}
    formats = args.format or ["markdown"]
    peer_fns = peers(formats)
    # the same models rendered with trimming, or at another threshold: no retraining needed. A threshold
    # variant changes the threshold only: the model keeps its own trim (the shipped file trims), so that a
    # t= column is the same file at another threshold.
    variants: dict[str, Callable[[Model], Model]] = {"+trim": _with(trim=True)} if args.trim else {}
    for threshold in args.threshold:
        variants[f"t={threshold:+g}"] = _with(threshold=threshold)
    for threshold in args.unsure_rule_threshold:
        variants[f"u={threshold:+g}"] = _unsure_with(rule_threshold=threshold)
    for run in args.run:
        variants[f"run={run}"] = _both_with(run=run)
    results: list[tuple[Sample, dict[str, PageScore]]] = []
    believing: dict[int, bool] = {}  # per sample: whether the rule pass believes the article it found
    times: list[tuple[float, float]] = []
    scored = held if args.only_held_out else train + held
    for number, sample in enumerate(scored):
        if number % 200 == 0:
            print(f"page {number} of {len(scored)}", file=sys.stderr)
        page, html = sample.page, defuse(sample.page.html)
        row: dict[str, PageScore] = {}
        for name, fn in peer_fns.items():
            key = f"{name}|{sample.corpus}|{page.key}|{sample.sha256[:16]}"
            if key not in cache:
                start = time.perf_counter()
                cache[key] = fn(page.html, page.url)
                if name == "trafilatura":
                    times.append((time.perf_counter() - start, -1.0))
            row[name] = score_page(page.truth, cache[key])
        start = time.perf_counter()
        parsed = analyse(html)
        believing[id(sample)] = parsed is not None and believed(parsed)
        texts: dict[str, str] = {}
        if sample.corpus in TRAINABLE:
            other = next(n for n in TRAINABLE if n != sample.corpus)
            chosen = {
                "in-sample": "both",
                "leave-site-out": f"fold {fold_of(sample.site, args.folds)}",
                "leave-corpus-out": f"only {other}",
            }
            chosen = {column: name for column, name in chosen.items() if name in models}
        elif sample.corpus == FIXTURES and args.with_fixtures:
            chosen = {"in-sample": "both", "leave-site-out": f"fold {fold_of(sample.site, args.folds)}"}
            chosen = {column: name for column, name in chosen.items() if name in models}
        else:
            chosen = {"leave-corpus-out": "both"}
        for column, model_name in chosen.items():
            for format in formats:
                named = f"{column}{suffix(format)}"
                texts[named] = learned_in(parsed, models[model_name], format)
                for variant, change in variants.items():
                    varied = change(models[model_name])
                    texts[f"{named} {variant}"] = learned_in(parsed, varied, format)
                if times and times[-1][1] < 0:  # the parse and the first model: one extraction's time
                    times[-1] = (times[-1][0], time.perf_counter() - start)
        for column, text in texts.items():
            row[f"learned {column}"] = score_page(page.truth, text)
        results.append((sample, row))
    if args.cache:
        args.cache.write_text(json.dumps(cache))

    learned = [
        f"learned {column}{suffix(format)}"
        for format in formats
        for column in ("in-sample", "leave-site-out", "leave-corpus-out")
    ]
    columns = [*peer_fns, *learned, *(f"{column} {variant}" for variant in variants for column in learned)]
    report(results, columns, args.markdown, believing)
    if args.pages:
        args.pages.write_text(json.dumps([page_record(sample, row) for sample, row in results]) + "\n")
    timed = [(t, m) for t, m in times if m >= 0]
    if timed:
        traf, mine = statistics.median(t for t, _ in timed), statistics.median(m for _, m in timed)
        print(
            f"\ntiming over {len(timed)} pages: learned {mine * 1000:.1f} ms,"
            f" trafilatura {traf * 1000:.1f} ms (median), ratio {mine / traf:.2f}"
        )
    digest = hashlib.sha256(json.dumps(models["both"].weights).encode()).hexdigest()[:12]
    print(f"model trained on both corpora: weights sha256 {digest}", file=sys.stderr)
    return 0


def _with(**change: object) -> Callable[[Model], Model]:
    """A variant: the model with ``change`` made to its profile for pages with a believed article (and to
    the file's other settings)."""
    return lambda model: dataclasses.replace(model, **change)  # type: ignore[arg-type]


def _both_with(**change: object) -> Callable[[Model], Model]:
    """A variant: the model with ``change`` made to both its profiles."""
    sure, unsure = _with(**change), _unsure_with(**change)
    return lambda model: unsure(sure(model))


def _unsure_with(**change: object) -> Callable[[Model], Model]:
    """A variant: the model with ``change`` made to its unsure profile (a model without one is unchanged)."""

    def varied(model: Model) -> Model:
        if model.unsure is None:
            return model
        return dataclasses.replace(model, unsure=dataclasses.replace(model.unsure, **change))  # type: ignore[arg-type]

    return varied


def page_record(sample: Sample, row: dict[str, PageScore]) -> dict[str, object]:
    """One page's scores (true positives, false positives, false negatives per column) and what it is, to
    regroup the figures afterwards without scoring again."""
    return {
        "corpus": sample.corpus,
        "page": sample.page.key,
        "site": sample.site,
        "kind": sample.page.kind,
        "lang": sample.lang,
        "scores": {column: [score.tp, score.fp, score.fn] for column, score in row.items()},
    }


def report(
    results: list[tuple[Sample, dict[str, PageScore]]],
    columns: Sequence[str],
    markdown: bool,
    believing: dict[int, bool],
) -> None:
    def f1(rows: list[dict[str, PageScore]], column: str) -> str:
        scored = [row[column] for row in rows if column in row]
        if not scored:
            return "—"
        agg = aggregate(scored)
        return f"{agg.f1:.3f}"

    def group_rows(key: Callable[[Sample], str]) -> list[list[str]]:
        groups: dict[str, list[dict[str, PageScore]]] = {}
        for sample, row in results:
            groups.setdefault(key(sample), []).append(row)
        return [
            [name, str(len(rows)), *(f1(rows, c) for c in columns)] for name, rows in sorted(groups.items())
        ]

    headers = ["group", "pages", *columns]
    print("F1 per corpus\n")
    print(table(headers, group_rows(lambda s: s.corpus), markdown))
    print("\nF1 per corpus and page type\n")
    print(table(headers, group_rows(lambda s: f"{s.corpus} {s.page.kind}"), markdown))
    print("\nF1 per corpus, where the rule pass believes the article it found (found) or not (none)\n")
    found = group_rows(lambda s: f"{s.corpus} {'found' if believing.get(id(s)) else 'none'}")
    print(table(headers, found, markdown))
    print("\nF1 per corpus and language (non-en: every language but English)\n")
    by_language = group_rows(lambda s: f"{s.corpus} {s.lang}")
    others = group_rows(lambda s: f"{s.corpus} non-en" if s.lang != "en" else "")
    print(table(headers, sorted(by_language + [row for row in others if row[0]]), markdown))
    print("\nprecision / recall per corpus\n")
    rows = []
    groups: dict[str, list[dict[str, PageScore]]] = {}
    for sample, row in results:
        groups.setdefault(sample.corpus, []).append(row)
    for name, group in sorted(groups.items()):
        cells = []
        for c in columns:
            scored = [r[c] for r in group if c in r]
            agg = aggregate(scored) if scored else None
            cells.append(f"{agg.precision:.3f} / {agg.recall:.3f}" if agg else "—")
        rows.append([name, str(len(group)), *cells])
    print(table(headers, rows, markdown))


if __name__ == "__main__":
    sys.exit(main())
