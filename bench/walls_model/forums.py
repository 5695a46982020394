"""Forum pages written from forum software's documented wording, for the wall model to learn a board's chrome.

    train.py learns from them beside the harvest and ``wording.py`` (``--harvest``): their words only (title,
    headings, text, the text's length), never their markup or address, which were written here.

Every page a forum serves carries the same chrome: a log-in box or a "Login · Register" line, a search box,
the board's statistics and who is online. On a board's index or a topic that chrome is furniture around the
page (no wall: "none"); the same chrome around the software's own message that the board requires the reader
to be registered and logged in is a log-in wall; around its message that the topic asked for does not exist,
a soft 404. Written in pairs of the same board, the pages teach the model the message, not the chrome.

The wording is each package's own, as its language files give it: phpBB's ``language/LANG/common.php``
(``LOGIN``, ``REGISTER``, ``LOGIN_VIEWFORUM``, ``LOGIN_INFO``, ``NO_TOPIC``, ``NO_FORUM``…; English from
``phpbb/phpbb``, German and French from the language packs ``JVA-KillBill/JVA-Language-files`` holds,
``COMMITS``), SMF's ``Themes/default/languages/index.english.php`` (``only_members_can_access``,
``login_below``…), vBulletin's no-permission page (``nopermission_loggedout``, as quoted whole in forum
threads) and index welcome, and the chrome labels of MyBB, Discourse and Flarum. The boards, forums, topics
and posts are written here. No page of the wall corpus or of an extraction corpus was read to write them.
"""

from __future__ import annotations

import html
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from data import Record, written_records  # noqa: E402

from kotoba.settings import Settings  # noqa: E402

