"""A page written for a test, read the way a caller reads one: served by a real HTTP server on loopback,
fetched through the documented allow-list, and shown as the model is shown it.

The extraction tests ask two things of each page: what the extractor makes of the HTML (a pure call), and
that the same words reach the model through the whole read — fetch, decoding, extraction, the fence.
:func:`read_served` and :func:`shown_served` are that second half, once, so that every such test reads its
page alike.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from kotoba.settings import Settings
from kotoba.tools.web_extract import fenced_page
from kotoba.web.outcome import PageRead, ReadOutcome
from kotoba.web.page import read_page
from tests.support.servers.http import PageServer, page, serve

# What the tests read with: the loopback server allowed, and a deadline no loopback read comes near.
LOOPBACK = Settings(allow=("127.0.0.1",), deadline=10.0)
# What the wall tests read with: the direct read alone (no reader service, no browser), so that the verdict a
# test asserts is the judge's on the page as served.
DIRECT = Settings(allow=("127.0.0.1",), reader_url="", deadline=10.0, render="never")


@contextmanager
def serving(pages: Mapping[str, str]) -> Iterator[PageServer]:
    """A site serving ``pages`` (path → HTML) for as long as the block lasts: for a module's many reads."""
    with serve({path: page(html) for path, html in pages.items()}) as site:
        yield site


async def outcome_at(site: PageServer, path: str, settings: Settings = DIRECT) -> ReadOutcome:
    """The outcome of reading ``path`` on ``site`` directly (:data:`DIRECT`, unless ``settings`` say otherwise)."""
    return await read_page(site.url(path), settings)


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
