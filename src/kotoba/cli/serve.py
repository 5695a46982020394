"""``kotoba serve``: the chat page on this machine, its turns streamed live over SSE.

The top level holds argparse and the shared flags only; Starlette, uvicorn and the agent are imported in
:func:`run`. The socket listens before the URL is printed, so the printed URL (with the real port when
``--port 0``) answers the moment it appears — tests and scripts wait for that line.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from kotoba.cli.common import add_agent_flags, add_allowed_host_flag

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000

WHAT_THE_PAGE_GIVES = "can use your API key"


def register(subparsers: Any) -> None:
    """Add ``serve`` and its flags; every flag left out keeps its ``KOTOBA_*`` value."""
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "serve",
        help="serve the chat page on this machine",
        description="Serve a chat page that shows each step the agent takes as it takes it.",
    )
    parser.add_argument("--host", default=DEFAULT_HOST, help="address to listen on (default %(default)s)")
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help="port; 0 picks a free one (default %(default)s)"
    )
    add_allowed_host_flag(parser)
    add_agent_flags(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Bind, print the URL, serve until interrupted."""
    import uvicorn

    from kotoba.cli.common import agent_settings
    from kotoba.clients.hosts import allowed_names, beyond_loopback_warning, is_loopback
    from kotoba.clients.listen import base_url, bind, http_protocol
    from kotoba.clients.web import create_app

    settings = agent_settings(args)
    from kotoba.bugs import show_bugs

    show_bugs(debug=settings.debug, echo=True)  # the server's stderr is its log: one line per bug

    # Whatever the address, the page answers only its own names (DNS rebinding); other names are a choice.
    names = allowed_names(args.host, (*settings.allowed_hosts, *args.allowed_host))
    app = create_app(settings, hosts=names)
    config = uvicorn.Config(
        app, http=http_protocol(), log_level="warning", ws="none", lifespan="on", timeout_graceful_shutdown=2
    )
    try:
        sock = bind(args.host, args.port)
    except OSError as exc:
        print(f"kotoba: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    if not is_loopback(args.host):
        print(beyond_loopback_warning(args.host, WHAT_THE_PAGE_GIVES, names), file=sys.stderr)
    print(f"kotoba: serving on {base_url(sock)}/ (Ctrl-C stops)", flush=True)
    uvicorn.Server(config).run(sockets=[sock])
    return 0
