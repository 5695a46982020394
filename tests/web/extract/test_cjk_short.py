"""A short page in Chinese or Japanese is measured as it reads, not by its count of characters.

Under a bound (``KEEP_ALL_BELOW``) a page's text is shown whole, its every line kept: a thin page's notice
or a block page's message may be all there is. Chinese and Japanese write a word in a character or two, so
a thread or a story that reads as long as an English one of 700 characters holds 250; counted by characters
it fell under the bound, and its poster's name, rank and buttons stood above its first post. Each such
character counts as the extractor's measure of prose counts it (``CJK_WEIGHT``). The pages are written for
these tests in the shape of a forum thread; the read goes through a real HTTP server on loopback, through
the documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from kotoba.web.extract.markdown import KEEP_ALL_BELOW
from kotoba.web.extract.rules import CJK_WEIGHT, weighed_length
from tests.support.served import shown_served

JAPANESE = [
    (
        "たけし",
        "先週から車のハンドルを切るたびにカチカチと音がします。特に駐車場でゆっくり曲がるときに大きく聞こえます。"
        "ドライブシャフトの不具合でしょうか。修理に出す前に自分で確認できることがあれば教えてください。",
    ),
    (
        "さくら",
        "それはおそらく等速ジョイントのブーツが破れているのだと思います。タイヤの裏側をのぞいて、"
        "グリスが飛び散っていないか見てみてください。早めに整備工場で点検してもらうのが安心です。",
    ),
    (
        "たけし",
        "ありがとうございます。確認したら確かにブーツが破れていました。明日整備工場に持っていきます。",
    ),
]
CHINESE = [
    (
        "小明",
        "上周开始每次转动方向盘时车子都会发出咔咔的响声，尤其是在停车场慢慢转弯的时候声音特别大。"
        "请问这是传动轴的问题吗？送修之前有没有什么可以自己检查的地方？",
    ),
    (
        "小红",
        "这很可能是等速万向节的防尘套破了。你可以看看轮胎内侧有没有甩出来的润滑脂，最好尽快去修理厂检查一下。",
    ),
    (
        "小明",
        "谢谢你的回复。我刚才看了一下，轮胎内侧确实有很多润滑脂，防尘套也裂开了。明天一早我就把车开到修理厂去。",
    ),
    (
        "老王",
        "防尘套破了以后沙子和水会进到万向节里面，时间长了万向节就会磨坏。只换防尘套比换整个万向节便宜得多，别拖太久。",
    ),
]


def _thread(posts: list[tuple[str, str]], title: str) -> str:
    body = "".join(
        f"<div class='post'><div class='poster'><a href='/u/{i}'>{who}</a></div>"
        f"<div class='rank'>Regular member</div><div class='buttons'><a href='/q/{i}'>引用</a></div>"
        f"<div class='content'><p>{words}</p></div></div>"
        for i, (who, words) in enumerate(posts, 1)
    )
    return (
        f"<html><head><title>{title}</title></head><body><div class='top'><a href='/'>Forum</a></div>"
        f"<div class='thread'><h2><a href='/t/88'>{title}</a></h2>{body}</div>"
        "<div class='bottom'>© Forum</div></body></html>"
    )


def test_a_cjk_character_weighs_as_prose_is_weighed() -> None:
    assert weighed_length("abc") == 3
    assert weighed_length("確認した") == 4 * CJK_WEIGHT
    assert weighed_length("確認 ok") == CJK_WEIGHT * 2 + 3
    assert weighed_length("Ünïcödé") == 7  # accents are a spaced script's letters


@pytest.mark.parametrize("format", ["markdown", "text"])
@pytest.mark.parametrize(
    ("posts", "title"), [(JAPANESE, "ハンドルを切るとカチカチ音"), (CHINESE, "转弯时咔咔响")]
)
def test_a_short_cjk_thread_is_trimmed_as_an_english_one_of_its_length(
    posts: list[tuple[str, str]], title: str, format: str
) -> None:
    assert sum(len(words) for _, words in posts) < KEEP_ALL_BELOW / 2  # under the bound by characters
    text = extract_article(_thread(posts, title), format=format).text
    assert all(words in text for _, words in posts)
    assert text.splitlines()[0] == posts[0][1]  # not the forum's link, the topic's, the poster's rank


def test_a_shorter_cjk_thread_is_still_shown_whole() -> None:
    text = extract_article(_thread(CHINESE[:2], "转弯时咔咔响")).text
    assert text.startswith("[Forum](/)") and "© Forum" in text


async def test_the_model_is_shown_the_thread_from_its_first_post() -> None:
    shown = await shown_served(_thread(JAPANESE, "ハンドルを切るとカチカチ音"), "/t/88")
    assert JAPANESE[2][1] in shown
    assert shown.index(JAPANESE[0][1]) < shown.index("Regular member") and "[Forum]" not in shown
