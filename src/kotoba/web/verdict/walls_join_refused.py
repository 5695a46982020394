"""A log-in wall whose way in is to join: a short stop that refuses the reader the page (no permission, not
authorised, access denied) and offers, as its one way on, to register ("Você não possui permissão para
acessar essa página" over "Não possui conta? Registre-se agora!" and [Registrar]). The refusal alone may be
a member's missing role; offered an account, the reader is told the page is kept for those who have one.

The refusal, as sites and frameworks word it to the reader (:data:`_NO_RIGHT`, beside the states
:data:`~kotoba.web.verdict.walls_shapes.REFUSAL` already names): Redmine's ``notice_not_authorized``
(redmine/redmine ``config/locales/{fr,pt-BR,zh,ja}.yml``: "Vous n'êtes pas autorisé à accéder à cette
page.", "Você não está autorizado a acessar esta página.", "对不起，您无权访问此页面。",
"このページにアクセスするには認証が必要です。"), and apps' own lines, exact-string hits whose repositories the
index does not name: "No tienes permiso para acceder a esta página.", "Sie haben keine Berechtigung, diese
Seite zu sehen.", "Non hai i permessi per accedere a questa pagina", "Nie masz uprawnień do przeglądania
tego profilu.", "У вас нет доступа к этой странице", "Bu sayfaya erişim yetkiniz yok.", "Je hebt geen
toegang tot deze pagina.", "您没有权限访问此页面", "이 페이지에 접근할 권한이 없습니다".

The offer to join, as sign-in forms word it under their button (:data:`_NO_ACCOUNT`, :data:`_JOIN`;
exact-string hits, repositories not named): "Não possui conta? Cadastre-se", "¿No tienes cuenta?
Regístrate", "Pas encore de compte ? S'inscrire", "Noch kein Konto? Jetzt registrieren", "Non hai un
account? Registrati", "Нет аккаунта? Зарегистрироваться", "Nie masz konta? Zarejestruj się", "Hesabınız yok
mu? Hesap Oluşturun", "Nog geen account? Registreer", "还没有账号？马上注册",
"アカウントをお持ちでないですか？", "계정이 없으신가요? 회원가입"; and Redmine's
``label_register`` ("Cadastre-se", "Registrar", "注册", "登録する").

Only where the stop is all the page says: at most :data:`TEXT_CHARS` characters, every line of it the
refusal, the offer, a way in or the log-in's machinery; at most
:data:`~kotoba.web.verdict.walls_shapes.LOGIN_CHOICES` choices of its own, one of them to join; no session
of the reader's own told, no purchase, no price. A sign-in page's "No account? Sign up" under its form is
a log-in page's (its other shapes); a forum's "You do not have permission to post. Register" under its
topics says more; a help page explaining the refusal explains.
"""

from __future__ import annotations

import re

from kotoba.web.verdict.alternation import by_branch
from kotoba.web.verdict.message import pieces
from kotoba.web.verdict.walls_markup import choices_of, clean, shown_markup
from kotoba.web.verdict.walls_rules import LOGIN
from kotoba.web.verdict.walls_shapes import (
    ALLOWED,
    LOG_IN_LABEL,
    LOGIN_CHOICES,
    OFFER,
    QUESTION_END,
    REFUSAL,
    Shape,
    opens_paid,
    tells_a_session,
)

