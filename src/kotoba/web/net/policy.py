"""What may be dialled: the address policy, as data at the top and pure checks below.

Every URL kotoba reads is judged here twice: once before any connection (scheme, credentials, the host as
written, a literal address in any spelling a resolver accepts), and again where the socket is opened, for
every address the name resolved to (see :mod:`kotoba.web.net.transport`). Both use the same
:class:`Policy`, so a redirect hop, a rebinding answer and the first URL meet the same rules.

Nothing here touches the network; the tables are tested row by row in ``tests/web/net/test_policy.py``.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from dataclasses import dataclass

import httpx

from kotoba.errors import KotobaError, SettingsError

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network

# Addresses that stay refused even under an allow-list: a cloud metadata service hands out credentials.
METADATA_ADDRESSES: frozenset[IPAddress] = frozenset(
    ipaddress.ip_address(a)
    for a in (
        "169.254.169.254",  # AWS, GCP, Azure, Oracle, IBM, Huawei, OpenStack, DigitalOcean, Hetzner …
        "fd00:ec2::254",  # AWS over IPv6
        "169.254.170.2",  # AWS ECS task metadata and credentials
        "169.254.170.23",  # AWS EKS Pod Identity agent (credentials)
        "fd00:ec2::23",  # AWS EKS Pod Identity agent over IPv6
        "168.63.129.16",  # Azure WireServer (a public address, so no other rule refuses it)
        "100.100.100.200",  # Alibaba Cloud
        "169.254.0.23",  # Tencent Cloud
        "192.0.0.192",  # Oracle Cloud (classic)
    )
)

# First match wins, so narrower rows come before the networks that contain them.
_V4_RULES: tuple[tuple[str, str], ...] = (
    ("0.0.0.0/32", "an unspecified address"),
    ("0.0.0.0/8", "a 'this network' address"),
    ("10.0.0.0/8", "a private address"),
    ("100.64.0.0/10", "a carrier-grade NAT address"),
    ("127.0.0.0/8", "a loopback address"),
    ("169.254.0.0/16", "a link-local address"),
    ("172.16.0.0/12", "a private address"),
    ("192.0.0.0/24", "a reserved address"),
    ("192.0.2.0/24", "a documentation address"),
    ("192.88.99.0/24", "a reserved address"),
    ("192.168.0.0/16", "a private address"),
    ("198.18.0.0/15", "a benchmarking address"),
    ("198.51.100.0/24", "a documentation address"),
    ("203.0.113.0/24", "a documentation address"),
    ("224.0.0.0/4", "a multicast address"),
    ("255.255.255.255/32", "the broadcast address"),
    ("240.0.0.0/4", "a reserved address"),
)

# IPv6 rows. An "embeds" row carries one IPv4 address, and the verdict is that address's. The local-use
# NAT64 and Teredo rows carry IPv4 addresses too (see ``embedded_ipv4s``) but are refused outright: what they
# carry matters only to the metadata rule and to an allow-list. Every other IPv6 address is judged as itself.
_V6_RULES: tuple[tuple[str, str], ...] = (
    ("::/128", "an unspecified address"),
    ("::1/128", "a loopback address"),
    ("::ffff:0:0/96", "embeds"),  # IPv4-mapped
    ("::/96", "embeds"),  # IPv4-compatible (deprecated, still dialled by some stacks)
    ("64:ff9b::/96", "embeds"),  # NAT64 well-known prefix
    ("64:ff9b:1::/48", "a local-use NAT64 address"),
    ("100::/64", "a reserved address"),  # discard-only
    ("2001::/32", "a Teredo tunnel address"),
    ("2001:db8::/32", "a documentation address"),
    ("2001::/23", "a reserved address"),
    ("2002::/16", "embeds"),  # 6to4
    ("3fff::/20", "a documentation address"),
    ("5f00::/16", "a reserved address"),
    ("fc00::/7", "a unique-local address"),
    ("fe80::/10", "a link-local address"),
    ("fec0::/10", "a site-local address"),
    ("ff00::/8", "a multicast address"),
)
_V6_GLOBAL_UNICAST = ipaddress.IPv6Network("2000::/3")

# The transition forms whose IPv4 address the network itself dials (RFC 4291, 6052, 8215, 3056, 4380).
_NOT_COMPATIBLE = (ipaddress.IPv6Network("::/128"), ipaddress.IPv6Network("::1/128"))
_LOW_32 = (
    ipaddress.IPv6Network("::ffff:0:0/96"),
    ipaddress.IPv6Network("::/96"),
    ipaddress.IPv6Network("64:ff9b::/96"),
)
_NAT64_LOCAL = ipaddress.IPv6Network("64:ff9b:1::/48")
_SIX_TO_FOUR = ipaddress.IPv6Network("2002::/16")
_TEREDO = ipaddress.IPv6Network("2001::/32")
# Where RFC 6052 puts the IPv4 octets for each prefix length a /48 can be cut into (octet 8 is always "u").
_RFC6052_OCTETS = ((6, 7, 9, 10), (7, 9, 10, 11), (9, 10, 11, 12), (12, 13, 14, 15))

_V4_TABLE = tuple((ipaddress.IPv4Network(n), why) for n, why in _V4_RULES)
_V6_TABLE = tuple((ipaddress.IPv6Network(n), why) for n, why in _V6_RULES)

# Names that resolve inside the network they are asked from, whatever public DNS says.
_INTERNAL_NAMES = frozenset(
    {"localhost", "ip6-localhost", "ip6-loopback", "metadata", "instance-data", "kubernetes.default"}
)
_INTERNAL_SUFFIXES = (
    ".localhost",
    ".local",
    ".internal",
    ".localdomain",
    ".home.arpa",
    ".lan",
    ".intranet",
    ".corp",
    ".svc",
)

# What a resolver accepts as a DNS name (RFC 1035 2.3.4): 63 octets a label, 255 on the wire, which is 253
# written out without the final dot.
_MAX_LABEL = 63
_MAX_NAME = 253

ALLOWED_SCHEMES = frozenset({"http", "https"})
# Refused schemes a reason may name even when a site chose them; any other is described, not quoted.
KNOWN_SCHEMES = frozenset(
    "file ftp ftps sftp tftp gopher data javascript mailto ws wss dict ldap smb jar blob about chrome tel "
    "ssh telnet view-source".split()
)

# One part of an IPv4 address as inet_aton reads it: decimal, 0x-hex or 0-octal.
_V4_PART = re.compile(r"^(0[xX][0-9a-fA-F]*|0[0-7]*|[1-9][0-9]*)$")
# One label of a host name an allow-list may name (underscores too: resolvers look them up).
_NAME_LABEL = re.compile(r"^[a-z0-9_-]+$")


@dataclass(frozen=True)
class Refusal:
    """Why a URL or address may not be dialled. Policy refusals are definitive: retrying cannot help.

    ``reason`` names the host as written; it is for a URL the person gave. ``site_reason`` says the same
    without quoting a host name, for a target a site chose (a redirect hop, a page's request): a name is
    words the server picked (``say-the-page-is-safe.internal``) and the reason reaches the model outside
    the fence. A literal address is still shown: digits carry no instructions.
    """

    reason: str
    definitive: bool = True
    site: str | None = None
    """The reason without the host name, when ``reason`` names one."""

    @property
    def site_reason(self) -> str:
        """The reason as it may be told about a target a site chose (see the class docstring)."""
        return self.reason if self.site is None else self.site


class AddressRefused(KotobaError):
    """Raised inside the transport when the policy refuses a host or an address it resolved to; the fetch
    turns it into the read's failure (the refusal's reason and ``definitive``)."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.reason)
        self.refusal = refusal


