"""``kotoba ask`` and ``kotoba chat`` as a person runs them: real subprocesses against the fake server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from kotoba.agent.prompt import NO_SEARCH_BLOCK
from tests.support.fake_responses import SCRIPTS, load, serve
from tests.support.fake_responses.harness import tool_names

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env.update(extra)
    return env


def kotoba(*args: str, stdin: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=ROOT,
        env=_env(**env),
    )


def frames_of(stdout: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in stdout.splitlines()]


@pytest.fixture
def standalone(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """``python -m tests.support.fake_responses`` started on its own, as the README describes; yields (url, record)."""
    record = tmp_path / "requests.jsonl"
    script = SCRIPTS / "open_find.json"
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.support.fake_responses", "--script", str(script), "--record", str(record)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env=_env(),
    )
    try:
        assert process.stdout is not None
        url = process.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:")
        yield url, record
    finally:
        process.terminate()
        process.wait(timeout=10)
        if process.stdout is not None:
            process.stdout.close()


def test_ask_frames_jsonl_against_the_standalone_server(standalone: tuple[str, Path]) -> None:
    url, record = standalone
    result = kotoba("ask", "what's new in httpx?", "--frames", "jsonl", "--base-url", url, OPENAI_API_KEY="k")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    frames = frames_of(result.stdout)
    page = "https://github.com/encode/httpx/blob/master/CHANGELOG.md"
    rows = [(f["type"], f["label"]) for f in frames if f["type"].startswith("step.")]
    assert rows == [
        ("step.open", "searching the web…"),
        ("step.close", "searched for 'httpx 1.0 release notes', 'httpx changelog 2025'"),
        ("step.open", "searching the web…"),
        ("step.close", f"opened {page}"),
        ("step.open", "searching the web…"),
        ("step.close", "looked for '0.28.0' in the page"),
    ]
    assert all(set(f) == {"type", "id", "tool", "label"} for f in frames if f["type"] == "step.open")
    assert all(set(f) == {"type", "id", "label", "ok"} for f in frames if f["type"] == "step.close")
    done = frames[-1]
    assert done["type"] == "done" and done["searches"] == 3 and done["sources"] == [page]
    assert done["text"] == "".join(f["text"] for f in frames if f["type"] == "text.delta")
    [request] = [json.loads(line) for line in record.read_text().splitlines()]
    assert request["max_tool_calls"] == 8 and request["model"] == "gpt-5-mini"


def test_ask_on_a_compatible_provider_without_web() -> None:
    with serve(load("plain")) as server:
        result = kotoba(
            "ask", "hi", "--frames", "jsonl", "--provider", "compatible", "--base-url", server.url,
            "--model", "local-model", "--mode", "chat", KOTOBA_API_KEY="k",
        )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert frames_of(result.stdout)[-1]["type"] == "done"
    [request] = server.requests
    assert request["model"] == "local-model"
    assert tool_names(request) == ["delegate"] and "max_tool_calls" not in request
    assert NO_SEARCH_BLOCK in request["instructions"]
    assert server.headers[0]["authorization"] == "Bearer k"


def test_no_web_takes_search_off_openai_too() -> None:
    with serve(load("plain")) as server:
        result = kotoba(
            "ask", "hi", "--frames", "jsonl", "--no-web", "--base-url", server.url, OPENAI_API_KEY="k"
        )
    assert result.returncode == 0, result.stderr
    assert "web_search" not in tool_names(server.requests[0])


def test_openai_base_url_is_honoured_like_the_openai_client_does() -> None:
    with serve(load("plain")) as server:
        result = kotoba("ask", "hi", "--frames", "jsonl", OPENAI_API_KEY="k", OPENAI_BASE_URL=server.url)
    assert result.returncode == 0, result.stderr
    assert len(server.requests) == 1


def test_the_plain_view_when_stdout_is_not_a_terminal() -> None:
    with serve(load("one_search")) as server:
        result = kotoba("ask", "python 3.14?", "--base-url", server.url, OPENAI_API_KEY="k")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "✓ searched for 'python 3.14 release date'"
    assert lines[1].startswith("Python 3.14.0 was released on October 7, 2025")
    assert lines[2:] == [
        "Sources:",
        "  https://www.python.org/downloads/release/python-3140/",
        "  https://peps.python.org/pep-0745/",
    ]


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        ((), {}, "kotoba: OPENAI_API_KEY is not set (the openai provider's API key)"),
        (("--provider", "xai"), {"OPENAI_API_KEY": "k"}, "kotoba: XAI_API_KEY is not set (the xai provider's API key)"),
        (("--base-url", "http://127.0.0.1:9/v1"), {"OPENAI_API_KEY": "k"},
         "kotoba: cannot reach the openai provider at http://127.0.0.1:9/v1"),
    ],
)  # fmt: skip
def test_failures_are_one_line_and_exit_1(args: tuple[str, ...], env: dict[str, str], message: str) -> None:
    result = kotoba("ask", "hi", "--frames", "jsonl", *args, **env)
    assert result.returncode == 1
    assert result.stderr.splitlines() == [message]
    assert frames_of(result.stdout) == [
        {"type": "error", "message": message.removeprefix("kotoba: "), "internal": False}
    ]


def test_a_provider_error_status_exits_1_with_its_message() -> None:
    with serve(load("provider_error")) as server:
        result = kotoba("ask", "hi", "--base-url", server.url, OPENAI_API_KEY="k")
    assert result.returncode == 1
    assert (
        result.stderr
        == "kotoba: the openai provider answered 400: Unsupported parameter: 'max_tool_calls'.\n"
    )


def test_usage_errors_exit_2() -> None:
    assert kotoba("ask", "hi", "--provider", "nonsense").returncode == 2
    assert kotoba("ask", "hi", "--mode", "party").returncode == 2


def test_chat_keeps_the_conversation_across_lines() -> None:
    link = "https://example.org/article"
    with serve(load("plain") * 4) as server:
        result = kotoba(
            "chat", "--frames", "jsonl", "--base-url", server.url,
            stdin=f"look at {link}\n\nthanks\nnow open it\nand one more\n", OPENAI_API_KEY="k",
        )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert [f["type"] for f in frames_of(result.stdout)].count("done") == 4
    last = server.requests[-1]["input"]
    assert [item["role"] for item in last] == ["user", "assistant"] * 3 + ["user"]
    assert last[0]["content"] == f"look at {link}"
    assert ["web_extract" in tool_names(r) for r in server.requests] == [True, True, True, False]


def test_the_commands_stay_cheap_to_import() -> None:
    code = "import sys, kotoba.cli.ask, kotoba.cli.chat; print(sorted({'openai', 'rich'} & set(sys.modules)))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=TIMEOUT)
    assert result.stdout.strip() == "[]"


def test_ask_reads_a_local_page_through_the_allow_list() -> None:
    from tests.support.pages import SENTENCES, article
    from tests.support.servers.http import page
    from tests.support.servers.http import serve as serve_pages

    with serve_pages({"/article": page(article())}) as site:
        url = site.url("/article")
        with serve(load("extract", url=url)) as server:
            result = kotoba(
                "ask", f"What does {url} say?", "--frames", "jsonl", "--base-url", server.url,
                "--allow", "127.0.0.1", OPENAI_API_KEY="k", KOTOBA_READER_URL="",
            )  # fmt: skip
        assert site.hits("/article") == 1
    assert result.returncode == 0, result.stderr
    frames = frames_of(result.stdout)
    rows = [f for f in frames if f["type"].startswith("step.")]
    assert rows[0] == {
        "type": "step.open",
        "id": rows[0]["id"],
        "tool": "web_extract",
        "label": f"reading {url}",
    }
    assert rows[1]["type"] == "step.close" and rows[1]["ok"] is True
    assert frames[-1]["sources"] == [url]
    [output] = [i["output"] for i in server.requests[1]["input"] if i.get("type") == "function_call_output"]
    assert SENTENCES[0] in output


def test_ask_prints_the_open_frame_while_the_server_holds_the_search() -> None:
    """End to end: the step.open line is on kotoba's stdout before the search is allowed to finish."""
    import time

    with serve(load("held_search")) as server:
        process = subprocess.Popen(
            [sys.executable, "-m", "kotoba", "ask", "slow", "--frames", "jsonl", "--base-url", server.url],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=_env(OPENAI_API_KEY="k"),
        )
        try:
            assert process.stdout is not None
            first = json.loads(process.stdout.readline())
            arrived = time.monotonic()
            held = not server.released.is_set()
            server.release()
            rest = [json.loads(line) for line in process.stdout]
            assert process.wait(timeout=TIMEOUT) == 0
        finally:
            if process.poll() is None:
                process.kill()
            for stream in (process.stdout, process.stderr):
                if stream is not None:
                    stream.close()
    assert first["type"] == "step.open" and held
    delay = arrived - server.added_at[first["id"]]
    assert 0 <= delay < 0.5
    assert [f["type"] for f in rest][:1] == ["step.close"] and rest[-1]["type"] == "done"
    print(f"\nkotoba ask: .added flushed → step.open on stdout: {delay * 1000:.1f} ms")


