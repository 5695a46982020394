"""The pure middle of the loop: the fold of neutral events into frames, and the decision after a response."""

from __future__ import annotations

from kotoba.agent.decisions import Answer, Continue, RunCalls, Stop, decide_next
from kotoba.agent.fold import Fold
from kotoba.agent.frames import StepClose, StepOpen, TextDelta
from kotoba.agent.outcomes import CUT_SHORT, NO_ANSWER, STREAM_CUT
from kotoba.agent.wires.neutral import Called, Cited, Ended, StepEnded, StepStarted, TextGrew

SEARCH = StepStarted(key="s1", kind="web", tool="web_search", label="searching the web…")


def test_a_step_paused_in_one_response_ends_in_the_next_as_one_row_counted_once() -> None:
    counted: list[int] = []
    fold = Fold(on_search=counted.append)
    fold.begin()
    assert fold.feed(SEARCH) == [StepOpen(id="s1", tool="web_search", label="searching the web…")]
    fold.feed(Ended(how="paused"))
    assert fold.running == ["s1"]
    fold.begin()  # the continuation
    assert fold.feed(SEARCH) == []  # seen again: the same row
    ended = StepEnded(
        key="s1", kind="web", tool="web_search", label="searched for 'q'", urls=("https://a.test/",)
    )
    assert fold.feed(ended) == [StepClose(id="s1", label="searched for 'q'", ok=True)]
    assert fold.feed(ended) == []
    assert counted == [1] and fold.search_urls == ["https://a.test/"] and fold.running == []


def test_a_refused_search_is_taken_back_and_the_cap_is_hit() -> None:
    counted: list[int] = []
    capped: list[bool] = []
    fold = Fold(on_search=counted.append, on_cap=lambda: capped.append(True))
    fold.feed(SEARCH)
    fold.feed(StepEnded(key="s1", kind="web", tool="web_search", label="failed", ok=False, cap_hit=True))
    assert sum(counted) == 0 and capped == [True]


def test_searches_named_only_at_the_end_are_counted_then_and_an_end_without_start_opens_late() -> None:
    counted: list[int] = []
    fold = Fold(on_search=counted.append)
    frames = fold.feed(
        StepEnded(key="w", kind="wait", tool="web_search", label="searched for 'a', 'b'", count=2)
    )
    assert [type(f) for f in frames] == [StepOpen, StepClose] and sum(counted) == 2


def test_text_of_a_new_message_is_a_new_paragraph_and_citations_lose_the_tracking_parameter() -> None:
    fold = Fold()
    fold.feed(TextGrew(text="Let me look.", new_message=True))
    assert fold.feed(TextGrew(text="Found it.", new_message=True)) == [
        TextDelta("\n\n"),
        TextDelta("Found it."),
    ]
    fold.feed(Cited(url="https://a.test/x?utm_source=openai"))
    fold.feed(Cited(url="https://a.test/x"))
    assert fold.text == "Let me look.\n\nFound it." and fold.citations == ["https://a.test/x"]


def test_unfinished_rows_close_as_failed() -> None:
    fold = Fold()
    fold.feed(SEARCH)
    assert fold.unfinished() == [StepClose(id="s1", label="the search did not finish", ok=False)]
    assert fold.unfinished() == []


CALL = Called(key="c", call_id="c", name="web_extract", arguments="{}")


def test_each_ending_decides_the_next_step() -> None:
    def step(ending: Ended | None, calls: list[Called] = [], last: bool = False):  # noqa: B006
        return decide_next(ending, calls, provider="p", last_iteration=last, iterations=10)

    assert step(None).step == Stop(STREAM_CUT.format(name="p"))
    assert step(Ended(how="failed", detail="overloaded")).step == Stop("the provider failed: overloaded")
    assert step(Ended(how="complete")).step == Answer()
    assert step(Ended(how="complete"), [CALL]).step == RunCalls((CALL,))
    assert step(Ended(how="paused")).step == Continue()
    assert step(Ended(how="paused"), last=True).step == Stop(NO_ANSWER.format(n=10))
    assert step(Ended(how="complete"), [CALL], last=True).step == Stop(NO_ANSWER.format(n=10))
    cut = step(Ended(how="incomplete", detail="the output token limit"))
    assert cut.step == Answer() and cut.note == CUT_SHORT.format(reason="the output token limit")
