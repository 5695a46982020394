"""tests/bench/bench_script.load_script: a bench script loaded under its own name, its folder's plainly named
modules (``data``, ``metric``) and its ``sys.path`` entries not left behind for another test."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.bench.bench_script import BENCH, load_script


def _bench_modules() -> dict[str, object]:
    return {
        name: module
        for name, module in sys.modules.items()
        if Path(getattr(module, "__file__", None) or "/").resolve().is_relative_to(BENCH)
    }


def test_a_loaded_script_leaves_no_bench_module_or_path_behind() -> None:
    path, before = list(sys.path), _bench_modules()
    script = load_script("learned/unbelieved.py", "bench_unbelieved_loaded")
    assert sys.modules["bench_unbelieved_loaded"] is script
    assert script.declares_article('<meta property="og:type" content="article">')
    assert sys.path == path
    after = _bench_modules()
    assert after.pop("bench_unbelieved_loaded") is script
    assert after == before


def test_a_plain_named_module_another_test_left_does_not_stand_in_for_the_scripts_own() -> None:
    # the wall model's bench folder has a ``data`` module too: left in sys.modules by another test, it must not
    # be what the extraction script's ``from data import …`` finds
    stray = load_script("walls_model/data.py", "bench_walls_model_data")
    sys.modules["data"] = stray
    try:
        script = load_script("learned/unbelieved.py", "bench_unbelieved_loaded_again")
        assert script.declares_article('<meta property="og:type" content="article">')
        assert sys.modules["data"] is stray
    finally:
        del sys.modules["data"]
