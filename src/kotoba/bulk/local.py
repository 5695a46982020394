"""A bulk read in this process: one worker, a few shards at a time, each written as soon as it is whole."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio

from kotoba.bulk.shards import Shard, prepare
from kotoba.bulk.worker import BulkOptions, LocalGate, ShardWorker
from kotoba.settings import Settings

SHARDS_AT_ONCE = 4
"""Shards read at once: enough that one slow host at a shard's end does not idle the worker."""


@dataclass
class Summary:
    """What a run did: URLs in the list, shards written now and found finished, outcomes of this run."""

    urls: int = 0
    shards: int = 0
    written: int = 0
    resumed: int = 0
    ok: int = 0
    failed: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    workers: list[dict[str, Any]] = field(default_factory=list)

    def add(self, counts: dict[str, Any]) -> None:
        self.written += 1
        self.ok += int(counts["ok"])
        self.failed += int(counts["failed"])
        for kind, n in counts["kinds"].items():
            self.kinds[kind] = self.kinds.get(kind, 0) + int(n)


def plan(urls: Sequence[str], out: Path, options: BulkOptions) -> tuple[list[Shard], Summary]:
    """The shards still to write and a summary that counts the finished ones (ValueError: another list)."""
    pending = prepare(out, urls, options.shard_size)
    shards = -(-len(urls) // options.shard_size)
    return pending, Summary(urls=len(urls), shards=shards, resumed=shards - len(pending))


async def read_many_local(
    urls: Sequence[str], out: Path, settings: Settings, options: BulkOptions | None = None
) -> Summary:
    """Read ``urls`` into Parquet shards under ``out``, in this process; resumes a killed run."""
    options = options or BulkOptions()
    began = time.perf_counter()
    pending, summary = plan(urls, out, options)
    gate = LocalGate(options, settings.deadline)
    at_once = anyio.Semaphore(SHARDS_AT_ONCE)
    async with ShardWorker(settings, gate, options, out) as worker:

        async def one(shard: Shard) -> None:
            try:
                summary.add(await worker.write(shard))
            finally:
                at_once.release()

        async with anyio.create_task_group() as group:
            for shard in pending:
                await at_once.acquire()
                group.start_soon(one, shard)
    summary.seconds = time.perf_counter() - began
    return summary
