"""Property tests of the address policy against what the operating system itself would dial.

The oracle is never the policy's own code: an IPv4 spelling is read by ``socket.inet_aton`` and by
``getaddrinfo(..., AI_NUMERICHOST)`` (the C library's parsers, the ones a connect would use), and whether an
address may be dialled is cross-checked with the standard library's ``ipaddress`` flags. The host that is
judged is the one httpx hands to the connection layer (``URL.raw_host``), so a spelling that survives URL
parsing cannot mean one thing to the policy and another to the socket.

The connect-time half (every resolved address judged where the socket is opened) is proved end to end in
``test_rebinding.py``; here ``getaddrinfo`` is only ever called with ``AI_NUMERICHOST``, so nothing is sent
to any DNS server.
"""

from __future__ import annotations

import ipaddress
import socket
from pathlib import Path

import httpx
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kotoba.web.net.policy import METADATA_ADDRESSES, Policy, Refusal, Target, parse_address, parse_ipv4

PROPERTY = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Networks an attacker aims at, sampled often so that every rule is exercised, next to the whole space.
_TARGET_V4 = tuple(
    ipaddress.IPv4Network(n)
    for n in (
        "127.0.0.0/8",
        "10.0.0.0/8",
        "172.16.0.0/12",
        "192.168.0.0/16",
        "169.254.0.0/16",
        "169.254.169.254/32",
        "100.64.0.0/10",
        "0.0.0.0/8",
        "224.0.0.0/4",
        "240.0.0.0/4",
        "255.255.255.255/32",
        "192.0.2.0/24",
        "198.18.0.0/15",
        "8.8.8.0/24",
        "93.184.215.0/24",
    )
)

# What the policy refuses beyond the standard library's notion of "not global", and why that is right.
_EXTRA_REFUSED_V4 = (
    ipaddress.IPv4Network("192.0.0.0/24"),  # IETF protocol assignments; ipaddress lists only parts of it
    ipaddress.IPv4Network("192.88.99.0/24"),  # deprecated 6to4 relay anycast
)


