"""Stops in a site's own chrome and templates: built documentation sites' not-found pages in their full chrome
(mdBook, Docusaurus, Nextra, Hugo themes, as their 404 templates ship them), a not-found view whose template
words its message once per thing it may not find, a log-in asked for first in French, a trial's end in
Romanian, and access refused from the reader's region in Dutch, German, French and Spanish. Each is read as
the wall it is, and the same words in a page that is the page (an article, a members' page the reader may
read, a shop's delivery note) are read as the page.

The pages are written for these tests from the builders' documented templates and the looked-at pages'
shapes, each served to the real read path as the corpus's pages are, at an address that names no 404.
"""

from __future__ import annotations

import time

import pytest

from kotoba.web.content import body_to_article
from kotoba.web.outcome import PageRead
from kotoba.web.verdict.template import one_branch
from kotoba.web.verdict.walls import GEO_REASON, LOGIN_REASON, SOFT_404_REASON, WallVerdict, judge_walls
from tests.support.fetched import as_fetched
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://docs.example/guide/installing"

# mdBook's page chrome (its chapter side bar, menu bar and search box) around its default not-found page
MDBOOK = """<!DOCTYPE HTML><html lang="en" class="sidebar-visible no-js light"><head>
<!-- Book generated using mdBook --><meta charset="UTF-8"><title></title></head><body>
<nav id="sidebar" class="sidebar" aria-label="Table of contents"><div class="sidebar-scrollbox">
<ol class="chapter"><li class="chapter-item expanded affix"><a href="intro.html">Introduction</a></li>
<li class="chapter-item expanded"><a href="ch01.html"><strong aria-hidden="true">1.</strong> Getting started</a></li>
<li class="chapter-item expanded"><a href="ch02.html"><strong aria-hidden="true">2.</strong> Ownership and borrowing</a></li>
<li class="chapter-item expanded"><a href="ch03.html"><strong aria-hidden="true">3.</strong> Traits and generics</a></li>
<li class="chapter-item expanded"><a href="ch04.html"><strong aria-hidden="true">4.</strong> Error handling</a></li>
</ol></div></nav>
<div id="page-wrapper" class="page-wrapper"><div class="page"><div id="menu-bar" class="menu-bar sticky bordered">
<div class="left-buttons"><button id="sidebar-toggle" class="icon-button" type="button" title="Toggle Table of Contents">
<i class="fa fa-bars"></i></button></div><h1 class="menu-title">The Systems Handbook</h1>
<div class="right-buttons"><a href="print.html" title="Print this book"><i class="fa fa-print"></i></a></div></div>
<div id="search-wrapper" class="hidden"><form id="searchbar-outer" class="searchbar-outer">
<input type="search" id="searchbar" name="searchbar" placeholder="Search this book ..."></form></div>
<div id="content" class="content"><main>
{main}
</main><nav class="nav-wrapper" aria-label="Page navigation"></nav></div></div></div></body></html>"""

# Docusaurus's page chrome (announcement bar, navigation bar, footer) around its NotFound page
DOCUSAURUS = """<!doctype html><html lang="{lang}" dir="ltr"><head><meta charset="UTF-8">
<meta name="generator" content="Docusaurus v2.4.0"><title data-rh="true">{title} | {site}</title></head>
<body class="navigation-with-keyboard"><div id="__docusaurus">
<div role="region"><a href="#" class="skipToContent">{skip}</a></div>
<div class="announcementBar" role="banner"><div class="announcementBarContent">{announcement}
<a href="https://github.com/example/notes">GitHub</a></div></div>
<nav class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items">
<a class="navbar__brand" href="/"><b class="navbar__title">{site}</b></a>
<a class="navbar__item navbar__link" href="/docs/intro">{docs}</a>
<a class="navbar__item navbar__link" href="/blog">{blog}</a></div></div></nav>
<div id="__docusaurus_skipToContent_fallback" class="main-wrapper">
<main class="container margin-vert--xl"><div class="row"><div class="col col--6 col--offset-3">
<h1 class="hero__title">{title}</h1>{paragraphs}</div></div></main></div>
<footer class="footer footer--dark"><div class="container"><div class="footer__copyright">
Copyright © 2024 {site}. Built with Docusaurus.</div></div></footer></div></body></html>"""

