"""A learned second opinion on a thin page: which wall it is, if any, by a linear model over its words.

Phrase rules (:mod:`kotoba.web.verdict.walls_rules`) catch a wall only in wordings already seen. This model
reads the same things the rules read — the title, the headings, the extracted text, the address, the status,
and which of a fixed list of words the markup holds (``cookie``, ``paywall``, ``type="password"``…) — as
hashed word and character n-grams, and scores each kind (``none`` and the six walls) with a weighted sum: a
multinomial logistic model. The weights are data (``wall_model.json``, written by
``bench/walls_model/train.py`` from the corpus's looked-at walls and traps and the shippable extraction
corpora's pages, each listed there by source and hash).

A wall in words the model has not met leaves some probability with ``none`` and some with other walls, so
that its kind's own may fall short of the kind's threshold though the page is plainly a wall: a file with a
``share`` scores the likeliest wall by the probability that the page is any wall (one less that of
``none``) where that wall holds at least ``share`` of it — a wall of one kind, not a page the model cannot
place, whose probability is spread over several — or at least ``told_share`` of it where the page's own prose
tells one of that wall's sentences as the phrase rules know them, wherever it stands (:func:`decide`): two
weak signs that agree, where a short notice in a wall's words but none of its sentences ("Password expired.
Please renew your password to go on.") is left to the likeliest class.

A wall the model names counts where its probability reaches the kind's threshold, or a lower one (the file's
``signed``) where the page also bears the kind's own sign (:func:`signed`): its prose tells one of that wall's
sentences, or its structure is that wall's (a consent manager's box, a password field, a price beside a
paywall's box, a date of birth asked). The thresholds are bound by short ordinary pages in a wall's words (a
post whose comment form asks for a log-in, a guide to cookie banners), which differ from walls in meaning
rather than in words; a sign of the wall's own is what most of them lack, and what walls the model is less
sure of often have.

A file that says so (``told``) also reads, per kind, whether the page's prose tells one of that wall's
sentences as a feature of its own: a wall in new words often says one sentence the rules know where they find
too much around it to call it a wall, and the model then weighs that beside its words, which names fewer walls
with another kind.

Pure Python (a CRC-32 a feature and a dictionary look-up), read on first use: ``kotoba read`` starts
without it, and a page longer than a wall never reaches it.
"""

from __future__ import annotations

import functools
import itertools
import json
import math
import re
import zlib
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from kotoba.web.verdict.literals import LiteralSet

