"""The line that introduces a list ("Consider the following factors:"), kept with the list it introduces.

Such a line is short and often a link ("Use cases of Amazon Comprehend:", "For more context, read the
following:"), so by its own measures it looks like a link or a label, and the learned extractor drops it
even where it keeps the paragraph before it and the list after it: the list is then read without what it
lists. On the shippable pages scored by models that never saw their site (five folds by site), every such
line between a kept block and a kept list was in the ground truth, and none that the truth leaves out was
found in that place.

So a block the model drops is kept (:func:`with_lead_ins`) when its text ends with a colon, it is at most
:data:`MAX_CHARS` characters long, the block with text before it is kept, and the block with text after it
is kept and is an item of a list (``<li>``, ``<dt>``, ``<dd>``, or inside a ``<ul>``, ``<ol>`` or ``<dl>``
within :data:`LIST_DEPTH` elements).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

# A lead-in is a line, not a paragraph that happens to end with a colon.
MAX_CHARS = 150
# How far above the next block a list may start for that block to be one of its items.
LIST_DEPTH = 3
_ITEMS = frozenset(("li", "dt", "dd"))
_LISTS = frozenset(("ul", "ol", "dl"))


class _Block(Protocol):
    @property
    def element(self) -> Element: ...

    @property
    def text(self) -> str: ...


B = TypeVar("B", bound=_Block)


def with_lead_ins(blocks: Sequence[B], kept: list[B]) -> list[B]:
    """``kept`` (blocks of ``blocks``, in order) with the dropped lead-in lines between a kept block and a
    kept list (see the module's docstring), in page order."""
    if len(kept) < 2:
        return kept
    kept_ids = {id(block) for block in kept}
    worded = [i for i, block in enumerate(blocks) if block.text.strip()]
    added = set()
    for before, at, after in zip(worded, worded[1:], worded[2:], strict=False):
        block = blocks[at]
        if id(block) in kept_ids or id(blocks[before]) not in kept_ids or id(blocks[after]) not in kept_ids:
            continue
        text = block.text.strip()
        if len(text) <= MAX_CHARS and text.endswith(":") and _list_item(blocks[after].element):
            added.add(at)
    if not added:
        return kept
    return [block for i, block in enumerate(blocks) if id(block) in kept_ids or i in added]


def _list_item(el: Element) -> bool:
    """Whether ``el`` is an item of a list, or lies in one within :data:`LIST_DEPTH` elements."""
    if el.tag in _ITEMS:
        return True
    for depth, parent in enumerate(el.iterancestors()):
        if depth >= LIST_DEPTH:
            return False
        if parent.tag in _LISTS or parent.tag in _ITEMS:
            return True
    return False
