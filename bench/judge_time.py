"""What judging a page for walls costs, in measures the load of a shared machine moves little.

    python bench/judge_time.py [--passes N] [--limit N] [--part PART]
    python bench/judge_time.py --instructions [--limit N] [--part PART]

``bench/walls.py`` prints the wall-clock median of a judgement (the fastest of five runs a page). On a
machine whose cores other jobs share, that median moves by a fifth between runs of the same code, more than
most changes to the judge. So this prints, over the same pages judged the same way (the article extracted
and the markup decoded beforehand, as ``bench/walls.py`` does), two figures that depend on the code alone:

- **CPU time**: each page's least thread CPU time over ``--passes`` passes (the pages in order inside each
  pass, so a burst of load falls on different pages in different passes), then the median, 90th percentile
  and total of those minima; the wall-clock figure of the same runs beside it;
- **instructions** (``--instructions``): the script runs itself under valgrind's callgrind, which counts
  the instructions executed, and a dump is taken before each page's judgement (a call of
  :func:`os.getppid` marks it), so each dump holds one judgement: the median, 90th percentile and mean
  instructions per judgement. The counts are the same from run to run, whatever else the machine does.

Each figure is printed for all the pages judged, then for each kind of page apart (a wall's kind, or
"trap"), as a rule that costs little on most pages may cost much on the few of one kind.

A first, untimed pass over every page comes before the measured ones: the learned model's weights are read
on the first page that reaches it, and that read is no judgement's cost. Only totals are printed: the
held-out part of the corpus is scored, never read, and no page's name appears here.
"""

from __future__ import annotations

import argparse
import os
import pickle
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.web.verdict.walls.corpus import Page, load  # noqa: E402

from kotoba.web.content import body_to_article  # noqa: E402
from kotoba.web.extract.charset import decode_html  # noqa: E402
from kotoba.web.verdict.walls import judge_walls  # noqa: E402

PARTS = ("all", "looked-at", "held-out")


@dataclass(frozen=True)
class Judged:
    """What ``judge_walls`` is given for one page, prepared once."""

    article: str
    markup: str
    url: str
    status: int
    kind: str


def prepared(pages: Sequence[Page]) -> list[Judged]:
    """Each page's article and markup as ``bench/walls.py``'s timing prepares them."""
    found = []
    for page in pages:
        fetched = page.fetched
        article = body_to_article(fetched).judged
        markup = decode_html(fetched.body, fetched.charset) if "html" in fetched.content_type else ""
        found.append(Judged(article, markup, fetched.final_url, fetched.status, page.kind))
    return found


def judge(one: Judged) -> None:
    """One judgement, as ``bench/walls.py`` times it."""
    judge_walls(article=one.article, markup=one.markup, url=one.url, status=one.status)


