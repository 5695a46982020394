"""``kotoba check-url URL…``: judge URLs by the address policy without connecting to them.

Names are resolved (``--resolve`` answers first) and every address is judged, as the guarded transport
would at connect time. One JSON object per URL; exit 0 when all are allowed, 3 when any is refused.
"""

from __future__ import annotations

import argparse
from typing import Any

from kotoba.cli.common import add_network_flags, network_settings

EXIT_REFUSED = 3


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "check-url",
        help="judge URLs by the SSRF policy without connecting",
        description="Judge URLs by the address policy (resolving names) without connecting to them.",
    )
    parser.add_argument("urls", nargs="+", metavar="URL")
    add_network_flags(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    settings = network_settings(args)
    import anyio

    return anyio.run(_check_all, list(args.urls), settings)


async def _check_all(urls: list[str], settings: Any) -> int:
    import json

    from kotoba.web.net.policy import Policy, Refusal
    from kotoba.web.net.resolve import ResolutionError, overriding, parse_overrides, system_resolve

    policy = Policy(settings.allow)
    resolve = overriding(parse_overrides(settings.resolve), system_resolve)
    refused = 0
    for url in urls:
        verdict: dict[str, object] = {"url": url, "allowed": False, "reason": "", "addresses": []}
        target = policy.check_url(url)
        if isinstance(target, Refusal):
            verdict["reason"] = target.reason
        else:
            try:
                addresses = [target.address] if target.address else await resolve(target.host, target.port)
            except ResolutionError as exc:
                verdict["reason"] = str(exc)
            else:
                verdict["addresses"] = [str(a) for a in addresses]
                refusal = policy.check_answers(target.host, addresses)
                verdict["allowed"] = refusal is None
                verdict["reason"] = refusal.reason if refusal else "allowed"
        refused += not verdict["allowed"]
        print(json.dumps(verdict, ensure_ascii=False), flush=True)
    return EXIT_REFUSED if refused else 0
