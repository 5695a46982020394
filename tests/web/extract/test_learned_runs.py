"""Like blocks the model judges both ways, many times over, take the rules' verdict (learned.unbroken).

The model reads a block's place on the page; on a thread of thousands of posts the posts' scores drift
with it across the threshold. These tests hand the decision real blocks and their real feature rows, cut
from real pages, with the verdicts a model might give them; and read a long thread with the shipped model.
"""

from __future__ import annotations

from kotoba.web.extract.article import extract_article
from kotoba.web.extract.blocks import Block, cut, features
from kotoba.web.extract.core import analyse
from kotoba.web.extract.learned import RULE_KEPT, model, unbroken


def _judged(html: str) -> tuple[list[Block], list[list[float]]]:
    page = analyse(html)
    assert page is not None
    blocks = cut(page.body)
    rows, _ = features(page, blocks, {})
    return blocks, rows


def _thread(posts: int) -> str:
    body = "".join(
        f"<div class='post'><p>Reply number {n} says the shoes last a year on rough trails.</p></div>"
        for n in range(posts)
    )
    return (
        "<html><body><h1>Trail shoes?</h1>"
        f"<div class='thread'>{body}</div><p class='legal'>Footer text here.</p></body></html>"
    )


def test_a_group_the_model_splits_takes_the_rules_verdict() -> None:
    blocks, rows = _judged(_thread(40))
    assert len(blocks) == 42
    posts = range(1, 41)
    assert all(rows[i][RULE_KEPT] for i in posts)  # the rules render every post
    # the model keeps the middle of the thread and drops its first and last posts (and the footer)
    verdicts = [True] + [False] * 10 + [True] * 15 + [False] * 16
    out = unbroken(blocks, rows, verdicts, 10)
    assert [out[i] for i in posts] == [True] * 40
    assert out[0] is True and out[41] is False  # the heading and the footer are no posts: as the model said


def test_a_few_blocks_dropped_among_like_ones_stay_dropped() -> None:
    blocks, rows = _judged(_thread(40))
    verdicts = [True] * 42
    verdicts[12:21] = [False] * 9  # nine posts dropped, fewer than the run: the model's verdict stands
    assert unbroken(blocks, rows, verdicts, 10) == verdicts
    few = _judged(_thread(15))  # a group smaller than two runs is never overruled
    split = [True] * 8 + [False] * 9
    assert unbroken(few[0], few[1], split, 10) == split


def test_a_group_the_rules_drop_is_dropped_when_the_model_splits_it() -> None:
    posts = "".join(f"<li><a href='/story/{n}'>Another story number {n} to read</a></li>" for n in range(30))
    story = "".join(
        f"<p>Paragraph {n} of the story tells what happened at the meeting.</p>" for n in range(8)
    )
    html = (
        f"<html><body><article><h1>News</h1>{story}</article><footer><ul>{posts}</ul></footer></body></html>"
    )
    blocks, rows = _judged(html)
    links = [i for i, block in enumerate(blocks) if block.element.tag == "li"]
    assert len(links) == 30
    assert not any(rows[i][RULE_KEPT] for i in links)  # the rules leave the footer's links out
    verdicts = [True] * len(blocks)
    for i in links[20:]:
        verdicts[i] = False  # the model keeps twenty of them and drops ten
    out = unbroken(blocks, rows, verdicts, 10)
    assert not any(out[i] for i in links)
    assert [out[i] for i, block in enumerate(blocks) if block.element.tag != "li"] == [
        verdicts[i] for i, block in enumerate(blocks) if block.element.tag != "li"
    ]


def test_unlike_blocks_are_judged_apart() -> None:
    lines = "".join(
        f"<div class='{'post' if n < 20 else 'ad'}'><p>Line {n} of the page says something.</p></div>"
        for n in range(40)
    )
    blocks, rows = _judged(f"<html><body><div>{lines}</div></body></html>")
    verdicts = [True] * 20 + [False] * 20  # posts kept, the boxes of another class dropped
    assert unbroken(blocks, rows, verdicts, 10) == verdicts


def test_a_thread_thousands_of_posts_long_is_read_whole_by_the_shipped_model() -> None:
    assert model().run > 0
    posts = "".join(
        f"<div class='post'><p>Reply number {n} in the thread about trail shoes says they last.</p>"
        for n in range(3000)
    )
    html = f"<html><head><title>Trail shoes?</title></head><body><h1>Trail shoes?</h1>{posts}</body></html>"
    text = extract_article(html).text
    assert all(f"Reply number {n} in the thread" in text for n in range(0, 3000, 50))
    assert "Reply number 2999 in the thread" in text
