"""The wall judge's structural evidence of the tenth round, both sides: the sign a gate shows over what it holds
back, whatever its words.

Every page here is served to the real read path (extraction, then the judges) as the corpus's pages are.
The evidence comes from the looked-at part of the corpus; the pages are written for these tests, in words
no rule of the paywall's wording knows, so that only the page's shape can tell.
"""

from __future__ import annotations

import re
import time

import pytest

from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.verdict.template import untemplated
from kotoba.web.verdict.walls import (
    AGE_REASON,
    CONSENT_REASON,
    GEO_REASON,
    LOGIN_REASON,
    SOFT_404_REASON,
    judge_walls,
)
from kotoba.web.verdict.walls_rules import AGE
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html


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


def test_a_padlock_over_a_payment_processor_s_button_is_a_pay_gate() -> None:
    # the offer named only by who takes the payment (looked at: a Hebrew trial's end, "שלם עם Stripe")
    html = _app(
        "<div class='icon'>🔒</div><h2>תקופת הניסיון הסתיימה</h2><p>שבוע הניסיון שלך הסתיים, המשך לנהל את הליגה.</p>"
        "<a href='/create-checkout-session'>שלם עם Stripe</a>"
    )
    assert _paywalled(html)


@pytest.mark.parametrize(
    ("sign", "way"),
    [
        ("🚫", "<a href=\"{{ url_for('pricing') }}\">프리미엄 구독하기</a>"),
        ("🔑", "<a href='/konto/premium'>Odkryj pełnię możliwości</a>"),
        ("🔒", "<a href='/billing/upgrade'>Nâng cấp</a>"),
    ],
)
def test_a_stop_sign_over_a_way_to_pay_is_a_pay_gate_in_any_language(sign: str, way: str) -> None:
    # the offer named by where its link leads (looked at: a Korean project limit under 🚫 whose only link is
    # url_for('pricing'), a Polish free-code limit under 🔑)
    html = _app(f"<h2>{sign} Giới hạn dự án</h2><p>Tài khoản miễn phí chỉ tạo được ba dự án.</p>{way}")
    assert _paywalled(html)


def test_a_stop_sign_over_no_offer_or_over_a_log_in_is_no_pay_gate() -> None:
    no_entry = _app(
        "<h2>🚫 Giới hạn dự án</h2><p>Tài khoản miễn phí chỉ tạo được ba dự án.</p><a href='/'>Về</a>"
    )
    assert not _paywalled(no_entry)
    keys = _app(
        "<h2>🔑 Schlüsselverwaltung</h2><p>Hier verwaltest du die Schlüssel deiner Geräte.</p>"
        "<a href='/login'>Login</a>"
    )
    assert read_as_page(read_html(keys, url="https://app.example/keys"), "verwaltest du")


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


# --- a padlock over the way to log in (looked at: ten of the padlocked looked-at log-in walls offer a choice
# labelled "Sign in with Google", "Login Now", "立即登录", "Ingresar con …" among at most three, and no other
# looked-at page does)


@pytest.mark.parametrize("label", ["Login", "Sign in with Google", "Zaloguj", "登录"])
def test_a_short_page_showing_a_padlock_over_a_way_to_log_in_is_a_log_in_wall_in_any_language(
    label: str,
) -> None:
    html = _app(
        f"<div class='icon'>🔐</div><h2>Laporan proyek</h2><p>Halaman ini hanya untuk anggota tim.</p>"
        f"<button onclick='go()'>{label}</button> <a href='/'>Kembali</a>"
    )
    assert failed_with(read_html(html, url="https://app.example/laporan/7"), LOGIN_REASON)


def test_a_padlock_over_a_log_out_note_or_over_a_page_of_its_own_choices_is_read() -> None:
    logged_out = _app(
        "<div class='icon'>🔒</div><h2>You have been logged out</h2><p>Thanks for spending time on the "
        "project pages today.</p><a href='/login'>Log in again</a>"
    )
    assert read_as_page(read_html(logged_out, url="https://app.example/bye"), "Thanks for spending")
    help_index = _app(
        "<div class='icon'>🔒</div><h2>Konto och säkerhet</h2><p>Här hittar du svar om konton.</p>"
        "<a href='/hjalp/login'>Login</a> <a href='/hjalp/losenord'>Lösenord</a> "
        "<a href='/hjalp/nycklar'>Nycklar</a> <a href='/hjalp/enheter'>Enheter</a>"
    )
    assert read_as_page(read_html(help_index, url="https://app.example/hjalp"), "svar om konton")


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


# --- a page that opens with the wall: its headline says it and its first sentences say it again, whatever
# the site's blocks below (looked at: a marketplace's "Page Not Found" / "The page you're looking for doesn't
# exist or may have been moved." above a box of the request's details and a list of possible reasons)

_SITE_BLOCKS = (
    "<h2>About the market</h2><p>Our traders have sold fresh fish on the quay every morning since 1911, "
    "and the hall is open to visitors from six until noon every day of the week.</p>"
    "<h2>Delivery</h2><p>We deliver across the county on Tuesdays and Fridays, packed in ice, to your door "
    "before lunch, and a driver calls ahead when the van leaves the quay.</p>"
)


def test_a_not_found_page_that_opens_with_its_message_above_the_site_s_blocks_is_a_soft_404() -> None:
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Harbour Market</title></head><body><main>"
        "<h1>Page Not Found</h1><p>The page you're looking for doesn't exist or may have been moved.</p>"
        f"{_SITE_BLOCKS}</main></body></html>"
    )
    outcome = read_html(html, url="https://market.example/stalls/42")
    assert isinstance(outcome, ReadFailed) and outcome.reason == SOFT_404_REASON


def test_a_post_headed_with_a_wall_s_words_that_goes_on_in_its_own_is_read() -> None:
    # the headline alone, or a sentence alone further down, is not the page opening with the wall
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Harbour Market</title></head><body><main>"
        "<h1>Page Not Found</h1><p>That was the sign on the old market's door when we came back in May: the "
        "hall had closed for repairs, and the traders had moved to the estate.</p>"
        f"{_SITE_BLOCKS}</main></body></html>"
    )
    assert read_as_page(read_html(html, url="https://market.example/blog/may"), "the traders had moved")


# --- a template served as it is names its log-in route by a call, not an address (looked at: Flask's
# url_for('login'), Django's {% url 'users:login' %} in the looked-at log-in walls and log-out pages)


def _served_template(body: str) -> str:
    return (
        "{% extends 'base.html' %}\n<!doctype html><html><head><meta charset='utf-8'><title>Klubben</title>"
        f"</head><body>{{% block content %}}<div class='card'>{body}</div>{{% endblock %}}</body></html>"
    )


@pytest.mark.parametrize("route", ["{{ url_for('auth.login') }}", "{% url 'accounts:login' %}"])
def test_a_template_whose_sentence_leads_to_its_log_in_route_is_a_log_in_wall(route: str) -> None:
    html = _served_template(
        f'<h2>Protokoll</h2><p>Protokollen är bara för medlemmar: <a href="{route}">logga in</a> för att läsa '
        "dem.</p>"
    )
    assert failed_with(read_html(html, url="https://klubb.example/templates/minutes.html"), LOGIN_REASON)


def test_a_template_s_log_out_page_leading_to_its_log_in_route_is_read() -> None:
    html = _served_template(
        "<h2>Logged out</h2><p>You have been successfully logged out.</p>"
        "<p>Click here to <a href=\"{% url 'login' %}\">log in</a> again</p>"
    )
    outcome = read_html(html, url="https://klubb.example/templates/logged_out.html")
    assert read_as_page(outcome, "successfully logged out")


# --- round ten's looked-at wording and templates: Ghost's {{t}} helper, Twig's |trans filter and Laravel
# Blade's __() and @section read as the sentences they show; a Hugo layout's "you reached a page that doesn't
# exist"; a site that tells EU readers it has placed them and ignores their traffic


def _raw(body: str) -> str:
    return f"<!doctype html><html><head><meta charset='utf-8'></head><body>{body}</body></html>"


@pytest.mark.parametrize(
    "said",
    [
        '{{!< default}}<h1>404 | Oops</h1><p>{{t "The page you were looking for could not be found."}}</p>',
        "<h1>Oops</h1><p>{{ 'The page you were looking for could not be found.'|trans }}</p>",
        "@extends('errors.layout') @section('title', __('Oops')) @section('message', "
        "__('The page you were looking for could not be found.'))",
        "<h4>Looks like you reached a page that doesn't exist. Head <a href='/'>back to the front page</a> to "
        "see current topics.</h4>",
    ],
)
def test_a_not_found_template_speaking_through_its_helpers_is_a_soft_404(said: str) -> None:
    outcome = read_html(_raw(said), url="https://blog.example/404.hbs")
    assert isinstance(outcome, ReadFailed) and outcome.reason == SOFT_404_REASON, outcome


def test_a_template_s_translated_words_of_its_own_are_read() -> None:
    story = (
        "The club's spring regatta moved to the lower lake this year after the river rose above the marks. "
        "Forty crews raced in eight classes, and the junior fours set a course record on the new water."
    )
    for html in (
        _raw(f'<h1>{{{{t "Regatta"}}}}</h1><p>{{{{t "{story}"}}}}</p>'),
        _raw(f"@section('body', __('{story}'))"),
    ):
        assert read_as_page(read_html(html, url="https://club.example/regatta.hbs"), "Forty crews")


def test_a_site_that_places_the_reader_in_the_eu_and_ignores_their_traffic_is_a_geo_block() -> None:
    html = _raw(
        "<p>Our systems have determined that you are visiting from the EU.</p><p>In order to respect the "
        "GDPR we have configured our systems to automatically ignore traffic from EU-based internet users.</p>"
    )
    assert failed_with(read_html(html, url="https://agency.example/"), GEO_REASON)
    story = _raw(
        "<h1>Why some American sites still shut out Europe</h1><p>Six years after the GDPR took effect, a "
        "marketing agency's home page still greets European readers with a grey box. The agency said its "
        "systems ignore traffic from EU-based internet users because checking every tracker for consent costs "
        "more than the readers are worth to it. Lawyers we asked called that a reasonable choice for a firm "
        "with no European clients, and a poor one for a newspaper, whose readers travel.</p>"
    )
    assert read_as_page(read_html(story, url="https://news.example/2026/gdpr-walls"), "grey box")


def test_an_article_declaring_thousands_of_paid_parts_is_judged_in_bounded_time() -> None:
    # each declared part's name was looked for over the whole markup, lowered again each time: 5,000 names
    # on a 200 KB page held the read's thread for 15 s
    names = ", ".join(f'{{"@type": "WebPageElement", "cssSelector": ".osa{n}"}}' for n in range(5000))
    declared = f'{{"@type": "NewsArticle", "isAccessibleForFree": false, "hasPart": [{names}]}}'
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Satamahalli korjataan</title>"
        f"<script type='application/ld+json'>{declared}</script></head><body><main><article>"
        f"<h1>Satamahalli korjataan</h1><p>{_OPENING}</p>{'<div class=kuva><img src=k.jpg></div>' * 3000}</article></main>"
        "</body></html>"
    )
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    outcome = read_html(html, url="https://uutiset.example/2026/satamahalli")
    assert time.thread_time() - started < 3.0
    assert isinstance(outcome, PageRead) and _OPENING[:30] in outcome.text


def test_a_paid_part_declared_over_attributes_that_never_close_is_judged_in_bounded_time() -> None:
    # the pattern looking for the part read on from each tag's opening over every class attribute after it:
    # 2,000 unclosed "<a class=x" (22 KB) held the read's thread for 40 s
    html = _article("<p>" + "<a class=x " * 20_000)
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    outcome = read_html(html, url="https://uutiset.example/2026/satamahalli")
    assert time.thread_time() - started < 3.0
    assert isinstance(outcome, PageRead) and _OPENING[:30] in outcome.text


@pytest.mark.parametrize(
    ("body", "url"),
    [
        # a news brief whose headline carries a lock, on who takes the payment: still marked, its link's
        # address naming a checkout as a pay gate's route does (a sign in a heading over such a link is a pay
        # gate since fdb7ecd)
        pytest.param(
            "<article><h1>🔒 Stripe and PayPal patch a checkout flaw</h1><p>Both companies said on Monday they had "
            "fixed a flaw that let attackers read the last digits of a card during checkout. The researchers who "
            "found it were paid a bounty.</p><a href='/tech/2026/checkout-flaw'>Read more</a></article>",
            "https://news.example/2026/checkout-flaw",
            marks=pytest.mark.xfail(
                strict=True, reason="marked a paywall: its 'Read more' leads to …/checkout-flaw"
            ),
        ),
        (
            "<article><h1>🔒 Stripe and PayPal patch a checkout flaw</h1><p>Both companies said on Monday they had "
            "fixed a flaw that let attackers read the last digits of a card during checkout. The researchers who "
            "found it were paid a bounty.</p><a href='/tech/2026/card-flaw'>Read more</a></article>",
            "https://news.example/2026/card-flaw",
        ),
        # a security post about the padlock, its icon beside its headline's words
        (
            "<article><h1><i class='fa fa-lock'></i> What the padlock does not mean</h1><p>The padlock says the "
            "connection is encrypted, not that the shop is honest: a phishing page asking for your PayPal "
            "password shows it too. Check the address before you pay.</p><a href='/blog'>More posts</a></article>",
            "https://blog.example/padlock",
        ),
        # a shop's product page and its cart, reassuring the buyer
        (
            "<h1>Walnut cutting board</h1><p>Hand-finished walnut, 40 × 25 cm, oiled with linseed.</p><p>$49.00"
            "</p><button>Add to cart</button><p>🔒 Secure checkout with Stripe. Free returns within 30 days.</p>",
            "https://shop.example/products/walnut-board",
        ),
        (
            "<h1>Your cart</h1><p>Walnut cutting board × 1 — $49.00. Shipping is calculated at checkout.</p>"
            "<a href='/checkout'>🔒 Checkout</a> <a href='/'>Continue shopping</a>",
            "https://shop.example/cart",
        ),
    ],
)
def test_a_padlock_among_the_page_s_own_words_is_no_pay_gate(body: str, url: str) -> None:
    # a gate's padlock stands alone over what it holds back; these were all marked as paywalls (the model
    # told "the site showed only the beginning of this article") over a page read whole
    outcome = read_html(_app(body, title="Nyheter"), url=url)
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


@pytest.mark.parametrize(
    "said",
    [
        "<h2>Goodbye!</h2><p>You are now logged out. See you soon.</p>",
        "<h2>Session ended</h2><p>You're signed out. For your security, close this window.</p>",
    ],
)
def test_a_padlock_over_the_reader_s_own_signed_out_state_is_read(said: str) -> None:
    # the page after signing out, its lock and its "Log in" the reader's way back (both were refused as
    # log-in walls by the padlock)
    html = _app(f"<div class='icon'>🔒</div>{said}<a href='/login'>Log in</a>", title="Konto")
    assert read_as_page(read_html(html, url="https://app.example/account/done"), said[-30:-4])


def test_an_article_headed_with_a_wall_s_words_whose_first_paragraph_opens_with_them_is_read() -> None:
    # its headline and its opening sentence both say the wall, but the paragraph goes on in its own words:
    # refused as a soft 404 (a definitive failure) since 7a09604, whatever the article's length
    history = (
        "Sorry, the page you are looking for does not exist: every web user has met the sentence. Tim "
        "Berners-Lee's team numbered the answer 404 in the protocol's early drafts, after the codes of FTP and "
        "SMTP. A popular story places the name in a room 404 at CERN, where the first server supposedly ran; "
        "the building never had such a room. By the late 1990s sites designed their own error pages, some "
        "with games and haiku, and search engines later learnt to penalise missing pages that answer 200."
    )
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Harbour Market</title></head><body><main>"
        f"<article><h1>Page not found</h1><h2>A short history of HTTP 404</h2><p>{history}</p></article>"
        f"{_SITE_BLOCKS}</main></body></html>"
    )
    assert read_as_page(
        read_html(html, url="https://market.example/blog/lost-pages"), "numbered the answer 404"
    )


def test_a_polish_subscription_stop_is_a_pay_gate_and_a_help_page_on_renewals_is_read() -> None:
    stop = _raw(
        "<div class='card'><h1>Twoja subskrypcja wygasła</h1><p>Aby zachować dostęp do map i analityki, "
        "odnów licencję.</p><a href='/renew'>Odnów subskrypcję</a></div>"
    )
    outcome = read_html(stop, url="https://maps.example/app/3d")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"
    help_page = _raw(
        "<h1>Pomoc: odnawianie</h1><p>Jeśli twoja subskrypcja wygasła, odnowisz ją w ustawieniach konta w "
        "dowolnej chwili.</p><p>Mapy zapisane w projekcie zostają na koncie przez rok, a eksporty PDF i dane "
        "analityczne możesz pobrać również bez aktywnej licencji. Faktury znajdziesz w zakładce płatności, a "
        "zmiana planu działa od następnego okresu rozliczeniowego. Zespół wsparcia odpowiada w dni robocze "
        "w ciągu jednego dnia, także na czacie w aplikacji.</p>"
    )
    assert read_as_page(read_html(help_page, url="https://maps.example/pomoc/odnawianie"), "Mapy zapisane")


def test_a_french_gate_titled_confirmation_age_is_an_age_gate_and_an_agenda_is_read() -> None:
    gate = (
        "<!doctype html><html><head><title>Confirmation age</title></head><body><form method='post'>"
        "<input type='text' name='age' placeholder='Votre age'><button type='submit'>Confirmer</button>"
        "</form></body></html>"
    )
    assert failed_with(read_html(gate, url="https://casino.example/entree"), AGE_REASON)
    agenda = (
        "<!doctype html><html><head><title>Confirmation agenda du club</title></head><body><p>La réunion du "
        "club est confirmée pour jeudi à dix-huit heures, salle des fêtes, avec le bilan de la saison.</p>"
        "</body></html>"
    )
    assert read_as_page(read_html(agenda, url="https://club.example/agenda"), "réunion du club")


def test_an_indonesian_blade_country_view_is_a_geo_block_and_a_story_about_one_is_read() -> None:
    view = (
        "@extends('errors.layout') @section('title', __('Terlarang')) @section('code', '403') "
        "@section('message', __('Sistem ini hanya dapat diakses pada zona yang sudah terdaftar'))"
    )
    assert failed_with(
        read_html(view, url="https://pegawai.example/views/errors/country", status=403), GEO_REASON
    )
    story = _raw(
        "<h1>Layanan streaming baru diluncurkan</h1><p>Layanan streaming itu diluncurkan di Jakarta pada hari "
        "Senin, dan menurut perusahaan hanya dapat diakses dari negara-negara Asia Tenggara pada tahun pertama. "
        "Harga langganan bulanan mulai dari lima puluh ribu rupiah, dengan katalog film lokal yang akan terus "
        "bertambah setiap minggu, kata direktur pemasarannya kepada wartawan.</p>"
    )
    assert read_as_page(read_html(story, url="https://berita.example/2026/streaming"), "Harga langganan")


def test_a_page_declaring_thousands_of_paid_parts_is_judged_in_bounded_time() -> None:
    declared = ", ".join(f'".p{n}"' for n in range(3000))
    html = (
        "<!doctype html><html><head><script type='application/ld+json'>"
        f'{{"isAccessibleForFree": false, "hasPart": {{"cssSelector": [{declared}]}}}}</script></head><body>'
        + "<div class='p1'>" * 2000
        + f"<p>{_OPENING}</p></body></html>"
    )
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    read_html(html, url="https://uutiset.example/2026/satamahalli")
    assert time.thread_time() - started < 5


def test_available_only_to_subscribers_closing_a_teaser_is_a_paywall_and_inside_a_story_is_read() -> None:
    teaser = _raw(
        "<article><h1>Harbour market closes</h1><p>The harbour authority voted on Tuesday to close the old "
        "fish market for two years.</p><p>This article is available only to subscribers.</p>"
        "<a href='/subscribe'>Subscribe</a></article>"
    )
    outcome = read_html(teaser, url="https://news.example/2026/market")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"
    story = _raw(
        "<article><h1>Why the Gazette locked its archive</h1><p>When the Gazette put its archive behind a "
        "subscription last spring, readers noticed at once: every story older than a week now says this "
        "article is available only to subscribers, and the letters page filled with complaints.</p><p>The "
        "editor says the archive earns more than the newsroom's events, and that the paper's reporters wanted "
        "their older work to be read by people who value it. Librarians in the town disagree, and the public "
        "library now offers its card holders a free pass, paid for by the council, for the first year.</p>"
        "</article>"
    )
    assert read_as_page(read_html(story, url="https://news.example/2026/archive"), "Librarians in the town")


def test_a_short_page_under_the_adults_only_sign_is_an_age_gate_and_a_longer_page_is_read() -> None:
    # looked at: four age gates show 🔞 (a Russian tobacconist's, a Chinese chat app's…), no other page does
    gate = _raw(
        "<div>🔞</div><h2>访问受限</h2><p>本站内容仅供成年人浏览。</p><button>进入</button> <a href='/'>离开</a>"
    )
    assert failed_with(read_html(gate, url="https://chat.example/"), AGE_REASON)
    film = _raw(
        "<h1>🔞 Die Filmkritik</h1><p>Der Film ist ab achtzehn freigegeben, und das zu Recht: Die Schlacht am "
        "Fluss dauert zwanzig Minuten und zeigt jede Wunde. Trotzdem ist er kein Spektakel, sondern ein stilles "
        "Porträt zweier Brüder, die sich auf verschiedenen Seiten wiederfinden. Die Kamera bleibt lange bei den "
        "Gesichtern, die Musik setzt erst im letzten Drittel ein, und der Schluss verweigert jede Versöhnung.</p>"
    )
    assert read_as_page(read_html(film, url="https://kino.example/kritik/bruder"), "stilles")


def test_a_gate_titled_age_restriction_is_an_age_gate_and_a_headline_on_age_restrictions_is_read() -> None:
    gate = (
        "<!doctype html><html><head><title>Age Restriction</title></head><body><p>If you are 18 or older, "
        "click the button below to watch.</p><button>I am 18 or older</button></body></html>"
    )
    assert failed_with(read_html(gate, url="https://video.example/age-restriction.html"), AGE_REASON)
    story = (
        "<!doctype html><html><head><title>Age restrictions for social media: what changes in May</title>"
        "</head><body><p>From May, platforms must check that new accounts belong to readers over sixteen, the "
        "regulator said on Monday, and fines for those that do not will follow after a year of warnings.</p>"
        "</body></html>"
    )
    assert read_as_page(read_html(story, url="https://news.example/2026/age-rules"), "regulator said")


# --- a limit over the way to pay: a short page whose title, heading or opening says the reader has come to the
# end of what they had (a limit, a quota, an allowance used up, a trial over) and whose few choices lead to pay
# (looked at: "Oops—weekly limit reached!" over "upgrade your plan", "Limit Reached" over "Upgrade Plan",
# "Пробный период закончился" over "Оформить подписку", "انتهت الفترة المجانية" over a payment route)


@pytest.mark.parametrize(
    ("heading", "said", "way"),
    [
        ("Daily limit reached", "You have made 20 translations today.", "<a href='/pricing'>See plans</a>"),
        ("Лимит исчерпан", "Вы создали 5 отчётов за этот месяц.", "<a href='/billing'>Оформить подписку</a>"),
        ("انتهت الفترة التجريبية", "شكراً لتجربتك التطبيق.", "<a href=\"{% url 'payment' %}\">ادفع الآن</a>"),
        ("Testzeitraum abgelaufen", "Deine Projekte bleiben gespeichert.", "<a href='#'>Jetzt upgraden</a>"),
        ("Premium workspace required", "This board uses shared timelines.", "<button>View pricing</button>"),
    ],
)
def test_a_short_page_naming_a_limit_over_the_way_to_pay_is_a_pay_gate(heading: str, said: str, way: str) -> None:
    html = _app(f"<h2>{heading}</h2><p>{said}</p>{way} <a href='/'>Back</a>")
    assert _paywalled(html)


@pytest.mark.parametrize(
    "body",
    [
        # an upsell over the same two choices: the page asked for (looked at: "Mehr Tiefe mit UNDO Pro" over
        # "Jetzt Pro freischalten" and "Nein danke")
        "<h2>Mehr Tiefe mit Pro</h2><p>Du hast gerade reflektiert: jetzt kannst du noch mehr herausholen.</p>"
        "<a href='/upgrade'>Jetzt Pro freischalten</a> <a href='/'>Nein danke</a>",
        # an offer of no limits
        "<h2>Go further with Pro</h2><p>No limits on projects, exports or members.</p>"
        "<a href='/pricing'>See plans</a> <a href='/'>Back</a>",
        # the page after paying, which lifts the limit
        "<h2>Payment successful</h2><p>Your monthly limit is gone: export as much as you like.</p>"
        "<a href='/billing'>View invoice</a> <a href='/'>Back to the project</a>",
        # a checkout form: its "required" is its fields'
        "<h2>Checkout</h2><p>Pro plan, $9 a month. All fields are required.</p>"
        "<form action='/checkout'><input name='card'><button>Pay $9</button></form>",
    ],
)
def test_a_short_offer_naming_no_limit_of_the_reader_s_is_read(body: str) -> None:
    outcome = read_html(_app(body), url="https://app.example/reports/export")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


def test_a_limit_with_no_way_to_pay_is_no_pay_gate() -> None:
    # a rate limit asks the reader to wait, not to pay
    html = _app("<h2>Rate limit reached</h2><p>Try again in a minute.</p><a href='/'>Back</a>")
    assert not _paywalled(html)


# --- a refusal over the way to log in: a short page whose title, heading or opening names the reader's state
# (unauthorised, access restricted, members only, a session expired, 401/403) and whose few choices include
# the way to log in (looked at: "Brak dostępu", "Members Only", "Требуется вход", "会话已过期" over a "重新登录"
# button drawn with an icon; 33 looked-at log-in walls have this shape)

_ICON = (
    "<svg xmlns='http://www.w3.org/2000/svg' width='18' height='18' viewBox='0 0 24 24'><path d='M15 3h4a2 2 0 0 1 "
    "2 2v14a2 2 0 0 1-2 2h-4'></path><polyline points='10 17 15 12 10 7'></polyline><line x1='15' y1='12' x2='3' "
    "y2='12'></line></svg>"
)


