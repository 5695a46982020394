"""tests/bench/bench_script.load_script: a bench script loaded under its own name, its folder's plainly named
modules (``data``, ``metric``) and its ``sys.path`` entries not left behind for another test."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.bench.bench_script import BENCH, load_script


def test_a_loaded_script_leaves_no_bench_module_or_path_behind() -> None:
    path = list(sys.path)
    script = load_script("learned/unbelieved.py", "bench_unbelieved_loaded")
    assert sys.modules["bench_unbelieved_loaded"] is script
    assert script.declares_article('<meta property="og:type" content="article">')
    assert sys.path == path
    left = [
        name
        for name, module in sys.modules.items()
        if name != "bench_unbelieved_loaded"
        and Path(getattr(module, "__file__", None) or "/").resolve().is_relative_to(BENCH)
        and not name.startswith("bench_")
    ]
    assert left == []
