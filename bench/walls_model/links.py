"""Pages written from documented wording of a link that no longer leads anywhere, for the wall model.

    train.py learns from them beside the harvest (``--harvest``), as from ``wording.py``'s pages: their
    words only (title, headings, text, the text's length), never their markup or address, written here.

A link that has expired or was already used (a password reset, an e-mail confirmation) answers with a short
page saying so instead of the page it led to: the wall corpus calls it a soft 404 (round 25's looked-at
part has four, from a link shortener, a QR manager, a password reset and a ride tracker). The model had
met "expired" only on pay stops ("Your subscription has expired", some thirty looked-at paywalls), and it
took those four for paywalls at .80 to .997. These pages give it the link's own sentences, as the software
that serves them words them, under the label the corpus gives such a page, beside the same software's
pages after the link worked (no wall: "none"), so that a password or an e-mail address alone names nothing:

- Django's password-reset views (``registration/password_reset_confirm.html``, ``password_reset_done.html``,
  ``password_reset_complete.html``: "Password reset unsuccessful", "The password reset link was invalid,
  possibly because it has already been used. Please request a new password reset.");
- the confirmation message Django tutorials' account-activation views send ("The confirmation link was
  invalid, possibly because it has already been used.");
- django-allauth's e-mail confirmation (``account/email_confirm.html``: "This email confirmation link
  expired or is invalid."), and the sentence as Pootle's translation catalogues give it in seven languages;
- Firebase Authentication's default action handler ("Try resetting your password again", "Your request to
  reset your password has expired or the link has already been used.", and its e-mail verification's, with
  the pages it shows when the link worked).

No page of the wall corpus is read to write these, and none is among them: the sentences are the software's,
in a shape written here (a title, a heading where the software shows one, the sentence, a way back).
"""

from __future__ import annotations

import html
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from data import Record, written_records  # noqa: E402

from kotoba.settings import Settings  # noqa: E402

ADDRESS = "https://links.invalid/"
# key: (label, title, heading, sentence, the way back)
PAGES: dict[str, tuple[str, str, str, str, str]] = {
    "django/reset-invalid": (
        "soft404",
        "Password reset unsuccessful",
        "Password reset unsuccessful",
        "The password reset link was invalid, possibly because it has already been used. "
        "Please request a new password reset.",
        "Request a new password reset",
    ),
    "django/activation-invalid": (
        "soft404",
        "Account activation",
        "",
        "The confirmation link was invalid, possibly because it has already been used.",
        "Home",
    ),
    "django/reset-done": (
        "none",
        "Password reset sent",
        "Password reset sent",
        "We’ve emailed you instructions for setting your password, if an account exists with the email "
        "you entered. You should receive them shortly.",
        "Home",
    ),
    "django/reset-complete": (
        "none",
        "Password reset complete",
        "Password reset complete",
        "Your password has been set. You may go ahead and log in now.",
        "Log in",
    ),
    "allauth/en": (
        "soft404",
        "Confirm Email Address",
        "Confirm Email Address",
        "This email confirmation link expired or is invalid. Please issue a new email confirmation request.",
        "Home",
    ),
    "allauth/nl": ("soft404", "", "", "Deze koppeling voor e-mailbevestiging is ongeldig.", "Home"),
    "allauth/sv": (
        "soft404",
        "",
        "",
        "Denna e-postbekräftelselänk har upphört att gälla eller är ogiltig.",
        "Hem",
    ),
    "allauth/ca": (
        "soft404",
        "",
        "",
        "Aquest enllaç de confirmació d'adreça electrònica ha caducat o no és vàlid.",
        "Inici",
    ),
    "allauth/tr": (
        "soft404",
        "",
        "",
        "Bu eposta onaylama bağlantısı süresi sona erdi ya da geçersiz.",
        "Ana sayfa",
    ),
    "allauth/gl": ("soft404", "", "", "Esta ligazón de confirmación caducou ou non é válida.", "Inicio"),
    "allauth/pt": (
        "soft404",
        "",
        "",
        "Esta ligação de confirmação de e-mail expirou ou é inválida.",
        "Início",
    ),
    "allauth/cy": ("soft404", "", "", "Mae'r e-bost dolen cadarnhad wedi dod i ben neu yn annilys.", "Hafan"),
    "firebase/reset-expired": (
        "soft404",
        "Reset your password",
        "Try resetting your password again",
        "Your request to reset your password has expired or the link has already been used.",
        "Continue",
    ),
    "firebase/verify-expired": (
        "soft404",
        "Verify your email",
        "Try verifying your email again",
        "Your request to verify your email has expired or the link has already been used.",
        "Continue",
    ),
    "firebase/verified": (
        "none",
        "Verify your email",
        "Your email has been verified",
        "You can now sign in with your new account.",
        "Continue",
    ),
    "firebase/reset-done": (
        "none",
        "Reset your password",
        "Password changed",
        "You can now sign in with your new password.",
        "Continue",
    ),
}


def page(title: str, heading: str, sentence: str, back: str) -> str:
    """A short page in the shape such views have: a box with the heading, the sentence and a way back."""
    head = f"<title>{html.escape(title)}</title>" if title else ""
    top = f"<h1>{html.escape(heading)}</h1>" if heading else ""
    return (
        f'<!DOCTYPE html><html><head><meta charset="utf-8">{head}</head><body><main class="box">'
        f'{top}<p>{html.escape(sentence)}</p><a href="/">{html.escape(back)}</a></main></body></html>'
    )


def pages() -> list[tuple[str, str, str]]:
    """Every page: key, label, markup."""
    return [(key, label, page(*shape)) for key, (label, *shape) in PAGES.items()]


def records(settings: Settings | None = None) -> list[Record]:
    """The pages as the model's records (source ``wording``, keys ``links/…``): their words' features only."""
    return written_records(pages(), ADDRESS, settings, prefix="links/")
