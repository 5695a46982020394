"""Is this response the article, or a page the site served in its place: a soft 404, a consent, login or
age wall, a geo block — or the article cut short by a paywall?

A pure function of what a read has in hand: the status, the URL the read ended at, the raw markup (title,
headings, forms, structured data), and the article text the extractor found. The marks of each kind are
data (:mod:`kotoba.web.verdict.walls_rules`); this module decides how far to believe them, by one
principle: **a wall is a page whose main message is the wall.** So:

1. An answer of 451 is a legal block by its status (RFC 7725), whatever its page says. Otherwise a page whose
   extracted text is longer than :data:`PAGE_CHARS` is the article, whatever it says about walls: no wall
   leaves that much text of its own. (This also keeps the judge to a length check on most pages.)
2. A wall's sentence counts only where the page *says* it — in the title, a heading, the opening of the text
   (up to its second sentence, the short pieces before it included), or beside the wall's own address or
   form — and never inside quotation marks, where an article quotes it.
3. Whatever else the page says is measured: the prose left once the sentences of the wall and of its
   machinery (cookies and partners, passwords and accounts, dates of birth, search boxes) are set aside.
   Where more than :data:`RESIDUE_CHARS` is left, the page has a message of its own and is read. The site's
   footer (its copyright, licence and legal lines at the text's end, or straight after the wall's message)
   is not the page's message. A small cookie banner, a newsletter box or a "log in" link beside a real
   article changes nothing. A page that *opens* with the wall — its headline says it, and its first
   sentences say it again — is the wall whatever blocks its site adds below (as a not-found page over
   the site's promotions): an article opens with its own words.
4. A page whose text has no sentence of its own, only an image (and a link home), says what the image
   says: its file name and alt text ("not-found.jpg", "block-ip.png") are its message; a page with no text
   at all but a date-of-birth form is an age gate (a password field alone is not a log-in wall: many pages
   whose text a script writes carry a log-in box). A page with no text whose own script shows what its
   markup hides (an age overlay shown until the reader answers) says what it hid.
5. A paywall is the one wall that is not a failure: the article's beginning was served, then the notice.
   Its notice is looked for in the visible markup too (extraction drops it as furniture), and it counts
   only where what was served is a teaser, not an article.
6. Where no rule calls a page a wall, a learned model (:mod:`kotoba.web.verdict.wall_model`: a linear model
   over the page's words, its markup's words, its status and address) may, where it is confident (at least
   its threshold for the kind, set where it refused no more real pages than the rules did on rounds it had
   not seen) and the page says no more of its own than the strictest rule of that kind lets a wall say (3.).
   Phrase rules know only wordings already met; the model reaches further, and the rules stay, as the model
   alone misses many walls the rules catch. Only where the markup is in hand (it was trained on direct reads).

Nothing here fetches: a probe of a sibling URL (Bar-Yossef et al.'s test for soft 404s) would cost a
request on every suspect page and is not needed for any page of the corpus this was written on.
"""

from __future__ import annotations

import html as html_lib
import re
import typing
from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass

from kotoba.web.extract.tags import NOT_LETTERS
from kotoba.web.outcome import Wall
from kotoba.web.verdict.boxes import BOX_TRIES, BOX_WORDS, boxes, element_end
from kotoba.web.verdict.literals import LiteralSet
from kotoba.web.verdict.message import SPACE_RUNS, is_prose, pieces, residue, says, tells
from kotoba.web.verdict.scripted import handler_alerts, script_alerts, script_code, written_lines
from kotoba.web.verdict.template import block_title, has_tags, untemplated
from kotoba.web.verdict.walls_rules import (
    AGE,
    BARRIERS,
    CONSENT,
    GEO_STATUS,
    LOGGED_IN_SAID,
    LOGGED_OUT_SAID,
    LOGIN,
    PAYWALL,
    PAYWALL_NEEDLES,
    WallRules,
)

# The model-facing reasons of the failures, one per kind (the paywall's note lives with the other notes).
SOFT_404_REASON = "the site answered with a 'page not found' page instead of the article"
CONSENT_REASON = (
    "the site showed a cookie-consent page (accept its tracking, or pay) instead of the article, and "
    "kotoba does not consent on anyone's behalf"
)
LOGIN_REASON = "the site asked to log in or sign up, and showed its log-in page instead of the article"
AGE_REASON = "the site asked to confirm the reader's age, and showed its age check instead of the article"
GEO_REASON = (
    "the site refused readers from this location: it showed a 'not available in your country or region' "
    "page instead of the article"
)
_WALLS: tuple[Wall, ...] = typing.get_args(Wall)  # the kinds a verdict may name, as the type lists them
REASONS: dict[Wall, str] = {
    "soft404": SOFT_404_REASON,
    "consent": CONSENT_REASON,
    "login": LOGIN_REASON,
    "age": AGE_REASON,
    "geo": GEO_REASON,
}

