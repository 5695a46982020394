"""Which pages are exempt from a wall verdict, however its evidence reads: one list, by kind, that the rules'
verdicts (sentences, shapes, the paywall's note) and the learned model's verdict all pass through, so an
exemption written once reaches both (:func:`exemption`).

Each exemption names a page that carries a wall's words without being a wall: a reference page on a status,
a disambiguation page on its name, a help centre's article on a message, a page that only asks about the wall
(a help title's "why/how …?"), a work titled with a state (a song, a poem), a title naming the state inside a
sentence of its own (an issue, a question), a page that only labels or quotes the wall's sentences, a reader's
own trouble told in the first person, a page showing code, a log-in form shown as a design, a page telling the
reader they are logged in, a form asking more than an age, a title asking the age as a hook with no way to
answer. Where a wall's sentence stands on the page (under its headline, above it, in a quote) is the rules'
reading, not an exemption (:mod:`kotoba.web.verdict.walls`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from kotoba.web.verdict.alternation import by_branch, gated
from kotoba.web.verdict.boxes import BOX_TRIES, boxes, element_end
from kotoba.web.verdict.message import pieces, tells
from kotoba.web.verdict.walls_account_done import account_step_done
from kotoba.web.verdict.walls_markup import clean, page_own, shown_markup, visible
from kotoba.web.verdict.walls_rules import BARRIERS_OF, LOGGED_IN_SAID, PAYWALL, SOFT404, WallRules
from kotoba.web.verdict.walls_shapes import SAYINGS, STORY_CHARS, may_say, no_age_gate, tells_a_story

TITLE_SEPARATOR = re.compile(r"\s[-|–—·•/:]\s|[|–—·•]")
_TITLE_WORD = re.compile(r"[^\W\d_]+")
TITLE_WORDS_BEFORE = 2
TITLE_STATE_CLOSES = re.compile(r"[\W\d]*(?:$|\s[-|–—·•/:]\s|[-|–—·•/:]\s)")
ASKING = re.compile(
    r"\W*(?:why|how|what|when|warum|wieso|weshalb|wie|pourquoi|comment|por ?qu[ée]|c[óo]mo|perch[ée]|come"
    r"|почему|зачем|как|为什么|为何|如何|なぜ|どうして|dlaczego|czemu|neden|niye|varför|mengapa|kenapa|bagaimana"
    r"|waarom|hoe)\b|\W*(?:لماذا|كيف|क्यों|कैसे|왜|어떻게)"
    # ...or asks anywhere in it, its question mark followed by more words ("Serial nie jest dostępny w Twoim
    # kraju? Jest sposób", "Yeni dizi ülkenizde erişilemiyor mu? İşte nedeni")
    r"|.*[?？؟]\s*\w",
    re.IGNORECASE,
)
# A title that asks, whole or in its first part before the site's name: a help page's
TITLE_ASKS = re.compile(r"[?？؟]\s*(?:$|[-|–—·•:]\s|\w)")
STATED_KINDS = frozenset({"soft404", "geo", "login"})
# A reader's own trouble told in the first person ("Sejak kemarin saya tidak bisa login", "I can't log in
# since the update"): a forum question titled with its trouble, where the page also asks (a "?" closing a
# sentence of its prose). A wall speaks to its reader, never as them.
_OWN_TROUBLE = gated(re.compile(
    r"\b(?:i|saya|aku|ich|je|jag|ja)\b[^.!?\n]{0,30}?\b(?:can'?t|cannot|could ?n[o'’]t|am unable to"
    r"|tidak bisa|tak bisa|gak bisa|nggak bisa|kann (?:mich )?nicht|n'arrive pas|ne peux pas|kan inte"
    r"|nie mogę|nie moge)\b",
    re.IGNORECASE,
))
# A page whose own prose describes an HTTP status as a status code ("The HTTP 404 Not Found client error
# response status code indicates that…") documents the status: a reference page on 404, 401, 451 or 402
# carries the very title and heading a not-found, log-in, legal block or pay page does, and none speaks of its
# status so (looked at: the four looked-at traps that say "status code" document statuses; no looked-at wall
# says it)
_DESCRIBES_STATUS = by_branch(re.compile(
    r"\bstatus code (?:indicates|means|is used|is returned|tells)\b|\bclient error response\b"
    # ...in the languages of the references on them ("Der Statuscode 404 bedeutet", "L'erreur 404 signifie
    # que", "ist ein nicht standardisierter Antwortstatuscode")
    r"|\b(?:status ?code|statuscode|code d.état|code de statut|código de estado|codice di stato|код состояния"
    r"|error|erreur|fehler|errore|erro|ошибка)\W{0,3}(?:http\W{0,3})?\d{3}\W{0,3}(?:[a-z]+\W{0,3}){0,3}?"
    r"(?:bedeutet|signifie|significa|означает|indica|betekent)\b"
    r"|antwortstatuscode|code de statut de réponse|código de estado de respuesta"
    r"|codice di stato della risposta"
    r"|код (?:состояния )?ответа|ステータスコード|状态码|狀態碼"
    r"|\bresponse status code\b|\bstatus line\b"
    # ...or names it as the status a service answers with ("HTTP 404 (Not Found) is the status our services
    # return when a route does not exist": a wiki's article on it)
    r"|\bis the (?:http )?status(?: code)? (?:[\w'’]+ ){0,3}(?:returns?|sends?|gives?|answers?|responds?)\b"
    # ...or a reference page on an error, saying when it is returned ("Returned when the user ID … matches no
    # user"): a wall is returned, it never says when
    # (a bounded run before it: from every ". " of a page of dots an unbounded one read on to the end)
    r"|(?:^|(?<=[.!?:])\s)\W{0,3}(?:(?:it|this(?: error)?) )?(?:is )?(?:returned|thrown|raised) "
    r"(?:when|if|by)\b"
    r"|\b(?:returns|throws|raises) (?:this|the) (?:error|exception|status|message)\b[^.!?]{0,40}"
    r"\b(?:when|if)\b"
    # ...or a help page on a message, saying when it appears or what it means ("This message means the amount
    # is more than your wallet holds", "Diese Meldung erscheint, wenn Ihr Konto …"): a wall shows its message,
    # it never explains it
    r"|\bthis (?:error )?(?:message|error|notice|warning) (?:appears|is (?:shown|displayed)|shows up|comes up"
    r"|pops up|occurs|means)\b|\byou (?:will |may |might )?(?:see|get|receive) this (?:error|message)"
    r"(?: message)? when\b"
    # ("If you see this error with the message: … it means the page isn't available")
    r"|\bif you (?:see|get|receive) this (?:error|message)\b"
    r"|\bdiese (?:fehler)?meldung (?:erscheint|wird angezeigt|bedeutet)|\bdieser fehler (?:tritt|erscheint)"
    r"|\bce message (?:d.erreur )?(?:s.affiche|apparaît|signifie)"
    r"|\bcette erreur (?:s.affiche|apparaît|signifie|survient)"
    r"|\beste (?:mensaje|error) (?:aparece|se muestra|significa|ocurre)"
    r"|\besta mensagem (?:aparece|é exibida|significa)|\beste erro (?:aparece|ocorre|significa)"
    r"|\bquesto (?:messaggio|errore) (?:appare|compare|viene visualizzato|significa)"
    r"|\bdeze (?:fout)?melding (?:verschijnt|betekent|wordt weergegeven)"
    r"|\b(?:ten komunikat|ten błąd) (?:pojawia się|oznacza|jest wyświetlany)"
    r"|\bэто (?:сообщение|уведомление) (?:появляется|означает|выводится|отображается)"
    r"|\bэта ошибка (?:появляется|возникает|означает)|\bbu (?:mesaj|hata) (?:görünür|çıkar|anlamına gelir)"
    r"|この(?:メッセージ|エラー)は.{0,40}(?:場合|とき|時)|(?:此|该|這個|这个)(?:消息|提示|错误|錯誤|訊息)(?:表示|意味着|会在|會在)",
    re.IGNORECASE,
))
# ...and the words one of which every branch of it holds (its verb, its noun), looked for first: most pages
# hold none, and the pattern has no literal start to skip a text by
_DESCRIBES_STATUS_WORDS = tuple(
    "status statut estado stato код ステータスコード 状态码 狀態碼 bedeutet signifie significa означает"
    " indica betekent erro erreur fehler ошибка returned thrown raised returns throws raises message"
    " notice warning meldung melding mensaje mensagem messaggio komunikat błąd сообщение уведомление"
    " mesaj hata メッセージ エラー 消息 提示 错误 錯誤 訊息".split()
)
_STATUS_KINDS = frozenset({"soft404", "login", "geo", "paywall"})
_BARRIER_KINDS = frozenset(BARRIERS_OF)  # (402 Payment Required: a paywall's)
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
# A help centre's article, its title closing with the centre's name ("Sign in required | Help", "Zaloguj się,
# aby kontynuować – nie pamiętam hasła | Pomoc", "… – YouTube Help"), headed with a log-in or geo message it
# explains, without a log-in form: no looked-at wall's title names a help centre (the one looked-at title that
# does is a trap's). And its article on its cookies ("How we use cookies | Help", with the choice it shows).
# A help centre's not-found page is one, so only these kinds.
_HELP_TITLE = re.compile(
    r"(?:\s[-|–—·•:]|[|–—·•])\s*(?:[^\W\d_]+\s){0,2}(?:help(?: cent(?:er|re))?|hilfe|aide|pomoc|hjälp|ayuda"
    r"|ajuda|aiuto|bantuan|hulp|yardım|помощь|справка|ヘルプ|도움말|帮助)\s*$",
    re.IGNORECASE,
)
_HELP_KINDS = frozenset({"login", "geo", "consent", "age"})
# A title asking the reader's age and going on in its own words ("Are you over 18? Take the pension quiz"),
# over a page with no way to answer (no button, no field, no choice): a quiz's or an article's hook, no gate
_ASKS_ON = re.compile(r"[?？]\s*[^\W\d_]")
_ANSWER_MARKUP = ("<button", "<select", "onclick")
# ...and a field is a way to answer, but for a site's search box and a hidden field (its header's search form
# answers nothing the page asks); at most this many fields are read
_INPUT = re.compile(r"<input\b([^>]{0,500})", re.IGNORECASE)
_NO_ANSWER_FIELD = re.compile(
    r"""type\s*=\s*["']?(?:search|hidden)\b|name\s*=\s*["']?(?:q|s|query|search|keywords?)["'\s>]""",
    re.IGNORECASE,
)
FIELDS_READ = 50
# An age verdict resting on the headline alone, over a story of its own (:func:`tells_a_story`) and a page
# with no way to answer: a news headline naming an age limit ("19세 미만 청소년 게임 제한 완화", "Under-18s
# banned from…"), no gate. A CJK or Hangul character says about what two Latin letters do: its story is
# half as long.
STORY_CJK_CHARS = 30
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# A work titled with a state: a song's or a poem's page ("Not Found lyrics – The Lanterns", "Not Found, by
# Mary Okafor | Poetry"), a film's ("Geo-Blocked (2024) - Film"), its title naming the headline as the work it
# is; an album's, its headline over its maker's byline ("404" over "by The Static Hours"); an episode's or a
# chapter's, its title numbering it first ("Episode 212: Error 404 — when the web forgets")
WORK_YEAR = r"\((?:1[89]|20)\d\d\)"  # (a film's year in brackets after its name)
_WORK_AFTER = re.compile(rf"\s*(?:lyrics\b|,?\s+by\s+[^\W\d_]|{WORK_YEAR}(?!\S))", re.IGNORECASE)
_BYLINE = re.compile(r"(?:by|par|von|por|di|door)\s+[^\W\d_]", re.IGNORECASE)
_NUMBERED_PART = re.compile(
    r"\W*(?:episode|ep\.|chapter|part|season|series|track|folge|épisode|chapitre|episodio|capítulo|capitolo)"
    r"\s*\d{1,4}\s*[:.—–-]\s",
    re.IGNORECASE,
)
# A disambiguation page: its headline's word, then what it may refer to ("404 may refer to: 404 (year), HTTP
# 404, …"), in the wording of the encyclopedias' languages
_REFERS = re.compile(
    r"^[^\n]{0,80}?\b(?:may (?:also )?refer to|can (?:also )?refer to|steht für"
    r"|peut (?:faire référence à|désigner)|puede referirse a|può riferirsi a|kan verwijzen naar"
    r"|может означать)\b\s*:?",
    re.IGNORECASE | re.MULTILINE,
)
_REFERS_WORDS = ("refer", "steht für", "référence", "désigner", "riferirsi", "verwijzen", "означать")
_PASSWORD_FIELD = re.compile(r"type\s*=\s*[\"']?password", re.IGNORECASE)
HEADLINE_ONLY = frozenset({"title", "heading", "title and heading"})


# The stages a status page's incident is updated under, each heading one update (Atlassian Statuspage's,
# which the hosted status pages of most services use, and the self-hosted ones copy)
_INCIDENT_STAGE = re.compile(
    r"(?:investigating|identified|monitoring|resolved|update|postmortem|scheduled|in progress|completed"
    r"|verifying)(?: [-–—·] .{1,60})?",
    re.IGNORECASE,
)
INCIDENT_STAGES = 2


def _describes_status(text: str) -> bool:
    """Whether ``text`` describes a status or a message as a reference or a help page does
    (:data:`_DESCRIBES_STATUS`), its words (:data:`_DESCRIBES_STATUS_WORDS`) looked for first."""
    lowered = text.lower()
    if not any(word in lowered for word in _DESCRIBES_STATUS_WORDS):
        return False
    return _DESCRIBES_STATUS.search(text) is not None


def _only_reported(kind: str, prose: list[str]) -> bool:
    """Whether ``prose`` holds a wall of ``kind``'s sentences, and every one labelled, quoted or reported
    (:func:`~kotoba.web.verdict.message.tells` reads none as said): a translation platform's string page."""
    held = [piece for piece in prose if any(rules.said.search(piece) for rules in BARRIERS_OF.get(kind, ()))]
    return bool(held) and not tells_wall(kind, held)


