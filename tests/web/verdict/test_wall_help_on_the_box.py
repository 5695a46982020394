"""A help or docs page about a members-only box, quoting it as what a reader sees ("A reader without access
sees the box: This post is for paying subscribers only."), is read as the page, with no paywall note; the
box ending an article's preview, said to its own reader, is still the paywall."""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from tests.web.verdict.walls.corpus import read_html

URL = "https://help.example/articles/post-access"


def _page(title: str, headline: str, *paragraphs: str) -> str:
    body = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
    return (
        f"<html><head><title>{title}</title></head><body><main><h1>{headline}</h1>{body}</main></body></html>"
    )


HELP_PAGES = [
    (
        "Help",
        "How do I limit a post to paid tiers?",
        "Open the post settings and choose who can see it. A reader without access sees the box: This post is "
        "for subscribers on the Gold and Silver tiers only.",
    ),
    (
        "Docs",
        "Setting post access",
        "Open the post settings and choose Paid-members only.",
        "Readers without access see the box: This post is for paying subscribers only.",
    ),
    (
        "Help",
        "What do free members see?",
        "They see the first paragraph, then Ghost shows: Upgrade to a paid account to get full access.",
    ),
    (
        "Docs",
        "Members-only pages",
        "Pick a tier under Page access. The theme then displays the message: This page is for subscribers on "
        "the Gold tier only.",
    ),
]


@pytest.mark.parametrize("page", HELP_PAGES)
def test_a_help_page_quoting_the_box_gets_no_paywall_note(page: tuple[str, ...]) -> None:
    outcome = read_html(_page(*page), URL)
    assert isinstance(outcome, PageRead), outcome
    assert outcome.wall is None
    assert page[2][:20] in outcome.text


OPENING = (
    "<p>The council approved the dredging of the inner harbour on Tuesday, after a year of delays over the "
    "disposal of the silt and a dispute with the fishing cooperative.</p>"
)
BOXES = [
    "This post is for paying subscribers only",
    "This post is for subscribers on the Gold and Silver tiers only",
    "Upgrade to a paid account to get full access.",
]


@pytest.mark.parametrize("box", BOXES)
def test_the_box_ending_an_articles_preview_is_still_a_paywall(box: str) -> None:
    cta = (
        f"<aside class='gh-post-upgrade-cta'><h2>{box}</h2><a class='button' href='#/portal/signup'>Subscribe"
        "</a><p><a href='#/portal/signin'>Sign in</a></p></aside>"
    )
    markup = (
        "<html><head><title>Harbour dredging</title></head><body><article class='gh-article'><h1>Harbour "
        f"dredging</h1><section class='gh-content'>{OPENING}{cta}</section></article></body></html>"
    )
    outcome = read_html(markup, "https://blog.example/2026/06/harbour-dredging")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome
