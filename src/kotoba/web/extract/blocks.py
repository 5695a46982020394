"""A page cut into text blocks, each described by numbers a learned model reads (:mod:`.learned`).

A *block* is an element that starts a line of text (a paragraph, a list item, a data table's row, a cell of
a table that lays out the page, a heading, a ``div`` with text of its own) together with its *own* text: what
the renderer puts on that element's lines, that is its text and the text of its inline descendants, but not
that of nested blocks. Every feature is a general signal of how pages are built — how long the text is, how
much of it sits in links, whether it has sentence punctuation, what the tags and the class and id words
around it are, where it stands on the page, what its neighbours look like — plus what kotoba's rule-based
pass (:mod:`.core`) thought of it, so that the model, not a hand rule, decides how far to believe each hint.

The same function feeds the model at run time and the training script (``bench/learned/train.py``), so the
two can never disagree about a feature. Pure Python over the lxml tree: no numpy on the read path.
"""

from __future__ import annotations

import functools
import itertools
import math
import re
from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from operator import attrgetter, itemgetter, lt, truediv
from types import ModuleType

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel
from kotoba.web.extract.core import Page, comment_thread
from kotoba.web.extract.rules import BLOCK_TAGS, STRONG, WEAK
from kotoba.web.extract.tables import CELLS as _CELLS
from kotoba.web.extract.tables import layout_cells

LINE_BLOCKS = BLOCK_TAGS - _CELLS  # as the renderer: a data table's cell is part of its row's line
_SPACES = re.compile(r"\s+")
# Sentence ends and clause marks of Latin, CJK (full-width), Arabic and Devanagari text.
_STOP = re.compile(r"[.!?。！？؟।]")
_COMMA = re.compile(r"[,;:、，；：،]")
_WORD = re.compile(r"\w+")
# Scripts written without spaces between words, where \w+ finds clauses (Chinese, Japanese) or splits at every
# vowel sign (Thai): their letters are counted instead, so that a paragraph of Japanese prose measures like
# one of English prose rather than like a line of a few long or many tiny words. Han, kana (and half-width
# katakana): a character stands for about three letters of spaced text (a sentence translated from English
# keeps about a third of its length), two of them for a word. Thai, Lao, Myanmar, Khmer: letters as they
# are, five to a word.
_CJK = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]")
_UNSPACED = re.compile("[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]")
CJK_LETTERS = 3
CJK_PER_WORD = 2
UNSPACED_PER_WORD = 5
TYPICAL_WORD = 4.7  # letters in a word of spaced prose: the mean word length the unspaced scripts' words get
_CLASS_WORD = re.compile(r"[a-z]+")
_DIGIT = re.compile(r"\d")
# mirrored by _kernel.pyx: from here (kernel.Measures counts what _measure_block counts on these bytes)
# ASCII text with its sentence ends (as _STOP finds them in it) made ".", its clause marks (_COMMA) ",", and
# its digits (\d) "0": each counted by one count
_MARKS = bytes(
    ord(".") if chr(c) in ".!?" else ord(",") if chr(c) in ",;:" else ord("0") if chr(c).isdigit() else c
    for c in range(128)
) + bytes(range(128, 256))
# mirrored by _kernel.pyx: to here
_FIRST = itemgetter(0)

# Tags a block may be (one feature each); any other block tag is "other". A cell (``td``, and ``th``
# counted as one) is a block only in a table that lays out the page: a column of the page, not a paragraph.
BLOCK_KINDS = (
    "p",
    "div",
    "li",
    "tr",
    "td",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "dd",
    "dt",
    "blockquote",
    "pre",
    "section",
    "article",
    "span_like",
)
# Ancestors whose presence is a feature: landmarks, lists, tables, quotes, links.
ANCESTOR_TAGS = (
    "a",
    "li",
    "nav",
    "footer",
    "header",
    "aside",
    "form",
    "article",
    "main",
    "table",
    "figure",
    "blockquote",
    "section",
    "ul",
    "ol",
    "p",
)
_ANCESTOR_BITS = {tag: 1 << bit for bit, tag in enumerate(ANCESTOR_TAGS)}
# the one-hot columns of each block kind, built once
_KIND_COLUMNS = {kind: [float(kind == name) for name in BLOCK_KINDS] for kind in BLOCK_KINDS}
_KIND_COLUMNS["th"] = _KIND_COLUMNS["td"]
_OTHER_KIND = _KIND_COLUMNS["span_like"]
# How many class and id words (the most frequent in the training pages) the model knows.
VOCABULARY_SIZE = 200
# Class and id words are read from this many of a block's nearest ancestors (itself included).
CLASS_DEPTH = 6


@dataclass(slots=True)  # no dict per block: a page has hundreds, read a dozen times each
class Block:
    """One block: its element, its own text, and what the features are computed from."""

    element: Element
    text: str = ""
    linked: int = 0  # characters of the text inside <a>
    index: int = 0
    ancestors: int = 0  # a bit per ANCESTOR_TAGS entry found above the block
    depth: int = 0
    # The lower-case words of the class and id of the block's element and of its ancestors, up to
    # CLASS_DEPTH elements: ``own`` and ``chain`` (each ancestor's apart, nearest last) are what cut() read
    # on its way down; features() joins them into ``words``, once per chain (siblings share their parent's).
    words: frozenset[str] = field(default_factory=frozenset)
    own: tuple[str, ...] = ()
    chain: tuple[tuple[str, ...], ...] = ()
    parent: Element | None = None  # the element's parent, as cut() found it (None: not known)

    @property
    def parent_element(self) -> Element | None:
        """The element's parent: as cut() found it, else asked of the tree (None: the root)."""
        return self.parent if self.parent is not None else self.element.getparent()


