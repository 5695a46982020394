"""A short post about a paper's paywall that closes on how the paper words it, in the post's own sentence
("以财新网为例，订阅后可阅读全文。": "take Caixin: subscribe to read the whole text"), is read, not judged a
teaser closed by a members-only notice (:mod:`kotoba.web.verdict.walls_read_on`): a notice's line speaks of
the membership alone, and what stands before its words in the line is a notice's too. Written for this test.
"""

from __future__ import annotations

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls_read_on import says_notice
from tests.web.verdict.walls.corpus import read_html

POST = (
    "<html lang=zh><head><title>关于报纸的付费墙</title></head><body><article><h1>关于报纸的付费墙</h1>"
    "<p>最近在各家报纸的网站上，经常遇到文章读到一半就看不到后面内容的情况。上周查资料时，就遇到了三次同样的页面。</p>"
    "<p>仔细看了一下，很多报纸只要注册免费会员，每个月就可以读几篇全文。</p>"
    "<p>以财新网为例，订阅后可阅读全文。</p></article><footer>© 2026 博客</footer></body></html>"
)


def test_a_post_closing_on_how_a_paper_words_its_paywall_is_read() -> None:
    outcome = read_html(POST)
    assert isinstance(outcome, PageRead) and outcome.wall is None
    assert not says_notice("以财新网为例，订阅后可阅读全文。")


def test_a_notices_own_line_is_still_one() -> None:
    assert says_notice("本文为付费内容，订阅后即可阅读全文。")
    assert says_notice("会员专享内容，开通会员后阅读全文。")
    assert says_notice("ここから先は有料会員になると続きをお読みいただけます。")
    assert says_notice("この記事は有料記事です。")
