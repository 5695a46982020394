"""The Responses API wire (OpenAI, xAI, OpenRouter, any compatible server).

Requests: ``instructions``, the conversation as input items, ``tools`` (``{"type": "web_search"}`` and the
function tools), ``max_tool_calls`` for the budget where the provider takes it, and, on a provider that keeps
responses, ``previous_response_id`` so only what is new is sent.

The stream is read as plain events (:mod:`kotoba.agent.sse`) and translated by :class:`Translator`: a
server-side step's row (a ``web_search_call``, an xAI ``x_search_call`` or ``custom_tool_call``:
:func:`~kotoba.agent.steps.kind_of`) starts on ``response.output_item.added``, while the step runs, and ends
on its own ``.done`` with what it did — the action (``search`` with ``queries``/``query``, ``open_page`` with
its ``url``, ``find_in_page`` with its ``pattern``) only ever arrives on ``.done``. Keys are item ids (the
``output_index`` when a provider sends none). Only ``function_call`` items are calls for the loop to run.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Any

from kotoba.agent import sse, steps
from kotoba.agent.steps import get
from kotoba.agent.wires import ProviderFailed, Request
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

REQUEST_TIMEOUT = 120.0
MAX_RETRIES = 1
INCOMPLETE_UNKNOWN = "no reason given"
STREAM_BROKE = "the {name} provider's stream broke off mid-response ({kind}: {detail})"


def open_client(endpoint: Endpoint) -> AbstractAsyncContextManager[Any]:
    import openai

    return openai.AsyncOpenAI(
        api_key=endpoint.api_key, base_url=endpoint.base_url, max_retries=MAX_RETRIES, timeout=REQUEST_TIMEOUT
    )


class ResponsesWire:
    """A run's conversation as Responses input items."""

    def __init__(self, client: Any, endpoint: Endpoint, history: Sequence[JSON]) -> None:
        self.client = client
        self.endpoint = endpoint
        self.items: list[JSON] = [dict(item) for item in history]
        self.chain_id: str | None = None
        """The provider-held response the next request continues (``previous_response_id``)."""
        self.sent = 0
        """How many of ``items`` the provider already holds through ``chain_id``."""

    def note(self, text: str) -> None:
        self.items.append({"role": "system", "content": text})

    def answer(self, outputs: Sequence[tuple[Called, str]]) -> None:
        for call, output in outputs:
            self.items.append({"type": "function_call_output", "call_id": call.call_id, "output": output})

    def request(self, request: Request) -> dict[str, Any]:
        """The body of one ``responses.create`` for ``request``."""
        provider = self.endpoint.provider
        body: dict[str, Any] = {
            "model": self.endpoint.model,
            "instructions": request.instructions,
            "input": self.items[self.sent :],
            "stream": True,
        }
        if self.chain_id is not None:
            body["previous_response_id"] = self.chain_id
        tools: list[JSON] = [{"type": "web_search"}] if request.search else []
        tools += [{"type": "function", **function, "strict": True} for function in request.functions]
        if tools:
            body["tools"] = tools
        if request.search and request.search_cap is not None:
            body["max_tool_calls"] = request.search_cap
        if request.search and provider.search_sources:
            body["include"] = ["web_search_call.action.sources"]
        return body

    async def stream(self, request: Request) -> AsyncIterator[Neutral]:
        translator = Translator()
        try:
            streaming = self.client.responses.with_streaming_response.create(**self.request(request))
            async with streaming as response:
                async for event in sse.events(response.iter_lines()):
                    for neutral in translator.feed(event):
                        yield neutral
        except Exception as exc:
            line = self.failure(exc)
            if line is None:
                raise
            raise ProviderFailed(line) from exc
        self._record(translator)

    def _record(self, translator: Translator) -> None:
        if translator.said:
            self.items.append({"role": "assistant", "content": translator.said})
        for call in translator.calls:
            self.items.append(
                {
                    "type": "function_call",
                    "call_id": call.call_id,
                    "name": call.name,
                    "arguments": call.arguments,
                }
            )
        if self.endpoint.provider.chains_responses and translator.response_id:
            # The provider holds this response (its reasoning and search results included): the next
            # request continues from it and sends only what is new.
            self.chain_id, self.sent = translator.response_id, len(self.items)

    def failure(self, exc: Exception) -> str | None:
        """The one line for a failure talking to the provider, or None when ``exc`` is a bug in kotoba."""
        import openai

        from kotoba.agent.outcomes import one_line

        name, base_url = self.endpoint.provider.name, self.endpoint.base_url
        if isinstance(exc, sse.StreamBroke):
            cause = exc.cause
            return one_line(STREAM_BROKE.format(name=name, kind=type(cause).__name__, detail=cause))
        if not isinstance(exc, openai.OpenAIError):
            return None
        if isinstance(exc, openai.APITimeoutError):
            return one_line(f"the {name} provider at {base_url} did not answer in time")
        if isinstance(exc, openai.APIConnectionError):
            return one_line(f"cannot reach the {name} provider at {base_url}")
        if isinstance(exc, openai.APIStatusError):
            return one_line(
                f"the {name} provider answered {exc.status_code}: {error_message(exc.body, exc.message)}"
            )
        return one_line(f"the {name} provider failed: {exc}")


