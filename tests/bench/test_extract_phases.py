"""``bench/extract_phases.py`` run as a person runs it, on a small corpus written by the test: callgrind's
count of each page's extraction, charged to its phases (the parse, the rule pass, the render…), whose
shares add up to the whole."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import pages
from tests.support.bench_corpus import article_truth, write_corpus

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "extract_phases.py"


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_each_phase_is_counted_and_the_shares_add_up(tmp_path: Path) -> None:
    corpus = write_corpus(
        tmp_path / "small",
        {f"a{n}": (pages.article(n), article_truth(n), "article") for n in (4, 6, 9)},
    )
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--data", str(corpus), "--pages", "2", "--show", "render"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert re.fullmatch(r"2 pages: median [\d.]+ M instructions, mean [\d.]+ M", lines[0]), lines[0]
    shares = {}
    for line in lines[1:]:
        found = re.fullmatch(r"  (\S+) +median +([\d.]+) M  mean +([\d.]+) M +([\d.]+)%", line)
        if found:
            shares[found.group(1)] = float(found.group(4))
    for phase in ("_parsed", "clear", "_score", "cut", "features", "render", "other"):
        assert shares.get(phase, 0) > 0, (phase, done.stdout)
    assert 99.0 < sum(shares.values()) < 101.0, done.stdout
    assert re.search(r"^  render by page: [\d.]+ [\d.]+$", done.stdout, re.M), done.stdout


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_a_first_reading_is_counted_with_the_model_s_phases(tmp_path: Path) -> None:
    corpus = write_corpus(
        tmp_path / "small",
        {f"a{n}": (pages.article(n), article_truth(n), "article") for n in (4, 6, 9)},
    )
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--data", str(corpus), "--pages", "2", "--first"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert re.fullmatch(r"2 pages: median [\d.]+ M instructions, mean [\d.]+ M", lines[0]), lines[0]
    phases = {line.split()[0] for line in lines[1:]}
    # a method of the model is a phase of its own; what it took is no longer charged to "other"
    assert {"_parsed", "_score", "Model.scores", "with_lead_ins", "other"} <= phases, done.stdout
