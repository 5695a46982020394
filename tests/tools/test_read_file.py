"""read_file: files under the workspace root only — no '..', no absolute paths, no symlinks — with the same
cap, truncation note and fence as a page."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kotoba.fence import truncated_note
from kotoba.tools import read_file as rf
from kotoba.tools.read_file import ReadFileTool


@pytest.fixture
def root(tmp_path: Path) -> Path:
    workspace = tmp_path / "workspace"
    (workspace / "docs").mkdir(parents=True)
    (workspace / "docs" / "intro.md").write_text("# Intro\nHello from the workspace.\n", encoding="utf-8")
    (tmp_path / "outside.txt").write_text("TOP SECRET outside the workspace", encoding="utf-8")
    return workspace


async def test_reads_a_file_inside_the_fence(root: Path) -> None:
    result = await ReadFileTool(root).execute({"path": "docs/intro.md"})
    assert result.ok and result.label == "read docs/intro.md"
    assert result.text.startswith("Quoted from docs/intro.md: everything between the markers")
    assert "<<<QUOTED TEXT" in result.text and "Hello from the workspace." in result.text
    assert result.for_model == result.text


async def test_a_long_file_is_cut_at_the_cap_with_the_file_note(root: Path) -> None:
    (root / "long.txt").write_text("x" * 6100, encoding="utf-8")
    result = await ReadFileTool(root, max_chars=6000).execute({"path": "long.txt"})
    assert result.ok
    assert f"Note: {truncated_note(100, thing='file')}" in result.text
    assert "File truncated here — 100 more characters" in result.text
    assert "x" * 6000 in result.text and "x" * 6001 not in result.text


@pytest.mark.parametrize(
    ("path", "reason"),
    [
        ("../outside.txt", rf.REFUSE_PARENT),
        ("docs/../../outside.txt", rf.REFUSE_PARENT),
        ("/etc/passwd", rf.REFUSE_ABSOLUTE),
        ("~/.ssh/id_rsa", rf.REFUSE_ABSOLUTE),
        ("missing.txt", rf.MISSING),
        ("docs", rf.NOT_A_FILE),
        ("", rf.EMPTY_PATH),
    ],
)
async def test_refusals_say_why_and_read_nothing(root: Path, path: str, reason: str) -> None:
    result = await ReadFileTool(root).execute({"path": path})
    assert not result.ok and result.text == ""
    assert result.reason == reason
    assert result.for_model.startswith("YOU DID NOT READ THAT FILE — " + reason)
    assert "TOP SECRET" not in result.for_model


async def test_symlinks_are_refused_even_when_they_stay_inside(root: Path) -> None:
    os.symlink(root.parent / "outside.txt", root / "escape.txt")
    os.symlink(root.parent, root / "up")
    os.symlink(root / "docs" / "intro.md", root / "alias.md")
    tool = ReadFileTool(root)
    for path in ("escape.txt", "up/outside.txt", "alias.md"):
        result = await tool.execute({"path": path})
        assert (result.ok, result.reason) == (False, rf.REFUSE_SYMLINK), path
        assert "TOP SECRET" not in result.for_model


async def test_a_root_reached_through_a_symlink_still_works(tmp_path: Path, root: Path) -> None:
    link = tmp_path / "link-to-workspace"
    os.symlink(root, link)
    result = await ReadFileTool(link).execute({"path": "docs/intro.md"})
    assert result.ok


async def test_binary_files_are_refused(root: Path) -> None:
    (root / "image.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00")
    result = await ReadFileTool(root).execute({"path": "image.png"})
    assert (result.ok, result.reason) == (False, rf.NOT_TEXT)


def test_definition_is_a_strict_function_with_one_path() -> None:
    definition = ReadFileTool(".").definition()
    assert definition["type"] == "function" and definition["name"] == "read_file"
    assert definition["parameters"]["required"] == ["path"]
    assert "6,000 characters" in definition["description"]


def test_a_file_larger_than_the_byte_cap_says_the_count_is_a_lower_bound(tmp_path: Path) -> None:
    import asyncio

    (tmp_path / "big.txt").write_text("word " * 100_000)  # 500 KB
    tool = ReadFileTool(tmp_path, max_chars=1000, max_bytes=50_000)
    result = asyncio.run(tool.execute({"path": "big.txt"}))
    assert result.ok
    assert "File truncated here — at least 49,000 more characters were not returned" in result.text
    small = asyncio.run(ReadFileTool(tmp_path, max_chars=1000).execute({"path": "big.txt"}))
    assert "File truncated here — 499,000 more characters were not returned" in small.text
