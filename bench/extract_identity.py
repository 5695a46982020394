"""Output identity check: how many pages' extractions differ from a stored snapshot.

    python bench/extract_identity.py --save SNAPSHOT [--data DIR …] [--extractor NAME …] [--format F …]
    python bench/extract_identity.py SNAPSHOT [--data DIR …] [--show N]

A change meant only to make the extractor faster (or leaner) must not change a single output. ``--save``
runs ``extract_article`` on every page of the corpora (by default the Zyte dev pages and the WCXB corpus, as
``extraction.py`` reads them) with each named extractor (default: ``auto`` and ``text``, the two that run
kotoba's own parse, clearing and rendering) in each named format (default: ``markdown`` and ``text``), and
stores title, text, hidden characters, links and byline per page as gzipped JSON. Without ``--save`` it runs
the same extractions and prints how many pages differ from the snapshot, naming the first ``--show`` of them
and the field that changed; the exit status is 1 when any page differs or is missing, so the check can gate
a commit.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus import DEFAULT_SHARED, check_dir, corpus_dirs, load

# "<extractor>[+<format>]/<corpus>/<page id>" → title, text, hidden_chars, links, byline; no format means
# markdown (a snapshot written before bylines were kept lacks the field, and is compared without it)
Snapshot = dict[str, dict[str, object]]
FIELDS = ("title", "text", "hidden_chars", "links", "byline")


def extract_all(folders: list[Path], runs: list[str]) -> Snapshot:
    """Every page's outcome under every run (``extractor`` or ``extractor+format``), keyed by run, corpus
    and page id."""
    from kotoba.web.extract.article import extract_article

    outcomes: Snapshot = {}
    for folder in folders:
        corpus = load(folder)
        for page in corpus.pages:
            for run in runs:
                name, _, format = run.partition("+")
                format = format or "markdown"
                article = extract_article(page.html, url=page.url, extractor=name, format=format)
                outcomes[f"{run}/{corpus.name}/{page.key}"] = {
                    "title": article.title,
                    "text": article.text,
                    "hidden_chars": article.hidden_chars,
                    "links": [[link.url, link.text] for link in article.links],
                    "byline": article.byline,
                }
    return outcomes


def run_names(extractors: list[str], formats: list[str]) -> list[str]:
    """The runs a snapshot holds: each extractor in each format, Markdown's named by the extractor alone
    (as snapshots written before formats were named)."""
    return [name if format == "markdown" else f"{name}+{format}" for name in extractors for format in formats]


def differences(stored: Snapshot, now: Snapshot) -> list[str]:
    """One line per page whose outcome differs from the snapshot (or is in one and not the other)."""
    lines = []
    for key in sorted(stored.keys() | now.keys()):
        before, after = stored.get(key), now.get(key)
        if before is None or after is None:
            lines.append(f"{key}: {'new' if before is None else 'missing'}")
            continue
        changed = [name for name in FIELDS if name in before and before.get(name) != after.get(name)]
        if changed:
            lines.append(f"{key}: {', '.join(changed)} differ")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("snapshot", type=Path, help="the gzipped JSON snapshot to compare with (or write)")
    parser.add_argument("--save", action="store_true", help="write the snapshot instead of comparing")
    parser.add_argument("--data", type=Path, action="append", help="a corpus folder; repeatable")
    parser.add_argument(
        "--shared", type=Path, default=DEFAULT_SHARED, help="without --data: read SHARED/bench/extraction/*"
    )
    parser.add_argument("--extractor", action="append", help="with --save: extractors (default: auto, text)")
    parser.add_argument(
        "--format", action="append", choices=("markdown", "text"), help="with --save: formats (default: both)"
    )
    parser.add_argument("--show", type=int, default=10, metavar="N", help="name at most N differing pages")
    args = parser.parse_args(argv)
    folders = corpus_dirs(args.data, args.shared)
    for folder in folders:
        if problem := check_dir(folder):
            parser.error(problem)
    started = time.monotonic()
    if args.save:
        runs = run_names(args.extractor or ["auto", "text"], args.format or ["markdown", "text"])
        outcomes = extract_all(folders, runs)
        args.snapshot.write_bytes(gzip.compress(json.dumps(outcomes, ensure_ascii=False).encode()))
        print(f"saved {len(outcomes)} outcomes to {args.snapshot} in {time.monotonic() - started:.0f} s")
        return 0
    try:
        stored: Snapshot = json.loads(gzip.decompress(args.snapshot.read_bytes()))
    except (OSError, ValueError) as exc:
        parser.error(f"cannot read the snapshot {args.snapshot}: {exc}")
    runs = sorted({key.split("/", 1)[0] for key in stored})
    lines = differences(stored, extract_all(folders, runs))
    for line in lines[: args.show]:
        print(line)
    print(
        f"{len(lines)} of {len(stored)} outcomes differ ({', '.join(runs)}; "
        f"{time.monotonic() - started:.0f} s)"
    )
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
