"""``bench/extraction.py`` run as a person runs it, on small corpora written by the test: every corpus and
page type gets its row, and a page an extractor returns nothing for is counted."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.support import pages
from tests.support.bench_corpus import SHELL, article_truth, write_corpus

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "extraction.py"


def bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=300)


def test_every_corpus_and_page_type_in_one_run(tmp_path: Path) -> None:
    typed = write_corpus(
        tmp_path / "typed",
        {
            "a1": (pages.article(6), article_truth(6), "article"),
            "a2": (pages.article(9), article_truth(9), "article"),
            "f1": (SHELL, "Thread title\n\nFirst post of the thread, which only a browser renders.", "forum"),
        },
    )
    plain = write_corpus(tmp_path / "plain", {"p1": (pages.article(4), article_truth(4), None)})
    done = bench("--data", str(typed), "--data", str(plain), "--reps", "1", "--json")
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    first, second = report["corpora"]
    assert (first["corpus"], first["pages"], second["corpus"], second["pages"]) == ("typed", 3, "plain", 1)

    names = list(first["extractors"])
    assert names[:2] == ["lxml parse", "kotoba (auto)"]
    assert any(n.startswith("trafilatura ") for n in names) and any(
        n.startswith("readability-lxml ") for n in names
    )
    kotoba = first["extractors"]["kotoba (auto)"]
    assert set(kotoba["by_type"]) == {"article", "forum"}
    assert kotoba["by_type"]["article"]["pages"] == 2 and kotoba["by_type"]["article"]["f1"] > 0.95
    # the script shell holds no text: every extractor returns nothing for it, and the count says so
    for name in names[1:]:
        assert first["extractors"][name]["by_type"]["forum"]["empty"] == 1
        assert first["extractors"][name]["by_type"]["forum"]["f1"] == 0.0
    assert kotoba["all"]["median_ms"] > 0 and kotoba["peak"] >= 0
    assert 0 <= kotoba["page_peak"]["median"] <= kotoba["page_peak"]["max"]
    # a corpus without page types is all articles
    assert set(second["extractors"]["kotoba (auto)"]["by_type"]) == {"article"}


def test_markdown_tables_are_ready_to_paste(tmp_path: Path) -> None:
    typed = write_corpus(
        tmp_path / "wcxb",
        {
            "a1": (pages.article(6), article_truth(6), "article"),
            "f1": (SHELL, "First post of the thread, which only a browser renders.", "forum"),
        },
    )
    done = bench("--data", str(typed), "--quick", "--markdown")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "**WCXB dev corpus** (wcxb): 2 pages, one run per page"
    assert (
        "| extractor | F1 | precision | recall | median ms | × parse | × trafilatura | peak MB | page MB "
        "| max page MB | empty |" in lines
    )
    assert (
        "| page type | pages | extractor | F1 | precision | recall | median ms | parse ms | empty |" in lines
    )
    forum = [line for line in lines if line.startswith("| forum | 1 | kotoba (auto) |")]
    assert len(forum) == 1 and forum[0].endswith("| 1 |")  # one page, returned empty
    tables = [block for block in done.stdout.split("\n\n") if block.startswith("|")]
    assert [{line.count("|") for line in table.splitlines()} for table in tables] == [{12}, {10}]


def test_a_folder_that_is_not_a_corpus_is_one_line(tmp_path: Path) -> None:
    done = bench("--data", str(tmp_path))
    assert done.returncode == 2
    assert f"{tmp_path} does not hold ground-truth.json and html/" in done.stderr
    assert "Traceback" not in done.stderr


def test_quick_mode_reads_a_small_corpus_whole(tmp_path: Path) -> None:
    # more pages than the quick subset's 21: a fixed third of a small corpus would stand for all of it
    small = write_corpus(
        tmp_path / "small",
        {f"a{n:02}": (pages.article(3 + n % 4), article_truth(3 + n % 4), None) for n in range(25)},
    )
    done = bench("--data", str(small), "--quick", "--json", "--no-peers")
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    assert report["reps"] == 1 and report["corpora"][0]["pages"] == 25
