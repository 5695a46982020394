"""Genuine pages that carry the words of the walls' newest rules, on pages written for these tests (not the
corpus's): each rule's sentence said of something the page is not holding back, or said not to hold, beside a
wall the same rule rightly reads, so each mend keeps the class it narrows:

- the reader's IP address said NOT to be blocked ("Su dirección IP no está bloqueada.", an address checker's
  result, in English, Spanish, Portuguese, Italian and Polish) is no refusal, where "… ha sido bloqueada." is
  (:mod:`kotoba.web.verdict.walls_ip_refused`, and the geo kind's English in :mod:`kotoba.web.verdict.
  walls_rules`);
- a "registered users only" note with its subject first that names a part OF the post or the topic ("Only
  registered users can view this post's attachments.", "… the topic attachments.") over a post shown whole
  is read, where the box naming the post or the content itself is a log-in wall (:mod:`kotoba.web.verdict.
  walls_rules`'s subject-first branch);
- a log-in box above a short story's headline that names the story as what the log-in lets the reader edit or
  print, not read ("You must be logged in to edit this page.", "Vous devez être connecté pour modifier cette
  page."), is the site's status line and the story read; the box naming it as what it holds back from
  reading is a log-in wall (:mod:`kotoba.web.verdict.walls_box_first`);
- a course's own page that says what enrolling opens besides its free lessons ("You must be enrolled in this
  course to access the exercises …") over its syllabus is read, not marked a paywall's teaser, where the lock
  on a lesson ("… to access this lesson.") is (:mod:`kotoba.web.verdict.walls_platforms3`);
- a whole article closing with the site's box to subscribe for what it writes next ("Enjoyed this? Subscribe
  to read more.") is read unmarked (:mod:`kotoba.web.verdict.walls_read_more`);
- a nature reserve's permit page on entering its protected area ("If you are trying to enter a protected area
  of the reserve …") is read: the protected part is of the world, not of the site
  (:mod:`kotoba.web.verdict.walls_protected_part`).
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import GEO_REASON, LOGIN_REASON
from tests.support.chrome_pages import chrome_page, one_message
from tests.web.verdict.test_wall_r29_box_above import ARTICLES, _page
from tests.web.verdict.walls.corpus import card, failed_with, read_as_page, read_html

# (language, an address checker's result saying the reader's address is not blocked, its next line)
IP_NOT_BLOCKED = [
    ("en", "Your IP address is not blocked.", "You can use every service as usual."),
    (
        "es",
        "Su dirección IP no está bloqueada en nuestra red.",
        "Puede usar todos los servicios con normalidad.",
    ),
    ("es", "Tu dirección IP no ha sido bloqueada.", "Puedes usar todos los servicios con normalidad."),
    ("pt", "Seu endereço IP não está bloqueado.", "Você pode usar todos os serviços normalmente."),
    ("it", "Il tuo indirizzo IP non è bloccato.", "Puoi usare tutti i servizi normalmente."),
    ("it", "Il tuo indirizzo IP non è stato bloccato.", "Puoi usare tutti i servizi normalmente."),
    ("pl", "Twój adres IP nie jest zablokowany.", "Możesz normalnie korzystać ze wszystkich usług."),
    ("pl", "Twój adres IP nie został zablokowany.", "Możesz normalnie korzystać ze wszystkich usług."),
]


@pytest.mark.parametrize(("lang", "result", "next_line"), IP_NOT_BLOCKED)
def test_an_address_checkers_result_that_the_address_is_not_blocked_is_read(
    lang: str, result: str, next_line: str
) -> None:
    page = card("IP check", "IP check", [result, next_line], "OK")
    assert read_as_page(read_html(page, "https://status.example/ip-check"), next_line[:12])


# (the same sentences, the refusal said: still a geo block)
IP_BLOCKED = [
    ("en", "Your IP address has been blocked."),
    ("es", "Su dirección IP ha sido bloqueada."),
    ("pt", "Seu endereço IP foi bloqueado."),
    ("it", "Il tuo indirizzo IP è stato bloccato."),
    ("pl", "Twój adres IP został zablokowany."),
]


@pytest.mark.parametrize(("lang", "line"), IP_BLOCKED)
def test_the_readers_ip_address_said_blocked_is_still_a_geo_block(lang: str, line: str) -> None:
    page = chrome_page(one_message("403", line), title="403", lang=lang)
    assert failed_with(read_html(page, "https://site.example/blocked"), GEO_REASON)


# A forum's topic: its name, its links to log in and register, one post, and a note above it
TOPIC_URL = "https://forum.example/viewtopic.php?t=812"
POST = (
    "We got the permit in March after two months of waiting. The harbour office wants the silt analysis first, "
    "then the drawings of the basin."
)


def _topic(note: str, post: str = POST) -> str:
    return (
        "<html lang='en'><head><title>Harbour Forum • Dredging permits</title></head><body><header>"
        "<a href='/'>Harbour Forum</a><nav><a href='/login'>Login</a> <a href='/register'>Register</a></nav>"
        f"</header><main><h2>Dredging permits</h2><div class='notice'><p>{note}</p></div>"
        f"{post and f'<div class=post><p class=author>rowan</p><p>{post}</p></div>'}</main>"
        "<footer>Powered by phpBB</footer></body></html>"
    )


PART_NOTES = [
    "Only registered users can view this post's attachments.",
    "Only registered users can view the topic's attachments.",
    "Only registered users can view the topic attachments.",
    "Only registered members can see the forum member list.",
]


@pytest.mark.parametrize("note", PART_NOTES)
def test_a_note_that_only_registered_users_see_a_part_of_the_post_is_read(note: str) -> None:
    assert read_as_page(read_html(_topic(note), TOPIC_URL), "silt analysis"), note


@pytest.mark.parametrize(
    "box", ["Only registered users can view this post.", "Only registered users can see this content - Login"]
)
def test_the_box_naming_the_post_or_the_content_is_still_a_log_in_wall(box: str) -> None:
    assert failed_with(read_html(_topic(box, post=""), TOPIC_URL), LOGIN_REASON), box


def _under_a_box(box: str, lang: str) -> str:
    # (the box in the site's header, above a short story of two sentences)
    return (
        f"<html lang='{lang}'><head><title>East basin to be dredged</title></head><body><header>"
        f"<a href='/'>Harbour News</a><div class='userbar'><p>{box}</p><a href='/login'>Log in</a></div>"
        "</header><main><article><h1>East basin to be dredged</h1><p>The harbour office approved the dredging "
        "of the east basin on Tuesday. Work starts in April.</p></article></main><footer>© Harbour News"
        "</footer></body></html>"
    )


OTHER_ACTS = [
    ("en", "You must be logged in to edit this page."),
    ("en", "You must be logged in to print this article."),
    ("de", "Sie müssen angemeldet sein, um diese Seite zu bearbeiten."),
    ("fr", "Vous devez être connecté pour modifier cette page."),
    ("es", "Debes iniciar sesión para editar esta página."),
    ("it", "Devi effettuare l'accesso per modificare questa pagina."),
]


@pytest.mark.parametrize(("lang", "box"), OTHER_ACTS)
def test_a_log_in_box_for_editing_the_story_above_its_headline_is_read(lang: str, box: str) -> None:
    outcome = read_html(_under_a_box(box, lang), "https://news.example/2026/03/basin")
    assert read_as_page(outcome, "Work starts in April"), box


def test_a_log_in_box_for_reading_the_story_above_its_headline_is_still_a_log_in_wall() -> None:
    outcome = read_html(
        _under_a_box("You must be logged in to read this article.", "en"), "https://news.example/a"
    )
    assert failed_with(outcome, LOGIN_REASON)


def test_a_courses_page_saying_what_enrolling_opens_is_read_unmarked() -> None:
    course = (
        "<html lang='en'><head><title>Tides and passage planning</title></head><body><main><article>"
        "<h1>Tides and passage planning</h1><p>You must be enrolled in this course to access the exercises and "
        "the final passage plan; the lessons' videos are free to watch.</p><p>Six lessons of about forty minutes "
        "each cover chart datum, secondary ports, tidal streams and planning over a bar.</p></article></main>"
        "</body></html>"
    )
    outcome = read_html(course, "https://school.example/courses/tides")
    assert read_as_page(outcome, "Six lessons"), outcome


def test_the_lock_on_a_lesson_is_still_a_paywall() -> None:
    lesson = (
        "<html lang='en'><head><title>Lesson 3</title></head><body><main><article><h1>Lesson 3: Tidal streams"
        "</h1><p>In this lesson we take the tidal stream atlas apart page by page, and see how the hour before "
        "high water sets the course to steer.</p><aside class='lock'><h2>You must be enrolled in this course to "
        "access this lesson.</h2><a class='button' href='/enroll'>Enroll now</a></aside></article></main>"
        "</body></html>"
    )
    outcome = read_html(lesson, "https://school.example/courses/tides/3")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


ARTICLE_URL = "https://gazette.example/2026/03/east-basin-dredging"


# A whole article of the site's, closing with its own box asking the reader to subscribe to what it writes next
# (the read-more stops' words, :mod:`kotoba.web.verdict.walls_read_more`): the article was read whole
WHOLE_ARTICLE_BOXES = [
    ("en", "Enjoyed this? Subscribe to read more."),
    ("en", "Subscribe to read more from Harbour Notes."),
    ("en", "Become a member to continue reading our weekly letters."),
    ("de", "Jetzt abonnieren und weiterlesen – jeden Freitag neu."),
]


@pytest.mark.parametrize(("lang", "stop"), WHOLE_ARTICLE_BOXES)
def test_a_whole_article_closing_with_a_box_to_subscribe_for_more_is_read_unmarked(
    lang: str, stop: str
) -> None:
    headline, byline, body, close, words = ARTICLES[lang]
    box = (
        f"<div class='signup'><h3>{stop}</h3><form><input type='email' name='email'>"
        "<button>OK</button></form></div>"
    )
    outcome = read_html(_page(lang, "", headline, byline, body, close + box), ARTICLE_URL)
    assert read_as_page(outcome, words), outcome


# A nature reserve's page on its permits, telling the visitor who wants to go into its protected area what to
# get (:mod:`kotoba.web.verdict.walls_protected_part`): the protected part is of the world, not of the site
RESERVE_PERMITS = [
    (
        "en",
        "If you are trying to enter a protected area of the reserve, you need a day permit from the visitor "
        "centre.",
        "Permits cost 4 euros and are valid from sunrise to sunset; the dunes stay closed from April to July.",
    ),
    (
        "es",
        "Si usted está intentando entrar en un área protegida de la reserva, necesita un permiso de día del "
        "centro de visitantes.",
        "Los permisos cuestan 4 euros y valen de sol a sol; las dunas siguen cerradas de abril a julio.",
    ),
    (
        "es",
        "Si está intentando acceder a una zona protegida de la reserva, necesita un permiso de día.",
        "Los permisos cuestan 4 euros y valen de sol a sol; las dunas siguen cerradas de abril a julio.",
    ),
]


@pytest.mark.parametrize(("lang", "line", "next_line"), RESERVE_PERMITS)
def test_a_reserves_permit_page_on_its_protected_area_is_read(lang: str, line: str, next_line: str) -> None:
    page = card("Permits", "Day permits", [line, next_line], "Visitor centre")
    assert read_as_page(read_html(page, "https://reserve.example/permits"), next_line[:12]), line
