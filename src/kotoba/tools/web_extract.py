"""``web_extract``: read one page the user gave, and say honestly what came of it.

Success returns the page's text inside the fence, with the truncated or thin note in the header. Failure
returns no text at all, only the failure note, which tells the model it did not read the page, so it can
neither retry nor attribute search snippets to a page it never opened.

A page longer than the cap is read on with ``start`` (the header states the window and the note says where
the next one starts) or searched with ``find``; both work on the text already read, held in the read cache,
so the page is not fetched again. A phrase that is not found is a success that says so, with the number of
characters searched: the one honest way to say a page does not mention something.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from kotoba.bugs import bug_line
from kotoba.fence import quote, thin_note, truncated_note
from kotoba.tools.base import JSON, ToolResult, function_definition
from kotoba.tools.extract_rules import FAILURE_NOTE as FAILURE_NOTE
from kotoba.tools.extract_rules import FAILURE_NOTE_NO_SEARCH as FAILURE_NOTE_NO_SEARCH
from kotoba.tools.extract_rules import RULES, ExtractRules, failure_note
from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome
from kotoba.web.page import PageReader
from kotoba.web.window import MAX_MATCHES

NAME = "web_extract"

WEB_EXTRACT_DESCRIPTION = (
    "Read one web page: pass the full http(s) URL the user gave you, and get the page's main text back, "
    "quoted. Do NOT use it to search or to answer general questions — web_search is for those — and never "
    "invent a URL to pass here."
)

URL_DESCRIPTION = "The full http(s) URL of the page, exactly as the user gave it."
START_DESCRIPTION = (
    "To read on in a page you already read: the character offset to continue from, as the truncation "
    "note gives it. null for the start of the page."
)
FIND_DESCRIPTION = (
    "To search a page: a phrase to find in its whole text (case and spacing ignored); you get the text "
    "around each occurrence, or word that it does not occur. null to read the page instead."
)

WINDOW_SOURCE = "{source}, characters {start:,}–{end:,} of {total:,}"
READ_ON_NOTE = "To read on, call web_extract again with the same url and start={next}."
# A window of Markdown ends inside a code block only when the block is longer than half a window.
ENDS_IN_CODE_NOTE = "This window ends inside a code block; the next one goes on with it."
STARTS_IN_CODE_NOTE = (
    "This window starts inside a code block that began in the window before: its first lines are code, "
    "not prose or headings."
)
CAPPED_END_NOTE = (
    "Page truncated here — the page was longer than kotoba downloads, and the rest was not returned. Do not "
    "conclude anything is absent from the page on the strength of this excerpt."
)
PAST_END_NOTE = (
    "This page was read successfully. Its whole text is {total:,} characters, and the start you gave is at "
    "or past its end: there is nothing more to read."
)
REREAD_NOTE = (
    "kotoba did not keep the earlier reading of this page, so it was read again just now: its text may "
    "differ from what you were shown before, and these offsets are this reading's."
)
FOUND_NOTE = (
    'This page was read successfully. The phrase "{phrase}" occurs {count} in the {total:,} characters of '
    "its text{scope}, at {offsets}. {shown}"
)
FOUND_ALL = "Each occurrence is quoted below with the text around it."
FOUND_SOME = (
    "The first {shown} are quoted below with the text around them; to read around another, call web_extract "
    "again with the same url and start= a little before its offset."
)
NOT_FOUND_NOTE = (
    'This page was read successfully, and the phrase "{phrase}" does not occur in the {total:,} characters '
    "of its text{scope} (case and spacing ignored). That is a search of the whole text, not of an excerpt."
)
NOT_FOUND_CAPPED = (
    'This page was read successfully, and the phrase "{phrase}" does not occur in the {total:,} characters '
    "of its text that kotoba downloaded{scope} (case and spacing ignored). The page was longer than that, "
    "so do not conclude the rest of it lacks the phrase."
)
SCOPE_FROM = " from character {start:,} on"
# An excerpt cut inside a code block (said in the truncation note's voice): its first lines read as prose
# or headings without the fence that opened them, or the code goes on past what was quoted.
EXCERPT_STARTS_IN_CODE_NOTE = (
    "Excerpt cut here — it starts inside a code block that begins at character {start:,}: its first lines "
    "are code, not prose or headings. To read the whole block, call web_extract again with the same url "
    "and start={start}."
)
EXCERPT_ENDS_IN_CODE_NOTE = (
    "Excerpt cut here — it ends inside a code block that goes on past it. Do not conclude the code ends "
    "where the excerpt does; to read on, call web_extract again with the same url and start={end}."
)
OFFSETS_LISTED = 20

# A call whose start or find cannot be used: nothing was read and nothing failed, so the note is not the
# failure note (which would tell the model it could not read a page it did read) and the tool stays offered.
BAD_START_NOTE = (
    "web_extract was not run: start must be a whole number of characters or null, and {value} is not one. "
    "Nothing was read and nothing failed: call web_extract again with the same url and start as a plain "
    "number (such as start=6000, as the truncation note gives it), or null to read from the beginning."
)
BAD_FIND_NOTE = (
    "web_extract was not run: find must be a phrase (a string) or null, and {value} is not one. Nothing was "
    "read and nothing failed: call web_extract again with the same url and find as a string, or null to "
    "read the page."
)
_THOUSANDS = re.compile(r"\d{1,3}(,\d{3})+")

# Hidden text is the usual carrier of instructions aimed at agents: the model is told it was left out.
HIDDEN_NOTE = (
    "{count:,} characters of hidden text (marked or styled not to be shown to readers) were dropped from "
    "this page and are not quoted below."
)
# A paywall's teaser is the truncation case by another road: said in the truncation note's voice.
PAYWALL_NOTE = (
    "Paywall — the site showed only the beginning of this article; the rest is behind a subscription wall "
    "and was not returned. Do not conclude anything is absent from the article on the strength of this "
    "excerpt."
)
# A consent wall refused in the local browser: the model is told whose choice was made, and that it was a
# refusal (kotoba never accepts tracking for anyone).
CONSENT_REFUSED_NOTE = (
    "Consent refused — the site first showed a cookie-consent page instead of this article; kotoba refused "
    "it in a local browser, as a reader would (it accepted nothing), and the text below is the page the "
    "site showed after that refusal."
)
READER_SOURCE = "{url} (through the reader proxy {proxy})"

# Narration the loop says around a call (function-call branch only); a failure is said as a failure.
VOICE: Mapping[str, str] = MappingProxyType(
    {"start": "Opening {url}.", "done": "I've read the page.", "failed": "That page didn't open."}
)
FINAL_URL_LINE = "Final URL:"


def fenced_page(page: PageRead, *, reader_url: str = "") -> str:
    """The page's text as the model sees it: header, notes outside the markers, title and text inside.

    The header names the URL that was asked for. Where the page ended up (after redirects, or as the
    reader proxy reports it) is the site's word, so it is quoted inside the markers with the text.
    """
    if page.find is not None:
        return _found(page, reader_url)
    if page.start and page.start >= page.chars:
        return PAST_END_NOTE.format(total=page.chars)
    notes: list[str] = [REREAD_NOTE] if page.reread else []
    if page.starts_in_code:
        notes.append(STARTS_IN_CODE_NOTE)
    if page.truncated_chars:
        note = truncated_note(page.truncated_chars, at_least=page.capped)
        notes.append(f"{note} {READ_ON_NOTE.format(next=page.end)}")
        if page.ends_in_code:
            notes.append(ENDS_IN_CODE_NOTE)
    elif page.capped and page.start:
        notes.append(CAPPED_END_NOTE)
    if page.consent_refused:
        notes.append(CONSENT_REFUSED_NOTE)
    if page.wall == "paywall":
        notes.append(PAYWALL_NOTE)
    elif page.thin and not page.truncated_chars:  # the thin note says all of it is quoted: never with a cut
        notes.append(thin_note(page.chars))
    if page.hidden_chars:
        notes.append(HIDDEN_NOTE.format(count=page.hidden_chars))
    source = _source(page, reader_url)
    if page.start or page.truncated_chars:
        source = WINDOW_SOURCE.format(source=source, start=page.start, end=page.end, total=page.chars)
    lines = []
    if page.final_url != page.url:
        lines.append(f"{FINAL_URL_LINE} {page.final_url}")
    if page.title and not page.start:
        lines.append(f"# {page.title}")
    if page.byline and not page.start:  # who wrote it and when: the page's words, so inside the fence
        lines.append(("\n" if lines else "") + page.byline)
    lines.append(("\n" if lines else "") + page.text)
    return quote("\n".join(lines), source, notes)


def _source(page: PageRead, reader_url: str) -> str:
    if page.via == "reader":
        return READER_SOURCE.format(url=page.url, proxy=reader_url or "reader")
    return page.url


def _found(page: PageRead, reader_url: str) -> str:
    """A search's result: what was found where, then each excerpt in its own fence (or: not found)."""
    phrase = " ".join("".join(c if c.isprintable() else " " for c in page.find or "").split())
    scope = SCOPE_FROM.format(start=page.start) if page.start else ""
    lines = [REREAD_NOTE] if page.reread else []
    if page.consent_refused:
        lines.append(CONSENT_REFUSED_NOTE)
    if page.wall == "paywall":  # only the teaser was searched
        lines.append(PAYWALL_NOTE)
    if not page.matches:
        template = NOT_FOUND_CAPPED if page.capped else NOT_FOUND_NOTE
        lines.append(template.format(phrase=phrase, total=page.chars, scope=scope))
        return "\n".join(lines)
    count = len(page.matches)
    said = "once" if count == 1 else f"{count:,} times"
    if count >= MAX_MATCHES:
        said = f"at least {count:,} times"
    listed = [f"{at:,}" for at in page.matches[:OFFSETS_LISTED]]
    if count > OFFSETS_LISTED:
        listed.append(f"{count - OFFSETS_LISTED:,} more")
    offsets = "character " + listed[0] if count == 1 else "characters " + _and(listed)
    covered = page.quoted_matches
    shown = FOUND_ALL if covered == count else FOUND_SOME.format(shown=covered)
    lines.append(
        FOUND_NOTE.format(
            phrase=phrase, count=said, total=page.chars, scope=scope, offsets=offsets, shown=shown
        )
    )
    source = _source(page, reader_url)
    for excerpt in page.excerpts:
        where = WINDOW_SOURCE.format(source=source, start=excerpt.start, end=excerpt.end, total=page.chars)
        notes = []
        if excerpt.code_from is not None:
            notes.append(EXCERPT_STARTS_IN_CODE_NOTE.format(start=excerpt.code_from))
        if excerpt.ends_in_code:
            notes.append(EXCERPT_ENDS_IN_CODE_NOTE.format(end=excerpt.end))
        lines.append(quote(excerpt.text, where, notes))
    return "\n".join(lines)


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def tool_result(
    outcome: ReadOutcome, *, search_available: bool = True, reader_url: str = "", debug: bool = False
) -> ToolResult:
    """A read outcome as the tool's result (shared by the agent, the MCP server and ``kotoba read``).

    A read that ended on kotoba's own bug gives the model the same failure note, while the row says
    whose fault it was (``debug`` leaves out the hint to set KOTOBA_DEBUG, which is already set).
    """
    if isinstance(outcome, ReadFailed):
        why = outcome.reason if outcome.bug is None else bug_line(outcome.bug, debug=debug)
        return ToolResult(
            ok=False,
            text="",
            label=f"could not read {outcome.url}: {why}",
            note=failure_note(outcome.reason, search_available=search_available),
            reason=outcome.reason,
        )
    size = f"{outcome.chars:,} characters"
    if outcome.find is not None:
        found = len(outcome.matches)
        size = f"{found:,} {'match' if found == 1 else 'matches'} for '{outcome.find[:40]}' in {size}"
    elif outcome.start or outcome.truncated_chars:
        size = f"characters {outcome.start:,}–{outcome.end:,} of {outcome.chars:,}"
    return ToolResult(
        ok=True,
        text=fenced_page(outcome, reader_url=reader_url),
        label=f"read {outcome.final_url} ({size})",
        sources=(outcome.final_url,),
        links=shown_links(outcome),
    )


