"""kotoba's own bugs, told apart from the web's and the provider's failures.

A read that fails because of the site, or a turn that fails because of the provider, is an outcome with a
reason. An exception raised inside kotoba's own code is still turned into an outcome — the model gets its
failure note, a server keeps serving — but it is *marked* as a bug, logged to the ``kotoba`` logger at
ERROR with its traceback, and told to the person in one line that says it is kotoba's fault, with the hint
that ``KOTOBA_DEBUG=1`` prints the traceback. kotoba logs at ERROR for its own bugs and for nothing else,
so a test (or an operator) can treat any such record as one.

Library callers get the records as any logged error (with no handler configured, Python prints them with
their traceback); the command line routes them with :func:`show_bugs`.
"""

from __future__ import annotations

import logging
import sys

LOGGER = "kotoba"
INTERNAL = "internal error in kotoba"
DEBUG_HINT = "set KOTOBA_DEBUG=1 to print the traceback"
BUG_PREFIX = "kotoba bug: "
MAX_DETAIL = 160
"""The longest an exception's own text is quoted in a line for the person."""

log = logging.getLogger(LOGGER)


def _short(text: str, limit: int = MAX_DETAIL) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def what(exc: BaseException) -> str:
    """The exception on one short line: ``KeyError: 'charset'``."""
    detail = _short(str(exc))
    return _short(f"{type(exc).__name__}: {detail}" if detail else type(exc).__name__)


def log_bug(exc: BaseException, doing: str) -> None:
    """Log ``exc``, caught inside kotoba while ``doing`` (e.g. "reading https://…"), with its traceback."""
    log.error("%s failed inside kotoba (%s)", _short(doing), what(exc), exc_info=exc)


def bug_line(exc: BaseException, *, debug: bool) -> str:
    """The person's one line for a bug: what was raised, and how to see where (unless already shown)."""
    line = f"{INTERNAL}: {what(exc)}"
    return line if debug else f"{line}; {DEBUG_HINT}"


def read_bug_line(url: str, exc: BaseException, *, debug: bool) -> str:
    """``kotoba read``'s stderr line for a read that ended on a bug."""
    line = f"{BUG_PREFIX}reading {_short(url)} failed inside kotoba ({what(exc)})"
    return line if debug else f"{line}; {DEBUG_HINT}"


class _Stderr(logging.Handler):
    """Writes to whatever ``sys.stderr`` is at the time, as Python's own last-resort handler does."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            sys.stderr.write(self.format(record) + "\n")
            sys.stderr.flush()
        except Exception:
            self.handleError(record)


class _OneLine(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        return f"{BUG_PREFIX}{record.getMessage()}; {DEBUG_HINT}"


_installed: logging.Handler | None = None


def show_bugs(*, debug: bool, echo: bool) -> logging.Handler:
    """Route the bug log for the command line, replacing any earlier routing; returns the handler.

    With ``debug``, every bug is printed on stderr with its traceback. Otherwise a server (``echo``) prints
    one line per bug, since no one else will; a command that tells the person itself prints nothing more.
    """
    global _installed
    handler: logging.Handler
    if debug:
        handler = _Stderr()
        handler.setFormatter(logging.Formatter(BUG_PREFIX + "%(message)s"))
    elif echo:
        handler = _Stderr()
        handler.setFormatter(_OneLine())
    else:
        handler = logging.NullHandler()  # and so no last-resort traceback either
    handler.setLevel(logging.ERROR)
    if _installed is not None:
        log.removeHandler(_installed)
    log.addHandler(handler)
    _installed = handler
    _show_warnings()
    return handler


class _Warnings(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno < logging.ERROR


_warning_handler: logging.Handler | None = None


def _show_warnings() -> None:
    """Print kotoba's warnings (a shared read cache that cannot be reached…) as one ``kotoba:`` line each.

    They are not bugs and never fail a read; the person running the command or the server should still
    hear of them once.
    """
    global _warning_handler
    if _warning_handler is not None:
        return
    handler = _Stderr()
    handler.setLevel(logging.WARNING)
    handler.addFilter(_Warnings())
    handler.setFormatter(logging.Formatter("kotoba: %(message)s"))
    log.addHandler(handler)
    _warning_handler = handler
