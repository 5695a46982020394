"""Media types, owned here: which types are read as HTML, as text or as a PDF, which are refused before
the body is downloaded (named by kind), and how a body with no declared type is sniffed.

A declared type is the server's word and is believed (a page labelled ``image/png`` is refused, whatever it
holds); it is named back to the model only when it has the shape of a media type. Sniffing is used only
when the server sent no type at all.
"""

from __future__ import annotations

import re
from typing import Literal

Kind = Literal["html", "text", "pdf"]

PDF_TYPE = "application/pdf"
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
# Types read as text besides text/* and the +xml/+json families; everything else that is not HTML or PDF
# fails with its type named.
TEXT_TYPES = frozenset(
    {
        "application/json",
        "application/ld+json",
        "application/xml",
        "application/rss+xml",
        "application/atom+xml",
        "application/x-yaml",
        "application/yaml",
        "application/javascript",
        "application/x-sh",
    }
)
ARCHIVE_TYPES = frozenset(
    {"application/zip", "application/gzip", "application/x-tar", "application/x-7z-compressed"}
)
_MEDIA_TYPE = re.compile(r"[a-z0-9][a-z0-9!#$&^_.+-]{0,63}/[a-z0-9][a-z0-9!#$&^_.+-]{0,127}")
_KIND_NAMES = {"image": "an image", "audio": "audio", "video": "a video", "font": "a font"}
_MARKUP_STARTS = (b"<!doctype html", b"<html", b"<head", b"<body", b"<!--", b"<meta", b"<title")
# A syndication feed: RSS or Atom, by its declared type or, served under another (text/xml, text/plain), by
# its root element after the XML declaration, comments and processing instructions (RSS 1.0's root is rdf:RDF)
FEED_TYPES = frozenset({"application/rss+xml", "application/atom+xml", "application/rdf+xml"})
_FEED_ROOT = re.compile(
    rb"(?:\xef\xbb\xbf)?\s*(?:(?:<\?[^>]{0,500}\?>|<!--(?:(?!-->).){0,2000}-->)\s*)*<(?:rss|feed|rdf:rdf)\b",
    re.IGNORECASE | re.DOTALL,
)


def parse_content_type(header: str) -> tuple[str, str | None]:
    """A Content-Type header as (lower-cased media type, charset or None)."""
    mime, _, params = header.partition(";")
    charset = None
    for param in params.split(";"):
        key, _, value = param.partition("=")
        if key.strip().lower() == "charset" and value.strip():
            charset = value.strip().strip("\"'")
    return mime.strip().lower(), charset


def binary_kind(content_type: str) -> str | None:
    """A phrase naming a type kotoba will not read as text ("an image (image/png)"), or None.

    The type is the server's own word: it is named only when it has the shape of a media type.
    """
    if content_type and not _MEDIA_TYPE.fullmatch(content_type):
        return "an unrecognised type"
    if not content_type or content_type in HTML_TYPES or content_type in TEXT_TYPES:
        return None
    if (
        content_type == PDF_TYPE
        or content_type.startswith("text/")
        or content_type.endswith(("+xml", "+json"))
    ):
        return None
    major = content_type.split("/", 1)[0]
    kind = _KIND_NAMES.get(major, "a binary file")
    if content_type in ARCHIVE_TYPES:
        kind = "an archive"
    return f"{kind} ({content_type})"


def kind_of(content_type: str, body: bytes) -> Kind:
    """How a readable body is read: by its declared type, or by a sniff of its start when none was sent."""
    if content_type == PDF_TYPE:
        return "pdf"
    if content_type in HTML_TYPES:
        return "html"
    if content_type:
        return "text"
    head = body[:1024].lstrip().lower()
    if head.startswith(b"%pdf-"):
        return "pdf"
    if head.startswith(_MARKUP_STARTS):
        return "html"
    return "text"


def is_feed(content_type: str, body: bytes) -> bool:
    """Whether a body is a syndication feed (RSS or Atom): a list of entries, whose titles are headlines of
    other pages, never a page's own message."""
    return content_type in FEED_TYPES or _FEED_ROOT.match(body[:4096]) is not None
