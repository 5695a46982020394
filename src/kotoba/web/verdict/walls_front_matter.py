"""A Markdown page's front matter: the block of settings a site generator (Jekyll, Hugo, Eleventy, Docusaurus)
reads from a page's top, between two ``---`` lines, before it renders the page.

A reader shown the rendered page sees its ``title:`` as the page's title and none of its other settings (a
``description:`` is the page's summary for search engines, a ``layout:`` or ``permalink:`` machinery). A page
read as its repository stores it carries the block as its first lines, so that its headline is a line of
settings ("title: Page déplacée ou supprimée") and its title empty: the rules read the title the block
declares, unquoted as front matter mostly writes it, and the page's text without the block. Only a block that
opens the text, closes within :data:`MATTER_CHARS` and holds nothing but ``key: value`` lines is one.
"""

from __future__ import annotations

import re
from typing import NamedTuple

# a block that has not closed by here is not front matter (and no more of a hostile text is searched)
MATTER_CHARS = 2000
# a title longer than this is not a page's title
TITLE_CHARS = 200
_OPENS = re.compile(r"\A---[ \t]*\r?\n")
_CLOSES = re.compile(r"^---[ \t]*$", re.MULTILINE)
# a setting, a list item under one (its dash dropped where the words are read without Markdown's marks, a
# word alone), a comment, or a blank line: what a YAML front matter holds
_SETTING = re.compile(r"[ \t]*(?:[A-Za-z_][\w-]{0,60}[ \t]*:(?:[ \t].*)?|-[ \t].*|#.*|[^\s:]{1,60})?[ \t]*")
_TITLE = re.compile(r"^title[ \t]*:[ \t]*(.+)$", re.MULTILINE)
_QUOTED = re.compile(r"""\A(["'])(.*)\1\Z""")


class FrontMatter(NamedTuple):
    """What a page's front matter declares for the rules: its ``title`` ("" where it declares none) and the
    ``body``, the text after the block."""

    title: str
    body: str


def front_matter(text: str) -> FrontMatter | None:
    """The front matter ``text`` opens with (see the module docstring), or None."""
    opened = _OPENS.match(text)
    if opened is None:
        return None
    closed = _CLOSES.search(text, opened.end(), MATTER_CHARS)
    if closed is None:
        return None
    block = text[opened.end() : closed.start()]
    if not all(_SETTING.fullmatch(line) for line in block.splitlines()):
        return None
    found = _TITLE.search(block)
    title = found.group(1).strip() if found is not None else ""
    quoted = _QUOTED.match(title)
    if quoted is not None:
        title = quoted.group(2).strip()
    return FrontMatter(title[:TITLE_CHARS], text[closed.end() :].strip())
