"""The shape of what each reader returns: code blocks, links, table rows and headings kept, and its size.

    python bench/structure.py [--shared DIR] [--limit N | --quick] [--kinds article,documentation]
                              [--readers NAME,…] [--corpora dev,wcxb,structure] [--markdown] [--misses]

In one run, on the Zyte dev pages, the WCXB dev corpus (``SHARED/bench/extraction/``) and the structure
corpus (``bench/structure/``, built by ``structure_build.py``; its held-out generators reported apart), four
readers turn each page into Markdown:

* kotoba (``extract_article``, its default Markdown);
* trafilatura (``output_format="markdown"`` with links, formatting and tables on);
* mcp-server-fetch's own conversion (readabilipy without Node, then markdownify);
* html2text over readability-lxml's article.

Every answer is parsed with a real CommonMark parser (markdown-it-py with GFM tables) and compared with the
page's true shape. On the structure corpus the truth is the source Markdown. On the other two it is the
page's own markup, counted only inside the main content (the corpus's ground-truth text): a ``<pre>`` whose
first line is in it, an ``<a href>`` whose text is in it, a ``<tr>`` of two cells or more all of whose cells
are in it, an ``<h2>``–``<h6>`` whose text is in it (see "links kept" for which links count; ``<h1>`` is
left out: readers put the title apart).

* code fenced: the block's first line is inside a fenced (or indented) code block of the answer;
  exact: the block's text is one of the answer's code blocks character for character (tabs counted as
  four spaces, since Python-Markdown expands them before the page is written);
* links kept: the answer links to the same address (resolved, in the page and in the answer, against the
  page's ``<base href>`` or its address). A link to a place on the same page (``#notes``, or the page's own
  address with a fragment) is no page to follow and is not counted. On the Zyte and WCXB pages a link counts
  when its text is in the content and it is either 25 characters or more (a headline)
  or inside a block of the content with words around it: a menu's "News" or a tag's "China" is in the
  content's words by chance, not a link of the content;
* rows kept: some line of the answer holds every cell of the row, in order;
* headings right: the answer has a heading of that text at that level;
* F1: the content score of ``metric.py`` on the answer's words (Markdown syntax stripped by the parser;
  images' alt text not counted, for every reader, as in ``extraction.py``); *F1 with alt* counts it;
* characters per page (median), the share of pages under the 6,000-character cap, and the share of a page's
  words that fits under the cap (mean over pages); kotoba's links are also measured as numbered references
  (``text [3]`` and a list at the end), the form crawl4ai offers, for the cost of each form.

``--misses`` lists, page by page, what another reader kept that kotoba missed (``+``) and the reverse
(``-``): where to look when a peer's figure is above kotoba's.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urldefrag, urljoin

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus import DEFAULT_SHARED, Corpus, load, render
from metric import aggregate, markdown_parser, markdown_words, score_page

CAP = 6000
QUICK_PAGES = 7
STRUCTURE = Path(__file__).resolve().parent / "structure"
STRUCTURE_DEV = ("mkdocs-material", "sphinx-furo")
STRUCTURE_HELD_OUT = ("mkdocs-rtd", "sphinx-pydata", "docusaurus")
_SPACE = re.compile(r"\s+")
_NOT_FOLLOWED = ("javascript:", "mailto:")
_MARKS = "¶#§🔗\u200b "
Reader = Callable[[str, str], str]


def _norm(text: str) -> str:
    return _SPACE.sub(" ", text).strip().strip(_MARKS).strip()


# --- readers ---------------------------------------------------------------------------------------------
def kotoba() -> Reader:
    from kotoba.web.extract.article import extract_article

    return lambda html, url: extract_article(html, url=url).text


def trafilatura() -> Reader:
    import trafilatura as t

    def read(html: str, url: str) -> str:
        return t.extract(
            html, url=url, output_format="markdown", include_links=True, include_formatting=True,
            include_tables=True, include_comments=False,
        ) or ""

    return read


def mcp_fetch() -> Reader:
    from mcp_server_fetch.server import extract_content_from_html

    def read(html: str, url: str) -> str:
        # readabilipy's pure-Python path, as bench/peers.py runs the server: without Node on its PATH
        saved = os.environ.get("PATH", "")
        os.environ["PATH"] = ""
        try:
            return str(extract_content_from_html(html))
        finally:
            os.environ["PATH"] = saved

    return read


def html2text_readability() -> Reader:
    import html2text
    from readability import Document

    def read(html: str, url: str) -> str:
        converter = html2text.HTML2Text(baseurl=url)
        converter.body_width = 0
        return str(converter.handle(Document(html, url=url).summary(html_partial=True)))

    return read


READERS: dict[str, Callable[[], Reader]] = {
    "kotoba": kotoba,
    "trafilatura": trafilatura,
    "mcp-server-fetch": mcp_fetch,
    "html2text+readability": html2text_readability,
}


# --- truth -----------------------------------------------------------------------------------------------
@dataclass
class Shape:
    """What a page holds: code blocks, link targets, table rows (cells), headings (level, text)."""

    code: list[str] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    headings: list[tuple[int, str]] = field(default_factory=list)
    base: str = ""  # what the page's relative links resolve against (its <base href>), when not its URL


def markdown_shape(markdown: str, base: str = "") -> tuple[Shape, list[str]]:
    """The shape of a Markdown text, and its lines of text as a reader sees them (a table row: its cells)."""
    shape = Shape()
    lines: list[str] = []
    tokens = markdown_parser().parse(markdown)
    row: list[str] | None = None
    level = 0
    for token in tokens:
        if token.type in ("fence", "code_block"):
            shape.code.append(token.content.rstrip("\n"))
            lines.extend(token.content.splitlines())
        elif token.type == "tr_open":
            row = []
        elif token.type == "tr_close" and row is not None:
            shape.rows.append(row)
            lines.append(" | ".join(row))
            row = None
        elif token.type == "heading_open":
            level = int(token.tag[1])
        elif token.type == "heading_close":
            level = 0
        elif token.type == "inline":
            text = _inline(token.children or [], shape, base)
            if row is not None:
                row.append(_norm(text))
            else:
                lines.extend(text.split("\n"))
                if level:
                    shape.headings.append((level, _norm(text)))
        elif token.type == "html_block":
            lines.append(_norm(re.sub(r"<[^>]*>", " ", token.content)))
    return shape, [_norm(line) for line in lines if line.strip()]


def _inline(children: list[Any], shape: Shape, base: str) -> str:
    parts = []
    for child in children:
        if child.type == "link_open":
            href = str(child.attrs.get("href") or "")
            shape.links.append(_url(href, base))
        elif child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append("\n")
    return "".join(parts)


def _url(href: str, base: str) -> str:
    try:
        return unquote(urljoin(base, href.strip()) if base else href.strip())
    except ValueError:
        return href


HEADLINE_CHARS = 25  # a link this long whose text is in the content is a headline or a title, not a menu item
_CONTEXT = frozenset("p li td th dd dt h1 h2 h3 h4 h5 h6 blockquote figcaption div section article".split())


def _in_running_text(link: Any, text: str, want: str) -> bool:
    """Whether a short link sits in a block of the content with words around it (a menu's "News" does not:
    its text is in the content only by chance)."""
    block = link.getparent()
    while block is not None and block.tag not in _CONTEXT:
        block = block.getparent()
    if block is None:
        return False
    context = _norm("".join(block.itertext()))
    return len(context) >= len(text) + 10 and context in want


def base_url(root: Any, url: str) -> str:
    """What a page's relative links resolve against, as a browser resolves them: its first ``<base href>``
    (itself resolved against ``url``), or ``url``."""
    for base in root.iter("base"):
        href = (base.get("href") or "").strip()
        if href:
            try:
                return urljoin(url, href)
            except ValueError:
                return url
    return url


def html_shape(html: str, url: str, truth: str) -> Shape:
    """The main content's shape in a page's markup: what the ground-truth text shows of it."""
    from lxml import etree

    shape = Shape()
    want = _norm(truth)
    root = etree.fromstring(html, etree.HTMLParser(remove_comments=True)) if html.strip() else None
    if root is None:
        return shape
    for el in root.iter("pre"):
        code = "".join(el.itertext()).strip("\n")
        first = next((line.strip() for line in code.splitlines() if line.strip()), "")
        if first and _norm(first) in want:
            shape.code.append(code.rstrip())
    base = shape.base = base_url(root, url)
    pages = {urldefrag(url)[0], urldefrag(base)[0]}
    for el in root.iter("a"):
        href = (el.get("href") or "").strip()
        text = _norm("".join(el.itertext()))
        if not text or not href or href.startswith("#") or href.lower().startswith(_NOT_FOLLOWED):
            continue
        target = _url(href, base)
        if "#" in href and unquote(urldefrag(target)[0]) in {unquote(page) for page in pages}:
            continue  # a place on this very page (``page.html#notes``): no page to follow
        if text in want and (len(text) >= HEADLINE_CHARS or _in_running_text(el, text, want)):
            shape.links.append(target)
    for tr in root.iter("tr"):
        cells = [_norm("".join(cell.itertext())) for cell in tr if cell.tag in ("td", "th")]
        cells = [cell for cell in cells if cell]
        if len(cells) >= 2 and all(cell in want for cell in cells):
            shape.rows.append(cells)
    for level in range(2, 7):
        for el in root.iter(f"h{level}"):
            text = _norm("".join(el.itertext()))
            if text and text in want:
                shape.headings.append((level, text))
    return shape


# --- scoring ---------------------------------------------------------------------------------------------
@dataclass
class Tally:
    code: list[int] = field(default_factory=lambda: [0, 0, 0])  # fenced, exact, of
    links: list[int] = field(default_factory=lambda: [0, 0])
    rows: list[int] = field(default_factory=lambda: [0, 0])
    headings: list[int] = field(default_factory=lambda: [0, 0])
    sizes: list[int] = field(default_factory=list)
    fits: list[float] = field(default_factory=list)
    scores: list[Any] = field(default_factory=list)
    scores_alt: list[Any] = field(default_factory=list)  # with images' alt text counted as words
    seconds: float = 0.0
    misses: dict[str, set[str]] = field(default_factory=dict)  # page: what its answer missed


def compare(truth: Shape, answer: str, url: str, tally: Tally) -> set[str]:
    """Count what ``answer`` keeps of ``truth`` into ``tally``; return what it misses, one line per item
    (``link …``, ``heading …``, ``row …``, ``code …``), for comparing readers page by page."""
    got, lines = markdown_shape(answer, truth.base or url)  # a relative link in an answer: as the page's
    missed: set[str] = set()
    blocks = [block.expandtabs(4) for block in got.code]
    block_lines = [{line.strip() for line in block.splitlines()} for block in got.code]
    for code in truth.code:
        first = next(line.strip() for line in code.splitlines() if line.strip())
        fenced = any(first in block for block in block_lines)
        tally.code[0] += fenced
        tally.code[1] += code.expandtabs(4).rstrip() in (block.rstrip() for block in blocks)
        tally.code[2] += 1
        if not fenced:
            missed.add(f"code {first[:60]}")
    have = set(got.links)
    tally.links[0] += sum(link in have for link in truth.links)
    tally.links[1] += len(truth.links)
    missed.update(f"link {link}" for link in truth.links if link not in have)
    for cells in truth.rows:
        kept = any(_in_order(cells, line) for line in lines)
        tally.rows[0] += kept
        tally.rows[1] += 1
        if not kept:
            missed.add("row " + " | ".join(cells)[:80])
    headings = set(got.headings)
    tally.headings[0] += sum(heading in headings for heading in truth.headings)
    tally.headings[1] += len(truth.headings)
    missed.update(f"heading h{level} {text}" for level, text in truth.headings
                  if (level, text) not in headings)
    return missed


def _in_order(cells: list[str], line: str) -> bool:
    at = 0
    for cell in cells:
        found = line.find(cell, at)
        if found < 0:
            return False
        at = found + len(cell)
    return True


def fits(answer: str, cap: int = CAP) -> float:
    """The share of the answer's words that fall within its first ``cap`` characters."""
    words = len(markdown_words(answer, alt=True))  # an image's alt text is read by the model too
    return 1.0 if not words else min(1.0, len(markdown_words(answer[:cap], alt=True)) / words)


