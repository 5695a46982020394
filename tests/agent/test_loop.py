"""The loop against a local Responses server, through the real ``openai`` client.

Each test plays a script of real-shaped SSE events (``tests/support/fake_responses/scripts``) and checks both sides:
the frames the client sees and the request bodies the provider received.
"""

from __future__ import annotations

import pytest

from kotoba.agent.frames import Done, Error, Narration, Note, StepClose, StepOpen, TextDelta
from kotoba.agent.loop import MAX_ITERATIONS
from kotoba.agent.prompt import LATEST_RULE, NO_SEARCH_BLOCK, SEARCH_BLOCK
from kotoba.agent.session import Session
from kotoba.agent.steps import SEARCHED_WEB, SEARCHING, UNFINISHED
from kotoba.settings import Settings
from kotoba.tools.web_search import WebSearchTool
from tests.support.bugs import watching_bugs
from tests.support.fake_responses import load, serve
from tests.support.fake_responses.harness import collect, done, one_turn, settings_for, tool_names


async def test_a_plain_answer_streams_text_and_ends_done() -> None:
    with serve(load("plain")) as server:
        frames = await one_turn(settings_for(server), "hello")
    assert all(isinstance(f, TextDelta) for f in frames[:-1]) and len(frames) > 2
    end = done(frames)
    assert end.text == "Hello! Nothing to look up here."
    assert "".join(f.text for f in frames if isinstance(f, TextDelta)) == end.text
    assert (end.searches, end.sources) == (0, [])
    request = server.requests[0]
    assert request["stream"] is True
    assert request["input"] == [{"role": "user", "content": "hello"}]
    assert tool_names(request) == ["web_search", "delegate"]  # no link: no web_extract
    assert {"type": "web_search"} in request["tools"]
    assert request["max_tool_calls"] == 8
    assert request["include"] == ["web_search_call.action.sources"]
    assert server.headers[0]["authorization"] == "Bearer test-openai-key"


async def test_one_search_is_a_row_with_its_query_and_the_answer_cites_sources() -> None:
    with serve(load("one_search")) as server:
        frames = await one_turn(settings_for(server), "when was python 3.14 released?")
    rows = [f for f in frames if isinstance(f, (StepOpen, StepClose))]
    assert rows == [
        StepOpen(id=rows[0].id, tool="web_search", label=SEARCHING),
        StepClose(id=rows[0].id, label="searched for 'python 3.14 release date'", ok=True),
    ]
    assert rows[0].id.startswith("ws_")
    end = done(frames)
    assert end.searches == 1
    assert end.sources == [
        "https://www.python.org/downloads/release/python-3140/",
        "https://peps.python.org/pep-0745/",
    ]
    assert len(server.requests) == 1


async def test_a_fan_out_search_shows_every_query_not_the_legacy_one() -> None:
    with serve(load("fanout")) as server:
        frames = await one_turn(settings_for(server), "who won the last ballon d'or?")
    closes = [f for f in frames if isinstance(f, StepClose)]
    assert [c.label for c in closes] == [
        "searched for 'ballon d'or winner', 'ballon d'or latest ceremony', 'ballon d'or men's award'"
    ]


async def test_legacy_and_bare_search_actions() -> None:
    with serve(load("legacy_query")) as server:
        frames = await one_turn(settings_for(server), "weather in lisbon?")
    labels = [f.label for f in frames if isinstance(f, StepClose)]
    assert labels == ["searched for 'weather in Lisbon today'", SEARCHED_WEB, SEARCHED_WEB]
    assert done(frames).searches == 3


async def test_open_page_and_find_in_page_rows_chained_in_one_response() -> None:
    with serve(load("open_find")) as server:
        frames = await one_turn(settings_for(server), "what's new in httpx?")
    rows = [(type(f).__name__, f.label) for f in frames if isinstance(f, (StepOpen, StepClose))]
    page = "https://github.com/encode/httpx/blob/master/CHANGELOG.md"
    assert rows == [
        ("StepOpen", SEARCHING),
        ("StepClose", "searched for 'httpx 1.0 release notes', 'httpx changelog 2025'"),
        ("StepOpen", SEARCHING),
        ("StepClose", f"opened {page}"),
        ("StepOpen", SEARCHING),
        ("StepClose", "looked for '0.28.0' in the page"),
    ]
    # each row closes before the next opens, and the text comes after the last row
    first_text = next(i for i, f in enumerate(frames) if isinstance(f, TextDelta))
    assert all(not isinstance(f, TextDelta) for f in frames[:first_text]) and first_text == 6
    assert done(frames).searches == 3
    assert not any(isinstance(f, Narration) for f in frames)  # a search never enters the narration branch


async def test_unknown_events_and_actions_are_ignored_not_fatal() -> None:
    with serve(load("unknown_events")) as server:
        frames = await one_turn(settings_for(server), "anything")
    assert [f.label for f in frames if isinstance(f, StepClose)] == [SEARCHED_WEB]
    assert done(frames).text == "Still fine."