@pytest.mark.parametrize(
    "body",
    [
        "<h2>Brak dostępu</h2><p>Ta sekcja jest tylko dla zespołu projektu.</p><button>Zaloguj</button>",
        "<h2>403</h2><p>Trang này dành cho nhân viên.</p><a href='/auth/login'>Đăng nhập</a> <a href='/'>Về</a>",
        f"<h2>会话已过期</h2><p>为保障账户安全，请重新验证身份。</p><a href='/' class='btn'>{_ICON} 重新登录</a>",
        "<h2>Members only</h2><p>Minutes of the committee are kept for the club.</p>"
        "<form method='post'><input type='password' name='pw'><button>Enter</button></form>",
    ],
)
def test_a_short_page_naming_a_refusal_over_the_way_to_log_in_is_a_log_in_wall(body: str) -> None:
    assert failed_with(read_html(_app(body), url="https://app.example/rapporter/7"), LOGIN_REASON)


@pytest.mark.parametrize(
    "body",
    [
        # the reader's own session ended by themselves, and a log-in demo's success
        "<h2>Session ended</h2><p>You have been logged out. Thanks for stopping by.</p>"
        "<a href='/login'>Log in again</a>",
        "<h2>Success</h2><p>The members-only area is yours today.</p><a href='/login'>Login</a>",
        # an offer naming what members get, with a log-in beside it
        "<h2>Members only pricing</h2><p>Members pay $5 a month for the archive.</p>"
        "<a href='/join'>Join</a> <a href='/login'>Sign in</a>",
    ],
)
def test_a_short_page_naming_a_refusal_beside_its_reader_s_session_or_an_offer_is_no_log_in_wall(
    body: str,
) -> None:
    outcome = read_html(_app(body), url="https://app.example/konto")
    assert not failed_with(outcome, LOGIN_REASON), outcome


def test_a_refusal_with_no_way_to_log_in_is_no_log_in_wall() -> None:
    html = _app("<h2>403</h2><p>Ask the project's owner to share it with you.</p><a href='/'>Home</a>")
    assert not failed_with(read_html(html, url="https://app.example/rapporter/7"), LOGIN_REASON)


@pytest.mark.parametrize(
    ("heading", "way"),
    [
        # the reader's access suspended or locked until paid (looked at: an internet provider's "Service
        # suspended" over "Pay Now", a ticket page headed "Locked" over "Get Convention Tickets")
        ("Service suspended", "<a href='/invoices/pay'>Pay the bill</a>"),
        ("Locked", "<a href='/tickets'>Buy a ticket</a>"),
        ("This workspace is currently inactive", "<a href='/billing'>Renew</a>"),
    ],
)
def test_a_short_page_saying_its_access_is_suspended_or_locked_over_a_way_to_pay_is_a_pay_gate(
    heading: str, way: str
) -> None:
    assert _paywalled(_app(f"<h2>{heading}</h2><p>Tilin tiedot säilyvät.</p>{way} <a href='/'>Back</a>"))


def test_a_product_that_keeps_something_locked_is_read() -> None:
    html = _app(
        "<h2>Smart deadbolt</h2><p>Keeps your door locked when you leave, and opens to your phone.</p>"
        "<p>$99</p><a href='/checkout'>Buy now</a> <a href='/'>Back</a>"
    )
    outcome = read_html(html, url="https://shop.example/deadbolt")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


# --- a page that tells and leaves: no text of its own, a script showing a dialog and then sending the reader
# elsewhere (looked at: a Korean "로그인이 필요한 서비스입니다." before `window.location.href = …`)


def test_a_page_whose_script_alerts_a_log_in_and_sends_the_reader_away_is_a_log_in_wall() -> None:
    html = _raw(
        "<script>window.onload = function () { alert('Please log in to access this page.'); "
        "window.location.href = '/main'; }</script>"
    )
    assert failed_with(read_html(html, url="https://school.example/grades"), LOGIN_REASON)


def test_an_exercise_that_alerts_its_answer_and_stays_is_no_wall() -> None:
    # the looked-at JavaScript age exercises alert their result ("Under 18", "You are Adult") and stay put
    html = _raw(
        "<input id='age'><button onclick='check()'>Check</button><script>function check() { "
        "if (document.getElementById('age').value < 18) { alert('You must be 18 or older to enter.'); } "
        "else { alert('Welcome!'); } }</script>"
    )
    assert not failed_with(read_html(html, url="https://exercises.example/age.html"), AGE_REASON)


def test_a_server_s_own_not_found_page_is_a_soft_404_and_a_post_quoting_it_is_read() -> None:
    # Werkzeug's NotFound page as Flask serves it, and Apache's sentence said of a resource
    for html in (
        "<!doctype html><html lang=en><title>404 Not Found</title><h1>Not Found</h1><p>The requested URL was "
        "not found on the server. If you entered the URL manually please check your spelling and try again.</p>",
        _raw("<h2>Nenalezeno</h2><p>The requested resource was not found on this server.</p>"),
    ):
        outcome = read_html(html, url="https://api.example/v2/items/9")
        assert isinstance(outcome, ReadFailed) and outcome.reason == SOFT_404_REASON, outcome
    post = _raw(
        "<h1>Why my Flask route answered 404</h1><p>After the upgrade every call to the export endpoint came back "
        "with the familiar page: the requested URL was not found on the server. The cause was a trailing slash. "
        "Werkzeug's router treats /export and /export/ as two rules, and our blueprint registered only the "
        "second one, so clients that dropped the slash never reached the view. Adding strict_slashes=False to "
        "the rule fixed it, and a test now calls both forms of the address.</p>"
    )
    assert read_as_page(read_html(post, url="https://blog.example/flask-404"), "trailing slash")


def test_a_page_whose_no_shows_a_refusal_beside_a_yes_into_the_site_is_an_age_gate() -> None:
    # the gate is two images; its "No" alerts the refusal, its "Yes" leads into the site
    html = _raw(
        "<a class='yes' href='index.html'><img src='yes.png'></a> <a class='no' href='#' "
        "onclick=\"alert('Sorry, you must be 18 or older to enter.')\"><img src='no.png'></a>"
    )
    assert failed_with(read_html(html, url="https://brewery.example/"), AGE_REASON)


def test_an_exercise_whose_buttons_alert_its_answer_with_no_way_on_is_no_age_gate() -> None:
    html = _raw(
        "<input id='a'><button onclick=\"if (a.value < 18) { alert('Sorry, you must be 18 or older to "
        "enter.') } else { alert('Welcome!') }\">Check</button>"
    )
    assert not failed_with(read_html(html, url="https://practice.example/age.html"), AGE_REASON)


def test_a_refusal_telling_the_reader_they_are_under_age_is_an_age_gate_and_a_rule_about_it_is_read() -> None:
    gate = _raw(
        "<h1>Access denied</h1><p>You are under the legal age. This club's site is only for members aged 18 "
        "or older.</p><a href='/'>Back</a>"
    )
    assert failed_with(read_html(gate, url="https://club.example/enter"), AGE_REASON)
    shop = _raw(
        "<h1>Buying wine online</h1><p>If you are under the legal age, the courier keeps the parcel and "
        "returns it to us: have your ID ready at the door. Orders before noon ship the same day, and a case of "
        "six ships free within the county. Our cellar team answers questions about pairing by phone on weekdays "
        "from nine to five, and tastings in the shop run every Saturday afternoon.</p>"
    )
    assert read_as_page(read_html(shop, url="https://wine.example/help/delivery"), "courier keeps")


def test_a_not_found_page_saying_it_is_not_the_page_you_are_looking_for_is_a_soft_404() -> None:
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Harbour Market</title></head><body><main>"
        "<h1>404 Page not found</h1><p>This is not the page you are looking for. We looked everywhere.</p>"
        f"{_SITE_BLOCKS}</main></body></html>"
    )
    outcome = read_html(html, url="https://market.example/stalls/42")
    assert isinstance(outcome, ReadFailed) and outcome.reason == SOFT_404_REASON
    review = _raw(
        "<h1>The droids, forty years on</h1><p>This is not the page you are looking for, jokes the studio's "
        "archive when a link breaks, and fans met it often this spring: the restored print keeps the old "
        "effects, the cantina's "
        "puppets and the rough edits of the first reel, and drops only the scenes added in the nineties. "
        "The result runs eleven minutes shorter and feels brisker, especially in the desert.</p>"
    )
    assert read_as_page(read_html(review, url="https://films.example/review/droids"), "restored print")


# --- an age calculator is no age gate, whatever its form asks (looked at: two age calculators, one Japanese)


@pytest.mark.parametrize(
    "body",
    [
        "<h1>Age Calculator</h1><p>Enter your date of birth to find your age in years, months and days.</p>"
        "<form><input type='date' name='birthdate'><button>Calculate</button></form>",
        "<h1>Calculadora de idade</h1><p>Informe sua data de nascimento.</p><select name='dia'><option>1</option>"
        "</select><select name='ano'><option>2000</option></select><button>Calcular</button>",
        "<h2>Are you over 18?</h2><p>Enter your date of birth.</p><form><input type='date' name='dob'>"
        "<input type='submit' value='年齢を計算'></form>",
    ],
)
def test_an_age_calculator_is_no_age_gate(body: str) -> None:
    assert not failed_with(read_html(_raw(body), url="https://tools.example/age.html"), AGE_REASON)


def test_a_date_of_birth_gate_is_an_age_gate_where_calculating_is_only_in_its_text() -> None:
    html = _raw(
        "<h1>Are you over 18?</h1><p>Enter your date of birth. We calculate nothing and keep nothing.</p>"
        "<form action='/verify'><input type='date' name='dob'><button>Enter</button></form>"
    )
    assert failed_with(read_html(html, url="https://brewery.example/"), AGE_REASON)


# --- an exercise answering its age question on the page both ways is no age gate; a gate whose script answers
# too also goes on or shows the site (looked at: two exercises alerting "Under 18" / "You are Adult"; gates
# going on to another address or showing a hidden link into the site)


@pytest.mark.parametrize(
    "body",
    [
        "<h1>Are you over 18?</h1><input id='age' placeholder='Enter your age'><button onclick='check()'>Submit"
        "</button><p id='r'></p><script>function check() { if (document.getElementById('age').value >= 18) { "
        "document.getElementById('r').innerHTML = 'You are an adult'; } else { "
        "document.getElementById('r').innerHTML = 'You are a minor'; } }</script>",
        "<h3>Age check</h3><p>Type your age:</p><input id='a'><button onclick=\"if (a.value < 18) { alert('Sorry, "
        "you must be 18 or older.') } else { alert('Welcome!') }\">Enter</button>",
    ],
)
def test_an_exercise_answering_its_age_question_on_the_page_is_no_age_gate(body: str) -> None:
    assert not failed_with(read_html(_raw(body), url="https://practice.example/age.html"), AGE_REASON)


@pytest.mark.parametrize(
    "act",
    [
        "document.getElementById('site').style.visibility = 'visible';",
        "document.getElementById('gate').remove();",
        "document.cookie = 'adult=1';",
        "$('#overlay').fadeOut();",
    ],
)
def test_a_gate_whose_script_answers_and_also_lets_the_reader_in_is_an_age_gate(act: str) -> None:
    html = _raw(
        "<h1>Are you over 18?</h1><p>You must be 18 or older to enter this site.</p><input id='age' "
        "placeholder='Enter your age'><button onclick='check()'>Enter</button><p id='r'></p><script>function "
        "check() { if (document.getElementById('age').value >= 18) { document.getElementById('r').innerHTML = "
        f"'Welcome'; {act} }} else {{ alert('Sorry, you must be 18 or older to enter.'); }} }}</script>"
    )
    assert failed_with(read_html(html, url="https://brewery.example/"), AGE_REASON)


# --- a template extending its site's base offers what its content block holds, not the base's menus around
# it (looked at: a Polish shop's "session expired" template whose user-menu block lists a member's links)

_USER_MENU = (
    "{% block user_options %}{% if user %}<span>Signed in as {{ user.name }}</span><a href='/cart'>Cart</a>"
    "<a href='/orders'>Orders</a><a href='/account'>Account</a><a href='/logout'>Log out</a>{% else %}"
    "<a href='/login'>Log in</a><a href='/register'>Register</a>{% endif %}{% endblock %}"
)


def test_a_template_s_content_block_refusing_with_a_way_to_log_in_is_a_login_wall() -> None:
    html = (
        "{% extends 'base.html' %}{% block head %}<title>Shop</title>{% endblock %}"
        "{% block categories %}<a href='/'>Back to the categories</a>{% endblock %}{% block body %}<p>Sorry, "
        "your session has expired or you may not see this page. Log in and try again.</p><a href='/login'>"
        f"<button>Log in</button></a><a href='/'><button>Home</button></a>{{% endblock %}}{_USER_MENU}"
    )
    assert failed_with(read_html(html, url="https://shop.example/templates/logged_out.html"), LOGIN_REASON)


def test_a_template_s_content_block_of_links_with_the_same_menu_is_read() -> None:
    html = (
        "{% extends 'base.html' %}{% block head %}<title>Shop</title>{% endblock %}{% block body %}<h1>Orders "
        "required this week</h1><a href='/o/1'>Order 1</a><a href='/o/2'>Order 2</a><a href='/o/3'>Order 3</a>"
        f"<a href='/o/4'>Order 4</a>{{% endblock %}}{_USER_MENU}"
    )
    assert not failed_with(read_html(html, url="https://shop.example/templates/orders.html"), LOGIN_REASON)


# --- plans offered under the reader's allowance used up, said first, are a pay gate; a pricing page that
# opens with its offer is read (looked at: a video tool's "You've used all 3 free … downloads" over plans)


def _plans(opening: str) -> str:
    plans = "".join(
        f"<div class='plan'><p><b>{name}</b></p><p>{price} / month, billed monthly; cancel anytime from the account "
        f"page.</p><ul><li>No watermark</li><li>Quality exports</li><li>Unlimited clips</li><li>Priority "
        f"processing for busy weeks</li><li>Email support within a day</li></ul>"
        f"<a href='/checkout?plan={name.lower()}'>Go {name}</a> <a href='/plans#{name.lower()}'>More details</a>"
        "</div>"
        for name, price in (("Pro", "$6"), ("Creator", "$49"), ("Studio", "$99"))
    )
    return _raw(f"<h1>Unlock downloads</h1><p class='sub'>{opening}</p>{plans}<a href='/dashboard'>Back</a>")


@pytest.mark.parametrize(
    "opening",
    [
        "You've used all 3 free downloads this month. Pick a plan to keep downloading.",
        "Has agotado tus descargas gratuitas. Elige un plan para seguir descargando.",
    ],
)
def test_plans_under_an_allowance_used_up_are_a_pay_gate(opening: str) -> None:
    assert _paywalled(_plans(opening))


def test_plans_under_their_offer_are_read() -> None:
    outcome = read_html(_plans("Pick a plan to download without a watermark."), url="https://app.example/plans")
    assert read_as_page(outcome, "billed monthly")


# --- a short page whose script alerts a refusal one way and lets the reader in the other says what the dialog
# says (looked at: a bar's gate showing its hidden "continue to site" link at 21, alerting "you are not old
# enough" below); an exercise alerting both ways lets no one in


_LET_IN = (
    "<h2>Welcome to the Tap Room</h2><p>Input your age and click the button:</p><input id='age'>"
    "<button onclick='check()'>Try it</button><a style='visibility:hidden' id='in' href='/home'>continue to "
    "site</a><script>function check() {{ if (Number(document.getElementById('age').value) >= 21) {{ {act} }} "
    "else {{ alert('{said}'); }} }}</script>"
)


@pytest.mark.parametrize(
    "act",
    ["document.getElementById('in').style.visibility = 'visible';", "window.location.href = '/home';"],
)
def test_a_short_page_alerting_a_refusal_and_letting_the_reader_in_is_an_age_gate(act: str) -> None:
    html = _raw(_LET_IN.format(act=act, said="you are not old enough"))
    assert failed_with(read_html(html, url="https://taproom.example/age-confirm.html"), AGE_REASON)


def test_an_exercise_alerting_both_ways_or_a_story_saying_too_young_is_read() -> None:
    exercise = _raw(_LET_IN.format(act="alert('you are old enough');", said="you are not old enough"))
    assert not failed_with(read_html(exercise, url="https://practice.example/age.html"), AGE_REASON)
    story = _raw(
        "<h1>The summer I turned eleven</h1><p>You are too young, my grandmother said, and handed the oars to my "
        "brother. I sat in the bow all afternoon and watched the lake turn from green to grey, counting the "
        "herons, and promised myself that next year I would row us to the island and back without help. The "
        "next summer she gave me the oars before I asked, and we reached the island by noon.</p>"
    )
    assert read_as_page(read_html(story, url="https://stories.example/oars"), "herons")


# --- a limit named first over a message asking to join is a log-in wall; a rate limit asking to wait is read
# (looked at: an SEO tool's "Free Report Usage Limit" over "Sign up to get more free reports.")


@pytest.mark.parametrize(
    ("heading", "message"),
    [
        ("Free Report Usage Limit", "Sign up to get more free reports."),
        ("Límite de informes gratuitos", "Regístrate para obtener más informes."),
        ("Daily search limit", "Create a free account to keep searching."),
    ],
)
def test_a_limit_over_a_call_to_join_is_a_login_wall(heading: str, message: str) -> None:
    html = _raw(f"<h2 class='error_header'>{heading}</h2><div class='error'>{message}</div>")
    assert failed_with(read_html(html, url="https://seo-tool.example/site/usage"), LOGIN_REASON)


def test_a_rate_limit_asking_to_wait_is_no_login_wall() -> None:
    html = _raw("<h2>Usage limit reached</h2><div>Please wait an hour, then try your search again.</div>")
    assert not failed_with(read_html(html, url="https://seo-tool.example/site/usage"), LOGIN_REASON)


# --- a short page whose one field is a date of birth, sent on, is an age gate in any language; a calculator
# or a sign-up asking more is not (looked at: a Latvian app's "Vecuma pārbaude" over a lone birth-date field)

_SENT = (
    "<script>document.getElementById('f').addEventListener('submit', async (e) => { e.preventDefault(); "
    "const r = await fetch('/verify-age', {method: 'POST'}); if ((await r.json()).allowed) { "
    "window.location = '/'; } });</script>"
)


def test_a_lone_birth_date_field_sent_on_is_an_age_gate() -> None:
    html = _raw(
        "<h1>Vecuma pārbaude</h1><p>Lūdzu, ievadiet savu dzimšanas datumu.</p><form id='f'><input id='birthdate' "
        f"name='birthdate' type='date' required><button type='submit'>Ieiet</button></form>{_SENT}"
    )
    assert failed_with(read_html(html, url="https://horoscope.example/age_check.html"), AGE_REASON)


@pytest.mark.parametrize(
    "body",
    [
        "<h1>Altersrechner</h1><form id='f'><input id='birthdate' name='birthdate' type='date'>"
        f"<button type='submit'>Berechnen</button></form>{_SENT}",
        "<h1>Anmeldung</h1><form id='f'><input name='email' type='email'><input id='dob' name='dob' type='date'>"
        f"<button type='submit'>Weiter</button></form>{_SENT}",
    ],
)
def test_a_birth_date_calculator_or_a_form_asking_more_is_no_age_gate(body: str) -> None:
    assert not failed_with(read_html(_raw(body), url="https://tools.example/form.html"), AGE_REASON)


# --- the reader's session ended, said twice where the page speaks, on a short page with at most three choices
# of its own, is a log-in wall whatever its way on (looked at: a buffet's "Session Expired" over "Your
# 5-minute session has expired." and "Scan QR Code Again"; "Sitzung abgelaufen" over "Ihre Sitzung … ist
# abgelaufen." and "Zur Startseite"); a log-out page, a session that is a parliament's, a setting, are read


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Sessione scaduta", "<h1>Sessione scaduta</h1><p>La tua sessione è scaduta.</p><a href='/'>Torna alla home</a>"),
        ("Pedidos", "<p>Session expired</p><p>Your table's session timed out after 10 minutes.</p>"),
        ("注文", "<h1>セッションが切れました</h1><p>セッションの有効期限が切れました。QRコードを読み取ってください。</p>"),
        ("Oturum süresi doldu", "<h1>Oturum süresi doldu</h1><p>Oturumunuzun süresi doldu.</p><a href='/'>Ana sayfa</a>"),
    ],
)
def test_a_short_page_saying_twice_the_session_ended_is_a_login_wall(title: str, body: str) -> None:
    html = f"<!doctype html><html><head><title>{title}</title></head><body>{body}</body></html>"
    assert failed_with(read_html(html, url="https://menu.example/t/12"), LOGIN_REASON)


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        # the page after a log-out tells of the reader's own session
        (
            "Your session has ended",
            "<h1>Your session has ended</h1><p>You have been signed out of the staff portal.</p>"
            "<a href='/'>Home</a>",
            "signed out",
        ),
        # a parliament's session, not the reader's
        ("Session ended", "<h1>Session ended</h1><p>The spring session ended on Friday with 41 bills passed.</p>",
         "41 bills"),
        # a setting named once
        ("Security settings", "<h1>Session timeout</h1><p>The session timeout is set to 30 minutes.</p>",
         "30 minutes"),
    ],
)
def test_a_log_out_page_or_a_session_that_is_not_the_reader_s_is_read(title: str, body: str, words: str) -> None:
    html = f"<!doctype html><html><head><title>{title}</title></head><body>{body}</body></html>"
    assert read_as_page(read_html(html, url="https://app.example/account"), words)


# --- a term the reader held come to its end, said as the page's headline, over an ask to renew or top up, is
# a pay gate (looked at: a point-of-sale app's "License Expired" over "Please contact developer to renew.", a
# writing tool's "账号未开通 / 已到期" asking to top up); a topic, a password, a domain are read


@pytest.mark.parametrize(
    "body",
    [
        "<h2>Lizenz abgelaufen</h2><p>Bitte verlängern Sie Ihre Lizenz beim Händler.</p>",
        "<h2>Plan expired</h2><p>Ask your workspace owner to renew the plan.</p><a href='/logout'>Log out</a>",
        "<h2>会员已到期</h2><p>请充值后继续使用。</p><a href='/logout'>退出登录</a>",
    ],
)
def test_a_term_ended_over_an_ask_to_renew_is_a_pay_gate(body: str) -> None:
    assert _paywalled(_raw(body))


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ("<h2>Expired passports</h2><p>If your passport expired, renew it at the consulate.</p>", "consulate"),
        ("<h2>Password expired</h2><p>Please renew your password to go on.</p>", "go on"),
        ("<h2>Domain expired</h2><p>The owner of this domain can renew it at the registrar.</p>", "registrar"),
    ],
)
def test_a_topic_a_password_or_a_domain_expired_is_no_pay_gate(body: str, words: str) -> None:
    outcome = read_html(_raw(body), url="https://app.example/reports/export")
    assert isinstance(outcome, PageRead) and outcome.wall is None and words in outcome.text


def test_a_limit_over_a_way_to_log_out_is_no_login_wall() -> None:
    # a reader offered to log out is logged in already: 退出登录 ("log out") holds 登录 ("log in")
    html = _raw("<h2>使用次数已达上限</h2><p>请注册会员。</p><a href='/logout'>退出登录</a>")
    assert not failed_with(read_html(html, url="https://writer.example/app"), LOGIN_REASON)


# --- a page with no text whose script shows the overlay its markup hides says what the overlay says (looked at:
# a rum maker's age overlay, hidden in the markup, shown by its script until the reader answers); an age
# calculator shown so is still no gate

_OVERLAY = (
    "<div id='gate' style='display:none'><h2>Bist du mindestens 18 Jahre alt?</h2>"
    "<button onclick='ja()'>Ja</button><button onclick='nein()'>Nein</button></div>"
)


def test_a_hidden_overlay_its_script_shows_is_the_page() -> None:
    script = (
        "<script>if (!localStorage.getItem('ok')) { document.getElementById('gate').style.display = 'flex'; }"
        "function ja() { localStorage.setItem('ok', '1'); document.getElementById('gate').style.display = 'none'; }"
        "function nein() { window.location.href = 'https://example.org'; }</script>"
    )
    assert failed_with(read_html(_raw(_OVERLAY + script), url="https://brauerei.example/"), AGE_REASON)


def test_an_age_calculator_its_script_shows_is_no_age_gate() -> None:
    calculator = (
        "<div id='calc' hidden><h2>Altersrechner</h2><p>Bist du mindestens 18 Jahre alt?</p>"
        "<button onclick='rechne()'>Berechnen</button><button onclick='zu()'>Schließen</button></div>"
        "<script>document.getElementById('calc').removeAttribute('hidden');</script>"
    )
    assert not failed_with(read_html(_raw(calculator), url="https://tools.example/alter"), AGE_REASON)


# --- digits written full-width are the ages they are (looked at: "あなたは２０歳以上ですか？" alone); a story
# giving a figure so is read


def test_an_age_question_in_full_width_digits_is_an_age_gate() -> None:
    html = _raw("<h1>あなたは１８歳以上ですか？</h1><button>はい</button><button>いいえ</button>")
    assert failed_with(read_html(html, url="https://bar.example/"), AGE_REASON)


def test_a_story_with_full_width_figures_is_read() -> None:
    story = (
        "<h1>喫煙率が過去最低に</h1><p>厚生労働省の調査で、２０歳以上の喫煙率は１４．８％となり、"
        "統計を取り始めてから最も低くなった。男性は２５．４％、女性は６．２％だった。"
        "調査は全国の約５，０００世帯を対象に行われ、加熱式たばこの利用者も含まれている。"
        "同省は受動喫煙対策の効果が表れたとみており、来年度も飲食店への支援を続ける方針だ。"
        "一方で、若い世代では加熱式たばこへの切り替えが進んでおり、専門家は健康への影響を注視している。</p>"
    )
    assert read_as_page(read_html(_raw(story), url="https://news.example/2026/12/smoking"), "喫煙率")


# --- an age gate's refusal as the reader's age below a limit, and the age asked as "18 years and above"
# (looked at: a wine shop's "Sorry, you are below the age limit" over "You must be 18 years and above to
# enter."); a rule told in a story is read


def test_a_refusal_below_the_age_limit_is_an_age_gate() -> None:
    html = _raw(
        "<h1>Sorry, you are below the age limit</h1><p>You must be 21 years and above to enter.</p>"
        "<a href='#'>Go back</a>"
    )
    assert failed_with(read_html(html, url="https://spirits.example/age-check"), AGE_REASON)


def test_a_story_about_an_age_limit_is_read() -> None:
    story = (
        "<h1>Ferry fares change in May</h1><p>Children below the age limit of 12 ride free, and from May riders "
        "must be 18 years and above to buy a season ticket on their own, the operator said on Tuesday. Fares for "
        "adults rise by four per cent, the first rise since 2022, and bicycles travel free outside rush hours.</p>"
    )
    assert read_as_page(read_html(_raw(story), url="https://news.example/2026/ferry"), "season ticket")


