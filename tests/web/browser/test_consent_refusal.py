"""A consent wall refused in the local browser, as a person refuses it: what the reader gets, what the model is
told, and what the site was told (its choice endpoints record every choice, so "never accepted" is the
site's own log). Real Chromium, real loopback servers reached through the documented allow-list."""

from __future__ import annotations

import importlib.util
import ipaddress
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import pytest

from kotoba.settings import Settings
from kotoba.tools.web_extract import CONSENT_REFUSED_NOTE, tool_result
from kotoba.web.browser.refusal import ACCEPT_WORDS, REJECT_LABELS, SETTINGS_LABELS
from kotoba.web.net.resolve import IPAddress, ResolutionError
from kotoba.web.outcome import FailureKind, PageRead, ReadFailed
from kotoba.web.page import PageReader
from kotoba.web.verdict.walls import CONSENT_REASON
from tests.support.browser import CHROMIUM
from tests.support.consent_site import ARTICLE_FIRST, ARTICLE_TITLE, Choices, consent_site
from tests.support.servers.http import PageServer, Route, page, respond, serve
from tests.web.verdict.walls.corpus import load

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(importlib.util.find_spec("playwright") is None, reason="needs Playwright"),
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium"),
]
SETTINGS = Settings(allow=("127.0.0.1",), reader_url="", deadline=20.0, browser=str(CHROMIUM))


@pytest.fixture
def site() -> Iterator[tuple[PageServer, Choices]]:
    with consent_site() as served:
        yield served


def _consent_failure(outcome: object) -> None:
    """The consent failure exactly as a read without the browser gives it."""
    assert isinstance(outcome, ReadFailed), outcome
    assert (outcome.kind, outcome.reason, outcome.definitive) == (
        FailureKind.CONSENT_WALL,
        CONSENT_REASON,
        False,
    )
    assert not outcome.internal


def _refused_in_the_browser(outcome: object) -> None:
    """The article a refusal revealed, rendered: the browser started and clicked as it should."""
    assert isinstance(outcome, PageRead), outcome
    assert (outcome.via, outcome.consent_refused) == ("rendered", True)
    assert ARTICLE_FIRST in outcome.text


async def test_a_refused_consent_wall_reveals_the_article_and_nothing_is_accepted(
    site: tuple[PageServer, Choices],
) -> None:
    server, choices = site
    async with PageReader(SETTINGS) as reader:
        google = await reader.read(server.url("/google/article"))
        overlay = await reader.read(server.url("/cmp/article"))
        further = await reader.read(server.url("/cmp/article"), start=40)  # read on, from the cache
    for outcome in (google, overlay):
        assert isinstance(outcome, PageRead), outcome
        assert (outcome.via, outcome.consent_refused, outcome.wall) == ("rendered", True, None)
        assert outcome.title.startswith(ARTICLE_TITLE)
        assert ARTICLE_FIRST in outcome.text
        seen = tool_result(outcome).text
        assert seen.index(CONSENT_REFUSED_NOTE) < seen.index(ARTICLE_FIRST)  # outside the fence, above it
    assert isinstance(further, PageRead) and further.start == 40 and not further.reread
    assert CONSENT_REFUSED_NOTE in tool_result(further).text  # a window of it says so too
    # the site's own log: one refusal each, no acceptance, and the page loaded twice (direct, then refused)
    assert choices.made == [("google", "reject"), ("cmp", "reject")]
    assert server.hits("/google/article") == 3  # direct, rendered, and after "Reject all" redirected back
    assert server.hits("/cmp/article") == 2


async def test_a_pay_or_accept_wall_stays_a_consent_failure_and_is_never_accepted(
    site: tuple[PageServer, Choices],
) -> None:
    server, choices = site
    async with PageReader(SETTINGS) as reader:
        outcome = await reader.read(server.url("/pur/article"))
        assert reader._renderer is not None  # it was tried in the browser…
    _consent_failure(outcome)
    assert server.hits("/pur/article") == 2
    # … and its accept button, though it carries Google's "Reject all" id, was not clicked
    assert choices.made == []


async def test_a_two_layer_dialog_is_refused_in_its_settings_and_nothing_is_accepted(
    site: tuple[PageServer, Choices],
) -> None:
    server, choices = site
    async with PageReader(SETTINGS) as reader:
        outcome = await reader.read(server.url("/tcf/article"))
    assert isinstance(outcome, PageRead), outcome
    assert (outcome.via, outcome.consent_refused) == ("rendered", True)
    assert outcome.title.startswith(ARTICLE_TITLE) and ARTICLE_FIRST in outcome.text
    seen = tool_result(outcome).text
    assert seen.index(CONSENT_REFUSED_NOTE) < seen.index(ARTICLE_FIRST)
    # the settings were opened once (their frame loaded), and "Alle ablehnen" there was the one choice sent
    assert server.hits("/tcf/privacy-manager/index.html") == 1
    assert choices.made == [("tcf", "reject")]


