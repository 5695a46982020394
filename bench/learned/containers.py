"""Find the article on the pages where the rule pass believes none: which container, judged how.

    python bench/learned/containers.py [--shared DIR] [--shipped] [--limit N] [--corpora NAME …]

On such a page the learned extractor asks its unsure profile, which keeps broadly. Would the page be read
better if its article were found — a container chosen among the page's elements holding at least
:data:`MIN_SHARE` of its prose — and then judged? For every page without a believed article this prints, per
corpus and per WCXB page type, the F1 (``bench/metric.py``, Markdown) of:

- ``unsure``: the unsure profile, as the extractor reads such a page;
- ``best box, sure``: the container whose text (drawn as the rules draw an article) matches the gold text
  best, judged by the profile for believed articles as if the rule pass believed it: an upper bound of any
  container chosen without the gold text;
- ``picked, sure`` and ``picked, within``: the container a learned picker is surest of, where it is at least
  :data:`SURE` sure, judged by the profile for believed articles, or the unsure profile's blocks kept only
  inside it. The picker is a logistic model over general measures of a container (its share of the page's
  prose, its boilerplate, link density, prose and long paragraphs, its longest run of prose, linked headings
  per paragraph, depth, where it stands from the rule pass's candidate, its tag and names), trained on every
  container of the shippable pages (believed or not) to tell those whose text matches the gold text at F1
  :data:`GOOD_BOX` or more;
- ``kept region``: the unsure profile's blocks, less the mostly-linked ones (a sidebar's archives, a
  blogroll) outside the deepest element holding :data:`REGION` of the kept text.

WCXB's pages are scored by the models of five folds by site (the picker's and the extractor's: neither has
seen the site), or with ``--shipped`` by the shipped file (in-sample); the research corpora (``--corpora``,
never trained on) by the shipped file and a picker trained on all the shippable pages, as totals only.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import math
import os
import re
import sys
import tempfile
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import StandardScaler

sys.path.insert(0, str(Path(__file__).resolve().parent))
import train
from data import HELD_OUT, TRAINABLE, shared_arg
from experiment import Prepared, prepare
from validate import as_model, fold_of, spread

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from corpus import render as table
from metric import PageScore, aggregate, score_page

from kotoba.web.extract.blocks import Block, believed, feature_names
from kotoba.web.extract.core import WHOLE_PAGE_BELOW, Page, _first_pass, _Found, drawer
from kotoba.web.extract.lead_ins import with_lead_ins
from kotoba.web.extract.learned import Model, content, model, render_kept
from kotoba.web.extract.posters import with_posters
from kotoba.web.extract.profiles import without_cells, without_profiles
from kotoba.web.extract.text import render

MIN_SHARE = 0.15  # of the page's prose, for an element to be a candidate
GOOD_BOX = 0.8  # the F1 of a container's text that makes it the article, for the picker's training
SURE = 0.9  # how sure the picker must be
REGION = 0.8  # of the kept text, held by the region whose outside loses its mostly-linked blocks
FOLDS = 5
COLUMNS = ("unsure", "best box, sure", "picked, sure", "picked, within", "kept region")
_NAMED = re.compile(r"article|content|post|story|entry|body|text|main", re.IGNORECASE)
_NAMES = feature_names([])
_LINK_SHARE, _IN_A = _NAMES.index("link_share"), _NAMES.index("in_a")
_HEADINGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))


@dataclasses.dataclass
class Boxes:
    """A page's candidate containers, each with the blocks inside it (their indexes) and its measures."""

    elements: list[object]
    inside: list[list[int]]
    measures: np.ndarray
    good: dict[object, float]


def boxes(p: Prepared) -> Boxes:
    """The candidates of a prepared page and their measures (see the module's docstring)."""
    page, blocks, rows = p.page, p.blocks, p.rows
    assert page is not None and blocks is not None and rows is not None
    found, body = page.found, page.body
    measured = _first_pass(found.elements, _Found(body, elements=found.elements))
    good, bad = measured.good, measured.bad
    prose_total = good[body] or 1.0
    under: dict[object, list[int]] = {}
    for i, block in enumerate(blocks):
        el = block.element
        while el is not None:
            under.setdefault(el, []).append(i)
            el = el.getparent()
    long_paragraphs = sum(1 for b in blocks if b.element in found.prose and len(b.text) >= 200) or 1
    elements, inside, measures = [], [], []
    for el in found.elements:
        if el is body or good.get(el, 0.0) < MIN_SHARE * prose_total or not under.get(el):
            continue
        idx = under[el]
        elements.append(el)
        inside.append(idx)
        measures.append(
            _measures(page, blocks, rows, idx, el, good[el], bad[el], prose_total, long_paragraphs)
        )
    return Boxes(elements, inside, np.array(measures) if measures else np.zeros((0, 18)), good)


