"""What the pages a site serves *instead of* the article say and carry, kind by kind, as data.

Read by :mod:`kotoba.web.verdict.walls`. Each kind has:

``said``
    Sentences only the wall itself says to its reader: "Sorry, we couldn't find that page", "Before you
    continue to Google", "Join LinkedIn", "Are you of legal drinking age?". One decides only where it is the
    page's message (see ``walls``), never as an aside in an article, and never inside quotation marks: an
    article that quotes a wall is about the wall.
``title``
    What the wall's ``<title>`` says ("404: This page could not be found", "Login • Instagram").
``apparatus``
    Words of the wall's own machinery (cookies and partners, passwords and accounts, dates of birth): a
    sentence carrying one is part of the wall, not text of the page's own, when the residue is measured.
``address``
    The path or host a site sends its wall to (``consent.google.com``, ``/authwall``, ``/agecheck``).
``markup``
    The wall's form in the markup, as literal text written as the markup writes it: a password field, a
    date-of-birth select, consent buttons. Literal, so that a page of any size costs a few substring
    searches, not a pattern run over hundreds of kilobytes.
``image``
    What an image's file name or alt text says ("not-found.jpg", "block-ip.png") where a page has no prose
    and the image is its message.
``form_alone``
    Whether the wall's form, on a page with no text at all, is the page's message.
``title_alone``
    Whether the title is enough of a place for the wall's message (not for a log-in page: see below).

Patterns are matched case-blind; ``said`` against the title, the headings and the article's sentences.
``needles`` are literal text (lower case), one of which every sentence of ``said`` and every ``title``
contains: a page that holds none of them is not searched with the patterns at all, which keeps an
ordinary page's judgement to a few substring searches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kotoba.web.outcome import Wall
from kotoba.web.verdict import (
    walls_asked_to_log_in,
    walls_i18n,
    walls_ip_refused,
    walls_metered,
    walls_platforms,
    walls_platforms2,
    walls_platforms3,
    walls_premium_only,
    walls_protected_part,
    walls_read_more,
    walls_told_not_in,
)
from kotoba.web.verdict.alternation import Alternation
from kotoba.web.verdict.walls_i18n import LOGGED_IN, NOT_FOUND_HEADINGS, NOT_FOUND_SENTENCES

_FLAGS = re.IGNORECASE
# ``said`` is searched over the whole text before its sentences are read one by one: "^" and "$" there mean
# the start and end of a line, so a gate's prompt on a line of its own counts wherever the line stands
_SAID_FLAGS = re.IGNORECASE | re.MULTILINE


@dataclass(frozen=True)
class WallRules:
    """The marks of one kind of wall (see the module docstring)."""

    kind: Wall
    said: Alternation
    needles: tuple[str, ...]
    title: re.Pattern[str] | None
    apparatus: Alternation
    address: re.Pattern[str] | None
    markup: tuple[str, ...]
    # what the file name or the alt text of an image says where the page's message is that image
    image: re.Pattern[str] | None = None
    # whether the wall's form is its message on a page with no text at all: a date-of-birth form is nothing
    # but an age gate, while a password field sits in the log-in box of many a page whose text a script writes
    form_alone: bool = False
    # whether the title alone, beside a sentence of the wall further down, is where the page says it: not for
    # a log-in page, since a site's template may put "Login" in every page's title
    title_alone: bool = True
    # the path of a page whose subject is this kind's own (a site's cookie settings, its privacy page): there,
    # the wall's words are the page asked for, unless the wall's own address or form says otherwise
    subject: re.Pattern[str] | None = None
    # how much prose of its own a page may say beside this kind's sentences and still be the wall (None: the
    # judge's own measure); a cookie notice, which sits on every kind of page, must be all the page says
    own_chars: int | None = None
    # what a sentence of this kind names where the wall stands over a part of the page, not over the page: a
    # log-in asked for to comment (a blog's comment form under every post, WordPress's "You must be logged in
    # to post a comment." in each of its languages) leaves the post above it to every reader
    elsewhere: re.Pattern[str] | None = None
    # literal marks of the wall's own script starting it (a consent manager's banner run from the page's own
    # inline call) that, on a page with no text at all, are its message: the banner is all a reader is shown
    started: tuple[str, ...] = ()


def _p(*branches: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{b})" for b in branches), _FLAGS)


def _apparatus(*branches: str) -> Alternation:
    # (:func:`_p`'s pattern, searched only with the branches a sentence can hold: the apparatus is searched in
    # every sentence of a page's prose, and most hold none of its words)
    return Alternation(list(branches), _FLAGS)


# The site speaking in its own voice in Japanese, Chinese or Korean: to its reader (あなた, お客様, 您,
# 你, 귀하, 고객님), of itself (当サイト, 本站, 본 사이트), or in the polite forms its notices take
# (ください, ません, ございます, 습니다, 십시오), not a story's reporting of what a law or a platform says
_CJK_SITE_SPEAKS = (
    r"あなた|お客様|お客さま|利用者様|閲覧者|当サイト|本サイト|当店|弊社|ください|ません|ございます|ご利用"
    r"|您|你|本站|本网站|本網站|本平台|敬请|敬請|请您|請您"
    r"|귀하|고객님|회원님|본 사이트|당사|저희|습니다|십시오|주세요"
)


def _cjk_spoken(words: str) -> str:
    """``words`` (an alternation) where the same line (the apparatus reads a page one sentence at a time) also
    has the site speaking in its own voice (:data:`_CJK_SITE_SPEAKS`), before or after them: tried from the
    line's start only, each a single pass along it."""
    return rf"\A(?=[^\n]*?(?:{_CJK_SITE_SPEAKS}))[^\n]*?(?:{words})"


def _said(*branches: str) -> Alternation:
    # (a line's opening run of non-word characters stays in its line: "^\W*" read on across every following
    # line of symbols from each line's start, quadratic on a page of them, where a match crossing lines also
    # starts at the later line's own "^"; the sentences are searched only with the branches a text can hold)
    return Alternation([branch.replace(_LINE_OPENING, _IN_LINE_OPENING) for branch in branches], _SAID_FLAGS)


_LINE_OPENING = "^\\W*"
_IN_LINE_OPENING = "^[^\\w\\n]*"


_Q = r"['’]"  # an apostrophe, straight or curly

# The things a site's page may say have ended or gone (an event, a listing, a job, a product), per language
ITEMS_EN = "event|property|listing|ad|advert|job|position|vacancy|offer|product|item|recipe|obituary"
ITEMS_DE = "stellenanzeige|anzeige|artikel|produkt|angebot|veranstaltung|inserat|stelle"
ITEMS_FR = "événement|annonce|produit|article|offre|emploi"
ITEMS_ES = "anuncio|producto|evento|oferta|artículo|empleo"
ITEMS_IT = "annuncio|prodotto|evento|offerta|articolo"
ITEMS_NL = "advertentie|product|evenement|vacature|aanbieding|artikel"
ITEMS_PT = "anúncio|produto|evento|oferta|vaga|artigo"
# An item said to be gone, as a shop's, a job board's or an events listing's page says it of its own item: a
# not-found page's sentence where the page is headed with the state, the item's own page where headed with its
# name (:mod:`kotoba.web.verdict.walls` tells the two apart)
ITEM_GONE_SAID = (
    rf"\bthis (?:{ITEMS_EN}) is no longer (?:available|on the market)\b",
    rf"(?:diese|dieser|dieses) (?:{ITEMS_DE})\w* ist (?:leider )?nicht mehr verfügbar",
    rf"(?:cet|cette|ce) (?:{ITEMS_FR}) n.est plus disponible",
    rf"(?:este|esta) (?:{ITEMS_ES}) ya no está (?:disponible|publicad[oa])",
    rf"(?:{ITEMS_IT})\b[^.!?\n]{{0,40}} non è più disponibile",
    rf"(?:deze|dit) (?:{ITEMS_NL}) is niet meer beschikbaar",
    rf"(?:este|esta) (?:{ITEMS_PT}) não está mais disponível",
)

# "Page not found" in the languages not-found pages are written in (the title, or the page's heading).
_NOT_FOUND = (
    r"(?:page (?:non trouvée|introuvable)|seite nicht gefunden|página no encontrada|pagina non trovata"
    r"|página não encontrada|pagina niet gevonden)"
)

# ...and the page headed moved or deleted, both said ("Page déplacée ou supprimée"): "Page moved" alone heads
# a redirect's page, which links on
_MOVED_OR_DELETED = (
    r"(?:page (?:moved or (?:deleted|removed)|déplacée ou supprimée|supprimée ou déplacée)"
    r"|seite verschoben oder gelöscht|página (?:movida o eliminada|movida ou (?:removida|excluída))"
    r"|pagina (?:spostata o (?:eliminata|rimossa)|verplaatst of verwijderd))"
)

# ...and Django admin's not-found heading and sentence in its translators' ninety languages
# (:mod:`kotoba.web.verdict.walls_i18n`): the heading as a whole line, the sentence anywhere it is said
_NOT_FOUND_I18N = "|".join(re.escape(heading) for heading in dict.fromkeys(NOT_FOUND_HEADINGS))
_NOT_FOUND_SAID_I18N = "|".join(re.escape(sentence) for sentence in dict.fromkeys(NOT_FOUND_SENTENCES))
# ...and the paywall boxes and log-in stops publishing and log-in platforms ship in their translations
_PLATFORM_PAYWALL = walls_platforms.branches(walls_platforms.PAYWALL_NOTICES)
_PLATFORM_LOGIN = walls_platforms.branches(walls_platforms.LOGIN_STOPS)
_PLATFORM_CONSENT = walls_platforms.branches(walls_platforms.CONSENT_NOTICES)
# ...and the not-found pages, age gates and geo blocks as the software that serves them words them
_PLATFORM_NOT_FOUND = walls_platforms.sentence_branches(walls_platforms2.NOT_FOUND_SENTENCES)
_PLATFORM_CONSENT_STOP = walls_platforms.branches(walls_platforms2.CONSENT_STOPS)
_PLATFORM_CONSENT_NOTICE = walls_platforms.branches(walls_platforms2.CONSENT_NOTICES)
# ...and the forums', CMSs' and course platforms' log-in stops, the paywall boxes, geo blocks and
# pay-or-accept walls the earlier tables did not say (:mod:`walls_platforms3`)
_PLATFORM3_LOGIN = walls_platforms.branches(walls_platforms3.LOGIN_STOPS)
_PLATFORM3_PAYWALL = walls_platforms.branches(walls_platforms3.PAYWALL_NOTICES)
_PLATFORM3_GEO = walls_platforms.branches(walls_platforms3.GEO_BLOCKS)
_PLATFORM3_CONSENT_STOP = walls_platforms.branches(walls_platforms3.CONSENT_STOPS)
# ...and the log-in stops and paywall boxes as the frameworks' own catalogues translate them, where none of
# those says them (:mod:`kotoba.web.verdict.walls_i18n`: Devise's, Flask-Security-Too's, Ghost's theme's)
_I18N_LOGIN = walls_platforms.branches(walls_i18n.LOGIN_STOPS)
_I18N_PAYWALL = walls_platforms.branches(walls_i18n.PAYWALL_NOTICES)

# A page, or what a page holds, in the languages of the not-found headings (:data:`SOFT404`)
_PAGE_WORDS = (
    r"seite|page|p[aá]gina|strona|stron|страниц|sayfa|oldal|pagina|inhalt|contenu|contenido|conte[uú]do"
    r"|contenuto|inhoud|treść|beitrag|artikel|article|articolo|art[ií]culo|artigo|статья|запись|ressource"
    r"|recurso|risorsa|ресурс|erőforrás|dokument|document|documento|eintrag|entrada|voce|post"
    # (and a shop's product, whose not-found view is headed so: "Produkt nicht gefunden", "Ürün bulunamadı")
    r"|produkt|producto|produto|prodotto|product|produit|ürün|товар"
    # (and the address asked for, as an app's router heads its not-found view: "¡Ruta no encontrada!",
    # "URL nicht gefunden", "Adresse introuvable", "Rota não encontrada", "Маршрут не найден")
    r"|ruta|rota|rotta|route|url|adresse|dirección|endereço|indirizzo|adres|enlace|lien|link|маршрут|адрес"
)

# "Page not found" as not-found pages head themselves in languages the lists above have few pages in (ca, uk,
# hu, sl, tl, ur, bn, vi, th, no, he, fa, bg, hr, lt, lv, et, el), a title or a heading of its own
_NOT_FOUND_MORE = (
    r"pàgina no trobada|no s['’]ha trobat la pàgina|сторінк[уа] не знайден[оа]|az oldal nem található"
    r"|(?:oldal|lap) nem található|stran (?:ni bila najdena|ne obstaja)|hindi (?:nahanap|makita) ang pahina"
    r"|صفحہ نہیں ملا|পৃষ্ঠা পাওয়া যায়নি|trang không tồn tại|không tìm thấy trang|ไม่พบหน้า(?:ที่คุณ\S{0,20}|นี้)?"
    r"|siden (?:finnes|findes) ikke|siden (?:ble|blev) ikke funnet|(?:הדף|העמוד) לא נמצא"
    r"|صفحه (?:مورد نظر )?(?:پیدا|یافت) نشد"
    r"|страницата не е намерена|stranica nije pronađena|puslapis nerastas|lapa nav atrasta|lehte ei leitud"
    # (Greek's heading with or without its article: "Η σελίδα δεν βρέθηκε" as Django's catalogue words it,
    # "Σελίδα δεν βρέθηκε" as a looked-at site's title and heading say it)
    r"|(?:η )?σελίδα δεν βρέθηκε"
)
# ...and the page sought said not to exist in the same languages ("La pàgina que cerqueu no existeix", "A
# keresett oldal nem létezik", "Stran, ki jo iščete, ne obstaja", "Сторінка, яку ви шукаєте, не існує",
# "Страницата, която търсите, не съществува", "Ang pahinang hinahanap mo ay hindi umiiral",
# "جس صفحے کی آپ تلاش کر رہے ہیں وہ موجود نہیں", "আপনি যে পৃষ্ঠাটি খুঁজছেন তা বিদ্যমান নেই",
# "Siden du leter etter finnes ikke",
# "הדף שחיפשת אינו קיים", "صفحه‌ای که دنبال آن بودید وجود ندارد", "หน้าที่คุณค้นหาอาจถูกลบ")
_NOT_FOUND_SOUGHT = (
    r"\bla pàgina (?:que (?:cerqueu|cerques|busqueu|busques|heu demanat)|sol·licitada)\b.{0,20}"
    r"\bno existeix\b"
    r"|\ba (?:keresett|kért) oldal\b.{0,10}\bnem (?:létezik|található)\b"
    r"|\bstran,? ki jo (?:iščete|iščeš),? ne obstaja\b"
    r"|\bсторінк[аи],? (?:яку|що) (?:ви )?шукаєте,? не існує\b"
    r"|\bстраницата,? (?:която|що) търсите,? не съществува\b"
    r"|\bang pahina(?:ng)? (?:hinahanap mo|iyong hinahanap) ay (?:hindi umiiral|wala na|hindi mahanap)\b"
    r"|صفحے کی (?:آپ )?تلاش کر رہے ہیں وہ موجود نہیں"
    r"|যে পৃষ্ঠাটি খুঁজছেন (?:তা|সেটি) (?:বিদ্যমান নেই|পাওয়া যায়নি)"
    r"|\bsiden (?:du (?:leter etter|søger|leder efter)) (?:finnes|findes) ikke\b"
    r"|(?:הדף|העמוד) (?:שחיפשת|שביקשת) (?:אינו קיים|לא קיים)"
    r"|صفحه\W?\s?ای که (?:دنبال آن|به دنبال آن|دنبالش) (?:بودید|هستید) وجود ندارد"
    r"|หน้าที่คุณ(?:ค้นหา|กำลังค้นหา|ต้องการ)(?:อาจ)?(?:ถูกลบ|ไม่มีอยู่)"
    # ...and in Greek, the page sought (Django's "η σελίδα που ζητήθηκε", the page asked for; a looked-at
    # site's "Η σελίδα που αναζητάτε δεν υπάρχει", the page you look for does not exist) said not to exist or
    # not to have been found
    r"|\bη σελίδα που (?:ζητήθηκε|αναζητάτε)\b.{0,20}\bδεν (?:υπάρχει|βρέθηκε)\b"
)

