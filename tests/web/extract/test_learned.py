"""The learned extractor (``KOTOBA_EXTRACTOR=learned``) on stored real pages, and its model file.

The checks are what a reader of the text would notice: the story's sentences are there, the page's menus,
related stories and comment prompts are not. The model file must describe exactly the features this version
computes: a stale one is refused with a clear error instead of scoring blocks with misaligned weights.
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from kotoba.settings import Settings
from kotoba.web.extract.article import Article, extract_article
from kotoba.web.extract.blocks import SURROUNDINGS
from kotoba.web.extract.boost import MalformedModel
from kotoba.web.extract.learned import TABLE, load
from tests.web.extract.test_extract import page


@pytest.fixture(scope="module")
def recipe() -> Article:
    return extract_article(page("recipe-blog"), extractor="learned")


@pytest.fixture(scope="module")
def local_news() -> Article:
    return extract_article(page("local-news"), extractor="learned")


def test_recipe_story_and_steps_without_its_furniture(recipe: Article) -> None:
    assert recipe.title.startswith("Spiced Honey Pear Jam Recipe")
    assert "This holiday season I was thinking of flavors" in recipe.text
    # the steps stay list items (an ordered list in Markdown, as the page numbers them)
    assert any(line.startswith("2. Core, peel, and cube the pears") for line in recipe.text.splitlines())
    for furniture in ("You may also like", "Leave a Comment", "Privacy Policy"):
        assert furniture not in recipe.text


def test_news_story_without_the_menu_teasers(local_news: Article) -> None:
    text = local_news.text
    assert "Michigan health authorities are reporting a 6th fatality" in text
    assert "there hasn’t been a sustained period of freezing temperatures" in text
    assert "The 4 Best Vegan Spots" not in text


def test_a_small_page_is_kept_whole() -> None:
    html = (
        "<html><body><nav><a href=/>Home</a></nav><h1>Access denied</h1><p>Ask the owner.</p></body></html>"
    )
    text = extract_article(html, extractor="learned").text
    assert "Access denied" in text and "Ask the owner." in text


def test_the_shipped_model_matches_the_features() -> None:
    model = load()
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    assert len(model.weights) == len(data["weights"])
    # only corpora whose licences allow shipping (fixtures: MIT and Apache-2.0, bench/learned/fixtures/)
    assert set(data["trained_on"]) <= {"dev", "wcxb", "fixtures"}
    listing = (Path(__file__).resolve().parents[3] / "bench" / "learned" / "training-set.tsv").read_text()
    rows = [line.split("\t") for line in listing.splitlines()[1:]]
    assert len(rows) == data["pages"]
    assert {corpus for corpus, _id, _hash in rows} == set(data["trained_on"])
    assert all(len(digest) == 64 for _corpus, _id, digest in rows)


def test_a_stale_model_file_is_refused(tmp_path: Path) -> None:
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    data["weights"]["a_feature_this_version_lacks"] = 1.0
    stale = tmp_path / "learned.json"
    stale.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="does not match the features"):
        load(stale)


def _damaged(tmp_path: Path, change: object) -> Path:
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    change(data)  # type: ignore[operator]
    path = tmp_path / "learned.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_tree_that_loops_is_refused(tmp_path: Path) -> None:
    def loop(data: dict) -> None:  # type: ignore[type-arg]
        tree = data["boost"]["trees"][0]
        tree["left"][0] = 0  # the root its own child: a walk down it would never end

    with pytest.raises(
        MalformedModel, match=r"learned\.json: tree 0, node 0 points at a child that is not after it"
    ):
        load(_damaged(tmp_path, loop))


def test_trees_whose_nodes_share_a_child_or_hold_no_number_are_refused(tmp_path: Path) -> None:
    def share(data: dict) -> None:  # type: ignore[type-arg]
        tree = data["boost"]["trees"][0]
        tree["right"][0] = tree["left"][0]  # a graph, not a tree: its compiled text could double a level

    with pytest.raises(MalformedModel, match=r"learned\.json: tree 0, node \d+ is the child of two nodes"):
        load(_damaged(tmp_path, share))

    def infinite(data: dict) -> None:  # type: ignore[type-arg]
        data["boost"]["trees"][1]["threshold"][0] = float("inf")

    with pytest.raises(MalformedModel, match="tree 1 holds a number that is not finite"):
        load(_damaged(tmp_path, infinite))


def test_a_tree_too_deep_to_compile_is_refused() -> None:
    from kotoba.web.extract.boost import MAX_DEPTH, forest

    # a chain: node 2k splits to node 2k+2 on the left and a leaf on the right, one level deeper each time
    depth = MAX_DEPTH + 1
    size = 2 * depth + 1
    tree = {
        "feature": [0 if n % 2 == 0 and n < size - 1 else -1 for n in range(size)],
        "threshold": [0.5] * size,
        "left": [n + 2 if n % 2 == 0 and n < size - 1 else -1 for n in range(size)],
        "right": [n + 1 if n % 2 == 0 and n < size - 1 else -1 for n in range(size)],
        "value": [0.1] * size,
    }
    with pytest.raises(MalformedModel, match=f"tree 0 is deeper than {MAX_DEPTH} nodes"):
        forest({"inputs": ["log_chars"], "base": 0.0, "trees": [tree]}, {"log_chars": 0})
    # one level less is read, and scores a row as its leaves say
    shallow = {key: values[2:] for key, values in tree.items()}
    shallow["left"] = [c - 2 if c > 0 else c for c in shallow["left"]]
    shallow["right"] = [c - 2 if c > 0 else c for c in shallow["right"]]
    shallow["value"][-1] = 0.25  # the leaf at the bottom of the chain
    read = forest({"inputs": ["log_chars"], "base": 1.0, "trees": [shallow]}, {"log_chars": 0})
    assert read.margins([[0.0], [1.0]]) == [1.25, 1.1]


def test_trees_reading_an_unknown_input_are_refused(tmp_path: Path) -> None:
    def rename(data: dict) -> None:  # type: ignore[type-arg]
        data["boost"]["inputs"][0] = "a_feature_this_version_lacks"

    with pytest.raises(
        MalformedModel, match="inputs this version does not compute: a_feature_this_version_lacks"
    ):
        load(_damaged(tmp_path, rename))


def test_a_truncated_model_file_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "learned.json"
    path.write_text(TABLE.read_text(encoding="utf-8")[:5000], encoding="utf-8")
    with pytest.raises(
        MalformedModel, match=r"learned\.json is not a model file this version reads"
    ) as caught:
        load(path)
    assert "\n" not in str(caught.value)

    # and a tree cut short: its node lists no longer line up
    def cut(data: dict) -> None:  # type: ignore[type-arg]
        data["boost"]["trees"][3]["value"].pop()

    with pytest.raises(MalformedModel, match="tree 3's node lists are empty or of different lengths"):
        load(_damaged(tmp_path, cut))


def test_the_trees_agree_with_the_rows_they_score() -> None:
    """The shipped trees score a stored page's blocks, and the stages disagree where context matters: the
    second stage is in use, not silently skipped."""
    from kotoba.web.extract.blocks import cut as cut_blocks
    from kotoba.web.extract.blocks import feature_names, features
    from kotoba.web.extract.core import analyse
    from kotoba.web.extract.learned import CONTEXT_NAMES, context_rows

    model = load()
    assert model.second is not None and len(model.second.trees) >= 20
    parsed = analyse(page("local-news"))
    assert parsed is not None
    blocks = cut_blocks(parsed.body)
    rows, columns = features(parsed, blocks, model.vocabulary)
    second = model.scores(rows, columns)
    first = type(model)(model.vocabulary, model.weights, model.bias, model.threshold).scores(rows, columns)
    assert len(second) == len(blocks) and second != first
    # the compiled trees score as a walk down the file's node lists does, to the last bit
    data = json.loads(TABLE.read_text(encoding="utf-8"))["boost"]
    positions = {name: i for i, name in enumerate([*feature_names([]), *CONTEXT_NAMES])}
    inputs = [positions[name] for name in data["inputs"]]
    walked = []
    for row in ([*own, *around] for own, around in zip(rows, context_rows(first), strict=True)):
        total = data["base"]
        for tree in data["trees"]:
            node = 0
            while tree["feature"][node] >= 0:
                x = row[inputs[tree["feature"][node]]]
                node = tree["left" if x <= tree["threshold"][node] else "right"][node]
            total += tree["value"][node]
        walked.append(total)
    assert second == walked


def test_the_setting_names_it() -> None:
    assert Settings.from_env({"KOTOBA_EXTRACTOR": "learned"}).extractor == "learned"


def test_reading_does_not_load_the_model_until_asked() -> None:
    code = (
        "import sys; import kotoba.web.extract.article as a; "
        "assert 'kotoba.web.extract.learned' not in sys.modules; "
        "a.extract_article('<p>x</p>', extractor='kotoba'); "
        "assert 'kotoba.web.extract.learned' not in sys.modules; print('ok')"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.stdout.strip() == "ok", done.stderr


# One news paragraph in English, Japanese and Chinese (the same three sentences): the scripts without spaces
# between words must measure like the spaced one, or their prose looks like a line of three long words.
_PROSE = {
    "en": (
        "The city council met on Tuesday evening to discuss the new bus routes. Residents asked for more buses"
        " in the morning, and the council agreed to study the plan. A final decision is expected next month,"
        " after a public hearing."
    ),
    "ja": (
        "市議会は火曜日の夜に新しいバス路線について話し合った。住民は朝のバスを増やすよう求め、議会はその計画を"
        "検討することに同意した。最終的な決定は公聴会の後、来月に出る見込みだ。"
    ),
    "zh": (
        "市议会周二晚上开会讨论新的公交线路。居民要求增加早上的班次，议会同意研究这项计划。"
        "最终决定预计将在下个月的公开听证会之后作出。"
    ),
}


def test_prose_measures_alike_whether_or_not_its_script_spaces_words() -> None:
    from kotoba.web.extract.blocks import cut as cut_blocks
    from kotoba.web.extract.blocks import feature_names, features
    from kotoba.web.extract.core import analyse

    html = "<html><body>" + "".join(f"<p>{text}</p>" for text in _PROSE.values()) + "</body></html>"
    parsed = analyse(html)
    assert parsed is not None
    rows, _columns = features(parsed, cut_blocks(parsed.body), {})
    names = feature_names([])
    measured = {
        lang: {name: row[names.index(name)] for name in ("log_chars", "log_words", "stops_per_word")}
        for lang, row in zip(_PROSE, rows, strict=True)
    }
    english = measured["en"]
    for lang in ("ja", "zh"):
        # within a factor of two of the English paragraph's length in letters and in words (log1p: ±0.7)
        assert abs(measured[lang]["log_chars"] - english["log_chars"]) < 0.7, (lang, measured)
        assert abs(measured[lang]["log_words"] - english["log_words"]) < 0.7, (lang, measured)
        # three full stops to some forty words, not three to a handful of clauses
        assert measured[lang]["stops_per_word"] < 2 * english["stops_per_word"], (lang, measured)


def test_a_japanese_story_is_kept_and_its_menu_left_out() -> None:
    menu = "".join(f"<li><a href='/{n}'>{word}</a></li>" for n, word in enumerate(_MENU))
    story = "".join(f"<p>{_PROSE['ja']}</p>" for _ in range(4))
    html = (
        f"<html lang='ja'><head><title>市議会のニュース</title></head><body><nav><ul>{menu}</ul></nav>"
        f"<main><article><h1>市議会、新しいバス路線を検討</h1>{story}</article></main>"
        f"<footer><ul>{menu}</ul><p>© 2026 市民新聞</p></footer></body></html>"
    )
    text = extract_article(html, extractor="learned").text
    assert text.count("住民は朝のバスを増やすよう求め") == 4
    assert "お問い合わせ" not in text and "市民新聞" not in text


_MENU = ("ホーム", "政治", "経済", "スポーツ", "天気", "お問い合わせ")


def test_pages_without_a_believed_article_are_judged_by_the_unsure_profile(tmp_path: Path) -> None:
    """A model file may carry a second profile for the pages where the rule pass believes no article; it is
    read like the first (and refused as the first is) and judges those pages only."""
    from kotoba.web.extract.learned import extract

    items = "".join(
        f"<div class=item><h3><a href='/p/{n}'>Product number {n}</a></h3>"
        f"<p>A short line about product {n}, in stock.</p></div>"
        for n in range(30)
    )
    shop = f"<html><body><h1>Our shop</h1>{items}</body></html>"
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    data.pop("unsure", None)
    # keeps nothing: no block scores that high, not even one the rules keep
    data["unsure"] = {**data, "threshold": 1000.0, "rule_threshold": 1000.0}
    path = tmp_path / "learned.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    model = load(path)
    assert model.unsure is not None
    assert "Product number 7" in extract(shop, load(TABLE)).text
    assert extract(shop, model).text == ""  # the shop's page: no article the rule pass believes
    story = extract(page("local-news"), model).text  # an article it believes: the first profile's
    assert "Michigan health authorities are reporting a 6th fatality" in story

    data["unsure"]["weights"]["a_feature_this_version_lacks"] = 1.0
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MalformedModel, match="does not match the features"):
        load(path)


def test_a_sidebar_of_link_lists_is_told_from_the_story_beside_it() -> None:
    """The surroundings measures: the links under a block's parent and around it, and whether it shares a
    parent with the page's longest block of unlinked text (an old blog's layout: the story, then archives by
    month and a blogroll in a column of their own)."""
    from kotoba.web.extract.blocks import cut as cut_blocks
    from kotoba.web.extract.blocks import feature_names, features
    from kotoba.web.extract.core import analyse

    sentence = (
        "The council met on Tuesday to talk about the new bus routes, and residents asked for more buses."
    )
    months = "".join(
        f"<li><a href='/archive/{m}'>{m} 2009</a></li>" for m in ("May", "June", "July", "August")
    )
    friends = "".join(
        f"<li><a href='https://blog{n}.example/'>A friend's blog {n}</a></li>" for n in range(6)
    )
    html = (
        "<html><body><div id=wrap><div id=left><h2>Bus routes to change</h2>"
        + "".join(f"<p>{sentence * 3}</p>" for _ in range(4))
        + f"</div><div id=right><h3>Archives</h3><ul>{months}</ul><h3>Blogroll</h3><ul>{friends}</ul>"
        + "</div></div></body></html>"
    )
    parsed = analyse(html)
    assert parsed is not None
    blocks = cut_blocks(parsed.body)
    rows, _columns = features(parsed, blocks, {})
    names = feature_names([])

    def measured(text: str, name: str) -> float:
        row = next(row for row, block in zip(rows, blocks, strict=True) if block.text.startswith(text))
        return row[names.index(name)]

    for story in ("Bus routes to change", "The council met"):
        assert measured(story, "with_top_up1") == 1.0 and measured(story, "up1_link_share") == 0.0
    for sidebar in ("Archives", "August 2009", "A friend's blog 5"):
        assert measured(sidebar, "with_top_up1") == 0.0 and measured(sidebar, "up1_link_share") > 0.8
    assert measured("A friend's blog 5", "window_link_share") == 1.0
    # the page's measures are the same on every block: most of its text is prose
    assert {row[names.index("page_prose_share")] for row in rows} == {
        measured("Archives", "page_prose_share")
    }
    assert 0.7 < measured("Archives", "page_prose_share") < 1.0
    # a model that does not read them is spared computing them: zeros
    bare, _ = features(parsed, blocks, {}, surroundings=False)
    start = names.index("page_link_share")
    assert all(value == 0.0 for row in bare for value in row[start : start + len(SURROUNDINGS)])


def test_a_menu_repeats_the_template_and_a_sidebar_stands_apart_from_the_article() -> None:
    """The template measures: the items of a list of links share their tag and class with many blocks and
    with every sibling, a story's paragraphs lie inside the rule pass's article, and the further a block
    stands from that article, the larger its gap."""
    from kotoba.web.extract.blocks import cut as cut_blocks
    from kotoba.web.extract.blocks import feature_names, features
    from kotoba.web.extract.core import analyse

    sentence = (
        "The council met on Tuesday to talk about the new bus routes, and residents asked for more buses."
    )
    related = "".join(
        f"<li class=teaser><a href='/s/{n}'>Another story number {n}</a></li>" for n in range(8)
    )
    html = (
        "<html><body><main><article><h1>Bus routes to change</h1>"
        + "".join(f"<p>{sentence * 3}</p>" for _ in range(5))
        + f"</article></main><aside><h3>More stories</h3><ul>{related}</ul></aside></body></html>"
    )
    parsed = analyse(html)
    assert parsed is not None
    blocks = cut_blocks(parsed.body)
    rows, _columns = features(parsed, blocks, {})
    names = feature_names([])

    def measured(text: str, name: str) -> float:
        row = next(row for row, block in zip(rows, blocks, strict=True) if block.text.startswith(text))
        return row[names.index(name)]

    assert measured("Another story number 3", "shape_log_count") == pytest.approx(math.log1p(8))
    assert measured("Another story number 3", "shape_sibling_share") == 1.0
    assert measured("The council met", "article_gap") == 0.0
    assert 0.0 < measured("More stories", "article_gap") < measured("Another story number 7", "article_gap")


def test_the_rule_passes_choice_is_read_as_it_renders_it() -> None:
    """rule_kept: what the rule-based extractor renders — its article without what it skips where it
    believes one; rule_page_kept: what it renders of a page without one, the page without its furniture."""
    from kotoba.web.extract.blocks import believed, feature_names, features
    from kotoba.web.extract.blocks import cut as cut_blocks
    from kotoba.web.extract.core import analyse

    sentence = (
        "The council met on Tuesday to talk about the new bus routes, and residents asked for more buses."
    )
    related = "".join(f"<li><a href='/s/{n}'>Another story number {n}</a></li>" for n in range(8))
    html = (
        "<html><body><nav><a href='/'>Home</a> <a href='/news'>News</a> <a href='/sport'>Sport</a></nav>"
        "<article><h1>Bus routes to change</h1>"
        + "".join(f"<p>{sentence * 3}</p>" for _ in range(5))
        + f"</article><aside><h3>More stories</h3><ul>{related}</ul></aside></body></html>"
    )
    parsed = analyse(html)
    assert parsed is not None and believed(parsed)
    blocks = cut_blocks(parsed.body)
    rows, _columns = features(parsed, blocks, {})
    names = feature_names([])

    def measured(text: str, name: str) -> float:
        row = next(row for row, block in zip(rows, blocks, strict=True) if block.text.startswith(text))
        return row[names.index(name)]

    assert measured("The council met", "rule_kept") == 1.0
    assert measured("Another story number 3", "rule_kept") == 0.0
    assert measured("Home", "rule_kept") == 0.0
    # the page as it would be without its article: the menu is furniture, the story is not
    assert measured("The council met", "rule_page_kept") == 1.0
    assert measured("Home", "rule_page_kept") == 0.0


def test_a_rule_threshold_judges_only_the_blocks_the_rules_keep(tmp_path: Path) -> None:
    """A model file may give the blocks the rule-based extractor renders a threshold of their own: the
    model must then be that sure before it drops one of them. At an unreachable threshold nothing is kept;
    with the rules' blocks let through, the story is back and the menu's teasers the rules drop stay out."""
    from kotoba.web.extract.learned import extract

    data = json.loads(TABLE.read_text(encoding="utf-8"))
    data.pop("unsure", None)  # the local news story is an article the rule pass believes
    data["threshold"] = 1000.0  # no block scores that high
    data.pop("rule_threshold", None)  # the shipped file's own: the rules' blocks held to the same bar
    path = tmp_path / "learned.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert extract(page("local-news"), load(path)).text == ""

    data["rule_threshold"] = -1000.0  # every block the rules keep
    path.write_text(json.dumps(data), encoding="utf-8")
    story = extract(page("local-news"), load(path)).text
    assert "Michigan health authorities are reporting a 6th fatality" in story
    assert "The 4 Best Vegan Spots" not in story


def test_a_page_laid_out_as_a_table_is_cut_into_its_columns_and_its_data_table_into_rows() -> None:
    """An old site's layout: the menu in one cell, the story in the next, as text between line breaks. Cut by
    rows, the menu and the story were one block, judged together (the story was dropped with the menu); cut
    by cells, the story is a block of its own, while the table of values inside it stays a row a block."""
    from kotoba.web.extract.blocks import cut as cut_blocks
    from kotoba.web.extract.core import analyse

    sentence = (
        "The river rose two metres overnight after three days of rain in the hills, and the council closed "
        "the lower bridge to traffic before dawn. "
    )
    menu = "<br>".join(
        f'<a href="/{w.lower()}">{w}</a>' for w in ("Home", "News", "Sport", "Weather", "Letters")
    )
    html = (
        "<html><head><title>River closes the lower bridge</title></head><body>"
        '<table width="760"><tr><td colspan="2"><img src="/logo.gif" alt="The Valley Gazette"></td></tr>'
        f'<tr><td width="150" valign="top">Sections<br>{menu}<br>Subscribe to our weekly letter</td>'
        '<td valign="top"><b>River closes the lower bridge</b><br><br>'
        + "<br><br>".join(sentence * 3 for _ in range(4))
        + "<br><br>Levels at the town gauge:<table border=1><tr><th>Time</th><th>Level</th></tr>"
        "<tr><td>06:00</td><td>3.1 m</td></tr><tr><td>12:00</td><td>3.4 m</td></tr></table></td></tr>"
        '<tr><td colspan="2">&copy; The Valley Gazette. All rights reserved.</td></tr></table></body></html>'
    )
    parsed = analyse(html)
    assert parsed is not None
    blocks = [(block.element.tag, block.text) for block in cut_blocks(parsed.body)]
    assert blocks[0][0] == "td" and blocks[0][1].startswith("Sections") and "river" not in blocks[0][1]
    assert blocks[1][0] == "td" and blocks[1][1].startswith("River closes the lower bridge")
    assert blocks[1][1].endswith("Levels at the town gauge:") and "Sections" not in blocks[1][1]
    assert [tag for tag, _ in blocks[2:5]] == ["tr", "tr", "tr"] and blocks[3][1].startswith("06:00")
    text = extract_article(html, extractor="learned").text
    assert sentence.strip() in text
    assert "Subscribe to our weekly letter" not in text and "Weather" not in text
    # a cell is a kind of block of its own, told from a paragraph and from any other tag: a column of the page
    from kotoba.web.extract.blocks import feature_names, features

    names = feature_names([])
    rows, _columns = features(parsed, cut_blocks(parsed.body), {})
    kinds = [[name for name in names if name.startswith("tag_") and row[names.index(name)]] for row in rows]
    assert kinds[:5] == [["tag_td"], ["tag_td"], ["tag_tr"], ["tag_tr"], ["tag_tr"]]


def test_the_blocks_the_rules_keep_are_drawn_as_the_rules_draw_them(tmp_path: Path) -> None:
    """Where the model keeps what lies inside the rule pass's article, the text is drawn from that article
    as the rule-based extractor draws it: the site's words in the body around the story and an advert's
    span inside a kept paragraph stay out, and the two extractors give the same text."""
    from kotoba.web.extract.core import extract as rules_extract
    from kotoba.web.extract.learned import extract

    data = json.loads(TABLE.read_text(encoding="utf-8"))
    data.pop("unsure", None)  # the story is an article the rule pass believes
    data["threshold"] = 1000.0  # no block the rules leave out is added
    data["rule_threshold"] = -1000.0  # and none they keep is dropped
    path = tmp_path / "learned.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    sentence = (
        "The council met on Tuesday to talk about the new bus routes, and residents asked for more buses. "
    )
    related = "".join(f"<li><a href='/s/{n}'>Another story number {n}</a></li>" for n in range(8))
    html = (
        "<html><head><title>Bus routes to change</title></head><body>"
        "<div class='top'><a href='/'>Home</a> <a href='/news'>News</a></div>"
        "<article><h1>Bus routes to change</h1>"
        + "".join(f"<p>Paragraph {n} of the story. {sentence * 3}</p>" for n in range(8))
        + f"<p>{sentence * 2}<span class='advertisement'>Advertisement: buy a car</span></p></article>"
        f"<aside><h3>More stories</h3><ul>{related}</ul></aside>"
        "Text right in the body after the story, the site's words.</body></html>"
    )
    text = extract(html, load(path)).text
    assert "Paragraph 7 of the story." in text
    assert "the site's words" not in text and "Advertisement" not in text
    assert text == rules_extract(html).text


def test_the_questions_after_the_rules_article_come_with_it(tmp_path: Path) -> None:
    """The questions and answers standing after the story, outside its element, follow it as the rule-based
    extractor adds them: where the model keeps the rules' blocks, both extractors give the same text."""
    from kotoba.web.extract.core import extract as rules_extract
    from kotoba.web.extract.learned import extract

    data = json.loads(TABLE.read_text(encoding="utf-8"))
    data.pop("unsure", None)
    data["threshold"], data["rule_threshold"] = 1000.0, -1000.0  # the rules' blocks, no others
    path = tmp_path / "learned.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    story = "".join(
        f"<p>Rental desk {n} was checked twice this year, at the airport and in town, for price and wait.</p>"
        for n in range(12)
    )
    questions = (
        "<section class='faqs'><h2>Frequently Asked Questions</h2><details open><summary>Which desk is "
        "cheapest?</summary><div><p>The town desk, by a fifth, on every date we tried.</p></div></details>"
        "<details open><summary>Which desk is fastest?</summary><div><p>The airport desk, at night, when the "
        "queue is short.</p></div></details></section>"
    )
    related = "".join(f"<li><a href='/s/{n}'>Another comparison number {n}</a></li>" for n in range(8))
    html = (
        "<html><head><title>Rental desks compared</title></head><body>"
        f"<article><h1>Rental desks compared</h1>{story}</article>{questions}"
        f"<aside><h3>More</h3><ul>{related}</ul></aside></body></html>"
    )
    text = extract(html, load(path)).text
    assert "Which desk is fastest?" in text and "The town desk, by a fifth" in text
    assert "Another comparison" not in text
    assert text == rules_extract(html).text


