"""Pages written from documented wording, for the wall model to learn words the corpus lacks.

    train.py learns from them beside the harvest (``--harvest``), as it learns from a harvested template:
    their words only (title, headings, text, the text's length), never their markup or address, which were
    written here.

A framework's own error views reach readers in every language its translations cover, served with 200 by
an app whose catch-all route renders them: a short page whose whole message is a status's name, in the
shape of Laravel's ``errors::minimal`` view (the status code beside its name, the name again as the title)
or of a view that heads the page with the name over the app's own message left as a template variable. The
names are Laravel-Lang's translations of the statuses' names (``Laravel-Lang/http-statuses``,
``locales/LANG/php.json``; MIT), for languages the wall corpus has few pages in. Each page's label is the one
the corpus gives such a page: a 404 is a soft 404, a 401 a log-in wall, a 402 a paywall, a 451 a geo block;
a 419, 429, 500 or 503 view is no wall ("none": the same shape in the same language saying something else,
so that the shape alone names nothing).

No page of the wall corpus is read to write these, and none is among them: they are the translation files'
words in a shape written here.
"""

from __future__ import annotations

import html
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from data import Record, written_records  # noqa: E402

from kotoba.settings import Settings  # noqa: E402

SOURCE = "Laravel-Lang/http-statuses"
ADDRESS = "https://wording.invalid/"
LABELS = {
    "401": "login",
    "402": "paywall",
    "404": "soft404",
    "451": "geo",
    "419": "none",
    "429": "none",
    "500": "none",
    "503": "none",
}
# Per language, the statuses' names as Laravel-Lang translates them (its commit per file in COMMITS).
NAMES: dict[str, dict[str, str]] = {
    "en": {
        "401": "Unauthorized",
        "402": "Payment Required",
        "404": "Not Found",
        "451": "Unavailable For Legal Reasons",
        "419": "Page Expired",
        "429": "Too Many Requests",
        "500": "Server Error",
        "503": "Service Unavailable",
    },
    "tr": {
        "401": "Yetkisiz",
        "402": "Ödeme gerekli",
        "404": "Sayfa bulunamadı",
        "451": "Yasal Sebepler Nedeniyle Kullanılamıyor",
        "419": "Oturum süresi doldu",
        "429": "Çok fazla istek",
        "500": "İç Sunucu Hatası",
        "503": "Bakım Modu",
    },
    "fa": {
        "401": "مجاز نیست",
        "402": "نیاز به پرداخت",
        "404": "پیدا نشد",
        "451": "به دلایل قانونی در دسترس نیست",
        "419": "نشست منقضی شده",
        "429": "درخواست ها بیشاز اندازه است",
        "500": "خطای داخلی سرور",
        "503": "سرویس در دسترس نیست",
    },
    "ko": {
        "401": "무단",
        "402": "결제 필요",
        "404": "찾을 수 없음",
        "451": "법적인 이유로 사용할 수 없음",
        "419": "세션이 만료됨",
        "429": "너무 많은 요청",
        "500": "인터넷 서버 오류",
        "503": "유지 관리 모드",
    },
    "vi": {
        "401": "Không Được Phép",
        "402": "Yêu Cầu Thanh Toán",
        "404": "Không Tìm Thấy",
        "451": "Không Có Sẵn Vì Lí Do Pháp Lí",
        "419": "Phiên Đã Hết Hạn",
        "429": "Quá Nhiều Yêu Cầu",
        "500": "Lỗi Từ Máy Chủ Nội Bộ",
        "503": "Trạng Thái Bảo Trì",
    },
    "ru": {
        "401": "Не авторизован",
        "402": "Необходима оплата",
        "404": "Не найдено",
        "451": "Недоступно по юридическим причинам",
        "419": "Сессия устарела",
        "429": "Слишком много запросов",
        "500": "Внутренняя ошибка сервера",
        "503": "Ведутся технические работы",
    },
    "uk": {
        "401": "Несанкціоновано",
        "402": "Потрібна оплата",
        "404": "Ресурс не знайдено",
        "451": "Недоступний з юридичних причин",
        "419": "Сеанс закінчився",
        "429": "Забагато запитів",
        "500": "Внутрішня помилка сервера",
        "503": "Режим обслуговування",
    },
    "ar": {
        "401": "غير مصرح",
        "402": "الدفع مطلوب",
        "404": "الصفحة غير موجودة",
        "451": "غير متوفر للأسباب القانونية",
        "419": "انتهت الجلسة",
        "429": "طلبات كثيرة جدا",
        "500": "خطأ في الخادم الداخلي",
        "503": "نمط الصيانة",
    },
    "th": {
        "401": "ไม่ได้รับอนุญาต",
        "402": "ต้องชำระเงิน",
        "404": "ไม่พบ",
        "451": "ไม่สามารถใช้ได้ด้วยเหตุผลทางกฎหมาย",
        "419": "เซสชันหมดอายุแล้ว",
        "429": "คำขอมากเกินไป",
        "500": "ข้อผิดพลาดภายในเซิร์ฟเวอร์",
        "503": "โหมดการบำรุงรักษา",
    },
    "he": {
        "401": "לא מורשה",
        "402": "נדרש תשלום",
        "404": "לא נמצא",
        "451": "לא זמין מסיבות משפטיות",
        "419": "פג תוקף ההפעלה",
        "429": "יותר מדי בקשות",
        "500": "שגיאת שרת פנימית",
        "503": "מצב תחזוקה",
    },
    "hi": {
        "401": "अनधिकृत",
        "402": "भुगतान की आवश्यकता है",
        "404": "पता नहीं चला",
        "451": "कानूनी कारणों से अनुपलब्ध",
        "419": "सत्र समाप्त हो चुका है",
        "429": "बहुत सारे अनुरोध",
        "500": "आंतरिक सर्वर त्रुटि",
        "503": "रखरखाव मोड",
    },
    "el": {
        "401": "Ανεξουσιοδότητος",
        "402": "Απαιτείται πληρωμή",
        "404": "Δεν βρέθηκε",
        "451": "Μη διαθέσιμο για νομικούς λόγους",
        "419": "Η συνεδρία έχει λήξει",
        "429": "Πάρα πολλά αιτήματα",
        "500": "Εσωτερικό Σφάλμα Διακομιστή",
        "503": "λειτουργία συντήρησης",
    },
}
# the commit of each locale's php.json the names were taken from (English: Laravel's own views)
COMMITS = {
    "tr": "027e11a835b511ebecb2d2a2c5a1b2cd8b2bfa66",
    "fa": "01ce3ce6c60e9db7766e52da4b03c9644c01c255",
    "ko": "3f8f13362ce5b0e9592a533db438e1736425100c",
    "vi": "01ce3ce6c60e9db7766e52da4b03c9644c01c255",
    "ru": "0b623329b596e4e245d4c1b83c20f35e6ed61e9f",
    "uk": "01ce3ce6c60e9db7766e52da4b03c9644c01c255",
    "ar": "01ce3ce6c60e9db7766e52da4b03c9644c01c255",
    "th": "923439c24ed81ee16a58ff7d67c643ffcd285cf0",
    "he": "a97c5da3392183cfbeff6d2754d7264fc48f90f1",
    "hi": "22f2aeceeeb97d9eb70e61c5223be8eebc7f6fc7",
    "el": "c32f080066cd9629402ed826ca22f4e9436a27d1",
}


