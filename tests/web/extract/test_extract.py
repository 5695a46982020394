"""The article extractor on stored real pages: what a reader of the text would notice.

The pages are from the public article-extraction benchmark (see tests/support/pages/ATTRIBUTION.md). Each test
checks sentences of the story that must be there and page furniture that must not.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kotoba.web.extract.article import EXTRACTORS, Article, extract_article, html_to_text

PAGES = Path(__file__).resolve().parents[2] / "support" / "pages"


def page(name: str) -> str:
    return gzip.decompress((PAGES / f"{name}.html.gz").read_bytes()).decode("utf-8")


@pytest.fixture(scope="module")
def recipe() -> Article:
    return extract_article(page("recipe-blog"))


@pytest.fixture(scope="module")
def local_news() -> Article:
    return extract_article(page("local-news"))


@pytest.fixture(scope="module")
def tech_news() -> Article:
    return extract_article(page("tech-news"))


def test_recipe_keeps_its_story_headings_and_steps(recipe: Article) -> None:
    lines = recipe.text.splitlines()
    assert recipe.title.startswith("Spiced Honey Pear Jam Recipe")
    assert lines[0].startswith("This holiday season I was thinking of flavors")
    assert "## WHAT YOU NEED TO MAKE JAM" in lines  # a heading on its own line, marked
    assert "2. Core, peel, and cube the pears" in recipe.text  # an item of a numbered list
    assert lines[-1].endswith(". Remove from canner and allow to cool. Jam will set within 24-48 hours.")


def test_recipe_drops_related_posts_comments_and_sidebar(recipe: Article) -> None:
    for furniture in ("You may also like", "Leave a Comment", "Popular posts", "Privacy Policy", "Facebook"):
        assert furniture not in recipe.text


def test_news_story_without_the_menu_teasers(local_news: Article) -> None:
    text = local_news.text
    assert text.startswith("**ST. JOSEPH, Mich. (AP)** — Michigan health authorities are reporting a 6th fatality")
    assert "there hasn’t been a sustained period of freezing temperatures" in text
    # the site's mega-menu carries long teaser paragraphs: more prose than the story itself
    assert "The 4 Best Vegan Spots" not in text
    assert "Newsletter" not in text


def test_news_story_without_related_and_trending_stories(tech_news: Article) -> None:
    text = tech_news.text
    assert text.startswith('Apple was "pulled into the enterprise," CEO Tim Cook said Tuesday')
    assert text.endswith('but instead "embedded in who we are."')
    for furniture in ("related stories", "trending stories", "Back to Top", "Video Player is loading"):
        assert furniture.lower() not in text.lower()


# the furniture of a real page: a menu and a footer of links, more text than a short story
MENU = "<nav>" + " ".join(f'<a href="/s{i}">Section {i}</a>' for i in range(40)) + "</nav>"
FOOTER = "<footer>" + " ".join(f'<a href="/p{i}">Policy page {i}</a>' for i in range(40)) + "</footer>"


def test_a_page_the_model_keeps_nothing_of_is_read_by_the_rules_before_readability() -> None:
    """A service's one question (a hint and Yes/No answers under a cookie banner): the learned model keeps
    none of its blocks, and readability-lxml, the last look, finds only the banner. The default reads it as
    the rules do."""
    html = (PAGES / "gov-question-step.html").read_text(encoding="utf-8")
    assert extract_article(html, extractor="learned").text == ""  # what the second look is for
    text = extract_article(html).text
    assert text == extract_article(html, extractor="kotoba").text
    assert "only get Pension Credit if you have reached State Pension age" in text
    assert "Yes" in text.splitlines() and "No" in text.splitlines()
    assert "essential cookies" not in text


def test_every_line_is_one_block() -> None:
    html = f"""<html><head><title>T</title></head><body>{MENU}
    <article><h1>T</h1><p>A first paragraph of the story, long enough to be prose, with words and more
    words.</p><h2>A part</h2><p>Second paragraph,
    written across two source lines, and still one line of text here.</p><ul><li>one item</li>
    <li>another item</li></ul><p>The closing paragraph of the story says what it needs to say, plainly.</p>
    </article>{FOOTER}</body></html>"""
    assert extract_article(html, format="text").text.splitlines() == [
        "A first paragraph of the story, long enough to be prose, with words and more words.",
        "## A part",
        "Second paragraph, written across two source lines, and still one line of text here.",
        "- one item",
        "- another item",
        "The closing paragraph of the story says what it needs to say, plainly.",
    ]


def test_a_small_block_notice_keeps_its_words_and_the_judges_read_all_of_them() -> None:
    """A small page's blocks are judged, so its footer may go from the text; never its message, and the
    block-page and wall judges read every word of it (``Article.judged``), the footer's reference too."""
    html = """<html><head><title>example.com</title></head><body><div class="main"><h1>Access denied</h1>
    <p>You do not have access to example.com.</p><p>The site owner may have set restrictions that prevent
    you from accessing the site.</p><footer><ul><li>Ray ID: 8a1b</li></ul></footer></div></body></html>"""
    article = extract_article(html, format="text")
    assert article.text.splitlines()[:3] == [
        "# Access denied",
        "You do not have access to example.com.",
        "The site owner may have set restrictions that prevent you from accessing the site.",
    ]
    assert article.judged.splitlines() == [
        "# Access denied",
        "You do not have access to example.com.",
        "The site owner may have set restrictions that prevent you from accessing the site.",
        "- Ray ID: 8a1b",
    ]


