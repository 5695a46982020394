"""Which of a rendering's lines an article keeps: the decisions the text and Markdown renderers share.

A *line* here is what a renderer emits as one unit: a paragraph, a heading, a list item, a table row (the
text renderer) or a whole table or code block (the Markdown renderer, which never splits those). Each comes
with its plain words, whether it came from a block judged prose, and whether it is listed (a list item or a
table): the two renderers decide on the same words, so that they keep the same content.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from kotoba.web.extract.rules import (
    CALL_LINES,
    CALL_MAX_CHARS,
    CLOSING_LINES,
    CLOSING_SECTIONS,
    DISCLOSURE_LINES,
    LABEL_LINES,
    LABEL_LINES_UNRESERVED,
    REFERENCE_HEADINGS,
    TRAILING_SHORT_CHARS,
)


class Line(NamedTuple):
    """One rendered unit, as the keeping rules see it."""

    plain: str
    prose: bool
    listed: bool
    heading: int = 0  # a heading's level, 0 for any other line
    code: bool = False  # a line of a code block (the text renderer), or a whole one (the Markdown renderer)
    table: bool = False  # a row of a table (the text renderer), or a whole one (the Markdown renderer)


def unrepeated(lines: Sequence[Line], spans: Sequence[tuple[int, int]], min_repeat: float) -> list[int]:
    """The indices of ``lines`` without the blocks (``spans`` of lines) that repeat an earlier block line for
    line: a responsive layout renders its content once per screen size and shows one copy. Only blocks of
    ``min_repeat`` characters or more count (a fitted threshold): short ones — a label, a list item, a menu's
    meal — repeat on purpose. Blocks are grouped by size first, so that only blocks of equal size are
    compared line by line. A heading right after the same heading goes too (:func:`_said_again`).
    """
    ends = [0]
    for line in lines:
        ends.append(ends[-1] + len(line.plain))
    by_size: dict[tuple[int, int], list[tuple[int, int]]] = {}
    # nested wrappers around the same lines are one block: compared once, not once a wrapper (a list of
    # thousands of questions inside 240 <div>s compared each line 240 times)
    for start, end in dict.fromkeys(spans):
        size = ends[end] - ends[start]
        if size >= min_repeat:
            by_size.setdefault((size, end - start), []).append((start, end))
    dropped: set[int] = set()
    for same in by_size.values():
        if len(same) < 2:
            continue
        first_end: dict[tuple[str, ...], int] = {}
        for start, end in sorted(same):
            key = tuple(line.plain for line in lines[start:end])
            seen = first_end.setdefault(key, end)
            if seen <= start:
                dropped.update(range(start, end))
    kept: list[int] = []
    before: Line | None = None
    for i, line in enumerate(lines):
        if i in dropped:
            continue
        if before is not None and _said_again(line, before):
            continue
        kept.append(i)
        before = line
    return kept


def _said_again(line: Line, before: Line) -> bool:
    """Whether ``line`` is a heading that says again what the heading kept just before it said: a responsive
    layout renders a section's heading once per screen size ("### Proactive defense" twice in a row), of
    which a reader sees one. Paragraphs, code, list items and tables may repeat on purpose (a refrain, a
    closing brace, a row of zeros), and are never judged so."""
    same = line.heading == before.heading and line.plain == before.plain
    return same and line.heading > 0 and not (line.code or before.code)


def trimmed(lines: Sequence[Line], indices: Sequence[int]) -> list[int]:
    """Of ``indices``, without label lines, what precedes the first prose line and the credits and prompts
    that close.

    Before the first prose line sit the headline, byline and date; after the last come short labels and
    lines such as "Reporting by …" or "Subscribe …". List items and tables are kept at the end: articles
    end on lists and tables. A section's heading over the first prose is kept.
    """
    kept = unlabelled(lines, indices)
    first = next((n for n, i in enumerate(kept) if lines[i].prose), 0)
    first = _section_opening(lines, kept, first)
    while first > 0 and lines[kept[first - 1]].heading >= 2:
        first -= 1  # a section's heading over the first prose ("Girls basketball"), not the headline
    if first > 0 and _NAMES_SITE.search(lines[kept[first - 1]].plain):
        first -= 1  # a review's facts over its first paragraph ("More info: www.clymer.co.uk")
    while first > 0 and _a_paragraph(lines[kept[first - 1]]):
        first -= 1  # a lead paragraph over the first prose, not judged prose itself (dense with its links)
    first = _priced_opening(lines, kept, first)
    while first > 0 and lines[kept[first - 1]].table:
        first -= 1  # a table right over the first paragraph: an infobox's facts, a product's specifications
    last = _closing_end(lines, kept, first, len(kept) - 1)
    opened = _closing_section(lines, kept, first, last)
    if opened is not None:
        last = _closing_end(lines, kept, first, opened - 1)
    cited = _references(lines, kept, first, last)
    if cited is not None:
        last = _closing_end(lines, kept, first, cited - 1)
    return kept[first : last + 1]


def _section_opening(lines: Sequence[Line], kept: Sequence[int], first: int) -> int:
    """Where the text starts, given its first prose line at ``kept[first]``: at a section's heading (level 2
    or deeper) a few short rows of figures above it (a results roundup's "GIRLS BASKETBALL" over a game's
    score and its line score, "Palm Bay d. Rockledge 70-44", "Rockledge 14 11 6 15 — 44"), with those rows;
    or at ``first``. A story's headline (level 1), byline and date stand over its first prose under no
    section's heading, and a thread's topic (a heading) over its first post's poster and rank, which hold
    no figure: a heading of the section the first prose opens is the story's, and so are its figures."""
    n = first - 1
    while n >= 0 and first - n <= OPENING_ROWS:
        line = lines[kept[n]]
        if line.heading or line.prose or len(line.plain) > OPENING_ROW_CHARS or not _DIGIT.search(line.plain):
            break
        n -= 1
    if 0 <= n < first - 1 and lines[kept[n]].heading >= 2:
        return n
    return first


