"""``kotoba mcp --http``'s extraction processes as the people running it meet them: how many start, a worker
killed mid-read, and the server stopped (Ctrl-C, a service manager's SIGTERM) with a read in flight.

Each server is the real command on a loopback port, reading from a loopback site through the allow-list.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import anyio
import pytest

from kotoba.cli import mcp as mcp_cli
from kotoba.cli.common import UsageError
from tests.support import mcp_http, pages
from tests.support.servers.http import PageServer, page
from tests.support.servers.http import serve as serve_pages

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="watches processes in /proc")

# No browser: these pages need none, and the one a server starts ahead (test_browser_ahead) would be
# one more child process of the server.
SERVER_ENV = {
    "KOTOBA_READER_URL": "",
    "KOTOBA_DEADLINE": "20",
    "KOTOBA_CACHE_TTL": "0",
    "KOTOBA_RENDER": "never",
}


def slow_page(paragraphs: int) -> str:
    """A page whose extraction takes a while: about 0.1 s of one core per 1,000 paragraphs."""
    return (
        "<html><head><title>The slow keeper</title></head><body>"
        + "".join(
            f"<div class=c{i % 7}><p>Paragraph {i} of the keeper's log, with <a href='/x{i}'>a link</a> "
            "and <b>bold</b> words.</p></div>"
            for i in range(paragraphs)
        )
        + "</body></html>"
    )


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    routes = {
        "/slow": page(slow_page(20000)),  # long enough to be caught in a worker, short of any deadline
        # short enough that uvicorn's 2 s for the calls in flight at a stop cover it on a loaded machine
        "/slowish": page(slow_page(2500)),
        "/article": page(pages.article()),
    }
    with serve_pages(routes) as server:
        yield server


@contextmanager
def server(*extra: str) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``kotoba mcp --http EXTRA`` in a process group of its own (as a terminal or a service manager starts
    it); yields its endpoint and the process, killed with its group after the block if still running."""
    command = [sys.executable, "-m", "kotoba", "mcp", "--http", "--port", "0", "--allow", "127.0.0.1", *extra]
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_")}, **SERVER_ENV}
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


def workers_of(pid: int) -> list[int]:
    """The extraction processes of the server ``pid`` (its children running anyio's worker)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                if "anyio.to_process" in (entry / "cmdline").read_text():
                    found.append(int(entry.name))
        except OSError:
            continue
    return found


def cpu_ticks(pid: int) -> int:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    return int(fields[11]) + int(fields[12])


async def busy_worker(pid: int, *, within: float = 10.0) -> int:
    """The server's extraction process that is using CPU now (the one extracting the slow page)."""
    workers = workers_of(pid)
    before = {w: cpu_ticks(w) for w in workers}
    ends = time.monotonic() + within
    while time.monotonic() < ends:
        await anyio.sleep(0.05)
        for w in workers:
            if cpu_ticks(w) - before[w] >= 3:  # 30 ms of CPU since the read was sent
                return w
    raise AssertionError("no extraction process took up the read")


def running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def gone(pids: list[int], *, within: float) -> bool:
    ends = time.monotonic() + within
    while any(running(p) for p in pids):
        if time.monotonic() > ends:
            return False
        time.sleep(0.05)
    return True


@pytest.mark.parametrize(("cores", "expected"), [(1, 0), (2, 2), (3, 3), (4, 4), (16, 4)])
def test_by_default_one_extraction_process_per_usable_core_up_to_four(
    monkeypatch: pytest.MonkeyPatch, cores: int, expected: int
) -> None:
    monkeypatch.setattr(os, "sched_getaffinity", lambda _: set(range(cores)), raising=False)
    assert mcp_cli.extract_processes(None) == expected
    assert mcp_cli.extract_processes(0) == 0  # threads, asked for
    assert mcp_cli.extract_processes(6) == 6
    with pytest.raises(UsageError):
        mcp_cli.extract_processes(65)


