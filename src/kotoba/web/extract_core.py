"""kotoba's own article extractor: one lxml parse, rule tables, one scoring pass, one rendering pass.

How the body is found. Every block of text on the page is judged on its own: a *good* block is prose (long
enough, few of its characters inside links), a *bad* block is navigation-like (mostly link text), anything
else is *neutral* (labels, dates, captions). Text inside an element whose tag, class, id or role names
boilerplate (share bars, related links, comments, cookie banners…) counts as bad whatever it looks like.
The article is the element that maximises ``good − penalty × bad``: its ancestors add only boilerplate,
its descendants lose prose. This is readability's idea of scoring blocks into their containers, but the
score is a plain sum computed bottom-up in one pass, so it costs a few milliseconds on a large page.

Rendering then walks only that element, dropping the boilerplate and link lists inside it, and writes one
block per line: headings with ``#``, list items with ``- ``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import lxml.html
from lxml.etree import ParserError

# --- rule tables ------------------------------------------------------------------------------------------

# Never text: removed before anything is measured.
DROP_TAGS = frozenset(
    "script style noscript template svg canvas iframe object embed button select option input textarea "
    "head link meta map area audio video source track picture img dialog".split()
)
# Page furniture by tag: counted as bad text, not rendered, whatever its size.
BOILERPLATE_TAGS = frozenset("nav aside footer header menu".split())
# Elements that start a new line of text.
BLOCK_TAGS = frozenset(
    "p div section article main header footer aside nav blockquote pre table thead tbody tfoot tr td th "
    "ul ol dl dt dd li figure figcaption form fieldset address details summary h1 h2 h3 h4 h5 h6 hr br "
    "center body html menu".split()
)
HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
# Class/id words naming boilerplate. Matched as whole words of the class/id, split on - _ and space.
BOILERPLATE_WORDS = frozenset(
    """share sharing sharebar social socials related relatedposts recommended recommendations comment
    comments commentlist disqus respond newsletter subscribe subscription signup cookie cookies consent gdpr
    promo promos advert advertisement advertising ad ads adslot adunit sponsor sponsored banner breadcrumb
    breadcrumbs pagination pager sidebar widget widgets menu nav navbar navigation masthead footer toolbar
    popup modal outbrain taboola trending popular mostpopular mostread tags tagcloud skip jump byline
    author authors dateline timestamp meta metadata caption credit newsletters follow print email rss
    hidden screenreader visually sr-only""".split()
)
# Class words that describe a layout, not the element (``has-sidebar``), and tags never judged furniture.
LAYOUT_WORDS = frozenset("has no with without is show enable".split())
NEVER_BOILERPLATE = frozenset("html body main".split())
_TOKEN_CACHE: dict[str, str | None] = {}
# Furniture that may hold more prose than the article itself, so believed whatever its size.
STRONG_WORDS = frozenset("comment comments commentlist disqus respond related relatedposts outbrain taboola".split())
# A weak furniture element holding at least this share of the page's prose is a wrapper, not furniture.
FURNITURE_MAX_PROSE = 0.5
BOILERPLATE_ROLES = frozenset("navigation banner contentinfo complementary search menu menubar dialog alert".split())
_WORDS = re.compile(r"[^a-z0-9]+")
_SPACES = re.compile(r"[ \t\r\f\v\u00a0\u200b]+")

# Block judgement: prose has at least this many characters outside links …
GOOD_MIN_CHARS = 60
# … and at most this share of its characters inside links; over BAD_LINK_SHARE a block is a link list.
GOOD_MAX_LINK_SHARE = 0.3
BAD_LINK_SHARE = 0.5
# Score weights: how much a character of bad / neutral text costs against one of prose.
BAD_WEIGHT = 1.0
NEUTRAL_WEIGHT = 0.35


@dataclass(frozen=True)
class Extracted:
    """The title and the rendered article text."""

    title: str
    text: str


def extract(html: str) -> Extracted:
    """Find and render the article in ``html``; an unparsable or empty page gives empty strings."""
    try:
        root = lxml.html.document_fromstring(html)
    except (ParserError, ValueError):
        return Extracted("", "")
    title = _title(root)
    _strip(root)
    body = root.find("body")
    if body is None:
        body = root
    best, bad_blocks = _find_article(body)
    text = _render(best, bad_blocks, title)
    return Extracted(title, text)


STRONG = "strong"
WEAK = "weak"


def _furniture(el: lxml.html.HtmlElement) -> str | None:
    """STRONG or WEAK when the element's tag, role, class or id names page furniture, else None."""
    tag = el.tag
    if tag in NEVER_BOILERPLATE:
        return None
    if tag in BOILERPLATE_TAGS:
        return STRONG
    verdict = None
    role = el.get("role")
    if role and role.lower() in BOILERPLATE_ROLES:
        verdict = WEAK
    for attr in (el.get("class"), el.get("id")):
        if attr:
            for token in attr.lower().split():
                word = _boilerplate_token(token)
                if word is STRONG:
                    return STRONG
                if word is WEAK:
                    verdict = WEAK
    return verdict


