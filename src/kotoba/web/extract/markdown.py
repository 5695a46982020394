"""kotoba's renderer of the kept elements as Markdown (CommonMark, with GFM tables): the page's shape.

It is fed exactly what the plain-text renderer (:mod:`kotoba.web.extract.text`) is fed — the chosen
element, the furniture and link lists to skip, the blocks judged prose — and keeps the same lines by the
same rules (:mod:`kotoba.web.extract.lines`), so the content is the same and only its form differs:

- headings at their real level; a line of page text that starts with ``#`` (a comment in a code block is
  inside a fence; one in prose is escaped) never reads as a heading;
- code blocks fenced, their whitespace exactly as on the page, the language where the markup names it;
- links inline, ``[text](url)``, resolved against the page's address: inline rather than numbered because
  a window of the page (the first 6,000 characters, or one from ``start``) then carries every address it
  shows, where numbered references would leave them in a list past the cut (the costs are measured by
  ``bench/structure.py``);
- tables as GFM tables, each row on one line, a cell holding only a link or wrapped in ``<p>`` kept in its
  cell, ``colspan`` and ``rowspan`` filled with empty cells, what the extractor skipped inside a cell left
  out (an emptied cell stays, empty); a table used for layout (holding tables, code or headings, a few rows
  of cells holding paragraphs or long text, or a single column: :mod:`kotoba.web.extract.tables`) is read
  as the blocks it holds;
- lists nested by indentation, block quotes, definition terms in bold, ``<details>`` summaries as lines;
- strong text as ``**bold**`` (a warning's "Note:", a key term: half a percent of the characters on the
  WCXB pages), italics as plain text (titles and foreign words more than meaning).

A table or code block is one unit: trimming and the removal of repeats keep or drop it whole, so neither is
ever cut open.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable, Iterator, Set
from dataclasses import dataclass, field
from types import ModuleType

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel
from kotoba.web.extract.fit import FIT
from kotoba.web.extract.inline import (
    Inline,
    code_fence,
    code_language,
    code_text,
    escape_start,
    heading,
    inline_of,
    names_line_numbers,
    resolve,
)
from kotoba.web.extract.lines import Line, trimmed, unlabelled, unrepeated
from kotoba.web.extract.rules import BLOCK_TAGS, HEADINGS, weighed_length
from kotoba.web.extract.tables import CELLS as _CELLS
from kotoba.web.extract.tables import is_layout, row_skipped, with_orphaned_headers
from kotoba.web.outcome import Link

__all__ = ["KEEP_ALL_BELOW", "Link", "Rendered", "render", "render_all"]

# Under this many characters of plain words the trimmed text is not trimmed: a thin page's every line may
# matter (the text renderer's bound, on the same words; a Chinese or Japanese character counts as a word's
# worth: rules.weighed_length).
KEEP_ALL_BELOW = 600
MAX_SPAN = 100  # colspan and rowspan beyond this are markup errors, not tables
_WORDS = re.compile(r"[^\w]+")
_CONTROLS = "".join(map(chr, [*range(0x09), *range(0x0B, 0x20), 0x7F]))
_CONTROL = re.compile(f"[{re.escape(_CONTROLS)}]")
_NOTHING: frozenset[Element] = frozenset()
_LISTS = frozenset(("ul", "ol", "menu"))
_LINKABLE = frozenset(("p", "h", "li"))


@dataclass(frozen=True)
class Rendered:
    """The Markdown text and the links it holds, in page order (each address once)."""

    text: str
    links: tuple[Link, ...] = ()


@dataclass
class _Unit:
    md: str
    plain: str
    prose: bool
    kind: str  # p, h, li, table, code
    sep: str  # what joins it to the unit before: a blank line (inside the containers it shares)
    tight: bool  # the next item of a list, joined by one line break to the unit just before it
    chain: tuple[int, ...]  # the lists' items and quotes it sits in
    lists: tuple[int, ...]  # the lists it sits in
    links: list[Link]


@dataclass
class _Container:
    marker: str  # "- ", "3. " for a list item; "> " for a quote
    serial: int  # which container this is: units compare these, never id(), which a freed one hands on
    started: bool = False


@dataclass
class _List:
    ordered: bool
    serial: int  # which list this is (as _Container.serial)
    number: int = 1


@dataclass
class _Writer:
    root: Element
    title_key: str
    skip: Set[Element]
    prose: Set[Element]
    base: str
    units: list[_Unit] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    containers: list[_Container] = field(default_factory=list)
    lists: list[_List] = field(default_factory=list)
    open_blocks: list[Element] = field(default_factory=list)
    pending: list[list[str]] = field(default_factory=list)  # block links not yet placed on a line
    opened: Iterator[int] = field(default_factory=itertools.count)  # serials of the lists and containers

    def __post_init__(self) -> None:
        self.line = Inline(self.base, self.skip)

    # --- walking ---------------------------------------------------------------------------------------
    def walk(self, el: Element) -> None:
        # the renderer's inner loop, once for every element of the article: each attribute of an element is
        # read once (every read copies it out of the tree) and nothing is called that has nothing to do
        tag = el.tag
        if isinstance(tag, str) and (el is self.root or el not in self.skip):
            classes = el.get("class")
            if not classes or not names_line_numbers(classes):  # line numbers are no text
                if tag in BLOCK_TAGS:
                    self.block(el, tag)
                elif not len(el) or not _holds_block(el):  # inline throughout
                    self.line.element(el)
                elif tag == "a":
                    self.block_link(el)
                else:
                    self.content(el)
        if el is not self.root:
            tail = el.tail
            if tail:
                self.line.text(tail)

    def content(self, el: Element) -> None:
        text = el.text
        if text:
            self.line.text(text)
        for child in el:
            self.walk(child)

    def block(self, el: Element, tag: str) -> None:
        if self.line.md:
            self.flush()
        level = HEADINGS.get(tag)
        if level is not None:
            md, plain, links = inline_of(el, self.base, self.skip)
            if level == 1 and self.title_key and _key(plain) in self.title_key:
                return
            text, marks = heading(level, md)  # after its marks, no start of the text reads as a block
            self.emit(text, plain, "h", links, el in self.prose, head=marks)
            return
        if tag == "pre":
            self.code(el)
            return
        if tag == "table" and self.table(el):
            return
        if tag == "dt":
            md, plain, links = inline_of(el, self.base, self.skip)
            self.emit(f"**{md}**" if md else md, plain, "p", links, el in self.prose)
            return
        if tag in _LISTS:
            self.lists.append(_List(tag == "ol", next(self.opened), _int(el.get("start"), 1)))
        elif tag == "li":
            self.containers.append(_Container(self.marker(el), next(self.opened)))
        elif tag == "blockquote":
            self.containers.append(_Container("> ", next(self.opened), started=True))
        self.open_blocks.append(el)
        units = self.units
        start = len(units)
        self.content(el)
        if self.line.md:
            self.flush()
        self.open_blocks.pop()
        if len(units) > start:
            self.spans.append((start, len(units)))
        if tag in _LISTS:
            self.lists.pop()
        elif tag == "li" or tag == "blockquote":
            self.containers.pop()

    def marker(self, li: Element) -> str:
        if not self.lists or not self.lists[-1].ordered:
            return "- "
        current = self.lists[-1]
        number = _int(li.get("value"), current.number)
        current.number = number + 1
        return f"{number}. "

    def block_link(self, a: Element) -> None:
        """A link wrapped around blocks (a teaser card): its address goes on the first line it holds."""
        url = resolve(a.get("href"), self.base)
        if url is None or self.pending:
            self.content(a)
            return
        self.pending.append([url])
        self.content(a)
        self.flush()
        self.pending.pop()

    # --- units ------------------------------------------------------------------------------------------
    def flush(self) -> None:
        if not self.line.md:
            return
        md, plain, links = self.line.take()
        if not plain:
            return
        kind = "li" if self.containers and not self.containers[-1].started else "p"
        prose = bool(self.open_blocks) and self.open_blocks[-1] in self.prose
        self.emit(escape_start(md), plain, kind, links, prose)

    def emit(self, md: str, plain: str, kind: str, links: list[Link], prose: bool, head: str = "") -> None:
        """Add a unit: ``md`` (after ``head``, a heading's marks) inside the open lists and quotes."""
        if not plain:
            return
        if self.pending and self.pending[-1] and kind in _LINKABLE and "](" not in md:
            url = self.pending[-1].pop()
            md = f"[{md}]({url})"
            links = [Link(url, plain), *links]
        containers = self.containers
        previous = self.units[-1] if self.units else None
        if not containers:  # most units: no list or quote around them
            text = head + md
            if kind == "p" or previous is None or not previous.chain:
                self.units.append(_Unit(text, plain, prose, kind, "\n\n", False, (), (), links))
                return
        chain = tuple(c.serial for c in containers)
        lists = tuple(item.serial for item in self.lists)
        opens_item = bool(containers) and not containers[-1].started
        first = "".join(self._first_prefix(c) for c in containers)
        text = first + head + md
        if "\n" in text:
            cont = _continuation(containers)
            lines = text.split("\n")
            text = lines[0] + "".join("\n" + (cont + line if line else cont.rstrip()) for line in lines[1:])
        shared = 0
        if previous is not None:
            while shared < min(len(chain), len(previous.chain)) and chain[shared] == previous.chain[shared]:
                shared += 1
        tight = (
            opens_item
            and previous is not None
            and kind not in ("table", "code")
            and previous.kind not in ("table", "code")
            and bool(previous.lists)
            and (lists[: len(previous.lists)] == previous.lists or previous.lists[: len(lists)] == lists)
        )
        if kind == "p" and opens_item:
            kind = "li"
        sep = "\n" + _continuation(containers[:shared]).rstrip() + "\n" if shared else "\n\n"
        self.units.append(_Unit(text, plain, prose, kind, sep, tight, chain, lists, links))

    @staticmethod
    def _first_prefix(container: _Container) -> str:
        if container.started:
            return " " * len(container.marker) if container.marker != "> " else "> "
        container.started = True
        return container.marker

    def code(self, pre: Element) -> None:
        code = without_controls(code_text(pre))
        if not code.strip():
            return
        fence = code_fence(code)
        md = f"{fence}{code_language(pre)}\n{code}\n{fence}"
        self.emit(md, " ".join(code.split()), "code", [], pre in self.prose)

    def table(self, table: Element) -> bool:
        """A data table as one GFM table unit; False for a layout table, to be read as blocks.

        A cell draws what the extractor kept of it and nothing else: a skipped cell, or a skipped element
        inside one (a share bar, an ad, a menu), is left out as the plain-text renderer leaves it out, an
        emptied cell stays an empty cell so that the columns stay aligned, and a row left with no words is
        not drawn (nor is a table left with none)."""
        if is_layout(table):
            return False
        skip = self.skip
        rows = [tr for tr in table.iter("tr") if any(cell.tag in _CELLS for cell in tr)]
        drawn = []  # the rows not skipped, as the plain-text renderer draws them
        grid: list[list[tuple[str, str]]] = []
        links: list[Link] = []
        carried: dict[int, int] = {}  # column → rows a rowspan still covers
        for tr in rows:
            row: list[tuple[str, str]] = []
            row_links: list[Link] = []
            words = False
            for cell in tr:
                if cell.tag not in _CELLS:
                    continue
                while carried.get(len(row), 0) > 0:
                    carried[len(row)] -= 1
                    row.append(("", ""))
                if cell in skip:
                    md = plain = ""
                else:
                    md, plain, cell_links = inline_of(cell, self.base, skip)
                    row_links.extend(cell_links)
                    words = words or bool(plain)
                span = min(MAX_SPAN, max(1, _int(cell.get("colspan"), 1)))
                down = min(MAX_SPAN, max(1, _int(cell.get("rowspan"), 1)))
                for extra in range(span):
                    if down > 1:
                        carried[len(row)] = down - 1
                    row.append((md.replace("|", "\\|"), plain) if extra == 0 else ("", ""))
            while carried.get(len(row), 0) > 0:
                carried[len(row)] -= 1
                row.append(("", ""))
            if words and not row_skipped(tr, table, skip):
                drawn.append(tr)
                grid.append(row)
                links.extend(row_links)
        width = max((len(row) for row in grid), default=0)
        if width < 2:
            return False
        caption = table.find("caption")
        if caption is not None:
            md, plain, cap_links = inline_of(caption, self.base, self.skip)
            self.emit(escape_start(md), plain, "p", cap_links, False)
        lines = []
        for n, row in enumerate(grid):
            row = row + [("", "")] * (width - len(row))
            lines.append("| " + " | ".join(md for md, _ in row) + " |")
            if n == 0:
                lines.append("|" + "---|" * width)
        plain = "\n".join(" | ".join(p for _, p in row if p) for row in grid)
        prose = table in self.prose or any(tr in self.prose for tr in drawn)
        self.emit("\n".join(lines), plain, "table", links, prose)
        return True


def render(
    root: Element,
    title: str,
    *,
    skip: Set[Element] = _NOTHING,
    prose: Set[Element] = _NOTHING,
    trim: bool = True,
    unlabel: bool = False,
    min_repeat: float = FIT.min_repeat,
    base_url: str = "",
) -> Rendered:
    """``root`` as Markdown without the ``skip`` elements; with ``trim``, cut of the non-prose units at both
    ends (``prose``: the blocks judged prose), or with ``unlabel`` alone, of its label lines ("Read more", a
    date alone) only. An ``h1`` repeating ``title`` is left out, and so is a block of at least ``min_repeat``
    characters that repeats an earlier one. Links resolve against ``base_url``.
    """
    skip = with_orphaned_headers(root, skip)  # a heading row over values all left out names nothing
    writer = _Writer(root, _key(title), skip, prose, base_url)
    try:
        writer.walk(root)
    except RecursionError:  # absurdly deep markup: keep what was rendered so far
        pass
    writer.flush()
    units = writer.units
    lines = [
        Line(u.plain, u.prose, u.kind in ("li", "table"), _level(u), u.kind == "code", u.kind == "table")
        for u in units
    ]
    indices = unrepeated(lines, writer.spans, min_repeat)
    if trim or unlabel:
        kept = trimmed(lines, indices) if trim else unlabelled(lines, indices)
        size = -1  # the trimmed lines' length, joined by line breaks: read only until it reaches the bound
        for i in kept:
            size += weighed_length(lines[i].plain) + 1
            if size >= KEEP_ALL_BELOW:
                break
        if size < KEEP_ALL_BELOW:
            kept = indices
    else:
        kept = indices
    return _joined(units, kept)


def render_all(root: Element, base_url: str = "") -> Rendered:
    """Every block of ``root``, nothing skipped or trimmed: a whole page, or a fragment."""
    return render(root, "", trim=False, min_repeat=math.inf, base_url=base_url)


def _joined(units: list[_Unit], kept: list[int]) -> Rendered:
    out: list[str] = []
    orphan = ""  # the indentation of a list item whose first line was left out
    shown: set[int] = set()  # the outermost lists' items and quotes some line of which was shown
    links: dict[str, Link] = {}
    previous = -2
    for i in kept:
        unit = units[i]
        if previous != i - 1 and unit.md.startswith(" ") and unit.chain[:1] and unit.chain[0] not in shown:
            # the list item this unit went on with was left out (a headline trimmed): without its marker,
            # the indentation of this unit and the next ones in that item would read as a code block (a
            # line left out inside an item whose marker was shown, a poster's facts, leaves it as it is)
            orphan = unit.md[: len(unit.md) - len(unit.md.lstrip(" "))]
        elif orphan and not unit.md.startswith(orphan):
            orphan = ""
        if out:
            sep = "\n" if unit.tight and previous == i - 1 else unit.sep
            # and the quote mark between two of its paragraphs ("   >") goes without it too
            out.append(_dedented(sep, orphan) if orphan else sep)
        out.append(_dedented(unit.md, orphan) if orphan else unit.md)
        shown.update(unit.chain[:1])
        for link in unit.links:
            links.setdefault(link.url, link)
        previous = i
    return Rendered(without_controls("".join(out)), tuple(links.values()))


def without_controls(text: str) -> str:
    """``text`` without the control characters :data:`_CONTROL` finds (most text holds none: it is then
    looked through once, compiled where the kernel is built and current, and not copied)."""
    controlled = _compiled_controls()
    if controlled is not None and not controlled(text):
        return text
    return _CONTROL.sub("", text)


@kernel.compiled
def _compiled_controls(built: ModuleType) -> Callable[[str], bool]:
    """Whether a text holds any of :data:`_CONTROL`'s characters (``_kernel.AnyOf``)."""
    controlled: Callable[[str], bool] = built.AnyOf(_CONTROLS)
    return controlled


def _dedented(text: str, indent: str) -> str:
    """``text`` without ``indent`` on its lines (its blank lines may lack it)."""
    lines = text.split("\n")
    return "\n".join(line[len(indent) :] if line.startswith(indent) else line.lstrip(" ") for line in lines)


def _continuation(containers: list[_Container]) -> str:
    """The indentation (and quote marks) of a unit's lines after its first."""
    return "".join("> " if c.marker == "> " else " " * len(c.marker) for c in containers)


def _level(unit: _Unit) -> int:
    """A heading unit's level (its ``#`` marks), 0 for any other unit."""
    return len(unit.md) - len(unit.md.lstrip("#")) if unit.kind == "h" else 0


# Descendants of an inline element looked at one by one before the question goes to lxml (see _holds_block).
_LOOKED_AT = 64


def _holds_block(el: Element) -> bool:
    """Whether any element inside ``el`` is a block. The first :data:`_LOOKED_AT` descendants are looked at
    here, where an inline element's few (a link's emphasis, a line break) cost a microsecond; lxml's search
    for any of the forty-odd block tags builds its matcher anew at each call, 7 microseconds however small
    the subtree, so it is asked only of a bigger one."""
    seen = 0
    for inner in itertools.islice(el.iterdescendants(), _LOOKED_AT):
        if inner.tag in BLOCK_TAGS:
            return True
        seen += 1
    return seen == _LOOKED_AT and next(el.iterdescendants(*BLOCK_TAGS), None) is not None


def _int(value: str | None, default: int) -> int:
    try:
        return int((value or "").strip()) if value else default
    except ValueError:
        return default


def _key(text: str) -> str:
    return " ".join(_WORDS.split(text.lower())).strip()


# The syntax render() writes, for unmarked(): images and links (their text kept), code fences, heading and
# quote marks, list bullets, table pipes and rules, strong marks, backslash escapes.
_IMAGE = re.compile(r"!\[([^\]\n]*)\]\([^)\n]*\)")
_LINK = re.compile(r"\[((?:\\.|[^\]\\\n])*)\]\([^)\n]*\)")
_FENCE = re.compile(r"^ *(?:```|~~~)[^\n]*$", re.M)
_LINE_MARK = re.compile(r"^ *(?:#{1,6} +|(?:> ?)+|[-*+] +|\d+[.)] +)", re.M)
_TABLE_RULE = re.compile(r"^\|?(?: *:?-{3,}:? *\|)+ *:?-*:? *$", re.M)
_PIPE = re.compile(r" *\| *")
_STRONG = re.compile(r"\*\*|__")
_ESCAPE = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|<>&~])")


def unmarked(markdown: str) -> str:
    """The words of ``markdown`` as :func:`render` writes it, without its syntax: what the verdicts judge.

    A wall's or a block page's judge weighs how much prose a page has beside its notice; link targets,
    fences and pipes are no prose, and counted as such they would turn a short 'page not found' into an
    article. Cheap (a few regex passes over text already capped by the fetch), and lossy on purpose.
    """
    text = _IMAGE.sub(r"\1", markdown)
    text = _LINK.sub(r"\1", text)
    text = _FENCE.sub("", text)
    text = _TABLE_RULE.sub("", text)
    text = _LINE_MARK.sub("", text)
    text = _PIPE.sub(" ", text)
    text = _STRONG.sub("", text)
    return _ESCAPE.sub(r"\1", text).strip()
