"""WebRTC from a rendered page, in a sealed network namespace (``unshare -n``): no datagram leaves the browser.

Started by ``tests/web/browser/test_webrtc_netns.py``. WebRTC's ICE sends UDP straight from the browser,
around any HTTP proxy; what stops it is Chromium's WebRTC IP-handling policy, not the page's scripts. So
here the constructors are left as the page finds them, and the page uses them: in its own frame and in
eight sandboxed ``srcdoc`` iframes (where a script that deletes them may come too late), each peer
connection asks STUN and TURN servers on UDP canaries — a public-looking address, loopback, a private and
the metadata address — to gather candidates, from a veth interface the namespace gets so that there is
something to gather on (on loopback alone WebRTC gathers nothing, flags or not). Every frame reports over ``fetch`` what it found
(``RTCPeerConnection`` present, candidates gathered), so the test knows WebRTC really ran. The real
``kotoba read`` renders it. Prints one JSON object.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))

from tests.support import spa_pages
from tests.support.servers.http import Route, page, respond, serve

PUBLIC = "93.184.215.14"
LAN = "198.18.0.2"  # the namespace's one non-loopback address (a benchmarking range: never routed)
UDP_CANARIES = (
    (PUBLIC, 3478),
    ("127.0.0.1", 3478),
    ("10.0.0.5", 3478),
    ("169.254.169.254", 3478),
    ("10.0.0.5", 19302),
)
FRAMES = 8

# One peer connection that asks every canary, gathers, and reports what it saw to the page's own site.
PROBE = """
(async (where) => {
  const report = {where, present: typeof RTCPeerConnection === 'function', candidates: [], error: null};
  try {
    const pc = new RTCPeerConnection({iceServers: [
      {urls: ['stun:93.184.215.14:3478', 'stun:127.0.0.1:3478', 'stun:10.0.0.5:3478', 'stun:169.254.169.254:3478']},
      {urls: 'turn:10.0.0.5:19302?transport=udp', username: 'u', credential: 'c'}]});
    pc.onicecandidate = (e) => { if (e.candidate) report.candidates.push(e.candidate.candidate); };
    pc.createDataChannel('x');
    await pc.setLocalDescription(await pc.createOffer());
    await new Promise((done) => setTimeout(done, 1500));
  } catch (e) { report.error = String(e); }
  await fetch('/report', {method: 'POST', body: JSON.stringify(report)});
})
"""


def frame(i: int) -> str:
    """Script that adds sandboxed srcdoc iframe ``i``, whose own script runs the probe."""
    srcdoc = json.dumps("<script>(" + PROBE.strip() + ")('srcdoc " + str(i) + "')</script>").replace(
        "/", "\\/"
    )
    return (
        f"const f{i} = document.createElement('iframe'); f{i}.sandbox = 'allow-scripts';"
        f"f{i}.srcdoc = {srcdoc}; document.body.appendChild(f{i});"
    )


def attack_page() -> str:
    frames = "".join(frame(i) for i in range(FRAMES))
    return spa_pages.shell("/api/slow-article.json", extra_script=f"({PROBE.strip()})('top'); {frames}")


class UdpCanary:
    """Counts datagrams arriving on ``host:port``."""

    def __init__(self, host: str, port: int) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind((host, port))
        self.sock.settimeout(0.2)
        self.name = f"udp {host}:{port}"
        self.hits = 0
        threading.Thread(target=self._receive, daemon=True).start()

    def _receive(self) -> None:
        while True:
            try:
                self.sock.recvfrom(4096)
                self.hits += 1
            except TimeoutError:
                continue
            except OSError:
                return


def slowly(route: Route, seconds: float) -> Route:
    def slow(h: BaseHTTPRequestHandler) -> None:
        time.sleep(seconds)
        route(h)

    return slow


def main() -> None:
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
    for address in (PUBLIC, "10.0.0.5", "169.254.169.254"):
        subprocess.run(["ip", "addr", "add", f"{address}/32", "dev", "lo"], check=True)
    # WebRTC gathers nothing on loopback alone: give the namespace an interface of its own (a veth pair, both ends inside it), as a machine has,
    # so that a browser without the flags really does send STUN from it (the canaries are local addresses).
    for command in (
        ["ip", "link", "add", "k0", "type", "veth", "peer", "name", "k1"],
        ["ip", "addr", "add", f"{LAN}/24", "dev", "k0"],
        ["ip", "link", "set", "k0", "up"],
        ["ip", "link", "set", "k1", "up"],
    ):
        subprocess.run(command, check=True)
    canaries = [UdpCanary(h, p) for h, p in UDP_CANARIES]
    reports: list[Any] = []

    def record(h: BaseHTTPRequestHandler) -> None:
        length = int(h.headers.get("Content-Length") or 0)
        reports.append(json.loads(h.rfile.read(length) or b"null"))
        respond(h, "ok", content_type="text/plain")

    data = page(spa_pages.article_json(), content_type="application/json")
    routes = {"/attack": page(attack_page()), "/api/slow-article.json": slowly(data, 2.5), "/report": record}
    with serve(routes, host=PUBLIC, port=80):
        env = {
            k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()
        }
        env.update(KOTOBA_READER_URL="", KOTOBA_DEADLINE="15")
        done = subprocess.run(
            [sys.executable, "-m", "kotoba", "read", "--json", f"http://{PUBLIC}/attack"],
            capture_output=True,
            text=True,
            env=env,
            timeout=90,
        )
        time.sleep(0.5)
    outcome = next((json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")), None)
    print(
        json.dumps(
            {
                "outcome": outcome,
                "stderr": done.stderr[-2000:],
                "reports": reports,
                "udp_hits": {c.name: c.hits for c in canaries},
            }
        )
    )


if __name__ == "__main__":
    main()
