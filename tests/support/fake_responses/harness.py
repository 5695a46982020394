"""Helpers for driving a real :class:`~kotoba.agent.session.Session` against the fake server."""

from __future__ import annotations

from typing import Any

from kotoba.agent.frames import Done, Frame
from kotoba.agent.session import Session
from kotoba.settings import Settings
from tests.support.fake_responses import FakeResponses

TEST_KEYS = {
    "OPENAI_API_KEY": "test-openai-key",
    "XAI_API_KEY": "test-xai-key",
    "OPENROUTER_API_KEY": "test-openrouter-key",
    "KOTOBA_API_KEY": "test-kotoba-key",
}


def settings_for(server: FakeResponses | None, **changes: Any) -> Settings:
    """Settings pointing every provider at ``server``, with a key for each and a fixed model."""
    base = Settings(
        base_url=server.url if server else None,
        model="fake-model",
        api_keys=dict(TEST_KEYS),
        allow=("127.0.0.1",),  # pages are served on loopback, reached through the documented allow-list
        reader_url="",  # never fall back to the real reader proxy from a test
    )
    return base.replace(**changes)


async def collect(session: Session, message: str) -> list[Frame]:
    """Every frame of one turn."""
    return [frame async for frame in session.turn(message)]


async def one_turn(settings: Settings, message: str) -> list[Frame]:
    """Every frame of one turn of a fresh session, closed afterwards."""
    async with Session(settings) as session:
        return await collect(session, message)


def done(frames: list[Frame]) -> Done:
    last = frames[-1]
    assert isinstance(last, Done), f"the turn did not end in done: {last!r}"
    return last


def tool_names(request: dict[str, Any]) -> list[str]:
    """The tools a recorded request offered: built-ins by type, functions by name."""
    return [tool.get("name") or tool["type"] for tool in request.get("tools", [])]


def input_texts(request: dict[str, Any]) -> list[str]:
    """Every string the request's input carried (messages and function outputs), in order."""
    texts: list[str] = []
    for item in request["input"]:
        for key in ("content", "output"):
            if isinstance(item.get(key), str):
                texts.append(item[key])
    return texts
