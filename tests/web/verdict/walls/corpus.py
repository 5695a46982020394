"""The wall corpus: walls of six kinds and traps, each with its site, part, status, headers and final URL.

``manifest.json`` lists every page (``README.md`` cites where each came from). A page is judged the way a
read judges it (:func:`kotoba.web.page.read_body`, or the error path for an answer of 400 or more), with
no network: :func:`outcome_of` says what the read would make of it.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from kotoba.settings import Settings
from kotoba.web.net.fetch import Fetched
from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome
from kotoba.web.page import classify, judge_error_body, read_body
from tests.support.fetched import as_fetched

HERE = Path(__file__).parent
KINDS = ("soft404", "consent", "login", "paywall", "age", "geo")


def part_of(site: str) -> str:
    """The part a site first added after the rules were written belongs to, fixed before its page is judged.

    Half the sites, by the first byte of the SHA-256 of the site's name: a page's part never depends on what
    the rules make of it. (The sites of the first corpus were split by a hash before any rule existed; this
    is the rule for every site added since, checked by ``test_walls.py``.) A page of a site already in the
    corpus takes that site's part: one site, one part.
    """
    return "held-out" if hashlib.sha256(site.encode("utf-8")).digest()[0] % 2 else "looked-at"


@dataclass(frozen=True)
class Page:
    """One corpus entry: ``kind`` is a wall's kind or "trap"; ``part`` "looked-at" or "held-out"."""

    file: str
    kind: str
    site: str
    part: str
    status: int
    headers: tuple[tuple[str, str], ...]
    url: str
    how: str
    source: str
    body: bytes

    @property
    def fetched(self) -> Fetched:
        """The page as the guarded fetch would hand it over."""
        return as_fetched(self.url, self.body, self.status, self.headers)


def load(*, pending: bool = False) -> list[Page]:
    """Every page of the corpus, in manifest order.

    A page marked ``pending`` was captured for a blind round that is scored later (``bench/walls_once.py``
    drops the mark when it keeps the page's one score): until then no test, bench or model reads it, so
    nothing written in the meantime can be tuned on it. ``pending=True`` loads those pages too.
    """
    pages = []
    for entry in json.loads((HERE / "manifest.json").read_text(encoding="utf-8")):
        if entry.get("pending") and not pending:
            continue
        raw = (HERE / "pages" / entry["file"]).read_bytes()
        body = gzip.decompress(raw) if entry["file"].endswith(".gz") else raw
        pages.append(
            Page(
                entry["file"],
                entry["kind"],
                entry["site"],
                entry["part"],
                entry["status"],
                tuple(entry["headers"].items()),
                entry["url"],
                entry["how"],
                entry["source"],
                body,
            )
        )
    return pages


def outcome_of(page: Page, settings: Settings | None = None) -> ReadOutcome:
    """What a direct read of ``page`` comes to (the same steps as :class:`kotoba.web.page.PageReader`)."""
    settings = settings or Settings()
    fetched = page.fetched
    if fetched.status >= 300:
        return judge_error_body(page.url, fetched, settings)
    article, blocked, wall = read_body(
        fetched, extractor=settings.extractor, block_chars=settings.block_chars
    )
    return classify(
        page.url,
        fetched.final_url,
        "direct",
        article,
        settings,
        content_type=fetched.content_type,
        blocked=blocked,
        wall=wall,
    )


def card(title: str, heading: str, lines: list[str], button: str, href: str = "/") -> str:
    """A notice page written for a test: a card holding a logo, a heading, its lines and one button."""
    said = "".join(f"<p>{line}</p>" for line in lines)
    return (
        f"<html><head><title>{title}</title></head><body><main class='card'>"
        f"<img src='/logo.svg' alt=''><h1>{heading}</h1>{said}"
        f"<a class='btn' href='{href}'>{button}</a></main></body></html>"
    )


def read_html(html: str, url: str = "https://site.example/2026/story", status: int = 200) -> ReadOutcome:
    """What a direct read of a page written for a test comes to, served as the corpus's pages are."""
    return _read_written(html, url, status, "text/html", "inline.html")


def read_markdown(text: str, url: str) -> ReadOutcome:
    """What a direct read of a Markdown file written for a test comes to, served as it is stored."""
    return _read_written(text, url, 200, "text/markdown", "inline.md")


def _read_written(body: str, url: str, status: int, mime: str, file: str) -> ReadOutcome:
    """A page written for a test, served at ``url`` as ``mime`` in UTF-8, read as the corpus's pages are."""
    page = Page(
        file=file,
        kind="",
        site="",
        part="",
        status=status,
        headers=(("content-type", f"{mime}; charset=utf-8"),),
        url=url,
        how="written for this test",
        source="",
        body=body.encode(),
    )
    return outcome_of(page)


def failed_with(outcome: ReadOutcome, reason: str) -> bool:
    """The read failed, and with this reason (a wall's, naming what the site asked for)."""
    return isinstance(outcome, ReadFailed) and outcome.reason == reason


def read_as_page(outcome: ReadOutcome, words: str) -> bool:
    """The page was read as itself: no wall named, and ``words`` of its own in the text."""
    return isinstance(outcome, PageRead) and outcome.wall is None and words in outcome.text
