"""Which images carry meaning, and where they are: the images the Markdown renderer writes as ``![alt](src)``.

An image is worth its characters to a model only when its alt text says something the page would lose
without it: a diagram's "Request flow from the proxy to the cache", a chart's "Sales by quarter". Most are
not. An empty alt is the page's own statement that the image is decorative (WAI's *decorative images*
rule); a spacer, a tracking pixel or an icon is too small to show anything; an alt that repeats the file's
name ("IMG_2041.jpg") or a generic word ("image", "photo") says nothing; a logo or an icon names the site or a
button, not the content. Those are dropped with the rest of what is never text (:func:`kotoba.web.extract.
parse.clear`), so that neither renderer nor any measure of the page ever sees them.

Lazy-loaded images keep their address in ``data-src`` or a ``srcset`` while ``src`` holds a placeholder
(often a ``data:`` URI): the real address is read from those.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from lxml import etree  # type: ignore[import-untyped, unused-ignore]
from lxml.etree import _Element as Element  # type: ignore[import-untyped, unused-ignore]

from kotoba.web.extract.lowered import for_ascii_words

# An image this small (by its width or height attribute, in CSS pixels) is an icon, a bullet or a spacer.
MIN_SIDE = 48
# An alt text needs this many letters to say anything ("»", "1", "Go" do not).
MIN_ALT_LETTERS = 3
# Alt texts that name no content: the image's kind, or a placeholder a CMS fills in.
GENERIC_ALTS = frozenset(
    """image img picture pic photo photograph graphic thumbnail thumb banner placeholder spacer untitled
    featured image featured-image default blank null undefined none alt alt text hero""".split()
)
# Words of an alt that mark a logo, an icon or an avatar (the site's, not the page's); in a class, an id or
# an address they count inside longer words too (``statusicon``, ``siteLogo``).
FURNITURE_WORDS = ("logo", "icon", "avatar", "emoji", "favicon", "spacer", "pixel", "sprite", "badge")
# Where a lazy-loading script keeps the real address (``src`` then holds a placeholder), then ``src``.
SOURCE_ATTRIBUTES = ("data-src", "data-lazy-src", "data-original", "src", "data-srcset", "srcset")
# Words a CMS adds to a product's or a post's name to make an alt ("Desk hover image", "Soup photo").
_ALT_SUFFIX = re.compile(
    r"\W*\b(?:hover |featured |thumbnail |main |product )?(?:image|photo|picture|thumbnail|img)\W*$",
    re.IGNORECASE,
)
# How many ancestors up an alt text may already be written: a card's title beside its picture.
ECHO_DEPTH = 3
_WORDS = re.compile(r"[a-z]+")
_LETTERS = re.compile(r"[^\W\d_]")
_FILE_NAME = re.compile(r"^[\w\- .]+\.(?:jpe?g|png|gif|webp|svg|avif|bmp|tiff?)$", re.IGNORECASE)
_SPACES = re.compile(r"\s+")
_ADDRESS = re.compile(r"^[^\s{}\[\]<>\"']+$")  # not a script's JSON of sizes
_TEXT = etree.XPath("string()", smart_strings=False)  # a subtree's text, its pieces run together


def alt_text(img: Element) -> str:
    """The image's alt text, whitespace collapsed."""
    return _SPACES.sub(" ", img.get("alt") or "").strip()


def source(img: Element) -> str:
    """The address the image is shown from (a lazy-loaded one's real address), or '' for none."""
    for attribute in SOURCE_ATTRIBUTES:
        value = (img.get(attribute) or "").strip()
        if attribute.endswith("srcset"):
            value = value.split(",")[0].strip().split(" ")[0]
        if value and not value.lower().startswith("data:") and _ADDRESS.match(value):
            return value
    return ""


def meaningful(img: Element, around: Surroundings | None = None) -> bool:
    """Whether ``img`` carries meaning a reader of the text would miss: see the module's docstring.

    ``around`` keeps the text of the elements around the page's images while they are judged, so that the
    images of one gallery read their shared ancestors once.
    """
    # the tests are pure and all say no: the cheapest that most often says so go first (two images in three
    # on a page sit in a link, a quarter of the rest are icons)
    if next(img.iterancestors("a"), None) is not None:
        return False  # a link's picture: a teaser's thumbnail, a product card's photo (the link is its words)
    if any(_side(img.get(side)) < MIN_SIDE for side in ("width", "height")):
        return False
    alt = alt_text(img)
    if len(_LETTERS.findall(alt)) < MIN_ALT_LETTERS or alt.lower() in GENERIC_ALTS:
        return False
    if img.get("role") in ("presentation", "none") or img.get("aria-hidden") == "true":
        return False
    src = source(img)
    if not src:
        return False
    name = src.split("?")[0].split("#")[0].rstrip("/").rsplit("/", 1)[-1]
    stem = name.rsplit(".", 1)[0]
    if _FILE_NAME.match(alt) or _key(alt) == _key(stem):
        return False
    words = set(_WORDS.findall(alt.lower()))
    marks = f"{img.get('class') or ''} {img.get('id') or ''} {src}".lower()
    if any(word in words or word in marks for word in FURNITURE_WORDS):
        return False
    return not _echoed(img, _WORDS.findall(_ALT_SUFFIX.sub("", alt).lower()), around or Surroundings())


