"""bench/learned/unbelieved.py's reading of what a page declares about itself: an article by its Open Graph
type or a schema.org article type, and nothing else (a product, a website, a type named in a sentence)."""

from __future__ import annotations

from tests.bench.bench_script import load_script

unbelieved = load_script("learned/unbelieved.py", "bench_unbelieved")


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
