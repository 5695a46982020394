"""The sentences an application's stop view says under its one heading, in the languages the corpus has few
of: a page said not to exist under an interjection ("Ups!", "Упс!"), a product not found, a log-in asked for
first, a service refused to the reader's country, a feature locked until the plan is upgraded, cookies to
accept to go on, the reader's age asked. Each view is read as the wall it is; an article retelling the same
notice in reported speech ("a notice that the content is not available in your country") is read as the
article it is, and a stop drawn inside an application's layout of classed ``div`` elements (a ``navbar``, a
``sidebar``, a ``footer``) is read as bare.

The views are written for these tests from the wording apps' UI strings use, each served to the real read
path as the corpus's pages are, at an address that names no error.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from tests.support.chrome_pages import Chrome, chrome_page, one_message
from tests.web.verdict.walls.corpus import read_html

URL = "https://app.example/account/overview"


def view(heading: str, sentence: str, button: str = "", href: str = "/") -> str:
    """A Jinja view extending its site's base: a box with the heading, the sentence and one way on."""
    box = one_message(heading, sentence, button, href, box="div class='box'", level=2, button="btn")
    return "{% extends 'base.html' %}\n{% block content %}\n" + box + "\n{% endblock %}\n"


STOPS = [
    ("soft404", "Ups!", "Diese Seite gibt es nicht.", "Startseite", "/"),
    ("soft404", "¡Ups!", "Esta página no existe.", "Inicio", "/"),
    ("soft404", "Ops!", "Esta página não existe.", "Início", "/"),
    ("soft404", "Ops!", "Questa pagina non esiste.", "Home", "/"),
    ("soft404", "Oeps!", "Deze pagina bestaat niet.", "Home", "/"),
    ("soft404", "Упс!", "Такой страницы не существует.", "На главную", "/"),
    ("soft404", "Ой!", "Сторінка не існує.", "На головну", "/"),
    ("soft404", "Hay aksi!", "Böyle bir sayfa yok.", "Ana sayfa", "/"),
    ("soft404", "Ups!", "Taka strona nie istnieje.", "Strona główna", "/"),
    ("soft404", "抱歉", "页面找不到了", "返回首页", "/"),
    ("soft404", "Pagina nu a fost găsită", "Pagina pe care o căutați nu există.", "Acasă", "/"),
    ("soft404", "Siden ble ikke funnet", "Siden finnes ikke.", "Forside", "/"),
    ("soft404", "Sivua ei löytynyt", "Etsimääsi sivua ei ole olemassa.", "Etusivu", "/"),
    ("soft404", "Stránka sa nenašla", "Hľadaná stránka neexistuje.", "Domov", "/"),
    ("soft404", "Страницата не е намерена", "Търсената страница не съществува.", "Начало", "/"),
    ("soft404", "Halaman tidak dijumpai", "Halaman yang anda cari tidak wujud.", "Laman utama", "/"),
    ("soft404", "Produkt nicht gefunden", "Dieses Produkt existiert nicht mehr.", "Shop", "/shop"),
    ("soft404", "Producto no encontrado", "El producto que buscas no existe.", "Tienda", "/shop"),
    ("soft404", "Article introuvable", "Cet article n'existe pas ou a été supprimé.", "Retour", "/"),
    ("soft404", "Sản phẩm không tồn tại", "Sản phẩm bạn tìm không tồn tại hoặc đã bị xóa.", "Quay lại", "/"),
    ("soft404", "Ürün bulunamadı", "Aradığınız ürün mevcut değil.", "Mağaza", "/shop"),
    ("soft404", "Produk tidak ditemukan", "Produk yang Anda cari tidak ada.", "Kembali", "/"),
    ("soft404", "Whoops!", "That page doesn't exist.", "Home", "/"),
    ("soft404", "Uh oh", "We can't seem to find the page you're looking for.", "Home", "/"),
    ("soft404", "Lost?", "The page you're looking for isn't here.", "Home", "/"),
    ("login", "Erişim reddedildi", "Lütfen önce giriş yapın.", "Giriş", "/login"),
    (
        "login",
        "Autentificare necesară",
        "Trebuie să fiți autentificat pentru a accesa această pagină.",
        "Intră",
        "/login",
    ),
    ("login", "Prijava potrebna", "Morate se prijaviti da biste vidjeli ovu stranicu.", "Prijava", "/login"),
    ("geo", "Доступ ограничен", "Сайт недоступен для пользователей из вашего региона.", "", ""),
    ("geo", "Недоступно", "Цей контент недоступний у вашій країні.", "", ""),
    ("geo", "访问受限", "该内容在您所在的地区不可用。", "", ""),
    ("geo", "이용할 수 없음", "이 콘텐츠는 해당 국가에서 이용할 수 없습니다.", "", ""),
    ("geo", "Nedostupné", "Tento obsah není ve vaší zemi dostupný.", "", ""),
    ("geo", "Nem elérhető", "Ez a tartalom nem érhető el az Ön országában.", "", ""),
    ("geo", "Indisponibil", "Acest conținut nu este disponibil în țara ta.", "", ""),
    ("geo", "Μη διαθέσιμο", "Αυτό το περιεχόμενο δεν είναι διαθέσιμο στη χώρα σας.", "", ""),
    ("geo", "לא זמין", "התוכן הזה אינו זמין במדינה שלך.", "", ""),
    ("geo", "Sorry!", "We don't serve your region yet.", "", ""),
    ("geo", "Access restricted", "Visitors from your country cannot access this site.", "", ""),
    ("geo", "Unavailable", "Our website is not accessible from outside the United States.", "", ""),
    ("geo", "Region not supported", "Acme is not yet available in your region.", "", ""),
    (
        "paywall",
        "Контент доступен по подписке",
        "Чтобы получить доступ, оформите подписку.",
        "Оформить",
        "/subscribe",
    ),
    (
        "paywall",
        "Doar pentru abonați",
        "Abonează-te pentru a citi articolul complet.",
        "Abonează-te",
        "/abonament",
    ),
    (
        "paywall",
        "Μόνο για συνδρομητές",
        "Γίνετε συνδρομητής για να συνεχίσετε την ανάγνωση.",
        "Συνδρομή",
        "/subscribe",
    ),
    (
        "paywall",
        "Endast för prenumeranter",
        "Prenumerera för att läsa hela artikeln.",
        "Prenumerera",
        "/prenumeration",
    ),
    ("paywall", "Kun for abonnenter", "Bliv abonnent for at læse artiklen.", "Køb abonnement", "/abonnement"),
    ("paywall", "Premium-Funktion", "Diese Funktion ist im Pro-Tarif enthalten.", "Upgrade", "/pricing"),
    (
        "paywall",
        "Fonctionnalité Premium",
        "Passez à la version Pro pour débloquer cette fonctionnalité.",
        "Passer à Pro",
        "/pricing",
    ),
    (
        "paywall",
        "Función premium",
        "Mejora tu plan para desbloquear esta función.",
        "Mejorar plan",
        "/pricing",
    ),
    (
        "paywall",
        "Recurso premium",
        "Faça upgrade para desbloquear este recurso.",
        "Fazer upgrade",
        "/pricing",
    ),
    (
        "paywall",
        "Премиум-функция",
        "Обновите тариф, чтобы разблокировать эту функцию.",
        "Обновить тариф",
        "/pricing",
    ),
    (
        "paywall",
        "Premium özellik",
        "Bu özelliğin kilidini açmak için planınızı yükseltin.",
        "Yükselt",
        "/pricing",
    ),
    ("paywall", "Fitur Premium", "Upgrade paket Anda untuk membuka fitur ini.", "Upgrade", "/pricing"),
    ("paywall", "Tính năng Premium", "Nâng cấp gói để mở khóa tính năng này.", "Nâng cấp", "/pricing"),
    ("paywall", "高级功能", "升级到专业版以解锁此功能。", "立即升级", "/pricing"),
    (
        "paywall",
        "プレミアム機能",
        "この機能を利用するにはプランをアップグレードしてください。",
        "アップグレード",
        "/pricing",
    ),
    ("paywall", "프리미엄 기능", "이 기능을 사용하려면 플랜을 업그레이드하세요.", "업그레이드", "/pricing"),
    ("paywall", "Premium content", "Subscribe to unlock this content.", "Subscribe", "/pricing"),
    (
        "consent",
        "Wir respektieren Ihre Privatsphäre",
        "Wir verwenden Cookies, um Inhalte zu personalisieren. Bitte stimmen Sie zu, um fortzufahren.",
        "Akzeptieren",
        "/accept",
    ),
    ("consent", "Trang web sử dụng cookie", "Chấp nhận cookie để tiếp tục.", "Chấp nhận", "/accept"),
    ("consent", "Tento web používá cookies", "Pro pokračování přijměte cookies.", "Přijmout", "/accept"),
    ("age", "هل عمرك 18 عامًا أو أكثر؟", "هذا الموقع مخصص للبالغين.", "نعم", "/enter"),
    ("age", "Είστε άνω των 18;", "Ο ιστότοπος περιέχει περιεχόμενο για ενήλικες.", "Ναι", "/enter"),
]


