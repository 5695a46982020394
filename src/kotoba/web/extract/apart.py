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

Text for screen readers alone (the ``sr-only``, ``visually-hidden``, ``screen-reader-text`` class families,
which a stylesheet clips to nothing) is a phrase of its own: a screen reader says it apart, and a sighted
reader sees an icon in its place. Read without the stylesheet it touches the words around it, whatever their
case: a forum's post icon labelled "Post" runs into the "by" after it ("Postby marta_k"). So it is set
apart on both sides (:func:`set_apart_spoken`), after the outermost inline element it ends and before the
outermost one it starts (the link around the icon), so that the space falls outside the link.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Callable
from types import ModuleType

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel
from kotoba.web.extract.rules import BLOCK_TAGS, class_words

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
    for el, following in _touching(root):
        after = next((piece for piece in following.itertext() if piece), "")[:1]  # read no further
        if not (after.isupper() or after.isdigit() or _is_currency(after)) or not _TEXT(el)[-1:].isalnum():
            continue
        if next(el.iterancestors(*_CODE), None) is None:
            el.tail = " "


def _touching(root: Element) -> list[tuple[Element, Element]]:
    """The inline elements with no tail (no text between: else the page's own spacing) and the inline
    element right after each, in document order, but for an editor's one run of bold split in two
    (``<strong>AC</strong><strong>TUARIAL``); found by the compiled kernel where it is built and current
    (:mod:`kotoba.web.extract.kernel`). Found before any space is set: a space set after one element changes
    neither its own nor any other's test."""
    compiled = _compiled_touching()
    found = None if compiled is None else compiled(root, INLINE_TAGS, _NOT_INLINE, _FORMATTING)
    return _touching_here(root) if found is None else found


@kernel.compiled
def _compiled_touching(built: ModuleType) -> Callable[..., list[tuple[Element, Element]] | None]:
    """The compiled :func:`_touching_here` (``_kernel.touching_inline``)."""
    touching: Callable[..., list[tuple[Element, Element]] | None] = built.touching_inline
    return touching


# mirrored by _kernel.pyx: from here (kernel.touching_inline and kernel.classes_holding find the same)
def _touching_here(root: Element) -> list[tuple[Element, Element]]:
    """:func:`_touching` in Python (the reference the compiled pass is held to)."""
    found = []
    for el in root.iter(*INLINE_TAGS):
        if el.tail is not None:
            continue
        following = el.getnext()
        if following is None or following.tag in _NOT_INLINE or not isinstance(following.tag, str):
            continue
        tag = el.tag
        if tag == following.tag and tag in _FORMATTING:
            continue
        found.append((el, following))
    return found


def _maybe_spoken_here(root: Element) -> list[Element]:
    """:func:`_maybe_spoken` in Python (the reference the compiled pass is held to)."""
    found = []
    for el in root.iter(*INLINE_TAGS):
        classes = el.get("class")
        if classes and any(hint in classes for hint in _SPOKEN_HINTS):
            found.append(el)
    return found


# What a class naming text for screen readers alone holds (sr-only, visually-hidden, screen-reader-text,
# element-invisible).
_SPOKEN_HINTS = ("sr", "isually", "creen", "nvisible")
# mirrored by _kernel.pyx: to here


# The words of a class token naming text for screen readers alone, each set whole (``sr-only``,
# ``sr-only-focusable``, ``visually-hidden``, ``govuk-visually-hidden``, ``screen-reader-text``, Drupal's
# ``element-invisible``, Foundation's ``show-for-sr``), or one word (``visuallyhidden``, ``screenreader``).
SPOKEN_CLASS_WORDS = (
    frozenset(("sr", "only")),
    frozenset(("show", "sr")),
    frozenset(("visually", "hidden")),
    frozenset(("screen", "reader")),
    frozenset(("element", "invisible")),
    frozenset(("visuallyhidden",)),
    frozenset(("screenreader",)),
)


