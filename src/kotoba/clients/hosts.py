"""The names a local HTTP server answers to: ``Host`` and ``Origin`` checked on every request, on every bind.

DNS rebinding points a name an attacker owns at the address this server listens on. The person's browser
then treats the attacker's page and this server as one origin, so a page they merely visit could drive the
chat page with their API key, or call ``read_file`` over MCP and read their workspace. Only the headers
still tell the two apart: the rebound request carries ``Host: attacker.example:8001`` (and, from a page,
``Origin: http://attacker.example:8001``).

So the servers of ``kotoba serve`` and ``kotoba mcp --http`` answer only to

- the loopback names (``127.0.0.1``, ``localhost``, ``::1``),
- the address they were told to listen on, as written and in its canonical form (``127.1`` is
  ``127.0.0.1``), unless it is a wildcard (``0.0.0.0``, ``::``), which is no name a client uses,
- and the names given with ``--allowed-host`` (``KOTOBA_ALLOWED_HOSTS``), for a server that must answer
  other names on purpose.

That holds whatever address they listen on: the check never depends on the bind being loopback. A request
with any other ``Host`` gets 421; one whose ``Origin`` is not this server itself (an allowed name on the
same port, over http or https) gets 403, ``Origin: null`` included. A request with no ``Origin`` is not a
page's cross-site request (browsers send one with every cross-site POST and fetch).

A request names its host once. One with two ``Host`` headers, or whose request target is written whole
(``GET http://attacker.example/mcp``) with another host than its ``Host`` header, gets 400 (RFC 9112,
section 3.2): parsers disagree on which of the two counts (h11 refuses two ``Host`` headers itself;
httptools hands both on, and a check of the first let ``Host: 127.0.0.1`` followed by
``Host: attacker.example`` in), and a proxy or server in front may route by the other one. The whole
target reaches the guard through the request's ``raw_path`` (h11) or :data:`TARGET_KEY`, which
:func:`kotoba.clients.listen.http_protocol` sets when httptools parses (it keeps only the path).
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Literal
from urllib.parse import urlsplit

from starlette.datastructures import Headers
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Receive, Scope, Send

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1")
WILDCARDS = frozenset({"0.0.0.0", "::", ""})

WRONG_HOST = "this server answers only as {names}; a request for another name is refused (DNS rebinding)"
WRONG_ORIGIN = "cross-site requests are refused: Origin {origin!r} is not this server"
TWO_HOSTS = "a request names its host once: {count} Host headers are refused"
TWO_NAMES = (
    "the request target names {target!r} and its Host header {host!r}: a request naming two hosts is refused"
)

TARGET_KEY = "kotoba.request_target"
"""The scope key holding a request target that was not a path (absolute or authority form), as received."""

BEYOND_LOOPBACK_WARNING = (
    "kotoba: warning: {host} is reachable from other machines, and anyone who reaches it {what}; it answers "
    "only requests addressed to {names} (--allowed-host adds a name)"
)


@dataclass(frozen=True)
class Authority:
    """A ``Host`` header or an origin's authority: a lower-case name (IPv6 without brackets) and a port."""

    name: str
    port: int | None


def parse_authority(value: str) -> Authority | None:
    """``name[:port]`` as a ``Host`` header carries it, or None when it cannot be one."""
    if not value or any(c.isspace() or c in "/?#@\\" for c in value):
        return None
    try:
        parts = urlsplit(f"//{value}")
        port = parts.port
    except ValueError:
        return None
    name = (parts.hostname or "").rstrip(".").lower()
    return Authority(name, port) if name else None


def canonical(name: str) -> str:
    """An address in its usual spelling (``127.1`` → ``127.0.0.1``, ``::0:1`` → ``::1``); a name as it is."""
    bare = name.strip("[]").rstrip(".").lower()
    try:
        return str(ipaddress.ip_address(bare))
    except ValueError:
        pass
    try:  # the spellings the C library accepts for IPv4: 127.1, 2130706433, 0x7f.1
        return socket.inet_ntoa(socket.inet_aton(bare))
    except OSError:
        return bare


def allowed_names(bind_host: str, extra: Iterable[str] = ()) -> frozenset[str]:
    """The names a server listening on ``bind_host`` answers to (see the module docstring)."""
    names = {canonical(n) for n in LOOPBACK_NAMES}
    host = bind_host.strip("[]").lower()
    if canonical(host) not in WILDCARDS and host not in WILDCARDS:
        names |= {host.rstrip("."), canonical(host)}
    names |= {canonical(n) for n in extra if n.strip()}
    return frozenset(names)


