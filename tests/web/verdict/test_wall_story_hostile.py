"""A brief's story is weighed sentence by sentence (:mod:`kotoba.web.verdict.walls_story`) in bounded time,
whatever a hostile page writes in one: whether a sentence ends as one does is read at its end, not tried from
every full stop of it. Measured as the thread's own time (a busy machine stretches the wall clock, not this).
"""

from __future__ import annotations

import time

from kotoba.web.verdict.walls_story import story_follows


def test_a_sentence_of_full_stops_is_weighed_in_bounded_time() -> None:
    # a sentence's end was searched for a full stop and the non-word characters after it to the end, tried at
    # every full stop: a 2,900-character brief (the most a page judged at all holds) of one such sentence
    # took half a second, 8,000 characters six seconds
    piece = "Readers of the site said the new rule " + "." * 8000 + "a"
    started = time.thread_time()
    assert not story_follows(lambda _: False, [], [], [piece])
    assert time.thread_time() - started < 1.0


def test_a_story_still_follows() -> None:
    sentence = (
        "Several outlets said that links shared on other sites stopped opening for anyone who was not signed in"
        ", and that embedded posts showed an empty box in their place{end}"
    )
    story = [sentence.format(end=end) for end in (".", ".”", "!", ".)")]
    assert story_follows(lambda _: False, [], [], story)
    assert not story_follows(lambda _: False, [], [], [sentence.format(end=",") for _ in range(4)])
