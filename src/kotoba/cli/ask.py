"""``kotoba ask "QUESTION"``: one turn of the agent, its steps shown live, then the answer and its sources.

``--frames jsonl`` prints the frames instead, one JSON object per line, flushed as each happens — the
interface scripts and tests read. Exit codes: 0 answered, 1 the turn failed (no key, provider unreachable,
provider error; one line on stderr), 2 usage, 70 the turn stopped on a bug in kotoba (one line saying so;
the traceback with ``KOTOBA_DEBUG=1``). The module's top level stays cheap (argparse only).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from kotoba.cli.common import UsageError, add_agent_flags, agent_settings

if TYPE_CHECKING:
    from kotoba.agent.frames import Frame
    from kotoba.agent.session import Session
    from kotoba.settings import Settings


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "ask",
        help="ask the agent one question (web search, reading pages) and stream its answer",
        description="Run one turn of the agent: live step rows, the streamed answer and its source URLs.",
    )
    parser.add_argument("question", help="the question, in one argument")
    add_agent_flags(parser, frames=True)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import asyncio

    settings = agent_settings(args)
    if not args.question.strip():
        raise UsageError("the question is empty")
    from kotoba.bugs import show_bugs

    show_bugs(debug=settings.debug, echo=False)  # a bug ends the turn in an Error frame, told on stderr
    return asyncio.run(_ask(settings, args.question, jsonl=args.frames == "jsonl"))


async def _ask(settings: Settings, question: str, *, jsonl: bool) -> int:
    from kotoba.agent.session import Session

    async with Session(settings) as session:
        return await drive(session, question, jsonl=jsonl)


async def drive(session: Session, message: str, *, jsonl: bool) -> int:
    """Run one turn to its end, showing every frame; the exit code it comes to."""
    import sys

    from kotoba.agent.frames import Error
    from kotoba.cli import EXIT_BUG, EXIT_FAILED, EXIT_OK

    show = _jsonl_line if jsonl else None
    renderer = None
    if show is None:
        from kotoba.clients.terminal import TerminalRenderer

        renderer = TerminalRenderer()
    code = EXIT_OK
    try:
        async for frame in session.turn(message):
            if show is not None:
                show(frame)
            elif renderer is not None:
                renderer.show(frame)
            if isinstance(frame, Error):
                code = EXIT_BUG if frame.internal else EXIT_FAILED
                print(f"kotoba: {frame.message}", file=sys.stderr, flush=True)
    finally:
        if renderer is not None:
            renderer.close()
    return code


def _jsonl_line(frame: Frame) -> None:
    import json
    import sys

    from kotoba.agent.frames import frame_json

    sys.stdout.write(json.dumps(frame_json(frame), ensure_ascii=False) + "\n")
    sys.stdout.flush()
