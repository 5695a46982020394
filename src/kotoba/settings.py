"""One settings object, built once from ``KOTOBA_*`` variables and flags, and passed down.

No other module reads ``os.environ``: a library caller builds :class:`Settings` directly, the CLI builds it
with :meth:`Settings.from_env` and then overrides fields from its flags with :func:`dataclasses.replace`.
That keeps every knob visible in one place and keeps tests free of process-global state.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from kotoba.errors import SettingsError as SettingsError  # also importable from here

DEFAULT_READER_URL = "https://r.jina.ai/"
DEFAULT_USER_AGENT = "kotoba/0.1 (+https://pypi.org/project/kotoba/)"

# The article extractors (kotoba.web.extract.article); "auto" is the one the benchmark shows best.
EXTRACTORS = ("auto", "kotoba", "learned", "readability", "text")
# The form of a page's text: Markdown (code fenced, links, tables) or plain text from the same elements.
FORMATS = ("markdown", "text")

# When JavaScript pages are rendered by a local browser (kotoba.web.browser.renderer).
RENDER_MODES = ("auto", "always", "never")

# Where a shared read cache may live (kotoba.web.cache_redis).
CACHE_SCHEMES = ("redis://", "rediss://", "unix://")
BAD_CACHE_URL = "must be a redis://, rediss:// or unix:// URL (or empty, for the cache in memory)"

PROVIDERS = ("openai", "xai", "openrouter", "compatible", "anthropic", "gemini")
MODES = ("work", "chat")

MIN_MAX_CHARS = 100
"""The smallest text cap: below it a window could not hold a line, and ``start=`` would never move on."""
MIN_MAX_BYTES = 4096
"""The smallest body cap: below it no page's head is even downloaded, and every read would be empty."""
MIN_RENDER_MEMORY = 256
"""The smallest render memory bound (MB): an idle browser with one page is about 200 MB."""

# The API key variables the agent may need, read here so that no other module touches the environment.
API_KEY_VARIABLES = (
    "OPENAI_API_KEY",
    "XAI_API_KEY",
    "OPENROUTER_API_KEY",
    "KOTOBA_API_KEY",
    "ANTHROPIC_API_KEY",
    "GEMINI_API_KEY",
    "GOOGLE_API_KEY",
)


