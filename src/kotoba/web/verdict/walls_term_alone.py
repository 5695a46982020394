"""A pay gate that says only that the reader's paid term is over: its headline (the title, else its first
heading, else its first line) says the reader's subscription, plan or trial has ended (:func:`term_over`),
and every sentence of the page's own says so too, with no more than a way back or two beside it ("Opps your
subscription is expired", title and page alike). Whatever was asked for, the page served in its place is the
stop: a story about a subscription says something else in its own sentences, and a page that asks why a
subscription ended, or tells of the writer's own, is no stop (:data:`_ABOUT_A_TERM`).
"""

from __future__ import annotations

import re

from kotoba.web.verdict.walls_markup import choices_of, shown_markup
from kotoba.web.verdict.walls_shapes import Shape, term_over

# what such a page may say at all: a line or two
ALONE_CHARS = 160
# its own links and buttons: a way back, a way to renew, a log-out
ALONE_CHOICES = 3
# a headline longer than this is no stop's ("Subscription expired - Acme"): it is not searched (a hostile
# page's 100,000-character heading would be searched by every pattern of a paid term)
HEADLINE_CHARS = 200

# A line about a term, not the reader's term ended: a question's or a how-to's opening, the writer's own
_ABOUT_A_TERM = re.compile(
    r"^\W*(?:why|how|what|when|where|if|whether|my|our|his|her|their|pourquoi|comment|por ?qu[ée]|cómo"
    r"|warum|wie|mi|mon|ma|mein|meine)\b",
    re.IGNORECASE,
)


def _says_term_over(piece: str) -> bool:
    return term_over(piece) and _ABOUT_A_TERM.match(piece) is None


def headline_of(title: str, headings: list[str], lead: list[str]) -> list[str]:
    """The page's headline (its title and first heading, else its first line), where no longer than
    :data:`HEADLINE_CHARS`: a longer one is never searched."""
    headline = [piece for piece in (title, *headings[:1]) if piece] or lead[:1]
    return [piece for piece in headline if len(piece) <= HEADLINE_CHARS]


def term_alone(title: str, headings: list[str], lead: list[str], prose: list[str], own: str) -> Shape | None:
    """A pay gate known as a page that says nothing but the reader's term over (see the module docstring).
    ``prose`` is the page's own prose, ``own`` its markup without its site's navigation
    (:func:`~kotoba.web.verdict.walls_markup.page_own`)."""
    if not prose or sum(map(len, prose)) > ALONE_CHARS:
        return None
    headline = headline_of(title, headings, lead)
    if not headline or not any(_says_term_over(piece) for piece in headline):
        return None
    if not all(_says_term_over(piece) for piece in prose):
        return None
    if choices_of(shown_markup(own), ALONE_CHOICES) is None:
        return None
    return Shape("paywall", "term")
