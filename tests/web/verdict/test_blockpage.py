"""The block-page judge: every real interstitial of the corpus is caught (and named where the corpus knows
the vendor), no trap is; and the vendors' documented shapes that the corpus lacks, as tables."""

from __future__ import annotations

import re

import pytest

from kotoba.web.verdict.blockpage import BLOCK_REASON, Response, Verdict, judge, visible_text
from tests.web.verdict.blockpages.corpus import HERE, Page, load, verdict

PAGES = load()
BLOCKS = [p for p in PAGES if p.kind == "block"]
TRAPS = [p for p in PAGES if p.kind == "trap"]


def test_the_corpus_is_as_large_as_promised_and_every_page_is_cited() -> None:
    assert len(BLOCKS) >= 60 and len(TRAPS) >= 15
    readme = (HERE / "README.md").read_text(encoding="utf-8")
    for page in PAGES:
        assert f"`{page.file.rsplit('/', 1)[-1]}`" in readme, page.file
    assert len({p.file for p in PAGES}) == len(PAGES)


@pytest.mark.parametrize("page", BLOCKS, ids=lambda p: p.file)
def test_every_real_interstitial_is_a_block_page_with_its_vendor(page: Page) -> None:
    found = verdict(page)
    assert found is not None, f"{page.file} ({page.source}) was not recognised"
    if page.vendor is not None:
        assert found.vendor == page.vendor
        assert f"({found.label})" in found.reason and page.vendor.split()[0] in found.reason


@pytest.mark.parametrize("page", TRAPS, ids=lambda p: p.file)
def test_no_trap_is_taken_for_a_block_page(page: Page) -> None:
    assert verdict(page) is None


def test_the_reason_names_the_vendor_or_keeps_the_specs_sentence() -> None:
    named = Verdict("Cloudflare", "challenge", "strong")
    assert (
        named.reason
        == "the site served a verification/block page (Cloudflare challenge) instead of the article"
    )
    assert Verdict("PerimeterX", "challenge", "strong").label == "PerimeterX/HUMAN challenge"
    assert Verdict(None, "block", "weak words").reason == BLOCK_REASON


def test_noscript_and_iframe_fallbacks_are_visible_text_but_scripts_and_comments_are_not() -> None:
    markup = (
        "<html><head><title>T</title><script>var hidden = 'no';</script></head><body><!-- not shown -->"
        "<noscript>Please enable JavaScript.</noscript><iframe src='/x'>Frame fallback.</iframe>"
        "<style>p{}</style><p>Body &amp; text.</p></body></html>"
    )
    assert visible_text(markup).splitlines() == [
        "Please enable JavaScript.",
        "Frame fallback.",
        "Body & text.",
    ]


