"""An application's own stop pages as its framework ships them: a view served as its template, in the
template languages of the server frameworks (ASP.NET Razor's ``@{ ViewData["Title"] = … }``, JSP's
``<%@ page … %>`` and ``${…}``, ERB's and EJS's ``<% %>``), each with the view's one heading, or a heading
and a sentence, in the language of its app: a not-found view, a log-in asked for in one line, access refused
from the reader's region, a back office's stop for a company with no active subscription. Each is read as
the wall it is; the same templates holding an article, a billing page that states the subscription among
its settings, and a help page asking about it are read as the pages they are.

The pages are written for these tests from the frameworks' documented view shapes and the looked-at pages'
wording, each served to the real read path as the corpus's pages are, at an address that names no error.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.template import block_title, untemplated
from kotoba.web.verdict.walls import GEO_REASON, LOGIN_REASON, SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://app.example/account/overview"


def razor(title: str, body: str, bag: bool = False) -> str:
    """An ASP.NET MVC view: its code block setting the title for its layout, then its markup."""
    setting = f'ViewBag.Title = "{title}";' if bag else f'ViewData["Title"] = "{title}";'
    return f'@{{\n    {setting}\n    Layout = "~/Views/Shared/_Layout.cshtml";\n}}\n\n{body}\n'


def jsp(body: str) -> str:
    """A JSP view: its page directive and includes, its links written with the expression language."""
    return (
        '<%@ page language="java" contentType="text/html; charset=UTF-8" pageEncoding="UTF-8"%>\n'
        '<%@ include file="/WEB-INF/views/include/taglib.jsp"%>\n<!DOCTYPE html>\n<html lang="en"><head>'
        '<meta charset="UTF-8"><%@ include file="/WEB-INF/views/include/head.jsp"%></head>\n<body>\n'
        f"{body}\n"
        '<%@ include file="/WEB-INF/views/include/footer.jsp"%>\n</body>\n</html>\n'
    )


def erb(title: str, body: str) -> str:
    """A Rails view: its title handed to the layout, then its markup and a helper's link."""
    return f'<% content_for :title, "{title}" %>\n<div class="page">\n{body}\n<%= link_to "Home", root_path %>\n</div>\n'


NOT_FOUND_VIEWS = {
    "razor-vi": razor(
        "Không tìm thấy trang",
        '<div class="error-content text-center"><h1 class="fw-bold">Oops! Trang không tồn tại</h1>'
        '<p class="text-muted">Có vẻ như trang bạn đang tìm kiếm đã bị di chuyển hoặc không còn tồn tại nữa.</p>'
        '<p>Cần hỗ trợ? <a href="/contact">Liên hệ với chúng tôi</a></p></div>',
    ),
    "razor-vi-heading": razor("Lỗi", "<h2>Trang không tồn tại</h2>"),
    "razor-tr": razor("NotFound", "<h2>Bu URL'e ulaşılamıyor!</h2>", bag=True),
    "razor-tr-sentence": razor(
        "Hata",
        "<h2>Hata</h2><p>Aradığınız sayfaya ulaşılamıyor.</p><a href='/'>Ana sayfa</a>",
    ),
    "razor-action-name": razor("NotFound", "<h2>NotFound</h2>", bag=True),
    "jsp-ko": jsp(
        '<section id="index"><div class="box"><p class="title">PhotoShare</p><br /><br />'
        '<p class="text">페이지가 존재하지 않습니다.</p><br /><br />'
        '<p class="text">요청하신 주소가 없거나 삭제되었을 수 있습니다.</p><br />'
        '<p class="text"><a href="${pageContext.request.contextPath}/main/feed.do">메인페이지로 이동하기</a></p>'
        "</div></section>"
    ),
    "jsp-en": jsp(
        "<div class='error'><h2>Page not found</h2><p>The page you requested does not exist.</p>"
        "<a href='${pageContext.request.contextPath}/'>Home</a></div>"
    ),
    "erb-en": erb(
        "Page not found",
        "<h1>Page not found</h1><p>Sorry, we couldn't find the page you were looking for.</p>",
    ),
}


@pytest.mark.parametrize("name", sorted(NOT_FOUND_VIEWS))
def test_a_frameworks_not_found_view_served_as_its_template_is_a_soft_404(name: str) -> None:
    assert failed_with(read_html(NOT_FOUND_VIEWS[name], url=URL), SOFT_404_REASON)


