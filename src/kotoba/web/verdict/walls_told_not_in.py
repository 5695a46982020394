"""The reader told, in so many words, that they are not logged in: a stop whose message is the reader's own
state ("Vous n'êtes pas connecté.", "你还没登录，请先登录", "ログインしていません"), read beside the log-in
kind's own patterns (:mod:`kotoba.web.verdict.walls_rules`) in its one-pass search.

English has said it for long ("You are not logged in"); the other languages said only that a log-in is
asked for. The same stop, said to the reader in their language, as apps and frameworks word it:

- Chinese, Simplified and Traditional: "您还没有登录，请先登录！" (a ThinkPHP back office's ``is_login()``
  check and Java servlet interceptors, exact-string hits whose repositories the index does not name),
  "未登录，请先登录!" (LiuYang888888888/LiuyPersonal, ``aicos-front/src/lang/zh/message.js``,
  ``notLoggedTips``), "您尚未登入，請先登入", "您尚未登入，請登入！" (exact-string hits, repositories not
  named); and Redmine's log-in heading "请登录" (redmine/redmine ``config/locales/zh.yml``,
  ``label_please_login``);
- Japanese "ログインしていません。" and Korean "로그인되어 있지 않습니다." (exact-string hits, repositories
  not named; Redmine's ``ja.yml`` ``label_please_login``: "ログインしてください");
- French "Vous n'êtes pas connecté. Vous devez vous connecter.", Spanish "No has iniciado sesión, ¡Por
  favor inicia sesión!", Brazilian Portuguese "Você não está logado!!! Faça login aqui.", German "Sie sind
  nicht angemeldet. Bitte melden Sie sich erst an.", Italian "Non hai effettuato l'accesso. Accedi e
  riprova.", Russian "Вы не авторизованы! Пожалуйста, выполните вход.", Polish "Nie jesteś zalogowany.
  Zaloguj się", Turkish "Giriş yapmadınız.", Dutch "Je bent niet ingelogd. Log opnieuw in" (exact-string
  hits of each, repositories not named).

Each is the reader's state said to them ("vous", "Sie", "你/您" or "还没", a polite ending), not a
condition ("Si no has iniciado sesión, el bot te pedirá…", "如果您尚未登入 Google Cloud 帳戶，請略過此步驟",
"Als je niet ingelogd bent…"), not the turn after a "but" (MediaWiki's "Konto użytkownika zostało
utworzone, ale nie jesteś zalogowany." is an account made), and not someone else's (a game's
"指定したプレイヤーはログインしていません": the Japanese and Korean state opens its line). Where the page
says it and how much else it says is the judge's, as for every sentence of a wall.
"""

from __future__ import annotations


def _opening(words: tuple[str, ...], unless_after: tuple[str, ...]) -> str:
    """The state's first word (one of ``words``, plain lower-case words), not after a word of
    ``unless_after`` (a condition, a time, a "but"): each look-behind fixed in width, as Python's must be,
    and tried only where the word has matched, so that the search runs on the word, not on every place."""
    guards = "".join(rf"(?<!\b{before} {word})" for before in unless_after for word in words)
    return rf"\b(?:{'|'.join(words)})\b{guards}"


# (Chinese: "if", "as", "when", "but" before the state; one look-behind a character or three)
_NOT_AFTER_ZH = (
    r"(?<!如)(?<!若)(?<!果)(?<!当)(?<!當)(?<!但)(?<!如果你)(?<!如果您)(?<!如你)(?<!如您)(?<!若你)(?<!若您)"
)
# ...the state to the reader (你/您) or "not yet" (还没/還沒), before the verb: one branch for each of its
# spellings, so that each is searched only on a page that holds that word
_STATE_ZH = (
    r"(?:(?:你|您)(?:目前|当前|當前|现在|現在)?(?:还|還)?(?:没有|沒有|没|沒|未|尚未)"
    r"|(?:还|還)(?:没有|沒有|没|沒|未)|尚未)"
)
_LOG_IN_ZH = ("登录", "登錄", "登入", "登陆", "登陸")

# ...said as a sentence: the state's word whole, then the sentence's end or more of it on its line ("Vous
# n'êtes pas connecté.", "Você não está logado!!!", "No has iniciado sesión, inicia sesión"), not a bare
# name over a page of its own (a song's heading "Вы не авторизированы" over its release, titled "… — песня")
_AS_A_SENTENCE = r"[\w()·]*(?=[ \t]*[.!…]|,?[ \t]+\w)"

