"""A cookie notice served as the whole page, in the languages of Europe's sites; a refusal of readers from
abroad or through a VPN, as Japanese and Chinese services word it; a Blade view's comment and directives
set aside as machinery: each read as the wall it is, and the same words inside an article read as the
article.

The pages are written for these tests, each served to the real read path as the corpus's pages are.
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.template import untemplated
from kotoba.web.verdict.walls import CONSENT_REASON, GEO_REASON
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
