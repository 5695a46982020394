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
    sys.modules[name] = module
    before_path, before_modules = list(sys.path), set(sys.modules)
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = before_path
        for other in set(sys.modules) - before_modules:
            if Path(getattr(sys.modules[other], "__file__", None) or "/").resolve().is_relative_to(BENCH):
                del sys.modules[other]
    return module
