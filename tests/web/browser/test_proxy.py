"""The renderer's guarded forward proxy, spoken to as a browser speaks to it, over real sockets.

A canary listens on each forbidden target; the proxy must answer the browser with a refusal and never
connect to it. Loopback plays the public web only where the documented allow-list says so.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterator

import anyio
import pytest

from kotoba.web.browser.proxy import RenderProxy
from kotoba.web.net.policy import IPAddress, Policy
from kotoba.web.net.resolve import system_resolve
from tests.support import pages
from tests.support.servers.canary import Canary
from tests.support.servers.http import PageServer, page, serve


@pytest.fixture
def site() -> Iterator[PageServer]:
    with serve(
        {
            "/article": page(pages.article()),
            "/big": page("x" * 300_000),
            "/logo.png": page(b"\x89PNG\r\n\x1a\n" + b"0" * 100, content_type="image/png"),
            "/font": page(b"wOF2" + b"0" * 100, content_type="font/woff2"),
        }
    ) as server:
        yield server


@pytest.fixture
def canary() -> Iterator[Canary]:
    c = Canary("127.0.0.2", 8089)
    yield c
    c.close()


def proxy(policy: Policy, max_bytes: int = 5_000_000, resolve: object = system_resolve) -> RenderProxy:
    return RenderProxy(
        policy,
        resolve,  # type: ignore[arg-type]
        connect_timeout=2.0,
        idle_timeout=2.0,
        max_bytes=max_bytes,
    )


async def exchange(port: int, request: bytes, then: bytes = b"") -> bytes:
    """Send ``request`` to the proxy (and ``then`` after its first answer); return all it sends back."""
    received = b""
    with anyio.fail_after(10):
        async with await anyio.connect_tcp("127.0.0.1", port) as stream:
            await stream.send(request)
            if then:
                received = await stream.receive()
                await stream.send(then)
            try:
                while True:
                    received += await stream.receive()
            except (anyio.EndOfStream, anyio.BrokenResourceError):
                pass
    return received


async def test_connect_to_a_forbidden_address_is_refused_and_never_dialled(canary: Canary) -> None:
    async with proxy(Policy()) as p:
        answer = await exchange(p.port, b"CONNECT 127.0.0.2:8089 HTTP/1.1\r\nHost: 127.0.0.2:8089\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 403")
    assert p.refusals == ["refused: 127.0.0.2 is a loopback address"]
    assert canary.hits == 0 and p.dialled == []


@pytest.mark.parametrize(
    ("authority", "reason"),
    [
        ("169.254.169.254:80", "refused: 169.254.169.254 is the cloud metadata address"),
        ("[::1]:443", "refused: ::1 is a loopback address"),
        ("10.0.0.5:443", "refused: 10.0.0.5 is a private address"),
        ("2130706433:443", "refused: 127.0.0.1 is a loopback address"),
        ("[::ffff:127.0.0.1]:443", "embeds 127.0.0.1"),
        ("localhost:443", "refused: localhost is"),
        ("metadata.google.internal:80", "refused: metadata.google.internal is"),
    ],
)
async def test_connect_refuses_every_spelling_of_a_forbidden_target(authority: str, reason: str) -> None:
    # Even an allow-list of all IPv4 leaves the metadata address refused.
    policy = Policy(("0.0.0.0/0",)) if authority.startswith("169.254") else Policy()
    async with proxy(policy) as p:
        answer = await exchange(p.port, f"CONNECT {authority} HTTP/1.1\r\n\r\n".encode())
    assert answer.startswith(b"HTTP/1.1 403")
    assert reason in p.refusals[0] and p.dialled == []


async def test_a_name_that_resolves_to_loopback_is_refused(canary: Canary) -> None:
    async def rebinding(host: str, port: int) -> list[IPAddress]:
        return [ipaddress.ip_address("93.184.215.14"), ipaddress.ip_address("127.0.0.2")]

    async with proxy(Policy(), resolve=rebinding) as p:
        answer = await exchange(p.port, b"CONNECT news.example.com:8089 HTTP/1.1\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 403")
    assert p.refusals == ["refused: news.example.com resolves to 127.0.0.2, a loopback address"]
    assert canary.hits == 0


async def test_absolute_form_get_to_a_forbidden_address_is_refused(canary: Canary) -> None:
    async with proxy(Policy()) as p:
        answer = await exchange(p.port, b"GET http://127.0.0.2:8089/admin HTTP/1.1\r\nHost: 127.0.0.2\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 403") and canary.hits == 0


async def test_absolute_form_get_to_an_allowed_site_is_forwarded_once(site: PageServer) -> None:
    async with proxy(Policy(("127.0.0.1",))) as p:
        request = f"GET {site.url('/article')} HTTP/1.1\r\nHost: 127.0.0.1:{site.port}\r\nProxy-Connection: keep-alive\r\n\r\n"
        answer = await exchange(p.port, request.encode())
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200") and b"Connection: close" in head
    assert b"The lighthouse keeper climbed" in body
    assert [(r.path, r.headers.get("connection"), "proxy-connection" in r.headers) for r in site.requests] == [
        ("/article", "close", False)
    ]


async def test_connect_to_an_allowed_site_tunnels(site: PageServer) -> None:
    async with proxy(Policy(("127.0.0.1",))) as p:
        answer = await exchange(
            p.port,
            f"CONNECT 127.0.0.1:{site.port} HTTP/1.1\r\n\r\n".encode(),
            then=b"GET /article HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        )
    assert answer.startswith(b"HTTP/1.1 200 Connection established")
    assert b"The lighthouse keeper climbed" in answer
    assert p.dialled == [("127.0.0.1", "127.0.0.1", site.port)]


async def test_requests_to_the_proxy_itself_and_other_forms_are_refused(site: PageServer) -> None:
    async with proxy(Policy(("127.0.0.1",))) as p:
        for request in (
            b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",  # origin-form: a page fetching the proxy directly
            f"GET https://127.0.0.1:{site.port}/ HTTP/1.1\r\n\r\n".encode(),
            f"GET ftp://127.0.0.1:{site.port}/ HTTP/1.1\r\n\r\n".encode(),
            b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n",  # TLS spoken to the proxy
        ):
            answer = await exchange(p.port, request)
            assert answer.startswith(b"HTTP/1.1 400"), request
    assert site.requests == []


async def test_images_and_fonts_are_refused_by_type(site: PageServer) -> None:
    async with proxy(Policy(("127.0.0.1",))) as p:
        for path in ("/logo.png", "/font"):
            answer = await exchange(p.port, f"GET {site.url(path)} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            assert answer.startswith(b"HTTP/1.1 403") and b"PNG" not in answer and b"wOF2" not in answer


async def test_the_byte_budget_cuts_the_render_off(site: PageServer) -> None:
    async with proxy(Policy(("127.0.0.1",)), max_bytes=100_000) as p:
        answer = await exchange(p.port, f"GET {site.url('/big')} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        assert len(answer) < 200_000
        after = await exchange(p.port, f"GET {site.url('/article')} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    assert after.startswith(b"HTTP/1.1 503")
    assert "refused: the render moved more than 100000 bytes" in p.refusals
