"""Hostile redirect chains: several servers, mixed schemes and ports, forbidden hops at every position.

Every hop is judged again before it is requested and again where its socket is opened. On loopback the
documented allow-list exempts 127.0.0.1 only, and a canary on 127.0.0.2 (same port) stands for the
private target; the sealed-namespace suite (``tests/netns_scripts/guard_attacks.py``) repeats the attack
with no allow-list, through dozens of Location spellings, and counts connections on every forbidden address.
"""

from __future__ import annotations

import datetime
import ssl
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from kotoba.settings import Settings
from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.page import PageReader
from tests.attacks.test_rebinding import run_suite
from tests.support import pages
from tests.support.bugs import assert_not_a_bug
from tests.support.servers.canary import Canary
from tests.support.servers.http import PageServer, Route, page, serve

SETTINGS = Settings(allow=("127.0.0.1",), reader_url="", connect_timeout=0.5, read_timeout=0.5, deadline=3.0)


def location(where: str | bytes, status: int = 302, extra: bytes = b"") -> Route:
    """A redirect written byte for byte, so a Location can carry anything a hostile server sends."""
    raw = where if isinstance(where, bytes) else where.encode("utf-8")

    def route(h: BaseHTTPRequestHandler) -> None:
        h.wfile.write(
            f"HTTP/1.1 {status} Moved\r\nContent-Length: 0\r\n".encode()
            + b"Location: "
            + raw
            + b"\r\n"
            + extra
            + b"\r\n"
        )

    return route


async def read(url: str, settings: Settings = SETTINGS) -> PageRead | ReadFailed:
    async with PageReader(settings) as reader:
        outcome = await reader.read(url)
    assert_not_a_bug(outcome)  # a hostile hop ends in the site's failure, never on a bug of kotoba's
    return outcome


@pytest.fixture
def servers() -> Iterator[list[PageServer]]:
    """Three servers on three ports; routes are filled in by each test."""
    with serve({}) as a, serve({}) as b, serve({}) as c:
        yield [a, b, c]


@pytest.fixture
def canary(servers: list[PageServer]) -> Iterator[list[Canary]]:
    found: list[Canary] = []
    try:
        for s in servers:
            found.append(Canary("127.0.0.2", s.port))
    except OSError:
        for c in found:
            c.close()
        pytest.skip("127.0.0.2 is not routed to loopback here, or the port is taken there")
    yield found
    for c in found:
        c.close()


async def test_four_hops_across_three_servers_and_ports_are_followed(servers: list[PageServer]) -> None:
    a, b, c = servers
    a.routes["/start"] = location(b.url("/two"))
    b.routes["/two"] = location(f"HTTP://127.0.0.1:{c.port}/three")  # scheme in capitals
    c.routes["/three"] = location(f"//127.0.0.1:{a.port}/four")  # protocol-relative
    a.routes["/four"] = location("../final?from=four")  # relative, with dot segments
    a.routes["/final"] = page(pages.article(4, title="End of the chain"))
    outcome = await read(a.url("/start"))
    assert isinstance(outcome, PageRead), outcome
    assert outcome.title.startswith("End of the chain")
    assert outcome.final_url == a.url("/final?from=four")


@pytest.mark.parametrize("position", [1, 2, 3, 4])
@pytest.mark.parametrize(
    "target",
    [
        "http://127.0.0.2:{port}/",
        "http://0x7f000002:{port}/",
        "http://[::ffff:127.0.0.2]:{port}/",
        "//127.0.0.2:{port}/",
    ],
    ids=["dotted", "hex", "mapped", "protocol-relative"],
)
async def test_a_forbidden_hop_anywhere_in_the_chain_is_refused_naming_the_hop(
    servers: list[PageServer], canary: list[Canary], position: int, target: str
) -> None:
    chain = [servers[i % 3] for i in range(position)]
    for i, srv in enumerate(chain):
        if i + 1 < position:
            srv.routes[f"/hop{i}"] = location(chain[i + 1].url(f"/hop{i + 1}"))
        else:
            srv.routes[f"/hop{i}"] = location(target.format(port=srv.port))
    outcome = await read(chain[0].url("/hop0"))
    assert isinstance(outcome, ReadFailed) and outcome.definitive
    assert outcome.reason.startswith(f"redirect hop {position} ")
    assert "127.0.0.2" in outcome.reason
    assert sum(c.hits for c in canary) == 0


