"""Wall recognition over the corpus (tests/web/verdict/walls): per kind and per part, how many walls a read
catches, how many traps it wrongly refuses (or wrongly marks as a paywall's teaser), and what judging
costs; then the block-page figures again, over tests/web/verdict/blockpages and the wall corpus's traps.

    python bench/walls.py [--shared DIR]

Each page is read as a direct read reads it, with no network (the corpus's ``outcome_of``). The corpus is
split by site into a part the rules were written on (``looked-at``) and a part never used to write or tune
them (``held-out``); both are printed, because in-sample figures do not predict the web. Only the
looked-at part's misses are named: a held-out page is scored, never read, so its name is not printed either.

With ``--shared DIR`` the pages of the extraction benchmark's corpora under ``DIR/bench/extraction`` (the
Zyte dev pages and the WCXB dev corpus) are read too, and every page that the wall judge turns into a wall
is listed: their texts are unchanged, so only such a page reads differently than before. ``--more`` adds the
older research corpora under ``DIR/bench/extraction/more`` (2,786 pages with hand-made main text, crawled
2007–2013): a check of how many real pages of the past the judge would take for walls, for evaluation only.

The judge read here is the whole judge, rules and learned model together. The model's own figures — per
batch in capture order, trained only on what was captured before (leave-batch-out), beside the rules'
scored-once verdicts, and once on the batches captured after its freeze (``--blind``) — are
``bench/walls_model/train.py``'s.

The judging time printed here is wall-clock time (the fastest of five runs a page), which the load of a shared
machine moves by a fifth between runs; ``bench/judge_time.py`` prints figures the load moves little: each
page's least CPU time over several passes, and the instructions of each judgement under callgrind.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from corpus import check_dir, corpus_dirs  # noqa: E402
from corpus import load as load_extraction  # noqa: E402
from tests.web.verdict.blockpages import corpus as blockpages  # noqa: E402
from tests.web.verdict.walls.corpus import HERE as WALLS  # noqa: E402
from tests.web.verdict.walls.corpus import KINDS, Page, load, outcome_of  # noqa: E402

from kotoba.settings import Settings  # noqa: E402
from kotoba.web.content import body_to_article  # noqa: E402
from kotoba.web.extract.charset import decode_html  # noqa: E402
from kotoba.web.outcome import PageRead, ReadOutcome  # noqa: E402
from kotoba.web.page import classify, read_body  # noqa: E402
from kotoba.web.verdict.walls import judge_walls  # noqa: E402

PARTS = ("looked-at", "held-out")


def verdict_of(outcome: ReadOutcome) -> str:
    """ "trap" for a page read as itself, else the wall (or "block", "failed") the read took it for."""
    if isinstance(outcome, PageRead):
        return outcome.wall or "trap"
    if outcome.wall:
        return outcome.wall
    return "block" if "verification/block page" in outcome.reason else "failed"


def judge_time(page: Page, reps: int = 5) -> float:
    """Seconds the wall judge alone takes on ``page`` (best of ``reps``), extraction done beforehand."""
    fetched = page.fetched
    article = body_to_article(fetched).judged
    markup = decode_html(fetched.body, fetched.charset) if "html" in fetched.content_type else ""
    best = float("inf")
    for _ in range(reps):
        started = time.perf_counter()
        judge_walls(article=article, markup=markup, url=fetched.final_url, status=fetched.status)
        best = min(best, time.perf_counter() - started)
    return best


def walls_table(pages: Sequence[Page]) -> None:
    settings = Settings()
    got = {page.file: verdict_of(outcome_of(page, settings)) for page in pages}
    times = {page.file: judge_time(page) for page in pages}
    print(
        f"{'kind':<9} {'part':<10} {'pages':>5} {'caught':>7} {'as other':>9} {'traps taken for it':>19} "
        f"{'judge ms (median, max)':>23}"
    )
    for kind in KINDS:
        for part in PARTS:
            walls = [p for p in pages if p.kind == kind and p.part == part]
            traps = [p for p in pages if p.kind == "trap" and p.part == part]
            caught = sum(1 for p in walls if got[p.file] == kind)
            other = sum(1 for p in walls if got[p.file] not in (kind, "trap"))
            false = sum(1 for p in traps if got[p.file] == kind)
            ms = [times[p.file] * 1000 for p in walls]
            timing = f"{statistics.median(ms):.2f}, {max(ms):.2f}" if ms else "—"
            print(
                f"{kind:<9} {part:<10} {len(walls):>5} {caught:>4}/{len(walls):<2} {other:>9} "
                f"{false:>15}/{len(traps):<3} {timing:>23}"
            )
    for part in PARTS:
        walls = [p for p in pages if p.kind != "trap" and p.part == part]
        traps = [p for p in pages if p.kind == "trap" and p.part == part]
        caught = sum(1 for p in walls if got[p.file] == p.kind)
        refused = [p for p in traps if got[p.file] != "trap" and got[p.file] != "paywall"]
        marked = [p for p in traps if got[p.file] == "paywall"]
        print(
            f"\n{part}: walls caught {caught}/{len(walls)}; "
            f"traps wrongly refused {len(refused)}/{len(traps)}, "
            f"wrongly marked as a paywall's teaser {len(marked)}/{len(traps)}"
        )
        if part == "held-out":
            continue  # scored, never read: not even a missed page's name is printed
        for p in walls:
            if got[p.file] != p.kind:
                print(f"  missed: {p.file} ({p.kind}) read as {got[p.file]}")
        for p in refused + marked:
            print(f"  trap taken for {got[p.file]}: {p.file}")
    batch_figures(pages, got)
    captured = [p for p in pages if p.kind != "trap" and p.how == "captured"]
    caught_captured = sum(1 for p in captured if got[p.file] == p.kind)
    by_part = ", ".join(
        f"{part} {sum(got[p.file] == p.kind for p in captured if p.part == part)}"
        f"/{sum(p.part == part for p in captured)}"
        for part in PARTS
    )
    print(
        f"\nof the walls, {len(captured)} are captures ({caught_captured} caught: {by_part}); the rest are "
        "rebuilt from documented wording (see tests/web/verdict/walls/README.md)"
    )
    every = sorted(times[p.file] * 1000 for p in pages)
    print(
        f"judging one corpus page (walls and traps): median {statistics.median(every):.2f} ms, "
        f"max {every[-1]:.2f} ms"
    )


# Pages added since the third round, by how blind their score is (the manifest's ``batch``): "round3-new" were
# parted by the hash and scored before the rules were widened from the looked-at part, but were read while
# being captured; every later batch was captured after the rules of a commit were frozen and scored once then
# (``first_score``), printed beside what the rules make of them now.
BATCHES = (
    ("round3-new", "added this round (seen while captured; rules widened after)"),
    ("round3-after-freeze", "captured after the rules of 72ae25d were frozen"),
    ("round3-after-final", "captured after the rules of c2258db were frozen"),
    ("round3-after-451", "captured after the rules of 61d3ffe were frozen"),
    ("round3-after-walls2", "captured after the rules of 5d464ec were frozen"),
    ("round3-after-walls3", "captured after the rules of 2d2c9e7 were frozen"),
    ("round4-after-walls4", "captured after the rules of 50e23e0 were frozen"),
    ("round4-after-walls5", "captured after the rules of bdf397a were frozen"),
    ("round4-after-walls6", "captured after the rules of d899a57 were frozen"),
    ("round4-after-walls7", "captured after the rules of e222a32 were frozen"),
    ("round5-after-walls7", "captured in the fifth round, the rules of e222a32 still frozen"),
    ("round5-after-walls8", "captured after the rules of 2bd890f were frozen"),
    ("round5-after-walls9", "captured after the rules of c4e6aec were frozen"),
    ("round6-after-walls-1043730", "captured in the sixth round after the rules of 1043730 were frozen"),
    ("round6-after-walls-1043730-b", "the sixth round's second batch, the rules of 1043730 still frozen"),
    ("round6-after-walls-3c9212d", "captured in the sixth round after the rules of 3c9212d were frozen"),
    ("round6-after-walls-22e02e0", "captured in the sixth round after the rules of 22e02e0 were frozen"),
    ("round6-after-walls-22e02e0-b", "the sixth round's fifth batch, the rules of 22e02e0 still frozen"),
    ("round6-after-walls-24f31a6", "captured in the sixth round after the rules of 24f31a6 were frozen"),
    ("round6-after-walls-f7c084c", "captured in the sixth round after the rules of f7c084c were frozen"),
    ("round6-after-walls-356f658", "captured in the sixth round after the rules of 356f658 were frozen"),
    ("round6-after-walls-613fb63", "captured in the sixth round after the rules of 613fb63 were frozen"),
    ("round6-after-walls-f0a83cc", "captured in the sixth round after the rules of f0a83cc were frozen"),
    ("round6-after-walls-2fee9de", "captured in the sixth round after the rules of 2fee9de were frozen"),
    ("round6-after-walls-2fee9de-b", "the sixth round's twelfth batch, the rules of 2fee9de still frozen"),
    ("round7-after-walls-6d31265", "captured in the seventh round after the rules of 6d31265 were frozen"),
    ("round7-after-walls-6d31265-b", "the seventh round's second batch, the rules of 6d31265 still frozen"),
    ("round7-after-walls-6d31265-c", "the seventh round's third batch, the rules of 6d31265 still frozen"),
    ("round7-after-walls-6d31265-d", "the seventh round's fourth batch, the rules of 6d31265 still frozen"),
    ("round7-after-walls-6d31265-e", "the seventh round's fifth batch, the rules of 6d31265 still frozen"),
    ("round7-after-walls-5f5421e", "captured in the seventh round after main's code of 5f5421e was merged"),
    ("round7-after-walls-2ade70d", "captured in the seventh round after main's code of 2ade70d was merged"),
    ("round8-after-main-22eb9db", "captured in the eighth round, scored under main's code of 22eb9db"),
    ("round8-after-main-22eb9db-b", "the eighth round's second batch, scored under main's code of 22eb9db"),
    ("round8-after-main-7e056ed", "the eighth round's third batch, scored under main's code of 7e056ed"),
    ("round9-after-main-82b8113", "captured in the ninth round, scored under main's code of 82b8113"),
    ("round9-after-main-6a4130f", "the ninth round's second batch, scored under main's code of 6a4130f"),
    ("round9-after-main-c60815c", "the ninth round's third batch, scored under main's code of c60815c"),
    ("round10-after-main-72a31a3", "captured in the tenth round, scored under main's code of 72a31a3"),
    ("round10-after-main-501e051", "the tenth round's second batch, scored under main's code of 501e051"),
    ("round10-after-main-a534899", "the tenth round's third batch, scored under main's code of a534899"),
    ("round11-scored-at-freeze", "the eleventh round, captured before the freeze, scored under 0c7b468"),
    ("round12-scored-at-freeze", "the twelfth round, captured before the freeze, scored under 04d52b3"),
    ("round13-scored-at-freeze", "the thirteenth round, captured before the freeze, scored once at it"),
    ("round14-scored-at-freeze", "the fourteenth round, captured before the freeze, scored once at it"),
    ("round15-scored-at-freeze", "the fifteenth round, captured before the freeze, scored once at it"),
    ("round16-scored-at-freeze", "the sixteenth round, captured before the freeze, scored once at it"),
    ("round17-scored-at-freeze", "the seventeenth round, captured before the freeze, scored once at it"),
    ("round18-scored-at-freeze", "the eighteenth round, captured before the freeze, scored once at it"),
    ("round19-scored-at-freeze", "the nineteenth round, captured before the freeze, scored once at it"),
    ("round20-scored-at-freeze", "the twentieth round, captured before the freeze, scored once at it"),
    ("round21-scored-at-freeze", "the twenty-first round, captured before the freeze, scored once at it"),
    ("round22-scored-at-freeze", "the twenty-second round, captured before the freeze, scored once at it"),
    ("round23-scored-at-freeze", "the twenty-third round, captured before the freeze, scored once at it"),
)


def batch_figures(pages: Sequence[Page], got: dict[str, str]) -> None:
    """Per kind and part, the walls of each third-round batch caught: figures no earlier round saw."""
    entries = json.loads((WALLS / "manifest.json").read_text(encoding="utf-8"))
    batch = {entry["file"]: entry.get("batch", "") for entry in entries}
    # the verdict a page captured after a freeze got when it was scored once, before any later rule change
    first = {entry["file"]: entry["first_score"] for entry in entries if "first_score" in entry}
    # the verdict of the rules and the learned model together when the page was scored once (``model_score``)
    with_model = {entry["file"]: entry["model_score"] for entry in entries if "model_score" in entry}
    for name, label in BATCHES:
        walls = [p for p in pages if batch.get(p.file) == name and p.kind != "trap"]
        if not walls:
            continue
        print(f"\n{label}:")
        for part in PARTS:
            counts = []
            for kind in KINDS:
                mine = [p for p in walls if p.kind == kind and p.part == part]
                if mine:
                    counts.append(f"{kind} {sum(got[p.file] == kind for p in mine)}/{len(mine)}")
            caught = sum(got[p.file] == p.kind for p in walls if p.part == part)
            total = sum(p.part == part for p in walls)
            if not total:
                continue
            once = [first[p.file] for p in walls if p.part == part and p.file in first]
            scored = f"; scored once when captured: {once.count('caught')}/{total}" if once else ""
            model = [with_model[p.file] for p in walls if p.part == part and p.file in with_model]
            scored += f" (with the learned model: {model.count('caught')}/{total})" if model else ""
            print(f"  {part}: {caught}/{total} ({', '.join(counts)}){scored}")


def blockpage_figures(pages: Sequence[Page]) -> None:
    block_pages = blockpages.load()
    blocks = [p for p in block_pages if p.kind == "block"]
    traps = [p for p in block_pages if p.kind == "trap"]
    detected = sum(1 for p in blocks if blockpages.verdict(p) is not None)
    named = sum(
        1 for p in blocks if (v := blockpages.verdict(p)) is not None and v.vendor == p.vendor and p.vendor
    )
    stated = sum(1 for p in blocks if p.vendor)
    false = [p for p in traps if blockpages.verdict(p) is not None]
    print(
        f"\nblock pages (tests/web/verdict/blockpages): {detected}/{len(blocks)} detected, "
        f"vendor named {named}/{stated}; "
        f"traps taken for block pages {len(false)}/{len(traps)}"
    )
    for p in false:
        print(f"  false positive: {p.file}")
    settings = Settings()
    wall_traps = [p for p in pages if p.kind == "trap"]
    refused = [p for p in wall_traps if verdict_of(outcome_of(p, settings)) == "block"]
    print(f"wall corpus traps taken for block pages: {len(refused)}/{len(wall_traps)}")
    for p in refused:
        print(f"  false positive: {p.file}" if p.part != "held-out" else "  false positive: (held out)")


def extraction_corpora(folders: Sequence[Path]) -> None:
    settings = Settings()
    print()
    for folder in folders:
        problem = check_dir(folder)
        if problem:
            print(f"skipped: {problem}")
            continue
        corpus = load_extraction(folder)
        turned = []
        for page in corpus.pages:
            fetched = page.fetched
            article, blocked, wall = read_body(
                fetched, extractor=settings.extractor, block_chars=settings.block_chars
            )
            outcome = classify(page.url, page.url, "direct", article, settings, blocked=blocked, wall=wall)
            verdict = verdict_of(outcome)
            if verdict not in ("trap", "failed"):
                turned.append((page.key, verdict, len(article.text)))
        print(f"{corpus.label}: {len(corpus.pages)} pages, {len(turned)} judged walls or block pages")
        for key, verdict, chars in turned:
            print(f"  {key}: {verdict} ({chars:,} characters extracted)")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--shared", type=Path, default=None, help="also read the extraction corpora under DIR"
    )
    parser.add_argument(
        "--more",
        action="store_true",
        help="with --shared, also the older research corpora under DIR/bench/extraction/more (slow)",
    )
    args = parser.parse_args(argv)
    pages = load()
    kinds = {kind: sum(1 for p in pages if p.kind == kind) for kind in (*KINDS, "trap")}
    print(
        f"corpus: {sum(v for k, v in kinds.items() if k != 'trap')} walls "
        f"({', '.join(f'{k} {v}' for k, v in kinds.items() if k != 'trap')}), {kinds['trap']} traps; "
        f"{sum(1 for p in pages if p.part == 'held-out')} pages held out by site\n"
    )
    walls_table(pages)
    blockpage_figures(pages)
    if args.shared is not None:
        folders = corpus_dirs(None, args.shared)
        if args.more:
            more = args.shared / "bench" / "extraction" / "more"
            folders += sorted(p for p in more.iterdir() if p.is_dir()) if more.is_dir() else [more]
        extraction_corpora(folders)


if __name__ == "__main__":
    main()