ADDRESS = "https://forum.invalid/"
# the commit of each language file the phpBB strings were taken from
COMMITS = {
    "phpbb/phpbb phpBB/language/en/common.php": "002740d3ef1a32e96876d3906cefbf93750d58b7",
    "JVA-KillBill/JVA-Language-files phpBB/language/de/common.php": (
        "3620801ed00a448934a68d8261fff035703da70a"
    ),
    "JVA-KillBill/JVA-Language-files phpBB/language/fr/common.php": (
        "bbf1bfbc4bc4d6e6f81ad3dd01fc89f1ab048508"
    ),
}
# phpBB's strings, per language
PHPBB: dict[str, dict[str, str]] = {
    "en": {
        "INDEX": "Board index",
        "FAQ": "FAQ",
        "REGISTER": "Register",
        "LOGIN": "Login",
        "SEARCH": "Search",
        "SEARCH_MINI": "Search…",
        "USERNAME": "Username",
        "PASSWORD": "Password",
        "FORGOT_PASS": "I forgot my password",
        "LOG_ME_IN": "Remember me",
        "HIDE_ME": "Hide my online status this session",
        "FORUM": "Forum",
        "TOPICS": "Topics",
        "POSTS": "Posts",
        "LAST_POST": "Last post",
        "BY": "by",
        "WHO_IS_ONLINE": "Who is online",
        "ONLINE": "In total there are <strong>{n}</strong> users online :: 1 registered, 0 hidden and "
        "{g} guests",
        "STATISTICS": "Statistics",
        "TOTALS": "Total posts <strong>{p}</strong> • Total topics <strong>{t}</strong> • Total members "
        "<strong>{m}</strong> • Our newest member <strong>{u}</strong>",
        "MEMBERLIST": "Members",
        "THE_TEAM": "The team",
        "DELETE_COOKIES": "Delete all board cookies",
        "ALL_TIMES": "All times are UTC",
        "POWERED_BY": "Powered by phpBB® Forum Software © phpBB Limited",
        "INFORMATION": "Information",
        "NO_TOPIC": "The requested topic does not exist.",
        "NO_FORUM": "The forum you selected does not exist.",
        "LOGIN_VIEWFORUM": "The board requires you to be registered and logged in to view this forum.",
        "LOGIN_INFO": "In order to login you must be registered. Registering takes only a few moments but"
        " gives you "
        "increased capabilities. The board administrator may also grant additional permissions to registered "
        "users. Before you register please ensure you are familiar with our terms of use and related"
        " policies. "
        "Please ensure you read any forum rules as you navigate around the board.",
        "TERMS_USE": "Terms of use",
        "PRIVACY": "Privacy policy",
        "RETURN_INDEX": "Return to Board Index",
        "POST_REPLY": "Post Reply",
        "REPLIES": "replies",
    },
    "de": {
        "INDEX": "Foren-Übersicht",
        "FAQ": "FAQ",
        "REGISTER": "Registrieren",
        "LOGIN": "Anmelden",
        "SEARCH": "Suche",
        "SEARCH_MINI": "Suche …",
        "USERNAME": "Benutzername",
        "PASSWORD": "Passwort",
        "FORGOT_PASS": "Ich habe mein Passwort vergessen",
        "LOG_ME_IN": "Angemeldet bleiben",
        "HIDE_ME": "Meinen Online-Status während dieser Sitzung verbergen",
        "FORUM": "Forum",
        "TOPICS": "Themen",
        "POSTS": "Beiträge",
        "LAST_POST": "Letzter Beitrag",
        "BY": "von",
        "WHO_IS_ONLINE": "Wer ist online?",
        "ONLINE": "Insgesamt sind <strong>{n}</strong> Besucher online :: 1 registrierter, 0 unsichtbare und "
        "{g} Gäste",
        "STATISTICS": "Statistik",
        "TOTALS": "Beiträge insgesamt <strong>{p}</strong> • Themen insgesamt <strong>{t}</strong> •"
        " Mitglieder "
        "insgesamt <strong>{m}</strong> • Unser neuestes Mitglied: <strong>{u}</strong>",
        "MEMBERLIST": "Mitglieder",
        "THE_TEAM": "Das Team",
        "DELETE_COOKIES": "Alle Cookies löschen",
        "ALL_TIMES": "Alle Zeiten sind UTC+01:00",
        "POWERED_BY": "Powered by phpBB® Forum Software © phpBB Limited",
        "INFORMATION": "Information",
        "NO_TOPIC": "Das von dir ausgewählte Thema existiert nicht.",
        "NO_FORUM": "Das von dir ausgewählte Forum existiert nicht.",
        "LOGIN_VIEWFORUM": "Um Beiträge in diesem Forum anzusehen, musst du auf diesem Board registriert und "
        "angemeldet sein.",
        "LOGIN_INFO": "Du musst in diesem Forum registriert sein, um dich anmelden zu können. Die"
        " Registrierung ist "
        "in wenigen Augenblicken erledigt und ermöglicht dir, auf weitere Funktionen zuzugreifen. Die "
        "Board-Administration kann registrierten Benutzern auch zusätzliche Berechtigungen zuweisen. Beachte"
        " bitte "
        "unsere Nutzungsbedingungen und die verwandten Regelungen, bevor du dich registrierst. Bitte beachte"
        " auch "
        "die jeweiligen Forenregeln, wenn du dich in diesem Board bewegst.",
        "TERMS_USE": "Nutzungsbedingungen",
        "PRIVACY": "Datenschutz",
        "RETURN_INDEX": "Zurück zur Foren-Übersicht",
        "POST_REPLY": "Antwort erstellen",
        "REPLIES": "Antworten",
    },
    "fr": {
        "INDEX": "Index du forum",
        "FAQ": "FAQ",
        "REGISTER": "S’enregistrer",
        "LOGIN": "Connexion",
        "SEARCH": "Rechercher",
        "SEARCH_MINI": "Recherche…",
        "USERNAME": "Nom d’utilisateur",
        "PASSWORD": "Mot de passe",
        "FORGOT_PASS": "J’ai oublié mon mot de passe",
        "LOG_ME_IN": "Se souvenir de moi",
        "HIDE_ME": "Cacher mon statut en ligne pour cette session",
        "FORUM": "Forum",
        "TOPICS": "Sujets",
        "POSTS": "Messages",
        "LAST_POST": "Dernier message",
        "BY": "par",
        "WHO_IS_ONLINE": "Qui est en ligne ?",
        "ONLINE": "Au total il y a <strong>{n}</strong> utilisateurs en ligne : 1 enregistré, 0 invisible et "
        "{g} invités",
        "STATISTICS": "Statistiques",
        "TOTALS": "Messages publiés <strong>{p}</strong> • Sujets <strong>{t}</strong> • Membres <strong>{m}"
        "</strong> • Le membre enregistré le plus récent est <strong>{u}</strong>.",
        "MEMBERLIST": "Membres",
        "THE_TEAM": "L’équipe du forum",
        "DELETE_COOKIES": "Supprimer les cookies",
        "ALL_TIMES": "Heures au format UTC+01:00",
        "POWERED_BY": "Développé par phpBB® Forum Software © phpBB Limited",
        "INFORMATION": "Informations",
        "NO_TOPIC": "Le sujet demandé n’existe pas.",
        "NO_FORUM": "Le forum que vous avez tenté d’atteindre n’existe pas.",
        "LOGIN_VIEWFORUM": "L’administrateur du forum exige que vous soyez enregistré et connecté pour lire "
        "ce forum.",
        "LOGIN_INFO": "Vous devez être enregistré pour vous connecter. L’enregistrement ne prend que"
        " quelques "
        "secondes et augmente vos possibilités. L’administrateur du forum peut également accorder des"
        " permissions "
        "additionnelles aux membres du forum. Avant de vous enregistrer, assurez-vous d’avoir pris"
        " connaissance de "
        "nos conditions d’utilisation et de notre politique de vie privée. Assurez-vous de bien lire tout le "
        "règlement du forum.",
        "TERMS_USE": "Conditions d’utilisation",
        "PRIVACY": "Politique de confidentialité",
        "RETURN_INDEX": "Retourner à l’index du forum",
        "POST_REPLY": "Répondre",
        "REPLIES": "réponses",
    },
}
# Per language, two boards written here: name, tagline, forums (name, description), a topic and its posts
BOARDS: dict[str, list[dict[str, object]]] = {
    "en": [
        {
            "name": "Riverside Anglers",
            "tagline": "Coarse and fly fishing on the lower river",
            "forums": [
                ("Catch reports", "Share what you caught, where and on what bait."),
                ("Tackle talk", "Rods, reels, lines and the flies that work."),
                ("Club news", "Meetings, work parties and permits."),
            ],
            "topic": "Barbel at the weir after the rain",
            "posts": [
                (
                    "kestrel",
                    "Three fish over six pounds on Saturday evening, all on a small pellet under the weir "
                    "pool. The water was coloured and rising slowly.",
                ),
                ("ollie_b", "Good going. Did you feed much before the first bite, or fish it straight away?"),
            ],
        },
        {
            "name": "Homelab Forum",
            "tagline": "Servers, networks and tinkering at home",
            "forums": [
                ("Hardware", "Rack gear, mini PCs and storage."),
                ("Networking", "Switches, VLANs and firewalls."),
                ("Off topic", "Anything else."),
            ],
            "topic": "Quiet fans for a 2U case",
            "posts": [
                (
                    "packetloss",
                    "Swapped the stock 80 mm fans for slower ones and the noise dropped a lot; drive "
                    "temperatures went up by four degrees under load.",
                ),
                ("mira", "Four degrees is fine for spinning disks. Keep an eye on the HBA, it runs hot."),
            ],
        },
    ],
    "de": [
        {
            "name": "Gartenfreunde Forum",
            "tagline": "Rund um Gemüse, Obst und Kleingarten",
            "forums": [
                ("Gemüsebeet", "Aussaat, Pflege und Ernte."),
                ("Obstbäume", "Schnitt, Veredelung und Sorten."),
                ("Vereinsleben", "Termine und Neuigkeiten aus dem Verein."),
            ],
            "topic": "Tomaten platzen nach dem Regen",
            "posts": [
                (
                    "sonnenblume",
                    "Nach dem Gewitter sind fast alle reifen Tomaten aufgeplatzt. Liegt das am "
                    "Gießen oder an der Sorte?",
                ),
                (
                    "gartenzwerg",
                    "Meistens am ungleichmäßigen Wasser. Gleichmäßig gießen und reife Früchte früh "
                    "ernten hilft.",
                ),
            ],
        },
        {
            "name": "Modellbahn-Treff",
            "tagline": "Spur H0, N und Z",
            "forums": [
                ("Anlagenbau", "Gleispläne, Landschaft und Elektrik."),
                ("Digitalsteuerung", "Decoder, Zentralen und Software."),
                ("Börse", "Suche und biete."),
            ],
            "topic": "Weiche schaltet nur manchmal",
            "posts": [
                (
                    "dampflok",
                    "Meine Weiche am Bahnhof schaltet nur bei jedem zweiten Mal. Der Antrieb brummt "
                    "nur kurz.",
                ),
                ("rangierer", "Prüf die Stromversorgung des Antriebs, oft reicht der Trafo nicht."),
            ],
        },
    ],
    "fr": [
        {
            "name": "Forum des Randonneurs",
            "tagline": "Sentiers, refuges et matériel",
            "forums": [
                ("Itinéraires", "Récits et conseils pour vos sorties."),
                ("Matériel", "Chaussures, sacs et tentes."),
                ("Petites annonces", "Achat et vente entre membres."),
            ],
            "topic": "Traversée du Vercors en quatre jours",
            "posts": [
                (
                    "marmotte",
                    "Nous avons fait la traversée nord-sud la semaine dernière. Peu d’eau sur les "
                    "hauts plateaux, prévoyez trois litres.",
                ),
                ("bouquetin", "Merci pour le retour. Les cabanes étaient-elles ouvertes ?"),
            ],
        },
        {
            "name": "Atelier Photo",
            "tagline": "Le forum de la photographie argentique et numérique",
            "forums": [
                ("Technique", "Exposition, développement et retouche."),
                ("Matériel", "Boîtiers et objectifs."),
                ("Galeries", "Montrez vos images."),
            ],
            "topic": "Développer du noir et blanc à la maison",
            "posts": [
                (
                    "grain400",
                    "Je commence avec une cuve et du révélateur en poudre. Quelle température "
                    "conseillez-vous ?",
                ),
                ("diaphragme", "Vingt degrés, et gardez-la constante pendant tout le développement."),
            ],
        },
    ],
}


