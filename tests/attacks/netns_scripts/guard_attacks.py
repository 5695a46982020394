"""Attacks on the guard, run inside private network and mount namespaces (``unshare -n -m``).

Started by ``tests/attacks/test_rebinding.py`` and ``tests/attacks/test_redirect_attacks.py`` with one argument naming the
suite. Public-looking addresses live on this namespace's loopback device, so kotoba reads them with no
allow-list, as it reads the web; every forbidden address carries a canary that counts each TCP connection
it accepts. ``/etc/hosts`` is replaced (in this mount namespace only) so that the operating system's own
resolver answers for test names. The namespace has no other interface: nothing can leave the machine.

Prints one JSON object: each case's outcome, the resolver calls, and the canaries' connection counts.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
from collections.abc import Awaitable, Callable
from contextlib import ExitStack
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))

from kotoba.settings import Settings
from kotoba.web.net.policy import IPAddress
from kotoba.web.net.resolve import system_resolve
from kotoba.web.outcome import PageRead, ReadOutcome
from kotoba.web.page import PageReader
from tests.support import pages
from tests.support.servers.canary import Canary
from tests.support.servers.http import PageServer, Route, page, respond, serve

PUBLIC = "93.184.215.14"
PUBLIC_2 = "198.41.0.4"
PUBLIC_V6 = "2606:2800:21f:cb07:6820:80da:af6b:8b2c"
CANARY_V4 = (
    "127.0.0.1",
    "127.0.0.2",
    "10.0.0.5",
    "169.254.169.254",
    "192.168.7.7",
    "100.64.0.1",
    "172.16.0.1",
)
CANARY_V6 = ("::1", "fd00::5")
CANARY_PORTS = (80, 443, 8080)

HOSTS = f"""\
{PUBLIC} public.test
{PUBLIC} both.test
127.0.0.1 both.test
10.0.0.5 private.test
169.254.169.254 meta.test
::ffff:127.0.0.1 mapped.test
{PUBLIC_2} second.test
{PUBLIC_V6} public6.test
fd00::5 ula.test
"""

SETTINGS = Settings(reader_url="", connect_timeout=1.0, read_timeout=1.0, deadline=4.0)


def sh(*args: str) -> None:
    subprocess.run(args, check=True, capture_output=True)


def set_up_namespace() -> None:
    sh("ip", "link", "set", "lo", "up")
    for address in (PUBLIC, PUBLIC_2, *CANARY_V4[2:]):
        sh("ip", "addr", "add", f"{address}/32", "dev", "lo")
    for address in (PUBLIC_V6, "fd00::5"):
        sh("ip", "-6", "addr", "add", f"{address}/128", "dev", "lo", "nodad")
    hosts = tempfile.NamedTemporaryFile("w", suffix=".hosts", delete=False)
    hosts.write(HOSTS)
    hosts.close()
    sh("mount", "--bind", hosts.name, "/etc/hosts")


def closing(route: Route) -> Route:
    """Serve ``route`` and then close the connection, so the next request must dial (and resolve) again."""

    def wrapped(h: BaseHTTPRequestHandler) -> None:
        route(h)
        h.close_connection = True

    return wrapped


def redirect_to(location: str, status: int = 302) -> Route:
    """A redirect whose Location is sent as raw UTF-8 bytes, as a hostile server may send it."""

    def route(h: BaseHTTPRequestHandler) -> None:
        h.wfile.write(
            f"HTTP/1.1 {status} Moved\r\nContent-Length: 0\r\nConnection: close\r\n".encode()
            + b"Location: "
            + location.encode("utf-8")
            + b"\r\n\r\n"
        )
        h.close_connection = True

    return route


class Resolvers:
    """Resolvers that lie in the ways a rebinding attacker's DNS server does, recording every call."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, list[str]]] = []

    def sequence(self, *answers: list[str]) -> Callable[[str, int], Awaitable[list[IPAddress]]]:
        """Answer the n-th lookup with ``answers[n]`` (the last one repeats): public first, then private."""
        state = {"n": 0}

        async def resolve(host: str, port: int) -> list[IPAddress]:
            answer = answers[min(state["n"], len(answers) - 1)]
            state["n"] += 1
            self.calls.append((host, answer))
            return [ipaddress.ip_address(a) for a in answer]

        return resolve

    def by_name(self, table: dict[str, list[str]]) -> Callable[[str, int], Awaitable[list[IPAddress]]]:
        async def resolve(host: str, port: int) -> list[IPAddress]:
            answer = table.get(host.lower().rstrip("."))
            if answer is None:
                return await system_resolve(host, port)
            self.calls.append((host, answer))
            return [ipaddress.ip_address(a) for a in answer]

        return resolve