async def test_an_english_tcf_dialog_is_judged_a_consent_wall_and_refused_in_its_second_layer(
    site: tuple[PageServer, Choices],
) -> None:
    server, choices = site
    async with PageReader(SETTINGS.replace(render="never")) as reader:
        direct = await reader.read(server.url("/qc/article"))
    _consent_failure(direct)  # without the browser: the dialog is no article
    async with PageReader(SETTINGS) as reader:
        outcome = await reader.read(server.url("/qc/article"))
    assert isinstance(outcome, PageRead), outcome
    assert (outcome.via, outcome.consent_refused) == ("rendered", True)
    assert outcome.title.startswith(ARTICLE_TITLE) and ARTICLE_FIRST in outcome.text
    # "MORE OPTIONS", then "REJECT ALL": the one choice the site was told (not "SAVE & EXIT", not an accept)
    assert choices.made == [("qc", "reject")]


async def test_a_settings_layer_without_a_refusal_is_left_unsaved_and_the_failure_stands(
    site: tuple[PageServer, Choices],
) -> None:
    server, choices = site
    async with PageReader(SETTINGS) as reader:
        _refused_in_the_browser(await reader.read(server.url("/cmp/article")))
        started = time.monotonic()
        outcome = await reader.read(server.url("/tcfsave/article"))
        took = time.monotonic() - started
    _consent_failure(outcome)
    assert took < SETTINGS.deadline
    # "Weitere Optionen" opened the settings; "Speichern & verlassen" with the site's pre-set toggles was not
    # clicked, nor anything that accepts: the site was told nothing (the one choice is the first page's)
    assert server.hits("/tcfsave/privacy-manager/index.html") == 1
    assert choices.made == [("cmp", "reject")]


@pytest.mark.parametrize("change", [{"render": "never"}, {"browser": "/nonexistent/chromium"}])
async def test_without_the_renderer_the_consent_failure_is_as_before(
    site: tuple[PageServer, Choices], change: dict[str, str]
) -> None:
    server, choices = site
    async with PageReader(SETTINGS.replace(**change)) as reader:
        outcome = await reader.read(server.url("/google/article"))
        assert reader._renderer is None
    _consent_failure(outcome)
    assert server.hits("/google/article") == 1 and choices.made == []


async def test_a_hostile_refusal_ends_in_the_consent_failure_never_a_hang(
    site: tuple[PageServer, Choices],
) -> None:
    server, choices = site
    deadline = 10.0
    async with PageReader(SETTINGS.replace(deadline=deadline)) as reader:
        # the browser is started on an ordinary refusal first: every timed page below is rendered in it
        _refused_in_the_browser(await reader.read(server.url("/google/article")))
        # "Reject all" posts to an address the policy refuses; into a redirect loop; back to the wall; to the
        # site's home page, which is a page but not the one asked for
        for path in ("/hostile/away", "/hostile/loop", "/hostile/again", "/hostile/elsewhere"):
            _consent_failure(await reader.read(server.url(path)))
            if path == "/hostile/away":  # the refusal was clicked, and the guard stopped where it led
                proxy = reader._renderer.last_proxy if reader._renderer else None
                assert proxy is not None and any(r.startswith("refused") for r in proxy.told), proxy
        # the only button carries the settings class but says "Alle akzeptieren": not clicked
        _consent_failure(await reader.read(server.url("/hostile/opener")))
        started = time.monotonic()
        busy = await reader.read(server.url("/hostile/busy"))  # "Reject all" runs a script that never returns
        took = time.monotonic() - started
    assert isinstance(busy, ReadFailed) and not busy.internal
    assert busy.kind in (FailureKind.CONSENT_WALL, FailureKind.TIMEOUT)
    assert took < deadline + 3.0
    # one click each: the wall it led back to was not refused again
    assert choices.made == [("google", "reject"), ("again", "reject"), ("elsewhere", "reject")]
    assert server.hits("/hostile/again") == 3  # direct, rendered, after the refusal: no second round


def test_kotoba_read_json_says_the_consent_was_refused(site: tuple[PageServer, Choices]) -> None:
    server, choices = site
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()}
    env |= {"KOTOBA_READER_URL": "", "KOTOBA_BROWSER": str(CHROMIUM)}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "kotoba",
            "read",
            "--json",
            "--allow",
            "127.0.0.1",
            server.url("/cmp/article"),
        ],
        capture_output=True,
        text=True,
        timeout=180,  # (the default deadline, the browser's start, Python's)
        env=env,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert (result["status"], result["via"], result["consent_refused"]) == ("ok", "rendered", True)
    assert result["title"].startswith(ARTICLE_TITLE) and ARTICLE_FIRST in result["text"]
    assert choices.made == [("cmp", "reject")]


