"""The boosted trees read a row given in two parts as they read it whole."""

from __future__ import annotations

import json

import pytest

from kotoba.web.extract.blocks import feature_names
from kotoba.web.extract.boost import forest
from kotoba.web.extract.learned import CONTEXT_NAMES, TABLE


def test_a_row_in_two_parts_scores_as_the_whole_row_to_the_last_bit() -> None:
    data = json.loads(TABLE.read_text(encoding="utf-8"))["boost"]
    names = [*feature_names([]), *CONTEXT_NAMES]
    width = len(feature_names([]))
    trees = forest(data, {name: i for i, name in enumerate(names)}, width)
    # rows that send blocks down both sides of many nodes: each input swept over a range around 0 and 1
    rows = [[((i * 7 + f * 13) % 23) / 11.0 - 0.5 for f in range(len(names))] for i in range(40)]
    whole = trees.margins(rows)
    assert len(set(whole)) > 20  # the rows are scored apart, not all alike
    assert trees.margins_beside([row[:width] for row in rows], [row[width:] for row in rows]) == whole
    # without a width the forest still reads the parts, joined
    plain = forest(data, {name: i for i, name in enumerate(names)})
    assert plain.margins_beside([row[:width] for row in rows], [row[width:] for row in rows]) == whole


def test_parts_of_different_counts_are_refused() -> None:
    data = json.loads(TABLE.read_text(encoding="utf-8"))["boost"]
    names = [*feature_names([]), *CONTEXT_NAMES]
    width = len(feature_names([]))
    trees = forest(data, {name: i for i, name in enumerate(names)}, width)
    row = [0.5] * len(names)
    with pytest.raises(ValueError):
        trees.margins_beside([row[:width]] * 3, [row[width:]] * 2)
