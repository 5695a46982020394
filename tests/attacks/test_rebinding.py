"""DNS rebinding, end to end: a name that answers public and then private never gets a private connection.

The guard resolves once per connection, judges every answer and dials only what it judged, so a resolver
that answers public for the first lookup and loopback for the next can win nothing. Two settings prove it:

* on plain loopback, where 127.0.0.1 plays the public site (the documented allow-list exempts it) and a
  canary on 127.0.0.2 plays the private target;
* in sealed network and mount namespaces (``tests/netns_scripts/guard_attacks.py``) with no allow-list at
  all: public-looking addresses on the namespace's loopback, canaries on every forbidden address, and the
  operating system's own resolver answering from a private ``/etc/hosts``.
"""

from __future__ import annotations

import ipaddress
import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from kotoba.settings import Settings
from kotoba.web.net.policy import IPAddress
from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.page import PageReader
from tests.support import pages
from tests.support.bugs import assert_no_bugs_in
from tests.support.servers.canary import Canary
from tests.support.servers.http import PageServer, Route, page, respond, serve

SCRIPT = Path(__file__).parent / "netns_scripts" / "guard_attacks.py"
SETTINGS = Settings(allow=("127.0.0.1",), reader_url="", connect_timeout=0.5, read_timeout=0.5, deadline=3.0)


class Lying:
    """A resolver whose n-th answer is ``answers[n]`` (the last repeats), recording each lookup."""

    def __init__(self, *answers: list[str]) -> None:
        self.answers = answers
        self.calls: list[str] = []

    async def __call__(self, host: str, port: int) -> list[IPAddress]:
        answer = self.answers[min(len(self.calls), len(self.answers) - 1)]
        self.calls.append(host)
        return [ipaddress.ip_address(a) for a in answer]


def _closing(route: Route) -> Route:
    def wrapped(h: Any) -> None:
        route(h)
        h.close_connection = True

    return wrapped


@pytest.fixture
def site_and_canary() -> Iterator[tuple[PageServer, Canary]]:
    routes = {
        "/article": _closing(page(pages.article(5))),
        "/hop": _closing(lambda h: respond(h, b"", status=302, headers={"Location": "/article"})),
    }
    with serve(routes) as site:
        try:
            canary = Canary("127.0.0.2", site.port)  # same port: only the address differs
        except OSError:
            pytest.skip("127.0.0.2 is not routed to loopback here")
        try:
            yield site, canary
        finally:
            canary.close()


async def test_a_name_that_rebinds_to_private_between_hops_is_refused_at_the_second_connection(
    site_and_canary: tuple[PageServer, Canary],
) -> None:
    site, canary = site_and_canary
    lying = Lying(["127.0.0.1"], ["127.0.0.2"])
    async with PageReader(SETTINGS, resolver=lying) as reader:
        outcome = await reader.read(f"http://rebind.example:{site.port}/hop")
    assert isinstance(outcome, ReadFailed)
    assert (
        "redirect hop 1" in outcome.reason and "resolves to 127.0.0.2, a loopback address" in outcome.reason
    )
    assert canary.hits == 0
    assert site.hits() == 1


async def test_a_name_that_rebinds_between_reads_is_refused_on_the_next_read(
    site_and_canary: tuple[PageServer, Canary],
) -> None:
    site, canary = site_and_canary
    lying = Lying(["127.0.0.1"], ["127.0.0.2"])
    async with PageReader(SETTINGS, resolver=lying) as reader:
        first = await reader.read(f"http://rebind.example:{site.port}/article")
        second = await reader.read(f"http://rebind.example:{site.port}/article")
    assert isinstance(first, PageRead)
    assert isinstance(second, ReadFailed) and "127.0.0.2" in second.reason
    assert canary.hits == 0


