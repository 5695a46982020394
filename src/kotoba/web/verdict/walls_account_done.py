"""The page after an account step went through: a password changed or reset, an e-mail address verified or
confirmed, an account activated, confirmed or unlocked, a subscription confirmed.

Such a page is the one asked for — the notice *is* the page — yet it carries a log-in wall's words, as its
next step is to log in ("Your Password has been changed successfully." over "Continue To Login", "Your email
address has been successfully confirmed. Please sign in."), and often a subscription's. So where its headline
(its title, a heading, its first line) says the step went through, no log-in or pay verdict stands.

The wording is the frameworks' own: Django's auth views ("Password reset complete", "Password change
successful", "Your password was changed."), django-allauth's ("Your password is now changed.", "You have
confirmed …"), Devise's flash messages and devise-i18n's translations of them
(``passwords.updated_not_active`` "Your password has been changed successfully." / "Votre mot de passe a été
changé avec succès.", ``confirmations.confirmed`` "Your email address has been successfully confirmed.",
``unlocks.unlocked`` "Your account has been unlocked successfully."), Ion Auth's account created
(``account_creation_successful``, :data:`_CREATED`), Firebase's e-mail action handler ("Your
email has been verified", "Password changed"), a mailing list's double opt-in ("Subscription Confirmed",
"You're subscribed!"). A state not yet reached ("Email not verified", "Verify your email", "Password reset"
over a request form) is no such page, and a sentence further down ("once your account is activated, log in
to read on") is a wall's. A log-out the reader asked for is such a step too ("You have been logged out
successfully." over "Continue to login", as :data:`~kotoba.web.verdict.walls_rules.LOGGED_OUT_SAID` words
it), but a session the site ended is not: a page saying the session expired, timed out or ended for
inactivity (Devise's ``timeout``, "Your session expired. Please sign in again to continue.") is a log-in
wall, though its headline may be a log-out's ("Sesión finalizada").
"""

from __future__ import annotations

import re

from kotoba.web.verdict.alternation import gated
from kotoba.web.verdict.message import tells
from kotoba.web.verdict.walls_rules import LOGGED_OUT_SAID

# a headline piece longer than this is a story's sentence, and no longer piece is searched (a hostile page's
# title is cut to a length check)
HEADLINE_CHARS = 160
# the pieces read: the title, the first headings, the first line
HEADINGS_READ = 3

