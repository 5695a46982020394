"""Train the wall model, validate it the way blind rounds score it, and write ``wall_model.json``.

    python bench/walls_model/train.py [--shared DIR] [--more] [--write] [--fresh] [--harvest] [--search M]

Trained only on pages a shipped model may learn from: the wall corpus's **looked-at** walls and traps (a
trap is "none") and the thin pages of the Zyte dev pages (MIT) and WCXB's dev split (CC-BY-4.0) as "none".
Never on held-out pages (of any round), on the batches ``BLIND`` names (``round31-*``: being
scored blind, once), or on the research corpora under ``more/`` (their licences do not allow it; with
``--more`` they are read for false positives only). With ``--harvest``, also the files harvested from public
repositories and labelled by their path (``harvest/``, see ``harvest.py``), and the pages written from
documented wording (``wording.py``: a framework's error views in languages the corpus has few pages in;
``forums.py``: forum software's boards, their log-in chrome around an index or a topic, a log-in wall or a
missing topic): their words only, never a page of the wall corpus.

Validation that predicts a blind round: **leave-batch-out in capture order** — for each batch of the
manifest, a model trained on the looked-at pages captured before it scores the batch's looked-at pages,
beside the rules' verdict when the batch was scored once (``first_score``), and the two combined as the
judge combines them. Then false positives on every thin page of the extraction corpora (the shippable ones
by 5-fold cross-validation, ``more/`` as they are) and the shipped file's list of pages it learnt from.
Settings are chosen on these alone; the held-out part is scored once, by ``bench/walls.py`` (``--held-out``
prints the model's own figures on it, for the record after that).

The shipped ``wall_model.json`` is this file's ``--harvest --quick --write`` (the looked-at pages of every
round scored once, the harvest, the pages written from documented wording, and the thresholds below: each
kind's, and the lower ``SIGNED`` one, counted where the page bears the wall's own sign).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import sys
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy.sparse import csr_matrix
from sklearn.linear_model import LogisticRegression

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import data as page_records  # noqa: E402
import written  # noqa: E402
from data import CACHE, TRAINABLE, Record, records  # noqa: E402

from kotoba.web.verdict.wall_model import BUCKETS, CLASSES, TABLE, buckets, decide  # noqa: E402
from kotoba.web.verdict.wall_model import signed as wall_signed  # noqa: E402
from kotoba.web.verdict.walls import tells_wall  # noqa: E402

WALL_KINDS = CLASSES[1:]
C = 2.0  # inverse regularisation strength
NONE_WEIGHT = 3.0  # a page that is no wall weighs this much beside a wall (at 1: more traps refused)
MAX_ITER = 500
MIN_PAGES = 3
SCALE = 100  # weights are stored as integers of 1/SCALE
KEEP = 0.005  # a bucket whose weights are all below this (in absolute value) is not stored
# where the likeliest wall holds at least this share of the probability of any wall, the model names it with
# that probability, else the likeliest class with its own (``wall_model.decide``; None: the likeliest class
# alone). Chosen on leave-batch-out and the written tests, see THRESHOLDS
SHARE: float | None = 0.95
# the same, at this share, where the page's prose tells one of that wall's sentences as the rules know them
# (``walls.tells_wall``; None: never). Chosen on leave-batch-out and the written tests, see THRESHOLDS
TOLD_SHARE: float | None = 0.6
# batches being captured blind while the shipped model is trained: never trained on, scored once (a round
# scored once and done has its looked-at pages learnt from, as every earlier round's; held-out pages never)
BLIND = ("round31-second",)
# whether the model reads, per wall kind, that the page's prose tells one of that wall's sentences as the
# rules know them (``walls.tells_wall``) as a feature (``wall_model.features``' ``told``; the file's ``told``)
TOLD = True
# whether the model reads the title's, headings' and text's digits as 0 but in a status or an age
# (``wall_model.masked``; the file's ``masked``). Screened at round 29, see the comments above THRESHOLDS
MASKED = False
# per wall kind, its pages' weight beside a wall's 1 and "none"'s NONE_WEIGHT (tuning; {}: each 1)
KIND_WEIGHTS: dict[str, float] = {}
LISTING = HERE / "training-set.tsv"  # every page the shipped file learnt from: source, page, SHA-256, label


def untold(rows: Sequence[Record]) -> None:
    """Drop the told walls (``told:`` features) from the features of ``rows``: for a file without them."""
    for record in rows:
        record.names = {name for name in record.names if not name.startswith("told:")}


def label(record: Record) -> str:
    return record.kind if record.kind in WALL_KINDS else "none"


def matrix(rows: Sequence[Record]) -> csr_matrix:
    indptr, indices = [0], []
    for record in rows:
        indices.extend(sorted(buckets(record.names)))
        indptr.append(len(indices))
    data = np.ones(len(indices))
    return csr_matrix((data, indices, indptr), shape=(len(rows), BUCKETS))


def trainable(record: Record, before: int | None = None) -> bool:
    """Whether a shipped model may learn from ``record`` (captured before batch ``before``, if given). Of
    the extraction corpora, the longer pages too (their opening's features), as examples of "none"."""
    if not record.names:
        return False
    if record.source == "walls":
        if not record.judged:
            return False
        if record.part != "looked-at" or record.batch.startswith(BLIND):
            return False
        return before is None or record.batch_order < before
    return record.source in TRAINABLE or record.source in ("harvest", "wording")


@dataclass
class Fitted:
    """A fitted model over the buckets its training pages used (``columns``), its classes' rows complete."""

    model: LogisticRegression
    columns: np.ndarray

    def coef(self) -> tuple[np.ndarray, np.ndarray]:
        """Every class's weights over all buckets, and its intercept (a class never seen: far below)."""
        coef = np.zeros((len(CLASSES), BUCKETS))
        intercept = np.full(len(CLASSES), -50.0)
        for at, cls in enumerate(self.model.classes_):
            coef[cls, self.columns] = self.model.coef_[at]
            intercept[cls] = self.model.intercept_[at]
        return coef, intercept


def fit(rows: Sequence[Record]) -> Fitted:
    y = [CLASSES.index(label(r)) for r in rows]
    x = matrix(rows)
    # a feature of fewer than MIN_PAGES training pages names those pages, not a kind: left out (this also
    # keeps the shipped file small)
    seen = np.bincount(x.indices, minlength=BUCKETS)
    columns = np.nonzero(seen >= MIN_PAGES)[0]
    weights = {CLASSES.index("none"): NONE_WEIGHT}
    weights.update({CLASSES.index(kind): weight for kind, weight in KIND_WEIGHTS.items()})
    model = LogisticRegression(C=C, max_iter=MAX_ITER, class_weight=weights)
    model.fit(x[:, columns], y)
    return Fitted(model, columns)


def predict(fitted: Fitted, rows: Sequence[Record]) -> list[tuple[str, float]]:
    if not rows:
        return []
    coef, intercept = fitted.coef()
    z = matrix(rows) @ coef.T + intercept
    z -= z.max(axis=1, keepdims=True)
    probs = np.exp(z)
    probs /= probs.sum(axis=1, keepdims=True)
    return [
        decide([float(p) for p in row], SHARE, lambda kind, r=record: tells_wall(kind, r.prose), TOLD_SHARE)
        for row, record in zip(probs, rows, strict=True)
    ]


def combined(
    rules: str,
    model: tuple[str, float],
    thresholds: Mapping[str, float],
    record: Record,
    signed: Mapping[str, float],
) -> str:
    """The judge's verdict: the rules' wall stands; where they find none, the model's wall counts when its
    probability reaches the kind's threshold (or its ``signed`` one where the page bears the wall's own sign:
    ``wall_model.signed``; ``{}``: the thresholds alone) and the page says little of its own beside such a
    wall."""
    if rules != "none":
        return rules
    kind, p = model
    if kind == "none" or not record.little.get(kind, False):
        return "none"
    if p >= thresholds.get(kind, 1.1):
        return kind
    if p >= signed.get(kind, 1.1) and wall_signed(kind, record.names, lambda k: tells_wall(k, record.prose)):
        return kind
    return "none"


def first_rules(record: Record) -> str:
    """The rules' verdict when the page's batch was scored once."""
    score = record.first_score
    if score == "caught":
        return record.kind
    if score.startswith("refused as "):
        return score.removeprefix("refused as ")
    if score in ("missed", "read"):
        return "none"
    return ""


def blind_guesses(rows: Sequence[Record]) -> dict[str, tuple[str, float]]:
    """Each batch's pages as a model trained on the looked-at pages captured before it judges them."""
    walls = [r for r in rows if r.source == "walls"]
    batches = sorted({r.batch_order for r in walls if r.batch_order > 0 and not r.batch.startswith(BLIND)})
    guesses: dict[str, tuple[str, float]] = {}
    for order in batches:
        test = [r for r in walls if r.batch_order == order and r.judged and r.part == "looked-at"]
        if not test:
            continue
        model = fit([r for r in rows if trainable(r, before=order)])
        guesses.update(zip([r.key for r in test], predict(model, test), strict=True))
    return guesses


def leave_batch_out(
    rows: Sequence[Record],
    guesses: dict[str, tuple[str, float]],
    thresholds: Mapping[str, float],
    signed: Mapping[str, float],
    *,
    show: bool,
) -> Counter[str]:
    walls = [
        r
        for r in rows
        if r.source == "walls" and r.part == "looked-at" and r.batch_order > 0
        if not r.batch.startswith(BLIND)
    ]
    if show:
        print("\nleave-batch-out (trained on the looked-at pages captured before each batch; its looked-at)")
        print(
            f"{'batch':<30} {'walls':>5} {'rules once':>10} {'model':>6} {'both':>5}  "
            "traps: refused by rules/model/both"
        )
    totals: Counter[str] = Counter()
    for order in sorted({r.batch_order for r in walls}):
        test = [r for r in walls if r.batch_order == order]
        count: Counter[str] = Counter()
        for r in test:
            once = first_rules(r)
            if not once:
                continue
            g = guesses.get(r.key, ("none", 0.0))
            alone = g[0] if g[1] >= thresholds.get(g[0], 0.0) else "none"
            both = combined(once, g, thresholds, r, signed)
            if r.kind == "trap":
                count["traps"] += 1
                count["rules refused"] += once not in ("none", "paywall")
                count["model refused"] += alone not in ("none", "paywall")
                count["both refused"] += both not in ("none", "paywall")
                count["both marked"] += both == "paywall" and once != "paywall"
                if show and both != once:
                    print(f"    trap {r.key}: {both} (p {g[1]:.2f})")
            else:
                count["walls"] += 1
                count["rules"] += once == r.kind
                count["model"] += alone == r.kind
                count["both"] += both == r.kind
                count["wrong kind"] += both != once and both != r.kind
                for what, got in (("rules", once), ("both", both), ("model", alone)):
                    count[f"{r.kind} {what}"] += got == r.kind
                count[f"{r.kind} walls"] += 1
        totals.update(count)
        if show:
            print(
                f"{test[0].batch:<30} {count['walls']:>5} {count['rules']:>10} {count['model']:>6} "
                f"{count['both']:>5}  {count['traps']:>3}: {count['rules refused']}/{count['model refused']}/"
                f"{count['both refused']} (+{count['both marked']} paywall)"
            )
    a = totals
    print(
        f"{'all ' + json.dumps(thresholds):<30}\n   walls {a['walls']}: rules once {a['rules']}, "
        f"model {a['model']}, "
        f"both {a['both']} (wrong kind {a['wrong kind']}); traps {a['traps']}: refused {a['rules refused']}/"
        f"{a['model refused']}/{a['both refused']} (+{a['both marked']} paywall)"
    )
    if show:
        for kind in WALL_KINDS:
            print(
                f"  {kind:<8} {a[kind + ' walls']:>4} walls: rules once {a[kind + ' rules']}, "
                f"model {a[kind + ' model']}, both {a[kind + ' both']}"
            )
    return totals


def false_positives(
    rows: Sequence[Record], thresholds: Mapping[str, float], signed: Mapping[str, float], model: Fitted
) -> None:
    """Pages of the extraction corpora the model would turn into walls (shippable ones by 5-fold CV)."""
    print("\nextraction corpora: thin pages judged, turned into walls by rules / model / both")
    for source in sorted({r.source for r in rows if r.source not in ("walls", "harvest", "wording")}):
        mine = [r for r in rows if r.source == source and r.judged]
        if source in TRAINABLE:
            guesses: dict[str, tuple[str, float]] = {}
            for fold in range(5):
                test = [r for r in mine if int(r.sha256, 16) % 5 == fold]
                held = {r.key for r in test}
                train = [r for r in rows if trainable(r) and not (r.source == source and r.key in held)]
                guesses.update(zip([r.key for r in test], predict(fit(train), test), strict=True))
        else:
            guesses = dict(zip([r.key for r in mine], predict(model, mine), strict=True))
        changed = []
        rules_walls = sum(r.rules not in ("none", "block") for r in mine)
        for r in mine:
            both = combined(r.rules, guesses[r.key], thresholds, r, signed)
            if both != r.rules:
                changed.append((r.key, both, guesses[r.key][1], r.text_chars))
        print(f"  {source}: {len(mine)} judged; rules {rules_walls}; the model changes {len(changed)}")
        for key, both, p, chars in changed:
            print(f"    {key}: {both} (p {p:.2f}, {chars} characters)")


def held_out(
    rows: Sequence[Record], thresholds: Mapping[str, float], signed: Mapping[str, float], model: Fitted
) -> None:
    test = [r for r in rows if r.source == "walls" and r.part == "held-out" and not r.batch.startswith(BLIND)]
    judged = [r for r in test if r.judged]
    guess = dict(zip([r.key for r in judged], predict(model, judged), strict=True))
    print("\nheld-out part (model trained on every looked-at page; rules as they are now, not blind)")
    for kind in (*WALL_KINDS, "trap"):
        mine = [r for r in test if r.kind == kind]
        if kind == "trap":
            both = [combined(r.rules, guess.get(r.key, ("none", 0)), thresholds, r, signed) for r in mine]
            refused = sum(r.rules not in ("none", "paywall") for r in mine)
            print(
                f"  traps {len(mine)}: refused by rules {refused}, "
                f"both {sum(b not in ('none', 'paywall') for b in both)}, "
                f"marked paywall {both.count('paywall')}"
            )
            continue
        rules = sum(r.rules == kind for r in mine)
        both = sum(
            combined(r.rules, guess.get(r.key, ("none", 0)), thresholds, r, signed) == kind for r in mine
        )
        print(f"  {kind:<8} {len(mine):>3}: rules {rules}, both {both}")


def table(
    fitted: Fitted, thresholds: Mapping[str, float], signed: Mapping[str, float], rows: Sequence[Record]
) -> dict[str, object]:
    coef, intercept = fitted.coef()
    # the intercept goes to the "bias" feature's bucket, which every page has
    bias = next(iter(buckets({"bias"})))
    coef[:, bias] += intercept
    kept = np.nonzero(np.abs(coef).max(axis=0) >= KEEP)[0]
    weights = {str(int(b)): [round(w * SCALE) for w in coef[:, b]] for b in kept}
    listed = sorted((r.source, r.key, r.sha256, label(r)) for r in rows if trainable(r))
    LISTING.write_text(
        "source\tpage\tsha256\tlabel\n" + "".join("\t".join(row) + "\n" for row in listed), encoding="utf-8"
    )
    return {
        "classes": list(CLASSES),
        "buckets": BUCKETS,
        "scale": SCALE,
        "thresholds": dict(thresholds),
        "share": SHARE,
        "told_share": TOLD_SHARE,
        "told": TOLD,
        "masked": MASKED,
        "signed": dict(signed),
        "trained_on": sorted({source for source, *_ in listed}),
        "pages": len(listed),
        "C": C,
        "none_weight": NONE_WEIGHT,
        "weights": weights,
    }


# The shipped file's thresholds, chosen on leave-batch-out over the looked-at pages of rounds 3-11 (304 walls;
# the model trained with the third harvest) before the held-out part was scored with them. ``--search 0.05``
# gave soft404 .6, consent .95, log-in .99, paywall .85, age off, geo .85: 169 walls against 159 at the
# thresholds shipped before, no more traps refused than the rules, one marked. Then the written judge tests
# and the looked-at pages: a tutorial quoting a not-found template in code was refused as a soft 404 (the
# model at .89), so soft404 went to the grid's next value above it, .9; log-in stayed at .95, where a
# looked-at log-in wall the shipped model caught (a Spanish restricted area, the model at .97) stays caught
# (the search had raised it to .99 only so that every threshold .05 lower still names at most one wall's
# kind wrongly; at these thresholds leave-batch-out catches 170 walls, one of another kind). Age stays with
# the rules: the model took a Portuguese age calculator for a gate at .96, above any threshold that holds .05
# lower. No page of the Zyte dev or WCXB corpora reads differently (bench/walls.py). The search's own were
# scored once on the held-out part first (291 of 361 walls, against 282 for the model shipped before; the
# written test above failed and a looked-at and a held-out log-in wall were lost), these once after (291 of
# 361 against 284 at this code: soft404 44, paywall 49, geo 41, the rest as before; traps 6/120 refused as
# before, 2/120 marked as paywalls, a plans page and a subscription-activated page). Then a written test
# (plans under their offer are read) took the plans for a paywall at .86, so paywall went to .9 by the same
# rule: held-out 290 of 361, looked-at 353 of 358, traps 0/122 and 3/120 refused, 1/120 marked.
#
# Round 12 (round 12's looked-at pages learnt from, and the fourth harvest): soft 404 to .95, the grid's next
# value above the written test's tutorial quoting a not-found template (the retrained model put it at .92);
# the others as before. Scored once on the held-out part: 302 of 383 walls against 305 for the model shipped
# before (soft 404 45 against 46, paywall 49 against 51), looked-at 380 of 385 against 379, traps refused 0 of
# 131 and 4 of 126 as before, marked 0 and 2 of 126 against 1; no page of the Zyte dev or WCXB corpora reads
# differently (5-fold: the model changes none).
# Tried and not kept: naming the likeliest wall where the probability of a wall at all (one less that of
# "none") reaches its threshold. At the same thresholds it can only add verdicts; leave-batch-out over rounds
# 3-12 (331 walls, 112 traps): 200 walls against 178, traps refused 6 and marked 1 as before (also .05 and .1
# lower), 7 walls named with another kind against 2; scored once on the held-out part, 315 of 383 walls. But
# seven written judge tests failed: short pages that are no walls ("Free delivery is available in your
# country", a captcha's one line, an empty page with a password field) got probabilities of "none" from .01
# to .28, spread over the walls, which the sum turned into walls. Feature variants (the rules' per-kind
# "leaves little" and phrase-needle signs, word n-grams of the text's opening, character bigrams of CJK text,
# rows scaled to unit length, C 1) moved leave-batch-out by -5 to +3 walls of 331 (per round, as a screen):
# none was kept.
#
# Round 13 (its looked-at pages learnt from, and the fifth harvest, 353 files): the thresholds as before, and
# SHARE 0.9. Leave-batch-out over rounds 3-13 (350 walls, 120 traps), the same harvest: the likeliest class
# alone catches 195 walls; naming the likeliest wall with the probability of any wall where it holds a share
# of at least 0.6 of it catches 214, 0.7 208, 0.8 205, 0.85 and 0.9 201 (3 named with another kind), all with
# the rules' 6 traps refused and 1 marked, and no page of the Zyte dev or WCXB corpora read differently
# (5-fold). But at 0.8 and below written judge tests failed (a password expired, a domain expired, a heading
# asking for JavaScript over a pricing link, a button named for a paywall, good news about a country, an
# Indonesian story about a country view: short pages the model puts mostly on one wall), and all hold at 0.9.
# The share alone, without the likeliest class besides, catches as many at 0.9 and 2 fewer at 0.95: the
# likeliest class stays beside it, so that no wall it names is lost. At 0.9 one written test still failed on
# the retrained file (an empty page whose only script is a cookie-consent library: consent holds 0.900 of
# any wall), so SHARE went to the grid's next value, 0.95: 200 walls in leave-batch-out (2 named with another
# kind), the rules' 6 traps refused and 1 marked. Scored once on the
# held-out part, at main's code of 4ed68f1: 328 of 410 walls against 326 for the model shipped before
# (consent 51 against 52, log-in 51 against 50, paywall 54 against 52), looked-at 400 of 404 against 399
# (at a250c1d, the round's last rules: 329 against 327, log-in 52 against 51, the rest as at 4ed68f1);
# traps refused 0 of 139 and 4 of 135 as before, 2 of 135 marked as before but one other (a page on a
# monthly limit instead of one saying a subscription is active); no page of the Zyte dev or WCXB corpora
# reads differently.
#
# Round 14 (its looked-at pages learnt from; the fifth harvest as before): the thresholds and SHARE as before,
# and TOLD_SHARE 0.6. Leave-batch-out over rounds 3-14 (372 walls, 131 traps; rules alone 180): the
# likeliest class alone 210, SHARE 0.95 216, SHARE 0.6 233 but 7 named with another kind and eight written
# tests failed (a password or a domain expired, a heading asking for JavaScript over a pricing link, a news
# brief on a session that expired, "Not logged in. Guest mode…", good news about a country, two empty pages:
# a cookie library alone, a form alone). Guards looked for, on leave-batch-out and those tests alone: a
# page with some text (227, 4 another kind, six tests still failed); the model over the title and headings
# alone, or without the text, naming the same wall (214-218); the prose telling a sentence of that wall as
# the rules know them (``walls.tells_wall``): none of the eight does, and where it holds, a share of 0.4 to
# 0.6 catches as many. So SHARE 0.95 stays and TOLD_SHARE is 0.6: 221 walls (2 another kind), the rules' 6
# traps refused and 1 marked, no page of the Zyte dev or WCXB corpora read differently (5-fold), every
# written test passing. Scored once on the held-out part, at main's code of fc5a88c, against the model
# shipped before: 342 of 435 walls either way (soft 404 50 against 49, log-in 53 against 54; paywall 54 as
# three held-out walls change places), looked-at 422 of 426 against 416 (round 14's own, learnt), traps
# refused 0 of 150 and 4 of 139 and marked 0 and 2 of 139, as before. Rebuilt at main's rules of c217fcc
# (the same file from 743a163 on), against the model shipped before at that code: held-out 343 -> 342
# (soft 404 49 -> 50, log-in 54 -> 53, paywall 55 -> 54), looked-at 421 -> 422, traps as before;
# leave-batch-out 222 of 372.
# Round 15 (its looked-at pages learnt from, and the sixth harvest: 422 files). Leave-batch-out over rounds
# 3-15 (396 walls, 135 traps; the rules alone 199): the file shipped before 243 (2 named with another kind),
# the rules' 6 traps refused and 2 marked as paywalls; the sixth harvest at the thresholds as before 245, 6
# refused and 1 marked (a payment result is read again; an administrator's list of expired subscriptions,
# learnt from in the shipped file, is still marked where round 15 is not learnt). Then the written judge tests
# and the review's pages by hand: a short post whose comment form asks the reader to log in (.958) and a
# cookie-consent guide (.967) crossed .95, and a changelog quoting "Session expired" crossed it until three
# release notes joined the harvest as ordinary pages (.86). Consent went to .99, where leave-batch-out loses
# no wall; log-in to .97 (a value added to the grid between .95 and .99, which loses four); age, left to the
# rules since round 11, to .95, where with this harvest no trap is refused (with the fifth harvest one is, and
# a Portuguese age calculator crossed .96 then; every written test holds now); paywall .85 and soft 404 .9
# each failed a written test (an Indonesian story on a streaming service's price, a headline on a page no
# longer available). At these thresholds: 247 walls (2 another kind), traps 6 refused and 1 marked; the fifth
# harvest's weights at them 240, with a seventh trap refused. No page of the Zyte dev or WCXB corpora reads
# differently (5-fold). Scored once on the held-out part, at main's code of 8089bf8, against the model shipped
# before at that code: 365 of 459 walls against 359 (soft 404 52 -> 53, log-in 57 -> 58, paywall 56 -> 58, age
# 83 -> 85), looked-at 446 of 450 against 443, traps refused 0 of 154 and 4 of 150 as before, marked 0 of 154
# (against 1) and 3 of 150.
# Round 16 (its looked-at pages learnt from). Leave-batch-out over rounds 3-16 (419 walls, 141 traps; the
# rules alone 218): the sixth harvest at the thresholds as before 267 (2 named with another kind), the rules'
# 6 traps refused and 1 marked. Retrained with round 16, the file took two of the reviews' pages for soft 404s
# (a Chinese talk page at .970, a French help page on "page introuvable" at .989) and put the written test's
# Indonesian story on a streaming price at .907 as a paywall. Soft 404 went to .99 (265 walls); paywall .95
# would hold the story (261) but 20 ordinary pages were added to the harvest instead, of the kinds the model
# nears (cookie policies and a course's notes on cookie banners, pricing pages, articles on an internet
# provider's cut-off pages and limits, age calculators, release notes on sessions): 262 walls (2 another
# kind), the rules' 6 traps refused and 1 marked, the story at .879, the reviews' pages as at the start. The
# rest of a seventh harvest (38 walls: not-found pages in Hebrew, Thai, Vietnamese and Chinese, sessions
# ended, pay stops, cookie notices in six languages) was left out: 265 walls with it at the old thresholds,
# and a changelog quoting "Session expired" taken for a log-in wall at .979. No page of the Zyte dev or WCXB
# corpora reads differently (5-fold). Scored once on the held-out part, at main's code of 0118063, against the
# model shipped before: 388 of 486 walls against 387 (log-in 64 -> 65), looked-at 467 of 473 against 466,
# traps refused 0 of 160 and 6 of 159 against 5 (a held-out trap taken for an age gate), marked 0 and 3 as
# before.
# Round 17 (its looked-at pages learnt from; harvest, settings and thresholds as before). Leave-batch-out over
# rounds 3-17 (440 walls, 146 traps; the rules alone 237): 280 (3 named with another kind), the rules' 6 traps
# refused and 1 marked; no page of the Zyte dev or WCXB corpora reads differently (5-fold). Tried, not kept,
# screened with each round judged by a model trained on the rounds before it (the shipped settings: 279):
# markup signs that need no language (a password, e-mail or date input, aria-modal, a dialog role, a consent
# platform's iframe, a fixed overlay, isAccessibleForFree false, how many inputs, buttons, forms and links)
# with the text's shape (the last and the largest block's share of it, its lines, pieces of prose, headings):
# 280 at these thresholds (every round judged); character 3- and 5-grams inside words (for words new to the
# model in a language it has met): 285 but 2 traps more refused; without the address's words 277, without
# the title's 283; MIN_PAGES 6 282; NONE_WEIGHT 6 273. C 0.5 flattens the probabilities: at one threshold for
# every kind where no trap beyond the rules' is refused it catches 297 (301 with the markup and shape signs)
# against 290, but the written tests' short ordinary pages then need log-in .93, consent .94 and soft 404 .82,
# and at thresholds that high it catches 269 to 275. The written tests, not leave-batch-out's traps, bind the
# thresholds, so the settings stay.
# Round 18 (its looked-at pages learnt from; harvest and settings as before). Leave-batch-out over rounds 3-18
# (459 walls, 154 traps; the rules alone 251): 297 at the thresholds as before (2 named with another kind),
# the rules' 6 traps refused and 2 marked (round 18's trap on a reader who has just subscribed, at .99: its
# words are those of access and premium content, each counted again by the opening's character n-grams, and
# no one feature to blame). The written judge tests' pages joined the search (``written.py``): 438 calls of
# the learned step, 434 of them pages the file reads as they are. Those that bind, with the model trained on
# every page: a post whose comment form asks for a log-in (.965) and a classified ad under "You are not
# logged in" (.910) for log-in, a cookie-consent guide (.964) and an empty page whose one script is a consent
# library (.914) for consent, "The book you're looking for is no longer available" (.899) for soft 404, an
# Indonesian story on a streaming service's countries (.849) for paywall. Judging each round by a model
# trained on the rounds before it (294 at the thresholds as before), the search without margin gives soft
# 404 .9, consent .98, log-in .98, paywall .85, geo .9 (301; soft 404 and paywall .001 above a written page);
# with a margin of .02 it keeps the thresholds as they were. Taken between the two, each .016 or more above
# its written page: soft 404 .95 and consent .98, the others as before: 299 of 459 by batch (soft 404 38 ->
# 40; 2 another kind), the rules' 6 traps refused and 2 marked as before, no page of the Zyte dev or WCXB
# corpora read differently (5-fold). Refitted on main's frozen rules and the refitted extractor, the file put
# the written book page at .971 (the texts it learns from changed): soft 404 went back to .99, where it
# stands .019 above it; the consent guide at .959 leaves consent at .98. Tried on the round-by-round screen
# with the written pages held: C 0.5 and C 1 298 (flatter probabilities, which the written pages hold to
# higher thresholds); markup and shape signs that need no language 290 (and a written test's own pay stop
# lost at any threshold); the words of the text's first, last and longest lines tagged by place 297;
# without the opening's and headings' character n-grams 288 (4 of the written tests' pay stops lost); SHARE
# .9 or .98, or none: no better.
# Round 19 (its looked-at pages learnt from; harvest and settings as before), and the signed thresholds
# (``SIGNED``, ``wall_model.signed``). Leave-batch-out over rounds 3-19 (485 walls, 159 traps; the rules alone
# 268): 320 at the thresholds as before (2 named with another kind), the rules' 6 traps refused and 2 marked.
# The misses are the model's doubt, never the page saying too much of its own (``leaves_little`` stopped none
# of them): 38 paywalls, 18 log-in walls, 13 consent walls and 11 soft 404s below their kind's threshold, most
# of them above .7. The written pages that bind the thresholds mostly lack the wall's own sign: at a lower
# threshold where the page bears it, ``search_signed`` (margin .1, every written page held) gives soft 404
# .95, consent .5 and age .5 (and paywall .85 before the round's last rules; none after, where it caught no
# wall more). On the round's last rules: 332 against 321 with the thresholds alone (soft 404 44, consent 52,
# age 80), traps as before, no page of the Zyte dev or WCXB corpora read differently (5-fold). Log-in stays
# without one: a post whose comment form asks for a log-in (.964) and a classified ad under "You are not
# logged in" (.903) tell a log-in wall's sentence, and a trap (a plagiarism detector's sign-in) bears a
# password field at .743. On the round's last rules a looked-at trap (an age-verification compliance document)
# was refused as an age gate at .95: age .97, where no wall is lost. Tried and not kept: structure features
# read from the judge's window (a password or e-mail field with a short text, OAuth buttons, prices counted
# and beside an article's markup, a blurred or locked part, JSON-LD's articleBody against the text, each wall
# box's share of the text, inputs, buttons, a dialog, pieces of prose, a form with no prose): 319 against 320
# with the same thresholds, a seventh trap refused.
# Round 20 (its looked-at pages learnt from), a view's declared title read as its title, and the pages written
# from documented wording (``wording.py``). Leave-batch-out over rounds 3-20 (508 walls, 164 traps; the rules
# alone 281), on the round's last rules: 347 with the file's settings before these (model alone 227), 354 with
# them (model alone 255), the rules' 6 traps refused and 2 marked either way. A written test's consent guide
# crossed .98 (.989): consent .99. ``search_signed`` (margin .1, every written page held) then gave soft 404
# .7, paywall .8 and geo .8 beside age .5; consent .5 kept (the guide bears no sign): 357, 3 walls named with
# another kind (2 before), traps as before, every written page read as the shipped file reads it.
# Round 21 (its looked-at pages learnt from), one reading of a view's declared title for the rules and the
# model (``template.declared_title``), and forum pages written from forum software's documented wording
# (``forums.py``). Leave-batch-out over rounds 3-21 (532 walls, 172 traps; the rules alone 300), the
# thresholds as before: 378 with the file's settings before these (model alone 265), 377 with the one
# reading (264), 378 with the forum pages besides (271; 364 against 362 without the signed thresholds), the
# rules' 6 traps refused and 2 marked throughout. The model no longer takes a phpBB board's page for a
# log-in wall (an evaluation corpus's page: .901, under log-in's .97). Tried and not kept: Devise's sign-in
# page under its guard's flash (``unauthenticated``, ``timeout``) in nine languages, as devise-i18n
# translates it, inside an app's chrome beside the app's signed-out page: 378 (271), nothing gained.
# Retrained on main's frozen rules, the file put a written test's consent guide at .9926 (the file before at
# the same code, over .99 too): consent .995, where leave-batch-out catches as many consent walls (54 of 67;
# the signed tier and the rules hold them) and every written test's page is read as it should be.
# Round 22 (its looked-at pages learnt from; harvest, written pages, settings and thresholds as before).
# Leave-batch-out over rounds 3-22 (561 walls, 180 traps; the rules alone 321): 402 (model alone 280; 386
# without the signed thresholds; 3 named with another kind), the rules' 6 traps refused and 2 marked as
# paywalls (an account's expired subscriptions, a subscriber's "access granted"). Tried and not kept, each
# on the same records: character bigrams of Chinese, Japanese, Korean and Thai runs over the title, headings
# and text 401 (275; log-in 86 against 87); ordinary pages in a wall's words written as traps
# (``readable.py``: articles about walls, plans and prices, members' pages let in, forum indexes with a log-in
# box, cookie policies, in ten languages) 400 (273), the traps as before, and the looked-at traps' margins
# under their kind's threshold (each batch's guess) wider on 24 and narrower on 24 of 293 pages (with the
# shippable extraction corpora's, by 5-fold); with an account's subscription page, a signed-out page and an
# age calculator in eight languages besides, 397 (265). Retrained on main's frozen rules (the records those
# rules give): leave-batch-out 405 (model alone 277; 388 without the signed thresholds), traps as above, every
# written test's page read as it should be. Scored once on the held-out part, against the file shipped before
# at the same code: 505 of 617 walls against 503 (log-in 86 -> 87, paywall 86 -> 87), traps refused 7 of 210
# and marked 4 as before; looked-at 612 of 615 either way; the Zyte dev and WCXB pages read as before.
# Round 23 (its looked-at pages learnt from; harvest, written pages, settings and thresholds as before).
# Leave-batch-out over rounds 3-23 (582 walls, 186 traps; the rules alone 332): 418 (model alone 285; 401
# without the signed thresholds; 3 named with another kind), the rules' 6 traps refused and 2 marked as
# paywalls; rounds 3-22 as before (405 of 561), round 23's own looked-at walls 13 of 21. Tried and not kept,
# screened with each round judged by a model trained on the rounds before it (the shipped settings: 412, model
# alone 277), traps as above throughout: per kind, whether the prose tells one of that wall's sentences
# (``walls.tells_wall``) as a feature, 413 (283; 1 wall named with another kind against 3); with where it
# sits besides (the first piece of prose or a later one, the last, the share of the prose the telling pieces
# are) and how many pieces of prose there are, 410 (278); the six wall kinds weighted by the inverse square
# root of their pages, 408 (283); the harvest at half weight, 404 (262); at twice, a written test's Indonesian
# story about a country block is taken for a paywall at .95 (not screened further). The threshold search
# (``--search`` with .995 in the grid, no margin, every written page held, on the leave-batch-out guesses)
# gives soft 404 .995, consent off, age .99, geo .98, the rest as shipped: 418, and 419 with its signed
# thresholds (soft 404 .6, age .6, paywall .85): one wall more than the shipped ones, which stay.
# Round 24 (its looked-at pages learnt from; harvest and written pages as before), and the walls the prose
# tells as features (``TOLD``). Screened with each round judged by a model trained on the rounds before it
# (rounds 3-24: 604 walls, 195 traps; the rules alone 347), at the thresholds as before: 427 without them
# (model alone 287; 3 walls named with another kind), 429 with them (289; 1 another kind), the rules' 6 traps
# refused and 2 marked either way. Retrained with round 24, both files broke written tests at the thresholds
# as before: without the told features an Indonesian story on a restricted place was taken for a paywall
# at .929 while a Romanian pay stop the file shipped before catches came at .910; with them (main's rules of
# 16e5c161) the Romanian stop came at .883, a paywall's notice over the site's chrome (its price a sign) at
# .860 and a short post whose comments need a log-in at .976. So log-in .98 and paywall .87 with no signed
# tier (``search`` finds no combination of its grid that keeps every written page as the file shipped before
# read it): on the screen 428 walls (287; 2 another kind), the traps as before; the French tier stop whose
# one way on is a free account, taken for a paywall under .9 before, is now a log-in wall as its test says.
# Round 25 (its looked-at pages learnt from), and pages of expired and used links (``links.py``).
# Leave-batch-out over rounds 3-25 (620 walls, 201 traps; the rules alone 356): 447 at the thresholds as
# before (model alone 306; 5 named with another kind), the rules' 6 traps refused and 2 marked. Why the model
# adds little on a new round: of the 264 walls the rules missed it names 179 with the right kind, 91 of them
# over the threshold; 88 are under it (paywall 36, log-in 20, soft 404 10, consent 9, age 7, geo 6), 25 it
# names with another kind and 60 it takes for no wall. Traps do not bind the thresholds (6 of 201 get a wall
# at .7 or more): the written tests' short ordinary pages do. Round 25's own misses were mostly a class the
# model had met only under another label: four expired links, taken for paywalls at .80 to .997, "expired"
# being a pay stop's word in some thirty looked-at paywalls. With ``links.py``: 449 (309; 4 another kind),
# traps as before, the round's expired links still paywalls (.80 to .99; round 25's own pages, now learnt,
# teach it more). Retrained with round 25, the file put a written test's Spanish story going on after its
# subscribers' line at .884, over paywall's .87 (.860 before): paywall .9, the grid's next value, 445 (2
# another kind), traps as before.
# Round 26 (its looked-at pages learnt from; ``BLIND`` names round 27). Leave-batch-out over rounds 3-26 (636
# walls, 208 traps; the rules alone 365): 454 at the thresholds before (rounds 3-25 444 of 620, as shipped;
# round 26's own 10 of 16), the rules' 7 traps refused and 2 marked. Retrained with round 26, the file took a
# written test's product page "no longer available" for a soft 404 (.82, over the signed .7) and put a
# written test's Romanian app stop for a paid tier at .897, under paywall's .9, while a written paywall notice
# followed only by the chrome, read, stands at .862 with a price: soft 404's signed threshold .85 and paywall
# .89, where no written page is read otherwise. Leave-batch-out 455 (rounds 3-25 445: paywall 74 of 143; 2
# named with another kind), traps as before. ``search_joint`` (each kind's threshold and signed one
# together, margin .01) found no setting catching more: consent 1.01 (signed .5), log-in .99, age .98, geo
# .97 (signed .6), 454. Tried and not kept, each with the joint search at margins .01 and .02:
# ``readable.py``'s pages learnt from (``--readable``: 455 and 453; rounds 3-25 445 of 620), the same
# Romanian stop lost at .891; C 4 (sharper probabilities lift the written pages: 441 and 433); NONE_WEIGHT 2
# with ``readable.py`` (455 and 440). On the held-out part (scored after, once): 7 walls lost (four pay
# stops whose words are a membership or trial ended, a log-in, an age gate, a consent wall), a trap the file
# before refused now read.
# Round 29 scored once and done (its looked-at pages learnt from; ``BLIND`` names round 30; harvest, written
# pages, settings and thresholds as before). Leave-batch-out over rounds 3-29 (696 walls, 236 traps; the rules
# alone 407): 500 (model alone 335; 485 without the signed thresholds; 2 named with another kind), the rules'
# 8 traps refused and 2 marked as paywalls. Tried, screened on that (an idea passes with 5 walls more and no
# trap refused or marked and no extraction page turned beside it), and not kept: a feature kept only where
# pages of at least two capture batches (a harvested repository or an extraction page each its own) bear it,
# not three pages alone (words of one batch's sites are no kind's): 501 (4 another kind), traps as before; of
# three batches, 499. Each family of features left out in turn, to find one that fits the batches learnt
# rather than the kinds: none does. Without the text's opening's character 4-grams 494 (model alone 341
# against 335, but paywall 74 against 82; a ninth trap refused), without the text's words 497, without the
# headings' words and character 4-grams 494, without the title's 494 (4 another kind, a ninth trap refused).
# The digits of the title's, headings' and text's words and character 4-grams read as 0 (a date, a price, an
# order number says nothing of a kind; 401-404, 410, 451, 500, 503, 18 and 21 kept): 504 (model alone 344; 3
# another kind), traps as before, 4 more at every threshold tried (.8 and .9 for every kind too): short of 5.
# Headings read aware of sections (the first heading's words and character 4-grams as now, a later heading's
# words as features of their own, so that "Authentication required" heading a reference's section is not the
# page's message): 497 (model alone 331), traps as before; not kept, and the reference's strict xfail stays.
# Class weights per kind (paywall 2 and log-in 1.5 beside a wall's 1 and "none"'s 3: the two kinds the model
# names least often over their thresholds): 503 (model alone 347; paywall 87, log-in 112, geo 54 against
# 57; 4 another kind), traps as before. The text's opening's character 4-grams at half the weight of the
# other features (an L2 penalty four times theirs: the family holds half the model's weight): 490 (model alone
# 329; paywall 75), a ninth trap refused. Kept behind switches, off: the digits masked (``MASKED``,
# ``--masked``; ``wall_model.masked``, the file's ``masked``) with paywall's pages weighing 2 and log-in's 1.5
# (``KIND_WEIGHTS``, ``--kind-weights``): screened with the masking read off the features' names, 507 (model
# alone 346; 4 another kind), the rules' 8 traps refused and 2 marked as before, no page of the Zyte dev or
# WCXB corpora read differently (5-fold); read as ``features`` reads it, 508 (model alone 350; paywall 89
# against 82, log-in 112 against 110; 5 another kind against 2), traps as before, but at .9 for every kind a
# ninth trap refused (515 against 508 for the shipped settings). Passes by the screen's rule (5 walls more, no
# trap or extraction page turned), not clearly: three more walls named with another kind, the written
# tests' pages not screened, the extraction corpora not read with the features' own masking.
# Round 30 scored once and done (its looked-at pages learnt from; ``BLIND`` names round 31). An eighth harvest
# tried and not kept: 65 files, every one in a language other than English (log-in stops 18 in nine
# languages, pay stops 23 in ten, ordinary pages beside them 24 in five), read and checked against the corpus
# and round 31's blind batches as the earlier harvests were. Leave-batch-out over rounds 3-30 (709 walls, 246
# traps; the rules alone 416), one run each, settings and thresholds as shipped: 509 without it, 506 with it
# (model alone 343 -> 349; log-in 113 -> 112, geo 57 -> 55; 2 -> 3 named with another kind), 510 with its
# walls only (model alone 357; ordinary pages left out, which cost two French subscriptions ended: .90 ->
# .71 and .74), the rules' 8 traps refused and 2 marked as paywalls in every run, no thin page of the Zyte dev
# or WCXB corpora read differently. Short of the screen's 5 walls more either way: the files are not stored.
# Round 31's first batch learnt (the file of 4373e5c8; ``BLIND`` names round 31's second). The ideas waiting
# since round 29 and the eighth harvest's walls screened again, one run each, every run beside the run of the
# settings as shipped in the same sitting. Leave-batch-out over rounds 3-31's first batch (722 walls, 254
# traps; the rules alone 428): as shipped 522 (model alone 350; 507 without the signed thresholds; 2 named
# with another kind: a pro feature's "sign up free" and an expired short link, both taken for pay stops), the
# rules' 9 traps refused and 2 marked as paywalls. The digits masked (``--masked``) with paywall's pages
# weighing 2 and log-in's 1.5 (``--kind-weights``): 530 (364; paywall 89 against 82, log-in 122 against 120,
# soft 404 82 against 83, geo 56 against 57), but 5 named with another kind (a pay stop taken for a log-in
# wall, a session ended asking to scan a code again and a password reset's expired link for pay stops). Masked
# alone: 526 (358; 3 another kind). The weights alone: 525 (361; 4 another kind). The eighth harvest's 41
# log-in and pay stops (its 24 ordinary pages left out) with the masking and the weights: 531 (373; paywall
# 92, log-in 122), 3 another kind and a third trap marked as a paywall (a prototype tour's "unlock premium
# plan", at .92); with the settings as shipped: 523 (365). Traps refused as the rules' 9 in every run, and no
# thin page of the Zyte dev or WCXB corpora read differently (5-fold) in any. None passes the screen (5 walls
# more, no trap refused or marked more, no more walls named with another kind): the file stays as it is, the
# switches off, the harvest's files not stored.
SIGNED = {"soft404": 0.85, "consent": 0.5, "age": 0.5, "geo": 0.8}
THRESHOLDS = {"soft404": 0.99, "consent": 0.995, "login": 0.98, "paywall": 0.89, "age": 0.97, "geo": 0.85}


def blind(rows: Sequence[Record]) -> None:
    """The shipped file on the batches being captured blind (``BLIND``), scored once:
    the rules' verdict when each was scored once, the model's, and both as the judge combines them."""
    from kotoba.web.verdict.wall_model import load

    shipped = load()
    walls = [r for r in rows if r.source == "walls" and r.batch.startswith(BLIND)]
    if not shipped.told:
        untold(walls)
    guesses = {
        r.key: shipped.judge(buckets(r.names), lambda kind, r=r: tells_wall(kind, r.prose))
        for r in walls
        if r.judged
    }
    thresholds = shipped.thresholds
    print("\nblind batches of this session, the shipped model (scored once)")
    totals: Counter[str] = Counter()
    for name in sorted(
        {r.batch for r in walls}, key=lambda b: min(r.batch_order for r in walls if r.batch == b)
    ):
        count: Counter[str] = Counter()
        for r in (r for r in walls if r.batch == name):
            once = first_rules(r)
            g = guesses.get(r.key, ("none", 0.0))
            both = combined(once, g, thresholds, r, shipped.signed)
            if r.kind == "trap":
                count["traps"] += 1
                count["rules refused"] += once not in ("none", "paywall")
                count["both refused"] += both not in ("none", "paywall")
                count["both marked"] += both == "paywall" and once != "paywall"
            else:
                count["walls"] += 1
                count["rules"] += once == r.kind
                count["both"] += both == r.kind
                count["model"] += g[0] == r.kind and g[1] >= thresholds.get(g[0], 1.1)
                count[f"{r.kind} walls"] += 1
                count[f"{r.kind} rules"] += once == r.kind
                count[f"{r.kind} both"] += both == r.kind
                count[f"{r.part} walls"] += 1
                count[f"{r.part} rules"] += once == r.kind
                count[f"{r.part} both"] += both == r.kind
        totals.update(count)
        print(
            f"  {name:<30} walls {count['walls']}: rules once {count['rules']}, model {count['model']}, "
            f"both {count['both']}; traps {count['traps']}: refused {count['rules refused']} / "
            f"{count['both refused']} (+{count['both marked']} paywall)"
        )
    t = totals
    print(
        f"  all: walls {t['walls']}: rules once {t['rules']}, model {t['model']}, both {t['both']}; "
        f"traps {t['traps']}: refused {t['rules refused']} / {t['both refused']} "
        f"(+{t['both marked']} paywall)"
    )
    for key in (*WALL_KINDS, "looked-at", "held-out"):
        if t[f"{key} walls"]:
            print(
                f"    {key:<9} {t[key + ' walls']:>3}: rules once {t[key + ' rules']}, "
                f"both {t[key + ' both']}"
            )


def dumps(data: dict[str, object]) -> str:
    """The model file: one line per setting and per bucket, so that a retrained file's diff is readable."""
    lines = [
        f"{json.dumps(key)}:{json.dumps(value, separators=(',', ':'), sort_keys=True)}"
        for key, value in sorted(data.items())
        if key != "weights"
    ]
    weights = data["weights"]
    assert isinstance(weights, dict)
    rows = [
        f"{json.dumps(bucket)}:{json.dumps(row, separators=(',', ':'))}" for bucket, row in weights.items()
    ]
    return "{\n" + ",\n".join([*lines, '"weights":{\n' + ",\n".join(rows) + "\n}"]) + "\n}\n"


SWEEP = (0.5, 0.6, 0.7, 0.8, 0.9, 0.95)
# per kind; above 1 the model never names the kind
GRID = (0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.97, 0.98, 0.99, 1.01)


def search(
    rows: Sequence[Record],
    guesses: dict[str, tuple[str, float]],
    margin: float,
    written: Sequence[tuple[Record, tuple[str, float]]] = (),
    signed: Mapping[str, float] = SIGNED,
) -> dict[str, float]:
    """Per-kind thresholds from the leave-batch-out guesses (looked-at pages), beside the ``signed`` ones
    (:data:`SIGNED` unless given): of every combination of
    :data:`GRID` that refuses no trap the rules read, newly marks at most one trap as a paywall and gives at
    most one wall the wrong kind (or as many as :data:`THRESHOLDS` do), turns none of the written tests'
    pages the shipped file reads into a wall and loses none it names (``written``: each with the guess of the
    model trained on every page it may learn from, see ``written.py``) — also with every threshold up to 1
    lowered by ``margin`` — the one catching the most walls (ties: the higher thresholds).

    A page's verdict depends on its guessed kind's threshold alone, so each kind's counts are tabled once per
    grid value and every combination is their sum."""
    walls = [r for r in rows if r.source == "walls" and r.part == "looked-at" and r.batch_order > 0]
    items = [
        (r.kind, once, *guesses.get(r.key, ("none", 0.0)), r)
        for r in walls
        if not r.batch.startswith(BLIND) and (once := first_rules(r))
    ]
    limit = sum(kind == "trap" and once not in ("none", "paywall") for kind, once, *_ in items)
    # at most one trap marked and one wall named wrongly, or as many as the shipped thresholds give
    now = [
        (kind, once, combined(once, (guess, p), THRESHOLDS, r, signed)) for kind, once, guess, p, r in items
    ]
    marked = max(1, sum(kind == "trap" and got == "paywall" != once for kind, once, got in now))
    wrong = max(1, sum(kind != "trap" and got not in (once, kind) for kind, once, got in now))

    def counts(lowered: float) -> tuple[np.ndarray, np.ndarray]:
        """Per kind and grid value, and for the pages no threshold bears on: walls caught, walls given a
        wrong kind, traps refused, traps marked as paywalls, written tests' pages read otherwise than the
        shipped file reads them."""
        table, base = np.zeros((len(WALL_KINDS), len(GRID), 5)), np.zeros(5)
        for kind, once, guess, p, record in items:
            for at, value in enumerate(GRID if guess in WALL_KINDS else GRID[:1]):
                threshold = value - lowered if value <= 1 else value
                got = combined(once, (guess, p), {guess: threshold}, record, signed)
                row = table[WALL_KINDS.index(guess), at] if guess in WALL_KINDS else base
                if kind == "trap":
                    row += (0, 0, got not in ("none", "paywall"), got == "paywall" and once != "paywall", 0)
                else:
                    row += (got == kind, got not in (once, kind), 0, 0, 0)
        for record, (guess, p) in written:  # the rules read these pages: "none" is their verdict
            for at, value in enumerate(GRID if guess in WALL_KINDS else GRID[:1]):
                threshold = value - lowered if value <= 1 else value
                got = combined("none", (guess, p), {guess: threshold}, record, signed)
                row = table[WALL_KINDS.index(guess), at] if guess in WALL_KINDS else base
                row += (0, 0, 0, 0, got != record.kind)
        return table, base

    def totals(counted: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
        """Every combination's counts, one axis per kind (its grid value's index), counts last."""
        table, base = counted
        total = np.broadcast_to(base, [len(GRID)] * len(WALL_KINDS) + [5])
        for at in range(len(WALL_KINDS)):
            shape = [len(GRID) if b == at else 1 for b in range(len(WALL_KINDS))]
            total = total + table[at].reshape([*shape, 5])
        return total

    def allowed(total: np.ndarray) -> np.ndarray:
        return (
            (total[..., 2] <= limit)
            & (total[..., 3] <= marked)
            & (total[..., 1] <= wrong)
            & (total[..., 4] == 0)
        )

    exact = totals(counts(0.0))
    ok = allowed(exact) & allowed(totals(counts(margin)))
    grid = np.array(GRID)
    height = sum(
        grid.reshape([len(GRID) if a == b else 1 for b in range(len(WALL_KINDS))])
        for a in range(len(WALL_KINDS))
    )
    caught = np.where(ok, exact[..., 0], -1)  # every kind at 1.01 is the rules alone, which always qualifies
    best = np.argwhere(caught == caught.max())
    chosen = max(best, key=lambda at: float(height[tuple(at)]))
    th = {kind: float(GRID[at]) for kind, at in zip(WALL_KINDS, chosen, strict=True)}
    print(f"\nthresholds searched (margin {margin}): {json.dumps(th)} catch {int(caught.max())} walls")
    return th


SIGNED_GRID = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1.01)


def search_signed(
    rows: Sequence[Record],
    guesses: dict[str, tuple[str, float]],
    margin: float,
    written: Sequence[tuple[Record, tuple[str, float]]] = (),
    thresholds: Mapping[str, float] = THRESHOLDS,
) -> dict[str, float]:
    """Per kind, the lower threshold where the page bears the wall's own sign (``wall_model.signed``), from
    the leave-batch-out guesses: of :data:`SIGNED_GRID`, the value catching the most walls (ties: the higher)
    that, beside ``thresholds``, refuses or marks no trap, names no wall with another kind, and turns none of
    the written tests' pages into a wall nor loses one the shipped file names, the same at every value
    lowered by ``margin``. A page's verdict depends on its guessed kind's values alone: each kind apart."""
    walls = [r for r in rows if r.source == "walls" and r.part == "looked-at" and r.batch_order > 0]
    items = [
        (r, once, guesses.get(r.key, ("none", 0.0)))
        for r in walls
        if not r.batch.startswith(BLIND) and (once := first_rules(r))
    ]
    chosen: dict[str, float] = {}
    for kind in WALL_KINDS:

        def tally(value: float, kind: str = kind) -> tuple[int, int]:
            """Walls caught, and pages read worse than by ``thresholds`` alone."""
            caught = worse = 0
            signed = {kind: value}
            for r, once, guess in items:
                if guess[0] != kind:
                    continue
                got = combined(once, guess, thresholds, r, signed)
                before = combined(once, guess, thresholds, r, {})
                if r.kind == "trap":
                    worse += got != before
                else:
                    caught += got == r.kind
                    worse += got not in (before, r.kind)
            for page, guess in written:
                if guess[0] == kind:
                    worse += combined("none", guess, thresholds, page, signed) != page.kind
            return caught, worse

        best = (tally(1.01)[0], 1.01)
        for value in SIGNED_GRID[:-1]:
            caught, worse = tally(value)
            if worse == 0 and tally(value - margin)[1] == 0 and (caught, value) > best:
                best = (caught, value)
        if best[1] <= 1:
            chosen[kind] = best[1]
    print(f"\nsigned thresholds searched (margin {margin}): {json.dumps(chosen)}")
    return chosen


# each kind's threshold and signed one together; a finer grid than GRID's near the top
JOINT_GRID = (0.6, 0.7, 0.75, 0.8, 0.85, 0.88, 0.9, 0.92, 0.95, 0.97, 0.98, 0.99, 0.995, 1.01)


def search_joint(
    rows: Sequence[Record],
    guesses: dict[str, tuple[str, float]],
    margin: float,
    written: Sequence[tuple[Record, tuple[str, float]]] = (),
) -> tuple[dict[str, float], dict[str, float]]:
    """Per kind, its threshold (of :data:`JOINT_GRID`) and its signed one (of :data:`SIGNED_GRID`, none above
    the threshold) chosen together from the leave-batch-out guesses: the pair catching the most walls (ties:
    the higher values) that refuses no trap the rules read, marks at most two as paywalls, names at most one
    wall with another kind (two for paywall, which the expired links of a password reset or a shortener were
    taken for before the model met them), and turns none of the written tests' pages the shipped file reads
    into a wall — also with both values lowered by ``margin``. A page's verdict depends on its guessed kind's
    values alone: each kind apart. Unlike :func:`search`, a written page the shipped file's model names a wall
    binds nothing: its test says what the judge must do with it (often clear it: a quoted pay notice), and the
    tests are run on the file written."""
    walls = [r for r in rows if r.source == "walls" and r.part == "looked-at" and r.batch_order > 0]
    items = [
        (r, once, guesses.get(r.key, ("none", 0.0)))
        for r in walls
        if not r.batch.startswith(BLIND) and (once := first_rules(r))
    ]

    def tally(kind: str, threshold: float, signed: float) -> tuple[int, int, int, int, int]:
        """Walls caught; and at worst of the values and the values lowered by ``margin``: traps refused,
        traps marked as paywalls, walls named with another kind, written pages read turned into walls."""
        worst = [0, 0, 0, 0, 0]
        for lowered in (0.0, margin):
            at = {kind: threshold - lowered if threshold <= 1 else threshold}
            tier = {kind: signed - lowered if signed <= 1 else signed}
            count = [0, 0, 0, 0, 0]
            for r, once, guess in items:
                if guess[0] != kind:
                    continue
                got = combined(once, guess, at, r, tier)
                if r.kind == "trap":
                    count[1] += got not in ("none", "paywall", once)
                    count[2] += got == "paywall" != once
                else:
                    count[0] += got == r.kind
                    count[3] += got not in (once, r.kind)
            for page, guess in written:
                if guess[0] == kind and page.kind == "none":
                    count[4] += combined("none", guess, at, page, tier) != "none"
            if not lowered:
                worst[0] = count[0]
            worst[1:] = [max(a, b) for a, b in zip(worst[1:], count[1:], strict=True)]
        return worst[0], worst[1], worst[2], worst[3], worst[4]

    thresholds: dict[str, float] = {}
    signed: dict[str, float] = {}
    for kind in WALL_KINDS:
        best = (-1, 0.0, 0.0)
        for threshold in JOINT_GRID:
            for tier in SIGNED_GRID:
                if tier <= 1 and tier > threshold:
                    continue
                caught, refused, marked, wrong, turned = tally(kind, threshold, tier)
                if refused or turned or marked > 2 or wrong > 1 + (kind == "paywall"):
                    continue
                best = max(best, (caught, threshold, tier))
        thresholds[kind] = best[1]
        if best[2] <= 1:
            signed[kind] = best[2]
    print(f"\njoint search (margin {margin}): {json.dumps(thresholds)}, signed {json.dumps(signed)}")
    return thresholds, signed


def main(argv: Sequence[str] | None = None) -> None:
    global NONE_WEIGHT, C, SHARE, TOLD_SHARE, MASKED, KIND_WEIGHTS  # tuning runs only (see above)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=None)
    parser.add_argument("--more", action="store_true", help="also count false positives on more/ (slow once)")
    parser.add_argument("--fresh", action="store_true", help="read the extraction corpora again")
    parser.add_argument("--write", action="store_true", help=f"write {TABLE.name}")
    parser.add_argument("--blind", action="store_true", help="score the shipped file on blind rounds only")
    parser.add_argument(
        "--quick", action="store_true", help="leave-batch-out only (tuning); with --write, the file only"
    )
    parser.add_argument("--none-weight", type=float, default=NONE_WEIGHT, help="a non-wall's weight (tuning)")
    parser.add_argument("--c", type=float, default=2.0, help="inverse regularisation strength (tuning)")
    parser.add_argument(
        "--share", type=float, default=SHARE, help="the wall's least share of any wall (tuning; 0: off)"
    )
    parser.add_argument(
        "--told-share",
        type=float,
        default=TOLD_SHARE,
        help="the wall's least share of any wall where the prose tells its sentence (tuning; 0: off)",
    )
    parser.add_argument(
        "--masked", action="store_true", default=MASKED, help="read the words' digits as 0 (tuning)"
    )
    parser.add_argument(
        "--kind-weights",
        type=json.loads,
        default=KIND_WEIGHTS,
        metavar="JSON",
        help='per wall kind, its pages\' weight, as {"paywall": 2} (tuning)',
    )
    parser.add_argument("--harvest", action="store_true", help="also learn from harvest/ (see harvest.py)")
    parser.add_argument(
        "--no-links", action="store_true", help="with --harvest, leave out links.py's pages (tuning)"
    )
    parser.add_argument("--held-out", action="store_true", help="also print the model's held-out figures")
    parser.add_argument(
        "--search", type=float, default=None, metavar="MARGIN", help="search per-kind thresholds (tuning)"
    )
    parser.add_argument(
        "--joint",
        type=float,
        default=None,
        metavar="MARGIN",
        help="search each kind's threshold and signed one together (tuning)",
    )
    parser.add_argument(
        "--readable", action="store_true", help="with --harvest, also readable.py's pages (tuning)"
    )
    parser.add_argument(
        "--guesses", type=Path, default=CACHE / "blind-guesses.pickle", help="where to keep the blind guesses"
    )
    args = parser.parse_args(argv)
    NONE_WEIGHT, C, SHARE = args.none_weight, args.c, (args.share or None)
    TOLD_SHARE = args.told_share or None
    MASKED, KIND_WEIGHTS = args.masked, dict(args.kind_weights)
    page_records.MASKED = MASKED  # (the records' features are read with it)
    kwargs = {"shared": args.shared} if args.shared else {}
    rows = records(**kwargs, more=args.more, fresh=args.fresh)
    if args.harvest:
        import forums
        import harvest
        import links
        import readable
        import wording

        rows += harvest.records() + wording.records() + forums.records()
        if not args.no_links:
            rows += links.records()
        if args.readable:
            rows += readable.records()
    if not TOLD:
        untold(rows)
    if args.blind:
        blind(rows)
        return
    if not (args.quick and args.write):  # --quick --write: the file alone, as a clean clone rebuilds it
        guesses = blind_guesses(rows)
        args.guesses.write_bytes(pickle.dumps(guesses))  # for looking at thresholds after
        for t in SWEEP:
            leave_batch_out(rows, guesses, dict.fromkeys(THRESHOLDS, t), SIGNED, show=False)
        print("without the signed thresholds:")
        leave_batch_out(rows, guesses, THRESHOLDS, {}, show=False)
        leave_batch_out(rows, guesses, THRESHOLDS, SIGNED, show=True)
        if args.joint is not None:
            pages = written.records()
            if not TOLD:
                untold(pages)
            on_written = list(zip(pages, predict(fit([r for r in rows if trainable(r)]), pages), strict=True))
            joint, tier = search_joint(rows, guesses, args.joint, on_written)
            leave_batch_out(rows, guesses, joint, tier, show=True)
        if args.search is not None:
            pages = written.records()
            if not TOLD:
                untold(pages)
            on_written = list(zip(pages, predict(fit([r for r in rows if trainable(r)]), pages), strict=True))
            chosen = search(rows, guesses, args.search, on_written, SIGNED)
            leave_batch_out(rows, guesses, chosen, SIGNED, show=True)
            signed = search_signed(rows, guesses, args.search, on_written)
            leave_batch_out(rows, guesses, THRESHOLDS, signed, show=True)
            for name, thresholds, tier in (("shipped", THRESHOLDS, SIGNED), ("searched", chosen, signed)):
                changed = [
                    (r.key, guess)
                    for r, guess in on_written
                    if combined("none", guess, thresholds, r, tier) != r.kind
                ]
                print(
                    f"written tests' pages ({len(pages)}) read otherwise, {name} thresholds: {len(changed)}"
                )
                for key, (kind, p) in changed:
                    print(f"    {key}: {kind} (p {p:.3f})")
        if args.quick:
            return
    final = fit([r for r in rows if trainable(r)])
    if not args.quick:
        if args.held_out:
            held_out(rows, THRESHOLDS, SIGNED, final)
        false_positives(rows, THRESHOLDS, SIGNED, final)
        if args.harvest:
            harvest.cross_validate(rows, fit, predict, trainable)
    if args.write:
        data = table(final, THRESHOLDS, SIGNED, rows)
        text = dumps(data)
        TABLE.write_text(text, encoding="utf-8")
        print(
            f"\nwrote {TABLE.name}: {len(data['weights'])} buckets, {len(text):,} bytes, sha256 "
            f"{hashlib.sha256(text.encode()).hexdigest()[:16]}"
        )


if __name__ == "__main__":
    main()
