"""The wall judge's structural evidence of the ninth round, both sides: what a page's parts are (numbered
sections, ...) says whether it is a wall or a document, whatever its words.

Every page here is served to the real read path (extraction, then the judges) as the corpus's pages are.
The evidence comes from the looked-at part of the corpus; the pages are written for these tests.
"""

from __future__ import annotations

import time

import pytest

from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.verdict.walls import AGE_REASON, CONSENT_REASON, GEO_REASON, LOGIN_REASON, SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html


def _page(title: str, body: str) -> str:
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title></head>"
        f"<body><nav><a href='/'>Home</a></nav><main>{body}</main></body></html>"
    )


# --- a policy in numbered sections is a document (looked at: a dating app's policy on its 19+ rule, in three
# numbered sections, was refused as an age gate)


def test_a_policy_in_three_numbered_sections_on_an_age_rule_is_read() -> None:
    html = _page(
        "Adults only",
        "<p>This service may only be used by adults of 19 years or older.</p>"
        "<h2>1. Restrictions</h2><p>Accounts found to belong to minors during sign-up are closed at once.</p>"
        "<h2>2. False information</h2><p>Entering a false age or birth date breaks the terms of use.</p>"
        "<h2>3. Purpose</h2><p>These measures protect minors and keep the service safe for its members.</p>",
    )
    assert read_as_page(read_html(html), "These measures protect minors")


def test_an_age_gate_with_unnumbered_parts_is_still_an_age_gate() -> None:
    html = _page(
        "Age verification",
        "<h1>Are you 19 or older?</h1><p>You must be 19 years old to enter this site.</p>"
        "<h2>Enter</h2><p>Yes, I am 19 years of age or older.</p>"
        "<h2>Leave</h2><p>No, I am under 19 years old.</p>",
    )
    assert failed_with(read_html(html), AGE_REASON)


# --- a not-found page in the languages Django's admin is translated into (django/contrib/admin/locale/*/
# LC_MESSAGES/django.po: "Page not found", "We’re sorry, but the requested page could not be found.")


def test_a_not_found_page_headed_in_turkish_bulgarian_or_indonesian_is_a_soft_404() -> None:
    for title, body in (
        ("Sayfa bulunamadı | Mağaza", "<h1>Sayfa bulunamadı</h1><a href='/'>Ana sayfa</a>"),
        ("Магазин", "<h1>Страница не е намерена</h1><p><a href='/'>Начало</a></p>"),
        ("Toko", "<p>Maaf, laman yang Anda minta tidak ditemukan.</p><a href='/'>Beranda</a>"),
    ):
        assert failed_with(read_html(_page(title, body)), SOFT_404_REASON), title


def test_a_turkish_article_about_not_found_pages_is_read() -> None:
    article = (
        "Bir mağaza sitesinde eski ürün adresleri kaldırıldığında ziyaretçiler çoğu zaman boş bir sayfayla "
        "karşılaşır. Uzmanlar, 'Sayfa bulunamadı' mesajının yanında arama kutusu ve popüler ürünlerin "
        "gösterilmesini öneriyor; böylece ziyaretçi siteden ayrılmadan aradığını bulabiliyor. Araştırmaya "
        "göre bu küçük değişiklik, hatalı bağlantılardan gelen ziyaretçilerin yarısını geri kazandırıyor."
    )
    outcome = read_html(
        _page("Hatalı bağlantılar satışları nasıl etkiliyor", f"<h1>Hatalı bağlantılar</h1><p>{article}</p>")
    )
    assert read_as_page(outcome, "Uzmanlar")


# --- the page after a log-in tells the reader it succeeded (Flask-Security-Too's "You have successfully
# logged in." and Devise's "Signed in successfully.", as their catalogues translate them; looked at: the
# logged-out and "protected page" pages, read as the reader's own state)


