"""A short notice headed "Welcome back!" that is the page asked for — a forum back online, a podcast's new
season, a school's first day — is read, though its only links are a guest's ways in and to an account: a
sign-in landing's few lines speak to its reader of logging in or joining, and a notice says something of its
own (a sign-in landing greeting a returning reader is still a log-in wall: test_wall_r26_classes.py)."""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls import LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

NOTICES = [
    (
        "<html><head><title>Welcome back! - Anglers' Forum</title></head><body><main><h1>Welcome back!</h1>"
        "<p>The forum is back online after last night's server move. Every post and private message came "
        "across; if you spot anything missing, tell us in the Site Help board.</p>"
        "<a href='/ucp.php?mode=login'>Login</a> <a href='/ucp.php?mode=register'>Register</a></main></body></html>",
        "server move",
    ),
    (
        "<html><head><title>Welcome back</title></head><body><article><h1>Welcome back</h1>"
        "<p>Season three of the Night Shift podcast starts today: six episodes on the people who keep "
        "hospitals, trains and bakeries running while the rest of us sleep. The first is out now.</p>"
        "<p><a href='/login'>Log in</a> to leave a comment or <a href='/register'>register</a>.</p>"
        "</article></body></html>",
        "Night Shift",
    ),
    (
        "<html><head><title>Welcome Back, Students!</title></head><body><main><h1>Welcome Back, Students!</h1>"
        "<p>Term starts on Monday 7 September. Timetables are in the student portal; lockers are given out in "
        "the main hall from 8:15.</p><a href='/portal/login'>Student portal login</a> "
        "<a href='/portal/register'>Register for the portal</a></main></body></html>",
        "lockers",
    ),
]


@pytest.mark.parametrize(("html", "words"), NOTICES)
def test_a_short_notice_headed_welcome_back_with_a_guests_links_is_read(html: str, words: str) -> None:
    assert read_as_page(read_html(html), words)


def test_a_landing_greeting_its_reader_by_a_long_name_is_still_a_log_in_wall() -> None:
    landing = (
        "<html><head><title>Auth</title></head><body><div><h1>Welcome back, Anna-Maria Kowalska!</h1>"
        "<p>To keep connected with us please login with your personal info</p><button>Sign In</button></div>"
        "<div><h1>Hello, Friend!</h1><p>Enter your personal details and start journey with us</p>"
        "<button>Sign Up</button></div></body></html>"
    )
    assert failed_with(read_html(landing), LOGIN_REASON)