# --- a not-found heading naming what was not found, as a line of its own (looked at: a blog's "Post not Found!"
# over "Unfortunately, we could not find the requested post."); a question asked as a heading is read


def test_a_heading_naming_what_was_not_found_is_a_soft_404() -> None:
    html = _raw("<h1>Recipe not found!</h1><p>It may have been unpublished. Have a look at other recipes.</p>")
    assert failed_with(read_html(html, url="https://recipes.example/r/991"), SOFT_404_REASON)


def test_a_help_page_asking_about_a_package_not_found_is_no_soft_404_by_the_rules() -> None:
    # (the rules alone: the wall model, which this round's rules do not train, takes this short page for one)
    text = "Package not found?\n\nWhen tracking shows no scan yet, wait a day: carriers scan parcels at the depot."
    html = _raw(f"<h1>{text.splitlines()[0]}</h1><p>{text.splitlines()[-1]}</p>")
    assert judge_walls(article=text, markup=html, learned=False) is None
    # ...while the same heading said as a statement, over a tracking page's own line, is one (over the help
    # text's story of its own, it heads that story: see the briefs headed with a state below)
    said = "Package not found!\n\nCheck the tracking number and try again."
    wall = _raw("<h1>Package not found!</h1><p>Check the tracking number and try again.</p>")
    assert judge_walls(article=said, markup=wall, learned=False) is not None


# --- something paid required, closing a part of the title before the site's name, over a way to pay (looked
# at: "Upgrade Required • Momentum Labs" over "Upgrade to Pro"); a checkout's fields required are read


def test_a_title_saying_an_upgrade_is_required_over_a_way_to_pay_is_a_pay_gate() -> None:
    html = _app(
        "<h2>Exporte sem limites</h2><p>Esta função faz parte do plano Pro.</p>"
        "<a href='/upgrade'>Fazer upgrade</a> <a href='/painel'>Voltar</a>",
        title="Upgrade Required • Relatórios",
    )
    assert _paywalled(html)


def test_a_checkout_titled_with_its_fields_required_is_read() -> None:
    html = _app(
        "<h2>Pagamento</h2><p>Plano Pro, 9 € por mês.</p><form action='/checkout'><input name='card'>"
        "<button>Pagar</button></form>",
        title="Checkout – all fields are required • Relatórios",
    )
    outcome = read_html(html, url="https://app.example/checkout")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


def test_a_licence_expired_over_a_way_back_to_log_in_is_a_pay_gate() -> None:
    # (looked at: an ERP's "ERP LICENSE EXPIRED" over "… renew the license." and "Back to Login")
    html = _raw(
        "<h1>LICENCJA WYGASŁA</h1><p>Skontaktuj się z administratorem, aby przedłużyć licencję.</p>"
        "<a href='/login'>Powrót do logowania</a>"
    )
    assert _paywalled(html)


# --- a short page whose fields are a date's three parts alone, its year reaching back, asks for a date of birth
# in any language (looked at: a festival's DD / MM / YYYY boxes, number boxes up to 31 and 12 and from 1900,
# BirthMonth / BirthDay / BirthYear selects); a booking's arrival date, its years starting now, is read


def test_a_day_a_month_and_a_year_reaching_back_alone_are_an_age_gate() -> None:
    html = _raw(
        "<h1>Vítejte</h1><form action='/vstup'><input type='number' name='f1' min='1' max='31'>"
        "<input type='number' name='f2' min='1' max='12'><input type='number' name='f3' min='1920' max='2026'>"
        "<button>Vstoupit</button></form>"
    )
    assert failed_with(read_html(html, url="https://pivovar.example/"), AGE_REASON)


def test_a_booking_s_arrival_date_is_no_age_gate() -> None:
    years = "".join(f"<option>{year}</option>" for year in (2026, 2027))
    html = _raw(
        "<h1>Ankunft</h1><form action='/suche'><select name='tag'><option>1</option></select>"
        f"<select name='monat'><option>1</option></select><select name='jahr'>{years}</select>"
        "<button>Suchen</button></form>"
    )
    assert not failed_with(read_html(html, url="https://hotel.example/"), AGE_REASON)


# --- an age alone, asked as a question closing its line or named by the gate's choices, over two choices, is
# an age gate in any language (looked at: "Are you 18?" over Yes / No; "I'm 18+" / "Leave", "I am 18 or
# over" / "I am under 18"); a pager's two numbers name two ages, and are read


@pytest.mark.parametrize(
    "body",
    [
        "<h1>Una miaka 18?</h1><button>Ndiyo</button><button>Hapana</button>",
        "<h1>Karibu</h1><p>Tovuti hii ina vinywaji vikali.</p><button>Nina 18+</button><a href='https://example.org'>"
        "Ondoka</a>",
    ],
)
def test_an_age_asked_alone_or_named_by_a_choice_over_two_choices_is_an_age_gate(body: str) -> None:
    assert failed_with(read_html(_raw(body), url="https://pombe.example/"), AGE_REASON)


def test_a_pager_s_two_numbers_are_no_age_gate() -> None:
    html = _raw(
        "<h1>Picha za safari</h1><p>Picha za siku ya pili ya safari yetu ya Serengeti.</p>"
        "<button>16</button><button>17</button>"
    )
    assert not failed_with(read_html(html, url="https://safari.example/picha"), AGE_REASON)


@pytest.mark.parametrize(
    "body, words",
    [
        # a version named by one choice: a number, not an age
        (
            "<h1>Java Downloads</h1><p>JDK 21 is the latest long-term support release of the Java SE platform.</p>"
            "<a href='https://download.example.org/jdk-21_linux-x64_bin.tar.gz'>Download JDK 21</a> "
            "<a href='/java/archive/'>Older releases</a>",
            "long-term support release",
        ),
        # a question about an age, asked by the reader of a help page over its feedback buttons
        (
            "<h1>Can I open an account if I'm under 18?</h1><p>Yes. If you are 13 to 17, a parent or guardian "
            "can open a teen account for you.</p><p>Was this article helpful?</p><button>Yes</button>"
            "<button>No</button>",
            "teen account",
        ),
        # ...and a poll's question over its two answers
        (
            "<h1>Should the voting age be lowered to 16?</h1><p>Ministers will debate the bill next week. Tell "
            "us what you think.</p><form action='/polls/412/vote' method='post'><button name='v' value='yes'>"
            "Yes</button><button name='v' value='no'>No</button></form>",
            "debate the bill",
        ),
    ],
)
def test_a_number_in_one_choice_or_a_long_question_ending_in_an_age_is_no_age_gate(
    body: str, words: str
) -> None:
    assert read_as_page(read_html(_raw(body), url="https://news.example/2026/page"), words)


def test_a_lone_choice_confirming_the_age_it_names_is_an_age_gate() -> None:
    html = _raw("<h1>Karibu Pombe Club</h1><button>Nina miaka 18 au zaidi — Ingia</button>")
    assert failed_with(read_html(html, url="https://pombe.example/"), AGE_REASON)


def test_a_lone_choice_naming_no_age_or_a_site_page_naming_one_is_no_age_gate() -> None:
    assert not failed_with(read_html(_raw("<h1>Una miaka 18?</h1><a href='/tiketi'>Tiketi 18</a>")), AGE_REASON)
    assert not failed_with(read_html(_raw("<h1>Karibu</h1><button>Ingia</button>")), AGE_REASON)


# --- something required, said as the title or a heading, over the way to pay, is a pay gate whatever it names
# (looked at: "Business Cloud requis" over "Passer Premium"); a browser's needs over a site's pricing link
# are read


def test_a_heading_requiring_something_over_a_way_to_pay_is_a_pay_gate() -> None:
    html = _app(
        "<h2>Team-Arbeitsbereich erforderlich</h2><p>Berichte teilen geht nur im Team.</p>"
        "<a href='/upgrade'>Jetzt wechseln</a> <a href='/projekt'>Zurück</a>"
    )
    assert _paywalled(html)


def test_a_heading_requiring_javascript_over_a_pricing_link_is_read() -> None:
    html = _raw(
        "<h1>JavaScript required</h1><p>Turn on JavaScript to use the dashboard.</p>"
        "<a href='/'>Home</a> <a href='/pricing'>Pricing</a>"
    )
    outcome = read_html(html, url="https://app.example/dashboard")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome



def test_a_reference_page_on_http_s_426_upgrade_required_is_read() -> None:
    # HTTP's status of that name asks a client to switch protocols, over a link to the Upgrade header
    html = (
        "<!doctype html><html><head><title>426 Upgrade Required — HTTP Status Codes</title></head><body>"
        "<h1>426 Upgrade Required</h1><p>The server refuses to perform the request using the current protocol "
        "but might be willing to do so after the client upgrades to a different protocol.</p><p>The server "
        "sends an <a href='https://www.rfc-editor.org/rfc/rfc9110#field.upgrade'>Upgrade</a> header field in "
        "a 426 response.</p><p>Source: <a href='https://www.rfc-editor.org/rfc/rfc9110#status.426'>RFC 9110"
        "</a></p></body></html>"
    )
    outcome = read_html(html, url="https://statuses.example/426")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome

def test_a_ranking_s_two_choices_naming_numbers_are_no_age_gate() -> None:
    html = _raw(
        "<h1>Wachezaji bora</h1><p>Orodha ya wachezaji bora wa msimu huu.</p>"
        "<button>Top 20</button><button>Top 50</button>"
    )
    assert not failed_with(read_html(html, url="https://ligi.example/wachezaji"), AGE_REASON)


def test_a_refusal_over_a_way_to_log_out_is_no_login_wall() -> None:
    # a reader offered to log out is logged in already (退出登录, "log out", holds 登录, "log in")
    refused = "<h2>无权访问</h2><p>此页面仅限管理员。</p>"
    assert not failed_with(read_html(_raw(refused + "<a href='/auth/logout'>退出登录</a>")), LOGIN_REASON)
    assert failed_with(read_html(_raw(refused + "<a href='/auth'>登录</a>")), LOGIN_REASON)


# --- an age gate's box, by the overlay, modal or pop-up it is drawn as, holding all the page says, is an age
# gate (looked at: an adult site's "age-overlay" beside its terms' dialog); a component's page that says more
# of its own than a wall leaves (a short demo page is not: the same holds of an "age-gate" box) is read


def test_an_age_overlay_holding_the_page_s_message_is_an_age_gate() -> None:
    html = _raw(
        "<div id='age-overlay'><h2>Aviso importante</h2><p>Conteúdo exclusivo para adultos.</p>"
        "<button>Entrar</button><button>Sair</button><a href='#termos'>Termos de uso</a></div>"
    )
    assert failed_with(read_html(html, url="https://classificados.example/"), AGE_REASON)


def test_a_page_about_an_age_modal_component_is_read() -> None:
    html = _raw(
        "<h1>vue-age-modal</h1><p>A small Vue component that asks visitors to confirm their age before they see "
        "a shop's products. It stores the answer in localStorage, so the modal is shown once per browser, and it "
        "takes the minimum age, the text and the labels of both buttons as props.</p><h2>Install</h2><p>Add it "
        "with npm, register it once in your app's entry file, and place the tag in the layout that wraps the "
        "pages you want covered. The demo below is the component as it ships, with its default English text.</p>"
        "<div class='age-modal'><p>Are you 18?</p><button>Yes</button><button>No</button></div>"
    )
    assert read_as_page(read_html(html, url="https://components.example/vue-age-modal"), "localStorage")


def test_a_date_whose_years_reach_back_before_any_reader_s_birth_is_no_age_gate() -> None:
    # a newspaper archive's edition by its date: day, month and a year since 1851
    days = "".join(f"<option>{day}</option>" for day in range(1, 32))
    months = "".join(f"<option>{month}</option>" for month in range(1, 13))
    years = "".join(f"<option>{year}</option>" for year in range(1851, 2027))
    html = _raw(
        "<h1>Browse the archive by date</h1><p>Every edition since 1851, page by page.</p>"
        f"<form action='/archive/edition'><select name='day'>{days}</select><select name='month'>{months}"
        f"</select><select name='year'>{years}</select><button>Open edition</button></form>"
    )
    assert read_as_page(read_html(html, url="https://chronicle.example/archive"), "Every edition since 1851")


def test_a_help_article_asking_why_the_session_expired_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>Session expired – Help Center</title></head><body><article>"
        "<h1>Why does it say my session expired?</h1><p>For your security, your session expired after 30 "
        "minutes without activity. Your saved drafts are kept.</p><a href='/help/'>All help articles</a>"
        "</article></body></html>"
    )
    assert read_as_page(read_html(html, url="https://app.example/help/session"), "saved drafts are kept")


@pytest.mark.parametrize("heading", ["Module not found", "pip: command not found", "Class not found"])
def test_an_issue_headed_with_a_program_s_not_found_error_is_no_soft_404_by_the_rules(heading: str) -> None:
    # (the rules alone: the wall model, which these rules do not train, takes such a short issue for one)
    said = "After upgrading to 4.2 the build fails with this error. It worked on 4.1."
    text, html = f"{heading}\n\n{said}", _raw(f"<h1>{heading}</h1><p>{said}</p>")
    assert judge_walls(article=text, markup=html, learned=False) is None
    # ...while a page's own thing not found, headed the same way, is one
    text, html = f"Recipe not found\n\n{said}", _raw(f"<h1>Recipe not found</h1><p>{said}</p>")
    assert judge_walls(article=text, markup=html, learned=False) is not None


@pytest.mark.parametrize(
    "status, said",
    [
        ("404 Not Found", "the server cannot find the requested resource"),
        ("451 Unavailable For Legal Reasons", "the resource is not available due to legal reasons"),
        ("401 Unauthorized", "the request lacks valid authentication credentials for the resource"),
    ],
)
def test_a_reference_page_on_an_http_status_is_read_and_the_status_s_own_page_is_not(
    status: str, said: str
) -> None:
    # a reference page carries the status as its title and heading, as the wall does, and describes it
    html = (
        f"<!doctype html><html><head><title>{status} - HTTP | Web Reference</title></head><body><article>"
        f"<h1>{status}</h1><p>The HTTP {status} client error response status code indicates that {said}.</p>"
        f"<h2>Status</h2><pre><code>{status}</code></pre></article></body></html>"
    )
    assert read_as_page(read_html(html, url="https://reference.example/http/status"), "status code indicates")
    # ...while the page a site serves with the same title and heading, saying it to its reader, is its wall
    wall = html.replace(f"The HTTP {status} client error response status code indicates that {said}.", "")
    assert isinstance(read_html(wall, url="https://reference.example/docs/missing"), ReadFailed)


def test_a_reference_page_on_402_payment_required_is_read_with_no_paywall_s_note() -> None:
    html = (
        "<!doctype html><html><head><title>402 Payment Required - HTTP | Web Reference</title></head><body>"
        "<article><h1>402 Payment Required</h1><p>The HTTP 402 Payment Required is a nonstandard response "
        "status code reserved for future use.</p><pre><code>402 Payment Required</code></pre></article>"
        "</body></html>"
    )
    outcome = read_html(html, url="https://reference.example/http/status/402")
    assert read_as_page(outcome, "reserved for future use")


# --- something required said as the headline makes a pay gate only over a way to a paid tier (an upgrade, a
# plan, a subscription): a service's page asking for a document or a sign-up, over a way to pay its fee, is
# read


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        (
            "Visa required – Travel to Norland",
            "<h1>Visa required</h1><p>Citizens of your country need a visa to enter Norland. Apply at least 15 "
            "days before you travel; the fee is €35.</p><p><a href='https://evisa.norland.example/apply'>Apply "
            "and pay online</a></p>",
            "need a visa",
        ),
        (
            "Registration required | City Marathon 2026",
            "<h1>Registration required</h1><p>Every runner must register before race day: bibs are not handed "
            "out at the start.</p><p><a href='/register'>Register now – €45</a> <a href='/faq'>FAQ</a></p>",
            "bibs are not handed out",
        ),
    ],
)
def test_a_headline_requiring_a_document_over_a_way_to_pay_its_fee_is_read(
    title: str, body: str, words: str
) -> None:
    html = f"<!doctype html><html><head><title>{title}</title></head><body><main>{body}</main></body></html>"
    assert read_as_page(read_html(html, url="https://service.example/required"), words)
    # ...while the same headline over a way to a paid tier is the gate
    gate = html.replace("</main>", "").replace("<main>", "<main><a href='/pricing'>See plans</a>")
    gate = re.sub(r"<p><a .*?</p>", "", gate)
    assert _paywalled(gate)


# --- a session ended makes a log-in wall where it is the reader's: said as a state closing a headline or a
# line ("Session expired"), or as the reader's own ("Your session has expired"); a news brief's session is read


def test_a_news_brief_on_a_session_that_expired_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>Session expired: parliament's term ends with 12 bills unpassed"
        "</title></head><body><main><article><h1>Session expired: term ends with 12 bills unpassed</h1>"
        "<p>The session expired at midnight. Bills not passed must be renewed next term.</p></article></main>"
        "</body></html>"
    )
    assert read_as_page(read_html(html, url="https://news.example/2026/session"), "expired at midnight")
    # ...while the reader's session said so is the wall
    wall = html.replace("The session expired at midnight.", "Your session expired at midnight.").replace(
        "Session expired: term ends with 12 bills unpassed</h1>", "Session expired</h1>"
    )
    assert failed_with(read_html(wall, url="https://news.example/2026/session"), LOGIN_REASON)


# --- a page showing code of its own (a command, an identifier) documents something: no log-in, age, consent or
# geo wall tells its reader what to type


_CLI_DOC = (
    "<!doctype html><html><head><title>Authentication – Acme CLI docs</title></head><body><main>"
    "<h1>Authentication</h1><p>You must be logged in to use the deploy command. Run {command} and follow the "
    "link to sign in with your browser.</p><p>Tokens expire after 30 days.</p><p>In CI, set the token "
    "variable instead: create a token under Settings → Tokens and give it the deploy scope only.</p>"
    "<p>If the browser cannot be opened, the tool prints a code to enter at the device page on another "
    "machine.</p><p>To sign out and remove the stored token, run the log-out command.</p></main></body></html>"
)


def test_a_cli_s_page_on_logging_in_showing_its_command_is_read() -> None:
    html = _CLI_DOC.format(command="<code>acme login</code>")
    assert read_as_page(read_html(html, url="https://docs.acme.example/cli/auth"), "deploy scope")


def test_a_short_cli_page_showing_its_command_in_a_code_block_is_read() -> None:
    # (extraction writes a block's code as plain lines, with no backticks: the markup's <pre> shows it)
    html = _raw(
        "<h1>Deploying</h1><p>You must be logged in to use the deploy command. Log in once per machine:</p>"
        "<pre><code>acme login</code></pre><a href='/docs'>Docs</a>"
    )
    assert read_as_page(read_html(html, url="https://docs.acme.example/cli/deploy"), "once per machine")


def test_an_api_changelog_headed_410_gone_over_its_new_paths_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>410 Gone – API changelog</title></head><body><article><h1>410 Gone"
        "</h1><p>The v1 endpoints answer 410 Gone from 1 June. Move to v2: the same paths under /v2.</p><pre>"
        "<code>GET /v2/items</code></pre></article></body></html>"
    )
    assert read_as_page(read_html(html, url="https://api.acme.example/changelog/v1-sunset"), "Move to v2")
    # ...while the same headline over nothing but the status is the page gone
    gone = _raw("<h1>410 Gone</h1><p>This resource has been removed.</p><a href='/'>Home</a>")
    assert failed_with(read_html(gone, url="https://api.acme.example/changelog/v1-sunset"), SOFT_404_REASON)


def test_a_short_page_asking_to_log_in_with_no_code_is_still_a_login_wall() -> None:
    html = _raw(
        "<h1>Members</h1><p>You must be logged in to view this page.</p><a href='/login'>Log in</a>"
    )
    assert failed_with(read_html(html, url="https://club.example/members"), LOGIN_REASON)


# --- a reference page on an error says when it is returned; a not-found page says it, and is returned


def test_an_api_reference_page_on_a_not_found_error_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>User not found – Errors – Acme API reference</title></head><body>"
        "<main><h1>User not found</h1><p>Code <code>user_not_found</code>, HTTP status 404. Returned when the "
        "user ID in the request matches no user in your workspace. Check the ID, and that the user was not "
        "deleted.</p><p><a href='/docs/api/errors/'>All errors</a></p></main></body></html>"
    )
    assert read_as_page(read_html(html, url="https://acme.example/docs/api/errors/user-not-found"), "Returned")
    # ...while a site's own page saying it is the soft 404
    wall = html.replace(
        "<p>Code <code>user_not_found</code>, HTTP status 404. Returned when the user ID in the request matches "
        "no user in your workspace. Check the ID, and that the user was not deleted.</p>",
        "<p>We could not find this user.</p>",
    )
    assert failed_with(read_html(wall, url="https://acme.example/u/991"), SOFT_404_REASON)


# --- an age asked of those who buy tickets to an event is not the page's reader's: an event page is read


def test_an_event_page_with_tickets_for_adults_only_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>Friday Night Comedy – The Basement</title></head><body><main>"
        "<h1>Friday Night Comedy</h1><p>Doors 8pm, show 8:30pm. The Basement, 12 King Street.</p>"
        "<p><a class='button' href='https://tickets.example.com/e/friday-night-comedy-4471'>Get tickets (18+ "
        "only)</a></p></main></body></html>"
    )
    assert read_as_page(read_html(html, url="https://basement.example/events/comedy"), "Doors 8pm")
    # ...while a lone choice confirming the reader's age is the gate
    gate = html.replace("Get tickets (18+ only)", "I am 18+ – enter").replace(
        "<p>Doors 8pm, show 8:30pm. The Basement, 12 King Street.</p>", ""
    )
    assert failed_with(read_html(gate, url="https://basement.example/"), AGE_REASON)


# --- a consent wall asking the reader to pay or accept, in any language: its two ways on are to accept and to
# subscribe, on a short page that speaks of cookies; a shop's cookie banner beside a "Buy" is read


def test_a_pay_or_accept_consent_wall_is_one_in_any_language() -> None:
    html = (
        "<!doctype html><html lang='it'><head><title>Il Quotidiano</title></head><body><div id='cmp'>"
        "<h2>Il tuo consenso per i cookie</h2><p>Noi e i nostri 842 partner utilizziamo cookie e tecnologie "
        "simili per archiviare e accedere a informazioni sul dispositivo, per annunci e contenuti personalizzati "
        "e misurazione. Puoi accettare, rifiutare o abbonarti senza pubblicità.</p><button>Accetta e continua"
        "</button><button>Abbonati</button><a href='/privacy'>Impostazioni</a></div></body></html>"
    )
    assert failed_with(read_html(html, url="https://quotidiano.example/2026/articolo"), CONSENT_REASON)


def test_a_pay_or_accept_wall_whose_choices_sit_apart_from_its_message_is_one() -> None:
    html = (
        "<!doctype html><html><head><title>Daily</title></head><body><div class='cmp'><div class='msg'>"
        "<h2>Your privacy choices</h2><p>We and our partners use cookies and tracking for personalised ads. "
        "Accept them, or read without ads with a subscription.</p></div><div class='buttons'><div>"
        "<button>Accept all</button></div><div><a href='/subscribe'>Subscribe</a></div></div></div></body></html>"
    )
    assert failed_with(read_html(html, url="https://daily.example/2026/story"), CONSENT_REASON)


def test_a_brief_on_a_pay_or_consent_ruling_under_a_cookie_banner_is_read() -> None:
    # (the banner's "Accept" and the page's "Subscribe" are no choice the consent offers together)
    html = (
        "<!doctype html><html><head><title>Meta's pay or consent model breaches law, EU says</title></head><body>"
        "<article><h1>Meta's pay or consent model breaches EU law</h1><p>The European Commission said on Monday "
        "that Meta's choice for users to accept tracking for ads or pay for an ad-free subscription breaches the "
        "Digital Markets Act. Meta said it would appeal.</p></article><div class='cookie'>We use cookies. "
        "<button>Accept</button></div><a href='/subscribe'>Subscribe</a></body></html>"
    )
    assert read_as_page(read_html(html, url="https://news.example/2026/04/meta"), "Meta said it would appeal")


def test_a_recipe_for_cookies_with_an_accept_and_a_buy_over_a_privacy_link_is_no_consent_wall() -> None:
    # (the box around its "Accept" speaks of cookies to eat: the footer's "Privacy" is the site's, not the
    # choice's)
    html = (
        "<!doctype html><html><head><title>Cookies for the office</title></head><body><main><h1>Cookies for "
        "the office</h1><p>Accept that they will vanish by noon. Buy good butter.</p><button>Accept</button>"
        "<a href='/shop'>Buy the book</a></main><footer><a href='/privacy'>Privacy</a></footer></body></html>"
    )
    assert read_as_page(read_html(html, url="https://bakes.example/office-cookies"), "good butter")


def test_a_shop_s_offer_with_a_cookie_line_is_no_consent_wall() -> None:
    html = _raw(
        "<h1>Lampada Arco</h1><p>Ottone e vetro soffiato, 129 €. Spedizione gratuita.</p>"
        "<button>Acquista</button><p>Usiamo i cookie tecnici.</p><button>Accetta</button>"
        "<p>Descrizione: una lampada da tavolo alta 42 cm, fatta a mano a Murano, con un paralume in vetro "
        "opalino e una base in ottone spazzolato. Lampadina E14 inclusa, cavo in tessuto di due metri.</p>"
    )
    assert read_as_page(read_html(html, url="https://shop.example/lampada-arco"), "Murano")


# --- a Scandinavian daily's notice to read on with its subscription, under the article's opening


def test_a_swedish_read_on_with_plus_notice_is_a_paywall() -> None:
    html = (
        "<!doctype html><html lang='sv'><head><title>Hamnens saluhall öppnar igen | Kvällsposten</title></head>"
        "<body><main><article><h1>Hamnens saluhall öppnar igen efter fyra år</h1><p>Saluhallen vid hamnen "
        "öppnade igen i lördags, fyra år efter branden. Fyrtio handlare har tagit plats, hälften av dem nya.</p>"
        "<div class='premium-lock'><h2>Läs vidare med Plus</h2><p>Den här artikeln är en del av Kvällsposten "
        "Plus. Prenumerera för 1 kr första månaden.</p><a href='/prenumerera'>Prenumerera</a> "
        "<a href='/logga-in'>Logga in</a></div></article></main></body></html>"
    )
    assert _paywalled(html)


