"""The allow-list end to end, inside a private network namespace (``unshare -n``).

Started by ``tests/attacks/test_netns_allowlist.py``. Intranet pages sit on 127.0.0.1 and 10.0.0.5, which the
allow-list names; canaries sit on IPv6 addresses whose low 32 bits spell those same IPv4 addresses
(``fd00::7f00:1``, ``fc00::a00:1``, ``fd00::a00:5``) and count every connection. kotoba is run as a person
runs it, ``kotoba read --allow …``, at each canary directly, by a name resolved to it, and through a
redirect from an allowed page; and, as a control, at the allowed pages themselves, also through the
IPv4-mapped form. Nothing can leave: the namespace has no other interface. Prints one JSON report.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from contextlib import ExitStack

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))

from tests.attacks.netns_scripts.netns_guard import kotoba
from tests.support import pages
from tests.support.servers.canary import Canary
from tests.support.servers.http import page, redirect, serve

INTRANET = "10.0.0.5"
CANARIES = ("fd00::7f00:1", "fc00::a00:1", "fd00::a00:5")


def sh(*args: str) -> None:
    subprocess.run(args, check=True, capture_output=True)


def main() -> None:
    sh("ip", "link", "set", "lo", "up")
    sh("ip", "addr", "add", f"{INTRANET}/32", "dev", "lo")
    for address in CANARIES:
        sh("ip", "-6", "addr", "add", f"{address}/128", "dev", "lo", "nodad")
    report: dict[str, object] = {}
    with ExitStack() as stack:
        canaries = [Canary(a, port) for a in CANARIES for port in (80, 8080)]
        for canary in canaries:
            stack.callback(canary.close)
        routes = {
            "/article": page(pages.article()),
            "/to-ula": redirect("http://[fd00::a00:5]/admin"),
            "/to-ula-8080": redirect("http://[fd00::7f00:1]:8080/admin"),
        }
        loopback = stack.enter_context(serve(routes, host="127.0.0.1", port=8080))
        intranet = stack.enter_context(serve(routes, host=INTRANET, port=80))
        report["allowed"] = kotoba(
            "read",
            "--json",
            "--allow",
            "127.0.0.1",
            "--allow",
            "10.0.0.0/8",
            "http://127.0.0.1:8080/article",
            "http://[::ffff:127.0.0.1]:8080/article",
            f"http://{INTRANET}/article",
        )
        report["loopback_look_alikes"] = kotoba(
            "read",
            "--json",
            "--allow",
            "127.0.0.1",
            "http://[fd00::7f00:1]/",
            "http://[fd00::7f00:1]:8080/",
            "http://127.0.0.1:8080/to-ula-8080",
        )
        report["intranet_look_alikes"] = kotoba(
            "read",
            "--json",
            "--allow",
            "10.0.0.0/8",
            "--resolve",
            "wiki.example.com:80:[fd00::a00:5]",
            "http://[fc00::a00:1]/",
            "http://wiki.example.com/",
            f"http://{INTRANET}/to-ula",
        )
        report["check_url"] = kotoba(
            "check-url", "--allow", "10.0.0.0/8", "http://[fd00::a00:5]/", f"http://{'a' * 64}.example.com/"
        )
        report["canary_hits"] = {c.name: c.hits for c in canaries}
        report["page_hits"] = {"127.0.0.1": loopback.hits(), INTRANET: intranet.hits()}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
