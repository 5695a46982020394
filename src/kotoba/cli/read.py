"""``kotoba read URL…``: print what the model would see for each URL (or ``--json`` outcomes).

Exit codes: 0 when every URL was read, 1 when any read failed (with one line per failure on stderr),
2 for a usage error, 70 when a read ended on a bug in kotoba ("kotoba bug: …" on stderr; the traceback
with ``KOTOBA_DEBUG=1``). Several URLs (or ``-`` for one URL per line on stdin) are read concurrently and
printed in input order, so one slow or hostile site never stalls the rest's reads.
"""

from __future__ import annotations

import argparse
from typing import Any

from kotoba.cli.common import UsageError, add_network_flags, network_settings
from kotoba.settings import FORMATS

DEFAULT_CONCURRENCY = 8


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "read",
        help="read web pages as the model would (guarded fetch, article text, honest outcome)",
        description="Read one or more web pages through the SSRF guard and print what the model would see.",
    )
    parser.add_argument(
        "urls", nargs="+", metavar="URL", help="http(s) URLs; '-' reads one URL per line from stdin"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object per URL instead")
    parser.add_argument(
        "--start",
        type=int,
        metavar="N",
        help="return the window of the page's text that begins at character N (as the model reads on)",
    )
    parser.add_argument(
        "--find",
        metavar="TEXT",
        help="return the text around each occurrence of TEXT (case and spacing ignored), or say it is absent",
    )
    parser.add_argument(
        "--concurrency",
        type=int,
        default=DEFAULT_CONCURRENCY,
        metavar="N",
        help=f"read at most N pages at once (default {DEFAULT_CONCURRENCY})",
    )
    parser.add_argument(
        "--format",
        choices=FORMATS,
        help="the page's text as Markdown (code fenced, links, tables) or plain text (default: "
        "KOTOBA_FORMAT, else markdown)",
    )
    add_network_flags(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import sys

    settings = network_settings(args)
    if args.format is not None:
        settings = settings.replace(format=args.format)
    urls = _collect_urls(args.urls, sys.stdin)
    if args.concurrency < 1:
        raise UsageError("--concurrency must be at least 1")
    if args.start is not None and args.start < 0:
        raise UsageError("--start must be 0 or more")
    if args.find is not None and not args.find.strip():
        raise UsageError("--find needs some text to find")
    import anyio

    from kotoba.bugs import show_bugs
    from kotoba.cli.read_runner import read_all

    show_bugs(debug=settings.debug, echo=False)  # each bug is told in the read's own stderr line

    window = {"start": args.start, "find": args.find}
    code: int = anyio.run(read_all, urls, settings, args.json, args.concurrency, window)
    _leave_abandoned_work(code)
    return code


IDLE_WORKERS_GRACE = 0.25  # seconds


def _leave_abandoned_work(code: int) -> None:
    """Exit now if a read's deadline abandoned work that is still running in a thread.

    Every outcome is printed by now; waiting for an extraction the deadline gave up on would only make a
    script that runs ``kotoba read`` per URL hang past the deadline it set.
    """
    import os
    import sys
    import threading
    import time

    others = [t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon]
    # An idle worker thread the event loop has just told to stop is not abandoned work: give those a moment
    # to end, so that a run whose reads all finished exits the ordinary way (atexit handlers and all).
    until = time.monotonic() + IDLE_WORKERS_GRACE
    for thread in others:
        thread.join(max(0.0, until - time.monotonic()))
    if any(thread.is_alive() for thread in others):
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)


def _collect_urls(given: list[str], stdin: Any) -> list[str]:
    urls: list[str] = []
    for item in given:
        if item == "-":
            urls.extend(line.strip() for line in stdin if line.strip() and not line.lstrip().startswith("#"))
        else:
            urls.append(item)
    if not urls:
        raise UsageError("no URL given")
    return urls
