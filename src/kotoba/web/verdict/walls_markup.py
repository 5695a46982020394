"""What a short page shows, read from its markup alone: its title and headings, its visible text, the links
and buttons it offers (its choices) and what it offers of its own, without its site's navigation.

The wall judge's readers of the markup (:mod:`kotoba.web.verdict.walls`,
:mod:`kotoba.web.verdict.walls_shapes`): each is one pass, or a few, over markup a hostile page may fill as it
likes, and none fetches.
"""

from __future__ import annotations

import functools
import html as html_lib
import itertools
import re
from collections.abc import Iterable

from kotoba.web.extract.tags import NOT_LETTERS
from kotoba.web.verdict.message import SPACE_RUNS, folded_once, per_judgement

# Markup is searched at both ends only, as the block-page judge does: walls are small, and their forms,
# headings and notices sit in the head or the body's end.
MARKUP_HEAD = 128 * 1024
MARKUP_TAIL = 64 * 1024
# How far an element of the site's chrome is read for its closing tag
NAVIGATION_REACH = 20_000
# A page's aside (a sidebar's box), from its opening to its end; read to the next aside's opening at most, so
# that markup of thousands of unclosed ``<aside>`` costs one pass, not one 20,000-character read per opening
ASIDE = re.compile(r"<aside\b[^>]{0,500}>(?:(?!<aside\b).){0,20000}?</aside\s*>", re.IGNORECASE | re.DOTALL)
CHOICE = re.compile(r"<(button|a)\b[^>]{0,500}>(.{0,200}?)</\1\s*>", re.IGNORECASE | re.DOTALL)
# A template that extends its site's base (Jinja, Django, Twig, Nunjucks: ``{% extends "base.html" %}``)
# fills the base's blocks, and what the page offers of its own is its content block (named content, body or
# main), not the blocks the base puts around it — the user menu, the categories, the head. Looked at: a
# Polish shop's "session expired" page whose other block holds the menus of a logged-in reader and a guest.
# Found in three searches, each from where the last stopped: the first ``{% extends``, the content block
# opened within EXTENDS_REACH characters after it, and that block's first ``{% endblock`` within BLOCK_REACH
# (one pattern trying every opening with every block after it read each block to its reach again: a short
# page holding a thousand of them in a comment took fifteen seconds of the read's thread)
_EXTENDS = re.compile(r"\{%-?\s*extends\b")
_CONTENT_OPEN = re.compile(r"\{%-?\s*block\s+(?:page_|main_)?(?:content|body|main)\s*-?%\}")
_END_BLOCK = re.compile(r"\{%-?\s*endblock\b")
EXTENDS_REACH = 2000
BLOCK_REACH = 20_000
# Headings read from the markup: a wall has a few; a page with hundreds is not one.
MAX_HEADINGS = 30
# Opening tags are found by pattern and their closing tags within a bounded reach, at most HEADING_TRIES
# times: markup of thousands of unclosed tags costs one pass, not one pass per tag.
_TITLE_OPEN = re.compile(r"<title\b[^>]{0,200}>", re.IGNORECASE)
_TITLE_CLOSE = re.compile(r"</title\s*>", re.IGNORECASE)
_HEADING_OPEN = re.compile(r"<h([1-3])\b[^>]{0,200}>", re.IGNORECASE)
_HEADING_CLOSE = {level: re.compile(rf"</h{level}\s*>", re.IGNORECASE) for level in "123"}
TITLE_REACH = 1000
HEADING_REACH = 500
HEADING_TRIES = 200
_NOT_VISIBLE = re.compile(
    r"<(script|style|template|svg|noscript|title)\b[^>]*>.*?</\1\s*>|<!--.*?-->", re.IGNORECASE | re.DOTALL
)
_TAG = re.compile(r"<[^>]*>")
# ...the same found in one pass (:func:`shown_markup`): where each starts, and each one's end
_HIDDEN_OPEN = re.compile(r"<(script|style|template|svg|noscript|title)\b|<!--", re.IGNORECASE)
_HIDDEN_CLOSE = {
    name: re.compile(rf"</{name}\s*>", re.IGNORECASE)
    for name in ("script", "style", "template", "svg", "noscript", "title")
}
# Tags inside a sentence: the markup's text keeps their sentence whole; every other tag breaks a line.
_INLINE_TAG = re.compile(
    r"</?(?:a|b|i|em|strong|span|small|abbr|code|sup|sub|u|mark|time|label|br)\b[^>]*>", re.IGNORECASE
)


