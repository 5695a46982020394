"""The guard end to end with no allow-list: public-looking addresses in a sealed network namespace.

Requires root and ``unshare -n`` (true here and in CI); skipped cleanly where they are not permitted.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.support.sealed import sealed_report

pytestmark = pytest.mark.netns

SCRIPT = Path(__file__).parent / "netns_scripts" / "netns_guard.py"


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    return sealed_report(SCRIPT)


def test_public_address_is_read_with_no_allow_list(report: dict[str, Any]) -> None:
    code, objects, _ = report["direct"]
    assert code == 0
    assert objects[0]["status"] == "ok" and "keeper of the light" in objects[0]["title"]


def test_name_resolved_to_a_public_address_is_read(report: dict[str, Any]) -> None:
    code, objects, _ = report["by_name"]
    assert code == 0 and objects[0]["status"] == "ok"


def test_redirect_to_another_public_site_is_followed(report: dict[str, Any]) -> None:
    code, objects, _ = report["cross_site_redirect"]
    assert code == 0
    assert objects[0]["final_url"] == "http://198.41.0.4/article"
    assert str(objects[0]["title"]).startswith("Second site")


def test_redirects_to_forbidden_targets_are_refused(report: dict[str, Any]) -> None:
    code, objects, stderr = report["redirects"]
    assert code == 1
    assert [o["status"] for o in objects] == ["failed"] * 5
    reasons = [str(o["reason"]) for o in objects]
    assert "10.0.0.5 is a private address" in reasons[0]
    assert "127.0.0.1 is a loopback address" in reasons[1]
    assert "169.254.169.254 is the cloud metadata address" in reasons[2]
    assert "127.0.0.1 is a loopback address" in reasons[3]
    assert "embeds 10.0.0.5" in reasons[4]
    assert all("redirect hop 1" in r for r in reasons)
    assert all(o["definitive"] for o in objects)
    assert len(stderr.strip().splitlines()) == 5  # one line per failed read


def test_names_with_forbidden_answers_are_refused(report: dict[str, Any]) -> None:
    code, objects, _ = report["name_to_private"]
    assert (
        code == 1
        and objects[0]["reason"] == "refused: evil.example.com resolves to 10.0.0.5, a private address"
    )
    code, objects, _ = report["name_mixed"]
    assert code == 1 and "resolves to 127.0.0.1" in objects[0]["reason"]


def test_check_url_judges_without_connecting(report: dict[str, Any]) -> None:
    code, objects, _ = report["check_url"]
    assert code == 3
    assert objects[0]["allowed"] is True and objects[1]["allowed"] is False


def test_no_canary_was_ever_hit(report: dict[str, Any]) -> None:
    assert report["canary_hits"] == {"127.0.0.1": 0, "10.0.0.5": 0, "169.254.169.254": 0, "192.168.7.7": 0}
    assert report["site_hits"] > 0