# An extracted text this long is the article: no wall of the corpus leaves half of it.
PAGE_CHARS = 3000
# What may be left of a wall once its own sentences are set aside (a job board's "browse our open roles",
# a brewery's "please enjoy responsibly"); an article, a club's welcome, a shop's notice leave more.
RESIDUE_CHARS = 200
# A paywall's teaser is at most this much prose of its own; more is an article with a subscription box.
TEASER_CHARS = 2000
# What a pay gate headed by its notice ("… is an Enterprise feature") says beside it: its offer's few lines.
GATE_CHARS = 600
# The opening of a text, where a wall puts its message: everything up to its second sentence, the short
# pieces before it included ("Hello", "Are you over 18?" above Yes/No is all opening, and all message).
LEAD_PIECES = 2
# ...and never more than this many pieces: a page of labels alone (a gallery, a menu) has no long opening.
OPENING_PIECES = 4
# Markup is searched at both ends only, as the block-page judge does: walls are small, and their forms,
# headings and notices sit in the head or the body's end.
MARKUP_HEAD = 128 * 1024
MARKUP_TAIL = 64 * 1024
# Around each hit of a paywall needle in the markup, this much markup is read (at most this many hits).
NEAR_CHARS = 400
NEAR_HITS = 40
_PAYWALL_NEEDLES = LiteralSet(PAYWALL_NEEDLES)  # in their order, each once
# each barrier's needles, found in a page's words in one pass (hundreds of them, with the translations)
_BARRIER_NEEDLES = tuple(LiteralSet(rules.needles) for rules in BARRIERS)
# A site's footer — its copyright, licence and legal lines, and whatever follows them — is not the page's own
# message: a not-found page above a paragraph of licence terms is still a not-found page. A footer starts at
# such a line in the text's last part (after this share of its pieces), never before the wall has spoken.
FOOTER_FROM = 0.5
_FOOTER = re.compile(
    r"©|&copy;|\(c\) ?\d{4}|\bcopyright\b|all rights reserved|\blicen[cs]ed (?:under|by|to)\b"
    r"|creative commons|\breleased under\b|\bpowered by\b|\bregistered (?:office|in england|trademark)"
    r"|\bunderwritten by\b|\bis a (?:registered )?trading name\b|\bauthori[sz]ed and regulated by\b"
    r"|privacy policy|terms (?:of|and) (?:use|service|conditions)",
    re.IGNORECASE,
)
# ...and the lines only a footer has, which start it wherever they follow the wall's own message: a copyright,
# a licence or registration number, a regulator ("Life Insurance License: M-124004 (Alberta)")
_LEGAL_LINE = re.compile(
    r"©|&copy;|\bcopyright\b|all rights reserved|\blicen[cs]e(?: no\.?| number| #)?\s*:"
    r"|\bregulated by\s*:|\bregistered (?:office|in england)",
    re.IGNORECASE,
)
# An age gate in any language: a short page that names an age (16 to 21, with "+" or a word for years) in its
# title, a heading or its opening, and offers the reader two choices and nothing else (enter or leave, yes or
# no): its message is the question, whatever words carry it. Looked at: 18 of the looked-at gates that name an
# age offer exactly two choices ("はい" / "いいえ", "IGEN" / "NEM", "Sim" / "Não", "I'm 18+" / "Leave"); the
# looked-at pages that name an age and are no gate (a news brief on an age law, a band's 18+ fan page, a
# bar's events) carry a navigation, or no choice at all.
CHOICE_TEXT_CHARS = 600
# ...where the age is named in a line of a gate's length (a question, a notice), not a clause of terms, and
# the choices are the page's own, not its site's navigation
QUESTION_CHARS = 200
# (each opening's closing is looked up among the closings found in one pass: a page of thousands of openings
# that never close costs that pass, not a reach of NAVIGATION_REACH characters read from each opening)
NAVIGATION_REACH = 20_000
_NAVIGATION_OPEN = re.compile(r"<(nav|header|footer)\b[^>]{0,500}>", re.IGNORECASE)
_NAVIGATION_CLOSE = re.compile(r"</(nav|header|footer)\s*>", re.IGNORECASE)
_AGE_NAMED = re.compile(
    r"(?<![\d.,])(?:1[6-9]|2[01])(?![\d.,])\s?(?:\+|歳|세|岁|歲|ปี|"
    r"(?:years?|ans|años|anni|anos|jahre|jaar|år|lat|let|лет|года?|yaş|tuổi|évet|éves|vuotta|χρονών|سنة|عام"
    r"|سال|tahun|taon)\b)",
    re.IGNORECASE,
)
# ...or an age alone, 16 to 21, where a gate puts it without a word for years: in a question closing its line
# ("Are you 18?", "¿Tienes 18?", "18?") or in its choices' labels ("I'm 18+", "I am 18 or older" / "No, take
# me back"). Looked at: five looked-at gates name their age only in a choice, one only as "Are you 18?";
# the looked-at traps with two choices name no age so (a pager's "16" and "17" name two). A gate may offer one
# choice alone where it names the age it confirms ("I am 18 or older — Enter Xplorer", "18歳以上です"; three
# looked-at gates, no looked-at trap).
_NUMBER = re.compile(r"\d+")
_AGE_ALONE = re.compile(r"(?<![\d.,:/#№$€£-])(1[6-9]|2[01])(?![\d.,:/%$€£])")
# The question is the reader's own, a few words at most before the age ("Are you 18?", "Bist du schon 18?"):
# a longer one asks about something else ("Can I open an account if I'm under 18?", "Should the voting age be
# lowered to 16?", "What's new in iOS 18?")
_AGE_ASKED = re.compile(
    r"^\W*(?:\S+\s+){0,3}(?<![\d.,:/#№$€£-])(?:1[6-9]|2[01])(?![\d.,:/%$€£])\W{0,3}[?？؟]\s*$"
)
# An age named by one choice alone counts where the choice marks it as an age or a threshold ("I'm 18+",
# "I am 18 or older", "Soy mayor de 18", "はい（18歳以上）"), not as a number that names a version or a
# count ("Download JDK 21", "Update to iOS 18"); an age named by both choices is the question's ("I am 18 or
# over" / "I am under 18")
_AGE_MARKED = re.compile(
    r"(?<![\d.,])(?:1[6-9]|2[01])\s?\+|\+\s?(?:1[6-9]|2[01])(?![\d.,])"
    r"|(?<![\d.,])(?:1[6-9]|2[01]) (?:or|and|ou|o|oder|of|e|y|au) "
    r"(?:older|over|above|more|plus|más|mais|mehr|ouder|più|zaidi)\b"
    r"|\b(?:over|above|under|at least|mayor de|menor de|maior de|plus de|moins de|über|unter|boven"
    r"|onder|sopra|sotto|старше|младше)\s(?:1[6-9]|2[01])(?![\d.,])",
    re.IGNORECASE,
)
_CHOICE = re.compile(r"<(button|a)\b[^>]{0,500}>(.{0,200}?)</\1\s*>", re.IGNORECASE | re.DOTALL)
CHOICES_READ = 6
# A link to another page of the same site (a path, not "#", a script or another site): a gate's two choices
# are to go on and to leave (a button, "#", a script, another site: the looked-at gates' and the documented
# plugins'), where a short page's two links to its own pages are a page's ("21+ show" over "Tickets" and
# "Map", "18+ for social media" over "More news" and "Share")
_SITE_PAGE = re.compile(
    r"""<a\b[^>]{0,500}?\bhref\s*=\s*["']?(?![a-z][a-z0-9+.-]*:|//|#|["'\s>])""", re.IGNORECASE
)
# A log-in wall in any language, by its shape: the way it offers is to log in. A link, a button or a form
# leading to a log-in address (the words sites' routes use, in English mostly, whatever the page's language:
# "/login", "/signin", "/auth", "/accounts/login", "wp-login.php"), among at most this many choices of the
# page's own. Looked at: 18 of the looked-at log-in walls have this shape; of the looked-at traps, one
# (a log-out page, "You have been logged out." over "Log in") — a page telling of the reader's own session
# is none.
LOGIN_CHOICES = 3
_TO_LOG_IN = re.compile(
    r"""<(?:a|button|form)\b[^>]{0,500}?\b(?:href|action|formaction)\s*=\s*["']?(?:[^"'\s>]{0,200}?"""
    r"""(?:(?<=["'=])|[/?#=_.-])"""
    # ...or a template's call naming the route, where the template is served as it is (Flask's and Jinja's
    # url_for('auth.login'), Django's {% url 'accounts:login' %}, Laravel's route('login'))
    r"""|\{[{%]\s*(?:url_for\(|url\s|route\()\s*["'][\w.:-]{0,60}?(?<=["'.:_-]))"""
    r"""(?:log-?in|sign-?in|signin|auth|sso|connexion|anmelden|entrar|iniciar-sesion"""
    r"""|accedi"""
    r"""|wp-login)(?:[/?#._&=-]|["'\s>])""",
    re.IGNORECASE,
)
# ...and no log-in wall by its shape alone where the page speaks of paying, subscribing or cookies: of the
# looked-at pages of this shape that are no log-in wall, seven of eight are a pay or consent wall's offer
# ("Subscribe … Already a subscriber? Log in", "Mit Werbung lesen … Anmelden")
_OFFER = re.compile(
    r"subscri|abonn|\babo\b|purabo|\bpay|payment|price|[$€£¥]\s?\d|\bplan\b|premium|upgrade|voucher|trial"
    r"|cookie|consent|tracking|werbung",
    re.IGNORECASE,
)
# ...and a log-in wall by its shape where the page names the refusal: a short page whose few choices of its
# own (at most :data:`LOGIN_CHOICES`, an icon's drawing inside a button set aside) include the way to log in
# (:data:`_LOG_IN_LABEL`, :data:`_TO_LOG_IN`) or a password field, and whose title, a heading or its opening
# says the reader may not go on as they are (:data:`_REFUSAL`: unauthorised, forbidden, access denied or
# restricted, members only, something required, not logged in, a session expired; an HTTP 401 or 403), and
# that tells of no session of the reader's own, opens with no success or welcome, and names no offer. Its
# words name a state, not a wording: "Brak dostępu", "Members Only", "Требуется вход", "会话已过期" over a
# "重新登录" button. Looked at: 33 of the looked-at log-in walls have this shape (one caught by nothing
# else), no looked-at trap (the log-out pages, a log-in demo's "Success", a password reset done, an upgrade
# page with "Sign in with Google" name no refusal or tell of the reader's session), and one looked-at geo
# block whose way back leads to a log-in site.
# The reader not logged in or not authorised, as a state ("You are not logged in", "Вы не авторизированы",
# "まだログインしていない", "未ログイン", "尚未登录", "로그인하지 않았습니다")
_NOT_IN_WORDS = (
    r"\bnot (?:(?:properly|yet) )?(?:logged|signed) ?in\b|\bnot authenticated\b|\bnot authori[sz]ed\b"
    r"|\bне\s?авториз|\bне\s?(?:вошли|залогин)|\bнеавториз|未ログイン|ログインしていな|ログインされていな"
    r"|未登[录錄入]|尚未登[录錄入]|没有登[录錄]|沒有登[入錄]|로그인(?:이)? ?(?:되지 않|하지 않|되어 있지 않)"
    r"|\bnicht (?:angemeldet|eingeloggt)\b|\bnon (?:connecté|identifié|autenticato|connesso)"
    r"|\bno (?:has )?iniciado sesi[óo]n|\bnão (?:está )?(?:logad|autenticad)|\bniezalogowan|\bniet ingelogd"
    r"|\boturum açmadınız"
)
_NOT_IN = re.compile(_NOT_IN_WORDS, re.IGNORECASE)
_REFUSAL = re.compile(
    r"(?<![\d.,])40[13](?![\d.,])|\bunauthori[sz]|\bnot authori[sz]|\bforbidden\b"
    # (a permission something was done with or without is a story's — "Council used photo without permission",
    # "Reprinted with permission" — not the reader's lacking)
    r"|\baccess (?:denied|restricted)\b|\brestricted\b|(?<!without )(?<!with )\bpermission"
    r"|\bmembers?[- ]only\b|\brequired\b"
    r"|\bnot (?:(?:properly|yet) )?(?:logged|signed) ?in\b"
    r"|\bsession\b[^.!?]{0,30}\b(?:expired|timed out|ended)\b"
    # ...and the same states in the languages of the looked-at log-in walls (Spanish, Polish, Russian,
    # Chinese, Japanese, Korean, Hungarian, Indonesian, Dutch) and in French, German, Portuguese and Italian
    r"|\bno autorizad|\bacceso (?:denegado|restringido)|\brestringid|\brequerid"
    r"|\baccès (?:refusé|restreint|interdit)|\bnon autoris"
    r"|\brequis\b|\bsession expirée|\bzugriff verweigert|\bnicht (?:autorisiert|angemeldet|eingeloggt)"
    r"|\berforderlich|\bsitzung (?:ist )?abgelaufen|\bnur für\b|\bacesso (?:negado|restrito)|\bnão autorizad"
    r"|\bobrigat[óo]ri|\bsessão expirada|\baccesso (?:negato|riservato)|\bnon autorizzat|\bsessione scaduta"
    r"|\briservat|\bbrak dost[ęe]pu|\bwymagan|\bsesja wygas|\bniezalogowan|доступ (?:запрещ|огранич)"
    r"|требуется|неавторизован|сессия (?:истекла|завершена)|过期|无权|需要登录|请先登录|访问受限|未登录"
    r"|アクセスできません|が必要|期限切れ|権限|권한|필요|만료|\bgeen toegang|\bverlopen\b|\bvereist\b"
    r"|szükséges|nincs jogosults|\bsilahkan login|\bharus login|diperlukan"
    # ...and the reader's rights lacking or log-in missing, as the looked-at Russian and Japanese walls say it
    # ("У Вас недостаточно прав для посещения данной страницы", "まだログインしていない") and the same state
    # in the rules' other languages
    rf"|{_NOT_IN_WORDS}|недостаточно прав|нет прав (?:для|на (?:просмотр|доступ|посещение))"
    r"|\binsufficient (?:permissions|rights|privileges)\b|keine berechtigung"
    # (Spanish's and Portuguese "without permission", after the verb it qualifies, tells how something was
    # done — "Demolida una casa construida sin permiso" — where a refusal opens with it: "Sin permisos")
    r"|(?<!\w\s)\bsin permisos?\b|(?<!\w\s)\bsem permiss[ãa]o|brak uprawnie",
    re.IGNORECASE,
)
# A lock shown on a short page: the sign a gate puts over what it holds back, in any language — the padlock
# emoji (🔒 U+1F512, 🔐 U+1F510, 🔏 U+1F50F, written or as a character reference; the open 🔓 is not one) or
# an icon font's padlock as its makers name it: Font Awesome's ``fa-lock``, Bootstrap Icons' ``bi-lock`` and
# ``bi-lock-fill``, Boxicons' ``bx-lock``/``bxs-lock``/``bx-lock-alt``, Glyphicons' ``glyphicon-lock``,
# Tabler's ``ti-lock``, Remix Icon's ``ri-lock-line``/``ri-lock-fill``, Material Design Icons' ``mdi-lock``,
# Ionicons' ``lock-closed``, Feather's and Lucide's ``data-feather``/``data-lucide="lock"``, and Google's
# Material Icons/Symbols ligature (``<span class="material-icons">lock</span>``). Looked at: 13 of the
# looked-at log-in walls and 14 of its pay gates show one; of its 105 traps, three (a log-in demo's success
# page, a dashboard's "restricted" heading alone, a long preview of a members' club).
# An icon font's padlock, by its class or attribute (Font Awesome, Bootstrap Icons, Boxicons, Glyphicons,
# Tabler, Remix, Material Design Icons; Feather's and Lucide's data attribute)
_LOCK_ICON = (
    r"(?<![\w-])(?:fa|fas|far|bi|bx|bxs|glyphicon|ti|ri|mdi|icon)-lock(?:-(?:fill|line|alt|closed|outline))?"
    r"(?![\w-])|(?<![\w-])lock-(?:icon|closed)(?![\w-])|\bdata-(?:feather|lucide)\s*=\s*[\"']lock[\"']"
)
_LOCK = re.compile(
    r"🔒|🔐|🔏|&#(?:x1f512|128274|x1f510|128272|x1f50f|128271);"
    rf"|{_LOCK_ICON}"
    r"|material-(?:icons|symbols)[\w -]{0,40}[\"'][^>]{0,200}>\s*lock\s*<",
    re.IGNORECASE,
)
# ...standing alone, as a gate puts it over what it holds back: a line of the page's visible text holding the
# sign and no word (an icon font's element taken for the sign it draws). A lock among a heading's, a
# sentence's or a link's words is something the page talks about or decorates: "What the 🔒 in your address
# bar means", "🔒 Secure checkout with Stripe", a cart's "🔒 Checkout".
_LOCK_LINE = re.compile(r"(?=.*[🔒🔐🔏])[\W_]+")
_LOCK_ELEMENT = re.compile(
    rf"<([a-zA-Z][\w-]*)\b(?=[^<>]{{0,500}}?(?:{_LOCK_ICON}))[^<>]{{0,500}}>\s*(?:lock|🔒|🔐|🔏)?\s*</\1\s*>"
    r"|<([a-zA-Z][\w-]*)\b[^<>]{0,500}?material-(?:icons|symbols)[^<>]{0,500}>\s*lock\s*</\2\s*>",
    re.IGNORECASE,
)
# ...and a padlock over an offer is a pay gate: the page names a price or a subscription, a plan, an upgrade,
# a trial or a membership (in the languages of the pay notices, :data:`~kotoba.web.verdict.walls_rules.
# PAYWALL`), and no more than a gate's short text (:data:`CHOICE_TEXT_CHARS`) with at most
# :data:`LOGIN_CHOICES` choices of its own; unless it says the reader's purchase or access went through
# ("Payment successful", "Thank you for subscribing", "Your premium is activated": the page after paying).
# Looked at: 11 of the 14 padlocked pay gates speak of one (three of them caught by nothing else), and no
# padlocked trap does.
# ...and the other signs a stop shows where its text speaks, which over an offer make a pay gate as a padlock
# does: the key that would unlock it (🔑, 🗝) and the no-entry signs (🚫, ⛔). Looked at: a Korean project
# limit under 🚫, a Polish free-code limit under 🔑; the looked-at pages under 🚫 that name no offer are geo
# blocks and an age gate, and no looked-at trap shows one over an offer.
_STOP_SIGN = re.compile(r"🔑|🗝|🚫|⛔")
# ...standing alone as a padlock does (:data:`_LOCK_LINE`), where an offer's words alone make the pay gate
_STOP_LINE = re.compile(r"(?=.*[🔑🗝🚫⛔])[\W_]+")
# ...or whose choice leads where a reader pays (the words sites' routes use, "/pricing", "/plans",
# "/upgrade", "/subscribe", "/checkout", "/billing", "/premium", or a template's call naming such a route,
# "url_for('pricing')"): under a padlock the way on is to pay, whatever language the page speaks (looked at: a
# Korean project limit's only link, to url_for('pricing'))
_TO_PAY = re.compile(
    r"""<(?:a|button|form)\b[^>]{0,500}?\b(?:href|action|formaction)\s*=\s*["']?(?:[^"'\s>]{0,200}?"""
    r"""(?:(?<=["'=])|[/?#=_.-])|\{[{%]\s*(?:url_for\(|url\s|route\()\s*["'][\w.:-]{0,60}?(?<=["'.:_-]))"""
    r"""(?:pricing|plans?|upgrade|subscribe|subscription|checkout|billing|premium|payment|purchase)"""
    r"""(?:[/?#._&=-]|["'\s>])""",
    re.IGNORECASE,
)
# ...one of which every padlock the pattern knows holds, in the cases markup writes them (an icon's name; a
# character reference's digits)
_LOCK_LITERALS = ("lock", "Lock", "LOCK", "🔒", "🔐", "🔏", "&#x1f51", "&#x1F51", "&#X1F51", "&#12827")
_PAY_OFFER = re.compile(
    r"subscri|abonn|\babo\b|suscri|assinatur|abbonament|\bpay(?:ment|ing|ed)?\b|\bpric(?:e|es|ing)\b"
    r"|[$€£¥₹]\s?\d|\d\s?[€£]|\bplans?\b|premium|\bpro\b|upgrade|\btrial\b|membership|\bpaid\b|\bpurchase"
    r"|\bbuy\b|\bkaufen\b|\bcomprar\b|\bacheter\b|\bpagar\b|\bpaiement\b|\bbezahl"
    # ...or names who takes the payment (Stripe, PayPal, Razorpay, Paystack, Mercado Pago) or its checkout:
    # a padlocked Hebrew trial's end says its offer only as "Stripe" and a checkout address (looked at)
    r"|\bstripe\b|\bpaypal\b|\brazorpay\b|\bpaystack\b|\bmercado ?pago\b|\bcheckout\b",
    re.IGNORECASE,
)
_PAID_DONE = re.compile(
    r"\bsuccess(?:ful(?:ly)?)?\b|\bthank(?:s| you)\b|\bactivated\b|\bwelcome to\b|\bunlocked\b"
    r"|\bnow have access\b|\b(?:merci|danke|gracias|obrigad[oa]|grazie)\b",
    re.IGNORECASE,
)
# A stop that names its limit, over the way to pay: a short page with at most :data:`LOGIN_CHOICES` choices of
# its own, one of which leads where a reader pays (:data:`_TO_PAY`) or says it (:data:`_PAY_LABEL`: "Upgrade
# plan", "View pricing", "Оформить подписку", "تفعيل الاشتراك"), whose title, a heading or its opening says
# the reader has come to the end of what they had (:data:`_RUN_OUT`: a limit, a quota, an allowance used up,
# a trial or a plan expired or over, access suspended or locked) or, closing a line, that something paid is
# required. The limit is what makes the page a stop: an upsell over the same two choices ("Mehr Tiefe mit
# UNDO Pro" over "Jetzt Pro freischalten" and "Nein danke") is the page asked for. Looked at: 24 of the
# looked-at pay gates have this shape, six of them caught by nothing else (a weekly upload limit, "Limit
# Reached" over "Upgrade Plan", "You've used all … free bids", "Пробный период закончился", "انتهت الفترة
# المجانية", "Paid workspace required"); of the looked-at pages offering a way to pay among at most three
# choices, the four traps (a purchase gone through, a welcome to premium, a payment's result, an upsell)
# name no limit.
_PAY_LABEL = re.compile(
    r"upgrad|subscri|\bpric(?:e|es|ing)\b|\bplans?\b|\bbuy\b|purchas|\bpay\b|\brenew|\bunlock|premium|\bpro\b"
    r"|checkout|[$€£¥₹]|abonn|\babo\b|kaufen|acheter|suscri|comprar|pagar|assin|abbona|acquist|подпис|оплат"
    r"|купить|продл|اشتراك|ادفع|订阅|购买|升级|付费|購読|購入|アップグレード|구독|결제|업그레이드|wykup"
    r"|subskryp|satın al|abone ol|langganan|bayar",
    re.IGNORECASE,
)
# An allowance used up or run out, as the reader's own state
_USED_UP_WORDS = (
    r"\bused (?:up|all)\b|\b(?:run|ran) out\b|\bout of (?:free |your )?(?:credits?|tokens?|uses|downloads"
    r"|messages|requests|quota)\b|\bno (?:more )?(?:free )?[\w-]+ (?:left|remaining)\b|исчерпан|вичерпан"
    r"|\bagotad|\besgotad|\bépuisé|\baufgebraucht|\besaurit|wyczerpan"
)
# ...or too little left of it to go on ("Insufficient Credits!", "You don't have enough credits"), said as
# the reader's state: opening or closing its line, or said to the reader (:func:`_short_of`) — a council
# that "has insufficient funds to repair the bridge" is a story's
_TOO_LITTLE = re.compile(
    r"\b(?:insufficient|not enough) (?:credits?|tokens?|coins?|points|balance|funds)\b"
    r"|\b(?:crédits?|créditos?|crediti|guthaben) (?:insuffisants?|insuficientes?|insufficienti|unzureichend)"
    r"|\bнедостаточно (?:средств|кредитов|баллов|монет)",
    re.IGNORECASE,
)
_TO_THE_READER = re.compile(r"\byou\b|\bу (?:вас|тебя)\b", re.IGNORECASE)
# ...which, said first (the title, a heading or the page's first two lines), makes a page of plans to pick
# from a pay gate's, not a price list: at most :data:`PLANS_TEXT_CHARS` characters and :data:`PLAN_CHOICES`
# choices of its own, one of them to pay (said first: in the first :data:`PLAN_LINES` lines of its markup's
# text, or its extracted text's first two). Looked at: a video tool's "You've used all 3 free … downloads.
# Pick a plan" over three plans; the looked-at pricing pages (traps) open with their offer, not a limit.
_USED_UP = re.compile(_USED_UP_WORDS, re.IGNORECASE)
PLANS_TEXT_CHARS = 3000
PLAN_CHOICES = 8
PLAN_LINES = 4
_RUN_OUT = re.compile(
    # a limit or a quota, not a page offering "no limits"
    r"(?<!\bno )(?<!\bwithout )(?<!\bremove )(?<!\bremove the )\b(?:limit|quota|cuota|límite|limite|limiet)\b"
    r"|(?<!без)лимит|ліміт|上限|限额|한도"
    # ...an allowance used up or run out
    rf"|{_USED_UP_WORDS}"
    # ...or a trial, a plan or access come to its end
    r"|\bexpired\b|\bexpir(?:é|ée|ado|ada|ou)\b|\bvencid[oa]\b|\bscadut[oa]\b|\babgelaufen\b|\bverlopen\b"
    r"|\bwygas|истек|истёк|закончил|приостановлен|انتهت|انتهى|过期|到期|已结束|期限切れ|終了しました|만료|종료"
    r"|\bsona erdi\b|\bkedaluwarsa\b|\b(?:has|have) ended\b|\bis over\b"
    # ...or the reader's access locked, suspended or cut off until paid, each as a looked-at pay gate of this
    # shape says it (an internet provider's "Service suspended" and "disconnected", an account "inactive",
    # a ticket's page headed "Locked", Indonesian "terisolir" and a voucher "habis", Arabic "closed … for
    # subscribers"): the page's own state, not a product's ("keeps your door locked")
    r"|\bsuspend|\b(?:is|are|been|remains?|stays?) (?:currently )?(?:locked|inactive)\b|^\W*locked\W*$"
    r"|\b(?:ter)?isolir\b|\bhabis\b|\bdisconnected\b|مغلق|للمشتركين",
    re.IGNORECASE,
)
# ...but not a document the reader holds come to its end, which a public service's page tells how to renew
# ("Driving licence expired" over "Renew your licence online"): a passport, a licence to drive, a visa, a
# permit, an identity card, a vehicle's registration or insurance
_DOCUMENT_HELD = re.compile(
    r"\bpassports?\b|\bdriv(?:ing|er['’]?s) licen[cs]e|\bvisas?\b|\bpermits?\b|\bid cards?\b|\bidentity card"
    r"|\bvehicle\b|\bcar (?:tax|registration|insurance)\b|\bpasse?port\b|\bpermis\b|\breisepass"
    r"|\bführerschein|\bpersonalausweis|\bpasaporte|\bcarné de conducir|\bpassaporto|\bpatente\b",
    re.IGNORECASE,
)
# ...or something paid required, closing the line that names it ("Paid workspace required", "Upgrade
# Required", "Premium requis"; :data:`_PAY_OFFER` in the same line): not a form's "All fields are required"
# (looked at: an app's title "Upgrade Required • Momentum Labs" over "Upgrade to Pro")
# ...and what a reader's browser is asked for ("JavaScript required" over a site's own "Pricing" link) is no
# paid thing
_BROWSER_NEEDS = re.compile(
    r"javascript|\bjs\b|cookie|browser|navigat|navegador|update|version", re.IGNORECASE
)
_PAID_REQUIRED = re.compile(
    r"(?<!fields are )(?<!fields )(?<!field is )"
    r"(?:\brequired|\brequis|\berforderlich|\brequerid[oa]|\brichiest[oa]|\bnecessári[oa]|\bobrigatóri[oa])"
    # ...or closing a part of a title, before its site's name ("Upgrade Required • Momentum Labs")
    r"(?:\W*$|\s+[-•|–—·]\s)",
    re.IGNORECASE,
)
# ...where the way on leads to a paid tier — an upgrade, a plan, a subscription, premium — by its label or its
# address: what the headline says is required is then what the tier gives ("Business Cloud requis" over
# "Passer Premium"). A way to pay a fee or a price ("Visa required" over "Apply and pay online",
# "Registration required" over "Register now – €45") is a service's own page asking for a document or a
# sign-up, and no pay gate.
_TO_TIER = re.compile(
    r"""<(?:a|button|form)\b[^>]{0,500}?\b(?:href|action|formaction)\s*=\s*["']?(?:[^"'\s>]{0,200}?"""
    r"""(?:(?<=["'=])|[/?#=_.-])|\{[{%]\s*(?:url_for\(|url\s|route\()\s*["'][\w.:-]{0,60}?(?<=["'.:_-]))"""
    r"""(?:pricing|plans?|upgrade|subscribe|subscription|billing|premium)(?:[/?#._&=-]|["'\s>])""",
    re.IGNORECASE,
)
_TIER_LABEL = re.compile(
    r"upgrad|subscri|\bplans?\b|premium|\bpro\b|\bplus\b|abonn|\babo\b|suscri|assin|abbona|подпис|订阅|升级"
    r"|付费|購読|アップグレード|구독|업그레이드|subskryp|abone ol|langganan",
    re.IGNORECASE,
)
# A consent wall that asks the reader to pay or accept, in any language, by its shape: a short page (at most
# :data:`CHOICE_TEXT_CHARS`) that speaks of cookies, tracking or ads, whose few choices of its own (at most
# :data:`CONSENT_CHOICES`) are one to accept (:data:`_ACCEPT_LABEL`) and one to subscribe or pay
# (:data:`_TIER_LABEL`, :data:`_PAY_LABEL`, or its address): the content held back until the reader consents
# or pays ("Accetta e continua" / "Abbonati", "Akzeptieren" / "Pur abonnieren"). Its message is the consent's:
# little prose beside the consent's own words, and a headline naming cookies, tracking, ads or consent. A
# cookie banner under an article leaves the article's text; a shop's page is headed with what it sells.
CONSENT_CHOICES = 4
_ACCEPT_LABEL = re.compile(
    r"\baccept|\bagree\b|\ballow\b|akzeptier|zustimm|einverstanden|\bj['’]accepte|\baccepter|acept|accett"
    r"|aceit|\bakkoord|akceptuj|zgadzam|godkänn|acceptera|\bgodta|hyväksy|kabul|принять|согла|прийняти"
    r"|同意|接受|承諾|동의|허용",
    re.IGNORECASE,
)
# What cookies are for: tracking, ads, the partners they are shared with
_TRACKING_WORDS = (
    r"tracking|\btracker|werbung|pubblicit|publicidad|publicit[ée]|reklam|advertis|\bads\b|annunci|anúncio"
    r"|anuncios|\bpartners?\b|partenaires|socios|parceiros"
)
_TRACKING = re.compile(rf"cookie|куки|{_TRACKING_WORDS}", re.IGNORECASE)
# (a newsletter or alerts are subscribed to for nothing)
_FREE_SUBSCRIPTION = re.compile(
    r"newsletter|\bupdates\b|\bdigest\b|\bnotifications?\b|\brss\b|\bfeed\b|\balerts?\b|\bpodcast"
    r"|\byoutube\b|\bchannel\b|infolettre|rundbrief",
    re.IGNORECASE,
)
_COOKIE = re.compile(r"cookies?|куки", re.IGNORECASE)
_CONSENT_WORD = re.compile(
    r"consent|consenso|zustimmung|einwilligung|datenschutz|privacy|privacidad|privacidade|confidentialit"
    r"|toestemming|zgod|согласи|конфиденциальн|同意|隐私|プライバシー|개인정보"
    # ...or what the cookies are for
    rf"|{_TRACKING_WORDS}",
    re.IGNORECASE,
)
# ...but not HTTP's own status of that name, 426 Upgrade Required, which asks a client to switch protocols (a
# reference page on status codes names it in its title and heading over a link to the Upgrade header)
_PROTOCOL_UPGRADE = re.compile(r"\b426\W{0,3}upgrade required\b", re.IGNORECASE)
# The part of an article its own markup declares not free, and names: schema.org's paywalled-content markup as
# Google documents it for publishers ("isAccessibleForFree": false, with "hasPart" a WebPageElement, not free,
# whose "cssSelector" names the class or id of the paywalled section). A publisher serving the whole article
# keeps that section in the markup (hidden or not); where the markup has no element of that name, or one with
# next to no text, the section was withheld from this reader: the article was cut where the section starts.
# Looked at: the four looked-at article paywalls that declare a part (".paywalled") serve no element of
# it; the one looked-at trap that declares one (a long article) serves it whole.
_PAID_PART = re.compile(r""""cssSelector"\s*:\s*(?:"([^"]{1,200})"|\[([^\]]{1,400})\])""")
_SELECTOR_NAME = re.compile(r"([.#])(-?[_a-zA-Z][\w-]{0,80})\s*$")
# ...and a section holding fewer characters of its own than this is a placeholder, not the withheld text
WITHHELD_CHARS = 200
# ...and at most this many declared sections are looked for (Google's examples declare one or two)
PAID_PARTS_READ = 4
# A class or id attribute of a tag, and its value (quoted, its words stopping at a tag's edge, or bare)
_CLASS_OR_ID = re.compile(
    r"""(?<![\w-])(class|id)\s*=\s*(?:"([^"<>]{0,2000}+)"|'([^'<>]{0,2000}+)'|([^\s"'<>=`]{1,200}+))""",
    re.IGNORECASE,
)
_TAG_NAME = re.compile(r"<([a-zA-Z][\w-]*)")
# A choice labelled as the way to log in, in the words log-in buttons use ("Log in", "Sign in with Google",
# "Login now", "Anmelden", "Connexion", "Iniciar sesión", "Ingresar", "Entrar", "Accedi", "Zaloguj",
# "Inloggen", "Войти", "Giriş", "登录", "登入", "ログイン", "로그인"): under a padlock, the page's way on.
# Looked at: ten of the padlocked looked-at log-in walls offer one among at most three choices (one of them
# a pay gate's, which its offer names first), and no other looked-at page.
_LOG_IN_LABEL = re.compile(
    r"\b(?:log ?in|login|sign ?in|anmelden|einloggen|connexion|se connecter|iniciar sesi[oó]n|ingresar|entrar"
    r"|accedi|zaloguj|inloggen|войти|вход|giriş)\b|登录|登入|登錄|ログイン|로그인",
    re.IGNORECASE,
)
# The sign an age gate shows in any language: 🔞 (U+1F51E, "no one under eighteen", written or as a character
# reference). Looked at: four of the looked-at age gates show it (a Russian tobacconist's, a Chinese chat
# app's, a live-streaming site's, a press site's), and no other looked-at page.
_ADULTS_ONLY = re.compile(r"🔞|&#(?:x1f51e|x1F51E|128286);")
# A form field asking for the reader's name or sex (its name or id): an age gate asks for the age alone; a
# form that asks who the reader is beside their age is a survey, a sign-up or an exercise (looked at: a
# calculator's "radsex" radios beside the birth year, a servlet exercise's "name" and "age" fields; no
# looked-at age gate asks either)
_WHO_FIELD = re.compile(
    r"<(?:input|select)\b[^>]{0,300}?\b(?:name|id)\s*=\s*[\"']?[\w-]{0,12}?"
    r"(?:(?<![a-z])(?:full|first|last|given|family)?[-_]?name|nome|nombre|vorname|nachname|pr[eé]nom|имя|фио"
    r"|sex|gender|g[eé]nero|geschlecht|пол)(?:[-_]?\d)?[\"'\s>/]",
    re.IGNORECASE,
)
# A page with no text whose choices show a refusal in a dialog (``<a onclick="alert('…')">No</a>``) says what
# the dialog says where its other choice is a way on — a link to another page, a form sent to an address —
# as a gate's "Yes" is (looked at: a Taiwanese beer brand's image gate, "Sorry~本活動參加者須年滿18歲唷！"
# under its "No" beside a "Yes" into the site); an exercise alerting its answer has no way on of its own
_WAY_ON = re.compile(
    r"""<a\b[^>]{0,500}?\bhref\s*=\s*["']?(?![#"'\s>]|javascript:)"""
    r"""|<form\b[^>]{0,500}?\baction\s*=\s*["']?[^"'\s>#]""",
    re.IGNORECASE,
)
# A page that offers to calculate an age is a calculator, never an age gate: its title, a heading or a
# button says so ("Age Calculator", "Calcular", "年齢計算", "Calculate age"). A gate asks to enter or confirm.
# Looked at: two of the looked-at age calculators say it (one in Japanese); no looked-at age gate does.
_CALCULATES = re.compile(
    r"calculat|\bcalcul|berechn|rechner|calcola|calcula|計算|计算|계산|рассчит|калькулятор|hesapla|\bhitung"
    r"|kalkul",
    re.IGNORECASE,
)
# (literal text, lower case, one of which every match of the pattern holds)
_CALCULATE_WORDS = (
    "calcul", "berechn", "rechner", "calcola", "計算", "计算", "계산", "рассчит", "калькулятор", "hesapla",
    "hitung", "kalkul",
)
_BUTTON_VALUE = re.compile(
    r"""<input\b[^>]{0,300}?\btype\s*=\s*["']?(?:submit|button)\b[^>]{0,300}?\bvalue\s*=\s*["']([^"'<>]{1,100})""",
    re.IGNORECASE,
)
# (a page of hundreds of buttons is judged on its first few)
BUTTONS_READ = 40
# A short page (at most :data:`JOIN_TEXT_CHARS` of text) whose one field the reader fills is a date of birth
# (its name or id says birth, birthdate, dob or bday), and whose script sends it or goes on with it, is an age
# gate in any language; a calculator and a form asking who the reader is are not (:func:`_no_age_gate`).
# Looked at: a Latvian horoscope app's "Vecuma pārbaude" over a lone birth-date field sent to /verify-age.
_FIELD = re.compile(r"<(?:input|select|textarea)\b[^>]{0,500}>", re.IGNORECASE)
_BIRTH_FIELD = re.compile(r"""\b(?:name|id)\s*=\s*["']?[\w-]{0,20}(?:birth|dob|bday)""", re.IGNORECASE)
_NOT_FILLED = re.compile(r"""\btype\s*=\s*["']?(?:hidden|submit|button|image|reset)\b""", re.IGNORECASE)
_SENDS_ON = re.compile(
    r"\bfetch\(|XMLHttpRequest|\$\.(?:post|ajax)\(|axios|location\s*(?:\.href\s*)?=|\.submit\("
)
# A log-in wall known by the reader's session ended, said twice where the page speaks — its title or a heading
# and its opening, or two lines of its opening — on a short page (at most :data:`JOIN_TEXT_CHARS` of text)
# with at most :data:`LOGIN_CHOICES` choices of its own, whatever they are (a log-in link, "Scan the QR code
# again", the home page): the page stands where the one asked for was, until the reader starts a new session.
# Not a page telling of a log-out or a log-in (the reader's own session, :data:`LOGGED_OUT_SAID`), nor one
# naming an offer. The session's end as the languages of the looked-at pages and the rules' others say it:
# expired or timed out, not "the parliament's session ended". Looked at: a buffet's "Session Expired" over
# "Your 5-minute session has expired." and "Scan QR Code Again", a restaurant app's "Sitzung abgelaufen"
# over "Ihre Sitzung … ist abgelaufen." and "Zur Startseite", a web.py fragment "Session expired" over
# "Your session … is expired."; no looked-at trap says it twice.
_SESSION_ENDED = re.compile(
    r"\bsession\b[^.!?\n]{0,40}?\b(?:expired|timed out)\b|\bsession expired\b"
    r"|\byour session\b[^.!?\n]{0,20}?\b(?:has ended|is over)\b"
    r"|\bsitzung\b[^.!?\n]{0,40}?\b(?:abgelaufen|beendet)\b|\bsession\b[^.!?\n]{0,30}?\bexpirée"
    r"|\bsess[ãa]o\b[^.!?\n]{0,30}?\bexpirad"
    r"|\bsessione\b[^.!?\n]{0,30}?\bscadut|\bsessie\b[^.!?\n]{0,30}?\bverlopen|\bsesja\b[^.!?\n]{0,30}?wygas"
    r"|сесси[яи]\b[^.!?\n]{0,30}?(?:истекл|истёк|истек)|会话(?:已)?(?:过期|超时)|登录(?:已)?(?:过期|超时)"
    r"|セッション(?:の有効期限)?が?(?:切れ|タイムアウト)|세션(?:이)? ?만료"
    # ...and as the same messages are written in Turkish, Vietnamese, Czech, Slovak, Hungarian, Finnish, the
    # Scandinavian languages, Romanian, Ukrainian, Greek, Thai, traditional Chinese, Arabic and Hebrew
    r"|\boturum[^.!?\n]{0,30}?(?:süresi doldu|sona erdi)|\bphiên[^.!?\n]{0,30}?hết hạn"
    r"|\brelac(?:e|ia)\b[^.!?\n]{0,30}?(?:vypršela|vypršala|skončila)|\bmunkamenet[^.!?\n]{0,30}?lejárt"
    r"|\bistunto[^.!?\n]{0,30}?(?:vanhentunut|päättynyt)"
    r"|\bsessionen\b[^.!?\n]{0,30}?(?:har gått ut|har löpt ut|er utløpt|er udløbet)"
    r"|\bsesiunea\b[^.!?\n]{0,30}?\ba expirat|сесі[яї][^.!?\n]{0,30}?(?:закінчил|минул|сплив)"
    r"|συνεδρία[^.!?\n]{0,30}?έληξε|เซสชัน(?:ของคุณ)?หมดอายุ|(?:工作階段|登入)(?:已)?(?:過期|逾時)"
    r"|انتهت (?:صلاحية )?(?:الجلسة|جلستك)|פג תוקף ה(?:הפעלה|סשן)",
    re.IGNORECASE,
)
# ...and the reader's own session, said as a state — closing the title, a heading or a line, or a part of it
# before its site's name ("Session Expired", "Sitzung abgelaufen – Shop") — or as the reader's ("Your session
# has expired", "Ihre Sitzung …"): a news brief's "Session expired: term ends with 12 bills unpassed" over
# "The session expired at midnight." tells of a parliament's
# (a verb's ending after the state where a language writes it as one word: "セッションが切れました")
_STATE_CLOSES = re.compile(r"[^\x00-\x7f\s]{0,6}\W*(?:$|\s[-|–—·•/]\s)")
_YOURS = re.compile(
    r"\b(?:your|ihre?|deine?|votre|ta|tu|su|sua|tua|uw|je|twoja|vaše|din|ditt)\b|ваш|тво|您的|你的|あなたの|당신의",
    re.IGNORECASE,
)
# ...and the end of a title's state: the title's end, a separator before the site's name, or a bracket, a
# number or punctuation closing it ("Error 404 (Not Found)!!1")
_TITLE_STATE_CLOSES = re.compile(r"[\W\d]*(?:$|\s[-|–—·•/:]\s|[-|–—·•/:]\s)")
# Quotation marks opening a quote, and the least a quoted phrase of a title says
_QUOTES = ('"', "“", "«", "„", "‘", "'", "「", "『")
QUOTED_CHARS = 8
_ASKING = re.compile(
    r"\W*(?:why|how|what|when|warum|wieso|weshalb|wie|pourquoi|comment|por ?qu[ée]|c[óo]mo|perch[ée]|come"
    r"|почему|зачем|как|为什么|为何|如何|なぜ|どうして)\b",
    re.IGNORECASE,
)
# A title that asks, whole or in its first part before the site's name: a help page's
_TITLE_ASKS = re.compile(r"[?？؟]\s*(?:$|[-|–—·•:]\s)")
_STATED_KINDS = frozenset({"soft404", "geo", "login"})
# ...and said, never asked: a help page asks it ("Why does it say my session expired?") and answers
_QUESTION_END = re.compile(r"[?？؟]\W*$")
# A choice labelled as leaving the reader's session ("Log out", "退出登录", "Abmelden"): a page offering it is
# shown to a reader already logged in, and no log-in wall, whatever log-in words its label holds (looked at:
# a writing tool's expired account whose only choice, "退出登录", holds 登录)
_LOG_OUT_LABEL = re.compile(
    r"\b(?:log ?out|logout|sign ?out|abmelden|ausloggen|déconnexion|se déconnecter|cerrar sesi[oó]n"
    r"|esci|wyloguj|uitloggen|выйти|выход|çıkış)\b|退出登[录錄]|注销|登出|ログアウト|로그아웃",
    re.IGNORECASE,
)
# A pay gate known by a term the reader held come to its end, as the page's headline says it — its title or
# its first heading, the end closing it or a part of it ("License Expired", "Subscription Expired - …",
# "账号未开通 / 已到期"), not a topic ("Expired passports") — over a page asking to pay for more: renew, top
# up (:data:`_RENEW`), on a short page (at most :data:`JOIN_TEXT_CHARS` of text) with at most
# :data:`LOGIN_CHOICES` choices of its own ("Back to Login" among them). What ended is the reader's paid
# term, not a session, a password, a link or a domain (:data:`_NOT_A_TERM`). Looked at: a point-of-sale
# app's "License Expired" over "Please contact developer to renew.", an ERP's "ERP LICENSE EXPIRED" over
# "… contact the system administrator to renew the license." and "Back to Login", a writing tool's expired
# account asking to top up (充值续费), a dictation app's "Subscription Expired" asking to renew.
_TERM_ENDED = re.compile(
    r"(?:\bexpired|\bexpiré(?:e|s|es)?|\bexpirad[oa]s?|\bvencid[oa]s?|\bscadut[oa]|\babgelaufen|\bverlopen"
    r"|\bwygasł[aoy]?|истек(?:ла|ло|ли)?|истёк|已?到期|已过期|期限切れ|만료(?:됨|되었습니다)?|\bkedaluwarsa)\W*(?:$|\s[-|–—:/]\s)",
    re.IGNORECASE,
)
_RENEW = re.compile(
    r"\brenew|\btop[- ]?up\b|\brecharge|\brenouvel|\bverlänger|\brenova|\brinnov|продл|续费|充值|續費|儲值"
    r"|更新(?:して|手続)|갱신|\bprzedłuż",
    re.IGNORECASE,
)
_NOT_A_TERM = re.compile(
    r"session|password|passwort|mot de passe|contraseña|senha|\blink\b|token|domain|certificate|\bssl\b"
    r"|\bcode\b|cookie|sitzung|sesi[oó]n|сесси|会话|密码|链接|セッション|パスワード|세션|비밀번호",
    re.IGNORECASE,
)
# ...and a short page whose fields the reader fills are the three parts of a date — a day, a month and a
# year, by their name, id or placeholder in the words forms use ("day", "BirthDy", "DD", "jour", "año") or by
# their range (at most 31, at most 12, a year) — asks for a date of birth in any language, where the year
# reaches back to the readers born before 1990 (its options or its least value; a booking's years start
# now) and no further than 1900 (an archive's or a register's years reach back before any reader's birth:
# "every edition since 1851"), and it is no calculator's or survey's. Looked at: a festival's "DD" / "MM" /
# "YYYY" boxes, a car-maker's number boxes up to 31, 12 and from 1900, a shop's BirthMonth / BirthDay /
# BirthYear selects; no looked-at trap asks for the three alone.
_DATE_PARTS = {
    part: re.compile(
        rf"""\b(?:name|id|placeholder)\s*=\s*["']?[\w-]{{0,20}}?(?:{words})(?![a-z])|{span}""", re.IGNORECASE
    )
    for part, words, span in (
        ("day", r"day|birth[-_]?dy|dd|jour|d[ií]a|tag|giorno|dzie[nń]", r"""\bmax\s*=\s*["']?31\b"""),
        ("month", r"month|birth[-_]?mo|mm|mois|mes|monat|mese|miesi[aą]c", r"""\bmax\s*=\s*["']?12\b"""),
        (
            "year",
            r"year|birth[-_]?yr|yyyy|yy|ann[ée]e|a[ñn]o|jahr|anno|rok",
            r"""\bm(?:in|ax)\s*=\s*["']?(?:19|20|24|25)\d\d\b""",
        ),
    )
}
# (a year of the options or range of the year's field: the least of them tells whom the form is for)
_YEAR_VALUE = re.compile(r"(?<!\d)(?:1[5-9]|20|24|25)\d\d(?!\d)")
SELECT_REACH = 20_000
BORN_BEFORE = 1990
BORN_SINCE = 1900
BUDDHIST_ERA = 543
# A limit named first (:data:`_RUN_OUT`) over a message asking the reader to join — sign up, register, make
# an account, or log in (:data:`_LOG_IN_LABEL`) — on a page of at most :data:`JOIN_TEXT_CHARS` characters
# whose own choices, if any, are those ways in, and that names no way to pay: a log-in wall that meters what
# a guest may use. Looked at: an SEO tool's error page "Free Report Usage Limit" over "Sign up to get more
# free reports."; a plan gate names a price or an upgrade (:data:`_PAY_LABEL`), a rate limit asks to wait.
_JOIN = re.compile(
    r"\bsign(?:ing)? ?up\b|\bregist(?:er|ration)\b|\bcreate (?:an |a free |your )?account\b"
    r"|\bregístr|\bregistr|\binscri|\bzarejestr|зарегистр|регистрац|注册|註冊|登録|가입"
    r"|\bdaftar\b|\bkayıt ol",
    re.IGNORECASE,
)
JOIN_TEXT_CHARS = 300
# A page telling the reader alone they are not logged in says no more than this
NOT_IN_CHARS = 160
_VARIABLE_SIGN = re.compile(r"\$(?=[A-Za-z_])")
# ...and a short page (at most :data:`GATE_CHARS` of text) whose script shows a dialog and, the other way,
# lets the reader in — goes on to another address or shows what it hid (a link into the site, the content) —
# says what its dialog says, where it has a way on of its own (:data:`_WAY_ON`). Looked at: a bar's gate
# that shows its hidden "continue to site" link to a reader of 21 and alerts "you are not old enough" to a
# younger one; the looked-at exercises alert both ways and let no one in.
_LETS_IN = re.compile(
    r"location\s*(?:\.href\s*)?=|location\.(?:replace|assign)\(|\.style\.(?:visibility|display)\s*=\s*[\"']"
    r"(?:visible|block|inline|flex)|\.(?:show|fadeIn|slideDown)\(|removeAttribute\(\s*[\"']hidden"
)
# (literal text one of which every page with a dialog in its scripts holds)
_LETS_IN_MARKS = ("alert(", "confirm(")
# A template that extends its site's base (Jinja, Django, Twig, Nunjucks: ``{% extends "base.html" %}``)
# fills the base's blocks, and what the page offers of its own is its content block (named content, body or
# main), not the blocks the base puts around it — the user menu, the categories, the head. Looked at: a
# Polish shop's "session expired" page whose other block holds the menus of a logged-in reader and a guest.
_CONTENT_BLOCK = re.compile(
    r"\{%-?\s*extends\b.{0,2000}?\{%-?\s*block\s+(?:page_|main_)?(?:content|body|main)\s*-?%\}(.{0,20000}?)"
    r"\{%-?\s*endblock\b",
    re.DOTALL,
)
# A page whose own script answers its age question on the page both ways — writes a verdict into the page or
# shows it in a dialog, twice at least — and does nothing with the answer is an exercise, not a gate, where
# it has no form and no way on of its own (a link to another page). Looked at: the age gates whose script
# answers in a dialog or on the page all do something else as well — go on to another address, or show a
# hidden link into the site — and the exercises only answer ("Under 18" / "You are Adult", "18 is eligible"
# / "17 not eligible", in dialogs over a lone field and a button). So any of these is a gate's act: keep the
# answer (a cookie, the browser's storage), go on (an address, a link, a window, a form sent, a request),
# change what is shown (any style, a class, an attribute, an element shown, hidden, added or removed).
_ANSWERS = re.compile(
    r"\.(?:innerHTML|innerText|textContent)\s*\+?=|\bdocument\.write|\balert\(|\.(?:html|text)\(\s*[\"'`]"
)
# (literal text one of which every answer holds)
_ANSWER_MARKS = ("innerHTML", "innerText", "textContent", "document.write", "alert(", ".html(", ".text(")
_ACTS = re.compile(
    r"cookie|storage|location|\bopen\(|\.submit\(|\.click\(|\bhref\b|\bsrc\b|\bfetch\(|XMLHttpRequest"
    r"|\.(?:post|ajax|get|load)\(|axios|\.style\b|\.css\(|class(?:Name|List)\b|\.(?:set|remove)Attribute\("
    r"|\.(?:show|hide|toggle|fadeIn|fadeOut|slideDown|slideUp|modal|remove|replaceWith|append|prepend)\("
    r"|\.(?:appendChild|removeChild|insertBefore|replaceChild|outerHTML|hidden|disabled|open)\b"
    r"|\bdocument\.body\b|\breturn\s+true\b",
    re.IGNORECASE,
)
# Digits as CJK text writes them full-width ("２０歳以上ですか？"), read as the ages and statuses they are
# (looked at: a smoking-area finder's only words, "あなたは２０歳以上ですか？")
_WIDE_DIGIT = re.compile("[\uff10-\uff19]")
_NARROW = str.maketrans("\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19\uff0b", "0123456789+")
# A page with no text whose markup hides an element (an inline ``display: none``, ``hidden``) that its own
# script shows (a style set to show it, jQuery's show, the attribute or class taken off) shows it to every
# reader, as an age overlay is shown until the reader answers: its text is the page's (looked at: a rum
# maker's overlay, hidden in the markup, shown by its script where no answer is stored)
_HIDES = re.compile(r"display\s*:\s*none|\shidden[\s=>]|(?<![\w-])(?:hidden|d-none|is-hidden)(?![\w-])", re.I)
_SHOWS = re.compile(
    r"\.style\.(?:display|visibility)\s*=\s*[\"'](?:visible|block|inline|inline-block|flex|grid|table)[\"']"
    r"|\.(?:show|fadeIn|slideDown)\(|removeAttribute\(\s*[\"']hidden"
    r"|classList\.remove\(\s*[\"'](?:hidden|d-none|is-hidden|hide)[\"']"
)
# A page whose own prose describes an HTTP status as a status code ("The HTTP 404 Not Found client error
# response status code indicates that…") documents the status: a reference page on 404, 401, 451 or 402
# carries the very title and heading a not-found, log-in, legal block or pay page does, and none speaks of its
# status so (looked at: the four looked-at traps that say "status code" document statuses; no looked-at wall
# says it)
_DESCRIBES_STATUS = re.compile(
    r"\bstatus code (?:indicates|means|is used|is returned|tells)\b|\bclient error response\b"
    r"|\bresponse status code\b|\bstatus line\b"
    # ...or a reference page on an error, saying when it is returned ("Returned when the user ID … matches no
    # user"): a wall is returned, it never says when
    r"|(?:^|(?<=[.!?:])\s)\W*(?:(?:it|this(?: error)?) )?(?:is )?(?:returned|thrown|raised) (?:when|if|by)\b",
    re.IGNORECASE,
)
_STATUS_KINDS = frozenset({"soft404", "login", "geo", "paywall"})  # (402 Payment Required: a paywall's)
# A log-in screen, page or form named as a design shown — in a UI kit, a template gallery, a demo, a tutorial
# ("Login screen – Mobile UI kit", "Bootstrap sign-in form template") — is the page asked for, whatever form
# it shows: a wall names the site it guards, not the framework it was built with
_DESIGN = (
    r"(?:ui[ -]?kit|templates?|demo|components?|mock-?ups?|examples?|snippets?|tutorial|figma|codepen"
    r"|tailwind|bootstrap|react|vue|angular|flutter|swiftui|jetpack compose|android studio|free download)"
)
_SHOWCASE = re.compile(
    r"\b(?:log-?in|sign-?in|sign-?up|registration|auth(?:entication)?)[ -](?:screen|page|form|ui|view)s?\b"
    rf".{{0,60}}\b{_DESIGN}\b|\b{_DESIGN}\b.{{0,40}}\b(?:log-?in|sign-?in|sign-?up|registration)[ -]"
    r"(?:screen|page|form|ui|view)s?\b",
    re.IGNORECASE,
)
# A page that shows code of its own (a command, an identifier: extraction writes it between backticks)
# documents something — how to log in with a tool, a form's fields — and no log-in, age, consent or geo wall
# tells its reader what to type. Looked at: none of the looked-at walls of these kinds shows code; seven
# looked-at traps do (a CLI's page "You must be logged in to use the deploy command" over `acme login`).
_CODE = re.compile(r"`[^`\n]{1,200}`")
# ...or in a block of its own, which extraction writes as plain lines: the markup's ``<pre>`` holding text
# (a CLI's page showing "acme login" in a code block, as its inline twin shows `acme login`) that is not the
# page's headline or its whole text (a server's error page may print its status in a block: that is no code
# shown beside the page's words)
_CODE_BLOCK = re.compile(r"<pre\b[^>]{0,500}>\s*(?:<code\b[^>]{0,500}>\s*)?([^<]{1,200})", re.IGNORECASE)
CODE_BLOCKS_READ = 8
_NO_CODE_KINDS = frozenset({"login", "age", "consent", "geo"})
_HEADLINE_ONLY = frozenset({"title", "heading", "title and heading"})
# Images whose file name and alt text are read as the page's message, where its text has no prose: the first
# few of the markup's (a site's logo often comes before the message's image).
IMAGES_READ = 4
_IMG = re.compile(r"<img\b[^>]{0,1000}>", re.IGNORECASE)
_ALT = re.compile(r"""\balt\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
_SRC = re.compile(r"""\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.IGNORECASE)
_FILE_WORDS = re.compile(r"(?:[-_.+]|%20)+")
# Headings read from the markup: a wall has a few; a page with hundreds is not one.
MAX_HEADINGS = 30
# A wall has one message. A page divided into more than this many headed sections of prose (a heading, then
# a sentence) is a document — a policy on age checks, a guide to a geo-blocking plugin — whatever its title
# says (walls of the looked-at part have up to four: an offer's headed benefits).
DOCUMENT_SECTIONS = 3
# ...and a page whose sections are numbered ("1. Eligibility", "2. False information", "3. Purpose") is a
# document from this many: terms, policies and guides number their parts; no wall of the looked-at part
# numbers its headings (a dating app's policy on its 19+ rule, in three numbered sections, is the page)
NUMBERED_SECTIONS = 3
_NUMBERED = re.compile(r"^\W*(?:\d{1,2}|[ivx]{1,4})[.)]\s+\w", re.IGNORECASE)

