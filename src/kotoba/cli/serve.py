"""``kotoba serve``: the chat page on this machine, its turns streamed live over SSE.

The top level is argparse only; Starlette, uvicorn and the agent are imported inside :func:`run`. The
socket is bound before the URL is printed, so the printed URL (with the real port when ``--port 0``) is
ready to open the moment it appears — tests and scripts wait for that line.
"""

from __future__ import annotations

import argparse
import ipaddress
import socket
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

    from kotoba.clients.web import create_app
    from kotoba.settings import SettingsError

    try:
        settings = settings_from(args)
    except SettingsError as exc:
        print(f"kotoba: {exc}", file=sys.stderr)
        return 2

    config = uvicorn.Config(
        create_app(settings),
        host=args.host,
        port=args.port,
        log_level="warning",
        # The page's frames must not wait in a buffer; keep-alive pings are not needed on one machine.
        ws="none",
        lifespan="off",
        timeout_graceful_shutdown=2,
    )
    try:
        sock = bind(args.host, args.port)
    except OSError as exc:
        print(f"kotoba: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    if not _is_loopback(args.host):
        print(BEYOND_LOOPBACK_WARNING.format(host=args.host), file=sys.stderr)
    print(f"kotoba: serving on http://{shown}:{port}/ (Ctrl-C stops)", flush=True)
    uvicorn.Server(config).run(sockets=[sock])
    return 0


def bind(host: str, port: int) -> socket.socket:
    """A listening-ready socket on ``host``:``port`` (a name, IPv4 or IPv6), bound here so errors are ours."""
    family, kind, proto, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
    )[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