def _incident_updates(headings: list[str]) -> bool:
    """Whether ``headings`` are an incident's updates on a status page, at least :data:`INCIDENT_STAGES` of
    its stages (:data:`_INCIDENT_STAGE`): "Resolved", "Investigating" — a report on pages that showed "Page
    not found" or would not log users in, not such a page."""
    return sum(_INCIDENT_STAGE.fullmatch(heading) is not None for heading in headings) >= INCIDENT_STAGES


def _names_a_work(title: str, headings: list[str]) -> bool:
    """Whether ``title`` names the page's headline as a work (:data:`_WORK_AFTER`): a song's, a poem's, a
    film's, an album's, an episode's."""
    if _NUMBERED_PART.match(title) is not None:
        return True
    if not headings or not headings[0] or not title.lower().startswith(headings[0].lower()):
        return False
    byline = len(headings) > 1 and _BYLINE.match(headings[1]) is not None
    return byline or _WORK_AFTER.match(title, len(headings[0])) is not None


def _tells_of_the_state(title: str) -> bool:
    """Whether ``title`` names the not-found state only inside a sentence of its own, words of it before the
    state, never as a part of the title by itself (as the rules read a title): "Docs link returns Page not
    found · Issue #77", "Flask returns 404 Not Found for static files - Stack Overflow"."""
    assert SOFT404.title is not None
    found = list(SOFT404.title.finditer(title))
    alone = any(TITLE_STATE_CLOSES.match(title, at.end()) and opens_part(title, at.start()) for at in found)
    return bool(found) and not alone and all(not opens_part(title, at.start(), before=0) for at in found)


