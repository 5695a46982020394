"""Classes of wall the rules read as pages, each on pages written for these tests (not the corpus's), in the
languages and shapes the class covers, beside the traps that carry the same words and are the page asked for:

- the reader's IP address refused, beyond English ("Votre adresse IP n'est pas autorisée à accéder à cette
  page.", "Tu dirección IP no está autorizada…", "Diese IP-Adresse ist für diesen Dienst nicht
  zugelassen."), as sites' own refusals and a host firewall's translated block page word it;
- an app's start page asking the reader, politely, to do what its one button says, the button's label
  capitalised as buttons are ("Please sign in for continue to application." over [Sign in], "Bitte
  anmelden, um die Anwendung zu nutzen." over [Anmelden]);
- the reader told they are trying to reach a protected part of the site ("Vous tentez d'accéder à une
  partie protégée du site.", "Sie versuchen auf einen geschützten Bereich zuzugreifen.", "Está intentando
  acceder a un área que requiere autenticación."), as PHP-Nuke's language files, an ASP.NET app and a
  company portal word it, over a way to log in or register;
- a refusal (not authorised, access denied, not logged in) over a line telling the reader they are being
  sent to the log-in ("Utilizador não autorizado" over "Redirecionando para login...", "Redirection vers la
  page de connexion..."), its script sending them on, no link of its own;
- a team app's stop headed with the ask to subscribe to go on ("Subscribe to continue", "Abonnez-vous pour
  continuer", "Assine para continuar") over its opening saying the team's plan is not active.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead
from kotoba.web.verdict.walls import GEO_REASON, LOGIN_REASON
from tests.support.chrome_pages import chrome_page, one_message
from tests.web.verdict.walls.corpus import card, failed_with, read_as_page, read_html

# The reader's IP address refused, under a heading that says nothing by itself or names the refusal
IP_REFUSED = [
    ("fr", "Oups !", "Désolé, il semble que votre adresse IP n'est pas autorisée à accéder à cette page."),
    ("fr", "Accès refusé", "Votre adresse IP n'est pas autorisée à accéder à ce tableau de bord."),
    ("es", "Acceso denegado", "Tu dirección IP no está autorizada para acceder a este servicio."),
    ("es", "Acceso bloqueado", "Esta dirección IP no tiene permiso para acceder a este servicio."),
    ("pt", "Acesso negado", "Seu endereço IP não está autorizado a acessar esta plataforma."),
    ("it", "Accesso non autorizzato", "Il tuo indirizzo IP non è autorizzato ad accedere a questo portale."),
    ("de", "Zugriff gesperrt", "Diese IP-Adresse ist für diesen Dienst nicht zugelassen."),
    (
        "de",
        "Ups!",
        "Zugriff verweigert. Ihre IP-Adresse ist nicht berechtigt, auf diesen Bereich zuzugreifen.",
    ),
    ("nl", "Toegang geblokkeerd", "Dit IP-adres heeft geen toegang tot deze dienst."),
    ("pl", "Dostęp zablokowany", "Ten adres IP nie ma uprawnień dostępu do tej usługi."),
    ("en", "Access blocked", "This IP address is not permitted to access this service."),
]


@pytest.mark.parametrize(("lang", "heading", "line"), IP_REFUSED)
def test_the_readers_ip_address_refused_is_a_geo_block(lang: str, heading: str, line: str) -> None:
    page = chrome_page(one_message(heading, line), title="Erreur 418", lang=lang)
    outcome = read_html(page, url="https://site.example/invalid_ip.php")
    assert failed_with(outcome, GEO_REASON), outcome


def test_pages_that_quote_or_explain_the_ip_refusal_are_read() -> None:
    # a help centre's article explaining the message, headed with it (titled as the help centre's, as the
    # English one must be)
    help_page = card(
        "Votre adresse IP n'est pas autorisée – Aide",
        "Votre adresse IP n'est pas autorisée.",
        [
            "Description : l'adresse IP de cet utilisateur ne figure pas dans la liste des adresses permises "
            "par la politique de sécurité de la source de données.",
            "Solution : ajoutez l'adresse dans l'onglet Restrictions du panneau d'administration, ou "
            "désactivez temporairement la restriction pendant le déplacement de l'utilisateur.",
            "Les changements prennent effet à la prochaine connexion, sans redémarrage du serveur.",
        ],
        "Autres articles",
    )
    assert read_as_page(read_html(help_page), "ajoutez l'adresse")
    # an article whose comment form refuses the reader's address, under the post
    article = (
        "<html lang='fr'><head><title>Le marché du samedi</title></head><body><article>"
        "<h1>Le marché du samedi revient place Carnot</h1>"
        "<p>Après deux ans de travaux, les maraîchers retrouvent leurs places sous les platanes dès ce "
        "samedi, de 7 heures à 13 heures, avec une trentaine d'étals.</p>"
        "<p>La mairie promet un parking vélo et une navette depuis la gare pendant tout l'été.</p>"
        "</article><section class='comments'><p>Votre adresse IP n'est pas autorisée à poster des "
        "commentaires.</p></section></body></html>"
    )
    assert read_as_page(read_html(article), "maraîchers")
    # a troubleshooting page quoting it
    guide = card(
        "Dépannage",
        "Dépannage de la connexion",
        [
            "Problème : le message « Votre adresse IP n'est pas autorisée » s'affiche à la connexion.",
            "Vérifiez l'adresse actuelle du poste, puis ajoutez-la aux restrictions du compte dans le panneau "
            "d'administration ; l'accès revient au prochain essai.",
        ],
        "Retour",
    )
    assert read_as_page(read_html(guide), "Vérifiez l'adresse")


# An app's start page: a welcome, the message asking the reader to do what the one button says
ASKED_AS_THE_BUTTON = [
    ("en", "Welcome to Coffee Cup Administration", "Please sign in for continue to application.", "Sign in"),
    ("en", "Welcome to the Roster", "Please log in to use the roster and the stats.", "Log in"),
    ("de", "Willkommen bei der Kaffeekasse", "Bitte anmelden, um die Anwendung zu nutzen.", "Anmelden"),
    ("pt", "Bem-vindo ao Café", "Por favor, faça login para usar o aplicativo.", "Login"),
    ("it", "Benvenuto in Caffè", "Per favore effettua il login per usare l'applicazione.", "Login"),
    ("nl", "Welkom bij de Koffiepot", "Graag inloggen om de applicatie te gebruiken.", "Inloggen"),
]


@pytest.mark.parametrize(("lang", "heading", "line", "button"), ASKED_AS_THE_BUTTON)
def test_a_start_page_asking_what_its_log_in_button_says_is_a_login_wall(
    lang: str, heading: str, line: str, button: str
) -> None:
    page = chrome_page(one_message(heading, line, button, "/login"), title=heading, lang=lang)
    outcome = read_html(page, url="https://coffee.example/orders")
    assert failed_with(outcome, LOGIN_REASON), outcome


def test_pages_that_tell_of_signing_in_beside_a_sign_in_button_are_read() -> None:
    # a short post telling how to sign in at the machine, the site's [Sign in] button under it
    post = chrome_page(
        "<h1>New coffee machine on floor 3</h1><p>The new machine grinds each cup fresh, and the tally now "
        "counts it for you: sign in with your badge at the machine and the cup lands on your tab.</p><p>Beans "
        "come from a roaster in Brno; the first bag is on the house.</p><a class='btn' href='/login'>Sign "
        "in</a>",
        title="News",
    )
    assert read_as_page(read_html(post, url="https://coffee.example/news"), "roaster in Brno")
    # a help page explaining the message
    help_page = card(
        "Help",
        "Why does the app say “Please sign in to continue”?",
        [
            "The message shows when your session has ended: the app signs everyone out after eight hours, and "
            "after a password change on another device.",
            "Press Sign in, type your office e-mail address and your password, and the page you wanted opens "
            "again where you left it.",
            "If it shows again straight away, your browser may be blocking the app's cookie; allow it under "
            "the browser's privacy settings.",
        ],
        "Sign in",
        "/login",
    )
    assert read_as_page(read_html(help_page), "eight hours")
    # an article quoting the line
    article = card(
        "Blog",
        "Stop greeting people with a log-in",
        [
            "Too many internal tools open with a lone line, “Please sign in for continue to application.”, "
            "and a button.",
            "A good start page says what the tool is for, who runs it and what changed this week, and only "
            "then asks for the password.",
            "In our test, new staff found the right tool twice as fast when the start page said what it held.",
        ],
        "Sign in",
        "/login",
    )
    assert read_as_page(read_html(article), "twice as fast")


def _stop(lang: str, site: str, line: str, links: list[tuple[str, str]]) -> str:
    """A small app's stop: its name above, one line in the middle, its links below (a plain-HTML view)."""
    nav = "".join(f"<a href='/{href}'>{label}</a> " for label, href in links)
    return (
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'><title>{site}</title></head><body>"
        f"<div id='top'>{site}</div><div id='mid'><br>{line}<br></div><div id='bot'>{nav}</div></body></html>"
    )


