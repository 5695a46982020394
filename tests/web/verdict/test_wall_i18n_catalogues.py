"""Log-in stops and paywall boxes in the words the frameworks' own catalogues translate them
(:data:`kotoba.web.verdict.walls_i18n.LOGIN_STOPS` and :data:`~kotoba.web.verdict.walls_i18n.PAYWALL_NOTICES`),
on pages written for these tests and served from 127.0.0.1, read by the real reader:

- Devise's stop for a reader not logged in and its time-out's ask to log in again, as devise-i18n translates
  them, and Flask-Security-Too's "Please log in to access this page." as its catalogues do, each as an app
  shows it in the page's place (the message and a link to its sign-in page), are log-in walls; so is the same
  message over the sign-in form Devise redirects to;
- Ghost's members-only box in the Korean, Dutch and Swedish of its default theme, under a post's opening, is a
  paywall's teaser;
- the same sentences quoted inside a long article in that language, and a real article whose comment box tells
  the reader to log in, are read as the articles they are.

``test_the_stops_are_the_catalogues_doing`` reads the pages once more with the catalogues' sentences taken out
of the rules (:func:`catalogues_off`): every one of them is then read as a page, so these pages fail without
the catalogues.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from kotoba.settings import Settings
from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome
from kotoba.web.page import read_page as read_for_real
from kotoba.web.verdict import walls_rules
from kotoba.web.verdict.alternation import Alternation, top_level_branches
from kotoba.web.verdict.walls import LOGIN_REASON
from tests.support.reader_gate import loopback_is_the_web
from tests.support.servers.http import PageServer, page, serve

NAV = "<header><nav><a href='/'>Harbour Club</a> <a href='/events'>Events</a> <a href='/about'>About</a></nav></header>"
FOOT = "<footer><p>© 2026 Harbour Club</p></footer>"


def _html(lang: str, title: str, main: str) -> str:
    return f"<html lang='{lang}'><head><title>{title}</title></head><body>{NAV}<main>{main}</main>{FOOT}</body></html>"


def _stop(lang: str, message: str) -> str:
    """An app's page in place of the one asked for: its flash message and a link to its sign-in page."""
    return _html(
        lang, "Harbour Club", f"<div class='flash alert'>{message}</div><p><a href='/users/sign_in'>→</a></p>"
    )


def _sign_in(lang: str, message: str, heading: str) -> str:
    """Devise's sign-in page, where it redirects a reader not logged in, the message above its form."""
    form = (
        "<form action='/users/sign_in' method='post'><label for='e'>Email</label>"
        "<input type='email' id='e' name='user[email]'><label for='p'>Password</label>"
        f"<input type='password' id='p' name='user[password]'><input type='submit' value='{heading}'></form>"
    )
    return _html(lang, "Harbour Club", f"<p class='alert'>{message}</p><h2>{heading}</h2>{form}")


# (language, the catalogue's sentence): Devise's unauthenticated and timeout, then Flask-Security-Too's
LOGIN_STOPS = [
    ("af", "Jy moet aanteken of inteken voor jy voortgaan."),
    ("af", "Teken asseblief aan om voort te gaan."),
    ("ar", "تحتاج إلى تسجيل الدخول أو التسجيل قبل المتابعة."),
    ("et", "Sa pead sisse logima või registreeruma enne jätkamist."),
    ("hi", "जारी रखने से पहले आपको साइन इन या साइन अप करने की आवश्यकता है।"),
    ("is", "Þú þarft að vera innskráð(ur) til þess að halda áfram."),
    ("ka", "გასაგრძელებლად თქვენ უნდა გაიაროთ ავტორიზაცია ან დარეგისტრირდეთ."),
    ("lt", "Būtina prisijungti arba prisiregistruoti prieš tęsiant."),
    ("lv", "Lūdzu, pieslēdzieties vēlreiz, lai turpinātu."),
    ("mk", "Мора да се најавите или да креирате профил за да можете да продолжите."),
    ("ms", "Anda perlu log masuk atau daftar sebelum meneruskan."),
    ("nb", "Logg inn igjen for å gå videre."),
    ("sq", "Përpara se të vazhdohet, lypset të bëni hyrjen ose të regjistroheni."),
    ("sr", "За наставак се морате пријавити или регистровати."),
    ("th", "คุณต้องเข้าสู่ระบบหรือลงทะเบียนก่อนดำเนินการต่อ"),
    ("ur", "آپ کو ویب سایٹ میں داخل ھونے سے پہلے سائن ان یا سائن اپ کرنا ہوگا۔"),
    ("de", "Bitte anmelden, um diese Seite zu sehen."),
    ("ca", "Has d’iniciar sessió per tal d’accedir a aquesta pàgina."),
    ("da", "Log in for at få adgang til denne side."),
    ("nl", "Gelieve in te loggen om deze pagina te zien."),
]

