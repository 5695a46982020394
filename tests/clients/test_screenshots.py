"""Screenshots of the terminal view and of an MCP session, made from real runs for the README.

The terminal picture is ``kotoba ask``'s own renderer fed by a real turn (the fake Responses server, a real
page on loopback, a real 404), recorded by rich and photographed in Chromium; the MCP picture is what the
SDK's own client received from ``python -m kotoba mcp``. Each test also asserts what the picture shows.
Pictures go to ``test-artifacts/``; with ``KOTOBA_DOCS_SCREENSHOTS=1`` they also replace ``docs/*.png``.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from tests.support import pages
from tests.support.browser import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, DOCS, WRITE_DOCS, needs_chromium
from tests.support.servers.http import page
from tests.support.servers.http import serve as serve_pages

pytestmark = needs_chromium


def photograph(svg: str, name: str, size: tuple[int, int]) -> Path:
    """Render ``svg`` in headless Chromium to ``test-artifacts/NAME`` (and ``docs/NAME`` when asked)."""
    ARTIFACTS.mkdir(exist_ok=True)
    source = ARTIFACTS / (Path(name).stem + ".svg")
    source.write_text(svg, encoding="utf-8")
    target = ARTIFACTS / name
    subprocess.run(
        [
            str(CHROMIUM),
            *CHROMIUM_ARGS,
            "--hide-scrollbars",
            f"--user-data-dir={ARTIFACTS / '.chromium'}",
            f"--screenshot={target}",
            f"--window-size={size[0]},{size[1]}",
            source.as_uri(),
        ],
        check=True,
        capture_output=True,
        timeout=60,
    )
    assert target.stat().st_size > 1000
    if WRITE_DOCS:
        DOCS.mkdir(exist_ok=True)
        (DOCS / name).write_bytes(target.read_bytes())
    return target


async def test_terminal_view_of_a_finished_turn() -> None:
    from rich.console import Console

    from kotoba.agent.session import Session
    from kotoba.clients.terminal import TerminalRenderer
    from tests.support.fake_responses import load
    from tests.support.fake_responses import serve as serve_provider
    from tests.support.fake_responses.harness import settings_for

    with serve_pages(
        {
            "/keeper": lambda h: __import__("tests.support.servers.http", fromlist=["respond"]).respond(
                h, pages.article()
            )
        }
    ) as site:
        url = site.url("/keeper")
        missing = site.url("/gone")
        script = load("search_then_extract", url=url)
        script.insert(
            1, {"items": [{"type": "function_call", "name": "web_extract", "arguments": {"url": missing}}]}
        )
        with serve_provider(script) as provider:
            console = Console(
                file=io.StringIO(), record=True, force_terminal=True, force_interactive=False, width=96
            )
            renderer = TerminalRenderer(console=console)
            async with Session(settings_for(provider)) as session:
                async for frame in session.turn(f"What happened at the lighthouse? {url} {missing}"):
                    renderer.show(frame)
            renderer.close()
    shown = console.export_text(clear=False)
    assert "searched for 'lighthouse keeper storm'" in shown
    assert f"read {url}" in shown
    assert "could not read" in shown and "HTTP 404" in shown
    assert "The keeper kept the light burning" in shown and "Sources:" in shown
    svg = console.export_svg(title='kotoba ask "What happened at the lighthouse? …"')
    photograph(svg, "terminal.png", (1000, 340))


async def test_mcp_session_as_a_client_sees_it() -> None:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters
    from rich.console import Console
    from rich.panel import Panel
    from rich.text import Text

    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env["KOTOBA_READER_URL"] = ""
    with serve_pages({"/keeper": page(pages.THIN)}) as site:
        params = StdioServerParameters(
            command=sys.executable, args=["-m", "kotoba", "mcp", "--allow", "127.0.0.1"], env=env
        )
        async with Client(params, read_timeout_seconds=30) as client:
            tools = (await client.list_tools()).tools
            read = await client.call_tool("web_extract", {"url": site.url("/keeper")})
            refused = await client.call_tool(
                "web_extract", {"url": "http://169.254.169.254/latest/meta-data/"}
            )
    console = Console(file=io.StringIO(), record=True, force_terminal=True, width=100)
    console.print(Text("tools/list → ", style="bold") + Text(", ".join(t.name for t in tools), style="cyan"))
    for title, result in (
        ("web_extract " + site.url("/keeper"), read),
        ("web_extract http://169.254.169.254/latest/meta-data/", refused),
    ):
        body = result.content[0].text  # type: ignore[union-attr]
        style = "red" if result.is_error else "green"
        console.print(
            Panel(
                Text(body),
                title=f"tools/call {title}",
                subtitle=f"isError: {str(result.is_error).lower()}",
                border_style=style,
            )
        )
    shown = console.export_text(clear=False)
    assert "everything between the markers below is quoted" in shown
    assert "isError: true" in shown and "YOU DID NOT READ THAT PAGE" in shown and "cloud metadata" in shown
    photograph(console.export_svg(title="kotoba mcp — as an MCP client sees it"), "mcp.png", (1040, 560))
