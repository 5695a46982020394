"""kotoba's own article extractor: one lxml parse, rule tables, one scoring pass, one rendering pass.

How the body is found. Every block of text on the page is judged on its own: a *good* block is prose (long
enough, with sentence punctuation, few of its characters inside links), a *bad* block is a link list,
anything else is *neutral* (labels, dates, table cells). Text inside furniture — an element whose tag,
class, id or role names boilerplate (share bars, related links, comments, cookie banners; see
:mod:`kotoba.web.extract.rules`), or the section a heading such as "You may also like" opens — is moved
from good to bad. The article is the element that maximises ``good − bad``: its ancestors add only
boilerplate, its descendants lose prose. This is readability's idea of scoring blocks into their
containers, but the score is a plain sum computed bottom-up, so it costs a few milliseconds a page.

Class names are only hints: a weak hint (``widget``, ``sidebar``, ``caption``) is not believed of an
element holding half the page's prose, since page builders wrap whole stories in such classes, and an
element inside a weak hint may still be the article. Strong hints (comments, related stories, ``<nav>``,
``<footer>``) are believed whatever their size: a comment thread can outgrow the story it follows.

When no element's prose outweighs its boilerplate by enough, or the best holds too small a share of the
page's prose (the thresholds are fitted: :mod:`kotoba.web.extract.fit`; the share is of the prose outside
comment threads and other strong furniture, and outside the asides beside the best element, which are no
rivals to it whatever their size), the page has no article: a listing,
a shop, a service page of many sections, a forum. It is then kept whole but for its furniture, and, when no
candidate leads at all, with its comment threads, which are then the page's posts.

Rendering (:mod:`kotoba.web.extract.text`) walks the chosen element, skipping the furniture and link
lists inside it, one block per line.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import NamedTuple, Protocol
from urllib.parse import urljoin

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel
from kotoba.web.extract.byline import byline_of
from kotoba.web.extract.fit import FIT, Fit
from kotoba.web.extract.inline import has_words
from kotoba.web.extract.markdown import Rendered
from kotoba.web.extract.markdown import render as render_markdown
from kotoba.web.extract.parse import clear, parse_html
from kotoba.web.extract.posters import (
    POSTER_PROPS,
    author_line,
    compiled_poster_names,
    lone_posters,
    marks_a_poster,
    poster_line,
    poster_name,
)
from kotoba.web.extract.rules import (
    BLOCK_TAGS,
    CJK_WEIGHT,
    FROM_CJK,
    FURNITURE_TAGS,
    HEADINGS,
    LANDMARK_TAGS,
    SECTION_HEADING_MAX_CHARS,
    SECTION_HEADING_MAX_REST,
    SECTION_HEADINGS,
    STRONG,
    TITLE_TAGS,
    TITLE_WORDS,
    WEAK,
    WEAK_FURNITURE_TAGS,
    Verdict,
    _names_verdict,
    cjk,
    class_words,
    compiled_names,
    discussion_named,
    furniture_by_name,
    furniture_named,
    stands_as_heading,
)
from kotoba.web.extract.small import chrome_inside, leading_links, own_content
from kotoba.web.extract.tables import CELLS, is_layout, table_of
from kotoba.web.extract.text import render
from kotoba.web.outcome import Link

# Block judgement: prose has at least this many characters outside links …
GOOD_MIN_CHARS = 45
# … and, under this many, some sentence punctuation (a teaser headline has none) …
SENTENCE_CHECK_BELOW = 150
# … and at most this share of its characters inside links; over BAD_LINK_SHARE a block is a link list.
GOOD_MAX_LINK_SHARE = 0.3
BAD_LINK_SHARE = 0.5
# What a character of a link list costs against one of prose.
LINK_WEIGHT = 1.0
# What a character of neutral text costs against one of prose.
NEUTRAL_WEIGHT = 0.1
# A weak furniture element holding at least this share of the page's prose is a wrapper, not furniture.
FURNITURE_MAX_PROSE = 0.5
# Prose inside furniture costs this much against prose outside: dropping a comment thread must beat keeping
# the wrapper around it and the story. Weak furniture (a caption, a widget) costs less: it is only a hint.
FURNITURE_PROSE_WEIGHT = 2.5
WEAK_PROSE_WEIGHT = 1.5

# A page with less visible text than this is not scored for an article: it may be a notice, an error or a
# block page, whose message no scoring may drop. It is drawn whole, or as its own content where the page
# plainly says which that is (kotoba.web.extract.small; the learned extractor asks its model too); the
# judges read all of it (Extracted.whole).
WHOLE_PAGE_BELOW = 1000
_SPACES = re.compile(r"[ \t\n\r\f\v\u00a0\u200b]+")
# mirrored by _kernel.pyx: from here (kernel.py holds the compiled pass to this text by its hash)
# Sentence punctuation, as _count counts it: the ASCII marks are the bytes a text's UTF-8 loses when they are
# deleted (no byte of a wider character is ASCII), the wide ones (all after U+3000) are each counted by
# str.count, and only in a text that holds a character that high: a third of the time of a regex finding
# them, on the text of every element of the page
_STOPS = ".,;!?。、，！？"
_ASCII_STOPS = bytes(ord(mark) for mark in _STOPS if mark.isascii())
_WIDE_STOPS = tuple(mark for mark in _STOPS if not mark.isascii())
_PAST_U3000 = re.compile("[^\x00-\u3000]")
# mirrored by _kernel.pyx: to here
_SPACE = " "


# Tags that name furniture (or the page's main content) whatever their attributes.
_NAMED_BY_TAG = FURNITURE_TAGS | WEAK_FURNITURE_TAGS | {"main"}
# Tags whose furniture verdict depends on what the element holds or where it stands (see furniture_named).
_READS_ELEMENT = frozenset(("figure", "header"))


# A heading that is a link (a listing's headline), or a paragraph with a sentence of at least this many
# characters around its links, costs as a link list but is no list to drop: it names what follows it.
# (Swept over 0 to 30 on the Zyte and WCXB dev pages: the fewer, the more links kept; under 15 the plain
# text's F1 on the Zyte pages drops a thousandth.)
SENTENCE_AROUND_LINKS = 15


@dataclass(frozen=True)
class Extracted:
    """The title, the rendered article (Markdown or plain text), the characters of hidden text dropped from
    the page, and the links of the article (Markdown only), in page order."""

    title: str
    text: str
    hidden_chars: int = 0
    links: tuple[Link, ...] = ()
    byline: str = ""  # who wrote the article and when, as the page shows them (kotoba.web.extract.byline)
    # the whole page's text, where the page is small and ``text`` only its own content: what the block-page
    # and wall judges read (they weigh every word of a small page, as walls are small pages)
    whole: str = ""


class Draw(Protocol):
    """A renderer of kept elements: :func:`kotoba.web.extract.markdown.render`'s shape."""

    def __call__(
        self,
        root: Element,
        title: str,
        *,
        skip: set[Element],
        prose: set[Element],
        trim: bool = True,
        unlabel: bool = False,
        min_repeat: float,
    ) -> Rendered: ...


