"""The servers ``peers.py`` reads from: the benchmark pages, and canaries that count every request.

The page server runs in its own process, so a reader working in the benchmark's process (trafilatura) never
shares an interpreter lock with it. It answers ``/<corpus>/<id>`` with the page's bytes as
``text/html; charset=utf-8`` (the corpora's pages are UTF-8) and ``/robots.txt`` with one that allows every
agent everything, so a reader that honours robots.txt reads the pages as it would on the web.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from corpus import Corpus

ROBOTS = b"User-agent: *\nAllow: /\n"
CANARY_PAGE = (
    b"<html><head><title>Canary</title></head><body><p>You reached a forbidden address.</p></body></html>"
)


def _answer(handler: BaseHTTPRequestHandler, status: int, body: bytes, content_type: str) -> None:
    handler.send_response(status)
    handler.send_header("Content-Type", content_type)
    handler.send_header("Content-Length", str(len(body)))
    handler.send_header("Connection", "close")
    handler.end_headers()
    if handler.command != "HEAD":
        handler.wfile.write(body)


def _run_page_server(bodies: dict[str, bytes], port_out: Any) -> None:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if self.path == "/robots.txt":
                _answer(self, 200, ROBOTS, "text/plain")
            elif (body := bodies.get(self.path)) is not None:
                _answer(self, 200, body, "text/html; charset=utf-8")
            else:
                _answer(self, 404, b"not found", "text/plain")

        do_HEAD = do_GET

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    port_out.put(server.server_address[1])
    server.serve_forever()


@contextmanager
def serve_pages(corpora: list[Corpus]) -> Iterator[str]:
    """Serve every page on 127.0.0.1 from a child process; yields the base URL."""
    bodies = {f"/{c.name}/{p.key}": p.html.encode("utf-8") for c in corpora for p in c.pages}
    context = multiprocessing.get_context("fork")
    port_out = context.Queue()
    process = context.Process(target=_run_page_server, args=(bodies, port_out), daemon=True)
    process.start()
    try:
        yield f"http://127.0.0.1:{port_out.get(timeout=30)}"
    finally:
        process.terminate()
        process.join(timeout=10)


class Canary:
    """A server on a forbidden address that answers every request with a page and counts the requests."""

    def __init__(self, address: str, port: int) -> None:
        canary = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                with canary._lock:
                    canary.hits += 1
                _answer(self, 200, CANARY_PAGE, "text/html; charset=utf-8")

            do_HEAD = do_POST = do_GET

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.hits = 0
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer((address, port), Handler)
        self._server.daemon_threads = True
        self.address = address
        self.port = int(self._server.server_address[1])
        # on port 80, the path a metadata-credential theft asks for
        on_80 = f"http://{address}/latest/meta-data/"
        self.url = on_80 if self.port == 80 else f"http://{address}:{self.port}/"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> Canary:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
