"""The reader asked, politely, to log in, in turns of the ask the log-in kind's own patterns
(:mod:`kotoba.web.verdict.walls_rules`) lack: read beside them in its one-pass search.

Each is a stop's whole line, or its line's opening over what the log-in is for, as sites write it:

- French with the reflexive verb hyphenated, a common slip ("Veuillez-vous connecter", "Veuillez-vous
  connecter pour accéder à vos messages"), and the "thanks"/"prayer" forms of the ask ("Merci de vous
  connecter pour accéder à cette page", "Merci de vous connecter pour poursuivre."); exact-string hits whose
  repositories the index does not name;
- Chinese with the log-in spelt 登陆/登陸 (a common slip for 登录) or 登錄, or asked with 您 ("请先登陆！",
  "當前用户未登录，请先登陆", "請先登錄", "请您先登录"; exact-string hits, repositories not named), where the
  rules read only 请先登录 and 請先登入;
- the account's authentication named as what is needed, the line whole: Korean "Google 계정 인증이
  필요합니다.", "계정 인증이 필요합니다" (exact-string hits, repositories not named), Japanese
  "このページにアクセスするには認証が必要です。" (Redmine's ``notice_not_authorized``, redmine/redmine
  ``config/locales/ja.yml``) and "認証が必要です" alone, Chinese "需要身份验证"/"需要登录验证" alone.

Not a how-to's step ("Veuillez vous connecter à l'interface de votre box, puis…": the ask goes on to where,
not what for), not a line after a success ("Enregistrement réussi, veuillez-vous connecter": the French ask
opens its line), not an e-mail address to confirm ("メールアドレスの認証が必要です": the Japanese line is
the page's access, or the state alone), not a check that the reader is human ("需要验证" names no log-in).
"""

from __future__ import annotations

_ZH_VERBS = ("登录", "登錄", "登入", "登陆", "登陸")
# (the rules read 请先?登录 and 請先?登入 already: every other spelling, and the asks with 您)
_ZH_ASKS = tuple(
    please + middle + verb
    for please in ("请", "請")
    for middle in ("", "先", "您", "您先")
    for verb in _ZH_VERBS
    if not (middle in ("", "先") and (please, verb) in (("请", "登录"), ("請", "登入")))
)

# The asks, as one alternation for the log-in kind's ``said`` (matched ignoring case, per line)
ASKED: tuple[str, ...] = (
    # fr
    r"^\W*(?:veuillez|merci de|prière de)[- ]vous (?:connecter|identifier|authentifier|reconnecter)"
    r"(?=\s*(?:[.!…]|$)|\s+(?:pour\b|(?:afin|avant) d(?:e\b|\W))|\s+(?:d\W?abord|svp|s['’]il vous plaît)\b)",
    # zh
    *_ZH_ASKS,
    r"^\W*(?:需要|須要|需)(?:身份|登录|登錄)(?:验证|认证|驗證|認證)\W*$",
    # ja
    r"(?:アクセス|閲覧|表示|利用)するには認証が必要です|^\W*認証が必要です\W*$",
    # ko
    r"^\W*(?:[\w.]+\s?)?계정\s?인증이\s?필요합니다\W*$",
)

# A literal each ask holds, for the log-in kind's ``needles`` (lower case; the French asks' "vous connecter",
# "vous identifier", "vous authentifier" and "vous reconnecter" the kind lists already)
ASKED_NEEDLES: tuple[str, ...] = (
    *_ZH_ASKS,
    "身份验证",
    "身份认证",
    "身份驗證",
    "身份認證",
    "登录验证",
    "登录认证",
    "登錄驗證",
    "登錄認證",
    "認証が必要です",
    "인증이",
)

SAID = "|".join(ASKED)
