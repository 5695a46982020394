"""What a model sends as ``start`` and ``find`` is not always what the schema says: a number as a string
("5711"), a whole float (5711.0), a fraction (1.5), a list. A whole number however sent is read as one;
anything else is a plain argument error — never the failure note, which would tell the model it did not
read a page it did read, and never a failed read that withdraws web_extract for the rest of the turn.
Driven through the real loop (the openai client against the fake Responses server) and the MCP SDK's own
client, reading from a real page server on loopback."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from mcp import Client

from kotoba.agent.frames import Narration, StepClose
from kotoba.agent.session import Session
from kotoba.clients.mcp_server import build_server
from kotoba.settings import Settings
from kotoba.tools.web_extract import VOICE, WebExtractTool
from kotoba.web.cache import ReadCache
from kotoba.web.page import PageReader
from tests.support.fake_responses import serve
from tests.support.fake_responses.harness import collect, done, settings_for, tool_names
from tests.support.servers.http import PageServer, page
from tests.support.servers.http import serve as serve_pages

FAILED = "YOU DID NOT READ THAT PAGE"
LOG = "\n".join(f"line {i:04d} " + "of the keeper's log, written every night".ljust(89, ".") for i in range(250))


@pytest.fixture
def site() -> Iterator[PageServer]:
    with serve_pages({"/log": page(LOG, content_type="text/plain; charset=utf-8")}) as server:
        yield server


def _call(url: str, start: Any = None, find: Any = None) -> dict[str, Any]:
    arguments = {"url": url, "start": start, "find": find}
    return {"items": [{"type": "function_call", "name": "web_extract", "arguments": arguments}]}


def _last_output(request: dict[str, Any]) -> str:
    outputs = [item["output"] for item in request["input"] if item.get("type") == "function_call_output"]
    return str(outputs[-1])


async def test_a_start_sent_as_text_or_a_fraction_never_costs_the_model_the_page(site: PageServer) -> None:
    url = site.url("/log")
    answer = {"items": [{"type": "message", "text": "Read it."}]}
    script = [_call(url), _call(url, "5999"), _call(url, 1.5), _call(url, 11899.0), _call(url, find=["lamp"]), answer]
    with serve(script) as server:
        async with Session(settings_for(server)) as session:
            frames = await collect(session, f"Read all of {url}")
    done(frames)
    as_text, fraction, as_float, listed = (_last_output(server.requests[i]) for i in (2, 3, 4, 5))

    assert "characters 5,999–" in as_text.splitlines()[0]  # "5999" read as 5,999
    assert "characters 11,899–" in as_float.splitlines()[0]  # 11899.0 read as 11,899
    for output, argument in ((fraction, "start"), (listed, "find")):
        assert FAILED not in output  # the page was read: nothing says otherwise
        assert output.startswith(f"web_extract was not run: {argument} must be")
        assert "Nothing was read and nothing failed: call web_extract again with the same url" in output
    assert "1.5 is not one" in fraction and '["lamp"] is not one' in listed
    # web_extract is still offered after the bad calls, and the call after the first one was run
    assert all("web_extract" in tool_names(request) for request in server.requests)
    rows = [frame for frame in frames if isinstance(frame, StepClose)]
    assert [row.ok for row in rows] == [True, True, False, True, False]
    assert rows[2].label == f"did not read {url}: its start argument (1.5) could not be used"
    said = [frame.text for frame in frames if isinstance(frame, Narration)]
    assert VOICE["failed"] not in said  # no "That page didn't open." for a page that did
    assert site.hits("/log") == 1


async def test_a_phrase_sent_as_a_number_is_searched_for() -> None:
    text = "The lamp was first lit in 1869 and rebuilt in 1902 after the storm. " * 3
    with serve_pages({"/dates": page(text, content_type="text/plain")}) as site:
        async with PageReader(Settings(allow=("127.0.0.1",), reader_url=""), cache=ReadCache(8, 10**6, 60)) as reader:
            result = await WebExtractTool(reader).execute({"url": site.url("/dates"), "start": None, "find": 1902})
    assert result.ok and 'The phrase "1902" occurs 3 times' in result.text


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        ({"start": "12"}, "characters 12–"),
        ({"start": "1,200"}, "characters 1,200–"),
        ({"start": 300.0}, "characters 300–"),
        ({"start": 1.5}, "web_extract was not run: start must be a whole number of characters or null, and 1.5"),
        ({"start": "soon"}, 'web_extract was not run: start must be a whole number of characters or null, and "soon"'),
        ({"start": True}, "web_extract was not run: start must be"),
        ({"find": {"phrase": "lamp"}}, "web_extract was not run: find must be a phrase"),
        ({"find": "   "}, "characters 0–"),  # an empty phrase asks for nothing: a plain read, as before
    ],
)
async def test_the_same_arguments_over_mcp(site: PageServer, arguments: dict[str, Any], said: str) -> None:
    settings = Settings(allow=("127.0.0.1",), reader_url="")
    async with PageReader(settings, cache=ReadCache(8, 10**6, 60)) as reader:
        async with Client(build_server([WebExtractTool(reader, search_available=False)])) as client:
            result = await client.call_tool("web_extract", {"url": site.url("/log"), **arguments})
    text = result.content[0].text  # type: ignore[union-attr]
    assert said in text and FAILED not in text
    assert result.is_error is text.startswith("web_extract was not run")
