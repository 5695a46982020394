"""A wall known by its box, both sides: where the element a consent manager, a paywall, a log-in stop, an age
gate, a geo block or a not-found template puts its message holds all the page says, the page is that wall,
in whatever language it speaks; where the page says more of its own outside the box, or the box is hidden
from this reader, or the box holds the article itself, the page is read as it is.

Every page is served to the real read path (extraction, then the judges), as the corpus's pages are. The
boxes' ids and classes are those of the looked-at part of the corpus and of the consent managers' documented
containers (see :mod:`kotoba.web.verdict.boxes`); the pages around them are written for these tests, in
wordings no phrase rule knows (Finnish, Czech, Hungarian), so that the box is what decides.
"""

from __future__ import annotations

import time
from collections import Counter

import pytest

from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.verdict.boxes import boxes
from kotoba.web.verdict.walls import CONSENT_REASON, GEO_REASON, LOGIN_REASON, SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html


def _page(body: str, head: str = "", body_attrs: str = "") -> str:
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>Kotisivu</title>{head}</head>"
        f"<body{body_attrs}><nav><a href='/'>Etusivu</a> <a href='/tietoa'>Tietoa</a></nav>{body}</body></html>"
    )


STORY = (
    "Satamalautakunta päätti tiistaina sulkea vanhan kalatorin kahdeksi vuodeksi, kun laituri rakennetaan "
    "uudelleen. Kauppiaat muuttavat väliaikaiseen halliin lauttaterminaalin viereen, ja kaupunki lupasi, että "
    "vuokrat pysyvät tämän vuoden tasolla. Työt alkavat keväällä, ja uusi tori avataan syksyllä kaksi vuotta "
    "myöhemmin. Kauppiasyhdistyksen mukaan muutto on raskas mutta välttämätön, sillä vanha laituri on "
    "painunut ja osa kojuista on jo suljettu turvallisuussyistä."
)
MORE = (
    "Torin kauppiaat ovat myyneet kalaa samalla paikalla yli sata vuotta, ja moni heistä pelkää, että "
    "asiakkaat eivät löydä väliaikaiseen halliin. Kaupunki aikoo siksi opastaa kulkijoita kylteillä ja "
    "ilmoituksilla, ja halliin järjestetään avajaistapahtuma ensimmäisenä lauantaina. Lauttaterminaalin "
    "pysäköintialue varataan kauppiaiden autoille aamuisin, jotta tavarat saadaan perille ennen avaamista."
)
# A consent manager's banner as its vendor ships it (OneTrust's container and buttons), in Finnish
ONETRUST = (
    "<div id='onetrust-consent-sdk'><div id='onetrust-banner-sdk' class='otFlat'>"
    "<div id='onetrust-policy'><p id='onetrust-policy-text'>Käytämme evästeitä ja vastaavia tekniikoita "
    "sivuston toiminnan varmistamiseen, sisällön mukauttamiseen ja liikenteen analysointiin.</p></div>"
    "<div id='onetrust-button-group'><button id='onetrust-accept-btn-handler'>Hyväksy kaikki</button>"
    "<button id='onetrust-reject-all-handler'>Hylkää kaikki</button></div></div></div>"
)


def test_a_consent_manager_s_banner_that_is_all_the_page_shows_is_a_consent_wall_in_any_language() -> None:
    assert failed_with(read_html(_page(ONETRUST)), CONSENT_REASON)
    # a site's own banner, named as sites name theirs, in Czech; and one a script will show (hidden in the
    # markup until it finds no consent stored, which a read never has)
    own = (
        "<div class='cookieConsentModal'><h3>Soubory cookie</h3><p>Tento web používá soubory cookie, aby vám "
        "mohl nabídnout co nejlepší zážitek.</p><button>Přijmout</button><button>Odmítnout</button></div>"
    )
    assert failed_with(read_html(_page(own)), CONSENT_REASON)
    hidden = own.replace("class='cookieConsentModal'", "class='cookie-banner' style='display:none'")
    assert failed_with(read_html(_page(hidden)), CONSENT_REASON)


def test_a_consent_manager_s_banner_beside_a_page_s_own_words_changes_nothing() -> None:
    article = _page(f"<article><h1>Kalatori suljetaan</h1><p>{STORY}</p></article>{ONETRUST}")
    assert read_as_page(read_html(article), "lauttaterminaalin")
    # a short page of the site's own (a thank-you) under the same banner: the banner is not all it says
    thanks = _page(f"<h1>Kiitos!</h1><p>Tilauksesi on matkalla ja saapuu perjantaina.</p>{ONETRUST}")
    assert read_as_page(read_html(thanks), "matkalla")
    # "cookie" in a class that names no banner: a bakery's cards
    bakery = _page(
        "<div class='cookie-card'><h2>Kaurakeksit</h2><p>Rapeat kaurakeksit leivotaan joka aamu voista, "
        "kaurahiutaleista ja ruokosokerista.</p></div>"
    )
    assert read_as_page(read_html(bakery), "Kaurakeksit")



