"""A site behind consent walls, for the refusal tests: each wall's choices are endpoints that record what was
chosen, so a test can say that a refusal was sent and that an acceptance never was.

- ``/google/article``: Google's "Before you continue" page (the captured markup of
  ``tests/web/verdict/walls/pages/consent-google-search.html``, its forms posting to this site) until the
  ``SOCS`` cookie is set; "Reject all" posts ``set_eom=true`` to ``/google/save``, which sets the cookie and
  answers 303 back to the article, as Google's does. Accepting would reveal the article too.
- ``/cmp/article``: a JavaScript consent dialog ("Wir brauchen Ihre Zustimmung") over an empty page; either
  button posts the choice to ``/cmp/choice``, then the script fetches the article and writes it in.
- ``/pur/article``: a "pay or accept" wall (SPIEGEL's Pur-Abo wall, from the corpus): accept, or subscribe;
  its accept button carries Google's "Reject all" id, as a hostile page might; its "Einstellungen" link leads
  to a page this site does not have.
- ``/tcf/article``: an IAB TCF dialog in Sourcepoint's shape over an empty page: its first layer has only
  "Einstellungen" (settings) and "Alle akzeptieren"; the settings open the second layer, a privacy manager
  in a frame (``/tcf/privacy-manager/index.html``) with "Alle ablehnen", "Alle akzeptieren", purposes whose
  legitimate-interest toggles are on, and "Speichern & verlassen" (save and exit). Every choice posts to ``/tcf/choice``, then the script fetches the
  article and writes it in.
- ``/tcfsave/article``: the same dialog, its settings button labelled "Weitere Optionen" (more options) and
  known by that alone, whose second layer has no refusal (nor "accept all"): only the pre-set toggles and
  "Speichern & verlassen".
- ``/qc/article``: an IAB TCF dialog in Quantcast/InMobi Choice's shape, in English, over an empty page:
  "We value your privacy", its first layer "MORE OPTIONS" and "AGREE"; "MORE OPTIONS" shows the second
  layer in the page, with "REJECT ALL", "ACCEPT ALL" and "SAVE & EXIT". Every choice posts to
  ``/qc/choice``, then the script fetches the article and writes it in.
- ``/hostile/*``: walls whose "Reject all" leads somewhere bad: to an address the policy refuses, into a
  redirect loop, back to the wall, into a script that never returns, or to the site's home page (a page,
  but not the one asked for); or a TCF dialog whose only button accepts but carries Sourcepoint's
  settings class.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from urllib.parse import parse_qs

from tests.support import pages, spa_pages
from tests.support.servers.http import PageServer, Route, page, redirect, respond, serve

WALLS = Path(__file__).resolve().parents[1] / "web" / "verdict" / "walls" / "pages"
GOOGLE_WALL = (WALLS / "consent-google-search.html").read_text("utf-8")
PUR_WALL = (WALLS / "consent-spiegel-pur.html").read_text("utf-8")
ARTICLE_TITLE = "The keeper of the light"
ARTICLE_FIRST = "The lighthouse keeper climbed the spiral stairs every evening at dusk."
FORBIDDEN = "http://10.0.0.5/save"  # a private address: the policy refuses it

CMP_WALL = """<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Coast Weekly</title>
<style>#cmp{position:fixed;inset:0;background:#fff}</style></head><body>
<main id="content"></main>
<div id="cmp" role="dialog" aria-modal="true"><h2>Wir brauchen Ihre Zustimmung</h2>
<p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Informationen auf Ihrem Gerät zu
speichern und abzurufen, für personalisierte Werbung und Inhalte, Werbe- und Inhaltsmessung.</p>
<button id="cmp-accept">Alle akzeptieren</button> <button id="cmp-reject">Alle ablehnen</button>
<a href="/cmp/settings">Einstellungen</a></div>
<script>
function choose(choice) {
  fetch("/cmp/choice", {method: "POST", body: "choice=" + choice})
    .then(() => fetch("/api/article.json")).then(r => r.json()).then(a => {
      document.title = a.title + " | Coast Weekly";
      const art = document.createElement("article"); const h = document.createElement("h1");
      h.textContent = a.title; art.appendChild(h);
      for (const t of a.paragraphs) { const p = document.createElement("p"); p.textContent = t; art.appendChild(p); }
      document.getElementById("content").appendChild(art); document.getElementById("cmp").remove();
    });
}
document.getElementById("cmp-accept").onclick = () => choose("accept");
document.getElementById("cmp-reject").onclick = () => choose("reject");
</script></body></html>"""

TCF_WALL = """<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Hafenblatt</title>
<style>#sp_message_container{position:fixed;inset:0;background:#fff} iframe{width:100%;height:80vh;border:0}
</style></head><body><main id="content"></main>
<div id="sp_message_container" role="dialog" aria-modal="true">
<h2>Wir brauchen Ihre Zustimmung</h2>
<p>Wir und unsere Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät zu, etwa Cookies, und
verarbeiten personenbezogene Daten wie eindeutige Kennungen für personalisierte Werbung und Inhalte, Werbe- und
Inhaltsmessung, Zielgruppenforschung und Produktentwicklung. Sie können Ihre Auswahl in den Einstellungen
ändern oder der Verarbeitung widersprechen.</p>
OPENER
<button class="message-component message-button sp_choice_type_11" data-choice="accept">Alle akzeptieren</button>
</div>
<script>
const base = location.pathname.replace(/\\/article$/, "");
function choose(choice) {
  fetch(base + "/choice", {method: "POST", body: "choice=" + choice})
    .then(() => fetch("/api/article.json")).then(r => r.json()).then(a => {
      document.title = a.title + " | Hafenblatt";
      const art = document.createElement("article"); const h = document.createElement("h1");
      h.textContent = a.title; art.appendChild(h);
      for (const t of a.paragraphs) { const p = document.createElement("p"); p.textContent = t; art.appendChild(p); }
      document.getElementById("content").appendChild(art); document.getElementById("sp_message_container").remove();
    });
}
document.querySelector(".sp_choice_type_11").onclick = () => choose("accept");
document.getElementById("options").onclick = () => {
  document.getElementById("sp_message_container").innerHTML =
    '<iframe title="Privacy Manager" src="' + base + '/privacy-manager/index.html"></iframe>';
};
</script></body></html>"""
# The second layer, a privacy manager in a frame of its own as Sourcepoint's is (its buttons' classes as
# DuckDuckGo's autoconsent rule lib/cmps/sourcepoint-frame.ts names them); its toggles pre-set, the
# legitimate-interest ones on.
TCF_PURPOSES = """<div class="pm-features">
<p>Informationen auf einem Gerät speichern <input type="checkbox" checked aria-label="Einwilligung"></p>
<p>Begrenzte Daten zur Auswahl der Werbung <input type="checkbox" checked aria-label="Berechtigtes Interesse"></p>
<p>Profile für personalisierte Werbung <input type="checkbox" checked aria-label="Berechtigtes Interesse"></p>
</div><button class="sp_choice_type_SAVE_AND_EXIT" onclick="parent.choose('save')">Speichern &amp; verlassen</button>"""
TCF_REJECT = """<button class="sp_choice_type_REJECT_ALL" onclick="parent.choose('reject')">Alle ablehnen</button>
<button class="sp_choice_type_ACCEPT_ALL" onclick="parent.choose('accept')">Alle akzeptieren</button>"""
# The first layer's settings button: Sourcepoint's (found by its class), or one found by its label alone.
TCF_OPENER = (
    '<button id="options" class="message-component message-button sp_choice_type_12">Einstellungen</button>'
)
LABELLED_OPENER = '<button id="options" class="secondary">Weitere Optionen</button>'


# Quantcast/InMobi Choice's dialog (its container, sections and ``mode`` attributes as its markup has them),
# in the framework's English wording.
QC_WALL = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The Harbour Times</title>
<style>#qc-cmp2-container{position:fixed;inset:0;background:#fff}</style></head><body><main id="content"></main>
<div id="qc-cmp2-container"><div class="qc-cmp2-summary-section" role="dialog">
<h2>We value your privacy</h2>
<p>We and our partners store and/or access information on a device, such as cookies and process personal data,
such as unique identifiers and standard information sent by a device for personalised ads and content, ad and
content measurement, and audience insights, as well as to develop and improve products. You may click to
consent to our and our partners' processing as described above. Alternatively you may access more detailed
information and change your preferences before consenting or to refuse consenting.</p>
<div class="qc-cmp2-summary-buttons"><button mode="secondary" size="large">MORE OPTIONS</button>
<button mode="primary" size="large">AGREE</button></div></div></div>
<script>
function choose(choice) {
  fetch("/qc/choice", {method: "POST", body: "choice=" + choice})
    .then(() => fetch("/api/article.json")).then(r => r.json()).then(a => {
      document.title = a.title + " | The Harbour Times";
      const art = document.createElement("article"); const h = document.createElement("h1");
      h.textContent = a.title; art.appendChild(h);
      for (const t of a.paragraphs) { const p = document.createElement("p"); p.textContent = t; art.appendChild(p); }
      document.getElementById("content").appendChild(art); document.getElementById("qc-cmp2-container").remove();
    });
}
document.querySelector('button[mode="primary"]').onclick = () => choose("accept");
document.querySelector('button[mode="secondary"]').onclick = () => {
  document.querySelector(".qc-cmp2-summary-section").innerHTML =
    '<div class="qc-cmp2-consent-info"><h2>Partners and purposes</h2>' +
    '<p>Store and/or access information on a device <input type="checkbox" checked></p>' +
    '<p>Use limited data to select advertising <input type="checkbox" checked></p></div>' +
    '<div class="qc-cmp2-buttons-desktop"><button mode="secondary" id="qc-reject">REJECT ALL</button>' +
    '<button mode="secondary" id="qc-accept">ACCEPT ALL</button>' +
    '<button mode="primary" id="qc-save">SAVE &amp; EXIT</button></div>';
  document.getElementById("qc-reject").onclick = () => choose("reject");
  document.getElementById("qc-accept").onclick = () => choose("accept");
  document.getElementById("qc-save").onclick = () => choose("save");
};
</script></body></html>"""


