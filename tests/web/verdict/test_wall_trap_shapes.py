"""Pages that carry a wall's words and are the page asked for, in the languages and templates the corpus has
few of: a sign-out page asking whether to sign out, the page after signing out (with its link to sign in
again), a members' page as a signed-in member sees it, a pricing page with its plans and its line for readers
who already pay, a cookie policy, a subscription's status page, and short news briefs headed with a wall's
own words. Each is read as the page it is.

The pages are written for these tests in the shapes of the corpus's looked-at traps, each served to the real
read path as the corpus's pages are.
"""

from __future__ import annotations

import pytest

from tests.web.verdict.walls.corpus import read_as_page, read_html


def chrome(lang: str, title: str, main: str, nav: tuple[str, ...] = ("Home", "Blog", "About")) -> str:
    """A page in a site's chrome: its navigation above, its copyright and privacy link below."""
    links = " ".join(f"<a href='/{i}'>{n}</a>" for i, n in enumerate(nav))
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        f"<header><nav>{links}</nav></header><main>{main}</main>"
        f"<footer><p>© 2025 Example</p><a href='/privacy'>Privacy</a></footer></body></html>"
    )


T: dict[str, str] = {}
# sign-out confirmation pages
for lang, t, q, b1, b2 in [
    ("pl", "Wyloguj się", "Czy na pewno chcesz się wylogować?", "Wyloguj", "Anuluj"),
    ("cs", "Odhlášení", "Opravdu se chcete odhlásit?", "Odhlásit se", "Zrušit"),
    ("tr", "Çıkış yap", "Çıkış yapmak istediğinizden emin misiniz?", "Çıkış yap", "İptal"),
    ("vi", "Đăng xuất", "Bạn có chắc chắn muốn đăng xuất không?", "Đăng xuất", "Hủy"),
    ("id", "Keluar", "Apakah Anda yakin ingin keluar dari akun Anda?", "Keluar", "Batal"),
    ("ko", "로그아웃", "정말 로그아웃하시겠습니까?", "로그아웃", "취소"),
    ("ar", "تسجيل الخروج", "هل أنت متأكد أنك تريد تسجيل الخروج؟", "تسجيل الخروج", "إلغاء"),
    ("he", "התנתקות", "האם אתה בטוח שברצונך להתנתק?", "התנתק", "ביטול"),
    ("uk", "Вихід", "Ви впевнені, що хочете вийти з облікового запису?", "Вийти", "Скасувати"),
    ("el", "Αποσύνδεση", "Είστε σίγουροι ότι θέλετε να αποσυνδεθείτε;", "Αποσύνδεση", "Άκυρο"),
    ("sv", "Logga ut", "Är du säker på att du vill logga ut?", "Logga ut", "Avbryt"),
    ("hu", "Kijelentkezés", "Biztosan ki szeretne jelentkezni?", "Kijelentkezés", "Mégse"),
    ("ro", "Deconectare", "Sigur doriți să vă deconectați?", "Deconectare", "Anulează"),
    ("th", "ออกจากระบบ", "คุณแน่ใจหรือไม่ว่าต้องการออกจากระบบ?", "ออกจากระบบ", "ยกเลิก"),
    ("fi", "Kirjaudu ulos", "Haluatko varmasti kirjautua ulos?", "Kirjaudu ulos", "Peruuta"),
    ("hi", "लॉग आउट", "क्या आप वाकई लॉग आउट करना चाहते हैं?", "लॉग आउट", "रद्द करें"),
]:
    T[f"signout-{lang}"] = chrome(
        lang,
        t,
        f"<h1>{t}</h1><p>{q}</p><form method='post' action='/accounts/logout/'><input type='hidden' name='csrf' value='x'><button type='submit'>{b1}</button> <a href='/'>{b2}</a></form>",
    )
