"""The Gemini API wire (``generateContent``, streamed), with Google's built-in ``google_search``.

What can be offered: on current models (Gemini 3) the built-in ``google_search`` can sit in the same request
as function tools when ``tool_config.include_server_side_tool_invocations`` is set (Google's "tool
combination"); the response may then carry the server-side invocations as ``toolCall`` / ``toolResponse``
parts. ``url_context`` is not offered: pages are read by kotoba's guarded ``web_extract``, as on every
provider. There is no provider-side bound on searches (nothing like ``max_uses``): the budget is enforced by
kotoba alone, by withdrawing ``google_search`` once spent.

What the stream can show: in recorded streams of ``google_search`` (pydantic-ai's cassette of
``gemini-2.5-pro``) the search is named only in the *last* chunk's ``groundingMetadata.webSearchQueries``,
after the answer's text; nothing marks the moment it runs. So no row claims a live search the stream cannot
see. Instead, while search is offered, one row says what is true — Gemini is working and will say what it
searched only when it answers — and it settles, when the response ends, to the searches Gemini reported
(counted then), or to having answered without searching. A ``toolCall`` part that does arrive is a search
the stream did show: its own row starts there and ends at its ``toolResponse``.

Sources are the grounding chunks' ``web.uri``: Google's redirect links
(``vertexaisearch.cloud.google.com/grounding-api-redirect/…``), shown as given — where one leads is known
only by following it, and kotoba does not fetch a page to make a source list look nicer.

The model's content goes back verbatim (its parts, thought signatures included) in the next request, and
function results go back as ``functionResponse`` parts with the call's ``id``.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, aclosing, asynccontextmanager
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from kotoba.agent.steps import get
from kotoba.agent.wires import ProviderFailed, Request, merged_history
from kotoba.agent.wires.neutral import (
    Called,
    Cited,
    Ended,
    Neutral,
    StepEnded,
    StepStarted,
    TextGrew,
)
from kotoba.tools.base import JSON

if TYPE_CHECKING:
    from kotoba.agent.provider import Endpoint

REQUEST_TIMEOUT_MS = 120_000
UNREADABLE = "the {name} provider sent a response its client could not read ({detail})"


class Unreadable(Exception):
    """A chunk of the stream the client could not read: the provider's failure, not kotoba's."""


WAITING = "Gemini is working — it says what it searched only once it answers…"
ANSWERED_UNSEARCHED = "Gemini did not search"
SEARCHES_SHOWN = "Gemini's searches are the rows above"
SEARCHING_FOR = "searching for {queries}…"
SEARCHED_FOR = "searched for {queries}"
SEARCH_TOOL_TYPES = frozenset({"GOOGLE_SEARCH_WEB", "GOOGLE_SEARCH_IMAGE"})

FINISHED = frozenset({"STOP", "FINISH_REASON_UNSPECIFIED"})
FINISH_REASONS: Mapping[str, str] = {
    "MAX_TOKENS": "the output token limit",
    "SAFETY": "Gemini's safety filter",
    "RECITATION": "Gemini's recitation filter",
    "BLOCKLIST": "Gemini's blocklist",
    "PROHIBITED_CONTENT": "Gemini's content policy",
    "SPII": "Gemini's personal-information filter",
    "MALFORMED_FUNCTION_CALL": "a malformed function call",
    "UNEXPECTED_TOOL_CALL": "an unexpected tool call",
}


@asynccontextmanager
async def _client(endpoint: Endpoint) -> AsyncIterator[Any]:
    from google import genai
    from google.genai import types

    options = types.HttpOptions(base_url=endpoint.base_url, timeout=REQUEST_TIMEOUT_MS)
    client = genai.Client(api_key=endpoint.api_key, http_options=options)
    try:
        yield client
    finally:
        await client.aio.aclose()


def open_client(endpoint: Endpoint) -> AbstractAsyncContextManager[Any]:
    return _client(endpoint)


def _quoted(queries: Sequence[str]) -> str:
    return ", ".join(f"'{q}'" for q in queries)


class GeminiWire:
    """A run's conversation as Gemini contents; the model's parts are kept as they came."""

    def __init__(self, client: Any, endpoint: Endpoint, history: Sequence[JSON]) -> None:
        self.client = client
        self.endpoint = endpoint
        self.contents: list[Any] = [
            {"role": "model" if role == "assistant" else "user", "parts": [{"text": text}]}
            for role, text in merged_history(history)
        ]
        self.notes: list[str] = []
        self.requests = 0
        self.calls: dict[str, str] = {}
        """Function call id → name: a ``functionResponse`` names its function."""

    def note(self, text: str) -> None:
        self.notes.append(text)

    def answer(self, outputs: Sequence[tuple[Called, str]]) -> None:
        parts = [
            {"function_response": {"id": call.call_id, "name": call.name, "response": {"output": text}}}
            for call, text in outputs
        ]
        if parts:
            self.contents.append({"role": "user", "parts": parts})

    def config(self, request: Request) -> dict[str, Any]:
        """The ``GenerateContentConfig`` for ``request``, as the client takes it."""
        config: dict[str, Any] = {
            "system_instruction": "\n\n".join([request.instructions, *self.notes]),
            # The loop runs the calls itself; the client's own calling of Python functions stays off (and
            # silent: left on, it warns on stderr that declarations are not callables).
            "automatic_function_calling": {"disable": True},
        }
        tools: list[JSON] = []
        if request.functions:
            tools.append(
                {
                    "function_declarations": [
                        {
                            "name": f["name"],
                            "description": f.get("description", ""),
                            "parameters_json_schema": f.get("parameters")
                            or {"type": "object", "properties": {}},
                        }
                        for f in request.functions
                    ]
                }
            )
        if request.search:
            tools.append({"google_search": {}})
        if tools:
            config["tools"] = tools
        if request.search and request.functions:
            config["tool_config"] = {"include_server_side_tool_invocations": True}
        return config

    async def stream(self, request: Request) -> AsyncIterator[Neutral]:
        self.requests += 1
        translator = Translator(wait=f"gemini_wait_{self.requests}" if request.search else None)
        for event in translator.begin():
            yield event
        try:
            chunks = await self.client.aio.models.generate_content_stream(
                model=self.endpoint.model, contents=self.contents, config=self.config(request)
            )
            async with aclosing(chunks):
                while True:
                    try:
                        chunk = await anext(chunks)
                    except StopAsyncIteration:
                        break
                    except ValidationError as exc:  # the client could not read what the provider sent
                        raise Unreadable(str(exc).splitlines()[0]) from exc
                    for event in translator.feed(chunk):
                        yield event
        except Exception as exc:
            line = self.failure(exc)
            if line is None:
                raise
            raise ProviderFailed(line) from exc
        for event in translator.finish():
            yield event
        if translator.parts and translator.ended:
            self.contents.append({"role": "model", "parts": translator.parts})

    def failure(self, exc: Exception) -> str | None:
        """The one line for a failure talking to the provider, or None when ``exc`` is a bug in kotoba."""
        import httpx
        from google.genai import errors

        from kotoba.agent.outcomes import one_line

        name, base_url = self.endpoint.provider.name, self.endpoint.base_url
        if isinstance(exc, errors.APIError):
            return one_line(f"the {name} provider answered {exc.code}: {exc.message or exc.status}")
        if isinstance(exc, httpx.TimeoutException):
            return one_line(f"the {name} provider at {base_url} did not answer in time")
        if isinstance(exc, httpx.ConnectError):
            return one_line(f"cannot reach the {name} provider at {base_url}")
        if isinstance(exc, httpx.HTTPError):
            return one_line(
                f"the {name} provider's stream broke off mid-response ({type(exc).__name__}: {exc})"
            )
        if isinstance(exc, json.JSONDecodeError):
            return one_line(f"the {name} provider sent an event that is not JSON")
        if isinstance(exc, Unreadable):
            return one_line(UNREADABLE.format(name=name, detail=exc))
        return None


class Translator:
    """Gemini stream chunks of one response → neutral events, and the model's parts to send back."""

    def __init__(self, wait: str | None) -> None:
        self.wait = wait
        self.parts: list[Any] = []
        self.ended = False
        self.finish_reason: str | None = None
        self.blocked: str | None = None
        self.queries: list[str] = []
        self.shown: set[str] = set()
        """Queries a ``toolCall`` part already showed as their own row."""
        self.urls: list[str] = []
        self.running: dict[str, list[str]] = {}
        self._calls = 0
        self._text_seen = False

    def begin(self) -> list[Neutral]:
        if self.wait is None:
            return []
        return [StepStarted(key=self.wait, kind="wait", tool="web_search", label=WAITING)]

    def feed(self, chunk: Any) -> list[Neutral]:
        events: list[Neutral] = []
        feedback = get(chunk, "prompt_feedback")
        reason = get(feedback, "block_reason")
        if reason:
            self.blocked = str(get(reason, "value") or reason)
        for candidate in (get(chunk, "candidates") or [])[:1]:
            for part in get(get(candidate, "content"), "parts") or []:
                self.parts.append(part)
                events += self._part(part)
            grounding = get(candidate, "grounding_metadata")
            for query in get(grounding, "web_search_queries") or []:
                if isinstance(query, str) and query.strip() and query.strip() not in self.queries:
                    self.queries.append(query.strip())
            for source in get(grounding, "grounding_chunks") or []:
                uri = get(get(source, "web"), "uri")
                if isinstance(uri, str) and uri and uri not in self.urls:
                    self.urls.append(uri)
                    events.append(Cited(url=uri))
            finish = get(candidate, "finish_reason")
            if finish:
                self.finish_reason = str(get(finish, "value") or finish)
        return events

    def _part(self, part: Any) -> list[Neutral]:
        text = get(part, "text")
        if isinstance(text, str) and text and not get(part, "thought"):
            new = not self._text_seen
            self._text_seen = True
            return [TextGrew(text=text, new_message=new)]
        call = get(part, "function_call")
        if call is not None:
            self._calls += 1
            name = str(get(call, "name") or "")
            key = str(get(call, "id") or f"gemini_call_{self._calls}")
            args = get(call, "args")
            return [
                Called(
                    key=key,
                    call_id=key,
                    name=name,
                    arguments=json.dumps(args if isinstance(args, Mapping) else {}),
                )
            ]
        server = get(part, "tool_call")
        if server is not None:
            return self._server_call(server)
        response = get(part, "tool_response")
        if response is not None:
            return self._server_response(response)
        return []

    def _server_call(self, call: Any) -> list[Neutral]:
        key = str(get(call, "id") or f"gemini_tool_{len(self.running)}")
        kind_name = str(get(get(call, "tool_type"), "value") or get(call, "tool_type") or "")
        if kind_name not in SEARCH_TOOL_TYPES or key in self.running:
            return []
        args = get(call, "args") or {}
        queries = [
            q for q in (get(args, "queries") or [get(args, "query")]) if isinstance(q, str) and q.strip()
        ]
        self.running[key] = queries
        self.shown.update(queries)
        label = SEARCHING_FOR.format(queries=_quoted(queries)) if queries else "searching the web…"
        return [StepStarted(key=key, kind="web", tool="web_search", label=label)]

    def _server_response(self, response: Any) -> list[Neutral]:
        key = str(get(response, "id") or "")
        if key not in self.running:
            return []
        queries = self.running.pop(key)
        label = SEARCHED_FOR.format(queries=_quoted(queries)) if queries else "searched the web"
        return [StepEnded(key=key, kind="web", tool="web_search", label=label)]

    def finish(self) -> list[Neutral]:
        """What the stream said only at its end: the searches it ran, and how it ended."""
        events: list[Neutral] = []
        if self.blocked is not None:
            events.append(Ended(how="failed", detail=f"Gemini blocked the prompt ({self.blocked})"))
            self.ended = False
            return self._settle(events)
        if self.finish_reason is None:
            return self._settle(events)  # no finish reason: the stream was cut; the loop says so
        self.ended = True
        if self.finish_reason in FINISHED:
            ending = Ended(how="complete")
        else:
            ending = Ended(
                how="incomplete", detail=FINISH_REASONS.get(self.finish_reason, self.finish_reason)
            )
        return [*self._settle(events), ending]

    def _settle(self, events: list[Neutral]) -> list[Neutral]:
        if self.wait is None:
            return events
        unseen = [q for q in self.queries if q not in self.shown]
        urls = tuple(self.urls)
        if unseen:
            label = SEARCHED_FOR.format(queries=_quoted(unseen))
            settled = StepEnded(
                key=self.wait, kind="wait", tool="web_search", label=label, urls=urls, count=len(unseen)
            )
        else:
            label = ANSWERED_UNSEARCHED if not self.shown else SEARCHES_SHOWN
            settled = StepEnded(key=self.wait, kind="wait", tool="web_search", label=label, urls=urls)
        return [settled, *events]