def _measures(
    page: Page,
    blocks: list[Block],
    rows: Sequence[Sequence[float]],
    idx: list[int],
    el: object,
    good: float,
    bad: float,
    prose_total: float,
    long_paragraphs: int,
) -> list[float]:
    prose = page.found.prose
    chars = sum(len(blocks[i].text) for i in idx) or 1
    linked = sum(len(blocks[i].text) * rows[i][_LINK_SHARE] for i in idx)
    paragraphs = [blocks[i] for i in idx if blocks[i].element in prose]
    prose_chars = sum(len(b.text) for b in paragraphs)
    run = longest = 0
    for i in idx:  # prose in a row, headings and short unlinked lines between paragraphs allowed
        if blocks[i].element in prose:
            run += len(blocks[i].text)
        elif rows[i][_IN_A] > 0 or rows[i][_LINK_SHARE] > 0.5:
            run = 0
        longest = max(longest, run)
    linked_headings = sum(1 for i in idx if blocks[i].element.tag in _HEADINGS and rows[i][_LINK_SHARE] > 0.5)
    rule = page.found.article
    element = el  # an lxml element
    names = " ".join(filter(None, (element.get("class"), element.get("id"))))  # type: ignore[attr-defined]
    return [
        good / prose_total,
        math.log1p(good),
        bad / (good + bad + 1),
        linked / chars,
        prose_chars / chars,
        math.log1p(len(paragraphs)),
        sum(1 for b in paragraphs if len(b.text) >= 200) / long_paragraphs,
        longest / (good or 1),
        longest / prose_total,
        math.log1p(linked_headings),
        linked_headings / (len(paragraphs) + 1),
        sum(1 for _ in element.iterancestors()) / 20,  # type: ignore[attr-defined]
        float(element is rule),
        float(any(up is rule for up in element.iterancestors())),  # type: ignore[attr-defined]
        float(any(up is element for up in rule.iterancestors())),
        float(element.tag in ("article", "main")),  # type: ignore[attr-defined]
        float(bool(_NAMED.search(names))),
        prose_chars / (len(paragraphs) or 1) / 500,
    ]


def box_scores(p: Prepared, found: Boxes) -> list[float]:
    """The F1 of each candidate's text, drawn as the rules draw an article, against the gold text."""
    page = p.page
    assert page is not None
    out = []
    for el in found.elements:
        text = render(
            el, page.title, skip=page.found.skip, prose=page.found.prose, min_repeat=page.fit.min_repeat
        )
        out.append(_f1(score_page(p.sample.page.truth, text)))
    return out


def _f1(score: PageScore) -> float:
    p, r = score.precision, score.recall
    return 2 * p * r / (p + r) if p + r else 0.0


class Picker:
    """Logistic regression over the candidates' measures: is this container the article?"""

    def __init__(self, measures: np.ndarray, good: np.ndarray) -> None:
        self.scale = StandardScaler().fit(measures)
        self.model = LogisticRegression(max_iter=3000).fit(self.scale.transform(measures), good)

    def surest(self, found: Boxes) -> tuple[int, float]:
        if not found.elements:
            return -1, 0.0
        odds = self.model.predict_proba(self.scale.transform(found.measures))[:, 1]
        best = int(np.argmax(odds))
        return best, float(odds[best])


def as_believed(page: Page, el: object, good: dict[object, float]) -> Page:
    """``page`` as if the rule pass believed ``el`` its article."""
    found = copy.copy(page.found)
    found.article = el  # type: ignore[assignment]
    found.share = good[el] / (good[page.body] or 1.0)
    found.score = max(found.score, 1000.0)
    return page._replace(found=found, fit=dataclasses.replace(page.fit, min_score=-math.inf, min_share=0.0))


def kept_blocks(chosen: Model, p: Prepared) -> list[Block]:
    page, blocks, rows = p.page, p.blocks, p.rows
    assert page is not None and blocks is not None and rows is not None
    profile = chosen.for_page(page)
    width = len(rows[0])
    columns = [
        sorted(width + profile.vocabulary[w] for w in b.words if w in profile.vocabulary) for b in blocks
    ]
    return profile.kept(blocks, rows, profile.scores(rows, columns))


def drawn(chosen: Model, p: Prepared, kept: list[Block]) -> str:
    page, blocks = p.page, p.blocks
    assert page is not None and blocks is not None
    found = page.found
    kept = with_posters(blocks, with_lead_ins(blocks, kept), found.posters)
    kept = without_cells(without_profiles(kept, posters=bool(found.posters)), found.posters)
    return render_kept(page, chosen.for_page(page), blocks, kept, drawer(True, page.base)).text


