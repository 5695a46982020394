"""The loop: one turn is one run, a run is iterations, an iteration is one streamed ``responses.create``.

Each iteration decides its offer (:mod:`~kotoba.agent.offer`), streams the response through the pure
:class:`~kotoba.agent.events.Accumulator` — yielding every frame the moment its event arrives — then runs
the function calls the model made and sends their outputs in the next iteration, until the model answers.
Server-side steps (``web_search_call``, xAI's ``x_search_call`` and ``custom_tool_call``) never reach the
function-call branch: they are step rows and a count, nothing more, and are never answered.
Narration (tool voice lines) is said only in the function-call branch.

Tool execution runs as a task while the loop drains a queue, so a delegate helper's step rows reach the
client while the helper is still working.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, AsyncIterator, Mapping, Sequence
from contextlib import aclosing
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kotoba.agent import sse
from kotoba.agent.budget import Budget
from kotoba.agent.events import PARAGRAPH, Accumulator, FunctionCall
from kotoba.agent.frames import Done, Error, Frame, Narration, Note, StepClose, StepOpen
from kotoba.agent.offer import Offer, decide, search_in_session
from kotoba.agent.outcomes import (
    BAD_ARGUMENTS,
    CUT_SHORT,
    NO_ANSWER,
    STREAM_CUT,
    UNKNOWN_TOOL,
    crashed,
    describe,
    extend,
    extract_withdrawn,
    not_in_conversation,
    not_run,
    one_line,
    parse_arguments,
    provider_failure,
    read_failed,
    voice_line,
)
from kotoba.agent.prompt import system_prompt
from kotoba.agent.provider import Endpoint
from kotoba.agent.steps import call_label
from kotoba.agent.turn import Turn
from kotoba.bugs import INTERNAL, bug_line, log_bug
from kotoba.settings import Settings
from kotoba.tools.base import JSON, Tool, ToolResult
from kotoba.tools.delegate import DelegateTool, HelperOutcome
from kotoba.tools.registry import Registry

if TYPE_CHECKING:
    from openai import AsyncOpenAI

MAX_ITERATIONS = 10
"""Requests per run. The last one offers no tools; a model that calls one anyway ends the run in an error."""


@dataclass
class RunSpec:
    """Everything a run needs from outside: the client, where it points, the settings and the tools."""

    client: AsyncOpenAI
    endpoint: Endpoint
    settings: Settings
    tools: Sequence[Tool]
    depth: int = 0


@dataclass
class _State:
    items: list[JSON]
    budget: Budget
    text: str = ""
    sources: list[str] = field(default_factory=list)
    chain_id: str | None = None
    """The provider-held response the next request continues (``previous_response_id``)."""
    sent: int = 0
    """How many of ``items`` the provider already holds through ``chain_id``."""


class Run:
    """One run of the loop over a conversation's input items (which end with the user's message)."""

    def __init__(
        self,
        spec: RunSpec,
        *,
        items: Sequence[JSON],
        user_messages: Sequence[str] = (),
        turn: Turn | None = None,
    ) -> None:
        """``turn`` is the parent's, for a helper; a top-level run starts one from ``user_messages``."""
        self.spec = spec
        settings = spec.settings
        self.turn = turn if turn is not None else Turn.of(user_messages)
        self.state = _State(items=list(items), budget=Budget(limit=settings.web_search_limit))
        tools = list(spec.tools)
        if spec.depth == 0:
            tools.append(DelegateTool(self._helper))
        self.registry = Registry(tools)
        self.search_available = search_in_session(settings, spec.endpoint.provider)
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
        state = self.state
        for iteration in range(MAX_ITERATIONS):
            offer = decide(
                provider=self.spec.endpoint.provider,
                web=self.spec.settings.web,
                available=list(self.registry),
                budget=state.budget,
                user_messages=self.turn.user_messages,
                extract_failed=self.turn.extract_failed,
                last_iteration=iteration == MAX_ITERATIONS - 1,
            )
            if self.search_available and state.budget.spent:
                note = state.budget.take_note()
                if note is not None:
                    state.items.append({"role": "system", "content": note})
                    yield Note(text=note)
            acc = Accumulator(on_search=self._count_search, text=state.text)
            try:
                request = self.spec.client.responses.with_streaming_response.create(**self._request(offer))
                async with request as response:
                    async for event in sse.events(response.iter_lines()):
                        for frame in acc.feed(event):
                            yield frame
            except Exception as exc:  # a broken stream is the provider's failure, never a traceback
                # Not only the client's own errors: a connection that dies mid-body or stalls past the read
                # timeout raises from the line iterator (as sse.StreamBroke). Anything else was raised by
                # kotoba's own code (building the request, folding an event): frames() reports it as a bug.
                for frame in acc.unfinished():
                    yield frame
                failure = provider_failure(exc)
                if failure is None:
                    raise
                yield Error(message=describe(failure, self.spec.endpoint))
                return
            for frame in acc.unfinished():
                yield frame
            if acc.error is not None:
                yield Error(message=one_line(f"the provider failed: {acc.error}"))
                return
            if acc.incomplete is not None:
                yield Note(text=CUT_SHORT.format(reason=acc.incomplete))
            elif not acc.completed:
                # Text may have streamed already, but a response the provider never finished is not an
                # answer: ending in Error keeps it out of the conversation's history and the exit code.
                yield Error(message=STREAM_CUT.format(name=self.spec.endpoint.provider.name))
                return
            said, state.text = acc.text[len(state.text) :].removeprefix(PARAGRAPH), acc.text
            for url in [*acc.search_urls, *acc.citations]:
                self.turn.provenance.add_url(url)
            extend(state.sources, acc.citations)
            if said:
                state.items.append({"role": "assistant", "content": said})
            for call in acc.calls:
                state.items.append(
                    {
                        "type": "function_call",
                        "call_id": call.call_id,
                        "name": call.name,
                        "arguments": call.arguments,
                    }
                )
            if self.spec.endpoint.provider.chains_responses and acc.response_id:
                # The provider holds this response (its reasoning and search results included): the next
                # request continues from it and sends only what is new.
                state.chain_id, state.sent = acc.response_id, len(state.items)
            if not acc.calls:
                break
            if iteration == MAX_ITERATIONS - 1:
                # Offered no tools and still calling them: there is no answer to end in Done with.
                yield Error(message=NO_ANSWER.format(n=MAX_ITERATIONS))
                return
            for call in acc.calls:
                async for frame in self._call(call, offer):
                    yield frame
        # A helper reports its own searches (its row says so); the turn's answer reports all of them.
        searches = state.budget.used if self.spec.depth else self.turn.searches
        yield Done(text=state.text, searches=searches, sources=list(state.sources))

    def _request(self, offer: Offer) -> dict[str, Any]:
        endpoint = self.spec.endpoint
        request: dict[str, Any] = {
            "model": endpoint.model,
            "instructions": self._instructions(offer),
            "input": self.state.items[self.state.sent :],
            "stream": True,
        }
        if self.state.chain_id is not None:
            request["previous_response_id"] = self.state.chain_id
        if offer.tools:
            request["tools"] = self.registry.definitions(offer.tools)
        if offer.max_tool_calls is not None:
            request["max_tool_calls"] = offer.max_tool_calls
        if "web_search" in offer.tools and endpoint.provider.search_sources:
            request["include"] = ["web_search_call.action.sources"]
        return request

    def _count_search(self) -> None:
        self.state.budget.count()
        self.turn.searches += 1

    def _instructions(self, offer: Offer) -> str:
        """Built for each request from what it offers: search rules only while web_search is offered."""
        return system_prompt(
            mode=self.spec.settings.mode,
            search=self.search_available,
            searching="web_search" in offer.tools,
            web=self.spec.settings.web,
            delegate="delegate" in self.registry,
        )

    # --- the function-call branch --------------------------------------------------------------------
    async def _call(self, call: FunctionCall, offer: Offer) -> AsyncIterator[Frame]:
        state = self.state
        arguments = parse_arguments(call.arguments)
        row = call.item_id or call.call_id
        yield StepOpen(id=row, tool=call.name, label=call_label(call.name, arguments or {}))
        tool = self.registry.get(call.name) if call.name in offer.tools else None
        if tool is not None and tool.definition().get("type") != "function":
            tool = None  # a built-in (web_search) called as a function: the provider's job, never ours
        if tool is None:
            result = not_run(call.name, UNKNOWN_TOOL.format(name=call.name))
        elif arguments is None:
            result = not_run(call.name, BAD_ARGUMENTS.format(name=call.name), bad_call=True)
        elif call.name == "web_extract" and self.turn.extract_failed:
            result = extract_withdrawn(str(arguments.get("url", "")), search=self._search_left())
        elif call.name == "web_extract" and not self.turn.provenance.allows_call(arguments):
            result = not_in_conversation(str(arguments.get("url", "")), search=self._search_left())
        else:
            line = voice_line(tool, "start", arguments)
            if line:
                yield Narration(text=line)
            async for item in self._execute(tool, arguments):
                if isinstance(item, ToolResult):
                    result = item
                else:
                    yield item
            if call.name == "web_extract" and not result.ok and not result.bad_call:
                result = read_failed(result, search=self._search_left())
            elif call.name == "web_extract":
                self.turn.provenance.add_read(str(arguments.get("url", "")))
                self.turn.provenance.add_links(result.links)
            line = "" if result.bad_call else voice_line(tool, "done" if result.ok else "failed", arguments)
            if line:
                yield Narration(text=line)
        yield StepClose(id=row, label=result.label, ok=result.ok)
        if not result.ok:
            if call.name == "web_extract" and not result.bad_call:  # a wrong argument is not a failed read
                self.turn.extract_failed = True
            yield Note(text=result.for_model)
        else:
            extend(state.sources, result.sources)
        output = result.for_model
        state.items.append({"type": "function_call_output", "call_id": call.call_id, "output": output})

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
