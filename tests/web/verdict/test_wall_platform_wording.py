"""The default messages platforms ship for their walls, each read as the class it stands for: membership and
newsletter platforms' paywalls (only subscribers may read the rest, the free reads at their maximum, reading
on offered for a subscription, membership offered to read, one article sold), social sites' and forums'
sign-in walls, and shops' and CMS templates' "nothing found" pages. The pages are written here in the shape
such pages have and served to the real read path; articles that quote the same sentences are read.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import LOGIN_REASON, SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://news.example/2026/05/ferry-timetable"
NAV = "<header><nav><a href='/'>Home</a> <a href='/local'>Local</a> <a href='/sport'>Sport</a></nav></header>"
FOOT = "<footer><p>© 2026 Example Media · <a href='/privacy'>Privacy</a></p></footer>"
TEASER = (
    "<p>The ferry company will cut its winter timetable to two crossings a day from November, it told the "
    "island council on Monday, blaming the cost of fuel and a shortage of deckhands.</p>"
    "<p>Islanders said the change would leave commuters with no way home after the evening shift.</p>"
)


def _page(title: str, main: str) -> str:
    return f"<html><head><title>{title}</title></head><body>{NAV}<main>{main}</main>{FOOT}</body></html>"


def _teaser_over(gate: str) -> str:
    article = f"<article><h1>Ferry timetable cut</h1>{TEASER}<div class='gate'>{gate}</div></article>"
    return _page("Ferry timetable cut | Example News", article)


PAYWALL_GATES = [
    "<p>Only paying members can read the rest of this story.</p><a href='/membership'>Join</a>",
    "<p>You've reached the maximum number of free stories this month.</p><a href='/subscribe'>Subscribe</a>",
    "<p>To keep reading this article, please subscribe.</p><a href='/offers'>See our offers</a>",
    "<p>Become a supporter to read the rest of this report.</p><a href='/support'>Support us</a>",
    "<p>Unlock this story for €0.99, or subscribe for unlimited access.</p><a href='/buy'>Buy</a>",
]


@pytest.mark.parametrize("gate", PAYWALL_GATES)
def test_a_platforms_paywall_message_under_a_teaser_is_a_paywall(gate: str) -> None:
    outcome = read_html(_teaser_over(gate), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


LOGIN_STOPS = [
    "<h2>Log in to keep reading</h2><a href='/login'>Log in</a> <a href='/join'>Create account</a>",
    "<p>Sign up to see posts and stories from the people you follow.</p><a href='/signup'>Sign up</a>",
    "<p>This community requires you to be logged in to view its threads.</p><a href='/login'>Log in</a>",
    "<h1>Oops! We ran into some problems.</h1><p>You must be logged-in to do that.</p>",
]


@pytest.mark.parametrize("stop", LOGIN_STOPS)
def test_a_social_sites_or_forums_sign_in_wall_is_a_login_wall(stop: str) -> None:
    assert failed_with(read_html(_page("Example Community", stop), URL), LOGIN_REASON)


def test_a_help_page_on_what_needs_the_readers_account_is_read() -> None:
    # (a help article says what the reader's own account holds behind a log-in: it is the page asked for)
    paragraphs = [
        "The shop requires you to be logged in to view your order history.",
        "Once you are signed in, open My Account and choose Orders: every order from the last five years is "
        "listed there with its invoice, which you can download as a PDF.",
        "Orders placed as a guest are not listed; contact our support team with the order number and we will "
        "attach them to your account.",
    ]
    article = "<article><h1>How do I see my past orders?</h1>"
    article += "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs) + "</article>"
    outcome = read_html(_page("How do I see my past orders?", article), "https://shop.example/help/orders")
    assert read_as_page(outcome, "five years")


NOTHING_FOUND = [
    "<h1>No results found</h1><p>Try a different search, or browse our categories.</p>",
    "<p>Your search for “oak side table” didn't return any products.</p><a href='/shop'>Back to the shop</a>",
    "<h1>Nothing found</h1><p>Sorry, nothing matched your search criteria. Try other words.</p>",
    "<p>There are no products listed under this category.</p>",
    "<p>Aucun produit ne correspond à votre sélection.</p>",
    "<p>Es wurden keine Produkte gefunden, die Ihrer Auswahl entsprechen.</p>",
    "<h2>This listing has ended.</h2><p>See similar items below.</p>",
    "<p>Whatever you were looking for doesn't exist at this address.</p>",
]


@pytest.mark.parametrize("main", NOTHING_FOUND)
def test_a_shops_or_cms_nothing_found_page_is_a_soft_404(main: str) -> None:
    assert failed_with(
        read_html(_page("Example Shop", main), "https://shop.example/p/oak-table"), SOFT_404_REASON
    )


def test_an_article_quoting_the_platforms_wall_messages_is_read() -> None:
    paragraphs = [
        "Publishers have spent a decade tuning the sentence a reader sees when the free part of a story runs "
        "out, and the wording has converged on a handful of families.",
        "The most common tells readers that only paying members can read the rest of this story, while metered "
        "sites prefer to say that the reader has reached the maximum number of free stories for the month.",
        "Search pages have their own stock phrase: an online shop will report that your search returned no "
        "results, and a forum may insist that you must be logged-in to do that.",
        "Researchers at the university's media lab counted these messages on four hundred news sites over two "
        "years, and found that the blunter wording converted slightly better on mobile phones.",
        "They also found that readers who met a registration wall were three times as likely to leave the "
        "site at once, which is why several regional papers have since dropped theirs.",
        "The lab will publish its full data set in the autumn, together with the code used to capture pages.",
    ]
    article = "<article><h1>The sentences at the end of the free story</h1>"
    article += "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs) + "</article>"
    outcome = read_html(_page("The sentences at the end of the free story", article), URL)
    assert read_as_page(outcome, "media lab")


def test_a_shop_page_with_an_empty_recently_viewed_box_is_read() -> None:
    main = (
        "<article><h1>Oak side table</h1><p>Solid oak, oiled by hand in our workshop in Leeds. 45 × 45 cm, 60 cm "
        "high. Each table is made to order and ships within three weeks; the grain and colour of the wood vary "
        "from piece to piece.</p><p>Care: wipe with a damp cloth and oil once a year.</p></article>"
        "<aside><h3>Recently viewed</h3><p>No products found</p></aside>"
    )
    outcome = read_html(_page("Oak side table | Example Shop", main), "https://shop.example/p/oak-table")
    assert read_as_page(outcome, "Solid oak")


REMOVED = [
    "<h1>Story no longer available</h1><p>It may have been withdrawn by the publisher.</p>",
    "<p>This video is no longer available.</p><a href='/'>Back to the home page</a>",
    "<h1>Sorry, this page isn't available right now</h1><p>The link you followed may be broken, or the post "
    "may have been deleted.</p>",
    "<h2>The requested resource could not be found.</h2>",
]


@pytest.mark.parametrize("main", REMOVED)
def test_a_removed_content_page_or_a_frameworks_not_found_answer_is_a_soft_404(main: str) -> None:
    assert failed_with(read_html(_page("Example", main), URL), SOFT_404_REASON)


def test_a_story_that_mentions_a_removed_video_is_read() -> None:
    paragraphs = [
        "The council's livestream of Tuesday's meeting was taken down the next morning after a member of the "
        "public complained that her address had been read out during the planning item.",
        "Anyone following the old link now sees a page saying this video is no longer available, and the "
        "council says an edited recording will be posted by Friday.",
        "The clerk told the paper that the authority had never before removed a recording, and that officers "
        "would now check every agenda for personal details before a meeting is streamed.",
        "Opposition councillors asked for the full recording to be kept in the archive for the statutory six "
        "years, so that the planning decision can still be reviewed if it is challenged in court.",
    ]
    article = "<article><h1>Council pulls meeting video</h1>"
    article += "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs) + "</article>"
    outcome = read_html(_page("Council pulls meeting video", article), URL)
    assert read_as_page(outcome, "statutory six")
