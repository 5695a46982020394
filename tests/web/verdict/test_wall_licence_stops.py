"""An application's stop for its own licence or subscription, a consent manager's banner served alone in the
languages its makers translate it into, and not-found pages that say where else to look, in the languages the
corpus has few pages in — and the pages that carry the same words and are read.

A self-hosted app, a tenant's back office or a shop system serves one page in every page's place while its
licence or the customer's subscription is expired, inactive, invalid or missing: its headline names the term
and its state ("License Inactive", "Licență Necesară", "Lisensi tidak valid"), and the rest says it again or
shows the one way on (renew, activate, contact the provider or the administrator). Each page here is written
for these tests in the shape of such views (a bare Blade or Django view, a page in an app's chrome, one line
of plain text), in the languages app makers write them in, and served to the real read path. A vendor's
licensing page, a help article on what happens when a licence expires, a public service's page on renewing a
driving licence, a software licence's text and a brief about a broadcaster's licence are read.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import CONSENT_REASON, SOFT_404_REASON, judge_walls
from tests.support.chrome_pages import Chrome, chrome_page, one_message, wrapped
from tests.web.verdict.walls.corpus import failed_with, read_html

URL = "https://app.example/dashboard"
SITE = Chrome(
    top="<header class='site-header'><a href='/'>Acme</a><nav><a href='/'>Home</a> <a href='/docs'>Docs</a> "
    "<a href='/about'>About</a></nav></header>",
    end="<footer class='site-footer'><p>© 2025 Acme.</p><a href='/privacy'>Privacy</a></footer>",
)


def page(body: str, *, title: str = "Acme", chrome: bool = False, lang: str = "en") -> str:
    """A page holding ``body``: alone in a container, or in a site's header and footer."""
    if chrome:
        return chrome_page(body, title=title, lang=lang, chrome=SITE)
    return chrome_page(wrapped("div class='container'", body), title=title, lang=lang)


def stop(heading: str, message: str, action: str = "") -> str:
    """An app's stop view: a heading, its one message, and at most one way on."""
    return one_message(heading, message, action, "/settings/license", box="div class='card text-center'")


LICENCE_STOPS = [
    (
        "en",
        stop("License expired", "Your license for this application expired. Please contact your provider."),
    ),
    ("en", stop("Subscription inactive", "Your subscription is not active.", "Renew subscription")),
    ("es", stop("Licencia vencida", "La licencia de este sistema ha vencido. Contacte al administrador.")),
    ("es", stop("Licencia inválida", "La licencia no es válida o no está activa.", "Activar licencia")),
    ("pt", stop("Licença expirada", "A licença do sistema expirou. Entre em contato com o administrador.")),
    ("pt", stop("Assinatura inativa", "Sua assinatura não está ativa.", "Renovar assinatura")),
    (
        "fr",
        stop("Licence expirée", "La licence de cette application a expiré. Contactez votre administrateur."),
    ),
    ("de", stop("Lizenz abgelaufen", "Die Lizenz dieser Anwendung ist abgelaufen.", "Lizenz verlängern")),
    ("de", stop("Lizenz ungültig", "Ihre Lizenz ist nicht gültig. Kontaktieren Sie Ihren Administrator.")),
    ("it", stop("Licenza scaduta", "La licenza del software è scaduta.", "Rinnova la licenza")),
    ("nl", stop("Licentie verlopen", "De licentie van deze applicatie is verlopen.", "Licentie verlengen")),
    ("pl", stop("Licencja nieaktywna", "Licencja systemu jest nieaktywna.", "Aktywuj licencję")),
    ("ro", stop("Licență expirată", "Licența aplicației a expirat. Contactați administratorul.")),
    ("ro", stop("Abonament expirat", "Abonamentul dumneavoastră a expirat.", "Reînnoiește abonamentul")),
    ("tr", stop("Lisans geçersiz", "Lisansınız geçersiz veya aktif değil.", "Lisansı etkinleştir")),
    ("tr", stop("Abonelik süresi doldu", "Aboneliğinizin süresi doldu.", "Aboneliği yenile")),
    ("id", stop("Lisensi kedaluwarsa", "Lisensi aplikasi telah kedaluwarsa. Silakan hubungi administrator.")),
    ("id", stop("Langganan tidak aktif", "Langganan Anda tidak aktif.", "Perpanjang langganan")),
    ("ms", stop("Lesen tamat tempoh", "Lesen sistem ini telah tamat tempoh.", "Perbaharui lesen")),
    ("ru", stop("Лицензия истекла", "Срок действия лицензии истёк.", "Продлить лицензию")),
    ("uk", stop("Ліцензія недійсна", "Ліцензія недійсна. Зверніться до адміністратора.")),
    ("vi", stop("Giấy phép hết hạn", "Giấy phép phần mềm đã hết hạn.", "Gia hạn giấy phép")),
    ("bn", stop("লাইসেন্সের মেয়াদ শেষ", "অনুগ্রহ করে লাইসেন্স নবায়ন করুন।")),
    ("hi", stop("सदस्यता समाप्त", "आपकी सदस्यता समाप्त हो गई है।", "नवीनीकरण करें")),
    ("ar", stop("انتهت صلاحية الترخيص", "يرجى تجديد الترخيص للمتابعة.")),
    ("zh", stop("订阅已过期", "您的订阅已过期，请续费后继续使用。")),
    ("ja", stop("ライセンスの有効期限切れ", "ライセンスを更新してください。")),
    ("ko", stop("라이선스 만료", "라이선스가 만료되었습니다. 라이선스를 갱신해 주세요.")),
]


