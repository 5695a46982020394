"""Who wrote each post of a thread: the line that is only the poster's name, kept with the post.

Forum software and Q&A sites print each post's author as a line of its own holding one link, to the
poster's profile (vBulletin's ``a.username``, Stack Exchange's ``itemprop="author"`` user details, bbPress's
``bbp-author-link``). By its shape that line is a list of links — all its text is a link's — and the rules
drop link lists; the learned extractor, trained on ground truth that seldom keeps names, drops it too. But
a thread read without its posters' names cannot say who answered whom, or which answer is the asker's own.

So a line whose whole text is one link of at most :data:`MAX_CHARS` characters, marked as a person's name —
by a class or id word of the link, of an element between it and the line, or of the line's two nearest
ancestors (``username``, ``author``, ``poster``, ``user-name``…), or by ``itemprop="author"`` — is not a
link list (:func:`poster_line`), and the learned extractor keeps such a line when a content block lies
within :data:`NEAR_BLOCKS` blocks of it (:func:`with_posters`): the post it names.
"""

from __future__ import annotations

import bisect
import functools
from collections.abc import Callable, Sequence
from itertools import pairwise
from types import ModuleType
from typing import Protocol, TypeVar

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel
from kotoba.web.extract.inline import collapse
from kotoba.web.extract.rules import class_words, named_by

# Whole words of a class or id that name a person who wrote something.
POSTER_WORDS = frozenset("author username uname poster postauthor creator nickname".split())
# … and the words that, beside one of those, name something else about them (a menu, a count, a picture).
NOT_NAME_WORDS = frozenset(
    "avatar image img photo picture bio list count stats title rank role menu nav links info box card".split()
)
# A poster's name line is at most this long (names, not sentences).
MAX_CHARS = 40
# A post's author line named as such (its name, a date, a rank) is at most this long.
LINE_MAX_CHARS = 80
# A poster's line is kept by the learned extractor when a content block is at most this many blocks away.
NEAR_BLOCKS = 8


class _Block(Protocol):
    @property
    def element(self) -> Element: ...


B = TypeVar("B", bound=_Block)


def poster_line(el: Element, marked: Callable[[Element], bool] | None = None) -> bool:
    """Whether the block ``el`` is only a poster's name: one link holding all its text (a name, with a
    letter, of at most :data:`MAX_CHARS`), marked as a person's name on the link or between it and ``el``
    (``marked``: whether one element's attributes mark it so, :func:`marks_a_poster` unless the caller has
    read them already)."""
    link = el if el.tag == "a" else _only_link(el)
    if link is None or not _marked_from(link, el, marked or marks_a_poster):
        return False
    # the mark first: most lines asked are a menu's items, whose names say nothing of a person, and are
    # spared reading their text twice over
    text = collapse("".join(el.itertext()))
    if not 1 < len(text) <= MAX_CHARS or collapse("".join(link.itertext())) != text:
        return False
    return any(c.isalpha() for c in text)


def _marked_from(link: Element, el: Element, marked: Callable[[Element], bool]) -> bool:
    """Whether ``link``, an element inside it, or an element between it and ``el`` (``el`` included) is
    ``marked`` as a person's name; where ``link`` is ``el`` itself, an element around it too."""
    if marked(link):
        return True
    if len(link) and any(marked(one) for one in link.iterdescendants()):
        return True
    if link.getparent() is el:  # the link right inside the line (the most asked): no climb to make
        return marked(el)
    for up in link.iterancestors():  # (where ``link`` is ``el``, every ancestor: no ``up`` is ``el``)
        if marked(up):
            return True
        if up is el:
            break
    return False


def author_line(el: Element, marked: Callable[[Element], bool] | None = None) -> bool:
    """Whether ``el``, named as furniture for an author (``post-author``, ``bbp-reply-author``), is a post's
    author line: short (:data:`LINE_MAX_CHARS`), holding a link marked as a person's name (its class, or
    ``itemprop="author"`` on it or inside it); ``marked`` as for :func:`poster_line`."""
    marked = marked or marks_a_poster
    if not marked(el):  # first: most elements asked are long furniture, and named otherwise
        return False
    text = collapse("".join(el.itertext()))
    if not 0 < len(text) <= LINE_MAX_CHARS:
        return False
    return any(poster_line(a, marked) for a in el.iter("a"))


