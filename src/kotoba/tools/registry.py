"""The registry: the tools one run was built with, by name. A plain dict until third parties add tools."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from kotoba.tools.base import JSON, Tool


class Registry(Mapping[str, Tool]):
    """Tools by name, in the order they were registered (the order the provider sees them)."""

    def __init__(self, tools: Iterable[Tool] = ()) -> None:
        self._tools: dict[str, Tool] = {}
        for tool in tools:
            self.add(tool)

    def add(self, tool: Tool) -> None:
        if tool.name in self._tools:
            raise ValueError(f"two tools are named {tool.name!r}")
        self._tools[tool.name] = tool

    def definitions(self, names: Iterable[str]) -> list[JSON]:
        """What goes in ``tools=[…]`` for the named tools."""
        return [self._tools[name].definition() for name in names]

    def __getitem__(self, name: str) -> Tool:
        return self._tools[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._tools)

    def __len__(self) -> int:
        return len(self._tools)