# An interjection before a not-found heading, as themes write it in each language ("Oops! That page can't be
# found." and its translations: "¡Vaya!", "Oups !", "Hoppla!", "Ops!", "Oeps!", "Упс!", "Ups!", "Hata!"; a
# looked-at Greek not-found page's "Ουπς!")
_OOPS = (
    r"(?:(?:oops|whoops|oups|ups|upps|hoppla|huch|vaya|ay|ops|opa|oeps|упс|ой|hata|hay aksi|ouch|uh[- ]oh"
    r"|oh no|ουπς)\W++)"
)
# (a line's opening run of non-word characters taken whole, never given back: what follows it in the
# branches below is a word, and a hostile page's run of 100,000 spaces is then read once, not once per
# character it might have ended at)
_LINE_LEAD = r"^[^\w\n]*+(?=\w)(?:404\W++)?"
# ...and the page said not to be found as those themes' translations head it, a line of its own ("¡Vaya! No
# se puede encontrar esa página.", "Oops! Impossibile trovare la pagina.", "Opa! Essa página não pode ser
# encontrada.", "Oeps! Die pagina kan niet worden gevonden.", "Ups! Nie można znaleźć strony.")
_PAGE_CANNOT_BE_FOUND = (
    r"no (?:se )?(?:puede|pudo|ha podido) (?:ser )?encontrar? (?:esa|esta|la) página"
    r"|(?:esa|esta|la) página no (?:se )?(?:puede|pudo) (?:ser )?encontrar?(?:da)?"
    r"|(?:non è stato possibile|impossibile) trovare (?:questa|quella|la) pagina"
    r"|(?:questa|la) pagina non (?:può essere|è stata) trovata"
    r"|(?:esta|essa|a) página não (?:pode|pôde) ser encontrada"
    r"|não (?:foi|é) possível encontrar (?:esta|essa|a) página"
    r"|(?:die|deze|de) pagina kan niet (?:worden gevonden|gevonden worden)"
    r"|nie (?:można|udało się) znaleźć (?:tej |tej strony|strony)"
)
SOFT404 = WallRules(
    "soft404",
    said=_said(
        rf"{_LINE_LEAD}{_OOPS}?(?:{_NOT_FOUND_MORE})\W*$",
        _NOT_FOUND_SOUGHT,
        rf"{_LINE_LEAD}{_OOPS}?(?:{_NOT_FOUND_I18N})\W*$",
        rf"{_LINE_LEAD}{_OOPS}?(?:{_PAGE_CANNOT_BE_FOUND})\W*$",
        # ...and Korean's informal ending of the same heading (looked-at: "페이지를 찾을 수 없어요")
        r"^\W*(?:404\W+)?(?:요청하신 |찾으시는 )?페이지를 찾을 수 없(?:어요|음|네요)\W*$",
        _NOT_FOUND_SAID_I18N,
        rf"(?:couldn{_Q}t|could not|can{_Q}t|cannot|can not) (?:find|locate) (?:that|the|this|your) page",
        rf"(?:page|article|post|story|content) "
        rf"(?:you(?:{_Q}re| are| were)? (?:looking for|requested"
        r"|trying to (?:reach|access|view|visit|open|find))|you asked for).{0,60}"
        r"(?:not (?:be )?found|does ?n[o']t exist|doesn’t exist|no longer (?:exists?|available)"
        r"|been (?:moved|removed|deleted)"
        # (or said not available, as a not-found alert says it: "THE PAGE YOU ARE LOOKING FOR IS NOT
        # AVAILABLE"; not where the sentence names the reader's place, as a geo block's does)
        rf"|(?:is|was) (?:not|n{_Q}t|no longer) available\b(?![^.!?\n]{{0,40}}\b(?:in|from|to) (?:your|this"
        r"|the) (?:country|region|location|area|territory|market)))",
        rf"this page (?:does ?n{_Q}?t|doesn’t|does not) exist",
        # ...and Docusaurus's not-found sentence as its translations ship it ("Nous n'avons pas pu trouver ce
        # que vous cherchiez.", "Wir konnten nicht finden, wonach Sie gesucht haben.", "No pudimos encontrar
        # lo que estabas buscando.", "Não foi possível encontrar o que você está procurando."),
        # sites' own turn of it ("nous n'avons pas pu localiser ce que vous cherchez"), and the page
        # headed moved or deleted, both said (:data:`_MOVED_OR_DELETED`); Italian as sites' own not-found
        # pages say it ("Non siamo riusciti a trovare quello che stavi cercando")
        rf"\bnous n{_Q}avons pas (?:pu )?(?:trouver|localiser|trouvé) (?:ce que|la page que) vous (?:re)?"
        r"cherch(?:ez|iez)\b|\bwir konnten (?:leider )?nicht finden,? wonach sie (?:gesucht haben|suchen)\b"
        r"|\bno (?:pudimos|hemos podido) encontrar lo que (?:estabas buscando|buscabas|buscaba|estás buscando"
        r"|buscas)\b|\bnão foi possível encontrar o que você (?:está|estava) procurando\b"
        r"|\bnon siamo riusciti a trovare (?:quello|ciò) che stavi cercando\b",
        rf"^\W*(?:404\W+)?{_MOVED_OR_DELETED}\W*$",
        # ...and the page said not to exist, or not to be here, as a not-found view's one sentence says it
        # under an interjection ("Oops!", "Ups!", "Упс!") in the languages not-found views are written in:
        # "That page doesn't exist.", "Diese Seite gibt es nicht.", "Esta página no existe.", "Questa pagina
        # non esiste.",
        # "Deze pagina bestaat niet.", "Такой страницы не существует.", "Сторінка не існує.", "Böyle bir sayfa
        # yok.", "Taka strona nie istnieje.", "Pagina nu a fost găsită", "Siden finnes ikke", "Sivua ei
        # löytynyt", "Stránka sa nenašla", "Страницата не е намерена", "Halaman tidak dijumpai",
        # "页面找不到了"
        rf"\b(?:that|the) page (?:does ?n{_Q}?t|doesn’t|does not) exist"
        rf"|\bthe page you{_Q}?(?:re| are) looking for (?:is ?n{_Q}?t|is not) here\b"
        rf"|\bwe (?:can{_Q}?t|cannot|couldn{_Q}?t|could not) (?:seem to )?find (?:the page|what you"
        rf"(?:{_Q}re| are| were) looking for)\b",
        r"\b(?:diese|die) seite gibt es (?:leider )?nicht\b|\b(?:esta|la) página no existe\b"
        r"|\b(?:esta|a) página não existe\b|\b(?:questa|la) pagina non esiste\b"
        r"|\b(?:deze|de) pagina bestaat (?:niet|niet meer)\b"
        r"|(?:такой|эт(?:а|ой)|данн(?:ая|ой)|запрашиваем(?:ая|ой)|указанн(?:ая"
        r"|ой))? ?страниц[аы] не существует"
        # (and with the reader's search between, as PlayTube's language table has it: "Страница, которую вы
        # искали, не существует.")
        r"|страниц[аы],? (?:которую|которой) вы (?:искали|ищете|запрашивали),? (?:не существует|не найдена)"
        r"|сторінк[аи] не існує|\bböyle bir sayfa (?:yok|bulunmuyor|mevcut değil)\b"
        r"|\b(?:aradığınız |istediğiniz )?sayfa (?:mevcut değil|bulunmuyor)\b"
        r"|\b(?:taka |ta )?strona nie istnieje\b"
        r"|^\W*(?:404\W+)?pagina nu a fost găsită\W*$|\bpagina (?:pe care o căuta\w*|solicitată|căutată) "
        r"nu (?:există|a fost găsită)\b"
        r"|\bsiden (?:finnes|findes|finns) ikke\b|\bsiden (?:ble|blev) ikke (?:funnet|fundet)\b"
        r"|\bsivua ei (?:löytynyt|löydy|ole olemassa)\b"
        r"|\bstránk[au] (?:sa nenašla|nebyla nalezena|neexistuje)\b|\bhľadaná stránka neexistuje\b"
        r"|\bстраницата не (?:е намерена|съществува)\b|\bстраница(?:та)? не съществува\b"
        r"|\b(?:halaman|produk|artikel|konten) (?:yang anda cari |yang dicari )?tidak (?:dijumpai|wujud)\b"
        r"|(?:页面|頁面|网页|網頁)找不到了",
        # ...and an item's view headed with its state, in Vietnamese and Indonesian ("Sản phẩm không tồn tại",
        # "Produk tidak ditemukan"), and the item sought said not to exist (tr: "Aradığınız ürün mevcut
        # değil")
        r"^\W*(?:404\W+)?(?:trang|sản phẩm|bài viết|nội dung) (?:này )?không (?:còn )?tồn tại\W*$"
        r"|^\W*(?:404\W+)?(?:produk|artikel|konten) (?:tidak ditemukan|tidak ada)\W*$"
        r"|\baradığınız (?:sayfa|ürün|içerik) (?:mevcut değil|bulunamadı|yok)\b",
        # ...and the reader told they came to one (looked-at: a Hugo layout's "Looks like you reached a page
        # that doesn't exist.")
        rf"\byou(?:{_Q}ve| have)? (?:reached|landed on|found|hit|come to) a page that "
        rf"(?:does ?n{_Q}?t|doesn’t|does not|no longer) exists?\b",
        r"(?:this|the requested) page could not be found",
        # a not-found heading naming what was not found, a line of its own ("Post not Found!", "Not Found!",
        # "User not found"), and the sentence under it (looked at: a blog's view, "Unfortunately, we could not
        # find the requested post."); not a program's error, which a question or an issue is headed with
        # ("Module not found", "pip: command not found", "Class not found")
        r"^\W*(?:404\W+)?(?![\w-]*\s?(?:module|command|class|method|function|symbol|library|dependency"
        r"|executable|variable|import|binary|driver|device|host|font|plugin|extension|property|attribute"
        r"|key)s? )"
        # (and the status after it, as a documentation builder's default page heads itself: mdBook's
        # "Document not found (404)")
        r"(?:[\w-]+ ){0,2}not found(?:\W{1,3}404\W{0,2})?[!.]*\s*$",
        # ...and the same heading in the languages of the rules' other not-found sentences, alone or naming a
        # page or what a page holds (looked at: a student guide's "Nicht gefunden" over "Die gewünschte Seite
        # wurde nicht gefunden!", "Página no encontrada", "Page non trouvée"): not a news headline's person or
        # thing ("Vermisste Wanderin nicht gefunden", "Pescador desaparecido no encontrado")
        rf"{_LINE_LEAD}{_OOPS}?(?:(?:[\w-]+ ){{0,2}}(?:{_PAGE_WORDS})\w*(?: [\w-]+)? )?"
        r"(?:nicht gefunden|non trouvée?s?|introuvables?|no encontrad[oa]s?|não encontrad[oa]s?"
        r"|non trovat[oa]"
        r"|niet gevonden|nie znaleziono|не найден[оаы]?|bulunamadı|nem található)(?:\W{1,3}404\W{0,2})?"
        r"[!.]*\s*$",
        # ...and where the language says the state first, the page after it, the line's last word ("Nie
        # znaleziono strony", "No se encontró la página", "Не найдена страница")
        rf"^\W*(?:404\W+)?(?:nie (?:znaleziono|odnaleziono)|no se (?:encontró|ha encontrado|pudo encontrar)"
        rf"|не найден[аоы]?|impossible de trouver|não (?:foi possível encontrar|encontramos)) "
        rf"(?:(?:la|a|el|le|the|такой|этой|tej) )?(?:{_PAGE_WORDS})\w*[!.]*\s*$",
        # a page gone: HTTP's 410 Gone as a line of its own (the status named: a bare number may be a bus
        # route's), or the page said to be no longer available
        # (looked at: an archive's "Gone", "410" and "Oh no! This page is no longer available.")
        r"^\W*(?:(?:error|http)\W+)?(?:410\W*gone|gone\W*410)\W*$",
        r"\b(?:this|the requested) page is no longer available\b",
        # ...and the same headline alone (looked at: a wiki farm's 410 page, "Page no longer available")
        r"^\W*(?:this )?page (?:is )?no longer available\W*$",
        rf"\b(?:couldn{_Q}t|could not|can{_Q}t|cannot|were unable to) (?:find|locate) the requested "
        r"(?:post|article|page|item|product|resource|entry|story|record|file|document)\b",
        # the web servers' and frameworks' own not-found sentence: Apache's "The requested URL was not found
        # on this server.", Werkzeug's NotFound ("The requested URL was not found on the server. If you
        # entered the URL manually please check your spelling and try again."), and the same said of a
        # resource (looked-at: a Czech and English view, "The requested resource was not found on this
        # server.")
        r"\bthe requested (?:url|resource|page|document|file)\b[^.!?]{0,120}?\b(?:was|could) not "
        r"(?:be )?found on (?:this|the) server\b",
        rf"page can{_Q}t be found",
        r"nothing was found at this location",
        # the not-found pages' favourite line, after a film's, as its sentence whole (looked-at: a game
        # portal's template, "This is not the page you are looking for ... we have looked and looked and we
        # can't find it."), not an article's "This is not the page you are looking for, jokes the archive…"
        # (and in the past tense, as Hugo's Ananke theme heads its not-found page)
        rf"^\W*(?:sorry,? )?this is not the (?:web ?)?page you(?:{_Q}re| are| were) looking for"
        r"\s*(?:[.!…]|$)",
        # mdBook's default not-found page: "This URL is invalid, sorry. Please use the navigation bar or
        # search to continue." under "Document not found (404)" — the reader's address said to lead nowhere
        # (sorry and the way on are its own: "This link is broken since the mirror moved" opens a post)
        r"^\W*(?:sorry,? this (?:url|link|address) is (?:invalid|broken|not valid|incorrect)\b"
        r"|this (?:url|link|address) is (?:invalid|broken|not valid|incorrect)(?:,? sorry\b"
        r"|\W+please use the (?:navigation|search)))",
        # (...and in French, as sites translate it: "Il semble que nous ayons égaré cette page", "Nous avons
        # égaré cette page")
        r"we seem to have lost this page|\b(?:il semble que nous ayons|nous semblons avoir|nous avons) égaré "
        r"cette page\b",
        # the platforms' and themes' own not-found lines: GitHub Pages' "There isn't a GitHub Pages site
        # here.", WordPress themes' "Oops! Nothing was found" heading, a link said broken ("The link you
        # clicked may be broken or the page may have been removed", after Facebook's), "Looks like this page
        # is missing", a page said removed as a line of its own
        r"\bthere isn['’]t a github pages site here\b",
        r"^\W*(?:oops\W*|sorry\W*)?nothing (?:was )?found(?: here)?\W*$",
        r"\bthe link you (?:followed|clicked|used) may be broken\b",
        r"^\W*(?:it )?(?:looks like|seems like|seems) this page is missing\b",
        r"^\W*(?:sorry,? )?this (?:page|post|article) has been (?:removed|deleted)\W*$",
        # ...and the page sought said not available in the languages of the rules' other sentences ("Lo
        # sentimos, la página que buscas no está disponible", "A página que você procura não está disponível",
        # "La page que vous recherchez n'est pas disponible", "La pagina che stai cercando non è
        # disponibile"), not where it names the reader's place ("… no está disponible en tu país": a geo
        # block's)
        r"\bla página que (?:buscas|busca|estás buscando|está buscando|solicitaste|ha solicitado) "
        r"(?:ya )?no está disponible\b(?![^.!?\n]{0,40}\ben (?:tu|su) (?:país|región|ubicación))"
        r"|\ba página que (?:você )?(?:procura|está procurando|solicitou) não está (?:mais )?disponível\b"
        r"(?![^.!?\n]{0,40}\b(?:em|no) (?:seu|sua) (?:país|região|localização))"
        r"|\bla page que vous (?:recherchez|cherchez|avez demandée) n['’]est (?:pas|plus) disponible\b"
        r"(?![^.!?\n]{0,40}\bdans votre (?:pays|région))"
        r"|\bla pagina che (?:stai cercando|cerchi|hai richiesto) non è (?:più )?disponibile\b"
        r"(?![^.!?\n]{0,40}\bnel (?:tuo|vostro) (?:paese|territorio))",
        rf"haven{_Q}t been able to serve the page you asked for",
        # "Page not found", alone or followed by the way back ("Page not found get back to the Home Page")
        r"^\W*(?:404\W+)?page not found\W*"
        r"(?:$|(?:please |you can )?(?:go|get|head|return|back|click|take)\b)",
        r"^\W*404\W*(?:not found|error)?\W*$",
        r"\b(?:error|http) 404\b",
        r"this (?:posting|listing|ad(?:vert)?) has (?:expired|been (?:deleted|removed))",
        r"this (?:job|position|vacancy|listing|offer|product) is no longer available",
        # ...and the other things a site's page says ended, and in the languages of its rules ("Sorry, this
        # event is no longer available", "Diese Stellenanzeige ist leider nicht mehr verfügbar", "Cet
        # événement n'est plus disponible", "Este anuncio ya no está publicado", "Deze advertentie is niet
        # meer beschikbaar"); an item's own page headed with its name says it of the item (walls' _ITEM_GONE)
        *ITEM_GONE_SAID,
        rf"^\W*this (?:{ITEMS_EN}) has ended\W*$",
        r"^\W*no results? (?:were )?found for\b",
        r"did not match any (?:documents|results|products)",
        rf"(?:couldn{_Q}t|could not) find any (?:products|results|items|matches) matching",
        # the same message in the languages sites' own not-found pages are written in: "Erreur 404",
        # "Page non trouvée", "la page que vous recherchez est introuvable", "Die angeforderte Seite konnte
        # nicht gefunden werden", "Lo sentimos, la página que estás buscando no existe"
        r"\b(?:erreur|errore|fehler|erro|fout)\W{0,3}404\b",
        rf"^\W*(?:404\W+)?{_NOT_FOUND}\W*$",
        # ...and the page named by its state, a heading of its own ("Cette page est introuvable")
        rf"^\W*(?:oups\W*)?cette page (?:est introuvable|n{_Q}existe (?:pas|plus))\W*$",
        r"\bla page (?:que vous (?:recherchez|cherchez|recherchiez|cherchiez|demandez|avez demandée"
        r"|essayez d['’](?:atteindre|ouvrir|afficher)|essayez de (?:consulter|voir|visiter))|demandée"
        r"|recherchée)\b.{0,20}"
        rf"(?:est |semble )?(?:introuvable|n{_Q}existe (?:pas|plus)"
        rf"|(?:n{_Q}a pas été|est|a été) (?:trouvée|supprimée|retirée))",
        # (the reader named as who asked for it or sought it, "von Ihnen", in the sentence or a clause of its
        # own, said in the present or the perfect: "Die von Ihnen angeforderte Seite konnte leider nicht
        # gefunden werden", SmartStore's seeded "Die von Ihnen angeforderte Seite wurde nicht gefunden, und
        # wir haben eine feine Vermutung, warum.", "Leider wurde die von Ihnen angeforderte Seite nicht
        # gefunden", PlayTube's language table's "Die Seite, die Sie gesucht haben, existiert nicht.")
        r"\b(?:die|diese) (?:von (?:ihnen|dir|euch) )?"
        r"(?:angeforderte |gesuchte |aufgerufene |gewünschte |angefragte )?seite "
        r"(?:konnte (?:leider )?nicht gefunden werden|wurde (?:leider )?nicht gefunden"
        r"|existiert (?:leider )?nicht)"
        r"|\b(?:wurde|konnte) die (?:von (?:ihnen|dir|euch) )?(?:angeforderte|gesuchte|aufgerufene"
        r"|gewünschte|angefragte) seite (?:leider )?nicht gefunden\b",
        r"\bdie seite,? die (?:sie (?:aufrufen|besuchen|öffnen|suchen) (?:wollten|möchten|wollen)"
        r"|du (?:aufrufen|besuchen|öffnen|suchen) (?:wolltest|möchtest|willst)"
        r"|sie (?:gesucht|aufgerufen|angefordert|besucht|angeklickt) haben"
        r"|du (?:gesucht|aufgerufen|angefordert|besucht|angeklickt) hast|sie suchen|du suchst)\b.{0,30}"
        r"\b(?:existiert (?:leider )?nicht|(?:wurde|konnte) (?:leider )?nicht gefunden"
        r"|gibt es (?:leider )?nicht|ist (?:leider )?(?:nicht|nicht mehr) verfügbar\b"
        r"(?![^.!?\n]{0,40}\b(?:in|aus|für) (?:ihrem|deinem|eurem|ihrer|deiner|diesem|dieser) "
        r"(?:land|region|gebiet|standort)))",
        # ...and the page the reader asked for said not available, as a shop engine's error page says it
        # ("Die von Ihnen angeforderte Seite ist leider nicht verfügbar.", "Die von Ihnen gewünschte Seite
        # ist leider nicht verfügbar"): named as asked for, not a page's own "diese Seite ist nicht
        # verfügbar" (a maintenance notice's); not where it names the reader's country (a geo block's)
        r"\b(?:die|diese) (?:von (?:ihnen|dir|euch) )?(?:angeforderte|gesuchte|aufgerufene|gewünschte"
        r"|angefragte) seite ist (?:leider )?(?:nicht|nicht mehr) (?:verfügbar|vorhanden|erreichbar)\b"
        r"(?![^.!?\n]{0,40}\b(?:in|aus|für) (?:ihrem|deinem|eurem|ihrer|deiner|diesem|dieser) "
        r"(?:land|region|gebiet|standort))",
        # ...and Instagram's "Sorry, this page isn't available." as its translations say it, a line of its own
        # (as scrapers' lists of its not-found wording give them: "Diese Seite ist leider nicht verfügbar.",
        # "Lo sentimos, esta página no está disponible.", "Desculpe, esta página não está disponível.",
        # "Cette page n'est pas disponible.", "Questa pagina non è disponibile.")
        r"^\W*(?:(?:entschuldigung|sorry|tut uns leid),? )?diese seite ist leider nicht verfügbar\W*$"
        r"|^\W*(?:lo sentimos,? )?esta página no está disponible\W*$"
        r"|^\W*(?:desculpe,? )?esta página não está disponível\W*$"
        rf"|^\W*(?:désolé,? )?cette page n{_Q}est pas disponible\W*$"
        r"|^\W*(?:spiacenti,? |ci dispiace,? )?questa pagina non è disponibile\W*$",
        r"\bla página (?:que (?:estás buscando|estabas buscando|buscas|buscabas|busca|buscaba"
        r"|has solicitado|(?:intentas|intenta|quieres|quiere"
        r"|deseas|desea|estás intentando|has intentado) (?:consultar|ver|visitar|abrir|acceder)"
        r"|(?:consultas|visitas|solicitas))|solicitada|buscada)\b.{0,30}\bno "
        r"(?:existe|(?:pudo ser |ha podido ser |fue |ha sido )?encontrada|se (?:encuentra|ha encontrado))",
        r"\bla pagina (?:che (?:stai cercando(?: di (?:visitare|raggiungere|aprire))?|cerchi|hai richiesto"
        r"|(?:provi|stai provando) a (?:visitare|raggiungere|aprire))|richiesta|cercata)\b.{0,20}\bnon "
        r"(?:esiste|è (?:stata trovata|disponibile|più disponibile))",
        r"\ba página (?:que (?:você )?(?:procura|está procurando|(?:está )?tent(?:ando|ou|a) "
        r"(?:acessar|aceder|visitar|abrir))|solicitada)\b.{0,20}"
        r"\bnão (?:existe|foi encontrada)",
        r"\bde pagina (?:die je zoekt|die u zoekt|die u zocht)\b.{0,20}"
        r"\b(?:bestaat niet|is niet gevonden|kan niet worden gevonden)",
        # ...and the page said not found in the other languages not-found pages are met in, the page named
        # ("Sidan du letar efter finns inte", "Nie ma takiej strony", "Halaman tidak ditemukan",
        # "お探しのページは見つかりませんでした", "요청하신 페이지를 찾을 수 없습니다", "الصفحة غير موجودة",
        # "पेज नहीं मिला")
        r"\bsidan (?:du (?:letar|söker) efter )?(?:hittades inte|finns inte|kunde inte hittas)\b"
        r"|\bnie ma takiej strony\b|^\W*strona nie istnieje\W*$|\bstrona, której szukasz,? (?:nie istnieje"
        r"|została usunięta)|\bhalaman (?:yang anda cari |yang dicari )?tidak (?:ditemukan|ada)\b"
        # (not said as what is shown, と表示される, nor named as an error to fix, 오류 해결)
        r"|ページ(?:は|が)(?:見つかりません|存在しません)(?:でした)?(?![とっ])"
        # (...and as Japanese not-found pages go on: the page the reader sought or opened, its address
        # named or not, said not to be found or likely moved or deleted —
        # "ページを見つけることができませんでした" (a wiki's and a community platform's language files),
        # "お客様のアクセスしたページ（URL）を見つけることができませんでした",
        # "お探しのページは一時的にアクセスができない状況にあるか、移動もしくは削除された可能性があります")
        r"|ページ(?:[（(]URL[）)])?を見つけることができ(?:ません|ませんでした)(?![とっ])"
        r"|(?:お探しの|(?:お客様が|お客様の)?(?:アクセス|ご?指定|リクエスト|要求)(?:され)?た|ご(?:指定|要望)の)"
        r"(?:ページ|URL)(?:[（(]URL[）)])?(?:は|が)[^。\n]{0,40}?移動(?:もしくは|または|または、|か|や)削除"
        r"(?:された|されている)可能性"
        r"|(?:페이지를 찾을 수 없습니다|페이지가 존재하지 않습니다)(?!\s*(?:오류|에러))"
        # (...and the address the reader asked for said missing or deleted, as Korean not-found pages go on:
        # "요청하신 주소가 없거나 삭제되었을 수 있습니다", "입력하신 페이지의 주소가 잘못 입력되었거나")
        r"|(?:요청하신|입력하신|찾으시는) (?:페이지(?:의 주소)?|주소|url)(?:가|는|를|이)? [^.!?\n]{0,20}?"
        r"(?:없거나|존재하지 않|삭제되었|변경되었|잘못 입력)"
        r"|(?:الصفحة|الصفحه) (?:المطلوبة |التي تبحث عنها )?غير موجودة|لم يتم العثور على الصفحة"
        # (the servers' old sentence in Arabic: "the page you are looking for may have been removed, renamed,
        # or be unavailable for now")
        r"|(?:الصفحة|الصفحه) التي تبحث عنها (?:ربما |قد )(?:تم حذفها|حذفت|حُذفت|نقلت|نُقلت|تم نقلها)"
        r"|(?:पेज|पृष्ठ) नहीं मिला",
        # ...in Hebrew, Thai, Vietnamese and Chinese as news sites and CMS themes say it ("אופס! הדף לא נמצא",
        # "ไม่พบหน้าที่คุณต้องการ", "Không tìm thấy trang", "抱歉，您访问的页面不存在！")
        r"^\W*(?:404\W+)?(?:אופס\W{0,3})?(?:הדף|העמוד) לא נמצא\W*$|(?:הדף|העמוד) (?:שחיפשת|המבוקש) לא נמצא"
        r"|^\W*(?:404\W+)?ไม่พบหน้า(?:ที่คุณ\S{0,20}|นี้)?\W*$"
        r"|\bkhông tìm thấy trang\b|\btrang (?:bạn (?:tìm|yêu cầu)\S*|này) không tồn tại\b"
        # (...and Vietnamese's page said gone as a heading alone, "Oops! Trang không tồn tại", and the page
        # sought said moved or gone, "trang bạn đang tìm kiếm đã bị di chuyển hoặc không còn tồn tại nữa")
        r"|^\W*(?:404\W+)?(?:oops\W*)?trang không (?:còn )?tồn tại\W*$"
        r"|\btrang bạn đang (?:tìm|yêu cầu)\S*(?: kiếm)?\b[^.!?\n]{0,40}?không (?:còn )?tồn tại\b"
        r"|您(?:所|要)?(?:访问|訪問|查找|请求|請求)的(?:页面|頁面|网页|網頁)(?:不存在|已被删除|已被刪除|找不到)"
        r"|^\W*(?:404\W+)?(?:抱歉[，,]\s*)?(?:页面|頁面|网页|網頁)不存在[！!。.]*\s*$",
        # ...and as documentation builders' themes say it in Chinese: Docusaurus's "找不到页面" ("找不到頁面")
        # over "我们找不到您要找的页面。", Nextra's "页面未找到", VitePress's translated "这个页面找不到了"
        r"^\W*(?:404\W+)?(?:找不到(?:该|此|这个|這個)?(?:页面|頁面|网页|網頁)|(?:页面|頁面|网页|網頁)未找到"
        r"|(?:这个|這個)(?:页面|頁面)找不到了)[！!。.]*\s*$|我(?:们|們)找不到您要找的(?:页面|頁面)",
        # ...and Docusaurus's not-found heading and sentence as its Ukrainian, Persian and Vietnamese
        # translations ship them ("Сторінку не знайдено" over "На жаль, ми не змогли знайти сторінку, яку ви
        # запитували."; "صفحه‌ای که دنبال آن بودید پیدا نشد."; "Chúng tôi không thể tìm thấy những gì bạn đang
        # tìm kiếm.")
        r"^\W*(?:404\W+)?сторінк[уаи] не знайдено[!.]*\s*$|\bне (?:змогли|вдалося) знайти сторінку\b"
        r"|صفحه\W?\s?ای که (?:دنبال آن|به دنبال آن|دنبالش) (?:بودید|هستید|می\W?\s?گردید) (?:پیدا|یافت) نشد"
        r"|^\W*(?:404\W+)?صفحه (?:مورد نظر )?(?:پیدا|یافت) نشد[!.]*\s*$"
        r"|\bkhông thể tìm thấy (?:những gì|trang|nội dung) (?:mà )?bạn (?:đang )?tìm",
        # ...and Turkish's page or address said unreachable, a heading of its own as ASP.NET and Laravel views
        # put it ("Bu URL'e ulaşılamıyor!", "Aradığınız sayfaya ulaşılamıyor"), and an MVC view's own name as
        # its heading ("NotFound", "PageNotFound": the action's name, camel-cased, a line of its own)
        r"^\W*(?:404\W+)?(?:bu |aradığınız |istediğiniz )?(?:sayfa|url|adres|bağlantı|link)\S*"
        r"(?: y?[ae])? ulaşılam(?:ıyor|adı)\W*$"
        r"|\b(?:aradığınız|istediğiniz|talep ettiğiniz) sayfaya ulaşılam(?:ıyor|adı)",
        r"^\W*(?:404\W+)?(?-i:(?:Page)?NotFound)\W*$",
        # a thing's page gone in Japanese, Korean and Chinese ("この求人は掲載を終了しました",
        # "삭제되었거나 마감된 채용공고입니다", "该职位已下线")
        r"この(?:求人|求人情報|募集|物件|商品|イベント|ページ)は(?:掲載|募集|販売|公開)を終了しました"
        r"|(?:삭제되었거나 )?마감된 (?:채용)?공고입니다"
        r"|(?:该|該)(?:职位|職位|商品|活动|活動|房源)已(?:下线|下線|下架|删除|刪除|失效)",
        # a forum's, a wiki's and a shop's own sentences: phpBB's "The requested topic does not exist." (and
        # its German), MediaWiki's missing article ("Wikipedia does not have an article with this exact
        # name", "There is currently no text in this page", "Dieser Artikel existiert nicht"), WooCommerce's
        # empty search, a news site's "may have been moved or deleted" in German and Spanish, and a thing not
        # found named ("We couldn't find that recipe", "ce produit est introuvable")
        r"\bthe requested (?:topic|forum|post|thread|user|profile) does (?:not|n['’]t) exist\b"
        r"|\b(?:das|der|die) angeforderte (?:thema|forum|beitrag|benutzer)\w* existiert (?:leider )?nicht\b"
        r"|\bdoes not have an? (?:article|page|talk page|file) with this exact name\b"
        r"|\bthere is currently no text in this page\b|\b(?:dieser|diese) (?:artikel|seite) existiert "
        r"(?:leider )?(?:nicht|noch nicht)\b|\bno products were found matching your selection\b"
        r"|\b(?:der|die|das) (?:gesuchte|angeforderte|aufgerufene|gewünschte) "
        r"(?:artikel|inhalt|beitrag|seite)\b[^.!?\n]{0,30}\b(?:verschoben|gelöscht|entfernt)\b"
        r"|\bes posible que (?:la|el) (?:noticia|página|artículo|contenido)\b[^.!?\n]{0,20}"
        r"\b(?:haya|ha) sido (?:eliminad|borrad|movid|retirad)[oa]\b"
        rf"|(?:couldn{_Q}t|could not|can{_Q}t|cannot) (?:find|locate) (?:that|this) "
        rf"(?:{ITEMS_EN}|article|post|story|episode)\b"
        rf"|\b(?:ce|cette|cet) (?:{ITEMS_FR}) (?:est|semble) introuvable\b",
        # an item's or a page's view headed with its state in Czech and Slovak, a line of its own ("Inzerát
        # nenalezen", "Článek nebyl nalezen", "Produkt sa nenašiel", "Stránka nenájdená")
        r"^\W*(?:404\W+)?(?:chyba\W+)?(?:stránka|stránku|inzerát|článek|článok|produkt|příspěvek|príspevok"
        r"|položka|obsah|soubor|súbor|uživatel|používateľ|záznam|kategorie|kategória)"
        r" (?:nebyl[aoy]? nalezen[aoy]?|nenalezen[aoy]?|nenájden[aáýé]?|nebol[aoi]? nájden[aáýé]?"
        r"|sa nenaš(?:la|iel|lo)|neexistuje)\W*$",
        # ...and a page said not to be available beside the advice to check the address typed, a not-found
        # page's own pairing ("Esta página no se encuentra disponible en este momento, asegúrese de que la
        # dirección introducida es correcta."; "This page is not available. Please check that the address is
        # correct."; "Cette page n'est pas disponible, vérifiez l'adresse")
        r"\b(?:(?:this|that|the requested) page|esta página|la página (?:solicitada|que busca|que buscas)"
        r"|cette page|la page demandée|questa pagina|la pagina richiesta|a página solicitada|diese seite"
        r"|die angeforderte seite|deze pagina|de opgevraagde pagina"
        r")\b[^.!?\n]{0,30}\b(?:is not available|isn['’]t available"
        r"|no (?:se encuentra|está|esta) disponible|n['’]est pas disponible|non è disponibile"
        r"|não (?:está|se encontra) disponível|ist nicht verfügbar|is niet beschikbaar)\b[^.!?\n]{0,60}"
        r"\b(?:check|make sure|verify|asegúrese|asegurate|asegúrate|compruebe|comprueba|verifique|verifica"
        r"|revise|vérifiez|controlla|controllare|überprüfen|prüfen|controleer)\b[^.!?\n]{0,40}"
        r"\b(?:address|url|link|dirección|direccion|enlace|adresse|lien|indirizzo|endereço|adres)\b",
        # a shop's or a site's search that found nothing, as the e-commerce and CMS templates say it: a
        # heading of its own ("No products found", "Nothing Found", "No results found"), the search said to
        # have found nothing ("Your search for "walnut lamp" did not yield any results", "Your search returned
        # no results", WordPress themes' "Sorry, but nothing matched your search terms", Magento's "We can't
        # find products matching the selection", Shopify's "Sorry, there are no products in this
        # collection"), and WooCommerce's "No products were found matching your selection" in its
        # translations
        r"^\W*(?:sorry,? )?(?:no (?:products|results|items|posts|articles|listings|matches|entries|pages)"
        r"(?: were)? found|nothing (?:was )?found)\W*$",
        r"\byour search(?: for [^.!?\n]{1,80}?)? (?:did not|didn['’]t) (?:yield|return|match|produce|find) "
        r"any (?:results|products|items|matches|documents|entries)\b"
        r"|\byour search (?:returned|produced|found) no (?:results|products|items|matches)\b"
        r"|\bnothing matched your search (?:terms|criteria|query)\b"
        r"|\bwe can['’]?t find (?:any )?products matching (?:the|your) selection\b"
        r"|\bthere are no products (?:in|listed (?:in|under)) this (?:collection|category)\b",
        r"\baucun produit ne correspond à votre sélection\b"
        r"|\bes wurden keine produkte gefunden,? die (?:deiner|ihrer) auswahl entsprechen\b"
        r"|\bno se encontraron productos que coincidan con (?:la|tu|su) selección\b"
        r"|\bnon sono stati trovati prodotti che corrispondono alla tua selezione\b"
        r"|\bnessun prodotto corrisponde alla tua selezione\b"
        r"|\bnenhum produto (?:foi encontrado|encontrado) (?:para|que corresponda à) (?:sua|a sua) seleção\b"
        r"|\ber zijn geen producten gevonden die aan (?:je|uw) selectie voldoen\b",
        # ...and a not-found page's own sentence as site builders and blog hosts word it: "Whatever you were
        # looking for doesn't currently exist at this address" (Tumblr), "The Web address you entered is not a
        # functioning page on our site" (a shop's), "This page isn't available. Sorry about that." as a line
        # of its own, and an item gone from its own page ("This posting has been deleted by its author",
        # "This job has expired", "Sorry, this item is unavailable") where the page is headed with that state
        r"\bwhatever you were looking for (?:doesn['’]t|does not) (?:currently )?exist\b"
        r"|\bthe web address you entered is not a functioning page\b",
        r"^\W*(?:sorry,? )?this page (?:isn['’]t|is not) available(?:\. sorry about that)?\W*$",
        r"^\W*(?:sorry,? )?this (?:posting|listing|job|ad|advert|item|product|offer|vacancy) "
        r"(?:has (?:been )?(?:expired|ended|deleted|removed|closed)|was (?:deleted|removed|ended)"
        r"|is (?:no longer |currently )?unavailable)(?: by (?:its|the) (?:author|seller|poster|owner))?\W*$",
        # ...and what the reader came for said gone, as publishers' and social sites' removed-content pages
        # say it: a heading of its own ("Article no longer available", "Sorry, this content isn't available
        # right now"), "This article is no longer available", and the link said broken or the page removed
        # ("The link you followed may be broken, or the page may have been removed", Instagram's and
        # Facebook's); and the not-found answers of application frameworks (ASP.NET's "The resource cannot be
        # found.", Spring Boot's "(type=Not Found, status=404)")
        r"^\W*(?:sorry,? )?this (?:content|page|post|video) (?:isn['’]t|is not) available right now\W*$"
        r"|^\W*(?:sorry,? )?(?:this )?(?:article|story|post|page|content|video|episode)(?: is)? no longer "
        r"available\W*$",
        r"\bthis (?:article|story|post|video|episode|content) is no longer (?:available|online|accessible)\b",
        r"\bthe link you followed may (?:be broken|have expired)\b[^.!?\n]{0,30}\b(?:page|content|post)\b"
        r"[^.!?\n]{0,40}\b(?:removed|deleted|expired|visible to)\b",
        r"^\W*the (?:requested )?resource (?:cannot|could not|can['’]t) be found\W*$"
        r"|\(type=not found, status=404\)",
        # ...and the platforms' own not-found pages in the translations they ship (:mod:`walls_platforms2`),
        # each a sentence of its own
        _PLATFORM_NOT_FOUND,
    ),
    needles=(
        *walls_platforms.needles(walls_platforms2.NOT_FOUND_SENTENCES),
        "may be broken",
        "page is missing",
        "nothing was found",
        "has been removed",
        "has been deleted",
        "no está disponible",
        "não está",
        "n’est pas disponible",
        "n'est pas disponible",
        "n’est plus disponible",
        "n'est plus disponible",
        "non è",
        "github pages",
        "available",
        "no longer",
        "link you followed",
        "resource",
        "status=404",
        "your search",
        "nothing matched",
        "products matching",
        "no products",
        "aucun produit",
        "keine produkte",
        "no se encontraron",
        "trovati prodotti",
        "nessun prodotto",
        "nenhum produto",
        "geen producten",
        "whatever you were",
        "web address",
        "this page is",
        "this page isn",
        "posting",
        "listing",
        "this job",
        "this ad",
        "this advert",
        "this item",
        "this product",
        "this offer",
        "this vacancy",
        "nalezen",
        "nájden",
        "nenaš",
        "neexistuje",
        "availab",
        "disponib",
        "verfügbar",
        "beschikbaar",
        "sidan",
        "takiej strony",
        "strona",
        "halaman",
        "ページ",
        "페이지",
        "الصفح",
        "नहीं मिला",
        "find",
        "found",
        "exist",
        "page you",
        "webpage you",
        "web page you",
        "404",
        "lost this page",
        "serve the page",
        "expired",
        "deleted",
        "removed",
        "no longer available",
        "no longer on the market",
        "has ended",
        "nicht mehr verfügbar",
        "plus disponible",
        "ya no está",
        "più disponibile",
        "niet meer beschikbaar",
        "não está mais disponível",
        "result",
        "match any",
        "matching",
        "trouv",
        "introuvable",
        "existe",
        "gefunden",
        "existiert",
        "encontrad",
        "trovat",
        "esiste",
        "disponibile",
        "gevonden",
        "bestaat",
        *dict.fromkeys(words.lower() for words in (*NOT_FOUND_HEADINGS, *NOT_FOUND_SENTENCES)),
        "페이지를 찾을 수 없",
        "gibt es",
        "существует",
        "існує",
        "sayfa",
        "strona nie",
        "nu a fost găsit",
        "nu există",
        "siden",
        "sivua",
        "stránk",
        "съществува",
        "е намерена",
        "produk",
        "artikel",
        "konten",
        "aradığınız",
        "sản phẩm",
        "bài viết",
        "nội dung",
        "요청하신",
        "입력하신",
        "찾으시는",
        "לא נמצא",
        "ไม่พบหน้า",
        "tìm thấy trang",
        "không tồn tại",
        "tồn tại",
        "不存在",
        "已被删除",
        "已被刪除",
        "找不到",
        "未找到",
        "не знайдено",
        "знайти сторінку",
        "پیدا نشد",
        "یافت نشد",
        "không thể tìm thấy",
        "is invalid",
        "is broken",
        "is not valid",
        "is incorrect",
        "を終了しました",
        "공고입니다",
        "已下线",
        "已下線",
        "已下架",
        "已删除",
        "已刪除",
        "已失效",
        "exact name",
        "no text in this page",
        "verschoben",
        "gelöscht",
        "entfernt",
        "sido",
        "supprim",
        "retirée",
        "削除",
        "localiser",
        "égaré",
        "encontrar lo que",
        "encontrar o que",
        "riusciti a trovare",
        "movida",
        "spostata",
        "verplaatst",
        "410",
        "найден",
        "bulunamad",
        "ulaşılam",
        "található",
        "trobada",
        "existeix",
        "знайден",
        "не існує",
        "létezik",
        "najdena",
        "obstaja",
        "pahina",
        "نہیں ملا",
        "موجود نہیں",
        "পাওয়া যায়নি",
        "বিদ্যমান নেই",
        "หน้าที่คุณ",
        "finnes ikke",
        "findes ikke",
        "ikke funnet",
        "ikke fundet",
        "אינו קיים",
        "לא קיים",
        "نشد",
        "وجود ندارد",
        "намерена",
        "pronađena",
        "nerastas",
        "nav atrasta",
        "ei leitud",
        "δεν βρέθηκε",
        "δεν υπάρχει",
        "znaleziono",
        "encontr",
        # (Spanish says a page not found with another stem too: "la página que estás buscando no se
        # encuentra", which "encontr" does not hold)
        "encuentra",
        "trovare",
        "znaleźć",
    ),
    title=_p(
        rf"(?:^|\W)(?:{_NOT_FOUND_I18N})(?:\W|$)",
        rf"(?:^|\W)(?:{_NOT_FOUND_MORE})(?:\W|$)",
        r"페이지를 찾을 수 없(?:어요|음|네요)",
        r"^\W*(?:error\s+|http\s+)?404\b",
        r"\b404\W+(?:not found|error|page)",
        r"\bpage (?:was )?not found\b",
        r"\b(?:post|article|job|listing|story|product) not found\b",
        r"page could not be found",
        rf"\b{_NOT_FOUND}\b",
        r"\b(?:erreur|errore|fehler|erro|fout)\W{0,3}404\b",
        rf"\b{_MOVED_OR_DELETED}(?:\W|$)",
        r"^\W*(?-i:(?:Page)?NotFound)\W*$",
    ),
    apparatus=_apparatus(
        r"\b(?:search|home ?page|homepage|link|url|address|sorry|looking for|try|browse|spelling|typed?|"
        r"mistyped|outdated|report it|popular|go (?:back|home))\b",
        # and in the languages above: back to the home page, check the address, sorry
        r"\b(?:accueil|retour(?:ner)?|désolé|adresse|recherche|startseite|zurück|leider|adresse|suche|"
        r"inicio|portada|volver|lo sentimos|dirección|búsqueda|torna|spiacenti|indirizzo|cerca|voltar|"
        r"desculpe|terug|sorry)\b",
        # ...and the other ways on, as English's "browse" and "report it" (the site's map or list of pages,
        # browsing it, letting the site know): "Naviguez vers…", "plan du site", "pour nous faire savoir",
        # "Sitemap", "mapa del sitio", "avísanos", "mappa del sito", "segnalaci", "mapa do site", "avise-nos"
        r"\b(?:navigue[rz]|parcour(?:ir|ez)|plan du site|signale[rz]|nous (?:le )?faire savoir|sitemap"
        r"|mapa del sitio|navega[r]?|avísanos|mappa del sito|naviga(?:re)?|segnalaci|mapa do site"
        r"|navegue|avise-nos)\b",
        # ...and in Arabic: the home page, back, sorry, search
        r"الصفحة الرئيسية|العودة|عذرا|عذراً|بحث",
        # ...and in the other languages of the not-found lists: the address or link the reader came by, the
        # home page, the menu, search, sorry ("입력한 주소가 변경되었거나 삭제되었을 수 있습니다",
        # "이전 링크에서 들어오셨다면 상단 메뉴나 카테고리 목록을 통해 최신 경로를 확인해 주세요")
        r"주소|링크|홈으로|홈페이지|메뉴|검색|죄송|경로|アドレス|リンク|トップページ|ホーム|検索|申し訳|メニュー"
        r"|地址|链接|鏈接|網址|网址|首页|首頁|搜索|搜尋|抱歉|菜单|選單",
        r"\b(?:адрес|ссылк|главн|поиск|извините|меню|adres|link|stron[aęy] główn|wyszuk|przepraszamy"
        r"|bağlantı|ana sayfa|arama|üzgünüz|alamat|tautan|beranda|pencarian|maaf|địa chỉ|liên kết|trang chủ"
        r"|tìm kiếm|xin lỗi)",
        # ...and in Greek, as Django admin's catalogue (django/contrib/admin/locale/el/LC_MESSAGES/django.po)
        # words them: the home page ("Αρχική"), search and looking for ("Αναζήτηση", the verb a not-found page
        # says of the reader, "η σελίδα που αναζητάτε"), sorry ("Λυπούμαστε"), the link ("σύνδεσμος") and the
        # address ("διεύθυνση"); and the way back, as a looked-at not-found page words it ("Επιστροφή στα …",
        # "… το δρόμο σας πίσω")
        r"\b(?:αρχικ\w*|αναζ[ηή]τ\w*|λυπούμαστε|σύνδεσμ\w*|διεύθυνσ\w*|επιστροφ\w*|πίσω)",
    ),
    address=_p(r"/404(?:\.html?)?(?:$|[?#])"),
    markup=(),
    image=_p(r"\bnot[ _-]?found\b|\b(?:error[ _-]?)?404\b|\bpage[ _-]?(?:missing|not[ _-]?exist)"),
)

