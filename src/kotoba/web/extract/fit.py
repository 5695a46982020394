"""The extractor's fitted thresholds, read from ``fit.json``.

The numbers are not chosen by hand: ``bench/fit_extractor.py`` fits them on the development corpora with
leave-site-out cross-validation and writes the table, with the cross-validated scores that predict how they do
on sites never seen, beside it.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

TABLE = Path(__file__).with_name("fit.json")


@dataclass(frozen=True)
class Fit:
    """When the best candidate is no article: its score at most ``min_score`` (characters of prose net of
    boilerplate), or its share of the page's prose under ``min_share``. A block of at least ``min_repeat``
    characters that repeats an earlier one line for line is a responsive layout's second copy. A page with
    no article is read from its ``<main>`` when that holds at least ``min_main`` of the page's prose.
    """

    min_score: float
    min_share: float
    min_repeat: float = math.inf
    min_main: float = math.inf


def load(path: Path = TABLE) -> Fit:
    data = json.loads(path.read_text(encoding="utf-8"))
    optional = {key: float(data[key]) for key in ("min_repeat", "min_main") if key in data}
    return Fit(float(data["min_score"]), float(data["min_share"]), **optional)


FIT = load()
