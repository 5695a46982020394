"""What hides text from readers in a page's styles: inline style values, and the classes and ids that the
page's own stylesheet hides, so that text hidden by a class is dropped like inline-hidden text.

``<p class="x">`` with ``.x{display:none}`` in a ``<style>`` is as invisible to a reader as
``style="display:none"``, and is the easier way to slip instructions to an agent past a reader. Only what
applies to every reader counts: a rule inside ``@media`` (a layout for some screens), ``@supports`` or any
other at-rule block is left alone, and only simple selectors (``.x``, ``#x``, ``tag.x``) are read. Screen
reader text (``.sr-only``: clipped to one pixel) is not hidden by these rules and stays.
"""

from __future__ import annotations

import re

# Inline styles and stylesheet rules that hide text from every reader, or move it where none can see it.
HIDING_STYLE = re.compile(
    r"""display\s*:\s*none|visibility\s*:\s*hidden
    |(?:^|[;\s])(?:left|top|text-indent|margin-left)\s*:\s*-(?:9{3,}|\d{4,})(?:\.\d+)?(?:px|em|rem)?
    |font-size\s*:\s*0(?:px|em|rem|%)?\s*(?:;|$|!)""",
    re.IGNORECASE | re.VERBOSE,
)

# The first thousands of characters of a stylesheet carry its rules for the page's own markup; a framework's
# 300 KB sheet is read to this bound only, so no page costs more than this to judge.
MAX_CSS_CHARS = 200_000

_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_TOKEN = re.compile(r"[@{};]")
_SIMPLE = re.compile(r"(?:[a-zA-Z][a-zA-Z0-9]*)?([.#])(-?[_a-zA-Z][\w-]*)")


def hidden_selectors(css: str) -> tuple[frozenset[str], frozenset[str]]:
    """(classes, ids) that a top-level rule of ``css`` hides with ``display:none`` or the like."""
    css = _COMMENT.sub("", css[:MAX_CSS_CHARS])
    classes: set[str] = set()
    ids: set[str] = set()
    for rule in _top_level(css).split("}"):  # linear: a regex over a rule list backtracks on big sheets
        selectors, brace, body = rule.partition("{")
        if not brace or HIDING_STYLE.search(body) is None:
            continue
        for selector in selectors.split(","):
            simple = _SIMPLE.fullmatch(selector.strip())
            if simple is not None:
                (classes if simple.group(1) == "." else ids).add(simple.group(2))
    return frozenset(classes), frozenset(ids)


def _top_level(css: str) -> str:
    """``css`` without its at-rule blocks (``@media … { … }`` and the like), braces matched by depth."""
    kept: list[str] = []
    depth = 0
    skipping = False  # inside an at-rule (its prelude or its block)
    start = 0
    for token in _TOKEN.finditer(css):
        ch, at = token.group(), token.start()
        if ch == "@":
            if not skipping and depth == 0:
                kept.append(css[start:at])
                skipping = True
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
            if skipping and depth == 0:
                skipping = False
                start = at + 1
        elif skipping and depth == 0:  # ";" ends a block-less at-rule: @import …; @charset …;
            skipping = False
            start = at + 1
    if not skipping:
        kept.append(css[start:])
    return "".join(kept)
