"""An application's stop for a feature kept for a paid tier, in the app's full chrome (a navigation bar, a
sidebar, a footer), whose own part is a heading and one message over the one way to pay — and the pages of
the same chrome and words that are read.

Each stop is written for these tests in the shape of an admin theme's view (Bootstrap's navbar and an admin
sidebar) with the wording app makers translate "This feature is only available on the Premium plan" and "Your
free trial has ended. Choose a plan to continue." into, in the languages the corpus has few pages in, and
served to the real read path. A landing page for the paid tier, a pricing page, the page after paying, a
members' area greeting its reader, a sign-out page and a brief about a service's premium tier are read.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import LOGIN_REASON
from tests.support.chrome_pages import Chrome, chrome_page, one_message
from tests.web.verdict.walls.corpus import failed_with, read_html

URL = "https://app.example/reports/42"
TOP = (
    "<header class='navbar navbar-expand'><a class='navbar-brand' href='/'>Panel</a><ul class='navbar-nav'>"
    "<li><a href='/'>{0}</a></li><li><a href='/reports'>{1}</a></li><li><a href='/help'>{2}</a></li></ul>"
    "</header>"
)
SIDEBAR = (
    "<aside class='sidebar'><ul><li><a href='/dash'>{3}</a></li><li><a href='/users'>{4}</a></li>"
    "<li><a href='/settings'>{5}</a></li></ul></aside>"
)
END = "<footer class='footer'><p>© 2025 Panel v2.3</p></footer>"
# the chrome's labels in each language: home, reports, help, dashboard, users, settings
NAV = {
    "en": ("Home", "Reports", "Help", "Dashboard", "Users", "Settings"),
    "id": ("Beranda", "Laporan", "Bantuan", "Dasbor", "Pengguna", "Pengaturan"),
    "vi": ("Trang chủ", "Báo cáo", "Trợ giúp", "Bảng điều khiển", "Người dùng", "Cài đặt"),
    "tr": ("Ana Sayfa", "Raporlar", "Yardım", "Panel", "Kullanıcılar", "Ayarlar"),
    "th": ("หน้าแรก", "รายงาน", "ช่วยเหลือ", "แดชบอร์ด", "ผู้ใช้", "ตั้งค่า"),
    "hi": ("होम", "रिपोर्ट", "सहायता", "डैशबोर्ड", "उपयोगकर्ता", "सेटिंग्स"),
    "fa": ("خانه", "گزارش\u200cها", "راهنما", "داشبورد", "کاربران", "تنظیمات"),
    "ar": ("الرئيسية", "التقارير", "مساعدة", "لوحة التحكم", "المستخدمون", "الإعدادات"),
    "uk": ("Головна", "Звіти", "Довідка", "Панель", "Користувачі", "Налаштування"),
    "ro": ("Acasă", "Rapoarte", "Ajutor", "Panou", "Utilizatori", "Setări"),
    "hu": ("Főoldal", "Jelentések", "Súgó", "Irányítópult", "Felhasználók", "Beállítások"),
    "cs": ("Domů", "Přehledy", "Nápověda", "Nástěnka", "Uživatelé", "Nastavení"),
    "el": ("Αρχική", "Αναφορές", "Βοήθεια", "Πίνακας", "Χρήστες", "Ρυθμίσεις"),
    "he": ("דף הבית", "דוחות", "עזרה", "לוח בקרה", "משתמשים", "הגדרות"),
    "ko": ("홈", "보고서", "도움말", "대시보드", "사용자", "설정"),
    "ja": ("ホーム", "レポート", "ヘルプ", "ダッシュボード", "ユーザー", "設定"),
    "zh": ("首页", "报表", "帮助", "仪表盘", "用户", "设置"),
    "pl": ("Start", "Raporty", "Pomoc", "Pulpit", "Użytkownicy", "Ustawienia"),
    "es": ("Inicio", "Informes", "Ayuda", "Panel", "Usuarios", "Ajustes"),
    "pt": ("Início", "Relatórios", "Ajuda", "Painel", "Usuários", "Configurações"),
    "de": ("Start", "Berichte", "Hilfe", "Übersicht", "Benutzer", "Einstellungen"),
    "fr": ("Accueil", "Rapports", "Aide", "Tableau de bord", "Utilisateurs", "Paramètres"),
    "it": ("Home", "Report", "Aiuto", "Pannello", "Utenti", "Impostazioni"),
    "nl": ("Home", "Rapporten", "Help", "Dashboard", "Gebruikers", "Instellingen"),
    "ru": ("Главная", "Отчёты", "Помощь", "Панель", "Пользователи", "Настройки"),
    "bn": ("হোম", "রিপোর্ট", "সাহায্য", "ড্যাশবোর্ড", "ব্যবহারকারী", "সেটিংস"),
    "ms": ("Utama", "Laporan", "Bantuan", "Papan pemuka", "Pengguna", "Tetapan"),
}


def in_chrome(lang: str, title: str, body: str) -> str:
    """``body`` as the content of an app's page in ``lang``, in its navigation bar, sidebar and footer."""
    labels = NAV[lang]
    chrome = Chrome(TOP.format(*labels), SIDEBAR.format(*labels), END, content="main class='content'")
    return chrome_page(body, title=title, lang=lang, chrome=chrome)


