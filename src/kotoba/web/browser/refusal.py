"""A cookie-consent page refused in the browser the way a person refuses it: one click on its refusal.

Used once, on a page the wall judge (:mod:`kotoba.web.verdict.walls`) named a consent wall, in a render of
its own (:mod:`kotoba.web.browser.renderer`). The refusal is found by the rules below, which are data:
the known consent forms first (Google's and YouTube's standalone page posts a form whose ``set_eom`` is
``true`` for "Reject all"; Yahoo's and AOL's ``consent-page`` has a button whose value is ``reject``;
Google's in-page dialog a button ``#W0wltc``), then any visible button or link whose whole label is one
of the refusals people are offered, in the languages the judge reads. A label is compared whole and
case-folded, so "Accept all" or "Reject all and subscribe" never match; and nothing a selector points at is
clicked when its label speaks of accepting, agreeing or paying. A page with no refusal — a "pay
or accept" wall, whose only free choice is to accept — gets no click at all.

DuckDuckGo's autoconsent rules (``@duckduckgo/autoconsent``, packaged for Python as
``duckduckgo-autoconsent-py``) were weighed for this and not used: its opt-out *hides* a popup where it
cannot refuse it (its cosmetic rules, and by design the Sourcepoint "consent or pay" walls: see its
``sourcepoint-top`` rule's comment), which would read past a wall whose only free choice is to accept and
say it was refused; it needs a message bridge that evaluates rule code in every frame's main world; and
its thousand rules mostly dismiss banners over an article, which kotoba reads anyway (a banner is not the
page's message). The walls the judge names are whole pages, few in kind, and are covered here.

Playwright is imported only for its types: this module is imported when a refusal is wanted.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

import anyio

if TYPE_CHECKING:
    from playwright.async_api import Frame, Page

# The known consent forms' refusals, as CSS selectors, tried in order in every frame.
REJECT_SELECTORS = (
    # Google's and YouTube's "Before you continue" page: two forms post to /save; set_eom=true rejects
    'form[action$="/save"]:has(input[name="set_eom"][value="true"]) button',
    'form[action$="/save"]:has(input[name="set_eom"][value="true"]) input[type="submit"]',
    # Google's consent dialog over its own pages: "Reject all"
    "button#W0wltc",
    # Yahoo's and AOL's consent page (consent.yahoo.com, guce): the button whose value is "reject"
    '#consent-page button[value="reject"]',
    "#consent-page button.reject-all",
)
# Whole labels of a refusal (compared case-folded, spaces collapsed). Only refusals that cost nothing.
REJECT_LABELS = frozenset(
    label.casefold()
    for label in (
        "Reject all",
        "Reject",
        "Reject cookies",
        "Reject all cookies",
        "Reject non-essential cookies",
        "Decline",
        "Decline all",
        "Decline cookies",
        "Refuse all",
        "Necessary cookies only",
        "Use necessary cookies only",
        "Only necessary cookies",
        "Continue without accepting",
        "Alle ablehnen",
        "Ablehnen",
        "Cookies ablehnen",
        "Nur notwendige Cookies",
        "Nur erforderliche Cookies",
        "Tout refuser",
        "Refuser",
        "Refuser tout",
        "Continuer sans accepter",
        "Rechazar todo",
        "Rechazar todas",
        "Rechazar",
        "Rifiuta tutto",
        "Rifiuta",
        "Continua senza accettare",
        "Rejeitar tudo",
        "Rejeitar",
        "Alles weigeren",
        "Weigeren",
    )
)
# An element a selector found is never clicked when its label says any of these (a page may give its accept
# button a refusal's class or id); a label of REJECT_LABELS is a refusal as a whole ("Continue without
# accepting"), whatever words it holds.
ACCEPT_WORDS = (
    r"accept|agree|allow|consent|ok\b|got it|akzeptier|zustimm|einverstanden|erlauben|accepter|"
    r"j'accepte|aceptar|acepto|accett|aceitar|akkoord|subscri|abonn|abo\b|pay|bezahl|payer|pagar|kaufen"
)
# The elements a refusal may be: what a person can click.
CLICKABLE = 'button, a[href], input[type="submit"], input[type="button"], [role="button"]'
MAX_FRAMES = 20  # a page with more frames than this has them searched only this far
CLICK_SECONDS = 2.0  # a click that the page holds longer than this is given up
CHANGE_SECONDS = 1.0  # how long a refusal's effect (a navigation, new text, a request) is waited to start
POLL = 0.05

# Runs in a frame: marks the first refusal the rules find with the attribute given, and returns its label.
_FIND = """
([selectors, labels, accept, clickable, mark]) => {
  const acceptRe = new RegExp(accept, "i");
  const wanted = new Set(labels);
  const label = (el) =>
    ((el.innerText || el.value || el.getAttribute("aria-label") || "") + "").replace(/\\s+/g, " ").trim();
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.display !== "none";
  };
  const take = (el, named) => {
    const said = label(el);
    if (!said || (!named && acceptRe.test(said)) || !shown(el)) return null;
    el.setAttribute("data-kotoba-refusal", mark);
    return said;
  };
  for (const selector of selectors) {
    for (const el of document.querySelectorAll(selector)) {
      const said = take(el, false);
      if (said) return said;
    }
  }
  for (const el of document.querySelectorAll(clickable)) {
    if (wanted.has(label(el).toLowerCase())) {
      const said = take(el, true);
      if (said) return said;
    }
  }
  return null;
}
"""
_STATE = "[location.href, document.body ? document.body.innerText.length : 0]"


async def refuse(page: Page, open_requests: set[object], end: float) -> bool:
    """Click the page's consent refusal, if it has one, and wait (until ``end`` at most) for its effect to
    start: a navigation, new text, or a request. True when a refusal was clicked.

    Nothing else is clicked, and at most once: a refusal that leads to another wall leaves that wall.
    """
    from playwright.async_api import Error

    mark = secrets.token_hex(8)
    for frame in page.frames[:MAX_FRAMES]:
        found = await _find(frame, mark, end)
        if found is None:
            continue
        before = await _state(page)
        with anyio.move_on_after(max(0.05, min(CLICK_SECONDS, end - anyio.current_time()))):
            try:
                await frame.click(f'[data-kotoba-refusal="{mark}"]', timeout=CLICK_SECONDS * 1000)
            except Error:
                return False  # it went away, or was covered, before it could be clicked
        await _changed(page, before, open_requests, min(end, anyio.current_time() + CHANGE_SECONDS))
        return True
    return False


async def _find(frame: Frame, mark: str, end: float) -> str | None:
    from playwright.async_api import Error

    arguments = [list(REJECT_SELECTORS), sorted(REJECT_LABELS), ACCEPT_WORDS, CLICKABLE, mark]
    with anyio.move_on_after(max(0.05, min(0.5, end - anyio.current_time()))):
        try:
            found = await frame.evaluate(_FIND, arguments)
        except Error:
            return None  # the frame went away, or its document is not one a script can read
        return found if isinstance(found, str) else None
    return None


async def _state(page: Page) -> object:
    from playwright.async_api import Error

    with anyio.move_on_after(0.5):
        try:
            return await page.evaluate(_STATE)
        except Error:
            return None  # navigating: the context was replaced
    return None


async def _changed(page: Page, before: object, open_requests: set[object], until: float) -> None:
    """Wait until the page navigated, its text changed or a request is open, or ``until``."""
    while anyio.current_time() < until:
        if open_requests or await _state(page) != before:
            return
        await anyio.sleep(POLL)
