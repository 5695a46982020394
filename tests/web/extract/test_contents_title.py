"""A table of contents' title does not stand alone over the story once its list of links has gone.

Table-of-contents plugins (Easy Table of Contents, Rank Math's block, a theme's "In this article") open a
story with a box of links to its sections under a title. The links go as a list of links; their title was
left over the first paragraph ("Table of Contents", "Contents:", "In this post:"), a label of nothing. The
pages are written for these tests in the shape those plugins give; the read goes through a real HTTP server
on loopback, through the documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

SECTIONS = [
    (
        "Why the timetable changed",
        "The council approved the new ferry timetable on Tuesday, adding two early crossings on weekdays and a "
        "late return on Fridays, after a year of complaints from commuters who work in the harbour district.",
    ),
    (
        "Which vessel runs the new crossings",
        "The operator said the extra crossings would be run by the older of its two vessels, which had been "
        "kept in reserve since the spring, and that fares would not change before the new year.",
    ),
    (
        "What the island asked for",
        "Residents on the island welcomed the decision but asked for a shelter at the mainland pier, where "
        "passengers wait in the open for the last boat; the council said it would look at the cost.",
    ),
]


INTRO = (
    "From Monday the ferry runs on a new timetable. Here is what changes for passengers, why the council chose "
    "it, and what the island still wants from the operator before the winter."
)


def _story(title: str) -> str:
    links = "".join(f"<li><a href='#s{i}'>{heading}</a></li>" for i, (heading, _) in enumerate(SECTIONS))
    body = "".join(
        f"<h2 id='s{i}'>{heading}</h2><p>{words}</p>" for i, (heading, words) in enumerate(SECTIONS)
    )
    return (
        "<html><head><title>The new ferry timetable, explained</title></head><body>"
        "<header><nav><a href='/'>Home</a> <a href='/news'>News</a></nav></header>"
        "<main><article><h1>The new ferry timetable, explained</h1><div class='entry-content'>"
        f"<p>{INTRO}</p><div id='ez-toc-container' class='ez-toc-v2_0 counter-hierarchy ez-toc-container'>"
        f"<div class='ez-toc-title-container'><p class='ez-toc-title'>{title}</p><span class='ez-toc-title-toggle'>"
        "<a href='#' class='ez-toc-toggle' aria-label='Toggle Table of Content'></a></span></div>"
        f"<nav><ul class='ez-toc-list'>{links}</ul></nav></div>{body}</div></article></main>"
        "<footer><p>© The Gazette</p></footer></body></html>"
    )


@pytest.mark.parametrize("title", ["Table of Contents", "Contents:", "In this article", "On this page"])
def test_the_title_of_a_table_of_contents_goes_with_it(title: str) -> None:
    text = extract_article(_story(title)).text
    assert SECTIONS[0][1] in text and "## Which vessel runs the new crossings" in text
    assert title not in text


def test_a_section_named_contents_keeps_its_heading() -> None:
    html = _story("Table of Contents").replace("Which vessel runs the new crossings", "Contents of the deal")
    assert "## Contents of the deal" in extract_article(html).text


async def test_the_model_is_shown_the_story_from_its_first_paragraph() -> None:
    shown = await shown_served(_story("Table of Contents"), "/timetable")
    assert SECTIONS[2][1] in shown and "Table of Contents" not in shown
