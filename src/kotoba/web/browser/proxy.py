"""The renderer's only way out: a forward proxy on 127.0.0.1 judging every connection the browser asks for.

Chromium is started with this proxy for everything (loopback included) and with name resolution turned
off, so each connection a page makes — the navigation, scripts, XHR and fetch, iframes, WebSockets,
redirect hops — arrives here as ``CONNECT host:port`` (https, wss, ws) or as an absolute-form request
(``GET http://host/path``). The host is judged by the same :class:`~kotoba.web.net.policy.Policy`, resolved
by the same resolver seam, every answer judged, and only a judged address is dialled, exactly as the
direct read's transport does; anything else is refused. Deny by default: a request this proxy does not
understand is answered 400 and never forwarded.

The proxy also bounds the render: a byte budget over every connection, a cap on open connections, the
connect and idle timeouts of the direct read, and plain-http images, audio, video and fonts refused by
their type (the browser is told not to ask for them as well).
"""

from __future__ import annotations

import re
from types import TracebackType

import anyio
import anyio.abc

from kotoba.web.net.policy import IPAddress, Policy, Refusal
from kotoba.web.net.resolve import ResolutionError, Resolver

HEAD_MAX = 32 * 1024  # a request or response head larger than this is refused
CHUNK = 64 * 1024
_REFUSED_TYPES = re.compile(rb"^content-type:[ \t]*(image|audio|video|font)/", re.IGNORECASE | re.MULTILINE)
_HOP_HEADERS = frozenset({b"connection", b"keep-alive", b"proxy-connection", b"proxy-authorization", b"te"})


# A peer that went away or went quiet: the connection ends, and the browser sees it closed.
_GONE = (anyio.EndOfStream, anyio.BrokenResourceError, anyio.ClosedResourceError, OSError, TimeoutError)


class BudgetSpent(Exception):
    """The render moved more bytes than its budget; every connection is closed."""


class _Closed(Exception):
    """The peer closed before a whole head arrived."""


