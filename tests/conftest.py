"""Shared test set-up: a clean environment, so no proxy variable or KOTOBA_* setting leaks into a test;
and no test passes while kotoba logged a bug of its own, unless it planted that bug (tests/support/bugs.py)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from tests.support.bugs import watching_bugs

# Property tests assert what holds of every input, not how fast inputs are made: on a shared, loaded machine
# Hypothesis's per-example deadline and its "too slow to generate" check fail tests for the machine's load.
settings.register_profile("shared-machine", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("shared-machine")

_LEAKY = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "OPENAI_API_KEY", "OPENAI_BASE_URL")


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name in list(os.environ):
        if name.startswith("KOTOBA_") or name.upper() in _LEAKY or name.lower().endswith("_proxy"):
            monkeypatch.delenv(name, raising=False)
    yield


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Fail the test if kotoba logged a bug while it ran: hostile input must end in the site's failure."""
    with watching_bugs() as bugs:
        result = yield
    if bugs.records and item.get_closest_marker("plants_bug") is None:
        raise AssertionError(f"kotoba logged {len(bugs.records)} bug(s) of its own: {bugs.lines()[:5]}")
    return result
