"""When a rendered page is taken: the wait for its text to settle follows the page through its own moves to
another document — a script's redirect as it starts, or the move a consent refusal's click sets off — and
fails at once on anything else Playwright reports. Real Chromium, real loopback servers."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler

import anyio
import pytest

from kotoba.settings import Settings
from kotoba.web.outcome import PageRead
from kotoba.web.page import PageReader
from tests.support import pages
from tests.support.browser import CHROMIUM, CHROMIUM_ARGS
from tests.support.consent_site import ARTICLE_FIRST, CMP_WALL
from tests.support.servers.http import PageServer, respond, serve

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(importlib.util.find_spec("playwright") is None, reason="needs Playwright"),
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium"),
]
SETTINGS = Settings(allow=("127.0.0.1",), reader_url="", deadline=20.0, browser=str(CHROMIUM))
# A consent dialog whose refusal is recorded by the site, which sets its cookie; the dialog's script then
# reloads the page after DELAY ms, and the reloaded page is the article
MOVING_WALL = CMP_WALL[: CMP_WALL.index("<script>")] + (
    "<script>document.getElementById('cmp-reject').onclick = () => fetch('/moving/choice', "
    "{method: 'POST', body: 'choice=reject'}).then(() => setTimeout(() => location.reload(), DELAY));"
    "</script></body></html>"
)


@pytest.fixture
def moving_site(request: pytest.FixtureRequest) -> Iterator[tuple[PageServer, list[str]]]:
    made: list[str] = []

    def article(handler: BaseHTTPRequestHandler) -> None:
        refused = "refused=1" in (handler.headers.get("Cookie") or "")
        respond(handler, pages.article() if refused else MOVING_WALL.replace("DELAY", str(request.param)))

    def choice(handler: BaseHTTPRequestHandler) -> None:
        length = int(handler.headers.get("Content-Length") or 0)
        made.append(handler.rfile.read(length).decode())
        respond(handler, "{}", content_type="application/json", headers={"Set-Cookie": "refused=1; Path=/"})

    with serve({"/moving/article": article, "/moving/choice": choice}) as server:
        yield server, made


@pytest.mark.parametrize("moving_site", [0, 50], indirect=True)
async def test_a_refusal_whose_click_moves_the_page_is_read_where_it_moved(
    moving_site: tuple[PageServer, list[str]],
) -> None:
    """The click's move replaces the document the settle measures, at whatever moment it lands: the read is
    of the document it moved to, refused, not a failure ("Execution context was destroyed")."""
    server, made = moving_site
    async with PageReader(SETTINGS) as reader:
        outcome = await reader.read(server.url("/moving/article"))
    assert made == ["choice=reject"]
    assert isinstance(outcome, PageRead), outcome
    assert (outcome.via, outcome.consent_refused, outcome.wall) == ("rendered", True, None)
    assert ARTICLE_FIRST in outcome.text


async def test_a_page_gone_under_the_settle_fails_it_at_once() -> None:
    """A failure that is no move to another document (here the page closed under it, as a renderer's end
    closes it) is raised to the render at once, never waited out to the deadline as if the page were
    still moving."""
    from playwright.async_api import Error, async_playwright

    from kotoba.web.browser.settle import Network, settle_navigating

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page = await browser.new_page()
            await page.set_content(pages.article())
            network = Network(page)
            await page.close()
            with pytest.raises(Error, match="closed"):
                await settle_navigating(page, network, anyio.current_time() + 5.0)
        finally:
            await browser.close()
