"""The renderer on plain loopback: when it is tried, what it returns, and what it costs a read that does
not need it. Loopback plays the public web through the documented allow-list; the guard's own attacks on
the browser run in a sealed namespace (``tests/attacks/test_render_netns.py``)."""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest

from kotoba.settings import Settings, SettingsError
from kotoba.web.browser.renderer import find_browser
from kotoba.web.browser.watchdog import WatchdogProcess, available
from kotoba.web.page import PageReader
from tests.support import pages, spa_pages
from tests.support.browser import CHROMIUM
from tests.support.servers.http import PageServer, page, serve

needs_playwright = pytest.mark.skipif(
    importlib.util.find_spec("playwright") is None, reason="needs Playwright (pip install 'kotoba[render]')"
)
SETTINGS = Settings(allow=("127.0.0.1",), reader_url="", deadline=20.0, browser=str(CHROMIUM))


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve(
        {
            "/shell": page(spa_pages.shell()),
            "/static-shell": page(f"<html><body>{spa_pages.NOSCRIPT}<div id=root></div></body></html>"),
            "/article": page(pages.article()),
            "/api/article.json": page(spa_pages.article_json(), content_type="application/json"),
            "/busy": page(spa_pages.busy()),
        }
    ) as server:
        yield server


def test_render_settings_come_from_the_environment() -> None:
    settings = Settings.from_env({"KOTOBA_RENDER": "never", "KOTOBA_BROWSER": " /opt/chrome/chrome "})
    assert (settings.render, settings.browser) == ("never", "/opt/chrome/chrome")
    assert Settings.from_env({}).render == "auto"
    with pytest.raises(SettingsError, match="KOTOBA_RENDER must be one of auto, always, never, not 'yes'"):
        Settings.from_env({"KOTOBA_RENDER": "yes"})


def test_a_browser_path_that_does_not_exist_finds_no_browser() -> None:
    assert find_browser(Settings(browser="/nonexistent/chromium")) is None


async def test_never_leaves_a_shell_to_the_direct_read(site: PageServer) -> None:
    async with PageReader(SETTINGS.replace(render="never")) as reader:
        outcome = await reader.read(site.url("/shell"))
        assert reader._renderer is None
    assert outcome.status == "failed" and outcome.via == "direct"
    assert site.hits("/api/article.json") == 0


async def test_a_shell_without_scripts_is_not_rendered(site: PageServer) -> None:
    async with PageReader(SETTINGS) as reader:
        outcome = await reader.read(site.url("/static-shell"))
        assert reader._renderer is None  # no script could fill it: no browser is started
    assert outcome.status == "failed" and outcome.via == "direct"


async def test_a_missing_browser_is_a_stated_failure(site: PageServer) -> None:
    settings = SETTINGS.replace(render="always", browser="/nonexistent/chromium")
    async with PageReader(settings) as reader:
        outcome = await reader.read(site.url("/shell"))
    assert outcome.status == "failed"
    assert outcome.reason == (  # type: ignore[union-attr]
        # the shell's <noscript> asks for JavaScript: a short "enable JavaScript" page, judged a block page
        "the site served a verification/block page instead of the article; rendered in a browser: "
        "no browser was found to render it (set KOTOBA_BROWSER to Chromium's path)"
    )