_INLINE_LINK = re.compile(r"\[((?:[^\[\]\\]|\\.)*)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)")


def numbered(markdown: str) -> str:
    """``markdown`` with its inline links as numbered references (``text [3]``, the list at the end)."""
    numbers: dict[str, int] = {}

    def sub(match: re.Match[str]) -> str:
        number = numbers.setdefault(match.group(2), len(numbers) + 1)
        return f"{match.group(1)} [{number}]"

    body = _INLINE_LINK.sub(sub, markdown)
    refs = "".join(f"\n[{n}]: {url}" for url, n in numbers.items())
    return body + ("\n" + refs if refs else "")


@dataclass
class Group:
    label: str
    pages: list[tuple[Any, Shape]]


CORPORA = ("dev", "wcxb", "structure")


def groups(shared: Path, limit: int | None, kinds: set[str] | None,
           corpora: Iterable[str] = CORPORA) -> list[Group]:
    found = []
    for name in ("dev", "wcxb"):
        folder = shared / "bench" / "extraction" / name
        if name in corpora and folder.is_dir():
            corpus = load(folder, limit)
            pages = [p for p in corpus.pages if kinds is None or p.kind in kinds]
            found.append(Group(corpus.label, [(p, html_shape(p.html, p.url, p.truth)) for p in pages]))
    parts = (("structure corpus (dev)", STRUCTURE_DEV), ("structure corpus (held out)", STRUCTURE_HELD_OUT))
    for label, names in parts if "structure" in corpora else ():
        pages = []
        for name in names:
            if (STRUCTURE / name / "html").is_dir():
                corpus: Corpus = load(STRUCTURE / name)
                truths = _markdown_truths(STRUCTURE / name)
                pages += [(p, _without_title(markdown_shape(truths[p.key])[0])) for p in corpus.pages]
        if pages:
            found.append(Group(f"{label}: " + ", ".join(n for n in names if (STRUCTURE / n).is_dir()), pages))
    return found


