"""Not-found pages as the software that serves them words them, in the languages it ships (pages written for
these tests from the catalogues :mod:`kotoba.web.verdict.walls_platforms2` names, not the corpus's):

- WordPress's default themes' not-found page and empty archive (``404.php``, ``content-none.php``) as
  translate.wordpress.org's catalogues give them (``wp-content/languages/themes/twentyseventeen-{de_DE,es_ES,
  fr_FR,it_IT,nl_NL,pt_BR,ru_RU,da_DK}.po`` in Alek-cpu/Doutch and fyfirman/alzahra-wordpress,
  ``twentynineteen-{pl_PL,zh_CN,sv_SE,tr_TR,cs_CZ,uk,ro_RO,fi,nb_NO}.po`` in fyfirman/alzahra-wordpress),
  under a theme's navigation, and the German the underscores-based themes ship in their ``404.php``;
- MediaWiki's page for a title no page has (``noarticletext``) and for a deleted one (``moveddeleted-notice``):
  wikimedia/mediawiki ``languages/i18n/{de,fr,es}.json``, the Italian and Russian of
  ``languages/messages/Messages{It,Ru}.php``, under a skin's heading that is the title asked for.

- Drupal's not-found sentence in French (as openeuropa's ``oe-multilingual`` tests assert it) and the Spanish
  sites' own views use;
- Astra's not-found page in English (brainstormforce/astra's default strings), which the rules did not say;
- Borlabs Cookie's entrance dialog (borlabs-cookie's ``entranceDescription`` and its line for readers under
  16, and its German as sites carry it), a consent wall where the dialog is the page's message; Cookie
  Notice's and GDPR Cookie Consent's default banners, consent walls only where they are all a page says.

And the traps, which are read: a German post on writing a theme's not-found page that quotes its sentence, a
wiki help page quoting MediaWiki's sentence, a Spanish geo block (not a not-found page) whose sentence opens
as the theme's heading does, a whole article that mentions a place where nothing was found, a forum post asking about Astra's heading, a whole Turkish article whose diver says he found nothing there,
whole articles under Borlabs' dialog and under Cookie Notice's banner, and a hostile
page of unfinished sentences, judged without an internal error.
"""

from __future__ import annotations

import pytest

from kotoba.web.outcome import PageRead, ReadFailed
from kotoba.web.page import INTERNAL_ERROR
from kotoba.web.verdict.walls import CONSENT_REASON, SOFT_404_REASON
from tests.web.verdict.walls.corpus import failed_with, read_as_page, read_html

URL = "https://blog.example/2026/06/harbour-dredging"
NAV = (
    "<header><a class='site-title' href='/'>Harbour Notes</a><nav><a href='/'>Home</a> <a href='/blog'>Blog</a> "
    "<a href='/about'>About</a></nav></header>"
)
FOOT = "<footer><p>© 2026 Harbour Notes · <a href='/privacy'>Privacy</a></p></footer>"
SEARCH = "<form role='search' action='/'><label>Search</label><input type='search' name='s'><button>Go</button></form>"


def _page(title: str, main: str, lang: str) -> str:
    return (
        f"<html lang='{lang}'><head><title>{title}</title></head><body>{NAV}<main>{main}</main>{FOOT}</body>"
        "</html>"
    )