# mirrored by _kernel.pyx: from here (kernel.Cut makes the same blocks: the loop below and _close)
def cut(
    body: Element,
    elements: Sequence[Element] | None = None,
    names: Mapping[Element, tuple[str | None, str | None]] | None = None,
    texts: Sequence[str | None] | None = None,
    tails: Sequence[str | None] | None = None,
) -> list[Block]:
    """The blocks of ``body`` in document order, each with its own whitespace-collapsed text; blocks with no
    text are left out. ``elements``: every element of ``body`` in document order, ``body`` first, as the rule
    pass listed them (``Page.found.elements``), ``names``, the class and id of those that have one
    (``Page.found.names``), and ``texts`` and ``tails``, each element's text and tail (``Page.found.texts``
    and ``.tails``, in the order of ``elements``; whitespace may stand for whitespace of another length,
    which makes the same words); all are read from the tree when not given.

    This visits every element of the page, so it is one loop over the rule pass's list rather than a second
    walk of the tree (a recursive call an element cost more than the rest of the visit): an element's parent
    tells where it stands, the elements holding children are kept open on a stack, and each closed element's
    tail goes to its parent's block. A block is made only once it is known to hold text (most elements that
    start a line hold none of their own: wrappers), and its whitespace is collapsed once (``str.split``
    splits where ``\\s+`` does).
    """
    if elements is None:
        elements = list(body.iter())
    if texts is None or tails is None:
        texts, tails = [el.text for el in elements], [el.tail for el in elements]
    rest = itertools.islice(elements, 1, None)
    if names is None:
        values: Iterable[tuple[str | None, str | None]] = [(el.get("class"), el.get("id")) for el in rest]
    else:  # looked up in C, an element at a time
        values = map(names.get, rest, itertools.repeat(_NO_NAMES))
    # per block: element, ancestor bits, depth, its own class words and its ancestors' (CLASS_DEPTH - 1),
    # and its parent
    owners: list[tuple[Element, int, int, tuple[str, ...], tuple[tuple[str, ...], ...], Element | None]] = []
    parts: list[list[str]] = []
    linked: list[int] = []  # characters inside <a>, per owner
    up = CLASS_DEPTH - 1
    # the body is the first block, whatever its tag; its own text and the text between its children are its
    chain = tuple(reversed([_element_words(el) for el in body.iterancestors()][:up]))
    own = _element_words(body)
    top: list[str] = [body.text] if body.text else []
    owners.append((body, 0, 0, own, chain, body.getparent()))
    parts.append(top)
    linked.append(0)
    # the open elements that hold children, and what each hands them: the pieces of text and the block
    # they add to, whether they are inside a link, the ancestor bits, their depth and their class words'
    opened: list[Element] = []
    opened_tails: list[str | None] = []  # their tails
    handed: list[_Handed] = []
    # the element last seen, its tail, its class and id, and what it would hand its children (made into a
    # tuple only if it has any); its class words and its ancestor bit are looked up only then, or when it
    # is a block: most elements are leaves inside a block (a link, an emphasis, a break), which need neither
    last, last_tail, pieces, owner, in_link, above, depth = body, None, top, 0, False, 0, 0
    last_value: tuple[str | None, str | None] = _NO_NAMES
    last_own: tuple[str, ...] | None = own
    last_tag: object = None  # the body's tag adds no ancestor bit: the body is every block's ancestor
    # a table that lays out the page (the story in one cell, the menu in the next) is cut into its cells, as
    # the rows of a data table are its blocks (most pages have none: their elements are tested as before)
    cells = layout_cells(body, elements)
    # the same loop compiled, where the kernel is built and current (kotoba.web.extract.kernel)
    compiled = _compiled_cut() if type(names) is dict else None
    if compiled is not None and type(elements) is list and type(texts) is list and type(tails) is list:
        blocks = compiled(elements, names, texts, tails, cells, own, chain, top, owners[0][5])
        if blocks is not None:
            return blocks
    line_blocks = LINE_BLOCKS | _CELLS if cells else LINE_BLOCKS
    for el, value, text, el_tail in zip(
        itertools.islice(elements, 1, None),
        values,
        itertools.islice(texts, 1, None),
        itertools.islice(tails, 1, None),
        strict=True,
    ):
        parent = el.getparent()
        if parent is last:
            opened.append(last)
            opened_tails.append(last_tail)
            if last_own is None:
                last_own = _NAMES.get(last_value)
                if last_own is None:
                    last_own = _named(last_value)
            bits = _ANCESTOR_BITS.get(last_tag, 0)  # type: ignore[call-overload]
            handed.append((pieces, owner, in_link, above | bits, depth + 1, (*chain, last_own)[-up:]))
        else:  # the last element is closed, and so is every open one down to this one's parent
            tail, around = last_tail, handed[-1]
            while True:  # each closed element's tail is its parent's (written out: a call costs a fifth)
                if tail:
                    around[0].append(tail)
                    if around[2]:
                        linked[around[1]] += len(tail.strip())
                if opened[-1] is parent:
                    break
                opened.pop()
                tail = opened_tails.pop()
                handed.pop()
                around = handed[-1]
        pieces, owner, in_link, above, depth, chain = handed[-1]
        last, last_tail, last_value, last_own = el, el_tail, value, None
        last_tag = tag = el.tag
        if not isinstance(tag, str):  # a comment or processing instruction: no text of the page's own
            continue
        if tag in line_blocks and (not cells or tag not in _CELLS or el in cells):
            words = _NAMES.get(value)
            if words is None:
                words = _named(value)
            last_own = words
            owner = len(owners)
            owners.append((el, above, depth, words, chain, parent))
            pieces = []
            parts.append(pieces)
            linked.append(0)
        if tag == "a":
            in_link = True
        if text:
            pieces.append(text)
            if in_link:
                linked[owner] += len(text.strip())
    if last is not body:  # close what is open, down to the body
        _close(last_tail, handed[-1], linked)
        while len(opened) > 1:
            handed.pop()
            opened.pop()
            _close(opened_tails.pop(), handed[-1], linked)
    kept: list[Block] = []
    for number, pieces in enumerate(parts):
        if not pieces:
            continue
        text = " ".join("".join(pieces).split())
        if text:
            el, above, depth, own, chain, parent = owners[number]
            size = min(linked[number], len(text))
            kept.append(Block(el, text, size, len(kept), above, depth, _NO_WORDS, own, chain, parent))
    return kept


