"""What a page's main message is: the judges' shared reading of a text, sentence by sentence.

A wall or a block page and an article about one can carry the same sentences. What tells them apart is not
the page's length but whether the page *says* the sentence to its reader — in its title, a heading or its
opening, outside quotation marks — and whether anything else is left once the sentences of the wall and of
its machinery are set aside. These helpers answer those questions for :mod:`~kotoba.web.verdict.walls` and
:mod:`~kotoba.web.verdict.blockpage`.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from contextvars import ContextVar
from typing import Any, ParamSpec, Protocol, TypeVar

from kotoba.web.verdict.literals import folded

# A sentence of at least this many words (runs of characters holding a letter) is prose; shorter pieces are
# menus, buttons and labels, and lines of symbols alone (ASCII art, "| $$ /$$$$$$ |") are no words at all.
PROSE_WORDS = 5
# Pieces in scripts written without spaces count as prose from this many characters.
PROSE_CJK_CHARS = 20
# A character of a script written without spaces carries about as much as this many of a spaced script (a
# Chinese or Japanese word is one or two characters, an English one five and a space): residues are counted
# in the spaced scripts' characters, so a paragraph of Japanese news weighs what its translation would.
CJK_WEIGHT = 3
# How far back an opening quotation mark may stand and still enclose a sentence.
QUOTE_REACH = 300
# Words of prose around a straight-quoted sentence that make it a quotation.
QUOTED_AMONG_WORDS = 3

# A sentence ends at a full stop followed by a space, or at an ideographic one, which no space follows; and
# a line at its line break. Each match starts at the stop or the break (the piece ends before the break,
# after the stop): a pattern opening with a class of characters is tried only where one stands, where
# ``(?<=[.!?])\s+|(?<=[。！？])\s*|\n+``, the same boundaries, was tried at every character
_PIECES = re.compile(r"[.!?。！？\n](?:(?<=[.!?])\s+|(?<=[。！？])\s*|(?<=\n)\n*)")
# ...the rougher cut a few rules count a page's sentences by (:func:`sentences_of`): a space after every stop,
# the ideographic ones too, and a run of line breaks; the pieces keep their marks and spaces
_SENTENCE_BREAK = re.compile(r"(?<=[.!?。！？])\s+|\n+")
# ...and a mark that ends a sentence or a line wherever it stands, spaced or not ("example.com" holds one):
# the bounds of the sentence around a match (:func:`sentence_around`)
_SENTENCE_END = re.compile(r"[.!?。！？\n]")
_MARKS = re.compile(r"^[\s#>*\-–•|]+")
_WORD = re.compile(r"[^\W\d_]{2,}")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_LETTER = re.compile(r"[^\W\d_]")
# Runs of spaces become one space: only the runs that change are matched (a lone " " stays as it is),
# so a line of fifty words is not rebuilt fifty times over. Both judges tidy their markup's lines with it.
# (``[ \t\r\f\v\u00a0]{2,}|[\t\r\f\v\u00a0]`` written to open with its class: tried only at a space)
SPACE_RUNS = re.compile(r"[ \t\r\f\v\u00a0](?:[ \t\r\f\v\u00a0]+|(?<=[\t\r\f\v\u00a0]))")
FURNITURE = re.compile(
    r"©|&copy;|all rights reserved|privacy policy|terms (?:of|and) (?:use|service|conditions)|cookie policy"
    # (and the browsers a site is best viewed in, a line Japanese sites keep at every page's foot: "推奨環境
    # について"; the browsers' list itself is :data:`_BROWSER_RUN`)
    r"|推奨環境|推奨ブラウザ|\bbest viewed (?:in|with)\b",
    re.IGNORECASE,
)
# ...and a run of three browsers' names ("Google Chrome最新版 / Firefox最新版 / Safari最新版", "Edge,
# Safari and Chrome"), each bounded by what is no Latin letter ("Chrome最新版" names the browser), that
# names one prose has no other use for (:data:`_BROWSER_NAME`): "edge" and "safari" alone are words, and
# "from edge to edge … our safari guide" is a travel story's sentence
_BROWSER_RUN = re.compile(
    r"(?<![a-z])(?:chrome|firefox|safari|edge|internet explorer)(?![a-z])[^.!?\n]{0,30}?"
    r"(?<![a-z])(?:chrome|firefox|safari|edge|internet explorer)(?![a-z])[^.!?\n]{0,30}?"
    r"(?<![a-z])(?:chrome|firefox|safari|edge|internet explorer)(?![a-z])",
    re.IGNORECASE,
)
_BROWSER_NAME = re.compile(r"(?<![a-z])(?:chrome|firefox|internet explorer)(?![a-z])", re.IGNORECASE)


# ...the literals (folded, :func:`~kotoba.web.verdict.literals.folded`) one of which each match of
# :data:`FURNITURE` holds, and of :data:`_BROWSER_NAME`: a piece holding none is not searched
_FURNITURE_LITERALS = (
    "©", "&copy;", "all rights reserved", "privacy policy", "terms ", "cookie policy", "推奨環境",
    "推奨ブラウザ", "best viewed ",
)
_BROWSER_LITERALS = ("chrome", "firefox", "internet explorer")


def furniture(piece: str) -> bool:
    """Whether ``piece`` is the site's furniture (:data:`FURNITURE`, :data:`_BROWSER_RUN`), not its
    message. (Most pieces hold none of their literals, and no pattern is run over them.)"""
    low = folded(piece)
    if any(literal in low for literal in _FURNITURE_LITERALS) and FURNITURE.search(piece) is not None:
        return True
    if not any(name in low for name in _BROWSER_LITERALS):
        return False  # (a run of browsers counts only where it names one prose has no other use for)
    return any(_BROWSER_NAME.search(run.group()) for run in _BROWSER_RUN.finditer(piece))


# The verbs of a reader seeing and a site showing, in the languages help pages on a paywall's box are
# written in
SEEING = (
    r"sees?|saw|seeing|shows?|showed|shown|showing|displays?|displayed|displaying|voit|voient|affiche"
    r"|affichent|sieht|sehen|zeigt|zeigen|ve|ven|muestra|muestran|vê|veem|mostra|mostram|vede|vedono"
)
# ...the notice shown, named between the verb and the colon ("sees the box:", "displays the message:", "voit
# le message :", "sieht den Hinweis:")
SHOWN_NOTICE = (
    r"box|message|notice|banner|prompt|pop-?up|overlay|screen|text|note|line|sentence|following|cta"
    r"|boîte|encadré|avis|bandeau|texte|mention|écran|hinweis|meldung|nachricht|kasten|satz|mensaje|aviso"
    r"|cuadro|caja|texto|cartel|pantalla|mensagem|caixa|tela|messaggio|avviso|riquadro|testo|schermata"
)
# ...or the one who sees it from outside the wall, or the software showing it, before the verb ("A reader
# without access sees", "Non-members see", "Ghost then shows", "the theme displays", "le lecteur voit"); the
# members and subscribers a wall names are inside it
OUTSIDE_SEER = (
    r"readers?|visitors?|users?|guests?|non-?members?|non-?subscribers?|anyone|everyone else|people|they|it"
    r"|ghost|wordpress|the (?:site|page|theme|platform|app|plugin|template|browser)"
    r"|lecteurs?|visiteurs?|utilisateurs?|leser(?:in|innen)?|besucher(?:in|innen)?|nutzer(?:in|innen)?"
    r"|benutzer(?:in|innen)?|lectore?s?|visitantes?|usuarios?|usuários?|leitore?s?|utilizadore?s?|lettori"
    r"|lettore|visitatori|visitatore|utenti|utente"
)
# ...and the members and subscribers a wall names, inside it: right before the verb they make a wall's lead-in
# ("Members see: …"), where any other lead-in of seeing before a colon ("you'll see:", "what shows up:", "Wer
# nicht angemeldet ist, sieht:") is a help page's, quoting the box (a fixed-width look behind each, the word
# whole: "Non-members see:" is outside)
INSIDE_SEERS = (
    "member",
    "members",
    "subscriber",
    "subscribers",
    "supporters",
    "patrons",
    "mitglieder",
    "abonnenten",
    "membres",
    "abonnés",
    "miembros",
    "socios",
    "suscriptores",
    "membros",
    "assinantes",
    "membri",
    "abbonati",
)
_NOT_INSIDE = "".join(rf"(?<!(?<![\w-]){seer}\s)" for seer in INSIDE_SEERS)
# ...and the readers or users a wall names as its own, by the word before them ("Premium users see: …",
# "Paying readers see the rest: …", "Registered users see more: …"): not outside seers, and not a help page's
INSIDE_QUALIFIERS = (
    "premium", "paying", "paid", "registered", "subscribed", "logged-in", "signed-in", "vip", "pro"
)
INSIDE_NOT = "".join(f"(?<!{word} )" for word in INSIDE_QUALIFIERS)
_QUALIFIED_NOUNS = ("users", "readers", "visitors", "viewers", "members", "subscribers")
_NOT_INSIDE += "".join(
    rf"(?<!(?<![\w-]){word}\s{noun}\s)" for word in INSIDE_QUALIFIERS for noun in _QUALIFIED_NOUNS
)

# A sentence reported rather than said: the frame a story puts around a wall's words, right before them
# (a verb of saying in the third person or the past, then "that" and the clause's subject; or someone asked
# or told "to" do it)
_REPORTED = re.compile(
    r"(?:\b(?:told|tells|telling|says|said|saying|reads|warned|warns|informed|informs|reminded|reminds)\b"
    r"(?:\s+(?:[\w'’-]+\s+){0,3}?that(?:\s+[\w'’-]+){0,4}?)?"
    r"|\b(?:asks|asked|asking|tells|told|telling)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:visitors|readers|users|viewers|people|players|customers|them)\s+to)\s*:?\s*$"
    # ...or reported as what a notice says, its noun and the word that opens what it says right before it
    # ("run into a notice that the content is not available in your country", "narazí na hlášku, že obsah
    # není ve vaší zemi dostupný", "eine Meldung, dass …", "un message indiquant que …", "сообщение о том,
    # что …"): an article about the wall, retelling it
    r"|(?:\b(?:message|notice|notification|warning|error|screen|banner|sign|prompt|pop-?up)s?\s+(?:that"
    r"|saying|reading|stating|which (?:says|reads))"
    r"|\b(?:meldung|hinweis|nachricht|fehlermeldung|anzeige)\w*,?\s+(?:dass|wonach)"
    r"|\b(?:message|avis|mention|écran|notification)s?\s+(?:indiquant|disant|affirmant|précisant)\s+qu(?:e|['’])"
    r"|\b(?:mensaje|aviso|cartel|pantalla|mensagem)s?\s+(?:que dice|que diz|de que|indicando que"
    r"|informando que"
    r"|diciendo que|dizendo que)"
    r"|\b(?:messaggio|avviso|schermata)\s+(?:che dice|che indica|secondo cui)"
    r"|\b(?:melding|bericht|mededeling),?\s+dat"
    r"|\b(?:hlášk|zpráv|upozorněn|oznámen)\w*,?\s+že|\b(?:komunikat|informacj|powiadomieni)\w*,?\s+że"
    r"|(?:сообщени|надпис|уведомлени|предупреждени)\w*,?\s+(?:о том,?\s+)?что)"
    # (each word taken whole, possessively: a word cut into pieces in every way before the end fails would
    # cost the cube of its length)
    r"(?:\s*[\w'’-]++){0,4}?\s*:?\s*$"
    # ...or shown as what a reader sees or a site shows, the colon opening it (a help page's "A reader without
    # access sees the box: This post is for paying subscribers only.", "Ghost then shows: …", "le lecteur
    # voit le message : …", "der Leser sieht den Hinweis: …"): a page about the box, quoting it. Only where
    # the lead-in names the notice shown (:data:`SHOWN_NOTICE`) or the one who sees it from outside
    # (:data:`OUTSIDE_SEER`): a wall may open its notice with what its members see or get ("Members see: …",
    # "Subscribers see the full story: …"), and that lead-in names neither
    rf"|\b(?:{SEEING})\b(?:\s*[\w'’-]++){{0,3}}?\s+(?:{SHOWN_NOTICE})\b(?:\s*[\w'’-]++){{0,2}}?\s*:"
    r"(?:\s*[\w'’-]++){0,3}?\s*$"
    rf"|\b{INSIDE_NOT}(?:{OUTSIDE_SEER})\b(?:\s*[\w'’-]++){{0,4}}?\s+(?:{SEEING})\b(?:\s*[\w'’-]++){{0,4}}?\s*:"
    r"(?:\s*[\w'’-]++){0,3}?\s*$"
    rf"|{_NOT_INSIDE}\b(?:{SEEING})\b(?:\s*[\w'’-]++){{0,4}}?\s*:(?:\s*[\w'’-]++){{0,3}}?\s*$"
    # ...or labelled as an example of usage or a string to translate, the label right before it (a
    # dictionary's "Ejemplo: Inicia sesión para continuar.", a translation platform's "Source string
    # (English): You must be logged in to view this page.", "English: Sorry, we couldn't find that page.")
    r"|\b(?:(?:for )?example|e\.g\.|(?:por |zum |par |ad |per )?(?:ejemplo|beispiel|exemple|esempio|exemplo)"
    r"|voorbeeld|przykład|пример|örnek|contoh|usage|source(?: string| text)?|msgid|msgstr|translation"
    r"|english|german|french|spanish|italian|portuguese|dutch|polish|russian|japanese|chinese|korean"
    r"|deutsch|englisch|français|anglais|español|inglés"
    # ...or a string's key, as a UI copy guide lists them ("not_found: Sorry, we can't find that page.")
    r"|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?:\s*\([^)]{1,30}\))?\s*:\s*[^.!?:\n]{0,40}$",
    re.IGNORECASE,
)
REPORT_REACH = 80
# ...or attributed after them in the same sentence ("An account is required to see it, the archive's page
# says"): a verb of saying in the third person or the past, never an imperative ("…, and read for free"); and
# so in the languages the walls are read in, the verb often first ("Debes tener 18 años o más para entrar,
# advierte el cartel de la web", "…, prévient le site", "…, warnt die Seite", "…, avverte il sito"), none
# that a wall's own next clause may open with ("indica tu fecha", "steht")
_ATTRIBUTED = re.compile(
    r"[^.!?\n]*?,\s*(?:[\w'’-]+\s+){0,3}?(?:says|said|reads|writes|wrote|warns|warned|explains|explained"
    r"|dice|dijo|advierte|advirtió|reza|explica|dit|prévient|avertit|explique|écrit|sagt|warnt|schreibt"
    r"|heißt es|avverte|recita|scrive|spiega|diz|avisa|adverte|escreve|zegt|waarschuwt|schrijft|mówi"
    r"|ostrzega|pisze|głosi)\b",
    re.IGNORECASE,
)
_NON_WORD_START = re.compile(r"^[\W_]+")
_OPENING = "“«「『„"  # (corner brackets are CJK quotation marks; „ opens a German or Polish one)
_CLOSING = "”»」』"
# Single quotation marks, straight or curly: one opens before a letter where a word may start, and closes
# after a word's last character before a space, a punctuation mark or the end; an apostrophe inside a word
# ("couldn't") is neither
_SINGLE_OPEN = re.compile(r"(?:^|(?<=[\s(\[:—–-]))['‘](?=[^\W\d_])")
_SINGLE_CLOSE = re.compile(r"(?<=[^\s'‘])['’](?=[\s.,;:!?)\]…]|$)")


class Sentences(Protocol):
    """What a judge searches a text with: a compiled pattern, or a long alternation searched branch by
    branch (:class:`~kotoba.web.verdict.alternation.Alternation`), which answers as the pattern would."""

    def search(self, string: str, pos: int = ..., endpos: int = ..., /) -> re.Match[str] | None: ...

    def finditer(self, string: str, pos: int = ..., endpos: int = ..., /) -> Iterator[re.Match[str]]: ...


# What one judgement has worked out about a text, by what was asked (``tells``), of which pattern (its ``id``)
# and the text: a judgement asks the same of the same sentence several times (a lead piece is one of the
# sentences too, a heading is asked about for every kind, an exemption asks again what a rule asked), and
# the answers are kept for that judgement only (:func:`one_judgement`), so no page's cost is lowered by
# another's, and nothing is kept once it ends.
JUDGEMENT: ContextVar[dict[tuple[str, object, object], Any] | None] = ContextVar("judgement", default=None)

# An ASCII text shorter than this is lower-cased again rather than looked up (:func:`folded_once`)
_FOLD_KEPT_FROM = 256

_P = ParamSpec("_P")
_R = TypeVar("_R")


def one_judgement(judge: Callable[_P, _R]) -> Callable[_P, _R]:
    """``judge``, each call of it one judgement: what it works out about a text is kept until it returns
    (:data:`JUDGEMENT`; a call inside another judgement's is part of that one)."""

    @functools.wraps(judge)
    def judged(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        if JUDGEMENT.get() is not None:
            return judge(*args, **kwargs)
        token = JUDGEMENT.set({})
        try:
            return judge(*args, **kwargs)
        finally:
            JUDGEMENT.reset(token)

    return judged


def per_judgement(compute: Callable[_P, _R]) -> Callable[_P, _R]:
    """``compute``, a pure function of its arguments (positional, hashable), its answers kept for the rest of
    the judgement (:data:`JUDGEMENT`): several rules and exemptions ask the same of a page's markup (what
    it offers of its own, where its chrome stands), and each answer is worked out once a judgement. What it
    answers is shared by every caller in that judgement, and none changes it. Outside a judgement, or
    called with keywords, it is worked out each time."""

    @functools.wraps(compute)
    def kept(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        judgement = JUDGEMENT.get()
        if judgement is None or kwargs:
            return compute(*args, **kwargs)
        key = ("per judgement", compute, args)  # (the function, not its name: two may share one)
        if key in judgement:
            answer: _R = judgement[key]
            return answer
        answer = judgement[key] = compute(*args, **kwargs)
        return answer

    return kept


def folded_once(text: str) -> str:
    """:func:`~kotoba.web.verdict.literals.folded` of ``text``, kept for the judgement (:data:`JUDGEMENT`)
    where folding costs more than looking it up (a long or a non-ASCII text): the alternations and the
    literal gates that read the same sentence fold it once."""
    if text.isascii() and len(text) < _FOLD_KEPT_FROM:
        return text.lower()
    kept = JUDGEMENT.get()
    if kept is None:
        return folded(text)
    key = ("folded", None, text)
    low: str | None = kept.get(key)
    if low is None:
        low = kept[key] = folded(text)
    return low


def pieces(text: str) -> list[str]:
    """The sentences and lines of ``text``, list marks and heading marks removed."""
    return list(iter_pieces(text))


def iter_pieces(text: str) -> Iterator[str]:
    """:func:`pieces`, one at a time: a judge that stops early reads no further into a long text."""
    start = 0
    for boundary in _PIECES.finditer(text):
        at = boundary.start()
        cut = at if text[at] == "\n" else at + 1  # (a stop ends its sentence; a line break is no piece's)
        piece = _MARKS.sub("", text[start:cut]).strip()
        if piece:
            yield piece
        start = boundary.end()
    piece = _MARKS.sub("", text[start:]).strip()
    if piece:
        yield piece


def sentences_of(text: str) -> list[str]:
    """``text`` cut at each sentence's stop followed by a space and at each run of line breaks, its pieces as
    they stand (marks, spaces and empty ones kept): the cut by which the block-page judge counts what is
    left of a page and the welcome-back landing reads its lines, kept here so the two count alike."""
    return _SENTENCE_BREAK.split(text)


def sentence_around(text: str, start: int, end: int, reach: int) -> str:
    """The sentence of ``text`` holding ``text[start:end]``: from the last stop or line break at most
    ``reach`` characters before it (or ``reach`` characters back, where none is) through the first one after
    it. Every stop bounds it, spaced or not, so what is read is at most the sentence."""
    back = max(0, start - reach)
    opening = max((found.end() for found in _SENTENCE_END.finditer(text, back, start)), default=back)
    ending = _SENTENCE_END.search(text, end)
    return text[opening : ending.end() if ending is not None else len(text)]


def is_prose(piece: str) -> bool:
    """Whether ``piece`` is a sentence rather than a menu item, a button or a label."""
    if not piece.isascii() and _CJK.search(piece):  # (an ASCII piece holds none: known without a search)
        return len(piece) >= PROSE_CJK_CHARS
    words = 0
    for token in piece.split():
        if _LETTER.search(token):
            words += 1
            if words == PROSE_WORDS:
                return True
    return False


def says(pattern: Sentences, text: str) -> bool:
    """Whether ``text`` says one of ``pattern``'s sentences itself, outside quotation marks."""
    return any(not quoted(text, match.start()) for match in pattern.finditer(text))


def tells(pattern: Sentences, text: str) -> bool:
    """Whether ``text`` says one of ``pattern``'s sentences to its reader: outside quotation marks (see
    :func:`says`), and not reported by the sentence around it ("viewers were told that …", "the app asks
    visitors to …", "the oldest notice still reads …", "…, the archive's page says"), as a story tells of a
    wall's words without them. Asked again in the same judgement (:func:`one_judgement`), the answer kept."""
    kept = JUDGEMENT.get()
    if kept is None:
        return _tells(pattern, text)
    key = ("tells", pattern, text)  # (the object, not its id: an id outlives its object)
    told = kept.get(key)
    if told is None:
        told = kept[key] = _tells(pattern, text)
    return bool(told)


def _tells(pattern: Sentences, text: str) -> bool:
    for match in pattern.finditer(text):
        # (from the match's first word: a sentence matched from the line's start takes in the quotation mark
        # that opens it, «Войдите, чтобы продолжить»: что делать)
        at = match.start() + len(match.group()) - len(_NON_WORD_START.sub("", match.group(), count=1))
        if (
            not quoted(text, at)
            and _REPORTED.search(text, max(0, at - REPORT_REACH), at) is None
            and _ATTRIBUTED.match(text, match.end(), match.end() + REPORT_REACH) is None
        ):
            return True
    return False


def quoted(text: str, at: int) -> bool:
    """Whether position ``at`` of ``text`` lies inside a quotation opened before it.

    Curly quotation marks, guillemets and corner brackets pair up. Straight double quotes enclose ``at``
    when an odd number of them stand before it, one closes the quotation after it, and prose stands around
    the quotation: a JSON error body (``"message": "You have exceeded a secondary rate limit"``) is the
    message itself, not a quotation of it. A German „…“ pair reads as open from its closing mark on: this
    errs on the side of taking a sentence as quoted, that is, of reading the page. A closing mark that opens
    (Swedish ”…”, Danish »…«: :func:`_opens`) opens.
    """
    start = max(0, at - QUOTE_REACH)
    before = text[start:at]
    opened = max(before.rfind(mark) for mark in _OPENING)
    closed = max(before.rfind(mark) for mark in _CLOSING)
    if opened > closed or (closed >= 0 and _opens(text, start + closed)):
        return True
    if before.count('"') % 2 == 0:
        return _single_quoted(text, at, start)
    opening = start + before.rfind('"')
    closing = text.find('"', at, at + QUOTE_REACH)
    if closing == -1:
        # (a quotation running on past this sentence, which was cut inside it — "… shown a message such as
        # "This content is for members only. Please log in."": quoted where prose stands before it)
        return _among_words(text[start:opening])
    return _among_words(text[start:opening] + " " + text[closing + 1 : closing + 1 + QUOTE_REACH])


def _opens(text: str, at: int) -> bool:
    """Whether the closing mark at ``at`` of ``text`` opens a quotation as Swedish and Finnish open one with
    "”" and Danish with "»" ("”Denna artikel är för prenumeranter” står det under nyheten"): right before a
    letter, after no letter or digit. A closing mark closes after a word, or stands before a space or a
    punctuation mark (French « … », its closing guillemet after a space)."""
    after = text[at + 1 : at + 2]
    return after.isalpha() and not (at > 0 and text[at - 1].isalnum())


def _among_words(around: str) -> bool:
    """Whether ``around`` (the text before and after a quotation) holds :data:`QUOTED_AMONG_WORDS` words of
    prose (counting stops there: a quotation asked about once per match costs a few words, not its reach)."""
    return len(list(itertools.islice(_WORD.finditer(around), QUOTED_AMONG_WORDS))) == QUOTED_AMONG_WORDS


def _single_quoted(text: str, at: int, start: int) -> bool:
    """Whether ``at`` lies inside single quotation marks (:data:`_SINGLE_OPEN`, :data:`_SINGLE_CLOSE`) opened
    after ``start`` and closed after ``at``, with prose around them as for straight double quotes: a title
    "Why you see 'This content is not available in your country'" quotes the sentence it explains."""
    # the last mark before ``at`` that opens or closes decides (a word's apostrophe does neither): a few
    # string searches back through the marks, not a pattern run over the whole reach
    end = at
    while True:
        mark = max(text.rfind("'", start, end), text.rfind("‘", start, end))
        if mark < 0 or _SINGLE_CLOSE.match(text, mark) is not None:
            return False
        if _SINGLE_OPEN.match(text, mark) is not None:
            break
        end = mark
    closing = _SINGLE_CLOSE.search(text, at, at + QUOTE_REACH)
    if closing is None:
        return False
    return _among_words(text[start:mark] + " " + text[closing.end() : closing.end() + QUOTE_REACH])


def residue(
    prose: Iterable[str],
    *setting_aside: Sentences,
    stop_above: int | None = None,
    needles: tuple[str, ...] | None = None,
    gated: tuple[Sentences, Callable[[str], bool]] | None = None,
) -> int:
    """Characters of ``prose`` (a Chinese, Japanese or Korean one counting :data:`CJK_WEIGHT`) left once
    sentences matching any of ``setting_aside``, and the site's furniture (copyright and policy lines), are
    set aside: what the page says of its own.

    With ``stop_above``, counting stops as soon as the count passes it (the answer is then only "more"),
    so a long article costs a few sentences, not its whole text. ``needles`` (lower case), where given,
    hold one literal of every match of ``setting_aside``: a sentence with none of them is not searched.
    ``gated``, where given, is one more pattern to set aside and a test of a lower-cased sentence that says
    whether it may hold one of its matches (a wall's sentences, each holding one of its kind's needles):
    the pattern, the longest a judge runs, is searched only where the test says so.
    """
    left = 0
    # (a judgement counts the same prose against the same patterns many times — the paywall's rules ask of
    # the whole prose, then of each piece —, so whether a piece is set aside is kept for the judgement)
    kept = JUDGEMENT.get()
    how = (setting_aside, needles, gated)
    for piece in prose:
        if kept is None:
            aside = _set_aside(piece, setting_aside, needles, gated)
        else:
            key = ("residue", how, piece)
            known: bool | None = kept.get(key)
            aside = kept[key] = _set_aside(piece, setting_aside, needles, gated) if known is None else known
        if not aside:
            left += len(piece) + (0 if piece.isascii() else (CJK_WEIGHT - 1) * len(_CJK.findall(piece)))
            if stop_above is not None and left > stop_above:
                break
    return left


def _set_aside(
    piece: str,
    setting_aside: tuple[Sentences, ...],
    needles: tuple[str, ...] | None,
    gated: tuple[Sentences, Callable[[str], bool]] | None,
) -> bool:
    """Whether :func:`residue` sets ``piece`` aside: the site's furniture, or a sentence of one of its
    patterns."""
    if furniture(piece):
        return True  # (before the patterns: one small search, where theirs are the judges' longest)
    lowered = piece.lower() if needles is not None else ""  # once a piece, not once a needle
    if needles is not None and not any(needle in lowered for needle in needles):
        aside = False
    else:
        aside = any(pattern.search(piece) for pattern in setting_aside)
    if not aside and gated is not None:
        pattern, may_hold = gated
        aside = may_hold(piece.lower()) and pattern.search(piece) is not None
    return aside