async def test_a_redirect_loop_through_three_servers_is_named(servers: list[PageServer]) -> None:
    a, b, c = servers
    a.routes["/x"] = location(b.url("/y"))
    b.routes["/y"] = location(c.url("/z"))
    c.routes["/z"] = location(a.url("/x"))
    outcome = await read(a.url("/x"))
    assert isinstance(outcome, ReadFailed) and "redirect loop" in outcome.reason


async def test_a_chain_that_never_repeats_stops_at_the_hop_limit(servers: list[PageServer]) -> None:
    a, _, _ = servers
    for n in range(10):
        a.routes[f"/n{n}"] = location(f"/n{n + 1}?pad={'x' * n}")
    outcome = await read(a.url("/n0"))
    assert isinstance(outcome, ReadFailed) and "too many redirects" in outcome.reason
    assert a.hits() == 5  # the first request and four hops, no more


async def test_cookies_set_on_one_hop_are_not_sent_to_the_next_origin(servers: list[PageServer]) -> None:
    a, b, _ = servers
    a.routes["/login"] = location(b.url("/landing"), extra=b"Set-Cookie: session=s3cret; Path=/\r\n")
    b.routes["/landing"] = page(pages.article(3))
    outcome = await read(a.url("/login"))
    assert isinstance(outcome, PageRead)
    landing = b.requests[-1]
    assert "cookie" not in landing.headers and "authorization" not in landing.headers


@pytest.mark.parametrize("status", [300, 304, 305, 399])
async def test_statuses_that_are_not_redirects_never_follow_their_location(
    servers: list[PageServer], canary: list[Canary], status: int
) -> None:
    a, _, _ = servers
    a.routes["/"] = location(f"http://127.0.0.2:{a.port}/", status=status)
    outcome = await read(a.url("/"))
    assert isinstance(outcome, ReadFailed)
    assert sum(c.hits for c in canary) == 0


async def test_meta_refresh_and_refresh_header_are_not_followed(
    servers: list[PageServer], canary: list[Canary]
) -> None:
    a, _, _ = servers
    body = (
        f"<html><head><meta http-equiv='refresh' content='0;url=http://127.0.0.2:{a.port}/'></head><body>"
        + "".join(f"<p>{s}</p>" for s in pages.SENTENCES)
        + "</body></html>"
    )
    a.routes["/"] = page(body, headers={"Refresh": f"0; url=http://127.0.0.2:{a.port}/"})
    outcome = await read(a.url("/"))
    assert isinstance(outcome, PageRead) and outcome.final_url == a.url("/")
    assert sum(c.hits for c in canary) == 0


@pytest.mark.parametrize(
    "where",
    [
        b"/article, http://127.0.0.2/",
        b"http://127.0.0.2/\r\nLocation: /article",
        "http://１２７.０.０.２/".encode(),
        "http://127。0。0。2/".encode(),
        b"http://" + b"a" * 200_000 + b".example/",
        b"\xff\xfe/bytes-that-are-not-utf8",
        b"http://127.0.0.1:0/",
        b"http://127.0.0.1:-1/",
    ],
    ids=[
        "comma-joined",
        "two-locations",
        "fullwidth",
        "ideographic-dots",
        "huge",
        "not-utf8",
        "port-zero",
        "port-negative",
    ],
)
async def test_strange_locations_end_in_a_read_or_a_clear_failure_never_a_forbidden_dial(
    servers: list[PageServer], canary: list[Canary], where: bytes
) -> None:
    a, _, _ = servers
    a.routes["/"] = location(where.replace(b"127.0.0.2/", f"127.0.0.2:{a.port}/".encode()))
    a.routes["/article"] = page(pages.article(3))
    outcome = await read(a.url("/"))
    assert isinstance(outcome, PageRead | ReadFailed)
    assert sum(c.hits for c in canary) == 0


