"""A thread is read without the titles, banners and labels its posters' boxes print beside each name.

XenForo sets each message as two cells: the poster's (the name, a user title such as "Hall of Famer", a
"Supporter" banner, a "Location" over a town) and the post's. The name stays (it says who wrote what); the
rest of the poster's cell says nothing of what was written, and no label marks it as a count. A story with
one author box, and a card list with an author under each card and no post beside it, keep their lines.
The pages are written for these tests in the shape XenForo gives; the read goes through a real HTTP server
on loopback.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served
from tests.support.thread_posts import POSTS

TITLES = ["Hall of Famer", "Well-known member", "Top Veteran"]
TOWNS = ["Land of the Finns", "Leeds", "Ohio"]


def _xenforo() -> str:
    posts = "".join(
        f"<article class='message message--post' id='js-post-{i}'><div class='message-inner'>"
        "<div class='message-cell message-cell--user'><section class='message-user'>"
        "<div class='message-avatar'><a class='avatar' href='/members/{i}/'><img src='/a.png' alt=''></a></div>"
        f"<div class='message-userDetails'><h4 class='message-name'><a class='username' href='/members/{i}/'>"
        f"{who}</a></h4><h5 class='userTitle message-userTitle'>{TITLES[i]}</h5>"
        "<div class='userBanner message-userBanner'><strong>Supporter</strong></div></div>"
        "<div class='message-userExtras'><dl class='pairs pairs--justified'><dt>Location</dt>"
        f"<dd>{TOWNS[i]}</dd></dl></div></section></div>"
        "<div class='message-cell message-cell--main'><div class='message-main'>"
        f"<header class='message-attribution'><a href='/posts/{i}'><time>Jan 1{i}, 2024</time></a></header>"
        f"<div class='message-content'><article class='message-body'><div class='bbWrapper'>{words}</div>"
        "</article></div></div></div></div></article>"
        for i, (who, words) in enumerate(POSTS)
    )
    return (
        "<html><head><title>Clicking noise when turning | Motoring Forum</title></head><body>"
        "<div class='p-nav'><a href='/'>Forums</a> <a href='/whats-new/'>What's new</a></div>"
        "<div class='p-body'><h1 class='p-title-value'>Clicking noise when turning</h1>"
        f"<div class='block-body js-replyNewMessageContainer'>{posts}</div></div>"
        "<footer class='p-footer'>Community platform by XenForo</footer></body></html>"
    )


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_the_thread_keeps_its_posters_without_their_boxes(format: str) -> None:
    text = extract_article(_xenforo(), url="https://forum.example/threads/8812/", format=format).text
    assert all(who in text and words in text for who, words in POSTS)
    lines = {line.strip("#* ") for line in text.splitlines()}
    assert not lines & {*TITLES, *TOWNS, "Supporter", "Location"}


async def test_the_model_is_shown_the_posts_without_the_boxes() -> None:
    shown = await shown_served(_xenforo(), "/threads/8812/")
    assert POSTS[2][1] in shown and "oldwrench" in shown
    assert "Well-known member" not in shown and "Leeds" not in shown


STORY = (
    "The county's libraries lent more e-books than printed books for the first time last year, and the "
    "librarians expect the gap to widen as the last of the branch budgets moves online. "
)
BIO = "Ann covers the county's libraries, schools and parks, and has written for the paper since 2011."


def _story() -> str:
    return (
        "<html><head><title>E-books overtake print</title></head><body><main><article>"
        f"<h1>E-books overtake print</h1><p>{STORY * 3}</p><p>{STORY}</p>"
        "<div class='author-box'><div class='author-cell'><h4 class='author-name'>"
        "<a class='author' href='/by/ann'>Ann Lee</a></h4><h5 class='author-title'>Staff writer</h5></div>"
        f"<div class='author-about'><p>{BIO}</p></div></div></article></main></body></html>"
    )


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_story_s_one_author_box_keeps_its_lines(format: str) -> None:
    text = extract_article(_story(), url="https://news.example/e-books", format=format).text
    assert "Staff writer" in text and BIO in text
