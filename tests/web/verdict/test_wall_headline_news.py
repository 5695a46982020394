"""A short news story whose headline and first sentence report a log-in wall is the story, not the wall.

Twitter's 2023 change ("Twitter now requires you to log in to view tweets") was reported that way in every
language: the headline says the wall, the lead says it again, and the story goes on for a dozen paragraphs
about who it affects. Kept under :data:`~kotoba.web.verdict.walls.PAGE_CHARS`, such a brief was refused as a
log-in wall ("title and heading and text"): its story speaks of accounts and signing in, the wall's own
machinery, so what it says of its own measured next to nothing. It is read since the prose after the lead is
weighed by how it speaks (:mod:`kotoba.web.verdict.walls_story`): sentences about others, of a story's length,
one after another, not a wall's lines to its reader.
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls import PAGE_CHARS, judge_walls

STORY = {
    "en": (
        "The change affects millions of people who read the network without an account, above all reporters"
        " and researchers. Several outlets said that links shared on other sites stopped opening for anyone"
        " who was not signed in, and that embedded posts showed an empty box in their place. "
    ),
    "es": (
        "El cambio afecta a millones de usuarios que leían la red social sin cuenta, sobre todo periodistas e"
        " investigadores. Varios medios señalaron que los enlaces compartidos en otras webs dejaron de abrirse"
        " para quien no tenía cuenta. "
    ),
    "pt": (
        "A mudança afeta milhões de usuários que usavam o serviço sem conta, sobretudo aposentados e"
        " pensionistas. Vários jornais apontaram que os links compartilhados deixaram de abrir para quem não"
        " tinha cadastro. "
    ),
}
CASES = [
    (
        "en",
        "Twitter now requires you to log in to view tweets",
        "Since Friday you must log in to view tweets on the web, a measure Musk called temporary.",
    ),
    (
        "es",
        "Twitter: ahora es necesario iniciar sesión para ver tuits",
        "Desde este viernes es necesario iniciar sesión para ver tuits en la web, una medida que Musk calificó"
        " de temporal.",
    ),
    (
        "pt",
        "INSS: agora é necessário fazer login no gov.br para ver o extrato",
        "A partir de março é necessário fazer login com conta prata ou ouro para consultar o extrato, informou"
        " o ministério.",
    ),
]


@pytest.mark.parametrize(("lang", "title", "lead"), CASES, ids=[case[0] for case in CASES])
def test_a_news_brief_reporting_a_log_in_wall_is_read_as_the_story(lang: str, title: str, lead: str) -> None:
    paragraphs = [lead, *[STORY[lang]] * 10]
    article = "\n\n".join([title, *paragraphs])
    assert 2000 < len(article) <= PAGE_CHARS  # a brief: short enough to be judged at all
    markup = (
        f"<html lang={lang}><head><title>{title}</title></head><body><article><h1>{title}</h1>"
        + "".join(f"<p>{p}</p>" for p in paragraphs)
        + "</article></body></html>"
    )
    assert (
        judge_walls(article=article, markup=markup, title=title, url="https://news.example.com/2023/07/x")
        is None
    )
