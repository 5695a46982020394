"""A host's turn is kept by a live worker for as long as its read runs, kotoba's own waits included.

The host gate takes a turn back after a lease (twice the deadline and ten seconds more), so that a worker
that died mid-read does not keep its host short of turns. A live read can outlast that lease on waits the
deadline does not count: here the start of the worker process that extracts a big body, slowed past the
lease on any machine by a ``sitecustomize`` that only that process runs. Before, the gate took the turn
back while the read still ran, and the host's next URL was fetched with the first read still holding its
turn (two reads of a host allowed one at a time); now the worker renews its turn, and the next URL waits.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import anyio
import pytest

pytest.importorskip("pyarrow.parquet", reason="bulk reading needs pyarrow: pip install 'kotoba[bulk]'")

from kotoba.bulk.local import Summary, read_many_local
from kotoba.bulk.worker import BulkOptions, lease_of
from kotoba.settings import Settings
from kotoba.web.page import THREAD_MAX_BYTES
from tests.support import pages
from tests.support.servers.http import Route, page, serve

DEADLINE = 5.0  # a 1 MB body fetched over loopback and extracted, on a loaded machine
LEASE = lease_of(DEADLINE)
START = LEASE + 10.0  # the extracting worker's start: longer than the lease, however fast the machine
# Python runs ``sitecustomize`` from the path as it starts (the ``site`` module's documented hook). This one
# slows anyio's worker processes alone: their first import of kotoba, which comes with the reader's first
# command to a new worker (after anyio's own 20 s bound on a worker's start has passed, as a slow import of
# the extractor would).
SLOW_WORKER = """\
import sys, time
with open("/proc/self/cmdline", "rb") as f:
    worker = b"anyio" in f.read()
class SlowKotoba:
    def find_spec(self, name, path=None, target=None):
        if name == "kotoba":
            sys.meta_path.remove(self)
            time.sleep({seconds})
        return None
if worker:
    sys.meta_path.insert(0, SlowKotoba())
"""
BIG = pages.article() + "<!-- " + "padding " * (THREAD_MAX_BYTES // 8) + "-->"


def arrivals_noted(route: Route, arrivals: list[tuple[str, float]]) -> Route:
    def noted(handler: object) -> None:
        arrivals.append((getattr(handler, "path", ""), time.monotonic()))
        route(handler)  # type: ignore[arg-type]

    return noted


@pytest.fixture
def slow_workers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    folder = tmp_path / "site-hook"
    folder.mkdir()
    (folder / "sitecustomize.py").write_text(SLOW_WORKER.format(seconds=START))
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(folder), os.environ.get("PYTHONPATH")]))
    )
    yield


def _read_locally(urls: list[str], out: Path, settings: Settings, options: BulkOptions) -> Summary:
    return anyio.run(read_many_local, urls, out, settings, options)


def _read_on_ray(urls: list[str], out: Path, settings: Settings, options: BulkOptions) -> Summary:
    """The same on a local Ray of its own (started with the environment, and so the hook, of this test)."""
    pytest.importorskip("ray", reason="Ray is not installed: pip install 'kotoba[ray]' (CI installs it)")
    from kotoba.bulk.on_ray import read_many_ray

    return read_many_ray(urls, out, settings, options, workers=1)


@pytest.mark.filterwarnings("ignore::DeprecationWarning:ray.data.context")
@pytest.mark.parametrize("run", [_read_locally, _read_on_ray], ids=["local", "ray"])
def test_a_read_outlasting_the_lease_on_a_workers_start_keeps_its_hosts_turn(
    run: Callable[[list[str], Path, Settings, BulkOptions], Summary], slow_workers: None, tmp_path: Path
) -> None:
    assert len(BIG) > THREAD_MAX_BYTES  # extracted in a worker process, which the reader starts for it
    arrivals: list[tuple[str, float]] = []
    with serve({"/big*": arrivals_noted(page(BIG), arrivals)}) as site:
        urls = [site.url("/big/1"), site.url("/big/2")]
        settings = Settings(allow=("127.0.0.1",), reader_url="", deadline=DEADLINE, cache_ttl=0)
        options = BulkOptions(per_host=1, delay=0.0, shard_size=10)
        summary = run(urls, tmp_path / "out", settings, options)
    assert (summary.ok, summary.failed) == (2, 0)
    (first, at), (second, then) = arrivals
    assert {first, second} == {"/big/1", "/big/2"}
    # The second read's request came only once the first read, with its worker's start, gave its turn back.
    assert then - at >= START, (
        f"the second request came {then - at:.1f} s after the first (lease {LEASE:g} s)"
    )
