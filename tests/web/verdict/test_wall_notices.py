"""A cookie notice served as the whole page, in the languages of Europe's sites; a refusal of readers from
abroad or through a VPN, as Japanese and Chinese services word it; a Blade view's comment and directives
set aside as machinery; a paywall's notice under a teaser and a log-in asked for, as plugins, platforms and
apps word them in the languages the corpus has few pages of: each read as the wall it is, and the same words
inside an article read as the article.

The pages are written for these tests, each served to the real read path as the corpus's pages are.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.template import untemplated
from kotoba.web.verdict.walls import CONSENT_REASON, GEO_REASON, LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

NOTICES = (
    ("Pliki cookies", "Używamy cookies niezbędnych oraz – za Twoją zgodą – analitycznych."),
    ("Cookies", "Používáme soubory cookies ke zlepšení vašeho zážitku."),
    ("Cookies", "Vi använder cookies för att ge dig en bättre upplevelse."),
    ("Evästeet", "Käytämme evästeitä sivuston toiminnan varmistamiseen."),
    ("Sütik", "Sütiket használunk a jobb felhasználói élmény érdekében."),
    ("Cookie-uri", "Folosim cookie-uri pentru a îmbunătăți experiența ta."),
    ("Çerezler", "Çerezleri kullanıyoruz. Siteyi kullanarak bunu kabul edersiniz."),
    ("Cookie", "Kami menggunakan cookie untuk meningkatkan pengalaman Anda."),
)


def _notice(heading: str, sentence: str) -> str:
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>Serwis</title></head><body>"
        f"<div class='consent'><h2>{heading}</h2><p>{sentence}</p>"
        "<button>OK</button> <button>X</button></div></body></html>"
    )


@pytest.mark.parametrize(("heading", "sentence"), NOTICES)
def test_a_cookie_notice_alone_in_its_language_is_a_consent_wall(heading: str, sentence: str) -> None:
    assert failed_with(read_html(_notice(heading, sentence)), CONSENT_REASON)


GEO = (
    ("403", "日本国外からの接続、VPN・プロキシ経由の接続等ではご利用いただけません。"),
    ("ご利用いただけません", "海外からのアクセスはご利用いただけません。"),
    ("无法访问", "境外用户暂时无法访问本站。"),
    ("Not available here", "If you believe this is wrong, contact the firm."),
)


@pytest.mark.parametrize(("heading", "sentence"), GEO)
def test_a_refusal_of_readers_from_abroad_is_a_geo_block(heading: str, sentence: str) -> None:
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Service</title></head><body>"
        f"<main><h1>{heading}</h1><p>{sentence}</p></main></body></html>"
    )
    assert failed_with(read_html(html), GEO_REASON)


def _article(title: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title></head><body>"
        f"<article><h1>{title}</h1>{body}</article></body></html>"
    )


def test_a_polish_article_on_cookie_notices_is_read() -> None:
    html = _article(
        "Czy baner cookies jest zgodny z prawem",
        [
            "Urząd sprawdził sto serwisów. Większość z nich wita czytelnika komunikatem „Używamy cookies”, ale "
            "tylko co piąty pozwala odmówić zgody jednym kliknięciem, tak jak ją wyrazić.",
            "Prawnicy przypominają, że przycisk odmowy musi być równie widoczny jak przycisk akceptacji, a zgoda "
            "na analitykę nie może być zaznaczona z góry. Kary mogą sięgnąć kilku procent obrotu.",
            "Wydawcy odpowiadają, że bez reklam personalizowanych nie utrzymają bezpłatnych treści, i testują "
            "modele, w których czytelnik płaci niewielką kwotę za wersję bez śledzenia.",
        ],
    )
    assert read_as_page(read_html(html), "Prawnicy przypominają")


def test_a_japanese_travel_article_on_services_abroad_is_read() -> None:
    html = _article(
        "海外旅行中に動画配信サービスを使うには",
        [
            "海外旅行中に日本の動画配信サービスを開くと、「海外からのアクセスはご利用いただけません」と表示されることがあります。"
            "これは配信権の契約が国ごとに結ばれているためです。",
            "ダウンロード機能があるサービスなら、出発前に作品を端末に保存しておけば機内やホテルでも視聴できます。"
            "保存できる本数や期限はサービスごとに異なるので、事前に確認しておきましょう。",
            "また、現地の配信サービスに登録すれば、その国で配信されている作品を楽しむこともできます。",
        ],
    )
    assert read_as_page(read_html(html), "ダウンロード機能")


def test_a_blade_views_comment_and_directives_are_machinery() -> None:
    text = (
        "{{-- Shown after sign-up. The reasons run long; they are the developer's, not the reader's. --}}\n"
        "@if($plans) Choose a plan @endif\n@foreach($plans as $p) @endforeach\n@csrf"
    )
    assert untemplated(text) == "Choose a plan"


# A paywall's notice under a teaser, as membership plugins and platforms word it by default and as news sites
# write it in the languages the corpus has few pages of
NOTICES_UNDER_TEASERS = (
    "This article is exclusive to subscribers.",
    "Subscribe or log in to read the rest of this content.",
    "You must upgrade your account to read the rest of this content.",
    "This content is restricted to subscribers",
    "To access this content, you must purchase Gold Membership.",
    "Unlock this post by becoming a patron",
    "Read the rest of this story with a free account.",
    "Vous avez atteint la limite d'articles gratuits. Abonnez-vous pour continuer.",
    "Werde Mitglied, um weiterzulesen.",
    "Abonnieren Sie, um weiterzulesen.",
    "Dieser Beitrag ist nur für Mitglieder.",
    "Lees verder met een abonnement.",
    "Suscríbete para seguir leyendo.",
    "Denne artikkelen er for abonnenter.",
    "Denne artikel er kun for abonnenter.",
    "Tämä artikkeli on vain tilaajille.",
    "Tento článek je dostupný pouze pro předplatitele.",
    "Ez a cikk csak előfizetőknek érhető el.",
    "Bu makale sadece abonelere özeldir.",
    "Цей матеріал доступний лише передплатникам.",
    "이 기사는 유료 회원 전용입니다.",
    "Artikel ini khusus untuk pelanggan.",
    "Bài viết này chỉ dành cho thành viên trả phí.",
    "המאמר זמין למנויים בלבד.",
)

_TEASER = (
    "<p>The city council voted on Tuesday to close the old bridge to cars from next spring, after engineers found "
    "cracks in two of its supports during an inspection in May. Cyclists and walkers will still cross.</p>"
    "<p>The decision ends a debate that has split the neighbourhood for three years. Shop owners on both banks "
    "say they fear losing customers who drive in from the suburbs.</p>"
)


@pytest.mark.parametrize("notice", NOTICES_UNDER_TEASERS)
def test_a_paywalls_notice_under_a_teaser_marks_it(notice: str) -> None:
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Bridge to close | Daily</title></head><body>"
        f"<article><h1>Bridge to close to cars next spring</h1>{_TEASER}<div class='offer'><p>{notice}</p>"
        "<a class='btn' href='/subscribe'>Subscribe</a></div></article></body></html>"
    )
    outcome = read_html(html)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"


LOG_IN_ASKED = (
    ("Přístup odepřen", "Pro zobrazení se přihlaste."),
    ("Giriş gerekli", "Bu sayfayı görmek için giriş yapın."),
    ("Вхід", "Увійдіть, щоб продовжити."),
    ("로그인", "이 페이지를 보려면 로그인하세요."),
    ("登录", "登录后查看更多内容"),
    ("Yêu cầu đăng nhập", "Đăng nhập để tiếp tục."),
    ("Perlu masuk", "Silakan login terlebih dahulu."),
    ("Log ind", "Du skal logge ind for at se denne side."),
    ("Logg inn", "Du må logge inn for å se denne siden."),
    ("Bejelentkezés", "Jelentkezz be a folytatáshoz."),
    ("התחברות", "יש להתחבר כדי לצפות בדף זה."),
    ("تسجيل الدخول", "سجل الدخول لعرض هذه الصفحة."),
    ("ورود", "برای مشاهده این صفحه وارد شوید."),
    ("लॉग इन करें", "इस पेज को देखने के लिए लॉग इन करें।"),
    ("เข้าสู่ระบบ", "กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ"),
    ("Join to view full profile", "Join LinkedIn"),
    ("Sign in", "To continue browsing, sign in or create an account."),
)


@pytest.mark.parametrize(("heading", "sentence"), LOG_IN_ASKED)
def test_a_log_in_asked_for_in_its_language_is_a_login_wall(heading: str, sentence: str) -> None:
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>App</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/app'>App</a></nav>"
        f"<main><h1>{heading}</h1><p>{sentence}</p><a class='btn' href='/login'>OK</a></main></body></html>"
    )
    assert failed_with(read_html(html), LOGIN_REASON)


def test_a_danish_article_saying_no_log_in_is_needed_is_read() -> None:
    html = _article(
        "Sådan bruger du bibliotekets nye app",
        [
            "Bibliotekets nye app gør det let at finde bøger og forny lån. Du skal ikke logge ind for at se "
            "åbningstider og arrangementer, men for at reservere en bog skal du bruge dit lånerkort.",
            "Appen viser også, hvor mange eksemplarer der er hjemme på hver afdeling, og sender en besked, når "
            "en reserveret bog er klar til afhentning.",
            "Bibliotekarerne hjælper gerne, hvis du har spørgsmål til appen eller dit lånerkort.",
        ],
    )
    assert read_as_page(read_html(html), "Bibliotekarerne hjælper")


def test_a_long_word_after_a_reporting_phrase_is_read_in_linear_time() -> None:
    # Each word after "a notice that" is taken whole: cut into pieces in every way, a 300-letter word took
    # minutes before the end of the window failed.
    import time

    from kotoba.web.verdict.message import _REPORTED

    started = time.process_time()
    assert _REPORTED.search("message that " + "a" * 300 + "!") is None
    assert time.process_time() - started < 1.0
    assert _REPORTED.search("The site shows a notice that the content") is not None
    assert _REPORTED.search("сообщение о том, что страница") is not None
