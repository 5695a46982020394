"""Portuguese log-in stops the rules read as pages, on pages written for these tests (not the corpus's):
Devise's Brazilian timeout ("Sua sessão expirou. Por favor faça login novamente para continuar."), the
European "A sua sessão expirou" over an ask to log in again broken across lines, and an app's error view
telling the reader "você não está logado ou sua sessão expirou"; beside a help page quoting the message and
the log-out notice the reader asked for, which are read.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import LOGIN_REASON
from tests.web.verdict.walls.corpus import card, failed_with, read_as_page, read_html

WALLS = [
    # (an error view whose way back is a script's link, no log-in address: the words alone tell it)
    card(
        "Virtual | Erro",
        "Ops! Erro na sua solicitação",
        [
            "Não foi possível concluir sua requisição pois você não está logado ou sua sessão expirou.",
            "Clique aqui para tentar novamente.",
        ],
        "Voltar",
        "/",
    ),
    card(
        "Sessão Expirada — Portal",
        "Sessão Expirada",
        [
            "A sua sessão expirou por inactividade.<br>Por razões de segurança, faça login novamente<br>"
            "para continuar a utilizar o sistema."
        ],
        "Iniciar Sessão",
        "/index.html",
    ),
    card(
        "Painel",
        "Aviso",
        ["Sua sessão expirou por falta de atividade.", "Faça o login novamente para acessar o painel."],
        "Voltar ao início",
        "/",
    ),
    card(
        "Painel",
        "Ops!",
        ["Você não está autenticado ou a sua sessão expirou.", "Efetue o login novamente."],
        "Início",
        "/",
    ),
]


@pytest.mark.parametrize("html", WALLS)
def test_portuguese_session_and_state_stops_are_log_in_walls(html: str) -> None:
    assert failed_with(read_html(html, url="https://app.example/painel"), LOGIN_REASON)


HELP = (
    "<html lang='pt-BR'><head><title>Ajuda: erros de acesso</title></head><body><main><h1>Erros de acesso"
    "</h1><p>Se a sua sessão expirou, o sistema mostra a mensagem “Você não está logado”. Isso acontece "
    "depois de trinta minutos sem atividade, e também quando os cookies do navegador são apagados.</p><p>"
    "Para resolver, volte à página inicial e entre de novo com o seu e-mail e a sua senha. Se o erro "
    "continuar, limpe o cache do navegador e tente outra vez; se ainda assim não funcionar, fale com o "
    "suporte pelo chat, de segunda a sexta, das 9h às 18h.</p><p>Outros erros comuns estão listados "
    "abaixo, com o que fazer em cada caso.</p></main></body></html>"
)
LOGGED_OUT = [
    card(
        "Sessão terminada",
        "Sessão terminada com sucesso",
        ["Você saiu do sistema. Até breve!"],
        "Entrar",
        "/",
    ),
    card("Portal", "Desconectado!", ["Clique aqui para fazer login novamente."], "Início", "/"),
    card(
        "Portal",
        "Até logo",
        ["Sua sessão foi encerrada.", "Faça login novamente quando quiser."],
        "Início",
        "/",
    ),
    card("Portal", "Você saiu da sua conta", ["Faça login novamente."], "Início", "/"),
]


def test_a_help_page_quoting_the_message_is_read() -> None:
    assert read_as_page(read_html(HELP, url="https://app.example/ajuda/erros"), "trinta minutos")


@pytest.mark.parametrize("html", LOGGED_OUT)
def test_the_log_out_notice_the_reader_asked_for_is_not_a_wall(html: str) -> None:
    outcome = read_html(html, url="https://app.example/logout")
    assert not failed_with(outcome, LOGIN_REASON)


# A Kazakh course platform's pay stop: the thing asked for named paid as a heading alone, and the reader told
# to subscribe or renew for access
KAZAKH_WALLS = [
    card(
        "Курс",
        "Бұл курс ақылы",
        ["Қолжетімді болу үшін жазылымыңызды жаңартыңыз."],
        "Жазылым сатып алу",
        "/upgrade",
    ),
    card("Сабақ", "Бұл сабақ ақылы", ["Толық нұсқасын көру үшін төлеңіз."], "Төлеу", "/pay"),
    card("Мақала", "Жазылым қажет", ["Қолжетімді болу үшін жазылыңыз."], "Жазылу", "/subscribe"),
]


@pytest.mark.parametrize("html", KAZAKH_WALLS)
def test_kazakh_paid_course_stops_are_paywalls(html: str) -> None:
    outcome = read_html(html, url="https://kurs.example/courses/12")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"


FAQ = (
    "<html lang='kk'><head><title>Жиі қойылатын сұрақтар</title></head><body><main><h1>Жиі қойылатын "
    "сұрақтар</h1><h2>Бұл курс ақылы ма?</h2><p>Жоқ, барлық сабақтар тегін. Тіркелгеннен кейін әр сабақты "
    "өз қарқыныңызбен оқи аласыз, тапсырмаларды орындап, мұғалімге сұрақ қоя аласыз.</p><h2>Сертификат "
    "бере ме?</h2><p>Иә, курсты аяқтағаннан кейін сертификат электрондық поштаңызға жіберіледі.</p>"
    "</main></body></html>"
)


def test_a_questions_page_asking_whether_the_course_is_paid_is_read() -> None:
    outcome = read_html(FAQ, url="https://kurs.example/faq")
    assert read_as_page(outcome, "барлық сабақтар тегін")
