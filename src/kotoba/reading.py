"""``kotoba.Reader``: a page reader to keep open for many reads, with settings as keyword arguments.

It is :class:`~kotoba.web.page.PageReader` with the public API's defaults: settings from the ``KOTOBA_*``
variables unless given, fields overridden by keyword. Its module imports the read path (httpx, lxml), which
is why ``kotoba`` loads it only when ``kotoba.Reader`` is first used.
"""

from __future__ import annotations

import ssl
from typing import Any, Literal

from kotoba.calls import check_call, settings_given
from kotoba.errors import UsageError
from kotoba.settings import Settings
from kotoba.web.cache import ReadCache
from kotoba.web.net.resolve import Resolver
from kotoba.web.outcome import ReadOutcome
from kotoba.web.page import PageReader

CLOSED = "the Reader is closed: read inside its `async with` block, or open a new Reader"


class Reader(PageReader):
    """Reads pages through one guarded client; use it as ``async with kotoba.Reader() as reader``.

    ``await reader.read(url)`` returns a :class:`~kotoba.PageRead` or a :class:`~kotoba.ReadFailed` and
    never raises for what the web does; ``start=`` and ``find=`` read on in, or search, a page already
    read, from the read cache. ``resolver``, ``ssl_context`` and ``cache`` are as for PageReader.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        resolver: Resolver | None = None,
        ssl_context: ssl.SSLContext | None = None,
        cache: ReadCache | Literal["shared"] | None = "shared",
        **changes: Any,
    ) -> None:
        super().__init__(
            settings_given(settings, changes), resolver=resolver, ssl_context=ssl_context, cache=cache
        )
        self.closed = False

    async def __aenter__(self) -> Reader:
        return self

    async def aclose(self) -> None:
        self.closed = True
        await super().aclose()

    async def read(self, url: str, *, start: int | None = None, find: str | None = None) -> ReadOutcome:
        """Read ``url`` (see :meth:`PageReader.read`). A call that cannot work — the Reader already closed,
        a URL that is not a string, a blank ``find`` — is a :class:`~kotoba.UsageError` here."""
        if self.closed:
            raise UsageError(CLOSED)
        check_call(url, start, find)
        return await super().read(url, start=start, find=find)