def _is_boilerplate(el: lxml.html.HtmlElement) -> bool:
    return _furniture(el) is not None


def _boilerplate_token(token: str) -> str | None:
    """A class token such as ``share-buttons`` or ``site-footer``: its first or last word names furniture.

    Words in the middle are not enough (``elementor-widget-container`` is a wrapper of anything), and a token
    opening with has/no/with describes the page's layout (``no-sidebar``), not the element.
    """
    if token in _TOKEN_CACHE:
        return _TOKEN_CACHE[token]
    words = [w for w in _WORDS.split(token) if w and not w.isdigit()]
    result = None
    if words and words[0] not in LAYOUT_WORDS:
        ends = (words[0], words[-1])
        if any(w in STRONG_WORDS for w in ends):
            result = STRONG
        elif any(w in BOILERPLATE_WORDS for w in ends):
            result = WEAK
    if len(_TOKEN_CACHE) < 10000:
        _TOKEN_CACHE[token] = result
    return result


def _is_hidden(el: lxml.html.HtmlElement) -> bool:
    if el.get("hidden") is not None or el.get("aria-hidden") == "true":
        return True
    style = el.get("style")
    return bool(style) and "none" in style and re.search(r"display\s*:\s*none", style) is not None


def _strip(root: lxml.html.HtmlElement) -> None:
    """Remove what is never article text: scripts, media, comments, hidden elements."""
    doomed = []
    for el in root.iter():
        tag = el.tag
        if not isinstance(tag, str) or tag in DROP_TAGS or _is_hidden(el):
            doomed.append(el)
    for el in doomed:
        parent = el.getparent()
        if parent is not None:
            el.drop_tree()


def _length(text: str | None) -> int:
    return len(text.strip()) if text else 0


