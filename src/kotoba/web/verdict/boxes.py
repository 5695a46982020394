"""The wall's own box: the element of the markup a consent manager, a paywall, a log-in stop, an age gate,
a geo block or a not-found template puts its message in, found by the id or class its makers gave it.

Phrase rules know a wall only in the wordings already met, and a wall's wording changes with every site and
language. The names of its box change far less: a consent manager's banner is ``#onetrust-banner-sdk``,
``#CybotCookiebotDialog`` or ``#didomi-host`` on every site that runs it, and a site's own banner is a
``cookie-banner`` or a ``cookieConsentModal`` whatever language it speaks; a paywall's box is a
``paywall``, a log-in stop a ``login-required``, WordPress's not-found page a ``<body class="error404">``.
So where such a box holds the page's message — what the page says outside it is no more than a wall of
that kind leaves (the judge's own measure, :func:`kotoba.web.verdict.walls.leaves_little`) — the page is
that wall. A box beside an article (a cookie banner under a story, a paywall template a free article
carries hidden) leaves the article's text outside it, and changes nothing.

The consent managers' ids and classes are the ones consent tools select them by. DuckDuckGo's autoconsent:
``lib/cmps/onetrust.ts`` (``#onetrust-banner-sdk``, ``#onetrust-consent-sdk``), ``lib/cmps/cookiebot.ts``
(``#CybotCookiebotDialog``), ``rules/rules.json`` (``#didomi-host``, ``#didomi-popup``,
``#didomi-notice``), ``rules/autoconsent/complianz-banner.json`` (``#cmplz-cookiebanner-container``),
``rules/autoconsent/cookieyes.json`` (``.cky-consent-container``),
``rules/autoconsent/usercentrics-button.json`` (``#usercentrics-button``). And the vendors' own documented
containers: Quantcast/InMobi Choice's ``.qc-cmp2-container``, Sourcepoint's ``sp_message_container_…``,
Usercentrics' ``#usercentrics-root``, TrustArc's ``#truste-consent-track``, Google Funding Choices'
``.fc-consent-root``, iubenda's ``#iubenda-cs-banner``, Borlabs Cookie's ``#BorlabsCookieBox``, CookieYes'
older ``#cookie-law-info-bar``, Osano's ``cc-window``, Cookie Script's ``#cookiescript_injected``,
consentmanager.net's ``cmpbox``, Klaro's ``klaro``, tarteaucitron's ``tarteaucitronRoot``, Axeptio's
``axeptio_overlay``. The platforms' own password pages: Webflow's ``w-password-page``, WordPress's
``post-password-form``; Paid Memberships Pro's ``pmpro_content_message``. The generic names
(``cookie-banner``, ``paywall``, ``login-required``, ``age-gate``, ``geo-blocked``, ``error-404``) were read
off the looked-at part of the wall corpus and the templates such pages are built from.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from kotoba.web.outcome import Wall
from kotoba.web.verdict.literals import LiteralSet

_FLAGS = re.IGNORECASE
# How far a box may reach in the markup (a consent manager's second layer, with its purposes and vendors, is
# long), and how many candidate tags of each kind are looked at on one page: the judge stays a few searches.
BOX_REACH = 40_000
BOX_TRIES = 12
# ...and how many occurrences of its names' literals are looked at (a script may repeat "cookie" a thousand
# times), and how far around one its tag may start and end
BOX_HITS = 200
TAG_REACH = 1000
# The least a box must say to be a message: a heading and a button's label ("Cookies", "Accept").
BOX_WORDS = 3
# Tags never a box (their attributes name scripts, styles and fonts, not a message), and those a box is only
# for a not-found page: WordPress's body_class() writes "error404" on its not-found template alone. (A name
# for the reader's state, "not-logged-in", is no box at all: Drupal puts it on the body of every page an
# anonymous reader gets, and sites on the navigation such a reader is shown.)
_NOT_BOXES = frozenset(
    {"script", "style", "link", "meta", "noscript", "template", "head", "title", "svg", "path"}
)
_WHOLE_PAGE = frozenset({"html", "body"})
_SEP = r"[-_]?"


@dataclass(frozen=True)
class Box:
    """The names one kind of wall gives its box (matched against an ``id`` or ``class`` value, case-blind),
    and literal text, lower case, one of which every such name holds (a page with none is not searched)."""

    kind: Wall
    names: re.Pattern[str]
    needles: tuple[str, ...]
    whole_page: bool = False  # whether <body>/<html> carrying the name is the box (the whole page)
    # literal text (lower case) of which the markup must hold one for a box of this kind to count: a paywall's
    # box stands where an article's body would be, in an article's page; the same box alone is an app's offer
    # (apps call every subscription screen a "paywall"), which is no wall
    context: tuple[str, ...] = ()
    # whether a box its page hides counts: a consent banner is hidden in the markup until a script finds no
    # consent stored, that is, for every new reader, which a read always is; a log-in or pay box that a page
    # hides is shown to some readers only, and this one may not be among them
    hidden_shown: bool = False


CONSENT_BOX = Box(
    "consent",
    re.compile(
        rf"cookies?{_SEP}(?:consent|banner|notice|popup|pop{_SEP}up|modal|bar\b|box\b|law|dialog|wall|overlay"
        rf"|message|alert|prompt|disclaimer|notification|layer|hinweis)"
        rf"|consent{_SEP}(?:banner|modal|popup|dialog|box\b|wall|manager|bar\b|notice|layer|overlay|content)"
        rf"|gdpr{_SEP}(?:banner|consent|cookie|popup|modal|bar\b|notice)"
        r"|onetrust-(?:banner|consent|pc)-sdk|optanon-alert-box|cybotcookiebotdialog|didomi-(?:host|popup|notice)"
        r"|usercentrics-(?:root|button)|qc-cmp2-(?:container|ui)|sp_message_container|truste-consent-track"
        r"|fc-consent-root|iubenda-cs-banner|borlabscookiebox|cookie-law-info-bar|cmplz-cookiebanner"
        r"|cky-consent-container|\bcc-window\b|cookiescript_injected|\bcmpbox\b|\bklaro\b|tarteaucitronroot"
        r"|axeptio_overlay",
        _FLAGS,
    ),
    (
        "cookie",
        "consent",
        "gdpr",
        "onetrust",
        "optanon",
        "cybot",
        "didomi",
        "usercentrics",
        "qc-cmp2",
        "sp_message",
        "truste",
        "fc-consent",
        "iubenda",
        "borlabs",
        "cmplz",
        "cky-",
        "cc-window",
        "cmpbox",
        "klaro",
        "tarteaucitron",
        "axeptio",
    ),
    hidden_shown=True,
)

LOGIN_BOX = Box(
    "login",
    re.compile(
        rf"log{_SEP}in{_SEP}(?:required|wall|gate|needed)|sign{_SEP}in{_SEP}(?:required|wall|gate|needed)"
        rf"|auth{_SEP}wall|reg{_SEP}wall|registration{_SEP}wall"
        # the platforms' own password pages: Webflow's ``w-password-page`` (its utility page for a site or
        # page kept behind a password), WordPress's ``post-password-form`` (get_the_password_form)
        r"|\bw-password-page\b|\bpost-password-form\b",
        _FLAGS,
    ),
    (
        "w-password-page",
        "post-password-form",
        "login",
        "log-in",
        "log_in",
        "signin",
        "sign-in",
        "sign_in",
        "authwall",
        "auth-wall",
        "auth_wall",
        "regwall",
        "reg-wall",
        "reg_wall",
        "registration",
    ),
)

PAYWALL_BOX = Box(
    "paywall",
    re.compile(
        rf"pay{_SEP}wall|paid{_SEP}(?:wall|content{_SEP}lock)|premium{_SEP}(?:required|wall|gate|lock|only)"
        rf"|subscri(?:ption|ber)s?{_SEP}(?:required|wall|only|gate|lock)|upgrade{_SEP}(?:required|wall|gate)"
        rf"|meter{_SEP}(?:wall|expired)|locked{_SEP}content|content{_SEP}(?:locked|gate)"
        r"|\btp-modal\b|gh-post-upgrade-cta"
        # Paid Memberships Pro's box for its "This content is for … members only." notice
        r"|\bpmpro_content_message\b",
        _FLAGS,
    ),
    (
        "paywall",
        "pay-wall",
        "pay_wall",
        "paid",
        "premium",
        "subscri",
        "upgrade",
        "meter",
        "locked",
        "tp-modal",
        "gh-post-upgrade",
        "pmpro_content_message",
    ),
    context=(
        'og:type" content="article',
        "og:type' content='article",
        "article:published_time",
        '"@type":"newsarticle"',
        '"@type": "newsarticle"',
        '"@type":"article"',
        '"@type": "article"',
        '"@type":"blogposting"',
        '"@type": "blogposting"',
    ),
)

# (an age gate's box by the names gates give it: age-gate, age-verification, agecheck…, and the overlay,
# modal, pop-up or dialog it is drawn as: "age-overlay", "agePopup", "age-modal-wrapper", three looked-at
# gates)
AGE_BOX = Box(
    "age",
    re.compile(
        rf"\bage{_SEP}(?:gate|verification|verify|check|confirm|wall|restriction|overlay|modal|popup|pop{_SEP}up"
        rf"|dialog)|agegate|ageverif|verify{_SEP}age"
        rf"|legal{_SEP}age",
        _FLAGS,
    ),
    (
        "age-",
        "age_",
        "agegate",
        "ageverif",
        "agecheck",
        "ageconfirm",
        "agerestrict",
        "agewall",
        "ageoverlay",
        "agemodal",
        "agepopup",
        "agepop-up",
        "agedialog",
        "verify",
        "legal",
    ),
)

GEO_BOX = Box(
    "geo",
    re.compile(
        rf"geo{_SEP}(?:block|restrict|fence|wall|gate)|(?:region|country){_SEP}(?:block|restrict|lock)",
        _FLAGS,
    ),
    ("geo", "region", "country"),
)

SOFT404_BOX = Box(
    "soft404",
    re.compile(
        rf"\berror{_SEP}404\b|\b404{_SEP}(?:page|error|wrapper|container|content)\b|page{_SEP}not{_SEP}found"
        rf"|\bnot{_SEP}found{_SEP}(?:page|wrapper|container|content)\b",
        _FLAGS,
    ),
    ("404", "not-found", "not_found", "notfound"),
    whole_page=True,
)

# In the order a page is asked: the kinds that are failures first, the paywall (a success with a note) last.
BOXES: tuple[Box, ...] = (GEO_BOX, AGE_BOX, CONSENT_BOX, LOGIN_BOX, SOFT404_BOX, PAYWALL_BOX)
_NEEDLES = LiteralSet(dict.fromkeys(needle for box in BOXES for needle in box.needles))

_ATTRIBUTE = re.compile(r"""\b(?:id|class)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))""", re.IGNORECASE)
# A dialog's accessible name (WAI-ARIA: a dialog is named by aria-label or aria-labelledby; the looked-at
# banners say role="dialog" aria-label="Cookie consent", "Cookie-Einstellungen"): a box's name as its makers
# give it to screen readers, read as an id would be written (its spaces as hyphens)
_DIALOG = re.compile(r"""\brole\s*=\s*["']?(?:alert)?dialog\b""", re.IGNORECASE)
_LABEL = re.compile(r"""\baria-label\s*=\s*(?:"([^"]{1,100})"|'([^']{1,100})')""", re.IGNORECASE)
_TAG_NAME = re.compile(r"<([a-zA-Z][a-zA-Z0-9-]*)")
# A box its page hides (a template a script shows only to some readers): not what the reader is shown
_HIDDEN = re.compile(
    r"""\shidden(?=[\s=/>])|\b(?:display\s*:\s*none|visibility\s*:\s*hidden)"""
    r"""|\bclass\s*=\s*["'][^"']*(?<![\w-])(?:hidden|d-none|is-hidden|hide|invisible)(?![\w-])""",
    re.IGNORECASE,
)


