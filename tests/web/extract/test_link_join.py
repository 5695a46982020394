"""The Markdown renderer's quick join of a link with the page's address never changes its answer: on the links
pages hold (on the site, whole addresses, relative to a folder, with dot segments, parameters, empty queries
and fragments, other schemes, odd hosts) and on generated near misses, it gives what ``urljoin`` gives, or
raises where ``urljoin`` raises."""

from __future__ import annotations

from urllib.parse import urljoin

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kotoba.web.extract import inline

BASES = [
    "https://example.com/news/2024/story.html",
    "http://example.com/a/b/",
    "https://user@example.com:8080/p;x?q=1#top",
    "https://example.com",
    "https:///no-host",
    "HTTPS://EXAMPLE.COM/Path",
    "about:blank",
    "ftp://files.example.com/pub/",
    "https://[::1]/a",
    "https://[::1/a",
]

LINKS = [
    "/news/other",
    "/news/other?page=2",
    "/news/other?",
    "/news/other#",
    "/news/other#part",
    "/news/./other",
    "/news/../other",
    "/a/b/..",
    "//cdn.example.net/x.js",
    "/path;params",
    "other.html",
    "../up.html",
    "?q=only",
    "https://example.com/story",
    "https://example.com",
    "https://example.com?x",
    "https://example.com/a?",
    "https://example.com/a#",
    "https://example.com/a?#b",
    "https://example.com/a#b?c",
    "http://example.com/other-scheme",
    "HTTPS://EXAMPLE.COM/upper",
    "https://user:pw@example.com:81/p",
    "https:///empty-host",
    "https:////x",
    "https://[::1]/v6",
    "https://[::1/broken",
    "https://ex]ample.com/",
    "https://exämple.com/ü",
    "https://ex\u2100mple.com/",
    "mailto:someone@example.com",
    "https:x",
    "/ü/naïve path",
]


def joined(base: str, href: str) -> str | type[ValueError]:
    try:
        return inline._joined(base, href)
    except ValueError:
        return ValueError


def expected(base: str, href: str) -> str | type[ValueError]:
    try:
        return urljoin(base, href)
    except ValueError:
        return ValueError


@pytest.mark.parametrize("base", BASES)
@pytest.mark.parametrize("href", LINKS)
def test_a_link_joins_as_urljoin_joins_it(base: str, href: str) -> None:
    assert joined(base, href) == expected(base, href)


_PIECES = st.sampled_from(
    ["/", "//", "/.", "..", ".", "?", "#", ";", ":", "@", "[", "]", "a", "Z", "0", "-", "%2F", " ", "é", "℀"]
)
_STARTS = st.sampled_from(["", "/", "http://", "https://", "https://h", "http://h/", "HTTP://h/", "//h/"])


@settings(max_examples=3000, deadline=None)
@given(start=_STARTS, rest=st.lists(_PIECES, max_size=8), base=st.sampled_from(BASES))
def test_generated_links_join_as_urljoin_joins_them(start: str, rest: list[str], base: str) -> None:
    href = (start + "".join(rest)).strip(" ")
    if href:  # (resolve() hands over no empty link)
        assert joined(base, href) == expected(base, href)
