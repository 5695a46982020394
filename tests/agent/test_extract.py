"""web_extract inside the loop: offered only with a link in play, dropped after one failure, and refused
for a URL the conversation never contained — against a real page server on loopback."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from kotoba.agent.frames import Note, StepClose, StepOpen, TextDelta
from kotoba.agent.outcomes import EXTRACT_WITHDRAWN
from kotoba.agent.provenance import NOT_IN_CONVERSATION
from kotoba.agent.session import Session
from kotoba.tools.web_extract import failure_note
from tests.support.fake_responses import load, serve
from tests.support.fake_responses.harness import collect, done, one_turn, settings_for, tool_names
from tests.support.pages import SENTENCES, article
from tests.support.servers.http import PageServer, page
from tests.support.servers.http import serve as serve_pages

FAILED = "YOU DID NOT READ THAT PAGE"


@pytest.fixture
def site() -> Iterator[PageServer]:
    with serve_pages({"/article": page(article()), "/secret": page(article(title="Secret"))}) as server:
        yield server


def _outputs(request: dict[str, object]) -> list[str]:
    items = request["input"]
    assert isinstance(items, list)
    return [item["output"] for item in items if item.get("type") == "function_call_output"]


async def test_reads_a_real_local_page_and_sends_it_back_fenced(site: PageServer) -> None:
    url = site.url("/article")
    with serve(load("extract", url=url)) as server:
        frames = await one_turn(settings_for(server), f"What does {url} say?")
    first, second = server.requests
    assert "web_extract" in tool_names(first)
    rows = [f for f in frames if isinstance(f, (StepOpen, StepClose))]
    assert rows[0] == StepOpen(id=rows[0].id, tool="web_extract", label=f"reading {url}")
    assert isinstance(rows[1], StepClose) and rows[1].ok and rows[1].label.startswith(f"read {url}")
    # the model's own line came before the row, as it streamed
    before = "".join(f.text for f in frames[: frames.index(rows[0])] if isinstance(f, TextDelta))
    assert before == "Let me read that page."
    # OpenAI holds the first response: the second continues from it and sends only the call's output
    assert second["previous_response_id"] == "resp_0000"
    [item] = second["input"]
    assert item["type"] == "function_call_output" and item["call_id"] == "call_fc_0000_02"
    [output] = _outputs(second)
    assert "<<<QUOTED TEXT" in output and SENTENCES[0] in output
    assert site.hits("/article") == 1
    end = done(frames)
    assert url in end.sources
    assert end.text.startswith("Let me read that page.\n\nThe page says")


async def test_a_stateless_provider_gets_the_turn_replayed(site: PageServer) -> None:
    url = site.url("/article")
    with serve(load("extract", url=url)) as server:
        await one_turn(settings_for(server, provider="xai"), f"What does {url} say?")
    second = server.requests[1]
    assert "previous_response_id" not in second
    kinds = [item.get("type") or item.get("role") for item in second["input"]]
    assert kinds == ["user", "assistant", "function_call", "function_call_output"]
    call = second["input"][2]
    assert (call["name"], json.loads(call["arguments"])) == ("web_extract", {"url": url})
    assert call["call_id"] == second["input"][3]["call_id"]


async def test_a_404_sends_the_failure_note_and_drops_the_tool(site: PageServer) -> None:
    url = site.url("/missing")
    with serve(load("extract", url=url)) as server:
        frames = await one_turn(settings_for(server), f"What does {url} say?")
    first, second = server.requests
    assert "web_extract" in tool_names(first)
    assert "web_extract" not in tool_names(second)  # dropped for the rest of the turn
    [output] = _outputs(second)
    assert output.startswith(FAILED) and "404" in output and "Use web_search now" in output
    close = next(f for f in frames if isinstance(f, StepClose))
    assert not close.ok
    assert [f.text for f in frames if isinstance(f, Note)] == [output]
    assert done(frames).sources == []  # a page that was not read is not a source


async def test_the_failure_note_never_points_at_a_search_that_is_not_there(site: PageServer) -> None:
    url = site.url("/missing")
    with serve(load("extract", url=url)) as server:
        await one_turn(settings_for(server, provider="compatible"), f"What does {url} say?")
    [output] = _outputs(server.requests[1])
    assert output.startswith(FAILED) and "web_search" not in output


async def test_web_extract_is_offered_only_with_a_link_in_the_last_three_user_messages(
    site: PageServer,
) -> None:
    messages = [f"here is a link: {site.url('/article')}", "thanks", "now open it", "and one more thing"]
    with serve(load("plain") * len(messages)) as server:
        async with Session(settings_for(server)) as session:
            for message in messages:
                done(await collect(session, message))
    assert ["web_extract" in tool_names(r) for r in server.requests] == [True, True, True, False]


async def test_a_url_not_in_the_conversation_is_refused_unread(site: PageServer) -> None:
    invented = site.url("/secret")
    with serve(load("extract", url=invented)) as server:
        frames = await one_turn(settings_for(server), f"What does {site.url('/article')} say?")
    assert site.hits("/secret") == 0  # never fetched
    [output] = _outputs(server.requests[1])
    assert output.startswith(FAILED) and NOT_IN_CONVERSATION in output
    assert "web_extract" not in tool_names(server.requests[1])
    close = next(f for f in frames if isinstance(f, StepClose))
    assert (close.ok, close.label) == (False, f"refused {invented}: not in the conversation")


async def test_a_url_this_turns_search_returned_may_be_read(site: PageServer) -> None:
    found = site.url("/secret")
    with serve(load("search_then_extract", url=found)) as server:
        frames = await one_turn(settings_for(server), "Compare with https://example.org/intro please")
    assert site.hits("/secret") == 1
    [output] = _outputs(server.requests[1])
    assert "<<<QUOTED TEXT" in output
    assert [f.ok for f in frames if isinstance(f, StepClose)] == [True, True]


async def test_a_url_the_model_wrote_into_a_delegate_task_is_not_the_persons(site: PageServer) -> None:
    """The task is the model's text: the helper has no link in play and the URL is not in the conversation."""
    invented = site.url("/secret")
    with serve(load("delegate_read", url=invented)) as server:
        frames = await one_turn(settings_for(server), "Summarise the secret page for me.")
    assert site.hits("/secret") == 0
    parent, helper_first, helper_second, _ = server.requests
    assert "delegate" in tool_names(parent)
    assert helper_first["input"] == [{"role": "user", "content": f"Read {invented} and summarise it."}]
    assert "web_extract" not in tool_names(helper_first)
    [output] = _outputs(helper_second)
    assert output == "web_extract is not available right now; do not call it again this turn."
    assert done(frames).text == "The helper is done."


