"""A paywall's box that stands above the article's headline: what the page serves under the headline decides.

A news site's template may put its subscription box first in the page — "Subscribe to continue reading",
"Weiterlesen mit …+", a price, a button — then the headline, the byline and the article. The box says the same
words whether the site then serves a teaser or, to this reader, the whole article: the box alone is no
evidence that the article was cut. The spec's paywall note says "the page showed only the beginning of the
article", so what decides is the article under the headline. Told whole — paragraph after paragraph of
its own (:data:`WHOLE_PARAGRAPHS`, :data:`WHOLE_CHARS`) — it was read, and marking it a teaser would tell
the model to doubt a page it has in full. Only its beginning (a paragraph or two, where a wall cuts it) is a
paywall's teaser, whether the box's notice is a heading or a sentence; a notice under the headline as well
(the teaser's closing "To read the rest of this article, subscribe.") is judged as any notice is.

Looked at: the five looked-at paywalls whose notices all stand above their first ``<h1>`` (pay gates, an
expired plan, a trial ended) leave at most 122 characters of their own under it, in one paragraph at most;
no looked-at trap has such a box. A whole news article says far more, in more paragraphs than a teaser keeps.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# A piece of the article's own under its headline counts as a paragraph from this many characters of its own
# (a sentence; not a byline, a date or a button's label)
PARAGRAPH_CHARS = 60
# A whole article under the box says at least this many paragraphs of its own — more than the one to three a
# paywall's teaser keeps above its cut — ...
WHOLE_PARAGRAPHS = 5
# ...and at least this many characters of its own (the looked-at walls' most is 122)
WHOLE_CHARS = 600
# A notice is found in the markup by its first characters (its later ones may hold a link's tags)
FOUND_BY = 40

_BODY = re.compile(r"<body\b", re.IGNORECASE)
_HEADLINE = re.compile(r"<h1\b", re.IGNORECASE)


def above_the_headline(markup: str, notices: Iterable[str]) -> bool:
    """Whether every one of ``notices`` (a paywall's sentences, from the text or the markup) stands in the
    page's body before its headline (its first ``<h1>``, which therefore says none of them). A notice the
    markup does not show as written is not placed, and the page is judged as any other."""
    said = [piece for piece in notices if piece.strip()]
    body = _BODY.search(markup)
    start = body.end() if body is not None else 0
    headline = _HEADLINE.search(markup, start)
    if not said or headline is None:
        return False
    return all(start <= markup.find(piece.strip()[:FOUND_BY], start) < headline.start() for piece in said)


def told_whole(own: Iterable[int]) -> bool:
    """Whether the article under the box, the characters of its own of each of its pieces being ``own``
    (the paywall's notices and their machinery set aside), is told whole: at least :data:`WHOLE_PARAGRAPHS`
    paragraphs (:data:`PARAGRAPH_CHARS`) and :data:`WHOLE_CHARS` characters."""
    sizes = list(own)
    paragraphs = sum(1 for size in sizes if size >= PARAGRAPH_CHARS)
    return paragraphs >= WHOLE_PARAGRAPHS and sum(sizes) >= WHOLE_CHARS