PROTECTED_PART = [
    (
        "fr",
        "Vous tentez d'acceder a une partie protégés du site. Afin d'y acceder vous pouvez gratuitement creer "
        "une compte <a href='register'>ici</a>.",
        [("Accueil", ""), ("S'enregistrer", "register"), ("Se connecter", "login"), ("Créer", "creation")],
    ),
    (
        "fr",
        "Vous essayez d'accéder à un espace réservé aux membres.",
        [("Accueil", ""), ("Se connecter", "login")],
    ),
    (
        "en",
        "You are trying to access a protected area of the site. To reach it, create an account for free "
        "<a href='register'>here</a>.",
        [("Home", ""), ("Register", "register"), ("Log in", "login"), ("New question", "new")],
    ),
    (
        "es",
        "Está intentando acceder a un área que requiere autenticación.",
        [("Inicio", ""), ("Iniciar sesión", "login.aspx")],
    ),
    (
        "de",
        "Sie versuchen auf einen geschützten Bereich zuzugreifen.",
        [("Startseite", ""), ("Anmelden", "login")],
    ),
    (
        "pt",
        "Você está tentando acessar uma área restrita da empresa. Entre com seus dados de login.",
        [("Voltar ao site", ""), ("Entrar", "login")],
    ),
    (
        "pl",
        "Próbujesz się dostać do strefy dostępnej tylko dla zarejestrowanych użytkowników.",
        [("Strona główna", ""), ("Zaloguj", "login")],
    ),
    ("nl", "U probeert een beveiligd gedeelte van de site te openen.", [("Home", ""), ("Inloggen", "login")]),
]


