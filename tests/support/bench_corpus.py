"""A benchmark corpus written into a temporary folder, in the layout ``bench/`` reads (html/*.html.gz and
ground-truth.json), so the benchmark scripts can be run by tests without the real corpora."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from tests.support import pages

# A script-rendered shell: no text in the HTML, though the page a browser shows has some.
SHELL = "<!doctype html><html><head><title>App</title></head><body><div id=root></div><script>go()</script></body></html>"


def article_truth(paragraphs: int) -> str:
    """The words of ``pages.article(paragraphs)`` a reader should keep: the heading and the paragraphs."""
    body = [
        f"{pages.SENTENCES[i % len(pages.SENTENCES)]} Paragraph {i + 1} adds its own detail about the night, the sea "
        f"and the keeper's careful work, so that no two paragraphs read the same."
        for i in range(paragraphs)
    ]
    return "\n\n".join(["The keeper of the light", *body])


def write_corpus(folder: Path, entries: dict[str, tuple[str, str, str | None]]) -> Path:
    """``entries``: id → (html, true text, page type or None). Returns ``folder``."""
    (folder / "html").mkdir(parents=True)
    truth = {}
    for key, (html, text, kind) in entries.items():
        (folder / "html" / f"{key}.html.gz").write_bytes(gzip.compress(html.encode("utf-8")))
        truth[key] = {"articleBody": text, "url": f"https://example.com/{key}"}
        if kind:
            truth[key]["page_type"] = kind
    (folder / "ground-truth.json").write_text(json.dumps(truth), encoding="utf-8")
    return folder
