"""One bulk worker: a :class:`kotoba.Reader` that reads shards of URLs politely and writes them whole.

The same class runs in the local reader (one of it, in the command's process) and in every Ray actor of a
Ray run (:mod:`kotoba.bulk.on_ray`). For each URL it asks the origin's robots.txt (once per origin), waits
for a turn at the host (:class:`~kotoba.bulk.gate.HostGate`, shared by every worker of a run), reads the
page, and gives the turn back saying whether the host answered; a 429 or 503 pauses the host and the URL is
tried again after the pause, up to ``retries`` times. Every URL of the shard ends as exactly one row.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import anyio
import httpx

from kotoba.bulk.gate import HostGate, Turn
from kotoba.bulk.robots import MAX_ROBOTS_BYTES, RobotsCache, origin_of
from kotoba.bulk.shards import Shard, row, write_shard
from kotoba.settings import Settings
from kotoba.web.outcome import FailureKind, ReadFailed, ReadOutcome

THROTTLED = re.compile(r"\bHTTP (429|503)\b")
NO_CONNECTION = "could not connect to"
ROBOTS_KIND = "robots_txt"
GIVEN_UP_KIND = "host_given_up"
THROTTLED_KIND = "throttled"


@dataclass(frozen=True)
class BulkOptions:
    """How a bulk read behaves; the command's flags, and the Python entry points' keyword arguments."""

    concurrency: int = 32
    """Reads in flight at once per worker."""
    per_host: int = 2
    """Requests in flight to one host at once, across every worker of the run."""
    delay: float = 1.0
    """Seconds between the starts of two requests to one host (a robots.txt Crawl-delay may raise it)."""
    max_pause: float = 60.0
    """The longest a 429/503's Retry-After (or a Crawl-delay) is honoured for, in seconds."""
    retries: int = 2
    """Tries again after a 429 or 503, each after the host's pause."""
    give_up_after: int = 3
    """Reads in a row a host may leave unanswered before its other URLs are not tried."""
    shard_size: int = 1000
    """URLs per output shard."""


class Gate(Protocol):
    """What a worker needs of the run's host gate (the gate itself, or a Ray actor that holds it)."""

    async def acquire(self, host: str) -> Turn: ...

    async def release(self, turn: Turn, *, answered: bool) -> None: ...

    async def renew(self, turn: Turn) -> None: ...

    async def pause(self, host: str, retry_after: float | None) -> float: ...

    async def slow_down(self, host: str, crawl_delay: float | None) -> None: ...


def bulk_settings(settings: Settings) -> Settings:
    """A bulk read reads directly: no reader proxy (millions of URLs to a third party, around the host
    gate) and no browser (a second a page); everything else as the settings say."""
    return settings.replace(reader_url="", render="never")


def host_of(url: str) -> str:
    try:
        return httpx.URL(url).raw_host.decode("ascii", "replace").lower().rstrip(".")
    except (httpx.InvalidURL, TypeError, ValueError):
        return ""


def is_silent(outcome: ReadOutcome) -> bool:
    """The host never answered (a refused connection, a timeout): counts towards giving the host up."""
    if not isinstance(outcome, ReadFailed):
        return False
    return outcome.kind is FailureKind.TIMEOUT or (
        outcome.kind is FailureKind.NETWORK and outcome.reason.startswith(NO_CONNECTION)
    )


def retry_after_of(outcome: ReadOutcome) -> tuple[bool, float | None]:
    """Whether the outcome is a 429/503, and the Retry-After seconds it carried (None when none)."""
    if not isinstance(outcome, ReadFailed) or outcome.kind is not FailureKind.HTTP:
        return False, None
    if not THROTTLED.search(outcome.reason):
        return False, None
    return True, outcome.retry_after


