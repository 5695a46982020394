"""A decoded page → a clean lxml tree for the extractor: parsed, repaired where lxml mis-nests, and cleared
of what a reader never sees, with the hidden text counted.

Parsing. libxml2's HTML parser is fast but predates HTML5's tree-building rules: an unclosed ``<div>`` inside
a ``<button>`` makes it ignore ``</button>``, and the rest of the page ends up inside the button (some
publishers' templates do this on every page). When a ``<button>`` or the ``<head>`` holds most of the page's
text, the page is parsed again by an HTML5 parser (selectolax's lexbor, a few milliseconds, only on those
pages) and its well-formed serialisation handed back to lxml.

Clearing. Scripts, styles, media and form controls go — but for a button that opens a disclosure
(``aria-expanded`` or ``aria-controls``) with a question or a title of a few words on it: an FAQ's question,
kept as the ``<summary>`` it stands for, so its answer does not come back naming nothing (a "Menu" or
"Search" toggle, one or two words, still goes). ``<noscript>`` goes too, unless it holds most of the
page's text: a forum that renders its posts for readers without JavaScript (Discourse) is an empty shell
around them. Text hidden from readers — the ``hidden`` attribute, ``aria-hidden="true"``, and inline styles
that hide (``display:none``, ``visibility:hidden``) or move text off-screen or into a zero-size box — is
dropped and its characters counted: hidden text is where prompt injections aimed at agents hide. Links
and dates side by side with nothing between them (buttons the stylesheet sets apart, a post's published and
updated dates) get a space between them. React's streamed fragments (``<div hidden id="S:0">``) are the
exception: the page's script moves them into place, so they are the page's content, not hidden text; so is
``hidden="until-found"``, a collapsed section (an accordion's answer) the browser opens for a search. So is
a hidden element that holds the page's ``<h1>`` and a quarter of its text or more: a shop that keeps its
product hidden until a script has run (a lock-down or deferred block) hides the page itself, and an
injection slipped into a page lacks the page's headline. Inline elements that touch where the stylesheet
sets them apart (:mod:`kotoba.web.extract.apart`) get a space too. Links that edit the page (a wiki's
``[edit]``, a documentation theme's "Edit this page") go (:mod:`kotoba.web.extract.edits`), and so do forum
posts' signatures (:mod:`kotoba.web.extract.signatures`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from types import ModuleType

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel
from kotoba.web.extract.apart import set_apart, set_apart_spoken
from kotoba.web.extract.css import hidden_selectors, hides
from kotoba.web.extract.edits import drop_edit_links
from kotoba.web.extract.images import Surroundings, meaningful
from kotoba.web.extract.rules import DROP_TAGS
from kotoba.web.extract.signatures import drop_signatures
from kotoba.web.extract.tags import drop, drop_tags

# A <button> or <head> holding this share of the page's text is a parse that went wrong.
MISNESTED_SHARE = 0.3
# <noscript> holding more than this share of the page's text is the page itself, not a fallback notice.
NOSCRIPT_PAGE_SHARE = 0.5
# A hidden element holding the page's <h1> and at least this share of its text is the page awaiting a script
# (such elements hold a quarter to four fifths of their pages; a hidden dialog with an <h1>, a fiftieth).
HIDDEN_PAGE_SHARE = 0.25
# A disclosure button's title shorter than this is a control's label ("Menu", "Close"), not a question.
DISCLOSURE_MIN_CHARS = 12

_XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>")
_SPACES = re.compile(r"\s+")
# Of every element of the document (``/descendant::*``, not ``//*``: the same elements, without libxml2
# first listing every node and then their children) the attributes that may hide it; :func:`is_hidden`
# decides, so aria-hidden's value is not compared here, where the comparison costs a fifth of the scan. Asked
# as three paths to attributes, a quarter cheaper than a predicate of three tests on every element; their
# union is in document order, an element's attributes one after another (see :func:`_maybe_hidden`). And
# the elements inside a <body> that a stylesheet rule may name, as their attributes: no element object is
# made for the thousands that the rule does not name.
# mirrored by _kernel.pyx: from here (kernel.elements_with and kernel.worded_images find the same elements)
_HIDING = ("style", "hidden", "aria-hidden")
_MAYBE_HIDING = etree.XPath(" | ".join(f"/descendant::*/@{name}" for name in _HIDING))
_WORDED_IMAGES = etree.XPath("/descendant::img[string-length(normalize-space(@alt)) > 2]")
# mirrored by _kernel.pyx: to here
_CLASSES = etree.XPath("/descendant::body/descendant::*/@class")  # values that know their element
_IDS = etree.XPath("/descendant::body/descendant::*/@id")
_ZERO_SIZE = re.compile(r"(?:^|[;\s])(?:width|height|max-height)\s*:\s*0(?:px)?\s*(?:;|$|!)", re.IGNORECASE)
_OVERFLOW_HIDDEN = re.compile(r"overflow\s*:\s*hidden", re.IGNORECASE)
_CODE = ("script", "style", "template")
# Markup nested deeper than this is flattened: the containers below an element at this depth give up their
# tags and keep their text and other elements. Pages whose closing tags are missing nest a little deeper with
# every post or line (a forum thread of 400 posts each opening a <div> it never closes): libxml2 left
# everything below 256 levels out, and the extractor's walks stopped where Python's recursion ran out, so
# such a page came back cut at its 252nd post, with nothing saying so. Such a page is parsed again to 2,048
# levels (``huge_tree``; the reader's byte cap bounds what it reads) and the walks get this many. Below them
# every element gives up its tag (a bold word's, a link's too: nested 2,000 deep they ran the walks out of
# recursion just the same), the blocks' line breaks kept. A page nesting deeper than 2,048 levels is read
# again with the nesting tags taken out of its markup (:data:`_NESTING_TAG`), so that its text is all read.
KEPT_DEPTH = 160
_BELOW_KEPT = etree.XPath("/*" + "/*" * KEPT_DEPTH)
_TOO_DEEP: Element = etree.Element("too-deep")  # (what a parse stopped at libxml2's depth bound returns)
# (the containers that nest: a page nesting past 2,048 levels is read without their tags, each leaving a line
# break as a block's would)
_FLATTENED = ("div", "span", "font", "section", "article", "center", "blockquote", "ul", "ol", "dl", "table")
# (the inline elements, whose tags go below the kept depth without a line break)
_INLINE = frozenset(
    {"a", "b", "i", "em", "strong", "u", "s", "small", "big", "sub", "sup", "mark", "q", "cite", "abbr"}
    | {"code", "label", "tt", "nobr", "time", "font", "span"}
)
_NESTING_TAG = re.compile(
    r"</?(?:" + "|".join(sorted(set(_FLATTENED) | _INLINE, key=len, reverse=True)) + r")\b[^<>]{0,2000}>",
    re.IGNORECASE,
)
# (the last resort for a page that still nests past 2,048 levels: every tag but those whose text is no page's)
_ANY_BODY_TAG = re.compile(
    r"<(?!/?(?:script|style|template|title|head|html|body|meta)\b)/?[a-zA-Z][^<>]{0,2000}>"
)
# A subtree's text, its pieces run together, read in C: what "".join(el.itertext()) reads, in half the time
# on the hidden elements of the shippable pages (a hidden menu holds hundreds of pieces)
_TEXT = etree.XPath("string()", smart_strings=False)
_KEPT_IMAGE = "kotoba-image"  # a kept image's tag while the others are stripped
_TOUCHING = frozenset(("a", "time"))
_STREAMED = re.compile(r"S:\d+$")  # React's streamed Suspense fragments
# Links with nothing between them (``<a class="button">Apply</a><a class="button">Download</a>``): the page's
# stylesheet sets them apart as buttons; read as text they would run into one word ("ApplyDownload"). So do
# dates: a post's ``<time class="published">`` and ``<time class="updated">`` side by side, which a theme's
# stylesheet sets apart or hides, read "December 20, 2024September 26, 2025". Links and dates that touch the
# next one (set apart by a space), and the page's tag links (HTML's rel="tag": "gives a tag that applies to
# the current document"), found in one walk of the tree (:func:`_mended_links`).


def parse_html(html: str) -> Element | None:
    """Parse a decoded page into plain lxml elements, or None when there is nothing to parse.

    Plain ``etree`` elements, not ``lxml.html``'s: the HTML element classes cost a Python-level lookup for
    every node touched, a fifth of the extractor's time. Comments and processing instructions are dropped by
    the parser. lxml refuses a ``str`` that still carries an XML encoding declaration (XHTML pages), so
    that goes first, since the text is already decoded.
    """
    html = _XML_DECLARATION.sub("", html, count=1)
    if "\x00" in html:
        html = html.replace("\x00", "")
    root = _lxml_parse(html)
    if root is not None and _misnested(root):  # measured without scripts: JSON in the <head> is no text
        repaired = _html5_serialised(html)
        if repaired is not None:
            fixed = _lxml_parse(repaired)
            root = fixed if fixed is not None else root
    return root


def _lxml_parse(html: str) -> Element | None:
    # handed over as UTF-8, which libxml2 reads as it is: a str reaches it in the string's own width (two or
    # four bytes a character once a page holds a curly quote) and is converted first, a tenth slower. An
    # ASCII str is handed over as UTF-8 already, without the copy. A page still opening with an XML
    # declaration (one that _XML_DECLARATION could not take off: it never closes) goes as the str, which
    # lxml refuses when it names an encoding, as it always has
    data: str | bytes = html
    encoding = None
    if not html.isascii() and not html.startswith("<?xml"):
        try:
            data, encoding = _utf8(html), "utf-8"
        except UnicodeEncodeError:  # a lone surrogate, which UTF-8 cannot hold: lxml takes the str as it is
            pass
    root = _parsed(data, encoding, huge=False)
    if root is _TOO_DEEP:  # (libxml2 stops at 256 levels and keeps what it read)
        root = _deep_parsed(html, data, encoding)
    del data  # the page's UTF-8 copy, not held while the tree is read
    if root is None or root is _TOO_DEEP or not len(root):
        return None
    _mark_hidden_by_sheet(root)  # before the <style> elements go
    etree.strip_elements(root, *_CODE, with_tail=False)
    return root


def _utf8(html: str) -> bytes:
    """``html.encode("utf-8")``, by the compiled kernel where it is built and current and the page is a
    string of two-byte characters (most pages that are not ASCII: CPython's encoder costs a thirtieth of the
    extraction there, looking at each character apart)."""
    compiled = _compiled_utf8()
    encoded = None if compiled is None else compiled(html)
    return html.encode("utf-8") if encoded is None else encoded


@kernel.compiled
def _compiled_utf8(built: ModuleType) -> Callable[[str], bytes | None]:
    """The compiled encoder (``_kernel.utf8``)."""
    encode: Callable[[str], bytes | None] = built.utf8
    return encode


def _deep_parsed(html: str, data: str | bytes, encoding: str | None) -> Element | None:
    """A page too deep for libxml2's 256 levels, read again to 2,048 (``huge_tree``); past those, read once
    more without the tags that nest (:data:`_NESTING_TAG`), and past those again without any tag of the
    body (:data:`_ANY_BODY_TAG`). Whatever tree comes back is flattened below :data:`KEPT_DEPTH`."""
    root = _parsed(data, encoding, huge=True)
    for tags in (_NESTING_TAG, _ANY_BODY_TAG):
        if root is not _TOO_DEEP:
            break
        root = _parsed(tags.sub("\n", html), None, huge=True)
    if root is None or root is _TOO_DEEP:
        return root
    for deep in _BELOW_KEPT(root):
        _flatten(deep)
    return root


def _parsed(data: str | bytes, encoding: str | None, *, huge: bool) -> Element | None:
    """libxml2's tree of ``data``, None when it has none, or :data:`_TOO_DEEP` where it stopped at its depth
    bound (256 levels, or 2,048 for ``huge`` trees) and left the rest of the page out."""
    # (no table of the elements' ids: nothing asks libxml2 for an element by its id, and each id attribute
    # parsed or freed would cost a hash table's insertion or removal)
    parser = etree.HTMLParser(
        remove_comments=True,
        remove_pis=True,
        no_network=True,
        encoding=encoding,
        huge_tree=huge,
        collect_ids=False,
    )
    try:
        root = etree.fromstring(data, parser)
    except (etree.ParserError, etree.XMLSyntaxError, ValueError):
        return None
    last = parser.error_log.last_error
    if last is not None and last.type == etree.ErrorTypes.ERR_RESOURCE_LIMIT:
        return _TOO_DEEP
    return root


def _flatten(top: Element) -> None:
    """Take the tags of every element below ``top`` off, their text kept, a line break kept where each block
    began and ended (an inline element's words run on: :data:`_INLINE`)."""
    tags = set()
    for el in top.iter():
        if el is not top and isinstance(el.tag, str):
            tags.add(el.tag)
            if el.tag not in _INLINE:
                el.text = "\n" + (el.text or "")
                el.tail = "\n" + (el.tail or "")
    if tags:
        etree.strip_tags(top, *tags)


def _misnested(root: Element) -> bool:
    """Whether a ``<button>`` or the ``<head>`` swallowed the page: libxml2's mis-nesting, not the page's."""
    suspects = [el for el in root.iter("button", "head") if len(el)]
    if not suspects:
        return False
    swallowed = max(_text_chars(el) for el in suspects)
    return swallowed > 200 and swallowed > MISNESTED_SHARE * _text_chars(root)


def _html5_serialised(html: str) -> str | None:
    """The page as an HTML5 parser builds it, serialised; None without selectolax or when it fails."""
    try:
        from selectolax.lexbor import LexborHTMLParser
    except ImportError:
        return None
    try:
        return str(LexborHTMLParser(html).html or "") or None
    except Exception:  # a parser failure leaves lxml's tree, which is still a page
        return None


def _text_chars(el: Element) -> int:
    return sum(len(piece.strip()) for piece in el.itertext("*", with_tail=False) if piece)


def clear(root: Element) -> int:
    """Remove what is never article text; return the characters of hidden text removed.

    Scripts and styles go before anything is measured, so that the noscript decision compares text a reader
    would see.
    """
    etree.strip_elements(root, *_CODE, with_tail=False)
    fallback = sum(map(_text_chars, root.iter("noscript")))
    if fallback > 200 and fallback > NOSCRIPT_PAGE_SHARE * _text_chars(root):
        etree.strip_tags(root, "noscript")  # the page rendered for readers without JavaScript
    for button in root.iter("button"):
        if _discloses(button):
            button.tag = "summary"  # a disclosure's title, as <details><summary> writes it
    # the images whose alt says something are set apart, and the rest (most: no alt, an icon, a logo) go in
    # the same C call as the scripts, without a Python object made for each
    around = Surroundings()  # the text around the images, read once while the tree stands as it is
    kept = [img for img in _worded_images(root) if meaningful(img, around)]
    for img in kept:
        img.tag = _KEPT_IMAGE
    etree.strip_elements(root, *DROP_TAGS, "img", with_tail=False)
    etree.strip_tags(root, "picture")
    for img in kept:
        img.tag = "img"
    hidden = 0
    for el in reversed(_maybe_hidden(root)):  # inner first: text hidden twice is counted once
        if is_hidden(el):
            # measured only for the rare hidden element holding an <h1>, against what is left of the page
            if el.find(".//h1") is not None and _text_chars(el) >= HIDDEN_PAGE_SHARE * _text_chars(root):
                continue  # the page itself, revealed by its script
            hidden += len(_SPACES.sub(" ", _TEXT(el)).strip())
            drop(el)
    tags = []
    for link in _mended_links(root):
        if link.tag == "a" and "tag" in str(link.get("rel")).lower().split():
            tags.append(link)
        elif link.tail is None and _touches(link):
            link.tail = " "  # two links or dates side by side are two things, not one word
    drop_tags(tags)
    drop_edit_links(root)
    drop_signatures(root)
    set_apart(root)
    set_apart_spoken(root)
    return hidden


def _worded_images(root: Element) -> list[Element]:
    """The document's images whose ``alt`` says more than two characters, in document order (found by the
    compiled kernel where it is built and current: :mod:`kotoba.web.extract.kernel`)."""
    compiled = _compiled_images()
    found = None if compiled is None else compiled(root)
    return _WORDED_IMAGES(root) if found is None else found


@kernel.compiled
def _compiled_images(built: ModuleType) -> Callable[[Element], list[Element] | None]:
    """The compiled :data:`_WORDED_IMAGES` (``_kernel.worded_images``)."""
    images: Callable[[Element], list[Element] | None] = built.worded_images
    return images


def _maybe_hidden(root: Element) -> list[Element]:
    """The elements of the document that have an attribute that may hide them, in document order, each
    once (found by the compiled kernel where it is built and current)."""
    compiled = _compiled_hiding()
    return _maybe_hidden_here(root) if compiled is None else compiled(root, _HIDING)


@kernel.compiled
def _compiled_hiding(built: ModuleType) -> Callable[[Element, tuple[str, ...]], list[Element]]:
    """The compiled :func:`_maybe_hidden_here` (``_kernel.elements_with``)."""
    hiding: Callable[[Element, tuple[str, ...]], list[Element]] = built.elements_with
    return hiding


def _maybe_hidden_here(root: Element) -> list[Element]:
    """:func:`_maybe_hidden` by XPath (the reference the compiled scan is held to)."""
    found: list[Element] = []
    last = None
    for value in _MAYBE_HIDING(root):
        el = value.getparent()
        if el is not last:  # the next of the same element's attributes
            found.append(el)
            last = el
    return found


def _mended_links(root: Element) -> list[Element]:
    """The links and dates that touch the next link or date (no text between), and the tag links, in page
    order. Walked, not asked of XPath: ``following-sibling::node()[1]`` costs libxml2 as many steps as the
    element has siblings after it, so a page of 16,000 links side by side in one element took 25 s.
    (Compiled where the kernel is built and current: :mod:`kotoba.web.extract.kernel`.)"""
    compiled = _compiled_mended()
    found = None if compiled is None else compiled(root, _TOUCHING, "tag")
    return _mended_links_here(root) if found is None else found


@kernel.compiled
def _compiled_mended(built: ModuleType) -> Callable[[Element, frozenset[str], str], list[Element] | None]:
    """The compiled :func:`_mended_links_here` (``_kernel.touching_links``)."""
    mended: Callable[[Element, frozenset[str], str], list[Element] | None] = built.touching_links
    return mended


# mirrored by _kernel.pyx: from here (kernel.touching_links finds the same)
def _mended_links_here(root: Element) -> list[Element]:
    """:func:`_mended_links` in Python (the reference the compiled pass is held to)."""
    return [
        el
        for el in root.iter(*_TOUCHING)
        if (not el.tail and _touches(el)) or (el.tag == "a" and "tag" in (el.get("rel") or ""))
    ]


def _touches(el: Element) -> bool:
    """Whether the element right after ``el``, with no text between, is a link or a date."""
    following = el.getnext()
    return following is not None and following.tag in _TOUCHING


# mirrored by _kernel.pyx: to here


def _discloses(button: Element) -> bool:
    """Whether a ``<button>`` opens a disclosure and carries its title: a question, or a few words."""
    if button.get("aria-expanded") is None and not button.get("aria-controls"):
        return False
    words = _SPACES.sub(" ", "".join(button.itertext())).strip()
    return len(words) >= DISCLOSURE_MIN_CHARS and (words.endswith("?") or words.count(" ") >= 2)


def is_hidden(el: Element) -> bool:
    """Hidden from readers by attribute or inline style (React's streamed fragments excepted)."""
    hidden = el.get("hidden")
    if hidden is not None:
        # until-found: a collapsed section the browser opens for find-in-page (an accordion's answer), shown
        # to a reader who searches or clicks, as a <details> is
        return hidden.strip().lower() != "until-found" and _STREAMED.match(el.get("id") or "") is None
    if el.get("aria-hidden") == "true":
        return True
    style = el.get("style")
    if not style:
        return False
    if hides(style):
        return True
    return _ZERO_SIZE.search(style) is not None and _OVERFLOW_HIDDEN.search(style) is not None


def _mark_hidden_by_sheet(root: Element) -> None:
    """Give elements that the page's own stylesheet hides (by a class or id rule) the ``hidden`` attribute,
    so that they are dropped and counted with the rest of the hidden text (:mod:`kotoba.web.extract.css`)."""
    sheet = "".join(el.text or "" for el in root.iter("style"))
    if not sheet:
        return
    classes, ids = hidden_selectors(sheet)
    if not classes and not ids:
        return
    if ids:
        for value in _IDS(root):
            if value in ids:
                value.getparent().set("hidden", "")
    if classes:
        hiding: dict[str, bool] = {}  # per class attribute: a page repeats a few hundred over its elements
        for value in _CLASSES(root):
            hides = hiding.get(value)
            if hides is None:
                hides = hiding[value] = not classes.isdisjoint(value.split())
            if hides:
                value.getparent().set("hidden", "")
