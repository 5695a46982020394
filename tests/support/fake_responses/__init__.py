"""A local server that speaks the Responses API's SSE stream from scripts, for the real ``openai`` client.

One script entry answers one request, in order. An entry is either an error (``{"status": 400, "error":
{...}}``), a verbatim event list (``{"events": [...]}``), or a list of output items that :func:`expand` turns
into the event sequence recorded from real streams (``response.created``, ``in_progress``, each item's
``added`` … ``done`` with its progress events, ``response.completed`` carrying the full output)::

    {"items": [
        {"type": "reasoning"},
        {"type": "web_search", "action": {"type": "search", "queries": ["q"]}, "hold": "release"},
        {"type": "function_call", "name": "web_extract", "arguments": {"url": "https://…"}},
        {"type": "message", "text": "…", "citations": [{"url": "https://…", "title": "…"}]},
        {"type": "event", "event": {"type": "response.some_new_event"}}
    ]}

xAI's shapes are items too: ``"web_search"`` takes ``"name"`` and ``"arguments"`` (an object, sent as the
JSON string xAI sends, on ``.added`` and ``.done`` alike, with no action);
``{"type": "x_search", "name": "x_semantic_search", "arguments": {...}}`` is
an ``x_search_call`` with its ``response.x_search_call.*`` progress; ``{"type": "custom_tool_call", "name":
"x_keyword_search", "input": {...}}`` is a server-side call whose input streams as
``response.custom_tool_call_input.delta``/``.done`` and is only on the item at ``.done``.

Searches that run in parallel and finish out of order cannot be written as items; an entry
``{"events": [...], "envelope": true}`` plays its events verbatim between a generated ``response.created`` /
``in_progress`` and a ``response.completed`` whose output is every item the events finished.

A ``web_search`` item's action arrives only on ``output_item.done`` (never on ``.added``), as in real streams;
``"hold"`` keeps the stream open between the two for that many seconds, or until :meth:`FakeResponses.release`
when it is ``"release"``. An entry with ``"cut": N`` hangs up after its first N events, in the middle of
the chunked body, as a provider whose connection dies does. Like the real provider, the server honours a
request's ``max_tool_calls``: built-in calls (web, X, server-side custom calls) beyond it are dropped.
Every request body is recorded, and the moment each ``.added`` was flushed. ``"incomplete": REASON`` ends the response with ``response.incomplete``
(as ``max_output_tokens`` does) and ``"fail": MESSAGE`` with ``response.failed``.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

JSON = dict[str, Any]
SCRIPTS = Path(__file__).parent / "scripts"
RELEASE_TIMEOUT = 10.0
EXHAUSTED = {"status": 500, "error": {"message": "the fake server has no script left for this request"}}


def load(name: str, **values: str) -> list[JSON]:
    """A script from ``scripts/NAME.json``, with ``{{key}}`` placeholders filled from ``values``."""
    text = (SCRIPTS / f"{name}.json").read_text(encoding="utf-8")
    for key, value in values.items():
        text = text.replace("{{" + key + "}}", value)
    data = json.loads(text)
    return list(data["responses"] if isinstance(data, Mapping) else data)


@dataclass
class Hold:
    """Pause the stream: ``seconds``, or until released when ``release`` is set."""

    seconds: float
    release: bool = False


Step = JSON | Hold


def _response(rid: str, request: Mapping[str, Any], status: str, output: list[JSON]) -> JSON:
    return {
        "id": rid,
        "object": "response",
        "created_at": int(time.time()),
        "status": status,
        "error": None,
        "incomplete_details": None,
        "instructions": request.get("instructions"),
        "max_output_tokens": None,
        "max_tool_calls": request.get("max_tool_calls"),
        "model": request.get("model", "fake-model"),
        "output": output,
        "parallel_tool_calls": True,
        "previous_response_id": None,
        "reasoning": {"effort": None, "summary": None},
        "store": True,
        "temperature": 1,
        "text": {"format": {"type": "text"}, "verbosity": "medium"},
        "tool_choice": "auto",
        "tools": request.get("tools", []),
        "top_p": 1,
        "truncation": "disabled",
        "usage": None
        if status != "completed"
        else {
            "input_tokens": 10,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": 10,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 20,
        },
        "user": None,
        "metadata": {},
    }


def expand(entry: Mapping[str, Any], request: Mapping[str, Any], number: int) -> list[Step]:
    """The events (and holds) that answer ``request`` from one script entry."""
    rid = f"resp_{number:04d}"
    if "events" in entry:
        events: list[Step] = [dict(event) for event in entry["events"]]
        if not entry.get("envelope"):
            return events
        finished = [
            dict(e["item"])
            for e in events
            if isinstance(e, dict) and e["type"] == "response.output_item.done"
        ]
        return [
            {"type": "response.created", "response": _response(rid, request, "in_progress", [])},
            {"type": "response.in_progress", "response": _response(rid, request, "in_progress", [])},
            *events,
            {"type": "response.completed", "response": _response(rid, request, "completed", finished)},
        ]
    steps: list[Step] = [
        {"type": "response.created", "response": _response(rid, request, "in_progress", [])},
        {"type": "response.in_progress", "response": _response(rid, request, "in_progress", [])},
    ]
    output: list[JSON] = []
    cap = request.get("max_tool_calls") if entry.get("honour_max_tool_calls", True) else None
    builtin = 0
    for n, item in enumerate(entry.get("items", [])):
        kind = item["type"]
        if kind in _BUILTIN:
            builtin += 1
            if isinstance(cap, int) and builtin > cap:
                continue  # "Any further attempts to call a tool by the model will be ignored."
        index = len(output)
        item_id = item.get("id") or f"{_PREFIX.get(kind, 'it')}_{number:04d}_{n:02d}"
        if kind == "event":
            steps.append(dict(item["event"]))
            continue
        done_item, item_steps = _ITEMS[kind](item, item_id, index)
        steps.extend(item_steps)
        output.append(done_item)
    if "incomplete" in entry:
        cut_short = _response(rid, request, "incomplete", output)
        cut_short["incomplete_details"] = {"reason": entry["incomplete"]}
        steps.append({"type": "response.incomplete", "response": cut_short})
    elif "fail" in entry:
        failed = _response(rid, request, "failed", output)
        failed["error"] = {"code": "server_error", "message": entry["fail"]}
        steps.append({"type": "response.failed", "response": failed})
    else:
        steps.append({"type": "response.completed", "response": _response(rid, request, "completed", output)})
    return steps


_PREFIX = {
    "reasoning": "rs",
    "web_search": "ws",
    "x_search": "xs",
    "custom_tool_call": "ctc",
    "function_call": "fc",
    "message": "msg",
}
_BUILTIN = frozenset({"web_search", "x_search", "custom_tool_call"})
"""Item kinds the provider runs itself: what ``max_tool_calls`` caps."""


def _reasoning(item: Mapping[str, Any], item_id: str, index: int) -> tuple[JSON, list[Step]]:
    done = {"id": item_id, "type": "reasoning", "summary": []}
    return done, [
        {"type": "response.output_item.added", "output_index": index, "item": done},
        {"type": "response.output_item.done", "output_index": index, "item": done},
    ]


def _json(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def _web_search(item: Mapping[str, Any], item_id: str, index: int) -> tuple[JSON, list[Step]]:
    return _server_search(item, item_id, index, "web_search_call")


def _x_search(item: Mapping[str, Any], item_id: str, index: int) -> tuple[JSON, list[Step]]:
    return _server_search(item, item_id, index, "x_search_call")


def _server_search(item: Mapping[str, Any], item_id: str, index: int, kind: str) -> tuple[JSON, list[Step]]:
    added: JSON = {"id": item_id, "type": kind, "status": "in_progress"}
    if "name" in item:  # xAI: the sub-tool and its JSON arguments, known from .added on
        added.update(name=item["name"], call_id="", arguments=_json(item.get("arguments", {})))
    done: JSON = {**added, "status": item.get("status", "completed")}
    if item.get("action") is not None:
        done["action"] = item["action"]
    progress = {"output_index": index, "item_id": item_id}
    steps: list[Step] = [
        {"type": "response.output_item.added", "output_index": index, "item": added},
        {"type": f"response.{kind}.in_progress", **progress},
        {"type": f"response.{kind}.searching", **progress},
    ]
    hold = item.get("hold")
    if hold == "release":
        steps.append(Hold(seconds=RELEASE_TIMEOUT, release=True))
    elif isinstance(hold, (int, float)):
        steps.append(Hold(seconds=float(hold)))
    steps += [
        {"type": f"response.{kind}.completed", **progress},
        {"type": "response.output_item.done", "output_index": index, "item": done},
    ]
    return done, steps


def _custom_tool_call(item: Mapping[str, Any], item_id: str, index: int) -> tuple[JSON, list[Step]]:
    """xAI's server-side sub-tool call: its input arrives as deltas and is on the item only at ``.done``."""
    raw = _json(item.get("input", {}))
    call_id = item.get("call_id") or f"xs_call_{index:04d}"
    added: JSON = {
        "call_id": call_id,
        "input": "",
        "name": item["name"],
        "type": "custom_tool_call",
        "id": item_id,
        "status": "in_progress",
    }
    done = {**added, "input": raw, "status": item.get("status", "completed")}
    where = {"item_id": item_id, "output_index": index}
    return done, [
        {"type": "response.output_item.added", "output_index": index, "item": added},
        {"type": "response.custom_tool_call_input.delta", **where, "delta": raw},
        {"type": "response.custom_tool_call_input.done", **where, "input": raw},
        {"type": "response.output_item.done", "output_index": index, "item": done},
    ]


