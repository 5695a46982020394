"""A pay stop's call to subscribe in order to read on — "Subscribe to read more", "To read more, subscribe",
"Become a member to continue reading", "Jetzt abonnieren und weiterlesen" — in the languages news sites,
paywall plugins and publishers' templates speak it: read beside the paywall kind's own patterns
(:mod:`kotoba.web.verdict.walls_rules`) in its one-pass search, each from the sentence's start (as the stop
tells it to the reader, not as a story reports it), its gaps bounded.

The wording, as the paywalls and the tools reading them carry it:

- English: "Subscribe to read more" (a paywall heading over a "Get full access" button; paywall detectors'
  phrase lists), "Become a member to continue reading" (a news publishers' WordPress plugin's registration
  and paywall patterns), "Subscribe to read full article", "To read more, subscribe" and "Log in or
  subscribe to read more" beside them; full access told with what it opens ("Subscribe now for full access
  to this article"), not bare, as a metered bar offers it over an article served whole. "Subscribe to read
  more stories like this" is a newsletter's box under a whole article, not a stop: "more" followed by what
  else the site writes is left out.
- German: "Jetzt abonnieren und weiterlesen" and "Weiterlesen mit Abo" (paywall detectors' German lists;
  "abonnieren, um weiterzulesen"), "Um weiterzulesen, schließen Sie ein Abo ab", "Mit einem Abo weiterlesen".
- French: "Abonnez-vous pour lire la suite (de cet article)" (French dailies' stop as scrapers and news apps
  list it), "Abonnez-vous pour continuer à lire", "Pour continuer à lire cet article, abonnez-vous".
- Spanish: "Suscríbete para leer más" (a paywall button's Spanish beside "Subscribe to read more"),
  "Suscríbete para seguir leyendo", "Hazte suscriptor para leer la noticia completa".
- Italian: "Abbonati per continuare a leggere" (Italian paywall detectors' keywords: "abbonati per
  leggere", "abbonati per continuare"), "Abbonati per leggere l'articolo completo".
- Portuguese: "Assine para continuar lendo" (Brazilian dailies' stop in paywall detectors' lists), "Assine
  para ler mais", and Portugal's "Subscreva para continuar a ler".
- Dutch: "Word abonnee om verder te lezen", "Word abonnee en lees verder", "Log in of word abonnee om dit
  artikel te lezen".
- Polish: "Wykup dostęp, aby czytać dalej" and its order turned, "Aby czytać dalej, wykup subskrypcję".
- Swedish and Danish: "Bli prenumerant för att läsa vidare", "Køb abonnement for at læse hele artiklen",
  "Bliv abonnent og læs videre".
- Turkish: "Okumaya devam etmek için abone olun" (a Turkish news CMS's metered template), "Haberin devamını
  okumak için abone olun".

A stop asked ("Abbonati per continuare a leggere? Ecco le nostre offerte …") or named in its own sentence as
the message a reader meets ("Word abonnee om verder te lezen is de melding die u ziet na drie artikelen",
"Subscribe to read more: the paywall box now shows …") is a help page's or a changelog's line, not the stop.

A sign-in alone ("Jetzt anmelden und weiterlesen", "Zaloguj się, aby czytać dalej") asks for an account,
not a payment: the login kind's, and left out here.

The same words close a whole article as a site's own box asking for what it writes next ("Enjoyed this?
Subscribe to read more.", "Become a member to continue reading our weekly letters.", "Jetzt abonnieren und
weiterlesen – jeden Freitag"): a stop of these words under an article told whole
(:func:`kotoba.web.verdict.walls_box_above.told_whole`) is no cut, and the article was read
(:func:`closes_a_whole_article`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from kotoba.web.verdict.walls_box_above import told_whole

# What the reader is told to do, subscribe or pay for membership, as the stop opens with it (English)
_JOIN_EN = (
    r"(?:(?:log|sign) in or )?(?:subscribe|become an? (?:paid |paying )?(?:subscriber|member|supporter))"
    r"(?: (?:now|today))?"
)
# ...and what it gives: reading on, the whole article, full access
_ON_EN = (
    r"(?:to read more(?! (?:stories|articles|news|posts|great|like|from us|of our|of (?:the|our) ))"
    r"|to read (?:on|the (?:full|whole|entire|complete|rest of (?:the|this)) (?:article|story|piece|post))"
    r"|to (?:continue|keep) reading|for (?:full|unlimited) access to (?:this|the (?:full|whole)) "
    r"(?:article|story|piece|post))"
)

ENGLISH: tuple[str, ...] = (
    rf"^\W*{_JOIN_EN} {_ON_EN}\b",
    r"^\W*to (?:read more|read on|read the (?:full|whole|entire|complete) (?:article|story)),? (?:please )?"
    r"(?:subscribe|become an? (?:paid |paying )?(?:subscriber|member|supporter))\b",
)

GERMAN: tuple[str, ...] = (
    r"^\W*(?:jetzt )?abonnieren(?: sie)?(?: jetzt)? und (?:weiterlesen|weiter lesen|alles lesen)\b",
    r"^\W*(?:jetzt )?mit (?:einem|dem|ihrem) abo(?:nnement)? weiterlesen\b",
    r"^\W*um (?:(?:diesen|den) (?:artikel|beitrag|text) )?(?:weiterzulesen|weiter zu lesen"
    r"|vollständig zu lesen)\b[^.!?\n]{0,60}\b(?:abo|abonnement|abonnieren|abonnent\w*)\b",
)

FRENCH: tuple[str, ...] = (
    r"^\W*abonnez-vous (?:dès maintenant |maintenant )?pour (?:lire|continuer)\b",
    r"^\W*pour (?:continuer (?:à|a) lire|lire la suite|lire (?:cet|l['’]) ?article en (?:entier|intégralité))"
    r"[^.!?\n]{0,40}\babonnez-vous\b",
)

SPANISH: tuple[str, ...] = (
    r"^\W*(?:suscr[ií]bete|suscr[ií]base|hazte suscriptor|h[áa]gase suscriptor)(?: (?:ahora|ya))? para "
    r"(?:leer más|seguir leyendo|continuar leyendo|leer (?:el artículo|la noticia|la nota|el reportaje) "
    r"complet[oa]|leer sin límites)",
)

ITALIAN: tuple[str, ...] = (
    r"^\W*(?:abbonati|abbonatevi)(?: ora| subito| adesso)? per (?:continuare a leggere|leggere (?:tutto"
    r"|l['’]articolo|la notizia|il resto|di più))",
)

PORTUGUESE: tuple[str, ...] = (
    r"^\W*(?:assine|subscreva)(?: já| agora)? (?:para|e) (?:continuar (?:lendo|a ler)"
    r"|continue (?:lendo|a ler)|ler (?:mais|tudo|a (?:matéria|reportagem|notícia) completa"
    r"|o artigo completo))",
)

DUTCH: tuple[str, ...] = (
    r"^\W*(?:(?:log in|meld je aan|login) of )?word (?:nu )?abonnee (?:en lees (?:verder|het hele artikel)"
    r"|om (?:dit artikel |het (?:hele |volledige )?artikel )?(?:verder )?te lezen)",
)

POLISH: tuple[str, ...] = (
    r"^\W*aby (?:czytać dalej|przeczytać (?:cały|całość|resztę|dalszą część)[^.!?\n]{0,20}),? "
    r"(?:wykup|kup|zamów)\b",
)

NORDIC: tuple[str, ...] = (
    r"^\W*(?:logga in eller )?bli (?:prenumerant|medlem) (?:för att läsa|och läs)\b",
    r"^\W*(?:log (?:ind|på) eller )?(?:køb|bliv) (?:abonnement|adgang|abonnent|medlem)\w* "
    r"(?:for at læse|og læs)\b",
)

TURKISH: tuple[str, ...] = (
    r"^\W*(?:haberin|yazının|makalenin|içeriğin|okumaya) (?:devamını okumak|devam etmek) için\b"
    r"[^.!?\n]{0,30}\babone ol",
)

READ_MORE_STOPS: tuple[str, ...] = (
    *ENGLISH,
    *GERMAN,
    *FRENCH,
    *SPANISH,
    *ITALIAN,
    *PORTUGUESE,
    *DUTCH,
    *POLISH,
    *NORDIC,
    *TURKISH,
)

# Each stop told to the reader, not asked ("Abbonati per continuare a leggere? Ecco le nostre offerte", a help
# page's question) nor named in its sentence as the message a reader meets ("Assine para continuar lendo: é o
# aviso que aparece depois de cinco matérias", "Subscribe to read more: the paywall box now shows …", a help
# page's or a changelog's line)
TOLD = (
    r"(?![^.!?\n]*[?？])(?![^.!?\n]{0,80}\b(?:message|notice|banner|box|prompt|pop-?up|paywall|hinweis|meldung"
    r"|mitteilung|avis|bandeau|encart|aviso|mensaje|mensagem|avviso|messaggio|melding|komunikat|uyarı\w*"
    r"|mesaj\w*|meddelande|besked|meddelelse)\b)"
)

# The stops, as one alternation for the paywall kind's ``said`` (matched ignoring case, per line)
SAID = "|".join(f"(?:{stop}){TOLD}" for stop in READ_MORE_STOPS)

# Literals, in lower case, one of which every stop holds: a text holding none is not searched with these
NEEDLES: tuple[str, ...] = (
    "subscribe to",
    "subscribe now",
    "subscribe today",
    "subscribe for full",
    "to read more",
    "to read on",
    "to read the",
    "become a",
    "abonnieren und",
    "abo weiterlesen",
    "abonnement weiterlesen",
    "um weiter",
    "um diesen",
    "um den",
    "abonnez-vous",
    "suscr",
    "suscriptor",
    "abbonat",
    "assine",
    "subscreva",
    "word abonnee",
    "word nu abonnee",
    "aby czytać",
    "aby przeczytać",
    "bli prenumerant",
    "bli medlem",
    "køb ",
    "bliv ",
    "abone ol",
)

# ...and as the markup is searched for them (as written there, case and all), less the first letter a
# heading may capitalise
MARKUP_NEEDLES: tuple[str, ...] = (
    "ubscribe to read",
    "ubscribe now to",
    "ubscribe today to",
    "ubscribe for full",
    "o read more,",
    "ecome a member to",
    "ecome a subscriber to",
    "bonnieren und weiterlesen",
    "bo weiterlesen",
    "m weiterzulesen",
    "bonnez-vous pour",
    "our continuer à lire",
    "uscríbete para",
    "uscribete para",
    "uscríbase para",
    "azte suscriptor",
    "bbonati per",
    "ssine para",
    "ubscreva para",
    "ord abonnee",
    "by czytać",
    "by przeczytać",
    "li prenumerant",
    "øb abonnement",
    "øb adgang",
    "liv abonnent",
    "bone ol",
)


_STOP = re.compile(SAID, re.IGNORECASE)


def closes_a_whole_article(notice: str, before: Iterable[int]) -> bool:
    """Whether ``notice`` is one of these stops closing an article told whole (the characters of its own of
    each piece of prose before it being ``before``): the site's box for its next stories, not a cut."""
    return _STOP.search(notice) is not None and told_whole(before)
