"""A scripted streaming server on loopback: one script entry answers one request, as server-sent events.

The protocol modules (``fake_messages``, ``fake_gemini``) turn an entry into the events their API streams;
this module serves them: it records every request body and the moment chosen events were flushed, holds a
stream open for a while or until released (a search still running), and can hang up mid-body (a provider
whose connection dies). It binds port 0 on 127.0.0.1, in a thread, for the length of a ``with`` block.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from tests.support.fake_responses import chunk, drop, send_json

JSON = dict[str, Any]
RELEASE_TIMEOUT = 10.0


@dataclass
class Hold:
    """Pause the stream: ``seconds``, or until released when ``release`` is set."""

    seconds: float
    release: bool = False


Step = JSON | Hold
Expand = Callable[[Mapping[str, Any], Mapping[str, Any], int], list[Step]]
"""(entry, request body, request number) → the events (and holds) that answer it."""


def hold_of(value: Any) -> list[Step]:
    """The hold an entry's ``"hold"`` asks for: seconds, or ``"release"``."""
    if value == "release":
        return [Hold(seconds=RELEASE_TIMEOUT, release=True)]
    if isinstance(value, (int, float)):
        return [Hold(seconds=float(value))]
    return []


@dataclass
class ScriptedServer:
    """A running server. ``url`` is its base URL; ``requests`` the bodies received, ``paths`` their paths."""

    scripts: list[JSON]
    expand: Expand
    route: str
    """The path suffix requests must end with (``/messages``, ``:streamGenerateContent``)."""
    mark: Callable[[JSON], str | None] = lambda event: None
    """Names an event whose flush time is recorded in ``flushed`` (e.g. a search starting)."""
    event_line: bool = True
    """Write an ``event: <type>`` line before each ``data:`` line (Anthropic does; Gemini does not)."""
    host: str = "127.0.0.1"
    port: int = 0
    requests: list[JSON] = field(default_factory=list)
    paths: list[str] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    flushed: dict[str, float] = field(default_factory=dict)
    released: threading.Event = field(default_factory=threading.Event)

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def release(self) -> None:
        self.released.set()

    def answer(self, handler: BaseHTTPRequestHandler, request: JSON) -> None:
        number = len(self.requests)
        self.requests.append(request)
        if number >= len(self.scripts):
            send_json(
                handler, 500, {"error": {"message": "the fake server has no script left for this request"}}
            )
            return
        entry = self.scripts[number]
        if "status" in entry:
            send_json(handler, int(entry["status"]), entry.get("body") or {"error": entry.get("error", {})})
            return
        handler.send_response(200)
        handler.send_header("Content-Type", "text/event-stream")
        handler.send_header("Cache-Control", "no-cache")
        handler.send_header("Connection", "close")
        handler.send_header("Transfer-Encoding", "chunked")
        handler.end_headers()
        handler.close_connection = True
        cut = entry.get("cut")
        sent = 0
        for step in self.expand(entry, request, number):
            if isinstance(step, Hold):
                if step.release:
                    self.released.wait(step.seconds)
                else:
                    time.sleep(step.seconds)
                continue
            if isinstance(cut, int) and sent >= cut:
                drop(handler)
                return
            sent += 1
            head = f"event: {step['type']}\n" if self.event_line and "type" in step else ""
            name = self.mark(step)
            if name is not None:  # stamped first: the client may be quicker than the stamp
                self.flushed.setdefault(name, time.monotonic())
            chunk(handler, f"{head}data: {json.dumps(step, ensure_ascii=False)}\n\n".encode())
        if isinstance(cut, int):
            drop(handler)
            return
        chunk(handler, b"")


def make_server(state: ScriptedServer) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            state.headers.append({k.lower(): v for k, v in self.headers.items()})
            state.paths.append(self.path)
            if not self.path.split("?")[0].rstrip("/").endswith(state.route):
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
def running(state: ScriptedServer) -> Iterator[ScriptedServer]:
    """Serve ``state`` on loopback in a thread for the length of the block."""
    server = make_server(state)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        state.release()
        server.shutdown()
        server.server_close()


def load_jsonl(text: str) -> list[JSON]:
    """Events written one JSON object per line (the form recorded streams are kept in); ``#`` lines are
    comments (where the recording came from)."""
    return [json.loads(line) for line in text.splitlines() if line.strip() and not line.startswith("#")]


def scripts_of(entries: Sequence[JSON]) -> list[JSON]:
    return [dict(entry) for entry in entries]