# Opening tags are found by pattern and their closing tags within a bounded reach, at most HEADING_TRIES
# times: markup of thousands of unclosed tags costs one pass, not one pass per tag.
_TITLE_OPEN = re.compile(r"<title\b[^>]{0,200}>", re.IGNORECASE)
_TITLE_CLOSE = re.compile(r"</title\s*>", re.IGNORECASE)
_HEADING_OPEN = re.compile(r"<h([1-3])\b[^>]{0,200}>", re.IGNORECASE)
_HEADING_CLOSE = {level: re.compile(rf"</h{level}\s*>", re.IGNORECASE) for level in "123"}
TITLE_REACH = 1000
HEADING_REACH = 500
HEADING_TRIES = 200
_NOT_VISIBLE = re.compile(
    r"<(script|style|template|svg|noscript|title)\b[^>]*>.*?</\1\s*>|<!--.*?-->", re.IGNORECASE | re.DOTALL
)
_TAG = re.compile(r"<[^>]*>")
# ...the same found in one pass (:func:`_shown`): where each starts, and each one's end
_HIDDEN_OPEN = re.compile(r"<(script|style|template|svg|noscript|title)\b|<!--", re.IGNORECASE)
_HIDDEN_CLOSE = {
    name: re.compile(rf"</{name}\s*>", re.IGNORECASE)
    for name in ("script", "style", "template", "svg", "noscript", "title")
}
# Tags inside a sentence: the markup's text keeps their sentence whole; every other tag breaks a line.
_INLINE_TAG = re.compile(
    r"</?(?:a|b|i|em|strong|span|small|abbr|code|sup|sub|u|mark|time|label|br)\b[^>]*>", re.IGNORECASE
)
# A text that is only a template's placeholder: a page not yet written, whatever its title says
_PLACEHOLDER = re.compile(
    r"\A\W*(?:hello,? world|lorem ipsum\b.*|test(?: page)?|todo|coming soon)\W*\Z", re.IGNORECASE | re.DOTALL
)
# ...and a page that says it is not ready yet ("This feature is currently being prepared", "coming soon",
# "under construction"; looked at: a chat app's settings page titled 年齢確認 that says only
# "この機能は現在準備中です。"): its title and heading name what it will be
_UNFINISHED = re.compile(
    r"準備中です|工事中です|\b(?:coming soon|under construction|not (?:yet )?(?:available|implemented) yet)\b"
    r"|\ben construcci[oó]n\b|\ben (?:cours de )?construction\b|\bin (?:arbeit|vorbereitung|bearbeitung)\b"
    r"|в разработке",
    re.IGNORECASE,
)
# A box whose page says this many times as much outside it is a banner beside the page's own text, whatever
# that text's words: an article about cookie banners sets its own sentences aside as a consent box's
# machinery (cookies, consent, accept, reject), so what is left of it says nothing of its size. Looked at:
# the looked-at walls known by their box say at most 3.2 times their box's text outside it (a blog's cookie
# box under three short lines of its own); an article of 600 characters about consent banners under a
# one-line cookie banner says ten times as much.
BOX_OUTWEIGHED = 6
# What a wall's box may say beside its kind's sentences and machinery (an offer's list of benefits, a site's
# own turn of phrase); more is the text the box keeps, not a wall's message
BOX_OWN_CHARS = 600
# A word of a box's message, and a template's filler text, which is no message of the page's own
_BOX_WORD = re.compile(r"[^\W\d_]{2,}")
_LOREM = re.compile(r"\blorem ipsum\b[^\n]*", re.IGNORECASE)
# What a sentence is compared on, between the markup and the extracted text: its letters (NOT_LETTERS
# dropped), not the link targets Markdown gives them
_MD_LINK_TARGET = re.compile(r"\]\([^)\s]*\)")


