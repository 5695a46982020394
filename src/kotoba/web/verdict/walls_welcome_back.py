"""A sign-in landing that greets a returning reader: its headline welcomes them back ("Welcome Back!", "Hello
Again!"), and the only ways on it offers are to log in and to sign up.

The shape is a template's, copied across many sites: the sliding sign-in/sign-up panel whose one side says
"Welcome Back!" / "To keep connected with us please login with your personal info" over a "Sign In" button
and whose other says "Hello, Friend!" over "Sign Up"; and its variations, a greeting over "Log in by OTP" and
"Log in by password" beside a panel inviting the reader to join. Such a page says a few warm lines and a
pitch, no sentence a log-in wall's rules know, so its words alone do not tell it; what it offers does: every
choice of its own (links and buttons, its site's navigation aside) leads in or to an account, at least one of
them in, and two at least. A post headed "Welcome back!" (a shop reopening, a writer's return) offers its
own links or none, and a page longer than :data:`TEXT_CHARS` says more than a landing's pitch.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.message import sentences_of
from kotoba.web.verdict.walls_markup import choices_of, clean, shown_markup
from kotoba.web.verdict.walls_shapes import PRICE_OR_SUBSCRIPTION, Shape, of_a_wall, way_in

# the most a landing says: its greeting, a line or two under it, the join panel's pitch (with a template's
# unrendered directives)
TEXT_CHARS = 1200
# the choices read: log in by each way (password, one-time code, a provider or two), sign up, a way back
CHOICES = 6
# a headline piece longer than this is a sentence, not a greeting (and no longer piece is searched)
GREETING_CHARS = 60
HEADINGS_READ = 2
# a sentence of the page this long or longer that neither speaks to the reader nor of a way in says something
# of the page's own: a notice's news ("The forum is back online after last night's server move.", "Term starts
# on Monday 7 September."), where a landing's lines speak only of logging in or joining ("To keep connected
# with us please login with your personal info", "Your mixing bowl missed you") or hail them
# ("Oh look who's here - our favourite whisk wizard!")
OWN_SENTENCE_CHARS = 30
# ...in the languages of the greeting: the reader named ("Entrez vos informations personnelles", "Gib deine
# Daten ein", "Introduce tus datos personales") or bidden to take what the landing offers ("Unlock
# step-by-step classes, secret recipes …")
_TO_THE_READER = re.compile(
    r"\b(?:you|your|yours|vous|vos|votre|tu|tes|te|dich|dir|dein\w*|euch|euer|eure[mnrs]?|tú|tus|usted"
    r"|você|vocês|seu|sua|teu|tua|tuo|jij|jouw|uw|ty|twój|twoje|вы|ваш\w*|ты|тво\w+|ви|siz|senin)\b"
    r"|^\W*(?:unlock|discover|explore|join|start|enter|create|keep|stay|continue|access)\b",
    re.IGNORECASE,
)


def _own_sentence(said: str) -> bool:
    """Whether ``said``, a sentence of the page, says something of its own (:data:`OWN_SENTENCE_CHARS`)."""
    return (
        len(said) >= OWN_SENTENCE_CHARS
        and not greets_a_return(said)
        and not said.rstrip().endswith(("!", "！"))  # (an exclamation hails its reader)
        and not of_a_wall(said)
        and _TO_THE_READER.search(said) is None
    )


# a returning reader greeted, the greeting alone or with a name or a word after it ("Welcome back, friend!")
_GREETING = re.compile(
    r"[^\w]*(?:welcome back|hello again|hi again|good to see you again|nice to see you again"
    r"|glad to see you again|great to see you again|bon retour(?: parmi nous)?|content de vous revoir"
    r"|willkommen zurück|schön,? dich wiederzusehen|bienvenid[oa]s? de nuevo|qué bueno verte de nuevo"
    r"|bem-vind[oa]s? de volta|bentornat[oa]|welkom terug|witaj ponownie|с возвращением|з поверненням"
    r"|tekrar hoş geldin(?:iz)?|おかえりなさい|欢迎回来|歡迎回來|다시 오신 것을 환영합니다)"
    r"(?:,?\s+[\w'’-]{1,20}){0,2}[^\w]*",
    re.IGNORECASE,
)
# a choice that leads to an account: its label or where it leads (a sign-up, a registration)
_TO_ACCOUNT_LABEL = re.compile(
    r"\b(?:sign ?up|register|create (?:an |your )?account|join|get started|count me in|s['’]inscrire"
    r"|inscription|créer un compte|registrieren|konto erstellen|regístrate|registrarse|crear cuenta"
    r"|cadastr|criar conta|registrati|crea account|registreren|zarejestruj|регистрац|зарегистр)\b"
    r"|注册|註冊|新規登録|회원가입",
    re.IGNORECASE,
)
_TO_ACCOUNT_ADDRESS = re.compile(
    r"""\b(?:href|action|formaction)\s*=\s*["']?[^"'\s>]{0,200}?(?:sign[-_]?up|register|registration|join"""
    r"""|create[-_]?account)\b""",
    re.IGNORECASE,
)


def greets_a_return(piece: str) -> bool:
    """Whether ``piece`` is a greeting to a returning reader and nothing more (see the module docstring)."""
    return len(piece) <= GREETING_CHARS and _GREETING.fullmatch(piece.strip().lstrip("#")) is not None


def _to_an_account(choice: str) -> bool:
    """Whether ``choice`` (a link or button's markup) leads to signing up."""
    return (
        _TO_ACCOUNT_LABEL.search(clean(choice)) is not None or _TO_ACCOUNT_ADDRESS.search(choice) is not None
    )


def welcome_back(title: str, headings: list[str], text: str, own: str) -> Shape | None:
    """A log-in wall known as a landing that welcomes a returning reader and offers only ways in and to an
    account (see the module docstring); ``own`` is the page's markup without its site's navigation."""
    if len(text) > TEXT_CHARS:
        return None
    if not any(greets_a_return(piece) for piece in (title, *headings[:HEADINGS_READ]) if piece):
        return None
    choices = choices_of(shown_markup(own), CHOICES)
    if choices is None or len(choices) < 2:
        return None
    ways_in = [choice for choice in choices if way_in(choice)]
    if not ways_in or not all(way_in(choice) or _to_an_account(choice) for choice in choices):
        return None
    if PRICE_OR_SUBSCRIPTION.search("\n".join((title, *headings, text))):
        return None  # (a price or a subscription beside it: a pay offer's)
    if any(_own_sentence(said) for said in sentences_of(text)):
        return None  # (a notice saying something of its own: a forum back online, a new season, a first day)
    return Shape("login", "welcome back")
