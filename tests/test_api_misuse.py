"""A call of the Python API that cannot work is a UsageError or SettingsError at the call, in one line —
never a logged "kotoba bug", a false "does not occur", nor a read that quietly does something else — and
settings that would make reading loop or read nothing are refused where they are set. Reads go to a real
page server on loopback; the ones that count requests run in a fresh interpreter, as a script would."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator

import anyio
import pytest

import kotoba
from kotoba.errors import SettingsError, UsageError
from kotoba.tools.web_extract import REREAD_NOTE
from tests.support import pages
from tests.support.servers.http import PageServer, page, serve


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve({"/article": page(pages.article()), "/long": page(pages.article(80))}) as server:
        yield server


def run_script(code: str, site: PageServer, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    clean |= {"KOTOBA_ALLOW": "127.0.0.1", "KOTOBA_READER_URL": "", "SITE": site.url(""), **env}
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=60, env=clean
    )


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda url: kotoba.read(url, max_chars="x"), "max_chars must be a whole number, not 'x'"),
        (lambda url: kotoba.read(url, max_chars=0), "max_chars must be at least 100, not 0"),
        (lambda url: kotoba.read(url, deadline="soon"), "deadline must be a number of seconds, not 'soon'"),
        (lambda url: kotoba.read(url, allow=7), "allow must be a string or a list of strings, not 7"),
        (lambda url: kotoba.read(url, find=""), kotoba.calls.BLANK_FIND),
        (lambda url: kotoba.read(url, find="  \n "), kotoba.calls.BLANK_FIND),
        (lambda url: kotoba.read(url, find=3), "find must be a string (or None), not 3 (int)"),
        (lambda url: kotoba.read(url, start="12"), "start must be a whole number of characters (or None), not '12'"),
        (lambda url: kotoba.read(url, start=-5), "start must be 0 or more, not -5"),
        (lambda url: kotoba.read(None), "the URL must be a string, not None (NoneType)"),
        (lambda url: kotoba.read(url, settings={"max_chars": 500}), "settings= takes a kotoba.Settings"),
        (lambda url: kotoba.quote("x"), "kotoba.quote takes a PageRead or ReadFailed, not 'x' (str)"),
        (lambda url: kotoba.extract(None), "kotoba.extract takes the document as str or bytes, not None"),
    ],
)
def test_misuse_is_one_line_at_the_call(
    site: PageServer, call: object, message: str, caplog: pytest.LogCaptureFixture
) -> None:
    before = site.hits("/article")
    with pytest.raises((UsageError, SettingsError)) as raised:
        call(site.url("/article"))  # type: ignore[operator]
    assert str(raised.value).startswith(message) and "\n" not in str(raised.value)
    assert "kotoba bug" not in caplog.text and "Traceback" not in caplog.text
    assert site.hits("/article") == before  # refused before anything was fetched


def test_a_single_string_is_one_allow_entry(site: PageServer) -> None:
    outcome = kotoba.read(site.url("/article"), allow="127.0.0.1", reader_url="")
    assert isinstance(outcome, kotoba.PageRead) and outcome.status == "ok"
    assert kotoba.Settings(allow="127.0.0.1").allow == ("127.0.0.1",)
    assert kotoba.Settings(allow=["10.0.0.0/8", "127.0.0.1"]).allow == ("10.0.0.0/8", "127.0.0.1")


def test_a_closed_reader_says_so(site: PageServer, caplog: pytest.LogCaptureFixture) -> None:
    async def main() -> None:
        async with kotoba.Reader(allow=("127.0.0.1",), reader_url="") as reader:
            first = await reader.read(site.url("/article"))
        assert isinstance(first, kotoba.PageRead)
        with pytest.raises(UsageError) as raised:
            await reader.read(site.url("/article"))
        assert str(raised.value) == kotoba.reading.CLOSED

    anyio.run(main)
    assert "kotoba bug" not in caplog.text


@pytest.mark.parametrize(
    ("variable", "value", "message"),
    [
        ("KOTOBA_MAX_CHARS", "0", "KOTOBA_MAX_CHARS must be at least 100, not '0'"),
        ("KOTOBA_MAX_CHARS", "-3", "KOTOBA_MAX_CHARS must be at least 100, not '-3'"),
        ("KOTOBA_MAX_BYTES", "0", "KOTOBA_MAX_BYTES must be at least 4096, not '0'"),
        ("KOTOBA_CACHE_TTL", "-1", "KOTOBA_CACHE_TTL must be zero or more, not '-1'"),
        ("KOTOBA_DEADLINE", "0", "KOTOBA_DEADLINE must be more than zero, not '0'"),
    ],
)
def test_settings_that_cannot_work_are_refused_in_one_line(
    site: PageServer, variable: str, value: str, message: str
) -> None:
    with pytest.raises(SettingsError) as raised:
        kotoba.Settings.from_env({variable: value})
    assert str(raised.value) == message
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_")} | {variable: value}
    done = subprocess.run(
        [sys.executable, "-m", "kotoba", "read", "--allow", "127.0.0.1", site.url("/article")],
        capture_output=True, text=True, timeout=60, env=env,
    )
    assert (done.returncode, done.stderr, done.stdout) == (2, f"kotoba: {message}\n", "")


def test_a_small_cap_cuts_a_short_page_without_calling_it_whole(site: PageServer) -> None:
    outcome = kotoba.read(site.url("/article"), max_chars=100, allow="127.0.0.1", reader_url="")
    assert isinstance(outcome, kotoba.PageRead) and outcome.truncated_chars > 0
    shown = kotoba.quote(outcome).split("<<<QUOTED TEXT", 1)[0]
    assert "Page truncated here" in shown and f"start={outcome.end}" in shown
    assert "all of it quoted below" not in shown  # the thin note would contradict the cut
    assert not outcome.thin


def test_a_continuation_of_a_page_too_big_for_the_cache_says_it_was_read_again(site: PageServer) -> None:
    done = run_script(
        """
        import os, kotoba
        url = os.environ["SITE"] + "/long"
        fresh = kotoba.read(url, start=5000)  # the first reading of this URL here: nothing to differ from
        first = kotoba.read(url)
        more = kotoba.read(url, start=first.end)
        found = kotoba.read(url, find="Paragraph 77 adds")
        print(fresh.reread, first.reread, more.reread, found.reread, more.start == first.end)
        print(kotoba.quote(more))
        """,
        site,
        KOTOBA_CACHE_BYTES="1000",  # every page is larger than the cache: none is held
    )
    assert done.returncode == 0, done.stderr
    flags, *shown = done.stdout.splitlines()
    assert flags == "False False True True True"
    assert REREAD_NOTE in "\n".join(shown).split("<<<QUOTED TEXT", 1)[0]
    assert site.hits("/long") == 4  # each read fetched, and the outcome said so


def test_a_continuation_with_the_cache_off_says_it_was_read_again(site: PageServer) -> None:
    url = site.url("/article")
    first = kotoba.read(url, allow="127.0.0.1", reader_url="", cache_ttl=0, max_chars=500)
    assert isinstance(first, kotoba.PageRead)
    more = kotoba.read(url, start=first.end, allow="127.0.0.1", reader_url="", cache_ttl=0, max_chars=500)
    assert isinstance(more, kotoba.PageRead) and more.reread
    assert REREAD_NOTE in kotoba.quote(more)
