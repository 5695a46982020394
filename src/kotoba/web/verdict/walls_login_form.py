"""A log-in page whose form is its only content: the page's first heading is the log-in label alone
("Anmelden", "Giriş Yap", "Đăng nhập", "ورود به حساب کاربری", "로그인"), its own part (the site's
navigation, header, footer and sidebars set aside) holds a password field, and it says nothing of its own
beyond the form's labels. A log-in wall in any language its label is known in, by its structure: the label
alone is no wall (a page headed "Вход" may tell a museum's entrance), nor is a log-in box in a sidebar beside
a forum's topics.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.walls_markup import ASIDE, choices_of, shown_markup
from kotoba.web.verdict.walls_shapes import Shape

# what the page may say beside its heading and form (a line over the form, a note under it)
OWN_PROSE_CHARS = 120
# the form's own links and buttons: its submit, "Forgot password?", "Register", a provider or two
FORM_CHOICES = 6

# The log-in label as a whole heading, in the languages log-in pages are met in
_LABEL = re.compile(
    r"\A\W*(?:log ?in|login|sign ?in|member log ?in|anmelden|einloggen|connexion|se connecter"
    r"|iniciar sesi[oó]n|ingresar|entrar|acceder|accedi|accesso|inloggen|aanmelden|zaloguj(?: się)?"
    r"|logowanie|войти|вход(?: в систему)?|авторизация|увійти|вхід|giriş(?: yap)?|oturum aç"
    r"|masuk(?: ke akun(?: anda)?)?|log masuk|đăng nhập|เข้าสู่ระบบ|ورود(?: به حساب(?: کاربری)?)?"
    r"|تسجيل الدخول|התחברות|bejelentkezés|přihlášení|přihlásit se|σύνδεση|autentificare|conectare"
    r"|prijava|kirjaudu(?: sisään)?|logga in|log ind|logg inn|ログイン|登录|登入|登錄|로그인|লগইন|लॉग इन)"
    r"\W*\Z",
    re.IGNORECASE,
)
_PASSWORD = re.compile(r"""<input\b[^>]{0,300}?\btype\s*=\s*["']?password\b""", re.IGNORECASE)


def login_form_page(headings: list[str], prose: list[str], own: str) -> Shape | None:
    """A log-in wall known as a page that is its log-in form (see the module docstring). ``prose`` is the
    page's own prose, ``own`` its markup without its site's navigation (:func:`page_own`)."""
    if not headings or _LABEL.match(headings[0]) is None:
        return None
    if sum(map(len, prose)) > OWN_PROSE_CHARS:
        return None
    if "<aside" in own or "<ASIDE" in own:
        own = ASIDE.sub("\n", own)  # (a sidebar's box, set aside with the site's other chrome)
    if _PASSWORD.search(own) is None or choices_of(shown_markup(own), FORM_CHOICES) is None:
        return None
    return Shape("login", "login form")
