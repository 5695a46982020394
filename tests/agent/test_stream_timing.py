"""A step row opens while the search is still running: the server holds the stream open between the
search's ``output_item.added`` and its ``.done``, and the open frame must reach the client in that gap.

If any layer buffered (the loop, the SDK's SSE reader, the HTTP client), the open frame would arrive only
after the server's hold times out (10 s) and together with the close — the "dead screen followed by one
tick" the spec describes.
"""

from __future__ import annotations

import time

from kotoba.agent.frames import StepOpen
from kotoba.agent.session import Session
from tests.support.fake_responses import load, serve
from tests.support.fake_responses.harness import settings_for

MAX_DELAY = 0.5  # seconds; measured at about 1 ms, generous for a loaded machine, far below the hold


async def test_the_open_frame_arrives_while_the_server_holds_the_search() -> None:
    delays: list[float] = []
    with serve(load("held_search") * 2) as server:
        async with Session(settings_for(server)) as session:
            for _ in range(2):  # the first turn of a process must be as quick as any later one
                server.released.clear()
                kinds: list[str] = []
                async for frame in session.turn("search slowly"):
                    kinds.append(frame.type)
                    if isinstance(frame, StepOpen):
                        delays.append(time.monotonic() - server.added_at[frame.id])
                        assert not server.released.is_set(), "the open frame came after the search finished"
                        server.release()  # only now may the search finish
                assert kinds[:2] == ["step.open", "step.close"] and kinds[-1] == "done"
    assert len(delays) == 2
    assert all(0 <= delay < MAX_DELAY for delay in delays)
    print("\n.added flushed → step.open received: " + ", ".join(f"{d * 1000:.1f} ms" for d in delays))
