"""Gemini end to end: the real ``google-genai`` client against a local ``streamGenerateContent`` server.

What is true on Gemini, and tested as such: its stream names a ``google_search`` only in the last chunk's
grounding metadata, so no row claims a live search — one row says Gemini is working and settles to what it
reported searching (counted then); a server-side ``toolCall`` part, when the stream does carry one, is a
row of its own from that moment. The budget has one enforcement here (withdrawal: Gemini takes no bound on
searches). Sources are the grounding chunks' redirect links, as given. The recorded stream is real
(``tests/support/recorded/gemini``, citing its source).
"""

from __future__ import annotations

from kotoba.agent.budget import budget_note
from kotoba.agent.frames import Done, Error, Frame, Note, StepClose, StepOpen, TextDelta
from kotoba.agent.prompt import LATEST_RULE, NO_SEARCH_BLOCK, SEARCH_BLOCK
from kotoba.agent.session import Session
from kotoba.agent.wires.gemini import ANSWERED_UNSEARCHED, WAITING
from tests.support import fake_gemini
from tests.support.fake_gemini import call_chunk, parts_chunk, serve, text_chunk
from tests.support.turns import done, one_turn, rows, settings_for

REDIRECT = "https://vertexaisearch.cloud.google.com/grounding-api-redirect/"


def _tools(request: dict) -> list[str]:
    names: list[str] = []
    for tool in request.get("tools", []):
        names += [f["name"] for f in tool.get("functionDeclarations", [])]
        names += [key for key in tool if key != "functionDeclarations"]
    return names


def _system(request: dict) -> str:
    return "".join(part["text"] for part in request["systemInstruction"]["parts"])


async def test_a_replayed_real_stream_settles_its_row_to_the_search_gemini_reported() -> None:
    with serve([{"recorded": "google_search"}]) as server:
        frames = await one_turn(settings_for(server.url, "gemini"), "weather in San Francisco today?")
    (opened, closed) = rows(frames)
    assert opened[0] == "open" and opened[2] == WAITING
    assert closed == ("close", opened[1], "searched for 'weather in San Francisco today'", True)
    # The row settles only after the text: that is when Gemini says what it searched.
    assert frames.index(next(f for f in frames if isinstance(f, StepClose))) > max(
        i for i, f in enumerate(frames) if isinstance(f, TextDelta)
    )
    end = done(frames)
    assert end.searches == 1
    assert end.text.startswith("### Cloudy Skies") and end.text.endswith("mild and dry weather pattern.")
    assert len(end.sources) == 5 and sum(s.startswith(REDIRECT) for s in end.sources) == 4
    request = server.requests[0]
    assert server.paths[0].split("?")[0].endswith("/models/fake-model:streamGenerateContent")
    assert {"googleSearch": {}} in request["tools"]
    assert "urlContext" not in str(request["tools"])  # pages are read by web_extract, behind the guard
    assert SEARCH_BLOCK in _system(request) and LATEST_RULE in _system(request)
    assert server.headers[0]["x-goog-api-key"] == "test-gemini-key"


async def test_no_dead_screen_a_row_is_there_before_gemini_says_anything() -> None:
    scripts = [{"chunks": [{"hold": "release"}, text_chunk("Done.", finish="STOP")]}]
    with serve(scripts) as server:
        async with Session(settings_for(server.url, "gemini")) as session:
            seen: list[Frame] = []
            async for frame in session.turn("anything new?"):
                seen.append(frame)
                if isinstance(frame, StepOpen):
                    assert not server.released.is_set() and frame.label == WAITING
                    server.release()
    assert [r[2] for r in rows(seen)] == [WAITING, ANSWERED_UNSEARCHED]
    assert isinstance(seen[-1], Done) and seen[-1].searches == 0


async def test_a_server_side_tool_call_in_the_stream_is_its_own_live_row() -> None:
    call = {
        "toolCall": {"id": "tc1", "toolType": "GOOGLE_SEARCH_WEB", "args": {"queries": ["latest python"]}}
    }
    response = {"toolResponse": {"id": "tc1", "toolType": "GOOGLE_SEARCH_WEB", "response": {"ok": True}}}
    scripts = [
        {
            "chunks": [
                parts_chunk([call]),
                {"hold": "release"},
                parts_chunk([response]),
                text_chunk("3.14.", finish="STOP"),
            ]
        }
    ]
    with serve(scripts) as server:
        async with Session(settings_for(server.url, "gemini")) as session:
            seen: list[Frame] = []
            async for frame in session.turn("latest python?"):
                seen.append(frame)
                if isinstance(frame, StepOpen) and frame.id == "tc1":
                    server.release()
    labels = [(r[0], r[1], r[2]) for r in rows(seen)]
    assert ("open", "tc1", "searching for 'latest python'…") in labels
    assert ("close", "tc1", "searched for 'latest python'") in labels
    assert isinstance(seen[-1], Done) and seen[-1].searches == 1


async def test_function_calls_round_trip_with_their_id_and_the_model_parts_verbatim() -> None:
    link = "https://docs.example.test/guide"
    signed = {"text": "", "thoughtSignature": "c2lnbmVk"}
    scripts = [
        {
            "chunks": [
                parts_chunk([signed]),
                call_chunk("web_extract", {"url": "https://made.up/page"}, "fc_1"),
            ]
        },
        {"chunks": [text_chunk("I could not read it.", finish="STOP")]},
    ]
    with serve(scripts) as server:
        frames = await one_turn(settings_for(server.url, "gemini"), f"summarize {link}")
    second = server.requests[1]
    model, results = second["contents"][1], second["contents"][2]
    assert model["role"] == "model"
    assert model["parts"][0]["thoughtSignature"] == "c2lnbmVk"  # sent back as it came
    assert model["parts"][1]["functionCall"] == {
        "id": "fc_1",
        "name": "web_extract",
        "args": {"url": "https://made.up/page"},
    }
    (part,) = results["parts"]
    assert part["functionResponse"]["id"] == "fc_1" and part["functionResponse"]["name"] == "web_extract"
    assert "YOU DID NOT READ THAT PAGE" in part["functionResponse"]["response"]["output"]
    assert any(isinstance(f, Note) and "YOU DID NOT READ THAT PAGE" in f.text for f in frames)
    assert done(frames).text == "I could not read it."


async def test_the_budget_withdraws_google_search_once_spent_with_one_note() -> None:
    grounding = {
        "webSearchQueries": ["a", "b"],
        "groundingChunks": [{"web": {"uri": REDIRECT + "x", "title": "x.test"}}],
    }
    scripts = [
        {
            "chunks": [
                text_chunk("Looked.", grounding=grounding),
                call_chunk("delegate", {"task": "t"}, "fc_d"),
            ]
        },
        {"chunks": [text_chunk("helper", finish="STOP")]},
        {"chunks": [text_chunk("Answer.", finish="STOP")]},
    ]
    with serve(scripts) as server:
        frames = await one_turn(settings_for(server.url, "gemini", web_search_limit=2), "compare a and b")
    first, helper, last = server.requests
    assert "googleSearch" in _tools(first) and "googleSearch" in _tools(helper)
    assert "googleSearch" not in _tools(last)
    assert [f.text for f in frames if isinstance(f, Note)] == [budget_note(2)]
    assert budget_note(2) in _system(last) and LATEST_RULE not in _system(last)
    assert done(frames).searches == 2


async def test_no_search_is_said_honestly() -> None:
    with serve([{"chunks": [text_chunk("From memory.", finish="STOP")]}]) as server:
        frames = await one_turn(settings_for(server.url, "gemini", web=False), "who won?")
    request = server.requests[0]
    assert "googleSearch" not in _tools(request) and NO_SEARCH_BLOCK in _system(request)
    assert rows(frames) == [] and done(frames).text == "From memory."


async def test_errors_are_one_line_and_a_cut_stream_is_not_an_answer() -> None:
    quota = {
        "status": 429,
        "body": {"error": {"code": 429, "message": "Resource exhausted", "status": "RESOURCE_EXHAUSTED"}},
    }
    with serve([quota]) as server:
        frames = await one_turn(settings_for(server.url, "gemini"), "hi")
    assert isinstance(frames[-1], Error) and frames[-1].message.startswith("the gemini provider answered 429")
    assert not frames[-1].internal
    assert [r[3] for r in rows(frames) if r[0] == "close"] == [False]  # the waiting row did not spin on
    with serve([{"chunks": [text_chunk("partial")]}]) as server:  # no finishReason: cut off
        frames = await one_turn(settings_for(server.url, "gemini"), "hi")
    assert isinstance(frames[-1], Error) and "gemini" in frames[-1].message
    assert fake_gemini.RECORDED.exists()


async def test_a_conversation_carries_over_turns() -> None:
    scripts = [
        {"chunks": [text_chunk("First.", finish="STOP")]},
        {"chunks": [text_chunk("Second.", finish="STOP")]},
    ]
    with serve(scripts) as server:
        async with Session(settings_for(server.url, "gemini")) as session:
            for message in ("one", "two"):
                [frame async for frame in session.turn(message)]
    assert [(c["role"], c["parts"][0]["text"]) for c in server.requests[-1]["contents"]] == [
        ("user", "one"),
        ("model", "First."),
        ("user", "two"),
    ]
