"""What a person sees, in the order it happened, once each — on a real terminal (tmux), in a real Chromium
and in ``--frames jsonl``.

The turn: the model says "Let me read that page." *before* it reads, reads the page the person gave (one
``web_extract`` call, whose tool voices "Opening …" and "I've read the page."), then answers. The person must
see that sentence above the read's row, the read as one row (its voice while it runs, its settled label
after — never a row plus a duplicate italic line), and the answer below it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.fake_responses import FakeResponses
from tests.support.fake_responses import serve as fake_responses
from tests.support.pages import article
from tests.support.servers.http import PageServer, page
from tests.support.servers.http import serve as serve_pages

ROOT = Path(__file__).resolve().parents[2]
BEFORE = "Let me read that page."
ANSWER = "The keeper kept the light burning all night."
TIMEOUT = 60


def _script(url: str) -> list[dict[str, Any]]:
    return [
        {
            "items": [
                {"type": "message", "text": BEFORE, "chunks": 1},
                {"type": "function_call", "name": "web_extract", "arguments": {"url": url}},
            ]
        },
        {"items": [{"type": "message", "text": ANSWER, "chunks": 2}]},
    ]


@pytest.fixture
def site() -> Iterator[PageServer]:
    with serve_pages({"/keeper": page(article())}) as server:
        yield server


@pytest.fixture
def provider(site: PageServer) -> Iterator[FakeResponses]:
    with fake_responses(_script(site.url("/keeper"))) as fake:
        yield fake


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY") and not k.startswith("KOTOBA_")}
    env.update(OPENAI_API_KEY="sk-test", KOTOBA_READER_URL="")
    return env


def _args(provider: FakeResponses, site: PageServer) -> list[str]:
    return [
        "ask",
        f"What does {site.url('/keeper')} say about the storm?",
        "--base-url",
        provider.url,
        "--model",
        "fake-model",
        "--allow",
        "127.0.0.1",
    ]


def test_frames_come_in_the_order_things_happened(provider: FakeResponses, site: PageServer) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "kotoba", *_args(provider, site), "--frames", "jsonl"],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=ROOT,
        env=_env(),
    )
    assert run.returncode == 0, run.stderr
    frames = [json.loads(line) for line in run.stdout.splitlines()]
    kinds = [f["type"] for f in frames]
    said = kinds.index("text.delta")
    opened = kinds.index("step.open")
    closed = kinds.index("step.close")
    assert frames[said]["text"] == BEFORE and said < opened < closed
    voices = [f for f in frames if f["type"] == "narration"]
    assert voices and all(v["step"] == frames[opened]["id"] for v in voices)  # each names its row
    assert all(opened < kinds.index("narration") and frames.index(v) < closed + 1 for v in voices)
    after = "".join(f["text"] for f in frames[closed:] if f["type"] == "text.delta")
    assert after.strip() == ANSWER
    assert frames[-1]["text"] == f"{BEFORE}\n\n{ANSWER}"


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_a_real_terminal_shows_text_rows_and_answer_in_order_once_each(
    provider: FakeResponses, site: PageServer, tmp_path: Path
) -> None:
    screen = _in_tmux(_args(provider, site), _env())
    (tmp_path / "screen.txt").write_text(screen)
    assert "EXIT:0" in screen, screen
    lines = [line.strip() for line in screen.splitlines() if line.strip()]
    url = site.url("/keeper")
    read_rows = [i for i, line in enumerate(lines) if line.startswith("✓ read " + url)]
    assert len(read_rows) == 1, screen  # the read is one row
    said = lines.index(BEFORE)
    answer = lines.index(ANSWER)
    assert said < read_rows[0] < answer, screen
    assert not any("Opening" in line or "I've read the page." in line for line in lines), screen


_PASSED = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "KOTOBA_READER_URL", "PATH", "HOME", "PYTHONPATH")


def _in_tmux(args: list[str], env: dict[str, str]) -> str:
    """``kotoba ARGS`` on a real terminal (a detached tmux pane, 120×40); the screen once it exits."""
    session = f"kotoba-{uuid.uuid4().hex[:8]}"
    command = " ".join(["cd", str(ROOT), "&&", sys.executable, "-m", "kotoba", *[_quote(a) for a in args]])
    env_args = [arg for k, v in env.items() if k in _PASSED for arg in ("-e", f"{k}={v}")]
    subprocess.run(
        [
            "tmux",
            "new-session",
            "-d",
            "-s",
            session,
            "-x",
            "120",
            "-y",
            "40",
            *env_args,
            f"{command}; echo EXIT:$?; sleep 30",
        ],
        check=True,
        timeout=10,
    )
    try:
        screen = ""
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline and "EXIT:" not in screen:
            time.sleep(0.2)
            screen = subprocess.run(
                ["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True, timeout=10
            ).stdout
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], timeout=10)
    return screen


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_a_real_terminal_on_anthropic_shows_the_paused_search_as_one_row_then_the_answer(
    tmp_path: Path,
) -> None:
    from tests.support import fake_messages

    scripts = [{"recorded": "paused_web_search"}, {"recorded": "continue_web_search"}]
    with fake_messages.serve(scripts) as server:
        env = {k: v for k, v in _env().items() if k != "OPENAI_API_KEY"}
        screen = _in_tmux(
            ["ask", "What's the tech news today?", "--provider", "anthropic", "--base-url", server.url],
            {**env, "ANTHROPIC_API_KEY": "k"},
        )
    (tmp_path / "screen.txt").write_text(screen)
    assert "EXIT:0" in screen, screen
    lines = [line.strip() for line in screen.splitlines() if line.strip()]
    rows = [i for i, line in enumerate(lines) if "searched for 'tech news today September 26 2025'" in line]
    assert len(rows) == 1 and lines[rows[0]].startswith("✓"), screen
    answer = next(i for i, line in enumerate(lines) if line.startswith("Based on my search results"))
    assert rows[0] < answer < lines.index("Sources:"), screen


def _quote(arg: str) -> str:
    return "'" + arg.replace("'", "'\\''") + "'"


@pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="no Chromium")
def test_the_chat_page_shows_text_rows_and_answer_in_order_once_each(
    provider: FakeResponses, site: PageServer
) -> None:
    from playwright.sync_api import expect, sync_playwright

    from tests.support.browser import CHROMIUM, CHROMIUM_ARGS

    with subprocess.Popen(
        [
            sys.executable,
            "-m",
            "kotoba",
            "serve",
            "--port",
            "0",
            "--base-url",
            provider.url,
            "--model",
            "fake-model",
            "--allow",
            "127.0.0.1",
        ],
        cwd=ROOT,
        env=_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    ) as process:
        try:
            assert process.stdout is not None
            url = _served_url(process)
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
                try:
                    page_ = browser.new_page()
                    page_.goto(url)
                    box = page_.get_by_label("Your message")
                    box.fill(f"What does {site.url('/keeper')} say about the storm?")
                    box.press("Enter")
                    turn = page_.locator("article.turn").first
                    expect(turn).to_have_attribute("data-finished", "true", timeout=TIMEOUT * 1000)
                    order = turn.locator(".flow > *").evaluate_all("nodes => nodes.map(n => n.className)")
                    assert order == ["said", "steps", "answer"]
                    expect(turn.locator(".said")).to_have_text(f"Said: {BEFORE}")
                    expect(turn.locator("li.step")).to_have_count(1)
                    expect(turn.locator("li.step .label")).to_contain_text("read " + site.url("/keeper"))
                    expect(turn.locator(".narration")).to_have_count(0)
                    expect(turn.locator(".answer")).to_have_text(f"Answer: {ANSWER}")
                finally:
                    browser.close()
        finally:
            process.terminate()
            process.wait(timeout=10)


def _served_url(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        for word in line.split():
            if word.startswith("http://127.0.0.1:"):
                return word.rstrip("/") + "/"
    raise AssertionError("kotoba serve did not say where it listens")
