"""Extraction benchmark: kotoba's extractor beside trafilatura and readability-lxml, per corpus and type.

    python bench/extraction.py [--shared DIR | --data DIR …] [--quick] [--markdown] [--json]
                               [--extractor NAME …] [--limit N] [--reps N] [--cpu] [--show-worst N]

For each corpus (``--data``, which may be given more than once; by default the Zyte dev pages and the WCXB
corpus under ``SHARED/bench/extraction/``) it prints one table over all pages and one per page type: F1,
precision and recall (the benchmark's metric, ``metric.py``), the median milliseconds per page (best of
``--reps`` runs of each page), the same median as a multiple of the bare lxml parse (the floor no extractor
goes under) and of trafilatura's, memory, and how many pages each extractor returned no text for. Memory
(``memory.py`` says how it is measured) is resident memory in MB: *peak MB*, what one pass over the pages
adds at its peak after a warm-up (a long-running reader's footprint; one-time costs such as a library's
first load are not counted), and *page MB*, what a single page's extraction adds at its peak, as the
median and the maximum over the pages. ``--quick`` (for CI) runs each page once, over a corpus's every page
when it has at most 100 (the Zyte dev pages) and else a fixed subset of 21, spread over the page types.
``--markdown`` prints the tables ready for the README.

One run a page is what a reader meets: each page read once, the rule pass's caches of class names holding
other pages' names, not its own. The best of ``--reps`` runs (three by default) reads a page again right
after itself, its names in those caches and the code warm in the processor's, which spares kotoba about a
fifth of its time on a page and trafilatura about a fifteenth: on the Zyte pages, in one run, 0.46×
trafilatura's median time as the best of three against 0.54× on each page's first run.

Every extractor runs in this one process on the same decoded pages, interleaved page by page, so the times
compare as ratios even on a busy machine: read the ratios, not the milliseconds. On a machine whose cores
other work keeps busy, a page's wall time also counts the time it waited for a core, which no interleaving
evens out; ``--cpu`` times each run by the CPU time of this thread instead. Nothing is tuned here.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus import (
    DEFAULT_SHARED,
    QUICK_PAGES,
    QUICK_WHOLE,
    Corpus,
    Page,
    check_dir,
    corpus_dirs,
    load,
    quick_limit,
    render,
)
from memory import Memory, measure_memory
from metric import PageScore, aggregate, score_page

Extract = Callable[[str, str], str]
PARSE = "lxml parse"


@dataclass
class Run:
    """One extractor over one corpus: per page its text, best time and whether it raised."""

    name: str
    texts: list[str] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    raised: list[bool] = field(default_factory=list)
    memory: Memory = field(default_factory=Memory)  # bytes: one pass's peak, each page's own peak


@dataclass(frozen=True)
class Figures:
    """What a table row shows for one extractor over a set of pages."""

    pages: int
    f1: float
    precision: float
    recall: float
    median_ms: float
    empty: int
    raised: int


def kotoba_extractor(name: str, format: str = "markdown") -> Extract:
    from kotoba.web.extract.article import extract_article

    return lambda html, url: extract_article(html, url=url, extractor=name, format=format).text


def readability_extractor() -> Extract:
    from readability import Document

    from kotoba.web.extract.article import html_to_text

    def run(html: str, url: str) -> str:
        # rendered with kotoba's block-per-line renderer: text_content() would glue words across blocks
        return html_to_text(Document(html, url=url).summary(html_partial=True))

    return run


def trafilatura_extractor() -> Extract:
    import trafilatura

    return lambda html, url: trafilatura.extract(html, url=url, include_comments=False) or ""


def lxml_parse() -> Extract:
    import lxml.html

    def run(html: str, url: str) -> str:
        lxml.html.document_fromstring(html)
        return ""

    return run


def candidates(
    kotoba_names: Sequence[str], peers: bool, formats: Sequence[str] = ("markdown",)
) -> list[tuple[str, Extract]]:
    """The parse floor first, then kotoba's extractor(s) in each format, then the peers that are installed.

    kotoba's default, Markdown, is scored like every other text: ``metric.py`` reads the words a reader
    sees, so a link's address is no extracted word.
    """
    chosen: list[tuple[str, Extract]] = [(PARSE, lxml_parse())]
    chosen += [
        (f"kotoba ({name})" if fmt == "markdown" else f"kotoba ({name}, {fmt})", kotoba_extractor(name, fmt))
        for name in kotoba_names
        for fmt in formats
    ]
    if peers:
        try:
            chosen.append((f"trafilatura {version('trafilatura')}", trafilatura_extractor()))
        except ImportError:
            print("trafilatura is not installed; skipping it", file=sys.stderr)
        chosen.append((f"readability-lxml {version('readability-lxml')}", readability_extractor()))
    return chosen


def measure(
    extractors: list[tuple[str, Extract]],
    pages: list[Page],
    reps: int,
    clock: Callable[[], float] = time.perf_counter,
) -> list[Run]:
    """Run every extractor on every page, page by page, so a change in the machine's load hits all alike
    (``clock``: the wall clock, or this thread's CPU time, see ``--cpu``).

    The order of the extractors rotates from page to page, so none always runs on a cache the previous one
    warmed. An exception is counted as the page's failure (and its text as empty), never hidden.
    """
    runs = [Run(name) for name, _fn in extractors]
    for index, page in enumerate(pages):
        order = list(range(len(extractors)))
        shift = index % len(order)
        for which in order[shift:] + order[:shift]:
            fn, run = extractors[which][1], runs[which]
            best, text, raised = float("inf"), "", False
            for _ in range(reps):
                start = clock()
                try:
                    text = fn(page.html, page.url)
                except Exception:
                    text, raised = "", True
                best = min(best, clock() - start)
            run.texts.append(text)
            run.times.append(best)
            run.raised.append(raised)
    for (_name, fn), run in zip(extractors, runs, strict=True):
        run.memory = measure_memory(lambda page, fn=fn: fn(page.html, page.url), pages)
    return runs


def megabytes(size: float) -> str:
    return f"{size / 2**20:.1f}"


def page_megabytes(memory: Memory, indexes: list[int]) -> tuple[str, str]:
    """The median and the maximum of the pages' own peaks, over the pages at ``indexes``."""
    sizes = [memory.pages[i] for i in indexes if i < len(memory.pages)]
    if not sizes:
        return "—", "—"
    return megabytes(statistics.median(sizes)), megabytes(max(sizes))


def figures(run: Run, pages: list[Page], indexes: list[int]) -> Figures:
    scores: list[PageScore] = [score_page(pages[i].truth, run.texts[i]) for i in indexes]
    overall = aggregate(scores)
    return Figures(
        pages=len(indexes),
        f1=overall.f1,
        precision=overall.precision,
        recall=overall.recall,
        median_ms=statistics.median(run.times[i] for i in indexes) * 1000,
        empty=sum(1 for i in indexes if not run.texts[i].strip()),
        raised=sum(1 for i in indexes if run.raised[i]),
    )


def empty_cell(fig: Figures) -> str:
    return f"{fig.empty} ({fig.raised} raised)" if fig.raised else str(fig.empty)


def corpus_tables(corpus: Corpus, runs: list[Run], reps: int, markdown: bool) -> str:
    """The corpus's overall table, then its per-page-type table when it has more than one type."""
    pages, every = corpus.pages, list(range(len(corpus.pages)))
    floor = figures(runs[0], pages, every)
    peer = next((run for run in runs if run.name.startswith("trafilatura")), None)
    peer_ms = figures(peer, pages, every).median_ms if peer else None
    rows = [
        [
            f"{PARSE} (the floor)",
            "—",
            "—",
            "—",
            f"{floor.median_ms:.2f}",
            "1.0",
            "—",
            megabytes(runs[0].memory.pass_peak),
            *page_megabytes(runs[0].memory, every),
            "—",
        ]
    ]
    for run in runs[1:]:
        fig = figures(run, pages, every)
        versus = f"{fig.median_ms / peer_ms:.2f}" if peer_ms else "—"
        rows.append(
            [
                run.name,
                f"{fig.f1:.3f}",
                f"{fig.precision:.3f}",
                f"{fig.recall:.3f}",
                f"{fig.median_ms:.2f}",
                f"{fig.median_ms / floor.median_ms:.1f}",
                versus,
                megabytes(run.memory.pass_peak),
                *page_megabytes(run.memory, every),
                empty_cell(fig),
            ]
        )
    runs_note = f"best of {reps} runs per page" if reps > 1 else "one run per page"
    out = [
        f"**{corpus.label}** ({corpus.name}): {len(pages)} pages, {runs_note}",
        "",
        render(
            [
                "extractor",
                "F1",
                "precision",
                "recall",
                "median ms",
                "× parse",
                "× trafilatura",
                "peak MB",
                "page MB",
                "max page MB",
                "empty",
            ],
            rows,
            markdown,
        ),
    ]
    kinds = corpus.kinds()
    if len(kinds) > 1:
        rows = []
        for kind in kinds:
            indexes = [i for i, page in enumerate(pages) if page.kind == kind]
            parse_ms = figures(runs[0], pages, indexes).median_ms
            for run in runs[1:]:
                fig = figures(run, pages, indexes)
                rows.append(
                    [
                        kind,
                        str(fig.pages),
                        run.name,
                        f"{fig.f1:.3f}",
                        f"{fig.precision:.3f}",
                        f"{fig.recall:.3f}",
                        f"{fig.median_ms:.2f}",
                        f"{parse_ms:.2f}",
                        empty_cell(fig),
                    ]
                )
        out += [
            "",
            f"**{corpus.label}** by page type:",
            "",
            render(
                [
                    "page type",
                    "pages",
                    "extractor",
                    "F1",
                    "precision",
                    "recall",
                    "median ms",
                    "parse ms",
                    "empty",
                ],
                rows,
                markdown,
            ),
        ]
    return "\n".join(out)


def as_json(corpus: Corpus, runs: list[Run]) -> dict[str, object]:
    """The same figures, for scripts and tests: per extractor, overall and by page type."""
    pages, every = corpus.pages, list(range(len(corpus.pages)))
    report: dict[str, object] = {}
    for run in runs:
        by_kind = {
            kind: figures(run, pages, [i for i, p in enumerate(pages) if p.kind == kind]).__dict__
            for kind in corpus.kinds()
        }
        sizes = run.memory.pages
        report[run.name] = {
            "all": figures(run, pages, every).__dict__,
            "by_type": by_kind,
            "peak": run.memory.pass_peak,
            "page_peak": {"median": statistics.median(sizes), "max": max(sizes)} if sizes else None,
        }
    return {"corpus": corpus.name, "pages": len(pages), "extractors": report}


def worst(corpus: Corpus, run: Run, count: int) -> str:
    scored = [(score_page(p.truth, t), p) for p, t in zip(corpus.pages, run.texts, strict=True)]
    scored.sort(key=lambda pair: min(pair[0].precision, pair[0].recall))
    lines = [f"{run.name} on {corpus.name}: worst pages"]
    lines += [
        f"  P={s.precision:.3f} R={s.recall:.3f} {p.kind} {p.key[:12]} {p.url}" for s, p in scored[:count]
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument(
        "--data",
        type=Path,
        action="append",
        help="a corpus folder (html/, ground-truth.json); repeatable",
    )
    parser.add_argument(
        "--shared", type=Path, default=DEFAULT_SHARED, help="without --data: read SHARED/bench/extraction/*"
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help=f"one run a page; {QUICK_PAGES} fixed pages of a corpus of more than {QUICK_WHOLE}",
    )
    parser.add_argument("--limit", type=int, metavar="N", help="only N pages a corpus, over every type")
    parser.add_argument("--reps", type=int, default=3, help="timed runs per page; the best counts")
    parser.add_argument("--extractor", action="append", help="kotoba extractor(s) to run (default: auto)")
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time by this thread's CPU time, not the wall clock (on a machine others share)",
    )
    parser.add_argument("--no-peers", action="store_true", help="skip readability-lxml and trafilatura")
    parser.add_argument(
        "--format",
        action="append",
        choices=("markdown", "text"),
        help="kotoba's output format(s) to run (default: markdown)",
    )
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables for the README")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    parser.add_argument("--show-worst", type=int, default=0, metavar="N", help="list kotoba's N worst pages")
    args = parser.parse_args(argv)
    folders = corpus_dirs(args.data, args.shared)
    for folder in folders:
        if problem := check_dir(folder):
            parser.error(problem)
    if args.reps < 1 or (args.limit is not None and args.limit < 1):
        parser.error("--reps and --limit must be at least 1")

    reps = 1 if args.quick else args.reps
    formats = args.format or ["markdown"]
    extractors = candidates(args.extractor or ["auto"], peers=not args.no_peers, formats=formats)
    reports, started = [], time.monotonic()
    for folder in folders:
        corpus = load(folder, quick_limit(folder) if args.quick and args.limit is None else args.limit)
        runs = measure(extractors, corpus.pages, reps, time.thread_time if args.cpu else time.perf_counter)
        if args.json:
            reports.append(as_json(corpus, runs))
            continue
        print(corpus_tables(corpus, runs, reps, args.markdown) + "\n")
        for run in runs:
            if args.show_worst and run.name.startswith("kotoba"):
                print(worst(corpus, run, args.show_worst) + "\n")
    if args.json:
        print(json.dumps({"reps": reps, "corpora": reports}, indent=1))
    else:
        timed = "; times are CPU times of the extracting thread" if args.cpu else ""
        print(f"measured in {time.monotonic() - started:.0f} s{timed}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
