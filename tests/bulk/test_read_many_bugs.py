"""``kotoba read-many`` tells the person what is theirs to mend (a folder holding another run) in one line
and exit 2, and a bug of kotoba's own in the run as a bug (exit 70), never as a usage mistake."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kotoba.bugs import DEBUG_HINT
from tests.support.bugs import BUG_EXIT

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("pyarrow") is None or importlib.util.find_spec("protego") is None,
    reason="needs kotoba[bulk]",
)

# kotoba's own command line, with the shards' planning raising a ValueError, as a bug there would
PLANT = """
import sys
import kotoba.bulk.shards

def planted(*args, **kwargs):
    raise ValueError("planted")

kotoba.bulk.shards.split = planted
from kotoba.cli import main
sys.exit(main(sys.argv[1:]))
"""


def read_many(tmp_path: Path, *urls: str, plant: bool = False) -> subprocess.CompletedProcess[str]:
    listing = tmp_path / "urls.txt"
    listing.write_text("\n".join(urls) + "\n")
    args = ["read-many", str(listing), "--out", str(tmp_path / "out"), "--shard-size", "10"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    command = [sys.executable, "-c", PLANT, *args] if plant else [sys.executable, "-m", "kotoba", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, env=env, check=False)


def test_a_bug_in_the_run_is_said_as_kotobas_bug_not_as_the_persons_mistake(tmp_path: Path) -> None:
    done = read_many(tmp_path, "https://a.example/", plant=True)
    assert done.returncode == BUG_EXIT, done.stderr
    assert done.stderr.splitlines() == [
        f"kotoba: internal error in kotoba: ValueError: planted; {DEBUG_HINT}"
    ]


def test_a_folder_holding_another_list_is_still_the_persons_one_line_and_exit_2(tmp_path: Path) -> None:
    from kotoba.bulk.shards import OtherRun, prepare

    prepare(tmp_path / "out", ["https://a.example/"], 10)
    done = read_many(tmp_path, "https://b.example/")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip() == (
        f"kotoba: {tmp_path / 'out'} holds shards of another URL list (or shard size); give a new --out, or "
        "remove it"
    )
    with pytest.raises(OtherRun):  # a ValueError still, for code that caught one
        prepare(tmp_path / "out", ["https://b.example/"], 10)


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="needs kotoba[ray]")
def test_a_ray_address_ray_cannot_parse_is_the_persons_one_line_and_exit_2(tmp_path: Path) -> None:
    listing = tmp_path / "urls.txt"
    listing.write_text("https://a.example/\n")
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("KOTOBA_", "RAY_")) and "proxy" not in k.lower()
    }
    args = ["read-many", str(listing), "--out", str(tmp_path / "out"), "--ray", "cluster-head:port"]
    done = subprocess.run(
        [sys.executable, "-m", "kotoba", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    said = [line for line in done.stderr.splitlines() if line.startswith("kotoba:")]  # (Ray logs its own too)
    assert len(said) == 1 and said[0].startswith(
        "kotoba: the Ray address cluster-head:port cannot be used: "
    ), said
    assert "internal error" not in done.stderr and "port" in said[0].split("used: ")[1]
