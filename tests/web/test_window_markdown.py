"""Windows of a Markdown page: the first cut and every ``start`` window keep links whole, keep a code block
that opens late for the next window, and say so in the header when a long block is cut."""

from __future__ import annotations

from markdown_it import MarkdownIt

from kotoba.settings import Settings
from kotoba.tools.web_extract import ENDS_IN_CODE_NOTE, STARTS_IN_CODE_NOTE, fenced_page, tool_result
from kotoba.web.extract.article import Article
from kotoba.web.outcome import Link, PageRead
from kotoba.web.page import classify
from kotoba.web.window import window

_MD = MarkdownIt("commonmark")
URL = "https://docs.example.org/guide"
PROSE = "The guide explains each step in its own words, one sentence after another. " * 10


def read(text: str, limit: int, links: tuple[Link, ...] = ()) -> PageRead:
    outcome = classify(URL, URL, "direct", Article("Guide", text, links=links), Settings(max_chars=limit))
    assert isinstance(outcome, PageRead)
    return outcome


def test_the_first_window_never_ends_inside_a_link() -> None:
    link = "[the manual](https://docs.example.org/a/long/path/to/the/manual/page.html)"
    text = PROSE + "See " + link + " for the rest. " + PROSE
    limit = len(PROSE) + 30  # the cap falls inside the link's address
    page = read(text, limit, (Link("https://docs.example.org/a/long/path/to/the/manual/page.html", "the manual"),))
    assert page.text.endswith("See")
    assert tool_result(page).links == ()  # not shown, so not yet followable
    rest = window(page, page.end, limit)
    assert rest.text.lstrip().startswith("[the manual](")
    assert tool_result(rest).links == ("https://docs.example.org/a/long/path/to/the/manual/page.html",)


def test_a_code_block_that_opens_late_waits_for_the_next_window() -> None:
    code = "```python\n# a comment, not a heading\nx = 1\n```"
    text = PROSE + "\n\n" + code + "\n\n" + PROSE
    page = read(text, len(PROSE) + 20)
    assert "```" not in page.text and not page.ends_in_code
    rest = window(page, page.end, len(PROSE) + 60)
    assert [t.type for t in _MD.parse(rest.text) if t.type in ("fence", "heading_open")] == ["fence"]


def test_a_long_code_block_is_cut_and_both_windows_say_so() -> None:
    code = "```go\n" + "\n".join(f"# step {n}\nrun({n})" for n in range(200)) + "\n```"
    text = "Intro.\n\n" + code + "\n\nAfter the code."
    page = read(text, 1000)
    assert page.ends_in_code and not page.starts_in_code
    header = fenced_page(page).split("<<<")[0]
    assert ENDS_IN_CODE_NOTE in header and STARTS_IN_CODE_NOTE not in header
    rest = window(page, page.end, 1000)
    assert rest.starts_in_code and rest.ends_in_code
    header = fenced_page(rest).split("<<<")[0]
    assert STARTS_IN_CODE_NOTE in header and ENDS_IN_CODE_NOTE in header
    last = window(page, len(text) - 200, 1000)
    assert last.starts_in_code and not last.ends_in_code
    assert ENDS_IN_CODE_NOTE not in fenced_page(last)


def test_plain_prose_windows_carry_no_code_note() -> None:
    page = read(PROSE * 5, 1000)
    assert not page.ends_in_code and STARTS_IN_CODE_NOTE not in fenced_page(window(page, page.end, 1000))
