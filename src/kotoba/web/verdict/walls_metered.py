"""A metered site's notice that the reader's free articles are used up, in the languages news paywalls
speak it beyond the English the rules' own patterns (:mod:`kotoba.web.verdict.walls_rules`) say: read
beside those patterns in the paywall kind's one-pass search, each from the sentence's start (as the notice
tells it to the reader, not as an FAQ or a story reports it: "Lorsque vous avez consulté vos articles
gratuits, …"), its gaps bounded.

The wording, as the paywalls and the tools reading them carry it:

- English: "You've read your last free article." (a paywall-bypass extension's per-site paywall texts,
  for a monthly-metered magazine) and "That was your last free article …", the same notice told after
  the read; "This is your last free article" (Memberful's countdown template) is the article still given
  in full, and is left out.
- French: "Vous avez consulté vos articles gratuits ce mois-ci." (a news reader's marker of a French daily's
  metered wall, which it reads as "only the beginning is available") and "Vous avez utilisé tous vos
  articles gratuits" (a news app's metered limit message).
- Spanish: "Llegaste al límite de artículos gratuitos" (a newspaper CMS's signup-wall notification
  subject) and its tú/usted forms with the free articles read or used up.
- Portuguese: "Você atingiu o limite de {{maxViews}} matérias gratuitas esse mês." (a Brazilian news
  site's AMP access template) and the same with the free articles read.
- Russian: "Вы достигли лимита бесплатных статей на сегодня." (a reading service's metered limit) and the
  same with the free articles read.
- German: no news paywall's German was found among the documented texts; the notice is rebuilt from the
  shape apps' German translations give a free allowance used up ("Sie haben Ihre kostenlosen Nachrichten
  aufgebraucht.", "… kostenlosen Fragen aufgebraucht."), said of articles, and from the allowance read
  ("alle kostenlosen Artikel gelesen").

Each notice must name the free articles (not "Has leído todos los artículos", a reading app's praise), and
the Russian one all of them or their number; and each is told, not asked (a help page's question, "Sie haben
Ihre kostenlosen Artikel aufgebraucht? Ab dem ersten des Monats …", is no notice).
"""

from __future__ import annotations

# The notices, as one alternation for the paywall kind's ``said`` (matched ignoring case, per line)
_NUMBER = r"(?:\d+ )?"
METERED_NOTICES: tuple[str, ...] = (
    # en: the last free article read
    r"^\W*(?:that was|you(?:['’]ve| have) (?:just )?read) your last free (?:article|story)\b",
    # de: the free articles read or used up, Sie and du
    r"^\W*(?:sie haben|du hast) (?:bereits |schon )?(?:ihre |deine |alle (?:ihre |deine )?|alle )?"
    rf"{_NUMBER}(?:kostenlosen|kostenfreien|freien|gratis-?)\s?(?:artikel|beiträge|texte)\b"
    r"[^.!?\n]{0,40}\b(?:gelesen|aufgebraucht|verbraucht|genutzt)\b",
    r"^\W*(?:sie haben|du hast) (?:das|ihr|dein) (?:limit|kontingent) (?:an|von) "
    rf"{_NUMBER}(?:kostenlosen|kostenfreien|freien) (?:artikeln|beiträgen|texten) (?:erreicht|ausgeschöpft)",
    # fr: consulté, lu, utilisé, épuisé (tous) vos articles gratuits; the last one read
    r"^\W*(?:vous avez|tu as) (?:déjà )?(?:consulté|lu|utilisé|épuisé) (?:tous |l['’]ensemble de )?"
    rf"(?:vos|tes|les) {_NUMBER}articles gratuits\b",
    r"^\W*c['’](?:était|est) (?:votre|ton) dernier article gratuit\b",
    # es: the limit reached, the free articles read or used up
    r"^\W*(?:llegaste|has llegado|ha llegado|alcanzaste|has alcanzado|ha alcanzado) al (?:límite|máximo) "
    rf"de {_NUMBER}(?:artículos|notas|noticias) (?:gratuitos|gratuitas|gratis)\b",
    r"^\W*(?:ya )?(?:has|ha) (?:leído|agotado|consumido|usado|utilizado) (?:todos |todas )?"
    r"(?:tus|sus|los|las) "
    rf"{_NUMBER}(?:artículos|notas|noticias) (?:gratuitos|gratuitas|gratis)\b",
    # pt: the limit reached, the free articles read or used up
    r"^\W*(?:você )?(?:atingiu|alcançou|chegou ao) (?:o )?limite de "
    rf"{_NUMBER}(?:matérias|artigos|reportagens|notícias|conteúdos|textos) (?:gratuit[oa]s|grátis)\b",
    r"^\W*você (?:já )?(?:leu|usou|utilizou|consumiu|esgotou) (?:todas as |todos os |as |os )?"
    r"(?:suas |seus )?"
    rf"{_NUMBER}(?:matérias|artigos|reportagens|notícias|conteúdos|textos) (?:gratuit[oa]s|grátis)\b",
    # ru: the limit reached or used up, the free articles read
    r"^\W*вы (?:уже )?(?:достигли|исчерпали) (?:лимит\w*|предел\w*) бесплатных "
    r"(?:статей|материалов|публикаций)",
    r"^\W*вы (?:уже )?(?:прочитали|использовали|исчерпали) (?:все |\d+ )бесплатн\w+ "
    r"(?:стат|материал|публикаци)\w*",
)

# (each told, not asked: "Sie haben Ihre kostenlosen Artikel aufgebraucht? Ab dem ersten des Monats …", "¿Has
# leído todos tus artículos gratuitos? El día 1 …" open a help page's answer: its sentence closed by a
# question mark, before any other stop, is the FAQ's question)
_TOLD = r"(?![^.!?\n]*[?？])"
SAID = "|".join(f"(?:{notice}){_TOLD}" for notice in METERED_NOTICES)

# The German needles' words: the allowance's adjective and the thing allowed, a noun (capitalised in markup)
_DE_ADJECTIVES = ("kostenlosen", "kostenfreien", "freien")
_DE_NOUNS = ("artikel", "beiträg", "text")

# Literals, in lower case, one of which every notice holds: a text holding none is not searched with these
NEEDLES: tuple[str, ...] = (
    "last free article",
    "last free story",
    *(f"{adjective} {noun}" for adjective in _DE_ADJECTIVES for noun in _DE_NOUNS),
    "gratis-artikel",
    "gratisartikel",
    "articles gratuits",
    "dernier article gratuit",
    *(
        f"{noun} {adjective}"
        for noun in ("artículos", "notas", "noticias")
        for adjective in ("gratuit", "gratis")
    ),
    *(
        f"{noun} {adjective}"
        for noun in ("matérias", "artigos", "reportagens", "notícias", "conteúdos", "textos")
        for adjective in ("gratuit", "grátis")
    ),
    "бесплатн",
)

# ...and as the markup is searched for them (as written there, case and all), less the first letter a
# heading may capitalise: the German nouns capitalised as German writes them
MARKUP_NEEDLES: tuple[str, ...] = (
    *(needle[1:] for needle in NEEDLES if not needle.startswith((*_DE_ADJECTIVES, "gratis"))),
    *(f"{adjective[1:]} {noun.capitalize()}" for adjective in _DE_ADJECTIVES for noun in _DE_NOUNS),
    "ratis-Artikel",
    "ratisartikel",
)
