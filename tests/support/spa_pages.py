"""Pages built by JavaScript, for the renderer's tests and ``bench/render.py``.

Each shell's HTML carries no article text: its script fetches the article as JSON from the same site and
writes it into the DOM, as a single-page app does, so only a browser that ran the script can read it.
"""

from __future__ import annotations

import json

from tests.support.pages import SENTENCES

NOSCRIPT = "<noscript>You need to enable JavaScript to run this app.</noscript>"


def article_json(paragraphs: int = 6, title: str = "The keeper of the light") -> str:
    """The data a shell fetches: a title and paragraphs of the test corpus' distinct sentences."""
    return json.dumps(
        {
            "title": title,
            "paragraphs": [
                f"{SENTENCES[i % len(SENTENCES)]} Rendered paragraph {i + 1} was written by the page's own "
                f"script after it fetched the article, so no two paragraphs read the same."
                for i in range(paragraphs)
            ],
        }
    )


def shell(data_path: str = "/api/article.json", extra_script: str = "", head: str = "") -> str:
    """An "enable JavaScript" shell whose script fetches ``data_path`` and renders the article."""
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>Coast Weekly</title>"
        f"{head}</head><body>{NOSCRIPT}<div id='root'></div>"
        "<script>"
        f"fetch({json.dumps(data_path)}).then(r => r.json()).then(a => {{"
        "  document.title = a.title + ' | Coast Weekly';"
        "  const main = document.createElement('main'); const art = document.createElement('article');"
        "  const h = document.createElement('h1'); h.textContent = a.title; art.appendChild(h);"
        "  for (const t of a.paragraphs) { const p = document.createElement('p'); p.textContent = t;"
        "    art.appendChild(p); }"
        "  main.appendChild(art); document.getElementById('root').appendChild(main);"
        "});"
        f"{extra_script}"
        "</script></body></html>"
    )


def spinning() -> str:
    """A page that never settles: a long poll that is never answered and a clock that keeps ticking."""
    return (
        "<!doctype html><html><head><title>Live ticker</title></head><body>"
        "<div id='root'></div><p id='tick'>0</p><script>"
        "document.getElementById('root').innerHTML = '<article><h1>Live ticker</h1>' + "
        f"{json.dumps(''.join(f'<p>{s}</p>' for s in SENTENCES * 2))} + '</article>';"
        "let n = 0; setInterval(() => { document.getElementById('tick').textContent = 'tick ' + (n++); }, 30);"
        "(function poll() { fetch('/poll?' + Math.random()).finally(poll); })();"
        "</script></body></html>"
    )


def busy() -> str:
    """A page whose script never returns: the renderer's main thread is held for good."""
    return (
        "<!doctype html><html><head><title>Busy</title></head><body><div id='root'></div>"
        "<script>while (true) {}</script></body></html>"
    )
