"""A team app's pay stop: the whole site paused for the reader because the account it belongs to (an
organisation, a workspace, a team) holds no active plan — a pay gate, since the pages come back once the
plan is paid for again.

Such a stop is headed with what it asks — to subscribe, or to choose a plan, in order to go on ("Subscribe to
continue", "Choose a plan to continue", "Abonnez-vous pour continuer", "Suscríbete para continuar", "Assine
para continuar", "Jetzt abonnieren, um fortzufahren", "Abbonati per continuare") — the whole heading or
title, not a sentence of an article's ("Subscribe to continue receiving our newsletter"); and its opening
says why: the plan or subscription is not active, none is held, or it ended (a team tracker's "<Team>
doesn't have an active plan right now, so the site is paused for everyone here", or to a member "<Team>'s
plan isn't active right now, so the site is paused until an admin renews it"; :func:`term_over` and
:data:`_PLAN_DOWN`). Nothing else: a page of more than :data:`TEXT_CHARS` characters or more than
:data:`CHOICES` choices of its own (a pricing page's plans, a help article) is read.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.alternation import by_branch
from kotoba.web.verdict.walls_markup import choices_of, shown_markup
from kotoba.web.verdict.walls_shapes import Shape, term_over

TEXT_CHARS = 600
CHOICES = 3

# The heading asking the reader to pay to go on, the whole line
_TO_CONTINUE = by_branch(
    re.compile(
        r"^\W*(?:please )?(?:subscribe|upgrade|renew(?: your (?:plan|subscription))?"
        r"|(?:choose|pick|select) a plan|reactivate(?: your (?:plan|subscription))?) to "
        r"(?:continue|keep going|proceed)\W*$"
        r"|^\W*(?:abonnez-vous|(?:choisissez|sélectionnez) (?:un|une) (?:forfait|offre|formule)"
        r"|renouvelez(?: votre abonnement)?) pour continuer\W*$"
        r"|^\W*(?:suscr[ií]bete|suscr[ií]base|(?:elige|elija) un plan|renueva|renueve) para continuar\W*$"
        r"|^\W*(?:assine|escolha um plano|renove(?: (?:a sua|sua) assinatura)?) para continuar\W*$"
        r"|^\W*(?:jetzt )?(?:abonnieren|abonnieren sie|wählen sie einen tarif|wähle einen tarif)"
        r",? um fortzufahren\W*$"
        r"|^\W*(?:abbonati|scegli un piano|rinnova(?: l['’]abbonamento)?) per continuare\W*$"
        r"|^\W*(?:abonneer|neem een abonnement|kies een abonnement) om (?:door|verder) te gaan\W*$"
        r"|^\W*(?:subskrybuj|wykup subskrypcję|wybierz plan),? aby kontynuować\W*$",
        re.IGNORECASE,
    )
)
# ...and the reader's account's plan or subscription said not active, beside what :func:`term_over` reads
_PLAN_DOWN = by_branch(
    re.compile(
        r"\b(?:plan|subscription|membership)\b[^.!?\n]{0,20}"
        r"\b(?:is not|isn['’]t|is no longer|are not|aren['’]t) (?:currently )?active\b"
        r"|\b(?:plan|subscription|membership)\b[^.!?\n]{0,20}"
        r"\b(?:is|has been) (?:currently )?(?:inactive|paused|suspended|lapsed|cancell?ed)\b"
        r"|\babonnement\b[^.!?\n]{0,20}\bn['’]est (?:pas|plus) actif\b"
        r"|\b(?:suscripción|plan)\b[^.!?\n]{0,20}\bno (?:está|esta) activ[oa]\b"
        r"|\b(?:assinatura|plano)\b[^.!?\n]{0,20}\bnão (?:está|esta) ativ[oa]\b"
        r"|\b(?:abonnement|abo|tarif)\b[^.!?\n]{0,20}\bist (?:nicht|nicht mehr) aktiv\b"
        r"|\b(?:abbonamento|piano)\b[^.!?\n]{0,20}\bnon è (?:più )?attivo\b"
        r"|\babonnement\b[^.!?\n]{0,20}\bis niet (?:meer )?actief\b",
        re.IGNORECASE,
    )
)

# ...said as a condition, not as the reader's state: a help page on the stop, headed as the stop is, says when
# it is shown ("If your workspace's plan is not active, every member sees this screen.")
_CONDITION = re.compile(
    r"^\W*(?:if|when|whenever|once|si|cuando|quand|lorsque|wenn|falls|sobald|se|quando|als|zodra|jeśli|gdy)\b",
    re.IGNORECASE,
)


def plan_lapsed(title: str, headings: list[str], lead: list[str], text: str, own: str) -> Shape | None:
    """A pay gate headed with the ask to subscribe to go on (:data:`_TO_CONTINUE`, its title or first
    heading) over an opening that says the plan is not active (:func:`term_over`, :data:`_PLAN_DOWN`), on a
    page of at most :data:`TEXT_CHARS` characters and :data:`CHOICES` choices of its own (``own``: its
    markup without its site's navigation)."""
    if len(text) > TEXT_CHARS:
        return None
    headline = [piece for piece in (title, *headings[:1]) if piece]
    if not any(_TO_CONTINUE.search(piece) for piece in headline):
        return None
    if not any(
        (term_over(piece) or _PLAN_DOWN.search(piece)) and _CONDITION.match(piece) is None for piece in lead
    ):
        return None
    if choices_of(shown_markup(own), CHOICES) is None:
        return None
    return Shape("paywall", "term")