def test_a_page_saying_the_log_in_succeeded_is_read_whatever_log_in_words_it_carries() -> None:
    for heading, line in (
        (
            "Erfolgreich angemeldet",
            "Sie müssen sich anmelden, um Beiträge zu schreiben. Das haben Sie getan.",
        ),
        ("Login successful", "You must be logged in to post. You are, so welcome to the members' board."),
    ):
        html = _page("Mitglieder | Login", f"<h1>{heading}</h1><p>{line}</p><a href='/logout'>Logout</a>")
        assert read_as_page(read_html(html), line), heading


def test_a_log_in_wall_that_says_nothing_of_success_is_still_a_log_in_wall() -> None:
    html = _page(
        "Mitglieder | Login",
        "<h1>Anmelden</h1><p>Sie müssen sich anmelden, um Beiträge zu schreiben.</p>"
        "<form><input name='user'><input type='password' name='pw'><button>Login</button></form>",
    )
    assert failed_with(read_html(html), LOGIN_REASON)


# --- an age form that asks who the reader is (looked at: an age calculator's sex radios beside the birth
# year, a servlet exercise's name and age fields) is a survey, a sign-up or an exercise; a gate asks the age
# alone


def _age_form(fields: str) -> str:
    return _page(
        "Age verification",
        "<h1>Age verification</h1><p>Enter your age to continue.</p>"
        f"<form action='/check' method='post'>{fields}<button>Continue</button></form>",
    )


def test_an_age_form_asking_for_the_reader_s_name_or_sex_is_read() -> None:
    for fields in (
        "<input type='text' name='name'><input type='number' name='age'>",
        "<input type='number' name='year'><input type='radio' name='sex' value='m'>"
        "<input type='radio' name='sex' value='f'>",
    ):
        assert read_as_page(read_html(_age_form(fields)), "Enter your age"), fields


def test_an_age_form_asking_the_age_alone_is_an_age_gate() -> None:
    for fields in (
        "<input type='number' name='age'>",
        "<input type='hidden' name='item_name' value='shop'><input type='date' name='birthdate'>",
        "<input type='text' name='username'><input type='number' name='age'>",
    ):
        assert failed_with(read_html(_age_form(fields)), AGE_REASON), fields


# --- a template served as it is (looked at: a Jinja age gate, "{% extends "base.html" %} {% block title %}Age
# Verification - MediaList{% endblock %} … You must be 18 or older."; a Smarty shop theme's restricted-country
# page, "{l s='You cannot access our store from your country. …'}"): its tags are machinery, its translation
# calls its sentences, its title block its title


def _served(text: str) -> str:
    return f"<!doctype html><html><head><meta charset='utf-8'></head><body><main>{text}</main></body></html>"


def test_a_jinja_age_gate_served_as_its_template_is_an_age_gate() -> None:
    html = _served(
        '<p>{% extends "base.html" %} {% block title %}Age Verification - Gallery{% endblock %} '
        "{% block content %}</p><h1>Adult content</h1><p>{% if safe_mode %}</p><p>Adult content is disabled "
        "site-wide (SAFE_MODE).</p><p>{% else %}</p><p>This enables age-restricted categories. You must be 18 "
        "or older.</p><a href='/'>No, take me back</a><p>{% endif %} {% endblock %}</p>"
    )
    assert failed_with(read_html(html, url="https://gallery.example/templates/age_gate.html"), AGE_REASON)


def test_translation_calls_give_their_sentences_and_a_smarty_geo_block_is_a_geo_block() -> None:
    html = _served(
        "<p>{* restricted country *} {$meta_title|escape:'htmlall':'UTF-8'} {if isset($meta_description)} {/if}"
        "</p><p>{l s='You cannot access our store from your country. We apologize for the inconvenience.'}</p>"
    )
    assert failed_with(read_html(html, url="https://shop.example/restricted-country.tpl"), GEO_REASON)
    django = _served(
        "<h1>{% trans \"Log in required\" %}</h1><p>{% trans 'Please log in to continue.' %}</p>"
    )
    assert failed_with(
        read_html(django, url="https://app.example/templates/login_required.html"), LOGIN_REASON
    )


