"""The terminal view of a turn for ``kotoba ask`` and ``kotoba chat``.

On a terminal (rich): each step is a live row with a spinner while it runs, which settles to its final label
when it closes; the answer streams below the rows; the source URLs follow it. Not on a terminal: plain
lines — one per finished step, the answer as it streams, then the sources — so logs and pipes stay readable.
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
        self._lines: list[tuple[str, str]] = []  # (style, text) notes and narration, in order
        self._answer = ""
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
        elif isinstance(frame, Narration):
            self._line(frame.text)
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
        if isinstance(frame, StepOpen):
            self._rows[frame.id] = (frame.label, None)
        elif isinstance(frame, StepClose):
            self._rows[frame.id] = (frame.label, frame.ok)
        elif isinstance(frame, TextDelta):
            self._answer += frame.text
        elif isinstance(frame, Note):
            self._lines.append(("yellow", f"note: {frame.text}"))
        elif isinstance(frame, Narration):
            self._lines.append(("italic", frame.text))
        self._live.update(self._render(frame if isinstance(frame, Done) else None), refresh=True)

    def _render(self, done: Done | None) -> Any:
        from rich.console import Group
        from rich.spinner import Spinner
        from rich.text import Text

        parts: list[Any] = []
        for label, ok in self._rows.values():
            if ok is None:
                parts.append(Spinner("dots", text=Text(label, style="cyan")))
            else:
                mark, style = (OK_MARK, "green") if ok else (FAILED_MARK, "red")
                parts.append(Text.assemble((mark + " ", style), (label, "dim")))
        parts.extend(Text(text, style=style) for style, text in self._lines)
        if self._answer:
            parts.append(Text(""))
            parts.append(Text(self._answer))
        if done is not None and done.sources:
            parts.append(Text(""))
            parts.append(Text(SOURCES, style="bold"))
            parts.extend(Text(f"  {url}", style="blue underline") for url in done.sources)
        return Group(*parts)