async def test_a_helper_may_read_the_link_the_person_gave(site: PageServer) -> None:
    url = site.url("/article")
    with serve(load("delegate_read", url=url)) as server:
        await one_turn(settings_for(server), f"Summarise {url} for me.")
    assert site.hits("/article") == 1
    helper_first, helper_second = server.requests[1:3]
    assert helper_first["input"] == [{"role": "user", "content": f"Read {url} and summarise it."}]
    assert "web_extract" in tool_names(helper_first)
    [output] = _outputs(helper_second)
    assert "<<<QUOTED TEXT" in output and SENTENCES[0] in output


async def test_a_read_that_failed_cannot_be_delegated(site: PageServer) -> None:
    missing, other = site.url("/missing"), site.url("/article")
    with serve(load("extract_then_delegate", first=missing, second=other)) as server:
        frames = await one_turn(settings_for(server), f"Compare {missing} with {other}")
    assert site.hits("/missing") == 1 and site.hits("/article") == 0
    helper_first, helper_second = server.requests[2:4]
    assert "web_extract" not in tool_names(helper_first)
    [output] = _outputs(helper_second)
    assert output == "web_extract is not available right now; do not call it again this turn."
    assert done(frames).text == "Neither page could be read."


async def test_a_helpers_failed_read_ends_reading_for_the_parent_too(site: PageServer) -> None:
    missing, other = site.url("/missing"), site.url("/article")
    with serve(load("delegate_then_extract", first=missing, second=other)) as server:
        await one_turn(settings_for(server), f"Compare {missing} with {other}")
    assert site.hits("/missing") == 1 and site.hits("/article") == 0
    parent_after, parent_last = server.requests[3:5]
    assert "web_extract" not in tool_names(parent_after)
    [output] = [o for o in _outputs(parent_last) if "web_extract" in o]
    assert output == "web_extract is not available right now; do not call it again this turn."


async def test_a_second_read_in_the_same_response_as_a_failed_one_is_not_attempted(site: PageServer) -> None:
    missing, other = site.url("/missing"), site.url("/article")
    with serve(load("extract_twice", first=missing, second=other)) as server:
        frames = await one_turn(settings_for(server), f"Compare {missing} with {other}")
    assert site.hits("/missing") == 1 and site.hits("/article") == 0
    first, second = _outputs(server.requests[1])
    assert first.startswith(FAILED) and "404" in first
    assert second.startswith(FAILED) and EXTRACT_WITHDRAWN in second
    closes = [f for f in frames if isinstance(f, StepClose)]
    assert [c.ok for c in closes] == [False, False]
    assert closes[1].label == f"did not read {other}: web_extract already failed this turn"


async def test_the_failure_note_stops_pointing_at_search_once_the_budget_is_spent(site: PageServer) -> None:
    url = site.url("/missing")
    with serve(load("search_then_failed_read", url=url)) as server:
        frames = await one_turn(settings_for(server, web_search_limit=1), f"What does {url} say?")
    second = server.requests[1]
    assert "web_search" not in tool_names(second)
    [output] = _outputs(second)
    assert output.startswith(FAILED) and "404" in output
    close = next(f for f in frames if isinstance(f, StepClose) and f.label.startswith("could not read"))
    reason = close.label.removeprefix(f"could not read {url}: ")
    assert output == failure_note(reason, search_available=False)
    assert "web_search" not in output
    assert output in [f.text for f in frames if isinstance(f, Note)]


async def test_a_read_is_narrated_around_its_row_and_a_failure_is_said_as_one(site: PageServer) -> None:
    from kotoba.agent.frames import Narration

    url, missing = site.url("/article"), site.url("/missing")
    with serve(load("extract", url=url)) as server:
        frames = await one_turn(settings_for(server), f"What does {url} say?")
    spoken = [(i, f.text) for i, f in enumerate(frames) if isinstance(f, Narration)]
    opened = next(i for i, f in enumerate(frames) if isinstance(f, StepOpen))
    closed = next(i for i, f in enumerate(frames) if isinstance(f, StepClose))
    assert [text for _, text in spoken] == [f"Opening {url}.", "I've read the page."]
    assert opened < spoken[0][0] < spoken[1][0] < closed  # said while the row is open, in phase order
    with serve(load("extract", url=missing)) as server:
        frames = await one_turn(settings_for(server), f"What does {missing} say?")
    assert [f.text for f in frames if isinstance(f, Narration)] == [f"Opening {missing}.", "That page didn't open."]
