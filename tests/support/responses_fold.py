"""One Responses stream folded to frames, with no server: the Responses wire's translator feeding the fold,
as the loop composes them — what the pure tests of a stream's rows, text and calls drive."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kotoba.agent.fold import PARAGRAPH as PARAGRAPH
from kotoba.agent.fold import Fold
from kotoba.agent.frames import Frame
from kotoba.agent.wires.neutral import Called
from kotoba.agent.wires.responses import Translator


class Accumulator:
    """Responses events in, frames out, with what the response came to."""

    def __init__(self, on_search: Callable[[], None] = lambda: None, text: str = "") -> None:
        self.searches = 0

        def counted(n: int) -> None:
            self.searches += n
            for _ in range(max(0, n)):
                on_search()

        self.translator = Translator()
        self.fold = Fold(on_search=counted, text=text)

    def feed(self, event: Any) -> list[Frame]:
        frames: list[Frame] = []
        for neutral in self.translator.feed(event):
            frames += self.fold.feed(neutral)
        return frames

    def unfinished(self) -> list[Frame]:
        return self.fold.unfinished()

    @property
    def text(self) -> str:
        return self.fold.text

    @property
    def calls(self) -> list[Called]:
        return self.fold.calls

    @property
    def citations(self) -> list[str]:
        return self.fold.citations

    @property
    def search_urls(self) -> list[str]:
        return self.fold.search_urls

    @property
    def error(self) -> str | None:
        ending = self.fold.ending
        return ending.detail if ending is not None and ending.how == "failed" else None

    @property
    def completed(self) -> bool:
        return self.fold.ending is not None and self.fold.ending.how == "complete"

    @property
    def incomplete(self) -> str | None:
        ending = self.fold.ending
        return ending.detail if ending is not None and ending.how == "incomplete" else None

    @property
    def response_id(self) -> str | None:
        return self.translator.response_id
