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

The walls known by their shape where no sentence of theirs need be said (a short page's few choices, its
padlock, its form asking for a date of birth) are :mod:`kotoba.web.verdict.walls_shapes`'s; the readers of
the markup both use (its title, headings, visible text and choices) are
:mod:`kotoba.web.verdict.walls_markup`'s. The pages that carry a wall's words and are no wall (a reference
page on a status, a help centre's article, a page that only asks about the wall…) are one list,
:mod:`kotoba.web.verdict.walls_exempt`'s, that every verdict — the rules' and the model's — passes through.

Nothing here fetches: a probe of a sibling URL (Bar-Yossef et al.'s test for soft 404s) would cost a
request on every suspect page and is not needed for any page of the corpus this was written on.
"""

from __future__ import annotations

import functools
import html as html_lib
import itertools
import re
import typing
from collections.abc import Iterable
from dataclasses import dataclass

from kotoba.web.extract.tags import NOT_LETTERS
from kotoba.web.outcome import Wall
from kotoba.web.verdict.alternation import by_branch, gated
from kotoba.web.verdict.boxes import BOX_TRIES, BOX_WORDS, boxes, element_end
from kotoba.web.verdict.literals import LiteralSet
from kotoba.web.verdict.message import (
    is_prose,
    one_judgement,
    per_judgement,
    pieces,
    residue,
    says,
    sentence_around,
    tells,
)
from kotoba.web.verdict.scripted import handler_alerts, script_alerts, script_code, written_lines
from kotoba.web.verdict.template import declared_title, has_tags, one_branch, untemplated
from kotoba.web.verdict.walls_box_above import above_the_headline, told_whole
from kotoba.web.verdict.walls_box_first import names_what_it_holds
from kotoba.web.verdict.walls_cant_open import cant_open
from kotoba.web.verdict.walls_crumbs import crumbed_not_found
from kotoba.web.verdict.walls_cut_teaser import cut_teaser
from kotoba.web.verdict.walls_exempt import (
    ASKING,
    MODEL,
    STATED_KINDS,
    TITLE_ASKS,
    TITLE_STATE_CLOSES,
    Reading,
    exemption,
    opens_part,
    tells_wall,
)
from kotoba.web.verdict.walls_free_join import joins_free
from kotoba.web.verdict.walls_front_matter import front_matter
from kotoba.web.verdict.walls_join_refused import join_refused
from kotoba.web.verdict.walls_licence import licence_stop
from kotoba.web.verdict.walls_link_gone import LINK_GONE, link_gone
from kotoba.web.verdict.walls_liquid import without_assets
from kotoba.web.verdict.walls_login_form import login_form_page
from kotoba.web.verdict.walls_markup import (
    ASIDE,
    FOUND_BY,
    TITLE_REACH,
    chrome_spans,
    clean,
    headings_of,
    headline_of,
    linked_lines,
    markup_window,
    not_own,
    not_own_letters,
    page_own,
    title_of,
    visible,
)
from kotoba.web.verdict.walls_members_box import registered_box
from kotoba.web.verdict.walls_plan_lapsed import plan_lapsed
from kotoba.web.verdict.walls_premium_only import RECORDING_NEEDLES, holds_back_a_recording
from kotoba.web.verdict.walls_read_more import closes_a_whole_article
from kotoba.web.verdict.walls_read_on import read_on
from kotoba.web.verdict.walls_rules import (
    BARRIERS,
    BARRIERS_OF,
    GEO_STATUS,
    ITEM_GONE_SAID,
    PAYWALL,
    PAYWALL_NEEDLES,
    WallRules,
)
from kotoba.web.verdict.walls_sent_to_login import sent_to_login
from kotoba.web.verdict.walls_shapes import (
    BARRIER_SAYINGS,
    CHOICE_TEXT_CHARS,
    PLANS_TEXT_CHARS,
    RESIDUE_CHARS,
    SAYINGS,
    WAY_ON,
    Shape,
    adults_only,
    age_choice,
    birth_date_asked,
    expired_to_renew,
    limit_to_join,
    login_choice,
    may_say,
    needles_in,
    not_logged_in,
    padlocked,
    pay_or_accept,
    plans_after_limit,
    refused,
    run_out,
    said_aside,
    session_ended,
    sign_in_shell,
    tells_a_story,
    term_over,
)
from kotoba.web.verdict.walls_sign_in_page import sign_in_page
from kotoba.web.verdict.walls_story import REPORTED, story_follows
from kotoba.web.verdict.walls_subscriber_seeing import TEXT_CHARS as SEEING_TEXT_CHARS
from kotoba.web.verdict.walls_subscriber_seeing import subscriber_seeing
from kotoba.web.verdict.walls_term_alone import term_alone
from kotoba.web.verdict.walls_tiers import tier_gate
from kotoba.web.verdict.walls_welcome_back import TEXT_CHARS as WELCOME_TEXT_CHARS
from kotoba.web.verdict.walls_welcome_back import welcome_back

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
# ...and a 451's page that names no place or region (a DMCA takedown, a court order): the status names a
# legal demand (RFC 7725), and the page withholds itself from every reader, wherever they are
LEGAL_REASON = (
    "the site withheld the page for legal reasons (HTTP 451: a legal demand such as a takedown or a court "
    "order) and showed that notice instead of the article"
)
LEGAL = "status, no place named"  # (the signal of a 451 whose page names no place)
# ...and a soft 404 whose page says the link followed has expired or is no longer valid
# (:mod:`kotoba.web.verdict.walls_link_gone`): what ended is the address, so a fresh link from whoever shared
# it is the way on, and "page not found" would misreport what the site said
LINK_GONE_REASON = (
    "the site answered that the link followed has expired or is no longer valid, and showed that notice "
    "instead of the article: the address no longer leads to it"
)
_WALLS: tuple[Wall, ...] = typing.get_args(Wall)  # the kinds a verdict may name, as the type lists them
REASONS: dict[Wall, str] = {
    "soft404": SOFT_404_REASON,
    "consent": CONSENT_REASON,
    "login": LOGIN_REASON,
    "age": AGE_REASON,
    "geo": GEO_REASON,
}

# A place or a region named on a 451's page: the words a geo block says of where its reader is, in the
# languages of the looked-at 451 pages ("not available in your country", "in Ihrem Land", "dans votre pays",
# "en tu región", "в вашей стране", "您所在的地区", "お住まいの地域"), the EU and its law on data, a
# jurisdiction
_PLACE = re.compile(
    r"\b(?:countr(?:y|ies)|region(?:al|s)?|location|locally|territor(?:y|ies)|jurisdictions?|geo\w*"
    r"|your area|ip address|european|eu|eea|gdpr|land(?:es)?|pays|pa[íi]s(?:es)?|paese|regione|ubicaci[óo]n"
    r"|localisation|standort|gebiet|страна|стране|регион\w*|россии|kraj\w*|landet"
    # ...or a government's censorship, or a VPN to get past it: a place's too
    r"|government|vpn)\b|国家|地区|地域|国内|国外|海外|區域|地區|政府",
    re.IGNORECASE,
)
# An extracted text this long is the article: no wall of the corpus leaves half of it.
PAGE_CHARS = 3000
# The address a page declares as its own — its canonical link, its ``og:url`` — which a static site's
# generator writes into its not-found page as that page's own ("…/404.html"), whatever address a host then
# serves it at: the page says it is the site's not-found page (looked at: a Docusaurus blog's and a Jekyll
# documentation site's built 404 pages, and a Hugo blog's; no looked-at trap declares a 404 address)
_DECLARED = re.compile(
    r"""<(?:link\b[^<>]{0,300}?\brel\s*=\s*["']?canonical\b|meta\b[^<>]{0,300}?\bproperty\s*=\s*["']?og:url\b)"""
    r"""[^<>]{0,500}>""",
    re.IGNORECASE,
)
_DECLARED_URL = re.compile(r"""\b(?:href|content)\s*=\s*["']?([^"'\s<>]{1,500})""", re.IGNORECASE)
# ...of which the first few are read (a page declares one or two)
DECLARED_READ = 4
# A paywall's teaser is at most this much prose of its own; more is an article with a subscription box.
TEASER_CHARS = 2000
# What a pay gate headed by its notice ("… is an Enterprise feature") says beside it: its offer's few lines.
GATE_CHARS = 600
# The opening of a text, where a wall puts its message: everything up to its second sentence, the short
# pieces before it included ("Hello", "Are you over 18?" above Yes/No is all opening, and all message).
LEAD_PIECES = 2
# ...and never more than this many pieces: a page of labels alone (a gallery, a menu) has no long opening.
OPENING_PIECES = 4
# Around each hit of a paywall needle in the markup, this much markup is read (at most this many hits).
NEAR_CHARS = 400
NEAR_HITS = 40
_PAYWALL_NEEDLES = LiteralSet(PAYWALL_NEEDLES)  # in their order, each once
# ...and the needles one of which every paywall notice's sentence holds (walls_rules' contract)
_PAYWALL_SAYS = LiteralSet(PAYWALL.needles)
# A site's footer — its copyright, licence and legal lines, and whatever follows them — is not the page's own
# message: a not-found page above a paragraph of licence terms is still a not-found page. A footer starts at
# such a line in the text's last part (after this share of its pieces), never before the wall has spoken.
FOOTER_FROM = 0.5
_FOOTER = gated(re.compile(
    r"©|&copy;|\(c\) ?\d{4}|\bcopyright\b|all rights reserved|\blicen[cs]ed (?:under|by|to)\b"
    r"|creative commons|\breleased under\b|\bpowered by\b|\bregistered (?:office|in england|trademark)"
    r"|\bunderwritten by\b|\bis a (?:registered )?trading name\b|\bauthori[sz]ed and regulated by\b"
    r"|privacy policy|terms (?:of|and) (?:use|service|conditions)",
    re.IGNORECASE,
))
# ...and the lines only a footer has, which start it wherever they follow the wall's own message: a copyright,
# a licence or registration number, a regulator ("Life Insurance License: M-124004 (Alberta)")
_LEGAL_LINE = gated(re.compile(
    r"©|&copy;|\bcopyright\b|all rights reserved|\blicen[cs]e(?: no\.?| number| #)?\s*:"
    r"|\bregulated by\s*:|\bregistered (?:office|in england)",
    re.IGNORECASE,
))
# A newsletter's offer, however it words it ("Subscribe to our free newsletter to keep reading our latest
# recipes in your inbox"): a box under a whole article that sends more of it by mail, no paywall's notice
_NEWSLETTER = gated(re.compile(
    r"\bnewsletters?\b|\b(?:in|to) your inbox\b|\bno spam\b|\bnieuwsbrief|\bbolet[ií]n\b|\bрассылк"
    r"|ニュースレター|뉴스레터|简报|電子報",
    re.IGNORECASE,
))
# ...and the mail a subscription brought said to stop: a newsletter's unsubscribe notice, the page the
# reader's own click asked for ("Your subscription has ended. You will no longer receive our emails.", "Sie
# erhalten keine E-Mails mehr von uns.", "Vous ne recevrez plus nos e-mails.", "Ya no recibirás nuestros
# correos.")
_MAIL_STOPPED = re.compile(
    r"\b(?:no longer|not|never|won['’]t|will not) (?:be )?(?:receive|get|sent|send)\w*\b[^.!?\n]{0,30}"
    r"\b(?:e-?mails?|newsletters?|letters?|mail|messages|digests?|updates)\b"
    r"|\bkeine (?:e-mails?|newsletter|nachrichten|mails?|post) mehr\b"
    r"|\bne (?:recevrez|recevras|recevez) plus\b"
    r"|\b(?:ya no|no) (?:recibirás|recibirá)(?: más)?\b"
    r"|\bnon riceverai più\b|\bnão (?:receberá|vai receber|irá receber) mais\b"
    r"|\bgeen (?:e-mails?|nieuwsbrie\w*|mails?) meer\b",
    re.IGNORECASE,
)
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
# How many of a page's asides (:data:`~kotoba.web.verdict.walls_markup.ASIDE`) are read
ASIDES_READ = 8
# What a page headed with its own subject says under its headline, below a site's status line, to be read
# (a classified ad's one line: "Road bike, 56 cm frame, new tyres, serviced in May.")
STATUS_LINE_UNDER = 40
# A notice's salutation on a line of its own, its colon opening the message: "Dear Valued Customers:",
# "Kepada Para Pelanggan Yang Terhormat:", "亲爱的客户：", "เรียนลูกค้า…:", "Kính Chào Qúy Khách:", "고객님："
_SALUTATION = re.compile(
    r"^\W*(?:(?:dear|kepada|kính chào|kính gửi|sehr geehrte|liebe|cher|chère|chers|estimad[oa]s?"
    r"|querid[oa]s?|cari|caro|cara|beste|geachte|уважаем\w*|дорог\w*)\b|เรียน|亲爱的|親愛的|尊敬的)"
    r"[^.!?\n]{0,60}[:：]\s*$"
    r"|^[^\s.!?:：]{1,12}님\s*[:：]\s*$",
    re.IGNORECASE,
)
_FIRST_HEADING = re.compile(r"<h[1-3]\b", re.IGNORECASE)
# Quotation marks opening a quote, and the least a quoted phrase of a title says
_QUOTES = ('"', "“", "«", "„", "‘", "'", "「", "『")
QUOTED_CHARS = 8
# A paywall's offer known by its shape where it says no notice of its own: after the teaser and before the
# site's footer, the line every subscription offer carries for readers who already pay ("Already a
# subscriber? Sign in", "Already have an account? Log in", "Déjà abonné ? Se connecter", "Bereits
# Abonnent?", "¿Ya eres suscriptor?", "Já é assinante?", "Sei già abbonato?", "Уже подписаны?", "Al
# abonnee?"), near an offer's words (a price, a subscription, unlimited access). A site's header and footer
# carry the same line on every page: the header stands before the article's text, the footer is cut off.
_ALREADY_PAYING = re.compile(
    r"\balready (?:a |an )?(?:subscriber|subscribed|a paying subscriber)\b"
    r"|\balready have (?:an account|a subscription)\b|\bdéjà (?:abonnée?)\b"
    r"|\b(?:bereits|schon) (?:abonnent|abonniert"
    r"|kunde)|\bya (?:eres|estás) (?:suscriptor|suscrito|registrado)|\bj[áa] (?:é|sou) assinante\b"
    r"|\bsei già abbonat|\bуже (?:подписаны|есть подписка|подписчик)|\bal (?:abonnee|een abonnement)\b",
    re.IGNORECASE,
)
# (literal text, as the markup may write it, one of which every match holds: a few substring searches, no
# copy of the markup in lower case)
_ALREADY_NEEDLES = (
    "lready ",
    "LREADY ",
    "éjà ",
    "ÉJÀ ",
    "ereits ",
    "chon ",
    "a eres ",
    "a estás ",
    "ssinante",
    "abbonat",
    "же ",
    "ЖЕ ",
    "l abonnee",
    "l een abonnement",
)
_OFFER_WORDS = re.compile(
    r"[$€£¥]\s?\d|\d\s?(?:€|£|zł|kr|руб|₽)|\bper (?:week|month|year)\b|\ba (?:week|month|year)\b"
    r"|/\s?(?:mo|month|week)\b"
    r"|\bsubscri|\babonn|\bsuscri|\bassin|\babbon|\bподпис|\bunlimited\b|\bunbegrenzt|\billimit",
    re.IGNORECASE,
)
# ...the offer's words within this many characters of the line, on either side
OFFER_REACH = 400
# ...and the line within this many characters after the teaser's last sentence: the offer follows the teaser,
# not a sidebar's or the comments' box further down
OFFER_AFTER = 600


def _paywall_left(prose: Iterable[str], stop: int | None = None) -> int:
    """What ``prose`` says of its own beside a paywall: its characters left once the paywall's notices and
    their machinery (subscriptions, prices, accounts) are set aside (:func:`residue`, its longest pattern
    searched only in sentences holding one of the notices' needles), counted no further than ``stop``."""
    return residue(prose, PAYWALL.apparatus, gated=said_aside(PAYWALL), stop_above=stop)


def _teaser_shapes(markup: str, prose: list[str]) -> WallVerdict | None:
    """A teaser (its prose no longer than :data:`TEASER_CHARS`) followed by a paywall known by its shape, not
    its notice: its offer (:func:`_offer_after_teaser`) or the article's rest hidden (:func:`_hidden_rest`).
    Each is looked for only where the markup holds its literals (most pages hold neither)."""
    offer = any(needle in markup for needle in _ALREADY_NEEDLES)
    hidden = any(name in markup for name in _HIDDEN_NAMES)
    if not prose or not (offer or hidden):
        return None
    if _paywall_left(prose, TEASER_CHARS) > TEASER_CHARS:
        return None
    return (_offer_after_teaser(markup, prose) if offer else None) or (
        _hidden_rest(markup) if hidden else None
    )


def _offer_after_teaser(markup: str, prose: list[str]) -> WallVerdict | None:
    """Right after a teaser ``prose`` (:data:`OFFER_AFTER`), before the site's footer, a subscription offer's
    line for readers who already pay (:data:`_ALREADY_PAYING`) beside the offer's words
    (:data:`_OFFER_WORDS`): the paywall's offer, which extraction drops as furniture."""
    lowered = markup.lower()
    footer = max(lowered.rfind("<footer"), lowered.rfind('role="contentinfo"'))
    shown = visible(markup[:footer] if footer > 0 else markup)
    last = shown.rfind(prose[-1][:FOUND_BY]) if prose[-1][:FOUND_BY] else -1
    if last == -1:
        return None
    for found in _ALREADY_PAYING.finditer(shown, last, last + len(prose[-1]) + OFFER_AFTER):
        around = shown[max(last, found.start() - OFFER_REACH) : found.end() + OFFER_REACH]
        if _NEWSLETTER.search(around) is not None:
            continue  # (a free newsletter's box: "Subscribe to our newsletter", "Already a subscriber?")
        if _OFFER_WORDS.search(around.replace(found.group(), " ")) is not None:
            return WallVerdict("paywall", "offer")
    return None


# The rest of an article served but hidden from its reader until paid for: an element the markup hides
# (``aria-hidden="true"``, ``hidden``, ``display: none``) or blurs (``filter: blur``), named for the
# paid or locked part (a ``paywall``, ``premium``, ``locked``, ``subscriber``, ``blurred``, ``truncated``
# class or id), holding paragraphs of the article's own prose, not an offer: what the blurred "soft" paywalls
# of news sites and publishing platforms serve below the teaser. Extraction leaves it out, as a reader's
# browser does.
_HIDDEN_TAG = re.compile(
    r"<(div|section|article)\b[^<>]{0,500}?(?:class|id)\s*=\s*[\"']?[^\"'<>]{0,200}$", re.IGNORECASE
)
_HIDES_PART = re.compile(
    r"aria-hidden\s*=\s*[\"']?true|\shidden[\s=>]|display\s*:\s*none|filter\s*:\s*blur", re.IGNORECASE
)
# ...and the least of its own prose, in paragraphs, two at least
HIDDEN_PARAGRAPHS = 2
# ...and the words its class or id holds one of, in any case (:data:`_HIDDEN_NAME`); a page whose markup
# holds none of them as written is not searched for the part (one list, so the two agree)
_HIDDEN_NAMES = (
    "paywall",
    "paid",
    "premium",
    "locked",
    "subscriber",
    "-only",
    "blur",
    "truncat",
    "restricted",
)
_HIDDEN_NAME = re.compile("|".join(map(re.escape, _HIDDEN_NAMES)), re.IGNORECASE)


def _hidden_rest(markup: str) -> WallVerdict | None:
    """After a teaser, the article going on in a part the markup hides or blurs (:data:`_HIDDEN_NAME` in the
    class or id of a ``div``, ``section`` or ``article`` whose tag hides it, :data:`_HIDES_PART`):
    :data:`HIDDEN_PARAGRAPHS` paragraphs at least, saying :data:`WITHHELD_CHARS` characters of prose that is
    no offer's. Each name found is read back to its tag's opening: a few string searches a name, not a pattern
    tried at every element."""
    lowered = ""
    for at, name in enumerate(_HIDDEN_NAME.finditer(markup)):
        if at == BOX_TRIES:
            break
        opened = markup.rfind("<", max(0, name.start() - 700), name.start())
        tag = _HIDDEN_TAG.match(markup, opened, name.start()) if opened != -1 else None
        closed = markup.find(">", name.end(), name.end() + 500) if tag is not None else -1
        if tag is None or closed == -1 or _HIDES_PART.search(markup, opened, closed + 1) is None:
            continue
        lowered = lowered or markup.lower()
        inside = markup[closed + 1 : element_end(lowered, tag.group(1).lower(), closed + 1)]
        if inside.lower().count("<p") < HIDDEN_PARAGRAPHS:
            continue
        said = [piece for piece in pieces(visible(inside)) if is_prose(piece)]
        left = _paywall_left(said, WITHHELD_CHARS)
        if left >= WITHHELD_CHARS:
            return WallVerdict("paywall", "hidden part")
    return None


# A heading that is only a way in's label ("Sign in", "Log in", "Login"), or HTTP's name for the stop
# ("Authentication required", "Authentifizierung erforderlich": a reference's section on its API keys)
_LABEL_HEADING = re.compile(
    r"\A\W*(?:log ?in|sign ?in|login|sign up|register"
    r"|(?:authentication|authori[sz]ation|log ?in|sign-? ?in|authentifizierung|autorisierung|autenticazione"
    r"|autenticação|authenticatie|inloggen|aanmelden) (?:is |ist )?(?:required|erforderlich|richiest[ao]"
    r"|necessári[ao]|obrigatóri[ao]|requerid[ao]|vereist)"
    r"|wymagane (?:uwierzytelnienie|logowanie)|wymagana autoryzacja)\W*\Z",
    re.IGNORECASE,
)
# An item said to be gone, as a shop's or a job board's page says it of its own item
_ITEM_GONE = gated(re.compile("|".join(ITEM_GONE_SAID), re.IGNORECASE))
# the kind whose state a story may be headed with, said in the wall's own words ("Missing hiker not found";
# the log-in walls' states told by their shape, "Members only", are weighed by the shape rules)
_STORY_KINDS = frozenset({"soft404"})
# the walls that ask the reader for something (a log-in, an age), read past an app's chrome
_ASKED_KINDS = frozenset({"login", "age"})
# ...and a short page (at most :data:`GATE_CHARS` of text) whose script shows a dialog and, the other way,
# lets the reader in — goes on to another address or shows what it hid (a link into the site, the content) —
# says what its dialog says, where it has a way on of its own (:data:`WAY_ON`). Looked at: a bar's gate
# that shows its hidden "continue to site" link to a reader of 21 and alerts "you are not old enough" to a
# younger one; the looked-at exercises alert both ways and let no one in.
_LETS_IN = re.compile(
    r"location\s*(?:\.href\s*)?=|location\.(?:replace|assign)\(|\.style\.(?:visibility|display)\s*=\s*[\"']"
    r"(?:visible|block|inline|flex)|\.(?:show|fadeIn|slideDown)\(|removeAttribute\(\s*[\"']hidden"
)
# (literal text one of which every page with a dialog in its scripts holds)
_LETS_IN_MARKS = ("alert(", "confirm(")
# Digits as CJK text writes them full-width ("２０歳以上ですか？"), read as the ages and statuses they are
# (looked at: a smoking-area finder's only words, "あなたは２０歳以上ですか？")
_WIDE_DIGIT = re.compile("[\uff10-\uff19]")
_NARROW = str.maketrans("\uff10\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18\uff19\uff0b", "0123456789+")
# A page with no text whose markup hides an element (an inline ``display: none``, ``hidden``) that its own
# script shows (a style set to show it, jQuery's show, the attribute or class taken off) shows it to every
# reader, as an age overlay is shown until the reader answers: its text is the page's (looked at: a rum
# maker's overlay, hidden in the markup, shown by its script where no answer is stored)
_HIDES = gated(
    re.compile(r"display\s*:\s*none|\shidden[\s=>]|(?<![\w-])(?:hidden|d-none|is-hidden)(?![\w-])", re.I)
)
_SHOWS = re.compile(
    r"\.style\.(?:display|visibility)\s*=\s*[\"'](?:visible|block|inline|inline-block|flex|grid|table)[\"']"
    r"|\.(?:show|fadeIn|slideDown)\(|removeAttribute\(\s*[\"']hidden"
    r"|classList\.remove\(\s*[\"'](?:hidden|d-none|is-hidden|hide)[\"']"
)
# An offer's scope, told of the offer ("This offer is only available in the UK and is not available in other
# countries" under a sale's headline): where the offer holds, not a reader refused
_OFFER_SCOPE = re.compile(
    r"\b(?:this|the|our) (?:offer|deal|promotion|promo|sale|discount|voucher|coupon|competition|giveaway"
    r"|prize draw)s? (?:is|are) (?:only )?(?:available|valid|open)\b",
    re.IGNORECASE,
)
# The refusal named as an error, the word right after it: a forum thread's or a fix's title ("Not available in
# your country error on the app", "Bu hizmet bölgenizde kullanılamıyor hatası"), not the block, which does not
# call its own sentence so after saying it
_AS_ERROR = re.compile(r"[\"”“»'’]?\s*(?:error|errors|hatası|hatasi|hata mesajı)\b", re.IGNORECASE)
# ...its refusals tried at most
AS_ERROR_TRIES = 4
# A dictionary's entry: a part of speech heads its senses under the headword ("sign in" over "Verb"), and the
# examples it quotes in italics ("<i>Please sign in to continue.</i>") are usage, not the page's message
_PART_OF_SPEECH = re.compile(
    r"(?:noun|verb|adjective|adverb|phrasal verb|interjection|substantiv|adjektiv|adverb|nom|verbe|adjectif"
    r"|sustantivo|verbo|adjetivo|sostantivo|aggettivo)(?:\s*\d)?",
    re.IGNORECASE,
)
_ITALIC = re.compile(r"<(i|em)\b[^>]*>([^<]{1,300})</\1>", re.IGNORECASE)
# A translation catalogue (gettext's msgid and msgstr): its strings are a wall's words, listed to translate
_CATALOGUE_WORDS = ("msgid", "msgstr")
# Images whose file name and alt text are read as the page's message, where its text has no prose: the first
# few of the markup's (a site's logo often comes before the message's image).
IMAGES_READ = 4
_IMG = re.compile(r"<img\b[^>]{0,1000}>", re.IGNORECASE)
_ALT = re.compile(r"""\balt\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
_SRC = re.compile(r"""\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.IGNORECASE)
_FILE_WORDS = re.compile(r"(?:[-_.+]|%20)+")
# A wall has one message. A page divided into more than this many headed sections of prose (a heading, then
# a sentence) is a document — a policy on age checks, a guide to a geo-blocking plugin — whatever its title
# says (walls of the looked-at part have up to four: an offer's headed benefits).
DOCUMENT_SECTIONS = 3
# ...and a page whose sections are numbered ("1. Eligibility", "2. False information", "3. Purpose") is a
# document from this many: terms, policies and guides number their parts; no wall of the looked-at part
# numbers its headings (a dating app's policy on its 19+ rule, in three numbered sections, is the page)
NUMBERED_SECTIONS = 3
_NUMBERED = re.compile(r"^\W*(?:\d{1,2}|[ivx]{1,4})[.)]\s+\w", re.IGNORECASE)

# A text that is only a template's placeholder: a page not yet written, whatever its title says
_PLACEHOLDER = re.compile(
    r"\A\W*(?:hello,? world|lorem ipsum\b.*|test(?: page)?|todo|coming soon)\W*\Z", re.IGNORECASE | re.DOTALL
)
# ...and a page that says it is not ready yet ("This feature is currently being prepared", "coming soon",
# "under construction"; looked at: a chat app's settings page titled 年齢確認 that says only
# "この機能は現在準備中です。"): its title and heading name what it will be
_UNFINISHED = by_branch(
    re.compile(
        r"準備中です|工事中です"
        r"|\b(?:coming soon|under construction|not (?:yet )?(?:available|implemented) yet)\b"
        r"|\ben construcci[oó]n\b|\ben (?:cours de )?construction\b"
        r"|\bin (?:arbeit|vorbereitung|bearbeitung)\b"
        r"|в разработке",
        re.IGNORECASE,
    )
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
# A sentence saying who spoke, before a quotation the sentence splitter cut from it ("…," she said. "…")
_ATTRIBUTED = re.compile(
    r"\b(?:said|says|added|adds|told|wrote|writes|asked|explained|argued)\b[^.!?]{0,40}[.,:]\W*$"
)
_OPENING_QUOTES = frozenset("\"“„«‘'")
# ...and the question headings that make a page an FAQ
FAQ_QUESTIONS = 2
# A subscription, a plan or a licence said to have run out, in a page's headline ("Assinatura expirada",
# "Subscription expired", "Abonnement abgelaufen")
_SUBSCRIPTION_ENDED = re.compile(
    r"\b(?:subscription|plan|licen[cs]e|membership|assinatura|suscripci[óo]n|abonnement|abbonamento|licen[çc]a"
    r"|licencia|abo)\b[^.!?\n]{0,20}\b(?:expired|ended|lapsed|expirad[oa]|vencid[oa]|caducad[oa]|expiré"
    r"|terminé|abgelaufen|scadut[oa])\b|\b(?:expired|lapsed)\b[^.!?\n]{0,10}\b(?:subscription|membership)\b",
    re.IGNORECASE,
)


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
        if self.signal == LINK_GONE:
            return LINK_GONE_REASON
        return LEGAL_REASON if self.signal == LEGAL else REASONS.get(self.kind, "")


@one_judgement
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
    verdict = _judged(article, markup, title, url, status, learned=learned, last_alike=False)
    if verdict is not None and verdict.kind == "paywall" and joins_free(article.strip(), markup):
        # (a tier's stop whose one way on is a free account asks the reader to join, as a sign-up wall does)
        return WallVerdict("login", "free account")
    return verdict


def _judged(
    article: str,
    markup: str,
    title: str | None,
    url: str,
    status: int | None,
    *,
    learned: bool,
    last_alike: bool,
) -> WallVerdict | None:
    """:func:`judge_walls`'s judgement; a template's conditions reduced to their longest branches, or (with
    ``last_alike``) to their last branches of like length (:func:`one_branch`)."""
    if title is not None:
        # (a title given by the caller is cut where a title read from the markup is: a hostile page's
        # 140,000-character title would otherwise be searched whole by every title rule)
        title = title[:TITLE_REACH]
    given = title
    if status == GEO_STATUS:
        # 451 says by itself what the answer is (RFC 7725: access denied as a consequence of a legal demand),
        # whatever its page's words: every 451 answer of the looked-at part is such a block. Where its page
        # names no place or region, the demand is no location's, and the reason says so.
        named = _PLACE.search(f"{title or title_of(markup_window(markup))}\n{article}") is not None
        return WallVerdict("geo", "status" if named else LEGAL)
    text = article.strip()
    if "{%" in text:
        # (a theme's asset blocks are code, not words; a snippet whose extracted text is nothing else says
        # what its markup shows)
        text = without_assets(text).strip()
        if markup and len(text) <= GATE_CHARS and not untemplated(text).strip():
            text = visible(without_assets(markup_window(markup))).strip()
    if len(text) > PAGE_CHARS:
        # (past a page's length no stop stands for the page, but for one holding back a recording under its
        # notes: the notes are not what was asked for, :mod:`kotoba.web.verdict.walls_premium_only`)
        return _recording_held(text)
    window = markup_window(markup)
    if _WIDE_DIGIT.search(text):  # (the markup's headings are the text's, in the same digits)
        text, window = text.translate(_NARROW), window.translate(_NARROW)
    if not text and window and _shows_what_it_hid(window):
        # (extraction drops what the markup hides; a script showing it to every reader makes it the page)
        text = visible(window).strip()
        if len(text) > PAGE_CHARS:
            return None
    if title is None:
        title = title_of(window)
    if all(word in text for word in _CATALOGUE_WORDS):
        return None  # (a translation catalogue, its strings listed to translate)
    # the model reads the page as it was trained to, tags and all; the rules read a template's words alone
    seen = (title, headings_of(window, text), text)
    if not window and (matter := front_matter(text)) is not None:
        # (a Markdown page's settings block: its title is the page's, its other settings no words of it)
        title, text = title or matter.title, matter.body
    # a template served as it is: its tags are machinery, its title block names the page
    title = untemplated(title)
    if has_tags(text):
        title = title or declared_title(text)
        text = untemplated(one_branch(text, last_alike=last_alike))
        headings = [heading for heading in map(untemplated, headings_of(window, text)) if heading]
    else:
        headings = seen[1]
    sentences = pieces(text)
    prose = [p for p in sentences if is_prose(p)]
    # (the opening is where a piece stands on the page, chrome or not; what the page says of its own is not)
    # (a salutation that opens a notice, "Dear Valued Customers:", is not yet its message)
    leading = [piece for piece in prose[: LEAD_PIECES + 1] if _SALUTATION.match(piece) is None]
    lead = list(dict.fromkeys([*_opening(sentences), *leading[:LEAD_PIECES]]))  # each piece once
    prose = _without_alt(_without_chrome(prose, window), window)
    haystack = "\n".join((title, *headings, text)).lower()
    if len(prose) > DOCUMENT_SECTIONS and _is_document(_sections(headings, text)):
        # a document: no barrier stands for it — unless its headline is the reader's paid term ended, over
        # the offer's headed benefits and its plans (:func:`ended_over_plans`)
        return _paywall(window, text, sentences, prose, haystack, headings) or _unless_exempt(
            ended_over_plans(title, headings, lead, prose, text, window),
            Reading(title, headings, text, prose, lead, window),
        )
    images = [] if prose else _image_words(window)
    # a wall drawn by script says what its script writes, and a gate whose other choice leads on says what its
    # refusal's dialog says (:data:`WAY_ON`)
    written = [] if prose else written_lines(window)
    if not prose and WAY_ON.search(window) is not None:
        written += handler_alerts(window)
    if len(text) <= GATE_CHARS and any(mark in window for mark in _LETS_IN_MARKS):
        if WAY_ON.search(window) is not None and _LETS_IN.search(script_code(window)) is not None:
            written += script_alerts(window)
    if any(_PART_OF_SPEECH.fullmatch(heading) for heading in headings[1:3]):
        return _entry(window, text, sentences, prose, haystack, headings)
    # what the exemptions read (:mod:`kotoba.web.verdict.walls_exempt`), asked only of a verdict
    page = Reading(title, headings, text, prose, lead, window)
    asides = _Asides(window)
    # (each barrier's needles found in a page's words in one pass: hundreds of them, with the translations;
    # every kind's at once, the words scanned once, not once a kind)
    held: frozenset[str] | None = None
    for rules, needles in BARRIER_SAYINGS:
        in_image = rules.image is not None and any(rules.image.search(words) for words in images)
        form_alone = rules.form_alone and not text and any(mark in window for mark in rules.markup)
        started = any(mark in window for mark in rules.started) and not _without_chrome(sentences, window)
        in_script = any(_tells(rules, line) for line in written)
        alone = (
            "image" if in_image else "form alone" if form_alone else "script" if in_script or started else ""
        )
        if alone:
            found = None
        else:
            held = _barrier_needles().found_in(haystack) if held is None else held
            found = needles_in(haystack, needles) if held is None else needles.held_of(held)
        if found is not None and not found:
            continue  # none of this kind's sentences can be on the page
        signal = _barrier(
            rules, text, title, headings, sentences, lead, prose, window, url, asides, alone, found
        )
        if signal is not None and exemption(rules.kind, signal, page) is None:
            return WallVerdict(rules.kind, signal)
    verdict = _unless_exempt(_paywall(window, text, sentences, prose, haystack, headings), page)
    verdict = verdict or _unless_exempt(_withheld(window, prose), page)
    verdict = verdict or _unless_exempt(_teaser_shapes(window, prose), page)
    verdict = verdict or _unless_exempt(_shaped(read_on(sentences, prose)), page)
    verdict = verdict or _unless_exempt(_shaped(cut_teaser(prose, window)), page)
    if verdict is not None:
        return verdict
    said = box_lines(window)
    verdict = _boxed(said, text, prose)
    if verdict is not None and verdict.kind == "consent":
        # (a cookie notice decides only where it is all the page says: a geo block or a not-found page the
        # extractor passed over for the site's sidebar says its own sentence outside the box and the chrome)
        verdict = _beside_the_notice(said["consent"], window, page) or verdict
    if verdict is not None and verdict.kind == "soft404" and verdict.signal == "box":
        # (a not-found box that asks the reader to log in to see what it holds is a log-in wall: Discourse's
        # private topic, "Sorry, you don't have access to that topic! … please log in to view it", in its
        # page-not-found box)
        if any(_tells(rules, line) for rules in BARRIERS_OF["login"] for line in said["soft404"]):
            verdict = WallVerdict("login", "box")
    # (what a short page offers of its own, for the shapes below: worked out once, where one asks)
    own_of_page = functools.cache(lambda: page_own(window))
    if verdict is None and len(text) <= CHOICE_TEXT_CHARS:
        own = own_of_page()
        shape = (
            link_gone(title, headings, lead, prose)
            or age_choice(title, headings, lead, prose, window)
            or login_choice(title, headings, lead, prose, own)
            or padlocked(title, headings, text, window, own)
            or run_out(title, headings, lead, prose, own)
            or expired_to_renew(title, headings, lead, text, own)
            or term_alone(title, headings, lead, prose, own)
            or licence_stop(title, headings, lead, prose, text, own)
            or tier_gate(title, headings, lambda: _without_chrome(sentences, window), prose, text, own)
            or login_form_page(headings, prose, own)
            or cant_open(title, headings, lead, text, own)
            or sign_in_page(prose, own)
            or limit_to_join(title, headings, lead, text, own)
            or session_ended(title, headings, lead, prose, text, own)
            or birth_date_asked(text, window)
            or sign_in_shell(text, window)
            or refused(title, headings, lead, prose, own)
            or join_refused(title, headings, lead, prose, text, own)
            or sent_to_login(title, headings, lead, prose, text)
            or plan_lapsed(title, headings, lead, text, own)
            or not_logged_in(title, headings, lead, prose, text, own)
            or pay_or_accept(title, headings, text, prose, own)
            or adults_only(text, prose, window, own)
        )
        verdict = WallVerdict(*shape) if shape is not None else None
    if verdict is not None and verdict.kind == "login" and verdict.signal == "choice":
        if any(_SUBSCRIPTION_ENDED.search(piece) for piece in (title, *headings[:1])):
            # (a password asked under "Subscription expired" lets a paying reader back in: a pay gate)
            verdict = WallVerdict("paywall", "term")
    if verdict is not None and verdict.kind == "login" and verdict.signal == "refusal":
        if any(_above_the_headline(rules, text, headings, window) for rules in BARRIERS_OF["login"]):
            verdict = None  # (the site's status line above a page headed with its own subject, as above)
    verdict = _unless_exempt(verdict, page)
    if verdict is None and len(text) <= PLANS_TEXT_CHARS:
        shape = plans_after_limit(title, headings, lead, prose, own_of_page())
        verdict = _unless_exempt(WallVerdict(*shape), page) if shape is not None else None
    if verdict is None and len(text) <= WELCOME_TEXT_CHARS:
        # (a landing greeting a returning reader over ways in and to an account alone: walls_welcome_back)
        shape = welcome_back(title, headings, text, own_of_page())
        verdict = _unless_exempt(WallVerdict(*shape), page) if shape is not None else None
    if verdict is None and len(text) <= SEEING_TEXT_CHARS:
        # (a pay stop speaking to the subscriber who sees it by mistake: walls_subscriber_seeing; its own
        # markup asked for only where its line is said)
        shape = subscriber_seeing(text, own_of_page)
        verdict = _unless_exempt(WallVerdict(*shape), page) if shape is not None else None
    if (
        verdict is None
        and not last_alike
        and has_tags(article)
        and one_branch(article) != one_branch(article, last_alike=True)
    ):
        # (a view that words a stop for each of its states shows each to some reader: its other branches
        # of like length are judged too, by the rules)
        verdict = _judged(article, markup, given, url, status, learned=False, last_alike=True)
    if verdict is None and learned and window:
        return _learned(*seen, url, status, window, said, page)
    return verdict


@functools.cache
def _saying_needles() -> LiteralSet:
    """Every kind's needles (:data:`SAYINGS`, the paywall's too) in one set, searched for in one pass."""
    return LiteralSet(literal for _, needles in SAYINGS for literal in needles.literals)


def _telling(prose: list[str]) -> set[Wall]:
    """The kinds of wall one of whose sentences ``prose`` tells: :func:`tells_wall` of each kind, the prose
    lower-cased once and every kind's needles found in it in one pass, not once a kind (a sixth of the
    model's share of judging a thin page)."""
    low = "\n".join(prose).lower()
    held = _saying_needles().found_in(low)
    if held is None:  # (no one-pass search installed: kind by kind, the same answer)
        return {kind for kind in _WALLS if tells_wall(kind, prose)}
    tiers = [rules for rules, needles in SAYINGS if needles.held_of(held)]
    return {
        kind
        for kind in _WALLS
        if any(tells(rules.said, piece) for rules in tiers if rules.kind == kind for piece in prose)
    }


@functools.cache
def _barrier_needles() -> LiteralSet:
    """Every barrier's needles (:data:`BARRIER_SAYINGS`) in one set, searched for in one pass (built on the
    first page that asks)."""
    return LiteralSet(literal for _, needles in BARRIER_SAYINGS for literal in needles.literals)


def ended_over_plans(
    title: str, headings: list[str], lead: list[str], prose: list[str], text: str, window: str
) -> WallVerdict | None:
    """A pay gate whose first heading says the reader's paid term ended (a trial, a subscription:
    :func:`~kotoba.web.verdict.walls_shapes.term_over`) over its offer's headed benefits and its plans
    (:func:`~kotoba.web.verdict.walls_shapes.plans_after_limit`), on a page no longer than
    :data:`PLANS_TEXT_CHARS`: a document never opens with its reader's trial ended (looked at: an Arabic
    marketplace's "انتهت فترة التجربة المجانية" over "Why subscribe" and four headed benefits)."""
    if len(text) > PLANS_TEXT_CHARS or not headings or not term_over(headings[0]):
        return None
    shape = plans_after_limit(title, headings, lead, prose, page_own(window))
    return WallVerdict(*shape) if shape is not None else None


def _shaped(shape: Shape | None) -> WallVerdict | None:
    """The verdict a wall known by its shape stands for."""
    return WallVerdict(*shape) if shape is not None else None


def _unless_exempt(verdict: WallVerdict | None, page: Reading) -> WallVerdict | None:
    """``verdict``, unless an exemption clears the page of it
    (:func:`~kotoba.web.verdict.walls_exempt.exemption`)."""
    if verdict is None or exemption(verdict.kind, verdict.signal, page) is not None:
        return None
    return verdict


def box_lines(markup: str) -> dict[Wall, list[str]]:
    """Per kind, the lines the wall boxes of ``markup`` (:mod:`kotoba.web.verdict.boxes`) say, where they
    say a message (:data:`BOX_WORDS` words at least) and not a text of their own
    (:func:`_box_says_little`)."""
    said: dict[Wall, list[str]] = {}
    for kind, span in boxes(markup):
        said.setdefault(kind, []).extend(pieces(visible(span)))
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


def _beside_the_notice(lines: list[str], window: str, page: Reading) -> WallVerdict | None:
    """The wall of another kind whose sentence the page's own markup (outside its chrome and the cookie box's
    ``lines``) says as its opening, where a cookie box alone would name the page: the EU's geo block under a
    cookie bar."""
    shown = [piece for piece in pieces(visible(page_own(window))) if piece not in lines and is_prose(piece)]
    if not shown:
        return None
    for rules in BARRIERS:
        if rules.kind != "consent" and any(_tells(rules, piece) for piece in shown[:LEAD_PIECES]):
            verdict = WallVerdict(rules.kind, "text")
            return verdict if exemption(rules.kind, "text", page) is None else None
    return None


def _box_says_little(kind: Wall, lines: list[str]) -> bool:
    """Whether a box's ``lines`` are a wall's message and machinery, not a text of their own: a news site's
    "paywall" box may hold the very article it keeps for subscribers, served whole to this reader."""
    tiers = (PAYWALL,) if kind == "paywall" else BARRIERS_OF.get(kind, ())
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


def _without_chrome(prose: list[str], markup: str) -> list[str]:
    """``prose`` without what the site's chrome around the page says (:func:`chrome_spans`: its navigation,
    asides, header and footer) and without its lists of links (a "Most read" list, similar products, a menu):
    none of it is a story of the page's own. Each piece is looked up where the markup shows it
    (:func:`not_own`), or else by its letters (:func:`not_own_letters`, read once, where needed)."""
    if not prose or "<" not in markup:
        return prose
    chrome = chrome_spans(markup)
    letters = None
    kept = []
    for piece in prose:
        chromed = not_own(piece, markup, chrome)
        if chromed is None:
            letters = not_own_letters(markup, chrome) if letters is None else letters
            chromed = _within(piece, letters)
        if not chromed:
            kept.append(piece)
    return kept


def _not_linked(at: Iterable[int], pieces: list[str], markup: str) -> list[int]:
    """The indices ``at`` of ``pieces`` that are not said inside a line of links (:func:`linked_lines`), nor
    a label set over a teaser's linked headline: a recommended story's "Member-only story" above its link
    (the next piece: a headline of prose length, linked, and no pay notice's or offer's words)."""
    lines = linked_lines(markup)
    if not lines:
        return list(at)
    letters = "\x00".join(NOT_LETTERS.sub("", line).lower() for line in lines)

    def teaser_badge(i: int) -> bool:
        after = pieces[i + 1] if i + 1 < len(pieces) else ""
        return (
            not is_prose(pieces[i])
            and is_prose(after)
            and _within(after, letters)
            and PAYWALL.said.search(after) is None
            and PAYWALL.apparatus.search(after) is None
        )

    return [i for i in at if not _within(pieces[i], letters) and not teaser_badge(i)]


def _within(piece: str, letters: str) -> bool:
    """Whether ``piece`` stands in a text whose letters (:data:`NOT_LETTERS` dropped, lower case) are
    ``letters``."""
    own = NOT_LETTERS.sub("", _MD_LINK_TARGET.sub("", piece)).lower()
    return bool(own) and own in letters


def _learned(
    title: str,
    headings: list[str],
    text: str,
    url: str,
    status: int | None,
    markup: str,
    said: dict[Wall, list[str]],
    page: Reading,
) -> WallVerdict | None:
    """The learned model's verdict on a page no rule called a wall: a wall where it is confident enough
    (each kind's threshold, set by ``bench/walls_model/train.py`` on rounds it had not seen), where the page
    says little of its own beside that kind's sentences, as the rules measure it (rule 3: a small cookie
    banner under a page's own words changes nothing, whatever the model thinks of the banner), and where no
    exemption clears the page (:mod:`kotoba.web.verdict.walls_exempt`, the rules' own). Only where the markup
    is in hand: the model reads which words it holds, and was trained on pages read directly."""
    from kotoba.web.verdict import wall_model  # its automaton of markup words is built when imported

    chosen = wall_model.model()
    telling = _telling(page.prose)
    names = wall_model.features(
        title=title,
        headings=headings,
        text=text,
        url=url,
        status=status,
        markup=wall_model.markup_words(markup),
        shape=wall_model.structure(markup, text, said),
        declared=declared_title(markup),
        told=telling if chosen.told else (),
        digits=not chosen.masked,
    )

    def told(kind: str) -> bool:
        return kind in telling

    kind, probability = chosen.judge(wall_model.buckets(names), told)
    wall = next((wall for wall in _WALLS if wall == kind), None)  # "none" is no wall
    # (the kind's threshold, or a lower one where the page bears the wall's own sign: wall_model.signed)
    if wall is None or not chosen.counts(kind, probability, names, told):
        return None
    if not leaves_little(kind, page.prose):
        return None
    return _unless_exempt(WallVerdict(wall, MODEL), page)


def _entry(
    window: str, text: str, sentences: list[str], prose: list[str], haystack: str, headings: list[str]
) -> WallVerdict | None:
    """A dictionary's entry (:data:`_PART_OF_SPEECH`): no barrier stands for it, and its italic examples are
    usage, left out of where a paywall's note is looked for (a subscription dictionary's teaser still is)."""
    examples = {clean(found.group(2)) for found in _ITALIC.finditer(window)}
    kept = [piece for piece in sentences if not any(example and example in piece for example in examples)]
    kept_prose = [piece for piece in prose if piece in kept]
    return _paywall(_ITALIC.sub(" ", window), text, kept, kept_prose, haystack, headings)


def leaves_little(kind: str, prose: list[str]) -> bool:
    """Whether ``prose`` says little of its own beside the sentences and machinery of a wall of ``kind``, by
    the strictest of that kind's measures (a cookie notice must be all a page says), or a teaser's length
    for a paywall. The model's verdict counts only where it does: the model knows a wall's wording, not
    where a page's own message ends."""
    if kind == "paywall":
        left = _paywall_left(prose, TEASER_CHARS)
        return left <= TEASER_CHARS
    tiers = BARRIERS_OF.get(kind, ())
    if not tiers:
        return False
    strictest = min(tiers, key=_own_chars)
    left = residue(_own(prose, strictest), strictest.apparatus, gated=said_aside(strictest))
    return left <= _own_chars(strictest)


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
    asides: _Asides,
    alone: str = "",
    found: frozenset[str] | None = None,
) -> str | None:
    """Which evidence makes the page this kind of wall, or None. See the module docstring.

    ``found``, where given, are the kind's needles the page's title, headings and text hold: a piece holding
    none of them says none of its sentences, and is not searched (every sentence holds one)."""

    def may_tell(piece: str) -> bool:
        if found is None:
            return True
        low = piece.lower()
        return any(needle in low for needle in found)

    in_title = bool(title) and (
        (rules.title is not None and says(rules.title, title)) or (may_tell(title) and _tells(rules, title))
    )
    # (a help page's title asks what a not-found page or a geo block says: "Not available in your country? –
    # Help"; an age gate's title may ask the reader's age)
    in_title = in_title and not (rules.kind in STATED_KINDS and TITLE_ASKS.search(title) is not None)
    in_title = in_title and not (rules.kind == "geo" and _named_as_error(rules, title))
    # (a heading or a line that asks, as an explainer's does — "Why some videos are blocked in your country" —
    # is no not-found, log-in or geo statement, with or without its question mark; an age gate asks)
    stated = rules.kind in STATED_KINDS
    # (the item's name is the page's headline: a related-products section's heading, or a product card's title
    # inside its link, names no item the page is about; read once, where a piece tells of a gone item)
    headline: list[str] = []

    def named_apart(piece: str) -> bool:
        if not headline:
            headline.append(headline_of(markup))
        return bool(headline[0]) and headline[0] != piece

    def states(piece: str) -> bool:
        return (
            may_tell(piece)
            and _tells(rules, piece)
            and not (stated and ASKING.match(piece))
            and not (rules.kind == "geo" and _OFFER_SCOPE.search(piece) is not None)
            and not (rules.kind == "geo" and _named_as_error(rules, piece))
            # (an item's own page, headed with its name, tells the item's state: "Retro Lamp" over "This
            # product is no longer available"; headed with the state, the page is the state)
            and not (piece not in headings and _ITEM_GONE.search(piece) is not None and named_apart(piece))
            and not _names_quotation(rules, piece)
        )

    # (a log-in button's label as a heading, "Sign in", is a log-in page's headline, or names its form; under
    # a headline of the page's own, with no form, it heads a section: a help page's "Sign in" step)
    formless = not any(mark in markup for mark in rules.markup)
    sections = {
        heading
        for at, heading in enumerate(headings)
        if at > 0 and formless and _LABEL_HEADING.match(heading) is not None
    }
    in_heading = any(
        states(heading) and heading not in sections and not asides.hold_only(heading) for heading in headings
    )
    # a piece states a sentence only where the whole text holds one too (a line's start is a sentence's in a
    # piece, not in the text); the text, the longest search, is searched once, only after a piece states one
    searched: list[bool] = []

    def anywhere() -> bool:
        if not searched:
            searched.append(_said_somewhere(rules, text))
        return searched[0]

    told = may_tell(text)
    # (such a section's heading, a line of the text, opens no lead either)
    in_lead = told and any(states(piece) for piece in lead if piece not in sections) and anywhere()
    in_text = in_lead or (told and any(states(piece) for piece in sentences) and anywhere())
    if in_text and rules.kind in _ASKED_KINDS and not (in_lead or in_title or in_heading):
        # (an app's page in its full chrome opens with its navigation and sidebar: what it asks of the reader
        # there — to log in, to say their age — opens what the page says of its own; read only where the text
        # states it somewhere. A not-found or cookie sentence past the chrome may be a widget's: "No posts
        # found" under a sidebar's archive)
        in_lead = any(
            states(piece) for piece in _opening(_without_chrome(sentences, markup)) if piece not in sections
        )
    if in_text and rules.kind == "login" and not (in_lead or in_title or in_heading):
        # (a "registered users only" box wherever it stands in the page's own words: walls_members_box)
        in_lead = registered_box(prose, markup, states)
    if not (in_title or in_heading or in_text or alone):
        return None  # (before the markup is searched: most pages end here)
    at_address = rules.address is not None and bool(url) and rules.address.search(url) is not None
    if not at_address and rules.kind == "soft404" and rules.address is not None:
        # (a built site's not-found page declares its own address, whatever address it is served at)
        at_address = any(rules.address.search(declared) for declared in _declared_addresses(markup))
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
    unfinished = _unfinished(text)
    by_title = in_title and rules.title_alone and not unfinished
    # (a title whose wall's words the text quotes: a report on the wall, "Some viewers saw "Not available in
    # your region" last night")
    if by_title and _quoted_in(title, text, rules):
        by_title = False
    # (a not-found title names the state, closing the title or a part of it, and opening it but for a word or
    # two: "Page not found after deploy · Issue #88" and "Docs link returns Page not found · Issue #77" name
    # bugs)
    if by_title and rules.kind == "soft404" and rules.title is not None:
        by_title = any(
            TITLE_STATE_CLOSES.match(title, found.end()) and opens_part(title, found.start())
            for found in rules.title.finditer(title)
        )
    # a page that says it is not ready yet is headed with what it will be, not what it is
    in_heading = in_heading and not unfinished
    if not (by_title or in_heading or in_lead or at_address or in_form or alone):
        return None  # a wall's sentence as an aside further down a page: not its message
    # (the site's trail says the reader is on its not-found page, under a heading saying so: what stands above
    # that heading — a theme's sidebar — is the site's, and the page says under it no more than a wall may)
    crumbed = rules.kind == "soft404" and in_heading and crumbed_not_found(markup)
    if (
        rules.kind in _STORY_KINDS
        and not (at_address or in_form or alone or crumbed)
        and tells_a_story((title, *headings), prose)
    ):
        return None  # a brief headed with a state ("Missing hiker not found") over its own sentences
    headline_said = in_title or in_heading or at_address or in_form or bool(alone)
    if not headline_said and _above_the_headline(rules, text, headings, markup):
        return None  # the site's status line above a page headed with its own subject ("Bike for sale")
    if (
        rules.kind in REPORTED
        and not (at_address or in_form or alone)
        and story_follows(lambda piece: _tells(rules, piece), headings, lead, prose)
    ):
        return None  # (a brief headed and led by the wall it reports, its story told below)
    own = RESIDUE_CHARS if rules.own_chars is None else rules.own_chars
    opens = in_heading and (
        _opens_with(rules, headings, prose, text, own)
        or _opens_under_h1(rules, headings, prose, text, own, markup)
    )
    if crumbed and not opens:
        state_heading = next((heading for heading in headings if states(heading)), "")
        under = text[text.find(state_heading) :] if state_heading and state_heading in text else text
        kept = [piece for piece in _own(_unfilled(prose, text), rules) if piece in under]
        opens = residue(kept) <= own  # (all it says there, the not-found page's own words included)
    if not opens:
        kept = _own(_unfilled(prose, text), rules)
        if residue(kept, rules.apparatus, gated=said_aside(rules)) > own:
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


@per_judgement
def _unfinished(text: str) -> bool:
    """Whether ``text`` is only a template's placeholder (:data:`_PLACEHOLDER`) or says it is not ready yet
    (:data:`_UNFINISHED`): asked once a judgement, not once for each kind of wall whose sentence it says."""
    return _PLACEHOLDER.search(text) is not None or _UNFINISHED.search(text) is not None


class _Asides:
    """A page's ``<aside>`` elements (at most :data:`ASIDES_READ`), as the letters each shows, and the letters
    the page shows without them: each read once per page, where a heading first asks, not once per heading
    and kind of wall (a page of thirty headings, each stating a wall, would read its markup thirty times)."""

    def __init__(self, markup: str) -> None:
        self._markup = markup
        self._inside: list[str] | None = None
        self._outside: str | None = None

    def hold_only(self, heading: str) -> bool:
        """Whether ``heading`` is said only inside the page's asides: a sidebar's box ("Log in" over its form
        beside a forum's topics) heads that box, not the page."""
        markup = self._markup
        if "<aside" not in markup and "<ASIDE" not in markup:
            return False  # (most pages: one substring search)
        if self._inside is None:
            found = itertools.islice(ASIDE.finditer(markup), ASIDES_READ)
            self._inside = [_letters(aside.group()) for aside in found]
        if not any(_within(heading, letters) for letters in self._inside):
            return False
        if self._outside is None:
            self._outside = _letters(ASIDE.sub("\n", markup))
        return not _within(heading, self._outside)


def _letters(markup: str) -> str:
    """The letters ``markup`` shows, lower case (what :func:`_within` looks a piece up in)."""
    return NOT_LETTERS.sub("", visible(markup)).lower()


def _declared_addresses(markup: str) -> list[str]:
    """The addresses the page declares as its own (:data:`_DECLARED`: its canonical link, its ``og:url``),
    where its markup names a 404 at all."""
    if "404" not in markup:
        return []
    found = (_DECLARED_URL.search(tag.group()) for tag in _DECLARED.finditer(markup))
    return [address.group(1) for address in found if address is not None][:DECLARED_READ]


def _above_the_headline(rules: WallRules, text: str, headings: list[str], markup: str) -> bool:
    """Whether the wall's sentences stand only above the page's headline (its first heading, which says
    no wall) in the markup, and what the page says beside them is a story of its own
    (:func:`tells_a_story`): the site's status line ("You are not logged in.") over a classified ad headed
    "Bike for sale"."""
    if not headings or _tells(rules, headings[0]):
        return False
    opening = _FIRST_HEADING.search(markup)
    headline_at = opening.start() if opening is not None else -1
    sentences = [piece for piece in pieces(text) if piece.lstrip("#").strip() != headings[0]]
    told = [piece for piece in sentences if is_prose(piece) and _tells(rules, piece)]  # (not a link's label)
    if headline_at == -1 or not told:
        return False
    if any(not 0 <= markup.find(piece[: NEAR_CHARS // 10]) < headline_at for piece in told):
        return False  # (said under the headline, or where the markup does not show it)
    if rules.kind == "login" and any(names_what_it_holds(piece) for piece in told):
        return False  # (a log-in box naming the article it holds back: the page's message, walls_box_first)
    return tells_a_story(
        (), [piece for piece in sentences if piece not in told and is_prose(piece)], least=STATUS_LINE_UNDER
    )


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


# A quotation closed within a line: its marks in pairs
_QUOTATION = re.compile(
    r'"[^"\n]{2,200}"|“[^“”\n]{2,200}[”"]|«[^«»\n]{2,200}»|„[^„“\n]{2,200}[“"]|「[^「」\n]{2,200}」'
)
_WORD = re.compile(r"[^\W\d_]{2,}")


def _named_as_error(rules: WallRules, piece: str) -> bool:
    """Whether ``piece`` (a line, a title) names one of ``rules``' sentences as an error, the word right after
    it (:data:`_AS_ERROR`)."""
    patterns = [pattern for pattern in (rules.said, rules.title) if pattern is not None]
    found = itertools.chain.from_iterable(
        itertools.islice(pattern.finditer(piece), AS_ERROR_TRIES) for pattern in patterns
    )
    return any(_AS_ERROR.match(piece, said.end()) is not None for said in found)


def _names_quotation(rules: WallRules, piece: str) -> bool:
    """Whether ``piece`` (a heading, a line) holds the wall's sentences only inside a quotation closed within
    it, beside a word of its own: a heading naming the sentence (a talk page's section '"Are you over 18?"
    examples', a list's '“Page not found” pages'), where a line of prose needs more words around a quotation
    to be read as quoting (:func:`kotoba.web.verdict.message.quoted`)."""
    if not any(mark in piece for mark in _QUOTES[:5]):
        return False
    spans = [found.span() for found in _QUOTATION.finditer(piece)]
    if not spans:
        return False
    outside = "".join(
        piece[start:end]
        for start, end in zip((0, *(b for _, b in spans)), (*(a for a, _ in spans), len(piece)), strict=True)
    )
    if _WORD.search(outside) is None:
        return False
    return all(any(a < found.start() + 1 <= b for a, b in spans) for found in rules.said.finditer(piece))


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
        residue(pieces(line), gated=said_aside(rules)) <= own
        for line in text.splitlines()
        if any(piece in line for piece in told)
    )


def _opens_under_h1(
    rules: WallRules, headings: list[str], prose: list[str], text: str, own: int, markup: str
) -> bool:
    """Whether the page opens with the wall under its ``<h1>`` (:func:`_opens_with`, read from there) where
    headings stand before it: a shop's column of boxes ("Zahlungsarten", "Unsere Vorteile") left of its
    not-found page's "404 - Seite nicht gefunden" comes first in the text, and is no opening of the page's."""
    if len(headings) < 2 or (h1 := headline_of(markup)) not in headings[1:]:
        return False
    at = text.find(h1)
    below = text[at + len(h1) :] if at != -1 else ""
    under = list(itertools.islice((piece for piece in prose if piece in below), LEAD_PIECES)) if below else []
    return bool(under) and _opens_with(rules, [h1], under, text, own)


def beyond_reach(article: str) -> bool:
    """Whether ``article`` (an extracted text) is too long for any wall to have left it (:data:`PAGE_CHARS`),
    so that a caller need not decode the markup to judge it: a theme's asset blocks, code and not words, are
    not counted (:func:`~kotoba.web.verdict.walls_liquid.without_assets`)."""
    text = article.strip()
    # (but for a stop holding back a recording under its notes, looked for in the text's tail alone)
    return (
        len(text) > PAGE_CHARS
        and len(without_assets(text).strip()) > PAGE_CHARS
        and _recording_held(text) is None
    )


def _shows_what_it_hid(markup: str) -> bool:
    """Whether ``markup`` hides an element (:data:`_HIDES`) its own script shows (:data:`_SHOWS`)."""
    if _HIDES.search(markup) is None:
        return False
    return _SHOWS.search(script_code(markup)) is not None


def _tells(rules: WallRules, piece: str) -> bool:
    """Whether ``piece`` says one of ``rules``' sentences to its reader about the page, not about a part of it
    (:attr:`WallRules.elsewhere`: a log-in asked for to comment, under a post every reader is shown)."""
    return tells(rules.said, piece) and (rules.elsewhere is None or rules.elsewhere.search(piece) is None)


# The most of a wall's sentences the text is searched for before one is taken as said (a hostile page repeats
# one sentence of another matter thousands of times)
SAID_TRIES = 8


def _said_somewhere(rules: WallRules, text: str) -> bool:
    """Whether ``text`` holds one of ``rules``' sentences, in a sentence the rules do not leave to another
    matter (:attr:`WallRules.elsewhere`): "You must be logged in to comment on this story." above a brief is
    the comments' line, and does not make its site's "Log in" link the brief's wall."""
    for tried, found in enumerate(rules.said.finditer(text)):
        if rules.elsewhere is None or tried >= SAID_TRIES:
            return True
        sentence = sentence_around(text, found.start(), found.end(), NEAR_CHARS)
        if rules.elsewhere.search(sentence) is None:
            return True
    return False


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
        [at for at, piece in enumerate(sentences) if _notice(piece)]
        # (the notices' "^" is a sentence's start: searched over the sentences, a line each)
        if may_say(haystack, _PAYWALL_SAYS) and PAYWALL.said.search("\n".join(sentences)) is not None
        else []
    )
    # (a notice whose next sentence offers the posts by mail is a free newsletter's card: Ghost's signup card
    # "Subscribe to keep reading" over "Get every new post delivered straight to your inbox."; one whose next
    # sentence says the mail stops is a newsletter's unsubscribe notice; a notice in
    # quotation marks after a sentence saying who spoke is what they said; and a page of questions under
    # headings, two at least, is an FAQ answering them: "Why do I see …?" over "You have read your free
    # articles for this month.")
    notices = [
        at
        for at in notices
        if not (at + 1 < len(sentences) and _NEWSLETTER.search(sentences[at + 1]))
        and not (at + 1 < len(sentences) and _MAIL_STOPPED.search(sentences[at + 1]))
        and not (at > 0 and sentences[at][:1] in _OPENING_QUOTES and _ATTRIBUTED.search(sentences[at - 1]))
    ]
    # (a read-more stop under an article told whole is the site's box asking for its next stories: the
    # article above it was read, :mod:`kotoba.web.verdict.walls_read_more`)
    notices = [
        at
        for at in notices
        if not closes_a_whole_article(
            sentences[at], [_paywall_left([piece]) for piece in prose if piece in sentences[:at]]
        )
    ]
    if notices and sum(heading.rstrip().endswith(("?", "？")) for heading in headings) >= FAQ_QUESTIONS:
        notices = []
    if notices:
        # a notice that is a link's label is another page's: a "Most read" headline ("Subscribe to continue
        # reading? How papers pay…"), a teaser's badge ("Article réservé aux abonnés") — not this page's wall
        notices = _not_linked(notices, sentences, markup)
    # a notice is the wall's where a wall puts it: a label of its own ("Member-only story"), or closing the
    # page's own text, after its teaser
    # ...or a pay gate's heading over its offer and little more: "Analysis Dashboard is an Enterprise
    # feature" above the plan's three lines is the gate; a short post headed "Why dark mode is a Pro feature"
    # says more than an offer does
    heads = {heading.strip().lower() for heading in headings}
    gate = any(sentences[at].strip().lower() in heads for at in notices) and (
        _paywall_left(prose, GATE_CHARS) <= GATE_CHARS
    )
    in_text = (
        gate
        or any(not is_prose(sentences[at]) for at in notices)
        or (bool(notices) and _closes(sentences[notices[-1] + 1 :], sentences[: notices[-1]], prose))
    )
    # The markup's notices are looked for before the teaser is measured: its needles are found in one pass
    # (most pages hold none), cheaper than setting the notice's sentences aside in every piece of prose, and
    # a page with no notice anywhere is no paywall, whatever its length.
    noticed = [] if in_text else [p for p in _around(markup, _PAYWALL_NEEDLES) if _notice(p)]
    if noticed:
        # (a read-more stop the extraction dropped, under a text that is an article told whole: its box)
        whole = [_paywall_left([piece]) for piece in prose]
        noticed = [p for p in noticed if not closes_a_whole_article(p, whole)]
    if noticed:
        noticed = [noticed[at] for at in _not_linked(range(len(noticed)), noticed, markup)]
    if not (in_text or noticed):
        return None
    # Past a teaser's length the page is the article wherever its notice stands, but for a stop closing the
    # page on a line of its own that holds back a recording: the notes above it describe what was withheld
    # ("This episode is for paid subscribers" under an episode's show notes, :mod:`walls_premium_only`)
    left = _paywall_left(prose, TEASER_CHARS)
    if left > TEASER_CHARS and not (
        notices
        and holds_back_a_recording(sentences[notices[-1]])
        and _closes(sentences[notices[-1] + 1 :], sentences[: notices[-1]], prose)
    ):
        return None
    # A box standing above the headline says the same whatever the site serves under it: the article there
    # decides, a whole one read, a cut one a teaser (:mod:`kotoba.web.verdict.walls_box_above`)
    first = above_the_headline(markup, [*(sentences[at] for at in notices), *noticed])
    if first:
        after = set(sentences[notices[-1] + 1 :]) if notices else None
        if told_whole(_paywall_left([piece]) for piece in prose if after is None or piece in after):
            return None
    # a notice found in the markup counts where extraction dropped it: a sentence of the article's own text
    # is the article speaking (about paywalls), not the wall; and so is its headline, where the text under it
    # says more than a wall leaves (a pay gate's own heading, "Trial expired", has only the offer under it)
    own = f"{text}\n{headline_of(markup)}" if left > RESIDUE_CHARS else text
    in_markup = any(not _in_text(piece, own) for piece in noticed)
    if not (in_text or in_markup or first):
        return None
    declared = any(mark in markup for mark in PAYWALL.markup)
    where = "text" if in_text or (first and notices) else "markup"
    return WallVerdict("paywall", f"{where} and structured data" if declared else where)


# How far from a long page's end a stop holding back a recording is looked for: its line and the stop's own
# machinery under it ("Subscribe", "Already a paid subscriber? Sign in")
RECORDING_TAIL = 600


def _recording_held(text: str) -> WallVerdict | None:
    """A page past :data:`PAGE_CHARS` closed by a stop holding back a recording
    (:func:`holds_back_a_recording`, a line of its own in its last :data:`RECORDING_TAIL` characters, only
    the stop's machinery under it): the paywall of an episode or a video whose notes were served whole. The
    tail is searched only where it holds one of the stops' literals."""
    tail = text[-RECORDING_TAIL:]
    low = tail.lower()
    if not any(needle in low for needle in RECORDING_NEEDLES):
        return None
    lines = [line.strip().lstrip("#").strip() for line in tail.splitlines()]
    for at, line in enumerate(lines):
        if line and holds_back_a_recording(line):
            after = pieces("\n".join(lines[at + 1 :]))
            if _paywall_left(after) <= RESIDUE_CHARS:
                return WallVerdict("paywall", "text")
    return None


def _notice(piece: str) -> bool:
    """Whether ``piece`` tells a paywall's notice to its reader, and not a free newsletter's offer
    (:data:`_NEWSLETTER`). (A piece holding none of the notices' needles holds none of them.)"""
    return (
        may_say(piece.lower(), _PAYWALL_SAYS)
        and tells(PAYWALL.said, piece)
        and _NEWSLETTER.search(piece) is None
    )


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
    if _paywall_left(prose, TEASER_CHARS) > TEASER_CHARS:
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
            if len(visible(inside)) >= WITHHELD_CHARS:
                return True
    return False


def _closes(after: list[str], before: list[str], prose: list[str]) -> bool:
    """Whether a paywall's notice closes what the page says: a wall's notice follows its teaser, and only the
    wall's own machinery (prices, "Already a subscriber? Sign in", a related headline or two) and the site's
    chrome (``prose`` is the page's own) come after it. A page that goes on after the sentence in its own
    words — more than the little a wall leaves, and more than half what came before — is an article that
    mentions a paywall's words."""
    own = set(prose)
    left = _paywall_left([p for p in after if p in own])
    if left <= RESIDUE_CHARS:
        return True
    before_left = _paywall_left([p for p in before if is_prose(p)])
    return left <= before_left // 2


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


def _without_alt(prose: list[str], markup: str) -> list[str]:
    """``prose`` without an image's alt text standing as a piece of its own (the text read without its
    Markdown writes an image as "!" and its alt: a site's logo heading its page, "!OPPAI おっぱい好きの…",
    its alt the site's tagline), which is a picture the page shows, not a sentence it says."""
    if not any(piece.startswith("!") for piece in prose):
        return prose
    alts = set()
    for tag in _IMG.finditer(markup):
        alt = _ALT.search(tag.group())
        said = next((value for value in alt.groups() if value), "") if alt else ""
        if said:
            alts.add(NOT_LETTERS.sub("", html_lib.unescape(said)).lower())
    return [
        piece for piece in prose if not (piece.startswith("!") and NOT_LETTERS.sub("", piece).lower() in alts)
    ]


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
            yield from pieces(visible(piece))
            at = markup.find(needle, end)
