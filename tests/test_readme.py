"""Every Python snippet in README.md runs, as written, from a script.

The snippets name real sites; the test points each ``https://HOST`` at a page server on loopback (the only
change made to the code) and lets the snippets reach it the way a user would, through ``KOTOBA_ALLOW``. A
snippet that no longer runs, or whose read fails, fails here.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support import pages
from tests.support.servers.http import PageServer, page, serve

README = Path(__file__).resolve().parents[1] / "README.md"
SNIPPETS = re.findall(r"^```python\n(.*?)^```", README.read_text(encoding="utf-8"), re.MULTILINE | re.DOTALL)
LIGHTHOUSE = pages.article(80).replace("Paragraph 41 adds", "Paragraph 41 (on the Fresnel lens) adds")


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve({"/wiki/Lighthouse": page(LIGHTHOUSE), "/": page(pages.THIN)}) as server:
        yield server


def test_the_readme_has_python_snippets() -> None:
    assert len(SNIPPETS) >= 3


@pytest.mark.parametrize("number", range(len(SNIPPETS)))
def test_readme_snippet_runs(number: int, site: PageServer) -> None:
    code = re.sub(r"https://[a-z0-9.-]+", site.url("").rstrip("/"), SNIPPETS[number])
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env |= {"KOTOBA_ALLOW": "127.0.0.1", "KOTOBA_READER_URL": ""}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout and "failed" not in done.stdout and "not read" not in done.stdout, done.stdout
    if "kotoba.read(" in code or "aread(" in code:
        assert "<<<QUOTED TEXT" in done.stdout or "occurs" in done.stdout
