"""A subscription box above a whole article is not a paywall (pages written for these tests, not the corpus's).

A news site's template may put its subscription offer first in the page — "Subscribe for unlimited access",
"Jetzt abonnieren", a price, a button — or a metered bar ("You have 3 free articles left"), then the headline,
the byline and the article told whole, closing as articles close: the author's line, the tags, the related
links. The article was read: marking it a paywall's teaser ("the page showed only the beginning of the
article") tells the model to doubt a page it has in full. The same box over the headline and only a teaser
(a paragraph or two, then nothing or "to read more…") is still the paywall, and so is a box saying the
article is for subscribers.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from tests.web.verdict.walls.corpus import read_as_page, read_html

URL = "https://gazette.example/2026/03/east-basin-dredging"


def _page(lang: str, box: str, headline: str, byline: str, body: list[str], close: str) -> str:
    """The site's header, the box, then the article: its headline, byline, paragraphs and its close."""
    said = "".join(f"<p>{paragraph}</p>" for paragraph in body)
    return (
        f"<html lang='{lang}'><head><title>{headline} | Harbour Gazette</title></head><body><header>"
        "<a href='/'>Harbour Gazette</a><nav><a href='/news'>News</a> <a href='/business'>Business</a> "
        f"<a href='/sport'>Sport</a></nav></header><main>{box}<article><h1>{headline}</h1>"
        f"<p class='byline'>{byline}</p>{said}{close}</article></main><footer><p>© 2026 Harbour Gazette · "
        "<a href='/privacy'>Privacy</a> · <a href='/terms'>Terms</a></p></footer></body></html>"
    )


EN_HEADLINE = "East basin to be dredged from April"
EN_BYLINE = "By Ann Reed · 3 March 2026"
EN_BODY = [
    "The harbour office approved the dredging of the east basin on Tuesday, ending a two-year dispute with the "
    "county over where the silt should go.",
    "Work starts in April and will take eleven weeks; boats moored in the basin must move to the north pier by "
    "the end of March, the office said.",
    "The silt, tested clean last autumn, will be spread on the marsh to the south, where the county hopes it "
    "will slow the erosion that has eaten three metres of the shore since 2019.",
    "Fishermen welcomed the news. The basin has silted up so badly that at low tide only the smallest boats can "
    "leave, and several crews have moved to the next harbour.",
    "The county's planning committee will hear objections from the marsh's owners in February, but the harbour "
    "office says the permit is final and the work will go ahead.",
    "The dredging will cost 1.2 million euros, two thirds of it from the regional port fund; the rest comes "
    "from mooring fees, which rise by eight per cent next year.",
    "Moorings in the east basin will be free for the first season after the work, the office added, to bring "
    "back the crews who left.",
]
EN_CLOSE = (
    "<p class='author'>Ann Reed covers the harbour and the coast for the Gazette.</p>"
    "<ul class='tags'><li><a href='/tag/harbour'>Harbour</a></li><li><a href='/tag/county'>County</a></li></ul>"
    "<aside class='related'><h2>Related</h2><ul><li><a href='/2026/02/silt'>Silt tests come back clean</a></li>"
    "<li><a href='/2026/01/fees'>Mooring fees to rise</a></li></ul></aside>"
)

