"""A box's title set as a paragraph opens a section as a heading does: "You might also like", "About the author".

The rules drop the section a heading such as "Related stories" or "About the author" opens. Editors and page
builders often set that title not as an ``<h2>`` but as a paragraph in bold (``<p><strong>YOU MIGHT ALSO
LIKE:</strong></p>``) or a box named a title (``<p class="box-title">``), and the list of other stories and
the writer's biography after it were kept as the story's. The pages are written for these tests in the shape
a WordPress story gives; the read goes through a real HTTP server on loopback, through the allow-list.
"""

from __future__ import annotations

import time

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

STORY = [
    "The council approved the new ferry timetable on Tuesday, adding two early crossings on weekdays and a late "
    "return on Fridays, after a year of complaints from commuters who work in the harbour district.",
    "The operator said the extra crossings would be run by the older of its two vessels, which had been kept in "
    "reserve since the spring, and that fares would not change before the new year.",
    "Residents on the island welcomed the decision but asked for a shelter at the mainland pier, where "
    "passengers wait in the open for the last boat; the council said it would look at the cost.",
    "A second vote, on parking at the terminal, was put off until next month, when the harbour board is due to "
    "publish its survey of how far passengers travel to reach the boat.",
]
BIO = (
    "Helen Marsh has covered the harbour and the island for the Gazette since 2014, and before that reported on "
    "transport for a regional radio station; she lives on the island and takes the ferry every day."
)
RELATED = ["Harbour board names new chair", "Island school to reopen after repairs", "Ferry fares frozen"]


def _story(related_title: str, bio_title: str, after: str = "") -> str:
    paras = "".join(f"<p>{words}</p>" for words in STORY)
    related = "".join(f"<li><a href='/news/{i}'>{title}</a></li>" for i, title in enumerate(RELATED))
    return (
        "<html><head><title>Council approves ferry timetable</title></head><body>"
        "<header><nav><a href='/'>Home</a> <a href='/news'>News</a></nav></header>"
        "<main><article><h1>Council approves ferry timetable</h1>"
        f"<div class='entry-content'>{paras}{after}{related_title}<ul>{related}</ul>"
        f"<div class='wp-block-group'>{bio_title}<p>{BIO}</p></div></div></article></main>"
        "<footer><p>© The Gazette</p></footer></body></html>"
    )


@pytest.mark.parametrize(
    ("related_title", "bio_title"),
    [
        ("<p><strong>YOU MIGHT ALSO LIKE:</strong></p>", "<p class='box-title'>About the author</p>"),
        ("<p class='block-heading'>Read next</p>", "<p><b>About the Author:</b></p>"),
    ],
)
@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_a_box_titled_in_a_paragraph_goes_with_its_title(
    related_title: str, bio_title: str, extractor: str
) -> None:
    text = extract_article(_story(related_title, bio_title), extractor=extractor).text
    assert STORY[-1] in text
    for gone in (*RELATED, BIO, "About the"):
        assert gone not in text


def test_a_bold_lead_in_of_a_paragraph_is_no_title() -> None:
    said = (
        "<p><strong>Related to the vote:</strong> the harbour board will publish its survey next month.</p>"
    )
    text = extract_article(_story("", "", after=said)).text
    assert "the harbour board will publish its survey next month" in text


async def test_the_model_is_shown_the_story_alone() -> None:
    shown = await shown_served(
        _story("<p><strong>YOU MIGHT ALSO LIKE:</strong></p>", "<p class='box-title'>About the author</p>"),
        "/ferry",
    )
    assert STORY[-1] in shown and RELATED[0] not in shown and BIO not in shown


def _many_boxes(boxes: int) -> str:
    """A story followed by ``boxes`` boxes each titled by a bold paragraph: every title asks how much prose
    precedes it among its siblings."""
    paras = "".join(f"<p>{words}</p>" for words in STORY)
    box = "<p><strong>Related</strong></p><ul><li><a href='/news/1'>Ferry fares frozen</a></li></ul>"
    return (
        "<html><head><title>Council approves ferry timetable</title></head><body><main>"
        f"<h1>Council approves ferry timetable</h1>{paras}{box * boxes}<p>{STORY[0]}</p></main></body></html>"
    )


def test_a_page_of_many_titled_boxes_is_read_in_linear_time() -> None:
    html = _many_boxes(3000)
    assert len(html) > 250_000
    started = time.perf_counter()
    text = extract_article(html, extractor="kotoba").text
    assert time.perf_counter() - started < 3.0
    assert STORY[-1] in text and "Ferry fares frozen" not in text


async def test_the_model_is_shown_a_page_of_many_titled_boxes() -> None:
    shown = await shown_served(_many_boxes(3000), "/boxes")
    assert STORY[-1] in shown and "Ferry fares frozen" not in shown
