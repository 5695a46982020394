"""kotoba's one renderer of an HTML tree as text: an article, a whole page and a fragment alike.

One block per line: headings with ``#``, list items with ``- ``, a table row as its cells joined by `` | ``,
preformatted text with its own lines. A long block that repeats an earlier one line for line is left out:
responsive layouts render their content once per screen size and show one copy. For an article, label lines
("Advertisement", a date alone) go; so do the lines before the first prose (headline, byline) and the credits
and prompts after the last ("Reporting by …").
"""

from __future__ import annotations

import math
import re
from collections.abc import Set

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.fit import FIT
from kotoba.web.extract.lines import Line, trimmed, unlabelled, unrepeated
from kotoba.web.extract.rules import BLOCK_TAGS, HEADINGS, weighed_length
from kotoba.web.extract.tables import CELLS as _CELLS
from kotoba.web.extract.tables import with_orphaned_headers

# Under this many characters the trimmed text is not trimmed: a thin page's every line may matter (a Chinese
# or Japanese character counts as a word's worth: rules.weighed_length).
KEEP_ALL_BELOW = 600
_SPACES = re.compile(r"[ \t\n\r\f\v\u00a0\u200b]+")
_WORDS = re.compile(r"[^\w]+")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")  # never text a reader sees; \n stays (\t is a space)
_NOTHING: frozenset[Element] = frozenset()
_LINE_BLOCKS = BLOCK_TAGS - _CELLS  # a cell is a block, but its row is the line


def render_all(root: Element) -> str:
    """Every block of ``root`` on its own line, nothing skipped or trimmed: a whole page, or a fragment."""
    return render(root, "", trim=False, min_repeat=math.inf)


def render(
    root: Element,
    title: str,
    *,
    skip: Set[Element] = _NOTHING,
    prose: Set[Element] = _NOTHING,
    trim: bool = True,
    unlabel: bool = False,
    min_repeat: float = FIT.min_repeat,
) -> str:
    """``root`` one block per line without the ``skip`` elements; with ``trim``, cut of the non-prose lines at
    both ends (``prose``: the blocks judged prose), or with ``unlabel`` alone, of its label lines only. An
    ``h1`` repeating ``title`` is left out, and so is a block of at least ``min_repeat`` characters that
    repeats an earlier one.
    """
    skip = with_orphaned_headers(root, skip)  # a heading row over values all left out names nothing
    lines: list[tuple[str, bool, bool]] = []  # (line, from a prose block, of a code block)
    spans: list[tuple[int, int]] = []  # the lines each block element rendered
    current: list[str] = []
    open_blocks: list[Element] = []
    title_key = _key(title)

    def flush() -> None:
        if not current:  # every block flushes as it opens and closes; most find nothing new
            return
        line = _SPACES.sub(" ", "".join(current)).strip()
        current.clear()
        if line and line not in ("-", "#"):
            lines.append((line, bool(open_blocks) and open_blocks[-1] in prose, False))

    add = current.append

    # el.text and el.tail are read once each: every read copies the text out of the tree into a new string
    def walk(el: Element) -> None:
        tag = el.tag
        if (el is not root and el in skip) or not isinstance(tag, str):  # furniture, or a comment
            tail = el.tail
            if tail:
                add(tail)
            return
        block = tag in _LINE_BLOCKS
        if not block and tag in _CELLS and "".join(current).strip():  # a table row is one line, cells apart
            add(" | ")
        if block:
            flush()
            level = HEADINGS.get(tag)
            if level is not None:
                if level == 1 and title_key and _key("".join(el.itertext())) in title_key:
                    tail = el.tail
                    if tail:
                        add(tail)
                    return
                add("#" * level + " ")
            elif tag == "li":
                add("- ")
            elif tag == "pre":  # code and verse keep their lines and indentation
                is_prose = el in prose
                for line in "".join(el.itertext()).strip("\n").splitlines():
                    if line.strip():
                        lines.append((_CONTROL.sub("", line.rstrip()), is_prose, True))
                tail = el.tail
                if tail:
                    add(tail)
                return
            open_blocks.append(el)
            start = len(lines)
        text = el.text
        if text:
            add(text)
        for child in el:
            walk(child)
        if block:
            flush()
            open_blocks.pop()
            if len(lines) > start:
                spans.append((start, len(lines)))
        tail = el.tail
        if tail:
            add(tail)

    try:
        walk(root)
    except RecursionError:  # absurdly deep markup: keep what was rendered so far
        pass
    # walk() calls itself through its closure: a cycle, which held the page's whole tree (and the lines)
    # alive past the call until the garbage collector came by; pointed elsewhere, it is freed at once
    walk = _walked
    flush()
    judged = [
        Line(line, prose, line.startswith("- ") or " | " in line, _level(line), code, _row(line, code))
        for line, prose, code in lines
    ]
    indices = unrepeated(judged, spans, min_repeat)
    text = ""
    if trim or unlabel:
        cut = trimmed(judged, indices) if trim else unlabelled(judged, indices)
        text = "\n".join(lines[i][0] for i in cut)
    # a short page is all signal: "Access denied" heads a block page
    if weighed_length(text) < KEEP_ALL_BELOW:
        text = "\n".join(lines[i][0] for i in indices)
    return _CONTROL.sub("", text)


def _walked(el: Element) -> None:
    """What a finished rendering's walk becomes: nothing (see :func:`render`)."""


def _row(line: str, code: bool) -> bool:
    """Whether a rendered line is a table's row (its cells joined by " | "), not a list item or code."""
    return not code and " | " in line and not line.startswith("- ")


def _level(line: str) -> int:
    """A heading line's level (the ``#`` marks this renderer writes before a space), 0 for any other line."""
    marks = len(line) - len(line.lstrip("#"))
    return marks if 0 < marks <= 6 and line[marks : marks + 1] == " " else 0


def _key(text: str) -> str:
    return " ".join(_WORDS.split(text.lower())).strip()
