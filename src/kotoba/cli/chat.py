"""``kotoba chat``: a conversation across turns, one line from stdin per message.

History is kept between turns, so "here's a link" in one message and "open it" in the next work together
(the 3-message link lookback). Works on a pipe as well as a terminal, so tests and scripts can drive it.
An empty line is skipped; ``/exit`` or end of input ends the conversation. The exit code is 1 when any turn
failed (each failure is one line on stderr), 70 when any stopped on a bug in kotoba, 0 otherwise.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from kotoba.cli.common import add_agent_flags, agent_settings

if TYPE_CHECKING:
    from kotoba.settings import Settings

PROMPT = "you> "
EXIT_WORDS = ("/exit", "/quit")


def register(sub: Any) -> None:
    parser = sub.add_parser(
        "chat",
        help="talk with the agent over several turns (one message per line on stdin)",
        description="A conversation with the agent; each line you type is one message.",
    )
    add_agent_flags(parser, frames=True)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import asyncio

    settings = agent_settings(args)
    from kotoba.bugs import show_bugs

    show_bugs(debug=settings.debug, echo=False)  # a bug ends its turn in an Error frame, told on stderr
    return asyncio.run(_chat(settings, jsonl=args.frames == "jsonl"))


async def _chat(settings: Settings, *, jsonl: bool) -> int:
    import asyncio
    import sys

    from kotoba.agent.session import Session
    from kotoba.cli.ask import drive

    interactive = sys.stdin.isatty() and not jsonl
    code = 0
    async with Session(settings) as session:
        while True:
            if interactive:
                sys.stdout.write(PROMPT)
                sys.stdout.flush()
            line = await asyncio.to_thread(sys.stdin.readline)
            if not line:
                break
            message = line.strip()
            if message in EXIT_WORDS:
                break
            if not message:
                continue
            code = max(code, await drive(session, message, jsonl=jsonl))  # a bug (70) outranks a failure
    return code
