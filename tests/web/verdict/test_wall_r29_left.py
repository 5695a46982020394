"""The walls judge's open items as classes, on pages written for these tests (not the corpus's):

- the platforms' tables read through the one reader :mod:`kotoba.web.verdict.walls_platforms` gives them, no
  second name for it in :mod:`kotoba.web.verdict.walls_platforms2`.
"""

from __future__ import annotations

from kotoba.web.verdict import walls_platforms, walls_platforms2, walls_rules


def test_the_platforms_tables_are_read_through_one_reader() -> None:
    # (walls_platforms2 is a table of sentences; the reading is walls_platforms's alone)
    assert not hasattr(walls_platforms2, "branches")
    assert not hasattr(walls_platforms2, "needles")
    assert walls_rules._PLATFORM_NOT_FOUND == walls_platforms.branches(walls_platforms2.NOT_FOUND_SENTENCES)
