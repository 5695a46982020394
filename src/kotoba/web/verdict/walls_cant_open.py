"""A log-in wall that says only that the page cannot be opened, and points the way in: "OOPS !!! Can't open
this page — To open, Login Website". The page names no log-in wall's sentence, no 401 and no "access denied":
its refusal is an inability ("can't open this page", "you cannot view this page", "unable to access this
content") said where the page speaks (its title, a heading or its opening), and its one way on is a log-in
(a link or button labelled so, or leading to a log-in address). Everything else it says is that refusal, that
way in, or an exclamation ("Oops!", "Sorry").

An inability alone is no log-in wall: a browser's "This page can't be opened" offers a retry, a help page asks
"Why can't I open this page?" and answers it. Only the way in, and nothing of the page's own, make it one.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.alternation import gated
from kotoba.web.verdict.message import pieces
from kotoba.web.verdict.walls_markup import choices_of, clean, shown_markup
from kotoba.web.verdict.walls_shapes import Shape

# the most such a page says at all: its exclamation, its refusal and its way in
CANT_OPEN_CHARS = 300
# how far into a title, a heading or a line the refusal is looked for
REFUSAL_REACH = 300
# its own links and buttons: the way in, a way home, a sign-up
CANT_OPEN_CHOICES = 3
# an exclamation or a placeholder piece beside the refusal ("OOPS !!!", "Sorry!", a template's leftovers)
ASIDE_CHARS = 20

# The page itself cannot be opened, viewed or accessed by the reader: an inability and this page (or content)
# as its object, in the languages log-in walls are met in
CANT_OPEN = gated(re.compile(
    r"\b(?:can(?:no|['’])?t|could(?: no|n['’])t|unable to|not able to|not allowed to)(?: be)?"
    r" (?:open|view|see|access|display|show|load|read|opened|viewed|accessed|displayed|shown|loaded)(?:ed)?"
    r" (?:this|the|that) (?:page|content|post|article|section|area|resource|file|document|topic)\b"
    r"|\b(?:this|the) (?:page|content|post|article|section|resource) (?:can(?:no|['’])?t|could ?n['’]?t"
    r"|could(?: no|n['’])t) be (?:opened|viewed|accessed|displayed|shown|loaded)\b"
    r"|\bno (?:se )?puede (?:abrir|ver|mostrar|acceder a) (?:esta|la) (?:página|sección)\b"
    r"|\bimpossible d['’](?:ouvrir|afficher|accéder à) (?:cette|la) page\b"
    r"|\bnão (?:é possível|foi possível|pode) (?:abrir|ver|exibir|acessar) (?:esta|a) página\b"
    r"|\b(?:diese|die) seite kann nicht (?:geöffnet|angezeigt|aufgerufen) werden\b"
    r"|このページ(?:は|を)(?:開け|表示でき|閲覧でき)ません|(?:无法|不能)(?:打开|查看|访问|显示)(?:此|该|这个)?页面"
    r"|이 페이지를 (?:열|볼|표시할) 수 없습니다",
    re.IGNORECASE,
))
# A question or a how-to about it is a help page's ("Why can't I open this page?", "If you cannot view…")
_ASKS = re.compile(
    r"[?？]\s*$|^\W*(?:why|how|what|if|when|whether|pourquoi|por ?qu[ée]|warum)\b", re.IGNORECASE
)
# The way in, by its label, and not a way out
_LOG_IN = re.compile(
    r"\b(?:log ?in|login|sign ?in|signin|log on|anmelden|einloggen|connexion|se connecter|iniciar sesi[oó]n"
    r"|ingresar|entrar|acceder|accedi|inloggen|zaloguj|войти|вход|giriş)\b|登录|登入|ログイン|로그인",
    re.IGNORECASE,
)
_LOG_OUT = re.compile(
    r"\b(?:log ?out|logout|sign ?out|abmelden|déconnexion|cerrar sesi[oó]n)\b|退出|ログアウト", re.IGNORECASE
)
_HREF = re.compile(r"""\b(?:href|action)\s*=\s*["']?([^"'\s>]{0,200})""", re.IGNORECASE)
_LOG_IN_ADDRESS = re.compile(
    r"(?:log[-_]?in|sign[-_]?in|signin|auth|sso|wp-login)(?:[/?#._&=-]|$)", re.IGNORECASE
)


def _way_in(choice: str) -> bool:
    """Whether a link or button (its whole element) leads to a log-in, by its label or its address."""
    label = clean(choice)
    if _LOG_OUT.search(label):
        return False
    if _LOG_IN.search(label):
        return True
    address = _HREF.search(choice)
    return address is not None and _LOG_IN_ADDRESS.search(address.group(1)) is not None


def _refuses(piece: str) -> bool:
    piece = piece[:REFUSAL_REACH]  # (a hostile title or heading is read no further than a refusal's line)
    return CANT_OPEN.search(piece) is not None and _ASKS.search(piece) is None


def cant_open(title: str, headings: list[str], lead: list[str], text: str, own: str) -> Shape | None:
    """A log-in wall known as a page that says it cannot be opened and offers the way in (see the module
    docstring). ``lead`` is the text's opening, ``own`` the markup without the site's navigation
    (:func:`~kotoba.web.verdict.walls_markup.page_own`)."""
    if len(text) > CANT_OPEN_CHARS or not any(
        _refuses(piece) for piece in (title, *headings, *lead) if piece
    ):
        return None
    choices = choices_of(shown_markup(own), CANT_OPEN_CHOICES)
    if not choices or not any(_way_in(choice) for choice in choices):
        return None
    for piece in pieces(text):
        if not (_refuses(piece) or _LOG_IN.search(piece) or len(clean(piece)) <= ASIDE_CHARS):
            return None  # (the page says something of its own: it is that page, whatever it refuses)
    return Shape("login", "refusal")
