"""Two stops another page of the same kind judged as the wrong wall (pages written for these tests).

A metered site's notice that the reader's free articles are used up, whose one way on is a subscription
behind a ``/join`` or ``/signup`` address, is a paywall's notice: the "free" of "free articles" is the reads a
subscription lifts, not a free account (:mod:`kotoba.web.verdict.walls_free_join`). And Ghost's members-only
box in Vietnamese is a paywall under an opening of any length, as its English is: the kind did not hang on
whether the post's opening left the box among the page's first pieces. The traps stay as they were: a stop
whose one way on is a free account is a log-in wall, a Vietnamese page kept for logged-in members is a log-in
wall, a short genuine page is read.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://news.example/2026/06/harbour-dredging"
NAV = "<header><nav><a href='/'>Home</a> <a href='/archive'>Archive</a> <a href='/about'>About</a></nav></header>"
FOOT = "<footer><p>© 2026 Harbour Notes · <a href='/privacy'>Privacy</a></p></footer>"


def _page(title: str, main: str) -> str:
    return f"<html><head><title>{title}</title></head><body>{NAV}<main>{main}</main>{FOOT}</body></html>"


# --- a metered notice whose one way on is a subscription at a sign-up's address ------------------------------

METERED = [
    ("You have read all your free articles this month.", "/join", "Subscribe"),
    ("You have read all your free articles this month.", "/signup", "Subscribe now"),
    ("You've reached your limit of 3 free stories.", "/join", "Subscribe"),
    ("You have reached your free article limit for this month.", "/register", "Become a subscriber"),
    ("You've used up your free reads for this week.", "/join?next=/2026/06/harbour-dredging", "Subscribe"),
]


@pytest.mark.parametrize(("notice", "href", "label"), METERED)
def test_a_metered_notice_whose_way_on_is_a_subscription_is_a_paywall(
    notice: str, href: str, label: str
) -> None:
    page = _page(
        "Harbour dredging",
        f"<article><h1>Harbour dredging</h1><p>{notice}</p><p><a href='{href}'>{label}</a></p></article>",
    )
    outcome = read_html(page, URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


FREE_ACCOUNT = [
    # the account said to be free beside the meter: a sign-up wall still
    ("You have read all your free articles. Create a free account to keep reading.", "/join", "Sign up"),
    ("Saving searches requires a Premium account.", "/accounts/signup/", "Join Premium for free"),
]


@pytest.mark.parametrize(("notice", "href", "label"), FREE_ACCOUNT)
def test_a_stop_whose_way_on_is_a_free_account_stays_a_login_wall(notice: str, href: str, label: str) -> None:
    page = _page(
        "Premium required",
        f"<main><h2>Premium feature</h2><p>{notice}</p><a class='btn' href='{href}'>{label}</a></main>",
    )
    assert failed_with(read_html(page, "https://app.example/saved"), LOGIN_REASON)


def test_a_short_page_on_free_articles_is_read() -> None:
    page = _page(
        "Free articles",
        "<article><h1>Our free articles</h1><p>Every week we open three of our investigations to all readers, "
        "with no account and no subscription: this week the harbour dredging, the ferry timetable and the "
        "school meals audit.</p><p><a href='/join'>Join our readers' panel</a></p></article>",
    )
    assert read_as_page(read_html(page, URL), "three of our investigations")


# --- Ghost's members-only box in Vietnamese, under openings of any length ------------------------------------

OPENING = [
    "<p>Ban quản lý cảng sẽ bắt đầu nạo vét bến cảng trong tháng Chín và đóng hai cầu tàu đến mùa xuân.</p>",
    "<p>Các thuyền trưởng cho biết sự chậm trễ đã khiến họ mất cả một mùa đánh bắt.</p>",
    "<p>Hợp tác xã nghề cá đã đề nghị nạo vét từ ba năm trước.</p>",
]


def _ghost_post(opening: str, box: str) -> str:
    cta = (
        f"<aside class='gh-post-upgrade-cta'><h2>{box}</h2><a class='button' href='#/portal/signup'>Đăng ký"
        "</a><p><a href='#/portal/signin'>Đăng nhập</a></p></aside>"
    )
    return _page(
        "Nạo vét bến cảng",
        f"<article class='gh-article'><h1>Nạo vét bến cảng</h1><section class='gh-content'>{opening}{cta}"
        "</section></article>",
    )


@pytest.mark.parametrize("paragraphs", [1, 2, 3])
@pytest.mark.parametrize("box", ["Bài viết này chỉ dành cho thành viên", "Trang này chỉ dành cho thành viên"])
def test_ghosts_vietnamese_box_is_a_paywall_under_any_opening(box: str, paragraphs: int) -> None:
    outcome = read_html(_ghost_post("".join(OPENING[:paragraphs]), box), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome
    assert "nạo vét bến cảng trong tháng Chín" in outcome.text


@pytest.mark.parametrize(
    "stop",
    [
        "Nội dung này chỉ dành cho thành viên.",
        "Bài viết này chỉ dành cho thành viên đã đăng nhập.",
        "Trang này chỉ dành cho người dùng đã đăng ký.",
    ],
)
def test_a_vietnamese_page_kept_for_logged_in_members_stays_a_login_wall(stop: str) -> None:
    page = _page(
        "Đăng nhập",
        f"<main><h1>{stop}</h1><p><a href='/login'>Đăng nhập</a> · <a href='/register'>Đăng ký</a></p></main>",
    )
    assert failed_with(read_html(page, "https://forum.example/t/123"), LOGIN_REASON)
