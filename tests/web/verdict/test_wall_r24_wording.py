"""Round 24's widening from documented platform wording, each on a page written for these tests: a sign-up
asked for to read the rest (a document platform's "Sign up to read the full document", "Continue reading with
a free account") and the same heading in German, Spanish, Italian, Portuguese and French; the not-found lines
of GitHub Pages and of WordPress themes, a link said broken, and the page sought said not available in
Spanish, Portuguese, French and Italian. Beside each, an article that says the same words in its prose, and
the same "not available" naming the reader's place (a geo block's, not a not-found page's).
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import LOGIN_REASON, SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

WAYS_IN = "<a href='/login'>Log in</a> <a href='/signup'>Sign up</a>"


def _stop(heading: str, line: str = "") -> str:
    return (
        f"<html><head><title>Docs</title></head><body><h1>{heading}</h1><p>{line}</p>{WAYS_IN}</body></html>"
    )


@pytest.mark.parametrize(
    "heading",
    [
        "Sign up to read the full document",
        "Continue reading with a free account",
        "Anmelden, um weiterzulesen",
        "Regístrate para seguir leyendo",
        "Accedi per continuare a leggere",
        "Cadastre-se para continuar lendo",
        "Inscrivez-vous pour lire la suite",
        "Este conteúdo é exclusivo para usuários cadastrados.",
    ],
)
def test_a_sign_up_asked_for_to_read_on_is_a_log_in_wall(heading: str) -> None:
    assert failed_with(read_html(_stop(heading)), LOGIN_REASON)


def test_an_article_on_sign_up_walls_is_read() -> None:
    page = """<html><head><title>Why readers sign up - The Ledger</title></head><body><article>
<h1>Why readers sign up</h1>
<p>Publishers have argued for a decade about whether asking readers to sign up to read the full story helps
or hurts. Our own figures from the past year show readers who made an account read three times as many
stories, and we set out here why we changed course in March.</p>
<p>Before then, every story was open. Afterwards, the third story in a month asked for an email address, and
about one reader in nine gave one. Most of those who did came back within a week, which is the number our
newsroom watches most closely.</p></article></body></html>"""
    assert read_as_page(read_html(page), "one reader in nine")


@pytest.mark.parametrize(
    ("heading", "line"),
    [
        ("404", "There isn't a GitHub Pages site here."),
        ("Oops! Nothing was found", ""),
        ("Broken link", "The link you clicked may be broken or the page may have been removed."),
        ("Lo sentimos", "La página que buscas no está disponible."),
        ("Désolé", "La page que vous recherchez n'est pas disponible."),
        ("Ops", "A página que você procura não está disponível."),
        ("Spiacenti", "La pagina che stai cercando non è disponibile."),
    ],
)
def test_platform_and_theme_not_found_lines_are_soft_404s(heading: str, line: str) -> None:
    assert failed_with(read_html(_stop(heading, line)), SOFT_404_REASON)


def test_not_available_in_the_readers_country_is_no_not_found_page() -> None:
    outcome = read_html(_stop("Lo sentimos", "La página que buscas no está disponible en tu país."))
    assert not isinstance(outcome, PageRead) and outcome.wall == "geo"
