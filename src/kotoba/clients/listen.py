"""Listening sockets for the clients that serve HTTP (the chat page, MCP over streamable HTTP).

The socket is bound here, before uvicorn starts, so that a port already taken is reported as one line by
the caller (not as uvicorn's log and exit), so that with port 0 the real port is known in time to print
the URL, and so that the URL already answers when it is printed.
"""

from __future__ import annotations

import asyncio
import socket
from importlib.util import find_spec
from typing import Literal

BACKLOG = 128


def loop_options() -> dict[str, bool]:
    """``anyio.run``'s backend options for a server: uvloop's event loop where it is installed.

    Under many clients, a server's event loop is busy with sockets, tasks and hand-offs to the extraction
    threads; libuv's loop does that work in C. Through ``kotoba mcp --http`` at 100 clients at once, with
    ``httptools`` too (which uvicorn then parses HTTP with in place of h11), the server's CPU a read went
    from 1.05–1.24× the floor's of ``bench/load.py`` to 0.99–1.06× (four runs each). uvloop is not built
    for Windows, where asyncio's own loop serves as before.
    """
    return {"use_uvloop": True} if find_spec("uvloop") is not None else {}


def http_protocol() -> type[asyncio.Protocol] | Literal["h11"]:
    """uvicorn's HTTP parser for kotoba's servers: httptools where it is installed (less CPU a request than
    h11), keeping a request target that is not a path for the host guard; else h11.

    httptools hands the application only the path of ``GET http://attacker.example/mcp``, so the guard
    could not see that the request names another host than its ``Host`` header
    (:mod:`kotoba.clients.hosts`); the target as received is put in the scope beside it. h11 keeps it
    whole in ``raw_path`` already.
    """
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    except ImportError:  # no httptools
        return "h11"

    from kotoba.clients.hosts import TARGET_KEY

    class WholeTarget(HttpToolsProtocol):
        def on_headers_complete(self) -> None:
            if not self.url.startswith(b"/"):  # absolute, authority or asterisk form
                self.scope[TARGET_KEY] = bytes(self.url)  # type: ignore[literal-required]
            super().on_headers_complete()

    return WholeTarget


def bind(host: str, port: int) -> socket.socket:
    """A socket listening on ``host``:``port`` (a name, IPv4 or IPv6), for uvicorn to serve.

    It listens at once, so a connection made as soon as the URL is printed waits in the backlog for
    uvicorn instead of being refused.
    """
    family, kind, proto, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
    )[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def base_url(sock: socket.socket) -> str:
    """``http://host:port`` of a bound socket, with IPv6 hosts bracketed."""
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"
