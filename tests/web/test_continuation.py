"""Reading on in a page (``start``) and searching it (``find``) from the read cache: the model reads a long
page whole without a second fetch, finds a phrase past the first window, is told when a page had to be
read again, and the cache keeps to its bounds — against real page servers on loopback."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import anyio
import pytest

from kotoba.agent.frames import StepClose
from kotoba.agent.provenance import NOT_IN_CONVERSATION
from kotoba.agent.session import Session
from kotoba.settings import Settings, SettingsError
from kotoba.tools.web_extract import READ_ON_NOTE, REREAD_NOTE, WebExtractTool
from kotoba.web.cache import ReadCache, ReadLog, shared
from kotoba.web.outcome import PageRead
from kotoba.web.page import PageReader
from tests.support.fake_responses import serve
from tests.support.fake_responses.harness import collect, done, settings_for
from tests.support.servers.http import PageServer, page
from tests.support.servers.http import serve as serve_pages

TRUNCATED = (
    "Page truncated here — {n:,} more characters were not returned. Do not conclude anything is absent from "
    "the page on the strength of this excerpt."
)
PLAIN = "text/plain; charset=utf-8"


def long_text(lines: int = 250) -> str:
    """Numbered lines of 99 characters (100 with the break): 250 of them are 25,000 characters."""
    body = [f"line {i:04d} " + "of the keeper's log, written by hand in the lamp room every night".ljust(89, ".")
            for i in range(lines)]
    return "\n".join(body) + "."


LONG = long_text()
FAR_PHRASE = "the copper roof tore away"
SEARCHABLE = LONG[:20_000] + f" {FAR_PHRASE.upper()} " + LONG[20_000:]


@pytest.fixture
def site() -> Iterator[PageServer]:
    with serve_pages(
        {"/log": page(LONG, content_type=PLAIN), "/storm": page(SEARCHABLE, content_type=PLAIN)}
    ) as server:
        yield server


def _settings(**changes: Any) -> Settings:
    return Settings(allow=("127.0.0.1",), reader_url="").replace(**changes)


def _call(url: str, start: int | None = None, find: str | None = None) -> dict[str, Any]:
    arguments = {"url": url, "start": start, "find": find}
    return {"items": [{"type": "function_call", "name": "web_extract", "arguments": arguments}]}


def _outputs(request: dict[str, Any]) -> list[str]:
    return [item["output"] for item in request["input"] if item.get("type") == "function_call_output"]


async def test_the_model_reads_a_25000_character_page_whole_in_five_calls_with_one_fetch(
    site: PageServer,
) -> None:
    url = site.url("/log")
    assert len(LONG) == 25_000
    starts = [0, 5_999, 11_899, 17_799, 23_699]  # each window ends at the last line break before 6,000
    script = [_call(url), *(_call(url, start) for start in starts[1:])]
    script.append({"items": [{"type": "message", "text": "I read the whole log."}]})
    with serve(script) as server:
        async with Session(settings_for(server)) as session:
            frames = await collect(session, f"Read all of {url}")
    done(frames)
    assert site.hits("/log") == 1  # one fetch; four continuations from the cache
    seen = [_outputs(request)[-1] for request in server.requests[1:]]
    ends = [*starts[1:], 25_000]
    for output, start, end in zip(seen, starts, ends, strict=True):
        assert f"characters {start:,}–{end:,} of 25,000" in output.splitlines()[0]
        header = output.split("<<<QUOTED TEXT", 1)[0]
        if end < 25_000:
            # the spec's note word for word, then where to read on, outside the markers
            assert TRUNCATED.format(n=25_000 - end) + " " + READ_ON_NOTE.format(next=end) in header
        else:
            assert "truncated" not in header
    quoted = "".join(_quoted(output) for output in seen)
    assert quoted == LONG  # every character once, in order, nothing skipped or repeated
    assert all(close.ok for close in frames if isinstance(close, StepClose))


def _quoted(output: str) -> str:
    body = re.search(r"<<<QUOTED TEXT (\w+)>>>\n(.*)\n<<<END OF QUOTED TEXT \1>>>", output, re.DOTALL)
    assert body is not None, output
    return body.group(2)


async def test_find_quotes_a_phrase_past_the_first_window_with_its_offset(site: PageServer) -> None:
    url = site.url("/storm")
    async with PageReader(_settings(), cache=ReadCache(16, 10**7, 600)) as reader:
        tool = WebExtractTool(reader)
        first = await tool.execute({"url": url, "start": None, "find": None})
        assert FAR_PHRASE not in first.text.lower()  # past the first window
        found = await tool.execute({"url": url, "start": None, "find": "Copper   ROOF\ntore away"})
    assert site.hits("/storm") == 1
    at = SEARCHABLE.lower().index("copper roof")
    assert found.ok and f"occurs once in the {len(SEARCHABLE):,} characters of its text, at character {at:,}" in found.text
    excerpt = _quoted(found.text)
    assert FAR_PHRASE.upper() in excerpt and len(excerpt) < 1_000
    assert SEARCHABLE.find(excerpt) < at < SEARCHABLE.find(excerpt) + len(excerpt)


async def test_a_phrase_the_page_does_not_contain_is_a_success_that_says_so(site: PageServer) -> None:
    url = site.url("/log")
    async with PageReader(_settings(), cache=ReadCache(16, 10**7, 600)) as reader:
        result = await WebExtractTool(reader).execute({"url": url, "start": None, "find": "lighthouse"})
    assert result.ok
    assert result.text == (
        'This page was read successfully, and the phrase "lighthouse" does not occur in the 25,000 characters '
        "of its text (case and spacing ignored). That is a search of the whole text, not of an excerpt."
    )


async def test_an_expired_entry_is_read_again_and_the_note_says_so(site: PageServer) -> None:
    now = [0.0]
    cache = ReadCache(16, 10**7, ttl=60, clock=lambda: now[0])
    url = site.url("/log")
    async with PageReader(_settings(), cache=cache) as reader:
        tool = WebExtractTool(reader)
        await tool.execute({"url": url, "start": None, "find": None})
        held = await tool.execute({"url": url, "start": 5_999, "find": None})
        assert site.hits("/log") == 1 and REREAD_NOTE not in held.text
        now[0] = 61.0
        again = await tool.execute({"url": url, "start": 5_999, "find": None})
    assert site.hits("/log") == 2
    assert f"Note: {REREAD_NOTE}" in again.text.split("<<<QUOTED TEXT", 1)[0]
    assert _quoted(again.text) == _quoted(held.text)


async def test_a_page_never_read_in_this_process_is_fetched_for_a_continuation_without_a_reread_note(
    site: PageServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a new log, as a new process starts with (a loopback port an earlier test read from may come back)
    monkeypatch.setattr("kotoba.web.page.read_log", ReadLog())
    async with PageReader(_settings(), cache=ReadCache(16, 10**7, 600)) as reader:
        outcome = await reader.read(site.url("/log"), start=11_899)
    assert isinstance(outcome, PageRead) and not outcome.reread
    assert (outcome.start, outcome.end, outcome.chars) == (11_899, 17_799, 25_000)


async def test_past_the_end_is_a_success_that_says_there_is_no_more(site: PageServer) -> None:
    async with PageReader(_settings(), cache=ReadCache(16, 10**7, 600)) as reader:
        result = await WebExtractTool(reader).execute({"url": site.url("/log"), "start": 40_000, "find": None})
    assert result.ok and result.text == (
        "This page was read successfully. Its whole text is 25,000 characters, and the start you gave is at "
        "or past its end: there is nothing more to read."
    )


def test_the_cache_stays_within_its_byte_bound_over_1000_pages() -> None:
    bound = 2 * 1024 * 1024

    def distinct(handler: Any) -> None:
        number = handler.path.rsplit("/", 1)[-1]
        text = "\n".join(f"page {number} line {i}: " + "x" * 80 for i in range(200))  # ~20 KB each
        from tests.support.servers.http import respond

        respond(handler, text, content_type=PLAIN)

    cache = ReadCache(entries=10_000, max_bytes=bound, ttl=600)
    peak = 0

    async def main(server: PageServer) -> None:
        nonlocal peak
        limiter = anyio.CapacityLimiter(16)
        async with PageReader(_settings(), cache=cache) as reader:

            async def one(i: int) -> None:
                nonlocal peak
                async with limiter:
                    outcome = await reader.read(server.url(f"/p/{i}"))
                assert isinstance(outcome, PageRead)
                peak = max(peak, cache.bytes)
                assert cache.bytes <= bound

            async with anyio.create_task_group() as group:
                for i in range(1000):
                    group.start_soon(one, i)
            before = server.hits()
            last = await reader.read(server.url("/p/999"), start=6_000)  # recent pages are still held
            assert isinstance(last, PageRead) and server.hits() == before

    with serve_pages({"/p/*": distinct}) as server:
        anyio.run(main, server)
    assert server.hits() == 1000
    assert peak <= bound and 50 < len(cache) < 1000  # pages were pushed out to keep within the bound


async def test_start_and_find_are_allowed_for_a_url_read_in_an_earlier_turn(site: PageServer) -> None:
    found, unread = site.url("/log"), site.url("/storm")
    search = {
        "items": [
            {"type": "web_search", "action": {"type": "search", "queries": ["keeper log"],
                                              "sources": [{"type": "url", "url": found}, {"type": "url", "url": unread}]}},
            {"type": "function_call", "name": "web_extract", "arguments": {"url": found}},
        ]
    }
    answer = {"items": [{"type": "message", "text": "Read it."}]}
    script = [search, answer, _call(found, 5_999), answer, _call(unread, 5_999), answer, _call(found), answer]
    with serve(script) as server:
        async with Session(settings_for(server)) as session:
            for message in ("Find the keeper's log at https://example.org/", "read on", "and the other",
                            "open it again (https://example.org/)"):
                done(await collect(session, message))
    on, other, plain = (_outputs(server.requests[i])[-1] for i in (3, 5, 7))
    assert "characters 5,999–11,899 of 25,000" in on  # reading on in a page read in an earlier turn
    assert NOT_IN_CONVERSATION in other and NOT_IN_CONVERSATION in plain  # never read / not reading on
    assert site.hits("/log") == 1 and site.hits("/storm") == 0


def test_the_web_extract_definition_takes_start_and_find() -> None:
    definition = WebExtractTool.definition(None)  # type: ignore[arg-type]
    parameters = definition["parameters"]
    assert parameters["properties"]["start"]["type"] == ["integer", "null"]
    assert parameters["properties"]["find"]["type"] == ["string", "null"]
    assert parameters["required"] == ["url", "start", "find"]  # strict mode: optional means nullable
    json.dumps(definition)


def test_cache_settings_come_from_the_environment_and_ttl_0_turns_it_off() -> None:
    settings = Settings.from_env({"KOTOBA_CACHE_ENTRIES": "5", "KOTOBA_CACHE_BYTES": "1000", "KOTOBA_CACHE_TTL": "2.5"})
    assert (settings.cache_entries, settings.cache_bytes, settings.cache_ttl) == (5, 1000, 2.5)
    assert shared(settings) is shared(settings.replace()) is not None  # one cache per process and bounds
    assert shared(Settings.from_env({"KOTOBA_CACHE_TTL": "0"})) is None
    with pytest.raises(SettingsError, match="KOTOBA_CACHE_TTL must be a number of seconds"):
        Settings.from_env({"KOTOBA_CACHE_TTL": "forever"})


async def test_with_the_cache_off_a_continuation_fetches_again(site: PageServer) -> None:
    async with PageReader(_settings(cache_ttl=0)) as reader:
        assert reader.cache is None
        await reader.read(site.url("/log"))
        outcome = await reader.read(site.url("/log"), start=5_999)
    assert isinstance(outcome, PageRead) and outcome.start == 5_999
    assert outcome.reread  # the page was read again since the reading the caller was given
    assert site.hits("/log") == 2


def _page(url: str, text: str, *, final_url: str | None = None, via: Any = "direct") -> PageRead:
    return PageRead(
        url=url,
        final_url=final_url or url,
        via=via,
        title="",
        text=text[:10],
        chars=len(text),
        truncated_chars=0,
        thin=False,
        full_text=text,
    )


def test_the_cache_keeps_pages_by_both_urls_drops_the_least_recent_and_refuses_an_oversized_one() -> None:
    cache = ReadCache(entries=2, max_bytes=200_000, ttl=600)
    cache.put(_page("https://a.example/", "a" * 1000, final_url="https://a.example/after"), "scope")
    cache.put(_page("https://b.example/", "b" * 1000), "scope")
    assert cache.get("https://a.example/after", "scope")[0] == "hit"  # the final URL too; a is now recent
    assert cache.get("https://a.example/", "other scope") == ("miss", None)  # another policy: not shared
    cache.put(_page("https://c.example/", "c" * 1000), "scope")
    assert len(cache) == 2 and cache.get("https://b.example/", "scope") == ("expired", None)  # pushed out
    assert not cache.put(_page("https://huge.example/", "h" * 300_000), "scope")
    assert cache.bytes <= 200_000 and cache.get("https://huge.example/", "scope") == ("miss", None)


def test_a_url_the_reader_proxy_names_is_not_a_key() -> None:
    cache = ReadCache(entries=8, max_bytes=10**6, ttl=600)
    proxied = _page("https://evil.example/", "text", final_url="https://bank.example/", via="reader")
    cache.put(proxied, "scope")
    assert cache.get("https://evil.example/", "scope")[0] == "hit"
    assert cache.get("https://bank.example/", "scope") == ("miss", None)


def test_the_step_row_says_what_a_continuation_or_search_does() -> None:
    from kotoba.agent.steps import call_label

    url = "https://example.org/log"
    assert call_label("web_extract", {"url": url, "start": None, "find": None}) == f"reading {url}"
    assert call_label("web_extract", {"url": url, "start": 12000, "find": None}) == (
        f"reading on in {url} from character 12,000"
    )
    assert call_label("web_extract", {"url": url, "start": None, "find": "copper\nroof"}) == (
        f"looking for 'copper roof' in {url}"
    )


def test_a_search_says_how_many_occurrences_were_quoted_and_one_is_a_match() -> None:
    from kotoba.tools.web_extract import tool_result
    from kotoba.web.outcome import outcome_json
    from kotoba.web.window import find_in

    page = _page("https://example.org/log", LONG)
    many = find_in(page, "keeper's log", 6000)
    once = find_in(page, "line 0042", 6000)
    assert tool_result(once).label == "read https://example.org/log (1 match for 'line 0042' in 25,000 characters)"
    shown = outcome_json(many)
    # every line matches: the excerpts fill the cap, so only some of the 250 occurrences are quoted
    assert len(shown["matches"]) == 250 and 0 < shown["quoted_matches"] < 250  # type: ignore[arg-type,operator]
    assert shown["quoted_matches"] == sum(1 for at in many.matches if at < many.end)
    assert f"The first {shown['quoted_matches']} are quoted below" in tool_result(many).text
    assert outcome_json(once)["quoted_matches"] == 1 and outcome_json(_page("u", LONG))["quoted_matches"] is None
