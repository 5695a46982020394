"""The learned extractor: a model trained on labelled pages decides which blocks of a page are its content.

The page is parsed and measured by the rule-based pass (:func:`kotoba.web.extract.core.analyse`), cut into
blocks (:mod:`kotoba.web.extract.blocks`), and each block is scored by a logistic model, then again by about
fifty boosted trees (:mod:`kotoba.web.extract.boost`) that read the block's features beside the first
stage's scores of the block and its neighbours (content comes in stretches, and a line's kind changes what a
neighbour's score means); the weights and trees are data (``learned.json``, written by
``bench/learned/train.py`` from the shippable development corpora). A block scoring at least the model's
threshold is content. The renderer (:mod:`kotoba.web.extract.text`) then draws the page without every
element that holds no content block — from the rule pass's article, as the rule-based extractor draws it,
when every content block lies inside it — so the shape of the text (headings, list items, table rows) is
the renderer's, and only the choice of what is content is the model's.

Pure Python: a weighted sum over about 70 numbers and a few class words a block, then the trees, with no
numpy on the read path; the model is read on first use.
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from operator import mul
from pathlib import Path
from types import ModuleType

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel
from kotoba.web.extract.blocks import (
    LINE_BLOCKS,
    SURROUNDINGS,
    Block,
    believed,
    cut,
    feature_names,
    features,
)
from kotoba.web.extract.boost import Forest, MalformedModel, forest
from kotoba.web.extract.byline import byline_of
from kotoba.web.extract.core import (
    WHOLE_PAGE_BELOW,
    Draw,
    Extracted,
    Page,
    analyse,
    drawer,
    small_page,
    with_questions_after,
)
from kotoba.web.extract.lead_ins import with_lead_ins
from kotoba.web.extract.markdown import Rendered
from kotoba.web.extract.posters import with_posters
from kotoba.web.extract.profiles import without_cells, without_profiles

TABLE = Path(__file__).with_name("learned.json")


@dataclass(frozen=True)
class Model:
    """A logistic model over :func:`~kotoba.web.extract.blocks.features`: a block is content when
    ``bias + Σ weight·feature`` is at least ``threshold`` (a log-odds)."""

    vocabulary: dict[str, int]
    weights: list[float]  # in the order of feature_names(vocabulary)
    bias: float
    threshold: float
    trim: bool = False  # trim the rendered text as the rule-based extractor does (see text.render)
    second: Forest | None = None  # the second stage, over the block's features and context_rows' columns
    # The profile for pages where the rule pass found no article it believes (see RULE_REGION): trained on
    # the same pages without the rule pass's article, so that it judges blocks by themselves and their
    # surroundings instead of learning "no article found: keep broadly" from the listings and shops.
    unsure: Model | None = None
    surroundings: bool = True  # whether any weight or tree reads the SURROUNDINGS columns (else not computed)
    # The threshold of a block the rule-based extractor renders (the rule_kept column), when it is not
    # ``threshold``: how far the model must be sure before it drops what the rules keep.
    rule_threshold: float | None = None
    # How many of a group of like blocks the model must keep, and drop, before the rules' verdict on each
    # stands instead (see unbroken; 0: never).
    run: int = 10

    def for_page(self, page: Page) -> Model:
        """The profile that judges ``page``'s blocks."""
        return self.unsure if self.unsure is not None and not believed(page) else self

    def kept(self, blocks: list[Block], rows: Sequence[Sequence[float]], scores: list[float]) -> list[Block]:
        """The ``blocks`` whose ``scores`` reach their threshold (``rule_threshold`` for those the rules
        keep, when the model has one)."""
        threshold, ruled = self.threshold, self.rule_threshold
        if ruled is None:
            verdicts = [score >= threshold for score in scores]
        else:
            verdicts = [
                score >= (ruled if row[RULE_KEPT] else threshold)
                for row, score in zip(rows, scores, strict=True)
            ]
        if self.run:
            verdicts = unbroken(blocks, rows, verdicts, self.run)
        return [block for block, keep in zip(blocks, verdicts, strict=True) if keep]

    # mirrored by _kernel.pyx: from here (kernel.linear sums the first stage as sum(map(mul, …)) does)
    def scores(self, rows: Sequence[Sequence[float]], columns: list[list[int]]) -> list[float]:
        """Each block's log-odds of being content (the second stage's, when the model has one)."""
        weights, bias = self.weights, self.bias
        width = len(rows[0]) if rows else 0
        dense = weights[:width]
        # the class words' share of each score, once per list of columns (blocks under one parent share one
        # list: features() hands it to each of them)
        named: dict[int, float] = {}
        for cols in columns:
            if id(cols) not in named:
                named[id(cols)] = sum([weights[c] for c in cols])
        # sum(map(mul, …)) keeps the products in C: half the time of a comprehension, on the read path. A
        # product with zero (two thirds of a row's: the one-hot tag and ancestor columns) is a zero, which
        # leaves the running sum as it was (the weights are finite: see _profile), so the sum is the float
        # that the row's other products, added in order, make; picking those out first (compress, twice)
        # cost more than the multiplications it saved
        # (the same sums compiled, where the kernel is built and current: kotoba.web.extract.kernel)
        summed = _linear()
        plain = None if summed is None else summed(bias, dense, rows)
        if plain is not None:
            first = [own + named[id(cols)] for own, cols in zip(plain, columns, strict=True)]
        else:
            first = [
                bias + sum(map(mul, dense, row)) + named[id(cols)]
                for row, cols in zip(rows, columns, strict=True)
            ]
        if self.second is None or not rows:
            return first
        # mirrored by _kernel.pyx: to here
        # each row and its context read side by side: no joined list of a hundred numbers made per block
        return self.second.margins_beside(rows, context_rows(first))


