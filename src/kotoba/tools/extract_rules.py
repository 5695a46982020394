"""``web_extract``'s rules about a turn, kept with the tool rather than in the loop.

- Offered only while a link is in play: one of the last 3 user messages holds ``https?://`` (without a link
  the model invents a URL to fetch instead of searching; 3, not 1, because "here's a link" and "open it"
  are often two messages).
- Withdrawn for the rest of the turn after a read failed, and every call still arriving is refused unread
  with the failure note — a read that failed must not come back through a retry.
- Reads only URLs in the conversation (provenance): the person's, this turn's search results', or a link a
  page read in this conversation showed, exactly as written there; reading on in a page already read is
  allowed. Anything else is refused with the same failure note.
- A failed read's note is worded for the moment: whether web_search is still offered changes what it says.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from typing import Any

from kotoba.tools.base import ToolResult
from kotoba.tools.rules import Context

NAME = "web_extract"
LINK = re.compile(r"https?://", re.IGNORECASE)
LOOKBACK = 3

NOT_IN_CONVERSATION = (
    "that URL does not appear in this conversation — neither the person nor a search result gave it, "
    "no page you read links to it exactly as written, and a URL you made up or changed is not a source"
)
EXTRACT_WITHDRAWN = "web_extract already failed once this turn, so this read was not attempted"


def link_in_play(user_messages: Sequence[str], lookback: int = LOOKBACK) -> bool:
    """Whether one of the last ``lookback`` user messages contains ``https?://``."""
    return any(LINK.search(message) for message in user_messages[-lookback:])


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


def failure_note(reason: str, *, search_available: bool = True) -> str:
    """The note the model gets when a read failed, with the reason filled in."""
    template = FAILURE_NOTE if search_available else FAILURE_NOTE_NO_SEARCH
    return template.format(reason=reason.rstrip(". "))


def _failure_note(reason: str, search: bool) -> str:
    return failure_note(reason, search_available=search)


def not_in_conversation(url: str, *, search: bool) -> ToolResult:
    """Provenance's refusal: the same failure note as an unread page, with the reason why."""
    reason = NOT_IN_CONVERSATION
    note = _failure_note(reason, search)
    return ToolResult(
        ok=False, text="", label=f"refused {url}: not in the conversation", note=note, reason=reason
    )


def extract_withdrawn(url: str, *, search: bool) -> ToolResult:
    """A read in a turn where one already failed: refused unread, with the failure note.

    The offer drops web_extract after a failure, but calls that came in the same response as the failed
    one were made before that, so each call checks again.
    """
    note = _failure_note(EXTRACT_WITHDRAWN, search)
    label = f"did not read {url}: web_extract already failed this turn"
    return ToolResult(ok=False, text="", label=label, note=note, reason=EXTRACT_WITHDRAWN)


def read_failed(result: ToolResult, *, search: bool) -> ToolResult:
    """A failed read with its note worded for this moment (the tool cannot know the budget ran out)."""
    reason = result.reason or result.label
    return dataclasses.replace(result, note=_failure_note(reason, search))


class ExtractRules:
    """The rules :class:`~kotoba.tools.web_extract.WebExtractTool` carries."""

    def withhold(self, context: Context) -> str | None:
        if not context.web:
            return "the web family is off"
        if not link_in_play(context.turn.user_messages):
            return f"no link in the last {LOOKBACK} user messages"
        if NAME in context.turn.failed_tools:
            return "web_extract failed once this turn"
        return None

    def admit(self, arguments: Mapping[str, Any], context: Context) -> ToolResult | None:
        url = str(arguments.get("url", ""))
        if NAME in context.turn.failed_tools:
            return extract_withdrawn(url, search=context.search_left)
        if not context.turn.provenance.allows_call(arguments):
            return not_in_conversation(url, search=context.search_left)
        return None

    def settle(self, arguments: Mapping[str, Any], result: ToolResult, context: Context) -> ToolResult:
        if result.bad_call:  # a wrong argument is not a failed read: nothing was attempted
            return result
        if not result.ok:
            context.turn.failed_tools.add(NAME)
            return read_failed(result, search=context.search_left)
        context.turn.provenance.add_read(str(arguments.get("url", "")))
        context.turn.provenance.add_links(result.links)  # exactly as the page wrote them: see provenance
        return result


RULES = ExtractRules()