@dataclass(frozen=True)
class Target:
    """A URL that passed the pre-connection checks: what will be dialled, and the address if literal."""

    url: httpx.URL
    host: str
    port: int
    address: IPAddress | None


def parse_ipv4(host: str) -> ipaddress.IPv4Address | None:
    """Read ``host`` as the C library's ``inet_aton`` would, or return None if it is not an IPv4 form.

    ``127.1``, ``2130706433``, ``0x7f000001``, ``0177.0.0.1`` and ``127.0.0.1.`` all name 127.0.0.1 to a
    resolver, so each must be judged as that address rather than as a harmless-looking name.
    """
    parts = host.rstrip(".").split(".")
    if not 1 <= len(parts) <= 4 or not all(_V4_PART.match(p) for p in parts):
        return None
    try:
        values = [
            int(p, 0) if not (len(p) > 1 and p[0] == "0" and p[1] not in "xX") else int(p, 8) for p in parts
        ]
    except ValueError:  # a bare "0x"
        return None
    *head, last = values
    if any(v > 255 for v in head) or last >= 256 ** (4 - len(head)):
        return None
    number = 0
    for v in head:
        number = number * 256 + v
    number = number * 256 ** (4 - len(head)) + last
    return ipaddress.IPv4Address(number)


def parse_address(host: str) -> IPAddress | None:
    """A literal address in ``host`` (brackets, zone ids and IPv4 spellings allowed), or None for a name."""
    text = host.strip("[]")
    if ":" in text:
        try:
            return ipaddress.IPv6Address(text.split("%", 1)[0])
        except ValueError:
            return None
    return parse_ipv4(text)