DE_HEADLINE = "Ostbecken wird ab April ausgebaggert"
DE_BYLINE = "Von Anna Roth · 3. März 2026"
DE_BODY = [
    "Das Hafenamt hat am Dienstag das Ausbaggern des Ostbeckens genehmigt und damit einen zweijährigen Streit "
    "mit dem Landkreis beendet, wohin der Schlick gebracht werden soll.",
    "Die Arbeiten beginnen im April und dauern elf Wochen; Boote im Becken müssen bis Ende März an die Nordmole "
    "umziehen, teilte das Amt mit.",
    "Der Schlick, im vergangenen Herbst als unbelastet getestet, wird auf der Marsch im Süden verteilt, wo er "
    "die Erosion bremsen soll, die seit 2019 drei Meter Ufer gefressen hat.",
    "Die Fischer begrüßten die Entscheidung. Das Becken ist so verschlammt, dass bei Ebbe nur noch die kleinsten "
    "Boote auslaufen können, und mehrere Besatzungen sind in den Nachbarhafen gezogen.",
    "Der Planungsausschuss des Kreises hört im Februar die Einwände der Marschbesitzer, doch das Hafenamt hält "
    "die Genehmigung für endgültig.",
    "Das Ausbaggern kostet 1,2 Millionen Euro, zwei Drittel davon aus dem regionalen Hafenfonds; der Rest kommt "
    "aus den Liegegebühren, die im nächsten Jahr um acht Prozent steigen.",
]
DE_CLOSE = (
    "<p class='author'>Anna Roth berichtet für die Hafenzeitung über Hafen und Küste.</p>"
    "<ul class='tags'><li><a href='/thema/hafen'>Hafen</a></li><li><a href='/thema/kreis'>Landkreis</a></li></ul>"
    "<aside class='related'><h2>Mehr zum Thema</h2><ul><li><a href='/2026/02/schlick'>Schlickproben sind "
    "sauber</a></li><li><a href='/2026/01/gebuehren'>Liegegebühren steigen</a></li></ul></aside>"
)

FR_HEADLINE = "Le bassin est sera dragué dès avril"
FR_BYLINE = "Par Anne Roux · 3 mars 2026"
FR_BODY = [
    "La capitainerie a approuvé mardi le dragage du bassin est, mettant fin à deux ans de litige avec le "
    "département sur la destination des vases.",
    "Les travaux commencent en avril et dureront onze semaines ; les bateaux amarrés dans le bassin devront "
    "rejoindre la jetée nord avant la fin mars.",
    "Les vases, jugées saines à l'automne dernier, seront étalées sur le marais au sud, où le département "
    "espère freiner l'érosion qui a rongé trois mètres de rivage depuis 2019.",
    "Les pêcheurs ont salué la nouvelle. Le bassin est si envasé qu'à marée basse seuls les plus petits bateaux "
    "peuvent sortir, et plusieurs équipages sont partis au port voisin.",
    "La commission d'urbanisme entendra en février les objections des propriétaires du marais, mais la "
    "capitainerie tient le permis pour définitif.",
    "Le dragage coûtera 1,2 million d'euros, dont deux tiers venus du fonds portuaire régional ; le reste vient "
    "des droits d'amarrage, qui augmenteront de huit pour cent l'an prochain.",
]
FR_CLOSE = (
    "<p class='author'>Anne Roux suit le port et le littoral pour la Gazette.</p>"
    "<ul class='tags'><li><a href='/sujet/port'>Port</a></li><li><a href='/sujet/littoral'>Littoral</a></li></ul>"
    "<aside class='related'><h2>À lire aussi</h2><ul><li><a href='/2026/02/vases'>Les vases sont saines</a>"
    "</li><li><a href='/2026/01/droits'>Les droits d'amarrage augmentent</a></li></ul></aside>"
)

ES_HEADLINE = "La dársena este se dragará desde abril"
ES_BYLINE = "Por Ana Ruiz · 3 de marzo de 2026"
ES_BODY = [
    "La capitanía aprobó el martes el dragado de la dársena este, poniendo fin a dos años de disputa con la "
    "diputación sobre adónde debía ir el lodo.",
    "Las obras empiezan en abril y durarán once semanas; los barcos amarrados en la dársena deberán pasar al "
    "muelle norte antes de finales de marzo.",
    "El lodo, analizado limpio el otoño pasado, se extenderá sobre la marisma del sur, donde la diputación "
    "espera frenar la erosión que se ha comido tres metros de costa desde 2019.",
    "Los pescadores celebraron la noticia. La dársena está tan aterrada que con marea baja solo salen los barcos "
    "más pequeños, y varias tripulaciones se han ido al puerto vecino.",
    "La comisión de urbanismo escuchará en febrero las objeciones de los dueños de la marisma, pero la capitanía "
    "da el permiso por definitivo.",
    "El dragado costará 1,2 millones de euros, dos tercios del fondo portuario regional; el resto saldrá de las "
    "tasas de amarre, que subirán un ocho por ciento el año que viene.",
]
ES_CLOSE = (
    "<p class='author'>Ana Ruiz cubre el puerto y la costa para la Gaceta.</p>"
    "<ul class='tags'><li><a href='/tema/puerto'>Puerto</a></li><li><a href='/tema/costa'>Costa</a></li></ul>"
    "<aside class='related'><h2>Te puede interesar</h2><ul><li><a href='/2026/02/lodo'>El lodo está limpio</a>"
    "</li><li><a href='/2026/01/tasas'>Suben las tasas de amarre</a></li></ul></aside>"
)