BUILT_NOT_FOUND = {
    "mdbook": MDBOOK.replace(
        "{main}",
        '<h1 id="document-not-found-404"><a class="header" href="#document-not-found-404">Document not found '
        "(404)</a></h1><p>This URL is invalid, sorry. Please use the navigation bar or search to continue.</p>",
    ),
    "docusaurus-zh-hans": DOCUSAURUS.format(
        lang="zh-Hans",
        title="找不到页面",
        site="学习笔记",
        skip="跳到主要内容",
        announcement="⭐️ 如果这个网站对你有帮助，欢迎点个星",
        docs="文档",
        blog="博客",
        paragraphs="<p>我们找不到您要找的页面。</p><p>请联系原始链接来源网站的所有者，并告知他们链接已损坏。</p>",
    ),
    "docusaurus-zh-hans-bare": DOCUSAURUS.format(
        lang="zh-Hans",
        title="找不到页面",
        site="学习笔记",
        skip="跳到主要内容",
        announcement="⭐️ 如果这个网站对你有帮助，欢迎点个星",
        docs="文档",
        blog="博客",
        paragraphs='<p><a href="/">返回首页</a></p>',
    ),
    "docusaurus-zh-hant": DOCUSAURUS.format(
        lang="zh-Hant",
        title="找不到頁面",
        site="開發筆記",
        skip="跳至主要内容",
        announcement="歡迎在 GitHub 上給我們一顆星",
        docs="文件",
        blog="部落格",
        paragraphs="<p>我們找不到您要找的頁面。</p>",
    ),
    "nextra-zh": DOCUSAURUS.format(
        lang="zh-CN",
        title="404",
        site="组件库文档",
        skip="跳到主要内容",
        announcement="新版本已发布",
        docs="文档",
        blog="更新日志",
        paragraphs='<p>页面未找到</p><p><a href="/">提交问题</a></p>',
    ),
    "hugo-ananke": DOCUSAURUS.format(
        lang="en",
        title="This is not the page you were looking for",
        site="Field Notes",
        skip="Skip to main content",
        announcement="New: the winter issue is out",
        docs="Posts",
        blog="About",
        paragraphs='<p><a href="/">Back to the home page</a></p>',
    ),
}


@pytest.mark.parametrize("name", sorted(BUILT_NOT_FOUND))
def test_a_built_documentation_sites_not_found_page_in_its_chrome_is_a_soft_404(name: str) -> None:
    assert failed_with(read_html(BUILT_NOT_FOUND[name], url=URL), SOFT_404_REASON)


# Docusaurus's NotFound page as its theme's translations ship it (theme.NotFound.title, .p1 and .p2 of
# docusaurus-theme-translations' locales), whole and with its paragraphs cut by a site that keeps the heading
DOCUSAURUS_LOCALES = {
    "zh-Hant": (
        "找不到頁面",
        "我們沒有您要找的頁面。",
        "請聯絡原始連結來源網站的所有者，並通知他們連結已毀損。",
    ),
    "tr": (
        "Sayfa Bulunamadı",
        "Aradığınız şeyi bulamadık.",
        "Lütfen sizi orijinal URL'ye yönlendiren sitenin sahibiyle iletişime geçin ve bağlantısının bozuk "
        "olduğunu bildirin.",
    ),
    "vi": (
        "Không tìm thấy trang",
        "Chúng tôi không thể tìm thấy những gì bạn đang tìm kiếm.",
        "Vui lòng liên hệ với trang web đã dẫn bạn tới đây và thông báo cho họ biết rằng đường dẫn này bị hỏng.",
    ),
    "uk": (
        "Сторінку не знайдено",
        "На жаль, ми не змогли знайти сторінку, яку ви запитували.",
        "Будь ласка, зверніться до власника сайту, з якого ви перейшли на це посилання, щоб повідомити, що "
        "посилання не працює.",
    ),
    "fa": (
        "صفحه ای که دنبال آن بودید پیدا نشد.",
        "صفحه‌ای که دنبال آن بودید پیدا نشد.",
        "لطفا با صاحب وب‌سایت تماس بگیرید و ایشان را از مشکل پیش آمده مطلع کنید.",
    ),
}