TABLE = Path(__file__).with_name("wall_model.json")
CLASSES = ("none", "soft404", "consent", "login", "paywall", "age", "geo")
# Features are hashed into this many buckets (a power of two): collisions among a few thousand used
# buckets are rare at this size, and only the buckets the training pages used are stored.
BUCKETS = 1 << 18
# Word n-grams are read over the whole text (a thin page's text is short); character n-grams only over the
# title, the headings and the text's opening, where a wall says what it is.
CHAR_N = 4
CHAR_TEXT = 400
TEXT_CHARS = 3000
HEADINGS = 8
# Of the markup, the head and the end are searched for the listed words (where overlays, forms and their
# scripts sit), lower-cased.
MARKUP_HEAD = 64 * 1024
MARKUP_TAIL = 16 * 1024
# Words a wall's markup carries in its class names, ids, inputs and scripts, and an article's in its own.
MARKUP_WORDS = (
    "<form",
    "<input",
    "<select",
    "<button",
    "<iframe",
    "<article",
    "<main",
    "<p>",
    "<p ",
    "<h1",
    "<h2",
    "<img",
    "<video",
    "<table",
    "<nav",
    "<footer",
    "<noscript",
    "<script",
    'type="password"',
    "type='password'",
    'type="email"',
    'type="date"',
    'type="number"',
    'type="checkbox"',
    'type="submit"',
    'type="hidden"',
    'autocomplete="current-password"',
    "password",
    "username",
    "login",
    "log-in",
    "signin",
    "sign-in",
    "signup",
    "sign-up",
    "register",
    "oauth",
    "sso",
    "auth",
    "cookie",
    "consent",
    "gdpr",
    "ccpa",
    "cmp",
    "onetrust",
    "cookiebot",
    "didomi",
    "quantcast",
    "tcf",
    "usercentrics",
    "trustarc",
    "sourcepoint",
    "sp_message",
    "iubenda",
    "cmplz",
    "cky-consent",
    "borlabs",
    "klaro",
    "axeptio",
    "tarteaucitron",
    "fc-consent",
    "osano",
    "privacy",
    "accept",
    "reject",
    "decline",
    "agree",
    "paywall",
    "subscribe",
    "subscription",
    "subscriber",
    "premium",
    "paid",
    "pricing",
    "price",
    "plan",
    "trial",
    "checkout",
    "payment",
    "billing",
    "unlock",
    "member",
    "metered",
    "piano",
    "tinypass",
    "poool",
    "isaccessibleforfree",
    '"isaccessibleforfree": false',
    'isaccessibleforfree":"false',
    "age-gate",
    "agegate",
    "age_gate",
    "age-verif",
    "ageverif",
    "age_verif",
    "verify-age",
    "birth",
    "dob",
    "birthday",
    "year",
    "month",
    "over18",
    "18+",
    "21+",
    "adult",
    "nsfw",
    "legal age",
    "drinking",
    "geo",
    "country",
    "region",
    "location",
    "vpn",
    "proxy",
    "451",
    "blocked",
    "restricted",
    "unavailable",
    "404",
    "not-found",
    "notfound",
    "not_found",
    "error",
    "page-not-found",
    "search",
    "sitemap",
    "modal",
    "overlay",
    "popup",
    "lightbox",
    "backdrop",
    "dialog",
    "fixed",
    "overflow:hidden",
    "overflow: hidden",
    "position:fixed",
    "position: fixed",
    "z-index",
    "display:none",
    "blur",
    'og:type" content="article',
    "article:published_time",
    "datepublished",
    "articlebody",
    "author",
    "byline",
    "comment",
    "share",
    "twitter",
    "facebook",
    "rss",
    "wp-content",
    "jquery",
    "bootstrap",
    "innerhtml",
    "document.write",
    "textcontent",
    "window.location",
    "location.href",
    "redirect",
    'http-equiv="refresh"',
    "noindex",
)
_MARKUP = LiteralSet(MARKUP_WORDS)
_WORD = re.compile(r"\w+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]")
_DIGITS = re.compile(r"\d")
# How much of the markup the text is, bucketed (edges), and a text this short in a framework's root element
RATIOS = (0.005, 0.02, 0.05, 0.15, 0.4, 1.0)
SHELL_CHARS = 300
_SHELL = re.compile(
    r"""<div\b[^>]{0,80}\bid\s*=\s*["'](?:root|app|__next|__nuxt|svelte|main-app)["']""", re.IGNORECASE
)
# A price in the text: a currency sign by a number, a number by a currency, or a rate ("/month", "par mois")
_PRICE = re.compile(
    r"[$€£¥₹₩]\s?\d|\d(?:[.,]\d+)?\s?(?:€|zł|kr|₽|руб|円|元|usd|eur)\b"
    r"|/\s?(?:month|mo|year|yr|week|mois|an|monat|jahr|mes|año|mese|mês|miesiąc|месяц|月|年)\b"
    r"|\bper (?:month|year|week)\b|\bpar mois\b|\bpro monat\b|\bal mes\b",
    re.IGNORECASE,
)
# Numbers that name a wall's kind (a status, an age), kept where a file reads its words' other digits as 0
# (``masked``): a date, a price or an order number says nothing of a kind, and its digits split one word of
# the model's into many
KEPT_NUMBERS = frozenset({"401", "402", "403", "404", "410", "451", "500", "503", "18", "21"})
# Where the text's length falls (a wall leaves little of its own): the edges, in characters.
LENGTHS = (0, 40, 120, 300, 700, 1500, 3000)


def _bucket(feature: str) -> int:
    return zlib.crc32(feature.encode("utf-8", "surrogatepass")) & (BUCKETS - 1)


def _words(text: str) -> list[str]:
    """Lower-case word tokens, digits kept as they are ("404", "18"), over-long runs cut."""
    return [word[:24] for word in _WORD.findall(text.lower())]


def masked(text: str) -> str:
    """``text`` with every digit of a word read as 0, but in the numbers of :data:`KEPT_NUMBERS`."""
    if not _DIGITS.search(text):
        return text
    return _WORD.sub(lambda word: word[0] if word[0] in KEPT_NUMBERS else _DIGITS.sub("0", word[0]), text)


def _grams(prefix: str, words: list[str]) -> list[str]:
    """Each word and each pair of neighbours, behind ``prefix`` (lists built in one go: the judge makes
    hundreds of these a page)."""
    grams = [prefix + word for word in words]
    grams += [f"{prefix}{first} {second}" for first, second in itertools.pairwise(words)]
    return grams


