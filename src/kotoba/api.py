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

from kotoba.calls import check_call, settings_given, shown
from kotoba.errors import UsageError
from kotoba.settings import Settings
from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome

IN_EVENT_LOOP = "kotoba.read() cannot run inside a running event loop; use `await kotoba.aread(...)` there"


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

    async with Reader(settings_given(settings, changes)) as reader:
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
    from kotoba.web.content import in_hand
    from kotoba.web.page import classify, read_body

    if not isinstance(html, (str, bytes)):
        raise UsageError(f"kotoba.extract takes the document as str or bytes, not {shown(html)}")
    if url is not None and not isinstance(url, str):
        raise UsageError(f"the URL must be a string (or None), not {shown(url)}")
    settings = Settings() if settings is None else settings_given(settings, {})
    # judged as a read judges a body: the vendor's block page on the markup first, then the walls (a wall's
    # own sentence naming what the site asked for where a block page rests only on words a wall says too)
    article, blocked, wall = read_body(
        in_hand(html, url),
        extractor=settings.extractor,
        block_chars=settings.block_chars,
        format=settings.format,
    )
    address = url or ""
    return classify(
        address, address, "direct", article, settings, content_type="text/html", blocked=blocked, wall=wall
    )


def quote(outcome: ReadOutcome, *, search_available: bool = True) -> str:
    """What the model is shown for ``outcome``: the fenced page, the search result, or the failure note.

    ``search_available`` words a failure note for a model that has web search (or one that has none).
    """
    from kotoba.tools.web_extract import tool_result

    if not isinstance(outcome, (PageRead, ReadFailed)):
        raise UsageError(f"kotoba.quote takes a PageRead or ReadFailed, not {shown(outcome)}")
    return tool_result(outcome, search_available=search_available).for_model


__all__ = ["PageRead", "ReadFailed", "ReadOutcome", "aread", "extract", "quote", "read"]