CONSENT = WallRules(
    "consent",
    said=_said(
        r"before you continue to\b",
        r"\bis part of the (?:yahoo|verizon media|oath) family of brands",
        r"accept (?:everything|all) and read for free",
        r"mit werbung.{0,100}\bpur[- ]?abo\b|\bpur[- ]?abo\b.{0,100}\bwerbung\b",
        r"mit werbung und tracking (?:nutzen|lesen|besuchen).{0,80}(?:oder|abonnieren)",
        r"wir brauchen ihre zustimmung",
        # the reader asked to accept the cookies to go on, in German, French, Vietnamese and Czech as a
        # consent wall's view says it ("Bitte stimmen Sie zu, um fortzufahren", "Acceptez pour continuer",
        # "Chấp nhận cookie để tiếp tục", "Pro pokračování přijměte cookies")
        r"\bbitte stimmen sie (?:der verwendung von cookies )?zu,? um fortzufahren\b"
        r"|^\W*acceptez (?:les cookies |tous les cookies )?pour continuer\b"
        r"|\bchấp nhận (?:cookie|tất cả cookie) để tiếp tục\b"
        r"|\bpro pokračování přijměte (?:soubory )?cookies?\b",
        r"stimmen sie bitte der verwendung von cookies",
        r"votre choix concernant les cookies",
        r"lesen sie \S+ mit werbung",
        # ...and the same choice with no name between ("Lesen Sie mit Werbung und Tracking oder werden Sie
        # PUR-Abonnent"), and contentpass's offer, the pay side of a German pay-or-accept wall ("Mit
        # contentpass werbefrei lesen")
        r"^\W*lesen sie mit werbung und tracking\b",
        r"^\W*(?:mit|über) contentpass (?:werbefrei|ohne werbung)",
        r"(?:read|use|continue to) [\w.]+ with (?:advertising|ads) (?:and tracking )?or (?:subscribe|pay)",
        r"(?:accept|agree to) (?:all )?cookies (?:and tracking )?(?:or|to) "
        r"(?:subscribe|pay|continue reading)",
        # the IAB TCF dialogs' first layer (Quantcast/InMobi Choice and others): its heading on a line of its
        # own, and the sentence naming the framework's first purpose, "Store and/or access information on a
        # device" (IAB Europe, TCF v2.2 policy, Appendix A)
        r"^\W*we value your privacy\W*$",
        r"\bwe and our (?:\d+ )?partners (?:may |use cookies to )?store and/or access information "
        r"on a device",
        # ...and the same sentence as the TCF's publishers translate it, "we and our partners" opening it with
        # the verb of storing (IAB Europe translates the purposes into every EU language; the dialogs' own
        # sentences, as reviewers met them in 19 languages)
        r"^\W*(?:nous et nos partenaires (?:stockons|utilisons)|nosotros y nuestros socios almacenamos"
        r"|nós e os nossos parceiros armazenamos"
        r"|noi e i nostri (?:partner|fornitori) (?:archiviamo|memorizziamo)"
        r"|wir und unsere partner (?:speichern|verarbeiten)|wij en onze partners (?:gebruiken|slaan|bewaren)"
        r"|my i nasi partnerzy przechowujemy|vi och våra partner(?:s)? lagrar|vi og vores partnere "
        r"(?:opbevarer|gemmer)|vi og våre partnere lagrer|me ja kumppanimme tallennamme"
        r"|my a naši partneři ukládáme|mi és partnereink [^.]{0,40}tárol\w*|noi și partenerii noștri stocăm"
        r"|biz ve iş ortaklarımız|kami dan mitra kami menyimpan|εμείς και οι συνεργάτες μας αποθηκεύουμε"
        r"|(?:نستخدم )?نحن وشركاؤنا)\b",
        r"^\W*(?:当社(?:および|と)パートナーは|당사와 파트너는)",
        # a consent notice's sentence as Didomi's default notice words it, the reader's agreement first
        # ("With your agreement, we and our partners use cookies or similar technologies to store, access,
        # and process personal data like your visit on this website"), and in its translations
        r"\bwith your (?:agreement|consent),? we and our (?:\d+ )?partners use cookies\b"
        r"|\bavec votre (?:accord|consentement),? (?:nos partenaires et nous|nous et nos partenaires) "
        r"utilisons des cookies\b"
        r"|\bmit ihrer zustimmung (?:verwenden|nutzen|setzen) wir und unsere (?:\d+ )?partner cookies\b"
        r"|\bcon (?:su|tu) consentimiento,? nosotros y nuestros (?:\d+ )?socios (?:utilizamos|usamos) "
        r"cookies\b"
        r"|\bcon il (?:tuo|vostro) consenso,? noi e i nostri (?:\d+ )?partner (?:utilizziamo|usiamo) "
        r"(?:i )?cookie",
        # ...and the consent managers' dialogs that stop the visit (:mod:`walls_platforms2`)
        _PLATFORM_CONSENT_STOP,
        _PLATFORM3_CONSENT_STOP,
    ),
    needles=(
        *walls_platforms.needles(walls_platforms2.CONSENT_STOPS),
        *walls_platforms.needles(walls_platforms3.CONSENT_STOPS),
        "before you continue",
        "bitte stimmen sie",
        "pour continuer",
        "để tiếp tục",
        "pro pokračování",
        "value your privacy",
        "store and/or access",
        # (the translations' openings, "we and our partners")
        "nous et nos partenaires",
        "nosotros y nuestros socios",
        "nós e os nossos parceiros",
        "noi e i nostri",
        "wir und unsere partner",
        "wij en onze partners",
        "my i nasi partnerzy",
        "vi och våra partner",
        "vi og vores partnere",
        "vi og våre partnere",
        "me ja kumppanimme",
        "my a naši partneři",
        "mi és partnereink",
        "noi și partenerii noștri",
        "biz ve iş ortaklarımız",
        "kami dan mitra kami",
        "εμείς και οι συνεργάτες μας",
        "نحن وشركاؤنا",
        "当社およびパートナー",
        "当社とパートナー",
        "당사와 파트너",
        "family of brands",
        "contentpass",
        "with your agreement",
        "with your consent",
        "avec votre accord",
        "avec votre consentement",
        "con su consentimiento",
        "con tu consentimiento",
        "con il tuo consenso",
        "con il vostro consenso",
        "read for free",
        "werbung",
        "zustimmung",
        "cookies",
        " with ads",
        " with advertising",
        "cookie consent",  # and the titles' own words
        "cookie settings",
        "cookie preferences",
        "cookie choices",
        "privacy preferences",
        "privacy choices",
        "manage cookies",
        "manage consent",
        "manage cookie",
    ),
    title=_p(
        r"^before you continue\b",
        r"family of brands$",
        r"mit werbung oder im pur-abo",
        # a consent manager's own page, titled as its dialog is ("Cookie consent", "Privacy preferences")
        r"^\W*(?:cookie (?:consent|settings|preferences|choices)|(?:your )?privacy (?:preferences|choices)"
        r"|manage (?:cookies|consent|cookie preferences))\W*$",
    ),
    apparatus=_apparatus(
        r"cookie|\bpartners?\b|tracking|consent|personali[sz]ed|advertis|\bads?\b|privacy|data|\bdevice\b|"
        r"accept|reject|manage|settings|subscri|werbung|datenschutz|zustimm|einverstanden|abo\b|abonn|"
        r"anmelden|einstellungen|publicit|accepter|connecter|partenaires|pur\b|tracking|ger[äa]t|"
        r"choices|more options|non-personali[sz]ed|\bservices?\b|measur|audience|spam|fraud|abuse|outage|"
        r"develop|improve|insights",
    ),
    address=_p(r"^https?://(?:consent|guce)\.[^/]+/", r"/(?:consent|zustimmung|privacy-gate)(?:[-/?]|$)"),
    subject=_p(
        r"^https?://[^/]+/(?:[^?#]*/)?(?:cookies?|privacy|datenschutz(?:erkl[aä]rung)?)"
        r"(?:[-_](?:policy|settings|preferences|notice|statement|cent(?:er|re)|choices))?"
        r"(?:\.[a-z]{2,5})?/?(?:$|[?#])"
    ),
    markup=(
        "consent.google.com/save",
        "consent.youtube.com/save",
        "consent.yahoo.com/v2/collectConsent",
        'action="https://consent.youtube.com/s"',
        'action="https://consent.google.com/s"',
        "sp_choice_type_11",
        "gdpr-lmd-button",
    ),
    # the inline call that starts a cookie-consent library's banner, as its makers document the snippet:
    # CookieConsent.com's `cookieconsent.run({...})`, Osano's open-source cookieconsent
    # `window.cookieconsent.initialise({...})`, Silktide's older `window.cookieconsent_options = {...}`, which
    # its script shows by itself (looked-at: three pages that are nothing but such a snippet); and
    # Sourcepoint's message, which its script renders inside an iframe from its own host
    # (``sp_message_iframe_…`` inside ``sp_message_container_…``, served from ``cdn.privacy-mgmt.com``, as its
    # documentation sets it up): the page holds none of its words, only the frame
    started=(
        "cookieconsent.run(",
        "cookieconsent.initialise(",
        "cookieconsent_options",
        'id="sp_message_iframe_',
        "privacy-mgmt.com/index.html?message_id=",
    ),
)

# The same notice's opening in Chinese (both scripts), Japanese and Korean where the sentence does not start
# on its subject and its verb:
# - a lead-in before the site, the cookies named a few words after the verb ("關於本網站使用瀏覽器紀錄
#   Cookie 來提供您最好的使用體驗", the cookie notice window of GitHub JELiu0928/ap_pd_exercise,
#   resources/views/Front/include/cookie.blade.php);
# - the purpose first ("為了提供您最佳的服務，本網站會在您的電腦中放置並取用我們的Cookie", the zh_TW
#   message of SPC2356789/yesmans, resources/lang/vendor/cookie-consent/zh_TW/texts.php; "为了提供最佳
#   体验，我们使用 Cookie 等技术来存储和访问设备信息", a consent dialog's zh strings, an exact-string hit
#   whose repository the index does not name);
# - the site as "当ウェブサイト" or "このウェブサイト", over a long purpose clause ("当ウェブサイトでは、
#   より快適なオンライン環境を実現するため、クッキー（Cookie）を使用しています。", "当ウェブサイトでは、
#   正常な動作に必要な Cookie と、ご利用状況を把握するためのトラッキング Cookie を使用しています。",
#   "このウェブサイトはCookieを使用しています": consent scripts' and banners' Japanese, exact-string hits
#   whose repositories the index does not name), or as "본 웹사이트" ("본 웹사이트는 사용자 경험 향상을
#   위해 쿠키를 사용합니다.", samuel21-website/chat-frontend, src/pages/CookiePolicy.js);
# - the going on that means agreement already given ("…即表示您已同意", Chinese sign-up and upload notes'
#   turn, exact-string hits; "如果您選擇繼續瀏覽或關閉這個提示，便表示您已接受", the window above).
# Not "the cookies we use" (a policy's "我們使用的 Cookie …"), nor a site saying it uses none
# ("このウェブサイトはCookie…を一切使用しません", "본 웹사이트는 … 쿠키 … 사용하지 않습니다").
CJK_NOTICE_OPENINGS: tuple[str, ...] = (
    r"^\W*(?:关于|關於|(?:为了|為了)[^。，,！!？?\n]{1,20}[，,]\s*)?(?:本(?:网站|網站|站|网页|網頁)|我们|我們)"
    r"(?:会|會|将|將)?(?:在[^。，,\n]{1,10}?)?(?:使用|采用|採用|放置|存储|儲存|取用)(?!的)"
    r"[^。，,！!？?\n]{0,8}?cookie",
    r"(?:继续|繼續)(?:浏览|瀏覽|使用)[^。\n]{0,20}?(?:即|则|則|便|就)?(?:表示|视为|視為)您?(?:已经|已經|已)"
    r"(?:同意|接受)",
    r"^\W*(?:当|この|本)ウェブサイト(?:では|は)[^。\n]{0,50}?(?:cookie|クッキー)[^。\n]{0,10}を(?:使用|利用)"
    r"(?!しません|しない|していません|することはありません)",
    r"^\W*본 (?:웹)?사이트(?:는|에서는) [^.\n]{0,30}?쿠키를 (?:사용|이용)(?!하지)",
)

# A cookie notice served as the whole page (looked-at captures: "This website uses cookies to ensure you get
# the best experience on our website.", "We use cookies!", "Мы используем файлы cookie…", "By continuing to
# visit this site you agree to our use of cookies."): the content replaced by the consent choice. The notice
# sits on every kind of page, so it names the page only where it is all the page says — no sentence of the
# page's own beside it — and only after every other kind has been asked (a not-found page with a cookie
# banner is a not-found page).
CONSENT_NOTICE = WallRules(
    "consent",
    said=_said(
        r"^\W*(?:this (?:web ?site|site|page)|we|our (?:web ?site|site)) (?:uses?|is using|may use) "
        r"cookies\b",
        r"^\W*we use cookies\W*$",
        r"^\W*we(?: would|['’]d)? (?:like|want) to use (?:third[- ]party )?cookies\b",
        r"\bby (?:continuing to (?:use|visit|browse)|using|browsing) (?:our|this) (?:web ?site|site)\b.{0,40}"
        r"\byou (?:agree|consent|accept)\b.{0,40}\bcookies\b",
        # and the same notice in the languages sites write it in
        r"^\W*(?:diese (?:web ?seite|website|seite)|wir) (?:verwendet|verwenden|nutzt|nutzen) cookies\b",
        r"^\W*(?:ce site|nous) (?:utilise|utilisons) (?:des )?cookies\b",
        # (...and its "makes use of" turn, as Italian, Spanish and Portuguese banners' messages often word it:
        # "Questo sito fa uso di cookie per migliorare l'esperienza di navigazione", "Questo sito fa utilizzo
        # di cookie di navigazione", "Este sitio hace uso de cookies propias y de terceros")
        r"^\W*(?:este sitio(?: web)?|esta (?:página|web)|utilizamos|usamos) (?:utiliza |usa |hace uso de )?"
        r"(?:las )?cookies\b",
        r"^\W*(?:questo sito(?: web)?|utilizziamo|usiamo) (?:utilizza |usa |fa (?:uso|utilizzo) di )?(?:i )?"
        r"cookie\b",
        r"^\W*(?:este site|utilizamos|usamos) (?:utiliza |usa |faz uso de )?(?:os )?cookies\b",
        r"^\W*(?:deze (?:web)?site|wij|we) (?:maakt gebruik van|gebruikt|gebruiken) cookies\b",
        r"^\W*ta strona (?:internetowa )?(?:używa|wykorzystuje) (?:plików )?cookie",
        # ...and "we use cookies" as the rest of Europe's notices open ("Używamy cookies niezbędnych oraz – za
        # Twoją zgodą – analitycznych", "Používáme soubory cookies", "Vi använder cookies", "Käytämme
        # evästeitä", "Sütiket használunk", "Folosim cookie-uri", "Çerezleri kullanıyoruz", "Ми використовуємо
        # файли cookie", "Χρησιμοποιούμε cookies", "Kami menggunakan cookie", "Chúng tôi sử dụng cookie")
        r"^\W*(?:używamy|wykorzystujemy|stosujemy|používáme|používame|využíváme) (?:(?:plików|pliki|soubory"
        r"|súbory) )?cookie",
        r"^\W*(?:vi|denne (?:hjemme)?side|denna (?:webbplats|sida)|nettstedet) (?:använder|bruger|bruker"
        r"|anvender) (?:cookies|informasjonskapsler|kakor)\b",
        r"^\W*(?:käytämme|sivusto käyttää|tämä sivusto käyttää) (?:evästeitä|cookie)",
        r"^\W*(?:sütiket|cookie-kat) használ"
        r"|^\W*(?:a |ez a )?(?:weboldal|honlap) (?:sütiket|cookie-kat) használ",
        r"^\W*(?:folosim|utilizăm|acest site (?:folosește|utilizează)) (?:module )?cookie",
        r"^\W*(?:çerezleri|çerez) kullan|^\W*bu (?:web )?sitesi? çerez",
        r"^\W*(?:ми )?(?:використовуємо|використовує) (?:файли )?cookie",
        r"^\W*(?:χρησιμοποιούμε|ο ιστότοπος χρησιμοποιεί) (?:τα )?cookies",
        r"^\W*(?:kami|situs ini|laman ini) (?:menggunakan|memakai) (?:cookie|kuki)",
        r"^\W*(?:chúng tôi|trang web này) sử dụng cookie",
        r"^\W*мы используем (?:файлы )?cookie|продолжая (?:использовать|пользоваться) (?:наш |этим )?сайт",
        # ...in Chinese, Japanese and Korean, as sites' notices say it
        # ("本网站使用 Cookie 来改善您的浏览体验", "继续浏览即表示您同意我们使用 Cookie",
        # "当サイトではクッキー（Cookie）を使用しています",
        # "이 웹사이트는 쿠키를 사용합니다")
        r"^\W*(?:本(?:网站|網站|站|网页|網頁)|我们|我們)(?:会|會|将|將)?(?:使用|采用|採用)\s*"
        r"(?:cookies?|小型文字檔案)",
        r"(?:继续|繼續)(?:浏览|瀏覽|使用)[^。\n]{0,20}?(?:即|则|則)?(?:表示|视为|視為)(?:您)?(?:同意|接受)",
        r"^\W*(?:当サイト|このサイト|本サイト|当社)(?:では|は)[^。\n]{0,20}(?:cookie|クッキー)[^。\n]{0,10}"
        r"を(?:使用|利用)",
        r"^\W*(?:이 (?:웹)?사이트|당사|저희)(?:는|에서는)? [^.\n]{0,20}쿠키를 (?:사용|이용)",
        # (...and where the sentence opens otherwise, or names the site at more length: above)
        *CJK_NOTICE_OPENINGS,
        # ...and in the languages that put the verb last, closing the sentence ("… için çerezler
        # kullanıyoruz.", Turkish), or open it with "we" (Hindi "हम कुकीज़ का उपयोग करते हैं", Bengali
        # "আমরা কুকি ব্যবহার করি")
        r"\bçerez(?:ler)? kullan(?:ıyoruz|maktayız|ılmaktadır|ılır)(?:[.!]|\W*$)",
        r"^\W*(?:हम|यह (?:वेबसाइट|साइट)) कुकीज़? (?:का )?(?:उपयोग|इस्तेमाल)",
        r"^\W*(?:আমরা|এই (?:ওয়েবসাইট|সাইট)) কুকি(?:জ)? ব্যবহার",
        # a consent manager's banner as its makers translate it (OneTrust's default: "By clicking “Accept
        # All Cookies”, you agree to the storing of cookies on your device…"): the click on its own button's
        # label, then the reader's agreement to the cookies' storing, from the sentence's start
        r"^\W*(?:by clicking|wenn sie auf|indem sie auf|en cliquant sur|al hacer clic en|al pulsar"
        r"|ao clicar em|clicando em|ao carregar em|cliccando su|facendo clic su|door op|klikając|kliknutím na"
        r"|făcând clic pe|dengan (?:mengklik|mengeklik|menekan)|нажимая|натискаючи|khi nhấp vào"
        r"|genom att klicka på|ved at klikke på|ved å klikke på)\b.{1,80}?"
        r"\b(?:you (?:agree|consent|accept)|stimmen sie|vous acceptez|vous consentez|(?:usted )?aceptas?"
        r"|(?:você )?concordas?|accetti|acconsenti|gaat u akkoord|ga je akkoord|zgadzasz się|wyrażasz zgodę"
        r"|souhlasíte|sunteți de acord|anda (?:menyetujui|setuju)|вы (?:соглашаетесь|даете согласие)"
        r"|ви погоджуєтеся|bạn đồng ý|godkänner du|accepterer du|godtar du)\b.{0,80}?cookie",
        r"\btıklayarak\b.{0,120}?\bçerez",
        # ...and the consent managers' own default texts in their translations (:mod:`walls_platforms`)
        _PLATFORM_CONSENT,
        _PLATFORM_CONSENT_NOTICE,
    ),
    needles=(
        *walls_platforms.needles(walls_platforms.CONSENT_NOTICES),
        *walls_platforms.needles(walls_platforms2.CONSENT_NOTICES),
        "cookie",
        "informasjonskapsler",
        "kakor",
        "evästeitä",
        "sütiket",
        "çerez",
        "kuki",
        "クッキー",
        "쿠키",
        "कुकी",
        "কুকি",
        "继续浏览",
        "繼續瀏覽",
        "继续使用",
        "繼續使用",
    ),
    title=None,
    # only the notice's own machinery: a cookie policy speaks of data, services and partners too, but not
    # every one of its sentences of cookies
    apparatus=_apparatus(
        r"cookie|куки|consent|accept|reject|refuse|decline|privacy|partners?\b|personali[sz]|advertis"
        r"|settings|preferences|akzeptier|ablehnen|accepter|refuser|aceptar|rechazar|accetta|rifiuta"
        r"|aceitar|recusar|accepteren|weigeren|akceptuj|odrzu|принять|согла"
        # and the categories a consent dialog lists, each with its line ("Required for the website to function
        # properly. Cannot be disabled.", "Help us understand how visitors interact with our site.")
        r"|necessary|essential|analytics|marketing|functional|performance|statistic|function properly"
        # (...as the languages above name them: "Niezbędne", "Analityczne", "Afiliacyjne", "nezbytné",
        # "nödvändiga", "välttämättömät", "szükséges", "necesare", "gerekli", "необхідні")
        r"|niezbędn|analityczn|afiliacyjn|marketingow|nezbytn|analytick|nödvändig|nødvendig|välttämät"
        r"|szüksége|necesar|gerekli|необхідн|аналітичн|απαραίτητ|evästeit|sütik|çerez|kakor|informasjonskaps"
        r"|kabul ed|siteyi kullanarak|tercih|istatistik|zorunlu|gizlilik|pazarlama|analitik"
        r"|be disabled|site traffic|interact with|relevant (?:content|ads|offers)"
        # and its consent to go on ("Kontynuując przeglądanie, wyrażasz zgodę na ich użycie."), or to its
        # technologies, given or withdrawn, in Czech and Slovak as Complianz's banner says it ("Souhlas s
        # těmito technologiemi nám umožní zpracovávat údaje …", "Nesouhlas nebo odvolání souhlasu …")
        r"|\bagree|zgod|zustimm|einverstanden|acceptez|aceptas|accetti|concorda|\bcontinuing|kontynuuj"
        r"|souhlas|súhlas"
        r"|en poursuivant|al continuar|continuando|продолжая"
        r"|同意|接受|拒绝|拒絕|隐私|隱私|偏好|设置|設定|继续|繼續|同意する|受け入れ|拒否|동의|거부|설정|개인정보"
    ),
    address=None,
    subject=CONSENT.subject,
    markup=(),
    title_alone=False,
    own_chars=0,
)

# The content shown only to registered or logged-in users: a log-in box in the article's place, in English
# ("This content is only available to registered users"), and as the CMS and forum plugins' translations give
# it (below). :data:`LOGIN` says them as its other sentences; :data:`REGISTERED_ONLY_SAID` is them alone, for
# where the box stands (:mod:`kotoba.web.verdict.walls_members_box`: all a page says under its headline).
_REGISTERED_ONLY_EN = (
    r"(?:only )?available (?:only )?to (?:logged[- ]in|registered|signed[- ]in) (?:members|users)"
)
# ...and the same box with its subject first, the readers it is for ("Only registered users can see this
# content", "Nur registrierte Mitglieder können diesen Inhalt sehen": phpBB's Limit For Guest extension's
# BBCODE_GUEST in its English and German; "Only Registered users can view this content. Already a member,
# Please Login Here.", a Java portal's page; "Only registered users can view this board" over a link to log
# in, a whiteboard app's; s2Member's shortcode box "Only members can see this content"; "Solo los usuarios
# registrados pueden ver esta página.", a PHP site's restricted page; "Somente usuários logados podem ver
# este conteúdo.", "Solo gli utenti autenticati possono vedere questo contenuto.", "Seuls les utilisateurs
# connectés peuvent voir ce contenu.", the same guard's page in Portuguese, Italian and French — exact-string
# hits of a public code index, which does not name their repositories; SMF's only_members_can_access, its
# verb "access", is walls_platforms.LOGIN_STOPS's). Each names the page or its content as what they may see,
# and closes its sentence there: "Only registered users can post in this forum" over a forum's topics, or
# "Solo los usuarios registrados pueden ver los precios" in a shop, is a note on one thing the page offers.
# So is English's page or post named only as whose part they may see, by a possessive or as a noun's
# first word ("Only registered users can view this post's attachments.", "… the topic attachments.",
# "Only registered members can see the forum member list." over a post shown whole): the word after it,
# if any, is one that closes the naming (a preposition, "here", a dash), not a further noun.
_FIRST_CLOSES = r"[^.!?,;:\n]{0,30}(?:[.!?]|\W*$)"
_NAMED_ALONE_EN = (
    r"(?!['’]s?\b)(?! (?!(?:in|on|at|here|now|please|without|until|unless|and|or|if|when|as|by|from|for|to"
    r"|with|yet|anymore|any more|fully|in full)\b)[a-z])"
)
_REGISTERED_FIRST: tuple[str, ...] = (
    r"^\W*(?:sorry,? )?only (?:(?:registered|logged[- ]in|signed[- ]in|authenticated) (?:users|members)"
    r"|members) (?:can|may|are (?:allowed|permitted|able) to) (?:view|see|access|read) (?:this|the) "
    r"(?:content|page|topic|thread|forum|board|post|article|section|area|category|story|entry|resource"
    r"|material|message)s?\b" + _NAMED_ALONE_EN + _FIRST_CLOSES,
    r"^\W*nur (?:(?:registrierte|angemeldete|eingeloggte) (?:benutzer|nutzer|mitglieder|user)|mitglieder) "
    r"(?:können|dürfen) (?:diesen|dieses|diese|den|das|die) (?:inhalt|thema|beitrag|bereich|seite|artikel"
    r"|forum|themen|beiträge)\w* (?:sehen|lesen|ansehen|einsehen|betrachten)" + _FIRST_CLOSES,
    r"^\W*seul(?:e)?s les (?:(?:membres|utilisateurs) (?:inscrits|enregistrés|connectés|identifiés"
    r"|authentifiés)|membres(?! (?:payants|premium|vip))) peuvent (?:voir|consulter|lire|accéder à) "
    r"(?:ce|cette|cet|le|la|les) (?:contenu|page|sujet|forum|message|article|section|rubrique|discussion)s?\b"
    + _FIRST_CLOSES,
    r"^\W*(?:solo|sólo|solamente|únicamente) (?:los )?(?:(?:usuarios|miembros) (?:registrados|identificados"
    r"|conectados|autenticados)|miembros(?! (?:premium|de pago|vip))) pueden (?:ver|leer|consultar"
    r"|acceder a) (?:este|esta|el|la|estos|estas) (?:contenido|página|tema|foro|mensaje|artículo|sección"
    r"|entrada|hilo)s?\b" + _FIRST_CLOSES,
    r"^\W*(?:solo|soltanto|solamente) (?:gli |i )?(?:(?:utenti|membri) (?:registrati|iscritti|loggati"
    r"|autenticati)|iscritti) possono (?:vedere|visualizzare|leggere|accedere a) (?:questo|questa|il|la|lo) "
    r"(?:contenuto|pagina|discussione|argomento|forum|messaggio|articolo|sezione)\b" + _FIRST_CLOSES,
    r"^\W*(?:apenas|somente|só) (?:os )?(?:usuários|utilizadores|membros) (?:registrados|registados"
    r"|cadastrados|logados|autenticados) podem (?:ver|visualizar|acessar|aceder a|ler) (?:este|esta|o|a) "
    r"(?:conteúdo|página|tópico|fórum|mensagem|artigo|seção|secção)\b" + _FIRST_CLOSES,
    r"^\W*alleen (?:geregistreerde|ingelogde|aangemelde) (?:gebruikers|leden) (?:kunnen|mogen) "
    r"(?:deze|dit|de|het) (?:inhoud|pagina|onderwerp|forum|bericht|artikel|sectie|topic)\w* "
    r"(?:zien|bekijken|lezen)" + _FIRST_CLOSES,
)
_REGISTERED_ONLY: tuple[str, ...] = (
    # The same notice as the CMS and forum plugins' translations give it, from the sentence's start: the
    # content shown only to registered or logged-in users, or to members named without a paid tier
    # ("Этот материал доступен только зарегистрированным пользователям", "Ta treść jest dostępna tylko dla
    # zalogowanych użytkowników", "Konten ini hanya untuk anggota", "Bu içerik yalnızca üyeler içindir",
    # "Ce contenu est réservé aux membres", "Dieser Inhalt ist nur für registrierte Benutzer sichtbar",
    # "Questo contenuto è riservato agli utenti registrati", "Deze inhoud is alleen zichtbaar voor
    # ingelogde leden")
    r"^\W*(?:этот|эта|это|данный|данная|данное) (?:материал|контент|раздел|страниц|запис|пост|стать"
    r"|информаци|ссылк|видео)\w* (?:доступ\w+|видн\w+|открыт\w*) (?:только|лишь) (?:для )?"
    r"(?:зарегистрированн|авторизованн|участник(?!\w* (?:платн|премиум)))[^.!?,;:\n]{0,30}\W*$",
    r"^\W*(?:ta|ten|to) (?:treść|artykuł|wpis|materiał|strona|sekcja|zawartość) (?:jest )?(?:dostępn"
    r"|widoczn)"
    r"\w+ (?:tylko|wyłącznie) dla (?:zalogowanych|zarejestrowanych|członków(?!"
    r" premium))[^.!?,;:\n]{0,30}\W*$",
    # (bare "Bài viết này / Trang này chỉ dành cho thành viên" is Ghost's members-only box in its
    # Vietnamese catalogue, a paywall as its English "This post is for members only" is:
    # walls_platforms.PAYWALL_NOTICES; judged here too, the kind hung on whether the post's opening
    # left the box among the lead pieces)
    r"^\W*(?!(?:bài viết|trang) này chỉ dành cho thành viên\W*$)"
    r"(?:nội dung|bài viết|trang|chuyên mục) này chỉ dành cho (?:thành viên|người dùng|hội viên)"
    r"(?! (?:trả phí|vip|premium))(?: đã (?:đăng nhập|đăng ký))?\W*$",
    r"^\W*(?:konten|artikel|halaman|materi) ini (?:hanya|khusus) (?:untuk|bagi|dapat dilihat oleh) "
    r"(?:anggota|member|pengguna)(?! (?:premium|berbayar|vip))(?: (?:terdaftar|yang sudah (?:login|masuk)"
    r"|yang telah (?:login|masuk|terdaftar)))?\W*$",
    r"^\W*bu (?:içerik|sayfa|yazı|bölüm)\w* (?:yalnızca|sadece) (?:üyeler|kayıtlı (?:üyeler|kullanıcılar)"
    r"|giriş yapmış (?:üyeler|kullanıcılar))(?: içindir| tarafından görüntülenebilir)\W*$",
    r"^\W*(?:este|esta) (?:contenido|página|sección|artículo|entrada) (?:(?:solo|sólo|únicamente) )?"
    r"(?:(?:está|es) )?(?:(?:disponible|visible|accesible|reservad[oa]) )?(?:(?:solo|sólo|únicamente) )?"
    r"(?:para|a) (?:los )?(?:usuarios|miembros) (?:registrados|identificados"
    r"|conectados)\b[^.!?,;:\n]{0,30}\W*$",
    r"^\W*(?:ce|cette) (?:contenu|page|section|article|rubrique) est (?:uniquement |seulement )?"
    r"(?:réservée? aux|visible (?:uniquement )?(?:par|pour) les|accessible (?:uniquement )?aux) "
    r"(?:membres(?! (?:payants|premium|vip|or|argent))|utilisateurs (?:inscrits|connectés"
    r"|enregistrés))\b[^.!?,;:\n]{0,30}\W*$",
    r"^\W*diese[rs]? (?:inhalt|beitrag|bereich|seite|artikel) ist (?:nur|ausschließlich) (?:für )?"
    r"(?:registrierte|angemeldete|eingeloggte) (?:benutzer|nutzer|mitglieder)[^.!?,;:\n]{0,30}\W*$",
    r"^\W*(?:este|esta) (?:conteúdo|página|seção|secção|artigo) (?:está |é )?(?:(?:disponível|visível"
    r"|acessível|restrit[oa]) )?(?:(?:apenas|somente|só) )?(?:para|a) (?:os )?(?:usuários|utilizadores"
    r"|membros) (?:cadastrados|registados|registrados|logados)\b[^.!?,;:\n]{0,30}\W*$",
    r"^\W*(?:questo|questa) (?:contenuto|pagina|sezione|articolo) è (?:riservat[oa]|visibile|accessibile"
    r"|disponibile) (?:solo |soltanto )?(?:agli|ai|per gli|per i) (?:utenti (?:registrati|loggati)"
    r"|iscritti"
    r"|membri registrati)\b[^.!?,;:\n]{0,30}\W*$",
    r"^\W*(?:deze|dit) (?:inhoud|pagina|sectie|artikel|bericht) is (?:alleen|uitsluitend) "
    r"(?:(?:zichtbaar|beschikbaar|toegankelijk) )?(?:voor )?(?:ingelogde|geregistreerde) (?:leden"
    r"|gebruikers)[^.!?,;:\n]{0,30}\W*$",
    *_REGISTERED_FIRST,
)
# ...and a forum's box over a board a guest may not read: phpBB's "The board requires you to be registered and
# logged in to view this forum" (said by :data:`LOGIN` among the social sites' sign-in walls), and its
# translations the platforms' catalogue lists among its log-in stops (those naming the forum)
_BOARD_REQUIRES = (
    r"\brequires? you to be (?:registered and )?logged[- ]in to (?:view|read|see|access)\b(?! your\b)"
)
_FORUM_WORD = re.compile(r"\bforum|\bfórum", re.IGNORECASE)
# ...the English box, for where it stands anywhere, naming the content it stands in for from the sentence's
# start, as its translations do ("This content is only available to registered users", "Sorry, this topic
# is available only to logged-in members"): "Attachments are only available to registered users" under a
# post is a note on a part of the page, not the box in its place
_REGISTERED_ONLY_EN_BOX = (
    r"^\W*(?:sorry,? )?(?:this|the) (?:content|page|post|article|topic|thread|section|forum|board|material"
    r"|resource|entry|story|area|category|video|file|link)s? (?:is |are )?(?:currently )?"
    + _REGISTERED_ONLY_EN
)
# (...where it stands anywhere, the forum or its content named as what the log-in is for: "Downloading
# attachments requires you to be logged in to access them" is a post's note on its files)
_BOARD_REQUIRES_BOX = (
    r"\brequires? you to be (?:registered and )?logged[- ]in to (?:view|read|see|access) (?:this|the) "
    r"(?:forum|board|topic|thread|page|content|post|section|category)\b"
)
REGISTERED_ONLY_SAID = _said(
    _REGISTERED_ONLY_EN_BOX,
    *_REGISTERED_ONLY,
    _BOARD_REQUIRES_BOX,
    walls_platforms.branches(tuple(stop for stop in walls_platforms.LOGIN_STOPS if _FORUM_WORD.search(stop))),
)

