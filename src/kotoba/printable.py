"""The one filter every outside text passes through: no control, no bidi override, no invisible smuggling.

A page, a file or a server's answer is shown to two readers that control characters can fool. A terminal
obeys escape sequences: ``ESC]52;c;…`` sets the clipboard, ``ESC]0;…`` the window title, ``ESC[1A ESC[2K``
erases the lines above (a forged closing marker can be painted over the real one), and C1 controls
(U+009B is CSI, U+009D is OSC) do the same on terminals that honour them. A model reads what a person cannot
see: bidi overrides (U+202E) make a line display in an order other than the one the model reads, and the
Unicode tag characters (U+E0000–U+E007F) spell out whole sentences no screen shows.

So text from outside keeps only what reads the same to both: letters, marks, spaces, tabs and line breaks.

- :data:`LINE_BREAKS` — CR (alone or before LF), VT, FF, the C0 separators FS/GS/RS, NEL (U+0085) and
  the Unicode line and paragraph separators — become ``\\n``: they break lines wherever they are honoured.
- :data:`REMOVED` — every other C0 control but TAB and LF, DEL, every other C1 control (U+0080–U+009F),
  the twelve bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), the invisible
  operators and deprecated format characters (U+2060–U+2064, U+206A–U+206F), U+180E, the byte-order mark
  inside text (U+FEFF), the interlinear annotation marks (U+FFF9–U+FFFB) and the tag characters — are
  dropped. Zero-width joiners and non-joiners stay: Persian, Indic scripts and emoji need them.

:func:`printable_text` is for quoted text (lines kept); :func:`printable_line` for one-line values — a
title, a URL, a reason, a note — where every break becomes a space.
"""

from __future__ import annotations

import re

LINE_BREAKS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
REMOVED = (
    "\x00-\x08\x0e-\x1b\x1f\x7f\x80-\x84\x86-\x9f"
    "\u061c\u180e\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb"
    "\U000e0000-\U000e007f"
)
_BREAK = re.compile(f"\r\n|[{LINE_BREAKS}]")
_REMOVE = re.compile(f"[{REMOVED}]+")
_ANY = re.compile(f"[{LINE_BREAKS}{REMOVED}]")
_LINE_BREAK_OR_TAB = re.compile(r"[\t\n]+")


def is_unprintable(char: str) -> bool:
    """Whether ``char`` is one this module removes or turns into a line break."""
    return _ANY.fullmatch(char) is not None


def printable_text(text: str) -> str:
    """``text`` with line breaks as ``\\n`` and every other control, bidi or invisible format removed."""
    if _ANY.search(text) is None:
        return text
    return _REMOVE.sub("", _BREAK.sub("\n", text))


def printable_line(text: str) -> str:
    """``text`` on one line: as :func:`printable_text`, then every tab and line break a single space."""
    return _LINE_BREAK_OR_TAB.sub(" ", printable_text(text)).strip()
