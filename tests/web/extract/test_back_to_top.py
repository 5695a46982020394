"""A "Back to top" link over the article goes, as a "Skip to content" link does.

Sphinx's Furo theme opens every page's content column with ``<a href="#" class="back-to-top">Back to
top</a>``: a link to the top of the document (HTML's indicated part of the document is the top for an empty
fragment or ``#top``), loose in the wrapper of the article, before its first block. The learned extractor
already dropped the links there that lead to an element of the page (``#main``); one that leads to its top
is the same control, whatever the page's ids or the link's words. The page (``pages/furo-quickstart.html``)
was written in the shape Furo gives a page; the read goes through a real HTTP server on loopback, through
the allow-list.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

INTRO = "tidewater reads tide tables from harbour authorities and predicts high and low water for any port."
# A Furo quickstart page, written for the tests in the shape Sphinx's Furo theme gives one (its sidebar, its
# footer, the site's footer links), as long as one: a shorter page is read whole, a longer one buries the link.
FURO = (Path(__file__).parent / "pages" / "furo-quickstart.html").read_text(encoding="utf-8")
LINK = '<a href="#" class="back-to-top muted-link"><span>Back to top</span></a>'


def _furo(href: str, words: str) -> str:
    assert LINK in FURO
    return FURO.replace(LINK, f'<a href="{href}" class="back-to-top muted-link"><span>{words}</span></a>')


@pytest.mark.parametrize(("href", "words"), [("#", "Back to top"), ("#top", "Nach oben"), ("#TOP", "Top")])
def test_a_link_to_the_top_over_the_article_goes(href: str, words: str) -> None:
    text = extract_article(_furo(href, words), url="https://docs.example/quickstart.html").text
    assert text.startswith(INTRO) and words not in text


async def test_the_model_is_shown_the_article_first() -> None:
    shown = await shown_served(_furo("#", "Back to top"), "/quickstart.html")
    assert INTRO in shown and "Back to top" not in shown