# (language, the not-found page's heading, the sentence under it), as the themes' catalogues give them
THEME_NOT_FOUND = [
    ("de", "Die Seite konnte leider nicht gefunden werden.",
     "Wie es aussieht, wurde an dieser Stelle nichts gefunden. Möchtest du eine Suche starten?"),
    ("de", "Hoppla! Diese Seite kann nicht gefunden werden.",
     "Es sieht so aus, als ob an dieser Stelle nichts gefunden wurde. Vielleicht hilft eine Suche?"),
    ("es", "¡Vaya! Esta página no se encuentra.", "Parece que no hay nada en esa ubicación ¿quieres probar a buscar?"),
    ("fr", "Aie&nbsp;! Cette page est introuvable.",
     "Apparemment, rien n&rsquo;a été trouvé à cette adresse. Essayez avec une recherche&nbsp;?"),
    ("nl", "Oeps! Deze pagina kon niet worden gevonden.",
     "Het lijkt erop dat er niets gevonden is op deze locatie. Probeer het eens met een zoekopdracht?"),
    ("pl", "Ups! Nie udało się znaleźć pożądanej strony.", "Niczego tutaj nie ma. Może użyj wyszukiwarki?"),
    ("zh", "有点尴尬诶！该页无法显示。", "这儿似乎什么都没有，试试搜索？"),
    ("sv", "Hoppsan! Den sidan kan inte hittas.",
     "Det verkar inte som något kunde hittas för den här platsen. Testa en sökning kanske?"),
    ("tr", "Amanın! O sayfa bulunamadı.", "Burada bir şey bulamadık. Bir de aramayı denemek ister misiniz?"),
    ("cs", "Omlouváme se, ale stránka nebyla nalezena.",
     "Patrně jste chtěli zobrazit stránku, která se na webu bohužel nenachází."),
    ("uk", "Отакої! Цю сторінку не знайдено.",
     "Схоже, що за цією адресою нічого не знайдено. Можливо, варто спробувати скористатися пошуком?"),
    ("da", "Hov! Den side findes ikke.", "Det ser ud til, at vi ikke kan finde det, du leder efter."),
    ("ro", "Hopa! Acea pagină nu poate fi găsită.", "Se pare că n-am găsit nimic la această locație. Poate încerci o căutare?"),
]


@pytest.mark.parametrize(("language", "heading", "sentence"), THEME_NOT_FOUND)
def test_a_themes_not_found_page_in_its_translations_is_a_soft_404(language: str, heading: str, sentence: str) -> None:
    # (as a page builder's template lays the theme's wording out: no "404" said, no error class)
    main = f"<div class='entry-content'><h1>{heading}</h1><p>{sentence}</p><a href='/'>Home</a></div>"
    assert failed_with(read_html(_page("Harbour Notes", main, language), URL), SOFT_404_REASON)


# (language, the sentence alone, as a theme's template or a site's own heading leaves it)
THEME_SENTENCES_ALONE = [
    ("de", "Es sieht so aus, als ob an dieser Stelle nichts gefunden wurde. Vielleicht hilft eine Suche?"),
    ("fr", "Apparemment, rien n'a été trouvé à cette adresse. Essayez avec une recherche ?"),
    ("it", "Pare che non sia stato trovato nulla nel posto in cui stavi cercando."),
    ("nl", "Het lijkt erop dat er niets gevonden is op deze locatie. Probeer het eens met een zoekopdracht?"),
    ("pt", "Parece que nada foi encontrado por aqui. Tente uma busca talvez?"),
    ("ru", "По данному адресу ничего не найдено. Попробуйте воспользоваться поиском."),
    ("sv", "Det verkar inte som något kunde hittas för den här platsen. Testa en sökning kanske?"),
    ("tr", "Burada bir şey bulamadık. Bir de aramayı denemek ister misiniz?"),
    ("cs", "Patrně jste chtěli zobrazit stránku, která se na webu bohužel nenachází. Můžete ale zkusit vyhledávání "
     "konkrétního klíčového slova."),
    ("uk", "Схоже, що за цією адресою нічого не знайдено. Можливо, варто спробувати скористатися пошуком?"),
    ("ro", "Se pare că n-am găsit nimic la această locație. Poate încerci o căutare?"),
    ("fi", "Näyttää siltä että täällä ei ole mitään. Kokeilepa hakua?"),
    ("da", "Det ser ud til, at vi ikke kan finde det, du leder efter. Måske en søgning vil hjælpe?"),
    ("nb", "Det ser ikke ut til at noe ble funnet på denne adressen. Kanskje du kan prøve et søk?"),
    # (Drupal's French, and the Spanish of sites' own views)
    ("fr", "La page demandée n'a pas pu être trouvée."),
    ("es", "Lo sentimos, no se ha podido encontrar la página solicitada. Por favor, vuelva a la página de inicio."),
]


@pytest.mark.parametrize(("language", "sentence"), THEME_SENTENCES_ALONE)
def test_the_themes_not_found_sentence_alone_is_a_soft_404(language: str, sentence: str) -> None:
    main = f"<div class='entry-content'><p>{sentence}</p><a href='/'>Home</a></div>"
    assert failed_with(read_html(_page("Harbour Notes", main, language), URL), SOFT_404_REASON)


