"""A threaded HTTP server on 127.0.0.1 whose routes are plain functions.

A route gets the request handler and writes whatever it likes, so well-behaved pages and hostile servers
(wrong lengths, trickling bodies, invalid status lines) are written the same way. Each request is recorded,
so a test can assert that a canary was never hit.
"""

from __future__ import annotations

import ssl
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

Route = Callable[[BaseHTTPRequestHandler], None]


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]


@dataclass
class PageServer:
    """A running server: ``url(path)`` builds URLs; ``requests`` lists what it received."""

    host: str
    port: int
    routes: dict[str, Route]
    requests: list[Recorded] = field(default_factory=list)

    def url(self, path: str = "/", host: str | None = None) -> str:
        return f"http://{host or self.host}:{self.port}{path}"

    def hits(self, path: str | None = None) -> int:
        return sum(1 for r in self.requests if path is None or r.path == path)


def respond(
    handler: BaseHTTPRequestHandler,
    body: bytes | str,
    *,
    status: int = 200,
    content_type: str = "text/html; charset=utf-8",
    headers: dict[str, str] | None = None,
) -> None:
    """Send a complete response with a correct Content-Length."""
    data = body.encode("utf-8") if isinstance(body, str) else body
    handler.send_response(status)
    handler.send_header("Content-Type", content_type)
    handler.send_header("Content-Length", str(len(data)))
    for name, value in (headers or {}).items():
        handler.send_header(name, value)
    handler.end_headers()
    if handler.command != "HEAD":
        handler.wfile.write(data)


def page(body: bytes | str, **kwargs: object) -> Route:
    """A route that always answers with ``body`` (keyword arguments as for :func:`respond`)."""
    return lambda h: respond(h, body, **kwargs)  # type: ignore[arg-type]


def redirect(location: str, status: int = 302) -> Route:
    return lambda h: respond(h, b"", status=status, headers={"Location": location})


class _QuietServer(ThreadingHTTPServer):
    """A client hanging up mid-response is normal in these tests; anything else is still reported."""

    daemon_threads = True
    request_queue_size = 128  # bursts of concurrent reads must not wait on the kernel's SYN retry

    def handle_error(self, request: object, client_address: object) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError | TimeoutError):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


@contextmanager
def serve(
    routes: dict[str, Route], host: str = "127.0.0.1", port: int = 0, tls: ssl.SSLContext | None = None
) -> Iterator[PageServer]:
    """Run a server with ``routes`` (path, or "/prefix*", → route; others get 404) until the block ends."""
    state = PageServer(host=host, port=0, routes=routes)

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # keep test output clean
            pass

        def _dispatch(self) -> None:
            state.requests.append(
                Recorded(self.command, self.path, {k.lower(): v for k, v in self.headers.items()})
            )
            route = state.routes.get(self.path) or state.routes.get(self.path.split("?", 1)[0])
            if route is None:  # "/prefix*" routes match any path that starts with the prefix
                route = next(
                    (
                        r
                        for key, r in state.routes.items()
                        if key.endswith("*") and self.path.startswith(key[:-1])
                    ),
                    None,
                )
            if route is None:
                respond(self, "<html><body><h1>Not found</h1></body></html>", status=404)
                return
            try:
                route(self)
            except (BrokenPipeError, ConnectionResetError):
                pass

        do_GET = do_HEAD = do_POST = _dispatch

    server = _QuietServer((host, port), Handler)
    if tls is not None:  # the handshake runs in each request's thread, on first read
        server.socket = tls.wrap_socket(server.socket, server_side=True, do_handshake_on_connect=False)
    server.daemon_threads = True
    state.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
