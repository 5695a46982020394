"""Inline Markdown: page text escaped so that it stays text, links, inline code, and code blocks' fences.

Escaping is what keeps the page's shape honest. A line of page text that starts with ``#`` would read as a
heading indistinguishable from the page's own, a ``*`` or ``[`` in prose would open emphasis or a link that
the page never made, and ``<b>`` written as text would become markup. So every character that CommonMark
would read as syntax is escaped where it would be read so, and nothing else is, since every escape costs a
character of the model's budget.

Links are resolved against the page's address (or its ``<base href>``); a ``javascript:`` or fragment-only
link is not a link, and a heading's permalink mark (``¶``, ``#``, ``🔗``) is not text.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Set
from dataclasses import dataclass, field
from types import ModuleType
from urllib.parse import urldefrag, urljoin, urlsplit

from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel
from kotoba.web.extract.images import alt_text, source
from kotoba.web.extract.rules import BLOCK_TAGS
from kotoba.web.outcome import Link

CODE_TAGS = frozenset(("code", "kbd", "samp", "tt"))
# Strong text is marked: a warning's "Note:", a key term, a listing's bold lead-in. Italics are not: they
# mark titles and foreign words more than meaning, and each pair costs characters of the model's budget.
BOLD_TAGS = frozenset(("strong", "b"))
# Classes of the line numbers beside or inside a code block (Pygments, Chroma, Rouge, highlight.js, Prism).
LINE_NUMBER_CLASSES = frozenset(
    "linenos lineno linenodiv linenumber line-number line-numbers line-numbers-rows lnt ln gutter "
    "rouge-gutter hljs-ln-numbers code-line-number".split()
)
# A link whose whole text is one of these marks, pointing into the page, is a heading's permalink.
PERMALINK_MARKS = frozenset(("", "¶", "#", "§", "🔗", "⚓", "⚓︎", "link", "permalink", "anchor", "¶#"))
PERMALINK_CLASSES = frozenset(
    "headerlink anchor anchorjs-link hash-link header-anchor heading-anchor anchor-link permalink "
    "zola-anchor heading-link".split()
)
# Words a code block's class names its language with: language-py, lang-js, highlight-python, brush: ruby.
_LANGUAGE_CLASS = re.compile(
    r"^(?:language|lang|highlight-source|highlight|brush)[-:]([A-Za-z0-9_+#.-]{1,30})$"
)
_NO_LANGUAGE = frozenset("none default nohighlight plain plaintext text txt notranslate".split())
# Languages a code block's own class may name bare, as highlight.js's older markup (``<code class="python">``,
# ``<code class="hljs bash">``) and the blogs built on it write them; a bare word counts only on the <code>
# or the <pre>, never on a wrapper (whose classes name layouts), and only from this list.
_BARE_LANGUAGES = frozenset(
    """python py javascript js typescript ts jsx tsx bash sh shell zsh console powershell go golang rust java
    kotlin swift cpp csharp ruby php perl lua sql yaml yml json toml xml html css scss nginx dockerfile
    makefile diff scala haskell elixir erlang clojure dart julia matlab fortran groovy ocaml""".split()
)
_NOT_LINKS = ("javascript:", "vbscript:", "data:", "about:", "blob:")

_MARKS = frozenset("\\`*[]_<&")
# Any of them, found by the regex engine's scan in C: half the time of testing each character against the set
_MARKED = re.compile("[" + re.escape("".join(sorted(_MARKS))) + "]")
_INVISIBLE = " \t\n\r\f\v\u00a0\u200b\u200c\u200d\ufeff"
_URL_JUNK = re.compile(r"[\x00-\x1f\x7f]")  # tabs and line breaks inside an href are ignored by browsers
_ESCAPED = re.compile(r"[\\`*\[\]]|_+|<(?=[A-Za-z/!?])|&(?=#?\w+;)")
_BLOCK_START = re.compile(r"^(?:#{1,6}(?=\s|$)|>|[-+](?=\s|$)|(?:[-=]\s*){3,}$|~~~)")
_ORDERED_START = re.compile(r"^(\d{1,9})([.)])(?=\s|$)")
_HEADING_CLOSE = re.compile(r"(\s)(#+)$")
_FENCE_RUN = re.compile(r"^[ \t]*(`{3,})", re.MULTILINE)
_TICKS = re.compile(r"`+")


def has_words(text: str) -> bool:
    """Whether ``text`` holds a letter or a digit, in any script: what is left once a page drawn by scripts
    leaves only "." or "•" is no text."""
    return _LETTER_OR_DIGIT.search(text) is not None


_LETTER_OR_DIGIT = re.compile(r"[^\W_]")


def collapse(text: str) -> str:
    """``text`` with every run of spaces one space, trimmed (the zero-width space counts as one)."""
    if "\u200b" in text:
        text = text.replace("\u200b", " ")
    return " ".join(text.split())


def escape(text: str) -> str:
    """``text`` with the characters that CommonMark would read as inline syntax escaped."""
    marked = _compiled_marked()  # (compiled where the kernel is built and current)
    if not (_MARKED.search(text) is not None if marked is None else marked(text)):
        return text  # most text: nothing to escape, and no substitution to run
    return _ESCAPED.sub(_escaped, text)


@kernel.compiled
def _compiled_marked(built: ModuleType) -> Callable[[str], bool]:
    """Whether a text holds any of :data:`_MARKS`, as :data:`_MARKED` finds (``_kernel.AnyOf``): a fifth
    of the regex's time on the text of a page."""
    marked: Callable[[str], bool] = built.AnyOf("".join(sorted(_MARKS)))
    return marked