# What an open element hands its children in cut(): pieces, owner, in a link, ancestor bits, depth, chain.
_Handed = tuple[list[str], int, bool, int, int, tuple[tuple[str, ...], ...]]
_NO_WORDS: frozenset[str] = frozenset()


def _close(tail: str | None, parent: _Handed, linked: list[int]) -> None:
    """A closed element's ``tail``, the text after it, as its parent's block's (counted as linked inside a
    link)."""
    if tail:
        parent[0].append(tail)
        if parent[2]:
            linked[parent[1]] += len(tail.strip())


# mirrored by _kernel.pyx: to here
# mirrored by _kernel.pyx: from here (kernel.Cut reads a pair of ASCII names, and keeps its words, as _named)
_NO_NAMES = (None, None)  # an element with neither a class nor an id
# Each (class, id) pair's words, as cut() reads them: a page repeats its class names (every item of a menu,
# every paragraph of a story), so most elements find theirs here. Emptied when it grows past the bound, as
# the rule pass bounds its own caches (kotoba.web.extract.rules).
_NAMES: dict[tuple[str | None, str | None], tuple[str, ...]] = {_NO_NAMES: ()}
_NAMES_BOUND = 4096


def _named(value: tuple[str | None, str | None]) -> tuple[str, ...]:
    if len(_NAMES) > _NAMES_BOUND:
        _NAMES.clear()
        _NAMES[_NO_NAMES] = ()
    words = _NAMES[value] = _words_of(f"{value[0] or ''} {value[1] or ''}")
    return words


def _element_words(el: Element) -> tuple[str, ...]:
    value = f"{el.get('class') or ''} {el.get('id') or ''}"
    return _words_of(value) if value != " " else ()


# A page repeats its class names (every item of a menu, every paragraph of a story): each is split once. The
# bound keeps the cache small, as the rule pass bounds its own (kotoba.web.extract.rules).
@functools.lru_cache(maxsize=2048)
def _words_of(value: str) -> tuple[str, ...]:
    if value.isascii():  # (most) its runs of letters, lower-cased, found in C without a regex
        return tuple(value.encode().translate(_CLASS_LETTERS).decode().split())
    return tuple(_CLASS_WORD.findall(value.lower()))


@kernel.compiled(per_thread=True)
def _compiled_cut(built: ModuleType) -> Callable[..., list[Block] | None]:
    """The compiled loop of :func:`cut` with this module's constants."""
    compiled: Callable[..., list[Block] | None] = built.Cut(
        LINE_BLOCKS,
        _CELLS,
        _ANCESTOR_BITS,
        CLASS_DEPTH - 1,
        _NAMES,
        _named,
        Block,
        _NO_WORDS,
        _NO_NAMES,
        _NAMES_BOUND,
        tuple(one.name for one in fields(Block)),  # (its blocks made without a call of Block's __init__)
    ).cut
    return compiled


# ASCII letters lower-cased, and every other byte a space: what _CLASS_WORD finds in lower-cased ASCII text
# is then the words that split() gives, at half the cost of the regex
_CLASS_LETTERS = bytes(c + 32 if 65 <= c <= 90 else c if 97 <= c <= 122 else 32 for c in range(256))
# mirrored by _kernel.pyx: to here


# What the rule pass found around a block (see _Inside): a bit each.
_IN_ARTICLE = 15 + len(BLOCK_KINDS) + len(ANCESTOR_TAGS)  # the row's rule_in_article column
_ARTICLE, _MAIN, _SKIP, _STRONG, _WEAK = 1, 2, 4, 8, 16
# furniture, and of it what a page without an article drops even when it keeps the discussion (not a comment
# thread): what the rule-based extractor renders of a page whose article it does not believe (core.extract)
_FURNITURE, _FURNITURE_NOT_TALK = 32, 64