def _only_link(el: Element) -> Element | None:
    """The one link inside ``el``, or None where it holds none or several: a menu of a hundred links is
    told from a name's line at its second link, without listing the rest. A block whose one child is a
    bare link (a menu's item, the most asked) is answered without a walk: lxml makes a tag's matcher anew
    at each one."""
    if len(el) == 1:
        child = el[0]
        if child.tag == "a" and not len(child) and el.tag != "a":
            return child
    found = None
    for link in el.iter("a"):
        if found is not None:
            return None
        found = link
    return found


def lone_posters(lines: set[Element], position: dict[Element, int], prose_at: list[int]) -> set[Element]:
    """Of ``lines`` (poster lines), those that are not one of a thread's: a thread prints one such line a
    post, all alike (same tag and class), with a post's prose between one and the next (``position``: each
    element's place in the page; ``prose_at``: the places of its prose blocks, sorted). A story's byline
    stands alone, and a card list's author links follow each other with no prose between."""
    by_kind: dict[tuple[str, str], list[Element]] = {}
    for line in lines:
        by_kind.setdefault((str(line.tag), str(line.get("class") or "")), []).append(line)
    lone: set[Element] = set()
    for group in by_kind.values():
        places = sorted(position[line] for line in group)
        apart = all(_prose_between(a, b, prose_at) for a, b in pairwise(places))
        if len(group) < 2 or not apart:
            lone.update(group)
    return lone


def _prose_between(first: int, last: int, prose_at: list[int]) -> bool:
    at = bisect.bisect_right(prose_at, first)
    return at < len(prose_at) and prose_at[at] < last


def with_posters(blocks: Sequence[B], kept: list[B], posters: set[Element]) -> list[B]:
    """``kept`` (blocks of ``blocks``, in order) with the poster lines among ``blocks`` (their elements in
    ``posters``) that lie within :data:`NEAR_BLOCKS` blocks of a kept block, in page order."""
    if not posters or not kept:
        return kept
    kept_ids = {id(block) for block in kept}
    at = [i for i, block in enumerate(blocks) if id(block) in kept_ids]
    added = set()
    for i, block in enumerate(blocks):
        if block.element in posters and id(block) not in kept_ids and _near(i, at):
            added.add(i)
    if not added:
        return kept
    return [block for i, block in enumerate(blocks) if id(block) in kept_ids or i in added]


def _near(i: int, at: list[int]) -> bool:
    """Whether a position of ``at`` (sorted) lies within :data:`NEAR_BLOCKS` of ``i``."""
    j = bisect.bisect_left(at, i - NEAR_BLOCKS)
    return j < len(at) and at[j] <= i + NEAR_BLOCKS


def marks_a_poster(el: Element) -> bool:
    """Whether ``el``'s ``itemprop``, class or id marks it as a person's name."""
    return named_by(el, POSTER_PROPS, poster_name)


# The ``itemprop`` values that mark a person's name.
POSTER_PROPS = ("author", "creator")


@functools.lru_cache(maxsize=4096)
def poster_name(name: str) -> bool:
    """Whether a class or id value names a poster (cached: a page repeats its few class names thousands of
    times, and the rule pass asks of every link list's ancestors; each new page's own names, missing the
    cache, are read compiled where the kernel is built: kotoba.web.extract.kernel)."""
    compiled = _compiled_poster_name()
    named = None if compiled is None else compiled(name)
    return _poster_name(name) if named is None else named


@kernel.compiled
def compiled_poster_names(built: ModuleType) -> object:
    """The compiled :func:`_poster_name` (``_kernel.PosterNames``) with this module's words, which keeps
    its answers (the rule pass's compiled test of an element reads them there: ``core._poster_marks``)."""
    names: object = built.PosterNames(POSTER_WORDS, NOT_NAME_WORDS, class_words)
    return names


def _compiled_poster_name() -> Callable[[str], bool | None] | None:
    """The compiled :func:`_poster_name`, or None."""
    names = compiled_poster_names()
    named: Callable[[str], bool | None] | None = getattr(names, "poster_name", None)
    return named


# mirrored by _kernel.pyx: from here (kernel.PosterNames reads the same words of each token)
def _poster_name(name: str) -> bool:
    for token in name.split():
        words = class_words(token)
        named = not words.isdisjoint(POSTER_WORDS) or {"user", "name"} <= words  # ``user-name``
        if named and words.isdisjoint(NOT_NAME_WORDS):
            return True
    return False


# mirrored by _kernel.pyx: to here
