"""A fetched body → an :class:`~kotoba.web.extract.Article`, by its type: HTML or text (PDFs: ``pdf.py``).

Sniffing is used only when the server sent no type: a body that starts like a PDF or like markup is read as
such; a declared type is believed (a server that labels a page ``image/png`` is refused before the body).
"""

from __future__ import annotations

from kotoba.web.decode import decode_html, decode_text
from kotoba.web.extract import Article, extract_article
from kotoba.web.fetch import HTML_TYPES, Fetched


def body_to_article(fetched: Fetched, *, extractor: str = "auto") -> Article:
    """Extract the readable text of an HTML or text body (a PDF goes to :mod:`kotoba.web.pdf`)."""
    if body_kind(fetched) == "html":
        html = decode_html(fetched.body, fetched.charset)
        return extract_article(html, url=fetched.final_url, extractor=extractor)
    return Article(title="", text=decode_text(fetched.body, fetched.charset).strip())


def body_kind(fetched: Fetched) -> str:
    """ "pdf", "html" or "text": the declared type, or a sniff of the body when none was sent."""
    mime = fetched.content_type
    if mime == "application/pdf":
        return "pdf"
    if mime in HTML_TYPES:
        return "html"
    if mime:
        return "text"
    head = fetched.body[:1024].lstrip().lower()
    if head.startswith(b"%pdf-"):
        return "pdf"
    if head.startswith((b"<!doctype html", b"<html", b"<head", b"<body", b"<!--", b"<meta", b"<title")):
        return "html"
    return "text"
