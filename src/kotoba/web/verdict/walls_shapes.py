"""Walls known by their shape, where no sentence of a wall's own need be said: a short page whose few choices
of its own (links and buttons, :func:`~kotoba.web.verdict.walls_markup.choices_of`) are a wall's ways on —
enter or leave, log in, pay, accept or subscribe — beside its state said in its title, a heading or its
opening (a refusal, a limit run out, a session or a term ended), its padlock, its sign, or its form asking
for a date of birth.

Each rule answers the :class:`Shape` of the wall it knows, or None;
:func:`kotoba.web.verdict.walls.judge_walls` tries them in its order on a page of at most
:data:`CHOICE_TEXT_CHARS` characters (the plans offered after a limit, on one of at most
:data:`PLANS_TEXT_CHARS`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from typing import NamedTuple

from kotoba.web.extract.tags import NOT_LETTERS
from kotoba.web.outcome import Wall
from kotoba.web.verdict.alternation import by_branch, gated
from kotoba.web.verdict.boxes import BOX_TRIES, element_end
from kotoba.web.verdict.literals import LiteralSet
from kotoba.web.verdict.message import Sentences, is_prose, pieces, residue, tells
from kotoba.web.verdict.scripted import script_code
from kotoba.web.verdict.walls_markup import (
    CHOICE,
    MARKUP_HEAD,
    choices_of,
    clean,
    headings_of,
    shown_markup,
    title_of,
    visible,
    without_navigation,
)
from kotoba.web.verdict.walls_rules import (
    AGE,
    BARRIERS,
    CONSENT,
    LOGGED_IN_SAID,
    LOGGED_OUT_SAID,
    LOGIN,
    PAYWALL,
    WallRules,
)


class Shape(NamedTuple):
    """A wall known by its shape: its kind, and which evidence decided (a
    :class:`~kotoba.web.verdict.walls.WallVerdict`'s signal)."""

    kind: Wall
    signal: str


# What may be left of a wall once its own sentences are set aside (a job board's "browse our open roles",
# a brewery's "please enjoy responsibly"); an article, a club's welcome, a shop's notice leave more.
RESIDUE_CHARS = 200
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
CHOICES_READ = 6
# A link to another page of the same site (a path, not "#", a script or another site): a gate's two choices
# are to go on and to leave (a button, "#", a script, another site: the looked-at gates' and the documented
# plugins'), where a short page's two links to its own pages are a page's ("21+ show" over "Tickets" and
# "Map", "18+ for social media" over "More news" and "Share")
_SITE_PAGE = re.compile(
    r"""<a\b[^<>]{0,500}?\bhref\s*=\s*["']?(?![a-z][a-z0-9+.-]*:|//|#|["'\s>])""", re.IGNORECASE
)
# A log-in wall in any language, by its shape: the way it offers is to log in. A link, a button or a form
# leading to a log-in address (the words sites' routes use, in English mostly, whatever the page's language:
# "/login", "/signin", "/auth", "/accounts/login", "wp-login.php"), among at most this many choices of the
# page's own. Looked at: 18 of the looked-at log-in walls have this shape; of the looked-at traps, one
# (a log-out page, "You have been logged out." over "Log in") — a page telling of the reader's own session
# is none.
LOGIN_CHOICES = 3
_TO_LOG_IN = re.compile(
    r"""<(?:a|button|form)\b[^<>]{0,500}?\b(?:href|action|formaction)\s*=\s*["']?(?:[^"'\s>]{0,200}?"""
    r"""(?:(?<=["'=])|[/?#=_.-])"""
    # ...or a template's call naming the route, where the template is served as it is (Flask's and Jinja's
    # url_for('auth.login'), Django's {% url 'accounts:login' %}, Laravel's route('login'))
    r"""|\{[{%]\s*(?:url_for\(|url\s|route\()\s*["'][\w.:-]{0,60}?(?<=["'.:_-]))"""
    r"""(?:log[-_]?in|sign[-_]?in|signin|auth|sso|connexion|anmelden|entrar|iniciar-sesion"""
    r"""|accedi"""
    r"""|wp-login)(?:[/?#._&=-]|["'\s>])""",
    re.IGNORECASE,
)
# ...and no log-in wall by its shape alone where the page speaks of paying, subscribing or cookies: of the
# looked-at pages of this shape that are no log-in wall, seven of eight are a pay or consent wall's offer
# ("Subscribe … Already a subscriber? Log in", "Mit Werbung lesen … Anmelden")
# (public: the refusal-to-join stop, walls_join_refused, is set aside by this same offer, so the two rules
# agree on what makes a stop a pay gate's)
OFFER = re.compile(
    r"subscri|abonn|\babo\b|purabo|\bpay|payment|price|[$€£¥]\s?\d|\bplan\b|premium|upgrade|voucher|trial"
    r"|cookie|consent|tracking|werbung",
    re.IGNORECASE,
)
# ...and, narrower, a price or a subscription named (a sum, "per month", "/mo", the words for subscribing):
# beside a sign-in form (walls_sign_in_page) or a welcome-back landing (walls_welcome_back) it makes the
# page a pay gate's or a shop's, not a log-in wall's; one list, so the two agree on what an offer is
PRICE_OR_SUBSCRIPTION = re.compile(
    r"[$€£¥]\s?\d|\d\s?(?:€|£|zł|kr|руб|₽)|\bper (?:month|year|week)\b|/\s?mo(?:nth)?\b"
    r"|\bsubscri|\babonn|\bsuscri|\bassin|\babbon|\bподпис",
    re.IGNORECASE,
)
# ...and a log-in wall by its shape where the page names the refusal: a short page whose few choices of its
# own (at most :data:`LOGIN_CHOICES`, an icon's drawing inside a button set aside) include the way to log in
# (:data:`LOG_IN_LABEL`, :data:`_TO_LOG_IN`) or a password field, and whose title, a heading or its opening
# says the reader may not go on as they are (:data:`REFUSAL`: unauthorised, forbidden, access denied or
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
_NOT_IN = by_branch(re.compile(_NOT_IN_WORDS, re.IGNORECASE))
# (public: the stops of walls_join_refused and walls_sent_to_login name their refusal by this same list of
# states, so one list decides what a refusal is)
REFUSAL = by_branch(re.compile(
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
    r"|(?<!\w\s)\bsin permisos?\b|(?<!\w\s)\bsem permiss[ãa]o|brak uprawnie"
    # ...and access denied as Thai, Hindi, Malay and Romanian apps head their stop ("ไม่สามารถเข้าถึงได้",
    # "पहुंच अस्वीकृत", "Akses ditolak", "Acces neautorizat")
    r"|ไม่สามารถเข้าถึง|การเข้าถึงถูกปฏิเสธ|ปฏิเสธการเข้าถึง|(?:पहुंच|पहुँच|प्रवेश) (?:अस्वीकृत|निषेध|वर्जित)"
    r"|\bakses ditolak\b|\bneautorizat|\bacces (?:interzis|restricționat|refuzat)\b",
    re.IGNORECASE,
))
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
    r"""<(?:a|button|form)\b[^<>]{0,500}?\b(?:href|action|formaction)\s*=\s*["']?(?:[^"'\s>]{0,200}?"""
    r"""(?:(?<=["'=])|[/?#=_.-])|\{[{%]\s*(?:url_for\(|url\s|route\()\s*["'][\w.:-]{0,60}?(?<=["'.:_-]))"""
    r"""(?:pricing|plans?|upgrade|subscribe|subscription|checkout|billing|premium|payment|purchase)"""
    r"""(?:[/?#._&=-]|["'\s>])""",
    re.IGNORECASE,
)
# ...one of which every padlock the pattern knows holds, in the cases markup writes them (an icon's name; a
# character reference's digits)
_LOCK_LITERALS = ("lock", "Lock", "LOCK", "🔒", "🔐", "🔏", "&#x1f51", "&#x1F51", "&#X1F51", "&#12827")
_PAY_OFFER = by_branch(re.compile(
    r"subscri|abonn|\babo\b|suscri|assinatur|abbonament|\bpay(?:ment|ing|ed)?\b|\bpric(?:e|es|ing)\b"
    r"|[$€£¥₹]\s?\d|\d\s?[€£]|\bplans?\b|premium|\bpro\b|upgrade|\btrial\b|membership|\bpaid\b|\bpurchase"
    r"|\bbuy\b|\bkaufen\b|\bcomprar\b|\bacheter\b|\bpagar\b|\bpaiement\b|\bbezahl"
    # ...or names who takes the payment (Stripe, PayPal, Razorpay, Paystack, Mercado Pago) or its checkout:
    # a padlocked Hebrew trial's end says its offer only as "Stripe" and a checkout address (looked at)
    r"|\bstripe\b|\bpaypal\b|\brazorpay\b|\bpaystack\b|\bmercado ?pago\b|\bcheckout\b",
    re.IGNORECASE,
))
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
_PAY_LABEL = by_branch(re.compile(
    r"upgrad|subscri|\bpric(?:e|es|ing)\b|\bplans?\b|\bbuy\b|purchas|\bpay\b|\brenew|\bunlock|premium|\bpro\b"
    r"|checkout|[$€£¥₹]|abonn|\babo\b|kaufen|acheter|suscri|comprar|pagar|assin|abbona|acquist|подпис|оплат"
    r"|купить|продл|اشتراك|ادفع|订阅|购买|升级|付费|購読|購入|アップグレード|구독|결제|업그레이드|wykup"
    r"|subskryp|satın al|abone ol|langganan|bayar"
    # ...and a subscription as Romanian, Polish, Czech, Slovak, Croatian and Hungarian name it (looked at: a
    # Romanian invoicing app's "Comandă abonament" under a trial's end)
    r"|abonament|předplat|predplat|pretplat|előfizet"
    # ...and to upgrade, renew or buy, as app makers translate the button in the languages the tier rules
    # read (looked at: a Vietnamese sales app's "Liên hệ nâng cấp" under its ended trial)
    r"|nâng cấp|gia hạn|thanh toán|mua gói|อัปเกรด|ต่ออายุ|ชำระเงิน|अपग्रेड|नवीनीकरण|tingkatkan|perpanjang"
    r"|yükselt|שדרג|ارتقا|αναβάθμ|ανανέω|обновить тариф",
    re.IGNORECASE,
))
# An allowance used up or run out, as the reader's own state
_USED_UP_WORDS = (
    r"\bused (?:up|all)\b|\b(?:run|ran) out\b|\bout of (?:free |your )?(?:credits?|tokens?|uses|downloads"
    r"|messages|requests|quota)\b|\bno (?:more )?(?:free )?[\w-]+ (?:left|remaining)\b|исчерпан|вичерпан"
    r"|\bagotad|\besgotad|\bépuisé|\baufgebraucht|\besaurit|wyczerpan"
    # ...or its limit reached (looked at: "Quota Limited Reached" over "It looks like you hit your limit")
    r"|\byou(?:['’]ve| have)? (?:hit|reached) (?:your|the) (?:[\w-]+ ){0,2}limit\b"
    r"|\b(?:hit|reached) your (?:[\w-]+ ){0,2}limit\b|\b(?:quota|limit(?:ed)?) reached\b"
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
# A wall asks: "please" in the languages of the rules
_PLEASE = re.compile(
    r"\bplease\b|\bbitte\b|\bveuillez\b|\bpor favor\b|\bper favore\b|\bproszę\b|\bgraag\b|\blütfen\b"
    r"|пожалуйста|ください|请|請|주세요|\bsilakan\b|\bsilahkan\b",
    re.IGNORECASE,
)
# ...and what a wall's prose says beside its message in the languages of the rules: sorry, the reader spoken
# to, the page or link that failed ("Le lien est cassé ou n’existe plus.", "Przepraszamy!")
_WALL_WORDS = re.compile(
    r"\b(?:sorry|oops|désolée?s?|leider|lo sentimos|lamentamos|desculp\w*|spiacenti|ci dispiace|przepraszamy"
    r"|przykro nam|maalesef|üzgünüz|sajnáljuk|sajnos|elnézést|helaas|beklager|tyvärr|valitettavasti|maaf"
    r"|vous|usted(?:es)?|você|\bvoi\b|jij|siz|page|pages|seite|página|pagina|strona|stron\w*|sayfa\w*|oldal\w*"
    r"|link|lien|enlace|url|adres|address|adresse|dirección|endereço|indirizzo"
    # (...and Indonesian's and Vietnamese's: the page, the link, the address, you, sorry)
    r"|halaman|laman|tautan|alamat|anda|trang|liên kết|địa chỉ|bạn|xin lỗi)\b"
    r"|извин\w*|к сожалению|\bвы\b|страниц|ссылк|адрес"
    r"|抱歉|对不起|對不起|申し訳|すみません|죄송|عذر|عفو|您|你",
    re.IGNORECASE,
)
# ...and the page and sorry in the languages of the not-found headings the words above lacked, as Django
# admin's not-found heading and sentence say them (:mod:`kotoba.web.verdict.walls_i18n`): Greek's "Η σελίδα
# δεν βρέθηκε", "Λυπούμαστε", with the same catalogue's "σας" (you, your: "Το συνθηματικό σας"),
# "σύνδεσμος" (link) and "διεύθυνση" (address); Catalan's "pàgina", "Ho sentim"; Czech's and Slovak's
# "Stránka", "bohužel", "Ľutujeme"; Croatian's, Bosnian's and Serbian's "Stranica", "Žao nam je";
# Slovenian's "Opravičujemo se"; Lithuanian's "Puslapis"; Latvian's "Lapa", "Atvainojamies"; Estonian's
# "Lehte", "Vabandame"; Romanian's "Pagină", "Din păcate"; Ukrainian's "Сторінка", "На жаль"; Bulgarian's
# "Съжаляваме"; Hebrew's "דף" ("הדף" with its article), "העמוד", "אנו מתנצלים"; Persian's "صفحه", "شرمنده".
# Without them a not-found page's lines under its heading in these languages ("Η σελίδα που αναζητάτε φαίνεται
# να έχει χαθεί …") read as a brief of its own.
_WALL_WORDS_MORE = re.compile(
    r"\b(?:σελίδ\w*|λυπούμαστε|σας|σύνδεσμ\w*|διεύθυνσ\w*|pàgina|ho sentim|stránk\w*|bohužel|ľutujeme"
    r"|stranic\w*|žao nam je|opravičujemo se|puslap\w*|lapa|atvainojamies|lehte?|vabandame|pagină"
    r"|din păcate|сторінк\w*|на жаль|съжаляваме)\b"
    r"|(?<![\u0590-\u05ff])(?:ה?דף|העמוד)(?![\u0590-\u05ff])|מתנצלים|صفحه|شرمنده",
    re.IGNORECASE,
)
# The verb an encyclopedia's first sentence defines its subject with, after the subject's name ("… is a 2019
# comedy", "… ist ein Film", "… est un film", "… — это фильм"), and the kind of thing a title names after it
# in brackets ("Insufficient Funds (film)")
_COPULA = re.compile(
    r"\s*(?:\([^)]{0,80}\)\s*)?,?\s*(?:"
    r"(?:is|was|are|were) (?:a|an|the)|(?:ist|war) (?:ein|eine|der|die|das)|(?:est|était) (?:un|une|le|la)"
    r"|(?:es|fue|era) (?:un|una|el|la)|(?:è|era) (?:un|una|il|la)|(?:é|foi) (?:um|uma|o|a)"
    r"|(?:is|was) (?:een|de|het)|(?:—|-) это|(?:jest|był[oa]?) \w)\b",
    re.IGNORECASE,
)
_DISAMBIGUATION = re.compile(r"\s*\([^)]{1,40}\)\s*$")
# The prose under a headline, none of it speaking of a wall, that makes the page a story headed with a state
# (:func:`tells_a_story`): two short sentences of a brief
STORY_CHARS = 60
# A Markdown link's address, after its label (a template's tag set aside inside it leaves a space)
_LINK_TARGET = re.compile(r"\]\([^)\n]{0,2000}\)")
# This very page or what it holds, named by a refusal ("You do not have permission to view this page", "У вас
# нет прав для просмотра этой страницы", "Sie dürfen diese Seite nicht sehen"): the page's own state
_THIS_PAGE = re.compile(
    r"\bthis (?:page|content|resource|section|area)\b|\b(?:diese[nrm]? (?:seite|inhalt|bereich)|cette page"
    r"|ce contenu|esta (?:página|sección)|este contenido|questa pagina|questo contenuto|(?:tę|tej|ta) stron"
    r"|deze pagina|bu sayfa|essa página|esta área)|(?:эт|данн)(?:ой|ую|ая|ого|ому) (?:страниц|раздел|ресурс)"
    r"|(?:этот|данный) (?:раздел|ресурс)|このページ|此页面|该页面|本页面|此頁面|이 페이지",
    re.IGNORECASE,
)
# ...which, said first (the title, a heading or the page's first two lines), makes a page of plans to pick
# from a pay gate's, not a price list: at most :data:`PLANS_TEXT_CHARS` characters and :data:`PLAN_CHOICES`
# choices of its own, one of them to pay (said first: in the first :data:`PLAN_LINES` lines of its markup's
# text, or its extracted text's first two). Looked at: a video tool's "You've used all 3 free … downloads.
# Pick a plan" over three plans; the looked-at pricing pages (traps) open with their offer, not a limit.
_USED_UP = by_branch(re.compile(_USED_UP_WORDS, re.IGNORECASE))
PLANS_TEXT_CHARS = 3000
PLAN_CHOICES = 8
# A price, in the currencies' signs and the words pricing pages write them with (looked for in the first
# PRICES_READ characters of a page's prose); PRICES_OF_PLANS of them make a page that prices its plans
_PRICES = re.compile(
    r"[$€£¥₹₽₺]\s?\d|\d(?:[.,]\d+)?\s?(?:€|£|₽|₺|円|元|zł|kr\b|Kč|руб|грн|лв|TL\b)|\bRp\.?\s?\d|\bR\$\s?\d"
    r"|\b(?:USD|EUR|GBP)\s?\d|\d\s?(?:USD|EUR|GBP)\b"
)
PRICES_READ = 4000
PRICES_OF_PLANS = 2
PLAN_LINES = 4
_RUN_OUT = by_branch(re.compile(
    # a limit or a quota, not a page offering "no limits"
    # (nor a plan's offer to lift one: "removes every limit", "a higher limit", "a generous quota")
    r"(?<!\bno )(?<!\bwithout )(?<!\bremove )(?<!\bremove the )(?<!\bremoves )(?<!\bremoves the )"
    r"(?<!\bremoves every )(?<!\bremove every )(?<!\bremoves any )(?<!\bhigher )(?<!\bgenerous )"
    r"\b(?:limit|quota|cuota|límite|limite|limiet)\b"
    r"|(?<!без)лимит|ліміт|上限|限额|한도"
    # ...an allowance used up or run out
    rf"|{_USED_UP_WORDS}"
    # ...or a trial, a plan or access come to its end
    r"|\bexpired\b|\bexpir(?:é|ée|ado|ada|ou)\b|\bvencid[oa]\b|\bscadut[oa]\b|\babgelaufen\b|\bverlopen\b"
    r"|\bwygas|истек|истёк|закончил|приостановлен|انتهت|انتهى|过期|到期|已结束|期限切れ|終了しました|만료|종료"
    r"|\bsona erdi\b|\bkedaluwarsa\b|\b(?:has|have) ended\b|\bis over\b"
    # (and Romanian's: "Perioada gratuită / de probă s-a încheiat", "abonamentul a expirat")
    r"|\bs-a (?:încheiat|terminat)\b|\ba expirat\b"
    # ...or the reader's access locked, suspended or cut off until paid, each as a looked-at pay gate of this
    # shape says it (an internet provider's "Service suspended" and "disconnected", an account "inactive",
    # a ticket's page headed "Locked", Indonesian "terisolir" and a voucher "habis", Arabic "closed … for
    # subscribers"): the page's own state, not a product's ("keeps your door locked")
    r"|\bsuspend|\b(?:is|are|been|remains?|stays?) (?:currently )?(?:locked|inactive)\b|^\W*locked\W*$"
    r"|\b(?:ter)?isolir\b|\bhabis\b|\bdisconnected\b|مغلق|للمشتركين",
    re.IGNORECASE,
))
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
    r"""<(?:a|button|form)\b[^<>]{0,500}?\b(?:href|action|formaction)\s*=\s*["']?(?:[^"'\s>]{0,200}?"""
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
_TRACKING = by_branch(re.compile(rf"cookie|куки|{_TRACKING_WORDS}", re.IGNORECASE))
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
# A choice labelled as the way to log in, in the words log-in buttons use ("Log in", "Sign in with Google",
# "Login now", "Anmelden", "Connexion", "Iniciar sesión", "Ingresar", "Entrar", "Accedi", "Zaloguj",
# "Inloggen", "Войти", "Giriş", "登录", "登入", "ログイン", "로그인"): under a padlock, the page's way on.
# Looked at: ten of the padlocked looked-at log-in walls offer one among at most three choices (one of them
# a pay gate's, which its offer names first), and no other looked-at page.
# (public: walls_join_refused counts a line of a log-in label as a stop's own by these same words)
LOG_IN_LABEL = re.compile(
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
WAY_ON = re.compile(
    r"""<a\b[^<>]{0,500}?\bhref\s*=\s*["']?(?![#"'\s>]|javascript:)"""
    r"""|<form\b[^<>]{0,500}?\baction\s*=\s*["']?[^"'\s>#]""",
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
# gate in any language; a calculator and a form asking who the reader is are not (:func:`no_age_gate`).
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
_SESSION_ENDED = by_branch(re.compile(
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
    # (...and Indonesian's and Malay's, "Sesi Anda telah berakhir", "Sesi tamat")
    r"|\bsesi\b[^.!?\n]{0,20}?\b(?:berakhir|habis|kedaluwarsa|kadaluarsa|tamat)\b"
    r"|\brelac(?:e|ia)\b[^.!?\n]{0,30}?(?:vypršela|vypršala|skončila)|\bmunkamenet[^.!?\n]{0,30}?lejárt"
    r"|\bistunto[^.!?\n]{0,30}?(?:vanhentunut|päättynyt)"
    r"|\bsessionen\b[^.!?\n]{0,30}?(?:har gått ut|har löpt ut|er utløpt|er udløbet)"
    r"|\bsesiunea\b[^.!?\n]{0,30}?\ba expirat|сесі[яї][^.!?\n]{0,30}?(?:закінчил|минул|сплив)"
    r"|συνεδρία[^.!?\n]{0,30}?έληξε|เซสชัน(?:ของคุณ)?หมดอายุ|(?:工作階段|登入)(?:已)?(?:過期|逾時)"
    r"|انتهت (?:صلاحية )?(?:الجلسة|جلستك)|פג תוקף ה(?:הפעלה|סשן)",
    re.IGNORECASE,
))
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
# ...and said, never asked: a help page asks it ("Why does it say my session expired?") and answers. Read
# from the last question mark, with no word nor mark after it: "a mark, then no word to the end" would try
# every mark of a title of fifty thousand "?!" to its end, in quadratic time (a minute and a half)
_QUESTION_MARK = "?？؟"
# (public: walls_join_refused reads a refusal asked, not said, by this same test)
QUESTION_END = re.compile(rf"[{_QUESTION_MARK}][^\w{_QUESTION_MARK}]*$")
# ...as a question's line, or a question's title before its site's name ("How to redirect to login page when
# session expired? - Stack Overflow")
ASKED = re.compile(rf"{QUESTION_END.pattern}|[{_QUESTION_MARK}]\s*[-|–—·•:]\s")
# A choice labelled as leaving the reader's session ("Log out", "退出登录", "Abmelden"): a page offering it is
# shown to a reader already logged in, and no log-in wall, whatever log-in words its label holds (looked at:
# a writing tool's expired account whose only choice, "退出登录", holds 登录)
_LOG_OUT_LABEL = re.compile(
    r"\b(?:log ?out|logout|sign ?out|abmelden|ausloggen|déconnexion|se déconnecter|cerrar sesi[oó]n"
    r"|esci|wyloguj|uitloggen|выйти|выход|çıkış)\b|退出登[录錄]|注销|登出|ログアウト|로그아웃",
    re.IGNORECASE,
)
# Arabic says the verb first, the ended term after it ("انتهت مدة الاشتراك", the subscription's term has
# ended): one wording, so both patterns below (the headline's, the line's) hold this one.
_ARABIC_TERM_ENDED = r"انتهت (?:مدة |فترة )?(?:الاشتراك|اشتراكك|التجربة)|انتهى (?:الاشتراك|اشتراكك)"
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
    r"|\bwygasł[aoy]?|истек(?:ла|ло|ли)?|истёк|已?到期|已过期|期限切れ|만료(?:됨|되었습니다)?|\bkedaluwarsa)\W*(?:$|\s[-|–—:/]\s)"
    # ...and Arabic, which says the verb first
    rf"|{_ARABIC_TERM_ENDED}",
    re.IGNORECASE,
)
# ...and a paid term — a trial, a subscription, a plan, a licence, a membership — named and said in the same
# line to have ended, in the languages of the pay gates ("Tu prueba o suscripción terminó", "Your free trial
# has ended", "Votre période d'essai est terminée", "Dein Testzeitraum ist abgelaufen", "Perioada de probă
# s-a încheiat", "Пробный период закончился", "انتهت فترة التجربة المجانية", "试用期已结束"): the reader's own
# access come to its end, where the page offers the way on (looked at: a repair-shop app's Spanish stop over
# "Contactar para reactivar", an Arabic marketplace's trial end over its plans)
_TERM_OVER = by_branch(re.compile(
    r"\b(?:(?:free )?trial|subscription|plan|membership|licen[cs]e)\b[^.!?\n]{0,30}?"
    r"\b(?:(?:has|have) )?(?:expired|ended|run out|lapsed|is over|come to an end)\b"
    r"|\b(?:prueba|suscripci[oó]n|plan|membres[ií]a|licencia)\b[^.!?\n]{0,30}?\b(?:termin[oó]|ha terminado"
    r"|finaliz[oó]|ha finalizado|venci[oó]|ha vencido|expir[oó]|ha expirado|caduc[oó]|ha caducado)\b"
    r"|\b(?:teste|avalia[cç][aã]o|assinatura|plano|licen[cç]a)\b[^.!?\n]{0,30}?\b(?:terminou|acabou|expirou"
    r"|venceu|encerrou|foi encerrad[oa])\b"
    r"|\b(?:essai|abonnement|forfait|licence)\b[^.!?\n]{0,30}?\b(?:est termin[ée]e?|a expir[ée]|a pris fin)"
    r"|\b(?:test\w*|probe\w*|abo|abonnement|lizenz|mitgliedschaft)\b[^.!?\n]{0,30}?\b(?:ist (?:abgelaufen"
    r"|beendet|vorbei|ausgelaufen))\b"
    r"|\b(?:prova|abbonamento|licenza|piano)\b[^.!?\n]{0,30}?\b(?:è (?:scadut|terminat|finit)[oa])"
    r"|\b(?:proefperiode|abonnement|licentie)\b[^.!?\n]{0,30}?\bis (?:verlopen|afgelopen|beëindigd)\b"
    r"|\b(?:perioada|abonamentul)\b[^.!?\n]{0,40}?\b(?:s-a încheiat|s-a terminat|a expirat)\b"
    r"|\b(?:okres próbny|subskrypcja|abonament)\b[^.!?\n]{0,30}?\b(?:wygasł|zakończył|dobiegł końca)"
    r"|\b(?:deneme süren?iz?|aboneliğiniz|abonelik)\b[^.!?\n]{0,30}?\b(?:sona erdi|doldu|bitti)\b"
    r"|\b(?:masa (?:uji coba|percobaan|trial)|langganan)\b[^.!?\n]{0,30}?\b(?:telah |sudah )?"
    r"(?:berakhir|habis|kedaluwarsa)\b"
    r"|(?:пробный период|подписка|тариф|лицензия)[^.!?\n]{0,30}?(?:истек|истёк|закончил|завершил)"
    rf"|{_ARABIC_TERM_ENDED}"
    r"|(?:试用期?|订阅|會員|会员|試用期?|訂閱)[^。！!\n]{0,10}?(?:已结束|已結束|已到期|已过期|已過期)"
    r"|(?:トライアル|無料期間|お試し期間|サブスクリプション|プラン)[^。\n]{0,10}?(?:終了しました|期限切れ|切れました)"
    r"|(?:체험|구독|이용권)[^.\n]{0,10}?(?:만료|종료)",
    re.IGNORECASE,
))
# ...and the reader said to hold no paid term at all, none active ("No active subscription", "Aucun
# abonnement actif", "Tidak Ada Langganan Aktif", "Votre entreprise ne dispose pas d'un abonnement actif"), in
# the languages of the pay gates: a back office's or an app's stop headed with the reader's state, as
# :data:`_TERM_OVER`'s end is (looked at: an Indonesian school app's and a French invoicing app's views over
# their plans' link)
_NO_TERM = by_branch(re.compile(
    r"\bno (?:active|valid|current|paid) (?:subscription|plan|membership|licen[cs]e)s?\b"
    r"|\b(?:do|does|did)(?:n['’]t| not) (?:have|hold) an? (?:active|valid|current|paid) "
    r"(?:subscription|plan|membership|licen[cs]e)\b"
    r"|\baucun(?:e)? (?:abonnement|forfait|licence|adhésion) (?:actif|active|valide|en cours)\b"
    r"|\b(?:ne dispos\w*|n['’]\w+|ne poss[eè]d\w*) pas (?:d['’]|de )(?:un |une )?"
    r"(?:abonnement|forfait|licence)"
    r" (?:actif|active|valide|en cours)\b"
    r"|\bkein(?:e|en)? (?:aktiv|gültig)\w* (?:abonnement|abo|mitgliedschaft|lizenz|tarif)\b"
    r"|\b(?:ninguna|sin) (?:suscripción|membresía|licencia) (?:activa|vigente)\b"
    r"|\bno (?:tienes|tiene|cuentas con|cuenta con) (?:una |ninguna )?(?:suscripción|membresía|licencia)"
    r" (?:activa|vigente)\b"
    r"|\b(?:nenhuma|sem) (?:assinatura|licença) (?:ativa|válida)\b"
    r"|\bnão (?:possui|tem|possuis) (?:uma |nenhuma )?(?:assinatura|licença) (?:ativa|válida)\b"
    r"|\bnessun (?:abbonamento|piano) (?:attivo|valido)\b|\bnon hai (?:un |alcun )?(?:abbonamento|piano) "
    r"(?:attivo|valido)\b"
    r"|\bgeen (?:actief|geldig) (?:abonnement|lidmaatschap|licentie)\b"
    r"|\b(?:brak|nie masz) aktywnej (?:subskrypcji|licencji|prenumeraty)\b|\bbrak aktywnego abonamentu\b"
    r"|(?:нет|отсутствует) активн\w* (?:подписк|тариф|лиценз)"
    r"|(?:немає|відсутня) активн\w* (?:підписк|ліценз)"
    r"|\baktif (?:abonelik|aboneliğiniz|üyelik|lisans)\w* (?:yok|bulunmamaktadır|bulunamadı)\b"
    r"|\b(?:tidak ada|belum ada|tiada|tidak memiliki|belum memiliki|tidak mempunyai) langganan "
    r"(?:yang )?aktif\b"
    r"|\bkhông có gói[^.!?\n]{0,20}(?:hoạt động|hiệu lực)"
    r"|(?:لا (?:يوجد|توجد)|ليس) (?:لديك )?اشتراك (?:نشط|فعال|ساري)"
    r"|(?:没有|暂无|尚无|沒有)(?:有效|生效)的?(?:订阅|訂閱|会员|會員|套餐)"
    r"|有効な(?:サブスクリプション|プラン|ライセンス|契約)(?:が|は)(?:ありません|見つかりません)"
    r"|활성(?:화된)? (?:구독|이용권|멤버십)(?:이|가) 없습니다",
    re.IGNORECASE,
))
_RENEW = gated(re.compile(
    r"\brenew|\btop[- ]?up\b|\brecharge|\brenouvel|\bverlänger|\brenova|\brinnov|продл|续费|充值|續費|儲值"
    # (and the access reactivated: "Contactar para reactivar", "Réactiver mon compte", "Riattiva")
    r"|\breactiv|\bréactiv|\briattiv|\breativ|\breaktiv"
    r"|更新(?:して|手続)|갱신|\bprzedłuż|تجديد|جدد",
    re.IGNORECASE,
))
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
# an account, or log in (:data:`LOG_IN_LABEL`) — on a page of at most :data:`JOIN_TEXT_CHARS` characters
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


def age_choice(
    title: str, headings: list[str], lead: list[str], prose: list[str], markup: str
) -> Shape | None:
    """An age gate known by its shape (:data:`_AGE_NAMED`, :data:`CHOICE_TEXT_CHARS`): an age named where the
    page speaks or by its choices (:data:`_AGE_ALONE`), two choices offered and no other (or one naming the
    age it confirms), and no more prose of its own than a wall leaves."""
    said = [piece for piece in (title, *headings, *lead) if piece and len(piece) <= QUESTION_CHARS]
    choices = choices_of(without_navigation(markup) if "<nav" in markup.lower() else markup, CHOICES_READ)
    if choices is None or not 1 <= len(choices) <= 2 or all(_SITE_PAGE.match(choice) for choice in choices):
        return None  # ...and not two links to pages of the site: a gate's other choice leaves it
    # ...named where the page speaks, or asked as the reader's own short question ("Are you 18?",
    # "¿Tienes 18?")
    spoken = any(_AGE_NAMED.search(piece) or _AGE_ASKED.search(piece) for piece in said)
    # ...or answered by the choices, one age in every choice that names one: marked as an age by a choice
    # ("I'm 18+" / "Leave") or named by both ("I am 18 or over" / "I am under 18")
    labels = [clean(choice) for choice in choices]
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
    if no_age_gate(markup) or residue(prose, AGE.apparatus, gated=said_aside(AGE)) > RESIDUE_CHARS:
        return None
    return Shape("age", "choice")


def login_choice(
    title: str, headings: list[str], lead: list[str], prose: list[str], own: str
) -> Shape | None:
    """A log-in wall known by its shape (:data:`_TO_LOG_IN`): a short page that says something (a sentence of
    prose) and offers at most three choices of its own, one of them the way to log in (a link or form to a
    log-in address, or a password field), with no more prose of its own than a log-in wall leaves beside
    its words, and that tells of no session of the reader's own (logged in, logged out). ``own`` is the page's
    markup without its site's navigation (:func:`page_own`)."""
    if not prose or residue(prose, LOGIN.apparatus, gated=said_aside(LOGIN)) > RESIDUE_CHARS:
        return None
    if choices_of(own, LOGIN_CHOICES) is None:
        return None
    lowered = own.lower()
    if not ('type="password"' in lowered or "type='password'" in lowered or _asks_to_log_in(own, prose)):
        return None
    pieces_said = [piece for piece in (title, *headings, *lead) if piece]
    if tells_a_session(pieces_said):
        return None
    if OFFER.search("\n".join((*pieces_said, *prose))):
        return None  # a log-in beside a price, a subscription or a cookie choice: a pay or consent offer
    return Shape("login", "choice")


def refused(
    title: str, headings: list[str], lead: list[str], prose: list[str], own: str
) -> Shape | None:
    """A log-in wall known by its shape and the refusal it names (:data:`REFUSAL`): at most
    :data:`LOGIN_CHOICES` choices of the page's own (``own``: its markup without its site's navigation,
    :func:`page_own`), one of them the way to log in or a password field, the refusal said in its title, a
    heading or its opening, no session of the reader's own told and no offer named."""
    said = [piece for piece in (title, *headings, *lead) if piece]
    # (a headline names the refusal as the page's state — closing it, or a part of it, or refusing this very
    # page, "У вас нет прав для просмотра этой страницы", or said to the reader in the opening; "Access
    # restricted on Elm Bridge" names a place's)
    headline = {piece for piece in (title, *headings) if piece}
    if not any(
        REFUSAL.search(piece)
        and (piece not in headline or _refusal_closes(piece) or _THIS_PAGE.search(piece) is not None)
        and not QUESTION_END.search(piece)
        and not ALLOWED.search(piece)
        for piece in said
    ):
        return None  # (a help page asks it, "Not logged in?", or says what such a reader may do)
    choices = choices_of(shown_markup(own), LOGIN_CHOICES)  # (a button's drawn icon is no part of its label)
    if choices is None:
        return None
    lowered = own.lower()
    if not (
        any(way_in(choice) for choice in choices)
        or 'type="password"' in lowered
        or "type='password'" in lowered
    ):
        return None
    if tells_a_session(said):
        return None
    if tells_a_story(headline, prose):
        return None  # (a brief headed "Beach access restricted" or "Members only" over its own sentences)
    # (a page that opens with a success, a thanks or a welcome is the page after the reader got in)
    if opens_paid(title, headings, lead):
        return None
    if OFFER.search("\n".join((*said, *prose))):
        return None
    return Shape("login", "refusal")


# What a reader not logged in may still do, said by a help page ("Visitors who are not logged in can read
# every article", "Auch wer nicht angemeldet ist, kann alle Artikel lesen", "未登录用户也可以浏览"): no
# refusal
# (public: walls_join_refused sets aside what such a reader may still do by this same list)
ALLOWED = re.compile(
    r"\b(?:can|may)\b(?!['’]t|\s?not)(?! only)\s(?:still |also |freely )?"
    r"(?:read|browse|view|see|search|use)\b"
    r"|\b(?:kann|können)\b(?! nicht| keine| nur)[^.!?]{0,40}\b(?:lesen|sehen|nutzen|durchsuchen)\b"
    r"|也(?:可以|能)(?:浏览|閱讀|阅读|查看|瀏覽)",
    re.IGNORECASE,
)


def _refusal_closes(piece: str) -> bool:
    """Whether a refusal (:data:`REFUSAL`) closes ``piece`` or a part of it before a separator, as a state
    the headline names ("Access restricted", "Members Only – Club", "401 Unauthorized: …")."""
    return any(_STATE_CLOSES.match(piece, found.end()) for found in REFUSAL.finditer(piece))


def padlocked(title: str, headings: list[str], text: str, markup: str, own: str) -> Shape | None:
    """A gate known by its padlock (:data:`_LOCK`): a short page showing one alone, with at most
    :data:`LOGIN_CHOICES` choices of its own, that does not tell of a purchase gone through, is a pay gate
    where it names an offer (:data:`_PAY_OFFER`), and a log-in wall where a choice is the way to log in
    (:data:`LOG_IN_LABEL`, :data:`_TO_LOG_IN`) and it tells of no session of the reader's own. (Its kind's
    words are no longer needed: "50 / 50 scans used" under a 🔒 is the stop.) ``own`` is ``markup`` without
    its site's navigation (:func:`page_own`)."""
    choices = choices_of(own, LOGIN_CHOICES)
    if choices is None:
        return None
    padlock = _lock_alone(text, markup)
    # a sign among the text's words, not a choice's ("🔒 Checkout"), counts where a choice leads to pay
    unlinked = text
    for choice in choices:
        unlinked = unlinked.replace(clean(choice), " ")
    signed = _LOCK.search(unlinked) is not None or _STOP_SIGN.search(unlinked) is not None
    if not (padlock or signed):
        return None
    said = "\n".join((title, *headings, text))
    if _PAID_DONE.search(said) is not None:
        return None
    alone = padlock or any(_STOP_LINE.fullmatch(line.strip()) for line in text.splitlines())
    if (alone and _PAY_OFFER.search(said) is not None) or any(_TO_PAY.match(choice) for choice in choices):
        return Shape("paywall", "padlock")
    if not padlock:
        return None  # (a key or a no-entry sign over a log-in form is the form's own decoration)
    if any(way_in(choice) for choice in choices):
        told = [piece for piece in (title, *headings, text) if piece]
        if not tells_a_session(told):
            return Shape("login", "padlock")
    return None


def run_out(title: str, headings: list[str], lead: list[str], prose: list[str], own: str) -> Shape | None:
    """A pay gate known by its limit (:data:`_RUN_OUT`, :data:`_PAID_REQUIRED`) over the way to pay
    (:data:`_TO_PAY`, :data:`_PAY_LABEL`), among at most :data:`LOGIN_CHOICES` choices of the page's own
    (``own``: its markup without its site's navigation, :func:`page_own`); not the page after paying
    (:data:`_PAID_DONE` in its title, a heading or its opening)."""
    if not offers_to_pay(own, LOGIN_CHOICES):
        return None
    said = [piece for piece in (title, *headings, *lead) if piece]
    if opens_paid(title, headings, lead):
        return None
    headline = {piece for piece in (title, *headings) if piece}
    if _defines(headline, prose):
        return None  # (a wiki's page on a film titled "Insufficient Funds")
    if tells_a_story(headline, prose, paid=True):
        return None  # (a brief headed "Lorries hit the speed limit more often" over a Subscribe link)
    document = any(_DOCUMENT_HELD.search(piece) for piece in headline)
    # (a page that prices two plans or more is a pricing page: a limit its opening names is a plan's, "Up to
    # 3 projects, 100 MB limit", unless its headline says it)
    priced = prices_plans(prose)
    for piece in said:
        if QUESTION_END.search(piece):
            continue  # (a help page asks it: "Not enough credits?")
        if priced and piece not in headline:
            continue
        if (_RUN_OUT.search(piece) or _short_of(piece)) and not document:
            return Shape("paywall", "limit")
        # (something required, said as the title or a heading, over the way to pay: what is required is what
        # the way leads to, "Business Cloud requis" over "Passer Premium"; in the opening, it names it)
        if _PAID_REQUIRED.search(piece) and not _PROTOCOL_UPGRADE.search(piece) and (
            _PAY_OFFER.search(piece)
            or (piece in headline and _BROWSER_NEEDS.search(piece) is None and _offers_a_tier(own)
                # (a sign-up or a log-in required, offered as a way on of its own, is what is required:
                # "Registration required" over "Register" and a club's "Training plans")
                and not _offers_to_join(piece, own))
        ):
            return Shape("paywall", "limit")
    return None


def plans_after_limit(
    title: str, headings: list[str], lead: list[str], prose: list[str], own: str
) -> Shape | None:
    """A pay gate that says first that the reader's allowance is used up (:data:`_USED_UP`) and offers
    plans: at most :data:`PLAN_CHOICES` choices of the page's own, one of them to pay, and no purchase gone
    through."""
    # (extraction may drop a subtitle under the headline: the markup's first lines are read too)
    first = visible(own).splitlines()[:PLAN_LINES]
    said = [piece for piece in (title, *headings, *lead[:2], *first) if piece]
    # ...or the reader's paid term ended, said as the headline itself (its title or first heading), of no
    # document the reader holds ("Driving licence expired" over "Renew your licence online")
    headline = [piece for piece in (title, *headings[:1]) if piece]
    ended = any(map(term_over, headline)) and not any(_DOCUMENT_HELD.search(piece) for piece in headline)
    if not ended and not any(
        (_USED_UP.search(piece) or _short_of(piece)) and not QUESTION_END.search(piece) for piece in said
    ):
        return None
    if any(_PAID_DONE.search(piece) for piece in said):
        return None
    if _defines((title, *headings), prose):
        return None  # (a wiki's page on a film titled "Insufficient Funds")
    if not offers_to_pay(own, PLAN_CHOICES):
        return None
    return Shape("paywall", "limit")


def way_in(choice: str) -> bool:
    """Whether ``choice`` is a way to log in, by its label (:data:`LOG_IN_LABEL`, not a way out:
    :data:`_LOG_OUT_LABEL`, as "退出登录" holds 登录) or where it leads (:data:`_TO_LOG_IN`).

    Public: the welcome-back landing (:mod:`~kotoba.web.verdict.walls_welcome_back`) finds its ways in by
    this same test, so a way in is one thing to every log-in shape."""
    label = clean(choice)
    if _LOG_OUT_LABEL.search(label):
        return False  # (whatever its address: "/auth/logout")
    return LOG_IN_LABEL.search(label) is not None or _TO_LOG_IN.match(choice) is not None


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


def prices_plans(prose: list[str]) -> bool:
    """Whether ``prose`` prices plans side by side (:data:`PRICES_OF_PLANS` prices in its first
    :data:`PRICES_READ` characters): a pricing page's, where a limit or a tier is a plan's."""
    return len(_PRICES.findall("\n".join(prose), 0, PRICES_READ)) >= PRICES_OF_PLANS


def offers_to_pay(own: str, most: int) -> bool:
    """Whether the page (``own``: its markup without its site's navigation, :func:`page_own`) has at most
    ``most`` choices of its own, one of them leading to pay (:data:`_TO_PAY`, :data:`_PAY_LABEL`)."""
    choices = choices_of(shown_markup(own), most)  # (a button's drawn icon is no part of its label)
    if not choices:
        return False
    return any(_TO_PAY.match(c) or _PAY_LABEL.search(clean(c)) for c in choices)


def not_logged_in(
    title: str, headings: list[str], lead: list[str], prose: list[str], text: str, own: str
) -> Shape | None:
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
    if not told or any(QUESTION_END.search(piece) or ALLOWED.search(piece) for piece in told):
        return None
    if tells_a_session(said) or opens_paid(title, headings, lead):
        return None
    if OFFER.search("\n".join((*said, *prose))) or choices_of(shown_markup(own), LOGIN_CHOICES) is None:
        return None
    # (what the page says beside the state: its way in and the log-in's own machinery, nothing else — "Guest
    # mode: history is kept on this device only" under "Not logged in." is an app's status)
    for piece in pieces(text):
        if not (
            _NOT_IN.search(piece)
            or LOG_IN_LABEL.search(piece)
            or _JOIN.search(piece)
            or tells(LOGIN.said, piece)
            or LOGIN.apparatus.search(piece)
        ):
            return None
    return Shape("login", "refusal")


def pay_or_accept(
    title: str, headings: list[str], text: str, prose: list[str], own: str
) -> Shape | None:
    """A consent wall known by its two ways on (:data:`CONSENT_CHOICES`): accept, or subscribe or pay, on a
    page that speaks of cookies, tracking or ads (:data:`_TRACKING`) and says no purchase went through."""
    spoken = "\n".join((title, *headings, text))
    if not _speaks_of_consent(spoken):
        return None  # (a page of cookies to bake names no consent, partner, tracking or ads)
    if residue(prose, CONSENT.apparatus, gated=said_aside(CONSENT), stop_above=RESIDUE_CHARS) > RESIDUE_CHARS:
        return None  # (a page with a message of its own beside a cookie line: a shop's offer)
    # ...and its headline (its first heading, else its first line) is the consent's, not a product's
    first = next((piece for piece in (*headings, *pieces(text)) if piece), "")
    if _TRACKING.search(first) is None and _CONSENT_WORD.search(first) is None:
        return None
    shown = shown_markup(own)
    choices = choices_of(shown, CONSENT_CHOICES)
    if not choices or len(choices) < 2:
        return None
    labels = [clean(choice) for choice in choices]
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
    spans = [found.span() for found in CHOICE.finditer(shown) if clean(found.group(2))][: len(choices)]
    for accept in accepts:
        box = _consent_box(shown, spans[accept][0])
        if box is None:
            continue
        start, end = box
        if any(start <= spans[pay][0] and spans[pay][1] <= end for pay in pays if pay != accept):
            return Shape("consent", "choice")
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
        words = visible(markup[start:end])
        if _TRACKING.search(words) is not None:
            return (start, end) if _speaks_of_consent(words) else None
    return (0, len(markup)) if _speaks_of_consent(visible(markup)) else None


def _speaks_of_consent(words: str) -> bool:
    """Whether ``words`` speak of cookies, tracking or ads (:data:`_TRACKING`) and of consent, privacy or
    what the cookies are for (:data:`_CONSENT_WORD`, cookies aside: a recipe's cookies name neither)."""
    return _TRACKING.search(words) is not None and _CONSENT_WORD.search(_COOKIE.sub(" ", words)) is not None


def _offers_to_join(piece: str, own: str) -> bool:
    """Whether ``piece`` names a sign-up or a log-in (:data:`_JOIN`, :data:`LOG_IN_LABEL`) and one of the
    page's own few choices is that way on."""
    if _JOIN.search(piece) is None and LOG_IN_LABEL.search(piece) is None:
        return False
    labels = [clean(choice) for choice in choices_of(shown_markup(own), LOGIN_CHOICES) or []]
    return any(_JOIN.search(label) or LOG_IN_LABEL.search(label) for label in labels)


def _offers_a_tier(own: str) -> bool:
    """Whether one of the page's own few choices leads to a paid tier (:data:`_TO_TIER`,
    :data:`_TIER_LABEL`)."""
    choices = choices_of(shown_markup(own), LOGIN_CHOICES) or []
    return any(_TO_TIER.match(c) or _TIER_LABEL.search(clean(c)) for c in choices)


def limit_to_join(
    title: str, headings: list[str], lead: list[str], text: str, own: str
) -> Shape | None:
    """A log-in wall known by a limit named first (:data:`_RUN_OUT`) over a message asking to join
    (:data:`_JOIN`, :data:`LOG_IN_LABEL`): at most :data:`JOIN_TEXT_CHARS` characters of text, no choice of
    the page's own but a way in, and no way to pay named (:data:`_PAY_LABEL`)."""
    if len(text) > JOIN_TEXT_CHARS:
        return None
    if not any(
        (_RUN_OUT.search(piece) or _short_of(piece)) and ASKED.search(piece) is None
        for piece in (title, *headings, *lead[:1])
        if piece
    ):
        return None
    # (the way in the page's own, not its site's navigation: "【終了しました】" over an event's report,
    # under a menu ending "ログイン", names an event ended, not a limit)
    shown = visible(own)
    if _JOIN.search(shown) is None and LOG_IN_LABEL.search(shown) is None:
        return None
    priced = _VARIABLE_SIGN.sub("", text)  # (a template's "$this" names no price)
    if _PAY_LABEL.search(priced) is not None or _PAID_DONE.search(text) is not None:
        return None
    choices = choices_of(shown_markup(own), LOGIN_CHOICES)
    if choices is None:
        return None
    ways_in = [clean(choice) for choice in choices]
    if not all(_JOIN.search(label) or LOG_IN_LABEL.search(label) for label in ways_in):
        return None
    if any(_LOG_OUT_LABEL.search(label) for label in ways_in):
        return None  # (the reader is logged in already)
    if tells_a_story((title, *headings), [piece for piece in pieces(text) if is_prose(piece)]):
        return None  # (a brief headed "Session expired", on a legislature's)
    return Shape("login", "limit")


def term_over(piece: str) -> bool:
    """Whether ``piece`` says a paid term of the reader's — a trial, a subscription, a plan — has ended
    (:data:`_TERM_OVER`), or that the reader holds none active (:data:`_NO_TERM`), and does not ask about
    it; not a document the reader holds (a driving licence: :data:`_DOCUMENT_HELD`), nor a session, a
    password or a link (:data:`_NOT_A_TERM`)."""
    return (
        (_TERM_OVER.search(piece) is not None or _NO_TERM.search(piece) is not None)
        and QUESTION_END.search(piece) is None
        and _DOCUMENT_HELD.search(piece) is None
        and _NOT_A_TERM.search(piece) is None
    )


def expired_to_renew(
    title: str, headings: list[str], lead: list[str], text: str, own: str
) -> Shape | None:
    """A pay gate known by the reader's term ended (:data:`_TERM_ENDED`) in its headline (its title or first
    heading, else its first line) over an ask to renew or top up (:data:`_RENEW`), on a page of at most
    :data:`JOIN_TEXT_CHARS` characters with at most :data:`LOGIN_CHOICES` choices of its own (a way back to
    log in among them); what ended is no session, password, link or domain (:data:`_NOT_A_TERM`), nor a
    document the reader holds (:data:`_DOCUMENT_HELD`)."""
    if len(text) > JOIN_TEXT_CHARS or _RENEW.search(text) is None:
        return None
    headline = [piece for piece in (title, *headings[:1]) if piece] or lead[:1]
    ended = [piece for piece in headline if _TERM_ENDED.search(piece) or term_over(piece)]
    if not ended or any(_NOT_A_TERM.search(piece) or _DOCUMENT_HELD.search(piece) for piece in ended):
        return None
    if any(_PAID_DONE.search(piece) for piece in (*headline, *lead[:1])):
        return None
    if choices_of(shown_markup(own), LOGIN_CHOICES) is None:
        return None
    return Shape("paywall", "term")


def session_ended(
    title: str, headings: list[str], lead: list[str], prose: list[str], text: str, own: str
) -> Shape | None:
    """A log-in wall known by the reader's session ended (:data:`_SESSION_ENDED`), said twice in its title,
    headings and opening, on a page of at most :data:`JOIN_TEXT_CHARS` characters with at most
    :data:`LOGIN_CHOICES` choices of its own, that tells of no log-in or log-out and names no offer, and
    that does not ask about it."""
    if len(text) > JOIN_TEXT_CHARS:
        return None
    said = [piece for piece in dict.fromkeys((title, *headings, *lead)) if piece]
    ended = [piece for piece in said if tells(_SESSION_ENDED, piece)]  # (not quoted: an issue's "'Session
    # expired' shown right after login")
    if len(ended) < 2 or any(QUESTION_END.search(piece) for piece in ended):
        return None  # (a page asking why the session expired is a help page's answer, not the stop)
    if not any(_readers_session(piece) for piece in ended):
        return None  # (a story's session: a parliament's, a court's)
    if tells_a_story((title, *headings), prose):
        return None  # (a brief headed "Session expired", on a legislature's)
    if tells_a_session(said):
        return None
    if opens_paid(title, headings, lead):
        return None
    if OFFER.search("\n".join((*said, *prose))) or choices_of(shown_markup(own), LOGIN_CHOICES) is None:
        return None
    return Shape("login", "session")


# ...and what a not-found page of a thing that ended says of why: its owner took it down ("The seller has
# ended this listing or the item has sold.", "Der Anbieter hat die Anzeige gelöscht oder sie ist abgelaufen.")
_TAKEN_DOWN = re.compile(
    r"\b(?:has|have|hat|haben|a|ont|ha|han|heeft|hebben)\b[^.!?\n]{0,40}\b(?:ended|removed|deleted|unpublished"
    r"|taken down|gelöscht|beendet|entfernt|supprimée?|retirée?|dépubliée?|eliminado|retirado|dado de baja"
    r"|rimosso|eliminato|verwijderd|removido)\b",
    re.IGNORECASE,
)
_OF_A_WALL = (
    *(REFUSAL, _NOT_IN, _THIS_PAGE, LOG_IN_LABEL, _JOIN),
    *(_TO_THE_READER, _YOURS, _PLEASE, _WALL_WORDS, _WALL_WORDS_MORE, _TAKEN_DOWN),
)


def _defines(headline: Iterable[str], prose: list[str]) -> bool:
    """Whether the page's first sentence of prose defines what its headline names: the headline, then a
    copula (:data:`_COPULA`), as an encyclopedia's article opens ("Insufficient Funds is a 2019 comedy …").
    A wall never tells what its state is."""
    if not prose:
        return False
    first = prose[0].strip().lstrip("#").strip().casefold()
    for piece in headline:
        name = piece.split(" - ")[0].split(" | ")[0].split(" – ")[0]
        name = _DISAMBIGUATION.sub("", name).strip().casefold()
        if name and first.startswith(name) and _COPULA.match(first, len(name)) is not None:
            return True
    return False


def tells_a_story(
    headline: Iterable[str], prose: list[str], paid: bool = False, least: int = STORY_CHARS
) -> bool:
    """Whether the prose under a page's headline (``prose`` without the ``headline``'s pieces) is a story of
    its own, at least ``least`` characters of it (:data:`STORY_CHARS`), none of which speaks of a wall
    (:func:`of_a_wall`; with ``paid``, nor of a pay gate's limit, tier or price, :func:`_of_a_pay_gate`): a
    brief
    headed with a state — "Beach access restricted", "Members only", "Missing hiker not found" — over its own
    two sentences. A wall's prose under its headline, where it has any, says the wall again, names the page
    or the way in, or speaks to the reader."""
    heads = {piece.strip().lstrip("#").strip() for piece in headline if piece}
    own = [piece for piece in prose if piece.strip().lstrip("#").strip() not in heads]
    # (a link is as long as its label: its address is no sentence a reader reads, and a not-found page's
    # "Go to the main page" link carries the site's address, however long)
    if sum(len(_LINK_TARGET.sub("]", piece)) for piece in own) < least:
        return False
    return not any(of_a_wall(piece) or (paid and _of_a_pay_gate(piece)) for piece in own)


def _of_a_pay_gate(piece: str) -> bool:
    """Whether ``piece`` speaks of a pay gate: a limit or a term run out (:data:`_RUN_OUT`), too little left
    (:data:`_TOO_LITTLE`), a paid tier or a price (:data:`_TIER_LABEL`, :data:`_PAY_LABEL`)."""
    pay_marks = (_RUN_OUT, _TOO_LITTLE, _TIER_LABEL, _PAY_LABEL)
    return any(pattern.search(piece) is not None for pattern in pay_marks)


def of_a_wall(piece: str) -> bool:
    """Whether ``piece`` speaks of a wall: says a wall's sentence (:data:`BARRIERS`, :data:`PAYWALL`), a
    refusal (:data:`REFUSAL`, :data:`_NOT_IN`; a session ended only as the reader's), this page
    (:data:`_THIS_PAGE`), the way in (:data:`LOG_IN_LABEL`, :data:`_JOIN`), or speaks to the reader
    (:data:`_TO_THE_READER`, :data:`_YOURS`, :data:`_PLEASE`).

    Public: the welcome-back landing (:mod:`~kotoba.web.verdict.walls_welcome_back`) tells a landing's line
    from a notice's own by this same test."""
    if _SESSION_ENDED.search(piece) is not None and not _readers_session(piece):
        return False  # (a story's session: a parliament's)
    low = piece.lower()
    return (
        any(may_say(low, needles) and tells(rules.said, piece) for rules, needles in SAYINGS)
        or any(pattern.search(piece) is not None for pattern in _OF_A_WALL)
    )


# each kind's needles (one of which every sentence of its ``said`` holds), so that a piece holding none of
# them is not searched with the pattern: a story of 25 pieces under a wall's words was searched 175 times
# (30-90 ms a page)
BARRIER_SAYINGS = tuple((rules, LiteralSet(rules.needles)) for rules in BARRIERS)
SAYINGS = (*BARRIER_SAYINGS, (PAYWALL, LiteralSet(PAYWALL.needles)))


def needles_in(low: str, needles: LiteralSet) -> frozenset[str]:
    """Which of ``needles`` the lower-cased ``low`` holds (in one pass where the automaton is installed)."""
    found = needles.found_in(low)
    return frozenset(needle for needle in needles.literals if needle in low) if found is None else found


def may_say(low: str, needles: LiteralSet) -> bool:
    """Whether the lower-cased ``low`` holds one of ``needles`` (in one pass where the automaton is
    installed)."""
    found = needles.found_in(low)
    return any(needle in low for needle in needles.literals) if found is None else bool(found)


def may_say_in(needles: LiteralSet, low: str) -> bool:
    """:func:`may_say`, its needles first (to be bound once per kind)."""
    return may_say(low, needles)


# Each kind's sentences as :func:`~kotoba.web.verdict.message.residue` sets them aside: searched only in a
# sentence holding one of the kind's needles (a page's own prose mostly holds none)
_SAID_ASIDE: dict[int, tuple[Sentences, Callable[[str], bool]]] = {
    id(rules): (rules.said, functools.partial(may_say_in, needles)) for rules, needles in SAYINGS
}


def said_aside(rules: WallRules) -> tuple[Sentences, Callable[[str], bool]]:
    """``rules``' sentences and the test of a sentence that may say one, for ``residue(…, gated=…)``."""
    return _SAID_ASIDE[id(rules)]


def _readers_session(piece: str) -> bool:
    """Whether ``piece`` tells the reader's session ended: the state closing it (:data:`_STATE_CLOSES`) or
    the session named as the reader's (:data:`_YOURS`)."""
    return any(
        _STATE_CLOSES.match(piece, found.end()) or _YOURS.search(piece)
        for found in _SESSION_ENDED.finditer(piece)
    )


def birth_date_asked(text: str, markup: str) -> Shape | None:
    """An age gate known by its lone birth-date field (:data:`_BIRTH_FIELD`) on a page of at most
    :data:`JOIN_TEXT_CHARS` characters, the answer sent or acted on by its script (:data:`_SENDS_ON`) or its
    form sent to an address, or by a date's three parts alone (:func:`_date_parts_asked`); and no
    calculator's or survey's (:func:`no_age_gate`)."""
    if len(text) > JOIN_TEXT_CHARS:
        return None
    lowered = markup.lower()
    if "<input" not in lowered and "<select" not in lowered:
        return None
    fields = _FIELD.finditer(markup, 0, MARKUP_HEAD)
    filled = [field for field in fields if not _NOT_FILLED.search(field.group())]
    if len(filled) == 1 and _BIRTH_FIELD.search(filled[0].group()) is not None:
        if _SENDS_ON.search(script_code(markup)) is None and WAY_ON.search(markup) is None:
            return None
    elif not _date_parts_asked(filled, markup):
        return None
    if no_age_gate(markup):
        return None
    return Shape("age", "form alone")


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


def _lock_alone(text: str, markup: str) -> bool:
    """Whether the page shows a padlock standing alone (:data:`_LOCK_LINE`) in its text or its markup."""
    if any(_LOCK_LINE.fullmatch(line.strip()) for line in text.splitlines()):
        return True
    if not _lock_literal(markup) or _LOCK.search(markup) is None:
        return False
    marked = _LOCK_ELEMENT.sub(" \N{LOCK} ", shown_markup(markup))
    return any(_LOCK_LINE.fullmatch(line) for line in visible(marked).splitlines())


def _lock_literal(markup: str) -> bool:
    """Whether ``markup`` holds a literal every :data:`_LOCK` match holds (a few substring searches, where
    the pattern would be tried at every character of a page that shows no padlock)."""
    return any(literal in markup for literal in _LOCK_LITERALS)


def adults_only(text: str, prose: list[str], markup: str, own: str) -> Shape | None:
    """An age gate known by its sign (:data:`_ADULTS_ONLY`): a short page showing 🔞 with at most
    :data:`LOGIN_CHOICES` choices of its own, no more prose of its own than an age gate leaves, and no field
    asking who the reader is (``own``: ``markup`` without its site's navigation, :func:`page_own`)."""
    if _ADULTS_ONLY.search(text) is None and not (
        ("🔞" in markup or "&#" in markup) and _ADULTS_ONLY.search(shown_markup(markup)) is not None
    ):
        return None
    if no_age_gate(markup) or residue(prose, AGE.apparatus, gated=said_aside(AGE)) > RESIDUE_CHARS:
        return None
    if choices_of(own, LOGIN_CHOICES) is None:
        return None
    return Shape("age", "sign")


# A sentence asking the reader, politely, to do something ("Please …", "Bitte …", "Por favor, …", "Per
# favore …", "Graag …", "Veuillez …", "Merci de …", "Proszę …", "Пожалуйста, …", "Lütfen …", "Silakan …")
_PLEASE = re.compile(
    r"\b(?:please|kindly|bitte|por favor|per favore|per piacere|graag|gelieve|veuillez|merci de"
    r"|s['’]il vous plaît|proszę|пожалуйста|будь ласка|lütfen|silakan|harap|vă rugăm)\b",
    re.IGNORECASE,
)
_OPENING_QUOTES = ('"', "“", "«", "„", "‘", "「", "『")


def _says_label(piece: str, label: str) -> bool:
    """Whether ``piece``, a sentence longer than ``label``, holds the label as it is written, or asks the
    reader politely (:data:`_PLEASE`) to do what the label says, in the sentence's own case: a button
    capitalises the words the message asks in lower case ("Please sign in to continue to the application."
    over [Sign in], "Bitte anmelden, um die Anwendung zu nutzen." over [Anmelden]), where a post that tells
    how to sign in ("sign in with your badge at the machine") under a site's [Sign in] link asks nothing of
    the reader, and an article quoting the line holds it inside quotation marks."""
    if len(piece) <= len(label) + 2:
        return False
    if label in piece:
        return True
    folded = piece.casefold()
    at = folded.find(label.casefold())
    if at <= 0 or any(mark in folded[:at] for mark in _OPENING_QUOTES):
        return False  # (an article quoting the line: "Too many tools open with “Please sign in …”")
    return _PLEASE.search(folded, 0, at) is not None


def _asks_to_log_in(markup: str, prose: list[str]) -> bool:
    """Whether the page's way on is to log in (:data:`_TO_LOG_IN`): a form sent to a log-in address, or a
    link or button to one that its message says, within a sentence of its prose ("Please sign up or [log
    in].", "You must [log-in] to view this page."; so are the looked-at walls of this shape), or whose label
    the message asks in its own words ("Please sign in to continue." over [Sign in]). A "Log in"
    link standing apart, as a site's own beside a short post, is the site's, and changes nothing; and so is a
    line of the site's navigation, which ``markup`` (the page's own) does not show ("ホーム ショップ ニュース
    ヘルプ ログイン" reads as prose by its length)."""
    shown = ""
    for found in _TO_LOG_IN.finditer(markup):
        if found.group().lower().startswith("<form"):
            return True
        link = CHOICE.match(markup, found.start())
        label = clean(link.group(2)) if link is not None else ""
        # (not a log-in to use a feature of the page: "Sign in to save this recipe.")
        asked = [piece for piece in prose if LOGIN.elsewhere is None or LOGIN.elsewhere.search(piece) is None]
        said = [piece for piece in asked if label and _says_label(piece, label)]
        if said:
            shown = shown or NOT_LETTERS.sub("", visible(markup)).lower()
            if any(NOT_LETTERS.sub("", piece).lower() in shown for piece in said):
                return True
    return False


def no_age_gate(markup: str) -> bool:
    """Whether the page's form is no age gate's whatever its words: it asks who the reader is
    (:func:`_asks_who`), the page offers to calculate an age (:func:`_calculates`), or it answers its
    question on the page and does nothing with the answer (:func:`_answers_itself`)."""
    return _asks_who(markup) or _calculates(markup) or _answers_itself(markup)


def _answers_itself(markup: str) -> bool:
    """Whether the page's own scripts answer on the page twice at least (:data:`_ANSWERS`) and do nothing a
    gate does with the answer (:data:`_ACTS`), where the page has no form and no way on (:data:`WAY_ON`)."""
    if not any(mark in markup for mark in _ANSWER_MARKS):
        return False  # (a few substring searches: most pages answer nothing on the page)
    if "<form" in markup.lower() or WAY_ON.search(markup) is not None:
        return False
    code = script_code(markup)
    return len(_ANSWERS.findall(code)) >= 2 and _ACTS.search(code) is None


def _calculates(markup: str) -> bool:
    """Whether the page's title, a heading or one of its buttons offers to calculate (:data:`_CALCULATES`)."""
    lowered = markup.lower()
    if not any(word in lowered for word in _CALCULATE_WORDS):
        return False  # (a few substring searches: most pages hold none of these words)
    labels = [clean(choice) for choice in choices_of(shown_markup(markup), BUTTONS_READ) or []]
    labels += [found.group(1) for found in _BUTTON_VALUE.finditer(markup, 0, MARKUP_HEAD)]
    return any(_CALCULATES.search(piece) for piece in (title_of(markup), *headings_of(markup, ""), *labels))


def _asks_who(markup: str) -> bool:
    """Whether a field of the markup's forms the reader fills in (not a hidden one) asks for their name or sex
    (:data:`_WHO_FIELD`): a survey, a sign-up or an exercise beside an age, never an age gate."""
    return any("hidden" not in field.group().lower() for field in _WHO_FIELD.finditer(markup))


def tells_a_session(pieces: list[str]) -> bool:
    """Whether one of ``pieces`` tells the reader of a session of their own, begun or ended
    (:data:`~kotoba.web.verdict.walls_rules.LOGGED_IN_SAID`,
    :data:`~kotoba.web.verdict.walls_rules.LOGGED_OUT_SAID`): the page after a log-in or a log-out, not a
    wall.

    Public: the stops of :mod:`~kotoba.web.verdict.walls_join_refused` and
    :mod:`~kotoba.web.verdict.walls_sent_to_login` set aside the page after a log-in or a log-out by this
    same test."""
    return any(tells(LOGGED_IN_SAID, piece) or tells(LOGGED_OUT_SAID, piece) for piece in pieces)


def opens_paid(title: str, headings: list[str], lead: list[str]) -> bool:
    """Whether the page says first that a purchase went through (:data:`_PAID_DONE` in its title, a heading
    or its first line): the page after paying ("Payment successful", "Welcome to Premium"), which may thank
    the reader for trying it further down."""
    return any(_PAID_DONE.search(piece) for piece in (title, *headings, *lead[:1]) if piece)


# A single-page app's sign-in shell: no text of its own (its script writes none, or writes it later), only a
# log-in form, known by what only a sign-in form carries — a password field the browser is told to fill with
# the saved password (``autocomplete="current-password"``, the WHATWG autofill token for signing in), or a row
# of buttons signing in through another account ("Continue with Google", "Sign in with Apple", "Log in with
# GitHub") beside a password field. A password field alone is not enough: many pages whose text a script
# writes carry a log-in box in their header.
_CURRENT_PASSWORD = re.compile(r"autocomplete\s*=\s*[\"']?current-password\b", re.IGNORECASE)
_OAUTH = re.compile(
    r"\b(?:continue|sign ?in|log ?in|login|sign ?up) (?:with|using|via) (?:google|github|apple|microsoft"
    r"|facebook|gitlab|twitter|x|linkedin|discord|slack|sso|okta|azure(?: ad)?)\b",
    re.IGNORECASE,
)
_PASSWORD_FIELD = re.compile(r"<input\b[^<>]{0,300}type\s*=\s*[\"']?password\b", re.IGNORECASE)
# What the shell shows at most, its form's labels and buttons
SHELL_WORDS_CHARS = 300


def sign_in_shell(text: str, markup: str) -> Shape | None:
    """A log-in wall that is a single-page app's shell (:data:`_CURRENT_PASSWORD`, :data:`_OAUTH`): no text
    the extractor kept, and the page's own markup shows no more than a sign-in form's labels and buttons
    (:data:`SHELL_WORDS_CHARS`)."""
    if text.strip() or _PASSWORD_FIELD.search(markup) is None:
        return None
    shown = visible(without_navigation(markup))
    if len(shown) > SHELL_WORDS_CHARS:
        return None
    if _CURRENT_PASSWORD.search(markup) is None and _OAUTH.search(shown) is None:
        return None
    return Shape("login", "form alone")