class ShardWorker:
    """Reads shards with one :class:`kotoba.Reader`; use inside ``async with`` in one event loop."""

    def __init__(self, settings: Settings, gate: Gate, options: BulkOptions, out: Path) -> None:
        from kotoba.reading import Reader
        from kotoba.web.net.fetch import build_client
        from kotoba.web.net.policy import Policy
        from kotoba.web.net.resolve import overriding, parse_overrides, system_resolve
        from kotoba.web.net.transport import GuardedTransport

        self.settings = bulk_settings(settings)
        self.options = options
        self.out = out
        self.gate = gate
        self.reader = Reader(self.settings, cache=None)
        # robots.txt goes through its own guarded client: the same policy and resolver as the pages.
        self._policy = Policy(self.settings.allow)
        resolve = overriding(parse_overrides(self.settings.resolve), system_resolve)
        self._robots_client = build_client(self.settings, GuardedTransport(self._policy, resolve))
        self.robots = RobotsCache(self._fetch_robots)
        self._limit = anyio.CapacityLimiter(options.concurrency)
        self._slowed: set[str] = set()  # sites whose robots.txt Crawl-delay the gate already has

    async def __aenter__(self) -> ShardWorker:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self.reader.aclose()
        await self._robots_client.aclose()

    async def write(self, shard: Shard) -> dict[str, Any]:
        """Read every URL of ``shard`` and write its file; returns counts for the run's summary."""
        rows: list[dict[str, Any]] = []

        async def one(index: int, url: str) -> None:
            rows.append(await self.read_one(index, url))

        async with anyio.create_task_group() as group:
            for offset, url in enumerate(shard.urls):
                group.start_soon(one, shard.first + offset, url)
        write_shard(self.out, shard, rows)
        kinds: dict[str, int] = {}
        for r in rows:
            if r["status"] != "ok":
                kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
        ok = sum(1 for r in rows if r["status"] == "ok")
        return {"shard": shard.number, "urls": len(rows), "ok": ok, "failed": len(rows) - ok, "kinds": kinds}

    async def read_one(self, index: int, url: str) -> dict[str, Any]:
        """One URL to one row: robots.txt, a turn at the host, the read, and retries after a 429/503."""
        origin = origin_of(url)
        host = host_of(url)
        if origin and host:
            rules = await self.robots.rules(origin)
            refusal = rules.refusal(url, origin)
            if refusal is not None:
                refused = ReadFailed(url=url, reason=refusal, kind=FailureKind.REFUSED, definitive=True)
                return row(index, refused, ROBOTS_KIND)
            if origin not in self._slowed:  # once per site: on Ray each call is a message to the gate
                self._slowed.add(origin)
                await self.gate.slow_down(host, rules.crawl_delay())
        else:  # not a URL the reader can read: it says why, with no host to be polite to
            return row(index, await self.reader.read(url))
        for attempt in range(self.options.retries + 1):
            turn = await self.gate.acquire(host)
            if turn.given_up is not None:
                skipped = ReadFailed(
                    url=url, reason=turn.given_up, kind=FailureKind.TIMEOUT, definitive=False
                )
                return row(index, skipped, GIVEN_UP_KIND)
            outcome: ReadOutcome | None = None
            try:
                # Taken with the host's turn in hand: URLs waiting for a busy host hold no slot.
                async with self._limit, kept(self.gate, turn, renew_every(self.settings.deadline)):
                    outcome = await self.reader.read(url)
            finally:
                await self.gate.release(turn, answered=outcome is None or not is_silent(outcome))
            assert outcome is not None
            throttled, retry_after = retry_after_of(outcome)
            if not throttled:
                return row(index, outcome)
            await self.gate.pause(host, retry_after)
            if attempt == self.options.retries:
                return row(index, outcome, THROTTLED_KIND)
        raise AssertionError("unreachable: the loop returns on its last attempt")

    async def _fetch_robots(self, url: str) -> tuple[int, bytes] | ReadFailed:
        from kotoba.web.net.fetch import Fetched, fetch

        host = host_of(url)
        turn = await self.gate.acquire(host)
        if turn.given_up is not None:
            return ReadFailed(url=url, reason=turn.given_up, kind=FailureKind.TIMEOUT, definitive=False)
        answer: Fetched | ReadFailed | None = None
        try:
            settings = self.settings.replace(max_bytes=MAX_ROBOTS_BYTES)
            with anyio.move_on_after(self.settings.deadline):
                answer = await fetch(self._robots_client, self._policy, url, settings, error_bodies=True)
            if answer is None:
                late = f"the read did not finish within {self.settings.deadline:g} s"
                answer = ReadFailed(url=url, reason=late, kind=FailureKind.TIMEOUT, definitive=False)
        finally:
            silent = isinstance(answer, ReadFailed) and is_silent(answer)
            await self.gate.release(turn, answered=not silent)
        if isinstance(answer, ReadFailed):
            return answer
        return answer.status, answer.body


def lease_of(deadline: float) -> float:
    """Seconds a turn is held before the gate takes it back unless renewed: twice the read deadline and ten
    seconds more, so that a worker that died mid-read leaves its host short for no longer than that."""
    return 2 * deadline + 10


def renew_every(deadline: float) -> float:
    """Seconds between a live worker's renewals of a turn it holds: three to a lease, so that a renewal
    late by a whole period (a busy machine, a Ray message queued) still comes before the lease runs out."""
    return lease_of(deadline) / 3


@asynccontextmanager
async def kept(gate: Gate, turn: Turn, every: float) -> AsyncIterator[None]:
    """Inside the block, ``turn`` is renewed every ``every`` seconds: a read holds its turn for its deadline,
    and for kotoba's own waits that the deadline does not count (an extraction slot, a worker process's
    start), however long they last; only a worker that died loses its turn, once the lease runs out."""

    async def renewing() -> None:
        while True:
            await anyio.sleep(every)
            await gate.renew(turn)

    async with anyio.create_task_group() as group:
        group.start_soon(renewing)
        try:
            yield
        finally:
            group.cancel_scope.cancel()


def make_gate(options: BulkOptions, deadline: float) -> HostGate:
    """The run's host gate, its turns leased for :func:`lease_of` the deadline (renewed by :func:`kept`)."""
    return HostGate(
        per_host=options.per_host,
        delay=options.delay,
        max_delay=options.max_pause,
        max_pause=options.max_pause,
        give_up_after=options.give_up_after,
        lease=lease_of(deadline),
    )


class LocalGate:
    """A :class:`~kotoba.bulk.gate.HostGate` behind the async :class:`Gate` interface, in this process."""

    def __init__(self, options: BulkOptions, deadline: float) -> None:
        self._gate = make_gate(options, deadline)

    async def acquire(self, host: str) -> Turn:
        return await self._gate.acquire(host)

    async def release(self, turn: Turn, *, answered: bool) -> None:
        self._gate.release(turn, answered=answered)

    async def renew(self, turn: Turn) -> None:
        self._gate.renew(turn)

    async def pause(self, host: str, retry_after: float | None) -> float:
        return self._gate.pause(host, retry_after)

    async def slow_down(self, host: str, crawl_delay: float | None) -> None:
        self._gate.slow_down(host, crawl_delay)
