"""Driving a real :class:`~kotoba.agent.session.Session` against a local provider server, any API family."""

from __future__ import annotations

from typing import Any

from kotoba.agent.frames import Done, Frame, StepClose, StepOpen
from kotoba.agent.session import Session
from kotoba.settings import Settings

KEYS = {
    "OPENAI_API_KEY": "test-openai-key",
    "XAI_API_KEY": "test-xai-key",
    "OPENROUTER_API_KEY": "test-openrouter-key",
    "KOTOBA_API_KEY": "test-kotoba-key",
    "ANTHROPIC_API_KEY": "test-anthropic-key",
    "GEMINI_API_KEY": "test-gemini-key",
}


def settings_for(url: str, provider: str, **changes: Any) -> Settings:
    """Settings pointing ``provider`` at ``url``, with test keys, a fixed model and loopback pages allowed."""
    base = Settings(
        provider=provider,
        base_url=url,
        model="fake-model",
        api_keys=dict(KEYS),
        allow=("127.0.0.1",),  # pages are served on loopback, reached through the documented allow-list
        reader_url="",  # never fall back to the real reader proxy from a test
    )
    return base.replace(**changes)


async def one_turn(settings: Settings, message: str) -> list[Frame]:
    async with Session(settings) as session:
        return [frame async for frame in session.turn(message)]


def done(frames: list[Frame]) -> Done:
    last = frames[-1]
    assert isinstance(last, Done), f"the turn did not end in done: {last!r}"
    return last


def rows(frames: list[Frame]) -> list[tuple[str, str, str, bool | None]]:
    """Every row frame as (open|close, id, label, ok)."""
    return [
        ("open", f.id, f.label, None) if isinstance(f, StepOpen) else ("close", f.id, f.label, f.ok)
        for f in frames
        if isinstance(f, (StepOpen, StepClose))
    ]
