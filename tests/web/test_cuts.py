"""Where a window of Markdown ends: never inside a link, inside a code block only when it must (and says so)."""

from __future__ import annotations

from markdown_it import MarkdownIt

from kotoba.web.cuts import open_fence, safe_end

_MD = MarkdownIt("commonmark")


def test_a_cut_inside_a_link_moves_to_before_it() -> None:
    text = "word " * 30 + "see [the manual](https://example.org/a/very/long/path/to/the/manual.html) now"
    cut = text.index("long")
    end = safe_end(text, cut, limit=len(text))
    assert text[:end].endswith("see")
    assert "](" not in text[:end]


def test_a_cut_inside_a_code_block_that_opens_late_moves_to_before_it() -> None:
    text = "prose line\n" * 20 + "```python\n# a comment\nx = 1\ny = 2\n```\nafter"
    cut = text.index("x = 1")
    end = safe_end(text, cut, limit=cut + 10)
    window = text[:end]
    assert "```" not in window
    assert [t.type for t in _MD.parse(window) if t.type == "fence"] == []


def test_a_long_code_block_is_cut_inside_and_reported_open() -> None:
    code = "\n".join(f"line_{n} = {n}" for n in range(200))
    text = "intro\n\n```go\n" + code + "\n```\n\nafter"
    cut = text.index("line_150")
    end = safe_end(text, cut, limit=cut)
    assert end <= cut
    fence = open_fence(text, end)
    assert fence is not None and fence.line == "```go"
    assert open_fence(text, len(text)) is None  # closed by the end
    assert open_fence(text, text.index("after")) is None


def test_fences_in_lists_and_quotes_and_longer_fences_are_followed() -> None:
    text = "- item\n\n  ````md\n  ```\n  inner\n  ```\n  ````\n\n> ```sh\n> ls\n> ```\n"
    assert open_fence(text, text.index("inner")) is not None
    assert open_fence(text, text.index("> ```sh") - 1) is None
    assert open_fence(text, text.index("ls")) is not None
    assert open_fence(text, len(text)) is None


def test_inline_code_at_a_line_start_is_no_fence() -> None:
    text = "```a``` is code in a line\nmore text"
    assert open_fence(text, len(text)) is None
