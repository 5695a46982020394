"""The facts of a poster's profile printed beside each post of a thread: not the post.

Forum software prints, beside every post, the poster's name and then their profile's counts and dates:
phpBB's "Posts: 127" and "Joined: Sat Jan 09, 2021", vBulletin's "Join Date: Aug 2008", XenForo's
"Messages" over "1,234" and "Reaction score" over "55", a Q&A site's "1,234 posts · joined 2016". The name
says who wrote the post (:mod:`kotoba.web.extract.posters` keeps it); the counts say nothing of what was
written, and a reader of the thread would not quote them. The learned extractor keeps them, as lines of a
post's block it has no word for, so they are dropped after it (:func:`without_profiles`), on a thread: a
story's box score ("Points: 31", "Rebounds: 12") prints some of the same labels.

A fact is a line that is a profile label (:data:`PROFILE_LABELS`) with a short value holding a digit, or the
label alone with such a value as the next line (a ``<dt>`` and its ``<dd>``). Only a page that prints at least
:data:`MIN_FACTS` of them is a thread: one "Points: 12" in a story is the story's. And only one whose posters
were found, or whose facts hold a label no story prints ("Joined", "Posts"): a box score's two "Points" lines
are the story's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol, TypeVar

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
# A thread prints the facts once a post: at least this many make the page one.
MIN_FACTS = 2


class _Block(Protocol):
    @property
    def text(self) -> str: ...


B = TypeVar("B", bound=_Block)


def without_profiles(kept: Sequence[B], posters: bool = False) -> list[B]:
    """``kept`` (a page's content blocks, in order) without the lines of its posters' profile facts, where
    the page prints at least :data:`MIN_FACTS` of them and is a thread: ``posters`` (the rules found the
    page's posters), or one of the facts has a label no story prints (:data:`_STORY_LABELS`)."""
    facts: set[int] = set()
    found = 0
    forum_only = posters
    for i, block in enumerate(kept):
        text = block.text.strip()
        if _a_fact(text):
            facts.add(i)
        elif _LABEL.match(text) and i + 1 < len(kept) and _a_value(kept[i + 1].text.strip()):
            facts.update((i, i + 1))
        else:
            continue
        found += 1
        forum_only = forum_only or _STORY_LABELS.match(text) is None
    if found < MIN_FACTS or not forum_only:
        return list(kept)
    return [block for i, block in enumerate(kept) if i not in facts]


def _a_fact(text: str) -> bool:
    found = _FACT.match(text)
    if found is not None:
        return _DIGIT.search(found["value"]) is not None
    return _COUNTED.match(text) is not None


def _a_value(text: str) -> bool:
    return 0 < len(text) <= VALUE_MAX_CHARS and _DIGIT.search(text) is not None