# (language, heading, the one message, the way on's label, its address)
TIER_STOPS = [
    (
        "en",
        "Upgrade required",
        "This feature is not included in your current plan.",
        "Upgrade now",
        "/billing/upgrade",
    ),
    (
        "id",
        "Fitur premium",
        "Fitur ini hanya tersedia untuk pengguna paket Premium.",
        "Upgrade sekarang",
        "/billing/upgrade",
    ),
    (
        "vi",
        "Tính năng trả phí",
        "Tính năng này chỉ dành cho tài khoản Premium.",
        "Nâng cấp ngay",
        "/billing/upgrade",
    ),
    (
        "tr",
        "Premium özellik",
        "Bu özellik yalnızca Premium üyeler için kullanılabilir.",
        "Şimdi yükselt",
        "/billing/upgrade",
    ),
    ("th", "ฟีเจอร์พรีเมียม", "ฟีเจอร์นี้สำหรับสมาชิกพรีเมียมเท่านั้น", "อัปเกรดเลย", "/billing/upgrade"),
    ("hi", "प्रीमियम सुविधा", "यह सुविधा केवल प्रीमियम सदस्यों के लिए उपलब्ध है।", "अभी अपग्रेड करें", "/billing/upgrade"),
    ("fa", "ویژگی ویژه", "این ویژگی فقط برای کاربران اشتراک ویژه در دسترس است.", "ارتقا", "/billing/upgrade"),
    (
        "ar",
        "ميزة مدفوعة",
        "هذه الميزة متاحة فقط للمشتركين في الباقة المميزة.",
        "ترقية الآن",
        "/billing/upgrade",
    ),
    (
        "uk",
        "Преміум-функція",
        "Ця функція доступна лише на тарифі Преміум.",
        "Оновити тариф",
        "/billing/upgrade",
    ),
    (
        "ro",
        "Funcție premium",
        "Această funcție este disponibilă doar în planul Premium.",
        "Fă upgrade",
        "/billing/upgrade",
    ),
    (
        "hu",
        "Prémium funkció",
        "Ez a funkció csak Prémium előfizetéssel érhető el.",
        "Váltás most",
        "/billing/upgrade",
    ),
    (
        "cs",
        "Prémiová funkce",
        "Tato funkce je dostupná pouze v tarifu Premium.",
        "Upgradovat",
        "/billing/upgrade",
    ),
    (
        "el",
        "Premium λειτουργία",
        "Αυτή η λειτουργία είναι διαθέσιμη μόνο στο πακέτο Premium.",
        "Αναβάθμιση",
        "/billing/upgrade",
    ),
    ("he", "תכונת פרימיום", "תכונה זו זמינה רק למנויי פרימיום.", "שדרוג", "/billing/upgrade"),
    (
        "ko",
        "프리미엄 기능",
        "이 기능은 프리미엄 요금제에서만 사용할 수 있습니다.",
        "업그레이드",
        "/billing/upgrade",
    ),
    (
        "ja",
        "有料プラン限定",
        "この機能は有料プランでのみご利用いただけます。",
        "アップグレード",
        "/billing/upgrade",
    ),
    ("zh", "高级功能", "此功能仅对高级会员开放。", "立即升级", "/billing/upgrade"),
    (
        "pl",
        "Funkcja premium",
        "Ta funkcja jest dostępna tylko w planie Premium.",
        "Przejdź na Premium",
        "/billing/upgrade",
    ),
    (
        "es",
        "Función premium",
        "Esta función solo está disponible en el plan Premium.",
        "Mejorar plan",
        "/billing/upgrade",
    ),
    (
        "pt",
        "Recurso premium",
        "Este recurso está disponível apenas no plano Premium.",
        "Fazer upgrade",
        "/billing/upgrade",
    ),
    (
        "de",
        "Premium-Funktion",
        "Diese Funktion ist nur im Premium-Tarif verfügbar.",
        "Jetzt upgraden",
        "/billing/upgrade",
    ),
    (
        "fr",
        "Fonctionnalité premium",
        "Cette fonctionnalité est disponible uniquement avec le forfait Premium.",
        "Passer à Premium",
        "/billing/upgrade",
    ),
    (
        "it",
        "Funzione premium",
        "Questa funzione è disponibile solo con il piano Premium.",
        "Passa a Premium",
        "/billing/upgrade",
    ),
    (
        "nl",
        "Premiumfunctie",
        "Deze functie is alleen beschikbaar in het Premium-abonnement.",
        "Upgraden",
        "/billing/upgrade",
    ),
    (
        "ru",
        "Премиум-функция",
        "Эта функция доступна только на тарифе Премиум.",
        "Перейти на Премиум",
        "/billing/upgrade",
    ),
    ("bn", "প্রিমিয়াম ফিচার", "এই ফিচারটি শুধুমাত্র প্রিমিয়াম সদস্যদের জন্য।", "আপগ্রেড করুন", "/billing/upgrade"),
    ("ms", "Ciri premium", "Ciri ini hanya tersedia untuk pelan Premium.", "Naik taraf", "/billing/upgrade"),
    (
        "id",
        "Masa uji coba berakhir",
        "Masa uji coba gratis Anda telah berakhir. Pilih paket untuk melanjutkan.",
        "Pilih paket",
        "/billing/plans",
    ),
    (
        "vi",
        "Hết thời gian dùng thử",
        "Thời gian dùng thử miễn phí của bạn đã kết thúc. Vui lòng chọn gói để tiếp tục.",
        "Chọn gói",
        "/billing/plans",
    ),
    (
        "tr",
        "Deneme süresi sona erdi",
        "Ücretsiz deneme süreniz sona erdi. Devam etmek için bir plan seçin.",
        "Plan seç",
        "/billing/plans",
    ),
    (
        "ko",
        "무료 체험 종료",
        "무료 체험 기간이 종료되었습니다. 계속하려면 요금제를 선택하세요.",
        "요금제 선택",
        "/billing/plans",
    ),
    (
        "hi",
        "निःशुल्क परीक्षण समाप्त",
        "आपका निःशुल्क परीक्षण समाप्त हो गया है। जारी रखने के लिए एक योजना चुनें।",
        "योजना चुनें",
        "/billing/plans",
    ),
    (
        "th",
        "ช่วงทดลองใช้สิ้นสุดแล้ว",
        "ช่วงทดลองใช้ฟรีของคุณสิ้นสุดแล้ว โปรดเลือกแพ็กเกจเพื่อใช้งานต่อ",
        "เลือกแพ็กเกจ",
        "/billing/plans",
    ),
    (
        "uk",
        "Пробний період завершено",
        "Ваш безкоштовний пробний період закінчився. Оберіть тариф, щоб продовжити.",
        "Обрати тариф",
        "/billing/plans",
    ),
    (
        "cs",
        "Zkušební verze skončila",
        "Vaše zkušební období skončilo. Pro pokračování si vyberte tarif.",
        "Vybrat tarif",
        "/billing/plans",
    ),
    (
        "hu",
        "Lejárt a próbaidőszak",
        "Az ingyenes próbaidőszak lejárt. A folytatáshoz válasszon csomagot.",
        "Csomag választása",
        "/billing/plans",
    ),
    (
        "el",
        "Η δοκιμαστική περίοδος έληξε",
        "Η δωρεάν δοκιμαστική σας περίοδος έληξε. Επιλέξτε πακέτο για να συνεχίσετε.",
        "Επιλογή πακέτου",
        "/billing/plans",
    ),
    (
        "he",
        "תקופת הניסיון הסתיימה",
        "תקופת הניסיון החינמית שלך הסתיימה. בחר תוכנית כדי להמשיך.",
        "בחירת תוכנית",
        "/billing/plans",
    ),
    (
        "fa",
        "دوره آزمایشی به پایان رسید",
        "دوره آزمایشی رایگان شما به پایان رسیده است. برای ادامه یک طرح انتخاب کنید.",
        "انتخاب طرح",
        "/billing/plans",
    ),
]


