"""Which tools one iteration offers, decided afresh before every request, with the reason for each.

- ``web_search`` (the provider's built-in): only when the web family is on, the provider runs one, and
  budget remains (a limit of 0 means no search this session at all: :func:`search_in_session`). On a
  provider that takes a bound on searches, the request carries what remains of the budget.
- Every other tool is asked its own rules (:mod:`kotoba.tools.rules`): ``web_extract`` is offered only while
  a link is in play and not after a failed read this turn (:mod:`kotoba.tools.extract_rules`).
- The last iteration offers nothing, so a run always ends in an answer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from kotoba.agent.budget import Budget
from kotoba.agent.provider import Provider
from kotoba.settings import Settings
from kotoba.tools.base import Tool
from kotoba.tools.extract_rules import LINK as LINK
from kotoba.tools.extract_rules import LOOKBACK as LOOKBACK
from kotoba.tools.extract_rules import link_in_play as link_in_play
from kotoba.tools.rules import Context, rules_of

SEARCH = "web_search"


def search_in_session(settings: Settings, provider: Provider) -> bool:
    """Whether web_search is on the table at all this session: the family is on, the provider runs the
    built-in, and the budget allows at least one search — a limit of 0 is no search, said honestly, not a
    search tool that is spent before it is offered."""
    return settings.web and provider.builtin_search and settings.web_search_limit > 0


@dataclass(frozen=True)
class Offer:
    """The tools one request carries, and the provider's own bound on searches when it takes one."""

    tools: tuple[str, ...]
    max_tool_calls: int | None = None
    withheld: dict[str, str] = field(default_factory=dict)
    """Tool name → why it is not offered this iteration (for tests and debugging)."""

    @property
    def search(self) -> bool:
        """Whether the provider's built-in search is offered."""
        return SEARCH in self.tools


def decide(
    *,
    provider: Provider,
    web: bool,
    available: Sequence[str],
    budget: Budget,
    tools: Mapping[str, Tool],
    context: Context,
    last_iteration: bool,
) -> Offer:
    """The offer for the next request. ``available`` lists the tools this run was built with."""
    offered: list[str] = []
    withheld: dict[str, str] = {}
    for name in available:
        if last_iteration:
            reason: str | None = "last iteration: the model must answer now"
        elif name == SEARCH:
            reason = _search_withheld(provider, web, budget)
        else:
            reason = rules_of(tools[name]).withhold(context) if name in tools else None
        if reason is None:
            offered.append(name)
        else:
            withheld[name] = reason
    cap = budget.remaining if SEARCH in offered and provider.max_tool_calls else None
    return Offer(tools=tuple(offered), max_tool_calls=cap, withheld=withheld)


def _search_withheld(provider: Provider, web: bool, budget: Budget) -> str | None:
    if not web:
        return "the web family is off"
    if not provider.builtin_search:
        return f"{provider.name} has no built-in web_search"
    if budget.spent:
        return f"search budget spent ({budget.used} of {budget.limit})"
    return None