@pytest.mark.parametrize("whole", [True, False])
@pytest.mark.parametrize("lang", sorted(DOCUSAURUS_LOCALES))
def test_docusaurus_not_found_page_in_its_translations_is_a_soft_404(lang: str, whole: bool) -> None:
    title, first, second = DOCUSAURUS_LOCALES[lang]
    html = DOCUSAURUS.format(
        lang=lang,
        title=title,
        site="Notes",
        skip="Skip to main content",
        announcement="Star us on GitHub",
        docs="Docs",
        blog="Blog",
        paragraphs=f"<p>{first}</p><p>{second}</p>" if whole else "<p><a href='/'>Home</a></p>",
    )
    assert failed_with(read_html(html, url=URL), SOFT_404_REASON)


def test_a_book_chapter_on_invalid_urls_in_the_same_chrome_is_read() -> None:
    chapter = MDBOOK.replace(
        "{main}",
        '<h1 id="parsing-urls">Parsing URLs</h1>'
        "<p>The parser takes a string and returns either a URL or an error saying why it could not read one. "
        "A relative reference such as ../docs has no scheme, so it is resolved against a base before use.</p>"
        "<p>This URL is invalid: http://[::1 has an opening bracket with no closing one, and the parser says "
        "so in its error, naming the position of the character it stopped at.</p>"
        "<p>Hosts are normalised: upper-case letters are lowered, and internationalised names are converted "
        "to their ASCII form before any comparison is made between two URLs.</p>",
    )
    assert read_as_page(read_html(chapter, url=URL), "Hosts are normalised")


def test_a_chinese_post_on_making_a_not_found_page_is_read() -> None:
    post = DOCUSAURUS.format(
        lang="zh-Hans",
        title="如何给 Docusaurus 定制 404 页面",
        site="学习笔记",
        skip="跳到主要内容",
        announcement="⭐️ 如果这个网站对你有帮助，欢迎点个星",
        docs="文档",
        blog="博客",
        paragraphs=(
            "<p>默认的 404 页面标题是“找不到页面”，下面还有两段说明文字。很多站点希望换成自己的样式，"
            "比如加上搜索框或者最近的文章列表。</p><p>做法是用 swizzle 命令把 NotFound 组件复制到自己的项目里，"
            "然后修改其中的 JSX。修改后重新构建，访问一个不存在的地址就能看到效果。</p>"
            "<p>需要注意的是，静态托管平台往往要单独配置，才会在找不到文件时返回这个页面，并且带上 404 状态码。</p>"
        ),
    )
    assert read_as_page(read_html(post, url=URL), "swizzle")


# A not-found view that words its message once per thing it may not find, each in a branch of a condition:
# a reader is shown one branch, never all of them
BRANCHED_VIEW = """{% extends "base.html" %}
{% block content %}
<div class="wrapper">
  {% if kind != 'reserved' %}<h1>Not Found!</h1>{% endif %}
  {% if kind == 'order' %}
    <h2>The order with number <code>{{ ref }}</code> was not found in the shop's records.</h2>
  {% elif kind == 'customer' %}
    <h2>The customer with the address <code>{{ ref }}</code> is not registered with this shop.</h2>
  {% elif kind == 'bad_search' %}
    <h2>Invalid search request: <code>{{ ref }}</code></h2>
    <h3>Please enter an order number, an invoice number, a parcel number or a customer's e-mail address.</h3>
  {% elif kind == 'search' %}
    <h2>Not found: <code>{{ ref }}</code></h2>
    <h3>We could not find an order, an invoice or a parcel matching what you asked for.</h3>
  {% else %}
    <h3>Sorry! We could not find what you were looking for on this site.</h3>
  {% endif %}
  <form action="/search" method="get"><input type="text" name="q"><input type="submit" value="Search"></form>
</div>
{% endblock %}"""


def test_a_not_found_view_whose_branches_word_it_for_each_thing_is_a_soft_404() -> None:
    assert failed_with(read_html(BRANCHED_VIEW, url="https://shop.example/orders/lookup"), SOFT_404_REASON)