def test_an_article_about_consent_banners_under_a_one_line_cookie_banner_is_read() -> None:
    # its own sentences speak of cookies, consent, accepting and rejecting: what a consent box's machinery
    # says, so what is left of them once set aside is nothing; the banner is a line beside ten of the page's
    story = (
        "Consent banners are designed to make accepting easy and rejecting hard. Regulators in France fined "
        "two sites this year for hiding the reject button behind a second layer. The banner on this page is "
        "ours: we load no ad trackers, so rejecting costs you nothing. Designers we spoke to say the pattern "
        "comes from A/B tests: a bigger accept button raises the consent rate by a third, and sites paid per "
        "tracked visitor follow the numbers. The French regulator's guidance says refusing must be as easy as "
        "accepting, on the same layer, with a button of the same size."
    )
    banner = (
        "<div class='cookie-banner'><p>We use cookies to improve your experience.</p><button>Accept</button>"
        "<button>Reject</button></div>"
    )
    html = _page(f"<article><h1>Why accept is the biggest button</h1><p>{story}</p></article>{banner}")
    assert read_as_page(read_html(html, url="https://design.example/2026/consent-buttons"), "second layer")

def test_a_pay_box_where_an_article_s_body_would_be_is_a_paywall_and_the_teaser_is_returned() -> None:
    head = "<meta property='og:type' content='article'>"
    teaser = "Satamalautakunta päätti tiistaina sulkea vanhan kalatorin kahdeksi vuodeksi."
    box = (
        "<div class='paywall'><h3>Tämä artikkeli on tilaajille</h3><p>Tilaa nyt ja lue rajattomasti.</p>"
        "<a href='/tilaa'>Tilaa 1 €</a></div>"
    )
    outcome = read_html(_page(f"<article><h1>Kalatori suljetaan</h1><p>{teaser}</p>{box}</article>", head))
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome
    assert "kalatorin" in outcome.text


def test_a_pay_box_on_a_plan_page_hidden_from_this_reader_or_holding_the_article_changes_nothing() -> None:
    box = (
        "<div class='paywall'><h3>Tämä artikkeli on tilaajille</h3><p>Tilaa nyt ja lue rajattomasti.</p>"
        "<a href='/tilaa'>Tilaa 1 €</a></div>"
    )
    # an app's offer screen (apps call every one a "paywall"): no article's page around it
    plans = _page(f"<h1>Valitse tilaus</h1>{box}")
    assert isinstance(read_html(plans), PageRead) and read_html(plans).wall is None
    # a box the page hides (shown to readers without a subscription, by a script) under a short article
    head = "<meta property='og:type' content='article'>"
    hidden = box.replace("class='paywall'", "class='paywall hidden'")
    short = _page(f"<article><h1>Kalatori suljetaan</h1><p>{STORY}</p>{hidden}</article>", head)
    assert read_as_page(read_html(short), "lauttaterminaalin")
    # a news site's "paywall" box holding the very article it keeps for subscribers, served whole
    whole = _page(
        f"<article><h1>Kalatori suljetaan</h1><div class='paywall'><p>{STORY}</p><p>{MORE}</p></div></article>",
        head,
    )
    assert read_as_page(read_html(whole), "lauttaterminaalin")


def test_a_log_in_stop_a_geo_block_and_a_not_found_page_known_by_their_boxes() -> None:
    login = (
        "<div class='alert login-required'><h2>Bejelentkezés</h2><p>Az oldal megtekintése csak tagjaink "
        "számára lehetséges.</p><a href='/belepes'>Belépés</a></div>"
    )
    assert failed_with(read_html(_page(login)), LOGIN_REASON)
    geo = (
        "<section class='geo-blocked'><h2>Hoppá!</h2><p>Ez a tartalom az Ön tartózkodási helyéről nem "
        "érhető el.</p></section>"
    )
    assert failed_with(read_html(_page(geo)), GEO_REASON)
    # WordPress writes "error404" on the body of its not-found template alone
    lost = _page("<h1>Hoppá!</h1><p>Úgy tűnik, itt semmi sincs.</p>", body_attrs=" class='error404 wp-theme'")
    assert failed_with(read_html(lost), SOFT_404_REASON)


def test_a_reader_s_state_named_on_a_page_is_no_box_and_a_box_beside_a_story_changes_nothing() -> None:
    # Drupal names every page an anonymous reader gets "not-logged-in"
    notice = _page(
        "<h1>Aukioloajat</h1><p>Kirjasto on suljettu juhlapyhinä, muuten avoinna arkisin.</p>",
        body_attrs=" class='not-logged-in page-node'",
    )
    assert read_as_page(read_html(notice), "juhlapyhinä")
    login = "<div class='login-required'><p>Kirjaudu sisään kommentoidaksesi.</p><a>Kirjaudu</a></div>"
    story = _page(f"<article><h1>Kalatori suljetaan</h1><p>{STORY}</p>{login}</article>")
    assert read_as_page(read_html(story), "lauttaterminaalin")


