"""Ordinary pages that carry one wall-ish line, read as the pages they are, and the walls beside them still
caught: a forum's index under its "You are not logged in." status line, a service's question step "Are you
18 or over?", a talk page's section naming the age question in quotation marks, a tide table under a
``<noscript>`` "Enable JavaScript" line.

Every page is served to the real read path (extraction, then the judges) as the corpus's pages are; the pages
are written for these tests in the shapes those sites use.
"""

from __future__ import annotations

import re
from pathlib import Path

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import AGE_REASON, CONSENT_REASON, LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

PAGES = Path(__file__).resolve().parents[2] / "support" / "pages"


def _page(title: str, body: str) -> str:
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title></head>"
        f"<body>{body}</body></html>"
    )


# --- a forum's index under the site's status line

FORUMS = (
    "<ul>"
    "<li><a href='/f1'>General discussion</a> (120 topics)</li>"
    "<li><a href='/f2'>Help and support</a> (88 topics)</li>"
    "<li><a href='/f3'>Announcements</a> (12 topics)</li>"
    "</ul>"
)


def test_a_forum_index_under_a_not_logged_in_line_is_read() -> None:
    html = _page("Forum index", f"<p>You are not logged in.</p><h1>Forum index</h1>{FORUMS}")
    assert read_as_page(read_html(html), "General discussion")


def test_a_board_table_under_a_not_logged_in_line_with_its_links_is_read() -> None:
    rows = "".join(
        f"<tr><td><a href='/f{i}'>{name}</a></td><td>{about}</td><td>{count}</td></tr>"
        for i, (name, about, count) in enumerate(
            (
                ("General discussion", "Talk about anything.", 120),
                ("Help and support", "Ask for help with the software here.", 88),
                ("Announcements", "News from the team.", 12),
            )
        )
    )
    html = _page(
        "Forum",
        "<div>You are not logged in. <a href='/login'>Log in</a> or <a href='/register'>register</a>.</div>"
        f"<table>{rows}</table>",
    )
    assert read_as_page(read_html(html), "Help and support")


def test_a_not_logged_in_line_that_asks_to_log_in_over_links_is_still_a_log_in_wall() -> None:
    html = _page(
        "Forum",
        "<p>You are not logged in. Please log in to view this board.</p>"
        "<ul><li><a href='/login'>Log in</a></li><li><a href='/register'>Register</a></li>"
        "<li><a href='/reset'>Forgot password?</a></li></ul>",
    )
    assert failed_with(read_html(html), LOGIN_REASON)


def test_a_bare_not_logged_in_line_over_links_alone_is_still_a_log_in_wall() -> None:
    html = _page(
        "Members",
        "<p>You are not logged in.</p><ul><li><a href='/login'>Log in</a></li>"
        "<li><a href='/register'>Register</a></li><li><a href='/reset'>Forgot password?</a></li></ul>",
    )
    assert failed_with(read_html(html), LOGIN_REASON)


# --- a service's question step (GOV.UK's question pages: the question is the legend of its answers)


def _step(question: str, hint: str, *, banner: bool) -> str:
    html = (PAGES / "gov-question-step.html").read_text(encoding="utf-8")
    html = html.replace("Have you reached State Pension age?", question)
    html = html.replace(
        "You can usually only get Pension Credit if you have reached State Pension age. "
        "Your partner may also need to have reached it.",
        hint,
    )
    if not banner:
        html = re.sub(
            r'<div id="global-cookie-message".*?View cookies</a></div></div></div></div>',
            "",
            html,
            flags=re.S,
        )
    return html


def test_a_question_step_asking_if_the_reader_is_18_is_read() -> None:
    for hint in ("You must be 18 or over to apply for a provisional licence.", ""):
        for banner in (True, False):
            outcome = read_html(_step("Are you 18 or over?", hint, banner=banner))
            assert isinstance(outcome, PageRead), (hint, banner)
            assert outcome.wall is None


def test_an_age_gate_asking_by_buttons_is_still_an_age_gate() -> None:
    html = _page(
        "Are you 18 or over?",
        "<main><h1>Are you 18 or over?</h1><p>You must be of legal drinking age to enter this site.</p>"
        "<button>Yes</button><button>No</button></main>",
    )
    assert failed_with(read_html(html), AGE_REASON)


