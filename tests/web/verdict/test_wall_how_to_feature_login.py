"""A how-to or help page explaining that a feature needs an account is read as the page, in every language
the log-in rule speaks: "Il faut être connecté pour retrouver vos favoris" under "Comment enregistrer un
article ?" says what the account is for, as "You must be logged in to find your favourites" does. A page
that stands in for the article, asking the reader to log in to see it, is still a log-in wall."""

from __future__ import annotations

import pytest

from tests.web.verdict.walls.corpus import read_as_page, read_html


def _page(title: str, headline: str, *paragraphs: str, form: str = "") -> str:
    body = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
    return (
        f"<html><head><title>{title}</title></head><body><main><h1>{headline}</h1>{body}{form}</main>"
        "</body></html>"
    )


HOW_TOS = [
    (
        "Aide",
        "Comment enregistrer un article ?",
        "Cliquez sur l'icône signet en haut de chaque article.",
        "Il faut être connecté pour retrouver vos favoris.",
    ),
    (
        "Aide",
        "Comment enregistrer un article ?",
        "Cliquez sur l'icône signet. Vous devez être connecté pour retrouver vos favoris.",
        "",
    ),
    (
        "Help",
        "How do I save an article?",
        "Click the bookmark icon. You must be logged in to find your favourites.",
        "",
    ),
    (
        "Help",
        "How do I save an article?",
        "Click the bookmark icon at the top of each article.",
        "You must be logged in to find your favourites.",
    ),
    (
        "Ayuda",
        "¿Cómo guardo un artículo?",
        "Haz clic en el icono de marcador encima de cada artículo.",
        "Tienes que iniciar sesión para encontrar tus favoritos.",
    ),
    (
        "Aiuto",
        "Come salvo un articolo?",
        "Fai clic sull'icona del segnalibro sopra ogni articolo.",
        "Devi accedere per ritrovare i tuoi preferiti.",
    ),
    (
        "Ajuda",
        "Como salvo um artigo?",
        "Clique no ícone de marcador acima de cada artigo.",
        "É necessário fazer login para encontrar os seus favoritos.",
    ),
    (
        "Помощь",
        "Как сохранить статью?",
        "Нажмите на значок закладки над статьёй.",
        "Необходимо войти, чтобы найти ваши закладки.",
    ),
]


@pytest.mark.parametrize(("title", "headline", "first", "second"), HOW_TOS)
def test_a_how_to_saying_a_feature_needs_an_account_is_read(
    title: str, headline: str, first: str, second: str
) -> None:
    paragraphs = [first, second] if second else [first]
    assert read_as_page(read_html(_page(title, headline, *paragraphs)), first[:12])


WALLS = [
    ("Connexion", "Connexion", "Vous devez être connecté pour accéder à cette page."),
    ("Accès réservé", "Accès réservé", "Il faut être connecté pour accéder à cette page."),
    ("Members", "Members only", "You must be logged in to view this page."),
    ("Acceso", "Acceso restringido", "Tienes que iniciar sesión para ver esta página."),
]


@pytest.mark.parametrize(("title", "headline", "sentence"), WALLS)
def test_a_page_asking_to_log_in_to_see_it_is_still_a_wall(title: str, headline: str, sentence: str) -> None:
    outcome = read_html(_page(title, headline, sentence))
    assert not read_as_page(outcome, sentence[:12])
    assert "log in" in str(getattr(outcome, "reason", ""))


def test_a_how_to_headline_over_a_log_in_form_is_still_a_wall() -> None:
    form = '<form><input type="text" name="user"><input type="password" name="pass"><button>Connexion</button></form>'
    outcome = read_html(
        _page(
            "Mes favoris",
            "Comment retrouver mes favoris ?",
            "Il faut être connecté pour retrouver vos favoris.",
            form=form,
        )
    )
    assert not read_as_page(outcome, "Il faut")
