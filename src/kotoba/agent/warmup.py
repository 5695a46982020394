"""Warm the ``openai`` SDK's event parsing before the first event arrives.

The SDK builds its stream-event types lazily: the first event of a process costs about 0.6 s of parsing and
each new event kind another ~0.07 s. On the first turn that delay sits between the provider's
``output_item.added`` and the step row opening — the "dead screen" the rows exist to prevent. Parsing one
event of each kind in a background thread while the request is in flight moves that cost off the stream.
"""

from __future__ import annotations

import threading
from typing import Any

_started = threading.Lock()
_done = False

_ITEMS: list[dict[str, Any]] = [
    {"id": "ws_0", "type": "web_search_call", "status": "in_progress"},
    {
        "id": "ws_0",
        "type": "web_search_call",
        "status": "completed",
        "action": {"type": "search", "queries": []},
    },
    {
        "id": "fc_0",
        "type": "function_call",
        "status": "in_progress",
        "arguments": "",
        "call_id": "c",
        "name": "f",
    },
    {"id": "msg_0", "type": "message", "status": "in_progress", "content": [], "role": "assistant"},
    {"id": "rs_0", "type": "reasoning", "summary": []},
]


def _events() -> list[dict[str, Any]]:
    response = {
        "id": "resp_0",
        "object": "response",
        "created_at": 0,
        "status": "in_progress",
        "model": "m",
        "output": [],
        "tools": [],
    }
    where = {"item_id": "msg_0", "output_index": 0, "content_index": 0, "sequence_number": 0}
    events: list[dict[str, Any]] = [
        {"type": "response.created", "response": response, "sequence_number": 0},
        {"type": "response.in_progress", "response": response, "sequence_number": 0},
        {"type": "response.completed", "response": response, "sequence_number": 0},
        {"type": "response.output_text.delta", "delta": "", "logprobs": [], **where},
        {
            "type": "response.output_text.annotation.added",
            "annotation_index": 0,
            **where,
            "annotation": {"type": "url_citation", "start_index": 0, "end_index": 0, "title": "", "url": ""},
        },
        {
            "type": "response.function_call_arguments.delta",
            "item_id": "fc_0",
            "output_index": 0,
            "delta": "",
            "sequence_number": 0,
        },
        {
            "type": "response.web_search_call.searching",
            "item_id": "ws_0",
            "output_index": 0,
            "sequence_number": 0,
        },
    ]
    for item in _ITEMS:
        for kind in ("response.output_item.added", "response.output_item.done"):
            events.append({"type": kind, "output_index": 0, "item": item, "sequence_number": 0})
    return events


def _warm() -> None:
    try:
        from openai._models import construct_type
        from openai.types.responses import ResponseStreamEvent
    except ImportError:  # a future SDK moved them: nothing to warm, nothing broken
        return
    for event in _events():
        construct_type(type_=ResponseStreamEvent, value=event)


def warm_in_background() -> None:
    """Start warming once per process; returns at once."""
    global _done
    with _started:
        if _done:
            return
        _done = True
    threading.Thread(target=_warm, name="kotoba-sdk-warmup", daemon=True).start()
