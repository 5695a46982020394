"""A teaser closed by the notice that the rest is for members, in the words Japanese, Chinese and
Korean news sites and blogs put it: "この記事は有料会員記事です。残り362文字
有料会員になると続きをお読みいただけます。" (the Asahi Shimbun's, as quoted on a public
language-learning page), "この記事は会員限定です。登録すると続きをお読みいただけます。 残り1902文字"
(Nikkei's, as a scraper's public test fixture quotes it), "この記事はプレミアム（有料）会員限定記事です"
(a news theme's premium article). Two marks, either of which the notice holds:

- this article named members-only or paid ("この記事は…会員限定", "有料記事", "付费文章",
  "유료 회원 전용"), a tier word or two ("プレミアム（有料）") allowed between;
- the rest offered on a condition ("…になると続きをお読みいただけます", "登録すると続きを",
  "订阅后阅读全文");

and beside it, it may give the meter of what is left ("残り469文字", "全文1020文字", "剩余1200字").

The notice counts where a paywall puts it: after the teaser's own sentences, closing the text (no more
than :data:`AFTER_CHARS` of prose of the page's own after it), and never inside quotation marks, where a
story about paywalls quotes it. What was served before it is a teaser's length at most.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.alternation import gated
from kotoba.web.verdict.message import residue
from kotoba.web.verdict.walls_shapes import Shape

# the most a teaser says before its notice (a Chinese, Japanese or Korean character weighs as
# :func:`~kotoba.web.verdict.message.residue` weighs it), and the least: a notice with nothing before it is a
# page about membership
TEASER_CHARS = 2000
TEASER_LEAST = 60
# what the page may say of its own after the notice: a button's label or two ("プレミアム会員登録",
# "ポイントで読む")
AFTER_CHARS = 80
# a notice is a line or two (a piece longer is prose that mentions one), among the text's last pieces
NOTICE_CHARS = 180
# ...and it stands among the text's last pieces
LAST_PIECES = 6

_TIER = r"(?:(?:プレミアム|有料|読者|デジタル|電子版|無料)?(?:[（(](?:有料|無料)[)）])?)"
NOTICE = gated(re.compile(
    # Japanese: this article is for (paid) members / a paid article; the rest on a condition; the meter
    rf"(?:この|本)記事は{_TIER}{{0,2}}会員(?:限定|専用)|(?:この|本)記事は{_TIER}(?:会員)?(?:記事|コンテンツ)です"
    rf"|{_TIER}会員限定(?:記事|コンテンツ)です|^\W*{_TIER}会員限定です"
    r"|(?:会員|登録|ログイン|購読|購入|契約)(?:する|になる|いただく|される)と[、,]?\s*(?:この)?続きを(?:お)?読み"
    r"|続きを読むには[^。]{0,30}(?:会員|登録|ログイン|購読)"
    # Chinese: a paid article; the rest after subscribing or paying; the meter
    r"|(?:本文|此文|该文|本篇文章)(?:为|是)(?:付费|会员专享|会员专属|订阅)"
    r"|(?:订阅|付费|开通会员|购买|登录)(?:后|之后)(?:即可|可)?(?:阅读|查看)(?:全文|剩余|完整)"
    # Korean: this article is for paid members or subscribers; subscribe to read the rest
    r"|이 기사는 (?:유료 ?)?(?:회원|구독자) ?전용|(?:유료 ?)?(?:회원|구독자) ?전용 기사"
    r"|구독(?:하고|하시면|하면) (?:기사 )?(?:전문|나머지|전체 기사)",
))
# ...and the meter of what is left, which counts only beside a notice (a form's "残り140文字" counts what
# may still be typed)
_METER = re.compile(r"(?:残り|全文)\s*[\d,，]+\s*文字|(?:剩余|全文)\s*[\d,，]+\s*字")
# ...and what stands before it in its line is a notice's too: a few characters ("ここから先は"), or words of
# the membership ("本文为付费内容，", "会员专享内容，")
BEFORE_CHARS = 6
_MEMBERSHIP = tuple("会員 会员 有料 付费 付費 订阅 訂閱 購読 記事 本文 회원 구독 기사".split())
_OPEN_QUOTES = '「『“"«'
_CLOSE_QUOTES = '」』”"»'


def says_notice(piece: str) -> bool:
    """Whether ``piece`` says a members-only notice of its own, not inside quotation marks."""
    if len(piece) > NOTICE_CHARS or piece.isascii():
        # (before the pattern: a piece longer than a notice may be is searched no further, nor one in ASCII
        # alone, as every notice :data:`NOTICE` knows holds a Japanese, Chinese or Korean word)
        return False
    found = NOTICE.search(piece)
    if found is None or residue([piece]) > NOTICE_CHARS:
        return False
    before = piece[: found.start()]
    if len(before.strip()) > BEFORE_CHARS and not any(word in before for word in _MEMBERSHIP):
        return False  # (the line tells of someone's notice: "以财新网为例，订阅后可阅读全文")
    opened = sum(before.count(mark) for mark in _OPEN_QUOTES if mark != '"')
    closed = sum(before.count(mark) for mark in _CLOSE_QUOTES if mark != '"')
    return opened <= closed and before.count('"') % 2 == 0


def read_on(sentences: list[str], prose: list[str]) -> Shape | None:
    """A paywall known as a teaser closed by a members-only notice (see the module docstring).
    ``sentences`` are the text's pieces in order, ``prose`` the page's own prose among them."""
    last = max(0, len(sentences) - LAST_PIECES)
    said = [at for at in range(last, len(sentences)) if says_notice(sentences[at])]
    if not said:
        return None
    told = [
        at for at in range(last, len(sentences)) if at in said or _METER.search(sentences[at][:NOTICE_CHARS])
    ]
    own = set(prose)
    before = [piece for piece in sentences[: told[0]] if piece in own]
    # (what the page says of its own among the notices and after them: a button's label, not a story)
    after = [
        piece for at, piece in enumerate(sentences[told[0] :], told[0]) if piece in own and at not in told
    ]
    if residue(after, stop_above=AFTER_CHARS) > AFTER_CHARS:
        return None  # (the page goes on in its own words: a story that mentions such a notice)
    teaser = residue(before, stop_above=TEASER_CHARS)
    if not TEASER_LEAST <= teaser <= TEASER_CHARS:
        return None
    return Shape("paywall", "notice")
