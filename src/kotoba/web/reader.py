"""The reader-proxy fallback (``https://r.jina.ai/<url>`` by default): used only when a direct read
produced nothing usable and its failure was not definitive.

It sends the URL to a third-party service, which is why it is a setting that can be turned off, why it never
sees a URL the policy refused, and why a 404 never falls through to it: the proxy renders the site's own
"no such article" shell and returns it as a success, which the model would then quote as "the page says…".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kotoba.web.extract.article import Article
from kotoba.web.outcome import FailureKind, ReadFailed

_FIELD = re.compile(r"^(Title|URL Source|Published Time|Warning|Description):\s?(.*)$")
_CONTENT = "Markdown Content:"
_TARGET_ERROR = re.compile(r"Target URL returned error (\d{3})")


@dataclass(frozen=True)
class ReaderAnswer:
    """The proxy's answer, parsed: the article, the source it names, and any warning it raised."""

    article: Article
    source: str
    warning: str


def reader_request_url(base: str, url: str) -> str:
    """The proxy URL for ``url``: the base with the target appended as-is (the proxy's own convention)."""
    return base.rstrip("/") + "/" + url


def parse_reader_text(body: str) -> ReaderAnswer:
    """Parse the proxy's text format: ``Title:`` / ``URL Source:`` / … header lines, then the content."""
    title = source = warning = ""
    lines = body.splitlines()
    content_at = None
    for i, line in enumerate(lines):
        if line.strip() == _CONTENT:
            content_at = i + 1
            break
        match = _FIELD.match(line)
        if match:
            key, value = match.group(1), match.group(2).strip()
            if key == "Title":
                title = value
            elif key == "URL Source":
                source = value
            elif key == "Warning":
                warning = value
        elif line.strip() and i > 12:
            break  # not the header format: take the whole body as content
    text = "\n".join(lines[content_at:]) if content_at is not None else body
    return ReaderAnswer(Article(title=title, text=text.strip()), source, warning)


def warning_failure(url: str, warning: str) -> ReadFailed | None:
    """The failure a proxy warning reports for ``url`` (the target answered an HTTP error), if it does."""
    match = _TARGET_ERROR.search(warning)
    if match is None:
        return None
    status = int(match.group(1))
    gone = status in (404, 410)
    return ReadFailed(
        url=url,
        reason=f"the reader proxy says the page answered HTTP {status}",
        kind=FailureKind.NOT_FOUND if gone else FailureKind.HTTP,
        definitive=gone,
        via="reader",
    )
