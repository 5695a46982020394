"""Not-found pages, age gates, geo blocks and consent walls as the software that serves them words them, in
the languages it ships, where the rules' own patterns (:mod:`kotoba.web.verdict.walls_rules`) do not
already say them: read beside those patterns as literal text, in the table format of
:mod:`kotoba.web.verdict.walls_platforms` (a ``{words}`` gap matches a bounded run of one line), so each costs
the one-pass literal search the rules' needles already make. An apostrophe in an entry matches the straight
one and the curly one alike, as the catalogues and the pages write either. A not-found entry, often a
sentence's heart without its lead-in ("an dieser Stelle nichts gefunden"), counts only as a sentence of its
own (:func:`kotoba.web.verdict.walls_platforms.sentence_branches`): a help page or a changelog that names it
in a sentence going on past it is read.

The sources:

- WordPress's default themes' not-found page (``404.php``: "Oops! That page can’t be found." over "It looks
  like nothing was found at this location. Maybe try a search?") and their empty-archive line
  (``template-parts/content/content-none.php``: "It seems we can’t find what you’re looking for. Perhaps
  searching can help.") as translate.wordpress.org's catalogues give them, shipped in sites' repositories as
  ``wp-content/languages/themes/twentyseventeen-{de_DE,es_ES,fr_FR,it_IT,nl_NL,pt_BR,ru_RU,da_DK}.po`` (e.g.
  Alek-cpu/Doutch, fyfirman/alzahra-wordpress) and
  ``twentynineteen-{pl_PL,zh_CN,zh_TW,sv_SE,tr_TR,cs_CZ,uk,ro_RO,fi,nb_NO}.po``
  (fyfirman/alzahra-wordpress); and the German most themes built on the underscores starter ship in their
  ``404.php`` ("Hoppla! Diese Seite kann nicht gefunden werden." over "Es sieht so aus, als ob an dieser
  Stelle nichts gefunden wurde.").
- Drupal's not-found page ("The requested page could not be found.", which the rules say in English) in
  the French its translation gives it, as openeuropa's multilingual module tests assert it
  (``oe-multilingual``'s Behat context: "La page demandée n'a pas pu être trouvée."), and the Spanish sites'
  own not-found views write in their templates ("No se ha podido encontrar la página solicitada.").
- Astra's not-found page (brainstormforce/astra, ``inc/core/common-functions.php``'s default strings:
  "This page doesn't seem to exist." over "It looks like the link pointing here was faulty. Maybe try
  searching?"), the English the rules did not say.
- Borlabs Cookie's entrance dialog, which stops the visit until the reader chooses (borlabs-cookie's
  ``entranceDescription``, "We need your consent before you can continue on our website.", and its line for
  readers under 16), and its German as sites and their consent scripts carry it ("Wir benötigen Ihre
  Einwilligung, bevor Sie unsere Website weiter besuchen können."); and Cookie Notice's default banner
  (dFactory's plugin, "We use cookies to ensure that we give you the best experience on our website. If
  you continue to use this site we will assume that you are happy with it."), a consent wall only where it
  is all the page says; and so GDPR Cookie Consent's (CookieYes's earlier plugin, "This website uses
  cookies to improve your experience. We'll assume you're ok with this, but you can opt-out if you wish."),
  as sites and themes (Soledad's ``penci_gprd_desc``) ship it.
- MediaWiki's page for a title no page has yet (``noarticletext``: "There is currently no text in this page.",
  which the rules say in English) and for one deleted (``moveddeleted-notice``), as its catalogues give them
  (wikimedia/mediawiki, ``languages/i18n/{de,fr,es}.json``; the Italian and Russian as
  ``languages/messages/Messages{It,Ru}.php`` carry them).
"""

from __future__ import annotations