class _Inside:
    """Which of the rule pass's regions (its article, the page's main landmark, what it skips, strong and
    weak furniture; the furniture, and of it what is no comment thread when ``talk_kept``, else all of it)
    an element lies in, itself included: the bits of the element and its ancestors.

    Each element's bits are found once, climbing from a block to the nearest element already known: the
    blocks share their ancestors, so this visits each element above a block once, where a set of every
    element inside each region would visit every element of the page, most of them in no block's path.
    """

    def __init__(self, page: Page, talk_kept: bool) -> None:
        found = page.found
        verdicts, furniture, names = found.verdicts, found.furniture, found.names
        # furniture verdicts reach every element inside the furniture, and so does what of it is no comment
        # thread (core.comment_threads, here without a set of them); the threads are looked for only where
        # the rule-based extractor would keep them: on a page whose article it does not believe and that no
        # candidate scored enough for (see features)
        strong, weak = _STRONG | _FURNITURE | _FURNITURE_NOT_TALK, _WEAK | _FURNITURE | _FURNITURE_NOT_TALK
        if talk_kept:
            marks = {
                el: (strong if verdicts.get(el) is STRONG else weak)
                & ~(_FURNITURE_NOT_TALK if comment_thread(el, names.get(el)) else 0)
                for el in furniture
            }
        else:
            marks = {el: strong if verdicts.get(el) is STRONG else weak for el in furniture}
        # the weak ones, from the elements with a verdict (found.verdicts holds every element's, most None)
        for el in [el for el, verdict in found.judged if verdict is WEAK and el not in furniture]:
            marks[el] = marks.get(el, 0) | _WEAK
        for el in found.skip:
            marks[el] = marks.get(el, 0) | _SKIP
        marks[found.article] = marks.get(found.article, 0) | _ARTICLE
        if found.main is not None:
            marks[found.main] = marks.get(found.main, 0) | _MAIN
        self.marks = marks
        self.known: dict[Element, int] = {}

    # mirrored by _kernel.pyx: from here (kernel.inside_of_blocks climbs and fills ``known`` the same)
    def of(self, el: Element) -> int:
        known, marks = self.known, self.marks
        climbed = []
        node: Element | None = el
        while node is not None and node not in known:
            climbed.append(node)
            node = node.getparent()
        bits = known[node] if node is not None else 0
        for up in reversed(climbed):
            bits |= marks.get(up, 0)
            known[up] = bits
        return bits

    def of_blocks(self, blocks: list[Block]) -> list[int]:
        """:meth:`of` each block's element, in one loop: a block's parent is mostly known already (the
        blocks before it share it), so each block costs its parent's lookup rather than a call. (Compiled
        where the kernel is built and current: kotoba.web.extract.kernel.)"""
        known, marks, of = self.known, self.marks, self.of
        compiled = _compiled_inside()
        if compiled is not None:
            return compiled(blocks, known, marks)
        found = []
        for block in blocks:
            el = block.element
            parent = block.parent_element
            if parent is None:
                bits = of(el)
            else:
                above = known.get(parent)
                bits = (above if above is not None else of(parent)) | marks.get(el, 0)
                known[el] = bits
            found.append(bits)
        return found
        # mirrored by _kernel.pyx: to here


@kernel.compiled
def _compiled_inside(
    built: ModuleType,
) -> Callable[[list[Block], dict[Element, int], dict[Element, int]], list[int]]:
    """The compiled :meth:`_Inside.of_blocks` (``_kernel.inside_of_blocks``)."""
    compiled: Callable[[list[Block], dict[Element, int], dict[Element, int]], list[int]] = (
        built.inside_of_blocks
    )
    return compiled


def measure(text: str) -> tuple[float, list[str], float, float]:
    """How long ``text`` is in letters of spaced text, its spaced words, how many words it holds, and their
    letters: :data:`_CJK` and :data:`_UNSPACED` letters counted as words by their own measure (see there),
    every other word as ``\\w+`` finds it. ASCII text (most blocks of most pages) skips the scripts' tests."""
    if text.isascii():
        words = _WORD.findall(text)
        return len(text), words, len(words), len("".join(words))  # the letters' sum in C
    spaced, cjk = _CJK.subn(" ", text)
    if cjk or _UNSPACED.search(spaced):
        spaced, unspaced = _UNSPACED.subn(" ", spaced)
        words = _WORD.findall(spaced)
        extra = cjk / CJK_PER_WORD + unspaced / UNSPACED_PER_WORD
        return (
            len(text) + cjk * (CJK_LETTERS - 1),
            words,
            len(words) + extra,
            len("".join(words)) + extra * TYPICAL_WORD,
        )
    words = _WORD.findall(text)
    return len(text), words, len(words), len("".join(words))


@functools.cache
def _base_width() -> int:
    """How many columns come before the class words' (the names are made once, not for every page)."""
    return len(feature_names([]))


# mirrored by _kernel.pyx: from here
# ASCII text as the shape of its words: an upper-case letter is U, any other character of \w (as ``\w+``
# finds words in ASCII text) w, anything else a space.
_WORD_SHAPE = bytes(
    ord("U") if 65 <= c <= 90 else ord("w") if 97 <= c <= 122 or 48 <= c <= 57 or c == 95 else 32
    for c in range(256)
)


def _measure_block(text: str) -> tuple[float, int, float, float, int, int, int]:
    """:func:`measure`'s figures of a block, with how many of its words begin with a capital in place of
    the words, then its sentence ends, clause marks and digits (as :data:`_STOP`, :data:`_COMMA` and
    :data:`_DIGIT` find them). For ASCII text (most blocks) they are counted in C on the shape of its words
    (:data:`_WORD_SHAPE`: a word begins where a letter follows a space or the start) and on its marks
    (:data:`_MARKS`), without a string made for each word or mark; and so they are for text whose other
    characters none of those measures reads (:data:`_MEASURED_APART`: English between curly quotes, dashes
    and no-break spaces), each of those characters a space in its shape and nothing among its marks."""
    if text.isascii():
        data = text.encode()
        marks = data.translate(_MARKS)
    elif _MEASURED_APART.search(text) is None:
        data = text.encode("ascii", "replace")  # each other character one "?", which no word holds
        marks = text.encode("ascii", "ignore").translate(_MARKS)  # ("?" is a sentence end there)
    else:
        length, words, spaced, letters = measure(text)
        return (
            length,
            sum(map(str.isupper, map(_FIRST, words))),
            spaced,
            letters,
            len(_STOP.findall(text)),
            len(_COMMA.findall(text)),
            len(_DIGIT.findall(text)),
        )
    shape = data.translate(_WORD_SHAPE)
    first = shape[:1]
    upper = shape.count(b" U") + (first == b"U")
    count = upper + shape.count(b" w") + (first == b"w")
    size = len(text)
    return (
        size,
        upper,
        count,
        size - shape.count(b" "),
        marks.count(b"."),
        marks.count(b","),
        marks.count(b"0"),
    )