# One element naming a wall box of every kind (several names of each), as a hostile page may write it
EVERY_BOX = (
    "cookie-banner consent-banner gdpr-banner onetrust-banner-sdk optanon-alert-box didomi-host "
    "usercentrics-root qc-cmp2-container truste-consent-track login-required sign-in-required "
    "registration-wall age-gate verify-age legal-age geo-block region-block country-block error-404"
)


@pytest.mark.parametrize(
    "filling",
    ["<!--" * 9_000, "<script>" * 5_000, "<style x>" * 4_000, "<div" * 10_000, "<a" * 20_000, "<" * 39_000],
    ids=["comments", "scripts", "styles", "openings", "links", "brackets"],
)
def test_a_box_filled_with_markup_that_never_closes_is_judged_in_bounded_time(filling: str) -> None:
    # the judges run in a read's thread, which no deadline stops: the box's text must cost one pass over
    # it, not one pass per comment, script or tag opened in it and never closed: about what a box as long
    # filled with closed paragraphs costs (measured in one run, so that a busy machine slows both alike)
    def fastest_read(inside: str) -> float:
        page = _page(f"<div class='{EVERY_BOX}'><p>Nyt sataa.</p>{inside}</div>")
        times = []
        for _ in range(2):
            started = time.perf_counter()
            outcome = read_html(page)
            times.append(time.perf_counter() - started)
            assert isinstance(outcome, (PageRead, ReadFailed))
        return min(times)

    closed = fastest_read("<p>x</p>" * (len(filling) // 8))
    assert fastest_read(filling) < 5 * closed


def test_boxes_naming_every_kind_many_times_over_are_each_read_once() -> None:
    # under a short story, five boxes each named by twenty of the boxes' names and holding hundreds of footer
    # lines: every name finds the same box again, and a box given once per name (up to twelve copies of the
    # same forty kilobytes a kind) cost seconds of a read's thread. Counted, not timed: a busy machine slows
    # a read whatever the judge does
    story = "<main><article><h1>Sää</h1><p>Nyt sataa koko päivän, ja huomenna paistaa aurinko.</p></article></main>"
    line = "<p>Copyright 2026 Esimerkki Oy, kaikki oikeudet pidätetään, all rights reserved.</p>"
    page = _page(story + f"<div class='{EVERY_BOX}'><p>Nyt sataa.</p>{line * 500}</div>" * 5)
    given = Counter(kind for kind, _ in boxes(page))
    assert given and all(times <= 5 for times in given.values()), given
    assert isinstance(read_html(page), (PageRead, ReadFailed))


def test_the_platforms_password_pages_and_a_membership_plugin_s_box_are_known_by_their_boxes() -> None:
    # Webflow's password page (its utility page's "w-password-page" form) and WordPress's "post-password-form"
    webflow = (
        "<div class='utility-page-wrap'><div class='utility-page-content w-password-page w-form'><form>"
        "<h2>Suojattu sivu</h2><label>Salasana</label><input type='password' name='pass'>"
        "<input type='submit' value='Lähetä'></form></div></div>"
    )
    assert failed_with(read_html(_page(webflow)), LOGIN_REASON)
    wordpress = (
        "<form class='post-password-form' method='post'><p>Tämä sisältö on suojattu salasanalla. Syötä "
        "salasana nähdäksesi sen.</p><p><label>Salasana <input type='password'></label></p></form>"
    )
    assert failed_with(read_html(_page(wordpress)), LOGIN_REASON)
    # Paid Memberships Pro's notice box under an article's opening
    head = "<meta property='og:type' content='article'>"
    teaser = "Satamalautakunta päätti tiistaina sulkea vanhan kalatorin kahdeksi vuodeksi."
    pmpro = (
        "<div class='pmpro_content_message'>Tämä sisältö on vain Kulta-jäsenille. <a href='/jasenyys'>Liity "
        "nyt</a></div>"
    )
    outcome = read_html(_page(f"<article><h1>Kalatori suljetaan</h1><p>{teaser}</p>{pmpro}</article>", head))
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


def test_a_password_form_box_beside_a_story_changes_nothing() -> None:
    form = (
        "<form class='post-password-form'><p>Jäsenten alue: syötä salasana.</p>"
        "<input type='password'></form>"
    )
    story = _page(f"<article><h1>Kalatori suljetaan</h1><p>{STORY}</p><p>{MORE}</p>{form}</article>")
    assert read_as_page(read_html(story), "lauttaterminaalin")
