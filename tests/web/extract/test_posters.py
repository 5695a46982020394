"""Each post of a thread keeps its author's name: who answered whom is part of what a thread says.

A poster's name line is one link to the poster's profile, which by its shape is a link list; and an author
line named ``post-author`` is furniture by its class. In a thread, where every post has one such line, they
are kept; a story's lone byline link stays out of the text (it is the page's byline, beside the title).
The pages are written for these tests in the shapes forum and Q&A software gives them; the read goes
through a real HTTP server on loopback, through the documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

POSTS = [
    (
        "marta",
        "My hatchback makes a clicking noise from the front left wheel when I turn sharply at low speed. "
        "It goes away when driving straight, and I replaced the wheel bearing last year.",
    ),
    (
        "oldwrench",
        "That is the classic sign of a worn constant-velocity joint. Check the rubber boot on the outer "
        "joint for splits and for grease sprayed around the wheel arch.",
    ),
    (
        "deanp",
        "A whole driveshaft is usually cheaper in labour than a new boot and joint, so take the garage's "
        "offer and ask them to keep the old shaft so that you can see the wear.",
    ),
    (
        "marta",
        "You were both right: the boot was split and there was grease everywhere. The new shaft went in "
        "this morning and the clicking has gone.",
    ),
]
CHROME = (
    "<div id='header'><a href='/'>Car Talk Forums</a><ul id='navtabs'><li><a href='/forum'>Forum</a></li>"
    "<li><a href='/new'>What's New?</a></li><li><a href='/register'>Register</a></li></ul></div>"
)
FOOTER = (
    "<div id='footer'><ul>"
    + "".join(
        f"<li><a href='/f/{i}'>{label}</a></li>"
        for i, label in enumerate(
            [
                "Contact Us",
                "Archive",
                "Top",
                "Privacy Statement",
                "Terms of Service",
                "Forum Rules",
                "Help Centre",
            ]
        )
    )
    + "</ul><p>All times are GMT. The time now is 09:00 AM. Powered by forum software, copyright the forum owners.</p>"
    "</div>"
)


SIMILAR = (
    "<div id='similar_threads'><h4>Similar Threads</h4><ol><li><a href='/t1'>Knocking from the rear axle</a></li>"
    "<li><a href='/t2'>Power steering whine</a></li><li><a href='/t3'>Brake judder at motorway speed</a></li></ol></div>"
)


def _vbulletin() -> str:
    posts = "".join(
        f"<li class='postcontainer' id='post_{i}'><div class='posthead'><span class='date'>Mar 0{2 + i // 2}, 2026"
        f"</span> <a href='#post{i}' class='postcounter'>#{i + 1}</a></div><div class='userinfo'>"
        f"<div class='username_container'><div class='popupmenu memberaction'><a class='username' "
        f"href='/member.php?u={i}'><strong>{who}</strong></a></div></div><span class='usertitle'>Member</span></div>"
        f"<div class='postbody'><h2 class='title'>Re: Clicking noise</h2><div class='content'>"
        f"<blockquote class='postcontent'>{text}</blockquote></div></div></li>"
        for i, (who, text) in enumerate(POSTS)
    )
    return (
        "<!DOCTYPE html><html><head><title>Clicking noise when turning - Car Talk Forums</title></head><body>"
        f"{CHROME}<h1>Thread: Clicking noise when turning</h1><ol id='posts'>{posts}</ol>"
        f"{SIMILAR}{FOOTER}</body></html>"
    )


def _forum_with_author_lines() -> str:
    posts = "".join(
        f"<div class='post' id='p{i}'><div class='post-author'><a class='username' href='/u/{who}'>{who}</a> "
        f"<span class='post-date'>Mar 3, 2026</span></div><div class='post-body'><p>{text}</p></div></div>"
        for i, (who, text) in enumerate(POSTS)
    )
    return (
        "<!DOCTYPE html><html><head><title>Clicking noise - Forum</title></head><body>"
        f"{CHROME}<main><h1>Clicking noise when turning</h1>{posts}</main>{SIMILAR}{FOOTER}</body></html>"
    )


def _story_with_a_byline_link() -> str:
    story = "".join(f"<p>{text}</p>" for _, text in POSTS)
    return (
        "<!DOCTYPE html><html><head><title>Why wheels click</title></head><body>"
        f"{CHROME}<main><article><h1>Why wheels click</h1><div class='byline'><a class='author' href='/authors/hm'>"
        f"Helen Marsh</a></div><div class='story'>{story}</div></article></main>{FOOTER}</body></html>"
    )


@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
@pytest.mark.parametrize("build", [_vbulletin, _forum_with_author_lines])
def test_every_post_keeps_its_author(extractor: str, build: object) -> None:
    assert callable(build)
    article = extract_article(build(), url="https://forum.example/t/77", extractor=extractor)
    text = article.text + "\n" + article.byline  # the first post's author may stand as the page's byline
    for _, said in POSTS:
        assert said in article.text
    # each poster's name, as often as they posted (marta twice)
    assert text.count("marta") >= 2 and "oldwrench" in text and "deanp" in text
    assert "Similar Threads" not in article.text and "Contact Us" not in article.text


def test_a_story_s_lone_byline_link_is_not_a_poster() -> None:
    article = extract_article(_story_with_a_byline_link(), url="https://news.example/wheels")
    assert "Helen Marsh" not in article.text
    assert article.byline == "Helen Marsh"


async def test_the_model_is_shown_who_wrote_each_post() -> None:
    shown = await shown_served(_vbulletin(), "/t/77")
    # the second post's author stands before its words, the third's before theirs
    assert (
        shown.index("oldwrench") < shown.index(POSTS[1][1]) < shown.index("deanp") < shown.index(POSTS[2][1])
    )
