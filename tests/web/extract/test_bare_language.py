"""A code block whose ``<code>`` names its language bare (highlight.js's older ``class="python"``) is fenced
with that language, as one named ``language-python`` is; a wrapper's bare word (a layout's class) is not.

The page is written for this test in the shape a blog built on highlight.js gives a post; the read goes
through a real HTTP server on loopback, through the documented allow-list.
"""

from __future__ import annotations

import pytest
from markdown_it import MarkdownIt

from kotoba.web.extract.article import extract_article
from tests.support.served import shown_served

PROSE = (
    "Computing a year of tides for one port took twelve seconds, and for eight hundred ports nearly three "
    "hours of work every night, most of it spent summing harmonic constituents in a loop."
)


def _post(code_open: str, wrapper: str = "") -> str:
    block = f"{code_open}def height(t, parts):\n    return sum(p.amp * cos(p.speed * t) for p in parts)</code></pre>"
    if wrapper:
        block = f"<div class='{wrapper}'>{block}</div>"
    return (
        "<html><head><title>Faster tides</title></head><body><article><h1>Faster tides</h1>"
        f"<p>{PROSE}</p>{block}<p>{PROSE.replace('twelve', 'ten')}</p></article></body></html>"
    )


def _fences(text: str) -> list[str]:
    return [t.info for t in MarkdownIt("commonmark").parse(text) if t.type == "fence"]


@pytest.mark.parametrize(
    ("markup", "language"),
    [
        ("<pre><code class='python'>", "python"),
        ("<pre><code class='hljs bash'>", "bash"),
        ("<pre class='rust'><code>", "rust"),
        ("<pre><code class='language-go'>", "go"),
        ("<pre><code class='wide'>", ""),
    ],
)
def test_a_bare_language_class_on_the_code_names_the_fence(markup: str, language: str) -> None:
    assert _fences(extract_article(_post(markup)).text) == [language]


def test_a_wrapper_s_bare_word_names_no_language() -> None:
    assert _fences(extract_article(_post("<pre><code>", wrapper="go")).text) == [""]


async def test_the_model_is_shown_the_fence_s_language() -> None:
    shown = await shown_served(_post("<pre><code class='python'>"), "/tides")
    assert "```python\ndef height(t, parts):" in shown
