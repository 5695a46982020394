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

The browser is looked for below the reader that started the watchdog (the process tree a Playwright launch
makes), nearest first, and never taken to be the watchdog itself, which carries the marker as an argument.
Taking the lowest pid that carried it, as this once did, picked the watchdog whenever its pid was the lower
one, which happens whenever the pids wrap around between the browser's start and the watchdog's (at
``/proc/sys/kernel/pid_max``, 32,768 by default: minutes into a long test run): it watched itself, and two
pages allocating beside each other took the browser to 5.5 GB against a 700 MB bound, their renders ending
as a timeout and as the page they stopped on, without a word about memory.

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
- A look reads only files the kernel answers without touching the process's memory map (``statm``,
  ``stat``, ``task/*/children``). A process's command line is read from its memory, under the lock that
  every ``mmap``, ``mprotect`` and ``munmap`` of that process takes: read from a process mapping and
  unmapping memory in six threads beside eight busy loops, it took up to 0.37 s (12 ms on average) where
  ``statm`` and ``stat`` took 0.1 ms, and a watchdog that read the largest renderer's at every look waited
  on the very page it was there to end. So a process's
  kind is read once, when it is first seen (a renderer is young and quiet then), and the browser is known
  again at each look by its pid and its start time (``stat``), not by its command line.

And the kernel holds a second, coarser bound that no load can delay: every renderer's data memory
(``RLIMIT_DATA``: its private writable mappings, what allocation grows) is limited to :data:`DATA_FACTOR`
times the bound. The limit is set on the zygotes the renderers are forked from, before the first page is
rendered (:meth:`WatchdogProcess.wait_ready`), so every renderer inherits it, and on any renderer seen
without it. Chromium's own sandbox limits its renderers' ``RLIMIT_DATA`` the same way (``kDataSizeLimit``
in Chromium's ``sandbox/constants.h``), and sizes V8's and PartitionAlloc's reservations within it; only
the sandbox sets it, and a browser started by root runs without one. A page past the limit has its
allocation refused (a JavaScript ``RangeError``) or its renderer ended by Chromium's out-of-memory handler.

It uses only ``/proc`` and ``prlimit`` (Linux); elsewhere there is no watchdog and :func:`available` says
so. The process ends when its parent closes its stdin (or dies); it runs in a session of its own and
ignores SIGINT and SIGTERM, so that a Ctrl-C or a stop meant for the reader's group never leaves a browser
unwatched while the reader is still rendering. A watchdog that died all the same (a kill sent to it, the
system's out-of-memory killer) ends the renders under way (the reader looks for it ten times a second while
a page renders), is started again before the next render, and if it cannot be, the browser is stopped and
the render fails saying so: no page renders unwatched.
"""

from __future__ import annotations

import os
import resource
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path

PROC = Path("/proc")
INTERVAL = 0.05  # seconds between two looks while the browser holds less than half its bound
FAST_INTERVAL = 0.01  # … and while it holds more: at 3 GB/s of allocation, 30 MB past the bound
TREE_EVERY = 0.5  # seconds between two walks of the whole tree (a walk reads every thread's children)
HOG_SHARE = 4  # while an ended process still holds memory, only one holding more than 1/4 is ended
DATA_FACTOR = 2  # each renderer's RLIMIT_DATA, in bounds: the kernel's backstop when a look comes late
TRACED_GRACE = 10.0  # seconds a process past the bound is left to its tracer (a crash handler's dump) at most
READY = b"ready"  # the line (``ready <browser pid> <its start time>``) written once it has found the browser
# and limited its zygotes
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
    reader: int | None = None
    """The process the browser descends from (the reader that started it); None: look through every
    process."""
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
    traced_grace: float = TRACED_GRACE
    """Seconds a process a tracer holds is left to end by itself, from when it was first seen traced: a
    tracer that never lets go (a debugger, ``strace -f``) must not switch the bound off."""
    _dumped: dict[int, float] = field(default_factory=dict)  # traced, left to end by itself: since when
    _browser_started: int | None = None  # the browser's start time (``stat``), by which its pid is known
    _kinds: dict[int, tuple[int, bool]] = field(default_factory=dict)  # pid: (start time, is a renderer)

    def find_browser(self) -> int | None:
        """The pid of the browser process: the first process whose command line carries the marker, walking
        down from the reader (or, with no reader, the one whose parent's does not; the Debian wrapper
        ``exec``s, so the wrapper and the browser are one process)."""
        needle, me = self.marker.encode(), os.getpid()

        def carries(pid: int) -> bool:  # the watchdog process carries the marker too, as an argument
            return pid != me and needle in _cmdline(pid)

        if self.reader is not None:
            found = _first_below(self.reader, carries)
        else:
            candidates: dict[int, int] = {}
            for entry in PROC.iterdir():
                if entry.name.isdigit() and carries(int(entry.name)):
                    candidates[int(entry.name)] = _parent(int(entry.name))
            roots = [pid for pid, parent in candidates.items() if parent not in candidates]
            found = min(roots) if roots else None
        self.browser_pid = found
        self._browser_started = None if found is None else start_time(found)
        return found

    def _browser(self) -> int | None:
        """The browser found before if its pid still names it (the same start time; a browser that ended
        leaves its pid to the next process the system starts, which is never measured, let alone ended),
        else the browser found again."""
        root = self.browser_pid
        if (
            root is not None
            and self._browser_started is not None
            and start_time(root) == self._browser_started
        ):
            return root
        if root is not None and self._browser_started is None and self.marker.encode() in _cmdline(root):
            self._browser_started = start_time(root)
            return root
        return self.find_browser()

    def _is_renderer(self, pid: int) -> bool:
        """Whether ``pid`` is a renderer, its command line read once and kept (a process just forked from
        the zygote still shows the zygote's, so that answer is asked again at the next walk); a zygote or a
        renderer seen for the first time gets the data limit."""
        started = start_time(pid)
        known = self._kinds.get(pid)
        if known is not None and known[0] == started:
            return known[1]
        command = _cmdline(pid)
        renderer = b"--type=renderer" in command
        if renderer or b"--type=zygote" in command:
            _limit_data(pid, DATA_FACTOR * self.limit)
        if b"--type=zygote" not in command:
            self._kinds[pid] = (started, renderer)
        return renderer

    def measure(self) -> Usage | None:
        """The tree's anonymous memory now, or None when the browser is gone."""
        root = self._browser()
        if root is None:
            return None
        now = time.monotonic()
        if now - self._walked >= TREE_EVERY or not self._pids:
            self._pids, self._spawners = _tree(root)
            self._walked = now
            self._kinds = {pid: kind for pid, kind in self._kinds.items() if pid in self._pids}
            known = self._kinds.keys()
            for pid in self._pids:  # new processes and zygote-titled ones: their kind, and the data limit
                if pid != root and pid not in known:
                    self._is_renderer(pid)
        else:
            self._pids = _with_new_children(self._pids, self._spawners)
        self._dying = {pid for pid in self._dying if (PROC / str(pid)).exists()}
        self._dumped = {pid: since for pid, since in self._dumped.items() if _traced(pid)}
        ending = self._dying | {pid for pid, since in self._dumped.items() if now - since < self.traced_grace}
        total, living, largest, largest_size, renderer = 0, 0, None, -1, False
        root_size = 0
        for pid in self._pids:
            size = _anonymous(pid)
            total += size
            if pid in ending:
                continue
            living += size
            if pid == root:
                root_size = size
            elif size > largest_size:
                largest, largest_size = pid, size
        if largest is not None:
            renderer = self._is_renderer(largest)
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
        if _traced(pid):
            # It crashed and its crash handler is taking its dump (``ptrace``): it ends by itself. Ended now,
            # it would be held unreaped by the handler, the zygote waiting for it and the browser waiting on
            # the zygote, answering nothing (kotoba.web.browser.lifeline). While traced, it counts as ending,
            # for :attr:`traced_grace` at most: then it is ended all the same (the lifeline ends a browser
            # that stops answering for it).
            since = self._dumped.setdefault(pid, time.monotonic())
            if time.monotonic() - since < self.traced_grace:
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


class WatchdogFailed(RuntimeError):
    """The watchdog process ended on an error of its own: a bug, not something the page or the machine did."""


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
        self.ready = False
        """Whether the watchdog has found the browser and limited its zygotes' data memory."""
        self.browser_pid: int | None = None
        """The browser's pid, as the watchdog found it (said with ``ready``)."""
        self.browser_started: int | None = None
        """The browser's start time (``stat``, said with ``ready``): its pid names it while this matches."""
        self.browser_ended = False
        """Whether the reader has ended this browser already (it is ended once, whoever asks)."""
        self.kills: list[float] = []
        """When the watchdog ended a process (``time.monotonic()``, the same clock in every process)."""

    @property
    def pid(self) -> int:
        """The watchdog process's pid."""
        return self._process.pid

    def running(self) -> bool:
        """Whether the watchdog process is still there (it ends only when closed)."""
        return self._process.poll() is None

    def check(self) -> None:
        """Raise :class:`WatchdogFailed` if the watchdog ended on an error of its own (an exit status above 0:
        Python's, for an exception it did not catch). Killed by a signal (a kill sent to it, the system's
        out-of-memory killer) is the machine's doing, which the renderer answers by starting another; its own
        error is a bug of kotoba's, never to be passed off as the guard merely stopping."""
        status = self._process.poll()
        if status is not None and status > 0:
            raise WatchdogFailed(f"the render memory watchdog failed (exit status {status})")

    def wait_ready(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for the watchdog's first look at the browser (a page rendered before it
        would start in a renderer without the data limit); True once it has looked."""
        ends = time.monotonic() + seconds
        while True:
            self._read()
            if self.ready or not self.running():
                return self.ready
            left = ends - time.monotonic()
            if left <= 0:
                return False
            assert self._process.stdout is not None
            select.select([self._process.stdout], [], [], min(left, 0.05))

    def killed_since(self, moment: float) -> bool:
        """Whether the watchdog ended a process of the browser at or after ``moment`` (time.monotonic())."""
        return self.kills_since(moment) > 0

    def kills_since(self, moment: float) -> int:
        """How many processes of the browser the watchdog ended at or after ``moment`` (time.monotonic())."""
        self._read()
        return sum(1 for k in self.kills if k >= moment)

    def _read(self) -> None:
        stdout = self._process.stdout
        assert stdout is not None
        if stdout.closed:  # closed: what it said before it was is all there is
            return
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
            if line.startswith(READY):
                self.ready = True
                with suppress(ValueError, IndexError):
                    self.browser_pid = int(line.split()[1])
                    self.browser_started = int(line.split()[2])
                continue
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
    dog = Watchdog(marker, limit, reader=os.getppid())
    stdin = sys.stdin.fileno()
    ready = False
    while True:
        if dog.enforce():
            os.write(sys.stdout.fileno(), f"kill {dog.kills[-1]!r}\n".encode())
        if not ready and dog.browser_pid is not None:
            ready = True
            os.write(sys.stdout.fileno(), READY + f" {dog.browser_pid} {dog._browser_started}\n".encode())
        readable, _, _ = select.select([stdin], [], [], dog.interval())
        if readable and not os.read(stdin, 4096):
            return  # the reader closed it, or is gone


def _stat(pid: int) -> list[bytes]:
    """``stat``'s fields after the command name (state first), or none for a process that is gone."""
    try:
        stat = (PROC / str(pid) / "stat").read_bytes()
    except OSError:
        return []
    return stat[stat.rindex(b")") + 2 :].split()


def _parent(pid: int) -> int:
    fields = _stat(pid)
    return int(fields[1]) if fields else 0


def start_time(pid: int) -> int:
    """When the process started (clock ticks after boot), or -1 when it is gone: a pid and its start time
    name one process, where a pid alone may be handed to the next process the system starts."""
    fields = _stat(pid)
    return int(fields[19]) if fields else -1


def _traced(pid: int) -> bool:
    """Whether a tracer is attached to any thread of ``pid`` (each thread has its own tracer, and the
    process's ``status`` shows only its leader's; ``status`` is answered without the memory map)."""
    return any(_thread_traced(pid, thread) for thread in _threads(pid))


def _thread_traced(pid: int, thread: int) -> bool:
    try:
        with open(PROC / str(pid) / "task" / str(thread) / "status", "rb") as status:
            for line in status:
                if line.startswith(b"TracerPid:"):
                    return line.split()[1] != b"0"
    except (OSError, IndexError):
        pass
    return False


def _limit_data(pid: int, limit: int) -> None:
    """Lower ``pid``'s ``RLIMIT_DATA`` to ``limit`` bytes (never raise it); a process gone has none."""
    with suppress(OSError):
        soft, hard = resource.prlimit(pid, resource.RLIMIT_DATA)
        if soft == resource.RLIM_INFINITY or soft > limit:
            top = limit if hard == resource.RLIM_INFINITY else min(limit, hard)
            resource.prlimit(pid, resource.RLIMIT_DATA, (top, top))


def carrying(marker: str) -> list[int]:
    """The processes whose command line has ``marker`` as one of its arguments, leaving out this process and
    its own children (the watchdog carries it as an argument too): a browser and the processes it forked,
    found even once the driver that started it is gone and it belongs to no process of the reader's."""
    me, needle = os.getpid(), marker.encode()
    found = []
    for entry in PROC.iterdir():
        if entry.name.isdigit() and int(entry.name) != me and _parent(int(entry.name)) != me:
            if needle in _cmdline(int(entry.name)).split(b"\0"):
                found.append(int(entry.name))
    return found


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
        for thread in _threads(pid):
            children = _thread_children(pid, thread)
            if children:
                spawners.add((pid, thread))
                stack.extend(children)
    return seen, spawners


def _first_below(top: int, wanted: Callable[[int], bool]) -> int | None:
    """The first process below ``top`` (nearest first) that is ``wanted``; its own descendants are not
    asked, nor is any process that is not below ``top``."""
    level = _children(top)
    seen: set[int] = {top}
    while level:
        following: list[int] = []
        for pid in level:
            if pid in seen:
                continue
            seen.add(pid)
            if wanted(pid):
                return pid
            following.extend(_children(pid))
        level = following
    return None


def _children(pid: int) -> list[int]:
    return [child for thread in _threads(pid) for child in _thread_children(pid, thread)]


def _threads(pid: int) -> list[int]:
    """The threads of ``pid`` (each keeps a list of the children it started), none for a process gone."""
    try:
        return [int(t.name) for t in (PROC / str(pid) / "task").iterdir()]
    except OSError:
        return []


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
