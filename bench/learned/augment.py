"""Pages made for training: a shippable article page with rivals grown around its story.

Where the rule pass believes no article, the unsure profile judges the page. On the research corpora most
such pages are older news pages whose best candidate *is* the story, but holds only 0.3 to 0.6 of the page's
prose: long teasers, reader comments in unnamed markup, link lists around it. The shippable corpora hold
almost none of those (their pages without a believed article are listings, shops, services and forums), so
the profile learns "no article believed: keep broadly" and keeps the rivals too.

This module builds such pages from the training pages themselves: an article page the rule pass believes
(its story the gold) gets, beside its story, a column or a run of teasers (a linked headline and a summary),
comments (an author line and a paragraph) and link lists, in unnamed ``div``\\s, whose text is the gold
prose of *other* training pages of other sites, until the story's share of the page's prose falls to a
share drawn between :data:`SHARES`. A page is kept only when the rule pass then believes no article and its
best candidate still holds the story (so the page is of the kind wanted); its label is the original gold.

Everything is drawn from hashes of page keys (``zlib.crc32``), so the same training pages give the same
pages, byte for byte: ``train.py --write`` reproduces the shipped file. Only pages of the set being trained
are used, as sources and as donors, so a fold by site never sees a held-out site's text.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import replace

import lxml.html  # type: ignore[import-untyped, unused-ignore]
from data import Sample, label_blocks
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.article import defuse
from kotoba.web.extract.blocks import believed, cut, feature_names, features
from kotoba.web.extract.core import Page, analyse

SHARES = (0.3, 0.6)  # the story's share of the page's prose the rivals bring it to (drawn per page)
MIN_STORY = 1200  # characters of gold: a shorter story's page is no source (its rivals would be a few lines)
MIN_PARAGRAPH = 120  # a donor paragraph's least length (a teaser's summary, a comment)
KINDS = ("teasers", "comments", "mixed")
# a list of links after every this many items: without them the page's body outscores the story
LINKS_EVERY = 1
ATTEMPTS = 3  # a page whose story still holds more than the share drawn gets more rivals, this many times
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_BELIEVES = feature_names([]).index("rule_has_article")
_IN_ARTICLE = feature_names([]).index("rule_in_article")


def _hash(*parts: str) -> int:
    return zlib.crc32("\x1f".join(parts).encode("utf-8"))


def _paragraphs(sample: Sample) -> list[str]:
    return [
        " ".join(p.split())
        for p in re.split(r"\n\s*\n|\n", sample.page.truth)
        if len(p) >= MIN_PARAGRAPH and p.count(" ") >= 15
    ]


def _headline(paragraph: str) -> str:
    words = paragraph.split()
    return " ".join(words[: 6 + len(words) % 5]).rstrip(".,;:")


def _summary(paragraph: str) -> str:
    """The paragraph's first sentences, up to about 250 characters."""
    out = ""
    for sentence in _SENTENCE.split(paragraph):
        out = f"{out} {sentence}".strip()
        if len(out) >= 160:
            break
    return out[:400]


def _donors(pool: Sequence[tuple[str, str]], site: str, seed: int) -> Iterator[str]:
    """Paragraphs of other sites' pages, from a place in ``pool`` drawn by ``seed``, in a stride."""
    n = len(pool)
    if not n:
        return
    start, step = seed % n, 1 + (seed >> 8) % 97
    while step > 1 and n % step == 0:
        step -= 1
    for i in range(n):
        donor_site, paragraph = pool[(start + i * step) % n]
        if donor_site != site:
            yield paragraph


def _rival(kind: str, paragraphs: Iterator[str], need: float, seed: int) -> Element | None:
    """A ``div`` of rivals holding at least ``need`` characters of prose (None when the donors run out)."""
    box = lxml.html.Element("div")
    got, i = 0.0, 0
    while got < need:
        paragraph = next(paragraphs, None)
        if paragraph is None:
            return None
        style = kind if kind != "mixed" else ("teasers", "comments")[(seed >> i) & 1]
        item = lxml.html.Element("div")
        if style == "teasers":
            summary = _summary(paragraph)
            head = lxml.html.Element("h4")
            link = lxml.html.Element("a", href=f"/story/{(seed + i) % 100000}.html")
            link.text = _headline(paragraph)
            head.append(link)
            body = lxml.html.Element("p")
            body.text = summary + " "
            more = lxml.html.Element("a", href=f"/story/{(seed + i) % 100000}.html")
            more.text = "More"
            body.append(more)
            item.extend([head, body])
            got += len(summary)
        else:
            who = lxml.html.Element("p")
            name = lxml.html.Element("b")
            name.text = f"reader{(seed + 7 * i) % 1000}"
            name.tail = f" wrote on {1 + i % 28} March at {1 + i % 12}:{10 + i % 50} pm"
            who.append(name)
            said = lxml.html.Element("p")
            said.text = paragraph
            item.extend([who, said])
            got += len(paragraph)
        box.append(item)
        i += 1
        if i % LINKS_EVERY == 0:  # a list of links between the items, as old layouts scattered them
            links = lxml.html.Element("ul")
            for j in range(5):
                li = lxml.html.Element("li")
                a = lxml.html.Element("a", href=f"/section/{(seed + i + j) % 1000}/")
                a.text = _headline(next(paragraphs, "Latest news headlines from around the world today"))
                li.append(a)
                links.append(li)
            box.append(links)
    return box


