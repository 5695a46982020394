"""The read cache: the whole extracted text of the pages read, so ``start=`` and ``find=`` never refetch.

A page is held under the URL as it was asked for and the URL it finally reached (after redirects that were
followed and checked; never a URL the reader proxy merely names), in memory, bounded three
ways: a number of entries, a number of bytes (the strings' real size in memory), and a time to live. The
least recently used page goes first when either bound is reached; a page larger than the whole byte bound
is not held at all. ``KOTOBA_CACHE_TTL=0`` (or a zero bound) turns the cache off.

Keys carry a scope: what decides what a URL reads as (the allow-list, ``resolve`` answers, the extractor,
the resolver object…), so a reader with a stricter policy is never handed a page another reader was allowed
to fetch. One cache is shared by every reader in a process that has the same bounds (:func:`shared`), so
the agent loop, ``kotoba serve`` and ``kotoba mcp`` continue pages read in earlier turns and sessions.

A page that was held and is no longer (expired or pushed out) is remembered by key for a while, so the
read that replaces it can say that the page was read again rather than pass new text off as the old. And
whatever the cache did, :data:`read_log` remembers which URLs this process has read a page from: a
continuation that has to fetch a page — never held (too big, or the cache off), pushed out, or expired —
says it was read again, unless no reading of that URL was ever given in this process (nothing to differ
from; a new ``kotoba read --start N`` process is such a first read).
"""

from __future__ import annotations

import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Literal, Protocol

from kotoba.settings import Settings
from kotoba.web.outcome import PageRead

ENTRY_OVERHEAD = 1024
"""Bytes counted per entry beyond its strings: the dataclass, the keys, the bookkeeping."""

Key = tuple[str, Hashable]
Looked = Literal["hit", "expired", "miss"]


class PageCache(Protocol):
    """What a reader needs of a read cache: this module's, in memory, or the Redis one shared by replicas
    (:mod:`kotoba.web.cache_redis`). Both answer as :meth:`ReadCache.get` and :meth:`ReadCache.put` do."""

    async def aget(self, url: str, scope: Hashable) -> tuple[Looked, PageRead | None]: ...

    async def aput(self, page: PageRead, scope: Hashable) -> bool: ...


@dataclass
class _Entry:
    page: PageRead
    size: int
    expires: float
    keys: tuple[Key, ...]


def page_size(page: PageRead) -> int:
    """Bytes a held page costs: its strings as CPython stores them, plus a fixed overhead."""
    strings = {id(s): s for s in (page.full_text, page.text, page.title, page.url, page.final_url)}
    return ENTRY_OVERHEAD + sum(sys.getsizeof(s) for s in strings.values())


class ReadCache:
    """Pages by URL and scope, within ``entries``, ``max_bytes`` and ``ttl`` seconds. Thread-safe."""

    def __init__(
        self, entries: int, max_bytes: int, ttl: float, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.entries, self.max_bytes, self.ttl = entries, max_bytes, ttl
        self._clock = clock
        self._lock = threading.Lock()
        self._by_key: OrderedDict[Key, _Entry] = OrderedDict()
        self._held: dict[int, _Entry] = {}
        self._gone: OrderedDict[Key, None] = OrderedDict()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._held)

    async def aget(self, url: str, scope: Hashable) -> tuple[Looked, PageRead | None]:
        """:meth:`get`, for the :class:`PageCache` protocol (memory never waits)."""
        return self.get(url, scope)

    async def aput(self, page: PageRead, scope: Hashable) -> bool:
        """:meth:`put`, for the :class:`PageCache` protocol."""
        return self.put(page, scope)

    def put(self, page: PageRead, scope: Hashable) -> bool:
        """Hold ``page`` under its requested and final URLs; False when it is larger than the byte bound."""
        size = page_size(page)
        reached = page.final_url if page.via == "direct" else page.url  # the proxy's source is its word
        keys = tuple(dict.fromkeys((page.url, reached)))
        with self._lock:
            for url in keys:
                self._drop((url, scope), gone=False)
            if size > self.max_bytes:
                return False
            entry = _Entry(page, size, self._clock() + self.ttl, tuple((url, scope) for url in keys))
            self._held[id(entry)] = entry
            self.bytes += size
            for key in entry.keys:
                self._by_key[key] = entry
                self._gone.pop(key, None)
            while len(self._held) > self.entries or self.bytes > self.max_bytes:
                oldest = next(iter(self._by_key.values()))
                self._forget(oldest, gone=True)
            return True

    def get(self, url: str, scope: Hashable) -> tuple[Looked, PageRead | None]:
        """``("hit", page)``; ``("expired", None)`` for a page that was held and is no longer; or a miss."""
        key = (url, scope)
        with self._lock:
            entry = self._by_key.get(key)
            if entry is not None and entry.expires <= self._clock():
                self._forget(entry, gone=True)
                entry = None
            if entry is None:
                return ("expired", None) if key in self._gone else ("miss", None)
            for held in entry.keys:
                self._by_key.move_to_end(held)
            return "hit", entry.page

    def _drop(self, key: Key, *, gone: bool) -> None:
        entry = self._by_key.get(key)
        if entry is not None:
            self._forget(entry, gone=gone)

    def _forget(self, entry: _Entry, *, gone: bool) -> None:
        if self._held.pop(id(entry), None) is None:
            return
        self.bytes -= entry.size
        for key in entry.keys:
            if self._by_key.get(key) is entry:
                del self._by_key[key]
            if gone:
                self._gone[key] = None
        while len(self._gone) > 2 * self.entries:
            self._gone.popitem(last=False)


class ReadLog:
    """The URLs pages were read from in this process, by hash, up to ``limit`` of them (about 100 bytes each).

    Past the limit it forgets them all and from then on takes every URL as read before: saying "read
    again" of a first read is the harmless mistake, passing a new reading off as the old one the harmful.
    """

    def __init__(self, limit: int = 50_000) -> None:
        self.limit = limit
        self._seen: set[int] = set()
        self._forgot = False
        self._lock = threading.Lock()

    def add(self, page: PageRead) -> None:
        """Note that ``page`` was read (and given to whoever asked), under its requested and final URLs."""
        with self._lock:
            if len(self._seen) + 2 > self.limit:
                self._seen.clear()
                self._forgot = True
            self._seen.update((hash(page.url), hash(page.final_url)))

    def read_before(self, url: str) -> bool:
        """True when a page may have been read from ``url`` in this process."""
        with self._lock:
            return self._forgot or hash(url) in self._seen


read_log = ReadLog()
"""Every page read in this process, for the "read again" note (see the module's docstring)."""

_shared: dict[tuple[int, int, float], ReadCache] = {}
_shared_lock = threading.Lock()


def shared(settings: Settings) -> ReadCache | None:
    """The process's cache for these bounds (made on first use), or None when the settings turn it off."""
    if settings.cache_ttl <= 0 or settings.cache_entries <= 0 or settings.cache_bytes <= 0:
        return None
    bounds = (settings.cache_entries, settings.cache_bytes, settings.cache_ttl)
    with _shared_lock:
        cache = _shared.get(bounds)
        if cache is None:
            cache = _shared[bounds] = ReadCache(*bounds)
        return cache


def scope_of(settings: Settings, *extra: Hashable) -> Hashable:
    """What decides what a URL reads as, for cache keys: two readers share pages only if these agree."""
    return (
        settings.allow,
        settings.resolve,
        settings.extractor,
        settings.format,
        settings.reader_url,
        settings.max_bytes,
        settings.user_agent,
        *extra,
    )
