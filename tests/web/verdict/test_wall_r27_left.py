"""Four classes of page the wall judge misread, each beside the pages on the other side of its line.

1. A how-to saying a feature needs an account, with no possessive ("Необходимо войти, чтобы найти избранное",
   "Il faut être connecté pour retrouver les favoris"), is read: what the account is for is a feature, not the
   page. A page asking to log in to see the page or to go on ("чтобы просмотреть эту страницу", "pour lire la
   suite") is still a log-in wall under a how-to's headline.
2. A "registered users only" box that is all a page says of its own is a log-in wall wherever it stands: below
   a site's header that says things of its own (its description, a guest's greeting), after the ways in, with
   no headline; a whole article beside such a box is read, and so is an index naming one closed section.
3. A wall whose notice follows a lead-in with a verb of seeing ("Subscribers see the full story: This post is
   for paying subscribers only.") is still the wall; a help page showing the box as what a reader or the
   site's software sees or shows is read.
4. Complianz's default banner in Czech, served alone with its three sentences, is a consent wall; an article
   under it, or one quoting it, is read.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.page import INTERNAL_ERROR
from kotoba.web.verdict.walls import CONSENT_REASON, LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://site.example/2026/story"


def _page(title: str, headline: str, *paragraphs: str, before: str = "", after: str = "") -> str:
    body = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
    return (
        f"<html><head><title>{title}</title></head><body>{before}<main><h1>{headline}</h1>{body}{after}</main>"
        "</body></html>"
    )


# 1. How-tos whose log-in sentence names a feature without a possessive

HOW_TOS = [
    (
        "Помощь",
        "Как сохранить статью?",
        "Нажмите на значок закладки над статьёй.",
        "Необходимо войти, чтобы найти избранное.",
    ),
    (
        "Помощь",
        "Как добавить статью в избранное?",
        "Нажмите на звёздочку под заголовком статьи.",
        "Необходимо войти, чтобы сохранять закладки и видеть их на всех устройствах.",
    ),
    (
        "Aide",
        "Comment enregistrer un article ?",
        "Cliquez sur l'icône signet en haut de chaque article.",
        "Il faut être connecté pour retrouver les favoris.",
    ),
    (
        "Ayuda",
        "¿Cómo guardo un artículo?",
        "Haz clic en el icono de marcador encima de cada artículo.",
        "Tienes que iniciar sesión para encontrar los favoritos.",
    ),
    (
        "Aiuto",
        "Come salvo un articolo?",
        "Fai clic sull'icona del segnalibro sopra ogni articolo.",
        "Devi accedere per ritrovare i preferiti.",
    ),
    (
        "Ajuda",
        "Como salvo um artigo?",
        "Clique no ícone de marcador acima de cada artigo.",
        "É necessário fazer login para encontrar os favoritos.",
    ),
    (
        "Pomoc",
        "Jak zapisać artykuł?",
        "Kliknij ikonę zakładki nad każdym artykułem.",
        "Wymagane jest zalogowanie, aby znaleźć ulubione.",
    ),
    (
        "Help",
        "How do I save an article?",
        "Click the bookmark icon.",
        "You must be logged in to save articles.",
    ),
]


@pytest.mark.parametrize(("title", "headline", "first", "second"), HOW_TOS)
def test_a_how_to_naming_a_feature_without_a_possessive_is_read(
    title: str, headline: str, first: str, second: str
) -> None:
    assert read_as_page(read_html(_page(title, headline, first, second)), first[:12])


HOW_TO_WALLS = [
    ("Помощь", "Как сохранить статью?", "Необходимо войти, чтобы просмотреть эту страницу."),
    ("Помощь", "Как сохранить статью?", "Необходимо войти, чтобы продолжить."),
    ("Aide", "Comment enregistrer un article ?", "Il faut être connecté pour accéder à cette page."),
    ("Aide", "Comment enregistrer un article ?", "Il faut être connecté pour lire la suite."),
    ("Ayuda", "¿Cómo guardo un artículo?", "Tienes que iniciar sesión para ver este contenido."),
    ("Aiuto", "Come salvo un articolo?", "Devi accedere per leggere questo articolo."),
    ("Ajuda", "Como salvo um artigo?", "É necessário fazer login para continuar."),
    ("Pomoc", "Jak zapisać artykuł?", "Wymagane jest zalogowanie, aby zobaczyć tę stronę."),
    ("Help", "How do I save an article?", "You must be logged in to view this page."),
]


@pytest.mark.parametrize(("title", "headline", "sentence"), HOW_TO_WALLS)
def test_a_how_to_headline_over_a_log_in_to_see_the_page_is_still_a_wall(
    title: str, headline: str, sentence: str
) -> None:
    assert failed_with(read_html(_page(title, headline, sentence)), LOGIN_REASON)


def test_a_feature_named_over_a_log_in_form_is_still_a_wall() -> None:
    form = "<form><input type='text' name='user'><input type='password' name='pass'><button>Войти</button></form>"
    page = _page("Избранное", "Как найти избранное?", "Необходимо войти, чтобы найти избранное.", after=form)
    assert not read_as_page(read_html(page), "Необходимо")


# 2. A "registered users only" box as all a page says under its headline, after the site's header

BOXES = {
    "ru": "Этот материал доступен только зарегистрированным пользователям.",
    "ru-section": "Данный раздел доступен только для зарегистрированных пользователей.",
    "pl": "Ta treść jest dostępna tylko dla zalogowanych użytkowników.",
    "pl-post": "Ten wpis jest widoczny tylko dla zarejestrowanych użytkowników.",
    "id": "Konten ini hanya untuk pengguna terdaftar.",
    "en": "This content is only available to registered users.",
    "de": "Dieser Inhalt ist nur für registrierte Benutzer sichtbar.",
    "fr": "Ce contenu est réservé aux utilisateurs inscrits.",
    "es": "Este contenido está disponible solo para usuarios registrados.",
    "it": "Questo contenuto è riservato agli utenti registrati.",
    "pt": "Este conteúdo está disponível apenas para usuários cadastrados.",
    "nl": "Deze inhoud is alleen zichtbaar voor ingelogde leden.",
    "tr": "Bu içerik yalnızca kayıtlı kullanıcılar içindir.",
    "vi": "Nội dung này chỉ dành cho thành viên đã đăng nhập.",
    # (phpBB's box over a board a guest may not read, in English and as its language packs give it)
    "en-phpbb": "The board requires you to be registered and logged in to view this forum.",
    "de-phpbb": "Um Beiträge in diesem Forum anzusehen, musst du auf diesem Board registriert und angemeldet sein.",
    "fr-phpbb": "Vous devez être inscrit et connecté afin de pouvoir consulter ce forum.",
    "hu-phpbb": "Csak regisztrált felhasználók tekinthetik meg ezt a fórumot.",
}
# The site's header as old forum and magazine themes lay it out: its description in a plain block (no
# header element), then its menu
HEADER = (
    "<div id='header'><div class='about'><p>A community of riders who love long trips out of town and write "
    "about them.</p><p>Trip reports, gear reviews and routes since 2009.</p></div><div class='menu'><ul>"
    + "".join(
        f"<li><a href='/{at}'>{name}</a></li>"
        for at, name in enumerate(("Home", "Forum", "Articles", "Rules"))
    )
    + "</ul></div></div>"
)
# ...or a guest's greeting above the page, as forum engines print it for every visitor not logged in
GREETING = (
    "<div class='guest'><p>Уважаемый посетитель, Вы зашли на сайт как незарегистрированный пользователь.</p>"
    "<p>Мы рекомендуем Вам зарегистрироваться либо войти на сайт под своим именем.</p></div>"
)
WAYS_IN = "<p><a href='/login'>Log in</a> | <a href='/register'>Register</a></p>"


def _boxed(box: str, above: str, *paragraphs: str) -> str:
    return _page(
        "How to choose a city bike",
        "How to choose a city bike",
        *paragraphs,
        before=above,
        after=f"<div class='alert'>{box}</div>{WAYS_IN}",
    )


@pytest.mark.parametrize("language", list(BOXES))
def test_a_registered_users_box_under_a_headline_below_the_sites_header_is_a_log_in_wall(
    language: str,
) -> None:
    assert failed_with(read_html(_boxed(BOXES[language], HEADER)), LOGIN_REASON)


@pytest.mark.parametrize("language", ["ru", "ru-section", "pl", "id", "de-phpbb"])
def test_a_registered_users_box_under_a_guests_greeting_is_a_log_in_wall(language: str) -> None:
    assert failed_with(read_html(_boxed(BOXES[language], GREETING)), LOGIN_REASON)


@pytest.mark.parametrize("language", ["ru", "pl", "id", "en", "en-phpbb"])
def test_a_registered_users_box_after_the_ways_in_or_under_no_headline_is_a_log_in_wall(
    language: str,
) -> None:
    box = f"<div class='alert'>{BOXES[language]}</div>"
    ways_first = _page("City bikes", "How to choose a city bike", before=HEADER, after=WAYS_IN + box)
    assert failed_with(read_html(ways_first), LOGIN_REASON)
    headless = (
        f"<html><head><title>City bikes</title></head><body>{HEADER}<main>{box}{WAYS_IN}</main></body></html>"
    )
    assert failed_with(read_html(headless), LOGIN_REASON)


ARTICLE = (
    "Choosing a city bike starts with the riding position: an upright frame keeps your back straight and your "
    "eyes on the traffic, which matters more in town than a few grams saved on the frame.",
    "Gears come next. Hub gears hide the mechanism from rain and grit and need almost no care, while a "
    "derailleur gives a wider range for hilly towns at the cost of more cleaning.",
    "Brakes are the part not to save on. Hydraulic discs stop the same in the wet as in the dry, and rim "
    "brakes wear the rims out within a few years of daily riding.",
    "Finally, think about where the bike will live: a heavy steel frame is a pleasure to ride but not to "
    "carry up three flights of stairs every evening.",
)


@pytest.mark.parametrize("language", ["ru", "pl", "id", "en", "de"])
def test_a_whole_article_beside_a_registered_users_box_is_read(language: str) -> None:
    box = f"<div class='alert'>{BOXES[language]}</div>"
    after = read_html(_page("City bikes", "How to choose a city bike", *ARTICLE, before=HEADER, after=box))
    assert read_as_page(after, "Hydraulic discs")
    first = read_html(
        _page(
            "City bikes",
            "How to choose a city bike",
            before=HEADER,
            after=box + "".join(f"<p>{p}</p>" for p in ARTICLE),
        )
    )
    assert read_as_page(first, "Hub gears")


def test_a_registered_users_box_as_an_index_entry_is_no_wall_by_its_place() -> None:
    # (a forum's index naming one closed section among its boards: the page is the index)
    entries = "".join(
        f"<li><a href='/f/{at}'>{name}</a><p>{about}</p></li>"
        for at, (name, about) in enumerate(
            (
                ("Trips", "Reports from rides long and short."),
                ("Workshop", "Repairs from punctures to hub gears."),
                ("Club room", "This content is only available to registered users."),
                ("Market", "Bikes and parts to sell or swap."),
            )
        )
    )
    page = _page("Forum", "Forum index", after=f"<ul class='boards'>{entries}</ul>")
    assert read_as_page(read_html(page), "Forum index")
    # (its other entries say little: the index, not the residue, keeps it read)


# 3. A lead-in with a verb of seeing before a wall's notice

OPENING = (
    "The council approved the dredging of the inner harbour on Tuesday, after a year of delays over the "
    "disposal of the silt and a dispute with the fishing cooperative."
)
LEAD_IN_WALLS = [
    "Members see: This post is for paying subscribers only.",
    "Subscribers see the full story: This post is for paying subscribers only.",
    "Only paying members see what comes next: This post is for subscribers only.",
    # (readers and users named as the wall's own: a qualifier before them)
    "Premium users see the whole story: This post is for paying subscribers only.",
    "Paying readers see: This post is for paying subscribers only.",
    # (a verb of getting was never read as a quotation's lead-in: kept beside them as the class's other turn)
    "Subscribers get: This post is for paying subscribers only.",
]


@pytest.mark.parametrize("notice", LEAD_IN_WALLS)
def test_a_paywall_notice_after_a_lead_in_of_seeing_is_still_a_paywall(notice: str) -> None:
    page = _page(
        "Harbour dredging", "Harbour dredging", OPENING, notice, after="<a href='/subscribe'>Subscribe</a>"
    )
    outcome = read_html(page)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


HELP_PAGES = [
    (
        "Setting post access",
        "Open the post settings and choose Paid-members only.",
        "Non-members see: This post is for paying subscribers only.",
    ),
    (
        "Setting post access",
        "Open the post settings and choose Paid-members only.",
        "Anyone without a paid plan then sees the notice: This post is for paying subscribers only.",
    ),
    (
        "Members-only pages",
        "Pick Members only under Page access, then save the page.",
        "A visitor who is not logged in sees the message: You must be logged in to view this page.",
    ),
]


@pytest.mark.parametrize(("headline", "first", "second"), HELP_PAGES)
def test_a_help_page_showing_the_box_as_a_reader_sees_it_is_read(
    headline: str, first: str, second: str
) -> None:
    outcome = read_html(
        _page(f"Docs | {headline}", headline, first, second), "https://help.example/docs/access"
    )
    assert read_as_page(outcome, first[:15]), outcome


# 4. Complianz's Czech banner, its three sentences, served alone

CZECH_BANNER = (
    "Abychom poskytli co nejlepší služby, používáme k ukládání a/nebo přístupu k informacím o zařízení, "
    "technologie jako jsou soubory cookies. Souhlas s těmito technologiemi nám umožní zpracovávat údaje, jako je "
    "chování při procházení nebo jedinečná ID na tomto webu. Nesouhlas nebo odvolání souhlasu může nepříznivě "
    "ovlivnit určité vlastnosti a funkce."
)
CZECH_BUTTONS = "<button>Přijmout</button><button>Odmítnout</button><button>Zobrazit předvolby</button>"


@pytest.mark.parametrize(
    "dialog",
    [
        f"<div><p>{CZECH_BANNER}</p>{CZECH_BUTTONS}</div>",
        f"<div><h2>Spravovat souhlas s cookies</h2><p>{CZECH_BANNER}</p>{CZECH_BUTTONS}</div>",
    ],
)
def test_complianz_czech_banner_served_alone_is_a_consent_wall(dialog: str) -> None:
    page = f"<html><head><title>Přístav</title></head><body>{dialog}</body></html>"
    assert failed_with(read_html(page), CONSENT_REASON)


CZECH_ARTICLE = (
    "Přístavní správa v září zahájí bagrování vnitřního přístavu, tři roky poté, co o ně rybářské družstvo "
    "poprvé požádalo.",
    "Práce uzavřou dvě kotviště až do jara a trajekt se po tu dobu přesune k vnějšímu molu, uvedla správa v "
    "úterním oznámení pro námořníky.",
    "Kapitáni uvedli, že zpoždění je už stálo celou sezónu, protože lodě s větším ponorem přistávají od zimních "
    "bouří v sousedním přístavu.",
    "Správa počítá s náklady kolem čtyř milionů eur, většinou z regionálního fondu pro rybářské přístavy.",
)


def test_a_czech_article_under_the_banner_or_quoting_it_is_read() -> None:
    banner = f"<div class='cookies'><p>{CZECH_BANNER}</p>{CZECH_BUTTONS}</div>"
    under = _page("Bagrování přístavu", "Bagrování přístavu", *CZECH_ARTICLE, after=banner)
    assert read_as_page(read_html(under), "čtyř milionů eur")
    quoting = _page(
        "Jak čteme cookie lišty",
        "Jak čteme cookie lišty",
        "Nejčastější lišta na malých webech je výchozí text pluginu, který začíná „Abychom poskytli co nejlepší "
        "služby, používáme k ukládání a/nebo přístupu k informacím o zařízení, technologie jako jsou soubory "
        "cookies.“ Většina provozovatelů ho nikdy nezmění.",
        "Počítali jsme i tlačítka: dvě třetiny lišt nabízely odmítnutí stejně viditelné jako souhlas, což dnes "
        "úřady ve třech zemích vyžadují, a každá desátá ho neměla vůbec.",
    )
    assert read_as_page(read_html(quoting), "dvě třetiny lišt")


# Hostile input: long runs of the new shapes' words, judged without an internal error


@pytest.mark.parametrize(
    "body",
    [
        "<h1>x</h1><p>" + "Members see the box: " * 5_000 + "</p>",
        "<p>" + "Необходимо войти, чтобы " * 5_000 + "</p>",
        "<h1>x</h1>"
        + "<p>[a](/a)</p>" * 3_000
        + "<p>Этот материал доступен только "
        + "очень " * 5_000
        + "</p>",
        "<div><p>" + "Souhlas s těmito " * 5_000 + "</p></div>",
    ],
)
def test_hostile_runs_of_the_new_shapes_are_judged_without_an_internal_error(body: str) -> None:
    outcome = read_html(f"<html><head><title>x</title></head><body>{body}</body></html>")
    assert isinstance(outcome, (PageRead, ReadFailed))
    assert not (
        isinstance(outcome, ReadFailed) and (outcome.bug is not None or INTERNAL_ERROR in outcome.reason)
    )
