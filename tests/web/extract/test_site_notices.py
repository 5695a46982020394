"""A story is read without the site's notices printed in it or under it: its copyright lines, the "More …
Stories" list that closes it, its tags and the calls to subscribe.

A wire story carried by a local site ends on two copyright lines ("™ & © 2013 Cable News Network, Inc. All
rights reserved.", the site's own); a magazine closes with "More Great WIRED Stories" over a list of other
stories' links; a blog prints "Tags: …" under the post and a sign-up box ("Subscribe to our best
newsletters", "By subscribing to this newsletter, you agree to …"). None of it is the story. A sentence of the
story that speaks of copyright, or that starts "More than", stays. The pages are written for these tests in the
shapes such sites give.
"""

from __future__ import annotations

import pytest

from kotoba.web.extract.article import extract_article

STORY = [
    "The city council voted on Tuesday to keep the old tram depot as a museum, after three years of argument "
    "over whether the land should be sold to pay for the new bus station on the ring road.",
    "Copyright in the depot's original drawings, held by the engineer's family since 1911, passes to the "
    "museum under the agreement, which the family's lawyer said had taken a year to write.",
    "More than four thousand people signed the petition to save the building, and the council's leader said "
    "the number had changed her mind: the depot will open to visitors in the spring of next year.",
    "The trams themselves, two of which still run on a short length of track beside the depot, will be "
    "restored by volunteers, who have raised most of the money for the work at weekend open days.",
]
NOTICES = [
    "™ & © 2013 Cable News Network, Inc., a Time Warner Company. All rights reserved.",
    "Copyright 2023 Scripps Media, Inc. All rights reserved. This material may not be published, broadcast, "
    "rewritten, or redistributed.",
    "More Great Local Stories",
    "Why the ring road will close for a month this summer",
    "The bakery that has sold the same loaf since 1921",
]


def _story() -> str:
    paragraphs = [f"<p>{words}</p>" for words in STORY]
    related = "".join(f"<li><a href='/news/{i}'>{title}</a></li>" for i, title in enumerate(NOTICES[3:]))
    return (
        "<html><head><title>Tram depot saved</title></head><body><div class='top'><a href='/'>Home</a></div>"
        "<main><article><h1>Tram depot saved as a museum</h1>"
        f"{''.join(paragraphs)}<p>{NOTICES[0]}</p><p>{NOTICES[1]}</p>"
        f"<p><strong>{NOTICES[2]}</strong></p><ul>{related}</ul>"
        "</article></main></body></html>"
    )


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_story_is_read_without_the_site_s_notices(format: str) -> None:
    text = extract_article(_story(), url="https://news.example/tram-depot", format=format).text
    assert all(words in text for words in STORY)
    assert not [notice for notice in NOTICES if notice in text]
    assert "All rights reserved" not in text


CALLS = [
    "Tags: Trams, Museums, City council",
    "Subscribe to our best newsletters",
    "By subscribing to this newsletter, you agree to our terms of service and privacy policy.",
]


def _blog() -> str:
    paragraphs = [f"<p>{words}</p>" for words in STORY]
    return (
        "<html><head><title>Tram depot saved</title></head><body><main><article><h1>Tram depot saved</h1>"
        f"{''.join(paragraphs)}<p>{CALLS[0]}</p>"
        f"<div class='box'><p>{CALLS[1]}</p><p>{CALLS[2]}</p></div></article></main></body></html>"
    )


@pytest.mark.parametrize("format", ["markdown", "text"])
def test_a_post_is_read_without_its_tags_and_calls_to_subscribe(format: str) -> None:
    text = extract_article(_blog(), url="https://news.example/tram-depot", format=format).text
    assert all(words in text for words in STORY)
    assert not [call for call in CALLS if call in text]
