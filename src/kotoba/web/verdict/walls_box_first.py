"""A log-in box that stands above the article's headline and names the article as what it holds back.

A news site's template may put its log-in box first in the page, then the headline, the byline and the
article's opening sentence as a teaser ("You must be logged in to read this article." over "East basin to be
dredged from April" and one paragraph). The judge leaves a wall's sentence that stands only above a headline
of the page's own to the site (:func:`kotoba.web.verdict.walls._above_the_headline`): a status line, "You are
not logged in.", over a classified ad headed "Bike for sale" and the ad's own words. A box that names the
article, the content or the page as what the log-in is for is no status line: it is the page's message, and
what the page says under the headline is measured as under any wall (the rules' residue), so a whole article
under it is read, and only a teaser is not.
"""

from __future__ import annotations

import re

# The thing a log-in box holds back, named: the article, the content, the page, the story ("to read this
# article", "to view this content", "this article is only available to registered users"), in the
# languages the log-in rules read ("diesen Artikel", "cet article", "este artículo", "questo articolo",
# "este artigo", "dit artikel")
HELD_BACK = re.compile(
    r"\b(?:this|the|full|whole|entire) (?:article|story|content|page|post|piece|report|interview|column"
    r"|feature)s?\b"
    r"|\b(?:diese[nrs]?|den|das|die) (?:artikel|inhalt|beitrag|seite|text|bericht)\w*\b"
    r"|\b(?:cet|cette|ce|l['’]) ?(?:article|contenu|page|reportage)\b"
    r"|\b(?:este|esta|el|la) (?:artículo|contenido|página|noticia|reportaje|nota)\b"
    r"|\b(?:questo|questa|l['’]) ?(?:articolo|contenuto|pagina|notizia)\b"
    r"|\b(?:este|esta|o|a) (?:artigo|conteúdo|página|matéria|notícia|reportagem)\b"
    r"|\b(?:dit|deze|het) (?:artikel|inhoud|pagina|bericht|verhaal)\b",
    re.IGNORECASE,
)


def names_what_it_holds(piece: str) -> bool:
    """Whether ``piece`` (a log-in sentence above the headline) names the article, the content or the page
    as what it holds back (:data:`HELD_BACK`), not the reader's state alone ("You are not logged in.")."""
    return HELD_BACK.search(piece) is not None
