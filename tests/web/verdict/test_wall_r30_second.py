"""Round 30's second batch's looked-at pay stops as classes, on pages written for these tests (not the
corpus's), each failing with its rule off and caught with it, beside the traps that carry the same words:

- the thing asked for told held for paying or premium subscribers, in place of it ("Este exercício faz parte
  do nosso conteúdo exclusivo para assinantes Premium.", "Ce pronostic est réservé aux abonnés Premium.",
  :mod:`kotoba.web.verdict.walls_premium_only`), while a pricing page listing what Premium includes, an
  article on premium content and a paid subscriber's thanks page stay read;
- a recording held back under its notes served whole ("This episode is for paid subscribers", "Cet épisode
  est réservé aux abonnés payants", :func:`kotoba.web.verdict.walls_premium_only.holds_back_a_recording`),
  while a whole episode's notes closing with a "support us on Patreon" line, or quoting the stop in their
  own words, stay read.
"""

from __future__ import annotations

import dataclasses

import pytest

from kotoba.web.outcome import PageRead, ReadOutcome
from kotoba.web.verdict import walls, walls_exempt, walls_premium_only, walls_shapes
from kotoba.web.verdict.alternation import Alternation
from kotoba.web.verdict.walls_rules import PAYWALL, _said
from kotoba.web.verdict.walls_shapes import SAYINGS, said_aside
from tests.web.verdict.walls.corpus import card, read_as_page, read_html, read_markdown


def _pay_stop(outcome: ReadOutcome) -> bool:
    """The page was read as a pay stop's teaser: a read that says a paywall stood in the way."""
    return isinstance(outcome, PageRead) and outcome.wall == "paywall"


# Where the Markdown pages of these tests are served
MARKDOWN_URL = "https://pod.example/p/episode-41"