@dataclass
class Surroundings:
    """The text of the element around the last image judged, lower-cased as far as the alt's words (ASCII
    letters) go (:func:`~kotoba.web.extract.lowered.for_ascii_words`), read once (and only while the tree
    stands as it was read): the images of a gallery, one after another in the page, share that element, and
    each image reading its grid's whole text again cost 13 ms on a WCXB page of 74 images. One element's
    text is kept, not every one's, so that a page's memory peak stays what one image's check needs."""

    element: Element | None = None
    run_together: str | None = None
    spaced: str | None = None
    # Whether each text holds a word, by word: a gallery's alts repeat their words ("photo", the story's
    # subject), and each search reads a text that may be the page's (0.1 s on a page of 180 such images).
    in_run_together: dict[str, bool] = field(default_factory=dict)
    in_spaced: dict[str, bool] = field(default_factory=dict)

    def _at(self, el: Element) -> None:
        if el is not self.element:
            self.element, self.run_together, self.spaced = el, None, None
            self.in_run_together, self.in_spaced = {}, {}

    def pieces_run_together(self, el: Element) -> str:
        """``el``'s text, its pieces run together, read in C."""
        self._at(el)
        if self.run_together is None:
            self.run_together = for_ascii_words(_TEXT(el))
        return self.run_together

    def pieces_spaced(self, el: Element) -> str:
        """``el``'s text, a space between its pieces (as a reader sees words apart)."""
        self._at(el)
        if self.spaced is None:
            self.spaced = for_ascii_words(" ".join(el.itertext()))
        return self.spaced

    def holds_all(self, el: Element, words: list[str]) -> bool:
        """Whether ``el``'s text holds each of ``words`` (letters only), with or without spaces between its
        pieces; the text run together is searched first, as it is cheaper to read (a word (letters only)
        within the spaced text lies within one piece, so it is in this text too, and a word missing here
        is missing there)."""
        return _held(self.pieces_run_together(el), words, self.in_run_together) and _held(
            self.pieces_spaced(el), words, self.in_spaced
        )


def _held(text: str, words: list[str], known: dict[str, bool]) -> bool:
    for word in words:
        held = known.get(word)
        if held is None:
            held = known[word] = word in text
        if not held:
            return False
    return True


def _echoed(img: Element, words: list[str], around: Surroundings) -> bool:
    """Whether the text around the image already says its alt (``words``, lower case): a product card's
    title under its picture, a link's words beside its thumbnail. Written twice it would cost characters
    and say nothing new.

    "Around" is the text of the ancestor :data:`ECHO_DEPTH` levels up (or the highest there is), read once:
    the text of a nearer ancestor is a stretch of it (``itertext`` lists a subtree's pieces in a row, and
    the join puts the same space between them), so a nearer ancestor says the words only if it does too.
    Each level read in turn cost most of the clearing pass on a page whose pixel sits in the ``<body>``.
    The words are looked for in the text as it stands, anything but letters between them, rather than in
    the text's list of words: an ancestor may hold the whole page, and that list of every word of it cost a
    tenth of a megabyte on the median WCXB page.
    """
    if not words:
        return True
    top: Element | None = None
    el = img.getparent()
    for _ in range(ECHO_DEPTH):
        if el is None:
            break
        top, el = el, el.getparent()
    if top is None:
        return False
    if not around.holds_all(top, words):  # most alts: the words are never looked for in a row
        return False
    return _in_a_row(around.pieces_spaced(top), words)


_LETTER = re.compile("[a-z]")


def _in_a_row(text: str, words: list[str]) -> bool:
    """Whether ``text`` holds ``words`` (each of letters a-z) one after another, only other characters
    (at least one) between them: what the regex ``"[^a-z]+".join(words)`` finds, without compiling one
    for each alt text (a millisecond each, the most of the clearing pass on a page of captioned photos).

    Past the first word, the match is forced: the characters between two words run to the next letter,
    where the next word must start. So each place the first word stands is tried once, in C."""
    first = words[0]
    at = text.find(first)
    while at >= 0:
        end = at + len(first)
        for word in words[1:]:
            letter = _LETTER.search(text, end)
            if letter is None or letter.start() == end or not text.startswith(word, letter.start()):
                break
            end = letter.start() + len(word)
        else:
            return True
        at = text.find(first, at + 1)
    return False


def _side(value: str | None) -> float:
    """A width or height attribute in pixels; unknown (a percentage, nothing) counts as large."""
    if not value:
        return float("inf")
    digits = value.strip().removesuffix("px").strip()
    try:
        return float(digits)
    except ValueError:
        return float("inf")


def _key(text: str) -> str:
    return " ".join(_WORDS.findall(text.lower()))
