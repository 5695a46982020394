"""Load benchmark: N concurrent reads through kotoba's whole read path, beside a plain-httpx floor.

    python bench/load.py --data DIR [--quick] [--levels 1,10,100] [--profile N]

DIR holds ``html/<id>.html.gz`` (the extraction benchmark's dev pages). A server in its own process holds
every page in memory and answers over keep-alive HTTP/1.1 on 127.0.0.1 with asyncio, so it is not the
bottleneck. For each concurrency N, two workers run in fresh processes, one after the other, over the same
list of URLs:

* floor: ``httpx.AsyncClient.get`` → ``response.text`` → ``extract_article`` (the same extraction function);
* kotoba: ``PageReader.read`` (policy, guarded transport, manual redirects, byte cap, decoding,
  classification) → the web_extract tool's result (the fence), reaching 127.0.0.1 through the allow-list.

Each worker first reads every distinct page once, untimed, in the same event loop (imports, connection
pools and kotoba's first extraction worker process are one-time costs), then the timed reads. Each worker
prints pages/second, p50/p99 latency and its peak RSS; the table puts them side by side with the
ratio floor/kotoba throughput (1.00 = no overhead). ``--profile N`` profiles the kotoba worker at N.
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import json
import multiprocessing
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "bench" / "extraction" / "dev"
TARGET_RATIO = 1.25
TARGET_RSS_MB = 300


# --- the server: pre-loaded bytes, asyncio, keep-alive ------------------------------------------


def load_pages(data: Path) -> list[bytes]:
    files = sorted((data / "html").glob("*.html.gz"))
    if not files:
        raise SystemExit(f"no html/*.html.gz under {data}")
    return [gzip.decompress(f.read_bytes()) for f in files]


def run_server(data: str, port_out: Any) -> None:
    """Serve ``/p/<i>`` from memory until killed; reports its port through ``port_out``."""
    pages = load_pages(Path(data))
    responses = [
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: "
        + str(len(body)).encode()
        + b"\r\n\r\n"
        + body
        for body in pages
    ]
    missing = b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n"

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                path = head.split(b" ", 2)[1]
                try:
                    index = int(path.rsplit(b"/", 1)[1])
                    writer.write(responses[index % len(responses)])
                except (ValueError, IndexError):
                    writer.write(missing)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.LimitOverrunError):
            pass
        finally:
            writer.close()

    async def main() -> None:
        server = await asyncio.start_server(handle, "127.0.0.1", 0, backlog=1024)
        port_out.send(server.sockets[0].getsockname()[1])
        async with server:
            await server.serve_forever()

    asyncio.run(main())


# --- the two workers ----------------------------------------------------------------------------


async def measure(
    read: Callable[[str], Awaitable[bool]], urls: list[str], n: int, warm: list[str]
) -> tuple[list[float], int, float]:
    """Run ``read`` over ``warm`` untimed (imports, pools, worker processes), then over ``urls`` at most
    ``n`` at once: per-read latencies, reads that produced text, and the wall time of the timed part."""
    limit = asyncio.Semaphore(n)
    latencies: list[float] = []

    async def one(url: str) -> bool:
        async with limit:
            start = time.perf_counter()
            ok = await read(url)
            latencies.append(time.perf_counter() - start)
            return ok

    await asyncio.gather(*(one(u) for u in warm))
    latencies.clear()
    start = time.perf_counter()
    results = await asyncio.gather(*(one(u) for u in urls))
    return latencies, sum(results), time.perf_counter() - start


async def floor_worker(urls: list[str], n: int, warm: list[str]) -> tuple[list[float], int, float]:
    import httpx

    from kotoba.web.extract.article import extract_article

    async with httpx.AsyncClient(trust_env=False, timeout=30.0) as client:

        async def read(url: str) -> bool:
            response = await client.get(url)
            return bool(extract_article(response.text, url=url).text)

        return await measure(read, urls, n, warm)


async def kotoba_worker(urls: list[str], n: int, warm: list[str]) -> tuple[list[float], int, float]:
    from kotoba.settings import Settings
    from kotoba.tools.web_extract import tool_result
    from kotoba.web.page import PageReader

    async with PageReader(Settings(allow=("127.0.0.1",), reader_url="")) as reader:

        async def read(url: str) -> bool:
            return tool_result(await reader.read(url), reader_url="").ok

        return await measure(read, urls, n, warm)


def peak_rss_kb() -> int:
    """This process's peak resident memory, in KB.

    VmHWM where there is /proc: on Linux a child's ru_maxrss starts from the RSS of the process that spawned
    it, which would count the orchestrator's memory in every worker.
    """
    try:
        status = Path("/proc/self/status").read_text()
        return int(status.split("VmHWM:")[1].split()[0])
    except (OSError, IndexError, ValueError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def worker_main(mode: str, port: int, n: int, count: int, pages: int, profile: bool) -> None:
    urls = [f"http://127.0.0.1:{port}/p/{i % pages}" for i in range(count)]
    worker = floor_worker if mode == "floor" else kotoba_worker
    # Every distinct page once, untimed, in the same event loop as the timed reads: steady state is
    # measured, not one-time costs (imports, the pool, kotoba's first extraction worker process).
    warm = urls[:pages]
    if profile:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.enable()
    latencies, ok, wall = asyncio.run(worker(urls, n, warm))
    if profile:
        profiler.disable()
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(45)
    latencies.sort()
    print(
        json.dumps(
            {
                "mode": mode,
                "n": n,
                "reads": len(latencies),
                "ok": ok,
                "pages_per_s": len(latencies) / wall,
                "p50_ms": 1000 * statistics.median(latencies),
                "p99_ms": 1000 * latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))],
                "peak_rss_mb": peak_rss_kb() / 1024,
            }
        )
    )


# --- orchestration ------------------------------------------------------------------------------


def run_worker(mode: str, port: int, n: int, count: int, pages: int, profile: bool = False) -> dict[str, Any]:
    args = [sys.executable, __file__, "--worker", mode, "--port", str(port), "--n", str(n)]
    args += ["--count", str(count), "--pages", str(pages)] + (["--profile-worker"] if profile else [])
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{mode} worker failed:\n{done.stderr[-3000:]}")
    if profile:
        print(done.stderr, file=sys.stderr)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="folder with html/*.html.gz")
    parser.add_argument("--quick", action="store_true", help="fewer reads per level (for CI)")
    parser.add_argument("--levels", default="1,10,100", help="concurrency levels, comma-separated")
    parser.add_argument(
        "--rounds", type=int, default=0, help="runs per mode and level, best kept (default 1/3)"
    )
    parser.add_argument("--profile", type=int, default=0, metavar="N", help="profile the kotoba worker at N")
    parser.add_argument("--worker", choices=("floor", "kotoba"), help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--n", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--count", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--pages", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--profile-worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker_main(args.worker, args.port, args.n, args.count, args.pages, args.profile_worker)
        return 0

    pages = len(load_pages(args.data))
    levels = [int(x) for x in args.levels.split(",")]
    rounds = args.rounds or (1 if args.quick else 3)
    receive, send = multiprocessing.Pipe(duplex=False)
    server = multiprocessing.get_context("spawn").Process(
        target=run_server, args=(str(args.data), send), daemon=True
    )
    server.start()
    port = receive.recv()
    try:
        if args.profile:
            count = max(pages * 2, args.profile * 3)
            run_worker("kotoba", port, args.profile, count, pages, profile=True)
            return 0
        where = f"{args.data.name}/html, served from memory on 127.0.0.1"
        print(f"{pages} pages from {where}; {os.cpu_count()} CPUs")
        header = ("N", "mode", "reads", "pages/s", "p50 ms", "p99 ms", "peak RSS MB")
        print("{:>4} {:<7} {:>5} {:>8} {:>8} {:>8} {:>11}  ratio".format(*header))
        verdicts = []
        for n in levels:
            count = max(pages, n * (2 if args.quick else 4)) if n > 1 else pages
            best: dict[str, dict[str, Any]] = {}
            for _ in range(rounds):
                for mode in ("floor", "kotoba"):  # alternate, so drift in machine load hits both
                    got = run_worker(mode, port, n, count, pages)
                    if mode not in best or got["pages_per_s"] > best[mode]["pages_per_s"]:
                        best[mode] = got
            ratio = best["floor"]["pages_per_s"] / best["kotoba"]["pages_per_s"]
            for mode in ("floor", "kotoba"):
                r = best[mode]
                shown = f"{ratio:.2f}×" if mode == "kotoba" else ""
                print(
                    f"{n:>4} {mode:<7} {r['reads']:>5} {r['pages_per_s']:>8.1f} {r['p50_ms']:>8.1f} "
                    f"{r['p99_ms']:>8.1f} {r['peak_rss_mb']:>11.0f}  {shown}"
                )
                if r["ok"] != r["reads"]:
                    print(f"     ({mode}: only {r['ok']} of {r['reads']} reads produced text)")
            if n == 100:
                verdicts.append((ratio, best["kotoba"]["peak_rss_mb"]))
        for ratio, rss in verdicts:
            met = ratio <= TARGET_RATIO and rss < TARGET_RSS_MB
            print(
                f"N=100 target (≤ {TARGET_RATIO}× the floor, < {TARGET_RSS_MB} MB): "
                f"{ratio:.2f}×, {rss:.0f} MB — {'met' if met else 'NOT met'}"
            )
    finally:
        server.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main())
