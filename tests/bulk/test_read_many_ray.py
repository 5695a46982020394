"""Bulk reading on a local Ray (2 CPUs) over loopback "hosts": every URL exactly once in the shards, even
after a worker is killed mid-run; the politeness bound held across actors, as the servers saw it; robots.txt
refusals; a 429 host and a silent host. Also the Python entry point for a ``ray.data.Dataset`` of URLs.

Ray is an optional extra (``kotoba[ray]``); CI installs it, so these run there. The main test reads the
issue's 2,000 URLs across twelve hosts, listed host after host in turn as a crawl frontier hands them out
(a shard of one host's URLs would wait on that host's delay while the other hosts sit idle)."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ray = pytest.importorskip("ray", reason="Ray is not installed: pip install 'kotoba[ray]' (CI installs it)")
pq = pytest.importorskip("pyarrow.parquet", reason="bulk reading needs pyarrow: pip install 'kotoba[bulk]'")

from kotoba.bulk.on_ray import local_system_config, read_dataset, read_many_ray  # noqa: E402
from kotoba.bulk.worker import ROBOTS_KIND, BulkOptions  # noqa: E402
from tests.bulk.test_read_many_local import read_shards, settings_for, url_list  # noqa: E402
from tests.support.hosts import busiest_window, hosts, most_at_once  # noqa: E402

PER_HOST = 2
DELAY = 0.03

# Ray Data's DataContext warns about its own deprecated fields when it is copied to workers (Ray 2.60).
pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning:ray.data.context")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(
        num_cpus=2,
        include_dashboard=False,
        log_to_driver=False,
        logging_level="ERROR",
        _system_config=local_system_config(),  # as read_many_ray starts a local Ray
    )
    try:
        yield
    finally:
        ray.shutdown()


def shard_workers() -> list[int]:
    """The pids of this machine's Ray Data actors that run kotoba's ShardReader (started by this test)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            command = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        if b"ShardReader" in command:
            found.append(int(entry))
    return found


def niceness(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[16])


def interleaved(urls: list[str]) -> list[str]:
    """The URLs one host after another in turn (each host's own order kept)."""
    by_host: dict[str, list[str]] = {}
    for url in urls:
        by_host.setdefault(url.split("/")[2], []).append(url)
    rounds = max(len(group) for group in by_host.values())
    return [group[i] for i in range(rounds) for group in by_host.values() if i < len(group)]


def test_exactly_once_after_a_worker_is_killed_politeness_across_actors(
    local_ray: None, tmp_path: Path
) -> None:
    killed: list[int] = []
    nice: list[int] = []
    with hosts(polite=10, throttling=1, silent=1) as site:
        urls = interleaved(url_list(site, per_host=199))  # 1,990 + 5 throttled + 5 silent
        options = BulkOptions(concurrency=32, per_host=PER_HOST, delay=DELAY, shard_size=50, max_pause=1.5)

        def kill_one_worker() -> None:
            while len(list(tmp_path.glob("part-*.parquet"))) < 2:
                time.sleep(0.05)
            workers = shard_workers()
            nice.extend(niceness(pid) for pid in workers)
            if workers:
                os.kill(workers[0], signal.SIGKILL)  # a Ray actor this test's run started
                killed.append(workers[0])

        killer = threading.Thread(target=kill_one_worker, daemon=True)
        killer.start()
        summary = read_many_ray(urls, tmp_path, settings_for(site), options)
        killer.join(timeout=5)
        log = list(site.log)

    assert len(urls) == 2000 and len(site.names) == 12
    assert killed, "no worker was found to kill"
    # Not Ray's default of 15 above the driver's niceness: the readers are the whole job, so they run at the
    # niceness of the process that started Ray (0 in CI; a test run under `nice` passes that on).
    assert nice and set(nice) == {os.nice(0)}, nice
    rows = read_shards(tmp_path)
    assert sorted(r["index"] for r in rows) == list(range(len(urls)))  # every URL once, none lost or doubled
    assert summary.ok + summary.failed <= len(urls) + options.shard_size  # a retried shard counts again
    assert killed[0] not in {w["pid"] for w in summary.workers[-2:]}  # the run finished on other actors
    by_url = {r["url"]: r for r in rows}
    for url in urls:
        got = by_url[url]
        if "/private/" in url:
            assert got["status"] == "failed" and got["kind"] == ROBOTS_KIND
        elif "polite" in url or "throttling" in url:
            assert got["status"] == "ok", (url, got["reason"])
        else:
            assert got["status"] == "failed"
    assert not [h for h in log if h.path.startswith("/private/")]
    for name in site.names:
        hits = [h for h in log if h.host == name]
        if hits:
            assert most_at_once(hits) <= PER_HOST, name  # held across the actors, not per actor
            assert busiest_window(hits, 0.5) <= 0.5 / DELAY + PER_HOST, name  # the delay, as a rate


def test_a_dataset_of_urls_is_read_through_the_python_entry_point(local_ray: None, tmp_path: Path) -> None:
    with hosts(polite=2, throttling=0, silent=0) as site:
        urls = [site.url(name, f"/a/{i}") for name in site.names for i in range(30)]
        dataset = ray.data.from_items([{"url": u} for u in urls + urls[:3]])
        options = BulkOptions(per_host=PER_HOST, delay=0.0, shard_size=25)
        summary = read_dataset(dataset, tmp_path, settings_for(site), options)
    rows = read_shards(tmp_path)
    assert [r["url"] for r in sorted(rows, key=lambda r: r["index"])] == urls
    assert summary.ok == len(urls) and all(r["status"] == "ok" for r in rows)
    with pytest.raises(ValueError, match="no URL column"):
        read_dataset(ray.data.from_items([{"link": urls[0]}]), tmp_path / "other")
