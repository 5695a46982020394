"""Listening sockets for the clients that serve HTTP (the chat page, MCP over streamable HTTP).

The socket is bound here, before uvicorn starts, so that a port already taken is reported as one line by
the caller (not as uvicorn's log and exit), so that with port 0 the real port is known in time to print
the URL, and so that the URL already answers when it is printed.
"""

from __future__ import annotations

import socket

BACKLOG = 128


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
