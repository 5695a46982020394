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
from kotoba.web.verdict.template import declared_title, untemplated
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
    assert declared_title('@{ ViewData\\["Title"\\] = "Trang không tồn tại"; }') == "Trang không tồn tại"
    assert declared_title('@{ ViewBag.Title = "NotFound"; }') == "Not Found"
    assert declared_title('<% content_for :title, "Page not found" %>') == "Page not found"
    assert declared_title("<% provide(:title, 'Sign in') %>") == "Sign in"
    said = untemplated(
        '<%@ page language="java" pageEncoding="UTF-8"%> <%@ include file="/x.jsp"%>\nHello ${user.name}\n'
        '@model App.Models.Error\n@{ Layout = null; }\n<%= link_to \'Home\', root_path %> @Html.ActionLink("Home", "Index")'
    )
    assert said == "Hello"


def test_code_quoting_a_views_tags_is_kept() -> None:
    said = untemplated("Write `<%= @user.name %>` in the view, or `${user.name}` in JSP.")
    assert "`<%= @user.name %>`" in said and "`${user.name}`" in said


def chrome(lang: str, title: str, main: str) -> str:
    """A page in a site's chrome: its navigation above, its copyright below."""
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        "<header><nav><a href='/'>Home</a> <a href='/blog'>Blog</a> <a href='/about'>About</a></nav></header>"
        f"<main>{main}</main><footer><p>© 2025 Example</p></footer></body></html>"
    )


# Pages that carry the new sentences and are the page asked for: articles quoting not-found views and geo
# blocks, a help page whose steps ask the reader to log in, a pricing page's answers on unlocking features
TRAPS = {
    "es-article-on-404s": chrome(
        "es",
        "Por qué las páginas de error importan",
        "<h1>Por qué las páginas de error importan</h1>"
        "<p>Cuando un enlace se rompe, el servidor suele mostrar un mensaje breve: «Esta página no existe». "
        "Para el lector es un callejón sin salida, y para el sitio una visita perdida.</p>"
        "<p>Los equipos de producto han aprendido a ofrecer un buscador y enlaces a las secciones más leídas, "
        "de modo que el visitante encuentre otra lectura en lugar de marcharse.</p>"
        "<p>Un estudio de 2024 con cuarenta periódicos encontró que las páginas de error con buscador retienen "
        "a uno de cada tres visitantes, frente a uno de cada diez sin él.</p>",
    ),
    "ro-article-on-404s": chrome(
        "ro",
        "Ce facem cu linkurile moarte",
        "<h1>Ce facem cu linkurile moarte</h1>"
        "<p>Arhivele publice pierd în fiecare an mii de adrese. Cititorul vede doar mesajul „Pagina nu a fost "
        "găsită” și pleacă, deși documentul există adesea la o altă adresă.</p>"
        "<p>Bibliotecarii recomandă redirecționări permanente și un registru al adreselor vechi, ținut la zi "
        "de fiecare dată când site-ul este reorganizat.</p>"
        "<p>Instituțiile care au adoptat aceste reguli au redus la jumătate numărul de reclamații primite.</p>",
    ),
    "cs-article-on-geoblocking": chrome(
        "cs",
        "Proč vám seriál zmizel",
        "<h1>Proč vám seriál zmizel</h1>"
        "<p>Diváci v Česku často narazí na hlášku, že obsah není ve vaší zemi dostupný. Důvodem jsou licence, "
        "které studia prodávají po jednotlivých státech a na omezenou dobu.</p>"
        "<p>Evropská pravidla sice zakazují geoblokování u zboží, ale audiovizuální služby z nich vyjímají, "
        "takže streamovací platformy mohou nabídku dělit podle zemí dál.</p>"
        "<p>Odborníci radí ověřit si katalog ještě před zaplacením předplatného.</p>",
    ),
    "ru-help-log-in-steps": chrome(
        "ru",
        "Как выгрузить отчёт",
        "<h1>Как выгрузить отчёт</h1><p>Отчёт можно выгрузить в любой момент, в формате таблицы или PDF.</p>"
        "<h2>Авторизуйтесь в системе</h2><p>Откройте сайт в браузере и войдите под учётной записью, "
        "к которой привязаны ваши проекты. Отчёты выгружаются для каждой учётной записи отдельно.</p>"
        "<h2>Выберите период</h2><p>В разделе «Отчёты» укажите даты и нажмите «Выгрузить». Файл придёт на "
        "почту в течение часа; ссылка действует семь дней.</p>",
    ),
    "ro-faq-log-in": chrome(
        "ro",
        "Întrebări frecvente",
        "<h1>Întrebări frecvente</h1><h2>Cum descarc factura?</h2><p>Facturile se găsesc în secțiunea "
        "Contul meu. Trebuie să fiți autentificat pentru a le vedea, deoarece conțin datele firmei.</p>"
        "<h2>Cât durează livrarea?</h2><p>Livrarea în România durează între două și patru zile lucrătoare, "
        "iar în restul Uniunii Europene până la o săptămână.</p><h2>Pot returna produsul?</h2><p>Da, în "
        "termen de paisprezece zile de la primire, fără a preciza motivul.</p>",
    ),
    "ru-pricing-answers": chrome(
        "ru",
        "Тарифы",
        "<h1>Тарифы</h1><p>Базовый — бесплатно, до трёх проектов. Про — 490 ₽ в месяц, без ограничений. "
        "Команда — 1 290 ₽ в месяц, до двадцати участников.</p><h2>Что будет после пробного периода?</h2>"
        "<p>Проекты сохранятся. Чтобы разблокировать эту функцию снова, достаточно выбрать тариф Про; "
        "данные никуда не денутся.</p><h2>Можно ли платить раз в год?</h2><p>Да, годовая оплата дешевле на "
        "двадцать процентов, счёт выставляется на юридическое лицо.</p><a href='/pricing/pro'>Выбрать Про</a>",
    ),
    "de-news-brief-produkt": chrome(
        "de",
        "Rückruf: Produkt nicht gefunden",
        "<h1>Rückruf: Hersteller findet defekte Charge nicht</h1>"
        "<p>Ein Hersteller von Kinderwagen hat am Montag eine Charge zurückgerufen, deren Bremsen versagen "
        "können. Wo die rund 400 Exemplare verkauft wurden, ist noch unklar.</p>"
        "<p>Kunden sollen die Seriennummer am Rahmen prüfen und sich beim Händler melden.</p>",
    ),
    "vi-article-on-locks": chrome(
        "vi",
        "Ứng dụng học tập thu phí thế nào",
        "<h1>Ứng dụng học tập thu phí thế nào</h1>"
        "<p>Nhiều ứng dụng cho dùng thử miễn phí rồi hiện thông báo nâng cấp gói để mở khóa tính năng này. "
        "Người dùng thường không biết gói nào phù hợp với nhu cầu của mình.</p>"
        "<p>Các chuyên gia khuyên nên so sánh giá theo năm, đọc kỹ điều khoản hoàn tiền và tắt gia hạn tự "
        "động nếu chỉ muốn dùng thử một tháng.</p>"
        "<p>Một khảo sát năm 2024 cho thấy hơn nửa số người dùng quên hủy gói sau thời gian dùng thử.</p>",
    ),
}