def test_a_template_of_a_real_page_is_read_as_its_words() -> None:
    article = (
        "The club's spring regatta moved to the lower lake this year after the river rose above the marks. "
        "Forty crews raced in eight classes, and the junior fours set a course record on the new water. "
        "Results for every heat are posted on the notice board and will be sent to members by post."
    )
    html = _served(
        f"<p>{{% extends 'base.html' %}} {{% block content %}}</p><h1>{{{{ _('Regatta results') }}}}</h1>"
        f"<p>{article}</p><p>{{% if user.is_member %}} Members: sign in to see your own times. {{% endif %}}</p>"
    )
    assert read_as_page(read_html(html, url="https://club.example/templates/regatta.html"), "Forty crews")


# --- a geo block in Russian, as the looked-at page of a site closed to one country's readers says it


def test_a_russian_block_of_a_country_s_readers_is_a_geo_block_and_a_story_about_one_is_read() -> None:
    html = _page(
        "Доступ ограничен",
        "<h1>Доступ пользователям из Российской Федерации ограничен</h1><p>Мы определили, что ваш IP-адрес "
        "принадлежит Российской Федерации, поэтому ограничили доступ к содержимому сайта.</p>",
    )
    assert failed_with(read_html(html), GEO_REASON)
    story = (
        "Крупный онлайн-кинотеатр сообщил, что доступ пользователям из нескольких стран ограничен из-за "
        "новых лицензионных условий. Компания обещает вернуть каталог в течение года и предлагает подписчикам "
        "компенсацию. Эксперты считают, что другие сервисы последуют этому примеру уже весной, а зрители "
        "будут чаще пользоваться местными площадками и библиотеками."
    )
    assert read_as_page(
        read_html(_page("Новости кино", f"<h1>Кинотеатр меняет каталог</h1><p>{story}</p>")), "Эксперты"
    )


# --- a consent banner named as a dialog (WAI-ARIA: role="dialog" with its aria-label; looked at: "Cookie
# consent", "Cookie-Einstellungen"), and a consent library's banner started by the page's own snippet
# (CookieConsent.com's cookieconsent.run, Osano's cookieconsent.initialise; looked at: pages that are nothing
# but such a snippet)

_DIALOG_BANNER = (
    "<div id='cc-banner' role='dialog' aria-label='Cookie consent' hidden><p>We use cookies to make this site "
    "work and to improve it.</p><button>Reject non-essential</button><button>Accept all</button></div>"
)
_SNIPPET = (
    "<script src='//www.cookieconsent.com/releases/3.1.0/cookie-consent.js'></script><script>document."
    "addEventListener('DOMContentLoaded', function () { cookieconsent.run({'notice_banner_type': 'simple', "
    "'consent_type': 'express', 'website_name': 'example.org'}); });</script>"
)


def test_a_page_that_is_only_a_named_consent_dialog_or_a_started_consent_banner_is_a_consent_wall() -> None:
    for body in (_DIALOG_BANNER, _SNIPPET):
        html = f"<!doctype html><html><head><title></title></head><body>{body}</body></html>"
        assert failed_with(read_html(html, url="https://site.example/news/today"), CONSENT_REASON), body[:40]


def test_an_article_carrying_the_dialog_or_the_snippet_is_read() -> None:
    story = (
        "<h1>Harbour works</h1><p>The harbour authority voted on Tuesday to close the old fish market for two "
        "years while the quay is rebuilt. Traders will move to a temporary hall beside the ferry terminal, and "
        "the council promised that rents there would stay at this year's level.</p>"
    )
    for extra in (_DIALOG_BANNER, _SNIPPET):
        assert read_as_page(read_html(_page("Harbour works", story + extra)), "Traders will move"), extra[:40]