@pytest.mark.parametrize(("kind", "heading", "sentence", "button", "href"), STOPS)
def test_an_apps_stop_view_in_its_language_is_the_wall_it_is(
    kind: str, heading: str, sentence: str, button: str, href: str
) -> None:
    outcome = read_html(view(heading, sentence, button, href), url=URL)
    assert outcome.wall == kind, outcome


FOOTER = "<footer><p>© 2025 Example</p></footer>"
ARTICLES = {
    "en": (
        "Why your series vanished",
        "Viewers often run into a notice that the content is not available in your country. The reason is "
        "licensing: studios sell rights country by country and for a limited time.",
        "European rules ban geoblocking for goods, but audiovisual services are exempt, so streaming platforms "
        "can keep splitting their catalogues by country.",
    ),
    "de": (
        "Warum die Serie verschwand",
        "Zuschauer sehen oft eine Meldung, dass dieser Inhalt in Ihrem Land nicht verfügbar ist. Der Grund sind "
        "Lizenzen, die Studios Land für Land und auf Zeit verkaufen.",
        "Europäische Regeln verbieten Geoblocking bei Waren, nehmen audiovisuelle Dienste aber aus, sodass "
        "Plattformen ihre Kataloge weiter nach Ländern aufteilen dürfen.",
    ),
    "cs": (
        "Proč vám seriál zmizel",
        "Diváci v Česku často narazí na hlášku, že obsah není ve vaší zemi dostupný. Důvodem jsou licence, "
        "které studia prodávají po jednotlivých státech a na omezenou dobu.",
        "Evropská pravidla sice zakazují geoblokování u zboží, ale audiovizuální služby z nich vyjímají, "
        "takže streamovací platformy mohou nabídku dělit podle zemí dál.",
    ),
}


