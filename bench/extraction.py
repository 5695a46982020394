"""Article-extraction benchmark: kotoba's extractor against readability-lxml and trafilatura.

    python bench/extraction.py --data DIR [--quick] [--extractor NAME …] [--limit N] [--show-worst N]

Prints one table row per extractor: F1 / precision / recall, median milliseconds per page (best of
``--reps`` runs of each page; ``--quick`` runs each once, for CI), pages per second, the peak resident
memory one pass over the pages adds, and the median time as a multiple of the bare lxml parse.

DIR holds ``html/<id>.html.gz`` and ``ground-truth.json`` (``{id: {"articleBody": ..., "url": ...}}``), the
layout of the Zyte/Scrapinghub article-extraction benchmark. Every extractor runs in this one process on the
same decoded pages, so the times compare as ratios even on a busy machine; the lxml parse of the same pages
is timed too, as the floor no extractor can go under. Quality is the benchmark's own metric (``metric.py``).
"""

from __future__ import annotations

import argparse
import gc
import gzip
import json
import os
import resource
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from metric import PageScore, aggregate, score_page

Extract = Callable[[str, str], str]


@dataclass
class Row:
    name: str
    pages: list[PageScore]
    times: list[float]  # seconds per page, best of the repetitions
    peak: int  # bytes of resident memory added at the peak of one pass


def load(data: Path, limit: int | None) -> list[tuple[str, str, str, str]]:
    """(id, url, html, true text) for each page, html decoded as UTF-8 as the benchmark's pages are."""
    truth = json.loads((data / "ground-truth.json").read_text(encoding="utf-8"))
    ids = sorted(truth)
    if limit is not None:
        ids = ids[:: max(1, len(ids) // limit)][:limit]
    pages = []
    for key in ids:
        raw = gzip.decompress((data / "html" / f"{key}.html.gz").read_bytes())
        html = raw.decode("utf-8", "replace")
        pages.append((key, truth[key].get("url", ""), html, truth[key]["articleBody"]))
    return pages


def kotoba_extractor(name: str) -> Extract:
    from kotoba.web.extract import extract_article

    return lambda html, url: extract_article(html, url=url, extractor=name).text


def readability_extractor() -> Extract:
    from readability import Document

    from kotoba.web.extract import html_to_text

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


def measure(name: str, fn: Extract, pages: list[tuple[str, str, str, str]], reps: int) -> Row:
    """Score and time one extractor; its memory is measured apart, so tracing never slows the timing."""
    texts: list[str] = []
    times: list[float] = []
    for _key, url, html, _true in pages:
        best = float("inf")
        text = ""
        for _ in range(reps):
            start = time.perf_counter()
            text = fn(html, url)
            best = min(best, time.perf_counter() - start)
        texts.append(text)
        times.append(best)
    scores = [score_page(true, text) for (_k, _u, _h, true), text in zip(pages, texts, strict=True)]
    return Row(name, scores, times, peak_memory(fn, pages))


def peak_memory(fn: Extract, pages: list[tuple[str, str, str, str]]) -> int:
    """Bytes of resident memory one pass over the pages adds at its peak.

    lxml allocates in C, where tracemalloc cannot see, so the pass runs in a forked child whose peak RSS
    (``ru_maxrss``) is compared with its RSS at the start. Without fork, tracemalloc's Python-only peak.
    """
    if not hasattr(os, "fork") or not Path("/proc/self/statm").exists():
        gc.collect()
        tracemalloc.start()
        for _key, url, html, _true in pages:
            fn(html, url)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        return peak
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: one pass, report, leave without running the parent's clean-up
        os.close(read_end)
        gc.collect()
        page_size = os.sysconf("SC_PAGE_SIZE")
        start = int(Path("/proc/self/statm").read_text().split()[1]) * page_size
        for _key, url, html, _true in pages:
            fn(html, url)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
        os.write(write_end, str(max(0, peak - start)).encode())
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end) as reader:
        answer = reader.read()
    os.waitpid(pid, 0)
    return int(answer or 0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--data", type=Path, required=True, help="folder with html/*.html.gz and ground-truth.json"
    )
    parser.add_argument("--quick", action="store_true", help="one timed run per page instead of --reps")
    parser.add_argument("--limit", type=int, metavar="N", help="only N pages, spread over the set")
    parser.add_argument("--reps", type=int, default=3, help="timed runs per page; the best counts")
    parser.add_argument("--extractor", action="append", help="kotoba extractor(s) to run (default: auto)")
    parser.add_argument("--no-peers", action="store_true", help="skip readability-lxml and trafilatura")
    parser.add_argument("--show-worst", type=int, default=0, metavar="N", help="list kotoba's N worst pages")
    args = parser.parse_args(argv)
    if not (args.data / "ground-truth.json").is_file() or not (args.data / "html").is_dir():
        parser.error(f"{args.data} does not hold ground-truth.json and html/")

    pages = load(args.data, args.limit)
    reps = 1 if args.quick else args.reps
    candidates: list[tuple[str, Extract]] = [("lxml parse", lxml_parse())]
    for name in args.extractor or ["auto"]:
        candidates.append((f"kotoba ({name})", kotoba_extractor(name)))
    if not args.no_peers:
        candidates.append(("readability-lxml", readability_extractor()))
        try:
            candidates.append(("trafilatura", trafilatura_extractor()))
        except ImportError:
            print("trafilatura is not installed; skipping it", file=sys.stderr)
    rows = [measure(name, fn, pages, reps) for name, fn in candidates]

    floor = statistics.median(rows[0].times)
    print(f"{len(pages)} pages, best of {reps} run(s) per page\n")
    print("| extractor | F1 | precision | recall | median ms | pages/s | peak MB | median × lxml parse |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        median = statistics.median(row.times)
        rate = len(row.times) / sum(row.times)
        ratio = median / floor
        if row.name == "lxml parse":
            quality = "— | — | —"
        else:
            s = aggregate(row.pages)
            quality = f"{s.f1:.3f} | {s.precision:.3f} | {s.recall:.3f}"
        memory = row.peak / 2**20
        print(f"| {row.name} | {quality} | {median * 1000:.2f} | {rate:.0f} | {memory:.1f} | {ratio:.1f} |")
    for row in rows[1:]:
        if args.show_worst and row.name.startswith("kotoba"):
            pairs = zip(row.pages, pages, strict=True)
            worst = sorted(pairs, key=lambda pair: min(pair[0].precision, pair[0].recall))
            print(f"\n{row.name}: worst pages")
            for score, (key, url, _h, _t) in worst[: args.show_worst]:
                print(f"  P={score.precision:.3f} R={score.recall:.3f} {key[:12]} {url}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
