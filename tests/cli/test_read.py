"""``kotoba read`` and ``kotoba check-url`` as a person or a script runs them: a subprocess, exit codes,
one line on stderr per failure, JSON fields as documented, and a light start-up."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support import pages
from tests.support.servers.http import PageServer, page, serve


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    routes = {
        "/article": page(pages.article()),
        "/long": page(pages.article(80)),
        "/thin": page(pages.THIN),
        "/guide/linked": page(pages.linked_article("next")),
    }
    with serve(routes) as s:
        yield s


def kotoba(*args: str, stdin: str = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    base["KOTOBA_READER_URL"] = ""
    return subprocess.run(
        [sys.executable, "-m", "kotoba", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env={**base, **(env or {})},
    )


def test_read_prints_the_fenced_page(site: PageServer) -> None:
    done = kotoba("read", "--allow", "127.0.0.1", site.url("/article"))
    assert done.returncode == 0, done.stderr
    assert "everything between the markers below is quoted, exactly as it was found." in done.stdout
    assert pages.SENTENCES[0] in done.stdout
    assert done.stderr == ""


def test_read_json_fields(site: PageServer) -> None:
    done = kotoba("read", "--json", "--allow", "127.0.0.1", site.url("/long"))
    assert done.returncode == 0
    result = json.loads(done.stdout)
    assert set(result) == {
        "status", "url", "final_url", "via", "title", "text", "chars", "truncated_chars", "thin", "start", "end", "matches",
        "quoted_matches", "reread",
        "hidden_chars", "wall", "consent_refused", "links", "byline",
    }
    assert result["status"] == "ok" and result["via"] == "direct" and result["wall"] is None
    assert result["truncated_chars"] == result["chars"] - len(result["text"]) > 0
    assert (result["start"], result["end"], result["matches"]) == (0, len(result["text"]), None)


def test_read_gives_markdown_with_its_links_and_plain_text_on_request(site: PageServer) -> None:
    from markdown_it import MarkdownIt

    url = site.url("/guide/linked")
    done = kotoba("read", "--json", "--allow", "127.0.0.1", url)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["links"][:2] == [
        {"url": site.url("/guide/next"), "text": "the next chapter"},  # resolved against the page's URL
        {"url": "https://museum.example/logbook", "text": "the logbook at the museum"},
    ]
    fences = [t for t in MarkdownIt("commonmark").parse(result["text"]) if t.type == "fence"]
    assert [(t.info, t.content) for t in fences] == [("python", "# trim the wick before dusk\nlamp.trim(wick=2)\n")]
    plain = json.loads(kotoba("read", "--json", "--format", "text", "--allow", "127.0.0.1", url).stdout)
    assert "```" not in plain["text"] and "](" not in plain["text"] and plain["links"] == []
    assert "# trim the wick before dusk" in plain["text"].splitlines()
    by_env = kotoba("read", "--json", "--allow", "127.0.0.1", url, env={"KOTOBA_FORMAT": "text"})
    assert json.loads(by_env.stdout)["text"] == plain["text"]
    bad = kotoba("read", "--allow", "127.0.0.1", url, env={"KOTOBA_FORMAT": "html"})
    assert bad.returncode == 2 and "KOTOBA_FORMAT" in bad.stderr and "Traceback" not in bad.stderr


def test_read_on_with_start_and_search_with_find(site: PageServer) -> None:
    first = json.loads(kotoba("read", "--json", "--allow", "127.0.0.1", site.url("/long")).stdout)
    done = kotoba("read", "--json", "--allow", "127.0.0.1", "--start", str(first["end"]), site.url("/long"))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert (result["start"], result["chars"]) == (first["end"], first["chars"])
    assert result["end"] == result["start"] + len(result["text"]) and result["matches"] is None
    assert result["truncated_chars"] == result["chars"] - result["end"]

    shown = kotoba("read", "--allow", "127.0.0.1", "--start", str(first["end"]), site.url("/long"))
    header = shown.stdout.split("<<<QUOTED TEXT", 1)[0]
    assert f"characters {first['end']:,}–{result['end']:,} of {result['chars']:,}" in header
    assert f"To read on, call web_extract again with the same url and start={result['end']}." in header

    found = json.loads(kotoba("read", "--json", "--allow", "127.0.0.1", "--find", "Paragraph 77 adds", site.url("/long")).stdout)
    assert len(found["matches"]) == 1 and found["matches"][0] > first["end"]
    assert "Paragraph 77 adds" in found["text"]
    absent = kotoba("read", "--allow", "127.0.0.1", "--find", "zeppelin", site.url("/long"))
    assert absent.returncode == 0
    assert absent.stdout.startswith('This page was read successfully, and the phrase "zeppelin" does not occur')

    assert kotoba("read", "--start", "-1", site.url("/long")).returncode == 2


def test_failed_read_exits_1_with_one_line(site: PageServer) -> None:
    done = kotoba("read", "--allow", "127.0.0.1", site.url("/nope"))
    assert done.returncode == 1
    assert done.stdout.startswith("YOU DID NOT READ THAT PAGE — the page does not exist (HTTP 404 Not Found).")
    assert done.stderr.count("\n") == 1 and "could not read" in done.stderr


def test_failed_read_json_has_reason_and_definitive(site: PageServer) -> None:
    before = site.hits()
    done = kotoba("read", "--json", site.url("/article"))  # no allow-list: loopback is refused
    assert done.returncode == 1
    result = json.loads(done.stdout)
    assert result["status"] == "failed"
    assert result["reason"] == "refused: 127.0.0.1 is a loopback address"
    assert result["definitive"] is True
    assert result["kind"] == "refused"
    assert site.hits() == before  # refused before any connection


def test_several_urls_in_input_order_from_args_and_stdin(site: PageServer) -> None:
    urls = [site.url("/thin"), site.url("/nope"), site.url("/article")]
    done = kotoba("read", "--json", "--allow", "127.0.0.1", urls[0], "-", stdin="\n".join(urls[1:]) + "\n")
    assert done.returncode == 1
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["url"] for r in results] == urls
    assert [r["status"] for r in results] == ["ok", "failed", "ok"]
    assert results[0]["thin"] is True


@pytest.mark.parametrize(
    "args, message",
    [
        (["read", "--resolve", "nonsense", "http://a.example/"], "--resolve takes HOST:PORT:ADDR"),
        (["read", "--concurrency", "0", "http://a.example/"], "--concurrency must be at least 1"),
        (["read"], "the following arguments are required"),
    ],
)
def test_usage_errors_exit_2_with_one_line(args: list[str], message: str) -> None:
    done = kotoba(*args)
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr


def test_bad_setting_is_a_usage_error() -> None:
    done = kotoba("read", "http://a.example/", env={"KOTOBA_DEADLINE": "soon"})
    assert done.returncode == 2
    assert done.stderr.strip() == "kotoba: KOTOBA_DEADLINE must be a number of seconds, not 'soon'"


def test_check_url_prints_verdicts_and_exits_3_on_refusal() -> None:
    done = kotoba("check-url", "--resolve", "ok.example.com:443:93.184.215.14", "https://ok.example.com/", "http://0x7f.1/")
    assert done.returncode == 3
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert first == {"url": "https://ok.example.com/", "allowed": True, "reason": "allowed", "addresses": ["93.184.215.14"]}
    assert second["allowed"] is False and second["reason"] == "refused: 127.0.0.1 is a loopback address"


def test_check_url_all_allowed_exits_0() -> None:
    done = kotoba("check-url", "http://93.184.215.14/")
    assert done.returncode == 0 and json.loads(done.stdout)["addresses"] == ["93.184.215.14"]


def test_reading_imports_nothing_of_the_agent(site: PageServer) -> None:
    code = (
        "import sys; from kotoba.cli import main; "
        f"rc = main(['read', '--json', '--allow', '127.0.0.1', {site.url('/thin')!r}]); "
        "heavy = sorted(m for m in ('openai', 'kotoba.agent', 'starlette', 'uvicorn', 'mcp', 'trafilatura', 'pypdf', 'playwright', 'rich', 'click', 'pygments', 'selectolax') if m in sys.modules); "
        "print(heavy, file=sys.stderr); sys.exit(rc)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr.strip() == "[]"


def test_a_reader_that_goes_away_is_not_answered_with_a_traceback(site: PageServer) -> None:
    """``kotoba read … | head -1``: the pipe closes after the first line; kotoba stops quietly."""
    urls = " ".join(site.url("/article") for _ in range(30))
    script = f"{sys.executable} -m kotoba read --json --allow 127.0.0.1 {urls} 2>stderr.txt | head -c 100 >/dev/null; echo ${{PIPESTATUS[0]}}"
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env["KOTOBA_READER_URL"] = ""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=60, env=env, cwd=folder)
        stderr = Path(folder, "stderr.txt").read_text()
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr, stderr
    assert done.stdout.strip() == "1"


def test_settings_with_a_value_outside_their_choices_are_usage_errors() -> None:
    done = kotoba("read", "http://a.example/", env={"KOTOBA_MODE": "Chat"})
    assert done.returncode == 2
    assert done.stderr.strip() == "kotoba: KOTOBA_MODE must be one of work, chat, not 'Chat'"


def test_a_slow_read_shows_progress_on_a_terminal_and_wipes_it_before_the_output() -> None:
    import pty
    import time

    def slow(handler: object) -> None:
        time.sleep(1.2)
        page(pages.article())(handler)  # type: ignore[arg-type]

    with serve({"/slow": slow}) as slow_site:
        controller, terminal = pty.openpty()
        env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
        env["KOTOBA_READER_URL"] = ""
        with os.fdopen(controller, "rb", buffering=0) as screen:
            done = subprocess.run(
                [sys.executable, "-m", "kotoba", "read", "--allow", "127.0.0.1", slow_site.url("/slow")],
                stdout=terminal, stderr=terminal, env=env, timeout=60,
            )
            os.close(terminal)
            shown = b""
            try:
                while chunk := screen.read(4096):
                    shown += chunk
            except OSError:  # the terminal's other end is closed: everything was read
                pass
    assert done.returncode == 0
    text = shown.decode()
    assert f"reading {slow_site.url('/slow')} …" in text
    page_starts = text.index("Quoted from ")
    assert text[:page_starts].endswith("\r\x1b[2K")  # the progress line was wiped before the page
    assert pages.SENTENCES[0] in text