@dataclass
class _Found:
    article: Element
    skip: set[Element] = field(default_factory=set)  # furniture and link lists: not rendered
    prose: set[Element] = field(default_factory=set)  # blocks judged good
    page_chars: int = 0  # the whole page's text, as measured for judging
    score: float = 0.0  # the article's prose minus boilerplate
    share: float = 1.0  # the article's share of the page's prose
    furniture: set[Element] = field(default_factory=set)  # the page's furniture, wherever it is
    main: Element | None = None  # the page's <main> (or role=main) holding the most prose
    main_share: float = 0.0  # its share of the page's prose
    verdicts: dict[Element, Verdict] = field(default_factory=dict)  # furniture verdicts, by element
    # of them, the elements with a verdict (not None) and their verdicts, in document order
    judged: list[tuple[Element, Verdict]] = field(default_factory=list)
    lists: set[Element] = field(default_factory=set)  # of skip, the blocks judged link lists
    posters: set[Element] = field(default_factory=set)  # lines that are only a post's author (posters.py)
    prose_at: list[int] = field(default_factory=list)  # where the prose blocks are, when posters asked
    # every element of the body in document order, the body first, as the rule pass walked them: what the
    # learned extractor cuts its blocks from (kotoba.web.extract.blocks.cut), without walking the tree again
    elements: list[Element] = field(default_factory=list)
    # of them, the class and id of each that has either (or a role, or a furniture tag), as _score read them
    names: dict[Element, tuple[str | None, str | None]] = field(default_factory=dict)
    # of each of them, its text and its tail as _measure read them (None for none, one space for only
    # whitespace): every read of either copies it out of the tree, so the blocks are cut from these
    texts: list[str | None] = field(default_factory=list)
    tails: list[str | None] = field(default_factory=list)
    # of a small page (under WHOLE_PAGE_BELOW), kept whole for judging: the element holding its own content,
    # where one plainly does (kotoba.web.extract.small), and what the rule pass skips in it
    own: Element | None = None
    own_skip: set[Element] = field(default_factory=set)
    # and the rule pass's findings on it as on any page, which the learned extractor judges its blocks by
    measured: _Found | None = None


def extract(html: str, fit: Fit = FIT, *, url: str = "", markdown: bool = True) -> Extracted:
    """Find and render the article in ``html`` as Markdown (links resolved against the page's ``<base
    href>`` or ``url``) or, without ``markdown``, as plain text; an unparsable or empty page gives empty
    strings. Both renderings keep the same elements: only their form differs.
    """
    page = _analyse(html, url)
    if page is None:
        return Extracted("", "")
    title, hidden, body, found, base = page
    draw = drawer(markdown, base)
    if found.page_chars < WHOLE_PAGE_BELOW:
        shown, whole = small_page(body, found, title, draw, fit.min_repeat)
        root = found.own if whole and found.own is not None else body
        line = byline_of(body, root, found.prose, shown.text, markdown=markdown, posters=found.posters)
        return Extracted(title, shown.text, hidden, shown.links, line, whole)
    shown = draw(found.article, title, skip=found.skip, prose=found.prose, min_repeat=fit.min_repeat)
    if found.article is not body and (not shown.text or found.score <= fit.min_score):
        shown = _render_page(body, found, title, discussion=True, fit=fit, draw=draw)
    elif found.article is not body and found.share < fit.min_share:
        shown = _render_page(body, found, title, discussion=False, fit=fit, draw=draw)
    else:
        shown = with_questions_after(shown, found, title, draw, fit.min_repeat)
    line = byline_of(body, found.article, found.prose, shown.text, markdown=markdown, posters=found.posters)
    return Extracted(title, shown.text, hidden, shown.links, line)


def small_page(
    body: Element, found: _Found, title: str, draw: Draw, min_repeat: float
) -> tuple[Rendered, str]:
    """A small page drawn, for the rule-based extractor and the learned one alike: its own content
    (``found.own``) where it has one and that holds words, else the whole page; and beside it the whole
    page's text, where that is not what is drawn ("" where it is)."""
    whole = draw(body, title, skip=set(), prose=found.prose, min_repeat=min_repeat)
    if found.own is None:
        return whole, ""
    own = draw(found.own, title, skip=found.own_skip, prose=found.prose, min_repeat=min_repeat)
    if not has_words(own.text):
        return whole, ""
    return own, whole.text


def with_questions_after(
    shown: Rendered, found: _Found, title: str, draw: Draw, min_repeat: float
) -> Rendered:
    """``shown`` (the article drawn) followed by the page's questions and answers after it, outside its
    element (:func:`_questions_after`), where the page has them: for the rule-based extractor and the learned
    one alike."""
    faq = _questions_after(found)
    if faq is None:
        return shown
    skip = found.skip - {faq}  # the story's own footer, when it is the questions' block
    more = draw(faq, title, skip=skip, prose=found.prose, trim=False, min_repeat=min_repeat)
    return _joined(shown, more)


# An FAQ: at least this many questions, each the title of a disclosure (``<details><summary>``, or a button
# that opens one, which :mod:`kotoba.web.extract.parse` makes a ``<summary>``) ending with a question mark.
FAQ_MIN_QUESTIONS = 2
# The FAQ's block is widened to the element that holds no more than it and this many characters more: its
# heading ("Frequently Asked Questions", "iFixit Buying Guide").
FAQ_HEADING_MAX_CHARS = 80
_SUMMARIES_AFTER = etree.XPath("following::summary")


def _questions_after(found: _Found) -> Element | None:
    """The block of an FAQ that follows the article outside it, or None.

    A page's questions and answers often stand in their own section after the story or the shop's grid
    (a ``FAQPage``'s accordion): outside the element that scores best, they were lost, the questions with
    them — though a disclosure's title is the page's own words, not furniture. Only disclosures titled with
    a question count (a menu's "Show submenu" toggles are not), only outside furniture, and only when all
    of them sit in one block that holds nothing else but a heading.
    """
    questions = [
        summary
        for summary in _SUMMARIES_AFTER(found.article)
        if _words(summary).endswith("?") and _not_furniture(summary, found.skip)
    ]
    if len(questions) < FAQ_MIN_QUESTIONS:
        return None
    shared = set(questions[0].iterancestors())
    for question in questions[1:]:
        shared.intersection_update(question.iterancestors())
    block = next((el for el in questions[0].iterancestors() if el in shared), None)
    if block is None or block.tag in ("body", "html") or found.article in shared:
        return None
    # each parent's text is measured as the block's and what the parent holds beside it: the texts beside
    # are read once in all, not the whole block again at every level up
    inner = _Span.of("".join(block.itertext()))
    size = inner.chars  # len(_words(block)), from the one reading of its text
    for parent in block.iterancestors():
        if parent.tag in ("body", "html") or parent in found.skip:
            break  # the story's footer around it holds more than the questions (its tags, a share bar)
        inner = _beside(parent, block, inner)
        if inner.chars > size + FAQ_HEADING_MAX_CHARS:
            break
        block = parent
    return block


@dataclass(frozen=True)
class _Span:
    """What :func:`_words` would make of a text, from parts of it: its length once its runs of whitespace
    are one space and its ends stripped, kept as its other characters and its words, and whether its first
    and last characters are of a word (two texts joined there join two words into one)."""

    raw: int  # characters as read (0: the empty text, which changes nothing it is joined to)
    solid: int  # characters that are not whitespace
    words: int
    starts: bool
    ends: bool

    @staticmethod
    def of(text: str) -> _Span:
        split = text.split()
        starts, ends = bool(text) and not text[0].isspace(), bool(text) and not text[-1].isspace()
        return _Span(len(text), sum(map(len, split)), len(split), starts, ends)

    def then(self, other: _Span) -> _Span:
        if not self.raw or not other.raw:
            return other if not self.raw else self
        joined = self.ends and other.starts  # the last word of one and the first of the other are one
        words = self.words + other.words - joined
        return _Span(self.raw + other.raw, self.solid + other.solid, words, self.starts, other.ends)

    @property
    def chars(self) -> int:
        return self.solid + max(self.words - 1, 0)


def _beside(parent: Element, child: Element, inner: _Span) -> _Span:
    """``parent``'s text as a :class:`_Span`, given ``inner``, that of its ``child``: the rest is read."""
    span = _Span.of(parent.text or "")
    for el in parent:
        if el is child:
            span = span.then(inner)
        elif isinstance(el.tag, str):  # a comment's or processing instruction's own text is not read
            span = span.then(_Span.of("".join(el.itertext())))
        span = span.then(_Span.of(el.tail or ""))
    return span


