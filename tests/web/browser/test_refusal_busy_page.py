"""A consent refusal on a page whose scripts hold the browser: a search that is not answered in time is not
an answer. On a loaded machine the search for "Reject all" once took longer than it was given, the refusal
counted as missing, and "More options" was clicked in its place. Real Chromium, the page set in it."""

from __future__ import annotations

import importlib.util

import anyio
import pytest

from tests.support.browser import CHROMIUM, CHROMIUM_ARGS

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(importlib.util.find_spec("playwright") is None, reason="needs Playwright"),
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium"),
]
# A first layer with both a refusal and the settings' opener; each click is recorded on the page.
DIALOG = """<!doctype html><html><body><h1>Before you continue</h1>
<p>We use cookies and data to deliver and maintain our services.</p>
<button onclick="window.clicked.push('options')">More options</button>
<button onclick="window.clicked.push('reject')">Reject all</button>
<button onclick="window.clicked.push('accept')">Accept all</button>
<script>window.clicked = [];</script></body></html>"""


def _hold(seconds: float) -> str:
    """A script that holds the page's only thread for ``seconds``, started as soon as the page is free."""
    return f"setTimeout(() => {{ const until = Date.now() + {seconds * 1000:.0f}; while (Date.now() < until) {{}} }}, 0)"


@pytest.mark.parametrize(
    ("held", "clicked", "refused"),
    [
        (0.0, ["reject"], True),
        (1.5, ["reject"], True),  # longer than the old half-second search, inside the search's bound
        (8.0, [], False),  # past the bound: nothing is clicked, neither the refusal nor the settings
    ],
)
async def test_a_busy_page_is_refused_by_its_refusal_never_its_settings(
    held: float, clicked: list[str], refused: bool
) -> None:
    from playwright.async_api import async_playwright

    from kotoba.web.browser.refusal import FIND_SECONDS, refuse

    assert held == 0.0 or held < FIND_SECONDS or held > FIND_SECONDS + 2.0
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = await browser.new_page()
            await page.set_content(DIALOG)
            if held:
                await page.evaluate(_hold(held))
            started = anyio.current_time()
            assert await refuse(page, set(), started + 20.0) is refused
            took = anyio.current_time() - started
            with anyio.fail_after(held + 10.0):
                assert await page.evaluate("window.clicked") == clicked
        finally:
            await browser.close()
    assert took < max(held, FIND_SECONDS) + 5.0
