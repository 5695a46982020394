"""The render-memory watchdog as a process of its own, against a stand-in "browser": a process tree that
carries the marker and allocates past the bound (the attack with a real browser and hostile pages:
test_render_memory.py)."""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import anyio
import pytest

from kotoba.web.browser.lifeline import while_watched
from kotoba.web.browser.watchdog import WatchdogFailed, WatchdogProcess, available

pytestmark = pytest.mark.skipif(not available(), reason="the watchdog reads /proc")

MB = 1024 * 1024
# A "browser" that holds a little, and a "renderer" child that takes `size` MB once told (a line on stdin).
STAND_IN = """
import subprocess, sys, time
keep = bytearray(10 << 20)
child = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.readline(); b = bytearray(int(sys.argv[1]) << 20); b[::4096] = b'x' * len(b[::4096]); import time; time.sleep(60)", sys.argv[1], "--type=renderer"], stdin=subprocess.PIPE)
print(child.pid, flush=True)
sys.stdin.readline()
child.stdin.write(b"go\\n"); child.stdin.flush()
time.sleep(60)
"""


@contextmanager
def stand_in(marker: str, size_mb: int) -> Iterator[tuple[subprocess.Popen[str], int]]:
    command = [sys.executable, "-c", STAND_IN, str(size_mb), marker]
    with subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as proc:
        try:
            assert proc.stdout is not None
            yield proc, int(proc.stdout.readline())
        finally:
            proc.kill()


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def start(proc: subprocess.Popen[str]) -> None:
    assert proc.stdin is not None
    proc.stdin.write("go\n")
    proc.stdin.flush()


def test_a_renderer_past_the_bound_is_ended_and_the_reader_told() -> None:
    marker = f"--kotoba-render-id=test{os.getpid()}"
    with stand_in(marker, 300) as (browser, renderer):
        dog = WatchdogProcess(marker, 150 * MB)
        try:
            started = time.monotonic()
            start(browser)
            ends = time.monotonic() + 10
            while alive(renderer) and time.monotonic() < ends:
                time.sleep(0.02)
            assert not alive(renderer)  # the renderer, past the bound, was ended…
            assert browser.poll() is None  # … and the browser, small, was not
            assert dog.killed_since(started)
            assert not dog.killed_since(time.monotonic())
        finally:
            dog.close()


# A tracer of the stand-in renderer, as a crash handler taking a crashed renderer's dump: attached until its
# stdin closes (a tracer that ends lets its tracee go).
TRACER = """
import ctypes, sys
libc = ctypes.CDLL(None, use_errno=True)
libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]
print(libc.ptrace(0x4206, int(sys.argv[1]), None, None), flush=True)  # PTRACE_SEIZE: it keeps running
sys.stdin.read()
"""


