"""Hostile provider streams on the Messages and Gemini wires: whatever arrives, the turn ends in an answer or
in one line that is the provider's failure — never an exception inside kotoba passed off as either."""

from __future__ import annotations

from typing import Any

import pytest

from kotoba.agent.frames import Done, Error
from tests.support import fake_gemini, fake_messages
from tests.support.bugs import watching_bugs
from tests.support.turns import one_turn, settings_for

ANTHROPIC = [
    [{"type": "message_start"}, {"type": "content_block_delta", "index": 5, "delta": {"type": "text_delta"}}],
    [
        {"type": "content_block_start", "index": "a", "content_block": 3},
        {"type": "message_delta", "delta": 7},
    ],
    [
        {
            "type": "content_block_start",
            "index": 0,
            "content_block": {"type": "web_search_tool_result", "tool_use_id": 5},
        }
    ],
    [
        {"type": "content_block_start", "index": 0, "content_block": {"type": "server_tool_use", "id": None}},
        {
            "type": "content_block_delta",
            "index": 0,
            "delta": {"type": "input_json_delta", "partial_json": "{{{"},
        },
        {"type": "content_block_stop", "index": 0},
    ],
    [
        {
            "type": "content_block_start",
            "index": 0,
            "content_block": {"type": "tool_use", "id": "t", "name": "x"},
        },
        {
            "type": "content_block_delta",
            "index": 0,
            "delta": {"type": "input_json_delta", "partial_json": "[1,2"},
        },
        {"type": "content_block_stop", "index": 0},
        {"type": "message_delta", "delta": {"stop_reason": "tool_use"}},
    ],
    [
        {
            "type": "content_block_start",
            "index": 0,
            "content_block": {
                "type": "web_search_tool_result",
                "tool_use_id": "z",
                "content": {"error_code": 42},
            },
        }
    ],
    [{"type": "message_delta", "delta": {"stop_reason": "something_new"}}],
]

GEMINI: list[list[dict[str, Any]]] = [
    [{"candidates": "x"}],
    [
        {
            "candidates": [
                {"content": {"parts": [{"functionCall": {"name": 5, "args": "x"}}]}, "finishReason": "STOP"}
            ]
        }
    ],
    [
        {
            "candidates": [
                {"content": {"parts": [{"toolCall": {"id": 3, "args": [1]}}]}, "finishReason": "STOP"}
            ]
        }
    ],
    [{"promptFeedback": {"blockReason": "SAFETY"}}],
    [{"candidates": [{"content": {"parts": [{"text": "cut"}]}, "finishReason": "MAX_TOKENS"}]}],
]


def _settled(frames: list[Any]) -> None:
    last = frames[-1]
    assert isinstance(last, (Done, Error)), last
    if isinstance(last, Error):
        assert not last.internal and "\n" not in last.message, last


@pytest.mark.parametrize("events", ANTHROPIC)
async def test_hostile_messages_streams(events: list[dict[str, Any]]) -> None:
    script = [{"events": [*events, {"type": "message_stop"}]}, {"events": [{"type": "message_stop"}]}]
    with fake_messages.serve(script) as server, watching_bugs() as bugs:
        frames = await one_turn(settings_for(server.url, "anthropic"), "read https://a.test/")
    _settled(frames)
    assert bugs.lines() == []


@pytest.mark.parametrize("chunks", GEMINI)
async def test_hostile_gemini_streams(chunks: list[dict[str, Any]]) -> None:
    with fake_gemini.serve(
        [{"chunks": chunks}, {"chunks": [fake_gemini.text_chunk("ok", finish="STOP")]}]
    ) as server:
        with watching_bugs() as bugs:
            frames = await one_turn(settings_for(server.url, "gemini"), "hi")
    _settled(frames)
    assert bugs.lines() == []
