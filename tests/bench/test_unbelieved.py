"""bench/learned/unbelieved.py's reading of what a page declares about itself: an article by its Open Graph
type or a schema.org article type, and nothing else (a product, a website, a type named in a sentence)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_BENCH = Path(__file__).resolve().parents[2] / "bench"
_spec = importlib.util.spec_from_file_location("bench_unbelieved", _BENCH / "learned" / "unbelieved.py")
assert _spec is not None and _spec.loader is not None
unbelieved = importlib.util.module_from_spec(_spec)
sys.modules["bench_unbelieved"] = unbelieved
_path, _modules = list(sys.path), set(sys.modules)
try:
    _spec.loader.exec_module(unbelieved)
finally:
    # The script imports its folder's modules by plain names (``data``, ``metric``) that other bench folders
    # use too (the wall model's ``data``): they are not left behind for another test to import by mistake.
    sys.path[:] = _path
    for _name in set(sys.modules) - _modules:
        if Path(getattr(sys.modules[_name], "__file__", None) or "/").resolve().is_relative_to(_BENCH):
            del sys.modules[_name]


def test_an_open_graph_article_type_is_declared_in_either_attribute_order() -> None:
    assert unbelieved.declares_article('<meta property="og:type" content="article">')
    assert unbelieved.declares_article("<meta content='Article ' property='og:type'/>")
    assert unbelieved.declares_article('<meta name="og:type" content="article">')
    assert not unbelieved.declares_article('<meta property="og:type" content="website">')
    assert not unbelieved.declares_article('<meta property="og:title" content="article">')


def test_a_schema_org_article_type_is_declared_in_json_ld_or_microdata() -> None:
    ld = '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "NewsArticle"}</script>'
    assert unbelieved.declares_article(ld)
    assert unbelieved.declares_article(
        '<script type="application/ld+json">{"@type": ["BlogPosting"]}</script>'
    )
    assert unbelieved.declares_article('<div itemscope itemtype="https://schema.org/Article">')
    assert not unbelieved.declares_article('<script type="application/ld+json">{"@type": "Product"}</script>')
    # a type named outside JSON-LD is no declaration
    assert not unbelieved.declares_article('<p>"@type": "Article"</p>')
