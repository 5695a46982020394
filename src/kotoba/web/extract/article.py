"""HTML → article text: a pure function of the page, with no network.

Several extractors sit behind one call, chosen by name (``Settings.extractor``, ``KOTOBA_EXTRACTOR``):

``auto``
    The one the benchmarks show best out of sample — today ``learned``: scored by site on the shippable
    pages and on four research corpora it was never trained on, it is at least ``kotoba``'s equal on five of
    six and trails on one by 0.0004 F1 (the README's *The learned extractor*). When it keeps nothing of a
    page that has text, the rules alone (``kotoba``) get a second look, and readability-lxml a third.
``kotoba``
    kotoba's own extractor (:mod:`kotoba.web.extract.core`): one lxml parse, boilerplate rules kept as data
    (:mod:`kotoba.web.extract.rules`), block scoring in one pass. The most accurate and the fastest here.
``learned``
    kotoba's learned extractor (:mod:`kotoba.web.extract.learned`): the rule-based pass measures the page,
    and a model trained on labelled pages (``bench/learned/train.py``) decides which of its blocks are
    content. Like ``kotoba``, it renders what it keeps with kotoba's renderer.
``readability``
    readability-lxml, the extractor the spec names, rendered by :func:`html_to_markdown`. Without the library
    installed, ``kotoba`` stands in.
``text``
    All visible text of the body, nothing removed but scripts, styles and hidden text: for pages where
    choosing an article is wrong (a listing, a form).

Whatever the choice, the text is Markdown by default (``format="markdown"``,
:mod:`kotoba.web.extract.markdown`): headings at their level, fenced code, links, GFM tables, nested lists,
with the article's links listed beside it. ``format="text"`` gives plain text from the same elements
(:mod:`kotoba.web.extract.text`): headings marked with ``#``, paragraphs and list items (``- ``) each on
their own lines. Empty or unparsable HTML gives an empty :class:`Article`, never an exception.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

import lxml.html  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import ParserError  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.settings import EXTRACTORS, FORMATS
from kotoba.web.extract.collector import collector_held
from kotoba.web.extract.inline import has_words
from kotoba.web.extract.markdown import Rendered
from kotoba.web.outcome import Link

MAX_TAG_CHARS = 16_384
_LONG_TAG = re.compile(rf"<([A-Za-z][A-Za-z0-9-]{{0,31}})\b[^<>]{{{MAX_TAG_CHARS},}}>")
_SPACES = re.compile(r"[ \t\n\r\f\v\u00a0]+")


@dataclass(frozen=True)
class Article:
    """The page's title and main text (Markdown, or plain text with one block per line).

    ``hidden_chars`` counts the characters of text hidden from readers (``display:none``, ``hidden``,
    ``aria-hidden``, off-screen or zero-size) that were dropped from the page: the usual carrier of prompt
    injections aimed at agents, so the outcome says how much there was. ``links`` are the links the Markdown
    text holds, in page order, each address once (none in plain text). ``byline`` is who wrote the article
    and when, as the page shows them above it (:mod:`kotoba.web.extract.byline`), or "": page metadata like
    the title, kept out of ``text``. ``whole`` is the whole page's text where the page is small and ``text``
    only the part that is its own content (:mod:`kotoba.web.extract.small`), else "".
    """

    title: str
    text: str
    hidden_chars: int = 0
    links: tuple[Link, ...] = ()
    byline: str = ""
    whole: str = ""

    @property
    def judged(self) -> str:
        """The text the block-page and wall judges read: all of a small page's words (walls are small
        pages, and a wall's sentence may stand outside the element that looks like the page's content),
        else the article's."""
        return self.whole or self.text


def extract_article(
    html: str, *, url: str | None = None, extractor: str = "auto", format: str = "markdown"
) -> Article:
    """Extract the main article of ``html`` (already decoded to text) with the named extractor, as Markdown
    or plain text (``format``).

    ``url`` is the page's address, which links resolve against (unless the page names a ``<base href>``).
    An unknown ``extractor`` or ``format`` is a caller's mistake and raises ValueError naming the choices.
    """
    if extractor not in EXTRACTORS:
        raise ValueError(f"unknown extractor {extractor!r}; choose one of {', '.join(EXTRACTORS)}")
    if format not in FORMATS:
        raise ValueError(f"unknown format {format!r}; choose one of {', '.join(FORMATS)}")
    if not html.strip():
        return Article(title="", text="")
    with collector_held():  # its thousands of short-lived containers freed by their counts, not walked
        return _extracted(defuse(html), url or "", extractor, format == "markdown")


def _extracted(html: str, url: str, extractor: str, markdown: bool) -> Article:
    """:func:`extract_article` of a page with text, its choices checked."""
    if extractor == "text":
        return _wordless_as_empty(_visible_text_article(html, url, markdown))
    if extractor == "readability":
        found = _readability_article(html, url, markdown)
        return _wordless_as_empty(found if found is not None else _kotoba_article(html, url, markdown))
    if extractor == "kotoba":
        return _wordless_as_empty(_kotoba_article(html, url, markdown))
    article = _wordless_as_empty(_learned_article(html, url, markdown))
    if extractor == "learned" or article.text:
        return article
    # auto, on a page whose blocks the model all drops (a service's one question under its cookie banner):
    # the rules read it, and readability-lxml only after them, since it may find no more than the banner
    rules = _wordless_as_empty(_kotoba_article(html, url, markdown))
    if rules.text:
        return rules
    second = _readability_article(html, url, markdown)
    if second is not None and has_words(second.text):
        return Article(article.title or second.title, second.text, article.hidden_chars, second.links)
    return article