@pytest.mark.parametrize(("lang", "heading", "message", "label", "href"), TIER_STOPS)
def test_an_apps_stop_for_a_paid_tier_in_its_chrome_is_a_paywall(
    lang: str, heading: str, message: str, label: str, href: str
) -> None:
    body = one_message(heading, message, label, href)
    outcome = read_html(in_chrome(lang, f"{heading} - Panel", body), URL)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


# (language, title, the page's own part)
TIER_PAGES = [
    (
        "en",
        "Go Premium",
        "<h1>Go Premium</h1><p>Premium is only €4.99 a month. Cancel anytime.</p><a href='/premium/checkout'>Get Premium</a>",
    ),
    (
        "en",
        "Premium",
        "<h1>Try Premium free for one month</h1><p>Ad-free music, offline listening and only the best sound quality.</p><a href='/premium'>Get started</a>",
    ),
    (
        "en",
        "Pricing",
        "<h1>Pricing</h1><p>Free: $0. Pro: $12 a month, only for teams that need more.</p><p>Business: $49 a month.</p><a href='/pricing/pro'>Choose Pro</a> <a href='/pricing/business'>Choose Business</a>",
    ),
    (
        "en",
        "Thanks",
        "<h1>Thank you! Premium is now active</h1><p>You can now use every feature, only limited by your imagination.</p><a href='/billing'>View billing</a>",
    ),
    (
        "de",
        "Premium",
        "<h1>Premium testen</h1><p>Premium kostet nur 4,99 € im Monat.</p><a href='/premium/checkout'>Jetzt abonnieren</a>",
    ),
    (
        "fr",
        "Actualité",
        "<h1>Le service de streaming réserve le mode hors ligne aux abonnés premium</h1><p>La plateforme a annoncé mardi que le téléchargement des épisodes, gratuit depuis son lancement, sera désormais réservé à ses abonnés payants. Les utilisateurs gratuits pourront continuer à regarder en ligne avec des publicités. Selon l'entreprise, le changement doit financer de nouvelles séries.</p><a href='/abonnement'>S'abonner</a>",
    ),
    (
        "pt",
        "Premium",
        "<h1>Assine o Premium</h1><p>Por apenas R$ 9,90 por mês, ouça sem anúncios.</p><a href='/premium/checkout'>Assinar</a>",
    ),
    (
        "tr",
        "Premium",
        "<h1>Premium'a geç</h1><p>Reklamsız dinleme ve çevrimdışı mod yalnızca 29,99 TL.</p><a href='/premium'>Şimdi başla</a>",
    ),
    (
        "en",
        "Members",
        "<h1>Members area</h1><p>Welcome back! This month's premium members-only webinar is now available below.</p><a href='/billing'>Manage subscription</a>",
    ),
    (
        "en",
        "Sign out",
        "<h1>You have signed out</h1><p>Only premium members can save drafts across devices.</p><a href='/upgrade'>Upgrade</a>",
    ),
    (
        "id",
        "Langganan",
        "<h1>Langganan Premium</h1><p>Hanya Rp 49.000 per bulan untuk akses tanpa iklan.</p><a href='/premium/checkout'>Berlangganan</a>",
    ),
    (
        "en",
        "License",
        "<h1>Licensing</h1><p>A license is required for commercial use.</p><a href='/buy'>Buy a license</a>",
    ),
]


