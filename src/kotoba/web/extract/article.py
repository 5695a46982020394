"""HTML → article text: a pure function of the page, with no network.

Several extractors sit behind one call, chosen by name (``Settings.extractor``, ``KOTOBA_EXTRACTOR``):

``auto``
    The one the article-extraction benchmark shows best — today ``kotoba`` (``bench/extraction.py``
    measures it beside readability-lxml and trafilatura on the same pages). When it finds nothing on a
    page that has text, readability-lxml gets a second look.
``kotoba``
    kotoba's own extractor (:mod:`kotoba.web.extract.core`): one lxml parse, boilerplate rules kept as data
    (:mod:`kotoba.web.extract.rules`), block scoring in one pass. The most accurate and the fastest here.
``learned``
    kotoba's learned extractor (:mod:`kotoba.web.extract.learned`): the rule-based pass measures the page,
    and a model trained on labelled pages (``bench/learned/train.py``) decides which of its blocks are
    content. Like ``kotoba``, it renders what it keeps with kotoba's renderer.
``readability``
    readability-lxml, the extractor the spec names, rendered by :func:`html_to_text`. Without the library
    installed, ``kotoba`` stands in.
``text``
    All visible text of the body, nothing removed but scripts, styles and hidden text: for pages where
    choosing an article is wrong (a listing, a form).

Whatever the choice, the text keeps the structure the model needs: headings (marked with ``#``),
paragraphs and list items (``- ``) each on their own lines. Empty or unparsable HTML gives an empty
:class:`Article`, never an exception.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import lxml.html  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import ParserError  # type: ignore[import-untyped, unused-ignore]

from kotoba.settings import EXTRACTORS

MAX_TAG_CHARS = 16_384
_LONG_TAG = re.compile(rf"<([A-Za-z][A-Za-z0-9-]{{0,31}})\b[^<>]{{{MAX_TAG_CHARS},}}>")
_SPACES = re.compile(r"[ \t\n\r\f\v\u00a0]+")
_WORD = re.compile(r"[^\W_]")  # a letter or digit, in any script


@dataclass(frozen=True)
class Article:
    """The page's title and main text (plain text with one block per line, headings marked with #).

    ``hidden_chars`` counts the characters of text hidden from readers (``display:none``, ``hidden``,
    ``aria-hidden``, off-screen or zero-size) that were dropped from the page: the usual carrier of prompt
    injections aimed at agents, so the outcome says how much there was.
    """

    title: str
    text: str
    hidden_chars: int = 0


def extract_article(html: str, *, url: str | None = None, extractor: str = "auto") -> Article:
    """Extract the main article of ``html`` (already decoded to text) with the named extractor.

    ``url`` is the page's address, passed to extractors that resolve links with it. An unknown
    ``extractor`` name is a caller's mistake and raises ValueError naming the choices.
    """
    if extractor not in EXTRACTORS:
        raise ValueError(f"unknown extractor {extractor!r}; choose one of {', '.join(EXTRACTORS)}")
    if not html.strip():
        return Article(title="", text="")
    html = defuse(html)
    if extractor == "text":
        return _wordless_as_empty(_visible_text_article(html))
    if extractor == "readability":
        found = _readability_article(html, url)
        return _wordless_as_empty(found if found is not None else _kotoba_article(html))
    if extractor == "learned":
        return _wordless_as_empty(_learned_article(html))
    article = _wordless_as_empty(_kotoba_article(html))
    if extractor == "auto" and not article.text:
        second = _readability_article(html, url)
        if second is not None and _has_words(second.text):
            return Article(article.title or second.title, second.text, article.hidden_chars)
    return article


def _has_words(text: str) -> bool:
    return _WORD.search(text) is not None


def _wordless_as_empty(article: Article) -> Article:
    """An article whose text holds no letter or digit ("." or "•" left by a page drawn by scripts) is
    empty: passed on, it would be read as the page's content."""
    if article.text and not _has_words(article.text):
        return Article(article.title, "", article.hidden_chars)
    return article


def defuse(html: str) -> str:
    """``html`` with any start tag longer than :data:`MAX_TAG_CHARS` cut down to its bare name.

    libxml2 checks each attribute against every earlier one of its tag, so one tag with 50,000 attributes
    (540 KB) takes about 20 s to parse. No real tag comes near the bound, and text is never inside a tag.
    """
    if len(html) <= MAX_TAG_CHARS or not _has_long_run(html):
        return html
    return _LONG_TAG.sub(lambda m: f"<{m.group(1)}>", html)


def _has_long_run(html: str) -> bool:
    """Whether ``html`` may hold a run of :data:`MAX_TAG_CHARS` characters without ``<`` or ``>``.

    Such a run covers a whole aligned block of half its length, and a block is checked with two searches in
    C, which spares most pages the regex's walk over every tag.
    """
    block = MAX_TAG_CHARS // 2
    for start in range(0, len(html) - block + 1, block):
        end = start + block
        if html.find("<", start, end) == -1 and html.find(">", start, end) == -1:
            return True
    return False


def _kotoba_article(html: str) -> Article:
    from kotoba.web.extract.core import extract

    found = extract(html)
    return Article(title=found.title, text=found.text, hidden_chars=found.hidden_chars)


def _learned_article(html: str) -> Article:
    from kotoba.web.extract.learned import extract

    found = extract(html)
    return Article(title=found.title, text=found.text, hidden_chars=found.hidden_chars)


def _readability_article(html: str, url: str | None) -> Article | None:
    """readability-lxml's article, or None when the library is missing or fails on the page."""
    try:
        from readability import Document
    except ImportError:  # the spec's "if it is installed"
        return None
    try:
        doc = Document(html, url=url)
        body = doc.summary(html_partial=True)
        title = _clean_title(doc.short_title() or doc.title() or "")
    except Exception:
        return None
    if title == "[no-title]":  # readability's placeholder, not the page's
        title = ""
    return Article(title=title, text=html_to_text(body))


def _visible_text_article(html: str) -> Article:
    from kotoba.web.extract.parse import clear, parse_html
    from kotoba.web.extract.text import render_all

    root = parse_html(html)
    if root is None:
        return Article(title="", text="")
    title = _clean_title(root.findtext(".//title") or "")
    hidden = clear(root)
    body = root.find("body")
    return Article(title, render_all(body if body is not None else root), hidden)


def html_to_text(fragment: str) -> str:
    """Render an HTML fragment as readable plain text: blocks on their own lines, headings with #."""
    from kotoba.web.extract.parse import clear
    from kotoba.web.extract.text import render_all

    if not fragment.strip():
        return ""
    try:
        root = lxml.html.fragment_fromstring(fragment, create_parent="div")
    except (ParserError, ValueError, AssertionError):  # lxml asserts on a fragment with no body at all
        return ""
    clear(root)
    return render_all(root)


def _clean_title(title: str) -> str:
    return _SPACES.sub(" ", title).strip()
