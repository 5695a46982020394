"""What a tool is: what runs (``execute``) kept apart from what is sent to the provider (``definition``).

A tool is small: a name, the definition sent in ``tools=[…]``, an async ``execute`` that turns the model's
arguments into a :class:`ToolResult`, and optional voice patterns (lines the loop may narrate per phase).
Outcomes are values: a tool that fails returns a result with ``ok=False`` and a note for the model, it does
not raise. Exceptions are for bugs and misuse (``web_search.execute`` raising NotImplementedError is misuse).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

JSON = dict[str, Any]


@dataclass(frozen=True, kw_only=True)
class ToolResult:
    """What one call of a tool came to.

    ``text`` is the tool's own output (fenced page text, for instance), empty on failure. ``note`` is the
    failure note the loop attaches when the call failed. ``label`` is the step row's closing label.
    ``sources`` are URLs the result was read from, for the answer's source list. ``bad_call`` marks a call
    whose arguments could not be used, so nothing was attempted: the note says how to call the tool
    correctly, and it is not a failed read (the loop does not withdraw the tool over it). ``links`` are the
    addresses the text showed as links, exactly as written: the loop lets the model read those, and only
    those, next.
    """

    ok: bool
    text: str
    label: str
    note: str | None = None
    reason: str | None = None
    sources: tuple[str, ...] = ()
    bad_call: bool = False
    links: tuple[str, ...] = ()

    @property
    def for_model(self) -> str:
        """What goes back to the model as the call's output: the text, or the failure note."""
        return self.text if self.ok else (self.note or self.reason or "the tool failed")


@runtime_checkable
class Tool(Protocol):
    """The shape every tool has. Built-in provider tools implement ``execute`` by raising."""

    name: str
    voice: Mapping[str, str]
    """Narration patterns by phase (e.g. "start", "done", "failed"); empty for tools that have none."""

    def definition(self) -> JSON:
        """The object sent to the provider in ``tools=[…]``."""
        ...

    async def execute(self, arguments: Mapping[str, Any]) -> ToolResult:
        """Run one call with the model's (already JSON-decoded) arguments."""
        ...


def function_definition(name: str, description: str, parameters: JSON) -> JSON:
    """A Responses API function tool definition (flat shape, strict JSON schema)."""
    return {
        "type": "function",
        "name": name,
        "description": description,
        "parameters": parameters,
        "strict": True,
    }