@pytest.mark.parametrize(("lang", "title", "body"), TIER_PAGES)
def test_pages_of_the_tiers_are_read(lang: str, title: str, body: str) -> None:
    outcome = read_html(in_chrome(lang, title, body), "https://app.example/premium")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


# (language, heading, the one message, the way in's label, its address): an app's refusal, Devise's flash as
# devise-i18n words it (tigrish/devise-i18n rails/locales/*.yml, devise.failure.unauthenticated), MediaWiki's
# "login required", phpBB's board that requires a log-in, and a session run out
LOGIN_STOPS = [
    ("en", "Access denied", "You must be logged in to view this page.", "Log in", "/login"),
    ("id", "Akses ditolak", "Anda harus masuk terlebih dahulu untuk melihat halaman ini.", "Masuk", "/login"),
    ("vi", "Truy cập bị từ chối", "Bạn cần đăng nhập để xem trang này.", "Đăng nhập", "/login"),
    ("tr", "Erişim engellendi", "Bu sayfayı görüntülemek için giriş yapmalısınız.", "Giriş yap", "/login"),
    ("th", "ไม่สามารถเข้าถึงได้", "คุณต้องเข้าสู่ระบบก่อนเพื่อดูหน้านี้", "เข้าสู่ระบบ", "/login"),
    ("hi", "पहुंच अस्वीकृत", "इस पृष्ठ को देखने के लिए आपको लॉग इन करना होगा।", "लॉग इन करें", "/login"),
    ("fa", "دسترسی غیرمجاز", "برای مشاهده این صفحه باید وارد حساب کاربری خود شوید.", "ورود", "/login"),
    ("ar", "غير مصرح", "يجب عليك تسجيل الدخول لعرض هذه الصفحة.", "تسجيل الدخول", "/login"),
    ("uk", "Доступ заборонено", "Щоб переглянути цю сторінку, потрібно увійти.", "Увійти", "/login"),
    (
        "ro",
        "Acces interzis",
        "Trebuie să fiți autentificat pentru a vedea această pagină.",
        "Autentificare",
        "/login",
    ),
    (
        "hu",
        "Hozzáférés megtagadva",
        "Az oldal megtekintéséhez be kell jelentkeznie.",
        "Bejelentkezés",
        "/login",
    ),
    ("cs", "Přístup odepřen", "Pro zobrazení této stránky se musíte přihlásit.", "Přihlásit se", "/login"),
    (
        "el",
        "Δεν επιτρέπεται η πρόσβαση",
        "Πρέπει να συνδεθείτε για να δείτε αυτή τη σελίδα.",
        "Σύνδεση",
        "/login",
    ),
    ("he", "הגישה נדחתה", "עליך להתחבר כדי לצפות בדף זה.", "התחברות", "/login"),
    ("ko", "접근 권한 없음", "이 페이지를 보려면 로그인해야 합니다.", "로그인", "/login"),
    ("ja", "アクセスできません", "このページを表示するにはログインが必要です。", "ログイン", "/login"),
    ("zh", "无权访问", "您需要登录才能查看此页面。", "登录", "/login"),
    ("bn", "প্রবেশাধিকার নেই", "এই পৃষ্ঠা দেখতে আপনাকে লগইন করতে হবে।", "লগইন", "/login"),
    ("ms", "Akses ditolak", "Anda perlu log masuk untuk melihat halaman ini.", "Log masuk", "/login"),
    # devise flash
    (
        "de",
        "Anmelden",
        "Sie müssen sich anmelden oder registrieren, bevor Sie fortfahren können.",
        "Anmelden",
        "/users/sign_in",
    ),
    (
        "fr",
        "Se connecter",
        "Vous devez vous connecter ou vous inscrire pour continuer.",
        "Se connecter",
        "/users/sign_in",
    ),
    (
        "es",
        "Iniciar sesión",
        "Tienes que iniciar sesión o registrarte para poder continuar.",
        "Iniciar sesión",
        "/users/sign_in",
    ),
    ("pt", "Entrar", "Para continuar, faça login ou registre-se.", "Entrar", "/users/sign_in"),
    ("it", "Accedi", "Devi accedere o registrarti prima di continuare.", "Accedi", "/users/sign_in"),
    (
        "nl",
        "Inloggen",
        "Je dient je aan te melden of in te schrijven om door te gaan.",
        "Inloggen",
        "/users/sign_in",
    ),
    ("ru", "Вход", "Вам необходимо войти в систему или зарегистрироваться.", "Войти", "/users/sign_in"),
    ("pl", "Logowanie", "Zaloguj się lub zarejestruj, aby kontynuować.", "Zaloguj", "/users/sign_in"),
    (
        "tr",
        "Giriş",
        "Devam etmeden önce giriş yapmalı veya kayıt olmalısınız.",
        "Giriş yap",
        "/users/sign_in",
    ),
    ("zh", "登录", "继续操作前请确保您已登录。", "登录", "/users/sign_in"),
    ("ko", "로그인", "계속하려면 로그인하거나 가입해야 합니다.", "로그인", "/users/sign_in"),
    ("id", "Masuk", "Anda harus masuk atau mendaftar sebelum melanjutkan.", "Masuk", "/users/sign_in"),
    ("vi", "Đăng nhập", "Bạn cần đăng nhập hoặc đăng ký trước khi tiếp tục.", "Đăng nhập", "/users/sign_in"),
    ("ja", "ログイン", "アカウント登録もしくはログインしてください。", "ログイン", "/users/sign_in"),
    # MediaWiki
    ("en", "Login required", "Please log in to view other pages.", "Log in", "/Special:UserLogin"),
    (
        "de",
        "Anmeldung erforderlich",
        "Du musst dich anmelden, um andere Seiten ansehen zu können.",
        "Anmelden",
        "/Spezial:Anmelden",
    ),
    (
        "fr",
        "Connexion nécessaire",
        "Vous devez vous connecter pour voir les autres pages.",
        "Se connecter",
        "/Spécial:Connexion",
    ),
    (
        "es",
        "Es necesario iniciar sesión",
        "Debes iniciar sesión para ver otras páginas.",
        "Iniciar sesión",
        "/Especial:Entrar",
    ),
    # phpBB
    (
        "en",
        "Login",
        "The board requires you to be registered and logged in to view this forum.",
        "Login",
        "/ucp.php?mode=login",
    ),
    # session
    ("id", "Sesi berakhir", "Sesi Anda telah berakhir. Silakan masuk kembali.", "Masuk", "/login"),
    (
        "vi",
        "Phiên đăng nhập hết hạn",
        "Phiên làm việc của bạn đã hết hạn. Vui lòng đăng nhập lại.",
        "Đăng nhập",
        "/login",
    ),
    (
        "tr",
        "Oturum süresi doldu",
        "Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.",
        "Giriş yap",
        "/login",
    ),
    ("th", "เซสชันหมดอายุ", "เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง", "เข้าสู่ระบบ", "/login"),
    ("hi", "सत्र समाप्त", "आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।", "लॉग इन करें", "/login"),
]