def boxes(markup: str) -> Iterator[tuple[Wall, str]]:
    """Each wall box of ``markup`` (already the judge's window), as its kind and the markup it spans, in the
    order of :data:`BOXES`, each kind's boxes together in markup order per name (a box inside another of the
    same name is not given again); at most :data:`BOX_TRIES` candidate tags of each kind are looked at."""
    lowered = markup.lower()
    found = _NEEDLES.found_in(lowered)
    present = found if found is not None else {n for n in _NEEDLES.literals if n in lowered}
    if not present:
        return
    for box in BOXES:
        if box.context and not any(mark in lowered for mark in box.context):
            continue
        tries = hits = 0
        # the boxes of this kind given, where they start and end: one a second name finds again (a class
        # "cookie-consent-banner" holds three needles), or one inside it, is not given twice — a hostile page
        # would otherwise have the same tens of kilobytes read once per name
        given: list[tuple[int, int]] = []
        for needle in box.needles:
            if needle not in present:
                continue
            at = lowered.find(needle)
            while at != -1 and tries < BOX_TRIES and hits < BOX_HITS:
                hits += 1
                reach = max(0, at - TAG_REACH)  # (an attribute's value, not a script's whole text)
                opening = lowered.rfind("<", reach, at)
                closed = lowered.rfind(">", reach, at)
                end_of_tag = lowered.find(">", at, at + TAG_REACH)
                within = next((end for start, end in given if start <= opening < end), None)
                if within is not None:
                    at = lowered.find(needle, max(within, at + len(needle)))
                    continue
                if opening > closed and end_of_tag != -1:
                    tries += 1
                    span = _box(box, markup, lowered, opening, end_of_tag + 1)
                    if span is not None:
                        yield box.kind, span
                        given.append((opening, opening + len(span)))
                        # (a consent manager has several: its banner, its overlay, its second layer)
                        at = lowered.find(needle, opening + len(span))
                        continue
                at = lowered.find(needle, at + len(needle))


