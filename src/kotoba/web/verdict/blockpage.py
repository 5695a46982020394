"""Is this response the article, or a vendor's verification or block page standing in for it?

A pure function of what a response offers — status, headers, the names of the cookies it sets, the title,
the raw markup (script and iframe sources, element ids) and the visible text *including* ``<noscript>``,
which article extraction drops and where many challenges put their only sentence. The rules are data
(:mod:`kotoba.web.verdict.blockpage_rules`); this module decides how far to believe them:

1. A strong mark in headers or markup decides, at any size, and names its vendor. A vendor's own sentence
   decides where it is the page's message: said, not quoted (an article that quotes "Checking your
   browser before accessing" is about the challenge), on a page with little prose of its own beside the
   sentences of block pages (:data:`VENDOR_RESIDUE_CHARS`), whatever the page's length.
2. A bot defence's presence (its cookie, sensor script or captcha widget) decides together with a
   challenge status (403, 429, 503, AWS WAF's 202 and 405, …) or over a page with no text of its own:
   that is what an Incapsula script page, a Kasada 429 or an AWS WAF 202 is. A CDN in front of the site
   (Cloudflare's or Akamai's edge, Fastly, Vercel) never decides this way: most empty pages and server
   errors behind it are the site's own.
3. Weak words decide only on a short page (``Settings.block_chars``, the spec's 1,500 characters), and
   only where they are its message, said and not quoted: under a challenge status; or where, once the
   sentences that carry them are set aside, almost nothing is left; or where the page says several of
   them. So a real short page that asks visitors to "enable JavaScript for the best experience" is read,
   and "Please enable JS and disable any ad blocker" is not. Nor do they decide where they name something
   rather than refuse: a work titled with them ("Access Denied (2010)"), a disambiguation page on them, a
   headline opening with them and going on in a sentence of its own over a story ("Access denied: court
   rejects farmers' appeal").

The verdict names the vendor where one is known, for the reason the model relays.
"""

from __future__ import annotations

import html as html_lib
import re
from collections.abc import Iterable
from dataclasses import dataclass

from lxml import etree  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.article import defuse
from kotoba.web.verdict.blockpage_rules import (
    CHALLENGE_STATUSES,
    DISPLAY,
    PRESENCE,
    STRONG,
    WEAK,
    WEAK_NEEDLES,
    Rule,
)
from kotoba.web.verdict.literals import LiteralSet
from kotoba.web.verdict.message import SPACE_RUNS, is_prose, iter_pieces, residue, says, sentences_of
from kotoba.web.verdict.walls_exempt import HOOK_GOES_ON, WORK_YEAR, disambiguates
from kotoba.web.verdict.walls_shapes import tells_a_story

BLOCK_REASON = "the site served a verification/block page instead of the article"
BLOCK_REASON_NAMED = "the site served a verification/block page ({label}) instead of the article"

# Challenge pages are small, and vendors put their marks in the head or at the end of the body: a huge
# page is searched at both ends only, so no page costs more than this to judge. A page whose extracted
# article is already long is searched in a smaller window: it is a block page only if a vendor's mark sits
# in its head or at its very end, and this keeps the judge to a millisecond or two of an ordinary read.
MARKUP_HEAD = 256 * 1024
MARKUP_TAIL = 64 * 1024
ARTICLE_MARKUP_HEAD = 32 * 1024
ARTICLE_MARKUP_TAIL = 16 * 1024
# What may be left of a page beside a vendor's own sentence, once the sentences of block pages (vendors'
# and weak words) are set aside: Reddit's block page as a reader service renders it leaves 773 characters,
# Wordfence's 232; an article about bot walls leaves more than this in its first paragraphs.
VENDOR_RESIDUE_CHARS = 1000
# What may be left of a short page once the sentences carrying weak words are set aside.
RESIDUE_CHARS = 200
# What a page's own text (its extracted article) says at least, where weak words stand only outside it
OWN_TEXT_CHARS = 100
# A short page saying this many different weak things is a block page whatever else it says.
MANY_SIGNALS = 3

