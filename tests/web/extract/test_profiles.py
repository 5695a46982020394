"""A thread is read with each post's author but without the counts and dates of their profile.

phpBB prints beside every post the poster's name, then "Posts: 127" and "Joined: Sat Jan 09, 2021";
XenForo a ``<dl>`` of "Messages" over "1,234"; a Q&A site "1,234 posts · joined 2016". The name says who
wrote the post and stays; the counts say nothing of what was written. A lone "Points: 12" in a story is the
story's, and so are a sports story's "Points: 31" lines where no post is. The pages are written for these tests in the shapes those forums give; the read goes through a
real HTTP server on loopback, through the documented allow-list.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from kotoba.web.extract.article import extract_article
from kotoba.web.extract.profiles import without_profiles
from tests.support.served import shown_served
from tests.support.thread_posts import POSTS


def _phpbb() -> str:
    posts = "".join(
        f"<div id='p{i}' class='post has-profile bg2'><div class='inner'>"
        f"<dl class='postprofile' id='profile{i}'><dt class='has-profile-rank no-avatar'>"
        f"<a href='./memberlist.php?mode=viewprofile&amp;u={i}' class='username'>{who}</a></dt>"
        "<dd class='profile-rank'>Regular</dd>"
        f"<dd class='profile-posts'><strong>Posts:</strong> <a href='./search.php?author_id={i}'>{120 + i}</a></dd>"
        f"<dd class='profile-joined'><strong>Joined:</strong> Sat Jan 0{i}, 2021 3:12 pm</dd></dl>"
        f"<div class='postbody'><h3><a href='#p{i}'>Re: Clicking noise when turning</a></h3>"
        f"<p class='author'>by <strong><a href='./memberlist.php?u={i}' class='username'>{who}</a></strong>"
        f" &raquo; Mon Mar 02, 2026 9:1{i} am</p><div class='content'>{words}</div></div></div></div>"
        for i, (who, words) in enumerate(POSTS, 1)
    )
    return (
        "<html><head><title>Clicking noise when turning - Motoring Forum</title></head><body><div id='wrap'>"
        "<div id='page-header'><div class='headerbar' role='banner'><h1>Motoring Forum</h1></div></div>"
        "<div id='page-body' class='page-body' role='main'>"
        f"<h2 class='topic-title'><a href='./viewtopic.php?t=8812'>Clicking noise when turning</a></h2>{posts}"
        "</div><div class='copyright'>Powered by phpBB</div></div></body></html>"
    )


@dataclass
class _Line:
    text: str


@pytest.mark.parametrize(
    "lines",
    [
        ["Posts: 127", "Joined: Sat Jan 09, 2021 3:12 pm", "Posts: 4", "Joined: Mon Mar 15, 2021"],
        ["Join Date: Aug 2008", "Posts: 1,204", "Join Date: Jan 2019", "Posts: 33"],
        ["Messages", "1,234", "Reaction score", "55", "Messages", "87"],
        ["1,234 posts · joined 2016", "12 posts · joined 2024"],
    ],
)
def test_a_thread_s_profile_facts_go(lines: list[str]) -> None:
    post = _Line(POSTS[0][1])
    assert [line.text for line in without_profiles([post, *map(_Line, lines), post])] == [post.text] * 2


def test_one_such_line_in_a_story_stays() -> None:
    lines = [_Line(POSTS[0][1]), _Line("Points: 12"), _Line(POSTS[1][1])]
    assert without_profiles(lines) == lines


def test_facts_under_labels_a_story_prints_go_only_beside_posters() -> None:
    lines = [_Line(POSTS[0][1]), _Line("Points: 31 (Jones)"), _Line("Points: 27 (Brown)"), _Line(POSTS[1][1])]
    assert without_profiles(lines) == lines
    assert without_profiles(lines, posters=True) == [lines[0], lines[3]]
    lines.insert(1, _Line("Joined: Mar 2019"))  # a label no story prints: a thread whoever posted
    assert without_profiles(lines) == [lines[0], lines[4]]


def test_a_label_without_a_count_stays() -> None:
    lines = [_Line("Messages"), _Line("Read them in your inbox"), _Line("Posts: none yet"), _Line("Posts: 4")]
    assert without_profiles(lines) == lines


def test_the_thread_keeps_its_posters_without_their_counts() -> None:
    text = extract_article(_phpbb(), url="https://forum.example/viewtopic.php?t=8812").text
    assert all(words in text for _, words in POSTS)
    assert "oldwrench" in text and "deanp" in text
    assert "Posts:" not in text and "Joined:" not in text


async def test_the_model_is_shown_the_posts_without_the_profiles() -> None:
    shown = await shown_served(_phpbb(), "/viewtopic.php")
    assert POSTS[2][1] in shown and "oldwrench" in shown
    assert "Joined:" not in shown and "Posts:" not in shown


GAME = (
    "The Hawks held on in the fourth quarter after a late run by the visitors cut a twenty-point lead to three, "
    "and the home crowd stood for the final two minutes as the defence forced three straight turnovers. "
)
SCORES = ["Points: 31 (Jones)", "Rebounds: 12 (Smith)", "Points: 27 (Brown)"]


def _game() -> str:
    listed = "".join(f"<li>{line}</li>" for line in SCORES)
    return (
        "<html><head><title>Hawks hold on</title></head><body><main><article><h1>Hawks hold on against Lakers</h1>"
        f"<p>{GAME * 4}</p><h2>Top performers</h2><ul>{listed}</ul><p>{GAME}</p></article></main></body></html>"
    )


@pytest.mark.parametrize("extractor", ["auto", "learned", "kotoba"])
def test_a_sports_storys_points_stay_where_no_one_posts(extractor: str) -> None:
    text = extract_article(_game(), url="https://news.example/hawks", extractor=extractor, format="text").text
    assert all(line in text for line in SCORES)


async def test_the_model_is_shown_a_sports_storys_points() -> None:
    shown = await shown_served(_game(), "/hawks")
    assert all(line in shown for line in SCORES)
