"""Round 30's first batch's looked-at log-in misses as classes, on pages written for these tests (not the
corpus's), each failing with its rule off and caught with it, beside the traps that carry the same words:

- the reader told they are not logged in, in the languages beyond English ("你还没登录，请点击这里跳转",
  "Vous n'êtes pas connecté pour accéder à cette page.", "No has iniciado sesión.", "ログインしていません",
  :mod:`kotoba.web.verdict.walls_told_not_in`), its way on a link home or none;
- a refusal whose one way on is to register ("Você não tem permissão para acessar esta página." over "Ainda
  não possui conta? Cadastre-se", "No tienes permiso para acceder a esta página." over "¿No tienes cuenta?
  Regístrate", :mod:`kotoba.web.verdict.walls_join_refused`);
- the reader asked to log in, in the turns the rules lacked ("Veuillez-vous connecter", "Merci de vous
  connecter pour accéder à cette page", "请先登陆", "請先登錄", "Google 계정 인증이 필요합니다.",
  :mod:`kotoba.web.verdict.walls_asked_to_log_in`).
"""

from __future__ import annotations

import dataclasses

import pytest

from kotoba.web.outcome import ReadOutcome
from kotoba.web.verdict import walls, walls_asked_to_log_in, walls_told_not_in
from kotoba.web.verdict.alternation import Alternation
from kotoba.web.verdict.walls import LOGIN_REASON
from kotoba.web.verdict.walls_rules import LOGIN, _said
from kotoba.web.verdict.walls_shapes import BARRIER_SAYINGS
from tests.support.chrome_pages import chrome_page, one_message
from tests.web.verdict.walls.corpus import card, failed_with, read_as_page, read_html

# The reader told they are not logged in: the page's title, a heading, the state, and a link home or none
TOLD_NOT_IN = [
    ("zh", "登录失败", "提示", "你还没登录，请<a href='index.jsp'>点击这里</a>跳转", "", ""),
    ("zh", "会员中心", "提示", "您还没登录哦，登录后即可管理您的订单。", "返回首页", "/"),
    ("zh-TW", "會員專區", "提示", "您目前尚未登入，無法瀏覽此頁面。", "回首頁", "/"),
    (
        "ja",
        "マイページ",
        "ログインしていません",
        "この機能は会員の方のみご利用いただけます。",
        "トップへ戻る",
        "/",
    ),
    ("ko", "마이페이지", "알림", "로그인되어 있지 않습니다.", "홈으로", "/"),
    (
        "fr",
        "Espace membre",
        "Oups",
        "Vous n'êtes pas connecté pour accéder à cette page.",
        "Retour à l'accueil",
        "/",
    ),
    ("fr", "Profil", "Vous n'êtes pas connecté !", "Cette page est celle de votre profil.", "Accueil", "/"),
    ("es", "Mi cuenta", "¡Ups!", "Parece que no has iniciado sesión.", "Volver al inicio", "/"),
    ("pt", "Painel", "Atenção", "Você não está logado!!!", "Voltar", "/"),
    ("de", "Mein Bereich", "Hinweis", "Sie sind nicht angemeldet.", "Zur Startseite", "/"),
    ("it", "Area riservata", "Attenzione", "Non hai effettuato l'accesso.", "Torna alla home", "/"),
    ("ru", "Кабинет", "Ошибка", "Вы не авторизованы.", "На главную", "/"),
    ("pl", "Panel", "Uwaga", "Nie jesteś zalogowany!", "Strona główna", "/"),
    ("tr", "Panelim", "Uyarı", "Giriş yapmadınız.", "Ana sayfa", "/"),
    ("nl", "Mijn account", "Let op", "Je bent niet ingelogd.", "Terug naar home", "/"),
]


def _told(lang: str, title: str, heading: str, line: str, way_on: str, href: str) -> str:
    if not way_on:  # (the looked-at shape: the state and its link in one heading, nothing else)
        return chrome_page(f"<div class='login_wrapper'><h2>{line}</h2></div>", title=title, lang=lang)
    return chrome_page(one_message(heading, line, way_on, href), title=title, lang=lang)