# The stops, as one alternation for the log-in kind's ``said`` (matched ignoring case, per line)
TOLD_NOT_IN: tuple[str, ...] = (
    # zh: "你还没登入,请点击跳转到登录页面", "您尚未登入。"
    *(_NOT_AFTER_ZH + _STATE_ZH + verb for verb in _LOG_IN_ZH),
    # ja, ko: the state opening its line, said politely — "ログインしていません", "로그인되어 있지 않습니다"
    r"^\W*(?:あなたは|現在|まだ)?\s?ログイン(?:されて|して)(?:い)?ません",
    r"^\W*(?:현재\s?)?로그인(?:이)?\s?(?:되어\s?있지|되지|하지)\s?않(?:습니다|았습니다|으셨습니다)",
    # fr: "Vous n'êtes pas connecté(e)", its accents or apostrophe sometimes lost
    _opening(("vous",), ("si", "quand", "lorsque", "mais"))
    + r" n\W?(?:ê|e)tes pas (?:encore )?(?:connect|identifi|authentifi|logu|loggu)(?:é|e)"
    + _AS_A_SENTENCE,
    # es: "No has iniciado sesión", "No estás conectado"
    _opening(("no",), ("si", "cuando", "pero")) + r" (?:(?:has|ha|han) iniciado (?:la )?sesi[oó]n\b"
    r"|(?:estás|estas|está|esta) (?:logead|logueado|conectad|autenticad|identificad))" + _AS_A_SENTENCE,
    # pt: "Você não está logado", "Você não fez login"
    _opening(("você", "voce", "vc"), ("se", "quando", "mas"))
    + r" (?:não (?:está|esta|estás) (?:logad|conectad|autenticad)[oa]\b"
    r"|(?:ainda )?não (?:fez|efetuou|realizou) (?:o )?login\b)" + _AS_A_SENTENCE,
    # de: "Sie sind nicht angemeldet", "Du bist nicht eingeloggt"
    _opening(("sie sind", "du bist"), ("aber",))
    + r" (?:noch |derzeit |aktuell |momentan )?nicht (?:angemeldet|eingeloggt)\b"
    + _AS_A_SENTENCE,
    # it: "Non hai effettuato l'accesso", "Non sei loggato"
    _opening(("non",), ("se", "quando", "ma"))
    + r" (?:(?:hai|ha|avete) (?:ancora )?effettuato (?:l['’]accesso|il login)\b"
    r"|sei (?:ancora )?(?:loggat|connesso|connessa|autenticat))" + _AS_A_SENTENCE,
    # ru: "Вы не авторизованы", "Вы не вошли в систему"
    _opening(("вы",), ("если", "когда", "но"))
    + r" не (?:авторизован|авторизирован|вошли|залогинен|аутентифицирован)"
    + _AS_A_SENTENCE,
    # pl: "Nie jesteś zalogowany"
    _opening(("nie",), ("jeśli", "jeżeli", "gdy", "kiedy", "ale"))
    + r" (?:jesteś|jestes|jesteście) (?:jeszcze )?zalogowan"
    + _AS_A_SENTENCE,
    # tr: "Giriş yapmadınız", "Oturum açmadınız" (a condition is a suffix: "giriş yapmadıysanız")
    r"\b(?:henüz )?(?:giriş yapmadınız|giriş yapmamışsınız|oturum açmadınız|oturum açmamışsınız)"
    + _AS_A_SENTENCE,
    # nl: "Je bent niet ingelogd", "U bent niet aangemeld"
    _opening(("je bent", "jij bent", "u bent"), ("maar",))
    + r" (?:nog |momenteel )?niet (?:ingelogd|aangemeld)\b"
    + _AS_A_SENTENCE,
)

# A literal each stop holds, for the log-in kind's ``needles`` (lower case): the state's own words, so
# that a page whose menu says "登录" or "ログイン" is not searched for it (Korean's "로그인" the kind lists
# already)
TOLD_NOT_IN_NEEDLES: tuple[str, ...] = (
    *(before + verb for verb in _LOG_IN_ZH for before in ("有", "没", "沒", "未")),
    "ログインして",
    "ログインされて",
    "tes pas",
    "iniciado",
    "logead",
    "logueado",
    "conectad",
    "autenticad",
    "identificad",
    "não est",
    "não fez",
    "não efetuou",
    "não realizou",
    "nicht angemeldet",
    "nicht eingeloggt",
    "effettuato l",
    "effettuato il login",
    "non sei",
    "не авториз",
    "не вошли",
    "не залогин",
    "не аутентиф",
    "zalogowan",
    "yapmadınız",
    "yapmamışsınız",
    "açmadınız",
    "açmamışsınız",
    "niet ingelogd",
    "niet aangemeld",
)

SAID = "|".join(TOLD_NOT_IN)