def disambiguates(headings: list[str], text: str) -> bool:
    """Whether ``text`` is a disambiguation page on its headline's word (:data:`_REFERS`)."""
    if not headings or not any(word in text for word in _REFERS_WORDS):
        return False  # (a literal first: most pages hold none)
    found = _REFERS.search(text)
    return found is not None and headings[0].lower() in found.group().lower()


def _help_article(title: str, markup: str) -> bool:
    """Whether the page is a help centre's article (:data:`_HELP_TITLE`) showing no log-in form."""
    return _HELP_TITLE.search(title) is not None and _PASSWORD_FIELD.search(markup) is None


def _asks_of_own_trouble(prose: list[str]) -> bool:
    """Whether ``prose`` tells its writer's own trouble in the first person (:data:`_OWN_TROUBLE`) and asks:
    a forum question, not a wall's message."""
    return any(_OWN_TROUBLE.search(piece) for piece in prose) and any(
        piece.rstrip().endswith(("?", "？", "؟")) for piece in prose
    )


def tells_wall(kind: str, prose: list[str]) -> bool:
    """Whether a sentence of ``prose`` tells its reader one of a wall of ``kind``'s sentences (as
    :func:`~kotoba.web.verdict.message.tells` reads it: not quoted, not reported), wherever it stands: where
    the rules, which ask more of where a wall says it, found no wall, this is a sign beside the model's."""
    low = "\n".join(prose).lower()  # (a kind none of whose needles the prose holds is not searched)
    tiers = [rules for rules, needles in SAYINGS if rules.kind == kind and may_say(low, needles)]
    return any(tells(rules.said, piece) for rules in tiers for piece in prose)


def opens_part(title: str, at: int, before: int = TITLE_WORDS_BEFORE) -> bool:
    """Whether what ``title`` says at ``at`` opens its part of the title (after the last separator before it)
    but for :data:`TITLE_WORDS_BEFORE` words at most ("Oops! Page not found", "Error: Page not found")."""
    start = max((found.end() for found in TITLE_SEPARATOR.finditer(title, 0, at)), default=0)
    return len(_TITLE_WORD.findall(title, start, at)) <= before


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
    headline = [clean(piece).casefold() for piece in (title, *headings) if piece]
    whole = clean(text).casefold()
    for at, found in enumerate(_CODE_BLOCK.finditer(shown_markup(markup))):
        if at == CODE_BLOCKS_READ:
            break
        block = clean(found.group(1)).casefold()
        if block and block != whole and not any(block in piece for piece in headline):
            return True
    return False