def _manager(*parts: str) -> str:
    return (
        '<!doctype html><html><body class="type-modal"><h2>Datenschutz-Einstellungen</h2>'
        + "".join(parts)
        + "</body></html>"
    )


PUR_SCRIPT = """<script>
document.querySelector(".sp_choice_type_11").onclick = () =>
  fetch("/pur/accept", {method: "POST", body: "choice=accept"}).then(() => location.reload());
</script>"""


@dataclass
class Choices:
    """What the site was told: every choice posted, in order, as (wall, choice)."""

    made: list[tuple[str, str]] = field(default_factory=list)

    def of(self, wall: str) -> list[str]:
        return [choice for where, choice in self.made if where == wall]


def _form(handler: BaseHTTPRequestHandler) -> dict[str, list[str]]:
    length = int(handler.headers.get("Content-Length") or 0)
    return parse_qs(handler.rfile.read(length).decode("utf-8", "replace"))


def _google_wall(save: str) -> str:
    return GOOGLE_WALL.replace("https://consent.google.com/save", save)


def _cookie_set(handler: BaseHTTPRequestHandler) -> bool:
    return "SOCS=" in (handler.headers.get("Cookie") or "")


@contextmanager
def consent_site() -> Iterator[tuple[PageServer, Choices]]:
    choices = Choices()

    def google_article(handler: BaseHTTPRequestHandler) -> None:
        respond(handler, pages.article() if _cookie_set(handler) else _google_wall("/google/save"))

    def google_save(handler: BaseHTTPRequestHandler) -> None:
        refused = _form(handler).get("set_eom") == ["true"]
        choices.made.append(("google", "reject" if refused else "accept"))
        value = "CAESEwgDEgk" if refused else "CAISHAgBEhJ"
        headers = {"Location": "/google/article", "Set-Cookie": f"SOCS={value}; Path=/"}
        respond(handler, b"", status=303, headers=headers)

    def recorder(wall: str) -> Route:
        def record(handler: BaseHTTPRequestHandler) -> None:
            choices.made.append((wall, (_form(handler).get("choice") or ["?"])[0]))
            respond(handler, "{}", content_type="application/json")

        return record

    def again_save(handler: BaseHTTPRequestHandler) -> None:
        choices.made.append(("again", "reject" if _form(handler).get("set_eom") == ["true"] else "accept"))
        respond(handler, b"", status=303, headers={"Location": "/hostile/again"})  # no cookie: the wall again

    def elsewhere_save(handler: BaseHTTPRequestHandler) -> None:
        choices.made.append(
            ("elsewhere", "reject" if _form(handler).get("set_eom") == ["true"] else "accept")
        )
        respond(
            handler, b"", status=303, headers={"Location": "/home", "Set-Cookie": "SOCS=CAESEwgDEgk; Path=/"}
        )

    busy = _google_wall("/hostile/never").replace(
        '<button aria-label="Reject all">', '<button aria-label="Reject all" onclick="for (;;) {}">'
    )
    routes: dict[str, Route] = {
        "/google/article": google_article,
        "/google/save": google_save,
        "/cmp/article": page(CMP_WALL),
        "/cmp/choice": recorder("cmp"),
        "/api/article.json": page(spa_pages.article_json(), content_type="application/json"),
        "/pur/article": page(
            PUR_WALL.replace(
                '<button class="sp_choice_type_11">', '<button class="sp_choice_type_11" id="W0wltc">'
            ).replace('<script src="/static/app.js"></script>', PUR_SCRIPT)
        ),
        "/pur/accept": recorder("pur"),
        "/tcf/article": page(TCF_WALL.replace("OPENER", TCF_OPENER)),
        "/tcf/privacy-manager/index.html": page(_manager(TCF_REJECT, TCF_PURPOSES)),
        "/tcf/choice": recorder("tcf"),
        "/tcfsave/article": page(TCF_WALL.replace("OPENER", LABELLED_OPENER)),
        "/tcfsave/privacy-manager/index.html": page(_manager(TCF_PURPOSES)),
        "/tcfsave/choice": recorder("tcfsave"),
        "/qc/article": page(QC_WALL),
        "/qc/choice": recorder("qc"),
        "/hostile/opener": page(
            TCF_WALL.replace("OPENER", "").replace(
                'message-button sp_choice_type_11"', 'message-button sp_choice_type_11 sp_choice_type_12"'
            )
        ),
        "/hostile/opener/choice": recorder("opener"),
        "/hostile/away": page(_google_wall(FORBIDDEN)),
        "/hostile/loop": page(_google_wall("/hostile/redirect")),
        "/hostile/redirect": redirect("/hostile/redirect", status=307),
        "/hostile/again": page(_google_wall("/hostile/again/save")),
        "/hostile/again/save": again_save,
        "/hostile/busy": page(busy),
        "/hostile/elsewhere": page(_google_wall("/hostile/elsewhere/save")),
        "/hostile/elsewhere/save": elsewhere_save,
        "/home": page(pages.article(title="Coast Weekly: today's stories")),
    }
    with serve(routes) as server:
        yield server, choices
