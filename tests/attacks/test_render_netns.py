"""A rendered page's scripts against the guard, in a sealed network namespace, with no allow-list at all.

``tests/netns_scripts/render_attacks.py`` serves JavaScript pages on a public-looking address; their
scripts try to reach loopback (IPv4 and IPv6), a private address, the metadata address and a name that
rebinds to loopback, by fetch, XHR, WebSocket, iframes, workers, beacons, EventSource, WebRTC, preconnect
and a script whose src redirects inward. A canary on every target counts connections. Skipped cleanly
without root, ``unshare -n``, Playwright or Debian's chromium.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Any

import pytest

from tests.support.browser import CHROMIUM, needs_chromium
from tests.support.sealed import sealed_report

pytestmark = [pytest.mark.netns, *needs_chromium]

SCRIPT = Path(__file__).parent / "netns_scripts" / "render_attacks.py"
DEADLINE = 6.0  # the deadline of the script's quick reads (a page that never settles, one that never returns)


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    if importlib.util.find_spec("playwright") is None:
        pytest.skip("needs Playwright (pip install 'kotoba[render]')")
    return sealed_report(
        SCRIPT, timeout=300, env={"PATH": "/usr/bin:/bin", "KOTOBA_TEST_BROWSER": str(CHROMIUM)}
    )


def test_no_canary_is_ever_hit(report: dict[str, Any]) -> None:
    hits = report["canary_hits"]
    assert len(hits) == 18  # 5 addresses × 3 TCP ports, and 3 UDP ports for WebRTC
    assert {name: n for name, n in hits.items() if n} == {}


def test_the_attack_page_is_still_read_from_its_own_script(report: dict[str, Any]) -> None:
    attacks = report["attacks"]
    assert attacks["status"] == "ok" and attacks["via"] == "rendered"
    assert attacks["title"] == "The keeper of the light | Coast Weekly"
    assert "Rendered paragraph 6 was written by the page's own script" in attacks["text"]


def test_every_escape_was_refused_by_the_proxy(report: dict[str, Any]) -> None:
    refusals = set(report["attack_refusals"])
    for expected in (
        "refused: 127.0.0.1 is a loopback address",
        "refused: ::1 is a loopback address",
        "refused: 10.0.0.5 is a private address",
        "refused: 192.168.7.7 is a private address",
        "refused: 169.254.169.254 is the cloud metadata address",
        "refused: localhost is an internal host name",
        "refused: rebind.example resolves to 127.0.0.1, a loopback address",
    ):
        assert expected in refusals
    assert report["rebind_lookups"] == 2  # public for the first lookup, loopback for the second: refused


def test_service_workers_are_never_fetched(report: dict[str, Any]) -> None:
    assert "/sw.js" not in report["site_paths"]
    assert "/to-loopback.js" in report["site_paths"]  # asked for, and its redirect inward refused


def test_a_shell_page_comes_back_as_its_rendered_article(report: dict[str, Any]) -> None:
    shell = report["shell"]
    assert (shell["status"], shell["via"]) == ("ok", "rendered")
    assert shell["text"].startswith("The lighthouse keeper climbed the spiral stairs every evening at dusk.")
    assert "enable JavaScript" not in shell["text"]


# The deadline bounds the site's time. Starting the browser is kotoba's own cost, bounded on its own
# (KOTOBA_BROWSER_START, tests/web/browser/test_start_deadline.py), so these two pages are read by a reader
# whose browser was started first: the read's whole time is then the page's, and bounded by the deadline.
# (Subtracting a start time kotoba reported would trust kotoba's own clock for the bound under test.) The
# read that starts its browser is bounded by both limits together: the page's deadline and the start's own.


def test_a_page_that_never_settles_returns_what_is_there_within_the_deadline(report: dict[str, Any]) -> None:
    spinning = report["spinning"]
    assert spinning["not_started"] is None
    assert spinning["status"] == "ok" and spinning["via"] == "rendered"
    assert report["quick"]["deadline"] == DEADLINE and spinning["seconds"] < DEADLINE
    assert "The logbook is now kept in the county museum" in spinning["text"]


@pytest.mark.parametrize("which", ["busy", "busy_cold"])
def test_a_page_whose_script_never_returns_fails_within_the_deadline(
    report: dict[str, Any], which: str
) -> None:
    busy, quick = report[which], report["quick"]
    assert busy["not_started"] is None and busy["status"] == "failed" and quick["deadline"] == DEADLINE
    if which == "busy":  # the browser ran before the read: the deadline bounds the whole read
        assert busy["seconds"] < DEADLINE
    else:  # the browser started inside the read: the start is kotoba's, bounded on its own
        assert busy["seconds"] < DEADLINE + quick["browser_start"]
    assert re.fullmatch(
        r"the page had no readable text; rendered in a browser: "
        r"the page did not finish rendering in the browser within [56](\.\d)? s",
        busy["reason"],
    )


def test_a_page_that_navigates_inward_fails_with_the_refusal(report: dict[str, Any]) -> None:
    assert report["navigates_inward"]["reason"].endswith(
        "the page navigated away from the web while it was rendered: refused: 10.0.0.5 is a private address"
    )
