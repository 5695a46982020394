"""Wall sentences as publishing and log-in platforms ship them in their translations, where the rules'
own patterns (:mod:`kotoba.web.verdict.walls_rules`) do not already say them: read beside those patterns as
literal text, so each costs the one-pass literal search the rules' needles already make.

Each entry is one catalogue's ``msgstr`` (or the English ``msgid`` where the rules miss even that); a
``{tiers}`` stands where the platform puts the names of the paid tiers (and ``{words}`` where translations
put words of their own between two parts of the sentence, ``{link}`` where the sentence holds its link to log
in), and matches up to :data:`TIER_CHARS` characters of a line. The sources:

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
- Paid Memberships Pro's messages that replace a protected post's content, for a non-member ("This content is
  for !!levels!! members only.") and for a visitor not logged in ("Please login to view this content."), as
  its German, French and Italian catalogues give them (strangerstudios/paid-memberships-pro,
  ``languages/pmpro-{de_DE,fr_FR,it_IT}.po``); its level names stand where ``{tiers}`` does.
- Japanese news sites' stop for a free account where the rules miss it: Asahi's
  "無料登録して全文を読む" ("register free and read the whole article") as readers' tools
  that tell its free-registration articles from its paid ones match it, and Shoeisha's
  CodeZine "会員登録（無料）すると、続きをお読みいただけます" as a saved CodeZine page
  gives it (exact-string hits of a public code index, which does not name their
  repositories). Alone it is a log-in wall; under an article's opening, the paywall's
  teaser, as English "Sign up for free to continue reading" is.
- A Turkish news site's metered notice ("Okumaya devam etmek için giriş yapın veya abone olun.", "…
  aboneliğinizi başlatın.") as its template gives it (an exact-string hit of the same index, which does not
  name its repository).
- Ghost's members-only box in its traditional Chinese catalogue (TryGhost/Themes,
  ``packages/theme-translations/locales/zh-Hant.json``), the one of its catalogues whose box the rules did not
  yet say.
- A news site's box as it is worded where the rules' own patterns miss it: Le Monde's "L'accès à la totalité
  de l'article est protégé" and a French subscription that does not cover the article ("Votre abonnement
  n'autorise pas la lecture de cet article"), as a reader's paywall filter lists them (zeeguu/api,
  ``zeeguu/core/content_quality/quality_filter.py``).
- MediaWiki's page for a wiki only its members may read (``loginreqpagetext``, "Please $1 to view other
  pages.", its ``$1`` the link to log in, which a ``{link}`` stands for) in the languages the rules did not
  yet read it in (wikimedia/mediawiki, ``languages/i18n/{es,it,pt,nl}.json``, and the
  ``languages/messages/Messages{Ru,Ja,Zh_hans,Ko}.php`` that stored them before).
- SMF's (and its fork ElkArte's) stop for a guest on a members-only board
  (``$txt['only_members_can_access']``, "Only registered members are allowed to access this section.") as
  its language packs give it (``Themes/default/languages/index.<language>.php`` in English, German, French,
  Spanish, Italian, Polish, Russian, Dutch, Ukrainian, Croatian and Galician, the packs as boards'
  repositories store them).
- MyBB's no-permission page for a guest (``error_nopermission_guest_1``, "You are either not logged in or do
  not have permission to view this page…", and ``error_nopermission_guest_2``, "You are not logged in or
  registered…") in ``inc/languages/<language>/messages.lang.php`` of its Italian, Spanish, French, Thai,
  Hebrew and Vietnamese packs, where the rules miss them.

A ``'`` in an entry is read as either apostrophe, the catalogue's or a site's curled one.
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
    # zh-Hant (its heading for paying subscribers, for subscribers, for a tier's; and the upgrade line)
    "本篇為付費會員專屬內容",
    "本篇為訂閱者專屬內容",
    "本篇為層級{tiers}訂閱者專屬內容",
    "升級付費帳號，解鎖完整內容。",
    # Paid Memberships Pro's message for a non-member (nonmembertext, "This content is for !!levels!! members
    # only."), its level names where {tiers} stands, as its German, French and Italian catalogues give it
    "Dieser Inhalt ist nur für {tiers} Mitglieder.",
    "Ce contenu est reservé aux membres {tiers}.",
    "Questo contenuto è riservato ai soli membri di {tiers}",
    # Japanese news sites' stop for a free account under an article's opening (as LOGIN_STOPS: the rest of the
    # article held back is the paywall's teaser, as English "Sign up for free to continue reading" is)
    "無料登録して全文を読む",
    "会員登録{words}すると、続きをお読みいただけます",
    # A Turkish news site's metered notice once the free articles are read (for a reader not logged in, and
    # for one logged in without a subscription)
    "Okumaya devam etmek için giriş yapın veya abone olun.",
    "Okumaya devam etmek için aboneliğinizi başlatın.",
    # A news site's box where the article stops (Le Monde's), and a subscription that does not cover it
    "L'accès à la totalité de l'article est protégé",
    "Votre abonnement n'autorise pas la lecture de cet article",
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
    # Paid Memberships Pro's message for a visitor not logged in (notloggedintext, "Please login to view this
    # content."), its German and Italian
    "Loggen Sie sich bitte ein um diesen Inhalt zu sehen.",
    "Per favore {link} per vedere questo contenuto.",
    # Japanese news sites' stop for a free account: Asahi's button ("Register free and read the whole
    # article") and Shoeisha's (CodeZine) line, its 無料 ("free") set apart in the page
    "無料登録して全文を読む",
    "会員登録{words}すると、続きをお読みいただけます",
    # MediaWiki's page for a wiki only its members may read (loginreqpagetext; {link} is its link to log in)
    "Debes {link} para ver otras páginas.",  # es
    "Per vedere altre pagine è necessario {link}.",  # it
    "Precisa de {link} para ver outras páginas.",  # pt
    "is verplicht om andere pagina's te kunnen zien.",  # nl ("Aanmelden is verplicht om …")
    "Вы должны {link}, чтобы просмотреть другие страницы.",  # ru
    "他のページを閲覧するには{link}する必要があります。",  # ja
    "您必须{link}才能查看其它页面。",  # zh-hans
    "다른 문서를 보기 위해서는 {link}해야 합니다.",  # ko
    # SMF's (and ElkArte's) stop for a guest on a members-only board (only_members_can_access)
    "Only registered members are allowed to access this section.",  # en
    "Nur registrierte Benutzer haben Zugriff auf diesen Bereich.",  # de
    "Nur registrierte Mitglieder dürfen diesen Bereich einsehen.",  # de (ElkArte)
    "Seuls les membres inscrits sont autorisés à accéder à cette section.",  # fr
    "Solamente usuarios registrados tienen acceso a esta sección.",  # es
    "Solo los usuarios registrados pueden acceder a esta sección.",  # es
    "Sólo los miembros registrados tienen acceso a esta sección.",  # es
    "Solo gli utenti registrati possono accedere a questa sezione.",  # it
    "Tylko zarejestrowani użytkownicy mają dostęp do tej sekcji.",  # pl
    "Только зарегистрированные пользователи имеют доступ в этот раздел.",  # ru
    "Alleen geregistreerde leden hebben toegang tot dit gedeelte.",  # nl
    "Тільки зареєстровані користувачі мають доступ у цей розділ.",  # uk
    "Samo registrirani korisnici mogu pristupiti ovoj sekciji.",  # hr
    "So os membros rexistrados teñen permitido o acceso a esta sección.",  # gl
    # MyBB's no-permission page for a guest (error_nopermission_guest_1 and _2)
    "Non hai effettuato il login oppure non hai i permessi per visualizzare questa pagina.",  # it
    "Non hai fatto il login oppure non sei registrato.",  # it
    "No iniciaste sesión o no tienes permiso para ver esta página.",  # es
    "No iniciaste sesión o no estás registrado.",  # es
    "Vous n'êtes pas connecté ou enregistré.",  # fr
    "คุณอาจจะยังไม่ได้เข้าสู่ระบบหรือไม่มีสิทธิในการเข้าชมหน้านี้",  # th
    "כנראה שאתה לא מחובר או שאין לך גישה ליראות דף זה.",  # he
    "אתה לא מחובר או רשום.",  # he
    "Bạn chưa đăng nhập hoặc bạn không được phép xem trang này.",  # vi
    "Bạn chưa đăng nhập hoặc đăng ký.",  # vi
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


# ...but a "{link}" is the link to log in, its words among these (MediaWiki's ``loginreqlink`` and Paid
# Memberships Pro's link in their catalogues): "Debes usar las flechas para ver otras páginas" is a gallery's
# instruction, not "Debes iniciar sesión para ver otras páginas"
_LINK_WORDS = (
    r"log|sign|iniciar|sesi[oó]n|identif|acced|accesso|entrar|autentic|sess[aã]o|войт|вход|представ|авториз"
    r"|ログイン|登录|登入|登錄|로그인"
)
_LINK_GAP = rf"[^.!?\n]{{0,{TIER_CHARS // 2}}}?(?:{_LINK_WORDS})[^.!?\n]{{0,{TIER_CHARS // 2}}}?"


def _branch(sentence: str) -> str:
    """One sentence as a pattern branch: literal, each of its gaps (tier names, a translation's own words)
    any run of a line's characters short of a sentence's end, bounded; a ``{link}`` such a run holding a
    word of the link to log in (:data:`_LINK_WORDS`)."""
    parts = _GAP.split(sentence)
    gaps = [
        _LINK_GAP if found == "{link}" else rf"[^.!?\n]{{1,{TIER_CHARS}}}?"
        for found in _GAP.findall(sentence)
    ]
    # (an apostrophe as the catalogue types it or as a site's typography curls it)
    said = [re.escape(part).replace("'", "['’]") for part in parts]
    return "".join(part + gap for part, gap in zip(said, [*gaps, ""], strict=True))


def branches(sentences: tuple[str, ...]) -> str:
    """The sentences as one alternation (for a kind's ``said``)."""
    return "|".join(_branch(sentence) for sentence in dict.fromkeys(sentences))


# How far into its sentence a catalogue's fragment may stand (its own lead-in: "Es sieht so aus, als ob",
# "Patrně jste chtěli zobrazit stránku, která"), and how far its sentence may run on past it (a verb the
# fragment leaves out: "… nichts gefunden wurde.")
LEAD_CHARS = 60
TAIL_CHARS = 16
# Where a sentence ends (the Spanish question's opening mark starts the next one; a Chinese comma closes a
# clause of its own, as "在這裡找不到符合條件的項目，請使用搜尋功能進行查詢。" goes on)
_ENDS = ".!?¿¡…。！？，"
_CLOSES = rf"(?=[^{_ENDS}\n,;:()]{{0,{TAIL_CHARS}}}(?:[{_ENDS}:;]|$))"


def sentence_branches(fragments: tuple[str, ...]) -> str:
    """The fragments as one alternation, each only where it is a sentence of its own, as a platform's page
    says it: no further into its sentence than a lead-in's length (:data:`LEAD_CHARS`) and its sentence
    closing within a word or two of it (:data:`TAIL_CHARS`) — not a help page's or a changelog's sentence
    that quotes it and goes on ("If you see 'no hay texto en esta página', the page was deleted")."""
    # (each read back from its first letter, not before it: a look back tried at every place of a long page
    # costs its reach at each, one tried where the first letter stands costs it only there)
    return "|".join(_in_own_sentence(fragment) for fragment in dict.fromkeys(fragments))


def _in_own_sentence(fragment: str) -> str:
    # (the look back from the first letter: a letter is no sentence's end, so the reach is one longer)
    first, rest = (fragment[0], fragment[1:]) if fragment[0].isalnum() else ("", fragment)
    opened = rf"(?<![^{_ENDS}\n]{{{LEAD_CHARS + len(first)}}})"
    return re.escape(first) + opened + f"(?:{_branch(rest)})" + ("" if fragment[-1] in _ENDS else _CLOSES)


def needles(sentences: tuple[str, ...]) -> tuple[str, ...]:
    """A literal each sentence holds (its longest part between gaps and apostrophes, which a site may
    curl), in lower case, for a kind's ``needles``: a page holding none of them is not searched with these
    branches."""
    found: list[str] = []
    for sentence in sentences:
        literal = max(_GAP.split(sentence.replace("'", "{apostrophe}")), key=len).strip().lower()
        if literal not in found:
            found.append(literal)
    return tuple(found)
