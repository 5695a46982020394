"""A title the caller gives is read as far as a title read from the markup is (``TITLE_REACH``): a hostile
page's title of 140,000 characters is not searched whole by every title rule of the wall judge."""

from __future__ import annotations

from kotoba.web.verdict.walls import judge_walls
from kotoba.web.verdict.walls_markup import TITLE_REACH

SHOP = "Welcome to our shop. Browse the categories below to find what you need."


def test_a_given_title_names_a_wall_within_its_reach() -> None:
    verdict = judge_walls(article=SHOP, title="Page not found | Example Shop", url="https://shop.example/x")
    assert verdict is not None and verdict.kind == "soft404"


def test_a_given_title_is_not_read_past_its_reach() -> None:
    filler = "word " * (TITLE_REACH // 5)
    assert judge_walls(article=SHOP, title=f"{filler}| Page not found", url="https://shop.example/x") is None


def test_a_hostile_title_is_judged_as_its_first_part() -> None:
    title = "Page not found " + "x" * 140_000
    cut = title[:TITLE_REACH]
    url = "https://shop.example/x"
    assert judge_walls(article=SHOP, title=title, url=url) == judge_walls(article=SHOP, title=cut, url=url)
