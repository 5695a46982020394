"""A workspace that cannot be read from is a usage error at start-up: exit 2 and one line, never silence.

``kotoba mcp --workspace /nonexistent`` used to start and serve a read_file whose every answer was "no such
file"; a desktop assistant's user would never learn why. Every command that takes a workspace (``mcp``,
``ask``, ``chat``, ``serve``; the flag or ``KOTOBA_WORKSPACE``) now refuses one that is missing, not a
directory, or not readable, before it serves or calls anything.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

CLOSED = "http://127.0.0.1:9/v1"


def kotoba(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_")}
    return subprocess.run(
        [sys.executable, "-m", "kotoba", *args],
        capture_output=True,
        text=True,
        timeout=30,
        stdin=subprocess.DEVNULL,
        # A provider on a closed loopback port: nothing may leave this machine even if the check were missing.
        env={
            **base,
            "OPENAI_API_KEY": "x",
            "OPENAI_BASE_URL": CLOSED,
            "KOTOBA_BASE_URL": CLOSED,
            **(env or {}),
        },
    )


@pytest.fixture
def not_a_directory(tmp_path: Path) -> Path:
    path = tmp_path / "file.txt"
    path.write_text("a file, not a folder")
    return path


@pytest.mark.parametrize(
    "command",
    [
        ["mcp"],
        ["mcp", "--http", "--port", "0"],
        ["mcp", "--no-web"],
        ["ask", "hello"],
        ["serve", "--port", "0"],
    ],
)
@pytest.mark.parametrize("which", ["missing", "file"])
def test_a_workspace_that_is_no_folder_is_one_line_and_exit_2(
    command: list[str], which: str, not_a_directory: Path
) -> None:
    path = "/nonexistent/kotoba-workspace" if which == "missing" else str(not_a_directory)
    done = kotoba(*command, "--workspace", path)
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("kotoba: ") and path in lines[0]
    assert ("does not exist" if which == "missing" else "is not a directory") in lines[0]
    assert done.stdout == ""


def test_the_environment_variable_is_checked_the_same_way() -> None:
    done = kotoba("mcp", env={"KOTOBA_WORKSPACE": "/nonexistent/kotoba-workspace"})
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1
    assert "KOTOBA_WORKSPACE" in done.stderr or "/nonexistent/kotoba-workspace" in done.stderr