# (language, Devise's sentence, its sign-in heading as devise-i18n gives devise.sessions.new.sign_in)
SIGN_IN_PAGES = [
    ("az", "Davam etmək üçün hesabınıza daxil olmalı və ya qeydiyyatdan keçməlisiniz.", "Daxil ol"),
    ("fa", "پیش از ادامه باید وارد شوید یا ثبت نام کنید.", "ورود"),
    ("be", "Калі ласка, увайдзіце ў сістэму зноў.", "Увайсці"),
]

OPENINGS = {
    "ko": (
        "<p>항만청은 어민 조합이 처음 요청한 지 3년 만인 9월에 내항 준설을 시작하며, 봄까지 부두 두 곳을 "
        "폐쇄한다.</p><p>선장들은 이번 지연으로 흘수가 깊은 배들이 이미 한 철을 잃었다고 말한다.</p>"
    ),
    "nl": (
        "<p>Het havenbedrijf begint in september met het uitbaggeren van de binnenhaven, drie jaar nadat de "
        "vissersvereniging erom vroeg, en sluit twee ligplaatsen tot het voorjaar.</p><p>Schippers zeggen dat de "
        "vertraging hen al een seizoen heeft gekost.</p>"
    ),
    "sv": (
        "<p>Hamnförvaltningen börjar muddra innerhamnen i september, tre år efter att fiskeföreningen först bad "
        "om det, och stänger två kajplatser fram till våren.</p><p>Skepparna säger att förseningen redan har "
        "kostat dem en säsong.</p>"
    ),
}

# (language, Ghost's box as its default theme's catalogue gives it)
PAYWALL_BOXES = [
    ("ko", "유료 계정으로 업그레이드하여 전체 콘텐츠를 이용하세요."),
    ("nl", "Deze pagina is alleen voor betalende leden zichtbaar"),
    ("nl", "Deze pagina is alleen voor leden zichtbaar"),
    ("sv", "Det här innehållet är endast för betalande medlemmar"),
    ("sv", "Det här innehållet är endast för medlemmar"),
]


def _teaser(lang: str, box: str) -> str:
    return _html(
        lang,
        "Harbour",
        f"<article><h1>Harbour</h1><section class='gh-content'>{OPENINGS[lang]}<aside class='gh-post-upgrade-cta'>"
        f"<h2>{box}</h2><a class='gh-btn' href='#/portal/signup'>→</a></aside></section></article>",
    )


