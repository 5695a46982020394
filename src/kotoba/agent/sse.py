"""Server-sent events from the provider's response body, one JSON object per event, as each arrives.

The loop reads the stream's lines through the official client (``with_streaming_response``) and decodes
the events here instead of letting the SDK build its typed models. The SDK builds those lazily: the first
event of a process cost about 0.6 s of schema building (more on a loaded machine), and that delay sat
between the provider's ``output_item.added`` and the step row opening — the dead screen the rows exist to
prevent, paid by every one-shot ``kotoba ask``. Plain dicts cost microseconds, and the loop dispatches on
the ``type`` string either way (the SDK yields unknown types as some other model, so ``isinstance`` was
never an option).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

DONE = "[DONE]"


class StreamBroke(Exception):
    """Reading the provider's stream raised ``cause`` (a connection that died mid-body, a read timeout).

    Raised in place of the transport's own exception, whose type belongs to whichever HTTP library the
    client uses: where it was raised, not what it is, tells the provider's failure from a bug in kotoba.
    """

    def __init__(self, cause: Exception) -> None:
        super().__init__(str(cause))
        self.cause = cause


async def events(lines: AsyncIterator[str]) -> AsyncIterator[dict[str, Any]]:
    """Decode SSE ``lines`` into event objects; ``data: [DONE]`` and comments are skipped.

    Data that is not a JSON object becomes an ``error`` event rather than an exception: a provider that
    sends garbage has failed, and the loop reports failures as one line. An exception from reading the
    lines is raised as :class:`StreamBroke`.
    """
    data: list[str] = []
    async for raw in _read(lines):
        line = raw.rstrip("\r\n")
        if line:
            field, _, value = line.partition(":")
            if field == "data":
                data.append(value.removeprefix(" "))
            continue
        if not data:
            continue
        payload, data = "\n".join(data), []
        if payload == DONE:
            continue
        yield _decode(payload)
    if data and "\n".join(data) != DONE:
        yield _decode("\n".join(data))


async def _read(lines: AsyncIterator[str]) -> AsyncIterator[str]:
    while True:
        try:
            raw = await anext(lines)
        except StopAsyncIteration:
            return
        except Exception as exc:
            raise StreamBroke(exc) from exc
        yield raw


def _decode(payload: str) -> dict[str, Any]:
    try:
        value = json.loads(payload)
    except json.JSONDecodeError:
        return {"type": "error", "message": f"the provider sent an event that is not JSON: {payload[:80]!r}"}
    if not isinstance(value, dict):
        return {
            "type": "error",
            "message": f"the provider sent an event that is not an object: {payload[:80]!r}",
        }
    if "type" not in value and isinstance(value.get("error"), dict):
        return {"type": "error", **value["error"]}
    return value
