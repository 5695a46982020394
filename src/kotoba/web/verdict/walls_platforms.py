"""Wall sentences as publishing and log-in platforms ship them in their translations, where the rules'
own patterns (:mod:`kotoba.web.verdict.walls_rules`) do not already say them: read beside those patterns as
literal text, so each costs the one-pass literal search the rules' needles already make.

Each entry is one catalogue's ``msgstr`` (or the English ``msgid`` where the rules miss even that); a
``{tiers}`` stands where the platform puts the names of the paid tiers (and ``{words}`` where translations
put words of their own between two parts of the sentence), and matches up to :data:`TIER_CHARS` characters of
a line. The sources:

- Ghost's official themes' shared catalogue (TryGhost/Themes, ``packages/theme-translations/locales/
  {en,es,tr,uk,vi}.json``), the box a members-only post ends on for a reader without access: "This post is
  for subscribers only", "… for paying subscribers only", "… for subscribers on the {tiers} only", and for a
  free member "Upgrade to a paid account to get full access."; and the same catalogue's Azerbaijani as a
  theme's ``locales/az.json`` carries it.
- Devise's session time-out and log-in stop as devise-i18n translates them (tigrish/devise-i18n,
  ``rails/locales/{da,sv,uk,id,ro,el,sk,ca,he}.yml``: ``devise.failure.timeout`` and
  ``devise.failure.unauthenticated``), the languages the rules' Devise sentences did not yet reach; and
  WordPress's password form's German opening (get_the_password_form's "This content is password protected."
  as the de_DE catalogue gives it).
- phpBB's log-in box over a forum a guest may not read, ``LOGIN_VIEWFORUM`` ("The board requires you to be
  registered and logged in to view this forum.", which the rules say in English) in ``language/{de,fr,hu}/
  common.php`` of its language packs (phpbb-de/phpbb-translation, qiaeru/phpbb-language-fr, and a board's
  Hungarian pack), and the French of ``LOGIN_FORUM``, a forum kept behind a password.
- Consent managers' default banner texts, which a page served with nothing else is a consent wall's (the
  rules read them as :data:`~kotoba.web.verdict.walls_rules.CONSENT_NOTICE`, all the page may say):
  Complianz's (Really-Simple-Plugins/complianz-gdpr, its banner settings' ``message_optin`` and
  ``message_optout`` default, "To provide the best experiences, we use technologies like cookies to store
  and/or access device information.") and its German, French, Spanish and Czech as sites serving the banner
  carry it; iubenda's Cookie Solution default ("We and selected third parties use cookies or similar
  technologies for technical purposes …") and its Italian, German and Spanish as sites' iubenda
  configurations carry it; orestbida/cookieconsent's example consent modal ("Hi, this website uses essential
  cookies to ensure its proper operation and tracking cookies …"), which sites ship unchanged; and Klaro's
  consent notice (klaro-org/klaro-js, ``src/translations/{en,de,fr,es,it,nl}.yml``,
  ``consentNotice.description``), which names no cookie and so brings its own needles.
"""

from __future__ import annotations

import re

# How many characters the tier names of a Ghost notice may take ("Gold, Silver and Bronze")
TIER_CHARS = 80

# The box a paid post ends on, under its opening (a paywall's notice)
PAYWALL_NOTICES: tuple[str, ...] = (
    # Ghost's own English, where the rules miss it: the tiered heading and the free member's upgrade line
    "This post is for subscribers on the {tiers} only",
    "This page is for subscribers on the {tiers} only",
    "Upgrade to a paid account to get full access.",
    # es
    "Esta página es solo para suscriptores de {tiers}",
    "Esta publicación es solo para suscriptores de {tiers}",
    "Mejora a una cuenta de pago para obtener acceso completo.",
    # fr, de, ru: the upgrade line (their headings the rules say already)
    "Passez à une offre payante pour un accès complet.",
    "Wechsle zum kostenpflichtigen Konto, um vollen Zugang zu erhalten.",
    "Перейдите на платную подписку, чтобы получить полный доступ.",
    # tr
    "Bu yazı sadece ücretli aboneler içindir",
    "Bu yazı sadece aboneler içindir",
    "Bu yazı sadece {tiers} aboneleri içindir",
    "Bu sayfa sadece ücretli aboneler içindir",
    "Bu sayfa sadece aboneler içindir",
    "Bu sayfa sadece {tiers} aboneleri içindir",
    "Tam erişim elde etmek için ücretli bir hesaba yükseltin.",
    # uk
    "Цей допис доступний лише для платних підписників",
    "Цей допис доступний лише для підписників",
    "Ця сторінка доступна лише для платних підписників",
    "Ця сторінка доступна лише для підписників",
    "Оформіть платну підписку, щоб відкрити повний доступ.",
    # vi
    "Bài viết này chỉ dành cho thành viên",
    "Trang này chỉ dành cho thành viên",
    "Nâng cấp lên tài khoản trả phí để có quyền truy cập đầy đủ.",
    # az
    "Bu məqalə yalnız ödənişli abunəçilər üçündür",
    "Bu məqalə yalnız abunəçilər üçündür",
    "Bu məqalə yalnız {tiers} abunəçiləri üçündür",
    "Bu səhifə yalnız ödənişli abunəçilər üçündür",
    "Bu səhifə yalnız abunəçilər üçündür",
    "Bu səhifə yalnız {tiers} abunəçiləri üçündür",
)

