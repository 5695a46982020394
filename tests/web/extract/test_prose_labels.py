"""A label of the page on a line of its own inside a block judged prose goes all the same.

Some sites set a whole story in one block, its lines apart by line breaks: the headline, "Published on
May 02, 2024 07:44 PM IST", the paragraphs, a "Read more" under a teaser, "Sponsored" over a promoted one.
Such a line was dropped wherever it stood as a block of its own, but kept inside a block judged prose. The
line is a label however it is marked up. A line of "…" (a story's break) and a line of code stay. The pages
are written for these tests in the shape such sites give; the read goes through a real HTTP server on
loopback.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

STORY = [
    "The county's libraries lent more e-books than printed books for the first time last year, and the "
    "librarians we spoke to expect the gap to widen as the last of the branch budgets moves online.",
    "Most of the change came from readers over sixty, who had been the slowest to take to the app. Classes "
    "held in the branches on Saturday mornings taught about four thousand of them how to borrow from home.",
    "Printed books still lead in the children's rooms, where parents say they want their children to turn "
    "real pages. Picture books were the only printed books whose loans rose over the year.",
]
TEASERS = [
    (
        "Branch hours change in spring",
        "The three smaller branches will close on Mondays from April, the board said.",
    ),
    ("Saturday classes return", "The Saturday morning classes for new borrowers start again in the autumn."),
]
LABELS = ["Read more", "Sponsored", "5 min read", "Published on May 02, 2024 07:44 PM IST"]


def _page(label: str) -> str:
    teasers = "".join(f"<br><b>{title}</b><br>{words}<br>{label}" for title, words in TEASERS)
    return (
        "<html><head><title>E-books overtake print at the library</title></head><body>"
        "<div class='top'><a href='/'>The Courier</a> <a href='/news'>News</a></div>"
        "<div class='page'><div class='story'>E-books overtake print at the library<br>"
        f"{label}<br>{STORY[0]}<br>…<br>{STORY[1]}<br>{STORY[2]}{teasers}</div></div>"
        "<div class='bottom'><p>© The Courier</p></div></body></html>"
    )


@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_label_on_its_own_line_in_a_prose_block_goes(label: str, format: str) -> None:
    text = extract_article(_page(label), format=format).text
    assert all(words in text for words in STORY)
    assert label not in text.splitlines()


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_break_of_dots_in_the_story_stays(format: str) -> None:
    lines = extract_article(_page("Read more"), format=format).text.splitlines()
    assert "…" in lines


def test_code_that_reads_as_a_label_stays() -> None:
    html = (
        "<html><head><title>Closing a block</title></head><body><article><h1>Closing a block</h1>"
        f"<p>{STORY[0]}</p><pre><code>if ready:\n    go()\nprint\n}}</code></pre><p>{STORY[1]}</p>"
        "</article></body></html>"
    )
    text = extract_article(html, format="text").text
    assert "print" in text.splitlines() and "}" in text.splitlines()


async def test_the_model_is_shown_the_story_without_the_label() -> None:
    shown = await shown_served(_page("Read more"), "/news/e-books")
    assert STORY[-1] in shown and "Read more" not in shown
