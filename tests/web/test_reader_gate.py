"""What may be sent to the reader proxy, row by row (the attack itself: tests/attacks/test_reader_privacy.py)."""

from __future__ import annotations

import ipaddress

import pytest

from kotoba.web.net.policy import IPAddress, Policy
from kotoba.web.reader_gate import credential_parameters, kept_local

ANSWERS = {"public.example": "93.184.215.14", "wiki.corp.example": "10.1.2.3", "both.example": "10.1.2.3"}


async def resolve(host: str, port: int) -> list[IPAddress]:
    if host not in ANSWERS:
        raise OSError(f"no answer for {host}")
    return [ipaddress.ip_address(ANSWERS[host])]


@pytest.mark.parametrize(
    ("query", "names"),
    [
        ("token=1", ["token"]),
        ("a=1&access_token=2&b=3", ["access_token"]),
        ("X-Amz-Signature=abc&X-Amz-Credential=def", ["X-Amz-Signature", "X-Amz-Credential"]),
        ("accessToken=1", ["accessToken"]),
        ("APIKey=1", ["APIKey"]),
        ("code=1&state=2", ["code", "state"]),
        ("q=token&tokenizer=bpe&keyword=x&monkey=1&country_code=US&pass_through=1", []),
        ("", []),
    ],
)
def test_credential_like_parameters_are_found_by_their_names(query: str, names: list[str]) -> None:
    assert credential_parameters(f"https://public.example/a?{query}") == names


@pytest.mark.parametrize(
    ("allow", "url", "kept"),
    [
        ((), "https://public.example/", False),
        (("10.0.0.0/8",), "https://public.example/", False),
        (("10.0.0.0/8",), "https://wiki.corp.example/", True),
        (("10.1.2.3",), "http://10.1.2.3/", True),
        (("127.0.0.1",), "http://127.0.0.1:8080/", True),
        (("intranet.example",), "http://intranet.example/", True),  # named: kept whatever it resolves to
        (("public.example",), "http://public.example/", True),
        (
            ("10.0.0.0/8",),
            "http://unknown.example/",
            True,
        ),  # does not resolve here: nothing shows it is public
        ((), "http://unknown.example/", False),
    ],
)
async def test_a_url_reached_only_through_the_allow_list_is_kept(
    allow: tuple[str, ...], url: str, kept: bool
) -> None:
    assert (await kept_local(url, Policy(allow), resolve) is not None) is kept