def _showcase(title: str, headings: list[str]) -> bool:
    """Whether the page's title or a heading names a log-in screen, page or form as a design shown — a UI
    kit's, a template's, a demo's, a tutorial's (:data:`_SHOWCASE`) — not a log-in asked of the reader."""
    return any(_SHOWCASE.search(piece) for piece in (title, *headings) if piece)


# The signals of the walls known by their shape (:mod:`kotoba.web.verdict.walls_shapes`: a short page's few
# choices, its padlock, its limit, its session ended, its refusal; a wall's own box): a page showing code is
# a document where a wall's sentence stands beside the code, but a gate's shape is the gate whatever it shows
SHAPE_SIGNALS = frozenset(
    {"choice", "padlock", "limit", "term", "session", "refusal", "sign", "box"}
    | {"licence", "tier", "login form", "link gone", "welcome back"}
)
# The signal of the learned model's verdict (:mod:`kotoba.web.verdict.wall_model`): it reads the whole page,
# so an exemption the rules apply to a verdict by the headline alone applies to it too
MODEL = "model"


@dataclass(frozen=True)
class Reading:
    """What the exemptions read of a page: its title, headings, text (a template's tags set aside), the text's
    prose and opening, and its markup. What more than one exemption asks is worked out once, when first
    asked: most pages are no wall, and no exemption is asked of them."""

    title: str
    headings: list[str]
    text: str
    prose: list[str]
    lead: list[str]
    markup: str

    @cached_property
    def documents_status(self) -> bool:
        """A reference page on a status or a message, or a disambiguation page on its name."""
        return _describes_status(self.text) or disambiguates(self.headings, self.text)

    @cached_property
    def shows_code(self) -> bool:
        return _shows_code(self.text, self.markup, self.title, self.headings)

    @cached_property
    def answerable(self) -> bool:
        """Whether the page offers a way to answer it: a button, a choice, a script's click, a field (but a
        search box or a hidden one)."""
        lowered = self.markup.lower()
        if any(mark in lowered for mark in _ANSWER_MARKUP):
            return True
        for at, field in enumerate(_INPUT.finditer(self.markup)):
            if at == FIELDS_READ or _NO_ANSWER_FIELD.search(field.group(1)) is None:
                return True
        return False


@dataclass(frozen=True)
class Exemption:
    """A page that carries a wall's words and is not that wall: its name, the kinds it clears, and the test
    (the page, the kind, the signal of the verdict it is asked of)."""

    name: str
    kinds: frozenset[str]
    applies: Callable[[Reading, str, str], bool]


def _asks(page: Reading, kind: str, signal: str) -> bool:
    """Whether, wherever the page speaks of a wall of ``kind`` — its title, headings and opening — it asks
    (:data:`ASKING`, :data:`TITLE_ASKS`: "Why some videos are blocked in your country", "Not available in
    your country? – Help"): an explainer's question, no not-found, log-in or geo statement. A page whose
    headline says nothing of the wall and whose title asks is a help page's, for the model, which may call a
    page a wall by other words."""
    headline = [piece for piece in dict.fromkeys((page.title, *page.headings, *page.lead)) if piece]
    if not any(ASKING.match(piece) or TITLE_ASKS.search(piece) for piece in headline):
        return False  # (nothing asks: most walls end here, before their sentences are looked for again)
    tiers = BARRIERS_OF.get(kind, ())
    spoken = [piece for piece in headline if _speaks(tiers, piece, as_title=piece == page.title)]
    if spoken:
        return all(ASKING.match(piece) or TITLE_ASKS.search(piece) for piece in spoken)
    return signal == MODEL and TITLE_ASKS.search(page.title) is not None


def _speaks(tiers: tuple[WallRules, ...], piece: str, *, as_title: bool) -> bool:
    """Whether ``piece`` tells one of the ``tiers``' sentences, or, ``as_title``, says their title."""
    return any(
        tells(rules.said, piece)
        or (as_title and rules.title is not None and rules.title.search(piece) is not None)
        for rules in tiers
    )


# A how-to's headline, asking how to do something ("How do I save an article?", "Comment enregistrer un
# article ?", "Wie speichere ich einen Artikel?", "¿Cómo guardo un artículo?", "Come salvo un articolo?",
# "Как сохранить статью?")
_HOW_TO = re.compile(
    r"\W*(?:how (?:do|can|to|does)|comment|wie|c[óo]mo|come|como|как|hoe|jak)\b", re.IGNORECASE
)
# ...and its log-in sentence saying what of the reader's own the account is needed for ("You must be logged in
# to find your favourites", "Il faut être connecté pour retrouver vos favoris", "…, um Ihre Favoriten
# wiederzufinden", "para encontrar tus favoritos", "per ritrovare i tuoi preferiti", "чтобы найти ваши
# закладки"), where a wall names the page it stands in for ("to view this page", "pour accéder à cet article")
_FOR_OWN = re.compile(
    r"\b(?:to|pour|afin de|um|para|per|чтобы|om|aby|żeby)\b[^.!?\n]{0,40}?\b(?:your|vos|votre|tes|ton|ta"
    r"|tus|tu|deine[mnrs]?|dein|ihre[mnrs]?|tuoi|tue|tuo|tua|seus|suas|seu|sua|ваш\w*|сво\w*|jouw|je"
    r"|twoje|twoich|swoje|swoich)\b",
    re.IGNORECASE,
)


