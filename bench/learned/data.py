"""Labelled blocks for the learned extractor: pages read from the corpora, cut into blocks, labelled.

A block is labelled *content* when at least half of its 4-word shingles (the benchmark's unit, see
``bench/metric.py``) occur in the page's ground truth; a block of fewer than four words, when its words occur
there in a row. Each block is weighted by its share of the page's words, so that every page counts alike, as
in the benchmark's metric, which averages over pages.

Only the shippable corpora are ever trained on: the Zyte dev pages (MIT) and WCXB's dev split (CC-BY-4.0).
The research corpora under ``more/`` are read for evaluation only (their licences do not allow shipping a
model trained on them).
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

BENCH = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(BENCH))
from corpus import DEFAULT_SHARED, Page, load  # noqa: E402

from kotoba.web.extract.article import defuse  # noqa: E402
from kotoba.web.extract.blocks import cut, features  # noqa: E402
from kotoba.web.extract.core import analyse  # noqa: E402

TRAINABLE = ("dev", "wcxb")  # licences that allow shipping a model trained on them
HELD_OUT = ("cleaneval", "cleanportaleval", "dragnet", "googlenews")  # more/: evaluation only
_TOKEN = re.compile(r"\w+")
_ENGLISH = frozenset(
    "the of and to a in is that for it as was with be by on not he i this are or his from at which but "
    "have an they you were her she there been one all we their has would when if so no will more".split()
)


def corpus_dir(shared: Path, name: str) -> Path:
    root = shared / "bench" / "extraction"
    return root / name if name in TRAINABLE else root / "more" / name


@dataclass
class Sample:
    """One page: where it comes from, and (after :func:`label`) its blocks' features, words and labels."""

    corpus: str
    page: Page
    site: str
    lang: str
    sha256: str
    rows: list[list[float]] = field(default_factory=list)
    words: list[frozenset[str]] = field(default_factory=list)
    labels: list[int] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)


def language(text: str) -> str:
    """ "en" when at least 15 % of the words are common English function words, else "other" (a coarse
    test, enough to report English and non-English pages apart; the corpora carry no language)."""
    words = _TOKEN.findall(text.lower())
    if len(words) < 20:
        return "other"
    return "en" if sum(1 for w in words if w in _ENGLISH) >= 0.15 * len(words) else "other"


def samples(shared: Path, name: str) -> list[Sample]:
    """Every page of corpus ``name``, with its site (for leave-site-out folds), language and hash."""
    folder = corpus_dir(shared, name)
    truth = json.loads((folder / "ground-truth.json").read_text(encoding="utf-8"))
    out = []
    for page in load(folder).pages:
        entry = truth[page.key]
        site = entry.get("site") or urlsplit(page.url or "").hostname or ""
        site = site.removeprefix("www.") or f"{name}:{page.key}"  # no site known: a page is its own site
        lang = (entry["lang"] or "other") if "lang" in entry else language(page.truth)
        digest = hashlib.sha256(page.html.encode("utf-8")).hexdigest()
        out.append(Sample(name, page, site, lang, digest))
    return out


def shingle_set(tokens: list[str]) -> set[str]:
    return {" ".join(tokens[i : i + 4]) for i in range(len(tokens) - 3)}


def label(sample: Sample) -> None:
    """Fill ``sample``'s blocks: features (without the class-word columns), class words, labels, weights."""
    page = analyse(defuse(sample.page.html))
    if page is None:
        return
    try:
        blocks = cut(page.body)
    except RecursionError:
        return
    rows, _columns = features(page, blocks, {})
    gold_tokens = _TOKEN.findall(sample.page.truth)
    gold = shingle_set(gold_tokens)
    gold_line = " " + " ".join(gold_tokens) + " "
    sizes = []
    for block in blocks:
        tokens = _TOKEN.findall(block.text)
        if len(tokens) >= 4:
            own = [" ".join(tokens[i : i + 4]) for i in range(len(tokens) - 3)]
            yes = sum(1 for s in own if s in gold) >= 0.5 * len(own)
        else:
            yes = bool(tokens) and (" " + " ".join(tokens) + " ") in gold_line
        sample.labels.append(int(yes))
        sizes.append(max(len(tokens), 1))
    total = sum(sizes) or 1
    sample.rows = rows
    sample.words = [block.words for block in blocks]
    sample.weights = [size / total for size in sizes]


def shared_arg(value: str | None) -> Path:
    return Path(value) if value else DEFAULT_SHARED
