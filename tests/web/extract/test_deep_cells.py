"""A thread nested thousands of elements deep (each reply inside the post it answers, as threaded comment
systems print them, or a hostile page) is read without its posters' boxes in work linear in its elements.

Finding each poster's cell once climbed from every poster, and from every kept line, to the page's root: on
a thread nesting each reply inside the one before, that is the thread's length times its depth. The work is
counted here as the elements the walks visit (every parent, ancestor and child they are handed), through an
element class that counts them on a real lxml tree; no clock is read.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.article import extract_article
from kotoba.web.extract.profiles import without_cells

VISITS = [0]


class _Counted(etree.ElementBase):  # type: ignore[misc]
    """An element that counts each element handed to a walk: its parent, its ancestors, its children."""

    def getparent(self) -> Element | None:
        VISITS[0] += 1
        return super().getparent()

    def iterancestors(self, *tags: str) -> Iterator[Element]:
        for el in super().iterancestors(*tags):
            VISITS[0] += 1
            yield el

    def __iter__(self) -> Iterator[Element]:
        for el in super().__iter__():
            VISITS[0] += 1
            yield el


@dataclass(frozen=True)
class _Block:
    element: Element
    text: str


def _post(i: int, reply: str) -> str:
    return (
        f"<div class='comment' id='c{i}'><div class='comment-inner'><div class='comment-user'>"
        f"<h4 class='name'><a class='username' href='/u/{i}'>poster{i}</a></h4><h5>Top Veteran</h5></div>"
        f"<div class='comment-body'><p>Reply number {i} says what it thinks of the one above it.</p></div>"
        f"</div><div class='replies'>{reply}</div></div>"
    )


def _thread(posts: int) -> str:
    html = ""
    for i in reversed(range(posts)):
        html = _post(i, html)
    return f"<html><body><div class='thread'>{html}</div></body></html>"


def _read(posts: int) -> tuple[list[_Block], list[_Block], int]:
    """The kept lines of a nested thread of ``posts``, what :func:`without_cells` keeps of them, and the
    elements it visited doing so."""
    parser = etree.HTMLParser(huge_tree=True)
    parser.set_element_class_lookup(etree.ElementDefaultClassLookup(element=_Counted))
    root = etree.fromstring(_thread(posts), parser)
    kept = [
        _Block(el, "".join(el.itertext()))
        for el in root.iter("h4", "h5", "p")  # the name, the poster's title, the post
    ]
    posters = {block.element for block in kept if block.element.tag == "h4"}
    VISITS[0] = 0
    out = without_cells(kept, posters)
    return kept, out, VISITS[0]


def test_a_nested_thread_loses_its_posters_titles() -> None:
    kept, out, _ = _read(12)
    texts = [block.text for block in out]
    assert "Top Veteran" not in texts
    assert [t for t in texts if t.startswith("poster")] == [f"poster{i}" for i in range(12)]
    assert len([t for t in texts if t.startswith("Reply number")]) == 12
    assert len(out) == len(kept) - 12


def test_a_thread_nested_thousands_deep_is_read_in_linear_work() -> None:
    # 400 replies nest about 1,600 elements deep; a climb to the root from every line would visit about
    # 400 x 3 x 800 elements, a million, where the page holds about 4,000
    kept, out, visits = _read(400)
    elements = sum(1 for _ in kept[0].element.getroottree().iter())
    assert len(out) == len(kept) - 400
    assert visits <= 8 * elements
    # and twice the thread costs about twice the work, not four times
    _, _, doubled = _read(800)
    assert doubled <= 2.5 * visits


def test_a_hostile_nested_thread_is_read_whole_without_an_internal_error() -> None:
    text = extract_article(_thread(3000), url="https://forum.example/threads/1/", format="text").text
    assert "Reply number 0 says" in text and "Reply number 2999 says" in text
