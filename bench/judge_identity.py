"""Verdict identity check and judge cost: how many pages' block-page and wall verdicts differ from a snapshot.

    python bench/judge_identity.py --save SNAPSHOT [--data DIR …]
    python bench/judge_identity.py SNAPSHOT [--data DIR …] [--show N] [--rounds R]

A change meant only to make the judges cheaper must not change a single verdict. Every page of the
extraction corpora (by default the Zyte dev pages and the WCXB corpus, served as 200 text/html), of the
block-page corpus and of the wall corpus is judged the way a read judges it (``read_body``, or the error
path for an answer of 300 or more; a reader service's text through ``judge``), and its verdicts are stored
(``--save``) or compared with the stored ones: the exit status is 1 when any page differs or is missing.
It then prints the judges' own cost in ms per page (the article extracted beforehand, the fastest of
``--rounds`` runs per page, so a shared machine's load moves it less), over pages with a short and a long
article apart, since only a short one has its markup read a second time.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from corpus import DEFAULT_SHARED, check_dir, corpus_dirs, load  # noqa: E402
from tests.support.fetched import HTML_HEADERS, as_fetched  # noqa: E402
from tests.web.verdict.blockpages import corpus as blockpages  # noqa: E402
from tests.web.verdict.walls import corpus as walls  # noqa: E402

from kotoba.settings import Settings  # noqa: E402
from kotoba.web.content import body_markup, body_to_article, judge_fetched, judge_walls_fetched  # noqa: E402
from kotoba.web.extract.markdown import unmarked  # noqa: E402
from kotoba.web.net.fetch import Fetched  # noqa: E402
from kotoba.web.page import judge_error_body, read_body  # noqa: E402
from kotoba.web.verdict.blockpage import Response, judge  # noqa: E402

SHORT_CHARS = Settings().block_chars  # a page whose article is shorter has its markup parsed for its text


def fetched_page(
    url: str, body: bytes, status: int = 200, headers: tuple[tuple[str, str], ...] = ()
) -> Fetched:
    """A corpus page as the guarded fetch would hand it over (a page stored with no headers as UTF-8 HTML)."""
    return as_fetched(url, body, status, headers or HTML_HEADERS)


def cases(folders: list[Path]) -> dict[str, Fetched | str]:
    """Every page by key: a fetched body, or the text a reader service returned."""
    found: dict[str, Fetched | str] = {}
    for folder in folders:
        corpus = load(folder)
        for page in corpus.pages:
            found[f"{corpus.name}/{page.key}"] = fetched_page(page.url, page.html.encode())
    for block in blockpages.load():
        key = f"blockpages/{block.file}"
        if block.via_reader:
            found[key] = block.body.decode("utf-8").strip()
        else:
            found[key] = fetched_page(block.file, block.body, block.status, block.headers)
    for wall in walls.load():
        found[f"walls/{wall.file}"] = wall.fetched
    return found


def verdicts(page: Fetched | str, settings: Settings) -> str:
    """What the judges made of ``page``, as text."""
    if isinstance(page, str):
        return repr(judge(Response(text=page, title=""), short_chars=settings.block_chars))
    if page.status >= 300:
        return repr(judge_error_body(page.url, page, settings))
    _, blocked, wall = read_body(page, extractor=settings.extractor, block_chars=settings.block_chars)
    return repr((blocked, wall))


def judge_cost(pages: dict[str, Fetched | str], rounds: int) -> None:
    """The judges' ms per page on the pages served with a 2xx, the article extracted beforehand."""
    timed: list[tuple[Fetched, str | None, str, list[float]]] = []
    for page in pages.values():
        if isinstance(page, Fetched) and page.status < 300:
            markup = body_markup(page)
            words = unmarked(body_to_article(page, markup=markup).text)
            timed.append((page, markup, words, []))
    for _ in range(rounds):
        for page, markup, words, took in timed:
            started = time.perf_counter()
            if judge_fetched(page, short_chars=SHORT_CHARS, article=words, markup=markup) is None:
                judge_walls_fetched(page, words, markup=markup)
            took.append(time.perf_counter() - started)
    for label, short in (("all", None), (f"article < {SHORT_CHARS:,} chars", True), ("longer", False)):
        chosen = [
            min(took) for _, _, words, took in timed if short is None or (len(words) < SHORT_CHARS) == short
        ]
        if chosen:
            print(f"judges, {label}: {len(chosen)} pages, {sum(chosen) / len(chosen) * 1000:.2f} ms/page")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("snapshot", type=Path, help="the gzipped JSON snapshot to compare with (or write)")
    parser.add_argument("--save", action="store_true", help="write the snapshot instead of comparing")
    parser.add_argument("--data", type=Path, action="append", help="an extraction corpus folder; repeatable")
    parser.add_argument(
        "--shared", type=Path, default=DEFAULT_SHARED, help="without --data: read SHARED/bench/extraction/*"
    )
    parser.add_argument("--show", type=int, default=10, metavar="N", help="name at most N differing pages")
    parser.add_argument("--rounds", type=int, default=3, help="timed runs per page (the fastest is kept)")
    args = parser.parse_args(argv)
    folders = corpus_dirs(args.data, args.shared)
    for folder in folders:
        if problem := check_dir(folder):
            parser.error(problem)
    pages = cases(folders)
    settings = Settings()
    now = {key: verdicts(page, settings) for key, page in pages.items()}
    if args.save:
        args.snapshot.write_bytes(gzip.compress(json.dumps(now, ensure_ascii=False).encode()))
        print(f"saved {len(now)} outcomes to {args.snapshot}")
        return 0
    try:
        stored: dict[str, str] = json.loads(gzip.decompress(args.snapshot.read_bytes()))
    except (OSError, ValueError) as exc:
        parser.error(f"cannot read the snapshot {args.snapshot}: {exc}")
    lines = [
        f"{key}: {'new' if key not in stored else 'missing' if key not in now else 'differs'}"
        for key in sorted(stored.keys() | now.keys())
        if stored.get(key) != now.get(key)
    ]
    for line in lines[: args.show]:
        print(line)
    print(f"{len(lines)} of {len(stored)} outcomes differ")
    judge_cost(pages, args.rounds)
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
