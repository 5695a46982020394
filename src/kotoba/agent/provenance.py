"""Provenance: web_extract reads only URLs that are in the conversation.

The spec asks the model never to invent a URL; this enforces it. A URL may be read when the person wrote it
in one of their messages, or when one of this turn's searches returned it (a source, an opened page, a
citation), or when a page the model read in this conversation showed it as a link. Anything else is refused
with the same failure note as a page that could not be read, so the model falls back to searching instead
of presenting a made-up page as read.

A page's link is followed only exactly as the page wrote it (resolved against the page's address), never a
variation of it: no other case, no added or changed query, no dropped fragment. A page cannot then make the
model build an address that carries something out (``https://collector.example/?q=<what you know>``): the
page can only offer addresses it already wrote, which hold nothing the page did not know.

A provider's own tracking parameter (OpenAI's ``utm_source=openai`` on its citations) is not part of a
URL's identity: :func:`strip_tracking` removes it from the answer's sources, and the check ignores it, so a
page cited with it and read without it (or the other way round) is the same page.

Reading on in a page (``start``) or searching it (``find``) is also allowed for any URL already read in the
conversation: those calls only return more of a page the model was given, and the set of read URLs outlives
the turn (the session keeps it). A URL counts as read as the model asked for it, which is the URL the
header names and the truncation note tells it to pass again; where the page ended up is the site's (or the
reader proxy's) word, so it does not become readable by being reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import urlsplit

from kotoba.tools.extract_rules import NOT_IN_CONVERSATION as NOT_IN_CONVERSATION

UrlKey = tuple[str, str, str, str]
URL = re.compile(r"https?://[^\s<>\"'`\]}]+", re.IGNORECASE)
_TRAILING = ".,;:!?…"


def urls_in(text: str) -> list[str]:
    """The http(s) URLs written in ``text``, without trailing sentence punctuation.

    Parentheses stay when balanced (``…/wiki/Foo_(bar)``) and go when they close around the URL, as in
    ``(see https://…)`` or a Markdown link.
    """
    return [_trim(match) for match in URL.findall(text)]


def _trim(url: str) -> str:
    while True:
        trimmed = url.rstrip(_TRAILING)
        if trimmed.endswith(")") and trimmed.count(")") > trimmed.count("("):
            trimmed = trimmed[:-1]
        if trimmed == url:
            return url
        url = trimmed


PROVIDER_TRACKING = frozenset({"utm_source=openai"})
"""Query parameters a provider adds to the URLs it cites, compared case-insensitively: OpenAI appends
``utm_source=openai`` to its url_citation URLs. xAI's recorded citations carry none of their own."""


def strip_tracking(url: str) -> str:
    """``url`` without the provider's own tracking parameter — only that one: every other query parameter
    stays as written, in order, and so does the fragment."""
    rest, hash_mark, fragment = url.partition("#")
    base, question, query = rest.partition("?")
    if not question:
        return url
    kept = [part for part in query.split("&") if part.lower() not in PROVIDER_TRACKING]
    if len(kept) == len(query.split("&")):
        return url
    kept_query = "&".join(kept)
    return base + ("?" + kept_query if kept_query else "") + hash_mark + fragment


def normalize(url: str) -> tuple[str, str, str, str]:
    """A URL's identity for this check: case-insensitive scheme and host, no fragment, no trailing slash."""
    try:
        parts = urlsplit(strip_tracking(url.strip()))
    except ValueError:
        return ("", "", url, "")
    return (parts.scheme.lower(), parts.netloc.lower(), parts.path.rstrip("/"), parts.query)


class Provenance:
    """The URLs the conversation has put in play."""

    def __init__(
        self, texts: Iterable[str] = (), *, read: set[UrlKey] | None = None, linked: set[str] | None = None
    ) -> None:
        """``read`` is the conversation's set of URLs already read, and ``linked`` the addresses its pages
        showed as links, both shared (and added to) by reference."""
        self._known: set[tuple[str, str, str, str]] = set()
        self._read = set() if read is None else read
        self._linked = set() if linked is None else linked
        for text in texts:
            self.add_text(text)

    def add_text(self, text: str) -> None:
        for url in urls_in(text):
            self.add_url(url)

    def add_url(self, url: str) -> None:
        self._known.add(normalize(url))

    def allows(self, url: str) -> bool:
        return normalize(url) in self._known or url in self._linked

    def add_links(self, urls: Iterable[str]) -> None:
        """Record the addresses a page that was read showed as links, exactly as written there."""
        self._linked.update(url for url in urls if URL.fullmatch(url))

    def add_read(self, *urls: str) -> None:
        """Record URLs that were read, as they were asked for."""
        self._read.update(normalize(url) for url in urls if url)

    def allows_call(self, arguments: Mapping[str, Any]) -> bool:
        """Whether a web_extract call may run: a URL in play, or reading on in a page already read."""
        url = str(arguments.get("url", ""))
        if self.allows(url):
            return True
        reading_on = arguments.get("start") is not None or bool(arguments.get("find"))
        return reading_on and normalize(url) in self._read