@pytest.mark.parametrize("lang", sorted(ARTICLES))
def test_an_article_retelling_a_geo_blocks_notice_in_reported_speech_is_read(lang: str) -> None:
    title, first, second = ARTICLES[lang]
    chrome = Chrome(top="<header><nav><a href='/'>Home</a> <a href='/tv'>TV</a></nav></header>", end=FOOTER)
    article = f"<h1>{title}</h1><p>{first}</p><p>{second}</p><p>Experts: check the catalogue first.</p>"
    outcome = read_html(chrome_page(article, title=title, lang=lang, chrome=chrome), url=URL)
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


def in_app_layout(main: str) -> str:
    """A page in an admin theme's layout drawn with classed ``div`` elements: a navigation bar of six links,
    a side bar of four and a paragraph, a footer."""
    links = "".join(
        f"<li class='nav-item'><a class='nav-link' href='/{n.lower()}'>{n}</a></li>"
        for n in ("Dashboard", "Projects", "Reports", "Team", "Settings", "Help")
    )
    side = "".join(
        f"<li><a href='/{n.lower()}'>{n}</a></li>" for n in ("Inbox", "Calendar", "Files", "Invoices")
    )
    chrome = Chrome(
        top=f"<div class='navbar navbar-expand-lg'><a class='navbar-brand' href='/'>Acme</a><ul>{links}</ul></div>",
        aside=f"<div class='sidebar'><ul class='menu'>{side}</ul><p>Need help? Our support team answers within "
        "one business day.</p></div>",
        end="<div class='footer'><p>© 2025 Acme Inc.</p><a href='/privacy'>Privacy</a> <a href='/terms'>Terms</a>"
        "</div>",
        content="div class='content'",
        frame="div class='wrapper'",
    )
    return chrome_page(main, lang=None, chrome=chrome)


def test_a_stop_in_an_apps_layout_of_classed_divs_is_read_as_bare() -> None:
    stop = in_app_layout(
        "<div class='card'><div class='card-body'><h2>No active subscription</h2><p>Your company does not have "
        "an active subscription.</p></div><div class='card-footer'><a href='/billing/plans'>View plans</a>"
        "</div></div>"
    )
    assert read_html(stop, url=URL).wall == "paywall"


def test_a_dashboard_in_the_same_layout_is_read() -> None:
    dashboard = in_app_layout(
        "<h1>Dashboard</h1><p>Revenue this quarter rose to 48,200 EUR, up from 41,900 EUR, mostly from the "
        "two new retail clients signed in August.</p><p>Open invoices: three, totalling 6,150 EUR, the oldest "
        "due on 30 September.</p><a href='/billing/plans'>Plans</a>"
    )
    outcome = read_html(dashboard, url=URL)
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


