"""What the reader proxy is sent, in a sealed network namespace (``unshare -n``).

Started by ``tests/attacks/test_reader_privacy.py``. A stand-in for the third-party reader proxy listens on
a public-looking address and records every URL it is asked for; it answers as the real one does, with the
page's text. Pages that fail (HTTP 503, which is not definitive, so the fallback is allowed) sit on a
public-looking address, on a private one and on loopback. The real ``kotoba read`` reads them with
allow-lists by address, by network and by name, and with credential-like query parameters. The namespace
has no other interface: nothing leaves the machine. Prints one JSON object.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from contextlib import ExitStack
from http.server import BaseHTTPRequestHandler
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))

from tests.support.pages import SENTENCES
from tests.support.servers.http import page, redirect, respond, serve

PUBLIC = "93.184.215.14"
READER = "198.41.0.4"
INTRANET = "10.0.0.5"
READER_TEXT = "Title: Read by the proxy\nURL Source: {url}\n\nMarkdown Content:\n" + "\n\n".join(
    SENTENCES[:8]
)
# Query parameters that carry a credential, as a service names them; each URL must stay on this machine.
CREDENTIALS = (
    "token=abc123",
    "access_token=abc123",
    "api_key=abc123",
    "apikey=abc123",
    "key=abc123",
    "sig=abc123",
    "signature=abc123",
    "X-Amz-Signature=abc123",
    "X-Goog-Credential=abc123",
    "password=hunter2",
    "passwd=hunter2",
    "client_secret=abc123",
    "secret=abc123",
    "auth=abc123",
    "session_id=abc123",
    "sessionid=abc123",
    "jwt=abc123",
    "code=abc123",
)
# Parameters that only look alike: these URLs may go to the proxy.
HARMLESS = ("q=token+bucket+algorithm", "page=2&sort=keyword", "monkey=1", "tokenizer=bpe")


def sh(*args: str) -> None:
    subprocess.run(args, check=True, capture_output=True)


def unavailable(h: BaseHTTPRequestHandler) -> None:
    respond(h, "<html><body>Service Unavailable</body></html>", status=503)


def kotoba(*args: str) -> list[dict[str, Any]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env.update(KOTOBA_READER_URL=f"http://{READER}/", KOTOBA_DEADLINE="10", KOTOBA_RENDER="never")
    done = subprocess.run(
        [sys.executable, "-m", "kotoba", "read", "--json", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def main() -> None:
    sh("ip", "link", "set", "lo", "up")
    for address in (PUBLIC, READER, INTRANET):
        sh("ip", "addr", "add", f"{address}/32", "dev", "lo")
    asked: list[str] = []

    def reader(h: BaseHTTPRequestHandler) -> None:
        asked.append(h.path[1:])
        respond(h, READER_TEXT.format(url=h.path[1:]), content_type="text/plain; charset=utf-8")

    report: dict[str, Any] = {}
    with ExitStack() as stack:
        stack.enter_context(serve({"/*": reader}, host=READER, port=80))
        failing = {"/down*": unavailable, "/to-public": redirect(f"http://{PUBLIC}/down")}
        stack.enter_context(serve(failing, host=PUBLIC, port=80))
        stack.enter_context(serve(failing, host=INTRANET, port=80))
        local = stack.enter_context(serve({"/down*": unavailable, "/ok": page("<p>x</p>")}))
        report["public"] = kotoba(f"http://{PUBLIC}/down")
        report["harmless"] = kotoba(*(f"http://{PUBLIC}/down?{q}" for q in HARMLESS))
        report["credentials"] = kotoba(*(f"http://{PUBLIC}/down?{q}" for q in CREDENTIALS))
        report["credentials_later"] = kotoba(f"http://{PUBLIC}/down?lang=en&Token=abc123#top")
        report["allowed_address"] = kotoba("--allow", INTRANET, f"http://{INTRANET}/down")
        report["allowed_network"] = kotoba(
            "--allow",
            "10.0.0.0/8",
            "--resolve",
            f"wiki.example.com:80:{INTRANET}",
            "http://wiki.example.com/down",
        )
        report["allowed_name"] = kotoba(
            "--allow",
            "intranet.example",
            "--resolve",
            f"intranet.example:80:{INTRANET}",
            "http://intranet.example/down",
        )
        report["allowed_loopback"] = kotoba("--allow", "127.0.0.1", local.url("/down"))
        report["allowed_then_public"] = kotoba("--allow", INTRANET, f"http://{INTRANET}/to-public")
        report["allow_list_but_public"] = kotoba("--allow", INTRANET, f"http://{PUBLIC}/down")
    report["asked"] = asked
    print(json.dumps(report))


if __name__ == "__main__":
    main()