def test_a_story_inviting_readers_to_read_on_with_its_series_is_read() -> None:
    html = (
        "<!doctype html><html lang='sv'><head><title>Hamnens saluhall, del 1 | Kvällsposten</title></head>"
        "<body><main><article><h1>Hamnens saluhall, del 1</h1><p>Saluhallen vid hamnen öppnade igen i lördags, "
        "fyra år efter branden.</p><p>Läs vidare med del 2 i morgon, då vi möter fiskhandlarna.</p><p>Fyrtio "
        "handlare har tagit plats, hälften av dem nya. Kön till ostdisken ringlade ut på torget redan vid nio, "
        "och vid lunch var de rökta räkorna slut. Hallen har öppet alla dagar utom måndag.</p></article></main>"
        "</body></html>"
    )
    assert read_as_page(read_html(html, url="https://kvallsposten.example/saluhallen"), "ostdisken")


# --- the reader told alone that they are not logged in, or lack the rights, is a log-in wall in any language
# (looked at: a Russian game's template block "Вы не авторизированы" alone, a Japanese tool's
# "まだログインしていないぞ！ 先にログインしてくれ" over a button to the log-in, a Russian market's "У Вас
# недостаточно прав для посещения данной страницы. Пожалуйста, войдите или зарегистрируйтесь")


@pytest.mark.parametrize(
    "body",
    [
        "<div class='alert'>Jesteś niezalogowany</div>",
        "<h1>尚未登录</h1><form action='/'><input type='submit' value='去登录页面'></form>",
        "<h2>You are not signed in.</h2>",
        "<h2>У вас нет прав для просмотра этой страницы. <a href='/accounts/login/'>Войдите</a></h2>",
    ],
)
def test_a_page_saying_only_that_the_reader_is_not_logged_in_is_a_login_wall(body: str) -> None:
    assert failed_with(read_html(_raw(body), url="https://app.example/orders"), LOGIN_REASON)


@pytest.mark.parametrize(
    ("body", "words"),
    [
        # a help page asks it, and answers
        (
            "<h1>Why does it say I am not logged in?</h1><p>Clear your cookies and sign in again.</p>",
            "Clear your cookies",
        ),
        # a notice above a page's own text, which goes on
        (
            "<p>You are not logged in.</p><h1>Timetable</h1><p>Trains leave every twenty minutes from platform "
            "two between six in the morning and midnight; on Sundays every forty minutes. Bicycles travel free "
            "outside rush hours, and dogs on a lead ride at the child fare.</p>",
            "platform two",
        ),
        # a reader who lacks the rights but is logged in: the way on is out
        ("<h2>Недостаточно прав для этой страницы.</h2><a href='/logout'>Выйти</a>", "Недостаточно прав"),
    ],
)
def test_a_question_a_notice_over_a_page_or_a_logged_in_reader_s_refusal_is_no_login_wall(
    body: str, words: str
) -> None:
    assert read_as_page(read_html(_raw(body), url="https://app.example/help"), words)


@pytest.mark.parametrize(
    ("title", "story", "words"),
    [
        (
            "Council used family photo without permission",
            "A Mill Street family says the council printed their wedding photo on 4,000 leaflets. The council "
            "apologised on Friday.",
            "leaflets",
        ),
        (
            "The quiet return of the otter",
            "Reprinted with permission from River Notes. Otters are back on the Mill Brook for the first time "
            "in forty years, volunteers said.",
            "Otters",
        ),
        (
            "Demolida una casa construida sin permiso",
            "El ayuntamiento derribó este lunes una vivienda levantada sin permiso en suelo rústico.",
            "suelo rústico",
        ),
        (
            "Prefeitura usou foto de família sem permissão",
            "Uma família diz que a prefeitura imprimiu a foto do casamento em 4 mil panfletos.",
            "panfletos",
        ),
    ],
)
def test_a_brief_on_something_done_with_or_without_permission_under_a_log_in_link_is_read(
    title: str, story: str, words: str
) -> None:
    html = (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{title} | Valley Times</title></head><body>"
        f"<article><h1>{title}</h1><p>{story}</p></article><p><a href='/login'>Log in</a></p></body></html>"
    )
    assert read_as_page(read_html(html, url="https://news.example/2026/05/12/photo"), words)


@pytest.mark.parametrize(
    "body",
    [
        "<h1>Permission denied</h1><p>You do not have permission to view this page.</p>",
        "<h1>Sin permisos</h1><p>No tienes permiso para ver esta página.</p>",
    ],
)
def test_a_refusal_of_permission_over_a_way_to_log_in_is_a_login_wall(body: str) -> None:
    html = _raw(f"{body}<a href='/login'>Log in</a>")
    assert failed_with(read_html(html, url="https://app.example/reports/7"), LOGIN_REASON)


@pytest.mark.parametrize(
    ("body", "words"),
    [
        (
            "<h1>Guests</h1><p>Visitors who are not logged in can read every article and search the archive.</p>",
            "search the archive",
        ),
        ("<h1>Gäste</h1><p>Auch wer nicht angemeldet ist, kann alle Artikel lesen.</p>", "alle Artikel"),
        ("<h1>访客须知</h1><p>未登录用户也可以浏览全部文章。</p>", "全部文章"),
    ],
)
def test_a_help_note_on_what_a_reader_not_logged_in_may_still_do_is_read(body: str, words: str) -> None:
    html = _raw(f"{body}<a href='/login'>Log in</a>")
    assert read_as_page(read_html(html, url="https://paper.example/help/guests"), words)
    # ...while the reader told alone they are not logged in is the wall
    wall = _raw("<h1>You are not logged in</h1><p>Please log in to continue.</p><a href='/login'>Log in</a>")
    assert failed_with(read_html(wall, url="https://paper.example/account"), LOGIN_REASON)


# --- a not-found heading in another language, and a page gone (410), said as the headline (looked at: "Nicht
# gefunden" over "Die gewünschte Seite wurde nicht gefunden!", "Page supprimée", "Page removed" over "410")


@pytest.mark.parametrize(
    "body",
    [
        "<h1>Nie znaleziono</h1><p>Sprawdź adres albo wróć na stronę główną.</p><a href='/'>Strona główna</a>",
        "<h1>Page supprimée</h1><p>La page que vous avez demandée a été supprimée.</p><a href='/'>Accueil</a>",
        "<h1>410</h1><p>Oh no! This page is no longer available.</p>",
        "<h1>404 Seite nicht gefunden</h1><p>Hier ist leider nichts.</p><a href='/'>Startseite</a>",
    ],
)
def test_a_not_found_or_gone_headline_in_any_language_is_a_soft_404(body: str) -> None:
    assert failed_with(read_html(_raw(body), url="https://blog.example/2019/post"), SOFT_404_REASON)


def test_an_issue_headed_with_a_module_not_found_in_german_is_no_soft_404_by_the_rules() -> None:
    text = "Modul nicht gefunden\n\nNach dem Update auf 4.2 bricht der Build ab. Mit 4.1 ging es noch."
    html = _raw(f"<h1>{text.splitlines()[0]}</h1><p>{text.splitlines()[-1]}</p>")
    assert judge_walls(article=text, markup=html, learned=False) is None


@pytest.mark.parametrize(
    ("headline", "story", "words"),
    [
        (
            "Vermisste Wanderin nicht gefunden",
            "Die Suche nach der 67-jährigen Wanderin im Allgäu ist am Sonntagabend ohne Ergebnis unterbrochen "
            "worden. Bergwacht und Polizei wollen am Montag mit einem Hubschrauber weitersuchen.",
            "Hubschrauber",
        ),
        (
            "Pescador desaparecido no encontrado",
            "Salvamento Marítimo suspendió al anochecer la búsqueda del pescador de 52 años desaparecido frente "
            "a Barbate. Se reanudará mañana.",
            "Barbate",
        ),
        (
            "A roncs nem található",
            "A búvárok két hét kutatás után sem akadtak nyomára a Balatonba süllyedt gőzös roncsának. A "
            "kutatást tavasszal folytatják.",
            "tavasszal",
        ),
    ],
)
def test_a_news_brief_headed_with_someone_or_something_not_found_is_read(
    headline: str, story: str, words: str
) -> None:
    # (a not-found heading in these languages names a page or what a page holds, or nothing; a brief's two
    # sentences of its own are within the residue a not-found page may say beside its headline)
    html = _raw(f"<article><h1>{headline}</h1><p>{story}</p></article>")
    assert read_as_page(read_html(html, url="https://news.example/2026/05/12/suche"), words)


def test_a_guide_on_removed_pages_is_read() -> None:
    html = _raw(
        "<h1>Page removed</h1><p>When an editor removes a page, the site keeps its address and answers it with "
        "410 Gone, so that search engines drop it sooner than they would a 404. Editors can restore a removed "
        "page for thirty days from the bin; after that it is gone for good, and its address may be reused for "
        "a new page only by an administrator.</p>"
    )
    assert read_as_page(read_html(html, url="https://docs.cms.example/events/page-removed"), "the bin")


# --- too few credits left to go on, over the way to pay, is a pay gate (looked at: "Insufficient Credits!" over
# "Please upgrade your plan to continue." and "Upgrade Plan"); a balance page is read


def test_too_few_credits_over_an_upgrade_is_a_pay_gate() -> None:
    html = _app(
        "<h1>Not enough credits</h1><p>Il te faut 3 crédits pour exporter ce rapport.</p>"
        "<a href='/plans'>Voir les offres</a>"
    )
    assert _paywalled(html)


def test_too_few_tokens_said_to_the_reader_over_an_upgrade_is_a_pay_gate() -> None:
    html = _app(
        "<h2>Image studio</h2><p>You have insufficient tokens to generate this image.</p>"
        "<a href='/pricing'>Upgrade</a>"
    )
    assert _paywalled(html)


def test_a_news_brief_on_someone_else_s_funds_under_a_subscribe_link_is_read_whole() -> None:
    # (a council's funds, not the reader's allowance: no paywall note, so nothing is said to be held back)
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Bridge repairs delayed | Valley Times</title>"
        "</head><body><article><h1>Bridge repairs delayed</h1><p>The council says it has insufficient funds to "
        "repair the Mill Street bridge this year. Work will start in spring if the state grant is approved.</p>"
        "</article><p><a href='/subscribe'>Subscribe</a></p></body></html>"
    )
    outcome = read_html(html, url="https://news.example/2026/05/12/bridge")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome
    assert "state grant" in outcome.text


def test_a_help_page_asking_about_too_few_credits_is_read() -> None:
    html = _app(
        "<h1>Not enough credits?</h1><p>Credits renew on the first of each month; unused credits do not carry "
        "over.</p><a href='/plans'>Compare plans</a>"
    )
    outcome = read_html(html, url="https://app.example/help/credits")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


# --- traps written for this round: a log-in form shown as a design, a consent guide over a newsletter's
# subscription, a help page whose title asks what a geo block says; each beside the wall it must not hide


def test_a_ui_kit_s_login_screen_is_read_and_a_site_s_log_in_page_is_not() -> None:
    html = (
        "<!doctype html><html><head><title>Login screen – Mobile UI kit</title></head><body><h1>Login screen</h1>"
        "<p>A mobile login screen with an email field, a password field and a button. Copy the markup into your "
        "app.</p><form><input type='email' placeholder='Email'><input type='password' placeholder='Password'>"
        "<button>Sign in</button></form><p>Made with Tailwind. MIT licence.</p></body></html>"
    )
    assert read_as_page(read_html(html, url="https://uikit.example/screens/login"), "Copy the markup")
    wall = html.replace("Login screen – Mobile UI kit", "Log in – Harbour Ferries").replace(
        "<h1>Login screen</h1>", "<h1>Log in</h1>"
    )
    assert failed_with(read_html(wall, url="https://ferries.example/account"), LOGIN_REASON)


def test_a_consent_guide_over_a_newsletter_is_read_and_a_pay_or_accept_wall_is_not() -> None:
    html = _raw(
        "<h1>Cookie consent</h1><p>If your shop only sets cookies it needs to work, you need no banner. "
        "Analytics and ads need consent first.</p><a href='/guides'>More guides</a> "
        "<a href='/newsletter'>Subscribe to our newsletter</a> <a href='/accept-terms'>Accept terms</a>"
    )
    # (the rules alone: the wall model, which this round's rules do not train, takes it for a consent wall at
    # this address)
    text = "Cookie consent\n\nIf your shop only sets cookies it needs to work, you need no banner. Analytics and ads "
    text += "need consent first.\n\n[More guides](/guides) [Subscribe to our newsletter](/newsletter) "
    text += "[Accept terms](/accept-terms)"
    assert judge_walls(article=text, markup=html, url="https://guides.example/cookie-consent", learned=False) is None
    assert read_as_page(read_html(html, url="https://guides.example/shops/banners"), "you need no banner")
    wall = html.replace("Subscribe to our newsletter", "Subscribe without ads").replace("More guides", "Accept all")
    assert failed_with(read_html(wall, url="https://daily.example/2026/story"), CONSENT_REASON)


def test_a_help_page_whose_title_asks_about_a_geo_block_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>Not available in your country? – Help</title></head><body>"
        "<h1>Why is a title not available in my country?</h1><p>Rights to films are sold country by country, so "
        "the catalogue differs where you are. Titles come and go as licences start and end.</p>"
        "<a href='/help'>All help topics</a></body></html>"
    )
    assert read_as_page(read_html(html, url="https://films.example/help/regions"), "sold country by country")
    # ...while the same title said, over the refusal, is the block
    wall = html.replace("Not available in your country? – Help", "Not available in your country – Films").replace(
        "<h1>Why is a title not available in my country?</h1>", "<h1>This service is not available in your country</h1>"
    ).replace("<p>Rights to films", "<p>Sorry. Rights to films")
    assert failed_with(read_html(wall, url="https://films.example/"), GEO_REASON)


# --- a document the reader holds come to its end (a driving licence, a passport) is a public service's page on
# renewing it, not a pay gate; a software licence expired over the way to renew it is one


def test_a_public_service_s_page_on_an_expired_driving_licence_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>Driving licence expired – Roads Agency</title></head><body><main>"
        "<h1>Driving licence expired</h1><p>You can still renew a licence that expired less than 5 years ago. "
        "Renew online in 10 minutes; it costs £14.</p><p><a href='/renew-licence/start'>Renew your licence "
        "online</a></p></main></body></html>"
    )
    outcome = read_html(html, url="https://roads.example/driving-licence-expired")
    assert read_as_page(outcome, "less than 5 years ago")
    gate = html.replace("Driving licence expired", "Licence expired").replace(
        "You can still renew a licence that expired less than 5 years ago. Renew online in 10 minutes; it costs "
        "£14.",
        "Your licence for Ledger Pro has expired. Renew it to keep working.",
    )
    assert _paywalled(gate)


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        # an app's status: the state, then what guests get
        ("Status", "<h1>Status</h1><p>Not logged in. Guest mode: history is kept on this device only.</p>",
         "Guest mode"),
        # a song named after the state
        (
            "Вы не авторизированы — песня",
            "<h1>Вы не авторизированы</h1><p>Новая песня группы о жизни без пароля. Слушайте на всех площадках с "
            "пятницы.</p>",
            "Новая песня",
        ),
    ],
)
def test_a_page_saying_more_than_the_reader_s_state_and_a_way_in_is_read(
    title: str, body: str, words: str
) -> None:
    html = f"<!doctype html><html><head><title>{title}</title></head><body>{body}</body></html>"
    assert read_as_page(read_html(html, url="https://app.example/status"), words)


def test_a_recipe_for_cookies_over_a_subscription_is_no_consent_wall() -> None:
    html = _raw(
        "<h1>Chocolate chip cookies</h1><p>Butter, sugar, two eggs, flour and chocolate. Bake 12 minutes at 180 "
        "degrees.</p><a href='/subscribe'>Subscribe for €2 a month</a> <button>Accept</button>"
    )
    assert read_as_page(read_html(html, url="https://kitchen.example/cookies"), "Bake 12 minutes")


def test_a_lottery_s_gate_asking_the_age_to_buy_tickets_is_an_age_gate() -> None:
    # (the tickets named after the age are what the gate guards, not an event's qualified tickets)
    html = _raw(
        "<h1>Age check</h1><p>You must be 18 or over to buy tickets.</p><a href='/enter'>I am 18 or over</a> "
        "<a href='https://www.google.com'>Leave</a>"
    )
    assert failed_with(read_html(html, url="https://lotto.example/"), AGE_REASON)


def test_a_bus_route_headed_with_its_number_is_read_and_410_gone_is_a_soft_404() -> None:
    route = _raw("<h1>410</h1><p>Harbour – Station – Hospital. Every 20 minutes, 6:00 to 23:00.</p>")
    assert read_as_page(read_html(route, url="https://bus.example/routes/410"), "Every 20 minutes")
    gone = _raw("<h1>410 Gone</h1><p>Back to the <a href='/'>home page</a>.</p>")
    assert failed_with(read_html(gone, url="https://blog.example/2019/post"), SOFT_404_REASON)


def test_a_story_headed_with_an_idiom_on_rights_is_read() -> None:
    # "Нет прав на ошибку" (no room for error) over a site's "Войти": rights to no page
    html = (
        "<!doctype html><html><head><title>Нет прав на ошибку — Спорт</title></head><body><h1>Нет прав на ошибку"
        "</h1><p>Сборная играет решающий матч в субботу. Тренер назвал состав.</p><a href='/login'>Войти</a>"
        "</body></html>"
    )
    assert read_as_page(read_html(html, url="https://sport.example/2026/match"), "Тренер назвал")


# --- a wall's state named as a headline's topic, not as the page's: "Access restricted on Elm Bridge", "Page
# not found after deploy · Issue #88"; a docs page on not-found pages showing how to make one


def test_a_story_headed_with_a_place_s_restricted_access_over_a_sign_in_link_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>Bridge closed – City News</title></head><body><h1>Access restricted "
        "on Elm Bridge</h1><p>The city closes Elm Bridge to cars from Monday for six weeks of repairs. Cyclists "
        "and walkers may still cross.</p><a href='/login'>Sign in for alerts</a></body></html>"
    )
    assert read_as_page(read_html(html, url="https://city.example/news/elm-bridge"), "six weeks of repairs")
    # ...while the refusal as the headline's state, over the way in, is the wall
    wall = html.replace("Access restricted on Elm Bridge", "Access restricted").replace(
        "The city closes Elm Bridge to cars from Monday for six weeks of repairs. Cyclists and walkers may still "
        "cross.",
        "Please sign in.",
    )
    assert failed_with(read_html(wall, url="https://city.example/staff"), LOGIN_REASON)


def test_an_issue_titled_with_page_not_found_after_a_deploy_is_no_soft_404_by_the_rules() -> None:
    # (the rules alone: the wall model, which this round's rules do not train, takes it for a soft 404)
    title = "Page not found after deploy · Issue #88 · acme/site"
    text = "After the last deploy every link under /blog answers with our not-found page. Locally it works."
    html = f"<!doctype html><html><head><title>{title}</title></head><body><p>{text}</p></body></html>"
    assert judge_walls(article=text, markup=html, learned=False) is None
    wall = html.replace(title, "Page not found · acme/site").replace(text, "Back to the home page.")
    assert judge_walls(article="Back to the home page.", markup=wall, learned=False) is not None


def test_a_docs_page_on_custom_404_pages_showing_the_file_to_add_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>Custom 404 page – Pages docs</title></head><body><h1>Custom 404 page"
        "</h1><p>To show your own page not found, add a <code>404.html</code> file at your site's root. It is "
        "served with status 404 for every missing path.</p><a href='/docs'>Docs</a></body></html>"
    )
    assert read_as_page(read_html(html, url="https://pages.example/docs/custom-404"), "every missing path")


def test_a_status_report_quoting_a_geo_block_its_title_names_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>Not available in your region – Streamer status</title></head><body>"
        "<h1>Outage report</h1><p>Some viewers saw \"Not available in your region\" last night. The error came "
        "from a faulty rights update and was fixed at 02:10.</p></body></html>"
    )
    assert read_as_page(read_html(html, url="https://status.streamer.example/2026-05-02"), "faulty rights update")
    # ...while the block itself, its title saying it and its text not quoting it, is the wall
    wall = html.replace(
        "<h1>Outage report</h1><p>Some viewers saw \"Not available in your region\" last night. The error came "
        "from a faulty rights update and was fixed at 02:10.</p>",
        "<p>Sorry, this service is not available in your region.</p>",
    )
    assert failed_with(read_html(wall, url="https://streamer.example/watch/991"), GEO_REASON)


def test_an_sdk_s_page_on_a_login_required_error_saying_when_it_is_thrown_is_read() -> None:
    html = _raw(
        "<h1>Login required</h1><p>Thrown by client.fetch() when the token is missing. Call client.login(token) "
        "first.</p>"
    ).replace("<head>", "<head><title>Login required – Acme SDK</title>")
    assert read_as_page(read_html(html, url="https://sdk.example/errors/login-required"), "Thrown by")
    wall = html.replace(
        "<p>Thrown by client.fetch() when the token is missing. Call client.login(token) first.</p>",
        "<p>Please <a href='/login'>log in</a> to see this page.</p>",
    )
    assert failed_with(read_html(wall, url="https://app.example/reports"), LOGIN_REASON)


def test_an_explainer_headed_with_why_videos_are_blocked_in_your_country_is_read() -> None:
    html = (
        "<!doctype html><html><head><title>Geo-blocking explained</title></head><body><h1>Why some videos are "
        "blocked in your country</h1><p>Broadcasters buy rights per country. When you travel, a service checks "
        "your IP address and may show a notice instead of the video.</p></body></html>"
    )
    assert read_as_page(read_html(html, url="https://explainers.example/geo-blocking"), "Broadcasters buy")
    wall = html.replace("Why some videos are blocked in your country", "This video is blocked in your country")
    assert failed_with(read_html(wall, url="https://tv.example/watch/12"), GEO_REASON)


# --- a not-found heading that names the page after words of its own ("A keresett oldal nem található"), or
# says the state first and the page last ("Nie znaleziono strony", "No se encontró la página"); a brief headed
# with something else not found is read (looked at: "Article non trouvé" over a French site's way back)


@pytest.mark.parametrize(
    ("headline", "said"),
    [
        ("A keresett oldal nem található", "Elnézést."),
        ("Nie znaleziono strony", "Strona, której szukasz, nie istnieje."),
        ("No se encontró la página", "Vuelve a la portada."),
        ("Article non trouvé", "Retour à l'accueil."),
    ],
)
def test_a_not_found_headline_naming_the_page_in_any_word_order_is_a_soft_404(headline: str, said: str) -> None:
    html = _raw(f"<main><h1>{headline}</h1><p>{said}</p><a href='/'>⌂</a></main>")
    assert failed_with(read_html(html, url="https://shop.example/p/77"), SOFT_404_REASON)
    story = "Policja przeszukała las pod Sanokiem do zmroku. Poszukiwania wznowi rano."
    brief = _raw(f"<article><h1>Nie znaleziono zaginionego grzybiarza</h1><p>{story}</p></article>")
    assert read_as_page(read_html(brief, url="https://news.example/2026/05/12/las"), "Sanokiem")


# --- a headline refusing this very page to the reader, over the way in, is a log-in wall in any language; a
# headline that only speaks to the reader of a permission is not


@pytest.mark.parametrize(
    ("headline", "way_in"),
    [
        ("У вас нет прав для просмотра этой страницы.", "Войти"),
        ("You do not have permission to view this page.", "Sign in"),
        ("Sie haben keine Berechtigung für diese Seite.", "Anmelden"),
    ],
)
def test_a_headline_refusing_this_page_over_the_way_in_is_a_login_wall(headline: str, way_in: str) -> None:
    html = _raw(f"<main><h2>{headline}</h2><a href='/login'>{way_in}</a></main>").replace(
        "<head>", "<head><title>Ошибка</title>"
    )
    assert failed_with(read_html(html, url="https://app.example/reports/9"), LOGIN_REASON)
    brief = _raw(
        "<article><h1>You do not need permission to fly a small drone</h1><p>Drones under 250 grams may fly "
        "without a licence from June, the aviation office said.</p></article><a href='/login'>Sign in</a>"
    )
    assert read_as_page(read_html(brief, url="https://news.example/2026/05/drones"), "aviation office")


# --- a help or reference page on a message, saying when it appears, what it means or when a call returns it,
# is read whatever its headline; the message itself, over the same way on, is the wall


@pytest.mark.parametrize(
    ("headline", "explained", "way_on", "said", "reason"),
    [
        (
            "Keine Berechtigung",
            "Diese Meldung erscheint, wenn Ihr Konto nicht zur Gruppe der Redakteure gehört. Bitten Sie einen "
            "Administrator, Sie hinzuzufügen.",
            "<a href='/login'>Anmelden</a>",
            "Sie haben keine Berechtigung für diese Seite. Bitte melden Sie sich an.",
            LOGIN_REASON,
        ),
        (
            "Insufficient permissions",
            "The API returns this error when the token lacks the admin scope. Create a token with that scope.",
            "<a href='/login'>Log in</a>",
            "You do not have permission to view this page. Please log in.",
            LOGIN_REASON,
        ),
        (
            "Insufficient balance",
            "This message means the amount plus the network fee is more than your wallet holds. Lower the amount "
            "or add funds, then try again.",
            "<a href='/buy'>Buy crypto</a>",
            "You need 3 more credits to export.",
            "paywall",
        ),
    ],
)
def test_a_help_page_on_a_message_is_read_and_the_message_itself_is_the_wall(
    headline: str, explained: str, way_on: str, said: str, reason: str
) -> None:
    help_page = _raw(f"<main><h1>{headline}</h1><p>{explained}</p>{way_on}</main>").replace(
        "<head>", f"<head><title>{headline} – Help</title>"
    )
    assert read_as_page(read_html(help_page, url="https://help.example/articles/77"), explained[:40])
    wall = help_page.replace(explained, said).replace(f"{headline} – Help", "Studio")
    outcome = read_html(wall, url="https://app.example/export")
    if reason == "paywall":
        assert isinstance(outcome, PageRead) and outcome.wall == "paywall"
    else:
        assert failed_with(outcome, reason)


# --- a brief headed with a state ("Beach access restricted", "Members only", "Session expired", "Missing
# hiker not found") over two sentences of its own and a log-in link is the story; the same headline over a
# wall's own lines ("Please log in to continue.", "Sorry, …") is the wall


