"""A pay stop that tells the reader the thing asked for is held for paying or premium subscribers — "This
exercise is part of our content exclusive to Premium subscribers", "This episode is for paid subscribers" —
in the languages apps and newsletters word it: read beside the paywall kind's own patterns
(:mod:`kotoba.web.verdict.walls_rules`) in its one-pass search, each from the sentence's start (as the stop
tells it to the reader, not as a story reports it), its gaps bounded, its subscribers named as paying or
premium (not "our subscribers", whom a newsletter's free post thanks).

The wording, as public sources carry it (exact-string hits in the code index, whose repositories it does not
name):

- English: "This episode is for paid subscribers" (Substack's stop, in several paywall detectors' phrase
  lists; a podcast feed template's "This episode is for paid subscribers only."), "This artwork is reserved
  for Premium subscribers." (an app's English beside its Italian), "This content is exclusive to premium
  members".
- Portuguese: "Este artigo é exclusivo para assinantes premium.", "Este conteúdo é exclusivo para assinantes
  premium.", "Este protocolo é exclusivo para assinantes Premium." (apps' pay stops), and the looked-at
  exercise app's "Este exercício faz parte do nosso conteúdo exclusivo para assinantes Premium.".
- Spanish: "Este contenido es exclusivo para suscriptores Premium.", "Este artículo es exclusivo para
  suscriptores Premium.", "Este tema está reservado para suscriptores Premium".
- French: "Ce pronostic est réservé aux abonnés Premium.", "Le Coach IA est réservé aux abonnés Premium.".
- German: "Dieses eBook ist nur für Premium-Mitglieder verfügbar.", "Dieser Inhalt ist nur für
  Premium-Mitglieder verfügbar.", "Dieses Thema ist Premium-Abonnenten vorbehalten".
- Italian: "Questo tema è riservato agli abbonati Premium", "Questo artwork è riservato agli abbonati
  Premium.", "Contenuto riservato agli abbonati premium".

A stop holding back a recording — an episode, a video, a podcast — stands under the recording's notes, which
a reader may be shown whole: the notes are not what was asked for, so their length does not make the page
the thing read (:func:`holds_back_a_recording`), where the stop is a line of its own that closes the page.
"""

from __future__ import annotations

import re

# Who the thing is held for: paying or premium subscribers, members, users
_FOR_EN = (
    r"(?:for|to) (?:our )?(?:premium|paid|paying|pro|vip|plus)[ -]"
    r"(?:subscribers|members|users|supporters|patrons)(?: only)?\b"
)
_FOR_PT = (
    r"(?:para|a|aos) (?:os )?(?:assinantes|membros|usuários|utilizadores) "
    r"(?:premium|pagantes|pagos|pro|vip|plus)\b"
)
_FOR_ES = (
    r"(?:para|a) (?:los )?(?:suscriptores|miembros|usuarios|socios) "
    r"(?:premium|de pago|pro|vip|plus)\b"
)
_FOR_FR = r"(?:aux|pour les) (?:abonnés|membres|utilisateurs) (?:premium|payants|pro|vip|plus)\b"
_FOR_DE = (
    r"(?:nur |exklusiv )?für (?:zahlende |premium-|pro-|vip-)(?:abonnenten|abonnentinnen|mitglieder|nutzer)\b"
    r"|(?:premium|pro|vip)-(?:abonnenten|mitgliedern|nutzern) vorbehalten\b"
)
_FOR_IT = r"(?:agli|per gli|ai) (?:abbonati|membri|utenti|iscritti) (?:premium|paganti|pro|vip|plus)\b"

# A thing named with "this" (one or two words), as the stop names what the reader asked for
_THIS_EN = r"^\W*(?:sorry,? )?this [\w-]+(?: [\w-]+)?"
_THIS_PT = r"^\W*(?:desculpe,? )?(?:este|esta|esse|essa) [\w-]+(?: [\w-]+)?"
_THIS_ES = r"^\W*(?:lo sentimos,? )?(?:este|esta) [\w-]+(?: [\w-]+)?"
_THIS_FR = r"^\W*(?:désolé,? )?(?:ce|cet|cette) [\w-]+(?: [\w-]+)?"
_THIS_DE = r"^\W*(?:dieser|diese|dieses) [\w-]+(?: [\w-]+)?"
_THIS_IT = r"^\W*(?:spiacenti,? )?(?:questo|questa) [\w-]+(?: [\w-]+)?"

