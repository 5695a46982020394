"""An application's stop for a feature or a page kept for a paid tier, in the app's full chrome: the page's
own part is a headline and one message — the feature is only for the tier, needs it, is not in the reader's
plan, or the reader's trial of it is over — over the one way to pay (upgrade, pick a plan), and nothing else
of its own. A pay gate, in any language its makers write, known by that structure more than by a wording.

So a page is such a stop where, on a short page (its text at most :data:`TIER_TEXT_CHARS`):

- its few choices of its own (at most :data:`TIER_CHOICES`, the site's navigation set aside) include a way to
  pay (:func:`~kotoba.web.verdict.walls_shapes.offers_to_pay`: its address or its label);
- its message — the title, the first heading or the opening lines — names a paid tier (:data:`_TIER`:
  premium, a paid or pro plan, a subscription, in the languages of app makers) and holds something back for
  it in the same line (:data:`_HELD`: only, exclusive, requires, not included, locked), naming what
  (:data:`_WHAT_IS_HELD`: this feature, the reader's access or plan), or says the reader's trial is over
  (:data:`_TRIAL_OVER`);
  — or wears the tier's label for one feature as a line of its own (:data:`_TIER_FEATURE`: "Premium
  Feature", "Fonctionnalité Premium", "Función Premium", a badge, a heading or the title);
- what the page says beside its headline and that message is at most :data:`BESIDE_CHARS` characters: no
  story, no plans priced side by side (:data:`PRICES_OF_PLANS`: a pricing page lists what each tier holds);
  the offer's list of what the tier brings, short lines that close no sentence (:func:`_offer_list`), is
  the way to pay's own pitch, not a story.

A pricing page, a landing page for the paid tier, a help article on what the tier includes, a members' area
greeting its reader and the page after paying say more than one message, price their plans, hold nothing
back, or open with the purchase done. Written from the shape
of the looked-at pay gates in app chrome (a course app's "Upgrade to continue" over "This lesson is part of
the Pro plan.", an analytics dashboard's "This feature requires a Pro account.") and the wording app makers
translate "This feature is only available on the Premium plan" into.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kotoba.web.verdict.alternation import gated
from kotoba.web.verdict.walls_licence import HEADLINE_CHARS
from kotoba.web.verdict.walls_markup import CHOICE, clean, shown_markup
from kotoba.web.verdict.walls_shapes import (
    ASKED,
    Shape,
    offers_to_pay,
    opens_paid,
    prices_plans,
    tells_a_story,
)

TIER_TEXT_CHARS = 500
TIER_CHOICES = 3
# what the page may say beside its headline and message (not the ``<aside>`` element: that is chrome)
BESIDE_CHARS = 120
# the sentences of its own prose (and of its opening) read for the message, past the headline
MESSAGE_PIECES = 2
# the longest piece read as the message: a headline's line and its way on, as a licence's stop is read (the
# page's text is short, its title may not be: a title of a hundred thousand letters is no message)
MESSAGE_CHARS = 2 * HEADLINE_CHARS
# the sentences a stop known by the tier's label alone says beside its headline and the offer's list (its
# pitch)
PITCH_PIECES = 1

# A paid tier, as app makers name it
_TIER = gated(re.compile(
    r"premium|prémium|prémiov\w*|\bpro\b|\bplus\b|\bpaid\b|\bvip\b|\bbusiness\b|\benterprise\b"
    r"|\bsubscri\w*|\babonn\w*|\babo\b|suscri\w*|assinant\w*|assinatur\w*|abbonat\w*|abbonament\w*"
    r"|abonament\w*|předplat\w*|előfizet\w*|\btarif\w*|тариф\w*|подписк\w*|підписк\w*|подписчик\w*"
    r"|премиум|преміум|платн\w*|berbayar|berlangganan|langganan|ücretli|abonelik\w*|üyelik\w*"
    r"|trả phí|tài khoản (?:vip|premium)|พรีเมียม|สมาชิก|प्रीमियम|सदस्यता|پریمیوم|ویژه|اشتراک"
    r"|مميز|مدفوع|المشتركين|اشتراك|פרימיום|מנוי\w*|συνδρομ\w*|πακέτο premium|有料|プレミアム|会員|付费|付費"
    r"|高级会员|高級會員|高级版|高級版|会员|會員|订阅|訂閱|프리미엄|유료|요금제|구독|প্রিমিয়াম|পেইড"
    r"|\bpaket premium|\bpelan premium",
    re.IGNORECASE,
))
# ...held back in the same line: only, exclusive, requires, not included, locked
_HELD = re.compile(
    r"\bonly\b|\bexclusive|\brequires?\b|\bnot (?:included|available)\b|\blocked\b"
    r"|\bs[oó]lo\b|\bsolamente\b|\bexclusiv|\brequiere|\bno (?:está )?incluid|\bapenas\b|\bsomente\b|\brequer"
    r"|\bnão (?:está )?inclu[íi]d|\bseulement\b|\buniquement\b|\bréservée?s?\b|\bnécessite|\bnon inclus"
    r"|\bnur\b|\bexklusiv|\berfordert|\bnicht (?:enthalten|verfügbar)|\bvorbehalten|\bsoltanto\b|\besclusiv"
    r"|\brichiede|\briservat|\balleen\b|\bexclusief|\bvereist|\bniet (?:inbegrepen|beschikbaar)"
    r"|\btylko\b|\bwyłącznie|\bwymaga|\bniedostępn|только|исключительно|требует|недоступн|не входит"
    r"|лише|тільки|виключно|потребує|\byalnızca\b|\bsadece\b|\bgerektirir|\bhanya\b|\bkhusus\b"
    r"|\bmemerlukan|\bchỉ\b|dành riêng|เท่านั้น|เฉพาะ|केवल|सिर्फ|فقط|حصري|يتطلب|מיועד|רק\b|בלעדי|דורש"
    r"|\bcsak\b|\bkizárólag|\bpouze\b|\bjen\b|\bvýhradně|\bvyžaduje|μόνο|αποκλειστικά|απαιτεί"
    r"|のみ|限定|専用|仅|僅|只对|只有|专享|專享|에서만|전용|শুধুমাত্র|কেবল",
    re.IGNORECASE,
)
# ...and naming what it holds back — this feature, content or page, or the reader's access to it or use of
# it — or the reader's own plan: a landing page's "Premium is only €4.99" holds nothing back
_WHAT_IS_HELD = re.compile(
    r"\b(?:this|these|your (?:current )?(?:plan|account|subscription))\b|\baccess|\b(?:use|view|unlock)\b"
    r"|\b(?:diese[rsmn]?|dein\w*|ihr\w*|zugriff|nutz\w*|cette|ce|cet|votre|accéde\w*|accès|utilise\w*"
    r"|este|esta|estos|estas|tu|su|acce(?:der|so)|usar|utilizar|acess\w*|essa|esse|seu|sua"
    r"|questo|questa|tuo|tua|accede\w*|usare|deze|dit|je|uw|toegang|gebruik\w*|ta|ten|to|tw\w*|dostęp\w*"
    r"|korzyst\w*|tato|tento|toto|váš|vaš\w*|přístup\w*|použí\w*|bu|erişim\w*|kullan\w*|ini|anda|akses"
    r"|menggunakan|này|bạn|truy cập|sử dụng|ez|ezt|az ön|hozzáfér\w*|használ\w*|αυτή|αυτό|αυτές|πρόσβαση"
    r"|χρήση)\b"
    r"|этот|эта|это|эти|ваш\w*|доступ|использ\w*|ця|цей|це|ці|користува\w*"
    r"|นี้|เข้าถึง|ใช้|यह|इस|उपयोग|این|دسترسی|استفاده|هذه|هذا|الوصول|استخدام|זו|זה|גישה|שימוש"
    r"|この|ご利用|利用|此|该|該|这|這|访问|訪問|使用|이 |이용|사용|এই|ব্যবহার",
    re.IGNORECASE,
)
# ...or the tier's label for one feature, a line of its own (the title may add the site's name after a bar),
# as apps' catalogues name a pay stop's badge or heading: "premiumFeature": "Premium Feature" beside
# "Upgrade to Premium" (and "Fonctionnalité Premium", "Función Premium", "Premium Özellik",
# "ميزة بريميوم" in their translations), "Pro feature", "Premium-Funktion", "Recurso premium",
# "Funzionalità premium",
# "Premium-functie", "Funkcja premium", "Премиум-функция", "Fitur premium", "Tính năng cao cấp",
# "プレミアム機能", "付费功能", "프리미엄 기능". One feature, not a landing page's "Premium features" (a list
# of what the tier holds, held back from no one), and the label whole, not a sentence's "Security is not a
# premium feature"
_TIER_FEATURE = re.compile(
    r"^[^\w\n]*(?:(?:premium|pro|paid|vip|plus)[- ]?(?:feature|funktion|functie)"
    r"|(?:fonctionnalité|fonction|función|funcionalidad|característica|recurso|funcionalidade|função"
    r"|funzionalità|funzione|funkcja|функция|функція|fitur|tính năng) (?:premium|pro|vip|payante"
    r"|de pago|pago|a pagamento|cao cấp)"
    r"|(?:премиум|преміум)[- ]?(?:функция|функція)|premium özellik(?:i)?|ميزة (?:بريميوم|مدفوعة)"
    r"|プレミアム機能|有料機能|(?:付费|付費|会员|會員)功能|(?:프리미엄|유료) 기능)"
    r"[^\w\n]*(?:[|·–—-][^\n]{0,60})?$",
    re.IGNORECASE,
)
# ...or the reader's free trial said over, in the languages the other rules lack it in
_TRIAL_OVER = re.compile(
    r"thời gian dùng thử[^.!?\n]{0,30}(?:đã )?(?:kết thúc|hết hạn)|hết (?:thời gian|hạn) dùng thử"
    r"|(?:निःशुल्क )?परीक्षण(?: अवधि)?[^।\n]{0,20}समाप्त"
    r"|(?:ช่วง|ระยะ)?ทดลองใช้[^\n]{0,20}(?:สิ้นสุด|หมดอายุ)"
    r"|пробн\w* (?:період|термін)[^.!?\n]{0,20}(?:закінчи|завершен|минув)"
    r"|zkušební (?:verze|období|doba)[^.!?\n]{0,20}(?:skončil|vypršel)"
    r"|próbaidőszak[^.!?\n]{0,20}(?:lejárt|véget ért)|lejárt a próbaidőszak"
    r"|δοκιμαστική (?:σας )?περίοδος[^.!?\n]{0,20}(?:έληξε|ολοκληρώθηκε)"
    r"|תקופת (?:ה)?ניסיון[^.!?\n]{0,20}(?:הסתיימה|נגמרה)"
    r"|دوره (?:ی )?آزمایشی[^.!?\n]{0,30}(?:به پایان رسید|تمام شد)"
    r"|(?:ট্রায়াল|পরীক্ষামূলক)[^।\n]{0,20}শেষ",
    re.IGNORECASE,
)
# ...but a page that greets a reader already inside, or says the thing is there now, holds nothing back: a
# members' area's "Welcome back! This month's premium members-only webinar is now available below."
_INSIDE = re.compile(
    r"\bwelcome back\b|\bnow available\b|\bavailable (?:below|now|here)\b|\bwillkommen zurück\b"
    r"|\bjetzt verfügbar\b|\bbon retour\b|\bmaintenant disponible\b|\bbienvenid[oa] de nuevo\b"
    r"|\bya (?:está )?disponible\b|\bbem-vind[oa] de volta\b|\bagora disponível\b|\bbentornat[oa]\b"
    r"|\bwelkom terug\b|\bwitaj ponownie\b|с возвращением|\btekrar hoş geldin|\bselamat datang kembali\b"
    r"|\bchào mừng (?:bạn )?trở lại\b|おかえりなさい|欢迎回来|歡迎回來|다시 오신 것을 환영",
    re.IGNORECASE,
)
# a link, as the extracted text writes it
_LINK = "]("


def tier_gate(
    title: str,
    headings: list[str],
    said_of: Callable[[], list[str]],
    prose: list[str],
    text: str,
    own: str,
) -> Shape | None:
    """A pay gate known as an app's stop for a paid tier (see the module docstring). ``said_of`` gives the
    page's own sentences in order (its site's chrome set aside: a search of the markup, asked for only once
    the page's length has not ended the judging), ``own`` its markup without its navigation."""
    if len(text) > TIER_TEXT_CHARS:
        return None
    headline = [piece for piece in (title, *headings[:1]) if piece]
    said = said_of()
    # (a short line is no prose: a Chinese or Thai message of a dozen letters is read from the page's own
    # sentences, its links among them set aside)
    opening = [piece for piece in said if _LINK not in piece and piece not in headline]
    message = list(dict.fromkeys((*headline, *prose[:MESSAGE_PIECES], *opening[:MESSAGE_PIECES])))
    held = [piece for piece in message if _holds_back(piece)]
    if not held:
        return None
    if not any(_says_held(piece) for piece in held):
        # (held back by the tier's label alone: what the page says beside its headline is the feature's pitch,
        # one sentence over the offer's list, where a post wearing the label in its title tells its news)
        pitch = _offer_list([piece for piece in prose if piece not in headline], opening)
        if len(pitch) > PITCH_PIECES:
            return None
    if opens_paid(title, headings, said[:1]) or prices_plans(prose):
        return None
    if any(_INSIDE.search(piece) for piece in message):
        return None
    beside = _offer_list([piece for piece in prose if piece not in message and _LINK not in piece], opening)
    if beside:
        # (the labels of the page's own links and buttons, a line of their own once the text is read without
        # its links' syntax, are its ways on, not what it says: "Liên hệ nâng cấp Đăng xuất")
        labels = [clean(found.group(2)) for found in CHOICE.finditer(shown_markup(own))]
        beside = [piece for piece in beside if not _labels_alone(piece, labels)]
    if sum(map(len, beside)) > BESIDE_CHARS or tells_a_story(headline, beside):
        return None
    if not offers_to_pay(own, TIER_CHOICES):
        return None
    return Shape("paywall", "tier")