# Long articles in the catalogues' languages that quote the sentence they discuss (language, headline, the
# quoted sentence, the article's own prose around it)
QUOTING_ARTICLES = [
    (
        "de",
        "Warum die Vereinsseite plötzlich nach einem Passwort fragt",
        "Bitte anmelden, um diese Seite zu sehen.",
        [
            "Seit dem Umzug der Vereinsseite auf einen neuen Server sehen viele Mitglieder beim Öffnen des "
            "Terminkalenders nur noch einen einzigen Satz, und die Geschäftsstelle bekommt seitdem jeden Tag Anrufe "
            "von Leuten, die glauben, ihr Konto sei gelöscht worden.",
            "Der Satz stammt nicht vom Verein selbst, sondern aus der Bibliothek, mit der die Seite ihre Anmeldung "
            "verwaltet; sie zeigt ihn jedem, der eine geschützte Seite ohne gültige Sitzung aufruft, und seit dem "
            "Umzug laufen die Sitzungen schon nach zehn Minuten ab.",
            "Der Vorstand hat die Frist inzwischen auf einen Tag verlängert und will im Herbst erklären, welche "
            "Seiten künftig ohne Anmeldung zu lesen sind: der Kalender, die Protokolle der Versammlungen und die "
            "Liegeplatzordnung sollen wieder für alle offen sein.",
            "Bis dahin hilft es, sich vor dem Öffnen des Kalenders einmal neu anzumelden, sagt der Schriftführer, "
            "der die Umstellung selbst begleitet hat und die Fehlermeldung inzwischen auswendig kennt.",
        ],
    ),
    (
        "nl",
        "Ledenpagina's achter slot: zo werkt de nieuwe website van de roeivereniging",
        "Gelieve in te loggen om deze pagina te zien.",
        [
            "Wie sinds maandag de agenda van de roeivereniging opent zonder in te loggen, krijgt een korte melding "
            "te zien in plaats van de trainingstijden, en dat heeft in de groepsapp van de vereniging tot veel vragen "
            "geleid.",
            "Volgens de webmaster is dat precies de bedoeling: de agenda bevat sinds dit seizoen ook de namen en "
            "telefoonnummers van de stuurlieden, en die horen niet op een openbare pagina te staan.",
            "De melding zelf is de standaardtekst van het pakket waarmee de site de inlog regelt, in de Nederlandse "
            "vertaling die het pakket meelevert; de vereniging heeft er niets aan veranderd.",
            "Leden die hun wachtwoord kwijt zijn, kunnen dat op de inlogpagina opnieuw instellen, en wie nog geen "
            "account heeft, krijgt dat binnen een week van het secretariaat.",
        ],
    ),
    (
        "nb",
        "Derfor blir du kastet ut av bookingsystemet",
        "Logg inn igjen for å gå videre.",
        [
            "Mange av klubbens medlemmer har den siste måneden opplevd at de blir kastet ut midt i en booking av "
            "båtplass, og i stedet for kalenderen møter de en kort beskjed om at økten er utløpt.",
            "Forklaringen er enkel: systemet logger ut alle som har vært inaktive i mer enn et kvarter, og det gjelder "
            "også dem som bare har latt fanen stå åpen mens de sjekker været.",
            "Styret vurderer å forlenge tiden til en time, men vil først høre med leverandøren om det svekker "
            "sikkerheten for dem som bruker klubbhusets felles datamaskin.",
            "Inntil videre anbefaler styret å fullføre bookingen i ett strekk og å logge ut selv når man er ferdig, "
            "særlig på maskiner som andre også bruker.",
        ],
    ),
    (
        "ms",
        "Mengapa portal kelab meminta anda log masuk semula",
        "Anda perlu log masuk atau daftar sebelum meneruskan.",
        [
            "Sejak portal kelab dinaik taraf bulan lalu, ramai ahli yang membuka jadual latihan tanpa log masuk "
            "hanya melihat satu ayat pendek di tempat jadual itu, dan pejabat kelab menerima banyak panggilan "
            "tentangnya.",
            "Ayat itu bukan ditulis oleh kelab, tetapi datang daripada perisian yang menguruskan akaun ahli; ia "
            "dipaparkan kepada sesiapa sahaja yang membuka halaman terlindung tanpa sesi yang sah.",
            "Jawatankuasa berkata jadual latihan kini mengandungi nombor telefon jurulatih, dan oleh itu tidak lagi "
            "boleh dibuka kepada orang ramai seperti dahulu.",
            "Ahli yang terlupa kata laluan boleh menetapkannya semula di halaman log masuk, manakala ahli baharu akan "
            "menerima akaun mereka daripada setiausaha dalam masa seminggu.",
        ],
    ),
    (
        "sv",
        "Därför låser allt fler lokaltidningar sina nyhetsbrev",
        "Det här innehållet är endast för betalande medlemmar",
        [
            "Allt fler små redaktioner som publicerar sina nyhetsbrev på egna webbplatser har under året börjat låsa "
            "delar av innehållet, och läsarna möts då av en ruta mitt i texten.",
            "Rutan kommer från publiceringsverktyget, som översätter den till svenska av sig själv; redaktionerna "
            "väljer bara vilka inlägg som ska låsas och för vilka nivåer av medlemskap.",
            "Redaktören för en av tidningarna säger att intäkterna från betalande medlemmar nu står för en tredjedel "
            "av budgeten, men att de fria inläggen fortfarande är de som lockar nya läsare.",
            "Därför låser tidningen aldrig nyheter om räddningstjänst, väder och trafik, och den som vill läsa allt "
            "kan prova medlemskapet gratis i en månad.",
        ],
    ),
    (
        "ko",
        "뉴스레터 플랫폼의 유료 구독 상자, 독자에게 어떻게 보일까",
        "유료 계정으로 업그레이드하여 전체 콘텐츠를 이용하세요.",
        [
            "지역 소식지를 직접 운영하는 작은 편집실들이 올해 들어 글의 일부를 유료 회원에게만 공개하기 "
            "시작하면서, 무료 회원으로 가입한 독자들은 본문 중간에서 안내 상자를 보게 되었다.",
            "이 상자의 문구는 편집실이 쓴 것이 아니라 출판 도구가 한국어로 번역해 제공하는 기본 문구이며, "
            "편집실은 어떤 글을 잠글지와 어느 등급에 열지만 정한다.",
            "한 편집장은 유료 회원의 구독료가 이제 예산의 3분의 1을 차지하지만, 새 독자를 데려오는 것은 여전히 "
            "무료로 공개된 글이라고 말했다.",
            "그래서 이 소식지는 재난, 날씨, 교통 소식은 절대 잠그지 않으며, 모든 글을 읽고 싶은 독자는 한 달 "
            "동안 무료로 유료 회원 혜택을 체험할 수 있다.",
        ],
    ),
]


