"""A Liquid theme's asset blocks are code, not words a reader sees: Shopify's ``{% style %}``,
``{% stylesheet %}`` and ``{% javascript %}`` blocks hold a section's CSS and its script. (Its
``{% schema %}`` block is not one of them: the settings' defaults it holds are the words the section shows.)
A snippet served as it is carries them as text, and the extractor may take a stylesheet for the page's
article (looked at: an age pop-up's snippet, whose extracted text was its four thousand characters of CSS,
the pop-up's "Are you over 21?" hidden until its script shows it). Their text is set aside, and where
nothing else is left, the page says what its markup shows.
"""

from __future__ import annotations

import re

# a block's opening tag, its name kept to find its closing one ("{% style %}", "{%- javascript -%}")
_OPENING = re.compile(r"\{%-?\s*(style|stylesheet|javascript)\s*-?%\}", re.IGNORECASE)
_CLOSINGS = {
    name: re.compile(rf"\{{%-?\s*end{name}\s*-?%\}}", re.IGNORECASE)
    for name in ("style", "stylesheet", "javascript")
}


def without_assets(text: str) -> str:
    """``text`` without its Liquid asset blocks, each from its opening tag to its closing one; an opening
    never closed is left as it stands. One pass: each closing is searched for from where its opening ends, and
    once one is missing no later opening is tried (none could close either)."""
    if "{%" not in text:
        return text
    kept: list[str] = []
    done = 0
    for opening in _OPENING.finditer(text):
        if opening.start() < done:
            continue  # (inside a block already set aside)
        closing = _CLOSINGS[opening.group(1).lower()].search(text, opening.end())
        if closing is None:
            break
        kept.append(text[done : opening.start()])
        done = closing.end()
    kept.append(text[done:])
    return "".join(kept)