ARTICLES = {
    "en": (EN_HEADLINE, EN_BYLINE, EN_BODY, EN_CLOSE, "eight per cent"),
    "de": (DE_HEADLINE, DE_BYLINE, DE_BODY, DE_CLOSE, "acht Prozent"),
    "fr": (FR_HEADLINE, FR_BYLINE, FR_BODY, FR_CLOSE, "huit pour cent"),
    "es": (ES_HEADLINE, ES_BYLINE, ES_BODY, ES_CLOSE, "ocho por ciento"),
}

# The subscription boxes a template puts first: a heading, the offer with its price, a button, and the line for
# readers who already pay.
OFFERS = [
    (
        "en",
        "<div class='subscribe-box'><h2>Subscribe for unlimited access</h2><p>Get unlimited access to the "
        "Harbour Gazette for $1 a week for the first 3 months.</p><a class='button' href='/subscribe'>Subscribe "
        "now</a> <a href='/login'>Already a subscriber? Log in</a></div>",
    ),
    (
        "en",
        "<div class='paywall-promo'><h2>Subscribe to continue reading</h2><p>Get unlimited access to the Harbour "
        "Gazette from 1 € for the first month.</p><a class='button' href='/subscribe'>Subscribe</a> "
        "<a href='/login'>Already a subscriber? Log in</a></div>",
    ),
    (
        "en",
        "<div class='offer'><p>Support local journalism. Subscribe today for just £4.99 a month and read without "
        "limits.</p><a class='button' href='/subscribe'>Subscribe</a></div>",
    ),
    (
        "de",
        "<div class='abo-box'><h2>Jetzt abonnieren und alle Artikel lesen</h2><p>Die ersten 4 Wochen für 0,99 €, "
        "danach 9,99 € im Monat. Jederzeit kündbar.</p><a class='button' href='/abo'>Jetzt abonnieren</a> "
        "<a href='/login'>Bereits Abonnent? Anmelden</a></div>",
    ),
    (
        "de",
        "<div class='abo-box'><h2>Weiterlesen mit Hafenzeitung+</h2><p>Alle Artikel für 1 € im ersten Monat, "
        "danach 12,99 € monatlich.</p><a class='button' href='/abo'>Jetzt abonnieren</a></div>",
    ),
    (
        "fr",
        "<div class='abonnement'><h2>Abonnez-vous pour un accès illimité</h2><p>1 € le premier mois, puis 9,99 € "
        "par mois, sans engagement.</p><a class='button' href='/abonnement'>Je m'abonne</a> "
        "<a href='/connexion'>Déjà abonné ? Se connecter</a></div>",
    ),
    (
        "es",
        "<div class='suscripcion'><h2>Suscríbete para seguir leyendo</h2><p>Acceso ilimitado por 1 € el primer "
        "mes, después 8,99 € al mes.</p><a class='button' href='/suscripcion'>Suscríbete</a> "
        "<a href='/login'>¿Ya eres suscriptor? Inicia sesión</a></div>",
    ),
]