def _references(lines: Sequence[Line], kept: Sequence[int], first: int, last: int) -> int | None:
    """Where a list of references closing the text opens: a heading (or a short line ending in a colon) that
    names one (:data:`~kotoba.web.extract.rules.REFERENCE_HEADINGS`: "References", "Sources", "Works
    cited"), after which every line to the end is a list item or a line of at most
    :data:`CITATION_MAX_CHARS` (a citation: authors, title, where and when), at least
    :data:`MIN_CITATIONS` of them, under no other heading. The sources an article cites are its
    apparatus, not its prose, and run as long as the article cites; a section under such a title that goes
    on in paragraphs, or one line of where a story came from, is the article's own."""
    for n in range(last, first, -1):
        line = lines[kept[n]]
        if line.code or line.table:
            return None
        titled = line.heading >= 2 or (not line.prose and len(line.plain) <= 80 and line.plain.endswith(":"))
        if titled and REFERENCE_HEADINGS.match(line.plain):
            return n if last - n >= MIN_CITATIONS else None
        if line.heading or (
            not line.listed and (len(line.plain) > CITATION_MAX_CHARS or _CITES.search(line.plain) is None)
        ):
            return None  # another section's heading, or a paragraph (one naming no year or address)
    return None


def unlabelled(lines: Sequence[Line], indices: Sequence[int]) -> list[int]:
    """Of ``indices``, without the label lines (see :func:`_label`) alone: the cut for a text drawn untrimmed,
    whose ends are not judged (no block of it was judged prose) but whose "Read more" under each teaser,
    "3 comments" and dates alone are the page's, wherever they stand."""
    return [i for i in indices if not _label(lines[i])]


def _closing_end(lines: Sequence[Line], kept: Sequence[int], first: int, last: int) -> int:
    """Where the text ends, at or before ``kept[last]``: before the short lines and closing lines
    (:data:`CLOSING_LINES`) that end it, one after another."""
    while last > first:
        line = lines[kept[last]]
        short = not line.prose and len(line.plain) < TRAILING_SHORT_CHARS and not line.listed
        if not (short or CLOSING_LINES.match(line.plain)):
            break
        last -= 1
    return last


