"""Wires: one small module per API family, each speaking its provider's protocol for the one loop.

A wire builds its request from what the loop decided to offer (:class:`Request`: instructions, function
tools, whether the built-in search is on, the provider's own bound on searches), keeps the run's
conversation in its family's own shape (Responses input items, Messages content blocks sent back verbatim,
Gemini contents with their thought signatures), and turns the streamed response into the provider-neutral
events of :mod:`~kotoba.agent.wires.neutral`. The loop never names a provider: it asks the wire.

- :mod:`~kotoba.agent.wires.responses`: OpenAI's Responses API (OpenAI, xAI, OpenRouter, compatible servers).
- :mod:`~kotoba.agent.wires.messages`: Anthropic's Messages API and its server tool ``web_search``.
- :mod:`~kotoba.agent.wires.gemini`: Google's Gemini API (``generateContent``) and ``google_search``.

Each wire imports its provider's client lazily, so ``kotoba read`` never pays for any of them.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from kotoba.agent.wires.neutral import Called, Neutral
from kotoba.tools.base import JSON

if TYPE_CHECKING:
    from kotoba.agent.provider import Endpoint


class ProviderFailed(Exception):
    """Talking to the provider failed (unreachable, an error status, a stream that broke off).

    Carries the one line the person is told. Raised by a wire in place of its client's own error types,
    so the loop tells the provider's failure from a bug in kotoba without knowing any client.
    """


@dataclass(frozen=True)
class Request:
    """What one request offers, in no provider's shape."""

    instructions: str
    functions: Sequence[JSON] = ()
    """kotoba's function tools, as ``{"name", "description", "parameters"}`` (JSON schema)."""
    search: bool = False
    """Offer the provider's built-in web search."""
    search_cap: int | None = None
    """The provider's own bound on searches in this request (the budget's second enforcement), or None."""


class Wire(Protocol):
    """One run's conversation with one provider."""

    def stream(self, request: Request) -> AsyncIterator[Neutral]:
        """Send the conversation with ``request``'s offer; the response as neutral events, as they come.

        Raises :class:`ProviderFailed` when the provider cannot be talked to or its stream breaks off. The
        response's output joins the conversation once its stream has ended.
        """
        ...

    def note(self, text: str) -> None:
        """A note kotoba gives the model from now on (the budget note)."""
        ...

    def answer(self, outputs: Sequence[tuple[Called, str]]) -> None:
        """The outputs of the function calls the last response made, in its order."""
        ...


def merged_history(history: Sequence[JSON]) -> list[tuple[str, str]]:
    """The conversation's text items as (role, text), consecutive turns of one role joined.

    A turn that ended in an error leaves the person's message without an answer, so two user messages can
    follow each other; APIs that want the roles to alternate get them joined into one message.
    """
    merged: list[tuple[str, str]] = []
    for item in history:
        role, text = item.get("role"), item.get("content")
        if role not in ("user", "assistant") or not isinstance(text, str) or not text:
            continue
        if merged and merged[-1][0] == role:
            merged[-1] = (role, merged[-1][1] + "\n\n" + text)
        else:
            merged.append((role, text))
    return merged


def make_wire(endpoint: Endpoint, client: Any, history: Sequence[JSON]) -> Wire:
    """The wire of ``endpoint``'s API family over ``client``, starting from ``history`` (the conversation so
    far as ``{"role": "user" | "assistant", "content": text}`` items)."""
    family = endpoint.provider.family
    if family == "messages":
        from kotoba.agent.wires.messages import MessagesWire

        return MessagesWire(client, endpoint, history)
    if family == "gemini":
        from kotoba.agent.wires.gemini import GeminiWire

        return GeminiWire(client, endpoint, history)
    from kotoba.agent.wires.responses import ResponsesWire

    return ResponsesWire(client, endpoint, history)


def open_client(endpoint: Endpoint) -> AbstractAsyncContextManager[Any]:
    """The provider's official client for ``endpoint``, closed when the turn ends."""
    family = endpoint.provider.family
    if family == "messages":
        from kotoba.agent.wires.messages import open_client as messages_client

        return messages_client(endpoint)
    if family == "gemini":
        from kotoba.agent.wires.gemini import open_client as gemini_client

        return gemini_client(endpoint)
    from kotoba.agent.wires.responses import open_client as responses_client

    return responses_client(endpoint)
