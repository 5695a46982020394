"""Where a window of a page's Markdown may end: never inside a link, and inside a code block only when the
header says so.

A window cut inside ``[text](https://…`` hands the model half an address, which it would then pass back as
if the page had written it; one cut inside a fenced code block leaves a fence that never closes, and the
next window starts with code that reads as prose (a ``# comment`` as a heading). So the cut moves back to
before a link it would split, and before a code block that opens in the second half of the window (the
next window then starts with the whole block). A block that opens earlier — a listing longer than half a
window — is cut at a line break inside it, and :func:`open_fence` lets the header say that the window ends
inside a code block, and that the next one starts inside it.
"""

from __future__ import annotations

import re
from typing import NamedTuple

# A fence line: after the indentation or quote marks of the lists and quotes it sits in.
_FENCE = re.compile(r"^(?:> ?| )*(`{3,}|~{3,})([^\n]*)$", re.MULTILINE)
_LINK = re.compile(r"\[(?:[^\[\]\\\n]|\\.)*\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*\)")
# How far around a cut a link is looked for: longer links are not cut-safe anyway.
_LINK_REACH = 2000


class Fence(NamedTuple):
    """An open code block: where its opening line starts, and that line (```` ```python ````)."""

    start: int
    line: str


def open_fence(text: str, at: int) -> Fence | None:
    """The code block that is open at offset ``at`` of ``text`` (Markdown), or None."""
    opened: Fence | None = None
    marker = ""
    for match in _FENCE.finditer(text, 0, at):
        fence, info = match.group(1), match.group(2)
        if opened is None:
            if fence[0] == "`" and "`" in info:
                continue  # an inline code span at a line's start, not a fence
            opened, marker = Fence(match.start(), match.group(0).strip(" >")), fence
        elif fence[0] == marker[0] and len(fence) >= len(marker) and not info.strip():
            opened = None
    return opened


def _link_at(text: str, at: int) -> re.Match[str] | None:
    """The Markdown link that offset ``at`` falls strictly inside, if any."""
    for match in _LINK.finditer(text, max(0, at - _LINK_REACH), min(len(text), at + _LINK_REACH)):
        if match.start() < at < match.end():
            return match
        if match.start() >= at:
            return None
    return None


def link_start(text: str, at: int) -> int:
    """``at``, or the start of the link it would cut."""
    match = _link_at(text, at)
    return match.start() if match is not None else at


def link_end(text: str, at: int) -> int:
    """``at``, or the end of the link it would cut."""
    match = _link_at(text, at)
    return match.end() if match is not None else at


def safe_end(text: str, end: int, limit: int) -> int:
    """``end`` (a cut of ``text`` for a window of ``limit`` characters) moved back to before a link it would
    split, or to before a code block that opens in the window's second half."""
    half = limit // 2
    link = _link_at(text, end)
    if link is not None and link.start() >= half:
        end = link.start()
    fence = open_fence(text, end)
    if fence is not None and fence.start >= half:
        end = fence.start
    while end > 0 and text[end - 1].isspace():
        end -= 1
    return end
