"""A turn: what a run shares with the delegate helpers it starts.

A helper is a run of its own (its own iterations, its own search budget) inside its parent's turn, so the
person it answers to, the URLs in play and what already failed are the turn's, never reset by delegating.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from kotoba.agent.provenance import Provenance, UrlKey


@dataclass
class Turn:
    """What one turn shares between its run and every helper that run delegates to.

    A helper is its own run, with its own search budget, but not its own conversation: the task is text the
    model wrote, not the person's, so whether a link is in play (the person's last messages) and which URLs
    may be read (the person's and this turn's searches') are decided on the turn, never on the task.
    """

    user_messages: tuple[str, ...]
    provenance: Provenance
    searches: int = 0
    """Searches run this turn, every helper's included: what the person is told the turn did. The budget
    that limits them is per run, so it is counted apart."""
    failed_tools: set[str] = field(default_factory=set)
    """Tools that failed this turn (in this run or a helper's), for their rules: a web_extract that failed
    is gone for the whole turn, so a read that failed cannot come back through a delegate, nor a helper's
    failure be retried here."""

    @classmethod
    def of(
        cls, user_messages: Sequence[str], *, read: set[UrlKey] | None = None, linked: set[str] | None = None
    ) -> Turn:
        """``read`` is the conversation's URLs already read and ``linked`` the addresses the pages read
        showed as links (both kept by the session across turns)."""
        provenance = Provenance(user_messages, read=read, linked=linked)
        return cls(user_messages=tuple(user_messages), provenance=provenance)
