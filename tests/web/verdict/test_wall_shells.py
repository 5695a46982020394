"""Walls that say little or nothing in the page's own words: a single-page app's sign-in shell, Sourcepoint's
consent message in its iframe, and cookie notices and geo blocks in Chinese, Japanese and Korean; beside
them, the pages that carry the same machinery and are read.

Every page is served to the real read path (extraction, then the judges) as the corpus's pages are. The
wording is the wording such services document (Sourcepoint's container and iframe, the WHATWG autofill
token ``current-password``, sign-in buttons' "Continue with Google"); the pages are written for these tests.
"""

from __future__ import annotations

from kotoba.web.extract.article import extract_article
from kotoba.web.extract.markdown import unmarked
from kotoba.web.outcome import ReadFailed
from kotoba.web.verdict.template import declared_title, untemplated
from kotoba.web.verdict.walls import CONSENT_REASON, GEO_REASON, LOGIN_REASON, judge_walls
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html


def _page(title: str, body: str, head: str = "", lang: str = "en") -> str:
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
        f"<body>{body}</body></html>"
    )


ARTICLE = (
    "<article><h1>Harbour reopens after storm repairs</h1>"
    + "".join(
        f"<p>Paragraph {i} of the story tells how the harbour's wall was rebuilt over the winter, stone by "
        "stone, by a crew of twelve working between the tides.</p>"
        for i in range(6)
    )
    + "</article>"
)

# --- a single-page app's sign-in shell


def test_a_shell_whose_only_content_is_a_sign_in_form_with_oauth_buttons_is_a_log_in_wall() -> None:
    html = _page(
        "Acme",
        "<div id='app'><form action='/session' method='post'><input type='email' placeholder='Email'>"
        "<input type='password' placeholder='Password'><button>Continue</button></form>"
        "<button>Continue with Google</button><button>Continue with GitHub</button></div>",
    )
    assert failed_with(read_html(html), LOGIN_REASON)


def test_a_shell_with_a_current_password_field_is_a_log_in_wall() -> None:
    html = _page(
        "Acme",
        "<div id='root'><form><input name='user' autocomplete='username'>"
        "<input type='password' name='pw' autocomplete='current-password'><button>Go</button></form></div>",
    )
    assert failed_with(read_html(html), LOGIN_REASON)


def test_a_shell_with_a_bare_password_field_is_not_called_a_log_in_wall() -> None:
    html = _page("Acme", "<div id='root'><form><input type='password'><button>Go</button></form></div>")
    outcome = read_html(html)
    assert not failed_with(outcome, LOGIN_REASON)


def test_an_article_with_a_sign_in_box_in_its_header_is_read() -> None:
    html = _page(
        "Harbour reopens",
        "<header><form><input type='password' autocomplete='current-password'>"
        "<button>Continue with Google</button></form></header>" + ARTICLE,
    )
    assert read_as_page(read_html(html), "stone by stone")


# --- Sourcepoint's consent message in its iframe

SOURCEPOINT = (
    "<div id='sp_message_container_812345'><iframe id=\"sp_message_iframe_812345\" "
    "src='https://cdn.privacy-mgmt.com/index.html?message_id=812345&amp;consentUUID=null' "
    "title='SP Consent Message'></iframe></div>"
)


def test_a_page_that_is_only_sourcepoints_consent_frame_under_its_header_is_a_consent_wall() -> None:
    html = _page(
        "The Evening Post",
        SOURCEPOINT + "<header><a href='/'>The Evening Post</a></header><div id='app'></div>",
    )
    assert failed_with(read_html(html), CONSENT_REASON)


def test_an_article_under_sourcepoints_consent_frame_is_read() -> None:
    html = _page("The Evening Post", SOURCEPOINT + ARTICLE)
    assert read_as_page(read_html(html), "stone by stone")


# --- cookie notices in Chinese, Japanese and Korean


def test_cookie_notices_served_alone_in_chinese_japanese_and_korean_are_consent_walls() -> None:
    for lang, notice in (
        ("zh", "本网站使用 Cookie 来改善您的浏览体验。继续浏览即表示您同意我们使用 Cookie。"),
        ("zh-TW", "繼續瀏覽本網站即表示您同意我們使用 Cookie。"),
        ("ja", "当サイトではクッキー（Cookie）を使用しています。"),
        ("ko", "이 웹사이트는 쿠키를 사용합니다."),
    ):
        html = _page("新闻网", f"<div id='notice'><p>{notice}</p><button>OK</button></div>", lang=lang)
        assert failed_with(read_html(html), CONSENT_REASON), lang


