"""``kotoba extract FILE…``: the article text of saved HTML files, one JSON object per line, no network.

Each line holds ``file``, ``title`` and ``text`` (the whole extracted text, never capped: the cap belongs to
the model-facing read, not to this tool), ``hidden_chars`` (text hidden from readers, left out), ``kind``:
``"text"``, or what the page is when it gives no article: ``"block page"`` (a verification or access-denied
page), a wall the site served in the article's place (``"soft 404"``, ``"consent wall"``, ``"login wall"``,
``"age gate"``, ``"geo block"``) or ``"empty shell"`` (no readable text at all, as a page drawn by scripts
is before they run); and ``wall``, as ``kotoba read --json`` gives it: ``"paywall"`` for a text that is
only an article's beginning (its ``kind`` stays ``"text"``), the wall's name for the others, else null.
Files may be gzip-compressed (``.gz``); ``-`` reads standard input. The bytes are decoded as a fetched page
is (BOM, ``<meta charset>``, detection) and go through the same
:func:`~kotoba.web.extract.extract_article` that ``web_extract`` uses.

Exit codes: 0 when every file was read, 1 when any could not be (one line each on stderr; the others are
still printed), 2 for a usage error.
"""

from __future__ import annotations

import argparse
from typing import Any

from kotoba.settings import EXTRACTORS, FORMATS


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "extract",
        help="print the article text of saved HTML files (plain or .gz) as JSON lines",
        description="Extract the article from saved HTML files, offline, as the page reader does.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="HTML files, plain or .gz; '-' for stdin")
    parser.add_argument("--url", help="the page's URL, for extractors that use it")
    parser.add_argument(
        "--extractor",
        choices=EXTRACTORS,
        help="which extractor to use (default: KOTOBA_EXTRACTOR, else auto)",
    )
    parser.add_argument(
        "--format",
        choices=FORMATS,
        help="Markdown (code fenced, links, tables) or plain text (default: KOTOBA_FORMAT, else markdown)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import json
    import sys

    from kotoba.errors import UsageError
    from kotoba.settings import Settings, SettingsError
    from kotoba.web.extract.article import extract_article
    from kotoba.web.extract.charset import decode_html

    extractor, format = args.extractor, args.format
    if extractor is None or format is None:
        try:
            settings = Settings.from_env()
        except SettingsError as exc:
            raise UsageError(str(exc)) from None
        extractor = extractor or settings.extractor
        format = format or settings.format
    failed = False
    for name in args.files:
        try:
            data = _read(name, sys.stdin.buffer)
        except (OSError, EOFError, ValueError) as exc:
            print(f"kotoba: cannot read {name}: {_reason(exc)}", file=sys.stderr)
            failed = True
            continue
        html = decode_html(data)
        article = extract_article(html, url=args.url, extractor=extractor, format=format)
        kind, wall = _kind(html, article.text, args.url or "")
        record = {
            "file": name,
            "title": article.title,
            "text": article.text,
            "links": [{"url": link.url, "text": link.text} for link in article.links],
            "hidden_chars": article.hidden_chars,
            "kind": kind,
            "wall": wall,
        }
        print(json.dumps(record, ensure_ascii=False), flush=True)
    return 1 if failed else 0


def _kind(html: str, text: str, url: str) -> tuple[str, str | None]:
    """What the file is, and the wall it stands for, by the page reader's own judges (a saved file has no
    status or headers, so only its markup, text and the given URL are judged): ``"block page"``, a wall's
    name (a paywall's text is still ``"text"``), ``"empty shell"`` or ``"text"``."""
    from kotoba.settings import Settings
    from kotoba.web.extract.markdown import unmarked
    from kotoba.web.verdict.blockpage import Response, judge
    from kotoba.web.verdict.walls import judge_walls

    if judge(Response(markup=html), short_chars=Settings().block_chars, article=text) is not None:
        return "block page", None
    wall = judge_walls(article=unmarked(text), markup=html, url=url)
    if wall is not None and wall.failure:
        return WALL_KINDS[wall.kind], wall.kind
    if not text.strip():  # a paywall with nothing readable before it is no text at all, as a read says
        return "empty shell", None
    return "text", None if wall is None else wall.kind


# ``kind`` of a file that is a wall, in this tool's words for what a file is
WALL_KINDS = {
    "soft404": "soft 404",
    "consent": "consent wall",
    "login": "login wall",
    "age": "age gate",
    "geo": "geo block",
}


def _read(name: str, stdin: Any) -> bytes:
    """The file's bytes, gunzipped when they are gzip (by content, so a misnamed file still reads)."""
    import gzip
    import zlib
    from pathlib import Path

    data: bytes = stdin.read() if name == "-" else Path(name).read_bytes()
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (gzip.BadGzipFile, zlib.error) as exc:
            raise ValueError(f"not valid gzip ({exc})") from None
    return data


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror.lower()
    if isinstance(exc, EOFError):
        return "the gzip stream is truncated"
    return str(exc) or type(exc).__name__