def _document(
    title: str, content: str, *, html_attrs: str = 'lang="en"', charset: str = "utf-8", body_attrs: str = ""
) -> str:
    """The page every package serves around its ``content``: the doctype, the <html> element with
    ``html_attrs``, the charset and the title (``title``: escaped already), and <body> with ``body_attrs``."""
    return (
        f'<!DOCTYPE html>\n<html {html_attrs}>\n<head>\n<meta charset="{charset}">\n<title>{title}</title>\n'
        f"</head>\n<body{body_attrs}>\n{content}</body>\n</html>\n"
    )


def _phpbb(lang: str, board: Mapping[str, object], body: str, title: str) -> str:
    """A phpBB board's page in its prosilver shape: header with search, navigation with the log-in links,
    ``body``, and the footer."""
    s = PHPBB[lang]
    name = html.escape(str(board["name"]))
    content = (
        '<div id="wrap" class="wrap">\n'
        '<div id="page-header"><div class="headerbar" role="banner"><div class="inner">'
        f'<div id="site-description"><a id="logo" class="logo" href="./index.php"></a><h1>{name}</h1>'
        f"<p>{html.escape(str(board['tagline']))}</p></div>"
        '<div id="search-box" class="search-box search-header" role="search"><form action="./search.php" '
        f'method="get" id="search"><input name="keywords" type="search" placeholder="{s["SEARCH_MINI"]}">'
        f'<button class="button button-search" type="submit">{s["SEARCH"]}</button></form></div></div></div'
        ">\n"
        '<div class="navbar" role="navigation"><ul id="nav-main" class="nav-main linklist">'
        f'<li><a href="/app.php/help/faq">{s["FAQ"]}</a></li>'
        f'<li class="rightside"><a href="./ucp.php?mode=login">{s["LOGIN"]}</a></li>'
        f'<li class="rightside"><a href="./ucp.php?mode=register">{s["REGISTER"]}</a></li></ul>'
        '<ul id="nav-breadcrumbs" class="nav-breadcrumbs linklist"><li class="breadcrumbs"><span'
        ' class="crumb">'
        f'<a href="./index.php">{s["INDEX"]}</a></span></li></ul></div></div>\n'
        f'<div id="page-body" class="page-body" role="main">\n{body}\n</div>\n'
        '<div id="page-footer" class="page-footer" role="contentinfo"><div class="navbar"><ul'
        ' class="linklist">'
        f'<li><a href="./index.php">{s["INDEX"]}</a></li><li><a href="./memberlist.php?mode=team">'
        f'{s["THE_TEAM"]}</a></li><li><a href="./ucp.php?mode=delete_cookies">{s["DELETE_COOKIES"]}</a></li>'
        f'<li>{s["ALL_TIMES"]}</li></ul></div><div class="copyright">{s["POWERED_BY"]}</div></div>\n'
        "</div>\n"
    )
    return _document(
        html.escape(title),
        content,
        html_attrs=f'dir="ltr" lang="{lang}"',
        body_attrs=' id="phpbb" class="nojs notouch section-index ltr"',
    )


