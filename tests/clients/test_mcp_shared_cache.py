"""Two ``kotoba mcp --http`` replicas sharing one read cache in a real ``redis-server``: a page read on one
is continued (``start``, ``find``) on the other with no second request to the site; a page gone from Redis
is read again with the note that says so; a replica with a stricter policy is never handed the page; and a
Redis that is down costs one warning line, never a failed read."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import anyio
import pytest
from mcp import Client

from kotoba.tools.web_extract import REREAD_NOTE
from kotoba.web.cache_redis import UNREACHABLE
from tests.support import mcp_http, pages
from tests.support.redis_server import MISSING, REDIS_SERVER, RedisServer, redis_server
from tests.support.servers.http import PageServer, page, serve

pytestmark = pytest.mark.skipif(REDIS_SERVER is None, reason=MISSING)

LONG = pages.article(paragraphs=40, title="The long keeper")  # well past one 6,000-character window


@contextmanager
def replica(
    cache_url: str, *extra: str, env: dict[str, str] | None = None
) -> Iterator[tuple[str, list[str]]]:
    """``kotoba mcp --http`` on a free loopback port with the read cache at ``cache_url``; yields its
    endpoint and, after the block, the lines it wrote on stderr."""
    command = [sys.executable, "-m", "kotoba", "mcp", "--http", "--port", "0", "--allow", "127.0.0.1", *extra]
    command += ["--extract-processes", "0"]  # the cache is what is tested here: no worker processes to start
    base = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_")}
    settings = {"KOTOBA_READER_URL": "", "KOTOBA_DEADLINE": "10", "KOTOBA_CACHE_URL": cache_url}
    lines: list[str] = []
    with subprocess.Popen(
        command, stderr=subprocess.PIPE, text=True, env={**base, **settings, **(env or {})}
    ) as proc:
        try:
            assert proc.stderr is not None
            first = proc.stderr.readline()
            assert first.startswith("kotoba: MCP over streamable HTTP at http://127.0.0.1:"), first
            yield first.split()[-1], lines
        finally:
            proc.terminate()
            _, rest = proc.communicate(timeout=10)
            lines.extend(rest.splitlines())


def text_of(result: object) -> str:
    content = getattr(result, "content", [])
    assert len(content) == 1 and content[0].type == "text"
    return str(content[0].text)


@pytest.fixture
def site() -> Iterator[PageServer]:
    with serve({"/long": page(LONG), "/other": page(LONG)}) as server:
        yield server


@pytest.fixture
def redis() -> Iterator[RedisServer]:
    with redis_server("--maxmemory", "64mb", "--maxmemory-policy", "volatile-ttl") as server:
        yield server


async def test_a_page_read_on_one_replica_is_continued_on_the_other(
    site: PageServer, redis: RedisServer
) -> None:
    url = site.url("/long")
    with replica(redis.url) as (one, _), replica(redis.unix_url) as (two, _):
        async with Client(one, read_timeout_seconds=30) as first:
            read = await first.call_tool("web_extract", {"url": url})
        assert read.is_error is False and "start=" in text_of(read)
        async with Client(two, read_timeout_seconds=30) as second:
            more = await second.call_tool("web_extract", {"url": url, "start": 6000})
            found = await second.call_tool("web_extract", {"url": url, "find": pages.SENTENCES[1]})
    assert more.is_error is False and "characters 6,000–" in text_of(more)
    assert found.is_error is False and pages.SENTENCES[1] in text_of(found)
    assert REREAD_NOTE not in text_of(more) + text_of(found)
    assert site.hits("/long") == 1  # one request to the site, for three calls on two replicas


async def test_calls_without_a_session_continue_on_whichever_replica_they_land(
    site: PageServer, redis: RedisServer
) -> None:
    """As behind a load balancer: each call is one POST with no session id, alternating replicas."""
    url = site.url("/long")
    with replica(redis.url) as (one, _), replica(redis.url) as (two, _):
        read = await mcp_http.call_tool(one, "web_extract", {"url": url})
        more = await mcp_http.call_tool(two, "web_extract", {"url": url, "start": 6000})
        found = await mcp_http.call_tool(one, "web_extract", {"url": url, "find": pages.SENTENCES[1]})
        again = await mcp_http.call_tool(two, "web_extract", {"url": url, "find": pages.SENTENCES[1]})
    for reply in (read, more, found, again):
        assert reply.status_code == 200 and "mcp-session-id" not in reply.headers
        assert reply.is_error is False and REREAD_NOTE not in reply.text
    assert "start=" in read.text and "characters 6,000–" in more.text
    assert pages.SENTENCES[1] in found.text and pages.SENTENCES[1] in again.text
    assert site.hits("/long") == 1  # one request to the site for four calls over two replicas


async def test_a_page_gone_from_redis_is_read_again_with_the_note(
    site: PageServer, redis: RedisServer
) -> None:
    url = site.url("/long")
    with (
        replica(redis.url, env={"KOTOBA_CACHE_TTL": "1"}) as (one, _),
        replica(redis.url, env={"KOTOBA_CACHE_TTL": "1"}) as (two, _),
    ):
        async with Client(one, read_timeout_seconds=30) as first:
            assert (await first.call_tool("web_extract", {"url": url})).is_error is False
        await anyio.sleep(1.3)  # Redis forgets the page on its own; the marker that it was read stays
        async with Client(two, read_timeout_seconds=30) as second:
            more = await second.call_tool("web_extract", {"url": url, "start": 6000})
    assert more.is_error is False and REREAD_NOTE in text_of(more)
    assert site.hits("/long") == 2


async def test_a_stricter_replica_is_never_handed_the_page(site: PageServer, redis: RedisServer) -> None:
    url = site.url("/long")
    with (
        replica(redis.url) as (loose, _),
        replica(redis.url, env={"KOTOBA_MAX_BYTES": "8192"}) as (strict, _),
    ):
        async with Client(loose, read_timeout_seconds=30) as first:
            assert (await first.call_tool("web_extract", {"url": url})).is_error is False
        async with Client(strict, read_timeout_seconds=30) as second:
            more = await second.call_tool("web_extract", {"url": url, "start": 6000})
    assert more.is_error is False
    assert site.hits("/long") == 2  # another policy (a smaller byte cap) read the page itself


async def test_a_redis_that_is_down_costs_one_warning_and_no_read(site: PageServer) -> None:
    with redis_server() as gone:
        url_of_gone = gone.url
    with replica(url_of_gone) as (endpoint, lines):
        async with Client(endpoint, read_timeout_seconds=30) as client:
            results = [await client.call_tool("web_extract", {"url": site.url("/long")}) for _ in range(3)]
            results.append(await client.call_tool("web_extract", {"url": site.url("/long"), "start": 6000}))
    assert all(r.is_error is False for r in results)
    where = url_of_gone.rsplit("/", 1)[0]
    warned = [line for line in lines if "read cache" in line]
    assert warned == ["kotoba: " + UNREACHABLE.format(where=where, why="ConnectionError", after=30)]
    assert not [line for line in lines if "Traceback" in line or "kotoba bug" in line]
