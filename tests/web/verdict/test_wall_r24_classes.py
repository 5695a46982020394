"""The classes of round 24's looked-at misses, and the two rules that read too much, each on a page written
for these tests (not the corpus's): a theme's not-found page named so by its breadcrumb trail, a not-found
alert that says the page sought is not available, a log-in named as what unlocks a feature in Spanish and
Portuguese, an age gate whose floor is 25, a pay gate that says only that the reader's subscription ended, a
Liquid snippet whose extracted text is only its stylesheet block; and the traps: a travel story whose
sentences name "edge" and "safari" (no browsers' list), short Japanese and Chinese news stories that open
with an age or geo sentence unquoted and go on about the law and the platform's apology.
"""

from __future__ import annotations

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.message import furniture
from kotoba.web.verdict.walls import (
    AGE_REASON,
    LOGIN_REASON,
    SOFT_404_REASON,
    beyond_reach,
)
from kotoba.web.verdict.walls_crumbs import crumbed_not_found
from kotoba.web.verdict.walls_liquid import without_assets
from kotoba.web.verdict.walls_term_alone import term_alone
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

SIDEBAR = """<div class="about-sidebar"><div class="sidebar-inner"><h3>About <span>Northfield Joinery</span></h3>
<div class="text">Northfield Joinery builds staircases, windows and fitted kitchens for homes across the county
with care for every joint.</div><ul><li>Staircases</li><li>Windows</li><li>Kitchens</li></ul></div></div>"""


def _themed(heading: str, trail: str, body: str = "") -> str:
    return f"""<html><head><title></title></head><body>{SIDEBAR}
<section class="page-title"><div class="auto-container"><h2>{heading}</h2>
<ul class="bread-crumb clearfix">{trail}</ul>
<div class="page-title_text">Careful joinery for homes and workshops, made to last for generations.</div>
</div></section>{body}
<div class="clients-box"><div class="client-subtitle">we're proud to work with our neighbours</div></div>
</body></html>"""


def test_a_themes_not_found_page_named_by_its_trail_is_a_soft_404() -> None:
    page = _themed("Error 404", '<li><a href="/">Home</a></li><li>404</li>')
    assert failed_with(read_html(page), SOFT_404_REASON)
    page = _themed("Page not found", '<li><a href="/">Home</a></li><li>Page not found</li>')
    assert failed_with(read_html(page), SOFT_404_REASON)


def test_an_article_on_the_404_under_its_own_trail_is_read() -> None:
    # (its trail names a section before its title, and its own prose is long)
    story = (
        "<article><p>Every site has one: the page a server sends when nothing lives at the address asked for. "
        "Ours was plain for years, a grey line of text that told readers little about where to go next.</p>"
        "<p>This spring we redrew it with the joinery's own drawings, a search box and a short list of the "
        "pages people most often look for, and the number of readers who leave from it has halved.</p></article>"
    )
    trail = '<li><a href="/">Home</a></li><li><a href="/blog">Blog</a></li><li>Error 404</li>'
    assert read_as_page(read_html(_themed("Error 404", trail, story)), "grey line of text")
    # (the root and the state alone, over the same story: the story is the page's own)
    trail = '<li><a href="/">Home</a></li><li>404</li>'
    assert read_as_page(read_html(_themed("Error 404", trail, story)), "grey line of text")


def test_a_trail_is_read_from_its_crumbs_only() -> None:
    assert crumbed_not_found('<ol class="breadcrumb"><li><a href="/">Home</a></li> › <li>404</li></ol>')
    assert not crumbed_not_found('<ol class="breadcrumb"><li>Home</li><li>Guides</li><li>404</li></ol>')
    assert not crumbed_not_found('<ol class="breadcrumb"><li>Home</li><li>404 errors explained</li></ol>')
    assert not crumbed_not_found("<p>breadcrumb</p>" * 50)


def test_a_not_found_alert_saying_the_page_is_not_available_is_a_soft_404() -> None:
    page = (
        "<html><head><title>KeyDesk</title></head><body><div class='alert' role='alert'><h4>OH NO</h4>"
        "<p>THE PAGE YOU ARE LOOKING FOR IS NOT AVAILABLE</p><button>Go Back</button></div>"
        "<footer>© 2024 KeyDesk</footer></body></html>"
    )
    assert failed_with(read_html(page), SOFT_404_REASON)
    # (the same words naming the reader's place are a geo block's)
    geo = page.replace(
        "THE PAGE YOU ARE LOOKING FOR IS NOT AVAILABLE",
        "The video you requested is not available in your country.",
    )
    outcome = read_html(geo)
    assert not isinstance(outcome, PageRead) and outcome.wall == "geo"


def test_a_log_in_named_as_what_unlocks_a_feature_is_a_log_in_wall() -> None:
    form = (
        "<form><label>Correo:</label><input type='email'><label>Clave:</label><input type='password'></form>"
    )
    page = (
        "<html><body><h2>Para usar el panel es necesario un inicio de sesión válido</h2>"
        f"<p>Vuelve a intentarlo con tus credenciales o <a href='/alta'>crea una cuenta</a>.</p>{form}</body></html>"
    )
    assert failed_with(read_html(page), LOGIN_REASON)
    page_pt = (
        "<html><body><h2>Área do assinante</h2><p>É necessário fazer login para ver este painel.</p>"
        f"{form}</body></html>"
    )
    assert failed_with(read_html(page_pt), LOGIN_REASON)