def _login_form(s: Mapping[str, str], *, quick: bool) -> str:
    """phpBB's quick log-in under the index (``quick``) or its log-in box's form."""
    if quick:
        return (
            '<form method="post" action="./ucp.php?mode=login" class="headerspace"><h3>'
            f'<a href="./ucp.php?mode=login">{s["LOGIN"]}</a> • <a href="./ucp.php?mode=register">'
            f'{s["REGISTER"]}</a></h3><fieldset class="quick-login"><label for="username"><span>'
            f'{s["USERNAME"]}:</span> <input type="text" name="username" id="username"></label> '
            f'<label for="password"><span>{s["PASSWORD"]}:</span> <input type="password" name="password" '
            'id="password" autocomplete="off"></label> <a href="./ucp.php?mode=sendpassword"'
            f">{s['FORGOT_PASS']}"
            f'</a> <label for="autologin">{s["LOG_ME_IN"]} <input type="checkbox" name="autologin" '
            f'id="autologin"></label> <input type="submit" name="login" value="{s["LOGIN"]}"></fieldset>'
            "</form>"
        )
    return (
        f'<fieldset class="fields1"><dl><dt><label for="username">{s["USERNAME"]}:</label></dt><dd>'
        '<input type="text" id="username" name="username" class="inputbox autowidth"></dd></dl>'
        f'<dl><dt><label for="password">{s["PASSWORD"]}:</label></dt><dd><input type="password"'
        ' id="password" '
        'name="password" class="inputbox autowidth" autocomplete="off"></dd><dd>'
        f'<a href="./ucp.php?mode=sendpassword">{s["FORGOT_PASS"]}</a></dd></dl><dl><dd><label'
        ' for="autologin">'
        f'<input type="checkbox" name="autologin" id="autologin"> {s["LOG_ME_IN"]}</label></dd><dd><label '
        f'for="viewonline"><input type="checkbox" name="viewonline" id="viewonline"> {s["HIDE_ME"]}</label>'
        "</dd>"
        f'</dl><dl><dt>&nbsp;</dt><dd><input type="submit" name="login" value="{s["LOGIN"]}" class="button1">'
        "</dd></dl></fieldset>"
    )


def phpbb_index(lang: str, board: Mapping[str, object], at: int) -> str:
    s = PHPBB[lang]
    rows = "".join(
        '<li class="row"><dl class="row-item forum_read"><dt><div class="list-inner"><a'
        ' href="./viewforum.php?'
        f'f={n + 2}" class="forumtitle">{html.escape(name)}</a><br>{html.escape(about)}</div></dt>'
        f'<dd class="topics">{12 + 7 * n + at}</dd><dd class="posts">{85 + 31 * n + at}</dd><dd'
        ' class="lastpost">'
        f'<span>{s["BY"]} <a href="./memberlist.php?mode=viewprofile&amp;u={n + 5}">admin</a></span></dd>'
        "</dl></li>"
        for n, (name, about) in enumerate(board["forums"])  # type: ignore[arg-type]
    )
    body = (
        '<div class="forabg"><div class="inner"><ul class="topiclist"><li class="header"><dl'
        ' class="row-item"><dt>'
        f'<div class="list-inner">{s["FORUM"]}</div></dt><dd class="topics">{s["TOPICS"]}</dd><dd'
        ' class="posts">'
        f'{s["POSTS"]}</dd><dd class="lastpost"><span>{s["LAST_POST"]}</span></dd></dl></li></ul>'
        f'<ul class="topiclist forums">{rows}</ul></div></div>\n{_login_form(s, quick=True)}\n'
        f'<div class="stat-block online-list"><h3>{s["WHO_IS_ONLINE"]}</h3><p>'
        f"{s['ONLINE'].format(n=14 + at, g=13 + at)}</p></div>\n"
        f'<div class="stat-block statistics"><h3>{s["STATISTICS"]}</h3><p>'
        f"{s['TOTALS'].format(p=2417 + at, t=318 + at, m=204 + at, u='lina' if at else 'tom_k')}</p></div>"
    )
    return _phpbb(lang, board, body, f"{board['name']} - {s['INDEX']}")