@pytest.mark.parametrize(
    "answer",
    [["127.0.0.1", "127.0.0.2"], ["127.0.0.2", "127.0.0.1"], ["127.0.0.1", "::ffff:127.0.0.2"]],
    ids=["allowed-first", "forbidden-first", "forbidden-mapped"],
)
async def test_one_forbidden_answer_among_several_refuses_the_name(
    site_and_canary: tuple[PageServer, Canary], answer: list[str]
) -> None:
    site, canary = site_and_canary
    async with PageReader(SETTINGS, resolver=Lying(answer)) as reader:
        outcome = await reader.read(f"http://mixed.example:{site.port}/article")
    assert isinstance(outcome, ReadFailed) and outcome.definitive
    assert "127.0.0.2" in outcome.reason or "7f00:2" in outcome.reason
    assert canary.hits == 0 and site.hits() == 0


async def test_every_connection_is_resolved_exactly_once(site_and_canary: tuple[PageServer, Canary]) -> None:
    """No check-then-connect second lookup exists for an attacker's DNS to answer differently."""
    site, _ = site_and_canary
    lying = Lying(["127.0.0.1"])
    async with PageReader(SETTINGS, resolver=lying) as reader:
        for _ in range(3):
            assert isinstance(await reader.read(f"http://once.example:{site.port}/hop"), PageRead)
    assert site.hits() == 6  # three reads of two closing requests each: six connections
    assert len(lying.calls) == 6


# --- The same, and more, with no allow-list in sealed namespaces --------------------------------


def _namespaces_work() -> bool:
    if shutil.which("unshare") is None or shutil.which("ip") is None or shutil.which("mount") is None:
        return False
    probe = subprocess.run(["unshare", "-n", "-m", "ip", "link", "set", "lo", "up"], capture_output=True)
    return probe.returncode == 0


