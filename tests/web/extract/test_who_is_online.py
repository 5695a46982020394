"""A forum's "Who is online" block after a thread opens furniture, as "Related stories" does after a story.

phpBB closes every page with ``<div class="stat-block online-list"><h3>Who is online</h3><p>Users browsing
this forum: …</p></div>``, vBulletin with "Who's Online", XenForo with "Members online": the board's
statistics, not the thread's. The heading names them, in the forum software's own words. The page is written
for this test in the shape phpBB's prosilver style gives a thread; the read goes through a real HTTP server
on loopback, through the allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from kotoba.web.extract.rules import SECTION_HEADINGS
from tests.support.served import shown_served

POSTS = [
    "My hatchback makes a clicking noise from the front left wheel when I turn sharply at low speed. It goes "
    "away when driving straight, and I replaced the wheel bearing last year.",
    "That is almost always the outer CV joint. Check the rubber boot for splits and grease thrown around the "
    "inside of the wheel arch; a split boot lets grit in and the joint wears quickly.",
    "You were right: the boot is split and there is grease everywhere inside the arch. The garage quoted for "
    "a whole driveshaft, so I am asking whether replacing just the joint is worth it.",
]
ONLINE = "Users browsing this forum: No registered users and 3 guests"
MENU = "".join(f"<li><a href='/f/{i}'>Board number {i}</a></li>" for i in range(8))


def _thread(heading: str) -> str:
    posts = "".join(
        f"<div id='p{i}' class='post bg2'><div class='postbody'><p class='author'>by <strong><a "
        f"href='/u/{i}' class='username'>poster{i}</a></strong> » Mon Mar 02, 2026</p>"
        f"<div class='content'>{text}</div></div></div>"
        for i, text in enumerate(POSTS)
    )
    return (
        "<html><head><title>Clicking noise when turning - Car Talk Forum</title></head><body><div id='wrap'>"
        f"<div class='headerbar'><ul>{MENU}</ul></div><div id='page-body'><h2 class='topic-title'>Clicking "
        f"noise when turning</h2>{posts}<div class='stat-block online-list'><h3>{heading}</h3><p>{ONLINE}</p>"
        "</div></div></div></body></html>"
    )


@pytest.mark.parametrize("heading", ["Who is online", "Who's Online", "Members online"])
def test_the_board_s_statistics_go(heading: str) -> None:
    text = extract_article(_thread(heading), url="https://forum.example/t/8812").text
    assert all(post in text for post in POSTS)
    assert heading not in text and ONLINE not in text


@pytest.mark.parametrize("heading", ["Who is online", "Who's online:", "Members online"])
def test_the_heading_opens_furniture(heading: str) -> None:
    assert SECTION_HEADINGS.match(heading)


def test_a_story_about_being_online_is_no_furniture() -> None:
    assert not SECTION_HEADINGS.match("Online safety for members of the club")


async def test_the_model_is_shown_the_thread_alone() -> None:
    shown = await shown_served(_thread("Who is online"), "/t/8812")
    assert POSTS[2] in shown and ONLINE not in shown
