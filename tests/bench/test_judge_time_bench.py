"""``bench/judge_time.py``: what judging a page costs, in CPU time a shared machine's load moves little.

Run as a person runs it, on a sample: it prints the median, 90th percentile and total of each page's least
CPU and wall time, and no page's name (the held-out part of the corpus is scored, never read).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from tests.web.verdict.walls.corpus import load

ROOT = Path(__file__).resolve().parents[2]


def test_the_judging_cost_bench_prints_cpu_and_wall_figures_and_no_page() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "judge_time.py"), "--limit", "20", "--passes", "2"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("20 pages of the wall corpus (all), judged for walls"), out
    for label in ("CPU", "wall"):
        figures = (
            rf"{label} ms a judgement \(least of 2 passes a page\): median [\d.]+, p90 [\d.]+, total \d+"
        )
        assert re.search(figures, out), out
    assert not any(page.file in out for page in load())