def test_a_skip_link_before_the_story_is_left_out_and_a_link_within_it_kept() -> None:
    """A theme's "Skip to content" link sits loose in the page's wrapper, before the story: the rules never
    kept it, and the learned extractor, drawing the wrapper around the blocks it keeps on a page whose story
    is short beside its sidebar and footer, kept it too. A link to a place on the page inside the story is
    the story's own."""
    menu = "".join(
        f"<li><a href='/{n}'>Section {n}</a></li>" for n in ("Plots", "Seeds", "Tools", "Events", "Join")
    )
    posts = "".join(f"<li><a href='/p/{n}'>What I sowed in week {n} this year</a></li>" for n in range(8))
    html = (
        "<html><body><div id=page class=site><a class='skip-link screen-reader-text' href='#primary'>Skip to"
        " content</a><header class=site-header><p class=site-title><a href=/>The Allotment Diary</a></p>"
        f"<nav class=main-navigation><ul>{menu}</ul></nav></header><div id=content class=site-content>"
        "<main id=primary class=site-main><h1 class=entry-title>What is a rod?</h1><p>A rod is an old"
        " measure of length, five and a half yards, and an allotment plot is usually ten square rods (see"
        " <a href='#notes'>the notes</a>).</p><h2 id=notes>Notes</h2><p>Ten square rods is about 250 square"
        " metres.</p></main><aside class=widget-area><section class=widget><h2 class=widget-title>Recent"
        f" posts</h2><ul>{posts}</ul></section><section class=widget><h2 class=widget-title>About me</h2><p>I"
        " have kept plot 14 at Hill Lane since 2009. This blog is where I write down what worked, what the"
        " slugs ate, and what I would do differently next year, on heavy clay that floods every February.</p>"
        "</section></aside></div><footer class=site-footer><p>Hill Lane Allotment Society is a members'"
        " association of 140 plots, run by volunteers since 1921. Plot enquiries go to the secretary; the"
        " waiting list is about two years. Our site shop opens on Sunday mornings from March to October.</p>"
        f"<ul>{menu}</ul><p>© 2026 The Allotment Diary</p></footer></div></body></html>"
    )
    text = extract_article(html, extractor="learned").text
    assert "A rod is an old measure of length" in text
    assert "(see the notes)" in text
    assert "Skip to content" not in text