def _chars(prefix: str, text: str) -> list[str]:
    padded = f" {' '.join(text.lower().split())} "
    return [prefix + padded[at : at + CHAR_N] for at in range(len(padded) - CHAR_N + 1)]


def _length(chars: int) -> str:
    for edge in LENGTHS:
        if chars <= edge:
            return f"len<={edge}"
    return "len>3000"


def markup_words(markup: str) -> frozenset[str]:
    """Which of :data:`MARKUP_WORDS` the markup's head and end hold (lower-cased)."""
    if len(markup) > MARKUP_HEAD + MARKUP_TAIL:
        markup = markup[:MARKUP_HEAD] + "\n" + markup[-MARKUP_TAIL:]
    found = _MARKUP.found_in(markup.lower())
    if found is None:  # no one-pass search installed: literal by literal, the same answer
        lowered = markup.lower()
        return frozenset(word for word in MARKUP_WORDS if word in lowered)
    return found


def structure(markup: str, text: str, boxed: Iterable[str] = ()) -> frozenset[str]:
    """What the page's structure says, beside its words: which kinds of wall box it holds (``boxed``, from
    :mod:`kotoba.web.verdict.boxes`), how much of its markup its text is (an app's shell is kilobytes of
    markup around a line), whether its text names a price, and whether it is a script's shell (a root
    element a framework renders into)."""
    marks = {f"box:{kind}" for kind in boxed}
    ratio = len(text) / max(1, len(markup))
    marks.add(next((f"text/markup<{edge}" for edge in RATIOS if ratio < edge), "text/markup>=1"))
    if _PRICE.search(text[:TEXT_CHARS]):
        marks.add("price")
    if len(text) < SHELL_CHARS and _SHELL.search(markup[:MARKUP_HEAD]):
        marks.add("shell")
    return frozenset(marks)


def features(
    *,
    title: str,
    headings: Iterable[str],
    text: str,
    url: str,
    status: int | None,
    markup: frozenset[str],
    shape: frozenset[str] = frozenset(),
    declared: str = "",
    told: Iterable[str] = (),
    digits: bool = True,
) -> set[str]:
    """The page's features by name (each present or not). See the module docstring; ``declared``: the title
    a view declares (:func:`kotoba.web.verdict.template.declared_title`), read as the title where the page
    has no <title>; ``told``: the wall kinds one of whose sentences the page's prose tells, as the phrase
    rules know them (:func:`kotoba.web.verdict.walls.tells_wall`): a wall in a new page's words often says
    one sentence the rules know, where they find too much else around it to call it a wall; ``digits``
    False: the title's, headings' and text's digits read as 0 but in :data:`KEPT_NUMBERS` (:func:`masked`)."""
    text = text[:TEXT_CHARS]
    if not digits:
        title, declared, text = masked(title), masked(declared), masked(text)
        headings = [masked(heading) for heading in headings]
    names: set[str] = set()
    title_words = _words(title)
    names.update(_grams("t:", title_words))
    names.update(_chars("tc:", title))
    if not title and declared:
        names.update(_grams("t:", _words(declared)))
        names.update(_chars("tc:", declared))
        names.add("declared-title")
    heads = list(dict.fromkeys(h for h in headings if h))[:HEADINGS]
    for heading in heads:
        names.update(_grams("h:", _words(heading)))
    names.update(_chars("hc:", " | ".join(heads)[:CHAR_TEXT]))
    words = _words(text)
    names.update(_grams("w:", words))
    opening = text[:CHAR_TEXT]
    names.update(_chars("c:", opening))
    parts = urlsplit(url or "")
    names.update(f"u:{word}" for word in _words(parts.path + " " + parts.query))
    names.update(f"m:{word}" for word in markup)
    names.update(f"x:{mark}" for mark in shape)
    names.add(
        f"s:{status}" if status in (200, 401, 402, 403, 404, 410, 451) else f"s:{(status or 0) // 100}xx"
    )
    names.update(f"told:{kind}" for kind in told)
    names.add(_length(len(text)))
    names.add(f"words<={min(64, 2 ** math.ceil(math.log2(len(words) + 1)))}")
    if not title_words:
        names.add("no-title")
    if _CJK.search(opening):
        names.add("cjk")
    if _DIGITS.search(title):
        names.add("title-digits")
    names.add("bias")
    return names


