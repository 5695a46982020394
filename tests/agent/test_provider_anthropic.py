"""Anthropic's Messages API end to end: the real ``anthropic`` client against a local Messages SSE server.

Every rule of the spec, on this provider: rows open while the search runs and settle to what it did, the
budget is enforced twice (``max_uses`` on the tool, and withdrawal), the cap note comes once, the "latest"
rule and the honest-absence block are in the system prompt when they should be, failures reach the model
as notes — plus what is Anthropic's own: ``pause_turn`` continued with one row per step across requests,
in-band search errors, and the assistant's content (encrypted results and citation indexes) sent back
verbatim. Recorded streams are real (``tests/support/recorded/anthropic``, each citing its source).
"""

from __future__ import annotations

import asyncio

from kotoba.agent.budget import budget_note
from kotoba.agent.frames import Done, Error, Frame, Note, StepClose, StepOpen, TextDelta
from kotoba.agent.prompt import LATEST_RULE, NO_SEARCH_BLOCK, SEARCH_BLOCK
from kotoba.agent.session import Session
from kotoba.agent.steps import SEARCHING
from kotoba.agent.wires.messages import WEB_SEARCH_TOOL
from tests.support import fake_messages
from tests.support.fake_messages import assistant_blocks, last_user_results, serve
from tests.support.turns import done, one_turn, rows, settings_for

SEARCH_ID = "srvtoolu_01Bj5uzzLcYG5hfueSLcDH8k"
QUERY = "tech news today September 26 2025"
APPLE = (
    "https://www.apple.com/newsroom/2025/09/the-all-new-apple-ginza-opens-this-friday-september-26-in-tokyo/"
)
FANG = (
    "https://future.forem.com/junyu_fang_a216509a97501d/fang-junyus-technology-weekly-september-26-2025-2ndd"
)


def _tool_names(request: dict) -> list[str]:
    return [tool.get("name") for tool in request.get("tools", [])]


def _search_tool(request: dict) -> dict | None:
    return next((t for t in request.get("tools", []) if t.get("name") == "web_search"), None)


def _recorded_text(name: str) -> str:
    return "".join(
        e["delta"]["text"]
        for e in fake_messages.recorded(name)
        if e["type"] == "content_block_delta" and e["delta"]["type"] == "text_delta"
    )


async def test_a_replayed_real_stream_shows_its_search_row_text_and_sources() -> None:
    with serve([{"recorded": "web_search"}]) as server:
        frames = await one_turn(settings_for(server.url, "anthropic"), "what's the tech news today?")
    assert rows(frames) == [
        ("open", SEARCH_ID, SEARCHING, None),
        ("close", SEARCH_ID, f"searched for '{QUERY}'", True),
    ]
    end = done(frames)
    assert end.text == _recorded_text("web_search")
    assert "".join(f.text for f in frames if isinstance(f, TextDelta)) == end.text
    assert (end.searches, end.sources) == (1, [APPLE, FANG])
    request = server.requests[0]
    assert request["stream"] is True and request["model"] == "fake-model"
    assert request["messages"] == [{"role": "user", "content": "what's the tech news today?"}]
    assert _search_tool(request) == {
        "type": WEB_SEARCH_TOOL,
        "name": "web_search",
        "allowed_callers": ["direct", "code_execution_20260120"],
        "response_inclusion": "full",
        "max_uses": 8,
    }
    assert "web_fetch" not in str(request["tools"])  # pages are read by web_extract, behind the guard
    assert SEARCH_BLOCK in request["system"] and LATEST_RULE in request["system"]
    assert server.headers[0]["authorization"] == "Bearer test-anthropic-key"  # the 2.x client's auth


async def test_the_row_opens_while_the_search_is_still_running() -> None:
    # The recording is held after its server_tool_use block, before the result: the search "runs".
    with serve([{"recorded": "web_search", "hold_at": 8}]) as server:
        async with Session(settings_for(server.url, "anthropic")) as session:
            seen: list[Frame] = []
            async for frame in session.turn("what's the tech news today?"):
                seen.append(frame)
                if isinstance(frame, StepOpen):
                    assert not server.released.is_set()  # it opened before the result existed
                    assert not any(isinstance(f, StepClose) for f in seen)
                    server.release()
    assert isinstance(seen[-1], Done) and seen[-1].searches == 1