# Shapes the vendors document or serve, written here from those documents (the corpus holds no captured copy
# of these): each row is status, headers, markup, and the vendor expected (None: a block page, vendor unknown).
WRITTEN_SHAPES: list[tuple[str, int, dict[str, str], str, str | None]] = [
    (
        "Incapsula iframe, its message only in the frame's fallback",
        200,
        {"x-iinfo": "5-1 0NNN", "set-cookie": "incap_ses_1=x; path=/"},
        '<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"></head><body '
        'style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=9&xinfo=1" '
        'frameborder=0 width="100%" height="100%">Request unsuccessful. Incapsula incident ID: 1-2</iframe>'
        "</body></html>",
        "Imperva",
    ),
    (
        "aes.js cookie wall",
        200,
        {},
        '<html><body><script type="text/javascript" src="/aes.js"></script><script>function toNumbers(d){}'
        'var a=toNumbers("f655ba9d"),b=toNumbers("98344c2e"),c=toNumbers("5a2b7c1d");document.cookie="__test="'
        '+toHex(slowAES.decrypt(c,2,a,b))+"; path=/"; location.href="/?i=1";</script><noscript>This site '
        "requires Javascript to work, please enable Javascript in your browser or use a browser with "
        "Javascript support</noscript></body></html>",
        "aes.js",
    ),
    ("AWS WAF challenge, 202 and an empty body", 202, {"x-amzn-waf-action": "challenge"}, "", "AWS WAF"),
    (
        "AWS WAF captcha page",
        405,
        {},
        '<html><head><script type="text/javascript">window.gokuProps = {"key":"AQ","iv":"CgA","context":"x"};'
        '</script><script src="https://abc.token.awswaf.com/abc/captcha.js"></script></head><body>'
        '<div id="captcha-container"></div></body></html>',
        "AWS WAF",
    ),
    (
        "Kasada 429",
        429,
        {"x-kpsdk-ct": "0a1b"},
        "<html><head></head><body><script>window.KPSDK={};KPSDK.now=typeof performance!=='undefined'&&"
        "performance.now?performance.now.bind(performance):Date.now.bind(Date);KPSDK.start=KPSDK.now();"
        '</script><script src="/149e9513-01fa-4fb0-aad4-566afd725d1b/2d206a39-8ed7-437e-a3be-862e0f06eea3/'
        'ips.js?tkrm_alpekz_s1.3=0"></script></body></html>',
        "Kasada",
    ),
    (
        "Imunify360 refusal",
        403,
        {"server": "imunify360-webshield/1.21"},
        "<html><head><title>Access denied</title></head><body><h1>Access denied by Imunify360 bot-protection."
        "</h1><p>IPs used for automation should be whitelisted.</p></body></html>",
        "Imunify360",
    ),
    (
        "Imunify360's refusal as an API answers it",
        403,
        {"content-type": "application/json"},
        '{"message": "Access denied by Imunify360 bot-protection. IPs used for automation should be whitelisted"}',
        "Imunify360",
    ),
    (
        "Imunify360 WebShield's wait page",
        200,
        {"server": "imunify360-webshield/1.21"},
        "<html><head><title>One moment, please...</title></head><body><div id='spinner'></div>"
        "<script src='/z0f76a1d14fd21a8fb5fd0d03e0fdc3d3cedae52f/wsidchk.js'></script></body></html>",
        "Imunify360",
    ),
    (
        "Vercel checkpoint",
        429,
        {"x-vercel-mitigated": "challenge", "server": "Vercel"},
        "<html><head><title>Vercel Security Checkpoint</title></head><body><p>We're verifying your browser</p>"
        "<noscript>Enable JavaScript to continue</noscript></body></html>",
        "Vercel",
    ),
    (
        "X without JavaScript",
        200,
        {},
        "<html><head><title>X</title></head><body><noscript><h1>JavaScript is not available.</h1><p>We’ve "
        "detected that JavaScript is disabled in this browser. Please enable JavaScript or switch to a "
        "supported browser to continue using x.com.</p></noscript><div id='react-root'></div></body></html>",
        "X",
    ),
    (
        "DDoS-Guard",
        403,
        {"server": "ddos-guard", "set-cookie": "__ddg1_=abc; Path=/"},
        "<html><head><title>DDoS-Guard</title></head><body><div id='ddg-l10n-title'></div>"
        '<script src="/.well-known/ddos-guard/check?context=free_splash"></script></body></html>',
        "DDoS-Guard",
    ),
    (
        "Amazon's continue-shopping check",
        200,
        {},
        "<html><head><title>Amazon.com</title></head><body><h4>Click the button below to continue shopping"
        '</h4><form method="get" action="/errors/validateCaptcha"><button type="submit">Continue shopping'
        "</button></form></body></html>",
        "Amazon",
    ),
    ("Cloudflare's challenge header over nothing else", 403, {"cf-mitigated": "challenge"}, "", "Cloudflare"),
    ("Cloudflare's plain-text 1020", 403, {"server": "cloudflare"}, "error code: 1020", "Cloudflare"),
]