def unbroken(
    blocks: list[Block], rows: Sequence[Sequence[float]], verdicts: list[bool], run: int
) -> list[bool]:
    """``verdicts`` with every group of like blocks (one tag, depth and class words, of the block and of its
    ancestors: a thread's posts, a listing's items, a table's rows) that the model splits, keeping at least
    ``run`` of them and dropping at least as many, given the rule-based extractor's verdict on each.

    Where a block stands on the page (``position``, ``chars_before``, ``top_distance``) is one of the model's
    inputs, and on the pages it learns from the text near the start is the header's and near the end the
    footer's. On a page far longer than those, a thread of thousands of posts where the rule pass believes
    no article, the posts' scores drift with their place, up and down across the threshold: the model kept
    the middle of a 3,000-post thread and dropped its first posts and its last half. Blocks alike in their
    markup that the model judges both ways, many times over, are blocks it cannot tell apart but by their
    place and the noise of their words; there the rules' verdict (the ``rule_kept`` column: what they
    render) stands. A few blocks dropped among many kept (a "Related:" line among paragraphs) are fewer than
    ``run``, and the model's verdict stands."""
    groups: dict[tuple[object, ...], list[int]] = {}
    # a block's ancestors' words (``chain``, a tuple of tuples) are one tuple for the blocks under one parent;
    # a tuple's hash is not kept, so each is numbered by its value once per tuple, not hashed once per block
    chains: dict[tuple[tuple[str, ...], ...], int] = {}
    numbers: dict[int, int] = {}
    for i, block in enumerate(blocks):
        chain = block.chain
        number = numbers.get(id(chain))
        if number is None:
            number = numbers[id(chain)] = chains.setdefault(chain, len(chains))
        groups.setdefault((block.element.tag, block.depth, block.own, number), []).append(i)
    out = list(verdicts)
    for members in groups.values():
        if len(members) < 2 * run:
            continue
        kept = sum(verdicts[i] for i in members)
        if kept >= run and len(members) - kept >= run:
            for i in members:
                out[i] = bool(rows[i][RULE_KEPT])
    return out


@kernel.compiled
def _linear(
    built: ModuleType,
) -> Callable[[float, list[float], Sequence[Sequence[float]]], list[float] | None]:
    """The compiled first stage (``_kernel.linear``)."""
    linear: Callable[[float, list[float], Sequence[Sequence[float]]], list[float] | None] = built.linear
    return linear


CONTEXT_NAMES = ("own", "prev", "next", "prev2", "next2", "siblings", "window_max", "window_min")


