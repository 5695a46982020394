"""``kotoba read-many URLS.txt --out DIR [--ray [ADDRESS]]``: read a list of URLs into Parquet shards.

One row per URL, exactly once, as a read or a failure with its reason (:mod:`kotoba.bulk.shards` has the
columns); robots.txt obeyed and each host spared (:mod:`kotoba.bulk.gate`); a killed run resumes from its
finished shards. ``--ray`` runs the workers on a Ray cluster (``ADDRESS``, or a local Ray when none is
given). Exit codes: 0 the run finished (failed reads are rows, not errors), 2 usage, 70 a bug in kotoba,
1 the run could not finish (the output folder could not be written, Ray could not start).
"""

from __future__ import annotations

import argparse
from typing import Any

from kotoba.cli.common import UsageError, add_network_flags, network_settings

LOCAL_RAY = "local"
MISSING_BULK = "read-many needs pyarrow and protego: pip install 'kotoba[bulk]'"
MISSING_RAY = "--ray needs Ray: pip install 'kotoba[ray]'"


def register(sub: Any) -> None:
    from kotoba.bulk.worker import BulkOptions

    d = BulkOptions()
    parser = sub.add_parser(
        "read-many",
        help="read a list of URLs into Parquet shards of outcomes (locally or on Ray)",
        description=(
            "Read every URL of a list (one per line; blank lines and # comments skipped) through the guard, "
            "obeying robots.txt and sparing each host, into Parquet shards of outcomes under --out. A run "
            "that is stopped resumes from its finished shards when started again with the same list."
        ),
    )
    parser.add_argument("urls", metavar="URLS.txt", help="the URL list ('-' for stdin)")
    parser.add_argument("--out", required=True, metavar="DIR", help="folder for the shards (made if absent)")
    parser.add_argument(
        "--ray",
        nargs="?",
        const=LOCAL_RAY,
        metavar="ADDRESS",
        help="run on a Ray cluster at ADDRESS (ray://… or host:port); with no address, a local Ray",
    )
    parser.add_argument("--workers", type=int, default=0, metavar="N", help="Ray workers (default: the CPUs)")
    parser.add_argument(
        "--concurrency", type=int, default=d.concurrency, metavar="N", help="reads at once per worker"
    )
    parser.add_argument(
        "--per-host", type=int, default=d.per_host, metavar="N", help="requests at once to one host"
    )
    parser.add_argument(
        "--delay", type=float, default=d.delay, metavar="S", help="seconds between requests to one host"
    )
    parser.add_argument(
        "--max-pause",
        type=float,
        default=d.max_pause,
        metavar="S",
        help="the longest Retry-After or Crawl-delay honoured",
    )
    parser.add_argument(
        "--retries", type=int, default=d.retries, metavar="N", help="tries again after a 429/503"
    )
    parser.add_argument("--shard-size", type=int, default=d.shard_size, metavar="N", help="URLs per shard")
    add_network_flags(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    settings = network_settings(args)
    options = _options(args)
    try:
        import protego  # noqa: F401
        import pyarrow  # noqa: F401
    except ImportError:
        raise UsageError(MISSING_BULK) from None
    from kotoba.bulk.shards import OtherRun, read_url_list
    from kotoba.errors import SettingsError

    source = Path("/dev/stdin") if args.urls == "-" else Path(args.urls)
    try:
        urls = read_url_list(source)
    except OSError as exc:
        raise UsageError(f"cannot read {args.urls}: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    if not urls:
        raise UsageError(f"{args.urls} holds no URL")
    out = Path(args.out)
    try:
        if args.ray is None:
            import anyio

            from kotoba.bulk.local import read_many_local

            summary = anyio.run(read_many_local, urls, out, settings, options)
        else:
            try:
                import ray  # noqa: F401
            except ImportError:
                raise UsageError(MISSING_RAY) from None
            from kotoba.bulk.on_ray import read_many_ray

            address = None if args.ray == LOCAL_RAY else args.ray
            summary = read_many_ray(urls, out, settings, options, address=address, workers=args.workers)
    except (OtherRun, SettingsError) as exc:  # the person's to mend; anything else is a bug, said as one
        raise UsageError(str(exc)) from None
    except OSError as exc:
        print(f"kotoba: cannot write to {out}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    kinds = ", ".join(f"{kind or 'other'} {n:,}" for kind, n in sorted(summary.kinds.items()))
    print(
        f"{summary.urls:,} URLs in {summary.shards:,} shards under {out} "
        f"({summary.resumed:,} finished before, {summary.written:,} written now): "
        f"{summary.ok:,} read, {summary.failed:,} not read{f' ({kinds})' if kinds else ''}; "
        f"{summary.seconds:.1f} s",
        flush=True,
    )
    return 0


def _options(args: argparse.Namespace) -> Any:
    from kotoba.bulk.worker import BulkOptions

    for flag in ("concurrency", "per_host", "shard_size"):
        if getattr(args, flag) < 1:
            raise UsageError(f"--{flag.replace('_', '-')} must be at least 1")
    for flag in ("delay", "max_pause"):
        if not getattr(args, flag) >= 0:
            raise UsageError(f"--{flag.replace('_', '-')} must be 0 or more seconds")
    if args.retries < 0 or args.workers < 0:
        raise UsageError("--retries and --workers must be 0 or more")
    return BulkOptions(
        concurrency=args.concurrency,
        per_host=args.per_host,
        delay=args.delay,
        max_pause=args.max_pause,
        retries=args.retries,
        shard_size=args.shard_size,
    )