def phpbb_topic(lang: str, board: Mapping[str, object], at: int) -> str:
    s = PHPBB[lang]
    topic = html.escape(str(board["topic"]))
    posts = "".join(
        f'<div id="p{100 + n}" class="post has-profile bg{n % 2 + 1}"><div class="inner"><dl'
        ' class="postprofile">'
        f'<dt><a href="./memberlist.php?mode=viewprofile&amp;u={n + 9}" class="username">{html.escape(who)}'
        "</a>"
        f'</dt><dd class="profile-posts"><strong>{s["POSTS"]}:</strong> {40 + 17 * n}</dd></dl>'
        f'<div class="postbody"><h3 class="first"><a href="#p{100 + n}">{topic}</a></h3>'
        f'<div class="content">{html.escape(said)}</div></div></div></div>'
        for n, (who, said) in enumerate(board["posts"])  # type: ignore[arg-type]
    )
    body = (
        f'<h2 class="topic-title"><a href="./viewtopic.php?t={31 + at}">{topic}</a></h2>\n'
        f'<div class="action-bar bar-top"><a href="./posting.php?mode=reply&amp;t={31 + at}" class="button">'
        f'{s["POST_REPLY"]}</a><div class="pagination">{len(board["posts"])} {s["POSTS"]}</div></div>\n'  # type: ignore[arg-type]
        f"{posts}\n{_login_form(s, quick=True)}\n"
        f'<div class="stat-block online-list"><h3>{s["WHO_IS_ONLINE"]}</h3><p>'
        f"{s['ONLINE'].format(n=3 + at, g=2 + at)}</p></div>"
    )
    return _phpbb(lang, board, body, f"{board['topic']} - {board['name']}")


def phpbb_login_wall(lang: str, board: Mapping[str, object], at: int) -> str:
    """phpBB's ``login_box`` with ``LOGIN_VIEWFORUM``, where a guest asks for a forum or topic it may not
    read."""
    s = PHPBB[lang]
    body = (
        f'<form action="./ucp.php?mode=login" method="post" id="login"><div class="panel"><div class="inner">'
        f'<div class="content"><h2 class="login-title">{s["LOGIN_VIEWFORUM"]}</h2'
        f">{_login_form(s, quick=False)}"
        f'</div></div></div></form>\n<div class="panel"><div class="inner"><div class="content"><h3>'
        f'{s["REGISTER"]}</h3><p>{s["LOGIN_INFO"]}</p><p><strong><a href="./ucp.php?mode=terms"'
        f">{s['TERMS_USE']}"
        f'</a> | <a href="./ucp.php?mode=privacy">{s["PRIVACY"]}</a></strong></p><hr class="dashed"><p>'
        f'<a href="./ucp.php?mode=register" class="button2">{s["REGISTER"]}</a></p></div></div></div>'
    )
    return _phpbb(lang, board, body, f"{board['name']} - {s['LOGIN']}")


def phpbb_not_found(lang: str, board: Mapping[str, object], at: int) -> str:
    """phpBB's message page for a topic (or, on a second board, a forum) that does not exist."""
    s = PHPBB[lang]
    said = s["NO_FORUM"] if at % 2 else s["NO_TOPIC"]
    body = (
        f'<div class="panel" id="message"><div class="inner"><h2 class="message-title">{s["INFORMATION"]}'
        "</h2>"
        f'<p>{said}</p><p><a href="./index.php">{s["RETURN_INDEX"]}</a></p></div></div>\n'
        f"{_login_form(s, quick=True)}"
    )
    return _phpbb(lang, board, body, f"{board['name']} - {s['INFORMATION']}")


# English-only packages: their chrome and, where documented, their walls
VB_WELCOME = (
    "If this is your first visit, be sure to check out the FAQ by clicking the link above. You may have to "
    "register before you can post: click the register link above to proceed. To start viewing messages,"
    " select "
    "the forum that you want to visit from the selection below."
)
VB_NOPERMISSION = (
    "<p>You are not logged in or you do not have permission to access this page. This could be due to one of "
    "several reasons:</p><ol><li>You are not logged in. Fill in the form at the bottom of this page and try "
    "again.</li><li>You may not have sufficient privileges to access this page. Are you trying to edit"
    " someone "
    "else's post, access administrative features or some other privileged system?</li><li>If you are trying"
    " to "
    "post, the administrator may have disabled your account, or it may be awaiting activation.</li></ol>"
)


