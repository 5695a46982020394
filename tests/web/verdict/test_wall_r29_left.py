"""The walls judge's open items as classes, on pages written for these tests (not the corpus's):

- the platforms' tables read through the one reader :mod:`kotoba.web.verdict.walls_platforms` gives them, no
  second name for it in :mod:`kotoba.web.verdict.walls_platforms2`;
- the platforms' not-found fragments (WordPress themes', MediaWiki's, Drupal's, Astra's, as
  :mod:`kotoba.web.verdict.walls_platforms2` cites them) a soft 404 as a sentence of their own, the page's
  message; named inside a longer sentence of a short page (a help page, a changelog, a diver's log), read;
- a "registered users only" box with its subject first ("Only registered users can see this content", "Nur
  registrierte Mitglieder können diesen Inhalt sehen", "Seuls les membres inscrits peuvent voir ce
  contenu", "Solo los usuarios registrados pueden ver esta página"), as the sources
  :mod:`kotoba.web.verdict.walls_rules` cites word it, a log-in wall; a forum's index saying only registered
  users can post, a shop's note on its prices, a post's on its links and a whole story over a members' box,
  read;
- a log-in box first in the page, above the article's headline, naming the article as what it holds back,
  over a teaser: a log-in wall; over the whole article, read; a subscription box there, a paywall's teaser
  marked; a newsletter box above a whole article, and a status line above a short ad of its own, read.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict import walls_platforms, walls_platforms2, walls_rules
from kotoba.web.verdict.walls import LOGIN_REASON, SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://blog.example/2026/06/harbour-dredging"


def test_the_platforms_tables_are_read_through_one_reader() -> None:
    # (walls_platforms2 is a table of sentences; the reading is walls_platforms's alone)
    assert not hasattr(walls_platforms2, "branches")
    assert not hasattr(walls_platforms2, "needles")
    assert walls_rules._PLATFORM_CONSENT_STOP == walls_platforms.branches(walls_platforms2.CONSENT_STOPS)


# (the platforms' not-found fragments, as a page says them as its message or quotes them in a sentence of its
# own that goes on)
WIKI_URL = "https://wiki.example/wiki/Help:Deleted_pages"


def _short_page(title: str, heading: str, paragraphs: list[str], lang: str = "en") -> str:
    said = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
    return (
        f"<html lang='{lang}'><head><title>{title}</title></head><body><header><a href='/'>Harbour Wiki</a>"
        f"</header><main><h1>{heading}</h1>{said}</main><footer><a href='/privacy'>Privacy</a></footer>"
        "</body></html>"
    )


@pytest.mark.parametrize("fragment", walls_platforms2.NOT_FOUND_SENTENCES)
def test_each_platform_not_found_sentence_as_the_pages_message_is_a_soft_404(fragment: str) -> None:
    # (a line of its own under the site's name, closing with the sentence's stop where it has one)
    stop = "" if fragment[-1] in ".!?。" else "."
    page = _short_page("Harbour Notes", "Harbour Notes", [f"{fragment}{stop}"])
    assert failed_with(read_html(page, URL), SOFT_404_REASON), fragment


# (not the entries that are whole sentences, their stop included: quoted, they are still a sentence of their
# own; nor the Czech heading the rules' own pattern reads wherever it stands, "stránka nebyla nalezena")
INSIDE = [
    fragment
    for fragment in walls_platforms2.NOT_FOUND_SENTENCES
    if fragment[-1] not in ".!?。" and fragment != "Omlouváme se, ale stránka nebyla nalezena"
]


@pytest.mark.parametrize("fragment", INSIDE)
def test_each_platform_not_found_sentence_quoted_inside_a_longer_sentence_is_read(fragment: str) -> None:
    # (a changelog's entry naming the template's line, its sentence going on past it)
    page = _short_page(
        "Changelog 2.4",
        "Changelog 2.4",
        [
            f"The old template printed {fragment} under the search form, and readers from old links thought the "
            "site was down; it now lists the newest posts instead."
        ],
    )
    assert read_as_page(read_html(page, "https://theme.example/changelog"), "newest posts"), fragment


HELP_PAGES = [
    _short_page(
        "Help: deleted pages",
        "Deleted pages",
        [
            "If you see no hay texto en esta página, the page was deleted or never existed; ask an administrator "
            "to restore it."
        ],
    ),
    _short_page(
        "Ayuda",
        "Páginas borradas",
        ["Cuando el wiki dice que no hay texto en esta página, la página fue borrada o nunca existió."],
        "es",
    ),
    _short_page(
        "Changelog",
        "Changelog 2.4",
        [
            "Die 404-Vorlage sagt jetzt, dass an dieser Stelle nichts gefunden wurde, statt eine leere Seite zu zeigen."
        ],
        "de",
    ),
    _short_page(
        "Tauchgang am Riff",
        "Tauchgang am Riff",
        ["Wir haben an dieser Stelle nichts gefunden, aber zwei Meter weiter lag das Wrack im Sand."],
        "de",
    ),
]


@pytest.mark.parametrize("html", HELP_PAGES)
def test_a_short_page_saying_the_sentence_inside_its_own_is_read(html: str) -> None:
    outcome = read_html(html, WIKI_URL)
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


# (a "registered users only" box with its subject first, as forum extensions and sites' guards word it; the
# forum's chrome around it: its name, its links to log in and register, its footer)
FORUM_URL = "https://forum.example/viewtopic.php?t=812"


def _forum(box: str, lang: str = "en", *, own: str = "") -> str:
    return (
        f"<html lang='{lang}'><head><title>Harbour Forum • Dredging permits</title></head><body><header>"
        "<a href='/'>Harbour Forum</a><nav><a href='/faq'>FAQ</a> <a href='/login'>Login</a> "
        "<a href='/register'>Register</a></nav></header><main>"
        f"<h2>Dredging permits</h2>{own}<div class='box'><p>{box}</p><a href='/login'>Login</a> "
        "<a href='/register'>Register</a></div></main><footer>Powered by phpBB</footer></body></html>"
    )


REGISTERED_FIRST = [
    ("en", "Only registered users can see this content"),
    ("en", "Only registered users can view this topic."),
    ("en", "Only Registered users can view this content.<br>Already a member, Please Login Here."),
    ("en", "Only registered members can view this page."),
    ("en", "Only logged-in users can view this thread."),
    ("en", "Only members can see this content."),
    ("de", "Nur registrierte Mitglieder können diesen Inhalt sehen"),
    ("de", "Nur registrierte Benutzer können dieses Thema sehen."),
    ("fr", "Seuls les membres inscrits peuvent voir ce contenu."),
    ("fr", "Seuls les utilisateurs connectés peuvent voir ce contenu."),
    ("es", "Solo los usuarios registrados pueden ver esta página."),
    ("es", "Sólo los usuarios registrados pueden ver este tema."),
    ("it", "Solo gli utenti registrati possono vedere questo contenuto."),
    ("pt", "Somente usuários logados podem ver este conteúdo."),
    ("nl", "Alleen geregistreerde gebruikers kunnen dit onderwerp bekijken."),
]


@pytest.mark.parametrize(("lang", "box"), REGISTERED_FIRST)
def test_a_registered_users_only_box_with_its_subject_first_is_a_log_in_wall(lang: str, box: str) -> None:
    assert failed_with(read_html(_forum(box, lang), FORUM_URL), LOGIN_REASON), box


def _index(note: str) -> str:
    topics = "".join(
        f"<li><a href='/viewtopic.php?t={80 + at}'>{title}</a> <span>by {who} » {at + 2} replies</span></li>"
        for at, (title, who) in enumerate(
            [
                ("Dredging permits for the east basin", "kaimeister"),
                ("Silt samples: where to send them", "hafenlotse"),
                ("Winter mooring fees 2026", "rowan"),
                ("Tide tables wrong for March?", "ebb_and_flow"),
                ("New slipway opening hours", "harbourmaster"),
                ("Looking for a used outboard, 6hp", "dinghy_dan"),
                ("Anyone fishing off the north pier lately?", "mackerel"),
                ("Meeting minutes, February", "secretary"),
            ]
        )
    )
    return (
        "<html lang='en'><head><title>Harbour Forum • Index page</title></head><body><header>"
        "<a href='/'>Harbour Forum</a><nav><a href='/login'>Login</a> <a href='/register'>Register</a></nav>"
        f"</header><main><h1>General discussion</h1><p>{note}</p><ul class='topics'>{topics}</ul></main>"
        "<footer>Powered by phpBB</footer></body></html>"
    )


READ_NOTES = [
    # (a forum's index: its topics listed, what a guest may not do said beside them)
    (
        _index("Only registered users can post in this forum. Guests may read every topic."),
        "General discussion",
    ),
    (_index("Only registered users can view attachments."), "General discussion"),
    # (a shop's note on its prices, and a post's on its links)
    (
        "<html lang='es'><head><title>Tornillería</title></head><body><main><h1>Tornillos inoxidables A2</h1>"
        "<p>Solo los usuarios registrados pueden ver los precios.</p><p>Tornillos de cabeza hexagonal en acero "
        "inoxidable A2, del M4 al M12, en cajas de 100 o 200 unidades. Aptos para exterior y ambientes "
        "húmedos; para agua salada recomendamos la calidad A4. Entrega en 48 horas en la península.</p>"
        "</main></body></html>",
        "acero inoxidable",
    ),
    (
        _forum(
            "Only registered users can see links.",
            own="<div class='post'><p>We got the permit in March after two months of waiting. The harbour "
            "office wants the silt analysis first, then the drawings of the basin, then the fee; the whole "
            "file goes to the county, who answer within six weeks. Ask for the short form if the basin is "
            "under 500 square metres: it skips the county.</p></div>",
        ),
        "short form",
    ),
]


@pytest.mark.parametrize(("html", "words"), READ_NOTES)
def test_a_note_on_what_guests_may_not_do_beside_the_page_is_read(html: str, words: str) -> None:
    outcome = read_html(html, "https://forum.example/viewforum.php?f=2")
    assert read_as_page(outcome, words), outcome


def test_a_whole_article_over_a_members_box_is_read() -> None:
    # (the box over a part the site keeps for members — its comments, its extras — under a story told whole)
    story = (
        "<p>The harbour office approved the dredging of the east basin on Tuesday, ending a two-year dispute "
        "with the county over where the silt should go.</p><p>Work starts in April and will take eleven weeks; "
        "boats moored in the basin must move to the north pier by the end of March, the office said.</p><p>The "
        "silt, tested clean last autumn, will be spread on the marsh to the south, where the county hopes it "
        "will slow the erosion that has eaten three metres of the shore since 2019.</p><p>Fishermen welcomed "
        "the news. The basin has silted up so badly that at low tide only the smallest boats can leave.</p>"
    )
    html = (
        "<html><head><title>East basin to be dredged</title></head><body><main><article><h1>East basin to be "
        f"dredged from April</h1>{story}</article><section class='members'><p>Only registered users can see "
        "this content</p><a href='/login'>Login</a></section></main></body></html>"
    )
    assert read_as_page(read_html(html, "https://news.example/2026/03/basin"), "eleven weeks")


# (a news site's template that puts its log-in or subscription box first, then the headline, the byline and
# the article's opening sentence as a teaser, or the whole article)
NEWS_URL = "https://news.example/2026/03/east-basin-dredging"
TEASER = (
    "<p>The harbour office approved the dredging of the east basin on Tuesday, ending a two-year dispute "
    "with the county over where the silt should go.</p>"
)
WHOLE = TEASER + "".join(
    f"<p>{paragraph}</p>"
    for paragraph in (
        "Work starts in April and will take eleven weeks; boats moored in the basin must move to the north "
        "pier by the end of March, the office said.",
        "The silt, tested clean last autumn, will be spread on the marsh to the south, where the county hopes "
        "it will slow the erosion that has eaten three metres of the shore since 2019.",
        "Fishermen welcomed the news. The basin has silted up so badly that at low tide only the smallest "
        "boats can leave, and several crews have moved to the next harbour.",
        "The county's planning committee will hear objections from the marsh's owners in February, but the "
        "harbour office says the permit is final and the work will go ahead.",
        "The dredging will cost 1.2 million euros, two thirds of it from the regional port fund; the rest "
        "comes from mooring fees, which rise by eight per cent next year.",
    )
)


def _box_first(box: str, body: str, lang: str = "en") -> str:
    return (
        f"<html lang='{lang}'><head><title>East basin to be dredged from April | Harbour Gazette</title></head>"
        "<body><header><a href='/'>Harbour Gazette</a><nav><a href='/news'>News</a> <a href='/sport'>Sport</a>"
        f"</nav></header><main>{box}<article><h1>East basin to be dredged from April</h1><p class='byline'>By "
        f"Ann Reed · 3 March 2026</p>{body}</article></main><footer>© Harbour Gazette</footer></body></html>"
    )


LOGIN_BOXES = [
    (
        "en",
        "<p>You must be logged in to read this article.</p><a href='/login'>Log in</a> "
        "<a href='/register'>Register</a>",
    ),
    ("en", "<p>Please log in to view this content.</p><a href='/login'>Log in</a>"),
    (
        "en",
        "<p>This article is only available to registered users.</p><a href='/login'>Log in</a> "
        "<a href='/register'>Register</a>",
    ),
    ("de", "<p>Bitte melden Sie sich an, um diesen Artikel zu lesen.</p><a href='/login'>Anmelden</a>"),
]


@pytest.mark.parametrize(("lang", "box"), LOGIN_BOXES)
def test_a_log_in_box_above_the_headline_and_a_teaser_is_a_log_in_wall(lang: str, box: str) -> None:
    html = _box_first(f"<div class='login-box'>{box}</div>", TEASER, lang)
    assert failed_with(read_html(html, NEWS_URL), LOGIN_REASON)


@pytest.mark.parametrize(("lang", "box"), LOGIN_BOXES)
def test_the_same_box_above_a_whole_article_leaves_it_read(lang: str, box: str) -> None:
    html = _box_first(f"<div class='login-box'>{box}</div>", WHOLE, lang)
    assert read_as_page(read_html(html, NEWS_URL), "eight per cent")


def test_a_subscription_box_above_the_headline_and_a_teaser_is_marked_a_paywalls_teaser() -> None:
    box = (
        "<div class='paywall'><h2>Subscribe to continue reading</h2><p>Get unlimited access to the Harbour "
        "Gazette from 1 € for the first month.</p><a href='/subscribe'>Subscribe</a> <a href='/login'>Already "
        "a subscriber? Log in</a></div>"
    )
    outcome = read_html(_box_first(box, TEASER), NEWS_URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"


def test_a_newsletter_box_above_a_whole_article_changes_nothing() -> None:
    box = (
        "<div class='newsletter'><h2>Sign up for our newsletter</h2><p>Get the day's harbour news in your "
        "inbox every morning.</p><form><input type='email' name='email'><button>Subscribe</button></form></div>"
    )
    assert read_as_page(read_html(_box_first(box, WHOLE), NEWS_URL), "eight per cent")


def test_a_status_line_above_a_short_ad_of_its_own_is_read() -> None:
    # (the reader's state, naming nothing held back, over a classified ad's own few sentences)
    html = (
        "<html><head><title>Bike for sale</title></head><body><header><a href='/'>Harbour Market</a></header>"
        "<main><p class='status'>You are not logged in.</p><h1>Bike for sale</h1><p>Touring bike, 56 cm frame, "
        "new tyres and chain last spring. Collect from the north pier, 120 euros or near offer.</p></main>"
        "</body></html>"
    )
    assert read_as_page(read_html(html, "https://market.example/ads/4411"), "Touring bike")
