"""A bound on the rendering browser's memory: a watchdog over its process tree, read from ``/proc``.

A page can allocate without end — JavaScript objects, ``ArrayBuffer``s outside the JavaScript heap, DOM
nodes, canvases — and the deadline alone let one reach 5.7 GB in 12 s. V8's own heap limit
(``--max-old-space-size``, set by the renderer) stops only the first kind, so this watchdog measures the
whole browser: every process descended from the Chromium that one :class:`~kotoba.web.browser.renderer.
Renderer` started, found by a marker switch on its command line. It adds up their *anonymous* resident
memory (``statm``'s resident minus shared pages: what allocation grows, without counting the libraries and
fonts the processes share) several times a second, and when the sum passes the bound it ends the largest
renderer process (SIGKILL; Chromium reports the page as crashed, and the render fails saying why), or the
whole browser when the largest is not a renderer. The next render starts a new browser if needed.

It uses only ``/proc`` (Linux); elsewhere it watches nothing and says so through :attr:`available`.
"""

from __future__ import annotations

import os
import signal
from dataclasses import dataclass, field
from pathlib import Path

import anyio

PROC = Path("/proc")
INTERVAL = 0.05  # seconds between two measurements: at 1 GB/s of allocation, 50 MB past the bound
TREE_EVERY = 0.5  # seconds between two walks of the process tree (a walk reads every thread's children)
GRACE = 0.3  # seconds after ending a process before another may be ended: its memory takes a moment to go
_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


@dataclass
class Usage:
    """One measurement of the tree: its anonymous memory in bytes, and the largest process in it."""

    total: int
    largest_pid: int | None
    largest_is_renderer: bool


@dataclass
class Watchdog:
    """Watches the browser whose command line carries ``marker``; ``limit`` is in bytes."""

    marker: str
    limit: int
    kills: list[float] = field(default_factory=list)
    """When the watchdog ended a process (``anyio.current_time()``), newest last."""
    peak: int = 0
    """The largest total it measured."""
    browser_pid: int | None = None
    _pids: list[int] = field(default_factory=list)
    _walked: float = float("-inf")

    @property
    def available(self) -> bool:
        return PROC.is_dir()

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
        root = self.browser_pid if self.browser_pid is not None else self.find_browser()
        if root is None or not (PROC / str(root)).exists():
            return None
        now = anyio.current_time()
        if now - self._walked >= TREE_EVERY or not self._pids:
            self._pids, self._walked = _tree(root), now
        total, largest, largest_size, renderer = 0, None, -1, False
        for pid in self._pids:
            size = _anonymous(pid)
            total += size
            if size > largest_size and pid != root:
                largest, largest_size = pid, size
        if largest is not None:
            renderer = b"--type=renderer" in _cmdline(largest)
        if largest is None or largest_size < _anonymous(root):
            largest, renderer = root, False
        self.peak = max(self.peak, total)
        return Usage(total, largest, renderer)

    def enforce(self) -> bool:
        """Measure once, and end the largest process if the tree is over the bound. True if it ended one."""
        if self.kills and anyio.current_time() - self.kills[-1] < GRACE:
            return False
        usage = self.measure()
        if usage is None or usage.total <= self.limit or usage.largest_pid is None:
            return False
        pid = usage.largest_pid if usage.largest_is_renderer else self.browser_pid
        if pid is None:
            return False
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            return False
        self.kills.append(anyio.current_time())
        self._walked = float("-inf")  # the tree changed: walk it again at the next look
        return True

    def killed_since(self, moment: float) -> bool:
        return any(k >= moment for k in self.kills)

    async def run(self) -> None:
        """Enforce the bound until cancelled (run it in a task group beside the renders)."""
        if not self.available:
            return
        while True:
            self.enforce()
            await anyio.sleep(INTERVAL)


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


def _children(pid: int) -> list[int]:
    """The children of ``pid``, from each of its threads' ``children`` file."""
    found: list[int] = []
    try:
        tasks = list((PROC / str(pid) / "task").iterdir())
    except OSError:
        return found
    for task in tasks:
        try:
            found.extend(int(c) for c in (task / "children").read_bytes().split())
        except OSError:
            continue
    return found


def _tree(root: int) -> list[int]:
    """``root`` and every process descended from it."""
    seen, stack = [], [root]
    while stack:
        pid = stack.pop()
        if pid in seen:
            continue
        seen.append(pid)
        stack.extend(_children(pid))
    return seen
