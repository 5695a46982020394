"""The extractor's rule tables, checked as tables: which names, headings and lines count as furniture."""

from __future__ import annotations

import pytest
from lxml import etree

from kotoba.web.extract.rules import (
    CLOSING_LINES,
    DISCUSSION,
    LABEL_LINES,
    SECTION_HEADINGS,
    STRONG,
    WEAK,
    discussion,
    furniture,
)


def element(html: str) -> etree._Element:
    if html.startswith("<body"):
        return etree.fromstring(f"<html>{html}<p>x</p></body></html>", etree.HTMLParser()).find("body")
    root = etree.fromstring(f"<html><body>{html}</body></html>", etree.HTMLParser())
    return root.find("body")[0]


@pytest.mark.parametrize(
    ("html", "verdict"),
    [
        ('<div class="comments-area">', STRONG),  # comment threads can outgrow the story
        ('<section id="related-posts">', STRONG),
        ('<div class="OUTBRAIN">', STRONG),
        ("<nav>", STRONG),
        ("<footer>", STRONG),
        ("<figure>", STRONG),
        ('<div class="share-buttons">', WEAK),  # first word names furniture
        ('<div class="site-footer">', WEAK),  # last word names furniture
        ('<div role="navigation">', WEAK),
        ("<form>", WEAK),  # a comment box, unless the site wraps its page in a form
        ('<div class="elementor-widget-container">', None),  # a word in the middle: a page builder's wrapper
        ('<div class="entry-content">', None),
        ('<div class="no-sidebar">', None),  # a layout, not a sidebar
        ('<body class="comments-open">', None),  # the body is never furniture
        ('<article class="post">', None),
        ('<h2 id="review-questions">Review questions</h2>', None),  # an id made from its own title
        ('<h2 id="reviews">Specifications</h2>', STRONG),  # an id naming a role
        ('<section id="comments"><h2>Comments</h2></section>', None),  # a chapter's slug (its heading rules)
    ],
)
def test_furniture_by_tag_role_class_and_id(html: str, verdict: str | None) -> None:
    assert furniture(element(html)) == verdict


@pytest.mark.parametrize(
    ("heading", "opens_a_section"),
    [
        ("Related stories", True),
        ("You may also like:", True),
        ("More from Politics", True),
        ("Leave a Reply", True),
        ("Você pode gostar...", True),
        ("Artigos relacionados", True),
        ("Leggi anche", True),
        ("Customer Reviews", True),
        ("Recently viewed", True),
        ("Customers also bought", True),
        ("Delivery & Returns", True),
        ("Reviewing the evidence", False),
        ("Related post: Pickled Brussels Sprouts Recipe", False),  # a link inside the story
        ("How the deal was made", False),
        ("Popularity of the measure", False),
    ],
)
def test_headings_that_open_other_content(heading: str, opens_a_section: bool) -> None:
    match = SECTION_HEADINGS.match(heading)
    assert (match is not None and len(heading) - match.end() <= 16) is opens_a_section


@pytest.mark.parametrize(
    ("line", "label"),
    [
        ("Advertisement", True),
        ("5 Min Read", True),
        ("Image 3 of 8", True),
        ("November 19, 2019 / 12:21 AM / Updated 14 hours ago", True),
        ("Updated: Nov. 19, 2019 at 3:04 p.m. EST", True),
        ("* * *", True),
        ("___", False),  # agencies close sections with underscores, and the benchmark keeps them
        ("May 5 people were hurt in the storm.", False),
        ("Share prices fell sharply on Tuesday.", False),
    ],
)
def test_label_lines(line: str, label: bool) -> None:
    assert (LABEL_LINES.match(line) is not None) is label


@pytest.mark.parametrize(
    ("line", "closing"),
    [
        ("Reporting by Rodrigo Campos; Editing by Nick Zieminski", True),
        ("Fox News' Jessica Napoli contributed to this report.", True),
        ("Subscribe to the channel for all of the latest videos.", True),
        ("Follow us on Twitter @Spacedotcom", True),
        ("The company said it would report again in March.", False),
    ],
)
def test_closing_lines(line: str, closing: bool) -> None:
    assert (CLOSING_LINES.match(line) is not None) is closing


@pytest.mark.parametrize(
    "names",
    [
        'class="comment-list"',
        'id="Replies"',
        'class="wp-discussion"',
        'class="user-reviews"',
        'class="preview"',  # a preview is no review
        'class="respond"',
        'class="entry-content"',
        'class="diſcuſſion"',  # the long s, which case-blind matching reads as "s"
        'class="DİSCUSSİON"',  # the dotted capital I, read as "i"
        'class="replıes"',  # the dotless i
        'class="thread" id="Comments"',
    ],
)
def test_discussion_names_as_the_regex_reads_them(names: str) -> None:
    """The quick check before the regex never hides a name the regex finds, whatever letters spell it."""
    el = element(f"<div {names}>")
    assert discussion(el) == (DISCUSSION.search(f"{el.get('class') or ''} {el.get('id') or ''}") is not None)
