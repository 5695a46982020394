"""Log-in stops, paywall boxes, geo blocks and pay-or-accept consent walls as the software that serves them
words them, in the languages it ships, where the rules' own patterns (:mod:`kotoba.web.verdict.walls_rules`)
and the earlier tables (:mod:`kotoba.web.verdict.walls_platforms`, :mod:`kotoba.web.verdict.walls_platforms2`)
do not already say them: read beside those patterns as literal text, in the same table format (a ``{link}``
gap is the link to log in, bounded; an apostrophe matches the straight one and the curly one alike), so each
costs the one-pass literal search the rules' needles already make. Each is read as a wall only where it is
the page's message, never as an aside in an article or a quotation in a help page.

The sources:

- NodeBB's page for a guest on a category it may not read (``public/language/<language>/global.json`` in
  NodeBB/NodeBB: ``403.message``, "You seem to have stumbled upon a page that you do not have access to.",
  and ``403.login``, "Perhaps you should try logging in?", which its template shows only to a reader not
  logged in), in its German, Spanish, Chinese, Korean and Swedish, where the rules miss them.
- Joomla's refusals of a guest (``JERROR_ALERTNOAUTHOR``, "You are not authorised to view this resource.",
  ``JERROR_LOGIN_DENIED``, "You do not have access to the private area of this site.", and
  ``JGLOBAL_YOU_MUST_LOGIN_FIRST``, "Please login first") in its German language pack (joomlagerman/joomla,
  ``language/de-DE/de-DE.ini``).
- ownCloud's and Nextcloud's page for a share kept behind a password (``apps/files_sharing/templates/
  authenticate.php``: "This share is password-protected", over the password field), which the rules missed
  in English, and its Turkish ("Bu paylaşım parola korumalı") as an ownCloud-compatible server's
  translation tables carry it (exact-string hits of a public code index, which does not name their
  repositories).
- The log-in guard many sites' and apps' own code puts in a page's place for a reader not logged in, where the
  rules missed its Dutch, Swedish and Polish ("Je moet ingelogd zijn om deze pagina te bekijken.", "Du måste
  vara inloggad för att se denna sida.", "Musisz być zalogowany, aby zobaczyć tę stronę"), the page (or its
  content) named as what the log-in is for (exact-string hits of the same index, in many projects).
- Ghost's members-only box in Casper's Polish and its free member's upgrade line in Casper's Italian
  (TryGhost/Casper, ``locales/{pl,it}.json``), the catalogues whose box the rules did not yet say.
- A Swedish daily's box where a subscriber's article stops ("Denna artikel är för prenumeranter"), as a news
  reader's paywall markers for Dagens Nyheter list it (an exact-string hit of the same index).
- A course platform's lock on its lessons for a reader not enrolled ("You must be enrolled in this course to
  access this …"), as course apps' own refusals word it (exact-string hits of a public code index, which does
  not name their repositories).
- Geo blocks in the languages the rules had few of: Danish, Swedish and Turkish as services word them
  ("Tjenesten er ikke tilgængelig i dit område.", "Tjänsten är inte tillgänglig i din region.", "Hizmet
  bölgenizde kullanılamıyor.", an MSN service's ``ServiceNotAvailableInYourArea`` in a weather gadget's
  catalogues; "… er endnu ikke tilgængelig i dit land", Mozilla VPN's ``vpn-pricing-vpn-not-available``;
  YouTube's "Denne video er ikke tilgængelig i dit land." as a site's source quotes it), the Turkish
  streaming services' "Bu hizmet bölgenizde kullanılamıyor" (BluTV's and Exxen's, as a guide for readers
  abroad quotes them), Youku's "该视频仅限中国大陆地区播放" (as video extractors test for it), KKStream's
  player (``KKS.ERROR.PLAYCRAFT.1003``, "Sorry, the service is not available in your location.", in its
  Japanese), a Japanese service's ``overseasError`` ("本サービスは日本国内でのみご利用いただけます。"), the
  Japanese streaming services' own refusals as a region checker's probes look for them (DMM TV's
  "海外からはご利用いただけません", U-NEXT's "日本国外からはご利用いただけません", TVer's
  "日本国外では動画を視聴できません") and PlayTube's Dutch ``video_not_available_location`` ("Deze video
  is niet beschikbaar op jouw locatie."), exact-string hits of the same index. (Korean services' refusals
  the rules say already.)
- A cookie-or-pay wall's stop as We.Publish's ``CookieOrPay`` dialog words it for a Swiss publisher ("Bitte
  beachte, dass die kostenlose Nutzung unseres Angebotes ohne deine Einwilligung nicht möglich ist."), its
  free option named beside the subscription.
"""