def _quoting(lang: str, headline: str, quoted: str, prose: list[str]) -> str:
    paragraphs = [
        f"<p>{prose[0]}</p>",
        f"<blockquote>„{quoted}“</blockquote>",
        *(f"<p>{p}</p>" for p in prose[1:]),
    ]
    return _html(lang, headline, f"<article><h1>{headline}</h1>{''.join(paragraphs)}</article>")


# A real article whose comment box, below it, holds Devise's stop for a reader not logged in
COMMENT_BOX = _html(
    "ms",
    "Kelab layar buka musim baharu",
    "<article><h1>Kelab layar buka musim baharu</h1>"
    "<p>Kelab layar di pelabuhan lama membuka musim baharu pada hujung minggu ini dengan perlumbaan persahabatan "
    "antara tiga kelab dari pantai timur, dan lebih daripada empat puluh buah bot dijangka menyertainya.</p>"
    "<p>Jurulatih kelab berkata angin musim ini lebih stabil berbanding tahun lalu, dan latihan untuk ahli muda "
    "akan diadakan setiap petang Sabtu mulai bulan hadapan di kawasan teluk yang terlindung.</p>"
    "<p>Orang ramai dijemput menonton perlumbaan dari jeti utama, dan gerai makanan akan dibuka sepanjang hari.</p>"
    "</article><section class='comments'><h3>Komen</h3>"
    "<p class='alert'>Anda perlu log masuk atau daftar sebelum meneruskan.</p></section>",
)

PAGES: dict[str, str] = {
    **{f"/stop/{n}": _stop(lang, message) for n, (lang, message) in enumerate(LOGIN_STOPS)},
    **{f"/sign-in/{n}": _sign_in(*entry) for n, entry in enumerate(SIGN_IN_PAGES)},
    **{f"/teaser/{n}": _teaser(*entry) for n, entry in enumerate(PAYWALL_BOXES)},
    **{f"/article/{n}": _quoting(*entry) for n, entry in enumerate(QUOTING_ARTICLES)},
    "/comment-box": COMMENT_BOX,
}


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with serve({path: page(html) for path, html in PAGES.items()}) as server:
        yield server


@pytest.fixture
def settings() -> Settings:
    # (no reader proxy: what is judged is what the site served)
    return Settings(allow=("127.0.0.1",), reader_url="", deadline=10.0, render="never")


