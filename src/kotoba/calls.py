"""A caller's mistakes, refused at the call: the checks the Python API (``kotoba.read``, ``kotoba.Reader``,
``kotoba.extract``) makes of its arguments before any read, each a :class:`~kotoba.errors.UsageError` in one
line, because what no read could use is the caller's to fix, not the web's to report.

Light on purpose: it imports nothing but the errors and the settings, so ``import kotoba`` stays cheap.
"""

from __future__ import annotations

from typing import Any

from kotoba.errors import UsageError
from kotoba.settings import Settings

BLANK_FIND = "find needs some text to find; leave it out (or None) to read the page"


def settings_given(settings: Settings | None, changes: dict[str, Any]) -> Settings:
    """:meth:`Settings.given`, after refusing a ``settings=`` that is not a Settings at all."""
    if settings is not None and not isinstance(settings, Settings):
        raise UsageError(f"settings= takes a kotoba.Settings, not {shown(settings)}")
    return Settings.given(settings, **changes)


def check_call(url: object, start: object, find: object) -> None:
    """Refuse, as a UsageError at the call, what no read could use: the caller's mistake is not the web's."""
    if not isinstance(url, str):
        raise UsageError(f"the URL must be a string, not {shown(url)}")
    if start is not None and (isinstance(start, bool) or not isinstance(start, int)):
        raise UsageError(f"start must be a whole number of characters (or None), not {shown(start)}")
    if isinstance(start, int) and start < 0:
        raise UsageError(f"start must be 0 or more, not {start}")
    if find is not None and not isinstance(find, str):
        raise UsageError(f"find must be a string (or None), not {shown(find)}")
    if isinstance(find, str) and not find.strip():
        raise UsageError(BLANK_FIND)


def shown(value: object) -> str:
    """A value in a one-line message: its repr, cut short, and its type."""
    text = repr(value)
    return f"{text[:60]}…" if len(text) > 60 else f"{text} ({type(value).__name__})"
