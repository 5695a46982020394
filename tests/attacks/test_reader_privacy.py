"""An intranet URL, or one that carries a credential, is never handed to the third-party reader proxy.

``tests/attacks/netns_scripts/reader_privacy.py`` runs the real ``kotoba read`` in a sealed network namespace
against pages that fail with HTTP 503 (not definitive, so the fallback may be asked) and a stand-in reader
proxy on a public-looking address that records what it is sent. Before the fix, every allow-listed URL
below and every credential-bearing one reached it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.support.sealed import sealed_report

pytestmark = pytest.mark.netns

SCRIPT = Path(__file__).parent / "netns_scripts" / "reader_privacy.py"
NOT_SENT = "the reader proxy was not asked"


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    return sealed_report(SCRIPT, timeout=300)


def test_a_public_url_still_falls_back_to_the_proxy(report: dict[str, Any]) -> None:
    (public,) = report["public"]
    assert (public["status"], public["via"]) == ("ok", "reader")
    harmless = report["harmless"]
    assert [o["via"] for o in harmless] == ["reader"] * 4  # look-alike names are no credentials


def test_the_proxy_saw_only_the_public_urls(report: dict[str, Any]) -> None:
    asked = report["asked"]
    assert len(asked) == 1 + 4 + 1  # the public page, the look-alikes, the public page with an allow-list
    assert not [u for u in asked if "10.0.0.5" in u or "127.0.0.1" in u or "example" in u]
    assert not [u for u in asked if "abc123" in u or "hunter2" in u]


@pytest.mark.parametrize(
    "case", ["allowed_address", "allowed_network", "allowed_name", "allowed_loopback", "allowed_then_public"]
)
def test_a_url_reached_through_the_allow_list_stays_here_and_says_why(
    report: dict[str, Any], case: str
) -> None:
    (outcome,) = report[case]
    assert outcome["status"] == "failed" and outcome["via"] == "direct"
    assert outcome["reason"].startswith("the site answered HTTP 503")
    assert NOT_SENT in outcome["reason"] and "allow-list" in outcome["reason"]


def test_a_url_with_a_credential_stays_here_and_says_why(report: dict[str, Any]) -> None:
    outcomes = report["credentials"] + report["credentials_later"]
    assert len(outcomes) == 19
    for outcome in outcomes:
        assert outcome["status"] == "failed" and outcome["via"] == "direct", outcome["url"]
        assert NOT_SENT in outcome["reason"] and "credential" in outcome["reason"], outcome["reason"]
        assert "abc123" not in outcome["reason"] and "hunter2" not in outcome["reason"]


def test_an_allow_list_does_not_keep_a_public_url_from_the_proxy(report: dict[str, Any]) -> None:
    (outcome,) = report["allow_list_but_public"]
    assert (outcome["status"], outcome["via"]) == ("ok", "reader")
