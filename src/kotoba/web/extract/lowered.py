"""Text lower-cased for finding ASCII words in it: what ``str.lower`` writes, as far as those words go.

The clearing looks for an image's alt words (ASCII letters) in the text around it, and the renderer for a
disclosure's or a call's words in each line; both lower-case the text first. Once a text is not ASCII
(a curly quote will do), ``str.lower`` looks every character up in the Unicode tables: a tenth of the
clearing on a page of captioned photos. Where the compiled kernel is built and current,
``_kernel.ascii_lowered`` lower-cases the ASCII capitals only and keeps every other character, but for the
two whose lower case is ASCII (``İ`` and the Kelvin sign, written as ``str.lower`` writes them): no other
character's lower case holds an ASCII character, or is empty, so a word of ASCII characters stands in that
text wherever it stands in ``text.lower()``, and between two such words stand characters just when they do
there. For anything else, use ``str.lower``.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from kotoba.web.extract import kernel


def for_ascii_words(text: str) -> str:
    """``text`` lower-cased as far as words of ASCII characters go (see the module's docstring)."""
    if text.isascii():
        return text.lower()
    compiled = _compiled()
    return text.lower() if compiled is None else compiled(text)


@kernel.compiled
def _compiled(built: ModuleType) -> Callable[[str], str]:
    """``_kernel.ascii_lowered``."""
    lowered: Callable[[str], str] = built.ascii_lowered
    return lowered