LOGIN = WallRules(
    "login",
    said=_said(
        # "log in to continue reading" under a teaser is a paywall's notice, not a login wall's
        r"\b(?:log|sign) ?in to (?:continue(?! reading)|see more|view|see this|access|read|confirm)\b",
        # the social sites' walls: "Log in to see photos and videos from friends" (Instagram), "Join now to
        # see what you are missing" and "Sign in to see who you already know" (LinkedIn), "See more of … on
        # Facebook" over its log-in form; and Google's "switch to an account with access" (Docs, Drive)
        r"^\W*(?:log ?in|sign ?in|join(?: now)?|sign up) to see "
        r"(?:photos|posts|videos|who|what you(?:['’]re"
        r"| are) missing|the full|the rest|all|their (?:posts|photos"
        r"|videos|profile|tweets)|this (?:profile|account|post|page))\b",
        r"^\W*see more (?:of|from) .{1,60} on (?:facebook|instagram|linkedin|threads)\W*$",
        r"\bswitch to an account with (?:access|permission)\b",
        # an app's OAuth page asking the reader to authorise it with their account (as a looked-at Miro app's
        # page asks, "Please authorize the app."; "… wants to access your account")
        r"^\W*(?:please )?authori[sz]e (?:the|this) (?:app|application)\W*$",
        r"\bwants to access your (?:[\w-]+ )?account\b",
        # HTTP's own word for "authentication required" as a page's heading, and its number alone there
        # (RFC 9110: 401 Unauthorized, the request lacks valid credentials), and a page telling the reader it
        # may not see this page with a way to log in (looked-at pages: "Unauthorized" / "Return to login";
        # "401" / "You are not authorized for dashboard section" / "Sign In"; "Error 401"; "You're not
        # authorized to access this page" / "Please log in or go back to continue.")
        r"^\W*(?:(?:error|http)\W*)?(?:401\W*)?unauthori[sz]ed\W*$|^\W*(?:error\W*|http\W*)?401\W*$",
        # ...and as membership plugins put it (ProfilePress's and MemberPress's default restricted-access
        # message, "You are unauthorized to view this page.")
        r"^\W*(?:sorry,? )?you(?:['’]re| are) unauthori[sz]ed to (?:view|access|see) this "
        r"(?:page|content|section|resource)\W*$",
        r"^\W*you(?:['’]re| are) not (?:authori[sz]ed|allowed|permitted|logged in)\b.{0,30}"
        r"\b(?:to (?:access|view|see) this|for (?:this|the|[\w-]+ (?:section|page|area)))",
        r"\bplease (?:log|sign) ?in (?:or [\w ]{1,20} )?to (?:continue|proceed)\b",
        # the reader told they are not logged in, as a heading, or that the page needs it (looked-at: "Not
        # properly logged in" / "You tried to open a page without being signed in.")
        r"^\W*(?:you(?:['’]re| are) )?not (?:properly |yet )?(?:logged|signed) ?in\W*$",
        # a log-in asked for first, or with a named account (looked-at: "Please login Facebook first!",
        # "Please login with Google" as a page's whole text)
        r"^\W*please (?:log ?in|login|sign ?in)\b[\w .]{0,30}? first\b",
        # an account asked for to see the page (looked-at: "Access Denied" / "An account is required to access
        # this resource." / Sign Up / "Already have an account? Log in")
        r"^\W*an? (?:account|log-?in|sign-?in) is (?:required|needed) to (?:access|view|see|read|use) "
        r"(?:this|the)\b",
        r"^\W*please (?:log ?in|login|sign ?in) (?:with|using|via) (?:google|facebook|github|apple|microsoft"
        r"|twitter|x|linkedin|discord|your [\w ]{1,20} account)\b",
        r"^\W*you (?:tried|attempted|are trying) to (?:open|access|view|reach) (?:a|this|the) "
        r"(?:page|section|area|resource)\b[^.!?]{0,30}\bwithout (?:being )?(?:logged|signed) ?in\b",
        # Japanese: "this page is for members only" (for paid members, "有料会員限定", a pay gate), "enter the
        # user name and password"
        r"(?<!有料)(?:メンバー|会員)(?:専用|限定)(?:ページ|コンテンツ)?です|ユーザー?名(?:と|および|及び)パスワードを入力してください",
        r"\byou must (?:be )?(?:log(?:ged)? ?in|sign(?:ed)? ?in)\b",
        r"you need to (?:sign|log) in(?: or sign up)? before continuing",
        # told to the reader ("To generate more brand names, you need to log in.", "You need to be logged into
        # uber.com…"), the word's space sometimes lost
        # (not a condition: "you need to be logged in only to renew a loan")
        r"\byou (?:will )?(?:need|have) ?to (?:be )?(?:log(?:ged)? ?in(?:to)?|sign(?:ed)? ?in(?:to)?)\b"
        r"(?!\s+(?:only|if|when|unless)\b)",
        r"\bplease (?:log|sign) ?in (?:below|here|first)\b",
        # a button's or a link's label counts only as the whole of a heading, a title or the text: a
        # navigation's "Login" and "Join now" links are lines of every site
        r"\A\W*join (?:linkedin|now|[A-Z]\w+ to (?:access|see|view|continue))\b",
        r"\A\W*(?:sign|log) ?in to (?:your )?[\w.]+(?: account)?\W*\Z",
        _REGISTERED_ONLY_EN,
        # ...and the hosted page's "Log in to <app> to continue to <app>" (Auth0's universal log-in) and the
        # plain "please log in to continue" (Discourse's private community) in their translations
        r"^\W*(?:connectez-vous|identifiez-vous) (?:à|sur) [^.!?\n]{1,40} pour continuer\b"
        r"|^\W*inici[ae] sesión (?:en|con) [^.!?\n]{1,40} para continuar\b"
        r"|^\W*(?:melden sie sich|melde dich) (?:bei|in) [^.!?\n]{1,40} an,? um [^.!?\n]{0,40}fortzufahren\b"
        r"|^\W*(?:faça login|entre|inicie sessão) (?:em|no|na) [^.!?\n]{1,40} para continuar\b"
        r"|^\W*accedi a [^.!?\n]{1,40} per continuare\b",
        r"\bbitte (?:melde dich|melden sie sich) an,? um fortzufahren\b"
        r"|\b(?:veuillez|merci de) vous connecter pour continuer\b"
        r"|\bpor favor,? (?:inicia|inicie) sesión para continuar\b"
        r"|\bpor favor,? (?:faça login|entre) para continuar\b"
        r"|\b(?:per favore|per piacere),? accedi per continuare\b"
        r"|\b(?:log|meld) (?:je|u) (?:in|aan) om verder te gaan\b"
        r"|\bпожалуйста,? войдите,? чтобы продолжить\b",
        *_REGISTERED_ONLY,
        r"please (?:log|sign) ?in to (?:view|see|access|continue|read)",
        r"\blog ?into (?:confluence|jira|your account to)",
        r"you are not logged in\b",
        r"\A\W*(?:log ?in|sign ?in|login)\W*\Z",
        # a portal's heading that says the log-in itself is what stands between the reader and the page
        r"\A\W*(?:log ?in|sign-? ?in|login) (?:required|not allowed)\W*\Z",
        # ...and HTTP's own name for that stop as a heading alone (RFC 9110: a 401 answers a request that
        # lacks credentials; Apache heads its 401 page "Authorization Required", Jenkins its log-in stop
        # "Authentication required", a browser its prompt "Authentication Required"), and the same heading
        # in the languages the French, Spanish and German ones above lack ("Authentifizierung erforderlich",
        # "Autenticazione richiesta", "Autenticação necessária", "Authenticatie vereist", "Wymagane
        # uwierzytelnienie"), the line whole: "Authentication required for all endpoints" heads a reference
        r"^\W*(?:authentication|authori[sz]ation) (?:is )?required\W*$"
        r"|^\W*(?:authentifizierung|autorisierung|login) (?:ist )?erforderlich\W*$"
        r"|^\W*(?:autenticazione|login) richiest[ao]\W*$"
        r"|^\W*(?:autenticação|login) (?:necessári[ao]|obrigatóri[ao]|requerid[ao])\W*$"
        r"|^\W*(?:authenticatie|inloggen|aanmelden) (?:is )?vereist\W*$"
        r"|^\W*(?:wymagane (?:uwierzytelnienie|logowanie)|wymagana autoryzacja)\W*$",
        # Japanese: "please log in", "log-in is required"
        r"ログインしてください|ログインが必要です",
        # HTTP's "authentication required" answer as a page's heading, served in the article's place (Azure
        # Static Web Apps' "401: Unauthorized", nginx's "401 Authorization Required", IIS's "401.2 -
        # Unauthorized: Access is denied…"): the line says it whole, not "401 Unauthorized: What It Is and How
        # to Fix It"
        r"^\W*(?:(?:error|http(?:/1\.[01])?)\W*)?401(?:\.\d+)?\W*"
        r"(?:unauthori[sz]ed|authori[sz]ation required)(?:\W*$|:\s*access is denied)",
        # The same stop in the languages Rails sites speak it in: Devise's "You need to sign in or sign up
        # before continuing." and "Your session expired. Please sign in again to continue." as devise-i18n
        # translates them (tigrish/devise-i18n, config/locales/{de,fr,es,it,pt-BR,nl,pl,ru,hu,ja,zh-CN}.yml,
        # devise.failure.unauthenticated and .timeout), with the looked-at walls' own turns of the same
        # sentence ("Wymagane zalogowanie się", "Требуется вход", "请先登录", "访问此页面需要登录账户")
        r"\b(?:sie müssen sich|du musst dich) (?:zuerst |erst |erneut )?(?:anmelden|einloggen)\b",
        r"\bbitte melden sie sich (?:erneut |zuerst |erst )?an\b",
        r"\bvous devez (?:vous (?:connecter|identifier)|être connecté)",
        # ...and its impersonal turn, as French apps' messages say it ("Il faut être connecté pour accéder à
        # cette page", "Pour accéder à cette page, il faut vous connecter.", "Il faut d'abord vous connecter
        # pour accéder au contenu !"): the sentence ends there or says what for, where a how-to's step goes on
        # to where ("Tout d'abord, il faut vous connecter sur l'ordinateur …")
        r"\bil (?:vous )?faut (?:(?:tout )?d\W?abord )?(?:vous (?:connecter|identifier|authentifier)"
        r"|être (?:connecté|identifié|authentifié))(?:e|\(e\))?s?(?=\s*(?:[.!…]|$)|\s+(?:pour|afin)\b)",
        r"\bveuillez vous (?:re)?connecter pour continuer\b",
        # (each where no negation comes first: a free tool's "No necesitas iniciar sesión", "Non è necessario
        # accedere", "Nie jest wymagane zalogowanie", "不需要登录" say that no log-in is asked)
        r"(?<!\bno )(?<!\bni )\b(?:tienes|tiene|debes|debe|necesitas|necesita|hay) (?:que )?iniciar sesión\b",
        r"\binicia(?:r)? sesión (?:nuevamente |de nuevo )?para (?:poder )?(?:continuar|acceder|ver)\b",
        # ...and the log-in named as what is needed, a noun ("Para desbloquear esta función es necesario un
        # inicio de sesión correcto", "Se requiere iniciar sesión", "É necessário fazer login para
        # continuar"): what unlocks the page is the reader's account, not a payment
        r"(?<!\bno )\b(?:es|será|resulta) (?:necesario|obligatorio|imprescindible) (?:un |el |que )?"
        r"(?:inicio de sesión|iniciar sesión|inicies sesión|inicie sesión)\b"
        r"|(?<!\bno )\bse (?:requiere|necesita) (?:un |el )?(?:inicio de sesión|iniciar sesión)\b"
        r"|(?<!\bnão )\bé (?:necessário|obrigatório|preciso) (?:fazer |efetuar |o )?"
        r"(?:login|iniciar sessão)\b",
        r"(?<!\bnon )\b(?:devi|deve|è necessario) (?:accedere|effettuare l['’]accesso)\b",
        r"\baccedere nuovamente per continuare\b",
        r"\bpara continuar,? faça login\b|\bfaça login (?:novamente )?para (?:continuar|acessar|ver)\b",
        r"\bje dient je (?:eerst )?aan te melden\b|\bmeld je (?:opnieuw )?aan om door te gaan\b",
        r"\baby kontynuować,? zaloguj\b|(?<!\bnie )(?<!\bnie jest )\bwymagane (?:jest )?zalogowanie\b",
        # ...and its session timeout as devise-i18n's pl.yml and a looked-at shop say it ("Twoja sesja
        # wygasła. Zaloguj się ponownie, aby kontynuować.", "… Zaloguj się i spróbuj ponownie.")
        # (the sentence, not a link's bare label "Zaloguj się ponownie" under "Zostałeś wylogowany")
        r"\btwoja sesja wygasła\b|\bzaloguj się ponownie,? (?:aby|żeby|by) \w"
        r"|\bzaloguj się i spróbuj ponownie\b",
        r"\b(?:вам )?необходимо (?:войти|авторизоваться)\b|^\W*требуется (?:вход|авторизация)\W*$",
        # ...and the ask to log in as the page's whole line, in the polite or the system's form a bare
        # button's label is not ("Please log in", "Авторизуйтесь в системе" and its common spelling
        # "Авторизируйтесь", "Veuillez vous connecter", "Por favor, inicie sesión", "Lütfen giriş yapın",
        # "Silakan login terlebih dahulu", "ログインしてください", "로그인해 주세요"), as a framework's
        # one-heading view says it (looked at: a Russian real-estate service's view, that heading alone)
        r"^\W*please (?:log ?in|login|sign ?in)(?: to (?:the|your) (?:system|account))?\W*$",
        r"^\W*(?:пожалуйста,? )?(?:войдите|авторизуйтесь|авторизируйтесь|выполните вход)"
        r"(?: в (?:систему|системе|аккаунт|свой аккаунт|личный кабинет))?(?:,? пожалуйста)?\W*$"
        r"|^\W*(?:будь ласка,? )?(?:увійдіть|авторизуйтесь)"
        r"(?: в систему| до системи| в обліковий запис)?\W*$",
        r"^\W*veuillez vous (?:connecter|identifier)\W*$"
        r"|^\W*(?:por favor,? )?inicie sesión(?:,? por favor)?\W*$|^\W*por favor,? inicia sesión\W*$"
        r"|^\W*(?:por favor,? )?(?:faça|efetue|efetue o) login(?:,? por favor)?\W*$"
        r"|^\W*(?:per favore|si prega di),? (?:effettua(?:re)? l['’]accesso|accedi)\W*$"
        r"|^\W*(?:proszę,? )?zaloguj się,? proszę\W*$|^\W*proszę się zalogować\W*$"
        r"|^\W*lütfen (?:giriş yapın(?:ız)?|oturum açın(?:ız)?)\W*$"
        r"|^\W*(?:silakan|harap) (?:masuk|login|log in)(?: terlebih dahulu)?\W*$"
        r"|^\W*ログインしてください\W*$|^\W*로그인(?:해 ?주세요|하세요|해 ?주십시오|하십시오)\W*$",
        # ...and the ask to log in first or the reader told they must be logged in, in Turkish, Romanian,
        # Croatian, Serbian and Bosnian, and Bulgarian as apps' UI strings say it ("Lütfen önce giriş yapın",
        # "Trebuie să fiți autentificat pentru a accesa această pagină", "Morate se prijaviti da biste
        # vidjeli ovu stranicu", "Трябва да влезете в профила си")
        r"\blütfen (?:önce )?(?:giriş yapın|oturum açın)\b"
        r"|(?<!\bnu )\btrebuie să (?:fiți|fii|fiti) (?:autentificat|conectat|logat)\w*|\btrebuie să vă "
        r"(?:autentificați|conectați)\b|^\W*autentificare (?:necesară|obligatorie)\W*$"
        r"|(?<!\bne )\bmorate (?:se )?(?:prijaviti|ulogovati)\b|^\W*prijava (?:je )?(?:potrebna|obavezna)\W*$"
        r"|(?<!\bне )\bтрябва да (?:влезете|влезеш)\b",
        r"\bbejelentkezés szükséges\b",
        r"アカウント登録もしくはログインしてください",
        r"请先?(?:注册或者?)?登录|(?<![不无])需要登录|請先?登入|(?<![不無])需要登入",
        # Devise's stop in the languages devise-i18n adds beside those (rails/locales/{ko,zh-TW,tr,pt}.yml:
        # devise.failure.unauthenticated and .timeout): "계속하려면 로그인하거나 가입해야 합니다",
        # "세션이 만료되었습니다. 계속하려면 다시 로그인해야 합니다", "您需要先登入或註冊後才能繼續",
        # "您的登入時效過期，請重新登入", "Devam etmeden önce giriş yapmanız veya kayıt olmanız gereklidir",
        # "Oturumunuz sonlandı. Devam etmek için, lütfen yeniden giriş yapınız", "Antes de continuar tem de se
        # autenticar", "A sua sessão expirou, por favor autentique-se novamente para continuar"; and English's
        # own timeout, "Your session expired.
        # Please sign in again to continue." (devise's config/locales/devise.en.yml)
        r"계속하려면 (?:다시 )?로그인",
        r"(?<![不無无])需要先登[入录錄]|請重新登入|请重新登录|登入時效過期",
        r"\bdevam etmeden önce giriş yap|\bdevam etmek için,? (?:lütfen )?(?:yeniden )?giriş yap"
        r"|\bgiriş yapmanız gerek(?!mez|miyor|memek)",  # (not "gerekmez": "you need not log in")
        r"\btem de se autenticar\b|\bautentique-se novamente\b",
        # ...and the same timeout in Brazilian Portuguese (devise-i18n pt-BR.yml, devise.failure.timeout: "Sua
        # sessão expirou. Por favor faça login novamente para continuar."), and the reader's state as apps'
        # error views tell it ("Você não está logado ou sua sessão expirou"): the session said expired as the
        # page's opening sentence (not "Se a sua sessão expirou, …", a help page's answer), the state only
        # beside that expiry; and the ask to log in again as the stop's own sentence, closing its line or
        # saying what for ("Por razões de segurança, faça login novamente", "Efetue o login novamente para
        # acessar o painel"). An ended session ("Sua sessão foi encerrada", "Desconectado! Clique aqui para
        # fazer login novamente", "Faça login novamente quando quiser") is the log-out the reader asked for
        r"^\W*(?:a )?sua sessão expirou\b(?!\s*\?)",
        r"\b(?:faça|efetue) (?:o )?login novamente(?:,? por favor)?"
        r"(?=[.!…\s]*$|\s+para (?:continuar|acessar|ver|utilizar|usar)\b)",
        r"(?<!\bse )\b(?:você|vc) não está (?:logad|autenticad|conectad)[oa] ou (?:a )?sua sessão expirou\b",
        # ...and a session the site ended for the reader's inactivity or for security, which no reader asks
        # for ("Sua sessão foi finalizada por inatividade ou por segurança.", "Tu sesión ha caducado por
        # inactividad", "Votre session a expiré pour cause d'inactivité"), not after "se"/"si" (a help page's)
        r"(?<!\bse )\b(?:a )?sua sessão (?:foi )?(?:finalizada|encerrada|terminada|expirada|expirou) por "
        r"(?:inatividade|segurança|tempo)",
        r"(?<!\bsi )\btu sesi[oó]n (?:ha )?(?:finalizado|terminado|expirado|caducado|sido cerrada) "
        r"por inactividad",
        r"(?<!\bsi )\bvotre session a (?:expiré|été (?:fermée|clôturée|interrompue)) "
        r"(?:pour cause d.|en raison d.|après une période d.)inactivité",
        # ...and in Simplified Chinese, Czech and Vietnamese (rails/locales/{zh-CN,cs,vi}.yml):
        # "继续操作前请确保您已登录", "Musíte se zaregistrovat nebo přihlásit, pak můžete pokračovat",
        # "Vaše relace vypršela, přihlašte se prosím znovu", "Bạn cần phải đăng nhập hoặc đăng ký trước khi
        # tiếp tục"
        r"继续操作前请确保您?已登录",
        r"\bmusíte se zaregistrovat nebo přihlásit\b|\bpřihlašte se (?:prosím )?znovu\b",
        r"(?<!không )\bbạn cần phải đăng nhập\b",
        r"\bplease (?:log|sign) ?in again to (?:continue|proceed)\b",
        # the same stop as apps' own UI strings write it (public apps' i18n files):
        # Korean "로그인이 필요합니다" as a page's heading above "…이용하려면 로그인해주세요";
        # Portuguese "Você precisa estar logado
        # para …"; French `loginNeeded: 'Connexion requise'`, `pleaseLoginToContinue: 'Connectez vous pour
        # continuer'`; Spanish `loginRequired => 'Inicio de sesión requerido'`; German "Anmeldung
        # erforderlich" over "Um diese Seite besuchen zu können musst du angemeldet sein!". The headings count
        # only as a whole line ("Aucune connexion requise" is an offer), the sentences from their start
        r"^\W*로그인이 필요(?:합니다|한 (?:페이지|서비스|기능)입니다)"
        r"|로그인\s?(?:을\s)?해\s?주(?:세요|십시오)",
        # ...and the Korean and Chinese turns of it apps' UI strings use ("로그인 필요" over "로그인 후 이용
        # 가능합니다.", "로그인 후 이용해주세요"; `'not-login': '您尚未登入。'`): the heading as a whole line
        r"^\W*로그인\s?필요\W*$|로그인\s?후\s?이용(?:\s?가능합니다|이\s?가능합니다|해\s?주(?:세요|십시오)"
        r"|하(?:세요|십시오)|할\s?수\s?있습니다)",
        r"^\W*(?:您)?(?:尚未|還沒有?|还没有?)登[入录錄]\W*$",
        r"^\W*(?:você |vc )?precisa (?:estar logad[oa]|fazer (?:o )?login|entrar na sua conta)\b"
        r"|^\W*(?:é necessário|e necessário) (?:estar logad[oa]|fazer (?:o )?login)\b",
        r"^\W*(?:connexion|authentification|identification) requise\W*$"
        r"|^\W*(?:veuillez vous connecter|connectez[- ]vous) pour (?:continuer|accéder|voir)\b"
        # ...and the reader told to log in first, as the page's opening ("Commencez d'abord par vous
        # connecter", "Veuillez d'abord vous identifier", "Connectez-vous d'abord"); the apostrophe may be
        # lost where a template escapes it
        r"|^\W*(?:commencez (?:d\W?abord )?par vous (?:connecter|identifier|authentifier)"
        r"|veuillez d\W?abord vous (?:connecter|identifier|authentifier)"
        r"|(?:connectez|identifiez)[- ]vous d\W?abord)\b"
        # (the sentence ends there or says what for: "Commencez par vous connecter à l'interface de votre box"
        # is a how-to's first step)
        r"(?=\s*(?:[.!…]|$)|\s+(?:pour|afin)\b)",
        r"^\W*(?:inicio de sesión|autenticación) (?:requerid[oa]|necesari[oa])\W*$",
        r"^\W*anmeldung erforderlich\W*$|\bmusst du (?:angemeldet|eingeloggt) sein\b"
        r"|\bmüssen sie (?:angemeldet|eingeloggt) sein\b"
        r"|\b(?:sie müssen|du musst) (?:angemeldet|eingeloggt) sein\b",
        # a page telling the reader what to do to see it (looked-at: "You don't have an account yet" / "To
        # access this page, please create a free account."), and WordPress's own form for a post kept behind a
        # password ("This content is password protected. To view it please enter your password below:",
        # get_the_password_form in wp-includes/post-template.php)
        r"^\W*to (?:access|view|see|use|read) this (?:page|content|section|resource|area|article|feature)\b"
        r"[^.!?\n]{0,20}\b(?:please )?"
        r"(?:create an? (?:free )?account|register|sign up|log ?in|login|sign in)\b",
        r"\bis password[- ]protected\W+to view it,? please enter (?:your|the) password\b"
        r"|\bto view it,? please enter (?:your|the) password below\b",
        # Dutch, as the looked-at page says it: "Log in met je Spotify account om verder te gaan"
        r"^\W*(?:log in|meld je aan)(?: met [^.!?\n]{1,40})? om (?:verder|door) te gaan\b",
        # ...and the same ask, to log in to go on, in the other languages log-in walls are met in ("Войдите,
        # чтобы продолжить", "Zaloguj się, aby kontynuować", "Log in om verder te lezen", "Silakan masuk untuk
        # melanjutkan", "يرجى تسجيل الدخول للمتابعة")
        r"^\W*(?:пожалуйста,? )?(?:войдите|авторизуйтесь)(?: в (?:систему|аккаунт))?,? чтобы (?:продолжить"
        r"|просмотреть|увидеть|читать)|^\W*zaloguj się,? (?:aby|żeby) (?:kontynuować|zobaczyć|czytać)"
        r"|^\W*log in om (?:verder te (?:lezen|gaan)|door te gaan)"
        r"|^\W*(?:silakan )?masuk untuk (?:melanjutkan|membaca|melihat)"
        r"|(?:يرجى|الرجاء) تسجيل الدخول (?:للمتابعة|لمتابعة|للمشاهدة)",
        # ...and the reader told they must log in to see the page, in the languages log-in stops are written
        # in beside those (as apps' UI strings say it: "Musisz się zalogować, aby zobaczyć tę stronę", "Bu
        # sayfayı görüntülemek için giriş yapmalısınız", "Vui lòng đăng nhập để xem trang này", "يجب تسجيل
        # الدخول لعرض هذه الصفحة", "Pro zobrazení této stránky se musíte přihlásit", "Du måste logga in
        # för att se den här sidan", "Sinun täytyy kirjautua sisään", "Πρέπει να συνδεθείτε", "Щоб
        # переглянути цю сторінку, увійдіть в систему"), each where no negation comes first
        r"(?<!\bnie )\bmusisz (?:się )?zalogować\b|\bgiriş yapmalısınız\b|\boturum açmalısınız\b"
        r"|(?<!không )\b(?:vui lòng|xin vui lòng|bạn cần|bạn phải|hãy) đăng nhập\b"
        r"|(?<!لا )يجب (?:عليك )?تسجيل الدخول"
        r"|(?<!\bne)\bmusíte (?:se )?přihlásit\b|\bpřihlaste se,? (?:abyste|pro)\b"
        r"|(?<!\binte )\bdu måste logga in\b|\blogga in för att (?:se|fortsätta|läsa)\b"
        r"|\b(?:täytyy|pitää|tulee) kirjautua(?: sisään)?\b"
        r"|\bkirjaudu(?: sisään)? (?:nähdäksesi|jatkaaksesi)\b"
        r"|(?<!δεν )πρέπει να συνδεθείτε|^\W*συνδεθείτε για να"
        r"|\bщоб (?:переглянути|продовжити|побачити|читати)[^.!?]{0,40}увійдіть|\b(?:необхідно|потрібно) "
        r"(?:увійти|авторизуватися)\b|^\W*потрібна авторизація\W*$",
        # ...and a session run out, the reader asked to log in again (Spanish: "Tu sesión ha caducado. Vuelve
        # a iniciar sesión.")
        r"\bvuelve a iniciar sesión\b|\binicia sesión de nuevo\b",
        # ...and the same ask, to log in to see the page or go on, in the languages log-in walls are met in
        # beside those, as apps' UI strings put it ("Pro zobrazení se přihlaste", "Bu sayfayı görmek için
        # giriş yapın", "Увійдіть, щоб продовжити", "이 페이지를 보려면 로그인하세요", "登录后查看更多内容",
        # "Đăng nhập để tiếp tục", "Silakan login terlebih dahulu", "Du skal logge ind for at se denne side",
        # "Du må logge inn for å se denne siden", "Jelentkezz be a folytatáshoz", "יש להתחבר כדי לצפות בדף
        # זה", "سجل الدخول لعرض هذه الصفحة", "برای مشاهده این صفحه وارد شوید", "इस पेज को देखने के लिए लॉग
        # इन करें", "กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ"), and LinkedIn's "Join to view full profile" and a
        # site's "To continue browsing, sign in or create an account"
        r"\bpro (?:zobrazení|pokračování|přístup)\b[^.!?\n]{0,30}\b(?:se přihlaste|přihlaste se)\b",
        r"\b(?:görmek|görüntülemek|devam etmek|erişmek|okumak) için (?:lütfen )?(?:giriş yapın|oturum açın)",
        r"^\W*(?:будь ласка,? )?увійдіть(?: в (?:систему|акаунт|обліковий запис))?,? щоб (?:продовжити"
        r"|переглянути|побачити|читати)",
        r"(?:보려면|이용하려면|계속하려면|접근하려면|확인하려면)\s?(?:먼저\s)?로그인(?:하세요|하십시오|해야|이\s?필요)",
        r"登[录錄入]后(?:才能|即可|可以)?(?:查看|浏览|阅读|观看|使用|访问|继续)"
        r"|登入後(?:才能|即可|可以)?(?:查看|瀏覽|閱讀|觀看|使用|繼續)",
        r"^\W*đăng nhập để (?:tiếp tục|xem|truy cập|đọc)\b",
        r"\b(?:silakan|silahkan|harap|mohon) (?:login|log in|masuk)(?: ke akun anda)? terlebih dahulu\b"
        r"|\banda (?:harus|perlu) (?:login|log in|masuk)(?: terlebih dahulu)?\b",
        r"(?<!\bikke )\bdu skal (?:være )?logget? ind\b|\blog ind for at (?:se|fortsætte|læse)\b"
        r"|(?<!\bikke )\bdu må (?:være )?logget? inn\b|\blogg inn for å (?:se|fortsette|lese)\b",
        r"\bjelentkezz(?:en)? be (?:a folytatáshoz|az oldal megtekintéséhez)|\bbe kell jelentkezni(?:e"
        r"|ed)?\b",
        # ...and Hungarian's other verb for it, "belépni" (to enter, to log in), in the same shapes: "Be kell
        # lépned a megtekintéshez!", "A tartalom megtekintéséhez lépj be", "Kérjük, lépjen be a folytatáshoz"
        r"\bbe kell lépn(?:i|ed|ie|etek|iük)\b|\blépj(?:en|etek)? be (?:a |az )?(?:folytatáshoz"
        r"|megtekintéshez|oldal megtekintéséhez|tartalom megtekintéséhez)"
        r"|\bmegtekintéséhez (?:kérjük,? )?(?:lépj(?:en)?|jelentkezz(?:en)?) be\b"
        r"|\bbelépés szükséges\b",
        r"(?:יש|עליך|צריך) להתחבר|התחבר(?:ו)? כדי (?:לצפות|להמשיך)",
        r"(?:سجل|سجّل) (?:الدخول|دخولك) (?:لعرض|لمشاهدة|للمتابعة|للوصول|لمتابعة)",
        r"برای (?:مشاهده|ادامه|دسترسی)[^.!؟\n]{0,30}وارد (?:حساب (?:کاربری )?)?(?:خود )?شوید"
        r"|(?:لطفا|لطفاً) (?:ابتدا )?وارد (?:حساب (?:کاربری )?)?(?:خود )?شوید",
        r"(?:देखने|जारी रखने|पढ़ने) के लिए (?:कृपया )?(?:लॉग ?इन|लॉगिन|साइन इन) करें",
        r"(?:กรุณา|โปรด)เข้าสู่ระบบ|เข้าสู่ระบบเพื่อ(?:ดำเนินการต่อ|ดู|ใช้งาน)",
        r"^\W*join to (?:view|see) (?:the |their |this )?(?:full|more|profile)\b",
        r"\bto continue (?:browsing|reading|viewing),? (?:please )?(?:sign|log) ?in or (?:create|sign up"
        r"|register)\b",
        # ...and the sign-in walls of social sites and forums as their software words them: reading on or
        # seeing more offered for signing in or up ("Sign in to continue reading", "Sign up to see photos and
        # videos from your friends"), a forum's "The board requires you to be registered and logged in to view
        # this forum" (phpBB) and its "You must be logged-in to do that." (XenForo); not a help page's
        # "requires you to be logged in to view your order history", which says where the reader's account is
        r"^\W*(?:please )?(?:sign|log) ?(?:in|up)(?: (?:now|free|for free))? to (?:continue|keep) reading\b",
        r"^\W*(?:sign|log) ?(?:in|up) to see (?:photos|videos|posts|more|the full|their|what)\b",
        _BOARD_REQUIRES,
        r"\byou must be logged-in to\b",
        # ...and an account asked for to read the rest, as document and blog platforms word it ("Sign up to
        # read the full document", "Continue reading with a free account"), and the same heading in the
        # infinitive or imperative of the languages sign-in walls are written in ("Anmelden, um
        # weiterzulesen", "Regístrate para seguir leyendo", "Accedi per continuare a leggere", "Cadastre-se
        # para continuar lendo", "Inscrivez-vous pour lire la suite") — a sign-up, not a subscription
        r"^\W*(?:please )?(?:sign|log) ?(?:in|up)(?: (?:now|free|for free))? to read "
        r"(?:the (?:full|whole|entire|rest of the) (?:document|article|story|post|thread|answer)|more)\b",
        r"^\W*(?:continue|keep) reading with (?:a|your) free (?:account|membership)\b",
        r"^\W*(?:anmelden|einloggen|registrieren|kostenlos registrieren),? um "
        r"(?:weiterzulesen|weiter zu lesen|den (?:ganzen|vollständigen) (?:artikel|beitrag|text) zu lesen)\b",
        r"^\W*(?:reg[ií]strate|inicia sesión|accede|únete)(?: gratis)? para (?:seguir|continuar) leyendo\b",
        r"^\W*(?:accedi|registrati|iscriviti)(?: gratis| gratuitamente)? per (?:continuare a leggere"
        r"|leggere (?:il resto|tutto l['’]articolo|l['’]articolo completo))\b",
        r"^\W*(?:cadastre-se|registre-se|registe-se|entre|inscreva-se)(?: grátis| gratuitamente)? para "
        r"(?:continuar lendo|continuar a ler|ler (?:a matéria|o artigo|o texto) completo)\b",
        r"^\W*(?:inscrivez-vous|identifiez-vous|créez (?:un|votre) compte)(?: gratuitement)? pour "
        r"(?:continuer (?:à|a) lire|lire la suite)\b",
        r"\b(?:exclusiv[oa]|dispon[ií]vel apenas|restrit[oa]) (?:para|a) (?:usuários|utilizadores|membros) "
        r"(?:cadastrados|registrados|registados|logados)\b",
        # ...and the platforms' own stops in the translations they ship (:mod:`walls_platforms`)
        _PLATFORM_LOGIN,
        _PLATFORM3_LOGIN,
        # ...and the auth libraries' stops in their translations (:mod:`walls_i18n`)
        _I18N_LOGIN,
        # ...and the reader told they are trying to reach a protected part (:mod:`walls_protected_part`)
        walls_protected_part.SAID,
        # ...and the reader told they are not logged in (:mod:`walls_told_not_in`)
        walls_told_not_in.SAID,
        # ...and the reader asked to log in, in the turns those lack (:mod:`walls_asked_to_log_in`)
        walls_asked_to_log_in.SAID,
    ),
    needles=(
        *walls_platforms.needles(walls_platforms.LOGIN_STOPS),
        *walls_platforms.needles(walls_platforms3.LOGIN_STOPS),
        *walls_platforms.needles(walls_i18n.LOGIN_STOPS),
        "sua sessão",
        "tu sesión",
        "tu sesion",
        "votre session",
        *walls_protected_part.PROTECTED_NEEDLES,
        *walls_told_not_in.TOLD_NOT_IN_NEEDLES,
        *walls_asked_to_log_in.ASKED_NEEDLES,
        "to read ",
        "reading with",
        "um weiter",
        "um den",
        "para seguir",
        "seguir leyendo",
        "continuar leyendo",
        "per leggere",
        "para ler",
        "pour lire",
        "to keep reading",
        "to see ",
        "logged in to",
        "logged-in to",
        "pour continuer",
        "para continuar",
        "fortzufahren",
        "per continuare",
        "verder te gaan",
        "чтобы продолжить",
        "зарегистрированн",
        "авторизованн",
        # (the "registered users only" box with its subject first: _REGISTERED_FIRST)
        "only registered",
        "only logged",
        "only signed",
        "only authenticated",
        "only members",
        "nur mitglieder",
        "membres",
        "miembros",
        "membri",
        "autenticados",
        "autenticati",
        "authentifiés",
        "identifiés",
        "inscrits",
        "enregistrés",
        "connectés",
        "aangemelde",
        "участник",
        "zalogowanych",
        "zarejestrowanych",
        "członków",
        "chỉ dành cho",
        "ini hanya",
        "ini khusus",
        "üyeler",
        "kullanıcılar",
        "registrados",
        "identificados",
        "conectados",
        "réservé aux membres",
        "réservée aux membres",
        "utilisateurs",
        "registrierte",
        "angemeldete",
        "eingeloggte",
        "cadastrados",
        "registados",
        "logados",
        "registrati",
        "loggati",
        "iscritti",
        "ingelogde",
        "geregistreerde",
        "se přihlaste",
        "giriş yapın",
        "oturum açın",
        "登录后",
        "登錄后",
        "登入后",
        "登入後",
        "đăng nhập để",
        "terlebih dahulu",
        "harus login",
        "harus log in",
        "harus masuk",
        "perlu login",
        "perlu log in",
        "perlu masuk",
        "logge ind",
        "logget ind",
        "log ind for at",
        "logge inn",
        "logget inn",
        "logg inn for å",
        "jelentkezz be",
        "jelentkezzen be",
        "be kell jelentkezni",
        "be kell lépn",
        "lépj",
        "belépés szükséges",
        "להתחבר",
        "התחבר",
        "الدخول ل",
        "دخولك ل",
        "وارد",
        "करें",
        "เข้าสู่ระบบ",
        "join to view",
        "join to see",
        "to continue browsing",
        "to continue reading",
        "to continue viewing",
        "zalogować",
        "giriş yapmalısınız",
        "oturum açmalısınız",
        "vui lòng đăng nhập",
        "bạn cần đăng nhập",
        "bạn phải đăng nhập",
        "hãy đăng nhập",
        "musíte se přihlásit",
        "musíte se zaregistrovat",
        "přihlašte se",
        "cần phải đăng nhập",
        "请确保",
        "musíte přihlásit",
        "přihlaste se",
        "du måste logga in",
        "logga in för att",
        "täytyy kirjautua",
        "pitää kirjautua",
        "tulee kirjautua",
        "kirjaudu sisään nähdäksesi",
        "kirjaudu sisään jatkaaksesi",
        "kirjaudu nähdäksesi",
        "kirjaudu jatkaaksesi",
        "πρέπει να συνδεθείτε",
        "συνδεθείτε για να",
        "увійдіть",
        "необхідно увійти",
        "потрібно увійти",
        "авторизуватися",
        "потрібна авторизація",
        "vuelve a iniciar",
        "inicia sesión de nuevo",
        "войдите",
        "авторизуйтесь",
        "авторизируйтесь",
        "выполните вход",
        "inicie sesión",
        "effettua l",
        "accedi",
        "proszę się zalogować",
        "lütfen",
        "trebuie să",
        "autentificare",
        "morate",
        "prijava",
        "трябва да",
        "silakan",
        "harap",
        "log in om",
        "masuk untuk",
        "تسجيل الدخول",
        "log in",
        "login",
        "log into",
        "sign in",
        "signin",
        "sign-in",
        "logged",
        "signed",
        "join",
        "registered",
        "ログイン",
        "401",
        "see more",
        "switch to an account",
        "authori",
        "access your",
        "not logged",
        "is required",
        "authentication",
        "authorization",
        "authorisation",
        "authentifizierung",
        "autorisierung",
        "autenticazione",
        "login richiest",
        "autenticação",
        "login necessári",
        "login obrigatóri",
        "login requerid",
        "vereist",
        "uwierzytelnienie",
        "wymagane logowanie",
        "wymagana autoryzacja",
        "login erforderlich",
        "is needed",
        "logged in",
        "signed in",
        "not signed",
        "not allowed",
        "not permitted",
        "専用",
        "限定",
        "パスワード",
        "anmelden",
        "einloggen",
        "eingeloggt",
        "angemeldet sein",
        "melden sie sich",
        "vous connecter",
        "vous identifier",
        "être connecté",
        "être identifié",
        "être authentifié",
        "vous authentifier",
        "vous reconnecter",
        "iniciar sesión",
        "inicia sesión",
        "inicio de sesión",
        "inicies sesión",
        "é necessário",
        "é obrigatório",
        "é preciso",
        "accedere",
        "effettuare l",
        "faça login",
        "aan te melden",
        "aan om door",
        "zaloguj",
        "zalogowanie",
        "sesja wygasła",
        "zaloguj się",
        "войти",
        "авторизоваться",
        "требуется",
        "bejelentkezés",
        "登录",
        "登入",
        "登錄",
        "로그인",
        "giriş yap",
        "autentica",
        "logad",
        "requise",
        "connecter",
        "connectez",
        "identifiez",
        "authentifier",
        "requerid",
        "necesari",
        "angemeldet",
        "erforderlich",
        "to access this",
        "to view this",
        "to view it",
        "to see this",
        "to use this",
        "to read this",
        "password protected",
        "password-protected",
        "om verder",
        "om door",
    ),
    title=_p(
        r"^\W*(?:log ?in|login|sign ?in|sign up|join)\b",
        r"\b(?:log ?in|login|sign ?in|sign up)\W*(?:[|•·/-]|$)",
        r"\blog ?in(?:to)? to\b",
        r"\b401\W+(?:unauthori[sz]ed|authori[sz]ation required)\W*$",
    ),
    apparatus=_apparatus(
        r"password|\bsign ?(?:in|up)\b|\blog ?in\b|\blogin\b|account|email|e-mail|username|phone|"
        r"\blogg(?:ed|ing) ?in|\bsign(?:ed|ing) ?in|"
        r"remember me|terms|privacy|agreement|cookie policy|register|join|continue with|forgot|members?|"
        r"anonymous|subscri|access\b|credential|authori[sz]|permission|create (?:a )?new account|"
        r"forgot|not now|パスワード|ユーザー?名|アクセス|ログイン|会員|メンバー",
    ),
    title_alone=False,
    address=_p(
        r"/(?:authwall|login|signin|sign_in|sign-in|log-in|accounts/login|i/flow/login)(?:[/?.#]|$)",
        r"/(?:login|dologin)\.action|/wp-login\.php|/ServiceLogin",
    ),
    markup=('type="password"', "type='password'", "type=password", 'type="PASSWORD"'),
    # commenting, in the languages the log-in stops above are caught in ("to post a comment", "pour publier
    # un commentaire", "um einen Kommentar abzugeben", "para publicar un comentario", "per inviare un
    # commento", "コメントを投稿するには", "发表评论")
    elsewhere=_p(
        r"\b(?:comment(?:s|ing|er|aire|aires|o|i|are)?|kommentar(?:e|en)?|kommentieren|comentar(?:io|ios)?"
        r"|comentário|commentaar|reageren|komentarz\w*|skomentować|комментар\w*|комментировать"
        r"|hozzászól\w*|yorum\w*)\b|评论|評論|留言|コメント|댓글"
        # ...or to use a feature of the page: save it, reply, vote, bookmark ("Sign in to save this recipe"),
        # in the languages of the log-in stops ("ログインするとレシピを保存できます", "um das Rezept zu
        # speichern", "pour enregistrer cette recette"); write to the one who posted it ("Log in to message
        # the seller", "Anmelden, um dem Anbieter eine Nachricht zu schreiben"), or light a candle on a
        # death notice ("Anmelden, um eine Kerze anzuzünden")
        r"|\bto (?:save|bookmark|reply|vote|rate|like|follow|favou?rite) (?:this|it|the|to)\b"
        r"|\bto (?:message|contact|e-?mail|write to) (?:the|this)\b|\bto light a candle\b"
        r"|\bum (?:\w+ ){0,4}zu (?:speichern|merken|schreiben|kontaktieren)\b|\bum (?:\w+ ){0,3}anzuzünden\b"
        r"|\bpour (?:enregistrer|sauvegarder|ajouter|contacter|écrire à|envoyer un message|allumer une)\b"
        r"|\bpara (?:guardar|guardarla|guardarlo|contactar|escribir al|enviar un mensaje|encender una)\b"
        r"|\bper (?:salvare|salvarla|salvarlo|contattare|scrivere al|inviare un messaggio|accendere una)\b"
        r"|を(?:保存|ブックマーク|お気に入り)|(?:保存|ブックマーク|お気に入り登録)(?:でき|する|して)"
        r"|저장|즐겨찾기|收藏",
    ),
)

