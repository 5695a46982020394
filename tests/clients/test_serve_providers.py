"""The chat page on Anthropic and Gemini, in a real Chromium: ``kotoba serve --provider …`` against a local
server replaying a real recorded stream, held where the provider is still working, so the row the person
sees is on screen before the provider's step is over — then settles to what the provider said it did."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.support import fake_gemini, fake_messages
from tests.support.scripted import ScriptedServer

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60
CHROMIUM = Path("/usr/bin/chromium")

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="no Chromium")


@contextmanager
def kotoba_serve(provider: str, base_url: str, key: str) -> Iterator[str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY") and not k.startswith("KOTOBA_")}
    env[key] = "test-key"
    command = [
        sys.executable,
        "-m",
        "kotoba",
        "serve",
        "--port",
        "0",
        "--provider",
        provider,
        "--base-url",
        base_url,
    ]
    with subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as proc:
        try:
            assert proc.stdout is not None
            line = proc.stdout.readline()
            assert line.startswith("kotoba: serving on "), line
            yield line.split()[3]
        finally:
            proc.terminate()
            proc.communicate(timeout=10)


def _turn(url: str, server: ScriptedServer, message: str) -> dict[str, Any]:
    from playwright.sync_api import expect, sync_playwright

    from tests.support.browser import CHROMIUM_ARGS

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            page_ = browser.new_page()
            page_.goto(url)
            box = page_.get_by_label("Your message")
            box.fill(message)
            box.press("Enter")
            turn = page_.locator("article.turn").first
            row = turn.locator("li.step").first
            expect(row).to_have_attribute("data-state", "working", timeout=TIMEOUT * 1000)
            working = {"label": row.locator(".label").inner_text(), "held": not server.released.is_set()}
            server.release()
            expect(turn).to_have_attribute("data-finished", "true", timeout=TIMEOUT * 1000)
            return {
                "working": working,
                "rows": turn.locator("li.step .label").all_inner_texts(),
                "states": [row.get_attribute("data-state") for row in turn.locator("li.step").all()],
                "answer": turn.locator(".answer").text_content(),
                "sources": turn.locator("nav.sources a").all_inner_texts(),
                "meta": turn.locator(".meta").inner_text(),
            }
        finally:
            browser.close()


def test_anthropic_on_the_chat_page_row_while_the_search_runs() -> None:
    with fake_messages.serve([{"recorded": "web_search", "hold_at": 8}]) as server:
        with kotoba_serve("anthropic", server.url, "ANTHROPIC_API_KEY") as url:
            seen = _turn(url, server, "What's the tech news today?")
    assert seen["working"] == {"label": "searching the web…", "held": True}
    assert seen["rows"] == ["searched for 'tech news today September 26 2025'"] and seen["states"] == ["ok"]
    assert seen["answer"].startswith("Answer: Based on my search results")
    assert len(seen["sources"]) == 2 and seen["meta"] == "1 web search"


def test_gemini_on_the_chat_page_says_it_is_working_then_what_it_searched() -> None:
    chunks = fake_gemini.recorded("google_search")
    with fake_gemini.serve([{"chunks": [{"hold": "release"}, *chunks]}]) as server:
        with kotoba_serve("gemini", server.url, "GEMINI_API_KEY") as url:
            started = time.monotonic()
            seen = _turn(url, server, "Weather in San Francisco today?")
    assert seen["working"]["held"] and seen["working"]["label"].startswith("Gemini is working")
    assert seen["rows"] == ["searched for 'weather in San Francisco today'"] and seen["states"] == ["ok"]
    assert seen["answer"].startswith("Answer: ### Cloudy Skies")
    assert len(seen["sources"]) == 5 and seen["meta"] == "1 web search"
    assert time.monotonic() - started < TIMEOUT
