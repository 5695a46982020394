"""The stop notices of membership plugins and log-in guards in the languages their translations ship, and the
pages that carry the same words and are no wall.

Paid Memberships Pro's "This content is for Gold members only.", Ghost's "This post is for paying subscribers
only", Restrict Content Pro's "… restricted to subscribers" and WooCommerce Memberships' "To access this
content, you must purchase …" are pay gates; the same content held for registered or logged-in users, or for
members named without a paid tier, is a log-in wall (as the English rules judge it); a course app's "Upgrade to
continue" over "This lesson is part of the Pro plan." is a pay gate; Auth0's hosted "Log in to <app> to
continue to <app>" and Discourse's private community's "please log in to continue" are log-in walls. Each page
is written for these tests from the plugins' documented wording, in their translations, in a bare page and in a
site's chrome, and served to the real read path. Forum indexes with a log-in box, sign-out pages, help articles
quoting a notice, members' pages and pages after paying are read as the pages they are.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://site.example/members/area"
TOP = (
    "<header class='site-header'><a href='/'>Site</a><nav><a href='/'>Home</a> <a href='/blog'>Blog</a> "
    "<a href='/about'>About</a> <a href='/contact'>Contact</a></nav></header>"
)
END = (
    "<footer class='site-footer'><p>© 2025 Site. All rights reserved.</p><a href='/privacy'>Privacy</a> "
    "<a href='/terms'>Terms</a></footer>"
)


def page(title: str, body: str, chrome: bool) -> str:
    """A page holding ``body``: alone in a container, or in a site's header and footer."""
    inner = f"{TOP}<main>{body}</main>{END}" if chrome else f"<div class='container'>{body}</div>"
    return f"<!DOCTYPE html><html><head><meta charset=utf-8><title>{title}</title></head><body>{inner}</body></html>"


def links(*labels: str) -> str:
    return "<p>" + " ".join(f"<a href='/{n}'>{label}</a>" for n, label in enumerate(labels)) + "</p>"


PAY_NOTICES = [
    ("Zona de socios", "Este contenido es sólo para miembros Oro.", links("Acceder", "Únete ahora")),
    ("Espace membres", "Ce contenu est réservé aux membres Or.", links("Se connecter", "Adhérer")),
    ("Área de membros", "Este conteúdo é apenas para membros Ouro.", links("Entrar", "Assinar")),
    ("Area riservata", "Questo contenuto è riservato ai membri Gold.", links("Accedi", "Iscriviti")),
    ("Ledenzone", "Deze inhoud is alleen voor Goud-leden.", links("Inloggen", "Lid worden")),
    ("Mitgliederbereich", "Dieser Inhalt ist nur für Gold-Mitglieder.", links("Anmelden", "Jetzt beitreten")),
    ("Premium-Lektionen", "Dieser Inhalt ist Abonnenten vorbehalten.", links("Abonnieren")),
    ("Mi post", "Este post es solo para suscriptores de pago", links("Suscríbete ahora", "Inicia sesión")),
    ("Mein Beitrag", "Dieser Beitrag ist nur für zahlende Abonnenten", links("Jetzt abonnieren", "Anmelden")),
    ("Contenu premium", "Ce contenu est réservé aux membres premium.", links("S'abonner")),
    ("Contenido exclusivo", "Este contenido es exclusivo para miembros premium.", links("Ver planes")),
    ("Bonus", "Konten ini hanya untuk anggota premium.", links("Berlangganan")),
    ("Вебинар", "Этот материал доступен только для подписчиков.", links("Оформить подписку")),
    ("Vídeos del curso", "Para acceder a este contenido, debes comprar Membresía Oro.", links("Comprar")),
    ("Vidéos du cours", "Pour accéder à ce contenu, vous devez acheter Adhésion Or.", links("Acheter")),
    ("Upgrade to continue", "This lesson is part of the Pro plan.", links("See plans")),
]


@pytest.mark.parametrize("chrome", [False, True])
@pytest.mark.parametrize(("heading", "notice", "after"), PAY_NOTICES)
def test_a_membership_plugins_pay_notice_is_a_paywall(
    heading: str, notice: str, after: str, chrome: bool
) -> None:
    outcome = read_html(
        page(heading, f"<h1>{heading}</h1><div class='restricted'><p>{notice}</p>{after}</div>", chrome), URL
    )
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


