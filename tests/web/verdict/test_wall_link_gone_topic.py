"""A help centre's article headed with expired links as its topic ("Expired links") is read: it explains the
state to whoever asks about it, and speaks to its reader as an expired link's notice does, so its plural
heading is what tells it apart. A notice names the one link the reader followed ("Expired link", "This link
has expired"); the page is written for this test in the shape help centres give.
"""

from __future__ import annotations

from kotoba.web.verdict.walls import LINK_GONE_REASON
from kotoba.web.verdict.walls_link_gone import states_link_gone
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

HELP = (
    "<html><head><title>Expired links | Help Center</title></head><body><nav><a href='/'>Help</a></nav>"
    "<article><h1>Expired links</h1><p>Shared links expire after the date you set when you shared the file."
    "</p><p>To share it again, create a new link from the file's menu.</p></article>"
    "<footer>© 2026 Files Inc</footer></body></html>"
)


def test_a_help_article_on_expired_links_is_read() -> None:
    assert read_as_page(read_html(HELP), "Shared links expire after the date you set")
    assert not states_link_gone("Expired links") and not states_link_gone("Invalid URLs")


def test_the_one_link_followed_said_expired_is_still_a_notice() -> None:
    notice = HELP.replace("Expired links", "Expired link")
    assert failed_with(read_html(notice), LINK_GONE_REASON)
    assert states_link_gone("Expired link") and states_link_gone("Invalid or expired invitation")