@pytest.mark.parametrize(
    ("headline", "story", "wall_said", "way_in", "reason"),
    [
        (
            "Beach access restricted",
            "Rangers closed the north beach to cars after storms. Walkers may still use the path.",
            "Please log in with your staff account.",
            "Log in",
            LOGIN_REASON,
        ),
        (
            "Members only",
            "The club voted to keep the course closed to visitors on weekends this summer.",
            "",
            "Member login",
            LOGIN_REASON,
        ),
        (
            "Session expired",
            "The legislative session expired at midnight with 12 bills unpassed. Lawmakers return in January.",
            "Your session has expired. Please log in again.",
            "Log in",
            LOGIN_REASON,
        ),
        (
            "Brak uprawnień i promile. Kierowca zatrzymany",
            "Policjanci z Sanoka zatrzymali 34-latka, który jechał bez uprawnień i miał ponad promil alkoholu.",
            "Przykro nam, nie masz uprawnień do tej strony.",
            "Zaloguj się",
            LOGIN_REASON,
        ),
        (
            "Insufficient permissions",
            "Since the update my account cannot open the shared calendar any more. Did anyone else see this?",
            "You need the editor role to open this page.",
            "Log in",
            LOGIN_REASON,
        ),
        (
            "Missing hiker not found",
            "Search teams called off the hunt for a 41-year-old hiker on Mount Baker at dusk on Sunday. Rangers "
            "asked anyone who saw him to call.",
            "Sorry, the page you are looking for does not exist.",
            "Home",
            SOFT_404_REASON,
        ),
    ],
)
def test_a_brief_headed_with_a_state_is_read_and_the_state_over_a_walls_lines_is_the_wall(
    headline: str, story: str, wall_said: str, way_in: str, reason: str
) -> None:
    link = f"<a href='{'/' if way_in == 'Home' else '/login'}'>{way_in}</a>"
    brief = _raw(f"<main><article><h1>{headline}</h1><p>{story}</p></article>{link}</main>").replace(
        "<head>", f"<head><title>{headline.split('.')[0]} | Valley Times</title>"
    )
    assert read_as_page(read_html(brief, url="https://news.example/2026/05/12/brief"), story[:30])
    wall = brief.replace(f"<p>{story}</p>", f"<p>{wall_said}</p>" if wall_said else "")
    assert failed_with(read_html(wall, url="https://news.example/account/area"), reason)


# --- an item's own page, headed with its name, telling the item is no longer available is read; headed with
# the state, the page is the state (looked at: a job board's "This job is no longer available" heading)


def test_a_product_page_saying_the_product_is_no_longer_available_is_read() -> None:
    html = _raw(
        "<header><a href='/'>Home</a> <a href='/news'>News</a> <a href='/login'>Log in</a></header><main>"
        "<h1>Retro Lamp</h1><p>This product is no longer available. See similar lamps below.</p>"
        "<a href='/lamps'>Lamps</a></main>"
    ).replace("<head>", "<head><title>Retro Lamp (no longer available) | Shop</title>")
    assert read_as_page(read_html(html, url="https://shop.example/p/retro-lamp"), "See similar lamps")
    gone = html.replace("<h1>Retro Lamp</h1><p>This product is no longer available.", "<h1>This product is no "
                        "longer available</h1><p>")
    assert failed_with(read_html(gone, url="https://shop.example/p/retro-lamp"), SOFT_404_REASON)


# --- a sign-up required is asked of every reader, paid or not: "Registration required" over "Register" and a
# club's "Training plans" is a race's page; "Upgrade required" over "Plans" is a pay gate


def test_registration_required_over_a_training_plans_link_is_read_and_an_upgrade_required_is_a_pay_gate() -> None:
    html = _raw(
        "<header><a href='/'>Home</a> <a href='/news'>News</a> <a href='/login'>Log in</a></header><main>"
        "<h1>Registration required</h1><p>All runners must register by 1 May. Entry is €45.</p>"
        "<a href='/register'>Register</a> <a href='/plans'>Training plans</a></main>"
    ).replace("<head>", "<head><title>Registration required - City Marathon</title>")
    assert read_as_page(read_html(html, url="https://marathon.example/entry"), "All runners")
    gate = html.replace("Registration required", "Upgrade required").replace(
        "<p>All runners must register by 1 May. Entry is €45.</p><a href='/register'>Register</a> ", "<p></p>"
    )
    assert _paywalled(gate)


# --- a wiki's page on a work titled with a state ("Insufficient Funds is a 2019 comedy") defines what its
# headline names, and is read over a shop's Subscribe link; the same state over the way to pay is the gate


def test_a_wiki_page_on_a_film_titled_insufficient_funds_is_read() -> None:
    html = _raw(
        "<header><a href='/'>Home</a> <a href='/news'>News</a> <a href='/login'>Log in</a></header><main>"
        "<h1>Insufficient Funds</h1><p>Insufficient Funds is a 2019 comedy about two brothers and a bank.</p>"
        "<a href='/shop'>Shop</a> <a href='/subscribe'>Subscribe</a></main>"
    ).replace("<head>", "<head><title>Insufficient funds (film) - Wiki</title>")
    assert read_as_page(read_html(html, url="https://wiki.example/Insufficient_Funds"), "2019 comedy")
    gate = html.replace("Insufficient funds (film) - Wiki", "Studio").replace(
        "Insufficient Funds is a 2019 comedy about two brothers and a bank.", "Top up your balance to go on."
    )
    assert _paywalled(gate)


# --- a reference page on a status in another language ("Der Statuscode 404 bedeutet", "L'erreur 404
# signifie que") is read; the not-found page itself is not a reference


@pytest.mark.parametrize(
    ("title", "heading", "text", "wall"),
    [
        (
            "HTTP 404 – Glossar",
            "HTTP 404",
            "Der Statuscode 404 bedeutet: Seite nicht gefunden. Der Server ist erreichbar, die Adresse aber nicht.",
            "Die angeforderte Seite konnte leider nicht gefunden werden.",
        ),
        (
            "Erreur 404 – Glossaire",
            "Erreur 404",
            "L'erreur 404 signifie que la page demandée est introuvable : le serveur répond, la ressource manque.",
            "La page que vous recherchez est introuvable.",
        ),
    ],
)
def test_a_glossary_entry_on_the_404_status_is_read_in_any_language(
    title: str, heading: str, text: str, wall: str
) -> None:
    html = _raw(f"<main><h1>{heading}</h1><p>{text}</p></main>").replace("<head>", f"<head><title>{title}</title>")
    assert read_as_page(read_html(html, url="https://glossary.example/http-404"), text[:20])
    page = html.replace(text, wall).replace(title, "Fehler").replace(f"<h1>{heading}</h1>", "<h1>404</h1>")
    assert failed_with(read_html(page, url="https://shop.example/p/9"), SOFT_404_REASON)


# --- a question (ending in "?", or before its site's name) or an issue quoting a session's end is no log-in
# wall; the reader's session ended, said, is


def test_a_question_or_an_issue_on_a_session_expired_is_read_by_the_rules() -> None:
    nav = "<header><a href='/'>Home</a> <nav><a href='/help'>Help</a> <a href='/login'>Log in</a></nav></header>"
    question = "How to redirect to login page when session expired?"
    html = (
        f"<!doctype html><html><head><title>{question} - Stack Overflow</title></head><body>{nav}<main><h1>"
        f"{question}</h1><p>In my Spring app, when the session times out, AJAX calls just fail. How can I "
        "redirect the user to /login instead?</p></main></body></html>"
    )
    text = f"{question}\n\nIn my Spring app, when the session times out, AJAX calls just fail."
    assert judge_walls(article=text, markup=html, learned=False) is None
    issue = "'Session expired' shown right after login #812"
    html = (
        f"<!doctype html><html><head><title>{issue} · acme/dashboard</title></head><body>{nav}<main><h1>{issue}"
        "</h1><p>After upgrading to 3.1, logging in immediately shows <code>Session expired</code>.</p></main>"
        "</body></html>"
    )
    text = f"{issue}\n\nAfter upgrading to 3.1, logging in immediately shows `Session expired`."
    assert judge_walls(article=text, markup=html, learned=False) is None
    wall = _raw("<main><h1>Session expired</h1><p>Your session has expired.</p><a href='/login'>Log in</a></main>")
    assert failed_with(read_html(wall, url="https://app.example/board"), LOGIN_REASON)


def test_an_issue_titled_with_a_link_returning_page_not_found_is_no_soft_404_by_the_rules() -> None:
    title = "Docs link returns Page not found · Issue #77 · acme/cli"
    text = "The link in the README to the install guide gives a 404. It should point to /docs/install."
    html = f"<!doctype html><html><head><title>{title}</title></head><body><p>{text}</p></body></html>"
    assert judge_walls(article=text, markup=html, learned=False) is None
    wall = html.replace(title, "Oops! Page not found · acme").replace(text, "Back to the home page.")
    assert judge_walls(article="Back to the home page.", markup=wall, learned=False) is not None


def test_a_short_page_of_full_stops_is_judged_in_linear_time() -> None:
    # (the reference-page sign once read a run of non-word characters from every ". ": 3,000 characters of them
    # cost ~0.5 s of the judge's own work here; bounded, a few milliseconds)
    dots = ". " * 1500
    judge_walls(article="Hello.", markup="<p>Hello.</p>")  # (the model's tables are built on the first read)
    started = time.thread_time()  # the judge's own work: a busy machine stretches the wall clock, not this
    judge_walls(article=dots, markup=f"<p>{dots}</p>")
    assert time.thread_time() - started < 0.2


# --- the fourteenth round's looked-at misses, each rebuilt in words of its own and beside a page that is read:
# a page no longer available said as the headline (a wiki farm's 410 page); "Sie müssen eingeloggt sein"; an
# Arabic subscription's term ended over the way to renew; a quota reached over the way to go premium


def test_a_page_no_longer_available_headline_is_a_soft_404_and_a_book_no_longer_available_is_read() -> None:
    wall = _raw(
        "<h1>Page no longer available</h1><p>The page you're looking for is no longer available.</p>"
        "<a href='/'>Main Page</a>"
    )
    assert failed_with(read_html(wall, url="https://wiki.example/w/Old_Page"), SOFT_404_REASON)
    page = wall.replace("Page no longer available", "Library notice").replace("page you're", "book you're")
    assert read_as_page(read_html(page, url="https://library.example/notices/3"), "book you")


def test_you_must_be_logged_in_in_german_is_a_login_wall_and_to_comment_is_not() -> None:
    said = "Sie müssen eingeloggt sein, um die Daten sehen zu können!"
    assert failed_with(read_html(_raw(f"<p>{said}</p>"), url="https://data.example/view/7"), LOGIN_REASON)
    post = _raw(
        "<h1>Neue Radwege</h1><p>Die Stadt baut bis 2027 zwölf Kilometer Radwege entlang der Ringstraße.</p>"
        "<p>Um Kommentare zu schreiben, müssen Sie eingeloggt sein.</p>"
    )
    assert read_as_page(read_html(post, url="https://news.example/radwege"), "zwölf Kilometer")


def test_an_arabic_subscription_term_ended_over_the_way_to_renew_is_a_pay_gate() -> None:
    gate = _raw(
        "<h2>انتهت مدة الاشتراك</h2><p>الدرس ده محتاج تجديد اشتراك علشان تشوفه.</p>"
        "<a href='/renew'>اضغط هنا للتجديد</a>"
    )
    assert _paywalled(gate)
    thanks = gate.replace("الدرس ده محتاج تجديد اشتراك علشان تشوفه.", "شكراً لاستخدامك الخدمة.").replace(
        "<a href='/renew'>اضغط هنا للتجديد</a>", "<a href='/'>الرئيسية</a>"
    )
    assert not _paywalled(thanks)


def test_a_quota_reached_over_the_way_to_go_premium_is_a_pay_gate_and_a_speed_limit_is_not() -> None:
    gate = _app(
        "<h2>Quota reached</h2><h3>It looks like you hit your limit: go premium to raise it.</h3>"
        "<p>Keep more notes and upload 1 GB a month.</p><a href='/checkout?offer=premium'>Go premium</a>",
        title="Importer",
    )
    assert _paywalled(gate)
    brief = _app(
        "<h2>Lorries hit the speed limit more often on the A9</h2><p>Police counted 40 lorries an hour above "
        "80 km/h last week, twice as many as in May.</p><a href='/subscribe'>Subscribe</a>",
        title="Traffic news",
    )
    assert not _paywalled(brief)


# --- walls said in the other languages they are met in (the review's pages, rebuilt): the page named not
# found, the ask to log in to go on, the block where the reader is; the same sentence quoted by a story (in
# its language's quotation marks, corner brackets included) is the story's


@pytest.mark.parametrize(
    ("said", "under", "link", "reason"),
    [
        ("Hoppsan! Sidan du letar efter finns inte", "Den kan ha flyttats.", "<a href='/'>Hem</a>", SOFT_404_REASON),
        ("Ups! Nie ma takiej strony", "Wróć na stronę główną.", "<a href='/'>Start</a>", SOFT_404_REASON),
        ("Halaman tidak ditemukan", "Maaf.", "<a href='/'>Beranda</a>", SOFT_404_REASON),
        ("お探しのページは見つかりませんでした", "トップへ", "<a href='/'>ホーム</a>", SOFT_404_REASON),
        ("요청하신 페이지를 찾을 수 없습니다", "홈으로", "<a href='/'>홈</a>", SOFT_404_REASON),
        ("Войдите, чтобы продолжить", "", "<a href='/login'>Войти</a>", LOGIN_REASON),
        ("Zaloguj się, aby kontynuować", "", "<a href='/login'>Zaloguj się</a>", LOGIN_REASON),
        ("Log in om verder te lezen", "", "<a href='/login'>Inloggen</a>", LOGIN_REASON),
        ("Silakan masuk untuk melanjutkan", "", "<a href='/login'>Masuk</a>", LOGIN_REASON),
        ("Ta treść nie jest dostępna w Twoim kraju", "Przepraszamy.", "", GEO_REASON),
        ("Bu içerik ülkenizde kullanılamıyor", "Üzgünüz.", "", GEO_REASON),
        ("Innehållet är inte tillgängligt i ditt land", "Tyvärr.", "", GEO_REASON),
        ("抱歉，该内容在您所在的地区无法观看", "", "", GEO_REASON),
    ],
)
def test_a_wall_said_in_another_language_is_caught_and_a_story_quoting_it_is_read(
    said: str, under: str, link: str, reason: str
) -> None:
    wall = _raw(f"<main><h1>{said}</h1><p>{under}</p>{link}</main>")
    assert failed_with(read_html(wall, url="https://site.example/a/1"), reason)
    marks = ("「", "」") if any("\u3040" <= c <= "\u9fff" for c in said) else ("“", "”")
    story = (
        f"<article><h1>Broadcaster apologises</h1><p>Viewers saw the notice {marks[0]}{said.split('! ')[-1]}"
        f"{marks[1]} on Sunday "
        "evening. The broadcaster blamed a faulty rights update and says every programme plays again.</p>"
        "</article>"
    )
    assert read_as_page(read_html(_raw(story), url="https://news.example/2026/05/03/notice"), "faulty rights")


def test_a_japanese_help_page_quoting_the_not_found_message_in_corner_brackets_is_read() -> None:
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>「ページが見つかりません」と表示される | ヘルプ"
        "</title></head><body><main><h1>「ページが見つかりません」と表示される場合</h1><p>リンクが古い可能性が"
        "あります。サイト内検索をご利用ください。</p></main></body></html>"
    )
    assert read_as_page(read_html(html, url="https://help.example/ja/articles/12"), "サイト内検索")
    wall = html.replace("「ページが見つかりません」と表示される場合", "ページが見つかりません")
    assert failed_with(read_html(wall, url="https://shop.example/ja/p/1"), SOFT_404_REASON)


@pytest.mark.parametrize(
    "title", ["Page not found", "Age verification", "Log in required", "Subscribe to continue reading"]
)
def test_a_page_of_lines_of_symbols_is_judged_in_linear_time(title: str) -> None:
    # (every wall sentence opening with "^\W*" read on from each line's start across all the following lines of
    # symbols: such a 7.7 KB page took 8-20 s of the read's own work; kept in its line, well under a second)
    html = f"<html><head><title>{title}</title></head><body><p>Welcome to our shop</p>{'<p>★</p>' * 940}</body></html>"
    read_html("<p>Hello.</p>")  # (the model's tables are built on the first read)
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    read_html(html)
    assert time.thread_time() - started < 2.0


def test_a_line_of_apostrophes_is_searched_for_an_age_gate_s_sentences_in_linear_time() -> None:
    # (an age gate's "^\W*(?:[\w'’]+\W+){0,2}?you must be" split a run of apostrophes every way: 60 took ~6 s;
    # the judge searches the sentences only where a needle is on the page, the text's own search does not wait)
    started = time.thread_time()
    AGE.said.search("’" * 60 + " you must")
    assert time.thread_time() - started < 0.5


# --- a wall's sentence labelled as an example of usage or a string to translate ("Ejemplo: …", "English: …",
# "Source string (English): …") is the dictionary's or the translation platform's; said alone, the wall's


@pytest.mark.parametrize(
    ("page", "label", "said", "reason"),
    [
        ("iniciar sesión — Diccionario", "Ejemplo: ", "Inicia sesión para continuar.", LOGIN_REASON),
        ("errors.not_found — Translations", "English: ", "Sorry, we couldn't find that page.", SOFT_404_REASON),
        ("paywall — Wörterbuch", "Beispiel: ", "Dieser Artikel ist nur für Abonnenten verfügbar.", "paywall"),
    ],
)
def test_a_walls_sentence_labelled_as_an_example_or_a_string_is_read(
    page: str, label: str, said: str, reason: str
) -> None:
    html = _raw(f"<main><h1>{page.split(' — ')[0]}</h1><p>Definition of the entry, in a few words.</p><p>{label}"
                f"{said}</p></main>").replace("<head>", f"<head><title>{page}</title>")
    assert read_as_page(read_html(html, url="https://dict.example/entry/42"), said[:12])
    wall = _raw(f"<main><h1>{said}</h1><a href='/login'>→</a></main>")
    outcome = read_html(wall, url="https://app.example/a/1")
    if reason == "paywall":
        assert isinstance(outcome, PageRead) and outcome.wall == "paywall"
    else:
        assert failed_with(outcome, reason)


# --- the same walls' words asked (a question mark with more words after it, or why/how in the language),
# said as what a screen shows (と表示される), named as an error to fix (오류 해결 방법), quoted in «», or of a
# shop's region, are read


@pytest.mark.parametrize(
    ("headline", "story"),
    [
        ("Serial nie jest dostępny w Twoim kraju? Jest sposób", "Wyjaśniamy, jak działają licencje."),
        ("Yeni dizi ülkenizde erişilemiyor mu? İşte nedeni", "Lisans anlaşmaları ülkeye göre yapılıyor."),
        ("لماذا التطبيق غير متاح في بلدك؟", "نشرح كيف تعمل التراخيص في كل بلد."),
        ("WordPressでページが見つかりませんと表示される", "パーマリンク設定を保存し直すと直ることがあります。"),
        ("페이지를 찾을 수 없습니다 오류 해결 방법", "고유주소 설정을 다시 저장하면 해결됩니다."),
        ("«Войдите, чтобы продолжить»: что делать, если не приходит код", "Проверьте папку «Спам»."),
    ],
)
def test_a_walls_words_asked_shown_or_quoted_in_a_headline_are_read(headline: str, story: str) -> None:
    html = _raw(f"<article><h1>{headline}</h1><p>{story}</p></article>").replace(
        "<head>", f"<head><title>{headline}</title>"
    )
    assert read_as_page(read_html(html, url="https://help.example/articles/77"), story[:8])


def test_a_delivery_region_not_available_is_read_and_the_readers_country_is_a_geo_block() -> None:
    shop = _raw("<main><h1>Dostawa</h1><p>Dostawa do Wielkiej Brytanii nie jest dostępna w tym regionie z "
                "powodu ceł.</p></main>")
    assert read_as_page(read_html(shop, url="https://shop.example/dostawa"), "Wielkiej Brytanii")
    wall = _raw("<main><h1>Ta treść nie jest dostępna w Twoim kraju</h1></main>")
    assert failed_with(read_html(wall, url="https://tv.example/film/7"), GEO_REASON)


# --- a site's status line ("You are not logged in.") above a page headed with its own subject and saying it is
# read; the same line over a page whose headline and text are the wall's is the wall


def test_a_not_logged_in_status_line_above_a_classified_ad_is_read() -> None:
    ad = "Road bike, 56 cm frame, new tyres, serviced in May. 250 € or best offer."
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Bike for sale – Classifieds</title></head><body>"
        f"<main><p>You are not logged in.</p><h1>Bike for sale</h1><p>{ad}</p><a href='/login'>Log in</a></main>"
        "</body></html>"
    )
    assert read_as_page(read_html(html, url="https://ads.example/a/5512"), "56 cm frame")
    wall = html.replace("Bike for sale", "Members area").replace(ad, "Please log in to see the members' ads.")
    assert failed_with(read_html(wall, url="https://ads.example/members"), LOGIN_REASON)


def test_a_recipe_asking_to_sign_in_to_save_it_is_read_and_sign_in_to_read_it_is_a_wall() -> None:
    html = _raw(
        "<main><h1>Lentil soup</h1><p>Fry an onion, add 200 g red lentils and a litre of stock, simmer twenty "
        "minutes.</p><p><a href='/login'>Sign in</a> to save this recipe.</p></main>"
    )
    assert read_as_page(read_html(html, url="https://recipes.example/r/lentil-soup"), "red lentils")
    wall = _raw("<main><h1>Members' recipes</h1><p><a href='/login'>Sign in</a> to read this recipe.</p></main>")
    assert failed_with(read_html(wall, url="https://recipes.example/r/secret"), LOGIN_REASON)


# --- a forum question titled with its writer's trouble (rev4: "Tidak bisa login ke aplikasi", refused by the
# model): the writer tells it in the first person and asks; a log-in page asking "Belum punya akun?" is a wall


def _forum(title: str, body: str) -> str:
    return (
        f"<!doctype html><html lang='id'><head><meta charset='utf-8'><title>{title} - Forum</title></head>"
        "<body><header><a href='/'>Beranda</a> <nav><a href='/news'>Berita</a> <a href='/help'>Bantuan</a> "
        f"<a href='/login'>Masuk</a></nav></header><main>{body}</main></body></html>"
    )


def test_a_forum_question_on_the_writers_own_log_in_trouble_is_read_and_a_log_in_page_is_a_wall() -> None:
    question = _forum(
        "Tidak bisa login ke aplikasi",
        "<h1>Tidak bisa login ke aplikasi</h1><p>Sejak kemarin saya tidak bisa login. Kata sandi sudah benar. "
        "Ada yang mengalami hal yang sama?</p>",
    )
    assert read_as_page(read_html(question), "saya tidak bisa login")
    wall = _forum(
        "Masuk",
        "<h1>Silakan login untuk melanjutkan</h1><p>Anda harus login untuk melihat diskusi ini. Belum punya "
        "akun?</p><form><input name='user'><input type='password' name='password'></form>",
    )
    assert failed_with(read_html(wall), LOGIN_REASON)


# --- a help centre's article headed with the log-in or geo message it explains (rev4: "Zaloguj się, aby
# kontynuować – nie pamiętam hasła | Pomoc", "Programmet är inte tillgängligt i ditt land | Hjälp", refused since
# the rules learnt those languages); the same message under a site's name, or over a log-in form, is the wall


def _help(title: str, headline: str, body: str, lang: str) -> str:
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        "<header><a href='/'>Start</a> <nav><a href='/news'>News</a> <a href='/help'>Help</a></nav></header>"
        f"<main><h1>{headline}</h1>{body}</main><footer><a href='/terms'>Terms</a> © 2026</footer></body></html>"
    )


@pytest.mark.parametrize(
    ("headline", "site", "story", "lang", "reason"),
    [
        (
            "Zaloguj się, aby kontynuować – nie pamiętam hasła",
            "Pomoc",
            "Jeśli aplikacja prosi o zalogowanie, a nie pamiętasz hasła, wybierz „Nie pamiętam hasła” i sprawdź "
            "skrzynkę.",
            "pl",
            LOGIN_REASON,
        ),
        (
            "Programmet är inte tillgängligt i ditt land",
            "Hjälp",
            "Vissa program får bara visas i Sverige på grund av rättigheter. Utomlands kan du se de program som "
            "är märkta ”Hela världen”.",
            "sv",
            GEO_REASON,
        ),
        (
            "Sign in required",
            "Help",
            "Saving playlists and following artists need an account. Listening to the radio does not.",
            "en",
            LOGIN_REASON,
        ),
    ],
)
def test_a_help_article_headed_with_the_message_is_read_and_the_message_under_a_site_name_is_a_wall(
    headline: str, site: str, story: str, lang: str, reason: str
) -> None:
    article = _help(f"{headline} | {site}", headline, f"<p>{story}</p>", lang)
    assert read_as_page(read_html(article), story[:30])
    wall = _help(f"{headline} | Tvkanal", headline, f"<p>{story}</p>", lang)
    assert failed_with(read_html(wall), reason)
    if reason == LOGIN_REASON:  # (a help centre's own log-in page shows its form)
        form = "<form><input name='user'><input type='password' name='password'><button>OK</button></form>"
        assert failed_with(read_html(_help(f"{headline} | {site}", headline, f"<p>{story}</p>{form}", lang)), reason)


# --- pages named with the not-found state that are no not-found page (rev4): an issue and a question naming it
# in a sentence of their titles (refused by the model), a song and a poem titled "Not Found", the disambiguation
# page "404 may refer to"; the same state as a title's own part, or a headline over the site's apology, is one


def _site(title: str, body: str) -> str:
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title></head><body><header>"
        "<a href='/'>Home</a> <nav><a href='/news'>News</a> <a href='/help'>Help</a></nav></header>"
        f"<main>{body}</main><footer><a href='/terms'>Terms</a> © 2026</footer></body></html>"
    )


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        (
            "Docs link returns Page not found · Issue #77 · acme/cli",
            "<h1>Docs link returns Page not found #77</h1><p>The link in the README to the install guide gives a "
            "404. It should point to /docs/install.</p>",
            "install guide",
        ),
        (
            "Flask returns 404 Not Found for static files - Stack Overflow",
            "<h1>Flask returns 404 Not Found for static files</h1><p>My CSS file at /static/style.css gives "
            '"404 Not Found" but the file exists. What am I missing?</p>',
            "the file exists",
        ),
        (
            "Not Found lyrics – The Lanterns | Lyrics",
            "<h1>Not Found</h1><p>The Lanterns</p><p>I searched the city for your name but every sign said not "
            "found</p><p>I left the light on anyway</p>",
            "every sign said",
        ),
        (
            "Not Found, by Mary Okafor | Poetry",
            "<h1>Not Found</h1><p>by Mary Okafor</p><p>I typed your name into the dark and the dark said: not "
            "found. So I kept the light on.</p>",
            "into the dark",
        ),
        (
            "404 - Wikipedia",
            "<h1>404</h1><p>404 may refer to:</p><ul><li>404 (year)</li><li>HTTP 404, the \"Not Found\" error</li>"
            "<li>Peugeot 404, a car</li></ul>",
            "Peugeot 404",
        ),
    ],
)
def test_a_page_named_with_the_not_found_state_that_is_no_not_found_page_is_read(
    title: str, body: str, words: str
) -> None:
    assert read_as_page(read_html(_site(title, body)), words)


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Page not found · Acme CLI", "<h1>Page not found</h1><p>The page you are looking for does not exist.</p>"),
        ("Not Found | Lyrics", "<h1>Not Found</h1><p>Sorry, the page you requested could not be found.</p>"),
        ("404 - Acme", "<h1>404</h1><p>Sorry, the page you requested could not be found.</p>"),
    ],
)
def test_the_not_found_state_as_a_titles_own_part_or_over_the_sites_apology_is_a_soft_404(
    title: str, body: str
) -> None:
    assert failed_with(read_html(_site(title, body)), SOFT_404_REASON)


