"""Step-row labels: what a row says while a step runs, and what it settles to when the step is done.

A row must say what the provider's server-side step actually did, and providers say it in different places:

- OpenAI's ``web_search_call`` puts it in an ``action`` that only arrives on ``response.output_item.done``
  (never on ``.added``), has three kinds of which only one carries a query (``search``; ``open_page`` has a
  ``url``, ``find_in_page`` — ``find`` in SDKs up to 2.16 — a ``pattern``), and lists a fanned-out search's
  queries in the plural ``queries`` while the deprecated singular ``query`` holds just one — so ``queries``
  is read first. Its ``sources`` may name an API (``{"type": "api", "name": …}``) rather than a page.
- xAI's ``web_search_call`` may have no ``action`` at all and carry the query in ``arguments``, a JSON
  string (``{"query": "…"}``) next to ``"name": "web_search"`` (or ``browse_page`` with a ``url``), or an
  ``action.query`` that is an empty string until ``.done``. An empty query is no query.
- xAI's X search arrives as an ``x_search_call`` with ``arguments``, or as a ``custom_tool_call`` named
  after the sub-tool (``x_keyword_search``, ``x_semantic_search``, ``view_x_video`` …) whose JSON is in
  ``input``. These are server-side steps the provider already ran, never function calls for us to answer.

:func:`kind_of` sorts an output item into one of these, :func:`open_label` and :func:`close_label` word it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Literal

SEARCHING = "searching the web…"
SEARCHED_WEB = "searched the web"
SEARCHING_X = "searching X…"
SEARCHED_X = "searched X"
WATCHING_X_VIDEO = "watching an X video…"
WATCHED_X_VIDEO = "watched an X video"
VIEWING_IMAGE = "looking at an image…"
VIEWED_IMAGE = "looked at an image"
UNFINISHED = "the search did not finish"
UNFINISHED_STEP = "the step did not finish"

Kind = Literal["web", "x", "x_video", "image", "other"]
SEARCH_KINDS: frozenset[str] = frozenset({"web", "x"})
"""Kinds that are searches, counted against the search budget (watching a video or image is not one)."""

WEB_TOOLS = frozenset({"web_search", "web_search_with_snippets", "browse_page"})
X_TOOLS = frozenset({"x_keyword_search", "x_semantic_search", "x_user_search", "x_thread_fetch"})
_ROW_TOOL: dict[str, str] = {
    "web": "web_search",
    "x": "x_search",
    "x_video": "view_x_video",
    "image": "view_image",
}


def get(obj: Any, name: str) -> Any:
    """A field of an SDK object or of a plain dict (tests feed dicts; the SDK builds unvalidated models)."""
    if obj is None:
        return None
    if isinstance(obj, Mapping):
        return obj.get(name)
    return getattr(obj, name, None)


def kind_of(item: Any) -> Kind | None:
    """What a server-side output item is, or None when it is not one (messages, function calls, the unknown).

    A ``custom_tool_call`` of a name not known here still gets a row ("other"): the provider ran something,
    and the person should see that it did — but it is not counted as a search.
    """
    item_type, name = get(item, "type"), get(item, "name")
    if item_type == "web_search_call":
        return "web"
    if item_type == "x_search_call":
        return "x"
    if item_type != "custom_tool_call":
        return None
    if name in WEB_TOOLS:
        return "web"
    if name in X_TOOLS:
        return "x"
    if name == "view_x_video":
        return "x_video"
    if name == "view_image":
        return "image"
    return "other"


def row_tool(kind: Kind, item: Any) -> str:
    """The ``tool`` a row names: the provider tool family, or the item's own name for an unknown one."""
    return _ROW_TOOL.get(kind) or str(get(item, "name") or "a provider tool")


def open_label(kind: Kind, item: Any) -> str:
    """A row's label while the step runs (the query is usually not known yet, so none is promised)."""
    if kind == "web":
        return SEARCHING
    if kind == "x":
        return SEARCHING_X
    if kind == "x_video":
        return WATCHING_X_VIDEO
    if kind == "image":
        return VIEWING_IMAGE
    return f"running {row_tool(kind, item)}…"


def close_label(kind: Kind, item: Any, earlier: Any = None) -> str:
    """A row's settled label from its ``.done`` item; ``earlier`` (its ``.added`` item, or one carrying the
    streamed input) fills in what ``.done`` left out."""
    if kind == "web":
        label = search_label(get(item, "action"))
        if label != SEARCHED_WEB:
            return label
        for source in (item, earlier):
            said = _arguments_label(arguments_of(source))
            if said is not None:
                return said
        return SEARCHED_WEB
    if kind == "x":
        for source in (item, earlier):
            queries = _queries(get(source, "action")) or _queries(arguments_of(source))
            if queries:
                return "searched X for " + _quoted(queries)
        return SEARCHED_X
    if kind == "x_video":
        return WATCHED_X_VIDEO
    if kind == "image":
        return VIEWED_IMAGE
    return f"used {row_tool(kind, item)}"


def unfinished_label(kind: Kind) -> str:
    """A row's label when the stream ended before the step did."""
    return UNFINISHED if kind in SEARCH_KINDS else UNFINISHED_STEP


def arguments_of(item: Any) -> Mapping[str, Any]:
    """A server-side call's JSON arguments (``arguments`` or ``input``), as an object; empty when absent,
    not JSON, or not an object — a label falls back rather than guessing."""
    for field in ("arguments", "input"):
        raw = get(item, field)
        if isinstance(raw, Mapping):
            return raw
        if isinstance(raw, str) and raw.strip():
            try:
                value = json.loads(raw)
            except ValueError:
                continue
            if isinstance(value, Mapping):
                return value
    return {}


def _queries(source: Any) -> list[str]:
    """Non-empty queries from an action or arguments: ``queries`` first, then the singular ``query``."""
    queries = [q.strip() for q in (get(source, "queries") or []) if isinstance(q, str) and q.strip()]
    if not queries:
        query = get(source, "query")
        if isinstance(query, str) and query.strip():
            queries = [query.strip()]
    return queries


def _quoted(queries: list[str]) -> str:
    return ", ".join(f"'{q}'" for q in queries)


def _arguments_label(arguments: Mapping[str, Any]) -> str | None:
    queries = _queries(arguments)
    if queries:
        return "searched for " + _quoted(queries)
    url = arguments.get("url")
    if isinstance(url, str) and url.strip():
        return f"opened {url.strip()}"
    return None


def search_label(action: Any) -> str:
    """The closing label of a ``web_search_call`` from its action (which may be missing altogether)."""
    queries = _queries(action)
    apis = api_sources(action)
    if queries:
        return "searched for " + _quoted(queries) + (" and asked " + ", ".join(apis) if apis else "")
    pattern = get(action, "pattern")
    if isinstance(pattern, str) and pattern:
        return f"looked for '{pattern}' in the page"
    url = get(action, "url")
    if isinstance(url, str) and url:
        return f"opened {url}"
    if apis:
        return "asked " + ", ".join(apis)
    return SEARCHED_WEB


def api_sources(action: Any) -> list[str]:
    """The APIs a search drew on (``{"type": "api", "name": "oai-weather"}`` sources): named in its row,
    never listed as pages, since there is no page to cite or read."""
    names: list[str] = []
    for source in get(action, "sources") or []:
        name = get(source, "name")
        if get(source, "type") == "api" and isinstance(name, str) and name and name not in names:
            names.append(name)
    return names


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
