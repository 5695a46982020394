"""A class named for a box (block, wrapper, container, area…) is read by the word before it.

A class token is judged by its first and last words (``comments-list``, ``site-footer``), but a theme often
ends its names with the box they name: ``visitors_comment_block``, ``post-share-wrapper``. Read by its last
word alone, a news page's comment thread so named was no furniture, and its many comments outscored the
story above them. The word before the box's words counts where it never names a wrapper of the page's own
content (a discussion, other stories, sharing, a footer), not where it does (a sidebar's or a menu's word,
pagination, a rating). The pages are written for these tests in that shape; the read goes through
a real HTTP server on loopback, through the documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from kotoba.web.extract.rules import STRONG, WEAK, Verdict, furniture_by_name
from tests.support.served import shown_served

STORY = [
    "The regional rail operator will close the line between the harbour and the airport for three weekends "
    "in March while engineers replace the signalling, the company said on Thursday.",
    "Replacement buses will run every fifteen minutes, stopping at each station, and tickets bought for the "
    "trains will be accepted on them without any extra charge, a spokeswoman said.",
    "The work is the last stage of a programme begun four years ago, which the operator says will allow "
    "trains to run closer together and cut the journey to the airport by six minutes.",
]
COMMENTS = [
    (
        "rail_fan",
        "Three weekends is nothing compared with the last time they closed this line. I remember "
        "when it was shut for two whole months and the buses took well over an hour to reach the airport.",
    ),
    (
        "harbour_resident",
        "Every time they do this the buses get stuck in the traffic on the bridge. Has anyone "
        "at the company actually tried to make this journey on a Saturday afternoon in the summer season?",
    ),
    (
        "commuter77",
        "I work weekends at the airport and nobody has told us anything about it. It would have "
        "been nice to hear it from the operator rather than from the newspaper on a Thursday evening at home.",
    ),
    (
        "j_morgan",
        "Good news in the end. The old signals have failed twice this winter and each time the "
        "whole line was stopped for most of the morning, so a few weekends of buses seems a fair price to pay.",
    ),
    (
        "night_owl",
        "Will the last trains on Friday night still run, or does the closure start earlier than "
        "that? The article does not say, and the operator's own website has nothing about it at all yet.",
    ),
    (
        "penny_l",
        "Six minutes faster would make a real difference to me. I make this trip twice a day and "
        "the current timetable leaves me waiting on the platform for twenty minutes every single evening.",
    ),
]


def _page(comments_class: str = "visitors_comment_block") -> str:
    story = "".join(f"<p>{words}</p>" for words in STORY)
    comments = "".join(
        f"<div class='vc-item'><div class='vc-name'>{who}</div><div class='vc-text'><p>{words}</p></div></div>"
        for who, words in COMMENTS
    )
    return (
        "<html><head><title>Rail line to close for three weekends</title></head><body>"
        "<div class='top'><a href='/'>The Courier</a> <a href='/news'>News</a> <a href='/sport'>Sport</a></div>"
        "<div class='page'><div class='story'><h1>Rail line to close for three weekends</h1>"
        f"<div class='story-text'>{story}</div></div>"
        f"<div class='{comments_class}'><h3>Readers' comments (6)</h3>{comments}</div></div>"
        "<div class='bottom'><p>© The Courier</p></div></body></html>"
    )


@pytest.mark.parametrize(
    ("classes", "verdict"),
    [
        ("visitors_comment_block", STRONG),
        ("comments-area-inner", STRONG),
        ("relatedPostsContainer", STRONG),
        ("post-share-wrapper", WEAK),
        ("site-footer-section", WEAK),
        ("wz-post-author-box", WEAK),
        # a layout's word or a score reached past a box's word is as often the page's own content
        ("et_pb_ajax_pagination_container", None),  # a blog's posts
        ("content-sidebar-wrap", None),  # the story and its sidebar
        ("cli-ratings-container", None),  # each film's score on a chart
        ("elementor-widget-container", None),  # a page builder's box around every widget, the story's too
        ("widget-area", WEAK),  # a widget as a name's own word still is one
        ("entry-content-wrap", None),
        ("wp-block-group__inner-container", None),
        ("block", None),
    ],
)
def test_a_box_word_at_the_end_is_read_past(classes: str, verdict: Verdict) -> None:
    assert furniture_by_name("div", None, classes) is verdict


@pytest.mark.parametrize(
    "classes", ["visitors_comment_block", "article-comments-wrapper", "comment-box-outer"]
)
def test_a_comment_thread_named_for_its_box_does_not_outscore_the_story(classes: str) -> None:
    text = extract_article(_page(classes)).text
    assert all(words in text for words in STORY)
    assert not any(words in text for _, words in COMMENTS)


async def test_the_model_is_shown_the_story_without_the_comments() -> None:
    shown = await shown_served(_page(), "/news/rail-closure")
    assert STORY[2] in shown and COMMENTS[0][1] not in shown
