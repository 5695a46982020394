"""``kotoba serve`` in a real Chromium, against the scripted Responses server and a loopback page server.

The fake provider holds its stream between a search's ``output_item.added`` and ``.done``, and the test
asserts the step row is on screen while it is held: a row that appears only once the search is over is the
"dead screen followed by one tick" the spec names. The delay from the server flushing ``.added`` to the row
being in the page is measured and written to ``test-artifacts/serve-timing.json``.

Screenshots go to ``test-artifacts/`` (a row still working, a finished search turn, and ``serve.png``: both
turns, the failed read included); with ``KOTOBA_DOCS_SCREENSHOTS=1`` the README's ``docs/serve.png`` is
written too.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.support.browser import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, DOCS, WRITE_DOCS, needs_chromium
from tests.support.fake_responses import FakeResponses
from tests.support.fake_responses import serve as fake_responses
from tests.support.servers.http import PageServer, page
from tests.support.servers.http import serve as serve_pages

pytestmark = needs_chromium

QUERY = "tide times Kamakura"
SOURCE = "https://tides.example/kamakura"
ANSWER = f"High tide in Kamakura is at 06:12 today, low tide at 12:40 ({SOURCE})."
QUERY_LATER = "Kamakura sunset time"
ANSWER_LATER = "Sunset in Kamakura is at 16:31 today."
AFTER_FAILURE = (
    "I could not open that page: the server said it does not exist, so I can't tell you what it says."
)

# Records, in page time (ms since the epoch), when each step row first entered the page and when the
# frame after that was drawn — the moment it became visible.
ROW_CLOCK = """
window.__rows = {};
new MutationObserver((records) => {
  const now = performance.timeOrigin + performance.now();
  for (const r of records) for (const n of r.addedNodes) {
    if (n.nodeType === 1 && n.matches('li.step') && !(n.dataset.stepId in window.__rows)) {
      const entry = {inserted: now, painted: null};
      window.__rows[n.dataset.stepId] = entry;
      requestAnimationFrame(() => requestAnimationFrame(() => {
        entry.painted = performance.timeOrigin + performance.now();
      }));
    }
  }
}).observe(document, {childList: true, subtree: true});
"""


def scripts(missing_url: str) -> list[dict[str, Any]]:
    return [
        # Turn 1: a search the server holds open until the test releases it, then the cited answer.
        {
            "items": [
                {"type": "reasoning"},
                {"type": "web_search", "action": {"type": "search", "queries": [QUERY]}, "hold": "release"},
                {
                    "type": "message",
                    "text": ANSWER,
                    "citations": [{"url": SOURCE, "title": "Kamakura tides"}],
                },
            ]
        },
        # Turn 2: web_extract on a page that answers 404, then an answer that says so.
        {"items": [{"type": "function_call", "name": "web_extract", "arguments": {"url": missing_url}}]},
        {"items": [{"type": "message", "text": AFTER_FAILURE}]},
        # Turn 3: another search, held long enough to see the row working.
        {
            "items": [
                {"type": "web_search", "action": {"type": "search", "queries": [QUERY_LATER]}, "hold": 1.5},
                {"type": "message", "text": ANSWER_LATER},
            ]
        },
    ]


class Served:
    """A running ``kotoba serve`` subprocess and the URL it printed."""

    def __init__(self, url: str, process: subprocess.Popen[str]) -> None:
        self.url = url
        self.process = process


def start_serve(env: dict[str, str], *args: str) -> Iterator[Served]:
    command = [sys.executable, "-m", "kotoba", "serve", "--port", "0", *args]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    ) as proc:
        try:
            assert proc.stdout is not None
            line = proc.stdout.readline()
            assert line.startswith("kotoba: serving on "), (line, proc.stderr and proc.stderr.read())
            yield Served(line.split()[3], proc)
        finally:
            proc.terminate()
            proc.communicate(timeout=10)


def clean_env(**extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("KOTOBA_")
        and k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL")
        and not k.lower().endswith("_proxy")
    }
    return {**env, **extra}


@pytest.fixture
def pages_server() -> Iterator[PageServer]:
    with serve_pages({"/notes": page("<html><body><p>notes</p></body></html>")}) as server:
        yield server


@pytest.fixture
def provider(pages_server: PageServer) -> Iterator[FakeResponses]:
    with fake_responses(scripts(pages_server.url("/missing"))) as fake:
        yield fake


@pytest.fixture
def served(provider: FakeResponses) -> Iterator[Served]:
    env = clean_env(OPENAI_API_KEY="sk-test")
    yield from start_serve(env, "--base-url", provider.url, "--model", "fake-model", "--allow", "127.0.0.1")


@pytest.fixture
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


def row_delay(page_: Any, provider: FakeResponses, seen_by_test: float) -> dict[str, float]:
    """Milliseconds from the server flushing the latest search's ``.added`` to its row in the page.

    ``row_in_page_ms``: the row entered the DOM; ``row_painted_ms``: the frame after that was drawn;
    ``test_saw_row_ms``: Playwright's polling noticed it (an upper bound, coarse by design).
    """
    search_id = max(key for key in provider.added_at if key.startswith("ws_"))
    added = provider.added_at[search_id]
    offset = time.time() - time.monotonic()  # monotonic → epoch, for comparing with the page's clock
    page_.wait_for_function(f"window.__rows[{search_id!r}] && window.__rows[{search_id!r}].painted")
    clock = page_.evaluate("window.__rows")[search_id]
    return {
        "row_in_page_ms": round(clock["inserted"] - (added + offset) * 1000, 1),
        "row_painted_ms": round(clock["painted"] - (added + offset) * 1000, 1),
        "test_saw_row_ms": round((seen_by_test - added) * 1000, 1),
    }


def ask(page_: Any, message: str) -> None:
    """Type the message and send it from the keyboard, as a person would."""
    box = page_.get_by_label("Your message")
    box.fill(message)
    box.press("Enter")


def screenshot(page_: Any, name: str, *, docs: bool = False) -> None:
    """Save the viewport under test-artifacts/ (and docs/ for the README's, when asked to)."""
    ARTIFACTS.mkdir(exist_ok=True)
    # The viewport, not the full page: the input bar is sticky and would be drawn mid-page.
    page_.screenshot(path=str(ARTIFACTS / name))
    if docs and WRITE_DOCS:
        DOCS.mkdir(exist_ok=True)
        page_.screenshot(path=str(DOCS / name))


def test_a_search_row_is_on_screen_before_the_search_ends_then_settles(
    browser: Any, served: Served, provider: FakeResponses, pages_server: PageServer
) -> None:
    from playwright.sync_api import expect

    context = browser.new_context(viewport={"width": 900, "height": 720})
    page_ = context.new_page()
    page_.add_init_script(ROW_CLOCK)
    page_.goto(served.url)
    expect(page_.locator("#about")).to_have_text("openai · fake-model · work mode")
    expect(page_.get_by_role("alert")).to_have_count(0)

    ask(page_, "When is high tide in Kamakura today?")
    row = page_.locator("li.step").first
    expect(row).to_be_visible(timeout=10_000)
    seen_by_test = time.monotonic()

    # The provider is still holding the search open: the row is live, in its working state.
    assert not provider.released.is_set()
    expect(row).to_have_attribute("data-state", "working")
    expect(row).to_contain_text("search")
    first_turn = row_delay(page_, provider, seen_by_test)
    screenshot(page_, "serve-working.png")

    provider.release()
    expect(row).to_have_attribute("data-state", "ok")
    expect(row).to_have_text(f"searched for '{QUERY}'")
    turn = page_.locator("article.turn").first
    expect(turn).to_have_attribute("data-finished", "true")
    expect(turn.locator(".answer")).to_have_text(f"Answer: {ANSWER}")
    expect(turn.locator(".answer").get_by_role("link", name=SOURCE)).to_have_attribute("href", SOURCE)
    link = turn.get_by_role("navigation", name="Sources").get_by_role("link", name=SOURCE)
    expect(link).to_have_attribute("href", SOURCE)
    expect(page_.get_by_label("Your message")).to_be_focused()
    screenshot(page_, "serve-search.png")

    # Turn 2, same conversation: a link that answers 404 shows as a failed row with its reason.
    missing = pages_server.url("/missing")
    ask(page_, f"What does {missing} say?")
    second = page_.locator("article.turn").nth(1)
    expect(second).to_have_attribute("data-finished", "true", timeout=15_000)
    failed = second.locator("li.step")
    expect(failed).to_have_attribute("data-state", "failed")
    expect(failed).to_contain_text(f"could not read {missing}")
    expect(failed).to_contain_text("404")
    expect(second.locator(".answer")).to_contain_text(AFTER_FAILURE)
    assert pages_server.hits("/missing") == 1
    assert len(provider.requests) == 3
    screenshot(page_, "serve.png", docs=True)
    # What the model was told is on the page, folded away: it is written to the model, not the reader.
    note = second.locator("details.note")
    expect(note.locator("p")).to_be_hidden()
    note.locator("summary").click()
    expect(note.locator("p")).to_contain_text("YOU DID NOT READ THAT PAGE")

    # Turn 3: a search in a server that has answered before (a first turn may pay one-off costs).
    ask(page_, "And when is sunset?")
    third = page_.locator("article.turn").nth(2)
    later_row = third.locator("li.step")
    expect(later_row).to_have_attribute("data-state", "working")
    later_turn = row_delay(page_, provider, time.monotonic())
    expect(later_row).to_have_text(f"searched for '{QUERY_LATER}'")
    expect(third.locator(".answer")).to_have_text(f"Answer: {ANSWER_LATER}")

    timing = {"first_turn": first_turn, "later_turn": later_turn}
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "serve-timing.json").write_text(json.dumps(timing, indent=2) + "\n")
    print("\n.added → row:", timing)
    # The point is "before .done", asserted above. This bound catches a row that lags the way the first
    # turn's once did (0.3–1.3 s while the SDK built its models) and leaves room for a loaded machine.
    assert first_turn["row_painted_ms"] < 500 and later_turn["row_painted_ms"] < 500, timing
    context.close()