# members page seen by a member
for lang, t, w, items, out in [
    (
        "pl",
        "Strefa członka",
        "Witaj ponownie, jesteś zalogowany jako członek klubu.",
        ["Harmonogram treningów na marzec", "Protokół z walnego zebrania", "Regulamin korzystania z hali"],
        "Wyloguj",
    ),
    (
        "tr",
        "Üye alanı",
        "Tekrar hoş geldiniz, üye olarak giriş yaptınız.",
        ["Mart antrenman programı", "Genel kurul tutanağı", "Salon kullanım kuralları"],
        "Çıkış yap",
    ),
    (
        "vi",
        "Khu vực thành viên",
        "Chào mừng bạn quay lại, bạn đã đăng nhập với tư cách thành viên.",
        ["Lịch tập tháng ba", "Biên bản đại hội", "Nội quy sử dụng sân"],
        "Đăng xuất",
    ),
    (
        "ko",
        "회원 전용",
        "다시 오신 것을 환영합니다. 회원으로 로그인되어 있습니다.",
        ["3월 훈련 일정", "총회 회의록", "체육관 이용 규칙"],
        "로그아웃",
    ),
    (
        "cs",
        "Členská sekce",
        "Vítejte zpět, jste přihlášeni jako člen klubu.",
        ["Rozpis tréninků na březen", "Zápis z valné hromady", "Provozní řád haly"],
        "Odhlásit se",
    ),
    (
        "id",
        "Area anggota",
        "Selamat datang kembali, Anda masuk sebagai anggota.",
        ["Jadwal latihan bulan Maret", "Notulen rapat umum", "Aturan penggunaan aula"],
        "Keluar",
    ),
    (
        "ja",
        "会員専用ページ",
        "おかえりなさい。会員としてログインしています。",
        ["3月の練習予定", "総会の議事録", "体育館の利用規則"],
        "ログアウト",
    ),
    (
        "ar",
        "منطقة الأعضاء",
        "مرحبًا بعودتك، لقد سجلت الدخول كعضو.",
        ["جدول تدريبات شهر مارس", "محضر الجمعية العامة", "قواعد استخدام القاعة"],
        "تسجيل الخروج",
    ),
    (
        "en",
        "Members only",
        "Welcome back — you are signed in as a member.",
        ["March training schedule", "Minutes of the general meeting", "Hall rules"],
        "Sign out",
    ),
]:
    lis = "".join(f"<li><a href='/m/{i}'>{x}</a></li>" for i, x in enumerate(items))
    T[f"members-{lang}"] = chrome(lang, t, f"<h1>{t}</h1><p>{w}</p><ul>{lis}</ul><a href='/logout'>{out}</a>")
# pricing pages
for lang, t, h, plans, al in [
    (
        "pl",
        "Cennik",
        "Wybierz swój plan",
        [
            ("Podstawowy", "19 zł / miesiąc", "Do 3 projektów"),
            ("Pro", "49 zł / miesiąc", "Nieograniczone projekty"),
            ("Firma", "149 zł / miesiąc", "Wsparcie priorytetowe"),
        ],
        "Masz już konto? Zaloguj się",
    ),
    (
        "tr",
        "Fiyatlandırma",
        "Planınızı seçin",
        [
            ("Temel", "₺99 / ay", "3 projeye kadar"),
            ("Pro", "₺249 / ay", "Sınırsız proje"),
            ("Kurumsal", "₺799 / ay", "Öncelikli destek"),
        ],
        "Zaten hesabınız var mı? Giriş yapın",
    ),
    (
        "vi",
        "Bảng giá",
        "Chọn gói của bạn",
        [
            ("Cơ bản", "99.000₫ / tháng", "Tối đa 3 dự án"),
            ("Pro", "249.000₫ / tháng", "Không giới hạn dự án"),
            ("Doanh nghiệp", "799.000₫ / tháng", "Hỗ trợ ưu tiên"),
        ],
        "Đã có tài khoản? Đăng nhập",
    ),
    (
        "ko",
        "요금제",
        "요금제를 선택하세요",
        [
            ("베이직", "월 9,900원", "프로젝트 3개까지"),
            ("프로", "월 29,000원", "무제한 프로젝트"),
            ("비즈니스", "월 99,000원", "우선 지원"),
        ],
        "이미 계정이 있으신가요? 로그인",
    ),
    (
        "ja",
        "料金プラン",
        "プランを選択してください",
        [
            ("ベーシック", "月額980円", "プロジェクト3件まで"),
            ("プロ", "月額2,980円", "プロジェクト無制限"),
            ("ビジネス", "月額9,800円", "優先サポート"),
        ],
        "すでにアカウントをお持ちですか？ログイン",
    ),
    (
        "id",
        "Harga",
        "Pilih paket Anda",
        [
            ("Dasar", "Rp49.000 / bulan", "Hingga 3 proyek"),
            ("Pro", "Rp149.000 / bulan", "Proyek tanpa batas"),
            ("Bisnis", "Rp499.000 / bulan", "Dukungan prioritas"),
        ],
        "Sudah punya akun? Masuk",
    ),
    (
        "en",
        "Pricing",
        "Choose your plan",
        [
            ("Basic", "$5 / month", "Up to 3 projects"),
            ("Pro", "$15 / month", "Unlimited projects"),
            ("Team", "$49 / month", "Priority support"),
        ],
        "Already a subscriber? Sign in",
    ),
    (
        "de",
        "Preise",
        "Wähle deinen Tarif",
        [
            ("Basis", "5 € / Monat", "Bis zu 3 Projekte"),
            ("Pro", "15 € / Monat", "Unbegrenzte Projekte"),
            ("Team", "49 € / Monat", "Bevorzugter Support"),
        ],
        "Bereits Abonnent? Anmelden",
    ),
    (
        "ar",
        "الأسعار",
        "اختر خطتك",
        [
            ("أساسي", "5$ شهريًا", "حتى 3 مشاريع"),
            ("احترافي", "15$ شهريًا", "مشاريع غير محدودة"),
            ("فريق", "49$ شهريًا", "دعم ذو أولوية"),
        ],
        "لديك حساب بالفعل؟ تسجيل الدخول",
    ),
]:
    cards = "".join(
        f"<div class='plan'><h3>{n}</h3><p class='price'>{p}</p><p>{d}</p><a class='btn' href='/checkout?plan={i}'>{n}</a></div>"
        for i, (n, p, d) in enumerate(plans)
    )
    T[f"pricing-{lang}"] = chrome(
        lang, t, f"<h1>{h}</h1><div class='plans'>{cards}</div><p><a href='/login'>{al}</a></p>"
    )
