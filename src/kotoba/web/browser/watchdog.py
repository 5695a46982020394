"""A bound on the rendering browser's memory: a watchdog over its process tree, read from ``/proc``, in a
process of its own.

A page can allocate without end — JavaScript objects, ``ArrayBuffer``s outside the JavaScript heap, DOM
nodes, canvases — and the deadline alone let one reach 5.7 GB in 12 s. V8's own heap limit
(``--max-old-space-size``, set by the renderer) stops only the first kind, and Chromium offers no switch
that bounds the rest (V8 counts an ``ArrayBuffer``'s memory only to schedule its collections), so this
watchdog measures the whole browser: every process descended from the Chromium that one
:class:`~kotoba.web.browser.renderer.Renderer` started, found by a marker switch on its command line. It adds
up their *anonymous* resident memory (``statm``'s resident minus shared pages: what allocation grows,
without counting the libraries and fonts the processes share), and when the sum passes the bound it ends
the largest renderer process (SIGKILL; Chromium reports the page as crashed, and the render fails saying
why), or the whole browser when the largest is not a renderer. The next render starts a new browser if
needed.

What a page allocates between two looks is how far past the bound the browser can get, so the bound holds
by how often it looks, which nothing else may delay:

- It runs in its own small process (:class:`WatchdogProcess`; standard library only), not as a task of
  the reader's event loop: a loop busy for 0.3–0.5 s (a large page's text handed over, an extraction) let
  a page allocate unseen, 1,162 MB against a 700 MB bound on a quiet machine, where a page fills memory
  at 2–3 GB/s.
- It looks every :data:`INTERVAL`, and every :data:`FAST_INTERVAL` while the browser holds more than
  half its bound: at 3 GB/s, 30 MB between two looks.
- No pause follows a kill (one of 0.3 s let a second page allocating beside the first grow by up to a
  gigabyte). A process it ended still counts while its memory goes (which takes a while on a busy
  machine), but an ordinary page is not ended to make room meanwhile: while the sum is over the bound
  only because of a process being ended, the largest other one is ended only if it holds more than a
  quarter of the bound itself.
- New processes are seen at the next look: the threads that started children before (the browser's
  launcher, the zygote) are asked at every look, and the whole tree is walked again every
  :data:`TREE_EVERY`.

It uses only ``/proc`` (Linux); elsewhere there is no watchdog and :func:`available` says so. The process
ends when its parent closes its stdin (or dies); it runs in a session of its own and ignores SIGINT and
SIGTERM, so that a Ctrl-C or a stop meant for the reader's group never leaves a browser unwatched while
the reader is still rendering.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

PROC = Path("/proc")
INTERVAL = 0.05  # seconds between two looks while the browser holds less than half its bound
FAST_INTERVAL = 0.01  # … and while it holds more: at 3 GB/s of allocation, 30 MB past the bound
TREE_EVERY = 0.5  # seconds between two walks of the whole tree (a walk reads every thread's children)
HOG_SHARE = 4  # while an ended process still holds memory, only one holding more than 1/4 is ended
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def available() -> bool:
    """Whether this system has ``/proc`` to watch the browser through."""
    return PROC.is_dir()


@dataclass
class Usage:
    """One measurement of the tree: its anonymous memory in bytes, the part of it held by processes not
    being ended, and the largest of those, with its size."""

    total: int
    living: int
    largest_pid: int | None
    largest_size: int
    largest_is_renderer: bool


@dataclass
class Watchdog:
    """Watches the browser whose command line carries ``marker``; ``limit`` is in bytes."""

    marker: str
    limit: int
    kills: list[float] = field(default_factory=list)
    """When the watchdog ended a process (``time.monotonic()``), newest last."""
    peak: int = 0
    """The largest total it measured."""
    last: int = 0
    """The total it measured last."""
    browser_pid: int | None = None
    _pids: list[int] = field(default_factory=list)
    _spawners: set[tuple[int, int]] = field(default_factory=set)  # (pid, thread) that started a child
    _walked: float = float("-inf")
    _dying: set[int] = field(default_factory=set)

    def find_browser(self) -> int | None:
        """The pid of the browser process: the one whose command line carries the marker and whose parent's
        does not (the Debian wrapper ``exec``s, so the wrapper and the browser are one process)."""
        needle = self.marker.encode()
        candidates: dict[int, int] = {}
        for entry in PROC.iterdir():
            if not entry.name.isdigit():
                continue
            try:
                if needle in (entry / "cmdline").read_bytes():
                    candidates[int(entry.name)] = _parent(int(entry.name))
            except OSError:
                continue
        roots = [pid for pid, parent in candidates.items() if parent not in candidates]
        self.browser_pid = min(roots) if roots else None
        return self.browser_pid

    def measure(self) -> Usage | None:
        """The tree's anonymous memory now, or None when the browser is gone."""
        # the browser found before, if its pid still names it: a browser that ended leaves its pid to the
        # next process the system starts, which is never measured, let alone ended
        root = self.browser_pid
        if root is None or self.marker.encode() not in _cmdline(root):
            root = self.find_browser()
        if root is None:
            return None
        now = time.monotonic()
        if now - self._walked >= TREE_EVERY or not self._pids:
            self._pids, self._spawners = _tree(root)
            self._walked = now
        else:
            self._pids = _with_new_children(self._pids, self._spawners)
        self._dying = {pid for pid in self._dying if (PROC / str(pid)).exists()}
        total, living, largest, largest_size, renderer = 0, 0, None, -1, False
        root_size = 0
        for pid in self._pids:
            size = _anonymous(pid)
            total += size
            if pid in self._dying:
                continue
            living += size
            if pid == root:
                root_size = size
            elif size > largest_size:
                largest, largest_size = pid, size
        if largest is not None:
            renderer = b"--type=renderer" in _cmdline(largest)
        if largest is None or largest_size < root_size:
            largest, largest_size, renderer = root, root_size, False
        self.peak = max(self.peak, total)
        self.last = total
        return Usage(total, living, largest, largest_size, renderer)

    def enforce(self) -> bool:
        """Measure once, and end the largest process if the tree is over the bound. True if it ended one."""
        usage = self.measure()
        if usage is None or usage.total <= self.limit or usage.largest_pid is None:
            return False
        if usage.living <= self.limit and usage.largest_size <= self.limit // HOG_SHARE:
            return False  # over only while an ended process lets its memory go: nothing else to end
        pid = usage.largest_pid if usage.largest_is_renderer else self.browser_pid
        if pid is None:
            return False
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            return False
        self.kills.append(time.monotonic())
        self._dying.add(pid)
        self._walked = float("-inf")  # the tree changed: walk it again at the next look
        return True

    def interval(self) -> float:
        """Seconds until the next look: shorter while the browser holds more than half its bound."""
        return FAST_INTERVAL if self.last > self.limit // 2 else INTERVAL


