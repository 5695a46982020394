"""Step-row labels: what a row says while a step runs, and what it settles to when the step is done.

A built-in search's row must say what the search actually did. The action only arrives on
``response.output_item.done`` (never on ``.added``), has three kinds of which only one carries a query, and
a fanned-out search lists every query in the plural ``queries`` while the deprecated singular ``query``
holds just one — so ``queries`` is read first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

SEARCHING = "searching the web…"
SEARCHED_WEB = "searched the web"
UNFINISHED = "the search did not finish"


def get(obj: Any, name: str) -> Any:
    """A field of an SDK object or of a plain dict (tests feed dicts; the SDK builds unvalidated models)."""
    if obj is None:
        return None
    if isinstance(obj, Mapping):
        return obj.get(name)
    return getattr(obj, name, None)


def search_label(action: Any) -> str:
    """The closing label of a ``web_search_call`` from its action (which may be missing altogether)."""
    queries = [q for q in (get(action, "queries") or []) if isinstance(q, str) and q.strip()]
    if not queries:
        query = get(action, "query")
        if isinstance(query, str) and query.strip():
            queries = [query]
    if queries:
        return "searched for " + ", ".join(f"'{q.strip()}'" for q in queries)
    pattern = get(action, "pattern")
    if isinstance(pattern, str) and pattern:
        return f"looked for '{pattern}' in the page"
    url = get(action, "url")
    if isinstance(url, str) and url:
        return f"opened {url}"
    return SEARCHED_WEB


def action_urls(action: Any) -> list[str]:
    """URLs a search handed the model: its sources, or the page it opened or searched in."""
    urls: list[str] = []
    for source in get(action, "sources") or []:
        url = get(source, "url")
        if isinstance(url, str) and url:
            urls.append(url)
    url = get(action, "url")
    if isinstance(url, str) and url:
        urls.append(url)
    return urls


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def call_label(name: str, arguments: Mapping[str, Any]) -> str:
    """The opening label of a function tool's row, from the model's arguments."""
    if name == "web_extract" and isinstance(arguments.get("url"), str):
        if isinstance(arguments.get("find"), str) and arguments["find"].strip():
            return f"looking for '{_short(arguments['find'])}' in {arguments['url']}"
        if isinstance(arguments.get("start"), int) and arguments["start"] > 0:
            return f"reading on in {arguments['url']} from character {arguments['start']:,}"
        return f"reading {arguments['url']}"
    if name == "read_file" and isinstance(arguments.get("path"), str):
        return f"reading {arguments['path']}"
    if name == "delegate" and isinstance(arguments.get("task"), str):
        return f"asking a helper: {_short(arguments['task'])}"
    return f"running {name}"
