"""A page cannot make the rendering browser grow without bound: past the bound it is ended, with a reason.

``tests/attacks/netns_scripts/render_memory.py`` renders, with the real ``kotoba read`` in a sealed network
namespace and ``KOTOBA_RENDER_MEMORY=700`` (MB), three pages that allocate as fast as they can — JavaScript
arrays, ``ArrayBuffer``s, DOM nodes — and an ordinary one, two renders at a time, while it samples the
anonymous memory of every Chromium process 20 times a second. Without the bound each hog ran to its own
2.5 GB safety stop (2.7–2.8 GB of browser memory alone, 3.0–3.7 GB for two at once) and every read ran out its
deadline (20 s then), the ordinary page's included. Each failure message carries the script's account of the
run (memory over time, each run's length, how fast the machine gave out memory), so that a failure on a
machine no one can look at says what happened there.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from tests.support.browser import needs_chromium
from tests.support.sealed import sealed_report

pytestmark = [pytest.mark.netns, *needs_chromium]

SCRIPT = Path(__file__).parents[2] / "attacks" / "netns_scripts" / "render_memory.py"
HOGS = ("heap", "buffers", "dom")


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    if importlib.util.find_spec("playwright") is None:
        pytest.skip("needs Playwright (pip install 'kotoba[render]')")
    # (two runs of up to two 120 s deadlines each on a machine slow enough to need them: 4 s on a quiet one)
    return sealed_report(SCRIPT, timeout=600, env={"PATH": "/usr/bin:/bin", "BOUND_MB": "700"})


def told(report: dict[str, Any]) -> str:
    """The run as the script saw it, for a failure's message: each run's pages, length, exit and memory over
    time (MB, the most in each half second), how fast memory was given out before it, and kotoba's stderr."""
    runs = "; ".join(
        f"{'+'.join(run['pages'])}: {run['seconds']} s, exit {run['exit']}, warmed at {run['warmed_mb_per_s']} MB/s,"
        f" MB by half second {run['timeline_mb']}"
        for run in report["runs"]
    )
    return f"peak {report['peak_mb']:.0f} MB; {runs}; stderr: {report['stderr'][-1500:]}"


def test_the_browser_never_grows_far_past_the_bound(report: dict[str, Any]) -> None:
    assert report["samples"] > 20, told(report)
    # What a page allocates between two looks of the watchdog is the overshoot: it looks 100 times a second
    # once the browser holds half the bound, from a process of its own (a look comes late only when the
    # machine gives it no CPU).
    assert report["peak_mb"] < report["bound_mb"] * 1.5, told(report)


@pytest.mark.parametrize("hog", HOGS)
def test_a_page_that_allocates_without_end_fails_saying_so(report: dict[str, Any], hog: str) -> None:
    outcome = report["outcomes"][hog]
    assert outcome["status"] == "failed", told(report)
    assert "memory" in outcome["reason"], f"{outcome['reason']} — {told(report)}"
    assert "700 MB" in outcome["reason"] or "renderer for the page stopped" in outcome["reason"], outcome[
        "reason"
    ]


def test_an_ordinary_page_read_beside_them_is_rendered(report: dict[str, Any]) -> None:
    ordinary = report["outcomes"]["ordinary"]
    assert (ordinary["status"], ordinary["via"]) == ("ok", "rendered"), f"{ordinary} — {told(report)}"
    assert "Rendered paragraph 6 was written by the page's own script" in ordinary["text"]
