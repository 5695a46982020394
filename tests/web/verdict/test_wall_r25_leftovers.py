"""Round 24's review leftovers, on pages and strings written for these tests: a breadcrumb trail and a paid
term's headline are read only where they are as short as such things are (a hostile page's 100,000
characters are cut before any pattern runs: asserted on the work done, not on a clock), and a Japanese or
Chinese title holding 年齢確認 is an age gate's only as the title's name, not as a headline's subject.
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict import walls_crumbs, walls_term_alone
from kotoba.web.verdict.walls import AGE_REASON
from kotoba.web.verdict.walls_crumbs import TRAIL_CHARS, crumbed_not_found
from kotoba.web.verdict.walls_markup import visible
from kotoba.web.verdict.walls_shapes import term_over
from kotoba.web.verdict.walls_term_alone import HEADLINE_CHARS, headline_of, term_alone
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

HOSTILE = 100_000


def test_a_trail_longer_than_a_trail_is_not_rendered(monkeypatch: pytest.MonkeyPatch) -> None:
    rendered: list[int] = []
    real = visible

    def spy(markup: str) -> str:
        rendered.append(len(markup))
        return real(markup)

    monkeypatch.setattr(walls_crumbs, "visible", spy)
    hostile = '<ol class="breadcrumb">' + "<li>a</li>" * (HOSTILE // 10)
    assert not crumbed_not_found(hostile)
    assert not crumbed_not_found('<ol class="breadcrumb">' * (HOSTILE // 23))
    assert all(length <= TRAIL_CHARS for length in rendered)
    # (a trail of the root and the state is still read)
    assert crumbed_not_found('<ol class="breadcrumb"><li><a href="/">Home</a></li><li>404</li></ol>')
    assert rendered


def test_a_paid_terms_headline_longer_than_a_headline_is_not_searched(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    searched: list[int] = []
    real = term_over

    def spy(piece: str) -> bool:
        searched.append(len(piece))
        return real(piece)

    monkeypatch.setattr(walls_term_alone, "term_over", spy)
    long = "Your subscription has " + "a " * (HOSTILE // 2) + "expired"
    assert headline_of(long, [long], [long]) == []
    assert term_alone(long, [long], [long], ["x"], "<a href='/'>Back</a>") is None
    assert all(length <= HEADLINE_CHARS for length in searched)
    # (a stop's own headline is still read)
    said = "Your subscription has expired"
    shape = term_alone(said, [said], [said], [said], "<a href='/renew'>Renew</a>")
    assert shape is not None and shape.kind == "paywall"


BRIEF = """<html><head><title>年齢確認の義務化、SNS各社に来年から 改正法が成立 - 東都新聞</title></head><body>
<header><a href="/">東都新聞</a></header><article><h1>年齢確認の義務化、SNS各社に来年から 改正法が成立</h1>
<p>国会は10日、交流サイトの運営会社に利用者の年齢確認を義務づける改正法を賛成多数で可決、成立させた。来年4月から、
13歳未満の子どもの登録を防ぐ仕組みを設けることが求められる。</p>
<p>政府は、本人確認書類の提出や顔写真による推定など、複数の方法を認める方針だ。違反した事業者には是正命令を出し、
従わない場合は罰金を科す。</p><p>一方、専門家からは、個人情報の収集が増えることへの懸念も出ている。</p></article>
</body></html>"""


def test_a_news_brief_titled_about_age_verification_is_read() -> None:
    assert read_as_page(read_html(BRIEF), "改正法")
    chinese = BRIEF.replace("年齢確認の義務化", "年龄验证立法")
    assert read_as_page(read_html(chinese), "改正法")


@pytest.mark.parametrize(
    "title",
    [
        "年齢確認 | 酒蔵しらかわ",
        "【年齢確認】酒蔵しらかわ",
        "年齢確認ページ",
        "年齢確認をお願いします",
        "年龄验证 - 酒庄",
    ],
)
def test_an_age_gate_titled_with_its_name_is_an_age_gate(title: str) -> None:
    gate = (
        f"<html><head><title>{title}</title></head><body><div class='gate'>"
        "<p>当サイトはお酒に関する情報を含みます。</p><a href='/top'>はい</a>"
        "<a href='https://www.google.com'>いいえ</a></div></body></html>"
    )
    assert failed_with(read_html(gate), AGE_REASON)
