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

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

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
_MAY_EDIT = etree.XPath("/descendant::a/@href[contains(., 'edit')]")


def drop_edit_links(root: Element) -> None:
    """Drop the links in ``root`` that edit the page, each with the wrapper that holds only it and its
    brackets, unless it is a word of a sentence."""
    for href in _MAY_EDIT(root):
        link = href.getparent()
        if link.getparent() is None or not EDIT_HREF.search(link.get("href") or ""):
            continue
        if in_a_sentence(link):
            continue
        drop(_wrapped(link))


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
