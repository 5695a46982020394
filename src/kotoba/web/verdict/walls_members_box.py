"""Where a "registered users only" box stands: first under the page's headline, as all a forum's or a
magazine's page shows a guest in its article's place.

The log-in rules read a wall's sentence where the page opens (its first sentences of prose). A site whose
header says something of its own — its description in a plain block, a forum engine's greeting to every guest
("Уважаемый посетитель, Вы зашли на сайт как незарегистрированный пользователь…") — pushes the box ("Этот
материал доступен только зарегистрированным пользователям", "Ta treść jest dostępna tylko dla zalogowanych
użytkowników", "Konten ini hanya untuk pengguna terdaftar",
:data:`~kotoba.web.verdict.walls_rules.REGISTERED_ONLY_SAID`) past that opening, and the page was read as an
article of one sentence. Standing first under the page's headline, the box is what the page says in its own
place, wherever the header above it ends; how much else the page says is still measured by the rules (a whole
article beside the box is read).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from kotoba.web.verdict.message import is_prose, iter_pieces
from kotoba.web.verdict.walls_markup import clean, visible
from kotoba.web.verdict.walls_rules import REGISTERED_ONLY_SAID

# The headline is found in the markup (extraction may leave it out of the text, or keep the site's header
# above it): the first h1–h3 whose words are the page's first heading, among the first few
_HEADING = re.compile(r"<h([1-3])\b[^<>]{0,200}>", re.IGNORECASE)
HEADINGS_READ = 20
HEADING_REACH = 500
# What is read under it: the markup's next characters, as text, and its first pieces
UNDER_REACH = 8000
# Short pieces that may stand between the headline and the box: a post's date, author and view count
BETWEEN_PIECES = 3
# (a piece holding a link is an index's or a menu's entry: a forum's board list naming one closed board under
# the index's headline is the index, not the board)
_LINK_OPEN = re.compile(r"<a\b[^<>]{0,500}>", re.IGNORECASE)
_LINK_MARK = "\x01"


def _under_headline(headline: str, markup: str) -> str:
    """The markup's text (:func:`visible`, each link's opening marked with :data:`_LINK_MARK`) for
    :data:`UNDER_REACH` characters after the heading whose words are ``headline``, or "" where none is."""
    for opening in itertools.islice(_HEADING.finditer(markup), HEADINGS_READ):
        closing = re.compile(rf"</h{opening.group(1)}\s*>", re.IGNORECASE).search(
            markup, opening.end(), opening.end() + HEADING_REACH
        )
        if closing is not None and clean(markup[opening.end() : closing.start()]) == headline:
            under = markup[closing.end() : closing.end() + UNDER_REACH]
            return visible(_LINK_OPEN.sub(" " + _LINK_MARK, under.replace(_LINK_MARK, "")))
    return ""


def box_under_headline(headings: list[str], markup: str, states: Callable[[str], bool]) -> bool:
    """Whether the first piece of prose under the page's headline (its first heading, found in ``markup``)
    is a "registered users only" box that ``states`` reads as told, with no more than :data:`BETWEEN_PIECES`
    short pieces and no link between."""
    if not headings or not markup:
        return False
    under = _under_headline(headings[0].strip(), markup)
    for piece in itertools.islice(iter_pieces(under), BETWEEN_PIECES + 1):
        if is_prose(piece):
            said = piece.replace(_LINK_MARK, " ").strip()
            return REGISTERED_ONLY_SAID.search(said) is not None and states(said)
        if _LINK_MARK in piece:
            return False
    return False