# A log-in asked for before the page is shown (a log-in wall's sentence)
LOGIN_STOPS: tuple[str, ...] = (
    "Din adgang er udløbet. Venligst log ind igen for at fortsætte.",  # da, timeout
    "Din session är inte längre giltig, vänligen logga in igen för att fortsätta.",  # sv, timeout
    "Час вашої сесії вичерпано. Будь ласка, увійдіть в систему знову.",  # uk, timeout
    "Anda harus mendaftar atau masuk sebelum melanjutkan.",  # id, unauthenticated
    "Sesi anda telah kadaluarsa, silahkan masuk lagi untuk melanjutkan.",  # id, timeout
    "Trebuie să vă conectaţi sau să vă înscrieţi înainte de a continua.",  # ro, unauthenticated
    "Sesiunea dvs. a expirat, vă rugăm să vă autentificaţi din nou pentru a continua.",  # ro, timeout
    "Η συνεδρία σας έληξε. Παρακαλώ συνδεθείτε ξανά για να συνεχίσετε.",  # el, timeout
    "Pred pokračovaním sa musíte zaregistrovať alebo prihlásiť.",  # sk, unauthenticated
    "Na pokračovanie sa prosím znovu prihláste.",  # sk, timeout (its second sentence)
    "Has d'iniciar sessió o bé registrar-te abans de continuar.",  # ca, unauthenticated
    "Si us plau, torna a iniciar sessió per a continuar.",  # ca, timeout (its second sentence)
    "פג תוקף החיבור לאתר, אנא התחבר מחדש.",  # he, timeout
    # WordPress's form for a post kept behind a password, as its German translation opens it ("Dieser Inhalt
    # ist passwortgeschützt. Um ihn anzuschauen, gib dein Passwort bitte unten ein:"), which themes and apps
    # reuse with their own second sentence
    "Dieser Inhalt ist passwortgeschützt.",  # (the notice, its sentence ending there)
    # phpBB's log-in box over a forum a guest may not read (LOGIN_VIEWFORUM) and over a forum kept behind a
    # password (LOGIN_FORUM), as its German, French and Hungarian language packs give them
    "Um Beiträge in diesem Forum anzusehen, musst du auf diesem Board registriert und angemeldet sein.",  # de
    "Vous devez être inscrit et connecté afin de pouvoir consulter ce forum.",  # fr
    "Vous devez saisir le mot de passe de ce forum afin de consulter et de publier des sujets",  # fr
    "Csak regisztrált felhasználók tekinthetik meg ezt a fórumot.",  # hu
)

# A consent manager's banner served alone (a consent wall's text, all the page says)
CONSENT_NOTICES: tuple[str, ...] = (
    # Complianz
    "To provide the best experiences, we use technologies like cookies",
    "verwenden wir Technologien wie Cookies, um Geräteinformationen zu speichern",  # de (Sie and du)
    "Pour offrir les meilleures expériences, nous utilisons des technologies telles que les cookies",  # fr
    "las mejores experiencias, utilizamos tecnologías como{words}cookies",  # es (ofrecer, brindar)
    "Abychom poskytli co nejlepší služby, používáme k ukládání a/nebo přístupu k informacím o zařízení, "
    "technologie jako jsou soubory cookies",  # cs
    # iubenda
    "We and selected third parties use cookies or similar technologies",
    "Noi e terze parti selezionate utilizziamo cookie o tecnologie simili",  # it
    "Wir und ausgewählte Dritte setzen{words}Cookies",  # de
    "Nosotros y terceros seleccionados utilizamos cookies o tecnologías similares",  # es
    # orestbida/cookieconsent's example
    "this website uses essential cookies to ensure its proper operation",
    # Klaro's consent notice (consentNotice.description), which names no cookie: its English, and the
    # German, French, Spanish, Italian and Dutch its translations gave it
    "Could we please enable some additional services for{purposes}?",
    "Wir speichern und verarbeiten Ihre personenbezogenen Informationen für folgende Zwecke:",
    "Nous collectons et traitons vos informations personnelles dans le but suivant",
    "Recopilamos y procesamos su información personal con los siguientes fines:",
    "Raccogliamo ed elaboriamo i suoi dati personali per le seguenti finalità:",
    "Wij verzamelen en verwerken uw persoonlijke gegevens voor de volgende doeleinden:",
)

# Where a platform puts words of its own (tier names) or a translation words of its own: "{tiers}", "{words}"
_GAP = re.compile(r"\{\w+\}")


def _branch(sentence: str) -> str:
    """One sentence as a pattern branch: literal, each of its gaps (tier names, a translation's own words)
    any run of a line's characters short of a sentence's end, bounded."""
    parts = _GAP.split(sentence)
    gap = rf"[^.!?\n]{{1,{TIER_CHARS}}}?"
    return gap.join(re.escape(part) for part in parts)


def branches(sentences: tuple[str, ...]) -> str:
    """The sentences as one alternation (for a kind's ``said``)."""
    return "|".join(_branch(sentence) for sentence in dict.fromkeys(sentences))


def needles(sentences: tuple[str, ...]) -> tuple[str, ...]:
    """A literal each sentence holds (its longest part between gaps), in lower case, for a kind's
    ``needles``: a page holding none of them is not searched with these branches."""
    found: list[str] = []
    for sentence in sentences:
        literal = max(_GAP.split(sentence), key=len).strip().lower()
        if literal not in found:
            found.append(literal)
    return tuple(found)
