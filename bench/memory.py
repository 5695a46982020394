"""Resident memory an extractor needs, measured the way ``extraction.py`` reports it: per pass and per page.

Two figures, both in bytes of resident memory (RSS) over what the process held before, both taken in a
forked child so that nothing the measuring does stays in the benchmark's own process:

*pass peak*
    What one pass over the pages adds at its peak: a long-running reader's footprint, freed memory that
    the allocator keeps for reuse included. Before it the extractor is warmed up on the first
    :data:`WARM_PAGES` pages, so that one-time costs (a library loaded on first use, compiled patterns,
    caches filled once) are not counted as the pages' cost, and the heap that earlier runs in the parent
    process freed is handed back to the system (``malloc_trim``), so that reusing it hides nothing.
*per page*
    What a single extraction adds at its peak over the memory held just before it, for every page, in a
    second pass: before each page the freed heap is handed back to the system and the kernel's
    peak-RSS mark is reset (``/proc/self/clear_refs``), so each page's figure is its own, whatever ran
    before it. Read the median (a typical page) and the maximum (the page that costs most).

RSS, not tracemalloc: lxml's tree and libxml2's parser allocate in C, where tracemalloc does not see,
and they are most of an extraction's memory. RSS moves in pages of 4 KiB, and CPython keeps its small
objects in arenas that ``malloc_trim`` does not return, so a page that allocates only a little may show 0.
The kernel counts a process's resident pages per CPU and adds each CPU's count to the total in batches
(:data:`COUNT_BATCH_PAGES` or more pages), so a figure it reports may be that many pages off; the child runs
on one CPU so that only one CPU's unadded count can be missing, not one per CPU it wandered over.
Where fork, ``/proc`` or a resettable peak mark are missing, both figures fall back to tracemalloc's
Python-only peak (the pass figure without warm-up).
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import json
import os
import re
import sys
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

P = TypeVar("P")

WARM_PAGES = 2
COUNT_BATCH_PAGES = max(32, 2 * (os.cpu_count() or 1))
"""The kernel's per-CPU batch of resident-page counts (``percpu_counter_batch``): how far a figure may lag."""
_STATUS = Path("/proc/self/status")
_CLEAR_REFS = Path("/proc/self/clear_refs")


@dataclass
class Memory:
    """Bytes: the pass's peak, and each page's own peak (in the pages' order)."""

    pass_peak: int = 0
    pages: list[int] = field(default_factory=list)


def measure_memory(fn: Callable[[P], object], pages: Sequence[P]) -> Memory:
    """Both figures for ``fn`` over ``pages``; an exception inside ``fn`` is ignored (its time and text are
    counted elsewhere: here only the allocations matter)."""
    if not pages:
        return Memory()
    if not hasattr(os, "fork") or not _peak_resettable():
        return _traced(fn, pages)
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: measure, report, leave without running the parent's clean-up
        os.close(read_end)
        answer = "{}"  # a failed measurement shows as "—", and says why on stderr
        try:
            found = _in_child(fn, pages)
            answer = json.dumps({"pass": found.pass_peak, "pages": found.pages})
        except BaseException as exc:
            print(f"memory measurement failed: {exc!r}", file=sys.stderr)
        with os.fdopen(write_end, "w") as writer:
            writer.write(answer)
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end) as reader:
        report = json.loads(reader.read() or "{}")
    os.waitpid(pid, 0)
    return Memory(int(report.get("pass", 0)), [int(size) for size in report.get("pages", [])])


def _in_child(fn: Callable[[P], object], pages: Sequence[P]) -> Memory:
    _stay_on_one_cpu()
    for page in pages[:WARM_PAGES]:
        _quietly(fn, page)
    gc.collect()
    trim = _trimmer()
    trim()
    start = top = _status_kib("VmRSS")
    for page in pages:  # the pass as a long-running reader sees it: no trimming between pages
        _reset_peak()
        _quietly(fn, page)
        top = max(top, _status_kib("VmHWM"))
    found = Memory(pass_peak=(top - start) * 1024)
    for page in pages:
        gc.collect()
        trim()
        before = _status_kib("VmRSS")
        _reset_peak()
        _quietly(fn, page)
        found.pages.append(max(0, _status_kib("VmHWM") - before) * 1024)
    return found


def _stay_on_one_cpu() -> None:
    """Pin the measuring process to one of the CPUs it may use (see the module's note on counting)."""
    if hasattr(os, "sched_getaffinity"):
        with contextlib.suppress(OSError):
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def _traced(fn: Callable[[P], object], pages: Sequence[P]) -> Memory:
    gc.collect()
    found = Memory()
    tracemalloc.start()  # counts from zero: its peaks are what the pass added
    try:
        for page in pages:
            current = tracemalloc.get_traced_memory()[0]
            tracemalloc.reset_peak()
            _quietly(fn, page)
            peak = tracemalloc.get_traced_memory()[1]
            found.pages.append(max(0, peak - current))
            found.pass_peak = max(found.pass_peak, peak)
    finally:
        tracemalloc.stop()
    return found


def _quietly(fn: Callable[[P], object], page: P) -> None:
    with contextlib.suppress(Exception):
        fn(page)


def _status_kib(key: str) -> int:
    found = re.search(rf"^{key}:\s+(\d+) kB", _STATUS.read_text(), re.MULTILINE)
    return int(found.group(1)) if found else 0


def _reset_peak() -> None:
    _CLEAR_REFS.write_text("5")  # "reset the peak resident set size to the process's current value"


def _peak_resettable() -> bool:
    try:
        _reset_peak()
    except OSError:
        return False
    return _status_kib("VmHWM") > 0


def _trimmer() -> Callable[[], object]:
    """glibc's ``malloc_trim(0)``: freed heap back to the system. Elsewhere, nothing to do."""
    try:
        malloc_trim = getattr(ctypes.CDLL(None), "malloc_trim", None)  # the C library linked into Python
    except (OSError, TypeError):
        malloc_trim = None
    if malloc_trim is None:
        return lambda: 0
    return lambda: malloc_trim(0)
