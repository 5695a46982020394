"""Log-in stops and paywall boxes as the software that serves them words them, in the languages it ships
(pages written for these tests from the catalogues :mod:`kotoba.web.verdict.walls_platforms` names, not the
corpus's):

- MediaWiki's page for a wiki only its members may read (``loginreqpagetext``: wikimedia/mediawiki,
  ``languages/i18n/{es,it,pt,nl}.json``, and ``languages/messages/Messages{Ru,Ja,Zh_hans,Ko}.php``): the
  sentence with its link to log in and a way back, under a skin's heading that is the wiki's name;
- SMF's and ElkArte's stop for a guest on a members-only board (``$txt['only_members_can_access']`` in
  ``Themes/default/languages/index.<language>.php``), under its "Warning!" heading, its log-in form (and the line
  asking to log in below) drawn by a script;
- MyBB's no-permission page for a guest (``error_nopermission_guest_1`` and ``_2`` in
  ``inc/languages/<language>/messages.lang.php``);
- Paid Memberships Pro's messages that replace a protected post (strangerstudios/paid-memberships-pro,
  ``languages/pmpro-{de_DE,fr_FR,it_IT}.po``): for a non-member under the post's opening, for a visitor not
  logged in alone;
- Japanese news sites' stop for a free account (Asahi's button, CodeZine's line): alone a log-in wall, under an
  article's opening the paywall's teaser;
- Ghost's members-only box in its traditional Chinese catalogue (TryGhost/Themes, ``packages/theme-translations/
  locales/zh-Hant.json``), Le Monde's box where an article stops, as a reader's paywall filter lists it
  (zeeguu/api, ``zeeguu/core/content_quality/quality_filter.py``) and a Turkish news site's metered notice,
  each under a two-paragraph opening.

And the traps, which are read: a wiki's help page quoting its log-in sentence, a forum post asking about the
board's stop, a post on news sites' registration buttons quoting Asahi's, a help page on Ghost's tiers quoting
the Chinese box, a whole French article under a small box offering subscribers more, and a hostile page of unfinished sentences, judged without an internal error.
"""

from __future__ import annotations

import re

import pytest

from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.page import INTERNAL_ERROR
from kotoba.web.verdict import walls_platforms
from kotoba.web.verdict.walls import LOGIN_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://wiki.example/index.php/Harbour_dredging"
NAV = "<header><nav><a href='/'>Home</a> <a href='/forum'>Forum</a> <a href='/about'>About</a></nav></header>"
FOOT = "<footer><p>© 2026 Harbour Notes · <a href='/privacy'>Privacy</a></p></footer>"


def _page(title: str, main: str, lang: str = "en") -> str:
    return (
        f"<html lang='{lang}'><head><title>{title}</title></head><body>{NAV}<main>{main}</main>{FOOT}</body>"
        "</html>"
    )


# (language, the sentence with its link to log in)
MEDIAWIKI_STOPS = [
    ("es", "Debes <a href='/wiki/Especial:Entrar'>acceder</a> para ver otras páginas."),
    ("it", "Per vedere altre pagine è necessario <a href='/wiki/Speciale:Entra'>eseguire l'accesso</a>."),
    ("pt", "Precisa de <a href='/wiki/Especial:Entrar'>entrar</a> para ver outras páginas."),
    ("nl", "<a href='/wiki/Speciaal:Aanmelden'>Aanmelden</a> is verplicht om andere pagina's te kunnen zien."),
    ("ru", "Вы должны <a href='/wiki/Служебная:Вход'>представиться</a>, чтобы просмотреть другие страницы."),
    ("ja", "他のページを閲覧するには<a href='/wiki/特別:ログイン'>ログイン</a>する必要があります。"),
    ("zh", "您必须<a href='/wiki/Special:用户登录'>登录</a>才能查看其它页面。"),
    ("ko", "다른 문서를 보기 위해서는 <a href='/wiki/특수:로그인'>로그인</a>해야 합니다."),
]


