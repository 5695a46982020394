"""``delegate``: hand a self-contained sub-task to a helper — a fresh run of the loop with its own budget.

The tool knows nothing of the loop: the agent injects ``runner``, which runs the helper (forwarding its step
rows to whoever watches) and returns what it came to. Keeping the dependency injected keeps the layers
pointing down (tools never import the agent).

The helper's answer goes back to the parent model fenced, like a page: the helper read pages and search
results the parent never saw, and whatever spoke to the helper from them could speak through its answer.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from kotoba.fence import quote
from kotoba.tools.base import JSON, ToolResult, function_definition

DELEGATE_DESCRIPTION = (
    "Hand a self-contained sub-task to a helper, who works on it alone (with its own web searches) and "
    "returns its answer. Takes task: everything the helper needs to know, in one message — it sees nothing "
    "else of this conversation."
)

HELPER_SOURCE = "a helper's answer (it ran {searches} web searches)"
HELPER_FAILED = (
    "The helper could not finish: {reason}. Do NOT present anything as the helper's finding; do the work "
    "yourself or tell the person what is missing."
)
NO_TASK = "no task was given"

# What the person hears while a helper works (narration is said in the loop's function-call branch).
VOICE = MappingProxyType(
    {
        "start": "Handing part of this to a helper.",
        "done": "The helper is back with an answer.",
        "failed": "The helper could not finish.",
    }
)

_PARAMETERS: JSON = {
    "type": "object",
    "properties": {"task": {"type": "string", "description": "The sub-task, self-contained."}},
    "required": ["task"],
    "additionalProperties": False,
}


@dataclass(frozen=True)
class HelperOutcome:
    """What a helper run came to: its answer, or the reason it has none."""

    text: str
    searches: int
    sources: tuple[str, ...] = ()
    error: str | None = None


Runner = Callable[[str], Awaitable[HelperOutcome]]


class DelegateTool:
    """Runs a helper through the injected ``runner``."""

    name = "delegate"
    voice: Mapping[str, str] = VOICE

    def __init__(self, runner: Runner) -> None:
        self.runner = runner

    def definition(self) -> JSON:
        return function_definition(self.name, DELEGATE_DESCRIPTION, _PARAMETERS)

    async def execute(self, arguments: Mapping[str, Any]) -> ToolResult:
        raw = arguments.get("task")
        task = raw.strip() if isinstance(raw, str) else ""
        if not task:
            return _failed(NO_TASK)
        outcome = await self.runner(task)
        if outcome.error is not None or not outcome.text.strip():
            return _failed(outcome.error or "the helper gave no answer")
        return ToolResult(
            ok=True,
            text=quote(outcome.text, HELPER_SOURCE.format(searches=outcome.searches)),
            label=f"the helper answered ({outcome.searches} searches)",
            sources=outcome.sources,
        )


def _failed(reason: str) -> ToolResult:
    return ToolResult(
        ok=False,
        text="",
        label="the helper could not finish",
        note=HELPER_FAILED.format(reason=reason),
        reason=reason,
    )