def choices_of(markup: str, most: int) -> list[str] | None:
    """The links and buttons of ``markup`` that say something (:data:`CHOICE`), or None past ``most`` of
    them: a page offering more is no gate's or wall's short choice, and is read no further."""
    choices = []
    for found in CHOICE.finditer(markup):
        if clean(found.group(2)):
            choices.append(found.group())
            if len(choices) > most:
                return None
    return choices


@per_judgement
def page_own(markup: str) -> str:
    """What a short page offers of its own: ``markup`` without its site's navigation, header and footer
    (:func:`without_navigation`), where it has a ``<nav>`` or ``<header>``, or an application's chrome
    drawn with classes (:data:`_APP_CHROME_CLASS`: a Bootstrap ``navbar``, an admin theme's ``sidebar``);
    of a template extending its site's base, only its content block (:func:`_content_block`)."""
    if "{%" in markup and (block := _content_block(markup)) is not None:
        markup = block
    lowered = markup.lower()
    by_class = any(name in lowered for name in _APP_CHROME_NAMES)
    if "<nav" in lowered or "<header" in lowered or by_class:
        return without_navigation(markup, by_class=by_class)
    return markup


# The site's chrome around a page: its navigation, its asides ("Most read", similar products), its footer and
# its header (the page's main heading aside, which a site may set inside it), by element or by landmark role.
# None of it is what the page says of its own (README, "Walls"): a soft 404, a log-in form or a geo block
# inside a news site's or a shop's chrome is the same wall as bare. Each element is read from its opening to
# the closing that balances it within NAVIGATION_REACH characters, at most CHROME_TRIES of them: markup of
# thousands of openings costs those tries, not a reach read from each.
_CHROME_OPEN = re.compile(r"<(nav|aside|footer|header)\b[^<>]{0,500}>", re.IGNORECASE)
_CHROME_ROLE = re.compile(r"role\s*=\s*[\"']?(?:navigation|complementary|contentinfo)\b", re.IGNORECASE)
# ...and a forum's board statistics under every page (phpBB's prosilver style: "Who is online", "In total
# there are 84 users online", "Statistics", in ``<div class="stat-block online-list">``), looked for only
# where the markup holds the name
_CHROME_CLASS = re.compile(r"class\s*=\s*[\"'][^\"'<>]{0,200}\bstat-block\b", re.IGNORECASE)
_CHROME_CLASS_NAME = "stat-block"
# ...and an application's chrome drawn with classes, not elements: a Bootstrap or admin theme's navigation
# bar, side bar and site footer (``<div class="navbar">``, ``<div class="main-sidebar">``, ``<div
# class="footer">``), each class a whole token (a card's ``card-footer`` holds the card's own button), read
# only for what a short page offers of its own (:func:`page_own`): an app's stop in its full layout offers
# its one way on beside a menu of a dozen links
_APP_CHROME_CLASS = re.compile(
    r"""class\s*=\s*["'](?:[^"'<>]{0,200}\s)?(?:navbar|sidebar|sidenav|side-nav|topbar|top-bar|main-sidebar"""
    r"""|app-sidebar|left-sidebar|site-header|main-header|app-header|site-footer|main-footer|app-footer|footer"""
    r"""|main-menu|nav-menu)(?=["'\s])""",
    re.IGNORECASE,
)
# (the literals one of which each of those class names holds: the markup is searched only where one stands)
_APP_CHROME_NAMES = (
    "navbar",
    "sidebar",
    "sidenav",
    "side-nav",
    "topbar",
    "top-bar",
    "-header",
    "footer",
    "-menu",
)
_TAG_NAME = re.compile(r"<([a-zA-Z][a-zA-Z0-9]{0,10})\b[^<>]{0,500}")
_MAIN_HEADING = re.compile(r"<h1\b[^<>]{0,200}>.{0,500}?</h1\s*>", re.IGNORECASE | re.DOTALL)
CHROME_TRIES = 40
# A link's label (its text, a few inline tags within it)
_ANCHOR = re.compile(
    r"<a\b[^<>]{0,500}>([^<>]{0,300}(?:<(?!/?a\b)[^<>]{0,200}>[^<>]{0,300}){0,4})</a\s*>", re.IGNORECASE
)
_LETTER = re.compile(r"[^\W\d_]")
_LABEL = re.compile("\x01([^\x01\x02]*)\x02")
# Elements whose words a reader is not shown as the page's text
_NOT_SHOWN = frozenset({"script", "style", "title", "template", "textarea", "noscript", "svg"})
# A piece of text this much of whose letters are links' labels is a list of links: a "Most read" list, a
# site's menu, similar products, "Search similar jobs · Browse all jobs" — no sentence of the page's own
LINKED_SHARE = 0.8
# A piece of the text is found in the markup by its first and last characters, this many of each
FOUND_BY = 24


