"""The work behind ``kotoba read``: concurrent reads, ordered output, one stderr line per failure or bug.

Kept apart from :mod:`kotoba.cli.read` so that building the parser imports nothing of the read path.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Mapping
from typing import Any, TextIO

import anyio

from kotoba.bugs import read_bug_line
from kotoba.cli import EXIT_BUG, EXIT_FAILED, EXIT_OK
from kotoba.settings import Settings
from kotoba.tools.web_extract import tool_result
from kotoba.web import PageReader
from kotoba.web.outcome import ReadFailed, ReadOutcome, outcome_json

PROGRESS_AFTER = 0.5  # seconds before a terminal shows that a read is still under way


async def read_all(
    urls: list[str],
    settings: Settings,
    as_json: bool,
    concurrency: int,
    window: Mapping[str, Any] | None = None,
) -> int:
    """Read ``urls`` with at most ``concurrency`` at once; print each result in input order as it is ready.

    ``window`` holds ``start`` and ``find`` for every URL, as the model passes them to web_extract.
    """
    window = dict(window or {})
    results: list[ReadOutcome | None] = [None] * len(urls)
    ready = [anyio.Event() for _ in urls]
    limiter = anyio.CapacityLimiter(concurrency)
    failed = bugs = 0

    async with PageReader(settings) as reader:

        async def one(index: int) -> None:
            async with limiter:
                results[index] = await reader.read(urls[index], **window)
            ready[index].set()

        async with anyio.create_task_group() as group:
            for index in range(len(urls)):
                group.start_soon(one, index)
            progress = _Progress(urls, ready, sys.stderr)
            group.start_soon(progress.run)
            for index in range(len(urls)):
                await ready[index].wait()
                outcome = results[index]
                assert outcome is not None
                progress.clear()
                _print(outcome, settings, as_json)
                if isinstance(outcome, ReadFailed) and outcome.bug is not None:
                    bugs += 1
                    print(read_bug_line(outcome.url, outcome.bug, debug=settings.debug), file=sys.stderr)
                elif isinstance(outcome, ReadFailed):
                    failed += 1
                    print(f"kotoba: could not read {outcome.url}: {outcome.reason}", file=sys.stderr)
    # A bug of kotoba's is not the site's failure: scripts can tell the two apart by the exit code.
    return EXIT_BUG if bugs else EXIT_FAILED if failed else EXIT_OK


def _print(outcome: ReadOutcome, settings: Settings, as_json: bool) -> None:
    if as_json:
        print(json.dumps(outcome_json(outcome), ensure_ascii=False), flush=True)
        return
    print(tool_result(outcome, reader_url=settings.reader_url).for_model, flush=True)


class _Progress:
    """On a terminal, a line on stderr naming the read still under way; nothing at all when piped.

    The line is wiped before any result is printed, so it never runs into the output on a shared screen.
    """

    def __init__(self, urls: list[str], ready: list[anyio.Event], stream: TextIO) -> None:
        self._urls, self._ready, self._stream = urls, ready, stream
        self._shown = False

    def clear(self) -> None:
        if self._shown:
            self._stream.write("\r\x1b[2K")
            self._stream.flush()
            self._shown = False

    async def run(self) -> None:
        if not self._stream.isatty():
            return
        start = time.monotonic()
        while not all(event.is_set() for event in self._ready):
            await anyio.sleep(0.1)
            elapsed = time.monotonic() - start
            if elapsed < PROGRESS_AFTER:
                continue
            pending = [url for url, event in zip(self._urls, self._ready, strict=True) if not event.is_set()]
            if not pending:
                break
            done = len(self._urls) - len(pending)
            count = f" ({done}/{len(self._urls)} done)" if len(self._urls) > 1 else ""
            self._stream.write(f"\r\x1b[2Kreading {pending[0]} … {elapsed:.1f} s{count}")
            self._stream.flush()
            self._shown = True
        self.clear()