@pytest.mark.parametrize(("lang", "line", "links"), PROTECTED_PART)
def test_the_reader_told_they_try_to_reach_a_protected_part_is_a_login_wall(
    lang: str, line: str, links: list[tuple[str, str]]
) -> None:
    outcome = read_html(_stop(lang, "Questions", line, links), url="https://q.example/creationQuestion")
    assert failed_with(outcome, LOGIN_REASON), outcome


def test_pages_that_speak_of_protected_parts_are_read() -> None:
    # a developer's guide: the middleware's comment, told of a user, not to the reader
    guide = card(
        "Docs",
        "Protecting routes",
        [
            "When a user is trying to access a protected route without a session, the middleware sends them "
            "to the log-in page and keeps the address they asked for in a query parameter.",
            "Public routes are listed in one array; everything else needs a session cookie, checked on the edge "
            "before the page renders.",
            "Roles are checked after that, so an editor who opens the admin area lands on the dashboard instead.",
        ],
        "Next",
    )
    assert read_as_page(read_html(guide), "Public routes")
    # a French article quoting the line
    article = card(
        "Blog",
        "Écrire un bon message de refus",
        [
            "« Vous tentez d'accéder à une partie protégée du site » : la phrase est exacte, mais elle ne dit "
            "ni pourquoi ni comment entrer.",
            "Mieux vaut nommer ce que la page contient, qui peut la voir et le bouton qui y mène ; nos lecteurs "
            "trouvent alors la connexion deux fois plus vite.",
        ],
        "Lire aussi",
    )
    assert read_as_page(read_html(article), "deux fois plus vite")
    # a report on an operating system's crash, its driver trying to reach protected memory
    report = card(
        "Tech",
        "Why the blue screen came back",
        [
            "The crash happened when a driver was trying to access a protected area of memory that the kernel "
            "had just handed to the graphics card.",
            "The vendor's fix, out on Tuesday, reorders the two calls; until then, rolling back to last month's "
            "driver stops the crashes on every machine we tried.",
        ],
        "More",
    )
    assert read_as_page(read_html(report), "rolling back")


