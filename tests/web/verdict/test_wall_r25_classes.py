"""The classes of round 25's looked-at log-in and paywall misses, each on a page written for these tests (not
the corpus's): a page that says only that it cannot be opened and points to the log-in; a teaser closed by a
members-only notice in Japanese, Chinese or Korean, with or without the meter of what is left. And the classes
the rules knew only by the model or a page's own rule: a page that is its sign-in form; an opening cut
mid-sentence beside a paywall vendor's mark. With their traps: a help page asking why a page cannot be opened,
a browser's error page offering a retry, a form's character counter, a story that quotes the members-only
notice, an article that mentions the notice and goes on, a guide with a sign-in form, a short whole story on a
metered site, a cut story with no vendor's mark.
"""

from __future__ import annotations

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import LOGIN_REASON
from kotoba.web.verdict.walls_cant_open import CANT_OPEN, cant_open
from kotoba.web.verdict.walls_cut_teaser import cut_teaser
from kotoba.web.verdict.walls_read_on import NOTICE, read_on, says_notice
from kotoba.web.verdict.walls_sign_in_page import sign_in_page
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html


def _short(body: str, title: str = "Oops") -> str:
    return f"<html><head><title>{title}</title></head><body><div class='box'>{body}</div></body></html>"


def test_a_page_that_cannot_be_opened_but_by_logging_in_is_a_log_in_wall() -> None:
    page = _short(
        "<p>Sorry!</p><p>You cannot view this page.</p><p>To view it, <a href='/auth/'>sign in</a></p>"
    )
    assert failed_with(read_html(page), LOGIN_REASON)
    # (the way in known by its address alone, its label the site's own word)
    page = _short("<h2>Hmm.</h2><p>This content can't be displayed.</p><a href='/user/login.php'>Members</a>")
    assert failed_with(read_html(page), LOGIN_REASON)
    page = _short("<p>No se puede ver esta página.</p><p><a href='/cuenta'>Iniciar sesión</a></p>", "Error")
    assert failed_with(read_html(page), LOGIN_REASON)


def test_a_page_that_cannot_be_opened_with_no_way_in_or_with_its_own_words_is_read() -> None:
    # (a browser's error page: a retry, no log-in)
    page = _short("<h1>This page can't be opened</h1><p>Check the address.</p><button>Try again</button>")
    assert not failed_with(read_html(page), LOGIN_REASON)
    # (a help page asks it and answers it: the rule passes it over, whatever the learned model makes of it)
    asked = ["Why can't I open this page?"]
    text = "Why can't I open this page? Old bookmarks point at pages we moved; [log in](/login) to see yours."
    assert cant_open("Help", asked, asked, text, "<a href='/login'>log in</a>") is None
    assert (
        cant_open("Help", ["Oops"], ["You can't open this page."], "Oops. You can't open this page.", "")
        is None
    )
    told = ["You can't open this page."]
    assert cant_open(
        "Oops", [], told, "You can't open this page. [Log in](/login)", "<a href='/login'>Log in</a>"
    )
    assert CANT_OPEN.search("Can't open this page") and CANT_OPEN.search("the page could not be displayed")
    assert not CANT_OPEN.search("We can't open the shop this week")


_TEASER_JA = (
    "<p>海外製のコインを集める人や、記念コインをコレクションしている人たちがいます。</p>"
    "<p>今回は写真から自分だけのメダルを作れる小さな道具を紹介します。ブラウザだけで動きます。</p>"
    "<p>使い方は簡単で、画像を選ぶとその場で金色の縁取りがついた円形の図柄に変わります…</p>"
)


def _article(body: str, lang: str = "ja") -> str:
    return (
        f"<html lang={lang}><head><title>メダル工房を試す</title></head><body><header><nav><a href='/'>TOP</a>"
        f"</nav></header><article><h1>メダル工房を試す</h1>{body}</article><footer>© 2026 tools</footer>"
        "</body></html>"
    )


def test_a_teaser_closed_by_a_members_only_notice_is_a_paywall() -> None:
    for notice in (
        "<p>残り812文字</p><p>この記事は有料記事です。</p><p>有料会員になると続きをお読みいただけます。</p>",
        "<p>この記事は読者会員限定です。</p><p>登録すると続きをお読みいただけます。</p>",
        "<div class='lock'><p>本文为付费内容，订阅后即可阅读全文。</p><p>剩余1200字</p></div>",
    ):
        outcome = read_html(_article(_TEASER_JA + notice))
        assert isinstance(outcome, PageRead) and outcome.wall == "paywall", notice
    assert NOTICE.search("이 기사는 유료 회원 전용입니다")