def region(p: Prepared, kept: list[Block]) -> list[Block]:
    """``kept`` less its mostly-linked blocks outside the deepest element holding REGION of its text."""
    rows, blocks = p.rows, p.blocks
    assert rows is not None and blocks is not None
    mass: dict[object, int] = {}
    for block in kept:
        el = block.element
        while el is not None:
            mass[el] = mass.get(el, 0) + len(block.text)
            el = el.getparent()
    total = sum(len(b.text) for b in kept)
    if not total:
        return kept
    top = next(el for el in mass if el.getparent() is None)  # type: ignore[attr-defined]
    while True:
        within = [child for child in top if mass.get(child, 0) >= REGION * total]  # type: ignore[attr-defined]
        if not within:
            break
        top = within[0]
    inner = set(top.iter())  # type: ignore[attr-defined]
    index = {id(b): i for i, b in enumerate(blocks)}
    return [b for b in kept if b.element in inner or rows[index[id(b)]][_LINK_SHARE] < 0.5]


def texts(chosen: Model, picker: Picker, p: Prepared) -> dict[str, str]:
    page, blocks = p.page, p.blocks
    assert page is not None and blocks is not None
    found = boxes(p)
    kept = kept_blocks(chosen, p)
    out = {"unsure": drawn(chosen, p, kept)}
    scores = box_scores(p, found)
    if scores:
        best = found.elements[int(np.argmax(scores))]
        out["best box, sure"] = content(
            as_believed(page, best, found.good), chosen, drawer(True, page.base)
        ).text
    else:
        out["best box, sure"] = out["unsure"]
    at, odds = picker.surest(found)
    if at >= 0 and odds >= SURE:
        el, inside = found.elements[at], set(found.inside[at])
        out["picked, sure"] = content(as_believed(page, el, found.good), chosen, drawer(True, page.base)).text
        index = {id(b): i for i, b in enumerate(blocks)}
        within = [b for b in kept if index[id(b)] in inside]
        out["picked, within"] = drawn(chosen, p, within) if within else out["unsure"]
    else:
        out["picked, sure"] = out["picked, within"] = out["unsure"]
    out["kept region"] = drawn(chosen, p, region(p, kept))
    return out


def unbelieved(p: Prepared) -> bool:
    page = p.page
    return (
        page is not None
        and p.blocks is not None
        and not believed(page)
        and page.found.page_chars >= WHOLE_PAGE_BELOW
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--shared")
    parser.add_argument("--shipped", action="store_true", help="score WCXB with the shipped file (in-sample)")
    parser.add_argument("--limit", type=int, default=150, help="pages of each research corpus (spread)")
    parser.add_argument(
        "--corpora", nargs="*", default=[], help=f"research corpora to score ({', '.join(HELD_OUT)})"
    )
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables")
    args = parser.parse_args(argv)
    from data import samples

    shared = shared_arg(args.shared)
    prepared = [prepare(s, True) for name in TRAINABLE for s in samples(shared, name)]
    # every candidate of every shippable page, for the pickers
    measured: list[tuple[str, np.ndarray, np.ndarray]] = []
    for p in prepared:
        if p.page is None or p.blocks is None or p.page.found.page_chars < WHOLE_PAGE_BELOW:
            continue
        found = boxes(p)
        if found.elements:
            labels = np.array([score >= GOOD_BOX for score in box_scores(p, found)], dtype=int)
            measured.append((p.sample.site, found.measures, labels))

    def picker_without(fold: int | None) -> Picker:
        chosen = [(m, y) for site, m, y in measured if fold is None or fold_of(site, FOLDS) != fold]
        return Picker(np.vstack([m for m, _ in chosen]), np.concatenate([y for _, y in chosen]))

    models: dict[int | None, Model] = {None: model()}
    with tempfile.TemporaryDirectory() as tmp:
        if not args.shipped:
            pages = [p.sample for p in prepared if p.sample.labels]
            for k in range(FOLDS):
                chosen = [s for s in pages if fold_of(s.site, FOLDS) != k]
                models[k] = as_model(train.fit(chosen), Path(tmp) / f"fold{k}.json")
                print(f"fold {k}: fitted on {len(chosen)} pages", file=sys.stderr)
    pickers = {k: picker_without(k) for k in models}
    groups: dict[str, dict[str, list[PageScore]]] = defaultdict(lambda: defaultdict(list))
    for p in prepared:
        if p.sample.corpus != "wcxb" or not unbelieved(p):
            continue
        k = None if args.shipped else fold_of(p.sample.site, FOLDS)
        for column, text in texts(models[k], pickers[k], p).items():
            score = score_page(p.sample.page.truth, text)
            for key in ("wcxb", f"wcxb {p.sample.page.kind}"):
                groups[key][column].append(score)
    for name in args.corpora:
        for sample in spread(samples(shared, name), args.limit):
            p = prepare(sample, False)
            if unbelieved(p):
                for column, text in texts(models[None], pickers[None], p).items():
                    groups[name][column].append(score_page(sample.page.truth, text))
    rows = [
        [key, str(len(scores["unsure"])), *(f"{aggregate(scores[c]).f1:.3f}" for c in COLUMNS)]
        for key, scores in sorted(groups.items())
    ]
    how = "the shipped file" if args.shipped else "five folds by site"
    print(f"F1 on the pages where the rule pass believes no article (WCXB: {how})\n")
    print(table(["group", "pages", *COLUMNS], rows, args.markdown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