# Per kind, the features (:func:`features`) that are the wall's own structure: its box
# (:mod:`kotoba.web.verdict.boxes`), the field a log-in asks for, a paywall's price or its markup's
# "isAccessibleForFree": false, an age gate's date of birth.
SIGNS: dict[str, frozenset[str]] = {
    "soft404": frozenset({"x:box:soft404"}),
    "consent": frozenset({"x:box:consent"}),
    "login": frozenset(
        {"x:box:login", 'm:type="password"', "m:type='password'", 'm:autocomplete="current-password"'}
    ),
    "paywall": frozenset(
        {"x:box:paywall", "x:price", 'm:"isaccessibleforfree": false', 'm:isaccessibleforfree":"false'}
    ),
    "age": frozenset({"x:box:age", 'm:type="date"'}),
    "geo": frozenset({"x:box:geo"}),
}


def signed(kind: str, names: Iterable[str], told: Callable[[str], bool] | None = None) -> bool:
    """Whether the page bears a wall of ``kind``'s own sign: its structure (:data:`SIGNS`, among its feature
    ``names``) or its prose telling one of that wall's sentences (``told``)."""
    signs = SIGNS.get(kind, frozenset())
    return not signs.isdisjoint(names) or (told is not None and told(kind))


def buckets(names: Iterable[str]) -> set[int]:
    """The hashed buckets of feature names: :func:`_bucket` of each. Encoded strictly, the codec's fast path
    (naming an error handler takes its slow one, several times the cost, and hashing was a sixth of judging
    a thin page): the same bytes for every name but one holding a lone surrogate, which only then fails, and
    then the whole set is hashed as :func:`_bucket` hashes it."""
    if not isinstance(names, Collection):
        names = list(names)
    crc32, mask = zlib.crc32, BUCKETS - 1
    try:
        return {crc32(name.encode()) & mask for name in names}
    except UnicodeEncodeError:
        return {_bucket(name) for name in names}


class MalformedModel(ValueError):
    """A model file this version cannot read."""


@dataclass(frozen=True)
class Model:
    """Per bucket, one weight per class of :data:`CLASSES` (as stored: integers, ``scale`` to one); a page's
    class is the one with the highest sum. The integers are summed as they are and scaled once: exact sums,
    and a file read without 170,000 divisions (most of the first thin page's wait)."""

    weights: dict[int, tuple[float, ...]]
    thresholds: dict[str, float]  # per wall kind, the least probability that counts as a verdict
    scale: float = 1.0
    share: float | None = None  # see :func:`decide`
    told_share: float | None = None  # see :func:`decide`
    signed: dict[str, float] = field(default_factory=dict)  # per kind: the least where it bears its sign
    told: bool = False  # whether it reads the walls the prose tells (``features``' ``told``) as features
    masked: bool = False  # whether it reads the words' digits as 0 (``features``' ``digits`` False)

    @functools.cached_property
    def _packed(self) -> dict[int, int] | None:
        """Each bucket's row of integer weights as one integer (:func:`_pack`), so that a page's rows are
        summed in one ``sum`` of integers (its hundreds of rows looked up and added a column at a time cost
        half the model's share of judging a thin page); None where a weight is no small integer."""
        return _packed_rows(self.weights)

    def probabilities(self, used: Iterable[int]) -> list[float]:
        packed = self._packed
        if packed is not None:
            found = list(filter(None, map(packed.get, used)))  # (a packed row is never 0: see _pack)
            sums: list[float] = _unpack(sum(found), len(found))
        else:
            weights = self.weights
            rows = [weights[bucket] for bucket in used if bucket in weights]
            # (each class's column summed in C: integers, so the same sums as adding row by row)
            sums = [sum(column) for column in zip(*rows, strict=True)] or [0] * len(CLASSES)
        top = max(sums)
        exps = [math.exp((s - top) / self.scale) for s in sums]
        total = sum(exps)
        return [e / total for e in exps]

    def judge(self, used: Iterable[int], told: Callable[[str], bool] | None = None) -> tuple[str, float]:
        """The page's class and how probable it is (:func:`decide`; ``told``: whether the page's prose tells
        a sentence of a wall of the kind named)."""
        return decide(self.probabilities(used), self.share, told, self.told_share)

    def counts(
        self, kind: str, probability: float, names: Iterable[str], told: Callable[[str], bool] | None = None
    ) -> bool:
        """Whether the model's wall of ``kind`` at ``probability`` counts as a verdict: at the kind's
        threshold, or at its lower ``signed`` one where the page (its feature ``names``, its prose: ``told``)
        bears the wall's own sign (:func:`signed`)."""
        if probability >= self.thresholds.get(kind, 1.1):
            return True
        return probability >= self.signed.get(kind, 1.1) and signed(kind, names, told)


