"""What refusing a consent wall in the browser costs a read: the extra render, beside the direct read alone.

Serves the refusal tests' site on 127.0.0.1 (tests/support/consent_site.py): Google's "Before you continue"
page, whose "Reject all" posts a form and is redirected back to the article; a JavaScript consent dialog
whose "Alle ablehnen" fetches the article; and a "pay or accept" wall, which has no refusal and so costs a
render that ends where it began. Each is read with the renderer off (the consent failure, as before) and on
(one browser for all, as one ``PageReader`` keeps it), ``--rounds`` times, and the medians are printed; the
first refusal, which starts Playwright and Chromium, is printed on its own.

    python bench/consent.py [--rounds 10]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.support.consent_site import consent_site

from kotoba.settings import Settings
from kotoba.web.outcome import PageRead, ReadOutcome
from kotoba.web.page import PageReader

WALLS = {"google": "/google/article", "overlay": "/cmp/article", "pay or accept": "/pur/article"}


async def timed(reader: PageReader, url: str) -> tuple[float, ReadOutcome]:
    started = time.perf_counter()
    outcome = await reader.read(url)
    return time.perf_counter() - started, outcome


def row(name: str, off: list[float], on: list[float], outcome: ReadOutcome | None) -> str:
    """One wall's medians with the renderer off and on, and what the last read with it on came to."""
    if isinstance(outcome, PageRead):
        said = "read, consent refused" if outcome.consent_refused else "read"
    else:
        said = "consent failure"
    a, b = statistics.median(off), statistics.median(on)
    return f"{name:<14} {a:>11.3f} s {b:>10.3f} s {b - a:>5.2f} s  {said}"


async def main(rounds: int) -> None:
    settings = Settings(allow=("127.0.0.1",), reader_url="", deadline=30.0)
    with consent_site() as (server, choices):
        async with (
            PageReader(settings, cache=None) as rendered,
            PageReader(settings.replace(render="never"), cache=None) as direct,
        ):
            first, _ = await timed(rendered, server.url(WALLS["google"]))
            print(f"first refusal (starts Playwright and Chromium): {first:.2f} s")
            print(f"{'wall':<14} {'renderer off':>13} {'renderer on':>12} {'extra':>7}  outcome")
            for name, path in WALLS.items():
                off, on, outcome = [], [], None
                for _ in range(rounds):
                    off.append((await timed(direct, server.url(path)))[0])
                    seconds, outcome = await timed(rendered, server.url(path))
                    on.append(seconds)
                print(row(name, off, on, outcome))
        accepted = [made for made in choices.made if made[1] != "reject"]
        print(f"choices sent: {len(choices.made)} refusals, {len(accepted)} acceptances")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    asyncio.run(main(parser.parse_args().rounds))