def _not_furniture(el: Element, skip: set[Element]) -> bool:
    """Whether no element around ``el`` is skipped as furniture, a ``<footer>`` inside an article, a section
    or ``<main>`` aside: that one is the story's own (HTML-AAM maps ``<footer>`` to the page's content-info
    landmark only outside them), where a post puts its questions and answers after its last paragraph."""
    story_above = False  # whether an article, a section or <main> stands above the element looked at
    for up in reversed(list(el.iterancestors())):  # from the root down: each ancestor is looked at once
        if up in skip and not (up.tag == "footer" and story_above):
            return False
        story_above = story_above or up.tag in _STORY_PARTS
    return True


_STORY_PARTS = frozenset(("article", "section", "main"))


def _joined(first: Rendered, then: Rendered) -> Rendered:
    """Two renderings one after the other, each link listed once."""
    if not then.text:
        return first
    seen = {link.url for link in first.links}
    links = first.links + tuple(link for link in then.links if link.url not in seen)
    return Rendered(f"{first.text}\n\n{then.text}" if first.text else then.text, links)


def drawer(markdown: bool, base: str) -> Draw:
    """The renderer of kept elements for a format: Markdown (links resolved against ``base``) or plain
    text."""
    if markdown:

        def draw_markdown(
            root: Element,
            title: str,
            *,
            skip: set[Element],
            prose: set[Element],
            trim: bool = True,
            unlabel: bool = False,
            min_repeat: float,
        ) -> Rendered:
            return render_markdown(
                root,
                title,
                skip=skip,
                prose=prose,
                trim=trim,
                unlabel=unlabel,
                min_repeat=min_repeat,
                base_url=base,
            )

        return draw_markdown

    def draw_text(
        root: Element,
        title: str,
        *,
        skip: set[Element],
        prose: set[Element],
        trim: bool = True,
        unlabel: bool = False,
        min_repeat: float,
    ) -> Rendered:
        return Rendered(
            render(root, title, skip=skip, prose=prose, trim=trim, unlabel=unlabel, min_repeat=min_repeat)
        )

    return draw_text


def candidates(
    html: str, fits: Sequence[Fit] = (FIT,)
) -> tuple[dict[Fit, tuple[str, str, str]], float, float] | None:
    """What ``bench/fit_extractor.py`` fits the thresholds on: under each of ``fits`` (of which only the
    thresholds that change the text matter), the article's text, the page's without its furniture and the
    page's with its discussions; and the article's score and share of the page's prose.
    """
    page = _analyse(html, "")
    if page is None:
        return None
    title, _hidden, body, found, _base = page
    draw = drawer(False, "")
    texts = {}
    for fit in fits:
        article = render(found.article, title, skip=found.skip, prose=found.prose, min_repeat=fit.min_repeat)
        if found.article is body:  # a small page, always rendered whole
            texts[fit] = (article, article, article)
            continue
        sections = _render_page(body, found, title, discussion=False, fit=fit, draw=draw).text
        posts = _render_page(body, found, title, discussion=True, fit=fit, draw=draw).text
        texts[fit] = (article, sections, posts)
    if found.article is body:
        return texts, float("inf"), 1.0
    return texts, found.score, found.share


class Page(NamedTuple):
    """A parsed page as the rule-based pass left it: what :mod:`kotoba.web.extract.blocks` reads."""

    title: str
    hidden: int
    body: Element
    found: _Found
    base: str
    fit: Fit


def analyse(html: str, fit: Fit = FIT, *, url: str = "") -> Page | None:
    """The page parsed and cleared, with the rule-based pass's findings; None for an unparsable page."""
    page = _analyse(html, url)
    if page is None:
        return None
    return Page(*page, fit)


def _analyse(html: str, url: str) -> tuple[str, int, Element, _Found, str] | None:
    root = parse_html(html)
    if root is None:
        return None
    title = _title(root)
    base = _base_url(root, url)  # before clearing, which drops the <head>
    hidden = clear(root)
    body = root.find("body")
    if body is None:
        body = root
    found = _find_article(body)
    _keep_introduced_lists(found)
    _keep_named_cells(found)
    if found.page_chars < WHOLE_PAGE_BELOW:
        own, measured = own_content(body, found.furniture, found.prose), found
        # a page this small is not scored: the risk is dropping its message ("Access denied"); but where it
        # says which element holds its content, that element is drawn without the chrome around it
        found = _Found(
            body,
            prose=found.prose,
            verdicts=found.verdicts,
            judged=found.judged,
            page_chars=found.page_chars,
            posters=found.posters,
            own=own,
            measured=measured,
            own_skip=chrome_inside(found.skip, {el for el, verdict in found.judged if verdict == WEAK}),
        )
        if own is not None:
            found.own_skip.update(leading_links(own))
    return title, hidden, body, found, base


def _base_url(root: Element, url: str) -> str:
    """What the page's relative links resolve against: its ``<base href>`` (resolved against ``url``), or
    ``url`` itself."""
    head = root.find("head")
    base = head.find("base") if head is not None else None
    href = str(base.get("href") or "").strip() if base is not None else ""
    if not href:
        return url
    try:
        return urljoin(url, href)
    except ValueError:  # a malformed address: the page's own URL still is one
        return url


# mirrored by _kernel.pyx: from here
def _names_what_follows(tag: str, chars: int, linked: int, stops: int) -> bool:
    """A heading that is a link (a news listing's headline) or a sentence around a long link: it costs as a
    link list, but dropped it would leave the summaries and paragraphs after it naming nothing."""
    return tag in HEADINGS or (tag == "p" and stops > 0 and chars - linked >= SENTENCE_AROUND_LINKS)


# mirrored by _kernel.pyx: to here


def _render_page(
    body: Element, found: _Found, title: str, *, discussion: bool, fit: Fit, draw: Draw
) -> Rendered:
    """All of the page but its furniture, in order and untrimmed: the content of a page with no article.

    The page is its ``<main>`` landmark when that holds at least ``fit.min_main`` of the page's prose: what
    lies outside it (a shop's header, its contact details and delivery terms) is the site's, not the page's.
    With ``discussion``, comment threads and replies are kept: they are furniture beside an article, but on
    a page with no article at all (a forum, a Q&A thread) they are what the page is.
    """
    skip = found.furniture - comment_threads(found) if discussion else found.furniture
    page = found.main if found.main is not None and found.main_share >= fit.min_main else body
    return draw(page, title, skip=skip, prose=found.prose, trim=False, min_repeat=fit.min_repeat)


def comment_threads(found: _Found) -> set[Element]:
    """Of the page's furniture, the comment threads and replies: asked for only where they decide something
    (a page rendered whole, and the learned extractor's reading of what that rendering keeps)."""
    names = found.names
    return {el for el in found.furniture if comment_thread(el, names.get(el))}


def comment_thread(el: Element, names: tuple[str | None, str | None] | None) -> bool:
    """Whether ``el`` (of the furniture) is a comment thread or replies, ``names`` being its class and id as
    the rule pass read them (``found.names``: None for an element with neither, which names no thread); the
    tag is read only of the few whose names say so."""
    return names is not None and discussion_named(*names) and el.tag not in _FURNITURE_BY_TAG


_FURNITURE_BY_TAG = FURNITURE_TAGS | WEAK_FURNITURE_TAGS  # a <footer> is no thread, whatever its class


# mirrored by _kernel.pyx: from here
def _count(text: str | None) -> tuple[int, int]:
    """Characters of text and its sentence punctuation (what tells a short paragraph from a headline).

    A Chinese or Japanese character counts as a word's worth (CJK_WEIGHT): those scripts write without
    spaces, a character to a word or syllable, so the same sentence is a third as long; without the weight
    a Japanese paragraph would never reach GOOD_MIN_CHARS.
    """
    if not text:
        return 0, 0
    size = len(text.strip())
    if not size:
        return 0, 0
    if text.isascii():
        return size, len(text) - len(text.encode().translate(None, _ASCII_STOPS))
    data = text.encode("utf-8", "surrogatepass")
    stops = len(data) - len(data.translate(None, _ASCII_STOPS))
    if _PAST_U3000.search(text) is not None:
        if FROM_CJK.search(text) is not None:
            size += (CJK_WEIGHT - 1) * len(cjk().findall(text))
        stops += sum(map(text.count, _WIDE_STOPS))
    return size, stops


# mirrored by _kernel.pyx: to here


class Measure(NamedTuple):
    """What the first pass counts in one element's subtree (characters of whitespace-collapsed text).

    "Loose" text is text not yet inside a judged block: the element's own, and that of children that are
    not blocks. A block judges its loose text once (prose, a link list, or neutral) and passes none up.
    """

    chars: int
    """All the text in the subtree."""
    linked: int
    """Of it, the text inside ``<a>``."""
    loose: int
    """The loose text."""
    loose_linked: int
    """Of the loose text, the part inside ``<a>``."""
    loose_stops: int
    """Sentence punctuation in the loose text."""
    prose: float
    """The prose score of the subtree: the characters of the blocks judged prose."""
    bad: float
    """The boilerplate score of the subtree: link lists and neutral blocks, weighted."""
    tail: int
    """The characters of the element's tail (the text after it, its parent's loose text), counted here."""
    tail_stops: int
    """Sentence punctuation in the tail."""


# A Measure's fields as a plain tuple, which the interpreter builds at once (the named tuple's constructor is
# a Python function, and even made in C it cost a second tuple an element).
_Row = tuple[int, int, int, int, int, float, float, int, int]


class _Measured(NamedTuple):
    """What the first pass (:func:`_measure`) hands the second: three columns of the measures, by element,
    each element's children (last element first, as the first pass visits them, and the second too) and the
    blocks of links."""

    total: dict[Element, int]  # Measure.chars
    good: dict[Element, float]  # Measure.prose
    bad: dict[Element, float]  # Measure.bad
    children: list[list[Element]]
    links: list[Element]


def _find_article(body: Element) -> _Found:
    """The element with the best prose-minus-boilerplate score, with what rendering must skip in it."""
    elements = list(body.iter())
    found = _Found(body, elements=elements)
    _score(body, elements, _first_pass(elements, found), found)
    return found


def _first_pass(elements: list[Element], found: _Found) -> _Measured:
    """:func:`_measure`, compiled where the kernel is built and current (:mod:`kotoba.web.extract.kernel`),
    else in Python: the same figures either way, the compiled pass in a fraction of the time."""
    compiled = _compiled()
    if compiled is not None:
        measured = compiled(elements, list(elements[0].iter("a")), found.prose)
        if measured is not None:
            total, good, bad, family, links, found.texts, found.tails = measured
            return _Measured(total, good, bad, family, links)
    return _measure(elements, found)


@kernel.compiled(per_thread=True)
def _compiled(built: ModuleType) -> kernel.Measure:
    """The compiled first pass with this module's constants."""
    measure: kernel.Measure = built.Kernel(
        BLOCK_TAGS,
        HEADINGS,
        SENTENCE_AROUND_LINKS,
        _SPACE,
        _LEAF,
        GOOD_MIN_CHARS,
        SENTENCE_CHECK_BELOW,
        GOOD_MAX_LINK_SHARE,
        BAD_LINK_SHARE,
        LINK_WEIGHT,
        NEUTRAL_WEIGHT,
        CJK_WEIGHT,
    ).measure
    return measure


def _placed(elements: list[Element], found: _Found) -> dict[Element, int]:
    """Each element's place in the page, with the places of its prose blocks kept in ``found.prose_at``:
    what telling a thread's poster lines from a story's lone byline reads (``posters.lone_posters``), made
    only on a page that has such lines."""
    position = {el: i for i, el in enumerate(elements)}
    found.prose_at = sorted(position[el] for el in found.prose)
    return position


def _sort_links(
    links: list[Element], found: _Found, elements: list[Element], marks: Callable[[Element], bool]
) -> dict[Element, int]:
    """Tell the blocks of ``links`` apart: a post's author (one link, to the poster's profile: kept in
    ``found.posters``) or a link list (``found.skip`` and ``found.lists``); a poster's line that stands alone
    is a story's byline, not one of a thread's names, and is skipped as a list. The places of the page's
    elements come back where there are poster lines to place (:func:`_placed`), else none."""
    for el in links:
        if poster_line(el, marks):
            found.posters.add(el)
        else:
            found.skip.add(el)
            found.lists.add(el)
    position = _placed(elements, found) if found.posters else {}
    lone = lone_posters(found.posters, position, found.prose_at)  # a story's byline, not a thread's names
    found.posters -= lone
    found.skip |= lone
    found.lists |= lone
    return position


def _poster_marks(
    names: dict[Element, tuple[str | None, str | None]], props: set[Element], body: Mapping[Element, object]
) -> Callable[[Element], bool]:
    """Whether an element is marked as a person's name (:func:`kotoba.web.extract.posters.marks_a_poster`),
    from the attributes the second pass read of every element of the body (``names``: the class and id of
    those that have either; ``props``: those whose ``itemprop`` marks a name; ``body``: every element of the
    body), rather than read again of each element a poster's line climbs through. An element outside the
    body (its ``<html>``) is read. (Compiled where the kernel is built and current:
    :mod:`kotoba.web.extract.kernel`.)"""
    compiled = _compiled_marks()
    if compiled is not None:
        return compiled(names, props, body, poster_name, marks_a_poster, compiled_poster_names())

    # mirrored by _kernel.pyx: from here (kernel.PosterMarks asks the same in the same order)
    def marked(el: Element) -> bool:
        if el in props:
            return True
        named = names.get(el)
        if named is not None:
            classes, name = named
            return bool(classes and poster_name(classes)) or bool(name and poster_name(name))
        return el not in body and marks_a_poster(el)

    # mirrored by _kernel.pyx: to here
    return marked


@kernel.compiled
def _compiled_marks(built: ModuleType) -> Callable[..., Callable[[Element], bool]]:
    """The compiled test of :func:`_poster_marks` (``_kernel.PosterMarks``), made anew for each page."""
    marks: Callable[..., Callable[[Element], bool]] = built.PosterMarks
    return marks