# A packed row: each class's integer weight, raised by _BIAS to be positive, in a field of _FIELD bits (the
# first class lowest). A sum of n packed rows holds in each field that class's sum raised by n times _BIAS,
# exact, while no field overflows into the next: weights below _BIAS in size, and fewer than _MAX_ROWS rows.
_FIELD = 64
_BIAS = 1 << 40
_MASK = (1 << _FIELD) - 1
_MAX_ROWS = 1 << (_FIELD - 42)


def _packed_rows(weights: dict[int, tuple[float, ...]]) -> dict[int, int] | None:
    """``weights`` packed a row to an integer, or None where one is no integer smaller than ``_BIAS``."""
    packed: dict[int, int] = {}
    for bucket, row in weights.items():
        if not all(type(weight) is int and -_BIAS < weight < _BIAS for weight in row):
            return None
        packed[bucket] = sum((int(weight) + _BIAS) << (_FIELD * at) for at, weight in enumerate(row))
    return packed


def _unpack(total: int, rows: int) -> list[float]:
    """Each class's sum of weights over ``rows`` packed rows summing to ``total`` (zeros for no row)."""
    if rows >= _MAX_ROWS:  # pragma: no cover - a page has a few thousand features at most
        raise ValueError("too many rows to sum packed")
    raised = rows * _BIAS
    return [((total >> (_FIELD * at)) & _MASK) - raised for at in range(len(CLASSES))]


def decide(
    probs: Sequence[float],
    share: float | None,
    told: Callable[[str], bool] | None = None,
    told_share: float | None = None,
) -> tuple[str, float]:
    """The class a page's probabilities (one per class of :data:`CLASSES`) name, and its probability: the
    most probable wall with the probability of any wall, where that wall holds at least ``share`` of it (a
    wall of one kind, though its words are new to the model), or at least ``told_share`` of it where
    ``told(kind)`` (the page's prose tells one of that wall's sentences); else the most probable class and
    its own."""
    best = max(range(len(CLASSES)), key=probs.__getitem__)
    wall = max(range(1, len(CLASSES)), key=probs.__getitem__)
    any_wall = 1.0 - probs[0]
    if any_wall > 0:
        if share is not None and probs[wall] >= share * any_wall:
            return CLASSES[wall], any_wall
        if (
            told_share is not None
            and told is not None
            and probs[wall] >= told_share * any_wall
            and told(CLASSES[wall])
        ):
            return CLASSES[wall], any_wall
    return CLASSES[best], probs[best]


def load(path: Path = TABLE) -> Model:
    """Read a model file (raises :class:`MalformedModel` saying what is wrong with one it cannot read)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if list(data["classes"]) != list(CLASSES) or int(data["buckets"]) != BUCKETS:
            raise MalformedModel(f"{path.name} was written for other classes or buckets")
        scale = float(data["scale"])
        weights = {int(bucket): tuple(row) for bucket, row in data["weights"].items()}
        if any(len(row) != len(CLASSES) for row in weights.values()):
            raise MalformedModel(f"{path.name} has a row of the wrong length")
        thresholds = {str(kind): float(p) for kind, p in data["thresholds"].items()}
        share = None if data.get("share") is None else float(data["share"])
        told_share = None if data.get("told_share") is None else float(data["told_share"])
        signed_at = {str(kind): float(p) for kind, p in (data.get("signed") or {}).items()}
        told = bool(data.get("told", False))
        masked_digits = bool(data.get("masked", False))
    except MalformedModel:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise MalformedModel(f"{path.name} is not a wall model this version reads ({e!r})") from None
    if not scale > 0:
        raise MalformedModel(f"{path.name} has a scale that is not above zero")
    for name, value in (("share", share), ("told_share", told_share)):
        if value is not None and not 0 < value <= 1:
            raise MalformedModel(f"{path.name} has a {name} that is not above zero and at most one")
    return Model(weights, thresholds, scale, share, told_share, signed_at, told, masked_digits)


@functools.cache
def model() -> Model:
    """The shipped model, read once, on first use."""
    return load()
