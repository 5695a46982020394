"""A cookie-consent page refused in the browser the way a person refuses it: one click on its refusal, or,
when its first layer offers none, one click that opens its settings and one on the refusal found there.

Used once, on a page the wall judge (:mod:`kotoba.web.verdict.walls`) named a consent wall, in a render of
its own (:mod:`kotoba.web.browser.renderer`). The refusal is found by the rules below, which are data:
the known consent forms first (Google's and YouTube's standalone page posts a form whose ``set_eom`` is
``true`` for "Reject all"; Yahoo's and AOL's ``consent-page`` has a button whose value is ``reject``;
Google's in-page dialog a button ``#W0wltc``), then any visible button or link whose whole label is one
of the refusals people are offered, in the languages the judge reads. A label is compared whole and
case-folded, so "Accept all" or "Reject all and subscribe" never match; and nothing a selector points at is
clicked when its label speaks of accepting, agreeing or paying. A page with no refusal — a "pay
or accept" wall, whose only free choice is to accept — gets no click on anything that chooses.

Many consent dialogs (the IAB TCF dialogs of InMobi/Quantcast Choice, Sourcepoint's privacy manager,
OneTrust's preference centre, Didomi's preferences) put "Reject all" only in a second layer behind "More
options", "Manage options" or "Cookie settings". When the first layer has no refusal, one control whose
whole label opens the settings (:data:`SETTINGS_LABELS`, or a known CMP's settings button in
:data:`SETTINGS_SELECTORS`; never one whose label speaks of accepting, agreeing, subscribing or paying) is
clicked, and then the second layer is searched with the same refusal rules, for a few seconds, in every
frame (Sourcepoint's privacy manager is a frame of its own). If the second layer has no refusal as a whole,
nothing more is clicked: not "Save & exit" or "Confirm my choices", which would save whatever the site
pre-set — its "legitimate interest" toggles are often on, and a reader cannot tell which toggles a person
would have turned off — so the consent failure stands. Markup and labels were looked up in public sources:
DuckDuckGo's autoconsent rules (``lib/cmps/onetrust.ts``: ``#onetrust-pc-btn-handler`` opens the
preference centre; ``lib/cmps/sourcepoint-frame.ts``: ``sp_choice_type_12`` opens the privacy manager at
``/privacy-manager/index.html``, whose refusal is ``sp_choice_type_REJECT_ALL`` beside
``sp_choice_type_SAVE_AND_EXIT``), Quantcast Choice's ``.qc-cmp2-summary-buttons`` ("MORE OPTIONS",
``mode="secondary"``; "REJECT ALL" and "SAVE & EXIT" in the second layer), Didomi's
``#didomi-notice-learn-more-button`` and its preferences' "Disagree to all" (scraper and test scripts found
by the code search); no code was taken.

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

import enum
import secrets
from dataclasses import dataclass
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
# The known CMPs' buttons that open the settings layer, tried when no refusal is found (see the docstring).
SETTINGS_SELECTORS = (
    "button#onetrust-pc-btn-handler",  # OneTrust: "Cookie Settings" / "Manage Options"
    "button.sp_choice_type_12",  # Sourcepoint: "Options" / "Settings", opens the privacy manager
    '.qc-cmp2-summary-buttons button[mode="secondary"]',  # InMobi/Quantcast Choice: "MORE OPTIONS"
    "button#didomi-notice-learn-more-button",  # Didomi: "Learn more" / "Manage options"
)
# Whole labels (compared as REJECT_LABELS are) of a control that opens a consent dialog's settings. None of
# them chooses anything; one whose label also says accept, agree, subscribe or pay is never clicked.
SETTINGS_LABELS = frozenset(
    label.casefold()
    for label in (
        "More options",
        "Manage options",
        "Manage settings",
        "Manage preferences",
        "Manage cookies",
        "Manage privacy settings",
        "Customise",
        "Customize",
        "Customise choices",
        "Customize choices",
        "Settings",
        "Options",
        "Cookie settings",
        "Cookies settings",
        "Cookie preferences",
        "Privacy settings",
        "Show purposes",
        "Einstellungen",
        "Cookie-Einstellungen",
        "Einstellungen verwalten",
        "Optionen verwalten",
        "Weitere Optionen",
        "Anpassen",
        "Paramétrer",
        "Paramétrer les cookies",
        "Personnaliser",
        "Plus d'options",
        "Gérer les options",
        "Gestionar opciones",
        "Configurar",
        "Más opciones",
        "Personalizar",
        "Gestisci opzioni",
        "Personalizza",
        "Più opzioni",
        "Gerir opções",
        "Mais opções",
        "Instellingen",
        "Opties beheren",
        "Meer opties",
    )
)
# A second layer's refusals, where the first layer's would be too: "Object to all" refuses the "legitimate
# interest" purposes a TCF dialog turns on by itself.
SECOND_LAYER_SELECTORS = (
    "button.ot-pc-refuse-all-handler",  # OneTrust's preference centre: "Reject All"
    "button.sp_choice_type_REJECT_ALL",  # Sourcepoint's privacy manager: "Reject All"
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
        "Disagree",
        "Disagree to all",
        "Object to all",
        "Object all",
        "Decline cookies",
        "Refuse all",
        "Necessary cookies only",
        "Use necessary cookies only",
        "Only necessary cookies",
        "Continue without accepting",
        "Alle ablehnen",
        "Allen widersprechen",
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
    r"accept|\bagree|allow|consent|ok\b|got it|akzeptier|zustimm|einverstanden|erlauben|accepter|"
    r"j'accepte|aceptar|acepto|accett|aceitar|akkoord|subscri|abonn|abo\b|pay|bezahl|payer|pagar|kaufen"
)
# The elements a refusal may be: what a person can click.
CLICKABLE = 'button, a[href], input[type="submit"], input[type="button"], [role="button"]'
MAX_FRAMES = 20  # a page with more frames than this has them searched only this far
CLICK_SECONDS = 2.0  # a click that the page holds longer than this is given up
CHANGE_SECONDS = 1.0  # how long a refusal's effect (a navigation, new text, a request) is waited to start
SECOND_LAYER_SECONDS = 3.0  # how long the second layer is searched for a refusal after the settings opened
QUIET_SECONDS = 0.6  # … and how long the page may stay quiet (no request open) before it is given up
FIND_SECONDS = 3.0  # a frame whose scripts hold it longer than this is not searched (see ``_find``)
POLL = 0.05

# Runs in a frame: marks the first control the rules find with the attribute given, and returns its label.
# A control found by its label alone is taken whatever words it holds when ``guardLabels`` is false (a
# refusal's whole label is a refusal: "Continue without accepting"); one a selector found never is when its
# label speaks of accepting.
_FIND = """
([selectors, labels, accept, clickable, mark, guardLabels]) => {
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
    if (!said || ((!named || guardLabels) && acceptRe.test(said)) || !shown(el)) return null;
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


class Unsearched(enum.Enum):
    """A frame whose search for a control was not answered in time."""

    UNSEARCHED = "unsearched"


UNSEARCHED = Unsearched.UNSEARCHED


@dataclass(frozen=True)
class _Rules:
    selectors: tuple[str, ...]
    labels: frozenset[str]
    guard_labels: bool


REFUSAL = _Rules(REJECT_SELECTORS + SECOND_LAYER_SELECTORS, REJECT_LABELS, guard_labels=False)
SETTINGS = _Rules(SETTINGS_SELECTORS, SETTINGS_LABELS, guard_labels=True)


async def refuse(page: Page, open_requests: set[object], end: float) -> bool:
    """Refuse the page's consent, if it offers a refusal, and wait (until ``end`` at most) for the effect
    to start: a navigation, new text, or a request. True when a refusal was clicked.

    First a refusal on the page as it is. Failing that, its settings are opened (one click) and a refusal
    is looked for in what they show, for :data:`SECOND_LAYER_SECONDS` at most; nothing else is clicked, and
    nothing twice: a refusal that leads to another wall leaves that wall, and a settings layer whose only
    way out is to save the site's own choices is left unsaved.
    """
    first = await _click(page, REFUSAL, open_requests, end)
    if first is not None:
        return first is True
    if not await _click(page, SETTINGS, open_requests, end):
        return False
    until = min(end, anyio.current_time() + SECOND_LAYER_SECONDS)
    quiet_since = anyio.current_time()
    while anyio.current_time() < until:
        second = await _click(page, REFUSAL, open_requests, end)
        if second is not None:
            return second is True
        now = anyio.current_time()
        if open_requests:
            quiet_since = now
        elif now - quiet_since >= QUIET_SECONDS:
            return False  # the settings opened (or did not) and the page is still: no refusal there
        await anyio.sleep(POLL * 2)
    return False


async def _click(
    page: Page, rules: _Rules, open_requests: set[object], end: float
) -> bool | Unsearched | None:
    """Click the first control ``rules`` find in the page's frames and wait for its effect to start.
    None when none is found; False when one was found but could not be clicked; :data:`UNSEARCHED` when a
    frame could not be searched, so that whether it offers one is not known and nothing is clicked."""
    from playwright.async_api import Error

    mark = secrets.token_hex(8)
    unsearched = False
    for frame in page.frames[:MAX_FRAMES]:
        found = await _find(frame, rules, mark, end)
        if found is UNSEARCHED:
            unsearched = True
            continue
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
    return UNSEARCHED if unsearched else None


async def _find(frame: Frame, rules: _Rules, mark: str, end: float) -> str | Unsearched | None:
    """The label of the control ``rules`` find in ``frame`` (marked with ``mark``), None when it has none,
    :data:`UNSEARCHED` when its scripts held it past :data:`FIND_SECONDS` or the read's end.

    A search that is not answered in time is not an answer: on a busy machine, or a page whose script runs
    long, a refusal that is there would otherwise count as missing, and the next rules (the settings'
    "More options") would be clicked in its place.
    """
    from playwright.async_api import Error

    arguments = [
        list(rules.selectors),
        sorted(rules.labels),
        ACCEPT_WORDS,
        CLICKABLE,
        mark,
        rules.guard_labels,
    ]
    with anyio.move_on_after(max(0.05, min(FIND_SECONDS, end - anyio.current_time()))):
        try:
            found = await frame.evaluate(_FIND, arguments)
        except Error:
            return None  # the frame went away, or its document is not one a script can read
        return found if isinstance(found, str) else None
    return UNSEARCHED


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
