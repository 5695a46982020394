"""When a rendered page is ready to be taken: its text stopped changing with the network quiet, through the
moves a page makes to another document by itself (a script's redirect) or after a click.

Kept apart from the renderer, which starts, bounds and ends renders: this is what one render waits for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import anyio

if TYPE_CHECKING:
    from playwright.async_api import Page

POLL = 0.05
TEXT_LENGTH = "document.body ? document.body.innerText.length : 0"


async def settle(page: Page, network: Network, end: float) -> None:
    """Wait until the page has text that stopped changing with the network quiet for a moment; or the same
    text for 1.5 s while a request stays open (a long poll); or an empty page quiet for 1 s; or ``end``.
    """
    last, same, empty = -1, 0, 0
    while anyio.current_time() < end:
        length = -2
        with anyio.move_on_after(max(0.05, min(0.5, end - anyio.current_time()))):
            length = int(await page.evaluate(TEXT_LENGTH))
        same = same + 1 if length == last and length > 0 else 0
        empty = empty + 1 if length == 0 and network.quiet() else 0
        last = length
        if (same >= 1 and network.quiet()) or same >= 1.5 / POLL or empty >= 1.0 / POLL:
            return
        await anyio.sleep(min(POLL, max(0.0, end - anyio.current_time())))


def navigating(exc: Exception) -> bool:
    """Whether Playwright failed a call because the page was moving to another document ("Execution context
    was destroyed, most likely because of a navigation", "…because the page is navigating…")."""
    return "navigat" in str(exc)


async def settle_navigating(page: Page, network: Network, end: float) -> None:
    """:func:`settle`, through the page's moves to another document: a script's redirect (``location`` set
    as the page starts, common on the web) or the move a click sets off (a consent refusal's form, a reload
    after the choice) destroys the context the text is measured in, and the new document is the one to wait
    for. Any other failure (the page closed or crashed) is the render's, raised at once: waited out as a
    move, it held the render to its deadline before failing it. ``end`` alone bounds the wait (not
    Playwright's own 30 s, which a longer deadline would outlast)."""
    from playwright.async_api import Error

    while anyio.current_time() < end:
        try:
            await settle(page, network, end)
            return
        except Error as exc:
            if not navigating(exc):
                raise
        with anyio.move_on_after(max(0.05, end - anyio.current_time())):
            try:
                await page.wait_for_load_state("domcontentloaded", timeout=0)
            except Error as exc:
                if not navigating(exc):
                    raise
        await anyio.sleep(min(POLL, max(0.0, end - anyio.current_time())))  # (a redirect loop, paced)


async def content(page: Page, network: Network, end: float) -> str:
    """The page's markup; a page that moved to another document as it was taken is taken again once the new
    one settles (the caller bounds the time)."""
    from playwright.async_api import Error

    while True:
        try:
            return await page.content()
        except Error as exc:
            if not navigating(exc):
                raise
        await settle_navigating(page, network, end)
        await anyio.sleep(POLL)


class Network:
    """The page's requests in flight, and when the last one ended: a page is quiet when none is open."""

    QUIET = 0.1

    def __init__(self, page: Page) -> None:
        self.open: set[Any] = set()
        self.ended = anyio.current_time()
        page.on("request", lambda request: self.open.add(request))  # Playwright wants Python functions
        page.on("requestfinished", self._end)
        page.on("requestfailed", self._end)

    def _end(self, request: Any) -> None:
        self.open.discard(request)
        self.ended = anyio.current_time()

    def quiet(self) -> bool:
        return not self.open and anyio.current_time() - self.ended >= self.QUIET