def vbulletin(board: Mapping[str, object], at: int, what: str) -> str:
    """A vBulletin 3 board: its navbar's log-in box on every page, and an index, a thread or its
    no-permission page (``what``)."""
    name = html.escape(str(board["name"]))
    login_box = (
        '<form action="login.php?do=login" method="post"><table><tr><td><label for="navbar_username">User'
        " Name"
        '</label></td><td><input type="text" name="vb_login_username" id="navbar_username" value="User Name">'
        '</td><td><label for="cb_cookieuser_navbar"><input type="checkbox" name="cookieuser"'
        ' id="cb_cookieuser_'
        'navbar">Remember Me?</label></td></tr><tr><td><label for="navbar_password">Password</label></td><td>'
        '<input type="password" name="vb_login_password" id="navbar_password"></td><td><input type="submit" '
        'value="Log in"></td></tr></table></form>'
    )
    navbar = (
        f'<table class="tborder"><tr><td class="alt1"><span class="navbar"><a href="index.php">{name}</a>'
        "</span>"
        f'</td><td class="alt2">{login_box}</td></tr></table><div class="tborder"><table><tr>'
        '<td class="vbmenu_control"><a href="register.php">Register</a></td><td class="vbmenu_control">'
        '<a href="faq.php">FAQ</a></td><td class="vbmenu_control"><a href="memberlist.php">Members List</a>'
        "</td>"
        '<td class="vbmenu_control"><a href="calendar.php">Calendar</a></td><td class="vbmenu_control">'
        '<a href="search.php?do=getdaily">Today\'s Posts</a></td><td class="vbmenu_control">'
        '<a href="search.php">Search</a></td></tr></table></div>'
    )
    if what == "index":
        rows = "".join(
            f'<tr><td class="alt1Active"><div><a href="forumdisplay.php?f={n + 2}"><strong'
            f">{html.escape(forum)}"
            f'</strong></a></div><div class="smallfont">{html.escape(about)}</div></td><td class="alt2">'
            f'{9 + 4 * n + at}</td><td class="alt1">{60 + 23 * n + at}</td></tr>'
            for n, (forum, about) in enumerate(board["forums"])  # type: ignore[arg-type]
        )
        body = (
            f'<table class="tborder"><tr><td class="tcat">Welcome to the {name}.</td></tr><tr><td'
            ' class="alt1">'
            f'{VB_WELCOME}</td></tr></table><table class="tborder"><thead><tr><td class="thead">Forum</td>'
            f'<td class="thead">Threads</td><td class="thead">Posts</td></tr></thead>{rows}</table>'
            '<table class="tborder"><tr><td class="tcat">What\'s Going On?</td></tr><tr><td class="thead">'
            f"Currently Active Users: {21 + at} (2 members and {19 + at} guests)</td></tr><tr><td"
            ' class="thead">'
            f'{name} Statistics</td></tr><tr><td class="alt1">Threads: {410 + at}, Posts: {3120 + at}, '
            f"Members: {288 + at}<br>Welcome to our newest member, {'ripple' if at else 'gearhead'}</td></tr>"
            "</table>"
        )
        title = f"{board['name']} - Powered by vBulletin"
    elif what == "thread":
        posts = "".join(
            f'<table class="tborder" id="post{200 + n}"><tr><td class="thead">Today, 0{n + 8}:14 PM</td></tr>'
            f'<tr><td class="alt2"><a class="bigusername" href="member.php?u={n + 3}">{html.escape(who)}</a>'
            '<div class="smallfont">Junior Member</div></td><td class="alt1"><div'
            f' id="post_message_{200 + n}">'
            f"{html.escape(said)}</div></td></tr></table>"
            for n, (who, said) in enumerate(board["posts"])  # type: ignore[arg-type]
        )
        body = f"<h1>{html.escape(str(board['topic']))}</h1>{posts}"
        title = f"{board['topic']} - {board['name']}"
    else:  # vBulletin's no-permission page for a guest
        body = (
            '<table class="tborder"><tr><td class="tcat">vBulletin Message</td></tr><tr><td'
            ' class="panelsurround">'
            f'<div class="panel">{VB_NOPERMISSION}</div></td></tr></table><form action="login.php?do=login" '
            'method="post"><table class="tborder"><tr><td class="tcat">Log in</td></tr><tr><td'
            ' class="panelsurround">'
            '<div class="panel"><fieldset class="fieldset"><legend>Log in</legend><table><tr><td>User Name:'
            "<br>"
            '<input type="text" name="vb_login_username"></td></tr><tr><td>Password:<br><input'
            ' type="password" '
            'name="vb_login_password"></td></tr><tr><td><label><input type="checkbox" name="cookieuser"'
            ">Remember "
            'Me?</label></td></tr></table></fieldset><div><a href="login.php?do=lostpw">Forgotten Your'
            " Password?"
            '</a></div><input type="submit" value="Log in"></div></td></tr></table></form>'
        )
        title = f"{board['name']}"
    content = (
        f'{navbar}\n{body}\n<div class="smallfont" align="center">All times are GMT. The time now is 09:41'
        ' PM.</div><div class="smallfont" align="center">Powered by vBulletin® Copyright ©2000 - 2024, '
        "Jelsoft Enterprises Ltd.</div>\n"
    )
    return _document(html.escape(title), content, html_attrs='dir="ltr" lang="en"')


