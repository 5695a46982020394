"""bench/structure.py's measures on examples small enough to count by hand: what counts as a page's code,
links, rows and headings, what an answer keeps of them, and what numbered references cost."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "bench" / "structure.py"
_spec = importlib.util.spec_from_file_location("bench_structure", _PATH)
assert _spec is not None and _spec.loader is not None
structure = importlib.util.module_from_spec(_spec)
sys.modules["bench_structure"] = structure
_spec.loader.exec_module(structure)

PAGE = """<html><body><nav><a href="/news">News</a></nav><main>
<h2>Install it</h2><p>Run the installer, then read <a href="/docs/start">the start guide</a> for more.</p>
<pre>pip install thing
thing --help</pre>
<table><tr><th>Name</th><th>Use</th></tr><tr><td><a href="#a">alpha()</a></td><td>first step</td></tr></table>
</main></body></html>"""
TRUTH = """Install it
Run the installer, then read the start guide for more.
pip install thing
thing --help
Name Use
alpha() first step
News of the day is that the thing installs."""


def test_the_page_shape_counts_only_what_the_content_holds() -> None:
    shape = structure.html_shape(PAGE, "https://example.com/page", TRUTH)
    assert shape.code == ["pip install thing\nthing --help"]
    assert shape.links == ["https://example.com/docs/start"]  # not the menu's "News", in the truth by chance
    assert shape.rows == [["Name", "Use"], ["alpha()", "first step"]]
    assert shape.headings == [(2, "Install it")]


BASED = """<html><head><base href="https://cdn.example.org/docs/"></head><body><article>
<p>Start with <a href="guide.html">the guide</a>, then <a href="#notes">the notes below</a>, and
<a href="https://example.com/page#top">the top of this page</a>, and <a href="guide.html#part">its part two</a>.</p>
</article></body></html>"""
BASED_TRUTH = "Start with the guide, then the notes below, and the top of this page, and its part two."


def test_links_resolve_against_the_base_href_and_places_on_the_page_are_not_links() -> None:
    shape = structure.html_shape(BASED, "https://example.com/page", BASED_TRUTH)
    assert shape.links == ["https://cdn.example.org/docs/guide.html", "https://cdn.example.org/docs/guide.html#part"]
    # an answer's relative link is read as the page's would be: against its base
    tally = structure.Tally()
    structure.compare(shape, "Start with [the guide](guide.html).", "https://example.com/page", tally)
    assert tally.links == [1, 2]


def test_an_answer_is_scored_on_what_its_markdown_parses_to() -> None:
    truth = structure.html_shape(PAGE, "https://example.com/page", TRUTH)
    answer = (
        "## Install it\n\nRun the installer, then read [the start guide](/docs/start) for more.\n\n"
        "```sh\npip install thing\nthing --help\n```\n\n| Name | Use |\n|---|---|\n| alpha() | first step |\n"
    )
    tally = structure.Tally()
    structure.compare(truth, answer, "https://example.com/page", tally)
    assert (tally.code, tally.links, tally.rows, tally.headings) == ([1, 1, 1], [1, 1], [2, 2], [1, 1])
    flat = "# Install it\nRun the installer, then read the start guide for more.\npip install thing\nName\nUse"
    tally = structure.Tally()
    missed = structure.compare(truth, flat, "https://example.com/page", tally)
    assert (tally.code, tally.links, tally.rows, tally.headings) == ([0, 0, 1], [0, 1], [0, 2], [0, 1])
    # what an answer missed, item by item, for --misses to set beside another reader's
    assert "code pip install thing" in missed and "heading h2 Install it" in missed
    assert "link https://example.com/docs/start" in missed and len(missed) == 5


def test_numbered_references_keep_the_words_and_move_the_addresses_to_the_end() -> None:
    text = "See [the guide](https://a.example/g) and [the guide](https://a.example/g), then [b](https://b.example)."
    refs = structure.numbered(text)
    assert refs.startswith("See the guide [1] and the guide [1], then b [2].")
    assert refs.endswith("[1]: https://a.example/g\n[2]: https://b.example")
    # read as Markdown, each marker is a reference to its address: the words stay, the addresses are gone
    assert structure.markdown_words(refs) == "See the guide 1 and the guide 1, then b 2."


def test_misses_sets_what_a_peer_kept_beside_what_kotoba_kept() -> None:
    kotoba, peer = structure.Tally(), structure.Tally()
    kotoba.misses = {"page-1": {"link https://a.example/x", "heading h2 Scores"}}
    peer.misses = {"page-1": {"heading h2 Scores", "row a | b"}}
    listed = structure.misses({"kotoba": kotoba, "trafilatura": peer}).splitlines()[1:]
    assert listed == ["  page-1 +trafilatura: link https://a.example/x", "  page-1 -trafilatura: row a | b"]