@dataclass(frozen=True)
class Settings:
    """Every knob of kotoba. Field docs name the environment variable that sets each one."""

    # --- reading a page -------------------------------------------------------------------------
    max_chars: int = 6000
    """KOTOBA_MAX_CHARS: characters of page text returned to the model (the spec's 6,000)."""
    thin_chars: int = 600
    """Under this many characters a real page is reported as thin, with its exact size."""
    block_chars: int = 1500
    """Under this many characters, a verification signal makes the page a block page."""
    max_redirects: int = 4
    """Redirect hops followed by hand, each re-checked by the policy."""
    connect_timeout: float = 10.0
    """KOTOBA_CONNECT_TIMEOUT: seconds to open one connection."""
    read_timeout: float = 15.0
    """KOTOBA_READ_TIMEOUT: seconds to wait for any one chunk of a response."""
    deadline: float = 30.0
    """KOTOBA_DEADLINE: seconds for the whole read, redirects and reader fallback included."""
    max_bytes: int = 5 * 1024 * 1024
    """KOTOBA_MAX_BYTES: bytes of body kept after decompression; a larger page is cut there."""
    reader_url: str = DEFAULT_READER_URL
    """KOTOBA_READER_URL: the reader proxy's base URL; empty turns the fallback off."""
    allow: tuple[str, ...] = ()
    """KOTOBA_ALLOW (comma-separated): hosts or networks exempt from the address policy."""
    resolve: tuple[str, ...] = ()
    """KOTOBA_RESOLVE (comma-separated HOST:PORT:ADDR): answers DNS for those names, like curl."""
    user_agent: str = DEFAULT_USER_AGENT
    """KOTOBA_USER_AGENT: the User-Agent sent with every request."""
    extractor: str = "auto"
    """KOTOBA_EXTRACTOR: which article extractor reads HTML ("auto" is the benchmark's best)."""
    format: str = "markdown"
    """KOTOBA_FORMAT: "markdown" (code fenced, links, tables) or "text" (plain text of the same content)."""
    cache_entries: int = 256
    """KOTOBA_CACHE_ENTRIES: pages the read cache holds for ``start``/``find`` (0 turns it off)."""
    cache_bytes: int = 64 * 1024 * 1024
    """KOTOBA_CACHE_BYTES: bytes of page text the read cache holds at most (0 turns it off)."""
    cache_ttl: float = 900.0
    """KOTOBA_CACHE_TTL: seconds a page stays in the read cache (0 turns it off)."""
    cache_url: str = ""
    """KOTOBA_CACHE_URL: a Redis (``redis://``, ``rediss://``, ``unix://``) that holds the read cache for
    every process given the same URL, instead of each process's memory; empty keeps it in memory."""
    render: str = "auto"
    """KOTOBA_RENDER: "auto" renders a JavaScript shell when a browser is found, "always" every HTML page,
    "never" none."""
    browser: str = ""
    """KOTOBA_BROWSER: the Chromium to render with; empty looks for chromium on PATH."""
    render_memory: int = 1024
    """KOTOBA_RENDER_MEMORY: megabytes of anonymous memory the rendering browser may use over all its
    processes; past it the page is ended (its JavaScript heap is capped at half of it)."""
    browser_start: float = 30.0
    """KOTOBA_BROWSER_START: seconds the browser may take to start (kotoba's own cost, outside the read's
    deadline); one that has not started by then fails the read as kotoba's failure, not the site's."""

    # --- the agent ------------------------------------------------------------------------------
    web_search_limit: int = 8
    """KOTOBA_WEB_SEARCH_LIMIT: web searches per run (each delegate helper is its own run)."""
    provider: str = "openai"
    """KOTOBA_PROVIDER: openai, xai, openrouter, compatible, anthropic or gemini."""
    model: str | None = None
    """KOTOBA_MODEL: the model name; None takes the provider's default."""
    base_url: str | None = None
    """KOTOBA_BASE_URL: the provider's base URL; None takes the provider's default."""
    mode: str = "work"
    """KOTOBA_MODE: work or chat."""
    web: bool = True
    """KOTOBA_WEB (0/1): whether the web family of tools is on."""
    workspace: str | None = None
    """KOTOBA_WORKSPACE: the folder read_file may read under; None offers no read_file."""
    allowed_hosts: tuple[str, ...] = ()
    """KOTOBA_ALLOWED_HOSTS (comma-separated): names ``kotoba serve`` and ``kotoba mcp --http`` answer to,
    besides the loopback names and the address they listen on (kotoba.clients.hosts)."""
    api_keys: Mapping[str, str] = field(default_factory=dict)
    """The API key variables present in the environment (see API_KEY_VARIABLES)."""
    openai_base_url: str | None = None
    """OPENAI_BASE_URL, honoured for the openai provider as the openai client does."""

    # --- kotoba's own bugs ----------------------------------------------------------------------
    debug: bool = False
    """KOTOBA_DEBUG (0/1): print the traceback of an error inside kotoba, not only its one line."""

    def __post_init__(self) -> None:
        """Refuse a value that cannot work, whoever built the settings (``kotoba.read(url, max_chars="x")``
        is a SettingsError at the call, not a failure deep inside a read); a lone string for ``allow`` or
        ``resolve`` is one entry, and a list becomes the tuple the settings hold."""
        for name in ("allow", "resolve", "allowed_hosts"):
            value = getattr(self, name)
            entries = (value,) if isinstance(value, str) else value
            if not isinstance(entries, (tuple, list)) or not all(isinstance(e, str) for e in entries):
                raise SettingsError(f"{name} must be a string or a list of strings, not {value!r}")
            object.__setattr__(self, name, tuple(entries))
        check_allow(self.allow, "allow")
        check_resolve(self.resolve, "resolve")
        for name, least in _WHOLE.items():
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise SettingsError(f"{name} must be a whole number, not {value!r}")
            if value < least:
                raise SettingsError(f"{name} must be at least {least}, not {value!r}")
        for name in _SECONDS:
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise SettingsError(f"{name} must be a number of seconds, not {value!r}")
            if not (value >= 0 if name == "cache_ttl" else value > 0):
                raise SettingsError(f"{name} must be {_SECONDS[name]}, not {value!r}")
        for name, choices in _CHOICES.items():
            if (value := getattr(self, name)) not in choices:
                raise SettingsError(f"{name} must be one of {', '.join(choices)}, not {value!r}")
        for name in ("reader_url", "user_agent", "browser", "provider", "cache_url"):
            if not isinstance(value := getattr(self, name), str):
                raise SettingsError(f"{name} must be a string, not {value!r}")
        if self.cache_url and not self.cache_url.startswith(CACHE_SCHEMES):
            raise SettingsError(f"cache_url {BAD_CACHE_URL}, not {self.cache_url!r}")
        for name in ("model", "base_url", "workspace", "openai_base_url"):
            if (value := getattr(self, name)) is not None and not isinstance(value, str):
                raise SettingsError(f"{name} must be a string or None, not {value!r}")
        for name in ("web", "debug"):
            if not isinstance(value := getattr(self, name), bool):
                raise SettingsError(f"{name} must be True or False, not {value!r}")
        if not isinstance(self.api_keys, Mapping):
            raise SettingsError(f"api_keys must be a mapping of names to keys, not {self.api_keys!r}")

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """Build settings from ``environ`` (the process environment when None)."""
        env = os.environ if environ is None else environ
        base = cls()
        return cls(
            max_chars=_int(env, "KOTOBA_MAX_CHARS", base.max_chars, least=MIN_MAX_CHARS),
            connect_timeout=_float(env, "KOTOBA_CONNECT_TIMEOUT", base.connect_timeout),
            read_timeout=_float(env, "KOTOBA_READ_TIMEOUT", base.read_timeout),
            deadline=_float(env, "KOTOBA_DEADLINE", base.deadline),
            max_bytes=_int(env, "KOTOBA_MAX_BYTES", base.max_bytes, least=MIN_MAX_BYTES),
            reader_url=env.get("KOTOBA_READER_URL", base.reader_url).strip(),
            allow=_allow_list(env, "KOTOBA_ALLOW"),
            resolve=_resolve_list(env, "KOTOBA_RESOLVE"),
            user_agent=env.get("KOTOBA_USER_AGENT", base.user_agent),
            extractor=_choice(env, "KOTOBA_EXTRACTOR", base.extractor, EXTRACTORS),
            format=_choice(env, "KOTOBA_FORMAT", base.format, FORMATS),
            cache_entries=_int(env, "KOTOBA_CACHE_ENTRIES", base.cache_entries),
            cache_bytes=_int(env, "KOTOBA_CACHE_BYTES", base.cache_bytes),
            cache_ttl=_float(env, "KOTOBA_CACHE_TTL", base.cache_ttl, zero=True),
            cache_url=_cache_url(env, "KOTOBA_CACHE_URL"),
            render=_choice(env, "KOTOBA_RENDER", base.render, RENDER_MODES),
            browser=env.get("KOTOBA_BROWSER", base.browser).strip(),
            render_memory=_int(env, "KOTOBA_RENDER_MEMORY", base.render_memory, least=MIN_RENDER_MEMORY),
            browser_start=_float(env, "KOTOBA_BROWSER_START", base.browser_start),
            web_search_limit=_int(env, "KOTOBA_WEB_SEARCH_LIMIT", base.web_search_limit),
            provider=_choice(env, "KOTOBA_PROVIDER", base.provider, PROVIDERS),
            model=env.get("KOTOBA_MODEL") or None,
            base_url=env.get("KOTOBA_BASE_URL") or None,
            mode=_choice(env, "KOTOBA_MODE", base.mode, MODES),
            web=_bool(env, "KOTOBA_WEB", base.web),
            workspace=env.get("KOTOBA_WORKSPACE") or None,
            allowed_hosts=_list(env, "KOTOBA_ALLOWED_HOSTS"),
            api_keys={k: env[k] for k in API_KEY_VARIABLES if env.get(k)},
            openai_base_url=env.get("OPENAI_BASE_URL") or None,
            debug=_bool(env, "KOTOBA_DEBUG", base.debug),
        )

    @classmethod
    def given(cls, settings: Settings | None = None, **changes: object) -> Settings:
        """``settings`` (the environment's when None) with ``changes`` applied: what the Python API reads
        with. An unknown name or a value of the wrong type or range is a SettingsError naming it; a lone
        string for ``allow`` or ``resolve`` is one entry."""
        base = cls.from_env() if settings is None else settings
        return base.replace(**changes) if changes else base

    def replace(self, **changes: object) -> Settings:
        """A copy with ``changes`` applied; flags that were not given should not be passed.

        An unknown name or a value of the wrong type or range is a SettingsError naming it.
        """
        unknown = sorted(set(changes) - set(self.__dataclass_fields__))
        if unknown:
            names = ", ".join(map(repr, unknown))
            raise SettingsError(f"unknown setting {names}; kotoba.Settings lists the names")
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