_TITLE = re.compile(r"<title\b[^>]*>(.*?)</title\s*>", re.IGNORECASE | re.DOTALL)
_NOT_TEXT = ("script", "style", "template", "svg", "title")
# Vendors' own sentences, and every sentence of a block page (vendors' and weak words), for the residue.
_VENDOR_SENTENCES = tuple(rule for rule in STRONG if rule.where == "text")
_BLOCK_SENTENCES = (*(rule.pattern for rule in _VENDOR_SENTENCES), *WEAK)
_BLOCK_NEEDLES: tuple[str, ...] | None = (
    None
    if any(not rule.needles for rule in _VENDOR_SENTENCES)
    else (*WEAK_NEEDLES, *(needle for rule in _VENDOR_SENTENCES for needle in rule.needles))
)


# Literals that many markup rules' needles contain ("captcha" is in sixteen of them), and that most pages
# lack: one search for a gate stands for the searches for every needle holding it, which cannot be on a page
# without it. A needle is gated only by a gate it contains, so no verdict depends on this list.
_GATES = (
    "captcha",
    "cdn-cgi/",
    "_cf_chl_",
    'data-translate="',
    "_Incapsula_Resource?",
    "KPSDK",
    "ddos-guard",
    "sucuri",
    "px-c",
    'id="sec-',
    "anubis",
    "Captcha",
    "challenge",
)


def _gate_of(needle: str) -> str | None:
    """The first gate ``needle`` holds, unless the needle is that gate itself."""
    gate = next((gate for gate in _GATES if gate in needle), None)
    return None if gate == needle else gate


_GATE = {
    needle: gate
    for rule in (*STRONG, *PRESENCE)
    if rule.where == "markup"
    for needle in rule.needles
    if (gate := _gate_of(needle)) is not None
}


# Every literal the markup rules look for, found in one pass over a page (:mod:`kotoba.web.verdict.literals`).
_MARKUP_LITERALS = LiteralSet(
    needle for rule in (*STRONG, *PRESENCE) if rule.where == "markup" for needle in rule.needles
)


class _Literals:
    """A page's markup and which of the rules' literals it holds: all found in one pass where the one-pass
    search is installed; otherwise each searched for at most once, a gated needle only where its gate is
    there (see :data:`_GATES`)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._held: dict[str, bool] = {}
        found = _MARKUP_LITERALS.found_in(text)
        if found is not None:
            self._held = {literal: literal in found for literal in _MARKUP_LITERALS.literals}

    def has(self, literal: str) -> bool:
        held = self._held.get(literal)
        if held is None:
            gate = _GATE.get(literal)
            held = (gate is None or self.has(gate)) and literal in self.text
            self._held[literal] = held
        return held


@dataclass(frozen=True)
class Response:
    """What one response offers the judge. ``text`` is visible text; when None it is read from ``markup``."""

    status: int | None = None
    headers: tuple[tuple[str, str], ...] = ()
    markup: str = ""
    text: str | None = None
    title: str | None = None


@dataclass(frozen=True)
class Verdict:
    """A block page: whose (None when no vendor is known), what kind, and which signal decided."""

    vendor: str | None
    kind: str
    signal: str

    @property
    def label(self) -> str:
        """ "Cloudflare challenge", "PerimeterX/HUMAN challenge"…, or "" when no vendor is known."""
        if self.vendor is None:
            return ""
        return f"{DISPLAY.get(self.vendor, self.vendor)} {self.kind}"

    @property
    def reason(self) -> str:
        """The failure's reason, naming the vendor where it is known."""
        return BLOCK_REASON_NAMED.format(label=self.label) if self.vendor else BLOCK_REASON


def judge(response: Response, *, short_chars: int = 1500, article: str | None = None) -> Verdict | None:
    """The verdict on ``response``, or None when it is not a block page.

    ``short_chars`` is the spec's bound for weak words. ``article`` is the text the extractor found, when
    known: where it reaches that bound, it stands for the page's text (weak words no longer count, and the
    page is not parsed a second time), and past the bound for vendor sentences no text is judged at all.
    """
    headers = _header_map(response.headers)
    cookies = _cookie_names(headers.get("set-cookie", ()))
    long_article = article is not None and len(article) >= short_chars
    if long_article:
        markup = _window(response.markup, ARTICLE_MARKUP_HEAD, ARTICLE_MARKUP_TAIL)
    else:
        markup = _window(response.markup, MARKUP_HEAD, MARKUP_TAIL)
    title = response.title if response.title is not None else _title(markup)
    literals = _Literals(markup)
    presence = _presence(headers, cookies, literals)
    for rule in STRONG:
        if rule.where != "text" and _matches(rule, headers, cookies, literals, title, presence):
            return Verdict(rule.vendor, rule.kind, "strong")
    if article is not None and long_article:
        text = article  # an article-length page stands for its text: it is not parsed a second time
    else:
        text = response.text if response.text is not None else visible_text(markup)
    said = _vendor_says(text)
    if said is not None:
        return Verdict(said.vendor, said.kind, "vendor's sentence")
    defence = next((rule for rule in presence if not rule.plumbing), None)
    refused = response.status in CHALLENGE_STATUSES
    if defence is not None and refused:
        return Verdict(defence.vendor, defence.kind, "presence and status")
    if defence is not None and text is not None and not text.strip():
        return Verdict(defence.vendor, defence.kind, "presence over an empty page")
    if text is not None and len(text) + len(title) < short_chars and _weak(title, text, refused=refused):
        if not refused and _said_aside(title, article):
            return None  # (a page's own text beside a <noscript> line: "Enable JavaScript to see the chart")
        named = presence[0] if presence else None
        return Verdict(named.vendor if named else None, named.kind if named else "block", "weak words")
    return None