# An age as age gates ask for it: "18", "21+", "18 years old", "21 years of age or older", "over 18",
# "21 years or above", "18 years and above" (age-gate plugins' defaults such as "You must be %s years old to
# visit this site."
# and brands' gates say it each of these ways); and the legal age, of drinking or otherwise.
# (and the higher floors a few gates set, to 25: a Swedish service's "Är du över 25 år?", a rental's or a
# club's "You must be 25 or older")
_AGE_N = r"(?:1[689]|2[0-5]|eighteen|nineteen|twenty-one|twenty-five)"
# The same ages in digits, for the gates of every language: 16 to 21, the legal ages of drinking, smoking and
# gambling (20 in Japan, 19 in Korea, 21 in the United States and for some offers in France), and the higher
# floors to 25 as above
_AGE_D = r"(?:1[6-9]|2[0-5])"
# ...and what makes the gate's name the subject of a headline or a story, not the gate's own word: a noun it
# modifies (a law, a duty, a system: "年齢認証の義務化", "年龄验证立法", "年龄验证的技术")
_AGE_CHECK_AS_SUBJECT = (
    r"(?!的|法|立法|制度|规定|規定|义务|義務|技术|技術|措施|政策|系统|系統|新规|新規|規制|规则|規則"
    r"|の(?:義務|法|制度|規制|導入|強化|厳格化|仕組み|技術|方法|是非|在り方|あり方))"
)
_AGE = (
    rf"(?:(?:at least|over|above) )?{_AGE_N}(?:\+| years?)?(?: old| of age)?"
    r"(?: (?:or|and) (?:older|over|above))?"
)
_LEGAL = r"(?:of |above |over )?(?:the )?legal (?:drinking |smoking |gambling )?age"

# ...where the age asked is not a purchase's condition, told of buying or ordering, not of entering: "Sie
# müssen mindestens 18 Jahre alt sein, um Wein bei uns zu kaufen" answers a shop's FAQ, as the English said
# to the reader is a gate's only for entering, viewing or using the site
_NOT_TO_BUY = (
    r"(?![^.!?\n]{0,40}\b(?:zu kaufen|zu bestellen|zu erwerben|comprar|pedir|adquirir|acheter|commander)\b)"
)
# ...and in Japanese and Chinese, the age named of buying or ordering in the rest of its sentence
# ("20歳未満の方はお酒を購入できません", a shop's FAQ)
_NOT_TO_BUY_CJK = r"(?![^。！？!?\n]{0,20}(?:購入|购买|購買|注文|お買い|買う|買え|订购|訂購))"

AGE = WallRules(
    "age",
    said=_said(
        rf"\bare you (?:{_AGE}|{_LEGAL})(?![\w+])",
        # ...and asked in Arabic and Greek, the age named ("هل عمرك 18 عامًا أو أكثر؟", "Είστε άνω των 18;")
        r"هل عمرك (?:18|21|١٨|٢١)|^\W*είστε (?:άνω των|τουλάχιστον) (?:18|21)\b",
        # said to the reader ("Sorry, you must be…", "To enter, you must be…"), not told of a law in a story
        # ("Under the bill you must be 21 years old to visit a vape shop, and…")
        rf"^\W*(?:[\w'’]+[^\w'’]+){{0,2}}?you must be (?:{_AGE}|{_LEGAL})"
        r"(?: in your country(?: of residence)?)? "
        r"to (?:enter|view|access|continue|visit|use|see|browse)",
        r"(?:please )?(?:enter|provide) your (?:date of birth|birth ?date|birthday|year of birth|birth year)",
        rf"\b(?:sign in to )?confirm (?:your age|(?:that )?you are (?:{_AGE}|{_LEGAL})(?![\w+]))",
        r"^\W*age (?:verification|confirmation|check)(?: required)?\W*$",
        r"proof of your age",
        rf"verify (?:your age|(?:that )?you are (?:{_AGE}|{_LEGAL})(?![\w+]))",  # not "that you are human"
        rf"^\W*(?:yes,? )?i(?:['’]m| am) (?:{_AGE}|{_LEGAL})\W*$",  # the gate's own button
        r"^\W*(?:1[89]|21)\+ only\W*$",
        r"may not be appropriate for all ages",
        # Japanese and Chinese gates, in simplified and traditional characters ("年齡確認",
        # "請確認您的年齡以繼續", "このサイトは18歳以上の方のみ閲覧可能です")
        rf"{_AGE_D}歳(?:以上|未満){_NOT_TO_BUY_CJK}|年齢認証{_AGE_CHECK_AS_SUBJECT}"
        r"|^\W*年[齢齡](?:認証|認證|確認|驗證)\W*$",
        rf"(?:确认|確認)(?:您|你)的年[龄齡]|{_AGE_D}\s?[岁歲](?:以上|以下){_NOT_TO_BUY_CJK}|未[達达]年[齡龄]限制",
        # the same questions in the languages age-gate plugins and brands' gates are written in
        r"(?:necesario que seas|debes ser|¿?eres) mayor de edad",
        # ...and the age named as the gate's plugins word it ("Debes ser mayor de 18 años para acceder a este
        # sitio", "Du musst volljährig sein, um diese Seite zu besuchen")
        rf"\b(?:debes|tienes que|necesitas|deberás) (?:ser|tener) (?:mayor de|más de|al menos) {_AGE_D} "
        r"años\b" + _NOT_TO_BUY,
        r"\b(?:du musst|sie müssen|ihr müsst) volljährig sein\b",
        rf"¿?(?:tienes|eres) (?:más de |mayor de ){_AGE_D}(?: años)?",
        rf"debes tener (?:al menos |más de )?{_AGE_D} años" + _NOT_TO_BUY,
        r"^\W*verificaci[oó]n de (?:la )?edad\W*$",
        rf"\b(?:sind sie|bist du) (?:mindestens |über )?{_AGE_D}(?: jahre)?(?: alt)?(?: oder älter)?",
        rf"(?:sie müssen|du musst) mindestens {_AGE_D} jahre alt sein" + _NOT_TO_BUY,
        rf"bestätigen sie, dass sie (?:mindestens {_AGE_D} jahre alt|volljährig) sind",
        r"^\W*alters(?:verifikation|überprüfung|prüfung|kontrolle|bestätigung)\W*$",
        rf"avez-vous (?:plus de |au moins )?{_AGE_D} ans|avez-vous l['’]âge légal",
        rf"vous devez (?:avoir (?:au moins |plus de )?{_AGE_D} ans|être majeur)" + _NOT_TO_BUY,
        rf"(?:vérifier|confirmer) (?:votre âge|que vous (?:avez (?:plus de )?{_AGE_D} ans|êtes majeur))",
        r"^\W*(?:vérification|confirmation) (?:de l['’]|d['’])âge\W*$",
        rf"\b(?:sei maggiorenne|hai (?:almeno |più di ){_AGE_D} anni)",
        r"^\W*verifica (?:dell['’])?età\W*$",
        rf"\bben (?:je|jij|u) {_AGE_D}(?:\+| jaar)?(?: of ouder)?",
        r"^\W*leeftijds(?:controle|verificatie)\W*$",
        rf"\bvoc[eê] tem (?:mais de )?{_AGE_D} anos",
        r"^\W*verifica[çc][ãa]o de idade\W*$",
        rf"verificer at du er (?:ældre end|over) {_AGE_D}",
        # the same gates asked as drinks brands' and shops' gates ask them: "¿Tienes 18 años o más?",
        # "Confirma que tienes 18 años o más para continuar", "¿Tienes la edad legal…?", "Êtes-vous
        # majeur ?", "Bist du volljährig?", "Hai l'età legale…?", "É maior de idade?", "Ben je ouder dan 18?",
        # "Czy jesteś pełnoletni?" (a question: a job advert's "Tienes 18 años o más." is a requirement)
        rf"¿\s*(?:tienes|tiene usted) (?:al menos |más de )?{_AGE_D}(?:\+| años)|"
        rf"\btienes (?:al menos )?{_AGE_D} años o más\s*\?",
        rf"\bconfirma(?:r)? (?:que )?(?:tienes (?:al menos )?{_AGE_D}|eres mayor de edad|tu edad)\b",
        r"\b(?:tienes|tiene usted|hai|tem|tens|você tem) (?:la |l['’]|a )?(?:edad|età|idade) legale?\b",
        r"\bêtes[- ]vous majeure?s?\b|\b(?:sind sie|bist du) volljährig\b",
        rf"\b(?:você é|é|és) maior de (?:idade|{_AGE_D})\b"
        rf"|\b(?:tem|tens) (?:mais de |pelo menos )?{_AGE_D} anos\s*\?",
        rf"\bben (?:je|jij|u) ouder dan {_AGE_D}\b|\bczy jesteś pełnoletni[a]?\b",
        # ...and the age asked as the age to drink, no number and no "legal" named, the question closing its
        # line as drinks brands' gates ask it (public wording, exact-string hits whose repositories the index
        # does not name: a brand's popup "¿Es usted mayor de edad para beber en su país?", an age-check
        # modal's "¿Tienes la edad legal para beber alcohol en tu país?", a tequila brand's gate "Are you of
        # drinking age?", a gate component's "Are you old enough to drink where you are?", a drinks app's
        # "en âge de boire de l'alcool" and a wine house's refusal "ne s'adresse qu'aux personnes en âge de
        # boire", Portuguese code exercises' "Você tem idade para beber"; looked-at: a mezcal brand's "¿Tiene
        # usted edad para beber alcohol en su país?"). A refusal's or an exercise's "no tiene edad para beber"
        # asks nothing: the sentence opens with the question and ends with its mark
        r"(?:¿\s*|^\W*)(?:(?:tienes|tiene usted|tiene|tenéis|tienen ustedes) (?:la )?edad "
        r"(?:legal |mínima |suficiente )?para (?:beber|tomar|consumir)"
        r"|(?:eres|es usted|sois|son ustedes) mayor(?:es)? de edad (?:legal )?para (?:beber|tomar|consumir)"
        r"|(?:você tem|vocês têm|tem|tens) (?:a )?idade (?:legal |mínima |suficiente )?"
        r"para (?:beber|consumir)"
        r"|are you (?:old enough to drink|of (?:legal )?drinking age)"
        r"|(?:êtes-vous|es-tu) en âge de (?:boire|consommer)"
        r"|(?:avez-vous|as-tu) l['’]âge (?:légal )?(?:de|pour) (?:boire|consommer))"
        r"[^.!?¿\n]{0,50}\?\W*$",
        # an adult site's or a video's warning as the page's message (X's "Age-restricted adult content. This
        # content might not be appropriate for people under 18 years old."; YouTube's "This video may be
        # inappropriate for some users.")
        r"^\W*age[- ]restricted (?:adult )?content\W*$",
        rf"\b(?:might|may) not be appropriate for (?:people|users|viewers|those) under "
        rf"(?:the age of )?{_AGE_D}\b",
        r"^\W*this (?:video|content) may be inappropriate for some users",
        # the gate's refusal once the reader said no, as age-gate components and brands' gates put it
        # (looked-at: "SORRY, YOU ARE TOO YOUNG TO ENTER THIS SITE"; "We don't sell alcohol to persons
        # under 21 years old" under "Sorry, You Are Not Allowed to Enter This Site."; public age-gate
        # components' own strings, "You are not old enough to view this site. Sorry!"): said to the reader,
        # from its start
        r"^\W*(?:sorry,? )?you(?:['’]re| are) (?:too young|not old enough|under ?age) to (?:enter|view|visit"
        r"|access|see|use|browse) this (?:site|web ?site|page|content|section)\b",
        # (the refusal's heading, not the law it cites under it: "We don't sell alcohol to persons under 18"
        # is a line of every wine shop's product page too, where it is the shop's notice, not a gate)
        r"^\W*(?:sorry,? )?you(?:['’]re| are) not allowed to enter this (?:site|web ?site)\W*$",
        # ...and the refusal told as the reader's age, its sentence whole (looked-at: a casino simulator's
        # "You are under the legal age." above who the site is for; a wine shop's "Sorry, you are below the
        # age limit"; not "if you are under the legal age, …")
        r"^\W*(?:sorry,? )?you(?:['’]re| are) (?:under|below) (?:the )?"
        r"(?:(?:legal|minimum|required) age|age limit)(?:[.!]+(?:\s|$)|\s*$)"
        # ...or as too young, its sentence whole (looked at: a bar's gate alerting "you are not old enough")
        r"|^\W*(?:sorry,? )?you(?:['’]re| are) (?:too young|not old enough)(?:[.!]+(?:\s|$)|\s*$)",
        # a gate that states who may enter rather than asking ("This site is for ADULTS only", "By entering
        # you affirm that you are at least 18 years of age or the age of majority…", as adult sites' and
        # age-gate plugins' default notices put it), or asks for the date of birth alone
        r"\b(?:for )?(?:adults?|grown-?ups|(?:1[89]|21)\s?\+|mature audiences?) only\b",
        r"\bthis (?:web ?site|site|page|content|section)\b.{0,40}"
        r"\b(?:contains|is (?:intended |meant |only )?for|is (?:restricted|limited) to|may contain)\b.{0,30}"
        r"\b(?:adults?|mature|age[- ]restricted|sexually explicit|nudity|people (?:over|aged)"
        r"|persons? (?:over|aged)|(?:those|users|visitors) (?:over|aged))",
        r"\bby (?:entering|clicking|continuing)\b.{0,60}"
        r"\byou (?:affirm|confirm|certify|agree|acknowledge|declare|swear"
        r"|are (?:stating|confirming|certifying))\b.{0,60}"
        r"\b(?:1[89]|21|legal age|age of majority|an adult)\b",
        r"\bif you are under (?:the age of )?(?:1[89]|21)\b.{0,40}"
        r"\b(?:leave|exit|please|you (?:may|must|can|should))",
        # (a bare "Enter your age:" is as likely an exercise's form: the age counts with what it is for)
        r"^\W*(?:please )?(?:enter|provide|select|confirm) your (?:date of birth|birth ?date|birthday"
        r"|year of birth|birth year)\b",
        r"^\W*(?:please )?(?:enter|provide|select|confirm) your age to "
        r"(?:enter|continue|access|view|proceed)\b",
        # the date (or year) of birth asked for in the languages of the gates above and in Thai, as a
        # looked-at gate asks it ("กรุณากรอกปีเกิดของคุณ", please fill in your year of birth), at a sentence's
        # start as a gate asks it (a library's form that asks it among other things goes on about them)
        r"^\W*(?:[\w'’]+[^\w'’]+){0,2}?(?:(?:gib|geben sie) (?:dein|ihr) geburts(?:datum|jahr) ein"
        r"|(?:entrez|saisissez|indiquez) votre (?:date|année) de naissance"
        r"|(?:introduce|ingresa|indica) tu (?:fecha|año) de nacimiento"
        r"|inserisci (?:la tua )?(?:data|anno) di nascita|(?:insira|informe|digite) (?:a )?(?:sua )?"
        r"(?:data|ano) de nascimento|vul (?:je|uw) geboorte(?:datum|jaar) in|生年月日を入力|"
        r"请输入(?:您的)?出生(?:日期|年份)|กรุณา(?:กรอก|ระบุ|ใส่|เลือก)(?:ปี|วัน)เกิด)(?:\W|ของ|$)",
        r"^\W*(?:what is )?your (?:date of birth|birth ?date|birthday)\W*$",
        # in Russian ("Вам есть 18 лет?", "Подтвердите свой возраст", "Только для взрослых"), Indonesian
        # ("Apakah Anda berusia 18 tahun?", "Verifikasi usia", "Saya sudah berusia 18 tahun"), Polish,
        # Turkish, Chinese and Korean, as age-gate plugins' translations and adult sites' gates say it
        rf"\b(?:вам|тебе|мне|я) (?:уже )?(?:есть|исполнилось|больше) {_AGE_D}",
        r"подтвердите(?: свой| ваш)? возраст|проверка возраста|подтверждение возраста",
        rf"(?:только )?для (?:лиц )?(?:старше|от) {_AGE_D}|только для (?:взрослых|совершеннолетних)",
        rf"(?:вы|ты) должны? быть (?:старше|не моложе) {_AGE_D}|вам должно быть {_AGE_D}",
        rf"\b(?:apakah )?(?:anda|kamu|saya)\b.{{0,40}}\b(?:berusia|berumur|usia|umur)\b.{{0,20}}\b{_AGE_D}\b",
        rf"\b(?:verifikasi|konfirmasi) (?:usia|umur)\b|\bkhusus (?:dewasa|{_AGE_D}\s?\+)|\bkonten dewasa\b",
        rf"\bczy (?:masz|ukończyłeś|ukończyłaś) (?:ukończone )?{_AGE_D} lat|\bweryfikacja wieku\b",
        rf"{_AGE_D} yaşından büyük (?:müsünüz|olmalısınız)|\byaş (?:doğrulama|onayı)\b",
        # ...and "must be full N years" (looked-at: a Taiwanese brand's "本活動參加者須年滿18歲唷！")
        rf"(?:是否|已|未|[须須]年?)(?:已经?|已經)?年?[满滿]\s?{_AGE_D}\s?(?:周|週)?[岁歲]|年龄(?:验证|确认){_AGE_CHECK_AS_SUBJECT}"
        r"|成人(?:内容|验证|內容|驗證)",
        # (not "19세 미만도": "under-19s too may use the reading room" lets them in)
        r"1[89]세 (?:미만|이상)(?!도)|성인\s?인증|연령\s?(?:확인|인증)",
        rf"\b(?:solo|sólo|solamente) (?:para )?(?:adultos|mayores de (?:edad|{_AGE_D}))",
        rf"\bréservée? aux (?:adultes|majeurs|plus de {_AGE_D} ans)|\bnur für erwachsene\b",
        # and in more of the languages age-gate plugins are translated into: Hungarian (as a looked-at gate
        # asks, "Elmúltál már 18 éves?"), Czech, Slovak, Romanian, Swedish, Norwegian, Finnish, Greek,
        # Vietnamese, Thai and Arabic. The question counts where it stands alone as a gate asks it (a title or
        # heading, or the end of the text: the whole text is searched first), not inside a sentence that goes
        # on; the check's name, where it is a line of its own
        rf"(?:\belmúlt(?:ál|él)? (?:már )?{_AGE_D} éves|\bbetöltötted (?:már )?a {_AGE_D}\.? életévedet"
        rf"|\bje vám (?:více než |alespoň )?{_AGE_D} let|\bmáte (?:viac ako |aspoň )?{_AGE_D} rokov"
        rf"|\bai (?:peste |cel puțin )?{_AGE_D} ani|\b(?:är du|er du) (?:över |over |minst )?{_AGE_D}(?: år)?"
        rf"|\boletko (?:täysi-ikäinen|yli {_AGE_D}|vähintään {_AGE_D})(?: vuotta)?"
        rf"|είστε (?:άνω των|τουλάχιστον) {_AGE_D}"
        rf"|\b(?:bạn )?(?:đã )?đủ {_AGE_D} tuổi(?: chưa)?|هل عمرك {_AGE_D}|هل أنت فوق {_AGE_D})"
        r"(?: \S+)?\s*[?？؟]\W*$",
        r"^\W*(?:korhatár[- ]?ellenőrzés|életkor(?:od)? (?:ellenőrzése|megerősítése)|ověření věku"
        r"|overenie veku|verificarea vârstei|ålders(?:verifiering|kontroll)|alders(?:bekreftelse|kontroll)"
        r"|iän (?:vahvistus|tarkistus)"
        r"|επαλήθευση ηλικίας|xác (?:minh|nhận) tuổi|ยืนยันอายุ|التحقق من (?:العمر|السن))\W*$",
        rf"\b{_AGE_D} év(?:en)? felüli(?:eknek|ek számára)?\W*$|^\W*csak {_AGE_D} év(?:en)? felülieknek\b",
        # and in Persian, as a looked-at check says it ("تایید سن", "لطفاً سن خود را وارد کنید")
        r"^\W*(?:تایید|تأیید|احراز|تاييد) سن\W*$|سن خود را (?:وارد|تایید|تأیید) کنید",
    ),
    needles=(
        "هل عمرك",
        "are you",
        "you must be",
        "too young",
        "not old enough",
        "underage",
        "under age",
        "allowed to enter",
        "enter your",
        "confirm",
        "age verif",
        "age confirm",
        "age check",
        "age restriction",
        "age-restriction",
        "proof of your age",
        "verify",
        "i am",
        "i'm",
        "i’m",
        "+ only",
        "all ages",
        "歳",
        "年齢",
        "年齡",
        "歲",
        "滿",
        "確認",
        "确认",
        "未達",
        "mayor de edad",
        "tienes",
        "eres",
        "debes",
        "edad",
        "sind sie",
        "bist du",
        "müssen",
        "musst",
        "bestätigen",
        "alters",
        "avez-vous",
        "vous devez",
        "vérifier",
        "confirmer",
        "âge",
        "maggiorenne",
        "anni",
        "età",
        "ben je",
        "ben jij",
        "ben u",
        "leeftijd",
        "tem mais",
        "anos",
        "idade",
        "verificer",
        "tiene usted",
        "confirma",
        "legal",
        "majeur",
        "volljährig",
        "maior de",
        "tens ",
        "tem ",
        "ouder dan",
        "pełnoletni",
        "age-restricted",
        "age restricted",
        "appropriate for",
        "inappropriate",
        "age gate",  # and the title's own words
        "agegate",
        "age-gate",
        "ageverification",
        "age-verification",
        "agecheck",
        "age-check",
        "over 18",
        " only",
        "this site",
        "this website",
        "this web site",
        "this page",
        "this content",
        "this section",
        "by entering",
        "by clicking",
        "by continuing",
        "under",
        "date of birth",
        "birth",
        "your age",
        "вам",
        "тебе",
        "мне",
        "я ",
        "возраст",
        "для ",
        "должн",
        "anda",
        "kamu",
        "saya",
        "usia",
        "umur",
        "khusus",
        "dewasa",
        "czy ",
        "wieku",
        "yaş",
        "满",
        "年龄",
        "成人",
        "세",
        "성인",
        "연령",
        "solo",
        "sólo",
        "solamente",
        "réservé",
        "erwachsene",
        "éves",
        "felüli",
        "korhatár",
        "életkor",
        "betöltötted",
        "je vám",
        "věku",
        "máte",
        "veku",
        " ani",
        "vârstei",
        "är du",
        "er du",
        "ålders",
        "alders",
        "oletko",
        "iän ",
        "είστε",
        "ηλικίας",
        "tuổi",
        "อายุ",
        "เกิด",
        "geburts",
        "naissance",
        "nacimiento",
        "nascita",
        "nascimento",
        "geboorte",
        "生年月日",
        "出生",
        "عمرك",
        "العمر",
        "السن",
        "أنت فوق",
        "سن",
    ),
    title=_p(
        # as the title's name, at its end or a part's end ("Age Verification | Shop", "Green remedy Age Gate",
        # "AgeGate"), not inside a headline ("State passes age-verification law")
        # (and "Age Restriction", as a looked-at video site titles its gate)
        r"\bage[- ]?(?:verification|confirmation|check|gate|restriction)\s*(?:$|[|•·:–—-])",
        # (in Japanese and Chinese as the English: the title's name, closing it or a part of
        # it, "年齢確認 | 酒蔵", "【年齢認証】", or asked of the reader, "年齢確認をお願い
        # します"; not a headline's subject, "年齢確認の義務化、SNS各社に来年から")
        r"over 18\?",
        r"(?:年[齢齡](?:認証|認證|確認|驗證)|年龄(?:验证|确认))(?:ページ|画面|页面|頁面)?"
        r"(?:\s*(?:$|[|｜•·:：–—\-】」』〉》)）])|を?(?:お願い|して(?:ください|下さい))|请|請)",
        r"\balters(?:verifikation|überprüfung|prüfung|kontrolle|bestätigung)\b",
        # (and as a looked-at French gate's title writes it, "Confirmation age": no article, no accent)
        r"(?:vérification|confirmation) (?:de l['’]|d['’])?[âa]ge\b",
        r"verificaci[oó]n de (?:la )?edad|verifica (?:dell['’])?età|leeftijds(?:controle|verificatie)",
        r"verifica[çc][ãa]o de idade",
        r"\b(?:adults?|1[89]\s?\+) only\b|проверка возраста|verifikasi (?:usia|umur)|weryfikacja wieku",
    ),
    apparatus=_apparatus(
        rf"\bage\b|\b{_AGE_D}\b|birth|adult|responsibl|verif|confirm|terms|privacy|cookie|enter|exit|"
        r"menores de edad|moderaci|"
        r"remember me|legal|mature|explicit|consent|older|eighteen|challenge 25|アダルト|"
        r"years? old|\bunder(?:age)?\b|\bdrink|alcohol|tobacco|cannabis|"
        r"jahre|volljährig|\bans\b|majeur|años|edad|anni|età|jaar|idade|anos|"
        r"возраст|взросл|совершеннолет|\bлет\b|\bвойти\b|\bвыйти\b|usia|umur|tahun|dewasa|masuk|keluar|"
        r"wieku|\blat\b|yaş|岁|年龄|成人|세|성인|연령|adultos|erwachsen|\bexplicit|nudity|sexual|majority|\bleave\b|"
        r"\béves|\bkorhatár|\bigen\b|\bnem\b|věk|vek|vârst|ålder|alder|ikä|ηλικ|tuổi|อายุ|العمر|السن|"
        r"歳|歲|齢|齡|年龄|確認|确认|閲覧|閱覽|سن|تایید|تأیید|"
        # ...and the law and the responsibility a gate cites, as Japanese, Chinese and Korean gates cite them
        # ("国や地域の条例により罰せられる可能性があります", "一切の責任を負わない") — where the sentence is
        # the site's own, speaking to its reader or of itself (:data:`_CJK_SITE_SPEAKS`): a news story's
        # "改正条例では、確認を怠った事業者に罰金が科される" tells of a law
        rf"{_cjk_spoken('条例|法律|法令|責任|责任|罰|법률|책임')}|"
        # and the proof a check may ask for: an identity document, a photo of it, a moderator who looks
        r"identit|\bid\b|\bphoto|selfie|naissance|moderat|modérat|vérif",
    ),
    address=_p(r"/(?:agecheck|age-?check|over18|age-?verif\w*|ageconfirmation|age-?gate)(?:[/?#]|$)"),
    markup=(
        'name="ageDay"',
        'name="ageYear"',
        'id="agegate"',
        'id="age-gate"',
        'id="ageverifybox"',
        'id="agecheck"',
        'id="agecheck_form"',
        'name="dob"',
        'name="birthdate"',
        'name="birthday"',
        'id="age-verification"',
        'id="age_verification"',
        'class="age-gate',
        'class="age-verification',
    ),
    image=_p(r"\bage[ _-]?(?:gate|verif\w*|check|restrict\w*)\b|\b(?:18|21)[ _-]?(?:plus|only)\b"),
    form_alone=True,
    # an age asked of those who come to an event, not of the page's reader: "Get tickets (18+ only)" under a
    # show's time and place — the tickets named, then the age that qualifies them (a lottery's "You must be 18
    # or over to buy tickets" is its gate)
    elsewhere=_p(
        r"(?:\b(?:tickets?|admission|billets?|billetterie|entradas?|ingressos?|biglietti?|eintrittskarten?"
        r"|karten|bilety?)\b|билет\w*|チケット|门票|티켓)[^.!?\n]{0,30}?[(（]\s*(?:1[6-9]|2[01])\s?\+",
    ),
)


