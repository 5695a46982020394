"""A short page whose markup is written to make the wall judge's readers of markup backtrack is judged in
bounded time: the judges run in a read's thread, which no deadline stops. Measured as the thread's own time
(a busy machine stretches the wall clock, not this)."""

from __future__ import annotations

import time

from kotoba.web.verdict.walls import judge_walls
from kotoba.web.verdict.walls_markup import page_own


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
