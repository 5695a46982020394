"""A bulk read on Ray: Ray Data hands shards to a pool of actors, each holding one :class:`kotoba.Reader`.

The driver reads the URL list, numbers it and leaves out the shards a killed run already finished
(:func:`kotoba.bulk.shards.prepare`); Ray Data makes a dataset of the shards still to write and maps it
with :class:`ShardReader`, a callable class whose actors each keep one reader (and its robots.txt cache)
for every shard they are given, reading asynchronously. Each actor writes its shard's Parquet file whole
under ``out`` (which every node must be able to write: a shared filesystem on a real cluster) and returns
its counts. Ray Data restarts an actor that dies and gives its shard to another try, and a shard written
twice is the same file again, so every URL still appears exactly once.

Politeness is shared across the run: one :class:`GateActor` (an async actor, no CPU of its own) holds the
run's :class:`~kotoba.bulk.gate.HostGate`, and every reader asks it for each turn at a host.

``ray`` (with Ray Data) is the ``kotoba[ray]`` extra, imported only here.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import anyio

from kotoba.bulk.gate import Turn
from kotoba.bulk.local import Summary, plan
from kotoba.bulk.shards import Shard
from kotoba.bulk.worker import BulkOptions, ShardWorker, make_gate
from kotoba.cores import usable_cores
from kotoba.errors import UsageError
from kotoba.settings import Settings

__all__ = ["GateActor", "ShardReader", "read_dataset", "read_many_ray"]

SHARDS_PER_ACTOR = 4
"""Shards an actor reads at once: enough that a slow host at one shard's end does not idle the actor."""
# A Ray started here runs its workers at niceness 0, not Ray's default of 15 (``worker_niceness`` in Ray's
# system config): here the workers are the whole job, and at 15 they lose the CPU to anything else on the
# machine, the driver and Ray's own daemons included. A cluster's own setting is left alone.
WORKER_NICENESS = 0
"""Added to the niceness that Ray's workers inherit from the process starting Ray (an increment)."""
URL_COLUMNS = ("url", "item", "text")
"""Column names a dataset of URLs is read from, the first one present (``read_text`` calls it "text")."""
NO_URL_COLUMN = "the dataset has no URL column: name one with column= (it has {columns})"


def local_system_config() -> dict[str, object]:
    """A fresh ``_system_config`` for a local Ray (``ray.init`` adds its own keys to the dict it is given)."""
    return {"worker_niceness": WORKER_NICENESS}


class GateActor:
    """The run's host gate, in one async actor every reader asks (made remote by :func:`_remote_gate`)."""

    def __init__(self, options: BulkOptions, deadline: float) -> None:
        self._gate = make_gate(options, deadline)

    async def try_acquire(self, host: str) -> Turn | float:
        return self._gate.try_acquire(host)

    async def release(self, turn: Turn, answered: bool) -> None:
        self._gate.release(turn, answered=answered)

    async def renew(self, turn: Turn) -> None:
        self._gate.renew(turn)

    async def pause(self, host: str, retry_after: float | None) -> float:
        return self._gate.pause(host, retry_after)

    async def slow_down(self, host: str, crawl_delay: float | None) -> None:
        self._gate.slow_down(host, crawl_delay)

    async def snapshot(self) -> dict[str, dict[str, float]]:
        return self._gate.snapshot()


class RayGate:
    """The :class:`~kotoba.bulk.worker.Gate` interface over a :class:`GateActor` handle.

    A turn is asked for without blocking in the actor, and waited for here: a worker that dies leaves no
    call waiting in the gate to be granted a turn for no one. Within one worker, one URL per host asks at
    a time, so the actor hears from each worker about each busy host at most every
    :data:`~kotoba.bulk.gate.POLL` seconds.
    """

    def __init__(self, actor: Any) -> None:
        self._actor = actor
        self._asking: dict[str, anyio.Lock] = {}

    async def acquire(self, host: str) -> Turn:
        lock = self._asking.setdefault(host, anyio.Lock())
        async with lock:
            while True:
                answer: Turn | float = await self._actor.try_acquire.remote(host)
                if isinstance(answer, Turn):
                    if not lock.statistics().tasks_waiting:
                        self._asking.pop(host, None)
                    return answer
                await anyio.sleep(answer)

    async def release(self, turn: Turn, *, answered: bool) -> None:
        await self._actor.release.remote(turn, answered)

    async def renew(self, turn: Turn) -> None:
        await self._actor.renew.remote(turn)

    async def pause(self, host: str, retry_after: float | None) -> float:
        seconds: float = await self._actor.pause.remote(host, retry_after)
        return seconds

    async def slow_down(self, host: str, crawl_delay: float | None) -> None:
        await self._actor.slow_down.remote(host, crawl_delay)