def _closing_section(lines: Sequence[Line], kept: Sequence[int], first: int, last: int) -> int | None:
    """Where a closing section opens within the text's last lines: a heading, or a short line ending in a
    colon, that opens an author's bio or links to read on (:data:`CLOSING_SECTIONS`: "About the author:",
    "Related articles from our blog:", "Read next"), with at most :data:`CLOSING_SECTION_CHARS` characters
    after it to the end. The lines under such a heading are a box's (a bio, teasers' titles), which the trim
    of closing lines one by one stopped at; a longer section is the story's own. The closing lines' calls
    ("Get started", "Related:") open no section: a service page's last section and a story's last paragraph
    follow them."""
    size = 0
    for n in range(last, first, -1):
        line = lines[kept[n]]
        if line.code or line.table:
            return None
        titled = line.heading >= 2 or (not line.prose and len(line.plain) <= 80 and line.plain.endswith(":"))
        if titled and CLOSING_SECTIONS.match(line.plain):
            return n
        size += len(line.plain)
        if size > CLOSING_SECTION_CHARS:
            return None
    return None


def _label(line: Line) -> bool:
    """Whether ``line`` is a label of the page ("Read more", "Sponsored", "5 min read", a date alone, a
    disclosure of affiliate earnings: :data:`~kotoba.web.extract.rules.DISCLOSURE_LINES`), in a
    block judged prose or not: a widget's paragraph that holds only "Read more" is the page's, not the
    article's. In a prose block it must hold a letter (a paragraph of "…" or "###" is a story's break) and
    be no line of code ("}" is code)."""
    labels = LABEL_LINES if _may_reserve(line.plain) else LABEL_LINES_UNRESERVED
    if not labels.match(line.plain):
        # a disclosure of the site's affiliate earnings, or its call to follow it or to sign up for its
        # letters, wherever it stands (no code, table or heading)
        if line.code or line.table or line.heading:
            return False
        if _may_disclose(line.plain) and DISCLOSURE_LINES.match(line.plain) is not None:
            return True
        # (a list's item is a step of the article's own: "Follow the prompts on YouTube to …", "Join the
        # python-dev mailing list and …" in a how-to; the site's call stands as a line of its own)
        return not line.listed and _a_call(line.plain)
    return not line.prose or (not line.code and _LETTER.search(line.plain) is not None)


def _a_paragraph(line: Line) -> bool:
    """Whether ``line`` reads as a paragraph of the story, whatever its block was judged: at least
    :data:`LEAD_MIN_CHARS` long and ending a sentence (a headline, a byline, a date and a teaser's title end
    none), and no heading, list item, table or code."""
    if line.heading or line.listed or line.code or line.table:
        return False
    return len(line.plain) >= LEAD_MIN_CHARS and _SENTENCE_END.search(line.plain) is not None


def _priced_opening(lines: Sequence[Line], kept: Sequence[int], first: int) -> int:
    """Where the text starts, given its first prose line at ``kept[first]``: at a price line a few lines above
    it (a product's "£89.00" over its description, with the tax and stock lines between), or at ``first``.

    Before a story's first paragraph stand its byline and date, which the trim drops; before a product's
    description stand its price and its availability, which a reader of the page asks for first.
    """
    for back in range(first - 1, max(first - PRICE_LEAD_LINES, 0) - 1, -1):
        line = lines[kept[back]]
        if line.prose or line.heading:
            break
        if len(line.plain) <= PRICE_MAX_CHARS and PRICE.search(line.plain):
            return back
    return first


