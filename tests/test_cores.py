"""The cores kotoba sizes its work by are the ones this process may use, not the machine's."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from kotoba.cores import usable_cores


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="no CPU affinity on this platform")
def test_a_process_pinned_to_one_core_counts_one() -> None:
    one = min(os.sched_getaffinity(0))
    code = (
        "import os; from kotoba.cores import usable_cores; "
        f"os.sched_setaffinity(0, {{{one}}}); print(usable_cores(), os.cpu_count())"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    counted, machine = (int(word) for word in done.stdout.split())
    assert counted == 1
    assert machine >= 1


def test_at_least_one_core_is_counted() -> None:
    assert usable_cores() >= 1