# What a block's measures read of text beyond ASCII: letters and digits of any script (``\w``, which finds
# words and digits), the scripts measured apart (:data:`_CJK`, :data:`_UNSPACED`, their signs and marks
# too), and the sentence ends and clause marks of other scripts (those of :data:`_STOP` and :data:`_COMMA`).
# Written as a character beyond ASCII, then what it is (looked behind): the regex engine then skips to those
# characters in C, where a test of each alternative at every character cost eight times as much.
_MEASURED_APART = re.compile(
    r"[^\x00-\x7f](?<=[\w"
    + _CJK.pattern[1:-1]
    + _UNSPACED.pattern[1:-1]
    + "".join(c for c in _STOP.pattern[1:-1] + _COMMA.pattern[1:-1] if not c.isascii())
    + "])"
)
# mirrored by _kernel.pyx: to here


@kernel.compiled
def _compiled_measures(built: ModuleType) -> Callable[[list[str]], tuple[tuple[float, ...], ...]]:
    """:func:`_measure_block` of every text, compiled (the columns ``features`` unzips)."""
    compiled: Callable[[list[str]], tuple[tuple[float, ...], ...]] = built.Measures(_measure_block).columns
    return compiled


def feature_names(vocabulary: list[str]) -> list[str]:
    """The names of :func:`features`' columns, in order (the model file stores its weights under them)."""
    own = [
        "log_chars",
        "log_words",
        "link_share",
        "stops_per_word",
        "commas_per_word",
        "ends_stop",
        "digit_share",
        "upper_start",
        "mean_word_len",
        "repeated",
        "position",
        "chars_before",
        "depth",
        "log_page_chars",
        "log_blocks",
    ]
    own += [f"tag_{tag}" for tag in BLOCK_KINDS] + [f"in_{tag}" for tag in ANCESTOR_TAGS]
    rules = [
        "rule_in_article",
        "rule_prose",
        "rule_skip",
        "rule_strong",
        "rule_weak",
        "rule_furniture",
        "rule_has_article",
        "rule_share",
        "rule_log_score",
        "rule_article_is_body",
        "rule_in_main",
        "rule_kept",
        "rule_page_kept",
    ]
    neighbours = [
        f"{side}_{name}"
        for side in ("prev", "next")
        for name in ("log_chars", "link_share", "stops_per_word", "rule_prose", "rule_in_article")
    ]
    classes = [f"class_{word}" for word in vocabulary]
    return own + rules + neighbours + list(SURROUNDINGS) + list(SHAPE) + classes


# How a block repeats the page's template and how far it stands from the rule pass's article: the items of a
# menu, a list of related stories or a sidebar's modules share one tag and class name with many blocks, and
# a byline beside the article is nearer to it than a sidebar's paragraph is.
SHAPE = ("shape_log_count", "shape_sibling_share", "article_gap")
GAP_CAP = 20  # blocks: farther from the article than this counts as this far


# What a block's surroundings and its page look like, whatever the rule pass found (see _surroundings).
SURROUNDINGS = (
    "page_link_share",
    "page_top_share",
    "page_prose_share",
    "page_log_prose",
    "up1_link_share",
    "up1_share",
    "up1_log_blocks",
    "up2_link_share",
    "up2_share",
    "up2_log_blocks",
    "window_link_share",
    "with_top_up1",
    "with_top_up2",
    "with_top_up3",
    "top_distance",
)
# A block of prose, for the page-type measures: at least this many words, few of them in links, a sentence.
PROSE_WORDS = 20
PROSE_LINKS = 0.3
WINDOW = 3  # blocks on each side whose links make a block's neighbourhood


