"""A small page's own content: the landmark that holds it, where the page plainly has one.

A page with little text (under :data:`kotoba.web.extract.core.WHOLE_PAGE_BELOW`) is not scored for an
article: with so few blocks, dropping the wrong one loses the page's message ("Access denied", "This item
is sold out"). But many small pages are ordinary pages — a docs page, a shop's product, a council's
service page, a short story — whose menus, cookie bar, related links and footer would then come along with
the text. Such a page says where its content is: a ``<main>``, an ``<article>`` or a ``role="main"``
holding a heading and prose, with nothing but furniture (navigation, a footer, a sidebar, a masthead, a
cookie notice, as the rule pass judged them) and text that is no prose outside it. That element is the
page's content; a page where no element says so is still kept whole.

The text the block-page and wall judges read is not this: they weigh all of a small page's words
(:attr:`kotoba.web.extract.article.Article.judged`).
"""

from __future__ import annotations

from collections.abc import Collection

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.rules import HEADINGS, within

# The elements that may hold a small page's content, by tag (or role="main", whatever the tag).
CONTENT_TAGS = frozenset(("main", "article"))


def own_content(body: Element, furniture: Collection[Element], prose: Collection[Element]) -> Element | None:
    """The element of ``body`` that holds the page's content, or None when no element plainly does.

    ``furniture`` and ``prose`` are the rule pass's verdicts: the elements it judged boilerplate, and the
    blocks it judged prose. The element is a ``<main>``, an ``<article>`` or a ``role="main"`` outside the
    furniture that holds a heading and every block of prose outside the furniture; of those, the innermost.
    """
    outside = [block for block in prose if not _inside(block, furniture)]
    if not outside:
        return None
    best: Element | None = None
    for el in body.iter():
        if not isinstance(el.tag, str):  # a comment or a processing instruction
            continue
        if el.tag not in CONTENT_TAGS and str(el.get("role") or "").strip().lower() != "main":
            continue
        if el is body or _inside(el, furniture):
            continue
        if not all(within(block, el) for block in outside):
            continue
        if next(el.iter(*HEADINGS), None) is None:
            continue
        best = el  # document order: a later element holding all of them lies inside the earlier one
    return best


# A weakly named element (a "meta" or "byline" class) inside the content is chrome only when at least this
# share of its text is links (a share bar); else it is the page's facts (an event's venue, a post's author).
LINKED_CHROME = 0.5


def chrome_inside(skip: Collection[Element], weak: Collection[Element]) -> set[Element]:
    """Of ``skip`` (what the rule pass skips: furniture and link lists), what a small page's own content is
    drawn without: all of it but the elements only weakly named furniture (``weak``) whose text is not
    mostly links. The rules drop a class word's "meta" box from a long story, whose facts its prose says
    again; on a small page that box (a date and a venue, a question's asker) is much of what the page says.
    """
    return {el for el in skip if el not in weak or _linked_share(el) >= LINKED_CHROME}


def leading_links(own: Element) -> list[Element]:
    """The links standing loose in ``own`` before its first child element that is no link: an "Edit this
    page" or "View source" button over a docs page's heading. Drawn from the whole page, the trim dropped
    them with everything else above the first paragraph; drawn from ``own``, they are its own loose text,
    which the trim keeps."""
    links = []
    for child in own:
        if not isinstance(child.tag, str):
            continue
        if child.tag != "a":
            break
        links.append(child)
    return links


def _linked_share(el: Element) -> float:
    text = "".join(el.itertext())
    chars = len("".join(text.split()))
    if not chars:
        return 1.0  # nothing to read: an empty box is chrome (an avatar's link, a share button)
    linked = sum(len("".join("".join(a.itertext()).split())) for a in el.iter("a"))
    return linked / chars


def _inside(el: Element, furniture: Collection[Element]) -> bool:
    return el in furniture or any(up in furniture for up in el.iterancestors())
