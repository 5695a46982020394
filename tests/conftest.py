"""Shared test set-up: a clean environment, so no proxy variable or KOTOBA_* setting leaks into a test."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

_LEAKY = ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY", "OPENAI_API_KEY", "OPENAI_BASE_URL")


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name in list(os.environ):
        if name.startswith("KOTOBA_") or name.upper() in _LEAKY or name.lower().endswith("_proxy"):
            monkeypatch.delenv(name, raising=False)
    yield
