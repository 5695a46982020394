"""The address policy, row by row: every spelling of a forbidden target is refused with a clear reason."""

from __future__ import annotations

import pytest

from kotoba.web.policy import Policy, Refusal, Target, parse_ipv4

REFUSED: list[tuple[str, str]] = [
    # loopback in every spelling a resolver accepts
    ("http://127.0.0.1/", "127.0.0.1 is a loopback address"),
    ("http://127.1/", "127.0.0.1 is a loopback address"),
    ("http://127.0.1/", "127.0.0.1 is a loopback address"),
    ("http://2130706433/", "127.0.0.1 is a loopback address"),
    ("http://0x7f000001/", "127.0.0.1 is a loopback address"),
    ("http://0x7f.1/", "127.0.0.1 is a loopback address"),
    ("http://0177.0.0.1/", "127.0.0.1 is a loopback address"),
    ("http://017700000001/", "127.0.0.1 is a loopback address"),
    ("http://127.0.0.1./", "127.0.0.1 is a loopback address"),
    ("http://127.255.255.254:8080/", "127.255.255.254 is a loopback address"),
    ("http://[::1]/", "::1 is a loopback address"),
    ("http://[0:0:0:0:0:0:0:1]/", "::1 is a loopback address"),
    # unspecified, this-network, broadcast
    ("http://0.0.0.0/", "0.0.0.0 is an unspecified address"),
    ("http://0/", "0.0.0.0 is an unspecified address"),
    ("http://[::]/", ":: is an unspecified address"),
    ("http://0.1.2.3/", "0.1.2.3 is a 'this network' address"),
    ("http://255.255.255.255/", "255.255.255.255 is the broadcast address"),
    # private, CGNAT, link-local, metadata
    ("http://10.0.0.5/", "10.0.0.5 is a private address"),
    ("http://172.16.0.1/", "172.16.0.1 is a private address"),
    ("http://172.31.255.255/", "172.31.255.255 is a private address"),
    ("http://192.168.1.1/", "192.168.1.1 is a private address"),
    ("http://3232235777/", "192.168.1.1 is a private address"),
    ("http://100.64.0.1/", "100.64.0.1 is a carrier-grade NAT address"),
    ("http://169.254.1.1/", "169.254.1.1 is a link-local address"),
    ("http://169.254.169.254/latest/meta-data/", "169.254.169.254 is the cloud metadata address"),
    ("http://2852039166/", "169.254.169.254 is the cloud metadata address"),
    ("http://0xa9fea9fe/", "169.254.169.254 is the cloud metadata address"),
    ("http://0251.0376.0251.0376/", "169.254.169.254 is the cloud metadata address"),
    ("http://[fd00:ec2::254]/", "fd00:ec2::254 is the cloud metadata address"),
    ("http://100.100.100.200/", "100.100.100.200 is the cloud metadata address"),
    ("http://[fe80::1]/", "fe80::1 is a link-local address"),
    ("http://[fe80::1%25eth0]/", "fe80::1 is a link-local address"),
    # reserved, multicast, documentation, benchmarking
    ("http://240.0.0.1/", "240.0.0.1 is a reserved address"),
    ("http://224.0.0.1/", "224.0.0.1 is a multicast address"),
    ("http://[ff02::1]/", "ff02::1 is a multicast address"),
    ("http://192.0.2.10/", "192.0.2.10 is a documentation address"),
    ("http://198.51.100.7/", "198.51.100.7 is a documentation address"),
    ("http://203.0.113.9/", "203.0.113.9 is a documentation address"),
    ("http://[2001:db8::1]/", "2001:db8::1 is a documentation address"),
    ("http://198.18.0.1/", "198.18.0.1 is a benchmarking address"),
    ("http://[fc00::1]/", "fc00::1 is a unique-local address"),
    ("http://[fd12:3456::1]/", "fd12:3456::1 is a unique-local address"),
    ("http://[fec0::1]/", "fec0::1 is a site-local address"),
    ("http://[100::1]/", "100::1 is a reserved address"),
    # IPv4 embedded in IPv6
    ("http://[::ffff:127.0.0.1]/", "embeds 127.0.0.1, a loopback address"),
    ("http://[::ffff:7f00:1]/", "embeds 127.0.0.1, a loopback address"),
    ("http://[::ffff:169.254.169.254]/", "embeds 169.254.169.254"),
    ("http://[::127.0.0.1]/", "embeds 127.0.0.1, a loopback address"),
    ("http://[::10.0.0.1]/", "embeds 10.0.0.1, a private address"),
    ("http://[2002:7f00:1::]/", "embeds 127.0.0.1, a loopback address"),
    ("http://[2002:a9fe:a9fe::1]/", "embeds 169.254.169.254"),
    ("http://[64:ff9b::10.0.0.1]/", "embeds 10.0.0.1, a private address"),
    ("http://[64:ff9b:1::a00:1]/", "a local-use NAT64 address"),
    ("http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", "a Teredo tunnel address"),
    # internal host names, whatever their case or trailing dots
    ("http://localhost/", "localhost is an internal host name"),
    ("http://LOCALHOST./", "is an internal host name"),
    ("http://api.localhost/", "api.localhost is an internal host name"),
    ("http://printer.local/", "printer.local is an internal host name"),
    ("http://db.internal/", "db.internal is an internal host name"),
    ("http://metadata.google.internal/computeMetadata/v1/", "metadata.google.internal is an internal host name"),
    ("http://Metadata.Google.Internal./", "is an internal host name"),
    ("http://router.home.arpa/", "router.home.arpa is an internal host name"),
    ("http://box.localdomain/", "box.localdomain is an internal host name"),
    ("http://intranet/", "intranet is a single-label name"),
    # schemes and credentials
    ("ftp://example.com/file", "'ftp' scheme; only http and https URLs can be read"),
    ("file:///etc/passwd", "'file' scheme"),
    ("gopher://example.com/", "'gopher' scheme"),
    ("javascript:alert(1)", "'javascript' scheme"),
    ("example.com/page", "no scheme"),
    ("http://user:secret@example.com/", "the URL carries credentials"),
    ("http://user@example.com/", "the URL carries credentials"),
    ("http:///nohost", "has no host"),
]

