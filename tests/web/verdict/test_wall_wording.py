"""The wall rules of the sixth round, both sides: each wall is caught where it is the page, and a page that
only talks about it — an article, a help page, a page whose script writes something else — is read.

Every page here is served to the real read path (extraction, then the judges) as the corpus's pages are.
The walls' sentences come from the looked-at part of the corpus or from the wording vendors document (cited
beside each); the pages around them are written for these tests.
"""

from __future__ import annotations

from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome
from kotoba.web.verdict.walls import AGE_REASON, LOGIN_REASON
from tests.web.verdict.walls.corpus import Page, outcome_of


def _read(html: str, url: str = "https://site.example/2026/story", status: int = 200) -> ReadOutcome:
    page = Page(
        file="inline.html",
        kind="",
        site="",
        part="",
        status=status,
        headers=(("content-type", "text/html; charset=utf-8"),),
        url=url,
        how="written for this test",
        source="",
        body=html.encode(),
    )
    return outcome_of(page)


def _page(title: str, body: str, head: str = "") -> str:
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
        f"<body><nav><a href='/'>Home</a> <a href='/about'>About</a></nav><main>{body}</main></body></html>"
    )


def _failed_with(outcome: ReadOutcome, reason: str) -> bool:
    return isinstance(outcome, ReadFailed) and outcome.reason == reason


def _read_as_page(outcome: ReadOutcome, words: str) -> bool:
    return isinstance(outcome, PageRead) and outcome.wall is None and words in outcome.text


STORY = (
    "The harbour authority voted on Tuesday to close the old fish market for two years while the quay is "
    "rebuilt. Traders will move to a temporary hall beside the ferry terminal, and the council promised "
    "that rents there would stay at this year's level. The work is expected to start in the spring."
)


# --- ages of 16 to 21 in every language (looked at: a French offer site's gate, "Avez-vous 21 ans et + ?")


def test_an_age_gate_asking_for_21_or_20_in_french_spanish_german_or_japanese_is_an_age_gate() -> None:
    for title, body in (
        (
            "Avez-vous 21 ans ou plus ?",
            "<h1>AVEZ-VOUS 21 ANS ET + ?</h1><p>Vous devez avoir au moins 21 ans pour jouer sur ce site.</p>"
            "<a href='/oui'>Oui, j'ai 21 ans ou plus</a> <a href='/non'>Non, j'ai moins de 21 ans</a>",
        ),
        ("Bodega", "<h1>¿Eres mayor de 21 años?</h1><p>Debes tener al menos 21 años para entrar.</p>"),
        ("Brauerei", "<h1>Bist du mindestens 16 Jahre alt?</h1><button>Ja</button><button>Nein</button>"),
        # Japan's drinking age is 20: the question brewers' sites open with
        ("酒造", "<h1>年齢確認</h1><p>あなたは20歳以上ですか？</p><p>20歳未満の方はご利用いただけません。</p>"),
    ):
        assert _failed_with(_read(_page(title, body)), AGE_REASON), title


def test_a_story_saying_you_must_be_21_in_french_or_20_in_japanese_is_read() -> None:
    french = (
        "Le gouvernement a présenté mardi un projet de loi sur les jeux d'argent en ligne. Selon le texte, "
        "vous devez avoir au moins 21 ans pour ouvrir un compte de paris sportifs, contre 18 ans aujourd'hui. "
        "Les opérateurs ont dénoncé une mesure qui pousserait les jeunes joueurs vers des sites illégaux, "
        "et les associations de prévention ont salué un signal fort. Le texte sera débattu en janvier."
    )
    assert _read_as_page(_read(_page("Paris sportifs : l'âge relevé", f"<p>{french}</p>")), "21 ans")
    japanese = (
        "政府は火曜日、オンラインで酒類を販売する事業者に対し、購入者が20歳以上であることを確認する仕組みの導入を"
        "義務づける方針を示した。事業者の多くは年齢確認の費用負担を懸念しており、業界団体は猶予期間を求めている。"
        "新しい規則は再来年の春から施行される見通しで、違反した場合は営業停止の処分もありうるという。"
        "地方の小さな酒蔵からは、通信販売の売り上げが落ちるのではないかと心配する声も上がっている。"
    )
    assert _read_as_page(_read(_page("酒類ネット販売の新規則", f"<p>{japanese}</p>")), "20歳以上")


