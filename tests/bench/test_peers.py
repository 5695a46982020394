"""``bench/peers.py`` end to end on a small corpus written by the test: every reader reads every page from
loopback, the scores are real, and each reader's answer to a forbidden address is decided by a canary that
counts what reached it."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import urllib.request
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.support import pages
from tests.support.bench_corpus import article_truth, write_corpus
from tests.support.sealed import SKIP_REASON, namespaces_work

BENCH = Path(__file__).resolve().parents[2] / "bench"


def bench_module(name: str) -> ModuleType:
    """A module of bench/ (a folder of scripts, not a package), imported as the scripts import each other."""
    sys.path.insert(0, str(BENCH))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(BENCH))


def test_three_readers_read_every_page_and_refuse_the_canary(tmp_path: Path) -> None:
    corpus = write_corpus(
        tmp_path / "dev",
        {
            "a1": (pages.article(6), article_truth(6), None),
            "a2": (pages.article(12, title="The keeper of the light"), article_truth(12), None),
        },
    )
    done = subprocess.run(
        [sys.executable, str(BENCH / "peers.py"), "--data", str(corpus), "--json", "--no-netns"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report: dict[str, Any] = json.loads(done.stdout)
    assert report["corpora"] == {"dev": 2}
    readers = {r["name"]: r for r in report["readers"]}
    assert list(readers) == ["kotoba read", "mcp-server-fetch", "trafilatura fetch_url + extract"]
    for name, reader in readers.items():
        figures = reader["corpora"]["dev"]
        assert figures["failed"] == [] and figures["empty"] == 0, name
        assert figures["recall"] > 0.9, name  # every reader finds the article's words
        assert 0 < figures["median_s"] <= figures["total_s"], name
        assert reader["startup_s"] > 0, name
        assert reader["canaries"]["127.0.0.1"] == "refused", name
        assert reader["canaries"]["169.254.169.254"] == "skipped (--no-netns)"
    # kotoba keeps the article and drops the navigation and footer
    assert readers["kotoba read"]["corpora"]["dev"]["f1"] > 0.95


def test_a_canary_that_is_reached_is_reported_as_hit() -> None:
    servers, peers = bench_module("peer_servers"), bench_module("peers")
    readers = bench_module("peer_readers")

    class Unguarded:
        """A reader with no guard at all: it fetches whatever it is given."""

        name = "urllib"

        def canary(self, url: str) -> Any:
            with urllib.request.urlopen(url, timeout=10) as answer:
                return readers.Read(answer.read().decode(), 0.0, False)

    with servers.Canary("127.0.0.1", 0) as canary:
        assert peers.canary_verdicts(Unguarded(), canary) == "**hit**"
        assert canary.hits == 1


def test_markdown_is_reduced_to_the_words_a_reader_sees() -> None:
    readers = bench_module("peer_readers")
    markdown = (
        '## A *heading*\n\n[![logo](https://cdn.example.com/logo.png "Logo")](https://example.com/)\n'
        'Read the [full story](https://example.com/story_1 "Story") about snake\\_case names\\.\n\n'
        "* item one\n\n<error>Content truncated. Call the fetch tool with a start_index of 9.</error>"
    )
    assert readers.markdown_text(markdown) == (
        "## A *heading*\n\n\nRead the full story about snake_case names.\n\n* item one\n\n"
    )


@pytest.mark.netns
def test_every_reader_refuses_metadata_and_private_addresses_in_a_sealed_namespace() -> None:
    if not namespaces_work():
        pytest.skip(SKIP_REASON)
    verdicts = bench_module("peers").netns_canaries(sys.executable)
    assert verdicts == {
        reader: {"169.254.169.254": "refused", "10.0.0.5": "refused"}
        for reader in ["kotoba read", "mcp-server-fetch", "trafilatura fetch_url + extract"]
    }
