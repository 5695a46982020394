"""An article served cut off mid-sentence on a page whose markup holds a paywall's machinery: a teaser no
longer than :data:`TEASER_CHARS`, its last paragraph stopping where no sentence stops ("…and the council
said it would", "…the figures show that…"), and in the markup a metered paywall's or a membership plugin's
own mark.

The marks are those the vendors document for their embeds and their default messages: Piano's (Tinypass's)
``tp.push`` and its ``tinypass.com`` and ``piano.io`` scripts, Poool's ``poool.fr`` script and
``poool-widget``, Zephr's ``zephr`` features, Laterpay's connector, Memberful's ``memberful.com/embed.js``,
MemberPress's ``mepr-unauthorized-message``, Paid Memberships Pro's ``pmpro_content_message``, Leaky
Paywall's ``leaky_paywall_message_wrap``, Ghost's ``gh-post-upgrade-cta`` and Substack's ``paywall-title``.
Such a script is on every article of its site, read in full by a subscriber, so the mark alone says nothing;
a short complete article (its last sentence closed) is read. The two together are the paywall: the site cut
the text where the reader's allowance ended, and left its machinery in the page.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.message import furniture, residue
from kotoba.web.verdict.walls_shapes import Shape

# the most the served opening says (weighed as :func:`~kotoba.web.verdict.message.residue` weighs it), and the
# least: a line or two is a listing's, not an article's opening
TEASER_CHARS = 2000
TEASER_LEAST = 200
# the cut paragraph's least length: a caption or a label stops without a full stop too
CUT_CHARS = 40

# The vendors' marks (see the module docstring), as literals: one search of the markup
_MARKS = (
    "tinypass.com",
    "tp.push(",
    "piano.io",
    "poool.fr",
    "poool-widget",
    "zephr",
    "laterpay",
    "memberful.com/embed",
    "mepr-unauthorized",
    "pmpro_content_message",
    "leaky_paywall_message",
    "gh-post-upgrade-cta",
    "paywall-title",
)
# A paragraph that stops where no sentence stops: on a letter, a digit, a comma or a dash, or on an ellipsis
_CUT = re.compile(r"(?:[\w,;–—-]|…|\.\.\.)\s*\Z")
# ...but not a line that is a link, a heading or a list's label, nor a story's credit line or its reporter's
# address, which close a whole article without a full stop ("Reporting by …; Editing by …", "Photo: …",
# "Additional reporting by …")
_NOT_A_PARAGRAPH = re.compile(
    r"\]\(|\A\s*(?:#|[-*] )|\A\W*(?:(?:additional )?reporting|writing|editing|edited|compiled|photo|photos"
    r"|image|source|sources|credit|with|by|via|text|translated|contact|e-?mail)\b"
    r"|\b(?:editing|reporting) by\b"
    # ...nor the line giving its reporter's or newsroom's address ("Contact reporter Jane Smith at
    # jsmith@valleycourier.com", "Jane Smith can be reached at …"), which closes a whole story so too
    # (the address's domain alone: the pattern then opens with "@", found at once, not tried everywhere)
    r"|@[\w-]{1,63}\.[a-z]{2,24}\b"
    # ...nor one closing on a web address ("The full report is on the office's site at harbour.example/
    # dredging"), nor the author's line saying who they are ("Ann Reed is a freelance writer based in Cork"),
    # each closing a whole story without a full stop as often
    r"|\b[\w-]{1,63}\.[a-z]{2,24}(?:/[\w./%-]{0,200})?\s*\Z"
    # (the author named first, in capitals, as a byline names them: "The mayor, who was a reporter …, said the
    # council would" is a sentence cut)
    r"|\A(?-i:[A-Z][\w'’.-]*)(?: (?-i:[A-Z][\w'’.-]*)){0,3} (?:is|was) (?:a|an|the)\b[^.!?\n]{0,80}"
    r"\b(?:writer|reporter|journalist|author|editor"
    r"|correspondent|columnist|photographer|critic|novelist|poet)s?\b",
    re.IGNORECASE,
)


def cut_teaser(prose: list[str], markup: str) -> Shape | None:
    """A paywall known as an opening cut mid-sentence beside a vendor's mark (see the module docstring).
    ``prose`` is the page's own prose, ``markup`` its markup."""
    # (the cheap signs first: the last paragraph of the page's own, read from the end, and one pass of the
    # markup for the marks; only a page with both has its furniture set aside from all its prose)
    last = next((piece.rstrip() for piece in reversed(prose) if not furniture(piece)), None)
    if last is None:
        return None
    # (its end is all the cut is read from; a piece is a sentence of a text no longer than a page's)
    if len(last) < CUT_CHARS or _CUT.search(last[-CUT_CHARS:]) is None:
        return None
    if _NOT_A_PARAGRAPH.search(last) is not None:
        return None
    lowered = markup.lower()  # (once, for the marks)
    if not any(mark in lowered for mark in _MARKS):
        return None
    own = [piece for piece in prose if not furniture(piece)]
    told = residue(own, stop_above=TEASER_CHARS)
    if not TEASER_LEAST <= told <= TEASER_CHARS:
        return None
    return Shape("paywall", "cut")
