"""Score rules that act after the learned model (what it keeps at a post's end) by site, on fits kept on disk.

    python bench/learned/post_end.py --fits DIR [--shared DIR] [--halves] [VARIANT …]

The five site folds are fitted as ``experiment.py --fit site`` fits them (``train.fit`` on the Zyte dev and
WCXB pages of the other folds' sites) and written to ``DIR/fold<k>.json`` once; a later run reads them, so a
rule that acts after the model (which moves no fit) is scored in minutes rather than the fits' hour on a
shared machine. Each page is drawn in Markdown as ``experiment.text_of`` draws it, by the fold that never saw
its site and by the shipped file (in-sample), with the VARIANT's rule applied to the blocks kept, and the
precision, recall and F1 (``bench/metric.py``) are printed per corpus and per WCXB page type; ``--halves``
adds the figures of two halves of the sites. The fits are only as current as the code that wrote them:
delete ``DIR`` after changing what the model reads.

Variants (all but ``base`` on pages with a believed article only, unless named ``…-everywhere``):

- ``tail``: the kept blocks after the last block of prose (:data:`PROSE_CHARS` or more, ending a sentence,
  at most :data:`PROSE_LINKED` of it linked) that are short (:data:`SHORT_CHARS` at most) and at least half
  links, where there are two or more (``tail-everywhere``: on every page);
- ``titled``: the same, only where a short unlinked line stands over the run, which goes with it;
- ``boxed``: the same, only where the run lies outside the last prose block's grandparent;
- ``teasers``: from the first heading that is wholly a link leading off the page, after two blocks of prose,
  to the end, where two or more such headings follow and no section after it holds more than two blocks or
  400 unlinked characters.

None of these is shipped: see the README's *What it keeps on sites it never saw*.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import zlib
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

sys.path.insert(0, str(Path(__file__).resolve().parent))
import experiment
import train
from data import TRAINABLE, samples, shared_arg
from validate import as_model, fold_of

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from metric import PageScore, aggregate, score_page

from kotoba.web.extract.blocks import Block, believed
from kotoba.web.extract.core import Page
from kotoba.web.extract.learned import Model, load

FOLDS = 5
PROSE_CHARS = 100
PROSE_LINKED = 0.3
SHORT_CHARS = 80
TITLE_CHARS = 60
_END = re.compile(r"[.!?…][\"'”’)\]]*$")
_HEADINGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))

Rule = experiment.Rule


def _prose(block: Block) -> bool:
    text = block.text
    ends = _END.search(text) is not None
    return len(text) >= PROSE_CHARS and ends and block.linked <= PROSE_LINKED * len(text)


def _linky(block: Block) -> bool:
    return 0 < len(block.text) <= SHORT_CHARS and block.linked >= 0.5 * len(block.text)


def _title(block: Block) -> bool:
    text = block.text.strip()
    return bool(text) and not block.linked and len(text) <= TITLE_CHARS and _END.search(text) is None


def _after_last_prose(kept: list[Block]) -> tuple[int, list[Block]] | None:
    last = max((i for i, block in enumerate(kept) if _prose(block)), default=None)
    return None if last is None else (last, kept[last + 1 :])


def tail(everywhere: bool = False, titled: bool = False, boxed: bool = False) -> Rule:
    def rule(page: Page, kept: list[Block]) -> list[Block]:
        found = _after_last_prose(kept) if everywhere or believed(page) else None
        if found is None:
            return kept
        last, after = found
        run = [block for block in after if _linky(block)]
        if len(run) < 2:
            return kept
        gone = {id(block) for block in run}
        if titled:
            first = next(j for j, block in enumerate(after) if id(block) in gone)
            if first == 0 or not _title(after[first - 1]):
                return kept
            gone.add(id(after[first - 1]))
        if boxed:
            box = kept[last].element
            for _ in range(2):
                box = box.getparent() if box.getparent() is not None else box
            if any(el is run[0].element for el in box.iter()):
                return kept
        return [block for block in kept if id(block) not in gone]

    return rule


def _linked_away(block: Block) -> bool:
    text = block.text.strip()
    if not text or block.linked < 0.8 * len(text):
        return False
    hrefs = [str(a.get("href") or "") for a in block.element.iter("a")]
    return bool(hrefs) and all(h and not h.startswith(("#", "javascript:")) for h in hrefs)


def teasers(page: Page, kept: list[Block]) -> list[Block]:
    if not believed(page):
        return kept
    first = next(
        (i for i, block in enumerate(kept) if block.element.tag in _HEADINGS and _linked_away(block)), None
    )
    if first is None or sum(map(_prose, kept[:first])) < 2:
        return kept
    heads = count = chars = 0
    for block in kept[first:]:
        if block.element.tag in _HEADINGS:
            heads += _linked_away(block)
            count = chars = 0
            continue
        count += 1
        chars += max(0, len(block.text) - block.linked)
        if count > 2 or chars > 400:
            return kept
    if heads < 2:
        return kept
    return kept[: first - 1 if first and _title(kept[first - 1]) else first]


VARIANTS: dict[str, Rule | None] = {
    "base": None,
    "tail": tail(),
    "tail-everywhere": tail(everywhere=True),
    "titled": tail(titled=True),
    "boxed": tail(boxed=True),
    "teasers": teasers,
}


def report(rows: Sequence[tuple[str, PageScore, PageScore]]) -> None:
    groups: dict[str, list[tuple[PageScore, PageScore]]] = {}
    for group, by_site, in_sample in rows:
        groups.setdefault(group, []).append((by_site, in_sample))
    for group in sorted(groups):
        site = aggregate([s for s, _ in groups[group]])
        ins = aggregate([i for _, i in groups[group]])
        print(
            f"{group:22} {len(groups[group]):4}  by site P {site.precision:.4f} R {site.recall:.4f} "
            f"F1 {site.f1:.5f}   in-sample P {ins.precision:.4f} R {ins.recall:.4f} F1 {ins.f1:.5f}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("variants", nargs="*", default=["base"], choices=sorted(VARIANTS))
    parser.add_argument("--shared")
    parser.add_argument("--fits", type=Path, required=True, help="where the folds' fits are kept")
    parser.add_argument("--halves", action="store_true", help="also score two halves of the sites apart")
    args = parser.parse_args(argv)
    shared = shared_arg(args.shared)
    pages = [s for name in TRAINABLE for s in samples(shared, name)]
    prepared = [experiment.prepare(s, True) for s in pages]
    args.fits.mkdir(parents=True, exist_ok=True)
    tmp = args.fits / "reading.json"
    models: dict[object, Model] = {}
    for k in range(FOLDS):
        kept = args.fits / f"fold{k}.json"
        if not kept.exists():
            chosen = [s for s in pages if s.labels and fold_of(s.site, FOLDS) != k]
            kept.write_text(json.dumps(train.fit(chosen, [], unsure=train.UNSURE)), encoding="utf-8")
        models[k] = as_model(json.loads(kept.read_text(encoding="utf-8")), tmp)
    tmp.unlink(missing_ok=True)
    models["in-sample"] = load()
    for name in args.variants:
        rule = VARIANTS[name]
        rows = []
        for p in prepared:
            s = p.sample
            by_site_model = models[fold_of(s.site, FOLDS)]
            by_site = score_page(s.page.truth, experiment.text_of(by_site_model, p, rule=rule))
            in_sample = score_page(s.page.truth, experiment.text_of(models["in-sample"], p, rule=rule))
            groups = [s.corpus] + ([f"wcxb {s.page.kind}"] if s.corpus == "wcxb" else [])
            if args.halves:
                groups += [f"{s.corpus} half {zlib.crc32(s.site.encode()) % 2}"]
            rows += [(group, by_site, in_sample) for group in groups]
        print(f"\n## {name}\n")
        report(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
