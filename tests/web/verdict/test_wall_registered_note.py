"""A note that a part of the page is for registered users ("Attachments are only available to registered
users.") is no log-in wall: the post it stands under is the page asked for.

The "registered users only" box counts wherever it stands in the page's own words, since it names the content
it stands in for. Its translations say so ("Этот материал доступен только …", "Ta treść jest dostępna tylko
…"), but its English branch was any "available only to registered users": a short forum post whose
attachments a guest may not download was refused as a log-in wall. In English too, the box names the content
(this content, this post, this topic); the one standing in the post's place is still the wall.
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls import LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

NAV = "<nav><ul>" + "".join(f"<li><a href='/{at}'>Board {at}</a></li>" for at in range(5)) + "</ul></nav>"
POST = (
    "Here is the wiring diagram you asked for, scanned from the workshop manual. The fuse box is on page two."
)


def _thread(post: str, note: str) -> str:
    return (
        "<html><head><title>Wiring diagram for the 1978 model - Forum</title></head><body>"
        f"{NAV}<main><h1>Wiring diagram for the 1978 model</h1><div class='post'><div class='author'>mike_r</div>"
        f"<div class='content'><p>{post}</p><div class='attachments'><p>{note}</p></div></div></div></main>"
        "</body></html>"
    )


@pytest.mark.parametrize(
    "note",
    [
        "Attachments are only available to registered users.",
        "Downloading attachments is available only to logged-in members.",
        "The full-size images are available only to registered members.",
        "Downloading attachments requires you to be logged in to access them.",
        "This board requires you to be registered and logged in to view attachments.",
    ],
)
def test_a_short_post_with_a_note_on_its_attachments_is_read(note: str) -> None:
    outcome = read_html(_thread(POST, note), "https://forum.example/t/123")
    assert read_as_page(outcome, "wiring diagram you asked for"), outcome


@pytest.mark.parametrize(
    "box",
    [
        "This content is only available to registered users.",
        "Sorry, this topic is available only to logged-in members.",
        "This post is only available to registered users.",
        "The board requires you to be registered and logged in to view this forum.",
    ],
)
def test_the_box_in_the_posts_place_is_still_a_log_in_wall(box: str) -> None:
    assert failed_with(read_html(_thread("", box), "https://forum.example/t/123"), LOGIN_REASON)
