"""What a read of one URL comes to, as values: a page that was read, or a failure with its reason.

Callers branch on the type, never on exceptions: the reason and whether it is definitive (a 404, a policy
refusal) travel with the failure, because the reader-proxy fallback and the model's failure note need both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Via = Literal["direct", "reader"]


@dataclass(frozen=True)
class PageRead:
    """A page whose text was read. ``text`` is what is returned (capped); ``chars`` the whole length."""

    url: str
    final_url: str
    via: Via
    title: str
    text: str
    chars: int
    truncated_chars: int
    thin: bool
    content_type: str = ""
    capped: bool = False
    """The body was larger than the byte cap: ``truncated_chars`` counts only what was downloaded."""
    hidden_chars: int = 0
    """Characters of text hidden from readers (``display:none``, ``hidden``, off-screen…), not in ``text``."""

    @property
    def status(self) -> Literal["ok"]:
        return "ok"


@dataclass(frozen=True)
class ReadFailed:
    """A read that produced nothing usable. ``definitive`` failures never go to the reader proxy."""

    url: str
    reason: str
    definitive: bool
    final_url: str = ""
    via: Via = "direct"

    @property
    def status(self) -> Literal["failed"]:
        return "failed"


ReadOutcome = PageRead | ReadFailed


def outcome_json(outcome: ReadOutcome) -> dict[str, object]:
    """The outcome as the JSON object ``kotoba read --json`` prints (field names are an interface)."""
    if isinstance(outcome, PageRead):
        return {
            "status": "ok",
            "url": outcome.url,
            "final_url": outcome.final_url,
            "via": outcome.via,
            "title": outcome.title,
            "text": outcome.text,
            "chars": outcome.chars,
            "truncated_chars": outcome.truncated_chars,
            "thin": outcome.thin,
            "hidden_chars": outcome.hidden_chars,
        }
    return {
        "status": "failed",
        "url": outcome.url,
        "final_url": outcome.final_url or outcome.url,
        "via": outcome.via,
        "title": "",
        "text": "",
        "chars": 0,
        "truncated_chars": 0,
        "thin": False,
        "hidden_chars": 0,
        "reason": outcome.reason,
        "definitive": outcome.definitive,
    }
