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
    |(?:^|[;{\s])(?:left|top|text-indent|margin-left)\s*:\s*-(?:9{3,}|\d{4,})(?:\.\d+)?(?:px|em|rem)?
    |font-size\s*:\s*0(?:px|em|rem|%)?\s*(?:[;}!]|$)""",
    re.IGNORECASE | re.VERBOSE,
)

# The first thousands of characters of a stylesheet carry its rules for the page's own markup; a framework's
# 300 KB sheet is read to this bound only, so no page costs more than this to judge.
MAX_CSS_CHARS = 200_000

# Rules judged at most, and words one of which a hiding declaration holds (checked before the regex).
MAX_RULES = 20_000
_KEYS = ("none", "hidden", "font-size", "left", "top", "indent")

# What every match of HIDING_STYLE holds, found from its colon: the value that hides, after the property's
# last letter (or a space). Searching for it costs a tenth of HIDING_STYLE, whose case-blind alternatives
# have no literal to skip to, and one rule in twenty holds it, so the full regex runs on those only.
# Written with the letters HIDING_STYLE's case-blindness also accepts (İ and ı for i), so that it never
# misses what HIDING_STYLE would find.
_MAYBE_HIDING = re.compile(
    r""":(?:(?<=[yY\s]:)\s*(?:[nN][oO][nN][eE]|[hH][iI\u0130\u0131][dD][dD][eE][nN])  # display, visibility
    |(?<=[tTpP\s]:)\s*-\d{3}  # left, top, text-indent, margin-left
    |(?<=[eE\s]:)\s*0(?:[pP][xX]|[eE][mM]|[rR][eE][mM]|%)?\s*(?:[;}!]|$))  # font-size""",
    re.VERBOSE,
)


def hides(style: str) -> bool:
    """Whether an inline style or a rule's declarations hide text (:data:`HIDING_STYLE`), the quick check
    first: most style attributes set colours and sizes, and are spared the full regex."""
    return _MAYBE_HIDING.search(style) is not None and HIDING_STYLE.search(style) is not None


_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
_SIMPLE = re.compile(r"(?:[a-zA-Z][a-zA-Z0-9]*)?([.#])(-?[_a-zA-Z][\w-]*)")


def hidden_selectors(css: str) -> tuple[frozenset[str], frozenset[str]]:
    """(classes, ids) that a top-level rule of ``css`` hides with ``display:none`` or the like."""
    css = css[:MAX_CSS_CHARS]
    if "/*" in css:
        css = _COMMENT.sub("", css)
    classes: set[str] = set()
    ids: set[str] = set()
    depth = 0  # rules are cut at "}" (in C); a piece's "{" count tells how deep the next one starts
    for piece in css.split("}")[:MAX_RULES]:
        opens = piece.count("{")
        if opens != 1:  # a rule (one "{") leaves the depth as it was
            depth = max(0, depth + opens - 1)
        elif depth == 0 and _MAYBE_HIDING.search(piece) is not None:  # a top-level rule: not in @media
            selectors, _, body = piece.partition("{")
            lowered = body.lower()
            if any(key in lowered for key in _KEYS) and HIDING_STYLE.search(body) is not None:
                for selector in selectors.rsplit(";", 1)[-1].split(","):  # past an "@import …;"
                    simple = _SIMPLE.fullmatch(selector.strip())
                    if simple is not None:
                        (classes if simple.group(1) == "." else ids).add(simple.group(2))
    return frozenset(classes), frozenset(ids)