def test_a_renderer_being_dumped_by_a_crash_handler_is_left_to_end_by_itself() -> None:
    # Ended while a tracer holds it, a renderer is never reaped by its zygote until the tracer waits for it,
    # and the browser, which waits on the zygote to learn of the end, stops answering (a read once ran out
    # its deadline so). A crashed renderer ends by itself once dumped: it is left alone while traced.
    marker = f"--kotoba-render-id=traced{os.getpid()}"
    with (
        stand_in(marker, 200) as (browser, renderer),  # past the bound, within the data limit
        subprocess.Popen(
            [sys.executable, "-c", TRACER, str(renderer)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        ) as tracer,
    ):
        assert tracer.stdout is not None and tracer.stdin is not None
        if tracer.stdout.readline().strip() != "0":
            tracer.kill()
            pytest.skip("no tracer may attach here (ptrace)")
        dog = WatchdogProcess(marker, 150 * MB)
        try:
            assert dog.wait_ready(10.0)
            start(browser)
            time.sleep(3.0)  # past the bound, 60 looks at the least
            assert alive(renderer) and not dog.killed_since(0.0)
            tracer.stdin.close()  # the dump is written: the tracer lets it go
            tracer.wait(10)
            ends = time.monotonic() + 10
            while alive(renderer) and time.monotonic() < ends:
                time.sleep(0.02)
            assert not alive(renderer) and dog.killed_since(0.0)  # no longer traced, and still past the bound
        finally:
            tracer.kill()
            dog.close()


def test_a_watchdog_that_fails_on_an_error_of_its_own_is_raised_as_a_bug() -> None:
    # A watchdog killed (by someone, by the system's out-of-memory killer) is the machine's doing: the render
    # under way ends saying the guard stopped, and another is started. One that fails on an error of its own
    # is a bug of kotoba's, and must not pass as the guard merely stopping (every later render would fail
    # so, and nobody would learn of it). Here its first line hits a pipe the reader closed: BrokenPipeError.
    marker = f"--kotoba-render-id=fails{os.getpid()}"
    dog = WatchdogProcess(marker, 150 * MB)
    try:
        assert dog._process.stdout is not None
        dog._process.stdout.close()
        with stand_in(marker, 10):
            ends = time.monotonic() + 20
            while dog.running() and time.monotonic() < ends:
                time.sleep(0.02)
            assert not dog.running()
        with pytest.raises(WatchdogFailed, match="exit status 1"):
            dog.check()

        async def render() -> None:
            await anyio.sleep(30)

        with pytest.raises(WatchdogFailed):  # a render under way: raised, not ended as "the guard stopped"
            anyio.run(while_watched, dog, render, [])
    finally:
        dog.close()


def test_a_watchdog_whose_pid_is_lower_than_its_browsers_watches_the_browser_not_itself() -> None:
    # The watchdog carries the marker on its own command line, and pids wrap around (at 32,768 by default),
    # so after a few thousand processes a browser's pid can be higher than its watchdog's. One that took the
    # lowest pid carrying the marker for the browser watched itself: a page reached 5.9 GB against 700 MB.
    marker = f"--kotoba-render-id=late{os.getpid()}"
    dog = WatchdogProcess(marker, 150 * MB)  # started before the browser: the lower pid, as after a wrap
    try:
        with stand_in(marker, 200) as (browser, renderer):  # past the bound, within the data limit
            assert dog.wait_ready(10.0)  # it found the browser
            started = time.monotonic()
            start(browser)
            ends = time.monotonic() + 10
            while alive(renderer) and time.monotonic() < ends:
                time.sleep(0.02)
            assert not alive(renderer) and dog.killed_since(started)
    finally:
        dog.close()


def test_the_kernel_limits_each_renderers_data_memory_before_the_first_page() -> None:
    # The backstop no load can delay: a renderer cannot commit more than twice the bound, whenever the
    # watchdog's next look comes. Set before the watchdog says it is ready (the reader renders only then).
    marker = f"--kotoba-render-id=data{os.getpid()}"
    with stand_in(marker, 40) as (browser, renderer):
        dog = WatchdogProcess(marker, 150 * MB)
        try:
            assert dog.wait_ready(10.0)
            assert resource.prlimit(renderer, resource.RLIMIT_DATA) == (300 * MB, 300 * MB)
            assert resource.prlimit(browser.pid, resource.RLIMIT_DATA)[0] == resource.RLIM_INFINITY
        finally:
            dog.close()


def test_under_the_bound_nothing_is_ended() -> None:
    marker = f"--kotoba-render-id=calm{os.getpid()}"
    with stand_in(marker, 40) as (browser, renderer):
        dog = WatchdogProcess(marker, 150 * MB)
        try:
            started = time.monotonic()
            start(browser)
            time.sleep(1.0)
            assert alive(renderer) and not dog.killed_since(started)
        finally:
            dog.close()


def test_the_watchdog_ends_with_its_reader_and_not_on_a_groups_ctrl_c() -> None:
    dog = WatchdogProcess("--kotoba-render-id=none", 150 * MB)
    pid = dog._process.pid
    assert os.getsid(pid) == pid  # a session of its own: the terminal's Ctrl-C is not sent to it
    time.sleep(0.5)  # started
    os.kill(pid, signal.SIGINT)  # and one sent to it alone is ignored
    os.kill(pid, signal.SIGTERM)
    time.sleep(0.3)
    assert dog._process.poll() is None  # still watching: the reader decides when it ends
    started = time.monotonic()
    dog.close()
    assert dog._process.returncode == 0 and time.monotonic() - started < 1.0


def test_a_pid_the_ended_browser_left_to_another_process_is_never_measured_nor_ended() -> None:
    # the watchdog outlives a browser that ends until the reader notices; the system may give the browser's
    # pid to any process meanwhile, and one holding more than the bound was ended as if it were the browser
    from kotoba.web.browser.watchdog import Watchdog

    hog = "b = bytearray(40 << 20); b[::4096] = b'x' * len(b[::4096]); import time; time.sleep(60)"
    with subprocess.Popen([sys.executable, "-c", hog]) as other:
        try:
            time.sleep(1.0)  # its memory taken
            dog = Watchdog(f"--kotoba-test-{os.getpid()}-gone", 10 * MB)
            dog.browser_pid = other.pid  # the browser found before had this pid
            assert not dog.enforce()
            assert dog.measure() is None
            assert other.poll() is None
        finally:
            other.kill()


# Two threads, the second one's id printed: a crash handler attaches to each thread of a crashed renderer,
# and a process's own ``status`` shows only its leader thread's tracer.
TWO_THREADS = """
import threading, time, ctypes
libc = ctypes.CDLL(None)
def second():
    print(libc.syscall(186), flush=True)  # gettid (x86-64)
    time.sleep(60)
threading.Thread(target=second, daemon=True).start()
time.sleep(60)
"""


def test_a_tracer_on_any_thread_of_a_process_counts_as_traced() -> None:
    from kotoba.web.browser.watchdog import _traced

    with subprocess.Popen([sys.executable, "-c", TWO_THREADS], stdout=subprocess.PIPE, text=True) as target:
        try:
            assert target.stdout is not None
            thread = int(target.stdout.readline())
            assert thread != target.pid and not _traced(target.pid)
            with subprocess.Popen(
                [sys.executable, "-c", TRACER, str(thread)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            ) as tracer:
                assert tracer.stdout is not None and tracer.stdin is not None
                if tracer.stdout.readline().strip() != "0":
                    tracer.kill()
                    pytest.skip("no tracer may attach here (ptrace)")
                assert _traced(target.pid)
                tracer.stdin.close()
                tracer.wait(10)
            assert not _traced(target.pid)
        finally:
            target.kill()


def test_a_renderer_whose_tracer_never_lets_go_is_ended_after_the_grace() -> None:
    # a debugger or ``strace -f`` holds every process for good: left alone for ever, the bound would be off
    from kotoba.web.browser.watchdog import Watchdog

    marker = f"--kotoba-render-id=held{os.getpid()}"
    with (
        stand_in(marker, 200) as (browser, renderer),
        subprocess.Popen(
            [sys.executable, "-c", TRACER, str(renderer)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        ) as tracer,
    ):
        try:
            assert tracer.stdout is not None
            if tracer.stdout.readline().strip() != "0":
                pytest.skip("no tracer may attach here (ptrace)")
            dog = Watchdog(marker, 150 * MB, reader=os.getpid(), traced_grace=1.5)
            start(browser)
            began = time.monotonic()
            while not dog.enforce() and time.monotonic() - began < 10:
                time.sleep(0.02)
            waited = time.monotonic() - began
            assert dog.kills and 1.5 <= waited < 10, waited  # left to its tracer for the grace, then ended
            ends = time.monotonic() + 5
            while alive(renderer) and time.monotonic() < ends:
                time.sleep(0.02)
            assert not alive(renderer)
        finally:
            tracer.kill()


def test_a_silent_browser_is_ended_only_while_its_pid_still_names_it() -> None:
    # every render in a browser that stops answering asks for it to be ended, and a browser that ended
    # already left its pid to whatever process the system started next
    from kotoba.web.browser.renderer import _end_browser

    marker = f"--kotoba-render-id=end{os.getpid()}"
    with (
        stand_in(marker, 10) as (browser, _),
        subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]) as other,
    ):
        dog = WatchdogProcess(marker, 500 * MB)
        try:
            assert dog.wait_ready(10.0) and dog.browser_pid == browser.pid and dog.browser_started is not None
            dog.browser_pid = other.pid  # the browser's pid, handed on: another process's start time
            _end_browser(dog)
            assert other.poll() is None and dog.browser_ended
            dog.browser_pid = browser.pid
            _end_browser(dog)  # ended once already (it was gone): not again
            assert browser.poll() is None
            dog.browser_ended = False
            _end_browser(dog)
            assert browser.wait(5) == -signal.SIGKILL
        finally:
            other.kill()
            dog.close()