def set_apart_spoken(root: Element) -> None:
    """Give a space before and after each element of text for screen readers alone (:func:`spoken_only`)
    where it touches a letter or digit on that side (after: past the inline elements it ends)."""
    for el in _maybe_spoken(root):
        if not spoken_only(str(el.get("class"))):
            continue
        text = _TEXT(el)
        if not text.strip() or next(el.iterancestors(*_CODE), None) is not None:
            continue
        if text[-1:].isalnum():
            _space_after(el)
        if text[:1].isalnum():
            _space_before(el)


def _maybe_spoken(root: Element) -> list[Element]:
    """The inline elements whose class may name text for screen readers alone (each is then judged by its
    class's words: :func:`spoken_only`), in document order: those holding "sr", "isually", "creen" or
    "nvisible" (sr-only, visually-hidden, screen-reader-text, element-invisible).

    lxml's walk picks the inline elements in C and each one's class is read in Python: libxml2's XPath
    asking the same of every element copied each class out once a hint, and cost a seventh of a page's
    whole extraction. The list is made before any text is changed. (Compiled where the kernel is built and
    current: :mod:`kotoba.web.extract.kernel`.)"""
    compiled = _compiled_spoken()
    found = None if compiled is None else compiled(root, INLINE_TAGS, _SPOKEN_HINTS)
    return _maybe_spoken_here(root) if found is None else found


@kernel.compiled
def _compiled_spoken(built: ModuleType) -> Callable[..., list[Element] | None]:
    """The compiled :func:`_maybe_spoken_here` (``_kernel.classes_holding``)."""
    spoken: Callable[..., list[Element] | None] = built.classes_holding
    return spoken


def _space_before(el: Element) -> None:
    """A space after the text right before ``el`` where that text ends with a letter or digit: before the
    outermost inline element ``el`` starts (the link around the label, as :func:`set_apart_spoken` ends
    one), its previous sibling's tail, or else its parent's own text."""
    start = el
    while start.getprevious() is None:
        parent = start.getparent()
        if parent is None or parent.tag not in INLINE_TAGS or parent.text:
            break
        start = parent
    before = start.getprevious()
    if before is not None:
        if (before.tail or "")[-1:].isalnum():
            before.tail = f"{before.tail} "
        return
    parent = start.getparent()
    if parent is not None and (parent.text or "")[-1:].isalnum():
        parent.text = f"{parent.text} "


def _space_after(el: Element) -> None:
    """A space before the text right after ``el`` where that text starts with a letter or digit: after the
    outermost inline element ``el`` ends (the link around the label), as :func:`_space_before` does on the
    other side."""
    end = el
    while end.tail is None and end.getnext() is None:
        parent = end.getparent()
        if parent is None or parent.tag not in INLINE_TAGS:
            break
        end = parent
    if _starts_a_word(end):
        end.tail = " " + (end.tail or "")


def _starts_a_word(end: Element) -> bool:
    """Whether what follows ``end`` in its block starts with a letter or digit: its tail, or else the text of
    the inline element after it."""
    if end.tail:
        return bool(end.tail[:1].isalnum())
    following = end.getnext()
    if following is None or not isinstance(following.tag, str) or following.tag in _NOT_INLINE:
        return False
    return next((piece for piece in following.itertext() if piece), "")[:1].isalnum()


@functools.lru_cache(maxsize=1024)
def spoken_only(classes: str) -> bool:
    """Whether a class attribute names text for screen readers alone (:data:`SPOKEN_CLASS_WORDS`); a token
    that says "not" names the opposite (Tailwind's ``not-sr-only``, ``md:not-sr-only``: shown again)."""
    for token in classes.split():
        words = class_words(token)
        if "not" in words:
            continue
        if any(family <= words for family in SPOKEN_CLASS_WORDS):
            return True
    return False


def _is_currency(char: str) -> bool:
    """Whether ``char`` is a currency sign, which starts an amount ("Regular price" then "£89.00": a shop's
    label for screen readers, touching the price it names), never the rest of a word."""
    return bool(char) and unicodedata.category(char) == "Sc"
