"""What a page's own scripts write into it: the message of a wall drawn by script.

Some walls carry no sentence in their markup: an age gate's overlay, a pay box or a log-in prompt is written
into the page by an inline script (``overlay.innerHTML = "By clicking here you certify that you are over 18
years old"``), and the page's text is only its developer's links or an empty frame. Where a page has no
prose of its own, :mod:`kotoba.web.verdict.walls` reads what such a script writes as the page's message, as
it reads an image's alt text there. Only string literals written into the page count — assigned to
``innerHTML``, ``innerText`` or ``textContent``, passed to ``document.write`` or ``insertAdjacentHTML``, or
given as a widget's ``message`` setting (a cookie-consent library's banner text, as Osano's cookieconsent
takes it in ``content.message``) — not every string of a script (its log lines, its keys).
"""

from __future__ import annotations

import html as html_lib
import re

# An inline script's element, and the strings it writes into the page (a literal in quotes or backticks,
# of bounded length, its own quote escaped inside it).
_SCRIPT = re.compile(r"<script\b[^>]{0,500}>(.*?)</script\s*>", re.IGNORECASE | re.DOTALL)
_WRITTEN = re.compile(
    r"""(?:\.(?:innerHTML|innerText|textContent)\s*\+?=\s*|document\.write(?:ln)?\(\s*"""
    r"""|\.insertAdjacentHTML\(\s*["'][a-z]+["']\s*,\s*|["']?message["']?\s*:\s*)"""
    r"""(["'`])((?:\\.|(?!\1)[^\\]){1,1000})\1""",
    re.DOTALL,
)
_TAG = re.compile(r"<[^>]*>")
_ESCAPE = re.compile(r"\\([nrt'\"`\\])")
_SPACES = re.compile(r"\s+")
# Scripts read, and strings kept: a wall's script writes one message; a page of many is an application.
SCRIPTS_READ = 20
STRINGS_KEPT = 20


def written_lines(markup: str) -> list[str]:
    """The text the inline scripts of ``markup`` write into the page, a line per string written."""
    found: list[str] = []
    for at, script in enumerate(_SCRIPT.finditer(markup)):
        if at >= SCRIPTS_READ:
            break
        for match in _WRITTEN.finditer(script.group(1)):
            literal = _ESCAPE.sub(lambda m: " " if m.group(1) in "nrt" else m.group(1), match.group(2))
            line = _SPACES.sub(" ", html_lib.unescape(_TAG.sub(" ", literal))).strip()
            if line:
                found.append(line)
                if len(found) == STRINGS_KEPT:
                    return found
    return found
