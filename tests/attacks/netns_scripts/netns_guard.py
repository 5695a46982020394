"""Runs inside a private network namespace (``unshare -n``), started by ``tests/attacks/test_netns.py``.

Public-looking addresses live on this namespace's loopback device, so kotoba reads them with no allow-list
at all, exactly as it would read the web; canary servers sit on forbidden addresses and count every hit.
Nothing here can leave the machine: the namespace has no other interface. Prints one JSON report.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from contextlib import ExitStack

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))))

from tests.support import pages
from tests.support.servers.http import page, redirect, serve

PUBLIC = "93.184.215.14"
PUBLIC_2 = "198.41.0.4"
CANARIES = ["127.0.0.1", "10.0.0.5", "169.254.169.254", "192.168.7.7"]


def sh(*args: str) -> None:
    subprocess.run(args, check=True)


def kotoba(*args: str) -> tuple[int, list[dict[str, object]], str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env["KOTOBA_READER_URL"] = ""
    env["KOTOBA_DEADLINE"] = "5"
    done = subprocess.run(
        [sys.executable, "-m", "kotoba", *args], capture_output=True, text=True, env=env, timeout=60
    )
    objects = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    return done.returncode, objects, done.stderr


def main() -> None:
    sh("ip", "link", "set", "lo", "up")
    for address in [PUBLIC, PUBLIC_2, *CANARIES[1:]]:
        sh("ip", "addr", "add", f"{address}/32", "dev", "lo")
    report: dict[str, object] = {}
    with ExitStack() as stack:
        canaries = [
            stack.enter_context(serve({"/*": page(pages.article())}, host=a, port=80)) for a in CANARIES
        ]
        site = stack.enter_context(
            serve(
                {
                    "/article": page(pages.article()),
                    "/to-private": redirect("http://10.0.0.5/admin"),
                    "/to-loopback": redirect("http://127.0.0.1/"),
                    "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
                    "/to-decimal": redirect("http://2130706433/"),
                    "/to-mapped": redirect("http://[::ffff:10.0.0.5]/"),
                    "/to-other": redirect(f"http://{PUBLIC_2}/article"),
                },
                host=PUBLIC,
                port=80,
            )
        )
        stack.enter_context(
            serve({"/article": page(pages.article(3, title="Second site"))}, host=PUBLIC_2, port=80)
        )
        report["direct"] = kotoba("read", "--json", f"http://{PUBLIC}/article")
        report["by_name"] = kotoba(
            "read", "--json", "--resolve", f"news.example.com:80:{PUBLIC}", "http://news.example.com/article"
        )
        report["cross_site_redirect"] = kotoba("read", "--json", f"http://{PUBLIC}/to-other")
        report["redirects"] = kotoba(
            "read",
            "--json",
            *(
                f"http://{PUBLIC}/{p}"
                for p in ("to-private", "to-loopback", "to-metadata", "to-decimal", "to-mapped")
            ),
        )
        report["name_to_private"] = kotoba(
            "read", "--json", "--resolve", "evil.example.com:80:10.0.0.5", "http://evil.example.com/"
        )
        report["name_mixed"] = kotoba(
            "read",
            "--json",
            "--resolve",
            f"mixed.example.com:80:{PUBLIC},127.0.0.1",
            "http://mixed.example.com/article",
        )
        report["check_url"] = kotoba("check-url", f"http://{PUBLIC}/", "http://10.0.0.5/")
        report["canary_hits"] = {c.host: c.hits() for c in canaries}
        report["site_hits"] = site.hits()
    print(json.dumps(report))


if __name__ == "__main__":
    main()