async def test_pause_turn_is_continued_and_the_row_spans_both_requests() -> None:
    scripts = [{"recorded": "paused_web_search"}, {"recorded": "continue_web_search"}]
    with serve(scripts) as server:
        frames = await one_turn(settings_for(server.url, "anthropic"), "what's the tech news today?")
    assert rows(frames) == [
        ("open", SEARCH_ID, SEARCHING, None),
        ("close", SEARCH_ID, f"searched for '{QUERY}'", True),
    ]
    end = done(frames)
    assert end.searches == 1 and end.sources == [APPLE, FANG]
    first, second = server.requests
    # Continued as the API documents: the paused content appended as the assistant's, the request resent.
    assert second["messages"][:1] == first["messages"]
    assert second["messages"][1] == {
        "role": "assistant",
        "content": [
            {"type": "server_tool_use", "id": SEARCH_ID, "name": "web_search", "input": {"query": QUERY}}
        ],
    }
    assert len(second["messages"]) == 2 and second["system"] == first["system"]
    # The provider's bound follows the budget: one search ran, so the continuation may run 7 more.
    assert [t["max_uses"] for t in first["tools"] + second["tools"] if t["name"] == "web_search"] == [8, 7]


async def test_a_step_repeated_in_the_continuation_is_still_one_row() -> None:
    paused = fake_messages.recorded("paused_web_search")
    continuation = fake_messages.recorded("continue_web_search")
    again = [e for e in paused if e["type"] in ("content_block_start", "content_block_stop")][:1]
    again = [{**again[0], "index": 0}, {"type": "content_block_stop", "index": 0}]
    shifted = [{**e, "index": e["index"] + 1} if "index" in e else e for e in continuation[1:]]
    with serve([{"events": paused}, {"events": [continuation[0], *again, *shifted]}]) as server:
        frames = await one_turn(settings_for(server.url, "anthropic"), "what's the tech news today?")
    assert [r[0] for r in rows(frames)] == ["open", "close"]
    assert done(frames).searches == 1


async def test_results_and_citations_go_back_verbatim() -> None:
    link = "https://docs.example.test/guide"
    scripts = [
        {
            "blocks": [
                {"type": "text", "text": "Let me look that up."},
                {
                    "type": "search",
                    "query": "example guide",
                    "results": [{"url": link, "title": "Guide", "encrypted_content": "EqwDsecret+/=="}],
                },
                {
                    "type": "text",
                    "text": "The guide says hello.",
                    "citations": [{"url": link, "title": "Guide", "encrypted_index": "Eo8Bindex=="}],
                },
                {
                    "type": "tool_use",
                    "name": "web_extract",
                    "input": {"url": "https://elsewhere.test/made-up"},
                },
            ]
        },
        {"blocks": [{"type": "text", "text": "I could not read that page."}]},
    ]
    with serve(scripts) as server:
        frames = await one_turn(settings_for(server.url, "anthropic"), f"what does {link} say?")
    second = server.requests[1]
    blocks = list(assistant_blocks(second))
    assert [b["type"] for b in blocks] == [
        "text",
        "server_tool_use",
        "web_search_tool_result",
        "text",
        "tool_use",
    ]
    assert blocks[2]["content"][0]["encrypted_content"] == "EqwDsecret+/=="
    assert blocks[3]["citations"][0]["encrypted_index"] == "Eo8Bindex=="
    assert blocks[3]["text"] == "The guide says hello."
    # The made-up URL was refused unread, and the model was told so in the tool_result.
    (result,) = last_user_results(second)
    assert result["tool_use_id"] == blocks[4]["id"]
    assert "YOU DID NOT READ THAT PAGE" in result["content"]
    assert any(isinstance(f, Note) and "YOU DID NOT READ THAT PAGE" in f.text for f in frames)
    end = done(frames)
    assert end.text == "Let me look that up.\n\nThe guide says hello.\n\nI could not read that page."