def _top(article: Element, body: Element) -> Element:
    """The ancestor of ``article`` (or itself) that is a child of ``body``."""
    el = article
    while el.getparent() is not None and el.getparent() is not body:
        el = el.getparent()
    return el


def augment(train: Sequence[Sample], every: int = 1) -> list[Sample]:
    """Pages made from ``train``'s believed article pages (one of each ``every``, by a hash of its key), each
    labelled (its blocks described and labelled against its source's gold); only the pages of the kind
    wanted are returned (see the module's docstring)."""
    ordered = sorted((s for s in train if s.labels), key=lambda s: (s.corpus, s.page.key))
    key = (every, tuple((s.corpus, s.page.key) for s in ordered))
    if key not in _MADE:
        _MADE[key] = _augmented(ordered, every)
    return _MADE[key]


_MADE: dict[tuple[int, tuple[tuple[str, str], ...]], list[Sample]] = {}  # a run's folds, made once


def _augmented(ordered: Sequence[Sample], every: int) -> list[Sample]:
    pool = [(s.site, p) for s in ordered for p in _paragraphs(s)]
    made = []
    for sample in ordered:
        seed = _hash(sample.corpus, sample.page.key)
        if seed % every or not sample.rows[0][_BELIEVES] or len(sample.page.truth) < MIN_STORY:
            continue
        made_one = _made(sample, pool, seed)
        if made_one is not None:
            made.append(made_one)
    return made


def _made(sample: Sample, pool: Sequence[tuple[str, str]], seed: int) -> Sample | None:
    low, high = SHARES
    target = low + (high - low) * ((seed >> 4) % 1000) / 1000
    scale = 1.0
    for _attempt in range(ATTEMPTS):
        grown = _grown(sample, pool, seed, target, scale)
        if grown is None:
            return None
        made, new = grown
        if new is None or new.found.article is new.body:
            return None  # the rivals made the page's body the best candidate: no story left to find
        if not believed(new):
            return _labelled(made, new)
        scale *= 1.0 + 2.0 * max(new.found.share - target, 0.1)
    return None


def _grown(
    sample: Sample, pool: Sequence[tuple[str, str]], seed: int, target: float, scale: float
) -> tuple[Sample, Page | None] | None:
    """``sample``'s page with rivals to bring its story's share to ``target`` (their prose ``scale`` times
    what the gold's length asks), and its analysis."""
    page = analyse(defuse(sample.page.html))
    if page is None or not believed(page):
        return None
    found, body = page.found, page.body
    story = found.share  # of the prose outside: the rivals must add story/target - 1 of it, counted in gold
    gold = len(sample.page.truth)
    need = scale * gold * (1 / target - 1 / max(story, target))
    kind = KINDS[(seed >> 12) % len(KINDS)]
    rival = _rival(kind, _donors(pool, sample.site, seed >> 3), need, seed)
    if rival is None:
        return None
    top = _top(found.article, body)
    where = (seed >> 16) % 3
    if where == 0 or top is found.article:
        found.article.addnext(rival)  # below the story, inside its column
    elif where == 1:
        top.addnext(rival)  # a section after the story's
    else:
        top.addprevious(rival)  # a column before it
    html = lxml.html.tostring(body.getroottree().getroot(), encoding="unicode")
    made = replace(sample, page=replace(sample.page, key=f"{sample.page.key}~grown", html=html))
    return made, analyse(html)


def _labelled(made: Sample, new: Page) -> Sample | None:
    f = new.found
    try:
        blocks = cut(new.body, f.elements, f.names, f.texts, f.tails) if f.elements else cut(new.body)
    except RecursionError:
        return None
    rows, _columns = features(new, blocks, {})
    label_blocks(made, blocks, rows)
    content = sum(w for w, y in zip(made.weights, made.labels, strict=True) if y)
    rows_labels = zip(made.weights, made.labels, made.rows, strict=True)
    inside = sum(w for w, y, r in rows_labels if y and r[_IN_ARTICLE])
    if not content or inside < 0.8 * content:
        return None  # the candidate is no longer the story: not the kind of page wanted
    return made
