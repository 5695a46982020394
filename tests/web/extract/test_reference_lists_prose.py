"""A closing "Sources" section told in short paragraphs of the article's own (where its reporting came
from) stays: a line under such a heading counts as a citation where it is a list's item or names what a
citation names, a year or an address (:mod:`tests.web.extract.test_reference_lists`)."""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.web.extract.test_reference_lists import CITATIONS, _page

ACCOUNT = [
    "This story drew on interviews with eleven psychiatrists at four hospitals in the region.",
    "The figures on waiting times came from the health ministry's yearly report, published in March.",
]


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_a_sources_section_in_short_paragraphs_stays(fmt: str) -> None:
    text = extract_article(
        _page("<h2>Sources</h2>" + "".join(f"<p>{p}</p>" for p in ACCOUNT)), format=fmt
    ).text
    assert ACCOUNT[0][:-1] in text and ACCOUNT[1][:-1] in text


@pytest.mark.parametrize("fmt", ["markdown", "text"])
def test_citations_in_paragraphs_still_go(fmt: str) -> None:
    text = extract_article(
        _page("<h2>Sources</h2>" + "".join(f"<p>{c}</p>" for c in CITATIONS)), format=fmt
    ).text
    assert "Brain imaging in routine psychiatric practice" not in text