# mirrored by _kernel.pyx: from here
def _measure(elements: list[Element], found: _Found) -> _Measured:
    """The first pass, children before parents: every element's :class:`Measure` (of which the next pass
    reads three columns), each element's children (last element first, as this pass visits them: the next
    pass reads them in that order too), and the blocks judged links with no prose or heading's link around
    them, last first: link lists, or a poster's name, which the next pass tells apart once it has read every
    element's attributes. Each block's loose text is judged here, and the blocks judged prose
    (``found.prose``) recorded.

    This visits every element and every piece of text on the page, so it is written for speed: text that is
    only whitespace (most of a page's pieces: the line breaks and indentation between tags) is not counted
    by a call, the measures are plain tuples, the columns the next pass reads are filled as they are made
    (three dictionaries made from the tuples afterwards cost seven times as much), and a leaf (most
    elements) makes no list of its children.
    """
    measures: dict[Element, _Row] = {}
    total: dict[Element, int] = {}
    good: dict[Element, float] = {}
    bad: dict[Element, float] = {}
    linked: set[Element] = set()  # inside an <a>: a block wrapped in a link is link text, a teaser
    # the links asked of lxml (the body is the list's first): its walk matches tags in C, among the proxies
    # the list already made, where a tag read per element in Python costs five times as much
    for a in elements[0].iter("a"):
        linked.update(a.iterdescendants())
    prose_blocks = found.prose
    links: list[Element] = []  # blocks of links: a link list, or a poster's name (see _sort_links)
    # each element's text and tail as read here, last element first (reversed into found.texts and .tails);
    # one that is only whitespace (most: the line breaks and indentation between tags) kept as one space,
    # which parts words as it did, rather than as a string of its own held for the page's life
    texts: list[str | None] = []
    tails: list[str | None] = []
    # each element's children: a slice of the element lists them in C, where an iterator over it cost half
    # as much again, and the next pass sums over the list rather than over the element a second time
    family: list[list[Element]] = []
    for el in reversed(elements):
        text = el.text
        if text and not text.isspace():
            chars, loose_stops = _count(text)
            texts.append(text)
        else:
            chars = loose_stops = 0
            texts.append(_SPACE if text else None)
        # the tail is counted with its element, and added into the parent's loose text by the parent
        tail = el.tail
        if tail and not tail.isspace():
            tail_chars, tail_stops = _count(tail)
            tails.append(tail)
        else:
            tail_chars = tail_stops = 0
            tails.append(_SPACE if tail else None)
        loose = chars
        in_links = loose_linked = 0
        prose = boilerplate = 0.0
        children = el[:] if len(el) else _LEAF  # a leaf (most elements) makes no list
        family.append(children)
        if children:
            for child in children:
                c_chars, c_linked, c_loose, c_loose_linked, c_loose_stops, c_prose, c_bad, size, stops = (
                    measures[child]
                )
                chars += c_chars + size
                loose += c_loose + size
                loose_stops += c_loose_stops + stops
                in_links += c_linked
                loose_linked += c_loose_linked
                prose += c_prose
                boilerplate += c_bad
        tag = el.tag
        if tag == "a" or el in linked:
            in_links, loose_linked = chars, loose
        if loose and tag in BLOCK_TAGS:  # judge the text directly in this block, not in a judged child
            sentence = loose_stops > 0 or loose >= SENTENCE_CHECK_BELOW
            is_worded = loose - loose_linked >= GOOD_MIN_CHARS
            is_prose = is_worded and loose_linked <= GOOD_MAX_LINK_SHARE * loose and sentence
            if is_prose and tag not in HEADINGS:
                prose += loose
                prose_blocks.add(el)
            elif loose_linked > BAD_LINK_SHARE * loose and not (is_worded and loose_stops >= 2):
                # mostly links and not sentences around them (a deals post links every other phrase)
                boilerplate += LINK_WEIGHT * loose
                if not (prose or _names_what_follows(tag, loose, loose_linked, loose_stops)):
                    links.append(el)  # (else a story with a stray link beside it, or a heading's link)
            else:
                boilerplate += NEUTRAL_WEIGHT * loose
            loose = loose_linked = loose_stops = 0
        measures[el] = (
            chars,
            in_links,
            loose,
            loose_linked,
            loose_stops,
            prose,
            boilerplate,
            tail_chars,
            tail_stops,
        )
        total[el] = chars
        good[el] = prose
        bad[el] = boilerplate
    texts.reverse()
    tails.reverse()
    found.texts, found.tails = texts, tails
    return _Measured(total, good, bad, family, links)


_LEAF: list[Element] = []  # the children of every leaf (never added to)
# mirrored by _kernel.pyx: to here


def _score(body: Element, elements: list[Element], measured: _Measured, found: _Found) -> None:
    """The second pass: furniture judged, each element scored (its prose less its boilerplate and the prose
    it holds inside furniture), and the best one taken as the article, with its shares of the page
    (``measured``: what :func:`_measure` found)."""
    total, good, bad, children, links = measured
    found.page_chars = total[body]

    verdicts: dict[Element, Verdict] = dict.fromkeys(elements)
    found.verdicts = verdicts
    authored = []  # elements classed "author": a post's byline, when it links to the post
    mains: list[Element] = []  # the page's <main> landmarks (or role=main)
    # only an element with a furniture tag, a class, an id or a role can be furniture: each element's three
    # attributes are read once, here, and handed to the rules (read again by the rules, those of the few
    # hundred elements they judge cost as much as the test on every element)
    names = found.names
    authors: list[Element] = []  # a post's author, as microdata marks it (see _post_bylines)
    props: set[Element] = set()  # marked as a person's name by their itemprop (posters.POSTER_PROPS)
    asked: list[Element] = []  # weak furniture that may be a post's author line (posters.author_line)
    # (compiled where the kernel is built and current: kotoba.web.extract.kernel)
    compiled = _compiled_attributes()
    read = None if compiled is None else compiled(elements, authors, props)
    if read is None:
        read = _attributes(elements, authors, props)

    # mirrored by _kernel.pyx: from here (kernel.Judge._weak judges as weak does)
    def weak(el: Element, classes: str | None) -> Verdict:
        """The verdict of an element its names judge weak furniture."""
        if el.tag == "a" and _block_of(el) in found.prose:
            return None  # a tooltip's or a pop-up's link in a sentence: its words are the sentence's
        if el.tag in _IN_SENTENCE and _opens_prose(el, found.prose):
            return None  # a dateline opening the story ("<span class=dateline>KIEL (dpa) –</span> …")
        if "author" in str(classes).split():
            authored.append(el)
        elif _only_a_heading(el, total):
            return None  # a page builder's heading widget: the section's title, whatever its class
        else:
            asked.append(el)  # asked once every element's attributes are read (_poster_marks)
        return WEAK

    # mirrored by _kernel.pyx: to here

    # (compiled where the kernel is built and current: kotoba.web.extract.kernel)
    # (given the prose blocks, the sizes, the lists and the heading test, the compiled judge judges the weak
    # as ``weak`` does, without a call into Python)
    judging = _compiled_judge()
    if (
        judging is None
        or judging(
            read,
            names,
            mains,
            verdicts,
            weak,
            furniture_named,
            furniture_by_name,
            found.prose,
            total,
            authored,
            asked,
            _compiled_heading(),
        )
        is None
    ):
        _judge(read, names, mains, verdicts, weak)
    marks = _poster_marks(names, props, total)
    # lines named for an author holding a poster's link (posters.py)
    authors_of_posts = [el for el in asked if author_line(el, marks)]
    position = _sort_links(links, found, elements, marks)
    for byline in _post_bylines(authors):
        if verdicts.get(byline) is WEAK:
            verdicts[byline] = None  # who wrote a post of the thread: what tells one reply from the next
    if authors_of_posts and not position:
        position = _placed(elements, found)
    threaded = set(authors_of_posts) - lone_posters(set(authors_of_posts), position, found.prose_at)
    for line in threaded:
        verdicts[line] = None  # each post's author line, in a thread of them
    found.posters |= threaded
    for byline in _permalinked_bylines(authored):
        verdicts[byline] = None
        found.skip.discard(byline)  # a line of links (a name, a date), but the post's own
        found.lists.discard(byline)
    _mark_sections(_section_headings(elements, total), good, verdicts)
    prose = good[body]
    for el in _holding_landmarks(elements):  # a <header> wrapped around <main> is the page, not its masthead
        verdicts[el] = None
    # weak furniture is measured against the prose that is not inside strong furniture; the verdicts are
    # in document order (every element's, from ``elements``), and only the few that are not None are read
    judged = found.judged = [(el, verdict) for el, verdict in verdicts.items() if verdict is not None]
    threads, in_strong = _outermost(el for el, verdict in judged if verdict is STRONG)
    prose -= sum(good[thread] for thread in threads)
    furn = {
        el
        for el, verdict in judged
        if verdict is STRONG or (verdict is WEAK and good[el] < FURNITURE_MAX_PROSE * prose)
    }

    # (compiled where the kernel is built and current: kotoba.web.extract.kernel)
    scoring = _compiled_best()
    best = None if scoring is None else scoring(elements, children, furn, verdicts, in_strong, good, bad)
    article, best_score = (
        _best(elements, children, furn, verdicts, in_strong, good, bad) if best is None else best
    )
    if article is not None:
        found.article = _layout_cell(article, good)
    # inside the article, weak furniture holding half its prose is the story's own wrapper after all
    story = _own_prose(found.article, threads, good)
    found.score = best_score
    # shares are of the prose outside strong furniture and the sidebars beside the article: a comment thread
    # or a column of teasers is no rival to the story
    outside = prose - _sidebar_prose(judged, found.article, good)
    if mains and outside > 0:
        found.main = max(mains, key=lambda el: good[el])
        found.main_share = _own_prose(found.main, threads, good) / outside
    found.share = story / outside if outside > 0 else 1.0
    found.furniture = {el for el in furn if verdicts[el] is STRONG or not good[el]}
    found.skip |= {el for el in furn if verdicts[el] is STRONG or good[el] < FURNITURE_MAX_PROSE * story}


