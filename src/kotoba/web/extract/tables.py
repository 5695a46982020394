"""What a table is for: data (a grid of values, drawn as a table) or layout (a page's columns, read as the
blocks it holds).

The Markdown renderer draws a data table as a GFM table and reads a layout table as the blocks inside it;
the rule pass keeps the link cells of a data table's rows (a product's or a function's name) that it would
drop as link lists anywhere else. Both ask this module, so that they agree on which table is which.
"""

from __future__ import annotations

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

CELLS = frozenset(("td", "th"))
# A table holding any of these is a page's layout: a grid of values holds no nested table, code block,
# heading or quotation.
LAYOUT_INSIDE = ("table", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote")


def is_layout(table: Element) -> bool:
    """Whether ``table`` lays out a page (``role="presentation"``, or holding what no grid of values holds)
    rather than holding data."""
    if table.get("role") == "presentation":
        return True
    return next(table.iterdescendants(*LAYOUT_INSIDE), None) is not None


def table_of(cell: Element) -> Element | None:
    """The table a cell belongs to: its nearest ``<table>`` ancestor (None for a stray cell)."""
    return next(cell.iterancestors("table"), None)