def context_rows(first: list[float]) -> list[list[float]]:
    """The second stage's input for each block: its first-stage log-odds and its neighbours' (content runs
    in a stretch: a short line between two paragraphs of a story is the story's), clipped to ±8 so that one
    confident block does not drown the rest. ``siblings`` is the mean over the two blocks on each side.
    (Compiled where the kernel is built and current: kotoba.web.extract.kernel.)"""
    compiled = _compiled_context()
    rows = None if compiled is None else compiled(first)
    return _context_rows(first) if rows is None else rows


@kernel.compiled
def _compiled_context(built: ModuleType) -> Callable[[list[float]], list[list[float]] | None]:
    """The compiled :func:`_context_rows` (``_kernel.context_rows``)."""
    rows: Callable[[list[float]], list[list[float]] | None] = built.context_rows
    return rows


# mirrored by _kernel.pyx: from here (kernel.context_rows makes the same rows)
def _context_rows(first: list[float]) -> list[list[float]]:
    clipped = [max(-8.0, min(8.0, z)) for z in first]
    edge = [-8.0, -8.0]  # past either end of the page
    padded, n = edge + clipped + edge, len(clipped)
    sides = zip(padded[:n], padded[1 : n + 1], padded[3 : n + 3], padded[4:], strict=True)
    return [
        [own, before, after, before2, after2, sum(window) / 4, max(window), min(window)]
        for own, window in zip(clipped, sides, strict=True)
        for before2, before, after, after2 in (window,)
    ]


# mirrored by _kernel.pyx: to here


RULE_KEPT = feature_names([]).index("rule_kept")  # the column saying whether the rules render the block

# The rule pass's findings about its article, which the unsure profile is trained without (held at zero).
RULE_REGION = (
    "rule_in_article",
    "rule_has_article",
    "rule_share",
    "rule_log_score",
    "rule_article_is_body",
    "prev_rule_in_article",
    "next_rule_in_article",
    "article_gap",
    "rule_kept",
)


