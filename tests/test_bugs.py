"""A bug planted in kotoba, through a seam, must be told as kotoba's bug everywhere it can surface.

The seam is a function inside the read path (content-type parsing) or the agent loop (folding an event)
replaced by one that raises, in this process or in a real ``kotoba`` subprocess. The read still ends in a
failure the model can act on, but marked as a bug, logged with its traceback, and told to the person in
one line with the ``KOTOBA_DEBUG=1`` hint; the shared check of the hostile suites (tests/support/bugs.py) fails
on it. Every test here plants a bug on purpose, so the suite-wide check that none was logged is off.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from collections.abc import Iterator

import pytest
from mcp import Client

from kotoba.agent.frames import Done, Error, StepClose, StepOpen
from kotoba.agent.outcomes import STREAM_BROKE
from kotoba.bugs import DEBUG_HINT, LOGGER, log_bug, show_bugs
from kotoba.clients.mcp_server import build_server, open_tools
from kotoba.settings import Settings
from kotoba.web.outcome import ReadFailed, outcome_json
from kotoba.web.page import PageReader
from tests.support import pages
from tests.support.bugs import (
    BUG_EXIT,
    assert_cli_not_a_bug,
    assert_no_bugs_in,
    assert_not_a_bug,
    watching_bugs,
)
from tests.support.fake_responses import load, serve
from tests.support.fake_responses.harness import done, one_turn, settings_for
from tests.support.servers.http import PageServer, page
from tests.support.servers.http import serve as serve_pages

pytestmark = pytest.mark.plants_bug

SETTINGS = Settings(allow=("127.0.0.1",), reader_url="", deadline=10.0)
HINT = f"; {DEBUG_HINT}"

# Run as ``python -c PLANT MODULE NAME kotoba-args…``: kotoba's own command line with MODULE.NAME replaced by
# a function that raises, as a real bug there would.
PLANT = """
import importlib, sys

def planted(*args, **kwargs):
    raise KeyError("planted")

setattr(importlib.import_module(sys.argv[1]), sys.argv[2], planted)
from kotoba.cli import main
sys.exit(main(sys.argv[3:]))
"""
READ_SEAM = ("kotoba.web.net.fetch", "parse_content_type")  # the read path's content-type parsing

# The same, with the agent loop's event folding raising on the first piece of answer text.
PLANT_LOOP = """
import sys
from kotoba.agent.events import Accumulator

original = Accumulator.feed

def planted(self, event):
    if event.get("type") == "response.output_text.delta":
        raise KeyError("planted")
    return original(self, event)