@kernel.compiled
def _compiled_judge(built: ModuleType) -> Callable[..., bool | None]:
    """The compiled :func:`_judge` (``_kernel.Judge``) with this module's constants and the rules' compiled
    readings of names (``rules.compiled_names``: the verdicts of tags, roles and classes it finds without a
    call into Python)."""
    judge: Callable[..., bool | None] = built.Judge(
        _READS_ELEMENT, WEAK, _names_verdict, compiled_names(), BLOCK_TAGS, _IN_SENTENCE
    ).judge
    return judge


# mirrored by _kernel.pyx: from here (kernel.Judge judges the same elements in the same order)
def _judge(
    read: list[tuple[Element, str, str | None, str | None, str | None]],
    names: dict[Element, tuple[str | None, str | None]],
    mains: list[Element],
    verdicts: dict[Element, Verdict],
    weak: Callable[[Element, str | None], Verdict],
) -> None:
    """Each element's furniture verdict by its names (``read``: each element that may be furniture, with its
    tag, class, id and role), ``weak`` asked of each judged weak; the class and id of each in ``names``, the
    page's ``<main>`` landmarks (or role=main) in ``mains``."""
    for el, tag, classes, name, role in read:
        names[el] = classes, name
        if tag == "main" or (role or "").lower() == "main":
            mains.append(el)
        # most elements' verdicts only their tag, role and class decide (the rules look into the element
        # itself only for a <figure>, a <header> and an id that names furniture): those are cached, and so
        # is what an id names (most name nothing, which leaves the verdict to the tag, role and class)
        if tag in _READS_ELEMENT or (name and _names_verdict(name) is not None):
            verdict = furniture_named(el, tag, role, classes, name)
        else:
            verdict = furniture_by_name(tag, role, classes)
        if verdict is WEAK:
            verdict = weak(el, classes)
        verdicts[el] = verdict


# mirrored by _kernel.pyx: to here


@kernel.compiled
def _compiled_best(built: ModuleType) -> Callable[..., tuple[Element | None, float] | None]:
    """The compiled :func:`_best` (``_kernel.Best``) with this module's weights."""
    best: Callable[..., tuple[Element | None, float] | None] = built.Best(
        FURNITURE_PROSE_WEIGHT, WEAK_PROSE_WEIGHT, STRONG
    ).best
    return best


# mirrored by _kernel.pyx: from here (kernel.Best scores the same elements with the same floats)
def _best(
    elements: list[Element],
    children: list[list[Element]],
    furn: set[Element],
    verdicts: dict[Element, Verdict],
    in_strong: set[Element],
    good: dict[Element, float],
    bad: dict[Element, float],
) -> tuple[Element | None, float]:
    """The element with the best score (its prose less the cost of the prose inside furniture in its
    subtree and its boilerplate) outside strong furniture, and that score; None and -inf when there is
    none. ``children`` are each element's, the last element first (as :func:`_measure` lists them)."""
    moved: dict[Element, float] = {}  # the cost of the prose inside furniture in the subtree
    best, best_score = None, float("-inf")
    for el, held in zip(reversed(elements), children, strict=True):
        if el in furn:
            weight = FURNITURE_PROSE_WEIGHT if verdicts[el] is STRONG else WEAK_PROSE_WEIGHT
            moved[el] = weight * good[el]
            continue
        # the children's, in order, summed in C (a leaf's is the sum of none)
        m = moved[el] = sum(map(moved.__getitem__, held)) if held else 0
        if el in in_strong:  # inside weak furniture is allowed: a class name is only a hint
            continue
        score = good[el] - m - bad[el]
        if score > best_score:
            best, best_score = el, score
    return best, best_score


# mirrored by _kernel.pyx: to here


# mirrored by _kernel.pyx: from here (kernel.Attributes reads the same attributes off the nodes)
def _attributes(
    elements: list[Element], authors: list[Element], props: set[Element]
) -> list[tuple[Element, str, str | None, str | None, str | None]]:
    """Each element that may be furniture (one with a furniture tag, a class, an id or a role) with its tag,
    class, id and role, in document order; the elements marked as a post's author (``itemprop=author``)
    go to ``authors``, and those marked as a person's name (posters.POSTER_PROPS) to ``props``."""
    read = []
    for el in elements:
        # an attribute is read only when the element has it: each read looks its name up anew, where the
        # list of the names comes in one call (a third of the elements have none, most others one or two)
        tag, keys = el.tag, el.keys()
        if keys:
            classes = el.get("class") if "class" in keys else None
            name = el.get("id") if "id" in keys else None
            role = el.get("role") if "role" in keys else None
            if "itemprop" in keys:
                prop = el.get("itemprop")
                if prop == "author":
                    authors.append(el)
                if prop in POSTER_PROPS:
                    props.add(el)
            if classes is None and name is None and role is None and tag not in _NAMED_BY_TAG:
                continue
        elif tag in _NAMED_BY_TAG:
            classes = name = role = None
        else:
            continue
        read.append((el, tag, classes, name, role))
    return read


# mirrored by _kernel.pyx: to here


@kernel.compiled
def _compiled_attributes(
    built: ModuleType,
) -> Callable[
    [list[Element], list[Element], set[Element]],
    list[tuple[Element, str, str | None, str | None, str | None]] | None,
]:
    """The compiled :func:`_attributes` with this module's constants."""
    read: Callable[
        [list[Element], list[Element], set[Element]],
        list[tuple[Element, str, str | None, str | None, str | None]] | None,
    ] = built.Attributes(_NAMED_BY_TAG, POSTER_PROPS).read
    return read


# A post's author as schema.org microdata marks it (Discourse, many forums and Q&A sites): an ``author``
# inside a comment or an answer.
# What marks a post in microdata: an item that is a comment or an answer, by its property or its type.
_POST_PROPS = frozenset(("comment", "suggestedAnswer", "acceptedAnswer"))
_POST_TYPES = ("schema.org/Comment", "schema.org/Answer")


# More characters than this are no heading's.
HEADING_WIDGET_MAX_CHARS = 300


def _only_a_heading(el: Element, total: dict[Element, int]) -> bool:
    """Whether all of ``el``'s text is one heading inside it (Elementor's ``elementor-widget-heading``).
    (Compiled where the kernel is built and current: :mod:`kotoba.web.extract.kernel`.)"""
    compiled = _compiled_heading()
    only = None if compiled is None else compiled(el, total)
    return _only_a_heading_here(el, total) if only is None else only


@kernel.compiled(per_thread=True)
def _compiled_heading(built: ModuleType) -> Callable[[Element, dict[Element, int]], bool | None]:
    """The compiled :func:`_only_a_heading_here` (``_kernel.OnlyAHeading``) with this module's constants."""
    only: Callable[[Element, dict[Element, int]], bool | None] = built.OnlyAHeading(
        HEADINGS, HEADING_WIDGET_MAX_CHARS, _LOOKED_AT
    ).of
    return only


# mirrored by _kernel.pyx: from here (kernel.OnlyAHeading looks at the same descendants)
def _only_a_heading_here(el: Element, total: dict[Element, int]) -> bool:
    """:func:`_only_a_heading` in Python (the reference the compiled pass is held to)."""
    size = total[el]
    if not size or size > HEADING_WIDGET_MAX_CHARS or el.tag in HEADINGS:
        return False  # (a longer text is no heading: its subtree is not searched)
    # the first descendants looked at here (a widget holds a few), where lxml builds its matcher of the six
    # tags anew at each call; a bigger subtree is still searched by lxml
    seen = 0
    for inner in itertools.islice(el.iterdescendants(), _LOOKED_AT):
        if inner.tag in HEADINGS:
            return bool(total[inner] == size)
        seen += 1
    if seen < _LOOKED_AT:
        return False
    heading = next(el.iterdescendants(*HEADINGS), None)
    return heading is not None and total[heading] == size