def _mediawiki(language: str, sentence: str, title: str = "Harbour dredging") -> str:
    # (as a skin serves it that heads every page with the wiki's name and titles the tab with the page asked
    # for: MediaWiki's own heading, loginreqtitle, which the rules read already, is not on the page)
    content = (
        f"<div id='content'><h1 class='wiki-name'>Harbour Wiki</h1><div id='mw-content-text'><p>{sentence}</p>"
        "<p id='mw-returnto'>← <a href='/wiki/Main_Page'>Main Page</a></p></div></div>"
        "<div id='mw-panel'><a href='/wiki/Special:RecentChanges'>Recent changes</a></div>"
    )
    return _page(f"{title} - Harbour Wiki", content, language)


@pytest.mark.parametrize(("language", "sentence"), MEDIAWIKI_STOPS)
def test_mediawikis_log_in_page_in_its_translations_is_a_login_wall(language: str, sentence: str) -> None:
    assert failed_with(read_html(_mediawiki(language, sentence), URL), LOGIN_REASON)


# (language, "Warning!", the stop, the line under it)
SMF_STOPS = [
    ("en", "Warning!", "Only registered members are allowed to access this section.", "Please login below."),
    ("de", "Warnung!", "Nur registrierte Benutzer haben Zugriff auf diesen Bereich.", "Bitte anmelden."),
    ("de", "Warnung!", "Nur registrierte Mitglieder dürfen diesen Bereich einsehen.", "Bitte melden Sie sich unten an."),
    ("fr", "Attention !", "Seuls les membres inscrits sont autorisés à accéder à cette section.", "Merci de vous connecter ci-dessous ou"),
    ("es", "¡Advertencia!", "Solamente usuarios registrados tienen acceso a esta sección.", "Por favor inicia sesión a continuación."),
    ("es", "¡Atención!", "Solo los usuarios registrados pueden acceder a esta sección.", "Por favor, inicia sesión o"),
    ("es", "¡Advertencia!", "Sólo los miembros registrados tienen acceso a esta sección.", "Por favor inicia sesión."),
    ("it", "Attenzione!", "Solo gli utenti registrati possono accedere a questa sezione.", "Effettua l'accesso in basso o"),
    ("pl", "Uwaga!", "Tylko zarejestrowani użytkownicy mają dostęp do tej sekcji.", "Zaloguj się lub"),
    ("ru", "Внимание!", "Только зарегистрированные пользователи имеют доступ в этот раздел.", "Пожалуйста, войдите или"),
    ("nl", "Waarschuwing!", "Alleen geregistreerde leden hebben toegang tot dit gedeelte.", "Log hieronder in of klik op"),
    ("uk", "Увага!", "Тільки зареєстровані користувачі мають доступ у цей розділ.", "Будь ласка, увійдіть або"),
    ("hr", "Upozorenje!", "Samo registrirani korisnici mogu pristupiti ovoj sekciji.", "Molimo prijavite se ispod ili"),
    ("gl", "Aviso!", "So os membros rexistrados teñen permitido o acceso a esta sección.", "Por favor, inicia sesión máis abaixo ou"),
]


@pytest.mark.parametrize(("language", "warning", "stop", "below"), SMF_STOPS)
def test_smfs_stop_for_a_guest_in_its_translations_is_a_login_wall(
    language: str, warning: str, stop: str, below: str
) -> None:
    # (the board's log-in form drawn by its script, as themes do: no field served)
    kick = (
        f"<div class='login'><h3 class='catbg'>{warning}</h3><p class='information centertext'>{stop}</p>"
        f"<div id='login-form' data-heading='{below}'></div><a href='/index.php?action=signup'>»</a></div>"
    )
    page = _page("Harbour Board", kick, language)
    assert failed_with(read_html(page, "https://board.example/index.php?board=4.0"), LOGIN_REASON)


