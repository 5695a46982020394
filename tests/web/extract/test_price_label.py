"""A price's label for screen readers and the price stay two words: "Regular price £89.00".

Shopify's themes write a product's price as ``<span class="visually-hidden">Regular price</span><span
class="price-item">£89.00</span>``: the label is read aloud by a screen reader and, without the stylesheet, the
two spans touch, so the label ran into the amount ("Regular price£89.00"). A currency sign starts an amount,
never the rest of a word, so it is set apart like a capital or a digit; a sign inside a text node is the
page's own spacing and stays as written. The page is written for this test in the shape Shopify's Dawn theme
gives a product; the read goes through a real HTTP server on loopback, through the documented allow-list.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

DESCRIPTION = (
    "A roll-top pack welded from heavy tarpaulin, with a padded laptop sleeve, reflective strips and a "
    "chest strap. Every pack is checked by hand before it leaves the workshop and comes with a care card."
)
MORE = (
    "The main compartment holds forty litres and closes with a triple roll and a side buckle, so that a day "
    "of rain on a bicycle leaves the laptop and the lunch inside dry."
)


def _product(amount: str) -> str:
    return (
        "<!DOCTYPE html><html><head><title>Harbour Pro 40L Backpack – Quay Store</title></head><body>"
        "<header class='header'><a href='/'>Quay Store</a></header><main id='MainContent'>"
        "<section class='product'><div class='product__info-container'>"
        "<h1>Harbour Pro 40L Backpack</h1><div class='price'><div class='price__regular'>"
        "<span class='visually-hidden visually-hidden--inline'>Regular price</span>"
        f"<span class='price-item price-item--regular'>{amount}</span></div></div>"
        "<div class='product__tax caption'>Tax included.</div>"
        f"<div class='product__description rte'><p>{DESCRIPTION}</p><p>{MORE}</p></div>"
        "</div></section></main><footer><p>© 2026 Quay Store</p></footer></body></html>"
    )


@pytest.mark.parametrize("amount", ["£89.00", "$42.50", "€34,90", "₩89,000", "¥1,200"])
def test_a_price_label_and_its_amount_are_two_words(amount: str) -> None:
    article = extract_article(_product(amount), url="https://quay.example/products/pro-40")
    assert f"Regular price {amount}" in article.text
    assert f"price{amount}" not in article.text


@pytest.mark.parametrize(
    ("html", "text"),
    [
        (
            "<p>A pass <i>costs</i><span>$5</span> and is sold by the harbour office every weekday.</p>",
            "costs $5",
        ),
        (
            "<p>It costs US$5 at the kiosk, and the harbour office sells it on every weekday morning.</p>",
            "US$5",
        ),
        (
            "<p>Write <code>price<span>$x</span></code> in the template, and the shop fills it in.</p>",
            "price$x",
        ),
    ],
)
def test_a_currency_sign_is_set_apart_only_where_elements_touch(html: str, text: str) -> None:
    page_html = f"<html><head><title>Prices</title></head><body><main>{html}</main></body></html>"
    assert text in extract_article(page_html, url="https://quay.example/", extractor="kotoba").text


async def test_the_model_is_shown_the_labelled_price() -> None:
    shown = await shown_served(_product("£89.00"), "/products/pro-40")
    assert "Regular price £89.00" in shown and DESCRIPTION in shown