@pytest.mark.parametrize("name", sorted(TRAPS))
def test_a_page_carrying_a_views_sentence_as_its_own_subject_is_read(name: str) -> None:
    outcome = read_html(TRAPS[name], url=URL)
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


# views whose every string is a message's key, their translations not filled in (a template served as its
# repository holds it): the keys' words are the message
KEYED_VIEWS = {
    "blade-not-found": (
        "@extends('layouts.app')\n@section('content')\n<div class='card'><h2>{{ __('errors.page_not_found') }}</h2>"
        "<p>{{ __('errors.page_not_found_description') }}</p><a href=\"{{ url('/') }}\">{{ __('common.back_home') }}"
        "</a></div>\n@endsection\n",
        "soft404",
    ),
    "vue-not-found": (
        "<template><div class='nf'><h1>{{ $t('errors.notFound.title') }}</h1><p>{{ $t('errors.notFound.message') }}"
        "</p><router-link to='/'>{{ $t('common.home') }}</router-link></div></template>",
        "soft404",
    ),
    "jinja-geo": (
        "{% extends 'base.html' %}{% block content %}<h1>{{ _('geo_blocked_title') }}</h1>"
        "<p>{{ _('geo_blocked_message') }}</p>{% endblock %}",
        "geo",
    ),
    "blade-subscription-expired": (
        "@extends('layouts.app')\n@section('content')\n<div class='card'><h2>{{ __('subscription.expired_title') }}"
        "</h2><p>{{ __('subscription.expired_message') }}</p><a href=\"{{ route('plans') }}\">"
        "{{ __('subscription.renew') }}</a></div>\n@endsection\n",
        "paywall",
    ),
}


@pytest.mark.parametrize("name", sorted(KEYED_VIEWS))
def test_a_view_saying_its_message_by_its_keys_is_the_wall_they_name(name: str) -> None:
    view, kind = KEYED_VIEWS[name]
    assert read_html(view, url=URL).wall == kind


def test_a_keys_words_leave_out_its_place_on_the_page() -> None:
    from kotoba.web.verdict.template import key_words

    assert key_words("errors.page_not_found_title") == "errors page not found"
    assert key_words("subscription.expiredMessage") == "subscription expired"
    assert key_words("PAYWALL.PREMIUM_ONLY") == "paywall premium only"
    assert key_words("title") == "title"
    assert untemplated("<h1>{{ 'nav.pricing' | translate }}</h1>") == "<h1>nav pricing</h1>"


def test_a_keyed_pricing_view_is_read() -> None:
    view = (
        "{% extends 'base.html' %}{% block content %}<h1>{{ _('pricing.title') }}</h1>"
        "<p>Basic is free for up to three projects. Pro costs 12 EUR a month per member and removes every limit; "
        "Team adds single sign-on and an audit log for 30 EUR a month per member.</p>"
        "<p>Every plan can be cancelled at any time, and the data stays yours to export.</p>"
        "<a href='/pricing/pro'>{{ _('pricing.choose_pro') }}</a>{% endblock %}"
    )
    outcome = read_html(view, url=URL)
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


def test_a_translated_word_that_ends_a_sentence_is_not_read_as_a_message_key() -> None:
    said = untemplated('<h1>{% trans "Error." %}</h1><p>{{ _("errors.page_not_found") }}</p>')
    assert "Error." in said
    assert "page not found" in said