@dataclass(frozen=True)
class WallVerdict:
    """A page standing in for the article: its kind, and which evidence decided."""

    kind: Wall
    signal: str

    @property
    def failure(self) -> bool:
        """Every wall but a paywall means the article was not read."""
        return self.kind != "paywall"

    @property
    def definitive(self) -> bool:
        """A soft 404 is the site's own "no such page", as a 404 is: no other road leads to the article."""
        return self.kind == "soft404"

    @property
    def reason(self) -> str:
        """The failure's reason for the model ("" for a paywall, which is a success with a note)."""
        return REASONS.get(self.kind, "")


def judge_walls(
    *,
    article: str,
    markup: str = "",
    title: str | None = None,
    url: str = "",
    status: int | None = 200,
    learned: bool = True,
) -> WallVerdict | None:
    """The wall ``article`` (the extracted text of a response) stands for, or None when it is the page.

    ``markup`` is the raw HTML ("" for a text body), ``title`` the page's ``<title>`` when already known,
    ``url`` where the read ended up, ``status`` the HTTP status it was served with. ``learned=False`` asks
    the rules alone (what the model is trained and measured beside).
    """
    if status == GEO_STATUS:
        # 451 says by itself what the answer is (RFC 7725: access denied as a consequence of a legal demand),
        # whatever its page's words: every 451 answer of the looked-at part is such a block
        return WallVerdict("geo", "status")
    text = article.strip()
    if len(text) > PAGE_CHARS:
        return None
    window = _window(markup)
    if _WIDE_DIGIT.search(text):  # (the markup's headings are the text's, in the same digits)
        text, window = text.translate(_NARROW), window.translate(_NARROW)
    if not text and window and _shows_what_it_hid(window):
        # (extraction drops what the markup hides; a script showing it to every reader makes it the page)
        text = _visible(window).strip()
        if len(text) > PAGE_CHARS:
            return None
    if title is None:
        title = _title(window)
    # the model reads the page as it was trained to, tags and all; the rules read a template's words alone
    seen = (title, _headings(window, text), text)
    # a template served as it is: its tags are machinery, its title block names the page
    title = untemplated(title)
    if has_tags(text):
        title = title or block_title(text)
        text = untemplated(text)
        headings = [heading for heading in map(untemplated, _headings(window, text)) if heading]
    else:
        headings = seen[1]
    sentences = pieces(text)
    prose = [p for p in sentences if is_prose(p)]
    lead = list(dict.fromkeys([*_opening(sentences), *prose[:LEAD_PIECES]]))  # each piece once
    haystack = "\n".join((title, *headings, text)).lower()
    if len(prose) > DOCUMENT_SECTIONS and _is_document(_sections(headings, text)):
        # a document: no barrier stands for it
        return _paywall(window, text, sentences, prose, haystack, headings)
    images = [] if prose else _image_words(window)
    # a wall drawn by script says what its script writes, and a gate whose other choice leads on says what its
    # refusal's dialog says (:data:`_WAY_ON`)
    written = [] if prose else written_lines(window)
    if not prose and _WAY_ON.search(window) is not None:
        written += handler_alerts(window)
    if len(text) <= GATE_CHARS and any(mark in window for mark in _LETS_IN_MARKS):
        if _WAY_ON.search(window) is not None and _LETS_IN.search(script_code(window)) is not None:
            written += script_alerts(window)
    documents_status = _DESCRIBES_STATUS.search(text) is not None
    shows_code = _shows_code(text, window, title, headings)
    for rules, needles in zip(BARRIERS, _BARRIER_NEEDLES, strict=True):
        if documents_status and rules.kind in _STATUS_KINDS:
            continue  # (a reference page on the status its title names)
        if shows_code and rules.kind in _NO_CODE_KINDS:
            continue  # (a document showing code)
        in_image = rules.image is not None and any(rules.image.search(words) for words in images)
        form_alone = rules.form_alone and not text and any(mark in window for mark in rules.markup)
        started = not text and any(mark in window for mark in rules.started)
        in_script = any(_tells(rules, line) for line in written)
        alone = (
            "image" if in_image else "form alone" if form_alone else "script" if in_script or started else ""
        )
        if not alone and not _holds_any(haystack, needles):
            continue  # none of this kind's sentences can be on the page
        signal = _barrier(rules, text, title, headings, sentences, lead, prose, window, url, alone)
        if signal in _HEADLINE_ONLY and shows_code and rules.kind == "soft404":
            # (a page on not-found pages, titled or headed with one, showing how to make it; an API's
            # changelog headed "410 Gone" over the new paths)
            signal = None
        if signal is not None and not (
            (rules.kind == "login" and (_logged_in(title, headings, lead) or _showcase(title, headings)))
            or (rules.kind == "age" and _no_age_gate(window))
        ):
            return WallVerdict(rules.kind, signal)
    verdict = None if documents_status else _paywall(window, text, sentences, prose, haystack, headings)
    verdict = verdict or _withheld(window, prose)
    if verdict is not None:
        return verdict
    said = box_lines(window)
    verdict = _boxed(said, text, prose)
    if verdict is None and len(text) <= CHOICE_TEXT_CHARS:
        own = _page_own(window)
        verdict = (
            _age_choice(title, headings, lead, prose, window)
            or _login_choice(title, headings, lead, prose, own)
            or _padlocked(title, headings, text, window, own)
            or _run_out(title, headings, lead, own)
            or _expired_to_renew(title, headings, lead, text, own)
            or _limit_to_join(title, headings, lead, text, own)
            or _session_ended(title, headings, lead, prose, text, own)
            or _birth_date_asked(text, window)
            or _refused(title, headings, lead, prose, own)
            or _not_logged_in(title, headings, lead, prose, text, own)
            or _pay_or_accept(title, headings, text, prose, own)
            or _adults_only(text, prose, window, own)
        )
    if verdict is not None and verdict.kind == "login" and _showcase(title, headings):
        verdict = None  # (a log-in form shown as a design, not asked of the reader)
    if verdict is None and len(text) <= PLANS_TEXT_CHARS:
        verdict = _plans_after_limit(title, headings, lead, _page_own(window))
    if verdict is None and learned and window:
        return _learned(*seen, prose, url, status, window, said)
    return verdict


