"""WebRTC in a rendered page sends no datagram, and the guarantee is Chromium's flags, not a deleted name.

``tests/attacks/netns_scripts/webrtc.py`` renders, with the real ``kotoba read`` in a sealed network namespace, a
page whose own frame and eight sandboxed ``srcdoc`` iframes each open a peer connection towards STUN and
TURN servers on UDP canaries (a public-looking address, loopback, private, metadata). Each frame reports
that ``RTCPeerConnection`` was there to use — so the test proves the flags hold with WebRTC fully available,
in every frame — and that it gathered no candidate; the canaries count no datagram.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from tests.support.browser import needs_chromium
from tests.support.sealed import sealed_report

pytestmark = [pytest.mark.netns, *needs_chromium]

SCRIPT = Path(__file__).parents[2] / "attacks" / "netns_scripts" / "webrtc.py"


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    if importlib.util.find_spec("playwright") is None:
        pytest.skip("needs Playwright (pip install 'kotoba[render]')")
    return sealed_report(SCRIPT, timeout=240, env={"PATH": "/usr/bin:/bin"})


def test_the_page_was_rendered(report: dict[str, Any]) -> None:
    outcome = report["outcome"]
    assert outcome is not None, report["stderr"]
    assert (outcome["status"], outcome["via"]) == ("ok", "rendered")


def test_every_frame_had_webrtc_to_use(report: dict[str, Any]) -> None:
    frames = {r["where"]: r for r in report["reports"]}
    assert set(frames) == {"top", *(f"srcdoc {i}" for i in range(8))}
    assert {where: r["error"] for where, r in frames.items() if not r["present"] or r["error"]} == {}


def test_no_candidate_was_gathered_and_no_datagram_sent(report: dict[str, Any]) -> None:
    assert {r["where"]: r["candidates"] for r in report["reports"] if r["candidates"]} == {}
    hits = report["udp_hits"]
    assert len(hits) == 5
    assert {name: n for name, n in hits.items() if n} == {}