def smf(board: Mapping[str, object], at: int, what: str) -> str:
    """A Simple Machines Forum board: its guest greeting and log-in strip, and an index, a topic or its
    members-only warning (``what``: ``only_members_can_access`` over the log-in form)."""
    name = html.escape(str(board["name"]))
    upper = (
        f'<div id="upper_section"><h1 class="forumtitle"><a href="index.php">{name}</a></h1>'
        '<div class="user"><form id="guest_form" action="index.php?action=login2" method="post"><div'
        ' class="info">'
        'Welcome, <strong>Guest</strong>. Please <a href="index.php?action=login">login</a> or '
        '<a href="index.php?action=register">register</a>.</div><input type="text" name="user" size="10">'
        '<input type="password" name="passwrd" size="10"><select name="cookielength"><option value="60">1'
        " Hour"
        '</option><option value="-1" selected>Forever</option></select><input type="submit" value="Login">'
        '<div class="info">Login with username, password and session length</div></form></div></div>'
        '<div id="main_menu"><ul><li><a href="index.php">Home</a></li><li><a href="index.php?action=help"'
        ">Help"
        '</a></li><li><a href="index.php?action=search">Search</a></li><li><a href="index.php?action=login">'
        'Login</a></li><li><a href="index.php?action=register">Register</a></li></ul></div>'
    )
    if what == "index":
        rows = "".join(
            f'<tr class="windowbg2"><td class="info"><a class="subject" href="index.php?board={n + 1}.0">'
            f'{html.escape(forum)}</a><p>{html.escape(about)}</p></td><td class="stats">{70 + 11 * n + at}'
            " Posts"
            f"<br>{8 + 3 * n} Topics</td></tr>"
            for n, (forum, about) in enumerate(board["forums"])  # type: ignore[arg-type]
        )
        body = (
            f'<div id="boardindex_table"><table class="table_list"><tbody class="header"><tr><td><h3 '
            f'class="catbg">General Category</h3></td></tr></tbody><tbody class="content">{rows}</tbody>'
            "</table>"
            '</div><div id="upshrinkHeaderIC"><div class="title_barIC"><h4 class="titlebg">Info Center</h4>'
            "</div>"
            f'<h4 class="titlebg">Forum Stats</h4><p>{2300 + at} Posts in {290 + at} Topics by {170 + at}'
            " Members. "
            'Latest Member: <strong>rowan</strong></p><h4 class="titlebg">Users Online</h4><p>'
            f"{9 + at} Guests, 1 User</p></div>"
        )
        title = f"{board['name']} - Index"
    elif what == "topic":
        posts = "".join(
            f'<div class="windowbg{n % 2 + 1}"><div class="poster"><h4><a'
            f' href="index.php?action=profile;u={n + 4}">'
            f'{html.escape(who)}</a></h4></div><div class="postarea"><h5>{html.escape(str(board["topic"]))}'
            "</h5>"
            f'<div class="inner">{html.escape(said)}</div></div></div>'
            for n, (who, said) in enumerate(board["posts"])  # type: ignore[arg-type]
        )
        topic = html.escape(str(board["topic"]))
        body = f'<div id="forumposts"><h3 class="catbg">Topic: {topic}</h3>{posts}</div>'
        title = str(board["topic"])
    else:
        body = (
            '<form action="index.php?action=login2" method="post" name="frmLogin" id="frmLogin"><div'
            ' class="tborder '
            'login"><div class="cat_bar"><h3 class="catbg">Warning!</h3></div><p class="information '
            'centertext">Only registered members are allowed to access this section.<br>Please login below'
            " or "
            f'<a href="index.php?action=register">register an account</a> with {name}.</p><div'
            ' class="roundframe">'
            '<dl><dt>Username:</dt><dd><input type="text" name="user" size="20"></dd><dt>Password:</dt><dd>'
            '<input type="password" name="passwrd" size="20"></dd><dt>Minutes to stay logged in:</dt><dd>'
            '<input type="text" name="cookielength" size="4" value="60"></dd><dt>Always stay logged in:</dt>'
            "<dd>"
            '<input type="checkbox" name="cookieneverexp"></dd></dl><p><input type="submit" value="Login">'
            "</p>"
            '<p class="smalltext"><a href="index.php?action=reminder">Forgot your password?</a></p></div>'
            "</div>"
            "</form>"
        )
        title = "Login"
    content = (
        f'<div id="header">{upper}</div>\n<div id="content_section">{body}</div>\n<div id="footer_section">'
        '<ul class="reset"><li class="copyright"><a href="https://www.simplemachines.org">SMF 2.0.19</a> | '
        "SMF © 2021, Simple Machines</li></ul></div>\n"
    )
    return _document(html.escape(title), content, charset="UTF-8")


def mybb(board: Mapping[str, object], at: int, what: str) -> str:
    """A MyBB board's index or thread: the guest's "Login — Register" greeting over its forums."""
    name = html.escape(str(board["name"]))
    head = (
        f'<div id="header"><div class="logo"><a href="index.php">{name}</a></div><div class="menu"><ul>'
        '<li><a href="search.php">Search</a></li><li><a href="memberlist.php">Member List</a></li>'
        '<li><a href="calendar.php">Calendar</a></li><li><a href="misc.php?action=help">Help</a></li></ul>'
        "</div>"
        '<div id="panel"><div class="upper"><span class="welcome">Hello There, Guest! <a'
        ' href="member.php?action='
        'login">Login</a> <a href="member.php?action=register">Register</a></span></div></div></div>'
    )
    if what == "index":
        rows = "".join(
            f'<tr><td class="trow1"><strong><a href="forumdisplay.php?fid={n + 2}">{html.escape(forum)}</a>'
            f'</strong><div class="smalltext">{html.escape(about)}</div></td><td class="trow2">{5 + n + at}'
            "</td>"
            f'<td class="trow1">{40 + 9 * n}</td></tr>'
            for n, (forum, about) in enumerate(board["forums"])  # type: ignore[arg-type]
        )
        body = (
            f'<table class="tborder"><thead><tr><td class="thead" colspan="3"><strong>{name}</strong></td>'
            "</tr>"
            '<tr><td class="tcat">Forum</td><td class="tcat">Threads</td><td class="tcat">Posts</td></tr>'
            "</thead>"
            f'{rows}</table><table class="tborder"><tr><td class="thead"><strong>Board Statistics</strong>'
            "</td>"
            f'</tr><tr><td class="tcat">Who\'s Online</td></tr><tr><td class="trow1">{6 + at} users active'
            " in "
            "the past 15 minutes (0 members, 0 of whom are invisible, and 6 guests).</td></tr><tr><td "
            f'class="tcat">Board Statistics</td></tr><tr><td class="trow1">Our members have made a total of '
            f"{1800 + at} posts in {260 + at} threads.<br>We currently have {140 + at} members registered."
            "</td></tr>"
            "</table>"
        )
        title = str(board["name"])
    else:
        posts = "".join(
            f'<div class="post"><div class="post_author"><strong><a href="member.php?uid={n + 2}">'
            f'{html.escape(who)}</a></strong></div><div class="post_body">{html.escape(said)}</div></div>'
            for n, (who, said) in enumerate(board["posts"])  # type: ignore[arg-type]
        )
        body = f"<h1>{html.escape(str(board['topic']))}</h1>{posts}"
        title = f"{board['topic']}"
    content = (
        f'<div id="container">{head}<div id="content">{body}</div>'
        '<div id="footer"><ul class="menu bottom_links"><li><a href="contact.php">Contact Us</a></li>'
        '<li><a href="archive/index.php">Lite (Archive) Mode</a></li><li><a href="misc.php?action=markread">'
        'Mark all forums read</a></li></ul><div id="copyright">Powered By <a href="https://mybb.com">MyBB</a>'
        "</div></div></div>\n"
    )
    return _document(html.escape(title), content, charset="UTF-8")


