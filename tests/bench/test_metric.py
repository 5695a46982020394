"""The benchmark's metric (bench/metric.py) on an example small enough to work out by hand."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "bench" / "metric.py"
_spec = importlib.util.spec_from_file_location("bench_metric", _PATH)
assert _spec is not None and _spec.loader is not None
metric = importlib.util.module_from_spec(_spec)
sys.modules["bench_metric"] = metric
_spec.loader.exec_module(metric)


def test_shingles_are_four_word_tokens_ignoring_punctuation() -> None:
    assert metric.shingles("Hello, world! How are you?") == {"Hello world How are": 1, "world How are you": 1}
    assert metric.shingles("too short") == {"too short": 1}  # under 4 tokens: the text is one shingle
    assert metric.shingles("  ...  ") == {}


def test_three_pages_worked_by_hand() -> None:
    # page 1: true shingles {a b c d, b c d e}, predicted {a b c d, b c d x}: TP 1, FP 1, FN 1 → ⅓ each
    one = metric.score_page("a b c d e", "a b c d x")
    assert (one.tp, one.fp, one.fn) == pytest.approx((1 / 3, 1 / 3, 1 / 3))
    assert (one.precision, one.recall) == pytest.approx((0.5, 0.5))
    # page 2: nothing predicted: TP 0, FP 0, FN 1 → recall 0, and the page is left out of precision
    two = metric.score_page("one two three four", "")
    assert (two.tp, two.fp, two.fn) == (0.0, 0.0, 1.0)
    assert two.recall == 0.0
    # page 3: a perfect short page
    three = metric.score_page("x y", "x y")
    assert (three.precision, three.recall) == (1.0, 1.0)

    scores = metric.aggregate([one, two, three])
    assert scores.precision == pytest.approx((0.5 + 1.0) / 2)  # pages 1 and 3
    assert scores.recall == pytest.approx((0.5 + 0.0 + 1.0) / 3)  # all three
    assert scores.f1 == pytest.approx(2 * 0.75 * 0.5 / (0.75 + 0.5))  # 0.6: F1 of the means


def test_shingles_count_as_a_multiset() -> None:
    # "a a a a a" has the shingle "a a a a" twice; predicting it once finds half of it
    page = metric.score_page("a a a a a", "a a a a")
    assert (page.precision, page.recall) == pytest.approx((1.0, 0.5))


def test_long_and_short_pages_weigh_the_same() -> None:
    long_true = " ".join(f"w{i}" for i in range(400))
    long_page = metric.score_page(long_true, long_true)
    short_page = metric.score_page("a b c d e", "z z z z z")
    scores = metric.aggregate([long_page, short_page])
    assert scores.precision == pytest.approx(0.5)
    assert scores.recall == pytest.approx(0.5)


def test_an_images_alt_text_is_no_word_unless_asked_for() -> None:
    text = "The chart below shows sales.\n\n![Sales by quarter in the north](https://x.example/q.png)\n\nThe end."
    assert metric.markdown_words(text) == "The chart below shows sales.\nThe end."
    assert "Sales by quarter in the north" in metric.markdown_words(text, alt=True)
    truth = "The chart below shows sales. The end."
    assert metric.score_page(truth, text).precision == 1.0
    assert metric.score_page(truth, text, alt=True).precision < 1.0
