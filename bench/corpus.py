"""The benchmark corpora on disk, shared by ``extraction.py`` and ``peers.py``, and their tables.

A corpus is a folder holding ``html/<id>.html.gz`` and ``ground-truth.json``
(``{id: {"articleBody": ..., "url": ..., "page_type"?: ...}}``): the layout of the Zyte/Scrapinghub
article-extraction benchmark, which the WCXB corpus follows too. A page without a ``page_type`` is an
article (the Zyte set holds news articles only).
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the peers' scripts read these corpora without kotoba's modules loaded
    from kotoba.web.net.fetch import Fetched

DEFAULT_SHARED = Path(__file__).resolve().parents[2] / "shared"
CORPORA = ("dev", "wcxb")  # under SHARED/bench/extraction/, in the order they are reported
LABELS = {"dev": "Zyte article benchmark, dev pages", "wcxb": "WCXB dev corpus"}
QUICK_PAGES = 21  # per corpus in --quick mode: 3 of each of WCXB's 7 page types
# … but a corpus of at most this many pages is read whole (the Zyte dev pages, 73: about two seconds a pass)
QUICK_WHOLE = 100


@dataclass(frozen=True)
class Page:
    key: str
    url: str
    html: str  # decoded as UTF-8, as both corpora's pages are
    truth: str
    kind: str  # the page type

    @property
    def fetched(self) -> Fetched:
        """The page as the guarded fetch would hand it over: a 200 answer of UTF-8 HTML at its own URL (the
        corpora store no status or headers), as the wall bench and the wall model's data both read it."""
        from kotoba.web.net.fetch import Fetched

        return Fetched(
            url=self.url,
            final_url=self.url,
            status=200,
            content_type="text/html",
            charset="utf-8",
            body=self.html.encode("utf-8"),
            capped=False,
        )


@dataclass(frozen=True)
class Corpus:
    name: str
    label: str
    pages: list[Page]

    def kinds(self) -> list[str]:
        """Page types, most pages first (ties by name), as the tables list them."""
        counts: dict[str, int] = {}
        for page in self.pages:
            counts[page.kind] = counts.get(page.kind, 0) + 1
        return sorted(counts, key=lambda kind: (-counts[kind], kind))


def corpus_dirs(data: Sequence[Path] | None, shared: Path) -> list[Path]:
    """The folders given with ``--data``, or else every known corpus under ``SHARED/bench/extraction``."""
    if data:
        return list(data)
    return [shared / "bench" / "extraction" / name for name in CORPORA]


def check_dir(folder: Path) -> str | None:
    """Why ``folder`` is not a corpus, or None if it is one."""
    if not (folder / "ground-truth.json").is_file() or not (folder / "html").is_dir():
        return f"{folder} does not hold ground-truth.json and html/"
    return None


def load(folder: Path, limit: int | None = None) -> Corpus:
    """Every page of ``folder`` (or ``limit`` of them, picked by :func:`pick`), in id order."""
    truth = json.loads((folder / "ground-truth.json").read_text(encoding="utf-8"))
    entries = [(key, truth[key]) for key in sorted(truth)]
    if limit is not None:
        entries = pick(entries, limit)
    pages = []
    for key, entry in entries:
        raw = gzip.decompress((folder / "html" / f"{key}.html.gz").read_bytes())
        pages.append(
            Page(
                key=key,
                url=entry.get("url", ""),
                html=raw.decode("utf-8", "replace"),
                truth=entry["articleBody"],
                kind=entry.get("page_type") or "article",
            )
        )
    name = folder.resolve().name
    return Corpus(name, LABELS.get(name, name), pages)


def quick_limit(folder: Path) -> int | None:
    """How many pages ``--quick`` reads of ``folder``: every page of a corpus of at most :data:`QUICK_WHOLE`
    (None), else :data:`QUICK_PAGES` spread over its types (:func:`pick`).

    A ratio of medians over a fixed third of the Zyte pages is the ratio of those pages, not the corpus's:
    measured in one run, kotoba's one reading of each page took 0.69× trafilatura's median time on the 21
    picked and 0.54× on all 73; read whole, the quick figure is the full run's, one run a page."""
    truth = json.loads((folder / "ground-truth.json").read_text(encoding="utf-8"))
    return None if len(truth) <= QUICK_WHOLE else QUICK_PAGES


def pick(entries: list[tuple[str, dict[str, str]]], limit: int) -> list[tuple[str, dict[str, str]]]:
    """A fixed subset of ``limit`` entries: taken in turn from each page type, spread over each type's ids.

    The same ids every run, so quick figures compare across runs; every page type is represented.
    """
    groups: dict[str, list[tuple[str, dict[str, str]]]] = {}
    for entry in entries:
        groups.setdefault(entry[1].get("page_type") or "article", []).append(entry)
    share = -(-limit // len(groups)) if groups else 0  # each type's share, rounded up
    spread = {kind: group[:: max(1, len(group) // share)] for kind, group in sorted(groups.items())}
    chosen: list[tuple[str, dict[str, str]]] = []
    for turn in range(limit):
        for group in spread.values():
            if turn < len(group) and len(chosen) < limit:
                chosen.append(group[turn])
    return sorted(chosen, key=lambda entry: entry[0])


def render(headers: Sequence[str], rows: Iterable[Sequence[str]], markdown: bool) -> str:
    """A table as a Markdown pipe table (paste-ready for the README) or as aligned plain columns."""
    rows = [list(row) for row in rows]
    if markdown:
        lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
        lines += ["| " + " | ".join(row) + " |" for row in rows]
        return "\n".join(lines)
    widths = [max(len(str(cell)) for cell in column) for column in zip(headers, *rows, strict=True)]
    return "\n".join(
        "  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip()
        for line in [list(headers), *rows]
    )
