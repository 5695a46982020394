"""Providers: a base URL, the variable holding its key, which API it speaks and what it can do — declared,
never guessed.

The loop asks a provider two questions before every request: does it run a built-in web search, and does
it take a bound on searches per request (the budget's second enforcement)? The bound is ``max_tool_calls``
on OpenAI's Responses API and ``max_uses`` on Anthropic's ``web_search`` tool; Gemini's ``google_search``
takes none. Other Responses-speaking providers are not sent ``max_tool_calls``: they may reject an unknown
parameter, and a turn that fails on a parameter is worse than one that overshoots by a search.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from kotoba.errors import ProviderError as ProviderError  # also importable from here
from kotoba.settings import Settings

Family = Literal["responses", "messages", "gemini"]


@dataclass(frozen=True)
class Provider:
    """One provider's address, key variables, API family, default model and declared capabilities."""

    name: str
    base_url: str | None
    key_variable: str
    default_model: str | None
    builtin_search: bool
    """Runs a web search server-side (``web_search``, Anthropic's ``web_search``, Gemini's
    ``google_search``)."""
    max_tool_calls: bool
    """Takes a bound on searches per request (``max_tool_calls`` / ``max_uses``): the second enforcement of
    the search budget."""
    search_sources: bool
    """Accepts ``include=["web_search_call.action.sources"]`` (the URLs a search returned)."""
    chains_responses: bool
    """Keeps responses for ``previous_response_id``, so a turn's later iterations keep the reasoning and
    search results of its earlier ones; stateless providers get the turn's items replayed instead."""
    family: Family = "responses"
    """The API it speaks: which wire (:mod:`kotoba.agent.wires`) talks to it."""
    other_key_variables: tuple[str, ...] = ()
    """Further variables its key may be in, tried in order after ``key_variable``."""
    package: str = "openai"
    """The client package it needs, and the extra that installs it."""


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
    # Anthropic's Messages API: the server tool web_search, bounded per request by max_uses.
    "anthropic": Provider(
        name="anthropic",
        base_url="https://api.anthropic.com",
        key_variable="ANTHROPIC_API_KEY",
        default_model="claude-sonnet-5-5",
        builtin_search=True,
        max_tool_calls=True,
        search_sources=False,
        chains_responses=False,
        family="messages",
        package="anthropic",
    ),
    # Google's Gemini API: google_search beside function tools (Gemini 3); no bound on searches exists.
    "gemini": Provider(
        name="gemini",
        base_url="https://generativelanguage.googleapis.com",
        key_variable="GEMINI_API_KEY",
        default_model="gemini-3.8-flash",
        builtin_search=True,
        max_tool_calls=False,
        search_sources=False,
        chains_responses=False,
        family="gemini",
        other_key_variables=("GOOGLE_API_KEY",),
        package="google-genai",
    ),
}

EXTRAS = {"anthropic": "anthropic", "google-genai": "gemini"}
"""Client package → the kotoba extra that installs it."""


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
    api_key = ""
    for variable in (provider.key_variable, *provider.other_key_variables):
        api_key = settings.api_keys.get(variable) or ""
        if api_key:
            break
    if not api_key and need_key:
        where = " or ".join((provider.key_variable, *provider.other_key_variables))
        raise ProviderError(f"{where} is not set (the {provider.name} provider's API key)")
    return Endpoint(provider=provider, base_url=base_url, api_key=api_key, model=model)


def check_client(provider: Provider) -> None:
    """Raise :class:`ProviderError` when the provider's client package is not installed, saying how."""
    import importlib.util

    module = {"openai": "openai", "anthropic": "anthropic", "google-genai": "google.genai"}[provider.package]
    try:
        found = importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        found = False
    if not found:
        extra = EXTRAS.get(provider.package, provider.package)
        raise ProviderError(
            f"the {provider.name} provider needs the {provider.package} package: "
            f"pip install 'kotoba[{extra}]'"
        )