def test_a_chinese_article_under_a_cookie_notice_is_read() -> None:
    story = "".join(
        f"<p>第{i}段：港口的防波堤在冬季被逐块重建，十二名工人在潮汐之间工作，居民们终于可以重新停泊渔船了。</p>"
        for i in range(6)
    )
    html = _page(
        "港口重新开放",
        "<div id='notice'><p>本网站使用 Cookie 来改善您的浏览体验。</p><button>同意</button></div>"
        f"<article><h1>港口重新开放</h1>{story}</article>",
        lang="zh",
    )
    assert read_as_page(read_html(html), "防波堤")


# --- geo blocks in Korean


def test_korean_geo_blocks_are_geo_blocks() -> None:
    for body in (
        "<h1>서비스 이용 안내</h1><p>죄송합니다. 현재 접속하신 국가에서는 서비스를 이용하실 수 없습니다.</p>",
        "<div class='player'><p>해외 지역에서는 재생이 제한된 콘텐츠입니다.</p></div>",
        "<p>본 서비스는 대한민국에서만 이용 가능합니다.</p><a href='/'>홈으로</a>",
    ):
        assert failed_with(read_html(_page("안내", body, lang="ko")), GEO_REASON), body


def test_a_korean_article_on_regional_pricing_is_read() -> None:
    story = "".join(
        f"<p>{i}. 스트리밍 업체들은 나라마다 다른 요금을 받는다. 이번 조사에서는 스물두 개 나라의 월 요금을 비교했고, "
        "가장 싼 나라와 가장 비싼 나라의 차이는 세 배가 넘었다.</p>"
        for i in range(4)
    )
    html = _page(
        "나라별 스트리밍 요금 비교", f"<article><h1>나라별 요금 비교</h1>{story}</article>", lang="ko"
    )
    outcome = read_html(html)
    assert not isinstance(outcome, ReadFailed)


# --- geo blocks in Vietnamese (looked at: a shop's block serving only readers in two countries)


def test_vietnamese_geo_blocks_are_geo_blocks() -> None:
    for title, body in (
        ("Chưa phục vụ khu vực của bạn", "<h1>Xin lỗi</h1><p>Hãy tắt VPN rồi tải lại trang.</p>"),
        ("Video", "<p>Video này không có sẵn ở quốc gia của bạn.</p>"),
        ("Cửa hàng", "<h1>Trang chỉ phục vụ khách ở Hàn Quốc</h1><p>Cảm ơn bạn đã ghé thăm.</p>"),
    ):
        assert failed_with(read_html(_page(title, body, lang="vi")), GEO_REASON), title


def test_a_vietnamese_article_on_a_shop_serving_two_countries_is_read() -> None:
    story = "".join(
        f"<p>Đoạn {i}: cửa hàng mở rộng sang Nhật Bản sau ba năm bán hàng trong nước, với kho hàng mới ở Osaka "
        "và đội ngũ chăm sóc khách hàng nói hai thứ tiếng, theo báo cáo của công ty.</p>"
        for i in range(5)
    )
    html = _page("Cửa hàng mở rộng sang Nhật Bản", f"<article><h1>Mở rộng</h1>{story}</article>", lang="vi")
    assert read_as_page(read_html(html), "Osaka")


# --- a Blade view's title section and its PHP block


def test_a_blade_views_title_section_is_its_title_and_its_php_block_is_no_text() -> None:
    view = (
        "@extends('errors.custom')\n\n@section('title', '404 | Halaman Tidak Ditemukan')\n\n@php\n"
        "    $exception = new NotFoundHttpException('Halaman tidak dapat ditemukan.');\n@endphp\n"
    )
    assert declared_title(view) == "404 | Halaman Tidak Ditemukan"
    assert "$exception" not in untemplated(view)


# --- a not-found page in Arabic inside its shop's chrome, caught by the rules themselves


def test_an_arabic_not_found_page_in_its_shops_chrome_is_a_soft_404_by_the_rules() -> None:
    html = _page(
        "خطأ 404 - متجر النور",
        "<nav><a href='/'>الرئيسية</a> <a href='/shop'>المتجر</a> <a href='/contact'>اتصل بنا</a></nav>"
        "<main><h1>404</h1><h2>عذراً، الصفحة غير موجودة</h2><p>الصفحة التي تبحث عنها ربما تم حذفها أو تغيير "
        "اسمها أو أنها غير متاحة مؤقتاً.</p><a href='/'>العودة إلى الصفحة الرئيسية</a></main>"
        "<footer>© 2024 متجر النور. جميع الحقوق محفوظة.</footer>",
        lang="ar",
    )
    article = extract_article(html).text
    verdict = judge_walls(article=unmarked(article), markup=html, learned=False)
    assert verdict is not None and verdict.kind == "soft404"