class WatchdogProcess:
    """The watchdog over one browser, running in a process of its own (this file, run by the interpreter
    with the standard library only); the reader asks it which pages it ended."""

    def __init__(self, marker: str, limit: int) -> None:
        command = [sys.executable, "-I", str(Path(__file__).resolve()), marker, str(limit)]
        # A session of its own: Ctrl-C in a terminal and a stop sent to the reader's process group do not
        # reach it (even before it ignores them); it ends when the reader closes its stdin.
        self._process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, close_fds=True, start_new_session=True
        )
        assert self._process.stdout is not None
        os.set_blocking(self._process.stdout.fileno(), False)
        self._pending = b""
        self.kills: list[float] = []
        """When the watchdog ended a process (``time.monotonic()``, the same clock in every process)."""

    def killed_since(self, moment: float) -> bool:
        """Whether the watchdog ended a process of the browser at or after ``moment`` (time.monotonic())."""
        self._read()
        return any(k >= moment for k in self.kills)

    def _read(self) -> None:
        stdout = self._process.stdout
        assert stdout is not None
        while True:
            try:
                chunk = os.read(stdout.fileno(), 4096)
            except OSError:  # BlockingIOError: nothing more for now
                break
            if not chunk:
                break
            self._pending += chunk
        *lines, self._pending = self._pending.split(b"\n")
        for line in lines:
            with suppress(ValueError, IndexError):
                self.kills.append(float(line.split()[1]))

    def close(self) -> None:
        """End the watchdog (it ends when its stdin closes; killed if it has not within a second)."""
        self._read()
        if self._process.stdin is not None:
            self._process.stdin.close()
        try:
            self._process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        if self._process.stdout is not None:
            self._process.stdout.close()


def watch(marker: str, limit: int) -> None:
    """The watchdog process's loop: enforce the bound until stdin closes; each kill is a line on stdout
    (``kill <time.monotonic()>``)."""
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, signal.SIG_IGN)
    dog = Watchdog(marker, limit)
    stdin = sys.stdin.fileno()
    while True:
        if dog.enforce():
            os.write(sys.stdout.fileno(), f"kill {dog.kills[-1]!r}\n".encode())
        readable, _, _ = select.select([stdin], [], [], dog.interval())
        if readable and not os.read(stdin, 4096):
            return  # the reader closed it, or is gone


def _parent(pid: int) -> int:
    try:
        stat = (PROC / str(pid) / "stat").read_bytes()
    except OSError:
        return 0
    return int(stat[stat.rindex(b")") + 2 :].split()[1])


def _cmdline(pid: int) -> bytes:
    try:
        return (PROC / str(pid) / "cmdline").read_bytes()
    except OSError:
        return b""


def _anonymous(pid: int) -> int:
    """Resident memory not shared with a file: ``statm``'s resident pages minus its shared ones."""
    try:
        fields = (PROC / str(pid) / "statm").read_bytes().split()
    except OSError:
        return 0
    return max(0, int(fields[1]) - int(fields[2])) * _PAGE


def _thread_children(pid: int, thread: int) -> list[int]:
    try:
        return [int(c) for c in (PROC / str(pid) / "task" / str(thread) / "children").read_bytes().split()]
    except OSError:
        return []


def _tree(root: int) -> tuple[list[int], set[tuple[int, int]]]:
    """``root`` and every process descended from it, and the threads that started any of them."""
    seen: list[int] = []
    spawners: set[tuple[int, int]] = set()
    stack = [root]
    while stack:
        pid = stack.pop()
        if pid in seen:
            continue
        seen.append(pid)
        try:
            threads = [int(t.name) for t in (PROC / str(pid) / "task").iterdir()]
        except OSError:
            continue
        for thread in threads:
            children = _thread_children(pid, thread)
            if children:
                spawners.add((pid, thread))
                stack.extend(children)
    return seen, spawners


def _with_new_children(pids: list[int], spawners: set[tuple[int, int]]) -> list[int]:
    """``pids`` with the children the known spawning threads have started since the last walk."""
    known = set(pids)
    found = list(pids)
    for pid, thread in spawners:
        for child in _thread_children(pid, thread):
            if child not in known:
                known.add(child)
                found.append(child)
    return found


if __name__ == "__main__":
    watch(sys.argv[1], int(sys.argv[2]))
