"""The three page readers ``peers.py`` compares, each driven the way its users drive it.

Every reader reads a list of URLs one at a time (the first read includes its start-up) and is asked for a
canary URL in its default, guarded configuration. None of them is given anything but loopback URLs, and
every child process gets an environment without proxy variables, so nothing can leave the machine.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import Protocol

MAX_LENGTH = 999_999  # mcp-server-fetch's largest max_length: no page here is cut
MAX_CHARS = 10_000_000  # kotoba's KOTOBA_MAX_CHARS, lifted likewise


@dataclass
class Read:
    text: str
    seconds: float
    failed: bool
    note: str = ""  # why a read failed, in the reader's words


class Reader(Protocol):
    name: str

    def read_all(self, urls: list[str]) -> list[Read]: ...

    def canary(self, url: str) -> Read: ...


def clean_env() -> dict[str, str]:
    """This environment without proxy settings or kotoba settings: every request goes where it is aimed."""
    return {k: v for k, v in os.environ.items() if "proxy" not in k.lower() and not k.startswith("KOTOBA_")}


# --- kotoba read --json -----------------------------------------------------------------------------


class KotobaRead:
    """``kotoba read --json`` in a subprocess, one read at a time (``--concurrency 1``).

    It prints each result as soon as it is read, so the time between two lines is the time of one read.
    """

    name = "kotoba read"

    def __init__(self, pages_host: str | None) -> None:
        self._allow = ["--allow", pages_host] if pages_host else []
        self._env = clean_env() | {"KOTOBA_READER_URL": "", "KOTOBA_MAX_CHARS": str(MAX_CHARS)}

    def _command(self, *args: str) -> list[str]:
        return [sys.executable, "-m", "kotoba", "read", "--json", *args]

    def read_all(self, urls: list[str]) -> list[Read]:
        start = time.perf_counter()
        log = tempfile.TemporaryFile("w+")
        process = subprocess.Popen(
            self._command("--concurrency", "1", *self._allow, "-"),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log,  # one line per failed read (the JSON says the same), or why it stopped
            text=True,
            env=self._env,
        )
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write("".join(url + "\n" for url in urls))
        process.stdin.close()
        reads, last = [], start
        for line in process.stdout:
            now = time.perf_counter()
            reads.append(_kotoba_read(json.loads(line), now - last))
            last = now
        process.wait()
        if len(reads) != len(urls):
            log.seek(0)
            raise RuntimeError(
                f"kotoba read printed {len(reads)} results for {len(urls)} URLs: {log.read()[-2000:]}"
            )
        log.close()
        return reads

    def canary(self, url: str) -> Read:
        start = time.perf_counter()
        done = subprocess.run(self._command(url), capture_output=True, text=True, env=self._env, timeout=120)
        lines = done.stdout.splitlines()
        if not lines:
            return Read("", time.perf_counter() - start, True, done.stderr.strip())
        return _kotoba_read(json.loads(lines[0]), time.perf_counter() - start)


def _kotoba_read(answer: dict[str, object], seconds: float) -> Read:
    failed = answer.get("status") != "ok"
    return Read(
        "" if failed else str(answer.get("text") or ""), seconds, failed, str(answer.get("reason", ""))
    )


# --- mcp-server-fetch, through the MCP SDK's stdio client -----------------------------------------------

_IMAGE = re.compile(r"!\[([^\]]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+\"[^\"]*\")?\)")
_LINK = re.compile(r"\[([^\]]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+\"[^\"]*\")?\)")
_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|<>~])")
_ERROR = re.compile(r"<error>.*?</error>", re.DOTALL)


def markdown_text(markdown: str) -> str:
    """The words of mcp-server-fetch's Markdown, as a reader sees them.

    Image syntax goes whole and a link keeps only its text, so URLs never count as extracted words;
    backslash escapes are undone (``snake\\_case`` is one word); the server's ``<error>`` notes go.
    Heading marks, emphasis, list bullets and table pipes are left: they hold no word characters.
    """
    text = _ERROR.sub("", markdown)
    text = _IMAGE.sub("", text)
    text = _LINK.sub(r"\1", text)
    return _ESCAPE.sub(r"\1", text)


class McpFetch:
    """``python -m mcp_server_fetch``, started once, its ``fetch`` tool called once per URL."""

    name = "mcp-server-fetch"

    def __init__(self, pages_host: str | None) -> None:
        self._flags = ["--allow-private-ips"] if pages_host else []
        # No Node.js on its PATH: readabilipy then uses its pure-Python extractor instead of running
        # `npm install` (a download) on first use; the path it takes on a machine without Node.
        self._nowhere = tempfile.mkdtemp(prefix="no-node-")
        self._log = tempfile.TemporaryFile("w+")  # readabilipy says so on stderr at every page

    def close(self) -> None:
        os.rmdir(self._nowhere)
        self._log.close()

    def read_all(self, urls: list[str]) -> list[Read]:
        import anyio

        return anyio.run(self._read_all, urls, self._flags)

    def canary(self, url: str) -> Read:
        import anyio

        return anyio.run(self._read_all, [url], [])[0]

    async def _read_all(self, urls: list[str], flags: list[str]) -> list[Read]:
        from mcp import Client, StdioServerParameters
        from mcp.client.stdio import stdio_client

        params = StdioServerParameters(
            command=sys.executable, args=["-m", "mcp_server_fetch", *flags], env={"PATH": self._nowhere}
        )
        reads = []
        last = time.perf_counter()
        async with Client(stdio_client(params, errlog=self._log), read_timeout_seconds=120) as client:
            for url in urls:
                try:
                    result = await client.call_tool("fetch", {"url": url, "max_length": MAX_LENGTH})
                except Exception as exc:  # a protocol error or a timeout: this read failed, the rest go on
                    now = time.perf_counter()
                    reads.append(Read("", now - last, True, f"{type(exc).__name__}: {exc}"))
                    last = now
                    continue
                now = time.perf_counter()
                answer = "".join(getattr(part, "text", "") for part in result.content)
                if result.is_error:
                    reads.append(Read("", now - last, True, answer.strip()))
                else:
                    body = answer.split("\n", 1)[1] if answer.startswith("Contents of ") else answer
                    reads.append(Read(markdown_text(body), now - last, False))
                last = now
        return reads


# --- trafilatura's fetch_url + extract, in this process -----------------------------------------------


class TrafilaturaFetch:
    """``trafilatura.fetch_url`` then ``trafilatura.extract``; the import is part of its start-up.

    trafilatura refuses non-public addresses unless its ``SSRF_PROTECTION`` setting is off, so the pages
    are read with it off and the canary with its default configuration.
    """

    name = "trafilatura fetch_url + extract"

    def __init__(self, pages_host: str | None) -> None:
        self._guarded = pages_host is None

    def read_all(self, urls: list[str], guarded: bool | None = None) -> list[Read]:
        reads, last = [], time.perf_counter()
        import trafilatura
        from trafilatura.settings import use_config

        config = use_config()
        if not (self._guarded if guarded is None else guarded):
            config.set("DEFAULT", "SSRF_PROTECTION", "off")
        for url in urls:
            html = trafilatura.fetch_url(url, config=config)
            note = "" if html else "fetch_url gave None"
            try:
                text = trafilatura.extract(html, url=url, include_comments=False) if html else None
            except Exception as exc:  # counted as a failed read, never hidden
                text, note = None, f"{type(exc).__name__}: {exc}"
            now = time.perf_counter()
            reads.append(Read(text or "", now - last, bool(note), note))
            last = now
        return reads

    def canary(self, url: str) -> Read:
        return self.read_all([url], guarded=True)[0]


@contextmanager
def _kotoba(pages_host: str | None) -> Iterator[Reader]:
    yield KotobaRead(pages_host)


@contextmanager
def _mcp(pages_host: str | None) -> Iterator[Reader]:
    reader = McpFetch(pages_host)
    try:
        yield reader
    finally:
        reader.close()


@contextmanager
def _trafilatura(pages_host: str | None) -> Iterator[Reader]:
    yield TrafilaturaFetch(pages_host)


READERS: list[Callable[[str | None], AbstractContextManager[Reader]]] = [_kotoba, _mcp, _trafilatura]