_AUX_EN = r"(?:(?:has|have|had|was|were|is|are|now|been|successfully|just)\s+){0,3}"
_DONE = gated(re.compile(
    # English
    rf"\bpassword\s+{_AUX_EN}(?:changed|updated|set)\b"
    rf"|\bpassword\s+(?:has|have|was|is\s+now)\s+{_AUX_EN}reset\b"
    r"|\bpassword\s+(?:reset|change|update)\s+(?:complete|completed|successful|successfully|done)\b"
    rf"|\b(?:e-?mail(?:\s+address)?|address|account|registration|sign[- ]?up)\s+{_AUX_EN}"
    r"(?:verified|confirmed|activated|unlocked|validated|complete|completed|successful)\b"
    r"|\b(?:e-?mail|account)\s+(?:verification|confirmation|activation)\s+(?:complete|completed|successful|succeeded)\b"
    r"|\byou\s+have\s+(?:successfully\s+)?(?:confirmed|verified|activated)\b"
    r"|\bthank(?:s|\s+you)\s+for\s+(?:verifying|confirming)\b"
    rf"|\bsubscription\s+{_AUX_EN}confirmed\b"
    r"|\byou(?:['’]re|\s+are|\s+have\s+been|['’]ve\s+been)\s+(?:now\s+)?(?:successfully\s+)?subscribed\b"
    # French
    r"|\bmot\s+de\s+passe\s+(?:a\s+)?(?:bien\s+)?(?:été\s+)?(?:modifié|changé|réinitialisé|mis\s+à\s+jour)"
    r"|\b(?:adresse\s+)?e-?mail\s+(?:a\s+)?(?:bien\s+)?(?:été\s+)?(?:confirmée?|vérifiée?|validée?)"
    r"|\bcompte\s+(?:a\s+)?(?:bien\s+)?(?:été\s+)?(?:activé|confirmé|validé|débloqué)"
    r"|\babonnement\s+(?:a\s+)?(?:bien\s+)?(?:été\s+)?confirmé"
    # German
    r"|\bpasswort\s+(?:wurde\s+)?(?:erfolgreich\s+)?(?:geändert|zurückgesetzt|aktualisiert)"
    r"|\b(?:e-?mail(?:-?adresse)?|konto|account|anmeldung|abonnement)\s+(?:wurde\s+)?(?:erfolgreich\s+)?"
    r"(?:bestätigt|verifiziert|aktiviert|freigeschaltet|entsperrt)"
    # Spanish and Portuguese
    r"|\bcontraseña\s+(?:se\s+)?(?:ha\s+)?(?:sido\s+)?(?:cambiad|restablecid|actualizad)[ao]"
    r"|\bcontraseña\s+(?:se\s+)?(?:ha\s+)?(?:cambiado|restablecido|actualizado)"
    r"|\b(?:correo(?:\s+electrónico)?|cuenta|suscripción)\s+(?:ha\s+sido\s+|fue\s+)?(?:correctamente\s+)?"
    r"(?:confirmad|verificad|activad|desbloquead)[oa]"
    r"|\bsenha\s+(?:foi\s+)?(?:alterada|redefinida|atualizada|modificada)"
    r"|\b(?:e-?mail|conta|assinatura|inscrição)\s+(?:foi\s+)?(?:confirmad|verificad|ativad|desbloquead)[oa]"
    # Italian
    r"|\bpassword\s+(?:è\s+stata\s+)?(?:modificata|cambiata|reimpostata|aggiornata)"
    r"|\b(?:e-?mail|account|iscrizione)\s+(?:è\s+stat[oa]\s+)?(?:confermat|verificat|attivat)[oa]"
    # Russian and Ukrainian
    r"|\bпароль\s+(?:был\s+)?(?:успешно\s+)?(?:изменён|изменен|сброшен|обновлён|обновлен)"
    r"|\b(?:e-?mail|почта|адрес|аккаунт|учётная\s+запись|учетная\s+запись|подписка)\s+(?:был[аo]?\s+)?"
    r"(?:успешно\s+)?(?:подтвержд[её]н|активирован)"
    r"|\bпароль\s+(?:успішно\s+)?(?:змінено|оновлено|скинуто)"
    r"|\b(?:пошту|адресу|акаунт|обліковий\s+запис|підписку)\s+(?:успішно\s+)?(?:підтверджено|активовано)",
    re.IGNORECASE,
))
# ...and the account just created, the page a sign-up ends on, its one way on to log in ("Conta criada com
# sucesso", "Faça login para continuar"): as CodeIgniter's Ion Auth words ``account_creation_successful`` in
# its catalogues (benedmunds/CodeIgniter-Ion-Auth, language/*/ion_auth_lang.php): "Account Successfully
# Created", "Compte créé avec succès", "Das Benutzerkonto wurde erfolgreich erstellt", "Cuenta creada con
# éxito", "Conta criada com sucesso!", "Account creato con successo.", "Учетная запись успешно создана",
# "Обліковий запис успішно створено"; and as phpBB's ``ACCOUNT_ADDED`` says it, "your account has been
# created" (phpBB's language/en/ucp.php)
_CREATED = gated(re.compile(
    rf"\b(?:user\s+)?account\s+{_AUX_EN}created\b"
    r"|\bcompte\s+(?:utilisateur\s+)?(?:a\s+)?(?:bien\s+)?(?:été\s+)?créé"
    r"|\b(?:benutzer)?konto\s+(?:wurde\s+)?(?:erfolgreich\s+)?erstellt"
    r"|\bcuenta\s+(?:ha\s+sido\s+|fue\s+)?(?:correctamente\s+)?cread[oa]"
    r"|\bconta\s+(?:foi\s+)?criad[oa]"
    r"|\baccount\s+(?:è\s+stato\s+)?creato"
    r"|\b(?:аккаунт|учётная\s+запись|учетная\s+запись)\s+(?:был[аo]?\s+)?(?:успешно\s+)?создан"
    r"|\b(?:акаунт|обліковий\s+запис)\s+(?:успішно\s+)?створено",
    re.IGNORECASE,
))


# A headline piece is that notice only where a segment of it (its sentences, a title's parts around the site's
# name) says the step and no more: a possessive or an interjection before it, an adverb ("successfully", "avec
# succès") or what was confirmed ("… your email address") after it. A story's headline speaks of such a step
# and says more ("Your password was changed overnight? You are not alone", "Email address confirmed as source
# of leak", "Voter registration is complete, officials say"), and a paywalled story headed so is a paywall.
_SEGMENT_END = re.compile(r"[.!?…]+(?:\s+|$)|\s+[|–—·-]\s+")


