"""A forum post's signature is its poster's, not the post: it goes, and the posts stay.

phpBB and vBulletin put each poster's signature under every post in a ``<div class="signature">``,
XenForo in an ``<aside class="message-signature">``: the same line repeated under each of the poster's
posts ("-- marta_k's garage log"), which a reader skips as the page sets it apart in small grey type. Its
class names it. Stack Exchange's ``post-signature`` is the post's author card ("asked … by nick"), which
stays. The pages are written for this test in the shapes those sites give a thread; the read goes through a
real HTTP server on loopback, through the allow-list.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

POSTS = [
    (
        "marta_k",
        "My hatchback makes a clicking noise from the front left wheel when I turn sharply at low speed. It "
        "goes away when driving straight, and I replaced the wheel bearing last year.",
    ),
    (
        "oldwrench",
        "That is almost always the outer CV joint. Check the rubber boot for splits and grease thrown around "
        "the inside of the wheel arch; a split boot lets grit in and the joint wears quickly.",
    ),
    (
        "marta_k",
        "You were right: the boot is split and there is grease everywhere inside the arch. The garage quoted "
        "for a whole driveshaft, so I am asking whether replacing just the joint is worth it.",
    ),
]
MENU = "".join(f"<li><a href='/f/{i}'>Board number {i}</a></li>" for i in range(8))


def _signature(name: str) -> str:
    return f"-- {name}'s garage log, since 2011"


def _phpbb() -> str:
    posts = "".join(
        f"<div id='p{i}' class='post bg2'><div class='inner'><div class='postbody'><p class='author'>by "
        f"<strong><a href='/u/{name}' class='username'>{name}</a></strong> » Mon Mar 02, 2026</p>"
        f"<div class='content'>{text}</div><div id='sig{i}' class='signature'>{_signature(name)}</div>"
        "</div></div></div>"
        for i, (name, text) in enumerate(POSTS)
    )
    return (
        "<html><head><title>Clicking noise when turning - Car Talk Forum</title></head><body>"
        f"<div id='wrap'><div class='headerbar'><ul>{MENU}</ul></div><div id='page-body'>"
        f"<h2 class='topic-title'>Clicking noise when turning</h2>{posts}</div></div></body></html>"
    )


def _xenforo() -> str:
    posts = "".join(
        f"<article class='message message--post'><div class='message-cell message-cell--user'>"
        f"<h4 class='message-name'><a href='/members/{name}' class='username'>{name}</a></h4></div>"
        "<div class='message-cell message-cell--main'><div class='message-content'><div class='bbWrapper'>"
        f"{text}</div></div><aside class='message-signature'><div class='bbWrapper'>{_signature(name)}"
        "</div></aside></div></article>"
        for name, text in POSTS
    )
    return (
        "<html><head><title>Clicking noise when turning | Car Talk</title></head><body>"
        f"<div class='p-nav'><ul>{MENU}</ul></div><div class='p-body'><h1 class='p-title-value'>Clicking "
        f"noise when turning</h1><div class='block-body'>{posts}</div></div></body></html>"
    )


@pytest.mark.parametrize("thread", [_phpbb, _xenforo])
def test_signatures_go_and_posts_stay(thread: Callable[[], str]) -> None:
    text = extract_article(thread(), url="https://forum.example/t/8812").text
    for _name, words in POSTS:
        assert words in text
    assert "garage log" not in text


def test_an_author_card_named_signature_stays() -> None:
    """Stack Exchange's ``post-signature`` holds who asked and when: no signature."""
    card = (
        "<div class='post-signature owner'><div class='user-info'><div class='user-action-time'>asked "
        "<span class='relativetime'>Sep 16, 2008 at 14:27</span></div><div class='user-details' "
        "itemprop='author'><a href='/users/9435/nick'>nick</a></div></div></div>"
    )
    page_html = (
        "<html><head><title>Read a tide table CSV</title></head><body><div id='mainbar'><h1>Read a tide "
        f"table CSV</h1><div class='question'><div class='s-prose'><p>{POSTS[0][1]}</p><p>{POSTS[1][1]}</p>"
        f"</div>{card}</div></div></body></html>"
    )
    text = extract_article(page_html, url="https://qa.example/q/1", extractor="kotoba").text
    assert "asked Sep 16, 2008" in text and "nick" in text


async def test_the_model_is_shown_the_posts_without_signatures() -> None:
    shown = await shown_served(_phpbb(), "/t/8812")
    assert POSTS[1][1] in shown and "garage log" not in shown