# --- HTTP's 401 as a page's heading (looked at: Azure Static Web Apps' "401: Unauthorized" page)


def test_a_401_page_served_in_the_article_s_place_is_a_login_wall() -> None:
    for title, body in (
        # Azure Static Web Apps' own page
        (
            "Azure Static Web Apps - 401: Unauthorized",
            "<h2>401: Unauthorized</h2><div>You don’t have permissions for this page. Please check your login "
            "info and permissions and try again. <a href='/help'>Learn more</a></div>",
        ),
        # nginx's default error page for 401
        ("401 Authorization Required", "<center><h1>401 Authorization Required</h1></center><hr><center>nginx"),
        # IIS's detailed error for 401.2
        (
            "Server Error",
            "<h1>Server Error</h1><h3>401.2 - Unauthorized: Access is denied due to server configuration.</h3>"
            "<p>You do not have permission to view this directory or page using the credentials that you "
            "supplied.</p>",
        ),
    ):
        assert _failed_with(_read(_page(title, body)), LOGIN_REASON), title


def test_an_article_on_401_errors_and_a_short_note_on_an_api_s_401_answer_are_read() -> None:
    guide = (
        "<h1>401 Unauthorized Error: What It Is and How to Fix It</h1>"
        "<p>The 401 Unauthorized error is an HTTP status code indicating that the request sent by the client "
        "could not be authenticated. It differs from 403 Forbidden, which means the client is known but not "
        "allowed. Most often the credentials are missing, expired or mistyped.</p>"
        "<p>Start by checking the address, then clear the browser's cookies and log in again. If the site "
        "uses single sign-on, make sure the session has not timed out in another tab.</p>"
    )
    assert _read_as_page(_read(_page("401 Unauthorized Error: What It Is", guide)), "single sign-on")
    note = (
        "<h2>Errors</h2><p>A request without a token gets 401 Unauthorized with a JSON body naming the missing "
        "header; a token for another project gets 403. Both are logged with the request's id.</p>"
    )
    assert _read_as_page(_read(_page("API reference", note)), "JSON body")


# --- a wall drawn by script (looked at: a video player's age overlay written by an inline script)

OVERLAY = """<script>
  videojs.registerPlugin('ageGatePlugin', function() {
    var overlay = document.createElement('p');
    overlay.className = 'vjs-overlay';
    overlay.innerHTML = "<div id='ageGateButton'>By clicking here you certify that you are over 18 years old</div>";
    this.el().appendChild(overlay);
  });
</script>"""


def test_a_page_with_no_prose_whose_script_writes_an_age_gate_is_an_age_gate() -> None:
    body = (
        "<video-js id='player' class='vjs-fluid'></video-js>"
        f"{OVERLAY}<br/><a href='/docs'>Player docs</a><br/><a href='/plugins'>Plugins</a>"
    )
    outcome = _read(f"<html><head></head><body>{body}</body></html>")
    assert _failed_with(outcome, AGE_REASON), outcome


def test_an_article_whose_script_writes_a_wall_sentence_and_a_bare_page_whose_script_writes_a_clock_are_read() -> (
    None
):
    # an article under the same overlay is the article: the script's sentence is read only where the page has
    # nothing of its own to say
    article = _page("Harbour market to close", f"<article><h1>Market to close</h1><p>{STORY}</p></article>{OVERLAY}")
    assert _read_as_page(_read(article), "ferry terminal")
    clock = (
        "<div id='clock'></div><a href='/'>Home</a>"
        "<script>document.getElementById('clock').textContent = 'Local time: ' + new Date();</script>"
        "<script>console.log('Please log in to view the dashboard');</script>"
    )
    outcome = _read(f"<html><head><title>Clock</title></head><body>{clock}</body></html>")
    assert not (isinstance(outcome, ReadFailed) and outcome.wall), outcome
