"""What a read of one URL comes to, as values: a page that was read, or a failure with its reason.

Callers branch on the type, never on exceptions: the reason and whether it is definitive (a 404, a policy
refusal) travel with the failure, because the reader-proxy fallback and the model's failure note need both.
A failure caused by kotoba's own bug is a failure too, but carries the exception (``bug``), so no caller
mistakes it for the site's doing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from kotoba.printable import printable_line

Via = Literal["direct", "rendered", "reader"]
Wall = Literal["soft404", "consent", "login", "paywall", "age", "geo"]
"""A page the site served in place of the article (:mod:`kotoba.web.verdict.walls`); a paywall's teaser is
still read, the others are failures."""


class FailureKind(StrEnum):
    """Why a read failed, as a value to branch on (``ReadFailed.reason`` stays the sentence for the model).

    The values are an interface: ``kotoba read --json`` prints them as ``kind``.
    """

    REFUSED = "refused"
    """The address policy refused the URL, a host it named, or an address it resolved to."""
    NOT_FOUND = "not_found"
    """The page does not exist (HTTP 404 or 410)."""
    HTTP = "http"
    """Any other HTTP error answer."""
    REDIRECT = "redirect"
    """A redirect that cannot be followed: a loop, too many hops, no or an invalid Location."""
    UNRESOLVED = "unresolved"
    """The host name did not resolve."""
    NETWORK = "network"
    """The connection failed or broke, or the body's Content-Encoding was corrupt."""
    TIMEOUT = "timeout"
    """The site did not answer in time, or the read's deadline passed."""
    BINARY = "binary"
    """The URL serves an image, audio, video, an archive or another format with no text to read."""
    NO_TEXT = "no_text"
    """The page had no readable text."""
    BLOCK_PAGE = "block_page"
    """A verification or block page stood in for the article."""
    CHALLENGE = "challenge"
    """A named vendor's bot challenge (Cloudflare, Akamai…) stood in for the article."""
    UNREADABLE = "unreadable"
    """A document (a PDF) that could not be read."""
    BROWSER = "browser"
    """The local browser was not there, or could not be started, to render the page."""
    MEMORY = "memory"
    """The page used more memory in the browser than kotoba allows a render (or its renderer stopped)."""
    SOFT_404 = "soft_404"
    """The site answered with its own "page not found" page, with a success status: a 404 by another road."""
    CONSENT_WALL = "consent_wall"
    """A cookie-consent page (accept tracking, or pay) stood in for the article."""
    LOGIN_WALL = "login_wall"
    """The site asked to log in or sign up before showing the page."""
    AGE_GATE = "age_gate"
    """The site asked to confirm the reader's age before showing the page."""
    GEO_BLOCK = "geo_block"
    """The site refused readers from this location (a "not available in your country" page, or HTTP 451)."""
    BUG = "bug"
    """A bug inside kotoba ended the read: not the site's doing (``ReadFailed.bug`` holds the exception)."""


@dataclass(frozen=True, kw_only=True)
class Excerpt:
    """A stretch of a page's text around an occurrence of a phrase: ``text`` is ``full_text[start:end]``."""

    start: int
    end: int
    text: str
    code_from: int | None = None
    """The excerpt starts inside a fenced code block (Markdown) that opens at this offset, before it."""
    ends_in_code: bool = False
    """The excerpt ends inside a fenced code block that goes on past it."""


@dataclass(frozen=True)
class Link:
    """A link of a page's Markdown: its address exactly as the text writes it (resolved against the page's
    address), and its text. The agent loop lets the model read such an address, and only as written."""

    url: str
    text: str


