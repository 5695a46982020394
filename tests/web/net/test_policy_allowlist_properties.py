"""Property tests of the allow-list: it opens exactly what it names, and never the cloud metadata address.

For random allow-lists (IPv4 and IPv6 hosts and networks, host names) and random addresses (IPv4, plain
IPv6, and every transition form: mapped, compatible, NAT64, local-use NAT64, 6to4, Teredo, and SIIT, which
is not one), an address is let through only if it is public, or inside an allowed network, or a transition
form whose every IPv4 reading is inside allowed IPv4 networks; and never if it is, or carries, a metadata
address. Every address an allow-list covers is let through, and a public address stays public.

The oracle is written here from the RFCs and the standard library (``IPv6Address.teredo``, ``.sixtofour``,
``.ipv4_mapped``, the ``is_*`` flags), not from the policy's own tables. Addresses are drawn near the
allow-list's own networks, so most cases sit on the boundary the guard must hold: an IPv6 address whose low
32 bits spell an allowed IPv4 address. Each address is judged twice, as a literal URL and as the answer a
name resolved to (where the transport checks it).

Run with ``--hypothesis-show-statistics`` to see the case count and how the cases spread over forms.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from kotoba.web.net.policy import METADATA_ADDRESSES, Policy, Refusal, Target
from tests.web.net.test_policy_properties import os_forbidden, v4_addresses

IPv4 = ipaddress.IPv4Address
IPv6 = ipaddress.IPv6Address
Address = IPv4 | IPv6
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

CASES = 3000
ALLOW_LIST = settings(max_examples=CASES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

NAME = "svc.example"  # the name whose answers are judged; named in some allow-lists
_METADATA_V4 = sorted(a for a in METADATA_ADDRESSES if a.version == 4)


# --- The oracle, from the RFCs -------------------------------------------------------------------------


def _bits(ip: IPv6, start: int, stop: int) -> int:
    """Bits ``start`` to ``stop`` (0 is the most significant) of ``ip`` as a number."""
    return (int(ip) >> (128 - stop)) & ((1 << (stop - start)) - 1)


def carried(ip: Address) -> tuple[IPv4, ...]:
    """The IPv4 addresses a packet to ``ip`` may reach; empty unless ``ip`` is an IPv6 transition form."""
    if isinstance(ip, IPv4):
        return ()
    if ip.ipv4_mapped is not None:  # RFC 4291 2.5.5.2
        return (ip.ipv4_mapped,)
    if 1 < int(ip) < 2**32:  # RFC 4291 2.5.5.1, compatible; :: and ::1 are themselves
        return (IPv4(int(ip)),)
    if _bits(ip, 0, 96) == 0x64FF9B << 64:  # RFC 6052 well-known prefix
        return (IPv4(_bits(ip, 96, 128)),)
    if ip.sixtofour is not None:  # RFC 3056
        return (ip.sixtofour,)
    if ip.teredo is not None:  # RFC 4380: (server, client)
        server, client = ip.teredo
        return (client, server)
    if _bits(ip, 0, 48) == 0x64FF9B0001:  # RFC 8215 local use, cut at /48, /56, /64 or /96 (RFC 6052 2.2)
        return (
            IPv4(_bits(ip, 48, 64) << 16 | _bits(ip, 72, 88)),
            IPv4(_bits(ip, 56, 64) << 24 | _bits(ip, 72, 96)),
            IPv4(_bits(ip, 72, 104)),
            IPv4(_bits(ip, 96, 128)),
        )
    return ()


def forbidden_by_default(ip: Address) -> bool:
    """No public web page lives there: a non-global address, or a form that carries one."""
    if isinstance(ip, IPv6) and (ip.teredo is not None or _bits(ip, 0, 48) == 0x64FF9B0001):
        return True  # both are refused outright without an allow-list
    inner = carried(ip)
    if inner:
        return os_forbidden(inner[0])
    return os_forbidden(ip) or (isinstance(ip, IPv6) and ip not in ipaddress.IPv6Network("2000::/3"))


def is_metadata(ip: Address) -> bool:
    return ip in METADATA_ADDRESSES or any(v4 in METADATA_ADDRESSES for v4 in carried(ip))


@dataclass(frozen=True)
class AllowList:
    entries: tuple[str, ...]  # as a person types them after --allow
    networks: tuple[Network, ...]
    names: frozenset[str]

    def covers(self, ip: Address) -> bool:
        """``ip`` is inside an allowed network, or carries only IPv4 addresses inside allowed networks."""
        if any(ip.version == net.version and ip in net for net in self.networks):
            return True
        inner = carried(ip)
        return bool(inner) and all(
            any(net.version == 4 and v4 in net for net in self.networks) for v4 in inner
        )


# --- What is drawn ---------------------------------------------------------------------------------------

# IPv6 networks a plain IPv6 address is drawn from: internal ones next to public ones, and SIIT.
_V6_SPACES = tuple(
    ipaddress.IPv6Network(n)
    for n in (
        "fc00::/7",
        "fd00::/8",
        "fe80::/10",
        "fec0::/10",
        "ff00::/8",
        "ff02::/16",
        "2001:db8::/32",
        "100::/64",
        "::ffff:0:0:0/96",  # SIIT: carries nothing a stack dials as IPv4
        "2606:4700::/32",
        "2a00:1450::/32",
        "::/0",
    )
)
_V6_ALLOW_BASES = (
    *_V6_SPACES,
    ipaddress.IPv6Network("::ffff:0:0/96"),
    ipaddress.IPv6Network("64:ff9b::/96"),
    ipaddress.IPv6Network("64:ff9b:1::/48"),
    ipaddress.IPv6Network("2002::/16"),
    ipaddress.IPv6Network("2001::/32"),
    ipaddress.IPv6Network("fd00:ec2::/32"),
)
FORMS = (
    "ipv4",
    "plain-ipv6",
    "mapped",
    "compatible",
    "nat64",
    "nat64-local",
    "6to4",
    "teredo",
    "in-allowed-ipv6",
)


def _in(draw: st.DrawFn, net: Network) -> int:
    return draw(st.integers(int(net.network_address), int(net.broadcast_address)))


@st.composite
def allow_lists(draw: st.DrawFn) -> AllowList:
    entries: list[str] = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(("v4-host", "v4-net", "v6-host", "v6-net", "name")))
        if kind == "name":
            entries.append(draw(st.sampled_from((NAME, "wiki.corp", "SVC.example."))))
        elif kind.startswith("v4"):
            ip4 = draw(st.one_of(v4_addresses(), st.sampled_from(_METADATA_V4)))
            lengths = st.sampled_from((8, 10, 12, 16, 24)), st.integers(0, 32)
            length = 32 if kind == "v4-host" else draw(st.one_of(*lengths))
            entries.append(str(ip4) if length == 32 else f"{ip4}/{length}")
        else:
            base = draw(st.sampled_from(_V6_ALLOW_BASES))
            ip6 = IPv6(_in(draw, base))
            choices = st.sampled_from((7, 8, 10, 16, 32, 48, 64, 96, 104, 120)), st.integers(0, 128)
            length = 128 if kind == "v6-host" else draw(st.one_of(*choices))
            entries.append(f"[{ip6}]" if length == 128 else f"{ip6}/{length}")
    networks = []
    names = set()
    for entry in entries:
        try:
            networks.append(ipaddress.ip_network(entry.strip("[]"), strict=False))
        except ValueError:
            names.add(entry.lower().rstrip("."))
    return AllowList(tuple(entries), tuple(networks), frozenset(names))


def _payload(draw: st.DrawFn, allow: AllowList) -> IPv4:
    """An IPv4 address: inside an allowed IPv4 network half the time, else anywhere an attacker aims."""
    nets4 = [n for n in allow.networks if n.version == 4]
    if nets4 and draw(st.booleans()):
        return IPv4(_in(draw, draw(st.sampled_from(nets4))))
    return draw(st.one_of(v4_addresses(), v4_addresses(), v4_addresses(), st.sampled_from(_METADATA_V4)))


@st.composite
def addresses(draw: st.DrawFn, allow: AllowList) -> tuple[str, Address]:
    form = draw(st.sampled_from(FORMS))
    v4 = int(_payload(draw, allow))
    noise = draw(st.one_of(st.just(0), st.integers(0, 2**128 - 1)))
    if form == "ipv4":
        return form, IPv4(v4)
    if form == "plain-ipv6":  # low 32 bits spell the payload; the prefix is anything but a transition form
        space = draw(st.sampled_from(_V6_SPACES))
        middle = noise & int(space.hostmask) & ~0xFFFFFFFF
        return form, IPv6(int(space.network_address) | middle | v4)
    if form == "mapped":
        return form, IPv6(0xFFFF << 32 | v4)
    if form == "compatible":
        return form, IPv6(v4)
    if form == "nat64":
        return form, IPv6(0x64FF9B << 96 | v4)
    if form == "6to4":
        return form, IPv6(0x2002 << 112 | v4 << 80 | noise & (2**80 - 1))
    if form == "teredo":
        server = int(_payload(draw, allow))
        flags_port = noise & 0xFFFFFFFF
        return form, IPv6(0x20010000 << 96 | server << 64 | flags_port << 32 | v4 ^ 0xFFFFFFFF)
    if form == "nat64-local":  # the payload where one prefix length puts it; the rest zero or noise
        cut = draw(st.sampled_from((48, 56, 64, 96)))
        rest = noise & ~(0xFF << 56)  # octet 8 ("u") stays zero, as RFC 6052 requires
        if cut == 48:
            placed = (v4 >> 16) << 64 | (v4 & 0xFFFF) << 40
            rest &= 2**40 - 1
        elif cut == 56:
            placed = (v4 >> 24) << 64 | (v4 & 0xFFFFFF) << 32
            rest &= 2**32 - 1
        elif cut == 64:
            placed = v4 << 24
            rest &= 2**24 - 1
        else:
            placed, rest = v4, 0
        return form, IPv6(0x64FF9B0001 << 80 | placed | rest)
    nets6 = [n for n in allow.networks if n.version == 6]
    if not nets6:
        return form, IPv6(noise)
    return form, IPv6(_in(draw, draw(st.sampled_from(nets6))))


# --- The properties --------------------------------------------------------------------------------------


def _literal(ip: Address) -> str:
    return f"http://{ip}/" if ip.version == 4 else f"http://[{ip}]/"


def judge(allow: AllowList, ip: Address) -> bool:
    """Check every property for one allow-list and one address; return whether the address was let in."""
    policy = Policy(allow.entries)
    as_url = policy.check_url(_literal(ip))
    as_answer = policy.check_answers("other.example", [ip])  # a name not in the allow-list
    assert isinstance(as_url, Target | Refusal)
    allowed = isinstance(as_url, Target)
    assert allowed == (as_answer is None), f"{ip}: literal and resolved verdicts differ under {allow.entries}"

    covered = allow.covers(ip)
    if is_metadata(ip):
        assert not allowed, f"{ip} carries a metadata address and was let in under {allow.entries}"
    elif covered:
        assert allowed, f"{ip} is covered by {allow.entries} and was refused: {as_url}"
    if forbidden_by_default(ip) and not covered:
        assert not allowed, f"{ip} is forbidden, not covered by {allow.entries}, and was let in"
    if allowed:
        assert not is_metadata(ip) and (covered or not forbidden_by_default(ip))
    if isinstance(Policy().check_url(_literal(ip)), Target):
        assert allowed, f"{ip} is public, and {allow.entries} made it refused"

    # A name in the allow-list lets its answers through, all but the metadata address.
    named = policy.check_answers(NAME, [ip])
    if NAME in allow.names:
        assert (named is None) == (not is_metadata(ip))
    else:
        assert (named is None) == allowed
    return allowed


@ALLOW_LIST
@given(allow=allow_lists(), data=st.data())
def test_an_address_is_let_in_only_if_public_or_covered_and_never_if_metadata(
    allow: AllowList, data: st.DataObject
) -> None:
    form, ip = data.draw(addresses(allow))
    allowed = judge(allow, ip)
    event(f"form: {form}")
    event("carries metadata" if is_metadata(ip) else "covered" if allow.covers(ip) else "not covered")
    event(f"verdict: {'allowed' if allowed else 'refused'}")


# The cases that were let in before (an IPv4 entry opened every IPv6 address ending in its address),
# and their neighbours, checked by the same properties.
_ISSUE_CASES = [
    (("127.0.0.1",), "fd00::7f00:1"),
    (("127.0.0.1",), "fe80::7f00:1"),
    (("127.0.0.1",), "ff02::7f00:1"),
    (("127.0.0.1",), "::ffff:0:7f00:1"),
    (("127.0.0.1",), "::ffff:7f00:1"),
    (("127.0.0.1",), "64:ff9b:1::7f00:1"),
    (("10.0.0.0/8",), "fe80::a00:5"),
    (("10.0.0.0/8",), "ff02::a00:1"),
    (("10.0.0.0/8",), "fc00::a00:1"),
    (("10.0.0.0/8",), "2001:0:a00:1::f5ff:fffe"),
    (("10.0.0.0/8",), "2001:0:4136:e378::f5ff:fffe"),
    (("0.0.0.0/0",), "fd00:ec2::254"),
    (("0.0.0.0/0", "::/0"), "2001:0:4136:e378::5601:5601"),
    (("0.0.0.0/8",), "::1"),
    (("0.0.0.0/8",), "::"),
]


@pytest.mark.parametrize("entries, address", _ISSUE_CASES)
def test_the_reported_holes_are_closed(entries: tuple[str, ...], address: str) -> None:
    networks = tuple(ipaddress.ip_network(e, strict=False) for e in entries)
    ip = ipaddress.ip_address(address)
    allowed = judge(AllowList(entries, networks, frozenset()), ip)
    assert allowed == (address in {"::ffff:7f00:1", "2001:0:a00:1::f5ff:fffe"})