# ...or, with no possessive, what it names is a feature, not the page: its purpose clause ("чтобы найти
# избранное", "pour retrouver les favoris", "para encontrar los favoritos") points at nothing with a
# demonstrative ("чтобы просмотреть эту страницу", "pour accéder à cette page") and asks for no way to see,
# read, reach or go on ("чтобы продолжить", "pour lire la suite", "para ver el contenido", "um
# fortzufahren"): a wall's purpose is always the page it stands in for. The clause runs to the sentence's
# end or its next comma, bounded.
_PURPOSE = re.compile(
    r"\b(?:to|pour|afin de|um|para|per|чтобы|om|aby|żeby)\b([^.!?,;\n]{1,60})", re.IGNORECASE
)
# (a demonstrative, anywhere in the sentence: the page, its content, this article — "This content is only
# available to registered users" names the page, whatever its "to" is followed by)
_DEMONSTRATIVE = re.compile(
    r"\b(?:this|these|that|those|cette|cet|ces|ce|este|esta|estos|estas|ese|esa|esto|isto|isso|questa|questo"
    r"|questi|queste|quest|diese[mnrs]?|dieses|deze|dit|эт\w*|данн\w*|tę|tego|tej|tych|ten|tą)\b",
    re.IGNORECASE,
)
# (a way to see, read, reach or go on, in the languages of :data:`_HOW_TO`)
_TO_THE_PAGE = re.compile(
    r"\b(?:view|see|access|read|continue|proceed|open|visit|enter|watch|unlock|accéder|voir|lire|consulter"
    r"|continuer|poursuivre|visualiser|afficher|ouvrir|débloquer|ver|acceder|acessar|aceder|leer|ler"
    r"|continuar|seguir|visualizar|consultar|abrir|desbloquear|vedere|visualizzare|accedere|leggere"
    r"|continuare|proseguire|consultare|aprire|sbloccare|просмотр\w*|посмотреть|смотреть|увидеть|видеть"
    r"|читать|прочитать|прочесть|продолжить|доступ\w*|открыть|перейти|bekijken|zien|lezen|verder"
    r"|toegang|zobaczyć|wyświetlić|przeczytać|czytać|kontynuować|dostęp\w*|otworzyć|przeglądać)\b"
    r"|(?:sehen|lesen|zugreifen|fortzufahren|aufzurufen|anzuzeigen|freizuschalten|weiterzulesen)\b",
    re.IGNORECASE,
)
# (a headline of a few words, not a one-word heading: "Comment" heads a comment form, "Как" no how-to)
HOW_TO_WORDS = 3


def _names_a_feature(piece: str) -> bool:
    """Whether ``piece`` says what the account is for in a purpose clause (:data:`_PURPOSE`) that asks no way
    to the page (:data:`_TO_THE_PAGE`), and points at nothing (:data:`_DEMONSTRATIVE`): a feature the reader
    may use once logged in."""
    purposes = [found.group(1) for found in itertools.islice(_PURPOSE.finditer(piece), PURPOSES_READ)]
    if not purposes or _DEMONSTRATIVE.search(piece) is not None:
        return False
    return not any(_TO_THE_PAGE.search(purpose) for purpose in purposes)


PURPOSES_READ = 4


def _how_to_for_own(page: Reading, kind: str, signal: str) -> bool:
    """Whether the page is a how-to (its headline asks how, :data:`_HOW_TO`) with no log-in form, and every
    sentence of it asking to log in says what of the reader's own the account is for (:data:`_FOR_OWN`), or,
    under a headline of :data:`HOW_TO_WORDS` words at least, names a feature and not the page
    (:func:`_names_a_feature`): a help page explaining that a feature needs an account, not a page stood in
    for by a log-in."""
    headline = page.headings[0] if page.headings else page.title
    if _HOW_TO.match(headline) is None or _PASSWORD_FIELD.search(page.markup) is not None:
        return False
    told = [
        piece for piece in page.prose if any(tells(rules.said, piece) for rules in BARRIERS_OF.get(kind, ()))
    ]
    worded = len(_TITLE_WORD.findall(headline)) >= HOW_TO_WORDS
    return bool(told) and all(
        _FOR_OWN.search(piece) is not None or (worded and _names_a_feature(piece)) for piece in told
    )


def _box_only_quoted(page: Reading, kind: str, signal: str) -> bool:
    """Whether the page holds a paywall's notice only as what it shows a reader (a help page's "A reader
    without access sees the box: This post is for paying subscribers only."), never telling it to its own
    reader: a page about the box, where the box ending an article's preview tells it."""
    said = [piece for piece in page.prose if PAYWALL.said.search(piece) is not None]
    return bool(said) and not any(tells(PAYWALL.said, piece) for piece in said)


def _by_headline(signal: str) -> bool:
    """Whether a verdict rests on the headline alone (:data:`HEADLINE_ONLY`) or is the model's, which reads
    the whole page as one."""
    return signal in HEADLINE_ONLY or signal == MODEL


def _story_chars(pieces: list[str]) -> int:
    """The least a story of ``pieces`` tells: :data:`STORY_CJK_CHARS` where they are written in CJK or
    Hangul characters, else :data:`STORY_CHARS`."""
    return STORY_CJK_CHARS if any(_CJK.search(piece) for piece in pieces) else STORY_CHARS


def _said_by_headline(page: Reading, kind: str, signal: str) -> bool:
    """:func:`_by_headline`, or the text's only sentence telling the wall is the headline itself (a heading
    extraction kept as the text's first line): a brief's own paragraph under it says no wall."""
    if _by_headline(signal):
        return True
    if "text" not in signal.split(" and ") or not set(signal.split(" and ")) <= {"title", "heading", "text"}:
        return False
    heads = {heading.strip() for heading in page.headings}
    return not tells_wall(kind, [piece for piece in page.prose if piece.lstrip("#").strip() not in heads])


def _hook(page: Reading, kind: str, signal: str) -> bool:
    """Whether the verdict rests on the headline alone (or the model's reading) and the title asks the age and
    goes on in its own words over a page with no way to answer (:data:`_ASKS_ON`): a quiz's hook."""
    return (
        _ASKS_ON.search(page.title) is not None
        and not page.answerable
        and _said_by_headline(page, kind, signal)
    )


# A headline opening with a wall's words and going on after a colon in a sentence of its own, three words at
# least, none speaking of a wall ("Log in required: council's new parking app criticised"): a news headline's
# hook, where a wall's title names the wall alone or with more of its own words ("Log in required: please sign
# in to continue")
HOOK_GOES_ON = r"(?:[^\W\d_][\w'’-]*\s+){2}[^\W\d_]"  # (three words at least, after the colon)
_HOOK = re.compile(rf"([^:：|]{{2,80}})[:：]\s+({HOOK_GOES_ON}[^|]*)")
_SITE_PART = re.compile(r"\s[|–—·•]\s|\s-\s")
# ...where the hook's headline goes on about pages, the word alone is no wall's talk of "this page"
_PAGES = re.compile(r"\b(?:web ?)?(?:pages?|seiten?|páginas?|pagine|pagina)\b", re.IGNORECASE)


