"""Recorded real Responses API streams (``recorded/openai/NAME.jsonl``), served as the API streams them,
for the real ``openai`` client (its ``base_url`` is ``url + "/v1"``)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.support.scripted import JSON, ScriptedServer, Step, hold_of, load_jsonl, running

RECORDED = Path(__file__).parent / "recorded" / "openai"


def recorded(name: str) -> list[JSON]:
    return load_jsonl((RECORDED / f"{name}.jsonl").read_text(encoding="utf-8"))


def expand(entry: Mapping[str, Any], request: Mapping[str, Any], number: int) -> list[Step]:
    events: list[Step] = list(recorded(entry["recorded"]))
    at = entry.get("hold_at")
    if isinstance(at, int):
        events[at:at] = hold_of(entry.get("hold", "release"))
    return events


def _mark(event: JSON) -> str | None:
    item = event.get("item") if event.get("type") == "response.output_item.added" else None
    return str(item.get("id")) if isinstance(item, Mapping) else None


def new(scripts: Sequence[JSON]) -> ScriptedServer:
    return ScriptedServer(
        scripts=[dict(s) for s in scripts], expand=expand, route="/v1/responses", mark=_mark
    )


@contextmanager
def serve(scripts: Sequence[JSON]) -> Iterator[ScriptedServer]:
    with running(new(scripts)) as state:
        yield state
