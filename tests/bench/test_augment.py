"""bench/learned/augment.py: a believed article page grown into one whose story holds under the rules' share,
its story still the best candidate and still the gold, the same pages from the same training set."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_BENCH = Path(__file__).resolve().parents[2] / "bench"
_path, _modules = list(sys.path), set(sys.modules)
try:
    sys.path.insert(0, str(_BENCH / "learned"))
    _spec = importlib.util.spec_from_file_location("bench_augment", _BENCH / "learned" / "augment.py")
    assert _spec is not None and _spec.loader is not None
    augment = importlib.util.module_from_spec(_spec)
    sys.modules["bench_augment"] = augment
    _spec.loader.exec_module(augment)
    import data  # the same module augment.py reads its Sample from
finally:
    # The scripts import their folder's modules by plain names (``data``, ``corpus``) that other bench
    # folders use too: they are not left behind for another test to import by mistake.
    sys.path[:] = _path
    for _name in set(sys.modules) - _modules - {"bench_augment"}:
        if Path(getattr(sys.modules[_name], "__file__", None) or "/").resolve().is_relative_to(_BENCH):
            del sys.modules[_name]

_NAV = "".join(f'<li><a href="/s{i}">Section {i}</a></li>' for i in range(12))


def _sentences(topic: str, count: int) -> list[str]:
    """Sentences of which every four words name ``topic``: no two topics' texts share a shingle."""
    return [
        f"The {topic} council met, and {topic} members agreed on {topic} day {i} after {topic} debate, "
        f"that {topic} plan {i} for {topic} roads and {topic} homes should {topic} proceed soon, {topic} "
        f"officials said, before {topic} elections next {topic} year."
        for i in range(count)
    ]


def _sample(topic: str, site: str) -> object:
    paragraphs = _sentences(topic, 12)
    story = "".join(f"<p>{p}</p>" for p in paragraphs)
    html = (
        f"<html><head><title>{topic}</title></head><body><ul>{_NAV}</ul>"
        f"<div><h1>{topic} news</h1>{story}</div><footer>(c) {site}</footer></body></html>"
    )
    page = data.Page(f"{topic}-page", f"https://{site}/story", html, "\n\n".join(paragraphs), "article")
    sample = data.Sample("dev", page, site, "en", topic)
    data.label(sample)
    return sample


def test_a_believed_story_is_grown_below_the_rules_share_and_keeps_its_gold() -> None:
    topics = "harbour railway library museum bridge market school garden castle river forest airport".split()
    train = [_sample(topic, f"{topic}.example") for topic in topics]  # donors enough for a page's rivals
    made = augment.augment(train)
    assert made, "no page grown"
    for page in made:
        assert page.page.key.endswith("~grown")
        source = next(s for s in train if page.page.key.startswith(s.page.key))
        assert page.page.truth == source.page.truth  # the label is the source's gold
        assert not page.rows[0][augment._BELIEVES]  # the rule pass believes no article any more
        own = source.site.split(".")[0]
        assert own in page.page.html and len(page.page.html) > len(source.page.html)
    augment._MADE.clear()  # made again from the same pages, in another order: the same pages, byte for byte
    assert [p.page.html for p in augment.augment(train[::-1])] == [p.page.html for p in made]
