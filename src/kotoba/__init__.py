"""kotoba: web tools for LLM agents — a guarded page reader, built-in web search handled honestly, and
clients that show what the agent is doing.

The public API, in one line each::

    kotoba.read(url, **settings) -> PageRead | ReadFailed      # sync; kotoba.aread(...) to await
    kotoba.read(url, start=6000) / kotoba.read(url, find="…")  # read on in, or search, a page read
    kotoba.extract(html, url=None) -> PageRead | ReadFailed    # a document you already have
    kotoba.quote(outcome) -> str                               # what the model would be shown
    async with kotoba.Reader(**settings) as reader: ...        # many reads, one guarded client

The package root stays light: ``import kotoba`` imports neither the read path (httpx, lxml), which loads on
the first read, nor the agent or its clients.
"""

from __future__ import annotations

import typing

from kotoba.api import aread, extract, quote, read
from kotoba.errors import (
    KotobaError,
    ProviderError,
    SettingsError,
    UsageError,
)
from kotoba.settings import Settings
from kotoba.web.outcome import Excerpt, PageRead, ReadFailed, ReadOutcome

if typing.TYPE_CHECKING:
    from kotoba.reading import Reader

__all__ = [
    "Excerpt",
    "KotobaError",
    "PageRead",
    "ProviderError",
    "ReadFailed",
    "ReadOutcome",
    "Reader",
    "Settings",
    "SettingsError",
    "UsageError",
    "__version__",
    "aread",
    "extract",
    "quote",
    "read",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> typing.Any:
    """``kotoba.Reader`` loads the read path on first use, so that importing kotoba does not."""
    if name == "Reader":
        from kotoba.reading import Reader

        return Reader
    raise AttributeError(f"module 'kotoba' has no attribute {name!r}")
