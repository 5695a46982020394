"""Block pages end to end: every corpus page served on loopback with its own status and headers, read by
the real reader, and the failure note the model gets — through the tool and through the agent loop.

Loopback is reached only through the documented allow-list (``Settings.allow``).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler

import pytest

from kotoba.agent.frames import StepClose
from kotoba.settings import Settings
from kotoba.tools.web_extract import WebExtractTool
from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.page import NO_TEXT_REASON, PageReader, read_page
from kotoba.web.verdict.blockpage import BLOCK_REASON
from tests.support.fake_responses import load as load_script
from tests.support.fake_responses import serve as serve_script
from tests.support.fake_responses.harness import one_turn, settings_for
from tests.support.servers.http import PageServer, page, respond, serve
from tests.web.verdict.blockpages.corpus import Page, load, verdict

PAGES = {page.file.rsplit("/", 1)[-1]: page for page in load()}
# Over 1 MiB, so extraction and judging run in a worker process: the verdict must come back from there too.
BIG_CHALLENGE = (
    "<html><head><title>Just a moment...</title><script>window._cf_chl_opt={cType: 'managed'};</script>"
    "</head><body>"
    + "<p>Filler the challenge never shows to anyone who reads it.</p>" * 25_000
    + "</body></html>"
)
NAMED = "the site served a verification/block page ({label}) instead of the article"


def _as_served(page: Page) -> object:
    """A route answering with the page's body, status and every header it was served with."""

    def route(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(page.status)
        for name, value in page.headers:
            handler.send_header(name, value)
        if not page.content_type:
            handler.send_header("Content-Type", "text/html")
        handler.send_header("Content-Length", str(len(page.body)))
        handler.end_headers()
        handler.wfile.write(page.body)

    return route


def _reader(handler: BaseHTTPRequestHandler) -> None:
    """A reader proxy that renders each corpus page's text version (``*.txt``) the way r.jina.ai answers."""
    name = handler.path.rsplit("/", 1)[-1]
    page = PAGES.get(name)
    if page is None or not page.via_reader:
        respond(
            handler,
            "Title: \n\nURL Source: x\n\nWarning: Target URL returned error 404: Not Found\n",
            content_type="text/plain",
        )
        return
    body = f"Title: \n\nURL Source: {handler.path[1:]}\n\nMarkdown Content:\n{page.body.decode()}"
    respond(handler, body, content_type="text/plain; charset=utf-8")


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    routes = {f"/{name}": _as_served(page) for name, page in PAGES.items() if not page.via_reader}
    routes.update(
        {
            f"/{name}": lambda h: respond(h, "upstream trouble", status=503, content_type="text/plain")
            for name, page in PAGES.items()
            if page.via_reader
        }
    )
    routes["/big-challenge"] = page(BIG_CHALLENGE)
    routes["/plain-403"] = lambda h: respond(h, "<html><body><h1>Forbidden</h1></body></html>", status=403)
    with serve(routes) as server:
        yield server


@pytest.fixture(scope="module")
def proxy() -> Iterator[PageServer]:
    with serve({"/*": _reader}) as server:
        yield server


@pytest.fixture
def settings(proxy: PageServer) -> Settings:
    return Settings(allow=("127.0.0.1",), reader_url=proxy.url("/"), deadline=10.0)


@pytest.mark.parametrize("name", [n for n, p in PAGES.items() if p.kind == "block"])
async def test_every_interstitial_read_over_http_fails_as_a_block_page(
    site: PageServer, proxy: PageServer, settings: Settings, name: str
) -> None:
    page = PAGES[name]
    before = proxy.hits()
    outcome = await read_page(site.url(f"/{name}"), settings)
    assert isinstance(outcome, ReadFailed), outcome
    expected = verdict(page)
    assert expected is not None
    # a direct read names the block page first; a page only the reader proxy saw is named in its part
    assert expected.reason in outcome.reason and outcome.reason.startswith(expected.reason) != page.via_reader
    if page.vendor is not None:
        assert NAMED.format(label=expected.label) in outcome.reason
    assert not outcome.definitive and proxy.hits() == before + 1  # the reader proxy may still be tried


@pytest.mark.parametrize("name", [n for n, p in PAGES.items() if p.kind == "trap"])
async def test_no_trap_read_over_http_fails_as_a_block_page(
    site: PageServer, settings: Settings, name: str
) -> None:
    outcome = await read_page(site.url(f"/{name}"), settings.replace(reader_url=""))
    if isinstance(outcome, ReadFailed):  # an empty page fails for having no text, never as a block page
        assert outcome.reason == NO_TEXT_REASON, outcome.reason
    assert BLOCK_REASON.split(" instead")[0] not in getattr(outcome, "reason", "")


async def test_the_pages_named_in_the_issue_fail_naming_their_vendor(
    site: PageServer, settings: Settings
) -> None:
    expected = {
        "isantibot-imperva-failed.html": "Imperva/Incapsula block",  # was "the page had no readable text"
        "sucuri-js-cookie-challenge.html": "Sucuri challenge",  # its sentence is in <noscript>
        "isantibot-aws-waf-failed.html": "AWS WAF challenge",  # said only by x-amzn-waf-action
        "isantibot-datadome-failed.html": "DataDome challenge",  # 43 characters of text
        "isantibot-perimeterx-failed.html": "PerimeterX/HUMAN challenge",  # Walmart's "Robot or human?"
        "perimeterx-block-template-node.html": "PerimeterX/HUMAN challenge",  # "Press & Hold", drawn by script
        "amazon-robot-check.html": "Amazon robot check",
        "f5-request-rejected-nginx-app-protect.html": "F5 block",
        "isantibot-anubis-failed.html": "Anubis challenge",  # over 1,000 characters of its own text
        "cloudflare-managed-challenge-2021.html": "Cloudflare challenge",  # 403 with cf-mitigated
        "akamai-access-denied-nodesource.html": "Akamai block",
    }
    no_proxy = settings.replace(reader_url="")
    for name, label in expected.items():
        outcome = await read_page(site.url(f"/{name}"), no_proxy)
        assert isinstance(outcome, ReadFailed) and outcome.reason == NAMED.format(label=label), (
            name,
            outcome,
        )


async def test_a_challenge_too_big_for_a_thread_is_judged_in_the_worker_process(
    site: PageServer, settings: Settings
) -> None:
    assert len(BIG_CHALLENGE) > 1024 * 1024
    outcome = await read_page(site.url("/big-challenge"), settings.replace(reader_url=""))
    assert isinstance(outcome, ReadFailed) and outcome.reason == NAMED.format(label="Cloudflare challenge")


async def test_a_plain_refusal_is_still_an_http_failure(site: PageServer, settings: Settings) -> None:
    outcome = await read_page(site.url("/plain-403"), settings.replace(reader_url=""))
    assert isinstance(outcome, ReadFailed)
    assert outcome.reason == "the site answered HTTP 403 Forbidden" and not outcome.definitive


async def test_the_reader_proxys_answer_is_judged_too(site: PageServer, settings: Settings) -> None:
    outcome = await read_page(site.url("/reddit-blocked-via-reader-proxy.txt"), settings)
    assert isinstance(outcome, ReadFailed)
    assert outcome.reason == (
        "the site answered HTTP 503 Service Unavailable; the reader proxy could not read it either "
        f"({NAMED.format(label='Reddit block')})"
    )


async def test_the_airport_brief_is_read_as_a_thin_page(site: PageServer, settings: Settings) -> None:
    outcome = await read_page(site.url("/written-airport-security-brief.html"), settings)
    assert isinstance(outcome, PageRead) and outcome.thin
    assert "Security checks at Brookfield airport" in outcome.text


async def test_the_tools_failure_note_names_the_vendor(site: PageServer, settings: Settings) -> None:
    async with PageReader(settings.replace(reader_url="")) as reader:
        result = await WebExtractTool(reader).execute({"url": site.url("/isantibot-datadome-failed.html")})
    assert not result.ok and result.text == ""
    assert result.note.startswith(
        "YOU DID NOT READ THAT PAGE — the site served a verification/block page (DataDome challenge) instead "
        "of the article. Do NOT retry it"
    )


async def test_the_model_gets_the_vendor_in_the_loops_failure_note(site: PageServer) -> None:
    url = site.url("/cloudflare-managed-challenge-2021.html")
    with serve_script(load_script("extract", url=url)) as server:
        frames = await one_turn(settings_for(server), f"What does {url} say?")
    second = server.requests[1]
    [output] = [i["output"] for i in second["input"] if i.get("type") == "function_call_output"]
    assert output.startswith(
        "YOU DID NOT READ THAT PAGE — the site served a verification/block page (Cloudflare challenge)"
    )
    close = next(f for f in frames if isinstance(f, StepClose))
    assert not close.ok and "Cloudflare challenge" in close.label
    assert json.dumps(second)  # the request the provider got is plain JSON