@per_judgement
def chrome_spans(markup: str, by_class: bool = False) -> list[tuple[int, int]]:
    """Where in ``markup`` its site chrome stands (:data:`_CHROME_OPEN`, :data:`_CHROME_ROLE`; with
    ``by_class``, :data:`_APP_CHROME_CLASS` too), from each element's opening to its balancing closing, a
    header's main heading left out; in order."""
    openings: list[tuple[int, int, str]] = []  # (where, where its tag ends, its element's name)
    for opening in _CHROME_OPEN.finditer(markup):
        openings.append((opening.start(), opening.end(), opening.group(1).lower()))
        if len(openings) >= CHROME_TRIES:
            break
    # (a landmark's role is looked for only where the markup holds the word: most pages have none)
    low = folded_once(markup)
    roles = _CHROME_ROLE.finditer(markup) if "role" in low else iter(())
    if _CHROME_CLASS_NAME in markup:
        roles = itertools.chain(roles, _CHROME_CLASS.finditer(markup))
    if by_class:
        roles = itertools.chain(roles, _APP_CHROME_CLASS.finditer(markup))
    for role in roles:
        start = markup.rfind("<", max(0, role.start() - 500), role.start())
        tag = _TAG_NAME.match(markup, start) if start != -1 else None
        if tag is not None and tag.end() >= role.end():
            end = markup.find(">", role.end(), role.end() + 500)
            if end != -1:
                openings.append((start, end + 1, tag.group(1).lower()))
        if len(openings) >= 2 * CHROME_TRIES:
            break
    spans: list[tuple[int, int]] = []
    done = 0
    for start, after, name in sorted(openings):
        if start < done:
            continue  # (inside chrome already taken)
        end = _balanced_end(markup, name, after)
        if end == -1:
            continue
        heading = _MAIN_HEADING.search(markup, after, end) if name == "header" else None
        if heading is not None:
            spans.extend(((after, heading.start()), (heading.end(), end)))
        else:
            spans.append((after, end))
        done = end
    return spans


def not_own(piece: str, markup: str, chrome: list[tuple[int, int]]) -> bool | None:
    """Whether the text's ``piece`` stands in the site's ``chrome`` (:func:`chrome_spans` of ``markup``), or
    is mostly links' labels there (:data:`LINKED_SHARE`), where the markup shows it as it stands (found by
    its first and last :data:`FOUND_BY` characters, in an element's text); None where it does not (its
    words split by tags, entities or a line break, or found first in a script, a title or an attribute):
    :func:`not_own_letters` then answers."""
    at = markup.find(piece[:FOUND_BY])
    if at == -1:
        return None
    if any(start <= at < end for start, end in chrome):
        return True
    tail = piece[-FOUND_BY:]
    ends = markup.find(tail, at)
    if ends == -1 or ends - at > len(piece):
        return None
    closed = markup.find(">", ends + len(tail))
    opened = markup.rfind("<", max(0, at - 600), at)
    if closed == -1 or opened == -1 or markup.find(">", opened) > at:
        return None  # (in an attribute, or where no tag is near)
    tag = _TAG_NAME.match(markup, opened)
    if tag is None or tag.group(1).lower() in _NOT_SHOWN:
        return None  # (a closing tag before it, or a script's, a title's words)
    span = markup[opened : closed + 1]
    if "<a" not in span and "<A" not in span:
        return False
    linked = sum(len(_LETTER.findall(label)) for label in _ANCHOR.findall(span))
    return linked >= LINKED_SHARE * len(_LETTER.findall(piece))


