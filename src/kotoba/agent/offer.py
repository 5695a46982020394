"""Which tools one iteration offers, decided afresh before every request, with the reason for each.

- ``web_search``: only when the web family is on, the provider runs the built-in, and budget remains (a
  limit of 0 means no search this session at all: :func:`search_in_session`).
- ``web_extract``: only when one of the last 3 user messages holds a link (without a link in play the
  model invents a URL to fetch instead of searching; 3, not 1, because "here's a link" and "open it" are
  often two messages), and not after it failed once this turn.
- ``read_file``: when a workspace is set. ``delegate``: in a top-level run only (a helper does not recurse).
- The last iteration offers nothing, so a run always ends in an answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from kotoba.agent.budget import Budget
from kotoba.agent.provider import Provider
from kotoba.settings import Settings

LINK = re.compile(r"https?://", re.IGNORECASE)
LOOKBACK = 3


def search_in_session(settings: Settings, provider: Provider) -> bool:
    """Whether web_search is on the table at all this session: the family is on, the provider runs the
    built-in, and the budget allows at least one search — a limit of 0 is no search, said honestly, not a
    search tool that is spent before it is offered."""
    return settings.web and provider.builtin_search and settings.web_search_limit > 0


def link_in_play(user_messages: Sequence[str], lookback: int = LOOKBACK) -> bool:
    """Whether one of the last ``lookback`` user messages contains ``https?://``."""
    return any(LINK.search(message) for message in user_messages[-lookback:])


@dataclass(frozen=True)
class Offer:
    """The tools one request carries, and ``max_tool_calls`` when the provider takes it."""

    tools: tuple[str, ...]
    max_tool_calls: int | None = None
    withheld: dict[str, str] = field(default_factory=dict)
    """Tool name → why it is not offered this iteration (for tests and debugging)."""


def decide(
    *,
    provider: Provider,
    web: bool,
    available: Sequence[str],
    budget: Budget,
    user_messages: Sequence[str],
    extract_failed: bool,
    last_iteration: bool,
) -> Offer:
    """The offer for the next request. ``available`` lists the tools this run was built with."""
    tools: list[str] = []
    withheld: dict[str, str] = {}
    for name in available:
        reason = _withhold(
            name,
            provider=provider,
            web=web,
            budget=budget,
            user_messages=user_messages,
            extract_failed=extract_failed,
            last_iteration=last_iteration,
        )
        if reason is None:
            tools.append(name)
        else:
            withheld[name] = reason
    cap = budget.remaining if "web_search" in tools and provider.max_tool_calls else None
    return Offer(tools=tuple(tools), max_tool_calls=cap, withheld=withheld)


def _withhold(
    name: str,
    *,
    provider: Provider,
    web: bool,
    budget: Budget,
    user_messages: Sequence[str],
    extract_failed: bool,
    last_iteration: bool,
) -> str | None:
    if last_iteration:
        return "last iteration: the model must answer now"
    if name == "web_search":
        if not web:
            return "the web family is off"
        if not provider.builtin_search:
            return f"{provider.name} has no built-in web_search"
        if budget.spent:
            return f"search budget spent ({budget.used} of {budget.limit})"
    if name == "web_extract":
        if not web:
            return "the web family is off"
        if not link_in_play(user_messages):
            return f"no link in the last {LOOKBACK} user messages"
        if extract_failed:
            return "web_extract failed once this turn"
    return None
