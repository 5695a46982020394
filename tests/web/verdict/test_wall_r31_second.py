"""Round 31's second batch's two looked-at misses as classes, on pages written for these tests (not the
corpus's), served by a real HTTP server on 127.0.0.1 and read by the real reader:

- an age gate that asks for the age to drink, no number and no "legal" named ("¿Tiene usted edad para beber
  alcohol en su país?", "¿Es usted mayor de edad para beber en su país?", "Are you of drinking age?", "Are
  you old enough to drink where you live?", "Êtes-vous en âge de boire de l'alcool ?", "Você tem idade para
  beber?"), the question closing its line (:data:`kotoba.web.verdict.walls_rules.AGE`). With that question
  left out of the age gate's sentences (and the learned model set aside, so the test says what the rules
  do) each is read as a page; an age calculator telling the drinking ages, a drinking-age FAQ asking the
  question of each country, and an article quoting the gate's question stay read;
- a pay stop that speaks to the subscriber who sees it by mistake ("Já é assinante e caiu aqui por engano?",
  "Se você já é assinante e está vendo esta tela, faça login novamente.", "If you are a subscriber and
  seeing this error, …", "Already a subscriber and ended up here?"), over an offer whose plans sit behind a
  button or load by script (:mod:`kotoba.web.verdict.walls_subscriber_seeing`). With that shape off (and the
  model set aside) each is read as a page; a plans page whose script loads its prices, closing with "Já é
  assinante? Entrar", a newsletter's post thanking its subscribers, a help article explaining the stop and
  an article quoting it stay read.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome
from kotoba.web.verdict import walls, walls_shapes
from kotoba.web.verdict.alternation import Alternation
from kotoba.web.verdict.walls import AGE_REASON
from kotoba.web.verdict.walls_rules import AGE
from kotoba.web.verdict.walls_shapes import BARRIER_SAYINGS
from tests.support.chrome_pages import chrome_page
from tests.support.served import outcome_at, serving
from tests.support.servers.http import PageServer

# --- age gates asking for the age to drink: (lang, title, the question, yes, no)
DRINKING_AGE = [
    ("es", "Cervecería Los Andes", "¿Es usted mayor de edad para beber en su país?", "Sí", "No"),
    ("es", "Destilería Ocho Lunas", "¿Tienes la edad mínima para beber alcohol en tu país?", "Sí", "No"),
    ("en", "Agave Azul Tequila", "Are you of drinking age?", "Yes", "No"),
    ("en", "Harbour Brewing Co.", "Are you old enough to drink where you live?", "Yes, enter", "No, leave"),
    ("fr", "Domaine des Collines", "Êtes-vous en âge de boire de l'alcool ?", "Oui", "Non"),
    ("pt", "Cachaçaria Serra Azul", "Você tem idade para beber?", "Sim", "Não"),
]


def _age_gate(lang: str, title: str, question: str, yes: str, no: str) -> str:
    own = (
        "<div id='welcome'><div class='welcome-inner'><img src='/logo.png' alt=''>"
        f"<p class='question'>{question}</p>"
        f"<button type='button' onclick='enter()'>{yes}</button>"
        f"<button type='button' onclick='leave()'>{no}</button></div></div>"
    )
    return chrome_page(own, title=title, lang=lang)


# --- traps beside them: an age calculator, an FAQ asking the question of each country, an article quoting it
CALCULATOR_ES = chrome_page(
    "<main><h1>Calculadora de la edad para beber</h1>"
    "<p>Introduzca su año de nacimiento y elija un país: la calculadora le dice cuántos años tiene y si "
    "alcanza la edad mínima para comprar y beber alcohol allí.</p>"
    "<form><label>Año de nacimiento <input type='number' name='anio'></label>"
    "<label>País <select name='pais'><option>México</option><option>España</option>"
    "<option>Estados Unidos</option></select></label><button>Calcular</button></form>"
    "<h2>Edades mínimas por país</h2><table><tr><td>México</td><td>18 años</td></tr>"
    "<tr><td>España</td><td>18 años</td></tr><tr><td>Estados Unidos</td><td>21 años</td></tr>"
    "<tr><td>Japón</td><td>20 años</td></tr></table>"
    "<p>Las edades cambian a veces: consulte la ley de cada país antes de viajar. Esta calculadora no guarda "
    "ningún dato y no sustituye un documento de identidad.</p></main>",
    title="Calculadora de edad para beber",
    lang="es",
)
FAQ_ES = chrome_page(
    "<main><h1>Preguntas frecuentes sobre la edad para beber</h1>"
    "<h2>¿Tienes edad para beber en Japón si tienes 19 años?</h2>"
    "<p>No. En Japón la edad mínima para beber alcohol es de 20 años desde hace más de un siglo, aunque la "
    "mayoría de edad bajó a los 18 en 2022. Los bares y las tiendas de conveniencia piden identificación.</p>"
    "<h2>¿Tienes edad para beber en Alemania con 16 años?</h2>"
    "<p>Sí, pero solo cerveza y vino, y los licores a partir de los 18. Con 14 años se puede beber cerveza "
    "en un restaurante si los padres están presentes.</p>"
    "<h2>¿Y en Estados Unidos?</h2>"
    "<p>La edad mínima es de 21 años en todos los estados desde 1984, cuando una ley federal condicionó los "
    "fondos para carreteras a ese límite.</p></main>",
    title="Preguntas frecuentes: edad para beber por país",
    lang="es",
)
ARTICLE_ES = chrome_page(
    "<article><h1>Así diseñamos la ventana de edad de nuestra web</h1>"
    "<p>Durante años, la primera pantalla de la web de la destilería fue una ventana con una sola pregunta, "
    "«¿Tiene usted edad para beber alcohol en su país?», y dos botones. La ley mexicana no la exige, pero "
    "la pedía nuestro distribuidor en Europa.</p>"
    "<p>Este año la cambiamos: ahora aparece solo en las páginas de la tienda y recuerda la respuesta durante "
    "treinta días, y las recetas y la historia de la familia se leen sin preguntar nada.</p>"
    "<p>Las visitas a la sección de historia se duplicaron en el primer mes, y nadie escribió para quejarse "
    "de que faltara la pregunta en la portada.</p></article>",
    title="Así diseñamos la ventana de edad - Blog de la destilería",
    lang="es",
)

# --- pay stops speaking to the subscriber who sees them: (lang, title, headline, pitch, the way to the plans
# or their loading line, the line to the subscriber, its link's label)
SEEN_BY_SUBSCRIBERS = [
    (
        "pt",
        "Receitas da Vovó",
        "Desbloqueie o acesso completo",
        "Todas as receitas do acervo, com vídeo e lista de compras. Pagamento seguro.",
        "<p class='loading'>Carregando planos...</p>",
        "Já é assinante e caiu aqui por engano?",
        "Entrar",
    ),
    (
        "pt",
        "Painel Vendas",
        "Conheça o plano Pro",
        "Relatórios ilimitados, exportação para planilhas e suporte prioritário.",
        "<a class='btn' href='/planos'>Ver planos</a>",
        "Se você já é assinante e está vendo esta tela, faça login novamente.",
        "Fazer login",
    ),
    (
        "pt",
        "Explicações de Matemática",
        "Estudo sem limites",
        "Todas as fichas resolvidas, com vídeos de cada exercício.",
        "<a class='btn' href='/assinar'>Assinar</a>",
        "Se tu és assinante e estás a ver esta página, inicia sessão.",
        "Iniciar sessão",
    ),
    (
        "en",
        "Lumen Notes",
        "Unlock every lesson",
        "Every lesson, every worksheet, and the study planner.",
        "<a class='btn' href='/checkout'>See plans</a>",
        "Already a subscriber and ended up here?",
        "Log in",
    ),
    (
        "en",
        "CodeForge",
        "Write code faster with CodeForge Pro",
        "Whole modules from one sentence, with their tests.",
        "<a class='btn' href='/pricing'>View plans</a>",
        "If you are a subscriber and seeing this error, please log in again.",
        "Log in",
    ),
    (
        "en",
        "Field Guide Pro",
        "Go further with Field Guide Pro",
        "Offline maps, every species sheet and the trip planner.",
        "<p class='loading'>Loading plans…</p>",
        "If you're a subscriber and you're seeing this page, sign in.",
        "Sign in",
    ),
]


def _seen_by_subscribers(
    lang: str, title: str, headline: str, pitch: str, plans: str, line: str, log_in: str
) -> str:
    own = (
        f"<h1>{headline}</h1><p>{pitch}</p><section id='plans'>{plans}</section>"
        f"<p class='small'>{line} <a href='/login'>{log_in}</a></p>"
    )
    return chrome_page(own, title=title, lang=lang)


# --- traps beside them
# a plans page the reader asked for whose prices its script loads, closing with the line to subscribers
PLANS_LOADED_PT = chrome_page(
    "<h1>Escolha o seu plano</h1><p>Todos os planos dão acesso a todas as receitas.</p>"
    "<section id='plans'><p class='loading'>Carregando planos...</p></section>"
    "<p class='small'>Pagamento seguro. Cancele quando quiser.</p>"
    "<p class='small'>Já é assinante? <a href='/login'>Entrar</a></p>",
    title="Planos - Receitas da Vovó",
    lang="pt",
)
# a newsletter's short post thanking its subscribers
NEWSLETTER_EN = chrome_page(
    "<article><h1>Why the shift was down in 2025</h1>"
    "<p>Teams used the infield shift a third less often last season, and the batting average on grounders "
    "pulled to the right side rose by eleven points.</p>"
    "<p>Thanks for reading! If you're already a subscriber and you like what you just read, please consider "
    "sharing it with a friend.</p><a href='/login'>Log in</a></article>",
    title="Why the shift was down - Baseball Notes",
    lang="en",
)
# a help article explaining the stop, quoting its line
HELP_EN = chrome_page(
    "<article><h1>Why do I see the subscription page?</h1>"
    "<p>Lumen shows its subscription page to every reader who opens a lesson without an active plan. The "
    "page lists what the plan includes, loads the current prices, and ends with the line “Already a "
    "subscriber and ended up here?” above a link to log in.</p>"
    "<p>If you are a subscriber and seeing this page, the most common reason is that you are logged in "
    "with a different email address from the one you paid with. Log out, then log in again with the address "
    "on your receipt. If you paid through the app store on your phone, restore your purchase from the app's "
    "settings first: the website learns about it only after that.</p>"
    "<p>Another reason is a payment that did not go through. Your plan stays active for seven days after a "
    "failed payment while we retry the card; after that the lessons are locked until the card is updated "
    "from your account page. We email you before each retry.</p>"
    "<p>Schools that pay for their pupils add them by email address: if your teacher has added you, accept "
    "the invitation in your inbox before logging in, or the lessons stay locked.</p>"
    "<p>Families share one plan between up to five profiles: a child's profile sees the subscription page "
    "when the parent who pays has removed it from the family, even though the parent's own lessons open.</p>"
    "<p>Still stuck? Write to us from the contact page and include the email address you paid with; we "
    "answer within one working day.</p><a href='/login'>Log in</a></article>",
    title="Why do I see the subscription page? - Lumen Help",
    lang="en",
)
# a long article quoting the stop
ARTICLE_PT = chrome_page(
    "<article><h1>O que aprendemos trocando a página de assinatura</h1>"
    "<p>Até o ano passado, quem abria uma receita sem assinatura via uma página com o título “Desbloqueie "
    "o acesso completo”, três vantagens e, no pé, “Já é assinante e caiu aqui por engano? Entrar”. Os "
    "planos eram carregados depois, e em celulares lentos a página ficava vazia por vários segundos.</p>"
    "<p>Agora mostramos os primeiros passos da receita e o convite vem no meio do texto, com os preços já "
    "escritos na página. As assinaturas cresceram um quinto em três meses, e a página nova carrega em menos "
    "da metade do tempo nos celulares mais antigos.</p>"
    "<p>Também passamos a lembrar quem já assinou em outro aparelho, e as mensagens ao suporte sobre cair "
    "na página de assinatura por engano quase sumiram: eram quarenta por semana em janeiro e foram três na "
    "última semana de março.</p>"
    "<p>O próximo passo é deixar que a família inteira use a mesma assinatura, com um perfil para cada "
    "pessoa e as listas de compras compartilhadas entre todos.</p><a href='/login'>Entrar</a></article>",
    title="O que aprendemos trocando a página de assinatura - Blog",
    lang="pt",
)

PAGES = {
    **{f"/age/{n}": _age_gate(*case) for n, case in enumerate(DRINKING_AGE)},
    **{f"/offer/{n}": _seen_by_subscribers(*case) for n, case in enumerate(SEEN_BY_SUBSCRIBERS)},
    "/trap/calculator": CALCULATOR_ES,
    "/trap/faq": FAQ_ES,
    "/trap/article-es": ARTICLE_ES,
    "/trap/plans": PLANS_LOADED_PT,
    "/trap/newsletter": NEWSLETTER_EN,
    "/trap/help": HELP_EN,
    "/trap/article-pt": ARTICLE_PT,
}


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serving(PAGES) as server:
        yield server


def _age_gate_refused(outcome: ReadOutcome) -> bool:
    return isinstance(outcome, ReadFailed) and outcome.reason == AGE_REASON


def _pay_stop(outcome: ReadOutcome) -> bool:
    """Read as a pay stop: a read that says a paywall stood in the way."""
    return isinstance(outcome, PageRead) and outcome.wall == "paywall"


def _read_as_page(outcome: ReadOutcome, words: str) -> bool:
    return isinstance(outcome, PageRead) and outcome.wall is None and words in outcome.text


# the age gate's question to drink, known by its branch's own words
_TO_DRINK = "old enough to drink"


@pytest.fixture
def to_drink_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """The age gate's sentences without the question asking for the age to drink, and the learned model set
    aside: what the rules alone made of these pages."""
    said = [branch for branch in AGE.said._branches if _TO_DRINK not in branch]
    assert len(said) == len(AGE.said._branches) - 1
    off = dataclasses.replace(AGE, said=Alternation(said, AGE.said.flags))
    sayings = tuple((off if rules is AGE else rules, needles) for rules, needles in BARRIER_SAYINGS)
    monkeypatch.setattr(walls, "BARRIER_SAYINGS", sayings)
    gate = walls_shapes._SAID_ASIDE[id(AGE)][1]
    monkeypatch.setitem(walls_shapes._SAID_ASIDE, id(off), (off.said, gate))
    monkeypatch.setattr(walls, "_learned", lambda *args, **kwargs: None)


@pytest.fixture
def subscriber_seeing_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge without the stop that speaks to the subscriber seeing it, and the learned model set aside."""
    monkeypatch.setattr(walls, "subscriber_seeing", lambda *args: None)
    monkeypatch.setattr(walls, "_learned", lambda *args, **kwargs: None)