# Pages in a site's chrome that are the page asked for, in the languages the corpus has few of: a pricing page
# whose first plan names its limit ("Up to 3 projects, 100 MB limit") beside an upgrade link, a paying
# member's account page, a short notice of maintenance
PRODUCT_SITE = Chrome(
    top="<header><nav><a href='/'>Home</a> <a href='/features'>Features</a> <a href='/pricing'>Pricing</a>"
    "</nav></header>",
    end=FOOTER,
)


def site(lang: str, title: str, main: str) -> str:
    """A page in a product site's chrome: its navigation above, its copyright below."""
    return chrome_page(main, title=title, lang=lang, chrome=PRODUCT_SITE)


P: dict[str, str] = {}

plans = {
    "de": (
        "Preise",
        "Kostenlos",
        "Bis zu 3 Projekte, 100 MB Speicherlimit.",
        "Pro",
        "12 € pro Monat, ohne Limit, mit Export.",
        "Team",
        "30 € pro Monat je Mitglied, mit Audit-Log.",
        "Jetzt upgraden",
    ),
    "fr": (
        "Tarifs",
        "Gratuit",
        "Jusqu'à 3 projets, limite de 100 Mo.",
        "Pro",
        "12 € par mois, sans limite, export inclus.",
        "Équipe",
        "30 € par mois et par membre, journal d'audit.",
        "Passer à Pro",
    ),
    "es": (
        "Precios",
        "Gratis",
        "Hasta 3 proyectos, límite de 100 MB.",
        "Pro",
        "12 € al mes, sin límite, con exportación.",
        "Equipo",
        "30 € al mes por miembro, con registro de auditoría.",
        "Mejorar plan",
    ),
    "ru": (
        "Тарифы",
        "Бесплатно",
        "До 3 проектов, лимит 100 МБ.",
        "Про",
        "990 ₽ в месяц, без лимита, с экспортом.",
        "Команда",
        "2 490 ₽ в месяц за участника, журнал аудита.",
        "Перейти на Про",
    ),
    "tr": (
        "Fiyatlandırma",
        "Ücretsiz",
        "3 projeye kadar, 100 MB limit.",
        "Pro",
        "Aylık 120 ₺, limitsiz, dışa aktarma dahil.",
        "Ekip",
        "Üye başına aylık 300 ₺, denetim günlüğü.",
        "Pro'ya yükselt",
    ),
    "id": (
        "Harga",
        "Gratis",
        "Hingga 3 proyek, batas 100 MB.",
        "Pro",
        "Rp 150.000 per bulan, tanpa batas, termasuk ekspor.",
        "Tim",
        "Rp 350.000 per bulan per anggota, log audit.",
        "Upgrade ke Pro",
    ),
    "ja": (
        "料金プラン",
        "無料",
        "3プロジェクトまで、容量上限100MB。",
        "プロ",
        "月額1,200円、上限なし、エクスポート付き。",
        "チーム",
        "1メンバーあたり月額3,000円、監査ログ付き。",
        "プロにアップグレード",
    ),
    "pt": (
        "Preços",
        "Grátis",
        "Até 3 projetos, limite de 100 MB.",
        "Pro",
        "R$ 49 por mês, sem limite, com exportação.",
        "Equipe",
        "R$ 99 por mês por membro, com log de auditoria.",
        "Fazer upgrade",
    ),
    "en": (
        "Pricing",
        "Free",
        "Up to 3 projects, 100 MB limit.",
        "Pro",
        "$12 a month, no limits, exports included.",
        "Team",
        "$30 a month per member, with an audit log.",
        "Upgrade to Pro",
    ),
}
for lang, (t, a, ad, b, bd, c, cd, btn) in plans.items():
    P["pricing-" + lang] = site(
        lang,
        t,
        f"<h1>{t}</h1><div class='plan'><h2>{a}</h2><p>{ad}</p></div><div class='plan'><h2>{b}</h2><p>{bd}</p><a href='/checkout/pro'>{btn}</a></div><div class='plan'><h2>{c}</h2><p>{cd}</p></div>",
    )