def _holds_any(text: str, needles: LiteralSet) -> bool:
    """Whether ``text`` holds one of ``needles`` (one pass where the automaton is installed)."""
    found = needles.found_in(text)
    if found is None:
        return any(needle in text for needle in needles.literals)
    return bool(found)


def box_lines(markup: str) -> dict[Wall, list[str]]:
    """Per kind, the lines the wall boxes of ``markup`` (:mod:`kotoba.web.verdict.boxes`) say, where they
    say a message (:data:`BOX_WORDS` words at least) and not a text of their own
    (:func:`_box_says_little`)."""
    said: dict[Wall, list[str]] = {}
    for kind, span in boxes(markup):
        said.setdefault(kind, []).extend(pieces(_visible(span)))
    return {
        kind: lines
        for kind, lines in said.items()
        if sum(len(_BOX_WORD.findall(line)) for line in lines) >= BOX_WORDS and _box_says_little(kind, lines)
    }


def _boxed(said: dict[Wall, list[str]], text: str, prose: list[str]) -> WallVerdict | None:
    """A wall whose own box (:mod:`kotoba.web.verdict.boxes`: a consent manager's banner, a ``paywall``, a
    ``login-required``; ``said``: :func:`box_lines`) holds the page's message: what the page says outside it
    (a template's "lorem ipsum" filler set aside, to its paragraph's end) is no more than a wall of its kind
    leaves (:func:`leaves_little`), nor :data:`BOX_OUTWEIGHED` times the box's own text."""
    if not said:
        return None
    own = [p for p in pieces(_LOREM.sub("", text)) if is_prose(p)] if _LOREM.search(text) else prose
    for kind, lines in said.items():
        inside = NOT_LETTERS.sub("", "\n".join(lines)).lower()
        outside = [p for p in own if not _within(p, inside)]
        if sum(map(len, outside)) > BOX_OUTWEIGHED * sum(map(len, lines)):
            continue  # (a banner beside the page's own text)
        if leaves_little(kind, outside):
            return WallVerdict(kind, "box")
    return None


def _box_says_little(kind: Wall, lines: list[str]) -> bool:
    """Whether a box's ``lines`` are a wall's message and machinery, not a text of their own: a news site's
    "paywall" box may hold the very article it keeps for subscribers, served whole to this reader."""
    tiers = [PAYWALL] if kind == "paywall" else [rules for rules in BARRIERS if rules.kind == kind]
    marks = [pattern for rules in tiers for pattern in (rules.said, rules.apparatus)]
    prose = [line for line in lines if is_prose(line)]
    return residue(prose, *marks, stop_above=BOX_OWN_CHARS) <= BOX_OWN_CHARS


def _unfilled(prose: list[str], text: str) -> list[str]:
    """``prose`` without a template's "lorem ipsum" filler (to its paragraph's end): no message of the
    page's own, as under a gate's "Sorry, you are too young to enter this site" in a brand's page template."""
    if "lorem ipsum" not in text.lower():
        return prose
    filler = NOT_LETTERS.sub("", "\n".join(_LOREM.findall(text))).lower()
    return [piece for piece in prose if not _within(piece, filler)]


def _within(piece: str, letters: str) -> bool:
    """Whether ``piece`` stands in a text whose letters (:data:`NOT_LETTERS` dropped, lower case) are
    ``letters``."""
    own = NOT_LETTERS.sub("", _MD_LINK_TARGET.sub("", piece)).lower()
    return bool(own) and own in letters


def _learned(
    title: str,
    headings: list[str],
    text: str,
    prose: list[str],
    url: str,
    status: int | None,
    markup: str,
    said: dict[Wall, list[str]],
) -> WallVerdict | None:
    """The learned model's verdict on a page no rule called a wall: a wall where it is confident enough
    (each kind's threshold, set by ``bench/walls_model/train.py`` on rounds it had not seen) and where the
    page says little of its own beside that kind's sentences, as the rules measure it (rule 3: a small
    cookie banner under a page's own words changes nothing, whatever the model thinks of the banner). Only
    where the markup is in hand: the model reads which words it holds, and was trained on pages read
    directly."""
    from kotoba.web.verdict import wall_model  # its automaton of markup words is built when imported

    chosen = wall_model.model()
    names = wall_model.features(
        title=title,
        headings=headings,
        text=text,
        url=url,
        status=status,
        markup=wall_model.markup_words(markup),
        shape=wall_model.structure(markup, text, said),
    )
    kind, probability = chosen.judge(wall_model.buckets(names), lambda kind: tells_wall(kind, prose))
    wall = next((wall for wall in _WALLS if wall == kind), None)  # "none" is no wall
    if wall is None or probability < chosen.thresholds.get(kind, 1.0) or not leaves_little(kind, prose):
        return None
    if wall in _STATUS_KINDS and _DESCRIBES_STATUS.search(text) is not None:
        return None  # (a reference page on the status, as for the rules: on the page as the model reads it)
    if wall in _STATED_KINDS and _TITLE_ASKS.search(title) is not None:
        return None  # (a help page's title asks it, as for the rules)
    if (wall in _NO_CODE_KINDS or wall == "soft404") and _shows_code(text, markup, title, headings):
        return None  # (a document showing code, as for the rules)
    if wall == "login" and _showcase(title, headings):
        return None  # (a log-in form shown as a design)
    if wall == "login" and _logged_in(title, headings, _opening(pieces(text))):
        return None
    if wall == "age" and _no_age_gate(markup):
        return None  # a form asking who the reader is, not only how old
    return WallVerdict(wall, "model")


def tells_wall(kind: str, prose: list[str]) -> bool:
    """Whether a sentence of ``prose`` tells its reader one of a wall of ``kind``'s sentences (as
    :func:`~kotoba.web.verdict.message.tells` reads it: not quoted, not reported), wherever it stands: where
    the rules, which ask more of where a wall says it, found no wall, this is a sign beside the model's."""
    tiers = [rules for rules in (*BARRIERS, PAYWALL) if rules.kind == kind]
    return any(tells(rules.said, piece) for rules in tiers for piece in prose)


def leaves_little(kind: str, prose: list[str]) -> bool:
    """Whether ``prose`` says little of its own beside the sentences and machinery of a wall of ``kind``, by
    the strictest of that kind's measures (a cookie notice must be all a page says), or a teaser's length
    for a paywall. The model's verdict counts only where it does: the model knows a wall's wording, not
    where a page's own message ends."""
    if kind == "paywall":
        return residue(prose, PAYWALL.said, PAYWALL.apparatus, stop_above=TEASER_CHARS) <= TEASER_CHARS
    tiers = [rules for rules in BARRIERS if rules.kind == kind]
    if not tiers:
        return False
    strictest = min(tiers, key=_own_chars)
    return residue(_own(prose, strictest), strictest.said, strictest.apparatus) <= _own_chars(strictest)


def _own_chars(rules: WallRules) -> int:
    return RESIDUE_CHARS if rules.own_chars is None else rules.own_chars


def _barrier(
    rules: WallRules,
    text: str,
    title: str,
    headings: list[str],
    sentences: list[str],
    lead: list[str],
    prose: list[str],
    markup: str,
    url: str,
    alone: str = "",
) -> str | None:
    """Which evidence makes the page this kind of wall, or None. See the module docstring."""
    in_title = bool(title) and (
        (rules.title is not None and says(rules.title, title)) or _tells(rules, title)
    )
    # (a help page's title asks what a not-found page or a geo block says: "Not available in your country? –
    # Help"; an age gate's title may ask the reader's age)
    in_title = in_title and not (rules.kind in _STATED_KINDS and _TITLE_ASKS.search(title) is not None)
    # (a heading or a line that asks, as an explainer's does — "Why some videos are blocked in your country" —
    # is no not-found, log-in or geo statement, with or without its question mark; an age gate asks)
    stated = rules.kind in _STATED_KINDS

    def states(piece: str) -> bool:
        return _tells(rules, piece) and not (stated and _ASKING.match(piece))

    in_heading = any(states(heading) for heading in headings)
    anywhere = rules.said.search(text) is not None  # one search; the pieces only where it found something
    in_lead = anywhere and any(states(piece) for piece in lead)
    in_text = in_lead or (anywhere and any(states(piece) for piece in sentences))
    if not (in_title or in_heading or in_text or alone):
        return None  # (before the markup is searched: most pages end here)
    at_address = rules.address is not None and bool(url) and rules.address.search(url) is not None
    in_form = any(mark in markup for mark in rules.markup)
    # (a page with no text of its own, only a banner its script starts, has no subject: it is the banner)
    if (
        rules.subject is not None
        and not (at_address or in_form or alone)
        and rules.subject.search(url) is not None
    ):
        return None  # the site's own page on the subject ("Cookie settings" at /privacy/cookie-settings)
    # a title beside a text that is only a template's placeholder ("HELLO WORLD") names what the page will be,
    # not what it is
    unfinished = _PLACEHOLDER.search(text) is not None or _UNFINISHED.search(text) is not None
    by_title = in_title and rules.title_alone and not unfinished
    # (a title whose wall's words the text quotes: a report on the wall, "Some viewers saw "Not available in
    # your region" last night")
    if by_title and _quoted_in(title, text, rules):
        by_title = False
    # (a not-found title names the state, closing the title or a part of it: "Page not found after deploy ·
    # Issue #88" names a bug)
    if by_title and rules.kind == "soft404" and rules.title is not None:
        by_title = any(
            _TITLE_STATE_CLOSES.match(title, found.end()) for found in rules.title.finditer(title)
        )
    # a page that says it is not ready yet is headed with what it will be, not what it is
    in_heading = in_heading and not unfinished
    if not (by_title or in_heading or in_lead or at_address or in_form or alone):
        return None  # a wall's sentence as an aside further down a page: not its message
    own = RESIDUE_CHARS if rules.own_chars is None else rules.own_chars
    opens = in_heading and _opens_with(rules, headings, prose, text, own)
    if not opens and residue(_own(_unfilled(prose, text), rules), rules.said, rules.apparatus) > own:
        return None
    where = [
        name
        for name, held in (
            ("title", in_title),
            ("heading", in_heading),
            ("text", in_text),
            ("address", at_address),
            ("form", in_form),
            (alone, bool(alone)),
        )
        if held
    ]
    return " and ".join(where)


