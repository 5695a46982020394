"""The loop drops Playwright's abort written to a driver that is gone, and nothing else: an error raised in
any other callback, even one that says something is closed, still reaches the handler the loop had before.
(Playwright's own abort to a gone driver is played by the real server's stop in
tests/clients/test_browser_ahead.py.)"""

from __future__ import annotations

import asyncio
from typing import Any

from kotoba.web.browser.driver_gone import quiet_aborts_to_a_gone_driver


def _closed_pipe() -> None:
    raise RuntimeError("unable to perform operation on <WriteUnixTransport closed=True>; the handler is closed")


def test_an_error_of_another_callback_still_reaches_the_loops_handler() -> None:
    seen: list[BaseException] = []

    async def main() -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(lambda _, context: seen.append(context["exception"]))
        quiet_aborts_to_a_gone_driver()
        quiet_aborts_to_a_gone_driver()  # (once per loop: the handler is not wrapped twice)
        loop.call_soon(_closed_pipe)
        loop.call_soon(_raise, ValueError("a bug"))
        await asyncio.sleep(0.05)

    asyncio.run(main())
    assert [type(exc) for exc in seen] == [RuntimeError, ValueError]


def _raise(exc: Any) -> None:
    raise exc