def _notice(step: str) -> re.Pattern[str]:
    """A headline segment saying ``step`` (:data:`_DONE`'s or :data:`_CREATED`'s pattern) and no more: an
    interjection and a possessive or an article before it ("Das Benutzerkonto wurde erfolgreich erstellt"), an
    adverb after it ("Cuenta creada con éxito"), what was confirmed after that."""
    return re.compile(
        r"\W*(?:(?:congratulations|great|success|done|all\s+set|félicitations|bravo|glückwunsch|enhorabuena"
        r"|felicidades|parabéns|complimenti|поздравляем|вітаємо)\s*,\s*)?"
        r"(?:(?:your|my|the|votre|ton|ta|ihre?|deine?|das|tu|su|sua|seu|a\s+sua|o\s+seu|la\s+tua|il\s+tuo|tuo"
        r"|tua|ваш[аеи]?|твій|твоя|твоє)\s+)?"
        rf"(?:{step})\w*"
        r"(?:\s+(?:successfully|now|avec\s+succès|erfolgreich|correctamente|con\s+éxito|com\s+sucesso"
        r"|con\s+successo|успешно|успішно))?"
        r"(?:\s+(?:your|votre|ihre?|deine?|tu|su|sua|seu)(?:\s+[\w-]+){1,2})?\W*",
        re.IGNORECASE,
    )


_NOTICE = _notice(_DONE.pattern)
_CREATED_NOTICE = _notice(_CREATED.pattern)


def _says_the_step(piece: str, notice: re.Pattern[str]) -> bool:
    """Whether a segment of ``piece`` is the notice that an account step went through, and no more."""
    return any(notice.fullmatch(segment) is not None for segment in _SEGMENT_END.split(piece) if segment)


# ...and a log-out said as the notice (LOGGED_OUT_SAID opening a segment, and no more after it than where the
# reader was logged out of and how): "Why you've been logged out of Gmail" and "You have been logged out of
# Netflix? Here is why" head stories
_LOGGED_OUT_REST = re.compile(
    r"\w*(?:\s+(?:successfully|now|of|from|your|the|this|my|account|system|session|site|app|all|devices?|again"
    r"|erfolgreich|correctamente|con\s+éxito|com\s+sucesso|avec\s+succès|correctement|из|системы|аккаунта"
    r"|з|системи|акаунта|de|la|tu|cuenta|da|sua|conta|do|sistema|dal|votre|compte|du)\b)*\W*",
    re.IGNORECASE,
)


def _says_the_log_out(piece: str) -> bool:
    """Whether a segment of ``piece`` is the notice that the reader logged out, and no more."""
    for segment in _SEGMENT_END.split(piece):
        found = LOGGED_OUT_SAID.search(segment) if segment else None
        if (
            found is not None
            and not any(character.isalnum() for character in segment[: found.start()])
            and _LOGGED_OUT_REST.fullmatch(segment, found.end()) is not None
        ):
            return True
    return False


# A session the site ended, not the reader: expired, timed out, ended for inactivity, in the languages the
# log-out sayings cover
_SESSION_ENDED = re.compile(
    r"expir|timed?[- ]?out|inactiv|\bidle\b|abgelaufen|zeitüberschreitung|inaktiv|caduc|scadut|inattiv"
    r"|verlopen|wygasł|bezczynn|истек|истёк|неактивн|бездейств|закінчи|сплив|期限切れ|过期|過期|超时|逾時|만료",
    re.IGNORECASE,
)
# ...searched in this much of the page at most (the text a judged page has)
SESSION_TEXT_CHARS = 3000


def _headline(title: str, headings: list[str], lead: list[str]) -> list[str]:
    """The pieces the page is headed with, each no longer than a headline."""
    pieces = (title, *headings[:HEADINGS_READ], *lead[:1])
    return [piece for piece in pieces if piece and len(piece) <= HEADLINE_CHARS]


def account_step_done(title: str, headings: list[str], lead: list[str], text: str = "") -> bool:
    """Whether the page's headline says an account step went through (see the module docstring): the page
    after it, not a wall, whatever log-in or subscription words it carries below. ``text`` is the page's
    text, read for a session the site ended where the headline says a log-out."""
    headline = _headline(title, headings, lead)
    if any(_DONE.search(piece) is not None and _says_the_step(piece, _NOTICE) for piece in headline):
        return True
    created = _CREATED_NOTICE
    if any(_CREATED.search(piece) is not None and _says_the_step(piece, created) for piece in headline):
        return True  # (the account just created: the page a sign-up ends on)
    if not any(tells(LOGGED_OUT_SAID, piece) and _says_the_log_out(piece) for piece in headline):
        return False
    said = "\n".join((*headline, text[:SESSION_TEXT_CHARS]))
    return _SESSION_ENDED.search(said) is None
