"""Pay stops and log-in stops in the languages apps and news sites write them in, as a short page says them
(a heading, its sentence, one button), each read as the wall it is; and the same sentences inside an article
about them, read as the article.

The wording is the wording such products use in their interface strings (subscription expired, a plan's
feature, a free trial ended, subscribers only; log in to see this page, a session run out); the pages are
written for these tests, each served to the real read path as the corpus's pages are.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

STOPS = (
    (
        "paywall",
        "Subscription expired",
        "Your subscription has expired. Please renew your subscription to continue.",
        "Renew now",
    ),
    (
        "paywall",
        "Подписка истекла",
        "Ваша подписка истекла. Для продолжения необходимо продлить подписку.",
        "Продлить",
    ),
    (
        "paywall",
        "Assinatura expirada",
        "Sua assinatura expirou. Renove sua assinatura para continuar acessando.",
        "Renovar",
    ),
    (
        "paywall",
        "Suscripción vencida",
        "Tu suscripción ha expirado. Renueva tu suscripción para seguir usando la aplicación.",
        "Renovar",
    ),
    (
        "paywall",
        "Abonnement expiré",
        "Votre abonnement a expiré. Veuillez renouveler votre abonnement pour continuer.",
        "Renouveler",
    ),
    (
        "paywall",
        "Abonnement abgelaufen",
        "Ihr Abonnement ist abgelaufen. Bitte verlängern Sie Ihr Abonnement, um fortzufahren.",
        "Verlängern",
    ),
    (
        "paywall",
        "Abbonamento scaduto",
        "Il tuo abbonamento è scaduto. Rinnova l'abbonamento per continuare.",
        "Rinnova",
    ),
    (
        "paywall",
        "Langganan berakhir",
        "Langganan Anda telah berakhir. Silakan perpanjang langganan untuk melanjutkan.",
        "Perpanjang",
    ),
    (
        "paywall",
        "Gói đăng ký đã hết hạn",
        "Gói đăng ký của bạn đã hết hạn. Vui lòng gia hạn để tiếp tục sử dụng.",
        "Gia hạn",
    ),
    (
        "paywall",
        "Abonelik sona erdi",
        "Aboneliğinizin süresi doldu. Devam etmek için aboneliğinizi yenileyin.",
        "Yenile",
    ),
    ("paywall", "订阅已过期", "您的订阅已过期，请续订以继续使用。", "续订"),
    (
        "paywall",
        "サブスクリプションの期限切れ",
        "サブスクリプションの有効期限が切れました。続けるには更新してください。",
        "更新する",
    ),
    ("paywall", "구독 만료", "구독이 만료되었습니다. 계속하려면 구독을 갱신하세요.", "갱신하기"),
    (
        "paywall",
        "Subskrypcja wygasła",
        "Twoja subskrypcja wygasła. Odnów subskrypcję, aby kontynuować.",
        "Odnów",
    ),
    ("paywall", "انتهى الاشتراك", "انتهت صلاحية اشتراكك. يرجى تجديد الاشتراك للمتابعة.", "تجديد"),
    (
        "paywall",
        "Upgrade required",
        "This feature is only available on the Pro plan. Upgrade to unlock it.",
        "Upgrade",
    ),
    ("paywall", "Premium feature", "Upgrade to Premium to access this feature.", "Upgrade now"),
    ("paywall", "Payment required", "Please complete your payment to access this page.", "Pay now"),
    (
        "paywall",
        "Premium-Funktion",
        "Diese Funktion ist nur im Pro-Tarif verfügbar. Jetzt upgraden, um sie freizuschalten.",
        "Upgrade",
    ),
    (
        "paywall",
        "Fonctionnalité premium",
        "Cette fonctionnalité est réservée aux abonnés Premium. Passez à Premium pour y accéder.",
        "Passer à Premium",
    ),
    (
        "paywall",
        "Función premium",
        "Esta función solo está disponible en el plan Pro. Mejora tu plan para desbloquearla.",
        "Mejorar plan",
    ),
    (
        "paywall",
        "Recurso premium",
        "Este recurso está disponível apenas no plano Pro. Faça upgrade para desbloquear.",
        "Fazer upgrade",
    ),
    (
        "paywall",
        "Funzione premium",
        "Questa funzione è disponibile solo con il piano Pro. Passa a Pro per sbloccarla.",
        "Passa a Pro",
    ),
    (
        "paywall",
        "Премиум-функция",
        "Эта функция доступна только в тарифе Pro. Перейдите на Pro, чтобы разблокировать её.",
        "Перейти",
    ),
    (
        "paywall",
        "Fitur premium",
        "Fitur ini hanya tersedia untuk pengguna Premium. Upgrade sekarang untuk membukanya.",
        "Upgrade",
    ),
    (
        "paywall",
        "Your free trial has ended",
        "Your 14-day free trial has ended. Choose a plan to keep using the app.",
        "Choose a plan",
    ),
    (
        "paywall",
        "Votre essai gratuit est terminé",
        "Votre période d'essai de 14 jours est terminée. Choisissez une offre pour continuer.",
        "Choisir",
    ),
    (
        "paywall",
        "Tu prueba gratuita ha terminado",
        "Tu periodo de prueba de 14 días ha terminado. Elige un plan para continuar.",
        "Elegir plan",
    ),
    (
        "paywall",
        "Seu teste gratuito terminou",
        "Seu período de teste de 14 dias terminou. Escolha um plano para continuar.",
        "Escolher plano",
    ),
    (
        "paywall",
        "Ihre Testphase ist abgelaufen",
        "Ihr 14-tägiger Testzeitraum ist abgelaufen. Wählen Sie einen Tarif, um fortzufahren.",
        "Tarif wählen",
    ),
    (
        "paywall",
        "Subscribe to continue reading",
        "You have reached your limit of free articles this month. Subscribe for unlimited access.",
        "Subscribe",
    ),
    (
        "paywall",
        "Weiterlesen mit Abo",
        "Sie haben Ihr Kontingent an kostenlosen Artikeln erreicht. Jetzt abonnieren und weiterlesen.",
        "Abonnieren",
    ),
    ("paywall", "Cet article est réservé aux abonnés", "Abonnez-vous pour lire la suite.", "S'abonner"),
    (
        "paywall",
        "Este contenido es exclusivo para suscriptores",
        "Suscríbete para seguir leyendo.",
        "Suscribirme",
    ),
    ("paywall", "Conteúdo exclusivo para assinantes", "Assine para continuar lendo.", "Assinar"),
    ("paywall", "Contenuto riservato agli abbonati", "Abbonati per continuare a leggere.", "Abbonati"),
    ("paywall", "Dit artikel is alleen voor abonnees", "Word abonnee om verder te lezen.", "Abonneren"),
    (
        "paywall",
        "Материал доступен только подписчикам",
        "Оформите подписку, чтобы читать дальше.",
        "Подписаться",
    ),
    ("paywall", "Artykuł dostępny tylko dla subskrybentów", "Wykup subskrypcję, aby czytać dalej.", "Kup"),
    ("login", "Sign in required", "You need to sign in to view this page.", "Sign in"),
    ("login", "Members only", "This page is only available to members. Please log in to continue.", "Log in"),
    ("login", "Anmeldung erforderlich", "Bitte melden Sie sich an, um diese Seite zu sehen.", "Anmelden"),
    ("login", "Connexion requise", "Vous devez être connecté pour accéder à cette page.", "Se connecter"),
    ("login", "Inicio de sesión requerido", "Debes iniciar sesión para ver esta página.", "Iniciar sesión"),
    ("login", "Login necessário", "Você precisa fazer login para acessar esta página.", "Entrar"),
    ("login", "Accesso richiesto", "Devi effettuare l'accesso per visualizzare questa pagina.", "Accedi"),
    ("login", "Inloggen vereist", "Je moet ingelogd zijn om deze pagina te bekijken.", "Inloggen"),
    ("login", "Требуется авторизация", "Чтобы просмотреть эту страницу, войдите в систему.", "Войти"),
    ("login", "Wymagane logowanie", "Musisz się zalogować, aby zobaczyć tę stronę.", "Zaloguj się"),
    ("login", "Giriş gerekli", "Bu sayfayı görüntülemek için giriş yapmalısınız.", "Giriş yap"),
    ("login", "Perlu masuk", "Silakan masuk untuk melihat halaman ini.", "Masuk"),
    ("login", "Yêu cầu đăng nhập", "Vui lòng đăng nhập để xem trang này.", "Đăng nhập"),
    ("login", "需要登录", "请登录后查看此页面。", "登录"),
    ("login", "ログインが必要です", "このページを表示するにはログインしてください。", "ログイン"),
    ("login", "로그인 필요", "이 페이지를 보려면 로그인하세요.", "로그인"),
    ("login", "تسجيل الدخول مطلوب", "يجب تسجيل الدخول لعرض هذه الصفحة.", "تسجيل الدخول"),
    ("login", "Přihlášení vyžadováno", "Pro zobrazení této stránky se musíte přihlásit.", "Přihlásit"),
    ("login", "Bejelentkezés szükséges", "Az oldal megtekintéséhez jelentkezzen be.", "Bejelentkezés"),
    ("login", "Logga in", "Du måste logga in för att se den här sidan.", "Logga in"),
    ("login", "Kirjaudu sisään", "Sinun täytyy kirjautua sisään nähdäksesi tämän sivun.", "Kirjaudu"),
    ("login", "Σύνδεση απαιτείται", "Πρέπει να συνδεθείτε για να δείτε αυτή τη σελίδα.", "Σύνδεση"),
    ("login", "Потрібна авторизація", "Щоб переглянути цю сторінку, увійдіть в систему.", "Увійти"),
    ("login", "Session expired", "Your session has expired. Please sign in again.", "Sign in"),
    ("login", "Sesión caducada", "Tu sesión ha caducado. Vuelve a iniciar sesión.", "Iniciar sesión"),
    ("login", "Sessão expirada", "Sua sessão expirou. Faça login novamente.", "Entrar"),
    (
        "login",
        "Sitzung abgelaufen",
        "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
        "Anmelden",
    ),
    ("login", "Access denied", "You must be logged in to access this resource.", "Log in"),
    ("login", "Restricted", "Sign in to continue to Acme.", "Sign in"),
)


def _stop(heading: str, sentence: str, button: str) -> str:
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>App</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/app'>App</a> <a href='/account'>Account</a></nav>"
        f"<main><h1>{heading}</h1><p>{sentence}</p><a class='btn' href='/next'>{button}</a></main>"
        "</body></html>"
    )


@pytest.mark.parametrize(("kind", "heading", "sentence", "button"), STOPS)
def test_a_stop_in_its_language_is_the_wall_it_is(
    kind: str, heading: str, sentence: str, button: str
) -> None:
    outcome = read_html(_stop(heading, sentence, button))
    if kind == "login":
        assert failed_with(outcome, LOGIN_REASON)
    else:
        assert isinstance(outcome, PageRead)
        assert outcome.wall == "paywall"


def _article(title: str, paragraphs: list[str]) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title></head><body>"
        f"<article><h1>{title}</h1>{body}</article></body></html>"
    )


def test_a_russian_article_on_subscriptions_quoting_a_stop_is_read() -> None:
    html = _article(
        "Как издания зарабатывают на подписке",
        [
            "Всё больше изданий закрывают часть материалов. Читатель видит начало статьи, а ниже плашку: "
            "«Материал доступен только подписчикам». Редакции говорят, что так они окупают расследования.",
            "По данным опроса, треть читателей готова платить, если подписка стоит меньше чашки кофе в месяц. "
            "Остальные уходят к бесплатным источникам или ищут тот же текст в социальных сетях.",
            "Аналитики считают, что выигрывают те, кто оставляет бесплатными новости, а платными делает "
            "аналитику и длинные тексты, которые нельзя найти больше нигде.",
        ],
    )
    assert read_as_page(read_html(html), "треть читателей")


def test_a_polish_help_article_on_logging_in_is_read() -> None:
    html = _article(
        "Jak odzyskać dostęp do konta",
        [
            "Jeśli przy próbie otwarcia strony widzisz komunikat, że musisz się zalogować, sprawdź najpierw, czy "
            "przeglądarka nie blokuje plików cookie. Bez nich sesja kończy się po każdym odświeżeniu strony.",
            "Gdy to nie pomaga, wyczyść pamięć podręczną i spróbuj ponownie. Jeżeli hasło nie działa, użyj "
            "linku do resetowania hasła, a nowy link przyjdzie na adres e-mail podany przy rejestracji.",
            "W razie dalszych kłopotów napisz do działu pomocy, podając nazwę przeglądarki i godzinę próby.",
        ],
    )
    assert read_as_page(read_html(html), "pamięć podręczną")