def app_forum(board: Mapping[str, object], at: int, what: str) -> str:
    """A Discourse (``what`` ``discourse``) or Flarum (``flarum``) forum's list of topics, as served to a
    guest: "Sign Up" and "Log In" buttons over the list."""
    name = html.escape(str(board["name"]))
    topics = [str(board["topic"]), *(f"{forum}: read this first" for forum, _ in board["forums"])]  # type: ignore[attr-defined]
    if what == "discourse":
        rows = "".join(
            f'<tr class="topic-list-item"><td class="main-link"><a href="/t/{n + 10}" class="title">'
            f'{html.escape(topic)}</a></td><td class="posts">{3 + n}</td><td class="views">{120 + 37 * n}'
            "</td>"
            f'<td class="activity">{n + 1}d</td></tr>'
            for n, topic in enumerate(topics)
        )
        body = (
            f'<header class="d-header"><div class="title"><a href="/">{name}</a></div><div class="panel">'
            '<button class="btn btn-primary sign-up-button">Sign Up</button><button class="btn login-button">'
            'Log In</button></div></header><div id="main-outlet"><div class="navigation-container"><ul '
            'class="nav nav-pills"><li><a href="/latest">Latest</a></li><li><a href="/top">Top</a></li><li>'
            '<a href="/categories">Categories</a></li></ul></div><table class="topic-list"><thead><tr><th'
            ">Topic"
            f"</th><th>Replies</th><th>Views</th><th>Activity</th></tr></thead><tbody>{rows}</tbody></table>"
            "</div>"
        )
    else:
        rows = "".join(
            f'<li class="DiscussionListItem"><a href="/d/{n + 4}" class="DiscussionListItem-main"><h3 '
            f'class="DiscussionListItem-title">{html.escape(topic)}</h3><span'
            ' class="DiscussionListItem-info">'
            f"{n + 2} replies</span></a></li>"
            for n, topic in enumerate(topics)
        )
        body = (
            f'<header class="App-header"><h1 class="Header-title"><a href="/">{name}</a></h1><ul'
            ' class="Header-'
            'controls"><li><button class="Button Button--link">Sign Up</button></li><li><button'
            ' class="Button '
            'Button--link">Log In</button></li></ul></header><main class="App-content"><nav'
            ' class="IndexPage-nav">'
            '<button class="Button Button--primary IndexPage-newDiscussion">Start a Discussion</button><ul>'
            "<li>"
            '<a href="/">All Discussions</a></li><li><a href="/tags">Tags</a></li></ul></nav><div '
            'class="IndexPage-toolbar"><button class="Button">Latest</button><button class="Button">Mark All'
            " as "
            f'Read</button></div><ul class="DiscussionList-discussions">{rows}</ul></main>'
        )
    return _document(name, f"{body}\n")


Page = Callable[[str, Mapping[str, object], int], str]
# phpBB's pages per language, each with its label
PHPBB_PAGES: tuple[tuple[str, str, Page], ...] = (
    ("index", "none", phpbb_index),
    ("topic", "none", phpbb_topic),
    ("login", "login", phpbb_login_wall),
    ("missing", "soft404", phpbb_not_found),
)
# the English-only packages' pages: package, page, label
OTHERS: tuple[tuple[str, str, str], ...] = (
    ("vbulletin", "index", "none"),
    ("vbulletin", "thread", "none"),
    ("vbulletin", "nopermission", "login"),
    ("smf", "index", "none"),
    ("smf", "topic", "none"),
    ("smf", "members-only", "login"),
    ("mybb", "index", "none"),
    ("mybb", "thread", "none"),
    ("discourse", "latest", "none"),
    ("flarum", "index", "none"),
)


# the English-only packages' builders: board, its place, the page (Discourse and Flarum: one builder, told
# which by its package's name)
BUILDERS: dict[str, Callable[[Mapping[str, object], int, str], str]] = {
    "vbulletin": vbulletin,
    "smf": smf,
    "mybb": mybb,
    "discourse": lambda board, at, _: app_forum(board, at, "discourse"),
    "flarum": lambda board, at, _: app_forum(board, at, "flarum"),
}


def pages() -> list[tuple[str, str, str]]:
    """Every written forum page: its key, its label, its markup (each board of each language, each page)."""
    found = []
    for lang, boards in BOARDS.items():
        for at, board in enumerate(boards):
            for name, label, page in PHPBB_PAGES:
                found.append((f"phpbb/{lang}/{at}/{name}", label, page(lang, board, at)))
    for at, board in enumerate(BOARDS["en"]):
        for package, name, label in OTHERS:
            found.append((f"{package}/en/{at}/{name}", label, BUILDERS[package](board, at, name)))
    return found


def records(settings: Settings | None = None) -> list[Record]:
    """The written forum pages as the model's records (source ``wording``: pages written from documented
    wording), served as 200 HTML pages at an address that says nothing, their words' features only."""
    return written_records(pages(), ADDRESS, settings, prefix="forum/", part_at=1)
