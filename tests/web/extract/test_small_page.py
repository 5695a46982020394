"""A small page keeps its own content and leaves its chrome; the judges still read all of it.

A page with little text is not scored for an article, so it used to be read whole: a short docs page or a
shop's product came with its menus, cookie notice and footer. Where the page says where its content is (a
``<main>`` or ``<article>`` holding a heading and every paragraph of prose outside the furniture), that is
what the model is shown; a page that says nothing of the kind is still read whole. The block-page and wall
judges read the whole page's text as before: walls are small pages, and their sentence may stand outside
the element that looks like content. The pages are written for this test in the shapes real themes give
them; reads go through a real HTTP server on loopback, through the documented allow-list.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from kotoba.web.content import in_hand
from kotoba.web.extract.article import extract_article
from kotoba.web.outcome import FailureKind, ReadFailed
from kotoba.web.page import read_body
from tests.support.served import LOOPBACK, outcome_served, read_served, shown_served

MENU = "<nav class='site-nav'><a href='/'>Home</a> <a href='/docs'>Docs</a> <a href='/blog'>Blog</a></nav>"
COOKIES = (
    "<div class='cookie-consent' role='dialog'><p>We use cookies to make this site work, and you can "
    "change your cookie settings at any time.</p><button>Accept</button></div>"
)
FOOTER = (
    "<footer class='site-footer'><a href='/about'>About us</a> <a href='/privacy'>Privacy notice</a> "
    "<a href='/terms'>Terms of use</a><p>© 2026 Harbour Tools</p></footer>"
)
FIRST = "ferryctl is a command-line client for the ferry booking API, for Linux, macOS and Windows."
SECOND = "Version 1 configuration files are no longer read: run ferryctl migrate once to convert them."


def _docs(content_tag: str) -> str:
    """A short docs page: the menu, the cookie notice and the footer around ``content_tag``."""
    return (
        "<html><head><title>Getting started - ferryctl</title></head><body>"
        f"{MENU}{COOKIES}<div class='wrap'><{content_tag} class='doc'><h1>Getting started</h1>"
        f"<p>{FIRST}</p><h2>Install</h2><pre><code>brew install ferryctl</code></pre><p>{SECOND}</p>"
        f"</{content_tag}></div>{FOOTER}</body></html>"
    )


CHROME = ("Privacy notice", "We use cookies", "Docs", "© 2026 Harbour Tools")

LOGIN = (
    "<html><head><title>Sign in - Harbour Times</title></head><body>"
    f"{MENU}<main><article><h1>Sign in to keep reading</h1>"
    "<p>This story is for subscribers. Log in to your account to continue reading, or create one for free.</p>"
    "<form action='/login' method='post'><input type='email' name='email'>"
    "<input type='password' name='password'><button>Log in</button></form></article></main>"
    f"{COOKIES}{FOOTER}</body></html>"
)


@pytest.mark.parametrize("extractor", ["auto", "learned", "kotoba"])
@pytest.mark.parametrize("tag", ["main", "article"])
def test_a_small_page_gives_its_own_content(extractor: str, tag: str) -> None:
    article = extract_article(_docs(tag), url="https://docs.example/", extractor=extractor)
    assert FIRST in article.text and SECOND in article.text and "brew install ferryctl" in article.text
    for chrome in CHROME:
        assert chrome not in article.text
    # the judges still read every word of it
    assert all(chrome in article.judged for chrome in CHROME) and FIRST in article.judged


NOTICE = (
    "<html><head><title>Tide tables</title></head><body><div class='list'><ul>"
    "<li><a href='/tides/portsmouth'>Portsmouth</a></li><li><a href='/tides/gosport'>Gosport</a></li>"
    "<li><a href='/tides/hayling'>Hayling Island</a></li></ul></div></body></html>"
)


def test_without_a_content_element_the_rules_read_a_small_page_whole() -> None:
    article = extract_article(_docs("div"), url="https://docs.example/", extractor="kotoba")
    assert FIRST in article.text and "Privacy notice" in article.text and "We use cookies" in article.text
    assert article.whole == "" and article.judged == article.text


def test_without_a_content_element_the_model_judges_a_small_pages_blocks() -> None:
    """The learned extractor judges the blocks of a small page with no content element as any page's: on the
    research corpora's small pages it keeps far less of their chrome than the whole page did."""
    article = extract_article(_docs("div"), url="https://docs.example/", extractor="auto")
    assert FIRST in article.text and SECOND in article.text and "Privacy notice" not in article.text
    assert "Privacy notice" in article.judged


@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_a_small_page_where_nothing_tells_content_from_chrome_is_read_whole(extractor: str) -> None:
    """A page of links with no paragraph of prose: the model keeps no prose, so every line is kept."""
    article = extract_article(NOTICE, url="https://tides.example/", extractor=extractor)
    for place in ("Portsmouth", "Gosport", "Hayling Island"):
        assert place in article.text
    assert article.whole == ""


def test_the_judges_read_the_small_page_as_a_page_read_whole() -> None:
    """What the judges read of a page is the very text the rules give of it read whole: the same page with
    its content element renamed a ``<div>``, which tells nothing."""
    for extractor in ("auto", "learned", "kotoba"):
        for fmt in ("markdown", "text"):
            told = extract_article(
                _docs("main"), url="https://docs.example/", extractor=extractor, format=fmt
            )
            whole = extract_article(_docs("div"), url="https://docs.example/", extractor="kotoba", format=fmt)
            assert told.text != whole.text and told.judged == whole.text
            told = extract_article(_docs("div"), url="https://docs.example/", extractor=extractor, format=fmt)
            assert told.judged == whole.text


def test_a_log_in_wall_with_its_form_in_an_article_is_still_judged_a_wall() -> None:
    article, blocked, wall = read_body(
        in_hand(LOGIN, "https://news.example/story"), extractor="auto", block_chars=1500
    )
    assert "We use cookies" not in article.text and "We use cookies" in article.judged
    assert blocked is None and wall is not None and wall.kind == "login" and wall.failure


async def test_the_model_is_shown_a_small_page_without_its_menu_and_footer() -> None:
    shown = await shown_served(_docs("main"), "/docs")
    assert FIRST in shown and SECOND in shown
    for chrome in CHROME:
        assert chrome not in shown
    plain = await read_served({"/plain": _docs("div")}, "/plain", replace(LOOPBACK, extractor="kotoba"))
    assert "Privacy notice" in plain.text


async def test_a_small_log_in_wall_is_still_refused() -> None:
    outcome = await outcome_served({"/story": LOGIN}, "/story")
    assert isinstance(outcome, ReadFailed) and outcome.kind is FailureKind.LOGIN_WALL
