"""The public Python API: what ``kotoba`` exports, that importing it stays light, and that ``read``,
``aread``, ``extract``, ``quote`` and ``Reader`` work from a script — sync and async — against a real page
server on loopback (reached through ``KOTOBA_ALLOW``, as a user would set it)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

import kotoba
from kotoba.errors import KotobaError, SettingsError
from kotoba.web.outcome import FailureKind
from tests.support import pages
from tests.support.servers.http import PageServer, page, serve


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve({"/article": page(pages.article()), "/long": page(pages.article(80))}) as server:
        yield server


def run_script(code: str, site: PageServer) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env |= {"KOTOBA_ALLOW": "127.0.0.1", "KOTOBA_READER_URL": "", "SITE": site.url("")}
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=60, env=env
    )


def test_all_names_the_public_surface_and_nothing_else() -> None:
    public = {
        name
        for name, value in vars(kotoba).items()
        if not name.startswith("_") and not isinstance(value, types.ModuleType) and name != "annotations"
    }
    assert public | {"Reader"} == set(kotoba.__all__) - {"__version__"}
    for name in kotoba.__all__:
        assert getattr(kotoba, name) is not None
    assert sorted(kotoba.__all__) == kotoba.__all__


def test_every_exception_is_a_kotoba_error_named_in_the_errors_tree_with_its_home() -> None:
    import importlib

    from kotoba import errors

    for name in errors.__all__:
        cls = getattr(errors, name)
        assert issubclass(cls, KotobaError) and cls.__module__ == "kotoba.errors"
    # the ones raised inside a read live beside what raises them; the tree in errors' docstring names each home

    tree = errors.__doc__ or ""
    for home, name in [
        ("kotoba.web.net.policy", "AddressRefused"),
        ("kotoba.web.net.resolve", "ResolutionError"),
        ("kotoba.web.net.decode", "DecompressionError"),
        ("kotoba.web.extract.pdf", "PdfError"),
        ("kotoba.bulk.shards", "OtherRun"),
    ]:
        cls = getattr(importlib.import_module(home), name)
        assert issubclass(cls, KotobaError) and cls.__module__ == home
        assert f"{name}" in tree and home in tree
    assert issubclass(errors.SettingsError, ValueError) and issubclass(errors.ProviderError, ValueError)


def test_importing_kotoba_loads_no_network_or_agent_library() -> None:
    code = (
        "import sys, kotoba; "
        "heavy = sorted(m for m in ('httpx', 'lxml', 'anyio', 'openai', 'kotoba.agent', 'kotoba.web.page', 'rich', "
        "'starlette', 'mcp') if m in sys.modules); print(heavy)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "[]", done.stderr


def test_read_from_a_plain_script(site: PageServer) -> None:
    done = run_script(
        """
        import os, kotoba
        url = os.environ["SITE"] + "/long"
        page = kotoba.read(url)
        assert isinstance(page, kotoba.PageRead), page
        more = kotoba.read(url, start=page.end, max_chars=1000)
        print(page.chars, page.end, more.start, more.end)
        print(kotoba.quote(more))
        missing = kotoba.read(os.environ["SITE"] + "/missing")
        print(missing.status, missing.reason)
        """,
        site,
    )
    assert done.returncode == 0, done.stderr
    numbers, *rest = done.stdout.splitlines()
    chars, end, start, more_end = map(int, numbers.split())
    assert start == end and 0 < more_end - start <= 1000 and chars > 6000
    assert f"characters {end:,}–{more_end:,} of {chars:,}" in rest[0]
    assert rest[-1] == "failed the page does not exist (HTTP 404 Not Found)"
    assert site.hits("/long") == 1  # the continuation came from the read cache


def test_aread_and_a_reader_from_async_code(site: PageServer) -> None:
    done = run_script(
        """
        import asyncio, os, kotoba

        async def main():
            site = os.environ["SITE"]
            async with kotoba.Reader(max_chars=500) as reader:
                first = await reader.read(site + "/article")
                found = await reader.read(site + "/article", find="copper ROOF")
            alone = await kotoba.aread(site + "/article", find="zeppelin")
            print(len(first.text) <= 500, found.matches, alone.matches)
            try:
                kotoba.read(site + "/article")
            except kotoba.UsageError as exc:
                print(exc)

        asyncio.run(main())
        """,
        site,
    )
    assert done.returncode == 0, done.stderr
    summary, refusal = done.stdout.splitlines()
    assert summary.startswith("True (") and summary.endswith(",) ()")  # found once; zeppelin never
    assert refusal == kotoba.api.IN_EVENT_LOOP


def test_extract_judges_a_document_without_fetching() -> None:
    outcome = kotoba.extract(pages.article(), url="https://example.com/story")
    assert isinstance(outcome, kotoba.PageRead) and outcome.title.startswith("The keeper of the light")
    assert pages.SENTENCES[0] in outcome.text and outcome.url == "https://example.com/story"
    quoted = kotoba.quote(outcome)
    assert quoted.startswith("Quoted from https://example.com/story: everything between the markers")
    block = kotoba.extract(pages.BLOCK.encode())
    assert isinstance(block, kotoba.ReadFailed) and "verification/block page" in block.reason
    assert kotoba.quote(block).startswith("YOU DID NOT READ THAT PAGE")


def test_extract_names_a_saved_challenge_as_a_read_of_it_would() -> None:
    # a saved Google "unusual traffic" page: its vendor is known by its markup, which a read judges; the
    # judgement of its text alone called it a page with no readable text, and kotoba extract a block page
    saved = (
        Path(__file__).parent
        / "web"
        / "verdict"
        / "blockpages"
        / "pages"
        / "google-sorry-unusual-traffic.html"
    )
    outcome = kotoba.extract(saved.read_bytes())
    assert isinstance(outcome, kotoba.ReadFailed) and outcome.kind is FailureKind.CHALLENGE
    assert (
        outcome.reason == "the site served a verification/block page (Google captcha) instead of the article"
    )
    assert kotoba.extract(saved.read_text(encoding="utf-8")).reason == outcome.reason  # str or bytes alike


def test_an_unknown_setting_is_a_settings_error() -> None:
    with pytest.raises(SettingsError, match="unknown setting 'max_char'"):
        kotoba.Settings.given(kotoba.Settings(), max_char=10)
    assert kotoba.Settings.given(kotoba.Settings(), allow="127.0.0.1").allow == ("127.0.0.1",)