# --- a wall's words as a dictionary's italic example, a catalogue's string or a copy guide's keyed string
# (rev4: "sign in" and "paywall" entries, a gettext table, a UI copy guide); said as the page's own, a wall


def test_a_dictionary_entry_whose_italic_example_is_a_walls_sentence_is_read_and_the_sentence_said_is_a_wall() -> None:
    entry = _site(
        "sign in - Wiktionary",
        "<h1>sign in</h1><h2>Verb</h2><ol><li>(computing) To log in. <i>Please sign in to continue.</i></li>"
        "<li>To record one's arrival by signing a register.</li></ol>",
    )
    assert read_as_page(read_html(entry), "signing a register")
    noun = _site(
        "paywall - Wiktionary",
        "<h1>paywall</h1><h2>Noun</h2><p><b>paywall</b> (plural paywalls)</p><ol><li>A barrier that stops users "
        "reading content on a website until they pay. <i>The rest of this article is available to subscribers "
        "only.</i></li></ol>",
    )
    assert read_as_page(read_html(noun), "until they pay")
    wall = _site(
        "Sign in - Acme",
        "<h1>Sign in</h1><p>Please sign in to continue.</p>"
        "<form><input name='user'><input type='password' name='password'><button>Sign in</button></form>",
    )
    assert failed_with(read_html(wall), LOGIN_REASON)
    teaser = _site(
        "Council votes on the new bridge - Acme News",
        "<h1>Council votes on the new bridge</h1><p>The council meets tonight to vote on the bridge.</p>"
        "<p><i>The rest of this article is available to subscribers only.</i></p>",
    )
    assert _paywalled(teaser)


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        (
            "django.po (German) — translations",
            "<h1>Admin translations: German</h1><table><tr><th>msgid</th><th>msgstr</th></tr><tr><td>Page not "
            "found</td><td>Seite nicht gefunden</td></tr><tr><td>We’re sorry, but the requested page could not "
            "be found.</td><td>Es tut uns leid, aber die angeforderte Seite konnte nicht gefunden werden.</td>"
            "</tr></table>",
            "Seite nicht gefunden",
        ),
        (
            "Error messages — UI copy guide",
            "<h1>Error messages</h1><p>Use these strings as written.</p><ul><li><b>not_found</b>: Sorry, we can't "
            "find that page.</li><li><b>login_required</b>: Please sign in to continue.</li><li><b>geo_blocked"
            "</b>: This content isn't available in your region.</li></ul>",
            "Use these strings",
        ),
    ],
)
def test_a_walls_strings_listed_to_translate_or_by_their_keys_are_read(title: str, body: str, words: str) -> None:
    assert read_as_page(read_html(_site(title, body)), words)
    said = _site("Error - Acme", "<h1>Page not found</h1><p>We’re sorry, but the requested page could not be found.</p>")
    assert failed_with(read_html(said), SOFT_404_REASON)


def test_a_sale_available_only_in_one_country_is_read_and_the_reader_refused_is_a_geo_block() -> None:
    sale = _site(
        "Spring sale | Shop",
        "<h1>Spring sale: 20% off garden furniture</h1><p>Ends Sunday. This offer is only available in the UK and "
        "is not available in other countries.</p><a href='/garden'>Shop garden</a>",
    )
    assert read_as_page(read_html(sale), "20% off garden furniture")
    refused = _site(
        "Spring sale | Shop",
        "<h1>Spring sale</h1><p>Sorry, this content is not available in your country.</p>"
        "<a href='/'>Home</a>",
    )
    assert failed_with(read_html(refused), GEO_REASON)


def test_a_quiz_titled_are_you_over_18_with_no_way_to_answer_is_read_and_the_gate_asking_it_is_a_gate() -> None:
    quiz = _site(
        "Are you over 18? Take the pension quiz | MoneyHelp",
        "<h1>Are you over 18?</h1><p>Then it is never too early to think about a pension. Answer five questions "
        "to see where you stand.</p><a href='/quiz/1'>Start the quiz</a>",
    )
    assert read_as_page(read_html(quiz), "never too early")
    gate = _site(
        "Are you over 18? Enter the site | Cellar",
        "<h1>Are you over 18?</h1><p>Then it is never too early to think about a pension.</p>"
        "<button>Yes</button> <button>No</button>",
    )
    assert failed_with(read_html(gate), AGE_REASON)


def test_a_translation_platforms_string_page_is_read_and_the_string_said_is_a_log_in_wall() -> None:
    string = _site(
        "Translate “login.required” — Weblate",
        "<h1>login.required</h1><p>Source string (English): <span>You must be logged in to view this page.</span>"
        "</p><p>German: <span>Sie müssen angemeldet sein, um diese Seite zu sehen.</span></p><p>Status: "
        "Translated</p>",
    )
    assert read_as_page(read_html(string), "Status: Translated")
    said = _site(
        "Members — Acme",
        "<h1>Members</h1><p>You must be logged in to view this page.</p><a href='/login'>Log in</a> "
        "<a href='/register'>Register</a>",
    )
    assert failed_with(read_html(said), LOGIN_REASON)


# --- one list of exemptions for the rules and the model (walls_exempt): an explainer headed with the question
# why a video is blocked was read by the rules and refused by the model, which lacked the rules' "why/how …?"


def test_a_page_asking_why_a_video_is_blocked_is_read_by_rules_and_model_and_the_block_stated_is_a_wall() -> None:
    story = "<p>Rights holders choose where a video may be shown.</p>"
    asks = _site("Video unavailable", f"<h1>Why is this video not available in your country?</h1>{story}")
    assert read_as_page(read_html(asks), "Rights holders")
    states = _site("Video unavailable", f"<h1>This video is not available in your country</h1>{story}")
    assert failed_with(read_html(states), GEO_REASON)


# --- a consent manager's dialog laid over a short page served whole (rev4: a town's weather, a match's score,
# a word's definition under an IAB TCF dialog, refused as consent walls): the page's headline and its own text
# stand outside the dialog; the same dialog over the site's frame alone, or over a template's filler, is a wall

_TCF_DIALOG = (
    "<div id='sp_message_container' class='consent-overlay'><div class='message'><h2>We value your privacy</h2>"
    "<p>We and our partners store and/or access information on a device, such as cookies and process personal "
    "data, such as unique identifiers and standard information sent by a device for personalised advertising "
    "and content, advertising and content measurement, and audience research.</p><button>Accept all</button> "
    "<button>Reject all</button> <button>More options</button></div></div>"
)


def _overlaid(main: str, title: str = "Berlin weather | WeatherNow") -> str:
    return (
        f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{title}</title></head><body><header>"
        "<a href='/'>Home</a> <nav><a href='/news'>News</a> <a href='/help'>Help</a> <a href='/login'>Log in</a>"
        f"</nav></header><main>{main}</main>{_TCF_DIALOG}<footer><a href='/about'>About</a> "
        "<a href='/privacy'>Privacy</a> © 2026</footer></body></html>"
    )


@pytest.mark.parametrize(
    ("main", "words"),
    [
        (
            "<h1>Berlin</h1><p>Today: 12°C, cloudy, light wind from the west. Tonight: 6°C, clear.</p>",
            "light wind",
        ),
        ("<h1>Arsenal 2–1 Chelsea</h1><p>Full time. Saka 23', Havertz 71'; Palmer 55'. Attendance 60,214.</p>", "Havertz"),
        ("<h1>serendipity</h1><p>noun. The occurrence of events by chance in a happy or beneficial way.</p>", "by chance"),
    ],
)
def test_a_consent_dialog_over_a_short_page_served_whole_is_read(main: str, words: str) -> None:
    assert read_as_page(read_html(_overlaid(main)), words)


@pytest.mark.parametrize(
    "main",
    [
        "",  # (the site's frame alone)
        "<h1>WeatherNow</h1>",  # (a site's name as its only heading)
        "<h1>Berlin</h1><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.</p>",
        "<h1>Berlin</h1><p>Please accept cookies to see the forecast for your town and the week ahead.</p>",
    ],
)
def test_the_same_consent_dialog_over_no_page_of_its_own_is_a_consent_wall(main: str) -> None:
    assert failed_with(read_html(_overlaid(main)), CONSENT_REASON)


def test_a_consent_dialog_whose_script_writes_its_second_layer_is_a_consent_wall() -> None:
    # (the page is an empty <main> under the dialog; the script builds the settings layer from a string with
    # an <h2> in it: that heading and the code after it are no page of the site's own)
    second_layer = (
        "<script>function settings(){document.querySelector('.message').innerHTML = '<h2>Partners and purposes"
        "</h2><p>Store and/or access information on a device</p>';}\n"
        "document.querySelector('button').onclick = () => { settings(); fetch('/api/article.json'); };</script>"
    )
    page = _overlaid("").replace("</footer>", "</footer>" + second_layer)
    assert failed_with(read_html(page), CONSENT_REASON)


def test_a_consent_dialog_over_hostile_headings_is_judged_in_a_moment() -> None:
    hostile = _overlaid("<h1>Berlin</h1>" + "<h2 " * 30_000 + "<p>Today: 12°C, cloudy, light wind from the west.</p>")
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    read_html(hostile)
    assert time.thread_time() - started < 3.0


def test_a_help_centres_article_on_its_cookies_is_read_and_the_same_notice_under_a_site_name_is_a_wall() -> None:
    # (rev4: a help article at an address that does not name cookies, refused as a consent wall)
    def page(title: str) -> str:
        return _help(
            title,
            "How we use cookies",
            "<p>We use cookies to keep you signed in and, with your consent, to measure traffic and show relevant "
            "ads. You can accept or reject them at any time.</p><button>Accept all</button> "
            "<button>Reject all</button>",
            "en",
        )

    url = "https://help.example.com/articles/1234"
    assert read_as_page(read_html(page("How we use cookies | Help"), url=url), "keep you signed in")
    assert failed_with(read_html(page("How we use cookies | WeatherNow"), url=url), CONSENT_REASON)


# --- age words in a headline over a story, on a page with no way to answer (rev4, rev5: Korean news headlines
# "19세 미만 청소년 게임 제한 완화" and "\"19세 미만 출입 금지\"…PC방 심야 규제 10년", a Spanish headline asking
# "¿Eres mayor de edad?" over a site whose only field is its search box, a help centre's "Age verification"
# article); the same words over Yes/No buttons, or a help page's own check, are a gate


def _news(title: str, body: str, lang: str) -> str:
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        "<header><a href='/'>Home</a> <nav><a href='/news'>News</a> <a href='/help'>Help</a></nav>"
        "<form class='search' action='/search'><input type='search' name='q'></form></header>"
        f"<main><article>{body}</article></main><footer><a href='/terms'>Terms</a> © 2026</footer></body></html>"
    )


_YES_NO = "<button>예</button> <button>아니요</button>"


@pytest.mark.parametrize(
    ("title", "body", "lang", "words"),
    [
        (
            "19세 미만 청소년 게임 제한 완화 | 뉴스",
            "<h1>19세 미만 청소년 게임 제한 완화</h1><p>정부는 다음 달부터 심야 시간 게임 제한을 폐지한다고 밝혔다.</p>",
            "ko",
            "심야 시간",
        ),
        (
            "¿Eres mayor de edad? Así verificarán las webs tu edad con la cartera digital | Tecnología",
            "<h1>¿Eres mayor de edad? Así verificarán las webs tu edad con la cartera digital</h1><p>El Gobierno "
            "presentó ayer la aplicación Cartera Digital Beta, que permitirá demostrar la mayoría de edad.</p>",
            "es",
            "Cartera Digital Beta",
        ),
        (
            "Age verification | Help",
            "<h1>Age verification</h1><p>For some products we need to confirm that you are 18 or over. We do this "
            "with a one-time ID check at checkout.</p>",
            "en",
            "one-time ID check",
        ),
    ],
)
def test_age_words_over_a_story_with_no_way_to_answer_are_read_and_with_buttons_a_gate(
    title: str, body: str, lang: str, words: str
) -> None:
    assert read_as_page(read_html(_news(title, body, lang)), words)
    assert failed_with(read_html(_news(title, body + _YES_NO, lang)), AGE_REASON)


# --- works titled with a state (rev5: a film "Geo-Blocked (2024)", an album "404" by a band, a podcast's
# "Episode 212: Error 404 — when the web forgets"); the same state as a site's own headline is the wall


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        (
            "Geo-Blocked (2024) - Film",
            "<h1>Geo-Blocked</h1><p>2024 · Documentary · 1h 28m</p><p>Director: Anna Ferreira. How streaming "
            "licences carve the internet into countries.</p>",
            "Anna Ferreira",
        ),
        (
            "404 — The Static Hours | Bandcamp",
            "<h1>404</h1><h3>by The Static Hours</h3><p>Digital Album · £7 GBP or more</p><ol><li>Not Found "
            "3:41</li><li>Gone (410) 5:10</li></ol>",
            "Digital Album",
        ),
        (
            "Episode 212: Error 404 — when the web forgets | Tech Weekly podcast",
            "<h1>Episode 212: Error 404 — when the web forgets</h1><p>34 min · 3 March 2026</p><p>Half the links "
            "in news articles from 2013 no longer work. We talk to an archivist about link rot.</p>",
            "archivist",
        ),
    ],
)
def test_a_work_titled_with_a_state_is_read(title: str, body: str, words: str) -> None:
    assert read_as_page(read_html(_site(title, body)), words)


@pytest.mark.parametrize(
    ("title", "body", "reason"),
    [
        (
            "Geo-Blocked - Film",
            "<h1>Geo-Blocked</h1><p>This video is not available in your country.</p>",
            GEO_REASON,
        ),
        ("404 | Bandcamp", "<h1>404</h1><h3>Sorry, that page does not exist.</h3>", SOFT_404_REASON),
        (  # (rev5: a film's page whose player tells the reader the block)
            "Parasite (2019) - Watch on StreamCo",
            "<h1>Parasite</h1><p>2019 · Thriller · 2h 12m</p><p>This title is not available in your country.</p>",
            GEO_REASON,
        ),
        ("Error 404 | Tech Weekly podcast", "<h1>Error 404</h1><p>Sorry, this page cannot be found.</p>", SOFT_404_REASON),
    ],
)
def test_the_state_as_the_sites_own_headline_is_the_wall(title: str, body: str, reason: str) -> None:
    assert failed_with(read_html(_site(title, body)), reason)


# --- a paywall's words that are no paywall's notice (rev5): a free newsletter's box under a whole recipe
# article ("Subscribe to our free newsletter to keep reading our latest recipes in your inbox"), a plugin's
# description quoting the message it shows across a sentence's end ("… such as "This content is for members
# only. Please log in.""); the notice said under a teaser is the paywall's


_DALS = (
    "<h1>Five quick weeknight dals</h1><p>Red lentils cook in 20 minutes and need no soaking, which makes them "
    "the fastest protein in the cupboard. Temper cumin and garlic in ghee at the end and pour it over.</p>"
)


def test_a_free_newsletters_box_under_an_article_is_no_paywall_and_a_subscription_notice_is() -> None:
    newsletter = (
        "<div class='newsletter'><h3>Get recipes like this every week</h3><p>Subscribe to our free newsletter to "
        "keep reading our latest recipes in your inbox.</p><input type='email'><button>Subscribe</button></div>"
    )
    page = _site("Five quick weeknight dals | Simple Kitchen", f"<article>{_DALS}{newsletter}</article>")
    assert read_as_page(read_html(page), "Red lentils") and not _paywalled(page)
    notice = "<div class='paywall'><p>Subscribe to keep reading this recipe.</p><button>Subscribe</button></div>"
    assert _paywalled(_site("Five quick weeknight dals | Simple Kitchen", f"<article>{_DALS}{notice}</article>"))


def test_a_description_quoting_a_members_notice_across_a_sentence_is_read_and_the_notice_said_is_paywalled() -> None:
    plugin = _site(
        "Members Only – WordPress plugin | WordPress.org",
        "<h1>Members Only – Restrict Content</h1><p>Version 1.9</p><h2>Description</h2><p>Make your site "
        "private: visitors who are not logged in are redirected to the log-in page, or shown a message such as "
        '"This content is for members only. Please log in." Choose which pages stay public.</p>',
    )
    assert read_as_page(read_html(plugin), "Choose which pages") and not _paywalled(plugin)
    said = _site("Five quick weeknight dals | Simple Kitchen", f"<article>{_DALS}<p>This content is for members only. Please log in.</p></article>")
    assert _paywalled(said)


# --- a Japanese recipe whose only "ログイン" in prose-length lines is the site's navigation, and whose log-in is
# asked to save the recipe (rev5: refused as a log-in wall); asked to read it, a log-in wall


def _ja_recipe(closing: str) -> str:
    return (
        "<!doctype html><html lang='ja'><head><meta charset='utf-8'><title>基本の肉じゃが | おうちごはん</title>"
        "</head><body><header><a href='/'>おうちごはん</a><nav><a href='/'>ホーム</a> <a href='/0'>ショップ</a> "
        "<a href='/1'>ニュース</a> <a href='/2'>ヘルプ</a> <a href='/login'>ログイン</a></nav></header><main>"
        "<h1>基本の肉じゃが</h1><p>調理時間：３０分　／　２人分</p><h2>材料</h2><ul><li>牛こま切れ肉　１５０ｇ</li>"
        "<li>じゃがいも　３個</li></ul><h2>作り方</h2><ol><li>じゃがいもは大きめに切り、水にさらす。</li>"
        f"<li>調味料と水を加え、落としぶたをして１５分煮る。</li></ol><p>{closing}</p></main></body></html>"
    )


@pytest.mark.parametrize(
    "closing",
    [
        "<a href='/login'>ログイン</a>するとレシピを保存できます。",
        "<a href='/login'>ログイン</a>すると、このレシピをお気に入りに保存していつでも見返せます。",
    ],
)
def test_a_japanese_recipe_asking_to_log_in_to_save_it_is_read(closing: str) -> None:
    assert read_as_page(read_html(_ja_recipe(closing)), "落としぶた")


def test_a_japanese_page_asking_to_log_in_to_read_it_is_a_log_in_wall() -> None:
    wall = (
        "<!doctype html><html lang='ja'><head><meta charset='utf-8'><title>会員限定 | おうちごはん</title></head>"
        "<body><header><nav><a href='/'>ホーム</a> <a href='/login'>ログイン</a></nav></header><main>"
        "<h1>会員限定レシピ</h1><p>このレシピを見るには<a href='/login'>ログイン</a>してください。</p></main></body></html>"
    )
    assert failed_with(read_html(wall), LOGIN_REASON)


# --- a help page explaining an error it quotes (rev4: "Netflix Error NSES-404 … If you see this error with
# the message: <i>Lost your way? Sorry, we can't find that page.</i> it means…"), and a news headline opening
# with a log-in wall's words as its hook (rev4: "Log in required: council's new parking app criticised",
# refused by the model); the message as the page's own, or the words as a wall's title, are walls


def test_a_help_page_explaining_a_not_found_message_is_read_and_the_message_itself_is_a_soft_404() -> None:
    helped = _site(
        "Netflix Error NSES-404 | Help Center",
        "<h1>Netflix Error NSES-404</h1><p>If you see this error with the message: <i>Lost your way? Sorry, we "
        "can't find that page.</i> it means the page isn't available. Go to the home page.</p>",
    )
    assert read_as_page(read_html(helped), "it means the page")
    wall = _site("Lost your way? | Netflix", "<h1>Lost your way?</h1><p>Sorry, we can't find that page.</p>")
    assert failed_with(read_html(wall), SOFT_404_REASON)


def test_a_headline_opening_with_a_log_in_walls_words_as_its_hook_is_read_and_the_words_alone_a_wall() -> None:
    story = "<p>Drivers say the app asks them to create an account just to pay for an hour.</p>"
    hook = "Log in required: council's new parking app criticised"
    news = (  # (as rev4 wrote it: a site's header with its own "Log in" link)
        f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{hook} | News</title></head><body>"
        "<header><a href='/'>Home</a> <nav><a href='/news'>News</a> <a href='/help'>Help</a> "
        f"<a href='/login'>Log in</a></nav></header><main><h1>{hook}</h1>{story}</main><footer>"
        "<a href='/about'>About</a> <a href='/privacy'>Privacy</a> <a href='/terms'>Terms</a> © 2026</footer>"
        "</body></html>"
    )
    assert read_as_page(read_html(news), "Drivers say")
    wall = _site(
        "Log in required: please sign in to continue | News",
        "<h1>Log in required</h1><p>Please log in to continue.</p>",
    )
    assert failed_with(read_html(wall), LOGIN_REASON)


# --- an age gate's dialog hidden in the markup above a product page served whole (rev5: a wine's page carrying
# the site's modal, "display:none" in EN, the "hidden" attribute in DE): a click-through, as a cookie banner;
# the same dialog shown over no page of its own is the gate


def _wine(dialog: str, product: str) -> str:
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>Cloudy Bay Sauvignon Blanc 2024 | The "
        f"Wine Cellar</title></head><body><header><a href='/'>The Wine Cellar</a></header>{dialog}{product}"
        "</body></html>"
    )


_PRODUCT = (
    "<h1>Cloudy Bay Sauvignon Blanc 2024</h1><p class='price'>£26.99</p><p>Marlborough, New Zealand · 13%</p>"
    "<p>Passion fruit, lime zest and fresh-cut grass, with a long, mineral finish.</p><button>Add to basket</button>"
)


@pytest.mark.parametrize("hidden", ["style='display:none'", "hidden"])
def test_an_age_dialog_hidden_above_a_product_page_is_read_and_shown_over_nothing_is_a_gate(hidden: str) -> None:
    dialog = (
        f"<div id='age-gate' class='modal' {hidden}><h2>Are you over 18?</h2><p>You must be of legal drinking age "
        "to enter.</p><button>Yes</button><button>No</button></div>"
    )
    assert read_as_page(read_html(_wine(dialog, _PRODUCT)), "Passion fruit")
    assert failed_with(read_html(_wine(dialog.replace(hidden, ""), "")), AGE_REASON)


def test_hidden_dialogs_in_hostile_markup_are_judged_in_a_moment() -> None:
    hostile = _wine("<div style='display:none' " * 20_000 + "<div hidden>" * 20_000, _PRODUCT)
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    read_html(hostile)
    assert time.thread_time() - started < 3.0


# --- a product page with its age policy as one of its sections (rev5: a knife's "Age verification" beside
# "About this knife", a sake's "年齢確認について" beside "商品説明"); a gate headed by a brand over its age
# question is the gate


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        (
            "Victorinox Fibrox Chef's Knife 20cm | Cookshop",
            "<h1>Victorinox Fibrox Chef's Knife 20cm</h1><p class='price'>£42.00</p><button>Add to basket</button>"
            "<h2>Age verification</h2><p>By law we can't sell knives to anyone under 18. We check your age online "
            "at checkout and the courier checks ID on delivery.</p><h2>About this knife</h2><p>Stamped Swiss "
            "stainless steel, a non-slip Fibrox handle and an edge that's easy to keep sharp.</p>",
            "non-slip Fibrox",
        ),
        (
            "獺祭 純米大吟醸 45 | 酒屋",
            "<h1>獺祭　純米大吟醸　４５　３００ｍｌ</h1><p class='price'>９９０円（税込）</p><button>カートに入れる</button>"
            "<h2>年齢確認について</h2><p>２０歳未満の方への酒類の販売はいたしません。ご注文の際に生年月日をご入力ください。</p>"
            "<h2>商品説明</h2><p>山田錦を４５％まで磨いた純米大吟醸。華やかな香りと上品な甘み。</p>",
            "山田錦",
        ),
    ],
)
def test_a_product_page_with_its_age_policy_as_a_section_is_read(title: str, body: str, words: str) -> None:
    assert read_as_page(read_html(_site(title, body)), words)


def test_a_brand_headed_gate_asking_the_age_is_an_age_gate() -> None:
    gate = _site(
        "Glenfiddich",
        "<h1>Glenfiddich</h1><h2>Age verification</h2><p>You must be of legal drinking age to enter this site.</p>"
        "<button>I am 18 or over</button> <button>Exit</button>",
    )
    assert failed_with(read_html(gate), AGE_REASON)


# --- an event's report labelled as ended, under a site menu ending with "log in" (rev5: "【終了しました】春の
# 古本まつり", "【已结束】2026上海国际车展", refused as log-in walls by a limit); a limit over the page's own
# way in is the wall


def _cjk_site(title: str, body: str, lang: str, menu: str) -> str:
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        f"<header><a href='/'>Home</a><nav>{menu}</nav></header><main>{body}</main></body></html>"
    )


@pytest.mark.parametrize(
    ("title", "body", "lang", "menu", "words"),
    [
        (
            "【終了しました】春の古本まつり２０２６",
            "<h1>【終了しました】春の古本まつり２０２６</h1><p>会期：２０２６年３月１日（日）～３月３日（火）　会場：市民会館"
            "</p><p>県内の古書店１５店が出店し、約３万冊を販売しました。ご来場ありがとうございました。</p>",
            "ja",
            "<a href='/'>ホーム</a> <a href='/0'>ショップ</a> <a href='/1'>ニュース</a> <a href='/login'>ログイン</a>",
            "約３万冊",
        ),
        (
            "【已结束】2026上海国际车展",
            "<h1>【已结束】2026上海国际车展</h1><p>时间：2026年4月23日至5月2日　地点：国家会展中心</p><p>本届车展共有1000余家"
            "展商参展，感谢各位观众的参与！</p>",
            "zh",
            "<a href='/'>首页</a> <a href='/0'>新闻</a> <a href='/1'>帮助</a> <a href='/login'>登录</a>",
            "展商参展",
        ),
    ],
)
def test_an_events_report_labelled_ended_under_a_menu_with_a_log_in_link_is_read(
    title: str, body: str, lang: str, menu: str, words: str
) -> None:
    assert read_as_page(read_html(_cjk_site(title, body, lang, menu)), words)