def as_json(outcome: ReadOutcome) -> dict[str, Any]:
    if isinstance(outcome, PageRead):
        return {
            "status": "ok",
            "final_url": outcome.final_url,
            "title": outcome.title,
            "text": outcome.text[:300],
        }
    return {
        "status": "failed",
        "reason": outcome.reason,
        "definitive": outcome.definitive,
        "internal_error": outcome.internal,  # a bug of kotoba's, which tests/support/bugs.py looks for
    }


async def safe_read(reader: PageReader, url: str) -> dict[str, Any]:
    """One read as JSON; an exception (a bug: reads never raise for what the web does) is recorded too."""
    try:
        return as_json(await reader.read(url))
    except Exception as exc:
        return {"status": "raised", "reason": f"{type(exc).__name__}: {exc}"}


async def read_with(resolver: Any, *urls: str, settings: Settings = SETTINGS) -> list[dict[str, Any]]:
    """Read ``urls`` one after another with one reader (so connections may be pooled between them)."""
    async with PageReader(settings, resolver=resolver) as reader:
        return [await safe_read(reader, url) for url in urls]


def site_routes() -> dict[str, Route]:
    article = pages.article(6)
    return {
        "/article": closing(page(article)),
        "/keepalive": page(article),
        "/hop": redirect_to("/article"),
        "/hop-to-name": redirect_to("http://rebind.example/article"),
    }


async def rebinding_suite(report: dict[str, Any], site: PageServer) -> None:
    lies = Resolvers()
    cases: dict[str, Any] = {}
    # Public for the first connection, loopback for every later one: the hop must dial again and be refused.
    cases["public_then_loopback_on_redirect"] = await read_with(
        lies.sequence([PUBLIC], ["127.0.0.1"]), "http://rebind.example/hop"
    )
    cases["public_then_private_on_second_read"] = await read_with(
        lies.sequence([PUBLIC], ["10.0.0.5"]),
        "http://rebind.example/article",
        "http://rebind.example/article",
    )
    cases["public_then_metadata_mapped"] = await read_with(
        lies.sequence([PUBLIC], ["::ffff:169.254.169.254"]), "http://rebind.example/hop"
    )
    cases["public_then_ula"] = await read_with(
        lies.sequence([PUBLIC], ["fd00::5"]), "http://rebind.example/hop"
    )
    # One answer carrying both a public and a private address, in either order.
    for label, answer in {
        "public_first": [PUBLIC, "127.0.0.1"],
        "private_first": ["127.0.0.1", PUBLIC],
        "public_and_metadata": [PUBLIC, "169.254.169.254"],
        "public_and_mapped_loopback": [PUBLIC, "::ffff:127.0.0.1"],
        "public_and_v6_loopback": [PUBLIC_V6, "::1"],
        "many_public_one_private": [PUBLIC, PUBLIC_2, PUBLIC, "192.168.7.7"],
    }.items():
        cases[f"mixed_{label}"] = await read_with(lies.sequence(answer), "http://mixed.example/article")
    # A redirect from a public name to a second name that answers private.
    cases["redirect_to_name_answering_private"] = await read_with(
        lies.by_name({"start.example": [PUBLIC], "rebind.example": ["127.0.0.2"]}),
        "http://start.example/hop-to-name",
    )
    # Keep-alive: a pooled connection was judged when it was opened; a later private answer is never dialled.
    keep = Resolvers()
    cases["keepalive_reuse"] = await read_with(
        keep.sequence([PUBLIC], ["127.0.0.1"]),
        "http://pool.example/keepalive",
        "http://pool.example/keepalive",
    )
    report["keepalive_resolver_calls"] = len(keep.calls)
    # The operating system's own resolver, answering from /etc/hosts in this mount namespace.
    cases["system_public"] = await read_with(None, "http://public.test/article")
    cases["system_public_v6"] = await read_with(None, "http://public6.test:8080/article")
    for name in ("both.test", "private.test", "meta.test", "mapped.test", "ula.test", "localhost"):
        cases[f"system_{name}"] = await read_with(None, f"http://{name}/article")
    # Proxy variables pointing at a canary must not route a read around the guard.
    for var in ("HTTP_PROXY", "http_proxy", "ALL_PROXY", "HTTPS_PROXY"):
        os.environ[var] = "http://127.0.0.1:8080"
    cases["proxy_variables_ignored"] = await read_with(None, f"http://{PUBLIC}/article")
    for var in ("HTTP_PROXY", "http_proxy", "ALL_PROXY", "HTTPS_PROXY"):
        del os.environ[var]
    report["cases"] = cases
    report["resolver_calls"] = [[host, answer] for host, answer in lies.calls]
    report["site_connections"] = site.hits()


