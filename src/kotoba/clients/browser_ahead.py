"""A server's rendering browser, started in the background as the server starts, so no read waits for it.

A browser's start (Chromium and its first page: seconds on a busy machine) is kotoba's own cost; a read
that meets it waits with its deadline stopped, but still waits. A server that lives long starts it ahead,
behind its own readiness: the server answers at once, and a read that needs the browser before it runs
waits for the same start rather than a second one. Nothing starts where nothing is rendered
(``KOTOBA_RENDER=never``, no Playwright, no browser). A start that fails is said once, in one line on the
server's stderr (its log); reads go on as before, each that needs the browser trying it again and failing
with its own reason. A start cut short by the server's own stop is not such a failure: a service manager
stops the whole process group at once, Chromium with the server, and the launch then fails because its
browser went away. So the line waits :data:`SAY_AFTER` seconds first, and a stop in progress cancels it.
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

import anyio

from kotoba.bugs import log_bug

if TYPE_CHECKING:
    from kotoba.web.page import PageReader

SAY_AFTER = 5.0  # seconds a failed start waits before it is said: long enough for a stop to cancel it
NOT_STARTED = (
    "kotoba: starting the browser ahead of the reads failed: {reason}; each read that needs it tries again"
)


def _load_playwright() -> None:
    try:
        import playwright.async_api  # noqa: F401  # (loaded here so that the start does not load it)
    except ImportError:
        pass  # the start says what is missing


async def start_browser_once(reader: PageReader) -> None:
    """Start ``reader``'s browser; a failure is one line on stderr, a bug in kotoba is logged as one.
    Playwright is loaded in a thread first: the event loop keeps serving while its modules load."""
    try:
        await anyio.to_thread.run_sync(_load_playwright)
        reason = await reader.start_browser()
    except Exception as exc:  # the server goes on serving: its reads meet the same bug and say so
        log_bug(exc, "starting the browser ahead of the reads")
        return
    if reason is not None:
        await anyio.sleep(SAY_AFTER)  # a server being stopped cancels this, and nothing is said
        print(NOT_STARTED.format(reason=" ".join(reason.split())), file=sys.stderr, flush=True)


@asynccontextmanager
async def browser_started_behind(reader: PageReader) -> AsyncIterator[None]:
    """Inside the block, ``reader``'s browser starts in the background; a start still running when the
    block ends (the server stopping) is cancelled, and the reader's close stops what it started."""
    async with anyio.create_task_group() as group:
        group.start_soon(start_browser_once, reader)
        try:
            yield
        finally:
            group.cancel_scope.cancel()