def test_the_page_reads_on_a_phone(browser: Any, served: Served) -> None:
    from playwright.sync_api import expect

    context = browser.new_context(
        viewport={"width": 375, "height": 740}, device_scale_factor=2, is_mobile=True
    )
    page_ = context.new_page()
    page_.goto(served.url)
    box = page_.get_by_label("Your message")
    expect(box).to_be_visible()
    expect(page_.get_by_role("button", name="Send")).to_be_visible()
    assert page_.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    size = page_.evaluate("parseFloat(getComputedStyle(document.querySelector('textarea')).fontSize)")
    assert size >= 16  # smaller and iOS zooms the page on focus
    context.close()


def test_a_missing_api_key_is_said_on_the_page(browser: Any, provider: FakeResponses) -> None:
    from playwright.sync_api import expect

    for served in start_serve(clean_env(), "--base-url", provider.url):
        context = browser.new_context()
        page_ = context.new_page()
        page_.goto(served.url)
        setup = page_.get_by_role("alert")
        expect(setup).to_contain_text("OPENAI_API_KEY is not set")
        ask(page_, "hello?")
        turn = page_.locator("article.turn")
        expect(turn).to_have_attribute("data-finished", "true")
        expect(turn.get_by_role("alert")).to_contain_text("OPENAI_API_KEY")
        context.close()
    assert provider.requests == []