def _sent_on(lang: str, title: str, first: str, second: str) -> str:
    """A stop's two lines in a box, its script sending the reader on after two seconds (no link of its own)."""
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='UTF-8'><title>{title}</title><script>"
        "setTimeout(function(){window.location.href='/';},2000);</script></head><body><div class='box'>"
        f"<p class='erro'>{first}</p><p>{second}</p></div></body></html>"
    )


SENT_TO_LOGIN = [
    ("pt", "Acesso negado", "Utilizador não autorizado", "Redirecionando para login..."),
    ("en", "Members", "Unauthorized user", "Redirecting to login..."),
    ("es", "Acceso", "Usuario no autorizado", "Redirigiendo al inicio de sesión..."),
    ("fr", "Accès", "Accès refusé", "Redirection vers la page de connexion..."),
    ("de", "Zugriff", "Nicht angemeldet", "Sie werden zur Anmeldeseite weitergeleitet."),
    ("it", "Accesso", "Accesso negato", "Reindirizzamento al login..."),
    ("nl", "Toegang", "Niet ingelogd", "Je wordt doorgestuurd naar de inlogpagina."),
    ("ru", "Доступ", "Доступ запрещён", "Перенаправление на страницу входа..."),
]


@pytest.mark.parametrize(("lang", "title", "first", "second"), SENT_TO_LOGIN)
def test_a_refusal_sending_the_reader_to_the_log_in_is_a_login_wall(
    lang: str, title: str, first: str, second: str
) -> None:
    outcome = read_html(_sent_on(lang, title, first, second), url="https://school.example/eventos/inscricoes")
    assert failed_with(outcome, LOGIN_REASON), outcome


@pytest.mark.parametrize(
    ("lang", "first"),
    [
        ("pt", "Conta criada com sucesso!"),
        ("en", "Password reset successfully!"),
        ("pt", "Você saiu da sua conta."),
        ("en", "You have been signed out."),
    ],
)
def test_the_page_after_the_readers_own_action_sending_them_to_the_log_in_is_read(
    lang: str, first: str
) -> None:
    # (a sign-up or a reset done, or a log-out: the reader's own action, no refusal)
    outcome = read_html(_sent_on(lang, "Conta", first, "Redirecionando para login..."))
    assert read_as_page(outcome, first), outcome


def test_pages_that_speak_of_redirecting_to_the_log_in_are_read() -> None:
    # a developer's guide on a route guard, telling what it does
    guide = card(
        "Docs",
        "Route guards",
        [
            "When the guard finds no session it logs “Not authenticated, redirecting to login...” and sends "
            "the reader to the log-in page with the address they asked for.",
            "Unauthorized users who hold a session but lack the role land on the dashboard instead, with a "
            "notice that names the role they need.",
        ],
        "Next",
    )
    assert read_as_page(read_html(guide), "lack the role")


