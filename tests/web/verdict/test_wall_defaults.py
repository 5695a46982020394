"""Stop views whose message is a template variable's default, views that word a stop for each of their states,
402's name as a heading, a service's own licence run out with its return promised on renewal, and not-found
views that name the route or the page the reader tried to reach.

A view served as its template says what a reader is shown where its caller passes nothing: Blade's
``{{ $message ?? '…' }}``, Twig's ``|default('…')``, Django's ``|default:"…"``, EJS's ``<%= message || '…' %>``.
Each page here is written for these tests from the frameworks' documented syntax and the wording of the
looked-at pages of the class (an Indonesian admission site's payment-required view, a Polish restaurant
system's licence-end view, a Spanish course system's not-found view), in other languages too, and served to the
real read path as the corpus's pages are. The same templates holding a page's own message are read as pages.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.template import one_branch, untemplated
from kotoba.web.verdict.walls import SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://app.example/portal/view"


def view(title: str, body: str, lang: str = "en") -> str:
    """A whole view as its repository holds it: a centred card with its icon, then the body."""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n<title>{title}</title>\n'
        '<script src="https://cdn.tailwindcss.com"></script>\n</head>\n<body class="bg-gray-50">\n'
        '<div class="min-h-screen flex items-center justify-center">\n<div class="card p-8 text-center">\n'
        '<div class="icon"><svg viewBox="0 0 24 24"><path d="M12 9v2m0 4h.01"/></svg></div>\n'
        f"{body}\n</div>\n</div>\n</body>\n</html>\n"
    )


@pytest.mark.parametrize(
    ("template", "said"),
    [
        ("{{ $message ?? 'Please log in first.' }}", "Please log in first."),
        ("{{ $message ?: 'Please log in first.' }}", "Please log in first."),
        ("{{ message or 'Please log in first.' }}", "Please log in first."),
        ('{{ message|default("Please log in first.") }}', "Please log in first."),
        ('{{ message|default:"Please log in first." }}', "Please log in first."),
        ("<%= locals.message || 'Please log in first.' %>", "Please log in first."),
        ("${message ?? 'Please log in first.'}", "Please log in first."),
        ("{{ $user->name }} signed in", "signed in"),
    ],
)
def test_a_template_variable_says_its_default(template: str, said: str) -> None:
    assert untemplated(template) == said


def test_a_blade_condition_written_with_a_space_before_its_parenthesis_is_a_tag() -> None:
    assert untemplated("{{ $name }} @if (!empty($suspended)) Suspended @endif") == "Suspended"
    assert one_branch("@if (!empty($a)) one @else the other one @endif", last_alike=True) == " the other one "


def test_the_last_branch_of_like_length_is_kept_only_beside_branches_of_like_length() -> None:
    assert one_branch("{% if a %}aaaa{% else %}bbb{% endif %}", last_alike=True) == "bbb"
    assert one_branch("{% if a %}a long article's own text{% else %}b{% endif %}", last_alike=True) == (
        "a long article's own text"
    )


# A payment-required view whose message is the default of its variable, in the languages such views are written
# in: its heading 402's name, its sentence the payment to complete before the page opens
PAYMENT_REQUIRED = {
    "id": (
        "Pembayaran Diperlukan",
        "Anda perlu menyelesaikan pembayaran terlebih dahulu untuk mengakses halaman ini.",
        "Lanjutkan Pembayaran",
    ),
    "en": (
        "Payment Required",
        "You need to complete the payment first to access this page.",
        "Continue to payment",
    ),
    "pl": ("Wymagana płatność", "Aby zobaczyć tę stronę, dokończ płatność.", "Przejdź do płatności"),
    "ru": ("Требуется оплата", "Чтобы открыть эту страницу, завершите оплату.", "Перейти к оплате"),
    "tr": ("Ödeme Gerekli", "Bu sayfaya erişmek için önce ödemeyi tamamlayın.", "Ödemeye devam et"),
    "nl": ("Betaling vereist", "Rond eerst de betaling af om deze pagina te openen.", "Verder naar betalen"),
    "vi": (
        "Yêu cầu thanh toán",
        "Vui lòng hoàn tất thanh toán để truy cập trang này.",
        "Tiếp tục thanh toán",
    ),
    "cs": ("Vyžadována platba", "Pro přístup k této stránce dokončete platbu.", "Pokračovat k platbě"),
}


@pytest.mark.parametrize("lang", sorted(PAYMENT_REQUIRED))
def test_a_payment_required_view_whose_message_is_a_variables_default_is_a_paywall(lang: str) -> None:
    heading, sentence, button = PAYMENT_REQUIRED[lang]
    body = (
        f'<h1 class="text-2xl">{heading}</h1>\n<p class="text-gray-600">\n    {{{{ $message ?? \'{sentence}\' }}}}\n'
        '</p>\n@if(isset($applicant))\n<div class="bg-gray-50"><p>No.</p><p>{{ $applicant->number }}</p></div>\n'
        f'<a href="{{{{ route(\'payment.show\', $applicant->number) }}}}" class="btn">{button}</a>\n@else\n'
        '<a href="{{ route(\'home\') }}" class="btn">Home</a>\n@endif'
    )
    outcome = read_html(view(f"{heading} - Portal", body, lang), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


# A tenant's stop once its licence has run out, the service promised back once the subscription is renewed
LICENCE_ENDED = {
    "pl": (
        "Strona tymczasowo niedostępna",
        "Licencja wygasła",
        "Licencja na korzystanie z systemu wygasła.",
        "Restauracja zostanie przywrócona po odnowieniu subskrypcji.",
    ),
    "en": (
        "Page temporarily unavailable",
        "Licence expired",
        "The licence to use the system has expired.",
        "The shop will be restored once the subscription is renewed.",
    ),
    "es": (
        "Página temporalmente no disponible",
        "Licencia vencida",
        "La licencia de uso del sistema ha vencido.",
        "La tienda se restablecerá al renovar la suscripción.",
    ),
    "pt": (
        "Página temporariamente indisponível",
        "Licença expirada",
        "A licença de uso do sistema expirou.",
        "A loja será restabelecida após a renovação da assinatura.",
    ),
    "fr": (
        "Page temporairement indisponible",
        "Licence expirée",
        "La licence d'utilisation du système a expiré.",
        "La boutique sera rétablie après le renouvellement de l'abonnement.",
    ),
    "de": (
        "Seite vorübergehend nicht verfügbar",
        "Lizenz abgelaufen",
        "Die Lizenz für das System ist abgelaufen.",
        "Der Shop wird nach Verlängerung des Abonnements wiederhergestellt.",
    ),
    "it": (
        "Pagina temporaneamente non disponibile",
        "Licenza scaduta",
        "La licenza d'uso del sistema è scaduta.",
        "Il negozio sarà ripristinato dopo il rinnovo dell'abbonamento.",
    ),
    "ru": (
        "Страница временно недоступна",
        "Лицензия истекла",
        "Срок действия лицензии истёк.",
        "Магазин будет восстановлен после продления подписки.",
    ),
}


@pytest.mark.parametrize("lang", sorted(LICENCE_ENDED))
def test_a_services_licence_run_out_with_its_return_on_renewal_is_a_paywall(lang: str) -> None:
    heading, badge, ended, promise = LICENCE_ENDED[lang]
    body = (
        "<p class=\"name\">{{ $tenant->name ?? 'Shop' }}</p>\n"
        f'<div class="badge">{badge}</div>\n<h1>{heading}</h1>\n<p>{ended}<br>{promise}</p>'
    )
    outcome = read_html(view(f"{{{{ $tenant->name ?? 'Shop' }}}} – {heading}", body, lang), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


def test_a_view_wording_a_stop_for_each_state_is_judged_by_its_other_branch_too() -> None:
    body = (
        '@if (!empty($suspended))\n<div class="badge">Suspended</div>\n<h1>Page temporarily unavailable</h1>\n'
        "<p>This shop is suspended at the moment. Please try again later or contact support.</p>\n@else\n"
        '<div class="badge">Payment Required</div>\n<h1>Page temporarily unavailable</h1>\n'
        "<p>You need to complete the payment first to access this page.</p>\n@endif"
    )
    outcome = read_html(view("Shop – temporarily unavailable", body), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


# A not-found view headed with the route it could not find, its sentence the page the reader tried to reach
TRIED_TO_REACH = {
    "es": (
        "¡Ruta no encontrada!",
        "La página que intentas consultar no existe, fue movida o ya no está activa.",
    ),
    "en": ("Route not found", "The page you are trying to reach does not exist or was moved."),
    "fr": ("Adresse introuvable", "La page que vous essayez d'atteindre n'existe pas ou a été déplacée."),
    "pt": ("Rota não encontrada", "A página que você está tentando acessar não existe ou foi movida."),
    "de": (
        "URL nicht gefunden",
        "Die Seite, die Sie aufrufen wollten, existiert nicht oder wurde verschoben.",
    ),
    "it": ("Indirizzo non trovato", "La pagina che stai cercando di visitare non esiste o è stata spostata."),
}


@pytest.mark.parametrize("lang", sorted(TRIED_TO_REACH))
def test_a_not_found_view_naming_the_route_or_the_page_tried_is_a_soft_404(lang: str) -> None:
    heading, sentence = TRIED_TO_REACH[lang]
    body = (
        f'<span class="display-1">404</span>\n<h2 class="fw-bold">{heading}</h2>\n<p class="text-muted">{sentence}</p>\n'
        '<div class="card"><div class="card-body"><p>Common causes:</p><ul><li>The URL was mistyped.</li>'
        "<li>The course was archived.</li><li>The link has expired.</li></ul></div></div>\n"
        '<button onclick="history.back()">Back</button> <a href="/dashboard">Dashboard</a>'
    )
    assert failed_with(read_html(view("Error", body, lang), URL), SOFT_404_REASON)


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        (
            "Payments in Indonesia",
            "<h1>How school fees are paid</h1><p>{{ $intro ?? 'Parents pay the admission fee at the bank or "
            "online.' }}</p><p>Each school publishes its own schedule of fees, and most accept transfers from "
            "any bank in the country. The admission office checks each payment within two days and then "
            "sends the applicant a registration number by e-mail, which the family keeps for the first day "
            "of term. Families who cannot pay at once may ask the office for instalments, which most schools "
            "grant without question for the first term.</p>",
            "instalments",
        ),
        (
            "Licensing news",
            "<h1>The broadcaster renews its licence</h1><p>The regulator said on Monday that the licence to use "
            "the national frequencies will be renewed for ten years. The broadcaster had applied in spring, and "
            "the hearing drew more than forty submissions from listeners and rival stations. Most asked for "
            "more local news; a few asked that the licence be ended. The decision sets conditions on the share "
            "of programmes made in the regions and on the hours given to children's shows, which the "
            "broadcaster said it would meet in full.</p>",
            "regulator",
        ),
        (
            "Routes",
            "<h1>Route not found on the old map</h1><p>The hiking club spent a weekend looking for the old "
            "shepherds' route across the ridge, marked on a map from 1911 but missing from every map since. "
            "They found traces of a path near the spring and cairns on the saddle, and the club now plans to "
            "mark the route again, with the landowners' consent, before the summer season begins.</p>",
            "shepherds",
        ),
    ],
)
def test_pages_of_their_own_in_the_same_words_are_read(title: str, body: str, words: str) -> None:
    outcome = read_html(view(title, body), URL)
    assert read_as_page(outcome, words), outcome
