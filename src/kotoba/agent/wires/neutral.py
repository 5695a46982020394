"""The provider-neutral events every wire turns its stream into, and the loop's fold reads.

Each API family says the same few things in its own words: a server-side step started (a search, an opened
page, code the provider ran), it ended with some outcome, the answer's text grew, a source was cited, the
model called one of kotoba's tools, the response ended in some way. A wire translates its stream into these,
in the order they happened, one event the moment its cause arrives; nothing downstream knows which provider
spoke. Rows are keyed by the provider's own id for the step, so a step that starts in one request and ends
in the next (Anthropic's ``pause_turn``) is one row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Kind = Literal["web", "x", "x_video", "image", "other", "wait"]
"""What a server-side step is. ``web`` and ``x`` are searches and count against the budget; ``wait`` is a
row that says the provider is working on something it will only describe afterwards (Gemini)."""

SEARCH_KINDS: frozenset[str] = frozenset({"web", "x"})


@dataclass(frozen=True)
class StepStarted:
    """A server-side step began and is running now: its row opens."""

    key: str
    kind: Kind
    tool: str
    label: str


@dataclass(frozen=True)
class StepEnded:
    """A server-side step finished: its row settles to what it did.

    ``urls`` are the pages it handed the model (results, an opened page), which the conversation may then
    read. ``cap_hit`` is the provider refusing the step because its own bound on searches was reached: the
    step did not run, and the run's budget is spent.
    """

    key: str
    kind: Kind
    tool: str
    label: str
    ok: bool = True
    urls: tuple[str, ...] = ()
    cap_hit: bool = False
    count: int = 0
    """Searches that became known only as the step ended (a provider that names its searches afterwards),
    counted then."""


@dataclass(frozen=True)
class TextGrew:
    """More of the answer's text. ``new_message`` marks the start of a separate message in the response."""

    text: str
    new_message: bool = False


@dataclass(frozen=True)
class Cited:
    """The answer cites ``url`` as a source."""

    url: str


@dataclass(frozen=True)
class Called:
    """The model called one of kotoba's tools (a function tool); the loop runs it after the response."""

    key: str
    call_id: str
    name: str
    arguments: str


Ending = Literal["complete", "paused", "incomplete", "failed"]


@dataclass(frozen=True)
class Ended:
    """How the response ended.

    ``complete``: the provider finished it. ``paused``: the provider stopped a long turn to be continued
    by sending its output back (steps may still be running). ``incomplete``: ended early on purpose (a
    token limit), ``detail`` says why. ``failed``: the provider reported a failure, ``detail`` says what.
    ``response_id`` is the provider-held response a next request may continue from.
    """

    how: Ending
    detail: str = ""
    response_id: str | None = None
    steps_continue: bool = False
    """Steps still running may end in the next request (Anthropic runs a server tool left without its
    result once the client's tool results are sent, and continues a paused turn): their rows stay open."""


Neutral = StepStarted | StepEnded | TextGrew | Cited | Called | Ended