def test_a_button_named_for_a_paywall_is_no_box_and_a_bare_library_is_no_banner() -> None:
    offer = _page(
        "Scout Pro",
        "<section class='sheet'><button aria-label='Close paywall'>×</button><h2>Scout Pro</h2><p>Plan your "
        "beach days with tide charts, dog rules for every beach and offline maps for the whole coast.</p></section>",
    )
    assert read_as_page(read_html(offer), "tide charts")
    bare = "<html><body><script src='//cdn.example/cookieconsent.min.js'></script></body></html>"
    outcome = read_html(bare)
    assert outcome.wall is None


# --- an age gate known by its shape in any language: an age named where the page speaks, and two choices
# and nothing else (looked at: "はい" / "いいえ", "IGEN" / "NEM", "Sim" / "Não" under an age)


def test_a_short_page_naming_an_age_with_two_choices_is_an_age_gate_in_any_language() -> None:
    for heading, yes, no in (
        ("Bạn đã đủ 18 tuổi chưa?", "Có", "Không"),
        ("Ni zaidi ya miaka 18+?", "Ndiyo", "Hapana"),
        ("Czy masz ukończone 18 lat?", "Tak", "Nie"),
    ):
        html = (
            "<!doctype html><html><head><meta charset='utf-8'><title>Winnica</title></head><body>"
            f"<h1>{heading}</h1><a href='/enter'>{yes}</a> <a href='https://www.example.org/'>{no}</a></body></html>"
        )
        assert failed_with(read_html(html), AGE_REASON), heading


def test_a_short_page_naming_an_age_with_a_navigation_or_its_own_words_is_read() -> None:
    with_navigation = _page(
        "Jubileum",
        "<h1>Onze bakkerij bestaat 21 jaar!</h1><a href='/taart'>Taarten</a> <a href='/winkel'>Winkel</a> "
        "<a href='/contact'>Contact</a>",
    )
    assert read_as_page(read_html(with_navigation), "bestaat 21 jaar")
    with_words = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Prawo</title></head><body><h1>Sejm: 18 lat "
        "dla kupujących energetyki</h1><p>Posłowie przyjęli ustawę, która zakazuje sprzedaży napojów "
        "energetycznych osobom poniżej osiemnastego roku życia. Sklepy mają pół roku na dostosowanie się, a "
        "za złamanie zakazu grozi kara do pięciu tysięcy złotych.</p><a href='/'>Strona główna</a> "
        "<a href='/prawo'>Prawo</a></body></html>"
    )
    assert read_as_page(read_html(with_words), "Posłowie przyjęli")


def test_the_choices_are_the_page_s_own_not_its_navigation() -> None:
    gate = _page("Vinoteca", "<h1>¿Tienes 18 años?</h1><button>Sí</button><button>No</button>")
    assert failed_with(read_html(gate), AGE_REASON)
    clause = _page(
        "Términos",
        "<h2>7. Consentimiento</h2><p>Al aceptar estos términos confirmas que tienes 18 años o más y que "
        "consientes el tratamiento de tus datos para prestar el servicio.</p>",
    )
    assert read_as_page(read_html(clause), "Al aceptar")


# --- a log-in wall known by its shape in any language: a short page that says something and whose way on is to
# log in (a link or form to a log-in address, or a password field), among at most three choices of its own
# (looked at: 18 log-in walls of this shape; one log-out page, and pay and consent offers with a "Log in" for
# subscribers, which are none)


def _members(heading: str, line: str, links: str) -> str:
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>Câu lạc bộ</title></head><body>"
        f"<h1>{heading}</h1><p>{line}</p>{links}</body></html>"
    )