def redirect_routes() -> dict[str, Route]:
    article = pages.article(6)
    targets = {
        "loopback": "http://127.0.0.1/",
        "loopback-port": "http://127.0.0.1:8080/",
        "loopback-short": "http://127.1/",
        "loopback-decimal": "http://2130706433:8080/",
        "loopback-hex": "http://0x7f000001/",
        "loopback-octal": "http://0177.0.0.1/",
        "loopback-trailing-dot": "http://127.0.0.1./",
        "loopback-v6": "http://[::1]/",
        "mapped": "http://[::ffff:127.0.0.1]:8080/",
        "nat64": "http://[64:ff9b::a00:5]/",
        "sixtofour": "http://[2002:a00:5::]/",
        "private": "http://10.0.0.5/admin",
        "cgnat": "http://100.64.0.1/",
        "metadata": "http://169.254.169.254/latest/meta-data/",
        "metadata-decimal": "http://2852039166/latest/meta-data/",
        "localhost": "http://localhost/",
        "localhost-dot": "http://LOCALHOST./",
        "protocol-relative": "//127.0.0.1/",
        "protocol-relative-private": "//10.0.0.5:8080/x",
        "userinfo": f"http://{PUBLIC}@127.0.0.1/",
        "userinfo-backslash": f"http://{PUBLIC}\\@127.0.0.1/",
        "backslash-scheme": "http:\\\\127.0.0.1\\",
        "slash-backslash": "/\\127.0.0.1/",
        "fragment-at": f"http://127.0.0.1#@{PUBLIC}/",
        "whitespace": "   http://127.0.0.1/   ",
        "tab-inside": "http://127.0.0.1\t/",
        "fullwidth": "http://１２７.０.０.１/",
        "ideographic-dots": "http://127。0。0。1/",
        "name-private": "http://private.test/",
        "name-both": "http://both.test/",
        "name-mapped": "http://mapped.test/",
        "https-private": "https://10.0.0.5/",
        "file": "file:///etc/passwd",
        "gopher": "gopher://127.0.0.1:8080/_GET%20/",
        "ftp": f"ftp://{PUBLIC}/",
        "data": "data:text/html,<p>injected by a redirect</p>",
        "javascript": "javascript:alert(1)",
        "empty-host": "http:///127.0.0.1/",
    }
    routes: dict[str, Route] = {f"/to/{name}": redirect_to(where) for name, where in targets.items()}
    for status in (301, 303, 307, 308):
        routes[f"/status/{status}"] = redirect_to("http://10.0.0.5/", status=status)
    for status in (300, 305, 399):  # not redirects: the Location must not be followed
        routes[f"/status/{status}"] = redirect_to("http://127.0.0.1/", status=status)
    routes["/article"] = closing(page(article))
    # A chain over two public sites and two ports: A → B:8080 → A → B:8080 → forbidden at hop 4 or 5.
    routes["/chain/1"] = redirect_to(f"http://{PUBLIC_2}:8080/chain/2")
    routes["/chain/3"] = redirect_to(f"http://{PUBLIC_2}:8080/chain/4")
    routes["/long/1"] = redirect_to("http://second.test:8080/long/2")
    routes["/long/3"] = redirect_to("http://second.test:8080/long/4")
    routes["/loop/a"] = redirect_to(f"http://{PUBLIC_2}:8080/loop/b")
    routes["/to-https-a"] = redirect_to(f"https://{PUBLIC_2}:8080/article")
    routes["/refresh"] = closing(
        lambda h: respond(
            h,
            "<html><head><meta http-equiv='refresh' content='0;url=http://127.0.0.1/'></head><body>"
            + "".join(f"<p>{s}</p>" for s in pages.SENTENCES)
            + "</body></html>",
            headers={"Refresh": "0; url=http://127.0.0.1:8080/", "Link": "<http://127.0.0.1/>; rel=preload"},
        )
    )
    return routes


