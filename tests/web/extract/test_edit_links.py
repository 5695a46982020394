"""Links that edit the page go, with the brackets around them, and the headings beside them stay.

MediaWiki sets ``<span class="mw-editsection">[<a href="…&action=edit&section=1">edit</a>]</span>`` beside
every section's heading, inside one ``<div class="mw-heading">``: read as a line, "[edit]" is mostly link,
and the rule pass dropped the line as a list of links, and the section's heading with it. Documentation
themes put "Edit this page" on every page, linked to the file's edit view on GitHub. Both are the site's
controls. Known by where they lead (an edit action, a forge's edit view of a file), not by their words, so
any language's "bearbeiten" goes too; a link to a shared document's editor, or an edit link that is a
sentence's word, stays. The pages are written for this test in the shapes MediaWiki's Vector skin and
Docusaurus give them; the read goes through a real HTTP server on loopback, through the allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from kotoba.web.extract.edits import EDIT_HREF
from tests.support.served import shown_served

SECTIONS = [
    ("History", "The first steam ferry entered service in 1887, and a second vessel followed in 1903."),
    ("Vessels", "Four vessels served the crossing over its life, each built at the yard across the water."),
    ("Geschichte", "Die erste Dampffähre fuhr 1887, und ein zweites Schiff folgte im Jahr 1903."),
]
LEAD = (
    "The Old Harbour Ferry was a passenger ferry across the old harbour, operated from 1887 until 1994. At "
    "its peak in the 1950s it carried over two million passengers a year."
)


def _wiki() -> str:
    sections = "".join(
        f"<div class='mw-heading mw-heading2'><h2 id='s{i}'>{title}</h2><span class='mw-editsection'>"
        "<span class='mw-editsection-bracket'>[</span>"
        f"<a href='/w/index.php?title=Old_Harbour_Ferry&amp;action=edit&amp;section={i + 1}' "
        f"title='Edit section: {title}'><span>{'bearbeiten' if i == 2 else 'edit'}</span></a>"
        f"<span class='mw-editsection-bracket'>]</span></span></div><p>{text} {text}</p>"
        for i, (title, text) in enumerate(SECTIONS)
    )
    return (
        "<html><head><title>Old Harbour Ferry - Wikipedia</title></head><body><main id='content'>"
        "<h1 id='firstHeading'>Old Harbour Ferry</h1><div id='mw-content-text' class='mw-body-content'>"
        f"<div class='mw-parser-output'><p>{LEAD}</p>{sections}</div></div></main></body></html>"
    )


STEPS = (
    "Install the package, then point it at the tide tables your harbour authority publishes; it reads them "
    "once a day and predicts high and low water for every port in the file."
)
SENTENCE = (
    "Found a mistake? You can <a href='https://github.com/harbour/tidewater/edit/main/docs/intro.md'>edit "
    "this guide on GitHub</a>, where every change is reviewed before it is published."
)
SHARED = "<a href='https://docs.google.com/document/d/1AbC/edit'>the harbour's shared timetable</a>"


def _docs() -> str:
    return (
        "<html><head><title>Introduction | tidewater</title></head><body><main><article>"
        f"<h1>Introduction</h1><p>{STEPS}</p><p>{STEPS}</p><p>{SENTENCE}</p>"
        f"<p>The crossings of the season are listed in {SHARED}, which the office keeps up to date.</p>"
        "<footer class='theme-doc-footer'><div class='row'><div class='col'>"
        "<a href='https://github.com/harbour/tidewater/edit/main/docs/intro.md' class='theme-edit-this-page'>"
        "Edit this page</a></div></div></footer></article></main></body></html>"
    )


@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_a_wiki_keeps_its_headings_without_their_edit_links(extractor: str) -> None:
    text = extract_article(_wiki(), url="https://wiki.example/wiki/Ferry", extractor=extractor).text
    for title, words in SECTIONS:
        assert f"## {title}\n" in text and words in text
    assert "edit" not in text and "bearbeiten" not in text and "[" not in text


def test_a_docs_page_loses_its_edit_link_and_keeps_sentences_that_link_to_edits() -> None:
    text = extract_article(_docs(), url="https://docs.example/intro").text
    assert "Edit this page" not in text
    assert (
        "You can [edit this guide on GitHub](https://github.com/harbour/tidewater/edit/main/docs/intro.md)"
        in text
    )
    assert "[the harbour's shared timetable](https://docs.google.com/document/d/1AbC/edit)" in text


@pytest.mark.parametrize(
    ("href", "edits"),
    [
        ("/w/index.php?title=Ferry&action=edit&section=2", True),
        ("/w/index.php?title=Ferry&veaction=edit", True),
        ("https://github.com/harbour/tidewater/edit/main/docs/intro.md", True),
        ("https://gitlab.com/harbour/tidewater/-/edit/main/docs/intro.md", True),
        ("https://bitbucket.org/harbour/tidewater/src/main/docs/intro.md?mode=edit", True),
        ("https://docs.google.com/document/d/1AbC/edit", False),
        ("https://docs.google.com/document/d/1AbC/edit?usp=sharing", False),
        ("/blog/how-we-edit/", False),
        ("/w/index.php?title=Ferry&action=history", False),
    ],
)
def test_an_edit_link_is_known_by_where_it_leads(href: str, edits: bool) -> None:
    assert (EDIT_HREF.search(href) is not None) is edits


async def test_the_model_is_shown_each_section_under_its_heading() -> None:
    shown = await shown_served(_wiki(), "/wiki/Ferry")
    assert "## Vessels" in shown and "edit" not in shown
    docs = await shown_served(_docs(), "/intro")
    assert "Edit this page" not in docs and STEPS in docs
