"""Where the browser tests find Chromium, how they start it, and where their pictures go.

A test's first rendered read needs no longer deadline than its others: starting the browser is kotoba's own
cost, outside the read's deadline and bounded on its own (``tests/web/browser/test_start_deadline.py``).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

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
