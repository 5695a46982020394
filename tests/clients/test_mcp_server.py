"""``kotoba mcp`` driven by the MCP SDK's own client, over stdio as desktop assistants start it.

The server is a real subprocess (``python -m kotoba mcp``) reading pages from a loopback server, reached
through the documented allow-list. A failed read must come back as a tool result with ``isError`` and the
failure note — what the model needs to say it did not read the page — never as a protocol error.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterable, Iterator, Mapping
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.shared.exceptions import MCPError

from kotoba.clients.mcp_server import TOOL_CRASHED, build_server
from kotoba.fence import FENCE_HEADER
from kotoba.tools.base import JSON, ToolResult, function_definition
from kotoba.tools.read_file import READ_FILE_DESCRIPTION
from kotoba.tools.web_extract import WEB_EXTRACT_DESCRIPTION
from tests.support import mcp_http, pages
from tests.support.servers.http import PageServer, page
from tests.support.servers.http import serve as serve_pages

# The reader proxy is a third party on the open internet: off, so a failed read stays on this machine.
# No browser: these pages need none, and the one a server starts ahead (test_browser_ahead) would be
# one more child process of the server.
SERVER_ENV = {"KOTOBA_READER_URL": "", "KOTOBA_DEADLINE": "10", "KOTOBA_RENDER": "never"}


@pytest.fixture
def site() -> Iterator[PageServer]:
    with serve_pages({"/article": page(pages.article())}) as server:
        yield server


@asynccontextmanager
async def mcp_client(*args: str, mode: str = "auto") -> AsyncIterator[Client]:
    """The SDK client, connected to ``python -m kotoba mcp ARGS`` over stdio."""
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "kotoba", "mcp", *args], env=SERVER_ENV
    )
    async with Client(params, read_timeout_seconds=30, mode=mode) as client:
        yield client


def text_of(result: object) -> str:
    content = getattr(result, "content", [])
    assert len(content) == 1 and content[0].type == "text"
    return str(content[0].text)


async def test_web_extract_over_stdio_reads_fences_and_fails_honestly(site: PageServer) -> None:
    async with mcp_client("--allow", "127.0.0.1") as client:
        listed = (await client.list_tools()).tools
        assert [tool.name for tool in listed] == ["web_extract"]  # no workspace, no read_file
        (tool,) = listed
        assert tool.description == WEB_EXTRACT_DESCRIPTION
        assert tool.input_schema["required"] == ["url"]
        assert tool.input_schema["properties"]["url"]["type"] == "string"
        # start and find are optional for an MCP client (the provider's strict mode makes them nullable)
        assert tool.input_schema["properties"]["start"]["type"] == ["integer", "null"]
        assert tool.input_schema["properties"]["find"]["type"] == ["string", "null"]
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is True and tool.annotations.open_world_hint is True

        read = await client.call_tool("web_extract", {"url": site.url("/article")})
        assert read.is_error is False
        text = text_of(read)
        assert FENCE_HEADER in text
        assert pages.SENTENCES[0] in text
        # The page's words sit between the two markers, which carry the same random tag.
        tags = re.findall(r"[0-9a-f]{6}", text.split(FENCE_HEADER, 1)[1][:400])
        assert tags and text.count(tags[0]) >= 2

        # Searching the page just read is served from the server's read cache: no second fetch (below).
        found = await client.call_tool("web_extract", {"url": site.url("/article"), "find": "COPPER roof"})
        assert found.is_error is False
        assert 'The phrase "COPPER roof" occurs once' in text_of(found)
        assert "storm tore the lantern room's copper roof away" in text_of(found)

        missing = await client.call_tool("web_extract", {"url": site.url("/no-such-article")})
        assert missing.is_error is True
        note = text_of(missing)
        assert note.startswith("YOU DID NOT READ THAT PAGE")
        assert "404" in note
        # An MCP server cannot know its client has a search tool, so the note does not send it to one.
        assert "web_search" not in note

        refused = await client.call_tool("web_extract", {"url": "http://10.20.30.40/admin"})
        assert refused.is_error is True
        assert "private address" in text_of(refused)

        metadata = await client.call_tool("web_extract", {"url": "http://169.254.169.254/latest/meta-data/"})
        assert metadata.is_error is True
        assert text_of(metadata).startswith("YOU DID NOT READ THAT PAGE")

        with pytest.raises(MCPError):
            await client.call_tool("fetch_anything", {"url": site.url("/article")})
    assert site.hits("/article") == 1
    assert site.hits("/no-such-article") == 1


async def test_loopback_stays_refused_without_the_allow_list(site: PageServer) -> None:
    async with mcp_client() as client:
        result = await client.call_tool("web_extract", {"url": site.url("/article")})
    assert result.is_error is True
    assert "loopback" in text_of(result)
    assert site.hits() == 0


async def test_a_client_using_the_initialize_handshake_is_served_the_same(site: PageServer) -> None:
    async with mcp_client("--allow", "127.0.0.1", mode="legacy") as client:
        assert [tool.name for tool in (await client.list_tools()).tools] == ["web_extract"]
        read = await client.call_tool("web_extract", {"url": site.url("/article")})
        refused = await client.call_tool("web_extract", {"url": "http://192.168.1.1/"})
    assert read.is_error is False and pages.SENTENCES[0] in text_of(read)
    assert refused.is_error is True and "private address" in text_of(refused)


async def test_read_file_is_listed_only_with_a_workspace(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("Buy more lamp oil before the storm.\n", encoding="utf-8")
    (tmp_path.parent / "outside.txt").write_text("secret", encoding="utf-8")
    async with mcp_client("--workspace", str(tmp_path)) as client:
        listed = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert sorted(listed) == ["read_file", "web_extract"]
        assert listed["read_file"].description == READ_FILE_DESCRIPTION.format(max_chars=6000)
        assert listed["read_file"].annotations is not None
        assert listed["read_file"].annotations.open_world_hint is False

        read = await client.call_tool("read_file", {"path": "notes.txt"})
        assert read.is_error is False
        assert FENCE_HEADER in text_of(read) and "lamp oil" in text_of(read)

        escape = await client.call_tool("read_file", {"path": "../outside.txt"})
        assert escape.is_error is True
        assert "secret" not in text_of(escape)
        assert text_of(escape).startswith("YOU DID NOT READ THAT FILE")


@contextmanager
def running_http_server(*extra: str) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``kotoba mcp --http EXTRA`` on a free loopback port; yields the endpoint URL it printed and the
    process (which is stopped after the block)."""
    command = [sys.executable, "-m", "kotoba", "mcp", "--http", "--port", "0", "--allow", "127.0.0.1", *extra]
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_")}, **SERVER_ENV}
    with subprocess.Popen(command, stderr=subprocess.PIPE, text=True, env=env) as proc:
        try:
            assert proc.stderr is not None
            line = proc.stderr.readline()
            assert line.startswith("kotoba: MCP over streamable HTTP at http://127.0.0.1:"), line
            yield line.split()[-1], proc
        finally:
            proc.terminate()
            proc.communicate(timeout=10)