@pytest.mark.parametrize("n", range(len(DRINKING_AGE)), ids=[case[2] for case in DRINKING_AGE])
async def test_an_age_gate_asking_for_the_age_to_drink_is_refused(site: PageServer, n: int) -> None:
    assert _age_gate_refused(await outcome_at(site, f"/age/{n}"))


@pytest.mark.parametrize("n", range(len(DRINKING_AGE)), ids=[case[2] for case in DRINKING_AGE])
@pytest.mark.usefixtures("to_drink_off")
async def test_without_the_question_to_drink_the_gate_was_read(site: PageServer, n: int) -> None:
    outcome = await outcome_at(site, f"/age/{n}")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


@pytest.mark.parametrize(
    ("path", "words"),
    [
        ("/trap/calculator", "Edades mínimas por país"),
        ("/trap/faq", "la edad mínima para beber alcohol es de 20 años"),
        ("/trap/article-es", "Las visitas a la sección de historia se duplicaron"),
    ],
)
async def test_pages_about_the_drinking_age_are_read(site: PageServer, path: str, words: str) -> None:
    outcome = await outcome_at(site, path)
    assert _read_as_page(outcome, words), outcome


@pytest.mark.parametrize("n", range(len(SEEN_BY_SUBSCRIBERS)), ids=[case[5] for case in SEEN_BY_SUBSCRIBERS])
async def test_a_stop_speaking_to_the_subscriber_who_sees_it_is_a_pay_stop(site: PageServer, n: int) -> None:
    outcome = await outcome_at(site, f"/offer/{n}")
    assert _pay_stop(outcome), outcome


@pytest.mark.parametrize("n", range(len(SEEN_BY_SUBSCRIBERS)), ids=[case[5] for case in SEEN_BY_SUBSCRIBERS])
@pytest.mark.usefixtures("subscriber_seeing_off")
async def test_without_that_shape_the_stop_was_read(site: PageServer, n: int) -> None:
    outcome = await outcome_at(site, f"/offer/{n}")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


@pytest.mark.parametrize(
    ("path", "words"),
    [
        ("/trap/plans", "Todos os planos dão acesso"),
        ("/trap/newsletter", "the batting average on grounders"),
        ("/trap/help", "the most common reason is that you are logged in"),
        ("/trap/article-pt", "As assinaturas cresceram"),
    ],
)
async def test_plans_pages_posts_and_articles_naming_subscribers_are_read(
    site: PageServer, path: str, words: str
) -> None:
    outcome = await outcome_at(site, path)
    assert _read_as_page(outcome, words), outcome
