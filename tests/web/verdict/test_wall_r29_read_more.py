"""A pay stop's "subscribe to read more" is a paywall's, in the languages news sites word it (pages written for
these tests, not the corpus's).

An article's headline, its byline and one or two opening paragraphs, then the site's stop — a line ("To read
more, subscribe.") or a box with its price and button ("Subscribe to read more", "Jetzt abonnieren und
weiterlesen", "Abonnez-vous pour lire la suite") — is the teaser of a paywalled article: the model must be told
it holds only the beginning. The same words elsewhere are not a stop: a newsletter's "Subscribe to read more
stories like this" under a whole article, a blog post's "Read more" link, a publisher's subscription page
(plans and prices, no article), and an article about paywalls quoting the stop all stay read.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from tests.web.verdict.test_wall_r29_box_above import ARTICLES, EN_BODY, EN_CLOSE, _page
from tests.web.verdict.walls.corpus import read_as_page, read_html

URL = "https://gazette.example/2026/03/east-basin-dredging"

# The stops, each as a news site, a paywall plugin or a publisher's template words it (see
# :mod:`kotoba.web.verdict.walls_read_more` for where each wording was found)
STOPS = [
    ("en", "To read more, subscribe."),
    ("en", "Subscribe to read more."),
    ("en", "Subscribe to read more"),
    ("en", "Subscribe to keep reading"),
    ("en", "Subscribe to read the full article"),
    ("en", "Subscribe now for full access to this article."),
    ("en", "Become a member to continue reading"),
    ("en", "Become a member to read more."),
    ("en", "Log in or subscribe to read more."),
    ("en", "Subscribe today to read the rest of this story."),
    ("de", "Um weiterzulesen, schließen Sie ein Abo ab."),
    ("de", "Jetzt abonnieren und weiterlesen"),
    ("de", "Mit einem Abo weiterlesen"),
    ("de", "Um diesen Artikel weiterzulesen, benötigen Sie ein Abo."),
    ("fr", "Abonnez-vous pour lire la suite"),
    ("fr", "Abonnez-vous pour continuer à lire."),
    ("fr", "Pour continuer à lire cet article, abonnez-vous."),
    ("es", "Suscríbete para leer más"),
    ("es", "Hazte suscriptor para leer la noticia completa."),
    ("es", "Suscríbete para leer el artículo completo."),
    ("it", "Abbonati per continuare a leggere"),
    ("it", "Abbonati per leggere l'articolo completo."),
    ("pt", "Assine para continuar lendo"),
    ("pt", "Assine para ler mais."),
    ("pt", "Subscreva para continuar a ler."),
    ("nl", "Word abonnee om verder te lezen"),
    ("nl", "Word abonnee en lees verder."),
    ("nl", "Log in of word abonnee om dit artikel te lezen."),
    ("pl", "Wykup dostęp, aby czytać dalej"),
    ("pl", "Aby czytać dalej, wykup subskrypcję."),
    ("sv", "Bli prenumerant för att läsa hela artikeln."),
    ("sv", "Logga in eller bli prenumerant för att läsa vidare."),
    ("da", "Køb abonnement for at læse hele artiklen."),
    ("da", "Log ind eller køb adgang for at læse videre."),
    ("tr", "Okumaya devam etmek için abone olun."),
    ("tr", "Haberin devamını okumak için abone olun."),
    ("ja", "続きを読むには有料会員登録が必要です。"),
]

# The line for readers who already pay, beside the stop in its box, in the stop's language
ALREADY = {
    "en": "Already a subscriber? Log in",
    "de": "Bereits Abonnent? Anmelden",
    "fr": "Déjà abonné ? Se connecter",
    "es": "¿Ya eres suscriptor? Inicia sesión",
    "it": "Sei già abbonato? Accedi",
    "pt": "Já é assinante? Entrar",
    "nl": "Al abonnee? Log in",
    "pl": "Masz już dostęp? Zaloguj się",
    "sv": "Redan prenumerant? Logga in",
    "da": "Allerede abonnent? Log ind",
    "tr": "Zaten abone misiniz? Giriş yapın",
    "ja": "会員の方はこちらからログイン",
}


def _teaser(lang: str, stop: str, paragraphs: int, boxed: bool) -> str:
    headline, byline, body, _close, _words = ARTICLES.get(lang, ARTICLES["en"])
    if boxed:
        tail = (
            f"<div class='paywall-box'><h3>{stop}</h3><p>1 € / 1 $ for the first month, then 9,99 € a month."
            f"</p><a class='button' href='/subscribe'>OK</a> <a href='/login'>{ALREADY[lang]}</a></div>"
        )
    else:
        tail = f"<p class='more'>{stop}</p>"
    return _page(lang, "", headline, byline, body[:paragraphs], tail)


@pytest.mark.parametrize(("lang", "stop"), STOPS)
@pytest.mark.parametrize("paragraphs", [1, 2])
def test_a_teaser_ending_in_the_stops_line_is_a_paywalls_teaser(
    lang: str, stop: str, paragraphs: int
) -> None:
    outcome = read_html(_teaser(lang, stop, paragraphs, boxed=False), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


@pytest.mark.parametrize(("lang", "stop"), STOPS)
def test_a_teaser_ending_in_the_stops_box_is_a_paywalls_teaser(lang: str, stop: str) -> None:
    outcome = read_html(_teaser(lang, stop, 2, boxed=True), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


# The traps: the same words, no stop.


def test_a_whole_article_with_a_newsletters_read_more_box_at_its_end_stays_read() -> None:
    box = (
        "<div class='newsletter'><h3>Subscribe to read more stories like this</h3><p>The Harbour Gazette's "
        "morning briefing, free in your inbox every weekday.</p><form><input type='email' name='email'>"
        "<button>Sign up</button></form></div>"
    )
    html = _page("en", "", "East basin to be dredged from April", "By Ann Reed", EN_BODY, EN_CLOSE + box)
    outcome = read_html(html, URL)
    assert read_as_page(outcome, "eight per cent"), outcome


def test_a_short_blog_post_whose_read_more_link_leads_on_stays_read() -> None:
    html = (
        "<html lang='en'><head><title>Notes from the allotment</title></head><body><header><a href='/'>Plot "
        "42</a></header><main><article><h1>The first broad beans are up</h1><p class='byline'>Posted 3 March "
        "2026</p><p>The broad beans I sowed in November came through the frost and are up, a hand high, in "
        "two neat rows along the shed. The early peas next to them did less well: half never showed.</p>"
        "<p>This week I mulched the beans with the last of the leaf mould and put netting over the peas "
        "against the pigeons, who found them before I did.</p><p><a href='/2026/03/beans/2'>Read more of the "
        "season's notes</a> · <a href='/subscribe'>Subscribe to read more posts by email</a></p></article>"
        "</main><footer><p>© 2026 Plot 42</p></footer></body></html>"
    )
    outcome = read_html(html, "https://plot42.example/2026/03/beans")
    assert read_as_page(outcome, "broad beans"), outcome


def test_a_publishers_subscription_page_asked_for_is_not_a_teaser() -> None:
    html = (
        "<html lang='en'><head><title>Subscribe | Harbour Gazette</title></head><body><header><a href='/'>"
        "Harbour Gazette</a></header><main><h1>Choose your subscription</h1><p>Every plan gives unlimited "
        "access to the Harbour Gazette on the web and in the app, the crossword and the archive back to "
        "1952.</p><div class='plans'><div class='plan'><h2>Digital</h2><p>$1 a week for the first 3 months, "
        "then $4 a week.</p><a class='button' href='/checkout/digital'>Choose Digital</a></div><div "
        "class='plan'><h2>Digital + Print</h2><p>$6 a week, the Saturday paper delivered.</p><a "
        "class='button' href='/checkout/print'>Choose Digital + Print</a></div></div><h2>Questions</h2><p>"
        "You can cancel at any time from your account page; your access runs to the end of the period "
        "paid for.</p></main><footer><p>© 2026 Harbour Gazette</p></footer></body></html>"
    )
    outcome = read_html(html, "https://gazette.example/subscribe")
    assert not (isinstance(outcome, PageRead) and outcome.wall == "paywall"), outcome


def test_an_article_about_paywalls_quoting_the_stop_stays_read() -> None:
    html = _page(
        "en",
        "",
        "Why the local paper asks you to pay",
        "By Ann Reed · 3 March 2026",
        [
            "Readers who open a story on the Gazette's site after their third free article of the month now "
            "see two paragraphs and a box: \u201cSubscribe to read more.\u201d",
            "The paper's editor, Tom Hale, says the box has brought 2,400 new subscribers since October, "
            "more than the paper lost in print over the same months.",
            "Not everyone is pleased. Several readers wrote to complain that \u201cSubscribe to read more\u201d "
            "hides stories about the council that they think should be free, and the paper now leaves "
            "public-notice stories open to all.",
            "Hale says the money pays for two reporters who cover the courts and the county, beats the "
            "paper had dropped in 2019 and that no one else in the county covers.",
            "The Gazette is not alone: of the eleven dailies in the region, nine now charge for their "
            "stories online, most of them after a few free articles a month.",
        ],
        "<p class='author'>Ann Reed covers the media for the Gazette.</p>",
    )
    outcome = read_html(html, URL)
    assert read_as_page(outcome, "two reporters"), outcome
