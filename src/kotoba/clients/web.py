"""``kotoba serve``'s web app: one static chat page, and each turn's frames streamed to it over SSE.

The page posts a message to ``/api/turn`` and reads the answer as a ``text/event-stream``: one SSE event
per frame, written the moment the agent yields it. Nothing here buffers — no compression middleware, no
joining of frames — because a frame that waits for the next one is the "dead screen followed by one tick"
the spec names. The turn is a POST read with ``fetch`` rather than an ``EventSource`` GET, because an
``EventSource`` reconnects by itself when the stream ends and would silently run the turn a second time.

Conversations live in memory, keyed by an id the server issues (``X-Kotoba-Conversation``), so a reload
starts afresh and nothing is written to disk. The app is meant for one person on their own machine:
:func:`_refuse_cross_site` and :class:`~kotoba.clients.hosts.HostGuard` keep the web sites that person
visits (directly, or by rebinding a DNS name to this server's address) from driving it with their API key,
and :class:`NoFraming` keeps them from framing it (clickjacking).
"""

from __future__ import annotations

import json
import secrets
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Collection
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import urlsplit

import anyio
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response, StreamingResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from kotoba.agent.frames import Error, Frame, frame_json
from kotoba.bugs import log_bug
from kotoba.clients.hosts import LOOPBACK_NAMES, HostGuard
from kotoba.settings import Settings

if TYPE_CHECKING:
    from kotoba.web import PageReader

STATIC_PACKAGE = ("kotoba.clients", "static")
CONVERSATION_HEADER = "X-Kotoba-Conversation"
MAX_MESSAGE_CHARS = 20_000
"""A message longer than this is refused before it reaches the provider (a paste gone wrong)."""
MAX_CONVERSATIONS = 32
"""Conversations kept in memory; the least recently used is dropped beyond this."""

# Headers that keep every proxy and browser from holding frames back.
SSE_HEADERS = {
    "Cache-Control": "no-cache, no-transform",
    "X-Accel-Buffering": "no",
    "X-Content-Type-Options": "nosniff",
}

# Sent with every answer: no other site may frame the page (an overlay could make the person click for it).
NO_FRAMING_HEADERS = (
    (b"content-security-policy", b"frame-ancestors 'none'"),
    (b"x-frame-options", b"DENY"),
)

TURN_FAILED = "the turn stopped on an internal error; the server log has the details"
BUSY = "this conversation is still answering"


class Conversation(Protocol):
    """What the page talks to: one conversation whose turns yield frames as they happen.

    :class:`kotoba.agent.session.Session` is the real one; tests pass scripted ones.
    """

    def turn(self, user_message: str) -> AsyncIterator[Frame]:
        """Run one turn, yielding frames; the last is ``Done`` or ``Error``."""
        ...


ConversationFactory = Callable[[], Conversation]


@dataclass
class _ServerReader:
    """The server's one page reader, once it is open (None before, and where nothing is read)."""

    reader: PageReader | None = None


def session_factory(settings: Settings, shared: _ServerReader | None = None) -> ConversationFactory:
    """Conversations backed by the agent's :class:`Session`, each with its own history; their turns read
    through ``shared``'s reader once the server has opened it (through one of their own before)."""
    from kotoba.agent.session import Session

    if shared is None:
        return lambda: Session(settings)
    return lambda: Session(settings, shared_reader=lambda: shared.reader)


def _page_reader_class() -> type[PageReader]:
    from kotoba.web import PageReader

    return PageReader


async def _serve_reader(settings: Settings, shared: _ServerReader) -> None:
    """Open one page reader for every conversation and start its browser, in the background: the page
    answers before either is done (the read path's imports, then Chromium: seconds on a busy machine), and
    a reader per turn would start a browser per turn. Runs until cancelled, then closes the reader."""
    try:  # imported in a thread, so that the event loop serves the page meanwhile
        reader_class = await anyio.to_thread.run_sync(_page_reader_class)
    except ImportError:  # the read path is not installed: each turn goes without web_extract, as before
        return
    from kotoba.clients.browser_ahead import start_browser_once

    reader = reader_class(settings)
    shared.reader = reader
    try:
        await start_browser_once(reader)
        await anyio.sleep_forever()
    finally:
        shared.reader = None
        with anyio.CancelScope(shield=True):
            await reader.aclose()


@dataclass
class _Slot:
    """One conversation and the lock that keeps its turns one at a time."""

    conversation: Conversation
    lock: anyio.Lock = field(default_factory=anyio.Lock)


class _Conversations:
    """The conversations in memory, least recently used first."""

    def __init__(self, factory: ConversationFactory, limit: int) -> None:
        self._factory = factory
        self._limit = limit
        self._slots: OrderedDict[str, _Slot] = OrderedDict()

    async def get_or_start(self, wanted: str | None) -> tuple[str, _Slot]:
        """The conversation ``wanted`` if it is still held, else a new one with a fresh id."""
        if wanted and wanted in self._slots:
            self._slots.move_to_end(wanted)
            return wanted, self._slots[wanted]
        key = secrets.token_urlsafe(16)
        self._slots[key] = _Slot(self._factory())
        while len(self._slots) > self._limit:
            _, dropped = self._slots.popitem(last=False)
            if not dropped.lock.locked():  # one mid-turn is closed by nobody; its client is collected
                await _close(dropped.conversation)
        return key, self._slots[key]

    async def close_all(self) -> None:
        """Close every conversation (the provider clients they opened) as the server stops."""
        slots, self._slots = list(self._slots.values()), OrderedDict()
        for slot in slots:
            await _close(slot.conversation)


async def _close(conversation: Conversation) -> None:
    aclose = getattr(conversation, "aclose", None)
    if aclose is not None:
        await aclose()