def second_site_routes() -> dict[str, Route]:
    return {
        "/chain/2": redirect_to(f"http://{PUBLIC}/chain/3"),
        "/chain/4": redirect_to("http://[::ffff:a00:5]/"),  # hop 4: a disguised private address
        "/long/2": redirect_to(f"http://{PUBLIC}/long/3"),
        "/long/4": redirect_to("http://public.test/article"),  # hop 4 → a real page: four hops are fine
        "/loop/b": redirect_to(f"http://{PUBLIC}/loop/a"),
        "/article": closing(page(pages.article(3, title="Second site"))),
    }


async def redirects_suite(report: dict[str, Any], site: PageServer) -> None:
    cases: dict[str, Any] = {}
    async with PageReader(SETTINGS) as reader:
        for path in sorted(site.routes):
            if path.startswith(
                ("/to/", "/status/", "/chain/1", "/long/1", "/loop/a", "/to-https", "/refresh")
            ):
                cases[path] = await safe_read(reader, f"http://{PUBLIC}{path}")
        five = SETTINGS.replace(max_redirects=3)
    async with PageReader(five) as reader:
        cases["/long/1 with max_redirects=3"] = await safe_read(reader, f"http://{PUBLIC}/long/1")
    report["cases"] = cases
    report["site_requests"] = site.hits()


