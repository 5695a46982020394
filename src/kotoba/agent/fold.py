"""Fold a run's neutral events into frames and what each response came to — pure, no network.

The wires (:mod:`kotoba.agent.wires`) say what happened in no provider's words; this turns it into the
frames clients show, each returned for the event that caused it so the loop flushes it at once. One fold
lives for a whole run: rows are keyed by the provider's id for the step, and a row still running when a
response pauses (Anthropic's ``pause_turn``) is the same row when the next response ends it — a step seen
again never opens a second row, and a step that ends without having started opens late, so it is still
shown and counted. Searches are counted as they start (or, for a provider that names them only
afterwards, as they end), through ``on_search``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from kotoba.agent.frames import Frame, StepClose, StepOpen, TextDelta
from kotoba.agent.provenance import strip_tracking
from kotoba.agent.steps import UNFINISHED, UNFINISHED_STEP
from kotoba.agent.wires.neutral import (
    SEARCH_KINDS,
    Called,
    Cited,
    Ended,
    Kind,
    Neutral,
    StepEnded,
    StepStarted,
    TextGrew,
)

PARAGRAPH = "\n\n"


@dataclass
class Fold:
    """What the run's responses came to so far.

    ``on_search(n)`` is told of searches as they appear (a negative ``n`` takes back one the provider
    refused to run); ``on_cap()`` of the provider's own search bound being hit.
    """

    on_search: Callable[[int], None] = lambda n: None
    on_cap: Callable[[], None] = lambda: None
    text: str = ""
    """The answer's text over the whole run."""
    calls: list[Called] = field(default_factory=list)
    citations: list[str] = field(default_factory=list)
    search_urls: list[str] = field(default_factory=list)
    ending: Ended | None = None
    """How the current response ended; None while it streams (and if its stream was cut)."""
    _open: dict[str, Kind] = field(default_factory=dict)
    _closed: set[str] = field(default_factory=set)

    def begin(self) -> None:
        """A new response starts: its calls, citations and ending are its own; rows and text carry on."""
        self.calls, self.citations, self.search_urls, self.ending = [], [], [], None

    def feed(self, event: Neutral) -> list[Frame]:
        """Fold one event; the frames it causes, in order (often none)."""
        if isinstance(event, StepStarted):
            return self._started(event)
        if isinstance(event, StepEnded):
            return self._ended(event)
        if isinstance(event, TextGrew):
            return self._text(event)
        if isinstance(event, Cited):
            url = strip_tracking(event.url)  # the provider's own ?utm_source=openai is not part of it
            if url and url not in self.citations:
                self.citations.append(url)
            return []
        if isinstance(event, Called):
            self.calls.append(event)
            return []
        if isinstance(event, Ended):
            self.ending = event
        return []

    def unfinished(self) -> list[Frame]:
        """Close the rows of steps that never finished, so no client spins forever."""
        frames: list[Frame] = [
            StepClose(id=key, label=UNFINISHED if kind in SEARCH_KINDS else UNFINISHED_STEP, ok=False)
            for key, kind in self._open.items()
        ]
        self._closed.update(self._open)
        self._open.clear()
        return frames

    @property
    def running(self) -> list[str]:
        """Rows still open (a paused response's steps, continued in the next request)."""
        return list(self._open)

    def _started(self, event: StepStarted) -> list[Frame]:
        if event.key in self._open or event.key in self._closed:
            return []  # the same step again (a repeated event, a continuation): one row
        self._open[event.key] = event.kind
        if event.kind in SEARCH_KINDS:
            self.on_search(1)
        return [StepOpen(id=event.key, tool=event.tool, label=event.label)]

    def _ended(self, event: StepEnded) -> list[Frame]:
        if event.key in self._closed:
            return []  # a repeated end: the row already settled and the step was counted
        frames: list[Frame] = []
        if event.key not in self._open:  # ended without a start we saw: opened late, still shown
            frames += self._started(
                StepStarted(key=event.key, kind=event.kind, tool=event.tool, label=event.label)
            )
        self._open.pop(event.key, None)
        self._closed.add(event.key)
        if event.cap_hit:
            if event.kind in SEARCH_KINDS:
                self.on_search(-1)  # refused by the provider's bound: it did not run
            self.on_cap()
        elif event.count:
            self.on_search(event.count)
        for url in event.urls:
            if url not in self.search_urls:
                self.search_urls.append(url)
        frames.append(StepClose(id=event.key, label=event.label, ok=event.ok))
        return frames

    def _text(self, event: TextGrew) -> list[Frame]:
        if not event.text:
            return []
        frames: list[Frame] = []
        if event.new_message and self.text and not self.text.endswith(PARAGRAPH):
            frames.append(TextDelta(text=PARAGRAPH))
            self.text += PARAGRAPH
        self.text += event.text
        frames.append(TextDelta(text=event.text))
        return frames
