"""The rule tables of kotoba's extractor, as data, and the one function that applies them to an element.

Every table here is a general statement about how web pages are built (a share bar is called ``share``
something, a navigation menu is a ``<nav>``), never about one site. They are read by
:mod:`kotoba.web.extract.core`, which decides with the page's own text how far to believe them. Beside them
stand the two ways the rules read one element that several modules share: what its attributes name
(:func:`named_by`: a post's poster, a story's byline, its date) and whether it lies inside another
(:func:`within`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Collection, Iterable
from types import ModuleType
from typing import Literal, Protocol

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract import kernel

# Never text: removed before anything is measured. (Images are not text either, but the few whose alt text
# carries meaning are kept for the Markdown renderer: see kotoba.web.extract.images.)
DROP_TAGS = frozenset(
    "script style noscript template svg canvas iframe object embed button select option input textarea "
    "head link meta map area audio video source track dialog".split()
)
# Page furniture by tag, believed whatever its size. Figures go too: a caption is not the article's prose
# (but a figure holding a quotation, a listing or a table is text, see furniture()).
FURNITURE_TAGS = frozenset("nav footer menu figure figcaption".split())
# Furniture by tag unless it holds half the page's prose: a form is a comment box or a sign-up, a header a
# masthead, an aside a sidebar, except on the sites that wrap their whole page, or a product's description,
# in one.
WEAK_FURNITURE_TAGS = frozenset("form header aside".split())
# The landmark of the page's own content: an element holding one is not furniture, whatever its name.
LANDMARK_TAGS = ("main",)
# Elements that start a new line of text.
BLOCK_TAGS = frozenset(
    "p div section article main header footer aside nav blockquote pre table thead tbody tfoot tr td th "
    "ul ol dl dt dd li figure figcaption form fieldset address details summary h1 h2 h3 h4 h5 h6 hr br "
    "center body html menu".split()
)
HEADINGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
# How many characters one Chinese or Japanese character is worth: those scripts write without spaces, a
# character to a word or syllable, so the same sentence is about a third as long (see weighed_length).
CJK_WEIGHT = 3

# Words of a class or id naming furniture; a class token counts when its first or last word is one of them
# (``share-buttons``, ``site-footer``), since words in the middle name page builders' wrappers
# (``elementor-widget-container``); a name ending in a box's words is read past them (CONTAINER_WORDS).
FURNITURE_WORDS = frozenset(
    """share sharing sharebar sharedaddy social socials recommended recommendations newsletter subscribe
    subscription signup cookie cookies consent gdpr promo promos advert advertisement advertising ad ads
    adslot adunit sponsor sponsored banner breadcrumb breadcrumbs pagination pager sidebar widget widgets
    menu nav navbar navigation masthead footer toolbar popup modal trending popular mostpopular mostread
    tags tagcloud skip byline author authors dateline timestamp meta metadata caption credit credits
    newsletters follow print email rss screenreader screen visually sr rail tooltip""".split()
)
# Words of a consent manager's dialog wherever they stand in a class or id (``onetrust-consent-sdk``,
# ``CybotCookiebotDialog``): a cookie-preference centre holds paragraphs of prose about data processing,
# more than some pages hold of their own, and is never the page.
CONSENT_WORDS = frozenset("consent gdpr onetrust cookiebot didomi usercentrics truste cookielaw".split())
# Furniture that may hold more prose than the article itself (comment threads, related stories, a shop's
# customer reviews), so it is believed whatever its size.
STRONG_WORDS = frozenset(
    "comment comments commentlist disqus respond reply replies discussion related relatedposts recirc "
    "recirculation outbrain taboola review reviews ratings".split()
)
# Of those, the words of a discussion: comments beside an article, but the content of a forum's page (and a
# reviews page's; not a "preview").
DISCUSSION = re.compile(r"comment|reply|replies|discussion|respond|(?<!p)review", re.IGNORECASE)
# A class token opening with one of these describes the page's layout (``has-sidebar``) or a post's taxonomy
# (``category-product-reviews``, ``tag-review``: WordPress puts them on the article), not the element.
LAYOUT_WORDS = frozenset("has no with without is show enable category tag".split())
# An id of more words than this is a slug made from a title, not the name of a role.
SLUG_WORDS = 4
# Words that name a box and not what it holds, read past at a token's end to the word that says what it
# holds (``visitors_comment_block``, ``entry-related-inner``, ``post-share-wrapper``). That word counts only
# where it never names a wrapper of the page's own content: a discussion, other stories (BOXED_STRONG), or
# furniture that holds nothing else (BOXED_WEAK). A layout's words so reached name the page's content as
# often (``et_pb_ajax_pagination_container`` holds a blog's posts, ``content-sidebar-wrap`` the story and its
# sidebar, ``mega-menu-wrap`` a service page's sections), and so does a score (``cli-ratings-container`` on
# each film of a chart).
CONTAINER_WORDS = frozenset(
    "block blocks wrapper wrap container cont box area section inner outer holder panel module "
    "region zone".split()
)
BOXED_STRONG = STRONG_WORDS - {"review", "reviews", "ratings"}
BOXED_WEAK = frozenset(
    "share sharing social socials newsletter subscribe breadcrumb breadcrumbs advert advertisement ad ads "
    "author byline footer".split()
)
NEVER_FURNITURE = frozenset("html body main".split())
FURNITURE_ROLES = frozenset(
    "navigation banner contentinfo complementary search menu menubar dialog alert".split()
)

# Headings that open a section of other content: related stories, comments, sharing. Everything from such a
# heading to the end of its section is furniture. Anchored: the heading must start with the phrase.
SECTION_HEADINGS = re.compile(
    r"""^\W*(related|more\ (from|in|on|stories|news|articles|like\ this|to\ (read|explore))
    |you\ (may|might|could)\ (also\ )?(like|enjoy|be\ interested)|recommended|trending|popular\b
    |most\ (read|popular|viewed|shared)|read\ (more|next|also)|see\ also|also\ read|further\ reading
    |other\ (stories|articles|news)|latest\ (news|stories|articles|posts)|top\ stories|comments?\b
    |leave\ a\ (comment|reply)|about\ the\ author|who\ is\ online|who's\ online|(members|users)\ online\b
    |(was|is)\ this\ (page|article|answer|post|guide|information)\ (useful|helpful)
    |did\ you\ find\ (this\ (page|article|answer|guide|information)
    |what\ you\ (were\ )?(looking|searching)\ for)
    |recent\ (posts|stories|articles)|similar\ (posts|stories|articles)
    |recently\ viewed|(customers|people|shoppers)\ (also|who)\b|frequently\ bought|(customer\ )?reviews\b
    |ratings?\ (&|and)\ reviews|(delivery|shipping)\ (&|and)\ returns|complete\ (the|your)\ (look|order)
    |você\ (pode|também)|veja\ também|leia\ também|relacionad|\w+\ relacionad[oa]s|te\ puede\ interesar
    |deixe\ (uma|seu|um)\ (resposta|comentário)|deja\ (un|una|tu)\ (comentario|respuesta)
    |laisser\ un\ commentaire|lascia\ un\ commento|hinterlasse\ einen\ kommentar|artículos\ relacionados
    |lee\ también|noticias\ relacionadas|articoli\ correlati|potrebbe\ interessarti|leggi\ anche
    |à\ lire\ aussi|articles?\ similaires|sur\ le\ même\ sujet|das\ könnte\ sie\ auch|mehr\ zum\ thema
    |weitere\ artikel|lesen\ sie\ auch|関連|相关|推荐)""",
    re.IGNORECASE | re.VERBOSE,
)
SECTION_HEADING_MAX_CHARS = 60
# Such a heading holds little more than the phrase ("You may also like:", "Related stories").
SECTION_HEADING_MAX_REST = 16
# Elements that stand as a heading without a heading's tag: a paragraph or box whose class names a title
# (``p.ez-toc-title``, ``div.sidebar-title``, ``p.blog-conversion-panel--heading``) or whose words are all
# one bold run (``<p><strong>YOU MIGHT ALSO LIKE:</strong></p>``), as page builders and editors set a box's
# title.
TITLE_TAGS = ("p", "div", "span")
TITLE_WORDS = frozenset("title heading headline".split())

# Short lines that are labels of the page, not sentences of the article, wherever they appear in it.
_LABEL_LINES_BEFORE = r"""
    ^\W*(advert(isement)?|ads?|sponsored(\ content)?|image\ \d+\ (of|/)\ \d+|\d+\ of\ \d+
    |click\ to\ (enlarge|expand)|back\ to\ top|share(\ (this|the)\ (article|story|post|page))?|tweet|print
    |e-?mail|loading\W*|video\ player\ is\ loading.*|skip\ (ad|advertisement)|continue\ reading
    |((read|show|see)\ (more|less)\W*){1,2}  # a toggle's words, one or both ("read less read more")
    |(reply|flag|report|quote|permalink|share|parent|context|save|embed|find|website)  # a post's row of
    # actions ("reply | flag", a forum's "Website Find" under each poster)
    ((\s*[|·•]\s*|\s+)(reply|flag|report|quote|permalink|share|parent|context|save|embed|find|website))+
    |find|share\ on\ other\ sites|(show|load|view|see)\ (\d+\ )?(more|all|previous|older)\ (replies|comments)
    |original\ poster|discussion\ starter|(thread|topic)\ starter|op|offline  # a poster's badge in a thread
    |skip\ to\ (the\ )?(main\ )?(content|navigation|menu|search)  # an accessibility link, shown as text
    |thanks?\ (you\ )?for\ (subscribing|signing\ up)\b.{0,80}  # a sign-up form's hidden state
    |(copyright\W*|©\W*|\(c\)\W*){1,2}\d{4}\b.{0,300}  # the site's copyright ("© 2013 Cable News Network …")
"""
# the site's rights line ("Copyright Example Media. All rights reserved."): of all the alternatives the one
# that costs, trying its lead-in at each of 200 places in every line; looked for only in a line that holds
# its words (lines._may_reserve)
_RIGHTS_RESERVED = r"""
    |.{0,200}\ball\ rights\ reserved\b.{0,200}
"""
_LABEL_LINES_AFTER = r"""
    |tags?|(tags?|tagged|filed\ under):\ .{1,200}  # a post's tags ("Tags: Employment, Health & Fitness")
    |subscribe(\ (now|today|here))?!?|subscribe\ to\ (our|the)\ .{0,40}newsletters?  # a sign-up's calls
    |by\ (subscribing|signing\ up|providing\ (my|your)\ email)\b.{0,240}  # and its terms
    |about\ the\ (author|writer)\W{1,3}.{20,600}  # an author's bio in one paragraph
    |photo|image|credit|back\ to\ gallery|\d+\ min(ute)?s?\ read
    |(read\ (more|also|next)|also\ read|see\ also|more|recommended(\ reading)?
    |related(\ (story|stories|article|articles|coverage|content|reading))?)\ ?:
    (\ (?!(yes|no|maybe|absolutely|definitely|highly)\b|not\ (at|for|if|really|yet|unless)\b).{1,160})?  # a
    # teaser of another story, in a line ("Read more: <its title>"), or the label alone over a list of them;
    # not a review's verdict under the same label ("Recommended: yes", "Recommended: No, not at this price")
    |table\ of\ contents|contents|in\ this\ (article|post|guide|story)|on\ this\ page|jump\ to  # a table
    # of contents' title, left over its list of links (which goes as one)
    |\d[\d,.]*k?\ (likes?|repl(y|ies)|comments?)  # a post's or a thread's counters ("7 Likes", "12 replies")
    |last\ edited\b.{0,60}  # a post's stamp ("Last edited: Mar 27, 2025", "Last edited by Ann; 3 Jan")
    |((written|posted)\ )?by:?  # a byline's word left alone where its name was a link set aside
    |thank\ you!?\ your\ submission\ has\ been\ received!?  # a form's hidden states, shown as text
    |oops!?\ something\ went\ wrong\ while\ submitting\ the\ form\.?
    |\W*  # a rule of dots or stars: nothing to read (underscores stay: agencies end sections with ___)
    |(?<=\#)\d+  # a post's number alone ("#12"), the link to it
    |((updated|published|posted)\W+)?((on|at)\ )?  # a date line, with its time: the page's, not the story's
    ((mon|tue|wed|thu|fri|sat|sun)[a-z]*\W+)?
    ((jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\ \d{1,2}(st|nd|rd|th)?,?\ \d{4}
    |\d{1,2}\ (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\ \d{4}
    |\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4})
    ([\W_]+(at\ )?\d{1,2}[:.]\d{2}(\ ?[ap]\.?m\.?)?(\ [a-z]{2,4})?)?
    ([\W_]+updated\ .{0,30})?
    |edited\ (on\ )?([a-z]+\.?\ )?\d{1,4}\b.{0,60}  # a post's edit stamp ("Edited April 18, 2024 by Ann")
    )\W*$"""
LABEL_LINES = re.compile(
    _LABEL_LINES_BEFORE + _RIGHTS_RESERVED + _LABEL_LINES_AFTER, re.IGNORECASE | re.VERBOSE
)
# LABEL_LINES without its rights line: the same answer for a line that cannot hold one, in a fifth of the time
LABEL_LINES_UNRESERVED = re.compile(_LABEL_LINES_BEFORE + _LABEL_LINES_AFTER, re.IGNORECASE | re.VERBOSE)
# A page's disclosure of what it earns from its links ("We may earn a commission from links on this page",
# "This post contains affiliate links", "Microsoft may earn an Affiliate Commission if you purchase …", "As an
# Amazon Associate I earn from qualifying purchases"): a notice of the site's, over or under any article it
# runs, wherever it stands. A line of at most 400 characters that names affiliates or commissions and says
# the site earns, uses affiliate links or is reader-supported; a story about affiliate marketing names them
# without saying so of itself.
DISCLOSURE_LINES = re.compile(
    r"""^(?=.{0,400}$)(?=.*\b(affiliate|commission|amazon\ associate|learner-supported|reader-supported))
    .*\b((earn|receive|get|make|collect)s?\ (a\ |an\ )?(small\ )?(share\ of\ (sales|revenue)
    |(affiliate\ )?commissions?|compensation|income)|(contains?|uses?|includes?)\ affiliate\ links
    |affiliate\ links\ (are|may\ be)\ used|as\ an\ amazon\ associate|(learner|reader)-supported)""",
    re.IGNORECASE | re.VERBOSE,
)
# A site's call to follow it or to sign up for its letters, set as a line of its own in or after the article
# ("Follow Space.com on Twitter @Spacedotcom and on Facebook.", "[Want more tips? Let's hang out on
# Instagram!]", "Join Our Newsletter"): the site speaking, not the story, wherever it stands. The call opens
# the line or one of its sentences, and the line is short (CALL_MAX_CHARS): a story's sentence that tells of
# someone following a page ("Residents were urged to follow the council on Facebook") calls on nobody.
CALL_LINES = re.compile(
    r"""^(.*?[.!?…]\s+)?\W*(follow\ ([\w.&'’-]+\ ){1,4}on
    \ (facebook|instagram|twitter|x|tiktok|linkedin|youtube|threads|bluesky|flipboard)\b
    |let'?s\ hang\ out\ on\ (instagram|facebook|twitter|tiktok)\b
    |(sign\ up|subscribe)\ (for|to)\ (our|the)\ ([\w-]+\ ){0,3}newsletters?\b
    |join\ (our|the)\ ([\w-]+\ ){0,3}(newsletter|mailing\ list)\b)""",
    re.IGNORECASE | re.VERBOSE,
)
CALL_MAX_CHARS = 220
# Lines that close an article without being part of it: credits, calls to subscribe or follow, a business's
# call to try its product or to get in touch ("Start your free trial", "Ready to get started?", "Enjoyed the
# article?"), to follow the site or to be told of new posts ("Follow AP on Facebook, X and Instagram", "Stay
# connected:", "Would you like to receive notifications about new posts?"), a thanks for reading, a share
# row. Trimmed only from the end, one after another: the same words inside a story or a service page are its
# own.
CLOSING_LINES = re.compile(
    r"""^\W*(reporting\ by|additional\ reporting|editing\ by|writing\ by|compiled\ by
    |.{0,80}\ contributed\ to\ this\ (report|story|article)|follow\ (us|him|her|them|me)\b|subscribe\b
    |sign\ up\b|join\ (our|the|us)\b|click\ here\b|get\ (the|our)\ .{0,40}newsletter|image\ credit
    |photo\ credit|\(?(image|photo)\ credit|(this|the)\ (article|story)\ (was|has\ been|originally|first)
    |read\ the\ (full|original)\ (story|article)|related:
    |start\ (building|your\ (free|\d+-day)|a\ free|for\ free)|try\ (it\ )?(for\ )?free\b|get\ started\b
    |book\ a\ (demo|call)\b|(request|schedule)\ a\ (free\ )?(demo|consultation)\b|contact\ us\ (today|now)\b
    |get\ in\ touch\b|ready\ to\ (get\ started|start|grow|take|try|see|transform|bring|build)\b
    |if\ you\ (liked|enjoyed)\ this\b|enjoyed\ (this|the)\ (article|post|story)\b
    |follow\ [\w.&'’\ -]{1,40}\ on\ (facebook|x|twitter|instagram|linkedin|youtube|tiktok|threads|bluesky)\b
    |stay\ connected\b|be\ sure\ to\ (sign\ up|subscribe|follow)\b|would\ you\ like\ to\ receive\b
    |by\ subscribing\b|(like|liked|love|loved|enjoy)\ this\ (article|post|story)\?
    |thanks?\ (you\ )?for\ (reading|visiting|stopping\ by)\b
    |share\ (this|it)(\ (article|post|story|page|on))?\W*$)""",
    re.IGNORECASE | re.VERBOSE,
)
# Headings of a short section that closes a post without being part of it: the author's bio, links to read
# on. Cut from such a heading to the end, at the end only (:func:`kotoba.web.extract.lines.trimmed`).
CLOSING_SECTIONS = re.compile(
    r"""^\W*(about\ the\ (author|writer)|meet\ the\ author|written\ by\b
    |related\ (articles|posts|stories|reading|content|guides)|more\ (articles|posts|stories)\ (from|like|on)\b
    |you\ (may|might)\ also\ (like|enjoy)|(read|up)\ next\b|keep\ reading\b
    |more(\ [\w'’]+){0,3}\ (stories|articles|posts|news)\W*$|more\W*$)""",
    re.IGNORECASE | re.VERBOSE,
)
# Headings of the list of sources an article cites, closing it: cut from such a heading to the end, where
# what follows is a list of citations (:func:`kotoba.web.extract.lines.trimmed`).
REFERENCE_HEADINGS = re.compile(
    r"^\W*(references|citations|sources|bibliography|works cited|literature cited|notes and references)\W*$",
    re.IGNORECASE,
)
TRAILING_SHORT_CHARS = 40

Verdict = Literal["strong", "weak"] | None
STRONG: Verdict = "strong"
WEAK: Verdict = "weak"

_WORDS = re.compile(r"[^a-z0-9]+")
_FIGURED_TEXT = etree.XPath("boolean(.//blockquote or .//pre or .//table)")
# mirrored by _kernel.pyx: from here (kernel.Names finds the words of an ASCII token as these patterns do)
# What _WORDS splits apart, but for the runs of digits alone (a number names nothing): found whole, with no
# list of every run filtered after
_NAMING_WORD = re.compile(r"(?<![a-z0-9])[a-z0-9]*[a-z][a-z0-9]*")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_LETTERS = re.compile(r"[a-z]+")
# mirrored by _kernel.pyx: to here
# A character that is not below U+3040 (where no Chinese or Japanese character sorts): found by the regex
# engine in C, where max() over the text made a string of each character; most texts hold none, and are
# measured without the wide ranges of cjk()
# mirrored by _kernel.pyx: from here (the kernel counts Chinese and Japanese characters as core._count does)
FROM_CJK = re.compile("[^\x00-\u303f]")
# mirrored by _kernel.pyx: to here


def weighed_length(text: str) -> int:
    """How long ``text`` reads, in characters of a spaced script: each Chinese or Japanese character counts
    :data:`CJK_WEIGHT` times, so that a bound on a text's length ("a short page") means the same in every
    language."""
    if text.isascii() or FROM_CJK.search(text) is None:
        return len(text)
    return len(text) + (CJK_WEIGHT - 1) * len(cjk().findall(text))


# mirrored by _kernel.pyx: from here
@functools.cache
def cjk() -> re.Pattern[str]:
    """Chinese and Japanese characters; compiled on first use: the wide ranges take milliseconds, which most
    pages never need."""
    return re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


# mirrored by _kernel.pyx: to here


@functools.lru_cache(maxsize=2048)
def class_words(token: str) -> frozenset[str]:
    """The words of one token of a class or id, its camelCase parted and lower-cased, letters only
    (``byline__name``: byline, name; ``PostAuthor``: post, author), for the rules that read a name's words
    (a post's poster, a story's byline). Cached: a page repeats its few class names thousands of times;
    but each new page brings names of its own, so a miss is read without a regex where the kernel is built
    (kotoba.web.extract.kernel)."""
    compiled = compiled_names()
    words = None if compiled is None else compiled.class_words(token)
    return _class_words(token) if words is None else words


# mirrored by _kernel.pyx: from here (kernel.Names.class_words)
def _class_words(token: str) -> frozenset[str]:
    return frozenset(_LETTERS.findall(_CAMEL.sub("-", token).lower()))


# mirrored by _kernel.pyx: to here


class _Names(Protocol):
    """The compiled readings of a token (``_kernel.Names``): None or False where it leaves one to Python."""

    def class_words(self, token: str) -> frozenset[str] | None: ...
    def token_verdict(self, token: str) -> Verdict | Literal[False]: ...
    def names_verdict(self, names: str) -> Verdict | Literal[False]: ...
    def by_name(self, tag: str, role: str | None, classes: str | None) -> Verdict | Literal[False]: ...


@kernel.compiled
def compiled_names(built: ModuleType) -> _Names:
    """The compiled :func:`class_words`, :func:`_token_verdict`, :func:`_names_verdict` and
    :func:`furniture_by_name` with this module's words (``_kernel.Names``, which core's compiled judge reads
    the page's elements with)."""
    names: _Names = built.Names(
        CONSENT_WORDS,
        LAYOUT_WORDS,
        STRONG_WORDS,
        FURNITURE_WORDS,
        CONTAINER_WORDS,
        BOXED_STRONG,
        BOXED_WEAK,
        STRONG,
        WEAK,
        FURNITURE_TAGS,
        NEVER_FURNITURE,
        WEAK_FURNITURE_TAGS,
        FURNITURE_ROLES,
        _token_verdict,
    )
    return names


def named_by(
    el: Element, props: Collection[str], names: Callable[[str], bool], rel: str | None = None
) -> bool:
    """Whether ``el``'s ``itemprop`` is one of ``props``, its ``rel`` holds the word ``rel`` (where one is
    given: ``rel="author"``), or its class or id value ``names`` it (a test of one attribute's value, cached
    by the caller: a page repeats its few class names thousands of times)."""
    # the attributes' names in one call, and a value read only where the element has it: most elements asked
    # (a menu's items and links, a headline's stretch) have none, or only a class or an address
    keys = el.keys()
    if not keys:
        return False
    if "itemprop" in keys and el.get("itemprop") in props:
        return True
    if rel is not None and "rel" in keys and rel in str(el.get("rel")).split():
        return True
    if "class" in keys and (classes := el.get("class")) and names(classes):
        return True
    return "id" in keys and bool(name := el.get("id")) and names(name)


def within(el: Element, root: Element) -> bool:
    """Whether ``el`` is ``root`` or lies inside it."""
    return el is root or any(up is root for up in el.iterancestors())


# mirrored by _kernel.pyx: from here (kernel.SectionCandidates reads a paragraph or box as these do)
def stands_as_heading(el: Element) -> bool:
    """Whether ``el`` (one of :data:`TITLE_TAGS`) is set as a heading: a class token of it names a title
    (:data:`TITLE_WORDS`), or all its words are in its one child, a ``<strong>`` or ``<b>``."""
    classes = el.get("class")
    if classes and _titled(classes):
        return True
    if len(el) != 1 or (el.text or "").strip():
        return False
    child = el[0]
    return child.tag in ("strong", "b") and not (child.tail or "").strip()


@functools.lru_cache(maxsize=2048)
def _titled(classes: str) -> bool:
    return any(not TITLE_WORDS.isdisjoint(class_words(token)) for token in classes.split())


# mirrored by _kernel.pyx: to here


def furniture(el: Element) -> Verdict:
    """STRONG or WEAK when the element's tag, role, class or id names page furniture, else None."""
    return furniture_named(el, el.tag, el.get("role"), el.get("class"), el.get("id"))


# mirrored by _kernel.pyx: from here (kernel.Names.by_name reads a tag, role and class as this does)
def furniture_named(
    el: Element, tag: str, role: str | None, classes: str | None, name: str | None
) -> Verdict:
    """:func:`furniture` of ``el``, given its tag and its role, class and id attributes (which a caller
    that has read them for every element passes on rather than have them read again)."""
    if tag in FURNITURE_TAGS:
        if tag == "figure" and _FIGURED_TEXT(el):
            return None  # a quotation, listing or table set as a figure: the page's text, not an illustration
        return STRONG
    if tag in NEVER_FURNITURE:
        return None
    verdict: Verdict = WEAK if tag in WEAK_FURNITURE_TAGS else None
    if role and role.lower() in FURNITURE_ROLES:
        verdict = WEAK
    # the class, then the id, each as strong as its strongest token; written out rather than as a chain of
    # generators, since this runs for every element with a class or an id (a few hundred a page)
    if classes:
        named = _names_verdict(classes)
        if named is STRONG:
            return STRONG
        verdict = verdict or named
    if name:
        named = _names_verdict(name)
        if named is not None and not _content_anchor(el, name):  # most ids name no furniture: no test
            if named is STRONG:
                return STRONG
            verdict = WEAK
    return verdict


# mirrored by _kernel.pyx: to here


@functools.lru_cache(maxsize=2048)
def furniture_by_name(tag: str, role: str | None, classes: str | None) -> Verdict:
    """:func:`furniture_named` of an element with no id that is neither a ``<figure>`` nor a ``<header>``
    (whose verdicts look into the element): its tag, role and class decide it, the same on every page, so
    it is cached (bounded as the caches below) where a page repeats a few dozen such triples over hundreds
    of elements, and a site its triples over its pages. A page's own triples miss the cache, and are read
    compiled where the kernel is built (kotoba.web.extract.kernel)."""
    compiled = compiled_names()
    verdict = False if compiled is None else compiled.by_name(tag, role, classes)
    return furniture_named(_UNREAD, tag, role, classes, None) if verdict is False else verdict


_UNREAD: Element = etree.Element("unread")  # what furniture_by_name hands on: never looked into


def _content_anchor(el: Element, name: str) -> bool:
    """Whether the id ``name`` is an anchor made from a title ("acer-nitro-16-2023-review"): it names the
    content, not a role."""
    if sum(1 for word in _WORDS.split(name.lower()) if word) > SLUG_WORDS:
        return True
    return _heading_slug(el, name)


def _heading_slug(el: Element, name: str) -> bool:
    """Whether ``name`` (an id) is made from the heading that opens ``el``, or from ``el``'s own text when
    it is a heading, as documentation generators name their sections (``<section id="review-questions">
    <h2>Review questions``, ``<h2 id="review-questions">``): the section's title, not its role."""
    first = el if el.tag in HEADINGS else el[0] if len(el) else None
    if first is None or first.tag not in HEADINGS:
        return False
    words = [word for word in _WORDS.split("".join(first.itertext()).lower()) if word]
    return bool(words) and words == [word for word in _WORDS.split(name.lower()) if word]


def _strongest(verdicts: Iterable[Verdict]) -> Verdict:
    """STRONG as soon as one is, else WEAK if one is, else None."""
    found: Verdict = None
    for verdict in verdicts:
        if verdict is STRONG:
            return STRONG
        if verdict is WEAK:
            found = WEAK
    return found


# Class names repeat on a page's elements and across pages; the bounds keep the caches small (at 8,192
# entries each they added 1.5 MB to a pass over the Zyte pages).
@functools.lru_cache(maxsize=2048)
def _names_verdict(names: str) -> Verdict:
    """The strongest verdict of the tokens of a class or id attribute (compiled where the kernel is built:
    each new page's names miss the cache)."""
    compiled = compiled_names()
    verdict = False if compiled is None else compiled.names_verdict(names)
    return _names_verdict_here(names) if verdict is False else verdict


# mirrored by _kernel.pyx: from here (kernel.Names.names_verdict)
def _names_verdict_here(names: str) -> Verdict:
    found: Verdict = None
    for token in names.split():  # as _strongest, without a generator: each new page misses the cache
        verdict = _token_verdict(token)
        if verdict is STRONG:
            return STRONG
        if verdict is WEAK:
            found = WEAK
    return found


# mirrored by _kernel.pyx: to here


@functools.lru_cache(maxsize=2048)
def _token_verdict(token: str) -> Verdict:
    """The verdict of one token of a class or id (read without a regex where the kernel is built: each new
    page brings names of its own, and misses the cache)."""
    compiled = compiled_names()
    verdict = False if compiled is None else compiled.token_verdict(token)
    return _token_verdict_here(token) if verdict is False else verdict


# mirrored by _kernel.pyx: from here (kernel.Names.token_verdict)
def _token_verdict_here(token: str) -> Verdict:
    # camelCase names words too ("SiteFooter", "relatedArticles"), as CSS modules and React name classes
    if not token.islower():
        token = _CAMEL.sub("-", token).lower()
    words = _NAMING_WORD.findall(token)
    if not words:
        return None
    if not CONSENT_WORDS.isdisjoint(words):
        return STRONG
    first, last = words[0], words[-1]
    if first in LAYOUT_WORDS:
        return None
    if first in STRONG_WORDS or last in STRONG_WORDS:
        return STRONG
    boxed = _boxed(words) if last in CONTAINER_WORDS else ""
    if boxed in BOXED_STRONG:
        return STRONG
    if first in FURNITURE_WORDS or last in FURNITURE_WORDS or boxed in BOXED_WEAK:
        return WEAK
    return None


def _boxed(words: list[str]) -> str:
    """The word before the box's words that end ``words`` (:data:`CONTAINER_WORDS`), or "" when they do not
    end so or are all such words."""
    end = len(words)
    while end and words[end - 1] in CONTAINER_WORDS:
        end -= 1
    return words[end - 1] if 0 < end < len(words) else ""


# mirrored by _kernel.pyx: to here


# What every name DISCUSSION finds holds once case-folded: case-blind matching also takes "ſ" for "s"
# (folded to "s") and "ı" or "İ" for "i" (which no piece here holds). Looking for these in C spares most
# names the regex, which has no literal to skip to and costs tens of microseconds on a long class list.
_DISCUSSION_PIECES = ("comment", "repl", "scuss", "respond", "rev")


def discussion(el: Element) -> bool:
    """Whether the element's class or id names a comment thread or replies."""
    return discussion_named(el.get("class"), el.get("id"))


# A page repeats its class names over its furniture (every menu item, every share button), so each pair is
# judged once; bounded as the caches above.
@functools.lru_cache(maxsize=2048)
def discussion_named(classes: str | None, name: str | None) -> bool:
    """:func:`discussion` of an element whose class and id attributes are ``classes`` and ``name``."""
    names = f"{classes or ''} {name or ''}"
    folded = names.casefold()
    if not any(piece in folded for piece in _DISCUSSION_PIECES):
        return False
    return DISCUSSION.search(names) is not None