MYBB_STOPS = [
    ("it", "Non hai effettuato il login oppure non hai i permessi per visualizzare questa pagina. Questo può "
     "dipendere da una delle seguenti ragioni:"),
    ("it", "Non hai fatto il login oppure non sei registrato. Per favore usa il modulo alla fine di questa "
     "pagina per fare il login."),
    ("es", "No iniciaste sesión o no tienes permiso para ver esta página. Esto puede ser por una de las "
     "siguientes razones:"),
    ("es", "No iniciaste sesión o no estás registrado. Usa el formulario al final de esta página para iniciar "
     "sesión."),
    ("fr", "Vous n'êtes pas connecté ou enregistré. Utilisez le formulaire au bas de la page pour vous "
     "connecter."),
    ("th", "คุณอาจจะยังไม่ได้เข้าสู่ระบบหรือไม่มีสิทธิในการเข้าชมหน้านี้ กรุณาพิจารณาเหตุผลดังด้านล่าง:"),
    ("he", "כנראה שאתה לא מחובר או שאין לך גישה ליראות דף זה. זה יכול להיות בגלל אחד מסיבות אלה:"),
    ("he", "אתה לא מחובר או רשום. אנא השתמש בטופס שבחלק העליון של הדף על מנת להתחבר."),
    ("vi", "Bạn chưa đăng nhập hoặc bạn không được phép xem trang này. Điều này có thể là bởi vì một trong "
     "những lý do sau:"),
    ("vi", "Bạn chưa đăng nhập hoặc đăng ký. Xin vui lòng sử dụng biểu mẫu ở dưới cùng của trang này để đăng "
     "nhập."),
]


@pytest.mark.parametrize(("language", "stop"), MYBB_STOPS)
def test_mybbs_no_permission_page_for_a_guest_in_its_translations_is_a_login_wall(language: str, stop: str) -> None:
    error = (
        f"<table class='tborder'><tr><td class='thead'><strong>Harbour Board</strong></td></tr>"
        f"<tr><td class='trow1'>{stop}</td></tr></table><div id='quick_login'></div>"
    )
    page = _page("Harbour Board", error, language)
    assert failed_with(read_html(page, "https://board.example/forumdisplay.php?fid=4"), LOGIN_REASON)


# (its links as a site's theme draws them: to the site's own account page, not WordPress's log-in address)
PMPRO_LOGIN_STOPS = [
    ("de", "<a href='/konto/'>Loggen Sie sich bitte ein</a> um diesen Inhalt zu sehen. (Wenn Sie noch keinen "
     "Account haben, können Sie sich <a href='/mitglied-werden/'>Hier anmelden</a>.)"),
    ("it", "Per favore <a href='/account/'>Accedi</a> per vedere questo contenuto. "
     "(<a href='/abbonamenti/'>Registrati</a>.)"),
]


@pytest.mark.parametrize(("language", "message"), PMPRO_LOGIN_STOPS)
def test_paid_memberships_pros_message_for_a_visitor_not_logged_in_is_a_login_wall(language: str, message: str) -> None:
    post = f"<article><h1>Harbour</h1><div class='entry-content'><div class='pmpro_content_message'>{message}</div></div></article>"
    assert failed_with(read_html(_page("Harbour", post, language), "https://club.example/harbour/"), LOGIN_REASON)


ZH_OPENING = (
    "<p>港務局將於九月開始疏浚內港，這是漁業合作社首次提出要求三年之後的事，預計工程將使兩個泊位關閉至明年春天。</p>"
    "<p>船長們表示，延誤已讓吃水較深的漁船損失了整整一季，這些船自冬季風暴後淤泥堆積以來一直在鄰港卸貨。</p>"
)
FR_OPENING = (
    "<p>Le port autonome commencera en septembre le dragage du bassin intérieur, trois ans après la première "
    "demande de la coopérative des pêcheurs, et prévoit de fermer deux postes à quai jusqu'au printemps.</p>"
    "<p>Les patrons pêcheurs affirment que ce retard leur a déjà coûté une saison pour les bateaux au plus fort "
    "tirant d'eau, qui débarquent depuis l'hiver dans le port voisin.</p>"
)