@pytest.mark.parametrize(
    "where",
    [
        "data:text/html,<p>hi</p>",
        "javascript:alert(1)",
        "mailto:a@example.com",
        "about:blank",
        "http:\\\\127.0.0.2\\",
    ],
)
async def test_a_location_with_a_scheme_but_no_host_is_a_failure_not_an_exception(
    servers: list[PageServer], where: str
) -> None:
    a, _, _ = servers
    a.routes["/"] = location(where)
    outcome = await read(a.url("/"))
    assert isinstance(outcome, ReadFailed)


@pytest.mark.parametrize("how", ["given", "redirect"])
@pytest.mark.parametrize("port", [65536, 99999])
async def test_a_port_beyond_65535_is_a_failure_not_an_exception(
    servers: list[PageServer], how: str, port: int
) -> None:
    a, _, _ = servers
    a.routes["/"] = location(f"http://127.0.0.1:{port}/")
    outcome = await read(a.url("/") if how == "redirect" else f"http://127.0.0.1:{port}/")
    assert isinstance(outcome, ReadFailed)


# --- Mixed schemes: https hops are verified, not downgraded --------------------------------------


@pytest.fixture(scope="module")
def self_signed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), critical=False)
        .sign(key, hashes.SHA256())
    )
    folder = tmp_path_factory.mktemp("tls")
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    return cert_path, key_path


@pytest.fixture
def tls_server(self_signed: tuple[Path, Path]) -> Iterator[Any]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            body = pages.article(3).encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(*self_signed)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


async def test_a_hop_to_https_with_an_untrusted_certificate_fails_naming_the_hop(
    servers: list[PageServer], tls_server: Any
) -> None:
    a, _, _ = servers
    a.routes["/"] = location(f"https://127.0.0.1:{tls_server.server_address[1]}/secure")
    outcome = await read(a.url("/"))
    assert isinstance(outcome, ReadFailed)
    assert outcome.reason.startswith("redirect hop 1 (to https://127.0.0.1:")
    assert "CERTIFICATE_VERIFY_FAILED" in outcome.reason or "certificate" in outcome.reason.lower()


async def test_a_hop_to_https_on_a_plain_port_fails_rather_than_downgrading(
    servers: list[PageServer],
) -> None:
    a, b, _ = servers
    a.routes["/"] = location(f"https://127.0.0.1:{b.port}/article")
    b.routes["/article"] = page(pages.article(3))
    outcome = await read(a.url("/"))
    assert isinstance(outcome, ReadFailed) and outcome.reason.startswith("redirect hop 1 (to https://")
    assert b.hits() == 0  # the TLS hello never became a plain request


# --- Sealed namespaces, no allow-list ------------------------------------------------------------


@pytest.fixture(scope="module")
def sealed() -> dict[str, Any]:
    return run_suite("redirects")


_SEALED_REFUSALS = {
    "/to/loopback": "127.0.0.1 is a loopback address",
    "/to/loopback-port": "127.0.0.1 is a loopback address",
    "/to/loopback-short": "127.0.0.1 is a loopback address",
    "/to/loopback-decimal": "127.0.0.1 is a loopback address",
    "/to/loopback-hex": "127.0.0.1 is a loopback address",
    "/to/loopback-trailing-dot": "127.0.0.1 is a loopback address",
    "/to/loopback-v6": "::1 is a loopback address",
    "/to/mapped": "embeds 127.0.0.1",
    "/to/nat64": "embeds 10.0.0.5",
    "/to/sixtofour": "embeds 10.0.0.5",
    "/to/private": "10.0.0.5 is a private address",
    "/to/cgnat": "carrier-grade NAT",
    "/to/metadata": "cloud metadata address",
    "/to/metadata-decimal": "cloud metadata address",
    "/to/localhost": "(to a host name the site chose, over http): refused: an internal host name",
    "/to/localhost-dot": "internal host name",
    "/to/protocol-relative": "127.0.0.1 is a loopback address",
    "/to/protocol-relative-private": "10.0.0.5 is a private address",
    "/to/userinfo": "credentials",
    "/to/userinfo-backslash": "credentials",
    "/to/fragment-at": "127.0.0.1 is a loopback address",
    "/to/whitespace": "127.0.0.1 is a loopback address",
    "/to/ideographic-dots": "127.0.0.1 is a loopback address",
    "/to/name-private": "(to a host name the site chose, over http): refused: a host name that resolves to 10.0.0.5",
    "/to/name-both": "refused: a host name that resolves to 127.0.0.1, a loopback address",
    "/to/name-mapped": "embeds 127.0.0.1",
    "/to/https-private": "10.0.0.5 is a private address",
    "/to/file": "'file' scheme",
    "/to/gopher": "'gopher' scheme",
    "/to/ftp": "'ftp' scheme",
    "/status/301": "10.0.0.5 is a private address",
    "/status/303": "10.0.0.5 is a private address",
    "/status/307": "10.0.0.5 is a private address",
    "/status/308": "10.0.0.5 is a private address",
}


