"""A tool's own rules about a turn: when it is offered, whether a call may run, what a result means next.

The loop names no tool. Where a tool has rules beyond running (``web_extract``: offered only while a link
is in play, withdrawn for the turn after a failed read, reading only URLs the conversation put in play),
it carries them as a :class:`Rules` object and the loop asks it at three moments: before offering the tool
(:meth:`Rules.withhold`), before running a call (:meth:`Rules.admit`), and after (:meth:`Rules.settle`).
A tool with no rules gets :data:`NO_RULES`.

The rules see the turn through :class:`TurnView`, a protocol, so this layer does not import the agent.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from kotoba.tools.base import ToolResult


class ProvenanceView(Protocol):
    def allows_call(self, arguments: Mapping[str, Any]) -> bool: ...

    def add_read(self, *urls: str) -> None: ...

    def add_links(self, urls: Iterable[str]) -> None: ...


class TurnView(Protocol):
    """What a tool's rules may know of the turn."""

    @property
    def user_messages(self) -> tuple[str, ...]: ...

    @property
    def failed_tools(self) -> set[str]: ...

    @property
    def provenance(self) -> ProvenanceView: ...


@dataclass(frozen=True)
class Context:
    """The moment a rule is asked in: the turn, whether the built-in search is still offered, and whether
    the web family of tools is on at all."""

    turn: TurnView
    search_left: bool
    web: bool = True


class Rules(Protocol):
    def withhold(self, context: Context) -> str | None:
        """Why the tool is not offered in the next request, or None to offer it."""
        ...

    def admit(self, arguments: Mapping[str, Any], context: Context) -> ToolResult | None:
        """A refusal for a call that must not run, or None to run it."""
        ...

    def settle(self, arguments: Mapping[str, Any], result: ToolResult, context: Context) -> ToolResult:
        """The result as the model gets it, after the turn has taken note of it."""
        ...


class _NoRules:
    def withhold(self, context: Context) -> str | None:
        return None

    def admit(self, arguments: Mapping[str, Any], context: Context) -> ToolResult | None:
        return None

    def settle(self, arguments: Mapping[str, Any], result: ToolResult, context: Context) -> ToolResult:
        return result


NO_RULES: Rules = _NoRules()


def rules_of(tool: object) -> Rules:
    """The tool's rules (its ``rules`` attribute), or :data:`NO_RULES`."""
    rules = getattr(tool, "rules", None)
    return rules if rules is not None else NO_RULES