def os_forbidden(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """Independent oracle: an address no public web page lives at, by the standard library's flags."""
    return (
        not ip.is_global
        or ip.is_multicast
        or ip.is_reserved
        or ip.is_loopback
        or ip.is_link_local
        or ip.is_unspecified
        or ip.is_private
    )


def v4_addresses() -> st.SearchStrategy[ipaddress.IPv4Address]:
    in_target = st.sampled_from(_TARGET_V4).flatmap(
        lambda net: st.integers(int(net.network_address), int(net.broadcast_address))
    )
    return st.one_of(in_target, st.integers(0, 2**32 - 1)).map(ipaddress.IPv4Address)


@st.composite
def inet_aton_spelling(draw: st.DrawFn, ip: ipaddress.IPv4Address) -> str:
    """``ip`` written as inet_aton reads it: 1–4 parts, each decimal, 0x-hex or 0-octal, padded at will."""
    value = int(ip)
    count = draw(st.integers(1, 4))
    parts: list[int] = []
    for i in range(count - 1):
        parts.append((value >> (8 * (3 - i))) & 0xFF)
    parts.append(value & ((1 << (8 * (5 - count))) - 1))
    rendered = []
    for part in parts:
        style = draw(st.sampled_from(("dec", "hex", "HEX", "oct")))
        pad = "0" * draw(st.integers(0, 3))
        if style == "dec":
            rendered.append(str(part))
        elif style == "oct":
            rendered.append("0" + pad + format(part, "o"))
        else:
            digits = format(part, "x" if style == "hex" else "X")
            rendered.append(draw(st.sampled_from(("0x", "0X"))) + pad + digits)
    return ".".join(rendered)


def os_reads_v4(text: str) -> ipaddress.IPv4Address:
    """The address the C library reads in ``text``; both of its parsers must agree."""
    packed = socket.inet_aton(text)
    info = socket.getaddrinfo(text, None, family=socket.AF_INET, flags=socket.AI_NUMERICHOST)
    assert info[0][4][0] == socket.inet_ntoa(packed)
    return ipaddress.IPv4Address(packed)


def os_reads_numeric(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """What getaddrinfo makes of ``host`` as a numeric address (no DNS), or None if it is not one."""
    try:
        info = socket.getaddrinfo(host, None, flags=socket.AI_NUMERICHOST)
    except (socket.gaierror, UnicodeError, ValueError):
        return None
    return ipaddress.ip_address(str(info[0][4][0]).split("%", 1)[0])


# --- IPv4 in every spelling a resolver accepts --------------------------------------------------


@PROPERTY
@given(data=st.data(), ip=v4_addresses())
@example(data=None, ip=ipaddress.IPv4Address("127.0.0.1"))
def test_every_inet_aton_spelling_is_judged_as_the_address_the_os_dials(
    data: st.DataObject | None, ip: ipaddress.IPv4Address
) -> None:
    spelling = data.draw(inet_aton_spelling(ip)) if data is not None else "0x7f.1"
    assert os_reads_v4(spelling) == ip  # the spelling really is this address to the C library
    assert parse_ipv4(spelling) == ip

    verdict = Policy().check_url(f"http://{spelling}/a?b")
    if os_forbidden(ip):
        assert isinstance(verdict, Refusal), f"{spelling} dials {ip} and was let through"
        assert str(ip) in verdict.reason  # the reason names the address, not the disguise
    elif isinstance(verdict, Target):
        assert verdict.address == ip
    else:  # only a spelling httpx itself rejects may be refused for a public address
        assert verdict.reason.startswith("refused: not a valid URL"), verdict.reason


@PROPERTY
@given(data=st.data(), ip=v4_addresses(), dots=st.integers(1, 2))
def test_trailing_dots_do_not_disguise_an_address(
    data: st.DataObject, ip: ipaddress.IPv4Address, dots: int
) -> None:
    spelling = data.draw(inet_aton_spelling(ip)) + "." * dots
    assert parse_ipv4(spelling) == ip
    if os_forbidden(ip):
        verdict = Policy().check_url(f"http://{spelling}/")
        assert isinstance(verdict, Refusal)
        assert str(ip) in verdict.reason


@PROPERTY
@given(ip=st.integers(0, 2**32 - 1).map(ipaddress.IPv4Address))
def test_ipv4_verdict_agrees_with_the_standard_library_in_both_directions(ip: ipaddress.IPv4Address) -> None:
    verdict = Policy().check_url(f"http://{ip}/")
    if os_forbidden(ip):
        assert isinstance(verdict, Refusal)
    elif not any(ip in net for net in _EXTRA_REFUSED_V4):
        assert isinstance(verdict, Target), f"{ip} is a public address and was refused: {verdict}"


# --- IPv6, and IPv4 carried inside IPv6 ---------------------------------------------------------

_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
_COMPATIBLE = ipaddress.IPv6Network("::/96")
_EMBEDDINGS = ("mapped", "compatible", "nat64", "6to4", "siit")


def embed(kind: str, ip4: ipaddress.IPv4Address) -> ipaddress.IPv6Address:
    n = int(ip4)
    if kind == "mapped":
        return ipaddress.IPv6Address((0xFFFF << 32) | n)
    if kind == "compatible":
        return ipaddress.IPv6Address(n)
    if kind == "nat64":
        return ipaddress.IPv6Address((0x64FF9B << 96) | n)
    if kind == "6to4":
        return ipaddress.IPv6Address((0x2002 << 112) | (n << 80))
    return ipaddress.IPv6Address((0xFFFF << 48) | n)  # SIIT ::ffff:0:a.b.c.d


@st.composite
def ipv6_spelling(draw: st.DrawFn, ip: ipaddress.IPv6Address) -> str:
    """``ip`` compressed or exploded, any case, leading zeros, and a dotted-quad tail where one fits."""
    groups = [format(g, "x") for g in (int(ip) >> (16 * (7 - i)) & 0xFFFF for i in range(8))]
    style = draw(st.sampled_from(("compressed", "exploded", "padded", "dotted")))
    if style == "compressed":
        text = ip.compressed
    elif style == "exploded":
        text = ip.exploded
    elif style == "padded":
        text = ":".join(g.zfill(draw(st.integers(len(g), 4))) for g in groups)
    else:
        tail = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
        head = ipaddress.IPv6Address(int(ip) & ~0xFFFFFFFF).compressed
        if draw(st.booleans()):
            text = ":".join(groups[:6]) + f":{tail}"
        elif head.endswith("::"):
            text = head + str(tail)
        elif head.endswith(":0:0"):
            text = head[:-3] + str(tail)
        else:
            text = ":".join(groups[:6]) + f":{tail}"
    if draw(st.booleans()):
        text = text.upper()
    return text


@PROPERTY
@given(data=st.data(), kind=st.sampled_from(_EMBEDDINGS), ip4=v4_addresses())
@example(data=None, kind="mapped", ip4=ipaddress.IPv4Address("169.254.169.254"))
def test_ipv4_embedded_in_ipv6_is_judged_by_the_address_it_carries(
    data: st.DataObject | None, kind: str, ip4: ipaddress.IPv4Address
) -> None:
    ip6 = embed(kind, ip4)
    spelling = data.draw(ipv6_spelling(ip6)) if data is not None else "::FFFF:169.254.169.254"
    assert os_reads_numeric(spelling) == ip6  # the C library reads the spelling as this address
    assert parse_address(f"[{spelling}]") == ip6

    verdict = Policy().check_url(f"http://[{spelling}]:8080/")
    # Mapped, compatible, NAT64 and 6to4 are judged by the IPv4 address they carry; SIIT is never dialled.
    must_refuse = os_forbidden(ip4) or kind == "siit"
    if must_refuse:
        assert isinstance(verdict, Refusal), f"[{spelling}] carries {ip4} and was let through"


@PROPERTY
@given(ip=st.integers(0, 2**128 - 1).map(ipaddress.IPv6Address))
def test_any_ipv6_the_standard_library_calls_non_global_is_refused(ip: ipaddress.IPv6Address) -> None:
    verdict = Policy().check_url(f"http://[{ip}]/")
    low = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    carried = ip.ipv4_mapped or (low if ip in _NAT64 or ip in _COMPATIBLE else None)
    if carried is not None:  # the standard library calls all of these non-global; they stand for ``carried``
        forbidden = os_forbidden(carried)
    else:
        forbidden = os_forbidden(ip) or ip not in ipaddress.IPv6Network("2000::/3")
    if forbidden:
        assert isinstance(verdict, Refusal)


@PROPERTY
@given(
    net=st.sampled_from(("fe80::/10", "::1/128", "fc00::/7", "::ffff:7f00:0/104", "::ffff:a9fe:a9fe/128")),
    low=st.integers(0, 2**32 - 1),
    zone=st.sampled_from(("lo", "1", "eth0", "%41", "x%2F..%2Fy")),
)
def test_a_zone_id_does_not_change_the_verdict(net: str, low: int, zone: str) -> None:
    network = ipaddress.IPv6Network(net)
    ip = ipaddress.IPv6Address(int(network.network_address) | (low & int(network.hostmask)))
    verdict = Policy().check_url(f"http://[{ip}%25{zone}]/")
    assert isinstance(verdict, Refusal)
    assert parse_address(f"[{ip}%{zone}]") == ip


# --- Under an allow-list, the cloud metadata address stays refused in every spelling ------------


_EMBEDDED_METADATA = [
    (kind, str(embed(kind, meta)), allow)
    for meta in sorted(a for a in METADATA_ADDRESSES if a.version == 4)
    for kind in ("mapped", "compatible", "nat64", "6to4")
    for allow in (("169.254.0.0/16", "100.64.0.0/10"), ("0.0.0.0/0",), ("::/0",))
]


# Not a hypothesis test on purpose: a failing hypothesis test makes its pytest plugin import libcst, whose
# DeprecationWarning the suite's filterwarnings=error turns into an INTERNALERROR.
@pytest.mark.parametrize(("kind", "address", "allow"), _EMBEDDED_METADATA)
def test_metadata_stays_refused_under_any_allow_list_even_embedded(
    kind: str, address: str, allow: tuple[str, ...]
) -> None:
    policy = Policy(allow)
    assert isinstance(policy.check_url(f"http://[{address}]/"), Refusal)
    assert isinstance(policy.check_address("intranet.example", ipaddress.ip_address(address)), Refusal)


@PROPERTY
@given(
    meta=st.sampled_from(sorted(a for a in METADATA_ADDRESSES if a.version == 4)),
    data=st.data(),
    allow=st.sampled_from((("169.254.0.0/16",), ("0.0.0.0/0",), ("100.64.0.0/10",))),
)
def test_metadata_stays_refused_under_any_allow_list_in_ipv4_spellings(
    meta: ipaddress.IPv4Address, data: st.DataObject, allow: tuple[str, ...]
) -> None:
    spelling = data.draw(inet_aton_spelling(meta))
    verdict = Policy(allow).check_url(f"http://{spelling}/latest/meta-data/")
    assert isinstance(verdict, Refusal)
    assert "metadata" in verdict.reason


# --- Host text in general: what httpx hands on is what is judged --------------------------------

_HOST_ALPHABET = st.sampled_from([*list("0123456789abcdefxX.:[]%"), "0x", "7f", "127", "::", "%25", "ffff"])


@PROPERTY
@given(host=st.lists(_HOST_ALPHABET, min_size=1, max_size=14).map("".join))
@example(host="0x7f.1")
@example(host="[::ffff:7f00:1]")
@example(host="127.0.0.1.")
@example(host="0")
def test_whatever_httpx_hands_to_the_socket_layer_is_judged_as_the_os_reads_it(host: str) -> None:
    url = f"http://{host}/"
    verdict = Policy().check_url(url)  # must never raise
    if isinstance(verdict, Refusal):
        return
    dialled = httpx.URL(url).raw_host.decode("ascii")
    numeric = os_reads_numeric(dialled.strip("[]"))
    if numeric is not None:
        assert not os_forbidden(numeric), f"{url!r} passed, and the OS dials {numeric}"
        assert verdict.address == numeric


_UNICODE_DIGITS = {
    "fullwidth": "０１２３４５６７８９",
    "mathematical bold": "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗",
    "arabic-indic": "٠١٢٣٤٥٦٧٨٩",
    "circled": "⓪①②③④⑤⑥⑦⑧⑨",
    "ascii": "0123456789",
}
_UNICODE_DOTS = (".", "。", "．", "｡")


@PROPERTY
@given(
    ip=v4_addresses(),
    digits=st.lists(st.sampled_from(sorted(_UNICODE_DIGITS)), min_size=4, max_size=4),
    dots=st.lists(st.sampled_from(_UNICODE_DOTS), min_size=3, max_size=3),
)
def test_unicode_digits_and_dots_cannot_spell_a_forbidden_address(
    ip: ipaddress.IPv4Address, digits: list[str], dots: list[str]
) -> None:
    octets = str(ip).split(".")
    parts = [
        "".join(_UNICODE_DIGITS[d][int(c)] for c in octet) for octet, d in zip(octets, digits, strict=True)
    ]
    host = parts[0] + "".join(dot + part for dot, part in zip(dots, parts[1:], strict=True))
    url = f"http://{host}/"
    verdict = Policy().check_url(url)
    if isinstance(verdict, Target):
        dialled = httpx.URL(url).raw_host.decode("ascii")
        numeric = os_reads_numeric(dialled)
        if numeric is not None:
            assert numeric == ip
            assert not os_forbidden(ip), f"{host!r} reaches {ip}"


# --- Names ---------------------------------------------------------------------------------------

_INTERNAL = (
    "localhost",
    "a.localhost",
    "printer.local",
    "db.internal",
    "metadata.google.internal",
    "box.lan",
    "nas.home.arpa",
    "x.localdomain",
    "metadata",
    "kubernetes.default",
    "api.svc",
    "ip6-localhost",
)


@PROPERTY
@given(
    name=st.sampled_from(_INTERNAL),
    case=st.lists(st.booleans(), min_size=40, max_size=40),
    dots=st.integers(0, 2),
    port=st.one_of(st.none(), st.integers(1, 65535)),
)
def test_internal_names_are_refused_whatever_the_case_trailing_dots_or_port(
    name: str, case: list[bool], dots: int, port: int | None
) -> None:
    host = "".join(c.upper() if up else c for c, up in zip(name, case, strict=False)) + "." * dots
    url = f"http://{host}{f':{port}' if port else ''}/"
    assert isinstance(Policy().check_url(url), Refusal)


def _hosts_file_names() -> list[str]:
    path = Path("/etc/hosts")
    if not path.exists():
        return []
    names: list[str] = []
    for line in path.read_text(errors="replace").splitlines():
        fields = line.split("#", 1)[0].split()
        if len(fields) >= 2 and os_forbidden(ipaddress.ip_address(fields[0].split("%")[0])):
            names.extend(fields[1:])
    return sorted(set(names))


@pytest.mark.parametrize("name", _hosts_file_names() or ["localhost"])
def test_names_the_hosts_file_maps_to_forbidden_addresses_are_refused_before_any_lookup(name: str) -> None:
    assert isinstance(Policy().check_url(f"http://{name}/"), Refusal)


# --- Userinfo, backslashes and fragments: the host that is judged is the host that is dialled -----

_DISGUISES = ("@", "\\@", "#@", "?@", "\\", "/\\", ":@", "%40", "@@", ";@", "\t@")
_HOSTS = ("example.com", "127.0.0.1", "0x7f000001", "[::1]", "169.254.169.254", "localhost", "10.0.0.5")


@PROPERTY
@given(a=st.sampled_from(_HOSTS), sep=st.sampled_from(_DISGUISES), b=st.sampled_from(_HOSTS))
def test_userinfo_and_backslash_tricks_judge_the_host_httpx_will_dial(a: str, sep: str, b: str) -> None:
    url = f"http://{a}{sep}{b}/x"
    verdict = Policy().check_url(url)
    if isinstance(verdict, Refusal):
        return
    dialled = httpx.URL(url)
    assert not dialled.userinfo
    assert verdict.url.raw_host == dialled.raw_host
    for forbidden in ("127.0.0.1", "0x7f000001", "::1", "169.254.169.254", "localhost", "10.0.0.5"):
        assert dialled.host != forbidden


@PROPERTY
@given(
    host=st.sampled_from(("127.0.0.1", "0x7f.1", "[::1]", "localhost", "169.254.169.254")),
    prefix=st.sampled_from(("http://", "HTTP://", "hTtP://", "https://", "https:///", "http:\\\\")),
)
def test_scheme_spellings_do_not_skip_the_host_check(host: str, prefix: str) -> None:
    verdict = Policy().check_url(f"{prefix}{host}/")
    assert isinstance(verdict, Refusal)


# --- A crash found here, now a refusal --------------------------------------------------------


@pytest.mark.parametrize("url", ["http://xn--/", "http://xn--a.com/", "http://a.xn--zz.example/"])
def test_an_invalid_punycode_host_is_refused_not_raised(url: str) -> None:
    assert isinstance(Policy().check_url(url), Refusal)


# --- End to end: what the OS dials, in a sealed namespace with no allow-list ----------------------


@pytest.mark.netns
def test_sealed_every_spelling_dials_the_public_site_or_nothing() -> None:
    """Hypothesis spellings of public addresses and forbidden ones (IPv4, IPv6, IPv4 in IPv6), read for real.

    Public spellings reach the server on 93.184.215.14 (or are rejected by httpx as invalid URLs); forbidden
    spellings fail before any connection: the canary on every forbidden address counts zero.
    """
    from tests.attacks.test_rebinding import run_suite

    report = run_suite("spellings")
    assert report["wrong"] == []
    public = report["tally"].pop("93.184.215.14")
    assert public["ok"] > 20 and public["raised"] == 0
    assert all(t["ok"] == 0 and t["raised"] == 0 for t in report["tally"].values())
    assert report["site_requests"] == public["ok"]
    public6 = report["tally6"].pop("2606:2800:21f:cb07:6820:80da:af6b:8b2c")
    assert public6["ok"] > 5 and public6["raised"] == 0
    assert all(t["ok"] == 0 and t["raised"] == 0 for t in report["tally6"].values())
    assert {name: hits for name, hits in report["canary_hits"].items() if hits} == {}


@pytest.mark.parametrize("port", [65536, 99999, 10**6])
@pytest.mark.parametrize("host", ["example.com", "93.184.215.14", "[2606:2800::1]"])
def test_a_port_no_socket_can_dial_is_refused(port: int, host: str) -> None:
    assert isinstance(Policy().check_url(f"http://{host}:{port}/"), Refusal)


@PROPERTY
@given(
    host=st.text(max_size=40),
    prefix=st.sampled_from(["http://", "https://", "HTTP://", "http:/", "//", ""]),
    suffix=st.sampled_from(["/", ":80/", ":99999/", "?q", "#f", "/%2e%2e/", ""]),
)
def test_no_url_text_makes_the_policy_raise(host: str, prefix: str, suffix: str) -> None:
    verdict = Policy().check_url(prefix + host + suffix)
    assert isinstance(verdict, Target | Refusal)
    if isinstance(verdict, Target):
        assert 0 < verdict.port < 65536
