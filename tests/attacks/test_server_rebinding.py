"""DNS rebinding against ``kotoba mcp --http`` and ``kotoba serve``, on every address they may listen on.

A page the person visits rebinds its own name to the address the server listens on; the browser then
sends the server ``Host: attacker.example:PORT`` and ``Origin: http://attacker.example:PORT``. Each server
here is the real command, listening on a loopback address written in every way a person may write it
(``127.0.0.1``, ``127.1``, ``127.0.0.2``, ``localhost``, ``::1``) and on the wildcard ``0.0.0.0``; the MCP
SDK's own client connects to it with exactly those headers and tries ``read_file`` on a workspace that holds
a secret. Before the fix, every bind but the three the SDK recognises served the secret.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

SECRET = "the workspace secret: sk-test-0000"
HOSTS = ("127.0.0.1", "127.1", "127.0.0.2", "localhost", "::1", "0.0.0.0")
SERVER_ENV = {"KOTOBA_READER_URL": "", "KOTOBA_DEADLINE": "10"}


def ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
    except OSError:
        return False
    return True


def connect_address(host: str) -> str:
    """Where a client on this machine dials a server bound to ``host`` (the wildcard through loopback)."""
    return {"0.0.0.0": "127.0.0.1", "::1": "[::1]", "localhost": "127.0.0.1"}.get(host, host)


@contextmanager
def running(command: list[str], ready: str) -> Iterator[tuple[int, list[str]]]:
    """Start a kotoba server; yield its port (from the line it prints) and the stderr lines before it."""
    env = {**{k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_")}, **SERVER_ENV}
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    ) as proc:
        try:
            stream = proc.stderr if "mcp" in command else proc.stdout
            assert stream is not None
            before: list[str] = []
            while True:
                line = stream.readline()
                assert line, f"the server stopped: {proc.stderr.read() if proc.stderr else ''}"
                if ready in line:
                    break
                before.append(line)
            if stream is proc.stdout and proc.stderr is not None:
                os.set_blocking(proc.stderr.fileno(), False)
                before.extend(proc.stderr.readlines())
            port = int(line.rsplit(":", 1)[1].split("/", 1)[0])
            yield port, before
        finally:
            proc.terminate()
            proc.communicate(timeout=10)


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text(SECRET + "\n")
    return tmp_path


def mcp_command(host: str, workspace: Path, *extra: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "kotoba",
        "mcp",
        "--http",
        "--host",
        host,
        "--port",
        "0",
        "--no-web",
        "--workspace",
        str(workspace),
        *extra,
    ]


async def read_secret(url: str, headers: dict[str, str]) -> str:
    """Call read_file through the MCP SDK's client, sending ``headers`` (as a rebound page's browser would)."""
    async with httpx2.AsyncClient(headers=headers, timeout=10) as http:
        async with Client(streamable_http_client(url, http_client=http), read_timeout_seconds=10) as client:
            result = await client.call_tool("read_file", {"path": "notes.txt"})
    return str(result.content[0].text)  # type: ignore[union-attr]


@pytest.mark.parametrize("host", HOSTS)
async def test_mcp_over_http_refuses_a_rebound_name_on_every_bind(host: str, workspace: Path) -> None:
    if host == "::1" and not ipv6_loopback():
        pytest.skip("no IPv6 loopback here")
    with running(mcp_command(host, workspace), "MCP over streamable HTTP at") as (port, said):
        address = connect_address(host)
        url = f"http://{address}:{port}/mcp"
        # The person's own client, addressing the server as it listens: served.
        assert SECRET in await read_secret(url, {})
        rebound = {"Host": f"attacker.example:{port}", "Origin": f"http://attacker.example:{port}"}
        with pytest.raises(Exception) as refused:
            await read_secret(url, rebound)
        assert SECRET not in str(refused.value)
        # What the server answered, seen without a client that might hide it.
        body = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
        json_headers = {"Accept": "application/json, text/event-stream"}
        async with httpx.AsyncClient(timeout=10) as raw:
            answered = await raw.post(url, json=body, headers={**json_headers, **rebound})
            assert answered.status_code == 421
            for origin in (f"http://attacker.example:{port}", "null", f"http://127.0.0.1:{port + 1}"):
                sent = {**json_headers, "Origin": origin}
                assert (await raw.post(url, json=body, headers=sent)).status_code == 403, origin
    beyond = host == "0.0.0.0"
    warned = [line for line in said if "warning" in line]
    assert len(warned) == (1 if beyond else 0), said
    if beyond:
        assert "reachable from other machines" in warned[0]


async def test_a_name_given_with_allowed_host_is_answered_and_no_other(workspace: Path) -> None:
    command = mcp_command("0.0.0.0", workspace, "--allowed-host", "kotoba.lan")
    with running(command, "MCP over streamable HTTP at") as (port, _):
        url = f"http://127.0.0.1:{port}/mcp"
        named = {"Host": f"kotoba.lan:{port}", "Origin": f"http://kotoba.lan:{port}"}
        assert SECRET in await read_secret(url, named)
        with pytest.raises(Exception):  # noqa: B017
            await read_secret(url, {"Host": f"attacker.example:{port}"})


@pytest.mark.parametrize("host", HOSTS)
def test_the_chat_page_refuses_a_rebound_name_on_every_bind(host: str) -> None:
    if host == "::1" and not ipv6_loopback():
        pytest.skip("no IPv6 loopback here")
    command = [sys.executable, "-m", "kotoba", "serve", "--host", host, "--port", "0", "--model", "m-1"]
    with running(command, "kotoba: serving on") as (port, said):
        base = f"http://{connect_address(host)}:{port}"
        with httpx.Client(timeout=10) as raw:
            assert raw.get(base + "/api/info").status_code == 200
            rebound = {"Host": f"attacker.example:{port}", "Origin": f"http://attacker.example:{port}"}
            assert raw.get(base + "/", headers=rebound).status_code == 421
            assert raw.get(base + "/api/info", headers=rebound).status_code == 421
            turn = raw.post(base + "/api/turn", json={"message": "hi"}, headers=rebound)
            assert turn.status_code == 421
            wrong_origin = {"Origin": f"http://attacker.example:{port}"}
            assert (
                raw.post(base + "/api/turn", json={"message": "hi"}, headers=wrong_origin).status_code == 403
            )
    warned = [line for line in said if "warning" in line]
    assert len(warned) == (1 if host == "0.0.0.0" else 0), said


# The same command with uvicorn's other parser: httptools hidden, so that h11 parses (as where httptools
# is not installed).
H11_ONLY = "import sys; sys.modules['httptools'] = None; from kotoba.cli import main; sys.exit(main())"
PARSERS = ("httptools", "h11")


def server_command(parser: str, *args: str) -> list[str]:
    start = [sys.executable, "-m", "kotoba"] if parser == "httptools" else [sys.executable, "-c", H11_ONLY]
    return [*start, *args]


def raw_exchange(port: int, request: bytes) -> tuple[int, bytes]:
    """Send ``request`` as written on a socket of its own; the answer's status and whole body."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(request)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), body


