"""The Responses API as recorded in 2026: ``find_in_page`` with ``pattern`` (it was ``find``), ``open_page``
with a ``url``, the action only on ``output_item.done``, and ``action.sources`` entries of ``{"type": "api"}``
that are not URLs. Rows, labels and sources handle each (the shapes follow the recorded streams described
in the team's Responses stream reference; ids and texts are made up)."""

from __future__ import annotations

from kotoba.agent.frames import Done, Frame, StepClose, StepOpen
from kotoba.agent.session import Session
from kotoba.agent.steps import SEARCHING, action_urls, search_label
from tests.support.fake_responses import serve
from tests.support.turns import done, one_turn, rows, settings_for

PAGE = "https://docs.python.org/3/whatsnew/3.14.html"


def _script(*actions: dict) -> list[dict]:
    items: list[dict] = [{"type": "reasoning"}]
    for action in actions:
        items.append({"type": "web_search", "action": action})
    items.append(
        {"type": "message", "text": f"See {PAGE}.", "citations": [{"url": PAGE, "title": "What's new"}]}
    )
    return [{"items": items}]


def test_labels_for_each_2026_action() -> None:
    assert search_label({"type": "find_in_page", "pattern": "free-threaded", "url": PAGE}) == (
        "looked for 'free-threaded' in the page"
    )
    assert search_label({"type": "find", "pattern": "JIT"}) == "looked for 'JIT' in the page"  # SDK ≤ 2.16
    assert search_label({"type": "open_page", "url": PAGE}) == f"opened {PAGE}"
    assert search_label({"type": "open_page"}) == "searched the web"  # url is optional
    api = [{"type": "url", "url": PAGE}, {"type": "api", "name": "oai-weather"}]
    assert search_label({"type": "search", "queries": ["weather lisbon"], "sources": api}) == (
        "searched for 'weather lisbon' and asked oai-weather"
    )
    assert (
        search_label({"type": "search", "sources": [{"type": "api", "name": "oai-finance"}]})
        == "asked oai-finance"
    )
    assert action_urls({"type": "search", "sources": api}) == [PAGE]  # an API is not a page to read


async def test_rows_open_on_added_and_settle_to_the_action_from_done() -> None:
    script = _script(
        {"type": "search", "queries": ["python 3.14 what's new"], "sources": [{"type": "url", "url": PAGE}]},
        {"type": "open_page", "url": PAGE},
        {"type": "find_in_page", "pattern": "free-threaded", "url": PAGE},
        {"type": "search", "query": "lisbon weather", "sources": [{"type": "api", "name": "oai-weather"}]},
    )
    with serve(script) as server:
        frames = await one_turn(settings_for(server.url, "openai"), "what's new in python 3.14?")
    seen = rows(frames)
    assert [r[2] for r in seen if r[0] == "open"] == [SEARCHING] * 4  # nothing is known at .added
    assert [r[2] for r in seen if r[0] == "close"] == [
        "searched for 'python 3.14 what's new'",
        f"opened {PAGE}",
        "looked for 'free-threaded' in the page",
        "searched for 'lisbon weather' and asked oai-weather",
    ]
    end = done(frames)
    assert end.sources == [PAGE] and end.searches == 4
    assert all(isinstance(f, (StepOpen, StepClose)) or not hasattr(f, "label") for f in frames)
    assert isinstance(frames[-1], Done)


async def test_a_replayed_real_stream_opens_each_search_row_before_its_action_arrives() -> None:
    from tests.support import recorded_responses

    # Held right after the first search's .added (event 4): its row must be open, its action unknown.
    with recorded_responses.serve([{"recorded": "web_search", "hold_at": 5}]) as server:
        async with Session(settings_for(server.url + "/v1", "openai")) as session:
            seen: list[Frame] = []
            async for frame in session.turn("what's happening in Berlin today?"):
                seen.append(frame)
                if isinstance(frame, StepOpen) and not server.released.is_set():
                    assert frame.label == SEARCHING and not any(isinstance(f, StepClose) for f in seen)
                    server.release()
    closes = [r[2] for r in rows(seen) if r[0] == "close"]
    assert closes == ["searched for 'Berlin news today'", "searched the web"]  # the second has no query
    end = done(seen)
    assert end.searches == 2
    assert end.sources == [
        "https://www.wallpaper.com/art/exhibitions-shows/berlin-art-week-2025",
        "https://www.visitberlin.de/en/berlin-2025-the-main-events",
    ]
    assert end.text.startswith("Here’s what’s notable in Berlin today")
