"""Paywall boxes and log-in stops as platforms ship them in their translations (pages written for these
tests from the catalogues :mod:`kotoba.web.verdict.walls_platforms` names, not the corpus's): Ghost's
members-only box in Turkish, Ukrainian, Vietnamese, Azerbaijani and Spanish, its tiered heading and its
free member's upgrade line, and Devise's log-in stop and session time-out in Danish, Swedish, Ukrainian and
Indonesian; and the traps: a post quoting the box, a help page on setting up tiers, an article with a small
members' box beside it, which are read.
"""

from __future__ import annotations

import re

import pytest

from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.page import INTERNAL_ERROR
from kotoba.web.verdict import walls_platforms
from kotoba.web.verdict.walls import CONSENT_REASON, LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://blog.example/2026/06/harbour-dredging"
NAV = "<header><nav><a href='/'>Home</a> <a href='/archive'>Archive</a> <a href='/about'>About</a></nav></header>"
FOOT = "<footer><p>© 2026 Harbour Notes · <a href='/privacy'>Privacy</a></p></footer>"
TEASER = (
    "<p>The port authority will start dredging the inner harbour in September, three years after the "
    "fishing co-operative first asked for it, and expects the work to close two berths until spring.</p>"
    "<p>Skippers said the delay had already cost them a season of the deeper-draught boats.</p>"
)
# Posts written in the notices' own languages over the same box (a Ghost post's opening and its box)
OPENINGS = {
    "tr": "<p>Liman idaresi iç limanda tarama çalışmalarına eylülde başlayacak ve iki rıhtımı bahara kadar "
    "kapatmayı planlıyor.</p>",
    "uk": "<p>Адміністрація порту почне поглиблення внутрішньої гавані у вересні й закриє два причали до "
    "весни.</p>",
    "vi": "<p>Ban quản lý cảng sẽ bắt đầu nạo vét bến cảng trong tháng Chín và đóng hai cầu tàu đến mùa "
    "xuân.</p><p>Các thuyền trưởng cho biết sự chậm trễ đã khiến họ mất cả một mùa đánh bắt.</p>",
    "az": "<p>Liman idarəsi sentyabrda daxili limanda dib dərinləşdirmə işlərinə başlayacaq və iki körpünü "
    "yaza qədər bağlayacaq.</p>",
    "es": "<p>La autoridad portuaria empezará a dragar el puerto interior en septiembre y cerrará dos "
    "atraques hasta la primavera.</p>",
    "en": TEASER,
}


def _page(title: str, main: str) -> str:
    return f"<html><head><title>{title}</title></head><body>{NAV}<main>{main}</main>{FOOT}</body></html>"


def _ghost_post(opening: str, box: str, button: str = "Subscribe") -> str:
    cta = (
        f"<aside class='gh-post-upgrade-cta'><h2>{box}</h2><a class='button' href='#/portal/signup'>{button}"
        "</a><p><a href='#/portal/signin'>Sign in</a></p></aside>"
    )
    article = (
        f"<article class='gh-article'><h1>Harbour dredging</h1><section class='gh-content'>{opening}{cta}"
    )
    return _page("Harbour dredging", article + "</section></article>")


GHOST_BOXES = [
    ("tr", "Bu yazı sadece ücretli aboneler içindir"),
    ("tr", "Bu yazı sadece Altın ve Gümüş aboneleri içindir"),
    ("uk", "Цей допис доступний лише для підписників"),
    ("vi", "Bài viết này chỉ dành cho thành viên"),
    ("az", "Bu məqalə yalnız ödənişli abunəçilər üçündür"),
    ("es", "Esta página es solo para suscriptores de Oro"),
    ("en", "This page is for subscribers on the Gold and Silver tiers only"),
    ("en", "Upgrade to a paid account to get full access."),
]


