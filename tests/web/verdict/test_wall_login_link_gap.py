"""A MediaWiki or Paid Memberships Pro log-in stop's ``{link}`` stands for its link to log in, not for any words.

The entries "Debes {link} para ver otras páginas.", "Per vedere altre pagine è necessario {link}.",
"Precisa de {link} para ver outras páginas.", "Вы должны {link}, чтобы просмотреть другие страницы." read
their gap as any run of a line: an ordinary instruction ("Debes usar las flechas de abajo para ver otras
páginas.") made a short photo gallery a log-in wall. The gap now holds the link's words (log in, sign in, and
the catalogues' own: iniciar sesión, accedere, autenticar-se, войти, ログイン, 登录, 로그인).
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls import LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

PHOTOS = "".join(
    f"<figure><img src='/f/{at}.jpg' alt='Foto {at}'><figcaption>Foto {at}</figcaption></figure>"
    for at in range(6)
)


def _page(title: str, headline: str, *paragraphs: str, after: str = "") -> str:
    body = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
    return (
        f"<html><head><title>{title}</title></head><body><main><h1>{headline}</h1>{body}{after}</main>"
        "</body></html>"
    )


GALLERIES = [
    ("Galería de fotos del desfile", "Debes usar las flechas de abajo para ver otras páginas."),
    ("Galleria fotografica della sfilata", "Per vedere altre pagine è necessario usare le frecce in basso."),
    ("Galeria de fotos do desfile", "Precisa de usar as setas abaixo para ver outras páginas."),
    ("Фотогалерея парада", "Вы должны листать стрелками внизу, чтобы просмотреть другие страницы."),
    ("Galleria fotografica", "Per favore scorri in basso per vedere questo contenuto."),
]


@pytest.mark.parametrize(("headline", "told"), GALLERIES)
def test_a_gallery_telling_how_to_see_other_pages_is_read(headline: str, told: str) -> None:
    outcome = read_html(_page(headline, headline, told, after=PHOTOS), "https://fiestas.example/galeria")
    assert read_as_page(outcome, told[:12]), outcome


STOPS = [
    "Debes iniciar sesión para ver otras páginas.",
    "Per vedere altre pagine è necessario accedere.",
    "Precisa de autenticar-se para ver outras páginas.",
    "Вы должны представиться системе, чтобы просмотреть другие страницы.",
    "Вы должны войти, чтобы просмотреть другие страницы.",
    "他のページを閲覧するにはログインする必要があります。",
    "您必须登录才能查看其它页面。",
    "다른 문서를 보기 위해서는 로그인해야 합니다.",
    "Per favore effettua il login per vedere questo contenuto.",
]


@pytest.mark.parametrize("told", STOPS)
def test_the_stop_with_its_link_to_log_in_is_still_a_log_in_wall(told: str) -> None:
    page = _page("Wiki", "Wiki", f"{told[:-1]}<a href='/Special:UserLogin'></a>{told[-1]}")
    assert failed_with(read_html(page, "https://wiki.example/wiki/Main_Page"), LOGIN_REASON)