@pytest.mark.parametrize(("lang", "heading", "message", "label", "href"), LOGIN_STOPS)
def test_an_apps_log_in_stop_in_its_chrome_is_a_login_wall(
    lang: str, heading: str, message: str, label: str, href: str
) -> None:
    body = one_message(heading, message, label, href)
    outcome = read_html(in_chrome(lang, f"{heading} - Panel", body), URL)
    assert failed_with(outcome, LOGIN_REASON), outcome


# Devise's flash alone in the page's content, as devise-i18n words its unauthenticated and timeout messages
DEVISE_FLASHES = [
    ("zh", "继续操作前请确保您已登录。"),
    ("zh", "登录超时，请重新登录。"),
    ("cs", "Musíte se zaregistrovat nebo přihlásit, pak můžete pokračovat."),
    ("cs", "Vaše relace vypršela, přihlašte se prosím znovu, pak můžete pokračovat."),
    ("tr", "Devam etmeden önce giriş yapmanız veya kayıt olmanız gereklidir."),
    ("tr", "Oturumunuz sonlandı. Devam etmek için, lütfen yeniden giriş yapınız."),
    ("vi", "Bạn cần phải đăng nhập hoặc đăng ký trước khi tiếp tục."),
    ("vi", "Phiên làm việc của bạn đã kết thúc, bạn cần đăng nhập lại để tiếp tục."),
    ("pl", "Sesja wygasła, aby kontynuować zaloguj się ponownie."),
    ("nl", "Je sessie is verlopen, meld je opnieuw aan om door te gaan."),
    ("de", "Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an."),
    ("es", "Tu sesión expiró. Por favor, inicia sesión nuevamente para continuar."),
]