def _surroundings(blocks: list[Block], counts: list[float]) -> list[list[float]]:
    """Per block, what tells a page's main text from a sidebar's list of links when the rule pass found no
    article to believe, and an article page from a listing: how much of the page is in links and in long
    blocks of prose, how much of the text under the block's parent and grandparent is in links and how much
    of the page it is, the links of its neighbourhood, and whether it shares a parent (grandparent, great-
    grandparent) with the page's longest block of unlinked text, and how far from it it stands."""
    n = len(blocks)
    sizes = [len(block.text) for block in blocks]
    total = sum(sizes) or 1
    linked = [block.linked for block in blocks]
    prose = [
        size
        for block, size, count in zip(blocks, sizes, counts, strict=True)
        if count >= PROSE_WORDS and block.linked < PROSE_LINKS * size and _STOP.search(block.text)
    ]
    top = max(range(n), key=lambda i: sizes[i] - linked[i]) if n else 0
    top_up: list[Element] = _up(blocks[top].element, 3)[1:] if n else []
    # text, links and blocks under each element that holds a block (a block counts for all its ancestors),
    # and the first of those blocks: the blocks inside an element are a run of the document order
    # Summed up the tree a level at a time, each block into its parent and each element into its parent
    # once all below it are in, rather than each block into every ancestor: a page of many blocks under
    # deep wrappers visits each element once instead of once per block below it.
    under: dict[Element, list[int]] = {}
    levels: dict[int, list[Element]] = {}  # the elements that hold blocks, by depth below the body
    parents = [block.parent_element for block in blocks]
    for i, (block, size, link, parent) in enumerate(zip(blocks, sizes, linked, parents, strict=True)):
        if parent is None:
            continue
        held = under.get(parent)
        if held is None:
            under[parent] = [size, link, 1, i]
            levels.setdefault(block.depth - 1, []).append(parent)
        else:  # the blocks come in document order: the first block under it stays the first
            held[0] += size
            held[1] += link
            held[2] += 1
    depth = max(levels, default=0)
    while levels:  # deepest first; what a level adds is one level up, still to come
        for el in levels.pop(depth, ()):
            parent = el.getparent()
            if parent is None:
                continue
            below, held = under[el], under.get(parent)
            if held is None:
                under[parent] = below.copy()
                levels.setdefault(depth - 1, []).append(parent)
            else:
                held[0] += below[0]
                held[1] += below[1]
                held[2] += below[2]
                held[3] = min(held[3], below[3])
        depth -= 1
    # which of the longest block's parent, grandparent and great-grandparent each block lies in
    runs = [under[up] for up in top_up]
    page_level = [
        sum(linked) / total,
        sizes[top] / total if n else 0.0,
        sum(prose) / total,
        math.log1p(len(prose)),
    ]
    starts = [0]
    for size in sizes:
        starts.append(starts[-1] + size)
    link_starts = [0]
    for link in linked:
        link_starts.append(link_starts[-1] + link)
    none = [0, 0, 0, 0]
    # the figures of a block's parent and grandparent, made once a parent: the blocks under one parent (a
    # list's items, a story's paragraphs) share them
    figured: dict[Element | None, list[float]] = {}
    # each run as the blocks it spans (first, past the last); one the longest block lacks spans none
    (first1, past1), (first2, past2), (first3, past3) = [
        *((run[3], run[3] + run[2]) for run in runs),
        *[(0, 0)] * (3 - len(runs)),
    ]
    out = []
    for i, parent in enumerate(parents):
        ups = figured.get(parent)
        if ups is None:
            grand = parent.getparent() if parent is not None else None
            up1 = under.get(parent, none) if parent is not None else none
            up2 = under.get(grand, none) if grand is not None else none
            ups = figured[parent] = [
                up1[1] / up1[0] if up1[0] else 0.0,
                up1[0] / total,
                math.log1p(up1[2]),
                up2[1] / up2[0] if up2[0] else 0.0,
                up2[0] / total,
                math.log1p(up2[2]),
            ]
        low, high = max(0, i - WINDOW), min(n, i + WINDOW + 1)
        chars = starts[high] - starts[low]
        out.append(
            [
                *page_level,
                *ups,
                (link_starts[high] - link_starts[low]) / chars if chars else 0.0,
                float(first1 <= i < past1),
                float(first2 <= i < past2),
                float(first3 <= i < past3),
                abs(i - top) / n,
            ]
        )
    return out


def _shape(blocks: list[Block], in_article: list[float]) -> list[tuple[float, float, float]]:
    """Per block, the :data:`SHAPE` columns: how many blocks of the page share its tag, own class words and
    depth (log), what share of the blocks under its parent share its tag, and how many blocks lie between it
    and the nearest block of the rule pass's article (0 inside it, at most :data:`GAP_CAP`, as a share of
    that). (Compiled where the kernel is built and current: kotoba.web.extract.kernel.)"""
    compiled = _compiled_shapes()
    shapes = None if compiled is None else compiled(blocks, in_article, GAP_CAP)
    return _shapes(blocks, in_article) if shapes is None else shapes


@kernel.compiled
def _compiled_shapes(
    built: ModuleType,
) -> Callable[[list[Block], list[float], int], list[tuple[float, float, float]] | None]:
    """The compiled :func:`_shapes` (``_kernel.block_shapes``)."""
    compiled: Callable[[list[Block], list[float], int], list[tuple[float, float, float]] | None] = (
        built.block_shapes
    )
    return compiled


# mirrored by _kernel.pyx: from here (kernel.block_shapes counts and divides the same)
def _shapes(blocks: list[Block], in_article: list[float]) -> list[tuple[float, float, float]]:
    elements = [block.element for block in blocks]
    tags = [el.tag for el in elements]
    shapes = [(tag, block.own, block.depth) for tag, block in zip(tags, blocks, strict=True)]
    same = Counter(shapes)
    parents = [block.parent_element for block in blocks]
    under = Counter(parents)
    pairs = list(zip(parents, tags, strict=True))
    kin = Counter(pairs)
    n = len(blocks)
    # how many blocks lie between each block and the nearest of the article's before it, then after it
    gap = []
    last = -GAP_CAP - 1
    for i, inside in enumerate(in_article):
        if inside:
            last = i
        gap.append(i - last)
    last = n + GAP_CAP + 1
    for i in range(n - 1, -1, -1):
        if in_article[i]:
            last = i
        if last - i < gap[i]:
            gap[i] = last - i
    logs = {count: math.log1p(count) for count in set(same.values())}  # few distinct counts on a page
    return [
        (logs[same[shape]], kin[pair] / under[pair[0]], min(apart, GAP_CAP) / GAP_CAP)
        for shape, pair, apart in zip(shapes, pairs, gap, strict=True)
    ]


# mirrored by _kernel.pyx: to here


def _up(el: Element, levels: int) -> list[Element]:
    """``el`` and up to ``levels`` of its ancestors."""
    found = [el]
    for parent in el.iterancestors():
        if len(found) > levels:
            break
        found.append(parent)
    return found