def address_reason(ip: IPAddress) -> str | None:
    """Why ``ip`` is forbidden ("a private address", …), or None for a public unicast address."""
    if ip in METADATA_ADDRESSES:
        return "the cloud metadata address"
    if isinstance(ip, ipaddress.IPv4Address):
        for net4, why in _V4_TABLE:
            if ip in net4:
                return why
        return None
    ip = ipaddress.IPv6Address(ip.packed)  # drop any zone id
    for net6, why in _V6_TABLE:
        if ip in net6:
            if why != "embeds":
                return why
            (inner,) = embedded_ipv4s(ip)
            inner_why = address_reason(inner)
            return f"an address that embeds {inner}, {inner_why}" if inner_why else None
    if ip not in _V6_GLOBAL_UNICAST:
        return "a reserved address"
    return None


def embedded_ipv4s(ip: IPAddress) -> tuple[ipaddress.IPv4Address, ...]:
    """The IPv4 addresses an IPv6 transition form carries; empty for IPv4 and for every other IPv6 address.

    Only these forms reach an IPv4 host: mapped ``::ffff:0:0/96``, compatible ``::/96`` (bar ``::`` and
    ``::1``) and NAT64 ``64:ff9b::/96`` carry it in the low 32 bits, 6to4 ``2002::/16`` in bits 16–47.
    Teredo ``2001::/32`` carries two: the client (the low 32 bits, inverted) and its server (bits 32–63).
    The local-use NAT64 prefix ``64:ff9b:1::/48`` may be cut into a /48, /56, /64 or /96 translator prefix
    (RFC 8215), and each puts the IPv4 octets elsewhere (RFC 6052); as nothing says which one a network
    uses, every reading is returned, and an allow-list must cover them all.
    """
    if isinstance(ip, ipaddress.IPv4Address):
        return ()
    ip = ipaddress.IPv6Address(ip.packed)  # drop any zone id
    raw = ip.packed
    if any(ip in net for net in _NOT_COMPATIBLE):
        return ()
    if any(ip in net for net in _LOW_32):
        return (ipaddress.IPv4Address(raw[12:16]),)
    if ip in _SIX_TO_FOUR:
        return (ipaddress.IPv4Address(raw[2:6]),)
    if ip in _TEREDO:
        client = ipaddress.IPv4Address(int.from_bytes(raw[12:16], "big") ^ 0xFFFFFFFF)
        return (client, ipaddress.IPv4Address(raw[4:8]))
    if ip in _NAT64_LOCAL:
        readings = (ipaddress.IPv4Address(bytes(raw[i] for i in octets)) for octets in _RFC6052_OCTETS)
        return tuple(dict.fromkeys(readings))
    return ()


def name_reason(host: str) -> str | None:
    """Why no resolver would look ``host`` up as a DNS name (an empty label, or one too long), or None.

    A final dot (a fully qualified name) is allowed; two are an empty label. The host is not judged by any
    other rule here: names like ``a_b`` or ``-a`` are looked up by resolvers and are left to them.
    """
    name = host[:-1] if host.endswith(".") else host
    labels = name.split(".")
    if not all(labels):
        return "it has an empty label"
    if len(name) > _MAX_NAME:
        return f"it is {len(name)} octets long, over the {_MAX_NAME} a resolver accepts"
    longest = max(labels, key=len)
    if len(longest) > _MAX_LABEL:
        return f"a label is {len(longest)} octets long, over the {_MAX_LABEL} a resolver accepts"
    return None