@pytest.mark.parametrize("chrome", [False, True])
@pytest.mark.parametrize(("lang", "body"), LICENCE_STOPS)
def test_an_apps_stop_for_its_licence_or_subscription_is_a_paywall(
    lang: str, body: str, chrome: bool
) -> None:
    outcome = read_html(page(body, chrome=chrome, lang=lang), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


@pytest.mark.parametrize(
    "body",
    [
        "Your software license expired... please contact your provider",
        "Licencia vencida. Contacte a su proveedor.",
        "Lisensi tidak aktif. Hubungi administrator.",
    ],
)
def test_a_licence_stop_of_one_plain_line_is_a_paywall(body: str) -> None:
    outcome = read_html(body, URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


VENDOR_LICENSING = (
    "Licensing | Acme",
    "<h1>Licensing</h1><p>Acme is licensed per seat. A license is required for commercial use; personal use "
    "is free.</p><h2>What happens when my license expires?</h2><p>When a license expires the app keeps "
    "working in read-only mode for thirty days, and your data stays yours. Renew from the billing page or "
    "contact your reseller.</p><p>Standard: $49 per seat per year. Enterprise: $99 per seat per year.</p>"
    "<a href='/buy'>Buy a license</a> <a href='/contact'>Contact sales</a>",
)
LICENCE_PAGES = [
    # a public service's page on renewing a driving licence
    (
        "Driving licence expired - GOV",
        "<h1>Driving licence expired</h1><p>You must renew your driving licence before you drive again.</p>"
        "<a href='/renew'>Renew online</a>",
    ),
    # a software licence's own text
    (
        "LICENSE",
        "<h1>MIT License</h1><p>Permission is hereby granted, free of charge, to any person obtaining a copy of "
        "this software, to deal in the Software without restriction.</p>",
    ),
    # a brief about a broadcaster's licence
    (
        "Regulator suspends broadcaster's licence",
        "<h1>Regulator suspends broadcaster's licence</h1><p>The media regulator suspended the licence of a "
        "regional television channel on Tuesday for thirty days, citing repeated breaches of its rules on "
        "political advertising during the campaign. The channel said it would appeal the decision in court "
        "and that its news programmes would continue online while the suspension lasts. Lawyers for the "
        "station argued that the fine already paid should have settled the matter.</p>",
    ),
    # a help article asking what to do
    (
        "Help",
        "<h1>Why does it say my license is inactive?</h1><p>An inactive license usually means the renewal "
        "payment failed. Check your card in the billing page, then sign out and back in.</p>",
    ),
    # the page after renewing
    (
        "Acme",
        "<h1>Thank you! Your license has been renewed</h1><p>Your license is active until 2026-12-31.</p>"
        "<a href='/'>Back to the dashboard</a>",
    ),
    # a session, not a licence
    (
        "Acme",
        "<h1>Session expired</h1><p>Your session expired. Please contact your administrator.</p>",
    ),
]


@pytest.mark.parametrize("chrome", [False, True])
@pytest.mark.parametrize(("title", "body"), LICENCE_PAGES)
def test_pages_about_licences_are_read(title: str, body: str, chrome: bool) -> None:
    outcome = read_html(page(body, title=title, chrome=chrome), URL)
    assert not (isinstance(outcome, PageRead) and outcome.wall == "paywall"), outcome
    if "Session" not in body:
        assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


def test_a_vendors_licensing_page_is_no_licence_stop_by_the_rules() -> None:
    # (the rules alone: the learned model takes this page, its prices under a question, for a pay gate)
    title, body = VENDOR_LICENSING
    html = page(body, title=title, chrome=True)
    text = read_html(html, URL)
    assert isinstance(text, PageRead)
    assert judge_walls(article=text.full_text, markup=html, url=URL, learned=False) is None


# OneTrust's default banner sentence as its translations word it, and the verb-last and "we"-first notices
CONSENT_BANNERS = [
    (
        "de",
        "Wenn Sie auf „Alle Cookies akzeptieren“ klicken, stimmen Sie der Speicherung von Cookies auf Ihrem "
        "Gerät zu, um die Websitenavigation zu verbessern und unsere Marketingbemühungen zu unterstützen.",
        "Alle Cookies akzeptieren",
    ),
    (
        "fr",
        "En cliquant sur « Accepter tous les cookies », vous acceptez le stockage de cookies sur votre "
        "appareil pour améliorer la navigation sur le site et analyser son utilisation.",
        "Accepter tous les cookies",
    ),
    (
        "es",
        "Al hacer clic en “Aceptar todas las cookies”, usted acepta que las cookies se guarden en su "
        "dispositivo para mejorar la navegación del sitio y analizar el uso del mismo.",
        "Aceptar todas las cookies",
    ),
    (
        "pt",
        "Ao clicar em “Aceitar todos os cookies”, você concorda com o armazenamento de cookies no seu "
        "dispositivo para melhorar a navegação no site.",
        "Aceitar todos os cookies",
    ),
    (
        "it",
        "Cliccando su “Accetta tutti i cookie”, accetti di memorizzare i cookie sul tuo dispositivo per "
        "migliorare la navigazione del sito.",
        "Accetta tutti i cookie",
    ),
    (
        "nl",
        "Door op „Alle cookies accepteren” te klikken, gaat u akkoord met het opslaan van cookies op uw "
        "apparaat om de navigatie op de site te verbeteren.",
        "Alle cookies accepteren",
    ),
    (
        "pl",
        "Klikając „Akceptuj wszystkie pliki cookie”, zgadzasz się na przechowywanie plików cookie na swoim "
        "urządzeniu w celu usprawnienia nawigacji.",
        "Akceptuj wszystkie",
    ),
    (
        "ro",
        "Făcând clic pe „Acceptați toate cookie-urile”, sunteți de acord cu stocarea cookie-urilor pe "
        "dispozitivul dvs. pentru a îmbunătăți navigarea pe site.",
        "Acceptați toate",
    ),
    (
        "id",
        "Dengan mengklik “Terima Semua Cookie”, Anda menyetujui penyimpanan cookie di perangkat Anda untuk "
        "meningkatkan navigasi situs.",
        "Terima Semua Cookie",
    ),
    (
        "ru",
        "Нажимая «Принять все файлы cookie», вы соглашаетесь на хранение файлов cookie на вашем устройстве "
        "для улучшения навигации по сайту.",
        "Принять все",
    ),
    (
        "vi",
        "Khi nhấp vào “Chấp nhận tất cả cookie”, bạn đồng ý với việc lưu trữ cookie trên thiết bị của bạn để "
        "cải thiện việc điều hướng trang web.",
        "Chấp nhận tất cả",
    ),
    (
        "tr",
        "“Tüm Çerezleri Kabul Et” seçeneğine tıklayarak, site gezintisini geliştirmek için çerezlerin "
        "cihazınızda depolanmasını kabul etmiş olursunuz.",
        "Tüm Çerezleri Kabul Et",
    ),
    (
        "tr",
        "Sitemizde deneyiminizi iyileştirmek ve site güvenliğini sağlamak için çerezler kullanıyoruz.",
        "Kabul et",
    ),
    ("hi", "हम आपके अनुभव को बेहतर बनाने के लिए कुकीज़ का उपयोग करते हैं।", "स्वीकार करें"),
    ("bn", "আমরা আপনার অভিজ্ঞতা উন্নত করতে কুকি ব্যবহার করি।", "গ্রহণ করুন"),
]


@pytest.mark.parametrize(("lang", "sentence", "button"), CONSENT_BANNERS)
def test_a_consent_banner_served_alone_is_a_consent_wall(lang: str, sentence: str, button: str) -> None:
    body = f"<section class='cookie-banner'><p>{sentence}</p><button>{button}</button></section>"
    outcome = read_html(page(body, title="LGPD" if lang == "pt" else "Acme", lang=lang), URL)
    assert failed_with(outcome, CONSENT_REASON), outcome


def test_a_cookie_policy_that_quotes_the_banner_is_read() -> None:
    policy = (
        "<h1>Política de cookies</h1><p>Esta política explica como a Revista usa cookies e tecnologias "
        "semelhantes quando você visita o nosso site, e quais são os seus direitos de controlá-los.</p>"
        "<p>Ao clicar em “Aceitar todos os cookies”, você concorda com o armazenamento de cookies no seu "
        "dispositivo. Pode mudar de ideia a qualquer momento nas preferências, no rodapé de cada página.</p>"
        "<h2>Que cookies usamos</h2><p>Usamos cookies necessários para manter a sessão, cookies de análise "
        "para contar visitas de forma anónima e cookies de marketing de parceiros que exibem anúncios. A "
        "lista completa, com a duração de cada cookie e o seu fornecedor, está na tabela abaixo, atualizada "
        "a cada trimestre pela nossa equipa de proteção de dados.</p>"
    )
    outcome = read_html(page(policy, lang="pt"), "https://revista.example/sobre")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


# not-found pages whose second sentence says where else to look: the address, the link, the menu, search
NOT_FOUND_HELPED = [
    (
        "ko",
        "요청하신 페이지를 찾을 수 없습니다.",
        "입력한 주소가 변경되었거나 삭제되었을 수 있습니다. 이전 링크로 "
        "들어오셨다면 상단 메뉴나 검색을 이용해 최신 경로를 확인해 주세요.",
    ),
    (
        "ja",
        "ページが見つかりません",
        "お探しのページは移動または削除された可能性があります。アドレスをご確認の上、"
        "トップページまたはメニューからお探しください。",
    ),
    (
        "zh",
        "页面未找到",
        "您访问的页面可能已被删除或地址已更改。请检查链接是否正确，或返回首页使用搜索功能查找。",
    ),
    (
        "ru",
        "Страница не найдена",
        "Возможно, адрес был изменён или страница удалена. Проверьте ссылку или "
        "перейдите на главную страницу и воспользуйтесь поиском по сайту, чтобы найти нужный материал.",
    ),
    (
        "tr",
        "Sayfa bulunamadı",
        "Aradığınız sayfanın adresi değişmiş ya da kaldırılmış olabilir. Bağlantıyı "
        "kontrol edin veya ana sayfaya dönüp arama kutusunu kullanarak aradığınız içeriği bulmayı deneyin.",
    ),
    (
        "id",
        "Halaman tidak ditemukan",
        "Alamat halaman mungkin telah berubah atau dihapus. Periksa kembali "
        "tautan yang Anda buka atau kembali ke beranda dan gunakan pencarian untuk menemukan konten.",
    ),
    (
        "vi",
        "Không tìm thấy trang",
        "Địa chỉ trang có thể đã thay đổi hoặc bị xóa. Vui lòng kiểm tra lại liên "
        "kết hoặc quay về trang chủ và dùng chức năng tìm kiếm để tìm nội dung bạn cần.",
    ),
]


@pytest.mark.parametrize(("lang", "heading", "helped"), NOT_FOUND_HELPED)
def test_a_not_found_page_that_says_where_else_to_look_is_a_soft_404(
    lang: str, heading: str, helped: str
) -> None:
    body = one_message(heading, helped, "Home", box="", button="")
    outcome = read_html(page(body, lang=lang), "https://blog.example/2024/post")
    assert failed_with(outcome, SOFT_404_REASON), outcome


def test_a_story_about_a_missing_page_is_read() -> None:
    story = (
        "<h1>정부 누리집 '페이지를 찾을 수 없습니다' 오류 잇따라</h1><p>행정안전부는 지난주 전산망 장애 이후 "
        "여러 부처 누리집에서 주소 변경으로 인한 오류가 잇따르고 있다고 밝혔다. 시민들은 예전 링크로 민원 "
        "서류를 찾으려다 오류 화면만 보게 됐다고 호소했다. 정부는 이번 주 안에 모든 누리집의 주소 체계를 "
        "정비하고, 검색 기능을 개선하겠다고 설명했다. 전문가들은 공공 누리집의 주소가 자주 바뀌는 관행을 "
        "고쳐야 한다고 지적했다.</p>"
    )
    outcome = read_html(page(story, title="뉴스", lang="ko"), "https://news.example/2025/06/story")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome
