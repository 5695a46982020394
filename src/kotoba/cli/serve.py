"""``kotoba serve``: the chat page on this machine, its turns streamed live over SSE.

The top level is argparse only; Starlette, uvicorn and the agent are imported inside :func:`run`. The
socket is bound before the URL is printed, so the printed URL (with the real port when ``--port 0``) is
ready to open the moment it appears — tests and scripts wait for that line.
"""

from __future__ import annotations

import argparse
import ipaddress
import sys
from typing import Any

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000

BEYOND_LOOPBACK_WARNING = (
    "kotoba: warning: {host} is reachable from other machines, and anyone who reaches this page "
    "can use your API key"
)


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
    add_agent_flags(parser)
    parser.set_defaults(run=run)


def add_agent_flags(parser: argparse.ArgumentParser) -> None:
    """Flags that override the agent's settings (provider, model, mode, the allow-list, a workspace)."""
    parser.add_argument("--provider", help="openai, xai, openrouter or compatible (KOTOBA_PROVIDER)")
    parser.add_argument("--model", help="model name (KOTOBA_MODEL)")
    parser.add_argument("--base-url", help="the provider's base URL (KOTOBA_BASE_URL)")
    parser.add_argument("--mode", choices=("work", "chat"), help="work or chat (KOTOBA_MODE)")
    parser.add_argument(
        "--allow",
        action="append",
        metavar="HOST",
        help="host or network the address policy lets through, e.g. 127.0.0.1; repeatable (KOTOBA_ALLOW)",
    )
    parser.add_argument(
        "--workspace", metavar="DIR", help="folder read_file may read under (KOTOBA_WORKSPACE)"
    )


def settings_from(args: argparse.Namespace) -> Any:
    """Settings from the environment, then the flags that were given."""
    from kotoba.settings import Settings

    settings = Settings.from_env()
    changes: dict[str, object] = {}
    for name in ("provider", "model", "base_url", "mode", "workspace"):
        value = getattr(args, name, None)
        if value is not None:
            changes[name] = value
    if getattr(args, "allow", None):
        changes["allow"] = (*settings.allow, *args.allow)
    return settings.replace(**changes)


def run(args: argparse.Namespace) -> int:
    """Bind, print the URL, serve until interrupted."""
    import uvicorn

    from kotoba.agent.warmup import warm_in_background
    from kotoba.clients.listen import base_url, bind
    from kotoba.clients.web import create_app
    from kotoba.settings import SettingsError

    try:
        settings = settings_from(args)
    except SettingsError as exc:
        print(f"kotoba: {exc}", file=sys.stderr)
        return 2

    # The app has no WebSocket route and no start-up work: both are turned off rather than probed for.
    config = uvicorn.Config(
        create_app(settings), log_level="warning", ws="none", lifespan="off", timeout_graceful_shutdown=2
    )
    try:
        sock = bind(args.host, args.port)
    except OSError as exc:
        print(f"kotoba: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    if not _is_loopback(args.host):
        print(BEYOND_LOOPBACK_WARNING.format(host=args.host), file=sys.stderr)
    # The SDK builds its event types lazily on first use; paid during the first turn, that cost lands
    # between a search starting and its row appearing. A long-lived server pays it now, off the stream.
    warm_in_background()
    print(f"kotoba: serving on {base_url(sock)}/ (Ctrl-C stops)", flush=True)
    uvicorn.Server(config).run(sockets=[sock])
    return 0


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
