"""The article's byline: who wrote it and when, as the page shows them under its headline.

A story's byline and date are furniture to the rules (a class named ``byline``, ``author`` or ``meta``; a
line that is only a date), and the benchmarks' ground truth leaves them out of the text, so the learned
extractor drops them too. A reader does not: "who says so, and when" is the first thing asked of a news
story, a blog post or a recipe, and a model that quotes the page without them cannot say it. So the line
the page itself shows between its headline and its text is kept beside the title, as page metadata outside
the text (``Article.byline``; ``web_extract`` shows it under the title), whichever extractor chose the text.

Only that stretch of the page is read: from its first ``<h1>`` (the headline) to the first paragraph of
prose of the chosen article (past a short standfirst over the byline). There, the first element whose
class, id, ``itemprop`` or ``rel`` names an author (``byline``, ``author``, ``creator``…) with a short text
is the byline, and the first ``<time>`` (or an element named a publication date) with a digit in its text
is the date. A page without a headline, or whose stretch names neither, has no byline; nor does a page
whose text already says it near its start (a forum's first post, a page kept whole).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.inline import collapse, escape, escape_start
from kotoba.web.extract.markdown import unmarked
from kotoba.web.extract.rules import class_words, named_by, within

# Words of a class, id or itemprop naming the author's line (``byline__name``, ``entry-author``,
# ``author vcard``, ``itemprop="author"``, ``pw-author``), as whole words of the name.
AUTHOR_WORDS = frozenset("author authors byline bylines creator writer writers reporter".split())
# … unless the name says it is something about the author beside the name: a photo, a biography, a box.
NOT_NAME_WORDS = frozenset("avatar image img photo picture bio biography description box about card".split())
# The ``itemprop`` values naming the author.
AUTHOR_PROPS = ("author", "creator")
# Words naming a publication date (``entry-date published``, ``itemprop="datePublished"``, ``post-time``).
DATE_WORDS = frozenset("date published pubdate posted timestamp datetime".split())
DATE_PROPS = ("datePublished",)
# A byline or date longer than this is a paragraph about the author, or a block of several things.
MAX_CHARS = 80
# A short paragraph over the byline is the story's standfirst (Ghost's excerpt), not its start: this many
# of them, each at most this long, are read past.
STANDFIRSTS = 1
STANDFIRST_MAX_CHARS = 240
# The text already says a part of the byline if it is within this many characters of its start.
NAMED_WITHIN = 600

_DIGIT = re.compile(r"\d")
# A date as written out: a year, or day and month in figures (``2026``, ``04.03.``, ``3/4``, ``2026年``).
_ABSOLUTE = re.compile(r"\d{4}|\d{1,2}\s*[./-]\s*\d{1,2}")
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def byline_of(
    body: Element,
    article: Element,
    prose: set[Element],
    text: str,
    *,
    markdown: bool,
    posters: frozenset[Element] | set[Element] = frozenset(),
) -> str:
    """The byline of the page whose ``body`` holds ``article`` (the chosen content's element, whose blocks
    in ``prose`` are its paragraphs) and whose extracted ``text`` is given: the author's name and the date,
    as the page shows them between its headline and the article's first paragraph, joined by " · " (with
    Markdown's syntax escaped where ``markdown``); "" when it shows neither, or when ``text`` is empty or
    already names them near its start (:data:`NAMED_WITHIN`). A line of ``posters`` (a thread's first
    poster, :mod:`kotoba.web.extract.posters`) is an author too."""
    if not text:
        return ""
    author: Element | None = None
    date: Element | None = None
    paragraphs = 0
    for el in _after(next(body.iter("h1"), None), body):
        if not isinstance(el.tag, str):
            continue
        if el in prose and within(el, article):
            paragraphs += 1
            if paragraphs > STANDFIRSTS or len(_text(el)) > STANDFIRST_MAX_CHARS:
                break  # the story has begun (a standfirst, short, may stand over the byline)
        named = el in posters or _names_author(el)
        if named and _short(el) and not _a_label(el) and (author is None or _fuller(el, author, posters)):
            author = el  # the first name; or the post's byline line that says it with its date (phpBB's)
        elif date is None and _a_date(el):
            date = el
        if author is not None and date is not None:
            break
    if author is not None:
        author, date = _split(author, date, posters)
    parts = []
    if author is not None:
        parts.append(_text(author))
    if date is not None and (author is None or not within(date, author)):
        parts.append(_when(date))
    said = unmarked(text[:NAMED_WITHIN]) if markdown else text[:NAMED_WITHIN]
    parts = [part for part in parts if part and part not in said]
    line = " · ".join(parts)
    return escape_start(escape(line)) if markdown and line else line


def _after(headline: Element | None, body: Element) -> Iterator[Element]:
    """The nodes of ``body`` after ``headline`` in document order (none without one), found by lxml's walks
    from it rather than by reading each node before it in Python (a page's menus and masthead)."""
    if headline is None:
        return
    yield from headline.iterdescendants()
    el = headline
    while el is not body:
        for sibling in el.itersiblings():
            yield sibling
            yield from sibling.iterdescendants()
        parent = el.getparent()
        if parent is None:
            return
        el = parent


def _names_author(el: Element) -> bool:
    """Whether ``el``'s class, id or ``rel`` names an author (a word of :data:`AUTHOR_WORDS`, none of
    :data:`NOT_NAME_WORDS`), or its ``itemprop`` is one of :data:`AUTHOR_PROPS`."""
    return named_by(el, AUTHOR_PROPS, _author_value, rel="author")


def _names_date(el: Element) -> bool:
    """Whether ``el``'s class or id names a publication date (:data:`DATE_WORDS`), or its ``itemprop`` is one
    of :data:`DATE_PROPS`."""
    return named_by(el, DATE_PROPS, _date_value)


# (cached: each element is asked twice, for an author and for a date, and a page repeats its class names)
@functools.lru_cache(maxsize=2048)
def _author_value(value: str) -> bool:
    return _value_names(value, AUTHOR_WORDS)


@functools.lru_cache(maxsize=2048)
def _date_value(value: str) -> bool:
    return _value_names(value, DATE_WORDS)


def _value_names(value: str, words: frozenset[str]) -> bool:
    """Whether a token of a class or id ``value`` has a word of ``words`` and none of
    :data:`NOT_NAME_WORDS`."""
    for token in value.split():
        found = class_words(token)
        if not found.isdisjoint(words) and found.isdisjoint(NOT_NAME_WORDS):
            return True
    return False


def _text(el: Element) -> str:
    return collapse("".join(el.itertext()))


def _short(el: Element) -> bool:
    text = _text(el)
    return 1 < len(text) <= MAX_CHARS and any(c.isalpha() for c in text)


def _split(
    author: Element, date: Element | None, posters: frozenset[Element] | set[Element]
) -> tuple[Element, Element | None]:
    """A byline block holding both a name and a date (Ghost's ``article-byline``) read as the two: its
    inner author's name and its date, so that they are said apart; else ``author`` and ``date``."""
    inner = inner_date = None
    for el in author.iterdescendants():
        if not isinstance(el.tag, str):
            continue
        named = el in posters or _names_author(el)
        if inner is None and named and _short(el) and not _a_label(el) and not any(map(_a_date, el.iter())):
            inner = el  # the name alone, without the date beside it
        elif inner_date is None and _a_date(el):
            inner_date = el
    if inner is not None and inner_date is not None:
        return inner, inner_date
    return author, date


def _fuller(el: Element, author: Element, posters: frozenset[Element] | set[Element]) -> bool:
    """Whether ``el``, named for an author, says more than ``author``, a poster's bare name, around it."""
    return author in posters and el not in posters and _text(author) in _text(el) and not within(el, author)


def _a_label(el: Element) -> bool:
    """Whether ``el`` says only "Author" (a thread's column heading), not a name."""
    return _text(el).strip(":").lower() in AUTHOR_WORDS


def _a_date(el: Element) -> bool:
    """Whether ``el`` is a publication date: a ``<time>`` or an element named for one, with a digit."""
    return (el.tag == "time" or _names_date(el)) and _dated(el)


def _dated(el: Element) -> bool:
    text = _text(el)
    return 1 < len(text) <= MAX_CHARS and _DIGIT.search(text) is not None


def _when(el: Element) -> str:
    """The date ``el`` shows; its ``datetime``'s day where the text is only relative ("16 years ago",
    "3 hours ago"), which says nothing once the page is quoted elsewhere."""
    text = _text(el)
    stamp = el.get("datetime") or ""
    if _ABSOLUTE.search(text) is None and _ISO_DAY.match(stamp):
        return stamp[:10]
    return text
