"""The walls judge's open items as classes, on pages written for these tests (not the corpus's):

- the platforms' tables read through the one reader :mod:`kotoba.web.verdict.walls_platforms` gives them, no
  second name for it in :mod:`kotoba.web.verdict.walls_platforms2`;
- the platforms' not-found fragments (WordPress themes', MediaWiki's, Drupal's, Astra's, as
  :mod:`kotoba.web.verdict.walls_platforms2` cites them) a soft 404 as a sentence of their own, the page's
  message; named inside a longer sentence of a short page (a help page, a changelog, a diver's log), read.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict import walls_platforms, walls_platforms2, walls_rules
from kotoba.web.verdict.walls import SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://blog.example/2026/06/harbour-dredging"


def test_the_platforms_tables_are_read_through_one_reader() -> None:
    # (walls_platforms2 is a table of sentences; the reading is walls_platforms's alone)
    assert not hasattr(walls_platforms2, "branches")
    assert not hasattr(walls_platforms2, "needles")
    assert walls_rules._PLATFORM_CONSENT_STOP == walls_platforms.branches(walls_platforms2.CONSENT_STOPS)


# (the platforms' not-found fragments, as a page says them as its message or quotes them in a sentence of its
# own that goes on)
WIKI_URL = "https://wiki.example/wiki/Help:Deleted_pages"


def _short_page(title: str, heading: str, paragraphs: list[str], lang: str = "en") -> str:
    said = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
    return (
        f"<html lang='{lang}'><head><title>{title}</title></head><body><header><a href='/'>Harbour Wiki</a>"
        f"</header><main><h1>{heading}</h1>{said}</main><footer><a href='/privacy'>Privacy</a></footer>"
        "</body></html>"
    )


@pytest.mark.parametrize("fragment", walls_platforms2.NOT_FOUND_SENTENCES)
def test_each_platform_not_found_sentence_as_the_pages_message_is_a_soft_404(fragment: str) -> None:
    # (a line of its own under the site's name, closing with the sentence's stop where it has one)
    stop = "" if fragment[-1] in ".!?。" else "."
    page = _short_page("Harbour Notes", "Harbour Notes", [f"{fragment}{stop}"])
    assert failed_with(read_html(page, URL), SOFT_404_REASON), fragment


# (not the entries that are whole sentences, their stop included: quoted, they are still a sentence of their
# own; nor the Czech heading the rules' own pattern reads wherever it stands, "stránka nebyla nalezena")
INSIDE = [
    fragment
    for fragment in walls_platforms2.NOT_FOUND_SENTENCES
    if fragment[-1] not in ".!?。" and fragment != "Omlouváme se, ale stránka nebyla nalezena"
]


@pytest.mark.parametrize("fragment", INSIDE)
def test_each_platform_not_found_sentence_quoted_inside_a_longer_sentence_is_read(fragment: str) -> None:
    # (a changelog's entry naming the template's line, its sentence going on past it)
    page = _short_page(
        "Changelog 2.4",
        "Changelog 2.4",
        [
            f"The old template printed {fragment} under the search form, and readers from old links thought the "
            "site was down; it now lists the newest posts instead."
        ],
    )
    assert read_as_page(read_html(page, "https://theme.example/changelog"), "newest posts"), fragment


HELP_PAGES = [
    _short_page(
        "Help: deleted pages",
        "Deleted pages",
        [
            "If you see no hay texto en esta página, the page was deleted or never existed; ask an administrator "
            "to restore it."
        ],
    ),
    _short_page(
        "Ayuda",
        "Páginas borradas",
        ["Cuando el wiki dice que no hay texto en esta página, la página fue borrada o nunca existió."],
        "es",
    ),
    _short_page(
        "Changelog",
        "Changelog 2.4",
        [
            "Die 404-Vorlage sagt jetzt, dass an dieser Stelle nichts gefunden wurde, statt eine leere Seite zu zeigen."
        ],
        "de",
    ),
    _short_page(
        "Tauchgang am Riff",
        "Tauchgang am Riff",
        ["Wir haben an dieser Stelle nichts gefunden, aber zwei Meter weiter lag das Wrack im Sand."],
        "de",
    ),
]


@pytest.mark.parametrize("html", HELP_PAGES)
def test_a_short_page_saying_the_sentence_inside_its_own_is_read(html: str) -> None:
    outcome = read_html(html, WIKI_URL)
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome
