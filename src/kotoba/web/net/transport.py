"""The guarded transport: resolve → judge every address → dial only a judged address, and reuse a
connection only to that same address for that same host name.

Every request — the first, each redirect hop, each reuse — resolves its host and judges every answer
before anything is sent. It then goes to the connection pool of one judged address: each pool's network
backend dials that address and no other (:class:`PinnedBackend`), and keeps its connections apart by
origin (scheme, host name, port). So a kept-alive connection is reused only by a request whose name
resolves, now, to the very address it was dialled to, under the same name: a name that rebinds elsewhere
is judged afresh and, if allowed, gets a connection of its own; there is never a second lookup inside a
connection for DNS rebinding to change. TLS is still verified against the host name, because httpcore
starts TLS with the URL's host after we connect.

A connection goes back to its pool only when the response before it ended exactly where it said it would:
bytes a server sent past its declared length close the connection instead of becoming the next response
(:class:`_Body`). A request that fails on a kept-alive connection the server had closed meanwhile is sent
once more on a new one (GET only), so keeping connections alive never turns into a failure blamed on the
site.

Environment proxies are never consulted (the client is built with ``trust_env=False``): a proxy would
dial on our behalf and route around the guard.
"""

from __future__ import annotations

import socket
import ssl
import typing
from collections import OrderedDict
from collections.abc import AsyncIterator, Iterable

import httpcore
import httpx

from kotoba.web.net.policy import AddressRefused, IPAddress, Policy, Refusal
from kotoba.web.net.resolve import Resolver, system_resolve


def _pool_test() -> typing.Callable[[socket.socket | None], bool] | None:
    """httpcore's pool's own readability test, so the answers are the same — or None where a later httpcore
    has moved this private name: then the stream under it answers, as it did before (only slower)."""
    try:
        from httpcore._utils import is_socket_readable
    except ImportError:
        return None
    return is_socket_readable


is_socket_readable = _pool_test()

KEEPALIVE_SECONDS = 4.0
"""Idle seconds a connection is kept: under the 5 s many servers (Apache's default) close theirs after."""
READ_BYTES = 256 * 1024
"""Bytes taken from a connection at a time: what asyncio's event loop reads from a socket at once. The body
is still cut at the byte cap after decompression (:class:`~kotoba.web.net.decode.BoundedDecoder`); this is
raw bytes in hand. On the load bench's pages, at 100 reads at once, the event loop's CPU a read went from
2.36 to 2.10 ms and from 2.13 to 1.89 (two runs each, alternated)."""
POOLS_KEPT = 256
"""Addresses with a pool of their own at once; past this, the least recently used idle pools are closed."""
_STALE = (httpcore.RemoteProtocolError, httpcore.ReadError, httpcore.WriteError)


class _Stream(httpcore.AsyncNetworkStream):
    """A dialled connection's stream, which answers httpcore's "has the server closed it?" from the socket it
    holds.

    httpcore's connection pool asks that of every idle connection each time a request comes or goes
    (``has_expired``), and the anyio stream under it rebuilds its whole table of socket attributes to
    answer, with a ``getpeername`` system call: about a fifth of a millisecond of every read when a hundred
    reads share one pool. The question asked of the socket (``is_socket_readable``, a zero-timeout poll)
    is the same; only the table is skipped.
    """

    def __init__(self, inner: httpcore.AsyncNetworkStream) -> None:
        self._inner = inner
        self._socket = inner.get_extra_info("socket") if is_socket_readable is not None else None

    async def read(self, max_bytes: int, timeout: float | None = None) -> bytes:  # noqa: ASYNC109
        # At least READ_BYTES: httpcore asks for 64 KiB at a time, and anyio's stream hands out what the
        # event loop received (up to 256 KiB a socket read) a slice of that size at a time, so a page
        # took several passes through httpcore, h11 and the loop for what one socket read brought
        return await self._inner.read(max(max_bytes, READ_BYTES), timeout)

    async def write(self, buffer: bytes, timeout: float | None = None) -> None:  # noqa: ASYNC109
        await self._inner.write(buffer, timeout)

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's stream interface takes it
    ) -> httpcore.AsyncNetworkStream:
        return _Stream(await self._inner.start_tls(ssl_context, server_hostname, timeout))

    def get_extra_info(self, info: str) -> typing.Any:
        if info == "is_readable" and self._socket is not None and is_socket_readable is not None:
            return is_socket_readable(self._socket)
        return self._inner.get_extra_info(info)