# an item of the offer's list: a short line that closes no sentence ("Advanced LLM Support", "24/7
# Availability for health queries"), at most this long
OFFER_ITEM_CHARS = 60
_CLOSES = re.compile(r"[.!?…:;](?=\s|$)|[。！？]")  # (a version's "3.3" closes none)


def _offer_list(beside: list[str], lines: list[str]) -> list[str]:
    """``beside`` without the offer's list of what the tier brings: the page's own short lines (``lines``,
    its links set aside) that close no sentence (:data:`OFFER_ITEM_CHARS`), where two or more stand together
    — a stop's checklist of benefits under its message, which a story, told in sentences, is not."""
    items = {
        line
        for line in lines
        if len(line) <= OFFER_ITEM_CHARS and _LINK not in line and _CLOSES.search(line) is None
    }
    if len(items) < 2:
        return beside
    return [piece for piece in beside if piece not in items]


def _labels_alone(piece: str, labels: list[str]) -> bool:
    """Whether ``piece`` is nothing but some of ``labels`` (the page's links' and buttons' own words)."""
    rest = piece
    for label in sorted(filter(None, labels), key=len, reverse=True):
        rest = rest.replace(label, " ")
    return rest != piece and _WORD.search(rest) is None


_WORD = re.compile(r"\w")


def _holds_back(piece: str) -> bool:
    """Whether ``piece`` keeps something for a paid tier (the tier and its holding back in one line), or
    says the reader's trial is over, or wears the tier's label for a feature; said, never asked."""
    return _says_held(piece) or (_in_reach(piece) and _TIER_FEATURE.search(piece) is not None)


def _says_held(piece: str) -> bool:
    """Whether ``piece`` says in a line that something is kept for a paid tier, or that the reader's trial is
    over (:func:`_holds_back` but for the label)."""
    if not _in_reach(piece):
        return False
    return (
        _TIER.search(piece) is not None
        and _HELD.search(piece) is not None
        and _WHAT_IS_HELD.search(piece) is not None
    ) or (_TRIAL_OVER.search(piece) is not None)


def _in_reach(piece: str) -> bool:
    """Whether ``piece`` is read for a message at all: no longer than one (:data:`MESSAGE_CHARS`), and said,
    not asked."""
    return len(piece) <= MESSAGE_CHARS and ASKED.search(piece) is None
