"""Escape attempts by a rendered page, run inside a private network namespace (``unshare -n``).

Started by ``tests/attacks/test_render_netns.py``. The page lives on a public-looking address of this namespace's
loopback device and is read with no allow-list, as kotoba reads the web. Its scripts try every way out of
the browser we know of — fetch, XHR, WebSocket, iframes, workers, beacons, EventSource, WebRTC, a script
whose src redirects inward, a name that rebinds to loopback — towards loopback, private and metadata
addresses, each watched by a canary (TCP, and UDP for WebRTC). The namespace has no other interface:
nothing can leave the machine. Prints one JSON object.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import os
import socket
import subprocess
import sys
import threading
import time
from contextlib import ExitStack
from http.server import BaseHTTPRequestHandler
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))
sys.path.insert(0, os.path.join(sys.path[0], "src"))  # this checkout's kotoba, not whichever is installed

from kotoba.settings import Settings
from kotoba.web.net.policy import IPAddress
from kotoba.web.outcome import PageRead, ReadOutcome
from kotoba.web.page import PageReader
from tests.support import spa_pages
from tests.support.servers.canary import Canary
from tests.support.servers.http import Route, page, redirect, serve

PUBLIC = "93.184.215.14"
CANARY_V4 = ("127.0.0.1", "10.0.0.5", "169.254.169.254", "192.168.7.7")
CANARY_V6 = ("::1",)
CANARY_PORTS = (80, 443, 8080)
UDP_CANARIES = (("10.0.0.5", 3478), ("127.0.0.1", 3478), ("169.254.169.254", 3478))
BROWSER = os.environ.get("KOTOBA_TEST_BROWSER", "/usr/bin/chromium")

# Each attempt is one line of script, run after the page has rendered its own article.
ATTEMPTS = {
    "fetch_loopback": "fetch('http://127.0.0.1/')",
    "fetch_loopback_https": "fetch('https://127.0.0.1/')",
    "fetch_loopback_v6": "fetch('http://[::1]/')",
    "fetch_loopback_decimal": "fetch('http://2130706433:8080/')",
    "fetch_localhost": "fetch('http://localhost:8080/')",
    "fetch_private": "fetch('http://10.0.0.5/admin', {mode: 'no-cors'})",
    "fetch_metadata": "fetch('http://169.254.169.254/latest/meta-data/')",
    "xhr_private": "(() => { const x = new XMLHttpRequest(); x.open('GET', 'http://192.168.7.7:8080/'); x.send(); })()",
    "rebinding_name": "fetch('http://rebind.example/api/article.json?1').finally(() => fetch('http://rebind.example/api/article.json?2'))",
    "websocket_private": "new WebSocket('ws://10.0.0.5:8080/')",
    "websocket_secure_loopback": "new WebSocket('wss://127.0.0.1:443/')",
    "iframe_metadata": "(() => { const f = document.createElement('iframe'); f.src = 'http://169.254.169.254/latest/meta-data/iam/'; document.body.appendChild(f); })()",
    "script_redirected_inward": "(() => { const s = document.createElement('script'); s.src = '/to-loopback.js'; document.head.appendChild(s); })()",
    "image_private": "(() => { const i = new Image(); i.src = 'http://192.168.7.7/pixel.png'; })()",
    "beacon_private": "navigator.sendBeacon('http://10.0.0.5:8080/beacon', 'x')",
    "eventsource_loopback": "new EventSource('http://127.0.0.1:8080/events')",
    "worker_fetch": "new Worker(URL.createObjectURL(new Blob([\"fetch('http://10.0.0.5:443/')\"])))",
    "service_worker": "navigator.serviceWorker && navigator.serviceWorker.register('/sw.js')",
    "webrtc_stun": "(() => { const pc = new (window.RTCPeerConnection || Object)({iceServers: [{urls: 'stun:10.0.0.5:3478'}]}); pc.createDataChannel && pc.createDataChannel('x'); pc.createOffer && pc.createOffer().then(o => pc.setLocalDescription(o)); })()",
    "preconnect_private": "(() => { const l = document.createElement('link'); l.rel = 'preconnect'; l.href = 'http://10.0.0.5:8080'; document.head.appendChild(l); })()",
    "form_post_metadata_frame": "(() => { const f = document.createElement('iframe'); f.name = 't'; document.body.appendChild(f); const form = document.createElement('form'); form.method = 'POST'; form.action = 'http://169.254.169.254/'; form.target = 't'; document.body.appendChild(form); form.submit(); })()",
}


def sh(*args: str) -> None:
    subprocess.run(args, check=True, capture_output=True)


class UdpCanary:
    """Counts datagrams arriving on ``host:port`` (a WebRTC STUN probe is UDP)."""

    def __init__(self, host: str, port: int) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind((host, port))
        self.sock.settimeout(0.2)
        self.name = f"udp {host}:{port}"
        self.hits = 0
        self.running = True
        threading.Thread(target=self._receive, daemon=True).start()

    def _receive(self) -> None:
        while self.running:
            try:
                self.sock.recvfrom(2048)
                self.hits += 1
            except TimeoutError:
                continue
            except OSError:
                return


def attack_page() -> str:
    """The shell tries every way out at once; its article arrives 1.5 s later, so the render sees it all."""
    tries = "".join(f"try {{ {code}; }} catch (e) {{}}\n" for code in ATTEMPTS.values())
    return spa_pages.shell("/api/slow-article.json", extra_script=tries)


def slowly(route: Route) -> Route:
    def slow(h: BaseHTTPRequestHandler) -> None:
        time.sleep(1.5)
        route(h)

    return slow


def as_json(outcome: ReadOutcome, seconds: float) -> dict[str, Any]:
    if isinstance(outcome, PageRead):
        return {"status": "ok", "via": outcome.via, "title": outcome.title, "text": outcome.text, "seconds": seconds}
    return {"status": "failed", "via": outcome.via, "reason": outcome.reason, "seconds": seconds}


async def read(
    settings: Settings, url: str, resolver: Any = None, *, started: bool = False
) -> tuple[dict[str, Any], list[str]]:
    """One read by a reader of its own; with ``started``, its browser is started before the read is timed,
    so that ``seconds`` is the page's time alone (the start is kotoba's, bounded on its own)."""
    async with PageReader(settings, resolver=resolver) as reader:
        not_started = await reader.start_browser() if started else None
        start = time.monotonic()
        outcome = await reader.read(url)
        seconds = time.monotonic() - start
        renderer = reader._renderer
        refusals = list(renderer.last_proxy.refusals) if renderer and renderer.last_proxy else []
    return as_json(outcome, seconds) | {"not_started": not_started}, refusals


async def suite(report: dict[str, Any]) -> None:
    answers = {"rebind.example": 0}

    async def rebinding(host: str, port: int) -> list[IPAddress]:
        """Public for the first lookup of rebind.example, loopback for every later one."""
        name = host.lower().rstrip(".")
        if name == "rebind.example":
            answers[name] += 1
            return [ipaddress.ip_address(PUBLIC if answers[name] == 1 else "127.0.0.1")]
        if name == "spa.example":
            return [ipaddress.ip_address(PUBLIC)]
        raise OSError(f"no answer for {host}")

    settings = Settings(reader_url="", deadline=20.0, connect_timeout=1.0, read_timeout=2.0, browser=BROWSER)
    report["attacks"], report["attack_refusals"] = await read(settings, "http://spa.example/attack", rebinding)
    report["rebind_lookups"] = answers["rebind.example"]
    report["shell"], _ = await read(settings, f"http://{PUBLIC}/shell")
    quick = settings.replace(deadline=6.0)
    report["quick"] = {"deadline": quick.deadline, "browser_start": quick.browser_start}
    report["spinning"], _ = await read(quick, f"http://{PUBLIC}/spinning", started=True)
    report["busy"], _ = await read(quick, f"http://{PUBLIC}/busy", started=True)
    report["busy_cold"], _ = await read(quick, f"http://{PUBLIC}/busy")  # its browser starts in the read
    report["navigates_inward"], _ = await read(settings, f"http://{PUBLIC}/inward")


def main() -> None:
    sh("ip", "link", "set", "lo", "up")
    for address in (PUBLIC, *CANARY_V4[1:]):
        sh("ip", "addr", "add", f"{address}/32", "dev", "lo")
    report: dict[str, Any] = {}
    data = page(spa_pages.article_json(), content_type="application/json")
    with ExitStack() as stack:
        canaries = [Canary(host, port) for host in (*CANARY_V4, *CANARY_V6) for port in CANARY_PORTS]
        udp = [UdpCanary(host, port) for host, port in UDP_CANARIES]
        for canary in canaries:
            stack.callback(canary.close)
        site = stack.enter_context(
            serve(
                {
                    "/attack": page(attack_page()),
                    "/shell": page(spa_pages.shell()),
                    "/spinning": page(spa_pages.spinning()),
                    "/busy": page(spa_pages.busy()),
                    "/inward": page(spa_pages.shell(extra_script="location.href = 'http://10.0.0.5/';")),
                    "/api/article.json": data,
                    "/api/slow-article.json": slowly(data),
                    "/to-loopback.js": redirect("http://127.0.0.1:8080/evil.js"),
                    "/poll*": lambda h: time.sleep(30),
                    "/sw.js": page("self.addEventListener('fetch', () => {});", content_type="text/javascript"),
                },
                host=PUBLIC,
                port=80,
            )
        )
        asyncio.run(suite(report))
        time.sleep(0.5)  # a straggling connection would still be counted
        report["canary_hits"] = {c.name: c.hits for c in canaries} | {u.name: u.hits for u in udp}
        report["site_paths"] = sorted({r.path.split("?")[0] for r in site.requests})
    print(json.dumps(report))


if __name__ == "__main__":
    main()
