"""A refusal of the reader's IP address, in the languages sites and their firewalls word it beyond the English
the geo kind's own patterns (:mod:`kotoba.web.verdict.walls_rules`) say ("Your IP address is not allowed
to access this page", "… has been blocked"): read beside those patterns in the geo kind's one-pass search.

The rules read the reader's address refused as the English of a geo block already does: a site that lets
in only the addresses its table places in the country it serves, or a CDN's country-or-address rule, says
so by naming the address. The wording, as the software that serves such pages ships it:

- a host firewall's block page in its translations ("This IP address is not permitted to access this
  service.", "Diese IP-Adresse ist für diesen Dienst nicht zugelassen.", "Esta dirección IP no tiene permiso
  para acceder a este servicio.", "Questo indirizzo IP non è autorizzato ad accedere a questo servizio.",
  "Dit IP-adres heeft geen toegang tot deze dienst.", "Ten adres IP nie ma uprawnień dostępu do tej
  usługi.": an Nginx location's Lua page, one table per language, beside its country refusal);
- the French of sites' and dashboards' own refusals ("Votre adresse IP n'est pas autorisée à accéder à
  cette page.", "… à accéder à ce dashboard.", "Accès refusé : Votre adresse IP n'est pas autorisée."),
  the Spanish ("Tu dirección IP no está autorizada para acceder a este servicio.", under "Acceso
  Denegado"), the Portuguese ("Seu endereço IP não está autorizado a acessar esta plataforma.", under
  "Acesso Negado"), the Italian ("Il tuo indirizzo IP non è autorizzato ad accedere a questo portale.",
  under "Accesso non autorizzato") and the German ("Zugriff verweigert. Ihre IP-Adresse ist nicht
  berechtigt, auf diesen Bereich zuzugreifen.", a site-protection plugin's default; "… ist nicht
  autorisiert.").

Each names the address as the reader's or as "this" one, said refused (not allowed, not authorised, without
permission, blocked): "L'adresse IP de cet utilisateur…" in a help page's explanation names someone
else's, and a sentence that goes on about a comment form ("… à poster des commentaires") stands under an
article as an aside, which the judge's rules already leave to the page. Nor is the address said NOT to be
blocked ("Su dirección IP no está bloqueada.", "Twój adres IP nie jest zablokowany.", an address checker's
result): where a language says the refusal with a verb a negation may stand before ("está bloqueada", "è
bloccato"), that negation, right before the verb, is no refusal. Nor is the address said blocked if it is,
or asked whether it is ("Si tu dirección IP está bloqueada por tu proveedor de correo, verás un error …",
"Check whether this IP address is blocked by the main spam lists", a how-to's opening): a conjunction of
condition or of an indirect question right before the address (:data:`_NOT_IF`) makes the sentence a help
page's. And a count of blocks ("This IP address has been blocked 37 times by our users' firewalls", an
address's report) tells of the address, not to its holder.
"""

from __future__ import annotations

_GAP = r"[^.!?\n]{0,30}?"
# No conjunction of condition or of an indirect question right before the address ("if", "whether", "si",
# "se", "wenn", "ob", "als", "of", "jeśli", "jeżeli", "czy")
_NOT_IF = "".join(
    rf"(?<!\b{word} )"
    for word in ("if", "whether", "si", "se", "wenn", "ob", "falls", "als", "of", "jeśli", "jeżeli", "czy")
)

# The refusals, as one alternation for the geo kind's ``said`` (matched ignoring case, per line)
IP_REFUSED: tuple[str, ...] = (
    # en: "this" address (the reader's own, "your", the rules already say)
    rf"{_NOT_IF}\bthis ip(?: address)?\b{_GAP}\b(?:is|has been) "
    r"(?:not (?:permitted|allowed|authori[sz]ed)|blocked|banned|denied)\b(?! \d[\d,]* times\b)",
    # fr
    rf"{_NOT_IF}\b(?:votre|cette) adresse ip\b{_GAP}(?:\bn['’]est pas (?:autorisée|permise|acceptée|autorisé)"
    r"|\best (?:bloquée|bannie|refusée|interdite|non autorisée)|\ba été (?:bloquée|bannie|refusée))",
    # es
    rf"{_NOT_IF}\b(?:su|tu|esta) dirección ip\b{_GAP}(?:\bno (?:está|esta) (?:autorizada|permitida)"
    r"|\bno tiene (?:permiso|acceso)|(?<!\bno )\b(?:está|esta|ha sido) (?:bloqueada|restringida|prohibida"
    r"|denegada))",
    # pt
    rf"{_NOT_IF}(?<!\bse o )(?<!\bse o teu )\b(?:seu|o seu|teu|o teu|este|esse) endereço (?:de )?ip\b{_GAP}"
    r"(?:\bnão (?:está|é|foi) (?:autorizado|permitido)|\bnão tem (?:permissão|acesso)"
    r"|(?<!\bnão )\b(?:está|foi) bloqueado)",
    # it
    rf"{_NOT_IF}\b(?:il (?:tuo|suo)|questo) indirizzo ip\b{_GAP}"
    r"(?:\bnon è (?:autorizzato|consentito|abilitato)"
    r"|(?<!\bnon )\bè (?:stato )?bloccato)",
    # de
    rf"{_NOT_IF}\b(?:ihre|deine|diese) ip-?adresse\b{_GAP}"
    rf"(?:\bist\b{_GAP}\bnicht (?:berechtigt|zugelassen|erlaubt"
    r"|autorisiert|freigegeben)|\bist (?:gesperrt|blockiert)|\bwurde (?:gesperrt|blockiert))",
    # nl
    rf"{_NOT_IF}\b(?:uw|je|jouw|dit) ip-?adres\b{_GAP}"
    r"(?:\bis niet (?:toegestaan|geautoriseerd)|\bheeft geen toegang"
    r"|\bis geblokkeerd)",
    # pl
    rf"{_NOT_IF}\b(?:twój|ten|pański) adres ip\b{_GAP}(?:\bnie ma uprawnień|\bnie jest dozwolony"
    r"|(?<!\bnie )\b(?:został|jest) zablokowany)",
)

# A literal each refusal holds, for the geo kind's ``needles``
IP_NEEDLES: tuple[str, ...] = (
    "this ip",
    "adresse ip",
    "dirección ip",
    "endereço ip",
    "endereço de ip",
    "indirizzo ip",
    "ip-adresse",
    "ipadresse",
    "ip-adres",
    "ipadres",
    "adres ip",
)

SAID = "|".join(IP_REFUSED)