def load(path: Path = TABLE) -> Model:
    """Read a model file; its weights are named, and must name exactly the features this code computes.

    Raises :class:`~kotoba.web.extract.boost.MalformedModel` (a ValueError) saying what is wrong with a
    file that is not such a model, rather than scoring blocks with misaligned or missing numbers."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return _profile(data, path.name)
    except MalformedModel as e:
        raise MalformedModel(f"{path.name}: {e}" if not str(e).startswith(path.name) else str(e)) from None
    except (KeyError, TypeError, ValueError, AttributeError) as e:  # JSONDecodeError is a ValueError
        raise MalformedModel(f"{path.name} is not a model file this version reads ({e!r})") from None


def _profile(data: dict[str, object], source: str) -> Model:
    words = [str(word) for word in data["vocabulary"]]  # type: ignore[attr-defined]
    named: dict[str, float] = dict(data["weights"])  # type: ignore[call-overload]
    names = feature_names(words)
    if set(named) != set(names):
        raise MalformedModel(f"{source} does not match the features of this version")
    weights = [float(named[name]) for name in names]
    if not all(map(math.isfinite, weights)):  # (scores() adds the products of zeros: 0 × inf is no zero)
        raise MalformedModel(f"{source} holds a weight that is not a finite number")
    bias, threshold = float(data["bias"]), float(data["threshold"])  # type: ignore[arg-type]
    trim = bool(data.get("trim", False))
    ruled = data.get("rule_threshold")
    rule_threshold = None if ruled is None else float(ruled)  # type: ignore[arg-type]
    second = None
    if "boost" in data:
        positions = {name: i for i, name in enumerate([*feature_names([]), *CONTEXT_NAMES])}
        # the rows features() gives are the first width positions; the context comes beside them
        second = forest(data["boost"], positions, len(feature_names([])))  # type: ignore[arg-type]
    unsure = _profile(data["unsure"], source) if "unsure" in data else None  # type: ignore[arg-type]
    reads = any(named[column] for column in SURROUNDINGS) or (
        second is not None and any(name in SURROUNDINGS for name in data["boost"]["inputs"])  # type: ignore[index]
    )
    vocabulary = {word: i for i, word in enumerate(words)}
    return Model(vocabulary, weights, bias, threshold, trim, second, unsure, reads, rule_threshold)


@functools.cache
def model() -> Model:
    """The shipped model, read once, on first use (not at import: ``kotoba read`` starts without it)."""
    return load()


def extract(html: str, chosen: Model | None = None, *, url: str = "", markdown: bool = True) -> Extracted:
    """The content of ``html`` as the model judges it, as Markdown (links resolved against the page's
    ``<base href>`` or ``url``) or plain text; an unparsable or empty page gives empty strings."""
    page = analyse(html, url=url)
    if page is None:
        return Extracted("", "")
    draw, found = drawer(markdown, page.base), page.found
    shown, whole = content_and_whole(page, chosen or model(), draw)
    root = found.own if whole and found.own is not None else found.article
    line = byline_of(page.body, root, found.prose, shown.text, markdown=markdown, posters=found.posters)
    return Extracted(page.title, shown.text, page.hidden, shown.links, line, whole)


def content_text(page: Page, chosen: Model) -> str:
    """:func:`content` as plain text: what the benchmark scores."""
    return content(page, chosen, drawer(False, page.base)).text


def content(page: Page, chosen: Model, draw: Draw) -> Rendered:
    """Render ``page`` keeping only the blocks ``chosen`` calls content (for a small page, see
    :func:`content_and_whole`)."""
    return content_and_whole(page, chosen, draw)[0]


def content_and_whole(page: Page, chosen: Model, draw: Draw) -> tuple[Rendered, str]:
    """:func:`content`, and beside it the whole page's text where the page is small and the content only
    part of it ("" otherwise): what the judges read (:attr:`kotoba.web.extract.article.Article.judged`).

    A small page is drawn as the rules draw it where it plainly has its own content element
    (:func:`~kotoba.web.extract.core.small_page`); else its blocks are judged by the model like any page's,
    and it is kept whole only when the model keeps nothing with a word in it."""
    found = page.found
    if found.page_chars >= WHOLE_PAGE_BELOW:
        return _judged(page, chosen, draw)[0], ""
    shown, whole = small_page(page.body, found, page.title, draw, page.fit.min_repeat)
    if whole or found.measured is None or not found.measured.furniture:
        return shown, whole  # its own content drawn, or a page the rules see no chrome on, kept whole
    measured = page._replace(found=found.measured)  # the blocks judged as on any page
    judged, kept = _judged(measured, chosen, draw)
    if judged.text == shown.text or not any(block.element in found.measured.prose for block in kept):
        # the model kept no paragraph of prose (a page of links, a one-line notice): nothing tells its content
        # from its chrome, and a few of its lines picked out would be worth less than all of them
        return shown, ""
    return judged, shown.text


def _judged(page: Page, chosen: Model, draw: Draw) -> tuple[Rendered, list[Block]]:
    """``page`` drawn with only the blocks ``chosen`` calls content, and those blocks (none where the markup
    is too deep to cut, and the rule-based choice stands)."""
    chosen = chosen.for_page(page)
    body = page.body
    try:
        found = page.found
        blocks = (
            cut(body, found.elements, found.names, found.texts, found.tails) if found.elements else cut(body)
        )
    except RecursionError:  # absurdly deep markup: the rule-based choice stands
        shown = draw(
            page.found.article,
            page.title,
            skip=page.found.skip,
            prose=page.found.prose,
            min_repeat=page.fit.min_repeat,
        )
        return shown, []
    rows, columns = features(page, blocks, chosen.vocabulary, chosen.surroundings)
    kept = with_lead_ins(blocks, chosen.kept(blocks, rows, chosen.scores(rows, columns)))
    kept = with_posters(blocks, kept, page.found.posters)
    # a thread: the posters' names stay, their post counts and join dates go, and their cells' titles
    kept = without_cells(without_profiles(kept, posters=bool(page.found.posters)), page.found.posters)
    return render_kept(page, chosen, blocks, kept, draw), kept


def render_kept(page: Page, chosen: Model, blocks: list[Block], kept: list[Block], draw: Draw) -> Rendered:
    """The ``kept`` blocks of ``page`` drawn as the rule-based extractor draws its article where the model
    keeps only what lies inside that article: from the article's element, without what the rules skip in it
    (furniture and link lists, unless they hold a kept block) and without the blocks the model drops, then
    the page's questions and answers after it, as the rules add them. Else the body is drawn without the
    dropped blocks.

    Drawing the body gave the same blocks another shape: the text around and between blocks outside the
    article, and inside kept blocks a byline's or a credit's span the rules skip. By site (five folds, the
    shippable pages, Markdown), the Zyte pages went from 0.9818 to 0.9828 (auto 0.9828), WCXB from 0.8626
    to 0.8623 (auto 0.8607); drawing a page's ``<main>`` where no article is believed lost on WCXB
    (0.8616), and so did skipping the rules' furniture where the body is drawn."""
    found = page.found
    prose = found.prose if chosen.trim else None
    if kept and believed(page) and _all_under(kept, found.article):
        root, furniture = found.article, found.skip
    else:
        root, furniture = page.body, set()
    shown = render_blocks(root, page.title, blocks, kept, page.fit.min_repeat, prose, draw, furniture)
    if root is not found.article:
        return shown
    # the questions and answers after the story, outside its element, as the rule-based extractor adds them
    # (upgradedpoints and ifixit on WCXB, by site: 0.972 -> 0.998 and 0.506 -> 0.515; no other page moved)
    return with_questions_after(shown, found, page.title, draw, page.fit.min_repeat)