# cookie policy pages
for lang, t, secs in [
    (
        "pl",
        "Polityka plików cookies",
        [
            (
                "Czym są pliki cookies?",
                "Pliki cookies to małe pliki tekstowe zapisywane na Twoim urządzeniu podczas korzystania z serwisu.",
            ),
            (
                "Jakich plików używamy?",
                "Używamy plików niezbędnych do działania serwisu oraz, za Twoją zgodą, plików analitycznych.",
            ),
            (
                "Jak zmienić ustawienia?",
                "Możesz w każdej chwili zmienić ustawienia w przeglądarce lub w panelu zgód na dole strony.",
            ),
        ],
    ),
    (
        "tr",
        "Çerez Politikası",
        [
            (
                "Çerez nedir?",
                "Çerezler, siteyi ziyaret ettiğinizde cihazınıza kaydedilen küçük metin dosyalarıdır.",
            ),
            (
                "Hangi çerezleri kullanıyoruz?",
                "Sitenin çalışması için zorunlu çerezleri ve onayınızla analitik çerezleri kullanıyoruz.",
            ),
            (
                "Tercihlerinizi nasıl değiştirirsiniz?",
                "Tarayıcı ayarlarınızdan veya sayfanın altındaki tercih panelinden istediğiniz zaman değiştirebilirsiniz.",
            ),
        ],
    ),
    (
        "vi",
        "Chính sách cookie",
        [
            (
                "Cookie là gì?",
                "Cookie là các tệp văn bản nhỏ được lưu trên thiết bị của bạn khi bạn truy cập trang web.",
            ),
            (
                "Chúng tôi dùng cookie nào?",
                "Chúng tôi dùng cookie cần thiết để trang hoạt động và, khi bạn đồng ý, cookie phân tích.",
            ),
            (
                "Thay đổi lựa chọn",
                "Bạn có thể thay đổi lựa chọn bất cứ lúc nào trong trình duyệt hoặc trong bảng cài đặt ở cuối trang.",
            ),
        ],
    ),
    (
        "ko",
        "쿠키 정책",
        [
            ("쿠키란 무엇인가요?", "쿠키는 사이트를 방문할 때 기기에 저장되는 작은 텍스트 파일입니다."),
            ("어떤 쿠키를 사용하나요?", "사이트 운영에 필요한 쿠키와 동의하신 경우 분석 쿠키를 사용합니다."),
            ("설정 변경", "브라우저 설정이나 페이지 하단의 설정 패널에서 언제든지 변경할 수 있습니다."),
        ],
    ),
    (
        "he",
        "מדיניות עוגיות",
        [
            ("מהן עוגיות?", "עוגיות הן קבצי טקסט קטנים הנשמרים במכשיר שלך בעת הביקור באתר."),
            (
                "באילו עוגיות אנו משתמשים?",
                "אנו משתמשים בעוגיות הכרחיות לפעולת האתר ובהסכמתך גם בעוגיות סטטיסטיות.",
            ),
            ("שינוי ההגדרות", "ניתן לשנות את ההגדרות בכל עת בדפדפן או בחלונית ההגדרות בתחתית העמוד."),
        ],
    ),
    (
        "el",
        "Πολιτική cookies",
        [
            (
                "Τι είναι τα cookies;",
                "Τα cookies είναι μικρά αρχεία κειμένου που αποθηκεύονται στη συσκευή σας όταν επισκέπτεστε τον ιστότοπο.",
            ),
            (
                "Ποια cookies χρησιμοποιούμε;",
                "Χρησιμοποιούμε απαραίτητα cookies και, με τη συγκατάθεσή σας, cookies ανάλυσης.",
            ),
            (
                "Αλλαγή ρυθμίσεων",
                "Μπορείτε να αλλάξετε τις ρυθμίσεις οποιαδήποτε στιγμή από τον φυλλομετρητή σας.",
            ),
        ],
    ),
    (
        "id",
        "Kebijakan Cookie",
        [
            (
                "Apa itu cookie?",
                "Cookie adalah file teks kecil yang disimpan di perangkat Anda saat mengunjungi situs.",
            ),
            (
                "Cookie apa yang kami gunakan?",
                "Kami menggunakan cookie yang diperlukan dan, dengan persetujuan Anda, cookie analitik.",
            ),
            (
                "Mengubah pengaturan",
                "Anda dapat mengubah pengaturan kapan saja melalui browser atau panel di bagian bawah halaman.",
            ),
        ],
    ),
]:
    body = "".join(f"<h2>{a}</h2><p>{b}</p>" for a, b in secs)
    T[f"cookiepolicy-{lang}"] = chrome(lang, t, f"<h1>{t}</h1>{body}")