def _quoted_in(title: str, text: str, rules: WallRules) -> bool:
    """Whether ``text`` quotes the wall's words that ``title`` says (between quotation marks)."""
    lowered = text.lower()
    if not any(mark in lowered for mark in _QUOTES):
        return False
    for pattern in (rules.title, rules.said):
        for found in pattern.finditer(title) if pattern is not None else ():
            words = found.group().strip(" \t-–—|:·•!.").lower()
            if len(words) >= QUOTED_CHARS and any(f"{mark}{words}" in lowered for mark in _QUOTES):
                return True
    return False


def _opens_with(rules: WallRules, headings: list[str], prose: list[str], text: str, own: int) -> bool:
    """Whether the page opens with the wall: its headline (its first heading) says the wall, and so does one
    of its first sentences of prose (:data:`LEAD_PIECES`, no heading; :func:`_tells`), in a paragraph saying
    no more than ``own`` characters beside the wall's sentences: a wall's message stands alone under its
    headline, where an article's first paragraph goes on in its own words (a history of the 404 headed
    "Page not found" whose opening sentence is the one every reader has met; its words on error pages are
    the article's, not a wall's machinery)."""
    if not headings or not _tells(rules, headings[0]):
        return False
    told = [piece for piece in prose[:LEAD_PIECES] if piece not in headings and _tells(rules, piece)]
    return any(
        residue(pieces(line), rules.said) <= own
        for line in text.splitlines()
        if any(piece in line for piece in told)
    )


def _age_choice(
    title: str, headings: list[str], lead: list[str], prose: list[str], markup: str
) -> WallVerdict | None:
    """An age gate known by its shape (:data:`_AGE_NAMED`, :data:`CHOICE_TEXT_CHARS`): an age named where the
    page speaks or by its choices (:data:`_AGE_ALONE`), two choices offered and no other (or one naming the
    age it confirms), and no more prose of its own than a wall leaves."""
    said = [piece for piece in (title, *headings, *lead) if piece and len(piece) <= QUESTION_CHARS]
    choices = _choices(_without_navigation(markup) if "<nav" in markup.lower() else markup, CHOICES_READ)
    if choices is None or not 1 <= len(choices) <= 2 or all(_SITE_PAGE.match(choice) for choice in choices):
        return None  # ...and not two links to pages of the site: a gate's other choice leaves it
    # ...named where the page speaks, or asked as the reader's own short question ("Are you 18?",
    # "¿Tienes 18?")
    spoken = any(_AGE_NAMED.search(piece) or _AGE_ASKED.search(piece) for piece in said)
    # ...or answered by the choices, one age in every choice that names one: marked as an age by a choice
    # ("I'm 18+" / "Leave") or named by both ("I am 18 or over" / "I am under 18")
    labels = [_clean(choice) for choice in choices]
    if any(AGE.elsewhere and AGE.elsewhere.search(label) for label in labels):
        return None  # (an event's tickets for those of an age: "Get tickets (18+ only)")
    named = [set(_AGE_ALONE.findall(label)) for label in labels]
    ages = set().union(*named)
    marked = any(_AGE_MARKED.search(label) or _AGE_NAMED.search(label) for label in labels)
    if len(choices) == 1:
        # a lone choice confirms the age it names, and names no other number ("I am 18 or older — Enter",
        # "18歳以上です"), where a lone "Download JDK 21" names a version
        one_age = len(ages) == 1 and set(_NUMBER.findall(labels[0])) == ages
        if not (one_age and (spoken or marked)):
            return None
    elif not spoken and not (len(ages) == 1 and (marked or all(named))):
        return None
    if _no_age_gate(markup) or residue(prose, AGE.said, AGE.apparatus) > RESIDUE_CHARS:
        return None
    return WallVerdict("age", "choice")


def _login_choice(
    title: str, headings: list[str], lead: list[str], prose: list[str], own: str
) -> WallVerdict | None:
    """A log-in wall known by its shape (:data:`_TO_LOG_IN`): a short page that says something (a sentence of
    prose) and offers at most three choices of its own, one of them the way to log in (a link or form to a
    log-in address, or a password field), with no more prose of its own than a log-in wall leaves beside
    its words, and that tells of no session of the reader's own (logged in, logged out). ``own`` is the page's
    markup without its site's navigation (:func:`_page_own`)."""
    if not prose or residue(prose, LOGIN.said, LOGIN.apparatus) > RESIDUE_CHARS:
        return None
    if _choices(own, LOGIN_CHOICES) is None:
        return None
    lowered = own.lower()
    if not ('type="password"' in lowered or "type='password'" in lowered or _asks_to_log_in(own, prose)):
        return None
    pieces_said = [piece for piece in (title, *headings, *lead) if piece]
    if _tells_a_session(pieces_said):
        return None
    if _OFFER.search("\n".join((*pieces_said, *prose))):
        return None  # a log-in beside a price, a subscription or a cookie choice: a pay or consent offer
    return WallVerdict("login", "choice")


def _refused(
    title: str, headings: list[str], lead: list[str], prose: list[str], own: str
) -> WallVerdict | None:
    """A log-in wall known by its shape and the refusal it names (:data:`_REFUSAL`): at most
    :data:`LOGIN_CHOICES` choices of the page's own (``own``: its markup without its site's navigation,
    :func:`_page_own`), one of them the way to log in or a password field, the refusal said in its title, a
    heading or its opening, no session of the reader's own told and no offer named."""
    said = [piece for piece in (title, *headings, *lead) if piece]
    # (a headline names the refusal as the page's state — closing it, or a part of it, or said to the reader
    # in the opening; "Access restricted on Elm Bridge" names a place's)
    headline = {piece for piece in (title, *headings) if piece}
    if not any(
        _REFUSAL.search(piece)
        and (piece not in headline or _refusal_closes(piece))
        and not _QUESTION_END.search(piece)
        and not _ALLOWED.search(piece)
        for piece in said
    ):
        return None  # (a help page asks it, "Not logged in?", or says what such a reader may do)
    choices = _choices(_shown(own), LOGIN_CHOICES)  # (a button's drawn icon is no part of its label)
    if choices is None:
        return None
    lowered = own.lower()
    if not (
        any(_way_in(choice) for choice in choices)
        or 'type="password"' in lowered
        or "type='password'" in lowered
    ):
        return None
    if _tells_a_session(said):
        return None
    # (a page that opens with a success, a thanks or a welcome is the page after the reader got in)
    if _opens_paid(title, headings, lead):
        return None
    if _OFFER.search("\n".join((*said, *prose))):
        return None
    return WallVerdict("login", "refusal")


# What a reader not logged in may still do, said by a help page ("Visitors who are not logged in can read
# every article", "Auch wer nicht angemeldet ist, kann alle Artikel lesen", "未登录用户也可以浏览"): no
# refusal
_ALLOWED = re.compile(
    r"\b(?:can|may)\b(?!['’]t|\s?not)(?! only)\s(?:still |also |freely )?"
    r"(?:read|browse|view|see|search|use)\b"
    r"|\b(?:kann|können)\b(?! nicht| keine| nur)[^.!?]{0,40}\b(?:lesen|sehen|nutzen|durchsuchen)\b"
    r"|也(?:可以|能)(?:浏览|閱讀|阅读|查看|瀏覽)",
    re.IGNORECASE,
)


def _refusal_closes(piece: str) -> bool:
    """Whether a refusal (:data:`_REFUSAL`) closes ``piece`` or a part of it before a separator, as a state
    the headline names ("Access restricted", "Members Only – Club", "401 Unauthorized: …")."""
    return any(_STATE_CLOSES.match(piece, found.end()) for found in _REFUSAL.finditer(piece))


def _padlocked(title: str, headings: list[str], text: str, markup: str, own: str) -> WallVerdict | None:
    """A gate known by its padlock (:data:`_LOCK`): a short page showing one alone, with at most
    :data:`LOGIN_CHOICES` choices of its own, that does not tell of a purchase gone through, is a pay gate
    where it names an offer (:data:`_PAY_OFFER`), and a log-in wall where a choice is the way to log in
    (:data:`_LOG_IN_LABEL`, :data:`_TO_LOG_IN`) and it tells of no session of the reader's own. (Its kind's
    words are no longer needed: "50 / 50 scans used" under a 🔒 is the stop.) ``own`` is ``markup`` without
    its site's navigation (:func:`_page_own`)."""
    choices = _choices(own, LOGIN_CHOICES)
    if choices is None:
        return None
    padlock = _lock_alone(text, markup)
    # a sign among the text's words, not a choice's ("🔒 Checkout"), counts where a choice leads to pay
    unlinked = text
    for choice in choices:
        unlinked = unlinked.replace(_clean(choice), " ")
    signed = _LOCK.search(unlinked) is not None or _STOP_SIGN.search(unlinked) is not None
    if not (padlock or signed):
        return None
    said = "\n".join((title, *headings, text))
    if _PAID_DONE.search(said) is not None:
        return None
    alone = padlock or any(_STOP_LINE.fullmatch(line.strip()) for line in text.splitlines())
    if (alone and _PAY_OFFER.search(said) is not None) or any(_TO_PAY.match(choice) for choice in choices):
        return WallVerdict("paywall", "padlock")
    if not padlock:
        return None  # (a key or a no-entry sign over a log-in form is the form's own decoration)
    if any(_way_in(choice) for choice in choices):
        told = [piece for piece in (title, *headings, text) if piece]
        if not _tells_a_session(told):
            return WallVerdict("login", "padlock")
    return None


def _run_out(title: str, headings: list[str], lead: list[str], own: str) -> WallVerdict | None:
    """A pay gate known by its limit (:data:`_RUN_OUT`, :data:`_PAID_REQUIRED`) over the way to pay
    (:data:`_TO_PAY`, :data:`_PAY_LABEL`), among at most :data:`LOGIN_CHOICES` choices of the page's own
    (``own``: its markup without its site's navigation, :func:`_page_own`); not the page after paying
    (:data:`_PAID_DONE` in its title, a heading or its opening)."""
    if not _offers_to_pay(own, LOGIN_CHOICES):
        return None
    said = [piece for piece in (title, *headings, *lead) if piece]
    if _opens_paid(title, headings, lead):
        return None
    headline = {piece for piece in (title, *headings) if piece}
    document = any(_DOCUMENT_HELD.search(piece) for piece in headline)
    for piece in said:
        if _QUESTION_END.search(piece):
            continue  # (a help page asks it: "Not enough credits?")
        if (_RUN_OUT.search(piece) or _short_of(piece)) and not document:
            return WallVerdict("paywall", "limit")
        # (something required, said as the title or a heading, over the way to pay: what is required is what
        # the way leads to, "Business Cloud requis" over "Passer Premium"; in the opening, it names it)
        if _PAID_REQUIRED.search(piece) and not _PROTOCOL_UPGRADE.search(piece) and (
            _PAY_OFFER.search(piece)
            or (piece in headline and _BROWSER_NEEDS.search(piece) is None and _offers_a_tier(own))
        ):
            return WallVerdict("paywall", "limit")
    return None


def _plans_after_limit(title: str, headings: list[str], lead: list[str], own: str) -> WallVerdict | None:
    """A pay gate that says first that the reader's allowance is used up (:data:`_USED_UP`) and offers
    plans: at most :data:`PLAN_CHOICES` choices of the page's own, one of them to pay, and no purchase gone
    through."""
    # (extraction may drop a subtitle under the headline: the markup's first lines are read too)
    first = _visible(own).splitlines()[:PLAN_LINES]
    said = [piece for piece in (title, *headings, *lead[:2], *first) if piece]
    if not any(
        (_USED_UP.search(piece) or _short_of(piece)) and not _QUESTION_END.search(piece) for piece in said
    ):
        return None
    if any(_PAID_DONE.search(piece) for piece in said):
        return None
    if not _offers_to_pay(own, PLAN_CHOICES):
        return None
    return WallVerdict("paywall", "limit")


def _way_in(choice: str) -> bool:
    """Whether ``choice`` is a way to log in, by its label (:data:`_LOG_IN_LABEL`, not a way out:
    :data:`_LOG_OUT_LABEL`, as "退出登录" holds 登录) or where it leads (:data:`_TO_LOG_IN`)."""
    label = _clean(choice)
    if _LOG_OUT_LABEL.search(label):
        return False  # (whatever its address: "/auth/logout")
    return _LOG_IN_LABEL.search(label) is not None or _TO_LOG_IN.match(choice) is not None


def _short_of(piece: str) -> bool:
    """Whether ``piece`` says the reader has too little left to go on (:data:`_TOO_LITTLE`): the words open
    or close it, as a state ("Insufficient Credits!", "Crédits insuffisants – Studio"), or it speaks to the
    reader (:data:`_TO_THE_READER`, :data:`_YOURS`)."""
    found = _TOO_LITTLE.search(piece)
    if found is None:
        return False
    opens = not any(character.isalnum() for character in piece[: found.start()])
    return (
        opens
        or _STATE_CLOSES.match(piece, found.end()) is not None
        or _TO_THE_READER.search(piece) is not None
        or _YOURS.search(piece) is not None
    )


def _offers_to_pay(own: str, most: int) -> bool:
    """Whether the page (``own``: its markup without its site's navigation, :func:`_page_own`) has at most
    ``most`` choices of its own, one of them leading to pay (:data:`_TO_PAY`, :data:`_PAY_LABEL`)."""
    choices = _choices(_shown(own), most)  # (a button's drawn icon is no part of its label)
    if not choices:
        return False
    return any(_TO_PAY.match(c) or _PAY_LABEL.search(_clean(c)) for c in choices)


def _not_logged_in(
    title: str, headings: list[str], lead: list[str], prose: list[str], text: str, own: str
) -> WallVerdict | None:
    """A log-in wall whose whole message is the reader's state (:data:`_NOT_IN`: not logged in, not
    authorised), said where the page speaks, on a page of at most :data:`NOT_IN_CHARS` characters with at
    most :data:`LOGIN_CHOICES` choices of its own, not asked, telling of no session ended or begun and no
    offer.
    Looked at: a Russian game's template block holding "Вы не авторизированы" alone, a Japanese report tool's
    "まだログインしていないぞ！ 先にログインしてくれ" over a form's button to the log-in."""
    if len(text) > NOT_IN_CHARS:
        return None
    said = [piece for piece in dict.fromkeys((title, *headings, *lead)) if piece]
    told = [piece for piece in said if _NOT_IN.search(piece)]
    if not told or any(_QUESTION_END.search(piece) or _ALLOWED.search(piece) for piece in told):
        return None
    if _tells_a_session(said) or _opens_paid(title, headings, lead):
        return None
    if _OFFER.search("\n".join((*said, *prose))) or _choices(_shown(own), LOGIN_CHOICES) is None:
        return None
    # (what the page says beside the state: its way in and the log-in's own machinery, nothing else — "Guest
    # mode: history is kept on this device only" under "Not logged in." is an app's status)
    for piece in pieces(text):
        if not (
            _NOT_IN.search(piece)
            or _LOG_IN_LABEL.search(piece)
            or _JOIN.search(piece)
            or tells(LOGIN.said, piece)
            or LOGIN.apparatus.search(piece)
        ):
            return None
    return WallVerdict("login", "refusal")