# (language, the empty archive's heading, its sentence)
EMPTY_ARCHIVES = [
    ("de", "Nichts gefunden",
     "Es sieht so aus, als ob wir nicht das finden konnten, wonach du gesucht hast. Möglicherweise hilft eine Suche."),
    ("es", "Nada encontrado", "Parece que no encontramos lo que estás buscando. Puede que una búsqueda te ayude."),
    ("fr", "Aucun résultat", "Il semble que ce que vous cherchez est introuvable. Essayez avec une recherche."),
    ("nl", "Niets gevonden", "Het lijkt erop dat wij niet kunnen vinden wat jij zoekt. Wellicht dat de zoekfunctie kan helpen."),
    ("pl", "Niczego nie znaleziono",
     "Nie udało się znaleźć tego, czego szukasz. Być może wyszukiwanie przyniesie lepsze rezultaty."),
    ("zh", "未找到", "我们可能无法找到您需要的内容。或许搜索功能可以帮到您。"),
    ("sv", "Kunde inte hittas", "Det verkar som att vi inte kan hitta det du letar efter. Prova att göra en sökning."),
    ("tr", "Hiçbir şey bulunamadı", "Görünen o ki bakındığınız her ne ise bulamıyoruz. Belki arama özelliği yardımcı olabilir."),
    ("cs", "Nenalezeno", "Požadovaný obsah se na webu bohužel nenachází. Můžete ale zkusit vyhledávání konkrétního klíčového slova."),
    ("uk", "Нічого не знайдено", "Схоже, що не вдалося знайти те, що ви шукаєте. Можливо допоможе пошук."),
    ("da", "Intet fundet", "Vi kan vist ikke finde, hvad du leder efter. Måske en søgning vil hjælpe?"),
    ("nb", "Intet funnet", "Det ser ikke ut til at vi kan finne det du leter etter. Kanskje et søk kan hjelpe."),
]


@pytest.mark.parametrize(("language", "heading", "sentence"), EMPTY_ARCHIVES)
def test_a_themes_empty_page_in_its_translations_is_a_soft_404(language: str, heading: str, sentence: str) -> None:
    main = f"<div class='entry-content'><h1>{heading}</h1><p>{sentence}</p>{SEARCH}</div>"
    assert failed_with(read_html(_page("Harbour Notes", main, language), URL), SOFT_404_REASON)


# (language, MediaWiki's sentence for a title with no page, or for a deleted one, with what follows it)
MEDIAWIKI_NO_PAGE = [
    ("de", "Diese Seite enthält momentan noch keinen Text. Du kannst sie <a href='?action=edit'>erstellen</a>, "
     "ihren Titel auf anderen Seiten <a href='/wiki/Spezial:Suche'>suchen</a> oder die zugehörigen Logbücher "
     "betrachten."),
    ("de", "Diese Seite ist nicht vorhanden. Zur Information folgt das Lösch-, Seitenschutz- und "
     "Verschiebungs-Logbuch dieser Seite."),
    ("fr", "Il n’y a pour l’instant aucun texte sur cette page. Vous pouvez <a href='/wiki/Spécial:Recherche'>lancer "
     "une recherche sur ce titre</a> dans les autres pages, rechercher dans les opérations liées ou créer cette page."),
    ("es", "Actualmente no hay texto en esta página. Puedes <a href='/wiki/Especial:Buscar'>buscar este título de "
     "página</a> en otras páginas, buscar en los registros relacionados o crear esta página."),
    ("es", "Esta página ha sido borrada. A continuación, se proporciona el registro de borrados y traslados de la "
     "página para más información."),
    ("it", "In questo momento la pagina richiesta è vuota. È possibile <a href='/wiki/Speciale:Ricerca'>cercare "
     "questo titolo</a> nelle altre pagine del sito oppure creare la pagina."),
    ("ru", "В настоящий момент текст на данной странице отсутствует. Вы можете <a href='/wiki/Служебная:Поиск'>найти "
     "упоминание данного названия</a> в других статьях или создать страницу с таким названием."),
]


