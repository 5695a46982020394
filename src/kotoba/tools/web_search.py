"""``web_search``: the provider's built-in search, which is not really a tool.

The loop passes ``{"type": "web_search"}`` in ``tools=[…]`` and the provider searches server-side; the call
comes back as a ``web_search_call`` output item, never as a function call, so nothing here ever runs. The
class exists to give the registry one shape for every tool. It has no voice patterns on purpose: narration
lives in the loop's function-call branch, which a ``web_search_call`` never enters, so any lines here would
be unreachable; the load-bearing narration is the model's own line before the search.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from kotoba.tools.base import JSON, ToolResult

NOT_A_FUNCTION = (
    "web_search is a provider built-in: the provider runs it server-side and it never comes back as a "
    "function call, so there is nothing to execute here"
)


class WebSearchTool:
    """The built-in search's registry entry: a definition and nothing to run."""

    name = "web_search"
    voice: Mapping[str, str] = MappingProxyType({})

    def definition(self) -> JSON:
        return {"type": "web_search"}

    async def execute(self, arguments: Mapping[str, Any]) -> ToolResult:
        raise NotImplementedError(NOT_A_FUNCTION)