# subscription status pages (active)
for lang, t, lines in [
    (
        "en",
        "Your subscription",
        [
            "Plan: Pro (monthly)",
            "Status: Active",
            "Your subscription renews on 12 March 2026.",
            "Cancel subscription",
        ],
    ),
    (
        "pl",
        "Twoja subskrypcja",
        [
            "Plan: Pro (miesięczny)",
            "Status: aktywna",
            "Subskrypcja odnowi się 12 marca 2026.",
            "Anuluj subskrypcję",
        ],
    ),
    (
        "ro",
        "Abonamentul tău",
        [
            "Plan: Pro (lunar)",
            "Stare: activ",
            "Abonamentul se reînnoiește pe 12 martie 2026.",
            "Anulează abonamentul",
        ],
    ),
    (
        "tr",
        "Aboneliğiniz",
        [
            "Plan: Pro (aylık)",
            "Durum: Aktif",
            "Aboneliğiniz 12 Mart 2026 tarihinde yenilenecek.",
            "Aboneliği iptal et",
        ],
    ),
]:
    body = "".join(f"<p>{x}</p>" for x in lines[:-1]) + f"<a href='/billing/cancel'>{lines[-1]}</a>"
    T[f"subscription-{lang}"] = chrome(lang, t, f"<h1>{t}</h1>{body}")
for lang, t, msg, link in [
    ("en", "Signed out", "You have been signed out. Thanks for visiting.", "Sign in again"),
    ("de", "Abgemeldet", "Sie wurden erfolgreich abgemeldet.", "Erneut anmelden"),
    ("fr", "Déconnexion", "Vous avez été déconnecté avec succès.", "Se reconnecter"),
    ("es", "Sesión cerrada", "Has cerrado sesión correctamente.", "Iniciar sesión de nuevo"),
    ("pt", "Sessão terminada", "Você saiu da sua conta com sucesso.", "Entrar novamente"),
    ("it", "Disconnesso", "Sei stato disconnesso correttamente.", "Accedi di nuovo"),
    ("nl", "Uitgelogd", "Je bent succesvol uitgelogd.", "Opnieuw inloggen"),
    ("pl", "Wylogowano", "Zostałeś pomyślnie wylogowany.", "Zaloguj się ponownie"),
    ("ja", "ログアウトしました", "ログアウトしました。ご利用ありがとうございました。", "再度ログイン"),
    ("zh", "已退出登录", "您已成功退出登录。", "重新登录"),
    ("ru", "Вы вышли", "Вы успешно вышли из системы.", "Войти снова"),
    ("tr", "Çıkış yapıldı", "Başarıyla çıkış yaptınız.", "Tekrar giriş yap"),
]:
    T[f"signedout-{lang}"] = chrome(lang, t, f"<h1>{t}</h1><p>{msg}</p><a href='/login'>{link}</a>")