Accumulator.feed = planted
from kotoba.cli import main
sys.exit(main(sys.argv[1:]))
"""


def planted_content_type(header: str) -> tuple[str, str | None]:
    raise KeyError("planted")


@pytest.fixture
def read_bug(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("kotoba.web.net.fetch.parse_content_type", planted_content_type)


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve_pages({"/article": page(pages.article())}) as server:
        yield server


def kotoba(plant: str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    base.update(KOTOBA_READER_URL="", **env)
    return subprocess.run(
        [sys.executable, "-c", plant, *args], capture_output=True, text=True, timeout=60, env=base
    )


# --- the read path ---------------------------------------------------------------------------------------


@pytest.mark.usefixtures("read_bug")
async def test_a_bug_in_the_read_path_is_marked_and_logged_not_passed_as_the_sites_failure(
    site: PageServer,
) -> None:
    url = site.url("/article")
    with watching_bugs() as bugs:
        async with PageReader(SETTINGS) as reader:
            outcome = await reader.read(url)
    assert isinstance(outcome, ReadFailed) and outcome.internal and outcome.kind == "bug"
    assert isinstance(outcome.bug, KeyError)
    assert outcome.reason == "kotoba failed while reading it (KeyError)"  # what the model's note says
    [record] = bugs.records
    assert record.name.startswith(LOGGER) and record.levelno == logging.ERROR
    assert record.getMessage() == f"reading {url} failed inside kotoba (KeyError: 'planted')"
    assert record.exc_info is not None and record.exc_info[1] is outcome.bug  # the traceback is logged
    assert outcome_json(outcome)["internal_error"] is True
    # The hostile suites' shared checks go red on it, in all three forms they take.
    with pytest.raises(AssertionError, match="kotoba bug while reading"):
        assert_not_a_bug(outcome)
    with pytest.raises(AssertionError, match="ended on a bug in kotoba"):
        assert_no_bugs_in([outcome_json(outcome)])


def test_kotoba_read_says_it_is_a_bug_in_one_line_and_exits_70(site: PageServer) -> None:
    url = site.url("/article")
    result = kotoba(PLANT, *READ_SEAM, "read", "--allow", "127.0.0.1", url)
    assert result.returncode == BUG_EXIT
    assert result.stderr.splitlines() == [
        f"kotoba bug: reading {url} failed inside kotoba (KeyError: 'planted'){HINT}"
    ]
    assert "YOU DID NOT READ THAT PAGE — kotoba failed while reading it (KeyError)" in result.stdout
    with pytest.raises(AssertionError, match="exited 70 with a bug"):
        assert_cli_not_a_bug(result.returncode, result.stderr)


def test_kotoba_read_json_marks_the_internal_error(site: PageServer) -> None:
    result = kotoba(PLANT, *READ_SEAM, "read", "--json", "--allow", "127.0.0.1", site.url("/article"))
    assert result.returncode == BUG_EXIT
    outcome = json.loads(result.stdout)
    assert (outcome["status"], outcome["internal_error"]) == ("failed", True)


def test_a_site_failure_is_not_marked_internal(site: PageServer) -> None:
    """No bug planted here: a refused address is the ordinary failure, exit 1, ``internal_error`` false."""
    result = kotoba("from kotoba.cli import main; import sys; sys.exit(main(sys.argv[1:]))", "read", "--json", site.url("/article"))
    assert result.returncode == 1
    assert json.loads(result.stdout)["internal_error"] is False
    assert_cli_not_a_bug(result.returncode, result.stderr)


def test_kotoba_debug_prints_the_traceback(site: PageServer) -> None:
    url = site.url("/article")
    quiet = kotoba(PLANT, *READ_SEAM, "read", "--allow", "127.0.0.1", url)
    assert "Traceback" not in quiet.stderr
    loud = kotoba(PLANT, *READ_SEAM, "read", "--allow", "127.0.0.1", url, KOTOBA_DEBUG="1")
    assert loud.returncode == BUG_EXIT
    assert "Traceback (most recent call last):" in loud.stderr
    assert ", in planted\n" in loud.stderr and "KeyError: 'planted'" in loud.stderr  # where it was raised
    assert loud.stderr.splitlines()[-1] == f"kotoba bug: reading {url} failed inside kotoba (KeyError: 'planted')"
    assert DEBUG_HINT not in loud.stderr  # it is set already


@pytest.mark.usefixtures("read_bug")
async def test_over_mcp_a_read_bug_is_an_error_result_with_the_failure_note_and_is_logged(
    site: PageServer,
) -> None:
    with watching_bugs() as bugs:
        async with open_tools(SETTINGS) as tools, Client(build_server(tools)) as client:
            result = await client.call_tool("web_extract", {"url": site.url("/article")})
    assert result.is_error is True
    [content] = result.content
    assert content.type == "text" and "YOU DID NOT READ THAT PAGE — kotoba failed while reading it" in content.text
    assert bugs.lines() == [f"reading {site.url('/article')} failed inside kotoba (KeyError: 'planted')"]


def test_a_server_prints_one_line_per_bug_or_the_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    """What ``kotoba serve`` and ``kotoba mcp`` route the bug log to: their stderr, which is their log."""
    logger = logging.getLogger(LOGGER)
    try:
        raise KeyError("planted")
    except KeyError as exc:
        planted = exc
    for debug in (False, True):
        handler = show_bugs(debug=debug, echo=True)
        try:
            log_bug(planted, "a turn")
        finally:
            logger.removeHandler(handler)
        err = capsys.readouterr().err
        if debug:
            assert err.startswith("kotoba bug: a turn failed inside kotoba (KeyError: 'planted')\nTraceback")
        else:
            assert err == f"kotoba bug: a turn failed inside kotoba (KeyError: 'planted'){HINT}\n"


# --- the agent loop ---------------------------------------------------------------------------------------


async def test_the_loops_own_exception_is_reported_as_kotobas_bug_not_the_providers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from kotoba.agent.events import Accumulator

    original = Accumulator.feed

    def planted(self: Accumulator, event: dict[str, object]) -> list[object]:
        item = event.get("item")
        if event.get("type") == "response.output_item.done" and isinstance(item, dict):
            if item.get("type") == "web_search_call":  # while the search's row is open
                raise KeyError("planted")
        return original(self, event)  # type: ignore[return-value]

    monkeypatch.setattr(Accumulator, "feed", planted)
    with serve(load("one_search")) as server, watching_bugs() as bugs:
        frames = await one_turn(settings_for(server), "when was python 3.14 released?")
    opened = frames[0]
    assert isinstance(opened, StepOpen)
    assert isinstance(frames[1], StepClose) and frames[1].id == opened.id  # no row is left spinning
    assert frames[-1] == Error(message=f"internal error in kotoba: KeyError: 'planted'{HINT}", internal=True)
    assert "stream broke off" in STREAM_BROKE and "stream broke off" not in frames[-1].message
    assert bugs.lines() == ["the turn failed inside kotoba (KeyError: 'planted')"]


async def test_a_read_bug_inside_a_turn_gives_the_model_its_note_and_the_row_says_whose(
    site: PageServer, read_bug: None
) -> None:
    url = site.url("/article")
    with serve(load("extract", url=url)) as server:
        frames = await one_turn(settings_for(server), f"What does {url} say?")
    [closed] = [f for f in frames if isinstance(f, StepClose)]
    assert closed.label == f"could not read {url}: internal error in kotoba: KeyError: 'planted'{HINT}"
    assert not closed.ok
    output = next(i for i in server.requests[1]["input"] if i.get("type") == "function_call_output")
    assert output["output"].startswith("YOU DID NOT READ THAT PAGE — kotoba failed while reading it (KeyError)")
    assert isinstance(done(frames), Done)


def test_a_bug_no_layer_caught_is_still_one_line_and_exit_70() -> None:
    """Raised before the loop runs (resolving the provider): the command line is the last to catch it."""
    result = kotoba(PLANT, "kotoba.agent.session", "resolve", "ask", "hello", OPENAI_API_KEY="k")
    assert result.returncode == BUG_EXIT
    assert result.stderr.splitlines() == [f"kotoba: internal error in kotoba: KeyError: 'planted'{HINT}"]
    loud = kotoba(PLANT, "kotoba.agent.session", "resolve", "ask", "hello", OPENAI_API_KEY="k", KOTOBA_DEBUG="1")
    assert "Traceback (most recent call last):" in loud.stderr and loud.returncode == BUG_EXIT


def test_kotoba_ask_says_it_is_a_bug_and_exits_70() -> None:
    with serve(load("plain")) as server:
        result = kotoba(PLANT_LOOP, "ask", "hello", "--frames", "jsonl", "--base-url", server.url, OPENAI_API_KEY="k")
    with serve(load("plain")) as server:
        loud = kotoba(PLANT_LOOP, "ask", "hello", "--base-url", server.url, OPENAI_API_KEY="k", KOTOBA_DEBUG="1")
    assert result.returncode == BUG_EXIT
    assert result.stderr.splitlines() == [f"kotoba: internal error in kotoba: KeyError: 'planted'{HINT}"]
    last = json.loads(result.stdout.splitlines()[-1])
    assert last == {"type": "error", "message": f"internal error in kotoba: KeyError: 'planted'{HINT}", "internal": True}
    assert loud.returncode == BUG_EXIT
    assert "Traceback (most recent call last):" in loud.stderr and "KeyError: 'planted'" in loud.stderr
    assert loud.stderr.splitlines()[-1] == "kotoba: internal error in kotoba: KeyError: 'planted'"