LOGIN_NOTICES = [
    (
        "Бонус",
        "Этот материал доступен только зарегистрированным пользователям.",
        links("Войти", "Регистрация"),
    ),
    ("Бонус", "Этот материал доступен только участникам.", links("Стать участником", "Войти")),
    ("Bonus", "Ta treść jest dostępna tylko dla zalogowanych użytkowników.", links("Zaloguj się")),
    ("Bonus", "Ta treść jest dostępna tylko dla członków.", links("Dołącz", "Zaloguj się")),
    ("Bonus", "Nội dung này chỉ dành cho thành viên.", links("Đăng nhập")),
    ("Bonus", "Konten ini hanya untuk anggota.", links("Masuk", "Daftar")),
    ("Bonus", "Bu içerik yalnızca üyeler içindir.", links("Giriş yap", "Kayıt ol")),
    ("Bonus", "Ce contenu est réservé aux membres.", links("Se connecter", "S'inscrire")),
    ("Bonus", "Dieser Inhalt ist nur für registrierte Benutzer sichtbar.", links("Anmelden", "Registrieren")),
    (
        "Bonus",
        "Este conteúdo está disponível apenas para usuários cadastrados.",
        links("Entrar", "Cadastrar"),
    ),
    ("Bonus", "Questo contenuto è riservato agli utenti registrati.", links("Accedi", "Registrati")),
    ("Bonus", "Deze inhoud is alleen zichtbaar voor ingelogde leden.", links("Inloggen")),
    ("Bienvenue", "Connectez-vous à Acme pour continuer vers Acme Dashboard.", ""),
    ("Te damos la bienvenida", "Inicie sesión en Acme para continuar en Acme Dashboard.", ""),
    (
        "Willkommen bei Acme",
        "Dies ist eine private Community. Bitte melde dich an, um fortzufahren.",
        links("Anmelden"),
    ),
]


@pytest.mark.parametrize("chrome", [False, True])
@pytest.mark.parametrize(("heading", "notice", "after"), LOGIN_NOTICES)
def test_content_held_for_registered_users_or_members_is_a_login_wall(
    heading: str, notice: str, after: str, chrome: bool
) -> None:
    form = (
        "<form method=post><input name=username><input type=password name=password><button>OK</button></form>"
    )
    body = f"<h1>{heading}</h1><p>{notice}</p>{form if not after else after}"
    assert failed_with(read_html(page(heading, body, chrome), URL), LOGIN_REASON)


def _forum(heading: str, topics: list[str]) -> str:
    rows = "".join(
        f"<tr><td><a href='/t/{n}'>{t}</a></td><td>{n * 7}</td></tr>" for n, t in enumerate(topics, 1)
    )
    form = "<form method=post action='/login'><input name=username><input type=password name=password><button>OK</button></form>"
    return f"<div class='sidebar'><h3>{heading}</h3>{form}</div><h1>Forum</h1><table>{rows}</table>"


_LONG_FR = " ".join(
    [
        "Sur notre site, certains articles portent la mention « Ce contenu est réservé aux membres ». Cette mention"
        " signifie que l'article fait partie de la partie du site financée par les cotisations de l'association."
    ]
    * 4
)
_LONG_EN = " ".join(
    [
        "This lesson is part of the Pro plan, which also includes the full course library, downloadable exercises"
        " and the monthly live sessions with the teachers."
    ]
    * 4
)


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        (
            "Forum – Übersicht",
            _forum(
                "Melden Sie sich bei Ihrem Konto an",
                [
                    "Neue Regeln",
                    "Treffen im Mai",
                    "Steuerfrage 2025",
                    "Welche Kamera?",
                    "Urlaub in Südtirol",
                    "Gartenarbeit im Herbst",
                ],
            ),
            "Gartenarbeit",
        ),
        (
            "Форум",
            _forum(
                "Войдите в свою учётную запись",
                [
                    "Правила форума",
                    "Встреча в мае",
                    "Вопрос по вычету",
                    "Какую камеру выбрать?",
                    "Поездка на Байкал",
                    "Огород осенью",
                ],
            ),
            "Байкал",
        ),
        (
            "Sie wurden abgemeldet",
            "<h1>Sie wurden abgemeldet</h1><p>Sie haben sich erfolgreich abgemeldet. Vielen Dank für Ihren "
            "Besuch.</p><p><a href='/login'>Bitte melden Sie sich an, um fortzufahren</a></p>",
            "abgemeldet",
        ),
        (
            "Pourquoi ?",
            f"<h1>Pourquoi ce contenu est-il réservé aux membres ?</h1><p>{_LONG_FR}</p>",
            "cotisations",
        ),
        ("Help: Pro plan", f"<h1>What is included in the Pro plan?</h1><p>{_LONG_EN}</p>", "live sessions"),
        (
            "Pagamento",
            "<h1>Pagamento confirmado</h1><p>Obrigado! O seu pagamento foi confirmado e a sua assinatura está "
            "ativa. Este conteúdo é apenas para assinantes, e agora você é um deles.</p><a href='/'>Começar</a>",
            "confirmado",
        ),
        (
            "Renewal",
            "<h1>Thanks for renewing</h1><p>Your subscription has been renewed. The shop was restored once the "
            "subscription was renewed, and your customers can order again.</p><a href='/dashboard'>Dashboard</a>",
            "renewing",
        ),
        (
            "Licencja",
            "<h1>Licencja oprogramowania</h1><p>"
            + " ".join(
                [
                    "Licencja na korzystanie z systemu jest udzielana na czas nieoznaczony. Użytkownik może "
                    "korzystać z systemu w swojej restauracji bez ograniczeń liczby stanowisk."
                ]
                * 4
            )
            + "</p>",
            "nieoznaczony",
        ),
    ],
)
@pytest.mark.parametrize("chrome", [False, True])
def test_pages_that_carry_a_notices_words_are_read(title: str, body: str, words: str, chrome: bool) -> None:
    assert read_as_page(read_html(page(title, body, chrome), URL), words)