# A price: an amount with its currency's sign or code before or after it ("£89.00", "$42.50", "34,90 €",
# "89,000원", "¥1,200", "₹3,100", "CHF 12.–", "1 299 Kč").
PRICE = re.compile(
    r"(?:[$€£¥₩₹₽₺₪₫฿]|\b(?:USD|EUR|GBP|CHF|JPY|CNY|INR|AUD|CAD|R\$|US\$|zł|Kč|kr)\b)\s?\d"
    r"|\d(?:[\d.,\s'’]*\d)?\s?(?:[$€£¥₩₹₽₺₪₫฿円元원]|,-|\.–|(?:USD|EUR|GBP|CHF|zł|Kč|kr|руб|грн)\b)"
)
# A price line is short (an amount, a "Sale price" label, the old price struck beside it).
PRICE_MAX_CHARS = 48
# The price is looked for this many lines above the first prose (the tax, SKU and stock lines between).
PRICE_LEAD_LINES = 6
# A closing section's lines after its heading hold at most this many characters (a newsletter box, a bio, a
# short list of further reading).
CLOSING_SECTION_CHARS = 600
# A section's heading over the first prose is looked for this many short lines (of at most
# OPENING_ROW_CHARS) above it.
OPENING_ROWS = 4
OPENING_ROW_CHARS = 60
_DIGIT = re.compile(r"\d")
# A citation in a list of references is a line of at most this many characters (authors, title, journal,
# year, address); a longer one is a paragraph.
CITATION_MAX_CHARS = 400
# A list of references holds at least this many: one line under "Sources" says where the story came from.
MIN_CITATIONS = 2
# ...and a citation set as a paragraph names a year or an address (a short paragraph naming neither is the
# article's account of its sources: "This story drew on interviews with …")
_CITES = re.compile(r"\b(?:1[5-9]|20)\d\d\b|https?://|\bwww\.|\bdoi\b", re.IGNORECASE)
_LETTER = re.compile(r"[^\W\d_]")
# A lead paragraph over the first prose is kept from this length on (a dek under a headline is shorter).
LEAD_MIN_CHARS = 150
_SENTENCE_END = re.compile(r"[.!?][\"'”’)]*$")

# The words one of which a disclosure holds (DISCLOSURE_LINES' first lookahead), as str.lower() writes them.
_DISCLOSING = ("affiliate", "commission", "amazon associate", "learner-supported", "reader-supported")
# The letters DISCLOSURE_LINES' case-blindness takes for letters of those words beyond their two cases (İ and
# ı for i, ſ for s), which str.lower() leaves or writes otherwise ("İ" as "i" and a combining dot).
_FOLDED_APART = ("\u0130", "\u0131", "\u017f")


def _may_disclose(text: str) -> bool:
    """Whether ``text`` may be a disclosure (:data:`DISCLOSURE_LINES`): False only where it holds none of
    the words every disclosure holds. Most lines are sentences of the story, and this costs a tenth of the
    regex, whose lookahead tries its case-blind alternatives at every word of the line (1% of an
    extraction). The regex's case-blindness takes only the two cases of each letter of those words, and
    İ, ı and ſ, so a text without those three holds one of the words, case aside, whenever the regex finds
    one: what the words' lowercase in ``text.lower()`` finds."""
    if any(letter in text for letter in _FOLDED_APART):
        return True
    lowered = text.lower()
    return any(word in lowered for word in _DISCLOSING)


def _may_reserve(text: str) -> bool:
    """Whether ``text`` may be the site's rights line (LABEL_LINES' "… all rights reserved …"): False only
    where it does not hold those words, case aside. That alternative tries its lead-in at each of up to 200
    places in every line (four fifths of what LABEL_LINES costs on a story's lines); without it the pattern
    answers the same for every other line. The regex's case-blindness takes beyond the two cases of those
    words' letters only İ and ı for i and ſ for s (:data:`_FOLDED_APART`), so a text without those three
    holds the words whenever ``text.lower()`` does."""
    if any(letter in text for letter in _FOLDED_APART):
        return True
    return "all rights reserved" in text.lower()


# The words one of which every call (CALL_LINES) holds, as str.lower() writes them.
_CALLING = ("follow", "hang out", "newsletter", "mailing list")


def _a_call(text: str) -> bool:
    """Whether ``text`` is the site's call to follow it or to sign up for its letters
    (:data:`~kotoba.web.extract.rules.CALL_LINES`), at most :data:`~kotoba.web.extract.rules.CALL_MAX_CHARS`
    long. Most lines hold none of the words every call holds, and are passed over without the regex (whose
    case-blindness takes, beyond the two cases of those words' letters, only "ſ" for "s", which none holds:
    what ``text.lower()`` finds)."""
    if len(text) > CALL_MAX_CHARS:
        return False
    lowered = text.lower()
    return any(word in lowered for word in _CALLING) and CALL_LINES.match(text) is not None


# A site's address printed in a line ("More info: www.clymer.co.uk"): the maker's or the venue's site.
_NAMES_SITE = re.compile(r"(?:^|\s)(?:https?://)?www\.[^\s/]+\.[a-z]{2,}/?(?=\s|$)", re.IGNORECASE)
