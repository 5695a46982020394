"""``bench/ordinary.py``: real saved pages nobody chose for walls, read through the real read path.

The script is run as a person runs it, on two pages (one of each part); the check's pages themselves are
checked for what the README promises: each the cited file byte for byte, small, and in the part its site's
hash gives, fixed before any page was judged.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

from tests.web.verdict.walls.corpus import part_of

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "bench" / "ordinary"


def test_the_ordinary_bench_reads_a_page_of_each_part_and_names_only_the_looked_at_ones() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "ordinary.py"), "--pages", "1"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for part in ("looked-at", "held-out"):
        line = next(line for line in out.splitlines() if line.startswith(f"{part}: "))
        assert re.search(r": 1 pages read; judged a wall \d+ \(.+\), a block page \d+; ", line), line
        assert "internal errors 0;" in line and "judging median " in line, line
    entries = json.loads((HERE / "manifest.json").read_text(encoding="utf-8"))
    held_out = [e["file"] for e in entries if e["part"] == "held-out"]
    assert not any(name in out for name in held_out)


def test_every_page_is_the_cited_file_small_and_in_its_sites_part() -> None:
    entries = json.loads((HERE / "manifest.json").read_text(encoding="utf-8"))
    assert len(entries) >= 150
    parts: dict[str, str] = {}
    for entry in entries:
        body = gzip.decompress((HERE / "pages" / entry["file"]).read_bytes())
        assert hashlib.sha256(body).hexdigest() == entry["sha256"], entry["file"]
        assert len(body) == entry["bytes"] <= 200 * 1024, entry["file"]
        assert entry["part"] == part_of(entry["site"]), entry["file"]
        assert parts.setdefault(entry["site"], entry["part"]) == entry["part"], entry["site"]
        assert re.fullmatch(r"[0-9a-f]{40}", entry["commit"]) and entry["repo"] and entry["licence"]
    assert {e["part"] for e in entries} == {"looked-at", "held-out"}