def _shown(host: str) -> str:
    """``host`` as a reason may quote it: a name can be 64 KiB long, a reason is one line."""
    return host if len(host) <= 80 else f"{host[:60]}… ({len(host)} characters)"


def _invalid_idna_label(host: str) -> str | None:
    """The first ``xn--`` label of ``host`` that is not valid punycode/IDNA, or None."""
    import idna

    for label in host.rstrip(".").split("."):
        if label.lower().startswith("xn--"):
            try:
                idna.decode(label)
            except (idna.IDNAError, UnicodeError, ValueError):
                return label
    return None


def host_reason(host: str) -> str | None:
    """Why a host *name* is forbidden before it is even resolved, or None."""
    name = host.lower().rstrip(".")
    if name in _INTERNAL_NAMES or name.endswith(_INTERNAL_SUFFIXES):  # metadata.google.internal too
        return "an internal host name"
    if "." not in name:
        return "a single-label name, which resolves inside the local network"
    return None


def parse_allow_entry(entry: str) -> IPNetwork | str:
    """An allow-list entry as the network or the (ASCII, lower-case) host name it names.

    Raises :class:`~kotoba.errors.SettingsError` ("'10.0.0.0/33' is not a host or network") for anything
    else: an entry that silently became a host name no URL can carry would exempt nothing and hide the typo.
    A numeric-looking entry (``999.1.1.1``, ``1.2.3.4.5``) is never a name, as a URL parser reads a host
    whose last label is a number as an IPv4 address; an address in any spelling ``inet_aton`` accepts
    (``127.1``) is that address.
    """
    text = entry.strip()
    try:
        return ipaddress.ip_network(text.strip("[]"), strict=False)
    except ValueError:
        pass
    address = parse_address(text)
    if address is not None:
        return ipaddress.ip_network(address)
    name = _allowed_name(text)
    if name is None:
        raise SettingsError(f"{text!r} is not a host or network")
    return name


def _allowed_name(text: str) -> str | None:
    """``text`` as the ASCII host name a URL would carry, or None if no URL host could be it."""
    if not text or any(c in text for c in "/:[]%") or text.startswith("."):
        return None
    try:
        import idna

        name = text if text.isascii() else idna.encode(text, uts46=True).decode("ascii")
    except (idna.IDNAError, UnicodeError, ValueError):
        return None
    name = name.lower()
    labels = name.rstrip(".").split(".")
    if name_reason(name) is not None or not all(_NAME_LABEL.match(label) for label in labels):
        return None
    if _V4_PART.match(labels[-1]) or labels[-1].isdigit():  # numeric: an address, or nothing
        return None
    return name.rstrip(".")