_LOOKED_AT = 32  # descendants of an element _only_a_heading looks at itself
# mirrored by _kernel.pyx: to here


def _post_bylines(authors: list[Element]) -> set[Element]:
    """The elements around each post's author, up to the post (the microdata item it belongs to): its
    byline ("BurntSushi, February 20"), which a class such as ``post-meta`` would mark as furniture.

    A post's author is an ``itemprop="author"`` inside a comment or an answer (Discourse, many forums and
    Q&A sites). The ``authors`` (the elements marked so, in document order) are picked by the pass that
    reads every element's attributes (an XPath asking the same of the tree cost three times as much), and
    only they climb to see whether they sit in a post.
    """
    bylines: set[Element] = set()
    for author in authors:
        if not any(_is_post(up) for up in author.iterancestors()):
            continue
        bylines.add(author)
        for up in author.iterancestors():
            if up.get("itemscope") is not None:  # the post itself
                break
            bylines.add(up)
    return bylines


def _is_post(el: Element) -> bool:
    """Whether ``el`` is a microdata item that is a comment or an answer."""
    if el.get("itemprop") in _POST_PROPS:
        return True
    kind = el.get("itemtype")
    return kind is not None and any(name in kind for name in _POST_TYPES)


# A post's byline as forum software writes it without microdata (phpBB's ``p.author``): an element classed
# ``author`` holding a link to the post itself (``<a href="…#p216">`` inside ``<div id="p216">``), the
# permalink that each post of a thread carries under its date.
# The poster's name in such a post: a link whose class names it (phpBB, vBulletin and XenForo's ``username``).
_POSTER_NAMES = etree.XPath("descendant::a[contains(@class, 'username')]")


def _permalinked_bylines(authored: list[Element]) -> set[Element]:
    """Of the ``authored`` elements (classed ``author``), the lines that link to their own post, with the
    blocks holding the poster's name in that post, up to the post: what tells one reply from the next
    ("b.scherer", "Sun Dec 17, 2023 11:23 am")."""
    lines: dict[Element, list[Element]] = {}  # each post once, with its lines that link to it
    for line in authored:
        post = _linked_post(line)
        if post is not None:
            lines.setdefault(post, []).append(line)
    bylines: set[Element] = set()
    for post, own in lines.items():
        # The poster's names are looked up once a post, and a climb stops at a block this post's climbs
        # already took (all above it, up to the post, are taken too): a thread of thousands of such lines
        # costs one walk of each post, not one per line and name.
        taken: set[Element] = set()
        for named in [*own, *_POSTER_NAMES(post)]:
            taken.add(named)
            for up in named.iterancestors():
                if up is post or up in taken:
                    break
                taken.add(up)
        bylines |= taken
    return bylines


def _linked_post(line: Element) -> Element | None:
    """The enclosing element that one of ``line``'s links points to by its id (``#p216``), if any."""
    targets = {href.rpartition("#")[2] for a in line.iter("a") if "#" in (href := str(a.get("href") or ""))}
    targets.discard("")
    if not targets:
        return None
    return next((up for up in line.iterancestors() if up.get("id") in targets), None)


# mirrored by _kernel.pyx: from here (kernel.Judge._weak climbs as these do)

# Inline elements whose words, opening a paragraph of prose, are that paragraph's whatever their class.
_IN_SENTENCE = frozenset(("span", "strong", "b", "em"))


def _opens_prose(el: Element, prose: set[Element]) -> bool:
    """Whether ``el`` is the first words of a paragraph of prose (nothing before it in the paragraph)."""
    child = el
    for up in el.iterancestors():
        if (up.text or "").strip() or up.index(child) != 0:
            return False
        if up in prose:
            return True
        if up.tag in BLOCK_TAGS:
            return False
        child = up
    return False


def _block_of(el: Element) -> Element | None:
    """The block (paragraph, item, cell…) whose line an inline element's words are part of."""
    for up in el.iterancestors():
        if up.tag in BLOCK_TAGS:
            return up
    return None


# mirrored by _kernel.pyx: to here


def _keep_introduced_lists(found: _Found) -> None:
    """Keep the link lists inside the article that the article itself introduces: a list of links after a
    heading of its own or a line ending with a colon ("Sources:", "See the forms below:") is what that line
    announces — the article's reading list, its references, its forms to download — not the site's menu.
    A list inside furniture (a "Related stories" box, a sidebar) stays skipped: the renderer never enters
    it.
    """
    if not found.lists:
        return
    article = found.article
    for items in article.iter(*_LIST_TAGS):
        held = [el for el in items.iter() if el in found.lists]
        if held and _introduced(items, article):
            found.skip.difference_update(held)
            found.lists.difference_update(held)


def _keep_named_cells(found: _Found) -> None:
    """Keep the link lists that are a data table's whole cell in a row with words of its own: the cell names
    what its row is about (a product, a function, a city: "[Hoka Speedgoat 7] | 4.5 oz | $155"), and dropped
    it would leave the row's values naming nothing. A row of nothing but links (a menu laid out as a table)
    stays skipped, and so does a link list inside a cell beside other words of that cell, or in a table that
    lays out a page (:func:`kotoba.web.extract.tables.is_layout`).
    """
    lists = found.lists
    if not lists:
        return
    kept: list[Element] = []
    tables: dict[Element, bool] = {}  # per table: whether it holds data
    for el in lists:
        cell = el if el.tag in CELLS else next(el.iterancestors(*CELLS), None)
        if cell is None:
            continue
        table = table_of(cell)
        if table is None:
            continue
        data = tables.get(table)
        if data is None:
            data = tables[table] = not is_layout(table)
        if not data or (cell is not el and _words(el) != _words(cell)):
            continue
        row = cell.getparent()
        if row is not None and any(
            other is not cell and other.tag in CELLS and _shown(other, found.skip) for other in row
        ):
            kept.append(el)
    found.skip.difference_update(kept)
    lists.difference_update(kept)


def _shown(el: Element, skip: set[Element]) -> bool:
    """Whether ``el`` shows any words outside the ``skip`` elements in it (itself included)."""
    if el in skip:
        return False
    if el.text and not el.text.isspace():
        return True
    return any(
        (isinstance(child.tag, str) and _shown(child, skip)) or (child.tail and not child.tail.isspace())
        for child in el
    )


def _words(el: Element) -> str:
    """``el``'s text, its runs of whitespace made one space."""
    return " ".join("".join(el.itertext()).split())


_LIST_TAGS = ("ul", "ol", "dl")
# A list first in its wrappers is introduced by what precedes the outermost of them, this many levels up.
INTRODUCED_DEPTH = 3
_INTRODUCING = (":", "：")


def _introduced(items: Element, article: Element) -> bool:
    """Whether the text just before a list (or before the wrappers it opens, up to the article) is a
    heading or ends with a colon."""
    el: Element | None = items
    for _ in range(INTRODUCED_DEPTH):
        if el is None:
            return False
        before = el.getprevious()
        while before is not None:
            tail = str(before.tail or "").strip()
            if tail:
                return tail.endswith(_INTRODUCING)
            if not isinstance(before.tag, str) or before.tag in ("br", "hr"):
                before = before.getprevious()
                continue
            text = _words(before)
            if text:
                return before.tag in HEADINGS or text.endswith(_INTRODUCING)
            before = before.getprevious()
        parent = el.getparent()
        lead = str(parent.text or "").strip() if parent is not None else ""
        if parent is None or lead:
            return lead.endswith(_INTRODUCING)
        if el is article:
            return False
        el = parent
    return False


_LAYOUT = frozenset(("table", "tbody", "tr"))


