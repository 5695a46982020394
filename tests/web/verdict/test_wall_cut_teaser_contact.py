"""A whole short story on a metered site, closed by its reporter's address ("Contact reporter Jane Smith at
jsmith@valleycourier.com"), is read as the whole story it is: the address line stops without a full stop as
a credit line does, and is no cut paragraph (:mod:`kotoba.web.verdict.walls_cut_teaser`). The page is written
for this test in the shape local papers give.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls_cut_teaser import cut_teaser
from tests.web.verdict.walls.corpus import read_html

SCRIPT = "<script src='https://cdn.tinypass.com/api/tinypass.min.js'></script>"
STORY = [
    "The county library will stay open until 9 p.m. on weekdays from next month, the library board decided on "
    "Tuesday, after a survey found that most readers wanted later hours.",
    "The change costs about $40,000 a year in staff time, which the board said it would cover from its reserve "
    "until the next budget.",
]
CONTACTS = [
    "Contact reporter Jane Smith at jsmith@valleycourier.com",
    "Jane Smith can be reached at jsmith@valleycourier.com or 555-0142",
    "Email the newsroom with tips at news@valleycourier.com",
]


def _brief(closing: str) -> str:
    body = "".join(f"<p>{words}</p>" for words in [*STORY, closing])
    return (
        f"<html><head><title>Library hours extended</title>{SCRIPT}</head><body><article>"
        f"<h1>Library hours extended</h1>{body}</article><footer>© 2026 The Valley Courier</footer></body></html>"
    )


@pytest.mark.parametrize("closing", CONTACTS)
def test_a_whole_brief_closed_by_its_reporters_address_is_read(closing: str) -> None:
    outcome = read_html(_brief(closing))
    assert isinstance(outcome, PageRead) and outcome.wall is None
    assert "later hours" in outcome.text


def test_a_cut_paragraph_is_still_a_cut() -> None:
    cut = "Residents on the east bank, who will face a detour of four miles each way, said the council would"
    assert cut_teaser([*STORY, cut], SCRIPT) is not None