# Whole-number fields and their least value; fields in seconds and what they must be; fields with choices.
_WHOLE = {
    "max_chars": MIN_MAX_CHARS,
    "thin_chars": 0,
    "block_chars": 0,
    "max_redirects": 0,
    "max_bytes": MIN_MAX_BYTES,
    "cache_entries": 0,
    "cache_bytes": 0,
    "web_search_limit": 0,
    "render_memory": MIN_RENDER_MEMORY,
}
_SECONDS = {
    "connect_timeout": "more than zero",
    "read_timeout": "more than zero",
    "deadline": "more than zero",
    "browser_start": "more than zero",
    "cache_ttl": "zero or more",
}
# (the provider is judged where it is resolved, as a ProviderError: kotoba.agent.provider)
_CHOICES = {"extractor": EXTRACTORS, "format": FORMATS, "render": RENDER_MODES, "mode": MODES}


def _int(env: Mapping[str, str], name: str, default: int, *, least: int = 0) -> int:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise SettingsError(f"{name} must be a whole number, not {raw!r}") from None
    if value < least:
        if least == 0:
            raise SettingsError(f"{name} must not be negative, not {raw!r}")
        raise SettingsError(f"{name} must be at least {least}, not {raw!r}")
    return value


def _float(env: Mapping[str, str], name: str, default: float, *, zero: bool = False) -> float:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise SettingsError(f"{name} must be a number of seconds, not {raw!r}") from None
    if zero and value == 0:
        return value
    if not value > 0:
        raise SettingsError(f"{name} must be {'zero or more' if zero else 'more than zero'}, not {raw!r}")
    return value