def _find_article(body: lxml.html.HtmlElement) -> tuple[lxml.html.HtmlElement, set[lxml.html.HtmlElement]]:
    """The element with the best prose-minus-boilerplate score, and the link-list blocks found on the way.

    Furniture found by class or tag is only believed when it does not hold most of the page's prose: a
    ``div class="widget"`` around the whole story is a page builder's wrapper, not a widget. Comment and
    related-link sections are the exception (``STRONG_WORDS``): they can outgrow the article they follow.
    """
    elements = list(body.iter())
    total: dict[lxml.html.HtmlElement, int] = {}  # characters in the subtree
    links: dict[lxml.html.HtmlElement, int] = {}  # characters inside <a> in the subtree
    loose: dict[lxml.html.HtmlElement, int] = {}  # characters not yet inside a judged block
    loose_links: dict[lxml.html.HtmlElement, int] = {}
    good: dict[lxml.html.HtmlElement, float] = {}
    bad: dict[lxml.html.HtmlElement, float] = {}
    bad_blocks: set[lxml.html.HtmlElement] = set()
    for el in reversed(elements):
        own = _length(el.text)
        t, a, lt, la, g, b = own, 0, own, 0, 0.0, 0.0
        for child in el:
            tail = _length(child.tail)
            t += total[child] + tail
            a += links[child]
            lt += loose[child] + tail
            la += loose_links[child]
            g += good[child]
            b += bad[child]
        if el.tag == "a":
            a = la = t - sum(_length(c.tail) for c in el)
        if el.tag in BLOCK_TAGS and lt:
            # judge the text that sits directly in this block (not in a judged child block)
            if lt - la >= GOOD_MIN_CHARS and la <= GOOD_MAX_LINK_SHARE * lt:
                g += lt
            elif la > BAD_LINK_SHARE * lt:
                b += BAD_WEIGHT * lt
                bad_blocks.add(el)
            else:
                b += NEUTRAL_WEIGHT * lt
            lt = la = 0
        total[el], links[el], loose[el], loose_links[el], good[el], bad[el] = t, a, lt, la, g, b

    verdicts = {el: _furniture(el) for el in elements}
    # the prose that is not inside strong furniture is what a weak furniture element is measured against
    prose = good[body]
    in_strong: set[lxml.html.HtmlElement] = set()
    for el in elements:
        parent = el.getparent()
        if parent is not None and parent in in_strong:
            in_strong.add(el)
        elif verdicts[el] is STRONG:
            in_strong.add(el)
            prose -= good[el]
    furniture: set[lxml.html.HtmlElement] = set()
    inside: set[lxml.html.HtmlElement] = set()  # elements with a furniture ancestor: never the article
    for el in elements:
        parent = el.getparent()
        if parent is not None and (parent in furniture or parent in inside):
            inside.add(el)
        verdict = verdicts[el]
        if verdict is STRONG or (verdict is WEAK and good[el] < FURNITURE_MAX_PROSE * prose):
            furniture.add(el)

    moved: dict[lxml.html.HtmlElement, float] = {}  # prose inside furniture in the subtree
    best, best_score = body, float("-inf")
    for el in reversed(elements):
        m = good[el] if el in furniture else sum(moved[child] for child in el)
        moved[el] = m
        if el in furniture or el in inside:
            continue
        score = good[el] - 2 * m - bad[el]
        if score > best_score:
            best, best_score = el, score
    return best, bad_blocks | furniture


def _render(root: lxml.html.HtmlElement, bad_blocks: set[lxml.html.HtmlElement], title: str) -> str:
    lines: list[str] = []
    current: list[str] = []
    title_key = _key(title)

    def flush() -> None:
        line = _SPACES.sub(" ", "".join(current)).strip()
        current.clear()
        if line and line not in ("-", "#"):
            lines.append(line)

    def walk(el: lxml.html.HtmlElement) -> None:
        tag = el.tag
        if el is not root and el in bad_blocks:
            if el.tail:
                current.append(el.tail)
            return
        block = tag in BLOCK_TAGS
        if block:
            flush()
            level = HEADINGS.get(tag)
            if level is not None:
                if level == 1 and title_key and _key(el.text_content()) in title_key:
                    if el.tail:
                        current.append(el.tail)
                    return
                current.append("#" * level + " ")
            elif tag == "li":
                current.append("- ")
        if el.text:
            current.append(el.text)
        for child in el:
            walk(child)
        if block:
            flush()
        if el.tail:
            current.append(el.tail)

    walk(root)
    flush()
    return "\n".join(lines)


def _key(text: str) -> str:
    return " ".join(_WORDS.split(text.lower())).strip()


def _title(root: lxml.html.HtmlElement) -> str:
    for meta in root.iter("meta"):
        if meta.get("property") == "og:title" and meta.get("content"):
            return _SPACES.sub(" ", meta.get("content", "")).strip()
    return _SPACES.sub(" ", root.findtext(".//title") or "").strip()