def _paused(lang: str, heading: str, line: str, plans: str, out: str) -> str:
    """A team app's stop: the team's name above, the heading, why the site is paused, the plans, log out."""
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='UTF-8'><title>{heading} - Eagles</title>"
        "</head><body><header class='legal-header'><img src='/logo.png' alt='Eagles logo'><span>Eagles</span>"
        f"</header><div class='legal-wrap'><h1>{heading}</h1><p>{line}</p><a class='btn' href='/billing'>"
        f"{plans}</a><form method='POST' action='/logout'><button type='submit' class='btn secondary'>{out}"
        "</button></form></div></body></html>"
    )


PLAN_LAPSED = [
    (
        "en",
        "Subscribe to continue",
        "Eagles doesn't have an active plan right now, so the site is paused for everyone here. Pick a plan "
        "to pick up right where you left off.",
        "View Plans",
        "Log Out",
    ),
    (
        "en",
        "Subscribe to continue",
        "Eagles's plan isn't active right now, so the site is paused until an admin renews it.",
        "View Plans",
        "Log Out",
    ),
    (
        "en",
        "Choose a plan to continue",
        "Your workspace's subscription is paused, so its boards are hidden until the owner renews it.",
        "See plans",
        "Sign out",
    ),
    (
        "fr",
        "Abonnez-vous pour continuer",
        "L'abonnement de votre équipe n'est plus actif : le site est en pause jusqu'à son renouvellement.",
        "Voir les offres",
        "Se déconnecter",
    ),
    (
        "es",
        "Suscríbete para continuar",
        "La suscripción de tu equipo no está activa, así que el sitio está en pausa.",
        "Ver planes",
        "Cerrar sesión",
    ),
    (
        "pt",
        "Assine para continuar",
        "A assinatura da sua equipe não está ativa, por isso o site está pausado.",
        "Ver planos",
        "Sair",
    ),
    (
        "de",
        "Jetzt abonnieren, um fortzufahren",
        "Das Abonnement deines Teams ist nicht mehr aktiv, deshalb ist die Seite pausiert.",
        "Tarife ansehen",
        "Abmelden",
    ),
    (
        "it",
        "Abbonati per continuare",
        "L'abbonamento della tua squadra non è più attivo, quindi il sito è in pausa.",
        "Vedi i piani",
        "Esci",
    ),
]


@pytest.mark.parametrize(("lang", "heading", "line", "plans", "out"), PLAN_LAPSED)
def test_a_team_apps_stop_for_its_lapsed_plan_is_a_paywall(
    lang: str, heading: str, line: str, plans: str, out: str
) -> None:
    outcome = read_html(_paused(lang, heading, line, plans, out), url="https://tracker.example/roster")
    assert isinstance(outcome, PageRead) and outcome.wall == "paywall", outcome


def test_pages_asking_to_subscribe_that_hold_nothing_back_are_read() -> None:
    # a pricing page headed with the ask, its plans told, no plan of the reader's said lapsed
    pricing = _paused(
        "en",
        "Subscribe to continue",
        "Pick the plan that fits your team: Starter at $9 a month for one team, Club at $29 for five.",
        "Compare plans",
        "Log Out",
    )
    outcome = read_html(pricing, url="https://tracker.example/pricing")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome
    # a newsletter's ask, its heading a sentence of its own
    letter = _paused(
        "en",
        "Subscribe to continue receiving our weekly scouting notes",
        "Our plan for the season is not active yet; the first notes go out in March.",
        "Subscribe",
        "Log Out",
    )
    outcome = read_html(letter, url="https://tracker.example/newsletter")
    assert isinstance(outcome, PageRead) and outcome.wall is None, outcome
    # an article on the stop, quoting its heading
    article = card(
        "Blog",
        "What we learnt from pausing teams instead of deleting them",
        [
            "Last spring we stopped deleting a team's data when its card failed; instead every member sees a "
            "page headed “Subscribe to continue” with the reason under it.",
            "Two thirds of the paused teams came back within a month, most of them after a coach forwarded the "
            "page to the club's treasurer.",
            "Next season we will send the treasurer a note a week before the card expires, so fewer teams see "
            "the stop at all.",
        ],
        "More posts",
        "/blog",
    )
    assert read_as_page(read_html(article), "Two thirds")