def believed(page: Page) -> bool:
    """Whether the rule pass found an article it believes (scored and big enough, not the whole body)."""
    found, fit = page.found, page.fit
    return found.article is not page.body and found.score > fit.min_score and found.share >= fit.min_share


def _kept(within: int, article_kept: bool, whole_page: bool, drops: int, whole: bool) -> tuple[float, float]:
    """The rule_kept and rule_page_kept columns of a block in the regions ``within``."""
    page_kept = 1.0 if (whole_page or within & _MAIN) and not within & drops else 0.0
    if article_kept:
        return (1.0 if (whole or within & _ARTICLE) and not within & _SKIP else 0.0), page_kept
    return page_kept, page_kept


def features(
    page: Page, blocks: list[Block], vocabulary: dict[str, int], surroundings: bool = True
) -> tuple[list[array[float]], list[list[int]]]:
    """Per block, a row of numbers (the columns of :func:`feature_names` before the class words) and the
    columns of the class words it has (0/1 features, kept sparse: most blocks have a handful). Without
    ``surroundings`` (for a model that does not read them), the :data:`SURROUNDINGS` columns are zeros.

    The columns are computed a column at a time, each over all the blocks in one call made in C (``map``
    over the blocks' figures), and each row made in one step from its parts: a block's own numbers, the
    lists its tag, its ancestors and its regions share with other blocks, and its neighbours'. The same
    operations on the same numbers as a row at a time: the same floats, in less than half the time."""
    if not blocks:
        return [], []
    found, body = page.found, page.body
    n = len(blocks)
    texts = [block.text for block in blocks]
    sizes = list(map(len, texts))
    total = sum(sizes) or 1  # characters: for positions on the page
    measures = _compiled_measures()  # (compiled where the kernel is built and current)
    columns = zip(*map(_measure_block, texts), strict=True) if measures is None else measures(texts)
    lengths, uppers, counts, letters, stops, commas, digits = columns
    repeated = Counter(texts)
    article = found.article
    has_article = float(believed(page))
    log_score = math.log1p(max(found.score, 0.0)) if found.score != float("inf") else 10.0
    page_level = [has_article, min(found.share, 1.0), log_score, float(article is body)]
    # What the rule-based extractor renders (core.extract): its article without what it skips where it
    # believes the article (or the article is the page), else the page (its main landmark when that holds
    # enough of its prose) without its furniture, keeping a discussion when no candidate scored enough.
    # rule_page_kept is that second choice on every page: it does not read the article.
    fit = page.fit
    whole_page = found.main is None or found.main_share < fit.min_main
    page_drops = _FURNITURE_NOT_TALK if article is not body and found.score <= fit.min_score else _FURNITURE
    article_kept = bool(has_article) or article is body
    inside = _Inside(page, page_drops == _FURNITURE_NOT_TALK).of_blocks(blocks)
    elements = [block.element for block in blocks]
    kinds = map(_KIND_COLUMNS.get, map(_TAG, elements), itertools.repeat(_OTHER_KIND))
    # the columns of a block's ancestors, and of the rule pass's regions around it with its prose verdict:
    # the same few lists for all the page's blocks
    aboves = [block.ancestors for block in blocks]
    ancestor_columns = {
        above: [float(above >> bit & 1) for bit in range(len(ANCESTOR_TAGS))] for above in set(aboves)
    }
    prose = found.prose
    is_prose = list(map(float, map(prose.__contains__, elements)))
    keys = list(zip(inside, is_prose, strict=True))
    whole = article is body
    regions = {
        (within, verdict): [
            1.0 if whole or within & _ARTICLE else 0.0,
            verdict,
            1.0 if within & _SKIP else 0.0,
            1.0 if within & _STRONG else 0.0,
            1.0 if within & _WEAK else 0.0,
            1.0 if within & (_STRONG | _WEAK) else 0.0,
            *page_level,
            1.0 if within & _MAIN else 0.0,
            *_kept(within, article_kept, whole_page, page_drops, whole),
        ]
        for within, verdict in set(keys)
    }
    in_article = [regions[key][0] for key in keys]
    if surroundings:
        around: list[list[float]] = _surroundings(blocks, list(counts))
    else:
        around = [[0.0] * len(SURROUNDINGS)] * n
    forms = _shape(blocks, in_article)
    # the rows made in one step each, compiled where the kernel is built and current
    compiled = _compiled_rows()
    rows = (
        None
        if compiled is None
        else compiled(
            blocks,
            texts,
            (lengths, uppers, counts, letters, stops, commas, digits),
            repeated,
            _ENDS,
            math.log1p(sum(lengths) or 1),
            math.log1p(n),
            total,
            list(kinds),
            list(map(ancestor_columns.__getitem__, aboves)),
            list(map(regions.__getitem__, keys)),
            is_prose,
            in_article,
            around,
            forms,
        )
    )
    if rows is None:
        rows = _rows(
            blocks,
            texts,
            sizes,
            total,
            lengths,
            uppers,
            counts,
            letters,
            stops,
            commas,
            digits,
            repeated,
            kinds,
            map(ancestor_columns.__getitem__, aboves),
            map(regions.__getitem__, keys),
            is_prose,
            in_article,
            around,
            forms,
        )
    return rows, _class_columns(blocks, vocabulary)


