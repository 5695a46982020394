"""A link that no longer leads anywhere (an expired share link, invitation, short link or password-reset link)
is a soft 404 whose reason says the link ended; the class across languages, on pages written for these tests
(not the corpus's): the state as a heading, a title, a first line, in either order of words, with the view's
conditions unrendered; and the traps: a help article asking why a link expired, a story headed with the
state, an article quoting the notice, a subscription ended (a pay gate's, not a link's). And Spanish's other
stem of a page not found ("no se encuentra"), which the rules' needles missed.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import ReadFailed
from kotoba.web.verdict.template import untemplated
from kotoba.web.verdict.walls import LINK_GONE_REASON, SOFT_404_REASON, judge_walls
from kotoba.web.verdict.walls_link_gone import HEADLINE_CHARS, link_gone, states_link_gone
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html


def _notice(title: str, heading: str, line: str, way_on: str = "Back to the home page") -> str:
    return (
        f"<html><head><title>{title}</title></head><body><main class='notice'>"
        f"<img src='/img/logo.svg' alt=''><h1>{heading}</h1><p>{line}</p>"
        f"<a class='btn' href='/'>{way_on}</a></main>"
        "<footer>© 2026 Linkbox</footer></body></html>"
    )


EXPIRED = [
    ("Link expired · Linkbox", "This link has expired", "Ask the person who shared it for a new one."),
    (
        "Linkbox",
        "Invalid or expired invitation",
        "Invitations last seven days. Ask the team owner to invite you again.",
    ),
    ("Status", "Download Link Expired", "The download link has expired. Please request a new one."),
    ("Linkbox", "Whoops, this share link is no longer valid", "The owner stopped sharing this folder."),
    ("Link abgelaufen", "Der Link ist abgelaufen", "Bitte fordern Sie einen neuen Link an."),
    ("Lien expiré", "Ce lien a expiré", "Demandez un nouveau lien à la personne qui vous l'a envoyé."),
    ("Enlace caducado", "Este enlace ha caducado", "Solicita un nuevo enlace a quien te lo envió."),
    ("Link expirado", "Este link expirou", "Peça um novo link a quem o enviou."),
    ("Link scaduto", "Questo link è scaduto", "Chiedi un nuovo link a chi te lo ha inviato."),
    ("Link verlopen", "Deze link is verlopen", "Vraag een nieuwe link aan."),
    ("Tautan Kedaluwarsa", "Tautan telah kedaluwarsa", "Silakan minta tautan baru kepada pengirim."),
    ("Ссылка устарела", "Срок действия ссылки истёк", "Запросите новую ссылку."),
    ("リンク切れ", "このリンクは無効です", "新しいリンクを発行してください。"),
    ("链接已失效", "该链接已失效", "请联系分享者重新获取。"),
    ("링크 만료", "링크가 만료되었습니다", "새 링크를 요청해 주세요."),
]


@pytest.mark.parametrize(("title", "heading", "line"), EXPIRED)
def test_a_link_said_ended_is_a_soft_404_saying_so(title: str, heading: str, line: str) -> None:
    outcome = read_html(_notice(title, heading, line), url="https://linkbox.example/s/4f9a2c")
    assert failed_with(outcome, LINK_GONE_REASON)
    assert isinstance(outcome, ReadFailed) and outcome.definitive  # (as a 404: no other road leads there)


def test_the_state_as_the_first_line_alone_is_enough() -> None:
    page = (
        "<html><head><title>Tracker</title></head><body><div class='card'>"
        "<p>Oops, this link is expired</p><p>This URL is not valid anymore.</p></div></body></html>"
    )
    assert failed_with(read_html(page), LINK_GONE_REASON)


def test_a_views_condition_shows_its_unset_branch() -> None:
    # (a view served unrendered: its condition's second string is what a reader with no flag set sees)
    assert untemplated("{{ ($off ?? false) ? 'This link is unavailable' : 'This link has expired' }}") == (
        "This link has expired"
    )
    page = (
        "<html><head><title>{{ $off ? 'Link unavailable' : 'Link expired' }} — Linkbox</title></head><body>"
        "<h1>{{ ($off ?? false) ? 'This link is unavailable' : 'This link has expired' }}</h1>"
        "<p>{{ ($off ?? false) ? 'The administrator disabled this address.' : 'The owner can no longer use "
        "this address.' }}</p>@unless($off ?? false)<a href='/'>Create a link</a>@endunless</body></html>"
    )
    assert failed_with(read_html(page), LINK_GONE_REASON)


STORY = (
    "<p>Short links were meant to make sharing easier, but many of them now lead nowhere. A study of forty "
    "thousand links shared on forums between 2015 and 2020 found that a third of them had stopped working, "
    "most because the service that made them had shut down or because their owners let them lapse.</p>"
    "<p>Archivists say the answer is to keep the full address beside any short one, so that a reader can still "
    "find the page when the short link has gone, and to prefer services that promise to keep links alive.</p>"
)


def test_a_story_or_help_page_about_expired_links_is_read() -> None:
    asked = f"<html><head><title>Why has my invite link expired?</title></head><body><h1>Why has my invite link expired?</h1>{STORY}</body></html>"
    assert read_as_page(read_html(asked), "Archivists say")
    headed = f"<html><head><title>Link expired</title></head><body><h1>Link expired</h1>{STORY}</body></html>"
    assert read_as_page(read_html(headed), "Archivists say")
    topic = (
        "<html><head><title>Expired links are hurting your SEO</title></head><body>"
        f"<h1>Expired links are hurting your SEO</h1>{STORY}</body></html>"
    )
    assert read_as_page(read_html(topic), "Archivists say")
    quoted = (
        "<html><head><title>Field notes</title></head><body><h1>Field notes</h1>"
        "<p>When I opened the old mailing list archive, every second message ended in a page saying “This "
        f"link has expired”.</p>{STORY}</body></html>"
    )
    assert read_as_page(read_html(quoted), "Archivists say")


def test_a_short_brief_headed_with_the_state_over_its_own_story_is_read() -> None:
    brief = (
        "<html><head><title>Link expired</title></head><body><h1>Link expired</h1>"
        "<p>The city's rail link between the airport and the harbour closed on Friday after its operating "
        "licence ran out, and the council said buses would replace the trains for at least a month.</p>"
        "</body></html>"
    )
    assert read_as_page(read_html(brief), "buses would replace")


def test_a_subscription_ended_is_no_link_gone() -> None:
    page = _notice(
        "Subscription expired", "Your subscription has expired", "Renew to keep reading.", "Renew now"
    )
    assert not failed_with(read_html(page), LINK_GONE_REASON)
    page = _notice("Session expired", "Your session has expired", "Please log in again.", "Log in")
    assert not failed_with(read_html(page), LINK_GONE_REASON)


def test_the_state_is_read_only_as_a_whole_short_piece() -> None:
    assert states_link_gone("Oops, this link is expired")
    assert states_link_gone("Password Reset Link Expired")
    assert states_link_gone("Link / QR Code Kadaluarsa")
    assert not states_link_gone("Why has my link expired?")
    assert not states_link_gone("How to fix a link that has expired")
    assert not states_link_gone("Expired links are hurting your SEO")
    # (a piece longer than a headline is never searched: a hostile page's 100,000 characters are cut to a
    # length check before the pattern runs)
    hostile = "This link has expired " + "link " * 20000
    assert len(hostile) > 100_000 and not states_link_gone(hostile)
    assert not states_link_gone("This link has expired".ljust(HEADLINE_CHARS + 1, "!"))
    assert link_gone("x" * 100_000, [], [], []) is None


def test_a_spanish_not_found_page_saying_no_se_encuentra_is_a_soft_404() -> None:
    page = (
        "<html><head><title>Error 404 - Página no encontrada</title></head><body><h1>Error 404</h1>"
        "<p>Lo sentimos, la página que estás buscando no se encuentra.</p>"
        "<a href='/'>Ir a la página de inicio</a></body></html>"
    )
    assert failed_with(read_html(page), SOFT_404_REASON)
    # (where the verdict names the page only by its sentence, it is the sentence that decides)
    assert (
        judge_walls(
            article="Lo sentimos, la página que estás buscando no se encuentra.\n\n[Ir al inicio](/)",
            markup=page,
        )
        is not None
    )
