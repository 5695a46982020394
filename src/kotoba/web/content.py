"""A fetched body → an :class:`~kotoba.web.extract.Article`, by its type: HTML or text (PDFs: ``pdf.py``).

Which type is read how is :mod:`kotoba.web.net.media`'s to say (a declared type is believed; a body with none
is sniffed).
"""

from __future__ import annotations

from kotoba.web.extract.article import Article, extract_article
from kotoba.web.extract.charset import decode_html, decode_text
from kotoba.web.net.fetch import Fetched
from kotoba.web.net.media import Kind, kind_of


def body_to_article(fetched: Fetched, *, extractor: str = "auto") -> Article:
    """Extract the readable text of an HTML or text body (a PDF goes to :mod:`kotoba.web.extract.pdf`)."""
    if body_kind(fetched) == "html":
        html = decode_html(fetched.body, fetched.charset)
        return extract_article(html, url=fetched.final_url, extractor=extractor)
    return Article(title="", text=decode_text(fetched.body, fetched.charset).strip())


def body_kind(fetched: Fetched) -> Kind:
    """ "pdf", "html" or "text": the declared type, or a sniff of the body when none was sent."""
    return kind_of(fetched.content_type, fetched.body)
