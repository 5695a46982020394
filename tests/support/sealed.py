"""Run a script in a sealed network namespace (``unshare -n``) and take the JSON report it prints last.

Inside, nothing can leave the machine: the script puts public-looking addresses on its own loopback and
serves pages and canaries there. Every report is checked for reads that ended on a bug in kotoba, so an
exception of ours can never pass as the guard refusing something.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from tests.support.bugs import assert_no_bugs_in

SKIP_REASON = "needs root with `unshare -n` and iproute2 for a private network namespace"


def namespaces_work() -> bool:
    """Whether this process may make a private network namespace and bring its loopback up."""
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return False
    probe = subprocess.run(["unshare", "-n", "ip", "link", "set", "lo", "up"], capture_output=True)
    return probe.returncode == 0


def sealed_report(
    script: Path, *, timeout: float = 240, env: Mapping[str, str] | None = None
) -> dict[str, Any]:
    """Run ``script`` in a new network namespace; its last stdout line is the report (skipped if not root)."""
    if not namespaces_work():
        pytest.skip(SKIP_REASON)
    done = subprocess.run(
        ["unshare", "-n", sys.executable, str(script)],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=None if env is None else dict(env),
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    assert_no_bugs_in(result)  # no read ended on a bug of kotoba's (JSON ``internal_error``, stderr lines)
    return result
