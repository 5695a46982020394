"""``bench/walls.py``: the per-kind table over both parts of the corpus, and the block-page figures again.

The bench is run as a person runs it; the figures it prints are the ones the README quotes, so a rule change
that costs a wall or refuses a trap shows here as well as in the corpus tests.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tests.web.verdict.test_walls import KNOWN_MISSES, KNOWN_REFUSED
from tests.web.verdict.walls.corpus import load

ROOT = Path(__file__).resolve().parents[2]


def test_the_walls_bench_prints_every_kind_on_both_parts_and_the_block_page_figures() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "walls.py")], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for kind in ("soft404", "consent", "login", "paywall", "age", "geo"):
        for part in ("looked-at", "held-out"):
            assert any(line.split()[:2] == [kind, part] for line in out.splitlines()), (kind, part)
    # the bench's figures are the corpus tests' figures: every wall caught but the known misses, every trap
    # read but the known refused ones (strict xfails there)
    pages = load()
    for part in ("looked-at", "held-out"):
        walls = [p for p in pages if p.part == part and p.kind != "trap"]
        missed = [p for p in walls if p.file in KNOWN_MISSES]
        traps = sum(1 for p in pages if p.part == part and p.kind == "trap")
        refused = sum(1 for p in pages if p.part == part and p.kind == "trap" and p.file in KNOWN_REFUSED)
        caught = f"{part}: walls caught {len(walls) - len(missed)}/{len(walls)}; traps wrongly refused "
        line = next(line for line in out.splitlines() if line.startswith(caught))
        # a trap given the paywall note is read, not refused: the bench counts it apart, the tests among
        # the known refused ones
        shown = re.fullmatch(
            rf"{re.escape(caught)}(\d+)/{traps}, wrongly marked as a paywall's teaser (\d+)/{traps}", line
        )
        assert shown is not None, line
        assert int(shown.group(1)) + int(shown.group(2)) == refused, line
        for page in missed:
            # a held-out page is scored, never read: its name is not printed, even as a miss
            named = f"missed: {page.file} ({page.kind}) read as " in out
            assert named == (part == "looked-at"), page.file
    looked_at = {p.file for p in pages if p.part == "looked-at"}
    assert out.count("missed: ") == len(KNOWN_MISSES.keys() & looked_at)
    assert not any(p.file in out for p in pages if p.part == "held-out")
    assert "block pages (tests/web/verdict/blockpages): 66/66 detected" in out
    # the pages no earlier round saw are reported on their own, the ones captured after the rules froze apart
    after = out.split("captured after the rules of 72ae25d were frozen:")[1]
    assert "held-out: " in after.split("\n\n")[0]
    assert (
        "traps taken for block pages 0/27" in out
        and f"wall corpus traps taken for block pages: 0/{sum(p.kind == 'trap' for p in pages)}" in out
    )


def test_scoring_a_round_once_never_scores_a_page_twice_nor_names_one_not_in_a_batch() -> None:
    # every page of the seventh round already has its first score: nothing is scored, nothing is written
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "walls_once.py"), "round7-"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "no unscored page in a batch starting with 'round7-'"
    bad = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "walls_once.py")], capture_output=True, text=True, timeout=60
    )
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) <= 2  # usage and a one-line error