def _without_title(shape: Shape) -> Shape:
    shape.headings = [(level, text) for level, text in shape.headings if level > 1]
    return shape


def _markdown_truths(folder: Path) -> dict[str, str]:
    import json

    data = json.loads((folder / "ground-truth.json").read_text(encoding="utf-8"))
    return {key: entry["markdown"] for key, entry in data.items()}


def run(group: Group, name: str, read: Reader) -> Tally:
    tally = Tally()
    for page, shape in group.pages:
        started = time.perf_counter()
        try:
            answer = read(page.html, page.url)
        except Exception:  # a peer that fails on a page returns nothing for it
            answer = ""
        tally.seconds += time.perf_counter() - started
        tally.misses[page.key] = compare(shape, answer, page.url, tally)
        tally.sizes.append(len(answer))
        tally.fits.append(fits(answer))
        tally.scores.append(score_page(page.truth, answer))
        tally.scores_alt.append(score_page(page.truth, answer, alt=True))
    return tally


def _share(pair: Iterable[int]) -> str:
    got, of, *_ = pair
    return f"{got}/{of} ({got / of:.0%})" if of else "–"


def report(group: Group, tallies: dict[str, Tally], markdown: bool) -> str:
    headers = ["reader", "code fenced", "code exact", "links kept", "rows kept", "headings right", "F1",
               "F1 with alt", "chars/page (median)", "pages ≤ cap", "words under cap", "ms/page"]
    rows = []
    n = len(group.pages)
    for name, t in tallies.items():
        rows.append([
            name, _share((t.code[0], t.code[2])), _share((t.code[1], t.code[2])), _share(t.links),
            _share(t.rows), _share(t.headings),
            f"{aggregate(t.scores).f1:.3f}", f"{aggregate(t.scores_alt).f1:.3f}",
            f"{statistics.median(t.sizes):,.0f}",
            f"{sum(size <= CAP for size in t.sizes) / n:.0%}", f"{statistics.mean(t.fits):.0%}",
            f"{1000 * t.seconds / n:.1f}",
        ])
    return f"{group.label} ({n} pages)\n" + render(headers, rows, markdown)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    parser.add_argument("--limit", type=int, help="pages per corpus (of Zyte's and WCXB's)")
    parser.add_argument("--quick", action="store_true", help=f"CI's mode: {QUICK_PAGES} pages a corpus")
    parser.add_argument("--kinds", help="only these page types of Zyte's and WCXB's (comma-separated)")
    parser.add_argument("--readers", default=",".join(READERS), help="comma-separated: " + ", ".join(READERS))
    parser.add_argument("--markdown", action="store_true", help="tables as Markdown, for the README")
    parser.add_argument("--corpora", default=",".join(CORPORA), help="comma-separated: " + ", ".join(CORPORA))
    parser.add_argument("--misses", action="store_true",
                        help="also list, page by page, what another reader kept and kotoba missed")
    args = parser.parse_args()
    kinds = set(args.kinds.split(",")) if args.kinds else None
    readers = {name: READERS[name]() for name in args.readers.split(",")}
    limit = QUICK_PAGES if args.quick and args.limit is None else args.limit
    for group in groups(args.shared, limit, kinds, args.corpora.split(",")):
        tallies = {name: run(group, name, read) for name, read in readers.items()}
        print(report(group, tallies, args.markdown), end="\n\n")
        if args.misses and "kotoba" in tallies:
            print(misses(tallies), end="\n\n")
        if "kotoba" in readers:
            print(_link_forms(group, readers["kotoba"]), end="\n\n")
    return 0


