"""The pure side of the loop: step labels from search actions, and the accumulator over raw events."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from kotoba.agent import sse
from kotoba.agent.events import PARAGRAPH, Accumulator
from kotoba.agent.frames import StepClose, StepOpen, TextDelta
from kotoba.agent.provenance import Provenance, strip_tracking
from kotoba.agent.steps import (
    SEARCHED_WEB,
    SEARCHED_X,
    SEARCHING,
    SEARCHING_X,
    UNFINISHED,
    UNFINISHED_STEP,
    WATCHED_X_VIDEO,
    action_urls,
    call_label,
    search_label,
)


@pytest.mark.parametrize(
    ("action", "label"),
    [
        ({"type": "search", "queries": ["a", "b c"], "query": "a"}, "searched for 'a', 'b c'"),
        ({"type": "search", "query": "legacy only"}, "searched for 'legacy only'"),
        ({"type": "search", "queries": [], "query": "fallback"}, "searched for 'fallback'"),
        ({"type": "search", "sources": [{"type": "url", "url": "https://x.example/"}]}, SEARCHED_WEB),
        (
            {"type": "find_in_page", "pattern": "0.28.0", "url": "https://x.example/"},
            "looked for '0.28.0' in the page",
        ),
        ({"type": "find", "pattern": "p", "url": "https://x.example/"}, "looked for 'p' in the page"),
        ({"type": "open_page", "url": "https://x.example/a"}, "opened https://x.example/a"),
        ({"type": "open_page"}, SEARCHED_WEB),
        ({"type": "something_new", "scope": "galaxy"}, SEARCHED_WEB),
        (None, SEARCHED_WEB),
    ],
)
def test_search_label_says_what_the_search_did(action: Any, label: str) -> None:
    assert search_label(action) == label


def test_action_urls_collects_sources_and_pages_but_not_api_sources() -> None:
    action = {
        "type": "search",
        "sources": [{"type": "url", "url": "https://a.example/"}, {"type": "api", "name": "oai-weather"}],
    }
    assert action_urls(action) == ["https://a.example/"]
    assert action_urls({"type": "open_page", "url": "https://b.example/"}) == ["https://b.example/"]


def test_call_labels_name_what_the_call_is_about() -> None:
    assert call_label("web_extract", {"url": "https://a.example/"}) == "reading https://a.example/"
    assert call_label("read_file", {"path": "notes.txt"}) == "reading notes.txt"
    assert call_label("delegate", {"task": "x " * 100}).startswith("asking a helper: x x")
    assert call_label("mystery", {}) == "running mystery"


def _ws(kind: str, action: dict[str, Any] | None = None) -> dict[str, Any]:
    item: dict[str, Any] = {"id": "ws_1", "type": "web_search_call", "status": "in_progress"}
    if action is not None:
        item = {**item, "status": "completed", "action": action}
    return {"type": f"response.output_item.{kind}", "output_index": 0, "item": item}


def test_a_search_row_opens_on_added_and_closes_on_done_and_counts_as_it_streams() -> None:
    counted: list[int] = []
    acc = Accumulator(on_search=lambda: counted.append(1))
    assert acc.feed(_ws("added")) == [StepOpen(id="ws_1", tool="web_search", label=SEARCHING)]
    assert counted == [1]  # counted before the search is done
    assert acc.feed({"type": "response.web_search_call.searching", "item_id": "ws_1"}) == []
    closed = acc.feed(_ws("done", {"type": "search", "queries": ["q"]}))
    assert closed == [StepClose(id="ws_1", label="searched for 'q'", ok=True)]
    assert acc.searches == 1


def test_a_done_without_added_still_gets_a_whole_row() -> None:
    acc = Accumulator()
    frames = acc.feed(_ws("done", {"type": "open_page", "url": "https://a.example/"}))
    assert [type(f) for f in frames] == [StepOpen, StepClose]
    assert acc.searches == 1
    assert acc.search_urls == ["https://a.example/"]


def test_unknown_events_are_ignored() -> None:
    acc = Accumulator()
    for event in ({"type": "response.brand_new"}, {"type": None}, {}, {"type": "response.audio.delta"}):
        assert acc.feed(event) == []
    assert acc.error is None


def test_text_from_two_messages_is_separated_by_a_paragraph() -> None:
    acc = Accumulator()
    msg = {"type": "response.output_item.added", "item": {"type": "message", "id": "m1"}}
    acc.feed(msg)
    assert acc.feed({"type": "response.output_text.delta", "delta": "One."}) == [TextDelta("One.")]
    acc.feed({**msg, "item": {"type": "message", "id": "m2"}})
    assert acc.feed({"type": "response.output_text.delta", "delta": "Two."}) == [
        TextDelta(PARAGRAPH),
        TextDelta("Two."),
    ]
    assert acc.text == "One." + PARAGRAPH + "Two."


def test_function_call_arguments_assemble_and_done_wins() -> None:
    acc = Accumulator()
    added = {
        "id": "fc_1",
        "type": "function_call",
        "call_id": "call_1",
        "name": "web_extract",
        "arguments": "",
    }
    acc.feed({"type": "response.output_item.added", "item": added})
    for part in ('{"url":', '"https://a.example/"}'):
        acc.feed({"type": "response.function_call_arguments.delta", "item_id": "fc_1", "delta": part})
    assert acc.calls == []  # not complete until its item is done
    acc.feed(
        {"type": "response.output_item.done", "item": {**added, "arguments": '{"url":"https://b.example/"}'}}
    )
    assert [(c.call_id, c.name, c.arguments) for c in acc.calls] == [
        ("call_1", "web_extract", '{"url":"https://b.example/"}')
    ]


def test_citations_are_collected_once_and_failures_recorded() -> None:
    acc = Accumulator()
    annotation = {"type": "url_citation", "url": "https://a.example/", "start_index": 0, "end_index": 1}
    acc.feed({"type": "response.output_text.annotation.added", "annotation": annotation})
    acc.feed({"type": "response.output_text.annotation.added", "annotation": annotation})
    assert acc.citations == ["https://a.example/"]
    acc.feed({"type": "response.failed", "response": {"error": {"message": "overloaded"}}})
    assert acc.error == "overloaded"


async def _lines(*lines: str) -> AsyncIterator[str]:
    for line in lines:
        yield line


async def _decoded(*lines: str) -> list[dict[str, Any]]:
    return [event async for event in sse.events(_lines(*lines))]


async def test_sse_events_decode_one_object_per_blank_line() -> None:
    events = await _decoded(
        ": a comment",
        "event: response.created",
        'data: {"type": "response.created",',
        'data:  "sequence_number": 0}',
        "",
        "",
        'data: {"type": "response.brand_new"}',
        "",
        "data: [DONE]",
        "",
        'data: {"type": "trailing"}',
    )
    assert events == [
        {"type": "response.created", "sequence_number": 0},
        {"type": "response.brand_new"},
        {"type": "trailing"},
    ]


async def test_sse_garbage_and_bare_errors_become_error_events() -> None:
    events = await _decoded(
        "data: not json", "", "data: [1, 2]", "", 'data: {"error": {"message": "quota"}}', ""
    )
    assert [e["type"] for e in events] == ["error", "error", "error"]
    assert events[2]["message"] == "quota"
    acc = Accumulator()
    acc.feed(events[2])
    assert acc.error == "quota"


def _item(kind: str, item: dict[str, Any], index: int = 0) -> dict[str, Any]:
    return {"type": f"response.output_item.{kind}", "output_index": index, "item": item}


@pytest.mark.parametrize(
    ("item", "label"),
    [
        # xAI: no action, the query in an arguments JSON string
        ({"type": "web_search_call", "name": "web_search", "arguments": '{"query":"what is xAI"}'},
         "searched for 'what is xAI'"),
        ({"type": "web_search_call", "name": "browse_page", "arguments": '{"url":"https://x.ai/"}'},
         "opened https://x.ai/"),
        # an empty query is no query, in the action and in the arguments alike
        ({"type": "web_search_call", "action": {"type": "search", "query": "", "sources": []}}, SEARCHED_WEB),
        ({"type": "web_search_call", "name": "web_search", "arguments": '{"query":"  "}'}, SEARCHED_WEB),
        ({"type": "web_search_call", "name": "web_search", "arguments": "not json"}, SEARCHED_WEB),
        ({"type": "web_search_call", "name": "web_search", "arguments": "[1, 2]"}, SEARCHED_WEB),
        ({"type": "x_search_call", "name": "x_semantic_search", "arguments": '{"query":"grok"}'},
         "searched X for 'grok'"),
        ({"type": "custom_tool_call", "name": "x_keyword_search", "input": '{"query":"from:xai"}'},
         "searched X for 'from:xai'"),
        ({"type": "custom_tool_call", "name": "x_keyword_search", "input": ""}, SEARCHED_X),
        ({"type": "custom_tool_call", "name": "view_x_video", "input": '{"video_url":"https://v.example/a.mp4"}'},
         WATCHED_X_VIDEO),
        ({"type": "custom_tool_call", "name": "code_execution", "input": "{}"}, "used code_execution"),
    ],
)  # fmt: skip
def test_server_side_items_close_with_what_they_did(item: dict[str, Any], label: str) -> None:
    acc = Accumulator()
    frames = acc.feed(_item("done", {"id": "it_1", "status": "completed", **item}))
    assert frames[-1] == StepClose(id="it_1", label=label, ok=True)


def test_x_searches_count_and_watching_a_video_or_an_unknown_server_tool_does_not() -> None:
    counted: list[int] = []
    acc = Accumulator(on_search=lambda: counted.append(1))
    for n, name in enumerate(["x_keyword_search", "view_x_video", "x_user_search", "code_execution"]):
        acc.feed(_item("added", {"id": f"ctc_{n}", "type": "custom_tool_call", "name": name, "input": ""}))
    acc.feed(_item("added", {"id": "xs_1", "type": "x_search_call", "name": "x_semantic_search"}))
    assert (len(counted), acc.searches) == (3, 3)
    assert acc.calls == []  # none of them is a function call for the loop to run


def test_streamed_custom_input_labels_a_done_that_lacks_it() -> None:
    acc = Accumulator()
    added = {"id": "ctc_1", "type": "custom_tool_call", "name": "x_keyword_search", "input": ""}
    assert acc.feed(_item("added", added)) == [StepOpen(id="ctc_1", tool="x_search", label=SEARCHING_X)]
    for part in ('{"query":', '"grok 5"}'):
        acc.feed({"type": "response.custom_tool_call_input.delta", "item_id": "ctc_1", "delta": part})
    closed = acc.feed(_item("done", {**added, "status": "completed"}))
    assert closed == [StepClose(id="ctc_1", label="searched X for 'grok 5'", ok=True)]


def test_an_empty_query_on_added_opens_with_no_query_and_done_supplies_it() -> None:
    acc = Accumulator()
    ws = {
        "id": "ws_1",
        "type": "web_search_call",
        "status": "in_progress",
        "action": {"type": "search", "query": ""},
    }
    assert acc.feed(_item("added", ws)) == [StepOpen(id="ws_1", tool="web_search", label=SEARCHING)]
    done_item = {**ws, "status": "completed", "action": {"type": "search", "query": "q", "sources": []}}
    assert acc.feed(_item("done", done_item)) == [StepClose(id="ws_1", label="searched for 'q'", ok=True)]


def test_rows_are_keyed_by_id_or_output_index_and_a_repeated_done_counts_once() -> None:
    acc = Accumulator()
    no_id = {"type": "web_search_call", "status": "in_progress"}
    acc.feed(_item("added", no_id, index=4))
    acc.feed(_item("added", {**no_id, "id": "ws_b"}, index=5))
    assert acc.feed(_item("done", {**no_id, "status": "completed"}, index=4)) == [
        StepClose(id="output_4", label=SEARCHED_WEB, ok=True)
    ]
    assert acc.feed(_item("done", {**no_id, "status": "completed"}, index=4)) == []
    assert acc.unfinished() == [StepClose(id="ws_b", label=UNFINISHED, ok=False)]
    assert acc.searches == 2


def test_an_unfinished_video_row_does_not_claim_to_be_a_search() -> None:
    acc = Accumulator()
    acc.feed(_item("added", {"id": "ctc_v", "type": "custom_tool_call", "name": "view_x_video", "input": ""}))
    assert acc.unfinished() == [StepClose(id="ctc_v", label=UNFINISHED_STEP, ok=False)]


def test_unknown_item_types_make_no_row() -> None:
    acc = Accumulator()
    item = {"id": "gx_1", "type": "galaxy_call", "name": "web_search", "arguments": '{"query":"q"}'}
    assert acc.feed(_item("added", item)) == []
    assert acc.feed(_item("done", {**item, "call_id": "call_gx"})) == []
    assert (acc.searches, acc.calls) == (0, [])


@pytest.mark.parametrize(
    ("url", "stripped"),
    [
        ("https://a.example/x?utm_source=openai", "https://a.example/x"),
        ("https://a.example/x?id=3&utm_source=openai#top", "https://a.example/x?id=3#top"),
        ("https://a.example/x?utm_source=openai&id=3&b=", "https://a.example/x?id=3&b="),
        ("https://a.example/x?utm_source=OpenAI", "https://a.example/x"),
        ("https://a.example/x?utm_source=newsletter", "https://a.example/x?utm_source=newsletter"),
        ("https://a.example/x?utm_source=openai2", "https://a.example/x?utm_source=openai2"),
        ("https://a.example/x#utm_source=openai", "https://a.example/x#utm_source=openai"),
        ("https://a.example/x", "https://a.example/x"),
    ],
)
def test_only_the_providers_tracking_parameter_is_stripped(url: str, stripped: str) -> None:
    assert strip_tracking(url) == stripped


def test_a_page_cited_with_the_tracking_parameter_is_the_same_page_without_it() -> None:
    provenance = Provenance()
    provenance.add_url("https://a.example/x?id=3&utm_source=openai")
    assert provenance.allows("https://a.example/x?id=3")
    assert not provenance.allows("https://a.example/x?id=4")
    acc = Accumulator()
    for url in ("https://a.example/x?utm_source=openai", "https://a.example/x"):
        acc.feed(
            {
                "type": "response.output_text.annotation.added",
                "annotation": {"type": "url_citation", "url": url},
            }
        )
    assert acc.citations == ["https://a.example/x"]
