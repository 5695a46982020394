"""A forum post's signature is its poster's, not the post's: it goes before the page is judged.

phpBB and vBulletin put each poster's signature under every post in a ``<div class="signature">``,
XenForo in an ``<aside class="message-signature">``, bbPress in ``bbp-signature``: the same line under each
of the poster's posts ("-- marta_k's garage log"), set apart in small type, which a reader skips. Its class
names it. Stack Exchange names its question's and answers' author cards ``post-signature`` ("asked Sep 16
… nick"), which tell who wrote the post: an element that holds a person's card (a class naming a user, an
author or an owner, or schema.org's ``itemprop="author"``) is no signature, and neither is one longer than a
signature is (the page's own content named so by a theme).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel
from kotoba.web.extract.rules import class_words
from kotoba.web.extract.tags import drop

# A signature is a line or two: more than this is a theme's name for something else.
SIGNATURE_MAX_CHARS = 400
_WORD = "signature"
# The class attributes that may name a signature, found by libxml2 (most pages have none): those holding
# "ignature", of which the loop keeps those that hold "signature" once an "S" is read as "s". Asked of the
# attribute values, with no string made per element by a translate(), it costs a quarter as much.
# mirrored by _kernel.pyx: from here (kernel.attributes_holding finds the same)
_MAY_SIGN = etree.XPath("/descendant::*/@class[contains(., 'ignature')]")


def _may_sign_here(root: Element) -> list[tuple[Element, str]]:
    """:func:`_may_sign` by XPath (the reference the compiled scan is held to)."""
    return [(classes.getparent(), classes) for classes in _MAY_SIGN(root)]


# mirrored by _kernel.pyx: to here
# Class words of a person's card inside a post's byline (Stack Exchange's user-info, user-details).
_CARD_WORDS = frozenset(("user", "username", "author", "owner", "profile"))
_TEXT = etree.XPath("string()", smart_strings=False)


def drop_signatures(root: Element) -> None:
    """Drop the forum signatures in ``root`` (see the module's docstring)."""
    for el, classes in _may_sign(root):
        if "signature" not in classes.replace("S", "s"):
            continue
        if el.getparent() is None or not _names_a_signature(el.get("class") or ""):
            continue
        if len(_TEXT(el).strip()) > SIGNATURE_MAX_CHARS or _holds_a_card(el):
            continue
        drop(el)


def _may_sign(root: Element) -> list[tuple[Element, str]]:
    """The document's elements whose class holds "ignature", with the class, in document order (found by the
    compiled kernel where it is built and current: :mod:`kotoba.web.extract.kernel`)."""
    compiled = _compiled_may_sign()
    found = None if compiled is None else compiled(root, None, "class", "ignature")
    return _may_sign_here(root) if found is None else found


@kernel.compiled
def _compiled_may_sign(built: ModuleType) -> Callable[[Element, str | None, str, str], list[Any] | None]:
    """The compiled :func:`_may_sign_here` (``_kernel.attributes_holding``)."""
    holding: Callable[[Element, str | None, str, str], list[Any] | None] = built.attributes_holding
    return holding


def _names_a_signature(classes: str) -> bool:
    """Whether a token of ``classes`` opens or ends with the word "signature" (``signature``,
    ``message-signature``, ``bbp-signature``), as the rules read furniture words."""
    for token in classes.split():
        words = sorted(class_words(token), key=token.lower().find)
        if words and _WORD in (words[0], words[-1]):
            return True
    return False


def _holds_a_card(el: Element) -> bool:
    """Whether ``el`` holds a person's card: an element whose class names a user, an author or an owner, or
    schema.org's author."""
    for inner in el.iterdescendants():
        if inner.get("itemprop") == "author":
            return True
        classes = inner.get("class")
        if classes and any(not _CARD_WORDS.isdisjoint(class_words(token)) for token in classes.split()):
            return True
    return False