def visible_text(markup: str) -> str:
    """Every piece of text a reader could see, ``<noscript>`` and iframe fallbacks included, one per line."""
    if not markup.strip():
        return ""
    try:
        # lxml's plain elements with lxml.html's parser settings, not its element classes (whose lookup costs
        # a Python call per node), and the hidden elements stripped in one C call: their tails stay and join
        # the text before them, as lxml.html's drop_tree joins them, so the lines are the same
        root = etree.fromstring(defuse(markup), etree.HTMLParser())  # one a call: a parser holds a lock
    except (etree.ParserError, ValueError):  # bytes lxml refuses
        root = None
    if root is None:  # no elements at all
        return _lines(re.sub(r"<[^>]*>", "\n", markup).split("\n"))
    etree.strip_elements(root, *_NOT_TEXT, with_tail=False)
    return _lines(root.itertext())


def _lines(pieces: Iterable[str]) -> str:
    # Most pieces of a parsed page are the blanks between its tags: nothing of them is left, so they are
    # dropped before the unescaping and the spacing (which would leave nothing of a blank piece either).
    # (unescape returns a piece without "&" as it is: the call is spared for most)
    lines = (
        SPACE_RUNS.sub(" ", html_lib.unescape(p) if "&" in p else p).strip()
        for p in pieces
        if not p.isspace()
    )
    return "\n".join(line for line in lines if line)


def _window(markup: str, head: int, tail: int) -> str:
    if len(markup) <= head + tail:
        return markup
    return markup[:head] + "\n" + markup[-tail:]


def _title(markup: str) -> str:
    found = _TITLE.search(markup)
    return SPACE_RUNS.sub(" ", html_lib.unescape(found.group(1))).strip() if found else ""


def _header_map(headers: tuple[tuple[str, str], ...]) -> dict[str, tuple[str, ...]]:
    mapped: dict[str, tuple[str, ...]] = {}
    for name, value in headers:
        key = name.strip().lower()
        mapped[key] = (*mapped.get(key, ()), value.strip())
    return mapped


def _cookie_names(set_cookies: Iterable[str]) -> tuple[str, ...]:
    # One Set-Cookie header per cookie; a value may also be several folded with newlines.
    return tuple(
        line.split("=", 1)[0].strip() for value in set_cookies for line in value.splitlines() if "=" in line
    )


def _presence(headers: dict[str, tuple[str, ...]], cookies: tuple[str, ...], markup: _Literals) -> list[Rule]:
    """The presence rules that hold, one per vendor, in table order."""
    found: list[Rule] = []
    for rule in PRESENCE:
        if all(r.vendor != rule.vendor for r in found) and _matches(rule, headers, cookies, markup, "", []):
            found.append(rule)
    return found


def _matches(
    rule: Rule,
    headers: dict[str, tuple[str, ...]],
    cookies: tuple[str, ...],
    markup: _Literals,
    title: str,
    presence: list[Rule],
) -> bool:
    if rule.with_presence and all(r.vendor != rule.vendor for r in presence):
        return False
    if rule.where == "header":
        return any(rule.pattern.search(value) for value in headers.get(rule.header, ()))
    if rule.where == "cookie":
        return any(rule.pattern.search(name) for name in cookies)
    if rule.where == "markup":
        if rule.needles and not any(markup.has(needle) for needle in rule.needles):
            return False
        return bool(rule.pattern.search(markup.text))
    if rule.where == "title":
        return bool(rule.pattern.search(title))
    return False


