"""A local server that speaks Anthropic's Messages streaming protocol from scripts, for the real ``anthropic``
client (pointed at it by ``base_url``).

An entry answers one request: an error (``{"status": 529, "body": {...}}``), verbatim events (``{"events":
[...]}``, where ``{"hold": SECONDS | "release"}`` pauses the stream), a recorded real stream
(``{"recorded": NAME}`` from ``recorded/anthropic/NAME.jsonl``; ``"hold_at": N`` holds it after
event N until released), or content blocks expanded into the event
sequence real streams have (``message_start``, each block's ``content_block_start`` / deltas / ``_stop``,
``message_delta`` with the stop reason, ``message_stop``)::

    {"blocks": [
        {"type": "text", "text": "…", "citations": [{"url": "https://…", "title": "…"}]},
        {"type": "search", "query": "q", "results": [{"url": "https://…", "title": "…"}], "hold": "release"},
        {"type": "search", "id": "srvtoolu_x", "query": "q", "only": "use"},      # paused before its result
        {"type": "search", "id": "srvtoolu_x", "only": "result", "results": [...]},  # …which comes next request
        {"type": "search", "query": "q", "error": "too_many_requests"},
        {"type": "search", "query": "q", "caller": {"type": "code_execution_20260120", "tool_id": "srvtoolu_c"}},
        {"type": "tool_use", "name": "web_extract", "input": {"url": "https://…"}}
     ], "stop_reason": "pause_turn"}

A search's ``input`` streams as ``input_json_delta``s (``"whole": true`` sends it on the block's start, as
some responses do). Like the API, the server honours the request's ``max_uses``: a search beyond it gets a
``web_search_tool_result_error`` with ``max_uses_exceeded``. The flush time of each ``server_tool_use`` start
is recorded in ``flushed`` by its id; ``"cut": N`` hangs up after N events.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.support.scripted import JSON, ScriptedServer, Step, hold_of, load_jsonl, running

RECORDED = Path(__file__).parent / "recorded" / "anthropic"


def recorded(name: str) -> list[JSON]:
    return load_jsonl((RECORDED / f"{name}.jsonl").read_text(encoding="utf-8"))


def _max_uses(request: Mapping[str, Any]) -> int | None:
    for tool in request.get("tools") or []:
        if tool.get("name") == "web_search" and isinstance(tool.get("max_uses"), int):
            return int(tool["max_uses"])
    return None


def expand(entry: Mapping[str, Any], request: Mapping[str, Any], number: int) -> list[Step]:
    if "recorded" in entry:
        events: list[Step] = list(recorded(entry["recorded"]))
        at = entry.get("hold_at")
        if isinstance(at, int):  # keep the stream open after event N, as a search still running would
            events[at:at] = hold_of(entry.get("hold", "release"))
        return events
    if "events" in entry:
        steps: list[Step] = []
        for event in entry["events"]:
            steps += hold_of(event["hold"]) if "hold" in event else [dict(event)]
        return steps
    steps = [
        {
            "type": "message_start",
            "message": {
                "id": f"msg_{number:04d}",
                "type": "message",
                "role": "assistant",
                "model": request.get("model", "fake-model"),
                "content": [],
                "stop_reason": None,
                "stop_sequence": None,
                "usage": {"input_tokens": 10, "output_tokens": 1},
            },
        }
    ]
    cap = _max_uses(request) if entry.get("honour_max_uses", True) else None
    searches = 0
    index = 0
    for n, block in enumerate(entry.get("blocks", [])):
        kind = block["type"]
        if kind == "text":
            steps += _text(index, block)
            index += 1
        elif kind == "tool_use":
            steps += _tool_use(index, block, f"toolu_{number:04d}_{n:02d}")
            index += 1
        elif kind == "search":
            sid = block.get("id") or f"srvtoolu_{number:04d}_{n:02d}"
            only = block.get("only")
            if only != "result":
                searches += 1
                steps += _search_use(index, block, sid)
                index += 1
            if only != "use":
                over = isinstance(cap, int) and only != "result" and searches > cap
                steps += hold_of(block.get("hold"))
                steps += _search_result(
                    index, block, sid, "max_uses_exceeded" if over else block.get("error")
                )
                index += 1
        elif kind == "event":
            steps.append(dict(block["event"]))
    has_tool_use = any(b["type"] == "tool_use" for b in entry.get("blocks", []))
    reason = entry.get("stop_reason") or ("tool_use" if has_tool_use else "end_turn")
    steps += [
        {
            "type": "message_delta",
            "delta": {"stop_reason": reason, "stop_sequence": None},
            "usage": {"output_tokens": 10, "server_tool_use": {"web_search_requests": searches}},
        },
        {"type": "message_stop"},
    ]
    return steps


def _text(index: int, block: Mapping[str, Any]) -> list[Step]:
    start: JSON = {"type": "text", "text": ""}
    if block.get("citations"):
        start["citations"] = []
    steps: list[Step] = [{"type": "content_block_start", "index": index, "content_block": start}]
    for citation in block.get("citations", []):
        steps.append(
            {
                "type": "content_block_delta",
                "index": index,
                "delta": {
                    "type": "citations_delta",
                    "citation": {
                        "type": "web_search_result_location",
                        "cited_text": citation.get("cited_text", "…"),
                        "url": citation["url"],
                        "title": citation.get("title", ""),
                        "encrypted_index": citation.get("encrypted_index", "EpABCioIfake"),
                    },
                },
            }
        )
    text: str = block.get("text", "")
    size = max(1, -(-len(text) // max(1, int(block.get("chunks", 3)))))
    for start_at in range(0, len(text), size):
        steps.append(
            {
                "type": "content_block_delta",
                "index": index,
                "delta": {"type": "text_delta", "text": text[start_at : start_at + size]},
            }
        )
    steps.append({"type": "content_block_stop", "index": index})
    return steps


def _json_deltas(index: int, raw: str) -> list[Step]:
    steps: list[Step] = [
        {
            "type": "content_block_delta",
            "index": index,
            "delta": {"type": "input_json_delta", "partial_json": ""},
        }
    ]
    for at in range(0, len(raw), 9):
        steps.append(
            {
                "type": "content_block_delta",
                "index": index,
                "delta": {"type": "input_json_delta", "partial_json": raw[at : at + 9]},
            }
        )
    return steps


def _tool_use(index: int, block: Mapping[str, Any], tid: str) -> list[Step]:
    raw = block["input"] if isinstance(block.get("input"), str) else json.dumps(block.get("input", {}))
    start = {"type": "tool_use", "id": block.get("id") or tid, "name": block["name"], "input": {}}
    return [
        {"type": "content_block_start", "index": index, "content_block": start},
        *_json_deltas(index, raw),
        {"type": "content_block_stop", "index": index},
    ]


def _search_use(index: int, block: Mapping[str, Any], sid: str) -> list[Step]:
    given = {"query": block.get("query", "")}
    start: JSON = {
        "type": "server_tool_use",
        "id": sid,
        "name": "web_search",
        "input": given if block.get("whole") else {},
    }
    if block.get("caller"):
        start["caller"] = block["caller"]
    steps: list[Step] = [{"type": "content_block_start", "index": index, "content_block": start}]
    if not block.get("whole"):
        steps += _json_deltas(index, json.dumps(given))
    steps.append({"type": "content_block_stop", "index": index})
    return steps


def _search_result(index: int, block: Mapping[str, Any], sid: str, error: str | None) -> list[Step]:
    content: Any
    if error:
        content = {"type": "web_search_tool_result_error", "error_code": error}
    else:
        content = [
            {
                "type": "web_search_result",
                "title": result.get("title", ""),
                "url": result["url"],
                "encrypted_content": result.get("encrypted_content", f"EqwEfake{n}"),
                "page_age": result.get("page_age"),
            }
            for n, result in enumerate(block.get("results", []))
        ]
    result_block: JSON = {"type": "web_search_tool_result", "tool_use_id": sid, "content": content}
    if block.get("caller"):
        result_block["caller"] = block["caller"]
    return [
        {"type": "content_block_start", "index": index, "content_block": result_block},
        {"type": "content_block_stop", "index": index},
    ]


def _mark(event: JSON) -> str | None:
    block = event.get("content_block") if event.get("type") == "content_block_start" else None
    if isinstance(block, Mapping) and block.get("type") == "server_tool_use":
        return str(block.get("id"))
    return None


def new(scripts: Sequence[JSON]) -> ScriptedServer:
    return ScriptedServer(scripts=[dict(s) for s in scripts], expand=expand, route="/v1/messages", mark=_mark)


@contextmanager
def serve(scripts: Sequence[JSON]) -> Iterator[ScriptedServer]:
    """Run a fake Messages server on loopback for the length of the block; its ``url`` is the base URL."""
    with running(new(scripts)) as state:
        yield state


def last_user_results(request: Mapping[str, Any]) -> list[JSON]:
    """The ``tool_result`` blocks of a request's last user message."""
    for message in reversed(request.get("messages", [])):
        if message["role"] == "user" and isinstance(message["content"], list):
            return [b for b in message["content"] if b.get("type") == "tool_result"]
    return []


def assistant_blocks(request: Mapping[str, Any]) -> Iterator[JSON]:
    """Every content block the request sent back as the assistant's."""
    for message in request.get("messages", []):
        if message["role"] == "assistant" and isinstance(message["content"], list):
            yield from message["content"]