def test_a_short_page_whose_way_on_is_to_log_in_is_a_log_in_wall_in_any_language() -> None:
    html = _members(
        "Khu vực thành viên",
        "Trang này chỉ dành cho các thành viên của câu lạc bộ bơi thuyền. Vui lòng "
        "<a href='/accounts/login/?next=/bien-ban/'>đăng nhập</a> để đọc tiếp.",
        "<a href='/'>Trang chủ</a>",
    )
    assert failed_with(read_html(html, url="https://club.example/bien-ban/2024"), LOGIN_REASON)


@pytest.mark.parametrize(
    ("heading", "line", "links"),
    [
        (
            "My garden in May",
            "The tulips came up late this year, but the peonies made up for it.",
            "Log in|RSS",
        ),
        (
            "Release 2.1",
            "This release fixes the importer's handling of empty files and adds a Dutch translation.",
            "Sign in",
        ),
        ("Lemon cake", "Beat the butter and sugar, fold in the flour and bake for forty minutes.", "Share"),
    ],
)
def test_a_short_page_beside_its_site_s_own_log_in_link_is_read(heading: str, line: str, links: str) -> None:
    # a "Log in" link standing apart is the site's, not the page's message: such a page is what it says
    targets = {"Log in": "/login", "RSS": "/feed.xml", "Sign in": "/signin", "Share": "/sso/share"}
    html = _members(heading, line, " ".join(f"<a href='{targets[t]}'>{t}</a>" for t in links.split("|")))
    assert read_as_page(read_html(html, url="https://site.example/posts/1"), line[:20])


def test_a_log_out_page_and_a_subscription_offer_with_a_log_in_link_are_no_log_in_walls() -> None:
    logged_out = _members(
        "You have been logged out",
        "Thanks for spending some time with the rowing club's pages today.",
        "<a href='/login'>Log in again</a>",
    )
    assert read_as_page(read_html(logged_out), "Thanks for spending")
    offer = _members(
        "Chỉ dành cho người đăng ký",
        "Đăng ký gói Premium của câu lạc bộ để đọc tiếp bài viết này.",
        "<a href='/subscribe'>Đăng ký</a> <a href='/login'>Đăng nhập</a>",
    )
    outcome = read_html(offer)
    assert not failed_with(outcome, LOGIN_REASON)


# --- round nine's looked-at pages: a Smarty theme's licence comment, Korean's informal not-found heading, a
# page that says it is not ready, Silktide's banner options served alone at a cookie address, Polish's
# expired session


def test_a_smarty_geo_block_under_its_licence_comment_is_a_geo_block() -> None:
    licence = " ".join(["This source file is subject to the Academic Free License version 3.0."] * 12)
    html = _served(
        f"<p>{{** * Copyright since 2007 * NOTICE OF LICENSE * {licence} *}}</p><p>{{block name='page_content'}}"
        "</p><h1>{l s='403 Forbidden' d='Shop.Theme.Global'}</h1><p>{l s='You cannot access this store from "
        "your country. We apologize for the inconvenience.' d='Shop.Theme.Global'}</p><p>{/block}</p>"
    )
    assert failed_with(read_html(html, url="https://shop.example/errors/restricted-country.tpl"), GEO_REASON)


def test_korean_s_informal_not_found_heading_is_a_soft_404() -> None:
    html = _page(
        "페이지를 찾을 수 없어요 - 추첨기",
        "<h1>페이지를 찾을 수 없어요</h1><p>주소가 바뀌었거나 잘못 입력하신 것 같아요.</p>",
    )
    assert failed_with(read_html(html), SOFT_404_REASON)


def test_a_page_that_says_it_is_not_ready_is_read_whatever_its_title_names() -> None:
    for title, line in (
        ("年齢確認 - Chat", "この機能は現在準備中です。"),
        ("Age verification", "Coming soon."),
    ):
        html = _page(
            title, f"<h1>{title.split(' - ')[0]}</h1><a href='/settings'>設定に戻る</a><p>{line}</p>"
        )
        assert read_as_page(read_html(html), line), title