PREMIUM_ONLY_STOPS: tuple[str, ...] = (
    # "This X is (part of our … content) (only/exclusively) (available/reserved/exclusive) for premium …"
    _THIS_EN + r" is (?:part of our [\w -]{0,30}? )?(?:(?:only|exclusively) )?"
    r"(?:(?:available|reserved|exclusive) )?(?:only )?" + _FOR_EN,
    # "Este X faz parte do nosso conteúdo exclusivo para assinantes Premium", "Este X é (apenas) para …"
    _THIS_PT + r" (?:faz parte d[oa] (?:nosso |nossa )?[\w -]{0,30}? |(?:é|está) )(?:(?:apenas|somente|só) )?"
    r"(?:(?:exclusiv[oa]|reservad[oa]|disponível) )?(?:(?:apenas|somente) )?" + _FOR_PT,
    _THIS_ES + r" (?:forma parte de (?:nuestro |nuestra )?[\w -]{0,30}? |(?:es|está) )(?:(?:solo|sólo) )?"
    r"(?:(?:exclusiv[oa]|reservad[oa]|disponible) )?(?:(?:solo|sólo|únicamente) )?" + _FOR_ES,
    _THIS_FR + r" (?:fait partie (?:de notre|du) [\w -]{0,30}? |est )(?:(?:uniquement|seulement) )?"
    r"(?:(?:exclusi(?:f|ve)|réservée?|disponible) )?(?:(?:uniquement|seulement) )?" + _FOR_FR,
    _THIS_DE + r" (?:ist Teil unserer [\w -]{0,30}? |ist )(?:(?:nur|exklusiv|ausschließlich) )?" + _FOR_DE,
    _THIS_IT + r" (?:fa parte de(?:l|i|lla|lle) (?:nostr[oaie] )?[\w -]{0,30}? |è )(?:(?:solo|soltanto) )?"
    r"(?:(?:esclusiv[oaie]|riservat[oaie]|disponibile) )?(?:(?:solo|soltanto) )?" + _FOR_IT,
)

# The stops, as one alternation for the paywall kind's ``said`` (matched ignoring case, per line)
SAID = "|".join(f"(?:{stop})" for stop in PREMIUM_ONLY_STOPS)

# Literals, in lower case, one of which every stop holds: a text holding none is not searched with these
NEEDLES: tuple[str, ...] = (
    "paid subscribers",
    "paying subscribers",
    "paid members",
    "paying members",
    "pagantes",
    "pagos",
    "de pago",
    "payants",
    "zahlende",
    "paganti",
    "pro ",
    "pro-",
    "vip",
    "plus ",
)

# A recording held back: its noun, and the stop alone on its line
_RECORDING = re.compile(
    r"^\W*(?:this|este|esta|ce|cet|cette|dieser|diese|dieses|questo|questa) "
    r"(?:episode|video|podcast|recording|audio|webinar|interview|épisode|episódio|episodio|vídeo|vidéo"
    r"|gravação|grabación|enregistrement|folge|aufnahme|registrazione)\b",
    re.IGNORECASE,
)
_STOP = re.compile(SAID, re.IGNORECASE)
# Literals, in lower case, one of which every such stop holds (a long page's tail holding none is not read)
RECORDING_NEEDLES: tuple[str, ...] = (
    "subscri",
    "members",
    "mitglieder",
    "assinantes",
    "abonnés",
    "abonnenten",
    "abbonati",
    "membros",
    "miembros",
    "membri",
)
# ...and no longer than such a stop's line ("This episode is for paid subscribers")
STOP_CHARS = 90


def holds_back_a_recording(notice: str) -> bool:
    """Whether ``notice``, a line of its own, is one of these stops holding back a recording
    (:data:`_RECORDING`): the notes above it describe the thing withheld, they are not it."""
    line = notice.strip()
    if len(line) > STOP_CHARS or _RECORDING.match(line) is None:
        return False
    stop = _STOP.match(line)
    return stop is not None and stop.end() >= len(line.rstrip(".!"))
