"""Per-host politeness for a bulk read: at most N requests at once and a delay between starts, per host.

A bulk reader is a crawler, and a crawler that hammers one site gets its whole corpus poisoned with block
pages (or gets a person's server down). :class:`HostGate` is the one place a read waits for its turn:

- at most ``per_host`` requests to a host in flight, and at least ``delay`` seconds between the starts of
  two of them (a robots.txt ``Crawl-delay`` raises a host's delay, up to ``max_delay``);
- a 429 or 503 pauses the host for its ``Retry-After`` (at most ``max_pause``; :data:`DEFAULT_PAUSE` when it
  gives none), and the read is tried again after it;
- a host that did not answer ``give_up_after`` reads in a row is given up for the rest of the run: its
  remaining URLs fail at once with :data:`GIVEN_UP`, instead of each waiting out the whole deadline;
- a turn not given back within ``lease`` seconds (its worker died mid-read) is taken back, so a killed
  worker never leaves a host short of turns for the rest of the run; a live worker renews the turns it
  holds (:meth:`~HostGate.renew`), so a read that outlasts the lease on kotoba's own waits (a worker
  process's start, an extraction slot) keeps its turn.

It holds no connection and does no I/O, so the same object serves the local reader (one process) and,
inside a Ray actor, every worker of a Ray run (:mod:`kotoba.bulk.on_ray`). Hosts are keyed by name, in
lower case, without the port.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import anyio

POLL = 0.05
"""Seconds a caller that cannot wait on the gate's own events (a Ray worker) waits before asking again
while the host's turns are all out."""
DEFAULT_PAUSE = 5.0
"""Seconds a host is paused after a 429 or 503 that gave no usable ``Retry-After``."""
GIVEN_UP = "the host did not answer {count} reads in a row, so its other URLs were not tried"


@dataclass
class _Host:
    leases: dict[int, float] = field(default_factory=dict)  # turn number → when it is taken back
    next_start: float = 0.0
    delay: float = 0.0
    silent: int = 0
    given_up: bool = False
    changed: anyio.Event | None = None

    def in_flight(self, now: float) -> int:
        for number in [n for n, until in self.leases.items() if until <= now]:
            del self.leases[number]
        return len(self.leases)


@dataclass(frozen=True)
class Turn:
    """A granted turn at a host (``given_up`` instead when the host was given up: read nothing)."""

    host: str
    number: int = 0
    given_up: str | None = None


class HostGate:
    """Turns at hosts for a bulk read; async, for one event loop (Ray runs it inside one actor)."""

    def __init__(
        self,
        *,
        per_host: int = 2,
        delay: float = 1.0,
        max_delay: float = 30.0,
        max_pause: float = 60.0,
        give_up_after: int = 3,
        lease: float = 120.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.per_host, self.delay, self.max_delay = per_host, delay, max_delay
        self.max_pause, self.give_up_after, self.lease = max_pause, give_up_after, lease
        self._clock = clock
        self._hosts: dict[str, _Host] = {}
        self._numbers = itertools.count(1)

    def _host(self, host: str) -> _Host:
        state = self._hosts.get(host)
        if state is None:
            state = self._hosts[host] = _Host(delay=self.delay)
        return state

    def try_acquire(self, host: str) -> Turn | float:
        """A turn at ``host`` now, or the seconds to wait before asking again (never blocks).

        This is what a gate in another process is asked: a caller that died while waiting then holds no
        turn, where a blocking call would have been granted one for no one (until its lease ran out).
        """
        state = self._host(host)
        if state.given_up:
            return Turn(host, given_up=GIVEN_UP.format(count=self.give_up_after))
        now = self._clock()
        if state.in_flight(now) >= self.per_host:
            return max(0.0, min(POLL, min(state.leases.values()) - now))
        if now < state.next_start:
            return state.next_start - now
        number = next(self._numbers)
        state.leases[number] = now + self.lease
        state.next_start = now + state.delay
        return Turn(host, number)

    async def acquire(self, host: str) -> Turn:
        """Wait for a turn at ``host``; the caller must :meth:`release` it (unless given up)."""
        state = self._host(host)
        while True:
            turn = self.try_acquire(host)
            if isinstance(turn, Turn):
                return turn
            if state.changed is None:
                state.changed = anyio.Event()
            # Wake for a turn given back, the host's next start, or a lease to run out.
            with anyio.move_on_after(turn):
                await state.changed.wait()

    def renew(self, turn: Turn) -> None:
        """Give ``turn`` a whole lease again from now: its read is still running. A turn already given back
        or taken back stays so (its host's turns were handed out again, and one more would exceed them)."""
        state = self._host(turn.host)
        if turn.number in state.leases:
            state.leases[turn.number] = self._clock() + self.lease

    def release(self, turn: Turn, *, answered: bool = True) -> None:
        """End a turn. ``answered`` is False when the host did not answer at all (timeout, refused
        connection); a 429 or 503 is an answer, and :meth:`pause` is for it."""
        state = self._host(turn.host)
        state.leases.pop(turn.number, None)
        if answered:
            state.silent = 0
        else:
            state.silent += 1
            if state.silent >= self.give_up_after:
                state.given_up = True
        self._wake(state)

    def pause(self, host: str, retry_after: float | None) -> float:
        """Pause ``host`` after a 429 or 503; returns the seconds paused (bounded by ``max_pause``)."""
        seconds = DEFAULT_PAUSE if retry_after is None or retry_after < 0 else retry_after
        seconds = min(seconds, self.max_pause)
        state = self._host(host)
        state.next_start = max(state.next_start, self._clock() + seconds)
        self._wake(state)
        return seconds

    def slow_down(self, host: str, crawl_delay: float | None) -> None:
        """Honour a robots.txt ``Crawl-delay`` for ``host`` (not below the run's delay, at most max_delay)."""
        if crawl_delay is None or crawl_delay <= 0:
            return
        state = self._host(host)
        state.delay = max(state.delay, min(float(crawl_delay), self.max_delay))

    def snapshot(self) -> dict[str, dict[str, float]]:
        """Each host's turns out, its pause left and whether it was given up (for a run's progress)."""
        now = self._clock()
        return {
            host: {
                "in_flight": state.in_flight(now),
                "paused_s": max(0.0, state.next_start - now),
                "given_up": float(state.given_up),
            }
            for host, state in self._hosts.items()
        }

    def _wake(self, state: _Host) -> None:
        if state.changed is not None:
            state.changed.set()
            state.changed = None
