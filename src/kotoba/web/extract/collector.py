"""The cyclic garbage collector held off while a page is extracted.

An extraction makes tens of thousands of short-lived containers (the blocks, their rows, the renderer's
lines), each freed by its reference count when the extraction returns, and almost none in a cycle: over
the 528 pages of the Zyte and WCXB development corpora, one page left 480 objects for the collector and
every other none. Yet each 700 containers made set off a pass of the collector over the young ones, and
every tenth pass a pass over older ones, walking the page's live blocks and lists again and again: 4 to
7% of the extractions' time on the Zyte development pages, and on the page where a full pass falls, far
more. Held off, those passes do
not run; what an extraction leaves in a cycle is collected by the first pass after it.

The collector is a process's, so its state is shared by every thread: the first extraction to start holds
it off (when it was on), the last to finish turns it back on, and one that ends while others still run
collects the youngest generation when it has grown past :data:`YOUNG_BOUND` containers, so that other
code's cycles do not pile up while extractions overlap without a break.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

# Containers made (and not freed) since the last pass over the youngest generation, past which an extraction
# that ends while others run collects it: a hundred times the collector's default threshold of 700.
YOUNG_BOUND = 70_000

_lock = threading.Lock()
_running = 0  # extractions under way
_resume = False  # whether the collector was on when the first of them started


@contextmanager
def collector_held() -> Iterator[None]:
    """Hold off the cyclic collector while the block runs (see the module's docstring)."""
    global _running, _resume
    with _lock:
        if _running == 0:
            _resume = gc.isenabled()
            gc.disable()
        _running += 1
    try:
        yield
    finally:
        with _lock:
            _running -= 1
            if _running == 0:
                if _resume:
                    gc.enable()
            elif _resume and gc.get_count()[0] > YOUNG_BOUND:
                gc.collect(0)
