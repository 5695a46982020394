"""A sign-in page whose content is its form, whatever its heading says: a password field, and beside it what
only a sign-in form offers — a way back for a forgotten password, or a provider to sign in with — and nothing
of the page's own beyond the form's lines.

The marks are the sign-in forms' documented defaults: WordPress's ``wp-login.php`` ("Lost your password?"),
Django's admin log-in ("Forgotten your password or username?"), Keycloak's and Auth0's hosted log-in pages
("Forgot Password?", "Continue with Google"), Google's "Sign in with Google" button (``g_id_signin``), Apple's
``appleid-signin``, FirebaseUI's provider buttons (``firebaseui-idp-button``), and the same lines in the
languages log-in pages are met in. A password field alone is no such page (an article's header may hold a
log-in box, and a checkout asks for one), and a page that says something of its own beside the form — more
than :data:`~kotoba.web.verdict.walls_shapes.RESIDUE_CHARS` once the log-in's own sentences and machinery are
set aside — is that page, its form a part of it.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.message import residue
from kotoba.web.verdict.walls_markup import ASIDE, choices_of, shown_markup
from kotoba.web.verdict.walls_rules import LOGIN
from kotoba.web.verdict.walls_shapes import PRICE_OR_SUBSCRIPTION, RESIDUE_CHARS, Shape, said_aside

# a sign-in form's own links and buttons: its submit, the forgotten password, a sign-up, three providers,
# the terms and the privacy policy
FORM_CHOICES = 8

# (a field's tag ends at its ">" or at the next "<": a page of unclosed "<input"s is read tag by tag)
_PASSWORD = re.compile(r"""<input\b[^<>]{0,300}?\btype\s*=\s*["']?password\b""", re.IGNORECASE)
# What only a sign-in form offers beside its fields: the way back for a forgotten password, a provider to sign
# in with (its label or its documented button class)
_SIGN_IN_ONLY = re.compile(
    r"\b(?:forgot(?:ten)? (?:your |my )?password|lost your password|forgot password|reset (?:your )?password"
    r"|(?:sign|log) ?in with (?:google|apple|facebook|github|microsoft|linkedin|twitter)"
    r"|continue with (?:google|apple|facebook|github|microsoft|linkedin)"
    r"|mot de passe oublié|passwort vergessen|olvid(?:aste|ó) (?:tu|su) contraseña"
    r"|esqueceu (?:sua |a )?senha"
    r"|password dimenticata|wachtwoord vergeten|nie pamiętasz hasła|zapomniałeś hasła|забыли пароль"
    r"|şifreni(?:zi)? mi unuttun)\b"
    r"|パスワードを(?:お)?忘れ|忘记密码|忘記密碼|비밀번호(?:를)? (?:잊으셨|찾기)"
    r"|\b(?:g_id_signin|appleid-signin|firebaseui-idp-button)\b",
    re.IGNORECASE,
)



# (literals one of which each of those lines holds: the pattern is searched only around them)
_SIGN_IN_NEEDLES = (
    "forgot",
    "lost your password",
    "reset",
    "in with",
    "continue with",
    "oublié",
    "vergessen",
    "olvid",
    "esqueceu",
    "dimenticata",
    "vergeten",
    "pamiętasz",
    "zapomniałeś",
    "забыли",
    "unuttun",
    "忘",
    "비밀번호",
    "g_id_signin",
    "appleid-signin",
    "firebaseui-idp",
)
# ...the pattern's reach around a literal, and the literals' hits read at most
NEEDLE_REACH = 40
NEEDLE_TRIES = 20


def _offers_sign_in_only(shown: str) -> bool:
    """Whether ``shown`` markup offers what only a sign-in form does (:data:`_SIGN_IN_ONLY`), searched only
    around its literals (:data:`_SIGN_IN_NEEDLES`): a hostile page costs a few string searches, not the
    pattern's many branches tried at every character."""
    lowered = shown.lower()
    for needle in _SIGN_IN_NEEDLES:
        at = lowered.find(needle)
        for _ in range(NEEDLE_TRIES):
            if at == -1:
                break
            start = max(0, at - NEEDLE_REACH)
            if _SIGN_IN_ONLY.search(shown, start, at + len(needle) + NEEDLE_REACH) is not None:
                return True
            at = lowered.find(needle, at + 1)
    return False


def sign_in_page(prose: list[str], own: str) -> Shape | None:
    """A log-in wall known as a page that is its sign-in form (see the module docstring). ``prose`` is the
    page's own prose, ``own`` its markup without its site's navigation
    (:func:`~kotoba.web.verdict.walls_markup.page_own`)."""
    if _PASSWORD.search(own) is None or PRICE_OR_SUBSCRIPTION.search("\n".join(prose)) is not None:
        return None
    if residue(prose, LOGIN.apparatus, gated=said_aside(LOGIN), stop_above=RESIDUE_CHARS) > RESIDUE_CHARS:
        return None
    if "<aside" in own or "<ASIDE" in own:
        own = ASIDE.sub("\n", own)  # (a sidebar's log-in box, set aside with the site's other chrome)
        if _PASSWORD.search(own) is None:
            return None
    shown = shown_markup(own)
    if choices_of(shown, FORM_CHOICES) is None or not _offers_sign_in_only(shown):
        return None
    return Shape("login", "sign-in form")