def _headline_hook(page: Reading, kind: str, signal: str) -> bool:
    """Whether a verdict resting on the headline (or the model's) has a title that opens with the wall's
    words only as a hook (:data:`_HOOK`)."""
    if not _said_by_headline(page, kind, signal):
        return False
    found = _HOOK.match(_SITE_PART.split(page.title, maxsplit=1)[0])
    if found is None:
        return False
    hook, rest = found.group(1), found.group(2)
    # (a headline on pages may name them: "Error 404: the council website that lost half its pages")
    told = _PAGES.sub(" ", rest) if kind == "soft404" else rest
    tiers = BARRIERS_OF.get(kind, ())
    return (
        _speaks(tiers, hook, as_title=True)
        and not _speaks(tiers, rest, as_title=True)
        and tells_a_story((), [told], least=0)
    )


def _age_policy_section(page: Reading, kind: str, signal: str) -> bool:
    """Whether the age words stand in one section of a page headed with its own subject: its headline (first
    heading) and another of its headings speak of no wall, and its prose that speaks of no wall tells a story
    of its own (:func:`tells_a_story`) — a knife's or a sake's product page with its age policy under
    "Age verification" beside "About this knife" (rev5, EN DE ES JA). A gate's page is headed by the gate."""
    if signal in SHAPE_SIGNALS or len(page.headings) < 3:
        return False
    # (its sentences, not only those of prose length: a CJK product's description is two short ones)
    said = [piece.lstrip("#").strip() for piece in pieces(page.text)]
    said = [piece for piece in said if piece not in page.headings]
    least = _story_chars(said)
    if sum(map(len, said)) < least:
        return False  # (before a sentence is weighed: most walls end here)
    unwalled = (heading for heading in page.headings[1:] if tells_a_story((), [heading], least=0))
    if not tells_a_story((), page.headings[:1], least=0) or next(unwalled, None) is None:
        return False
    return tells_a_story((), [piece for piece in said if tells_a_story((), [piece], least=0)], least=least)


def _age_in_the_news(page: Reading, kind: str, signal: str) -> bool:
    """Whether an age verdict resting on the headline alone stands over a story of its own and a page with no
    way to answer (:data:`STORY_CJK_CHARS`)."""
    if not _by_headline(signal) or page.answerable:
        return False
    return tells_a_story((page.title, *page.headings), page.prose, least=_story_chars(page.prose))


# A consent manager's dialog laid over a page served whole: the dialog in its own box (:mod:`boxes`), and
# outside it the page's own headline (its first heading) and at least this much text of its own under it,
# before the dialog or the site's footer, none of which speaks of a wall (a town's weather, a match's score, a
# word's definition: short by nature, and all there). A wall served in the page's place has no headline and
# text of its own outside its dialog, only the site's frame.
OVER_A_PAGE_CHARS = 40
_HEADING = re.compile(r"<h[1-3]\b", re.IGNORECASE)
_FOOTER_TAG = re.compile(r"<footer\b", re.IGNORECASE)
# (an offer to pay instead is a pay-or-accept wall's; a template's filler text is no text of the page's own)
_PAY_INSTEAD = gated(re.compile(
    r"subscri|\babo\b|\babonn|\bpur\b|ad-free|werbefrei|\bpay\b|\bpaid\b", re.IGNORECASE
))
_LOREM = re.compile(r"\blorem ipsum\b", re.IGNORECASE)
# ...and an age gate's dialog the markup hides until a script shows it (an inline "display: none", the
# "hidden" attribute), above a product page served whole: a click-through, as a cookie banner is
_HIDDEN_OPEN = re.compile(
    r"<(div|section|aside|dialog|form)\b(?=[^<>]{0,500}?(?:display\s*:\s*none|\shidden(?:[\s=>]|$)))[^<>]{0,500}>",
    re.IGNORECASE,
)


def _hidden_dialogs(markup: str) -> list[tuple[int, int]]:
    """Where the markup's first few elements hidden in it (:data:`_HIDDEN_OPEN`) start and end."""
    lowered = markup.lower()
    found = []
    for at, opening in enumerate(_HIDDEN_OPEN.finditer(markup)):
        if at == BOX_TRIES:
            break
        found.append((opening.start(), element_end(lowered, opening.group(1).lower(), opening.end())))
    return found


def _over_a_page(page: Reading, kind: str, signal: str) -> bool:
    """Whether the consent or age dialog is laid over a page served whole (:data:`OVER_A_PAGE_CHARS`): in
    its kind's box, or hidden in the markup until a script shows it (:data:`_HIDDEN_OPEN`). Read on the
    markup as shown: a heading a script writes in later (a consent manager's second layer, built from a
    string) is none of the page's own."""
    if len(page.headings) < 2 or _PAY_INSTEAD.search(page.text) is not None:
        return False  # (a page's own headline, and the dialog's: most walls have one heading at most)
    markup = shown_markup(page.markup)
    spans = [span for box, span in boxes(markup) if box == kind]
    placed = [(at, at + len(span)) for span in spans if (at := markup.find(span)) != -1]
    if kind == "age":
        placed += _hidden_dialogs(markup)
    if not placed:
        return False
    headings = _HEADING.finditer(markup)
    outside = (found for found in headings if not any(a <= found.start() < b for a, b in placed))
    heading = next(outside, None)
    if heading is None:
        return False
    # the page's own part: from its headline to the dialog after it, or to the site's footer
    end = min([a for a, _ in placed if a > heading.start()], default=len(markup))
    footer = _FOOTER_TAG.search(markup, heading.start(), end)
    own = pieces(visible(markup[heading.start() : footer.start() if footer else end]))
    if not own or any(_LOREM.search(piece) for piece in own):
        return False
    # (its headline speaks of no wall — a story of no least length — and the text under it tells a story)
    return tells_a_story((), own[:1], least=0) and tells_a_story(own[:1], own[1:], least=OVER_A_PAGE_CHARS)


