"""Flags shared by the commands that reach the web, and the one place they become :class:`Settings`."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from kotoba.errors import UsageError as UsageError  # also importable from here
from kotoba.settings import MODES, PROVIDERS, Settings, SettingsError, check_allow, check_resolve


def add_network_flags(parser: argparse.ArgumentParser) -> None:
    """``--allow`` and ``--resolve``, as for ``kotoba read`` and ``kotoba check-url``."""
    parser.add_argument(
        "--allow",
        action="append",
        default=[],
        metavar="HOST_OR_CIDR",
        help="exempt a host name or network from the address policy (repeatable; adds to KOTOBA_ALLOW)",
    )
    parser.add_argument(
        "--resolve",
        action="append",
        default=[],
        metavar="HOST:PORT:ADDR",
        help="answer DNS for HOST:PORT with ADDR, like curl (repeatable; the policy still judges ADDR)",
    )




def add_allowed_host_flag(parser: argparse.ArgumentParser) -> None:
    """``--allowed-host``, for the commands that serve HTTP (``serve``, ``mcp --http``)."""
    parser.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="NAME",
        help="also answer requests addressed to NAME, besides loopback and --host (repeatable; adds to "
        "KOTOBA_ALLOWED_HOSTS); every other Host is refused, which stops DNS rebinding",
    )


def check_workspace(settings: Settings, *, flag: bool) -> None:
    """Raise UsageError when the workspace is set but is no folder that can be read.

    Without this, a server would start and answer every read_file with "no such file", and the person
    would never learn that the folder they named does not exist.
    """
    if settings.workspace is None:
        return
    source = "--workspace" if flag else "KOTOBA_WORKSPACE"
    path = Path(settings.workspace)
    if not path.exists():
        raise UsageError(f"{source} {settings.workspace} does not exist")
    if not path.is_dir():
        raise UsageError(f"{source} {settings.workspace} is not a directory")
    if not os.access(path, os.R_OK | os.X_OK):
        raise UsageError(f"{source} {settings.workspace} cannot be read")


def add_agent_flags(parser: argparse.ArgumentParser, *, frames: bool = False) -> None:
    """The flags that override the agent's settings (``ask``, ``chat``, ``serve``), and the network flags."""
    if frames:
        parser.add_argument(
            "--frames", choices=["jsonl"], help="print frames as JSON lines instead of the view"
        )
    parser.add_argument(
        "--provider", choices=PROVIDERS, help="which provider (default: KOTOBA_PROVIDER)"
    )
    parser.add_argument("--model", help="the model name (default: the provider's)")
    parser.add_argument(
        "--base-url", help="the provider's base URL (default: the provider's; OPENAI_BASE_URL for openai)"
    )
    parser.add_argument("--mode", choices=MODES, help="work (research rules) or chat (default: KOTOBA_MODE)")
    parser.add_argument("--no-web", action="store_true", help="turn the web tools off")
    parser.add_argument(
        "--workspace", metavar="DIR", help="let read_file read files under DIR (default: KOTOBA_WORKSPACE)"
    )
    add_network_flags(parser)


def agent_settings(args: argparse.Namespace) -> Settings:
    """Settings from the environment with the agent flags applied. Raises UsageError."""
    settings = network_settings(args)
    changes: dict[str, object] = {}
    for flag in ("provider", "model", "base_url", "mode", "workspace"):
        value = getattr(args, flag)
        if value:
            changes[flag] = value
    if args.no_web:
        changes["web"] = False
    settings = settings.replace(**changes)
    check_workspace(settings, flag=bool(args.workspace))
    return settings


def network_settings(args: argparse.Namespace) -> Settings:
    """Settings from the environment, with ``--allow`` / ``--resolve`` added. Raises UsageError."""
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        raise UsageError(str(exc)) from None
    try:
        check_allow(args.allow, "--allow")
    except SettingsError as exc:
        raise UsageError(str(exc)) from None
    allow = settings.allow + tuple(args.allow)
    resolve = settings.resolve + tuple(args.resolve)
    try:
        check_resolve(args.resolve, "--resolve")
    except SettingsError as exc:
        raise UsageError(str(exc)) from None
    if settings.cache_url:
        import importlib.util

        if importlib.util.find_spec("redis") is None:
            from kotoba.web.cache_redis import INSTALL_HINT

            raise UsageError(INSTALL_HINT)
    return settings.replace(allow=allow, resolve=resolve)


def fail_usage(message: str) -> int:
    """Print a usage error on one line and return the usage exit code."""
    print(f"kotoba: {message}", file=sys.stderr)
    return 2
