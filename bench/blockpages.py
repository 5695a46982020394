"""Block-page recognition over the corpus (tests/web/verdict/blockpages): detection and vendor naming per
vendor, false positives on the traps, what the reader did with the same pages before (a short-text keyword
check), and what judging costs.

    python bench/blockpages.py

Each page is judged as a read judges it (an answer of 400 or more by its error body, any other after
extraction), with no network. "before" replays the earlier rule on the same pages: an error status was
an HTTP failure, an empty extraction "no readable text", and only extracted text under 1,500 characters
carrying one of its keywords a block page.
"""

from __future__ import annotations

import re
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.web.verdict.blockpages.corpus import Page, load, verdict  # noqa: E402

from kotoba.web.content import body_to_article  # noqa: E402
from kotoba.web.net.fetch import Fetched  # noqa: E402
from kotoba.web.verdict.blockpage import Response, judge  # noqa: E402

# The keyword check this replaced (kotoba.web.page before the block-page judge), kept here to compare.
BEFORE = re.compile(
    r"verify (?:that )?you are (?:a )?human|are you a robot|access denied|enable javascript|javascript is "
    r"(?:disabled|required)|captcha|checking (?:if the site connection is secure|your browser)"
    r"|just a moment\.\.\.|attention required|unusual traffic|you have been blocked|request (?:was )?blocked"
    r"|security check|please enable cookies|ddos protection",
    re.IGNORECASE,
)


def before(page: Page) -> str:
    """What the earlier rule made of the page: "block", "http error", "no text" or "read"."""
    if page.via_reader:
        text = page.body.decode("utf-8").strip()
        return "block" if len(text) < 1500 and BEFORE.search(text) else "read"
    if page.status >= 300:
        return "http error"
    mime = page.content_type.partition(";")[0].strip().lower()
    fetched = Fetched(
        url=page.file,
        final_url=page.file,
        status=page.status,
        content_type=mime,
        charset=None,
        body=page.body,
        capped=False,
        headers=page.headers,
    )
    article = body_to_article(fetched)
    text = article.text.strip()
    if not text:
        return "no text"
    return "block" if len(text) < 1500 and BEFORE.search(f"{article.title}\n{text}") else "read"


def main() -> None:
    pages = load()
    blocks = [p for p in pages if p.kind == "block"]
    traps = [p for p in pages if p.kind == "trap"]
    timings: list[float] = []
    rows: dict[str, list[tuple[Page, str | None]]] = defaultdict(list)
    for page in blocks:
        started = time.perf_counter()
        found = verdict(page)
        timings.append(time.perf_counter() - started)
        rows[page.vendor or "(not stated)"].append((page, found.vendor if found else "MISSED"))

    print(f"corpus: {len(blocks)} interstitials, {len(traps)} traps\n")
    print(f"{'vendor':<16} {'pages':>5} {'detected':>9} {'vendor named':>13} {'before: block':>14}")
    total_detected = total_named = total_before = 0
    for vendor in sorted(rows, key=lambda v: (-len(rows[v]), v)):
        entries = rows[vendor]
        detected = sum(1 for _, got in entries if got != "MISSED")
        named = sum(1 for page, got in entries if page.vendor is not None and got == page.vendor)
        was_block = sum(1 for page, _ in entries if before(page) == "block")
        total_detected += detected
        total_named += named
        total_before += was_block
        named_cell = f"{named}/{len(entries)}" if vendor != "(not stated)" else "—"
        n = len(entries)
        print(f"{vendor:<16} {n:>5} {detected:>6}/{n:<2} {named_cell:>13} {was_block:>11}/{n}")
    stated = sum(1 for p in blocks if p.vendor is not None)
    print(
        f"{'all':<16} {len(blocks):>5} {total_detected:>6}/{len(blocks):<2} {total_named:>10}/{stated:<2} "
        f"{total_before:>11}/{len(blocks)}"
    )

    outcomes = Counter(before(p) for p in blocks)
    print(
        "\nbefore, the same interstitials were: "
        + ", ".join(f"{n} {what}" for what, n in outcomes.most_common())
        + " (a 'read' returned the vendor's text to the model as the page)"
    )

    false_positives = [p for p in traps if verdict(p) is not None]
    before_fp = [p for p in traps if before(p) == "block"]
    fp, n = len(false_positives), len(traps)
    print(f"\ntraps: {fp}/{n} taken for block pages (before: {len(before_fp)}/{n})")
    for page in false_positives:
        print(f"  false positive: {page.file}")
    for page in before_fp:
        print(f"  before, refused: {page.file}")

    median, worst = statistics.median(timings) * 1000, max(timings) * 1000
    print(f"\njudging one corpus page as a read does: median {median:.1f} ms, max {worst:.1f} ms")
    filler = "<p>" + "A long page of real text. " * 40 + "</p>"
    huge = "<html><body>" + filler * 4800 + "</body></html>"
    started = time.perf_counter()
    judge(Response(200, (), markup=huge), article=huge)
    took = (time.perf_counter() - started) * 1000
    print(f"judging a {len(huge) / 1e6:.1f} MB article (markup window only): {took:.1f} ms")
    shell = "<html><body><div id=root></div>" + "<script>var x = 1;</script>" * 180000 + "</body></html>"
    started = time.perf_counter()
    judge(Response(200, (), markup=shell), article="")
    took = (time.perf_counter() - started) * 1000
    print(
        f"judging a {len(shell) / 1e6:.1f} MB page with no text (visible text of its window): {took:.1f} ms"
    )


if __name__ == "__main__":
    main()
