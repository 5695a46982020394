"""A log-in wall whose way in is told, not shown: a short stop that names the refusal (the reader not
authorised, not logged in, their session ended) and tells them they are being sent to the log-in
("Utilizador não autorizado" over "Redirecionando para login...", "Session expired. Redirecting to
login…"), its script doing the sending, so that the page holds no log-in link or form of its own for the
shapes that look for one (:func:`~kotoba.web.verdict.walls_shapes.refused`).

The line, as apps write it while their guard sends a reader without a session on: "Redirecionando para
login…" (a React admin's loading label, beside "Sessão expirada, redirecionando para login"), "Not
authenticated, redirecting to login...", "Authentication required - redirecting to login", and the same
in the languages apps' guards speak ("Redirection vers la page de connexion", "Redirigiendo al inicio de
sesión", "Weiterleitung zur Anmeldung", "Reindirizzamento al login", "Je wordt doorgestuurd naar de
inlogpagina", "Перенаправление на страницу входа").

The same line follows a success as often ("Conta criada com sucesso! Redirecionando para login...",
"Password reset successfully! Redirecting to login..."): that is the page after the reader's own action,
and it names no refusal, so it is read; so is a page that tells of a session of the reader's own (logged
out), and one that says more of its own than a stop does (:data:`OWN_CHARS`).
"""

from __future__ import annotations

import re

from kotoba.web.verdict.alternation import by_branch
from kotoba.web.verdict.walls_shapes import REFUSAL, Shape, tells_a_session

# The reader told they are being sent to the log-in, a line's whole message (its dots of waiting after it)
_SENT = by_branch(
    re.compile(
        # en
        r"^\W*(?:(?:now )?(?:redirecting|sending|taking) (?:you )?(?:back )?to (?:the )?(?:log ?in|login"
        r"|sign[- ]?in)(?: page| screen| form)?"
        r"|you(?:['’]ll| will|['’]re| are)? (?:now )?(?:be(?:ing)? )?redirected to (?:the )?(?:log ?in"
        r"|login|sign[- ]?in)(?: page| screen| form)?)"
        # pt
        r"|^\W*(?:(?:a )?(?:redirecionando|redireccionando|a redirecionar|encaminhando)(?: você)? "
        r"(?:para|pra) "
        r"(?:o |a )?(?:página de |tela de |ecrã de )?(?:login|entrar|autenticação|iniciar sessão)"
        r"|(?:você )?(?:será|vai ser|está sendo) redirecionad[oa] (?:para|à|a) (?:a |o )?"
        r"(?:página de |tela de )?(?:login|autenticação))"
        # es
        r"|^\W*(?:redirigiendo(?:te|le)? (?:a|al) (?:la )?(?:página de |pantalla de )?(?:inicio de sesión"
        r"|login|acceso)|(?:serás|será) redirigid[oa] (?:a|al) (?:la )?(?:página de |pantalla de )?"
        r"(?:inicio de sesión|login|acceso))"
        # fr
        r"|^\W*(?:redirection (?:vers|à) (?:la )?(?:page de )?(?:connexion|login|identification"
        r"|authentification)|vous (?:allez être|êtes|serez) redirigée?s? vers (?:la )?(?:page de )?"
        r"(?:connexion|login|identification|authentification))"
        # de
        r"|^\W*(?:(?:weiterleitung|umleitung) (?:zur|zum) (?:anmeldung|login|anmeldeseite|loginseite"
        r"|login-seite)"
        r"|(?:sie werden|du wirst) (?:jetzt )?(?:zur|zum) (?:anmeldung|login|anmeldeseite|loginseite"
        r"|login-seite) weitergeleitet)"
        # it
        r"|^\W*(?:reindirizzamento (?:al|alla) (?:pagina di )?(?:login|accesso)"
        r"|(?:verrai|sarai|verrà|sarà) reindirizzat[oa] (?:al|alla) (?:pagina di )?(?:login|accesso))"
        # nl
        r"|^\W*(?:doorverwijzen naar (?:de )?(?:inlogpagina|login|aanmeldpagina)"
        r"|(?:je wordt|u wordt) doorgestuurd naar (?:de )?(?:inlogpagina|login|aanmeldpagina))"
        # ru
        r"|^\W*(?:перенаправление на страницу (?:входа|авторизации)"
        r"|вы будете перенаправлены на страницу (?:входа|авторизации))",
        re.IGNORECASE,
    )
)
# What a stop says of its own beside the refusal and the line: a site's name, a status label
OWN_CHARS = 80
# The longest page read: a stop is two or three lines
TEXT_CHARS = 400


def sent_to_login(
    title: str, headings: list[str], lead: list[str], prose: list[str], text: str
) -> Shape | None:
    """A log-in wall known by the line telling the reader they are being sent to the log-in (:data:`_SENT`),
    in a heading or its opening, beside the refusal it names (:data:`REFUSAL`: unauthorised, access denied,
    not logged in, a session expired) in its title, a heading or its opening, on a page of at most
    :data:`TEXT_CHARS` characters that says no more of its own than :data:`OWN_CHARS` and tells of no
    session of the reader's own. ``prose`` is the page's own prose."""
    if len(text) > TEXT_CHARS:
        return None
    opening = [piece for piece in (*headings, *lead) if piece]
    sent = [piece for piece in opening if _SENT.search(piece) is not None]
    if not sent:
        return None
    said = [piece for piece in (title, *opening) if piece]
    refusals = [piece for piece in said if REFUSAL.search(piece) is not None]
    if not refusals or tells_a_session(said):
        return None
    own = [piece for piece in prose if piece not in sent and piece not in refusals]
    if sum(map(len, own)) > OWN_CHARS:
        return None
    return Shape("login", "sent to log-in")
