"""HTML → article text: a pure function of the page, with no network.

The article body is found with readability-lxml when it is installed (the spec's choice); without it, a
simpler extraction of the page's visible text still works. The result keeps the structure the model needs:
headings, paragraphs and list items each on their own lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import lxml.html
from lxml.etree import ParserError

_BLOCKS = frozenset(
    "p div section article main header footer aside blockquote pre table tr ul ol dl dt dd figure "
    "figcaption form fieldset address details summary nav h1 h2 h3 h4 h5 h6 li br hr".split()
)
_SKIP = frozenset("script style noscript template svg canvas iframe object embed head button select".split())
_SPACES = re.compile(r"[ \t\r\f\v\u00a0]+")


@dataclass(frozen=True)
class Article:
    """The page's title and main text (plain text with one block per line, headings marked with #)."""

    title: str
    text: str


def extract_article(html: str, *, url: str | None = None, extractor: str = "auto") -> Article:
    """Extract the main article of ``html`` (already decoded to text)."""
    if not html.strip():
        return Article(title="", text="")
    if extractor != "readability":
        from kotoba.web.extract_core import extract

        found = extract(html)
        return Article(title=found.title, text=found.text)
    try:
        from readability import Document
    except ImportError:  # the spec's "if it is installed": fall back to the visible text
        return _visible_text_article(html)
    try:
        doc = Document(html, url=url)
        body = doc.summary(html_partial=True)
        title = _clean_title(doc.short_title() or doc.title() or "")
    except (ParserError, ValueError, TypeError):
        return _visible_text_article(html)
    return Article(title=title, text=html_to_text(body))


def _visible_text_article(html: str) -> Article:
    try:
        root = lxml.html.document_fromstring(html)
    except (ParserError, ValueError):
        return Article(title="", text="")
    title = _clean_title(root.findtext(".//title") or "")
    body = root.find("body")
    return Article(title=title, text=_element_text(body if body is not None else root))


def html_to_text(fragment: str) -> str:
    """Render an HTML fragment as readable plain text: blocks on their own lines, headings with #."""
    if not fragment.strip():
        return ""
    try:
        root = lxml.html.fragment_fromstring(fragment, create_parent="div")
    except (ParserError, ValueError):
        return ""
    return _element_text(root)


def _element_text(root: lxml.html.HtmlElement) -> str:
    lines: list[str] = []
    current: list[str] = []

    def flush() -> None:
        line = _SPACES.sub(" ", "".join(current)).strip()
        if line:
            lines.append(line)
        current.clear()

    def walk(el: lxml.html.HtmlElement) -> None:
        tag = el.tag if isinstance(el.tag, str) else ""
        if tag in _SKIP:
            if el.tail:
                current.append(el.tail)
            return
        block = tag in _BLOCKS
        if block:
            flush()
            if tag in ("h1", "h2", "h3", "h4", "h5", "h6"):
                current.append("#" * int(tag[1]) + " ")
            elif tag == "li":
                current.append("- ")
        if el.text:
            current.append(el.text)
        for child in el:
            walk(child)
        if block:
            flush()
        if el.tail:
            current.append(el.tail.replace("\n", " "))

    walk(root)
    flush()
    return "\n".join(line for line in lines if line not in ("-", "#"))


def _clean_title(title: str) -> str:
    return _SPACES.sub(" ", title).strip()
