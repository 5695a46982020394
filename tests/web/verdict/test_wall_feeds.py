"""A syndication feed (RSS or Atom) is a list of entries: its titles are headlines of other pages, never the
feed's own notice, so no entry makes the feed a wall or gives it the paywall note — whatever type it is served
as. A plain-text body that is a wall's page is still judged as one."""

from __future__ import annotations

import pytest

from kotoba.web.net.media import is_feed
from kotoba.web.outcome import PageRead, ReadOutcome
from kotoba.web.verdict.walls import SOFT_404_REASON
from tests.web.verdict.walls.corpus import Page, failed_with, outcome_of

ATOM = """<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>Daily Ledger - Business</title><link href="https://ledger.example.com/business"/>
<updated>2026-03-04T12:00:00Z</updated><id>urn:uuid:ledger-business</id>
<entry><title>Subscribe to continue reading? Publishers rethink the paywall</title>
<link href="https://ledger.example.com/b/paywalls"/><id>urn:uuid:1</id><updated>2026-03-04T12:00:00Z</updated>
<summary>Metered, hard or dynamic: how newsrooms decide when to ask readers to pay.</summary></entry>
</feed>"""
RSS = """<?xml version="1.0" encoding="UTF-8"?>
<!-- generator="WordPress/6.7" -->
<rss version="2.0"><channel><title>The Ledger - Media</title><link>https://ledger.example/media</link>
<description>Media news</description>
<item><title>Subscribe to continue reading? Publishers rethink the paywall</title>
<link>https://ledger.example/m/1</link>
<description>Metered, hard or dynamic: how newsrooms decide when to ask readers to pay.</description></item>
</channel></rss>"""
RDF = """<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="/feed.xsl"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/">
<channel><title>Status updates</title></channel>
<item><title>Page not found</title><description>Some pages returned 404 this morning; fixed.</description></item>
</rdf:RDF>"""


def _read(body: str, content_type: str) -> ReadOutcome:
    page = Page(
        file="inline",
        kind="",
        site="",
        part="",
        status=200,
        headers=(("content-type", content_type),),
        url="https://ledger.example/feed",
        how="written for this test",
        source="",
        body=body.encode(),
    )
    return outcome_of(page)


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        (ATOM, "application/atom+xml"),
        (ATOM, "text/xml"),
        (RSS, "application/rss+xml"),
        (RSS, "application/xml"),
        (RSS, "text/plain; charset=utf-8"),
        (RDF, "text/xml"),
    ],
)
def test_a_feed_whose_entry_is_titled_with_a_walls_words_is_read_with_no_note(body: str, content_type: str) -> None:
    outcome = _read(body, content_type)
    assert isinstance(outcome, PageRead)
    assert outcome.wall is None
    assert "Publishers rethink the paywall" in outcome.text or "Some pages returned 404" in outcome.text


def test_a_plain_text_body_that_is_a_not_found_page_is_still_one() -> None:
    assert failed_with(_read("Page not found", "text/plain"), SOFT_404_REASON)
    assert not is_feed("text/plain", b"Page not found: the <rss> feed moved to /feed.xml")


def test_a_feed_is_told_by_its_type_or_by_its_root_element() -> None:
    assert is_feed("application/rss+xml", b"")
    assert is_feed("", b"\xef\xbb\xbf  <?xml version='1.0'?>\n<!-- a -->\n<feed xmlns='http://www.w3.org/2005/Atom'>")
    assert not is_feed("text/xml", b"<?xml version='1.0'?><urlset><url><loc>https://a.example/</loc></url></urlset>")
    assert not is_feed("text/html", b"<!doctype html><html><body><p>Our <rss> feed</p></body></html>")
