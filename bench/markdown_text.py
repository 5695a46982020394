"""Markdown → its words, for the scorers: what a reader sees of a Markdown text, without its syntax.

The content F1 (``metric.py``) counts word tokens, so a link's address or a fence's language would count as
extracted words that the page never showed. Every Markdown answer — kotoba's and its peers' alike — is
parsed with a real CommonMark parser (markdown-it-py, with GFM tables) and only its text is kept: a link
keeps its text, an image its alt text, code its content; raw HTML keeps the text between its tags.
"""

from __future__ import annotations

import functools
import re
from typing import Any

_TAG = re.compile(r"<[^>]*>")


@functools.cache
def _parser() -> Any:
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"html": True}).enable("table")


def markdown_words(markdown: str) -> str:
    """The text of ``markdown``, one block a line."""
    out: list[str] = []
    for token in _parser().parse(markdown):
        if token.type == "inline":
            out.append(_inline_text(token.children or []))
        elif token.type in ("fence", "code_block"):
            out.append(token.content.rstrip("\n"))
        elif token.type == "html_block":
            out.append(_TAG.sub(" ", token.content))
    return "\n".join(piece for piece in out if piece.strip())


def _inline_text(children: list[Any]) -> str:
    parts: list[str] = []
    for child in children:
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
        elif child.type == "image":
            parts.append(_inline_text(child.children or []))
        elif child.type == "html_inline":
            parts.append(" ")
    return "".join(parts)
