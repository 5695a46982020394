"""The facts of a poster's profile printed beside each post of a thread: not the post.

Forum software prints, beside every post, the poster's name and then their profile's counts and dates:
phpBB's "Posts: 127" and "Joined: Sat Jan 09, 2021", vBulletin's "Join Date: Aug 2008", XenForo's
"Messages" over "1,234" and "Reaction score" over "55", a Q&A site's "1,234 posts · joined 2016". The name
says who wrote the post (:mod:`kotoba.web.extract.posters` keeps it); the counts say nothing of what was
written, and a reader of the thread would not quote them. The learned extractor keeps them, as lines of a
post's block it has no word for, so they are dropped after it (:func:`without_profiles`), on a thread: a
story's box score ("Points: 31", "Rebounds: 12") prints some of the same labels.

Beside the facts, a poster's box holds lines that name no label: XenForo's user title ("Well-known member",
"Hall of Famer") and banner, vBulletin's rank ("Web Hosting Master"), a "Location" over a town, a badge
("Discussion starter", "OP"). Forum software sets the box apart from the post: the message's element splits
into the poster's cell (name, title, facts) and the post's. So on a thread of at least :data:`MIN_FACTS`
posters, the short lines that share a poster's cell with the poster's name go too (:func:`without_cells`).

A fact is a line that is a profile label (:data:`PROFILE_LABELS`) with a short value holding a digit, or the
label alone with such a value as the next line (a ``<dt>`` and its ``<dd>``). Only a page that prints at least
:data:`MIN_FACTS` of them is a thread: one "Points: 12" in a story is the story's. And only one whose posters
were found, or whose facts hold a label no story prints ("Joined", "Posts"): a box score's two "Points" lines
are the story's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import pairwise
from typing import Protocol, TypeVar

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.posters import poster_line

# The labels of a poster's profile facts, as forum software prints them (in English: the software's
# default language, and most of the threads the benchmarks hold).
PROFILE_LABELS = (
    r"posts|joined|join\ date|member\ since|registered|messages|reaction\ score|trophy\ points|points"
    r"|reputation|karma|likes\ received|solutions"
)
# A value is short, and says a count or a date: it holds a digit.
VALUE_MAX_CHARS = 32
_FACT = re.compile(
    rf"^(?:{PROFILE_LABELS})\s*:?\s*(?P<value>.{{1,{VALUE_MAX_CHARS}}})$", re.IGNORECASE | re.VERBOSE
)
_LABEL = re.compile(rf"^(?:{PROFILE_LABELS})\s*:?$", re.IGNORECASE | re.VERBOSE)
_COUNTED = re.compile(r"^[\d,.]+[kKmM]?\s+posts?\s*·\s*joined\b.{0,24}$", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
# The labels a story prints too: a box score's "Points: 31", a game's "Karma", a contest's "Solutions". Facts
# under these alone make a page a thread only where the rules found its posters; a label no story prints
# ("Joined", "Posts", "Messages", "1,234 posts · joined 2016") makes one wherever it stands.
_STORY_LABELS = re.compile(r"^(?:points|reputation|karma|solutions)\b", re.IGNORECASE)
# A poster's place and the like, beside the facts: a label with any short value ("Location: Leeds", "From:
# Ohio", a travel forum's "Programs: BA Gold"). An events page prints "Location: Central Park" under each
# event, so these go only from a thread: where the rules found its posters, or its facts make it one.
_PLACE = re.compile(r"^(?:location|from|programs)\s*:\s*\S.{0,59}$", re.IGNORECASE)
# A thread prints the facts once a post: at least this many make the page one.
MIN_FACTS = 2


# A line of a poster's cell is short (a title, a rank, a town, a badge), and so is the whole cell's text
# beside the name: a cell with more is no profile box.
CELL_LINE_MAX_CHARS = 60
CELL_MAX_CHARS = 240


class _Block(Protocol):
    @property
    def text(self) -> str: ...


class _Placed(_Block, Protocol):
    @property
    def element(self) -> Element: ...


B = TypeVar("B", bound=_Block)
P = TypeVar("P", bound=_Placed)


def without_cells(kept: Sequence[P], posters: set[Element]) -> list[P]:
    """``kept`` (a page's content blocks, in order) without the lines that share a poster's cell with the
    poster's name (the ``posters``' lines), on a thread of at least :data:`MIN_FACTS` posters.

    A poster's *message* is the highest element above the name that holds no other poster; its *cell* is
    the element on the way down from the message to the name whose parent holds, beside it, a kept block
    (the post). A cell is dropped only where each of its other lines is at most :data:`CELL_LINE_MAX_CHARS`
    long and all of them together at most :data:`CELL_MAX_CHARS`; a layout that sets the name, the
    facts and the post side by side in one element has no cell, and keeps its lines."""
    if not kept:
        return list(kept)
    # the rules find the names among the page's link lists; a name set as a heading (XenForo's
    # ``h4.message-name``) is found among the kept blocks, where a thread prints one alike a post
    alike: dict[tuple[str, str], set[Element]] = {}
    for block in kept:
        el = block.element
        if el not in posters and poster_line(el):
            alike.setdefault((str(el.tag), str(el.get("class") or "")), set()).add(el)
    posters = posters.union(*(names for names in alike.values() if len(names) >= MIN_FACTS))
    if len(posters) < MIN_FACTS:
        return list(kept)
    # every walk below stops where an earlier one has been, so the work is linear in the page's elements
    # however deep a thread nests (each reply inside the one it answers)
    holding: set[Element] = set()  # the kept blocks' elements and their ancestors
    for block in kept:
        for el in _up(block.element):
            if el in holding:
                break
            holding.add(el)
    below = _posters_below(posters)
    cells = {cell for cell in (_cell(poster, below, holding) for poster in posters) if cell is not None}
    nearest: dict[Element, Element | None] = {}  # each element's nearest cell, itself or an ancestor
    inside: dict[Element, list[int]] = {}
    for i, block in enumerate(kept):
        if block.element in posters:
            continue
        cell = _nearest(block.element, cells, nearest)
        if cell is not None:
            inside.setdefault(cell, []).append(i)
    dropped: set[int] = set()
    for lines in inside.values():
        texts = [kept[i].text.strip() for i in lines]
        if max(map(len, texts)) <= CELL_LINE_MAX_CHARS and sum(map(len, texts)) <= CELL_MAX_CHARS:
            dropped.update(lines)
    return [block for i, block in enumerate(kept) if i not in dropped]


def _up(el: Element) -> Iterator[Element]:
    """``el`` and its ancestors, nearest first, one at a time (a walk that stops early climbs no further)."""
    while el is not None:
        yield el
        el = el.getparent()


def _posters_below(posters: set[Element]) -> dict[Element, int]:
    """How many of the ``posters`` each element holds (itself included), counted up to two: all a cell
    asks is whether an element holds another poster. An element holding two has ancestors that hold two,
    so a poster's climb stops at the first such, and no element is counted more than twice."""
    below: dict[Element, int] = {}
    for poster in posters:
        for el in _up(poster):
            held = below.get(el, 0)
            if held > 1:
                break
            below[el] = held + 1
    return below


