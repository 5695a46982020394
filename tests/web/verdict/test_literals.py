"""The judges' one-pass literal search finds exactly what ``literal in text`` finds, so no verdict moves."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from kotoba.web.content import body_markup
from kotoba.web.verdict import blockpage, walls, walls_markup, walls_shapes
from kotoba.web.verdict.literals import LiteralSet
from kotoba.web.verdict.walls_rules import PAYWALL_NEEDLES

from .blockpages import corpus as blockpages
from .walls import corpus as wall_pages

# Letters that make literals overlap and nest, a multi-byte character, one outside the BMP, and a lone
# surrogate (a str may hold one; its UTF-8 is written with surrogatepass)
ALPHABET = st.sampled_from(["a", "b", "c", "é", "\u3042", "\U0001d11e", "\ud800", "<", '"'])
TEXT = st.lists(ALPHABET, max_size=40).map("".join)


@given(st.lists(TEXT, max_size=8), TEXT)
def test_a_literal_is_found_exactly_where_it_is_in_the_text(literals: list[str], text: str) -> None:
    found = LiteralSet(literals).found_in(text)
    if not any(literals):
        assert found is None  # nothing to search for: the judges search literal by literal
    else:
        assert found == {literal for literal in literals if literal in text}


def test_without_the_one_pass_search_there_is_no_answer_and_the_judges_search_one_by_one() -> None:
    assert LiteralSet(["captcha"], one_pass=False).found_in("captcha") is None


def markups() -> list[str]:
    """The markup of every page of the block-page and wall corpora (the reader services' texts aside)."""
    found = [page.body.decode("utf-8", "replace") for page in blockpages.load() if not page.via_reader]
    found += [markup for page in wall_pages.load() if (markup := body_markup(page.fetched))]
    return found


def test_the_block_page_judge_finds_the_same_marks_in_every_corpus_page() -> None:
    needles = blockpage._MARKUP_LITERALS.literals
    pages = markups()
    assert len(pages) > 100
    held_somewhere = set()
    for markup in pages:
        literals = blockpage._Literals(markup)
        held = {needle for needle in needles if literals.has(needle)}
        assert held == {needle for needle in needles if needle in markup}
        held_somewhere |= held
    assert len(held_somewhere) > 10  # the corpus's challenges do carry the marks


def test_the_wall_judge_reads_the_same_markup_around_a_paywall_notice() -> None:
    one_by_one = LiteralSet(PAYWALL_NEEDLES, one_pass=False)
    read = 0
    for markup in markups():
        window = walls_markup.markup_window(markup)
        around = list(walls._around(window, walls._PAYWALL_NEEDLES))
        assert around == list(walls._around(window, one_by_one))
        read += bool(around)
    assert read > 5  # pages with a notice in their markup were read around it


def test_an_install_searches_in_one_pass() -> None:
    """``ahocorasick-rs`` is a dependency, not an option: an install without it would judge every page at the
    old literal-by-literal cost, so a missing or broken one fails here rather than slowing reads unseen."""
    assert LiteralSet(["ontinue reading"]).found_in("Continue reading") == frozenset({"ontinue reading"})



def test_the_wall_judge_finds_the_same_barrier_needles_in_every_corpus_page() -> None:
    held_somewhere = 0
    for markup in markups():
        words = walls_markup.visible(walls_markup.markup_window(markup)).lower()
        for _rules, needles in walls_shapes.BARRIER_SAYINGS:
            one_by_one = LiteralSet(needles.literals, one_pass=False)
            assert walls_shapes.may_say(words, needles) == walls_shapes.may_say(words, one_by_one)
            held_somewhere += walls_shapes.may_say(words, needles)
    assert held_somewhere > 100  # the corpus's pages do hold the kinds' words