def misses(tallies: dict[str, Tally]) -> str:
    """Page by page, what another reader kept and kotoba missed (``+``), and the reverse (``-``)."""
    ours = tallies["kotoba"].misses
    lines = []
    for key, missed in ours.items():
        for name, tally in tallies.items():
            theirs = tally.misses.get(key, set())
            if name == "kotoba":
                continue
            lines += [f"  {key} +{name}: {item}" for item in sorted(missed - theirs)]
            lines += [f"  {key} -{name}: {item}" for item in sorted(theirs - missed)]
    return "kept by a peer (+) or by kotoba only (-), page by page:\n" + "\n".join(lines)


def _link_forms(group: Group, read: Reader) -> str:
    """kotoba's answers with inline links and with numbered references: characters per page, the share of
    a page's words under the cap, and the share of its link addresses that the capped window shows."""
    forms: dict[str, list[tuple[int, float, float]]] = {"inline": [], "numbered": []}
    for page, _shape in group.pages:
        answer = read(page.html, page.url)
        addresses = set(_INLINE_LINK_TARGET.findall(answer))
        for name, text in (("inline", answer), ("numbered", numbered(answer))):
            shown = sum(1 for url in addresses if url in text[:CAP])
            forms[name].append((len(text), fits(text), shown / len(addresses) if addresses else 1.0))
    lines = [
        f"  links {name}: {statistics.mean(s for s, _, _ in data):,.0f} chars/page (mean), "
        f"{statistics.mean(f for _, f, _ in data):.1%} of words under the cap, "
        f"{statistics.mean(a for _, _, a in data):.1%} of link addresses under the cap"
        for name, data in forms.items()
    ]
    return "kotoba, link forms:\n" + "\n".join(lines)


_INLINE_LINK_TARGET = re.compile(r"\]\(([^()\s]+)\)")


if __name__ == "__main__":
    raise SystemExit(main())