ALLOWED = [
    "https://example.com/",
    "http://93.184.215.14/",
    "https://8.8.8.8/dns",
    "http://[2606:4700:4700::1111]/",
    "https://EXAMPLE.com./path?q=1",
    "http://[::ffff:8.8.8.8]/",
    "http://[2002:808:808::1]/",
    "https://news.example.co.uk:8443/a/b",
]


@pytest.mark.parametrize("url, reason", REFUSED)
def test_refused(url: str, reason: str) -> None:
    verdict = Policy().check_url(url)
    assert isinstance(verdict, Refusal), f"{url} was allowed"
    assert reason in verdict.reason
    assert verdict.reason.startswith("refused: ")
    assert verdict.definitive


@pytest.mark.parametrize("url", ALLOWED)
def test_allowed(url: str) -> None:
    assert isinstance(Policy().check_url(url), Target)


@pytest.mark.parametrize(
    "spelling, address",
    [
        ("127.1", "127.0.0.1"),
        ("2130706433", "127.0.0.1"),
        ("0x7f000001", "127.0.0.1"),
        ("0177.0.0.1", "127.0.0.1"),
        ("0x7f.0.0.1", "127.0.0.1"),
        ("1.2.3", "1.2.0.3"),
        ("10.1", "10.0.0.1"),
        ("127.0.0.1.", "127.0.0.1"),
    ],
)
def test_ipv4_spellings_match_the_c_library(spelling: str, address: str) -> None:
    import socket

    assert str(parse_ipv4(spelling)) == address
    assert socket.inet_ntoa(socket.inet_aton(spelling.rstrip("."))) == address


@pytest.mark.parametrize("name", ["example.com", "1.2.3.4.5", "256.1.1.1", "0x", "08.1.1.1", "1..2"])
def test_names_that_are_not_ipv4(name: str) -> None:
    assert parse_ipv4(name) is None


def test_allow_list_by_network_and_by_host() -> None:
    policy = Policy(["127.0.0.0/8", "wiki.corp", "10.1.2.3"])
    assert isinstance(policy.check_url("http://127.0.0.1:8080/"), Target)
    assert isinstance(policy.check_url("http://[::ffff:127.0.0.1]/"), Target)
    assert isinstance(policy.check_url("http://wiki.corp/"), Target)
    assert isinstance(policy.check_url("http://10.1.2.3/"), Target)
    assert isinstance(policy.check_url("http://10.1.2.4/"), Refusal)
    assert policy.check_address("wiki.corp", __import__("ipaddress").ip_address("10.9.9.9")) is None


def test_metadata_stays_refused_under_any_allow_list() -> None:
    policy = Policy(["169.254.0.0/16", "0.0.0.0/0", "::/0"])
    verdict = policy.check_url("http://169.254.169.254/")
    assert isinstance(verdict, Refusal) and "metadata" in verdict.reason
    assert isinstance(policy.check_url("http://[fd00:ec2::254]/"), Refusal)


def test_a_name_resolving_to_a_forbidden_address_names_both() -> None:
    import ipaddress

    verdict = Policy().check_address("evil.example.com", ipaddress.ip_address("10.0.0.7"))
    assert verdict is not None
    assert verdict.reason == "refused: evil.example.com resolves to 10.0.0.7, a private address"