# a log-in asked for as the view's one heading, in the polite or the system's form (not a button's bare label)
LOG_IN_HEADINGS = {
    "ru": "Авторизируйтесь в системе",
    "ru-standard": "Авторизуйтесь в системе",
    "ru-enter": "Войдите в систему",
    "uk": "Будь ласка, увійдіть в систему",
    "en": "Please log in",
    "fr": "Veuillez vous connecter",
    "es": "Por favor, inicie sesión",
    "tr": "Lütfen giriş yapın",
    "id": "Silakan login terlebih dahulu",
    "ja": "ログインしてください",
    "ko": "로그인해 주세요",
}


@pytest.mark.parametrize("lang", sorted(LOG_IN_HEADINGS))
def test_a_views_one_heading_asking_to_log_in_is_a_log_in_wall(lang: str) -> None:
    view = f'{{% extends "base.html" %}}\n\n{{% block content %}}\n<h1>{LOG_IN_HEADINGS[lang]}</h1>\n{{% endblock %}}\n'
    assert failed_with(read_html(view, url=URL), LOGIN_REASON)


def test_a_help_page_with_a_please_log_in_step_is_read() -> None:
    page = (
        "<html><head><title>Exporting your data</title></head><body><main><h1>Exporting your data</h1>"
        "<p>You can take a copy of everything you have stored with us at any time, in a format other tools "
        "read. The export holds your notes, your attachments and the history of each note.</p>"
        "<h2>Please log in</h2><p>Open the site in a browser and sign in with the account whose data you "
        "want. Exports are made per account, so a shared team's notes are exported by its owner.</p>"
        "<h2>Request the export</h2><p>Under Settings, choose Export and pick the format. We email a link "
        "when the archive is ready, usually within an hour; the link works for seven days.</p></main></body></html>"
    )
    assert read_as_page(read_html(page, url=URL), "Exports are made per account")


# access refused from the reader's region, in Russian's short form of "unavailable" (недоступен, недоступна)
@pytest.mark.parametrize(
    "sentence",
    [
        "Этот контент недоступен в вашем регионе.",
        "Эта страница недоступна в вашей стране.",
        "Видео недоступно в вашем регионе.",
    ],
)
def test_russian_unavailable_in_your_region_in_each_form_is_a_geo_block(sentence: str) -> None:
    page = (
        '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Доступ ограничен</title></head>'
        '<body><div class="section"><h1>Доступ ограничен</h1>'
        f'<p>{sentence}</p><a href="/" class="btn">На главную</a></div></body></html>'
    )
    assert failed_with(read_html(page, url=URL), GEO_REASON)


def test_a_russian_article_on_region_locks_is_read() -> None:
    page = (
        '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Почему сериалы уходят</title></head>'
        "<body><main><h1>Почему сериалы уходят с платформ</h1>"
        "<p>Зрители всё чаще видят сообщение о том, что сериал недоступен в их регионе. Причина почти всегда "
        "в лицензиях: права на показ продаются по странам и на ограниченный срок.</p>"
        "<p>Когда срок истекает, платформа убирает сериал из каталога, даже если зрители продолжают его "
        "смотреть. Продлить права иногда дороже, чем снять новый сезон собственными силами.</p>"
        "<p>Эксперты советуют проверять каталог перед покупкой подписки и читать условия сервиса.</p>"
        "</main></body></html>"
    )
    assert read_as_page(read_html(page, url=URL), "Эксперты советуют")


def blade(title: str, heading: str, message: str, plans: str, back: str) -> str:
    """A Laravel back office's stop view: its layout, a card with the state as its heading, a message, the
    link to the plans and the way back."""
    return (
        "@extends('layouts.app')\n@section('title', '" + title + "')\n@section('content')\n"
        '<div class="card"><div class="card-body text-center">'
        f'<h2 class="mt-6">{heading}</h2><p class="text-muted">{message}</p>'
        f'<a href="{{{{ route(\'subscription.plans\') }}}}" class="btn btn-primary">{plans}</a>'
        f'<a href="{{{{ url(\'/\') }}}}" class="btn btn-link">{back}</a>'
        "</div></div>\n@endsection\n"
    )


NO_SUBSCRIPTION = {
    "en": (
        "No subscription",
        "No active subscription",
        "Your organisation does not have an active subscription.",
        "View plans",
        "Back to dashboard",
    ),
    "fr": (
        "Abonnement",
        "Aucun abonnement actif",
        "Votre entreprise ne dispose pas d'un abonnement actif.",
        "Voir les abonnements",
        "Retour",
    ),
    "id": (
        "Tidak Ada Langganan",
        "Tidak Ada Langganan Aktif",
        "{{ $message }}",
        "Lihat Paket Langganan",
        "Kembali ke Beranda",
    ),
    "de": (
        "Abonnement",
        "Kein aktives Abonnement",
        "Ihr Unternehmen hat derzeit kein aktives Abonnement.",
        "Tarife ansehen",
        "Zurück",
    ),
    "es": (
        "Suscripción",
        "Sin suscripción activa",
        "Tu empresa no tiene una suscripción activa.",
        "Ver planes",
        "Volver",
    ),
    "pt": (
        "Assinatura",
        "Nenhuma assinatura ativa",
        "Sua empresa não possui uma assinatura ativa.",
        "Ver planos",
        "Voltar",
    ),
    "ru": ("Подписка", "Нет активной подписки", "{{ $message }}", "Выбрать тариф", "На главную"),
    "tr": ("Abonelik", "Aktif abonelik bulunamadı", "{{ $message }}", "Planları gör", "Geri dön"),
}


