"""The address policy, row by row: every spelling of a forbidden target is refused with a clear reason."""

from __future__ import annotations

import ipaddress
import json

import pytest

from kotoba.web.net.policy import Policy, Refusal, Target, embedded_ipv4s, parse_ipv4

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
    ("http://168.63.129.16/machine?comp=goalstate", "168.63.129.16 is the cloud metadata address"),
    ("http://2822734096/", "168.63.129.16 is the cloud metadata address"),
    ("http://169.254.170.2/v2/credentials/", "169.254.170.2 is the cloud metadata address"),
    ("http://169.254.170.23/v1/credentials", "169.254.170.23 is the cloud metadata address"),
    ("http://[fd00:ec2::23]/v1/credentials", "fd00:ec2::23 is the cloud metadata address"),
    ("http://169.254.0.23/meta-data/", "169.254.0.23 is the cloud metadata address"),
    ("http://192.0.0.192/latest/", "192.0.0.192 is the cloud metadata address"),
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
    assert policy.check_address("wiki.corp", ipaddress.ip_address("10.9.9.9")) is None


def test_metadata_stays_refused_under_any_allow_list() -> None:
    policy = Policy(["169.254.0.0/16", "0.0.0.0/0", "::/0"])
    verdict = policy.check_url("http://169.254.169.254/")
    assert isinstance(verdict, Refusal) and "metadata" in verdict.reason
    assert isinstance(policy.check_url("http://[fd00:ec2::254]/"), Refusal)


METADATA_SERVICES = [
    "169.254.169.254",
    "fd00:ec2::254",
    "169.254.170.2",
    "169.254.170.23",
    "fd00:ec2::23",
    "168.63.129.16",
    "100.100.100.200",
    "169.254.0.23",
    "192.0.0.192",
]


@pytest.mark.parametrize("address", METADATA_SERVICES)
def test_every_metadata_service_stays_refused_by_network_or_by_name(address: str) -> None:
    ip = ipaddress.ip_address(address)
    host = f"[{address}]" if ip.version == 6 else address
    for allow in (("0.0.0.0/0", "::/0"), (address,), ("meta.example",)):
        policy = Policy(allow)
        verdict = policy.check_url(f"http://{host}/")
        assert isinstance(verdict, Refusal), f"{address} was allowed under {allow}"
        assert verdict.reason == f"refused: {ip} is the cloud metadata address"
        # a name the allow-list trusts, resolving there, is refused all the same
        answer = policy.check_answers("meta.example", [ip])
        assert answer is not None and answer.reason.endswith(f"resolves to {ip}, the cloud metadata address")


def test_azure_wireserver_is_refused_by_check_url_under_an_allow_list() -> None:
    from tests.cli.test_read import kotoba

    url = "http://168.63.129.16/machine?comp=goalstate"
    done = kotoba("check-url", "--allow", "0.0.0.0/0", url, env={"KOTOBA_ALLOW": "168.63.129.16"})
    assert done.returncode == 3, done.stderr
    verdict = json.loads(done.stdout)
    assert verdict["allowed"] is False
    assert verdict["reason"] == "refused: 168.63.129.16 is the cloud metadata address"
    neighbour = kotoba("check-url", "http://168.63.129.17/")  # the rule is that one address, not its network
    assert neighbour.returncode == 0 and json.loads(neighbour.stdout)["allowed"] is True


def test_a_name_resolving_to_a_forbidden_address_names_both() -> None:
    verdict = Policy().check_address("evil.example.com", ipaddress.ip_address("10.0.0.7"))
    assert verdict is not None
    assert verdict.reason == "refused: evil.example.com resolves to 10.0.0.7, a private address"


# --- IPv6 under an allow-list: only real transition forms reach the IPv4 address they carry -------------

