"""The loop: one turn is one run, a run is iterations, an iteration is one streamed request.

Each iteration decides its offer (:mod:`~kotoba.agent.offer`), sends it through the provider's wire
(:mod:`~kotoba.agent.wires`: one per API family, each turning its stream into the same neutral events),
folds those into frames (:mod:`~kotoba.agent.fold`) — yielding each the moment its event arrives — and then
acts on what the response came to, decided as a value (:mod:`~kotoba.agent.decisions`): answer, run the
calls the model made, continue a paused turn, or stop with an error. No provider and no tool is named here:
server-side steps are rows and counts the wire reports, and each tool keeps its own rules
(:mod:`~kotoba.tools.rules`). Narration (tool voice lines) is said only for function calls.

Tool execution runs as a task while the loop drains a queue, so a delegate helper's step rows reach the
client while the helper is still working.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, AsyncIterator, Mapping, Sequence
from contextlib import aclosing
from dataclasses import dataclass, field
from typing import Any

from kotoba.agent.budget import Budget
from kotoba.agent.decisions import Answer, Continue, RunCalls, Stop, decide_next
from kotoba.agent.fold import Fold
from kotoba.agent.frames import Done, Error, Frame, Narration, Note, StepClose, StepOpen
from kotoba.agent.offer import Offer, decide, search_in_session
from kotoba.agent.outcomes import (
    BAD_ARGUMENTS,
    UNKNOWN_TOOL,
    crashed,
    extend,
    not_run,
    parse_arguments,
    voice_line,
)
from kotoba.agent.prompt import system_prompt
from kotoba.agent.provider import Endpoint
from kotoba.agent.steps import call_label
from kotoba.agent.turn import Turn
from kotoba.agent.wires import ProviderFailed, Request, Wire, make_wire
from kotoba.agent.wires.neutral import Called
from kotoba.bugs import INTERNAL, bug_line, log_bug
from kotoba.settings import Settings
from kotoba.tools.base import JSON, Tool, ToolResult
from kotoba.tools.delegate import DelegateTool, HelperOutcome
from kotoba.tools.registry import Registry
from kotoba.tools.rules import Context, rules_of

MAX_ITERATIONS = 10
"""Requests per run. The last one offers no tools; a model that calls one anyway ends the run in an error."""


@dataclass
class RunSpec:
    """Everything a run needs from outside: the client, where it points, the settings and the tools."""

    client: Any
    """The provider's official client (``openai.AsyncOpenAI``, ``anthropic.AsyncAnthropic``,
    ``google.genai.Client``), as the endpoint's wire speaks it."""
    endpoint: Endpoint
    settings: Settings
    tools: Sequence[Tool]
    depth: int = 0


@dataclass
class _State:
    budget: Budget
    sources: list[str] = field(default_factory=list)


