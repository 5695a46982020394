"""Playwright's abort of a call sent to a driver that is gone, which is no error of kotoba's.

When the task that awaits a Playwright call is cancelled, Playwright sends the driver an abort for it, from a
callback of the event loop. A service manager stops a server's whole process group at once, Playwright's
driver with it: the driver's end closes the pipe to it, and the server's stop then cancels the browser's
launch, before Playwright has learned that the driver is gone. Its abort is written to the closed pipe,
which raises (uvloop: "unable to perform operation on <WriteUnixTransport closed=True …>; the handler is
closed") in that callback, and the loop prints Playwright's traceback on the server's stderr, as if the stop
had failed. The call it aborts has nobody left to answer it, so that one error is dropped; every other goes
to the handler there was before.
"""

from __future__ import annotations

import asyncio
from pathlib import PurePath
from typing import Any

_CONNECTION = ("playwright", "_impl", "connection.py")  # where Playwright's abort callback is defined
_ABORT = "on_done"  # the callback's name there (``Connection.send_message_to_server``'s)


def quiet_aborts_to_a_gone_driver() -> None:
    """Have the running loop drop Playwright's aborts sent to a driver that is gone (once per loop)."""
    loop = asyncio.get_running_loop()
    previous = loop.get_exception_handler()
    if not isinstance(previous, _DroppingAborts):
        loop.set_exception_handler(_DroppingAborts(previous))


class _DroppingAborts:
    """The loop's exception handler: an abort to a gone driver is dropped, the rest handled as before."""

    def __init__(self, previous: Any) -> None:
        self._previous = previous

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        if is_abort_to_a_gone_driver(context.get("exception")):
            return
        if self._previous is None:
            loop.default_exception_handler(context)
        else:
            self._previous(loop, context)


def is_abort_to_a_gone_driver(exc: object) -> bool:
    """Whether ``exc`` is a write to a closed pipe raised in Playwright's abort callback."""
    if not isinstance(exc, RuntimeError) or "closed" not in str(exc):
        return False
    trace = exc.__traceback__
    while trace is not None:
        code = trace.tb_frame.f_code
        if code.co_name == _ABORT and PurePath(code.co_filename).parts[-3:] == _CONNECTION:
            return True
        trace = trace.tb_next
    return False
