"""The block-page corpus: real interstitials and traps, each with the status and headers it was served with.

``manifest.json`` lists every page (``README.md`` cites where each came from). A page is judged the way a
read judges it: an answer of 400 or more by its error body alone, any other through extraction first.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass
from pathlib import Path

from kotoba.web.content import judge_fetched
from kotoba.web.page import read_body
from kotoba.web.verdict.blockpage import Response, Verdict, judge
from tests.support.fetched import as_fetched

HERE = Path(__file__).parent
BLOCK_CHARS = 1500


@dataclass(frozen=True)
class Page:
    """One corpus entry: ``kind`` is "block" or "trap"; ``vendor`` the expected vendor (None: not stated)."""

    file: str
    kind: str
    vendor: str | None
    status: int
    headers: tuple[tuple[str, str], ...]
    source: str
    body: bytes
    via_reader: bool = False
    """The text a reader service returned for the page, judged as the reader proxy's answer is."""

    @property
    def content_type(self) -> str:
        return dict(self.headers).get("content-type", "")


def load() -> list[Page]:
    """Every page of the corpus, in manifest order."""
    pages = []
    for entry in json.loads((HERE / "manifest.json").read_text(encoding="utf-8")):
        raw = (HERE / "pages" / entry["file"]).read_bytes()
        body = gzip.decompress(raw) if entry["file"].endswith(".gz") else raw
        headers = tuple(
            (name, line) for name, value in entry["headers"].items() for line in value.split("\n")
        )
        pages.append(
            Page(
                entry["file"],
                entry["kind"],
                entry["vendor"],
                entry["status"],
                headers,
                entry["source"],
                body,
                entry.get("via") == "reader",
            )
        )
    return pages


def verdict(page: Page, block_chars: int = BLOCK_CHARS) -> Verdict | None:
    """The verdict a read would reach on ``page`` (without the network)."""
    if page.via_reader:
        lines = page.body.decode("utf-8").strip()
        return judge(Response(text=lines, title=""), short_chars=block_chars)
    fetched = as_fetched(page.file, page.body, page.status, page.headers)
    if page.status >= 300:
        return judge_fetched(fetched, short_chars=block_chars)
    return read_body(fetched, extractor="auto", block_chars=block_chars)[1]
