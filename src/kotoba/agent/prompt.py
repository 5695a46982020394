"""System-prompt blocks: who she is in each mode, and what she can and cannot do on the web this session.

Blocks depend on what is on the table, never on hope. The "latest" rule is injected in work mode only when
``web_search`` is offered in the request (it is a rule about search queries); when no search is available, an
honest-absence block replaces any claim that she can browse. ``web_search``'s schema is exactly
``{"type": "web_search"}`` and carries no description, so when to reach for it is said here.
"""

from __future__ import annotations

WORK_BASE = (
    "You are kotoba, a careful research assistant. Answer the question you were asked, directly and in one "
    "piece. When you use something you found on the web, cite the real source URLs you were given; never "
    "invent a URL, a quote or a source."
)

CHAT_BASE = (
    "You are kotoba, a friendly conversational assistant. Keep answers natural and brief. When you use "
    "something you found on the web, say where it came from; never invent a URL, a quote or a source."
)

SEARCH_BLOCK = (
    "You have web_search. It is your default for any QUESTION you would otherwise answer out of your own "
    "memory: facts, numbers, names, dates, versions, news. Search first, then answer from what you found."
)

LATEST_RULE = (
    "When the question is about the latest / last / current / most recent / newest anything — a release, "
    "a winner, a price, a version, an office-holder — search for it exactly as the question asks it and do "
    "NOT put a year in the search query. Any year you'd add comes from your training, not from the question, "
    "and it silently pins the search to a stale edition."
)

READ_BLOCK = (
    "web_extract reads one page whose URL the person gave you (or a search returned). Use it only for such "
    "a URL; never invent a URL to pass to it."
)

NO_SEARCH_BLOCK = (
    "You cannot search the web in this session: no web search is available to you. Do NOT claim to browse, "
    "look something up or check online. Answer from what you know, say plainly that you could not check it "
    "on the web, and say so when the answer may be out of date."
)

NO_SEARCH_BUT_READ_BLOCK = (
    "You can read a page whose URL the person gives you with web_extract, but nothing more: you cannot "
    "search the web in this session."
)

DELEGATE_BLOCK = (
    "delegate hands a self-contained sub-task to a helper, who researches it on its own and returns its "
    "answer. Use it for separable pieces of a larger piece of work, not for a single lookup."
)


def system_prompt(
    *, mode: str, search: bool, web: bool, delegate: bool = False, searching: bool | None = None
) -> str:
    """The instructions for one request.

    ``search``: ``web_search`` is available this session (web family on, the provider has the built-in,
    a budget above 0). ``searching``: it is offered in this very request (default: ``search``). Once the
    budget is spent it is withdrawn, and the search block and the "latest" rule go with it, since they are
    rules for a tool she no longer has; the honest-absence block does not come in, since she did search.
    ``web``: the web family is on (so ``web_extract`` may be offered when a link is in play).
    """
    searching = search if searching is None else searching
    blocks = [CHAT_BASE if mode == "chat" else WORK_BASE]
    if search and searching:
        blocks.append(SEARCH_BLOCK)
        if mode != "chat":
            blocks.append(LATEST_RULE)
    if search:
        if web:
            blocks.append(READ_BLOCK)
    else:
        blocks.append(NO_SEARCH_BLOCK)
        if web:
            blocks.append(NO_SEARCH_BUT_READ_BLOCK)
    if delegate:
        blocks.append(DELEGATE_BLOCK)
    return "\n\n".join(blocks)
