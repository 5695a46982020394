"""Name resolution as an injectable seam.

A :data:`Resolver` maps (host, port) to addresses. The guarded transport resolves once, judges every
answer, and dials only what it judged — so tests and ``--resolve`` swap the resolver, never the guard.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Awaitable, Callable, Iterable, Mapping

import anyio

from kotoba.errors import KotobaError, SettingsError
from kotoba.web.net.policy import IPAddress


class ResolutionError(KotobaError, OSError):
    """The name did not resolve. ``definitive`` is True when DNS said the name does not exist."""

    def __init__(self, message: str, *, definitive: bool) -> None:
        super().__init__(message)
        self.definitive = definitive


Resolver = Callable[[str, int], Awaitable[list[IPAddress]]]


async def system_resolve(host: str, port: int) -> list[IPAddress]:
    """Resolve with the operating system's resolver (getaddrinfo), every address, in its order."""
    try:
        infos = await anyio.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        nonexistent = exc.errno in (socket.EAI_NONAME, getattr(socket, "EAI_NODATA", socket.EAI_NONAME))
        raise ResolutionError(f"could not resolve {host} ({exc.strerror})", definitive=nonexistent) from None
    found: list[IPAddress] = []
    for _family, _type, _proto, _canon, sockaddr in infos:
        ip = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
        if ip not in found:
            found.append(ip)
    if not found:
        raise ResolutionError(f"could not resolve {host} (no addresses)", definitive=True)
    return found


def parse_overrides(
    entries: Iterable[str], source: str = "--resolve"
) -> dict[tuple[str, int | None], list[IPAddress]]:
    """Parse curl-style ``HOST:PORT:ADDR[,ADDR…]`` entries (PORT may be ``*``; IPv6 ADDR in brackets).

    Raises :class:`~kotoba.errors.SettingsError` with a one-line message naming ``source`` (the flag, the
    variable or the field the entries came from) and the bad entry.
    """
    table: dict[tuple[str, int | None], list[IPAddress]] = {}
    for entry in entries:
        host, sep1, rest = entry.partition(":")
        port_text, sep2, addr_text = rest.partition(":")
        if not (host and sep1 and sep2 and addr_text):
            raise SettingsError(f"{source} takes HOST:PORT:ADDR, not {entry!r}")
        try:
            port = None if port_text == "*" else int(port_text)
            addresses = [ipaddress.ip_address(a.strip().strip("[]")) for a in addr_text.split(",")]
        except ValueError:
            raise SettingsError(
                f"{source} takes HOST:PORT:ADDR with a numeric port and address, not {entry!r}"
            ) from None
        table[(host.lower().rstrip("."), port)] = addresses
    return table


def overriding(overrides: Mapping[tuple[str, int | None], list[IPAddress]], fallback: Resolver) -> Resolver:
    """A resolver that answers from ``overrides`` (like curl's --resolve) and asks ``fallback`` otherwise."""

    async def resolve(host: str, port: int) -> list[IPAddress]:
        name = host.lower().rstrip(".")
        answer = overrides.get((name, port)) or overrides.get((name, None))
        if answer is not None:
            return list(answer)
        return await fallback(host, port)

    return resolve