def _box(box: Box, markup: str, lowered: str, start: int, end: int) -> str | None:
    """The markup of the element whose opening tag is ``markup[start:end]``, where its id or class names a
    ``box``; else None."""
    tag = markup[start:end]
    name = _TAG_NAME.match(tag)
    if name is None:
        return None
    element = name.group(1).lower()
    if element in _NOT_BOXES or (element in _WHOLE_PAGE and not box.whole_page):
        return None
    values = [next((v for v in m.groups() if v is not None), "") for m in _ATTRIBUTE.finditer(tag)]
    if _DIALOG.search(tag) and (label := _LABEL.search(tag)) is not None:
        values.append(re.sub(r"\s+", "-", label.group(1) or label.group(2) or ""))
    if not any(box.names.search(value) for value in values):
        return None
    if not box.hidden_shown and _HIDDEN.search(tag):
        return None
    if element in _WHOLE_PAGE:
        return markup[end:]
    return markup[start : element_end(lowered, element, end)]


def element_end(lowered: str, element: str, start: int) -> int:
    """Where the element opened just before ``start`` ends: after its matching closing tag, counting the
    same elements opened inside it, or at :data:`BOX_REACH` (or the markup's end) if it never closes."""
    limit = min(len(lowered), start + BOX_REACH)
    pattern = re.compile(rf"<(/?){re.escape(element)}\b[^>]*>")
    # a tag ends at a ">": past the last one the pattern is not tried (from each "<div" of a run that never
    # closes it would read on to the limit: a pass per tag, on a box a hostile page fills as it likes)
    last = lowered.rfind(">", start, limit) + 1
    depth = 1
    for tag in pattern.finditer(lowered, start, max(start, last)):
        if tag.group(0).endswith("/>") and not tag.group(1):
            continue
        depth += -1 if tag.group(1) else 1
        if depth == 0:
            return tag.end()
    return limit