class PinnedBackend(httpcore.AsyncNetworkBackend):
    """An httpcore network backend that dials one address the policy judged, whatever host it is asked for."""

    def __init__(self, address: IPAddress, inner: httpcore.AsyncNetworkBackend | None = None) -> None:
        self.address = address
        self._inner = inner or httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's backend interface takes it
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        stream = await self._inner.connect_tcp(
            str(self.address),
            port,
            timeout=timeout,
            local_address=local_address,
            socket_options=socket_options,
        )
        return _Stream(stream)

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's backend interface takes it
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        raise AddressRefused(Refusal("refused: unix sockets are never dialled"))

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


_ERRORS: tuple[tuple[type[Exception], type[httpx.HTTPError]], ...] = (
    (httpcore.ConnectTimeout, httpx.ConnectTimeout),
    (httpcore.ReadTimeout, httpx.ReadTimeout),
    (httpcore.WriteTimeout, httpx.WriteTimeout),
    (httpcore.PoolTimeout, httpx.PoolTimeout),
    (httpcore.TimeoutException, httpx.TimeoutException),
    (httpcore.ConnectError, httpx.ConnectError),
    (httpcore.ReadError, httpx.ReadError),
    (httpcore.WriteError, httpx.WriteError),
    (httpcore.RemoteProtocolError, httpx.RemoteProtocolError),
    (httpcore.LocalProtocolError, httpx.LocalProtocolError),
    (httpcore.ProtocolError, httpx.ProtocolError),
    (httpcore.UnsupportedProtocol, httpx.UnsupportedProtocol),
    (httpcore.NetworkError, httpx.NetworkError),
)


def _as_httpx(exc: Exception, request: httpx.Request) -> Exception:
    for core, mapped in _ERRORS:
        if isinstance(exc, core):
            return mapped(str(exc) or type(exc).__name__, request=request)  # type: ignore[call-arg]
    return exc


class _Body(httpx.AsyncByteStream):
    def __init__(self, stream: typing.AsyncIterable[bytes], request: httpx.Request) -> None:
        self._stream = stream
        self._request = request

    async def __aiter__(self) -> AsyncIterator[bytes]:
        try:
            async for part in self._stream:
                yield part
        except httpcore.ReadTimeout as exc:  # the common case first, then the table
            raise _as_httpx(exc, self._request) from exc
        except (httpcore.TimeoutException, httpcore.NetworkError, httpcore.ProtocolError) as exc:
            raise _as_httpx(exc, self._request) from exc

    async def aclose(self) -> None:
        spoilt = _connection_with_leftovers(self._stream)
        close = getattr(self._stream, "aclose", None)
        if close is not None:
            await close()
        if spoilt is not None:  # closed, the pool drops it: the extra bytes are never read as a response
            await spoilt.aclose()


def _connection_with_leftovers(stream: object) -> typing.Any:
    """The connection under a response stream when it holds bytes past the end of the response, or when it
    cannot be inspected (then it is not reused either); None when it may go back to its pool."""
    connection = getattr(getattr(stream, "_pool_request", None), "connection", None)
    if connection is None:
        return None
    inner = getattr(connection, "_connection", None)
    state = getattr(inner, "_h11_state", None)
    trailing = getattr(state, "trailing_data", None)
    if not isinstance(trailing, tuple) or not trailing:
        return connection
    return connection if trailing[0] else None


