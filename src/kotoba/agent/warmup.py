"""Kept for callers of :func:`warm_in_background`; there is nothing left to warm.

The loop used to parse the stream through the ``openai`` SDK's typed models, which are built lazily (about
0.6 s on a process's first event, between a search's ``.added`` and its row). It now decodes the events
itself (:mod:`kotoba.agent.sse`), so the first row of a process opens as fast as every later one.
"""

from __future__ import annotations


def warm_in_background() -> None:
    """Nothing to do any more; safe to call any number of times."""