def _pay_or_accept(
    title: str, headings: list[str], text: str, prose: list[str], own: str
) -> WallVerdict | None:
    """A consent wall known by its two ways on (:data:`CONSENT_CHOICES`): accept, or subscribe or pay, on a
    page that speaks of cookies, tracking or ads (:data:`_TRACKING`) and says no purchase went through."""
    spoken = "\n".join((title, *headings, text))
    if _TRACKING.search(spoken) is None or _CONSENT_WORD.search(_COOKIE.sub(" ", spoken)) is None:
        return None  # (a page of cookies to bake names no consent, partner, tracking or ads)
    if residue(prose, CONSENT.said, CONSENT.apparatus, stop_above=RESIDUE_CHARS) > RESIDUE_CHARS:
        return None  # (a page with a message of its own beside a cookie line: a shop's offer)
    # ...and its headline (its first heading, else its first line) is the consent's, not a product's
    first = next((piece for piece in (*headings, *pieces(text)) if piece), "")
    if _TRACKING.search(first) is None and _CONSENT_WORD.search(first) is None:
        return None
    shown = _shown(own)
    choices = _choices(shown, CONSENT_CHOICES)
    if not choices or len(choices) < 2:
        return None
    labels = [_clean(choice) for choice in choices]
    accepts = [at for at, label in enumerate(labels) if _ACCEPT_LABEL.search(label)]
    pays = [
        at
        for at, choice in enumerate(choices)
        if (_TO_PAY.match(choice) or _TIER_LABEL.search(labels[at]) or _PAY_LABEL.search(labels[at]))
        and _FREE_SUBSCRIPTION.search(labels[at]) is None
    ]
    if not accepts or not pays or set(accepts) == set(pays) or _PAID_DONE.search(text):
        return None
    # (the two ways on are the consent's own: the pay choice in the box that holds the accept choice and
    # speaks of cookies or tracking — a brief on a pay-or-consent ruling, whose site's cookie banner has an
    # "Accept" and whose page a "Subscribe" link, offers no such choice)
    spans = [found.span() for found in _CHOICE.finditer(shown) if _clean(found.group(2))][: len(choices)]
    for accept in accepts:
        box = _consent_box(shown, spans[accept][0])
        if box is None:
            continue
        start, end = box
        if any(start <= spans[pay][0] and spans[pay][1] <= end for pay in pays if pay != accept):
            return WallVerdict("consent", "choice")
    return None


# Elements that never hold others (no closing tag)
_VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track"}
    | {"wbr"}
)
_TAG_EDGE = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^<>]*?(/?)>")


def _consent_box(markup: str, at: int) -> tuple[int, int] | None:
    """The span of the innermost element around ``at`` (of the :data:`BOX_TRIES` innermost) whose text speaks
    of cookies, tracking or ads (:data:`_TRACKING`), where it speaks of consent (:func:`_speaks_of_consent`);
    where no element does, the whole markup if it speaks of consent; else None.
    Elements left open are closed by the first closing tag of an element opened before them, as a browser
    closes them. (The page's own words are the site's too: a footer's "Privacy" link beside a recipe's
    cookies is no consent, where the box around the choice is.)"""
    stack: list[tuple[str, int]] = []
    opened: dict[str, int] = {}
    for tag in _TAG_EDGE.finditer(markup, 0, at):
        name = tag.group(2).lower()
        if name in _VOID or tag.group(3):
            continue
        if not tag.group(1):
            stack.append((name, tag.end()))
            opened[name] = opened.get(name, 0) + 1
        elif opened.get(name):
            while stack:  # (each element is pushed once and popped once: linear in the markup)
                popped, _ = stack.pop()
                opened[popped] -= 1
                if popped == name:
                    break
    lowered = markup.lower()
    for name, start in reversed(stack[-BOX_TRIES:]):
        end = element_end(lowered, name, start)
        words = _visible(markup[start:end])
        if _TRACKING.search(words) is not None:
            return (start, end) if _speaks_of_consent(words) else None
    return (0, len(markup)) if _speaks_of_consent(_visible(markup)) else None


def _speaks_of_consent(words: str) -> bool:
    """Whether ``words`` speak of cookies, tracking or ads (:data:`_TRACKING`) and of consent, privacy or
    what the cookies are for (:data:`_CONSENT_WORD`, cookies aside: a recipe's cookies name neither)."""
    return _TRACKING.search(words) is not None and _CONSENT_WORD.search(_COOKIE.sub(" ", words)) is not None


def _offers_a_tier(own: str) -> bool:
    """Whether one of the page's own few choices leads to a paid tier (:data:`_TO_TIER`,
    :data:`_TIER_LABEL`)."""
    choices = _choices(_shown(own), LOGIN_CHOICES) or []
    return any(_TO_TIER.match(c) or _TIER_LABEL.search(_clean(c)) for c in choices)


def _limit_to_join(
    title: str, headings: list[str], lead: list[str], text: str, own: str
) -> WallVerdict | None:
    """A log-in wall known by a limit named first (:data:`_RUN_OUT`) over a message asking to join
    (:data:`_JOIN`, :data:`_LOG_IN_LABEL`): at most :data:`JOIN_TEXT_CHARS` characters of text, no choice of
    the page's own but a way in, and no way to pay named (:data:`_PAY_LABEL`)."""
    if len(text) > JOIN_TEXT_CHARS:
        return None
    if not any(
        _RUN_OUT.search(piece) or _short_of(piece) for piece in (title, *headings, *lead[:1]) if piece
    ):
        return None
    if _JOIN.search(text) is None and _LOG_IN_LABEL.search(text) is None:
        return None
    priced = _VARIABLE_SIGN.sub("", text)  # (a template's "$this" names no price)
    if _PAY_LABEL.search(priced) is not None or _PAID_DONE.search(text) is not None:
        return None
    choices = _choices(_shown(own), LOGIN_CHOICES)
    if choices is None:
        return None
    ways_in = [_clean(choice) for choice in choices]
    if not all(_JOIN.search(label) or _LOG_IN_LABEL.search(label) for label in ways_in):
        return None
    if any(_LOG_OUT_LABEL.search(label) for label in ways_in):
        return None  # (the reader is logged in already)
    return WallVerdict("login", "limit")


def _expired_to_renew(
    title: str, headings: list[str], lead: list[str], text: str, own: str
) -> WallVerdict | None:
    """A pay gate known by the reader's term ended (:data:`_TERM_ENDED`) in its headline (its title or first
    heading, else its first line) over an ask to renew or top up (:data:`_RENEW`), on a page of at most
    :data:`JOIN_TEXT_CHARS` characters with at most :data:`LOGIN_CHOICES` choices of its own (a way back to
    log in among them); what ended is no session, password, link or domain (:data:`_NOT_A_TERM`), nor a
    document the reader holds (:data:`_DOCUMENT_HELD`)."""
    if len(text) > JOIN_TEXT_CHARS or _RENEW.search(text) is None:
        return None
    headline = [piece for piece in (title, *headings[:1]) if piece] or lead[:1]
    ended = [piece for piece in headline if _TERM_ENDED.search(piece)]
    if not ended or any(_NOT_A_TERM.search(piece) or _DOCUMENT_HELD.search(piece) for piece in ended):
        return None
    if any(_PAID_DONE.search(piece) for piece in (*headline, *lead[:1])):
        return None
    if _choices(_shown(own), LOGIN_CHOICES) is None:
        return None
    return WallVerdict("paywall", "term")


def _session_ended(
    title: str, headings: list[str], lead: list[str], prose: list[str], text: str, own: str
) -> WallVerdict | None:
    """A log-in wall known by the reader's session ended (:data:`_SESSION_ENDED`), said twice in its title,
    headings and opening, on a page of at most :data:`JOIN_TEXT_CHARS` characters with at most
    :data:`LOGIN_CHOICES` choices of its own, that tells of no log-in or log-out and names no offer, and
    that does not ask about it."""
    if len(text) > JOIN_TEXT_CHARS:
        return None
    said = [piece for piece in dict.fromkeys((title, *headings, *lead)) if piece]
    ended = [piece for piece in said if _SESSION_ENDED.search(piece)]
    if len(ended) < 2 or any(_QUESTION_END.search(piece) for piece in ended):
        return None  # (a page asking why the session expired is a help page's answer, not the stop)
    if not any(_readers_session(piece) for piece in ended):
        return None  # (a story's session: a parliament's, a court's)
    if _tells_a_session(said):
        return None
    if _opens_paid(title, headings, lead):
        return None
    if _OFFER.search("\n".join((*said, *prose))) or _choices(_shown(own), LOGIN_CHOICES) is None:
        return None
    return WallVerdict("login", "session")


def _readers_session(piece: str) -> bool:
    """Whether ``piece`` tells the reader's session ended: the state closing it (:data:`_STATE_CLOSES`) or
    the session named as the reader's (:data:`_YOURS`)."""
    return any(
        _STATE_CLOSES.match(piece, found.end()) or _YOURS.search(piece)
        for found in _SESSION_ENDED.finditer(piece)
    )


def _birth_date_asked(text: str, markup: str) -> WallVerdict | None:
    """An age gate known by its lone birth-date field (:data:`_BIRTH_FIELD`) on a page of at most
    :data:`JOIN_TEXT_CHARS` characters, the answer sent or acted on by its script (:data:`_SENDS_ON`) or its
    form sent to an address, or by a date's three parts alone (:func:`_date_parts_asked`); and no
    calculator's or survey's (:func:`_no_age_gate`)."""
    if len(text) > JOIN_TEXT_CHARS:
        return None
    lowered = markup.lower()
    if "<input" not in lowered and "<select" not in lowered:
        return None
    fields = _FIELD.finditer(markup, 0, MARKUP_HEAD)
    filled = [field for field in fields if not _NOT_FILLED.search(field.group())]
    if len(filled) == 1 and _BIRTH_FIELD.search(filled[0].group()) is not None:
        if _SENDS_ON.search(script_code(markup)) is None and _WAY_ON.search(markup) is None:
            return None
    elif not _date_parts_asked(filled, markup):
        return None
    if _no_age_gate(markup):
        return None
    return WallVerdict("age", "form alone")


def _date_parts_asked(fields: list[re.Match[str]], markup: str) -> bool:
    """Whether ``fields`` (the fields the reader fills) are a date's three parts (:data:`_DATE_PARTS`), each
    field one of them, whose year reaches back before :data:`BORN_BEFORE` and not before :data:`BORN_SINCE`
    where its values are given."""
    if len(fields) != 3:
        return False
    parts: set[str] = set()
    for field in fields:
        named = {part for part, pattern in _DATE_PARTS.items() if pattern.search(field.group())}
        if not named:
            return False
        parts |= named
        if "year" in named:
            # its options (a select's, up to its end) or its least value
            end = markup.find("</select", field.end(), field.end() + SELECT_REACH)
            years = [int(y) for y in _YEAR_VALUE.findall(markup[field.end() : end] if end > 0 else "")]
            years += [int(y) for y in _YEAR_VALUE.findall(field.group())]
            years = [y - BUDDHIST_ERA if y > 2100 else y for y in years]
            if years and not BORN_SINCE <= min(years) < BORN_BEFORE:
                return False
    return len(parts) == 3


def _shows_what_it_hid(markup: str) -> bool:
    """Whether ``markup`` hides an element (:data:`_HIDES`) its own script shows (:data:`_SHOWS`)."""
    if _HIDES.search(markup) is None:
        return False
    return _SHOWS.search(script_code(markup)) is not None


def _lock_alone(text: str, markup: str) -> bool:
    """Whether the page shows a padlock standing alone (:data:`_LOCK_LINE`) in its text or its markup."""
    if any(_LOCK_LINE.fullmatch(line.strip()) for line in text.splitlines()):
        return True
    if not _lock_literal(markup) or _LOCK.search(markup) is None:
        return False
    marked = _LOCK_ELEMENT.sub(" \N{LOCK} ", _shown(markup))
    return any(_LOCK_LINE.fullmatch(line) for line in _visible(marked).splitlines())


def _lock_literal(markup: str) -> bool:
    """Whether ``markup`` holds a literal every :data:`_LOCK` match holds (a few substring searches, where
    the pattern would be tried at every character of a page that shows no padlock)."""
    return any(literal in markup for literal in _LOCK_LITERALS)


def _adults_only(text: str, prose: list[str], markup: str, own: str) -> WallVerdict | None:
    """An age gate known by its sign (:data:`_ADULTS_ONLY`): a short page showing 🔞 with at most
    :data:`LOGIN_CHOICES` choices of its own, no more prose of its own than an age gate leaves, and no field
    asking who the reader is (``own``: ``markup`` without its site's navigation, :func:`_page_own`)."""
    if _ADULTS_ONLY.search(text) is None and not (
        ("🔞" in markup or "&#" in markup) and _ADULTS_ONLY.search(_shown(markup)) is not None
    ):
        return None
    if _no_age_gate(markup) or residue(prose, AGE.said, AGE.apparatus) > RESIDUE_CHARS:
        return None
    if _choices(own, LOGIN_CHOICES) is None:
        return None
    return WallVerdict("age", "sign")


def _choices(markup: str, most: int) -> list[str] | None:
    """The links and buttons of ``markup`` that say something (:data:`_CHOICE`), or None past ``most`` of
    them: a page offering more is no gate's or wall's short choice, and is read no further."""
    choices = []
    for found in _CHOICE.finditer(markup):
        if _clean(found.group(2)):
            choices.append(found.group())
            if len(choices) > most:
                return None
    return choices


def _page_own(markup: str) -> str:
    """What a short page offers of its own: ``markup`` without its site's navigation, header and footer
    (:func:`_without_navigation`), where it has a ``<nav>`` or ``<header>``; of a template extending its
    site's base, only its content block (:data:`_CONTENT_BLOCK`)."""
    if "{%" in markup and (block := _CONTENT_BLOCK.search(markup)) is not None:
        markup = block.group(1)
    lowered = markup.lower()
    return _without_navigation(markup) if "<nav" in lowered or "<header" in lowered else markup


def _without_navigation(markup: str) -> str:
    """``markup`` with its site's navigation, header and footer (each a space): an element of these from its
    opening tag to its first closing tag within :data:`NAVIGATION_REACH` characters, left to right."""
    closings: dict[str, tuple[list[int], list[int]]] = {}
    for closing in _NAVIGATION_CLOSE.finditer(markup):
        starts, ends = closings.setdefault(closing.group(1).lower(), ([], []))
        starts.append(closing.start())
        ends.append(closing.end())
    kept: list[str] = []
    done = at = 0
    while (opening := _NAVIGATION_OPEN.search(markup, at)) is not None:
        starts, ends = closings.get(opening.group(1).lower(), ([], []))
        nearest = bisect_left(starts, opening.end())
        if nearest < len(starts) and starts[nearest] - opening.end() <= NAVIGATION_REACH:
            kept.extend((markup[done : opening.start()], " "))
            done = at = ends[nearest]
        else:
            at = opening.start() + 1
    kept.append(markup[done:])
    return "".join(kept)


def _asks_to_log_in(markup: str, prose: list[str]) -> bool:
    """Whether the page's way on is to log in (:data:`_TO_LOG_IN`): a form sent to a log-in address, or a
    link or button to one that its message says, within a sentence of its prose ("Please sign up or [log
    in].", "You must [log-in] to view this page."; so are the looked-at walls of this shape). A "Log in" link
    standing apart, as a site's own beside a short post, is the site's, and changes nothing."""
    for found in _TO_LOG_IN.finditer(markup):
        if found.group().lower().startswith("<form"):
            return True
        link = _CHOICE.match(markup, found.start())
        label = _clean(link.group(2)) if link is not None else ""
        if label and any(label in piece and len(piece) > len(label) + 2 for piece in prose):
            return True
    return False


def _no_age_gate(markup: str) -> bool:
    """Whether the page's form is no age gate's whatever its words: it asks who the reader is
    (:func:`_asks_who`), the page offers to calculate an age (:func:`_calculates`), or it answers its
    question on the page and does nothing with the answer (:func:`_answers_itself`)."""
    return _asks_who(markup) or _calculates(markup) or _answers_itself(markup)


def _answers_itself(markup: str) -> bool:
    """Whether the page's own scripts answer on the page twice at least (:data:`_ANSWERS`) and do nothing a
    gate does with the answer (:data:`_ACTS`), where the page has no form and no way on (:data:`_WAY_ON`)."""
    if not any(mark in markup for mark in _ANSWER_MARKS):
        return False  # (a few substring searches: most pages answer nothing on the page)
    if "<form" in markup.lower() or _WAY_ON.search(markup) is not None:
        return False
    code = script_code(markup)
    return len(_ANSWERS.findall(code)) >= 2 and _ACTS.search(code) is None


def _calculates(markup: str) -> bool:
    """Whether the page's title, a heading or one of its buttons offers to calculate (:data:`_CALCULATES`)."""
    lowered = markup.lower()
    if not any(word in lowered for word in _CALCULATE_WORDS):
        return False  # (a few substring searches: most pages hold none of these words)
    labels = [_clean(choice) for choice in _choices(_shown(markup), BUTTONS_READ) or []]
    labels += [found.group(1) for found in _BUTTON_VALUE.finditer(markup, 0, MARKUP_HEAD)]
    return any(_CALCULATES.search(piece) for piece in (_title(markup), *_headings(markup, ""), *labels))


def _asks_who(markup: str) -> bool:
    """Whether a field of the markup's forms the reader fills in (not a hidden one) asks for their name or sex
    (:data:`_WHO_FIELD`): a survey, a sign-up or an exercise beside an age, never an age gate."""
    return any("hidden" not in field.group().lower() for field in _WHO_FIELD.finditer(markup))


def _logged_in(title: str, headings: list[str], lead: list[str]) -> bool:
    """Whether the page's title, a heading or its opening tells the reader their log-in succeeded
    (:data:`~kotoba.web.verdict.walls_rules.LOGGED_IN_SAID`): the page after a log-in, not a log-in wall."""
    return any(tells(LOGGED_IN_SAID, piece) for piece in (title, *headings, *lead) if piece)


def _shows_code(text: str, markup: str, title: str, headings: list[str]) -> bool:
    """Whether the page shows code of its own: inline in its text (:data:`_CODE`) or as a block in its
    markup, outside its scripts, beside the page's other words (:data:`_CODE_BLOCK`)."""
    if "`" in text and _CODE.search(text) is not None:
        return True
    if "<pre" not in markup.lower():
        return False
    headline = [_clean(piece).casefold() for piece in (title, *headings) if piece]
    whole = _clean(text).casefold()
    for at, found in enumerate(_CODE_BLOCK.finditer(_shown(markup))):
        if at == CODE_BLOCKS_READ:
            break
        block = _clean(found.group(1)).casefold()
        if block and block != whole and not any(block in piece for piece in headline):
            return True
    return False


def _showcase(title: str, headings: list[str]) -> bool:
    """Whether the page's title or a heading names a log-in screen, page or form as a design shown — a UI
    kit's, a template's, a demo's, a tutorial's (:data:`_SHOWCASE`) — not a log-in asked of the reader."""
    return any(_SHOWCASE.search(piece) for piece in (title, *headings) if piece)


def _tells_a_session(pieces: list[str]) -> bool:
    """Whether one of ``pieces`` tells the reader of a session of their own, begun or ended
    (:data:`~kotoba.web.verdict.walls_rules.LOGGED_IN_SAID`,
    :data:`~kotoba.web.verdict.walls_rules.LOGGED_OUT_SAID`): the page after a log-in or a log-out, not a
    wall."""
    return any(tells(LOGGED_IN_SAID, piece) or tells(LOGGED_OUT_SAID, piece) for piece in pieces)


def _opens_paid(title: str, headings: list[str], lead: list[str]) -> bool:
    """Whether the page says first that a purchase went through (:data:`_PAID_DONE` in its title, a heading
    or its first line): the page after paying ("Payment successful", "Welcome to Premium"), which may thank
    the reader for trying it further down."""
    return any(_PAID_DONE.search(piece) for piece in (title, *headings, *lead[:1]) if piece)


def _tells(rules: WallRules, piece: str) -> bool:
    """Whether ``piece`` says one of ``rules``' sentences to its reader about the page, not about a part of it
    (:attr:`WallRules.elsewhere`: a log-in asked for to comment, under a post every reader is shown)."""
    return tells(rules.said, piece) and (rules.elsewhere is None or rules.elsewhere.search(piece) is None)


def _paywall(
    markup: str,
    text: str,
    sentences: list[str],
    prose: list[str],
    haystack: str,
    headings: Iterable[str] = (),
) -> WallVerdict | None:
    """A teaser followed by a subscription notice (in the text, or in the markup that extraction dropped),
    or a pay gate whose heading is the notice ("Analysis Dashboard is an Enterprise feature" above the
    plan's offer)."""
    notices = (
        [at for at, piece in enumerate(sentences) if tells(PAYWALL.said, piece)]
        # (the notices' "^" is a sentence's start: searched over the sentences, a line each)
        if any(needle in haystack for needle in PAYWALL.needles)
        and PAYWALL.said.search("\n".join(sentences)) is not None
        else []
    )
    # a notice is the wall's where a wall puts it: a label of its own ("Member-only story"), or closing the
    # page's own text, after its teaser
    # ...or a pay gate's heading over its offer and little more: "Analysis Dashboard is an Enterprise
    # feature" above the plan's three lines is the gate; a short post headed "Why dark mode is a Pro feature"
    # says more than an offer does
    heads = {heading.strip().lower() for heading in headings}
    gate = any(sentences[at].strip().lower() in heads for at in notices) and (
        residue(prose, PAYWALL.said, PAYWALL.apparatus, stop_above=GATE_CHARS) <= GATE_CHARS
    )
    in_text = gate or any(not is_prose(sentences[at]) for at in notices) or (
        bool(notices) and _closes(sentences[notices[-1] + 1 :], sentences[: notices[-1]])
    )
    # The markup's notices are looked for before the teaser is measured: its needles are found in one pass
    # (most pages hold none), cheaper than setting the notice's sentences aside in every piece of prose, and
    # a page with no notice anywhere is no paywall, whatever its length.
    noticed = [] if in_text else [p for p in _around(markup, _PAYWALL_NEEDLES) if tells(PAYWALL.said, p)]
    if not (in_text or noticed):
        return None
    # Past a teaser's length the page is the article wherever its notice stands.
    left = residue(prose, PAYWALL.said, PAYWALL.apparatus, stop_above=TEASER_CHARS)
    if left > TEASER_CHARS:
        return None
    # a notice found in the markup counts where extraction dropped it: a sentence of the article's own text
    # is the article speaking (about paywalls), not the wall; and so is its headline, where the text under it
    # says more than a wall leaves (a pay gate's own heading, "Trial expired", has only the offer under it)
    own = f"{text}\n{_headline(markup)}" if left > RESIDUE_CHARS else text
    in_markup = any(not _in_text(piece, own) for piece in noticed)
    if not (in_text or in_markup):
        return None
    declared = any(mark in markup for mark in PAYWALL.markup)
    where = "text" if in_text else "markup"
    return WallVerdict("paywall", f"{where} and structured data" if declared else where)


def _withheld(markup: str, prose: list[str]) -> WallVerdict | None:
    """An article cut where its paid part starts (:data:`_PAID_PART`): its markup declares it not free and
    names the paid section, the section is not served (no element of that name, or one saying less than
    :data:`WITHHELD_CHARS`), and what was served is an opening of at most a teaser's length."""
    if not prose or not any(mark in markup for mark in PAYWALL.markup):
        return None
    names = [
        (found.group(1), found.group(2))
        for declared in _PAID_PART.finditer(markup)
        for selector in re.findall(r'"([^"]{1,200})"', declared.group(2) or "") or [declared.group(1)]
        for part in selector.split(",")
        if (found := _SELECTOR_NAME.search(part.strip())) is not None
    ]
    # (a page declaring hundreds is judged on its first few)
    names = list(dict.fromkeys(names))[:PAID_PARTS_READ]
    if not names or _served(markup, names):
        return None
    if residue(prose, PAYWALL.said, PAYWALL.apparatus, stop_above=TEASER_CHARS) > TEASER_CHARS:
        return None
    return WallVerdict("paywall", "structured data")


def _served(markup: str, names: Iterable[tuple[str, str]]) -> bool:
    """Whether an element of ``markup`` with one of these classes (``mark`` ".") or ids ("#") is there, and
    says at least :data:`WITHHELD_CHARS` characters.

    The markup's class and id attributes are read once, left to right (a pattern per name, reading on from
    each tag's opening to a name it may never find, cost seconds a name on a hostile page), and each name's
    first :data:`BOX_TRIES` elements are measured."""
    wanted = {(mark, name.lower()): 0 for mark, name in names}
    lowered = markup.lower()
    for attribute in _CLASS_OR_ID.finditer(markup):
        mark = "." if attribute.group(1).lower() == "class" else "#"
        value = next((group for group in attribute.groups()[1:] if group is not None), "")
        for token in value.split() if mark == "." else [value.strip()]:
            key = (mark, token.lower())
            if key not in wanted or wanted[key] >= BOX_TRIES:
                continue
            wanted[key] += 1
            tag = lowered.rfind("<", 0, attribute.start())
            opening = _TAG_NAME.match(markup, tag) if tag != -1 else None
            closing = markup.find(">", attribute.end())
            if opening is None or closing == -1 or ">" in markup[opening.end() : attribute.start()]:
                continue  # an attribute's words outside any tag
            inside = markup[closing + 1 : element_end(lowered, opening.group(1).lower(), closing + 1)]
            if len(_visible(inside)) >= WITHHELD_CHARS:
                return True
    return False


def _closes(after: list[str], before: list[str]) -> bool:
    """Whether a paywall's notice closes what the page says: a wall's notice follows its teaser, and only the
    wall's own machinery (prices, "Already a subscriber? Sign in", a related headline or two) comes after it.
    A page that goes on after the sentence in its own words — more than the little a wall leaves, and more
    than half what came before — is an article that mentions a paywall's words."""
    left = residue([p for p in after if is_prose(p)], PAYWALL.said, PAYWALL.apparatus)
    if left <= RESIDUE_CHARS:
        return True
    return left <= residue([p for p in before if is_prose(p)], PAYWALL.said, PAYWALL.apparatus) // 2


def _headline(markup: str) -> str:
    """The page's first ``<h1>``: its headline, which extraction may take out of the text as its title."""
    for opening in _HEADING_OPEN.finditer(markup):
        if opening.group(1) == "1":
            closing = _HEADING_CLOSE["1"].search(markup, opening.end(), opening.end() + HEADING_REACH)
            return _clean(markup[opening.end() : closing.start()]) if closing else ""
    return ""


def _in_text(piece: str, text: str) -> bool:
    """Whether the markup's ``piece`` is a sentence of the extracted text (compared on its letters alone, as
    extraction may have turned its links and emphasis into Markdown)."""
    letters = NOT_LETTERS.sub("", piece).lower()
    return bool(letters) and letters in NOT_LETTERS.sub("", _MD_LINK_TARGET.sub("", text)).lower()


def _own(prose: list[str], rules: WallRules) -> list[str]:
    """``prose`` without the site's footer: from the first copyright, licence or legal line of its last part
    on, or from the first line only a footer has after the wall's own message."""
    start = max(1, int(len(prose) * FOOTER_FROM))
    said = next((at for at, piece in enumerate(prose) if tells(rules.said, piece)), len(prose))
    for at in range(1, len(prose)):
        if (at >= start and _FOOTER.search(prose[at])) or (at > said and _LEGAL_LINE.search(prose[at])):
            return prose[:at]
    return prose


def _sections(headings: list[str], text: str) -> list[str]:
    """Those of ``headings`` that stand in the text on a line of their own, a sentence of prose after them."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    after = {line.lstrip("#").strip(): lines[at + 1] for at, line in enumerate(lines[:-1])}
    return [heading for heading in set(headings) if heading in after and is_prose(after[heading])]


def _is_document(sections: list[str]) -> bool:
    """Whether a page's headed sections (:func:`_sections`) make it a document: more than
    :data:`DOCUMENT_SECTIONS` of them, or :data:`NUMBERED_SECTIONS` numbered ones."""
    numbered = sum(1 for heading in sections if _NUMBERED.search(heading))
    return len(sections) > DOCUMENT_SECTIONS or numbered >= NUMBERED_SECTIONS


def _image_words(markup: str) -> list[str]:
    """The alt text and the file name's words of the markup's first :data:`IMAGES_READ` images."""
    found = []
    for tag in _IMG.finditer(markup):
        alt = _ALT.search(tag.group())
        src = _SRC.search(tag.group())
        address = next((value for value in src.groups() if value), "") if src else ""
        name = address.rsplit("/", 1)[-1].split("?", 1)[0].rsplit(".", 1)[0]
        said = next((value for value in alt.groups() if value), "") if alt else ""
        found.append(f"{html_lib.unescape(said)}\n{_FILE_WORDS.sub(' ', name)}".lower())
        if len(found) == IMAGES_READ:
            break
    return found


def _opening(sentences: list[str]) -> list[str]:
    """The text's first pieces up to and including its :data:`LEAD_PIECES`-th sentence of prose, at most
    :data:`OPENING_PIECES` of them (the first sentences of prose count as the opening wherever they stand)."""
    seen = 0
    for at, piece in enumerate(sentences[:OPENING_PIECES]):
        if is_prose(piece):
            seen += 1
            if seen == LEAD_PIECES:
                return sentences[: at + 1]
    return sentences[:OPENING_PIECES]


def _around(markup: str, needles: LiteralSet) -> Iterable[str]:
    """The visible sentences near each occurrence of a needle in the markup (at most :data:`NEAR_HITS`)."""
    hits = 0
    found = needles.found_in(markup)  # one pass for all: most are on no page
    for needle in needles.literals:
        if found is not None and needle not in found:
            continue
        at = markup.find(needle)
        while at != -1 and hits < NEAR_HITS:
            hits += 1
            start, end = max(0, at - NEAR_CHARS), at + len(needle) + NEAR_CHARS
            piece = markup[start:end]
            # cut the partial tags at both ends, then read the slice's text
            piece = piece[piece.find(">") + 1 :] if "<" in piece[: at - start] else piece
            cut = piece.rfind("<")
            if cut > piece.rfind(">"):
                piece = piece[:cut]
            yield from pieces(_visible(piece))
            at = markup.find(needle, end)


def _window(markup: str) -> str:
    if len(markup) <= MARKUP_HEAD + MARKUP_TAIL:
        return markup
    return markup[:MARKUP_HEAD] + "\n" + markup[-MARKUP_TAIL:]


def _clean(fragment: str) -> str:
    return SPACE_RUNS.sub(" ", html_lib.unescape(_TAG.sub(" ", fragment))).strip()


def _title(markup: str) -> str:
    opening = _TITLE_OPEN.search(markup)
    if opening is None:
        return ""
    closing = _TITLE_CLOSE.search(markup, opening.end(), opening.end() + TITLE_REACH)
    return _clean(markup[opening.end() : closing.start()]) if closing else ""


def _headings(markup: str, text: str) -> list[str]:
    """The page's h1–h3 headings (extraction may drop a wall's), and the text's own heading lines."""
    found: list[str] = []
    for tries, opening in enumerate(_HEADING_OPEN.finditer(markup)):
        if tries >= HEADING_TRIES or len(found) >= MAX_HEADINGS:
            break
        start = opening.end()
        closing = _HEADING_CLOSE[opening.group(1)].search(markup, start, start + HEADING_REACH)
        if closing is not None:
            found.append(_clean(markup[start : closing.start()]))
    found.extend(line.lstrip("#").strip() for line in text.splitlines() if line.startswith("#"))
    return [heading for heading in found if heading]


def _visible(markup: str) -> str:
    """The markup's text, roughly: scripts, styles and comments removed, tags turned into line breaks.

    A wall box's markup may be tens of kilobytes a hostile page fills as it likes, and the judges run in a
    read's thread that no deadline stops: each step is one pass. A tag ends at a ``>``, so past the last
    one no tag pattern can match, and the patterns are not tried there (from each ``<`` of a run that never
    closes, each would read on to the end)."""
    shown = _shown(markup)
    cut = shown.rfind(">") + 1
    inline = _INLINE_TAG.sub(" ", shown[:cut]) + shown[cut:]
    cut = inline.rfind(">") + 1
    parts = _TAG.split(inline[:cut])
    parts[-1] += inline[cut:]
    return "\n".join(_lines(parts))


def _shown(markup: str) -> str:
    """``markup`` with its scripts, styles and comments (:data:`_NOT_VISIBLE`) each turned into a line break,
    the same as ``_NOT_VISIBLE.sub("\n", markup)`` but in one pass: where a comment or a script never
    closes, the pattern would read from each such opening to the end of the markup; here the first end
    looked for is remembered, and an opening after which it is not found anywhere costs nothing more."""
    parts: list[str] = []
    copied = looked = 0
    ends: dict[str, tuple[int, int, int]] = {}  # per end looked for: (looked from, found at or -1, its end)

    def end_after(what: str, at: int) -> tuple[int, int]:
        since, found, after = ends.get(what, (at + 1, -1, -1))
        if since > at or (found != -1 and found < at):
            if what in _HIDDEN_CLOSE:
                match = _HIDDEN_CLOSE[what].search(markup, at)
                found, after = (match.start(), match.end()) if match else (-1, -1)
            else:
                found = markup.find(what, at)
                after = found + len(what) if found != -1 else -1
            ends[what] = (at, found, after)
        return found, after

    while (opening := _HIDDEN_OPEN.search(markup, looked)) is not None:
        name = opening.group(1)
        if name is None:  # a comment
            _, after = end_after("-->", opening.end())
        else:
            tag_end, _ = end_after(">", opening.end())
            if tag_end == -1:
                break  # no ">" after it: neither a tag nor a comment closes anywhere further on
            _, after = end_after(name.lower(), tag_end + 1)
        if after == -1:
            looked = opening.start() + 1
            continue
        parts.append(markup[copied : opening.start()])
        parts.append("\n")
        copied = looked = after
    parts.append(markup[copied:])
    return "".join(parts)


def _lines(parts: Iterable[str]) -> Iterable[str]:
    for piece in parts:
        line = SPACE_RUNS.sub(" ", html_lib.unescape(piece)).strip()
        if line:
            yield line
