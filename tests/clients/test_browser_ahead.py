"""``kotoba mcp`` and ``kotoba serve`` start the rendering browser as they start, in the background, so that
no person's read waits for it; a start that fails is said once, in one line, and reads go on as before.

Each server is the real command on a loopback port. The browser is Debian's Chromium behind a wrapper script
that writes a line to a file each time it is run: before, nothing ran it until a read needed a render.
"""

from __future__ import annotations

import importlib.util
import os
import secrets
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import anyio
import pytest

from kotoba.clients.browser_ahead import NOT_STARTED
from kotoba.web.browser.renderer import NO_START
from kotoba.web.browser.watchdog import carrying
from tests.support import mcp_http, pages, spa_pages
from tests.support.browser import CHROMIUM
from tests.support.servers.http import PageServer, page, serve

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not CHROMIUM.exists() or importlib.util.find_spec("playwright") is None,
        reason="needs Playwright and Debian's chromium at /usr/bin/chromium",
    ),
]

# The start's bound given to the wrapper that never starts Chromium: long enough for Playwright's own start
# on a loaded machine, so that the wrapper is what the bound catches.
NEVER_CAP = 10.0
STARTED_WITHIN = 60.0  # seconds a loaded machine may take to run the wrapper after the server is up
ARTICLE_START = "The lighthouse keeper climbed the spiral stairs every evening at dusk."


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve(
        {
            "/shell": page(spa_pages.shell()),
            "/api/article.json": page(spa_pages.article_json(), content_type="application/json"),
            "/article": page(pages.article()),
        }
    ) as server:
        yield server


def _wrapper(folder: Path, body: str) -> tuple[Path, Path]:
    """A browser wrapper that notes each run in a file of its own, then runs ``body``; and that file."""
    runs = folder / "runs"
    script = folder / "chromium-wrapper"
    script.write_text(f'#!/bin/sh\necho run >> "{runs}"\n{body}\n')
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script, runs


