"""End-to-end peers: the benchmark pages served on loopback and read by kotoba and two other page readers.

    python bench/peers.py [--shared DIR | --data DIR …] [--quick] [--limit N] [--markdown] [--json]
                          [--no-netns]

A server in its own process serves every page of the corpora (``--data``, repeatable; by default the Zyte
dev pages and the WCXB corpus under ``SHARED/bench/extraction/``) on 127.0.0.1, with a ``robots.txt`` that
allows everything. Three readers read each page end to end, one read at a time:

* ``kotoba read --json`` in a subprocess, reaching 127.0.0.1 through the documented allow-list
  (``--allow 127.0.0.1``), with the reader proxy off and the text cap lifted (``KOTOBA_MAX_CHARS``);
* the MCP reference fetch server ``mcp-server-fetch``, driven through the MCP SDK's stdio client, tool
  ``fetch`` with ``max_length`` 999,999, started with ``--allow-private-ips`` (it refuses loopback
  otherwise) and checking robots.txt as it does by default. It runs without Node.js on its ``PATH``, so
  readabilipy takes its pure-Python path (with Node it would ``npm install`` jsdom at run time). Its answer
  is Markdown; before scoring, link and image targets are dropped (a link keeps its text), Markdown's
  backslash escapes undone and its ``<error>`` notes removed, so URLs do not count as extracted words;
* trafilatura's own ``fetch_url`` + ``extract`` (``include_comments=False``), in this process.

Each reader first reads one page untimed (its start-up: process, imports, handshake); then the median and
total time per read and F1 / precision / recall against the ground truth (``metric.py``). A read that
failed counts as empty text. Then each reader is asked for a canary, a forbidden address, in the
configuration a user would run it with (kotoba with no allow-list, mcp-server-fetch without
``--allow-private-ips``): ``127.0.0.1:<port>`` here, and, when run as root with ``unshare``, the cloud
metadata address 169.254.169.254 and the private 10.0.0.5 on the loopback of a private network namespace
(``unshare -n``) this script makes, so no byte can leave the machine. A canary server records every hit.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import textwrap
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus import DEFAULT_SHARED, Corpus, check_dir, corpus_dirs, load, render
from metric import aggregate, score_page
from peer_readers import READERS, Read, Reader
from peer_servers import Canary, serve_pages

QUICK_PAGES = 7  # per corpus in --quick mode: one of each WCXB page type
NETNS_CANARIES = ("169.254.169.254", "10.0.0.5")


@dataclass
class Outcome:
    """One reader over every corpus: its start-up, its reads by corpus, and what its canaries saw."""

    name: str
    startup: float = 0.0
    reads: dict[str, list[Read]] = field(default_factory=dict)
    canaries: dict[str, str] = field(default_factory=dict)  # address -> "refused" / "hit" / a reason


def read_corpora(reader: Reader, corpora: list[Corpus], base: str) -> Outcome:
    """One reader over every page: a warm-up read, then the timed ones, one at a time."""
    urls = {c.name: [f"{base}/{c.name}/{p.key}" for p in c.pages] for c in corpora}
    every = [url for c in corpora for url in urls[c.name]]
    started = time.perf_counter()
    reads = reader.read_all([every[0], *every])
    outcome = Outcome(reader.name, startup=time.perf_counter() - started - sum(r.seconds for r in reads[1:]))
    position = 1
    for corpus in corpora:
        outcome.reads[corpus.name] = reads[position : position + len(corpus.pages)]
        position += len(corpus.pages)
    return outcome


def canary_verdicts(reader: Reader, canary: Canary) -> str:
    """Ask the reader, as a user would run it, for the canary; the canary's own count decides."""
    before = canary.hits
    read = reader.canary(canary.url)
    if canary.hits > before:
        return "**hit**"
    return "refused" if read.failed else f"not hit, but read as a success: {read.text[:60]!r}"


def netns_canaries(python: str) -> dict[str, dict[str, str]] | str:
    """Run the forbidden-address canaries in a private network namespace; a reason when that cannot be."""
    if os.geteuid() != 0 or not shutil.which("unshare") or not shutil.which("ip"):
        return "skipped: needs root, unshare and ip"
    done = subprocess.run(
        ["unshare", "-n", python, __file__, "--netns-child"], capture_output=True, text=True, timeout=600
    )
    if done.returncode != 0:
        return f"skipped: the namespace run failed ({done.stderr.strip().splitlines()[-1:]})"
    answer: dict[str, dict[str, str]] = json.loads(done.stdout.strip().splitlines()[-1])
    return answer


def netns_child() -> int:
    """Inside ``unshare -n``: forbidden addresses on this namespace's loopback, a canary on each, every reader
    asked for each. Prints one JSON object {reader: {address: verdict}}."""
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
    for address in NETNS_CANARIES:
        subprocess.run(["ip", "addr", "add", f"{address}/32", "dev", "lo"], check=True)
    verdicts: dict[str, dict[str, str]] = {}
    canaries = [Canary(address, 80) for address in NETNS_CANARIES]
    try:
        for make in READERS:
            with make(None) as reader:
                verdicts[reader.name] = {c.address: canary_verdicts(reader, c) for c in canaries}
    finally:
        for canary in canaries:
            canary.close()
    print(json.dumps(verdicts))
    return 0