def _off(monkeypatch: pytest.MonkeyPatch, said: str) -> None:
    """The judge with ``said`` (a module's sentences) left out of the log-in kind's."""
    mine = set(_said(said)._branches)
    kept = [branch for branch in LOGIN.said._branches if branch not in mine]
    assert len(kept) < len(LOGIN.said._branches)
    off = dataclasses.replace(LOGIN, said=Alternation(kept, LOGIN.said.flags))
    sayings = tuple((off if rules is LOGIN else rules, needles) for rules, needles in BARRIER_SAYINGS)
    monkeypatch.setattr(walls, "BARRIER_SAYINGS", sayings)


@pytest.fixture
def told_not_in_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge with :mod:`walls_told_not_in`'s sentences left out of the log-in kind's."""
    _off(monkeypatch, walls_told_not_in.SAID)


def _read(page: str) -> ReadOutcome:
    return read_html(page, url="https://app.example/account/orders")


@pytest.mark.parametrize(("lang", "title", "heading", "line", "way_on", "href"), TOLD_NOT_IN)
def test_the_reader_told_they_are_not_logged_in_is_a_login_wall(
    lang: str, title: str, heading: str, line: str, way_on: str, href: str
) -> None:
    outcome = _read(_told(lang, title, heading, line, way_on, href))
    assert failed_with(outcome, LOGIN_REASON), outcome


@pytest.mark.usefixtures("told_not_in_off")
@pytest.mark.parametrize(("lang", "title", "heading", "line", "way_on", "href"), TOLD_NOT_IN)
def test_without_the_rule_the_reader_told_they_are_not_logged_in_is_read(
    lang: str, title: str, heading: str, line: str, way_on: str, href: str
) -> None:
    outcome = _read(_told(lang, title, heading, line, way_on, href))
    assert not failed_with(outcome, LOGIN_REASON), outcome


# Pages that carry the state and are no wall: each a page, the address it is served at (None: a story's) and
# the words of its own it is read with (None: it is at least not refused as a log-in wall)
TOLD_NOT_IN_READ = [
    pytest.param(
        card(
            "Aide – Connexion",
            "Pourquoi le site affiche-t-il « Vous n'êtes pas connecté » ?",
            [
                "Ce message s'affiche quand votre session a pris fin : le site déconnecte chacun après deux "
                "heures sans activité, et après un changement de mot de passe sur un autre appareil.",
                "Cliquez sur Se connecter en haut de la page, saisissez votre adresse et votre mot de passe, et "
                "vous retrouvez la page que vous consultiez.",
                "Si le message revient aussitôt, votre navigateur bloque sans doute le cookie du site.",
            ],
            "Se connecter",
            "/login",
        ),
        None,
        "deux heures",
        id="told-not-in: a help page explaining the message (fr)",
    ),
    pytest.param(
        chrome_page(
            "<p class='status'>Vous n'êtes pas connecté. Connectez-vous pour publier.</p>"
            "<h1>Forum des jardiniers</h1><ul>"
            "<li><a href='/t/1'>Tailler les rosiers en mars : trop tôt ?</a> — 14 réponses, par Odile</li>"
            "<li><a href='/t/2'>Mes tomates noircissent au pied, que faire ?</a> — 9 réponses, par Marc</li>"
            "<li><a href='/t/3'>Le purin d'ortie, recette et dosage</a> — 31 réponses, par Jeanne</li>"
            "<li><a href='/t/4'>Semis de carottes : en ligne ou à la volée ?</a> — 6 réponses, par Paul</li>"
            "<li><a href='/t/5'>Quel paillage pour un potager en pente ?</a> — 12 réponses, par Inès</li>"
            "</ul><p>Le forum compte 4 812 membres et 23 904 messages depuis sa création en 2011, quand une "
            "poignée de voisins a voulu échanger graines et conseils entre deux saisons.</p>",
            title="Forum des jardiniers",
            lang="fr",
        ),
        "https://jardin.example/forum",
        "purin d'ortie",
        id="told-not-in: a forum's index asking a guest to log in to post above its topics (fr)",
    ),
    pytest.param(
        card(
            "Blog",
            "Escribir un buen mensaje de error",
            [
                "«No has iniciado sesión» es exacto, pero no dice qué hacer ni por qué la página lo pide.",
                "Mejor nombrar lo que contiene la página y ofrecer el botón que lleva a ella; en nuestras "
                "pruebas, los lectores encontraron el acceso el doble de rápido.",
            ],
            "Leer más",
        ),
        None,
        "el doble de rápido",
        id="told-not-in: an article quoting the sentence (es)",
    ),
    pytest.param(
        card("Blog", "Déconnexion", ["Vous êtes maintenant déconnecté(e)."], "Se connecter", "/login"),
        None,
        None,
        id="told-not-in: a log-out the reader asked for (fr)",
    ),
    pytest.param(
        card("会员中心", "退出成功", ["您已安全退出登录。"], "重新登录", "/login"),
        None,
        None,
        id="told-not-in: a log-out the reader asked for (zh)",
    ),
    pytest.param(
        card(
            "Mot de passe",
            "Mot de passe réinitialisé",
            ["Votre mot de passe a bien été modifié. Vous pouvez maintenant vous connecter."],
            "Se connecter",
            "/login",
        ),
        None,
        None,
        id="told-not-in: a password reset done (fr)",
    ),
    pytest.param(
        card(
            "Wiki",
            "Konto utworzone",
            [
                "Konto użytkownika zostało utworzone, ale nie jesteś zalogowany. Wiki używa ciasteczek do "
                "logowania, a masz je wyłączone. Włącz ciasteczka i zaloguj się nową nazwą i hasłem.",
            ],
            "Strona główna",
        ),
        None,
        None,
        id="told-not-in: an account made, not logged in for a reason the page gives (pl)",
    ),
    pytest.param(
        card(
            "Ayuda – Citas",
            "Cómo pedir una cita",
            [
                "1. Elige la especialidad y el médico en la página de citas.",
                "2. Si no has iniciado sesión, el asistente te pedirá que entres antes de reservar.",
                "3. Confirma el día y la hora; recibirás un correo con el resumen y un enlace para anularla.",
            ],
            "Pedir cita",
        ),
        None,
        "enlace para anularla",
        id="told-not-in: a how-to's conditional step (es)",
    ),
    pytest.param(
        "<html lang='de'><head><title>Der Wochenmarkt kehrt zurück</title></head><body><article>"
        "<h1>Der Wochenmarkt kehrt auf den Lindenplatz zurück</h1>"
        "<p>Nach zwei Jahren Bauzeit stehen die Händler ab Samstag wieder unter den Linden, von 7 bis 13 Uhr, "
        "mit rund dreißig Ständen für Gemüse, Käse, Brot und Blumen.</p>"
        "<p>Die Stadt verspricht Fahrradständer und einen Pendelbus vom Bahnhof, der den ganzen Sommer über "
        "alle zwanzig Minuten fährt.</p></article>"
        "<section class='comments'><p>Sie sind nicht angemeldet. Melden Sie sich an, um zu kommentieren."
        "</p></section></body></html>",
        None,
        "Pendelbus",
        id="told-not-in: a comment form telling a guest so under an article (de)",
    ),
]


# A refusal over the offer to join: its lines (markup) under the page's title
JOIN_REFUSED = [
    (
        "pt",
        "<p class='erro'>Você não tem permissão para acessar esta página.</p><hr>"
        "<p>Ainda não possui conta? <a href='cadastro.php'>Cadastre-se</a></p>",
    ),
    (
        "es",
        "<p>No tienes permiso para acceder a esta página.</p>"
        "<p>¿No tienes cuenta? <a href='/registro'>Regístrate</a></p>",
    ),
    (
        "fr",
        "<p>Vous n'êtes pas autorisé à accéder à cette page.</p>"
        "<p>Pas encore de compte ? <a href='inscription'>S'inscrire</a></p>",
    ),
    (
        "de",
        "<p>Sie haben keine Berechtigung, diese Seite zu sehen.</p>"
        "<p>Noch kein Konto? <a href='/registrieren'>Jetzt registrieren</a></p>",
    ),
    (
        "it",
        "<p>Non hai i permessi per accedere a questa pagina.</p>"
        "<p>Non hai un account? <a href='register.php'>Registrati</a></p>",
    ),
    (
        "ru",
        "<p>У вас нет доступа к этой странице.</p>"
        "<p>Нет аккаунта? <a href='/register'>Зарегистрироваться</a></p>",
    ),
    (
        "pl",
        "<p>Nie masz uprawnień do przeglądania tej strony.</p>"
        "<p>Nie masz konta? <a href='/rejestracja'>Zarejestruj się</a></p>",
    ),
    (
        "tr",
        "<p>Bu sayfaya erişim yetkiniz yok.</p><p>Hesabınız yok mu? <a href='/kayit'>Hesap oluşturun</a></p>",
    ),
    (
        "nl",
        "<p>Je hebt geen toegang tot deze pagina.</p><p>Nog geen account? <a href='/aanmaken'>Registreer</a></p>",
    ),
    ("zh", "<p>您没有权限访问此页面。</p><p>还没有账号？<a href='/register'>马上注册</a></p>"),
    ("zh-TW", "<p>您沒有權限瀏覽此頁面。</p><p>還沒有帳號？<a href='/signup'>立即註冊</a></p>"),
    (
        "ja",
        "<p>このページへのアクセス権限がありません。</p><p>アカウントをお持ちでないですか？<a href='/signup'>新規登録</a></p>",
    ),
    (
        "ko",
        "<p>이 페이지에 접근할 권한이 없습니다.</p><p>계정이 없으신가요? <a href='/join'>회원가입</a></p>",
    ),
]


def _refusal(lang: str, lines: str) -> str:
    return chrome_page(f"<div id='main' class='module erro'>{lines}</div>", title="", lang=lang)


@pytest.mark.parametrize(("lang", "lines"), JOIN_REFUSED)
def test_a_refusal_whose_way_on_is_to_register_is_a_login_wall(lang: str, lines: str) -> None:
    outcome = read_html(_refusal(lang, lines), url="https://micro.example/timeline")
    assert failed_with(outcome, LOGIN_REASON), outcome


@pytest.mark.parametrize(("lang", "lines"), JOIN_REFUSED)
def test_without_the_rule_a_refusal_whose_way_on_is_to_register_is_read(
    lang: str, lines: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(walls, "join_refused", lambda *_: None)
    outcome = read_html(_refusal(lang, lines), url="https://micro.example/timeline")
    assert not failed_with(outcome, LOGIN_REASON), outcome


JOIN_REFUSED_READ = [
    pytest.param(
        _refusal(
            "pt", "<p>Você não tem permissão para acessar esta página.</p><a href='/'>Voltar ao início</a>"
        ),
        None,
        None,
        id="join-refused: a member's missing role, a way home and no account offered (pt)",
    ),
    pytest.param(
        chrome_page(
            "<h1>Fórum de ciclismo</h1><p>Você não tem permissão para postar neste fórum. "
            "<a href='/cadastro'>Cadastre-se</a></p><ul>"
            "<li><a href='/t/1'>Pneus sem câmara valem a pena?</a> — 22 respostas</li>"
            "<li><a href='/t/2'>Trilha da Serra do Mar no feriado</a> — 8 respostas</li>"
            "<li><a href='/t/3'>Ajuste de câmbio traseiro passo a passo</a> — 15 respostas</li></ul>"
            "<p>O fórum reúne ciclistas de todo o país desde 2009 para trocar rotas, dicas de manutenção e "
            "histórias de viagem.</p>",
            title="Fórum de ciclismo",
            lang="pt",
        ),
        "https://pedal.example/forum",
        "câmbio traseiro",
        id="join-refused: a forum's board refusing a guest posting above its topics (pt)",
    ),
    pytest.param(
        card(
            "Ayuda",
            "¿Por qué veo «No tienes permiso para acceder a esta página»?",
            [
                "El mensaje aparece cuando la página es solo para socios: las fichas de los talleres y el "
                "calendario de salidas se reservan a quienes tienen una cuenta.",
                "Crea tu cuenta con tu correo; la activación llega en unos minutos y la página se abre sola.",
            ],
            "Regístrate",
            "/registro",
        ),
        None,
        "la activación llega",
        id="join-refused: a help page explaining the refusal, its button to register (es)",
    ),
    pytest.param(
        _refusal(
            "en",
            "<p>You don't have permission to view this page.</p><p>Plans from $5 a month.</p>"
            "<a href='/signup'>Sign up</a>",
        ),
        None,
        None,
        id="join-refused: a sign-up offer beside a price, a pay gate's (en)",
    ),
]


# The reader asked to log in, in the turns the rules lacked: the page's title, a heading, its line, a way on
ASKED = [
    ("fr", "Messagerie", "Veuillez-vous connecter", "Vos messages s'afficheront ici.", "Accueil", "/"),
    ("fr", "Offres", "Attention", "Merci de vous connecter pour accéder à cette page.", "Accueil", "/"),
    ("fr", "Données", "Accès", "Veuillez vous identifier afin de consulter les relevés.", "Retour", "/"),
    ("zh", "购物车", "提示", "请先登陆！", "返回首页", "/"),
    ("zh", "个人中心", "提示", "当前用户未登录，请您先登录再查看。", "返回首页", "/"),
    ("zh-TW", "購物車", "提示", "請先登錄再購買商品。", "回首頁", "/"),
    ("ko", "동기화", "알림", "Google 계정 인증이 필요합니다.", "홈으로", "/"),
    ("ja", "チケット", "エラー", "このページにアクセスするには認証が必要です。", "ホーム", "/"),
    ("zh", "后台", "需要身份验证", "本系统仅供内部人员使用。", "返回", "/"),
]


@pytest.fixture
def asked_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge with :mod:`walls_asked_to_log_in`'s sentences left out of the log-in kind's."""
    _off(monkeypatch, walls_asked_to_log_in.SAID)