DE_OPENING = (
    "<p>Die Hafenbehörde beginnt im September mit dem Ausbaggern des Innenhafens, drei Jahre nachdem die "
    "Fischereigenossenschaft es zum ersten Mal verlangt hat, und schließt dafür zwei Liegeplätze bis zum Frühjahr.</p>"
    "<p>Die Kapitäne sagen, die Verzögerung habe sie schon eine Saison für die tiefer gehenden Boote gekostet.</p>"
)
IT_OPENING = (
    "<p>L'autorità portuale inizierà a settembre il dragaggio del porto interno, tre anni dopo la prima "
    "richiesta della cooperativa dei pescatori, e chiuderà due ormeggi fino alla primavera.</p>"
    "<p>I comandanti dicono che il ritardo è già costato loro una stagione per le barche a maggior pescaggio.</p>"
)

TR_OPENING = (
    "<p>Liman idaresi iç limanda tarama çalışmalarına eylülde başlayacak; balıkçı kooperatifinin ilk talebinden "
    "üç yıl sonra gelen çalışmalar iki rıhtımı bahara kadar kapatacak.</p>"
    "<p>Kaptanlar, gecikmenin derin su çeken teknelere şimdiden bir sezona mal olduğunu söylüyor.</p>"
)

PAYWALL_BOXES = [
    (TR_OPENING, "Okumaya devam etmek için giriş yapın veya abone olun.", "Abone ol"),
    (TR_OPENING, "Okumaya devam etmek için aboneliğinizi başlatın.", "Aboneliği başlat"),
    (DE_OPENING, "Dieser Inhalt ist nur für Gold Mitglieder. <a href='/registrieren'>Hier anmelden</a>.", "Mitglied werden"),
    (FR_OPENING, "Ce contenu est reservé aux membres Or et Argent. <a href='/inscription'>Enregistrez-vous ici</a>.", "Adhérer"),
    (IT_OPENING, "Questo contenuto è riservato ai soli membri di Oro <a href='/registrati'>Registrati</a>.", "Abbonati"),
    (ZH_OPENING, "本篇為付費會員專屬內容", "訂閱"),
    (ZH_OPENING, "本篇為訂閱者專屬內容", "訂閱"),
    (ZH_OPENING, "本篇為層級 金牌與銀牌 訂閱者專屬內容", "訂閱"),
    (ZH_OPENING, "升級付費帳號，解鎖完整內容。", "升級"),
    (FR_OPENING, "L’accès à la totalité de l’article est protégé", "Déjà abonné ? Se connecter"),
    (FR_OPENING, "Votre abonnement n'autorise pas la lecture de cet article", "Changer d'offre"),
]


JA_OPENING = (
    "<p>港湾局は九月から内港のしゅんせつ工事を始める。漁業協同組合が最初に求めてから三年後のことで、工事のため二つの岸壁が"
    "春まで閉鎖される見通しだ。</p><p>船長たちは、遅れのために喫水の深い漁船がすでに一漁期を失ったと話している。</p>"
)
JA_FREE_STOPS = ["無料登録して全文を読む", "会員登録<em>無料</em>すると、続きをお読みいただけます"]


@pytest.mark.parametrize("stop", JA_FREE_STOPS)
def test_a_japanese_news_sites_stop_for_a_free_account_is_a_login_wall_alone(stop: str) -> None:
    page = _page("港のしゅんせつ", f"<div class='regist'><p>{stop}</p><a class='button' href='/regist'>»</a></div>", "ja")
    assert failed_with(read_html(page, "https://news.example/articles/1"), LOGIN_REASON)


