"""The article-extraction benchmark's metric, reimplemented so the bench needs nothing of the original.

Text is cut into word tokens (``\\w+``) and then into overlapping 4-token shingles. Per page, shingles are
counted as a multiset: matched ones are true positives, extra predicted ones false positives, missed true
ones false negatives. The three counts are divided by their sum so that a long page weighs no more than a
short one. Precision and recall are averaged over pages — a page with nothing predicted (TP+FP = 0) is left
out of precision, one with nothing true (TP+FN = 0) out of recall, as the benchmark does — and F1 is the
harmonic mean of the two averages, not the average of per-page F1.

The predicted text is read as Markdown first (:func:`markdown_words`: a real CommonMark parser,
markdown-it-py with GFM tables, keeps what a reader sees), for every extractor alike: a link keeps its text,
code its content, raw HTML the text between its tags, so a link's address or a code fence's language is no
extracted word, and plain text reads as itself. An image's alt text is not counted (``alt=True`` counts it):
the corpora's ground truth is the page's visible text, so a reader that describes its images would be
scored on words the truth never holds, and the figures would stop being comparable with runs made before
any reader wrote them.
"""

from __future__ import annotations

import functools
import re
import statistics
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

SHINGLE = 4
_TOKEN = re.compile(r"\w+")


@dataclass(frozen=True)
class PageScore:
    """Normalised true positives, false positives and false negatives of one page (they sum to 1, or 0)."""

    tp: float
    fp: float
    fn: float

    @property
    def precision(self) -> float:
        if self.fp == self.fn == 0:
            return 1.0
        if self.tp == self.fp == 0:
            return 0.0
        return self.tp / (self.tp + self.fp)

    @property
    def recall(self) -> float:
        if self.fp == self.fn == 0:
            return 1.0
        if self.tp == self.fn == 0:
            return 0.0
        return self.tp / (self.tp + self.fn)


@dataclass(frozen=True)
class Scores:
    """Benchmark-level figures: mean precision, mean recall and their harmonic mean."""

    precision: float
    recall: float
    f1: float


def shingles(text: str, n: int = SHINGLE) -> Counter[str]:
    """The multiset of ``n``-token shingles of ``text``; a text shorter than ``n`` tokens is one shingle."""
    tokens = _TOKEN.findall(text or "")
    return Counter(" ".join(tokens[i : i + n]) for i in range(max(1, len(tokens) - n + 1)) if tokens)


def score_page(true: str, pred: str, *, alt: bool = False) -> PageScore:
    """Compare one page's extracted text (Markdown or plain) with its ground truth; with ``alt``, images'
    alt text counts as text."""
    want, got = shingles(true), shingles(markdown_words(pred, alt=alt) if pred else pred)
    tp = fp = fn = 0
    for key in want.keys() | got.keys():
        w, g = want.get(key, 0), got.get(key, 0)
        tp += min(w, g)
        fp += max(0, g - w)
        fn += max(0, w - g)
    total = tp + fp + fn
    if total == 0:
        return PageScore(0.0, 0.0, 0.0)
    return PageScore(tp / total, fp / total, fn / total)


def aggregate(pages: Iterable[PageScore]) -> Scores:
    """Average precision and recall over pages, then take F1 of the averages."""
    pages = list(pages)
    precisions = [p.precision for p in pages if p.tp + p.fp > 0]
    recalls = [p.recall for p in pages if p.tp + p.fn > 0]
    precision = statistics.mean(precisions) if precisions else 0.0
    recall = statistics.mean(recalls) if recalls else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    return Scores(precision, recall, f1)


_TAG = re.compile(r"<[^>]*>")


@functools.cache
def markdown_parser() -> Any:
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"html": True}).enable("table")


def markdown_words(markdown: str, *, alt: bool = False) -> str:
    """The text of ``markdown``, one block a line (with ``alt``, images' alt text too)."""
    out: list[str] = []
    for token in markdown_parser().parse(markdown):
        if token.type == "inline":
            out.append(_inline_text(token.children or [], alt))
        elif token.type in ("fence", "code_block"):
            out.append(token.content.rstrip("\n"))
        elif token.type == "html_block":
            out.append(_TAG.sub(" ", token.content))
    return "\n".join(piece for piece in out if piece.strip())


def _inline_text(children: list[Any], alt: bool) -> str:
    parts: list[str] = []
    for child in children:
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
        elif child.type == "image":
            parts.append(_inline_text(child.children or [], alt) if alt else " ")
        elif child.type == "html_inline":
            parts.append(" ")
    return "".join(parts)