def test_a_members_view_whose_longest_branch_is_the_article_is_read() -> None:
    article = " ".join(
        (
            "The club's spring meeting agreed the new fees and the calendar for the season ahead.",
            "Members voted to keep the annual fee unchanged and to open the workshop two evenings a week.",
            "The treasurer reported a small surplus, which will go towards new benches for the garden.",
            "Volunteers are still needed for the open day in May; the sign-up sheet is on the notice board.",
        )
    )
    view = (
        '{% extends "base.html" %}{% block content %}<h1>Spring meeting minutes</h1>'
        "{% if user.is_authenticated %}<p>" + article + "</p>{% else %}"
        "<p>Please log in to read the minutes.</p><a href='/login'>Log in</a>{% endif %}{% endblock %}"
    )
    assert read_as_page(read_html(view, url="https://club.example/minutes/spring"), "surplus")


def test_one_branch_keeps_the_branch_that_says_most_and_leaves_quoted_tags() -> None:
    assert one_branch("a {% if x %}one{% elif y %}longer two{% else %}t{% endif %} b") == "a longer two b"
    assert one_branch("@if($paid) short @else the longer branch @endif") == " the longer branch "
    assert one_branch("{if $a}x{else}yyy{/if}") == "yyy"
    # a loop's empty case is its other branch; a condition left open keeps all it holds
    assert one_branch("{% for i in xs %}item{% else %}no items at all{% endfor %}") == "no items at all"
    assert one_branch("{% if a %}one{% else %}two") == "onetwo"
    quoted = "Write `{% if user %}hello{% else %}log in please{% endif %}` in the view."
    assert one_branch(quoted) == quoted
    assert one_branch("no tags at all") == "no tags at all"


def test_one_branch_reads_many_quoted_spans_in_linear_time() -> None:
    """Each tag is looked up among the quoted spans by bisection: a text of thousands of spans between its
    conditions is read at once, and a tag right after a span or inside one is told apart."""
    unit = "`a` {% if x %}b{% endif %} `{% if y %}c{% endif %}` "

    def cpu(spans: int) -> float:  # (CPU time, best of three: the machine's load moves it little)
        took = []
        for _ in range(3):
            started = time.process_time()
            reduced = one_branch(unit * spans)
            took.append(time.process_time() - started)
            assert reduced == "`a` b `{% if y %}c{% endif %}` " * spans
        return min(took)

    # sixteen times the spans: linear time takes about sixteen times as long, quadratic 256 times
    assert cpu(4000) < 64 * cpu(250) + 0.01


def _page(title: str, heading: str, paragraphs: list[str], chrome: bool = True) -> str:
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    header = (
        "<header><a href='/'>Home</a> <a href='/news'>News</a> <a href='/about'>About</a></header>"
        if chrome
        else ""
    )
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title></head><body>{header}"
        f"<main><h1>{heading}</h1>{body}</main><footer>© Example</footer></body></html>"
    )


def test_a_french_page_asking_to_log_in_first_is_a_login_wall() -> None:
    html = (
        "<!doctype html><html><head><meta charset='utf-8'><title>Académie - Connexion</title></head><body>"
        "<header><h1>Académie</h1></header><main><h4>Commencez d'abord par vous connecter</h4>"
        "<form method='post' action='/login'><h3>Entrez votre pseudo</h3><input name='pseudo'>"
        "<button>Valider</button></form></main></body></html>"
    )
    assert failed_with(read_html(html, url="https://academie.example/cours/3"), LOGIN_REASON)


def test_a_french_article_quoting_the_same_words_is_read() -> None:
    html = _page(
        "Pourquoi les sites demandent un compte",
        "Pourquoi les sites demandent un compte",
        [
            "De plus en plus de services en ligne accueillent le lecteur par une page qui dit « Commencez "
            "d'abord par vous connecter » avant même de montrer le moindre contenu.",
            "Les éditeurs y voient un moyen de mieux connaître leur public, mais les lecteurs quittent souvent "
            "la page sans créer de compte, selon une étude publiée ce mois-ci.",
            "L'étude recommande de montrer au moins un extrait avant de demander quoi que ce soit.",
        ],
    )
    assert read_as_page(read_html(html), "extrait")


