"""Text for screen readers alone is a phrase of its own: set apart from the words it touches.

phpBB's prosilver labels each post's icon "Post" in a ``sr-only`` span inside the post's link, right before
"by <name>"; a theme's minified markup leaves no space between them, and read without the stylesheet the
label ran into the next word ("Postby marta_k"). The same holds for the ``visually-hidden`` and
``screen-reader-text`` families (a GOV.UK step's "Step 2", a WordPress "Posted on"). The pages are written
for these tests in the shapes those themes give; the read goes through a real HTTP server on loopback,
through the documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.apart import spoken_only
from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served
from tests.support.thread_posts import POSTS


def _post(i: int, who: str, words: str, label: str) -> str:
    return (
        f"<div id='p{i}' class='post has-profile bg2'><div class='inner'><div class='postbody'>"
        f"<h3><a href='#p{i}'>Re: Clicking noise when turning</a></h3>"
        f"<p class='author'><a class='unread' href='./viewtopic.php?p={i}#p{i}' title='Post'>"
        f"<i class='icon fa-file fa-fw icon-lightgray icon-md' aria-hidden='true'></i>{label}</a>"
        f"<span class='responsive-hide'>by <strong><a href='./memberlist.php?u={i}' class='username'>{who}"
        f"</a></strong> &raquo; </span>Mon Mar 02, 2026 9:{10 + i} am</p>"
        f"<div class='content'>{words}</div></div></div></div>"
    )


def _thread(label: str = "<span class='sr-only'>Post</span>") -> str:
    posts = "".join(_post(i, who, words, label) for i, (who, words) in enumerate(POSTS, 1))
    return (
        "<html><head><title>Clicking noise when turning - Car Talk</title></head><body>"
        "<div id='wrap'><div id='page-header'><div class='headerbar' role='banner'><h1>Motoring Forum</h1>"
        "<p>Help with cars, vans and bikes</p></div></div>"
        "<h2 class='topic-title'><a href='./viewtopic.php?t=8812'>Clicking noise when turning</a></h2>"
        f"{posts}<div class='copyright'>Powered by phpBB</div></div></body></html>"
    )


@pytest.mark.parametrize(
    "classes",
    [
        "sr-only",
        "sr-only sr-only-focusable",
        "visually-hidden",
        "govuk-visually-hidden",
        "visuallyhidden",
        "screen-reader-text",
        "element-invisible",
        "show-for-sr",
        "u-hidden-visually",
    ],
)
def test_the_screen_reader_families_are_known(classes: str) -> None:
    assert spoken_only(classes)


@pytest.mark.parametrize(
    "classes",
    ["srcset", "screen", "hidden", "only-child", "visually-rich", "reader", "not-sr-only", "md:not-sr-only"],
)
def test_other_classes_are_not(classes: str) -> None:
    assert not spoken_only(classes)


@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_a_post_icon_s_label_is_set_apart_from_the_byline(extractor: str) -> None:
    article = extract_article(_thread(), extractor=extractor)
    shown = f"{article.byline}\n{article.text}"
    assert "Postby" not in shown
    assert "by **[oldwrench]" in article.text or "by oldwrench" in shown


def test_a_label_touching_the_words_before_it_is_set_apart() -> None:
    html = (
        "<html><body><main><h1>Mooring permits</h1><ol>"
        "<li><span class='govuk-visually-hidden'>Step</span>1 Check you can apply</li></ol>"
        f"<p>{POSTS[1][1]}</p><p>Read more<span class='screen-reader-text'>about the permit</span> below.</p>"
        f"<p>{POSTS[2][1]}</p></main></body></html>"
    )
    text = extract_article(html, extractor="kotoba", format="text").text
    assert "Step 1 Check" in text and "Read more about the permit below" in text


@pytest.mark.parametrize(
    ("said", "read"),
    [
        (
            "Read more<a href='/p'><span class='screen-reader-text'>about the permit</span></a> below.",
            "Read more about the permit below.",
        ),
        ("Posted<b><span class='sr-only'>on</span></b>today.", "Posted on today."),
    ],
)
def test_a_label_first_inside_a_link_is_set_apart_before_the_link(said: str, read: str) -> None:
    html = f"<html><body><main><h1>Notes</h1><p>{POSTS[1][1]}</p><p>{said}</p><p>{POSTS[2][1]}</p></main></body></html>"
    text = extract_article(html, extractor="kotoba", format="text").text
    assert read in text


def test_a_word_a_label_does_not_touch_is_left_as_it_is() -> None:
    html = (
        f"<html><body><main><h1>Notes</h1><p>{POSTS[1][1]}</p>"
        "<p>Posted <span class='screen-reader-text'>on</span> <time>March 2, 2026</time></p>"
        f"<p>{POSTS[2][1]}</p></main></body></html>"
    )
    text = extract_article(html, extractor="kotoba", format="text").text
    assert "Posted on March 2, 2026" in text


async def test_the_model_is_shown_a_label_in_a_link_apart() -> None:
    html = (
        f"<html><body><main><h1>Notes</h1><p>{POSTS[1][1]}</p><p>Read more<a href='/p'>"
        f"<span class='screen-reader-text'>about the permit</span></a> below.</p><p>{POSTS[2][1]}</p></main></body></html>"
    )
    assert "Read more [about the permit](" in await shown_served(html, "/notes")  # the link, set apart


async def test_the_model_is_shown_post_by_and_the_name() -> None:
    shown = await shown_served(_thread(), "/viewtopic.php")
    assert "Postby" not in shown and "Post by" in shown
