"""``read_file`` and hard links: a second name for a file outside the workspace reads nothing.

``ln outside/secret.txt ws/x.txt`` gives the secret a name inside the workspace that no path check can tell
from a file of its own: it is the same inode. So a regular file with more than one link is refused, judged
on the file that was actually opened (a link made after the path was checked is caught too). Driven through
the MCP SDK's client over stdio, as an assistant calls it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

SECRET = "SECRET-OUTSIDE-THE-WORKSPACE-hard-link"


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    workspace, outside = tmp_path / "ws", tmp_path / "outside"
    (workspace / "sub").mkdir(parents=True)
    outside.mkdir()
    (outside / "secret.txt").write_text(SECRET)
    os.link(outside / "secret.txt", workspace / "x.txt")
    os.link(outside / "secret.txt", workspace / "sub" / "deep.txt")
    (workspace / "own.txt").write_text("the workspace's own notes")
    (workspace / "twin-a.txt").write_text("one file with two names inside the workspace")
    os.link(workspace / "twin-a.txt", workspace / "twin-b.txt")
    return workspace


async def read(workspace: Path, *paths: str) -> list[tuple[bool, str]]:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "kotoba", "mcp", "--no-web", "--workspace", str(workspace)],
        env={},
    )
    answers = []
    async with Client(params, read_timeout_seconds=30) as client:
        for path in paths:
            result = await client.call_tool("read_file", {"path": path})
            answers.append((bool(result.is_error), str(result.content[0].text)))  # type: ignore[union-attr]
    return answers


async def test_a_hard_link_to_a_file_outside_is_refused_with_the_reason(tree: Path) -> None:
    answers = await read(tree, "x.txt", "sub/deep.txt", "twin-a.txt", "own.txt")
    for failed, text in answers[:3]:
        assert failed and SECRET not in text
        assert text.startswith("YOU DID NOT READ THAT FILE — the file has more than one name (a hard link)")
    own_failed, own = answers[3]
    assert not own_failed and "the workspace's own notes" in own


async def test_the_secret_itself_is_never_returned_even_after_its_other_names_go(tree: Path) -> None:
    (tree / "x.txt").unlink()
    (tree / "sub" / "deep.txt").unlink()
    os.link(tree.parent / "outside" / "secret.txt", tree / "again.txt")
    ((failed, text),) = await read(tree, "again.txt")
    assert failed and SECRET not in text
