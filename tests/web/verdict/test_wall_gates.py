"""The wall judge's structural evidence of the tenth round, both sides: the sign a gate shows over what it holds
back, whatever its words.

Every page here is served to the real read path (extraction, then the judges) as the corpus's pages are.
The evidence comes from the looked-at part of the corpus; the pages are written for these tests, in words
no rule of the paywall's wording knows, so that only the page's shape can tell.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from tests.web.verdict.walls.corpus import read_as_page, read_html


def _app(body: str, title: str = "Rapporter") -> str:
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title></head>"
        f"<body><nav><a href='/'>Hem</a> <a href='/projekt'>Projekt</a> <a href='/team'>Team</a> "
        f"<a href='/hjalp'>Hjälp</a></nav><main>{body}</main></body></html>"
    )


def _paywalled(html: str) -> bool:
    outcome = read_html(html, url="https://app.example/reports/export")
    return isinstance(outcome, PageRead) and outcome.wall == "paywall"


# --- a padlock over an offer (looked at: 14 of the looked-at pay gates show one — "🔒" above "50 / 50 scans
# used", Bootstrap's bi-lock-fill above "… available only for PRO" — and no looked-at trap shows one over an
# offer)


@pytest.mark.parametrize(
    "sign",
    [
        "<div class='icon'>🔒</div>",
        "<div class='icon'>&#128274;</div>",
        "<i class='bi bi-lock-fill'></i>",
        "<i class='fa-solid fa-lock' aria-hidden='true'></i>",
        "<span class='material-symbols-outlined'>lock</span>",
    ],
)
def test_a_short_page_showing_a_padlock_over_an_offer_is_a_pay_gate_in_any_language(sign: str) -> None:
    html = _app(
        f"{sign}<h2>Export till PDF</h2><p>Exporten ingår i Premium, 99 kr i månaden.</p>"
        "<a href='/konto/uppgradera'>Uppgradera</a> <a href='/projekt'>Tillbaka</a>"
    )
    assert _paywalled(html)


def test_a_padlock_on_a_page_telling_of_a_purchase_gone_through_is_read() -> None:
    html = _app(
        "<div class='icon'>🔒</div><h2>Payment successful</h2><p>Thank you: your Premium plan is active and "
        "the export is yours.</p><a href='/projekt'>Back to the project</a>"
    )
    assert read_as_page(
        read_html(html, url="https://app.example/billing/done"), "your Premium plan is active"
    )


def test_an_offer_with_no_padlock_is_read() -> None:
    # an upgrade page is the page asked for (looked-at traps: an extension's "Upgrade to Pro", a tour app's
    # plans): the padlock, not the offer, says something is held back
    html = _app(
        "<h2>Uppgradera till Premium</h2><p>Exporten ingår i Premium, 99 kr i månaden.</p>"
        "<a href='/konto/uppgradera'>Uppgradera</a> <a href='/projekt'>Tillbaka</a>"
    )
    outcome = read_html(html, url="https://app.example/premium")
    assert isinstance(outcome, PageRead) and outcome.wall is None


def test_a_padlock_over_a_page_of_its_own_choices_or_with_no_offer_is_no_pay_gate() -> None:
    menu = _app(
        "<div class='icon'>🔒</div><h2>Säkerhet</h2><p>Premium-kunder kan byta lösenord och nycklar här.</p>"
        "<a href='/s/losenord'>Lösenord</a> <a href='/s/nycklar'>Nycklar</a> <a href='/s/enheter'>Enheter</a> "
        "<a href='/s/logg'>Logg</a>"
    )
    assert not _paywalled(menu)
    vault = _app(
        "<div class='icon'>🔒</div><h2>Valvet</h2><p>Här sparar du lösenord och anteckningar krypterat.</p>"
        "<a href='/valv/ny'>Ny post</a>"
    )
    assert not _paywalled(vault)


# --- an article cut where its declared paid part starts (schema.org's paywalled-content markup as Google
# documents it: "isAccessibleForFree": false, "hasPart" naming the paid section by its cssSelector; looked
# at: the looked-at article paywalls declare ".paywalled" and serve no such element, the looked-at long
# article that declares one serves it whole)

_OPENING = (
    "Satamahallin katto korjataan ensi keväänä, kertoi kaupunki tiistaina. "
    "Kauppiaat muuttavat väliaikaiseen halliin kesäkuussa."
)
_REST = " ".join(
    f"Korjaustyön {n}. vaihe koskee hallin pohjoispäätyä, jonka perustukset uusitaan kokonaan."
    for n in range(8)
)


def _article(part: str, selector: str = ".maksullinen") -> str:
    declared = (
        '{"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Satamahalli korjataan", '
        '"isAccessibleForFree": false, "hasPart": {"@type": "WebPageElement", '
        f'"isAccessibleForFree": false, "cssSelector": "{selector}"}}}}'
    )
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>Satamahalli korjataan</title>"
        f"<meta property='og:type' content='article'><script type='application/ld+json'>{declared}</script>"
        "</head><body><main><article><h1>Satamahalli korjataan</h1>"
        f"<p>{_OPENING}</p>{part}</article></main></body></html>"
    )


def test_an_article_whose_declared_paid_part_is_not_served_is_read_as_its_teaser() -> None:
    for html in (_article(""), _article("<div class='maksullinen'></div>"), _article("", ".ingress, #loput")):
        outcome = read_html(html, url="https://uutiset.example/2026/satamahalli")
        assert isinstance(outcome, PageRead) and outcome.wall == "paywall", html
        assert _OPENING[:30] in outcome.text


def test_an_article_that_serves_its_declared_paid_part_is_read_whole() -> None:
    html = _article(f"<div class='maksullinen'><p>{_REST}</p></div>")
    outcome = read_html(html, url="https://uutiset.example/2026/satamahalli")
    assert read_as_page(outcome, "pohjoispäätyä")