# A metered site's bar, counting the reader's free articles left, over an article it still serves whole.
METERS = [
    (
        "en",
        "<div class='meter-bar'><p>You have 3 free articles left this month. <a href='/subscribe'>Subscribe</a> "
        "for unlimited access.</p></div>",
    ),
    (
        "en",
        "<div class='meter-bar'><p>This is your last free article this month.</p><a class='button' "
        "href='/subscribe'>Subscribe for $1</a></div>",
    ),
    (
        "de",
        "<div class='meter-bar'><p>Sie haben noch 2 kostenlose Artikel in diesem Monat. "
        "<a href='/abo'>Jetzt abonnieren</a></p></div>",
    ),
]


def _whole(lang: str, box: str) -> tuple[str, str]:
    headline, byline, body, close, words = ARTICLES[lang]
    return _page(lang, box, headline, byline, body, close), words


@pytest.mark.parametrize(("lang", "box"), OFFERS)
def test_a_subscription_box_above_a_whole_article_leaves_it_read(lang: str, box: str) -> None:
    html, words = _whole(lang, box)
    outcome = read_html(html, URL)
    assert read_as_page(outcome, words), outcome


@pytest.mark.parametrize(("lang", "box"), METERS)
def test_a_metered_bar_above_a_whole_article_leaves_it_read(lang: str, box: str) -> None:
    html, words = _whole(lang, box)
    outcome = read_html(html, URL)
    assert read_as_page(outcome, words), outcome


# The walls kept: the same box over the headline and only the article's opening — one or two paragraphs, then
# nothing, or the site's "to read more…".
READ_MORE = {
    "en": "<p class='more'>To read the rest of this article, subscribe.</p>",
    "de": "<p class='more'>Weiterlesen mit Abo.</p>",
    "fr": "<p class='more'>Pour lire la suite, abonnez-vous.</p>",
    "es": "<p class='more'>Para seguir leyendo, suscríbete.</p>",
}


def _teaser(lang: str, box: str, paragraphs: int, more: bool) -> str:
    headline, byline, body, _close, _words = ARTICLES[lang]
    return _page(lang, box, headline, byline, body[:paragraphs], READ_MORE[lang] if more else "")


TEASER_OFFERS = [(lang, box) for lang, box in OFFERS if "Subscribe to continue" in box or "seguir" in box]


@pytest.mark.parametrize(("lang", "box"), TEASER_OFFERS)
@pytest.mark.parametrize("paragraphs", [1, 2])
def test_the_same_box_over_a_teaser_is_still_a_paywalls_teaser(lang: str, box: str, paragraphs: int) -> None:
    outcome = read_html(_teaser(lang, box, paragraphs, more=False), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


@pytest.mark.parametrize(("lang", "box"), OFFERS)
def test_a_box_over_a_teaser_that_says_to_read_more_is_a_paywalls_teaser(lang: str, box: str) -> None:
    outcome = read_html(_teaser(lang, box, 1, more=True), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


SUBSCRIBERS_ONLY = [
    (
        "en",
        "<div class='paywall'><p>This article is for subscribers only.</p><a class='button' "
        "href='/subscribe'>Subscribe for $1 a week</a> <a href='/login'>Log in</a></div>",
    ),
    (
        "de",
        "<div class='paywall'><p>Dieser Artikel ist nur für Abonnenten verfügbar.</p><a class='button' "
        "href='/abo'>Jetzt abonnieren</a></div>",
    ),
    (
        "fr",
        "<div class='paywall'><p>Cet article est réservé aux abonnés.</p><a class='button' "
        "href='/abonnement'>Je m'abonne</a></div>",
    ),
]


@pytest.mark.parametrize(("lang", "box"), SUBSCRIBERS_ONLY)
@pytest.mark.parametrize("paragraphs", [1, 2])
def test_a_box_saying_the_article_is_for_subscribers_over_a_teaser_is_a_paywall(
    lang: str, box: str, paragraphs: int
) -> None:
    outcome = read_html(_teaser(lang, box, paragraphs, more=False), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome
