"""``python -m kotoba`` reads a page over 1 MiB: such a page is extracted in a worker process, which runs the
``__main__`` module again to rebuild it, and so must not start a second ``kotoba`` inside itself."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.support import pages
from tests.support.servers.http import page, serve


def test_python_dash_m_reads_a_page_extracted_in_a_worker_process() -> None:
    big = pages.article(6).replace("</body>", "<!--" + "x" * (1536 * 1024) + "--></body>")
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env["KOTOBA_READER_URL"] = ""
    with serve({"/big": page(big)}) as site:
        done = subprocess.run(
            [sys.executable, "-m", "kotoba", "read", "--json", "--allow", "127.0.0.1", site.url("/big")],
            capture_output=True,
            text=True,
            timeout=120,
            env=env,
        )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["status"] == "ok"
    assert pages.SENTENCES[0] in result["text"]