# A site's own pages behind a vendor: never a block page.
WRITTEN_TRAPS: list[tuple[str, int, dict[str, str], str]] = [
    (
        "an app shell behind Cloudflare",
        200,
        {"server": "cloudflare"},
        '<html><body><div id="root"></div></body></html>',
    ),
    (
        "the origin's own 503 behind Cloudflare",
        503,
        {"server": "cloudflare", "set-cookie": "__cf_bm=1; path=/"},
        "<html><body><h1>Service Unavailable</h1><p>The server is temporarily unable to service your request "
        "due to maintenance downtime or capacity problems. Please try again later.</p></body></html>",
    ),
    (
        "an article on a site PerimeterX guards",
        200,
        {"set-cookie": "_pxhd=abc; path=/"},
        "<html><body><script>window._pxAppId='PXabc';</script><article><h1>Tide tables</h1><p>High water at the "
        "cape is at 06:12 and low water at 12:31; the spring tides peak on Thursday.</p></article></body></html>",
    ),
    (
        "a contact page with a captcha widget",
        200,
        {},
        "<html><body><h1>Contact us</h1><p>Write to us and we answer within two days.</p><form><textarea></textarea>"
        '<div class="g-recaptcha" data-sitekey="k"></div></form>'
        '<script src="https://www.google.com/recaptcha/api.js"></script></body></html>',
    ),
]


@pytest.mark.parametrize(
    ("name", "status", "headers", "markup", "vendor"), WRITTEN_SHAPES, ids=lambda v: str(v)[:40]
)
def test_documented_vendor_shapes_are_block_pages(
    name: str, status: int, headers: dict[str, str], markup: str, vendor: str | None
) -> None:
    if headers.get("content-type", "").startswith(
        "application/json"
    ):  # a text body, as judge_fetched reads it
        response = Response(status, tuple(headers.items()), text=markup, title="")
    else:
        response = Response(status, tuple(headers.items()), markup=markup)
    found = judge(response)
    assert found is not None, name
    assert found.vendor == vendor


@pytest.mark.parametrize(("name", "status", "headers", "markup"), WRITTEN_TRAPS, ids=lambda v: str(v)[:40])
def test_a_sites_own_pages_behind_a_vendor_are_not_block_pages(
    name: str, status: int, headers: dict[str, str], markup: str
) -> None:
    assert judge(Response(status, tuple(headers.items()), markup=markup)) is None, name


def test_weak_words_decide_on_a_short_page_only() -> None:
    message = "Access denied. You do not have permission to view this page."
    assert judge(Response(text=message, title="")) == Verdict(None, "block", "weak words")
    article = " ".join(["Walls in front of web pages are a growing problem for archives and readers."] * 30)
    assert judge(Response(text=f"{message}\n{article}", title="")) is None


def test_a_short_genuine_page_may_ask_for_javascript_but_a_page_that_only_asks_is_blocked() -> None:
    real = (
        "Enable JavaScript for the best experience.\nThe Lantern Café is open Tuesday to Sunday from 8 am to "
        "4 pm, and until 9 pm on Fridays, when the kitchen serves a short supper menu of soups and pies. "
        "Breakfast runs until 11:30, and the bread is baked every morning in the back room."
    )
    assert judge(Response(text=real, title="The Lantern Café")) is None
    assert judge(Response(text="Please enable JavaScript and cookies to continue.", title="")) is not None


def test_ordinary_words_are_no_signal() -> None:
    brief = (
        "Security checks at Brookfield airport will take up to 20 minutes longer from Monday while two new "
        "scanners are installed. Travellers are asked to arrive early; access to Terminal 2 stays open."
    )
    assert judge(Response(text=brief, title="Longer queues expected at Brookfield airport")) is None


def test_a_vendor_sentence_decides_only_where_it_is_the_pages_message() -> None:
    sentence = "Our systems have detected unusual traffic from your computer network."
    assert judge(Response(text=sentence, title="")) == Verdict("Google", "captcha", "vendor's sentence")
    # beside 2,300 characters of an article's own prose (under the 7,500 characters below which any
    # vendor's sentence used to decide), it is an aside, not the page's message
    article = "\n".join(["A paragraph of an article about the walls in front of the web, long enough."] * 30)
    assert len(article) < 7500
    assert judge(Response(text=f"{article}\n{sentence}", title="")) is None
    # quoted, it is what the page is about, even on a short page
    note = f"Q: Why does Google say “{sentence}” when I search from the library?"
    assert judge(Response(text=note, title="Ask a Librarian")) is None