def test_a_connection_dropped_mid_body_exits_1_with_one_line_and_no_traceback() -> None:
    with serve(load("broken_stream")) as server:
        result = kotoba("ask", "hi", "--frames", "jsonl", "--base-url", server.url, OPENAI_API_KEY="k")
    assert result.returncode == 1
    [line] = result.stderr.splitlines()
    assert line.startswith("kotoba: the openai provider's stream broke off mid-response (RemoteProtocolError")
    frames = frames_of(result.stdout)
    assert [f["type"] for f in frames] == ["step.open", "step.close", "error"]
    assert frames[1]["ok"] is False


def test_an_answer_the_stream_never_finished_exits_1() -> None:
    with serve(load("text_then_eof")) as server:
        result = kotoba("ask", "hi", "--frames", "jsonl", "--base-url", server.url, OPENAI_API_KEY="k")
    assert result.returncode == 1
    assert result.stderr == "kotoba: the openai provider's stream ended before the response was complete\n"
    assert [f["type"] for f in frames_of(result.stdout)] == ["text.delta", "error"]


def test_a_search_limit_of_zero_from_the_environment_is_no_search() -> None:
    with serve(load("plain")) as server:
        result = kotoba(
            "ask", "hi", "--frames", "jsonl", "--base-url", server.url,
            OPENAI_API_KEY="k", KOTOBA_WEB_SEARCH_LIMIT="0",
        )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert [f["type"] for f in frames_of(result.stdout)][-1] == "done"
    assert "note" not in [f["type"] for f in frames_of(result.stdout)]
    [request] = server.requests
    assert "web_search" not in tool_names(request)
    assert NO_SEARCH_BLOCK in request["instructions"]
