"""Read-cache benchmark: memory held by the cache over many distinct pages, against its byte bound.

    python bench/cache.py [--pages 1000] [--kb 100] [--bound-mb 64] [--ascii | --cjk]

A server in its own thread serves ``--pages`` distinct plain-text pages of ``--kb`` KB each on 127.0.0.1;
one :class:`~kotoba.web.page.PageReader` reads them all (16 at once, through the allow-list) into a cache
bounded at ``--bound-mb`` MiB. It prints what the cache counts (bytes, entries), the process's RSS before
and after (current, from /proc), and its peak RSS, then checks the count against the bound and that the
most recent page is continued (``start=``) with no second request. ``--cjk`` serves text of three-byte
characters, which CPython stores at two bytes each: the bound is counted as the strings are held, not by
their length.
"""

from __future__ import annotations

import argparse
import gc
import resource
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import anyio

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from kotoba.settings import Settings
from kotoba.web.cache import ReadCache
from kotoba.web.outcome import PageRead
from kotoba.web.page import PageReader


def rss_mb() -> float:
    """The process's current resident set size, in MiB (Linux /proc; peak RSS elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def page_text(number: int, size: int, cjk: bool) -> bytes:
    word = "灯台守の日誌" if cjk else "lighthouse"
    line = f"page {number}: " + " ".join([word] * 8) + "\n"
    return (line * (size // len(line.encode()) + 1)).encode()[:size]


def serve(pages: int, size: int, cjk: bool) -> tuple[ThreadingHTTPServer, list[int]]:
    hits = [0]

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            hits[0] += 1
            body = page_text(int(self.path.rsplit("/", 1)[-1]), size, cjk)
            self.send_response(200)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, hits


async def run(args: argparse.Namespace) -> int:
    server, hits = serve(args.pages, args.kb * 1024, args.cjk)
    base = f"http://127.0.0.1:{server.server_address[1]}/p/"
    bound = args.bound_mb * 1024 * 1024
    cache = ReadCache(entries=100_000, max_bytes=bound, ttl=3600)
    settings = Settings(
        allow=("127.0.0.1",), reader_url="", max_bytes=max(5 * 1024 * 1024, 2 * args.kb * 1024)
    )
    limiter = anyio.CapacityLimiter(16)
    peak_counted = 0
    gc.collect()
    before = rss_mb()
    async with PageReader(settings, cache=cache) as reader:

        async def one(number: int) -> None:
            nonlocal peak_counted
            async with limiter:
                outcome = await reader.read(base + str(number))
            assert isinstance(outcome, PageRead), outcome
            peak_counted = max(peak_counted, cache.bytes)

        async with anyio.create_task_group() as group:
            for number in range(args.pages):
                group.start_soon(one, number)
        reads = hits[0]
        last = await reader.read(base + str(args.pages - 1), start=1000)
        continued = isinstance(last, PageRead) and hits[0] == reads
    gc.collect()
    after = rss_mb()
    server.shutdown()
    text_mb = args.pages * args.kb / 1024
    print(
        f"pages read: {args.pages} × {args.kb} KB "
        f"({'CJK' if args.cjk else 'ASCII'} text, {text_mb:.0f} MB in all)"
    )
    print(
        f"cache bound: {args.bound_mb} MiB; "
        f"counted now {cache.bytes / 2**20:.1f} MiB in {len(cache)} entries; "
        f"counted peak {peak_counted / 2**20:.1f} MiB"
    )
    print(
        f"RSS: {before:.0f} MiB before, {after:.0f} MiB after (+{after - before:.0f}); "
        f"peak {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB"
    )
    print(f"most recent page continued without a request: {continued}")
    ok = peak_counted <= bound and continued
    print("within bound" if ok else "OVER BOUND")
    return 0 if ok else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--kb", type=int, default=100)
    parser.add_argument("--bound-mb", type=int, default=64)
    parser.add_argument("--cjk", action="store_true")
    args = parser.parse_args()
    result: int = anyio.run(run, args)
    return result


if __name__ == "__main__":
    sys.exit(main())
