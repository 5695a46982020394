"""Classes of page the rules missed or refused, each on pages written for these tests (not the corpus's), in
the languages the class covers, beside the traps that carry the same words and are the page asked for:

- an expired link's page that explains the link the way such pages do — how long such links last, how a
  fresh one is had, the step to take ("Tax form links are valid for 30 minutes.", "Return to Discord and
  press … to receive a fresh verification link") — and the Ukrainian (and Russian possessive) wording of
  the state ("Термін дії посилання минув", "Строк дії вашого посилання скінчився");
- the page after an account step went through (a password changed, an address confirmed, an account
  activated, a subscription confirmed), whose next step is to log in: the notice is the page;
- French's impersonal turn of the log-in stop ("Il faut être connecté pour accéder à cette page");
- a cookie notice saying the site "makes use of" cookies (Italian, Spanish, Portuguese banners' wording).
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls import (
    CONSENT_REASON,
    LINK_GONE_REASON,
    LOGIN_REASON,
    PAGE_CHARS,
    judge_walls,
)
from kotoba.web.verdict.walls_account_done import HEADLINE_CHARS, account_step_done
from kotoba.web.verdict.walls_link_gone import OWN_CHARS, link_gone
from kotoba.web.verdict.walls_welcome_back import greets_a_return, welcome_back
from tests.web.verdict.walls.corpus import card, failed_with, read_as_page, read_html

# An expired link's page explaining the link as such pages do: none of its lines names the reader ("you",
# "please"), each says how long such links last, how a fresh one is had, or the step to take
EXPLAINED = [
    (
        "Link Expired | Walletbot",
        "Verification link expired",
        [
            "Each wallet connection link is valid for only a few minutes.",
            "Return to the chat and press the button again to receive a fresh verification link.",
        ],
        "Close this tab",
    ),
    (
        "Link Expired — Formly",
        "This link has expired",
        ["Tax form links are valid for 30 minutes.", "Open the Formly app and tap the form again."],
        "Go to Formly",
    ),
    (
        "Reset link expired",
        "Password Reset Link Expired",
        ["This password reset link will expire in 60 minutes after it is sent.", "Start the reset again."],
        "Sign-in page",
    ),
    ("Link expirado", "Este link expirou", ["Os links de acesso são válidos por 24 horas."], "Início"),
    ("Link scaduto", "Questo link è scaduto", ["I link di accesso sono validi per 24 ore."], "Home"),
    (
        "Lien expiré",
        "Ce lien a expiré",
        ["Les liens de connexion sont valables pendant 10 minutes."],
        "Accueil",
    ),
    (
        "Enlace caducado",
        "Este enlace ha caducado",
        ["Los enlaces de descarga son válidos durante 24 horas."],
        "Inicio",
    ),
]


@pytest.mark.parametrize(("title", "heading", "lines", "button"), EXPLAINED)
def test_an_expired_links_page_explaining_the_link_is_a_soft_404(
    title: str, heading: str, lines: list[str], button: str
) -> None:
    outcome = read_html(card(title, heading, lines, button), url="https://app.example/l/9f2c4e")
    assert failed_with(outcome, LINK_GONE_REASON)


UKRAINIAN = [
    ("Строк дії вашого посилання скінчився", "Упс, не встигли...", ["Строк дії вашого посилання скінчився"]),
    ("Посилання прострочене", "Термін дії посилання минув", ["Подайте новий запит."]),
    ("Помилка", "Посилання недійсне або застаріле", ["Запросіть новий лист."]),
    ("Ошибка", "Срок действия вашей ссылки истёк", ["Запросите новую ссылку."]),
]


@pytest.mark.parametrize(("title", "heading", "lines"), UKRAINIAN)
def test_a_link_said_ended_in_ukrainian_or_with_a_russian_possessive_is_a_soft_404(
    title: str, heading: str, lines: list[str]
) -> None:
    outcome = read_html(card(title, heading, lines, "Перейти на сайт"), url="https://jobs.example/l/1")
    assert failed_with(outcome, LINK_GONE_REASON)


def test_a_brief_headed_with_the_state_narrating_its_own_story_is_read() -> None:
    # (a story's opening word may be a verb's too: "Return trains" narrates, it tells no reader to return)
    brief = card(
        "Link expired",
        "Link expired",
        [
            "Return trains between the airport and the harbour will run again from Monday, the council said, "
            "after the operating licence of the rail link ran out on Friday."
        ],
        "More news",
    )
    assert read_as_page(read_html(brief), "Return trains")
    told = (
        "<html><head><title>Link expired</title></head><body><h1>Link expired</h1>"
        "<p>The ferry link was valid for ten years and its licence expires in 2027, the harbour board said, and"
        " a new link would open in May.</p>"
        "</body></html>"
    )
    assert read_as_page(read_html(told), "harbour board")


def test_the_link_rule_reads_a_bounded_page() -> None:
    # (what the page says of its own is measured before any line is searched: a hostile page's lines are
    # cut to a sum of lengths)
    hostile = ["Return to the app. " * 5000, "links are valid for " * 5000]
    assert sum(map(len, hostile)) > 100_000 > OWN_CHARS
    assert link_gone("Link expired", ["This link has expired"], [], hostile) is None
    assert link_gone("Link expired", ["This link has expired"], [], ["Links are valid for 5 minutes."])


# The page after an account step went through: its next step is to log in, and it says so
DONE = [
    (
        "Password Changed",
        "Welcome",
        ["Please login to access your account", "Your Password has been changed successfully."],
        "Continue To Login",
    ),
    (
        "Email verified",
        "Email verified",
        ["Your email address has been successfully confirmed.", "Please sign in to continue."],
        "Sign in",
    ),
    (
        "Account activated",
        "Your account has been activated",
        ["You must log in to view your dashboard.", "Use the password you chose when you signed up."],
        "Log in",
    ),
    (
        "Account unlocked",
        "Your account has been unlocked successfully.",
        ["Please sign in to continue."],
        "Sign in",
    ),
    (
        "Subscription confirmed",
        "Subscription confirmed",
        ["Your subscription to our list has been confirmed.", "Log in to continue to your reading list."],
        "Log in",
    ),
    (
        "Mot de passe modifié",
        "Votre mot de passe a été changé avec succès.",
        ["Vous devez vous connecter pour accéder à votre compte."],
        "Connexion",
    ),
    (
        "E-Mail-Adresse bestätigt",
        "Ihre E-Mail-Adresse wurde erfolgreich bestätigt.",
        ["Sie müssen sich anmelden, um fortzufahren."],
        "Anmelden",
    ),
    (
        "Contraseña cambiada",
        "Tu contraseña se ha cambiado correctamente",
        ["Debes iniciar sesión para continuar."],
        "Iniciar sesión",
    ),
]


@pytest.mark.parametrize(("title", "heading", "lines", "button"), DONE)
def test_the_page_after_an_account_step_went_through_is_read(
    title: str, heading: str, lines: list[str], button: str
) -> None:
    outcome = read_html(card(title, heading, lines, button, href="/login"))
    assert read_as_page(outcome, lines[0][:20])


# A log-out the reader asked for, in the same shape: the page after it
LOGGED_OUT = [
    (
        "Logged out",
        "Welcome",
        ["Please login to access your account", "You have been logged out successfully."],
        "Continue To Login",
    ),
    ("Signed out", "You have been signed out", ["Please sign in to continue."], "Sign in"),
    (
        "Abgemeldet",
        "Sie wurden erfolgreich abgemeldet.",
        ["Sie müssen sich anmelden, um fortzufahren."],
        "Anmelden",
    ),
    # (the French turn as LOGGED_OUT_SAID words it, "Vous avez été déconnecté", lacked its space)
    (
        "Déconnexion",
        "Vous avez été déconnecté",
        ["Vous devez vous connecter pour accéder à votre compte."],
        "Connexion",
    ),
]


@pytest.mark.parametrize(("title", "heading", "lines", "button"), LOGGED_OUT)
def test_the_page_after_the_reader_logged_out_is_read(
    title: str, heading: str, lines: list[str], button: str
) -> None:
    assert read_as_page(read_html(card(title, heading, lines, button, href="/login")), lines[0][:20])


# ...but a session the site ended, headed as a log-out, is a log-in wall (Devise's timeout)
SESSION_ENDED = [
    (
        "Session expired",
        "You have been logged out",
        ["Your session expired. Please sign in again to continue."],
        "Sign in",
    ),
    (
        "Signed out",
        "Signed out",
        ["You were signed out after 30 minutes of inactivity.", "Please log in to continue."],
        "Log in",
    ),
    (
        "Sesión",
        "Sesión finalizada",
        ["Tu sesión ha caducado. Debes iniciar sesión para continuar."],
        "Entrar",
    ),
]


@pytest.mark.parametrize(("title", "heading", "lines", "button"), SESSION_ENDED)
def test_a_session_the_site_ended_is_still_a_log_in_wall(
    title: str, heading: str, lines: list[str], button: str
) -> None:
    assert failed_with(read_html(card(title, heading, lines, button, href="/login")), LOGIN_REASON)


# ...and the log-in walls that speak of such a step as a condition, or of one not taken: still walls
STILL_WALLS = [
    ("Members", "Log in to continue", ["Once your account is activated, please log in to view this page."]),
    ("Email not verified", "Email not verified", ["You must log in to view this page."]),
    ("Verify your email", "Verify your email", ["Please log in to continue."]),
    ("Password reset", "Password reset", ["You must log in to view this page."]),
]


@pytest.mark.parametrize(("title", "heading", "lines"), STILL_WALLS)
def test_a_log_in_wall_naming_an_account_step_not_taken_is_still_one(
    title: str, heading: str, lines: list[str]
) -> None:
    assert failed_with(read_html(card(title, heading, lines, "Log in", href="/login")), LOGIN_REASON)


def test_the_account_step_is_read_only_in_a_short_headline() -> None:
    assert account_step_done("Password Changed", [], [])
    assert account_step_done("", ["Ihre E-Mail-Adresse wurde erfolgreich bestätigt."], [])
    assert not account_step_done("Change your password", ["Email not verified"], [])
    assert not account_step_done("Password reset", ["Reset your password"], [])
    # (a piece longer than a headline is never searched: a hostile title is cut to a length check)
    hostile = "Password changed " + "password " * 20000
    assert len(hostile) > 100_000 and not account_step_done(hostile, [], [])
    assert not account_step_done("Password changed".ljust(HEADLINE_CHARS + 1, "!"), [], [])


# French's impersonal turn of the stop, as French apps' messages say it
IMPERSONAL = [
    "Il faut être connecté pour accéder à cette page.",
    "Pour accéder à cette page, il faut vous connecter.",
    "Il faut d'abord vous connecter pour accéder au contenu !",
    "Il vous faut être identifié pour voir ce contenu.",
]


@pytest.mark.parametrize("line", IMPERSONAL)
def test_a_french_page_saying_one_must_be_logged_in_is_a_log_in_wall(line: str) -> None:
    page = card("Bibliothèque", "Bibliothèque", [line], "Connexion", href="/connexion")
    assert failed_with(read_html(page), LOGIN_REASON)


def test_a_french_how_to_whose_step_is_to_log_in_somewhere_is_read() -> None:
    steps = (
        "<html><head><title>Bien utiliser le script</title></head><body><h1>Bien utiliser le script</h1>"
        "<p>Tout d'abord, il faut vous connecter sur l'ordinateur du laboratoire avec votre identifiant.</p>"
        "<p>Une fois connecté, lancez le script de sauvegarde depuis le terminal et vérifiez que le disque "
        "externe apparaît bien dans la liste des volumes avant de commencer la copie des fichiers.</p>"
        "<a href='/connexion'>Connexion</a></body></html>"
    )
    assert read_as_page(read_html(steps), "lancez le script")


# A cookie notice saying the site "makes use of" cookies, served alone with its choice
MAKES_USE = [
    (
        "Questo sito fa utilizzo di cookie di navigazione per migliorare la fruibilità da parte del "
        "navigatore.",
        "Rifiuto",
        "Acconsento ai cookies",
    ),
    (
        "Questo sito fa uso di cookie per migliorare l'esperienza di navigazione degli utenti.",
        "Rifiuta",
        "Accetta",
    ),
    (
        "Este sitio hace uso de cookies propias y de terceros para mejorar tu experiencia.",
        "Rechazar",
        "Aceptar",
    ),
    ("Este site faz uso de cookies para melhorar a sua experiência de navegação.", "Recusar", "Aceitar"),
]


@pytest.mark.parametrize(("notice", "refuse", "accept"), MAKES_USE)
def test_a_cookie_notice_saying_the_site_makes_use_of_cookies_is_a_consent_wall(
    notice: str, refuse: str, accept: str
) -> None:
    page = (
        f"<html><head><title></title></head><body><div id='banner'><p>{notice}</p><form>"
        f"<button name='accept' value='false'>{refuse}</button>"
        f"<button name='accept' value='true'>{accept}</button></form></div></body></html>"
    )
    assert failed_with(read_html(page), CONSENT_REASON)


def test_a_policy_saying_the_site_makes_use_of_cookies_is_read() -> None:
    policy = (
        "<html><head><title>Política de privacidad</title></head><body><h1>Política de privacidad</h1>"
        "<p>El responsable del sitio trata los datos de contacto que los usuarios facilitan en el formulario "
        "únicamente para responder a sus consultas, y no los cede a terceros salvo obligación legal.</p>"
        "<h2>Cookies</h2><p>Este sitio hace uso de cookies, que son pequeños ficheros de datos que se generan "
        "en su ordenador, y que nos permiten conocer la frecuencia de sus visitas y los contenidos más "
        "seleccionados.</p><h2>Derechos</h2><p>Puede ejercer sus derechos de acceso, rectificación y "
        "supresión escribiendo a la dirección postal que figura en el aviso legal del sitio.</p>"
        "</body></html>"
    )
    assert read_as_page(read_html(policy), "responsable del sitio")
    assert judge_walls(article="Este sitio hace uso de cookies.", markup="") is not None


# A sign-in landing greeting a returning reader, its only ways on in and to an account: the sliding
# sign-in/sign-up panel's template and its variations
SLIDER = (
    "<html><head><title>{title}</title></head><body><div class='container'>"
    "<div class='overlay-panel overlay-left'><h1>{back}</h1><p>{line}</p>"
    "<button class='ghost' id='signIn'>{sign_in}</button></div>"
    "<div class='overlay-panel overlay-right'><h1>{friend}</h1><p>{join}</p>"
    "<button class='ghost' id='signUp'>{sign_up}</button></div></div></body></html>"
)
LANDINGS = [
    (
        "Auth",
        "Welcome Back!",
        "To keep connected with us please login with your personal info",
        "Sign In",
        "Hello, Friend!",
        "Enter your personal details and start journey with us",
        "Sign Up",
    ),
    (
        "Espace client",
        "Bon retour parmi nous !",
        "Pour rester en contact avec nous, connectez-vous avec vos informations personnelles.",
        "Connexion",
        "Bonjour, l'ami !",
        "Entrez vos informations personnelles et commencez l'aventure avec nous.",
        "Créer un compte",
    ),
    (
        "Konto",
        "Willkommen zurück!",
        "Um mit uns verbunden zu bleiben, melde dich mit deinen Daten an.",
        "Anmelden",
        "Hallo, Freund!",
        "Gib deine Daten ein und starte deine Reise mit uns.",
        "Registrieren",
    ),
    (
        "Cuenta",
        "¡Bienvenido de nuevo!",
        "Para seguir conectado con nosotros, inicia sesión con tus datos personales.",
        "Iniciar sesión",
        "¡Hola, amigo!",
        "Introduce tus datos personales y empieza el viaje con nosotros.",
        "Regístrate",
    ),
]


@pytest.mark.parametrize(("title", "back", "line", "sign_in", "friend", "join", "sign_up"), LANDINGS)
def test_a_landing_welcoming_a_returning_reader_to_log_in_or_join_is_a_log_in_wall(
    title: str, back: str, line: str, sign_in: str, friend: str, join: str, sign_up: str
) -> None:
    page = SLIDER.format(
        title=title, back=back, line=line, sign_in=sign_in, friend=friend, join=join, sign_up=sign_up
    )
    assert failed_with(read_html(page), LOGIN_REASON)


def test_a_landing_offering_two_ways_in_beside_a_join_pitch_is_a_log_in_wall() -> None:
    page = (
        "<html><head><title>Kitchen</title></head><body><section><h1>Hello Again!</h1>"
        "<h1>Your Kitchen Awaits!</h1><div>So happy to see you back in the kitchen.<br>Your mixing bowl "
        "missed you - time to whip up more delicious memories.</div>"
        "<a href='/login-phone' class='button'>LOG IN by OTP</a> or <a href='/login' class='button'>LOG IN by "
        "Password</a><h1>Be Part of the Kitchen</h1><div>Welcome to your new baking home! Unlock step-by-step "
        "classes, secret recipes, and a sprinkle of inspiration in every lesson.</div>"
        "<a href='signup.html' class='button'>COUNT ME IN!</a></section></body></html>"
    )
    assert failed_with(read_html(page), LOGIN_REASON)


def test_a_page_headed_welcome_back_with_its_own_ways_on_is_read() -> None:
    reopened = (
        "<html><head><title>Welcome back!</title></head><body><header><a href='/login'>Log in</a></header>"
        "<main><h1>Welcome back!</h1><p>After the summer break the bakery on Mill Street opens again on "
        "Monday, with the sourdough, the rye and the cinnamon buns back on the counter from seven.</p>"
        "<a href='/menu'>See the menu</a> <a href='/signup'>Sign up for the newsletter</a></main></body></html>"
    )
    assert read_as_page(read_html(reopened), "Mill Street")
    dashboard = (
        "<html><head><title>Account</title></head><body><main><h1>Welcome back, Anna!</h1>"
        "<p>You have two orders on their way.</p><a href='/orders'>Your orders</a> "
        "<a href='/settings'>Settings</a> <a href='/logout'>Log out</a></main></body></html>"
    )
    assert read_as_page(read_html(dashboard), "two orders")
    priced = SLIDER.format(
        title="Plans",
        back="Welcome Back!",
        line="Your saved recipes are waiting.",
        sign_in="Log in",
        friend="New here?",
        join="Subscribe for $5 per month.",
        sign_up="Sign up",
    )
    assert not failed_with(read_html(priced), LOGIN_REASON)


def test_the_greeting_is_read_only_as_a_short_headline() -> None:
    assert greets_a_return("Welcome Back!") and greets_a_return("# Welcome back, Anna!")
    assert not greets_a_return("Welcome back to the harbour: the ferry returns after ten years")
    hostile = "Welcome back " + "again " * 20000
    assert len(hostile) > 100_000 and not greets_a_return(hostile)
    assert welcome_back("Welcome back", [], "x" * 100_000, "<a href='/login'>Log in</a>" * 10) is None


def test_the_new_sayings_are_read_only_on_a_page_short_enough_to_be_judged() -> None:
    # (the sayings are searched in a text cut to PAGE_CHARS before any of them runs: a hostile page of them
    # is a length check; one as long as a judged page may be is judged, and without an error)
    for said in (
        "il faut vous connecter pour ",
        "Questo sito fa uso di cookie ",
        "Термін дії посилання минув ",
    ):
        hostile = said * (100_000 // len(said) + 1)
        assert len(hostile) > 100_000 > PAGE_CHARS
        assert judge_walls(article=hostile, markup="") is None
        judge_walls(article=(said * PAGE_CHARS)[:PAGE_CHARS], markup="")
