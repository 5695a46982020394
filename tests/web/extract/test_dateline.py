"""A story's dateline, set in its own element at the start of the first paragraph, is read with it.

News sites mark the dateline (``<span class="dateline">KIEL (dpa) –</span>``) with a class the rules count as
furniture; its words open the story's first sentence, so they are that sentence's. A span named so that
does not open a paragraph (a credit after a picture) stays out. The page is written for this test in the
shape a news site gives a story; the read goes through a real HTTP server on loopback, through the
documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

FIRST = (
    "Der Stadtrat hat am Dienstagabend mit 31 zu 9 Stimmen beschlossen, die Personenfähre über den alten "
    "Hafen wieder in Betrieb zu nehmen."
)
REST = [
    "Geplant sind zwei elektrische Schiffe für je 60 Fahrgäste, die im Berufsverkehr alle 20 Minuten fahren "
    "sollen; die Kosten werden auf 4,8 Millionen Euro über fünf Jahre geschätzt.",
    "Befürworter sagen, die Fähre verkürze die 40-minütige Autofahrt um die Förde auf eine Überfahrt von "
    "sieben Minuten, und entlaste im Sommer die Umgehungsstraße.",
    "Das erste Schiff soll im Frühjahr 2028 in Dienst gehen, sofern die Hafenbehörde die Genehmigung erteilt; "
    "bis dahin fährt weiter der Bus um die Förde.",
]
MENU = "".join(f"<a href='/r/{i}'>Ressort {i}</a> " for i in range(8))


def _story(dateline: str) -> str:
    rest = "".join(f"<p>{p}</p>" for p in REST)
    return (
        "<html><head><title>Stadtrat beschließt Rückkehr der Hafenfähre</title></head><body>"
        f"<nav>{MENU}</nav><main><article><h1>Stadtrat beschließt Rückkehr der Hafenfähre</h1>"
        "<figure><img src='/f.jpg' alt='Die alte Anlegestelle'><figcaption>Die alte Anlegestelle "
        "<span class='credit'>Foto: Stadtarchiv</span></figcaption></figure>"
        f"<div class='article__body'><p>{dateline} {FIRST}</p>{rest}</div></article></main></body></html>"
    )


@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
@pytest.mark.parametrize("tag", ["span", "strong"])
def test_a_dateline_opening_the_story_is_read(extractor: str, tag: str) -> None:
    html = _story(f"<{tag} class='article__dateline'>KIEL (dpa) –</{tag}>")
    text = extract_article(html, url="https://news.example/faehre", extractor=extractor).text
    assert "KIEL (dpa) –" in text and FIRST in text
    assert text.index("KIEL (dpa)") < text.index(FIRST)
    assert "Stadtarchiv" not in text and "Ressort" not in text


async def test_the_model_is_shown_the_dateline() -> None:
    shown = await shown_served(_story("<span class='dateline'>KIEL (dpa) –</span>"), "/faehre")
    assert f"KIEL (dpa) – {FIRST}" in shown