async def test_a_failed_response_is_one_error_line() -> None:
    with serve(load("failed")) as server:
        frames = await one_turn(settings_for(server), "hi")
    assert isinstance(frames[-1], Error)
    assert frames[-1].message == "the provider failed: The model is overloaded. Try again later."


async def test_a_provider_error_status_is_one_error_line() -> None:
    with serve(load("provider_error")) as server:
        frames = await one_turn(settings_for(server), "hi")
    assert frames == [
        Error(message="the openai provider answered 400: Unsupported parameter: 'max_tool_calls'.")
    ]


async def test_missing_key_and_unreachable_provider_are_error_frames() -> None:
    frames = await one_turn(Settings(api_keys={}), "hi")
    assert frames == [Error(message="OPENAI_API_KEY is not set (the openai provider's API key)")]
    with serve([]) as server:
        url = server.url
    # the server is gone: nothing listens on its port any more
    settings = Settings(base_url=url, api_keys={"OPENAI_API_KEY": "k"})
    frames = await one_turn(settings, "hi")
    assert frames == [Error(message=f"cannot reach the openai provider at {url}")]


@pytest.mark.parametrize("provider", ["openrouter", "compatible"])
async def test_a_provider_without_search_gets_the_honest_absence_block(provider: str) -> None:
    with serve(load("plain")) as server:
        await one_turn(settings_for(server, provider=provider), "what's the latest python?")
    request = server.requests[0]
    assert "web_search" not in tool_names(request)
    assert NO_SEARCH_BLOCK in request["instructions"]
    assert SEARCH_BLOCK not in request["instructions"] and LATEST_RULE not in request["instructions"]
    assert "max_tool_calls" not in request and "include" not in request


async def test_web_family_off_gets_the_honest_absence_block_even_on_openai() -> None:
    with serve(load("plain")) as server:
        await one_turn(settings_for(server, web=False), "see https://example.org/ please")
    request = server.requests[0]
    assert tool_names(request) == ["delegate"]
    assert NO_SEARCH_BLOCK in request["instructions"]


@pytest.mark.parametrize(("mode", "rule"), [("work", True), ("chat", False)])
async def test_the_latest_rule_is_for_work_mode_with_search(mode: str, rule: bool) -> None:
    with serve(load("plain")) as server:
        await one_turn(settings_for(server, mode=mode), "who won the last ballon d'or?")
    instructions = server.requests[0]["instructions"]
    assert (LATEST_RULE in instructions) is rule
    assert SEARCH_BLOCK in instructions and NO_SEARCH_BLOCK not in instructions


async def test_xai_gets_web_search_but_never_max_tool_calls() -> None:
    with serve(load("one_search")) as server:
        frames = await one_turn(settings_for(server, provider="xai"), "python 3.14?")
    assert done(frames).searches == 1
    request = server.requests[0]
    assert "web_search" in tool_names(request)
    assert "max_tool_calls" not in request
    assert server.headers[0]["authorization"] == "Bearer test-xai-key"


async def test_history_is_kept_across_turns() -> None:
    with serve(load("plain") * 2) as server:
        async with Session(settings_for(server)) as session:
            await collect(session, "first")
            await collect(session, "second")
    assert server.requests[1]["input"] == [
        {"role": "user", "content": "first"},
        {"role": "assistant", "content": "Hello! Nothing to look up here."},
        {"role": "user", "content": "second"},
    ]


async def test_web_search_is_a_built_in_that_never_executes() -> None:
    tool = WebSearchTool()
    assert tool.definition() == {"type": "web_search"}
    assert dict(tool.voice) == {}
    with pytest.raises(NotImplementedError, match="provider built-in"):
        await tool.execute({})


async def test_a_built_in_called_as_a_function_is_refused_not_run() -> None:
    with serve(load("builtin_as_function")) as server:
        frames = await one_turn(settings_for(server), "anything")
    close = next(f for f in frames if isinstance(f, StepClose))
    assert (close.ok, close.label) == (False, "web_search was not run")
    [output] = [i["output"] for i in server.requests[1]["input"] if i.get("type") == "function_call_output"]
    assert output == "web_search is not available right now; do not call it again this turn."
    assert done(frames).text == "Answered without it."


async def test_a_client_that_leaves_mid_turn_stops_the_turn() -> None:
    with serve(load("held_search")) as server:
        async with Session(settings_for(server)) as session:
            turn = session.turn("search slowly")
            first = await anext(turn)
            assert isinstance(first, StepOpen)
            await turn.aclose()  # the client went away while the search was held
        server.release()
    assert len(server.requests) == 1


async def test_a_stream_cut_mid_search_closes_the_row_and_reports_it() -> None:
    with serve(load("cut_stream")) as server:
        frames = await one_turn(settings_for(server), "anything")
    assert frames == [
        StepOpen(id="ws_cut", tool="web_search", label=SEARCHING),
        StepClose(id="ws_cut", label=UNFINISHED, ok=False),
        Error(message="the openai provider's stream ended before the response was complete"),
    ]


@pytest.mark.plants_bug
async def test_a_tool_that_raises_becomes_a_failure_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    from kotoba.tools.read_file import ReadFileTool

    async def broken(self: ReadFileTool, arguments: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(ReadFileTool, "execute", broken)
    with serve(load("budget")) as server, watching_bugs() as bugs:
        frames = await one_turn(settings_for(server, workspace="."), "dig")
    assert set(bugs.lines()) == {"the tool read_file failed inside kotoba (RuntimeError: boom)"}  # each call
    closes = [f for f in frames if isinstance(f, StepClose) and not f.label.startswith("searched")]
    assert closes[0] == StepClose(
        id=closes[0].id, label="read_file failed inside kotoba (RuntimeError: boom)", ok=False
    )
    output = next(i for i in server.requests[1]["input"] if i.get("type") == "function_call_output")
    assert output["output"].startswith("THE TOOL DID NOT RUN — read_file failed inside kotoba")
    assert isinstance(frames[-1], Done)


async def test_a_connection_dropped_mid_body_closes_the_row_and_is_one_error() -> None:
    """The transport's own exception (an incomplete chunked read) ends the turn as a frame, not a crash."""
    with serve(load("broken_stream")) as server:
        frames = await one_turn(settings_for(server), "anything")
    row = frames[0]
    assert isinstance(row, StepOpen)
    assert frames[1:-1] == [StepClose(id=row.id, label=UNFINISHED, ok=False)]
    end = frames[-1]
    assert isinstance(end, Error)
    assert end.message.startswith("the openai provider's stream broke off mid-response (RemoteProtocolError")
    assert "\n" not in end.message


async def test_a_stream_that_stalls_past_the_read_timeout_is_one_error() -> None:
    import openai

    with serve(load("held_search")) as server:
        client = openai.AsyncOpenAI(api_key="k", base_url=server.url, timeout=0.5, max_retries=0)
        async with Session(settings_for(server), client=client) as session:
            frames = await collect(session, "search slowly")
        await client.close()
    assert isinstance(frames[0], StepOpen)
    assert frames[1] == StepClose(id=frames[0].id, label=UNFINISHED, ok=False)
    end = frames[-1]
    assert isinstance(end, Error) and "ReadTimeout" in end.message and "openai" in end.message


async def test_text_then_a_stream_that_ends_without_completed_is_an_error_not_an_answer() -> None:
    """The partial text was already shown; the turn says it failed and history does not keep it."""
    with serve(load("text_then_eof")) as server:
        async with Session(settings_for(server)) as session:
            frames = await collect(session, "first")
            await collect(session, "second")
    assert [type(f) for f in frames] == [TextDelta, Error]
    assert frames[-1] == Error(message="the openai provider's stream ended before the response was complete")
    assert server.requests[1]["input"] == [
        {"role": "user", "content": "first"},
        {"role": "user", "content": "second"},
    ]


async def test_an_incomplete_response_tells_the_person_the_answer_was_cut_short() -> None:
    with serve(load("incomplete")) as server:
        frames = await one_turn(settings_for(server), "write a long essay")
    notes = [f for f in frames if isinstance(f, Note)]
    assert notes == [Note(text="the answer was cut short (max_output_tokens)")]
    assert frames.index(notes[0]) == len(frames) - 2  # after the text, before the end
    assert done(frames).text == "The first half of a long answer, and then"


async def test_a_model_that_never_stops_calling_tools_ends_in_an_error() -> None:
    calling = {"items": [{"type": "function_call", "name": "no_such_tool", "arguments": {}}]}
    with serve([calling] * MAX_ITERATIONS) as server:
        frames = await one_turn(settings_for(server), "anything")
    assert len(server.requests) == MAX_ITERATIONS
    assert "tools" not in server.requests[-1]  # the last request offered nothing, and it called anyway
    assert frames[-1] == Error(message=f"the model did not answer within {MAX_ITERATIONS} requests")
    assert not any(isinstance(f, Done) for f in frames)


async def test_a_refusal_is_the_answer_not_an_empty_done() -> None:
    with serve(load("refusal")) as server:
        frames = await one_turn(settings_for(server), "something it will not do")
    assert [f.text for f in frames if isinstance(f, TextDelta)] == ["I can't help ", "with that."]
    assert done(frames).text == "I can't help with that."


async def test_a_long_provider_error_is_capped_to_one_short_line() -> None:
    page = "<html>\n<body>\n" + "Bad gateway. " * 200 + "\n</body></html>"
    with serve([{"status": 400, "error": {"message": page}}]) as server:
        frames = await one_turn(settings_for(server), "hi")
    [error] = frames
    assert isinstance(error, Error)
    assert error.message.startswith("the openai provider answered 400: <html> <body> Bad gateway.")
    assert "\n" not in error.message and len(error.message) <= 200 and error.message.endswith("…")
