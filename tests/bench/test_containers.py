"""bench/learned/containers.py's kept region: the unsure profile's blocks less the mostly-linked ones (a
sidebar's archives) outside the element holding most of the kept text; a link inside it, and prose outside
it, stay."""

from __future__ import annotations

import pytest

pytest.importorskip("sklearn")  # the script fits its picker with scikit-learn (the learn extra)

from kotoba.web.extract.article import defuse
from kotoba.web.extract.blocks import cut, features
from kotoba.web.extract.core import analyse
from tests.bench.bench_script import load_script

containers = load_script("learned/containers.py", "bench_containers")

STORY = " ".join(
    f"Paragraph {n} of the story says what the council decided, why it did, and what happens next in town."
    for n in range(4)
)
PAGE = f"""<html><body><table><tr>
<td><div><p>{STORY}</p><p>{STORY}</p><p>See <a href="/map">the detour map</a> and the list below.</p>
<p><a href="/related/1">Council passes budget with road repairs this spring</a></p></div></td>
<td><ul><li><a href="/2008/05/">May 2008</a></li><li><a href="/2008/04/">April 2008</a></li></ul>
<p>The Courier is delivered to your door every morning, and has been since the town was founded.</p></td>
</tr></table></body></html>"""


def test_the_kept_region_drops_the_linked_blocks_outside_it_only() -> None:
    page = analyse(defuse(PAGE))
    assert page is not None
    blocks = cut(page.body)
    rows, _ = features(page, blocks, {})
    prepared = containers.Prepared(None, page, blocks, rows)
    kept = containers.region(prepared, blocks)
    texts = [block.text for block in kept]
    assert "May 2008" not in texts and "April 2008" not in texts  # the sidebar's archive links
    assert any("Council passes budget" in text for text in texts)  # a link inside the region stays
    assert any("delivered to your door" in text for text in texts)  # prose outside it stays
    assert sum(STORY in text for text in texts) == 2
