"""What a tool call or a provider request came to, said once: to the model as a note, to the person as a line.

Kept apart from the loop so the loop reads as the order of things (offer, stream, call, answer) while the
wording of every failure lives here, as named constants the tests can quote.
"""

from __future__ import annotations

import json
import string
from collections.abc import Mapping, Sequence
from typing import Any

from kotoba.tools.base import Tool, ToolResult
from kotoba.tools.extract_rules import EXTRACT_WITHDRAWN as EXTRACT_WITHDRAWN
from kotoba.tools.extract_rules import extract_withdrawn as extract_withdrawn
from kotoba.tools.extract_rules import not_in_conversation as not_in_conversation
from kotoba.tools.extract_rules import read_failed as read_failed

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
BAD_ARGUMENTS = "the arguments for {name} were not valid JSON; call it again with a JSON object."


def parse_arguments(raw: str) -> dict[str, Any] | None:
    try:
        value = json.loads(raw or "{}")
    except json.JSONDecodeError:
        return None
    return value if isinstance(value, dict) else None


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
