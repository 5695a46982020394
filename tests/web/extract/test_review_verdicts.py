"""A review's verdict line ("Recommended: yes", "Recommended: No") is the review's, not a teaser of another story.

News sites set between a story's paragraphs a teaser of another story ("Recommended: <its title>"), which the
rules drop as a label of the page. A review prints the same label over its verdict: "Recommended: yes",
"Recommended: No, not at this price", a yes or a no where a teaser puts a headline. That line is the answer
the review was written to give, and stays. The page is written for these tests in the shape a review
site's gives.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article

REVIEW = [
    "The trail shoe weighs 290 grams in a men's size nine and has a four millimetre drop, with a rock plate "
    "under the forefoot and lugs that held well on wet chalk and on the loose gravel of the long descents.",
    "Over six weeks and about 300 kilometres the upper showed no wear, though the laces came undone twice on "
    "the first long run until we tied them with a double knot and tucked them under the tongue.",
    "The cushioning is firm for the first twenty kilometres and softens after, which suits runners who like "
    "to feel the ground; those who want a soft ride on the road between trails should look elsewhere.",
    "Grip on wet roots was the one weakness we found: the lugs are shallow at the heel, and on a steep wooded "
    "descent after rain we slid more than once where the older model had held without any trouble at all.",
]
TEASER = "Harbour board names new chair after a year without one"


def _page(verdict: str) -> str:
    # the review's facts over its body, the price and the verdict, as a review site sets them after its intro
    paras = [f"<p>{words}</p>" for words in REVIEW]
    paras.insert(1, f"<p><strong>Price:</strong> £120</p>{verdict}")
    return (
        "<html><head><title>Trail shoe review</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/reviews'>Reviews</a></nav>"
        f"<article><h1>Trail shoe review</h1><div class='body'>{''.join(paras)}</div></article>"
        "<footer><p>The Running Desk</p></footer></body></html>"
    )


@pytest.mark.parametrize(
    ("verdict", "words"),
    [
        ("<p><strong>Recommended:</strong> Yes</p>", "Recommended: Yes"),
        ("<p><strong>Recommended:</strong> yes, for anyone who runs trails.</p>", "yes, for anyone who runs"),
        ("<p>Recommended: No, not at this price</p>", "Recommended: No, not at this price"),
    ],
)
@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_a_reviews_verdict_stays(verdict: str, words: str, extractor: str) -> None:
    text = extract_article(_page(verdict), extractor=extractor, format="text").text
    assert REVIEW[0] in text and REVIEW[-1] in text
    assert words in text


@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_a_teaser_so_labelled_still_goes(extractor: str) -> None:
    paras = [f"<p>{words}</p>" for words in REVIEW]
    paras.insert(1, f"<p><strong>Recommended:</strong> <a href='/news/chair'>{TEASER}</a></p>")
    page = (
        "<html><head><title>Trail shoe review</title></head><body><article><h1>Trail shoe review</h1>"
        f"<div class='body'>{''.join(paras)}</div></article></body></html>"
    )
    text = extract_article(page, extractor=extractor, format="text").text
    assert REVIEW[0] in text and REVIEW[-1] in text
    assert TEASER not in text