def _vendor_says(text: str) -> Rule | None:
    """The vendor whose own sentence is ``text``'s message (see the module docstring), or None.

    What the page says of its own is measured first, and only as far as the bound: an article's opening
    paragraphs settle it, so its length costs nothing more.
    """
    prose = (piece for piece in iter_pieces(text) if is_prose(piece))
    left = residue(prose, *_BLOCK_SENTENCES, stop_above=VENDOR_RESIDUE_CHARS, needles=_BLOCK_NEEDLES)
    if left > VENDOR_RESIDUE_CHARS:
        return None
    lowered = text.lower()
    hits = [
        rule
        for rule in _VENDOR_SENTENCES
        if (not rule.needles or any(needle in lowered for needle in rule.needles))
        and rule.pattern.search(text)
    ]
    said = [rule for rule in hits if any(says(rule.pattern, piece) for piece in iter_pieces(text))]
    said = said or [rule for rule in hits if says(rule.pattern, text)]  # a sentence across lines
    return said[0] if said else None


# Weak words naming a work: its year in brackets after them ("Access Denied (2010)", a film)
_WORK_YEAR = re.compile(rf"\s*{WORK_YEAR}")
# ...or opening a headline that goes on in a sentence of its own, three words at least after a colon ("Access
# denied: court rejects farmers' appeal"), over a story of its own (:func:`tells_a_story`: this much prose
# at least, none of which speaks of a wall)
_GOES_ON = re.compile(rf"\s*[:：]\s+{HOOK_GOES_ON}")
HOOK_STORY_CHARS = 40
_GOING_ON = re.compile(r"\n(?=[^\W\d_A-ZÀ-ÞА-Я])")
# ...and the title's first part, a disambiguation page's headline (before the site's name)
_TITLE_PART = re.compile(r"\s[-|–—·•]\s|[|–—·•]")


def _names(title: str, text: str) -> bool:
    """Whether the weak words on this page name something rather than refuse (see the module docstring):
    on a disambiguation page on them, or everywhere they stand a work's name or a headline's opening."""
    # (the visible text cuts a line at an inline element, "<b>Access Denied</b> may refer to:": a line going
    # on in lower case is joined to the one before)
    if disambiguates([_TITLE_PART.split(title, maxsplit=1)[0].strip()], _GOING_ON.sub(" ", text)):
        return True
    lines = [title, *iter_pieces(text)]
    hits = [(line, found) for line in lines for pattern in WEAK for found in pattern.finditer(line)]
    if not hits:
        return False
    hooks = []
    for line, found in hits:
        if line[: found.start()].strip(" \t\"'“‘«"):
            return False  # (the words stand inside a line, not opening it)
        if _WORK_YEAR.match(line, found.end()):
            continue
        rest = _GOES_ON.match(line, found.end())
        if rest is None or any(pattern.search(line, found.end()) for pattern in WEAK):
            return False
        hooks.append(line)
    story = [line for line in lines[1:] if line not in hooks and is_prose(line)]
    return not hooks or tells_a_story((), story, least=HOOK_STORY_CHARS)


def _said_aside(title: str, article: str | None) -> bool:
    """Whether the weak words stand only outside the page's own text: the extracted article (which leaves out
    ``<noscript>`` and the page's furniture) says none of them, nor the title, and says at least
    :data:`OWN_TEXT_CHARS` characters of its own. A tide table under "Enable JavaScript to see the tide
    chart" is the page; a challenge's page has no text of its own beside its sentence, or says it there."""
    if article is None or len(article.strip()) < OWN_TEXT_CHARS:
        return False
    return not any(says(pattern, title) or says(pattern, article) for pattern in WEAK)


def _weak(title: str, text: str, *, refused: bool) -> bool:
    """Whether weak words are this short page's message (see the module docstring).

    Under a challenge status any one of them is: the site refused, and says why.
    """
    signals = {i for i, pattern in enumerate(WEAK) if says(pattern, title) or says(pattern, text)}
    if not signals:
        return False
    if not refused and _names(title, text):
        return False
    if refused or len(signals) >= MANY_SIGNALS:
        return True
    residue = sum(
        len(piece.strip())
        for piece in sentences_of(text)
        if not any(pattern.search(piece) for pattern in WEAK)
    )
    return residue < RESIDUE_CHARS