@pytest.mark.parametrize(("language", "sentence"), MEDIAWIKI_NO_PAGE)
def test_mediawikis_page_for_a_missing_title_in_its_translations_is_a_soft_404(language: str, sentence: str) -> None:
    # (as a skin serves it: the heading is the title asked for, the tab titled with it and the wiki's name)
    content = (
        "<div id='content'><h1 id='firstHeading'>Harbour dredging</h1><div id='mw-content-text'>"
        f"<div class='noarticletext mw-content-ltr'><p>{sentence}</p></div></div></div>"
        "<div id='mw-panel'><a href='/wiki/Special:RecentChanges'>Recent changes</a></div>"
    )
    page = _page("Harbour dredging – Harbour Wiki", content, language)
    assert failed_with(read_html(page, "https://wiki.example/wiki/Harbour_dredging"), SOFT_404_REASON)


ASTRA = [
    ("This page doesn't seem to exist.", "It looks like the link pointing here was faulty. Maybe try searching?"),
    ("This page doesn’t seem to exist.", "It looks like the link pointing here was faulty. Maybe try searching?"),
    ("Harbour Notes", "It looks like the link pointing here was faulty. Maybe try searching?"),
]


@pytest.mark.parametrize(("heading", "sentence"), ASTRA)
def test_astras_not_found_page_is_a_soft_404(heading: str, sentence: str) -> None:
    # (as a page builder lays it out under a title an SEO plugin rewrote: nothing else says "404")
    main = f"<div class='ast-container'><h1>{heading}</h1><div class='page-sub-title'>{sentence}</div>{SEARCH}</div>"
    assert failed_with(read_html(_page("Harbour Notes", main, "en"), URL), SOFT_404_REASON)


# (language, Borlabs Cookie's dialog: heading, its sentences)
BORLABS = [
    ("en", "Privacy Preference", "We need your consent before you can continue on our website.",
     "If you are under 16 and wish to give consent to optional services, you must ask your legal guardians for "
     "permission."),
    ("de", "Datenschutz-Präferenz", "Wir benötigen Ihre Einwilligung, bevor Sie unsere Website weiter besuchen können.",
     "Wenn Sie unter 16 Jahre alt sind und Ihre Einwilligung zu optionalen Services geben möchten, müssen Sie Ihre "
     "Erziehungsberechtigten um Erlaubnis bitten."),
    ("de", "Datenschutzeinstellungen", "Wir benötigen Ihre Zustimmung, bevor Sie unsere Website weiter besuchen können.",
     "Wenn Sie unter 16 Jahre alt sind und Ihre Zustimmung zu freiwilligen Diensten geben möchten, müssen Sie Ihre "
     "Erziehungsberechtigten um Erlaubnis bitten."),
]


def _borlabs(heading: str, first: str, second: str) -> str:
    # (the dialog's text as a reader meets it, with no mark of the manager's own markup)
    return f"<div class='entry-content'><h1>{heading}</h1><p>{first} {second}</p><a class='btn' href='/'>Accept all</a></div>"


@pytest.mark.parametrize(("language", "heading", "first", "second"), BORLABS)
def test_borlabs_dialog_over_a_page_with_nothing_else_is_a_consent_wall(
    language: str, heading: str, first: str, second: str
) -> None:
    # (the article is drawn by a script once the reader has chosen: the dialog is what the page serves)
    page = _page("Harbour Notes", _borlabs(heading, first, second), language)
    assert failed_with(read_html(page, URL), CONSENT_REASON)


BANNERS = [
    "We use cookies to ensure that we give you the best experience on our website. If you continue to use this "
    "site we will assume that you are happy with it.",
    "This website uses cookies to improve your experience. We'll assume you're ok with this, but you can opt-out if "
    "you wish.",
]


@pytest.mark.parametrize("banner", BANNERS)
def test_a_cookie_banner_that_is_all_a_page_says_is_a_consent_wall(banner: str) -> None:
    page = _page("Harbour Notes", f"<div class='entry-content'><p>{banner}</p><a class='btn' href='/'>Ok</a></div>", "en")
    assert failed_with(read_html(page, URL), CONSENT_REASON)


_ARTICLE = "".join(
    f"<p>{sentence}</p>"
    for sentence in (
        "The harbour authority will begin dredging the inner basin in September, three years after the fishing "
        "cooperative first asked for it.",
        "The work will take eleven weeks and cost four million euros, two thirds of it paid by the region.",
        "Fishermen welcome the work but fear that the dredgers will block the channel for weeks; the authority has "
        "promised to work at night.",
        "Residents of the quay have asked for the noise to be measured, and the council has agreed to publish the "
        "figures every Friday.",
    )
)