def test_a_cookie_dialog_laid_out_as_a_form_is_still_a_consent_wall() -> None:
    html = _page(
        "Cookies",
        "<form method='post'><fieldset><legend><h1>Do you accept analytics cookies?</h1></legend>"
        "<p>We use cookies to measure how you use the site. Accept cookies or reject them to continue.</p>"
        "<input type='radio' name='c' value='yes'> Accept <input type='radio' name='c' value='no'> Reject"
        "</fieldset><button>Save cookie settings</button></form>",
    )
    assert failed_with(read_html(html), CONSENT_REASON)


# --- a heading naming the age question in quotation marks


def test_a_talk_page_section_naming_the_age_question_in_quotes_is_read() -> None:
    html = _page(
        "Talk:Ferries - Wikipedia",
        '<div id="content"><h1>Talk:Ferries</h1><h2>"Are you over 18?" examples</h2>'
        "<p>Do we need three screenshots of the same prompt? One is enough, and the caption should say which "
        "site it is from. Alice (talk) 10:02, 3 May 2024 (UTC)</p>"
        "<p>Agreed, removed two. Bob (talk) 12:40, 3 May 2024 (UTC)</p></div>",
    )
    assert read_as_page(read_html(html), "three screenshots")


def test_a_heading_asking_the_age_unquoted_is_still_an_age_gate() -> None:
    html = _page(
        "Welcome",
        "<h2>Are you over 18?</h2><p>You must be 18 or older to enter.</p>"
        "<a href='/enter'>Yes, enter</a> <a href='https://google.com'>No, leave</a>",
    )
    assert failed_with(read_html(html), AGE_REASON)


# --- a tide table under a <noscript> line


def test_a_tide_table_under_a_noscript_enable_javascript_line_is_read() -> None:
    rows = "".join(
        f"<tr><td>{tide}</td><td>{time}</td><td>{height}</td></tr>"
        for tide, time, height in (
            ("Low", "03:12", "1.2 m"),
            ("High", "09:25", "5.1 m"),
            ("Low", "15:37", "1.4 m"),
            ("High", "21:48", "4.9 m"),
        )
    )
    html = _page(
        "Tide times for Whitby - Tide Tables",
        "<noscript>Enable JavaScript to see the tide chart.</noscript><h1>Whitby tide times</h1>"
        f"<table><tr><th>Tide</th><th>Time</th><th>Height</th></tr>{rows}</table>"
        "<p>Sunrise 06:41, sunset 19:02.</p>",
    )
    assert read_as_page(read_html(html), "09:25")


def test_a_shell_saying_only_enable_javascript_is_still_a_block_page() -> None:
    html = _page(
        "Tide Tables",
        "<noscript>Please enable JavaScript to continue.</noscript><div id='root'></div>",
    )
    outcome = read_html(html)
    assert not read_as_page(outcome, "JavaScript")


# --- a help page on signing in, its steps under headings, one of them "Sign in" (a reviewer's page)


def test_a_help_page_on_signing_in_with_a_sign_in_section_is_read() -> None:
    html = _page(
        "Sign in with a passkey – Docs",
        "<header><a href='/'>Site</a><nav><a href='/a'>Home</a> <a href='/login'>Sign in</a></nav></header>"
        "<main><article><h1>Sign in with a passkey</h1><p>Passkeys let you sign in without a password. Your "
        "device keeps a private key and shows a prompt when you log in.</p><h2>Set up a passkey</h2><ol><li>"
        "Open <strong>Account → Security</strong>.</li><li>Choose <strong>Add a passkey</strong> and follow "
        "your device's prompt.</li></ol><h2>Sign in</h2><p>On the sign-in page, choose <strong>Use a "
        "passkey</strong> instead of entering your password.</p></article></main><footer>© 2026</footer>",
    )
    assert read_as_page(read_html(html), "Passkeys let you sign in")


def test_a_log_in_page_headed_with_the_sites_name_over_sign_in_and_its_form_is_still_a_log_in_wall() -> None:
    html = _page(
        "Acme",
        "<main><h1>Acme</h1><h2>Sign in</h2><form><input name='user'><input type='password' name='pw'>"
        "<button>Sign in</button></form><a href='/reset'>Forgot password?</a></main>",
    )
    assert failed_with(read_html(html), LOGIN_REASON)
