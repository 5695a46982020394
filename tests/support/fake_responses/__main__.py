"""``python -m tests.support.fake_responses --script FILE.json``: serve scripted Responses streams on loopback.

Prints the base URL to give the client (``--base-url``) on its first line, then serves until killed.
``--record FILE`` appends each request body as one JSON line. Script entries with ``"hold": "release"``
wait their timeout, since no test is there to release them.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tests.support.fake_responses import FakeResponses, make_server


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.support.fake_responses")
    parser.add_argument("--script", required=True, type=Path, help="JSON file: a list of responses")
    parser.add_argument("--record", type=Path, help="append each request body here as a JSON line")
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    data = json.loads(args.script.read_text(encoding="utf-8"))
    scripts = data["responses"] if isinstance(data, dict) else data
    state = FakeResponses(scripts=list(scripts), port=args.port)
    server = make_server(state, record=args.record)
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
