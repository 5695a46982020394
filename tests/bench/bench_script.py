"""A script of bench/ loaded as a module for a test, under a name of its own, without leaving its folder's
modules behind: the scripts import their folder's modules by plain names (``data``, ``metric``) that other
bench folders use too (the wall model's ``data``), and a test that imported one would hand it to the next
test importing the other by mistake."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parents[2] / "bench"


def load_script(path: str, name: str) -> ModuleType:
    """The script at ``path`` (under bench/) as the module ``name``; what it imported from bench/ is
    forgotten once it is loaded, and ``sys.path`` is as it was."""
    spec = importlib.util.spec_from_file_location(name, BENCH / path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    # (another test may have left a bench folder's module under a plain name: set aside while this one loads,
    # so that its ``from data import …`` finds its own folder's, and put back after)
    shadowed = {other: mod for other, mod in sys.modules.items() if _of_bench(mod)}
    for other in shadowed:
        del sys.modules[other]
    sys.modules[name] = module
    before_path = list(sys.path)
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = before_path
        for other in [other for other, mod in sys.modules.items() if other != name and _of_bench(mod)]:
            del sys.modules[other]
        sys.modules.update(shadowed)
    return module


def _of_bench(module: ModuleType | None) -> bool:
    """Whether ``module`` was loaded from a file under bench/."""
    return Path(getattr(module, "__file__", None) or "/").resolve().is_relative_to(BENCH)
