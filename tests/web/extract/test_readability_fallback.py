"""readability-lxml's second opinion fails quietly when the library fails on a page (its article is then
"none found"), but never hides a failure of kotoba's own code around it: that is kotoba's bug, raised."""

from __future__ import annotations

import pytest

from kotoba.web.extract import article as article_module
from kotoba.web.extract.article import extract_article
from tests.support import pages


def test_a_bug_in_kotobas_own_title_cleaning_is_raised_not_taken_for_no_article(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def planted(title: str) -> str:
        raise KeyError("planted")

    monkeypatch.setattr(article_module, "_clean_title", planted)
    with pytest.raises(KeyError, match="planted"):
        extract_article(pages.article(), extractor="readability")


def test_the_librarys_own_failure_still_falls_back_to_kotobas_article(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import readability

    def failing(*args: object, **kwargs: object) -> None:
        raise ValueError("the library gave up on the page")

    monkeypatch.setattr(readability, "Document", failing)
    assert pages.SENTENCES[0] in extract_article(pages.article(), extractor="readability").text
