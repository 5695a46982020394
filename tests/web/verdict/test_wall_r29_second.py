"""Round 29's second batch's looked-at misses as classes, on pages written for these tests (not the corpus's):
a session the site ended for the reader's inactivity or for security, over a way to log in again, is a log-in
wall in Portuguese, Spanish and French ("Sua sessão foi finalizada por inatividade ou por segurança."), while
the log-out the reader asked for stays read even where its accents are lost ("Has cerrado sesion"), as does a
help page saying what to do if the session was ended.
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls import LOGIN_REASON
from tests.web.verdict.walls.corpus import card, failed_with, read_as_page, read_html

ENDED_BY_THE_SITE = [
    card(
        "Sessão Encerrada - Clínica",
        "Sessão Encerrada",
        ["Sua sessão foi finalizada por inatividade ou por segurança."],
        "Fazer login novamente",
        "/login",
    ),
    card(
        "Portal do aluno",
        "Atenção",
        ["A sua sessão foi terminada por inatividade.", "Entre outra vez para continuar."],
        "Entrar",
        "/entrar",
    ),
    card(
        "Panel",
        "Sesión finalizada",
        ["Tu sesión ha caducado por inactividad."],
        "Iniciar sesión de nuevo",
        "/login",
    ),
    card(
        "Espace client",
        "Session expirée",
        ["Votre session a expiré pour cause d'inactivité."],
        "Se reconnecter",
        "/connexion",
    ),
]


@pytest.mark.parametrize("html", ENDED_BY_THE_SITE)
def test_a_session_the_site_ended_over_a_way_back_in_is_a_log_in_wall(html: str) -> None:
    assert failed_with(read_html(html, url="https://app.example/painel"), LOGIN_REASON)


SIGNED_OUT = [
    card(
        "PLANIFY - Has cerrado sesion",
        "Has cerrado sesion",
        ["Tus notas y tareas quedaron guardadas. Cuando quieras, volvé a entrar."],
        "Volver a iniciar sesion",
        "/login",
    ),
    card("Agenda", "Sesion cerrada correctamente", ["Gracias por usar la agenda."], "Inicio", "/"),
]


@pytest.mark.parametrize("html", SIGNED_OUT)
def test_the_log_out_the_reader_asked_for_is_read_without_its_accents(html: str) -> None:
    assert not failed_with(read_html(html, url="https://app.example/logout"), LOGIN_REASON)


HELP = (
    "<html lang='pt-BR'><head><title>Ajuda: sessão</title></head><body><main><h1>Minha sessão caiu</h1><p>Se a "
    "sua sessão foi finalizada por inatividade, basta entrar de novo com o seu e-mail e a sua senha: nada do "
    "que você salvou se perde. O tempo sem atividade é de trinta minutos, e pode ser mudado nas configurações "
    "da sua conta.</p><p>Se a sessão cair antes disso, limpe os cookies do navegador e tente outra vez; se o "
    "problema continuar, fale com o suporte pelo chat, de segunda a sexta, das 9h às 18h.</p></main></body></html>"
)


def test_a_help_page_on_an_ended_session_is_read() -> None:
    assert read_as_page(read_html(HELP, url="https://app.example/ajuda/sessao"), "trinta minutos")
