"""Flags shared by the commands that reach the web, and the one place they become :class:`Settings`."""

from __future__ import annotations

import argparse
import sys

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
    return settings.replace(**changes)


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
    return settings.replace(allow=allow, resolve=resolve)


def fail_usage(message: str) -> int:
    """Print a usage error on one line and return the usage exit code."""
    print(f"kotoba: {message}", file=sys.stderr)
    return 2
