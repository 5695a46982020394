"""Where the site's own breadcrumb trail says the page is its not-found page: a theme's page-title banner
heads the page "Error 404" over a trail whose last crumb, the page the reader is on, is "404" or "Page not
found" — the trail of the site's root and the state, nothing between (looked at: an engineering firm's theme,
"Error 404" over "Home › 404", its about sidebar, tagline and clients' logos around it). An article's trail
names its sections and ends with its own title, so a trail of a section or more before the state — or a
state with words of its own beside it, "404 errors explained" — is no such trail.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.boxes import element_end
from kotoba.web.verdict.walls_markup import visible

# an opening tag of an element that may hold a trail, its name kept to find its end
_TAG = re.compile(r"<(ol|ul|nav|div|p|section)\b[^<>]{0,500}>", re.IGNORECASE)
# what names it a breadcrumb trail (its class, id or label)
_NAMES = ("breadcrumb", "bread-crumb")
# the crumb the reader is on, whole: the status, or the state named ("Error 404", "404 Not Found", "Page not
# found", "Not found")
_STATE = re.compile(
    r"\A\W*(?:(?:error|http)\W*)?404(?:\W*(?:error|not found|page not found|page))?\W*\Z"
    r"|\A\W*(?:(?:error\W*)?404\W*)?(?:page )?not found\W*\Z",
    re.IGNORECASE,
)
# a line of a trail that only separates its crumbs ("›", "/", "»"), or is empty
_SEPARATOR = re.compile(r"[\W_]*")
# crumbs a trail to a not-found page holds: the root, and the state
TRAIL_CRUMBS = 2
# the trails looked at on one page, and the "crumb"s looked up (a hostile page may name a thousand)
TRAILS_READ = 3
CRUMBS_TRIED = 40
# a trail of two crumbs is a line of markup: an element that long is no such trail, and is not read (a hostile
# page's "breadcrumb" list of ten thousand items would otherwise be rendered to text whole)
TRAIL_CHARS = 2000


def crumbed_not_found(markup: str) -> bool:
    """Whether one of ``markup``'s breadcrumb trails is the site's root and the not-found state (see the
    module docstring). Each "crumb" of the markup is looked up from the nearest tag opened before it, and
    the trails read are :data:`TRAILS_READ` at most, each no longer than :data:`TRAIL_CHARS`: a hostile page's
    thousand trails, or one of ten thousand crumbs, cost no more."""
    lowered = markup.lower()
    at = lowered.find("crumb")
    read = tried = 0
    while at != -1 and read < TRAILS_READ and tried < CRUMBS_TRIED:
        tried += 1
        opened = lowered.rfind("<", max(0, at - 500), at)
        tag = _TAG.match(lowered, opened) if opened != -1 else None
        if tag is not None and tag.end() > at and any(name in tag.group() for name in _NAMES):
            read += 1
            end = element_end(lowered, tag.group(1), tag.end())
            if end - opened > TRAIL_CHARS:
                at = lowered.find("crumb", max(end, at + 1))
                continue
            lines = visible(markup[opened:end]).splitlines()
            crumbs = [line.strip() for line in lines if not _SEPARATOR.fullmatch(line.strip())]
            if len(crumbs) == TRAIL_CRUMBS and _STATE.match(crumbs[-1]) is not None:
                return True
            at = lowered.find("crumb", max(end, at + 1))
        else:
            at = lowered.find("crumb", at + 1)
    return False
