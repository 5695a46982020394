"""The chat page's server: frames leave one per SSE event as they happen, and the page's assets ship.

These run the real app under a real uvicorn on a loopback port, read with a real HTTP client, and hold the
scripted conversation between frames — so "one frame per event, never batched" is observed on the wire
rather than assumed from the code.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import httpx
import pytest
import uvicorn

from kotoba.agent.frames import Done, Error, Frame, StepClose, StepOpen, TextDelta
from kotoba.clients.listen import bind
from kotoba.clients.web import CONVERSATION_HEADER, create_app
from kotoba.settings import Settings
from tests.support.bugs import watching_bugs


class Scripted:
    """A conversation that yields frames from a script; an ``asyncio.Event`` in it holds the turn there."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.messages: list[str] = []
        self.closed = False

    async def aclose(self) -> None:
        self.closed = True

    async def turn(self, user_message: str) -> AsyncIterator[Frame]:
        self.messages.append(user_message)
        for item in self.script:
            if isinstance(item, asyncio.Event):
                await item.wait()
            elif isinstance(item, Exception):
                raise item
            else:
                yield item


@asynccontextmanager
async def running(app: Any) -> AsyncIterator[str]:
    """The app under uvicorn on a free loopback port, in this event loop; yields its base URL."""
    sock = bind("127.0.0.1", 0)
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on", ws="none"))
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        while not server.started:  # noqa: ASYNC110 - uvicorn offers no event for this
            await asyncio.sleep(0.01)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await task
        sock.close()


def app_with(factory: Callable[[], Scripted], **options: Any) -> Any:
    return create_app(Settings(), conversations=factory, **options)


Script = list[Frame | asyncio.Event | Exception]


@asynccontextmanager
async def client_for(script: Script) -> AsyncIterator[httpx.AsyncClient]:
    """A client of a running app whose every conversation plays ``script``."""
    async with running(app_with(lambda: Scripted(script))) as base:
        async with httpx.AsyncClient(base_url=base) as client:
            yield client


async def events(response: httpx.Response) -> AsyncIterator[dict[str, Any]]:
    """Parse SSE events from a streamed response as they arrive."""
    buffer = ""
    async for chunk in response.aiter_text():
        buffer += chunk
        while "\n\n" in buffer:
            block, buffer = buffer.split("\n\n", 1)
            data = "\n".join(line[5:].lstrip() for line in block.splitlines() if line.startswith("data:"))
            if data:
                yield json.loads(data)


def post_turn(client: httpx.AsyncClient, message: str, conversation: str | None = None) -> Any:
    return client.stream("POST", "/api/turn", json={"message": message, "conversation": conversation})


async def test_each_frame_is_sent_before_the_next_one_exists() -> None:
    searched = asyncio.Event()
    script: Script = [
        StepOpen("ws_1", "web_search", "searching the web…"),
        searched,
        StepClose("ws_1", "searched for 'tides'", True),
        TextDelta("High tide is at 6."),
        Done("High tide is at 6.", 1, ["https://tides.example/today"]),
    ]
    async with client_for(script) as client:
        async with post_turn(client, "when is high tide?") as response:
            assert response.headers["content-type"].startswith("text/event-stream")
            assert "content-encoding" not in response.headers
            stream = events(response)
            first = await asyncio.wait_for(anext(stream), 5)
            # The turn is still held before its search ends, and the row's frame is already here.
            assert first == {
                "type": "step.open",
                "id": "ws_1",
                "tool": "web_search",
                "label": "searching the web…",
            }
            assert not searched.is_set()
            searched.set()
            rest = [event async for event in stream]
    assert [e["type"] for e in rest] == ["step.close", "text.delta", "done"]
    assert rest[-1]["sources"] == ["https://tides.example/today"]


async def test_compression_is_never_applied_even_when_asked_for() -> None:
    script: Script = [Done("ok", 0)]
    async with client_for(script) as client:
        response = await client.post(
            "/api/turn", json={"message": "hi"}, headers={"Accept-Encoding": "gzip, br"}
        )
    assert "content-encoding" not in response.headers
    assert response.headers["cache-control"].startswith("no-cache")
    assert response.headers["x-accel-buffering"] == "no"


async def test_a_conversation_keeps_its_id_and_its_history_object() -> None:
    made: list[Scripted] = []

    def factory() -> Scripted:
        made.append(Scripted([Done("ok", 0)]))
        return made[-1]

    async with running(app_with(factory)) as base, httpx.AsyncClient(base_url=base) as client:
        first = await client.post("/api/turn", json={"message": "one"})
        key = first.headers[CONVERSATION_HEADER]
        second = await client.post("/api/turn", json={"message": "two", "conversation": key})
        third = await client.post("/api/turn", json={"message": "three", "conversation": "forgotten"})
    assert second.headers[CONVERSATION_HEADER] == key
    assert third.headers[CONVERSATION_HEADER] not in (key, "forgotten")
    assert [c.messages for c in made] == [["one", "two"], ["three"]]


async def test_conversations_are_closed_when_dropped_and_when_the_server_stops() -> None:
    made: list[Scripted] = []

    def factory() -> Scripted:
        made.append(Scripted([Done("ok", 0)]))
        return made[-1]

    async with running(app_with(factory, max_conversations=1)) as base:
        async with httpx.AsyncClient(base_url=base) as client:
            await client.post("/api/turn", json={"message": "one"})
            await client.post("/api/turn", json={"message": "two"})
            assert [c.closed for c in made] == [True, False]  # the first made room for the second
    assert [c.closed for c in made] == [True, True]