def test_a_huge_page_is_searched_at_both_ends_only() -> None:
    filler = "<p>" + "A long page of real text. " * 40 + "</p>"
    marker = "<script>window._cf_chl_opt={cType: 'managed'};</script>"
    middle = filler * 2000 + marker + filler * 2000
    assert len(middle) > 4_000_000
    # the cost of judging is bounded by the window (bench/blockpages.py times it), so a mark in the middle of
    # a huge page goes unseen; one at either end is found
    assert judge(Response(200, (), markup=middle), article=middle) is None
    assert judge(Response(200, (), markup=marker + middle), article=middle) is not None
    assert judge(Response(200, (), markup=middle + marker), article=middle) is not None


def test_rules_are_data_that_compile() -> None:
    from kotoba.web.verdict import blockpage_rules as rules

    for rule in (*rules.STRONG, *rules.PRESENCE):
        assert isinstance(rule.pattern, re.Pattern) and rule.vendor and rule.kind
        assert (rule.where == "header") == bool(rule.header)


def test_classify_judges_the_text_itself_when_no_verdict_is_given() -> None:
    from kotoba.settings import Settings
    from kotoba.web.extract.article import Article
    from kotoba.web.outcome import PageRead, ReadFailed
    from kotoba.web.page import classify

    url = "https://example.org/a"
    wall = Article(
        "Just a moment...", "Checking your browser. Please enable JavaScript and cookies to continue."
    )
    outcome = classify(url, url, "direct", wall, Settings())
    assert isinstance(outcome, ReadFailed) and outcome.reason == BLOCK_REASON and not outcome.definitive
    brief = Article("Queues", "Security checks at the airport will take up to 20 minutes longer from Monday.")
    assert isinstance(classify(url, url, "direct", brief, Settings()), PageRead)
    assert isinstance(classify(url, url, "direct", wall, Settings(), blocked=None), PageRead)


# --- weak words that name something rather than refuse (rev4: a film "Access Denied (2010)", a disambiguation
# page, a headline "Access denied: court rejects farmers' appeal"); the same words as a short page's message,
# or as a headline going on about the block itself, are a block page


def _short(title: str, body: str) -> Response:
    return Response(
        markup=f"<html><head><title>{title}</title></head><body><nav><a href='/'>Home</a> <a href='/news'>News</a>"
        f"</nav><main>{body}</main><footer>© 2026</footer></body></html>"
    )


@pytest.mark.parametrize(
    ("title", "body"),
    [
        (
            "Access Denied (2010) | Film database",
            "<h1>Access Denied (2010)</h1><p>Thriller · 1h 42m. A hacker is locked out of her own life.</p>",
        ),
        (
            "Access Denied - Wikipedia",
            "<h1>Access Denied</h1><p><b>Access Denied</b> may refer to:</p><ul><li><a href='/f'>Access Denied "
            "(film)</a>, a 2010 thriller</li><li><a href='/a'>Access Denied (album)</a>, by Thunder</li></ul>",
        ),
        (
            "Access denied: court rejects farmers' appeal | News",
            "<h1>Access denied: court rejects farmers' appeal</h1><p>The High Court ruled the farmers have no "
            "right of way across the estate.</p>",
        ),
    ],
)
def test_weak_words_naming_a_work_a_disambiguation_or_a_headlines_hook_are_no_block_page(
    title: str, body: str
) -> None:
    assert judge(_short(title, body)) is None


@pytest.mark.parametrize(
    ("title", "body"),
    [
        ("Access denied", "<h1>Access denied</h1><p>You do not have permission to view this page.</p>"),
        ("Access Denied", "<h1>Access Denied: your request has been blocked</h1><p>Reference #18.2f.</p>"),
        ("Access denied: court rejects appeal", "<h1>Access denied</h1><p>Please contact the site's owner.</p>"),
    ],
)
def test_the_same_weak_words_as_a_short_pages_message_are_a_block_page(title: str, body: str) -> None:
    assert judge(_short(title, body)) is not None
