"""A page written for a test, read the way a caller reads one: served by a real HTTP server on loopback,
fetched through the documented allow-list, and shown as the model is shown it.

The extraction tests ask two things of each page: what the extractor makes of the HTML (a pure call), and
that the same words reach the model through the whole read — fetch, decoding, extraction, the fence.
:func:`read_served` and :func:`shown_served` are that second half, once, so that every such test reads its
page alike.
"""

from __future__ import annotations

from collections.abc import Mapping

from kotoba.settings import Settings
from kotoba.tools.web_extract import fenced_page
from kotoba.web.outcome import PageRead, ReadOutcome
from kotoba.web.page import read_page
from tests.support.servers.http import page, serve

# What the tests read with: the loopback server allowed, and a deadline no loopback read comes near.
LOOPBACK = Settings(allow=("127.0.0.1",), deadline=10.0)


async def outcome_served(pages: Mapping[str, str], path: str, settings: Settings = LOOPBACK) -> ReadOutcome:
    """The outcome of reading ``path`` on a site serving ``pages`` (path → HTML), with ``settings``."""
    with serve({served: page(html) for served, html in pages.items()}) as site:
        return await read_page(site.url(path), settings)


async def read_served(pages: Mapping[str, str], path: str, settings: Settings = LOOPBACK) -> PageRead:
    """:func:`outcome_served` where the page must be read: any other outcome fails the test, naming it."""
    outcome = await outcome_served(pages, path, settings)
    assert isinstance(outcome, PageRead), outcome
    return outcome


async def shown_served(html: str, path: str = "/") -> str:
    """What the model is shown of ``html`` served at ``path``: the fenced page."""
    return fenced_page(await read_served({path: html}, path))
