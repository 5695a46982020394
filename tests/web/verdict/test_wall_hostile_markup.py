"""A short page whose markup is written to make the wall judge's readers of markup backtrack is judged in
bounded time: the judges run in a read's thread, which no deadline stops. Measured as the thread's own time
(a busy machine stretches the wall clock, not this)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable

import pytest

from kotoba.web.verdict.walls import judge_walls
from kotoba.web.verdict.walls_markup import page_own
from kotoba.web.verdict.walls_shapes import ASKED


def test_a_comment_of_template_openings_is_judged_in_bounded_time() -> None:
    # a template's content block was found by one pattern trying every "{% extends" with every block after it,
    # each read on to its reach: a 39 KB page of a thousand of them in a comment took 15 seconds (at 499e253,
    # on a 2-core machine), three thousand minutes; now three searches
    junk = "{% extends 'base' %}{% block content %}" * 1000
    text = "Opening hours\n\nWe are open 9 to 5, Monday to Friday."
    markup = (
        "<html><head><title>Opening hours</title></head><body><h1>Opening hours</h1>"
        f"<p>We are open 9 to 5, Monday to Friday.</p><!--{junk}--></body></html>"
    )
    started = time.thread_time()
    assert judge_walls(article=text, markup=markup) is None
    assert time.thread_time() - started < 2.0


def test_a_template_offers_what_its_content_block_holds() -> None:
    # the menus the base puts around the block are the site's; what the page offers is in its block
    template = (
        "{% extends 'base.html' %}\n{% block menu %}<a href='/account'>My account</a>{% endblock %}\n"
        "{% block content %}<h1>Sitzung abgelaufen</h1><a href='/login'>Erneut anmelden</a>{% endblock %}"
    )
    own = page_own(template)
    assert "Erneut anmelden" in own and "My account" not in own
    # ...and without an "{% extends", or with a block that never ends, the markup is the page's own
    assert "My account" in page_own(template.replace("extends", "include"))
    assert "My account" in page_own(template.replace("{% endblock %}", ""))


def test_a_page_of_unclosed_link_openings_is_judged_in_bounded_time() -> None:
    # the readers of a page's choices (a link, a button or a form leading on, to log in, to pay) read each
    # "<a" on to 500 characters of its tag: 100 KB of "<a " took 0.9-1.8 s of the read's thread, a megabyte
    # about 2 s (at 8089bf8, on a 2-core machine); a tag now ends at the next "<" too, and a megabyte takes
    # tens of milliseconds
    junk = "<a " * 330_000
    markup = f"<html><head><title>Sign in</title></head><body><!-- {junk} --><h1>Sign in</h1></body></html>"
    started = time.thread_time()
    judge_walls(article="Sign in", markup=markup, url="https://site.example/account")
    assert time.thread_time() - started < 0.5


def test_a_link_to_log_in_is_still_read_with_its_attributes() -> None:
    # a tag's attributes before its address are read as before (a class, a data attribute, a title)
    markup = (
        "<html><head><title>Members</title></head><body><h1>Members only</h1>"
        "<p>Please <a class=\"btn\" data-track=\"x\" title=\"Log in\" href=\"/login?next=/club\">log in</a>"
        " to read the club's notices.</p></body></html>"
    )
    verdict = judge_walls(article="Members only\n\nPlease log in to read the club's notices.", markup=markup,
                          url="https://site.example/club")
    assert verdict is not None and verdict.kind == "login"


def test_a_story_opened_by_a_walls_words_is_judged_about_as_fast_as_one_that_is_not() -> None:
    # a story under a wall's words (a help page, an issue, a brief that opens "Page not found") had each of
    # its pieces searched with every kind's sentences, 175 searches: 30-90 ms of the read's thread for 3 KB
    # against 2 ms without the opening (at 8089bf8); a piece holding none of a kind's needles is now skipped
    prose = "The council met on Tuesday to discuss the new cycle lanes on Mill Road, which residents like. " * 31
    markup = "<html><head><title>Mill Road</title></head><body><p>{}</p></body></html>"

    def cost(text: str) -> float:
        best = float("inf")
        for _ in range(5):
            started = time.thread_time()
            judge_walls(article=text, markup=markup.format(text), url="https://site.example/mill-road")
            best = min(best, time.thread_time() - started)
        return best

    plain = cost(prose)
    opened = cost("Page not found\n" + prose)
    assert opened < 10 * plain  # (at 8089bf8: 15 times; now about 5)


def _cost(judged: Callable[[], object]) -> float:
    """The read's thread's time for one judgement, the best of three (a busy machine moves it little)."""
    best = float("inf")
    for _ in range(3):
        started = time.thread_time()
        judged()
        best = min(best, time.thread_time() - started)
    return best


def test_a_title_of_thousands_of_question_marks_is_judged_about_as_fast_as_a_plain_one() -> None:
    # "said, never asked" read a question's end as "a mark, then no word to the end": each of a title's
    # twenty thousand "?!" was read on to its end, 7 s of the read's thread (a hundred thousand letters,
    # 86 s). The extractor leaves a title whole; now read from its last mark, and no message is that long
    hostile = "Premium only: unlock this " + "?!" * 20_000 + "a"
    plain = "Premium only: unlock this " + "wo " * 13_333 + "a"

    def judged(title: str) -> Callable[[], object]:
        return lambda: judge_walls(article="Hi.", title=title, url="https://app.example/reports")

    assert _cost(judged(hostile)) < 1.0 + 10 * _cost(judged(plain))


def test_a_page_of_unclosed_asides_under_log_in_headings_is_judged_about_as_fast_as_a_plain_one() -> None:
    # an aside was read on to 20,000 characters for its end, from every opening, and the page's asides again
    # for each heading stating a wall: ten sidebar boxes headed "Log in" over 64 KB of "<aside>" took 11.6 s
    # (thirty over 128 KB, 85 s). An aside is now read to the next one's opening at most, once per page
    boxes = "<aside><h2>Log in</h2><form><input type=password></form></aside>" * 10
    hostile = f"<html><head><title>Forum</title></head><body>{boxes}{'<aside>' * 9_000}</body></html>"
    plain = hostile.replace("<aside>", "<div>").replace("</aside>", "</div>")
    plain += " " * (len(hostile) - len(plain))
    text = "Log in\n\nYou must log in to continue."

    def judged(markup: str) -> Callable[[], object]:
        return lambda: judge_walls(article=text, markup=markup, url="https://forum.example/", learned=False)

    assert _cost(judged(hostile)) < 1.0 + 10 * _cost(judged(plain))


@pytest.mark.parametrize(
    "piece",
    [
        "Session expired",
        "Session expired?",
        "Session expired?!",
        "Session expired? …",
        "Why does it say my session expired? - Help",
        "Session expired?: the answer",
        "Session expired ?  ",
        "Is it? Session expired",
        "¿Sesión caducada？",
        "انتهت الجلسة؟",
        "Expired?\n",
        "?",
        "?!?!a",
        "?!?!",
        "a?b?",
    ],
)
def test_a_question_is_known_as_before(piece: str) -> None:
    # (the pattern as it was, quadratic on many marks: kept here only to hold the new one to the same answers)
    before = re.compile(r"[?？؟]\W*$|[?？؟]\s*[-|–—·•:]\s")
    assert (ASKED.search(piece) is None) == (before.search(piece) is None)
