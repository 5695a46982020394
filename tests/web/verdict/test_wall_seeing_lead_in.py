"""A help page showing a wall's box as what the reader sees ("you'll see:", "here is what shows up:") is read.

The quoting lead-in (a verb of seeing before a colon, then the box's words) was narrowed to lead-ins that name
the notice or an outside seer, so that a wall opening with what its members see ("Members see: …") stays a
wall. That narrowing also took the reader addressed ("you'll see:") and a lead-in naming no one ("what shows
up:", "Wer nicht angemeldet ist, sieht:"), the commonest ways a help page introduces the box it documents:
such pages were refused as log-in walls or given the paywall note.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.page import INTERNAL_ERROR
from tests.web.verdict.walls.corpus import read_as_page, read_html

FIRST = "Open the post settings and pick who may read the post, then save it."


def _help_page(headline: str, *paragraphs: str) -> str:
    body = "".join(f"<p>{paragraph}</p>" for paragraph in paragraphs)
    return (
        f"<html><head><title>Docs | {headline}</title></head><body><main><h1>{headline}</h1>{body}</main>"
        "</body></html>"
    )


HELP_PAGES = [
    ("Setting post access", "Logged out, you will see: This post is for paying subscribers only."),
    ("Members-only pages", "Here is what shows up: You must be logged in to view this page."),
    ("Members-only pages", "Without an account you see: You must be logged in to view this page."),
    (
        "Members-only pages",
        "Try it in a private window and you'll see: You must be logged in to view this page.",
    ),
    ("Zugriff auf Beiträge", "Wer nicht angemeldet ist, sieht: You must be logged in to view this page."),
]


@pytest.mark.parametrize(("headline", "shown"), HELP_PAGES)
def test_a_help_page_showing_the_box_as_you_see_it_is_read(headline: str, shown: str) -> None:
    outcome = read_html(_help_page(headline, FIRST, shown), "https://help.example/docs/access")
    assert read_as_page(outcome, FIRST[:20]), outcome


WALLS = [
    "Members see: This post is for paying subscribers only.",
    "Subscribers see the full story: This post is for paying subscribers only.",
    "Only paying members see what comes next: This post is for subscribers only.",
    "Abonnenten sehen: This post is for paying subscribers only.",
]


@pytest.mark.parametrize("notice", WALLS)
def test_a_wall_opening_with_what_its_members_see_is_still_a_wall(notice: str) -> None:
    opening = (
        "The council approved the dredging of the inner harbour on Tuesday, after a year of delays over the "
        "disposal of the silt and a dispute with the fishing cooperative."
    )
    page = (
        "<html><head><title>Harbour dredging</title></head><body><main><h1>Harbour dredging</h1>"
        f"<p>{opening}</p><p>{notice}</p><a href='/subscribe'>Subscribe</a></main></body></html>"
    )
    outcome = read_html(page)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


def test_a_hostile_run_of_lead_ins_is_judged_without_an_internal_error() -> None:
    body = (
        "<h1>x</h1><p>"
        + "members you'll see the box: " * 5_000
        + "This post is for paying subscribers only.</p>"
    )
    outcome = read_html(f"<html><head><title>x</title></head><body>{body}</body></html>")
    assert isinstance(outcome, (PageRead, ReadFailed))
    assert not (
        isinstance(outcome, ReadFailed) and (outcome.bug is not None or INTERNAL_ERROR in outcome.reason)
    )
