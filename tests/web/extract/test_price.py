"""A product's price reaches the model: the trim of the lines before the text's first paragraph keeps it.

Before a story's first paragraph stand its byline, date and share buttons, which the trim drops; before a
product's description stand its name, its price and its stock line. The pages are written for these tests
in the shape WooCommerce's Storefront theme gives a product (the price in ``p.price`` above the short
description, the quantity box and the cart button after); the read goes through a real HTTP server on
loopback, through the documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from kotoba.web.extract.lines import PRICE
from tests.support.served import shown_served

DESCRIPTION = (
    "A roll-top pack welded from heavy tarpaulin, with a padded laptop sleeve, reflective strips and a "
    "chest strap. Every pack is checked by hand before it leaves the workshop and comes with a care card."
)
DETAILS = [
    "The main compartment holds forty litres and closes with a triple roll and a side buckle, so that a day of "
    "rain on a bicycle leaves the laptop and the lunch inside dry.",
    "The back panel is padded with closed-cell foam and ventilated by two channels; the shoulder straps are "
    "wide, curved and adjustable at both ends, with a sternum strap that slides.",
    "Reflective strips run down both sides and across the front, and a loop at the base takes a rear light. "
    "The pack is welded, not sewn, so there are no stitch holes for water to find.",
]
MENU = "".join(f"<li><a href='/c/{i}'>Category number {i}</a></li>" for i in range(8))
FOOTER = "".join(f"<li><a href='/f/{i}'>Footer link {i}</a></li>" for i in range(12))


def _product(price: str) -> str:
    return (
        "<!DOCTYPE html><html><head><title>Harbour Pro 40L Backpack – Quay Store</title></head><body>"
        f"<header class='site-header'><a href='/'>Quay Store</a><nav><ul>{MENU}</ul></nav></header>"
        "<main id='main'><div class='product type-product'><div class='summary entry-summary'>"
        "<h1 class='product_title entry-title'>Harbour Pro 40L Backpack</h1>"
        f"<p class='price'><span class='woocommerce-Price-amount amount'><bdi>{price}</bdi></span></p>"
        "<p class='stock in-stock'>In stock</p>"
        f"<div class='woocommerce-product-details__short-description'><p>{DESCRIPTION}</p></div>"
        "<form class='cart'><input type='number' name='quantity' value='1'><button>Add to cart</button></form>"
        "<div class='product_meta'><span class='sku_wrapper'>SKU: <span class='sku'>HP-40</span></span></div>"
        "</div><div class='woocommerce-tabs'><div class='panel entry-content' id='tab-description'><h2>Description</h2>"
        + "".join(f"<p>{line}</p>" for line in DETAILS)
        + "</div></div></div><section class='related products'><h2>Related products</h2><ul>"
        + "".join(
            f"<li><a href='/p/{i}'><h2>Other bag {i}</h2><span class='price'>£19.00</span></a></li>"
            for i in range(4)
        )
        + f"</ul></section></main><footer><ul>{FOOTER}</ul><p>© 2026 Quay Store</p></footer></body></html>"
    )


@pytest.mark.parametrize("price", ["£89.00", "$42.50", "34,90 €", "89,000원", "¥12,800", "₹3,100"])
@pytest.mark.parametrize("extractor", ["auto", "kotoba"])
def test_the_price_above_the_description_is_kept(price: str, extractor: str) -> None:
    article = extract_article(_product(price), url="https://shop.example/p/hp-40", extractor=extractor)
    assert DESCRIPTION in article.text
    assert price in article.text
    assert article.text.index(price) < article.text.index(DESCRIPTION)
    assert "Other bag" not in article.text and "Footer link" not in article.text


@pytest.mark.parametrize(
    ("line", "priced"),
    [
        ("£89.00", True),
        ("Sale price $74.95", True),
        ("From $2.65 per meal", True),
        ("1 299 Kč", True),
        ("By Helen Marsh · March 4, 2026", False),
        ("1,800 trips a day", False),
        ("2026年3月4日", False),
        ("Posts: 120", False),
    ],
)
def test_a_price_line_is_an_amount_with_its_currency(line: str, priced: bool) -> None:
    assert (PRICE.search(line) is not None) is priced


def test_a_story_s_dateline_and_byline_are_still_trimmed() -> None:
    story = "".join(f"<p>{DESCRIPTION} Paragraph {i} of the story goes on.</p>" for i in range(6))
    html = (
        "<html><head><title>Packs</title></head><body><main><article><h1>Packs</h1><p class='meta'>By Ann Cole"
        f"</p><p class='date'>March 4, 2026</p><div class='story'>{story}</div></article></main></body></html>"
    )
    text = extract_article(html, url="https://news.example/packs", extractor="kotoba").text
    assert text.startswith(DESCRIPTION) and "Ann Cole" not in text


async def test_the_model_is_shown_the_price() -> None:
    shown = await shown_served(_product("£89.00"), "/p/hp-40")
    assert "£89.00" in shown and DESCRIPTION in shown
