"""A local server that speaks the Gemini API's streamed ``generateContent`` (``:streamGenerateContent?alt=sse``)
from scripts, for the real ``google-genai`` client (pointed at it by ``HttpOptions.base_url``).

An entry answers one request: an error (``{"status": 429, "body": {"error": {...}}}``), verbatim chunks
(``{"chunks": [...]}``, camelCase as the API sends them; ``{"hold": SECONDS | "release"}`` pauses), or a
recorded real stream (``{"recorded": NAME}`` from ``recorded/gemini/NAME.jsonl``). Chunks are sent as
``data:`` lines with no ``event:`` line, as Gemini does. ``"cut": N`` hangs up after N chunks. The moment the
first chunk was flushed is recorded in ``flushed["first"]``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.support.scripted import JSON, ScriptedServer, Step, hold_of, load_jsonl, running

RECORDED = Path(__file__).parent / "recorded" / "gemini"


def recorded(name: str) -> list[JSON]:
    return load_jsonl((RECORDED / f"{name}.jsonl").read_text(encoding="utf-8"))


def expand(entry: Mapping[str, Any], request: Mapping[str, Any], number: int) -> list[Step]:
    chunks = recorded(entry["recorded"]) if "recorded" in entry else list(entry.get("chunks", []))
    steps: list[Step] = []
    for chunk in chunks:
        steps += hold_of(chunk["hold"]) if "hold" in chunk else [dict(chunk)]
    return steps


def text_chunk(text: str, *, finish: str | None = None, grounding: JSON | None = None) -> JSON:
    """One chunk of answer text (and, on the last, the finish reason and grounding metadata)."""
    candidate: JSON = {"content": {"parts": [{"text": text}], "role": "model"}, "index": 0}
    if finish:
        candidate["finishReason"] = finish
    if grounding is not None:
        candidate["groundingMetadata"] = grounding
    return {"candidates": [candidate], "modelVersion": "fake-gemini", "responseId": "fake"}


def call_chunk(name: str, args: JSON, call_id: str = "call_1", *, finish: str | None = "STOP") -> JSON:
    """A chunk with one function call (as Gemini 3 sends it, with an id)."""
    candidate: JSON = {
        "content": {
            "parts": [{"functionCall": {"id": call_id, "name": name, "args": args}}],
            "role": "model",
        },
        "index": 0,
    }
    if finish:
        candidate["finishReason"] = finish
    return {"candidates": [candidate], "modelVersion": "fake-gemini", "responseId": "fake"}


def parts_chunk(parts: Sequence[JSON], *, finish: str | None = None) -> JSON:
    candidate: JSON = {"content": {"parts": list(parts), "role": "model"}, "index": 0}
    if finish:
        candidate["finishReason"] = finish
    return {"candidates": [candidate], "modelVersion": "fake-gemini", "responseId": "fake"}


def _mark(event: JSON) -> str | None:
    return "first"


def new(scripts: Sequence[JSON]) -> ScriptedServer:
    return ScriptedServer(
        scripts=[dict(s) for s in scripts],
        expand=expand,
        route=":streamGenerateContent",
        mark=_mark,
        event_line=False,
    )


@contextmanager
def serve(scripts: Sequence[JSON]) -> Iterator[ScriptedServer]:
    """Run a fake Gemini server on loopback for the length of the block; its ``url`` is the base URL."""
    with running(new(scripts)) as state:
        yield state