# A geo block's refusal, and the place it names as the reader's.
def _refused_from(negation: str, place: str, access: str) -> str:
    """Access from the reader's country or region refused, said either way round, in one language.

    A negation near "from your country" is not yet a refusal ("the price does not depend on your country",
    "no fees from your country"): the sentence must also name access or availability (``access``, word
    starts), before the negation or anywhere after it.
    """
    clause = r"[^.!?\n]{0,40}"
    told = rf"(?=[^.!?\n]{{0,80}}\b(?:{access}))"
    return (
        rf"\b(?:{access}){clause}\b(?:{negation})\b{clause}\b(?:{place})\b"
        rf"|\b(?:{negation})\b{told}{clause}\b(?:{place})\b"
        rf"|\b(?:{access}){clause}\b(?:{place})\b{clause}\b(?:{negation})\b"
        rf"|\b(?:{place})\b{told}{clause}\b(?:{negation})\b"
    )


_REFUSED = (
    r"(?:blocked|restricted|denied|forbidden|blacklisted|banned|prohibited"
    r"|not (?:permitted|allowed|supported|accessible|offered)|unavail(?:a)?ble|not (?:currently )?available"
    r"|limited|inaccessible)"
)
_PLACE = r"country|countries|region|location|area|territory|jurisdiction|ip address"

GEO = WallRules(
    "geo",
    said=_said(
        # only the refusal: "is available in your country" is a shop's good news, not a block
        r"\b(?:not|isn['’]t|aren['’]t|no longer) (?:currently )?available(?: to watch)? in your "
        r"(?:country|region|location|area|territory)",
        r"\bunavail(?:a)?ble(?: to watch)? in your (?:country|region|location|area|territory)",
        # a CDN's or a security plugin's country block ("…has banned the country or region your IP address is
        # in", Cloudflare's error 1009; "Access from your area has been temporarily limited", Wordfence's
        # default), and a site that names the places it will not serve, at whatever length it explains why
        r"banned the country or region your ip address is in",
        # ...and a CDN's custom page for its IP-or-country block, named as such in its headline ("Your
        # IP/Country is Blocked", "Error: IP/Country Block") or giving the reader's place as the reason for
        # the refusal ("your access is restricted due to either your IP address or the country you are
        # accessing from")
        r"^\W*(?:error:?\s*)?(?:your )?(?:ip ?/ ?)?(?:country|region|location|geo)(?: ?/ ?ip)?"
        r"(?: (?:is|has been))? ?[- ]?(?:block(?:ed)?|restrict(?:ed|ion)|ban(?:ned)?)\W*$",
        r"\b(?:access|request|connection)\b[^.!?\n]{0,40}\b(?:restricted|denied|blocked|refused)\b"
        r"[^.!?\n]{0,20}\b(?:due to|because of|based on)\b[^.!?\n]{0,40}"
        r"\bthe (?:country|region|location) (?:you are|you['’]re) (?:accessing|visiting|connecting|browsing)"
        r"(?: (?:us|it|this (?:site|website|page)))? from\b",
        # ...and a page restricted "in this location" (where the reader is), as a multilingual block says it
        # beside its translations ("The page that you are trying to access has been restricted in this
        # location."; "您当前所在地区限制，无法浏览…"; "접속하려는 페이지가 현재 접속 지역에서 제한이 되어
        # 있습니다"; "Lokasi di mana Anda mencoba untuk mengakses halaman ini telah dilarang"); not "in this
        # country", a news story's own country ("the site has been blocked in this country since March")
        r"\b(?:page|site|website|content|service|access)\b[^.!?\n]{0,50}\b(?:is|has been|have been) "
        r"(?:restricted|blocked|banned|prohibited|forbidden) in (?:this location|your current "
        r"(?:location|region|country|area|territory))\b",
        r"您(?:当前|目前)?所在(?:的)?(?:地区|地區|国家|國家)[^。\n]{0,6}(?:限制|无法|無法|不能|禁止)",
        r"(?:현재 )?(?:접속|이용) (?:지역|국가)에서 [^.。\n]{0,10}?(?:제한|이용할 수 없|접속할 수 없)",
        # (the reader's own place, "Lokasi Anda", as "your current" region is in English: a story's "lokasi
        # pembaca di luar negeri telah dibatasi" reports whose place a publisher restricted)
        r"\blokasi\b[^.!?\n]{0,20}\banda\b[^.!?\n]{0,50}\b(?:telah|sudah|sedang) (?:dilarang|dibatasi"
        r"|diblokir)\b",
        r"^\W*(?:geo[- ]?(?:blocked|restricted)|region(?:ally)?[- ](?:locked|restricted|blocked)"
        r"|(?:country|location|region)[- ](?:blocked|restricted)"
        r"|not available in your (?:country|region))\W*$",
        # ...and as a refusal's whole heading that says where the reader is no more than "here" (looked-at: a
        # client portal's "Not available here", over the firm's own message and "If you believe this is wrong,
        # contact the firm."), a line of its own, never a sentence's end
        r"^\W*(?:sorry,? )?(?:this (?:site|service|content|page) is )?not available here\W*$",
        r"\b(?:we|this (?:web ?site|site|service|page|content)"
        r"|our (?:web ?site|site|service|services|content))\b.{0,30}"
        r"\b(?:(?:is|are) (?:currently )?(?:unable|not able) to|cannot|can['’]t|do(?:es)? not|don['’]t)"
        r" (?:currently )?(?:serve|offer|provide|accept|operate|support|allow)\b.{0,50}"
        r"\b(?:(?:users|visitors|residents|customers|people|readers|players|traffic)"
        r" (?:from|in|located in|based in|of)"
        r"|in (?:your|certain|some) (?:country|countries|region|jurisdiction))",
        r"\b(?:is|are) (?:currently )?(?:not|no longer) (?:available|accessible|offered) (?:to|for) "
        r"(?:users|visitors|residents|customers|people|readers|players) (?:from|in|located in|based in|of)\b",
        r"attempting to access this (?:website|site|page) from a country",
        # the reader told they cannot reach the site from where they are (looked-at: a shop theme's
        # restricted-country page, "You cannot access our store from your country.")
        r"\b(?:cannot|can['’]t|can not|(?:are|is) (?:unable|not able) to) (?:access|reach|visit|use|enter)\b"
        r"[^.!?\n]{0,40}\bfrom (?:your|this) (?:country|region|location)\b",
        r"access cannot be granted at this time",
        r"(?:currently )?unavailable in most european countries",
        r"\bonly (?:works|available) in the (?:UK|US|U\.S\.|United (?:Kingdom|States))\b",
        r"listeners located outside of the U\.?S",
        r"not available in your country due to legal",
        r"nur (?:von|in) deutschland aus abgerufen",
        r"inhalte mit geoblocking",
        r"(?:not|no longer) (?:made|allowed?|accessible)\b.{0,40}\b(?:in|from) your "
        r"(?:country|region|location)",
        # the refusal and the reader's place, said either way round ("…unavailable in your location",
        # "access from your region is restricted"), and a service's "only in <place>" ("only works in the UK")
        rf"\b{_REFUSED}\b.{{0,60}}\b(?:in|from|for) your (?:{_PLACE})\b",
        # (not said negated: "Your IP address is not blocked.", an address checker's result; nor as a
        # condition or an indirect question, "If your IP address has been blocked, write to support", a help
        # page's)
        rf"(?<!\bif )(?<!\bwhether )\b(?:access from )?your (?:{_PLACE})\b.{{0,40}}\b(?:is|has been|are) "
        r"(?:(?!not\b|never\b)\w+ )?"
        rf"{_REFUSED}\b",
        r"\b(?:is|are) (?:currently )?(?:only (?:available|accessible)|available only|accessible only) "
        r"(?:in|to (?:users|visitors|residents|customers|people) (?:in|of|from)) (?:the )?(?-i:[A-Z])",
        # the refusal in the languages geo blocks are written in ("ce contenu n'est pas disponible dans votre
        # pays", as a looked-at page says it)
        r"\bn['’]est pas (?:encore )?disponible dans votre (?:pays|région)",
        r"\bno (?:está|esta) disponible en (?:tu|su) (?:país|pais|región|region)",
        r"\bin (?:ihrem|deinem) land (?:nicht|leider nicht) (?:verfügbar|erreichbar)",
        r"\bnon (?:è|e) disponibile nel (?:tuo|suo) paese",
        r"\bnão (?:está|esta) disponível (?:no seu|em seu|no teu) país",
        # ...and by region, geographic area or "outside" the country (rev5: "Este conteúdo não está disponível
        # na sua região", "não está disponível fora de Portugal", "non è disponibile per la tua area
        # geografica", "Видео недоступно в вашей стране", "ülkede yayınlanamamaktadır")
        # "only in <country>" and "outside <country>" and "from your location", as public broadcasters'
        # players say them ("Dieses Video ist nur in Deutschland abrufbar", "no está disponible fuera de
        # España", "n'est pas disponible depuis votre localisation")
        r"\bnur in (?:deutschland|österreich|der schweiz) (?:abrufbar|verfügbar|zu sehen|empfangbar)"
        r"|\bno (?:está|esta) disponible fuera de (?-i:[A-Z])"
        r"|\bn['’]est pas disponible (?:depuis|à partir de) votre (?:localisation|position|emplacement)",
        r"\bnão (?:está|esta) disponível (?:na sua|na tua|em sua) (?:região|área)"
        r"|\bnão (?:está|esta) disponível fora d[eo]s? (?-i:[A-Z])"
        r"|\bnon (?:è|e) disponibile (?:per|nella|nel) (?:la )?(?:tua|sua) (?:area geografica|regione|zona)"
        r"|\bнедоступ(?:ен|н\w*) (?:в вашей стране|в вашем регионе)"
        r"|\bbulunduğunuz ülkede (?:yayınlanamamaktadır"
        r"|izlenemez|kullanılamaz)",
        r"\bniet beschikbaar in (?:jouw|uw) (?:land|regio)",
        # ...and the same refusal in the other languages geo blocks are written in, the reader's country or
        # region named as theirs ("Сайт недоступен для пользователей из вашего региона", "Цей контент
        # недоступний у вашій країні", "该内容在您所在的地区不可用", "이 콘텐츠는 해당 국가에서 이용할 수
        # 없습니다", "Tento obsah není ve vaší zemi dostupný", "Ez a tartalom nem érhető el az Ön országában",
        # "Acest conținut nu este disponibil în țara ta", "Αυτό το περιεχόμενο δεν είναι διαθέσιμο στη χώρα
        # σας", "התוכן הזה אינו זמין במדינה שלך"), and English's service that does not serve the reader's
        # region, refuses its visitors, or serves only inside a named place
        r"\bнедоступ\w* для (?:пользователей|посетителей|жителей) из (?:вашей страны|вашего региона)"
        r"|\bнедоступн\w* (?:у|в) (?:вашій країні|вашому регіоні)"
        r"|(?:在)?您所在的?(?:地区|地區|国家|國家)(?:不可用|无法访问|無法訪問|暂不支持|暫不支援|不提供)"
        r"|(?:해당|귀하의|현재) (?:국가|지역)에서는? (?:이용|사용|접속)할 수 없"
        r"|\bnení (?:ve vaší zemi|ve vašem regionu|v(?:e)? vaší oblasti) (?:dostupn|k dispozici)"
        r"|\bnie je (?:vo vašej krajine|vo vašom regióne) (?:dostupn|k dispozícii)"
        r"|\bnem érhető el (?:az ön |a te )?(?:országában|régiójában)"
        r"|\bnu este disponibil\w* în (?:țara|tara|regiunea) (?:ta|dvs|dumneavoastră)\b"
        r"|δεν είναι διαθέσιμ\w* στη(?:ν)? (?:χώρα|περιοχή) σας"
        r"|(?:אינו|אינה|לא) (?:זמין|זמינה) (?:במדינה שלך|באזור שלך)",
        rf"\bwe do(?:n['’]t| not) (?:yet )?(?:serve|operate in|support) (?:users in )?your (?:{_PLACE})\b"
        rf"|\b(?:visitors|users|readers|customers) from your (?:country|region|location) (?:cannot|can['’]t"
        r"|are not able to|may not) (?:access|view|use)\b"
        r"|\bnot (?:accessible|available) (?:from )?outside (?:of )?(?:the )?(?-i:[A-Z])"
        rf"|\bis not yet available in your (?:{_PLACE})\b",
        # ...and access from the reader's country or region refused, said either way round, in the languages
        # of the refusals above (looked at: a Dutch club app's "Toegang niet mogelijk vanuit jouw regio" over
        # "ESGapp is uitsluitend toegankelijk vanuit Europa."): "Zugriff aus Ihrem Land nicht möglich",
        # "Accès impossible depuis votre pays", "Acceso no permitido desde tu país"
        _refused_from(
            r"niet|geen|geblokkeerd",
            r"vanuit (?:jouw|uw|je) (?:land|regio|locatie|gebied)",
            r"toegang|toegankelijk|beschikbaar|bereikbaar|geblokkeerd|te bekijken|te zien|af te spelen",
        ),
        _refused_from(
            r"nicht|kein|gesperrt|blockiert",
            r"(?:aus|von) (?:ihrem|deinem) (?:land|standort)|aus (?:ihrer|deiner) region",
            r"zugriff|zugang|zugänglich|verfügbar|erreichbar|abrufbar|aufrufbar|empfangbar|nutzbar|gesperrt"
            r"|blockiert|zu sehen",
        ),
        _refused_from(
            r"pas|impossible|interdit|bloqué",
            r"depuis votre (?:pays|région|localisation)",
            r"accès|accessible|disponible|bloqué|interdit|consultable|visionn|autoris",
        ),
        _refused_from(
            r"no|bloquead\w*|restringid\w*",
            r"desde (?:tu|su) (?:país|pais|región|region|ubicación)",
            r"acceso|accesible|disponible|bloquead|restringid|permitid|visualiz",
        ),
        # ...and a service "only accessible from" a place, said of itself, in the same languages ("ESGapp is
        # uitsluitend toegankelijk vanuit Europa", "ist nur aus Deutschland erreichbar", "n'est accessible que
        # depuis la France", "solo está disponible en España")
        r"\b(?:is|zijn) (?:alleen|uitsluitend|enkel) (?:beschikbaar|toegankelijk|bereikbaar) (?:vanuit|in) "
        r"(?-i:[A-Z])",
        r"\b(?:ist|sind) nur (?:aus|in|von) (?-i:[A-ZÖÄÜ])[^.!?\n]{0,30}"
        r"\b(?:erreichbar|verfügbar|zugänglich)\b",
        r"\bn['’](?:est|sont) (?:accessibles?|disponibles?) qu['’](?:en|au|aux|depuis|à partir) ",
        r"\b(?:solo|sólo|únicamente) (?:está |es )?(?:disponible|accesible) (?:en|desde) (?-i:[A-Z])",
        r"\bin (?:ihrer|deiner) region (?:nicht|leider nicht) (?:verfügbar|erreichbar)",
        r"\bniedostępn[aey] w (?:twoim|pana|pani|waszym) (?:kraju|regionie)",
        # Indonesian: "not available in your country", and a service "only accessible from registered zones"
        # (looked-at: a staff system's country view, "… hanya dapat diakses pada zona yang sudah terdaftar")
        r"\btidak tersedia di (?:negara|wilayah|lokasi|daerah) anda\b",
        # (the service named at the sentence's start, as its own page says it, not a story's clause)
        r"^\W*(?:[\w-]+ ){0,3}hanya (?:dapat|bisa) diakses (?:dari|di|pada) (?:negara|wilayah|zona|lokasi"
        r"|daerah)\b",
        # Russian, as the looked-at block of a country's readers says it ("Доступ пользователям из Российской
        # Федерации ограничен", "Мы определили, что ваш IP-адрес принадлежит Российской Федерации"): access
        # from a place restricted, the reader's address placed
        r"\bдоступ\w*\b[^.!?\n]{0,60}\b(?:из|с территории)\b[^.!?\n]{0,60}"
        r"\b(?:ограничен|запрещ[её]н|закрыт|заблокирован)",
        r"\bваш (?:ip[- ]?адрес|ip)\b[^.!?\n]{0,40}\b(?:принадлежит|находится в|относится к)\b",
        # ...and the same in English: the site tells the reader where it has placed them, and that it turns
        # away readers from there (looked-at: "Our systems have determined that you are visiting from the
        # EU." / "…configured our systems to automatically ignore traffic from EU-based internet users.")
        r"\b(?:determined|detected|identified) that (?:you are|you['’]re|your (?:ip(?: address)?|connection"
        r"|location) is) (?:visiting |browsing |connecting |located )?(?:from|in) (?:the )?(?-i:[A-Z])",
        r"\b(?:ignore|block|refuse|reject|deny|turn away) (?:all )?(?:traffic|access|visitors|users|requests"
        r"|connections) from (?:the )?(?-i:[A-Z])[\w.-]*(?:[- ]based)?\b",
        # a site that refuses a reader whose location a VPN or proxy hides (looked-at: "It seems you are using
        # a VPN or proxy service. Please disable it to access the content.")
        r"\b(?:you are|you['’]re|you seem to be|(?:it )?(?:seems|looks like) (?:that )?you(?:['’]re| are)) "
        r"(?:currently )?(?:using|connected (?:through|via|to)) an? (?:vpn|proxy|anonymi[sz]er)\b",
        r"^\W*please (?:disable|turn off|switch off|disconnect) (?:your |the |any )?(?:vpn|proxy)\b",
        r"お住まいの(?:国|地域)[^。\n]{0,20}(?:できません|いただけません)",
        # ...and a connection from abroad, or through a VPN or proxy, turned away, as Japanese and Chinese
        # services say it (looked-at: "日本国外からの接続、VPN・プロキシ経由の接続等では
        # ご利用いただけません。"; "海外からのアクセスはご利用いただけません", "境外用户暂时无法访问",
        # "仅限中国大陆地区访问")
        r"(?:国外|海外|日本以外)(?:から|より)の(?:接続|アクセス|ご利用)[^。\n]{0,40}"
        r"(?:できません|いただけません|制限|お断り|遮断|ブロック)",
        r"(?:vpn|プロキシ)[^。\n]{0,10}(?:経由|を使用|を利用|を使った)[^。\n]{0,30}(?:できません|いただけません)",
        r"(?:境外|海外|国外|中国大陆以外|大陆以外)(?:地区)?(?:的)?(?:用户|ip|网络)[^。\n]{0,20}"
        r"(?:无法|不能|暂不支持|暂时无法|禁止)(?:访问|使用|观看|播放)",
        r"仅限(?:中国)?(?:大陆|境内|国内)(?:地区)?(?:用户)?(?:访问|使用|观看)",
        # a video's uploader, or a service, that has not made it available where the reader is ("The
        # uploader has not made this video available in your country", YouTube's; "Hulu isn't available
        # outside the U.S.")
        r"\bnot made (?:this|it) (?:video |content )?available in your (?:country|region)",
        r"\b(?:isn['’]t|is not|are not|aren['’]t) (?:currently )?available outside (?:of )?(?:the )?"
        r"(?-i:[A-Z])",
        # ...and the same block in the other languages geo blocks are met in ("Ta treść nie jest dostępna w
        # Twoim kraju", "Bu içerik ülkenizde kullanılamıyor", "Innehållet är inte tillgängligt i ditt land",
        # "该内容在您所在的地区无法观看", "해당 국가에서는 이용할 수 없는", "غير متاح في بلدك",
        # "आपके देश में उपलब्ध नहीं")
        r"\bnie (?:jest|są) dostępn\w* w twoim (?:kraju|regionie)|\bülkenizde (?:kullanılamıyor"
        r"|erişilemiyor|mevcut değil)|\binte tillgänglig\w* i ditt (?:land|område)"
        r"|在您所在的(?:国家|地区)(?:无法|不能)(?:观看|播放|访问|使用)"
        r"|(?:해당|귀하의) 국가에서는 (?:이용|시청)할 수 없"
        # ...and as Korean services word it for the reader's country or region, or abroad ("현재 접속하신
        # 국가에서는 서비스를 이용하실 수 없습니다", "해외에서는 재생이 제한된 콘텐츠입니다", "국내에서만 이용
        # 가능합니다")
        r"|(?:국가|지역|해외(?: 지역)?)에서는 [^.。\n]{0,20}?(?:이용|시청|재생|접속|구매)(?:하실|할|이) "
        r"?(?:수 없|제한|불가)|(?:국가|지역|해외(?: 지역)?)에서는 [^.。\n]{0,20}?(?:제한된|불가능한)"
        r"|^\W*(?:본 |이 )?(?:서비스|콘텐츠|영상)[^.。\n]{0,20}\b(?:대한민국|국내)에서만 "
        r"(?:이용|시청|재생) 가능"
        r"|غير (?:متاح|متوفر)(?:ة)? في (?:بلدك|منطقتك)|आपके (?:देश|क्षेत्र) में उपलब्ध नहीं",
        # ...in Vietnamese, as YouTube's and shops' blocks say it ("Video này không có sẵn ở quốc gia của
        # bạn", "Chưa phục vụ khu vực của bạn"; looked-at: "Trang chỉ phục vụ khách ở Việt Nam và Nhật Bản"
        # over "hãy tắt VPN rồi tải lại trang")
        r"\b(?:không|chưa) (?:có sẵn|khả dụng|phục vụ|hỗ trợ|được hỗ trợ|cung cấp)\b[^.!?\n]{0,30}?"
        r"\b(?:quốc gia|khu vực|vùng|nước) (?:của bạn|bạn đang ở)",
        r"\bchỉ (?:phục vụ|dành cho|khả dụng|có sẵn)(?: (?:khách|người dùng|bạn đọc|độc giả|cho))?"
        r"[^.!?\n]{0,15}? (?:ở|tại) (?-i:[A-ZĐ])",
        # ...and the streaming services' and players' own refusals where these miss them
        # (:mod:`walls_platforms3`)
        _PLATFORM3_GEO,
        # ...and the reader's IP address refused, beyond English (:mod:`walls_ip_refused`)
        walls_ip_refused.SAID,
    ),
    needles=(
        *walls_platforms.needles(walls_platforms3.GEO_BLOCKS),
        *walls_ip_refused.IP_NEEDLES,
        "quốc gia của bạn",
        "khu vực của bạn",
        "vùng của bạn",
        "nước của bạn",
        "bạn đang ở",
        "chỉ phục vụ",
        "chỉ dành cho",
        "chỉ khả dụng",
        "chỉ có sẵn",
        "dostępn",
        "ülkenizde",
        "недоступ",
        "您所在",
        "해당 국가에서",
        "해당 지역에서",
        "귀하의 국가에서",
        "귀하의 지역에서",
        "현재 국가에서",
        "현재 지역에서",
        "není ve vaš",
        "nie je vo vaš",
        "nem érhető el",
        "nu este disponibil",
        "δεν είναι διαθέσιμ",
        "במדינה שלך",
        "באזור שלך",
        "serve your",
        "operate in your",
        "support your",
        "users in your",
        "outside",
        "bulunduğunuz ülkede",
        "i ditt",
        "所在的",
        "국가에서는",
        "지역에서는",
        "해외에서는",
        "해외 지역에서는",
        "대한민국에서만",
        "국내에서만",
        "في بلدك",
        "في منطقتك",
        "आपके",
        "available",
        "attempting to access",
        "access cannot be granted",
        "only works in",
        "outside of the u",
        "deutschland",
        "nur in ",
        "geoblocking",
        "your country",
        "your region",
        "your location",
        "your area",
        "your jurisdiction",
        "your territory",
        "only available",
        "available only",
        "accessible only",
        "only accessible",
        "disponible",
        "verfügbar",
        "disponibile",
        "disponível",
        "beschikbaar",
        "vanuit",
        "toegankelijk",
        "bereikbaar",
        "erreichbar",
        "zugänglich",
        "ihrem",
        "deinem",
        "ihrer region",
        "deiner region",
        "depuis votre",
        "desde tu",
        "desde su",
        "accesible",
        "niedostępn",
        "tidak tersedia",
        "diakses",
        "доступ",
        "ваш ip",
        "determined that",
        "detected that",
        "identified that",
        "traffic from",
        "access from",
        "visitors from",
        "users from",
        "requests from",
        "connections from",
        "vpn",
        "proxy",
        "お住まいの",
        "からの接続",
        "からのアクセス",
        "経由",
        "プロキシ",
        "境外",
        "海外",
        "国外",
        "日本以外",
        "大陆以外",
        "仅限",
        "available outside",
        "legal reasons",  # and the title's own words
        "451",
        "unavailble",
        "your ip address",
        "geo",
        "region",
        "country",
        "location",
        "to serve",
        "to offer",
        "to provide",
        "to accept",
        "to operate",
        "to support",
        "to allow",
        "not serve",
        "not offer",
        "not provide",
        "not accept",
        "not operate",
        "not support",
        "not allow",
        "accessible",
        "offered",
        "所在地",
        "지역에서",
        "국가에서",
        "lokasi",
    ),
    title=_p(
        r"unavailable for legal reasons",
        r"^\W*(?:error:?\s*)?(?:your )?(?:ip ?/ ?)?(?:country|region)(?: ?/ ?ip)?(?: (?:is|has been))? ?[- ]?"
        r"block(?:ed)?\W*$",
        r"\bgeo[- ]?(?:blocked|restricted)\b",
        r"not available in your (?:country|region)",
        r"^451\b",
        r"\b(?:không|chưa) (?:có sẵn|khả dụng|phục vụ|hỗ trợ)\b[^|–—-]{0,20}?\b(?:quốc gia|khu vực) của bạn",
    ),
    apparatus=_apparatus(
        r"country|countr|location|region|rights|licens|sorry|restrict|legal|gdpr|european|eea|\beu\b|"
        r"outside|abroad|notify|availab|inconvenience|verständnis|\bvpn\b|proxy|pays|país|paese|\bland\b|"
        r"région|región|disponib|verfügbar|beschikbaar|"
        # and the reasons and promises a geo block explains itself with: laws, licences, regulators,
        # sanctions, a launch to come, whom to contact
        r"\blaws?\b|regulat|complian|comply|sanction|export|government|authorit|jurisdiction|permit|"
        r"\bblock|\baccess\b|\bip\b|apolog|\bsoon\b|launch|expand|\bserve\b|\bservices?\b|\bmarkets?\b|"
        r"\bcontact\b|\berror\b|\bterritor|\bresiden|geo|"
        # ...in Russian: country, region, federation, address, access, provider, block, law, outside
        r"стран|регион|федераци|адрес|доступ|провайдер|блокир|закон|за пределами|"
        # ...in Vietnamese: country, region, reload the page
        r"quốc gia|khu vực|tải lại|"
        # ...and the restriction and the apology for it in the languages a block repeats its message in
        # (Indonesian, Vietnamese, Thai, Chinese, Korean, Japanese: "Akses Terbatas … Kami mohon maaf atas
        # ketidaknyamanan", "bị hạn chế … xin lỗi vì những bất tiện này", "ข้อจำกัดในการเข้าถึง",
        # "访问限制 … 不便", "접속 제한 … 불편을 드려 죄송합니다")
        r"terbatas|dibatasi|dilarang|mohon maaf|ketidaknyamanan|pelanggan|hạn chế|xin lỗi|bất tiện|"
        r"จำกัด|ขออภัย|ไม่สะดวก|"
        # (the Chinese, Korean and Japanese words where the site speaks to its reader, as above: a story's
        # "平台表示，版权方限制了播放地区，并对给用户带来的不便表示歉意" reports the apology)
        rf"{_cjk_spoken('限制|不便|歉意|抱歉|제한|불편|죄송|制限|申し訳')}",
    ),
    address=None,
    markup=(),
    image=_p(
        r"\b(?:geo|ip|region|country|area|location)[ _-]?(?:block(?:ed)?|restrict(?:ed)?|ban(?:ned)?)\b",
        r"\bblock(?:ed)?[ _-]?(?:ip|area|region|country|location)\b",
    ),
)

