"""A stop that looks like a pay gate but asks only for a free account: a log-in wall.

A feature or a page kept for a tier ("Pro Feature", "This feature requires a Pro account") whose one way on
is a free sign-up ("Get Pro Access FREE" to the site's registration) asks the reader to join, not to pay: as
a sign-up wall does, it stands in for the page until the reader has an account. So a paywall verdict is a
log-in wall's where, on a short page (its text at most :data:`FREE_JOIN_TEXT_CHARS`):

- its few choices of its own (at most :data:`FREE_JOIN_CHOICES`, the site's navigation set aside) all lead to
  a sign-up or a log-in (:data:`_ACCOUNT_ADDRESS`), one of them at least to a sign-up (:data:`_JOIN_ADDRESS`),
  and none to pay (:data:`_PAY_ADDRESS`);
- the page or a choice's label says the account is free (:data:`_FREE`), a metered site's allowance of free
  reads (:data:`_ALLOWANCE`, "you have read all your free articles") set aside: that "free" is the reads a
  paid subscription lifts, and the notice is a metered paywall's;
- and it names no price and no trial (:data:`_PAID`): a free trial of a paid plan is the paid plan's offer.

Written from the looked-at comic-cropping tool's "Pro Required" template, whose only link is "Get Pro Access
FREE" to its registration.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.walls_markup import CHOICE, choices_of, clean, markup_window, page_own, shown_markup

FREE_JOIN_TEXT_CHARS = 600
FREE_JOIN_CHOICES = 3

_HREF = re.compile(r"""\bhref\s*=\s*["']?([^"'\s>]{0,300})""", re.IGNORECASE)
# A sign-up's address, as sites and frameworks name the route
_JOIN_ADDRESS = re.compile(
    r"(?:^|[/?#=_.-])(?:register|registration|signup|sign[-_]up|join|create[-_]account|new[-_]account"
    r"|registrieren|inscription|registro|cadastro)(?:[/?#._&=-]|$)",
    re.IGNORECASE,
)
# ...or a log-in's
_ACCOUNT_ADDRESS = re.compile(
    rf"{_JOIN_ADDRESS.pattern}|(?:^|[/?#=_.-])(?:log[-_]?in|sign[-_]?in|auth|account|anmelden|connexion)"
    r"(?:[/?#._&=-]|$)",
    re.IGNORECASE,
)
# ...and none of them to pay ("/account/upgrade", "/join/premium")
_PAY_ADDRESS = re.compile(r"upgrade|billing|pricing|plans?\b|subscri|checkout|premium|payment|purchase", re.I)
# The account said to be free
_FREE = re.compile(
    r"\bfree\b|\bgratis\b|\bgratuit|\bkostenlos|\bgrátis\b|\bgratuit[oa]\b|бесплатн|безкоштовн|免费|免費|無料"
    r"|무료|\bücretsiz\b|\bmiễn phí\b|\bzdarma\b|\bdarmowe?\b|\bingyenes\b",
    re.IGNORECASE,
)
# A metered site's allowance of free reads ("your free articles", "3 free stories", "kostenlosen Artikel"):
# its "free" says nothing of the account
_ALLOWANCE = re.compile(
    r"\bfree (?:articles?|stories|story|reads?|pages?|views?|content|pieces?|items?)\b"
    r"|\bkostenlose[nr]? (?:Artikel|Beiträge?|Texte?)\b|\barticles? gratuits?\b"
    r"|\b(?:artículos?|artigos?|matérias?|notas?|noticias?|notícias?) (?:gratuit[oa]s?|gratis|grátis)\b"
    r"|бесплатн\w* (?:стат|материал)|\bbài viết miễn phí\b|無料記事|免费文章|免費文章",
    re.IGNORECASE,
)
# ...and nothing said to be paid for: a price, or a trial of a paid plan
_PAID = re.compile(
    r"[$€£¥₹]\s?\d|\d\s?[€£₹]|\btrial\b|\bessai\b|\bprueba\b|\bprobe\w*|\bteste grátis\b"
    r"|\bper (?:month|year)\b|/\s?(?:mo|month|yr|year)\b",
    re.IGNORECASE,
)


def joins_free(text: str, markup: str) -> bool:
    """Whether a page judged a pay gate asks only for a free account (see the module docstring): ``text`` its
    extracted text, ``markup`` its HTML."""
    if len(text) > FREE_JOIN_TEXT_CHARS or not markup or _PAID.search(text) is not None:
        return False
    own = shown_markup(page_own(markup_window(markup)))
    choices = choices_of(own, FREE_JOIN_CHOICES)
    if not choices:
        return False
    addresses = []
    for choice in choices:
        found = _HREF.search(choice)
        addresses.append(found.group(1) if found else "")
    if not all(_ACCOUNT_ADDRESS.search(address) for address in addresses) or any(
        _PAY_ADDRESS.search(address) for address in addresses
    ):
        return False
    if not any(_JOIN_ADDRESS.search(address) for address in addresses):
        return False
    labels = [clean(found.group(2)) for found in CHOICE.finditer(own)]
    return any(_FREE.search(_ALLOWANCE.sub(" ", piece)) for piece in (text, *labels))
