"""A cookie notice served in the page's place, in Chinese (both scripts), Japanese and Korean, whose opening
sentence the consent rules did not read as the notice's, on pages written for these tests (not the corpus's),
served by a real HTTP server on 127.0.0.1 and read by the real reader:

- the site's use of cookies after a lead-in ("關於本網站使用瀏覽器紀錄 Cookie …") or after its purpose
  ("為了提供您最佳的服務，本網站會在您的電腦中放置並取用我們的 Cookie", "为了提供最佳体验，我们使用 Cookie
  等技术…"), the cookies named a few words after the verb ("本站采用浏览器记录 Cookie …");
- the going on that means agreement already given ("继续浏览本站即表示您已同意…");
- the site named as "当ウェブサイト" or "このウェブサイト" over a long purpose clause, and as "본 웹사이트"
  (:data:`kotoba.web.verdict.walls_rules.CJK_NOTICE_OPENINGS`).

Each is a consent wall, by the rules alone too; with those openings left out of the notice's sentences (and
the learned model set aside, so the test says what the rules do) each is read as a page. An article in
Chinese about its site's cookie prompt quoting it, a privacy policy with a section on cookies in the same
words, a Japanese site saying it uses no cookies, and a real article with a small cookie bar at its foot stay
read.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome
from kotoba.web.verdict import walls, walls_rules, walls_shapes
from kotoba.web.verdict.alternation import Alternation
from kotoba.web.verdict.walls import CONSENT_REASON
from kotoba.web.verdict.walls_rules import CJK_NOTICE_OPENINGS, CONSENT_NOTICE
from kotoba.web.verdict.walls_shapes import BARRIER_SAYINGS
from tests.support.chrome_pages import chrome_page
from tests.support.served import outcome_at, serving
from tests.support.servers.http import PageServer


def _prompt(heading: str, lines: str, buttons: tuple[str, ...]) -> str:
    """A cookie prompt's window served alone: its heading, its lines and its buttons."""
    drawn = "".join(f"<button class='btn'>{label}</button>" for label in buttons)
    return (
        f"<div class='cookie-check'><div class='cookie-inner'><h3>{heading}</h3>"
        f"<p>{lines}</p><div class='btn-row'>{drawn}</div></div></div>"
    )


# --- the prompts: (name, lang, heading, its lines, its buttons)
PROMPTS = [
    (
        "zh-Hant-about",
        "zh-Hant",
        "Cookie 宣告",
        "關於本網站使用瀏覽器紀錄 Cookie 以提供您更好的瀏覽體驗，其中也包括第三方 Cookie。詳情請參閱我們的"
        "隱私權與 Cookie 政策。",
        ("不同意", "同意"),
    ),
    (
        "zh-Hant-purpose",
        "zh-Hant",
        "Cookie 之使用",
        "為了提供您最佳的服務，本網站會在您的電腦中放置並取用我們的 Cookie。若您不願接受 Cookie 的寫入，"
        "可在瀏覽器設定中將隱私權等級設為高。",
        ("接受",),
    ),
    (
        "zh-Hans-purpose",
        "zh-Hans",
        "管理 Cookie 同意",
        "为了提供最佳体验，我们使用 Cookie 等技术来存储和访问设备信息。",
        ("接受", "拒绝", "查看偏好"),
    ),
    (
        "zh-Hans-already",
        "zh-Hans",
        "Cookie 提示",
        "本站采用浏览器记录 Cookie 改善您的体验。继续浏览本站即表示您已同意我们使用 Cookie。",
        ("不同意", "同意"),
    ),
    (
        "ja-tou",
        "ja",
        "Cookie の使用について",
        "当ウェブサイトでは、より快適にご利用いただくため、クッキー（Cookie）を使用しています。",
        ("同意する", "拒否する"),
    ),
    (
        "ja-kono",
        "ja",
        "Cookie 設定",
        "このウェブサイトでは、正常な動作に必要な Cookie と、ご利用状況を把握するためのトラッキング Cookie "
        "を使用しています。",
        ("すべて同意", "拒否"),
    ),
    (
        "ko-bon",
        "ko",
        "쿠키 사용 안내",
        "본 웹사이트는 사용자 경험 향상을 위해 쿠키를 사용합니다.",
        ("동의", "거부"),
    ),
]

# --- traps beside them
# an article in Chinese about its site's cookie prompt, quoting it in its opening
ARTICLE_ZH = chrome_page(
    "<article><h1>我們如何改寫網站的 Cookie 提示</h1>"
    "<p>去年春天，我們網站的提示視窗寫著「關於本網站使用瀏覽器紀錄 Cookie 來提供您最好的使用體驗」，底下只有"
    "「不同意」和「同意」兩個按鈕。許多讀者來信說，他們看不出按下「不同意」之後網站會怎樣。</p>"
    "<p>我們把文字改成三句短句：先說明哪些 Cookie 是網站運作所必需，再說明分析用的 Cookie 能幫我們知道哪些"
    "文章最受歡迎，最後告訴讀者隨時可以在頁尾重新選擇。</p>"
    "<p>改版後一個月，選擇「不同意」的讀者比例從百分之八升到百分之十五，但來信詢問的人數減少了一半，"
    "編輯部認為這是值得的交換。</p></article>",
    title="我們如何改寫網站的 Cookie 提示 - 編輯部部落格",
    lang="zh-Hant",
)
# a privacy policy whose section on cookies speaks as the prompt does
POLICY_ZH = chrome_page(
    "<article><h1>隱私權政策</h1>"
    "<p>本政策說明本網站如何蒐集、處理及利用您的個人資料，以及您享有的權利。請您在使用本網站前詳細閱讀。</p>"
    "<h2>一、資料的蒐集</h2><p>當您註冊會員或訂閱電子報時，我們會請您提供姓名與電子郵件地址，僅用於寄送"
    "您要求的資訊，不會提供給第三方。</p>"
    "<h2>二、Cookie 之使用</h2><p>為了提供您最佳的服務，本網站會在您的電腦中放置並取用我們的 Cookie。若您不願"
    "接受 Cookie 的寫入，可在瀏覽器設定中將隱私權等級設為高，但網站部分功能可能因此無法正常執行。</p>"
    "<h2>三、政策的修訂</h2><p>本政策如有修訂，將公告於本頁，修訂後的條款自公告之日起生效。</p></article>",
    title="隱私權政策 - 範例商店",
    lang="zh-Hant",
)
# a Japanese site's privacy notice saying it uses no cookies
NO_COOKIES_JA = chrome_page(
    "<article><h1>プライバシーについて</h1>"
    "<p>このウェブサイトはCookieやアクセス解析ツールを一切使用しません。お問い合わせフォームに入力された"
    "内容は、返信のためにのみ使用します。</p></article>",
    title="プライバシー - 小さな写真館",
    lang="ja",
)
# a real article in Chinese with a small cookie bar at its foot
NEWS_ZH = chrome_page(
    "<article><h1>城市图书馆延长夜间开放时间</h1>"
    "<p>市图书馆昨天宣布，从下个月起，总馆每周五和周六的开放时间将延长至晚上十点，自习区和儿童阅览室同步"
    "开放。馆方表示，过去一年晚间入馆人数增长了近三成，许多上班族希望下班后仍能借书和自习。</p>"
    "<p>延长开放期间，图书馆将增加两名值班馆员和一班夜间保安，并在晚上八点后关闭部分楼层的空调，以控制"
    "运营成本。分馆暂不调整时间，但馆方称将根据总馆的使用情况再作评估。</p></article>"
    "<div class='cookie-banner'><p>为了提供最佳体验，我们使用 Cookie 等技术来存储和访问设备信息。</p>"
    "<button>接受</button><button>拒绝</button></div>",
    title="城市图书馆延长夜间开放时间 - 本地新闻",
    lang="zh-Hans",
)
TRAPS = [
    ("/article/zh", ARTICLE_ZH, "改版後一個月"),
    ("/policy/zh", POLICY_ZH, "政策的修訂"),
    ("/no-cookies/ja", NO_COOKIES_JA, "返信のためにのみ"),
    ("/news/zh", NEWS_ZH, "延长至晚上十点"),
]

PAGES = {
    **{
        f"/prompt/{name}": chrome_page(_prompt(heading, lines, buttons), title="", lang=lang)
        for name, lang, heading, lines, buttons in PROMPTS
    },
    **{path: html for path, html, _ in TRAPS},
}


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serving(PAGES) as server:
        yield server


def _refused_as_consent(outcome: ReadOutcome) -> bool:
    return isinstance(outcome, ReadFailed) and outcome.reason == CONSENT_REASON


def _read_as_page(outcome: ReadOutcome, words: str) -> bool:
    return isinstance(outcome, PageRead) and outcome.wall is None and words in outcome.text


@pytest.fixture
def model_aside(monkeypatch: pytest.MonkeyPatch) -> None:
    """The learned model set aside: what the rules alone make of a page."""
    monkeypatch.setattr(walls, "_learned", lambda *args, **kwargs: None)


@pytest.fixture
def openings_off(monkeypatch: pytest.MonkeyPatch, model_aside: None) -> None:
    """The cookie notice's sentences without the Chinese, Japanese and Korean openings of
    :data:`CJK_NOTICE_OPENINGS`, and the learned model set aside."""
    left_out = set(walls_rules._said(*CJK_NOTICE_OPENINGS)._branches)
    said = [branch for branch in CONSENT_NOTICE.said._branches if branch not in left_out]
    assert len(said) == len(CONSENT_NOTICE.said._branches) - len(CJK_NOTICE_OPENINGS)
    off = dataclasses.replace(CONSENT_NOTICE, said=Alternation(said, CONSENT_NOTICE.said.flags))
    sayings = tuple(
        (off if rules is CONSENT_NOTICE else rules, needles) for rules, needles in BARRIER_SAYINGS
    )
    monkeypatch.setattr(walls, "BARRIER_SAYINGS", sayings)
    gate = walls_shapes._SAID_ASIDE[id(CONSENT_NOTICE)][1]
    monkeypatch.setitem(walls_shapes._SAID_ASIDE, id(off), (off.said, gate))


NAMES = [case[0] for case in PROMPTS]


@pytest.mark.parametrize("name", NAMES)
async def test_the_cookie_prompt_served_alone_is_a_consent_wall(site: PageServer, name: str) -> None:
    outcome = await outcome_at(site, f"/prompt/{name}")
    assert _refused_as_consent(outcome), outcome


@pytest.mark.parametrize("name", NAMES)
async def test_the_rules_alone_refuse_the_cookie_prompt(
    site: PageServer, name: str, model_aside: None
) -> None:
    outcome = await outcome_at(site, f"/prompt/{name}")
    assert _refused_as_consent(outcome), outcome


@pytest.mark.parametrize("name", NAMES)
async def test_without_the_openings_the_rules_read_the_cookie_prompt_as_a_page(
    site: PageServer, name: str, openings_off: None
) -> None:
    lines = next(case[3] for case in PROMPTS if case[0] == name)
    outcome = await outcome_at(site, f"/prompt/{name}")
    assert _read_as_page(outcome, lines[:12]), outcome


@pytest.mark.parametrize(("path", "words"), [(path, words) for path, _, words in TRAPS])
async def test_pages_speaking_of_cookies_in_the_prompts_words_are_read(
    site: PageServer, path: str, words: str
) -> None:
    outcome = await outcome_at(site, path)
    assert _read_as_page(outcome, words), outcome