@pytest.mark.parametrize("stop", JA_FREE_STOPS)
def test_a_japanese_news_sites_stop_for_a_free_account_under_an_opening_is_a_paywalls_teaser(stop: str) -> None:
    article = (
        f"<article><h1>港のしゅんせつ</h1>{JA_OPENING}<div class='regist'><p>{stop}</p>"
        "<a class='button' href='/regist'>»</a></div></article>"
    )
    outcome = read_html(_page("港のしゅんせつ", article, "ja"), "https://news.example/articles/1")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


def test_a_post_on_news_sites_registration_buttons_is_read() -> None:
    post = _page(
        "ニュースサイトの登録ボタン",
        "<article><h1>ニュースサイトの登録ボタン</h1>"
        "<p>新聞社のサイトでは、無料記事の途中に「無料登録して全文を読む」というボタンが出ることがある。"
        "有料記事とは違い、メールアドレスを登録するだけで最後まで読めるので、読者にとっての負担は小さい。</p>"
        "<p>私たちは三か月のあいだ、五つのサイトでこのボタンが出る記事の割合を数えた。多いサイトでは四割、"
        "少ないサイトでは一割ほどで、週末の特集記事に多く出る傾向があった。</p>"
        "<p>登録した読者の半分ほどは、その後一か月のうちに有料会員に切り替えたと、ある編集者は話している。</p></article>",
        "ja",
    )
    assert read_as_page(read_html(post, "https://blog.example/2026/06/buttons"), "有料会員に切り替えた")


@pytest.mark.parametrize(("opening", "box", "button"), PAYWALL_BOXES)
def test_a_box_where_the_article_stops_is_a_paywall(opening: str, box: str, button: str) -> None:
    article = (
        f"<article><h1>Harbour</h1><section class='content'>{opening}<aside class='cta'><h2>{box}</h2>"
        f"<a class='button' href='/abonnement'>{button}</a></aside></section></article>"
    )
    outcome = read_html(_page("Harbour", article), "https://news.example/2026/06/harbour")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


def test_a_wikis_help_page_quoting_its_log_in_sentence_is_read() -> None:
    help_page = _mediawiki(
        "es",
        "Una wiki privada quita a los visitantes el permiso de lectura. Quien llega sin cuenta ve entonces la "
        "página «Es necesario iniciar sesión» con la frase «Debes acceder para ver otras páginas.» y nada más.</p>"
        "<p>Para abrir algunas páginas a todos, añádalas a la lista blanca de lectura: la portada, la ayuda y la "
        "página de contacto suelen bastar. Los buscadores solo verán esas páginas.</p>"
        "<p>Las cuentas se crean desde la página de administración; cada miembro del club recibe la suya al "
        "inscribirse y la pierde al darse de baja, aunque sus ediciones se conservan en el historial.",
        "Ayuda:Wiki privada",
    )
    assert read_as_page(read_html(help_page, URL), "lista blanca de lectura")


def test_a_forum_post_asking_about_the_boards_stop_is_read() -> None:
    post = _page(
        "Gäste sehen nur eine Warnung",
        "<article class='post'><h1>Gäste sehen nur eine Warnung</h1>"
        "<p>Seit dem Update sehen Gäste in unserem Vereinsforum statt der Themen nur noch „Nur registrierte "
        "Benutzer haben Zugriff auf diesen Bereich.“ Dabei haben wir in den Berechtigungen nichts geändert, und "
        "die Startseite soll für alle lesbar bleiben.</p>"
        "<p>Wir nutzen die Version 2.1 mit dem Standardtheme und drei Erweiterungen: den Kalender, die Galerie und "
        "ein Plugin für die Mitgliederliste. Hat jemand eine Idee, welche Einstellung das auslösen kann? In der "
        "Gruppe „Gäste“ ist „Forum ansehen“ weiterhin angehakt.</p>"
        "<p>Nachtrag: Nach dem Leeren des Caches ist alles wie vorher. Danke an alle, die geantwortet haben.</p>"
        "</article>",
        "de",
    )
    assert read_as_page(read_html(post, "https://board.example/thread/412"), "Leeren des Caches")