@pytest.fixture
def http_server() -> Iterator[str]:
    """``kotoba mcp --http`` on a free loopback port; yields the endpoint URL it printed."""
    with running_http_server("--extract-processes", "0") as (endpoint, _):  # (processes: test_mcp_workers)
        yield endpoint


def children_of(pid: int) -> dict[int, str]:
    """The live processes whose parent is ``pid``, with their command lines (from /proc)."""
    found = {}
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found[int(entry.name)] = (entry / "cmdline").read_text().replace("\0", " ")
        except OSError:
            continue
    return found


async def test_streamable_http_serves_the_same_tools(site: PageServer, http_server: str) -> None:
    async with Client(http_server, read_timeout_seconds=30) as client:
        assert [t.name for t in (await client.list_tools()).tools] == ["web_extract"]
        read = await client.call_tool("web_extract", {"url": site.url("/article")})
    assert read.is_error is False
    assert pages.SENTENCES[0] in text_of(read)


class Crashing:
    """A tool with a bug: ``execute`` raises."""

    name = "crashing"
    voice: Mapping[str, str] = {}

    def definition(self) -> JSON:
        return function_definition(self.name, "Always crashes.", {"type": "object", "properties": {}})

    async def execute(self, arguments: Mapping[str, Any]) -> ToolResult:
        raise RuntimeError("a bug, with private details")


