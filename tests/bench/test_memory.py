"""``bench/memory.py``, the memory figures of the extraction benchmark, on functions whose footprint is
known: each page's figure is what that page allocates, and what the warm-up pays once is not counted."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
MB = 2**20
PAGE = 4096

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/clear_refs").exists(), reason="the resettable peak RSS mark is Linux's"
)


def memory_module() -> ModuleType:
    sys.path.insert(0, str(BENCH))
    try:
        import memory

        return memory
    finally:
        sys.path.remove(str(BENCH))


def off_by() -> int:
    """How far a figure may lag what was allocated: the kernel adds each CPU's count of resident pages to the
    process's total in batches, for anonymous and file pages alike (``memory.COUNT_BATCH_PAGES``)."""
    return 2 * memory_module().COUNT_BATCH_PAGES * PAGE


def touch(size: int) -> bytearray:
    """``size`` bytes the process really holds: a fresh buffer is not resident until written."""
    buffer = bytearray(size)
    buffer[::PAGE] = b"x" * len(range(0, size, PAGE))
    return buffer


def test_each_page_counts_what_it_allocates_whatever_ran_before() -> None:
    sizes = [16 * MB, 2 * MB, 24 * MB, 2 * MB]
    found = memory_module().measure_memory(touch, sizes)
    assert len(found.pages) == len(sizes)
    for measured, size in zip(found.pages, sizes, strict=True):
        # the second 2 MB page follows a 24 MB one whose memory was freed: it still counts its own 2 MB
        assert size - off_by() <= measured < size + 2 * MB + off_by()
    # a pass holds at least the largest page's memory at its peak, and what the allocator kept of earlier
    # pages' for reuse (glibc keeps a freed 16 MB buffer once it has seen one), never more than all of it
    assert 24 * MB - off_by() <= found.pass_peak <= sum(sizes) + 2 * MB + off_by()


def test_a_one_time_cost_lands_in_the_warm_up_not_in_the_figures() -> None:
    memory = memory_module()
    cache: list[bytearray] = []

    def load_once_then_small(size: int) -> None:
        if not cache:
            cache.append(touch(32 * MB))  # a library's first load, a cache filled once
        touch(size)

    found = memory.measure_memory(load_once_then_small, [MB] * (memory.WARM_PAGES + 3))
    assert found.pass_peak < 4 * MB + off_by()
    assert all(MB - off_by() <= measured < 3 * MB + off_by() for measured in found.pages)


def test_an_extractor_that_raises_is_still_measured() -> None:
    def fails(size: int) -> None:
        touch(size)
        raise ValueError("a page the extractor chokes on")

    found = memory_module().measure_memory(fails, [8 * MB, 8 * MB, 8 * MB])
    assert all(8 * MB - off_by() <= measured < 10 * MB + off_by() for measured in found.pages)
