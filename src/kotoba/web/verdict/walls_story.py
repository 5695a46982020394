"""A brief that reports a wall, headed and led by it, and then tells its story: "Twitter now requires you to
log in to view tweets" over "Since Friday you must log in to view tweets on the web…" and ten paragraphs on
whom it affects. Its headline and lead say the wall's sentence, and its story speaks of accounts and signing
in — the wall's own machinery, which a wall's leftover prose is measured without — so neither the page's
opening nor what it says of its own tells it from the wall.

What does is how the prose that follows the lead speaks. A wall's prose, where it has any beyond its
sentence and its form, speaks *to* the reader ("you", "your account", "please") or as the site ("we"), in
short lines: a way in, a reason, a link. A story speaks *about* others, in sentences of its own length, one
after another: at least :data:`STORY_SENTENCES` sentences of :data:`SENTENCE_CHARS` characters or more, none
of them saying the wall's sentence, addressing the reader, asking, or labelling a link, and
:data:`STORY_CHARS` characters of them in all. A page whose lead is a wall and whose body is such a story is
the story.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kotoba.web.verdict.message import residue

# the walls a brief is headed with and goes on to report (a not-found headline over a story is told apart
# before this, and a cookie notice's policy is written as a story is)
REPORTED = frozenset({"login", "age", "geo"})
# a story sentence's least length (a Chinese, Japanese or Korean character weighing as in
# :func:`~kotoba.web.verdict.message.residue`), the least number of them, and their least length in all
SENTENCE_CHARS = 80
STORY_SENTENCES = 3
STORY_CHARS = 600

# A sentence that speaks to the reader or as the site, in the languages the walls are met in: a wall's, not a
# story's (the pronouns of address and of the site's own voice, and "please")
_ADDRESSED = re.compile(
    r"\b(?:you|your|yours|we|our|us|please|vous|votre|vos|nous|notre|nos|usted|ustedes|tu|tus|te|ti"
    r"|nosotros|nuestr[oa]s?|você|vocês|seu|sua|nós|nosso|nossa|du|dich|dir|dein\w*|sie|ihr\w*|wir|uns"
    r"|unser\w*|bitte|por favor|per favore|voi|vostr[oaie])\b|あなた|お客様|ください|请|您|당신|주세요",
    re.IGNORECASE,
)
# ...and one that asks, labels a link, or closes on a colon before a list or a form
_NOT_A_STATEMENT = re.compile(r"[?？:：]\s*$|\]\(")
# a statement ends as one does (read in its last :data:`END_CHARS`: the pattern, tried from every full stop of
# a hostile sentence of full stops, would read on to its end from each)
_ENDS = re.compile(r"[.!。！]\W*$")
END_CHARS = 12


def _story_sentence(piece: str, tells: Callable[[str], bool]) -> bool:
    return (
        residue([piece]) >= SENTENCE_CHARS
        and _ENDS.search(piece[-END_CHARS:]) is not None
        and _NOT_A_STATEMENT.search(piece) is None
        and _ADDRESSED.search(piece) is None
        and not tells(piece)
    )


def story_follows(
    tells: Callable[[str], bool], headings: list[str], lead: list[str], prose: list[str]
) -> bool:
    """Whether the prose after the page's headline and lead (``prose``, the page's own) tells a story of its
    own (see the module docstring). ``tells`` says whether a piece says the wall's sentence."""
    said = {*headings, *lead}
    story = [piece for piece in prose if piece not in said and _story_sentence(piece, tells)]
    return len(story) >= STORY_SENTENCES and residue(story, stop_above=STORY_CHARS) >= STORY_CHARS