async def test_only_loopback_names_are_answered_so_a_rebound_name_gets_nothing() -> None:
    made: list[Scripted] = []
    async with running(app_with(lambda: made.append(Scripted([])) or made[-1])) as base:
        async with httpx.AsyncClient(base_url=base) as client:
            rebound = await client.post(
                "/api/turn", json={"message": "hi"}, headers={"Host": "attacker.example:8000"}
            )
            page = await client.get("/", headers={"Host": "attacker.example"})
            by_name = await client.get("/", headers={"Host": "localhost:8000"})
    assert rebound.status_code == 421 and page.status_code == 421
    assert by_name.status_code == 200
    assert made == []


@pytest.mark.plants_bug
async def test_a_bug_in_the_turn_ends_it_with_an_error_frame() -> None:
    script: Script = [TextDelta("Half"), RuntimeError("boom")]
    with watching_bugs() as bugs:
        async with client_for(script) as client:
            async with post_turn(client, "go") as response:
                got = [event async for event in events(response)]
    assert got[0] == {"type": "text.delta", "text": "Half"}
    assert got[-1]["type"] == "error" and got[-1]["internal"] is True
    assert "boom" not in got[-1]["message"]
    assert bugs.lines() == ["a turn failed inside kotoba (RuntimeError: boom)"]  # the server's log has it


async def test_an_error_frame_from_the_agent_is_passed_on_as_is() -> None:
    script: Script = [Error("no API key: set OPENAI_API_KEY")]
    async with client_for(script) as client:
        async with post_turn(client, "go") as response:
            got = [event async for event in events(response)]
    assert got == [{"type": "error", "message": "no API key: set OPENAI_API_KEY", "internal": False}]


async def test_a_second_turn_while_one_runs_is_refused() -> None:
    hold = asyncio.Event()
    script: Script = [StepOpen("s", "web_search", "searching…"), hold, Done("", 0)]
    async with client_for(script) as client:
        async with post_turn(client, "first") as response:
            await anext(events(response))
            key = response.headers[CONVERSATION_HEADER]
            busy = await client.post("/api/turn", json={"message": "again", "conversation": key})
            hold.set()
    assert busy.status_code == 409


async def test_a_person_who_leaves_mid_turn_does_not_lock_the_conversation() -> None:
    hold = asyncio.Event()
    script: Script = [StepOpen("s", "web_search", "searching…"), hold, Done("late", 0)]
    async with client_for(script) as client:
        async with post_turn(client, "first") as response:
            await anext(events(response))
            key = response.headers[CONVERSATION_HEADER]
        # The connection is gone while the turn is held; the server notices, cancels the turn and frees
        # the conversation — the hold is never released for that first turn.
        status = 409
        for _ in range(50):
            async with post_turn(client, "again", key) as again:
                status = again.status_code
                if status == 200:
                    hold.set()
                    got = [event async for event in events(again)]
                    break
            await asyncio.sleep(0.02)
    assert status == 200
    assert got[-1] == {"type": "done", "text": "late", "searches": 0, "sources": []}


@pytest.mark.parametrize(
    ("headers", "body", "status"),
    [
        ({"Content-Type": "text/plain"}, b'{"message": "hi"}', 415),
        ({"Content-Type": "application/json", "Origin": "https://evil.example"}, b'{"message": "hi"}', 403),
        ({"Content-Type": "application/json"}, b"not json", 400),
        ({"Content-Type": "application/json"}, b'{"message": "   "}', 400),
        ({"Content-Type": "application/json"}, b'["hi"]', 400),
    ],
)
async def test_requests_another_site_or_a_bad_client_could_send_are_refused(
    headers: dict[str, str], body: bytes, status: int
) -> None:
    made: list[Scripted] = []
    async with running(app_with(lambda: made.append(Scripted([])) or made[-1])) as base:
        async with httpx.AsyncClient(base_url=base) as client:
            response = await client.post("/api/turn", content=body, headers=headers)
    assert response.status_code == status
    assert made == []


async def test_the_page_and_its_assets_are_served() -> None:
    async with running(app_with(lambda: Scripted([]))) as base, httpx.AsyncClient(base_url=base) as client:
        page = await client.get("/")
        script = await client.get("/static/app.js")
        style = await client.get("/static/style.css")
        info = await client.get("/api/info")
        escape = await client.get("/static/../web.py")
    assert page.status_code == 200
    assert '<label for="message">' in page.text
    assert 'name="viewport"' in page.text
    assert script.status_code == 200 and "text/event-stream" in script.text
    assert style.status_code == 200
    assert info.json() == {
        "provider": "openai",
        "model": "gpt-5-mini",
        "mode": "work",
        "problem": "OPENAI_API_KEY is not set (the openai provider's API key)",
    }
    assert escape.status_code == 404


def test_serve_prints_its_url_once_it_can_be_opened() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_")}
    command = [sys.executable, "-m", "kotoba", "serve", "--port", "0", "--model", "m-1", "--mode", "chat"]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    ) as proc:
        try:
            assert proc.stdout is not None
            line = proc.stdout.readline()
            assert line.startswith("kotoba: serving on http://127.0.0.1:"), line
            url = line.split()[3]
            info = httpx.get(url + "api/info", timeout=5).json()
            assert info["model"] == "m-1" and info["mode"] == "chat"
        finally:
            proc.terminate()
            proc.communicate(timeout=10)


def test_serve_says_in_one_line_when_the_port_is_taken() -> None:
    sock = bind("127.0.0.1", 0)
    try:
        port = sock.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "kotoba", "serve", "--port", str(port)],
            capture_output=True,
            text=True,
            timeout=30,
        )
    finally:
        sock.close()
    assert done.returncode == 1
    assert done.stderr.startswith(f"kotoba: cannot listen on 127.0.0.1:{port}")
    assert "Traceback" not in done.stderr
