"""``bench/walls.py``: the per-kind table over both parts of the corpus, and the block-page figures again.

The bench is run as a person runs it; the figures it prints are the ones the README quotes, so a rule change
that costs a wall or refuses a trap shows here as well as in the corpus tests.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
    assert "looked-at: walls caught 44/44; traps wrongly refused 0/16" in out
    # the held-out part's one miss, a real age gate captured after the rules were written, is printed
    assert "held-out: walls caught 27/28; traps wrongly refused 0/16" in out
    assert "missed: age-3cbco-brewery.html (age) read as trap" in out
    assert "block pages (tests/web/verdict/blockpages): 66/66 detected" in out
    assert (
        "traps taken for block pages 0/27" in out and "wall corpus traps taken for block pages: 0/32" in out
    )
