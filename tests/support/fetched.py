"""A stored or written page as the guarded fetch hands it over, for the tests and benches that judge pages
without the network (the wall and block-page corpora, pages written for a test).

Its Content-Type is read by the fetch's own :func:`~kotoba.web.net.media.parse_content_type`, so a page is
judged as a read would judge it, and the corpora, their tests and ``bench/judge_identity.py`` read it alike.
"""

from __future__ import annotations

from kotoba.web.net.fetch import Fetched
from kotoba.web.net.media import parse_content_type

# What a page written for a test is served with
HTML_HEADERS: tuple[tuple[str, str], ...] = (("content-type", "text/html; charset=utf-8"),)


def as_fetched(
    url: str, body: bytes, status: int = 200, headers: tuple[tuple[str, str], ...] = HTML_HEADERS
) -> Fetched:
    """``body`` answered with ``status`` and ``headers`` (names in lower case) at ``url``, no redirect and
    not capped."""
    content_type, charset = parse_content_type(dict(headers).get("content-type", ""))
    return Fetched(
        url=url,
        final_url=url,
        status=status,
        content_type=content_type,
        charset=charset,
        body=body,
        capped=False,
        headers=headers,
    )
