"""The PDF child's answer tells the PDF's failure from kotoba's own: whatever pypdf raises on a broken PDF is
the PDF that "could not be read", while an exception raised in kotoba's own lines there is a bug, which the
read says as one (marked and logged), never as an unreadable PDF."""

from __future__ import annotations

import re

import pytest

from kotoba.settings import Settings
from kotoba.web.extract import pdf
from kotoba.web.outcome import FailureKind, PageRead, ReadFailed
from kotoba.web.page import PageReader
from tests.support import pages
from tests.support.bugs import watching_bugs
from tests.support.servers.http import page, serve

TIDES = pages.pdf_with_text(["High water at the cape: 06:12", "Low water: 12:31"])
# The child as the read starts it, with its building of the article raising, as a bug there would
PLANTED_CHILD = """
from kotoba.web.extract import pdf

def planted(*args, **kwargs):
    raise KeyError("planted")

pdf.Article = planted
pdf.main()
"""


def test_a_pdf_pypdf_fails_on_is_the_pdfs_failure() -> None:
    # (an offset in the cross-reference table made negative: pypdf's seek raises a ValueError of its own)
    broken = re.sub(rb"\n0(\d{9}) 00000 n ", rb"\n-\1 00000 n ", TIDES, count=1)
    assert pdf.answer(broken) == {"error": "the PDF could not be read (ValueError)"}
    assert pdf.answer(TIDES) == {
        "title": "Tide tables",
        "text": "High water at the cape: 06:12\nLow water: 12:31",
    }


def test_an_exception_in_kotobas_own_lines_is_answered_as_a_bug(monkeypatch: pytest.MonkeyPatch) -> None:
    def planted(*args: object, **kwargs: object) -> None:
        raise KeyError("planted")

    monkeypatch.setattr(pdf, "Article", planted)
    said = pdf.answer(TIDES)
    assert list(said) == ["bug"] and re.fullmatch(r"KeyError: 'planted' \(pdf\.py:\d+\)", said["bug"]), said


@pytest.mark.plants_bug
async def test_a_bug_in_the_pdf_child_ends_the_read_as_kotobas_bug(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf, "CHILD", ["-c", PLANTED_CHILD])
    settings = Settings(allow=("127.0.0.1",), reader_url="", deadline=20.0)
    with (
        serve({"/tides.pdf": page(TIDES, content_type="application/pdf")}) as server,
        watching_bugs() as bugs,
    ):
        async with PageReader(settings) as reader:
            outcome = await reader.read(server.url("/tides.pdf"))
    assert isinstance(outcome, ReadFailed) and outcome.kind is FailureKind.BUG, outcome
    assert outcome.bug is not None and "KeyError: 'planted'" in str(outcome.bug)
    assert len(bugs.records) == 1


async def test_the_same_pdf_read_by_the_real_child_is_read() -> None:
    settings = Settings(allow=("127.0.0.1",), reader_url="", deadline=20.0)
    with serve({"/tides.pdf": page(TIDES, content_type="application/pdf")}) as server:
        async with PageReader(settings) as reader:
            outcome = await reader.read(server.url("/tides.pdf"))
    assert isinstance(outcome, PageRead) and "Low water: 12:31" in outcome.text, outcome
