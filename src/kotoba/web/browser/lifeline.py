"""What ends a render before its deadline: its watchdog gone, its page's renderer gone, or a page (or a whole
browser) that no longer answers after the watchdog ended a process.

A render cannot wait on its page alone to learn that the page is gone. Playwright says a page crashed when
Chromium sends ``Inspector.targetCrashed``, and Chromium sends that only for some ends of a renderer (a
crash, a kill, a failed launch); for the others (an exit it reads as normal, an out-of-memory status) it
sends ``Inspector.detached`` ("Render process gone."), which Playwright does not listen to, and every later
call to the page waits for ever. And a browser can stop answering altogether: a renderer's end is learned
by the browser asking the zygote that forked it, which waits for the process; a renderer ended while a
crash handler was attached to one of its threads (``ptrace``) is not handed to the zygote until that
handler waits for it, and it never does, so the zygote waits, and the browser with it, answering nothing
(two renders once ran out a 120 s read's deadline so, their browser back at its idle size after the
watchdog ended both hogs). Hence each render keeps a DevTools session of its own to its page
(:class:`Lifeline`), which hears both events, and after every process the watchdog ends while the page
renders, the page and its browser are asked to answer (:data:`PROBE`, :data:`ANSWER_WAIT`, :data:`ASKS`):
a page that never does is ended, and a browser that does not either is ended too
(:attr:`Lifeline.browser_silent`), so that the next render starts a new one.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

import anyio

from kotoba.web.browser.watchdog import WatchdogProcess

if TYPE_CHECKING:
    from playwright.async_api import BrowserContext, CDPSession, Page

GUARD_LOOK = 0.1  # seconds between two looks, during a render, at the watchdog and the page's state
ANSWER_WAIT = 3.0  # seconds a page and its browser get to answer after a kill (a loaded machine is slow)
ASKS = 2  # times they are asked before one that never answered is called gone
PROBE = "Performance.getMetrics"
"""The question a page is asked: Chromium sends it to the renderer's IO thread, which interrupts the page's
script to answer it, so a page whose script never returns still answers; a page whose renderer is gone
never does."""
BROWSER_PROBE = "Browser.getVersion"  # answered by the browser process itself, no renderer involved

T = TypeVar("T")


@dataclass
class Lifeline:
    """One render's own DevTools session to its page, and the browser's: what says the page is gone."""

    page: CDPSession
    browser: CDPSession | None
    gone: list[str] = field(default_factory=list)
    """Why the page can no longer answer, as it was learned: "crashed" or "detached" (Chromium's events),
    "silent" (it did not answer after a kill)."""
    browser_silent: bool = False
    """The browser itself did not answer either: it must be ended for any render to end."""

    @classmethod
    async def open(cls, context: BrowserContext, page: Page, browser: CDPSession | None) -> Lifeline:
        """A session to ``page`` that hears Chromium say its renderer is gone, either way it says it."""
        session = await context.new_cdp_session(page)
        line = cls(session, browser)
        session.on("Inspector.targetCrashed", lambda _: line.gone.append("crashed"))
        session.on("Inspector.detached", lambda _: line.gone.append("detached"))
        await session.send("Inspector.enable")
        return line

    async def answers(self) -> bool:
        """Whether the page answers within :data:`ANSWER_WAIT`, asked up to :data:`ASKS` times; when it never
        does, it is gone ("silent"), and whether its browser answered the last time is kept
        (:attr:`browser_silent`). A page silent once is asked again, and its browser with it: a live one can
        miss one wait on a loaded machine (a long layout pass, its messages held during a navigation's
        commit), and a page called gone fails with the memory reason, a browser called silent with every
        render in it."""
        answered: dict[str, bool] = {}

        async def ask(name: str, session: CDPSession, method: str) -> None:
            answered[name] = await _asked(session, method)

        for _ in range(ASKS):
            async with anyio.create_task_group() as group:
                group.start_soon(ask, "page", self.page, PROBE)
                if self.browser is not None:
                    group.start_soon(ask, "browser", self.browser, BROWSER_PROBE)
            if answered["page"]:
                return True
        self.gone.append("silent")
        self.browser_silent = not answered.get("browser", True)
        return False


async def _asked(session: CDPSession, method: str) -> bool:
    """Whether ``session`` answers ``method`` within :data:`ANSWER_WAIT` (an error is no answer: the target
    is closed or crashed)."""
    from playwright.async_api import Error

    with anyio.move_on_after(ANSWER_WAIT):
        try:
            await session.send(method)
        except Error:
            return False
        return True
    return False


async def while_watched(
    watchdog: WatchdogProcess | None,
    load: Callable[[], Awaitable[T]],
    crashed: list[bool],
    line: Lifeline | None = None,
    started: float = 0.0,
) -> T | None:
    """What ``load()`` comes to, or None when it was ended first: the watchdog stopped, the page's renderer
    crashed (``crashed``, set by the page's crash event), Chromium said the renderer is gone (``line``), or
    the page did not answer after a process the watchdog ended at or after ``started``
    (``time.monotonic()``).

    The watchdog is checked before each render, but one that dies during a render (a kill sent to it, the
    system's out-of-memory killer) would leave that page allocating with only the kernel's coarser data
    limit over it, for as long as its deadline: so the render is ended as soon as the watchdog is seen
    gone (every :data:`GUARD_LOOK`), and the next render starts a new one first. And a page whose renderer
    was ended is not waited on: a call to a crashed page may never answer."""
    outcome: list[T] = []

    async def run() -> None:
        outcome.append(await load())
        group.cancel_scope.cancel()

    async def watch() -> None:  # (a process's end is polled for: no event tells the loop of it)
        while True:
            if crashed or (line is not None and line.gone):
                group.cancel_scope.cancel()
                return
            if watchdog is not None and not watchdog.running():
                watchdog.check()  # its own error is a bug of ours, raised as one
                group.cancel_scope.cancel()
                return
            await anyio.sleep(GUARD_LOOK)

    async def ask_after_kills(dog: WatchdogProcess, asking: Lifeline) -> None:
        asked = 0  # kills since the render began that the page was asked after
        while True:
            await anyio.sleep(GUARD_LOOK)
            kills = dog.kills_since(started)
            if kills > asked:
                asked = kills
                if not await asking.answers():
                    group.cancel_scope.cancel()
                    return

    try:
        async with anyio.create_task_group() as group:
            group.start_soon(run)
            group.start_soon(watch)
            if watchdog is not None and line is not None:
                group.start_soon(ask_after_kills, watchdog, line)
    except ExceptionGroup as raised:  # a bug of ours in the load: raised as itself, as without the watch
        if len(raised.exceptions) == 1:
            raise raised.exceptions[0] from None
        raise
    return outcome[0] if outcome else None