def _function_call(item: Mapping[str, Any], item_id: str, index: int) -> tuple[JSON, list[Step]]:
    arguments = item.get("arguments", {})
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
    call_id = item.get("call_id") or f"call_{item_id}"
    added = {
        "id": item_id,
        "type": "function_call",
        "status": "in_progress",
        "arguments": "",
        "call_id": call_id,
        "name": item["name"],
    }
    done = {**added, "status": "completed", "arguments": raw}
    steps: list[Step] = [{"type": "response.output_item.added", "output_index": index, "item": added}]
    for start in range(0, len(raw), 8):
        steps.append(
            {
                "type": "response.function_call_arguments.delta",
                "item_id": item_id,
                "output_index": index,
                "delta": raw[start : start + 8],
                "obfuscation": "",
            }
        )
    steps += [
        {
            "type": "response.function_call_arguments.done",
            "item_id": item_id,
            "output_index": index,
            "arguments": raw,
        },
        {"type": "response.output_item.done", "output_index": index, "item": done},
    ]
    return done, steps


def _message(item: Mapping[str, Any], item_id: str, index: int) -> tuple[JSON, list[Step]]:
    text: str = item.get("text", "")
    chunks = max(1, int(item.get("chunks", 3)))
    size = max(1, -(-len(text) // chunks))
    annotations = []
    for citation in item.get("citations", []):
        start = max(0, text.find(citation["url"]))
        annotations.append(
            {
                "type": "url_citation",
                "start_index": start,
                "end_index": start + len(citation["url"]),
                "title": citation.get("title", ""),
                "url": citation["url"],
            }
        )
    where = {"item_id": item_id, "output_index": index, "content_index": 0}
    part = {"type": "output_text", "annotations": [], "logprobs": [], "text": ""}
    steps: list[Step] = [
        {
            "type": "response.output_item.added",
            "output_index": index,
            "item": {
                "id": item_id,
                "type": "message",
                "status": "in_progress",
                "content": [],
                "role": "assistant",
            },
        },
        {"type": "response.content_part.added", **where, "part": part},
    ]
    pending = list(enumerate(annotations))
    for start in range(0, len(text), size):
        end = start + size
        steps.append(
            {
                "type": "response.output_text.delta",
                **where,
                "delta": text[start:end],
                "logprobs": [],
                "obfuscation": "",
            }
        )
        for n, annotation in [p for p in pending if p[1]["end_index"] <= end]:
            steps.append(
                {
                    "type": "response.output_text.annotation.added",
                    **where,
                    "annotation_index": n,
                    "annotation": annotation,
                }
            )
        pending = [p for p in pending if p[1]["end_index"] > end]
    for n, annotation in pending:
        steps.append(
            {
                "type": "response.output_text.annotation.added",
                **where,
                "annotation_index": n,
                "annotation": annotation,
            }
        )
    full = {"type": "output_text", "annotations": annotations, "logprobs": [], "text": text}
    done = {"id": item_id, "type": "message", "status": "completed", "content": [full], "role": "assistant"}
    steps += [
        {"type": "response.output_text.done", **where, "text": text, "logprobs": []},
        {"type": "response.content_part.done", **where, "part": full},
        {"type": "response.output_item.done", "output_index": index, "item": done},
    ]
    return done, steps


_ITEMS = {
    "reasoning": _reasoning,
    "web_search": _web_search,
    "x_search": _x_search,
    "custom_tool_call": _custom_tool_call,
    "function_call": _function_call,
    "message": _message,
}


@dataclass
class FakeResponses:
    """A running server. ``url`` is the ``base_url`` to give the client; ``requests`` the bodies received."""

    scripts: list[JSON]
    host: str = "127.0.0.1"
    port: int = 0
    requests: list[JSON] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    added_at: dict[str, float] = field(default_factory=dict)
    """item id → ``time.monotonic()`` just before its ``output_item.added`` was written and flushed."""
    released: threading.Event = field(default_factory=threading.Event)

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    def release(self) -> None:
        """Let every held stream go on."""
        self.released.set()

    def answer(self, handler: BaseHTTPRequestHandler, request: JSON) -> None:
        number = len(self.requests)
        self.requests.append(request)
        entry = self.scripts[number] if number < len(self.scripts) else EXHAUSTED
        if "status" in entry:
            send_json(handler, int(entry["status"]), {"error": entry.get("error", {"message": "error"})})
            return
        handler.send_response(200)
        handler.send_header("Content-Type", "text/event-stream")
        handler.send_header("Cache-Control", "no-cache")
        handler.send_header("Connection", "close")
        handler.send_header("Transfer-Encoding", "chunked")
        handler.end_headers()
        handler.close_connection = True
        cut = entry.get("cut")
        sequence = 0
        for step in expand(entry, request, number):
            if isinstance(step, Hold):
                if step.release:
                    self.released.wait(step.seconds)
                else:
                    time.sleep(step.seconds)
                continue
            if isinstance(cut, int) and sequence >= cut:
                drop(handler)
                return
            step.setdefault("sequence_number", sequence)
            sequence += 1
            data = f"event: {step['type']}\ndata: {json.dumps(step)}\n\n".encode()
            if step["type"] == "response.output_item.added":  # stamped first: the client may be quicker
                self.added_at[str(step["item"].get("id"))] = time.monotonic()
            chunk(handler, data)
        if isinstance(cut, int):
            drop(handler)
            return
        chunk(handler, b"data: [DONE]\n\n")
        chunk(handler, b"")  # the last chunk: the body is complete


def chunk(handler: BaseHTTPRequestHandler, data: bytes) -> None:
    """One chunk of a chunked body, flushed at once (an empty one ends the body)."""
    handler.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
    handler.wfile.flush()


def drop(handler: BaseHTTPRequestHandler) -> None:
    """Hang up mid-body, with no last chunk: what a provider whose connection dies looks like."""
    handler.wfile.flush()
    handler.connection.shutdown(socket.SHUT_RDWR)


def send_json(handler: BaseHTTPRequestHandler, status: int, body: JSON) -> None:
    data = json.dumps(body).encode()
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(data)))
    handler.end_headers()
    handler.wfile.write(data)


def make_server(state: FakeResponses, record: Path | None = None) -> ThreadingHTTPServer:
    """An HTTP server bound to ``state.host`` (port 0 picks a free one) answering from ``state``."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            state.headers.append({k.lower(): v for k, v in self.headers.items()})
            if record is not None:
                with record.open("a", encoding="utf-8") as out:
                    out.write(json.dumps(body) + "\n")
            if not self.path.rstrip("/").endswith("/responses"):
                send_json(self, 404, {"error": {"message": f"no route {self.path}"}})
                return
            try:
                state.answer(self, body)
            except (BrokenPipeError, ConnectionResetError):
                pass

    server = ThreadingHTTPServer((state.host, state.port), Handler)
    server.daemon_threads = True
    state.port = server.server_address[1]
    return server


@contextmanager
def serve(scripts: Sequence[JSON]) -> Iterator[FakeResponses]:
    """Run a fake Responses server on loopback, in a thread, for the length of the block."""
    state = FakeResponses(scripts=list(scripts))
    server = make_server(state)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        state.release()
        server.shutdown()
        server.server_close()
