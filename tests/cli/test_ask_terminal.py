"""The terminal view: a live row while a step runs that settles to its final label, the answer, sources."""

from __future__ import annotations

import io

from kotoba.agent.frames import Done, Note, StepClose, StepOpen, TextDelta
from kotoba.clients.terminal import TerminalRenderer


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_rich_rows_spin_while_open_and_settle_when_closed() -> None:
    screen = FakeTerminal()
    view = TerminalRenderer(screen)
    assert not view.plain
    view.show(StepOpen(id="ws_1", tool="web_search", label="searching the web…"))
    assert "searching the web…" in screen.getvalue()  # drawn at once, not at the next event
    view.show(StepClose(id="ws_1", label="searched for 'kettles'", ok=True))
    view.show(StepOpen(id="fc_1", tool="web_extract", label="reading https://a.example/"))
    view.show(StepClose(id="fc_1", label="could not read https://a.example/: 404", ok=False))
    view.show(TextDelta("Kettles boil "))
    view.show(TextDelta("water."))
    view.show(Done(text="Kettles boil water.", searches=1, sources=["https://b.example/"]))
    view.close()
    final = screen.getvalue()
    assert "✓" in final and "✗" in final
    assert "Kettles boil water." in final
    assert "Sources:" in final and "https://b.example/" in final


def test_plain_lines_when_not_a_terminal() -> None:
    out = io.StringIO()
    view = TerminalRenderer(out)
    assert view.plain
    view.show(StepOpen(id="ws_1", tool="web_search", label="searching the web…"))
    assert out.getvalue() == ""  # plain output shows finished steps only
    view.show(StepClose(id="ws_1", label="searched for 'kettles'", ok=True))
    view.show(TextDelta("Kettles "))
    view.show(Note(text="YOU DID NOT READ THAT PAGE — 404."))
    view.show(TextDelta("boil."))
    view.show(Done(text="Kettles boil.", searches=1, sources=["https://b.example/"]))
    view.close()
    assert out.getvalue().splitlines() == [
        "✓ searched for 'kettles'",
        "Kettles ",
        "note: YOU DID NOT READ THAT PAGE — 404.",
        "boil.",
        "Sources:",
        "  https://b.example/",
    ]
