"""A browser start cut short from outside (the read's deadline, or its caller cancelling it) leaves nothing
half-started that a later render would use: the next start starts afresh, so the browser it gives is watched
by the guard on its memory.

Before, a start cancelled right after Chromium came up, before its watchdog was started, left a connected
browser with no watchdog, and the next start took it as running: pages rendered in it with nothing bounding
their memory.
"""

from __future__ import annotations

import importlib.util

import anyio
import anyio.lowlevel
import pytest

from kotoba.settings import Settings
from kotoba.web.browser.renderer import Renderer
from kotoba.web.browser.watchdog import available
from kotoba.web.net.policy import Policy
from kotoba.web.net.resolve import system_resolve
from tests.support.browser import needs_chromium

pytestmark = [
    *needs_chromium,
    pytest.mark.skipif(importlib.util.find_spec("playwright") is None, reason="needs Playwright"),
    pytest.mark.skipif(not available(), reason="needs /proc for the memory watchdog"),
]


async def test_a_start_cancelled_once_chromium_runs_is_not_taken_for_a_started_browser() -> None:
    settings = Settings(allow=("127.0.0.1",), reader_url="")
    renderer = Renderer(settings, Policy(settings.allow), system_resolve)
    try:
        async with anyio.create_task_group() as group:

            async def start() -> None:
                await renderer.start("")

            group.start_soon(start)
            with anyio.fail_after(60):
                # (polled at every turn of the loop: no event marks the moment Chromium is up and its
                # watchdog not yet started, the one moment this start must be cut short)
                while renderer._browser is None:
                    await anyio.lowlevel.checkpoint()
            group.cancel_scope.cancel()
        assert await renderer.start("") is None
        assert renderer.watchdog is not None and renderer.watchdog.running()
    finally:
        await renderer.aclose()
