"""A link that no longer leads anywhere: the site answered the address the reader followed — a shared
link, an invitation, a short link or QR code, a password-reset or verification link — with a notice that the
link itself has expired or is no longer valid ("This link has expired", "Password Reset Link Expired", "Link /
QR Code Kadaluarsa", "Ce lien a expiré", "Der Link ist abgelaufen", "链接已失效").

Such a page is the spec's soft 404 by another road: the site answered with a stand-in for what was asked, and
no other road leads to it (the address is what ended, not the reader's access: a subscription ended is a pay
gate's, a session ended a log-in wall's, and both name what ended otherwise). So it is a soft 404 — a failure,
definitive — and the reason the model receives says what the site said (:data:`LINK_GONE`): the link ended,
not a page that was never there, so that the model tells its user a fresh link is needed from whoever shared
it, instead of "the page does not exist".

Where the message sits decides, as for every wall: the page's headline (a part of its title, one of its first
two headings, or its first line) is the state and nothing more — the link named (a word or three before it:
"Password Reset Link", "Invite link") and said ended, an interjection before it ("Oops, this link is
expired") and a second state after it ("…has expired or been disabled") at most — and the page says little
else of its own (:data:`OWN_CHARS`, the sentences saying the link ended set aside), each line of it spoken to
the reader (:data:`_TO_THE_READER`). A headline that asks ("Why has my invite link expired?"), a story under
it, or the words inside a longer sentence ("Expired links are hurting your SEO") is no such page. Looked at:
five such pages of five services in English and Indonesian (a persistent-link service, a railway's short-link
manager, a password reset, a ride-sharing app's tracking link, a club's invitation giving the rule of its
invitations without a number); the languages beyond them are the same sentence as link services word it.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.alternation import gated
from kotoba.web.verdict.walls_exempt import ASKING, TITLE_SEPARATOR
from kotoba.web.verdict.walls_shapes import Shape

# the signal of such a verdict (its reason for the model: :data:`kotoba.web.verdict.walls.LINK_GONE_REASON`)
LINK_GONE = "link gone"
# a headline piece longer than this is a sentence of a story, not the state (and no longer piece is searched:
# a hostile page's 100,000-character title is cut to a length check)
HEADLINE_CHARS = 120
# what the page may say of its own beside the state: a line on why and a way on ("Please request a new one",
# "Silakan hubungi pembuat link", "Create a new persistent link"), and its footer
OWN_CHARS = 320
# the headings read for the state: a site's logo or name may be the first
HEADINGS_READ = 2

# an interjection or apology before the state
_BEFORE = (
    r"(?:(?:oops|whoops|sorry|uh[- ]oh|oh no|ups|lo sentimos|désolé|desole|leider|maaf|spiacenti|desculpe"
    r"|helaas|упс|извините|на жаль|вибачте|죄송합니다|抱歉|すみません|申し訳ありません)[\W_]+)?"
)
# ...and a second state after it ("… or has been disabled", "… atau dinonaktifkan")
_AFTER = r"(?:,?\s+(?:or|and|o|ou|oder|of|atau|или|или же|або|чи|lub|veya|hoặc|ya da)\s+[^.!?\n]{1,40})?"

# the link, as services name it: a short or shared link, a URL, an invitation, a QR code (the words before it
# name which: "password reset", "download", "invite", "share")
_NOUN_EN = r"(?:link|url|qr code|qr|invitation|invite|share link|shared link)s?"
_WORDS = r"(?:[\w'’-]+\s+){0,3}?"
_LINK_EN = rf"{_WORDS}{_NOUN_EN}(?:\s*(?:/|&|or|and)\s*{_WORDS}{_NOUN_EN})?"
# ...and named after its state, one link: the one followed ("Expired link"); "Expired links" heads a help
# article on them
_ONE_NOUN_EN = r"(?:link|url|qr code|qr|invitation|invite|share link|shared link)"
_ONE_LINK_EN = rf"{_WORDS}{_ONE_NOUN_EN}(?:\s*(?:/|&|or|and)\s*{_WORDS}{_ONE_NOUN_EN})?"
_ENDED_EN = (
    r"(?:(?:has|have)\s+(?:already\s+)?(?:expired|ended|been\s+(?:disabled|revoked|deactivated|used))"
    r"|(?:is|was|are)\s+(?:now\s+|already\s+)?(?:expired|invalid|no\s+longer\s+(?:valid|active|available|working)"
    r"|not\s+valid(?:\s+anymore)?|not\s+active(?:\s+anymore)?)|expired|no\s+longer\s+valid|invalid|not\s+valid)"
)
_STATES = (
    # English, either order: "This link has expired", "Password Reset Link Expired", "Expired link", "Invalid
    # or expired invitation"
    rf"(?:(?:this|the|that|your)\s+)?{_LINK_EN}\s+{_ENDED_EN}",
    rf"(?:(?:this|the)\s+)?(?:expired|invalid|invalid\s+or\s+expired|expired\s+or\s+invalid)\s+{_ONE_LINK_EN}",
    # German: "Der Link ist abgelaufen", "Einladungslink abgelaufen", "Ungültiger oder abgelaufener Link"
    r"(?:(?:der|dieser|ihr|dein|die|diese)\s+)?(?:[\w-]+\s+){0,2}?(?:[\w-]*link|url|einladung|qr-code)"
    r"(?:\s+[\w-]+){0,4}?\s+(?:ist\s+)?(?:(?:leider|bereits|nicht\s+mehr)\s+)?(?:abgelaufen|ungültig|gültig"
    r"|verfallen|deaktiviert)",
    r"(?:abgelaufener|ungültiger)(?:\s+oder\s+(?:abgelaufener|ungültiger))?\s+(?:[\w-]*link|einladungslink)",
    # French: "Ce lien a expiré", "Lien expiré", "Ce lien n'est plus valide", "Invitation expirée"
    r"(?:(?:ce|le|votre|cette|l['’])\s*)?(?:lien|url|invitation|code qr)(?:\s+[\w'’-]+){0,4}?\s+"
    r"(?:a\s+expiré|est\s+(?:expiré|invalide|périmé)e?|n['’]est\s+plus\s+(?:valide|valable|actif|active)"
    r"|expirée?|invalide|périmée?)",
    # Spanish: "Este enlace ha caducado", "Enlace caducado", "El enlace ya no es válido", "Invitación vencida"
    r"(?:(?:este|el|tu|su|esta|la)\s+)?(?:enlace|link|vínculo|url|invitación|código qr)(?:\s+[\w-]+){0,4}?\s+"
    r"(?:ha\s+(?:caducado|expirado|vencido)|(?:caducó|expiró|venció)|está\s+(?:caducad|expirad|vencid)[oa]"
    r"|(?:ya\s+)?no\s+es\s+válid[oa]|caducad[oa]|expirad[oa]|vencid[oa]|no\s+válid[oa]|inválid[oa])",
    # Portuguese: "Este link expirou", "Link expirado", "O link não é mais válido", "Convite expirado"
    r"(?:(?:este|o|seu|esse|este)\s+)?(?:link|url|convite|código qr)(?:\s+[\w-]+){0,4}?\s+(?:expirou"
    r"|está\s+expirado|não\s+é\s+mais\s+válido|já\s+não\s+é\s+válido|expirado|inválido|venceu|vencido)",
    # Italian: "Questo link è scaduto", "Link scaduto", "Il link non è più valido", "Invito scaduto"
    r"(?:(?:questo|il|l['’])\s*)?(?:link|collegamento|invito|url)(?:\s+[\w-]+){0,4}?\s+(?:è\s+scaduto"
    r"|non\s+è\s+più\s+valido|non\s+è\s+valido|scaduto|non\s+valido)",
    # Dutch: "Deze link is verlopen", "Link verlopen", "Deze link is niet meer geldig", "Ongeldige link"
    r"(?:(?:deze|de|je|uw)\s+)?(?:[\w-]*link|url|uitnodiging)(?:\s+[\w-]+){0,3}?\s+(?:is\s+)?(?:verlopen"
    r"|niet\s+meer\s+geldig|ongeldig)",
    r"(?:verlopen|ongeldige)\s+(?:[\w-]*link|uitnodiging)",
    # Indonesian and Malay: "Link / QR Code Kadaluarsa", "Tautan telah kedaluwarsa", "Pautan tamat tempoh"
    r"(?:link|tautan|pautan|url|kode qr|undangan)(?:\s*(?:/|dan|atau)\s*(?:link|tautan|kode qr|qr code))?"
    r"(?:\s+[\w-]+){0,3}?\s+(?:(?:telah|sudah|sudah)\s+)?(?:kadaluarsa|kedaluwarsa|kadaluwarsa|tidak\s+berlaku"
    r"(?:\s+lagi)?|tidak\s+valid|tamat\s+tempoh|habis\s+masa\s+berlaku(?:nya)?)",
    # Russian, Polish, Turkish, Vietnamese: "Ссылка устарела", "Срок действия ссылки истёк", "Link wygasł",
    # "Bağlantının süresi doldu", "Liên kết đã hết hạn"
    r"(?:эта\s+)?(?:ссылка|приглашение)(?:\s+[\w-]+){0,3}?\s+(?:устарела|истекла|недействительна"
    r"|больше\s+не\s+действ\w+|уже\s+не\s+действ\w+)",
    r"срок\s+действия\s+(?:(?:вашей|этой|данной)\s+)?(?:ссылки|приглашения)\s+(?:истёк|истек|закончился)",
    # Ukrainian, as apps word it: "Термін дії посилання минув" (MediaWiki's), "…закінчився", "…сплив",
    # "Строк дії вашого посилання скінчився", "Посилання недійсне або застаріле", "Посилання прострочене"
    r"(?:строк|термін)\s+дії\s+(?:(?:вашого|цього|даного)\s+)?(?:[\w'’-]+\s+){0,2}?(?:посилання|запрошення)"
    r"(?:\s+[\w'’-]+){0,3}?\s+(?:минув|закінчився|скінчився|сплив|завершився|вичерпано)",
    r"(?:(?:це|ваше)\s+)?(?:посилання|запрошення)(?:\s+[\w'’-]+){0,3}?\s+(?:недійсне|застаріло|застаріле"
    r"|прострочене|протерміноване|більше\s+не\s+(?:дійсне|діє)|вже\s+не\s+(?:дійсне|діє))",
    r"(?:ten\s+)?(?:link|odnośnik)(?:\s+[\w-]+){0,3}?\s+(?:wygasł|jest\s+nieaktualny|jest\s+nieważny"
    r"|stracił\s+ważność)",
    r"(?:bu\s+)?(?:bağlantı|link|davet)(?:nın|in|ın)?\s+(?:süresi\s+(?:doldu|dolmuş)|geçersiz)",
    r"(?:đường\s+)?(?:liên\s+kết|link)(?:\s+[\w-]+){0,3}?\s+(?:đã\s+hết\s+hạn|không\s+hợp\s+lệ"
    r"|không\s+còn\s+hiệu\s+lực)",
    # Japanese, Chinese, Korean: "リンクの有効期限が切れています", "このリンクは無効です", "链接已失效",
    # "連結已過期", "링크가 만료되었습니다", "만료된 링크입니다"
    r"(?:この)?(?:リンク|URL|招待(?:リンク)?|QRコード)(?:の有効期限|の期限)?(?:が|は)(?:切れています|切れました"
    r"|無効(?:です|になりました|になっています)?|期限切れ(?:です)?)",
    r"(?:该|此|这个|這個|您的)?(?:分享|邀请|邀請)?(?:链接|鏈接|連結|网址|網址|二维码|二維碼)"
    r"(?:已经|已經|已)?(?:失效|过期|過期|作废|作廢|无效|無效)",
    r"(?:이\s+)?(?:초대\s+)?(?:링크|url|qr\s*코드)(?:가|이|의)?\s*(?:유효\s*기간이\s*)?(?:만료되었습니다|만료됨"
    r"|만료되었어요|유효하지\s+않습니다)",
    r"(?:만료된|유효하지\s+않은)\s+(?:초대\s+)?링크(?:입니다)?",
)
# What the rest of such a page says, each line: it speaks to the reader or names this link, its owner or the
# way on ("Please request a new one", "Ask the person who shared it", "The owner can no longer use this
# address", "Silakan hubungi pembuat link", "Demandez un nouveau lien") — a story headed with the same words
# ("Link expired" over a rail link's closure) narrates instead, in the third person
_TO_THE_READER = re.compile(
    r"\b(?:you|your|please|ask|request|contact|create|go back|back to|home|try again|owner|administrator"
    r"|sender|shared|this (?:link|url|address|page|invitation))\b"
    r"|\b(?:sie|bitte|fordern|kontaktieren|zurück|startseite|neuen)\b"
    r"|\b(?:vous|votre|veuillez|demandez|nouveau|retour|accueil)\b"
    r"|\b(?:tu|usted|solicita|pide|nuevo|volver|inicio|contacta)\b"
    r"|\b(?:você|peça|solicite|novo|voltar|início)\b"
    r"|\b(?:chiedi|richiedi|nuovo|torna|tuo)\b"
    r"|\b(?:je|uw|vraag|nieuwe|terug)\b"
    r"|\b(?:silakan|hubungi|minta|baru|kembali|anda|ini)\b"
    r"|(?:запросите|новую|вернуться|обратитесь|\bвы\b|\bваш)"
    r"|(?:поверніться|перейдіть|запросіть|зверніться|спробуйте|натисніть|\bви\b|\bваш|\bнов(?:е|ий|у)\b)"
    r"|ください|请|請|주세요|요청|다시",
    re.IGNORECASE,
)
# ...or it speaks of the link as such pages do: how long such links last, when they expire, how a fresh one is
# had (Laravel's "This password reset link will expire in 60 minutes", "Tax form links are valid for 30
# minutes", "…to receive a fresh verification link", "Der Link ist 24 Stunden gültig"), or it opens with the
# step the reader is to take ("Return to Discord and press…", "Open the app and tap…"): a story narrates
_ON_THE_LINK = re.compile(
    # (in the present, as a rule of the service: a story's "the link was valid for ten years" narrates)
    r"\b(?:links?|urls?|invitations?|invites?)\s+(?:are|is|will\s+be|remains?|stays?)\s+(?:only\s+)?"
    r"(?:valid|active|good|usable)\s+for\b"
    # (a link's expiry said of a link, and a fresh one had: "Another link between the islands has gone", "the
    # licence, which will expire in a week" and "a new link would open in May" narrate)
    r"|\b(?:links?|urls?|invitations?|invites?)\s+(?:will\s+)?expires?\s+(?:in|after|within)\s+"
    r"(?:\d+|a\s+few|one|an?)\s+(?:seconds?|minutes?|hours?|days?|weeks?)\b"
    # (...and said without a number, as invitation and reset pages word the rule: "Invitations expire after a
    # certain amount of time for security reasons", "Les invitations expirent après un certain temps",
    # "Einladungen laufen nach einer gewissen Zeit ab", "Los enlaces caducan después de un tiempo")
    r"|\b(?:links?|urls?|invitations?|invites?)\s+(?:will\s+)?expire\s+(?:after|within)\s+(?:(?:a|some)\s+)?"
    r"(?:(?:certain|set|limited|short|fixed)\s+(?:amount\s+of\s+time|period(?:\s+of\s+time)?|time)|while)\b"
    r"|\b(?:liens|invitations)\s+(?:expirent|sont\s+valables)\s+(?:après|au\s+bout\s+d['’]|pendant)\s*"
    r"(?:un\s+certain\s+temps|quelque\s+temps|une\s+durée\s+limitée)"
    r"|\b(?:links|einladungen|einladungslinks)\s+(?:laufen|verfallen)\s+nach\s+(?:einer\s+(?:gewissen"
    r"|bestimmten)\s+zeit|kurzer\s+zeit)"
    r"|\b(?:enlaces|invitaciones|links|convites)\s+(?:caducan|expiran|vencen|expiram)\s+(?:después\s+de|tras"
    r"|após|depois\s+de)\s+(?:un|um)\s+(?:cierto\s+|certo\s+)?(?:tiempo|tempo)"
    r"|\b(?:receive|get|request|send|resend|generate|obtain|ask\s+for|e-?mail|for)\s+(?:(?:you|me|us)\s+)?"
    r"(?:(?:a|an)\s+)?(?:fresh|new|another)\s+(?:[\w-]+\s+){0,2}?(?:link|url|invitation|invite|one)\b"
    # (the verb and what it is done to: "Return trains will run …" narrates)
    r"|^\W*(?:return|press|open|tap|click|go|request|ask|try|contact|visit|check|use|close|get|restart"
    r"|generate|resend|sign|log|head|start|reopen|refresh)\s+(?:to|the|a|an|this|that|your|our|us|here|on"
    r"|in|again|back|it|them|one|for)\b"
    r"|\b(?:\d+|\w+)\s+(?:minuten|stunden|tage)\s+gültig\b|\bgültig\s+(?:für|bis)\b"
    r"|\b(?:valable|valide)s?\s+(?:pendant|pour|durant)\b|\bválid[oa]s?\s+(?:durante|por)\b"
    r"|\bvalid[oi]\s+per\b|действительн\w{0,3}\s+(?:в\s+течение|только)|дійсн\w{0,3}\s+(?:протягом|лише)",
    re.IGNORECASE,
)
# ...a line this short is a label (a button, a link home), and a line with a copyright sign the site's footer
LABEL_CHARS = 30
_FOOTER = re.compile(r"©|\(c\)\s*\d{4}|\bcopyright\b", re.IGNORECASE)
# a piece that is the state and nothing more (see the module docstring)
_STATE = gated(re.compile(rf"[\W_]*{_BEFORE}(?:{'|'.join(_STATES)}){_AFTER}[\W_]*", re.IGNORECASE))
# ...and a sentence that says it among others ("The password reset link has expired. Please request a new
# one."), set aside from what the page says of its own
_SAID = re.compile("|".join(_STATES), re.IGNORECASE)


def states_link_gone(piece: str) -> bool:
    """Whether ``piece`` is the state alone: a link named and said ended, no more (see the module docstring);
    a piece longer than :data:`HEADLINE_CHARS`, or one that asks, never is."""
    piece = piece.strip().lstrip("#").strip()
    if not piece or len(piece) > HEADLINE_CHARS or ASKING.match(piece) is not None or "?" in piece:
        return False
    return _STATE.fullmatch(piece) is not None


def _headline(title: str, headings: list[str], lead: list[str]) -> list[str]:
    """The pieces a page is headed with: the parts of its title, its first headings, its first line."""
    parts = TITLE_SEPARATOR.split(title[: HEADLINE_CHARS * 2]) if title else []
    return [*parts, *headings[:HEADINGS_READ], *lead[:1]]


def link_gone(title: str, headings: list[str], lead: list[str], prose: list[str]) -> Shape | None:
    """A page headed with the link the reader followed said ended, saying little else of its own (see the
    module docstring), as a soft 404 whose signal is :data:`LINK_GONE`."""
    headline = _headline(title, headings, lead)
    stating = [piece for piece in headline if states_link_gone(piece)]
    if not stating:
        return None
    own = [
        piece
        for piece in prose
        if not states_link_gone(piece) and not (len(piece) <= HEADLINE_CHARS * 2 and _SAID.search(piece))
    ]
    if sum(map(len, own)) > OWN_CHARS:
        return None
    told = [
        piece
        for piece in own
        if len(piece) > LABEL_CHARS
        and _FOOTER.search(piece) is None
        and _TO_THE_READER.search(piece) is None
        and _ON_THE_LINK.search(piece) is None
    ]
    if told:
        return None  # (a story headed with the state: it narrates, and never speaks to its reader)
    return Shape("soft404", LINK_GONE)
