"""``bench/snippets.py`` on a source distribution built by the test in the shape of trafilatura's: the
assertions are read from the test file in source order (inside ``if`` blocks too) without running it, and each
snippet is checked against each extractor's text."""

from __future__ import annotations

import hashlib
import io
import sys
import tarfile
from pathlib import Path

import pytest

from tests.support import pages

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import snippets

TESTS = '''
MOCK_PAGES = {
    "https://example.org/keeper": "keeper.html",
    "https://example.org/storm": "storm.html",
}

def test_extract(xmloutput):
    result = load_mock_page("https://example.org/keeper", xmloutput)
    assert "Paragraph 2 adds its own detail" in result and "All rights reserved" not in result
    result = load_mock_page("https://example.org/storm", xmloutput)
    if xmloutput is False:
        assert "Paragraph 3 adds" in result and "Paragraph 9 adds" in result
    # a check on the other result's variable, or on a call, is no snippet
    assert len(result) > 10
'''


def _sdist(folder: Path) -> tuple[Path, str]:
    path = folder / snippets.SDIST
    with tarfile.open(path, "w:gz") as archive:
        files = {
            "realworld_tests.py": TESTS,
            "cache/keeper.html": pages.article(10),
            "cache/storm.html": pages.article(8, title="The storm"),
        }
        for name, text in files.items():
            data = text.encode("utf-8")
            info = tarfile.TarInfo(snippets.TESTS + name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return path, hashlib.sha256(path.read_bytes()).hexdigest()


def test_assertions_are_read_in_source_order_and_checked(tmp_path: Path) -> None:
    sdist, digest = _sdist(tmp_path)
    cases = snippets.load_cases(sdist, sha256=digest)
    assert [(c.url, c.present, c.absent) for c in cases] == [
        ("https://example.org/keeper", ("Paragraph 2 adds its own detail",), ("All rights reserved",)),
        ("https://example.org/storm", ("Paragraph 3 adds", "Paragraph 9 adds"), ()),
    ]
    tally = snippets.check(snippets.kotoba_extractor("auto"), cases)
    # the storm page has eight paragraphs: the ninth is not there to find
    assert (tally.present_found, tally.present, tally.absent_kept_out, tally.absent) == (2, 3, 1, 1)
    assert (tally.pages_right, tally.pages) == (1, 2)


def test_another_archive_is_refused(tmp_path: Path) -> None:
    sdist, _digest = _sdist(tmp_path)
    with pytest.raises(SystemExit, match=r"is not trafilatura 1\.0\.0's sdist"):
        snippets.load_cases(sdist)