@dataclass(frozen=True, kw_only=True)
class PageRead:
    """A page whose text was read. ``text`` is what is returned (capped); ``chars`` the whole length.

    ``text`` is the window of the whole extracted text (``full_text``) that begins at ``start``; a first
    read starts at 0, a continuation (``start=``) elsewhere. A search (``find=``) returns ``excerpts``
    around the occurrences, whose offsets are ``matches``, ``text`` is the excerpts joined, and ``start`` is
    where the search began.
    """

    url: str
    final_url: str
    via: Via
    title: str
    text: str
    chars: int
    truncated_chars: int
    thin: bool
    content_type: str = ""
    capped: bool = False
    """The body was larger than the byte cap: ``truncated_chars`` counts only what was downloaded."""
    start: int = 0
    """Where ``text`` begins in the whole extracted text (``truncated_chars`` counts what follows it)."""
    full_text: str = field(default="", repr=False, compare=False)
    """The whole extracted text, which ``start=`` and ``find=`` read on from without fetching again."""
    find: str | None = None
    """The phrase searched for, when this is a search of the page."""
    matches: tuple[int, ...] = ()
    """Where ``find`` occurs in the whole text (character offsets, in order)."""
    excerpts: tuple[Excerpt, ...] = ()
    """The text around the occurrences that is returned (within the same character cap as a window)."""
    reread: bool = False
    """A continuation had to fetch the page again (it was not held) after a reading of it was given in this
    process: the text, and its offsets, may differ from the earlier reading's."""
    hidden_chars: int = 0
    """Characters of text hidden from readers (``display:none``, ``hidden``, off-screen…), not in ``text``."""
    wall: Literal["paywall"] | None = None
    """``"paywall"`` when the site showed only the beginning of the article: the rest is behind its
    subscription wall, and nothing may be concluded absent from it."""
    consent_refused: bool = False
    """The site first showed a cookie-consent page in place of the article, and kotoba refused it in the
    local browser (never accepted it); this is the page the site showed after the refusal."""
    links: tuple[Link, ...] = field(default=(), compare=False)
    """The links of the whole text (Markdown only), in page order, each address once."""
    byline: str = ""
    """Who wrote the article and when, as the page shows them between its headline and its text ("By Helen
    Marsh · March 4, 2026"), or "": shown to the model under the title, outside ``text``."""
    starts_in_code: bool = False
    """The window begins inside a fenced code block (its opening fence is in an earlier window)."""
    ends_in_code: bool = False
    """The window ends inside a fenced code block that the next window goes on with."""

    @property
    def status(self) -> Literal["ok"]:
        return "ok"

    @property
    def quoted_matches(self) -> int:
        """How many of ``matches`` fall inside the returned ``excerpts`` (the rest are only listed)."""
        return sum(1 for at in self.matches if any(e.start <= at < e.end for e in self.excerpts))

    @property
    def end(self) -> int:
        """Where the returned text ends in the whole text (exclusive)."""
        if self.find is not None:
            return self.excerpts[-1].end if self.excerpts else self.start
        return self.start + len(self.text)


@dataclass(frozen=True, kw_only=True)
class ReadFailed:
    """A read that produced nothing usable: ``reason`` is the sentence for the model, ``kind`` the same
    thing as a value. ``definitive`` failures never go to the reader proxy."""

    url: str
    reason: str
    kind: FailureKind
    definitive: bool
    final_url: str = ""
    via: Via = "direct"
    bug: Exception | None = field(default=None, compare=False, repr=False)
    """The exception raised inside kotoba that ended the read; None when the site (or the policy) did."""
    retry_after: float | None = None
    """Seconds a 429 or 503 answer asked to wait before the next request (its ``Retry-After``), if it said."""

    def __post_init__(self) -> None:
        # A reason may carry words from outside (a host name the person typed, a proxy's warning); it is
        # shown on one line to the model and on a terminal, so it passes the printable filter here.
        object.__setattr__(self, "reason", printable_line(self.reason))

    @property
    def status(self) -> Literal["failed"]:
        return "failed"

    @property
    def internal(self) -> bool:
        """The read failed on a bug of kotoba's, not on anything the site did."""
        return self.bug is not None

    @property
    def wall(self) -> Wall | None:
        """The wall the site served in place of the article, when that is why the read failed."""
        return WALL_OF_KIND.get(self.kind)


ReadOutcome = PageRead | ReadFailed

# The failures that are walls, by the wall's name (``wall`` in ``kotoba read --json``).
KIND_OF_WALL: dict[Wall, FailureKind] = {
    "soft404": FailureKind.SOFT_404,
    "consent": FailureKind.CONSENT_WALL,
    "login": FailureKind.LOGIN_WALL,
    "age": FailureKind.AGE_GATE,
    "geo": FailureKind.GEO_BLOCK,
}
WALL_OF_KIND: dict[FailureKind, Wall] = {kind: wall for wall, kind in KIND_OF_WALL.items()}


def outcome_json(outcome: ReadOutcome) -> dict[str, object]:
    """The outcome as the JSON object ``kotoba read --json`` prints (field names are an interface)."""
    if isinstance(outcome, PageRead):
        return {
            "status": "ok",
            "url": outcome.url,
            "final_url": outcome.final_url,
            "via": outcome.via,
            "title": outcome.title,
            "byline": outcome.byline,
            "text": outcome.text,
            "chars": outcome.chars,
            "truncated_chars": outcome.truncated_chars,
            "thin": outcome.thin,
            "start": outcome.start,
            "end": outcome.end,
            "matches": list(outcome.matches) if outcome.find is not None else None,
            "quoted_matches": outcome.quoted_matches if outcome.find is not None else None,
            "reread": outcome.reread,
            "hidden_chars": outcome.hidden_chars,
            "wall": outcome.wall,
            "consent_refused": outcome.consent_refused,
            "links": [{"url": link.url, "text": link.text} for link in outcome.links],
        }
    return {
        "status": "failed",
        "url": outcome.url,
        "final_url": outcome.final_url or outcome.url,
        "via": outcome.via,
        "title": "",
        "byline": "",
        "text": "",
        "chars": 0,
        "truncated_chars": 0,
        "thin": False,
        "start": 0,
        "end": 0,
        "matches": None,
        "quoted_matches": None,
        "reread": False,
        "hidden_chars": 0,
        "wall": outcome.wall,
        "consent_refused": False,
        "links": [],
        "reason": outcome.reason,
        "kind": str(outcome.kind),
        "definitive": outcome.definitive,
        "internal_error": outcome.internal,
    }