# (allow-list, URL, reason): an IPv6 address whose low 32 bits spell an allowed IPv4 address is still itself.
REFUSED_UNDER_ALLOW: list[tuple[tuple[str, ...], str, str]] = [
    (("127.0.0.1",), "http://[fd00::7f00:1]/", "fd00::7f00:1 is a unique-local address"),
    (("127.0.0.1",), "http://[fe80::7f00:1]/", "fe80::7f00:1 is a link-local address"),
    (("127.0.0.1",), "http://[ff02::7f00:1]/", "ff02::7f00:1 is a multicast address"),
    (("127.0.0.1",), "http://[fc00::127.0.0.1]/", "fc00::7f00:1 is a unique-local address"),
    (("127.0.0.1",), "http://[2001:db8::7f00:1]/", "2001:db8::7f00:1 is a documentation address"),
    (("127.0.0.1",), "http://[::ffff:0:127.0.0.1]/", "::ffff:0:7f00:1 is a reserved address"),  # SIIT
    (("127.0.0.1",), "http://[100::7f00:1]/", "100::7f00:1 is a reserved address"),
    (("10.0.0.0/8",), "http://[fe80::a00:5]/", "fe80::a00:5 is a link-local address"),
    (("10.0.0.0/8",), "http://[ff02::a00:1]/", "ff02::a00:1 is a multicast address"),
    (("10.0.0.0/8",), "http://[fc00::a00:1]/", "fc00::a00:1 is a unique-local address"),
    (("0.0.0.0/0",), "http://[fd00::1]/", "fd00::1 is a unique-local address"),
    # a transition form still carries what it carries: allowing 127.0.0.1 does not allow 10.0.0.1 in it
    (("127.0.0.1",), "http://[::ffff:10.0.0.1]/", "embeds 10.0.0.1, a private address"),
    (("127.0.0.1",), "http://[2002:a00:1::]/", "embeds 10.0.0.1, a private address"),
    (("127.0.0.1",), "http://[64:ff9b::10.0.0.1]/", "embeds 10.0.0.1, a private address"),
    # Teredo: the client (low 32 bits, inverted) and its server (bits 32-63) must both be allowed
    (("10.0.0.0/8",), "http://[2001:0:4136:e378::f5ff:fffe]/", "a Teredo tunnel address"),
    (("65.54.227.120",), "http://[2001:0:4136:e378::f5ff:fffe]/", "a Teredo tunnel address"),
    (("10.0.0.0/8",), "http://[2001:0:a00:1::a00:1]/", "a Teredo tunnel address"),  # client 245.255.255.254
    # local-use NAT64: every RFC 6052 reading (/48, /56, /64, /96) must be allowed
    (("10.0.0.0/8",), "http://[64:ff9b:1::a00:1]/", "a local-use NAT64 address"),
    (("127.0.0.1",), "http://[64:ff9b:1:7f00:0:100::]/", "a local-use NAT64 address"),
]

# (allow-list, URL): an allowed IPv4 network reached through a form that really carries its address.
ALLOWED_UNDER_ALLOW: list[tuple[tuple[str, ...], str]] = [
    (("127.0.0.1",), "http://[::ffff:127.0.0.1]/"),
    (("127.0.0.1",), "http://[::127.0.0.1]/"),
    (("127.0.0.1",), "http://[64:ff9b::127.0.0.1]/"),
    (("127.0.0.1",), "http://[2002:7f00:1::5]/"),
    (("10.0.0.0/8",), "http://[2001:0:a00:1::f5ff:fffe]/"),  # Teredo: server 10.0.0.1, client 10.0.0.1
    (("10.0.0.0/8",), "http://[64:ff9b:1:a0a:a:0:a00:1]/"),  # local-use NAT64: all four readings in 10/8
    (("fd00::/8",), "http://[fd00::7f00:1]/"),  # an IPv6 network is allowed as itself
    (("64:ff9b:1::/48",), "http://[64:ff9b:1::a00:1]/"),
]


@pytest.mark.parametrize("allow, url, reason", REFUSED_UNDER_ALLOW)
def test_an_allowed_ipv4_does_not_open_ipv6_that_only_looks_like_it(
    allow: tuple[str, ...], url: str, reason: str
) -> None:
    policy = Policy(allow)
    verdict = policy.check_url(url)
    assert isinstance(verdict, Refusal), f"{url} was allowed under {allow}"
    assert reason in verdict.reason
    address = ipaddress.ip_address(url.split("[", 1)[1].split("]", 1)[0])
    answer = policy.check_answers("intranet.example", [address])  # the same address as a name's answer
    assert answer is not None and f"resolves to {address}," in answer.reason
    assert reason.split(" is ")[-1] in answer.reason


@pytest.mark.parametrize("allow, url", ALLOWED_UNDER_ALLOW)
def test_an_allowed_network_is_reached_through_its_transition_forms(allow: tuple[str, ...], url: str) -> None:
    assert isinstance(Policy().check_url(url), Refusal)  # forbidden by default ...
    assert isinstance(Policy(allow).check_url(url), Target)  # ... and let in by the allow-list alone


