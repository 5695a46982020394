"""The compiled readings of class and id names (``_kernel.Names``, ``_kernel.PosterNames``) agree with the
Python rules on names built from the rules' own words.

``test_kernel``'s property test draws single characters from a small alphabet: almost none of its values
forms a word the rules know, so it compares the None verdict (1,999 of 2,000 drawn values) and not the
strong and weak verdicts, the boxes' words or a poster's name. Here the values are built from those words,
cased as pages case them (camelCase, upper case, capitalised), joined by the separators and digits class
names hold, with a letter that folds into ASCII and a NUL between.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from kotoba.web.extract import posters, rules
from tests.web.extract.test_kernel import _names_read_alike, needs_kernel

WORDS = sorted(
    rules.CONSENT_WORDS
    | rules.LAYOUT_WORDS
    | rules.STRONG_WORDS
    | rules.FURNITURE_WORDS
    | rules.CONTAINER_WORDS
    | rules.BOXED_STRONG
    | rules.BOXED_WEAK
    | posters.POSTER_WORDS
    | posters.NOT_NAME_WORDS
    | {"user", "name", "post", "entry"}
)
CASED = st.sampled_from(WORDS).flatmap(
    lambda word: st.sampled_from((word, word.capitalize(), word.upper(), f"{word}2", f"3{word}"))
)
JOINS = st.sampled_from(("", "-", "_", "--", " ", "  ", "\t", "1", "2024", ":", "\x00", "\u212a", "\u00e9"))
NAMES = st.lists(st.tuples(CASED, JOINS), max_size=5).map(
    lambda parts: "".join(word + join for word, join in parts)
)


def test_the_drawn_names_reach_every_verdict() -> None:
    # (the values below are worth comparing: each verdict and a poster's name are among them)
    found = {rules._names_verdict_here(value) for value in ("siteFooter", "related-posts", "article-body")}
    assert found == {rules.STRONG, rules.WEAK, None}
    assert posters._poster_name("byline__author") and not posters._poster_name("author-box")


@needs_kernel
@settings(max_examples=600, deadline=None)
@given(NAMES)
def test_names_made_of_the_rules_words_are_read_alike_compiled(value: str) -> None:
    _names_read_alike(value)
