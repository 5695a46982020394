"""Providers: a base URL, the variable holding its key, and what it can do — declared, never guessed.

The loop asks a provider two questions before every request: does it run the built-in ``web_search``
(``{"type": "web_search"}`` in ``tools``), and does it accept ``max_tool_calls``? Only OpenAI is declared to
accept ``max_tool_calls``: other OpenAI-compatible providers may reject an unknown parameter, and a turn that
fails on a parameter is worse than one that overshoots by a search.
"""

from __future__ import annotations

from dataclasses import dataclass

from kotoba.errors import ProviderError as ProviderError  # also importable from here
from kotoba.settings import Settings


@dataclass(frozen=True)
class Provider:
    """One provider's address, key variable, default model and declared capabilities."""

    name: str
    base_url: str | None
    key_variable: str
    default_model: str | None
    builtin_search: bool
    """Runs ``{"type": "web_search"}`` server-side."""
    max_tool_calls: bool
    """Accepts ``max_tool_calls`` (the second enforcement of the search budget)."""
    search_sources: bool
    """Accepts ``include=["web_search_call.action.sources"]`` (the URLs a search returned)."""
    chains_responses: bool
    """Keeps responses for ``previous_response_id``, so a turn's later iterations keep the reasoning and
    search results of its earlier ones; stateless providers get the turn's items replayed instead."""


PROVIDERS: dict[str, Provider] = {
    "openai": Provider(
        name="openai",
        base_url="https://api.openai.com/v1",
        key_variable="OPENAI_API_KEY",
        default_model="gpt-5-mini",
        builtin_search=True,
        max_tool_calls=True,
        search_sources=True,
        chains_responses=True,
    ),
    # xAI serves /v1/responses with a server-side web_search tool of the same shape.
    "xai": Provider(
        name="xai",
        base_url="https://api.x.ai/v1",
        key_variable="XAI_API_KEY",
        default_model="grok-4",
        builtin_search=True,
        max_tool_calls=False,
        search_sources=False,
        chains_responses=False,
    ),
    # OpenRouter's search is its own "openrouter:web_search" server tool, not {"type": "web_search"}:
    # declared absent, so the prompt says so honestly instead of offering a tool that is not there.
    "openrouter": Provider(
        name="openrouter",
        base_url="https://openrouter.ai/api/v1",
        key_variable="OPENROUTER_API_KEY",
        default_model="openai/gpt-5-mini",
        builtin_search=False,
        max_tool_calls=False,
        search_sources=False,
        chains_responses=False,
    ),
    # Any Responses-speaking server: nothing is known about it, so nothing is claimed.
    "compatible": Provider(
        name="compatible",
        base_url=None,
        key_variable="KOTOBA_API_KEY",
        default_model=None,
        builtin_search=False,
        max_tool_calls=False,
        search_sources=False,
        chains_responses=False,
    ),
}


@dataclass(frozen=True)
class Endpoint:
    """A provider resolved against the settings: where to send requests, with which key and model."""

    provider: Provider
    base_url: str
    api_key: str
    model: str


def resolve(settings: Settings, *, need_key: bool = True) -> Endpoint:
    """The endpoint the settings describe, or :class:`ProviderError` with a one-line reason.

    ``need_key=False`` is for an injected client, which carries its own key.
    """
    provider = PROVIDERS.get(settings.provider)
    if provider is None:
        names = ", ".join(PROVIDERS)
        raise ProviderError(f"unknown provider {settings.provider!r} (choose one of {names})")
    base_url = settings.base_url
    if base_url is None and provider.name == "openai":
        base_url = settings.openai_base_url  # as the openai client itself does
    base_url = base_url or provider.base_url
    if not base_url:
        raise ProviderError(f"the {provider.name} provider needs a base URL (--base-url or KOTOBA_BASE_URL)")
    model = settings.model or provider.default_model
    if not model:
        raise ProviderError(f"the {provider.name} provider needs a model (--model or KOTOBA_MODEL)")
    api_key = settings.api_keys.get(provider.key_variable)
    if not api_key and need_key:
        raise ProviderError(f"{provider.key_variable} is not set (the {provider.name} provider's API key)")
    return Endpoint(provider=provider, base_url=base_url, api_key=api_key or "", model=model)