def sse_event(frame: Frame) -> bytes:
    """One frame as one SSE event. JSON is written on one line, so ``data:`` never needs splitting."""
    return b"data: " + json.dumps(frame_json(frame), ensure_ascii=False).encode("utf-8") + b"\n\n"


async def _frames(slot: _Slot, message: str) -> AsyncIterator[bytes]:
    """The turn's frames as SSE bytes, one chunk per frame; a bug becomes an Error frame, not a hang."""
    if slot.lock.locked():  # a second request that passed the handler's check in the same instant
        yield sse_event(Error(BUSY))
        return
    async with slot.lock:
        turn = slot.conversation.turn(message)
        try:
            async for frame in turn:
                yield sse_event(frame)
        except Exception as exc:
            log_bug(exc, "a turn")
            yield sse_event(Error(TURN_FAILED, internal=True))
        finally:
            aclose = getattr(turn, "aclose", None)
            if aclose is not None:
                await aclose()


def describe(settings: Settings) -> dict[str, str | None]:
    """Provider, model and mode as the page shows them, and ``problem``: why no turn can run, if so.

    Saying a missing key on load, not only after the first message, spares a question typed for nothing.
    """
    from kotoba.agent.provider import ProviderError, resolve

    shown: dict[str, str | None] = {
        "provider": settings.provider,
        "model": settings.model,
        "mode": settings.mode,
    }
    try:
        endpoint = resolve(settings, need_key=False)
        shown.update(provider=endpoint.provider.name, model=endpoint.model)
        resolve(settings)
    except ProviderError as exc:
        return {**shown, "problem": str(exc)}
    return {**shown, "problem": None}


def _refuse_cross_site(request: Request) -> Response | None:
    """Refuse a request another site's page made, so a visited page cannot spend the person's key.

    A JSON body forces a browser to ask first (CORS preflight), which this app never answers; an
    ``Origin`` that is not this server's own is refused outright. (A rebound DNS name passes both, being
    same-origin to the browser; :class:`~kotoba.clients.hosts.HostGuard` is what stops it.)
    """
    if request.headers.get("content-type", "").split(";", 1)[0].strip().lower() != "application/json":
        return JSONResponse({"error": "send the message as application/json"}, status_code=415)
    origin = request.headers.get("origin")
    if origin is not None and urlsplit(origin).netloc != request.headers.get("host", ""):
        return JSONResponse({"error": "cross-site requests are refused"}, status_code=403)
    return None


class NoFraming:
    """ASGI middleware adding :data:`NO_FRAMING_HEADERS` to every response: the page, its assets, the API,
    errors and refusals alike, so no route can be framed by forgetting it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def framed(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *NO_FRAMING_HEADERS]
            await send(message)

        await self.app(scope, receive, framed)


def create_app(
    settings: Settings,
    *,
    conversations: ConversationFactory | None = None,
    max_conversations: int = MAX_CONVERSATIONS,
    hosts: Collection[str] = LOOPBACK_NAMES,
) -> Starlette:
    """The chat page app. ``conversations`` makes each new conversation (the agent's Session by default).

    ``hosts`` are the names the app answers to (``Host``, and ``Origin`` when sent): whatever address it
    listens on, it answers no other (:func:`kotoba.clients.hosts.allowed_names` makes the list).
    """
    shared = _ServerReader() if conversations is None and settings.web else None
    held = _Conversations(conversations or session_factory(settings, shared), max_conversations)
    static = StaticFiles(packages=[STATIC_PACKAGE])
    index_path = _static_file(static, "index.html")

    async def index(request: Request) -> Response:
        return FileResponse(index_path, headers={"Cache-Control": "no-cache"})

    async def info(request: Request) -> Response:
        """What the page shows before the first turn: who answers, and what stops them (a missing key)."""
        return JSONResponse(describe(settings))

    async def turn(request: Request) -> Response:
        refused = _refuse_cross_site(request)
        if refused is not None:
            return refused
        try:
            body: Any = await request.json()
        except ValueError:
            return JSONResponse({"error": "the body is not JSON"}, status_code=400)
        message = body.get("message") if isinstance(body, dict) else None
        if not isinstance(message, str) or not message.strip():
            return JSONResponse({"error": "the message is empty"}, status_code=400)
        if len(message) > MAX_MESSAGE_CHARS:
            return JSONResponse(
                {"error": f"the message is over {MAX_MESSAGE_CHARS:,} characters"}, status_code=413
            )
        wanted = body.get("conversation")
        key, slot = await held.get_or_start(wanted if isinstance(wanted, str) else None)
        if slot.lock.locked():
            return JSONResponse({"error": BUSY}, status_code=409)
        return StreamingResponse(
            _frames(slot, message.strip()),
            media_type="text/event-stream",
            headers={**SSE_HEADERS, CONVERSATION_HEADER: key},
        )

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with anyio.create_task_group() as group:
            if shared is not None:
                group.start_soon(_serve_reader, settings, shared)
            try:
                yield
            finally:
                await held.close_all()
                group.cancel_scope.cancel()  # then the reader closes

    return Starlette(
        routes=[
            Route("/", index),
            Route("/api/info", info),
            Route("/api/turn", turn, methods=["POST"]),
            Mount("/static", static, name="static"),
        ],
        middleware=[Middleware(NoFraming), Middleware(HostGuard, names=hosts)],
        lifespan=lifespan,
    )


def _static_file(static: StaticFiles, name: str) -> str:
    """The path of one shipped static file; a missing one is a packaging bug, said at start-up."""
    full, stat = static.lookup_path(name)
    if stat is None:
        raise RuntimeError(f"kotoba's static file {name!r} is missing from the installed package")
    return full
