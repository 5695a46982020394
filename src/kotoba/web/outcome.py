"""What a read of one URL comes to, as values: a page that was read, or a failure with its reason.

Callers branch on the type, never on exceptions: the reason and whether it is definitive (a 404, a policy
refusal) travel with the failure, because the reader-proxy fallback and the model's failure note need both.
A failure caused by kotoba's own bug is a failure too, but carries the exception (``bug``), so no caller
mistakes it for the site's doing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from kotoba.printable import printable_line

Via = Literal["direct", "rendered", "reader"]


@dataclass(frozen=True)
class Excerpt:
    """A stretch of a page's text around an occurrence of a phrase: ``text`` is ``full_text[start:end]``."""

    start: int
    end: int
    text: str


@dataclass(frozen=True)
class PageRead:
    """A page whose text was read. ``text`` is what is returned (capped); ``chars`` the whole length.

    ``text`` is the window of the whole extracted text (``full_text``) that begins at ``start``; a first
    read starts at 0, a continuation (``start=``) elsewhere. A search (``find=``) returns ``excerpts``
    around the occurrences, whose offsets are ``matches``, ``text`` is the excerpts joined, and ``start`` is
    where the search began.
    """

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
    start: int = 0
    """Where ``text`` begins in the whole extracted text (``truncated_chars`` counts what follows it)."""
    full_text: str = field(default="", repr=False, compare=False)
    """The whole extracted text, which ``start=`` and ``find=`` read on from without fetching again."""
    find: str | None = None
    """The phrase searched for, when this is a search of the page."""
    matches: tuple[int, ...] = ()
    """Where ``find`` occurs in the whole text (character offsets, in order)."""
    excerpts: tuple[Excerpt, ...] = ()
    """The text around the occurrences that is returned (within the same character cap as a window)."""
    reread: bool = False
    """A continuation had to fetch the page again (it was not held) after a reading of it was given in this
    process: the text, and its offsets, may differ from the earlier reading's."""
    hidden_chars: int = 0
    """Characters of text hidden from readers (``display:none``, ``hidden``, off-screen…), not in ``text``."""

    @property
    def status(self) -> Literal["ok"]:
        return "ok"

    @property
    def quoted_matches(self) -> int:
        """How many of ``matches`` fall inside the returned ``excerpts`` (the rest are only listed)."""
        return sum(1 for at in self.matches if any(e.start <= at < e.end for e in self.excerpts))

    @property
    def end(self) -> int:
        """Where the returned text ends in the whole text (exclusive)."""
        if self.find is not None:
            return self.excerpts[-1].end if self.excerpts else self.start
        return self.start + len(self.text)


@dataclass(frozen=True)
class ReadFailed:
    """A read that produced nothing usable. ``definitive`` failures never go to the reader proxy."""

    url: str
    reason: str
    definitive: bool
    final_url: str = ""
    via: Via = "direct"
    bug: Exception | None = field(default=None, compare=False, repr=False)
    """The exception raised inside kotoba that ended the read; None when the site (or the policy) did."""

    def __post_init__(self) -> None:
        # A reason may carry words from outside (a host name the person typed, a proxy's warning); it is
        # shown on one line to the model and on a terminal, so it passes the printable filter here.
        object.__setattr__(self, "reason", printable_line(self.reason))

    @property
    def status(self) -> Literal["failed"]:
        return "failed"

    @property
    def internal(self) -> bool:
        """The read failed on a bug of kotoba's, not on anything the site did."""
        return self.bug is not None


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
            "start": outcome.start,
            "end": outcome.end,
            "matches": list(outcome.matches) if outcome.find is not None else None,
            "quoted_matches": outcome.quoted_matches if outcome.find is not None else None,
            "reread": outcome.reread,
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
        "start": 0,
        "end": 0,
        "matches": None,
        "quoted_matches": None,
        "reread": False,
        "hidden_chars": 0,
        "reason": outcome.reason,
        "definitive": outcome.definitive,
        "internal_error": outcome.internal,
    }
