"""The loop's decisions as values: what a response came to, and so what the run does next.

After each response the loop classifies it — as openai-agents' ``NextStep`` does — into one of four
values and acts on that, so the rules live here in one small function and the loop stays the order of
things: offer, stream, decide, act.

- :class:`Answer`: the model answered; the run ends in Done.
- :class:`RunCalls`: the model called kotoba's tools; run them and send their outputs.
- :class:`Continue`: the provider paused a long turn (``pause_turn``); send its output back as it is.
- :class:`Stop`: the run cannot go on; it ends in an Error with this line.

A response cut short on purpose (a token limit) still counts, with a note saying it is not whole.
"""

from __future__ import annotations

from dataclasses import dataclass

from kotoba.agent.outcomes import CUT_SHORT, NO_ANSWER, STREAM_CUT, one_line
from kotoba.agent.wires.neutral import Called, Ended


@dataclass(frozen=True)
class Answer:
    """The model answered."""


@dataclass(frozen=True)
class RunCalls:
    calls: tuple[Called, ...]


@dataclass(frozen=True)
class Continue:
    """The provider paused the turn; continue it."""


@dataclass(frozen=True)
class Stop:
    message: str


NextStep = Answer | RunCalls | Continue | Stop


@dataclass(frozen=True)
class Decision:
    """The next step, and the note for the person that comes with it (a response cut short)."""

    step: NextStep
    note: str | None = None


def decide_next(
    ending: Ended | None, calls: list[Called], *, provider: str, last_iteration: bool, iterations: int
) -> Decision:
    """What the run does after a response that ended as ``ending`` having made ``calls``."""
    if ending is None:
        # Text may have streamed already, but a response the provider never finished is not an answer:
        # ending in Error keeps it out of the conversation's history and the exit code.
        return Decision(Stop(STREAM_CUT.format(name=provider)))
    if ending.how == "failed":
        return Decision(Stop(one_line(f"the provider failed: {ending.detail}")))
    note = CUT_SHORT.format(reason=ending.detail) if ending.how == "incomplete" else None
    if ending.how == "paused" or calls:
        if last_iteration:
            # Offered no tools and still calling them, or still working: no answer to end in Done with.
            return Decision(Stop(NO_ANSWER.format(n=iterations)), note)
        return Decision(Continue() if ending.how == "paused" and not calls else RunCalls(tuple(calls)), note)
    return Decision(Answer(), note)
