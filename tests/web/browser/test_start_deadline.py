"""A browser starting is kotoba's own cost: the read that starts it keeps its whole deadline for the page.

The browser here is Debian's Chromium behind a wrapper that waits before it starts it, as a cold start on a
busy machine does; the read's deadline is shorter than that wait, and the page must be read all the same.
"""

from __future__ import annotations

import importlib.util
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from kotoba.settings import Settings
from kotoba.web.page import PageReader
from tests.support import spa_pages
from tests.support.browser import CHROMIUM
from tests.support.servers.http import PageServer, page, serve

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(importlib.util.find_spec("playwright") is None, reason="needs Playwright"),
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium"),
]

START_WAIT = 8.0  # seconds the wrapper waits before the browser starts
DEADLINE = 6.0  # the read's deadline: shorter than the start, long enough for the page once it runs


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve(
        {
            "/shell": page(spa_pages.shell()),
            "/api/article.json": page(spa_pages.article_json(), content_type="application/json"),
        }
    ) as server:
        yield server


def _slow_browser(folder: Path) -> Path:
    wrapper = folder / "slow-chromium"
    wrapper.write_text(f'#!/bin/sh\nsleep {START_WAIT}\nexec {CHROMIUM} "$@"\n')
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    return wrapper


async def test_a_slow_browser_start_does_not_use_the_reads_deadline(site: PageServer, tmp_path: Path) -> None:
    settings = Settings(
        allow=("127.0.0.1",), reader_url="", deadline=DEADLINE, browser=str(_slow_browser(tmp_path))
    )
    async with PageReader(settings) as reader:
        began = time.monotonic()
        outcome = await reader.read(site.url("/shell"))
        took = time.monotonic() - began
    assert took >= START_WAIT  # the browser did start inside this read
    assert outcome.status == "ok", outcome
    assert outcome.via == "rendered"
    assert "internal error" not in str(outcome)
