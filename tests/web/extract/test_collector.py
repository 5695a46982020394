"""The cyclic garbage collector is held off while a page is extracted, and left as it was found after."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

from kotoba.web.extract import collector
from kotoba.web.extract.article import extract_article
from kotoba.web.extract.collector import collector_held

# A page of a few hundred blocks: its extraction makes far more than the collector's 700 containers
PAGE = (
    "<html><head><title>A long story</title></head><body><nav><ul>"
    + "".join(f'<li><a href="/s/{i}">Section {i}</a></li>' for i in range(60))
    + "</ul></nav><article><h1>A long story</h1>"
    + "".join(
        f"<p>Paragraph {i} of the story says something new about the harbour, the boats and the town.</p>"
        for i in range(300)
    )
    + "</article><footer><p>Contact us</p></footer></body></html>"
)


@pytest.fixture
def passes() -> Iterator[list[int]]:
    """The generations of the collector's passes while the test runs."""
    seen: list[int] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            seen.append(info["generation"])

    gc.callbacks.append(record)
    try:
        yield seen
    finally:
        gc.callbacks.remove(record)


def test_no_collector_pass_while_a_page_is_extracted(passes: list[int]) -> None:
    assert gc.isenabled()
    extract_article(PAGE, url="https://example.org/story")  # the model read, the caches of names filled
    gc.collect()
    passes.clear()
    article = extract_article(PAGE, url="https://example.org/story")
    assert "Paragraph 299 of the story" in article.text
    # none while it runs; at most one over the young containers it leaves (its caches' new entries), once
    # the collector is on again
    assert passes in ([], [0])
    assert gc.isenabled()  # on again for the rest of the program


def test_a_collector_turned_off_stays_off() -> None:
    gc.disable()
    try:
        extract_article(PAGE)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_on_again_after_an_exception() -> None:
    with pytest.raises(RuntimeError), collector_held():
        assert not gc.isenabled()
        raise RuntimeError("inside")
    assert gc.isenabled()


def test_overlapping_extractions_turn_it_on_once_the_last_ends() -> None:
    first_in, release = threading.Event(), threading.Event()

    def first() -> None:
        with collector_held():
            first_in.set()
            release.wait(5)

    thread = threading.Thread(target=first)
    thread.start()
    assert first_in.wait(5)
    extract_article(PAGE)  # starts and ends while the first still runs
    assert not gc.isenabled()
    release.set()
    thread.join(5)
    assert gc.isenabled()


def test_young_generation_collected_when_overlaps_never_end(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(collector, "YOUNG_BOUND", 10)
    release = threading.Event()
    holding = threading.Event()

    def first() -> None:
        with collector_held():
            holding.set()
            release.wait(5)

    thread = threading.Thread(target=first)
    thread.start()
    assert holding.wait(5)
    try:
        with collector_held():
            kept: list[list[int]] = [[] for _ in range(100)]  # containers made and kept while held
        assert gc.get_count()[0] < 100  # the young generation was collected at the end
        del kept
    finally:
        release.set()
        thread.join(5)
    assert gc.isenabled()
