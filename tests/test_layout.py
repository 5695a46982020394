"""The layers are a contract the build checks: import-linter keeps the contracts in pyproject.toml, and a
planted upward import, or a cycle, breaks the build. Run on a copy of the source, so nothing is left planted.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def lint_imports(tree: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(tree / "src")}
    lint = Path(sys.executable).with_name("lint-imports")
    return subprocess.run(
        [str(lint), "--config", str(tree / "pyproject.toml"), "--no-cache"],
        cwd=tree,
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "src", tmp_path / "src", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def test_the_source_keeps_every_contract(tree: Path) -> None:
    done = lint_imports(tree)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


@pytest.mark.parametrize(
    "module, planted, broken",
    [
        # the extractor is pure: it may not reach the network
        ("web/extract/core.py", "import kotoba.web.net.fetch", "kotoba.web.extract is not allowed to import"),
        # the read of a page knows nothing of the agent above it
        ("web/page.py", "import kotoba.agent.loop", "kotoba.web is not allowed to import kotoba.agent"),
        # the verdict judges what was fetched and never fetches
        ("web/verdict/blockpage.py", "import httpx", "kotoba.web.verdict is not allowed to import httpx"),
        # a cycle between two modules of one folder
        ("web/cache.py", "import kotoba.web.page", "No cycles are allowed in kotoba.web"),
    ],
)
def test_a_planted_upward_import_breaks_the_build(tree: Path, module: str, planted: str, broken: str) -> None:
    path = tree / "src" / "kotoba" / module
    path.write_text(path.read_text() + f"\n{planted}  # planted\n")
    done = lint_imports(tree)
    assert done.returncode != 0
    assert broken in done.stdout, done.stdout
