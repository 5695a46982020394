"""A site telling its reader they are trying to reach a protected part of it, in the languages sites word it:
read beside the log-in kind's own patterns (:mod:`kotoba.web.verdict.walls_rules`) in its one-pass search.

A stop in the place of the page asked for, as the judge reads every sentence of a wall: only where the page
says it (its title, a heading, its opening), and only where it says little else. The wording, as the
software that serves such stops ships it:

- PHP-Nuke's restricted-area line (``_RESTRICTEDAREA`` in its ``language/lang-*.php`` files, shown over its
  "registered users only" notice and its log-in box): "Sie versuchen auf einen geschützten Bereich
  zuzugreifen.", "Estás intentando entrar en área restringida.", "Stai tentando di accedere ad un'area
  riservata.", "Próbujesz się dostać do strefy dostępnej tylko dla zarejestrowanych użytkowników";
- an ASP.NET app's stop, sending the reader to ``login.aspx``: "Está intentando acceder a un área que
  requiere autenticación, …" and "Está intentando acceder a un área restringida, …";
- a company portal's log-in page: "Você está tentando acessar uma área restrita da empresa. Entre com seus
  dados de login …";
- and the English and French of the same stop ("You are trying to access a protected area of the site",
  "Vous tentez d'accéder à une partie protégée du site. Afin d'y accéder vous pouvez gratuitement créer un
  compte"), the French as written without its accents too ("acceder a une partie protégés").

Each is said to the reader ("you are trying", "vous tentez", "está intentando"), of a part named protected,
restricted, reserved, private or members' (or needing authentication): a developer's comment "check if the
user is trying to access a protected route" names no reader, and "a driver trying to access a protected
area of memory" none either. And the part is the site's, a web place: a page or a section by itself, an area,
a zone or a part only where its line names the site (or its app, portal, the company whose portal it is) or
the log-in, registration or members it is kept for — "If you are trying to enter a protected area of the
reserve, you need a day permit" is a nature reserve's permit page, read.
"""

from __future__ import annotations

_ACCESS_FR = r"acc[eé]der [àa] (?:une?|la|cette|cet|l['’])\s?"

# An area, a zone or a part is of the world as readily as of a site ("a protected area of the reserve", "un
# área protegida de la reserva" on a reserve's permit page): it is the site's only where the same line names
# the site, its app, portal or company as what it is part of, or the log-in, the registration or the members
# it is kept for; a page or a section is the site's by itself.
# What names the site (its app, portal, company) or the log-in, registration or members a part is kept for
_SITE_NAMED = (
    r"(?:\b(?:site|website|web|portal|portail|portale|portals|forum|app|application|"
    r"applicazione|aplicación|aplicação|platform|plataforma|intranet|sistema|system|empresa|serwisu|strony|portalu|"
    r"seite|webseite)\b|log ?in|sign in|anmeld|inlog|aanmeld|zalog|iniciar sesión|connect|identifi|"
    r"authenticat|autenticación|autentica|registered|registriert|registrat|zarejestrowanych|members|membres|"
    r"mitglieder|leden|membri|miembros|membros|abonnés|zuzugreifen)"
)
# ...named anywhere on the part's line — unless the part is named at once as a part of something else ("a
# restricted area of the museum", "una zona protegida del parque", "einen geschützten Bereich des Moors": a
# place's, the line's later "members of staff" or "portal" another matter's)
_OF_ELSEWHERE = (
    r"\w*,?\s(?:(?:of (?:the|this|our|its)|del|de la|de los|de las|du|des|della|dello|da|do"
    r"|der|van (?:de|het|dit|deze))\s|(?:de l|dell)['’])(?!" + _SITE_NAMED + r")\w"
)
_OF_THE_SITE = r"(?!" + _OF_ELSEWHERE + r")(?=[^\n]{0,100}" + _SITE_NAMED + ")"

# The stops, as one alternation for the log-in kind's ``said`` (matched ignoring case, per line)
PROTECTED_PART: tuple[str, ...] = (
    # en
    r"\byou(?:['’]re| are)? (?:trying|attempting|tried|attempted) to (?:access|reach|enter|open|view) "
    r"(?:a|an|the|this) (?:protected|restricted|private|secured?|members['’]?(?:[- ]only)?|reserved) "
    r"(?:(?:page|section)\b|(?:area|part|zone|space)\b" + _OF_THE_SITE + ")",
    # fr
    r"\bvous (?:tentez|essayez|avez (?:tenté|essayé)) d['’]"
    + _ACCESS_FR
    + r"(?:(?:section|page|rubrique)s? (?:protégé|restreint|réservé|privé|sécurisé)"
    r"|(?:partie|zone|espace)s? (?:protégé|restreint|réservé|privé|sécurisé)" + _OF_THE_SITE + ")",
    # es
    r"\b(?:usted )?(?:está|esta|estás|estas) (?:intentando|tratando de) (?:acceder|entrar) (?:a|en) "
    r"(?:(?:un|una|el|la|esta|este) )?(?:(?:área|area|zona|sección|seccion|página|pagina|parte) "
    r"que requiere (?:autenticación|iniciar sesión|registro)|(?:sección|seccion|página|pagina) "
    r"(?:protegid|restringid|privad|reservad)"
    r"|(?:área|area|zona|parte) (?:protegid|restringid|privad|reservad)" + _OF_THE_SITE + ")",
    # pt
    r"\b(?:você |voce )?(?:está|esta|estás) (?:tentando|a tentar) (?:acessar|aceder|entrar)(?: (?:a|em|n))? "
    r"?(?:uma|a|esta) (?:(?:seção|secção|página|pagina) (?:protegid|restrit|privad|reservad)"
    r"|(?:área|area|zona|parte) (?:protegid|restrit|privad|reservad)" + _OF_THE_SITE + ")",
    # it
    r"\b(?:stai|sta) (?:tentando|cercando) di accedere (?:a|ad) (?:un['’] ?|una |la |quest[ao] )?"
    r"(?:(?:sezione|pagina) (?:protett|riservat|privat|ristrett)"
    r"|(?:area|zona|parte) (?:protett|riservat|privat|ristrett)" + _OF_THE_SITE + ")",
    # de
    r"\b(?:sie versuchen|du versuchst),? (?:auf )?(?:einen|eine|den|die|diesen|diese) "
    r"(?:geschützten?|gesperrten?|privaten?|internen?|nicht öffentlichen?) (?:seite\b|(?:bereich|teil)"
    + _OF_THE_SITE
    + ")",
    # nl
    r"\b(?:u probeert|je probeert|jij probeert),? (?:toegang te krijgen tot )?(?:een|het|dit|deze) "
    r"(?:beveiligde?|beschermde?|afgeschermde?|besloten) (?:pagina\b|(?:gedeelte|omgeving|deel|zone)"
    + _OF_THE_SITE
    + ")",
    # pl
    r"\bpróbujesz (?:się dostać|uzyskać dostęp|wejść) do (?:sekcji\b|(?:strefy|części|obszaru)\b"
    + _OF_THE_SITE
    + ")",
)

# A literal each stop holds, for the log-in kind's ``needles``
PROTECTED_NEEDLES: tuple[str, ...] = (
    "trying to",
    "attempting to",
    "tried to",
    "attempted to",
    "tentez d",
    "essayez d",
    "avez tenté",
    "avez essayé",
    "intentando",
    "tratando de",
    "tentando",
    "a tentar",
    "cercando di",
    "versuchen",
    "versuchst",
    "probeert",
    "próbujesz",
)

SAID = "|".join(PROTECTED_PART)
