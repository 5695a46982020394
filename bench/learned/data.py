"""Labelled blocks for the learned extractor: pages read from the corpora, cut into blocks, labelled.

A block is labelled *content* when at least half of its 4-word shingles (the benchmark's unit, see
``bench/metric.py``) occur in the page's ground truth; a block of fewer than four words, when its words occur
there in a row. Each block is weighted by its share of the page's words, so that every page counts alike, as
in the benchmark's metric, which averages over pages.

Only the shippable corpora are ever trained on: the Zyte dev pages (MIT), WCXB's dev split (CC-BY-4.0), and
the part of ``fixtures/`` (news pages that other extractors ship as test fixtures with their expected text:
MIT and Apache-2.0; see its README) that is not held out by site. The research corpora under ``more/`` are
read for evaluation only (their licences do not allow shipping a model trained on them).
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
import unicodedata
from array import array
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

BENCH = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(BENCH))
from corpus import DEFAULT_SHARED, Page, load  # noqa: E402

from kotoba.web.extract.article import defuse  # noqa: E402
from kotoba.web.extract.blocks import Block, cut, features  # noqa: E402
from kotoba.web.extract.core import analyse  # noqa: E402

TRAINABLE = ("dev", "wcxb")  # licences that allow shipping a model trained on them
HELD_OUT = ("cleaneval", "cleanportaleval", "dragnet", "googlenews")  # more/: evaluation only
# Other extractors' test pages, kept in this repository beside this file; its ``part`` = ``train`` pages are
# trained on with the shared corpora, its ``held-out`` ones (by site) are scored apart as FIXTURES_HELD_OUT.
FIXTURES = "fixtures"
FIXTURES_HELD_OUT = "fixtures held-out"
FIXTURES_DIR = Path(__file__).resolve().with_name(FIXTURES)
_TOKEN = re.compile(r"\w+")
# A block of fewer than four words is content when its words occur in a row in the ground truth; with
# SHORT_LINES, only where they are a line of it, or begin or end one (a heading, a list item's name), not
# where a menu's or a tag list's word ("World", "Nutrition") happens to occur inside a sentence.
SHORT_LINES = False
# How a page's blocks are weighted in training. "page": each block by its share of the page's words (every
# page weighs 1). "metric": as the benchmark's per-page precision and recall weigh an error: a content block
# by its share of the page's content words (dropping all of it costs the page's recall), a boilerplate block
# by its share of the page's words (keeping all of it costs the page's precision that share); where content is
# a small part of a page, the first weighting makes its boilerplate count many times its content.
WEIGHTING = "page"
# The commonest function words of the Latin-script languages the corpora hold most of: a page is the language
# whose words are most of its text's function words (lists of about one size, without words that are also
# common English ones, such as "a", "no", "plus").
_FUNCTION_WORDS = {
    "en": "the of and to in is that for it was with be by on not this are or from at which have an you",
    "fr": "le les des du et est une qui pour dans pas sur au avec par cette ce sont il nous vous leur aux",
    "de": "der die das und ist nicht zu den mit von sich auf für im dem ein eine auch es als wie wird",
    "es": "el los las del y en es por una para con lo como más pero sus su está muy también fue ser",
    "pt": "os da das dos em é um uma para não na por mais ao como foi também pelo pela seu sua são até você",
    "it": "il gli di del della che è per non si al alla dei sono anche ha questo nel più ma degli",
    "nl": "het een en van dat op te zijn voor met niet die aan er ook bij door om maar wordt",
    "id": "yang dan di ini itu dengan untuk dari dalam tidak akan pada juga ke karena ada oleh atau bisa",
}
_LISTED = Counter(word for words in _FUNCTION_WORDS.values() for word in set(words.split()))
# a word two lists share ("de", "in", "la") says nothing about which of them a page is in
_WORD_LANG = {w: code for code, words in _FUNCTION_WORDS.items() for w in words.split() if _LISTED[w] == 1}
# Scripts named by the first word of a letter's Unicode name, and the language (or script) they stand for.
_SCRIPTS = {
    "CJK": "zh",
    "HIRAGANA": "ja",
    "KATAKANA": "ja",
    "HANGUL": "ko",
    "THAI": "th",
    "CYRILLIC": "cyrillic",
    "ARABIC": "arabic",
    "HEBREW": "hebrew",
    "GREEK": "greek",
    "DEVANAGARI": "devanagari",
}


def corpus_dir(shared: Path, name: str) -> Path:
    if name in (FIXTURES, FIXTURES_HELD_OUT):
        return FIXTURES_DIR
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
    rows: list[array[float]] = field(default_factory=list)
    words: list[frozenset[str]] = field(default_factory=list)
    labels: list[int] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)


def language(text: str) -> str:
    """A coarse language of ``text`` (the corpora carry none), enough to report languages apart: a script's
    (``zh``, ``ja``, ``ko``, ``th``, ``cyrillic`` …) when most letters are not Latin (Japanese when kana
    are at least a tenth of the CJK letters), else the Latin-script language whose function words occur
    most (``en``, ``fr``, ``de``, ``es``, ``pt``, ``it``, ``nl``, ``id``); ``und`` when none do.

    A share of English function words alone (the test before) called English listings, shop pages and
    link lists "other": they have few such words in any language.
    """
    scripts: Counter[str] = Counter()
    for char in text:
        if char.isalpha():
            scripts[unicodedata.name(char, "?").split(" ")[0]] += 1
    letters = sum(scripts.values())
    if not letters:
        return "und"
    kana = scripts["HIRAGANA"] + scripts["KATAKANA"]
    if kana and kana >= 0.1 * (kana + scripts["CJK"]) and kana + scripts["CJK"] > letters / 2:
        return "ja"
    others = ((name, n) for name, n in scripts.items() if name != "LATIN")
    top, count = max(others, key=_count, default=("", 0))
    if count > letters / 2:
        return _SCRIPTS.get(top, top.lower())
    hits = Counter(_WORD_LANG[w] for w in _TOKEN.findall(text.lower()) if w in _WORD_LANG)
    return max(hits.items(), key=_count)[0] if hits else "und"


def _count(item: tuple[str, int]) -> tuple[int, str]:
    return item[1], item[0]


def samples(shared: Path, name: str) -> list[Sample]:
    """Every page of corpus ``name``, with its site (for leave-site-out folds), language and hash (of
    ``fixtures``, the part trained on; of ``fixtures held-out``, the part held out)."""
    folder = corpus_dir(shared, name)
    truth = json.loads((folder / "ground-truth.json").read_text(encoding="utf-8"))
    part = {FIXTURES: "train", FIXTURES_HELD_OUT: "held-out"}.get(name)
    out = []
    for page in load(folder).pages:
        entry = truth[page.key]
        if part is not None and entry.get("part") != part:
            continue
        site = entry.get("site") or urlsplit(page.url or "").hostname or ""
        site = site.removeprefix("www.") or f"{name}:{page.key}"  # no site known: a page is its own site
        lang = entry.get("lang") or language(page.truth)
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
    label_blocks(sample, blocks, rows)


def label_blocks(sample: Sample, blocks: list[Block], rows: list[array[float]]) -> None:
    """Fill ``sample`` from its page's ``blocks`` and their ``rows`` (:func:`features` without the
    class-word columns): labels against the page's ground truth, class words and weights."""
    gold_tokens = _TOKEN.findall(sample.page.truth)
    gold = shingle_set(gold_tokens)
    gold_line = " " + " ".join(gold_tokens) + " "
    lines = [" ".join(_TOKEN.findall(line)) for line in sample.page.truth.splitlines()] if SHORT_LINES else []
    sizes, labels = [], []
    for block in blocks:
        tokens = _TOKEN.findall(block.text)
        if len(tokens) >= 4:
            own = [" ".join(tokens[i : i + 4]) for i in range(len(tokens) - 3)]
            yes = sum(1 for s in own if s in gold) >= 0.5 * len(own)
        elif SHORT_LINES:
            joined = " ".join(tokens)
            yes = (
                bool(tokens)
                and f" {joined} " in gold_line
                and any(
                    line == joined or line.startswith(f"{joined} ") or line.endswith(f" {joined}")
                    for line in lines
                )
            )
        else:
            yes = bool(tokens) and (" " + " ".join(tokens) + " ") in gold_line
        labels.append(int(yes))
        sizes.append(max(len(tokens), 1))
    total = sum(sizes) or 1
    kept = sum(size for size, yes in zip(sizes, labels, strict=True) if yes) or total
    sample.labels = labels
    sample.rows = rows
    sample.words = [block.words for block in blocks]
    if WEIGHTING == "metric":
        sample.weights = [size / (kept if yes else total) for size, yes in zip(sizes, labels, strict=True)]
    else:
        sample.weights = [size / total for size in sizes]


def shared_arg(value: str | None) -> Path:
    return Path(value) if value else DEFAULT_SHARED