class ShardReader:
    """Ray Data's callable class: one reader per actor, living in an event loop of the actor's own.

    The loop runs in a thread of its own (an anyio blocking portal), and each call — one shard, up to
    :data:`SHARDS_PER_ACTOR` at once in the actor's threads — hands its shard to it. (Ray Data's own async
    callable classes share one loop between its tasks and block that loop when a task's output queue is
    full, which stalled whole runs here after a worker was killed.)
    """

    def __init__(self, settings: Settings, options: BulkOptions, out: str, gate: Any) -> None:
        from anyio.from_thread import start_blocking_portal

        self._portal_cm = start_blocking_portal()
        self._portal = self._portal_cm.__enter__()
        self._worker: ShardWorker = self._portal.call(self._open, settings, options, Path(out), gate)

    @staticmethod
    async def _open(settings: Settings, options: BulkOptions, out: Path, gate: Any) -> ShardWorker:
        return ShardWorker(settings, RayGate(gate), options, out)

    def __call__(self, batch: Any) -> dict[str, list[Any]]:
        results: dict[str, list[Any]] = {"shard": [], "urls": [], "ok": [], "failed": [], "kinds": []}
        results |= {"pid": [], "peak_rss_mb": []}
        for item in batch.to_pylist():
            shard = Shard(int(item["number"]), int(item["first"]), tuple(item["urls"]))
            counts = self._portal.call(self._worker.write, shard)
            for name in ("shard", "urls", "ok", "failed"):
                results[name].append(counts[name])
            results["kinds"].append(json.dumps(counts["kinds"]))
            results["pid"].append(os.getpid())
            results["peak_rss_mb"].append(_peak_rss_mb())
        return results


def read_many_ray(
    urls: Sequence[str],
    out: Path,
    settings: Settings,
    options: BulkOptions | None = None,
    *,
    address: str | None = None,
    workers: int = 0,
) -> Summary:
    """Read ``urls`` into Parquet shards under ``out`` on Ray; resumes a killed run.

    Uses the Ray already initialised in this process, or connects to ``address`` (None: starts a local
    Ray with ``workers`` CPUs, all of them by default). ``workers`` readers run at once (default: the
    cluster's CPUs). ValueError when ``out`` holds a run of another list.
    """
    import ray

    options = options or BulkOptions()
    began = time.perf_counter()
    pending, summary = plan(urls, out, options)
    started = not ray.is_initialized()
    if started:
        cpus = (workers or usable_cores()) if address is None else None
        local = address is None and not os.environ.get("RAY_ADDRESS")  # a Ray of its own, not a cluster's
        try:
            ray.init(
                address=address,
                num_cpus=cpus,
                include_dashboard=False,
                log_to_driver=False,
                _system_config=local_system_config() if local else None,
            )
        except ValueError as exc:
            if address is None:
                raise  # (no address of the person's: a ValueError here is kotoba's own)
            # (Ray refuses an address it cannot parse, "host:port" with no port number: the person's to mend)
            raise UsageError(f"the Ray address {address} cannot be used: {exc}") from None
    try:
        if pending:
            pool = workers or max(1, int(ray.cluster_resources().get("CPU", 1)))  # type: ignore[no-untyped-call]
            for counts in _run(pending, out, settings, options, min(pool, len(pending))):
                summary.add(counts)
                summary.workers.append({"pid": counts["pid"], "peak_rss_mb": counts["peak_rss_mb"]})
    finally:
        if started:
            ray.shutdown()
    summary.seconds = time.perf_counter() - began
    return summary


def read_dataset(
    dataset: Any,
    out: Path | str,
    settings: Settings | None = None,
    options: BulkOptions | None = None,
    *,
    column: str | None = None,
    workers: int = 0,
) -> Summary:
    """Read the URLs of a ``ray.data.Dataset`` (column ``url``, ``item`` or ``text``, or ``column``) into
    shards under ``out``, on the Ray the dataset belongs to. Each URL is kept once, in the dataset's order;
    the list is gathered on the driver, which numbers it for exactly-once output and resumption."""
    names = list(dataset.schema().names)
    chosen = column or next((c for c in URL_COLUMNS if c in names), None)
    if chosen is None or chosen not in names:
        raise ValueError(NO_URL_COLUMN.format(columns=", ".join(names)))
    urls = list(dict.fromkeys(str(r[chosen]).strip() for r in dataset.iter_rows() if str(r[chosen]).strip()))
    return read_many_ray(urls, Path(out), settings or Settings.from_env(), options, workers=workers)


def _run(
    pending: list[Shard], out: Path, settings: Settings, options: BulkOptions, pool: int
) -> Iterable[dict[str, Any]]:
    import ray

    # An async actor taking every reader's calls at once; it holds no CPU, so it never takes a reader's.
    gate_class: Any = ray.remote(GateActor)
    gate = gate_class.options(num_cpus=0, max_concurrency=10_000).remote(options, settings.deadline)
    shards = [{"number": s.number, "first": s.first, "urls": list(s.urls)} for s in pending]
    dataset = ray.data.from_items(shards, override_num_blocks=len(shards))
    # API keys stay on the driver: the readers need none, and a cluster's workers are other machines.
    plain = settings.replace(api_keys={})
    mapped = dataset.map_batches(
        ShardReader,
        fn_constructor_kwargs={"settings": plain, "options": options, "out": str(out), "gate": gate},
        batch_size=1,
        batch_format="pyarrow",
        compute=ray.data.ActorPoolStrategy(
            size=pool, max_concurrent_calls_per_actor=SHARDS_PER_ACTOR, enable_true_multi_threading=True
        ),
        num_cpus=1,
    )
    for result in mapped.iter_rows():
        yield {**result, "kinds": json.loads(result["kinds"])}


def _peak_rss_mb() -> float:
    """This process's peak resident memory (VmHWM), in MiB."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