def mcp_call(target: str, hosts: list[str]) -> bytes:
    """A read_file call as bytes on the wire: any request target, any number of ``Host`` headers."""
    body = b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"read_file","arguments":{"path":"notes.txt"}}}'
    head = f"POST {target} HTTP/1.1\r\n" + "".join(f"Host: {h}\r\n" for h in hosts)
    head += "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
    head += f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    return head.encode() + body


def page_get(target: str, hosts: list[str]) -> bytes:
    head = f"GET {target} HTTP/1.1\r\n" + "".join(f"Host: {h}\r\n" for h in hosts)
    return (head + "Connection: close\r\n\r\n").encode()


def naming_two_hosts(port: int, path: str) -> list[tuple[str, list[str]]]:
    """Requests that name this server and another host at once: (request target, Host headers)."""
    ours, theirs = f"127.0.0.1:{port}", f"attacker.example:{port}"
    return [
        (path, [ours, theirs]),
        (path, [theirs, ours]),
        (path, [ours, ours]),
        (f"http://{theirs}{path}", [ours]),
        (f"http://attacker.example{path}", [ours]),
        (f"http://{ours}{path}", [theirs]),
    ]


@pytest.mark.parametrize("parser", PARSERS)
def test_mcp_over_http_refuses_a_request_naming_two_hosts(parser: str, workspace: Path) -> None:
    command = server_command(parser, *mcp_command("127.0.0.1", workspace)[3:])
    with running(command, "MCP over streamable HTTP at") as (port, _):
        status, body = raw_exchange(port, mcp_call("/mcp", [f"127.0.0.1:{port}"]))
        assert status == 200 and SECRET.encode() in body  # the request as a client sends it: served
        for target, hosts in naming_two_hosts(port, "/mcp"):
            status, body = raw_exchange(port, mcp_call(target, hosts))
            assert status in (400, 421), (target, hosts, status, body)
            assert SECRET.encode() not in body


@pytest.mark.parametrize("parser", PARSERS)
def test_the_chat_page_refuses_a_request_naming_two_hosts(parser: str) -> None:
    command = server_command(parser, "serve", "--port", "0", "--model", "m-1")
    with running(command, "kotoba: serving on") as (port, _):
        status, body = raw_exchange(port, page_get("/api/info", [f"127.0.0.1:{port}"]))
        assert status == 200, body
        for target, hosts in naming_two_hosts(port, "/api/info"):
            status, body = raw_exchange(port, page_get(target, hosts))
            assert status in (400, 421), (target, hosts, status, body)