@needs_playwright
@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")
def test_kotoba_read_json_says_rendered(site: PageServer) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env |= {"KOTOBA_READER_URL": "", "KOTOBA_BROWSER": str(CHROMIUM)}
    done = subprocess.run(
        [sys.executable, "-m", "kotoba", "read", "--json", "--allow", "127.0.0.1", site.url("/shell")],
        capture_output=True,
        text=True,
        timeout=180,  # (the default deadline, the browser's start, Python's)
        env=env,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert (result["status"], result["via"]) == ("ok", "rendered")
    assert result["title"] == "The keeper of the light | Coast Weekly"
    assert result["text"].startswith("The lighthouse keeper climbed the spiral stairs every evening at dusk.")


@needs_playwright
@pytest.mark.browser
@pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium")
@pytest.mark.parametrize("delay_ms", [0, 50, 400])
async def test_a_shell_whose_script_moves_to_another_site_is_read_there(delay_ms: int) -> None:
    """A script's redirect as the page starts (``location`` set, common on the web) replaces the document the
    renderer measures and takes: the read is of the page it moved to, not a failure ("Execution context was
    destroyed"), at whatever moment the move lands."""
    with serve({"/article": page(pages.article())}, host="127.0.0.2") as there:
        move = f"setTimeout(() => {{ location.href = {there.url('/article')!r}; }}, {delay_ms});"
        with serve({"/moving": page(spa_pages.shell("/never", extra_script=move))}) as here:
            settings = Settings(
                allow=("127.0.0.1", "127.0.0.2"), reader_url="", deadline=20.0, browser=str(CHROMIUM)
            ).replace(render="always")
            async with PageReader(settings) as reader:
                outcome = await reader.read(here.url("/moving"))
    assert (outcome.status, outcome.via) == ("ok", "rendered"), outcome
    assert outcome.final_url == there.url("/article")
    assert pages.SENTENCES[0] in outcome.text


def test_a_read_that_needs_no_render_imports_no_playwright(site: PageServer) -> None:
    code = (
        "import sys; from kotoba.cli import main; "
        f"rc = main(['read', '--json', '--allow', '127.0.0.1', {site.url('/article')!r}]); "
        "print('playwright' in sys.modules, file=sys.stderr); sys.exit(rc)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr.strip() == "False", done.stderr


@needs_playwright
@pytest.mark.browser
@pytest.mark.skipif(not available(), reason="the watchdog reads /proc")
async def test_a_watchdog_that_died_is_started_again_before_the_next_render(site: PageServer) -> None:
    """The watchdog bounds the browser's memory from a process of its own; if that process dies (a kill, the
    system's out-of-memory killer), the next page must not render with nothing bounding its memory: a new
    watchdog watches the same browser first. Before, the dead one was kept and pages rendered unwatched."""
    async with PageReader(SETTINGS.replace(render="always")) as reader:
        first = await reader.read(site.url("/shell"))
        renderer = reader._renderer
        assert renderer is not None and renderer.watchdog is not None
        dead = renderer.watchdog
        os.kill(dead.pid, signal.SIGKILL)
        assert await anyio.to_thread.run_sync(_ended, dead, 10.0)
        second = await reader.read(site.url("/shell"))
        watching = renderer.watchdog
        assert watching is not None and watching is not dead
        assert watching.running() and watching.ready  # it found the browser and limited its renderers
    for outcome in (first, second):
        assert (outcome.status, outcome.via) == ("ok", "rendered"), outcome


@needs_playwright
@pytest.mark.browser
@pytest.mark.skipif(not available(), reason="the watchdog reads /proc")
async def test_a_render_whose_watchdog_dies_is_ended_and_the_next_one_is_watched(site: PageServer) -> None:
    """A watchdog that dies while a page renders leaves that page with nothing but the kernel's coarser
    limit over its memory: the render is ended then, saying why, not left to run out its deadline (a page
    whose script never returns, here: 20 s); the next render has a new watchdog."""
    async with PageReader(SETTINGS.replace(render="always")) as reader:
        first = await reader.read(site.url("/shell"))  # and its watchdog
        assert (first.status, first.via) == ("ok", "rendered"), first
        renderer = reader._renderer
        assert renderer is not None and renderer.watchdog is not None
        dead = renderer.watchdog
        async with anyio.create_task_group() as group:
            busy: list[object] = []

            async def read_busy() -> None:
                busy.append(await reader.read(site.url("/busy")))

            group.start_soon(read_busy)
            for _ in range(1200):  # read directly, then asked for by the browser
                if site.hits("/busy") >= 2:
                    break
                await anyio.sleep(0.05)
            await anyio.sleep(0.5)  # (rendering: its script holds the renderer)
            os.kill(dead.pid, signal.SIGKILL)
        after = await reader.read(site.url("/shell"))
        watching = renderer.watchdog
        assert watching is not None and watching is not dead and watching.running()
    [outcome] = busy
    assert outcome.status == "failed"  # type: ignore[attr-defined]
    assert outcome.reason.endswith(  # type: ignore[attr-defined]
        "the guard on the browser's memory stopped while the page was rendering, so its render was ended"
    ), outcome
    assert (after.status, after.via) == ("ok", "rendered"), after


@needs_playwright
@pytest.mark.browser
@pytest.mark.skipif(not available(), reason="the watchdog reads /proc")
async def test_no_page_renders_while_every_watchdog_is_killed(site: PageServer) -> None:
    """With every watchdog killed as soon as it appears (a killer looking every 5 ms), no page is rendered:
    each read fails saying the guard stopped, before the render (it could not be started again) or during
    it, and never renders the page unwatched."""
    async with PageReader(SETTINGS.replace(render="always")) as reader:
        first = await reader.read(site.url("/shell"))  # and its watchdog
        assert (first.status, first.via) == ("ok", "rendered"), first
        stop = threading.Event()
        killer = threading.Thread(target=_kill_watchdogs, args=(stop,))
        killer.start()
        try:
            outcomes = [await reader.read(site.url("/shell")) for _ in range(3)]
        finally:
            stop.set()
            killer.join()
    for outcome in outcomes:
        assert outcome.status == "failed", outcome
        assert "the guard on the browser's memory stopped" in outcome.reason, outcome  # type: ignore[attr-defined]


def _kill_watchdogs(stop: threading.Event) -> None:
    """Kill every watchdog this process starts, until ``stop`` is set."""
    me = str(os.getpid()).encode()
    while not stop.is_set():
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_bytes()
                parent = stat[stat.rindex(b")") + 2 :].split()[1]
                if parent == me and b"watchdog.py" in (entry / "cmdline").read_bytes():
                    os.kill(int(entry.name), signal.SIGKILL)
            except (OSError, ValueError, IndexError):
                continue
        time.sleep(0.005)


def _ended(watchdog: WatchdogProcess, seconds: float) -> bool:
    """Whether the watchdog's process ends within ``seconds``."""
    ends = time.monotonic() + seconds
    while watchdog.running() and time.monotonic() < ends:
        time.sleep(0.02)
    return not watchdog.running()