@pytest.mark.netns
@pytest.mark.parametrize(("path", "why"), sorted(_SEALED_REFUSALS.items()))
def test_sealed_redirect_to_a_forbidden_target_is_refused_at_hop_one(
    sealed: dict[str, Any], path: str, why: str
) -> None:
    result = sealed["cases"][path]
    assert result["status"] == "failed" and result["definitive"], result
    assert result["reason"].startswith("redirect hop 1 (to "), result["reason"]
    assert why in result["reason"]
    for name in ("private.test", "both.test", "localhost"):  # names the site chose are described, not quoted
        assert name not in result["reason"]


@pytest.mark.netns
@pytest.mark.parametrize(
    "path", ["/to/loopback-octal", "/to/tab-inside", "/to/fullwidth", "/to/empty-host", "/to/slash-backslash"]
)
def test_sealed_locations_httpx_will_not_parse_end_in_a_failure(sealed: dict[str, Any], path: str) -> None:
    assert sealed["cases"][path]["status"] == "failed"


@pytest.mark.netns
@pytest.mark.parametrize("path", ["/status/300", "/status/305", "/status/399"])
def test_sealed_non_redirect_statuses_are_not_followed(sealed: dict[str, Any], path: str) -> None:
    result = sealed["cases"][path]
    assert result["status"] == "failed" and result["reason"].startswith("the site answered HTTP")


@pytest.mark.netns
def test_sealed_chain_across_two_sites_is_refused_at_the_disguised_fourth_hop(sealed: dict[str, Any]) -> None:
    result = sealed["cases"]["/chain/1"]
    assert result["reason"].startswith("redirect hop 4 (to http://[::ffff:a00:5]/)")
    assert "embeds 10.0.0.5, a private address" in result["reason"]


@pytest.mark.netns
def test_sealed_four_hops_across_sites_ports_and_the_system_resolver_are_read(sealed: dict[str, Any]) -> None:
    assert sealed["cases"]["/long/1"]["status"] == "ok"
    assert sealed["cases"]["/long/1"]["final_url"] == "http://public.test/article"
    limited = sealed["cases"]["/long/1 with max_redirects=3"]
    assert limited["status"] == "failed" and "hop 4" in limited["reason"]


@pytest.mark.netns
def test_sealed_loop_refresh_and_https_downgrade(sealed: dict[str, Any]) -> None:
    assert "redirect loop" in sealed["cases"]["/loop/a"]["reason"]
    assert sealed["cases"]["/refresh"]["status"] == "ok"
    assert sealed["cases"]["/to-https-a"]["reason"].startswith("redirect hop 1 (to https://198.41.0.4:8080/")


@pytest.mark.netns
def test_sealed_no_canary_was_ever_connected_to(sealed: dict[str, Any]) -> None:
    assert {name: hits for name, hits in sealed["canary_hits"].items() if hits} == {}


@pytest.mark.netns
@pytest.mark.parametrize("path", ["/to/data", "/to/javascript", "/to/backslash-scheme"])
def test_sealed_scheme_without_host_locations_do_not_raise(sealed: dict[str, Any], path: str) -> None:
    assert sealed["cases"][path]["status"] == "failed"