def error_message(body: Any, default: str) -> str:
    """The ``error.message`` (or top-level ``message``) of an error body, else ``default``."""
    if isinstance(body, Mapping):
        error = body.get("error", body)
        if isinstance(error, Mapping) and isinstance(error.get("message"), str):
            return str(error["message"])
    return default


class _Call:
    def __init__(self, item_id: str, call_id: str, name: str) -> None:
        self.item_id, self.call_id, self.name, self.arguments = item_id, call_id, name, ""


class Translator:
    """Responses events of one response → neutral events. Events not listed are ignored, never fatal."""

    def __init__(self) -> None:
        self.calls: list[Called] = []
        self.said = ""
        """The text this response added (what the assistant said), for the conversation."""
        self.response_id: str | None = None
        self._added: dict[str, tuple[steps.Kind, Any]] = {}
        self._streamed: dict[str, str] = {}
        self._pending: dict[str, _Call] = {}
        self._new_message = False
        self._ended = False

    def feed(self, event: Any) -> list[Neutral]:
        kind = get(event, "type")
        handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
        return handler(self, event) if handler is not None else []

    def _added_item(self, event: Any) -> list[Neutral]:
        item = get(event, "item")
        kind, item_id = get(item, "type"), str(get(item, "id") or "")
        step = steps.kind_of(item)
        if step is not None:
            key = _key(item, event)
            if key in self._added:
                return []  # a repeated .added is the same step, not a second one
            self._added[key] = (step, item)
            return [
                StepStarted(
                    key=key, kind=step, tool=steps.row_tool(step, item), label=steps.open_label(step, item)
                )
            ]
        if kind == "function_call":
            self._pending[item_id] = _Call(
                item_id, str(get(item, "call_id") or ""), str(get(item, "name") or "")
            )
        elif kind == "message":
            self._new_message = True
        return []

    def _done_item(self, event: Any) -> list[Neutral]:
        item = get(event, "item")
        kind, item_id = get(item, "type"), str(get(item, "id") or "")
        step = steps.kind_of(item)
        if step is not None:
            key = _key(item, event)
            _, added = self._added.get(key, (step, None))
            earlier = {
                "action": get(added, "action"),
                "arguments": get(added, "arguments"),
                "input": self._streamed.pop(key, None) or get(added, "input"),
            }
            ok = get(item, "status") not in ("failed", "incomplete")
            return [
                StepEnded(
                    key=key,
                    kind=step,
                    tool=steps.row_tool(step, item),
                    label=steps.close_label(step, item, earlier),
                    ok=ok,
                    urls=tuple(steps.action_urls(get(item, "action"))),
                )
            ]
        if kind == "function_call":
            call = self._pending.pop(item_id, None) or _Call(item_id, "", "")
            called = Called(
                key=item_id or call.call_id,
                call_id=str(get(item, "call_id") or call.call_id),
                name=str(get(item, "name") or call.name),
                arguments=str(get(item, "arguments") or call.arguments),
            )
            self.calls.append(called)
            return [called]
        if kind == "message":
            return [Cited(url=url) for part in get(item, "content") or [] for url in _cited(part)]
        return []

    def _delta(self, event: Any) -> list[Neutral]:
        delta = get(event, "delta")
        if not isinstance(delta, str) or not delta:
            return []
        new, self._new_message = self._new_message, False
        self.said += ("\n\n" if new and self.said else "") + delta
        return [TextGrew(text=delta, new_message=new)]

    def _annotation(self, event: Any) -> list[Neutral]:
        return [Cited(url=url) for url in _urls_of([get(event, "annotation")])]

    def _custom_input(self, event: Any) -> list[Neutral]:
        """A server-side call's input streaming in: kept so its row can say what it did should ``.done``
        arrive without it. Never a function call: nothing here is ever run or answered."""
        key = str(get(event, "item_id") or "")
        delta = get(event, "delta")
        if key in self._added and isinstance(delta, str):
            self._streamed[key] = self._streamed.get(key, "") + delta
        return []

    def _arguments(self, event: Any) -> list[Neutral]:
        call = self._pending.get(str(get(event, "item_id") or ""))
        delta = get(event, "delta")
        if call is not None and isinstance(delta, str):
            call.arguments += delta
        return []

    def _created(self, event: Any) -> list[Neutral]:
        rid = get(get(event, "response"), "id")
        self.response_id = str(rid) if rid else None
        return []

    def _end(self, event: Any, ended: Ended) -> list[Neutral]:
        rid = get(get(event, "response"), "id")
        self.response_id = str(rid) if rid else self.response_id
        if self._ended:
            return []
        self._ended = True
        return [Ended(how=ended.how, detail=ended.detail, response_id=self.response_id)]

    def _completed(self, event: Any) -> list[Neutral]:
        return self._end(event, Ended(how="complete"))

    def _failed(self, event: Any) -> list[Neutral]:
        error = get(get(event, "response"), "error")
        detail = str(get(error, "message") or "the provider reported the response as failed")
        return self._end(event, Ended(how="failed", detail=detail))

    def _incomplete(self, event: Any) -> list[Neutral]:
        # Ended early but on purpose (e.g. max_output_tokens): what arrived stands, and the loop tells the
        # person it is not the whole answer — never the same as completed.
        reason = get(get(get(event, "response"), "incomplete_details"), "reason")
        return self._end(event, Ended(how="incomplete", detail=str(reason) if reason else INCOMPLETE_UNKNOWN))

    def _error(self, event: Any) -> list[Neutral]:
        detail = str(get(event, "message") or get(event, "code") or "the provider sent an error")
        return self._end(event, Ended(how="failed", detail=detail))


