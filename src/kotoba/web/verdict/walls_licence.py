"""An application's stop for its own licence or subscription: the page a self-hosted app, a tenant's back
office or a shop system serves in every page's place while the licence it runs under, or the customer's
subscription, is expired, inactive, invalid or missing — a pay gate, since the page comes back once the
licence is paid for again.

Such a stop says one thing, in the app's own words and in whatever language its makers write: its headline
(its title, its first heading, or its first line) names the licence or subscription and
its state ("License Inactive", "Licență Necesară", "সাবস্ক্রিপশনের মেয়াদ শেষ", "Your software license
expired..."), and the rest of the page either says it again ("Access to this application has been suspended
because the licence is not active") or shows the one way on: renew it, activate it, or ask the provider or
the administrator for it. Nothing else: a page with more than :data:`LICENCE_TEXT_CHARS` characters, more
than :data:`LICENCE_CHOICES` choices of its own, or a story of its own under the headline is a page about
licences (a vendor's licensing page, a help article), and is read.

The headline and the sentence say the term and its state close together (within :data:`STATE_REACH`
characters), in either order ("Lisensi tidak valid", "মেয়াদ শেষ" after the term, "Expired license" before
it); what ended is never a session, a password or a link, nor a document the reader holds (a driving
licence, a permit). Looked at: a shop system's one plain line "Your software license expired... please
contact your provider", a scheduling app's Romanian "Licență Necesară" over its suspension, a reading site's
"License Inactive" over an Indonesian "Lisensi tidak valid atau belum diaktifkan. Silakan hubungi
administrator.", a madrasa app's Bengali "subscription's term ended" over "please renew the subscription".
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from kotoba.web.verdict.alternation import gated
from kotoba.web.verdict.walls_markup import choices_of, shown_markup
from kotoba.web.verdict.walls_shapes import ASKED, Shape, tells_a_story

LICENCE_TEXT_CHARS = 400
LICENCE_CHOICES = 3
# how far apart the term and its state may stand in one line ("Your software license expired",
# "licența nu este activă", "সাবস্ক্রিপশনের মেয়াদ শেষ")
STATE_REACH = 30
# the longest headline read for the term and its state: a stop's headline is a few words
HEADLINE_CHARS = 120
# what the page may say beside the stop's own lines (the maker's name, a status label); not the ``<aside>``
# element, which the judge reads as the site's chrome
BESIDE_CHARS = 120

# Bengali's "ya" is written as one letter or as its two parts: either is read
_YA = "\u09af\u09bc"
_EITHER_YA = "(?:\u09af\u09bc|\u09df)"
# The term an app runs under: a licence or a subscription, in the languages app makers write their stops in
# (no "plan": a pricing page's plans are its subject)
_TERM = (
    r"licen[cs]e|licencia|licen[çc]a|licenza|lizenz|licentie|licencja|licen[țt][ăae]|lisans\w*|lisensi"
    r"|lesen|лиценз\w*|ліценз\w*|subscription|suscripci[oó]n|assinatura|abonnement|abbonamento|abonament\w*"
    r"|abonelik\w*|aboneliğ\w*|langganan|подписк\w*|підписк\w*|subskrypcj\w*"
    r"|giấy phép|gói đăng ký|ใบอนุญาต|الترخيص|ترخيص|الاشتراك|اشتراك"
    r"|সাবস্ক্রিপশন\S*|লাইসেন্স\S*|सदस्यता|सब्सक्रिप्शन|लाइसेंस"
    r"|许可证?|授权|授權|订阅|訂閱|ライセンス|サブスクリプション|라이선스|라이센스|구독"
)
# ...and its state: run out, not active, not valid, suspended, or required
_STATE = (
    r"expired|has expired|lapsed|inactive|invalid|not (?:active|valid|activated)|suspended|deactivated"
    r"|disabled|required|missing"
    r"|expirad[oa]|vencid[oa]|caducad[oa]|inactiv[oa]|inv[aá]lid[oa]|no (?:es |está )?(?:válid|activ)[oa]"
    r"|suspendid[oa]|requerid[oa]|necesari[oa]|inativ[oa]|não (?:é |está )?(?:válid|ativ)[oa]|suspens[oa]"
    r"|necess[aá]ri[oa]"
    r"|expirée?|invalide|suspendue?|requise?|nécessaire|n['’]est pas (?:active|valide)"
    r"|abgelaufen|inaktiv|ungültig|gesperrt|erforderlich|nicht (?:aktiv|gültig)"
    r"|scadut[oa]|inattiv[oa]|non (?:è )?(?:valid|attiv)[oa]|sospes[oa]|richiest[oa]"
    r"|verlopen|ongeldig|inactief|niet (?:actief|geldig)|vereist"
    r"|wygas\w*|nieaktywn\w*|nieważn\w*|wymagan\w*|zawieszon\w*"
    r"|expirat[ăa]?|inactiv[ăa]|invalid[ăa]|nu este (?:activ|valid)[ăa]|suspendat[ăa]?|necesar[ăa]"
    r"|süresi (?:doldu|dolmuş|sona erdi)|geçersiz|aktif değil|askıya alın\w*|gerekli"
    r"|kedaluwarsa|kadaluarsa|tidak (?:valid|aktif|berlaku)|belum (?:diaktifkan|aktif)|nonaktif"
    r"|ditangguhkan|diperlukan|tamat tempoh|telah tamat|habis"
    r"|истек\w*|истёк|неактивн\w*|недействительн\w*|приостановлен\w*|требуется|закончил\w*"
    r"|закінчил\w*|недійсн\w*|призупинен\w*|потрібн\w*"
    r"|hết hạn|không hợp lệ|chưa (?:được )?kích hoạt|bị tạm ngưng"
    r"|หมดอายุ|ไม่ถูกต้อง|منته\S*|انتهت|غير (?:صالح|نشط|مفعل)"
    r"|মেয়াদ শেষ|মেয়াদোত্তীর্ণ|মেয়াদ উত্তীর্ণ|নিষ্ক্রিয়|অবৈধ|समाप्त|अमान्य|निष्क्रिय"
    r"|已?过期|已?到期|已失效|无效|無效|未激活|期限切れ|無効|만료|비활성|유효하지 않"
)
_TERM_STATE = gated(re.compile(
    (
        rf"(?<!\w)(?:{_TERM})(?!\w).{{0,{STATE_REACH}}}?(?<!\w)(?:{_STATE})(?!\w)"
        rf"|(?<!\w)(?:{_STATE})(?!\w).{{0,{STATE_REACH}}}?(?<!\w)(?:{_TERM})(?!\w)"
    ).replace(_YA, _EITHER_YA),
    re.IGNORECASE,
))
# ...or the way on it shows: renew, activate, or ask the provider or the administrator
_WAY_ON = re.compile(
    r"\brenew|\breactivat|\bactivat|\bcontact (?:your |the )?(?:provider|administrator|admin|vendor|developer"
    r"|supplier|reseller|support|sales)"
    r"|\brenov|\breactiv|\bactiv(?:ar|e|a)\b"
    r"|\bcontact(?:e|ar|a)? (?:a[lo]? |con )?(?:el |su |tu )?(?:proveedor|administrador)"
    r"|\brenouvel|\bactiver\b|\bcontactez (?:votre |l['’])(?:fournisseur|administrateur)"
    r"|\bverlänger|\baktivier|\bkontaktieren sie (?:ihren |den )?(?:anbieter|administrator)"
    r"|\brinnov|\battiva|\bcontatta(?:re)? (?:il |l['’])?(?:fornitore|amministratore)"
    r"|\bentre em contato com o (?:fornecedor|administrador)|\bativ(?:ar|e)\b"
    r"|\bprzedłuż|\baktywuj|\bskontaktuj się z (?:administratorem|dostawcą)"
    r"|\breînno|\bactiva(?:ți|ti)\b|\bcontacta(?:ți|ti) (?:administratorul|furnizorul)"
    r"|\byenile|\betkinleştir|\byönetici\w* (?:ile )?iletişime geç"
    r"|\bperpanj|\baktifkan|\bhubungi (?:administrator|admin|penyedia|pengembang|pengelola)"
    r"|продл|активир|свяжитесь с (?:администратором|поставщиком)|поновіть|активуйте"
    r"|зверніться до адміністратора"
    r"|gia hạn|kích hoạt|liên hệ (?:quản trị viên|nhà cung cấp)"
    r"|ต่ออายุ|تجديد|جدد|تفعيل|নবায়ন|নবীকরণ|सक्रिय कर|नवीनीकरण|नवीनीकृत"
    r"|续费|续订|續訂|激活|联系管理员|更新してください|更新手続|갱신|연장|활성화".replace(_YA, _EITHER_YA),
    re.IGNORECASE,
)
# ...not a session, a password, a link or a code, nor a document the reader holds
_NOT_AN_APPS_TERM = re.compile(
    r"session|password|passwort|mot de passe|contraseña|senha|\blink\b|token|\bcode\b|cookie|sitzung"
    r"|sesi[oó]n"
    r"|сесси|会话|密码|セッション|パスワード|세션|비밀번호"
    r"|driv(?:ing|er['’]?s) licen[cs]e|passport|\bvisa\b|permit|führerschein|permis de conduire"
    r"|carné de conducir|patente|prawo jazdy|ehliyet|водительск|\bsim\b|ssl|certificate|domain",
    re.IGNORECASE,
)


def licence_stop(
    title: str, headings: list[str], lead: list[str], prose: list[str], text: str, own: str
) -> Shape | None:
    """A pay gate known as an app's stop for its own licence or subscription (see the module docstring):
    its headline names the term in a state that stops the app, and the page says it again or shows the way
    on, with nothing of its own beside. ``own`` is the page's markup without its site's navigation."""
    if len(text) > LICENCE_TEXT_CHARS:
        return None
    # (a title may be the site's name alone: the first line then says what the page is)
    headline = list(dict.fromkeys(piece for piece in (title, *headings[:1], *lead[:1]) if piece))
    stated = [piece for piece in headline if _states(piece)]
    # (a headline naming a session, a password or a document the reader holds is that page's, whatever its
    # next line says of "a licence that expired")
    if not stated or any(_NOT_AN_APPS_TERM.search(piece) for piece in headline):
        return None
    rest = [piece for piece in dict.fromkeys((*lead, *prose)) if piece not in headline]
    # (the headline's own line may carry the way on after it: "… expired... please contact your provider")
    again = [piece for piece in rest if _states(piece, HEADLINE_CHARS * 2) or _WAY_ON.search(piece)]
    if not again and not any(_WAY_ON.search(piece) for piece in stated):
        return None
    if tells_a_story(headline, [piece for piece in prose if piece not in again]):
        return None
    if sum(len(piece) for piece in _beside(prose, headline, again)) > BESIDE_CHARS:
        return None
    if choices_of(shown_markup(own), LICENCE_CHOICES) is None:
        return None
    return Shape("paywall", "licence")


def _states(piece: str, longest: int = HEADLINE_CHARS) -> bool:
    """Whether ``piece`` says an app's term is in a stopping state, said rather than asked."""
    return (
        len(piece) <= longest
        and _TERM_STATE.search(piece) is not None
        and ASKED.search(piece) is None
        and _NOT_AN_APPS_TERM.search(piece) is None
    )


def _beside(prose: Iterable[str], *said: list[str]) -> list[str]:
    """The page's prose beside the stop: neither its headline nor its stop's lines."""
    kept = {piece for pieces in said for piece in pieces}
    return [piece for piece in prose if piece not in kept]