# short news briefs headed with a wall's words
for lang, h, p in [
    (
        "de",
        "Zugriff aus Ihrem Land nicht möglich: Streamingdienst sperrt Europa",
        "Der Anbieter begründet den Schritt mit Lizenzfragen. Kunden sollen ihr Geld zurückbekommen, teilte das Unternehmen am Montag mit.",
    ),
    (
        "nl",
        "Toegang niet mogelijk vanuit jouw regio: Amerikaanse kranten weren Europese lezers",
        "Sinds de invoering van de privacywet blokkeren tientallen Amerikaanse regionale kranten bezoekers uit Europa. Een woordvoerder noemt het tijdelijk.",
    ),
    (
        "fr",
        "Accès impossible depuis votre pays : le site de la loterie bloque les joueurs étrangers",
        "La société explique qu'elle ne dispose pas de licence hors de France. Les joueurs concernés seront remboursés d'ici la fin du mois.",
    ),
    (
        "es",
        "Acceso no permitido desde tu país: la plataforma cierra en Europa",
        "La empresa atribuye el cierre a la nueva normativa. Los usuarios podrán descargar sus datos hasta el 30 de junio, según un comunicado.",
    ),
    (
        "en",
        "Document not found: council loses planning file",
        "The council admitted on Tuesday that the original planning file for the bridge could not be located. A search of the archive is under way.",
    ),
    (
        "zh",
        "找不到页面？网站迁移后大量链接失效",
        "某市政府网站上周完成改版，但旧链接没有跳转，市民反映大量办事指南无法打开。网站管理部门表示将在本周内修复。",
    ),
    (
        "fr",
        "Commencez par vous connecter : la nouvelle règle des services publics en ligne",
        "Depuis lundi, plusieurs démarches exigent un compte. Les associations craignent que les personnes âgées soient exclues.",
    ),
    (
        "ro",
        "Perioada de probă s-a încheiat pentru noul sistem de facturare",
        "Ministerul a anunțat că de luna viitoare toate firmele trebuie să folosească sistemul. Amenzile pornesc de la 1.000 de lei.",
    ),
]:
    T[f"brief-{lang}"] = chrome(lang, h, f"<article><h1>{h}</h1><p>{p}</p></article>")

# short ordinary pages whose sentence holds a wall's words without being a wall: a negation near "from your
# country" that is about prices, fees or calling codes, a reader reporting a broken link, a how-to's first step
for lang, h, ps in [
    ("de", "Versand ins Ausland", ["Können Sie auch ins Ausland liefern?", "Ja. Der Preis ist nicht von Ihrem Land abhängig, wir liefern in alle Länder der EU zum gleichen Tarif.", "Die Lieferung dauert drei bis fünf Werktage."]),
    ("nl", "Bestellen uit het buitenland", ["Kun je vanuit het buitenland bestellen?", "Ja, maar je kunt niet betalen met iDEAL vanuit jouw land als je geen Nederlandse bank hebt.", "Creditcard werkt altijd."]),
    ("es", "Llamadas internacionales", ["¿Puedo llamar a soporte desde el extranjero?", "Sí: no cobramos más desde tu país que desde España.", "El horario de atención es de lunes a viernes."]),
    ("fr", "Nous contacter", ["Il n'y a pas de frais supplémentaires depuis votre pays.", "Notre équipe répond du lundi au vendredi, de 9 h à 18 h."]),
    ("en", "Broken link on the downloads page", ["This link is broken since the mirror moved.", "The downloads page still points to the old mirror; the new one is at files.example.org. Could someone update the wiki?", "Thanks, fixed now."]),
    ("fr", "Changer le mot de passe Wi-Fi", ["Commencez par vous connecter à l'interface de votre box, à l'adresse 192.168.1.1.", "Ouvrez ensuite le menu Wi-Fi, choisissez un nouveau mot de passe et enregistrez.", "Vos appareils devront se reconnecter."]),
]:
    T[f"short-{lang}-{len(T)}"] = chrome(lang, h, f"<h1>{h}</h1>" + "".join(f"<p>{p}</p>" for p in ps))


@pytest.mark.parametrize("name", sorted(T))
def test_a_page_in_a_walls_words_that_is_the_page_is_read(name: str) -> None:
    # (the page's own words, past the site's navigation, are what the read returns)
    assert read_as_page(read_html(T[name], url="https://app.example/2026/03/page"), "")