def run_suite(name: str) -> dict[str, Any]:
    if not _namespaces_work():
        pytest.skip("needs root with `unshare -n -m` and iproute2 for private network and mount namespaces")
    done = subprocess.run(
        ["unshare", "-n", "-m", sys.executable, str(SCRIPT), name],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert_no_bugs_in(report)  # every hostile answer ended in the site's failure, none on a bug of kotoba's
    return report


@pytest.fixture(scope="module")
def sealed() -> dict[str, Any]:
    return run_suite("rebinding")


def _only(report: dict[str, Any], case: str) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = report["cases"][case]
    assert all(r["status"] != "raised" for r in results), results
    return results


@pytest.mark.netns
@pytest.mark.parametrize(
    ("case", "forbidden"),
    [
        ("public_then_loopback_on_redirect", "127.0.0.1, a loopback address"),
        ("public_then_metadata_mapped", "embeds 169.254.169.254, the cloud metadata address"),
        ("public_then_ula", "fd00::5, a unique-local address"),
        ("redirect_to_name_answering_private", "127.0.0.2, a loopback address"),
    ],
)
def test_sealed_rebinding_between_hops_is_refused_naming_the_hop(
    sealed: dict[str, Any], case: str, forbidden: str
) -> None:
    (result,) = _only(sealed, case)
    assert result["status"] == "failed" and result["definitive"]
    assert result["reason"].startswith("redirect hop 1 ")
    assert forbidden in result["reason"]


@pytest.mark.netns
def test_sealed_rebinding_between_reads_is_refused(sealed: dict[str, Any]) -> None:
    first, second = _only(sealed, "public_then_private_on_second_read")
    assert first["status"] == "ok" and "keeper of the light" in first["title"]
    assert second["status"] == "failed" and "10.0.0.5, a private address" in second["reason"]


@pytest.mark.netns
@pytest.mark.parametrize(
    "case",
    [
        "mixed_public_first",
        "mixed_private_first",
        "mixed_public_and_metadata",
        "mixed_public_and_mapped_loopback",
        "mixed_public_and_v6_loopback",
        "mixed_many_public_one_private",
    ],
)
def test_sealed_names_with_any_private_answer_are_refused(sealed: dict[str, Any], case: str) -> None:
    (result,) = _only(sealed, case)
    assert result["status"] == "failed" and result["definitive"]
    assert result["reason"].startswith("refused: ")


@pytest.mark.netns
def test_sealed_pooled_connection_is_never_redialled_to_a_rebound_address(sealed: dict[str, Any]) -> None:
    first, second = _only(sealed, "keepalive_reuse")
    assert first["status"] == "ok"
    # Either the judged connection was reused (no lookup at all) or a new one was refused.
    assert second["status"] == "ok" or "127.0.0.1, a loopback address" in second["reason"]
    assert sealed["keepalive_resolver_calls"] in (1, 2)


@pytest.mark.netns
@pytest.mark.parametrize(
    ("name", "forbidden"),
    [
        ("both.test", "resolves to 127.0.0.1"),
        ("private.test", "resolves to 10.0.0.5"),
        ("meta.test", "meta.test resolves to 169.254.169.254, the cloud metadata address"),
        ("mapped.test", "embeds 127.0.0.1"),
        ("ula.test", "fd00::5, a unique-local address"),
        ("localhost", "internal host name"),
    ],
)
def test_sealed_system_resolver_answers_are_judged(sealed: dict[str, Any], name: str, forbidden: str) -> None:
    (result,) = _only(sealed, f"system_{name}")
    assert result["status"] == "failed" and forbidden in result["reason"]


@pytest.mark.netns
def test_sealed_public_names_are_read_over_ipv4_and_ipv6_with_no_allow_list(sealed: dict[str, Any]) -> None:
    (v4,) = _only(sealed, "system_public")
    (v6,) = _only(sealed, "system_public_v6")
    assert v4["status"] == "ok" and v6["status"] == "ok" and v6["title"].startswith("Over IPv6")


@pytest.mark.netns
def test_sealed_proxy_variables_do_not_route_around_the_guard(sealed: dict[str, Any]) -> None:
    (result,) = _only(sealed, "proxy_variables_ignored")
    assert result["status"] == "ok"
    assert sealed["canary_hits"]["127.0.0.1:8080"] == 0


@pytest.mark.netns
def test_sealed_no_canary_was_ever_connected_to(sealed: dict[str, Any]) -> None:
    assert len(sealed["canary_hits"]) == 27
    assert {name: hits for name, hits in sealed["canary_hits"].items() if hits} == {}
    assert sealed["site_connections"] > 0


async def test_refused_reads_are_never_handed_to_the_reader_proxy(
    site_and_canary: tuple[PageServer, Canary],
) -> None:
    """The proxy is a third party: a URL the guard refused (before or at connect) must not be sent to it."""
    site, canary = site_and_canary
    site.routes["/broken"] = page("<html><body><p>oops</p></body></html>", status=500)
    site.routes["/to-private"] = _closing(
        lambda h: respond(h, b"", status=302, headers={"Location": "http://10.0.0.5/admin"})
    )
    proxy_answer = (
        "Title: Proxied\nURL Source: http://example.com/\n\nMarkdown Content:\n" + "Proxied text. " * 60
    )
    with serve({}) as proxy:
        settings = SETTINGS.replace(reader_url=proxy.url("/"))
        refused = {
            "literal private": ("http://10.0.0.5/", None),
            "rebinds at connect": (f"http://rebind.example:{site.port}/article", Lying(["127.0.0.2"])),
            "one private answer": (
                f"http://mixed.example:{site.port}/article",
                Lying(["127.0.0.1", "127.0.0.2"]),
            ),
            "redirect to private": (site.url("/to-private"), None),
        }
        for label, (url, resolver) in refused.items():
            async with PageReader(settings, resolver=resolver) as reader:
                outcome = await reader.read(url)
            assert isinstance(outcome, ReadFailed) and outcome.definitive, label
            assert proxy.hits() == 0, f"{label}: the proxy was asked for a refused URL"
        # A server error is not definitive, so the proxy is asked: the wiring above was live.
        proxy.routes[f"/{site.url('/broken')}"] = page(proxy_answer, content_type="text/plain")
        async with PageReader(settings) as reader:
            fallback = await reader.read(site.url("/broken"))
    assert proxy.hits() == 1
    assert isinstance(fallback, PageRead) and fallback.via == "reader"
    assert canary.hits == 0
