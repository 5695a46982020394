"""The chat page cannot be framed by another site: every answer says so, and a real Chromium obeys.

A page that frames the chat page can overlay it and trick the person into typing or clicking for it
(clickjacking) with their API key behind it. Every response of ``kotoba serve`` — the page, its assets, the
API, a 404 and a refusal — carries ``Content-Security-Policy: frame-ancestors 'none'`` and
``X-Frame-Options: DENY``; a page on another origin that frames it in Debian's Chromium gets an error page
in the frame, never the chat form.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator

import httpx
import pytest

from tests.support.browser import CHROMIUM, CHROMIUM_ARGS, needs_chromium
from tests.support.servers.http import page, serve

CLOSED = "http://127.0.0.1:9/v1"


@pytest.fixture(scope="module")
def chat_page() -> Iterator[str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("KOTOBA_") and not k.lower().endswith("_proxy")
    }
    env.update(OPENAI_API_KEY="sk-test", OPENAI_BASE_URL=CLOSED)
    command = [sys.executable, "-m", "kotoba", "serve", "--port", "0", "--model", "m-1", "--base-url", CLOSED]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    ) as proc:
        try:
            assert proc.stdout is not None
            line = proc.stdout.readline()
            assert line.startswith("kotoba: serving on "), line
            yield line.split()[3]
        finally:
            proc.terminate()
            proc.communicate(timeout=10)


def test_every_answer_forbids_framing(chat_page: str) -> None:
    with httpx.Client(timeout=10) as client:
        answers = [
            client.get(chat_page),
            client.get(chat_page + "api/info"),
            client.get(chat_page + "static/app.js"),
            client.get(chat_page + "static/style.css"),
            client.get(chat_page + "no/such/page"),
            client.post(chat_page + "api/turn", content=b"x", headers={"Content-Type": "text/plain"}),
            client.get(chat_page, headers={"Host": "attacker.example"}),
        ]
    assert [a.status_code for a in answers] == [200, 200, 200, 200, 404, 415, 421]
    for answer in answers:
        assert answer.headers.get("x-frame-options") == "DENY", answer.url
        assert "frame-ancestors 'none'" in answer.headers.get("content-security-policy", ""), answer.url


@needs_chromium[0]
@needs_chromium[1]
def test_a_page_of_another_site_that_frames_it_gets_no_chat_form(chat_page: str) -> None:
    from playwright.sync_api import sync_playwright

    framing = f"<html><body><h1>Win a prize</h1><iframe id='f' src='{chat_page}' width=800 height=600></iframe></body></html>"
    with serve({"/": page(framing)}) as attacker, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            tab = browser.new_page()
            tab.goto(attacker.url("/"), wait_until="load")
            tab.wait_for_timeout(500)
            (child,) = [f for f in tab.frames if f != tab.main_frame]
            # Chromium replaces a frame it refused to show with its own error page.
            assert not child.url.startswith(chat_page), child.url
            assert child.evaluate("document.getElementById('message') === null")
        finally:
            browser.close()
