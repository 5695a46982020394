"""An IPv4 allow-list entry opens its intranet pages and nothing in IPv6 that merely ends in the same bits.

Run for real in a sealed network namespace (root with ``unshare -n``; skipped cleanly elsewhere): canaries on
``fd00::7f00:1``, ``fc00::a00:1`` and ``fd00::a00:5`` must count zero connections while the allowed pages on
127.0.0.1 and 10.0.0.5 are read.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.support.sealed import sealed_report

pytestmark = pytest.mark.netns

SCRIPT = Path(__file__).with_name("netns_scripts") / "allowlist_ipv6.py"


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    return sealed_report(SCRIPT)


def test_the_allowed_intranet_pages_are_read_also_through_the_mapped_form(report: dict[str, Any]) -> None:
    code, objects, stderr = report["allowed"]
    assert code == 0, stderr
    assert [o["status"] for o in objects] == ["ok"] * 3
    assert report["page_hits"]["127.0.0.1"] >= 2 and report["page_hits"]["10.0.0.5"] >= 1


def test_ipv6_that_ends_in_an_allowed_loopback_address_is_refused(report: dict[str, Any]) -> None:
    code, objects, _ = report["loopback_look_alikes"]
    assert code == 1
    reasons = [str(o["reason"]) for o in objects]
    assert [o["status"] for o in objects] == ["failed"] * 3
    assert "fd00::7f00:1 is a unique-local address" in reasons[0]
    assert "fd00::7f00:1 is a unique-local address" in reasons[1]
    assert "redirect hop 1" in reasons[2] and "fd00::7f00:1 is a unique-local address" in reasons[2]


def test_ipv6_that_ends_in_an_allowed_intranet_address_is_refused(report: dict[str, Any]) -> None:
    code, objects, _ = report["intranet_look_alikes"]
    assert code == 1
    reasons = [str(o["reason"]) for o in objects]
    assert "fc00::a00:1 is a unique-local address" in reasons[0]
    assert reasons[1] == "refused: wiki.example.com resolves to fd00::a00:5, a unique-local address"
    assert "redirect hop 1" in reasons[2] and "fd00::a00:5 is a unique-local address" in reasons[2]


def test_check_url_agrees(report: dict[str, Any]) -> None:
    code, objects, _ = report["check_url"]
    assert code == 3
    assert [o["allowed"] for o in objects] == [False, False]
    assert "not a valid host name (a label is 64 octets long" in objects[1]["reason"]


def test_no_look_alike_was_ever_dialled(report: dict[str, Any]) -> None:
    assert report["canary_hits"] == {
        f"[{address}]:{port}": 0
        for address in ("fd00::7f00:1", "fc00::a00:1", "fd00::a00:5")
        for port in (80, 8080)
    }
