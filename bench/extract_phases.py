"""Where an extraction's instructions go: callgrind's count of each phase, page by page.

    python bench/extract_phases.py [--shared DIR] [--corpus NAME | --data DIR] [--pages N] [--show PHASE …]

Runs itself under valgrind's callgrind (``--tool=callgrind``), which counts the instructions executed the
same from run to run whatever else the machine does, over the ``--pages`` pages of middling size of a corpus
(by default the 11 median Zyte dev pages). Each page is extracted once untimed and then once counted, as
``extraction.py``'s best of several runs sees it (the caches of class names and verdicts warm for that
page). Around each named phase (:data:`PHASES`: libxml2's parse, the clearing, the rule pass's scoring, the
cut into blocks, the features, the Markdown render and its line rules, …) a call of ``os.getppid`` makes
callgrind dump its counts, and each stretch between two dumps is charged to the innermost phase then
running; what runs outside every named phase is ``other``. The printed figures are the median and the mean
over the pages and each phase's share of all; the wrappers' own calls and a garbage collection that falls
inside a phase are charged to it, so read a phase's change between two runs of this script, not one figure
as exact.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus import DEFAULT_SHARED, Page, check_dir, load

# (module, function): the phases charged, each replaced by a wrapper wherever a module of kotoba holds it (a
# method, "Class.method", on its class)
PHASES = (
    ("kotoba.web.extract.parse", "parse_html"),
    ("kotoba.web.extract.parse", "_parsed"),
    ("kotoba.web.extract.parse", "_utf8"),
    ("kotoba.web.extract.parse", "_mark_hidden_by_sheet"),
    ("kotoba.web.extract.parse", "_misnested"),
    ("kotoba.web.extract.parse", "clear"),
    ("kotoba.web.extract.core", "_find_article"),
    ("kotoba.web.extract.core", "_score"),
    ("kotoba.web.extract.core", "_sort_links"),
    ("kotoba.web.extract.core", "_section_headings"),
    ("kotoba.web.extract.blocks", "cut"),
    ("kotoba.web.extract.blocks", "features"),
    ("kotoba.web.extract.learned", "unbroken"),
    ("kotoba.web.extract.learned", "render_blocks"),
    ("kotoba.web.extract.markdown", "render"),
    ("kotoba.web.extract.lines", "unrepeated"),
    ("kotoba.web.extract.lines", "unlabelled"),
    ("kotoba.web.extract.lines", "trimmed"),
    ("kotoba.web.extract.byline", "byline_of"),
    ("kotoba.web.extract.article", "defuse"),
    ("kotoba.web.extract.core", "_title"),
    ("kotoba.web.extract.core", "_keep_introduced_lists"),
    ("kotoba.web.extract.core", "_keep_named_cells"),
    ("kotoba.web.extract.learned", "Model.scores"),
    ("kotoba.web.extract.learned", "Model.kept"),
    ("kotoba.web.extract.learned", "with_lead_ins"),
    ("kotoba.web.extract.learned", "with_posters"),
    ("kotoba.web.extract.learned", "without_profiles"),
    ("kotoba.web.extract.learned", "without_cells"),
    ("kotoba.web.extract.learned", "with_questions_after"),
)
PAGE, END = "-", "X"  # the markers that open a counted extraction and close it


def middling(pages: list[Page], count: int) -> list[Page]:
    """The ``count`` pages around the median size."""
    ordered = sorted(pages, key=lambda page: len(page.html))
    start = max(0, len(ordered) // 2 - count // 2)
    return ordered[start : start + count]


def marked_run(pages: list[Page], log: Path, others: list[Page] | None = None) -> None:
    """Under callgrind: each page extracted untimed, then again with a dump at each phase's start and end,
    the name of the phase each stretch belongs to written to ``log``. Given ``others``, those pages are
    extracted first instead and each counted page only once: its first reading, as a reader meets it."""
    from kotoba.web.extract.article import extract_article

    for page in pages if others is None else others:  # the modules loaded, the patterns compiled
        extract_article(page.html, url=page.url)
    names: list[str] = []
    stack = ["other"]
    counting = [False]

    def wrapped(name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def phase(*args: Any, **kwargs: Any) -> Any:
            if not counting[0]:
                return function(*args, **kwargs)
            stack.append(name)
            names.append(name)
            os.getppid()
            try:
                return function(*args, **kwargs)
            finally:
                stack.pop()
                names.append(stack[-1])
                os.getppid()

        return phase

    for module_name, name in PHASES:
        owner: Any = importlib.import_module(module_name)
        *path, attribute = name.split(".")
        for part in path:  # a method: "Class.method", replaced on its class
            owner = getattr(owner, part)
        original = getattr(owner, attribute)
        replacement = wrapped(name, original)
        if path:
            setattr(owner, attribute, replacement)
            continue
        for loaded, module in list(sys.modules.items()):
            if loaded.startswith("kotoba"):
                for attribute, value in list(vars(module).items()):
                    if value is original:
                        setattr(module, attribute, replacement)
    for page in pages:
        if others is None:
            extract_article(page.html, url=page.url)
        counting[0] = True
        names.append(PAGE)
        os.getppid()
        extract_article(page.html, url=page.url)
        counting[0] = False
        names.append(END)
        os.getppid()
    log.write_text(json.dumps(names))


def counted(folder: Path, log: Path) -> list[dict[str, int]]:
    """Each counted page's instructions by phase, from callgrind's dumps in ``folder``."""
    dumps = sorted(folder.glob("callgrind.out.*"), key=_dump_number)
    totals = [_total(dump) for dump in dumps]
    names: list[str] = json.loads(log.read_text())
    pages: list[dict[str, int]] = []
    # the first dump holds start-up and the untimed runs; dump n + 1 what ran after marker n
    for name, cost in zip(names, totals[1 : 1 + len(names)], strict=False):
        if name == PAGE:
            pages.append({})
            name = "other"
        if not pages or name == END:
            continue
        pages[-1][name] = pages[-1].get(name, 0) + cost
    return pages


def _dump_number(path: Path) -> int:
    """callgrind names its dumps ``out.PID.N`` (the last one, at exit, ``out.PID``)."""
    parts = path.name.split(".")
    return int(parts[3]) if len(parts) > 3 else 1 << 30


def _total(path: Path) -> int:
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    raise ValueError(f"no total in {path.name}")


def report(pages: list[dict[str, int]], show: list[str]) -> None:
    totals = [sum(page.values()) for page in pages]
    print(
        f"{len(pages)} pages: median {statistics.median(totals) / 1e6:.2f} M instructions,"
        f" mean {statistics.mean(totals) / 1e6:.2f} M"
    )
    everything = sum(totals)
    phases = sorted({name for page in pages for name in page}, key=lambda n: -sum(p.get(n, 0) for p in pages))
    for name in phases:
        counts = [page.get(name, 0) for page in pages]
        print(
            f"  {name:<22} median {statistics.median(counts) / 1e6:6.2f} M  mean"
            f" {statistics.mean(counts) / 1e6:6.2f} M  {100 * sum(counts) / everything:5.1f}%"
        )
    for name in show:
        print(f"  {name} by page: " + " ".join(f"{page.get(name, 0) / 1e6:.2f}" for page in pages))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED, help="read SHARED/bench/extraction/")
    parser.add_argument("--corpus", default="dev", help="the corpus folder's name (dev: the Zyte pages)")
    parser.add_argument("--data", type=Path, help="a corpus folder (html/, ground-truth.json) instead")
    parser.add_argument("--pages", type=int, default=11, help="how many pages around the median size")
    parser.add_argument(
        "--first",
        action="store_true",
        help="count each page's first extraction, after the corpus's other pages (a reader's caches)",
    )
    parser.add_argument("--show", action="append", default=[], help="print this phase page by page")
    parser.add_argument("--marked", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    folder = args.data or args.shared / "bench" / "extraction" / args.corpus
    if problem := check_dir(folder):
        parser.error(problem)
    every = load(folder).pages
    pages = middling(every, args.pages)
    if args.marked is not None:  # under callgrind
        marked_run(pages, args.marked, [page for page in every if page not in pages] if args.first else None)
        return 0
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        sys.exit("valgrind is not installed (apt-get install -y valgrind)")
    with tempfile.TemporaryDirectory() as dumps:
        out, log = Path(dumps) / "callgrind.out", Path(dumps) / "phases.json"
        command = [valgrind, "--tool=callgrind", "--dump-before=os_getppid", "--dump-instr=no"]
        command += [f"--callgrind-out-file={out}.%p", sys.executable, __file__, "--marked", str(log)]
        command += ["--data", str(folder), "--pages", str(args.pages)] + ["--first"] * args.first
        subprocess.run(
            command, check=True, stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONHASHSEED": "0"}
        )
        report(counted(Path(dumps), log), args.show)
    return 0


if __name__ == "__main__":
    sys.exit(main())
