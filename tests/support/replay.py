"""``python -m tests.support.replay openai|anthropic|gemini NAME…``: serve recorded real streams on loopback.

Prints the base URL to give ``kotoba ask --base-url`` on its first line, then answers one request per NAME
(``recorded/API/NAME.jsonl``), in order, until killed. For ``openai`` the client's base URL is the printed
URL with ``/v1`` added.
"""

from __future__ import annotations

import argparse
import sys

from tests.support import fake_gemini, fake_messages, recorded_responses
from tests.support.scripted import make_server


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.support.replay")
    parser.add_argument("api", choices=["openai", "anthropic", "gemini"])
    parser.add_argument("names", nargs="+", help="recorded streams, one per request")
    args = parser.parse_args()
    module = {"openai": recorded_responses, "anthropic": fake_messages, "gemini": fake_gemini}[args.api]
    state = module.new([{"recorded": name} for name in args.names])
    server = make_server(state)
    print(state.url, flush=True)
    try:
        server.serve_forever(poll_interval=0.05)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
