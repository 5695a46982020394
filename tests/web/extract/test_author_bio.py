"""A story is read without an author's bio set as one paragraph.

"About the author: Ann Lee covers the county's libraries …" under a story is the site's, not the story. (A
byline alone under the headline, "By Ann Lee", stays where the rules leave it: the research corpora's readers
disagree on it, CleanEval's keeping it and GoogleNews's mostly leaving it out.) The page is written for this
test in the shape such blogs give.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article

STORY = [
    "The county's libraries lent more e-books than printed books for the first time last year, and the "
    "librarians expect the gap to widen as the last of the branch budgets moves online.",
    "By 2030 the smallest branch, in the old school on Mill Lane, will close, and its books will go to the "
    "mobile library that already stops in the village twice a week.",
    "Readers who still want printed books can ask for them online and collect them at any branch; the "
    "service is free, and most books arrive within three days.",
    "The librarians say the change began in the first winter of the pandemic, when the branches closed for "
    "four months and the e-book service was the only one the county could keep running.",
    "Borrowing of e-books tripled that winter and has not fallen back since, while printed loans have "
    "recovered to about two thirds of what they were before the branches closed.",
    "Audiobooks have grown fastest of all: they now make up a quarter of digital loans, most of them borrowed "
    "by readers over sixty who listen while they drive, garden or walk the dog.",
]
BIO = (
    "About the author: Ann Lee covers the county's libraries, schools and parks, and has written for the "
    "paper since 2011."
)


def _story() -> str:
    return (
        "<html><head><title>E-books overtake print</title></head><body><main><article>"
        "<h1>E-books overtake print</h1>"
        + "".join(f"<p>{words}</p>" for words in STORY)
        + f"<p>{BIO}</p></article></main></body></html>"
    )


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_story_is_read_without_its_author_s_bio(format: str) -> None:
    text = extract_article(_story(), url="https://news.example/e-books", format=format).text
    assert all(words in text for words in STORY)
    assert "About the author" not in text and "Ann Lee covers" not in text