@pytest.mark.plants_bug
async def test_a_tool_that_crashes_is_an_error_result_without_the_traceback(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async with Client(build_server([Crashing()])) as client:
        result = await client.call_tool("crashing", {})
    assert result.is_error is True
    assert text_of(result) == TOOL_CRASHED
    assert "private details" in caplog.text  # logged for the operator, not sent to the model


async def test_over_http_a_client_without_a_session_is_answered_in_json(
    site: PageServer, http_server: str
) -> None:
    """Stateless: no handshake, no ``Mcp-Session-Id``, one POST → one JSON body, as behind a load balancer."""
    listed = await mcp_http.post(http_server, "tools/list")
    read = await mcp_http.call_tool(http_server, "web_extract", {"url": site.url("/article")})
    refused = await mcp_http.call_tool(http_server, "web_extract", {"url": "http://10.20.30.40/"})
    for reply in (listed, read, refused):
        assert reply.status_code == 200
        assert "mcp-session-id" not in reply.headers
    assert [tool["name"] for tool in listed.body["result"]["tools"]] == ["web_extract"]
    assert read.is_error is False and pages.SENTENCES[0] in read.text and FENCE_HEADER in read.text
    assert refused.is_error is True and "private address" in refused.text
    unknown = await mcp_http.call_tool(http_server, "fetch_anything", {"url": site.url("/article")})
    assert "error" in unknown.body and "fetch_anything" in unknown.body["error"]["message"]
    assert site.hits("/article") == 1


def all_gone(pids: Iterable[int], *, within: float) -> bool:
    ends = time.monotonic() + within
    while any(still_a_worker(pid) for pid in pids):
        if time.monotonic() > ends:
            return False
        time.sleep(0.05)
    return True


def still_a_worker(pid: int) -> bool:
    try:
        return "anyio.to_process" in Path(f"/proc/{pid}/cmdline").read_text()
    except OSError:
        return False


LONG = pages.article(paragraphs=40, title="The long keeper")  # past one window: start/find read on


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="counts worker processes through /proc")
async def test_over_http_pages_are_extracted_in_worker_processes_and_read_on_from_the_server() -> None:
    """``--extract-processes 2``: two extraction processes started before the server answers, every read
    the same as ever (a continuation from the server's own cache, the site asked once), none left after."""
    routes = {"/long": page(LONG), "/blocked": page(pages.BLOCK, status=403)}
    with (
        serve_pages(routes) as site,
        running_http_server("--extract-processes", "2") as (
            endpoint,
            proc,
        ),
    ):
        workers = children_of(proc.pid)
        assert len(workers) == 2 and all("anyio.to_process" in line for line in workers.values()), workers
        url = site.url("/long")
        read = await mcp_http.call_tool(endpoint, "web_extract", {"url": url})
        more = await mcp_http.call_tool(endpoint, "web_extract", {"url": url, "start": 6000})
        found = await mcp_http.call_tool(endpoint, "web_extract", {"url": url, "find": pages.SENTENCES[2]})
        assert not read.is_error and "The long keeper" in read.text and pages.SENTENCES[0] in read.text
        assert not more.is_error and "characters 6,000–" in more.text and "start=" in read.text
        assert not found.is_error and pages.SENTENCES[2] in found.text
        assert site.hits("/long") == 1
        blocked = await mcp_http.call_tool(endpoint, "web_extract", {"url": site.url("/blocked")})
        assert blocked.is_error and "block page" in blocked.text  # an error answer, judged in a worker too
        assert children_of(proc.pid).keys() == workers.keys()  # the same two did every read
    # Stopped with the server (their pipes close), not left behind.
    assert all_gone(workers, within=5.0), [pid for pid in workers if still_a_worker(pid)]


def test_extract_processes_out_of_range_is_one_line_and_exit_2() -> None:
    command = [sys.executable, "-m", "kotoba", "mcp", "--http", "--port", "0", "--extract-processes", "-1"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and "--extract-processes" in done.stderr, done.stderr