# --- a paywall's words between German quotation marks „…“ (rev5: a talk page's section headed „Weiterlesen mit
# Abo“ als Beispiel, noted as cut by a paywall); the words said under a teaser are the paywall's


def test_a_notice_between_german_quotation_marks_is_quoted_and_said_under_a_teaser_is_a_paywall() -> None:
    talk = _site(
        "Diskussion:Paywall – Wikipedia",
        "<h1>Diskussion:Paywall</h1><h2>„Weiterlesen mit Abo“ als Beispiel</h2><p>Der Abschnitt zu Metered "
        "Paywalls braucht einen Beleg. Die Formulierung „Weiterlesen mit Abo“ stammt von einer einzelnen "
        "Zeitung. --Hanse 09:30, 2. Mär. 2026 (CET)</p>",
    )
    assert read_as_page(read_html(talk), "braucht einen Beleg") and not _paywalled(talk)
    teaser = _site(
        "Stadtrat beschließt neuen Radweg | Kurier",
        "<article><h1>Stadtrat beschließt neuen Radweg</h1><p>Der Stadtrat hat am Dienstag mit knapper Mehrheit "
        "den Bau eines Radwegs entlang der Hauptstraße beschlossen.</p><div class='paywall'><p>Weiterlesen mit "
        "Abo</p><button>Jetzt abonnieren</button></div></article>",
    )
    assert _paywalled(teaser)


# --- the IAB TCF dialog's first layer in the languages its publishers translate it into (rev4, rev5: missed in
# 17 languages): "we and our partners" storing information on a device, over Accept / Reject / More options and
# nothing else; the same sentence quoted in an article about the dialogs is read


_TCF_SENTENCES = {
    "fr": "Nous et nos partenaires stockons et/ou accédons à des informations sur un appareil, telles que les cookies.",
    "es": "Nosotros y nuestros socios almacenamos o accedemos a información en un dispositivo, tales como cookies.",
    "pt": "Nós e os nossos parceiros armazenamos e/ou acedemos a informações num dispositivo, tais como cookies.",
    "pl": "My i nasi partnerzy przechowujemy informacje na urządzeniu i uzyskujemy do nich dostęp.",
    "sv": "Vi och våra partner lagrar och/eller får åtkomst till information på en enhet, till exempel cookies.",
    "da": "Vi og vores partnere opbevarer og/eller tilgår oplysninger på en enhed, såsom cookies.",
    "no": "Vi og våre partnere lagrer og/eller får tilgang til informasjon på en enhet.",
    "fi": "Me ja kumppanimme tallennamme ja/tai käytämme laitteella olevia tietoja, kuten evästeitä.",
    "cs": "My a naši partneři ukládáme a/nebo přistupujeme k informacím v zařízení, jako jsou soubory cookie.",
    "hu": "Mi és partnereink információkat tárolunk egy eszközön és/vagy hozzáférünk azokhoz.",
    "ro": "Noi și partenerii noștri stocăm și/sau accesăm informații de pe un dispozitiv.",
    "tr": "Biz ve iş ortaklarımız, çerezler gibi cihazınızdaki bilgileri saklar ve bunlara erişiriz.",
    "id": "Kami dan mitra kami menyimpan dan/atau mengakses informasi di perangkat, seperti cookie.",
    "el": "Εμείς και οι συνεργάτες μας αποθηκεύουμε ή/και έχουμε πρόσβαση σε πληροφορίες σε μια συσκευή.",
    "ar": "نستخدم نحن وشركاؤنا ملفات تعريف الارتباط لتخزين المعلومات على جهازك والوصول إليها.",
    "ja": "当社およびパートナーは、Cookieなどの情報をデバイスに保存・アクセスします。",
    "ko": "당사와 파트너는 쿠키 등 기기의 정보를 저장하거나 접근합니다.",
}


@pytest.mark.parametrize("lang", sorted(_TCF_SENTENCES))
def test_the_tcf_dialog_in_its_publishers_languages_is_a_consent_wall(lang: str) -> None:
    dialog = (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>News</title></head><body>"
        f"<div class='message'><h2>Privacy</h2><p>{_TCF_SENTENCES[lang]}</p><button>OK</button> <button>X</button> "
        "<button>…</button></div></body></html>"
    )
    assert failed_with(read_html(dialog), CONSENT_REASON)


def test_the_tcf_sentence_quoted_in_an_article_about_the_dialogs_is_read() -> None:
    article = _site(
        "Le bandeau que tout le monde ignore | Médias",
        "<h1>Le bandeau que tout le monde ignore</h1><p>Chaque jour, des millions de lecteurs lisent « Nous et nos "
        "partenaires stockons et/ou accédons à des informations sur un appareil » sans aller plus loin, selon une "
        "étude publiée mardi par une association de consommateurs qui a suivi deux mille internautes.</p>",
    )
    assert read_as_page(read_html(article), "Chaque jour")


# --- a site's page saying the thing asked for has ended, in the languages of the rules (rev5: an event, a
# property, a job ad, a product, listings in EN DE FR ES IT NL PT); the item's own page headed with its name,
# saying the same of it, is read


_GONE = {
    "en": ("Sorry, this event is no longer available", "The organiser may have cancelled or unpublished it."),
    "de": ("Diese Stellenanzeige ist leider nicht mehr verfügbar", "Das Unternehmen hat die Anzeige beendet."),
    "fr": ("Cet événement n'est plus disponible", "L'organisateur l'a peut-être annulé ou dépublié."),
    "es": ("Este anuncio ya no está publicado", "El anunciante lo ha dado de baja."),
    "it": ("L'annuncio che stai cercando non è più disponibile", "Potrebbe essere stato venduto o rimosso."),
    "nl": ("Deze advertentie is niet meer beschikbaar", "De verkoper heeft de advertentie verwijderd."),
    "pt": ("Este anúncio não está mais disponível", "O anunciante removeu o anúncio."),
}


@pytest.mark.parametrize("lang", sorted(_GONE))
def test_a_page_saying_the_thing_asked_for_has_ended_is_a_soft_404_and_the_items_own_page_is_read(
    lang: str,
) -> None:
    headline, why = _GONE[lang]
    gone = _site("Marketplace", f"<h1>{headline}</h1><p>{why}</p><p><a href='/search'>Search</a></p>")
    assert failed_with(read_html(gone), SOFT_404_REASON)
    item = _site(
        "Retro Lamp | Marketplace",
        f"<h1>Retro Lamp</h1><p>{headline}.</p><p>Brass lamp from 1962, rewired in 2020, 45 cm tall, with its "
        "original linen shade and a dimmer switch on the cord.</p>",
    )
    assert read_as_page(read_html(item), "Brass lamp")


# --- a listing ended, over its owner's taking it down (rev4: "This listing has ended" / "The seller has ended
# this listing or the item has sold.", "Diese Anzeige ist nicht mehr verfügbar" / "Der Anbieter hat die Anzeige
# gelöscht…", read as briefs headed with a state); a brief headed with a state over a story stays read


@pytest.mark.parametrize(
    ("headline", "why"),
    [
        ("This listing has ended", "The seller has ended this listing or the item has sold."),
        ("Diese Anzeige ist nicht mehr verfügbar", "Der Anbieter hat die Anzeige gelöscht oder sie ist abgelaufen."),
    ],
)
def test_a_listing_ended_over_its_owners_taking_it_down_is_a_soft_404(headline: str, why: str) -> None:
    page = _site("Marketplace", f"<h1>{headline}</h1><p>{why}</p><p><a href='/s'>Similar listings</a></p>")
    assert failed_with(read_html(page), SOFT_404_REASON)


def test_a_brief_headed_with_a_state_over_its_own_story_is_still_read() -> None:
    brief = _site(
        "Missing hiker not found | Highland News",
        "<h1>Missing hiker not found</h1><p>Rescue teams searched the ridge above Glen Coe for a second day on "
        "Sunday without finding the 54-year-old walker, police said.</p>",
    )
    assert read_as_page(read_html(brief), "Rescue teams")


# --- geo blocks by region, geographic area or "outside" the country (rev5: PT, IT, RU, TR streaming pages);
# a news brief reporting such a block is read


@pytest.mark.parametrize(
    ("lang", "headline", "said"),
    [
        ("pt", "Ops!", "Este conteúdo não está disponível na sua região."),
        ("pt", "Conteúdo indisponível", "Este programa não está disponível fora de Portugal."),
        ("it", "Contenuto non disponibile", "Questo contenuto non è disponibile per la tua area geografica."),
        ("ru", "Видео недоступно в вашей стране", "Правообладатель ограничил просмотр."),
        ("tr", "Yayın", "Bu içerik bulunduğunuz ülkede yayınlanamamaktadır."),
    ],
)
def test_a_geo_block_by_region_area_or_outside_the_country_is_a_geo_block(lang: str, headline: str, said: str) -> None:
    page = (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>Play</title></head><body>"
        f"<main><h1>{headline}</h1><p>{said}</p></main></body></html>"
    )
    assert failed_with(read_html(page), GEO_REASON)


def test_a_brief_reporting_a_portuguese_geo_block_is_read() -> None:
    brief = _site(
        "Emigrantes sem acesso à final | Notícias",
        "<h1>Emigrantes sem acesso à final</h1><p>Milhares de emigrantes queixaram-se ontem de que o jogo, segundo "
        "a estação, «não está disponível fora de Portugal» por causa dos direitos de transmissão, e pediram uma "
        "solução antes da próxima jornada do campeonato.</p>",
    )
    assert read_as_page(read_html(brief), "Milhares de emigrantes")


# --- this round's patterns on hostile input: runs of the words they start from, of fields, of headings and of
# colons, each in a text the judge reads whole (3,000 characters) or markup of 300 KB; a pattern that read on
# from each start to the end would take seconds


