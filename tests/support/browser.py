"""Where the browser tests find Chromium, how they start it, and where their pictures go."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from kotoba.web.outcome import ReadOutcome
    from kotoba.web.page import PageReader

CHROMIUM = Path("/usr/bin/chromium")  # Debian's package; a test tool's own browser download cannot work here
# Without the background-networking flags Chromium keeps dialling Google's hosts on a closed network.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
DOCS = ROOT / "docs"
# Read at import: the autouse fixture in conftest.py clears KOTOBA_* variables before each test runs.
WRITE_DOCS = os.environ.get("KOTOBA_DOCS_SCREENSHOTS") == "1"

needs_chromium = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium"),
]

# Seconds a read that starts Chromium cold may take. On a 2-core machine at load 17 such a read took 9.5–10.6 s
# where the same read in the started browser took 2–4 s; a busier CI runner takes longer still.
COLD_START_DEADLINE = 120.0


async def read_starting_the_browser(reader: PageReader, url: str) -> ReadOutcome:
    """``reader``'s read of ``url`` in which its browser starts, under :data:`COLD_START_DEADLINE`; every
    read after it has the reader's own deadline again.

    A browser is started inside the read that first needs it, so the start counts against that read's
    deadline; under load it can use most of a 10–20 s one, and the page is cut off before what the test is
    about (a click, a move) happens. A test reads its first rendered page through here (and asserts the
    outcome as it would any other), so its own deadline bounds the pages, not the machine's start-up.
    """
    timed = reader.settings
    reader.settings = timed.replace(deadline=max(timed.deadline, COLD_START_DEADLINE))
    try:
        return await reader.read(url)
    finally:
        reader.settings = timed
        if reader._renderer is not None:  # (made with the settings of the read that needed it)
            reader._renderer.settings = timed