def not_own_letters(markup: str, chrome: list[tuple[int, int]]) -> str:
    """The letters (:data:`NOT_LETTERS` dropped, lower case) of the chrome's text, as one line (a paragraph
    of the chrome may wrap in its source), and of each line of the markup's text that is mostly links'
    labels, each apart (a "\\x00" between them)."""
    shown = visible("\n".join(markup[start:end] for start, end in chrome)) if chrome else ""
    lines = [shown.replace("\n", " "), *linked_lines(markup)]
    return "\x00".join(NOT_LETTERS.sub("", line).lower() for line in lines)


@functools.lru_cache(maxsize=2)
def linked_lines(markup: str) -> tuple[str, ...]:
    """The lines of ``markup``'s text that are mostly the labels of links (:data:`LINKED_SHARE`).

    One judgement asks for them twice over the same markup — to set the chrome's words aside
    (:func:`not_own_letters`) and to tell a paywall's notice from a recommended story's label — and the markup
    is read in full each time, so the last answers are kept (a string's hash is computed once and stored in
    it)."""
    if "<a" not in markup and "<A" not in markup:
        return ()
    # (a label's own tags dropped: a card's headline is a heading inside its link, "<a><h2>…</h2></a>")
    marked = visible(_ANCHOR.sub(lambda anchor: f"\x01{_TAG.sub(' ', anchor.group(1))}\x02", markup))
    lines = []
    for line in marked.split("\n"):
        if "\x01" not in line:
            continue
        linked = sum(len(_LETTER.findall(label)) for label in _LABEL.findall(line))
        if linked >= LINKED_SHARE * len(_LETTER.findall(line)):
            lines.append(line.replace("\x01", "").replace("\x02", ""))
    return tuple(lines)


def _balanced_end(markup: str, name: str, at: int) -> int:
    """Where the element named ``name`` opened before ``at`` closes (its balancing closing tag), or -1 when
    that is not within :data:`NAVIGATION_REACH` characters."""
    tags = re.compile(rf"<(/?){name}\b[^<>]{{0,500}}>", re.IGNORECASE)
    depth = 1
    for tag in tags.finditer(markup, at, min(len(markup), at + NAVIGATION_REACH)):
        depth += -1 if tag.group(1) else 1
        if depth == 0:
            return tag.start()
    return -1


def _content_block(markup: str) -> str | None:
    """The content block (:data:`_CONTENT_OPEN`) of a template extending its base, or None: the block opened
    first within :data:`EXTENDS_REACH` characters after its ``{% extends``, up to its first ``{% endblock``
    within :data:`BLOCK_REACH` characters."""
    extends = _EXTENDS.search(markup)
    if extends is None:
        return None
    opened = _CONTENT_OPEN.search(markup, extends.end())
    if opened is None or opened.start() - extends.end() > EXTENDS_REACH:
        return None
    ended = _END_BLOCK.search(markup, opened.end())
    if ended is None or ended.start() - opened.end() > BLOCK_REACH:
        return None
    return markup[opened.end() : ended.start()]


def without_navigation(markup: str, by_class: bool = False) -> str:
    """``markup`` with its site's chrome (:func:`chrome_spans`: its navigation, asides, header and footer,
    a header's main heading kept; with ``by_class``, an application's chrome drawn with classes) each a
    space: what a short page offers of its own."""
    spans = chrome_spans(markup, by_class)
    if not spans:
        return markup
    kept: list[str] = []
    done = 0
    for start, end in spans:
        kept.extend((markup[done:start], " "))
        done = end
    kept.append(markup[done:])
    return "".join(kept)


def headline_of(markup: str) -> str:
    """The page's first ``<h1>``: its headline, which extraction may take out of the text as its title."""
    for opening in _HEADING_OPEN.finditer(markup):
        if opening.group(1) == "1":
            closing = _HEADING_CLOSE["1"].search(markup, opening.end(), opening.end() + HEADING_REACH)
            return clean(markup[opening.end() : closing.start()]) if closing else ""
    return ""


