"""The HTTP servers' event loop: uvloop where it builds, asyncio's own loop elsewhere — and kotoba installs
everywhere either way."""

from __future__ import annotations

import tomllib
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]


def _uvloop() -> Requirement:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return next(r for r in map(Requirement, project["dependencies"]) if r.name == "uvloop")


def test_uvloop_is_asked_for_only_where_it_builds() -> None:
    # uvloop has no build for Windows, Cygwin or PyPy: asking for it there would make kotoba's own
    # installation fail, where the server runs on asyncio's loop instead (clients/listen.loop_options)
    marker = _uvloop().marker
    assert marker is not None
    cpython = {"platform_python_implementation": "CPython"}
    assert marker.evaluate({**cpython, "sys_platform": "linux"})
    assert marker.evaluate({**cpython, "sys_platform": "darwin"})
    assert not marker.evaluate({**cpython, "sys_platform": "win32"})
    assert not marker.evaluate({**cpython, "sys_platform": "cygwin"})
    assert not marker.evaluate({"platform_python_implementation": "PyPy", "sys_platform": "linux"})