def test_a_guide_saying_no_log_in_is_needed_is_read() -> None:
    page = (
        "<html><body><article><h1>Cómo consultar el estado de tu reclamo</h1>"
        "<p>No es necesario iniciar sesión para consultar el estado: basta con el número que recibiste por "
        "correo al presentar el reclamo, que tiene ocho cifras y empieza por la letra R.</p>"
        "<p>Escribe ese número en la casilla de la portada y pulsa Consultar; verás la fecha de entrada, el "
        "área que lo atiende y, si ya lo hay, el plazo de respuesta comprometido.</p></article></body></html>"
    )
    assert read_as_page(read_html(page), "basta con el número")


def test_an_age_gate_whose_floor_is_25_is_an_age_gate() -> None:
    page = (
        "<html><body><div class='gate'><h2>Är du över 25 år?</h2><button>Ja</button><button>Nej</button>"
        "</div></body></html>"
    )
    assert failed_with(read_html(page), AGE_REASON)
    page = "<html><body><h2>Are you over 25?</h2><button>Yes</button><button>No</button></body></html>"
    assert failed_with(read_html(page), AGE_REASON)


def test_a_page_saying_only_the_readers_subscription_expired_is_a_pay_gate() -> None:
    line = "Your subscription has expired"
    page = f"<html><head><title>{line}</title></head><body><p>{line}</p></body></html>"
    outcome = read_html(page)
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"
    assert term_alone(line, [], [line], [line], page) is not None
    # (a page asking why, the writer's own, or a story going on in its own words is no such stop)
    assert term_alone("Why my subscription expired", [], [], ["Why my subscription expired"], page) is None
    assert term_alone("My subscription has expired", [], [], ["My subscription has expired"], page) is None
    story = [line, "That was the message thousands of customers saw on Monday, when a billing fault hit."]
    assert term_alone(line, [], story[:1], story, page) is None


LIQUID_CSS = (
    "{% style %}\n"
    + "".join(
        f".popup-{n} {{ position: fixed; opacity: 0; visibility: hidden; transition: opacity 0.3s ease; }}\n"
        for n in range(60)
    )
    + "{% endstyle %}\n"
)


def test_a_liquid_snippet_whose_text_is_its_stylesheet_says_what_its_markup_shows() -> None:
    page = (
        "{% assign id = 'main' %}\n" + LIQUID_CSS + "<age-check><div class='popup-{{ id }}'>"
        "<h2>Are you 21 or older?</h2><button data-action='yes'>Yes, I am 21+</button>"
        "<button data-action='no'>Exit</button></div></age-check>"
        "<script>document.querySelector('.popup-main').classList.add('active')</script>"
    )
    assert len(LIQUID_CSS) > 3000 and not beyond_reach(LIQUID_CSS + "Are you 21 or older?")
    assert failed_with(read_html(page), AGE_REASON)


def test_a_liquid_section_with_words_of_its_own_is_read() -> None:
    text = "Our spring collection: linen shirts woven in Portugal, " * 80
    assert beyond_reach(LIQUID_CSS + text)
    assert without_assets("a {% style %}b{% endstyle %} c") == "a  c"
    assert without_assets("a {% style %}b") == "a {% style %}b"  # (an opening never closed stays)


def test_a_travel_story_naming_edge_and_safari_is_the_pages_own() -> None:
    # (sentences that name "edge" and "safari" are prose; three browsers in a run, one of them Chrome,
    # Firefox or Internet Explorer, are a footer)
    page = """<html><head><title>Night drive at the crater - Ngorongoro Trails</title></head><body>
<article><h1>Night drive at the crater</h1><p>This tour is not available in your country.</p>
<p>Your safari guide follows the rim from edge to edge, and stops for you wherever the edge of the forest
meets the grass.</p><p>Please expect hyenas at the edge of your camp, and a hot safari dinner under the
stars at the western edge of the crater.</p></article></body></html>"""
    assert read_as_page(read_html(page), "hot safari dinner")
    assert not furniture("Your safari guide follows the rim from edge to edge")
    assert furniture("Google Chrome最新版 / Firefox最新版 / Safari最新版")
    assert furniture("Best experienced in Edge, Safari and Chrome")


def test_short_japanese_and_chinese_stories_opening_with_a_walls_sentence_are_read() -> None:
    ja = """<html lang="ja"><head><meta charset="utf-8"><title>年齢確認の義務化、来春から施行へ - 東西新聞</title>
</head><body><article><h1>年齢確認の義務化、来春から施行へ</h1>
<p>あなたは18歳以上ですか？ こうした確認画面の表示が、来年4月から成人向けサイトに法律で義務付けられる。</p>
<p>改正条例では、確認を怠った事業者に罰金が科される。政府は事業者の責任を明確にするとしている。</p>
<p>専門家からは、法律の実効性を疑問視する声も上がっている。条例の罰則は自治体ごとに異なり、法令の整理が課題となる。</p>
</article></body></html>"""
    assert read_as_page(read_html(ja), "法律の実効性")
    zh = """<html lang="zh"><head><meta charset="utf-8"><title>多部热门剧集在海外下架 - 东方日报</title></head>
<body><article><h1>多部热门剧集在海外下架</h1>
<p>您所在地区无法观看此视频。不少海外观众本周打开视频平台时看到了这样的提示。</p>
<p>平台表示，版权方限制了播放地区，并对给用户带来的不便表示歉意。</p>
<p>业内人士认为，限制措施将持续到明年合约到期。</p></article></body></html>"""
    assert read_as_page(read_html(zh), "限制措施")


def test_the_sites_own_apology_in_chinese_is_still_a_geo_blocks() -> None:
    page = """<html lang="zh"><head><meta charset="utf-8"><title>访问受限</title></head><body>
<h1>抱歉，您所在的地区无法访问本站</h1><p>由于版权限制，本站内容暂不向您所在的地区提供，给您带来的不便敬请谅解。</p>
</body></html>"""
    outcome = read_html(page)
    assert not isinstance(outcome, PageRead) and outcome.wall == "geo"
