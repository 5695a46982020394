"""Windows of a page's whole text: the first cut at the cap, the next window from ``start``, and the
excerpts around a phrase (``find``). Pure functions of a :class:`PageRead` that holds its ``full_text``.

Offsets are character offsets into the whole extracted text, the same numbers the model is told in the
header ("characters 6,000–12,000 of 23,410") and passes back as ``start``, so a page is read whole by
following the offsets it is given, without fetching it again.

``find`` matches a phrase ignoring case and spacing: its words must occur in order, separated by any run
of whitespace (a line break in the page between two words of the phrase still matches). It searches from
``start`` to the end of the whole text, so "not found" covers every character from there on.
"""

from __future__ import annotations

import dataclasses
import re

from kotoba.web.cuts import link_end, link_start, open_fence, safe_end
from kotoba.web.outcome import Excerpt, PageRead

FIND_CONTEXT = 300
"""Characters of text kept on each side of an occurrence."""
MAX_MATCHES = 1000
"""Occurrences counted at most; a phrase found more often than this is reported as "at least"."""
MAX_PHRASE = 500
"""The longest phrase searched for; a longer one is cut here."""
_SPACE = re.compile(r"\s")


def cap_text(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, at a line or word break when one is near the end, and
    never inside a Markdown link or before a code block that opens late in the window (``kotoba.web.cuts``).

    The result is always a prefix of ``text``, so a window's end offset is its start plus its length.
    """
    if len(text) <= limit:
        return text
    cut = text[:limit]
    for sep in ("\n", " "):
        at = cut.rfind(sep)
        if at >= limit * 0.9:
            cut = cut[:at].rstrip()
            break
    end = safe_end(text, len(cut), limit)
    return text[:end] if end > 0 else cut


def inside_code(text: str, at: int) -> bool:
    """Whether offset ``at`` of ``text`` falls inside a fenced code block."""
    return open_fence(text, at) is not None


def whole_text(page: PageRead) -> str:
    """The page's whole extracted text (a page built without ``full_text`` has only its window)."""
    return page.full_text or page.text


def window(page: PageRead, start: int, limit: int) -> PageRead:
    """The window of up to ``limit`` characters that begins at ``start`` (past the end: an empty one)."""
    full = whole_text(page)
    start = min(max(0, start), len(full))
    text = cap_text(full[start:], limit)
    truncated = len(full) - start - len(text)
    end = start + len(text)
    return dataclasses.replace(
        page,
        start=start,
        text=text,
        truncated_chars=truncated,
        thin=page.thin and start == 0 and not truncated,
        starts_in_code=start > 0 and inside_code(full, start),
        ends_in_code=truncated > 0 and inside_code(full, end),
        find=None,
        matches=(),
        excerpts=(),
    )


def phrase_pattern(phrase: str) -> re.Pattern[str] | None:
    """The regular expression for ``phrase``: its words in order, any whitespace between, any case."""
    words = phrase[:MAX_PHRASE].split()
    if not words:
        return None
    return re.compile(r"\s+".join(re.escape(word) for word in words), re.IGNORECASE)


def find_in(page: PageRead, phrase: str, limit: int, *, start: int = 0) -> PageRead:
    """The occurrences of ``phrase`` from ``start`` on, and excerpts around them within ``limit`` characters.

    Excerpts that would overlap are merged. The first excerpt is always returned (cut to ``limit``); later
    ones only while the total stays within ``limit``. ``matches`` lists every occurrence (up to
    :data:`MAX_MATCHES`), so the model can read around the others with ``start``.
    """
    full = whole_text(page)
    start = min(max(0, start), len(full))
    pattern = phrase_pattern(phrase)
    spans: list[tuple[int, int]] = []
    if pattern is not None:
        for match in pattern.finditer(full, start):
            spans.append((match.start(), match.end()))
            if len(spans) >= MAX_MATCHES:
                break
    excerpts: list[Excerpt] = []
    used = 0
    for at, until in spans:
        lo, hi = _around(full, at, until)
        merged = bool(excerpts) and lo <= excerpts[-1].end  # overlaps the previous one: extend it
        base = used
        if merged:
            lo, base = excerpts[-1].start, used - len(excerpts[-1].text)
        if len(excerpts) > merged and base + (hi - lo) > limit:
            break
        if merged:
            excerpts.pop()
        hi = min(hi, lo + limit)
        excerpts.append(_excerpt(full, lo, hi))
        used = base + hi - lo
    return dataclasses.replace(
        page,
        start=start,
        text="\n…\n".join(excerpt.text for excerpt in excerpts),
        truncated_chars=0,
        thin=False,
        starts_in_code=False,
        ends_in_code=False,
        find=" ".join(phrase[:MAX_PHRASE].split()),
        matches=tuple(at for at, _ in spans),
        excerpts=tuple(excerpts),
    )


def _excerpt(full: str, lo: int, hi: int) -> Excerpt:
    """``full[lo:hi]``, and whether it starts or ends inside a code block (a page's plain text that holds no
    fence is never inside one)."""
    opened = open_fence(full, lo) if lo > 0 else None
    ends = hi < len(full) and inside_code(full, hi)
    code_from = opened.start if opened is not None else None
    return Excerpt(start=lo, end=hi, text=full[lo:hi], code_from=code_from, ends_in_code=ends)


def _around(full: str, at: int, until: int) -> tuple[int, int]:
    """The span of ``FIND_CONTEXT`` characters either side of ``full[at:until]``, widened to whole words and
    whole Markdown links (an excerpt never hands over half an address)."""
    lo = max(0, at - FIND_CONTEXT)
    hi = min(len(full), until + FIND_CONTEXT)
    if lo > 0:
        space = _SPACE.search(full, lo, at)
        lo = space.end() if space else lo
    if hi < len(full):
        spaces = [m.start() for m in _SPACE.finditer(full, until, hi)]
        hi = spaces[-1] if spaces else hi
    return link_start(full, lo), link_end(full, hi)
