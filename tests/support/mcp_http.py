"""A bare MCP client over HTTP: one JSON-RPC POST per call, no ``initialize``, no ``Mcp-Session-Id``.

This is what a client behind a load balancer looks like to ``kotoba mcp --http``: every call may land on
another replica, and nothing ties two calls together but what the server shares (the read cache).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

ACCEPT = "application/json, text/event-stream"  # what the streamable-HTTP transport asks clients to send


@dataclass(frozen=True)
class RawReply:
    """One HTTP answer to one JSON-RPC request, as the client received it."""

    status_code: int
    headers: httpx.Headers
    body: dict[str, Any]

    @property
    def text(self) -> str:
        """The tool result's one text block."""
        (block,) = self.body["result"]["content"]
        assert block["type"] == "text"
        return str(block["text"])

    @property
    def is_error(self) -> bool:
        return bool(self.body["result"].get("isError"))


async def post(
    endpoint: str, method: str, params: dict[str, Any] | None = None, request_id: int = 1
) -> RawReply:
    """POST one JSON-RPC request with no session header; the reply must be a plain JSON body."""
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        message["params"] = params
    async with httpx.AsyncClient(timeout=30, trust_env=False) as client:
        response = await client.post(endpoint, json=message, headers={"Accept": ACCEPT})
    assert response.headers.get("content-type", "").startswith("application/json"), response.headers
    return RawReply(response.status_code, response.headers, response.json())


async def call_tool(endpoint: str, name: str, arguments: dict[str, Any]) -> RawReply:
    return await post(endpoint, "tools/call", {"name": name, "arguments": arguments})