def _nearest(el: Element, cells: set[Element], nearest: dict[Element, Element | None]) -> Element | None:
    """The cell ``el`` lies in (``el`` itself or its nearest ancestor among ``cells``), or None; ``nearest``
    remembers the answer for every element climbed through, so no element is climbed through twice."""
    climbed: list[Element] = []
    found: Element | None = None
    for up in _up(el):
        if up in nearest:
            found = nearest[up]
            break
        climbed.append(up)
        if up in cells:
            found = up
            break
    for up in climbed:
        nearest[up] = found
    return found


def _cell(poster: Element, below: dict[Element, int], holding: set[Element]) -> Element | None:
    """The poster's cell (see :func:`without_cells`), or None."""
    path = [poster]
    for el in poster.iterancestors():
        if below.get(el, 0) > 1:
            break
        path.append(el)
    # down from the message: the first element on the path whose parent holds another kept child
    for parent, child in pairwise(reversed(path)):
        if any(other is not child and other in holding for other in parent):
            return child if child is not poster else None
    return None


def without_profiles(kept: Sequence[B], posters: bool = False) -> list[B]:
    """``kept`` (a page's content blocks, in order) without the lines of its posters' profile facts, where
    the page prints at least :data:`MIN_FACTS` of them and is a thread: ``posters`` (the rules found the
    page's posters), or one of the facts has a label no story prints (:data:`_STORY_LABELS`); and without its
    posters' places (:data:`_PLACE`) on such a thread, or on one whose posters the rules found that prints
    at least :data:`MIN_FACTS` places."""
    facts: set[int] = set()
    places: set[int] = set()
    found = 0
    forum_only = posters
    for i, block in enumerate(kept):
        text = block.text.strip()
        if _PLACE.match(text):
            places.add(i)
            continue
        if _a_fact(text):
            facts.add(i)
        elif _LABEL.match(text) and i + 1 < len(kept) and _a_value(kept[i + 1].text.strip()):
            facts.update((i, i + 1))
        else:
            continue
        found += 1
        forum_only = forum_only or _STORY_LABELS.match(text) is None
    thread = found >= MIN_FACTS and forum_only
    dropped = facts if thread else set()
    if thread or (posters and len(places) >= MIN_FACTS):
        dropped = dropped | places
    if not dropped:
        return list(kept)
    return [block for i, block in enumerate(kept) if i not in dropped]


def _a_fact(text: str) -> bool:
    found = _FACT.match(text)
    if found is not None:
        return _DIGIT.search(found["value"]) is not None
    return _COUNTED.match(text) is not None


def _a_value(text: str) -> bool:
    return 0 < len(text) <= VALUE_MAX_CHARS and _DIGIT.search(text) is not None