async def test_in_band_search_errors_close_the_row_as_failed_with_a_reason() -> None:
    scripts = [
        {
            "blocks": [
                {"type": "search", "query": "q1", "error": "too_many_requests"},
                {"type": "search", "query": "q2", "error": "query_too_long"},
                {"type": "search", "query": "q3", "error": "unavailable"},
                {"type": "text", "text": "The search did not work."},
            ]
        }
    ]
    with serve(scripts) as server:
        frames = await one_turn(settings_for(server.url, "anthropic"), "look it up")
    closes = [(f.label, f.ok) for f in frames if isinstance(f, StepClose)]
    assert closes == [
        ("search for 'q1' failed: the provider's search was rate-limited", False),
        ("search for 'q2' failed: the query was too long", False),
        ("search for 'q3' failed: the provider's search was unavailable", False),
    ]
    assert not any(isinstance(f, Note) for f in frames)  # not the cap: no budget note
    assert isinstance(frames[-1], Done)


async def test_the_budget_is_enforced_twice_and_the_cap_note_comes_once() -> None:
    # Limit 2: the request says max_uses=2; the model tries a third search, which the provider refuses
    # in-band (max_uses_exceeded); the next request no longer offers web_search and carries the note once.
    scripts = [
        {
            "blocks": [
                {"type": "search", "query": "a", "results": [{"url": "https://a.test/", "title": "A"}]},
                {"type": "search", "query": "b", "results": [{"url": "https://b.test/", "title": "B"}]},
                {"type": "search", "query": "c", "results": [{"url": "https://c.test/", "title": "C"}]},
                {"type": "tool_use", "name": "delegate", "input": {"task": "summarize a and b"}},
            ]
        },
        {"blocks": [{"type": "text", "text": "helper answer"}]},
        {"blocks": [{"type": "text", "text": "A and B."}]},
    ]
    with serve(scripts) as server:
        frames = await one_turn(settings_for(server.url, "anthropic", web_search_limit=2), "compare a and b")
    first, helper, last = server.requests
    assert _search_tool(first)["max_uses"] == 2
    closes = [
        (f.label, f.ok)
        for f in frames
        if isinstance(f, StepClose) and f.label.startswith(("search", "searched"))
    ]
    assert closes == [
        ("searched for 'a'", True),
        ("searched for 'b'", True),
        ("search for 'c' failed: the search limit for this turn was reached", False),
    ]
    notes = [f.text for f in frames if isinstance(f, Note)]
    assert notes == [budget_note(2)]
    assert _search_tool(last) is None and "web_search" not in _tool_names(last)
    assert budget_note(2) in last["system"] and LATEST_RULE not in last["system"]
    assert _search_tool(helper)["max_uses"] == 2  # a helper is its own run, with its own budget
    assert done(frames).searches == 2


async def test_searches_made_by_code_execution_count_too() -> None:
    caller = {"type": "code_execution_20260120", "tool_id": "srvtoolu_code"}
    scripts = [
        {
            "blocks": [
                {
                    "type": "search",
                    "query": "nested one",
                    "caller": caller,
                    "results": [{"url": "https://n.test/1"}],
                },
                {
                    "type": "search",
                    "query": "nested two",
                    "caller": caller,
                    "results": [{"url": "https://n.test/2"}],
                },
                {"type": "text", "text": "Filtered."},
            ]
        }
    ]
    with serve(scripts) as server:
        frames = await one_turn(settings_for(server.url, "anthropic"), "filter the news")
    assert [r[2] for r in rows(frames) if r[0] == "close"] == [
        "searched for 'nested one'",
        "searched for 'nested two'",
    ]
    assert done(frames).searches == 2
    assert server.requests[0]["tools"][0]["response_inclusion"] == "full"  # nested searches stay visible