def quality_rows(outcomes: list[Outcome], corpus: Corpus) -> list[list[str]]:
    rows = []
    for outcome in outcomes:
        reads = outcome.reads[corpus.name]
        scores = aggregate(score_page(p.truth, r.text) for p, r in zip(corpus.pages, reads, strict=True))
        seconds = [r.seconds for r in reads]
        failed = sum(1 for r in reads if r.failed)
        empty = sum(1 for r in reads if not r.text.strip())
        rows.append(
            [
                outcome.name,
                f"{scores.f1:.3f}",
                f"{scores.precision:.3f}",
                f"{scores.recall:.3f}",
                f"{statistics.median(seconds) * 1000:.1f}",
                f"{sum(seconds):.1f}",
                str(failed),
                str(empty),
            ]
        )
    return rows


def summary(outcome: Outcome, corpora: list[Corpus]) -> dict[str, object]:
    """One reader's figures for ``--json``: per corpus its scores, times and failures; its canaries."""
    per_corpus = {}
    for corpus in corpora:
        reads = outcome.reads[corpus.name]
        scores = aggregate(score_page(p.truth, r.text) for p, r in zip(corpus.pages, reads, strict=True))
        per_corpus[corpus.name] = {
            "f1": scores.f1,
            "precision": scores.precision,
            "recall": scores.recall,
            "median_s": statistics.median(r.seconds for r in reads),
            "total_s": sum(r.seconds for r in reads),
            "failed": [r.note for r in reads if r.failed],
            "empty": sum(1 for r in reads if not r.text.strip()),
        }
    return {
        "name": outcome.name,
        "startup_s": outcome.startup,
        "corpora": per_corpus,
        "canaries": outcome.canaries,
    }


def report(outcomes: list[Outcome], corpora: list[Corpus], markdown: bool) -> str:
    out = []
    for corpus in corpora:
        out += [
            f"**{corpus.label}** ({corpus.name}), read end to end from loopback: {len(corpus.pages)} pages",
            "",
            render(
                ["reader", "F1", "precision", "recall", "median ms/read", "total s", "failed", "empty"],
                quality_rows(outcomes, corpus),
                markdown,
            ),
            "",
        ]
        for outcome in outcomes:
            notes = Counter(r.note for r in outcome.reads[corpus.name] if r.failed)
            out += [f"{outcome.name} failed {n}× on {corpus.name}: {note[:200]}" for note, n in notes.items()]
        if out[-1]:
            out.append("")
    addresses = list(outcomes[0].canaries)
    headers = ["reader", "start-up s", *(f"canary on {a}" for a in addresses)]
    rows = [[o.name, f"{o.startup:.2f}", *(o.canaries[a] for a in addresses)] for o in outcomes]
    caption = (
        "Start-up (the first read, untimed above) and canaries: each reader as a user runs it (kotoba with"
        " no allow-list, mcp-server-fetch without --allow-private-ips, trafilatura with SSRF_PROTECTION on)"
        " asked for a forbidden address (127.0.0.1 on a port of its own; the others in a sealed network"
        " namespace), where a canary server counts what reaches it:"
    )
    out += [textwrap.fill(caption, 110, break_on_hyphens=False), ""]
    out.append(render(headers, rows, markdown))
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--data", type=Path, action="append", help="a corpus folder; repeatable")
    parser.add_argument(
        "--shared", type=Path, default=DEFAULT_SHARED, help="without --data: read SHARED/bench/extraction/*"
    )
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_PAGES} fixed pages per corpus")
    parser.add_argument("--limit", type=int, metavar="N", help="only N pages a corpus, over every type")
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables for the README")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    parser.add_argument("--no-netns", action="store_true", help="skip the private-namespace canaries")
    parser.add_argument("--netns-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.netns_child:
        return netns_child()
    folders = corpus_dirs(args.data, args.shared)
    for folder in folders:
        if problem := check_dir(folder):
            parser.error(problem)
    if args.limit is not None and args.limit < 1:
        parser.error("--limit must be at least 1")

    limit = QUICK_PAGES if args.quick and args.limit is None else args.limit
    corpora = [load(folder, limit) for folder in folders]
    started = time.monotonic()
    outcomes = []
    with serve_pages(corpora) as base, Canary("127.0.0.1", 0) as canary:
        for make in READERS:
            with make("127.0.0.1") as reader:
                outcome = read_corpora(reader, corpora, base)
                outcome.canaries["127.0.0.1"] = canary_verdicts(reader, canary)
            outcomes.append(outcome)
    inside = "skipped (--no-netns)" if args.no_netns else netns_canaries(sys.executable)
    for outcome in outcomes:
        for address in NETNS_CANARIES:
            verdict = inside if isinstance(inside, str) else inside.get(outcome.name, {}).get(address, "?")
            outcome.canaries[address] = verdict
    if args.json:
        print(
            json.dumps(
                {
                    "versions": {name: version(name) for name in ("trafilatura", "mcp-server-fetch")},
                    "corpora": {c.name: len(c.pages) for c in corpora},
                    "readers": [summary(o, corpora) for o in outcomes],
                },
                indent=1,
            )
        )
    else:
        print(report(outcomes, corpora, args.markdown))
        print(f"measured in {time.monotonic() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