@pytest.mark.parametrize(
    "unit",
    [
        "has ",  # (an owner's taking a thing down)
        "annuncio ",  # (an Italian listing gone)
        "mi és partnereink ",  # (a TCF dialog's opening)
        "Access denied: a b ",  # (a headline's hook)
        "newsletter ",
        '"a ',  # (a quotation running past its sentence)
        "„a ",
    ],
)
def test_this_rounds_patterns_judge_a_hostile_text_in_a_moment(unit: str) -> None:
    text = (unit * (3000 // len(unit)))[:2990]
    markup = f"<html><head><title>{text[:200]}</title></head><body><h1>{text[:80]}</h1><p>{text}</p></body></html>"
    started = time.thread_time()  # the judge's own work: a busy machine stretches the wall clock, not this
    judge_walls(article=text, markup=markup)
    assert time.thread_time() - started < 2.0


def test_this_rounds_markup_readers_judge_hostile_markup_in_a_moment() -> None:
    markup = (
        "<html><head><title>Age verification | Help</title></head><body><h1>Are you over 18?</h1>"
        + "<input type='search' " * 15_000
        + "<h2 " * 15_000
        + "<div id='sp_message_container' class='consent-overlay'>" * 2_000
        + "</body></html>"
    )
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    read_html(markup)
    assert time.thread_time() - started < 3.0


# --- a site's chrome is no prose of the page's own: its menu, a "Most read" list, its footer's paragraph on the
# group and its regulator. A wall in a news site's or a shop's chrome is the wall it is bare; a brief in the
# same chrome is read as bare.


def _news_chrome(main: str, title: str) -> str:
    menu = " ".join(
        f"<a href='/s/{n}'>{name}</a>"
        for n, name in enumerate(
            ("News", "UK", "World", "Business", "Politics", "Tech", "Science", "Health", "Sport", "Culture")
        )
    )
    most_read = "".join(
        f"<li><a href='/a/{n}'>{headline}</a></li>"
        for n, headline in enumerate(
            (
                "Water bills to rise by an average of £123 a year from April",
                "Man charged after lorry crashes into bridge on the ring road",
                "Storm warning for wind in the north-west this weekend",
                "Hospital waiting lists fall for the fourth month in a row",
            )
        )
    )
    return (
        f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{title} | The Valley Post</title>"
        f"</head><body><header><a href='/' class='logo'>The Valley Post</a><nav>{menu}</nav>"
        "<a href='/subscribe'>Subscribe</a> <a href='/login'>Log in</a></header>"
        f"<main>{main}</main><aside><h3>Most read</h3><ol>{most_read}</ol></aside>"
        "<footer><p>The Valley Post is part of Dale Media Ltd, a group of thirty local titles across the north "
        "of England. We are regulated by IPSO and abide by the Editors' Code of Practice. If you have a "
        "complaint about our journalism, contact our readers' editor.</p><p>© 2026 Dale Media Ltd</p>"
        "</footer></body></html>"
    )


@pytest.mark.parametrize(
    ("title", "main", "reason"),
    [
        (
            "Page not found",
            "<h1>We can't find the page you were looking for</h1><p>It may have been moved or deleted. Try "
            "searching, or start from the homepage.</p><form action='/search'><input name='q'></form>",
            SOFT_404_REASON,
        ),
        (
            "Log in",
            "<h1>Log in to continue reading</h1><p>This story is free for registered readers.</p>"
            "<form action='/login' method='post'><input type='email' name='email'>"
            "<input type='password' name='password'><button>Log in</button></form>"
            "<a href='/register'>Register for free</a>",
            LOGIN_REASON,
        ),
        (
            "Video",
            "<h1>This video is not available in your country</h1><p>Due to rights restrictions this clip can "
            "only be played in the UK.</p>",
            GEO_REASON,
        ),
    ],
)
def test_a_wall_inside_a_sites_chrome_is_the_wall(title: str, main: str, reason: str) -> None:
    assert failed_with(read_html(_news_chrome(main, title)), reason)


@pytest.mark.parametrize(
    ("title", "main", "words"),
    [
        (
            "Bus lane on Mill Road to open in May",
            "<h1>Bus lane on Mill Road to open in May</h1><p>The council says the new lane will cut journey "
            "times on the number 4 route by six minutes.</p>",
            "cut journey times",
        ),
        (
            "Not available in your country: why fans can't stream the match",
            "<h1>Not available in your country: why fans can't stream the match</h1><p>Supporters abroad "
            "found the final was not available in their country, because the club's streaming service only "
            "holds rights for the UK and Ireland.</p>",
            "holds rights",
        ),
    ],
)
def test_a_brief_inside_a_sites_chrome_is_read(title: str, main: str, words: str) -> None:
    assert read_as_page(read_html(_news_chrome(main, title)), words)


def test_a_list_of_links_under_a_not_found_title_is_no_story_of_the_pages_own() -> None:
    html = (
        "<html><head><title>404 | The Evening Post</title></head><body><main><form action='/search'>"
        "<input name='q'></form><h3>Most read</h3><ul><li><a href='/a1'>Council tax to rise 5% in April</a>"
        "</li><li><a href='/a2'>Floods close the coast road near the harbour</a></li><li><a href='/a3'>"
        "Argyle sign a Danish winger on a three-year deal</a></li></ul></main></body></html>"
    )
    assert failed_with(read_html(html), SOFT_404_REASON)
    # ...and the same headlines as the page's own sentences are a story
    told = html.replace("<ul>", "<div>").replace("<li><a href='/a1'>", "<p>").replace("</a></li>", ".</p>")
    assert not failed_with(
        read_html(told.replace("<li><a href='/a2'>", "<p>").replace("<li><a href='/a3'>", "<p>")),
        SOFT_404_REASON,
    )


# --- a log-in asked to use a feature of a page shown whole: write to who posted it, light a candle


@pytest.mark.parametrize(
    ("ask", "words"),
    [
        ("<a href='/anmelden'>Anmelden</a>, um dem Anbieter eine Nachricht zu schreiben.", "Kinderwagen"),
        ("<a href='/login'>Log in</a> to message the seller.", "Kinderwagen"),
        ("<a href='/anmelden'>Anmelden</a>, um eine Kerze anzuzünden.", "Kinderwagen"),
    ],
)
def test_a_log_in_to_write_to_the_seller_or_light_a_candle_is_no_wall(ask: str, words: str) -> None:
    html = (
        "<html><head><title>Bugaboo Fox 3 | Kleinanzeigen</title></head><body><main><h1>Bugaboo Fox 3</h1>"
        "<p>450 € VB · Reserviert</p><p>Gut erhaltener Kinderwagen mit Babywanne und Sportsitz, "
        f"Nichtraucherhaushalt.</p><p>{ask}</p></main></body></html>"
    )
    assert read_as_page(read_html(html), words)
    # asked to read on, the same log-in is a wall
    walled = html.replace(ask, "<a href='/anmelden'>Anmelden</a>, um weiterzulesen.").replace(
        "Gut erhaltener Kinderwagen mit Babywanne und Sportsitz, Nichtraucherhaushalt.", "Nur für Mitglieder."
    )
    assert failed_with(read_html(walled), LOGIN_REASON)


def test_a_status_pages_incident_quoting_not_found_is_read() -> None:
    html = (
        "<html><head><title>Some documentation pages return 404 · Docs Status</title></head><body>"
        "<h1>Some documentation pages return 404</h1><p>Incident Report for Docsly · Minor</p>"
        '<h3>Resolved</h3><p>Pages that returned "404 Not Found" after this morning\'s deploy are back. '
        'Feb 20, 11:40 UTC</p><h3>Investigating</h3><p>Some pages under /guides show "Page not found". '
        "We are looking into it. Feb 20, 09:12 UTC</p></body></html>"
    )
    assert read_as_page(read_html(html), "after this morning's deploy")


@pytest.mark.parametrize(
    "unit",
    [
        "<a ",
        "<a href='/x'>",
        "<a href='/x'><span>",
        "<nav>",
        "<aside ",
        "<footer><footer>",
        "<div role=navigation>",
        " role='complementary' ",
        "<header><h1>",
    ],
)
def test_the_chrome_readers_judge_a_megabyte_of_hostile_markup_in_a_moment(unit: str) -> None:
    markup = (
        "<html><head><title>Page not found</title></head><body><h1>Page not found</h1>"
        "<p>The page you asked for has been moved or deleted, and nothing else is here.</p>"
        + unit * (1_000_000 // len(unit))
        + "</body></html>"
    )
    started = time.thread_time()  # the judge's own work: a busy machine stretches the wall clock, not this
    judge_walls(article="Page not found\n\nThe page you asked for has been moved or deleted.", markup=markup)
    assert time.thread_time() - started < 2.0


def test_a_paywalls_notice_followed_only_by_the_sites_chrome_closes_the_page() -> None:
    teaser = (
        "<h1>El Gobierno aprueba la ley de alquileres</h1><p>El Consejo de Ministros aprobó ayer el proyecto de "
        "ley que limitará las subidas del alquiler en zonas tensionadas.</p>"
    )
    notice = "<p>Este artículo es exclusivo para suscriptores.</p><a href='/suscribete'>Suscríbete</a>"
    outcome = read_html(_news_chrome(teaser + notice, "Ley de alquileres"))
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"
    # ...where the page's own words go on after it, the sentence is the story's
    story = (
        "<p>La patronal de la prensa regional pidió que los diarios puedan cobrar por sus exclusivas, y varios "
        "directores defendieron que la información local tiene un coste que los lectores deben conocer. El "
        "ministerio respondió que estudiará la propuesta con las asociaciones de editores antes del verano, "
        "y que ninguna medida afectará a los contenidos de servicio público.</p>"
    )
    outcome = read_html(_news_chrome(teaser + notice + story, "Ley de alquileres"))
    assert isinstance(outcome, PageRead) and outcome.wall is None


def test_a_wall_is_the_wall_when_its_sites_chrome_wraps_its_paragraphs_in_the_source() -> None:
    # a blog's sidebar "About me" widget keeps its author's line breaks (as WordPress text widgets do), and a
    # sentence read across one is still the sidebar's (rev6's pages; its patch)
    about = (
        "<aside class='widget-area'><section class='widget widget_text'><h2>About me</h2><p>I have kept plot 14"
        " at Hill Lane since 2009. This blog is where I write down what worked, what\nthe slugs ate, and what I"
        " would do differently next year. Everything here is grown without peat and\nwithout pesticides, on"
        " heavy clay that floods every February.</p></section></aside>"
    )
    main = (
        "<h1>Members' area</h1><p>You need to log in to view this content. Please <a href='/login'>Log In</a>."
        "</p><form action='/wp-login.php' method='post'><input name='log'><input type='password' name='pwd'>"
        "<button>Log In</button></form>"
    )
    html = _news_chrome(main, "Members' area").replace("</main>", "</main>" + about)
    assert failed_with(read_html(html), LOGIN_REASON)


def test_a_wall_is_the_wall_when_its_chromes_words_are_split_by_tags_and_entities() -> None:
    # a ranked "Most read" list (<span class="rank">1</span> before each headline) and a footer written with
    # entities are the chrome's, though the markup does not show their sentences as the text does
    ranked = "".join(
        f"<li><a href='/a/{n}'><span class='rank'>{n}</span> {headline}</a></li>"
        for n, headline in enumerate(
            (
                "El Ayuntamiento aprueba la peatonalización del centro histórico",
                "La Diputación licita las obras de la carretera de la costa",
                "El puerto bate su récord de cruceros en el mes de marzo",
                "Los vecinos de San Roque piden más frecuencias de autobús",
            ),
            start=1,
        )
    )
    html = (
        "<html><head><title>Página no encontrada | El Diario</title></head><body><main>"
        "<h1>Lo sentimos, no encontramos la página que buscas</h1></main>"
        f"<div class='most-read'><h3>Lo más leído</h3><ol>{ranked}</ol></div>"
        "<div class='site-footer'><p>El Diario del Sur &copy; 2026 &mdash; Editorial del Sur S.L., "
        "inscrita en el Registro Mercantil de M&aacute;laga, con domicilio en la calle Larios, 12.</p></div>"
        "</body></html>"
    )
    assert failed_with(read_html(html), SOFT_404_REASON)


@pytest.mark.parametrize(
    ("sentence", "walled"),
    [("열람실은 만 19세 미만도 이용할 수 있다.", False), ("이 콘텐츠는 19세 미만 이용 불가입니다.", True)],
)
def test_under_19s_let_in_too_is_no_korean_age_gate(sentence: str, walled: bool) -> None:
    html = (
        "<html><head><title>도서관 야간 개방 연장 | 한빛일보</title></head><body><main>"
        "<h1>도서관 야간 개방 연장</h1><p>한밭도서관이 다음 달부터 평일 밤 10시까지 문을 연다.</p>"
        f"<p>{sentence}</p></main></body></html>"
    )
    if walled:
        html = html.replace("<p>한밭도서관이 다음 달부터 평일 밤 10시까지 문을 연다.</p>", "").replace(
            "</main>", "<button>19세 이상입니다</button><button>나가기</button></main>"
        )
    assert failed_with(read_html(html), AGE_REASON) == walled


# --- a wall's words as a link's label are another page's: a "Most read" headline, a teaser's premium badge
# (rev6: every short story of a site whose lists carry one was given the paywall note; its patch)


def _brief_under(teasers: str, story: str = "") -> str:
    story = story or (
        "<p>L'écotaxe du pont de l'île de Ré est suspendue du 1er au 31 mars pour les travaux de la piste "
        "cyclable.</p><p>Le péage reprendra le 1er avril au tarif de 8 €.</p>"
    )
    return (
        "<!doctype html><html lang='fr'><head><meta charset='utf-8'><title>Île de Ré : le pont gratuit en mars"
        "</title><meta property='og:type' content='article'></head><body><main><article><h1>Île de Ré : le pont "
        f"gratuit en mars</h1>{story}</article><section class='related'><h2>À lire aussi</h2><ul>{teasers}</ul>"
        "</section></main></body></html>"
    )


_BADGED = "".join(
    f"<li><a href='/a/{n}'><span class='badge'>{badge}</span> {headline}</a></li>"
    for n, (badge, headline) in enumerate(
        (
            ("Article réservé aux abonnés", "Port de La Rochelle : l'enquête sur les quotas"),
            ("Article réservé aux abonnés", "Les derniers sauniers de l'île de Ré"),
            ("Riservato agli abbonati", "Il buco di bilancio della Provincia"),
            ("Nur für Abonnenten", "Die letzten Fährleute am Mittelrhein"),
        )
    )
)
_HEADLINED = (
    "<li><a href='/a/9'>Subscribe to continue reading? How local papers pay for reporting</a></li>"
    "<li><a href='/a/8'>Ferry cancelled as the storm arrives</a></li>"
)


def test_a_short_story_under_teasers_labelled_with_a_pay_notice_is_read_without_the_note() -> None:
    assert read_as_page(read_html(_brief_under(_BADGED)), "Le péage reprendra")


@pytest.mark.parametrize("teasers", [_BADGED, _HEADLINED])
def test_a_teaser_cut_by_its_own_pay_notice_under_the_same_teasers_gets_the_note(teasers: str) -> None:
    cut = (
        "<p>Depuis trois ans, une partie des quotas de sole attribués aux chalutiers rochelais est revendue à "
        "des armements espagnols.</p><div class='paywall'><p>Article réservé aux abonnés</p><p>Il vous reste "
        "85 % de cet article à lire.</p><a href='/abonnement'>S'abonner</a></div>"
    )
    outcome = read_html(_brief_under(teasers, cut))
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"


def test_a_log_in_heading_over_a_form_is_read_heading_by_heading() -> None:
    # (a heading says a wall's sentence by itself: "Login" above "Cookie preferences" still says it)
    html = (
        "<html><head><title>Account – Kiln &amp; Clay</title></head><body><main><h1>Login</h1>"
        "<form action='/account/login' method='post'><input type='email' name='customer[email]'>"
        "<input type='password' name='customer[password]'><button>Sign in</button></form></main>"
        "<div role='dialog'><h2>Cookie preferences</h2><p>We use cookies and similar technologies to provide the "
        "best experience on our website.</p></div></body></html>"
    )
    assert failed_with(read_html(html, url="https://kiln.example/account/login"), LOGIN_REASON)


def _story_with_cards(cards: str, label_on_story: bool = False) -> str:
    label = "<div class='pw-label'>Member-only story</div>" if label_on_story else ""
    return (
        "<html><head><title>How I cut our AWS bill by 40% | Medium</title></head><body><article>"
        f"{label}<h1>How I cut our AWS bill by 40%</h1><p>We moved our nightly batch jobs to spot instances and "
        "turned off three staging clusters nobody had used since spring.</p><p>The bill fell from $9,200 to "
        "$5,400 a month, and nothing broke.</p></article><section class='more-from'><h2>Recommended from "
        f"Medium</h2>{cards}</section></body></html>"
    )


_CARDS = "".join(
    f"<article class='rec'><div class='pw-label'>{label}</div><a href='/{n}'><h2>{headline}</h2></a>"
    f"<p>Dana Okafor · {n + 4} min read</p></article>"
    for n, (label, headline) in enumerate(
        (
            ("Member-only story", "The Hidden Cost of Microservices in a Small Team"),
            ("", "Why I Stopped Using ORMs for Our Reporting Service"),
            ("Member-only story", "Page Not Found: What 404s Teach Us About Users"),
        )
    )
)


def test_member_only_labels_on_recommended_cards_give_a_free_story_no_note() -> None:
    assert read_as_page(read_html(_story_with_cards(_CARDS)), "nothing broke")
    # ...where the story itself carries the label, and stops after its opening, it is the member's story
    cut = _story_with_cards(_CARDS, label_on_story=True).replace(
        "<p>The bill fell from $9,200 to $5,400 a month, and nothing broke.</p>", ""
    )
    outcome = read_html(cut)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"


@pytest.mark.parametrize(
    ("subheading", "noted"),
    [
        ("Get every new post delivered straight to your inbox. Free, weekly, no spam.", False),
        ("This post is for paying subscribers only. Upgrade to read the rest.", True),
    ],
)
def test_a_signup_card_offering_posts_by_mail_is_no_paywall(subheading: str, noted: bool) -> None:
    html = (
        "<html><head><title>Five books for a wet March</title><meta property='og:type' content='article'>"
        "</head><body><article><h1>Five books for a wet March</h1><p>Short novels, one essay collection, and a "
        "field guide to moss for anyone stuck indoors.</p><div class='kg-signup-card'><h2>Subscribe to keep "
        f"reading</h2><p>{subheading}</p><form><input type='email'><button>Subscribe</button></form></div>"
        "</article></body></html>"
    )
    outcome = read_html(html)
    assert isinstance(outcome, PageRead) and (outcome.wall == "paywall") == noted


def test_a_news_headline_hooked_on_error_404_about_pages_is_read() -> None:
    html = (
        "<html><head><title>Error 404: the council website that lost half its pages | The Northern Post</title>"
        "</head><body><h1>Error 404: the council website that lost half its pages</h1><p>A botched migration "
        "in January left 1,800 of the council's 3,600 pages unreachable, including the bin calendar and the "
        "planning portal, and residents were sent to a blank search page for six weeks.</p></body></html>"
    )
    assert read_as_page(read_html(html), "botched migration")
    # ...where what follows the colon is the wall's own sentence, the page is the wall
    walled = html.replace("the council website that lost half its pages", "page not found").replace(
        "<p>A botched migration in January left 1,800 of the council's 3,600 pages unreachable, including the "
        "bin calendar and the planning portal, and residents were sent to a blank search page for six weeks.</p>",
        "<p>Go to the homepage.</p>",
    )
    assert failed_with(read_html(walled), SOFT_404_REASON)


def test_a_wiki_article_naming_404_as_the_status_its_services_return_is_read() -> None:
    html = (
        "<html><head><title>HTTP 404 - Harbor Labs Wiki</title></head><body><h1>HTTP 404</h1><p><b>HTTP 404</b> "
        "(<i>Not Found</i>) is the status our services return when a route or object does not exist. In the "
        "gateway it is also returned for objects the caller may not see.</p></body></html>"
    )
    assert read_as_page(read_html(html), "our services return")


@pytest.mark.parametrize("unit", ["is the status ", "is the status a b ", "in your inbox ", "19세 미만", "pages "])
def test_this_rounds_sentences_judge_a_hostile_text_in_a_moment(unit: str) -> None:
    text = "Error 404: " + (unit * (3000 // len(unit)))[:2980]
    markup = f"<html><head><title>{text[:200]}</title></head><body><h1>{text[:80]}</h1><p>{text}</p></body></html>"
    started = time.thread_time()  # the judge's own work: a busy machine stretches the wall clock, not this
    judge_walls(article=text, markup=markup)
    assert time.thread_time() - started < 2.0


# --- not-found, gone and geo wordings of this round: forums, wikis, shops, news sites and players in more
# languages (rev5's and rev6's pages), each a wall alone under its site's name, and a page that quotes one read


@pytest.mark.parametrize(
    ("title", "said", "reason"),
    [
        ("Kestrel Labs - Wikipedia", "Wikipedia does not have an article with this exact name.", SOFT_404_REASON),
        ("Tractor Talk", "The requested topic does not exist.", SOFT_404_REASON),
        ("Traktorforum", "Das angeforderte Thema existiert nicht.", SOFT_404_REASON),
        ("Shop", "No products were found matching your selection.", SOFT_404_REASON),
        ("Kitchen", "Oops! We couldn't find that recipe.", SOFT_404_REASON),
        ("ÉlectroPlus", "Oups, ce produit est introuvable.", SOFT_404_REASON),
        ("Rundschau", "Der gesuchte Artikel wurde möglicherweise verschoben oder gelöscht.", SOFT_404_REASON),
        ("El Diario", "Es posible que la noticia haya sido eliminada.", SOFT_404_REASON),
        ("חדשות", "אופס! הדף לא נמצא", SOFT_404_REASON),
        ("ข่าวสด", "ไม่พบหน้าที่คุณต้องการ", SOFT_404_REASON),
        ("Báo Mới", "Không tìm thấy trang", SOFT_404_REASON),
        ("科技日报", "抱歉，您访问的页面不存在！", SOFT_404_REASON),
        ("求人ナビ", "この求人は掲載を終了しました", SOFT_404_REASON),
        ("잡코리아", "삭제되었거나 마감된 채용공고입니다", SOFT_404_REASON),
        ("招聘网", "该职位已下线", SOFT_404_REASON),
        ("Mediathek", "Aus rechtlichen Gründen ist dieses Video nur in Deutschland abrufbar.", GEO_REASON),
        ("RTVE Play", "Este contenido no está disponible fuera de España.", GEO_REASON),
        ("france.tv", "Ce programme n'est pas disponible depuis votre localisation.", GEO_REASON),
    ],
)
def test_this_rounds_wordings_are_the_wall_alone(title: str, said: str, reason: str) -> None:
    html = f"<html><head><title>{title}</title></head><body><main><p>{said}</p></main></body></html>"
    assert failed_with(read_html(html), reason)


def test_a_talk_page_headed_with_a_not_found_translation_is_no_not_found_page_by_the_rules() -> None:
    html = (
        "<html><head><title>שיחה:שגיאת 404 – ויקיפדיה</title></head><body><h1>שיחה:שגיאת 404</h1>"
        "<h2>הדף לא נמצא – תרגום</h2><p>האם לתרגם \"Not Found\" כ\"הדף לא נמצא\" או \"לא נמצא\"? בעברית מקובל "
        "הראשון, והוא גם מה שמופיע בממשק של רוב האתרים הגדולים בארץ. – דנה 10:12, 3 במרץ 2026</p><p>מסכים, "
        "\"הדף לא נמצא\" ברור יותר לקוראים, ואפשר להוסיף את המספר בסוגריים. – יואב 11:40, 3 במרץ 2026</p>"
        "</body></html>"
    )
    text = "שיחה:שגיאת 404\n\nהדף לא נמצא – תרגום\n\n" + html.split("<p>", 1)[1].replace("</p><p>", "\n\n")
    # (the rules': a heading naming the wall's words as a subject, a line that goes on, is no not-found line)
    assert judge_walls(article=text.split("</p>")[0], markup=html, learned=False) is None


@pytest.mark.parametrize("unit", ["nur in ", "der gesuchte artikel ", "es posible que la noticia ", "您访问的"])
def test_this_rounds_wordings_judge_a_hostile_text_in_a_moment(unit: str) -> None:
    text = (unit * (3000 // len(unit)))[:2990]
    markup = f"<html><head><title>{text[:200]}</title></head><body><h1>{text[:80]}</h1><p>{text}</p></body></html>"
    started = time.thread_time()  # the judge's own work: a busy machine stretches the wall clock, not this
    judge_walls(article=text, markup=markup)
    assert time.thread_time() - started < 2.0


def test_a_liquid_comment_block_is_no_text_of_the_page() -> None:
    text = (
        "{%- comment -%} Cookie-Consent-Banner. Wird per JS nur angezeigt, wenn noch keine Wahl getroffen "
        "wurde. Optionale Kategorien sind vorbereitet und werden erst aktiv, wenn du Dienste ergänzt. "
        "{%- endcomment -%}\nWir respektieren deine Privatsphäre"
    )
    assert untemplated(text) == "Wir respektieren deine Privatsphäre"
    # ...a tag outside such a block is still set aside alone, the words after it kept
    assert untemplated("{% if x %}Danke{% endif %}") == "Danke"


@pytest.mark.parametrize(
    ("heading", "walled"),
    [("Cette page est introuvable", True), ("Cette page est introuvable : enquête sur les liens morts", False)],
)
def test_a_french_page_named_by_its_state_is_a_not_found_heading(heading: str, walled: bool) -> None:
    html = (
        f"<html><head><title>Carrousel</title></head><body><main><p>Vous avez quitté la piste</p><h1>{heading}"
        "</h1><p>Revenez à l’accueil pour retrouver le programme.</p></main></body></html>"
    )
    verdict = judge_walls(
        article=f"Vous avez quitté la piste\n\n# {heading}\n\nRevenez à l’accueil pour retrouver le programme.",
        markup=html,
        learned=False,
    )
    assert (verdict is not None and verdict.kind == "soft404") == walled


@pytest.mark.parametrize(("heading", "kind"), [("Assinatura expirada", "paywall"), ("Área restrita", "login")])
def test_a_password_asked_under_an_ended_subscription_is_a_pay_gate(heading: str, kind: str) -> None:
    html = (
        f"<html><head><title>{heading}</title></head><body><div class='container'><h1>{heading}</h1>"
        "<p>Digite a senha de liberação temporária:</p><form method='post' action='/liberar'>"
        "<input type='password' name='senha'><button type='submit'>Liberar acesso</button></form></div>"
        "</body></html>"
    )
    verdict = judge_walls(article="Digite a senha de liberação temporária:", markup=html, learned=False)
    assert verdict is not None and verdict.kind == kind


def _ledger_notes(body: str) -> bool:
    """Whether the rules give a page of ``body`` the paywall note (the rules alone: what they were changed
    for; the learned model reads a page this short as it was trained to)."""
    html = (
        "<html><head><title>The Ledger</title><meta property='og:type' content='article'></head><body><main>"
        f"{body}</main></body></html>"
    )
    outcome = read_html(html)
    assert isinstance(outcome, PageRead)
    verdict = judge_walls(article=outcome.text, markup=html, learned=False)
    return verdict is not None and verdict.kind == "paywall"


def test_an_faq_answering_why_a_pay_notice_shows_gets_no_note() -> None:
    faq = (
        "<h1>Frequently asked questions</h1><h2>Why do I see \"Subscribe to continue reading\"?</h2><p>You have "
        "read your free articles for this month.</p><h2>How do I cancel?</h2><p>Go to Account, then "
        "Subscription, then Cancel.</p>"
    )
    assert not _ledger_notes(faq)
    # ...one question is no FAQ: a teaser cut by the notice under it is noted
    cut = (
        "<h1>Why the harbour wall failed</h1><p>The engineers' report, seen by the Ledger, blames a decade of "
        "deferred repairs.</p><p>You have read your free articles for this month.</p>"
    )
    assert _ledger_notes(cut)


def test_a_pay_notice_quoted_after_who_said_it_gets_no_note() -> None:
    said = (
        "<h1>Local paper passes 50,000 digital subscribers</h1><p>The Yorkshire Courier says it has passed 50,000 "
        "digital subscribers, three years after it put most of its journalism behind a metered paywall.</p>"
        "<p>Editor Jo Hart said the milestone paid for six new reporters. \"Readers will pay for journalism they "
        "can't get anywhere else,\" she said. \"Subscribe to continue reading is not a dirty phrase any more.\"</p>"
    )
    assert not _ledger_notes(said)
    # ...said by the page itself, after its opening, it is the notice
    assert _ledger_notes(said.split("<p>Editor")[0] + "<p>Subscribe to continue reading.</p>")


@pytest.mark.parametrize(
    ("headline", "story", "reason"),
    [
        (
            "Are you over 18? New ID rules for buying energy drinks",
            "Shops in England will have to ask for ID from anyone who looks under 25 when selling "
            "high-caffeine energy drinks from June, under rules published on Monday. Retailers say staff "
            "already refuse sales to children.",
            AGE_REASON,
        ),
        (
            "Not available in your country: why Teesside fans can't stream the match",
            "Middlesbrough supporters abroad hoping to watch Saturday's game found it was not available in "
            "their country, because the club's streaming service only holds rights for the UK and Ireland.",
            GEO_REASON,
        ),
    ],
)
def test_a_bare_brief_headlined_with_a_walls_words_as_a_hook_is_read(headline: str, story: str, reason: str) -> None:
    shorter = headline.replace("Teesside ", "").replace("for buying ", "for ")  # (the page's own h1)
    html = (
        f"<html><head><title>{headline} | The Northern Post</title><meta property='og:type' content='article'>"
        "</head><body><header><a href='/' class='logo'>The Northern Post</a><a href='/subscribe'>Subscribe</a> "
        f"<a href='/login'>Log in</a></header><main><article><h1>{shorter}</h1><p>{story}</p></article></main>"
        "</body></html>"
    )
    assert read_as_page(read_html(html), story[:30])
    # ...where the text under the same headline tells the wall to its reader, it is the wall
    told = {
        GEO_REASON: "<p>This video is not available in your country.</p>",
        AGE_REASON: "<p>You must be 18 or over to enter this site.</p><button>Yes</button><button>No</button>",
    }[reason]
    assert failed_with(read_html(html.replace(f"<p>{story}</p>", told)), reason)


# (the rules read the named page; the wall model retrained at round 31's freeze refuses it as a soft 404, a false
# positive kept as found)
@pytest.mark.xfail(strict=True, reason="the named page refused as a soft 404 by the wall model of round 31")
def test_a_gone_products_notice_over_related_products_is_a_soft_404_and_under_its_name_is_read() -> None:
    # (rev6: WooCommerce's notice over "You may also like…", whose cards title each product in an <h2>, was
    # read as the page of a product headed with its name)
    cards = "".join(
        f"<li><a href='/product/{n}/'><h2 class='woocommerce-loop-product__title'>{name}</h2>"
        f"<span class='price'>£{price}</span></a></li>"
        for n, (name, price) in enumerate((("Hearth Blend 250g", "8.50"), ("Ethiopia Guji 250g", "10.50")))
    )
    gone = (
        "<!doctype html><html><head><title>Product no longer available – Copper Kettle Coffee</title></head><body>"
        "<main><ul class='woocommerce-error' role='alert'><li>Sorry, this product is no longer available.</li>"
        f"</ul><section class='related products'><h2>You may also like…</h2><ul>{cards}</ul></section></main>"
        "</body></html>"
    )
    url = "https://shop.example/product/colombia-huila-2023/"
    assert failed_with(read_html(gone, url=url), SOFT_404_REASON)
    named = gone.replace("<main>", "<main><h1>Colombia Huila 2023</h1><p>Washed Caturra, 1,800 m.</p>")
    assert read_as_page(read_html(named, url=url), "Washed Caturra")


def test_an_empty_event_handler_on_a_page_of_chrome_alone_is_judged() -> None:
    # (a page whose only text is its site's chrome, a way on and an empty onclick="": its handlers are read
    # for a dialog's message, and an empty one holds none)
    html = (
        "<html><head><title>Welcome</title></head><body><nav><a href='/'>Home</a> <a href='/news'>News</a> "
        "<a href='/about'>About our little club and its history</a></nav><a href='/enter' onclick=\"\">Enter</a>"
        "<footer><p>Our club has met on Tuesday evenings in the village hall since 1987, and welcomes new "
        "members of every age and ability.</p></footer></body></html>"
    )
    judge_walls(article="Home News About\n\nEnter\n\nOur club has met on Tuesday evenings.", markup=html)


# --- a site's own page on its cookies, known by its words as by its address: a document in hand has none ---
_POLICIES = [
    (
        "Cookie Policy | Harbour Books",
        "Cookie Policy",
        "We use cookies to give you the best experience on our website. By continuing to use this site you agree "
        "to our use of cookies.",
        "Cookies are small text files stored on your device. You can delete or block them in your browser's "
        "settings at any time.",
    ),
    (
        "Cookies",
        "Cookies",
        "We use cookies to give you the best experience on our website. By continuing to use this site you agree "
        "to our use of cookies.",
        "Cookies are small text files stored on your device. You can delete or block them in your browser's "
        "settings at any time.",
    ),
    (
        "Cookie-Richtlinie",
        "Cookie-Richtlinie",
        "Wir verwenden Cookies. Wenn Sie die Website weiter nutzen, stimmen Sie der Verwendung von Cookies zu.",
        "Sie können Cookies jederzeit in den Einstellungen Ihres Browsers löschen oder blockieren, einige "
        "Funktionen der Website stehen dann nicht zur Verfügung.",
    ),
    (
        "Politique relative aux cookies",
        "Politique relative aux cookies",
        "Nous utilisons des cookies. En poursuivant votre navigation, vous acceptez l'utilisation de cookies.",
        "Vous pouvez supprimer ou bloquer les cookies à tout moment dans les réglages de votre navigateur, "
        "certaines fonctions du site ne seront alors plus disponibles.",
    ),
    (
        "Política de cookies",
        "Política de cookies",
        "Utilizamos cookies. Al continuar navegando, aceptas el uso de cookies.",
        "Puedes eliminar o bloquear las cookies en cualquier momento en la configuración de tu navegador; algunas "
        "funciones del sitio dejarán de estar disponibles.",
    ),
    (
        "Informativa sui cookie",
        "Informativa sui cookie",
        "Utilizziamo cookie. Continuando la navigazione accetti l'uso dei cookie.",
        "Puoi cancellare o bloccare i cookie in qualsiasi momento nelle impostazioni del browser; alcune funzioni "
        "del sito non saranno più disponibili.",
    ),
    (
        "Cookiebeleid",
        "Cookiebeleid",
        "Wij gebruiken cookies. Door verder te gaan op deze website gaat u akkoord met het gebruik van cookies.",
        "U kunt cookies op elk moment verwijderen of blokkeren in de instellingen van uw browser; sommige "
        "functies van de site werken dan niet meer.",
    ),
    (
        "Política de Cookies",
        "Política de Cookies",
        "Utilizamos cookies. Ao continuar a navegar, concorda com a utilização de cookies.",
        "Pode apagar ou bloquear os cookies a qualquer momento nas definições do seu navegador; algumas funções "
        "do site deixarão de estar disponíveis.",
    ),
]


def _policy(title: str, heading: str, notice: str, more: str, under: str = "") -> str:
    return (
        f"<!doctype html><html><head><title>{title}</title></head><body><main><h1>{heading}</h1><p>{notice}</p>"
        f"<p>{more}</p>{under}</main></body></html>"
    )


@pytest.mark.parametrize(("title", "heading", "notice", "more"), _POLICIES)
@pytest.mark.parametrize("url", ["", "https://shop.example/legal/page-3"])
def test_a_cookie_policy_is_the_site_s_page_on_the_subject_by_its_words_at_any_address(
    title: str, heading: str, notice: str, more: str, url: str
) -> None:
    # (the same page at /cookie-policy was read by its address alone; in hand it has none)
    html = _policy(title, heading, notice, more)
    assert read_as_page(read_html(html, url=url), more[:30])


@pytest.mark.parametrize(("title", "heading", "notice", "more"), _POLICIES[:2])
@pytest.mark.parametrize(
    "machinery",
    [
        "<button>Accept all</button> <button>Reject all</button>",
        "<div class='cookie-banner'><a href='#' class='btn'>OK</a></div>",
    ],
)
def test_a_consent_dialog_titled_as_a_policy_is_still_a_consent_wall(
    title: str, heading: str, notice: str, more: str, machinery: str
) -> None:
    html = _policy(title, heading, notice, more, under=machinery)
    assert failed_with(read_html(html, url=""), CONSENT_REASON)


def test_a_notice_titled_cookies_saying_no_more_than_its_notice_is_a_consent_wall() -> None:
    html = _policy(
        "Cookies", "Cookies", "We use cookies.", "By continuing to use this site you agree to our cookies."
    )
    assert failed_with(read_html(html, url=""), CONSENT_REASON)


# --- a cookie bar beside a wall of another kind: the notice decides only where it is all the page says ---
_EU_BLOCK = (
    "<!doctype html><html><head><title>The Allotment Diary</title></head><body><header><p>The Allotment Diary</p>"
    "<nav><a href='/garden/'>Garden</a> <a href='/recipes/'>Recipes</a> <a href='/wp-login.php'>Log in</a></nav>"
    "</header><main>{main}</main><aside role='complementary'><section><h2>Recent Posts</h2><ul>"
    "<li><a href='/a'>Why my broad beans failed this year</a></li><li><a href='/b'>Ten things to sow in March</a></li>"
    "</ul></section><section><h2>About me</h2><p>I have kept plot 14 at Hill Lane allotments since 2009. This blog "
    "is where I write down what worked, what the slugs ate, and what I would do differently next year. Everything "
    "here is grown without peat and without pesticides, on heavy clay that floods every February. Questions are "
    "always welcome in the comments.</p></section><section><h2>Newsletter</h2><form><p>Get the monthly jobs list in "
    "your inbox. Subscribe — it's free, and you can unsubscribe at any time.</p><input type='email' name='EMAIL'>"
    "<input type='submit' value='Subscribe'></form></section></aside><footer><section><h2>Hill Lane Allotments</h2>"
    "<p>Hill Lane Allotment Society is a members' association of 140 plots, run by volunteers since 1921. Plot "
    "enquiries go to the secretary; the waiting list is about two years.</p></section><a href='/privacy-policy/'>"
    "Privacy Policy</a> · <a href='/cookie-policy/'>Cookie Policy</a></footer>"
    "<div id='cookie-law-info-bar' role='dialog' aria-label='Cookie notice'><span>We use cookies on our website to "
    "give you the most relevant experience by remembering your preferences and repeat visits. By clicking “Accept”, "
    "you consent to the use of ALL the cookies.<a role='button' class='cli_settings_button'>Cookie settings</a>"
    "<a role='button' class='cli_action_button'>ACCEPT</a></span></div></body></html>"
)


def test_an_eu_geo_block_beside_a_cookie_bar_is_a_geo_block_not_a_consent_wall() -> None:
    # (the extractor takes the sidebar's "About me" for the article; the block's own sentence is the page's)
    main = (
        "<div class='gdpr-block'><h1>451: Unavailable for legal reasons</h1><p>Unfortunately, our website is "
        "currently unavailable in most European countries. We are engaged on the issue and committed to looking at "
        "options that support our full range of digital offerings to the EU market.</p></div>"
    )
    outcome = read_html(_EU_BLOCK.format(main=main), url="https://allotmentdiary.example/2026/04/leek-trench/")
    assert failed_with(outcome, GEO_REASON)


def test_a_post_beside_the_same_cookie_bar_is_read() -> None:
    main = (
        "<article><h1>Leek trench, April</h1><p>The trench went in on Saturday: a spade deep, a foot wide, and the "
        "bottom forked over with a barrow of last year's compost.</p><p>Forty leeks from the seed library went in "
        "six inches apart, each dropped into a dibber hole and watered in, not firmed.</p></article>"
    )
    outcome = read_html(_EU_BLOCK.format(main=main), url="https://allotmentdiary.example/2026/04/leek-trench/")
    assert read_as_page(outcome, "Forty leeks")


# --- a not-found box that asks the reader to log in (Discourse's private topic) is a log-in wall ---
def _discourse(box: str) -> str:
    return (
        "<!doctype html><html><head><title>Fenwick Homebrew Club</title></head><body><header><a href='/signup'>"
        "Sign Up</a> <a href='/login'>Log In</a></header><div id='main-outlet'><div class='page-not-found'>"
        f"{box}</div></div><footer><a href='/guidelines'>Guidelines</a> <a href='/privacy'>Privacy Policy</a>"
        "</footer></body></html>"
    )


def test_discourse_s_private_topic_in_its_not_found_box_is_a_log_in_wall() -> None:
    html = _discourse(
        "<h1>Sorry, you don't have access to that topic!</h1><p>This topic is in a private category. If you are "
        "a member of the Fenwick Homebrew Club, please log in to view it.</p><a href='/login'>Log In</a>"
    )
    assert failed_with(read_html(html, url="https://forum.fenwick.example/t/keg-swap/812"), LOGIN_REASON)


def test_discourse_s_missing_topic_in_the_same_box_is_a_soft_404() -> None:
    html = _discourse(
        "<h1>Oops! That page doesn't exist or is private.</h1><a href='/latest'>Latest topics</a>"
    )
    assert failed_with(read_html(html, url="https://forum.fenwick.example/t/keg-swap/812"), SOFT_404_REASON)


# --- a forum's board statistics under every page (phpBB's prosilver "stat-block"s) are its chrome ---
def _phpbb(body: str) -> str:
    return (
        "<!doctype html><html><head><title>Tractor Talk - Information</title></head><body><div id='wrap'>"
        f"<div id='page-body'>{body}<div class='stat-block online-list'><h3>Who is online</h3><p>In total there are "
        "<strong>84</strong> users online :: 3 registered, 0 hidden and 81 guests (based on users active over the "
        "past 5 minutes)<br>Most users ever online was <strong>1204</strong> on Sun Jan 14, 2024 8:02 pm</p>"
        "<p>Registered users: oldjohn, fergie35</p></div><div class='stat-block statistics'><h3>Statistics</h3>"
        "<p>Total posts <strong>412873</strong> • Total topics <strong>38215</strong> • Total members "
        "<strong>9120</strong> • Our newest member <strong>hedgecutter</strong></p></div></div></div></body></html>"
    )


def test_phpbb_s_missing_topic_over_its_board_statistics_is_a_soft_404() -> None:
    html = _phpbb("<div class='panel'><h2>Information</h2><p>The requested topic does not exist.</p></div>")
    assert failed_with(read_html(html, url="https://tractortalk.example/viewtopic.php?t=99123"), SOFT_404_REASON)


def test_a_phpbb_topic_over_the_same_statistics_is_read() -> None:
    html = _phpbb(
        "<h2>Fordson Major: starting in the cold</h2><div class='post'><p>Mine would not start below five "
        "degrees until I cleaned the points and fitted a new condenser.</p><p>Now it goes on the second pull, "
        "even in January.</p></div>"
    )
    assert read_as_page(read_html(html, url="https://tractortalk.example/viewtopic.php?t=99124"), "new condenser")
