"""A brief headed "Link expired" that narrates its own story is read, though a sentence of it speaks of
another link or of what will expire: the words an expired link's page explains the link with ("…to receive
a fresh verification link", "This link will expire in 60 minutes") set a line aside only where they speak of
a link of the reader's (such pages are still soft 404s: test_wall_r26_classes.py)."""

from __future__ import annotations

import pytest

from tests.web.verdict.walls.corpus import read_as_page, read_html

BRIEFS = [
    "Another link between the islands has gone: the operator's licence for the crossing ran out on Friday, the "
    "harbour board said.",
    "The operator's licence for the crossing, which will expire in a week for good, was not renewed, the harbour "
    "board said.",
]


@pytest.mark.parametrize("line", BRIEFS)
def test_a_brief_headed_link_expired_narrating_another_link_or_an_expiry_is_read(line: str) -> None:
    brief = (
        "<html><head><title>Link expired</title></head><body><h1>Link expired</h1>"
        f"<p>{line}</p><a href='/news'>More news</a></body></html>"
    )
    assert read_as_page(read_html(brief), "harbour board")
