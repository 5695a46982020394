"""Walls end to end: corpus pages served on loopback with their status and headers, read by the real reader,
and what reaches the model, the Python API, ``kotoba read --json`` and the MCP server.

Loopback is reached only through the documented allow-list (``Settings.allow``); the reader proxy is a
loopback server that counts the requests it gets.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler
from typing import Any

import pytest

import kotoba
from kotoba.settings import Settings
from kotoba.tools.web_extract import PAYWALL_NOTE, WebExtractTool
from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome
from kotoba.web.page import PageReader
from kotoba.web.page import read_page as read_for_real
from kotoba.web.verdict.walls import CONSENT_REASON, GEO_REASON, LEGAL_REASON, LOGIN_REASON, SOFT_404_REASON
from tests.support.reader_gate import loopback_is_the_web
from tests.support.servers.http import PageServer, respond, serve
from tests.web.verdict.walls.corpus import Page, load

PAGES = {page.file: page for page in load()}
SOFT_404 = "soft404-bbc-style.html"
CONSENT = "consent-google-search.html"
LOGIN = "login-linkedin-authwall.html"
PAYWALL = "paywall-local-news.html"
GEO_451 = "geo-wsbtv-451.html"
LEGAL_451 = "geo-sirconius-451-cease-and-desist.html"  # (a 451 whose page names no place)
TRAP = "trap-written-long-article-paywalls.html"


async def read_page(url: str, settings: Settings) -> ReadOutcome:
    """read_page, with the loopback site standing for the open web (tests/support/reader_gate.py), so that
    whether a wall goes to the reader proxy is the wall's doing, not the allow-list's."""
    return await read_for_real(url, settings, reader_gate=loopback_is_the_web)


def _as_served(page: Page) -> Callable[[BaseHTTPRequestHandler], None]:
    def route(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(page.status)
        for name, value in page.headers:
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(page.body)))
        handler.end_headers()
        handler.wfile.write(page.body)

    return route


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve({f"/{name}": _as_served(page) for name, page in PAGES.items()}) as server:
        yield server


@pytest.fixture(scope="module")
def proxy() -> Iterator[PageServer]:
    """A reader proxy that can render nothing: every request it gets is counted."""
    with serve(
        {"/*": lambda h: respond(h, "upstream trouble", status=502, content_type="text/plain")}
    ) as server:
        yield server


@pytest.fixture
def settings(proxy: PageServer) -> Settings:
    # the judge's outcomes; a consent wall refused in the browser is tests/web/browser/test_consent_refusal.py
    return Settings(allow=("127.0.0.1",), reader_url=proxy.url("/"), deadline=10.0, render="never")


async def test_a_soft_404_is_a_definitive_failure_and_never_goes_to_the_reader_proxy(
    site: PageServer, proxy: PageServer, settings: Settings
) -> None:
    before = proxy.hits()
    outcome = await read_page(site.url(f"/{SOFT_404}"), settings)
    assert isinstance(outcome, ReadFailed) and outcome.reason == SOFT_404_REASON
    assert outcome.definitive and outcome.wall == "soft404"
    assert proxy.hits() == before  # as a 404: the proxy would render the shell as a success


async def test_a_consent_wall_is_not_definitive_so_the_reader_proxy_is_asked(
    site: PageServer, proxy: PageServer, settings: Settings
) -> None:
    before = proxy.hits()
    outcome = await read_page(site.url(f"/{CONSENT}"), settings)
    assert isinstance(outcome, ReadFailed) and outcome.reason.startswith(CONSENT_REASON)
    assert not outcome.definitive and proxy.hits() == before + 1


async def test_a_login_wall_names_what_the_site_asked_for(site: PageServer, settings: Settings) -> None:
    outcome = await read_page(site.url(f"/{LOGIN}"), settings.replace(reader_url=""))
    assert isinstance(outcome, ReadFailed) and outcome.reason == LOGIN_REASON and outcome.wall == "login"


async def test_a_geo_block_served_as_451_is_named_as_one(site: PageServer, settings: Settings) -> None:
    outcome = await read_page(site.url(f"/{GEO_451}"), settings.replace(reader_url=""))
    assert isinstance(outcome, ReadFailed) and outcome.reason == GEO_REASON and outcome.wall == "geo"


def _read_json(site: PageServer, *names: str) -> tuple[list[dict[str, Any]], int]:
    """What ``kotoba read --json`` prints for the site's pages ``names``, one object a page, and its exit
    status, run as a user runs it (no reader service)."""
    urls = [site.url(f"/{name}") for name in names]
    done = subprocess.run(
        [sys.executable, "-m", "kotoba", "read", "--json", "--allow", "127.0.0.1", *urls],
        capture_output=True,
        text=True,
        timeout=60,
        env={"KOTOBA_READER_URL": "", "PATH": ""},
    )
    return [json.loads(line) for line in done.stdout.splitlines()], done.returncode


def test_a_451_naming_no_place_is_told_as_withheld_for_legal_reasons_in_read_json(site: PageServer) -> None:
    # (a cease-and-desist page withholds itself from every reader: "refused readers from this location" sends
    # the model to look for another region; one that names the reader's country is a geo block as before)
    (legal, geo), _ = _read_json(site, LEGAL_451, GEO_451)
    assert legal["status"] == "failed" and legal["wall"] == "geo" and legal["reason"] == LEGAL_REASON
    assert geo["status"] == "failed" and geo["wall"] == "geo" and geo["reason"] == GEO_REASON


async def test_the_paywall_note_reaches_the_model_outside_the_fence(
    site: PageServer, settings: Settings
) -> None:
    async with PageReader(settings.replace(reader_url="")) as reader:
        result = await WebExtractTool(reader).execute({"url": site.url(f"/{PAYWALL}")})
    assert result.ok
    header, _, quoted = result.text.partition("<<<QUOTED TEXT")
    assert f"Note: {PAYWALL_NOTE}" in header
    assert "The county council voted 7-4" in quoted
    # a teaser is short, but it is not the whole page: the thin note would say it is
    assert "That is the complete page" not in result.text


async def test_a_long_article_about_paywalls_is_read_without_a_note(
    site: PageServer, settings: Settings
) -> None:
    async with PageReader(settings.replace(reader_url="")) as reader:
        result = await WebExtractTool(reader).execute({"url": site.url(f"/{TRAP}")})
    assert result.ok and PAYWALL_NOTE not in result.text and "Subscribe to continue reading" in result.text


def test_the_python_api_says_which_wall(site: PageServer) -> None:
    paywalled = kotoba.read(site.url(f"/{PAYWALL}"), allow=["127.0.0.1"], reader_url="")
    assert isinstance(paywalled, PageRead) and paywalled.wall == "paywall"
    assert PAYWALL_NOTE in kotoba.quote(paywalled)
    missing = kotoba.read(site.url(f"/{SOFT_404}"), allow=["127.0.0.1"], reader_url="")
    assert isinstance(missing, ReadFailed) and missing.wall == "soft404"
    plain = kotoba.read(site.url(f"/{TRAP}"), allow=["127.0.0.1"], reader_url="")
    assert isinstance(plain, PageRead) and plain.wall is None


def test_read_json_carries_the_wall(site: PageServer) -> None:
    (paywall, login, trap), status = _read_json(site, PAYWALL, LOGIN, TRAP)
    assert paywall["status"] == "ok" and paywall["wall"] == "paywall"
    assert login["status"] == "failed" and login["wall"] == "login" and login["reason"] == LOGIN_REASON
    assert trap["status"] == "ok" and trap["wall"] is None
    assert status == 1  # one of them failed


async def test_the_mcp_server_gives_the_paywall_note_and_names_a_wall(site: PageServer) -> None:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "kotoba", "mcp", "--allow", "127.0.0.1"],
        env={"KOTOBA_READER_URL": "", "KOTOBA_DEADLINE": "10"},
    )
    async with Client(params, read_timeout_seconds=30) as client:
        paywalled = await client.call_tool("web_extract", {"url": site.url(f"/{PAYWALL}")})
        walled = await client.call_tool("web_extract", {"url": site.url(f"/{LOGIN}")})
        withheld = await client.call_tool("web_extract", {"url": site.url(f"/{LEGAL_451}")})
    [content] = paywalled.content
    assert paywalled.is_error is False and content.type == "text" and f"Note: {PAYWALL_NOTE}" in content.text
    [note] = walled.content
    assert walled.is_error is True and note.type == "text" and LOGIN_REASON in note.text
    [legal] = withheld.content
    assert withheld.is_error is True and legal.type == "text"
    assert LEGAL_REASON in legal.text and GEO_REASON not in legal.text


def test_kotoba_extract_judges_a_document_in_hand_for_walls() -> None:
    paywalled = kotoba.extract(PAGES[PAYWALL].body, url="https://www.example-gazette.com/news/x")
    assert isinstance(paywalled, PageRead) and paywalled.wall == "paywall"
    consent = kotoba.extract(PAGES[CONSENT].body, url="https://consent.google.com/ml")
    assert isinstance(consent, ReadFailed) and consent.wall == "consent"
    article = kotoba.extract(PAGES[TRAP].body)
    assert isinstance(article, PageRead) and article.wall is None
