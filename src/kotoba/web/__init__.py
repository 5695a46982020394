"""The read of one page, behind the guard: its face for the rest of kotoba.

::

    web/            page (the whole read), outcome (what it comes to), content (a body by its type),
                    cache, window (start/find), reader (the reader-proxy fallback)
    web/net/        the SSRF boundary, the part to audit: policy, resolve, transport, fetch, decode, media
    web/extract/    markup or bytes → article, pure: charset, parse, css, rules, core, text, fit, pdf
    web/verdict/    "is this the page asked for?": block pages
    web/browser/    Chromium behind the guard: the renderer and its pinning proxy

The outcome values load with this package (they import nothing); :class:`PageReader` and the functions
that read load the read path (httpx, lxml) on first use, so ``import kotoba`` stays light.
"""

from __future__ import annotations

import typing

from kotoba.web.outcome import Excerpt, FailureKind, PageRead, ReadFailed, ReadOutcome, outcome_json

if typing.TYPE_CHECKING:
    from kotoba.web.page import PageReader, classify, read_page

__all__ = [
    "Excerpt",
    "FailureKind",
    "PageRead",
    "PageReader",
    "ReadFailed",
    "ReadOutcome",
    "classify",
    "outcome_json",
    "read_page",
]

_READ_PATH = frozenset({"PageReader", "classify", "read_page"})


def __getattr__(name: str) -> typing.Any:
    """The read path's names load it on first use (see the module's docstring)."""
    if name in _READ_PATH:
        from kotoba.web import page

        return getattr(page, name)
    raise AttributeError(f"module 'kotoba.web' has no attribute {name!r}")