# The page a site serves for an address it has nothing at (a soft 404's sentence)
NOT_FOUND_SENTENCES: tuple[str, ...] = (
    # Astra's own English, which the rules miss: its not-found heading and the line under it
    "This page doesn't seem to exist.",
    "the link pointing here was faulty",
    # de: the heading most themes give it, the sentence under it, and the empty archive's line
    "Diese Seite kann nicht gefunden werden",
    "an dieser Stelle nichts gefunden",
    "als ob wir nicht das finden konnten, wonach du gesucht hast",
    # es (the heading with its sentence's end: "Esta página no se encuentra disponible en tu país" is a geo
    # block's)
    "Esta página no se encuentra.",
    "no hay nada en esa ubicación",
    "Parece que no encontramos lo que estás buscando",
    # fr
    "rien n'a été trouvé à cette adresse",
    "Il semble que ce que vous cherchez est introuvable",
    # it
    "non sia stato trovato nulla nel posto in cui stavi cercando",
    # nl
    "Deze pagina kon niet worden gevonden",
    "er niets gevonden is op deze locatie",
    "wij niet kunnen vinden wat jij zoekt",
    # pt (pt_BR)
    "Parece que nada foi encontrado por aqui",
    # ru
    "По данному адресу ничего не найдено",
    # pl
    "Nie udało się znaleźć pożądanej strony",
    "Nie udało się znaleźć tego, czego szukasz",
    # zh (zh_CN)
    "该页无法显示",
    "这儿似乎什么都没有，试试搜索",
    "我们可能无法找到您需要的内容",
    # zh (zh_TW)
    "找不到符合條件的頁面",
    "在這裡找不到符合條件的項目",
    # sv
    "Den sidan kan inte hittas",
    "Det verkar inte som något kunde hittas för den här platsen",
    "Det verkar som att vi inte kan hitta det du letar efter",
    # tr
    "O sayfa bulunamadı",
    "Burada bir şey bulamadık",
    "bakındığınız her ne ise bulamıyoruz",
    # cs
    "Omlouváme se, ale stránka nebyla nalezena",
    "se na webu bohužel nenachází",
    # uk
    "Цю сторінку не знайдено",
    "за цією адресою нічого не знайдено",
    "не вдалося знайти те, що ви шукаєте",
    # ro
    "Acea pagină nu poate fi găsită",
    "n-am găsit nimic la această locație",
    # fi (its heading the rules say already)
    "Näyttää siltä että täällä ei ole mitään",
    # da
    "Den side findes ikke",
    "vi ikke kan finde det, du leder efter",
    "Vi kan vist ikke finde, hvad du leder efter",
    # nb (its heading the rules say already)
    "ikke ut til at noe ble funnet på denne adressen",
    "ikke ut til at vi kan finne det du leter etter",
    # Drupal's "The requested page could not be found." as its French translation gives it, and the Spanish
    # sites' own not-found views say it in
    "La page demandée n'a pas pu être trouvée",
    "no se ha podido encontrar la página solicitada",
    # MediaWiki's page for a title no page has (noarticletext), and for one deleted (moveddeleted-notice)
    "Diese Seite enthält momentan noch keinen Text",
    "Diese Seite ist nicht vorhanden.",
    "Il n'y a pour l'instant aucun texte sur cette page",
    "no hay texto en esta página",
    "Esta página ha sido borrada.",
    "In questo momento la pagina richiesta è vuota",
    "В настоящий момент текст на данной странице отсутствует",
)

# A consent manager's dialog that stops the visit until the reader chooses (a consent wall's sentence)
CONSENT_STOPS: tuple[str, ...] = (
    # Borlabs Cookie's entrance dialog, and its line for readers under 16
    "We need your consent before you can continue on our website",
    "you must ask your legal guardians for permission",
    "bevor Sie unsere Website weiter besuchen können",  # de ("Wir benötigen Ihre Einwilligung, …")
    "müssen Sie Ihre Erziehungsberechtigten um Erlaubnis bitten",  # de
)

# A consent manager's banner served alone (a consent wall's text where it is all the page says)
CONSENT_NOTICES: tuple[str, ...] = (
    # Cookie Notice's default message ("We use cookies to ensure that we give you the best experience on our
    # website. If you continue to use this site we will assume that you are happy with it.")
    "If you continue to use this site we will assume that you are happy with it",
    # GDPR Cookie Consent's (CookieYes's earlier plugin) default banner, which themes (Soledad) ship as their
    # own GDPR notice too
    "We'll assume you're ok with this, but you can opt-out if you wish",
)