@pytest.mark.parametrize(("lang", "title", "heading", "line", "way_on", "href"), ASKED)
def test_the_reader_asked_to_log_in_in_the_turns_sites_use_is_a_login_wall(
    lang: str, title: str, heading: str, line: str, way_on: str, href: str
) -> None:
    outcome = _read(_told(lang, title, heading, line, way_on, href))
    assert failed_with(outcome, LOGIN_REASON), outcome


@pytest.mark.usefixtures("asked_off")
@pytest.mark.parametrize(("lang", "title", "heading", "line", "way_on", "href"), ASKED)
def test_without_the_rule_the_reader_asked_to_log_in_is_read(
    lang: str, title: str, heading: str, line: str, way_on: str, href: str
) -> None:
    outcome = _read(_told(lang, title, heading, line, way_on, href))
    assert not failed_with(outcome, LOGIN_REASON), outcome


ASKED_READ = [
    pytest.param(
        card(
            "Aide – Wi-Fi",
            "Changer le mot de passe du Wi-Fi",
            [
                "Veuillez vous connecter à l'interface de votre box, puis ouvrez l'onglet Wi-Fi.",
                "Saisissez le nouveau mot de passe deux fois et enregistrez ; les appareils se reconnectent "
                "d'eux-mêmes en une minute.",
                "Notez-le dans un endroit sûr : la box ne l'affiche plus ensuite.",
            ],
            "Autres articles",
        ),
        None,
        "en une minute",
        id="asked: a how-to's step, log in to the box's interface, then (fr)",
    ),
    pytest.param(
        card(
            "Inscription",
            "Inscription réussie",
            ["Enregistrement réussi, veuillez-vous connecter."],
            "Se connecter",
            "/login",
        ),
        None,
        None,
        id="asked: a sign-up done, the reader asked to log in with the new account (fr)",
    ),
    pytest.param(
        card(
            "会員登録",
            "ご登録ありがとうございます",
            ["メールアドレスの認証が必要です。届いたメールのリンクを開いてください。"],
            "トップへ",
        ),
        None,
        None,
        id="asked: an e-mail address to confirm after signing up (ja)",
    ),
    pytest.param(
        "<html lang='zh'><head><title>周末市集回来了</title></head><body><article>"
        "<h1>周末市集重返梧桐广场</h1>"
        "<p>经过两年的施工，摊主们从本周六起重新回到梧桐树下，早上七点到下午一点，共有三十多个摊位，"
        "出售蔬菜、奶酪、面包和鲜花。</p><p>市政府承诺整个夏天都会有自行车停车架和从火车站出发的"
        "接驳车，每二十分钟一班。</p></article>"
        "<section class='comments'><p>请您先登录再发表评论。</p></section></body></html>",
        None,
        "接驳车",
        id="asked: a comment form asking a guest to log in under an article (zh)",
    ),
]


@pytest.mark.parametrize(("page", "url", "words"), [*TOLD_NOT_IN_READ, *JOIN_REFUSED_READ, *ASKED_READ])
def test_a_page_carrying_a_classes_words_that_is_no_wall_is_read(
    page: str, url: str | None, words: str | None
) -> None:
    """Each page, served at ``url`` (None: a story's address), is read as itself with its ``words`` kept, or,
    where ``words`` is None (a page after the reader's own action, a pay gate's offer), at least not refused
    as a log-in wall."""
    outcome = read_html(page) if url is None else read_html(page, url=url)
    if words is None:
        assert not failed_with(outcome, LOGIN_REASON), outcome
    else:
        assert read_as_page(outcome, words), outcome