def shown_links(page: PageRead) -> tuple[str, ...]:
    """The addresses of the page's links that the returned text shows whole, as written there."""
    return tuple(link.url for link in page.links if f"]({link.url})" in page.text)


def whole_number(value: object) -> int | None:
    """``start`` as an int: a whole number sent as a float or a string (``5711.0``, ``"5711"``,
    ``"11,899"``) is taken as one, since models do send numbers so. None stays None; a value that cannot
    be a whole number (``1.5``, ``"twelve"``, ``true``) raises ValueError."""
    if value is None:
        return None
    if isinstance(value, str):
        text = value.strip()
        text = text.replace(",", "") if _THOUSANDS.fullmatch(text.lstrip("+-")) else text
        try:
            value = int(text)
        except ValueError:
            value = float(text)  # "12.0" is twelve; a ValueError here is the caller's answer
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {value!r}")
    return value


def bad_call(url: str, name: str, template: str, value: object) -> ToolResult:
    """The result for an argument that cannot be used: a plain argument error, not a failed read."""
    shown = json.dumps(value, ensure_ascii=False)
    shown = shown if len(shown) <= 60 else shown[:60] + "…"
    note = template.format(value=shown)
    label = f"did not read {url}: its {name} argument ({shown}) could not be used"
    return ToolResult(ok=False, text="", label=label, note=note, reason=note, bad_call=True)


