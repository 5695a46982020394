"""Links that edit the page are the site's controls, not its text: MediaWiki's ``[edit]`` beside every
section's heading, a documentation theme's "Edit this page" (Docusaurus, MkDocs Material, Furo, all of which
link to the source file's edit view on GitHub or GitLab).

They are known by where they lead, whatever their words or language: a wiki's edit action (``action=edit``,
``veaction=edit``) or a forge's edit view of a file (``/edit/<branch>/<path>``, GitLab's ``/-/edit/``,
Gitea's ``/_edit/``). A link to a shared document's editor (``docs.google.com/…/edit``) names no branch
and path, and is a link like any other. An edit link inside a sentence ("you can edit this guide on
GitHub, where every change is reviewed") is a word of it and stays. The brackets a wiki sets around the link
go with it; left behind, MediaWiki's heading and ``[edit]`` together read as a line of links, and the rule
pass dropped the section's heading with them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from types import ModuleType
from typing import Any

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel
from kotoba.web.extract.rules import BLOCK_TAGS
from kotoba.web.extract.tags import drop, in_a_sentence

# Where an edit link leads: a wiki's edit action, or a forge's edit view of one file on one branch.
EDIT_HREF = re.compile(
    r"[?&](?:ve)?action=(?:edit|editsource|submit)(?:&|#|$)|[?&]mode=edit(?:&|#|$)"
    r"|/(?:-/|_)?edit/[^/?#]+/[^?#]",
    re.IGNORECASE,
)
# What a wrapper may hold beside the link and still go with it: the brackets and bars set around it.
_AROUND = re.compile(r"[\s\[\]()|·•]*")
# The addresses of the links that may edit the page, found by libxml2 (most pages have none), then read;
# asked of the attribute values rather than of the links, a third less.
# mirrored by _kernel.pyx: from here (kernel.attributes_holding finds the same)
_MAY_EDIT = etree.XPath("/descendant::a/@href[contains(., 'edit')]")


def _may_edit_here(root: Element) -> list[tuple[Element, str]]:
    """:func:`_may_edit` by XPath (the reference the compiled scan is held to)."""
    return [(href.getparent(), href) for href in _MAY_EDIT(root)]


# mirrored by _kernel.pyx: to here


def drop_edit_links(root: Element) -> None:
    """Drop the links in ``root`` that edit the page, each with the wrapper that holds only it and its
    brackets, unless it is a word of a sentence."""
    for link, _ in _may_edit(root):
        if link.getparent() is None or not EDIT_HREF.search(link.get("href") or ""):
            continue
        if in_a_sentence(link):
            continue
        drop(_wrapped(link))


def _may_edit(root: Element) -> list[tuple[Element, str]]:
    """The document's links whose address holds "edit", with the address, in document order (found by the
    compiled kernel where it is built and current: :mod:`kotoba.web.extract.kernel`)."""
    compiled = _compiled_may_edit()
    found = None if compiled is None else compiled(root, "a", "href", "edit")
    return _may_edit_here(root) if found is None else found


@kernel.compiled
def _compiled_may_edit(built: ModuleType) -> Callable[[Element, str | None, str, str], list[Any] | None]:
    """The compiled :func:`_may_edit_here` (``_kernel.attributes_holding``)."""
    holding: Callable[[Element, str | None, str, str], list[Any] | None] = built.attributes_holding
    return holding


def _wrapped(link: Element) -> Element:
    """The largest inline element around ``link`` whose other text is only brackets or bars (MediaWiki's
    ``<span class="mw-editsection">[<a>edit</a>]</span>``), or the link itself."""
    words = "".join(link.itertext())
    el = link
    while (parent := el.getparent()) is not None and parent.tag not in BLOCK_TAGS:
        rest = "".join(parent.itertext()).replace(words, "", 1)
        if not _AROUND.fullmatch(rest):
            break
        el = parent
    return el