def spellings_suite(report: dict[str, Any], site: PageServer) -> None:
    """Every inet_aton spelling of a canary or a public address, read with no allow-list (hypothesis)."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from tests.web.net.test_policy_properties import inet_aton_spelling

    targets = [ipaddress.IPv4Address(a) for a in (PUBLIC, *CANARY_V4)]
    loop = asyncio.new_event_loop()
    reader = PageReader(SETTINGS)
    tally: dict[str, dict[str, int]] = {str(t): {"ok": 0, "failed": 0, "raised": 0} for t in targets}
    wrong: list[list[str]] = []
    bugs: list[dict[str, Any]] = []  # reads that raised or ended on a bug of kotoba's, never the site's doing

    target_strategy = st.one_of(st.just(targets[0]), st.sampled_from(targets[1:]))  # public half the time

    @settings(max_examples=200, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(target=target_strategy, data=st.data(), port=st.sampled_from(["", ":80"]))
    def read_spelling(target: ipaddress.IPv4Address, data: st.DataObject, port: str) -> None:
        spelling = data.draw(inet_aton_spelling(target))
        result = loop.run_until_complete(safe_read(reader, f"http://{spelling}{port}/article"))
        tally[str(target)][result["status"]] += 1
        if result["status"] == "raised" or result.get("internal_error"):
            bugs.append(result)
        public = str(target) == PUBLIC
        if (result["status"] == "ok") != public and not (
            public and "not a valid URL" in result.get("reason", "")
        ):
            wrong.append([spelling, result["status"], result.get("reason", "")])

    read_spelling()

    # IPv6: every textual form of the public v6 site, of v6 canaries, and of IPv4 canaries carried in IPv6.
    from tests.web.net.test_policy_properties import ipv6_spelling

    v6_targets = [
        ipaddress.IPv6Address(PUBLIC_V6),
        ipaddress.IPv6Address("::1"),
        ipaddress.IPv6Address("fd00::5"),
        ipaddress.IPv6Address("::ffff:127.0.0.1"),
        ipaddress.IPv6Address("::ffff:10.0.0.5"),
        ipaddress.IPv6Address("::ffff:169.254.169.254"),
        ipaddress.IPv6Address("::127.0.0.1"),
    ]
    tally6: dict[str, dict[str, int]] = {str(t): {"ok": 0, "failed": 0, "raised": 0} for t in v6_targets}
    public6_reasons: list[str] = []
    v6_strategy = st.one_of(st.just(v6_targets[0]), st.sampled_from(v6_targets[1:]))

    @settings(max_examples=120, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(target=v6_strategy, data=st.data(), zone=st.sampled_from(["", "%25lo", "%251"]))
    def read_v6_spelling(target: ipaddress.IPv6Address, data: st.DataObject, zone: str) -> None:
        spelling = data.draw(ipv6_spelling(target))
        result = loop.run_until_complete(safe_read(reader, f"http://[{spelling}{zone}]:8080/article"))
        tally6[str(target)][result["status"]] += 1
        if result["status"] == "raised" or result.get("internal_error"):
            bugs.append(result)
        public = target == v6_targets[0]
        if public and result["status"] != "ok":
            public6_reasons.append(f"{zone or 'no zone'}: {result['reason'][:60]}")
        # httpx rejects some valid forms (a dotted tail after "::" in a global address) and a zone id on a
        # global address may not route: for the public site a failure is allowed, never a canary's success.
        excused = public and result["status"] == "failed" and (zone or "not a valid URL" in result["reason"])
        if (result["status"] == "ok") != public and not excused:
            wrong.append([spelling + zone, result["status"], result.get("reason", "")])

    read_v6_spelling()
    loop.run_until_complete(reader.aclose())
    loop.close()
    report["tally"] = tally
    report["tally6"] = tally6
    report["public6_failures"] = sorted(set(public6_reasons))
    report["wrong"] = wrong
    report["bugs"] = bugs
    report["site_requests"] = site.hits()


def main() -> None:
    suite = sys.argv[1]
    set_up_namespace()
    report: dict[str, Any] = {"suite": suite}
    with ExitStack() as stack:
        canaries = [Canary(host, port) for host in (*CANARY_V4, *CANARY_V6) for port in CANARY_PORTS]
        for canary in canaries:
            stack.callback(canary.close)
        if suite == "rebinding":
            site = stack.enter_context(serve(site_routes(), host=PUBLIC, port=80))
            stack.enter_context(serve({"/article": closing(page(pages.article(4)))}, host=PUBLIC, port=8080))
            serve_v6(pages.article(5, title="Over IPv6"), PUBLIC_V6, 8080)
            asyncio.run(rebinding_suite(report, site))
        elif suite == "spellings":
            site = stack.enter_context(serve({"/article": page(pages.article(4))}, host=PUBLIC, port=80))
            serve_v6(pages.article(5, title="Over IPv6"), PUBLIC_V6, 8080)
            spellings_suite(report, site)
        else:
            site = stack.enter_context(serve(redirect_routes(), host=PUBLIC, port=80))
            stack.enter_context(serve(second_site_routes(), host=PUBLIC_2, port=8080))
            asyncio.run(redirects_suite(report, site))
        report["canary_hits"] = {c.name: c.hits for c in canaries}
    print(json.dumps(report))


class _V6Server(ThreadingHTTPServer):
    address_family = socket.AF_INET6
    daemon_threads = True


def serve_v6(body: str, host: str, port: int) -> None:
    """A one-page server on an IPv6 address (the shared test server binds IPv4 only)."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            respond(self, body, headers={"Connection": "close"})

    server = _V6Server((host, port), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()


if __name__ == "__main__":
    main()
