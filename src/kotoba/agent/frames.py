"""Frames: the small, ordered, JSON-able messages every client consumes while a turn runs.

Each frame is flushed the moment its event happens; a frame that waits for the next event is the "dead
screen followed by one tick" bug. Frame ``type`` names are an interface (``kotoba ask --frames jsonl``, the
web page, tests): keep them stable.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal


@dataclass(frozen=True)
class StepOpen:
    """A step row opens: a search started, or a function tool was called."""

    id: str
    tool: str
    label: str
    type: Literal["step.open"] = "step.open"


@dataclass(frozen=True)
class StepClose:
    """A step row settles to what the step actually did, and whether it worked."""

    id: str
    label: str
    ok: bool
    type: Literal["step.close"] = "step.close"


@dataclass(frozen=True)
class TextDelta:
    """A piece of the streamed answer."""

    text: str
    type: Literal["text.delta"] = "text.delta"


@dataclass(frozen=True)
class Narration:
    """A voice line the loop says about a tool call (function-call branch only).

    ``step`` is the id of the call's row: what the row says while it runs, so a client shows the call once
    (one row, its voice while it works, its settled label after), not a line beside a row.
    """

    text: str
    step: str | None = None
    type: Literal["narration"] = "narration"


@dataclass(frozen=True)
class Note:
    """A note the loop sent to the model (budget reached, failed read), shown to the person too; or one
    for the person alone (the provider cut the answer short)."""

    text: str
    type: Literal["note"] = "note"


@dataclass(frozen=True)
class Done:
    """The turn ended: the whole answer, the searches the turn ran (its helpers' too), and the source URLs."""

    text: str
    searches: int
    sources: list[str] = field(default_factory=list)
    type: Literal["done"] = "done"


@dataclass(frozen=True)
class Error:
    """The turn could not finish (missing key, provider unreachable, provider error): one line.

    ``internal`` marks a bug in kotoba rather than a failure of the provider or the network.
    """

    message: str
    internal: bool = False
    type: Literal["error"] = "error"


Frame = StepOpen | StepClose | TextDelta | Narration | Note | Done | Error


def frame_json(frame: Frame) -> dict[str, Any]:
    """The frame as a JSON object with ``type`` first."""
    data = dataclasses.asdict(frame)
    return {"type": data.pop("type"), **data}