def test_a_romanian_trial_end_over_the_way_to_subscribe_is_a_paywall() -> None:
    view = (
        "@extends('layouts.app')\n@section('heading', 'Acces suspendat')\n@section('content')\n"
        "@php\n    $firma = auth()->user()?->firme()->first();\n@endphp\n"
        "<div class='card'><p>Perioada de probă s-a încheiat. Poți comanda un abonament pentru a continua.</p>"
        "@if($firma)<a href=\"{{ route('billing.order', $firma) }}\">Comandă abonament</a>@endif"
        "<p>Pentru întrebări: <a href='mailto:{{ config('app.contact') }}'>{{ config('app.contact') }}</a></p>"
        "</div>\n@endsection"
    )
    outcome = read_html(view, url="https://facturi.example/facturi")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"


def test_a_romanian_pricing_page_is_read() -> None:
    html = _page(
        "Prețuri",
        "Alege abonamentul potrivit",
        [
            "Toate planurile includ facturare nelimitată, rapoarte lunare și asistență prin e-mail.",
            "Planul Start costă 29 de lei pe lună și este potrivit pentru firmele mici.",
            "Planul Pro costă 59 de lei pe lună și adaugă mai mulți utilizatori și integrarea cu banca.",
        ],
    )
    assert read_as_page(read_html(html, url="https://facturi.example/preturi"), "integrarea")


GEO_STOPS = (
    (
        "Niet beschikbaar",
        "Toegang niet mogelijk vanuit jouw regio",
        "Deze app is uitsluitend toegankelijk vanuit Europa. Jouw verbinding komt van buiten dit gebied.",
    ),
    ("Gesperrt", "Zugriff nicht möglich", "Der Zugriff aus Ihrem Land ist leider nicht möglich."),
    ("Indisponible", "Accès impossible", "L'accès à ce service est impossible depuis votre pays."),
    ("No disponible", "Acceso restringido", "No se permite el acceso desde tu país a este servicio."),
    ("Nicht verfügbar", "Nur in Deutschland", "Dieses Angebot ist nur aus Deutschland erreichbar."),
)


@pytest.mark.parametrize(("title", "heading", "sentence"), GEO_STOPS)
def test_access_refused_from_the_readers_region_is_a_geo_block(
    title: str, heading: str, sentence: str
) -> None:
    html = _page(title, heading, [sentence, "Contact: info@club.example"])
    assert failed_with(read_html(html, url="https://club.example/app"), GEO_REASON)


GEO_ARTICLES = (
    (
        "Waarom sommige sites Europa weren",
        [
            "Wie vanuit een ander land een Amerikaanse nieuwssite opent, krijgt soms de melding dat toegang niet "
            "mogelijk is vanuit jouw regio.",
            "Uitgevers doen dat omdat ze de Europese privacyregels niet willen naleven, zegt een jurist van de "
            "universiteit, die het gedrag onverstandig noemt.",
            "Lezers kunnen het artikel vaak wel via een archiefdienst lezen, maar dat is niet altijd toegestaan.",
        ],
        "archiefdienst",
    ),
    (
        "Lieferung und Versand",
        [
            "Wir liefern innerhalb von zwei Werktagen und verpacken jede Bestellung plastikfrei.",
            "Der Versand ist ab einem Bestellwert von 40 Euro kostenlos, darunter berechnen wir 4,90 Euro.",
            "Rücksendungen sind innerhalb von 30 Tagen möglich, das Etikett liegt jedem Paket bei.",
        ],
        "Rücksendungen",
    ),
)


@pytest.mark.parametrize(("heading", "paragraphs", "words"), GEO_ARTICLES)
def test_a_page_of_its_own_beside_the_same_words_is_read(
    heading: str, paragraphs: list[str], words: str
) -> None:
    assert read_as_page(read_html(_page(heading, heading, paragraphs)), words)