@pytest.mark.parametrize(("lang", "flash"), DEVISE_FLASHES)
def test_devises_flash_alone_in_an_apps_chrome_is_a_login_wall(lang: str, flash: str) -> None:
    body = f"<div class='alert'>{flash}</div><a href='/users/sign_in'>Login</a>"
    assert failed_with(read_html(in_chrome(lang, "Panel", body), URL), LOGIN_REASON)


# (language, title, the page's own part): sign-out pages, announcements of a new sign-in, a training session
# that ends, stories of access refused to a road or a square
LOGIN_PAGES = [
    (
        "de",
        "Abgemeldet",
        "<h1>Abgemeldet</h1><p>Sie haben sich erfolgreich abgemeldet.</p><a href='/users/sign_in'>Erneut anmelden</a>",
    ),
    (
        "en",
        "Signed out",
        "<h1>Signed out</h1><p>Signed out successfully.</p><a href='/users/sign_in'>Log in</a>",
    ),
    (
        "en",
        "New sign-in page",
        "<h1>New sign-in page</h1><p>From Monday you sign in with your company account instead of a password.</p><a href='/users/sign_in'>Sign in</a>",
    ),
    (
        "de",
        "Neue Anmeldung",
        "<h1>Neue Anmeldeseite</h1><p>Ab Montag können Sie sich mit Ihrem Firmenkonto anmelden.</p><a href='/users/sign_in'>Anmelden</a>",
    ),
    (
        "es",
        "Novedades",
        "<h1>Nuevo inicio de sesión</h1><p>Desde el lunes puedes iniciar sesión con tu cuenta de empresa.</p><a href='/users/sign_in'>Iniciar sesión</a>",
    ),
    (
        "id",
        "Sesi",
        "<h1>Sesi pelatihan berakhir minggu depan</h1><p>Pendaftaran untuk sesi pelatihan guru berakhir hari Jumat.</p><a href='/login'>Masuk</a>",
    ),
    (
        "th",
        "ข่าว",
        "<h1>ไม่สามารถเข้าถึงถนนสายหลักได้หลังน้ำท่วม</h1><p>เจ้าหน้าที่แจ้งว่าถนนสายหลักไม่สามารถเข้าถึงได้ชั่วคราวเนื่องจากน้ำท่วมหนักในพื้นที่ภาคเหนือ ประชาชนควรใช้เส้นทางอื่นจนกว่าระดับน้ำจะลดลง</p><a href='/login'>เข้าสู่ระบบ</a>",
    ),
    (
        "ms",
        "Berita",
        "<h1>Akses ditolak kepada penunjuk perasaan</h1><p>Polis menyatakan akses ke dataran ditolak kepada penunjuk perasaan pada hari Sabtu kerana keselamatan awam, dan jalan di sekitarnya akan dibuka semula selepas perhimpunan tamat.</p><a href='/log-masuk'>Log masuk</a>",
    ),
]