def _cited(part: Any) -> list[str]:
    return _urls_of(get(part, "annotations") or [])


def _urls_of(annotations: Sequence[Any]) -> list[str]:
    urls: list[str] = []
    for annotation in annotations:
        url = get(annotation, "url")
        if get(annotation, "type") == "url_citation" and isinstance(url, str) and url:
            urls.append(url)
    return urls


_HANDLERS: dict[str, Callable[[Translator, Any], list[Neutral]]] = {
    "response.output_item.added": Translator._added_item,
    "response.output_item.done": Translator._done_item,
    "response.output_text.delta": Translator._delta,
    # A refusal is what the model said instead of an answer: shown and kept as the answer's text, or a
    # refusal would end the turn as an empty Done.
    "response.refusal.delta": Translator._delta,
    "response.output_text.annotation.added": Translator._annotation,
    "response.function_call_arguments.delta": Translator._arguments,
    "response.custom_tool_call_input.delta": Translator._custom_input,
    "response.created": Translator._created,
    "response.completed": Translator._completed,
    "response.failed": Translator._failed,
    "response.incomplete": Translator._incomplete,
    "error": Translator._error,
}


def _key(item: Any, event: Any) -> str:
    """A row's id: the item's id, or its ``output_index`` when the provider sent no id."""
    item_id = get(item, "id")
    if item_id:
        return str(item_id)
    return f"output_{get(event, 'output_index')}"
