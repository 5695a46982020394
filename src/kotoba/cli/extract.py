"""``kotoba extract FILE…``: the article text of saved HTML files, one JSON object per line, no network.

Each line holds ``file``, ``title`` and ``text`` (the whole extracted text, never capped: the cap belongs to
the model-facing read, not to this tool), ``hidden_chars`` (text hidden from readers, left out), ``kind``:
``"text"``, or what the page is when it gives no article: ``"block page"`` (a verification or access-denied
page), a wall the site served in the article's place (``"soft 404"``, ``"consent wall"``, ``"login wall"``,
``"age gate"``, ``"geo block"``) or ``"empty shell"`` (no readable text at all, as a page drawn by scripts
is before they run); and ``wall``, as ``kotoba read --json`` gives it: ``"paywall"`` for a text that is
only an article's beginning (its ``kind`` stays ``"text"``), the wall's name for the others, else null.
Files may be gzip-compressed (``.gz``); ``-`` reads standard input. The bytes are decoded as a fetched page
is (BOM, ``<meta charset>``, detection), and the file is extracted and judged by the read's own
:func:`~kotoba.web.page.read_body`, as a page answered 200 with no headers would be.

Exit codes: 0 when every file was read, 1 when any could not be (one line each on stderr; the others are
still printed), 2 for a usage error.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from kotoba.settings import EXTRACTORS, FORMATS

if TYPE_CHECKING:
    from kotoba.web.verdict.walls import WallVerdict


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
    from kotoba.web.content import in_hand
    from kotoba.web.page import read_body

    extractor, format = args.extractor, args.format
    if extractor is None or format is None:
        try:
            settings = Settings.from_env()
        except SettingsError as exc:
            raise UsageError(str(exc)) from None
        extractor = extractor or settings.extractor
        format = format or settings.format
    block_chars = Settings().block_chars  # the default reader's judgement, whatever the environment says
    failed = False
    for name in args.files:
        try:
            data = _read(name, sys.stdin.buffer)
        except (OSError, EOFError, ValueError) as exc:
            print(f"kotoba: cannot read {name}: {_reason(exc)}", file=sys.stderr)
            failed = True
            continue
        # judged as a read judges a body (a saved file has no status or headers: only its markup, its text
        # and the given URL are weighed), so that the file is named what a read of it would say
        article, blocked, verdict = read_body(
            in_hand(data, args.url), extractor=extractor, block_chars=block_chars, format=format
        )
        kind, wall = _kind(article.text, blocked is not None, verdict)
        record = {
            "file": name,
            "title": article.title,
            "byline": article.byline,
            "text": article.text,
            "links": [{"url": link.url, "text": link.text} for link in article.links],
            "hidden_chars": article.hidden_chars,
            "kind": kind,
            "wall": wall,
        }
        print(json.dumps(record, ensure_ascii=False), flush=True)
    return 1 if failed else 0


def _kind(text: str, blocked: bool, wall: WallVerdict | None) -> tuple[str, str | None]:
    """What the file is, and the wall it stands for, from the read's verdicts on it: ``"block page"``, a
    wall's name (a paywall's text is still ``"text"``), ``"empty shell"`` or ``"text"``."""
    if blocked:
        return "block page", None
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
