"""Several "hosts" on loopback for bulk reading: each a page server of its own, named through ``--resolve``.

Every request is logged with its host, path and the times it arrived and was answered, so a test can check
the politeness bound (requests in flight per host, the gap between starts) from the servers' side. Kinds:

- ``polite``: an article at every path, answered after ``latency`` seconds, and a robots.txt that
  disallows ``/private/``;
- ``throttling``: answers 429 with ``Retry-After: 1`` to the first request for each path, then the article;
- ``silent``: accepts connections and never answers (see :func:`tests.support.redis_server.silent_server`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler

from tests.support import pages
from tests.support.redis_server import silent_server
from tests.support.servers.http import PageServer, respond, serve

ROBOTS = "User-agent: *\nDisallow: /private/\n"


@dataclass(frozen=True)
class Hit:
    host: str
    path: str
    status: int
    arrived: float
    answered: float


@dataclass
class Hosts:
    """The running hosts: their names, ``--resolve`` entries, and the log of every request."""

    names: dict[str, str]  # name → kind
    resolve: list[str]
    log: list[Hit] = field(default_factory=list)
    servers: dict[str, PageServer] = field(default_factory=dict)

    def url(self, name: str, path: str) -> str:
        port = self.servers[name].port if name in self.servers else self._silent[name]
        return f"http://{name}:{port}{path}"

    _silent: dict[str, int] = field(default_factory=dict)

    def hits(self, name: str, path: str | None = None) -> list[Hit]:
        return [h for h in self.log if h.host == name and (path is None or h.path == path)]


def _article(path: str) -> str:
    return pages.article(paragraphs=3, title=f"Page {path}")


@contextmanager
def hosts(
    polite: int = 4, *, latency: float = 0.005, throttling: int = 1, silent: int = 1
) -> Iterator[Hosts]:
    """Start the hosts; names are ``polite-N.example``, ``throttling-N.example`` and ``silent-N.example``."""
    lock = threading.Lock()
    state = Hosts(names={}, resolve=[])
    seen_once: set[tuple[str, str]] = set()

    def route(name: str, kind: str):  # type: ignore[no-untyped-def]
        def answer(handler: BaseHTTPRequestHandler) -> None:
            arrived = time.monotonic()
            path = handler.path
            status = 200
            if path == "/robots.txt":
                respond(handler, ROBOTS, content_type="text/plain")
            elif kind == "throttling" and (name, path) not in seen_once:
                with lock:
                    seen_once.add((name, path))
                status = 429
                respond(
                    handler, "slow down", status=429, content_type="text/plain", headers={"Retry-After": "1"}
                )
            else:
                time.sleep(latency)
                respond(handler, _article(path))
            with lock:
                state.log.append(Hit(name, path, status, arrived, time.monotonic()))

        return answer

    with ExitStack() as stack:
        for kind, count in (("polite", polite), ("throttling", throttling)):
            for n in range(count):
                name = f"{kind}-{n}.example"
                server = stack.enter_context(serve({"/*": route(name, kind)}))
                state.names[name] = kind
                state.servers[name] = server
                state.resolve.append(f"{name}:{server.port}:127.0.0.1")
        for n in range(silent):
            name = f"silent-{n}.example"
            port = stack.enter_context(silent_server())
            state.names[name] = "silent"
            state._silent[name] = port
            state.resolve.append(f"{name}:{port}:127.0.0.1")
        yield state


def most_at_once(hits: list[Hit]) -> int:
    """The most requests that were in flight at one time, from arrival and answer times."""
    events = sorted([(h.arrived, 1) for h in hits] + [(h.answered, -1) for h in hits])
    peak = current = 0
    for _, step in events:
        current += step
        peak = max(peak, current)
    return peak


def busiest_window(hits: list[Hit], seconds: float) -> int:
    """The most requests that arrived within any ``seconds`` (a rate bound that tolerates the jitter of a
    loaded machine between a turn being given and its request arriving)."""
    times = sorted(h.arrived for h in hits)
    most = 0
    for i, start in enumerate(times):
        most = max(most, sum(1 for t in times[i:] if t < start + seconds))
    return most