class WebExtractTool:
    """The tool: its definition for the provider, and ``execute`` over a shared :class:`PageReader`."""

    name = NAME
    voice: Mapping[str, str] = VOICE
    rules: ExtractRules = RULES
    """Offered while a link is in play, withdrawn after a failed read, reading only URLs in play."""

    def __init__(self, reader: PageReader, *, search_available: bool = True) -> None:
        self._reader = reader
        self._search_available = search_available

    def definition(self) -> JSON:
        return function_definition(
            NAME,
            WEB_EXTRACT_DESCRIPTION,
            {
                "type": "object",
                "properties": {
                    "url": {"type": "string", "description": URL_DESCRIPTION},
                    "start": {"type": ["integer", "null"], "description": START_DESCRIPTION},
                    "find": {"type": ["string", "null"], "description": FIND_DESCRIPTION},
                },
                "required": ["url", "start", "find"],
                "additionalProperties": False,
            },
        )

    async def execute(self, arguments: Mapping[str, Any]) -> ToolResult:
        url = arguments.get("url")
        if not isinstance(url, str) or not url.strip():
            reason = "the call carried no URL"
            return ToolResult(
                ok=False,
                text="",
                label=f"could not read: {reason}",
                note=failure_note(reason, search_available=self._search_available),
                reason=reason,
            )
        phrase = arguments.get("find")
        try:
            start = whole_number(arguments.get("start"))
        except ValueError:
            return bad_call(url, "start", BAD_START_NOTE, arguments.get("start"))
        if isinstance(phrase, (int, float)) and not isinstance(phrase, bool):
            phrase = json.dumps(phrase)  # find=1999: the model means the year, and says so as a number
        if phrase is not None and not isinstance(phrase, str):
            return bad_call(url, "find", BAD_FIND_NOTE, phrase)
        if phrase is not None and not phrase.strip():
            phrase = None  # an empty phrase asks for nothing to be found: a plain read
        if start is not None:
            start = max(0, start)
        outcome = await self._reader.read(url, start=start, find=phrase)
        settings = self._reader.settings
        return tool_result(
            outcome,
            search_available=self._search_available,
            reader_url=settings.reader_url,
            debug=settings.debug,
        )
