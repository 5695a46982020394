"""Classes of wall the rules read as pages, each on pages written for these tests (not the corpus's), in the
languages and shapes the class covers, beside the traps that carry the same words and are the page asked for:

- a shop's or a site's not-found sentence naming the page as the one the reader asked for or sought, "von
  Ihnen" or in a clause of its own, said not found, not existing or not available ("Die von Ihnen
  angeforderte Seite ist leider nicht verfügbar.", "Die Seite, die Sie gesucht haben, existiert nicht."), as
  shop engines, a video script's language table and Instagram's translations say it, in a shop's layout of
  side boxes and under a cookie bar;
- HTTP's name for the log-in stop as a page's heading alone ("Authentication required", "Authorization
  Required"), and its translations;
- an app's pay stop wearing the tier's label for one feature ("Premium Feature", "Fonctionnalité Premium")
  over the feature's pitch, a checklist of what the tier brings and the way to pay.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import LOGIN_REASON, SOFT_404_REASON
from kotoba.web.verdict.walls_tiers import MESSAGE_CHARS, OFFER_ITEM_CHARS, _holds_back, _offer_list
from tests.support.chrome_pages import Chrome, chrome_page
from tests.web.verdict.walls.corpus import card, failed_with, read_as_page, read_html

SHOP_URL = "https://shop.example/heizkoerper/bad-600"


def in_shop(heading: str, lines: list[str], *, cookie_bar: bool = False, lang: str = "de") -> str:
    """A shop's page whose own part is ``heading`` over ``lines``: the shop's menu above, a column of its
    boxes (payment methods, its advantages, ratings) beside, its footer below, and a cookie bar at the foot."""
    top = (
        "<header><a href='/'><img src='/logo.png' alt='Shop'></a><ul id='navigation'><li><a href='/heizkoerper'>"
        "Heizkörper</a></li><li><a href='/zubehoer'>Zubehör</a></li><li><a href='/kontakt'>Kontakt</a></li>"
        "</ul></header>"
    )
    boxes = (
        "<div class='box'><h3>Zahlungsarten</h3><p>✔ 3% Skonto bei Vorkasse</p><p>✔ Rechnung</p></div>"
        "<div class='box'><h3>Unsere Vorteile</h3><p>✔ persönliche Beratung</p><p>✔ schnelle Lieferung</p>"
        "</div><div class='box'><h3>Bewertungen</h3><a href='/bewertungen'>Alle Bewertungen ansehen</a></div>"
    )
    end = "<footer><a href='/impressum'>Impressum</a> <a href='/agb'>AGB</a> © 2024 Shop</footer>"
    bar = (
        "<div class='cookie-banner'><p>Wir verwenden Cookies, um unsere Webseite zu verbessern. Durch die "
        "weitere Nutzung stimmen Sie der Verwendung von Cookies zu.</p><button>Akzeptieren</button></div>"
        if cookie_bar
        else ""
    )
    own = f"<h1>{heading}</h1>" + "".join(f"<p>{line}</p>" for line in lines)
    chrome = Chrome(top, f"<div class='column-right'>{boxes}</div>", end + bar, content="div id='page'")
    return chrome_page(own, title="Shop", lang=lang, chrome=chrome)


# A not-found page's sentence naming the page the reader asked for or sought (headings that say nothing by
# themselves: "Fehler", "Hoppla")
ASKED_FOR = [
    ("Fehler", ["Die von Ihnen gewünschte Seite ist leider nicht verfügbar.", "Zur Startseite"]),
    ("Hoppla", ["Die von Ihnen angeforderte Seite konnte leider nicht gefunden werden."]),
    ("Fehler", ["Leider wurde die von Ihnen angeforderte Seite nicht gefunden.", "Zurück zum Shop"]),
    # (a shop engine's seeded not-found topic: SmartStore's German "PageNotFound")
    (
        "Hoppla",
        [
            "Die von Ihnen angeforderte Seite wurde nicht gefunden, und wir haben eine feine Vermutung, warum.",
            "Wenn Sie die URL direkt eingetippt haben, stellen Sie sicher, dass die Schreibweise korrekt ist.",
        ],
    ),
    ("Ups", ["Die Seite, die Sie gesucht haben, existiert nicht oder wurde verschoben."]),
    ("Ups", ["Die Seite, die du aufgerufen hast, wurde leider nicht gefunden."]),
    ("Fehler", ["Die gesuchte Seite ist nicht mehr verfügbar.", "Weiter einkaufen"]),
    # (a video script's language table, its not-found description: "La page que vous recherchiez n'existe
    # pas.", "La página que buscabas no existe.", "Страница, которую вы искали, не существует.")
    ("Oups", ["La page que vous recherchiez n'existe pas.", "Retour"]),
    ("Vaya", ["La página que buscabas no existe.", "Volver"]),
    ("Ой", ["Страница, которую вы искали, не существует.", "На главную"]),
    # (Instagram's "Sorry, this page isn't available." in its translations, a line of its own)
    ("Instagram", ["Diese Seite ist leider nicht verfügbar."]),
    ("Instagram", ["Lo sentimos, esta página no está disponible."]),
    ("Instagram", ["Desculpe, esta página não está disponível."]),
    ("Instagram", ["Cette page n'est pas disponible."]),
    ("Instagram", ["Questa pagina non è disponibile."]),
]


@pytest.mark.parametrize(("heading", "lines"), ASKED_FOR)
def test_a_not_found_page_naming_the_page_asked_for_is_a_soft_404(heading: str, lines: list[str]) -> None:
    outcome = read_html(card("Shop", heading, lines, "Startseite"), url=SHOP_URL)
    assert failed_with(outcome, SOFT_404_REASON), outcome


@pytest.mark.parametrize("cookie_bar", [False, True])
def test_a_shops_not_found_page_in_its_boxes_and_under_a_cookie_bar_is_a_soft_404(cookie_bar: bool) -> None:
    shop = in_shop(
        "Fehler",
        ["Die von Ihnen angeforderte Seite ist leider nicht verfügbar.", "Klicken Sie hier, um weiterzugehen."],
        cookie_bar=cookie_bar,
    )
    assert failed_with(read_html(shop, url=SHOP_URL), SOFT_404_REASON)
    sought = in_shop(
        "404 - Seite nicht gefunden",
        [
            "Entschuldigung, die Seite, die Sie gesucht haben, existiert nicht oder wurde verschoben. Hier "
            "sind einige nützliche Links, um Ihnen weiterzuhelfen:",
            "Bitte verwenden Sie das Navigationsmenü oben, um zu den gewünschten Inhalten zu gelangen.",
        ],
        cookie_bar=cookie_bar,
    )
    assert failed_with(read_html(sought, url=SHOP_URL), SOFT_404_REASON)


def test_pages_that_quote_the_sentence_or_say_a_thing_is_not_available_are_read() -> None:
    # an article on error pages quoting the shop engines' sentence
    article = card(
        "Gute Fehlerseiten für Onlineshops",
        "Gute Fehlerseiten für Onlineshops",
        [
            "Viele Shops zeigen noch immer nur den Satz „Die von Ihnen angeforderte Seite ist leider nicht "
            "verfügbar.“ und einen Link zur Startseite.",
            "Besser ist eine Suche, eine Auswahl beliebter Kategorien und ein freundlicher Ton: In unserem "
            "Test blieben Besucher so doppelt so oft im Shop wie auf einer nackten Fehlerseite.",
            "Auch der Statuscode zählt, denn Suchmaschinen sollen die Seite nicht als Inhalt aufnehmen.",
        ],
        "Mehr Artikel",
    )
    assert read_as_page(read_html(article), "Besser ist eine Suche")
    # a help page on Instagram's message
    help_page = card(
        "Hilfe",
        "Warum sehe ich „Diese Seite ist leider nicht verfügbar“?",
        [
            "Der Link, auf den du geklickt hast, ist möglicherweise fehlerhaft, oder das Profil wurde "
            "entfernt. Prüfe die Schreibweise des Namens und versuche es erneut.",
            "Ist das Profil privat, siehst du seine Beiträge erst, wenn dich die Person bestätigt hat.",
        ],
        "Weitere Hilfe",
    )
    assert read_as_page(read_html(help_page), "Prüfe die Schreibweise")
    # a genuine short notice: the page itself, down for maintenance
    upkeep = card(
        "Wartung",
        "Wartungsarbeiten",
        ["Diese Seite ist leider vorübergehend nicht verfügbar. Ab 14 Uhr sind wir wieder für Sie da."],
        "Status",
    )
    assert not failed_with(read_html(upkeep), SOFT_404_REASON)
    # the page asked for, said not available where the reader is: no not-found page
    region = card(
        "Hinweis",
        "Hinweis",
        ["Die angeforderte Seite ist leider nicht verfügbar in Ihrem Land."],
        "Startseite",
    )
    assert not failed_with(read_html(region), SOFT_404_REASON)
    # a shop's product, headed with its name, not available now
    product = in_shop(
        "Badheizkörper Aqua 600 × 1200 mm, weiß",
        [
            "Leider ist dieser Artikel zurzeit nicht verfügbar. Gern informieren wir Sie, sobald er wieder "
            "lieferbar ist.",
            "Der Badheizkörper Aqua verbindet schlanke Rohre mit hoher Leistung: 612 Watt bei 75/65/20 °C, "
            "Mittelanschluss 50 mm, inklusive Wandhalterung und Entlüftungsventil.",
            "Preis: 189,00 € inkl. MwSt., zzgl. Versand",
        ],
    )
    assert read_as_page(read_html(product, url=SHOP_URL), "Mittelanschluss")


# HTTP's name for the log-in stop, a heading alone over a line of its own
AUTHENTICATION = [
    ("Authentication required", "Please visit the registration or log-in page, then try again."),
    (
        "Authorization Required",
        "This server could not verify that you are authorized to access the document requested.",
    ),
    ("Authentifizierung erforderlich", "Bitte registrieren Sie sich oder melden Sie sich an."),
    ("Autenticazione richiesta", "Registrati o accedi dalla barra di navigazione, poi riprova."),
    ("Autenticação necessária", "Cadastre-se ou entre pela barra de navegação e tente novamente."),
    ("Authenticatie vereist", "Registreer of log in via de navigatiebalk en probeer het opnieuw."),
    ("Wymagane logowanie", "Zarejestruj się lub zaloguj przez pasek nawigacji i spróbuj ponownie."),
]


@pytest.mark.parametrize(("heading", "line"), AUTHENTICATION)
def test_an_authentication_required_heading_alone_is_a_login_wall(heading: str, line: str) -> None:
    outcome = read_html(card("Coding DB", heading, [line], "Home"), url="https://db.example/games/new")
    assert failed_with(outcome, LOGIN_REASON), outcome


def test_pages_headed_or_quoting_authentication_required_are_read() -> None:
    reference = card(
        "Games API",
        "Authentication required for all endpoints",
        [
            "Every request carries a bearer token in its Authorization header. Tokens are created under "
            "Settings and expire after thirty days.",
            "GET /games lists the games of the signed-in user, newest first, twenty to a page.",
            "POST /games creates a game from a JSON body holding its title and its rules.",
        ],
        "Reference",
    )
    assert read_as_page(read_html(reference), "bearer token")
    section = card(
        "Proxy setup",
        "Proxy setup",
        [
            "## Authentication required",
            "If the proxy asks for a user name, enter the one your administrator gave you, then the password. "
            "The browser keeps both for the session, and the prompt does not come back until it restarts.",
            "Proxies that use single sign-on never show the prompt at all: the operating system answers for "
            "you, which is why the same page may look different on a colleague's machine.",
        ],
        "Back",
    )
    assert read_as_page(read_html(section), "single sign-on")


def _pay_stop(badge: str, heading: str, pitch: str, benefits: list[str], pay: str, back: str) -> str:
    """An app's stop for a feature: the app's sidebar, and a card of a badge, a heading, the feature's pitch,
    a checklist of what the tier brings, the way to pay and the way back."""
    aside = (
        "<aside class='sidebar'><ul class='nav-links'><li><a href='/dashboard'>Dashboard</a></li>"
        "<li><a href='/predict'>Predictors</a></li><li class='active'><a href='/chat'>Assistant</a></li>"
        "<li><a href='/settings'>Settings</a></li></ul></aside>"
    )
    items = "".join(f"<div class='benefit-item'><i class='check'></i><span>{b}</span></div>" for b in benefits)
    own = (
        f"<div class='premium-card'><div class='premium-badge'>{badge}</div><h1>{heading}</h1><p>{pitch}</p>"
        f"<div class='benefits'>{items}</div><a href='/payment' class='cta-btn'>{pay}</a>"
        f"<a href='/dashboard' class='secondary-link'>{back}</a></div>"
    )
    return chrome_page(own, title=f"{badge} | Health", chrome=Chrome(aside=aside, content="main"))


PAY_STOPS = [
    (
        "Premium Feature",
        "Unlock the Health Assistant",
        "Get personal advice and symptom checks from our assistant.",
        ["Answers around the clock", "Plain explanations of lab results", "Reminders for your medicines"],
        "Upgrade to Premium",
        "Back to Dashboard",
    ),
    (
        "Fonctionnalité Premium",
        "Débloquez l'assistant santé",
        "Des conseils personnalisés et l'analyse de vos symptômes par notre assistant.",
        ["Disponible jour et nuit", "Explications claires de vos analyses", "Rappels de traitement"],
        "Passer à Premium",
        "Retour au tableau de bord",
    ),
    (
        "Función Premium",
        "Desbloquea el asistente de salud",
        "Consejos personalizados y análisis de síntomas con nuestro asistente.",
        ["Disponible a toda hora", "Explicaciones claras de tus análisis", "Recordatorios de medicación"],
        "Mejorar a Premium",
        "Volver al panel",
    ),
    (
        "Premium-Funktion",
        "Schalte den Gesundheitsassistenten frei",
        "Persönliche Ratschläge und Symptomanalysen von unserem Assistenten.",
        ["Rund um die Uhr erreichbar", "Verständliche Erklärungen deiner Befunde", "Erinnerungen an Medikamente"],
        "Auf Premium upgraden",
        "Zurück zur Übersicht",
    ),
]


@pytest.mark.parametrize(("badge", "heading", "pitch", "benefits", "pay", "back"), PAY_STOPS)
def test_a_pay_stop_wearing_the_tiers_label_for_a_feature_is_a_paywall(
    badge: str, heading: str, pitch: str, benefits: list[str], pay: str, back: str
) -> None:
    outcome = read_html(_pay_stop(badge, heading, pitch, benefits, pay, back), url="https://app.example/chat")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


def test_pages_that_speak_of_premium_features_are_read() -> None:
    # a landing page for the paid tier: its features listed, held back from no one, a price
    landing = _pay_stop(
        "Premium features",
        "Everything in Premium",
        "One plan, all the tools: €4.99 a month, cancel any time.",
        ["Answers around the clock", "Plain explanations of lab results", "Reminders for your medicines"],
        "Start free trial",
        "Compare plans",
    )
    outcome = read_html(landing, url="https://app.example/premium")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome
    # a post announcing a feature, told in sentences
    post = card(
        "Premium feature",
        "New this month",
        [
            "Our assistant now explains lab results in plain words, a premium feature we built with two "
            "hospitals over the winter.",
            "In the first week, readers asked it about blood counts more than anything else, and nurses "
            "told us the answers saved them calls.",
        ],
        "Upgrade",
        "/payment",
    )
    assert read_as_page(read_html(post), "blood counts")
    # an article's sentence on what a premium feature is not
    article = card(
        "Security is not a premium feature",
        "Security is not a premium feature",
        [
            "Two-factor sign-in, exports of your own data and audit logs belong in every plan, we argue, "
            "because the people who cannot pay are the ones attackers find easiest.",
            "Vendors who sell them as extras teach small teams to go without, and the whole network pays.",
        ],
        "Subscribe",
        "/payment",
    )
    assert read_as_page(read_html(article), "Vendors who sell")


def test_the_label_and_the_offer_list_are_read_within_their_reach() -> None:
    # (a label is read only in a piece no longer than a message: a hostile title of spaces and bars is cut
    # before any pattern runs)
    assert _holds_back("Premium Feature | Health")
    hostile = "Premium Feature" + " |" * 100_000
    assert len(hostile) > 100 * MESSAGE_CHARS
    assert not _holds_back(hostile)
    # (an item of the offer's list is one of the page's own short lines, closing no sentence, two at least; a
    # story's sentences and a lone short line are kept)
    listed = ["Answers around the clock", "Reminders for your medicines"]
    told = ["The assistant answered a thousand questions in its first week."]
    assert _offer_list([*listed, *told], listed) == told
    assert _offer_list([*listed[:1], *told], listed[:1]) == [*listed[:1], *told]
    long_lines = ["x" * (OFFER_ITEM_CHARS + 1), "y" * (OFFER_ITEM_CHARS + 1)]
    assert _offer_list(long_lines, long_lines) == long_lines
    # (a version's "3.3" closes no sentence)
    versions = ["Llama 3.3 support", "Claude 4.1 support"]
    assert _offer_list(versions, versions) == []
