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


def subscriber_seeing(text: str, own: str) -> Shape | None:
    """A pay stop whose text (at most :data:`TEXT_CHARS` characters) speaks to the subscriber who sees it
    (:data:`_SUBSCRIBER_SEEING`), its few choices of its own (``own``: its markup without its site's
    navigation, at most :data:`CHOICES`) holding a way to log in or to pay."""
    if len(text) > TEXT_CHARS or _SUBSCRIBER_SEEING.search(text) is None:
        return None
    choices = choices_of(shown_markup(own), CHOICES)
    if not choices or not (any(map(way_in, choices)) or offers_to_pay(own, CHOICES)):
        return None
    return Shape("paywall", "offer")
