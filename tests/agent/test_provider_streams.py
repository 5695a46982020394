"""Real providers' stream shapes, played from scripts written from their documented formats.

xAI carries a search's query in an ``arguments`` JSON string (no ``action``), or in an ``action.query`` that
is empty until ``.done``; runs searches in parallel that finish out of order; and reports X searches as
``x_search_call`` and server-side ``custom_tool_call`` items, which are never function calls. OpenAI appends
``utm_source=openai`` to the URLs it cites. Each test drives the real ``openai`` client against the local
server and checks the frames a person sees and the requests the provider received.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kotoba.agent.budget import budget_note
from kotoba.agent.frames import Frame, Note, StepClose, StepOpen
from kotoba.agent.steps import SEARCHED_WEB, SEARCHING, SEARCHING_X, WATCHED_X_VIDEO, WATCHING_X_VIDEO
from tests.cli.test_ask import kotoba
from tests.support.fake_responses import load, serve
from tests.support.fake_responses.harness import done, input_texts, one_turn, settings_for, tool_names


def rows(frames: list[Frame]) -> list[tuple[str, str, str]]:
    """Every row frame as (open|close, id, label), in order."""
    return [
        ("open" if isinstance(f, StepOpen) else "close", f.id, f.label)
        for f in frames
        if isinstance(f, (StepOpen, StepClose))
    ]


def answered_calls(request: dict[str, Any]) -> list[str]:
    """The call ids a request answered, whatever the output item was called."""
    return [
        str(item.get("call_id")) for item in request["input"] if str(item.get("type", "")).endswith("_output")
    ]


def mentioned_ids(request: dict[str, Any]) -> set[str]:
    """Every id and call id any input item of the request carries."""
    return {str(item.get(key)) for item in request["input"] for key in ("id", "call_id") if item.get(key)}


async def test_an_xai_query_in_the_arguments_json_is_the_rows_label() -> None:
    with serve(load("xai_arguments")) as server:
        frames = await one_turn(settings_for(server, provider="xai"), "what is xAI?")
    first, second = "fc_5d7e0b2a-91c3-4f0e-8a61-3b2c9d4e7f10_0", "fc_5d7e0b2a-91c3-4f0e-8a61-3b2c9d4e7f10_1"
    assert rows(frames) == [
        ("open", first, SEARCHING),
        ("close", first, "searched for 'what is xAI'"),
        ("open", second, SEARCHING),
        ("close", second, "opened https://x.ai/company"),
    ]
    assert all(f.tool == "web_search" for f in frames if isinstance(f, StepOpen))
    assert done(frames).searches == 2
    # an fc_-prefixed web_search_call with a name and arguments is still the provider's own search
    assert len(server.requests) == 1


async def test_parallel_searches_finishing_out_of_order_close_their_own_rows() -> None:
    with serve(load("xai_parallel")) as server:
        frames = await one_turn(settings_for(server, provider="xai"), "tell me about xAI")
    ids = [f"ws_9c1f3e20-7a4b-4d5e-b6c7-d8e9f0a1b2c3_call-{n}" for n in range(3)]
    assert rows(frames) == [
        # .added carries action.query == "": the rows open with no query, never "searched for ''"
        ("open", ids[0], SEARCHING),
        ("open", ids[1], SEARCHING),
        ("open", ids[2], SEARCHING),
        ("close", ids[2], SEARCHED_WEB),  # its query was still empty at .done: no query, not ''
        ("close", ids[0], "searched for 'xAI company founding date site:x.ai'"),
        ("close", ids[1], "searched for 'xAI Grok latest model'"),
    ]
    assert not any("''" in label for _, _, label in rows(frames))
    end = done(frames)
    assert end.searches == 3
    assert end.sources == ["https://x.ai/company", "https://en.wikipedia.org/wiki/XAI_(company)"]


async def test_x_searches_get_their_own_rows_and_are_never_answered_as_function_calls(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("my notes", encoding="utf-8")
    settings = settings_for(None, provider="xai", workspace=str(tmp_path))
    with serve(load("xai_x_search")) as server:
        frames = await one_turn(settings.replace(base_url=server.url), "what is xAI posting on X?")
    run = "4e8a2c71-0b3d-4f6e-9a15-c7d2e8f3a904"
    keyword, video = f"ctc_{run}_xs_call_24148162", f"ctc_{run}_xs_call_14963218"
    semantic, web, read = f"fc_{run}_0", f"ws_{run}_call_55360208", f"fc_{run}_read"
    assert rows(frames) == [
        ("open", keyword, SEARCHING_X),
        ("close", keyword, "searched X for 'from:xai filter:media'"),
        ("open", video, WATCHING_X_VIDEO),
        ("open", semantic, SEARCHING_X),
        ("open", web, SEARCHING),
        ("close", web, SEARCHED_WEB),
        ("close", semantic, "searched X for 'Grok 5 launch reactions'"),
        ("close", video, WATCHED_X_VIDEO),
        ("open", read, "reading notes.txt"),
        ("close", read, "read notes.txt"),
    ]
    tools = {f.id: f.tool for f in frames if isinstance(f, StepOpen)}
    assert (tools[keyword], tools[semantic], tools[video], tools[web]) == (
        "x_search",
        "x_search",
        "view_x_video",
        "web_search",
    )
    assert done(frames).searches == 3  # two X searches and one web search; watching a video is not one
    _, second = server.requests
    # only the real function call is answered; the server-side calls are neither answered nor replayed
    assert answered_calls(second) == ["call_read_notes"]
    server_side = {keyword, video, semantic, web, "xs_call_24148162", "xs_call_14963218"}
    assert not server_side & mentioned_ids(second)
    assert [item.get("type") for item in second["input"] if item.get("type")] == [
        "function_call",
        "function_call_output",
    ]


async def test_x_searches_spend_the_search_budget_and_withdraw_the_tool(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("my notes", encoding="utf-8")
    settings = settings_for(None, provider="xai", web_search_limit=3, workspace=str(tmp_path))
    with serve(load("xai_x_budget")) as server:
        frames = await one_turn(settings.replace(base_url=server.url), "what do people say about grok 5?")
    labels = [f.label for f in frames if isinstance(f, StepClose)]
    assert labels == [
        "searched X for 'grok 5'",
        "searched X for 'reactions to grok 5'",
        WATCHED_X_VIDEO,
        "searched for 'grok 5 release notes'",
        "read notes.txt",
    ]
    first, second = server.requests
    assert ["web_search" in tool_names(r) for r in (first, second)] == [True, False]
    assert budget_note(3) in input_texts(second)
    assert [f for f in frames if isinstance(f, Note)] == [Note(text=budget_note(3))]
    assert done(frames).searches == 3
    assert answered_calls(second) == ["call_fc_0000_04"]


async def test_unknown_item_types_and_stray_events_make_no_row_and_no_crash() -> None:
    with serve(load("unknown_items")) as server:
        frames = await one_turn(settings_for(server, provider="xai"), "survey andromeda")
    assert rows(frames) == []
    end = done(frames)
    assert (end.text, end.searches) == ("Nothing to show for that.", 0)
    assert len(server.requests) == 1  # an unknown item with a call_id is not a call to answer


async def test_openai_tracking_parameter_is_stripped_from_sources_and_only_it() -> None:
    with serve(load("openai_utm")) as server:
        frames = await one_turn(settings_for(server), "weather in lisbon?")
    assert done(frames).sources == [
        "https://www.ipma.pt/en/otempo/prev.localidade.hora/",
        "https://www.ipma.pt/en/otempo/prev.localidade.hora/?id=1110600#hourly",
        "https://www.lisboa.pt/tempo?utm_source=newsletter",  # the site's own campaign tag stays
    ]


def test_the_terminal_lists_sources_without_the_tracking_parameter() -> None:
    with serve(load("openai_utm")) as server:
        result = kotoba("ask", "weather in lisbon?", "--base-url", server.url, OPENAI_API_KEY="k")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[lines.index("Sources:") + 1 :] == [
        "  https://www.ipma.pt/en/otempo/prev.localidade.hora/",
        "  https://www.ipma.pt/en/otempo/prev.localidade.hora/?id=1110600#hourly",
        "  https://www.lisboa.pt/tempo?utm_source=newsletter",
    ]