@pytest.mark.parametrize("lang", sorted(NO_SUBSCRIPTION))
def test_a_back_offices_stop_headed_with_no_active_subscription_is_a_paywall(lang: str) -> None:
    outcome = read_html(blade(*NO_SUBSCRIPTION[lang]), url=URL)
    assert outcome.wall == "paywall", outcome


def test_a_billing_page_stating_no_active_subscription_among_its_settings_is_read() -> None:
    page = (
        "<html><head><title>Billing</title></head><body><nav><a href='/'>Dashboard</a> <a href='/team'>Team</a>"
        "</nav><main><h1>Billing</h1><h2>Subscription</h2><p>No active subscription</p>"
        "<a href='/billing/plans'>Choose a plan</a><h2>Invoices</h2>"
        "<p>Invoice 2025-014, 12 March 2025, 49.00 EUR, paid by card ending 4242.</p>"
        "<p>Invoice 2025-009, 12 February 2025, 49.00 EUR, paid by card ending 4242.</p>"
        "<h2>Billing address</h2><p>Example Ltd, 4 Harbour Street, Leith, Edinburgh EH6 6PX</p>"
        "</main></body></html>"
    )
    assert read_as_page(read_html(page, url=URL), "Invoice 2025-014")


def test_a_help_page_asking_about_no_active_subscription_is_read() -> None:
    page = (
        "<html><head><title>Help centre</title></head><body><main><h1>No active subscription?</h1>"
        "<p>If the app tells you that you have no active subscription although you paid, the payment may "
        "still be processing. Card payments usually clear within minutes; bank transfers take one to three "
        "working days.</p><p>If it has been longer, write to support with your invoice number and we will "
        "look into it the same day.</p><a href='/billing/plans'>See plans</a></main></body></html>"
    )
    assert read_as_page(read_html(page, url=URL), "bank transfers take one to three")


def test_an_article_served_as_a_razor_view_is_read_with_its_title() -> None:
    view = razor(
        "How we moved our invoices to a new ledger",
        '<article><h1>@ViewData["Title"]</h1>'
        "<p>Last spring we moved every invoice of the past nine years from the old accounting system to a new "
        "ledger. The old system stored amounts as floating-point numbers, which is where the trouble began.</p>"
        "<p>We wrote a converter that read each invoice, rounded its lines the way the tax office rounds them, "
        "and compared the totals with the printed copies. Forty-one invoices disagreed by a cent or more.</p>"
        "<p>Each of them had been corrected by hand at the time, and the corrections were in the margins of "
        "the paper copies. We typed them in, ran the converter again, and the totals matched.</p>"
        "<p>Model: @Model.Author.Name, @Html.DisplayFor(m => m.Published)</p></article>",
    )
    outcome = read_html(view, url=URL)
    assert isinstance(outcome, PageRead) and outcome.wall is None
    assert "Forty-one invoices disagreed" in outcome.text


def test_the_tags_of_razor_jsp_and_erb_views_are_set_aside_and_their_titles_read() -> None:
    assert block_title('@{ ViewData\\["Title"\\] = "Trang không tồn tại"; }') == "Trang không tồn tại"
    assert block_title('@{ ViewBag.Title = "NotFound"; }') == "NotFound"
    assert block_title('<% content_for :title, "Page not found" %>') == "Page not found"
    assert block_title("<% provide(:title, 'Sign in') %>") == "Sign in"
    said = untemplated(
        '<%@ page language="java" pageEncoding="UTF-8"%> <%@ include file="/x.jsp"%>\nHello ${user.name}\n'
        '@model App.Models.Error\n@{ Layout = null; }\n<%= link_to \'Home\', root_path %> @Html.ActionLink("Home", "Index")'
    )
    assert said == "Hello"


def test_code_quoting_a_views_tags_is_kept() -> None:
    said = untemplated("Write `<%= @user.name %>` in the view, or `${user.name}` in JSP.")
    assert "`<%= @user.name %>`" in said and "`${user.name}`" in said