def _escaped(found: re.Match[str]) -> str:
    """One mark of :func:`escape` escaped, unless it is a run of ``_`` inside a word.

    CommonMark lets ``_`` open or close emphasis only where its run is flanked by a space or punctuation on
    one side (``_word``, ``word_``, ``(_x_)``): between two letters or digits of any script (``snake_case``,
    ``марта_к``, ``राम_कुमार``) it can do neither, and stays ``_``. A run at either end of ``text`` is
    escaped, since what stands beside it in the page's Markdown is not known here.
    """
    mark = found.group(0)
    if mark[0] != "_":
        return "\\" + mark
    text, (start, end) = found.string, found.span()
    if start and end < len(text) and _in_word(text[start - 1]) and _in_word(text[end]):
        return mark
    return "\\_" * len(mark)


def _in_word(char: str) -> bool:
    """Whether ``char`` is a letter, a mark or a digit (CommonMark's flanking rules read it as neither
    space nor punctuation, so it makes a ``_`` beside it intraword)."""
    return char.isalnum() or unicodedata.category(char)[0] in "LMN"


def escape_start(line: str) -> str:
    """A line of text whose start would read as a block (heading, quote, list item, rule, fence) escaped."""
    if _ORDERED_START.match(line):
        return _ORDERED_START.sub(r"\1\\\2", line, count=1)
    if _BLOCK_START.match(line):
        return "\\" + line
    return line


def heading(level: int, md: str) -> tuple[str, str]:
    """A heading's text and its marks; a trailing run of ``#`` in the text would close the heading."""
    # searched before the substitution: a template with backslashes is expanded by Python code at every
    # call of sub(), match or not, and most headings end in no "#"
    if _HEADING_CLOSE.search(md) is not None:
        md = _HEADING_CLOSE.sub(r"\1\\\2", md)
    return md, "#" * level + " "


def code_span(text: str) -> str:
    """``text`` as an inline code span, fenced by more backticks than it holds in a row."""
    text = collapse(text)
    if not text:
        return ""
    longest = max((len(run) for run in _TICKS.findall(text)), default=0)
    ticks = "`" * (longest + 1)
    pad = " " if text[0] == "`" or text[-1] == "`" else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def code_fence(code: str) -> str:
    """The fence for a code block: three backticks, or one more than the longest run opening a line in it."""
    longest = max((len(run) for run in _FENCE_RUN.findall(code)), default=0)
    return "`" * max(3, longest + 1)


def code_language(pre: Element) -> str:
    """The language a code block's markup names (on its ``<code>``, the ``<pre>`` or a wrapper), or ''."""
    near: list[Element] = [child for child in pre if child.tag == "code"][:1]
    near.append(pre)
    parent = pre.getparent()
    while parent is not None and len(near) < 5:
        near.append(parent)
        parent = parent.getparent()
    for el in near:
        for attr in ("data-lang", "data-language"):
            value = (el.get(attr) or "").strip().lower()
            if value and value not in _NO_LANGUAGE and _LANGUAGE_CLASS.match("lang-" + value):
                return value
        for token in (el.get("class") or "").split():
            match = _LANGUAGE_CLASS.match(token)
            if match is not None and match.group(1).lower() not in _NO_LANGUAGE:
                return match.group(1).lower()
        if el is pre or el.tag == "code":  # a bare name counts on the <code> and the <pre> only
            bare = [token for token in (el.get("class") or "").lower().split() if token in _BARE_LANGUAGES]
            if bare:
                return bare[0]
    return ""


