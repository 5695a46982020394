"""``delegate`` inside the loop: what the parent model gets back from a helper, and what the turn counts."""

from __future__ import annotations

from kotoba.agent.frames import StepClose
from kotoba.fence import FENCE_HEADER
from kotoba.tools.delegate import HELPER_SOURCE
from tests.support.fake_responses import load, serve
from tests.support.fake_responses.harness import done, one_turn, settings_for


def _delegate_output(request: dict[str, object]) -> str:
    items = request["input"]
    assert isinstance(items, list)
    [output] = [item["output"] for item in items if item.get("type") == "function_call_output"]
    assert isinstance(output, str)
    return output


async def test_the_helpers_answer_reaches_the_parent_fenced() -> None:
    """The helper read things the parent never saw; its answer is quoted, never the parent's own thought."""
    with serve(load("delegate")) as server:
        await one_turn(settings_for(server, web_search_limit=2), "a big question")
    output = _delegate_output(server.requests[2])
    header, opening, *body, closing = output.splitlines()
    assert header == f"Quoted from {HELPER_SOURCE.format(searches=2)}: {FENCE_HEADER}"
    assert opening.startswith("<<<QUOTED TEXT ") and closing == opening.replace("QUOTED", "END OF QUOTED")
    assert body == ["Water boils at 100 °C at sea level (https://example.org/boiling)."]


async def test_the_turn_counts_its_helpers_searches() -> None:
    with serve(load("delegate")) as server:
        frames = await one_turn(settings_for(server, web_search_limit=2), "a big question")
    assert done(frames).searches == 4  # two of its own, two the helper ran
    helper_row = next(f for f in frames if isinstance(f, StepClose) and f.label.startswith("the helper"))
    assert helper_row.label == "the helper answered (2 searches)"
