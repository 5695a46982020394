"""The ordinary-page check: real saved pages nobody chose for walls, read as a direct read reads them.

    python bench/ordinary.py [--pages N]

The wall corpus's traps were written or chosen *for* the wall rules: they show the rules spare the shapes
someone thought of. The pages of ``bench/ordinary/`` (see its README) were chosen for nothing — they are
the saved news stories, blogs, shops and home pages that HTML parsers and article extractors keep as test
fixtures — so a wall found among them is a real page the rules would refuse. Each page is served as the
wall corpus's pages are (HTTP 200, ``text/html``, at its own address) and read through the real read path
(``outcome_of`` of the wall corpus: extraction, the block-page judge, the wall judge, the read's verdict).

Per part (split by site with the wall corpus's hash, fixed before any page was judged) it prints: pages
read, judged a wall (by kind) or a block page, marked as a paywall's teaser, failed otherwise (too thin,
nothing extracted: not a wall, said apart), internal errors (must be 0), and what judging costs. Only the
looked-at part's false walls are named; a held-out page is scored, never read, so not even its name is
printed. ``--pages N`` reads the first N pages of each part only (for the bench's own test).
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from tests.web.verdict.walls.corpus import KINDS, Page, outcome_of  # noqa: E402
from walls import judge_time, verdict_of  # noqa: E402

from kotoba.settings import Settings  # noqa: E402

HERE = ROOT / "bench" / "ordinary"
PARTS = ("looked-at", "held-out")


def load() -> list[Page]:
    """Every page of the check, served as the wall corpus serves its pages (kind "trap": none is a wall)."""
    pages = []
    for entry in json.loads((HERE / "manifest.json").read_text(encoding="utf-8")):
        body = gzip.decompress((HERE / "pages" / entry["file"]).read_bytes())
        pages.append(
            Page(
                file=entry["file"],
                kind="trap",
                site=entry["site"],
                part=entry["part"],
                status=200,
                headers=(("content-type", "text/html"),),
                url=entry["url"],
                how="captured",
                source=f"{entry['repo']}/{entry['path']}@{entry['commit']}",
                body=body,
            )
        )
    return pages


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=0, help="read only the first N pages of each part")
    args = parser.parse_args(argv)
    settings = Settings()
    pages = load()
    errors_total = 0
    print(f"ordinary pages (bench/ordinary): {len(pages)} pages of {len({p.site for p in pages})} sites")
    for part in PARTS:
        mine = [p for p in pages if p.part == part]
        if args.pages:
            mine = mine[: args.pages]
        got: dict[str, str] = {}
        errors: list[tuple[Page, str]] = []
        for page in mine:
            try:
                got[page.file] = verdict_of(outcome_of(page, settings))
            except Exception as error:  # an internal error is counted and named, never taken for a verdict
                errors.append((page, type(error).__name__))
        times = []
        for page in mine:
            if page.file in got:
                times.append(judge_time(page) * 1000)
        walls = Counter(v for v in got.values() if v in KINDS and v != "paywall")
        blocks = sum(1 for v in got.values() if v == "block")
        marked = sum(1 for v in got.values() if v == "paywall")
        failed = sum(1 for v in got.values() if v == "failed")
        refused = sum(walls.values()) + blocks
        by_kind = ", ".join(f"{kind} {walls[kind]}" for kind in KINDS if walls[kind]) or "none"
        timing = f"median {statistics.median(times):.2f} ms, max {max(times):.2f} ms" if times else "—"
        print(
            f"\n{part}: {len(mine)} pages read; judged a wall {sum(walls.values())} ({by_kind}), "
            f"a block page {blocks}; marked as a paywall's teaser {marked}; wrongly refused or marked "
            f"{refused + marked}/{len(mine)}; failed otherwise {failed}; internal errors {len(errors)}; "
            f"judging {timing}"
        )
        errors_total += len(errors)
        if part == "held-out":
            continue  # scored, never read: not even a refused page's name is printed
        for page in mine:
            verdict = got.get(page.file, "")
            if verdict not in ("trap", "failed", ""):
                print(f"  taken for {verdict}: {page.file} ({page.site})")
        for page, name in errors:
            print(f"  internal error {name}: {page.file}")
    return 1 if errors_total else 0


if __name__ == "__main__":
    sys.exit(main())
