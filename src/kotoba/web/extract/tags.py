"""A post's tags (HTML's ``rel="tag"``: "gives a tag that applies to the current document") are labels to
find the post by, not its text: they are dropped, and so is what they leave behind.

A tag link standing in its own list goes; one inside running text is a word of that sentence and stays
("The council, filed under Politics, met on Monday"). Once the links are gone their label names nothing:
WordPress's "Posted in News | Tagged budget, council" would come out as "Posted in | Tagged ,". So the label
goes with them — an element whose whole text is now a label ("Tags" over an emptied list), or, inside an
element that holds more ("By Ann on May 3 · Tags: budget, council"), the few words of the clause just
before the links ("Tags:") and the commas and bars between and after them. A sentence elsewhere in the
element that merely names tags is not touched: only the clause that runs into the links is their label.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.rules import BLOCK_TAGS

# More letters than this right beside a tag link make it a word of a sentence ("The council, filed under
# Politics, met on Monday"), not an item of a list of tags with its label ("Posted in News | Tagged budget,
# council"); only the text touching the link is read (a few hundred characters each side).
TAG_SENTENCE_MIN_LETTERS = 30
# What is left around a post's dropped tags is their label ("Posted in | Tagged ,", "Tags"): at most this
# many words of at most this many characters in all, and nothing else to show, names nothing now.
TAG_LABEL_MAX_WORDS = 4
TAG_LABEL_MAX_CHARS = 30
_BESIDE = 200
_SIBLINGS_READ = 12  # elements read on each side of a tag link for its sentence (a list of tags is long)
# What is not a letter: texts compared on their letters alone (here a tag link's sentence; in the wall
# judge, a line of the markup against the extracted Markdown) drop it
NOT_LETTERS = re.compile(r"[\W\d_]+")
_WORDS = re.compile(r"\w+")
# An element whose text is only these (a theme's ``<span class="meta-sep">|</span>``) separates two labels.
_SEPARATORS = re.compile(r"[\s|·•,/;:–—-]*")
_SEPARATOR_CHARS = " \t\n\r\f\v\u00a0|·•,/;:–—-"
# Where the clause that runs into the links starts: after a bar or dot set between a post's facts, or after
# a sentence's end ("By Ann on May 3 · Tags:", "Posted May 3. Tags:").
_CLAUSE_START = re.compile(r"[|·•/–—\n]|[.!?](?=\s)")
# Elements that show something without words, and those never dropped as a label: the page's parts.
_SHOWS = etree.XPath("descendant-or-self::*[self::img or self::pre or self::table or self::video]")
_PARTS = frozenset({"html", "body", "main", "article"})
_MARK = "kotoba-tags"  # where a run of dropped tag links stood, while their labels are judged


def drop_tags(links: Iterable[Element]) -> None:
    """Drop the tag ``links`` that are not words of a sentence, with the labels they leave."""
    runs: list[list[Element]] = []
    for link in links:
        if in_a_sentence(link):
            continue
        last = runs[-1][-1] if runs else None
        if last is not None and last.getnext() is link and _SEPARATORS.fullmatch(last.tail or ""):
            runs[-1].append(link)
        else:
            runs.append([link])
    # each run of links becomes one empty mark of where it stood, with the text after the run as its tail
    marks = [_marked(run) for run in runs]
    # every label is found before any is dropped, so each element is judged once: the thousand items of one
    # list of tags all climb to that list, which is read once, not once an item
    judged: dict[Element, bool] = {}
    labels: dict[Element, Element | None] = {}  # by the marks' parents, in page order
    for mark in marks:
        parent = mark.getparent()
        if parent not in labels:
            labels[parent] = _bare_label(parent, judged)
    # last first: each run's label is the clause just before it, which the run before it ends
    for mark in reversed(marks):
        if labels[mark.getparent()] is None:  # the element holds more than a label: the label's words go
            _unlabel(mark)
        drop(mark)
    for label in dict.fromkeys(labels.values()):
        if label is not None:
            _drop_label(label)


def in_a_sentence(link: Element) -> bool:
    """Whether the tag ``link`` is a word of a sentence, which would lose it if the link were dropped.

    The sentence runs on through the elements beside the link ("Browse other questions tagged python or
    <a>ask your own question</a>."), so their words count, but for other tag links', which are the list's
    items, not a sentence's words.
    """
    before = _beside(link, before=True)[-_BESIDE:]
    after = _beside(link, before=False)[:_BESIDE]
    end = _CLAUSE_START.search(after)
    # only the clause the link stands in: "By Ann, our reporter on the council. Tags: budget" has no sentence
    beside = before[_clause_start(before) :] + (after[: end.start()] if end else after)
    return len(NOT_LETTERS.sub("", beside)) > TAG_SENTENCE_MIN_LETTERS


def _beside(link: Element, *, before: bool) -> str:
    """The text of ``link``'s parent before it (or after it), the text of the inline elements there
    included, up to :data:`_BESIDE` characters, :data:`_SIBLINGS_READ` elements or a block away; tag links'
    own words left out."""
    pieces: list[str] = []
    chars = 0
    el = link
    for _ in range(_SIBLINGS_READ):
        sibling = el.getprevious() if before else el.getnext()
        if before:
            gap = (sibling.tail if sibling is not None else link.getparent().text) or ""
        else:
            gap = el.tail or ""
        pieces.append(gap)
        chars += len(gap)
        if sibling is None or chars >= _BESIDE or sibling.tag in BLOCK_TAGS:
            break  # a block starts a line of its own: the sentence ends before it
        if not is_tag_link(sibling):
            words = "".join(sibling.itertext())
            pieces.append(words)
            chars += len(words)
        el = sibling
    return "".join(reversed(pieces) if before else pieces)


def is_tag_link(el: Element) -> bool:
    """Whether ``el`` is a tag link (HTML's ``rel="tag"``, WordPress's ``rel="category tag"``)."""
    return el.tag == "a" and "tag" in str(el.get("rel")).lower().split()


def _marked(run: list[Element]) -> Element:
    """An empty element in place of a ``run`` of tag links (side by side, only separators between them),
    holding the text after the run as its tail."""
    first = run[0]
    mark = etree.Element(_MARK)
    mark.tail = run[-1].tail
    first.addprevious(mark)
    for link in run:
        link.tail = None
        link.getparent().remove(link)
    return mark


def _unlabel(mark: Element) -> None:
    """Take out of the text before a run of dropped tag links (its ``mark``) the label that runs into it —
    the clause's last words, or an element of its own just before it — and out of the text after the run
    the separators that follow the links."""
    parent = mark.getparent()
    previous = mark.getprevious()
    before = (previous.tail if previous is not None else parent.text) or ""
    labelled = False
    if previous is not None and not _WORDS.search(before) and _labels(previous):
        previous.tail = None
        drop(previous)
        labelled = True
        previous = mark.getprevious()
        before = (previous.tail if previous is not None else parent.text) or ""
    kept = _without_label(before)
    if kept is None:
        if not labelled:
            return  # no label: the words before the links are the element's own sentence (or there are none)
        kept = before.rstrip(_SEPARATOR_CHARS) + " "
    if previous is not None:
        previous.tail = kept
    else:
        parent.text = kept
    after = (mark.tail or "").lstrip(_SEPARATOR_CHARS)
    ended = kept.rstrip()[-1:]
    if (ended and ended in ".!?") or (previous is None and not kept.strip()):
        after = after.lstrip(".!?")  # the label was a sentence of its own, or closed one ended already
    mark.tail = " " + after if after else None


def _labels(el: Element) -> bool:
    """Whether ``el``, just before a run of tag links, is their label set in its own element (``<strong>Tags:
    </strong>``): a few words and no more markup, ending with a colon or opening a clause."""
    text = (el.text or "").strip()
    if len(el) or not text or el.tag == "a" or not _is_label(el):
        return False
    if text.endswith((":", "：")):
        return True
    previous = el.getprevious()
    before = (previous.tail if previous is not None else el.getparent().text) or ""
    return _WORDS.search(before, _clause_start(before)) is None


def _clause_start(text: str) -> int:
    """Where the last clause of ``text`` starts: after its last bar, dot or sentence end, or at its start."""
    start = 0
    for mark in _CLAUSE_START.finditer(text):
        start = mark.end()
    return start


def _without_label(text: str) -> str | None:
    """``text`` without the label its last clause is (and the separators before it), or None when that
    clause is no label: longer than one, or empty."""
    start = _clause_start(text)
    # no more words read than a label may hold, and one: the clause may be a whole paragraph
    words = [word.group() for word in itertools.islice(_WORDS.finditer(text, start), TAG_LABEL_MAX_WORDS + 1)]
    if not words or len(words) > TAG_LABEL_MAX_WORDS or sum(map(len, words)) > TAG_LABEL_MAX_CHARS:
        return None
    kept = text[:start].rstrip(_SEPARATOR_CHARS)
    return kept + " " if kept else ""


def _bare_label(parent: Element, judged: dict[Element, bool]) -> Element | None:
    """The label that ``parent``'s tag links leave behind, or None (``judged``: the elements judged already).

    The label may be the links' parent ("Tagged " in ``<span class="tags-links">``), or one of its
    ancestors (a ``<div>`` holding a "Tags" heading over a list whose items held the links), so the largest
    ancestor whose whole text is still a short label goes. Without this, a post kept "Posted in | Tagged ,"
    (its category and tag links gone) or "Tags" over a line of commas.
    """
    label = None
    el: Element | None = parent
    while el is not None and el.tag not in _PARTS:
        verdict = judged.get(el)
        if verdict is None:
            verdict = judged[el] = _is_label(el)
        if not verdict:
            break
        label, el = el, el.getparent()
    return label


def _drop_label(label: Element) -> None:
    """Drop ``label`` with the separators beside it."""
    if label.getparent() is None:  # inside a label dropped already
        return
    for beside in (label.getprevious(), label.getnext()):
        text = "" if beside is None or len(beside) else (beside.text or "").strip()
        if text and _SEPARATORS.fullmatch(text):
            drop(beside)
    if label.tail and _SEPARATORS.fullmatch(label.tail):
        label.tail = " "
    drop(label)


def _is_label(el: Element) -> bool:
    """Whether ``el`` holds no more than a short label's words and nothing shown without words. Stops reading
    at the first words past a label's, so that an ancestor holding the whole article costs little."""
    words = chars = 0
    for piece in el.itertext():
        for word in _WORDS.finditer(piece):  # (not findall: a piece may be a whole paragraph)
            words += 1
            chars += word.end() - word.start()
            if words > TAG_LABEL_MAX_WORDS or chars > TAG_LABEL_MAX_CHARS:
                return False
    return not _SHOWS(el)


def drop(el: Element) -> None:
    """Remove ``el`` and its subtree, keeping the text that follows it (its tail) in place."""
    parent = el.getparent()
    if el.tail:
        previous = el.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + el.tail
        else:
            parent.text = (parent.text or "") + el.tail
    parent.remove(el)
