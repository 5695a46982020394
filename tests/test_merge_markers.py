"""No merge left half done: a conflict's markers in the project's own source, benchmarks or documents.

A merge that stops on a conflict inside a docstring or a Markdown file still imports and lints clean, so
nothing else catches it. Captured pages (``pages/`` of a corpus) are the web's text, markers and all.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OWN = re.compile(r"\.(?:py|md|toml|cfg|ini|txt|json)$")
MARKER = re.compile(r"^(?:<{7}|>{7})(?: |$)|^={7}$", re.MULTILINE)


def own_files() -> list[str]:
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [
        name
        for name in listed.stdout.splitlines()
        if OWN.search(name) and "/pages/" not in name and (ROOT / name).is_file()
    ]


def test_no_conflict_markers_are_committed() -> None:
    names = own_files()
    assert any(name.startswith("src/") for name in names)  # (the listing did list the project)
    marked = []
    for name in names:
        text = (ROOT / name).read_text(encoding="utf-8", errors="replace")
        found = MARKER.search(text)
        if found:
            marked.append(f"{name}:{text.count(chr(10), 0, found.start()) + 1}")
    assert marked == []
