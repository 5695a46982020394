"""A paywall known by its shape where it says no notice of its own: a teaser followed by the subscription
offer's line for readers who already pay ("Already have an account? Log in" beside a price), or by the
article's rest served hidden or blurred in a part named for it; beside them, the pages with the same parts
that are read whole.

The shapes are those news sites' and publishing platforms' paywalls take (an offer box under the teaser, a
blurred ``paywalled-content`` part); the pages are written for these tests, each served to the real read
path as the corpus's pages are.
"""

from __future__ import annotations

from kotoba.web.outcome import PageRead
from tests.web.verdict.walls.corpus import read_html

TEASER = "".join(
    f"<p>Paragraph {i}: the council voted late on Tuesday to close the old ferry terminal, ending a service "
    "that has run since 1952, and residents of the island now face a two-hour detour by road.</p>"
    for i in range(3)
)
WHOLE = "".join(
    f"<p>Paragraph {i}: the council voted late on Tuesday to close the old ferry terminal, ending a service "
    "that has run since 1952, and residents of the island now face a two-hour detour by road.</p>"
    for i in range(16)
)
REST = "".join(
    f"<p>Paragraph {i} of the rest: the ferry's last crossing is set for the spring, and the harbour board "
    "says the slipway will be kept for the lifeboat.</p>"
    for i in range(4)
)
OFFER = (
    "<aside class='offer'><h3>Unlimited access to local journalism</h3>"
    "<p>£1 for 3 months, then £6.99 a month. Cancel anytime.</p><a href='/checkout'>Get offer</a>"
    "<p>Already have an account? <a href='/login'>Log in</a></p></aside>"
)


def _page(body: str, header: str = "<a href='/'>Island Times</a>", footer: str = "© Island Times") -> str:
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>Ferry terminal to close | Island Times</title>"
        f"</head><body><header>{header}</header><article><h1>Ferry terminal to close</h1>{body}</article>"
        f"<footer>{footer}</footer></body></html>"
    )


def _wall(html: str) -> str | None:
    outcome = read_html(html)
    assert isinstance(outcome, PageRead)
    return outcome.wall


def test_a_teaser_over_an_offer_for_readers_who_already_pay_is_a_paywalls() -> None:
    assert _wall(_page(TEASER + OFFER)) == "paywall"


def test_a_whole_article_over_the_same_offer_is_read_whole() -> None:
    assert _wall(_page(WHOLE + OFFER)) is None


def test_a_short_article_under_a_header_offering_subscriptions_is_read_whole() -> None:
    header = "<a href='/'>Island Times</a> <a href='/subscribe'>Subscribe from £1 a week</a> Already a subscriber? <a href='/login'>Sign in</a>"
    assert _wall(_page(TEASER, header=header)) is None


def test_a_short_article_over_a_footer_offering_subscriptions_is_read_whole() -> None:
    footer = "Subscribe from £1 a week. Already a subscriber? <a href='/login'>Sign in</a>"
    assert _wall(_page(TEASER, footer=footer)) is None


def test_a_teaser_over_its_rest_blurred_and_hidden_is_a_paywalls() -> None:
    hidden = f"<div class='article-body paywalled-content' aria-hidden='true' style='filter: blur(5px)'>{REST}</div>"
    assert _wall(_page(TEASER + hidden + "<div><a href='/subscribe'>Subscribe</a></div>")) == "paywall"


def test_a_hidden_premium_offer_dialog_under_a_short_article_is_no_paywall() -> None:
    dialog = (
        "<div class='premium-modal' aria-hidden='true'><p>Go premium today.</p>"
        "<p>Subscribe for unlimited access, from $1 a week. Cancel anytime.</p></div>"
    )
    assert _wall(_page(TEASER + dialog)) is None


def test_a_hidden_menu_under_a_short_article_is_no_paywall() -> None:
    menu = "<div class='members-only-menu' hidden><p><a href='/a'>Archive</a></p><p><a href='/b'>Events</a></p></div>"
    assert _wall(_page(TEASER + menu)) is None


def test_a_short_article_with_a_subscription_box_far_below_it_is_read_whole() -> None:
    related = "".join(
        f"<p><a href='/story/{i}'>Related story {i}: the harbour board meets again next month to decide "
        "on the slipway</a></p>"
        for i in range(8)
    )
    assert _wall(_page(TEASER + f"<section class='related'>{related}</section>" + OFFER)) is None


def test_a_community_page_asking_members_to_log_in_is_no_paywall() -> None:
    box = (
        "<aside><p>Already a member? <a href='/login'>Log in</a></p>"
        "<p>Join for unlimited access to the forum, free.</p></aside>"
    )
    assert _wall(_page(TEASER + box)) is None