def test_silktide_s_banner_options_served_alone_at_a_cookie_address_are_a_consent_wall() -> None:
    html = (
        "<html><body><script>window.cookieconsent_options = {'message': 'This website uses cookies to ensure "
        "you get the best experience', 'dismiss': 'Got it!'};</script><script src='//cdnjs.example/"
        "cookieconsent2/1.0.10/cookieconsent.min.js'></script></body></html>"
    )
    assert failed_with(read_html(html, url="https://blog.example/_includes/cookies.html"), CONSENT_REASON)


def test_polish_s_expired_session_is_a_log_in_wall_and_a_note_on_sessions_is_read() -> None:
    html = _page("Sklep", "<p>Przykro nam, Twoja sesja wygasła. Zaloguj się i spróbuj ponownie.</p>")
    assert failed_with(read_html(html), LOGIN_REASON)
    note = (
        "<h1>Jak działają sesje w naszym sklepie</h1><p>Gdy przez godzinę nic nie robisz, system kończy sesję, "
        "żeby nikt inny nie złożył zamówienia z Twojego konta na wspólnym komputerze. Koszyk zostaje zapisany "
        "na trzy dni, więc po powrocie znajdziesz w nim wszystkie produkty, a ceny zostaną przeliczone według "
        "aktualnego cennika.</p>"
    )
    assert read_as_page(read_html(_page("Pomoc", note)), "Koszyk zostaje")


# --- the shapes' navigation is set aside in one pass: the judges run in a read's thread, which no deadline stops


@pytest.mark.parametrize(
    ("opening", "head", "say"),
    [
        ("<header>", "<title>Members</title>", "<p>You must do this first, friend.</p>"),
        ("<nav>", "<title>K18</title>", "<h1>18+</h1><p>Ennen kuin jatkat, vahvista.</p>"),
        ("<footer class='x'>", "<title>K18</title>", "<h1>18+</h1><p>Ennen kuin jatkat.</p><nav></nav>"),
    ],
    ids=["headers", "navs", "footers"],
)
def test_a_short_page_of_navigation_openings_that_never_close_is_judged_in_bounded_time(
    opening: str, head: str, say: str
) -> None:
    # each opening read on for 20,000 characters to find its closing cost 9-11 s of the read's thread
    html = f"<html><head>{head}</head><body>{say}{opening * 38_000}</body></html>"
    started = time.thread_time()  # the read's own work: a busy machine stretches the wall clock, not this
    outcome = read_html(html)
    assert time.thread_time() - started < 2.0
    assert isinstance(outcome, (PageRead, ReadFailed))


def test_a_tutorial_quoting_a_not_found_template_in_code_is_read() -> None:
    # the tags a tutorial quotes in code are what it discusses: read as a served template's machinery, its
    # translation call became the page's own "The page you are looking for does not exist."
    html = _page(
        "Flask error handlers",
        "<h1>Flask error handlers</h1><p>Register a handler with <code>@app.errorhandler(404)</code> and render "
        "a template whose title is <code>{% block title %}Page Not Found{% endblock %}</code>.</p><p>In its "
        'body put <code>{{ _("The page you are looking for does not exist.") }}</code> so it is translated.</p>',
    )
    assert read_as_page(read_html(html), "Register a handler")


def test_a_short_page_naming_an_age_over_two_links_to_its_own_site_is_read() -> None:
    # an age named in a heading and two links: a gate's are to go on and to leave, these are the page's own
    for title, heading, links in (
        ("Friday 21+", "Friday night: 21+ show", "<a href='/tickets'>Tickets</a><a href='/map'>Map</a>"),
        ("Prawo", "Social media od 18 lat", "<a href='/news'>Więcej</a><a href='share'>Udostępnij</a>"),
    ):
        html = (
            f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title></head><body>"
            f"<h1>{heading}</h1><p>Doors at nine.</p>{links}</body></html>"
        )
        assert read_as_page(read_html(html), "Doors at nine"), heading
