"""The whole read of one URL against real servers on loopback: outcomes, redirects, limits, the reader proxy.

Loopback is reached only through the documented allow-list (``Settings.allow``), as a user would.
"""

from __future__ import annotations

import time
import tracemalloc
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler

import pytest

from kotoba.settings import Settings
from kotoba.web.outcome import FailureKind, PageRead, ReadFailed
from kotoba.web.page import read_page
from kotoba.web.verdict.blockpage import BLOCK_REASON
from tests.support import pages
from tests.support.servers.http import PageServer, page, redirect, respond, serve


def _slow(handler: BaseHTTPRequestHandler) -> None:
    time.sleep(3)
    respond(handler, pages.article())


def _bomb(handler: BaseHTTPRequestHandler) -> None:
    respond(handler, BOMB, headers={"Content-Encoding": "gzip"})


BOMB = pages.gzip_bomb(256 * 1024 * 1024)

ROUTES = {
    "/article": page(pages.article(6)),
    "/long": page(pages.article(80)),
    "/thin": page(pages.THIN),
    "/block": page(pages.BLOCK),
    "/captcha-history": page(pages.captcha_article()),
    "/gone": page("<html><body><h1>Gone</h1><p>This article was removed.</p></body></html>", status=410),
    "/broken": page("<html><body><h1>Oops</h1></body></html>", status=500),
    "/image": page(b"\x89PNG\r\n\x1a\n" + b"\0" * 64, content_type="image/png"),
    "/pdf": page(
        pages.pdf_with_text(["High water at the cape: 06:12", "Low water: 12:31"]),
        content_type="application/pdf",
    ),
    "/plain": page("Just some plain text notes.\nSecond line.", content_type="text/plain; charset=utf-8"),
    "/sjis": page(
        (
            "<html><head><title>灯台</title></head><body><article><p>"
            + "灯台守は毎晩らせん階段を上った。" * 30
            + "</p></article></body></html>"
        ).encode("shift_jis"),
        content_type="text/html; charset=Shift_JIS",
    ),
    "/cp1251": page(
        (
            "<html><head><meta charset='windows-1251'><title>Маяк</title></head><body><article><p>"
            + "Смотритель маяка каждый вечер поднимался по винтовой лестнице. " * 20
            + "</p></article></body></html>"
        ).encode("cp1251"),
        content_type="text/html",
    ),
    "/bom": page(
        b"\xef\xbb\xbf"
        + (
            "<html><body><article><p>"
            + "Café crème, naïve façade — déjà vu. " * 30
            + "</p></article></body></html>"
        ).encode("utf-8"),
        content_type="text/html",
    ),
    "/bomb": _bomb,
    "/slow": _slow,
    "/r1": redirect("/r2"),
    "/r2": redirect("r3", status=301),
    "/r3": redirect("/r4", status=307),
    "/r4": redirect("/article", status=308),
    "/s1": redirect("/s2"),
    "/s2": redirect("/s3"),
    "/s3": redirect("/s4"),
    "/s4": redirect("/s5"),
    "/s5": redirect("/article"),
    "/loop-a": redirect("/loop-b"),
    "/loop-b": redirect("/loop-a"),
    "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
    "/to-private": redirect("http://10.0.0.5/admin"),
    "/no-location": page(b"", status=302),
    "/empty": page(b""),
}


def _reader_route(handler: BaseHTTPRequestHandler) -> None:
    target = handler.path[1:]
    if target.endswith("/broken"):
        body = f"Title: The keeper of the light\n\nURL Source: {target}\n\nMarkdown Content:\n" + "\n\n".join(
            pages.SENTENCES * 3
        )
        respond(handler, body, content_type="text/plain; charset=utf-8")
    elif target.endswith("/block"):
        respond(
            handler,
            f"Title: Just a moment...\n\nURL Source: {target}\n\nWarning: Target URL returned error 403: Forbidden\n\nMarkdown Content:\nVerify you are human",
            content_type="text/plain",
        )
    else:
        respond(
            handler,
            "Title: \n\nURL Source: x\n\nWarning: Target URL returned error 404: Not Found\n\nMarkdown Content:\nNo such article.",
            content_type="text/plain",
        )


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve(ROUTES) as server:
        yield server