def test_the_default_server_starts_its_extraction_processes_before_it_answers(site: PageServer) -> None:
    with server() as (_, proc):
        assert len(workers_of(proc.pid)) == mcp_cli.extract_processes(None)
    with server("--extract-processes", "0") as (_, proc):
        assert workers_of(proc.pid) == []


async def test_a_worker_killed_mid_read_fails_that_read_as_kotobas_and_the_next_read_works(
    site: PageServer,
) -> None:
    with server("--extract-processes", "2") as (endpoint, proc):
        async with anyio.create_task_group() as group:
            replies: list[mcp_http.RawReply] = []

            async def slow_read() -> None:
                replies.append(await mcp_http.call_tool(endpoint, "web_extract", {"url": site.url("/slow")}))

            group.start_soon(slow_read)
            os.kill(await busy_worker(proc.pid), signal.SIGKILL)
        (killed,) = replies
        assert killed.is_error
        # kotoba's own failure, said as such: not the site's timeout, error or empty page
        assert "kotoba failed while reading it" in killed.text, killed.text
        assert "did not finish" not in killed.text and "no readable text" not in killed.text
        after = [
            await mcp_http.call_tool(endpoint, "web_extract", {"url": site.url(path)})
            for path in ("/article", "/slow")
        ]
        assert not after[0].is_error and pages.SENTENCES[0] in after[0].text
        assert not after[1].is_error and "The slow keeper" in after[1].text
        assert proc.poll() is None


@pytest.mark.parametrize(
    ("stop", "group", "code"),
    [(signal.SIGINT, True, 130), (signal.SIGTERM, True, 143), (signal.SIGTERM, False, 143)],
    ids=["ctrl-c", "sigterm-to-the-group", "sigterm-to-the-server"],
)
async def test_stopping_the_server_mid_read_answers_the_read_and_ends_every_worker(
    site: PageServer, stop: signal.Signals, group: bool, code: int
) -> None:
    """Ctrl-C in a terminal signals the whole group, workers too; so does a service manager's stop. The
    read in flight is answered (uvicorn gives the calls in flight 2 s), the server exits with the signal's
    code, and no extraction process outlives it."""
    with server("--extract-processes", "2") as (endpoint, proc):
        workers = workers_of(proc.pid)
        assert len(workers) == 2
        replies: list[mcp_http.RawReply] = []
        async with anyio.create_task_group() as tasks:

            async def slow_read() -> None:
                url = site.url("/slowish")
                replies.append(await mcp_http.call_tool(endpoint, "web_extract", {"url": url}))

            tasks.start_soon(slow_read)
            await busy_worker(proc.pid)
            (os.killpg if group else os.kill)(proc.pid, stop)
        (reply,) = replies
        assert not reply.is_error and "The slow keeper" in reply.text
        _, said = proc.communicate(timeout=20)
        assert proc.returncode == code, said
        assert "Traceback" not in said and "kotoba bug" not in said, said
        assert gone(workers, within=3.0), [w for w in workers if running(w)]


def test_stopping_the_server_while_its_extraction_processes_start_ends_it_quietly() -> None:
    """A service manager may stop the server as it starts (a restart, a failed deployment): while its workers
    load the extractor, the stop is raised inside the task group starting them; the server still exits with
    the signal's code, with no internal error reported, and no worker outlives it."""
    command = [sys.executable, "-m", "kotoba", "mcp", "--http", "--port", "0", "--allow", "127.0.0.1"]
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_")}, **SERVER_ENV}
    command += ["--extract-processes", "2"]
    proc = subprocess.Popen(command, stderr=subprocess.PIPE, text=True, env=env, start_new_session=True)
    try:
        ends = time.monotonic() + 30
        while not (workers := workers_of(proc.pid)):
            assert proc.poll() is None and time.monotonic() < ends
            time.sleep(0.01)
        os.killpg(proc.pid, signal.SIGTERM)
        _, said = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate(timeout=10)
    assert "kotoba:" not in said and "Traceback" not in said, said
    assert proc.returncode == 128 + signal.SIGTERM, said
    assert gone(workers, within=3.0), [w for w in workers if running(w)]
