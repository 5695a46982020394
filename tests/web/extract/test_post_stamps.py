"""A thread is read without the stamps, badges and buttons forum software prints around each post.

Around each post a forum prints its number ("#3", the link to the post), when it was edited ("Edited April
18, 2024 by marta_k"), badges beside the poster ("Original Poster", "Discussion starter", "Offline"), the
poster's place ("Location: Leeds") and a row of buttons ("Share on other sites", "Website Find"). None of it
is what anyone wrote. A quotation's header ("Originally Posted by marta_k") and a reply's title ("Re: …")
stay: the research corpora's readers keep them with the post. A line of a post's number with its date stays whole (the corpora's
readers keep when a post was written beside its poster's name). The same words inside a sentence, and an
events page's "Location:" under each event, stay. The pages are written for these tests in the shapes
Invision Community and vBulletin give.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.thread_posts import POSTS

TITLE = "Clicking noise when turning"
STAMPS = {
    "Original Poster",
    "Discussion starter",
    "Offline",
    "Share on other sites",
    "Website Find",
    "Edited April 18, 2024 by marta_k",
    "Location: Leeds",
}


def _invision() -> str:
    posts = []
    for i, (who, words) in enumerate(POSTS, 1):
        badge = "Original Poster" if i == 1 else "Discussion starter" if i == 2 else "Offline"
        quoted = (
            "<blockquote class='ipsQuote'><div class='ipsQuote_citation'>Quote:</div>"
            "<div class='ipsQuote_citation'>Originally Posted by marta_k</div>"
            f"<div class='ipsQuote_contents'><p>{POSTS[0][1][:60]}</p></div></blockquote>"
            if i == 2
            else ""
        )
        posts.append(
            f"<article id='elComment_{i}' class='cPost ipsBox ipsComment'>"
            f"<aside class='cAuthorPane'><h3 class='cAuthorPane_author'><strong>"
            f"<a href='/profile/{i}-{who}/' class='ipsType_break'>{who}</a></strong></h3>"
            f"<ul class='cAuthorPane_info'><li>{badge}</li><li>Posts: {120 + i}</li>"
            f"<li>Joined: Jan 0{i}, 2021</li><li>Location: Leeds</li></ul></aside>"
            "<div class='ipsColumn ipsColumn_fluid'><div class='ipsComment_meta'>"
            f"<h4>Re: {TITLE}</h4>"
            f"<a href='/topic/8812/?do=findComment&amp;comment={i}' class='ipsType_blendLinks'>#{i}</a>"
            "<p>Posted April 18, 2024 (edited)</p></div>"
            f"<div class='cPost_contentWrap'>{quoted}<div class='ipsType_richText'><p>{words}</p></div>"
            f"<p><strong>Edited April 18, 2024 by {POSTS[0][0]}</strong></p></div>"
            "<div class='ipsItemControls'><p>Share on other sites</p>"
            f"<p><a href='https://{who}.example/'>Website</a> <a href='/search/?uid={i}'>Find</a></p></div>"
            "</div></article>"
        )
    return (
        f"<html><head><title>{TITLE} - Motoring Forum</title></head><body>"
        "<nav><a href='/'>Forums</a></nav><div id='ipsLayout_body'>"
        f"<h1 class='ipsType_pageTitle'>{TITLE}</h1><div data-role='commentFeed'>{''.join(posts)}</div>"
        "</div><footer>Powered by Invision Community</footer></body></html>"
    )


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_thread_is_read_without_its_stamps_badges_and_buttons(format: str) -> None:
    text = extract_article(_invision(), url="https://forum.example/topic/8812/", format=format).text
    assert all(who in text and words in text for who, words in POSTS)
    lines = {line.strip("#*>-_ ") for line in text.splitlines()}
    assert not lines & STAMPS
    assert not {"#1", "#2", "#3"} & lines
    assert "Originally Posted by marta_k" in text and f"Re: {TITLE}" in text


def test_a_bulletin_board_s_post_numbers_go() -> None:
    posts = "".join(
        f"<div class='tpost' id='post{i}'><div class='trow thead'><div class='tcell'>"
        f"<a href='/forum/{i}-post{i}.html'>#<strong>{i}</strong></a></div>"
        f"<div class='tcell'>Nov 2{i}, 2024, 1:50 pm</div></div>"
        f"<div class='trow'><div class='tcell'><a class='username' href='/members/{who}.html'>{who}</a></div>"
        f"<div class='tcell' id='post_message_{i}'>{words}</div></div></div>"
        for i, (who, words) in enumerate(POSTS, 1)
    )
    html = (
        f"<html><head><title>{TITLE}</title></head><body><h1>{TITLE}</h1>"
        f"<div id='posts'>{posts}</div></body></html>"
    )
    text = extract_article(html, url="https://forum.example/showthread.php?t=8812", format="text").text
    assert all(words in text for _, words in POSTS)
    assert not {"#1", "#2", "#3"} & {line.strip() for line in text.splitlines()}


STORY = (
    "The original poster of the listing, a retired engineer from Leeds, said he had been offline for a week "
    "when the buyers wrote to him, and that the quote: forty pounds, was what he had paid in 1978. "
)


EVENTS = [
    (
        "Spring fair",
        "Central Park",
        "Stalls of plants, cakes and second-hand tools line the park's main path from ten until four, and the "
        "brass band plays by the pond after lunch.",
    ),
    (
        "Book swap",
        "Leeds Library",
        "Bring a book you have finished and take one home: the librarians sort them by shelf the night before, "
        "and children's books have their own table.",
    ),
]


def _events() -> str:
    events = "".join(
        f"<div class='event'><h2>{name}</h2><p>Location: {place}</p><p>{about}</p></div>"
        for name, place, about in EVENTS
    )
    return (
        "<html><head><title>What's on</title></head><body><main><h1>What's on this spring</h1>"
        f"<p>{STORY * 2}</p>{events}<p>Skip to content</p></main></body></html>"
    )


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_page_s_own_words_and_its_events_places_stay(format: str) -> None:
    text = extract_article(_events(), url="https://town.example/whats-on", format=format).text
    assert STORY.strip() in text
    assert "Location: Central Park" in text and "Location: Leeds Library" in text
    assert "Skip to content" not in text
