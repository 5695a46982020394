"""A control's words left on a line of their own go: a toggle's "read less read more", a comment's row of
actions ("reply | flag").

A course page folds each section behind a toggle whose two states are both in the markup ("read less",
"read more"), read without the stylesheet as one line under every section; a discussion prints under each
comment its actions as links in a row ("reply | flag", "Reply · Report"). Neither says anything of the
page's content. A sentence that starts with the same words ("Read more about the county's plan in our
guide.") stays. The pages are written for these tests in the shape such sites give; the read goes through
a real HTTP server on loopback.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

SECTIONS = [
    (
        "Who it is for",
        "The course is for developers who want to learn the rules of the road of open source, whether they "
        "are new to it or have written only closed code so far in their careers.",
    ),
    (
        "What you will learn",
        "You will learn why projects choose the licences they do, how to take part in a project's work without "
        "stepping on its maintainers' toes, and how to keep a project alive for years.",
    ),
    (
        "What it prepares you for",
        "The course prepares you to use open source in your own work in a way that is sustainable and that "
        "keeps within each licence, and to give back to the projects you depend on.",
    ),
]
COMMENTS = [
    "I took the course last spring and the part on licences was the most useful hour of training I have had "
    "in years; the quizzes at the end of each chapter are worth doing properly.",
    "The chapter on keeping a project alive could be longer, but the reading list it ends with covers the "
    "rest, and the examples from real projects made the advice easy to follow.",
    "Read more about the county's plan in our guide to the courses the library pays for this year.",
]


def _page(toggle: str, actions: str) -> str:
    sections = "".join(
        f"<div class='section'><h2>{title}</h2><div class='collapsible'><p>{words}</p></div>"
        f"<div class='toggle'><span class='less'>{toggle.split('|')[0]}</span> "
        f"<span class='more'>{toggle.split('|')[1]}</span></div></div>"
        for title, words in SECTIONS
    )
    comments = "".join(
        f"<div class='comment'><p>{words}</p><div class='actions'>"
        + " | ".join(f"<a href='/c/{n}/{action}'>{action}</a>" for action in actions.split("|"))
        + "</div></div>"
        for n, words in enumerate(COMMENTS)
    )
    return (
        "<html><head><title>Open source basics</title></head><body><nav><a href='/'>Home</a></nav>"
        f"<main><h1>Open source basics</h1>{sections}<h2>Comments</h2>{comments}</main>"
        "<footer><p>© The Academy</p></footer></body></html>"
    )


@pytest.mark.parametrize("toggle", ["read less|read more", "Show less|Show more"])
@pytest.mark.parametrize("actions", ["reply|flag", "Reply|Report|Share"])
@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_control_s_words_go(toggle: str, actions: str, format: str) -> None:
    text = extract_article(_page(toggle, actions), format=format).text
    assert all(words in text for _, words in SECTIONS) and all(words in text for words in COMMENTS)
    lines = [line.strip() for line in text.splitlines()]
    assert toggle.replace("|", " ") not in lines
    assert not any(line.lower().startswith(actions.split("|")[0].lower() + " |") for line in lines)


async def test_the_model_is_shown_the_page_without_the_controls() -> None:
    shown = await shown_served(_page("read less|read more", "reply|flag"), "/courses/open-source")
    assert COMMENTS[-1] in shown and "read less read more" not in shown and "reply | flag" not in shown