# A built site's not-found page declares its own address (canonical link, og:url) as the generator wrote it,
# whatever address the host serves it at; its not-found sentence may stand below an opening of its own
DECLARED_404 = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Field Notes</title>
<link rel="canonical" href="https://notes.example/{declared}">
<meta property="og:url" content="https://notes.example/{declared}"></head>
<body><header><nav><a href="/">Home</a> <a href="/posts">Posts</a> <a href="/about">About</a></nav></header>
<main><h1>Hmm…</h1><p>Looks like you took a wrong turn somewhere. Perhaps the link was old, or the post was
renamed when the blog moved last spring.</p><p>This page doesn't exist. Try going back to the home page.</p>
<p><a href="/">Home</a></p></main><footer>© 2025 Field Notes</footer></body></html>"""


def test_a_page_declaring_the_sites_not_found_address_is_a_soft_404() -> None:
    html = DECLARED_404.format(declared="404.html")
    assert failed_with(read_html(html, url="https://notes.example/posts/winter-garden"), SOFT_404_REASON)


def test_the_same_page_declaring_its_own_address_is_read() -> None:
    html = DECLARED_404.format(declared="posts/winter-garden")
    assert read_as_page(read_html(html, url="https://notes.example/posts/winter-garden"), "wrong turn")


def _trial_over(heading: str, why: str, benefits: list[tuple[str, str]], plans: str, back: str) -> str:
    cards = "".join(f"<div class='benefit'><h3>{name}</h3><p>{said}</p></div>" for name, said in benefits)
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>Panel</title></head><body>"
        "<aside class='sidebar'><nav><a href='/dashboard'>Panel</a> <a href='/orders'>Orders</a></nav></aside>"
        f"<main><h1>{heading}</h1><h2>{why}</h2><div class='benefits'>{cards}</div>"
        f"<a class='btn' href='/subscription/plans'>{plans}</a> <a href='/dashboard'>{back}</a></main>"
        "</body></html>"
    )


TRIAL_OVER = (
    _trial_over(
        "Your free trial has ended",
        "Why subscribe to Stocklane?",
        [
            ("Complete management", "Products, orders and customers in one place, wherever you are."),
            ("Detailed reports", "Sales and stock reports every day, ready to download and share."),
            ("Support all week", "Our team answers within the hour, seven days a week."),
            ("High security", "Your data is encrypted and backed up every night in two places."),
        ],
        "See plans and subscribe",
        "Back to the dashboard",
    ),
    _trial_over(
        "Tu periodo de prueba ha terminado",
        "¿Por qué suscribirte a Stocklane?",
        [
            ("Gestión completa", "Productos, pedidos y clientes en un solo lugar, estés donde estés."),
            ("Informes detallados", "Informes de ventas y existencias cada día, listos para descargar."),
            ("Soporte toda la semana", "Nuestro equipo responde en menos de una hora, todos los días."),
            ("Alta seguridad", "Tus datos se cifran y se copian cada noche en dos lugares."),
        ],
        "Ver planes y suscribirse",
        "Volver al panel",
    ),
)


def _rules_alone(html: str, url: str) -> WallVerdict | None:
    """The rules' verdict on a page written for a test, the learned model left out."""
    fetched = as_fetched(url, html.encode())
    return judge_walls(article=body_to_article(fetched).judged, markup=html, url=url, learned=False)


@pytest.mark.parametrize("html", TRIAL_OVER)
def test_a_trial_ended_over_the_offers_headed_benefits_and_plans_is_a_paywall(html: str) -> None:
    outcome = read_html(html, url="https://stocklane.example/orders")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall"
    verdict = _rules_alone(html, "https://stocklane.example/orders")  # (by the rules, not the model alone)
    assert verdict is not None and verdict.kind == "paywall"


def test_a_help_page_on_what_happens_when_a_trial_ends_is_read() -> None:
    html = _trial_over(
        "What happens when your trial ends?",
        "Your data stays yours",
        [
            ("Your products", "Every product you added stays in your account for ninety days."),
            ("Your orders", "Orders can still be exported as a spreadsheet from the orders page."),
            ("Your team", "Team members keep read-only access until you choose a plan."),
            ("Your reports", "Reports stop updating, but the last ones can still be downloaded."),
        ],
        "See plans",
        "Back to help",
    )
    assert read_as_page(read_html(html, url="https://stocklane.example/help/trial"), "ninety days")


def test_the_arabic_term_ended_is_one_wording_in_the_headline_and_the_line() -> None:
    """The headline's pattern and the line's hold the one Arabic wording, and both find it."""
    from kotoba.web.verdict.walls_shapes import _ARABIC_TERM_ENDED, _TERM_ENDED, _TERM_OVER

    for pattern in (_TERM_ENDED, _TERM_OVER):
        assert pattern.pattern.count(_ARABIC_TERM_ENDED) == 1
        assert pattern.search("انتهت فترة التجربة المجانية")
