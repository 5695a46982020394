"""A fetched body, by its type: its :class:`~kotoba.web.extract.article.Article` (HTML or text; PDFs:
:mod:`kotoba.web.extract.pdf`) and the verdict's judgement of it.

The glue between the fetch and the pure parts: which type is read how is :mod:`kotoba.web.net.media`'s to
say (a declared type is believed; a body with none is sniffed), and the extractor and the verdict take
markup or text, never a fetch.
"""

from __future__ import annotations

from kotoba.web.extract.article import Article, extract_article
from kotoba.web.extract.charset import decode_html, decode_text
from kotoba.web.net.fetch import Fetched
from kotoba.web.net.media import Kind, is_feed, kind_of
from kotoba.web.verdict.blockpage import Response, Verdict, judge
from kotoba.web.verdict.walls import WallVerdict, beyond_reach, judge_walls


def in_hand(document: str | bytes, url: str | None = None) -> Fetched:
    """A document the caller already has, as a read would have fetched it from ``url``: answered 200, as HTML,
    with no headers. A saved file has no status or headers to tell, so every judge weighs it as it weighs a
    read's body, and nothing more: ``kotoba.extract`` and ``kotoba extract`` judge it through the read's own
    :func:`~kotoba.web.page.read_body`, and name what a read of the same bytes would. A ``str`` goes as
    UTF-8, declared so (a ``<meta charset>`` in it names the bytes it was decoded from, not these)."""
    if isinstance(document, str):
        body, charset = document.encode("utf-8", "replace"), "utf-8"
    else:
        body, charset = document, None
    address = url or ""
    return Fetched(
        url=address,
        final_url=address,
        status=200,
        content_type="text/html",
        charset=charset,
        body=body,
        capped=False,
    )


def body_to_article(
    fetched: Fetched, *, extractor: str = "auto", format: str = "markdown", markup: str | None = None
) -> Article:
    """Extract the readable text of an HTML or text body (a PDF goes to :mod:`kotoba.web.extract.pdf`).

    HTML becomes Markdown or plain text (``format``), its links resolved against the final URL; a text body
    is returned as it is, in either format. ``markup`` is :func:`body_markup`'s answer where the caller
    already has it, so that one read decodes its body once, not once per step.
    """
    if body_kind(fetched) == "html":
        html = _decoded(fetched, markup)
        return extract_article(html, url=fetched.final_url, extractor=extractor, format=format)
    return Article(title="", text=decode_text(fetched.body, fetched.charset).strip())


def body_kind(fetched: Fetched) -> Kind:
    """ "pdf", "html" or "text": the declared type, or a sniff of the body when none was sent."""
    return kind_of(fetched.content_type, fetched.body)


def body_markup(fetched: Fetched) -> str | None:
    """The decoded markup of an HTML body, or None for any other kind (what the steps below take)."""
    return decode_html(fetched.body, fetched.charset) if body_kind(fetched) == "html" else None


def _decoded(fetched: Fetched, markup: str | None) -> str:
    """An HTML body's markup: as the caller already decoded it, or decoded now."""
    return decode_html(fetched.body, fetched.charset) if markup is None else markup


def judge_fetched(
    fetched: Fetched, *, short_chars: int, article: str | None = None, markup: str | None = None
) -> Verdict | None:
    """:func:`judge` over a fetched body (HTML, or text of any other type). A PDF is never a block page.

    ``markup``: the body already decoded (:func:`body_markup`), where the caller has it."""
    kind = body_kind(fetched)
    if kind == "pdf":
        return None
    if kind == "html":
        response = Response(fetched.status, fetched.headers, markup=_decoded(fetched, markup))
    else:
        text = decode_text(fetched.body, fetched.charset).strip()
        response = Response(fetched.status, fetched.headers, text=text, title="")
    return judge(response, short_chars=short_chars, article=article)


def judge_walls_fetched(fetched: Fetched, article: str, *, markup: str | None = None) -> WallVerdict | None:
    """:func:`judge_walls` over a fetched body whose extracted text is ``article``. The markup is decoded
    only for a page short enough to be a wall (unless the caller passes it already decoded); a PDF is never
    one, nor is a feed (an entry titled "Subscribe to continue reading? Publishers rethink the paywall" is a
    headline, not the feed's notice)."""
    if beyond_reach(article):
        return None
    kind = body_kind(fetched)
    if kind == "pdf" or is_feed(fetched.content_type, fetched.body):
        return None
    html = _decoded(fetched, markup) if kind == "html" else ""
    return judge_walls(article=article, markup=html, url=fetched.final_url, status=fetched.status)