class Policy:
    """The address policy with its allow-list. Immutable; safe to share between concurrent reads."""

    def __init__(self, allow: Iterable[str] = ()) -> None:
        """Raises :class:`~kotoba.errors.SettingsError` for an entry that is neither a host nor a network."""
        hosts: set[str] = set()
        nets: list[IPNetwork] = []
        for entry in allow:
            if not entry.strip():
                continue
            try:
                parsed = parse_allow_entry(entry)
            except SettingsError as exc:
                raise SettingsError(f"allow: {exc}") from None
            if isinstance(parsed, str):
                hosts.add(parsed)
            else:
                nets.append(parsed)
        self._hosts = frozenset(hosts)
        self._nets = tuple(nets)

    def host_allowed(self, host: str) -> bool:
        """True when ``host`` was named in the allow-list (its addresses are then not judged)."""
        return host.lower().rstrip(".") in self._hosts

    def check_url(self, url: str | httpx.URL) -> Target | Refusal:
        """Judge a URL before any connection: scheme, credentials, host name or literal address."""
        try:
            parsed = url if isinstance(url, httpx.URL) else httpx.URL(url.strip())
        except (httpx.InvalidURL, TypeError, ValueError):
            return self._judge_unparsable(str(url))
        scheme = parsed.scheme.lower()
        if scheme not in ALLOWED_SCHEMES:
            shown = f"'{scheme}'" if scheme else "no"
            reason = f"refused: {shown} scheme; only http and https URLs can be read"
            site = None if not scheme or scheme in KNOWN_SCHEMES else reason.replace(shown, "an unknown", 1)
            return Refusal(reason, site=site)
        if parsed.userinfo:
            return Refusal("refused: the URL carries credentials (user:password@), which are never sent")
        # The ASCII host is what will be dialled; reading it never IDNA-decodes (which can raise).
        host = parsed.raw_host.decode("ascii", "replace")
        if not host:
            return Refusal("refused: the URL has no host")
        bad_label = _invalid_idna_label(host)
        if bad_label is not None:
            return Refusal(
                f"refused: {host} is not a valid host name ({bad_label!r} is not valid IDNA)",
                site="refused: a host name that is not valid (a label is not valid IDNA)",
            )
        if parsed.port is not None and not 0 < parsed.port < 65536:
            return Refusal(f"refused: port {parsed.port} is not a TCP port")
        port = parsed.port or (443 if scheme == "https" else 80)
        address = parse_address(host)
        refusal = self.check_host(host) if address is None else self.check_address(host, address)
        if refusal is not None:
            return refusal
        return Target(url=parsed, host=host, port=port, address=address)

    def check_host(self, host: str) -> Refusal | None:
        """Judge a host as written (a name, or a literal address in any spelling)."""
        address = parse_address(host)
        if address is not None:
            return self.check_address(host, address)
        malformed = name_reason(host)
        if malformed is not None:
            return Refusal(
                f"refused: {_shown(host)} is not a valid host name ({malformed})",
                site=f"refused: a host name that is not valid ({malformed.replace('it ', 'the name ', 1)})",
            )
        if self.host_allowed(host):
            return None
        why = host_reason(host)
        return Refusal(f"refused: {host} is {why}", site=f"refused: {why}") if why else None

    def check_answers(self, host: str, addresses: Iterable[IPAddress]) -> Refusal | None:
        """Judge every address ``host`` resolved to: one forbidden answer refuses the name."""
        for ip in addresses:
            refusal = self.check_address(host, ip)
            if refusal is not None:
                return refusal
        return None

    def check_address(self, host: str, ip: IPAddress) -> Refusal | None:
        """Judge one address ``host`` resolved to (or is). Metadata stays refused under any allow-list."""
        why = address_reason(ip)
        if why is None:
            return None
        carried = embedded_ipv4s(ip)
        metadata = ip in METADATA_ADDRESSES or any(v4 in METADATA_ADDRESSES for v4 in carried)
        if not metadata and self._allows(host, ip, carried):
            return None
        if parse_address(host) is None:
            return Refusal(
                f"refused: {host} resolves to {ip}, {why}",
                site=f"refused: a host name that resolves to {ip}, {why}",
            )
        return Refusal(f"refused: {ip} is {why}")  # an address may be shown: digits carry no words

    def _allows(self, host: str, ip: IPAddress, carried: tuple[ipaddress.IPv4Address, ...]) -> bool:
        """The allow-list names the host, or a network holding the address, or IPv4 networks holding every
        IPv4 address it carries (so a transition form is never more allowed than what it reaches)."""
        if self.host_allowed(host):
            return True
        if any(net.version == ip.version and ip in net for net in self._nets):
            return True
        return bool(carried) and all(
            any(net.version == 4 and v4 in net for net in self._nets) for v4 in carried
        )

    def _judge_unparsable(self, url: str) -> Refusal:
        """A URL httpx will not parse is never dialled; still name the address if it spells a forbidden one.

        httpx rejects some spellings that a C resolver accepts (``0177.0.0.1``); saying "not a valid URL"
        there would hide that the target was loopback, which is the fact a reviewer wants to see. The
        parser's own message is not repeated: for a redirect hop it would quote the server's words.
        """
        from urllib.parse import urlsplit

        try:
            host = urlsplit(url.strip()).hostname or ""
        except ValueError:
            host = ""
        address = parse_address(host) if host else None
        if address is not None:
            refusal = self.check_address(host, address)
            if refusal is not None:
                return refusal
        return Refusal("refused: not a valid URL")