async def _read(site: PageServer, path: str, settings: Settings) -> ReadOutcome:
    return await read_for_real(site.url(path), settings, reader_gate=loopback_is_the_web)


def _login_wall(outcome: ReadOutcome) -> bool:
    return isinstance(outcome, ReadFailed) and outcome.reason == LOGIN_REASON and outcome.wall == "login"


def _paywall(outcome: ReadOutcome) -> bool:
    return isinstance(outcome, PageRead) and outcome.wall == "paywall"


@pytest.mark.parametrize(
    "n", range(len(LOGIN_STOPS)), ids=[f"{lang}-{n}" for n, (lang, _) in enumerate(LOGIN_STOPS)]
)
async def test_an_auth_librarys_stop_in_the_pages_place_is_a_login_wall(
    site: PageServer, settings: Settings, n: int
) -> None:
    outcome = await _read(site, f"/stop/{n}", settings)
    assert _login_wall(outcome), (LOGIN_STOPS[n], outcome)


@pytest.mark.parametrize("n", range(len(SIGN_IN_PAGES)), ids=[lang for lang, _, _ in SIGN_IN_PAGES])
async def test_devises_stop_over_its_sign_in_form_is_a_login_wall(
    site: PageServer, settings: Settings, n: int
) -> None:
    assert _login_wall(await _read(site, f"/sign-in/{n}", settings))


@pytest.mark.parametrize("n", range(len(PAYWALL_BOXES)), ids=[lang for lang, _ in PAYWALL_BOXES])
async def test_ghosts_box_under_a_posts_opening_is_a_paywalls_teaser(
    site: PageServer, settings: Settings, n: int
) -> None:
    outcome = await _read(site, f"/teaser/{n}", settings)
    assert _paywall(outcome), (PAYWALL_BOXES[n], outcome)
    assert isinstance(outcome, PageRead) and OPENINGS[PAYWALL_BOXES[n][0]][3:20] in outcome.text


@pytest.mark.parametrize("n", range(len(QUOTING_ARTICLES)), ids=[entry[0] for entry in QUOTING_ARTICLES])
async def test_an_article_quoting_the_sentence_is_read(site: PageServer, settings: Settings, n: int) -> None:
    outcome = await _read(site, f"/article/{n}", settings)
    own = QUOTING_ARTICLES[n][3][1][:40]
    assert isinstance(outcome, PageRead) and outcome.wall is None and own in outcome.text, outcome


async def test_an_article_whose_comment_box_asks_to_log_in_is_read(
    site: PageServer, settings: Settings
) -> None:
    outcome = await _read(site, "/comment-box", settings)
    assert (
        isinstance(outcome, PageRead) and outcome.wall is None and "empat puluh buah bot" in outcome.text
    ), outcome


@pytest.fixture
def catalogues_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge with the catalogues' sentences taken out of the log-in and paywall kinds' ``said`` (the same
    objects every judge reads, their branches replaced in place)."""
    for rules, mine in (
        (walls_rules.LOGIN, walls_rules._I18N_LOGIN),
        (walls_rules.PAYWALL, walls_rules._I18N_PAYWALL),
    ):
        said = rules.said
        drop = set(top_level_branches(mine))
        kept = [branch for branch in said._branches if branch not in drop]
        assert len(kept) < len(said._branches)
        off = Alternation(kept, said.flags)
        for name in ("pattern", "_branches", "_compiled", "_whole", "_read"):
            monkeypatch.setattr(said, name, getattr(off, name))


@pytest.mark.usefixtures("catalogues_off")
async def test_the_stops_are_the_catalogues_doing(site: PageServer, settings: Settings) -> None:
    # (without the catalogues every stop in the page's place and every box is read as a page; the sign-in
    # pages are left out: their password form is a log-in page's without any sentence)
    for n, entry in enumerate(LOGIN_STOPS):
        outcome = await _read(site, f"/stop/{n}", settings)
        assert isinstance(outcome, PageRead) and outcome.wall is None, (entry, outcome)
    for n, entry in enumerate(PAYWALL_BOXES):
        outcome = await _read(site, f"/teaser/{n}", settings)
        assert isinstance(outcome, PageRead) and outcome.wall is None, (entry, outcome)
