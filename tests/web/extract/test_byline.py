"""Who wrote a story and when reaches the model: the byline a page shows under its headline.

The byline is furniture to the extractor's rules and not content to the benchmarks' ground truth, so it is
kept beside the title (``byline``), not in the text. The pages are written for these tests in the shapes
themes give them (a WordPress theme's ``entry-meta``, a news site's ``byline`` with microdata, a Ghost
post's byline box); the read goes through a real HTTP server on loopback, through the documented
allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.tools.web_extract import fenced_page
from kotoba.web.extract.article import extract_article
from kotoba.web.outcome import outcome_json
from tests.support.served import read_served

STORY = [
    "The city council voted 31 to 9 on Tuesday night to restore a passenger ferry across the old harbour, "
    "a route that closed in 1994 when the last operator went out of business.",
    "The plan, which will cost an estimated four million pounds over five years, calls for two electric "
    "vessels carrying up to 60 passengers each, with crossings every 20 minutes at peak hours.",
    "Supporters said the service would cut a 40-minute drive around the estuary to a seven-minute crossing, "
    "and take pressure off the ring road during the summer season.",
    "Opponents questioned the ridership figures, which assume 1,800 trips a day by the third year, and "
    "asked who had produced them.",
    "The first vessel is expected to enter service in the spring of 2028, subject to a licence from the "
    "harbour authority.",
]
CHROME = (
    "<header class='site-header'><a href='/'>Harbour Post</a><nav><a href='/world'>World</a> "
    "<a href='/sport'>Sport</a> <a href='/culture'>Culture</a></nav></header>"
)
FOOTER = "<footer><a href='/about'>About us</a> <a href='/privacy'>Privacy</a> © 2026 Harbour Post</footer>"
RELATED = "".join(f"<li><a href='/n/{i}'>Other story number {i} of the week</a></li>" for i in range(6))


def _page(header: str) -> str:
    paragraphs = "".join(f"<p>{p}</p>" for p in STORY)
    return (
        "<!DOCTYPE html><html><head><title>Council approves ferry plan</title></head><body>"
        f"{CHROME}<main><article>{header}<div class='entry-content'>{paragraphs}</div></article>"
        f"<aside class='related'><h2>Related stories</h2><ul>{RELATED}</ul></aside></main>{FOOTER}</body></html>"
    )


HEADERS = {
    "wordpress entry-meta": (
        "<header class='entry-header'><h1 class='entry-title'>Council approves ferry plan</h1>"
        "<div class='entry-meta'><span class='byline'><span class='author vcard'><a class='url fn n' "
        "href='/author/helen/'>Helen Marsh</a></span></span> <span class='posted-on'><a href='/2026/03/04/'>"
        "<time class='entry-date published' datetime='2026-03-04T21:15:00Z'>March 4, 2026</time></a></span>"
        "</div></header>",
        "Helen Marsh · March 4, 2026",
    ),
    "news byline with microdata": (
        "<h1 itemprop='headline'>Council approves ferry plan</h1><div class='article__meta'>"
        "<div class='byline' itemprop='author'><span>By </span><a href='/authors/hm'>Helen Marsh</a></div>"
        "<div class='article__date'><time datetime='2026-03-04T21:15:00Z'>4 March 2026, 21:15 GMT</time></div>"
        "<div class='share-tools'><a href='/share'>Share</a></div></div>",
        "By Helen Marsh · 4 March 2026, 21:15 GMT",
    ),
    "a relative date, read from its datetime": (
        "<h1>Council approves ferry plan</h1><p class='post-author'>Helen Marsh</p>"
        "<time datetime='2026-03-04T21:15:00Z'>3 hours ago</time>",
        "Helen Marsh · 2026-03-04",
    ),
    "a standfirst over the byline (Ghost)": (
        "<header class='article-header'><h1 class='article-title'>Council approves ferry plan</h1>"
        "<p class='article-excerpt'>Two electric vessels will cross the old harbour every twenty minutes from "
        "the spring of 2028, the council decided on Tuesday night.</p><div class='article-byline'>"
        "<h4 class='author-name'><a href='/author/h/'>Helen Marsh</a></h4><time class='byline-meta-date' "
        "datetime='2026-03-04'>4 Mar 2026</time></div></header>",
        "Helen Marsh · 4 Mar 2026",
    ),
    "a date alone": (
        "<h1>Council approves ferry plan</h1><span class='date'>Updated 04.03.2026</span>",
        "Updated 04.03.2026",
    ),
}


@pytest.mark.parametrize("name", list(HEADERS))
@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_the_byline_under_the_headline_is_kept_beside_the_text(name: str, extractor: str) -> None:
    header, expected = HEADERS[name]
    article = extract_article(_page(header), url="https://news.example/ferry", extractor=extractor)
    assert article.byline == expected
    assert STORY[0] in article.text and STORY[-1] in article.text
    assert expected not in article.text  # metadata, as the title is: the text is the story's own


def test_a_page_without_a_byline_has_none() -> None:
    article = extract_article(_page("<h1>Council approves ferry plan</h1>"), url="https://news.example/ferry")
    assert article.byline == ""
    # an author's box after the story is no byline: only the stretch between headline and text is read
    boxed = _page("<h1>Council approves ferry plan</h1>").replace(
        "</article>",
        "<div class='author-bio'><p>Helen Marsh has covered the harbour since 2009.</p></div></article>",
    )
    assert extract_article(boxed, url="https://news.example/ferry").byline == ""


def test_markdown_syntax_in_a_byline_is_escaped() -> None:
    header = "<h1>Council approves ferry plan</h1><div class='byline'># Helen *Marsh*</div>"
    assert extract_article(_page(header)).byline == "\\# Helen \\*Marsh\\*"
    assert extract_article(_page(header), format="text").byline == "# Helen *Marsh*"


async def test_the_model_and_the_json_are_told_who_wrote_it_and_when() -> None:
    outcome = await read_served({"/ferry": _page(HEADERS["wordpress entry-meta"][0])}, "/ferry")
    assert outcome.byline == "Helen Marsh · March 4, 2026"
    shown = fenced_page(outcome)
    # under the title, inside the fence (the page's own words), before the story
    assert shown.index("# Council approves ferry plan") < shown.index("Helen Marsh · March 4, 2026")
    assert shown.index("Helen Marsh · March 4, 2026") < shown.index(STORY[0])
    assert shown.index("Helen Marsh") > shown.index("<<<")
    assert "Related stories" not in shown and "Privacy" not in shown
    assert outcome_json(outcome)["byline"] == "Helen Marsh · March 4, 2026"