# The site's own page on its cookies, by its words: titled (the title's first part) or headed (its first
# heading) as a cookie or privacy policy, in the languages sites write one in ("Cookie Policy",
# "Cookie-Richtlinie", "Politique relative aux cookies", "Política de cookies", "Informativa sui cookie",
# "Cookiebeleid", "Política de Cookies", "Polityka cookies", or only "Cookies"), with prose of its own, and
# no consent dialog's machinery over it (a consent box, a button or link to accept or refuse). The same page
# at its address is exempt by the address (``WallRules.subject``); judged in hand it has none.
_POLICY_NAME = re.compile(
    r"\W*(?:(?:our|the|unsere|notre|nuestra|la nostra|onze|a nossa|nossa)\s+)?(?:"
    r"(?:cookies?|privacy|data protection)(?:\s*(?:and|&|und|et|y|e|en)\s*(?:cookies?|privacy))?"
    r"(?:\s+(?:policy|notice|statement|declaration|information|information notice|settings explained))?"
    r"|(?:about|how we use|our use of|use of) cookies"
    r"|cookie-?(?:richtlinien?|hinweise?|erkl[äa]rung|policy|informationen)|datenschutz(?:erkl[äa]rung"
    r"|hinweise|richtlinie)?|(?:hinweise|informationen) zu(?:r verwendung von)? cookies"
    r"|politique (?:relative aux|des|de|d.utilisation des|en mati[èe]re de) cookies"
    r"|politique de confidentialit[ée]"
    r"|(?:gestion|utilisation|charte) des cookies|informations? sur les cookies"
    r"|pol[íi]tica de (?:cookies|privacidad|privacidade)|(?:uso|utiliza[çc][ãa]o|aviso) de cookies"
    r"|informativa (?:estesa )?(?:sui|sull.uso dei|cookie|privacy|sulla privacy)(?: cookie)?"
    r"|(?:uso|utilizzo) dei cookie"
    r"|cookiebeleid|cookieverklaring|privacybeleid|privacyverklaring|polityka (?:plik[óo]w )?cookies?"
    r"|polityka prywatno[śs]ci|cookiepoli(?:cy|tik)|om cookies|(?:brug|anv[äa]ndning) af cookies"
    r")(?:\s+(?:for|of|von|de|du|della|del|van|da)\s+[^\n]{1,60})?\W*",
    re.IGNORECASE,
)
# (its prose beside the headline: a policy explains; a notice titled "Cookies" says a line and asks)
POLICY_PROSE_CHARS = 150
# ...and the consent dialog's own machinery: a button or a link labelled to accept or refuse
_CONSENT_ANSWER = re.compile(
    r"<(?:button|a)\b[^>]{0,500}>\s*(?:<[^>]{1,200}>\s*){0,3}(?:accept|agree|allow|reject|decline|refuse|deny"
    r"|got it|ok\b|okay|i understand|akzeptieren|zustimmen|einverstanden|ablehnen|alle akzeptieren|accepter"
    r"|j.accepte|refuser|tout accepter|aceptar|acepto|rechazar|accetta|accetto|rifiuta|accepteren|akkoord"
    r"|weigeren|aceitar|aceito|recusar|rejeitar|akceptuj|zgadzam|odrzu)",
    re.IGNORECASE,
)


def _policy_page(page: Reading, kind: str, signal: str) -> bool:
    """Whether the page is the site's own policy on its cookies (:data:`_POLICY_NAME`), with prose of its own
    and no consent dialog's machinery over it."""
    first = TITLE_SEPARATOR.split(page.title, maxsplit=1)[0] if page.title else ""
    named = [piece for piece in (first, *page.headings[:1]) if piece and _POLICY_NAME.fullmatch(piece)]
    if not named or signal not in _POLICY_SIGNALS:
        return False
    own = sum(len(piece) for piece in page.prose if piece not in page.headings and piece != page.title)
    if own < POLICY_PROSE_CHARS:
        return False
    if _CONSENT_ANSWER.search(page.markup) is not None:
        return False
    return not any(box == kind for box, _ in boxes(page.markup))


# (the verdicts a page's words reach: a box, an image, a script's banner or a consent form are machinery)
_POLICY_SIGNALS = frozenset(
    {
        "title",
        "heading",
        "text",
        "title and heading",
        "title and text",
        "heading and text",
        "title and heading and text",
        MODEL,
    }
)


# A bare statement of the reader's state, all a line says ("You are not logged in.", "You're not signed in
# yet"): a site's status line, which asks nothing. A log-in wall asks too ("Please log in to use the
# application", "Please log in above"); a forum's or a wiki's index carries the status line over its own
# entries.
_BARE_STATE = re.compile(
    r"^\W*(?:you(?:['’]re| are) )?not (?:yet )?(?:logged|signed) ?in(?: yet| right now)?\W*$", re.IGNORECASE
)
# An index's entry: a list item or a table row holding a link and words of its own beside the link's label (a
# forum's "General discussion (120 topics)", a board's description): an entry a log-in wall's links ("Forgot
# password?", "Register") never have.
_ENTRY = re.compile(r"<(li|tr)\b[^<>]{0,300}>(.{0,2000}?)</\1\s*>", re.IGNORECASE | re.DOTALL)
_LINK = re.compile(r"<a\b[^<>]{0,500}>.{0,300}?</a\s*>", re.IGNORECASE | re.DOTALL)
_OWN_WORD = re.compile(r"[^\W_]{2,}")
INDEX_ENTRIES = 3
ENTRIES_READ = 60


def index_entries(markup: str) -> int:
    """How many entries of an index (:data:`_ENTRY`) ``markup`` holds, counting stops at
    :data:`INDEX_ENTRIES`: list items and table rows with a link and a word of their own outside it."""
    if "<a" not in markup.lower():
        return 0
    found = 0
    for at, entry in enumerate(_ENTRY.finditer(markup)):
        if at == ENTRIES_READ:
            break
        inner = entry.group(2)
        if "<a" in inner.lower() and _OWN_WORD.search(visible(_LINK.sub(" ", inner))) is not None:
            found += 1
            if found == INDEX_ENTRIES:
                break
    return found


def _index_under_status(page: Reading, kind: str, signal: str) -> bool:
    """Whether the log-in verdict rests on the text's bare status line (:data:`_BARE_STATE`: "You are not
    logged in.", asking nothing, no heading or title saying it), over an index of the page's own: at least
    :data:`INDEX_ENTRIES` entries (:data:`_ENTRY`) outside the site's navigation, header and footer."""
    if signal != "text":
        return False
    told = [piece for piece in page.prose if _speaks(BARRIERS_OF["login"], piece, as_title=False)]
    sentences = [piece for piece in pieces(page.text) if _speaks(BARRIERS_OF["login"], piece, as_title=False)]
    if not sentences or not all(_BARE_STATE.match(piece) for piece in (*told, *sentences)):
        return False
    return index_entries(page_own(page.markup)) >= INDEX_ENTRIES


# A form's step, as service design systems lay one out (GOV.UK's, the NHS's, the US Web Design System's
# "question pages"): the page's question is its headline, set inside the legend of a fieldset of radio or
# check-box answers ("Are you 18 or over?" / Yes / No / Continue, in a form posting to the service's next
# step). An age gate asks by buttons or links, or by a form without a legend over its headline; a consent
# dialog's legend names cookies.
_LEGEND_HEADLINE = re.compile(
    r"<legend\b[^<>]{0,300}>\s*<h1\b[^<>]{0,300}>(.{1,300}?)</h1\s*>", re.IGNORECASE | re.DOTALL
)
_ANSWER_FIELD = re.compile(r"<input\b[^<>]{0,300}type\s*=\s*[\"']?(?:radio|checkbox)\b", re.IGNORECASE)
_COOKIE_WORD = re.compile(r"cookie|consent|tracking|privacy", re.IGNORECASE)


def _question_step(page: Reading, kind: str, signal: str) -> bool:
    """Whether the page is one step of a service's form (:data:`_LEGEND_HEADLINE`): its headline is a
    fieldset's legend over radio or check-box answers, and speaks of no cookies."""
    found = _LEGEND_HEADLINE.search(page.markup)
    if found is None or _COOKIE_WORD.search(found.group(1)) is not None:
        return False
    return _ANSWER_FIELD.search(page.markup, found.end()) is not None


# The exemptions, each with the kinds it clears (the first that applies is the verdict's exemption)
EXEMPTIONS: tuple[Exemption, ...] = (
    Exemption(
        "a reference page on the status", _STATUS_KINDS, lambda page, kind, signal: page.documents_status
    ),
    Exemption(
        # (an age gate always offers a way to answer)
        "a help centre's article",
        _HELP_KINDS,
        lambda page, kind, signal: (
            _help_article(page.title, page.markup) and (kind != "age" or not page.answerable)
        ),
    ),
    Exemption("a page asking about the wall", STATED_KINDS, _asks),
    Exemption("a how-to saying what a feature needs an account for", frozenset({"login"}), _how_to_for_own),
    Exemption("the box only quoted by a page about it", frozenset({"paywall"}), _box_only_quoted),
    Exemption(
        # (where the page's prose tells the wall to its reader, the work's page is walled: "Parasite (2019)"
        # over the player's "This title is not available in your country.")
        "a work titled with the state",
        _BARRIER_KINDS,
        lambda page, kind, signal: (
            _names_a_work(page.title, page.headings)
            and not tells_wall(kind, [piece for piece in page.prose if piece not in page.headings])
        ),
    ),
    Exemption(
        "a title naming the state in a sentence of its own",
        frozenset({"soft404"}),
        lambda page, kind, signal: _tells_of_the_state(page.title),
    ),
    Exemption("a headline's hook", STATED_KINDS, _headline_hook),
    Exemption(
        # (a verdict whose text told the wall's sentence to the reader has one not reported)
        "the wall's sentences only labelled or quoted",
        STATED_KINDS,
        lambda page, kind, signal: "text" not in signal.split(" and ") and _only_reported(kind, page.prose),
    ),
    Exemption(
        "a reader's own trouble, asked about",
        STATED_KINDS,
        lambda page, kind, signal: _asks_of_own_trouble(page.prose),
    ),
    Exemption(
        "code shown",
        _NO_CODE_KINDS,
        lambda page, kind, signal: signal not in SHAPE_SIGNALS and page.shows_code,
    ),
    Exemption(
        # (a page on not-found pages, titled or headed with one, showing how to make it; an API's changelog
        # headed "410 Gone" over the new paths)
        "code shown under a not-found headline",
        frozenset({"soft404"}),
        lambda page, kind, signal: _by_headline(signal) and page.shows_code,
    ),
    Exemption(
        "a log-in form shown as a design",
        frozenset({"login"}),
        lambda page, kind, signal: _showcase(page.title, page.headings),
    ),
    Exemption(
        "the reader is logged in",
        frozenset({"login"}),
        lambda page, kind, signal: _logged_in(page.title, page.headings, page.lead),
    ),
    Exemption("an index under the site's status line", frozenset({"login"}), _index_under_status),
    Exemption(
        # (:mod:`kotoba.web.verdict.walls_account_done`: the notice is the page, its log-in the next step)
        "an account step done",
        frozenset({"login", "paywall"}),
        lambda page, kind, signal: account_step_done(page.title, page.headings, page.lead, page.text),
    ),
    Exemption("a service's question step", frozenset({"age", "consent"}), _question_step),
    Exemption(
        "a form asking more than an age",
        frozenset({"age"}),
        lambda page, kind, signal: no_age_gate(page.markup),
    ),
    Exemption("a title asking the age as a hook", frozenset({"age"}), _hook),
    Exemption("an age limit in a headline over a story", frozenset({"age"}), _age_in_the_news),
    Exemption("an age policy as a section of a page", frozenset({"age"}), _age_policy_section),
    Exemption("a dialog over a page served whole", frozenset({"consent", "age"}), _over_a_page),
    Exemption("the site's own policy on its cookies", frozenset({"consent"}), _policy_page),
    Exemption(
        "an incident's updates on a status page",
        frozenset({"soft404", "login", "geo", "consent", "age"}),
        lambda page, kind, signal: _incident_updates(page.headings),
    ),
)


def exemption(kind: str, signal: str, page: Reading) -> str | None:
    """The name of the first exemption (:data:`EXEMPTIONS`) that clears ``page`` of a verdict of ``kind``
    reached by ``signal``, or None: the verdict stands."""
    for exempt in EXEMPTIONS:
        if kind in exempt.kinds and exempt.applies(page, kind, signal):
            return exempt.name
    return None
