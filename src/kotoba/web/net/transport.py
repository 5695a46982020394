"""The guarded transport: resolve → judge every address → dial only a judged address.

The check lives where the socket is opened, in an httpcore network backend, so it holds for the first
request, every redirect hop and every reconnection alike, and a name that answers public at check time and
private at connect time (DNS rebinding) cannot get through: there is no second lookup to rebind. TLS is
still verified against the host name, because httpcore starts TLS with the URL's host after we connect.

Connections are not kept alive between requests: each read starts clean, so bytes a server sent past its
declared length can never be taken as the next response, and no read inherits another's connection state.

Environment proxies are never consulted (the client is built with ``trust_env=False``): a proxy would
dial on our behalf and route around the guard.
"""

from __future__ import annotations

import ssl
import typing
from collections.abc import AsyncIterator, Iterable

import httpcore
import httpx

from kotoba.web.net.policy import AddressRefused, Policy, Refusal
from kotoba.web.net.resolve import Resolver, system_resolve


class GuardedBackend(httpcore.AsyncNetworkBackend):
    """An httpcore network backend that only ever connects to addresses the policy allowed."""

    def __init__(
        self,
        policy: Policy,
        resolve: Resolver = system_resolve,
        inner: httpcore.AsyncNetworkBackend | None = None,
    ):
        self._policy = policy
        self._resolve = resolve
        self._inner = inner or httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's backend interface takes it
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        refusal = self._policy.check_host(host)
        if refusal is not None:
            raise AddressRefused(refusal)
        addresses = await self._resolve(host, port)
        refusal = self._policy.check_answers(host, addresses)
        if refusal is not None:
            raise AddressRefused(refusal)
        last: Exception | None = None
        for ip in addresses:
            try:
                return await self._inner.connect_tcp(
                    str(ip), port, timeout=timeout, local_address=local_address, socket_options=socket_options
                )
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                last = exc
        assert last is not None  # resolvers return at least one address or raise
        raise last

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
        close = getattr(self._stream, "aclose", None)
        if close is not None:
            await close()


class GuardedTransport(httpx.AsyncBaseTransport):
    """An httpx transport over an httpcore pool that connects only through :class:`GuardedBackend`."""

    def __init__(
        self,
        policy: Policy,
        resolve: Resolver = system_resolve,
        *,
        ssl_context: ssl.SSLContext | None = None,
        max_connections: int = 100,
        max_keepalive: int = 0,
    ) -> None:
        self._pool = httpcore.AsyncConnectionPool(
            ssl_context=ssl_context or httpx.create_ssl_context(),
            max_connections=max_connections,
            max_keepalive_connections=max_keepalive,
            keepalive_expiry=5.0,
            http1=True,
            http2=False,
            retries=0,
            network_backend=GuardedBackend(policy, resolve),
        )

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
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
            response = await self._pool.handle_async_request(core_request)
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

    async def aclose(self) -> None:
        await self._pool.aclose()