class Run:
    """One run of the loop over a conversation (which ends with the user's message)."""

    def __init__(
        self,
        spec: RunSpec,
        *,
        items: Sequence[JSON],
        user_messages: Sequence[str] = (),
        turn: Turn | None = None,
    ) -> None:
        """``items`` is the conversation so far as ``{"role", "content"}`` text items; ``turn`` is the
        parent's, for a helper; a top-level run starts one from ``user_messages``."""
        self.spec = spec
        settings = spec.settings
        self.turn = turn if turn is not None else Turn.of(user_messages)
        self.state = _State(budget=Budget(limit=settings.web_search_limit))
        self.wire: Wire = make_wire(spec.endpoint, spec.client, items)
        tools = list(spec.tools)
        if spec.depth == 0:
            tools.append(DelegateTool(self._helper))
        self.registry = Registry(tools)
        self.search_available = search_in_session(settings, spec.endpoint.provider)
        self.fold = Fold(on_search=self._count_search, on_cap=self.state.budget.hit_cap)
        self._queue: asyncio.Queue[Frame] = asyncio.Queue()

    async def frames(self) -> AsyncIterator[Frame]:
        """Run to the answer, yielding frames as they happen; ends with Done or Error.

        An exception from kotoba's own code ends the run as kotoba's bug, never as the provider's failure:
        the rows it left open are closed, it is logged with its traceback, and the Error says whose it was.
        """
        open_rows: dict[str, None] = {}
        try:
            async with aclosing(self._frames()) as frames:  # a client that goes away closes the stream now
                async for frame in frames:
                    if isinstance(frame, StepOpen):
                        open_rows[frame.id] = None
                    elif isinstance(frame, StepClose):
                        open_rows.pop(frame.id, None)
                    yield frame
        except Exception as exc:
            log_bug(exc, "the turn" if self.spec.depth == 0 else "a delegate helper's run")
            for row in open_rows:
                yield StepClose(id=row, label=INTERNAL, ok=False)
            yield Error(message=bug_line(exc, debug=self.spec.settings.debug), internal=True)

    async def _frames(self) -> AsyncGenerator[Frame, None]:
        state, fold = self.state, self.fold
        for iteration in range(MAX_ITERATIONS):
            last = iteration == MAX_ITERATIONS - 1
            offer = decide(
                provider=self.spec.endpoint.provider,
                web=self.spec.settings.web,
                available=list(self.registry),
                budget=state.budget,
                tools=self.registry,
                context=self._context(),
                last_iteration=last,
            )
            if self.search_available and state.budget.spent:
                note = state.budget.take_note()
                if note is not None:
                    self.wire.note(note)
                    yield Note(text=note)
            fold.begin()
            try:
                async for event in self.wire.stream(self._request(offer)):
                    for frame in fold.feed(event):
                        yield frame
            except ProviderFailed as failed:  # a broken stream is the provider's failure, never a traceback
                for frame in fold.unfinished():
                    yield frame
                yield Error(message=str(failed))
                return
            for url in [*fold.search_urls, *fold.citations]:
                self.turn.provenance.add_url(url)
            extend(state.sources, fold.citations)
            decision = decide_next(
                fold.ending,
                fold.calls,
                provider=self.spec.endpoint.provider.name,
                last_iteration=last,
                iterations=MAX_ITERATIONS,
            )
            step = decision.step
            carried = (
                isinstance(step, (Continue, RunCalls))
                and fold.ending is not None
                and fold.ending.steps_continue
            )
            if not carried:  # a step that can no longer end is closed, so no row spins forever
                for frame in fold.unfinished():
                    yield frame
            if decision.note is not None:
                yield Note(text=decision.note)
            if isinstance(step, Stop):
                yield Error(message=step.message)
                return
            if isinstance(step, Answer):
                break
            if isinstance(step, RunCalls):
                outputs: list[tuple[Called, str]] = []
                for call in step.calls:
                    async for item in self._call(call, offer):
                        if isinstance(item, str):
                            outputs.append((call, item))
                        else:
                            yield item
                self.wire.answer(outputs)
        # A helper reports its own searches (its row says so); the turn's answer reports all of them.
        searches = state.budget.used if self.spec.depth else self.turn.searches
        yield Done(text=fold.text, searches=searches, sources=list(state.sources))

    def _request(self, offer: Offer) -> Request:
        functions: list[JSON] = []
        for name in offer.tools:
            definition = self.registry[name].definition()
            if definition.get("type") == "function":
                functions.append(
                    {k: definition[k] for k in ("name", "description", "parameters") if k in definition}
                )
        return Request(
            instructions=self._instructions(offer),
            functions=tuple(functions),
            search=offer.search,
            search_cap=offer.max_tool_calls,
        )

    def _count_search(self, n: int) -> None:
        self.state.budget.count(n)
        self.turn.searches = max(0, self.turn.searches + n)

    def _context(self) -> Context:
        return Context(turn=self.turn, search_left=self._search_left(), web=self.spec.settings.web)

    def _instructions(self, offer: Offer) -> str:
        """Built for each request from what it offers: search rules only while the search is offered."""
        return system_prompt(
            mode=self.spec.settings.mode,
            search=self.search_available,
            searching=offer.search,
            web=self.spec.settings.web,
            delegate="delegate" in self.registry,
        )

    # --- the function-call branch --------------------------------------------------------------------
    async def _call(self, call: Called, offer: Offer) -> AsyncIterator[Frame | str]:
        """Run one call, yielding its frames and, last, the output that goes back to the model."""
        state = self.state
        arguments = parse_arguments(call.arguments)
        row = call.key or call.call_id
        yield StepOpen(id=row, tool=call.name, label=call_label(call.name, arguments or {}))
        tool = self.registry.get(call.name) if call.name in offer.tools else None
        if tool is not None and tool.definition().get("type") != "function":
            tool = None  # the provider's built-in called as a function: the provider's job, never ours
        rules = rules_of(tool)
        refused = (
            rules.admit(arguments, self._context()) if tool is not None and arguments is not None else None
        )
        if tool is None:
            result = not_run(call.name, UNKNOWN_TOOL.format(name=call.name))
        elif arguments is None:
            result = not_run(call.name, BAD_ARGUMENTS.format(name=call.name), bad_call=True)
        elif refused is not None:
            result = rules.settle(arguments, refused, self._context())
        else:
            line = voice_line(tool, "start", arguments)
            if line:
                yield Narration(text=line, step=row)
            async for item in self._execute(tool, arguments):
                if isinstance(item, ToolResult):
                    result = item
                else:
                    yield item
            result = rules.settle(arguments, result, self._context())
            line = "" if result.bad_call else voice_line(tool, "done" if result.ok else "failed", arguments)
            if line:
                yield Narration(text=line, step=row)
        yield StepClose(id=row, label=result.label, ok=result.ok)
        if not result.ok:
            yield Note(text=result.for_model)
        else:
            extend(state.sources, result.sources)
        yield result.for_model

    async def _execute(self, tool: Tool, arguments: Mapping[str, Any]) -> AsyncIterator[Frame | ToolResult]:
        """Run the tool as a task, yielding frames its helpers queue meanwhile, then its result."""
        task = asyncio.create_task(tool.execute(arguments))
        try:
            while not task.done():
                getter = asyncio.create_task(self._queue.get())
                try:
                    done, _ = await asyncio.wait({task, getter}, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    getter.cancel()
                if getter in done:
                    yield getter.result()
            while not self._queue.empty():
                yield self._queue.get_nowait()
            try:
                result = task.result()
            except Exception as exc:  # a bug in one tool must not take the conversation down with it
                log_bug(exc, f"the tool {tool.name}")
                result = crashed(tool.name, exc)
            yield result
        finally:
            task.cancel()  # the client went away mid-call: stop the work rather than leak it

    def _search_left(self) -> bool:
        return self.search_available and not self.state.budget.spent

    async def _helper(self, task: str) -> HelperOutcome:
        """A delegate helper: a fresh run with its own budget; its step rows go to this run's client.

        Its only input is the task, but it works inside this turn: the person's messages and the URLs in
        play are the parent's, so a URL the model wrote into the task is not one the helper may read.
        """
        spec = RunSpec(
            client=self.spec.client,
            endpoint=self.spec.endpoint,
            settings=self.spec.settings,
            tools=self.spec.tools,
            depth=self.spec.depth + 1,
        )
        helper = Run(spec, items=[{"role": "user", "content": task}], turn=self.turn)
        async for frame in helper.frames():
            if isinstance(frame, (StepOpen, StepClose, Note)):
                self._queue.put_nowait(frame)
            elif isinstance(frame, Done):
                return HelperOutcome(text=frame.text, searches=frame.searches, sources=tuple(frame.sources))
            elif isinstance(frame, Error):
                return HelperOutcome(text="", searches=helper.state.budget.used, error=frame.message)
        return HelperOutcome(text="", searches=helper.state.budget.used, error="the helper stopped")