@pytest.mark.parametrize(("lang", "title", "body"), LOGIN_PAGES)
def test_pages_that_speak_of_signing_in_are_read(lang: str, title: str, body: str) -> None:
    outcome = read_html(in_chrome(lang, title, body), "https://app.example/news/1")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome


FORM = (
    "<form method='post' action='{act}'><label>{u}</label><input name='username'><label>{p}</label>"
    "<input type='password' name='password'><button type='submit'>{b}</button></form>"
)
# (language, title, the page's own part): a log-in page that is its form under the log-in label alone, and
# an app's refusal in the languages the corpus has few pages in
LOGIN_FORM_PAGES = [
    ("en", "Sign in", "<h1>Sign in</h1>" + FORM.format(act="/login", u="Email", p="Password", b="Sign in")),
    (
        "de",
        "Anmelden",
        "<h1>Anmelden</h1>" + FORM.format(act="/anmelden", u="E-Mail", p="Passwort", b="Anmelden"),
    ),
    ("tr", "Giriş", "<h1>Giriş Yap</h1>" + FORM.format(act="/giris", u="E-posta", p="Şifre", b="Giriş")),
    (
        "id",
        "Masuk",
        "<h1>Masuk ke akun Anda</h1>" + FORM.format(act="/masuk", u="Email", p="Kata sandi", b="Masuk"),
    ),
    (
        "vi",
        "Đăng nhập",
        "<h1>Đăng nhập</h1>" + FORM.format(act="/dang-nhap", u="Email", p="Mật khẩu", b="Đăng nhập"),
    ),
    ("th", "เข้าสู่ระบบ", "<h1>เข้าสู่ระบบ</h1>" + FORM.format(act="/signin", u="อีเมล", p="รหัสผ่าน", b="เข้าสู่ระบบ")),
    (
        "fa",
        "ورود",
        "<h1>ورود به حساب کاربری</h1>" + FORM.format(act="/account/login", u="ایمیل", p="رمز عبور", b="ورود"),
    ),
    (
        "ko",
        "로그인",
        "<h1>로그인</h1>" + FORM.format(act="/member/login", u="아이디", p="비밀번호", b="로그인"),
    ),
    (
        "en",
        "401 Unauthorized",
        "<div class='flex'><div class='code'>401</div><div class='message'>Unauthorized</div></div>",
    ),
    (
        "es",
        "No autorizado",
        "<div class='flex'><div class='code'>401</div><div class='message'>No autorizado</div></div>",
    ),
    (
        "pt",
        "Não autorizado",
        "<div class='flex'><div class='code'>401</div><div class='message'>Não autorizado</div></div>",
    ),
    (
        "id",
        "Tidak Diizinkan",
        "<div class='flex'><div class='code'>401</div><div class='message'>Tidak Diizinkan</div></div>",
    ),
    (
        "de",
        "Nicht autorisiert",
        "<h1>Nicht autorisiert</h1><p>Bitte melden Sie sich an.</p><a href='/login'>Zur Anmeldung</a>",
    ),
    (
        "ro",
        "Neautorizat",
        "<h1>Acces neautorizat</h1><p>Vă rugăm să vă autentificați pentru a continua.</p><a href='/login'>Autentificare</a>",
    ),
    (
        "hu",
        "Bejelentkezés szükséges",
        "<h1>Bejelentkezés szükséges</h1><p>Az oldal megtekintéséhez jelentkezz be.</p><a href='/login'>Bejelentkezés</a>",
    ),
    (
        "uk",
        "Потрібен вхід",
        "<h1>Потрібна авторизація</h1><p>Увійдіть, щоб переглянути цю сторінку.</p><a href='/login'>Увійти</a>",
    ),
    (
        "el",
        "Απαιτείται σύνδεση",
        "<h1>Απαιτείται σύνδεση</h1><p>Συνδεθείτε για να δείτε αυτή τη σελίδα.</p><a href='/login'>Σύνδεση</a>",
    ),
    (
        "he",
        "נדרשת התחברות",
        "<h1>נדרשת התחברות</h1><p>יש להתחבר כדי לצפות בדף זה.</p><a href='/login'>התחברות</a>",
    ),
]


