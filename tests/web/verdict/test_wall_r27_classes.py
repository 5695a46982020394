"""Classes of not-found page the rules read as pages, each on pages written for these tests (not the corpus's),
in the languages the class covers, beside the traps that carry the same words and are the page asked for:

- an expired invitation's or link's page stating the rule of such links without a number ("Invitations expire
  after a certain amount of time for security reasons");
- a Markdown page as a site generator stores it, its title in its front matter ("title: Page introuvable"),
  read with that title and without the block of settings;
- Docusaurus's not-found sentence as its translations ship it ("Nous n'avons pas pu trouver ce que vous
  cherchiez."), a page headed moved or deleted ("Page déplacée ou supprimée"), French's "we seem to have lost
  this page", and a French not-found page's ways on (the site's list of pages, letting the site know);
- Japanese not-found pages' own sentences: the page (its address named or not) that could not be found, or
  that may have been moved or deleted.
"""

from __future__ import annotations

import pytest

from kotoba.web.verdict.walls import LINK_GONE_REASON, SOFT_404_REASON
from kotoba.web.verdict.walls_front_matter import MATTER_CHARS, TITLE_CHARS, front_matter
from tests.web.verdict.walls.corpus import card, failed_with, read_as_page, read_html, read_markdown

# Where the Markdown pages of these tests are served
MARKDOWN_URL = "https://docs.example/fr/ancienne-page/"


# An expired invitation's or link's page whose one line beside the state gives the rule of such links, with
# no number and no word to the reader
VAGUE_RULE = [
    (
        "Invitation",
        "Sorry, this invitation has expired",
        ["Invitations expire after a certain amount of time."],
    ),
    ("Invite", "This invite link has expired", ["Invite links expire after a set period of time."]),
    ("Invitation", "Cette invitation a expiré", ["Les invitations expirent après un certain temps."]),
    (
        "Einladung",
        "Der Einladungslink ist abgelaufen",
        ["Einladungslinks verfallen nach einer gewissen Zeit."],
    ),
    ("Enlace", "Este enlace ha caducado", ["Los enlaces caducan después de un tiempo."]),
]


@pytest.mark.parametrize(("title", "heading", "lines"), VAGUE_RULE)
def test_an_expired_links_page_giving_the_rule_without_a_number_is_a_soft_404(
    title: str, heading: str, lines: list[str]
) -> None:
    outcome = read_html(card(title, heading, lines, "Home"), url="https://club.example/invite/3f9a2d")
    assert failed_with(outcome, LINK_GONE_REASON)


def test_a_story_or_a_help_page_on_expiring_invitations_is_read() -> None:
    story = card(
        "Invitation expired",
        "Invitation expired",
        [
            "The club's invitations expire after a certain amount of time, its founders wrote in 2021.",
            "Membership grew from two hundred to two thousand within a year as early users traded codes.",
        ],
        "More news",
    )
    assert read_as_page(read_html(story), "Membership grew")
    help_page = card(
        "Help centre",
        "Why has my invite link expired?",
        ["Invite links expire after a certain amount of time for security reasons."],
        "Contact support",
    )
    assert read_as_page(read_html(help_page), "for security reasons")


# A Markdown page with its site generator's front matter: the title in the block, the page's words below it
FRONT_MATTER = [
    "---\ntitle: Page not found\nlayout: default\npermalink: /404.html\n---\n\nTry the [home page](/).\n",
    "---\ntitle: Page introuvable\nlang: fr\n---\n\nRetournez à l'[accueil](/fr/).\n",
    '---\ntitle: "Seite nicht gefunden"\ntags:\n  - fehler\n---\n\nZurück zur [Startseite](/).\n',
    "---\ntitle: 'Página no encontrada'\n---\n\nVolver al [inicio](/es/).\n",
]


@pytest.mark.parametrize("text", FRONT_MATTER)
def test_a_markdown_not_found_page_titled_in_its_front_matter_is_a_soft_404(text: str) -> None:
    assert failed_with(read_markdown(text, MARKDOWN_URL), SOFT_404_REASON)


def test_a_markdown_post_titled_in_its_front_matter_is_read() -> None:
    post = (
        "---\ntitle: Page not found, a short history of the 404\ndate: 2024-03-02\n---\n\n"
        "The first web servers answered a missing document with a terse line of their own. Designers soon "
        "turned the answer into a page of its own, with a search box and a joke.\n\n"
        "By the late nineties, agencies sold custom error pages as part of a site's brand, and some became "
        "famous in their own right: a lost astronaut, a broken vase, a dog that ate the page.\n"
    )
    assert read_as_page(read_markdown(post, MARKDOWN_URL), "first web servers")
    # (a rule under a paragraph is no front matter: the text is read as written)
    ruled = "---\n\nPage not found is the title of the band's second record, released in May.\n\n---\n"
    assert read_as_page(read_markdown(ruled, MARKDOWN_URL), "second record")


def test_front_matter_is_read_only_within_its_reach() -> None:
    assert front_matter("---\ntitle: Page introuvable\n---\nAccueil") == ("Page introuvable", "Accueil")
    assert front_matter("---\ntitle: x\nThis line is prose, not a setting.\n---\n") is None
    # (a block that has not closed within MATTER_CHARS is none, however long the text; a title is cut)
    hostile = "---\n" + "key: value\n" * 100_000 + "---\n"
    assert len(hostile) > 100 * MATTER_CHARS
    assert front_matter(hostile) is None
    long_title = front_matter("---\ntitle: " + "x" * 1000 + "\n---\nbody")
    assert long_title is not None and len(long_title.title) == TITLE_CHARS


# A not-found page whose only evidence is Docusaurus's translated sentence, or a headline saying the page
# moved or deleted, or French's "we seem to have lost this page" with its ways on
SAID_OTHERWISE = [
    ("Acme", "Acme", ["Nous n'avons pas pu trouver ce que vous cherchiez.", "Retour à l'accueil"]),
    ("Acme", "Acme", ["Wir konnten nicht finden, wonach Sie gesucht haben.", "Zur Startseite"]),
    ("Acme", "Acme", ["No pudimos encontrar lo que estabas buscando.", "Volver al inicio"]),
    ("Acme", "Acme", ["Não foi possível encontrar o que você está procurando.", "Voltar"]),
    # (Italian as sites' own not-found pages word it: "Non siamo riusciti a trovare quello che stavi cercando")
    ("Acme", "Acme", ["Non siamo riusciti a trovare quello che stavi cercando.", "Torna alla home"]),
    ("Seite verschoben oder gelöscht", "Acme", ["Zur Startseite"]),
    ("Página movida o eliminada", "Acme", ["Volver al inicio"]),
    (
        "Acme",
        "Oh là là !",
        [
            "Il semble que nous ayons égaré cette page lors du déménagement du site.",
            "Visitez notre page qui répertorie toutes nos pages avec un filtre,",
            "ou écrivez-nous pour nous faire savoir ce que vous cherchiez et comment vous êtes arrivé ici.",
        ],
    ),
]


@pytest.mark.parametrize(("title", "heading", "lines"), SAID_OTHERWISE)
def test_a_not_found_page_said_as_translations_and_sites_say_it_is_a_soft_404(
    title: str, heading: str, lines: list[str]
) -> None:
    outcome = read_html(card(title, heading, lines, "Acme"), url="https://acme.example/docs/old")
    assert failed_with(outcome, SOFT_404_REASON)


def test_a_page_moved_alone_or_an_article_quoting_the_sentence_is_read() -> None:
    moved = card("Page déplacée", "Page déplacée", ["Cette page a une nouvelle adresse."], "Y aller", "/new")
    assert read_as_page(read_html(moved), "nouvelle adresse")
    article = card(
        "Traduire Docusaurus en français",
        "Traduire Docusaurus en français",
        [
            "Le thème classique traduit sa page d'erreur : « Nous n'avons pas pu trouver ce que vous "
            "cherchiez. » suit le titre, puis une ligne invite à contacter le propriétaire du site.",
            "Les fichiers de traduction se trouvent dans le dossier i18n, un par langue, et chaque clé garde "
            "son texte anglais comme description, ce qui aide les traducteurs à relire leur travail.",
            "Nous avons relu les deux cents chaînes du thème en une après-midi, en comparant chaque phrase à "
            "l'interface affichée, puis publié le site traduit le soir même.",
        ],
        "Blog",
    )
    assert read_as_page(read_html(article), "Les fichiers de traduction")


# Japanese not-found pages' own sentences: the page (its address named or not) not found, or likely moved or
# deleted
JAPANESE = [
    (
        "エラー",
        ["お探しのページは一時的にアクセスができない状況にあるか、移動もしくは削除された可能性があります。"],
    ),
    ("エラー", ["要求されたページを見つけることができませんでした。"]),
    (
        "エラーページ",
        ["誠に申し訳ございませんが、お客様のアクセスしたページ（URL）を見つけることができませんでした。"],
    ),
    ("ご案内", ["ご指定のURLは移動または削除された可能性があります。"]),
]


@pytest.mark.parametrize(("heading", "lines"), JAPANESE)
def test_a_japanese_not_found_pages_own_sentence_is_a_soft_404(heading: str, lines: list[str]) -> None:
    outcome = read_html(card("サイト", heading, lines, "トップページへ"), url="https://shop.example/item/9")
    assert failed_with(outcome, SOFT_404_REASON)


def test_a_japanese_article_quoting_the_sentence_is_read() -> None:
    article = card(
        "404ページの作り方",
        "404ページの作り方",
        [
            "多くのサイトでは「お探しのページは移動もしくは削除された可能性があります」という一文が使われています。",
            "しかし、読者にとって大切なのは次に何ができるかです。検索窓や人気記事へのリンクを置くと、離脱率は大きく"
            "下がりました。私たちのサイトでは、三か月の計測で直帰率が二割ほど改善しました。",
            "デザインの面では、サイトの雰囲気に合ったイラストを一枚添えるだけで、エラーの印象が和らぎます。",
        ],
        "ブログ",
    )
    assert read_as_page(read_html(article), "デザインの面では")
