"""``kotoba`` command line: one module per command, each imported only to build its parser.

Command modules keep their top level cheap (argparse only) and import what they run inside ``run``, so
``kotoba read`` never pays for the agent, the clients or their libraries.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from types import ModuleType

from kotoba.cli.common import fail_usage
from kotoba.errors import UsageError

# httpx's package imports its own command-line client (rich, click, pygments: about 50 ms and 6 MB) when
# those happen to be installed, and uvicorn and the agent's clients install them. The kotoba command never
# runs httpx's client, so in its own process it marks that module absent and httpx keeps its small stub.
# Library callers' processes are left as they are.
if "httpx" not in sys.modules and "httpx._main" not in sys.modules:
    sys.modules["httpx._main"] = None  # type: ignore[assignment]  # import of it raises ImportError

# command name → module with ``register(subparsers)`` and ``run(args) -> int``
COMMANDS: dict[str, str] = {
    "read": "kotoba.cli.read",
    "read-many": "kotoba.cli.read_many",
    "check-url": "kotoba.cli.check_url",
    "extract": "kotoba.cli.extract",
    "ask": "kotoba.cli.ask",
    "chat": "kotoba.cli.chat",
    "serve": "kotoba.cli.serve",
    "mcp": "kotoba.cli.mcp",
}

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_BUG = 70
"""kotoba itself failed (a bug, said as one on stderr): sysexits' EX_SOFTWARE, never a site's failure."""


def _load(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(COMMANDS[name])
    except ModuleNotFoundError as exc:
        if exc.name == COMMANDS[name]:
            return None
        raise


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser; with ``only``, just that command's subparser is built (faster start-up)."""
    parser = argparse.ArgumentParser(
        prog="kotoba", description="Web tools for LLM agents, safely and honestly."
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMANDS:
        if only is not None and name != only:
            continue
        module = _load(name)
        if module is not None:
            module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: parse, run the command, map every outcome to an exit code."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    first = args_list[0] if args_list else None
    parser = build_parser(first if first in COMMANDS else None)
    args = parser.parse_args(args_list)
    try:
        code: int = args.run(args)
    except UsageError as exc:  # every command's bad flag or setting: one line, exit 2, never a traceback
        return fail_usage(str(exc))
    except KeyboardInterrupt:
        print("kotoba: interrupted", file=sys.stderr)
        return 130
    except (BrokenPipeError, BaseExceptionGroup) as exc:
        if not _only_broken_pipes(exc):
            if isinstance(exc, Exception):
                return _bug(exc, args.command)
            raise
        # The reader went away (`kotoba read … | head -1`): nothing is left to tell it, and Python would
        # print a traceback while flushing stdout at exit unless stdout points elsewhere.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FAILED
    except Exception as exc:
        return _bug(exc, args.command)
    return code


def _bug(exc: Exception, command: str) -> int:
    """A bug no layer below turned into an outcome: logged, one line for the person, never a traceback."""
    from kotoba.bugs import bug_line, log_bug, show_bugs
    from kotoba.settings import Settings, SettingsError

    try:
        debug = Settings.from_env().debug
    except SettingsError:
        debug = False
    show_bugs(debug=debug, echo=False)
    log_bug(exc, f"kotoba {command}")
    print(f"kotoba: {bug_line(exc, debug=debug)}", file=sys.stderr)
    return EXIT_BUG


def _only_broken_pipes(exc: BaseException) -> bool:
    """True for a BrokenPipeError, or a task group's exceptions when every one of them is one."""
    if isinstance(exc, BaseExceptionGroup):
        _, rest = exc.split(BrokenPipeError)
        return rest is None
    return isinstance(exc, BrokenPipeError)


if __name__ == "__main__":
    sys.exit(main())