# The named levels membership plugins sell ("Gold", "Silver", "Platinum", "VIP", "Pro"), per language
_LEVELS_ES = "oro|plata|bronce|platino|pro|plus"
_LEVELS_FR = "or|argent|bronze|platine|pro|plus"
_LEVELS_PT = "ouro|prata|bronze|platina|pro|plus"
_LEVELS_IT = "gold|silver|bronze|platinum|oro|argento|pro|plus"
_LEVELS_NL = "goud|zilver|brons|platina|gold|silver|pro|plus"
_LEVELS_DE = "gold|silber|bronze|platin|pro|plus|vip|premium"

PAYWALL = WallRules(
    "paywall",
    said=_said(
        r"subscribe (?:now )?to (?:continue|keep) reading",
        r"subscribe to [\w .]{1,40} to (?:continue|keep) reading",
        r"continue reading (?:your article )?with an? [\w ]{0,30}subscription",
        r"(?:create|sign up for) (?:your|a) free account (?:or log in )?to continue reading",
        r"subscribe to unlock this article|unlock this (?:article|story)",
        # what the reader came for, named, held for subscribers ("This post is for paying subscribers only",
        # "…for subscribers on selected tiers only": Ghost's own paywall headings) or locked ("This chapter is
        # locked", as course and serial-fiction sites say it; "Subscribe to unlock this episode", "You need
        # 50 coins to unlock this episode", as episode and comic apps say it)
        r"(?:article|post|story|content|chapter|episode|video|lesson|issue) is (?:only )?(?:available )?"
        r"(?:exclusively )?(?:for|to) (?:paid |paying |premium )?(?:subscribers|members)",
        r"this post is for paid subscribers",
        # ...and with "only" after "available" (looked-at: a news CMS's sample template, "This article is
        # available only to subscribers."; a news project's "This article is available only to users with an
        # active premium plan.")
        # (from the sentence's start, as the notice says it, not a story's "… now says this article is …")
        r"^\W*(?:this|the) (?:article|post|story|content|chapter|episode|video|lesson|issue) is available "
        r"(?:only|exclusively) (?:for|to) (?:(?:paid|paying|premium) )?(?:subscribers|members"
        r"|users with an? (?:active |paid |valid )?(?:premium|paid|pro|plus) "
        r"(?:plan|subscription|account|membership))\b",
        # Paid Memberships Pro's default notice, its levels named ("This content is for Gold and Silver
        # members only.", pmpro_nonmembertext and pmpro_notloggedintext in paid-memberships-pro)
        r"^\W*this (?:content|page|post|article|video|lesson) is for [\w ,&'’+-]{1,60}? members only\b",
        r"^\W*(?:this|the) (?:full |next )?(?:chapter|episode|post|article|story|lesson|video|issue) "
        r"is locked\b",
        r"^\W*(?:(?:please )?(?:subscribe|pay|join|sign up|upgrade|buy|purchase|become)\b[^.!?\n]{0,40}"
        r"|you need [^.!?\n]{0,30})\bto unlock (?:this|the (?:full|next|rest of (?:this|the))) "
        r"(?:chapter|episode|post|article|story|lesson|video|issue|module)\b",
        # ...and an app's gate over a feature or content, the reader asked to upgrade or subscribe to unlock
        # it, in the languages SaaS apps speak it ("Upgrade your plan to unlock this feature", "Subscribe to
        # unlock this content", "Passez à la version Pro pour débloquer cette fonctionnalité", "Mejora tu plan
        # para desbloquear esta función", "Faça upgrade para desbloquear este recurso", "Обновите тариф, чтобы
        # разблокировать эту функцию", "Bu özelliğin kilidini açmak için planınızı yükseltin", "Upgrade paket
        # Anda untuk membuka fitur ini", "Nâng cấp gói để mở khóa tính năng này", "升级到专业版以解锁此功能",
        # "この機能を利用するにはプランをアップグレードしてください", "이 기능을 사용하려면 플랜을
        # 업그레이드하세요", "Diese Funktion ist im Pro-Tarif enthalten"), and the news sites' "for
        # subscribers only" in Romanian, Greek, Swedish, Danish and Norwegian, and Russian's "by subscription"
        r"^\W*(?:(?:please )?(?:subscribe|upgrade|go pro|buy|purchase)\b[^.!?\n]{0,40})\bto (?:unlock"
        r"|access|use)"
        r" this (?:feature|content|tool|report|section|page|template|course|module)\b",
        r"\bpour (?:débloquer|déverrouiller|accéder à) (?:cette|ce) (?:fonctionnalité|contenu|outil|leçon"
        r"|cours"
        r"|article|module)\b"
        r"|\bpara desbloquear (?:esta|este) (?:función|funcionalidad|contenido|herramienta|lección|curso"
        r"|artículo|recurso)\b"
        r"|\bpara desbloquear (?:este|esta) (?:recurso|conteúdo|funcionalidade|ferramenta|aula|curso"
        r"|artigo)\b"
        r"|\bper sbloccare (?:questa|questo) (?:funzionalità|funzione|contenuto|lezione|corso|articolo)\b"
        r"|\bum (?:diese[sn]? )?(?:funktion|inhalt|feature|kurs|lektion|artikel)\w* freizuschalten\b"
        r"|^\W*diese (?:funktion|inhalte?) (?:ist|sind) (?:nur )?im [\w-]*(?:tarif|plan|abo)\w* "
        r"(?:enthalten|verfügbar)\b",
        r"\bчтобы (?:разблокировать|открыть|получить доступ к) (?:эту|этот|этой|этому) (?:функци|контент"
        r"|материал|стать|урок|раздел|курс)\w*"
        r"|\bчтобы получить доступ,? оформите подписку\b|^\W*(?:контент|материал|статья|доступ)\w* "
        r"(?:доступ\w* )?(?:только )?по подписке\W*$"
        r"|\bkilidini açmak için\b[^.!?\n]{0,30}(?:yükselt|abone ol|satın al)"
        r"|\buntuk membuka (?:fitur|konten|artikel|materi|kursus) ini\b"
        r"|\bđể mở khóa (?:tính năng|nội dung|bài viết|bài học|khóa học) này\b|\bđăng ký gói để đọc tiếp\b"
        r"|(?:升级|订阅|開通|开通|购买|購買)[^。！!\n]{0,15}(?:以|即可)?解锁(?:此|该|該|这个|這個)?(?:功能|内容|內容|文章)"
        r"|この機能を(?:ご)?(?:利用|使用)するには[^。\n]{0,20}(?:アップグレード|有料|プレミアム|購読)"
        r"|이 기능을 (?:사용|이용)하려면[^.\n]{0,20}(?:업그레이드|구독|결제)"
        r"|^\W*doar pentru abonați\W*$|\babonează-te pentru a (?:citi|continua)\b"
        r"|^\W*μόνο για συνδρομητές\W*$|\bγίνετε συνδρομητής για να\b"
        r"|^\W*endast för (?:prenumeranter|abonnenter)\W*$|\bprenumerera för att (?:läsa|fortsätta)\b"
        r"|^\W*kun for abonnenter\W*$|\bbliv abonnent for at læse\b|\bbli abonnent for å lese\b",
        # the reader told to pay, register or subscribe to go on reading ("Register to continue reading",
        # Zephr's and Piano's registration walls; "Keep reading with a 7-day free trial", Substack's), or to
        # unlock now what the page holds back ("Unlock now to access this module", a guide's premium part)
        r"^\W*(?:please )?(?:register|sign up|subscribe|join)(?: (?:now|today|for free))? "
        r"to (?:continue|keep) reading\b",
        r"^\W*keep reading with a (?:\d+-day )?free trial\b",
        r"^\W*unlock (?:it )?(?:now|today) to (?:access|read|view|see|watch|continue)\b",
        r"^\W*member-only story\W*$",
        r"made this story available to [\w ]{0,20}members only",
        r"réservée? aux abonnés",
        # and in the other languages of paywall detectors' phrase lists: "Pour lire la suite, abonnez-vous",
        # "nur für Abonnenten", "riservato agli abbonati", "solo per abbonati", "alleen voor abonnees"
        r"^\W*(?:pour lire la suite|abonnez-vous pour (?:lire|continuer))\b",
        r"\b(?:nur|exklusiv) für (?:\S+-)?abonnent(?:en|innen)\b",
        r"\b(?:riservat[oa] agli|solo per(?: gli)?|esclusiv[oa] per(?: gli)?) abbonati\b"
        r"|^\W*per continuare a leggere\b",
        r"\b(?:alleen|exclusief) (?:beschikbaar )?voor abonnees\b",
        r"il vous reste \d+(?:[.,]\d+)?\s?% de cet article",
        r"\bweiterlesen mit \S+",
        # Kazakh, as course platforms' views say it: the thing asked for named paid, as a heading alone ("Бұл
        # курс ақылы", "this course is paid"), and the reader told to subscribe or renew for access
        # ("Қолжетімді болу үшін жазылымыңызды жаңартыңыз")
        r"^\W*бұл (?:курс|сабақ|мақала|материал|контент|бөлім|бейне) ақылы\W*$",
        r"\bқолжетім\w* (?:болу|алу|ашу) үшін\b[^.!?\n]{0,40}\bжазыл\w*",
        # ...and as the Scandinavian dailies say it, on a line of its own ("Läs vidare med Plus", "Les videre
        # med +", "Læs videre med …")
        r"^\W*(?:läs|les|læs) (?:vidare|videre) med [\w+]+(?: [\w+]+)?\W*$",
        r"lesen sie jetzt weiter mit",
        r"subscribe now for uninterrupted access",
        r"to read the (?:full|rest of the|whole) (?:article|story)",
        r"the rest of this (?:article|story) is (?:for|available to) subscribers",
        # a metered wall's notice, once the free articles are used up
        r"you(?:['’]ve| have) (?:read|used) (?:all )?(?:of )?your (?:\d+ )?free (?:articles|stories)",
        r"you(?:['’]ve| have) reached (?:your|the) (?:monthly |free |weekly )*(?:article|story) limit",
        r"you(?:['’]ve| have) reached (?:your|the) limit of (?:\d+ )?free (?:articles|stories)",
        # access asked for in money, not in a subscription, as the reader is told it at a sentence's start
        # ("Donate to access the blog", "To access this game, please support us with a donation"), not as a
        # story reports it ("visitors asked whether they must donate to access the archive")
        r"^\W*(?:please )?donate to (?:access|read|view|unlock|play|continue)\b",
        r"^\W*to (?:access|read|view|play) this (?:game|blog|article|story|chapter|post|content)\b"
        r"[^.!?]{0,30}\b(?:donation|donate|pay|subscribe)\b",
        # a price told to the reader as the key ("Pay $1 to unlock 24 hours of full access"), and access
        # promised once paid ("After payment, … your access will be unlocked")
        r"^\W*pay (?:\$|€|£|₹)?\d+(?:[.,]\d+)?(?: ?(?:usd|eur|gbp))? to (?:unlock|access|read|view)\b",
        r"\b(?:after|once you(?: have)?) (?:payment|paying|paid|pay)\b[^.!?]{0,80}"
        r"\b(?:access|content|lessons?)\b[^.!?]{0,20}\bunlocked\b",
        # a free trial over, told to the reader as the page's message ("Your free trial has ended. Subscribe
        # now to continue…", as subscription apps put it), not a FAQ's "…until your free trial has ended"
        r"^\W*your (?:[\w-]+ )?(?:free )?trial (?:period )?(?:has )?(?:ended|expired)\b",
        # ...and a subscription or plan run out, told to the reader with what renewing gives back (looked-at
        # apps' walls: "Your 5-day free trial has ended.", "Your BBNL subscription has expired. Recharge now
        # to continue…", "Your plan has ended. Reactivate now…", Korean "무료체험 기간이 종료되었습니다."),
        # and the same in the languages of the subscriber walls above
        r"^\W*your (?:[\w-]+ ){0,3}?(?:subscription|plan|membership|pass) (?:has )?"
        r"(?:expired|ended|lapsed)\b",
        # HTTP's "payment required" as the page's heading (RFC 9110: 402, reserved for paid access), and a
        # renewal asked for to get access back (looked-at: "402" / "Payment Required."; "Please renew your
        # booking to regain access to the platform.")
        r"^\W*(?:(?:error|erreur|fehler|http)\W*)?402\W*(?:payment required\W*)?$|^\W*payment required\W*$"
        r"|^\W*(?:paiement requis|zahlung erforderlich|pago requerido"
        r"|pagamento (?:richiesto|necessário))\W*$",
        # ...and 402's name as the other languages' views head the page (id/ms "Pembayaran Diperlukan", pl
        # "Wymagana płatność", ru "Требуется оплата", tr "Ödeme gerekli", nl "Betaling vereist", vi "Yêu cầu
        # thanh toán", ja "お支払いが必要です", zh "需要付款", ko "결제가 필요합니다", ar "الدفع مطلوب"), and
        # the sentence under it, payment to complete before the page opens ("You need to complete the payment
        # first to access this page", "Anda perlu menyelesaikan pembayaran terlebih dahulu untuk mengakses")
        r"^\W*(?:(?:error|http)\W*)?(?:402\W*)?(?:pembayaran diperlukan|diperlukan pembayaran"
        r"|wymagana (?:jest )?płatność|płatność wymagana|требуется оплата|необходима оплата|потрібна оплата"
        r"|ödeme gerekli|betaling (?:vereist|nodig)|yêu cầu thanh toán|(?:お)?支払いが必要です"
        r"|需要(?:付款|支付|付費)"
        r"|결제가 필요합니다|الدفع مطلوب|vyžadována platba|platba vyžadována|se requiere (?:el )?pago"
        r"|bezahlung erforderlich|paiement (?:nécessaire|obligatoire)|pagamento obrigatório)\W*$",
        r"^\W*(?:you (?:need|have) to|please) (?:complete|finish|make) (?:the |your )?payment (?:first )?"
        r"(?:to|before you can) (?:access|view|open|continue|use)\b"
        r"|\b(?:anda )?(?:perlu|harus) menyelesaikan pembayaran (?:terlebih dahulu )?untuk "
        r"(?:mengakses|melihat|melanjutkan)\b",
        # a feature or page that needs an active subscription, told from the sentence's start (looked-at:
        # "Cette fonctionnalité nécessite un abonnement Business Cloud actif."), and the same in EN/DE/ES
        r"^\W*this (?:feature|content|page|section|tool|report) requires an? "
        r"(?:active |paid |premium |valid )?(?:[\w-]+ ){0,2}(?:subscription|plan|membership)\b",
        r"^\W*(?:cette|ce) (?:fonctionnalité|contenu|page|outil|rapport) (?:nécessite|requiert) "
        r"un abonnement\b",
        r"^\W*diese[sr]? (?:funktion|inhalt|seite|bericht) (?:erfordert|benötigt) ein "
        r"(?:aktives )?abo(?:nnement)?\b",
        r"^\W*esta (?:función|funcionalidad|página|sección) requiere una suscripción\b",
        # a service cut off until a bill is paid, the page an internet provider serves in every page's place
        # (looked-at: "Internet Service Suspended" / "Your internet service has been suspended due to late
        # payment…"; Indonesian "layanan internet Anda saat ini terisolir… melakukan pembayaran tagihan")
        r"^\W*(?:your )?(?:internet |wi-?fi )?(?:service|account|connection) (?:has been |is |was )?"
        r"(?:suspended|disconnected|deactivated|cut off)\b"
        r"(?:\W*$|[^.!?]{0,40}\b(?:payment|bill|invoice|overdue))",
        r"\b(?:ter|di)isolir\b|\b(?:dimohon|mohon|silakan|silahkan) (?:untuk )?melakukan pembayaran\b",
        # Arabic: "validity ended", a hotspot's notice as a looked-at page gives it ("انتهت الصلاحيه")
        r"^\W*انتهت (?:ال)?صلاحي[ةه]",
        # ...and a hotspot's voucher run out (looked-at: "Sorry the voucher has expired" / "Please buy a new
        # voucher to access WI-FI!"; "Masa Berlaku Voucher Anda Telah Habis"; "Member akan otomatis aktif
        # kembali setelah melakukan pembayaran")
        r"^\W*(?:sorry,? )?(?:the |your )?voucher (?:has )?(?:expired|run out)\b"
        r"|^\W*please buy a new voucher\b",
        r"\bvoucher anda (?:telah |sudah )?habis\b|\bbeli voucher (?:yang )?baru\b"
        r"|\baktif kembali setelah (?:melakukan )?pembayaran\b",
        r"^\W*(?:please )?renew your (?:[\w-]+ )?(?:subscription|plan|membership|booking|pass|licen[cs]e)\b"
        r"[^.!?]{0,30}\bto (?:regain|restore|continue|keep|get back)\b",
        r"^\W*(?:free )?trial (?:has )?(?:ended|expired)\W*$"
        r"|^\W*(?:subscription|plan) (?:has )?expired\W*$",
        r"\bvotre (?:période d['’])?(?:essai|abonnement)(?: gratuit)? (?:est terminée?|a expiré|a pris fin)",
        r"\b(?:ihr|dein)(?: [\w-]+)? (?:testzeitraum|testphase"
        r"|probezeitraum|probeabo|abonnement|abo) (?:ist )?"
        r"(?:abgelaufen|beendet)",
        # Turkish and Chinese: "Aboneliğinizin süresi doldu", "您的订阅已过期"
        r"\b(?:aboneliğinizin|üyeliğinizin|deneme sürenizin"
        r"|denemenizin|lisansınızın) süresi (?:doldu|sona erdi)\b",
        r"(?:订阅|訂閱|会员|會員)(?:已经|已)(?:过期|到期|失效|過期)",
        r"\btu (?:prueba gratuita|periodo de prueba|suscripción) (?:ha )?"
        r"(?:terminado|expirado|vencido|finalizado)",
        # a service's own licence or subscription run out, as a tenant's stop page says it before it promises
        # the service back once it is renewed (looked-at: a restaurant system's "Licencja na korzystanie z
        # systemu wygasła." / "Restauracja zostanie przywrócona po odnowieniu subskrypcji."), from the
        # sentence's start, and the promise in the languages of the rules' other renewals
        r"^\W*(?:the |this |our )?(?:licen[cs]e|subscription)(?: (?:to|for) use [^.!?\n]{1,30})? (?:has )?"
        r"(?:expired|lapsed)\W*$"
        r"|^\W*(?:twoja |nasza )?(?:licencja|subskrypcja)(?: na korzystanie z [^.!?\n]{1,30})? "
        r"(?:wygas[łl]a|si[ęe] sko[ńn]czy[łl]a)\W*$",
        r"\b(?:will be|is) (?:restored|back|available again|reactivated|reopened) (?:once|after|when) "
        r"(?:the |its |your )?(?:subscription|licen[cs]e|plan)(?: is| has been)? renewed\b"
        r"|\bzostanie (?:przywrócon|odblokowan|aktywowan)[aoy]? (?:ponownie )?po (?:odnowieniu|opłaceniu) "
        r"(?:subskrypcji|licencji|abonamentu)\b"
        r"|\bse (?:restablecerá|reactivará|restaurará) (?:al|tras|después de) (?:renovar|la renovación de) "
        r"(?:la |su )?(?:suscripción|licencia)\b"
        r"|\bser[áa] (?:restabelecid|reativad|restaurad)[oa] (?:após|depois d[ae]) (?:a )?"
        r"renova[çc][ãa]o d[ae] (?:sua )?(?:assinatura|licen[çc]a)\b"
        r"|\bsera (?:rétabli|réactivé|restauré)e? (?:après|dès) (?:le )?renouvellement de (?:l['’]|votre )?"
        r"(?:abonnement|licence)\b"
        r"|\bwird nach (?:der )?verlängerung (?:des|der|ihres|ihrer) (?:abonnements?|abos?|lizenz)\b"
        r"[^.!?\n]{0,20}\b(?:wiederhergestellt|reaktiviert|freigeschaltet)\b"
        r"|\bsarà (?:ripristinat|riattivat)[oa] (?:dopo il|con il) rinnovo (?:dell['’]|della )"
        r"(?:abbonamento|licenza)\b"
        r"|\bбудет (?:восстановлен|возобновлен|разблокирован)[аоы]? после продления (?:подписки|лицензии)\b",
        # Polish, as a looked-at licence stop says it ("Twoja subskrypcja wygasla", its letters plain)
        r"\btwoja (?:subskrypcja|licencja|prenumerata) (?:wygas[łl]a|si[ęe] sko[ńn]czy[łl]a)\b",
        r"\b(?:período de teste|teste grátis) (?:terminou|expirou|acabou)"
        r"|\b(?:sua|a sua) assinatura (?:expirou|terminou)",
        r"(?:무료\s?)?체험\s?(?:기간이?\s?)?(?:종료|만료)|구독(?:이|이\s)?\s?만료",
        r"(?:無料)?(?:体験|トライアル|お試し)(?:期間)?(?:が|は)?(?:終了|満了)しました|(?:免费)?试用(?:期)?已(?:结束|到期|过期)",
        # Portuguese and Spanish: "(this content) is exclusive to subscribers", "To continue reading, …"
        r"\b(?:é|es) exclusiv[oa] (?:para|a) (?:assinantes|suscriptores)",
        r"^\W*para (?:continuar|seguir) (?:lendo|leyendo)\b",
        # the pay gate's heading ("Subscription Required", "Upgrade required", "Premium Access Required") and
        # its sentence (looked-at: "This feature requires a Pro account.", "Advanced analytics are available
        # with the Professional plan", "To read on, please become a premium member"), and the same in the
        # languages of the looked-at gates (Finnish "Tilaus vaaditaan", "Tilaus ei ole aktiivinen";
        # Arabic "هذا القسم متاح للمشتركين فقط"; Japanese "この機能は有料会員限定です"; Chinese
        # "这是一篇付费文章") and of the news sites' labels ("Article réservé aux abonnés", "Nur für
        # Abonnenten"); the sentence only from its start, as a gate says it, not in a plan comparison
        r"^\W*(?:an? )?(?:active |paid |premium |pro )?(?:subscription|premium(?: access)?|upgrade|membership"
        r"|pro(?: plan| account)?|paid plan|plan upgrade) (?:is )?required\W*$",
        r"^\W*this (?:feature|content|page|section|tool|report|video|course|lesson|article|story|post) "
        r"requires an? (?:active |valid )?(?:pro|premium|paid|plus|professional|business) "
        r"(?:account|plan|subscription|membership)\b",
        r"^\W*(?:[\w-]+ ){0,3}(?:is|are) (?:only )?available (?:only )?(?:with|on|in) (?:the |a |an )?"
        r"(?:pro|premium|paid|plus|professional|business) (?:plan|version|tier|subscription)\b",
        r"\bto read on,? (?:please )?(?:become|subscribe|sign up|join)\b"
        r"|^\W*(?:please )?become an? (?:premium|paid|pro|paying) (?:member|subscriber)\b",
        r"\btilaus (?:vaaditaan|ei ole aktiivinen)\b|للمشتركين فقط|^\W*اشتراك مطلوب",
        r"有料会員(?:限定|専用)|付费(?:文章|内容)|开通会员(?:后)?(?:即可)?(?:解锁|阅读|查看)",
        r"\bréservée? aux abonnés\b|\babonnement requis\b|\bnur für (?:abonnenten|abonnierende)\b"
        r"|\babo(?:nnement)? erforderlich\b|\bsuscripción requerida\b"
        r"|\b(?:riservato|riservata) agli abbonati\b|\babbonamento richiesto\b",
        # ...and the gate's sentence as SaaS apps' plan gates put it (looked-at: "Analysis Dashboard is an
        # Enterprise feature" / "… are available on Enterprise plans"; the subject a few words at most, as a
        # plan comparison's "Exports to PDF and the shared calendar are available with…" is not; Italian
        # "Questa funzionalità richiede un abbonamento attivo."; French "Tu as déjà utilisé ta génération
        # gratuite. Passe en Premium…"), the plan named, from the sentence's start; the same heading as the
        # subscription's above with "Premium" for the subscription; and a free allowance used up, whatever
        # it counted
        r"^\W*(?:[\w-]+ ){0,3}(?:is|are) (?:only )?available (?:only )?(?:with|on|in|for) (?:the |a |an )?"
        r"(?:pro|premium|paid|plus|professional|business|enterprise|team) "
        r"(?:plans?|versions?|tiers?|subscriptions?|users|members|subscribers|accounts)\b",
        r"^\W*(?:[\w-]+ ){1,6}is an? (?:pro|premium|paid|plus|business|enterprise) (?:plan )?feature\W*$",
        r"^\W*questa (?:funzionalità|funzione|pagina|sezione|risorsa) richiede un (?:abbonamento|piano)\b",
        r"^\W*(?:este|esta) (?:recurso|funcionalidade|conteúdo|página|seção|secção) (?:requer|exige) "
        r"uma? (?:assinatura|plano)\b",
        # the course and SaaS apps' gate: its heading the upgrade asked for to go on, and its sentence the
        # thing the reader opened named part of a paid plan ("Upgrade to continue" / "This lesson is part of
        # the Pro plan.")
        r"^\W*upgrade (?:now |your (?:plan|account|subscription) |to (?:pro|premium|plus) )?to (?:continue"
        r"|keep (?:going|reading|watching|learning)|unlock(?: this)?|access(?: this)?)\W*$",
        r"^\W*this (?:lesson|feature|report|course|module|video|tool|template|chapter|article|episode) is "
        r"(?:only )?(?:part of|included (?:only )?in|available (?:only )?in) (?:the |our )?(?:pro|premium"
        r"|paid"
        r"|plus|business|professional|enterprise|team) (?:plan|tier|subscription|version|membership)\W*$",
        r"^\W*(?:acesso )?premium (?:erforderlich|requerido|necessário|obrigatório|richiesto|requis)\W*$"
        r"|^\W*(?:premium|pro)[- ](?:zugang|mitgliedschaft|abo) erforderlich\W*$",
        r"^\W*you(?:['’]ve| have) (?:already )?used (?:up )?(?:all )?(?:of )?your (?:\d+ )?free [\w-]+",
        r"^\W*(?:tu as|vous avez) (?:déjà |deja )?utilis[ée]e? (?:ta|votre|tes|vos) (?:\d+ )?[\w-]+ "
        r"gratuite?s?\b",
        r"^\W*pass(?:e|ez) (?:en|à|au) (?:premium|pro|plan supérieur)\b",
        # ...and the gate's "only available with a plan, to subscribers" in the other languages SaaS apps and
        # news sites speak it ("Diese Funktion ist nur im Pro-Tarif verfügbar", "Esta función solo está
        # disponible en el plan Pro", "Questa funzione è disponibile solo con il piano Pro", "Эта функция
        # доступна только в тарифе Pro", "Fitur ini hanya tersedia untuk pengguna Premium", "Artykuł dostępny
        # tylko dla subskrybentów", "Материал доступен только подписчикам"), its subject a few words at most
        r"^\W*(?:[\w-]+ ){1,3}ist nur (?:im|in|mit (?:dem|einem)|für) (?:[\w-]+[- ])?"
        r"(?:tarif|plan|abo|abonnement|paket|version|abonnenten|mitglieder|premium|pro)\w*\b[^.!?]{0,20}"
        r"\b(?:verfügbar|erhältlich|freigeschaltet|nutzbar|zugänglich)\b",
        r"^\W*(?:[\w-]+ ){1,3}(?:solo|sólo|solamente|únicamente) (?:está|están) disponibles? (?:en|con|para) "
        r"(?:el |la |los |las |un |una )?(?:plan|versión"
        r"|usuarios|suscriptores|miembros|premium|pro|cuentas?)\b",
        r"^\W*(?:[\w-]+ ){1,3}(?:è|sono) disponibil[ei] solo (?:con|nel|per|in|agli) (?:il |la |gli |i |un )?"
        r"(?:piano|versione|utenti|abbonati|membri|premium|pro|account)\b",
        r"^\W*(?:[\w-]+ ){1,3}доступ\w* только (?:в|на|для|по|с) (?:тарифе|тарифах|подписке|подписчикам|"
        r"премиум|pro|платн|пользовател)",
        r"^\W*(?:[\w-]+ ){1,3}доступ\w* только подписчикам\b",
        r"^\W*(?:[\w-]+ ){1,3}hanya tersedia (?:untuk|bagi|di|pada|dalam) (?:pengguna|pelanggan|anggota|paket"
        r"|akun|versi) (?:premium|pro|berbayar|vip|plus)\b",
        r"^\W*(?:[\w-]+ ){1,3}(?:dostępn\w*|dostępne) (?:tylko"
        r"|wyłącznie) (?:dla|w) (?:subskrybentów|prenumeratorów"
        r"|abonentów|użytkowników premium|planie|wersji)\b",
        # ...and the news sites' labels and asks ("Conteúdo exclusivo para assinantes", "Assine para continuar
        # lendo", "Оформите подписку, чтобы читать дальше", "Wykup subskrypcję, aby czytać dalej")
        r"^\W*(?:conteúdo|contenido|matéria|artigo|artículo|nota|reportagem) exclusiv[oa] (?:para|de|a) "
        r"(?:assinantes|suscriptores)\b",
        # (each ask to subscribe to read on told, not asked or named as the message: walls_read_more.TOLD)
        r"^\W*assine (?:já |agora )?para (?:continuar lendo|ler (?:a|esta|o)|ter acesso)\b"
        + walls_read_more.TOLD,
        r"\bоформите подписку,? чтобы (?:читать|продолжить|получить доступ|прочитать)",
        r"\b(?:wykup|kup) (?:subskrypcję|prenumeratę|abonament|dostęp),? (?:aby|by|żeby) (?:czytać|przeczytać"
        r"|kontynuować|uzyskać)",
        # ...and a subscription run out, in Indonesian and Vietnamese ("Langganan Anda telah berakhir", "Gói
        # đăng ký của bạn đã hết hạn"), and a Brazilian trial whose length is named ("Seu período de teste
        # de 14 dias terminou")
        r"\blangganan (?:anda |kamu )?(?:telah |sudah )?(?:berakhir"
        r"|habis|kedaluwarsa|kadaluarsa|kadaluwarsa)\b",
        r"\b(?:gói (?:đăng ký|cước|dịch vụ|thành viên)|thuê bao|đăng ký của bạn)[^.!?\n]{0,20}đã hết hạn\b",
        r"\b(?:período de (?:teste|avaliação)|teste gratuito)(?: gratuito)?(?: de \d+ dias)? "
        r"(?:terminou|expirou|acabou)\b",
        # the membership and paywall plugins' and platforms' own defaults: Leaky Paywall's "Subscribe or log
        # in to read the rest of this content." and "You must upgrade your account to read the rest of this
        # content."; Restrict Content Pro's "This content is restricted to subscribers"; WooCommerce
        # Memberships' "To access this content, you must purchase …"; Patreon's "Unlock this post by becoming
        # a patron"; Medium's "Read the rest of this story with a free account."; "Become a paying member to
        # continue reading"; a named tier asked for ("You must be a Gold member to view this content.", Paid
        # Memberships Pro's levels); a course or book to buy first. Members alone, unpaid ("This content is
        # only available to members."), are asked for by log-in walls too, and left to theirs
        r"\bto read the rest of this (?:content|article|story|post|entry)\b",
        r"^\W*this (?:content|post|article|story|page|video|entry) is restricted to "
        r"(?:subscribers|supporters|patrons|(?:paying|paid|premium) members)\b",
        r"^\W*(?:this|the) (?:content|post|article|story|piece|episode|video) is (?:only |exclusively )?"
        r"(?:available|reserved|exclusive) (?:only )?(?:to|for) (?:subscribers|supporters|patrons"
        r"|(?:paying|paid|premium) (?:members|subscribers))\b",
        r"^\W*to access this (?:content|post|article|story|course|lesson|video),? (?:you must|please) "
        r"(?:purchase|buy|subscribe|become an? (?:paying |paid |premium )?subscriber|upgrade)\b",
        r"\bunlock this (?:post|article|story|episode|video|chapter) by becoming an? (?:patron|member"
        r"|subscriber"
        r"|supporter)\b",
        r"^\W*read the rest of this (?:story|article|post) with an? (?:free )?(?:account|membership"
        r"|subscription)\b",
        r"^\W*(?:become|join as) an? (?:(?:paying |paid |premium )?(?:subscriber|patron|supporter)"
        r"|(?:paying|paid|premium) member) to "
        r"(?:continue reading|keep reading|read (?:on|more|the (?:rest|full|whole))|unlock)\b",
        r"^\W*you must be an? (?:premium|paid|paying|gold|silver|bronze|platinum|pro|plus|vip|supporting) "
        r"(?:member|subscriber)\b[^.!?\n]{0,20}\bto (?:view|access|see|read|watch)\b",
        r"^\W*(?:purchase|buy|enrol(?:l)? in) this (?:course|lesson|ebook|e-book|book|video|post|article"
        r"|report) "
        r"to (?:get |gain |unlock )?(?:access|unlock|view|continue|read|watch)\b",
        # ...and the news sites' and platforms' notice in the languages the lists above have least of: a
        # metered wall's limit in French; German, Dutch and Spanish asks to subscribe or join to read on; "for
        # subscribers only" in the Nordic languages, Czech, Slovak, Hungarian, Turkish, Ukrainian, Korean,
        # Indonesian, Vietnamese and Hebrew
        r"\bvous avez (?:atteint|épuisé|consulté) (?:la|votre|le) (?:limite|quota|nombre maximum) "
        r"(?:d['’]articles?|de contenus?)",
        r"^\W*(?:werde|werden sie|jetzt) (?:mitglied|abonnent\w*|abonnieren)[^.!?]{0,20}\bum "
        r"(?:weiterzulesen|weiter zu lesen|den (?:ganzen|vollständigen) (?:artikel|beitrag|text) zu lesen)",
        r"^\W*(?:abonnieren sie|abonniere|jetzt abonnieren)(?: jetzt)?,? um (?:weiterzulesen"
        r"|weiter zu lesen)" + walls_read_more.TOLD,
        r"^\W*diese[rs]? (?:beitrag|artikel|inhalt|text) ist (?:nur|exklusiv|ausschließlich) für "
        r"(?:mitglieder|abonnenten|abonnentinnen|abonnierende|[\w-]+-abonnenten)\b",
        r"^\W*lees (?:verder|het hele artikel|het volledige artikel) met (?:een )?(?:abonnement|premium)\b"
        r"|^\W*(?:word|neem een) (?:abonnee|abonnement|lid)[^.!?]{0,20}\bom (?:verder te lezen"
        r"|dit artikel te lezen)" + walls_read_more.TOLD,
        r"^\W*(?:suscr[ií]bete|hazte (?:socio|suscriptor|miembro)|suscríbase)(?: ahora)? para (?:seguir"
        r"|continuar) "
        r"leyendo\b" + walls_read_more.TOLD,
        r"^\W*(?:denne|dette|den här|denna|det här) (?:artikkelen|artikel|artikeln|saken|innholdet|indhold"
        r"|innehållet|materialet) (?:er|är) (?:kun |bare |endast |enbart |forbeholdt |reserveret )?(?:for "
        r"|til )?"
        r"(?:abonnenter|prenumeranter|abonnentar)\b",
        r"\b(?:vain|ainoastaan) tilaajille\b|\b(?:pouze|jen|výhradně|len|iba) (?:pro |pre )?(?:předplatitel"
        r"|predplatiteľ)"
        r"|\bcsak előfizető(?:knek|k számára)|\b(?:sadece|yalnızca) (?:abonelere|üyelere) özel"
        r"|\bдоступн\w* (?:лише|тільки) (?:для )?передплатник",
        r"유료\s?회원\s?전용|구독자\s?전용",
        r"\bkhusus (?:untuk |bagi )?(?:pelanggan|anggota premium|member premium)\b",
        r"\bchỉ dành cho (?:thành viên|người dùng|hội viên) (?:trả phí|vip|premium)\b"
        r"|\bchỉ dành cho người đăng ký\b",
        r"למנויים בלבד|למנויים ולמנויות בלבד",
        # the membership plugins' own notices as their translations give them, from the sentence's start: the
        # content held for subscribers, or for paying, premium or a named level's members (Paid Memberships
        # Pro's "This content is for Gold members only.", Ghost's "This post is for paying subscribers only",
        # Restrict Content Pro's "… restricted to subscribers"), and WooCommerce Memberships' "To access this
        # content, you must purchase …"; members alone, unpaid, are left to the log-in walls, as above
        rf"^\W*(?:este|esta|el|la) (?:contenido|post|publicación|artículo|entrada|vídeo|video|lección"
        rf"|material) "
        rf"(?:es|está) (?:(?:sólo|solo|únicamente|exclusivamente) )?(?:para|reservad[oa] (?:a|para)"
        rf"|exclusiv[oa] (?:para|de)|disponible (?:sólo |solo )?para) (?:los )?(?:suscriptores"
        rf"|(?:miembros|socios) (?:de pago|premium|vip|{_LEVELS_ES}))\b[^.!?,;:\n]{{0,30}}\W*$",
        rf"^\W*(?:ce|cet|cette|le|la) (?:contenu|article|billet|post|publication|vidéo|leçon) (?:est )?"
        rf"(?:(?:uniquement |exclusivement |seulement )?(?:réservée? (?:aux|à nos)|destinée? aux"
        rf"|pour les)|accessible (?:uniquement |seulement )?aux) (?:abonnés|(?:membres) (?:payants|premium"
        rf"|vip"
        rf"|{_LEVELS_FR}))\b[^.!?,;:\n]{{0,30}}\W*$",
        rf"^\W*(?:este|esta|o|a) (?:conteúdo|post|artigo|publicação|vídeo|aula|material) (?:é|está) "
        rf"(?:(?:apenas|somente|só|exclusivamente) )?(?:para|reservad[oa] (?:a|para)|exclusiv[oa] (?:para|de)"
        rf"|disponível (?:apenas |somente )?para) (?:os )?(?:assinantes|(?:membros|sócios) (?:pagantes"
        rf"|premium|vip|{_LEVELS_PT}))\b[^.!?,;:\n]{{0,30}}\W*$",
        rf"^\W*(?:questo|questa|il|la) (?:contenuto|articolo|post|video|lezione) (?:è )?(?:(?:solo|soltanto"
        rf"|esclusivamente) )?(?:riservat[oa] (?:ai|agli)|per (?:i|gli)|disponibile (?:solo )?(?:per|ai"
        rf"|agli))"
        rf" (?:abbonati|membri (?:paganti|premium|vip|{_LEVELS_IT}))\b[^.!?,;:\n]{{0,30}}\W*$",
        rf"^\W*(?:deze|dit|de|het) (?:inhoud|content|artikel|bericht|post|video|les) is (?:alleen|uitsluitend"
        rf"|enkel) (?:voor|beschikbaar voor) (?:abonnees|betalende leden|premium[- ]leden"
        rf"|(?:{_LEVELS_NL})-?leden)\b[^.!?,;:\n]{{0,30}}\W*$",
        rf"^\W*diese[rs]? (?:beitrag|artikel|inhalt|text|video|lektion|bereich) ist (?:nur |exklusiv "
        rf"|ausschließlich )?(?:für )?(?:zahlende[n]? (?:mitglieder|abonnenten)|premium-?mitglieder"
        rf"|(?:{_LEVELS_DE})-mitglieder|abonnenten vorbehalten|abonnenten)\b[^.!?,;:\n]{{0,30}}\W*$",
        r"^\W*(?:этот|эта|это|данный|данная) (?:материал|контент|пост|статья|видео|урок|запись) "
        r"(?:доступ\w* )?(?:только|исключительно) (?:для )?(?:подписчик|платн\w+ (?:участник|подписчик)"
        r"|премиум-?(?:участник|подписчик))[^.!?,;:\n]{0,30}\W*$",
        r"^\W*(?:ta|ten|to) (?:treść|artykuł|wpis|materiał|film|lekcja) (?:jest )?(?:dostępn\w+ )?"
        r"(?:tylko|wyłącznie) dla (?:subskrybentów|prenumeratorów|płacących|członków"
        r" premium)[^.!?,;:\n]{0,30}\W*$",
        r"^\W*(?:konten|artikel|materi|video|pelajaran) ini (?:hanya|khusus) (?:untuk|bagi|tersedia untuk) "
        r"(?:pelanggan|anggota (?:premium|berbayar|vip)|member (?:premium|berbayar"
        r"|vip))\b[^.!?,;:\n]{0,30}\W*$",
        r"^\W*(?:nội dung|bài viết|video|bài học) này chỉ dành cho (?:người đăng ký|thành viên (?:trả phí"
        r"|vip|premium))[^.!?,;:\n]{0,30}\W*$",
        r"^\W*para acceder a (?:este|esta) (?:contenido|publicación|artículo|página|curso),? "
        r"(?:debes|debe|tienes que|tiene que) (?:comprar|adquirir|suscribirte|suscribirse)\b"
        r"|^\W*pour accéder à (?:ce|cette) (?:contenu|article|page|cours),? vous devez "
        r"(?:acheter|vous abonner|souscrire)\b"
        r"|^\W*um (?:auf )?(?:diese[nsr]? )?(?:inhalt|beitrag|artikel|seite|kurs)\w* (?:zuzugreifen|zu"
        r" sehen),? "
        r"(?:müssen sie|musst du) [^.!?\n]{1,40}(?:kaufen|erwerben|abonnieren)\b"
        r"|^\W*para acessar (?:este|esta) (?:conteúdo|artigo|página|curso),? (?:você )?(?:deve|precisa) "
        r"(?:comprar|adquirir|assinar)\b"
        r"|^\W*per accedere a (?:questo|questa) (?:contenuto|articolo|pagina|corso),? (?:devi|deve) "
        r"(?:acquistare|abbonarti|abbonarsi)\b",
        # ...and the paywall messages the membership and newsletter platforms ship as their defaults, each a
        # family of its own: only subscribers may read the rest ("Only paid subscribers can read the rest of
        # this post"), the reader's free reads at their maximum (Leaky Paywall's "You have reached the maximum
        # number of free articles"), reading on offered for a subscription ("To continue reading, subscribe
        # now", "Want to read more? Subscribe today"), membership offered to read ("Become a member to read
        # this article", Steady's and Patreon's), and a single article sold (Laterpay's "Get access to this
        # article for $0.49")
        r"\bonly (?:paid |paying |premium )?(?:subscribers|members|supporters|patrons) (?:can|may) "
        r"(?:read|see|view|access|continue)\b",
        r"\breached the (?:maximum|max|limit) (?:number )?of (?:free|complimentary) (?:articles|stories|reads"
        r"|posts|views)\b",
        r"\bto (?:continue|keep) reading(?: this (?:article|story|post))?,? (?:please )?"
        r"(?:subscribe|become a (?:subscriber|member|supporter)|start (?:a|your) subscription)\b",
        r"\bwant to (?:read|keep reading|continue reading|read the rest)(?: more| on| of (?:this|the) "
        r"(?:article|story|post))?\W{1,4}(?:subscribe|become a (?:subscriber|member|supporter))\b",
        r"\bbecome a (?:paid |paying )?(?:member|subscriber|supporter|patron) to (?:read|continue reading"
        r"|keep reading|access|unlock|see) (?:this|the (?:full|rest|whole)|the rest of)\b",
        r"\b(?:get access to|buy|unlock|read) this (?:article|story|post|piece) for [$€£]\s?\d",
        # ...and the platforms' own boxes in the translations they ship (:mod:`walls_platforms`)
        _PLATFORM_PAYWALL,
        _PLATFORM3_PAYWALL,
        # ...and Ghost's theme's box in the translations the rules lacked (:mod:`walls_i18n`)
        _I18N_PAYWALL,
        # ...and a metered site's notice of the free articles used up, in its readers' languages
        # (:mod:`walls_metered`)
        walls_metered.SAID,
        # ...and a pay stop's call to subscribe to read on, in the languages news sites speak it
        # (:mod:`walls_read_more`)
        walls_read_more.SAID,
        # ...and the thing asked for held for paying or premium subscribers (:mod:`walls_premium_only`)
        walls_premium_only.SAID,
    ),
    needles=(
        *walls_platforms.needles(walls_platforms.PAYWALL_NOTICES),
        *walls_platforms.needles(walls_platforms3.PAYWALL_NOTICES),
        *walls_platforms.needles(walls_i18n.PAYWALL_NOTICES),
        *walls_metered.NEEDLES,
        *walls_read_more.NEEDLES,
        *walls_premium_only.NEEDLES,
        "ақылы",
        "жазыл",
        "subscribers can",
        "members can",
        "supporters can",
        "patrons can",
        "subscribers may",
        "members may",
        "of free",
        "of complimentary",
        "read more",
        "read the rest",
        "this article for",
        "this story for",
        "this post for",
        "this piece for",
        "to unlock this",
        "to access this feature",
        "to use this",
        "débloquer",
        "déverrouiller",
        "pour accéder à",
        "desbloquear",
        "sbloccare",
        "freizuschalten",
        "diese funktion",
        "diese inhalt",
        "чтобы",
        "по подписке",
        "kilidini açmak",
        "untuk membuka",
        "mở khóa",
        "để đọc tiếp",
        "解锁",
        "この機能を",
        "이 기능을",
        "abonați",
        "abonează-te",
        "συνδρομητ",
        "endast för",
        "prenumerera för",
        "kun for abonnenter",
        "abonnent for",
        "read the rest of this",
        "is restricted to",
        "available to",
        "available for",
        "available only",
        "reserved for",
        "reserved to",
        "exclusive to",
        "exclusive for",
        "to access this",
        "by becoming a",
        "to continue reading",
        "to keep reading",
        " member to",
        "you must be a",
        "subscriber to",
        "supporter to",
        "patron to",
        "this course to",
        "this lesson to",
        "this ebook to",
        "this e-book to",
        "this book to",
        "this video to",
        "this post to",
        "this article to",
        "this report to",
        "vous avez atteint",
        "vous avez épuisé",
        "vous avez consulté",
        "weiterzulesen",
        "weiter zu lesen",
        "zu lesen",
        "ist exklusiv für",
        "ist ausschließlich für",
        "lees verder met",
        "het hele artikel met",
        "het volledige artikel met",
        "om verder te lezen",
        "om dit artikel te lezen",
        "abonnenter",
        "prenumeranter",
        "abonnentar",
        "tilaajille",
        "předplatitel",
        "predplatiteľ",
        "előfizető",
        "abonelere",
        "üyelere",
        "передплатник",
        "회원",
        "구독자",
        "khusus",
        "chỉ dành cho",
        "למנויים",
        "süresi",
        "已过期",
        "已到期",
        "已失效",
        "已過期",
        "已经过期",
        "已经到期",
        "testphase",
        "probezeitraum",
        "ist nur im",
        "ist nur in",
        "ist nur mit",
        "ist nur für",
        "está disponible",
        "están disponible",
        "disponibile solo",
        "disponibili solo",
        "доступна только",
        "доступен только",
        "доступно только",
        "доступны только",
        "hanya tersedia",
        "tylko dla",
        "tylko w ",
        "wyłącznie dla",
        "wyłącznie w ",
        "exclusivo para",
        "exclusiva para",
        "exclusivo de",
        "exclusiva de",
        "exclusivo a",
        "exclusiva a",
        "assine para",
        "оформите подписку",
        "wykup",
        "kup subskrypcję",
        "kup prenumeratę",
        "kup abonament",
        "kup dostęp",
        "langganan",
        "hết hạn",
        "feature",
        "richiede un",
        "requer uma",
        "exige uma",
        "premium",
        "used",
        "utilis",
        "passe",
        "reading",
        "required",
        "available",
        "read on",
        "tilaus",
        "للمشتركين",
        "اشتراك",
        "有料会員",
        "付费",
        "开通会员",
        "requis",
        "nur für",
        "erforderlich",
        "requerida",
        "richiesto",
        "subscri",
        "unlock",
        "members",
        "member-only",
        "abonnés",
        "il vous reste",
        "weiterlesen",
        "s vidare med",
        "s videre med",
        "weiter mit",
        "uninterrupted",
        "rest of this",
        "free articles",
        "free stories",
        "article limit",
        "story limit",
        "limit of",
        "donat",
        "assinantes",
        "suscriptores",
        "lendo",
        "leyendo",
        "to unlock",
        "unlocked",
        "locked",
        "register",
        "free trial",
        "trial",
        "abonné",
        "lire la suite",
        "abonnent",
        "abbonati",
        "a leggere",
        "abonnees",
        "paying",
        "402",
        "payment required",
        "paiement requis",
        "suspended",
        "disconnected",
        "deactivated",
        "cut off",
        "isolir",
        "pembayaran",
        "upgrade to",
        "upgrade now",
        "upgrade your",
        "part of the",
        "part of our",
        "included in",
        "included only in",
        "available in the",
        "available in our",
        "available only in",
        "miembros",
        "socios",
        "réservé",
        "membres",
        "membros",
        "membri",
        "leden",
        "mitglieder",
        "подписчик",
        "участник",
        "subskrybent",
        "prenumerator",
        "płacących",
        "członków",
        "pelanggan",
        "anggota",
        "member premium",
        "member berbayar",
        "member vip",
        "người đăng ký",
        "thành viên",
        "comprar",
        "adquirir",
        "vous devez",
        "müssen sie",
        "musst du",
        "acquistare",
        "abbonarti",
        "assinar",
        "licen",
        "subskrypcj",
        "renewed",
        "odnowieniu",
        "opłaceniu",
        "renova",
        "renouvellement",
        "verlängerung",
        "rinnovo",
        "продления",
        "płatność",
        "оплата",
        "ödeme gerekli",
        "betaling",
        "thanh toán",
        "支払いが必要",
        "需要付",
        "需要支",
        "결제가 필요",
        "الدفع مطلوب",
        "platba",
        "se requiere",
        "bezahlung",
        "paiement",
        "payment",
        "voucher",
        "انتهت",
        "requires a",
        "nécessite un abonnement",
        "requiert un abonnement",
        "erfordert ein",
        "benötigt ein",
        "requiere una suscripción",
        "zahlung erforderlich",
        "pago requerido",
        "pagamento",
        "renew",
        "expired",
        "ended",
        "lapsed",
        "essai",
        "abonnement",
        "abgelaufen",
        "beendet",
        "prueba",
        "suscripción",
        "teste",
        "assinatura",
        "twoja ",
        "체험",
        "구독",
        "終了",
        "満了",
        "试用",
    ),
    title=None,
    apparatus=_apparatus(
        r"subscri|abonn|\babo\b|sign in|log in|anmelden|connecter|access|offer|trial|cancel|donat|paypal"
        r"|assin|suscri|login"
        r"|per (?:week|month)|\$\d|€|£|unlimited|journalism|already|account|member|plus\b|weiterlesen"
        r"|zugriff|kündbar|testen|\bunlock|débloque",
    ),
    address=None,
    # schema.org's paywall markup, which search engines ask paywalled publishers for
    markup=(
        '"isAccessibleForFree":false',
        '"isAccessibleForFree": false',
        '"isAccessibleForFree":"false"',
        '"isAccessibleForFree": "false"',
        '"isAccessibleForFree":"False"',
        '"isAccessibleForFree": "False"',
        'itemprop="isAccessibleForFree" content="false"',
    ),
)