@pytest.fixture
def premium_only_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge with :mod:`walls_premium_only`'s sentences left out of the paywall kind's, and the learned model
    set aside (it has learnt round 30's looked-at premium stop since): what the rules alone make of the page."""
    mine = set(_said(walls_premium_only.SAID)._branches)
    kept = [branch for branch in PAYWALL.said._branches if branch not in mine]
    assert len(kept) < len(PAYWALL.said._branches)
    off = dataclasses.replace(PAYWALL, said=Alternation(kept, PAYWALL.said.flags))
    _, may_say = said_aside(PAYWALL)
    monkeypatch.setitem(walls_shapes._SAID_ASIDE, id(off), (off.said, may_say))
    monkeypatch.setattr(walls, "PAYWALL", off)
    # (and where the model's reading asks whether the prose tells a paywall's sentence)
    sayings = tuple((off if rules is PAYWALL else rules, needles) for rules, needles in SAYINGS)
    monkeypatch.setattr(walls, "SAYINGS", sayings)
    monkeypatch.setattr(walls_exempt, "SAYINGS", sayings)
    monkeypatch.setattr(walls, "_learned", lambda *args, **kwargs: None)


@pytest.fixture
def recording_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge without the stop that holds back a recording under its notes."""
    monkeypatch.setattr(walls, "holds_back_a_recording", lambda _: False)


def _premium_stop(
    lang: str, heading: str, stop: str, benefits: list[tuple[str, str]], pay: str, back: str, price: str
) -> str:
    """In place of the exercise asked for, served as its app's template is (its tags unrendered, as the
    looked-at stop came): a crown, the heading, the stop, the benefits under headings of their own, the way to
    pay and the way back, and the price."""
    listed = "".join(
        f"<div class='benefit p-4 rounded-lg'>\n<i class='fas fa-star text-2xl mb-2'></i>\n"
        f"<h3 class='font-semibold mb-2'>{name}</h3>\n<p class='text-sm'>{line}</p>\n</div>\n"
        for name, line in benefits
    )
    return (
        "{% extends 'base.html' %}\n\n{% block content %}\n<div class='max-w-2xl mx-auto text-center'>\n"
        f"<div class='card p-8' lang='{lang}'>\n<div class='badge'><i class='fas fa-crown'></i></div>\n"
        f"<h1 class='text-3xl font-bold mb-4'>{heading}</h1>\n<p class='text-lg mb-6'>\n{stop}\n</p>\n"
        f"<div class='grid md:grid-cols-2 gap-4 mb-8'>\n{listed}</div>\n<div class='flex gap-4'>\n"
        f"<a href=\"{{{{ url_for('loja') }}}}\" class='btn'>\n<i class='fas fa-crown mr-2'></i>{pay}\n</a>\n"
        f"<a href=\"{{{{ url_for('exercises') }}}}\" class='btn-outline'>\n<i class='fas fa-arrow-left'></i>{back}\n</a>\n"
        f"</div>\n<div class='mt-6 p-4'>\n<p class='text-sm'>\n<i class='fas fa-info-circle mr-2'></i>\n"
        f"{price}\n</p>\n</div>\n</div>\n</div>\n{{% endblock %}}"
    )


PREMIUM_ONLY = [
    _premium_stop(
        "en",
        "Exclusive Premium Content",
        "This exercise is part of our content exclusive to Premium subscribers. Unlock every benefit:",
        [
            ("Unlimited lives", "Study without breaks"),
            ("Audio lessons", "Learn in other ways"),
            ("Exclusive content", "Advanced exercises"),
            ("No waiting", "No time to regenerate"),
        ],
        "Subscribe to Premium",
        "Back to the exercises",
        "Investment: only $2.99 for 30 days of unlimited access! Cancel whenever you like: your streak and your progress are kept.",
    ),
    _premium_stop(
        "pt",
        "Conteúdo Exclusivo Premium",
        "Este exercício faz parte do nosso conteúdo exclusivo para assinantes Premium. Desbloqueie todos os "
        "benefícios:",
        [
            ("Vidas infinitas", "Estude sem interrupções"),
            ("Teoria em áudio", "Aprenda de outras formas"),
            ("Conteúdo exclusivo", "Exercícios avançados"),
            ("Sem esperas", "Sem tempo de regeneração"),
        ],
        "Assinar Premium",
        "Voltar aos exercícios",
        "Investimento: apenas R$ 13,49 por 30 dias de acesso ilimitado! Cancele quando quiser: sua sequência e seu progresso ficam guardados.",
    ),
    _premium_stop(
        "es",
        "Contenido Exclusivo Premium",
        "Este ejercicio forma parte de nuestro contenido exclusivo para suscriptores Premium. Desbloquea "
        "todas las ventajas:",
        [
            ("Vidas infinitas", "Estudia sin interrupciones"),
            ("Teoría en audio", "Aprende de otras formas"),
            ("Contenido exclusivo", "Ejercicios avanzados"),
            ("Sin esperas", "Sin tiempo de regeneración"),
        ],
        "Suscribirse a Premium",
        "Volver a los ejercicios",
        "Inversión: ¡solo 2,99 € por 30 días de acceso ilimitado! Cancela cuando quieras: tu racha y tu progreso se conservan.",
    ),
    _premium_stop(
        "fr",
        "Contenu exclusif Premium",
        "Cet exercice fait partie de notre contenu exclusif pour les abonnés Premium. Débloquez tous les "
        "avantages :",
        [
            ("Vies illimitées", "Étudiez sans interruption"),
            ("Théorie en audio", "Apprenez autrement"),
            ("Contenu exclusif", "Exercices avancés"),
            ("Sans attente", "Aucun temps de recharge"),
        ],
        "S'abonner à Premium",
        "Retour aux exercices",
        "Investissement : seulement 2,99 € pour 30 jours d'accès illimité ! Résiliez quand vous voulez : votre série et vos progrès sont conservés.",
    ),
    _premium_stop(
        "de",
        "Exklusive Premium-Inhalte",
        "Diese Übung ist Teil unserer exklusiven Inhalte für Premium-Mitglieder. Schalte alle Vorteile frei:",
        [
            ("Unbegrenzte Leben", "Lerne ohne Unterbrechung"),
            ("Theorie als Audio", "Lerne auf andere Weise"),
            ("Exklusive Inhalte", "Fortgeschrittene Übungen"),
            ("Keine Wartezeit", "Keine Regenerationszeit"),
        ],
        "Premium abonnieren",
        "Zurück zu den Übungen",
        "Investition: nur 2,99 € für 30 Tage unbegrenzten Zugang! Jederzeit kündbar: deine Serie und dein Fortschritt bleiben erhalten.",
    ),
    _premium_stop(
        "it",
        "Contenuto esclusivo Premium",
        "Questo esercizio fa parte dei nostri contenuti esclusivi per gli abbonati Premium. Sblocca tutti i "
        "vantaggi:",
        [
            ("Vite infinite", "Studia senza interruzioni"),
            ("Teoria in audio", "Impara in altri modi"),
            ("Contenuti esclusivi", "Esercizi avanzati"),
            ("Nessuna attesa", "Nessun tempo di ricarica"),
        ],
        "Abbonati a Premium",
        "Torna agli esercizi",
        "Investimento: solo 2,99 € per 30 giorni di accesso illimitato! Disdici quando vuoi: la tua serie e i tuoi progressi restano salvati.",
    ),
]


@pytest.mark.parametrize("html", PREMIUM_ONLY)
def test_the_thing_asked_for_held_for_premium_subscribers_is_a_pay_stop(html: str) -> None:
    assert _pay_stop(read_html(html, url="https://learn.example/exercises/27"))


# (the English and Spanish stops of this shape are caught by the tier gate too, walls_tiers, whose pay
# labels and tier wording they share; the Portuguese, French, German and Italian ones by this rule alone)
BY_THE_RULE_ALONE = [PREMIUM_ONLY[1], *PREMIUM_ONLY[3:]]


@pytest.mark.parametrize("html", BY_THE_RULE_ALONE)
@pytest.mark.usefixtures("premium_only_off")
def test_without_the_rule_the_thing_held_for_premium_subscribers_is_read(html: str) -> None:
    assert not _pay_stop(read_html(html, url="https://learn.example/exercises/27"))


# An episode's notes, served whole above the stop (more than a page a wall leaves: the notes are not the episode)
NOTES = "\n\n".join(
    [
        "Today on the show we talk to a historian of trade about how ports, canals and rail lines shaped the "
        "places we live in, and why the map of the nineteenth century still decides where goods travel today. "
        "She walks us through the opening of the great canals, the rise of the container, and the way insurers "
        "priced risk long before anyone had a word for globalisation.",
        "The conversation then turns to the present: shipping routes that close for a season, harbours that "
        "silt up, and the small towns that grew rich or poor depending on which side of a river the railway "
        "chose. We ask whether a world with more centres of power will be calmer or more restless, and she "
        "answers with three stories from the decades before the First World War.",
        "In the second half we discuss her archive work: ledgers of merchant houses, letters between captains "
        "and their owners, and the customs records that let her follow a single bale of cotton from a farm to a "
        "mill and back as a shirt. She explains how she reads a ledger, what its blots and corrections tell "
        "her, and why the dullest records are often the most honest ones.",
        "We close with her advice for listeners who want to read more history of this kind: start with a "
        "single port, learn its tides and its trades, and then widen the circle one neighbour at a time. Her "
        "new book follows that method through five cities, and she reads a short passage from its first "
        "chapter, on a harbour master who kept a diary for forty years.",
        "Listeners wrote in after our last episode on rivers, and we read three of their letters: one from a "
        "lock keeper on a canal that still carries barges, one from a teacher whose class mapped the old "
        "tram lines of their town, and one from a retired pilot who guided ships into a harbour for thirty "
        "years and disagrees with almost everything our guest said about tides.",
        "Our guest answers the pilot at length. She grants him the tides, argues with him about the dredging "
        "of the channel, and ends by inviting him to the archive to read the harbour master's diary with her, "
        "an offer he has, we are told, already taken up with some enthusiasm.",
        "Chapters: 00:00 Introductions and the guest's first harbour. 04:10 Why canals mattered more than "
        "battles. 11:25 The container and the insurers. 19:40 Rivers, railways and the towns between them. "
        "27:05 A calmer or a more restless world? 35:30 Reading a merchant's ledger. 44:15 Following a bale "
        "of cotton. 52:50 The harbour master's diary. 61:00 Letters from listeners. 70:20 The pilot's reply.",
        "Next week we stay on the water: a marine biologist on the oysters that once filtered whole bays, "
        "what their reefs did for the ports around them, and why several cities are now paying to grow them "
        "back along the same quays where the merchant houses once stood.",
        "Links from the episode: her university page, the archive of the merchant house she studied, the map "
        "collection she mentions, and the essay on canals that started her career, all listed on our site, with "
        "the reading list she sent us after the recording and the photographs of the ledgers she quotes.",
    ]
)


def _episode(stop: str, way_in: str, sign_in: str) -> str:
    """A saved newsletter episode: its headline, an ask to upgrade to listen, its notes, then the stop."""
    return (
        f"# Episode 41: ports, canals and power\n\nUpgrade to listen\n\n{NOTES}\n\n**Subscribe**\n\n"
        f"## {stop}\n\n{way_in}\n\n[{sign_in}](https://pod.example/sign-in)\n"
    )


RECORDINGS = [
    _episode("This episode is for paid subscribers", "Subscribe", "Already a paid subscriber? Sign in"),
    _episode("Este episódio é exclusivo para assinantes pagantes", "Assinar", "Já é assinante? Entrar"),
    _episode("Este episodio es solo para suscriptores de pago", "Suscribirse", "¿Ya eres suscriptor? Entrar"),
    _episode("Cet épisode est réservé aux abonnés payants", "S'abonner", "Déjà abonné ? Se connecter"),
    _episode("Diese Folge ist nur für zahlende Abonnenten", "Abonnieren", "Schon Abonnent? Anmelden"),
    _episode("Questo episodio è riservato agli abbonati paganti", "Abbonati", "Già abbonato? Accedi"),
]


@pytest.mark.parametrize("body", RECORDINGS)
def test_an_episode_held_for_paid_subscribers_under_its_notes_is_a_pay_stop(body: str) -> None:
    assert len(NOTES) > walls.PAGE_CHARS
    assert _pay_stop(read_markdown(body, MARKDOWN_URL))


@pytest.mark.parametrize("body", RECORDINGS)
@pytest.mark.usefixtures("recording_off")
def test_without_the_rule_an_episode_held_under_its_notes_is_read(body: str) -> None:
    assert not _pay_stop(read_markdown(body, MARKDOWN_URL))


def test_a_whole_episodes_notes_closing_with_a_patreon_line_are_read() -> None:
    body = (
        f"# Episode 41: ports, canals and power\n\nListen now\n\n{NOTES}\n\n"
        "If you enjoy the show, support us on Patreon: members get the episodes a day early.\n\nShare\n"
    )
    assert read_as_page(read_markdown(body, MARKDOWN_URL), "harbour master")


def test_notes_that_quote_the_stop_and_go_on_in_their_own_words_are_read() -> None:
    body = (
        f"# Episode 41: ports, canals and power\n\nListen now\n\n{NOTES}\n\n"
        "## This episode is for paid subscribers\n\n"
        "That line is what most of you saw last week, and it was a mistake on our side: the episode was "
        "meant to be free from the start, as every interview with a guest is. We have opened it to everyone, "
        "and we are sorry to those of you who upgraded only to hear it; write to us and we will refund you.\n"
    )
    assert read_as_page(read_markdown(body, MARKDOWN_URL), "meant to be free")


PRICING = (
    "<html><head><title>Premium – Learn</title></head><body><main><h1>Choose your plan</h1>"
    "<p>Our exclusive content for Premium subscribers includes audio theory, advanced exercises and "
    "unlimited lives, and every course in the catalogue.</p><h2>Free</h2><p>Five exercises a day, with "
    "ads.</p><h2>Premium</h2><p>Everything, no ads, offline mode: $4.99 a month or $39 a year.</p>"
    "<h2>Family</h2><p>Premium for up to six people: $7.99 a month.</p><a href='/checkout'>Start Premium</a>"
    "</main></body></html>"
)

ARTICLE = (
    "<html><head><title>Apps lock lessons behind premium tiers</title></head><body><article>"
    "<h1>Apps lock more lessons behind premium tiers</h1>"
    "<p>Language and coding apps have spent the year moving their best material behind subscriptions. When "
    "a learner taps an advanced exercise, many apps now show a crown and a short notice instead of the "
    "lesson itself, and the price of the premium tier has risen by a third since last spring.</p>"
    "<p>This exercise is part of our content exclusive to Premium subscribers, reads the notice in one "
    "popular app, a sentence its makers say tested better than any other wording they tried.</p>"
    "<p>Teachers are divided. Some say the free lessons still cover what a beginner needs; others say the "
    "learners who most need the advanced drills are the least able to pay for them, and that schools end "
    "up buying licences to fill the gap. Two school districts we spoke to now budget for such licences "
    "every year.</p><p>The makers answer that the free tier has grown too, with more exercises a day than "
    "two years ago, and that the premium tier pays for the audio lessons no free app could afford.</p>"
    "</article></body></html>"
)

THANKS = card(
    "Welcome, paid subscriber",
    "Thank you for subscribing!",
    [
        "You are now a paid subscriber of Ports and Power.",
        "Every episode, the paid ones included, is now yours to listen to in the app or in your podcast player.",
    ],
    "Go to the latest episode",
    "/p/episode-41",
)


@pytest.mark.parametrize(
    ("html", "words"),
    [(PRICING, "Five exercises a day"), (ARTICLE, "Teachers are divided"), (THANKS, "yours to listen to")],
)
def test_pages_that_speak_of_premium_content_are_read(html: str, words: str) -> None:
    assert read_as_page(read_html(html, url="https://learn.example/premium"), words)