def _wordless_as_empty(article: Article) -> Article:
    """An article whose text holds no letter or digit ("." or "•" left by a page drawn by scripts) is
    empty: passed on, it would be read as the page's content."""
    if article.text and not has_words(article.text):
        return Article(article.title, "", article.hidden_chars)  # no links, no byline: there is no text
    return article


def defuse(html: str) -> str:
    """``html`` with any start tag longer than :data:`MAX_TAG_CHARS` cut down to its bare name.

    libxml2 checks each attribute against every earlier one of its tag, so one tag with 50,000 attributes
    (540 KB) takes about 20 s to parse. No real tag comes near the bound, and text is never inside a tag.
    """
    if len(html) <= MAX_TAG_CHARS:
        return html
    out: list[str] = []
    done = 0
    for start, end in _long_runs(html):
        # a tag is "<", a run without "<" or ">", and ">": the regex is run on that stretch alone, where it
        # finds what it would find in the page, and not over every tag of the page (backtracking over each
        # tag's name, it cost a quarter of a millisecond on the pages whose scripts hold such a run)
        if start > 0 and html[start - 1] == "<" and end < len(html) and html[end] == ">":
            bare, cut = _LONG_TAG.subn(_bare_name, html[start - 1 : end + 1])
            if cut:  # a stretch the pattern leaves (a script's "a < b … c > d") costs no copy of the page
                out += [html[done : start - 1], bare]
                done = end + 1
    if not out:
        return html
    out.append(html[done:])
    return "".join(out)


def _bare_name(tag: re.Match[str]) -> str:
    return f"<{tag.group(1)}>"


def _long_runs(html: str) -> Iterator[tuple[int, int]]:
    """The runs of ``html`` (start, end) without ``<`` or ``>`` that may be :data:`MAX_TAG_CHARS` long.

    Such a run covers a whole aligned block of half that length, and a block is checked with two searches in
    C; the run around it is then found with four more, so most pages cost a few searches in all.
    """
    block = MAX_TAG_CHARS // 2
    size = len(html)
    end = 0
    for first in range(0, size - block + 1, block):
        last = first + block
        if first < end or html.find("<", first, last) != -1 or html.find(">", first, last) != -1:
            continue  # inside the run just found, or not a run
        start = max(html.rfind("<", 0, first), html.rfind(">", 0, first)) + 1
        ends = [at for at in (html.find("<", last), html.find(">", last)) if at != -1]
        end = min(ends, default=size)
        yield start, end


def _kotoba_article(html: str, url: str, markdown: bool) -> Article:
    from kotoba.web.extract.core import extract

    found = extract(html, url=url, markdown=markdown)
    return Article(found.title, found.text, found.hidden_chars, found.links, found.byline, found.whole)


def _learned_article(html: str, url: str, markdown: bool) -> Article:
    from kotoba.web.extract.learned import extract

    found = extract(html, url=url, markdown=markdown)
    return Article(found.title, found.text, found.hidden_chars, found.links, found.byline, found.whole)


def _readability_article(html: str, url: str, markdown: bool) -> Article | None:
    """readability-lxml's article, or None when the library is missing or fails on the page."""
    try:
        from readability import Document
    except ImportError:  # the spec's "if it is installed"
        return None
    try:  # (the library's work only: a failure of kotoba's code after it is a bug, never "none found")
        doc = Document(html, url=url or None)
        body = doc.summary(html_partial=True)
        said = doc.short_title() or doc.title() or ""
    except Exception:
        return None
    title = _clean_title(said)
    if title == "[no-title]":  # readability's placeholder, not the page's
        title = ""
    if markdown:
        rendered = html_to_markdown(body, url)
        return Article(title, rendered.text, links=rendered.links)
    return Article(title=title, text=html_to_text(body))


def _visible_text_article(html: str, url: str, markdown: bool) -> Article:
    from kotoba.web.extract.markdown import render_all as render_all_markdown
    from kotoba.web.extract.parse import clear, parse_html
    from kotoba.web.extract.text import render_all

    root = parse_html(html)
    if root is None:
        return Article(title="", text="")
    title = _clean_title(root.findtext(".//title") or "")
    hidden = clear(root)  # the <head> goes, so its <base href> is not honoured here: links resolve on url
    body = root.find("body")
    body = body if body is not None else root
    if markdown:
        rendered = render_all_markdown(body, url)
        return Article(title, rendered.text, hidden, rendered.links)
    return Article(title, render_all(body), hidden)


def html_to_text(fragment: str) -> str:
    """Render an HTML fragment as readable plain text: blocks on their own lines, headings with #."""
    from kotoba.web.extract.text import render_all

    root = _fragment(fragment)
    return render_all(root) if root is not None else ""


def html_to_markdown(fragment: str, url: str = "") -> Rendered:
    """Render an HTML fragment as Markdown, its links resolved against ``url``."""
    from kotoba.web.extract.markdown import render_all

    root = _fragment(fragment)
    return render_all(root, url) if root is not None else Rendered("")


def _fragment(fragment: str) -> Element | None:
    from kotoba.web.extract.parse import clear

    if not fragment.strip():
        return None
    try:
        root = lxml.html.fragment_fromstring(fragment, create_parent="div")
    except (ParserError, ValueError, AssertionError):  # lxml asserts on a fragment with no body at all
        return None
    clear(root)
    return root


def _clean_title(title: str) -> str:
    return _SPACES.sub(" ", title).strip()
