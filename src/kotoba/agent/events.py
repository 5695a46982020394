"""Fold one streamed response's events into frames and a summary — a pure accumulator, no network.

Events arrive as plain objects decoded from the stream (:mod:`kotoba.agent.sse`); fields are read with
:func:`~kotoba.agent.steps.get`, which takes the SDK's models as well, so the accumulator does not care which
it is fed. Dispatch is on the ``type`` string; events not listed here are ignored, never fatal.

Every frame is returned from :meth:`Accumulator.feed` for the event that caused it, so the loop can flush it
before reading the next event: a server-side step's row (a ``web_search_call``, an xAI ``x_search_call`` or
``custom_tool_call``: :func:`~kotoba.agent.steps.kind_of`) opens on ``response.output_item.added``, while the
step is still running, and closes on its own ``.done`` with what the step did. Rows are keyed by item id
(by ``output_index`` when a provider sends none), so parallel searches that finish out of order each close
their own row. Only ``function_call`` items become calls for the loop to run: a server-side step is a row
and, when it is a search, a count — never something to answer with a ``function_call_output``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kotoba.agent import steps
from kotoba.agent.frames import Frame, StepClose, StepOpen, TextDelta
from kotoba.agent.provenance import strip_tracking
from kotoba.agent.steps import Kind, get

PARAGRAPH = "\n\n"
INCOMPLETE_UNKNOWN = "no reason given"


@dataclass
class FunctionCall:
    """A function call the model made; executed by the loop after the response ends."""

    item_id: str
    call_id: str
    name: str
    arguments: str = ""


@dataclass
class Accumulator:
    """What one response came to so far. ``on_search`` is told of each search (web or X) as it appears."""

    on_search: Callable[[], None] = lambda: None
    text: str = ""
    searches: int = 0
    calls: list[FunctionCall] = field(default_factory=list)
    search_urls: list[str] = field(default_factory=list)
    citations: list[str] = field(default_factory=list)
    error: str | None = None
    completed: bool = False
    """The provider said ``response.completed``: anything short of it is not a whole response."""
    incomplete: str | None = None
    """Why the provider ended the response early (``response.incomplete``), e.g. ``max_output_tokens``."""
    response_id: str | None = None
    _open: dict[str, tuple[Kind, Any]] = field(default_factory=dict)
    """Rows still running: key → (kind, the ``.added`` item)."""
    _closed: set[str] = field(default_factory=set)
    _streamed: dict[str, str] = field(default_factory=dict)
    """Input streamed for a server-side call (``custom_tool_call_input.delta``), by item id."""
    _pending: dict[str, FunctionCall] = field(default_factory=dict)
    _new_message: bool = False

    def feed(self, event: Any) -> list[Frame]:
        """Fold one event; the frames it causes, in order (often none)."""
        kind = get(event, "type")
        handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
        return handler(self, event) if handler is not None else []

    def unfinished(self) -> list[Frame]:
        """Close the rows of steps the stream never finished, so no client spins forever."""
        frames: list[Frame] = [
            StepClose(id=key, label=steps.unfinished_label(step), ok=False)
            for key, (step, _) in self._open.items()
        ]
        self._closed.update(self._open)
        self._open.clear()
        return frames

    # --- output items ---------------------------------------------------------------------------
    def _added(self, event: Any) -> list[Frame]:
        item = get(event, "item")
        kind, item_id = get(item, "type"), str(get(item, "id") or "")
        step = steps.kind_of(item)
        if step is not None:
            key = _key(item, event)
            if key in self._open or key in self._closed:
                return []  # a repeated .added is the same step, not a second one
            return self._open_step(key, step, item)
        if kind == "function_call":
            self._pending[item_id] = FunctionCall(
                item_id=item_id, call_id=str(get(item, "call_id") or ""), name=str(get(item, "name") or "")
            )
        elif kind == "message":
            self._new_message = True
        return []

    def _open_step(self, key: str, step: Kind, item: Any) -> list[Frame]:
        self._open[key] = (step, item)
        if step in steps.SEARCH_KINDS:
            self.searches += 1
            self.on_search()
        return [StepOpen(id=key, tool=steps.row_tool(step, item), label=steps.open_label(step, item))]

    def _done(self, event: Any) -> list[Frame]:
        item = get(event, "item")
        kind, item_id = get(item, "type"), str(get(item, "id") or "")
        step = steps.kind_of(item)
        if step is not None:
            key = _key(item, event)
            if key in self._closed:
                return []  # a repeated .done: the row already settled and the step was counted
            # A provider that never sent .added still gets its row (and its count), opened late.
            frames = [] if key in self._open else self._open_step(key, step, item)
            _, added = self._open.pop(key)
            self._closed.add(key)
            earlier = {
                "action": get(added, "action"),
                "arguments": get(added, "arguments"),
                "input": self._streamed.pop(key, None) or get(added, "input"),
            }
            self.search_urls.extend(steps.action_urls(get(item, "action")))
            ok = get(item, "status") not in ("failed", "incomplete")
            frames.append(StepClose(id=key, label=steps.close_label(step, item, earlier), ok=ok))
            return frames
        if kind == "function_call":
            call = self._pending.pop(item_id, None) or FunctionCall(item_id=item_id, call_id="", name="")
            call.call_id = str(get(item, "call_id") or call.call_id)
            call.name = str(get(item, "name") or call.name)
            call.arguments = str(get(item, "arguments") or call.arguments)
            self.calls.append(call)
        elif kind == "message":
            for part in get(item, "content") or []:
                for annotation in get(part, "annotations") or []:
                    self._cite(annotation)
        return []

    # --- text -----------------------------------------------------------------------------------
    def _delta(self, event: Any) -> list[Frame]:
        delta = get(event, "delta")
        if not isinstance(delta, str) or not delta:
            return []
        frames: list[Frame] = []
        if self._new_message and self.text:
            frames.append(TextDelta(text=PARAGRAPH))
            self.text += PARAGRAPH
        self._new_message = False
        self.text += delta
        frames.append(TextDelta(text=delta))
        return frames

    def _annotation(self, event: Any) -> list[Frame]:
        self._cite(get(event, "annotation"))
        return []

    def _cite(self, annotation: Any) -> None:
        url = get(annotation, "url")
        if get(annotation, "type") != "url_citation" or not isinstance(url, str) or not url:
            return
        url = strip_tracking(url)  # the provider's own ?utm_source=openai is not part of the source
        if url not in self.citations:
            self.citations.append(url)

    def _custom_input(self, event: Any) -> list[Frame]:
        """A server-side call's input streaming in: kept so its row can say what it did should ``.done``
        arrive without it. Never a function call: nothing here is ever run or answered."""
        key = str(get(event, "item_id") or "")
        delta = get(event, "delta")
        if key in self._open and isinstance(delta, str):
            self._streamed[key] = self._streamed.get(key, "") + delta
        return []

    def _arguments(self, event: Any) -> list[Frame]:
        call = self._pending.get(str(get(event, "item_id") or ""))
        delta = get(event, "delta")
        if call is not None and isinstance(delta, str):
            call.arguments += delta
        return []

    # --- the response's own lifecycle ---------------------------------------------------------------
    def _created(self, event: Any) -> list[Frame]:
        rid = get(get(event, "response"), "id")
        self.response_id = str(rid) if rid else None
        return []

    def _completed(self, event: Any) -> list[Frame]:
        self.completed = True
        rid = get(get(event, "response"), "id")
        self.response_id = str(rid) if rid else self.response_id
        return []

    def _failed(self, event: Any) -> list[Frame]:
        error = get(get(event, "response"), "error")
        self.error = str(get(error, "message") or "the provider reported the response as failed")
        return []

    def _incomplete(self, event: Any) -> list[Frame]:
        # Ended early but on purpose (e.g. max_output_tokens): what arrived stands, and the loop tells the
        # person it is not the whole answer — never the same as completed.
        reason = get(get(get(event, "response"), "incomplete_details"), "reason")
        self.incomplete = str(reason) if reason else INCOMPLETE_UNKNOWN
        rid = get(get(event, "response"), "id")
        self.response_id = str(rid) if rid else self.response_id
        return []

    def _error(self, event: Any) -> list[Frame]:
        self.error = str(get(event, "message") or get(event, "code") or "the provider sent an error")
        return []


_HANDLERS: dict[str, Callable[[Accumulator, Any], list[Frame]]] = {
    "response.output_item.added": Accumulator._added,
    "response.output_item.done": Accumulator._done,
    "response.output_text.delta": Accumulator._delta,
    # A refusal is what the model said instead of an answer: shown and kept as the answer's text, or a
    # refusal would end the turn as an empty Done.
    "response.refusal.delta": Accumulator._delta,
    "response.output_text.annotation.added": Accumulator._annotation,
    "response.function_call_arguments.delta": Accumulator._arguments,
    "response.custom_tool_call_input.delta": Accumulator._custom_input,
    "response.created": Accumulator._created,
    "response.completed": Accumulator._completed,
    "response.failed": Accumulator._failed,
    "response.incomplete": Accumulator._incomplete,
    "error": Accumulator._error,
}


def _key(item: Any, event: Any) -> str:
    """A row's id: the item's id, or its ``output_index`` when the provider sent no id."""
    item_id = get(item, "id")
    if item_id:
        return str(item_id)
    return f"output_{get(event, 'output_index')}"
