"""The Python API in one line, as ``httpx.get`` and ``trafilatura.extract`` are: read a page, extract a
document, and see what the model would be shown.

``read``/``aread`` open a guarded reader for one call; :class:`kotoba.Reader` (``kotoba.reading``) keeps one
open for many. Settings come from the ``KOTOBA_*`` variables, as for the command line, with keyword
arguments overriding fields (``kotoba.read(url, max_chars=2000)``), or from a whole ``settings=`` object.
Nothing here raises for what the web does: a read is a :class:`PageRead` or a :class:`ReadFailed`.

This module imports only the settings and the outcome types; the read path (httpx, lxml) is imported
when a function is first called, so ``import kotoba`` stays light.
"""

from __future__ import annotations

import functools
from typing import Any

from kotoba.errors import UsageError
from kotoba.settings import Settings
from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome

IN_EVENT_LOOP = "kotoba.read() cannot run inside a running event loop; use `await kotoba.aread(...)` there"
BLANK_FIND = "find needs some text to find; leave it out (or None) to read the page"


def settings_from(settings: Settings | None, changes: dict[str, Any]) -> Settings:
    """``settings`` (or the environment's) with ``changes`` applied.

    An unknown name is a UsageError; a value of the wrong type or range a SettingsError (from
    :class:`Settings` itself, which checks every field however it is built). A lone string for ``allow`` or
    ``resolve`` is one entry.
    """
    if settings is not None and not isinstance(settings, Settings):
        raise UsageError(f"settings= takes a kotoba.Settings, not {_shown(settings)}")
    unknown = sorted(set(changes) - set(Settings.__dataclass_fields__))
    if unknown:
        names = ", ".join(map(repr, unknown))
        raise UsageError(f"unknown setting {names}; kotoba.Settings lists the names")
    base = Settings.from_env() if settings is None else settings
    return base.replace(**changes) if changes else base


def check_call(url: object, start: object, find: object) -> None:
    """Refuse, as a UsageError at the call, what no read could use: the caller's mistake is not the web's."""
    if not isinstance(url, str):
        raise UsageError(f"the URL must be a string, not {_shown(url)}")
    if start is not None and (isinstance(start, bool) or not isinstance(start, int)):
        raise UsageError(f"start must be a whole number of characters (or None), not {_shown(start)}")
    if isinstance(start, int) and start < 0:
        raise UsageError(f"start must be 0 or more, not {start}")
    if find is not None and not isinstance(find, str):
        raise UsageError(f"find must be a string (or None), not {_shown(find)}")
    if isinstance(find, str) and not find.strip():
        raise UsageError(BLANK_FIND)


def _shown(value: object) -> str:
    """A value in a one-line message: its repr, cut short, and its type."""
    text = repr(value)
    return f"{text[:60]}…" if len(text) > 60 else f"{text} ({type(value).__name__})"


async def aread(
    url: str,
    *,
    start: int | None = None,
    find: str | None = None,
    settings: Settings | None = None,
    **changes: Any,
) -> ReadOutcome:
    """Read one page; ``start`` reads on from a character offset, ``find`` searches for a phrase.

    Pages read in this process are held in the read cache, so ``start``/``find`` on a page just read do
    not fetch it again. Reuse a :class:`kotoba.Reader` for many reads (it pools connections).
    """
    from kotoba.reading import Reader

    async with Reader(settings_from(settings, changes)) as reader:
        return await reader.read(url, start=start, find=find)


def read(
    url: str,
    *,
    start: int | None = None,
    find: str | None = None,
    settings: Settings | None = None,
    **changes: Any,
) -> ReadOutcome:
    """:func:`aread`, for code that is not async. Inside a running event loop, ``await aread(…)`` instead."""
    import asyncio

    import anyio

    check_call(url, start, find)
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        pass
    else:
        raise UsageError(IN_EVENT_LOOP)
    work = functools.partial(aread, url, start=start, find=find, settings=settings, **changes)
    outcome: ReadOutcome = anyio.run(work)
    return outcome


def extract(html: str | bytes, url: str | None = None, *, settings: Settings | None = None) -> ReadOutcome:
    """Judge a document you already have as a read would: its article text, thin, truncated, or failed.

    ``html`` is markup (bytes are decoded by their BOM, ``<meta charset>`` or detection); ``url`` names it
    in the outcome and lets the extractor resolve links. Nothing is fetched. Settings default to
    :class:`Settings`'s own defaults here (not the environment), since nothing goes over the network.
    """
    from kotoba.web.extract.article import extract_article
    from kotoba.web.extract.charset import decode_html
    from kotoba.web.page import classify

    if not isinstance(html, (str, bytes)):
        raise UsageError(f"kotoba.extract takes the document as str or bytes, not {_shown(html)}")
    if url is not None and not isinstance(url, str):
        raise UsageError(f"the URL must be a string (or None), not {_shown(url)}")
    settings = Settings() if settings is None else settings_from(settings, {})
    text = decode_html(html) if isinstance(html, bytes) else html
    article = extract_article(text, url=url, extractor=settings.extractor)
    return classify(url or "", url or "", "direct", article, settings, content_type="text/html")


def quote(outcome: ReadOutcome, *, search_available: bool = True) -> str:
    """What the model is shown for ``outcome``: the fenced page, the search result, or the failure note.

    ``search_available`` words a failure note for a model that has web search (or one that has none).
    """
    from kotoba.tools.web_extract import tool_result

    if not isinstance(outcome, (PageRead, ReadFailed)):
        raise UsageError(f"kotoba.quote takes a PageRead or ReadFailed, not {_shown(outcome)}")
    return tool_result(outcome, search_available=search_available).for_model


__all__ = ["PageRead", "ReadFailed", "ReadOutcome", "aread", "extract", "quote", "read"]
