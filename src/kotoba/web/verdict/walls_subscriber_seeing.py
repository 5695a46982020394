"""A pay stop that speaks to the subscriber who sees it by mistake: "If you are a subscriber and seeing this
…", "Se você já é assinante e está vendo esta tela …", "Já é assinante e caiu aqui por engano? Fazer login".

Such a line says what the page is: the screen every reader without a subscription is sent to in the place of
what they asked for, which a subscriber should never see. The stop around it may say no sentence the paywall
kind's rules know — an offer's pitch ("Desbloqueie o poder do …", what the subscription brings) over plans
that its script loads from the app's database, so the served page holds no price and no teaser for the
teaser-and-offer shape to follow. A plans page or a pricing page the reader asked for addresses its
subscribers too, but as customers who may sign in ("Already a subscriber? Log in"), not as readers who landed
on it instead of something else; a newsletter's "If you're already a subscriber and you like what you just
read, please share it" sees nothing; and a help article explaining the screen is longer than
:data:`TEXT_CHARS`.

The wording, as public sources carry it (exact-string hits in the code index, whose repositories it does not
name): an app's stop "Please subscribe to a paid plan to generate code. If you are a subscriber and seeing
this error, please contact support."; an app's subscription screen "Se você já é assinante e está vendo esta
tela, use o botão …". Looked-at: an AI training app's stop, "Desbloqueie o poder do Kyvenza AI" over what the
reader gets, its plans loaded by its script, and "Já é assinante e caiu aqui por engano? Fazer login". In
English and Portuguese only: no public wording of the line in another language was found.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kotoba.web.verdict.walls_markup import choices_of, shown_markup
from kotoba.web.verdict.walls_shapes import Shape, offers_to_pay, way_in

# the most such a stop says: its headline, an offer's pitch and list, a payment note and the line
TEXT_CHARS = 1200
# the choices of its own read: log in, a plan or two, a way back
CHOICES = 8

# The subscriber named, then (and, but) seeing this, or landed or sent here, in the same sentence: said by the
# stop from a line's or a sentence's start, not quoted inside an article's sentence ("… and at its foot, 'Já
# é assinante e caiu aqui por engano?'")
_SUBSCRIBER_SEEING = re.compile(
    r"(?:^|(?<=[.!?:]\s))[^\w\n]{0,3}"
    r"(?:(?:(?:if you(?:['’]re| are)|you(?:['’]re| are)) (?:already )?(?:a )?(?:paying |premium )?subscriber"
    r"|already (?:a )?(?:paying |premium )?subscriber|already subscribed)\b[^.!?\n]{0,12}"
    r"\b(?:and|but)\b[^.!?\n]{0,20}\b(?:seeing|see|landed|ended up|were sent|got sent|were redirected)\b"
    r"|(?:j[áa]|se (?:você|tu)(?: j[áa])?) (?:é|és|for) assinante\b[^.!?\n]{0,6}\b(?:e|mas)\b[^.!?\n]{0,20}"
    r"\b(?:caiu aqui|chegou aqui|veio parar aqui|está vendo|estás a ver|vê)\b)",
    re.IGNORECASE | re.MULTILINE,
)
# ...and not where its line goes on to a step of a help article's, which the stop never asks: clearing
# cookies or a cache, restoring a purchase, reinstalling, logging out first ("If you are a subscriber and
# seeing this error, clear your cookies …", "Se você já é assinante e está vendo esta tela, limpe os cookies
# …", "Already a subscriber and seeing the plans page? Restore your purchase in the app"). The stop's own
# line asks at most to log in again or to write to support
_HELP_STEP = re.compile(
    r"\b(?:cookies?|cache|restore|restaur\w*|reinstal\w*|log ?out|sign ?out|limp[ae]\w*|clear|"
    r"apague|refresh|reload|recarreg\w*)\b",
    re.IGNORECASE,
)
# ...nor where it thanks the subscriber, as a newsletter's web copy does ("If you're already a subscriber and
# seeing this on the web, thank you: it lands in your inbox on Sundays"): the stop asks, it never thanks
_THANKS = re.compile(r"\b(?:thank(?:s| you)|obrigad[oa]s?)\b", re.IGNORECASE)


def subscriber_seeing(text: str, own: Callable[[], str]) -> Shape | None:
    """A pay stop whose text (at most :data:`TEXT_CHARS` characters) speaks to the subscriber who sees it
    (:data:`_SUBSCRIBER_SEEING`), its few choices of its own (``own()``: its markup without its site's
    navigation, at most :data:`CHOICES`; asked for only once the line is found, since most short pages say
    none) holding a way to log in or to pay, and whose line goes on to no help article's step
    (:data:`_HELP_STEP`) and no thanks (:data:`_THANKS`)."""
    if len(text) > TEXT_CHARS:
        return None
    found = _SUBSCRIBER_SEEING.search(text)
    if found is None:
        return None
    line_end = text.find("\n", found.end())
    end = line_end if line_end >= 0 else len(text)
    if _HELP_STEP.search(text, found.end(), end) or _THANKS.search(text, found.end(), end):
        return None  # (a help article's step, or a newsletter's thanks: the line as the condition of either)
    markup = own()
    choices = choices_of(shown_markup(markup), CHOICES)
    if not choices or not (any(map(way_in, choices)) or offers_to_pay(markup, CHOICES)):
        return None
    return Shape("paywall", "offer")
