"""What a table is for: data (a grid of values, drawn as a table) or layout (a page's columns, read as the
blocks it holds).

The Markdown renderer draws a data table as a GFM table and reads a layout table as the blocks inside it;
the rule pass keeps the link cells of a data table's rows (a product's or a function's name) that it would
drop as link lists anywhere else. Both ask this module, so that they agree on which table is which.
"""

from __future__ import annotations

from collections.abc import Iterable, Set

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

CELLS = frozenset(("td", "th"))
# A table holding any of these is a page's layout: a grid of values holds no nested table, code block,
# heading or quotation.
LAYOUT_INSIDE = ("table", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote")


# A table of at most this many rows whose cell holds blocks (two paragraphs, a paragraph and a list) or
# long text is a page's columns set side by side (the story beside the menu): a grid of values has rows.
LAYOUT_MAX_ROWS = 3
LONG_CELL = 500  # characters (spaces collapsed): a story's paragraphs, not a value
_OWN_ROWS = etree.XPath("./tr | ./*/tr")
_HOLDS_BLOCKS = etree.XPath(
    "boolean((./tr/td | ./tr/th | ./*/tr/td | ./*/tr/th)"
    "[count(p | div | ul | ol | dl | section | article | form) >= 2"
    " or string-length(normalize-space()) >= $long])"
)


def is_layout(table: Element) -> bool:
    """Whether ``table`` lays out a page rather than holding data: ``role="presentation"``, holding what no
    grid of values holds (a nested table, code, a heading, a quotation), or a few rows whose cells hold
    blocks or long text."""
    if table.get("role") == "presentation":
        return True
    if next(table.iterdescendants(*LAYOUT_INSIDE), None) is not None:
        return True
    return len(_OWN_ROWS(table)) <= LAYOUT_MAX_ROWS and bool(_HOLDS_BLOCKS(table, long=LONG_CELL))


# A table's own cells: those of its rows, directly or under its thead, tbody and tfoot (not a nested table's).
_OWN_CELLS = etree.XPath("./tr/td | ./tr/th | ./*/tr/td | ./*/tr/th")


def layout_cells(body: Element, elements: Iterable[Element] | None = None) -> set[Element]:
    """The cells of every table in ``body`` that lays out a page: each is a block of its own (a column of the
    page: the story beside the menu), where a data table's row is one block. ``elements``: every element of
    ``body`` in document order, when the caller has them (the tables are picked from them, which costs a
    quarter of lxml's walk of the tree)."""
    cells: set[Element] = set()
    tables = body.iter("table") if elements is None else [el for el in elements if el.tag == "table"]
    for table in tables:
        if is_layout(table):
            cells.update(_OWN_CELLS(table))
    return cells


def table_of(cell: Element) -> Element | None:
    """The table a cell belongs to: its nearest ``<table>`` ancestor (None for a stray cell)."""
    return next(cell.iterancestors("table"), None)


def orphaned_headers(root: Element, skip: Set[Element]) -> set[Element]:
    """The header rows of every table in ``root`` whose data rows were all dropped (``skip``): a heading row
    left alone ("Day | High water | Low water") names columns of nothing and reads as if the table were
    empty, where the extractor judged the table's values no content. A table of header rows only is left
    as it is, and so is one with a data row kept."""
    if not skip:
        return set()
    orphans: set[Element] = set()
    for table in root.iter("table"):
        heads: list[Element] = []
        dropped = kept = False
        for tr in _OWN_ROWS(table):
            cells = [cell for cell in tr if cell.tag in CELLS]
            if not cells:
                continue
            if tr.getparent().tag == "thead" or all(cell.tag == "th" for cell in cells):
                heads.append(tr)
            elif _dropped(tr, table, cells, skip):
                dropped = True
            else:
                kept = True
                break
        if heads and dropped and not kept:
            orphans.update(heads)
    return orphans


def with_orphaned_headers(root: Element, skip: Set[Element]) -> Set[Element]:
    """``skip`` and the header rows it orphans (:func:`orphaned_headers`): what a renderer leaves out."""
    orphans = orphaned_headers(root, skip)
    return {*skip, *orphans} if orphans else skip


def _dropped(tr: Element, table: Element, cells: list[Element], skip: Set[Element]) -> bool:
    """Whether row ``tr`` of ``table`` is left out: :func:`row_skipped`, or every cell of it is."""
    return row_skipped(tr, table, skip) or all(cell in skip for cell in cells)


def row_skipped(tr: Element, table: Element, skip: Set[Element]) -> bool:
    """Whether ``tr``, or an element between it and its ``table`` (a ``tbody``), is in ``skip``: a row the
    learned extractor judged no content, or furniture inside a table."""
    el: Element | None = tr
    while el is not None and el is not table:
        if el in skip:
            return True
        el = el.getparent()
    return False