@pytest.mark.parametrize(("lang", "title", "body"), LOGIN_FORM_PAGES)
def test_a_log_in_page_that_is_its_form_or_a_refusal_is_a_login_wall(
    lang: str, title: str, body: str
) -> None:
    assert failed_with(read_html(in_chrome(lang, title, body), URL), LOGIN_REASON)


FORM_IN_ASIDE = (
    "<form method='post' action='/login'><input name='u'><input type='password' name='p'><button>{b}</button>"
    "</form>"
)
# (language, title, the page's own part): a forum's index and a story with a log-in box in their sidebar,
# and pages headed with a word that also names an entrance, a connection, an introduction or a sign-up
LABELLED_PAGES = [
    (
        "de",
        "Forum",
        "<h1>Forum</h1><ul><li><a href='/t/1'>Welche Reifen für den Winter? (12 Antworten)</a></li><li><a href='/t/2'>Ölwechsel selbst machen – lohnt sich das? (8 Antworten)</a></li><li><a href='/t/3'>Neue Regeln für Gebrauchtwagen ab 2026 (3 Antworten)</a></li></ul><aside class='sidebar'><h3>Anmelden</h3>"
        + FORM_IN_ASIDE.format(b="Anmelden")
        + "</aside>",
    ),
    (
        "vi",
        "Tin tức",
        "<article><h1>Thư viện mở cửa muộn hơn vào cuối tuần</h1><p>Từ tháng sau, thư viện thành phố sẽ mở cửa đến chín giờ tối vào thứ Bảy và Chủ nhật để phục vụ sinh viên ôn thi.</p></article><aside class='sidebar'><h3>Đăng nhập</h3>"
        + FORM_IN_ASIDE.format(b="Đăng nhập")
        + "</aside>",
    ),
    (
        "fr",
        "Connexion",
        "<h1>Connexion</h1><p>Le Wi-Fi de la bibliothèque est gratuit ; le code est affiché à l'accueil.</p>",
    ),
    (
        "tr",
        "Giriş",
        "<h1>Giriş</h1><p>Bu kılavuz, yeni çalışanların ilk haftasında bilmesi gerekenleri özetler.</p>",
    ),
    ("ru", "Вход", "<h1>Вход</h1><p>Вход в музей свободный для детей до семи лет.</p>"),
    ("id", "Masuk", "<h1>Masuk</h1><p>Pintu masuk utama berada di sisi timur gedung.</p>"),
    (
        "pl",
        "Logowanie",
        "<h1>Jak działa logowanie?</h1><p>Logowanie odbywa się przez konto firmowe; hasło zmienisz w ustawieniach.</p><a href='/login'>Zaloguj się</a>",
    ),
    (
        "ko",
        "로그인",
        "<h1>로그인 방법 안내</h1><p>회사 계정으로 로그인하면 모든 보고서를 볼 수 있습니다. 비밀번호는 설정에서 바꿀 수 있습니다.</p>",
    ),
    (
        "nl",
        "Aanmelden",
        "<h1>Aanmelden</h1><p>Aanmelden voor de zomercursus kan tot 1 juni via het formulier op het gemeentehuis.</p>",
    ),
    (
        "en",
        "Kirjaudu",
        "<h1>Kirjaudu</h1><p>Kirjaudu on uusi suomalainen lautapeli, jossa kerätään leimoja kirjastokorttiin.</p>",
    ),
]


@pytest.mark.parametrize(("lang", "title", "body"), LABELLED_PAGES)
def test_pages_with_a_log_in_box_aside_or_a_log_in_word_as_heading_are_read(
    lang: str, title: str, body: str
) -> None:
    outcome = read_html(in_chrome(lang, title, body), "https://app.example/news/1")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome
