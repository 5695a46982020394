"""The search budget: counted as items stream, enforced at iteration boundaries and (on OpenAI only) by
``max_tool_calls``, with the note sent once; a delegate helper has a budget of its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from kotoba.agent.budget import Budget, budget_note
from kotoba.agent.frames import Narration, Note, StepClose, StepOpen
from kotoba.agent.prompt import LATEST_RULE, NO_SEARCH_BLOCK, SEARCH_BLOCK
from kotoba.tools.delegate import VOICE
from tests.support.fake_responses import load, serve
from tests.support.fake_responses.harness import done, input_texts, one_turn, settings_for, tool_names


def test_budget_counts_and_gives_its_note_once() -> None:
    budget = Budget(limit=2)
    assert budget.take_note() is None
    budget.count()
    budget.count()
    assert (budget.spent, budget.remaining) == (True, 0)
    assert budget.take_note() == budget_note(2)
    assert budget.take_note() is None
    assert "You've already run 2 web searches this turn — that's the limit" in budget_note(2)
    assert "SYNTHESIZE the answer (or write the report)" in budget_note(2)


async def test_fourteen_chained_searches_against_eight_on_openai() -> None:
    """The provider honours max_tool_calls, so the 14-against-8 overshoot cannot happen on OpenAI."""
    with serve(load("chained_14")) as server:
        frames = await one_turn(settings_for(server), "research this thoroughly")
    assert server.requests[0]["max_tool_calls"] == 8
    opens = [f for f in frames if isinstance(f, StepOpen)]
    closes = [f for f in frames if isinstance(f, StepClose)]
    assert len(opens) == len(closes) == 8
    assert [c.label for c in closes] == [f"searched for 'query {n}'" for n in range(1, 9)]
    assert done(frames).searches == 8


async def test_fourteen_chained_searches_elsewhere_are_all_shown_and_counted() -> None:
    """Without max_tool_calls (xAI), every search that ran is shown and counted honestly."""
    with serve(load("chained_14")) as server:
        frames = await one_turn(settings_for(server, provider="xai"), "research this thoroughly")
    assert "max_tool_calls" not in server.requests[0]
    assert len([f for f in frames if isinstance(f, StepClose)]) == 14
    assert done(frames).searches == 14


@pytest.mark.parametrize(
    ("provider", "caps", "counted", "notes"),
    [
        # the cap bounds the second response to one search; the chained provider holds the note after once
        ("openai", [3, 1, None, None], 3, [0, 0, 1, 0]),
        # no cap sent: the second response overshoots to 4; a stateless provider gets the note replayed
        ("xai", [None, None, None, None], 4, [0, 0, 1, 1]),
    ],
)
async def test_budget_exhaustion_withdraws_the_tool_and_notes_it_once(
    tmp_path: Path, provider: str, caps: list[int | None], counted: int, notes: list[int]
) -> None:
    (tmp_path / "notes.txt").write_text("some notes", encoding="utf-8")
    settings = settings_for(server=None, provider=provider, web_search_limit=3, workspace=str(tmp_path))
    with serve(load("budget")) as server:
        frames = await one_turn(settings.replace(base_url=server.url), "dig into this")
    requests = server.requests
    assert len(requests) == 4
    assert [r.get("max_tool_calls") for r in requests] == caps
    assert ["web_search" in tool_names(r) for r in requests] == [True, True, False, False]
    note = budget_note(counted)
    assert [input_texts(r).count(note) for r in requests] == notes
    assert [f for f in frames if isinstance(f, Note)] == [Note(text=note)]
    assert done(frames).searches == counted


async def test_a_delegate_helper_runs_on_its_own_budget() -> None:
    with serve(load("delegate")) as server:
        frames = await one_turn(settings_for(server, web_search_limit=2), "a big question")
    main_first, helper, main_last = server.requests
    assert main_first["max_tool_calls"] == 2 and "delegate" in tool_names(main_first)
    # the helper: a fresh run with a full budget of its own, the task as its only message, no recursion
    assert helper["max_tool_calls"] == 2
    assert tool_names(helper) == ["web_search"]
    assert helper["input"] == [{"role": "user", "content": "Find the boiling point of water at sea level."}]
    # the main run's budget was spent by its own two searches, not by the helper's
    assert "web_search" not in tool_names(main_last)
    assert budget_note(2) in input_texts(main_last)
    output = next(i for i in main_last["input"] if i.get("type") == "function_call_output")
    assert "Water boils at 100 °C at sea level" in output["output"]
    # the helper's rows reach the client inside the delegate row, while the helper works
    rows = [(type(f).__name__, f.label) for f in frames if isinstance(f, (StepOpen, StepClose))]
    delegate_open = rows.index(("StepOpen", "asking a helper: Find the boiling point of water at sea level."))
    delegate_close = rows.index(("StepClose", "the helper answered (2 searches)"))
    inside = rows[delegate_open + 1 : delegate_close]
    assert [label for kind, label in inside if kind == "StepClose"] == [
        "searched for 'helper search one'",
        "searched for 'helper search two'",
    ]
    end = done(frames)
    assert end.searches == 4  # the budget is per run, but the turn reports every search it ran
    assert "https://example.org/boiling" in end.sources
    # narration belongs to the function-call branch: around the delegate call, never for a search
    spoken = [(i, f.text) for i, f in enumerate(frames) if isinstance(f, Narration)]
    assert [text for _, text in spoken] == [VOICE["start"], VOICE["done"]]
    first_search_close = next(i for i, f in enumerate(frames) if isinstance(f, StepClose))
    assert spoken[0][0] > first_search_close


async def test_a_search_limit_of_zero_is_no_search_said_honestly() -> None:
    with serve(load("plain")) as server:
        frames = await one_turn(settings_for(server, web_search_limit=0), "who won the last ballon d'or?")
    [request] = server.requests
    assert tool_names(request) == ["delegate"]
    assert "max_tool_calls" not in request and "include" not in request
    instructions = request["instructions"]
    assert NO_SEARCH_BLOCK in instructions
    assert SEARCH_BLOCK not in instructions and LATEST_RULE not in instructions
    assert not any("web searches this turn" in text for text in input_texts(request))
    assert not any(isinstance(f, Note) for f in frames)
    assert done(frames).searches == 0


async def test_the_search_rules_leave_the_instructions_with_the_tool(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("some notes", encoding="utf-8")
    settings = settings_for(server=None, web_search_limit=3, workspace=str(tmp_path))
    with serve(load("budget")) as server:
        done(await one_turn(settings.replace(base_url=server.url), "what is the latest python?"))
    instructions = [r["instructions"] for r in server.requests]
    assert ["web_search" in tool_names(r) for r in server.requests] == [True, True, False, False]
    assert [SEARCH_BLOCK in i for i in instructions] == [True, True, False, False]
    assert [LATEST_RULE in i for i in instructions] == [True, True, False, False]
    assert not any(NO_SEARCH_BLOCK in i for i in instructions)  # she did search: no claim that she cannot