# mirrored by _kernel.pyx: from here (kernel.block_rows makes the same rows of the same floats)
def _rows(
    blocks: list[Block],
    texts: list[str],
    sizes: list[int],
    total: int,
    lengths: Sequence[float],
    uppers: Sequence[float],
    counts: Sequence[float],
    letters: Sequence[float],
    stops: Sequence[float],
    commas: Sequence[float],
    digits: Sequence[float],
    repeated: Counter[str],
    kinds: Iterable[list[float]],
    ancestors: Iterable[list[float]],
    regions: Iterable[list[float]],
    is_prose: list[float],
    in_article: list[float],
    around: list[list[float]],
    forms: list[tuple[float, float, float]],
) -> list[array[float]]:
    """:func:`features`' rows: each block's own numbers, then the lists its tag, its ancestors and its
    regions share with other blocks, its neighbours' figures, its surroundings and its shape; each row an
    ``array("d")``: its numbers as doubles, not a hundred float objects in a list that the cyclic garbage
    collector walks at each collection while the page is read (the rows held half of what it walked)."""
    n = len(blocks)
    n_words = list(map(max, counts, _ONE))  # (count if count >= 1 else 1)
    log_chars = list(map(math.log1p, lengths))
    link_share = list(map(truediv, map(_LINKED, blocks), sizes))
    stops_per_word = list(map(truediv, stops, n_words))
    own = zip(
        log_chars,
        map(math.log1p, counts),
        link_share,
        stops_per_word,
        map(truediv, commas, n_words),
        map(float, map(_ENDS.__contains__, map(_LAST, texts))),
        map(truediv, digits, sizes),
        map(truediv, uppers, n_words),
        map(truediv, map(min, map(truediv, letters, n_words), _TWENTY), _TEN),
        map(float, map(lt, _ONE, map(repeated.__getitem__, texts))),
        map(truediv, map(_INDEX, blocks), itertools.repeat(n)),
        map(truediv, itertools.accumulate(sizes, initial=0), itertools.repeat(total)),
        map(truediv, map(min, map(_DEPTH, blocks), _FORTY), _FORTY),
        itertools.repeat(math.log1p(sum(lengths) or 1)),
        itertools.repeat(math.log1p(n)),
    )
    # what a block's neighbours show of themselves: the one before it, the one after it
    parts = list(zip(log_chars, link_share, stops_per_word, is_prose, in_article, strict=True))
    empty = (0.0, 0.0, 0.0, 0.0, 0.0)
    return [
        array("d", [*mine, *kind, *bits, *region, *before, *after, *near, *form])
        for mine, kind, bits, region, before, after, near, form in zip(
            own,
            kinds,
            ancestors,
            regions,
            itertools.chain((empty,), itertools.islice(parts, n - 1)),
            itertools.chain(itertools.islice(parts, 1, None), (empty,)),
            around,
            forms,
            strict=True,
        )
    ]


_ENDS = frozenset(".!?。！？؟।\"”'’)」』）")
_ONE = itertools.repeat(1)
_TEN = itertools.repeat(10)
_TWENTY = itertools.repeat(20.0)
_FORTY = itertools.repeat(40)
# mirrored by _kernel.pyx: to here


@kernel.compiled
def _compiled_rows(built: ModuleType) -> Callable[..., list[array[float]] | None]:
    """The compiled :func:`_rows` (``_kernel.block_rows``)."""
    compiled: Callable[..., list[array[float]] | None] = built.block_rows
    return compiled


def _class_columns(blocks: list[Block], vocabulary: dict[str, int]) -> list[list[int]]:
    """Per block, the columns of the class words it has (and sets its ``words``: its own and its
    ancestors', up to CLASS_DEPTH elements). (Compiled where the kernel is built and current:
    kotoba.web.extract.kernel.)"""
    compiled = _compiled_columns()
    if compiled is None:
        return _class_columns_here(blocks, vocabulary, _base_width())
    return compiled(blocks, vocabulary, _base_width())


@kernel.compiled
def _compiled_columns(built: ModuleType) -> Callable[[list[Block], dict[str, int], int], list[list[int]]]:
    """The compiled :func:`_class_columns_here` (``_kernel.class_columns``)."""
    compiled: Callable[[list[Block], dict[str, int], int], list[list[int]]] = built.class_columns
    return compiled


# mirrored by _kernel.pyx: from here (kernel.class_columns makes the same sets, lists and columns)
def _class_columns_here(blocks: list[Block], vocabulary: dict[str, int], base_width: int) -> list[list[int]]:
    """:func:`_class_columns` in Python (the reference the compiled pass is held to)."""
    above_words: dict[int, frozenset[str]] = {}  # per chain of ancestors' words: siblings share one
    block_words: dict[tuple[int, int], frozenset[str]] = {}  # per chain and own words
    # blocks under one parent mostly share one set of words, and so one list of columns (in order: the
    # first stage's sum over them is then the same float whatever order the set iterates in)
    known: dict[frozenset[str], list[int]] = {}
    columns: list[list[int]] = []
    for block in blocks:
        chain, own = block.chain, block.own
        above_set = above_words.get(id(chain))
        if above_set is None:
            above_set = above_words[id(chain)] = frozenset().union(*chain)
        if own:  # blocks alike under one parent (a list's items) share their own words too: one set for all
            words = block_words.get((id(chain), id(own)))
            if words is None:
                words = block_words[id(chain), id(own)] = above_set.union(own)
        else:
            words = above_set
        block.words = words
        present = known.get(words)
        if present is None:
            present = known[words] = sorted([base_width + vocabulary[w] for w in words if w in vocabulary])
        columns.append(present)
    return columns


# mirrored by _kernel.pyx: to here


# The figures features() reads of each block, and the constants it maps over them
_LINKED = attrgetter("linked")
_INDEX = attrgetter("index")
_DEPTH = attrgetter("depth")
_TAG = attrgetter("tag")
_LAST = itemgetter(-1)
