"""The reader gate for tests whose site on loopback stands for the open web.

A loopback site is reached only through the allow-list, so kotoba's gate never sends its URLs to the reader
proxy (tests/attacks/test_reader_privacy.py proves that in a sealed namespace). Tests of what the proxy's
answer becomes — a block page it rendered, a 404 it reported — pass this gate instead: it keeps only the
credential rule, so their loopback site is treated as the public web it plays.
"""

from __future__ import annotations

from kotoba.web.net.policy import Policy
from kotoba.web.net.resolve import Resolver
from kotoba.web.reader_gate import credential_kept_local


async def loopback_is_the_web(url: str, policy: Policy, resolve: Resolver) -> str | None:
    return credential_kept_local(url)
