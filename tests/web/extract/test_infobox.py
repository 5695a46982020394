"""A wiki article's infobox reaches the model: the table right over the lead is the article's, not trimmed.

The trim drops what stands before an article's first paragraph (its byline, its date, its share buttons);
an infobox stands there too, and holds the facts a reader looks up first. The page is written for this test
in the shape MediaWiki's Vector skin gives an article; the read goes through a real HTTP server on loopback,
through the documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

FACTS = [
    ("Type", "Passenger ferry"),
    ("Opened", "1887"),
    ("Length", "1.2 km"),
    ("Operator", "Harbour Steam Packet"),
]
LEAD = (
    "The Old Harbour Ferry was a passenger ferry across the old harbour of Portsmouth, operated from 1887 "
    "until 1994. At its peak in the 1950s it carried over two million passengers a year."
)
HISTORY = (
    "The first steam ferry entered service in 1887 and a second vessel followed in 1903. The service declined "
    "after the harbour bridge opened in 1971, and the last operator went out of business in 1994."
)
SIDEBAR = "".join(f"<li><a href='/wiki/Special:{i}'>Tool number {i}</a></li>" for i in range(10))


def _article() -> str:
    rows = "".join(
        f"<tr><th scope='row' class='infobox-label'>{k}</th><td class='infobox-data'>{v}</td></tr>"
        for k, v in FACTS
    )
    return (
        "<!DOCTYPE html><html><head><title>Old Harbour Ferry - Wikipedia</title></head><body>"
        f"<div id='mw-navigation'><nav id='p-navigation'><ul>{SIDEBAR}</ul></nav></div>"
        "<main id='content' class='mw-body'><h1 id='firstHeading'>Old Harbour Ferry</h1><div id='bodyContent'>"
        "<div id='mw-content-text' class='mw-body-content'><div class='mw-parser-output'>"
        f"<table class='infobox vcard'><tbody><tr><th colspan='2' class='infobox-above'>Old Harbour Ferry</th></tr>{rows}"
        f"</tbody></table><p>{LEAD}</p><h2 id='History'>History</h2><p>{HISTORY}</p>"
        f"<p>{HISTORY.replace('first', 'original')}</p></div></div></div></main>"
        f"<footer id='footer'><ul>{SIDEBAR}</ul><p>Text is available under a licence.</p></footer></body></html>"
    )


@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
@pytest.mark.parametrize("format", ["markdown", "text"])
def test_the_infobox_over_the_lead_is_kept(extractor: str, format: str) -> None:
    text = extract_article(
        _article(), url="https://wiki.example/Ferry", extractor=extractor, format=format
    ).text
    for label, value in FACTS:
        assert f"{label} | {value}" in text
    assert text.index("Harbour Steam Packet") < text.index(LEAD)
    assert "Tool number" not in text


def test_the_infobox_is_a_table_in_markdown() -> None:
    text = extract_article(_article(), url="https://wiki.example/Ferry").text
    assert "| Type | Passenger ferry |" in text


async def test_the_model_is_shown_the_infobox() -> None:
    shown = await shown_served(_article(), "/wiki/Old_Harbour_Ferry")
    assert "| Operator | Harbour Steam Packet |" in shown and LEAD in shown