def _all_under(kept: list[Block], root: Element) -> bool:
    """Whether every block of ``kept`` lies inside ``root`` (each ancestor looked at once)."""
    inside, outside = {root}, set()
    for block in kept:
        path: list[Element] = []
        el = block.element
        while el is not None and el not in inside and el not in outside:
            path.append(el)
            el = el.getparent()
        if el is None or el in outside:
            outside.update(path)
            return False
        inside.update(path)
    return True


def render_blocks(
    root: Element,
    title: str,
    blocks: list[Block],
    kept: list[Block],
    min_repeat: float,
    prose: set[Element] | None,
    draw: Draw,
    furniture: set[Element] | frozenset[Element] = frozenset(),
) -> Rendered:
    """``root`` rendered without every element that holds none of the ``kept`` blocks, and without the
    ``furniture`` elements that hold none; with ``prose`` (the blocks the rule-based pass judged prose), the
    lines before the first prose line and the short ones after the last are trimmed as the rule-based
    extractor trims them; without, only the label lines go."""
    if not kept:
        return Rendered("")
    holding: set[Element] = set()
    for block in kept:
        el = block.element
        holding.add(el)
        for parent in el.iterancestors():
            if parent in holding:
                break
            holding.add(parent)
    skip = {block.element for block in blocks if block.element not in holding}
    # and every other element that holds blocks but none kept (a wrapper with no text of its own): the
    # renderer need not walk down it. Plain text is the same page for page on the Zyte and WCXB pages, in
    # half the time; Markdown loses a few rows of link tables inside dropped list items.
    skip.update(el for el in root.iter(*LINE_BLOCKS) if el not in holding and len(el))
    skip.update(el for el in furniture if el not in holding)
    # inline elements outside any block are rendered with their block; only block elements are skipped
    kept_elements = {block.element for block in kept}
    # but a link to a place on the page itself, loose in a wrapper of the kept blocks, is a "Skip to content"
    # or "Jump to content" link (WordPress, MediaWiki, Shopify, GOV.UK themes): the rules never kept one
    skip.update(_jump_links(root, holding - kept_elements, kept_elements))
    if prose is not None:
        return draw(root, title, skip=skip, prose=prose & kept_elements, min_repeat=min_repeat)
    # untrimmed (the profile's ends are not judged), but without the page's label lines: a listing's "Read
    # more" under each teaser, a date alone
    return draw(root, title, skip=skip, prose=kept_elements, trim=False, unlabel=True, min_repeat=min_repeat)


def _jump_links(root: Element, wrappers: set[Element], kept: set[Element]) -> Iterator[Element]:
    """The links of ``root`` before its first ``kept`` block that sit directly in one of the ``wrappers``
    (outside any block) and lead to an element of the page itself (``href="#main"``, an ``id`` it has) or to
    its top (``href="#"``, ``"#top"``)."""
    for el in root.iter():
        if el in kept:
            return
        if el.tag != "a" or el.getparent() not in wrappers:
            continue
        href = str(el.get("href") or "")
        if not href.startswith("#"):
            continue
        # "#" and "#top" lead to the top of the document (HTML's indicated part of the document): a theme's
        # "Back to top", whatever the page's ids
        if href[1:].lower() in _TOP or root.getroottree().xpath("//*[@id=$id]", id=href[1:]):
            yield el


_TOP = frozenset(("", "top"))
