"""Walls as platforms and plugins word them by default, in the languages they ship (pages written for these
tests from the documented wording, not the corpus's): a theme's not-found heading with its interjection
("¡Vaya!", "Upps!", "Hata!") and its translations' "that page cannot be found", an age gate's "you must be
of age" in Spanish and German and its question in Chinese and Norwegian, a consent notice's "With your
agreement, we and our partners use cookies" (Didomi's) and German pay-or-accept offers; and the traps: a
post asking about a missing page, a story quoting the notices, a news brief on an age law.
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls import AGE_REASON, CONSENT_REASON, SOFT_404_REASON, judge_walls
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

NAV = "<header><nav><a href='/'>Home</a> <a href='/blog'>Blog</a> <a href='/about'>About</a></nav></header>"


def _page(title: str, heading: str, lines: list[str], choices: tuple[str, ...] = ()) -> str:
    said = "".join(f"<p>{line}</p>" for line in lines)
    links = "".join(f"<a class='button' href='/{at}'>{choice}</a>" for at, choice in enumerate(choices))
    head = f"<h1>{heading}</h1>" if heading else ""
    return (
        f"<html><head><title>{title}</title></head><body>{NAV}<main>{head}{said}{links}</main>"
        "<footer>© 2026 Example</footer></body></html>"
    )


@pytest.mark.parametrize(
    ("heading", "line"),
    [
        (
            "¡Vaya! No se puede encontrar esa página.",
            "Parece que no se ha encontrado nada en esta ubicación.",
        ),
        (
            "Oops! Impossibile trovare la pagina.",
            "Sembra che non sia stato trovato nulla in questa posizione.",
        ),
        ("Opa! Essa página não pode ser encontrada.", "Parece que nada foi encontrado neste local."),
        (
            "Oeps! Die pagina kan niet worden gevonden.",
            "Het lijkt erop dat er niets gevonden is op deze locatie.",
        ),
        ("Ups! Nie można znaleźć strony.", "Wygląda na to, że nic tu nie ma."),
        ("Упс! Страница не найдена.", "Похоже, здесь ничего не найдено."),
        ("Hata! Bu sayfa bulunamadı.", "Burada hiçbir şey bulunamadı."),
    ],
)
def test_a_themes_not_found_heading_in_its_translations_is_a_soft_404(heading: str, line: str) -> None:
    assert failed_with(read_html(_page("Blog", heading, [line])), SOFT_404_REASON)


STORY = (
    "Every theme ships a page for addresses that lead nowhere, and most of them open with the same "
    "interjection in every language. We collected forty of them for a talk on error pages and found that the "
    "best ones offer a search box, a list of recent posts and a plain apology; the worst blame the reader. "
    "Translators often keep the English joke, which rarely survives the trip into another language."
)


def test_a_post_asking_about_a_missing_page_or_quoting_it_is_read() -> None:
    asked = _page("Blog", "Nie można znaleźć strony? Sprawdź te trzy rzeczy", [STORY])
    assert read_as_page(read_html(asked), "Translators often")
    quoted = _page(
        "Blog",
        "Error pages we liked",
        ["The Spanish theme says “¡Vaya! No se puede encontrar esa página.”", STORY],
    )
    assert read_as_page(read_html(quoted), "Translators often")


@pytest.mark.parametrize(
    ("line", "choices"),
    [
        ("Debes ser mayor de 18 años para acceder a este sitio.", ("Entrar", "Salir")),
        ("Du musst volljährig sein, um diese Seite zu besuchen.", ("Ja, ich bin über 18", "Nein")),
        ("您是否已年满18岁？", ("是", "否")),
        ("Er du over 18 år?", ("Ja", "Nei")),
    ],
)
def test_an_age_gate_as_plugins_word_it_is_an_age_gate(line: str, choices: tuple[str, ...]) -> None:
    page = (
        f"<html><head><title>Vinoteca</title></head><body><div class='age-gate'><p>{line}</p>"
        + "".join(f"<a href='/{at}'>{choice}</a>" for at, choice in enumerate(choices))
        + "</div></body></html>"
    )
    assert failed_with(read_html(page), AGE_REASON)


def test_a_news_brief_on_an_age_law_is_no_age_gate_by_the_rules() -> None:
    # (the rules' verdict: the wall model, judged on its own rounds, is not what this widening changed)
    law = (
        "La norma obliga a las webs de apuestas a comprobar la edad de sus usuarios. Según el texto, debes "
        "ser mayor de 18 años para acceder a estos sitios, y las empresas que no lo comprueben serán "
        "multadas con hasta un millón de euros. La ley entra en vigor en enero."
    )
    heading = "El Congreso aprueba la ley de verificación de edad"
    brief = _page("Noticias", heading, [law])
    assert judge_walls(article=f"# {heading}\n\n{law}\n\n© 2026 Example", markup=brief, learned=False) is None


DIDOMI = (
    "With your agreement, we and our partners use cookies or similar technologies to store, access, and process "
    "personal data like your visit on this website. You can withdraw your consent or object to processing "
    "based on legitimate interest at any time by clicking on “Learn More” or in our Privacy Policy."
)


def test_a_consent_notice_as_didomi_words_it_is_a_consent_wall() -> None:
    page = _page("Le Quotidien", "Welcome!", [DIDOMI], ("Agree and close", "Learn more"))
    assert failed_with(read_html(page), CONSENT_REASON)
    french = (
        "Avec votre accord, nos partenaires et nous utilisons des cookies ou technologies similaires pour "
        "stocker et accéder à des informations personnelles comme votre visite sur ce site."
    )
    page = _page("Le Quotidien", "Bienvenue !", [french], ("Accepter et fermer", "En savoir plus"))
    assert failed_with(read_html(page), CONSENT_REASON)


def test_a_german_pay_or_accept_offer_is_a_consent_wall() -> None:
    page = _page(
        "Nachrichten",
        "Werbefrei lesen oder zustimmen",
        ["Lesen Sie mit Werbung und Tracking oder werden Sie PUR-Abonnent."],
        ("Zustimmen und weiter", "Jetzt PUR abonnieren"),
    )
    assert failed_with(read_html(page), CONSENT_REASON)
    page = _page(
        "Nachrichten",
        "",
        [
            "Mit contentpass werbefrei lesen",
            "Wir und unsere Partner verwenden Cookies und ähnliche Technologien.",
        ],
        ("Akzeptieren", "Jetzt anmelden"),
    )
    assert failed_with(read_html(page), CONSENT_REASON)


def test_a_story_quoting_a_consent_notice_is_read() -> None:
    story = _page(
        "Media notes",
        "What the consent banners say",
        [
            "Most French publishers now show a notice that begins “"
            + DIDOMI[:90]
            + "…”, and readers click it "
            "away without reading. We counted how many of them offer a refusal on the first screen: fewer than "
            "half did last year, and most of those hid it behind a link styled as plain text.",
            STORY,
        ],
    )
    assert read_as_page(read_html(story), "Translators often")
