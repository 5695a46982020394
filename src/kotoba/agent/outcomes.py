"""What a tool call or a provider request came to, said once: to the model as a note, to the person as a line.

Kept apart from the loop so the loop reads as the order of things (offer, stream, call, answer) while the
wording of every failure lives here, as named constants the tests can quote.
"""

from __future__ import annotations

import dataclasses
import json
import string
from collections.abc import Mapping, Sequence
from typing import Any

import openai

from kotoba.agent.provenance import NOT_IN_CONVERSATION
from kotoba.agent.provider import Endpoint
from kotoba.agent.sse import StreamBroke
from kotoba.tools.base import Tool, ToolResult

STREAM_CUT = "the {name} provider's stream ended before the response was complete"
MAX_LINE = 200
"""The longest line a failure is told to the person in."""
NO_ANSWER = "the model did not answer within {n} requests"
CUT_SHORT = "the answer was cut short ({reason})"
STREAM_BROKE = "the {name} provider's stream broke off mid-response ({kind}: {detail})"
TOOL_CRASHED = (
    "THE TOOL DID NOT RUN — {reason}. Nothing came back from it: do NOT attribute anything to it, and tell "
    "the person it failed."
)
UNKNOWN_TOOL = "{name} is not available right now; do not call it again this turn."
EXTRACT_WITHDRAWN = "web_extract already failed once this turn, so this read was not attempted"
BAD_ARGUMENTS = "the arguments for {name} were not valid JSON; call it again with a JSON object."


def parse_arguments(raw: str) -> dict[str, Any] | None:
    try:
        value = json.loads(raw or "{}")
    except json.JSONDecodeError:
        return None
    return value if isinstance(value, dict) else None


def not_in_conversation(url: str, *, search: bool) -> ToolResult:
    """Provenance's refusal: the same failure note as an unread page, with the reason why."""
    from kotoba.tools.web_extract import failure_note

    reason = NOT_IN_CONVERSATION
    note = failure_note(reason, search_available=search)
    return ToolResult(
        ok=False, text="", label=f"refused {url}: not in the conversation", note=note, reason=reason
    )


def extract_withdrawn(url: str, *, search: bool) -> ToolResult:
    """A second read in a turn where one already failed: refused unread, with the failure note.

    The offer drops web_extract after a failure, but calls that came in the same response as the failed
    one were made before that, so each call checks again.
    """
    from kotoba.tools.web_extract import failure_note

    note = failure_note(EXTRACT_WITHDRAWN, search_available=search)
    label = f"did not read {url}: web_extract already failed this turn"
    return ToolResult(ok=False, text="", label=label, note=note, reason=EXTRACT_WITHDRAWN)


def read_failed(result: ToolResult, *, search: bool) -> ToolResult:
    """A failed read with its note worded for this moment: whether web_search is still offered changes.

    The tool is built once per turn and cannot know that the search budget ran out since, so the loop,
    which does know, words the note — a note pointing at a withdrawn tool sends the model nowhere.
    """
    from kotoba.tools.web_extract import failure_note

    reason = result.reason or result.label
    return dataclasses.replace(result, note=failure_note(reason, search_available=search))


def crashed(name: str, exc: Exception) -> ToolResult:
    reason = one_line(f"{name} failed inside kotoba ({type(exc).__name__}: {exc})")
    note = TOOL_CRASHED.format(reason=reason)
    return ToolResult(ok=False, text="", label=reason, note=note, reason=reason)


def not_run(name: str, note: str, *, bad_call: bool = False) -> ToolResult:
    """A call that was not run; ``bad_call`` when only its arguments were wrong and it may be called again."""
    return ToolResult(
        ok=False, text="", label=f"{name} was not run", note=note, reason=note, bad_call=bad_call
    )


class _Blank(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return ""


def voice_line(tool: Tool, phase: str, arguments: Mapping[str, Any]) -> str:
    """The tool's narration line for ``phase``, filled from the arguments (missing fields left blank)."""
    pattern = tool.voice.get(phase)
    if not pattern:
        return ""
    try:
        return string.Formatter().vformat(pattern, (), _Blank(arguments)).strip()
    except (ValueError, IndexError, AttributeError):
        return ""


def extend(target: list[str], urls: Sequence[str]) -> None:
    for url in urls:
        if url not in target:
            target.append(url)


def one_line(text: str, limit: int = MAX_LINE) -> str:
    """``text`` on one line of at most ``limit`` characters.

    A provider's error description is its own text, of any length and shape (a whole HTML error page has
    been seen); the person gets one line that says what went wrong, not the page.
    """
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def provider_failure(exc: Exception) -> Exception | None:
    """The provider's (or the network's) failure behind ``exc``, or None when ``exc`` is a bug in kotoba.

    The client raises its own error types for a request that fails; a stream that breaks off while it is
    read comes as :class:`~kotoba.agent.sse.StreamBroke`. Anything else was raised by kotoba's own code.
    """
    if isinstance(exc, StreamBroke):
        return exc.cause
    return exc if isinstance(exc, openai.OpenAIError) else None


def describe(exc: Exception, endpoint: Endpoint) -> str:
    """One line for the person: what went wrong talking to the provider."""
    name = endpoint.provider.name
    if not isinstance(exc, openai.OpenAIError):
        return one_line(STREAM_BROKE.format(name=name, kind=type(exc).__name__, detail=exc))
    if isinstance(exc, openai.APITimeoutError):
        return one_line(f"the {name} provider at {endpoint.base_url} did not answer in time")
    if isinstance(exc, openai.APIConnectionError):
        return one_line(f"cannot reach the {name} provider at {endpoint.base_url}")
    if isinstance(exc, openai.APIStatusError):
        message = exc.message
        body = exc.body
        if isinstance(body, Mapping):
            error = body.get("error", body)
            if isinstance(error, Mapping) and isinstance(error.get("message"), str):
                message = error["message"]
        return one_line(f"the {name} provider answered {exc.status_code}: {message}")
    return one_line(f"the {name} provider failed: {exc}")