acct = {
    "de": (
        "Mein Konto",
        "Ihr Tarif: Pro (monatlich).",
        "Ihr Abonnement verlängert sich am 12. März 2026.",
        "Abonnement verwalten",
    ),
    "fr": (
        "Mon compte",
        "Votre formule : Pro (mensuelle).",
        "Votre abonnement se renouvelle le 12 mars 2026.",
        "Gérer l'abonnement",
    ),
    "es": (
        "Mi cuenta",
        "Tu plan: Pro (mensual).",
        "Tu suscripción se renueva el 12 de marzo de 2026.",
        "Gestionar suscripción",
    ),
    "ru": (
        "Мой аккаунт",
        "Ваш тариф: Про (ежемесячно).",
        "Подписка продлится 12 марта 2026 года.",
        "Управлять подпиской",
    ),
    "id": (
        "Akun saya",
        "Paket Anda: Pro (bulanan).",
        "Langganan Anda diperpanjang pada 12 Maret 2026.",
        "Kelola langganan",
    ),
    "vi": (
        "Tài khoản của tôi",
        "Gói của bạn: Pro (hàng tháng).",
        "Gói đăng ký sẽ gia hạn vào ngày 12 tháng 3 năm 2026.",
        "Quản lý gói",
    ),
    "ko": ("내 계정", "현재 플랜: 프로 (월간)", "구독은 2026년 3월 12일에 갱신됩니다.", "구독 관리"),
    "zh": ("我的账户", "当前套餐：专业版（按月）", "您的订阅将于2026年3月12日续费。", "管理订阅"),
}
for lang, (t, a, b, btn) in acct.items():
    P["account-" + lang] = site(
        lang, t, f"<h1>{t}</h1><p>{a}</p><p>{b}</p><a href='/billing/manage'>{btn}</a>"
    )
notice = {
    "de": (
        "Wartungsarbeiten am Sonntag",
        "Am Sonntag zwischen 2 und 4 Uhr ist die Seite wegen Wartungsarbeiten nicht erreichbar. Wir bitten um Verständnis.",
    ),
    "fr": (
        "Maintenance dimanche",
        "Dimanche entre 2 h et 4 h, le site sera indisponible pour maintenance. Merci de votre compréhension.",
    ),
    "es": (
        "Aviso: nuevo horario",
        "A partir del lunes, la oficina atiende de 9 a 14 horas. Las solicitudes en línea siguen disponibles.",
    ),
    "ru": ("Плановые работы", "В воскресенье с 2 до 4 часов сайт будет недоступен из-за технических работ."),
    "tr": ("Bakım çalışması", "Pazar günü 02.00 ile 04.00 arasında site bakım nedeniyle erişilemeyecektir."),
    "pl": (
        "Przerwa techniczna",
        "W niedzielę w godzinach 2–4 serwis będzie niedostępny z powodu prac konserwacyjnych.",
    ),
    "id": (
        "Pemeliharaan sistem",
        "Pada hari Minggu pukul 02.00–04.00 situs tidak dapat diakses karena pemeliharaan.",
    ),
    "en": (
        "Members' area closed for maintenance",
        "The members' area will be unavailable on Sunday from 2 to 4 am while we upgrade the server.",
    ),
}
for lang, (t, a) in notice.items():
    P["notice-" + lang] = site(lang, t, one_message(t, a, "OK", box="", button=""))


@pytest.mark.parametrize("name", sorted(P))
def test_a_pricing_an_account_or_a_notice_page_in_its_language_is_read(name: str) -> None:
    outcome = read_html(P[name], url="https://example.com/page")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


# an app's stop drawn as a notification library's dialog over an empty page, by its own script
NOTIFIED = {
    "sweetalert-positional": (
        "<script>swal('Access denied', 'You must be logged in to view this page.', 'error')"
        ".then(function(){ location.href='/login'; });</script>",
        "login",
    ),
    "sweetalert2-object": (
        "<script>Swal.fire({title: 'Not available', text: 'This service is not available in your country.', "
        "icon: 'warning'});</script>",
        "geo",
    ),
    "toastr": (
        "<div id='app'></div><script>toastr.error('Please log in to continue.'); "
        "setTimeout(function(){ window.location = '/login'; }, 2000);</script>",
        "login",
    ),
}


@pytest.mark.parametrize("name", sorted(NOTIFIED))
def test_a_stop_drawn_as_a_notification_dialog_is_the_wall_it_says(name: str) -> None:
    body, kind = NOTIFIED[name]
    page = f"<html><head><title>App</title></head><body>{body}</body></html>"
    assert read_html(page, url=URL).wall == kind


def test_a_page_whose_script_confirms_a_saved_form_is_read() -> None:
    page = (
        "<html><head><title>Settings</title></head><body><main><h1>Settings</h1><p>Your display name, time zone "
        "and e-mail preferences are kept here; changes apply to every device you use.</p><form><input "
        "name='name'><button>Save</button></form></main><script>document.querySelector('form').onsubmit = "
        "function(){ Swal.fire({title: 'Saved', text: 'Your settings were saved.', icon: 'success'}); };"
        "</script></body></html>"
    )
    outcome = read_html(page, url=URL)
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome
