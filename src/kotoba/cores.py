"""How many cores this process may use: the one answer every part that sizes its work by cores asks.

``os.cpu_count()`` counts the machine's cores, not the ones a container's or ``taskset``'s CPU affinity
leaves this process; sizing by it runs more parse trees or workers at once than can make progress, each
holding its memory.
"""

from __future__ import annotations

import os


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity, where the system tells it), at least one."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)
