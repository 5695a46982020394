"""A renderer that a tracer holds is left alone for the watchdog's grace, then ended all the same; its
browser, which can no longer answer then, is ended within seconds, the render saying the page was ended for
its memory, not left to run out its deadline; the next page renders in a new browser.

The browser stops answering when the renderer it waits for cannot be reaped: a crash handler (``ptrace``)
attached to one of the renderer's threads as the watchdog ended it holds the dead process, and the zygote
that must collect it, and the browser waiting on the zygote, wait with it (a CI run's two hogs so ran out a
120 s read deadline each). The test plays a handler that never lets go: it attaches to a thread of the page's
renderer other than its leader just before the page allocates past the bound, and holds it until the read
ends. So it covers both rules: a tracer on any thread is seen (the renderer is not ended before the grace),
and a browser silent after the kill the grace ends in is ended (the lifeline's browser kill). The rule for a
tracer that lets go within the grace is test_watchdog's.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import suppress
from pathlib import Path
from typing import Any

import anyio
import pytest

from kotoba.settings import Settings
from kotoba.web.browser.lifeline import ANSWER_WAIT, ASKS
from kotoba.web.browser.watchdog import TRACED_GRACE, available
from kotoba.web.page import PageReader
from tests.support import spa_pages
from tests.support.browser import CHROMIUM, needs_chromium
from tests.support.servers.http import PageServer, page, respond, serve

pytestmark = [
    *needs_chromium,
    pytest.mark.skipif(importlib.util.find_spec("playwright") is None, reason="needs Playwright"),
    pytest.mark.skipif(not available(), reason="the watchdog reads /proc"),
]

BOUND_MB = 700  # (the browser alone holds about 250 MB)
SETTINGS = Settings(
    allow=("127.0.0.1",), reader_url="", deadline=45.0, browser=str(CHROMIUM), render="always"
).replace(render_memory=BOUND_MB)
# Holds 128 MB (with the browser, under half the bound), says so, waits on a long poll, then opens another that
# is never answered (the render does not settle) and allocates 32 MB a tick until it is ended (or at 2.5 GB, a
# safety stop for the machine; the data limit refuses it before).
HOG = (
    "<!doctype html><html><head><title>Hog</title></head><body><div id='root'></div><script>"
    "const keep = []; for (let i = 0; i < 8; i++) { const b = new Uint8Array(16 << 20); b.fill(7); keep.push(b); }"
    "function grow() { const b = new Uint8Array(32 << 20); b.fill(7); keep.push(b);"
    " if (keep.length < 80) setTimeout(grow, 0); }"
    "fetch('/held').then(() => fetch('/go')).then(() => { fetch('/never'); grow(); });"
    "</script></body></html>"
)
PTRACE_SEIZE = 0x4206
PTRACE_DETACH = 17
WALL = 0x40000000  # waitpid's __WALL: a traced thread that is not its process's leader is waited for so
_libc = ctypes.CDLL(None, use_errno=True)
_libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]


@pytest.fixture(scope="module")
def site() -> Iterator[tuple[PageServer, threading.Event]]:
    go, done = threading.Event(), threading.Event()

    def held_back(handler: Any) -> None:
        go.wait(60)
        respond(handler, "go", content_type="text/plain")

    def never(handler: Any) -> None:
        done.wait(60)
        respond(handler, "", content_type="text/plain")

    with serve(
        {
            "/hog": page(HOG),
            "/held": page("held", content_type="text/plain"),
            "/go": held_back,
            "/never": never,
            "/shell": page(spa_pages.shell()),
            "/api/article.json": page(spa_pages.article_json(), content_type="application/json"),
        }
    ) as server:
        yield server, go
        go.set()
        done.set()


async def test_a_traced_renderer_is_ended_after_the_grace_and_its_silent_browser_within_seconds(
    site: tuple[PageServer, threading.Event],
) -> None:
    server, go = site
    if not _may_trace():
        pytest.skip("this process may not attach to another (ptrace)")
    async with PageReader(SETTINGS) as reader:
        # the browser is started on an ordinary page first: the hog's deadline is spent on the hog alone
        first = await reader.read(server.url("/shell"))
        assert (first.status, first.via) == ("ok", "rendered"), first
        outcomes: list[Any] = []
        traced: list[int] = []
        try:
            async with anyio.create_task_group() as group:

                async def read_hog() -> None:
                    outcomes.append(await reader.read(server.url("/hog")))
                    outcomes.append(time.monotonic())

                group.start_soon(read_hog)
                for _ in range(1200):  # the page was read directly, then rendered, and holds its 128 MB
                    if server.hits("/held"):
                        break
                    await anyio.sleep(0.05)
                renderer = reader._renderer
                assert renderer is not None and renderer.watchdog is not None
                hog = _largest_renderer(_below(os.getpid()), renderer._marker.encode())
                thread = _a_thread_of(hog)
                assert _libc.ptrace(PTRACE_SEIZE, thread, None, None) == 0, ctypes.get_errno()
                traced.append(thread)
                go.set()  # the page allocates past the bound: the watchdog leaves it to its tracer, then ends it
                released = time.monotonic()
        finally:
            for thread in traced:  # the held thread is let go, as a crash handler that waited would
                _release(thread)
        [outcome, ended] = outcomes
        killed = next(iter(renderer.watchdog.kills), None) if renderer.watchdog is not None else None
        after = await reader.read(server.url("/shell"))  # a new browser
    assert outcome.status == "failed", outcome
    assert outcome.reason.endswith(
        f"the page used more than {BOUND_MB} MB of memory in the browser, kotoba's bound for a render"
    ), outcome
    assert killed is not None and killed - released >= TRACED_GRACE, (killed, released)  # left to its tracer
    # Ended within seconds, not at the deadline: the page and its browser are asked ASKS times, ANSWER_WAIT
    # each, before they are called gone (about 6 s on a quiet machine); a loaded one is given 9 s more.
    assert ended - killed < ASKS * ANSWER_WAIT + 9, (ended, killed)
    assert (after.status, after.via) == ("ok", "rendered"), after


def _below(top: int) -> list[int]:
    """Every process descended from ``top``."""
    found: list[int] = []
    stack = [top]
    while stack:
        pid = stack.pop()
        for task in Path(f"/proc/{pid}/task").glob("*"):
            try:
                children = [int(c) for c in (task / "children").read_text().split()]
            except OSError:
                continue
            found.extend(children)
            stack.extend(children)
    return found


def _largest_renderer(pids: list[int], marker: bytes) -> int:
    """The renderer among ``pids`` that holds the most anonymous memory (the page that holds 128 MB), of the
    browser whose command line carries ``marker``."""
    sizes: dict[int, int] = {}
    browsers = [pid for pid in pids if _is_browser(_command(pid), marker)]
    assert len(browsers) == 1, browsers
    for pid in _below(browsers[0]):
        if b"--type=renderer" in _command(pid):
            with suppress(OSError, IndexError, ValueError):
                fields = Path(f"/proc/{pid}/statm").read_text().split()
                sizes[pid] = int(fields[1]) - int(fields[2])
    return max(sizes, key=lambda pid: sizes[pid])


def _is_browser(command: bytes, marker: bytes) -> bool:
    """The browser's own command line: the marker, no child process's ``--type``, not the watchdog's."""
    return marker in command and b"--type=" not in command and b"watchdog" not in command


def _command(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _a_thread_of(pid: int) -> int:
    """A thread of ``pid`` that is not its leader (a crash handler attaches to each)."""
    threads = sorted(int(t.name) for t in Path(f"/proc/{pid}/task").iterdir())
    assert len(threads) > 1, threads  # (a renderer runs many threads)
    return threads[-1]


def _may_trace() -> bool:
    """Whether this process may attach to a child of its own (not where ptrace is refused)."""
    child = subprocess.Popen(["sleep", "10"])
    try:
        if _libc.ptrace(PTRACE_SEIZE, child.pid, None, None) != 0:
            return False
        return True
    finally:
        child.kill()
        child.wait()


def _release(thread: int) -> None:
    """Let go of a thread this test attached to: wait for it if it ended (a traced thread that ended stays
    until its tracer waits for it), else detach from it."""
    try:
        os.waitpid(thread, os.WNOHANG | WALL)
    except ChildProcessError:
        pass
    _libc.ptrace(PTRACE_DETACH, thread, None, None)