async def test_no_search_is_said_honestly_and_nothing_is_offered() -> None:
    with serve([{"blocks": [{"type": "text", "text": "From memory."}]}]) as server:
        frames = await one_turn(settings_for(server.url, "anthropic", web_search_limit=0), "who won?")
    request = server.requests[0]
    assert _search_tool(request) is None
    assert NO_SEARCH_BLOCK in request["system"] and SEARCH_BLOCK not in request["system"]
    assert done(frames).searches == 0


async def test_an_error_status_is_one_line_and_a_cut_stream_is_not_an_answer() -> None:
    overloaded = {
        "status": 529,
        "body": {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}},
    }
    with serve([overloaded, overloaded]) as server:  # the client retries once, as it is built to
        frames = await one_turn(settings_for(server.url, "anthropic"), "hi")
    assert frames == [Error(message="the anthropic provider answered 529: Overloaded")]
    with serve([{"recorded": "web_search", "cut": 8}]) as server:
        frames = await one_turn(settings_for(server.url, "anthropic"), "hi")
    assert isinstance(frames[-1], Error) and not frames[-1].internal
    assert "anthropic" in frames[-1].message
    # the row the cut left running was closed, not left spinning
    assert [r[0] for r in rows(frames)] == ["open", "close"] and rows(frames)[-1][3] is False


async def test_an_error_event_mid_stream_ends_in_error() -> None:
    events = [
        *fake_messages.recorded("paused_web_search")[:3],
        {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}},
    ]
    with serve([{"events": events}]) as server:
        frames = await one_turn(settings_for(server.url, "anthropic"), "hi")
    assert frames[-1] == Error(message="the provider failed: Overloaded")
    assert len(server.requests) == 1
    await asyncio.sleep(0)


async def test_an_input_that_arrives_whole_labels_the_row_from_its_start() -> None:
    scripts = [
        {
            "blocks": [
                {
                    "type": "search",
                    "query": "whole query",
                    "whole": True,
                    "results": [{"url": "https://w.test/"}],
                },
                {"type": "text", "text": "Done."},
            ]
        }
    ]
    with serve(scripts) as server:
        frames = await one_turn(settings_for(server.url, "anthropic"), "look")
    assert [r[2] for r in rows(frames)] == ["searching for 'whole query'…", "searched for 'whole query'"]


async def test_a_conversation_carries_over_turns_with_the_roles_alternating() -> None:
    overloaded = {
        "status": 529,
        "body": {"type": "error", "error": {"type": "overloaded_error", "message": "x"}},
    }
    scripts = [
        {"blocks": [{"type": "text", "text": "First answer."}]},
        overloaded,
        overloaded,  # the second turn fails (the client retries once): no answer joins the conversation
        {"blocks": [{"type": "text", "text": "Third answer."}]},
    ]
    with serve(scripts) as server:
        async with Session(settings_for(server.url, "anthropic")) as session:
            for message in ("one", "two", "three"):
                [frame async for frame in session.turn(message)]
    assert server.requests[-1]["messages"] == [
        {"role": "user", "content": "one"},
        {"role": "assistant", "content": "First answer."},
        {"role": "user", "content": "two\n\nthree"},
    ]


async def test_a_search_left_running_beside_a_client_tool_call_ends_in_the_next_request() -> None:
    link = "https://docs.example.test/guide"
    scripts = [
        {
            "blocks": [
                {"type": "search", "id": "srvtoolu_s", "query": "guide", "only": "use"},
                {"type": "tool_use", "name": "web_extract", "input": {"url": "https://made.up/"}},
            ]
        },
        {
            "blocks": [
                {
                    "type": "search",
                    "id": "srvtoolu_s",
                    "only": "result",
                    "results": [{"url": "https://g.test/"}],
                },
                {"type": "text", "text": "Done."},
            ]
        },
    ]
    with serve(scripts) as server:
        frames = await one_turn(settings_for(server.url, "anthropic"), f"what does {link} say?")
    search = [r for r in rows(frames) if r[1] == "srvtoolu_s"]
    assert search == [
        ("open", "srvtoolu_s", SEARCHING, None),
        ("close", "srvtoolu_s", "searched for 'guide'", True),
    ]
    assert done(frames).searches == 1
