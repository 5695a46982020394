"""``python -m tests.support.replay anthropic|gemini NAME [NAME…]``: serve recorded real streams on loopback.

Prints the base URL to give ``kotoba ask --base-url`` on its first line, then answers one request per NAME
(``recorded/anthropic/NAME.jsonl`` or ``recorded/gemini/NAME.jsonl``), in order, until killed.
"""

from __future__ import annotations

import argparse
import sys

from tests.support import fake_gemini, fake_messages
from tests.support.scripted import make_server


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.support.replay")
    parser.add_argument("api", choices=["anthropic", "gemini"])
    parser.add_argument("names", nargs="+", help="recorded streams, one per request")
    args = parser.parse_args()
    module = fake_messages if args.api == "anthropic" else fake_gemini
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