@pytest.mark.parametrize(
    "box",
    [_borlabs(*BORLABS[0][1:]), *(f"<div class='notice'><p>{banner}</p><a class='btn' href='/'>Ok</a></div>" for banner in BANNERS)],
)
def test_a_whole_article_under_a_consent_managers_box_is_read(box: str) -> None:
    page = _page("Dredging to start", f"<article><h1>Dredging to start in September</h1>{_ARTICLE}</article>{box}", "en")
    assert read_as_page(read_html(page, URL), "every Friday")


def test_a_forum_post_asking_about_astras_heading_is_read() -> None:
    post = _page(
        "Custom 404 text not showing",
        "<article class='post'><h1>Custom 404 text not showing</h1>"
        "<p>I changed the 404 page in the customizer, but visitors still see “This page doesn't seem to exist.” "
        "with the search box under it. I cleared the cache of my caching plugin and of the CDN, and the old text "
        "is still there on every missing address.</p>"
        "<p>The child theme has no 404.php of its own, and the filter I added in functions.php runs, because the "
        "log shows it. Is there a setting in the theme options that overrides the customizer, or does the page "
        "builder's template win over both?</p>"
        "<p>Reply: the page builder's theme-builder template wins. Disable its 404 template or edit the text "
        "there, and the customizer's text comes back.</p></article>",
        "en",
    )
    assert read_as_page(read_html(post, "https://forum.example/t/custom-404/881"), "customizer's text comes back")


def test_a_post_on_writing_a_not_found_page_that_quotes_the_theme_is_read() -> None:
    post = _page(
        "Eine bessere 404-Seite für dein Theme",
        "<article><h1>Eine bessere 404-Seite für dein Theme</h1>"
        "<p>Die meisten Themes zeigen auf ihrer Fehlerseite nur den Satz „Es sieht so aus, als ob an dieser Stelle "
        "nichts gefunden wurde.“ Das ist ehrlich, hilft aber niemandem weiter. Besser ist es, den Lesern zu zeigen, "
        "wo sie weitermachen können: die neuesten Beiträge, die Kategorien und ein Suchfeld, das schon den Begriff "
        "aus der Adresse enthält.</p>"
        "<p>In der Vorlage 404.php ersetzt du dazu den Absatz unter der Überschrift durch eine Schleife über die "
        "letzten fünf Beiträge. Wer mag, zeigt außerdem die meistgenutzten Kategorien an; das Widget dafür bringt "
        "WordPress schon mit. Vergiss nicht, den Statuscode zu prüfen: Die Seite muss weiterhin 404 liefern, sonst "
        "landen die leeren Adressen im Index der Suchmaschinen.</p>"
        "<p>Zum Schluss lohnt ein Blick in die Statistik. Welche Adressen führen am häufigsten ins Leere? Oft sind es "
        "alte Links aus Newslettern, die sich mit einer Weiterleitung in einer Minute reparieren lassen.</p></article>",
        "de",
    )
    assert read_as_page(read_html(post, "https://blog.example/2026/06/404-seite"), "Weiterleitung in einer Minute")


def test_a_wiki_help_page_quoting_mediawikis_sentence_is_read() -> None:
    help_page = _page(
        "Hilfe:Neue Seite anlegen – Harbour Wiki",
        "<div id='content'><h1 id='firstHeading'>Hilfe:Neue Seite anlegen</h1><div id='mw-content-text'>"
        "<p>Folgst du einem roten Link, zeigt das Wiki den Hinweis „Diese Seite enthält momentan noch keinen Text.“ "
        "Das heißt nur, dass es zu diesem Titel noch keinen Artikel gibt. Über den Reiter „Erstellen“ legst du ihn "
        "an; schreib zuerst eine Einleitung von zwei, drei Sätzen und ergänze dann die Abschnitte.</p>"
        "<p>Bevor du speicherst, prüfe mit der Suche, ob es das Thema nicht schon unter einem anderen Titel gibt. "
        "Dann ist eine Weiterleitung besser als ein zweiter Artikel. Vergiss auch die Kategorien am Ende der Seite "
        "nicht, damit andere den neuen Artikel finden.</p>"
        "<p>Bilder lädst du über die Seite zum Hochladen hoch; gib dabei immer die Quelle und die Lizenz an.</p>"
        "</div></div>",
        "de",
    )
    assert read_as_page(read_html(help_page, "https://wiki.example/wiki/Hilfe:Neue_Seite"), "Quelle und die Lizenz")