def percentile(values: Sequence[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def by_kind(judged: Sequence[Judged], values: Sequence[float]) -> list[tuple[str, list[float]]]:
    """``values`` (one a page, in ``judged``'s order) for all the pages, then for each kind apart."""
    kinds: dict[str, list[float]] = {}
    for one, value in zip(judged, values, strict=True):
        kinds.setdefault(one.kind, []).append(value)
    return [("all", list(values)), *sorted(kinds.items())]


def cpu_figures(judged: Sequence[Judged], passes: int) -> None:
    """Print the median, p90 and total of each page's least CPU and wall time over ``passes`` passes."""
    cpu = [float("inf")] * len(judged)
    wall = [float("inf")] * len(judged)
    for _ in range(passes):
        for i, one in enumerate(judged):
            started_cpu, started = time.thread_time_ns(), time.perf_counter_ns()
            judge(one)
            wall[i] = min(wall[i], (time.perf_counter_ns() - started) / 1e6)
            cpu[i] = min(cpu[i], (time.thread_time_ns() - started_cpu) / 1e6)
    for label, took in (("CPU", cpu), ("wall", wall)):
        median, p90 = statistics.median(took), percentile(took, 0.9)
        print(
            f"{label} ms a judgement (least of {passes} passes a page): median {median:.3f}, "
            f"p90 {p90:.3f}, total {sum(took):.0f}"
        )
    for kind, took in by_kind(judged, cpu)[1:]:
        print(
            f"  CPU ms, {kind} ({len(took)} pages): median {statistics.median(took):.3f}, "
            f"p90 {percentile(took, 0.9):.3f}, mean {statistics.mean(took):.3f}"
        )


def marked_pass(judged: Sequence[Judged]) -> None:
    """One pass with a marker before each judgement and after the last (callgrind dumps at each)."""
    for one in judged:
        os.getppid()
        judge(one)
    os.getppid()


def instruction_figures(judged: Sequence[Judged]) -> None:
    """Run this script under callgrind (``--marked``) on ``judged`` and print instructions per judgement."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        sys.exit("valgrind is not installed (apt-get install -y valgrind)")
    with tempfile.TemporaryDirectory() as folder:
        given = Path(folder) / "judged.pickle"  # (prepared here: extraction under callgrind takes minutes)
        given.write_bytes(pickle.dumps(list(judged)))
        out = Path(folder) / "callgrind.out"
        subprocess.run(
            [
                valgrind,
                "--tool=callgrind",
                "--dump-before=os_getppid",
                "--dump-instr=no",
                "--compress-strings=no",
                f"--callgrind-out-file={out}.%p",
                sys.executable,
                __file__,
                "--marked",
                str(given),
            ],
            check=True,
            stderr=subprocess.DEVNULL,
        )
        dumps = sorted(Path(folder).glob("callgrind.out.*"), key=_dump_number)
        totals = [_total(dump) for dump in dumps]
    # the first dump holds start-up and the untimed pass, the last the exit: between them, one per page
    per_page = totals[1 : 1 + len(judged)]
    if len(per_page) != len(judged):
        sys.exit(f"callgrind wrote {len(totals)} dumps for {len(judged)} pages")
    for kind, counts in by_kind(judged, per_page):
        label = f"  {kind} ({len(counts)} pages)" if kind != "all" else "instructions a judgement (callgrind)"
        print(
            f"{label}: median {statistics.median(counts) / 1e6:.3f} M, "
            f"p90 {percentile(counts, 0.9) / 1e6:.3f} M, mean {statistics.mean(counts) / 1e6:.3f} M"
        )


def _dump_number(path: Path) -> int:
    """callgrind names its dumps ``out.PID.N`` (the last one, at exit, ``out.PID``)."""
    parts = path.name.split(".")
    return int(parts[3]) if len(parts) > 3 else 1 << 30


def _total(path: Path) -> int:
    """The instructions a callgrind dump counted."""
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    raise ValueError(f"no total in {path.name}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--passes", type=int, default=7, help="timed passes over the pages (least kept)")
    parser.add_argument("--limit", type=int, default=0, help="every Nth page only, about N pages (0: all)")
    parser.add_argument("--part", choices=PARTS, default="all", help="the corpus part judged")
    parser.add_argument("--instructions", action="store_true", help="count instructions under callgrind")
    parser.add_argument("--marked", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.marked is not None:  # under callgrind: the pages as prepared by the run that started it
        judged: list[Judged] = pickle.loads(args.marked.read_bytes())
        for one in judged:  # untimed: the model's weights read, the patterns compiled
            judge(one)
        marked_pass(judged)
        return
    pages = [p for p in load() if args.part == "all" or p.part == args.part]
    if args.limit and args.limit < len(pages):
        pages = pages[:: len(pages) // args.limit][: args.limit]
    print(f"{len(pages)} pages of the wall corpus ({args.part}), judged for walls")
    judged = prepared(pages)
    if args.instructions:
        instruction_figures(judged)
        return
    for one in judged:  # untimed, as above
        judge(one)
    cpu_figures(judged, args.passes)


if __name__ == "__main__":
    main()