from __future__ import annotations

# A log-in asked for before the page is shown (a log-in wall's sentence)
LOGIN_STOPS: tuple[str, ...] = (
    # NodeBB's page for a guest (403.message; and 403.login, its link the whole ask, where not a question)
    "Du hast keine Zugriffsberechtigung für diese Seite.",  # de
    "Du solltest Dich anmelden.",  # de (its link the whole word)
    "a la cual no tienes permisos para acceder",  # es ("Al parecer has llegado a una página a la cual …")
    "您似乎没有访问此页面的权限",  # zh
    "권한이 없는 페이지에 접속을 시도하였습니다",  # ko
    "Du verkar ha ramlat in på en sida du ej har tillgång till",  # sv
    # Joomla's refusals of a guest in its German pack
    "Es ist nicht erlaubt diese Ressource einzusehen",  # JERROR_ALERTNOAUTHOR
    "Es gibt keinen Zugriff auf die privaten Seiten",  # JERROR_LOGIN_DENIED
    "Bitte zuerst anmelden",  # JGLOBAL_YOU_MUST_LOGIN_FIRST
    # ownCloud's and Nextcloud's page for a share kept behind a password, over its password field, in English
    # and in the Turkish its translations give it (the others the rules read already beside the field)
    "This share is password-protected",
    "Bu paylaşım parola korumalı",
    # The log-in guard sites' and apps' own code words for a page, in the languages the rules missed it in
    "Je moet ingelogd zijn om deze pagina te bekijken",  # nl
    "Je moet ingelogd zijn om deze pagina te bezoeken",  # nl
    "Je moet ingelogd zijn om deze pagina te zien",  # nl
    "Du måste vara inloggad för att se denna sida",  # sv
    "Du måste vara inloggad för att se innehållet",  # sv
    "Musisz być zalogowany, aby zobaczyć tę stronę",  # pl
)

# The box a paid post ends on, under its opening (a paywall's notice)
PAYWALL_NOTICES: tuple[str, ...] = (
    # Ghost's members-only box in Casper's Polish (for subscribers, paying subscribers, free subscribers)
    "Ten post jest tylko dla subskrybentów",
    "Ten post jest tylko dla płatnych subskrybentów",
    "Ten post jest tylko dla bezpłatnych subskrybentów",
    # ...and the free member's upgrade line in Casper's Italian
    "Esegui l'upgrade a un account a pagamento per ottenere l'accesso completo.",
    # A Swedish daily's box where the article stops (Dagens Nyheter's, as a news reader's paywall markers
    # list it)
    "Denna artikel är för prenumeranter",
    # A course platform's lock on its lessons (the lesson, the page named as what it locks: "… to access the
    # exercises" on a course's own page says what else enrolling opens, its syllabus read)
    "You must be enrolled in this course to access this",
)

# A refusal of readers from where they are (a geo block's sentence)
GEO_BLOCKS: tuple[str, ...] = (
    "ikke tilgængelig i dit land",  # da ("Denne video er …", "… er endnu ikke …")
    "ikke tilgængelig i dit område",  # da ("Tjenesten er …", "Denne tjeneste er … i øjeblikket")
    "hizmet bölgenizde kullanılamıyor",  # tr ("Bu hizmet …", "Hizmet … .")
    "inte tillgänglig i din region.",  # sv ("Tjänsten är …", "Den här tjänsten är för närvarande …")
    "仅限中国大陆地区播放",  # zh ("抱歉,该视频仅限中国大陆地区播放,请您观看其他视频!")
    "ご利用の地域ではご指定の作品は再生できません",  # ja ("お客さまがご利用の地域では…")
    "本サービスは日本国内でのみご利用いただけます",  # ja
    "海外からはご利用いただけません",  # ja (DMM TV)
    "国外からはご利用いただけません",  # ja (U-NEXT, "日本国外からは…")
    "日本国外では動画を視聴できません",  # ja (TVer)
    "niet beschikbaar op jouw locatie",  # nl ("Deze video is …")
)

# A consent wall that offers the free site only with consent, or a subscription (a consent wall's sentence)
CONSENT_STOPS: tuple[str, ...] = (
    "die kostenlose Nutzung unseres Angebotes ohne deine Einwilligung nicht möglich",  # de
)
