"""The output of a bulk read: numbered Parquet shards of outcomes, each written whole or not at all.

Every input URL has an index (its position in the de-duplicated list) and belongs to exactly one shard
(``index // shard_size``). A shard is written to a temporary name and renamed into place, so a file named
``part-NNNNNN.parquet`` always holds every URL of its range exactly once, as a read or a failure with its
reason. A run that is killed resumes by skipping the shards whose files are there and whole; a shard
written twice (a worker retried after it died) is the same file again. ``_kotoba.json`` records which URL
list the shards are of, and their columns, so a resume with another list is refused rather than mixed in,
and so is a resume over shards an older kotoba wrote without some of today's columns: a folder whose
shards disagree on their columns is not one table, and filling the missing ones in would claim what that
run never recorded (a paywall's teaser read before ``wall`` existed looks like a whole article).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from kotoba.errors import KotobaError
from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome

MANIFEST = "_kotoba.json"
SHARD_NAME = "part-{:06d}.parquet"
OTHER_LIST = "{out} holds shards of another URL list (or shard size); give a new --out, or remove it"
OLDER_COLUMNS = (
    "{out} holds shards written by an older kotoba, without the columns {missing}; give a new --out, or "
    "finish that run with the kotoba that began it"
)
NOT_A_URL_LIST = "{path}: line {line} is not an http(s) URL: {text}"


class OtherRun(KotobaError, ValueError):
    """The output folder holds a run that this one cannot resume (another list or shard size, or shards
    without this version's columns); the message, for the person, says which and what to do."""


COLUMNS = (
    "index",
    "url",
    "final_url",
    "status",
    "reason",
    "definitive",
    "kind",
    "title",
    "byline",
    "text",
    "chars",
    "hidden_chars",
    "wall",
    "consent_refused",
    "fetched_at",
)
MAX_URL_CHARS = 8192


def schema() -> Any:
    """The shards' Arrow schema (pyarrow is imported here: only bulk reading needs it)."""
    import pyarrow as pa

    return pa.schema(
        [
            ("index", pa.int64()),
            ("url", pa.string()),
            ("final_url", pa.string()),
            ("status", pa.string()),
            ("reason", pa.string()),
            ("definitive", pa.bool_()),
            ("kind", pa.string()),
            ("title", pa.string()),
            ("byline", pa.string()),
            ("text", pa.large_string()),
            ("chars", pa.int64()),
            ("hidden_chars", pa.int64()),
            ("wall", pa.string()),
            ("consent_refused", pa.bool_()),
            ("fetched_at", pa.timestamp("ms", tz="UTC")),
        ]
    )


@dataclass(frozen=True)
class Shard:
    number: int
    first: int
    urls: tuple[str, ...]

    @property
    def name(self) -> str:
        return SHARD_NAME.format(self.number)


def read_url_list(path: Path) -> list[str]:
    """The URLs of a list file, one per line, blank lines and ``#`` comments skipped, each kept once.

    A line that is not an http(s) URL is a usage error naming its line (ValueError): a corpus built from a
    list with a stray header row should not find out at the end.
    """
    urls: dict[str, None] = {}
    with path.open(encoding="utf-8", errors="replace") as lines:
        for number, raw in enumerate(lines, 1):
            text = raw.strip()
            if not text or text.startswith("#"):
                continue
            if not text[:8].lower().startswith(("http://", "https://")) or len(text) > MAX_URL_CHARS:
                shown = text if len(text) <= 80 else text[:79] + "…"
                raise ValueError(NOT_A_URL_LIST.format(path=path, line=number, text=shown))
            urls[text] = None
    return list(urls)


def split(urls: Sequence[str], shard_size: int) -> list[Shard]:
    return [
        Shard(n, start, tuple(urls[start : start + shard_size]))
        for n, start in enumerate(range(0, len(urls), shard_size))
    ]


def prepare(out: Path, urls: Sequence[str], shard_size: int) -> list[Shard]:
    """Make ``out`` ready for a run over ``urls``: the shards still to write (all, or those a killed run
    left). Raises :class:`OtherRun` (a ValueError) when ``out`` holds a run of another list."""
    digest = hashlib.sha256("\n".join(urls).encode("utf-8", "surrogatepass")).hexdigest()
    manifest = {"urls": len(urls), "shard_size": shard_size, "sha256": digest, "columns": list(COLUMNS)}
    out.mkdir(parents=True, exist_ok=True)
    path = out / MANIFEST
    if path.exists():
        try:
            held = json.loads(path.read_text())
        except ValueError:
            held = None
        if held != manifest:
            raise OtherRun(_other_run(out, held, manifest))
    else:
        _write_atomically(path, json.dumps(manifest, indent=1).encode())
    return [shard for shard in split(urls, shard_size) if not finished(out, shard)]


def _other_run(out: Path, held: object, manifest: dict[str, Any]) -> str:
    """Why ``out``'s run cannot be resumed with this one: its columns are older, or its list is another."""
    if isinstance(held, dict) and isinstance(held.get("columns"), list):
        same_list = all(held.get(key) == manifest[key] for key in ("urls", "shard_size", "sha256"))
        missing = [column for column in COLUMNS if column not in held["columns"]]
        if same_list and missing:
            return OLDER_COLUMNS.format(out=out, missing=", ".join(missing))
    return OTHER_LIST.format(out=out)


def finished(out: Path, shard: Shard) -> bool:
    """True when the shard's file is there and holds exactly the indices of its range."""
    import pyarrow.parquet as pq

    path = out / shard.name
    if not path.exists():
        return False
    try:
        indices = pq.read_table(path, columns=["index"]).column("index").to_pylist()
    except Exception:  # a file cut short by a crash: pyarrow raises its own kinds for each way of being cut
        return False
    return bool(indices == list(range(shard.first, shard.first + len(shard.urls))))


def row(index: int, outcome: ReadOutcome, kind: str = "") -> dict[str, Any]:
    """One output row for one URL's outcome."""
    now = datetime.now(UTC)
    if isinstance(outcome, PageRead):
        return {
            "index": index,
            "url": outcome.url,
            "final_url": outcome.final_url,
            "status": "ok",
            "reason": "",
            "definitive": False,
            "kind": "",
            "title": outcome.title,
            "byline": outcome.byline,
            "text": outcome.full_text or outcome.text,
            "chars": outcome.chars,
            "hidden_chars": outcome.hidden_chars,
            "wall": outcome.wall,
            "consent_refused": outcome.consent_refused,
            "fetched_at": now,
        }
    assert isinstance(outcome, ReadFailed)
    return {
        "index": index,
        "url": outcome.url,
        "final_url": outcome.final_url or outcome.url,
        "status": "failed",
        "reason": outcome.reason,
        "definitive": outcome.definitive,
        "kind": kind or failure_kind(outcome),
        "title": "",
        "byline": "",
        "text": "",
        "chars": 0,
        "hidden_chars": 0,
        "wall": outcome.wall,
        "consent_refused": False,
        "fetched_at": now,
    }


def failure_kind(outcome: ReadFailed) -> str:
    """The kind of failure in a short word, to filter a corpus by: the outcome's own kind where it has one."""
    return str(outcome.kind.value)


def write_shard(out: Path, shard: Shard, rows: Iterable[dict[str, Any]]) -> Path:
    """Write the shard's rows (one per URL, in index order) whole, under its final name."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    ordered = sorted(rows, key=lambda r: int(r["index"]))
    expected = list(range(shard.first, shard.first + len(shard.urls)))
    if [r["index"] for r in ordered] != expected:
        raise RuntimeError(f"shard {shard.number}: rows do not cover its URLs exactly once")
    table = pa.Table.from_pylist(ordered, schema=schema())
    final = out / shard.name
    temporary = out / f".{shard.name}.{os.getpid()}.tmp"
    pq.write_table(table, temporary, compression="zstd")
    os.replace(temporary, final)
    return final


def _write_atomically(path: Path, data: bytes) -> None:
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)
