"""The terminal view of a turn for ``kotoba ask`` and ``kotoba chat``.

What happened is shown in the order it happened, once each: text the model said, each step's row, notes.
A model that says "Let me read that page." before reading it has that line above the read's row, and the
rest of its answer below. A function call's voice lines (``narration`` frames naming their row) are what its
row says while it runs, not lines of their own, so a read is one row: "Opening https://…" with a spinner,
settling to "✓ read https://…" or "✗ could not read …: <reason>".

On a terminal (rich) the view is live and rows settle in place. Not on a terminal: plain lines — a row
when it settles, text as it streams, notes — then the sources, so logs and pipes stay readable.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, TextIO

from kotoba.agent.frames import Done, Frame, Narration, Note, StepClose, StepOpen, TextDelta

if TYPE_CHECKING:
    from rich.console import Console
    from rich.live import Live

OK_MARK = "✓"
FAILED_MARK = "✗"
SOURCES = "Sources:"


class TerminalRenderer:
    """Shows frames as they come; call :meth:`close` when the turn ends."""

    def __init__(
        self, stream: TextIO | None = None, *, force_plain: bool = False, console: Console | None = None
    ) -> None:
        """``console`` replaces the rich console built on ``stream`` (to embed the view, or record it)."""
        self.stream = stream or sys.stdout
        self.plain = force_plain or (console is None and not self.stream.isatty())
        self._rows: dict[str, tuple[str, bool | None]] = {}  # id → (label, ok; None while open)
        self._voice: dict[str, str] = {}  # id → the voice line its tool said while it runs
        self._timeline: list[tuple[str, str]] = []  # ("row", id) | ("text", text) | (style, line), in order
        self._live: Live | None = None
        self._console: Console | None = console
        self._mid_line = False

    def show(self, frame: Frame) -> None:
        if self.plain:
            self._plain(frame)
        else:
            self._rich(frame)

    def close(self) -> None:
        if self._live is not None:
            self._live.stop()
            self._live = None
        if self.plain and self._mid_line:
            self.stream.write("\n")
            self.stream.flush()
            self._mid_line = False

    # --- plain lines ----------------------------------------------------------------------------
    def _plain(self, frame: Frame) -> None:
        out = self.stream
        if isinstance(frame, TextDelta):
            out.write(frame.text)
            self._mid_line = not frame.text.endswith("\n")
        elif isinstance(frame, StepClose):
            self._line(f"{OK_MARK if frame.ok else FAILED_MARK} {frame.label}")
        elif isinstance(frame, Note):
            self._line(f"note: {frame.text}")
        elif isinstance(frame, Narration) and frame.step is None:
            self._line(frame.text)  # a voice line of no row; a row's own is what the row says
        elif isinstance(frame, Done):
            if self._mid_line:
                out.write("\n")
                self._mid_line = False
            if frame.sources:
                out.write(SOURCES + "\n" + "".join(f"  {url}\n" for url in frame.sources))
        out.flush()

    def _line(self, text: str) -> None:
        if self._mid_line:
            self.stream.write("\n")
            self._mid_line = False
        self.stream.write(text + "\n")

    # --- rich -----------------------------------------------------------------------------------
    def _rich(self, frame: Frame) -> None:
        if self._live is None:
            from rich.console import Console
            from rich.live import Live

            if self._console is None:
                self._console = Console(file=self.stream)
            self._live = Live(console=self._console, refresh_per_second=12, transient=False)
            self._live.start()
        self.record(frame)
        self._live.update(self._render(frame if isinstance(frame, Done) else None), refresh=True)

    def record(self, frame: Frame) -> None:
        """Place ``frame`` in the timeline: where it happened, once."""
        if isinstance(frame, StepOpen):
            if frame.id not in self._rows:
                self._timeline.append(("row", frame.id))
            self._rows[frame.id] = (frame.label, None)
        elif isinstance(frame, StepClose):
            if frame.id not in self._rows:
                self._timeline.append(("row", frame.id))
            self._rows[frame.id] = (frame.label, frame.ok)
        elif isinstance(frame, TextDelta):
            if self._timeline and self._timeline[-1][0] == "text":
                self._timeline[-1] = ("text", self._timeline[-1][1] + frame.text)
            else:
                self._timeline.append(("text", frame.text))
        elif isinstance(frame, Note):
            self._timeline.append(("yellow", f"note: {frame.text}"))
        elif isinstance(frame, Narration):
            if frame.step is not None and frame.step in self._rows:
                self._voice[frame.step] = frame.text
            else:
                self._timeline.append(("italic", frame.text))

    def _render(self, done: Done | None) -> Any:
        from rich.console import Group
        from rich.spinner import Spinner
        from rich.text import Text

        parts: list[Any] = []
        for kind, value in self._timeline:
            if kind == "row":
                label, ok = self._rows[value]
                if ok is None:
                    parts.append(Spinner("dots", text=Text(self._voice.get(value) or label, style="cyan")))
                else:
                    mark, style = (OK_MARK, "green") if ok else (FAILED_MARK, "red")
                    parts.append(Text.assemble((mark + " ", style), (label, "dim")))
            elif kind == "text":
                parts.append(Text(value.strip("\n")))
            else:
                parts.append(Text(value, style=kind))
        if done is not None and done.sources:
            parts.append(Text(""))
            parts.append(Text(SOURCES, style="bold"))
            parts.extend(Text(f"  {url}", style="blue underline") for url in done.sources)
        return Group(*parts)