def _layout_cell(article: Element, good: dict[Element, float]) -> Element:
    """``article``, or where it is a table laid out in columns (or a body or row of one), the cell of it that
    holds most of its prose, when that holds the share of it an article must hold of its page to be believed
    (``FIT.min_share``) and most of the rest stands in the cells beside it.

    An older page lays itself out in a table: the story in one column, links and teasers in the columns
    beside it. Each column's prose adds to the table's score, so the table outscored the story's cell and
    its side columns were read as the article. A thread laid out in a table has its other posts in the rows
    below, not beside: its table stays the article."""
    total = good.get(article, 0.0)
    if article.tag not in _LAYOUT or not total:
        return article
    cell = max(article.iter("td"), key=lambda el: good.get(el, 0.0), default=None)
    if cell is None or good.get(cell, 0.0) < FIT.min_share * total:
        return article
    row = next(cell.iterancestors("tr"), None)
    if row is not None and row is not article and article not in row.iterancestors():
        row = None  # (a cell loose in the table, outside any of its rows)
    beside = 0.0 if row is None else good.get(row, 0.0) - good[cell]
    if beside <= 0 or beside * 2 < total - good[cell]:
        return article
    return cell


def _own_prose(el: Element, threads: list[Element], good: dict[Element, float]) -> float:
    """The prose of ``el`` but for the comment threads and other strong furniture inside it."""
    return good[el] - sum(good[thread] for thread in threads if el in thread.iterancestors())


def _sidebar_prose(
    judged: Sequence[tuple[Element, Verdict]], article: Element, good: dict[Element, float]
) -> float:
    """The prose in asides (or complementary regions) beside the article, counted once: whatever their
    size, they are not rivals to an article that lies outside them (``judged``: the elements with a
    furniture verdict and their verdicts, in document order)."""
    holding = set(article.iterancestors())
    holding.add(article)

    def beside(el: Element) -> bool:
        if not (el.tag == "aside" or (el.get("role") or "").lower() == "complementary"):
            return False  # most weak furniture: no ancestor is climbed for it
        return el not in holding and article not in el.iterancestors()

    asides, _inside = _outermost(el for el, verdict in judged if verdict is WEAK and beside(el))
    return sum(good[aside] for aside in asides)


def _outermost(picked: Iterable[Element]) -> tuple[list[Element], set[Element]]:
    """Of the ``picked`` elements (in document order), those not inside an earlier one, and every element
    in those.

    Only the picked elements and the subtrees of the outermost are visited (their subtrees in C), not every
    element of the page: an element inside an outermost one comes after it in document order, so it is
    found in the set by then.
    """
    outermost: list[Element] = []
    inside: set[Element] = set()
    for el in picked:
        if el not in inside:
            outermost.append(el)
            inside.update(el.iter())
    return outermost, inside


def _holding_landmarks(elements: list[Element]) -> set[Element]:
    """The elements with a ``<main>`` inside them (``<article>`` is no landmark: teaser cards use it too), of
    the body's ``elements`` (every one, in document order, the body first: its landmarks are asked of
    lxml, whose walk matches tags in C)."""
    holding: set[Element] = set()
    for landmark in elements[0].iter(*_LANDMARKS):
        parent = landmark.getparent()
        while parent is not None and parent not in holding:
            holding.add(parent)
            parent = parent.getparent()
    return holding


class _Siblings:
    """One parent's children with the prose before each, summed once: a page of a thousand bold "Related"
    paragraphs asks each of them how much prose precedes it, and a sum over the siblings per heading made
    that quadratic in the page. The prose counts are whole numbers, so any order of summing gives the same
    total."""

    def __init__(self, children: list[Element], good: dict[Element, float]) -> None:
        self.children = children
        self.index: dict[Element, int] = {}
        self.before: list[float] = []
        running = 0.0
        for i, child in enumerate(children):
            self.index[child] = i
            self.before.append(running)
            running += good[child]
        self.prose = running
        self.marked_from = len(children)  # the siblings from here on are already marked as furniture


def _mark_sections(
    headings: list[Element], good: dict[Element, float], verdicts: dict[Element, Verdict]
) -> None:
    """Mark as furniture the section each heading such as "Related stories" opens.

    A heading first in its container opens that container (a box of related stories, whatever their
    length). A heading further down opens the rest of it, unless more prose follows than precedes:
    "Comments" is also a chapter of a book, with chapters after it.
    """
    families: dict[Element, _Siblings] = {}
    for heading in headings:
        parent = heading.getparent()
        if parent is None:  # the root: nothing beside it, so all the prose it has follows none
            if not good[heading]:
                verdicts[heading] = STRONG
            continue
        family = families.get(parent)
        if family is None:
            family = families[parent] = _Siblings(parent[:], good)
        at = family.index[heading]
        before = family.before[at]
        if before == 0 and parent.tag != "body":
            verdicts[parent] = STRONG
        elif family.prose - before <= before:
            # a section already marked from an earlier heading on is marked again with the same verdict
            for el in family.children[at : family.marked_from]:
                verdicts[el] = STRONG
            family.marked_from = min(family.marked_from, at)


_LANDMARKS = frozenset(LANDMARK_TAGS)
_SECTION_HEADING_TAGS = frozenset(tag for tag in HEADINGS if tag != "h1")  # an h1 is the page's own title


def _section_headings(elements: list[Element], total: dict[Element, int]) -> list[Element]:
    """Headings such as "Related stories" or "Leave a comment", climbed to the element that opens the section
    (``elements``: the body's, in document order, the body first; its headings are asked of lxml, whose walk
    matches tags in C). A paragraph or a box set as a title (:func:`~kotoba.web.extract.rules.
    stands_as_heading`) is such a heading too: a newsletter box's "Subscribe to our newsletter", a "You might
    also like:" over a list of stories, an author box's "About the author".

    A heading wrapped alone in a ``div`` is climbed to that ``div``, so that its siblings are the section.
    """
    found = []
    # (compiled where the kernel is built and current: kotoba.web.extract.kernel)
    compiled = _compiled_candidates()
    candidates = None if compiled is None else compiled(elements[0], total)
    for el in _section_candidates(elements[0], total) if candidates is None else candidates:
        size = total[el]
        match = SECTION_HEADINGS.match("".join(el.itertext()).strip())
        if match is None or size - match.end() > SECTION_HEADING_MAX_REST:
            continue  # "Related: <a story's title>" is a link inside the article, not a section
        top = el
        parent = top.getparent()
        while parent is not None and parent.tag != "body" and total[parent] == size and len(parent) == 1:
            top, parent = parent, parent.getparent()
        found.append(top)
    return found


@kernel.compiled
def _compiled_candidates(built: ModuleType) -> Callable[[Element, dict[Element, int]], list[Element] | None]:
    """The compiled :func:`_section_candidates` (``_kernel.SectionCandidates``) with the rules' constants."""
    candidates: Callable[[Element, dict[Element, int]], list[Element] | None] = built.SectionCandidates(
        _SECTION_HEADING_TAGS, TITLE_TAGS, SECTION_HEADING_MAX_CHARS, TITLE_WORDS, class_words
    ).of
    return candidates


# mirrored by _kernel.pyx: from here (kernel.SectionCandidates finds the same elements in the same order)
def _section_candidates(body: Element, total: dict[Element, int]) -> list[Element]:
    """The elements of ``body`` that may head a section: a heading or a paragraph or box short enough, the
    paragraph or box only where it is set as a title (:func:`~kotoba.web.extract.rules.stands_as_heading`)."""
    candidates = []
    for el in body.iter(*_SECTION_HEADING_TAGS, *TITLE_TAGS):
        size = total[el]  # (every element of the body is measured)
        if not size or size > SECTION_HEADING_MAX_CHARS:
            continue
        if el.tag in TITLE_TAGS and not stands_as_heading(el):
            continue  # a paragraph or a box that is not set as a title ("Read more", a card's text)
        candidates.append(el)
    return candidates


# mirrored by _kernel.pyx: to here


def _title(root: Element) -> str:
    for meta in root.iter("meta"):
        if meta.get("property") == "og:title" and meta.get("content"):
            return _SPACES.sub(" ", meta.get("content", "")).strip()
    return _SPACES.sub(" ", root.findtext(".//title") or "").strip()