def _choice(env: Mapping[str, str], name: str, default: str, choices: tuple[str, ...]) -> str:
    raw = env.get(name, "").strip()
    if not raw:
        return default
    if raw not in choices:
        raise SettingsError(f"{name} must be one of {', '.join(choices)}, not {raw!r}")
    return raw


def _bool(env: Mapping[str, str], name: str, default: bool) -> bool:
    raw = env.get(name, "").strip().lower()
    if not raw:
        return default
    if raw in ("1", "true", "yes", "on"):
        return True
    if raw in ("0", "false", "no", "off"):
        return False
    raise SettingsError(f"{name} must be 0 or 1, not {raw!r}")


def _list(env: Mapping[str, str], name: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in env.get(name, "").split(",") if part.strip())


def _allow_list(env: Mapping[str, str], name: str) -> tuple[str, ...]:
    """The allow-list entries, each a host or a network (checked by the policy that will use them)."""
    entries = _list(env, name)
    check_allow(entries, name)
    return entries


def _resolve_list(env: Mapping[str, str], name: str) -> tuple[str, ...]:
    """The ``HOST:PORT:ADDR`` entries, checked as the resolver will read them."""
    entries = _list(env, name)
    check_resolve(entries, name)
    return entries


def check_resolve(entries: tuple[str, ...] | list[str], source: str) -> None:
    """Raise :class:`SettingsError`, naming ``source``, for the first entry that is not ``HOST:PORT:ADDR``."""
    if entries:
        from kotoba.web.net.resolve import parse_overrides

        parse_overrides(entries, source)


def check_allow(entries: tuple[str, ...] | list[str], source: str) -> None:
    """Raise :class:`SettingsError`, naming ``source``, for the first entry neither a host nor a network.

    An entry the policy cannot read would otherwise exempt nothing, silently: the person's typo
    (``10.0.0.0/33``) would look accepted while the read it was meant for is refused.
    """
    if not entries:
        return
    from kotoba.web.net.policy import parse_allow_entry

    for entry in entries:
        try:
            parse_allow_entry(entry)
        except SettingsError as exc:
            raise SettingsError(f"{source}: {exc}") from None


def _cache_url(env: Mapping[str, str], name: str) -> str:
    raw = env.get(name, "").strip()
    if raw and not raw.startswith(CACHE_SCHEMES):
        shown = raw.split("@")[-1]  # never echo a password written into the URL
        raise SettingsError(f"{name} {BAD_CACHE_URL}, not {shown!r}")
    return raw