def line_numbers(el: Element) -> bool:
    """Whether ``el`` holds a code block's line numbers (never code)."""
    classes = el.get("class")
    return bool(classes) and names_line_numbers(classes)


def names_line_numbers(classes: str) -> bool:
    """Whether a class attribute names a code block's line numbers (:data:`LINE_NUMBER_CLASSES`). Each of
    those names holds "ln", "line" or "gutter", which are looked for first: the renderers ask this of every
    element with a class, and most classes hold none of the three, so are not split into words."""
    if "ln" in classes or "line" in classes or "gutter" in classes:
        return not LINE_NUMBER_CLASSES.isdisjoint(classes.split())
    return False


def code_text(pre: Element) -> str:
    """A code block's text exactly as the page shows it: every space and line, without line numbers."""
    parts: list[str] = []

    def walk(el: Element) -> None:
        if el.text:
            parts.append(el.text)
        for child in el:
            if isinstance(child.tag, str) and not line_numbers(child):
                if child.tag == "br":
                    parts.append("\n")
                walk(child)
            if child.tail:
                parts.append(child.tail)

    walk(pre)
    walk = _walked  # calling itself through its closure, it was a cycle: freed now, not by the collector
    text = "".join(parts).replace("\r\n", "\n").replace("\r", "\n")
    if text.startswith("\n"):  # HTML drops the line break that opens a <pre>
        text = text[1:]
    return text.rstrip("\n")


def _walked(el: Element) -> None:
    """What a finished walk over a code block becomes: nothing (see :func:`code_text`)."""


def resolve(href: str | None, base: str) -> str | None:
    """The address a link leads to, as Markdown may write it; None for what is no link to follow."""
    if href is None:
        return None
    href = _URL_JUNK.sub("", href).strip(" ")
    if not href or href.startswith("#") or href.lower().startswith(_NOT_LINKS):
        return None
    try:
        url = _joined(base, href) if base else href
    except ValueError:  # a malformed address (an unclosed IPv6 bracket)
        return None
    if base and "#" in href and urldefrag(url)[0] == urldefrag(base)[0]:
        return None  # a fragment of this very page
    url = url.replace(" ", "%20").replace("\\", "%5C").replace("<", "%3C").replace(">", "%3E")
    if url.count("(") != url.count(")"):
        url = url.replace("(", "%28").replace(")", "%29")
    return url


def _joined(base: str, href: str) -> str:
    """``urljoin(base, href)``, written out for the links most pages hold: an address on the page's own site
    (``/news/story``) or a whole one (``https://example.com/story``), which come back as they went in (the
    first on the page's host). ``urljoin`` splits both addresses and builds the result again: for about 30
    links a page, a fifth of the Markdown renderer's time. Any other link (relative to the page's folder,
    with dot segments or parameters, an empty query or fragment, which ``urljoin`` drops, a host that is not
    plain ASCII) is ``urljoin``'s, and so is every link on a base that is not an http(s) address."""
    scheme, netloc = urlsplit(base)[:2]  # (a malformed base raises here, as urljoin would)
    if scheme not in _WEB_SCHEMES or ";" in href:
        return urljoin(base, href)
    if href[:1] == "/":
        if href[1:2] == "/" or "/." in href:
            return urljoin(base, href)
        rest, joined = href, f"{scheme}://{netloc}{href}"  # the path as it is, on the page's host
    else:
        for other in _WEB_SCHEMES:
            if href.startswith(other) and href[len(other) : len(other) + 3] == "://":
                break
        else:
            return urljoin(base, href)
        rest = href[len(other) + 3 :]
        host = _HOST_END.split(rest, 1)[0]
        if not host or not host.isascii() or "[" in host or "]" in host:
            return urljoin(base, href)  # what urlsplit checks or rebuilds
        # on the page's scheme it is split and built again as it was; on the other one, left as written
        joined = href
    before, hashed, fragment = rest.partition("#")
    if (hashed and not fragment) or ("?" in before and not before.partition("?")[2]):
        return urljoin(base, href)
    return joined


_WEB_SCHEMES = ("https", "http")
_HOST_END = re.compile(r"[/?#]")


def is_permalink(a: Element, text: str) -> bool:
    """Whether the link ``a`` (with ``text``) is a heading's permalink mark rather than page text."""
    mark = text.strip(_INVISIBLE).lower()
    to_fragment = (a.get("href") or "").startswith("#")
    named = not PERMALINK_CLASSES.isdisjoint((a.get("class") or "").split())
    if mark in PERMALINK_MARKS:
        return to_fragment or named
    return named and to_fragment and len(mark) <= 3  # a mark in another encoding ("Â¶")


