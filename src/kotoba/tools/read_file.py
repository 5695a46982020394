"""``read_file``: read one text file under the workspace root, fenced like a page.

Any path that could leave the root is refused before anything is opened: absolute paths, ``..`` parts, and
symlinks anywhere on the way (a link inside the root can point anywhere outside it). The text gets the same
cap, truncation note and fence as a web page, because a file is just as much someone else's words.
"""

from __future__ import annotations

import asyncio
import errno
import os
import stat
from collections.abc import Mapping
from pathlib import Path, PurePosixPath
from types import MappingProxyType
from typing import Any

from kotoba.fence import quote, truncated_note
from kotoba.tools.base import JSON, ToolResult, function_definition
from kotoba.web.extract.charset import strict_decode

READ_FILE_DESCRIPTION = (
    "Read one text file from the workspace. Takes path: a path relative to the workspace root, as the "
    "person wrote it. Returns the file's text (at most {max_chars:,} characters), quoted. Paths outside "
    "the workspace are refused."
)

FILE_FAILURE_NOTE = (
    "YOU DID NOT READ THAT FILE — {reason}. Do NOT retry it, and do NOT attribute anything to it: saying "
    "'the file says/contains…' would be a lie. Tell the person you could not read it."
)

REFUSE_ABSOLUTE = "absolute paths are refused; give a path relative to the workspace"
REFUSE_PARENT = "paths with '..' are refused; they could leave the workspace"
REFUSE_SYMLINK = "the path goes through a symbolic link, which could lead outside the workspace"
MISSING = "there is no such file in the workspace"
NOT_A_FILE = "that path is not a regular file"
NOT_TEXT = "the file is not text"
UNREADABLE = "the file could not be read"
EMPTY_PATH = "no path was given"

_PARAMETERS: JSON = {
    "type": "object",
    "properties": {"path": {"type": "string", "description": "Path relative to the workspace root."}},
    "required": ["path"],
    "additionalProperties": False,
}


class ReadFileTool:
    """Reads files under ``root``; ``max_chars`` and ``max_bytes`` as in the settings."""

    name = "read_file"
    voice: Mapping[str, str] = MappingProxyType(
        {"start": "Reading {path}.", "done": "I've read the file.", "failed": "That file couldn't be read."}
    )

    def __init__(self, root: str | Path, *, max_chars: int = 6000, max_bytes: int = 5 * 1024 * 1024) -> None:
        self.root = Path(root).resolve()
        self.max_chars = max_chars
        self.max_bytes = max_bytes

    def definition(self) -> JSON:
        description = READ_FILE_DESCRIPTION.format(max_chars=self.max_chars)
        return function_definition(self.name, description, _PARAMETERS)

    async def execute(self, arguments: Mapping[str, Any]) -> ToolResult:
        raw = arguments.get("path")
        path = raw.strip() if isinstance(raw, str) else ""
        return await asyncio.to_thread(self._read, path)

    def _open_beneath(self, parts: tuple[str, ...]) -> int | str:
        return _open_beneath_root(self.root, parts)

    def locate(self, path: str) -> Path | str:
        """The file ``path`` names under the root, or the reason it is refused."""
        if not path:
            return EMPTY_PATH
        pure = PurePosixPath(path.replace("\\", "/"))
        if pure.is_absolute() or Path(path).is_absolute() or path.startswith("~"):
            return REFUSE_ABSOLUTE
        if ".." in pure.parts:
            return REFUSE_PARENT
        current = self.root
        for part in pure.parts:
            if part in ("", "."):
                continue
            current = current / part
            if current.is_symlink():
                return REFUSE_SYMLINK
        if not current.exists():
            return MISSING
        if not current.is_file():
            return NOT_A_FILE
        return current

    def _read(self, path: str) -> ToolResult:
        try:
            located = self.locate(path)
            if isinstance(located, str):
                return _failure(path, located)
            opened = self._open_beneath(located.relative_to(self.root).parts)
            if isinstance(opened, str):
                return _failure(path, opened)
            with os.fdopen(opened, "rb") as handle:
                data = handle.read(self.max_bytes)
                capped = os.fstat(handle.fileno()).st_size > len(data)
        except OSError as exc:  # a name too long, a permission, a file gone meanwhile: a failure, not a crash
            return _failure(path, f"{UNREADABLE} ({exc.strerror or type(exc).__name__})")
        text = _as_text(data)
        if text is None:
            return _failure(path, NOT_TEXT)
        notes: list[str] = []
        if len(text) > self.max_chars:
            notes.append(truncated_note(len(text) - self.max_chars, thing="file", at_least=capped))
            text = text[: self.max_chars]
        return ToolResult(ok=True, text=quote(text, path, notes), label=f"read {path}")


def _as_text(data: bytes) -> str | None:
    """The file's text, or None for a binary file: any NUL in what is read, or bytes that decode to
    nothing clean (UTF-8 first, then the charset detector) — never text full of U+FFFD."""
    if b"\x00" in data:
        return None
    text = strict_decode(data, "utf-8")
    if text is not None:
        return text
    from charset_normalizer import from_bytes

    best = from_bytes(data[:262144]).best()
    if best is None:
        return None
    return strict_decode(data, best.encoding)


_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_FILE_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC


def _open_beneath_root(root: Path, parts: tuple[str, ...]) -> int | str:
    """Open ``root/parts…`` one component at a time, relative to the directory before it, following no
    link: the checks in :meth:`ReadFileTool.locate` name the reason, this makes them hold at open time.

    A name swapped for a symlink between the check and the open fails here (ELOOP) instead of being
    followed out of the root; a FIFO opens without blocking and is refused as not a regular file.
    """
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        for part in parts[:-1]:
            try:
                inner = os.open(part, _DIR_FLAGS, dir_fd=fd)
            except OSError as exc:
                return _open_reason(exc)
            os.close(fd)
            fd = inner
        try:
            file_fd = os.open(parts[-1], _FILE_FLAGS, dir_fd=fd)
        except OSError as exc:
            return _open_reason(exc)
    finally:
        os.close(fd)
    if not stat.S_ISREG(os.fstat(file_fd).st_mode):
        os.close(file_fd)
        return NOT_A_FILE
    os.set_blocking(file_fd, True)
    return file_fd


def _open_reason(exc: OSError) -> str:
    if exc.errno in (errno.ELOOP, errno.EMLINK):
        return REFUSE_SYMLINK
    if exc.errno in (errno.ENOENT, errno.ENOTDIR):
        return MISSING
    raise exc


def _failure(path: str, reason: str) -> ToolResult:
    return ToolResult(
        ok=False,
        text="",
        label=f"could not read {path or 'a file'}",
        note=FILE_FAILURE_NOTE.format(reason=reason),
        reason=reason,
    )
