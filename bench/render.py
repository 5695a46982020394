"""What rendering a JavaScript page costs: time per page and the browser's peak memory, beside a direct read.

Serves 20 small single-page apps on 127.0.0.1 (each shell fetches its article as JSON and writes it into
the DOM) and the same 20 articles as static HTML. Reads every static page directly, then every shell with
the renderer (one browser for all, as one ``PageReader`` keeps it), and prints per-page times, medians and
the peak resident memory of the whole Chromium process tree (sampled every 50 ms from /proc).

    python bench/render.py [--browser /usr/bin/chromium] [--pages 20]

Target: a rendered read of a small SPA within 1.5 s median on a warm browser.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support import pages, spa_pages
from tests.support.servers.http import Route, page, serve

from kotoba.settings import Settings
from kotoba.web.outcome import PageRead
from kotoba.web.page import PageReader

PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")


def tree_memory(root: int) -> tuple[int, int]:
    """Resident and proportional-set bytes summed over every descendant of ``root`` (the Playwright driver
    and Chromium's processes). RSS counts pages the processes share once per process; PSS splits them."""
    parents: dict[int, int] = {}
    rss: dict[int, int] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry.name}/stat").read_text()
            statm = Path(f"/proc/{entry.name}/statm").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        parents[int(entry.name)] = int(fields[1])
        rss[int(entry.name)] = int(statm.split()[1]) * PAGE_SIZE
    total, pss, frontier = 0, 0, {root}
    while frontier:
        children = {pid for pid, parent in parents.items() if parent in frontier}
        total += sum(rss.get(pid, 0) for pid in children)
        pss += sum(_pss(pid) for pid in children)
        frontier = children
    return total, pss


def _pss(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


class PeakSampler:
    """Samples the child process tree's RSS in a thread; ``peak`` is the largest sample."""

    def __init__(self) -> None:
        self.peak = 0
        self.peak_pss = 0
        self._running = True
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        me = os.getpid()
        while self._running:
            rss, pss = tree_memory(me)
            self.peak, self.peak_pss = max(self.peak, rss), max(self.peak_pss, pss)
            time.sleep(0.05)

    def stop(self) -> tuple[int, int]:
        self._running = False
        self._thread.join()
        return self.peak, self.peak_pss


def routes(count: int) -> dict[str, Route]:
    table: dict[str, Route] = {}
    for i in range(count):
        title = f"Harbour notes, part {i + 1}"
        paragraphs = 4 + i % 5
        table[f"/spa/{i}"] = page(spa_pages.shell(f"/api/{i}.json"))
        data = spa_pages.article_json(paragraphs, title)
        table[f"/api/{i}.json"] = page(data, content_type="application/json")
        table[f"/static/{i}"] = page(pages.article(paragraphs, title))
    return table


async def timed(reader: PageReader, url: str) -> tuple[float, str]:
    start = time.perf_counter()
    outcome = await reader.read(url)
    seconds = time.perf_counter() - start
    via = outcome.via if isinstance(outcome, PageRead) else f"FAILED: {outcome.reason}"
    return seconds, via


async def run(base: str, count: int, browser: str) -> None:
    settings = Settings(allow=("127.0.0.1",), reader_url="", browser=browser)
    async with PageReader(settings) as reader:
        direct = [await timed(reader, f"{base}/static/{i}") for i in range(count)]
    sampler = PeakSampler()
    async with PageReader(settings) as reader:
        cold = await timed(reader, f"{base}/spa/0")
        rendered = [await timed(reader, f"{base}/spa/{i}") for i in range(count)]
    peak, peak_pss = sampler.stop()
    print(f"{'page':>4}  {'direct s':>9}  {'rendered s':>10}  via")
    for i, ((d, _), (r, via)) in enumerate(zip(direct, rendered, strict=True)):
        print(f"{i:>4}  {d:>9.3f}  {r:>10.3f}  {via}")
    d_times = [d for d, _ in direct]
    r_times = [r for r, _ in rendered]
    print(f"direct read:    median {statistics.median(d_times):.3f} s, max {max(d_times):.3f} s")
    print(
        f"rendered read:  median {statistics.median(r_times):.3f} s, max {max(r_times):.3f} s "
        f"(warm browser; target: median within 1.5 s)"
    )
    print(f"first render (starts Playwright and Chromium): {cold[0]:.3f} s")
    print(
        f"peak memory of the browser (Playwright driver + Chromium tree): RSS summed {peak / 2**20:.0f} MB, "
        f"PSS summed {peak_pss / 2**20:.0f} MB"
    )
    failed = [via for _, via in rendered if via != "rendered"]
    if failed:
        print(f"{len(failed)} pages were not rendered: {failed[0]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--browser", default="/usr/bin/chromium")
    parser.add_argument("--pages", type=int, default=20)
    args = parser.parse_args()
    with serve(routes(args.pages)) as site:
        asyncio.run(run(f"http://127.0.0.1:{site.port}", args.pages, args.browser))


if __name__ == "__main__":
    main()