def test_the_readme_quotes_the_note_the_model_is_given() -> None:
    readme = " ".join((Path(__file__).resolve().parents[3] / "README.md").read_text("utf-8").split())
    assert f'"{CONSENT_REFUSED_NOTE}"' in readme


def test_a_settings_label_chooses_nothing() -> None:
    accepting = re.compile(ACCEPT_WORDS, re.IGNORECASE)
    choosing = re.compile(r"save|confirm|speichern|bestätig|enregistr|guardar|salva|opslaan|exit|close")
    assert not [label for label in SETTINGS_LABELS if accepting.search(label) or choosing.search(label)]
    assert not SETTINGS_LABELS & REJECT_LABELS


def test_a_refusal_label_speaks_of_accepting_only_to_go_without() -> None:
    accepting = re.compile(ACCEPT_WORDS, re.IGNORECASE)
    without = re.compile(r"\b(?:without|sans|senza|sin|sem|ohne|zonder)\b")
    speaking = [label for label in REJECT_LABELS if accepting.search(label)]
    assert speaking and all(without.search(label) for label in speaking), speaking


# The corpus's consent walls (tests/web/verdict/walls/), served as captured or rebuilt, with their outside
# addresses turned into this site's /ext/ and a recorder of every click the page receives.
FREE_REFUSAL = (
    "consent-google-search.html",
    "consent-youtube.html",
    "consent-yahoo.html",
    "consent-aol.html",
)
PAY_OR_ACCEPT = (
    "consent-bild.html",
    "consent-derstandard.html",
    "consent-heise-pur.html",
    "consent-independent.html",
    "consent-lemonde.html",
    "consent-spiegel-pur.html",
    "consent-zeit-pur.html",
)
CLICK_RECORDER = (
    '<script>document.addEventListener("click", (e) => { const t = e.target.closest("button, a, input") ||'
    ' e.target; navigator.sendBeacon("/clicked", (t.innerText || t.value || "").trim()); }, true);</script>'
)


async def no_names(host: str, port: int) -> list[IPAddress]:
    """Nothing but loopback's address is reached: a name the page points at resolves to nothing."""
    if host == "127.0.0.1":
        return [ipaddress.ip_address(host)]
    raise ResolutionError(f"could not resolve {host} (the test resolves no names)", definitive=True)


async def test_the_corpus_walls_refused_where_they_offer_a_refusal_and_untouched_where_they_do_not() -> None:
    corpus = {page.file: page for page in load() if page.kind == "consent"}
    clicks: dict[str, list[str]] = {}
    sent: list[str] = []

    def wall(name: str) -> Route:
        body = corpus[name].body.decode("utf-8").replace("https://", "/ext/")
        return page(body.replace("</body>", CLICK_RECORDER + "</body>"))

    def clicked(handler: BaseHTTPRequestHandler) -> None:
        referer = handler.headers.get("Referer") or ""
        said = handler.rfile.read(int(handler.headers.get("Content-Length") or 0)).decode()
        clicks.setdefault(referer.rsplit("/", 1)[-1], []).append(said)
        respond(handler, b"", status=204)

    def outside(handler: BaseHTTPRequestHandler) -> None:
        body = handler.rfile.read(int(handler.headers.get("Content-Length") or 0)).decode()
        sent.append(f"{handler.command} {handler.path} {body}".strip())
        respond(handler, "<html><body><p>Saved.</p></body></html>")

    routes = {f"/{name}": wall(name) for name in (*FREE_REFUSAL, *PAY_OR_ACCEPT)}
    with serve({**routes, "/clicked": clicked, "/ext/*": outside}) as server:
        async with PageReader(SETTINGS, resolver=no_names) as reader:
            first, *rest = (*FREE_REFUSAL, *PAY_OR_ACCEPT)
            _consent_failure(await reader.read(server.url(f"/{first}")))
            for name in rest:
                _consent_failure(await reader.read(server.url(f"/{name}")))  # (its refusal saves at /ext/)
    # where the first layer has no refusal but a settings link ("Einstellungen"), that one link is followed,
    # and nothing in what it shows is clicked
    opened = {"consent-heise-pur.html": ["Einstellungen"], "consent-spiegel-pur.html": ["Einstellungen"]}
    assert clicks == {name: ["Reject all"] for name in FREE_REFUSAL} | opened
    posted = [line for line in sent if line.startswith("POST")]
    assert len(posted) == len(FREE_REFUSAL)
    assert all("set_eom=true" in line or "reject=reject" in line for line in posted), posted
