"""Windows of a Markdown page: the first cut and every ``start`` window keep links whole, keep a code block
that opens late for the next window, and say so in the header when a long block is cut."""

from __future__ import annotations

from markdown_it import MarkdownIt

from kotoba.settings import Settings
from kotoba.tools.web_extract import (
    ENDS_IN_CODE_NOTE,
    EXCERPT_ENDS_IN_CODE_NOTE,
    EXCERPT_STARTS_IN_CODE_NOTE,
    STARTS_IN_CODE_NOTE,
    fenced_page,
    tool_result,
)
from kotoba.web.extract.article import Article
from kotoba.web.outcome import Link, PageRead
from kotoba.web.page import classify
from kotoba.web.window import find_in, window

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


def test_a_find_excerpt_cut_inside_a_code_block_says_where_the_block_begins_and_that_it_goes_on() -> None:
    code = "```go\n" + "\n".join(f"# step {n}\nrun({n})" for n in range(200)) + "\n```"
    text = PROSE + "\n\n" + code + "\n\n" + PROSE + "After the code, the needle in prose."
    page = read(text, 6000)
    found = find_in(page, "run(100)", 6000)
    (excerpt,) = found.excerpts
    opens = text.index("```go")
    assert excerpt.code_from == opens and excerpt.ends_in_code
    result = fenced_page(found)
    header = result.split(excerpt.text[:40])[0]
    assert EXCERPT_STARTS_IN_CODE_NOTE.format(start=opens) in header
    assert EXCERPT_ENDS_IN_CODE_NOTE.format(end=excerpt.end) in header
    # the offset the note gives reads the block from its fence
    block = window(page, opens, 6000)
    assert next(t.type for t in _MD.parse(block.text)) == "fence"
    # an excerpt in prose, after the block, says nothing of code
    prose = find_in(page, "the needle", 6000)
    assert prose.excerpts[0].code_from is None and not prose.excerpts[0].ends_in_code
    assert "code block" not in fenced_page(prose)


def test_a_plain_text_page_is_excerpted_as_it_is_with_no_code_note() -> None:
    text = "Line one of a plain file.\n" * 40 + "needle\n" + "Another plain line.\n" * 40
    page = classify(URL, URL, "direct", Article("", text), Settings(max_chars=6000), content_type="text/plain")
    assert isinstance(page, PageRead)
    found = find_in(page, "needle", 6000)
    assert "```" not in fenced_page(found) and "code block" not in fenced_page(found)