@pytest.mark.parametrize(
    "address",
    [
        "2001:0:a9fe:a9fe::5601:5601",  # Teredo client 169.254.169.254 (inverted), server the same
        "2001:0:4136:e378::5601:5601",  # Teredo client 169.254.169.254, public server
        "2001:0:a9fe:a9fe::1",  # Teredo server 169.254.169.254
        "64:ff9b:1::a9fe:a9fe",  # local-use NAT64, /96 reading
        "64:ff9b:1:a9fe:a9:fe00::",  # local-use NAT64, /48 reading
        "64:ff9b:1:a9:fe:a9fe::",  # local-use NAT64, /56 reading
        "64:ff9b:1:0:a9:fea9:fe00:0",  # local-use NAT64, /64 reading
        "64:ff9b:1::6464:64c8",  # local-use NAT64 carrying Alibaba's 100.100.100.200
        "fd00:ec2::254",
        "fd00:ec2::23",
        "::ffff:168.63.129.16",  # Azure's WireServer, a public address, in the forms that carry it
        "::168.63.129.16",
        "64:ff9b::168.63.129.16",
        "2002:a83f:8110::1",
        "2001:0:a83f:8110::f5ff:fffe",  # Teredo server 168.63.129.16, client 10.0.0.1
        "64:ff9b:1::a83f:8110",
        "::ffff:169.254.170.23",
        "64:ff9b::192.0.0.192",
    ],
)
def test_metadata_stays_refused_in_every_transition_form(address: str) -> None:
    for allow in (("0.0.0.0/0", "::/0"), ("169.254.0.0/16", "100.64.0.0/10", "2001::/32", "64:ff9b:1::/48")):
        policy = Policy(allow)
        verdict = policy.check_url(f"http://[{address}]/")
        assert isinstance(verdict, Refusal), f"{address} was allowed under {allow}"
        assert policy.check_answers("named.example", [ipaddress.ip_address(address)]) is not None