def test_a_geo_block_whose_sentence_opens_as_the_themes_heading_is_not_a_not_found_page() -> None:
    # ("Esta página no se encuentra." is the theme's heading whole; the same words go on in a geo block)
    main = (
        "<section class='blocked'><h1>Acceso restringido</h1><p>Esta página no se encuentra disponible en tu país."
        "</p></section>"
    )
    outcome = read_html(_page("Harbour TV", main, "es"), "https://tv.example/serie/harbour")
    assert not failed_with(outcome, SOFT_404_REASON)


def test_a_whole_article_about_a_search_that_found_nothing_is_read() -> None:
    body = "".join(
        f"<p>{sentence}</p>"
        for sentence in (
            "Die Taucher der Wasserschutzpolizei haben am Dienstag den Grund des inneren Hafenbeckens abgesucht, "
            "nachdem Anwohner von Fässern im Schlick berichtet hatten.",
            "Nach vier Stunden stand fest: Es wurde an dieser Stelle nichts gefunden, was auf eine Verschmutzung "
            "hindeutet. Die Proben aus dem Schlick gehen trotzdem ins Labor.",
            "Die Hafenverwaltung will das Becken im Herbst ausbaggern lassen. Die Ausschreibung läuft seit Mai, den "
            "Zuschlag soll der Stadtrat im Juli erteilen.",
            "Die Fischer begrüßen die Arbeiten, fürchten aber, dass die Baggerschiffe die Fahrrinne für Wochen "
            "blockieren. Die Verwaltung hat zugesagt, nachts zu arbeiten.",
        )
    )
    page = _page("Taucher finden im Hafenbecken keine Fässer", f"<article><h1>Taucher finden keine Fässer</h1>{body}</article>", "de")
    assert read_as_page(read_html(page, "https://news.example/2026/06/hafen"), "nachts zu arbeiten")


def test_a_whole_turkish_article_where_divers_found_nothing_is_read() -> None:
    body = "".join(
        f"<p>{sentence}</p>"
        for sentence in (
            "Liman idaresinin dalgıçları salı günü iç havuzun tabanını taradı; mahalle sakinleri çamurda varil "
            "gördüklerini bildirmişti.",
            "Dört saatlik aramanın ardından ekip şefi kısa konuştu: Burada bir şey bulamadık, yine de çamurdan "
            "alınan örnekler laboratuvara gönderilecek.",
            "Liman idaresi havuzu sonbaharda taratmayı planlıyor. İhale mayıs ayından beri sürüyor ve belediye "
            "meclisinin temmuzda karar vermesi bekleniyor.",
            "Balıkçılar çalışmaları memnuniyetle karşılıyor, ancak tarama gemilerinin kanalı haftalarca "
            "kapatmasından endişe ediyor; idare geceleri çalışma sözü verdi.",
        )
    )
    page = _page("Dalgıçlar havuzda varil bulamadı", f"<article><h1>Dalgıçlar varil bulamadı</h1>{body}</article>", "tr")
    assert read_as_page(read_html(page, "https://news.example/2026/06/liman"), "geceleri çalışma sözü verdi")


def test_a_hostile_page_of_unfinished_sentences_is_judged_without_an_internal_error() -> None:
    hostile = _page(
        "x",
        "<p>" + "an dieser Stelle nichts " * 4_000 + "</p><p>" + "这儿似乎什么都" * 3_000 + "</p><p>"
        + "In questo momento la pagina richiesta " * 2_000 + "</p>",
        "de",
    )
    outcome = read_html(hostile, URL)
    assert isinstance(outcome, (PageRead, ReadFailed))
    # (an internal error's reason is page.INTERNAL_ERROR, and its failure carries the exception)
    assert not (isinstance(outcome, ReadFailed) and (outcome.bug is not None or INTERNAL_ERROR in outcome.reason))
    # (no sentence is whole anywhere on it: the page is not a not-found page)
    assert not failed_with(outcome, SOFT_404_REASON)