def minimal(lang: str, code: str, name: str) -> str:
    """Laravel's ``errors::minimal`` view as rendered: the name as the title, the code beside it."""
    name = html.escape(name)
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>{name}</title>\n'
        '</head>\n<body class="antialiased">\n'
        '<div class="relative flex items-top justify-center min-h-screen">\n'
        '<div class="max-w-xl mx-auto sm:px-6 lg:px-8">\n'
        '<div class="flex items-center pt-8 sm:justify-start">\n'
        f'<div class="px-4 text-lg text-gray-500 border-r border-gray-400 tracking-wider">{code}</div>\n'
        f'<div class="ml-4 text-lg text-gray-500 uppercase tracking-wider">{name}</div>\n'
        "</div>\n</div>\n</div>\n</body>\n</html>\n"
    )


def headed(lang: str, code: str, name: str) -> str:
    """A view headed with the name, the app's own message left as a template variable."""
    name = html.escape(name)
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n<title>{code}</title>\n'
        f'</head>\n<body>\n<div class="container text-center">\n<h1>{name}</h1>\n'
        "<p>{{ $exception->getMessage() }}</p>\n</div>\n</body>\n</html>\n"
    )


def pages() -> list[tuple[str, str, str]]:
    """Every written page: its key, its label, its markup (both shapes for every language and status)."""
    found = []
    for lang, names in NAMES.items():
        for code, name in names.items():
            for shape in (minimal, headed):
                found.append((f"{lang}/{code}/{shape.__name__}", LABELS[code], shape(lang, code, name)))
    return found


def records(settings: Settings | None = None) -> list[Record]:
    """The written pages as the model's records, served as 200 HTML pages at an address that says nothing,
    their words' features only."""
    return written_records(pages(), ADDRESS, settings)