class RenderProxy:
    """A guarded forward proxy on ``127.0.0.1:port`` for one browser context; use as an async context manager.

    ``refusals`` lists every refusal reason in order and ``dialled`` every (host, address, port) connected,
    so a caller can say why a navigation failed and a test can see what the browser reached. ``told`` is
    ``refusals`` as the model may hear it: every request here was chosen by the page, so a host name in it
    is described, never quoted (a literal address is still shown), as for a redirect hop.
    """

    def __init__(
        self,
        policy: Policy,
        resolve: Resolver,
        *,
        connect_timeout: float,
        idle_timeout: float,
        max_bytes: int,
        max_connections: int = 48,
    ) -> None:
        self._policy = policy
        self._resolve = resolve
        self._connect_timeout = connect_timeout
        self._idle_timeout = idle_timeout
        self._max_bytes = max_bytes
        self._open = anyio.Semaphore(max_connections)
        self.moved = 0
        self.refusals: list[str] = []
        self.told: list[str] = []
        self.dialled: list[tuple[str, str, int]] = []
        self._listener: anyio.abc.Listener[anyio.abc.SocketStream] | None = None
        self._tasks: anyio.abc.TaskGroup | None = None
        self.port = 0

    async def __aenter__(self) -> RenderProxy:
        listener = await anyio.create_tcp_listener(local_host="127.0.0.1", local_port=0)
        self._listener = listener
        self.port = int(listener.extra(anyio.abc.SocketAttribute.local_port))
        self._tasks = anyio.create_task_group()
        await self._tasks.__aenter__()
        self._tasks.start_soon(listener.serve, self._guarded, self._tasks)
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        assert self._tasks is not None and self._listener is not None
        self._tasks.cancel_scope.cancel()
        try:
            await self._tasks.__aexit__(None, None, None)
        finally:
            await self._listener.aclose()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def _guarded(self, client: anyio.abc.SocketStream) -> None:
        """One browser connection; whatever happens on it stays on it (a broken socket is not our failure)."""
        async with client:
            if self._open.value == 0:
                await _answer(client, 503, "too many connections")
                return
            async with self._open:
                try:
                    await self._serve(client)
                except* (BudgetSpent, _Closed, *_GONE):  # also when raised inside a pair of pumps
                    pass  # the browser sees the connection close; the refusal list says why when it matters

    async def _serve(self, client: anyio.abc.SocketStream) -> None:
        if self.moved > self._max_bytes:  # the budget is spent: nothing more is read or dialled
            await _answer(client, 503, "budget spent")
            return
        head, rest = await self._read_head(client)
        line, _, _headers = head.partition(b"\r\n")
        parts = line.split(b" ")
        if len(parts) != 3 or not parts[2].startswith(b"HTTP/1."):
            self._refuse("refused: not an HTTP/1 proxy request")
            await _answer(client, 400, "bad request")
            return
        method, target = parts[0], parts[1].decode("latin-1")
        if method == b"CONNECT":
            await self._tunnel(client, target, rest)
        elif target.lower().startswith("http://"):
            await self._forward(client, parts, head, rest)
        else:
            # Origin-form (a request to this proxy itself), https absolute-form, ftp…: never forwarded.
            self._refuse("refused: only CONNECT and absolute-form http requests are proxied")
            await _answer(client, 400, "bad request")

    async def _tunnel(self, client: anyio.abc.SocketStream, authority: str, rest: bytes) -> None:
        judged = self._policy.check_url(f"https://{authority}/")
        if isinstance(judged, Refusal) or authority.count("@") or "/" in authority:
            if isinstance(judged, Refusal):
                self._refuse(judged.reason, judged.site_reason)
            else:
                self._refuse("refused: not a host:port")
            await _answer(client, 403, "refused")
            return
        upstream = await self._dial(judged.host, judged.address, judged.port)
        if upstream is None:
            await _answer(client, *self._why_not())
            return
        async with upstream:
            await client.send(b"HTTP/1.1 200 Connection established\r\n\r\n")
            if rest:
                await self._send(upstream, rest)
            await self._pipe_both(client, upstream)

    async def _forward(
        self, client: anyio.abc.SocketStream, parts: list[bytes], head: bytes, rest: bytes
    ) -> None:
        url = parts[1].decode("latin-1")
        judged = self._policy.check_url(url)
        if isinstance(judged, Refusal):
            self._refuse(judged.reason, judged.site_reason)
            await _answer(client, 403, "refused")
            return
        upstream = await self._dial(judged.host, judged.address, judged.port)
        if upstream is None:
            await _answer(client, *self._why_not())
            return
        path = judged.url.raw_path or b"/"
        request = b" ".join((parts[0], path, parts[2])) + b"\r\n" + _close_headers(head) + b"\r\n\r\n"
        async with upstream:
            await self._send(upstream, request + rest)
            async with anyio.create_task_group() as group:
                group.start_soon(self._pump, client, upstream, group)  # a request body, if any
                await self._answer_from(upstream, client)
                group.cancel_scope.cancel()

    async def _answer_from(self, upstream: anyio.abc.SocketStream, client: anyio.abc.SocketStream) -> None:
        """Relay one response with ``Connection: close``; images, media and fonts are refused by type."""
        try:
            head, rest = await self._read_head(upstream)
        except _Closed:
            await _answer(client, 502, "no response")
            return
        if _REFUSED_TYPES.search(head):
            self._refuse("refused: images, audio, video and fonts are not loaded")
            await _answer(client, 403, "refused")
            return
        status, _, _ = head.partition(b"\r\n")
        await self._send(client, status + b"\r\n" + _close_headers(head) + b"\r\n\r\n" + rest)
        await self._pump(upstream, client, None)

    async def _dial(self, host: str, address: IPAddress | None, port: int) -> anyio.abc.SocketStream | None:
        """Resolve (unless ``host`` is an address), judge every answer, connect to the first judged one."""
        try:
            addresses = [address] if address is not None else await self._resolve(host, port)
        except ResolutionError as exc:
            self._refuse(str(exc), "could not resolve a host name the page asked for")
            return None
        refusal = self._policy.check_answers(host, addresses)
        if refusal is not None:
            self._refuse(refusal.reason, refusal.site_reason)
            return None
        for ip in addresses:
            try:
                with anyio.fail_after(self._connect_timeout):
                    stream = await anyio.connect_tcp(str(ip), port)
            except (OSError, TimeoutError):
                continue
            self.dialled.append((host, str(ip), port))
            return stream
        shown = host if address is not None else "a host name the page asked for"
        self._refuse(f"could not connect to {host}", f"could not connect to {shown}")
        return None

    def _refuse(self, reason: str, told: str | None = None) -> None:
        """Record why a request was not served: as it happened, and as the model may hear it."""
        self.refusals.append(reason)
        self.told.append(reason if told is None else told)

    def _why_not(self) -> tuple[int, str]:
        """The answer to a connection that was not made: 403 for a policy refusal, 502 otherwise."""
        return (403, "refused") if self.refusals[-1].startswith("refused") else (502, "unreachable")

    async def _read_head(self, stream: anyio.abc.SocketStream) -> tuple[bytes, bytes]:
        """Bytes up to the blank line ending a head (without it), and whatever came after."""
        data = b""
        while b"\r\n\r\n" not in data:
            if len(data) > HEAD_MAX:
                raise _Closed("head too large")
            try:
                with anyio.fail_after(self._idle_timeout):
                    chunk = await stream.receive(CHUNK)
            except anyio.EndOfStream:
                raise _Closed("closed") from None
            self._count(len(chunk))
            data += chunk
        head, _, rest = data.partition(b"\r\n\r\n")
        return head, rest

    async def _pipe_both(self, a: anyio.abc.SocketStream, b: anyio.abc.SocketStream) -> None:
        async with anyio.create_task_group() as group:
            group.start_soon(self._pump, a, b, group)
            group.start_soon(self._pump, b, a, group)

    async def _pump(
        self, source: anyio.abc.SocketStream, sink: anyio.abc.SocketStream, group: anyio.abc.TaskGroup | None
    ) -> None:
        """Copy until either side closes, the budget is spent or the line is idle; then end the pair."""
        try:
            while True:
                with anyio.fail_after(self._idle_timeout):
                    chunk = await source.receive(CHUNK)
                self._count(len(chunk))
                await sink.send(chunk)
        except _GONE:
            pass
        finally:
            if group is not None:
                group.cancel_scope.cancel()

    async def _send(self, sink: anyio.abc.SocketStream, data: bytes) -> None:
        self._count(len(data))
        await sink.send(data)

    def _count(self, size: int) -> None:
        self.moved += size
        if self.moved > self._max_bytes:
            if not any("moved more than" in r for r in self.refusals):
                self._refuse(f"refused: the render moved more than {self._max_bytes} bytes")
            raise BudgetSpent


def _close_headers(head: bytes) -> bytes:
    """The header lines of ``head`` without hop-by-hop headers, ending with ``Connection: close``.

    One request per upstream connection: a browser reuses a proxy connection for any host, and a reused
    upstream socket would carry the next request to an address that was judged for another host.
    """
    lines = head.split(b"\r\n")[1:]
    kept = [ln for ln in lines if ln.split(b":", 1)[0].strip().lower() not in _HOP_HEADERS]
    return b"\r\n".join([*kept, b"Connection: close"])


async def _answer(client: anyio.abc.SocketStream, status: int, phrase: str) -> None:
    try:
        await client.send(
            f"HTTP/1.1 {status} {phrase}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".encode()
        )
    except _GONE:
        pass
