"""robots.txt for a bulk read: fetched once per origin through the same guard, parsed by protego.

What RFC 9309 says a crawler does, and this does: a robots.txt that is missing (a 4xx) allows everything;
one that cannot be had (a 5xx, a timeout, a refused connection) disallows everything for now; one that is
there is obeyed for kotoba's product token, with its ``Crawl-delay`` honoured by the host gate. At most
:data:`MAX_ROBOTS_BYTES` of it are read (the RFC's floor is 500 KiB). Its fetch is an ordinary guarded
fetch (:func:`kotoba.web.net.fetch.fetch`), so a robots.txt that redirects inward is refused like any page.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import anyio
import httpx

from kotoba.web.outcome import ReadFailed

MAX_ROBOTS_BYTES = 512 * 1024
PRODUCT_TOKEN = "kotoba"
"""The name robots.txt rules address kotoba by (``User-agent: kotoba``); ``*`` rules apply otherwise."""
ORIGINS_HELD = 10_000
DISALLOWED = "robots.txt of {origin} disallows this URL for kotoba"
UNREACHABLE = "robots.txt of {origin} could not be had ({reason}), so the site is not read for now"


@dataclass(frozen=True)
class Rules:
    """An origin's robots.txt as it applies to kotoba: a parser, or a verdict for every path."""

    parser: object | None = None  # protego.Protego
    allow_all: bool = True
    unreachable: str = ""

    def refusal(self, url: str, origin: str) -> str | None:
        """Why ``url`` may not be read, or None when it may."""
        if self.unreachable:
            return UNREACHABLE.format(origin=origin, reason=self.unreachable)
        if self.parser is None:
            return None
        if self.parser.can_fetch(url, PRODUCT_TOKEN):  # type: ignore[attr-defined]
            return None
        return DISALLOWED.format(origin=origin)

    def crawl_delay(self) -> float | None:
        if self.parser is None:
            return None
        delay = self.parser.crawl_delay(PRODUCT_TOKEN)  # type: ignore[attr-defined]
        return float(delay) if delay is not None else None


Fetcher = Callable[[str], Awaitable["tuple[int, bytes] | ReadFailed"]]
"""GET a robots.txt URL through the guard: its status and body, or the failure."""


def origin_of(url: str) -> str:
    """``scheme://host[:port]`` of ``url`` (the scope of a robots.txt), or "" when it has none."""
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError, ValueError):
        return ""
    if parsed.scheme not in ("http", "https") or not parsed.host:
        return ""
    port = f":{parsed.port}" if parsed.port else ""
    host = parsed.raw_host.decode("ascii", "replace").lower()
    return f"{parsed.scheme}://{'[' + host + ']' if ':' in host else host}{port}"


def parse_rules(status: int, body: bytes) -> Rules:
    """The rules an answer to ``/robots.txt`` gives (RFC 9309 §2.3)."""
    from protego import Protego

    if 400 <= status < 500:
        return Rules()
    if status >= 500:
        return Rules(allow_all=False, unreachable=f"HTTP {status}")
    text = body[:MAX_ROBOTS_BYTES].decode("utf-8", "replace")
    return Rules(parser=Protego.parse(text), allow_all=False)


class RobotsCache:
    """Each origin's rules, fetched once (concurrent asks wait for the one fetch), the last
    :data:`ORIGINS_HELD` origins kept."""

    def __init__(self, fetcher: Fetcher) -> None:
        self._fetch = fetcher
        self._rules: OrderedDict[str, Rules] = OrderedDict()
        self._pending: dict[str, anyio.Event] = {}

    async def rules(self, origin: str) -> Rules:
        while True:
            held = self._rules.get(origin)
            if held is not None:
                self._rules.move_to_end(origin)
                return held
            pending = self._pending.get(origin)
            if pending is None:
                break
            await pending.wait()
        done = self._pending[origin] = anyio.Event()
        try:
            answer = await self._fetch(f"{origin}/robots.txt")
            if isinstance(answer, ReadFailed):
                # A missing file (404, 410) or one the policy refuses allows nothing less than the page's
                # own read will: the page is judged on its own. Anything else is "unreachable".
                rules = Rules() if answer.definitive else Rules(allow_all=False, unreachable=answer.reason)
            else:
                rules = parse_rules(*answer)
            self._rules[origin] = rules
            while len(self._rules) > ORIGINS_HELD:
                self._rules.popitem(last=False)
            return rules
        finally:
            del self._pending[origin]
            done.set()