def test_a_members_only_notice_quoted_or_followed_by_the_story_is_read() -> None:
    quoted = "<p>「この記事は有料会員限定です」と表示される記事が、今年は大きく増えた。</p>"
    assert not says_notice("「この記事は有料会員限定です」と表示される記事が、今年は大きく増えた。")
    outcome = read_html(_article(_TEASER_JA + quoted))
    assert read_as_page(outcome, "記念コイン")
    # (the notice mentioned, and the article goes on in its own words)
    story = "".join(
        f"<p>第{n}章では、新聞各社が有料会員になると続きをお読みいただけますと書く理由を、広告収入の"
        "減少と読者の変化から順に見ていく。各社の担当者への取材も交えて、その効果を確かめた。</p>"
        for n in range(1, 6)
    )
    assert read_as_page(read_html(_article(_TEASER_JA + story)), "記念コイン")
    # (a form's counter of what may still be typed is no meter, and no notice is said)
    form = _TEASER_JA + "<form><textarea></textarea><p>残り140文字</p><button>投稿</button></form>"
    assert read_as_page(read_html(_article(form)), "記念コイン")
    assert read_on(["残り140文字"], ["残り140文字"]) is None


_SIGN_IN = """<html><head><title>Acme Cloud</title></head><body><header><nav><a href="/">Acme</a>
<a href="/docs">Docs</a></nav></header><main><h1>Welcome back</h1><form action="/session" method="post">
<label>Email</label><input type="email" name="email"><label>Password</label>
<input type="password" name="password"><a href="/password/reset">Forgot password?</a>
<button type="submit">Continue</button></form><div class="providers"><button>Continue with Google</button>
<button>Continue with GitHub</button></div><p>New here? <a href="/signup">Create an account</a></p></main>
<footer><a href="/terms">Terms</a> <a href="/privacy">Privacy</a></footer></body></html>"""


def test_a_page_that_is_its_sign_in_form_is_a_log_in_wall_whatever_its_heading() -> None:
    assert failed_with(read_html(_SIGN_IN), LOGIN_REASON)
    staff = (
        "<html><head><title>Portal</title></head><body><div class='card'><h2>Staff portal</h2><form method=post>"
        "<input name=u placeholder=Username><input type=password name=p placeholder=Password><button>Go</button>"
        "</form><a href='/forgot'>Passwort vergessen?</a></div></body></html>"
    )
    assert failed_with(read_html(staff), LOGIN_REASON)


def test_a_sign_in_form_beside_the_pages_own_words_or_an_offer_is_no_log_in_wall() -> None:
    story = "".join(
        f"<p>Part {n} of the guide walks through the county's footpaths, the stiles and the farms that keep"
        " them open, with the distances between each village and the places to stop for water.</p>"
        for n in range(1, 5)
    )
    page = _SIGN_IN.replace("<h1>Welcome back</h1>", f"<h1>Walking the county</h1>{story}")
    assert read_as_page(read_html(page), "footpaths")
    # (a sign-in form under a price is a pay gate's or a shop's: not this rule's)
    assert sign_in_page(["Pro plan: $12 per month, billed yearly."], _SIGN_IN) is None
    # (a password field alone: a checkout or a header's box)
    assert sign_in_page([], "<form><input type=password><button>Pay now</button></form>") is None


_CUT_STORY = (
    "<p>The council voted on Tuesday night to close the old bridge to cars from March, after engineers found"
    " that two of its piers had moved since the spring floods.</p><p>Residents on the east bank, who will"
    " face a detour of four miles each way, said they had not been consulted, and the council said it would"
)


def _news(body: str, script: str) -> str:
    return (
        f"<html><head><title>Bridge to close</title>{script}</head><body><article><h1>Bridge to close</h1>{body}"
        "</article><footer>© 2026 The Valley Courier</footer></body></html>"
    )


def test_an_opening_cut_mid_sentence_beside_a_paywall_vendors_mark_is_a_paywall() -> None:
    for script in (
        "<script src='https://cdn.tinypass.com/api/tinypass.min.js'></script>",
        "<script src='https://assets.poool.fr/poool.min.js'></script>",
        "<script src='https://example.memberful.com/embed.js'></script>",
    ):
        outcome = read_html(_news(_CUT_STORY + "</p>", script))
        assert isinstance(outcome, PageRead) and outcome.wall == "paywall", script


def test_a_whole_short_story_or_a_cut_one_with_no_vendors_mark_is_read() -> None:
    script = "<script src='https://cdn.tinypass.com/api/tinypass.min.js'></script>"
    whole = _CUT_STORY + " hold a meeting in the market hall next week.</p>"
    assert read_as_page(read_html(_news(whole, script)), "old bridge")
    assert read_as_page(read_html(_news(_CUT_STORY + "</p>", "")), "old bridge")
    # (a caption stops without a full stop, and is no cut paragraph)
    captioned = whole + "<p>The bridge from the west bank</p>"
    assert (
        cut_teaser(["The council voted to close the bridge.", "The bridge from the west bank"], script)
        is None
    )
    assert read_as_page(read_html(_news(captioned, script)), "old bridge")
    credited = whole + "<p>Reporting by Ann Lowe in Millbrook; Editing by Tom Hale and Rita Osei</p>"
    assert read_as_page(read_html(_news(credited, script)), "old bridge")
