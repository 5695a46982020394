"""The Host/Origin rules of the local servers, row by row (the attack itself: tests/attacks/test_server_rebinding.py)."""

from __future__ import annotations

import pytest
from starlette.datastructures import Headers

from kotoba.clients.hosts import HostGuard, allowed_names, canonical, is_loopback


def guard(bind: str, *extra: str) -> HostGuard:
    return HostGuard(app=None, names=allowed_names(bind, extra))  # type: ignore[arg-type]


def status(g: HostGuard, **headers: str) -> int:
    refusal = g.refusal(Headers(headers={k.replace("_", "-"): v for k, v in headers.items()}))
    return 200 if refusal is None else refusal.status_code


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("127.1", "127.0.0.1"),
        ("2130706433", "127.0.0.1"),
        ("0x7f.1", "127.0.0.1"),
        ("[::0:1]", "::1"),
        ("LOCALHOST.", "localhost"),
        ("kotoba.lan", "kotoba.lan"),
    ],
)
def test_addresses_are_compared_in_their_usual_spelling(written: str, expected: str) -> None:
    assert canonical(written) == expected


@pytest.mark.parametrize(
    "bind", ["127.0.0.1", "127.1", "127.0.0.2", "localhost", "::1", "0.0.0.0", "::", "192.168.1.5"]
)
def test_a_rebound_name_is_refused_whatever_the_bind(bind: str) -> None:
    g = guard(bind)
    assert status(g, host="attacker.example:8001") == 421
    assert status(g, host="attacker.example") == 421
    assert status(g, host="127.0.0.1:8001") == 200
    assert status(g, host="localhost:8001", origin="http://localhost:8001") == 200
    assert status(g, host="127.0.0.1:8001", origin="http://attacker.example:8001") == 403


@pytest.mark.parametrize(
    "host", ["", " ", "a b", "127.0.0.1:notaport", "127.0.0.1:99999", "user@127.0.0.1", "127.0.0.1/x", "[::1"]
)
def test_a_host_header_that_names_nothing_is_refused(host: str) -> None:
    assert status(guard("127.0.0.1"), host=host) == 421


@pytest.mark.parametrize(
    "origin",
    [
        "null",
        "http://127.0.0.1:8002",
        "https://127.0.0.1:9",
        "file://",
        "http://127.0.0.1:8001/path",
        "http://user@127.0.0.1:8001",
        "chrome-extension://abc",
        "http://attacker.example:8001",
        "garbage",
    ],
)
def test_an_origin_that_is_not_this_server_is_refused(origin: str) -> None:
    assert status(guard("127.0.0.1"), host="127.0.0.1:8001", origin=origin) == 403


def test_the_bind_address_is_answered_as_written_and_canonical_but_a_wildcard_is_no_name() -> None:
    assert status(guard("127.0.0.2"), host="127.0.0.2:8001") == 200
    assert status(guard("127.1"), host="127.1:8001") == 200
    assert status(guard("127.1"), host="127.0.0.1:8001") == 200
    assert status(guard("0.0.0.0"), host="0.0.0.0:8001") == 421
    assert status(guard("0.0.0.0"), host="192.168.1.5:8001") == 421


def test_allowed_hosts_are_answered_and_only_them() -> None:
    g = guard("0.0.0.0", "kotoba.lan", "192.168.1.5")
    assert status(g, host="kotoba.lan:8001", origin="http://kotoba.lan:8001") == 200
    assert status(g, host="192.168.1.5:8001") == 200
    assert status(g, host="other.lan:8001") == 421


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("127.1", True),
        ("127.0.0.2", True),
        ("localhost", True),
        ("::1", True),
        ("0.0.0.0", False),
        ("::", False),
        ("10.0.0.5", False),
    ],
)
def test_loopback_binds_are_told_from_the_rest(host: str, loopback: bool) -> None:
    assert is_loopback(host) is loopback


def _refused(g: HostGuard, hosts: list[str], target: bytes = b"/mcp") -> int:
    refusal = g.refusal(Headers(raw=[(b"host", h.encode()) for h in hosts]), target=target)
    return 200 if refusal is None else refusal.status_code


def test_a_request_with_more_than_one_host_header_is_refused_whichever_comes_first() -> None:
    g = guard("127.0.0.1")
    assert _refused(g, ["127.0.0.1:8001"]) == 200
    assert _refused(g, ["127.0.0.1:8001", "attacker.example:8001"]) == 400
    assert _refused(g, ["attacker.example:8001", "127.0.0.1:8001"]) == 400
    assert _refused(g, ["127.0.0.1:8001", "127.0.0.1:8001"]) == 400


@pytest.mark.parametrize(
    ("target", "host", "expected"),
    [
        (b"/mcp", "127.0.0.1:8001", 200),
        (b"*", "127.0.0.1:8001", 200),
        (b"http://127.0.0.1:8001/mcp", "127.0.0.1:8001", 200),
        (b"HTTP://127.1:8001/mcp", "127.0.0.1:8001", 200),
        (b"http://127.0.0.1/mcp", "127.0.0.1", 200),
        (b"http://127.0.0.1/mcp", "127.0.0.1:80", 200),
        (b"127.0.0.1:8001", "127.0.0.1:8001", 200),
        (b"http://attacker.example:8001/mcp", "127.0.0.1:8001", 400),
        (b"http://attacker.example/mcp", "127.0.0.1:8001", 400),
        (b"http://127.0.0.1:8002/mcp", "127.0.0.1:8001", 400),
        (b"http://localhost:8001/mcp", "127.0.0.1:8001", 400),
        (b"attacker.example:8001", "127.0.0.1:8001", 400),
        (b"ftp://127.0.0.1:8001/", "127.0.0.1:8001", 400),
        (b"http://user@127.0.0.1:8001/", "127.0.0.1:8001", 400),
        (b"http://127.0.0.1:8001/mcp", "attacker.example:8001", 421),
    ],
)
def test_a_whole_request_target_must_name_the_host_its_host_header_names(
    target: bytes, host: str, expected: int
) -> None:
    assert _refused(guard("127.0.0.1"), [host], target) == expected
