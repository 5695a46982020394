"""A rendered page may not make the browser run a program on this machine, whatever scheme or way it uses.

``tests/attacks/netns_scripts/external_handlers.py`` puts recording stand-ins for a desktop's helper programs
(``xdg-open``, ``xdg-email``, ``xdg-settings`` …) first on ``PATH``, then runs the real ``kotoba read`` in a
sealed network namespace on pages that ask for ``mailto:…&attach=/root/.ssh/id_rsa`` in eight ways (meta
refresh, ``location``, iframe, ``window.open``, a link's ``click()``, a form, a server redirect and a refresh
inside an iframe) and for fifteen other external schemes. Before kotoba confined the browser, Chromium ran
``xdg-email`` for every ``mailto:`` case and ``xdg-settings`` for every other scheme. Skipped cleanly without
root, ``unshare -n``, Playwright or Debian's chromium.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from tests.support.browser import needs_chromium
from tests.support.sealed import sealed_report

pytestmark = [pytest.mark.netns, *needs_chromium]

SCRIPT = Path(__file__).parent / "netns_scripts" / "external_handlers.py"
WAYS = (
    "meta_refresh",
    "location",
    "iframe",
    "window_open",
    "link_click",
    "form",
    "redirect_in_iframe",
    "refresh_in_iframe",
)


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    if importlib.util.find_spec("playwright") is None:
        pytest.skip("needs Playwright (pip install 'kotoba[render]')")
    return sealed_report(SCRIPT, timeout=400, env={"PATH": "/usr/bin:/bin"})


def test_no_helper_program_ever_runs(report: dict[str, Any]) -> None:
    assert report["launched"] == []


def test_every_way_and_every_scheme_was_tried_by_the_page(report: dict[str, Any]) -> None:
    cases = report["cases"]
    assert {f"mailto/{way}" for way in WAYS} <= set(cases)
    assert len(cases) == len(WAYS) + 15
    assert report["ran"] == sorted(cases)  # every page's script ran and made its attempt
    for name, case in cases.items():
        outcome = case["outcome"]
        assert outcome is not None, (name, case["stderr"])
        assert case["exit"] in (0, 1) and not outcome.get("internal_error"), (name, outcome)


def test_the_pages_own_article_is_still_read(report: dict[str, Any]) -> None:
    """The attempt changes nothing the reader sees; a render the loaded machine could not finish in time is
    the only other outcome allowed, and most pages must be read."""
    outcomes = [case["outcome"] for case in report["cases"].values()]
    read = [o for o in outcomes if o["status"] == "ok"]
    assert all(o["via"] == "rendered" and "Rendered paragraph 6" in o["text"] for o in read)
    slow = [o for o in outcomes if o["status"] == "failed"]
    assert all("did not finish" in o["reason"] for o in slow), slow
    assert len(read) >= len(outcomes) // 2