def beyond_loopback_warning(host: str, what: str, names: Collection[str]) -> str:
    """The one line a server listening beyond loopback prints: who can use it, and the names it answers."""
    return BEYOND_LOOPBACK_WARNING.format(host=host, what=what, names=", ".join(sorted(names)))


def is_loopback(host: str) -> bool:
    """Whether every address ``host`` stands for is loopback, so that no other machine can connect."""
    if host.lower().rstrip(".") == "localhost":
        return True
    try:
        infos = socket.getaddrinfo(host.strip("[]"), None, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError):
        return False
    addresses = {ipaddress.ip_address(str(info[4][0]).split("%", 1)[0]) for info in infos}
    return bool(addresses) and all(a.is_loopback for a in addresses)


class HostGuard:
    """ASGI middleware: answer only requests whose ``Host`` is an allowed name and whose ``Origin``, when
    sent, is this server itself. It wraps the whole app, so no route, mount or transport is left out."""

    def __init__(self, app: ASGIApp, names: Collection[str]) -> None:
        self.app = app
        self.names = frozenset(canonical(n) for n in names)
        self._shown = ", ".join(sorted(self.names))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            refusal = self.refusal(Headers(scope=scope), target=request_target(scope))
            if refusal is not None:
                if scope["type"] == "websocket":  # no HTTP answer on a WebSocket: close it, policy violation
                    await send({"type": "websocket.close", "code": 1008})
                else:
                    await refusal(scope, receive, send)
                return
        await self.app(scope, receive, send)

    def refusal(self, headers: Headers, target: bytes = b"/") -> PlainTextResponse | None:
        """The answer to a request these headers and this request target rule out, or None to serve it."""
        hosts = headers.getlist("host")
        if len(hosts) > 1:
            return PlainTextResponse(TWO_HOSTS.format(count=len(hosts)), status_code=400)
        host = parse_authority(hosts[0] if hosts else "")
        if host is None or canonical(host.name) not in self.names:
            return PlainTextResponse(WRONG_HOST.format(names=self._shown), status_code=421)
        named = target_authority(target)
        if named is not None and not _same_authority(named, host):
            shown = target.decode("latin-1")[:200]
            return PlainTextResponse(TWO_NAMES.format(target=shown, host=hosts[0][:200]), status_code=400)
        origin = headers.get("origin")
        if origin is not None and not self._same_server(origin, host):
            return PlainTextResponse(WRONG_ORIGIN.format(origin=origin[:200]), status_code=403)
        return None

    def _same_server(self, origin: str, host: Authority) -> bool:
        try:
            parts = urlsplit(origin)
            port = parts.port
        except ValueError:
            return False
        if parts.scheme not in ("http", "https") or parts.path or parts.query or parts.username:
            return False
        name = canonical((parts.hostname or "").rstrip("."))
        default = 443 if parts.scheme == "https" else 80
        return name in self.names and (port or default) == (host.port or default)


def request_target(scope: Scope) -> bytes:
    """The request target as received, where it was more than a path; else the path (``raw_path``)."""
    kept = scope.get(TARGET_KEY)
    if isinstance(kept, bytes):
        return kept
    raw = scope.get("raw_path")
    return raw if isinstance(raw, bytes) else b"/"


def target_authority(target: bytes) -> Authority | Literal["unreadable"] | None:
    """The host a request target names: from ``http://host:port/path`` (absolute form) or ``host:port``
    (authority form, CONNECT's); None for a path or ``*``, which name none; "unreadable" for one that
    cannot be read as either."""
    if target.startswith(b"/") or target == b"*":
        return None
    try:
        text = target.decode("ascii")
    except UnicodeDecodeError:
        return "unreadable"
    if "://" in text:
        try:
            parts = urlsplit(text)
        except ValueError:
            return "unreadable"
        if parts.scheme.lower() not in ("http", "https"):
            return "unreadable"
        text = parts.netloc
        default: int | None = 443 if parts.scheme.lower() == "https" else 80
    else:
        default = None
    named = parse_authority(text)
    if named is None:
        return "unreadable"
    return Authority(named.name, named.port if named.port is not None else default)


def _same_authority(named: Authority | Literal["unreadable"], host: Authority) -> bool:
    """Whether a request target's host is its ``Host`` header's (a port left out is the scheme's)."""
    if named == "unreadable":
        return False
    port = host.port if host.port is not None else (named.port if named.port in (80, 443) else None)
    return canonical(named.name) == canonical(host.name) and named.port == port