class GuardedTransport(httpx.AsyncBaseTransport):
    """An httpx transport that judges every request's addresses and keeps a pool per judged address."""

    def __init__(
        self,
        policy: Policy,
        resolve: Resolver = system_resolve,
        *,
        ssl_context: ssl.SSLContext | None = None,
        max_connections: int = 100,
        max_keepalive: int = 20,
    ) -> None:
        self._policy = policy
        self._resolve = resolve
        self._ssl = ssl_context or httpx.create_ssl_context()
        self._max_connections = max_connections
        self._max_keepalive = max_keepalive
        self._pools: OrderedDict[IPAddress, httpcore.AsyncConnectionPool] = OrderedDict()
        self._retired: list[httpcore.AsyncConnectionPool] = []  # idle pools pushed out, to be closed

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        while self._retired:
            await self._retired.pop().aclose()
        host = request.url.raw_host.decode("ascii")
        port = request.url.port or (443 if request.url.scheme == "https" else 80)
        refusal = self._policy.check_host(host)
        if refusal is not None:
            raise AddressRefused(refusal)
        addresses = await self._resolve(host, port)
        refusal = self._policy.check_answers(host, addresses)
        if refusal is not None:
            raise AddressRefused(refusal)
        last: Exception | None = None
        for address in addresses:
            try:
                response = await self._send(self._pool(address), request)
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                last = exc  # the next judged address, as a browser would
                continue
            except AddressRefused:
                raise
            except Exception as exc:
                raise _as_httpx(exc, request) from exc
            return httpx.Response(
                status_code=response.status,
                headers=response.headers,
                stream=_Body(typing.cast(typing.AsyncIterable[bytes], response.stream), request),
                extensions=response.extensions,
            )
        assert last is not None  # resolvers return at least one address or raise
        raise _as_httpx(last, request) from last

    async def _send(self, pool: httpcore.AsyncConnectionPool, request: httpx.Request) -> httpcore.Response:
        """One request on ``pool``; sent again on a new connection when a kept-alive one had gone stale."""
        origin = httpcore.URL(
            scheme=request.url.raw_scheme, host=request.url.raw_host, port=request.url.port, target=b"/"
        ).origin
        reusing = any(c.can_handle_request(origin) and c.is_idle() for c in pool.connections)
        for attempt in (1, 2):
            core_request = httpcore.Request(
                method=request.method,
                url=httpcore.URL(
                    scheme=request.url.raw_scheme,
                    host=request.url.raw_host,
                    port=request.url.port,
                    target=request.url.raw_path,
                ),
                headers=request.headers.raw,
                content=typing.cast(typing.AsyncIterable[bytes], request.stream),
                extensions=request.extensions,
            )
            try:
                return await pool.handle_async_request(core_request)
            except _STALE:
                if attempt == 2 or not reusing or request.method != "GET":
                    raise
                reusing = False
        raise AssertionError("unreachable: the second attempt returns or raises")

    def _pool(self, address: IPAddress) -> httpcore.AsyncConnectionPool:
        """The pool whose connections all go to ``address`` (made on first use, least recently used last)."""
        pool = self._pools.get(address)
        if pool is not None:
            self._pools.move_to_end(address)
            return pool
        pool = self._pools[address] = httpcore.AsyncConnectionPool(
            ssl_context=self._ssl,
            max_connections=self._max_connections,
            max_keepalive_connections=self._max_keepalive,
            keepalive_expiry=KEEPALIVE_SECONDS,
            http1=True,
            http2=False,
            retries=0,
            network_backend=PinnedBackend(address),
        )
        if len(self._pools) > POOLS_KEPT:
            for old, idle in list(self._pools.items())[: len(self._pools) - POOLS_KEPT]:
                if all(c.is_idle() or c.is_closed() for c in idle.connections):  # no request in it
                    del self._pools[old]
                    self._retired.append(idle)
        return pool

    async def aclose(self) -> None:
        pools, self._pools = [*self._retired, *self._pools.values()], OrderedDict()
        self._retired = []
        for pool in pools:
            await pool.aclose()