@dataclass
class Inline:
    """One line of inline Markdown being built, its plain words beside it, and the links it holds."""

    base: str
    skip: Set[Element]
    bold: bool = True  # strong text marked (not in headings, terms and table cells, which stand out already)
    md: list[str] = field(default_factory=list)
    plain: list[str] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)

    def text(self, text: str) -> None:
        if not self.md and text.isspace():
            return  # the spaces and line breaks between blocks, where no line has begun: collapsed away
        self.md.append(escape(text))
        self.plain.append(text)

    def element(self, el: Element, in_link: bool = False) -> None:
        """Everything inside ``el`` (not its tail) as inline Markdown; a block inside is a space."""
        tag = el.tag
        if tag == "a" and not in_link:
            self._link(el)
            return
        if tag == "img":
            self._image(el)
            return
        if tag in CODE_TAGS:
            text = code_text(el)
            self.md.append(code_span(text))
            self.plain.append(text)
            return
        if tag in BOLD_TAGS and self.bold:
            self._bold(el, in_link)
            return
        spaced = tag in BLOCK_TAGS
        if spaced:
            self.md.append(" ")
            self.plain.append(" ")
        if el.text:
            self.text(el.text)
        for child in el:
            if isinstance(child.tag, str) and child not in self.skip and not line_numbers(child):
                self.element(child, in_link)
            tail = child.tail
            if tail:
                self.text(tail)
        if spaced:
            self.md.append(" ")
            self.plain.append(" ")

    def _bold(self, el: Element, in_link: bool) -> None:
        """Strong text as ``**text**``, spaces outside the marks (inside they would not close), unnested."""
        mark = len(self.md)
        self.bold = False
        try:
            self.element(el, in_link)
        finally:
            self.bold = True
        inner = "".join(self.md[mark:])
        words = collapse(inner)
        if not words or words.startswith("**") or words.endswith("**"):
            return
        lead = " " if inner[:1].isspace() else ""
        trail = " " if inner[-1:].isspace() else ""
        if not lead and mark and self.md[mark - 1] == "**":
            # strong text right after strong text (an editor's one run split in two: "<b>AC</b><b>TUARIAL"):
            # one pair of marks, since "**AC****TUARIAL**" is no emphasis at all
            self.md[mark - 1 :] = [words, "**", trail] if trail else [words, "**"]
            return
        self.md[mark:] = [lead, "**", words, "**", trail] if trail else [lead, "**", words, "**"]

    def _image(self, img: Element) -> None:
        """A meaningful image (the decorative ones never reach here) as ``![alt](src)``; its alt text is its
        plain words, so that a line holding only an image is still a line."""
        url = resolve(source(img), self.base)
        alt = alt_text(img)
        if url is None or not alt:
            return
        self.md.append(f" ![{escape(alt)}]({url}) ")
        self.plain.append(f" {alt} ")

    def _link(self, a: Element) -> None:
        mark, plain_mark = len(self.md), len(self.plain)
        self.element(a, in_link=True)
        inner_plain = "".join(self.plain[plain_mark:])
        if is_permalink(a, inner_plain):
            del self.md[mark:], self.plain[plain_mark:]
            return
        url = resolve(a.get("href"), self.base)
        words = collapse(inner_plain)
        if url is None or not words:
            return  # no link to follow, or nothing to click: its text (if any) stays as text
        inner = "".join(self.md[mark:])
        lead = " " if inner[:1].isspace() else ""
        trail = " " if inner[-1:].isspace() else ""
        self.md[mark:] = [lead, "[", collapse(inner), "](", url, ")", trail]
        self.links.append(Link(url, words))

    def take(self) -> tuple[str, str, list[Link]]:
        """The line built so far (Markdown, plain words, links), and a fresh start."""
        md, plain, links = "".join(self.md), "".join(self.plain), self.links
        self.md, self.plain, self.links = [], [], []
        if md == plain:  # most lines: no mark, no link, so one collapse serves both
            md = plain = collapse(md)
            return md, plain, links
        return collapse(md), collapse(plain), links


def inline_of(el: Element, base: str, skip: Set[Element]) -> tuple[str, str, list[Link]]:
    """``el``'s whole content on one line, strong text not marked: a heading, a table cell, a term."""
    line = Inline(base, skip, bold=False)
    line.element(el)
    return line.take()
