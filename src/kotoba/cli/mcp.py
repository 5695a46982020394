"""``kotoba mcp``: web_extract (and read_file, given a workspace) as an MCP server.

stdio by default, which is how desktop assistants and IDEs start a local server; ``--http`` serves
streamable HTTP instead. On stdio, stdout belongs to the protocol, so everything this command says goes to
stderr. The top level is argparse only; the SDK is imported inside :func:`run`.
"""

from __future__ import annotations

import argparse
import logging
import signal
import sys
from functools import partial
from typing import Any

from kotoba.cli.common import (
    UsageError,
    add_allowed_host_flag,
    add_network_flags,
    check_workspace,
    network_settings,
)
from kotoba.cores import usable_cores

DEFAULT_HTTP_HOST = "127.0.0.1"
DEFAULT_HTTP_PORT = 8001
MAX_EXTRACT_PROCESSES = 64
DEFAULT_EXTRACT_PROCESSES = 4
"""The most extraction processes ``--http`` starts by default, however many cores there are. The server's
own process still fetches, classifies and answers every call on one core: 2.2 ms of its CPU a read beside
10.3 ms in its extraction processes (``bench/load.py``, 100 clients), so four of them busy keep that core
about 90 % busy, and more would wait for it while holding about 44 MB each. More cores are used by more
replicas (the README's *Beyond one machine*), or by asking for more with ``--extract-processes``."""

WHAT_MCP_GIVES = "can {uses}"

STDIO_HINT = (
    "kotoba: serving MCP on stdin/stdout; an MCP client (a desktop assistant, an IDE) starts this "
    "command itself. Ctrl-C stops; --http serves over HTTP instead."
)


def register(subparsers: Any) -> None:
    """Add ``mcp`` and its flags; every flag left out keeps its ``KOTOBA_*`` value."""
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "mcp",
        help="serve web_extract (and read_file) to MCP clients",
        description=(
            "Serve kotoba's guarded page reader as an MCP tool (web_extract), plus read_file when a "
            "workspace is given. Speaks stdio unless --http is given."
        ),
    )
    parser.add_argument("--http", action="store_true", help="serve streamable HTTP at /mcp instead of stdio")
    parser.add_argument(
        "--host", default=DEFAULT_HTTP_HOST, help="with --http: address to listen on (default %(default)s)"
    )
    parser.add_argument(
        "--port",
        type=int,
        default=DEFAULT_HTTP_PORT,
        help="with --http: port; 0 picks one (default %(default)s)",
    )
    parser.add_argument(
        "--workspace", metavar="DIR", help="offer read_file for files under DIR (default: KOTOBA_WORKSPACE)"
    )
    parser.add_argument("--no-web", action="store_true", help="leave web_extract out (serve read_file only)")
    parser.add_argument(
        "--extract-processes",
        type=int,
        metavar="N",
        help="with --http: extract and judge pages in N worker processes, so that extraction can use N "
        f"cores (default: one per core this process may use, at most {DEFAULT_EXTRACT_PROCESSES}; 0 "
        "extracts in the server's own threads, which share one core, as it does with one core)",
    )
    add_allowed_host_flag(parser)
    add_network_flags(parser)
    parser.set_defaults(run=run)


def extract_processes(asked: int | None) -> int:
    """How many extraction processes ``--http`` runs: ``--extract-processes``, or by default one per usable
    core up to :data:`DEFAULT_EXTRACT_PROCESSES`, and none (threads) with a single core.

    Extraction and judging are Python holding one interpreter lock, so a server extracting in its own
    threads uses one core however many clients call it; worker processes let it use the others. Through
    ``bench/load.py`` at 100 clients on two cores, threads took 1.02–1.06× the floor's wall time and
    processes 0.62–0.65×. With one core there is nothing to gain and a process's memory to lose.
    """
    if asked is None:
        cores = usable_cores()
        return 0 if cores < 2 else min(cores, DEFAULT_EXTRACT_PROCESSES)
    if not 0 <= asked <= MAX_EXTRACT_PROCESSES:
        raise UsageError(f"--extract-processes must be from 0 to {MAX_EXTRACT_PROCESSES}, not {asked}")
    return asked