@pytest.mark.parametrize(
    "address, carried",
    [
        ("::ffff:127.0.0.1", ["127.0.0.1"]),
        ("::10.0.0.1", ["10.0.0.1"]),
        ("::1", []),  # loopback, not the compatible form of 0.0.0.1
        ("::", []),
        ("64:ff9b::8.8.8.8", ["8.8.8.8"]),
        ("2002:c000:204::1", ["192.0.2.4"]),
        ("2001:0:4136:e378:8000:63bf:3fff:fdd2", ["192.0.2.45", "65.54.227.120"]),
        ("64:ff9b:1:c000:2:2100::", ["192.0.2.33", "0.2.33.0", "2.33.0.0", "0.0.0.0"]),
        ("64:ff9b:1::c000:221", ["0.0.0.0", "0.0.0.192", "192.0.2.33"]),
        ("fd00::7f00:1", []),
        ("fe80::a00:5", []),
        ("::ffff:0:7f00:1", []),  # SIIT: not dialled as IPv4
        ("2606:4700:4700::1111", []),
        ("127.0.0.1", []),
    ],
)
def test_only_transition_forms_carry_an_ipv4_address(address: str, carried: list[str]) -> None:
    ip = ipaddress.ip_address(address)
    assert [str(a) for a in embedded_ipv4s(ip)] == carried
    if isinstance(ip, ipaddress.IPv6Address) and ip.teredo:  # the standard library agrees on Teredo
        assert embedded_ipv4s(ip) == (ip.teredo[1], ip.teredo[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.sixtofour:
        assert embedded_ipv4s(ip) == (ip.sixtofour,)


# --- Host names no resolver accepts ----------------------------------------------------------------------

_LABEL_63 = "a" * 63
_NAME_253 = ".".join([_LABEL_63, _LABEL_63, _LABEL_63, "b" * 61])


@pytest.mark.parametrize(
    "host, reason",
    [
        ("a" * 64 + ".example.com", "a label is 64 octets long, over the 63 a resolver accepts"),
        ("www." + "x" * 100 + ".com", "a label is 100 octets long"),
        ("x" * 300 + ".com", "it is 304 octets long"),
        (_NAME_253 + "c", "it is 254 octets long, over the 253 a resolver accepts"),
        (_NAME_253 + ".com", "it is 257 octets long"),
        ("a..example.com", "it has an empty label"),
        (".example.com", "it has an empty label"),
        ("example.com..", "it has an empty label"),
    ],
)
def test_a_host_name_no_resolver_accepts_is_refused(host: str, reason: str) -> None:
    from kotoba.errors import SettingsError

    with pytest.raises(SettingsError, match="is not a host or network"):  # nor can an allow-list name it
        Policy([host])
    for policy in (Policy(), Policy(["0.0.0.0/0", "::/0"])):
        verdict = policy.check_url(f"http://{host}/")
        assert isinstance(verdict, Refusal), f"{host} was allowed"
        assert f"is not a valid host name ({reason}" in verdict.reason
        assert verdict.reason.endswith(")")
        assert len(verdict.reason) < 200  # one readable line, whatever the length of the host
        assert policy.check_host(host) == verdict  # the transport's connect-time check agrees


@pytest.mark.parametrize(
    "host", [_LABEL_63 + ".example.com", _NAME_253, _NAME_253 + ".", "a-b_c.example.com"]
)
def test_a_host_name_at_the_limits_is_read(host: str) -> None:
    assert isinstance(Policy().check_url(f"http://{host}/"), Target)


def test_check_url_names_the_malformed_host_and_exits_3() -> None:
    from tests.cli.test_read import kotoba

    done = kotoba("check-url", f"http://{'a' * 64}.example.com/", "http://a..b.example.com/")
    assert done.returncode == 3, done.stderr
    first, second = (json.loads(line) for line in done.stdout.splitlines())
    assert first["allowed"] is False
    assert first["reason"].endswith(
        "is not a valid host name (a label is 64 octets long, over the 63 a resolver accepts)"
    )
    assert second["reason"] == "refused: a..b.example.com is not a valid host name (it has an empty label)"


# --- Allow-list entries that are neither a host nor a network are errors, not host names ------------------

NOT_HOST_OR_NETWORK = [
    "10.0.0.0/33",
    "999.1.1.1",
    "1.2.3.4.5",
    "256.0.0.0/8",
    "not a host",
    "fd00::/129",
    "fd00:::1",
    "http://intranet.example/",
    "*.example.com",
    "a..b.example",
    "example.123",
    "intranet.example:8080",
]


@pytest.mark.parametrize("entry", NOT_HOST_OR_NETWORK)
def test_an_allow_entry_that_is_neither_host_nor_network_is_an_error(entry: str) -> None:
    from kotoba.errors import SettingsError
    from kotoba.settings import Settings

    with pytest.raises(SettingsError) as raised:
        Policy(["127.0.0.1", entry])
    assert str(raised.value) == f"allow: {entry!r} is not a host or network"
    with pytest.raises(SettingsError) as raised:
        Settings.from_env({"KOTOBA_ALLOW": f"127.0.0.1, {entry}"})
    assert str(raised.value) == f"KOTOBA_ALLOW: {entry!r} is not a host or network"


@pytest.mark.parametrize(
    "entry, url",
    [
        ("127.1", "http://127.0.0.1/"),  # an address in any spelling a resolver accepts is that address
        ("0x7f000001", "http://127.0.0.1/"),
        ("[::1]", "http://[::1]/"),
        ("Wiki.Corp.", "http://wiki.corp/"),
        ("bücher.example", "http://xn--bcher-kva.example/"),  # a name as the URL carries it
        ("a_b.intranet.example", "http://a_b.intranet.example/"),
        ("db.internal", "http://db.internal/"),
    ],
)
def test_allow_entries_in_every_accepted_form_open_their_target(entry: str, url: str) -> None:
    assert isinstance(Policy().check_url(url), Refusal) or "example" in url
    assert isinstance(Policy([entry]).check_url(url), Target)
    if "example" in url:  # an ordinary name is judged by its addresses, which the entry exempts
        assert Policy([entry]).check_address(url.split("/")[2], ipaddress.ip_address("10.0.0.1")) is None


@pytest.mark.parametrize("entry", ["10.0.0.0/33", "999.1.1.1", "not a host"])
def test_cli_refuses_a_bad_allow_entry_on_one_line_with_exit_2(entry: str) -> None:
    from tests.cli.test_read import kotoba

    for args, env, source in (
        (("check-url", "--allow", entry), {}, "--allow"),
        (("read", "--allow", entry), {}, "--allow"),
        (("check-url",), {"KOTOBA_ALLOW": entry}, "KOTOBA_ALLOW"),
    ):
        done = kotoba(*args, "http://127.0.0.1:9/", env=env)
        assert done.returncode == 2, (args, env, done.stderr)
        assert done.stderr == f"kotoba: {source}: {entry!r} is not a host or network\n"
        assert done.stdout == ""