def markup_window(markup: str) -> str:
    if len(markup) <= MARKUP_HEAD + MARKUP_TAIL:
        return markup
    return markup[:MARKUP_HEAD] + "\n" + markup[-MARKUP_TAIL:]


def clean(fragment: str) -> str:
    return SPACE_RUNS.sub(" ", html_lib.unescape(_TAG.sub(" ", fragment))).strip()


def title_of(markup: str) -> str:
    opening = _TITLE_OPEN.search(markup)
    if opening is None:
        return ""
    closing = _TITLE_CLOSE.search(markup, opening.end(), opening.end() + TITLE_REACH)
    return clean(markup[opening.end() : closing.start()]) if closing else ""


def headings_of(markup: str, text: str) -> list[str]:
    """The page's h1–h3 headings (extraction may drop a wall's), and the text's own heading lines."""
    found: list[str] = []
    for tries, opening in enumerate(_HEADING_OPEN.finditer(markup)):
        if tries >= HEADING_TRIES or len(found) >= MAX_HEADINGS:
            break
        start = opening.end()
        closing = _HEADING_CLOSE[opening.group(1)].search(markup, start, start + HEADING_REACH)
        if closing is not None:
            found.append(clean(markup[start : closing.start()]))
    found.extend(line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#"))
    return [heading for heading in found if heading]


def visible(markup: str) -> str:
    """The markup's text, roughly: scripts, styles and comments removed, tags turned into line breaks.

    A wall box's markup may be tens of kilobytes a hostile page fills as it likes, and the judges run in a
    read's thread that no deadline stops: each step is one pass. A tag ends at a ``>``, so past the last
    one no tag pattern can match, and the patterns are not tried there (from each ``<`` of a run that never
    closes, each would read on to the end)."""
    shown = shown_markup(markup)
    cut = shown.rfind(">") + 1
    inline = _INLINE_TAG.sub(" ", shown[:cut]) + shown[cut:]
    cut = inline.rfind(">") + 1
    parts = _TAG.split(inline[:cut])
    parts[-1] += inline[cut:]
    return "\n".join(_lines(parts))


def shown_markup(markup: str) -> str:
    """``markup`` with its scripts, styles and comments (:data:`_NOT_VISIBLE`) each turned into a line break,
    the same as ``_NOT_VISIBLE.sub("\n", markup)`` but in one pass: where a comment or a script never
    closes, the pattern would read from each such opening to the end of the markup; here the first end
    looked for is remembered, and an opening after which it is not found anywhere costs nothing more."""
    parts: list[str] = []
    copied = looked = 0
    ends: dict[str, tuple[int, int, int]] = {}  # per end looked for: (looked from, found at or -1, its end)

    def end_after(what: str, at: int) -> tuple[int, int]:
        since, found, after = ends.get(what, (at + 1, -1, -1))
        if since > at or (found != -1 and found < at):
            if what in _HIDDEN_CLOSE:
                match = _HIDDEN_CLOSE[what].search(markup, at)
                found, after = (match.start(), match.end()) if match else (-1, -1)
            else:
                found = markup.find(what, at)
                after = found + len(what) if found != -1 else -1
            ends[what] = (at, found, after)
        return found, after

    while (opening := _HIDDEN_OPEN.search(markup, looked)) is not None:
        name = opening.group(1)
        if name is None:  # a comment
            _, after = end_after("-->", opening.end())
        else:
            tag_end, _ = end_after(">", opening.end())
            if tag_end == -1:
                break  # no ">" after it: neither a tag nor a comment closes anywhere further on
            _, after = end_after(name.lower(), tag_end + 1)
        if after == -1:
            looked = opening.start() + 1
            continue
        parts.append(markup[copied : opening.start()])
        parts.append("\n")
        copied = looked = after
    parts.append(markup[copied:])
    return "".join(parts)


def _lines(parts: Iterable[str]) -> Iterable[str]:
    for piece in parts:
        if piece.isspace() or not piece:
            continue  # (most parts between tags are their markup's indentation: no line, no pattern run)
        line = SPACE_RUNS.sub(" ", html_lib.unescape(piece)).strip()
        if line:
            yield line