def test_a_help_page_on_tiers_quoting_the_chinese_box_is_read() -> None:
    help_page = _page(
        "設定會員層級",
        "<article><h1>設定會員層級</h1>"
        "<p>每個層級都會出現在文章預覽結尾的方框中。文章只開放給訂閱者時，讀者會看到「本篇為訂閱者專屬內容」，"
        "只開放給付費會員時則會看到另一句說明。你可以隨時在設定中重新命名層級，方框中的文字會跟著改變。</p>"
        "<p>層級可以按月或按年計費，每個層級都可以提供最長一個月的免費試用。會員會保留加入時的層級，"
        "直到他們自己更改為止，即使你調整了價格也一樣。</p>"
        "<p>想以讀者的角度查看方框，可以在無痕視窗中打開一篇付費文章。</p></article>",
        "zh",
    )
    assert read_as_page(read_html(help_page, URL), "免費試用")


def test_a_whole_french_article_with_a_small_box_offering_subscribers_more_is_read() -> None:
    body = "".join(
        f"<p>{sentence}</p>"
        for sentence in (
            "Le port autonome commencera en septembre le dragage du bassin intérieur, trois ans après la première "
            "demande de la coopérative des pêcheurs.",
            "Les travaux fermeront deux postes à quai jusqu'au printemps, et le bac partira du quai extérieur "
            "pendant toute leur durée, a indiqué l'autorité portuaire mardi dans un avis aux navigateurs.",
            "Les patrons pêcheurs affirment que ce retard leur a déjà coûté une saison pour les bateaux au plus "
            "fort tirant d'eau, qui débarquent depuis l'hiver dans le port voisin.",
            "La présidente de la coopérative rencontrera l'autorité la semaine prochaine pour fixer l'ordre des "
            "postes à draguer, afin qu'au moins l'un d'eux reste ouvert aux grands chalutiers.",
            "Le chantier devrait coûter environ quatre millions d'euros, financés pour l'essentiel par le fonds "
            "régional des ports de pêche.",
        )
    )
    box = (
        "<aside class='abonnes'><p>Nos abonnés reçoivent chaque semaine la lettre du port.</p>"
        "<a href='/abonnement'>S'abonner</a></aside>"
    )
    page = _page("Dragage du port", f"<article><h1>Dragage du port</h1>{body}{box}</article>", "fr")
    assert read_as_page(read_html(page, "https://news.example/2026/06/dragage"), "quatre millions d'euros")


def test_a_link_within_mediawikis_sentence_is_read_no_further_than_its_bound() -> None:
    sentence = re.compile(walls_platforms.branches(("Debes {link} para ver otras páginas.",)), re.IGNORECASE)
    assert sentence.search("Debes acceder para ver otras páginas.")
    long_link = "Debes " + "acceder " * (walls_platforms.TIER_CHARS // 8 + 1) + "para ver otras páginas."
    assert not sentence.search(long_link)


def test_a_hostile_page_of_unfinished_sentences_is_judged_without_an_internal_error() -> None:
    hostile = _page(
        "x",
        "<p>" + "Debes " * 6_000 + "</p><p>" + "他のページを閲覧するには" * 3_000 + "</p><p>"
        + "Per vedere altre pagine è necessario " * 2_000 + "</p>",
    )
    outcome = read_html(hostile, URL)
    assert isinstance(outcome, (PageRead, ReadFailed))
    # (an internal error's reason is page.INTERNAL_ERROR, and its failure carries the exception)
    assert not (isinstance(outcome, ReadFailed) and (outcome.bug is not None or INTERNAL_ERROR in outcome.reason))