# Literal text one of which every paywall notice contains, less its first letter (which a heading may
# capitalise): the markup is searched for these, and only the text around a hit is read for the notice.
PAYWALL_NEEDLES: tuple[str, ...] = (
    "o unlock this",
    "o access this feature",
    "o use this",
    "ébloquer",
    "éverrouiller",
    "our accéder à",
    "esbloquer",
    "bloccare",
    "reizuschalten",
    "iese Funktion",
    "iese Inhalt",
    "тобы",
    "о подписке",
    "ilidini açmak",
    "ntuk membuka",
    "ở khóa",
    "ể đọc tiếp",
    "解锁",
    "の機能を",
    "기능을",
    "bonați",
    "bonează-te",
    "υνδρομητ",
    "ndast för",
    "renumerera för",
    "un for abonnenter",
    "bonnent for",
    "nterprise feature",
    "nterprise plan",
    "n Enterprise",
    "remium feature",
    "ro feature",
    "ichiede un abbonamento",
    "equer uma assinatura",
    "xige uma assinatura",
    "remium erforderlich",
    "remium requerido",
    "remium necessário",
    "our free",
    "ratuite",
    "asse en Premium",
    "assez à Premium",
    "assez en Premium",
    "ontinue reading",
    "eep reading",
    "ubscription",
    "nlock this",
    "ubscribers",
    "embers only",
    "ember-only",
    "bonnés",
    "l vous reste",
    "eiterlesen mit",
    "eiter mit",
    "ninterrupted access",
    "o read the",
    "o Read the",
    "est of this",
    "ree articles",
    "ree stories",
    "rticle limit",
    "tory limit",
    "imit of free",
    "onate to",
    "onation",
    "s locked",
    "nlock the",
    "nlock now",
    "nlock today",
    "nlock Now",
    "s Locked",
    "ree trial",
    "rial ended",
    "rial has",
    "rial expired",
    "ayment Required",
    ">402<",
    "aiement requis",
    "uspended",
    "isolir",
    "embayaran",
    "pgrade to",
    "s part of the",
    "ncluded in the",
    # (the membership plugins' notices in their translations)
    "ocios de pago",
    "éservé aux",
    "éservée aux",
    "embres payants",
    "embres premium",
    "embros pagantes",
    "embros premium",
    "embros Ouro",
    "embros ouro",
    "embri paganti",
    "embri premium",
    "embri Gold",
    "embri gold",
    "-leden",
    "etalende leden",
    "remium leden",
    "ahlende Mitglieder",
    "-Mitglieder",
    "remium-Mitglieder",
    "bonnenten vorbehalten",
    "одписчик",
    "частник",
    "ubskrybent",
    "renumerator",
    "łacących",
    "złonków premium",
    "elanggan",
    "nggota premium",
    "nggota berbayar",
    "nggota vip",
    "ember premium",
    "ember berbayar",
    "ember vip",
    "gười đăng ký",
    "hành viên trả phí",
    "hành viên vip",
    "hành viên premium",
    "ebes comprar",
    "ebe comprar",
    "ienes que comprar",
    "ous devez acheter",
    "ous devez vous abonner",
    "üssen Sie",
    "usst du",
    "dquirir",
    "ocê deve",
    "recisa comprar",
    "evi acquistare",
    "evi abbonarti",
    # (402's name in the other languages' views, and a service's licence run out, back once renewed)
    "ymagana płatność",
    "łatność wymagana",
    "ребуется оплата",
    "еобходима оплата",
    "отрібна оплата",
    "deme gerekli",
    "deme Gerekli",
    "etaling vereist",
    "êu cầu thanh toán",
    "払いが必要",
    "要付款",
    "要支付",
    "제가 필요",
    "لدفع مطلوب",
    "yžadována platba",
    "e requiere",
    "ezahlung erforderlich",
    "aiement nécessaire",
    "agamento obrigatório",
    "agamento necessário",
    "agamento richiesto",
    "ago requerido",
    "ygasła",
    "enewed",
    "dnowieniu",
    "enovar",
    "enovación",
    "enovação",
    "enouvellement",
    "erlängerung",
    "innovo",
    "родления",
    "oucher",
    "انتهت",
    "equires a",
    "écessite un abonnement",
    "equiert un abonnement",
    "ayment required",
    "enew your",
    "rial Expired",
    "rial Ended",
    "xpired",
    "as ended",
    "an has ended",
    "bonné",
    "ire la suite",
    "bonnez-vous",
    "bonnent",
    "bbonati",
    "ontinuare a leggere",
    "bonnees",
    "ssinantes",
    "uscriptores",
    "ontinuar lendo",
    "eguir leyendo",
    "ontinuar leyendo",
    "o unlock",
    "nlocked",
    "st nur im",
    "st nur in",
    "st nur mit",
    "st nur für",
    "olo está disponible",
    "ólo está disponible",
    "isponibile solo",
    "оступна только",
    "оступен только",
    "оступно только",
    "anya tersedia",
    "ostępny tylko",
    "ostępna tylko",
    "ostępne tylko",
    "xclusivo para assinantes",
    "xclusivo para suscriptores",
    "ssine para",
    "формите подписку",
    "ykup subskrypcję",
    "angganan",
    "ã hết hạn",
    "eríodo de teste",
    "este gratuito",
    "est of this",
    "s restricted to",
    "vailable to",
    "vailable for",
    "eserved for",
    "eserved to",
    "xclusive to",
    "xclusive for",
    "o access this",
    "y becoming a",
    "ember to",
    "ou must be a",
    "ubscriber to",
    "his course to",
    "his ebook to",
    "his book to",
    "ous avez atteint",
    "ous avez épuisé",
    "eiterzulesen",
    "eiter zu lesen",
    "st exklusiv für",
    "ees verder met",
    "m verder te lezen",
    "eyendo",
    "bonnenter",
    "renumeranter",
    "ilaajille",
    "ředplatitel",
    "redplatiteľ",
    "lőfizető",
    "bonelere",
    "ередплатник",
    "유료 회원",
    "유료회원",
    "구독자",
    "husus",
    "hỉ dành cho",
    "למנויים",
    *walls_metered.MARKUP_NEEDLES,
    *walls_read_more.MARKUP_NEEDLES,
)

# The order decides between two kinds on one page: "Sign in to confirm your age" is an age gate, a geo block
# may ask to log in elsewhere, and a consent page lists a log-in link for subscribers.
BARRIERS: tuple[WallRules, ...] = (GEO, AGE, CONSENT, LOGIN, SOFT404, CONSENT_NOTICE)
# Each kind's rules among them, in their order (a consent wall has two: the wall and the notice alone)
BARRIERS_OF: dict[str, tuple[WallRules, ...]] = {
    kind: tuple(rules for rules in BARRIERS if rules.kind == kind)
    for kind in dict.fromkeys(r.kind for r in BARRIERS)
}

# Status codes a geo block is served with: 451 (RFC 7725) says so by itself.
GEO_STATUS = 451

# A page telling the reader their log-in succeeded ("You have successfully logged in.", "Signed in
# successfully.", "Login successful", and the same in the languages of :data:`walls_i18n.LOGGED_IN`) in its
# title, a heading or its opening is the page after the log-in, whatever log-in words and forms it carries:
# the reader's own state, never a stop (as the looked-at logged-out and "protected page" pages are read)
LOGGED_IN_SAID = _said(
    r"\b(?:successfully|now) (?:logged|signed) ?in\b|\b(?:logged|signed) ?in successfully\b",
    r"\b(?:log ?in|login|sign[- ]?in) (?:was )?successful(?:ly)?\b",
    r"\byou(?:['’]re| are) now (?:logged|signed) ?in\b",
    # (not denied: "Non hai effettuato l'accesso" tells the reader they are not logged in)
    r"(?<!\bnon )(?:" + "|".join(re.escape(words) for words in LOGGED_IN) + ")",
)

# ...and the page after a log-out ("You have been logged out", Devise's "Signed out successfully." as its
# de.yml gives it, "Erfolgreich abgemeldet"; looked-at: the Russian "Вы вышли из системы" pages of two apps,
# a college app's "Logged out" / "You have been successfully logged out."; "You are now logged out", "You're
# signed out")
LOGGED_OUT_SAID = _said(
    r"\byou(?:['’]ve| have|['’]re| are)? (?:(?:been|successfully|now) ){0,2}(?:logged|signed) ?out\b"
    r"|\b(?:logged|signed) ?out successfully\b|\blog ?out (?:was )?successful|^\W*(?:logged|signed) out\W*$",
    r"erfolgreich abgemeldet|\bsie (?:wurden|haben sich) (?:erfolgreich )?abgemeldet",
    r"\bвы (?:успешно )?вышли\b",
    # ...and the same page in the other languages apps' locale files word it (devise-i18n's
    # devise.sessions.signed_out: "Déconnecté(e) avec succès.", "Sesión finalizada.", "Wylogowano
    # pomyślnie.", "ログアウトしました。", "成功退出"): "Vous avez été déconnecté", "Has cerrado sesión",
    # "Você saiu da sua conta", "Sei stato disconnesso", "Je bent uitgelogd", "Zostałeś wylogowany", "Byli
    # jste odhlášeni", "Başarıyla çıkış yaptınız", "Du är utloggad", "Ви вийшли", "Bạn đã đăng xuất", "Anda
    # telah keluar", "로그아웃되었습니다", "已退出登录"
    r"\bvous (?:avez été |êtes (?:maintenant |bien )?)(?:correctement |bien )?déconnecté"
    r"|\bdéconnecté(?:e|\(e\))? avec succès"
    r"|\bhas cerrado (?:la |tu )?sesi[oó]n\b"
    r"|\bsesi[oó]n (?:cerrada|finalizada)(?: correctamente| con éxito)?\W*$"
    r"|\bvocê saiu (?:da sua conta|do sistema)\b|\bsessão (?:encerrada|terminada) com sucesso"
    r"|\bsei stato disconness|\bdisconnessione (?:avvenuta|effettuata)"
    r"|\b(?:je bent|u bent) (?:succesvol |nu )?uitgelogd\b"
    r"|\b(?:zostałeś|zostałaś|zostałeś\(aś\)|jesteś) (?:pomyślnie |poprawnie )?wylogowan|\bwylogowano\b"
    r"|\bbyl[ia]? jste (?:úspěšně )?odhlášen|\bbaşarıyla çıkış yaptınız|\bçıkış yapıldı"
    r"|\bdu är (?:nu )?utloggad|\bdu har loggats ut|\bви (?:успішно )?вийшли\b|\bbạn đã đăng xuất"
    r"|\banda (?:telah|sudah) (?:berhasil )?keluar\b|ログアウトしました|로그아웃되었습니다"
    r"|(?:已|成功)(?:退出|登出|注销|註銷)(?:登录|登入)?",
)
