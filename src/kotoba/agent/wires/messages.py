"""The Anthropic Messages API wire, with Anthropic's server tool ``web_search``.

The offer becomes ``tools``: kotoba's function tools as client tools (``name``, ``description``,
``input_schema``) and, while search is offered, the server tool ``{"type": "web_search_20260318", "name":
"web_search", "max_uses": N}``. ``web_search_20260318`` is the newest version the ``anthropic`` client types
(2.16) and the API document; since ``web_search_20260209`` a model may also search from code it runs
(dynamic filtering), and ``20260318`` keeps every such nested search in the response
(``response_inclusion`` "full", its default, said explicitly), so each one is seen, shown and counted.
``allowed_callers`` names both callers, the model directly first, rather than leaning on a default.
``max_uses`` is set to what remains of the run's budget: the provider's own bound, the budget's second
enforcement. Anthropic's ``web_fetch`` server tool is never offered: pages are read by kotoba's guarded
``web_extract``, so the address guard, the block-page and wall judgements and the fence hold.

The stream (``message_start``, ``content_block_start``/``_delta``/``_stop``, ``message_delta``,
``message_stop``) is translated as it comes: a ``server_tool_use`` block starts a row at its
``content_block_start`` (labelled from its ``input`` when that arrives whole, else from the
``input_json_delta``s once the block stops), and the row ends at the result block whose ``tool_use_id``
matches — which can arrive in the *next* request when the turn stopped with ``pause_turn``: the wire keeps
rows open across requests and never starts a second row for an id it has seen. Errors arrive in-band with
HTTP 200 as a ``web_search_tool_result_error``; ``max_uses_exceeded`` is the provider's bound being hit.

The assistant's content goes back verbatim in the next request, rebuilt block by block from the stream:
``encrypted_content`` of results, ``encrypted_index`` of citations and thinking ``signature``s included,
since the API refuses a continuation without them. ``pause_turn`` is continued as the API documents: the
paused content is appended as the assistant's message and the request is sent again.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Any

from kotoba.agent import sse, steps
from kotoba.agent.steps import get
from kotoba.agent.wires import ProviderFailed, Request, merged_history
from kotoba.agent.wires.neutral import (
    Called,
    Cited,
    Ended,
    Kind,
    Neutral,
    StepEnded,
    StepStarted,
    TextGrew,
)
from kotoba.tools.base import JSON

if TYPE_CHECKING:
    from kotoba.agent.provider import Endpoint

WEB_SEARCH_TOOL = "web_search_20260318"
SEARCH_CALLERS = ("direct", "code_execution_20260120")
"""Who may run a search: the model itself, always (named, since the 2026 versions' default caller list is
not the same on every model), and code it runs (dynamic filtering), whose searches are shown and counted."""
MAX_TOKENS = 16000
"""Output tokens per request (the API requires a bound); a turn that needs more is cut short, and says so."""
REQUEST_TIMEOUT = 120.0
MAX_RETRIES = 1

RUNNING_CODE = "running code…"
RAN_CODE = "ran code"
SEARCH_FAILED = "search {what}failed: {reason}"
STREAM_BROKE = "the {name} provider's stream broke off mid-response ({kind}: {detail})"

SEARCH_ERRORS: Mapping[str, str] = {
    "max_uses_exceeded": "the search limit for this turn was reached",
    "too_many_requests": "the provider's search was rate-limited",
    "query_too_long": "the query was too long",
    "unavailable": "the provider's search was unavailable",
    "invalid_tool_input": "the provider rejected the search's input",
    "request_too_large": "the search request was too large",
}
"""Why a search failed, for the person, by the error code the API gives in-band."""
CAP_HIT = "max_uses_exceeded"

COMPLETE = frozenset({"end_turn", "tool_use", "stop_sequence"})
STOP_REASONS: Mapping[str, str] = {
    "max_tokens": "the output token limit",
    "model_context_window_exceeded": "the model's context window was full",
    "refusal": "the model declined to continue",
}


def open_client(endpoint: Endpoint) -> AbstractAsyncContextManager[Any]:
    import anthropic

    return anthropic.AsyncAnthropic(
        api_key=endpoint.api_key, base_url=endpoint.base_url, max_retries=MAX_RETRIES, timeout=REQUEST_TIMEOUT
    )


class MessagesWire:
    """A run's conversation as Messages: user and assistant content blocks, the assistant's verbatim."""

    def __init__(self, client: Any, endpoint: Endpoint, history: Sequence[JSON]) -> None:
        self.client = client
        self.endpoint = endpoint
        self.messages: list[JSON] = [
            {"role": role, "content": text} for role, text in merged_history(history)
        ]
        self.notes: list[str] = []
        self.rows = Rows()

    def note(self, text: str) -> None:
        # Kept in the system prompt rather than as a message: a paused turn must end with the assistant's
        # content to be continued, and a note is kotoba's voice, not the person's.
        self.notes.append(text)

    def answer(self, outputs: Sequence[tuple[Called, str]]) -> None:
        results = [
            {"type": "tool_result", "tool_use_id": call.call_id, "content": text} for call, text in outputs
        ]
        if results:
            self.messages.append({"role": "user", "content": results})

    def request(self, request: Request) -> dict[str, Any]:
        """The body of one ``messages.create`` for ``request``."""
        system = "\n\n".join([request.instructions, *self.notes])
        body: dict[str, Any] = {
            "model": self.endpoint.model,
            "max_tokens": MAX_TOKENS,
            "system": system,
            "messages": self.messages,
            "stream": True,
        }
        tools: list[JSON] = []
        if request.search:
            search: JSON = {
                "type": WEB_SEARCH_TOOL,
                "name": "web_search",
                "allowed_callers": list(SEARCH_CALLERS),
                "response_inclusion": "full",
            }
            if request.search_cap is not None:
                search["max_uses"] = request.search_cap
            tools.append(search)
        for function in request.functions:
            tools.append(
                {
                    "name": function["name"],
                    "description": function.get("description", ""),
                    "input_schema": function.get("parameters") or {"type": "object", "properties": {}},
                }
            )
        if tools:
            body["tools"] = tools
        return body

    async def stream(self, request: Request) -> AsyncIterator[Neutral]:
        translator = Translator(self.rows)
        try:
            streaming = self.client.messages.with_streaming_response.create(**self.request(request))
            async with streaming as response:
                async for event in sse.events(response.iter_lines()):
                    for neutral in translator.feed(event):
                        yield neutral
        except Exception as exc:
            line = self.failure(exc)
            if line is None:
                raise
            raise ProviderFailed(line) from exc
        content = translator.content()
        if content and translator.ended:
            self.messages.append({"role": "assistant", "content": content})

    def failure(self, exc: Exception) -> str | None:
        """The one line for a failure talking to the provider, or None when ``exc`` is a bug in kotoba."""
        import anthropic

        from kotoba.agent.outcomes import one_line
        from kotoba.agent.wires.responses import error_message

        name, base_url = self.endpoint.provider.name, self.endpoint.base_url
        if isinstance(exc, sse.StreamBroke):
            cause = exc.cause
            return one_line(STREAM_BROKE.format(name=name, kind=type(cause).__name__, detail=cause))
        if not isinstance(exc, anthropic.AnthropicError):
            return None
        if isinstance(exc, anthropic.APITimeoutError):
            return one_line(f"the {name} provider at {base_url} did not answer in time")
        if isinstance(exc, anthropic.APIConnectionError):
            return one_line(f"cannot reach the {name} provider at {base_url}")
        if isinstance(exc, anthropic.APIStatusError):
            return one_line(
                f"the {name} provider answered {exc.status_code}: {error_message(exc.body, exc.message)}"
            )
        return one_line(f"the {name} provider failed: {exc}")


class Rows:
    """The server-side steps of a run by ``tool_use`` id, kept across requests (a paused turn's step ends
    in the continuation): which are running, with their name and input, and which have ended."""

    def __init__(self) -> None:
        self.running: dict[str, tuple[Kind, str, Mapping[str, Any]]] = {}
        self.ended: set[str] = set()


class Translator:
    """Messages stream events of one response → neutral events, and the response's content blocks."""

    def __init__(self, rows: Rows) -> None:
        self.rows = rows
        self.blocks: dict[int, JSON] = {}
        self.partial: dict[int, str] = {}
        self.stop_reason: str | None = None
        self.ended = False
        self.message_id: str | None = None
        self._text_seen = False
        self._after_step = False
        self._new_text = False

    def feed(self, event: Any) -> list[Neutral]:
        kind = get(event, "type")
        handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
        return handler(self, event) if handler is not None else []

    def content(self) -> list[JSON]:
        """The response's content blocks as the API sent them, in order, to send back verbatim."""
        return [self.blocks[index] for index in sorted(self.blocks)]

    # --- the message ------------------------------------------------------------------------------
    def _message_start(self, event: Any) -> list[Neutral]:
        message = get(event, "message")
        self.message_id = str(get(message, "id") or "") or None
        return []

    def _message_delta(self, event: Any) -> list[Neutral]:
        reason = get(get(event, "delta"), "stop_reason")
        if isinstance(reason, str) and reason:
            self.stop_reason = reason
        return []

    def _message_stop(self, event: Any) -> list[Neutral]:
        if self.ended:
            return []
        self.ended = True
        reason = self.stop_reason or "end_turn"
        if reason == "pause_turn":
            return [Ended(how="paused", response_id=self.message_id, steps_continue=True)]
        if reason in COMPLETE:
            # After tool_use, a server tool left without its result runs when the tool results are sent.
            carry = reason == "tool_use"
            return [Ended(how="complete", response_id=self.message_id, steps_continue=carry)]
        return [Ended(how="incomplete", detail=STOP_REASONS.get(reason, reason), response_id=self.message_id)]

    def _error(self, event: Any) -> list[Neutral]:
        error = get(event, "error")
        detail = (
            get(error, "message")
            or get(event, "message")
            or get(error, "type")
            or "the provider sent an error"
        )
        self.ended = False  # a response that errored mid-stream is not sent back
        return [Ended(how="failed", detail=str(detail))]

    # --- content blocks ---------------------------------------------------------------------------
    def _block_start(self, event: Any) -> list[Neutral]:
        index = get(event, "index")
        block = get(event, "content_block")
        if not isinstance(index, int) or not isinstance(block, Mapping):
            return []
        self.blocks[index] = json.loads(json.dumps(block))  # a deep copy: what goes back is what came
        kind = block.get("type")
        if kind != "text":
            self._after_step = True
        if kind == "server_tool_use":
            return self._server_use(block)
        if isinstance(block.get("tool_use_id"), str):
            return self._server_result(block)
        if kind == "text":
            # Text after a step is a new paragraph; text split into blocks by its citations is not.
            self._new_text = self._new_text or not self._text_seen or self._after_step
            self._text_seen, self._after_step = True, False
            text = block.get("text")
            return self._grew(text) if isinstance(text, str) else []
        return []

    def _server_use(self, block: Mapping[str, Any]) -> list[Neutral]:
        key = str(block.get("id") or "")
        if not key or key in self.rows.running or key in self.rows.ended:
            return []  # the same step seen again (a continuation repeating it): one row, already there
        name = str(block.get("name") or "a provider tool")
        kind: Kind = "web" if name == "web_search" else "other"
        given = block.get("input")
        given = given if isinstance(given, Mapping) else {}
        self.rows.running[key] = (kind, name, given)
        return [StepStarted(key=key, kind=kind, tool=_row_tool(name), label=_open_label(kind, name, given))]

    def _server_result(self, block: Mapping[str, Any]) -> list[Neutral]:
        key = str(block["tool_use_id"])
        if key in self.rows.ended:
            return []
        kind, name, given = self.rows.running.pop(key, ("other", _result_tool(block), {}))
        self.rows.ended.add(key)
        content = block.get("content")
        code = get(content, "error_code") if isinstance(content, Mapping) else None
        if kind == "web" and isinstance(code, str):
            what = f"for {_quoted(given)} " if _query(given) else ""
            reason = SEARCH_ERRORS.get(code, code.replace("_", " "))
            label = SEARCH_FAILED.format(what=what, reason=reason)
            return [
                StepEnded(
                    key=key, kind=kind, tool="web_search", label=label, ok=False, cap_hit=code == CAP_HIT
                )
            ]
        if kind == "web":
            urls = tuple(
                str(result["url"])
                for result in content or []
                if isinstance(result, Mapping) and isinstance(result.get("url"), str)
            )
            label = f"searched for {_quoted(given)}" if _query(given) else steps.SEARCHED_WEB
            return [StepEnded(key=key, kind=kind, tool="web_search", label=label, urls=urls)]
        failed = isinstance(code, str) or (
            isinstance(content, Mapping) and str(content.get("type", "")).endswith("_error")
        )
        label = RAN_CODE if "code" in name else f"used {name}"
        if failed:
            label += f" (failed: {str(code or 'error').replace('_', ' ')})"
        return [StepEnded(key=key, kind=kind, tool=_row_tool(name), label=label, ok=not failed)]

    def _grew(self, text: str) -> list[Neutral]:
        if not text:
            return []
        new, self._new_text = self._new_text, False
        return [TextGrew(text=text, new_message=new)]

    def _block_delta(self, event: Any) -> list[Neutral]:
        index = get(event, "index")
        delta = get(event, "delta")
        block = self.blocks.get(index) if isinstance(index, int) else None
        if block is None or not isinstance(delta, Mapping):
            return []
        kind = delta.get("type")
        if kind == "text_delta" and isinstance(delta.get("text"), str):
            block["text"] = str(block.get("text") or "") + delta["text"]
            return self._grew(delta["text"])
        if kind == "input_json_delta" and isinstance(delta.get("partial_json"), str):
            assert isinstance(index, int)
            self.partial[index] = self.partial.get(index, "") + delta["partial_json"]
        elif kind == "citations_delta" and isinstance(delta.get("citation"), Mapping):
            citation = delta["citation"]
            block.setdefault("citations", []).append(dict(citation))
            url = citation.get("url")
            if isinstance(url, str) and url:
                return [Cited(url=url)]
        elif kind == "thinking_delta" and isinstance(delta.get("thinking"), str):
            block["thinking"] = str(block.get("thinking") or "") + delta["thinking"]
        elif kind == "signature_delta" and isinstance(delta.get("signature"), str):
            block["signature"] = str(block.get("signature") or "") + delta["signature"]
        return []

    def _block_stop(self, event: Any) -> list[Neutral]:
        index = get(event, "index")
        block = self.blocks.get(index) if isinstance(index, int) else None
        if block is None:
            return []
        assert isinstance(index, int)
        raw = self.partial.pop(index, None)
        if raw is not None and raw.strip():
            try:
                block["input"] = json.loads(raw)
            except ValueError:
                block["input"] = {}
                if block.get("type") == "tool_use":
                    return [
                        Called(
                            key=str(block.get("id")),
                            call_id=str(block.get("id")),
                            name=str(block.get("name")),
                            arguments=raw,
                        )
                    ]
        if block.get("type") == "server_tool_use":
            key = str(block.get("id") or "")
            if key in self.rows.running and isinstance(block.get("input"), Mapping):
                kind, name, _ = self.rows.running[key]
                self.rows.running[key] = (kind, name, block["input"])
        if block.get("type") == "tool_use":
            given = block.get("input")
            arguments = json.dumps(given if isinstance(given, Mapping) else {})
            key = str(block.get("id") or "")
            return [Called(key=key, call_id=key, name=str(block.get("name") or ""), arguments=arguments)]
        return []


def _row_tool(name: str) -> str:
    return "web_search" if name == "web_search" else name


def _result_tool(block: Mapping[str, Any]) -> str:
    """The tool a result block answers, from its type (``web_search_tool_result`` → ``web_search``)."""
    return str(block.get("type") or "").removesuffix("_tool_result") or "a provider tool"


def _query(given: Mapping[str, Any]) -> str:
    query = given.get("query")
    return query.strip() if isinstance(query, str) else ""


def _quoted(given: Mapping[str, Any]) -> str:
    return f"'{_query(given)}'"


def _open_label(kind: Kind, name: str, given: Mapping[str, Any]) -> str:
    if kind == "web":
        return f"searching for {_quoted(given)}…" if _query(given) else steps.SEARCHING
    return RUNNING_CODE if "code" in name else f"running {name}…"


_HANDLERS: dict[str, Callable[[Translator, Any], list[Neutral]]] = {
    "message_start": Translator._message_start,
    "message_delta": Translator._message_delta,
    "message_stop": Translator._message_stop,
    "content_block_start": Translator._block_start,
    "content_block_delta": Translator._block_delta,
    "content_block_stop": Translator._block_stop,
    "error": Translator._error,
}
