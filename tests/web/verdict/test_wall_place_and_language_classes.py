"""Walls known by a class of page rather than one page's wording: a CDN's custom page for an IP or country block
served with 403, a block repeated in several languages under its salutations, an item's not-found heading in
Czech and Slovak, a page said unavailable beside the advice to check the address, Hungarian's "belépni" log-in
stop, an app's ended trial over an upgrade button in Vietnamese and other app languages, and a Japanese age
check under a logo and a "recommended browsers" footer. Every page is written here, in the shape such pages
have, and served to the real read path; pages that speak of the same things as their subject are read.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.verdict.walls import AGE_REASON, GEO_REASON, LOGIN_REASON, SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://site.example/articles/2026/harbour-plan"


def _page(title: str, body: str, lang: str = "en") -> str:
    return f"<!doctype html><html lang='{lang}'><head><title>{title}</title></head><body>{body}</body></html>"


# --- a CDN's custom page for an IP or country block, served with 403 ---------------------------------------

CDN_COUNTRY_BLOCKS = [
    (
        "Country Blocked",
        "<h1>Country blocked</h1><p>Access to this website has been blocked because of the country you are "
        "connecting from.</p><p>Ray ID: 7d1f0a2b3c4d</p>",
    ),
    (
        "Access denied",
        "<div class='box'><h2>Error: Region/IP Block</h2><p>Your request has been refused based on your IP "
        "address: 203.0.113.9 from XX.</p><p>If you think this is a mistake, contact the site owner.</p></div>",
    ),
    (
        "Your Country is Blocked",
        "<main><h1>Your Country is Blocked</h1><p>Sorry, the owner of this site does not allow visits from "
        "where you are.</p></main>",
    ),
]


@pytest.mark.parametrize(("title", "body"), CDN_COUNTRY_BLOCKS)
def test_a_403_whose_page_names_the_readers_place_as_the_refusals_reason_is_a_geo_block(
    title: str, body: str
) -> None:
    assert failed_with(read_html(_page(title, body), URL, status=403), GEO_REASON)


def test_a_403_that_names_no_place_is_no_geo_block() -> None:
    page = _page(
        "Access denied",
        "<h1>Access denied</h1><p>You do not have permission to access this resource on this server.</p>",
    )
    outcome = read_html(page, URL, status=403)
    assert isinstance(outcome, ReadFailed) and outcome.reason != GEO_REASON and not outcome.wall


def test_a_news_story_on_a_site_blocked_in_this_country_is_read() -> None:
    # (a paper's "in this country" is its own country, not the reader's place: the story is about a block)
    paragraphs = [
        "The encyclopedia's website has been blocked in this country since March, when a court upheld the "
        "regulator's order.",
        "Readers have turned to mirrors and VPN services, whose downloads rose sharply in the weeks after the "
        "ruling, according to app store figures.",
        "The foundation that runs the site said it would appeal to the constitutional court and had no plans "
        "to remove the disputed articles.",
    ]
    body = "<article><h1>Encyclopedia blocked again</h1>" + "".join(f"<p>{p}</p>" for p in paragraphs)
    outcome = read_html(_page("Encyclopedia blocked again", body + "</article>"), URL)
    assert read_as_page(outcome, "constitutional court")


def test_an_indonesian_story_on_readers_whose_place_was_restricted_is_read() -> None:
    # (a story says whose place a publisher restricted; the block says it of the reader's own, "Lokasi Anda")
    paragraphs = [
        "Lokasi pembaca di luar negeri telah dibatasi oleh penerbit sejak pekan lalu, kata juru bicara "
        "perusahaan.",
        "Perusahaan mohon maaf atas ketidaknyamanan yang dialami pelanggan dan berjanji membuka kembali akses.",
        "Pembatasan itu terkait perjanjian lisensi dengan mitra luar negeri yang belum diperpanjang.",
        "Pelanggan yang sudah membayar langganan tahunan akan mendapatkan pengembalian dana sebagian.",
    ]
    body = "<article><h1>Situs berita dibatasi di beberapa daerah</h1>" + "".join(
        f"<p>{p}</p>" for p in paragraphs
    )
    outcome = read_html(_page("Situs berita dibatasi di beberapa daerah", body + "</article>", "id"), URL)
    assert read_as_page(outcome, "pengembalian dana")


# --- a block repeated in several languages, each under its salutation -------------------------------------


def test_a_block_said_in_several_languages_under_their_salutations_is_a_geo_block() -> None:
    body = (
        "<h1>NOT AVAILABLE</h1><h4>Akses Terbatas · 访问限制 · 접속 제한</h4>"
        "<h3>ENGLISH</h3><p>Dear Customers:</p><p>This site has been restricted in your current region. "
        "We apologise for the inconvenience.</p>"
        "<h3>BAHASA</h3><p>Kepada Pelanggan:</p><p>Lokasi Anda saat ini sudah dibatasi untuk situs ini. Mohon "
        "maaf atas ketidaknyamanan ini.</p>"
        "<h3>中文</h3><p>尊敬的客户：</p><p>您所在地区无法访问本网站，我们对您造成的不便表示歉意。</p>"
        "<h3>한국어</h3><p>고객님:</p><p>현재 접속 지역에서 이 사이트를 이용할 수 없습니다. 불편을 드려 죄송합니다.</p>"
    )
    assert failed_with(read_html(_page("Not available", body), URL), GEO_REASON)


def test_a_letter_opening_with_a_salutation_about_a_region_is_read() -> None:
    body = (
        "<article><h1>A letter to our readers in the north</h1><p>Dear readers:</p>"
        + "<p>Next spring the paper opens a bureau in the northern region, with four reporters and a "
        "photographer who will cover the councils, the ferry routes and the fisheries. Their first series "
        "follows the harbour plan from the council chamber to the quay, and we would like to hear which "
        "stories you want told. Write to the desk, or come to the open evening at the library.</p>"
        * 3
        + "</article>"
    )
    assert read_as_page(read_html(_page("A letter to our readers", body), URL), "northern region")


# --- an item's or a page's not-found heading in Czech and Slovak -----------------------------------------

CZECH_SLOVAK = [
    ("cs", "Článek nebyl nalezen", "Zkuste vyhledávání nebo se vraťte na úvodní stránku."),
    ("cs", "Produkt nenalezen", "Zpět na úvodní stránku"),
    ("sk", "Stránka nenájdená", "Skúste vyhľadávanie alebo sa vráťte na úvod."),
    ("sk", "Inzerát sa nenašiel", "Späť na zoznam inzerátov"),
]


@pytest.mark.parametrize(("lang", "heading", "after"), CZECH_SLOVAK)
def test_a_czech_or_slovak_not_found_heading_is_a_soft_404(lang: str, heading: str, after: str) -> None:
    body = f"<nav><a href='/'>Domů</a></nav><main><p>Chyba</p><h3>{heading}</h3><p>{after}</p></main>"
    assert failed_with(read_html(_page("Bazar", body, lang), URL), SOFT_404_REASON)


def test_a_czech_story_headed_with_what_was_not_found_is_read() -> None:
    body = (
        "<article><h1>Pohřešovaný turista nebyl nalezen</h1>"
        + "<p>Horská služba pokračovala ve středu v pátrání po turistovi, který se v neděli nevrátil z túry na "
        "hřebeni. Do hledání se zapojili dobrovolníci, policejní vrtulník a psovodi, kteří prošli lesy pod "
        "chatou i koryto potoka. Podle záchranářů komplikuje pátrání mlha a čerstvý sníh.</p>"
        * 3
        + "</article>"
    )
    assert read_as_page(read_html(_page("Zprávy", body, "cs"), URL), "Horská služba")


# --- a page said unavailable beside the advice to check the address typed ----------------------------------

UNAVAILABLE_CHECK_ADDRESS = [
    (
        "es",
        "Lo sentimos",
        "Esta página no está disponible, compruebe que el enlace que ha seguido es correcto.",
    ),
    ("en", "Sorry", "This page is not available, please make sure the address you typed is right."),
    ("fr", "Désolé", "Cette page n'est pas disponible : vérifiez que l'adresse saisie est correcte."),
    ("it", "Spiacenti", "Questa pagina non è disponibile, controlla che l'indirizzo sia corretto."),
]


@pytest.mark.parametrize(("lang", "first", "sentence"), UNAVAILABLE_CHECK_ADDRESS)
def test_a_page_said_unavailable_beside_the_advice_to_check_the_address_is_a_soft_404(
    lang: str, first: str, sentence: str
) -> None:
    body = f"<div class='err'><h2>{first}</h2><p>{sentence}</p><a href='/'>⌂</a></div>"
    assert failed_with(read_html(_page("Site", body, lang), URL), SOFT_404_REASON)


def test_a_guide_that_quotes_the_unavailable_page_and_its_advice_is_read() -> None:
    body = (
        "<article><h1>Why old links break</h1><p>Readers who follow an old bookmark sometimes see a box that "
        "says the page is not available and asks them to check the address they typed.</p>"
        + "<p>Most of those pages were moved when the archive changed its software in 2019, and the redirects "
        "written then covered only the stories of the last five years. The library has since restored the "
        "older addresses from its own index, and a reader who still meets the box can send the link to the "
        "archive desk, which answers within a week.</p>" * 3 + "</article>"
    )
    assert read_as_page(read_html(_page("Why old links break", body), URL), "archive desk")


# --- Hungarian's "belépni" log-in stop -----------------------------------------------------------------------

HUNGARIAN = [
    "Be kell lépned a folytatáshoz!",
    "A tartalom megtekintéséhez lépj be.",
    "Kérjük, lépjen be a megtekintéshez.",
    "Belépés szükséges",
]


@pytest.mark.parametrize("stop", HUNGARIAN)
def test_a_hungarian_stop_asking_to_log_in_with_belepni_is_a_login_wall(stop: str) -> None:
    body = f"<main><h2>{stop}</h2><p><a href='/'>Vissza a kezdőlapra</a></p></main>"
    assert failed_with(read_html(_page("Fórum", body, "hu"), URL), LOGIN_REASON)


def test_a_hungarian_help_page_on_logging_in_is_read() -> None:
    body = (
        "<article><h1>Hogyan működik a fiókod?</h1>"
        + "<p>A regisztráció után a fórum minden részét olvashatod, és a saját profilodban beállíthatod, "
        "milyen értesítéseket kérsz e-mailben. A jelszavadat bármikor megváltoztathatod a beállítások "
        "oldalon, és ha elfelejtetted, a kezdőlapon kérhetsz újat. A moderátorok hétköznap este válaszolnak "
        "a kérdésekre.</p>" * 3 + "</article>"
    )
    assert read_as_page(read_html(_page("Súgó", body, "hu"), URL), "moderátorok")


# --- an app's ended trial over its upgrade button, in the app languages ------------------------------------

TRIALS = [
    ("vi", "Thời gian dùng thử 30 ngày của bạn đã kết thúc.", "Nâng cấp ngay"),
    ("th", "ช่วงทดลองใช้ของคุณสิ้นสุดแล้ว", "อัปเกรด"),
    ("hi", "आपकी निःशुल्क परीक्षण अवधि समाप्त हो गई है।", "अपग्रेड करें"),
]


@pytest.mark.parametrize(("lang", "ended", "button"), TRIALS)
def test_an_apps_ended_trial_over_its_upgrade_button_is_a_paywall(lang: str, ended: str, button: str) -> None:
    body = (
        f"<div class='card'><div class='icon'>⏳</div><p>{ended}</p>"
        f"<a class='btn' href='/contact'>{button}</a> <a href='/logout'>⎋</a></div>"
    )
    outcome = read_html(_page("QLKH", body, lang), "https://app.example/dashboard")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


def test_an_apps_page_with_an_upgrade_button_and_no_stop_is_read() -> None:
    body = (
        "<div class='card'><h2>Báo cáo tháng 5</h2><p>Doanh thu tăng 12% so với tháng trước, chủ yếu nhờ đơn "
        "hàng từ chi nhánh Đà Nẵng.</p><a class='btn' href='/upgrade'>Nâng cấp</a></div>"
    )
    outcome = read_html(_page("QLKH", body, "vi"), "https://app.example/reports")
    assert read_as_page(outcome, "Doanh thu")


# --- a Japanese age check under a logo and a "recommended browsers" footer ---------------------------------


def test_a_japanese_age_check_under_its_logo_and_browser_footer_is_an_age_gate() -> None:
    body = (
        "<h1><img src='/img/logo.png' alt='ナイトシアター 大人のための映像配信サイト・大人による・大人のための'></h1>"
        "<p>当サイトはアダルトコンテンツを含みます</p><p>18歳未満の方の閲覧は法律により禁止されています。</p>"
        "<p>閲覧により生じたいかなる損害についても当社は一切の責任を負いません。</p>"
        "<p>あなたは18歳以上ですか？</p><p><a href='/top'>はい</a> <a href='https://www.google.co.jp'>いいえ</a></p>"
        "<footer><p>推奨環境について 当サイトでは以下のブラウザを推奨しております</p>"
        "<p>Google Chrome最新版 / Firefox最新版 / Safari最新版 / Edge最新版</p>"
        "<p>Copyright © 2010 Night Theater</p></footer>"
    )
    assert failed_with(read_html(_page("年齢確認ページ | ナイトシアター", body, "ja"), URL), AGE_REASON)


def test_a_japanese_article_on_age_checks_with_the_same_footer_is_read() -> None:
    body = (
        "<article><h1>年齢確認の仕組みはどう変わるか</h1>"
        + "<p>各国で年齢確認を義務づける法律が相次いで成立し、動画配信や酒類の通販サイトは対応を迫られている。"
        "専門家は、身分証の画像を送らせる方式は個人情報の漏えいにつながると指摘し、端末側で年齢を推定する"
        "技術の導入を求めている。事業者団体は来年春までに共通の指針をまとめる方針だ。</p>"
        * 3
        + "</article><footer><p>推奨環境について</p><p>Google Chrome最新版 / Firefox最新版 / Safari最新版</p>"
        "<p>Copyright © 2026 Tech News</p></footer>"
    )
    assert read_as_page(read_html(_page("年齢確認の仕組み | Tech News", body, "ja"), URL), "専門家")


def test_an_ended_trial_beside_a_line_of_its_buttons_labels_is_a_paywall() -> None:
    # (read without its links' syntax, the buttons' labels are a line of their own: its ways on, not prose)
    body = (
        "<div class='card'><div class='icon'>⌛</div><h1>Hết hạn dùng thử</h1><p>Cảm ơn bạn đã dùng thử phần mềm!</p>"
        "<p>Thời gian dùng thử 7 ngày đã kết thúc.</p><p>Dữ liệu của bạn vẫn được lưu lại đầy đủ — hãy liên "
        "hệ bộ phận kinh doanh để nâng cấp lên gói chính thức.</p>\n<a class='btn' href='/contact'>Liên hệ nâng cấp</a>"
        "\n<a href='/logout'>Đăng xuất</a></div>"
    )
    outcome = read_html(_page("Hết hạn dùng thử", body, "vi"), "https://app.example/trial")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


# --- a tier's stop whose one way on is a free account ---------------------------------------------------------

FEATURE_STOP = (
    "<main><h2>🔒 Premium feature</h2><p>Saving searches requires a Premium account. Sign up today to unlock "
    "every tool!</p><ul><li>Saved searches</li><li>Price alerts</li><li>Export to CSV</li></ul>{choice}</main>"
)


@pytest.mark.parametrize(
    "choice",
    [
        "<a class='btn' href='/accounts/signup/'>Join Premium for free</a>",
        "<a class='btn' href='/register?next=/search'>Créer un compte gratuit</a>",
    ],
)
def test_a_tiers_stop_whose_one_way_on_is_a_free_account_is_a_login_wall(choice: str) -> None:
    outcome = read_html(
        _page("Premium required", FEATURE_STOP.format(choice=choice)), "https://app.example/saved"
    )
    assert failed_with(outcome, LOGIN_REASON), outcome


@pytest.mark.parametrize(
    "choice",
    [
        "<a class='btn' href='/pricing'>Get Premium — $4 a month</a>",
        "<a class='btn' href='/accounts/signup/?plan=plus'>Start your free trial</a>",
        "<a class='btn' href='/account/upgrade'>Get Premium free for a week</a>",
    ],
)
def test_a_tiers_stop_that_asks_to_pay_stays_a_paywall(choice: str) -> None:
    outcome = read_html(
        _page("Premium required", FEATURE_STOP.format(choice=choice)), "https://app.example/saved"
    )
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome
