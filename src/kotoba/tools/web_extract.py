"""``web_extract``: read one page the user gave, and say honestly what came of it.

Success returns the page's text inside the fence, with the truncated or thin note in the header. Failure
returns no text at all, only the failure note, which tells the model it did not read the page, so it can
neither retry nor attribute search snippets to a page it never opened.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from kotoba.fence import quote, thin_note, truncated_note
from kotoba.tools.base import JSON, ToolResult, function_definition
from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome
from kotoba.web.page import PageReader

NAME = "web_extract"

WEB_EXTRACT_DESCRIPTION = (
    "Read one web page: pass the full http(s) URL the user gave you, and get the page's main text back, "
    "quoted. Do NOT use it to search or to answer general questions — web_search is for those — and never "
    "invent a URL to pass here."
)

URL_DESCRIPTION = "The full http(s) URL of the page, exactly as the user gave it."

# Hidden text is the usual carrier of instructions aimed at agents: the model is told it was left out.
HIDDEN_NOTE = (
    "{count:,} characters of hidden text (marked or styled not to be shown to readers) were dropped from "
    "this page and are not quoted below."
)
FAILURE_NOTE = (
    "YOU DID NOT READ THAT PAGE — {reason}. Do NOT retry it, and do NOT attribute anything to it: saying "
    "'the page says/explains…' would be a lie. Use web_search now to find the same information from another "
    "source, then answer in ONE piece."
)

# Where no web search is on the table, the note must not send the model to a tool it does not have.
FAILURE_NOTE_NO_SEARCH = (
    "YOU DID NOT READ THAT PAGE — {reason}. Do NOT retry it, and do NOT attribute anything to it: saying "
    "'the page says/explains…' would be a lie. Tell the person you could not open it and why, then answer "
    "in ONE piece from what you can honestly say without it."
)

READER_SOURCE = "{url} (through the reader proxy {proxy})"

# Narration the loop says around a call (function-call branch only); a failure is said as a failure.
VOICE: Mapping[str, str] = MappingProxyType(
    {"start": "Opening {url}.", "done": "I've read the page.", "failed": "That page didn't open."}
)
FINAL_URL_LINE = "Final URL:"


def failure_note(reason: str, *, search_available: bool = True) -> str:
    """The note the model gets when a read failed, with the reason filled in."""
    template = FAILURE_NOTE if search_available else FAILURE_NOTE_NO_SEARCH
    return template.format(reason=reason.rstrip(". "))


def fenced_page(page: PageRead, *, reader_url: str = "") -> str:
    """The page's text as the model sees it: header, notes outside the markers, title and text inside.

    The header names the URL that was asked for. Where the page ended up (after redirects, or as the
    reader proxy reports it) is the site's word, so it is quoted inside the markers with the text.
    """
    notes: list[str] = []
    if page.truncated_chars:
        notes.append(truncated_note(page.truncated_chars, at_least=page.capped))
    if page.thin:
        notes.append(thin_note(page.chars))
    if page.hidden_chars:
        notes.append(HIDDEN_NOTE.format(count=page.hidden_chars))
    source = page.url
    if page.via == "reader":
        source = READER_SOURCE.format(url=page.url, proxy=reader_url or "reader")
    lines = []
    if page.final_url != page.url:
        lines.append(f"{FINAL_URL_LINE} {page.final_url}")
    if page.title:
        lines.append(f"# {page.title}")
    lines.append(("\n" if lines else "") + page.text)
    return quote("\n".join(lines), source, notes)


def tool_result(outcome: ReadOutcome, *, search_available: bool = True, reader_url: str = "") -> ToolResult:
    """A read outcome as the tool's result (shared by the agent, the MCP server and ``kotoba read``)."""
    if isinstance(outcome, ReadFailed):
        return ToolResult(
            ok=False,
            text="",
            label=f"could not read {outcome.url}: {outcome.reason}",
            note=failure_note(outcome.reason, search_available=search_available),
            reason=outcome.reason,
        )
    size = f"{outcome.chars:,} characters"
    return ToolResult(
        ok=True,
        text=fenced_page(outcome, reader_url=reader_url),
        label=f"read {outcome.final_url} ({size})",
        sources=(outcome.final_url,),
    )


class WebExtractTool:
    """The tool: its definition for the provider, and ``execute`` over a shared :class:`PageReader`."""

    name = NAME
    voice: Mapping[str, str] = VOICE

    def __init__(self, reader: PageReader, *, search_available: bool = True) -> None:
        self._reader = reader
        self._search_available = search_available

    def definition(self) -> JSON:
        return function_definition(
            NAME,
            WEB_EXTRACT_DESCRIPTION,
            {
                "type": "object",
                "properties": {"url": {"type": "string", "description": URL_DESCRIPTION}},
                "required": ["url"],
                "additionalProperties": False,
            },
        )

    async def execute(self, arguments: Mapping[str, Any]) -> ToolResult:
        url = arguments.get("url")
        if not isinstance(url, str) or not url.strip():
            reason = "the call carried no URL"
            return ToolResult(
                False,
                "",
                f"could not read: {reason}",
                failure_note(reason, search_available=self._search_available),
                reason,
            )
        outcome = await self._reader.read(url)
        return tool_result(
            outcome, search_available=self._search_available, reader_url=self._reader.settings.reader_url
        )
