"""A session: one conversation, kept across turns, that clients (terminal, web page, MCP) drive.

History is kept here rather than in the provider (no ``previous_response_id`` across turns), as plain
``{"role", "content"}`` text items any wire can carry, so the same conversation works on every provider and
the 3-message link lookback sees every user message.
Everything that can go wrong talking to a provider — no key, no route, an error status — comes out as one
:class:`~kotoba.agent.frames.Error` frame, never as an exception the client must know to catch.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from typing import TYPE_CHECKING

from kotoba.agent.frames import Done, Error, Frame
from kotoba.agent.loop import Run, RunSpec
from kotoba.agent.offer import search_in_session
from kotoba.agent.provenance import UrlKey
from kotoba.agent.provider import Endpoint, ProviderError, check_client, resolve
from kotoba.agent.turn import Turn
from kotoba.agent.wires import open_client
from kotoba.settings import Settings
from kotoba.tools.base import JSON, Tool

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from kotoba.web import PageReader


class Session:
    """One conversation: keeps history across turns (so the 3-message link lookback is real)."""

    def __init__(
        self,
        settings: Settings,
        *,
        client: Any | None = None,
        shared_reader: Callable[[], PageReader | None] | None = None,
    ) -> None:
        """``client`` is the provider's own client, injected (an ``openai.AsyncOpenAI`` for a Responses
        provider, ``anthropic.AsyncAnthropic``, ``google.genai.Client``); None builds one per turn.
        ``shared_reader`` gives, at each turn, a page reader that outlives the session (a server's, whose
        browser is already running), used and left open; None (or it giving None) opens one per turn."""
        self.settings = settings
        self._client = client
        self._shared_reader = shared_reader
        self.items: list[JSON] = []
        """The conversation as Responses input items: user messages and the answers given."""
        self.user_messages: list[str] = []
        self.read_urls: set[UrlKey] = set()
        """URLs read in this conversation, which web_extract may read on in (``start``/``find``) later."""
        self.linked_urls: set[str] = set()
        """Addresses the pages read in this conversation showed as links, exactly as written there."""

    async def turn(self, user_message: str) -> AsyncIterator[Frame]:
        """Run one turn; yields frames as they happen and ends with Done or Error."""
        self.user_messages.append(user_message)
        self.items.append({"role": "user", "content": user_message})
        try:
            endpoint = resolve(self.settings, need_key=self._client is None)
            if self._client is None:
                check_client(endpoint.provider)
        except ProviderError as exc:
            yield Error(message=str(exc))
            return
        async with AsyncExitStack() as stack:
            client = self._client
            if client is None:  # built for this turn and closed with it, so no client outlives its loop
                client = await stack.enter_async_context(open_client(endpoint))
            tools = await self._tools(endpoint, stack)
            spec = RunSpec(client=client, endpoint=endpoint, settings=self.settings, tools=tools)
            turn = Turn.of(self.user_messages, read=self.read_urls, linked=self.linked_urls)
            run = Run(spec, items=self.items, turn=turn)
            async for frame in run.frames():
                if isinstance(frame, Done) and frame.text:
                    self.items.append({"role": "assistant", "content": frame.text})
                yield frame

    async def aclose(self) -> None:
        """Nothing to release between turns (each turn closes what it opened); kept for ``async with``."""

    async def __aenter__(self) -> Session:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def _tools(self, endpoint: Endpoint, stack: AsyncExitStack) -> list[Tool]:
        """The tools this turn is built with; the loop decides per iteration which of them to offer."""
        from kotoba.tools.web_search import WebSearchTool

        settings = self.settings
        search = search_in_session(settings, endpoint.provider)
        tools: list[Tool] = []
        if search:
            tools.append(WebSearchTool())
        if settings.web:
            reader = self._shared_reader() if self._shared_reader is not None else None
            extract = await _web_extract(settings, stack, search_available=search, reader=reader)
            if extract is not None:
                tools.append(extract)
        if settings.workspace:
            from kotoba.tools.read_file import ReadFileTool

            limits = {"max_chars": settings.max_chars, "max_bytes": settings.max_bytes}
            tools.append(ReadFileTool(settings.workspace, **limits))
        return tools


async def _web_extract(
    settings: Settings, stack: AsyncExitStack, *, search_available: bool, reader: PageReader | None = None
) -> Tool | None:
    """The page reader's tool over ``reader``, or over a reader open for this turn; None where the read
    path is not installed."""
    try:
        from kotoba.tools.web_extract import WebExtractTool
        from kotoba.web import PageReader
    except ImportError:
        return None
    if reader is None:
        reader = await stack.enter_async_context(PageReader(settings))
    tool: Tool = WebExtractTool(reader, search_available=search_available)
    return tool
