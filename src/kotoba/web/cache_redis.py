"""The read cache in Redis, so replicas behind a load balancer continue each other's pages.

Same semantics as the in-memory cache (:mod:`kotoba.web.cache`), across processes and machines:

- **Scoped.** A page is held under a digest of the reader's scope (the policy settings that decide what a
  URL reads as, and kotoba's version), so a stricter reader is never handed what a looser one fetched. A
  scope that holds a process-local object (an injected resolver or TLS context) gets a token unique to
  this process: such a reader shares nothing with other processes, which is the safe way round.
- **Bounded.** Every page key expires after ``ttl`` seconds (``SET … EX``); a page larger than
  ``max_bytes`` (measured as the in-memory cache measures it) is not held. The total is Redis's own bound:
  run it with ``maxmemory`` and ``maxmemory-policy volatile-ttl``, which evicts the soonest-expiring keys
  first — pages before the small "seen" markers below.
- **The "read again" note.** Beside each page, a marker that outlives it (a day, or eight TTLs) says that a
  reading of that URL was given in this scope, so a continuation on any replica that finds the page gone
  says it was read again, exactly as :class:`~kotoba.web.cache.ReadCache` says "expired".
- **Never a failed read.** Redis down, slow or answering nonsense: the read goes on uncached. The first
  failure logs one warning on the ``kotoba.cache`` logger and Redis is left alone for
  :data:`RETRY_AFTER` seconds; each call is bounded by :data:`TIMEOUT`.

Pages are stored as zlib-compressed JSON of plain fields, never pickled: whoever can write to Redis could
otherwise run code in every replica. What it could still do is hand a replica made-up page text, which is
fenced like any page; keep the cache's Redis as private as the replicas themselves.

The client is ``redis`` (the ``kotoba[redis]`` extra), imported when a cache is first made. Calls are made
with its blocking client in worker threads, so one connection pool serves every event loop of the process
(``kotoba.read`` starts a loop per call) and a slow Redis never stalls the loop.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
import uuid
import weakref
import zlib
from collections.abc import Callable, Hashable
from typing import Any, Literal

import anyio
import anyio.to_thread

from kotoba.web.outcome import PageRead

Looked = Literal["hit", "expired", "miss"]

__all__ = ["INSTALL_HINT", "RedisCache", "redis_key_scope", "shared_redis"]

log = logging.getLogger("kotoba.cache")

TIMEOUT = 0.5
"""Seconds one Redis call (connect, send, answer) may take before the read goes on without the cache."""
RETRY_AFTER = 30.0
"""Seconds Redis is left alone after a failure, so a dead cache costs each read nothing."""
SEEN_AT_LEAST = 86_400.0
"""Seconds, at the least, a "seen" marker outlives its page (eight TTLs when that is longer)."""
CONNECTIONS = 64
"""Connections to Redis at most per process: more than the worker threads that make the calls (40 per
event loop, anyio's default), so a call waits for a thread, not for a connection."""
FORMAT = 1
"""The layout of stored pages; part of every key, so a change never reads an old layout."""

INSTALL_HINT = "KOTOBA_CACHE_URL needs the redis client: pip install 'kotoba[redis]'"
UNREACHABLE = "the read cache at {where} is unreachable ({why}); reads go on uncached, retried in {after:g} s"
BACK = "the read cache at {where} answers again"
MALFORMED = "the read cache at {where} held an entry kotoba cannot read; it is read again"

_PROCESS = uuid.uuid4().hex
"""Stands for this process in the scope of a reader whose scope holds process-local objects."""
_objects: weakref.WeakKeyDictionary[object, str] = weakref.WeakKeyDictionary()
_held_objects: dict[int, tuple[object, str]] = {}  # those that take no weak reference, kept alive instead
_objects_lock = threading.Lock()


def _token(value: object) -> str:
    """This process's name for ``value``, never handed on to another object.

    ``id()`` alone would be: once a reader with its own resolver is gone, the next object made in its place
    may get its id, and a reader with a different resolver would share the first one's cached pages.
    """
    with _objects_lock:
        try:
            return _objects.setdefault(value, uuid.uuid4().hex)
        except TypeError:  # no weak reference (or not hashable): keep it alive, so its id stays its own
            held = _held_objects.setdefault(id(value), (value, uuid.uuid4().hex))
            return held[1]


_FIELDS = (
    "url",
    "final_url",
    "via",
    "title",
    "text",
    "chars",
    "truncated_chars",
    "thin",
    "content_type",
    "capped",
    "full_text",
    "hidden_chars",
    "wall",
    "consent_refused",
    "byline",
)
_TYPES: dict[str, type | tuple[type, ...]] = {
    "url": str,
    "final_url": str,
    "via": str,
    "title": str,
    "text": str,
    "chars": int,
    "truncated_chars": int,
    "thin": bool,
    "content_type": str,
    "capped": bool,
    "full_text": str,
    "hidden_chars": int,
    "wall": (str, type(None)),
    "consent_refused": bool,
    "byline": str,
}
_VIAS = ("direct", "rendered", "reader")


def redis_key_scope(scope: Hashable, version: str) -> str:
    """A short, stable digest of ``scope`` for Redis keys: the same in every process for the same settings.

    Strings, numbers, booleans, None and tuples of them are taken as they are; any other object (an
    injected resolver, an ``ssl.SSLContext``) only means something inside this process, so it is replaced
    by this process's token and the object's own (see :func:`_token`) — a scope no other process, and no
    other object, can share.
    """

    def plain(value: object) -> object:
        if value is None or isinstance(value, str | int | float | bool):
            return value
        if isinstance(value, tuple | list):
            return [plain(v) for v in value]
        return f"process:{_PROCESS}:{_token(value)}"

    canonical = json.dumps([version, FORMAT, plain(scope)], separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()[:32]


def _url_key(url: str) -> str:
    return hashlib.sha256(url.encode("utf-8", "surrogatepass")).hexdigest()[:40]


def encode_page(page: PageRead) -> bytes:
    """The page's first reading as compressed JSON (continuations are windows of it, never stored)."""
    fields = {name: getattr(page, name) for name in _FIELDS}
    return zlib.compress(json.dumps(fields, ensure_ascii=False).encode("utf-8", "surrogatepass"), 1)


def decode_page(data: bytes) -> PageRead | None:
    """The page :func:`encode_page` stored, or None when ``data`` is not one (any writer can reach Redis)."""
    try:
        fields = json.loads(zlib.decompress(data).decode("utf-8", "surrogatepass"))
    except (zlib.error, UnicodeDecodeError, ValueError):
        return None
    if not isinstance(fields, dict) or set(fields) != set(_FIELDS):
        return None
    for name, kind in _TYPES.items():
        value = fields[name]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            return None
    if fields["via"] not in _VIAS or not fields["full_text"].startswith(fields["text"]):
        return None
    if fields["wall"] not in (None, "paywall"):  # the notes the model is given travel with the page
        return None
    return PageRead(**fields)


class RedisCache:
    """Pages by URL and scope in Redis, each for ``ttl`` seconds, none larger than ``max_bytes``.

    ``url`` is a ``redis://``, ``rediss://`` or ``unix://`` URL as the redis client takes it. ``size``
    measures a page as the in-memory cache does (:func:`kotoba.web.cache.page_size`). Thread-safe; the async
    methods run the blocking client in worker threads.
    """

    def __init__(
        self,
        url: str,
        *,
        max_bytes: int,
        ttl: float,
        version: str,
        size: Callable[[PageRead], int],
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        try:
            import redis
        except ImportError:  # the extra is not installed: said at start-up, as a settings problem
            raise ImportError(INSTALL_HINT) from None
        self.max_bytes, self.ttl = max_bytes, ttl
        self.where = _where(url)
        self._version = version
        self._size = size
        self._clock = clock
        self._errors: tuple[type[BaseException], ...] = (redis.RedisError, OSError)
        pool = redis.BlockingConnectionPool.from_url(
            url,
            socket_timeout=TIMEOUT,
            socket_connect_timeout=TIMEOUT,
            max_connections=CONNECTIONS,
            timeout=TIMEOUT,
        )
        self._client: Any = redis.Redis(connection_pool=pool)
        self._lock = threading.Lock()
        self._down_until = 0.0
        self._warned = False
        self._scopes: dict[Hashable, str] = {}

    # --- the backend protocol -------------------------------------------------------------------

    async def aget(self, url: str, scope: Hashable) -> tuple[Looked, PageRead | None]:
        """``("hit", page)``; ``("expired", None)`` when a reading given of ``url`` is gone; or a miss."""
        if self._resting():
            return "miss", None
        return await anyio.to_thread.run_sync(self.get, url, scope, abandon_on_cancel=True)

    async def aput(self, page: PageRead, scope: Hashable) -> bool:
        """Hold ``page`` under its requested and final URLs; False when not held (too big, or Redis away)."""
        if self._resting():
            return False
        return await anyio.to_thread.run_sync(self.put, page, scope, abandon_on_cancel=True)

    # --- the blocking calls (run in worker threads) ---------------------------------------------

    def get(self, url: str, scope: Hashable) -> tuple[Looked, PageRead | None]:
        prefix = self._prefix(scope)
        key = _url_key(url)
        try:
            data, seen = self._client.mget([f"{prefix}p:{key}", f"{prefix}s:{key}"])
        except self._errors as exc:
            self._failed(exc)
            return "miss", None
        self._answered()
        if data is not None:
            page = decode_page(data)
            if page is not None and url in (page.url, page.final_url):
                return "hit", page
            log.warning(MALFORMED.format(where=self.where))
            return "expired", None  # something was held for this URL: a new reading is a re-reading
        return ("expired", None) if seen is not None else ("miss", None)

    def put(self, page: PageRead, scope: Hashable) -> bool:
        prefix = self._prefix(scope)
        reached = page.final_url if page.via == "direct" else page.url  # the proxy's source is its word
        keys = [_url_key(u) for u in dict.fromkeys((page.url, reached))]
        held = self._size(page) <= self.max_bytes
        ttl_ms = max(1, int(self.ttl * 1000))
        seen_ms = int(max(SEEN_AT_LEAST, 8 * self.ttl) * 1000)
        try:
            pipe = self._client.pipeline(transaction=False)
            if held:
                data = encode_page(page)
                for key in keys:
                    pipe.set(f"{prefix}p:{key}", data, px=ttl_ms)
            else:
                for key in keys:
                    pipe.delete(f"{prefix}p:{key}")  # an older, smaller reading must not answer for this one
            for key in keys:
                pipe.set(f"{prefix}s:{key}", b"1", px=seen_ms)
            pipe.execute()
        except self._errors as exc:
            self._failed(exc)
            return False
        self._answered()
        return held

    def close(self) -> None:
        self._client.close()

    # --- being away -----------------------------------------------------------------------------

    def _prefix(self, scope: Hashable) -> str:
        digest = self._scopes.get(scope)
        if digest is None:
            digest = redis_key_scope(scope, self._version)
            if len(self._scopes) < 1024:
                self._scopes[scope] = digest
        return f"kotoba:{digest}:"

    def _resting(self) -> bool:
        with self._lock:
            return self._clock() < self._down_until

    def _failed(self, exc: BaseException) -> None:
        with self._lock:
            self._down_until = self._clock() + RETRY_AFTER
            if self._warned:
                return
            self._warned = True
        why = type(exc).__name__
        log.warning(UNREACHABLE.format(where=self.where, why=why, after=RETRY_AFTER))

    def _answered(self) -> None:
        with self._lock:
            if not self._warned:
                return
            self._warned = False
        log.warning(BACK.format(where=self.where))


def _where(url: str) -> str:
    """The cache's address for a message: scheme, host and port or socket path, never a password."""
    scheme, _, rest = url.partition("://")
    if scheme == "unix":
        return f"unix://{rest.split('?', 1)[0]}"
    netloc = rest.split("/", 1)[0].rsplit("@", 1)[-1]
    return f"{scheme}://{netloc}"


_shared: dict[tuple[str, int, float], RedisCache] = {}
_shared_lock = threading.Lock()


def shared_redis(
    url: str, *, max_bytes: int, ttl: float, version: str, size: Callable[[PageRead], int]
) -> RedisCache:
    """The process's client for this Redis and these bounds (made on first use; ImportError with
    :data:`INSTALL_HINT` when the ``redis`` client is not installed)."""
    key = (url, max_bytes, ttl)
    with _shared_lock:
        cache = _shared.get(key)
        if cache is None:
            cache = _shared[key] = RedisCache(url, max_bytes=max_bytes, ttl=ttl, version=version, size=size)
        return cache