def test_a_table_row_is_one_line() -> None:
    html = """<html><body><article><p>The standings after the final race of the season, in points, are these.</p>
    <table><tr><th>Pos.</th><th>Driver</th><th>Points</th></tr><tr><td>1</td><td>Kyle Busch</td><td>5040</td></tr>
    <tr><td>2</td><td>Martin Truex Jr.</td><td>5035</td></tr></table>
    <p>Five points separated the top two, the closest finish the series has seen in a decade of racing.</p>
    </article></body></html>"""
    assert extract_article(html, format="text").text.splitlines()[1:4] == [
        "Pos. | Driver | Points",
        "1 | Kyle Busch | 5040",
        "2 | Martin Truex Jr. | 5035",
    ]


def test_code_keeps_its_lines_and_indentation() -> None:
    html = """<html><body><main><p>To greet the world, a function prints one line, as the example shows here.</p>
    <pre><code>def greet():
    <span class="comment"># the comment is code, not a comment thread</span>
    print("hello")</code></pre><p>Run it and the line appears, which is all the example means to show.</p>
    </main></body></html>"""
    assert extract_article(html, format="text").text.splitlines()[1:4] == [
        "def greet():",
        "    # the comment is code, not a comment thread",
        '    print("hello")',
    ]


@pytest.mark.parametrize("extractor", EXTRACTORS)
@pytest.mark.parametrize(
    "html",
    [
        "",
        "   \n ",
        "<html></html>",
        "<html><body></body></html>",
        "</div></p><td></table><<<>>>",
        "\x00\x01\x02<p>\x00",
        "<p>" * 3000,
        '<?xml version="1.0" encoding="utf-8"?><html><body><script>x()</script></body></html>',
    ],
)
def test_empty_or_garbage_html_gives_empty_text(html: str, extractor: str) -> None:
    article = extract_article(html, extractor=extractor)
    assert article.text.replace("<", "").replace(">", "").strip() == ""


_PIECES = st.sampled_from(
    ["<p>", "</p>", "<div class='comments'>", "</div>", "<li>", "<table><tr><td>", "<pre>", "<a href=x>", "</a>",
     "<h2>Related</h2>", "<nav>", "<br>", "&amp;", "&#0;", "\x00", "<!--", "-->", "<?xml?>", "<script>", "日本語",
     "Some words, a sentence.", " ", "\n", "<", ">"]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(_PIECES, max_size=40).map("".join), st.sampled_from(EXTRACTORS))
def test_any_markup_gives_an_article_never_an_exception(html: str, extractor: str) -> None:
    article = extract_article(html, extractor=extractor)
    assert isinstance(article.text, str)
    assert "\x00" not in article.text


def test_xhtml_with_an_encoding_declaration_is_read() -> None:
    html = (
        '<?xml version="1.0" encoding="utf-8"?><html><head><title>X</title></head><body>'
        "<p>An XHTML page still has a story to tell, in a paragraph of a decent length.</p></body></html>"
    )
    assert "still has a story to tell" in extract_article(html).text


def test_readability_stays_available(tech_news: Article) -> None:
    article = extract_article(page("tech-news"), url="https://www.crn.com/news/", extractor="readability")
    assert "Cook said Apple employs about 450 Dreamers" in article.text
    assert "Cook said Apple employs about 450 Dreamers" in tech_news.text


def test_unknown_extractor_is_a_callers_mistake() -> None:
    with pytest.raises(ValueError, match="choose one of auto"):
        extract_article("<p>x</p>", extractor="best")


def test_html_to_text_renders_blocks_on_lines() -> None:
    assert html_to_text("<h3>Head</h3><p>one <b>bold</b> line</p><ol><li>a</li></ol>") == "### Head\none bold line\n- a"


def test_extraction_works_without_readability_installed() -> None:
    """The spec's "if it is installed": with readability-lxml unimportable, every choice still extracts."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['readability'] = None\n"  # a None entry makes `import readability` fail
        "from kotoba.web.extract.article import extract_article\n"
        "from tests.support import pages\n"
        "for choice in ('auto', 'readability', 'kotoba', 'text'):\n"
        "    article = extract_article(pages.article(), extractor=choice)\n"
        "    assert pages.SENTENCES[0] in article.text, (choice, article)\n"
        "assert 'readability' not in [m for m in sys.modules if sys.modules[m] is not None]\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "ok"


@pytest.mark.parametrize("extractor", ["auto", "learned"])
def test_a_page_holding_a_lone_surrogate_is_still_read(extractor: str) -> None:
    """The parser is handed the page as UTF-8, which cannot hold a lone surrogate (text decoded with
    ``surrogateescape``): such a page goes to lxml as the str, and its story is read as before."""
    story = "The council met on Monday to debate the budget for the coming year. " * 20
    page = f"<html><body><article><h1>Council</h1><p>{story}\udc80</p></article></body></html>"
    text = extract_article(page, url="https://example.org/news", extractor=extractor, format="text").text
    assert text.startswith("The council met on Monday") and "coming year." in text
