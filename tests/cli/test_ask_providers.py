"""``kotoba ask --provider anthropic|gemini`` as a person runs it: a real subprocess, the provider's real
client, a local server replaying a real recorded stream (Anthropic's with a ``pause_turn`` continuation)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.support import fake_gemini, fake_messages

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60


def kotoba(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {
        k: v for k, v in os.environ.items() if not k.endswith("_API_KEY") and not k.startswith("KOTOBA_")
    }
    clean.update(KOTOBA_READER_URL="", **env)
    return subprocess.run(
        [sys.executable, "-m", "kotoba", *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=ROOT,
        env=clean,
    )


def frames_of(stdout: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stdout.splitlines()]


def test_ask_on_anthropic_continues_a_paused_turn_with_one_live_row() -> None:
    scripts = [{"recorded": "paused_web_search"}, {"recorded": "continue_web_search"}]
    with fake_messages.serve(scripts) as server:
        run = kotoba(
            "ask",
            "What's the tech news today?",
            "--provider",
            "anthropic",
            "--base-url",
            server.url,
            "--frames",
            "jsonl",
            ANTHROPIC_API_KEY="sk-ant-test",
        )
    assert run.returncode == 0, run.stderr
    frames = frames_of(run.stdout)
    kinds = [f["type"] for f in frames]
    assert kinds.count("step.open") == 1 and kinds.count("step.close") == 1
    assert kinds.index("step.open") < kinds.index("step.close") < kinds.index("text.delta")
    closed = frames[kinds.index("step.close")]
    assert closed["label"] == "searched for 'tech news today September 26 2025'" and closed["ok"] is True
    done = frames[-1]
    assert done["type"] == "done" and done["searches"] == 1 and len(done["sources"]) == 2
    assert [r["model"] for r in server.requests] == ["claude-sonnet-5-5"] * 2  # the default model
    assert server.requests[1]["messages"][-1]["role"] == "assistant"


def test_ask_on_gemini_shows_the_waiting_row_settle_to_its_search() -> None:
    with fake_gemini.serve([{"recorded": "google_search"}]) as server:
        run = kotoba(
            "ask",
            "Weather in San Francisco today?",
            "--provider",
            "gemini",
            "--base-url",
            server.url,
            "--frames",
            "jsonl",
            GOOGLE_API_KEY="g-test",  # either key variable works
        )
    assert run.returncode == 0, run.stderr
    frames = frames_of(run.stdout)
    closes = [f for f in frames if f["type"] == "step.close"]
    assert [c["label"] for c in closes] == ["searched for 'weather in San Francisco today'"]
    assert frames[-1]["searches"] == 1
    assert "gemini-3.8-flash" in server.paths[0]


def test_a_missing_key_is_one_line_and_exit_1() -> None:
    run = kotoba("ask", "hi", "--provider", "anthropic")
    assert (run.returncode, run.stdout) == (1, "")
    assert run.stderr == "kotoba: ANTHROPIC_API_KEY is not set (the anthropic provider's API key)\n"
    run = kotoba("ask", "hi", "--provider", "gemini")
    assert (
        run.stderr == "kotoba: GEMINI_API_KEY or GOOGLE_API_KEY is not set (the gemini provider's API key)\n"
    )


def test_the_plain_view_of_an_anthropic_turn() -> None:
    with fake_messages.serve([{"recorded": "web_search"}]) as server:
        run = kotoba(
            "ask", "tech news?", "--provider", "anthropic", "--base-url", server.url, ANTHROPIC_API_KEY="k"
        )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == "✓ searched for 'tech news today September 26 2025'"
    assert lines[1].startswith("Based on my search results")
    assert lines[-3:] == [
        "Sources:",
        "  https://www.apple.com/newsroom/2025/09/the-all-new-apple-ginza-opens-this-friday-september-26-in-tokyo/",
        "  https://future.forem.com/junyu_fang_a216509a97501d/fang-junyus-technology-weekly-september-26-2025-2ndd",
    ]
