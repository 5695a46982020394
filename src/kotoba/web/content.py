"""A fetched body → an :class:`~kotoba.web.extract.Article`, by its type: HTML, plain text, or PDF.

Sniffing is used only when the server sent no type: a body that starts like a PDF or like markup is read as
such; a declared type is believed (a server that labels a page ``image/png`` is refused before the body).
"""

from __future__ import annotations

import io

from kotoba.web.decode import decode_html, decode_text
from kotoba.web.extract import Article, extract_article
from kotoba.web.fetch import HTML_TYPES, Fetched

PDF_PAGE_LIMIT = 300  # pages read from one PDF; the cap on bytes already bounds the file


def body_to_article(fetched: Fetched, *, extractor: str = "auto") -> Article:
    """Extract the readable text of a fetched body. Raises ValueError for a PDF that cannot be read."""
    kind = _kind(fetched)
    if kind == "pdf":
        return pdf_article(fetched.body)
    if kind == "html":
        html = decode_html(fetched.body, fetched.charset)
        return extract_article(html, url=fetched.final_url, extractor=extractor)
    return Article(title="", text=decode_text(fetched.body, fetched.charset).strip())


def _kind(fetched: Fetched) -> str:
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


def pdf_article(data: bytes) -> Article:
    """The text of a PDF, page by page, with its metadata title. Raises ValueError when unreadable."""
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            raise ValueError("the PDF is encrypted")
        title = ""
        if reader.metadata is not None and reader.metadata.title:
            title = str(reader.metadata.title).strip()
        pages = []
        for page in reader.pages[:PDF_PAGE_LIMIT]:
            text = (page.extract_text() or "").strip()
            if text:
                pages.append(text)
    except (PdfReadError, KeyError, TypeError, AttributeError, OSError) as exc:
        raise ValueError(f"the PDF could not be read ({type(exc).__name__})") from None
    return Article(title=title, text="\n\n".join(pages))
