"""Inline elements that touch, with no space between them, but that a browser shows apart.

A shop lays out a product's facts as ``<span>Number of Pages</span><span>240 Pages</span>``, a listing its
cards' maker and name as ``<span>Gregory</span><span>Paragon 68 Pack</span>``: its stylesheet makes each
span a cell or a line of its own, and read without the stylesheet they run into one word ("Number of
Pages240 Pages", "GregoryParagon"). Yet a word is split across inline tags too: ``<b>K</b>otoba``, a
drop cap, a letter styled apart. What tells them apart is where the next element's text starts: a
capital letter or a digit right after a letter or digit starts a new word far more often than it goes on
with one, and a currency sign always does (a shop's "Regular price" label for screen readers, touching
"£89.00"). On the WCXB and Zyte dev pages, of two touching inline elements whose words the pages' truth
holds, 543 such boundaries are written apart there and 2 together ("DataFeedWatch"), while a lowercase
letter after a letter or digit is the same word more often than not (8 apart, 12 together) and is left as it
is. The same formatting tag twice in a row is an editor's one run of bold or italics split in two
(``<strong>AC</strong><strong>TUARIAL</strong>``), never set apart.

Code keeps every character as written (``<span class="mi">1</span><span class="n">j</span>``), and a
superscript or subscript belongs to what it follows (``x<sup>2</sup>``, a footnote's mark): neither is
touched. Links and dates side by side are set apart whatever their letters (:mod:`kotoba.web.extract.
parse`).
"""

from __future__ import annotations

import unicodedata

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.rules import BLOCK_TAGS

# The inline elements a page sets apart by its stylesheet (read in one walk of the tree, with no Python object
# made for the rest; an XPath asking for each element's next node costs as many steps as it has siblings,
# which a list of 30,000 questions makes quadratic).
INLINE_TAGS = (
    "span a label em strong b i u s font small big time abbr cite mark q var dfn data output".split()
)
# Blocks are set apart by the renderers already; a superscript or subscript belongs to what it follows.
_NOT_INLINE = BLOCK_TAGS | {"sup", "sub"}
# Code, whose every character is as written.
_CODE = ("pre", "code", "kbd", "samp", "textarea")
_TEXT = etree.XPath("string()", smart_strings=False)
# Formatting that an editor splits where it pleases: the same tag twice in a row is one run of text.
_FORMATTING = frozenset("b strong i em u s mark font big small".split())


def set_apart(root: Element) -> None:
    """Give a space after each inline element whose next element's text starts a new word right after its
    own last letter or digit (a capital or a digit), as the page's stylesheet sets them apart."""
    for el in root.iter(*INLINE_TAGS):
        if el.tail is not None:
            continue  # text between: the page's own spacing
        following = el.getnext()
        if following is None or following.tag in _NOT_INLINE or not isinstance(following.tag, str):
            continue
        tag = el.tag
        if tag == following.tag and tag in _FORMATTING:
            continue  # an editor's one run of bold split in two: "<strong>AC</strong><strong>TUARIAL"
        after = next((piece for piece in following.itertext() if piece), "")[:1]  # read no further
        if not (after.isupper() or after.isdigit() or _is_currency(after)) or not _TEXT(el)[-1:].isalnum():
            continue
        if next(el.iterancestors(*_CODE), None) is None:
            el.tail = " "


def _is_currency(char: str) -> bool:
    """Whether ``char`` is a currency sign, which starts an amount ("Regular price" then "£89.00": a shop's
    label for screen readers, touching the price it names), never the rest of a word."""
    return bool(char) and unicodedata.category(char) == "Sc"
