"""The search budget of one run: counted from searches as they stream — a ``web_search_call``, xAI's X
searches (``x_search_call``, and ``custom_tool_call`` items such as ``x_keyword_search``), an Anthropic
``server_tool_use`` of ``web_search`` (those made from code it runs included), or the searches Gemini names
when it answers. Watching an X video or looking at an image is not a search and is not counted.

It is enforced twice, because dropping the tool at iteration boundaries alone overshot (a provider chains
many searches inside one streamed response; 14 against a cap of 8 was measured live): the loop withdraws
the search once the budget is spent — the only search tool the loop offers, so X searches stop with it —
and each request carries the provider's own bound for what remains where it takes one: ``max_tool_calls``
on OpenAI (which caps all built-in calls together; its only built-in here is the web search, so the two
counts agree) and ``max_uses`` on Anthropic's ``web_search``. A search the provider refuses for its bound
(Anthropic's ``max_uses_exceeded``) did not run: it is taken back, and the budget is spent.
"""

from __future__ import annotations

from dataclasses import dataclass

BUDGET_NOTE = (
    "You've already run {n} web searches this turn — that's the limit, and web_search is no longer "
    "available. Do NOT try to search again: SYNTHESIZE the answer (or write the report) from the results "
    "you already have, citing the real source URLs you were given."
)


def budget_note(n: int) -> str:
    """The one note the model gets when the cap is hit, with the number of searches filled in."""
    return BUDGET_NOTE.format(n=n)


@dataclass
class Budget:
    """Searches allowed in one run (a delegate helper is its own run, with its own budget)."""

    limit: int
    used: int = 0
    noted: bool = False

    capped: bool = False
    """The provider refused a search because its own bound (``max_uses``) was reached."""

    def count(self, n: int = 1) -> None:
        """``n`` searches (web or X) appeared in the stream; a negative ``n`` takes back searches the
        provider refused to run."""
        self.used = max(0, self.used + n)

    def hit_cap(self) -> None:
        """The provider's own bound on searches was hit: the budget is spent, whatever the count says."""
        self.capped = True

    @property
    def remaining(self) -> int:
        return 0 if self.capped else max(0, self.limit - self.used)

    @property
    def spent(self) -> bool:
        return self.used >= self.limit or self.capped

    def take_note(self) -> str | None:
        """The budget note the first time it is due, None before and ever after."""
        if not self.spent or self.noted:
            return None
        self.noted = True
        return budget_note(self.used)
