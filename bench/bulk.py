"""Bulk-read benchmark: URLs per second of ``read-many``, in one process and on a local Ray, with memory.

    python bench/bulk.py --data DIR [--urls 2000] [--hosts 20] [--workers 2] [--quick]

DIR holds ``html/<id>.html.gz`` (the extraction benchmark's dev pages). One server process holds them in
memory and answers keep-alive HTTP/1.1 on 127.0.0.1 (``bench/load.py``'s server); ``--hosts`` names
(``host-N.example``) resolve to it through ``--resolve``, so per-host bookkeeping (robots.txt, the gate)
is exercised as for that many sites. Politeness is set out of the way (no delay, 8 requests per host) to
measure kotoba itself. Each mode runs in a fresh process, over a fresh output folder:

* local: :func:`kotoba.bulk.local.read_many_local` (one process, one reader);
* ray: :func:`kotoba.bulk.on_ray.read_many_ray` on ``ray.init(num_cpus=--workers)``, the time to start
  Ray counted apart from the run.

It prints URLs/s, the wall time, and the peak RSS of the local process, of each Ray worker, and of the
Ray driver.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from load import DEFAULT_DATA, load_pages, peak_rss_kb, run_server


def urls_for(port: int, count: int, hosts: int, pages: int) -> tuple[list[str], list[str]]:
    urls = [f"http://host-{i % hosts}.example:{port}/p/{i}" for i in range(count)]  # page i % pages
    resolve = [f"host-{h}.example:{port}:127.0.0.1" for h in range(hosts)]
    return urls, resolve


def worker_main(mode: str, port: int, count: int, hosts: int, pages: int, workers: int) -> None:
    import anyio

    from kotoba.bulk.worker import BulkOptions
    from kotoba.settings import Settings

    urls, resolve = urls_for(port, count, hosts, pages)
    settings = Settings(allow=("127.0.0.1",), resolve=tuple(resolve))
    options = BulkOptions(concurrency=64, per_host=8, delay=0.0, shard_size=250)
    out = Path(tempfile.mkdtemp(prefix="kotoba-bulk-bench-"))
    result: dict[str, Any] = {"mode": mode}
    if mode == "local":
        from kotoba.bulk.local import read_many_local

        summary = anyio.run(read_many_local, urls, out, settings, options)
        result["workers_peak_mb"] = [peak_rss_kb() / 1024]
    else:
        import ray

        from kotoba.bulk.on_ray import local_system_config, read_many_ray

        began = time.perf_counter()
        ray.init(  # as read_many_ray starts a local Ray: its workers at niceness 0
            num_cpus=workers,
            include_dashboard=False,
            log_to_driver=False,
            logging_level="ERROR",
            _system_config=local_system_config(),
        )
        result["ray_start_s"] = time.perf_counter() - began
        summary = read_many_ray(urls, out, settings, options, workers=workers)
        by_pid: dict[int, float] = {}
        for w in summary.workers:
            by_pid[w["pid"]] = max(by_pid.get(w["pid"], 0.0), w["peak_rss_mb"])
        result["workers_peak_mb"] = sorted(by_pid.values())
        result["driver_peak_mb"] = peak_rss_kb() / 1024
        ray.shutdown()
    result |= {"urls": summary.urls, "ok": summary.ok, "failed": summary.failed, "seconds": summary.seconds}
    print(json.dumps(result))


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="folder with html/*.html.gz")
    parser.add_argument("--urls", type=int, default=2000)
    parser.add_argument("--hosts", type=int, default=20)
    parser.add_argument("--workers", type=int, default=2, help="Ray workers (CPUs given to the local Ray)")
    parser.add_argument("--modes", default="local,ray")
    parser.add_argument("--quick", action="store_true", help="500 URLs, local only (for CI)")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--pages", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker_main(args.worker, args.port, args.urls, args.hosts, args.pages, args.workers)
        return 0
    if args.quick:
        args.urls, args.modes = 500, "local"
    pages = len(load_pages(args.data))
    receive, send = multiprocessing.Pipe(duplex=False)
    server = multiprocessing.get_context("spawn").Process(
        target=run_server, args=(str(args.data), send), daemon=True
    )
    server.start()
    port = receive.recv()
    try:
        print(
            f"{args.urls} URLs over {args.hosts} hosts ({pages} pages of {args.data.name}); "
            f"{os.cpu_count()} CPUs"
        )
        print(f"{'mode':<6} {'URLs/s':>8} {'wall s':>8} {'read':>6} {'failed':>6}  peak RSS MB per worker")
        for mode in args.modes.split(","):
            command = [sys.executable, __file__, "--worker", mode, "--port", str(port), "--pages", str(pages)]
            command += ["--urls", str(args.urls), "--hosts", str(args.hosts), "--workers", str(args.workers)]
            done = subprocess.run(command, capture_output=True, text=True, check=False)
            if done.returncode != 0:
                raise SystemExit(f"{mode} run failed:\n{done.stderr[-3000:]}")
            r = json.loads(done.stdout.strip().splitlines()[-1])
            peaks = ", ".join(f"{mb:.0f}" for mb in r["workers_peak_mb"])
            extra = (
                f" (driver {r['driver_peak_mb']:.0f}; Ray started in {r['ray_start_s']:.1f} s)"
                if mode == "ray"
                else ""
            )
            print(
                f"{mode:<6} {r['urls'] / r['seconds']:>8.1f} {r['seconds']:>8.1f} "
                f"{r['ok']:>6} {r['failed']:>6}  "
                f"{peaks}{extra}"
            )
    finally:
        server.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main())