@pytest.mark.parametrize(("language", "box"), GHOST_BOXES)
def test_ghosts_members_only_box_in_its_translations_is_a_paywall(language: str, box: str) -> None:
    outcome = read_html(_ghost_post(OPENINGS[language], box), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


DEVISE_STOPS = [
    "Din adgang er udløbet. Venligst log ind igen for at fortsætte.",
    "Din session är inte längre giltig, vänligen logga in igen för att fortsätta.",
    "Час вашої сесії вичерпано. Будь ласка, увійдіть в систему знову.",
    "Anda harus mendaftar atau masuk sebelum melanjutkan.",
    "Sesi anda telah kadaluarsa, silahkan masuk lagi untuk melanjutkan.",
    "Trebuie să vă conectaţi sau să vă înscrieţi înainte de a continua.",
    "Η συνεδρία σας έληξε. Παρακαλώ συνδεθείτε ξανά για να συνεχίσετε.",
    "Pred pokračovaním sa musíte zaregistrovať alebo prihlásiť.",
    "La teva sessió ha caducat. Si us plau, torna a iniciar sessió per a continuar.",
    "פג תוקף החיבור לאתר, אנא התחבר מחדש.",
]


@pytest.mark.parametrize("stop", DEVISE_STOPS)
def test_devises_stop_in_its_translations_is_a_login_wall(stop: str) -> None:
    main = f"<p class='alert'>{stop}</p><a href='/users/sign_in'>Log in</a>"
    assert failed_with(read_html(_page("Harbour Notes", main), URL), LOGIN_REASON)


STORY = (
    "<p>Ghost ships the same box in every language its themes are translated into, and most publishers never "
    "change it. We counted forty Turkish newsletters on the platform: thirty-one of them end a paid post on "
    "the stock sentence, four rewrote it to name the price, and five hid the box and cut the post by hand. "
    "The ones that named the price converted twice as many readers in the first month, the editors told us, "
    "though none of them would share the raw figures.</p>"
    "<p>The lesson, one editor said, is that a reader who reaches the end of a preview already wants the rest; "
    "the box should tell them what it costs, not merely that it costs something.</p>"
)


def test_a_post_quoting_the_box_is_read() -> None:
    quoted = _page(
        "What the paywall box says",
        "<article><h1>What the paywall box says</h1>"
        "<p>The stock Turkish box reads “Bu yazı sadece ücretli aboneler içindir” — this post is for paying "
        f"subscribers only.</p>{STORY}</article>",
    )
    assert read_as_page(read_html(quoted, URL), "converted twice as many")


def test_a_help_page_on_tiers_is_read() -> None:
    help_page = _page(
        "Setting up tiers",
        "<article><h1>Setting up tiers</h1>"
        "<p>Each tier you create appears in the box at the end of a post's preview, so a reader sees which "
        "tiers unlock it. When a post is limited to two tiers, Ghost writes both names into the heading of that "
        "box, and a free member sees an offer to upgrade instead. You can rename tiers at any time under "
        "Settings, and the box follows.</p>"
        "<p>Tiers can be monthly or yearly, and each can carry a free trial of up to a month. Members keep the "
        "tier they joined on until they change it themselves, even when you change its price.</p>"
        "<p>To see the box as a reader does, open a paid post in a private window.</p></article>",
    )
    assert read_as_page(read_html(help_page, URL), "Tiers can be monthly")


def test_a_whole_article_with_a_small_members_box_is_read() -> None:
    body = "".join(
        f"<p>{sentence}</p>"
        for sentence in (
            "The port authority will start dredging the inner harbour in September, three years after the "
            "fishing co-operative first asked for it.",
            "The work will close two berths until spring, and the ferry will move to the outer quay for the "
            "duration, the authority said in a notice to mariners on Tuesday.",
            "Skippers said the delay had already cost them a season of the deeper-draught boats, which have "
            "been landing at the next port along the coast since the silt built up after the winter storms.",
            "The co-operative's chair said members would meet the authority next week to agree on the order "
            "in which the berths are dredged, so that at least one stays open to the bigger trawlers.",
            "The authority expects the work to cost about four million euros, most of it from the regional "
            "fund for fishing ports.",
        )
    )
    box = (
        "<aside class='members'><p>Members get our weekly harbour report.</p><a href='/join'>Join</a></aside>"
    )
    page = _page("Harbour dredging", f"<article><h1>Harbour dredging</h1>{body}{box}</article>")
    assert read_as_page(read_html(page, URL), "four million euros")


def test_tier_names_are_read_no_further_than_their_bound() -> None:
    tiered = re.compile(
        walls_platforms.branches(("Bu yazı sadece {tiers} aboneleri içindir",)), re.IGNORECASE
    )
    assert tiered.search("Bu yazı sadece Altın aboneleri içindir")
    named_long = "Bu yazı sadece " + "Altın " * (walls_platforms.TIER_CHARS // 6 + 1) + "aboneleri içindir"
    assert not tiered.search(named_long)


def test_a_hostile_page_of_unfinished_boxes_is_judged_without_an_internal_error() -> None:
    hostile = _page(
        "x", "<p>" + "Bu yazı sadece " * 7_000 + "</p>" + "<p>This post is for subscribers on the " * 2_000
    )
    outcome = read_html(hostile, URL)
    assert isinstance(outcome, (PageRead, ReadFailed))
    # (an internal error's reason is page.INTERNAL_ERROR, "kotoba failed while reading it", and its failure
    # carries the exception: no reason holds the word "internal")
    assert not (isinstance(outcome, ReadFailed) and (outcome.bug is not None or INTERNAL_ERROR in outcome.reason))


CONSENT_BANNERS = [
    "To provide the best experiences, we use technologies like cookies to store and/or access device "
    "information. Consenting to these technologies will allow us to process data such as browsing behavior or "
    "unique IDs on this site. Not consenting or withdrawing consent, may adversely affect certain features and "
    "functions.",
    "Um Ihnen ein optimales Erlebnis zu bieten, verwenden wir Technologien wie Cookies, um Geräteinformationen zu "
    "speichern und/oder darauf zuzugreifen.",
    "Pour offrir les meilleures expériences, nous utilisons des technologies telles que les cookies pour stocker "
    "et/ou accéder aux informations des appareils.",
    "Para ofrecer las mejores experiencias, utilizamos tecnologías como las cookies para almacenar y/o acceder a "
    "la información del dispositivo.",
    "We and selected third parties use cookies or similar technologies for technical purposes and, with your "
    "consent, for other purposes as specified in the cookie policy.",
    "Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo "
    "consenso, anche per altre finalità come specificato nella cookie policy.",
    "Wir und ausgewählte Dritte setzen für technische Zwecke und, mit Ihrer Einwilligung, für andere Zwecke "
    "Cookies und ähnliche Technologien ein, so wie in der Cookie-Richtlinie beschrieben.",
    "Nosotros y terceros seleccionados utilizamos cookies o tecnologías similares con fines técnicos y, con su "
    "consentimiento, para otras finalidades según se especifica en la política de cookies.",
    "Hi, this website uses essential cookies to ensure its proper operation and tracking cookies to understand "
    "how you interact with it. The latter will be set only after consent.",
]


def _banner(text: str) -> str:
    return (
        f"<div class='cmplz-cookiebanner' role='dialog'><p class='cmplz-message'>{text}</p>"
        "<button class='cmplz-accept'>Accept</button><button class='cmplz-deny'>Deny</button>"
        "<button class='cmplz-view-preferences'>View preferences</button></div>"
    )


@pytest.mark.parametrize("text", CONSENT_BANNERS)
def test_a_consent_managers_default_banner_served_alone_is_a_consent_wall(text: str) -> None:
    assert failed_with(read_html(_page("Harbour Notes", _banner(text)), URL), CONSENT_REASON)


def test_an_article_under_a_consent_managers_banner_or_quoting_it_is_read() -> None:
    body = "".join(
        f"<p>{sentence}</p>"
        for sentence in (
            "The port authority will start dredging the inner harbour in September, three years after the "
            "fishing co-operative first asked for it.",
            "The work will close two berths until spring, and the ferry will move to the outer quay for the "
            "duration, the authority said in a notice to mariners on Tuesday.",
            "Skippers said the delay had already cost them a season of the deeper-draught boats, which have "
            "been landing at the next port along the coast since the silt built up after the winter storms.",
            "The authority expects the work to cost about four million euros, most of it from the regional "
            "fund for fishing ports.",
        )
    )
    article = f"<article><h1>Harbour dredging</h1>{body}</article>"
    banner = _banner(CONSENT_BANNERS[0])
    assert read_as_page(read_html(_page("Harbour dredging", article + banner), URL), "four million euros")
    quoted = _page(
        "Reading consent banners",
        "<article><h1>Reading consent banners</h1>"
        "<p>The most common banner on the small sites we surveyed is a plugin's default, which opens “To provide "
        "the best experiences, we use technologies like cookies to store and/or access device information.” "
        "Most owners never change it, and most readers never read past its first line.</p>"
        "<p>We counted the buttons as well: two thirds of the banners offered a refusal as prominent as the "
        "acceptance, which regulators in three countries now ask for, and one in ten still had none.</p></article>",
    )
    assert read_as_page(read_html(quoted, URL), "two thirds of the banners")


def test_a_password_protected_notice_in_german_is_a_login_wall() -> None:
    # (the notice as apps and themes reuse WordPress's German, the form drawn by a script: no field served)
    notice = "<div class='alert' role='alert'>Dieser Inhalt ist passwortgeschützt.</div>"
    page = _page(
        "Geschützt: Hafenausbaggerung", f"<article><h1>Geschützt: Hafenausbaggerung</h1>{notice}</article>"
    )
    assert failed_with(read_html(page, URL), LOGIN_REASON)


PHPBB_BOXES = [
    "Um Beiträge in diesem Forum anzusehen, musst du auf diesem Board registriert und angemeldet sein.",
    "Vous devez être inscrit et connecté afin de pouvoir consulter ce forum.",
    "Vous devez saisir le mot de passe de ce forum afin de consulter et de publier des sujets et des messages.",
    "Csak regisztrált felhasználók tekinthetik meg ezt a fórumot.",
]


@pytest.mark.parametrize("box", PHPBB_BOXES)
def test_phpbbs_log_in_box_over_a_forum_in_its_translations_is_a_login_wall(box: str) -> None:
    panel = f"<div class='panel'><h2 class='login-title'>Forum</h2><p>{box}</p><a href='./ucp.php?mode=login'>»</a></div>"
    assert failed_with(read_html(_page("Forum", panel), URL), LOGIN_REASON)


def test_a_forum_guide_quoting_the_log_in_box_is_read() -> None:
    guide = _page(
        "Private Foren einrichten",
        "<article><h1>Private Foren einrichten</h1>"
        "<p>Wer ein Forum nur für Mitglieder öffnet, nimmt Gästen in der Rechteverwaltung das Leserecht. Gäste sehen "
        "dann statt der Themen das Anmeldefeld mit dem Satz „Um Beiträge in diesem Forum anzusehen, musst du auf "
        "diesem Board registriert und angemeldet sein.“ Suchmaschinen sehen dasselbe.</p>"
        "<p>In unserem Verein haben wir drei Foren so geschlossen: das Protokollarchiv, die Kassenberichte und die "
        "Planung der Jahresfahrt. Die übrigen zwölf Foren bleiben offen, damit Interessierte mitlesen können, bevor "
        "sie beitreten.</p></article>",
    )
    assert read_as_page(read_html(guide, URL), "Protokollarchiv")


KLARO_NOTICES = [
    "Hi! Could we please enable some additional services for Analytics and Marketing? You can always change or "
    "withdraw your consent later.",
    "Wir speichern und verarbeiten Ihre personenbezogenen Informationen für folgende Zwecke: Analyse, Marketing.",
    "Nous collectons et traitons vos informations personnelles dans le but suivant : Analyse.",
    "Wij verzamelen en verwerken uw persoonlijke gegevens voor de volgende doeleinden: Analyse.",
]


@pytest.mark.parametrize("notice", KLARO_NOTICES)
def test_klaros_consent_notice_served_alone_is_a_consent_wall(notice: str) -> None:
    # (the notice as a site's own template words it around Klaro's text: no consent manager's class names)
    box = f"<section><p>{notice}</p><button>OK</button><button>Ablehnen</button><a href='/datenschutz'>Mehr</a></section>"
    assert failed_with(read_html(_page("Harbour Notes", box), URL), CONSENT_REASON)


def test_a_privacy_policy_saying_what_it_collects_for_is_read() -> None:
    policy = _page(
        "Datenschutzerklärung",
        "<article><h1>Datenschutzerklärung</h1><h2>Zwecke der Verarbeitung</h2>"
        "<p>Wir speichern und verarbeiten Ihre personenbezogenen Informationen für folgende Zwecke: die "
        "Abwicklung Ihrer Mitgliedschaft, den Versand des Vereinsblatts und die Einladung zur Jahresversammlung.</p>"
        "<h2>Speicherdauer</h2><p>Die Daten werden gelöscht, sobald die Mitgliedschaft endet und keine "
        "gesetzliche Aufbewahrungspflicht mehr besteht; Kassenbelege bewahren wir zehn Jahre auf.</p>"
        "<h2>Ihre Rechte</h2><p>Sie können jederzeit Auskunft über die gespeicherten Daten verlangen, sie "
        "berichtigen oder löschen lassen und der Verarbeitung widersprechen. Wenden Sie sich dazu an den "
        "Vorstand.</p></article>",
    )
    assert read_as_page(read_html(policy, URL), "Kassenbelege")