def _never(folder: Path) -> Path:
    """A wrapper that never starts Chromium: it sleeps for an hour (a fraction no other sleep has)."""
    script = folder / "never-chromium"
    script.write_text(f"#!/bin/sh\nsleep 3600.{secrets.randbelow(10**9):09d}\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def _runs(runs: Path) -> int:
    return len(runs.read_text().splitlines()) if runs.exists() else 0


def _wait_for_runs(runs: Path) -> int:
    ends = time.monotonic() + STARTED_WITHIN
    while not _runs(runs) and time.monotonic() < ends:
        time.sleep(0.1)
    return _runs(runs)


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_")}
    return {**env, "KOTOBA_READER_URL": "", "KOTOBA_DEADLINE": "20", "KOTOBA_CACHE_TTL": "0", **extra}


@contextmanager
def mcp_server(env: dict[str, str]) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``kotoba mcp --http`` in a process group of its own; its endpoint once it says it is up."""
    command = [sys.executable, "-m", "kotoba", "mcp", "--http", "--port", "0", "--allow", "127.0.0.1"]
    command += ["--extract-processes", "0"]
    proc = subprocess.Popen(command, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True)
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        assert line.startswith("kotoba: MCP over streamable HTTP at"), line
        yield line.split()[-1], proc
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate(timeout=10)


def _stop(proc: subprocess.Popen[str]) -> str:
    """Stop the server as a service manager would; what it wrote on stderr after its first line."""
    os.killpg(proc.pid, signal.SIGTERM)
    _, err = proc.communicate(timeout=30)
    return err


async def test_mcp_starts_the_browser_before_any_read_and_reads_render_in_it(
    site: PageServer, tmp_path: Path
) -> None:
    wrapper, runs = _wrapper(tmp_path, f'exec {CHROMIUM} "$@"')
    with mcp_server(_env(KOTOBA_BROWSER=str(wrapper))) as (endpoint, proc):
        assert _wait_for_runs(runs) == 1  # started with no read asked for
        read = await mcp_http.call_tool(endpoint, "web_extract", {"url": site.url("/shell")})
        assert not read.is_error and ARTICLE_START in read.text, read.text
        assert _runs(runs) == 1  # the render used the browser started ahead, not one of its own
        err = _stop(proc)
    assert "browser" not in err, err


async def test_mcp_with_rendering_off_starts_no_browser(site: PageServer, tmp_path: Path) -> None:
    wrapper, runs = _wrapper(tmp_path, f'exec {CHROMIUM} "$@"')
    with mcp_server(_env(KOTOBA_BROWSER=str(wrapper), KOTOBA_RENDER="never")) as (endpoint, _):
        read = await mcp_http.call_tool(endpoint, "web_extract", {"url": site.url("/article")})
        assert not read.is_error
        # The server answered a read; a start ahead would have run by now (it runs before any read does).
        await anyio.sleep(1.0)
    assert _runs(runs) == 0


async def test_mcp_whose_browser_never_starts_says_so_once_and_reads_go_on(
    site: PageServer, tmp_path: Path
) -> None:
    wrapper = _never(tmp_path)
    env = _env(KOTOBA_BROWSER=str(wrapper), KOTOBA_BROWSER_START=f"{NEVER_CAP:g}")
    with mcp_server(env) as (endpoint, proc):
        assert proc.stderr is not None
        # The server answers while its browser starts: a page that needs no render is read.
        plain = await mcp_http.call_tool(endpoint, "web_extract", {"url": site.url("/article")})
        assert not plain.is_error and pages.SENTENCES[0] in plain.text
        told = proc.stderr.readline()  # once the start's bound has passed
        assert told.rstrip("\n") == NOT_STARTED.format(reason=NO_START.format(seconds=NEVER_CAP))
        # A render tries the browser again, and fails with its own reason, as before.
        shell = await mcp_http.call_tool(endpoint, "web_extract", {"url": site.url("/shell")})
        assert shell.is_error and NO_START.format(seconds=NEVER_CAP) in shell.text
        again = await mcp_http.call_tool(endpoint, "web_extract", {"url": site.url("/article")})
        assert not again.is_error
        err = _stop(proc)
    assert "browser" not in err, err  # said once


def test_serve_starts_the_browser_when_it_starts(tmp_path: Path) -> None:
    wrapper, runs = _wrapper(tmp_path, f'exec {CHROMIUM} "$@"')
    command = [sys.executable, "-m", "kotoba", "serve", "--port", "0"]
    proc = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(KOTOBA_BROWSER=str(wrapper)),
        start_new_session=True,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("kotoba: serving on http://127.0.0.1:"), line
        assert _wait_for_runs(runs) == 1  # no turn was asked for
        err = _stop(proc)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate(timeout=10)
    assert "browser" not in err, err


def test_serve_whose_browser_never_starts_says_so_once(tmp_path: Path) -> None:
    wrapper = _never(tmp_path)
    command = [sys.executable, "-m", "kotoba", "serve", "--port", "0"]
    env = _env(KOTOBA_BROWSER=str(wrapper), KOTOBA_BROWSER_START=f"{NEVER_CAP:g}")
    proc = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True
    )
    try:
        assert proc.stdout is not None and proc.stderr is not None
        line = proc.stdout.readline()
        assert line.startswith("kotoba: serving on http://127.0.0.1:"), line
        told = proc.stderr.readline()  # once the start's bound has passed
        err = _stop(proc)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate(timeout=10)
    assert told.rstrip("\n") == NOT_STARTED.format(reason=NO_START.format(seconds=NEVER_CAP))
    assert "browser" not in err, err  # said once


STOPS_WITHIN = 20.0  # seconds a loaded machine may take to stop a server whose browser is launching


def test_serve_stopped_while_its_browser_launches_stops_quietly_and_promptly(tmp_path: Path) -> None:
    """A service manager stops the whole group (the browser, Playwright's driver and the server) while the
    browser is still launching: the server exits within a few seconds and says nothing of the browser."""
    wrapper, runs = _wrapper(tmp_path, "trap 'exit 1' TERM\nwhile :; do sleep 0.05; done")
    command = [sys.executable, "-m", "kotoba", "serve", "--port", "0"]
    env = _env(KOTOBA_BROWSER=str(wrapper), KOTOBA_BROWSER_START="60")
    proc = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("kotoba: serving on http://127.0.0.1:"), line
        assert _wait_for_runs(runs) == 1
        os.killpg(proc.pid, signal.SIGTERM)
        began = time.monotonic()
        _, err = proc.communicate(timeout=STOPS_WITHIN + 10)
        took = time.monotonic() - began
        left = carrying(str(wrapper))  # the browser it was launching, still running
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate(timeout=10)
        for left in carrying(str(wrapper)):  # a wrapper the stop left running (in a session of its own)
            with suppress(OSError):
                os.killpg(left, signal.SIGKILL)
    assert took < STOPS_WITHIN, (took, err)
    assert not left
    assert "Traceback" not in err and "Exception" not in err, err
    assert "browser" not in err, err