# The reader refused the page in their own words: not allowed, no permission, no access to it (each branch
# searched only on a text that holds its words: :func:`~kotoba.web.verdict.alternation.by_branch`)
_NO_RIGHT = by_branch(
    re.compile(
        # en
        r"\byou (?:do not|don['’]?t|dont) have (?:the )?(?:permission|access|rights?|authori[sz]ation)\b"
        r"|\byou are not (?:authori[sz]ed|allowed|permitted) to (?:access|view|see|open)\b"
        # pt
        r"|\bnão (?:possui|possuis|tem|tens) (?:a )?(?:permissão|permissao|autorização|acesso)\b"
        r"|\bnão (?:está|esta|estás) autorizad[oa]\b"
        # es
        r"|\bno (?:tienes|tiene|posees|posee|cuentas con|cuenta con) (?:los )?"
        r"(?:permisos?|autorización|acceso)\b"
        r"|\bno (?:estás|estas|está|esta) autorizad[oa]\b"
        # fr
        r"|\bvous n\W?avez pas (?:la permission|l\W?autorisation|les droits|le droit|accès|acces)\b"
        r"|\bvous n\W?(?:ê|e)tes pas autoris(?:é|e)"
        # de
        r"|\b(?:sie haben|du hast) keine (?:berechtigung|zugriffsrechte|rechte|zugangsberechtigung)\b"
        r"|\b(?:sie sind|du bist) nicht berechtigt\b"
        # it
        r"|\bnon (?:hai|ha|disponi|dispone) (?:dei |i |il |l['’])?(?:permess[oi]|autorizzazione|accesso)\b"
        r"|\bnon sei autorizzat[oa]\b"
        # ru
        r"|\bу (?:вас|тебя) нет (?:прав|доступа|разрешения)\b|\bвы не имеете (?:прав|доступа)\b"
        # pl
        r"|\bnie (?:masz|posiadasz) (?:uprawnień|uprawnien|dostępu|prawa)\b"
        # tr
        r"|\b(?:erişim )?(?:izniniz|yetkiniz) (?:yok|bulunmuyor)\b"
        # nl
        r"|\b(?:je hebt|jij hebt|u hebt|u heeft) geen (?:toegang|toestemming|rechten)\b"
        r"|\b(?:je bent|u bent) niet (?:bevoegd|gemachtigd)\b"
        # zh, ja, ko
        r"|(?:你|您)(?:没有|沒有)(?:权限|權限)|(?:你|您)无权|(?:你|您)無權|(?:无权|無權)(?:访问|訪問|查看|浏览|瀏覽)"
        r"|権限がありません|アクセス権がありません|認証が必要です"
        r"|권한이 없습니다|권한이 없어요",
        re.IGNORECASE,
    )
)
# The reader asked whether they have no account yet, as a sign-in form asks under its button
_NO_ACCOUNT = by_branch(
    re.compile(
        r"\b(?:don['’]?t|do not) have an account\b|\bno account\b|\bnew (?:user|here)\b|\bnot a member\b"
        r"|\bneed an account\b"
        r"|\bnão (?:possui|tem|tens) (?:uma )?conta\b|\bainda não (?:possui|tem) (?:uma )?conta\b"
        r"|\bno (?:tienes|tiene) (?:una )?cuenta\b|\bpas (?:encore )?de compte\b"
        r"|\bvous n\W?avez pas de compte\b"
        r"|\bnoch kein (?:konto|account|benutzerkonto)\b|\bkein (?:konto|account)\b"
        r"|\bnon (?:hai|ha) (?:ancora )?un account\b|\bнет (?:аккаунта|учетной записи|учётной записи)\b"
        r"|\bnie masz (?:jeszcze )?konta\b|\bhesabınız yok\b|\bhesabın yok\b|\bnog geen account\b"
        r"|\bgeen account\b|(?:还|還)?(?:没有|沒有)(?:账号|帳號|账户|帳戶|帐号|帳户)"
        r"|アカウントをお持ちでない|アカウントがない|계정이 없",
        re.IGNORECASE,
    )
)
# The way to join: a label asking to register or make an account
_JOIN = by_branch(
    re.compile(
        r"\bsign(?:ing)? ?up\b|\bregist(?:er|ration|rar|re-se|rese|rieren|rati|reer|ro)\b"
        r"|\bcreate (?:an |a free |your )?account\b"
        r"|\bcadastr|\bregístr|\binscri|\bcréer (?:un|votre) compte\b|\bkonto (?:erstellen|anlegen)\b"
        r"|\biscriviti\b|\bcrea(?:re)? (?:un )?account\b|\bzarejestr|\brejestracja\b|\bzałóż konto\b"
        r"|зарегистр|регистрац|\bkayıt ol|\bkaydol\b|\büye ol|\bhesap oluştur|\baccount aanmaken\b"
        r"|注册|註冊|登録|가입",
        re.IGNORECASE,
    )
)
# ...or a link leading to a sign-up address
_TO_JOIN = re.compile(
    r"""\bhref\s*=\s*["']?[^"'\s>]{0,200}?(?:(?<=["'=])|[/?#=_.-])"""
    r"""(?:sign[-_]?up|register|registr|cadastr|inscri|join)""",
    re.IGNORECASE,
)
# The longest page read: a stop is three or four lines
TEXT_CHARS = 300


def _refuses(piece: str) -> bool:
    """Whether ``piece`` refuses the reader (:data:`_NO_RIGHT`, :data:`REFUSAL`), not as a question or as
    what such a reader may still do."""
    if _NO_RIGHT.search(piece) is None and REFUSAL.search(piece) is None:
        return False
    return QUESTION_END.search(piece) is None and ALLOWED.search(piece) is None


def _joins(choice: str) -> bool:
    """Whether ``choice`` (a link or a button) is the way to join, by its label or where it leads."""
    opening = choice[: choice.find(">") + 1]
    return _JOIN.search(clean(choice)) is not None or _TO_JOIN.search(opening) is not None


def join_refused(
    title: str, headings: list[str], lead: list[str], prose: list[str], text: str, own: str
) -> Shape | None:
    """A log-in wall known by a refusal in its title, a heading or its opening over an offer to join, on a
    page of at most :data:`TEXT_CHARS` characters that says nothing else (see the module docstring).
    ``own`` is the page's markup without its site's navigation; ``prose`` its own prose."""
    if len(text) > TEXT_CHARS:
        return None
    said = [piece for piece in dict.fromkeys((title, *headings, *lead)) if piece]
    if not any(_refuses(piece) for piece in said):
        return None
    if tells_a_session(said) or opens_paid(title, headings, lead):
        return None
    if OFFER.search("\n".join((*said, *prose))):
        return None  # (a price, a plan, a subscription: a pay gate's)
    choices = choices_of(shown_markup(own), LOGIN_CHOICES)
    if not choices or not any(_joins(choice) for choice in choices):
        return None
    for piece in pieces(text):
        if not (
            _refuses(piece)
            or _NO_ACCOUNT.search(piece)
            or _JOIN.search(piece)
            or LOG_IN_LABEL.search(piece)
            or LOGIN.apparatus.search(piece)
        ):
            return None  # (a line of the page's own: a forum's topics, a help page's steps)
    return Shape("login", "refusal to join")
