"""A browser starting is kotoba's own cost: the read that starts it keeps its whole deadline for the page, and
a browser that never starts fails the read, within ``KOTOBA_BROWSER_START``, as kotoba's failure.

The browser is Debian's Chromium behind a wrapper script: one that waits before it starts Chromium, as a
cold start on a busy machine does (a first rendered read took 9.5–10.6 s at load 17, later ones 2–4 s), and
one that never starts it. Before, the start counted against the read's deadline, and a read whose deadline
was shorter than the start timed out with a reason that blamed the site.
"""

from __future__ import annotations

import importlib.util
import os
import secrets
import stat
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from kotoba.settings import Settings
from kotoba.web.browser.renderer import NO_START
from kotoba.web.outcome import FailureKind, ReadFailed
from kotoba.web.page import PageReader
from tests.support import spa_pages
from tests.support.browser import CHROMIUM, needs_chromium
from tests.support.servers.http import PageServer, page, serve

pytestmark = [
    *needs_chromium,
    pytest.mark.skipif(importlib.util.find_spec("playwright") is None, reason="needs Playwright"),
]

START_WAIT = 8.0  # seconds the slow wrapper waits before it starts Chromium
DEADLINE = 6.0  # the read's deadline: shorter than that wait, long enough for the page once Chromium runs
NEVER_CAP = 4.0  # the start's bound given to the wrapper that never starts Chromium
SHELL_REASON = "the site served a verification/block page instead of the article"
STOP_SLACK = 6.0  # seconds past the bound for stopping what was started (Playwright's driver, the wrapper)


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve(
        {
            "/shell": page(spa_pages.shell()),
            "/api/article.json": page(spa_pages.article_json(), content_type="application/json"),
        }
    ) as server:
        yield server


def _wrapper(folder: Path, name: str, body: str) -> Path:
    script = folder / name
    script.write_text(f"#!/bin/sh\n{body}\n")
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def _never(folder: Path) -> tuple[Path, str]:
    """A wrapper that never starts Chromium (it sleeps for an hour), and the sleep's own argument, by which
    its child is found: a fraction of a second that no other sleep on the machine is likely to have."""
    wait = f"3600.{secrets.randbelow(10**9):09d}"
    return _wrapper(folder, "never-chromium", f"sleep {wait}"), wait


def _running(*marks: str) -> list[int]:
    """Processes whose command line holds one of ``marks``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                line = (entry / "cmdline").read_bytes()
            except OSError:
                continue  # (ended while looked at)
            if any(mark.encode() in line for mark in marks):
                found.append(int(entry.name))
    return found


def _left_running(wrapper: Path, wait: str) -> list[int]:
    """The wrapper's shell and its sleep, if either is still running :data:`STOP_SLACK` after the read (a
    killed process group is reaped in a moment)."""
    deadline = time.monotonic() + STOP_SLACK
    while (found := _running(str(wrapper), wait)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return found


async def test_a_slow_browser_start_does_not_use_the_reads_deadline(site: PageServer, tmp_path: Path) -> None:
    slow = _wrapper(tmp_path, "slow-chromium", f'sleep {START_WAIT:g}\nexec {CHROMIUM} "$@"')
    settings = Settings(allow=("127.0.0.1",), reader_url="", deadline=DEADLINE, browser=str(slow))
    async with PageReader(settings) as reader:
        began = time.monotonic()
        outcome = await reader.read(site.url("/shell"))
        took = time.monotonic() - began
    assert (outcome.status, outcome.via) == ("ok", "rendered"), outcome
    assert outcome.text.startswith("The lighthouse keeper climbed the spiral stairs every evening at dusk.")
    assert took >= START_WAIT  # the browser did start inside this read, which outlasted its deadline
    # the whole read: the start, bounded by its own limit, and the page, by the deadline
    assert took < settings.browser_start + DEADLINE


async def test_a_browser_that_never_starts_fails_as_kotobas_own_failure_within_its_bound(
    site: PageServer, tmp_path: Path
) -> None:
    never, wait = _never(tmp_path)
    settings = Settings(
        allow=("127.0.0.1",), reader_url="", deadline=DEADLINE, browser=str(never), browser_start=NEVER_CAP
    )
    async with PageReader(settings) as reader:
        began = time.monotonic()
        outcome = await reader.read(site.url("/shell"))
        took = time.monotonic() - began
        after = await reader.read(site.url("/shell"))  # tried again, bounded again: nothing was kept
    assert isinstance(outcome, ReadFailed) and not outcome.internal
    # the direct read's own failure (an "enable JavaScript" shell), then why the browser could not help
    assert outcome.reason == f"{SHELL_REASON}; rendered in a browser: {NO_START.format(seconds=NEVER_CAP)}"
    assert outcome.kind is FailureKind.BLOCK_PAGE and not outcome.definitive
    assert "\n" not in outcome.reason
    assert NEVER_CAP <= took < NEVER_CAP + DEADLINE + STOP_SLACK
    assert isinstance(after, ReadFailed) and after.reason == outcome.reason
    assert _left_running(never, wait) == []  # the wrapper was ended with the start, not left behind


def test_kotoba_read_says_the_browser_did_not_start_in_one_line(site: PageServer, tmp_path: Path) -> None:
    never, wait = _never(tmp_path)
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env |= {"KOTOBA_READER_URL": "", "KOTOBA_BROWSER": str(never), "KOTOBA_BROWSER_START": f"{NEVER_CAP:g}"}
    began = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "kotoba", "read", "--allow", "127.0.0.1", site.url("/shell")],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    took = time.monotonic() - began
    assert done.returncode == 1, done.stderr
    said = NO_START.format(seconds=NEVER_CAP)
    assert done.stdout.startswith(
        f"YOU DID NOT READ THAT PAGE — {SHELL_REASON}; rendered in a browser: {said}."
    )
    assert done.stderr.count("\n") == 1 and said in done.stderr, done.stderr
    assert took < NEVER_CAP + 30  # (the interpreter's own start besides)
    assert _left_running(never, wait) == []