class Terminated(Exception):
    """SIGTERM reached the HTTP server: raised once uvicorn has drained the calls in flight, so that the
    page reader closes and its extraction processes end with the server instead of after it."""


def _terminated(signum: int, frame: object) -> None:
    # A stop while the extraction processes start cancels asyncio's setting up of their pipes, which asyncio
    # then reports as the loop ends ("Future exception was never retrieved", a transport "Exception
    # ignored" once its loop is closed): the server is stopping as asked, and those notes are no error of it
    logging.getLogger("asyncio").setLevel(logging.CRITICAL)
    sys.unraisablehook = _unreported
    raise Terminated


def _unreported(unraisable: object) -> None:
    """After a stop, what the garbage collector finds of the pipes being set up is not reported."""


def _only_terminated(exc: BaseException) -> bool:
    """Whether ``exc`` is :class:`Terminated`, or a task group's errors that are only that stop: a SIGTERM
    that arrives while the extraction processes start is raised inside the task group starting them, and
    a stop sent to the server's group ends a worker that has not yet come to ignore it
    (``BrokenWorkerProcess``), which may reach the group first — or, with nothing else running, before
    anyio has read from it at all, so that anyio finds its pipe closed and, killing it in turn, finds it
    gone (``ProcessLookupError`` under uvloop). Only once the stop's handler has run do these count as it."""
    from anyio import BrokenWorkerProcess

    if isinstance(exc, BaseExceptionGroup):
        stopped = sys.unraisablehook is _unreported  # the stop's handler ran
        return stopped and exc.split((Terminated, BrokenWorkerProcess, ProcessLookupError))[1] is None
    return isinstance(exc, Terminated)


def run(args: argparse.Namespace) -> int:
    """Serve until the client hangs up (stdio) or until interrupted (HTTP)."""
    import anyio

    from kotoba.bugs import show_bugs
    from kotoba.clients.hosts import allowed_names, beyond_loopback_warning, is_loopback
    from kotoba.clients.listen import loop_options
    from kotoba.clients.mcp_server import serve_http, serve_stdio

    settings = network_settings(args)
    if args.workspace:
        settings = settings.replace(workspace=args.workspace)
    if args.no_web:
        settings = settings.replace(web=False)
    if not settings.web and not settings.workspace:
        raise UsageError("nothing to serve: the web tools are off and no --workspace was given")
    check_workspace(settings, flag=bool(args.workspace))
    processes = extract_processes(args.extract_processes) if args.http and settings.web else 0
    names = allowed_names(args.host, (*settings.allowed_hosts, *args.allowed_host))
    show_bugs(debug=settings.debug, echo=True)  # stderr is the server's log (stdout is the protocol's)
    try:
        if args.http:
            if not is_loopback(args.host):
                uses = [
                    u
                    for u, on in (
                        ("read web pages through it", settings.web),
                        (f"read the files under {settings.workspace}", settings.workspace),
                    )
                    if on
                ]
                what = WHAT_MCP_GIVES.format(uses=" and ".join(uses))
                print(beyond_loopback_warning(args.host, what, names), file=sys.stderr, flush=True)
            serve = partial(serve_http, processes=processes)
            # uvicorn stops gracefully on SIGTERM, then raises it again for the handler it found installed;
            # the default one would end this process at once, leaving its extraction processes to notice.
            signal.signal(signal.SIGTERM, _terminated)
            anyio.run(serve, settings, args.host, args.port, names, backend_options=loop_options())
        else:
            if sys.stdin.isatty():  # a person ran it by hand: say why nothing seems to happen
                print(STDIO_HINT, file=sys.stderr, flush=True)
            anyio.run(serve_stdio, settings)
    except (Terminated, BaseExceptionGroup) as exc:
        if not _only_terminated(exc):
            raise
        return 128 + signal.SIGTERM
    except OSError as exc:
        where = f"{args.host}:{args.port}" if args.http else "stdio"
        print(f"kotoba: cannot serve on {where}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    return 0