@pytest.fixture(scope="module")
def proxy() -> Iterator[PageServer]:
    with serve({"/*": _reader_route}) as server:
        yield server


@pytest.fixture
def settings(proxy: PageServer) -> Settings:
    return Settings(allow=("127.0.0.1",), reader_url=proxy.url("/"), deadline=10.0)


async def read(site: PageServer, path: str, settings: Settings) -> PageRead | ReadFailed:
    return await read_page(site.url(path), settings)


async def test_article_is_read_with_its_title_and_sentences(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/article", settings)
    assert isinstance(outcome, PageRead), outcome
    assert outcome.via == "direct" and outcome.status == "ok"
    assert "keeper of the light" in outcome.title
    for sentence in pages.SENTENCES:
        assert sentence in outcome.text
    assert "Careers" not in outcome.text  # navigation is not article text
    assert outcome.truncated_chars == 0 and not outcome.thin
    assert outcome.chars == len(outcome.text)


async def test_long_page_is_capped_with_exact_count(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/long", settings)
    assert isinstance(outcome, PageRead)
    assert len(outcome.text) <= 6000
    assert outcome.chars > 6000
    assert outcome.truncated_chars == outcome.chars - len(outcome.text) > 0


async def test_short_real_page_is_a_thin_success(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/thin", settings)
    assert isinstance(outcome, PageRead)
    assert outcome.thin and outcome.chars < 600
    assert "illustrative examples" in outcome.text


async def test_block_page_is_a_failure_even_through_the_proxy(
    site: PageServer, proxy: PageServer, settings: Settings
) -> None:
    before = proxy.hits()
    outcome = await read(site, "/block", settings)
    assert isinstance(outcome, ReadFailed)
    assert outcome.reason.startswith(BLOCK_REASON) and outcome.kind is FailureKind.BLOCK_PAGE
    assert proxy.hits() == before + 1  # not definitive: the proxy was asked, and failed too


async def test_long_article_about_captchas_is_not_a_block_page(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/captcha-history", settings)
    assert isinstance(outcome, PageRead)
    assert "CAPTCHA" in outcome.text


@pytest.mark.parametrize("path, status", [("/missing", 404), ("/gone", 410)])
async def test_404_and_410_are_definitive_and_never_reach_the_proxy(
    site: PageServer, proxy: PageServer, settings: Settings, path: str, status: int
) -> None:
    before = proxy.hits()
    outcome = await read(site, path, settings)
    assert isinstance(outcome, ReadFailed)
    assert outcome.definitive and f"HTTP {status}" in outcome.reason
    assert outcome.kind is FailureKind.NOT_FOUND
    assert proxy.hits() == before


async def test_server_error_falls_back_to_the_reader_proxy(
    site: PageServer, proxy: PageServer, settings: Settings
) -> None:
    outcome = await read(site, "/broken", settings)
    assert isinstance(outcome, PageRead), outcome
    assert outcome.via == "reader"
    assert outcome.title == "The keeper of the light"
    assert pages.SENTENCES[2] in outcome.text
    assert outcome.final_url == site.url("/broken")


async def test_without_a_reader_url_the_failure_stands(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/broken", settings.replace(reader_url=""))
    assert isinstance(outcome, ReadFailed)
    assert not outcome.definitive and "HTTP 500" in outcome.reason and outcome.kind is FailureKind.HTTP


async def test_image_fails_naming_its_type(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/image", settings)
    assert isinstance(outcome, ReadFailed)
    assert "image/png" in outcome.reason and outcome.definitive and outcome.kind is FailureKind.BINARY


async def test_pdf_is_read_as_text(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/pdf", settings)
    assert isinstance(outcome, PageRead), outcome
    assert "High water at the cape: 06:12" in outcome.text
    assert outcome.title == "Tide tables"


async def test_plain_text_passes_through(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/plain", settings)
    assert isinstance(outcome, PageRead)
    assert outcome.text == "Just some plain text notes.\nSecond line."


@pytest.mark.parametrize(
    "path, expected",
    [
        ("/sjis", "灯台守は毎晩らせん階段を上った。"),
        ("/cp1251", "Смотритель маяка"),
        ("/bom", "Café crème, naïve façade"),
    ],
)
async def test_charsets_are_decoded(site: PageServer, settings: Settings, path: str, expected: str) -> None:
    outcome = await read(site, path, settings)
    assert isinstance(outcome, PageRead), outcome
    assert expected in outcome.text
    assert "\ufffd" not in outcome.text


async def test_four_redirects_of_every_kind_are_followed(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/r1", settings)
    assert isinstance(outcome, PageRead), outcome
    assert outcome.final_url == site.url("/article")


async def test_protocol_relative_redirect_is_resolved(settings: Settings) -> None:
    with serve({}) as target, serve({}) as first:
        target.routes["/page"] = page(pages.article())
        first.routes["/go"] = redirect(f"//127.0.0.1:{target.port}/page")
        outcome = await read_page(first.url("/go"), settings)
    assert isinstance(outcome, PageRead), outcome
    assert outcome.final_url == target.url("/page")


async def test_fifth_redirect_fails_naming_the_hop(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/s1", settings)
    assert isinstance(outcome, ReadFailed)
    assert "hop 5" in outcome.reason and "too many redirects" in outcome.reason


async def test_redirect_loop_fails(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/loop-a", settings)
    assert isinstance(outcome, ReadFailed)
    assert "loop" in outcome.reason


@pytest.mark.parametrize(
    "path, reason",
    [
        ("/to-metadata", "169.254.169.254 is the cloud metadata address"),
        ("/to-private", "10.0.0.5 is a private address"),
    ],
)
async def test_redirect_to_a_forbidden_address_is_refused(
    site: PageServer, proxy: PageServer, settings: Settings, path: str, reason: str
) -> None:
    before = proxy.hits()
    outcome = await read(site, path, settings)
    assert isinstance(outcome, ReadFailed)
    assert outcome.definitive and reason in outcome.reason and "redirect hop 1" in outcome.reason
    assert proxy.hits() == before  # a refused URL is never sent to the third-party proxy


async def test_redirect_without_location_fails(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/no-location", settings.replace(reader_url=""))
    assert isinstance(outcome, ReadFailed)
    assert "no Location" in outcome.reason


async def test_empty_page_fails_as_no_text(site: PageServer, settings: Settings) -> None:
    outcome = await read(site, "/empty", settings.replace(reader_url=""))
    assert isinstance(outcome, ReadFailed)
    assert "no readable text" in outcome.reason


async def test_gzip_bomb_keeps_memory_bounded(site: PageServer, settings: Settings) -> None:
    tracemalloc.start()
    try:
        outcome = await read(site, "/bomb", settings.replace(reader_url="", max_bytes=2 * 1024 * 1024))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # 256 MiB of decompressed zeros behind 250 KB on the wire: the cap stops decoding at 2 MiB.
    assert peak < 40 * 1024 * 1024, f"peak {peak / 1e6:.1f} MB"
    assert isinstance(outcome, ReadFailed | PageRead)


async def test_slow_server_hits_the_deadline(site: PageServer, settings: Settings) -> None:
    started = time.monotonic()
    outcome = await read(site, "/slow", settings.replace(reader_url="", deadline=0.5))
    assert isinstance(outcome, ReadFailed)
    assert "0.5 s" in outcome.reason
    assert time.monotonic() - started < 2.0


async def test_loopback_is_refused_without_the_allow_list(site: PageServer) -> None:
    outcome = await read_page(site.url("/article"), Settings(reader_url=""))
    assert isinstance(outcome, ReadFailed)
    assert outcome.reason == "refused: 127.0.0.1 is a loopback address"


async def test_refused_url_never_reaches_the_server() -> None:
    with serve({"/canary": page(pages.article())}) as canary:
        outcome = await read_page(canary.url("/canary"), Settings())
        assert isinstance(outcome, ReadFailed) and outcome.definitive
        assert canary.hits() == 0


async def test_a_name_with_any_forbidden_answer_is_refused_before_connecting() -> None:
    """An injected resolver answers one public and one loopback address: the name is refused whole."""
    import ipaddress

    calls: list[str] = []

    async def resolver(host: str, port: int) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
        calls.append(host)
        return [ipaddress.ip_address("93.184.215.14"), ipaddress.ip_address("127.0.0.1")]

    with serve({"/canary": page(pages.article())}) as canary:
        outcome = await read_page(
            f"http://news.example.com:{canary.port}/canary", Settings(reader_url=""), resolver=resolver
        )
        assert canary.hits() == 0
    assert isinstance(outcome, ReadFailed) and outcome.definitive
    assert outcome.reason == "refused: news.example.com resolves to 127.0.0.1, a loopback address"
    assert calls == ["news.example.com"]


async def test_tls_is_verified_against_the_host_name_while_the_checked_address_is_dialled() -> None:
    """The transport dials 127.0.0.1 (the address it judged), yet the certificate must match the name."""
    import ssl

    import trustme

    ca = trustme.CA()
    server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("secure.example.com").configure_cert(server_context)
    client_context = ssl.create_default_context()
    ca.configure_trust(client_context)
    from kotoba.web.page import PageReader

    with serve({"/article": page(pages.article())}, tls=server_context) as site:
        settings = Settings(
            allow=("127.0.0.1",),
            reader_url="",
            resolve=(f"secure.example.com:{site.port}:127.0.0.1", f"other.example.com:{site.port}:127.0.0.1"),
        )
        async with PageReader(settings, ssl_context=client_context) as reader:
            good = await reader.read(f"https://secure.example.com:{site.port}/article")
            wrong_name = await reader.read(f"https://other.example.com:{site.port}/article")
        async with PageReader(settings) as reader:  # the system trust store does not know this CA
            untrusted = await reader.read(f"https://secure.example.com:{site.port}/article")
    assert isinstance(good, PageRead), good
    assert good.final_url == f"https://secure.example.com:{site.port}/article"
    assert isinstance(wrong_name, ReadFailed) and "certificate" in wrong_name.reason.lower()
    assert isinstance(untrusted, ReadFailed) and "certificate" in untrusted.reason.lower()


async def test_proxy_variables_do_not_route_around_the_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    with serve({"/*": page(pages.article())}) as canary_proxy, serve({"/article": page(pages.article())}) as site:
        for name in ("HTTP_PROXY", "http_proxy", "ALL_PROXY", "HTTPS_PROXY"):
            monkeypatch.setenv(name, canary_proxy.url("/"))
        allowed = await read_page(site.url("/article"), Settings(allow=("127.0.0.1",), reader_url=""))
        refused = await read_page("http://10.0.0.5/", Settings(reader_url=""))
        assert canary_proxy.hits() == 0
    assert isinstance(allowed, PageRead)
    assert isinstance(refused, ReadFailed) and "private address" in refused.reason


async def test_a_page_cut_at_the_byte_cap_says_the_count_is_a_lower_bound(site: PageServer, settings: Settings) -> None:
    from kotoba.tools.web_extract import fenced_page

    outcome = await read(site, "/long", settings.replace(max_bytes=12_000))
    assert isinstance(outcome, PageRead) and outcome.capped and outcome.truncated_chars > 0
    fenced = fenced_page(outcome)
    assert f"at least {outcome.truncated_chars:,} more characters were not returned" in fenced
    whole = await read(site, "/long", settings)
    assert isinstance(whole, PageRead) and not whole.capped
    assert f"— {whole.truncated_chars:,} more characters were not returned" in fenced_page(whole)
