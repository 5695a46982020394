"""The wall judge's structural evidence of the ninth round, both sides: what a page's parts are (numbered
sections, ...) says whether it is a wall or a document, whatever its words.

Every page here is served to the real read path (extraction, then the judges) as the corpus's pages are.
The evidence comes from the looked-at part of the corpus; the pages are written for these tests.
"""

from __future__ import annotations

from kotoba.web.verdict.walls import AGE_REASON, LOGIN_REASON, SOFT_404_REASON
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
    outcome = read_html(_page("Hatalı bağlantılar satışları nasıl etkiliyor", f"<h1>Hatalı bağlantılar</h1><p>{article}</p>"))
    assert read_as_page(outcome, "Uzmanlar")


# --- the page after a log-in tells the reader it succeeded (Flask-Security-Too's "You have successfully
# logged in." and Devise's "Signed in successfully.", as their catalogues translate them; looked at: the
# logged-out and "protected page" pages, read as the reader's own state)


def test_a_page_saying_the_log_in_succeeded_is_read_whatever_log_in_words_it_carries() -> None:
    for heading, line in (
        ("Erfolgreich angemeldet", "Sie müssen sich anmelden, um Beiträge zu schreiben. Das haben Sie getan."),
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
