"""A log-in box that stands above the article's headline and names the article as what it holds back.

A news site's template may put its log-in box first in the page, then the headline, the byline and the
article's opening sentence as a teaser ("You must be logged in to read this article." over "East basin to be
dredged from April" and one paragraph). The judge leaves a wall's sentence that stands only above a headline
of the page's own to the site (:func:`kotoba.web.verdict.walls._above_the_headline`): a status line, "You are
not logged in.", over a classified ad headed "Bike for sale" and the ad's own words. A box that names the
article, the content or the page as what the log-in is for is no status line: it is the page's message, and
what the page says under the headline is measured as under any wall (the rules' residue), so a whole article
under it is read, and only a teaser is not. A box that names the article as what the log-in lets the reader
do something else with ("You must be logged in to edit this page.", "… to print this article.", "Vous devez
être connecté pour modifier cette page.") holds nothing back from reading: it stays the site's status line.
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

# ...and the article named as what the log-in lets the reader do something other than read with: edit it,
# comment on it, save, rate, share, print or download it ("to edit this page", "um diese Seite zu bearbeiten",
# "pour modifier cette page", "para editar esta página", "per modificare questa pagina", "om deze pagina te
# bewerken")
OTHER_ACT = re.compile(
    r"\b(?:edit|modify|change|comment on|save|rate|share|print|download|bookmark|like|follow|vote on"
    r"|reply to|report|translate|review) (?:this|the|full|whole|entire) \w+"
    r"|\b(?:diese[nrs]?|den|das|die) \w+ zu (?:bearbeiten|ändern|kommentieren|speichern|merken|bewerten"
    r"|teilen|drucken|herunterzuladen)\b"
    r"|\bpour (?:modifier|éditer|commenter|enregistrer|sauvegarder|noter|partager|imprimer|télécharger) "
    r"(?:cet|cette|ce|l['’]) ?\w+"
    r"|\bpara (?:editar|modificar|comentar|guardar|salvar|valorar|avaliar|compartir|compartilhar|partilhar"
    r"|imprimir|descargar|baixar) (?:este|esta|el|la|o|a) \w+"
    r"|\bper (?:modificare|commentare|salvare|votare|condividere|stampare|scaricare) (?:questo|questa|l['’])"
    r" ?\w+"
    r"|\b(?:dit|deze|het) \w+ te (?:bewerken|wijzigen|bewaren|opslaan|delen|printen|beoordelen)\b",
    re.IGNORECASE,
)


def names_what_it_holds(piece: str) -> bool:
    """Whether ``piece`` (a log-in sentence above the headline) names the article, the content or the page
    as what it holds back (:data:`HELD_BACK`), not the reader's state alone ("You are not logged in.") nor
    the article as what the log-in lets the reader edit, comment on or print (:data:`OTHER_ACT`)."""
    return HELD_BACK.search(OTHER_ACT.sub(" ", piece)) is not None
