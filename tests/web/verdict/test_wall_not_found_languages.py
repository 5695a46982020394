"""Not-found pages in the languages the rules had few pages in (Catalan, Ukrainian, Hungarian, Slovenian,
Tagalog, Urdu, Bengali, Vietnamese, Thai, Norwegian, Hebrew, Persian, Bulgarian): their heading, or their title
over an "Oops!" and the sentence saying the page sought does not exist. The wording is the one such pages and
CMS themes' translations use, written into a page for these tests and served to the real read path; stories in
the same languages that speak of a missing page are read.
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls import SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://site.example/blog/2024/spring-fair"
NOT_FOUND = [
    ("Pàgina no trobada", "La pàgina que cerqueu no existeix o s'ha mogut."),
    ("Сторінку не знайдено", "Сторінка, яку ви шукаєте, не існує або була переміщена."),
    ("Az oldal nem található", "A keresett oldal nem létezik vagy áthelyezték."),
    ("Stran ni bila najdena", "Stran, ki jo iščete, ne obstaja."),
    ("Hindi nahanap ang pahina", "Ang pahinang hinahanap mo ay hindi umiiral."),
    ("صفحہ نہیں ملا", "جس صفحے کی آپ تلاش کر رہے ہیں وہ موجود نہیں ہے۔"),
    ("পৃষ্ঠা পাওয়া যায়নি", "আপনি যে পৃষ্ঠাটি খুঁজছেন তা বিদ্যমান নেই।"),
    ("Trang không tồn tại", "Trang bạn tìm kiếm không tồn tại hoặc đã bị xóa."),
    ("ไม่พบหน้าที่คุณต้องการ", "หน้าที่คุณค้นหาอาจถูกลบหรือย้ายไปแล้ว"),
    ("Siden finnes ikke", "Siden du leter etter finnes ikke."),
    ("הדף לא נמצא", "הדף שחיפשת אינו קיים."),
    ("صفحه پیدا نشد", "صفحه‌ای که دنبال آن بودید وجود ندارد."),
    ("Страницата не е намерена", "Страницата, която търсите, не съществува."),
]


def _page(title: str, body: str) -> str:
    nav = "<nav><a href='/'>Home</a> <a href='/blog'>Blog</a> <a href='/shop'>Shop</a></nav>"
    return f"<html><head><title>{title}</title></head><body>{nav}<main>{body}</main></body></html>"


@pytest.mark.parametrize(("heading", "sentence"), NOT_FOUND)
def test_a_not_found_page_is_caught_by_its_heading(heading: str, sentence: str) -> None:
    body = (
        f"<div class='error-page'><span>404</span><h1>{heading}</h1><p>{sentence}</p><a href='/'>⌂</a></div>"
    )
    assert failed_with(read_html(_page("Error | Site", body), URL), SOFT_404_REASON)


@pytest.mark.parametrize(("heading", "sentence"), NOT_FOUND)
def test_a_not_found_page_is_caught_by_its_title_over_its_sentence(heading: str, sentence: str) -> None:
    body = f"<div class='error-page'><h2>Oops!</h2><p>{sentence}</p><a href='/'>⌂</a></div>"
    assert failed_with(read_html(_page(f"{heading} | Site", body), URL), SOFT_404_REASON)


@pytest.mark.parametrize(
    ("title", "body", "words"),
    [
        (
            "Hvorfor lenker dør",
            "<h1>Hvorfor lenker dør</h1><p>Mange lesere har møtt meldingen «Siden du leter etter finnes ikke» når "
            "de klikker på gamle lenker. Vi har gått gjennom arkivet vårt og funnet at nesten hver femte lenke "
            "fra 2015 ikke lenger virker, fordi nettsteder flytter eller legger ned sider uten å sette opp "
            "omdirigeringer. Bibliotekarer anbefaler å lagre viktige sider i et nettarkiv.</p>",
            "omdirigeringer",
        ),
        (
            "Cách sửa lỗi 404",
            "<h1>Cách sửa lỗi không tìm thấy trang trên WordPress</h1><p>Khi khách truy cập gặp thông báo lỗi, "
            "nguyên nhân thường là đường dẫn tĩnh bị hỏng sau khi chuyển máy chủ. Bạn hãy vào phần Cài đặt, chọn "
            "Đường dẫn tĩnh và bấm Lưu thay đổi để WordPress tạo lại tệp cấu hình. Nếu lỗi vẫn còn, hãy kiểm "
            "tra quyền ghi của tệp và liên hệ nhà cung cấp dịch vụ lưu trữ để được hỗ trợ thêm.</p>",
            "Đường dẫn tĩnh",
        ),
    ],
)
def test_a_story_about_missing_pages_in_the_same_languages_is_read(title: str, body: str, words: str) -> None:
    assert read_as_page(read_html(_page(title, body), URL), words)
