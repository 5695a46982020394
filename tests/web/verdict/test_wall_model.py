"""The learned wall model: its shipped file, what it was trained on, and that reading does not load it early.

Which pages it turns into walls is tested with the corpus (``test_walls.py``); its figures on rounds it had
not seen are ``bench/walls_model/train.py``'s.
"""

from __future__ import annotations

import hashlib
import html
import json
import subprocess
import sys
from pathlib import Path

import pytest

from kotoba.web.verdict.wall_model import CLASSES, TABLE, MalformedModel, Model, load
from tests.web.verdict.walls.corpus import load as load_corpus

LISTING = Path(__file__).resolve().parents[3] / "bench" / "walls_model" / "training-set.tsv"


def test_the_shipped_model_lists_what_it_learnt_from_and_never_a_held_out_page() -> None:
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    rows = [line.split("\t") for line in LISTING.read_text(encoding="utf-8").splitlines()[1:]]
    assert len(rows) == data["pages"]
    # only corpora whose licences allow shipping, the wall corpus's looked-at part, the harvest, and the pages
    # written from documented wording
    shippable = {"walls", "dev", "wcxb", "harvest", "wording"}
    assert {source for source, *_ in rows} == set(data["trained_on"]) <= shippable
    corpus = load_corpus()
    parts = {page.file: page for page in corpus}
    bodies = {hashlib.sha256(page.body).hexdigest() for page in corpus}
    for source, page, digest, label in rows:
        assert len(digest) == 64 and label in CLASSES
        if source == "walls":
            assert parts[page].part == "looked-at", page
        if source == "wording":  # written here: never a page of the wall corpus
            assert digest not in bodies, page
        if source == "harvest":  # never a page of the wall corpus
            assert digest not in bodies, page
            repository, _, path = page.partition(":")
            assert not any(f"github {repository}, {path} ".lower() in p.source.lower() for p in corpus), page
    assert load().weights


def test_a_model_file_for_other_classes_is_refused_in_one_line(tmp_path: Path) -> None:
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    data["classes"] = ["none", "wall"]
    stale = tmp_path / "wall_model.json"
    stale.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MalformedModel, match="other classes"):
        load(stale)
    stale.write_text("{}", encoding="utf-8")
    with pytest.raises(MalformedModel, match="not a wall model"):
        load(stale)
    data["classes"] = list(CLASSES)
    data["share"] = 1.5  # no wall holds more than all of it
    stale.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MalformedModel, match="share"):
        load(stale)
    data["share"], data["told_share"] = 0.95, 0.0  # a share of nothing would name a wall on any page
    stale.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(MalformedModel, match="told_share"):
        load(stale)


def test_reading_does_not_load_the_model_or_numpy_until_a_thin_page_is_judged() -> None:
    code = (
        "import sys; import kotoba.web.page; "
        "assert 'numpy' not in sys.modules and 'sklearn' not in sys.modules; "
        "from kotoba.web.verdict import wall_model; "
        "assert wall_model.model.cache_info().currsize == 0; print('ok')"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.stdout.strip() == "ok", done.stderr


def test_reading_does_not_import_the_model_module_until_a_thin_page_is_judged() -> None:
    """The module builds its automaton of markup words when imported (10 ms of ``kotoba read``'s start on
    a busy machine): a read that never asks the model must not pay for it."""
    code = (
        "import sys; import kotoba.web.page, kotoba.web.content, kotoba.cli.read; "
        "assert 'kotoba.web.verdict.wall_model' not in sys.modules; print('ok')"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.stdout.strip() == "ok", done.stderr


def test_a_long_article_never_reaches_the_model() -> None:
    """Asked with the model on (``learned=True``: without it the model is never asked, whatever the page),
    and in a fresh process, so that the model's cache says whether it was read."""
    code = (
        "from kotoba.web.verdict.walls import judge_walls; from kotoba.web.verdict import wall_model; "
        "article = 'The council met on Tuesday to discuss the budget for next year. ' * 60; "
        "markup = '<html><body><div class=cookie-consent>We use cookies.</div><p>' + article + '</p></body></html>'; "
        "assert judge_walls(article=article, markup=markup, learned=True) is None; "
        "assert wall_model.model.cache_info().currsize == 0; print('ok')"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.stdout.strip() == "ok", done.stderr


def test_the_threshold_search_keeps_every_written_test_page_as_the_shipped_file_reads_it() -> None:
    """A written test's short ordinary page the model puts just under a wall it would catch binds that kind's
    threshold above it, though leave-batch-out alone would take the lower one (``train.search``)."""
    pytest.importorskip(
        "sklearn", reason="training the wall model needs scikit-learn: pip install -e '.[learn]'"
    )
    sys.path.insert(0, str(LISTING.parent))
    import train
    from data import Record

    def wall(key: str, p: float) -> tuple[Record, tuple[str, float]]:
        record = Record(
            "walls", key, "", "login", part="looked-at", batch="round9-x", batch_order=1, first_score="missed"
        )
        record.little = {"login": True}
        return record, ("login", p)

    rows = [wall("a.html", 0.96)[0], wall("b.html", 0.955)[0]]
    guesses = {"a.html": ("login", 0.96), "b.html": ("login", 0.955)}
    assert train.search(rows, guesses, 0.0)["login"] == 0.95
    page = Record("written", "test_a_post_whose_comments_need_a_log_in", "", "none", judged=True)
    page.little = {"login": True}
    # the page at .958 rules out every threshold up to it, and none above it catches either wall
    assert train.search(rows, guesses, 0.0, [(page, ("login", 0.958))])["login"] > 0.958


def test_a_wall_under_its_threshold_counts_at_the_signed_one_only_where_the_page_bears_its_sign() -> None:
    """A consent wall the model is .6 sure of counts where the page holds a consent manager's box or its
    prose tells a cookie wall's sentence, not on its words alone; "none" and an unknown kind never count."""
    model = Model({}, {"consent": 0.98, "login": 0.97}, signed={"consent": 0.5})
    assert model.counts("consent", 0.99, set())
    assert not model.counts("consent", 0.6, {"w:cookies", "m:cookie"})
    assert model.counts("consent", 0.6, {"x:box:consent"})
    assert model.counts("consent", 0.6, set(), lambda kind: kind == "consent")
    assert not model.counts("consent", 0.4, {"x:box:consent"})
    assert not model.counts("login", 0.96, {'m:type="password"'})  # (no signed threshold for log-in)
    assert not model.counts("none", 1.0, {"x:box:consent"})


def test_the_signed_thresholds_are_read_from_the_file(tmp_path: Path) -> None:
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    data["signed"] = {"paywall": 0.85}
    path = tmp_path / "wall_model.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load(path).signed == {"paywall": 0.85}
    del data["signed"]  # (a file written before them: the thresholds alone)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load(path).signed == {}


def test_the_signed_search_keeps_every_written_test_page_as_the_shipped_file_reads_it() -> None:
    """A written page bearing a paywall's sign (a price) that the model puts at .76 rules out every signed
    threshold up to it and .1 above it (the margin), though leave-batch-out alone would take .7."""
    pytest.importorskip(
        "sklearn", reason="training the wall model needs scikit-learn: pip install -e '.[learn]'"
    )
    sys.path.insert(0, str(LISTING.parent))
    import train
    from data import Record

    wall = Record(
        "walls",
        "a.html",
        "",
        "paywall",
        part="looked-at",
        batch="round9-x",
        batch_order=1,
        first_score="missed",
    )
    wall.little, wall.names = {"paywall": True}, {"x:price"}
    guesses = {"a.html": ("paywall", 0.72)}
    thresholds = {"paywall": 0.9}
    assert train.search_signed([wall], guesses, 0.0, thresholds=thresholds) == {"paywall": 0.7}
    page = Record("written", "test_plans_under_their_offer_are_read", "", "none", judged=True)
    page.little, page.names = {"paywall": True}, {"x:price"}
    written = [(page, ("paywall", 0.76))]
    assert train.search_signed([wall], guesses, 0.0, written, thresholds) == {}
    unsigned = Record("written", "test_a_story_on_a_price", "", "none", judged=True)
    unsigned.little = {"paywall": True}  # no sign: the signed threshold never bears on it
    assert train.search_signed([wall], guesses, 0.1, [(unsigned, ("paywall", 0.76))], thresholds) == {
        "paywall": 0.7
    }


def test_a_views_declared_title_is_read_where_the_page_has_no_title() -> None:
    """A server-side view served as stored gives its title to its layout (Razor, Blade, Jinja): the model
    reads it as the title, its words parted where run together; a page with a <title> keeps its own."""
    from kotoba.web.verdict.template import declared_title
    from kotoba.web.verdict.wall_model import features

    assert (
        declared_title('@{\n    ViewBag.Title = "NotFound";\n}\n<h2>Bu Url e ulaşılamıyor!</h2>')
        == "Not Found"
    )
    assert declared_title("@section('title', 'Tidak Ada Langganan')") == "Tidak Ada Langganan"
    assert declared_title("{% block title %}{{ site }} Page not found{% endblock %}") == "Page not found"
    assert declared_title("<h1>Hello</h1>") == ""
    # one reading for the rules (a template's text) and the model (its markup): each form either read before
    assert declared_title('@{ ViewData\\["Title"\\] = "Trang không tồn tại"; }') == "Trang không tồn tại"
    assert declared_title("<% provide(:title, 'Sign in') %>") == "Sign in"
    assert declared_title("@section('title', 'errors.page_not_found')") == "errors page not found"
    assert declared_title('<x-slot name="title">{{ $code }} Akses Ditolak</x-slot>') == "Akses Ditolak"
    assert declared_title("---\ntitle: 'Seite nicht gefunden'\n---") == "Seite nicht gefunden"

    def named(title: str) -> set[str]:
        return features(
            title=title,
            headings=["Hello"],
            text="Hello",
            url="",
            status=200,
            markup=frozenset(),
            declared="Not Found",
        )

    assert {"t:not found", "declared-title"} <= named("")
    assert "t:not found" not in named("Home")


def test_the_pages_written_from_documented_wording_say_each_status_in_each_language() -> None:
    """Every language's view of each status is written in both shapes, labelled as the corpus labels such a
    page (a 404 a soft 404, a 401 a log-in wall, a 402 a paywall, a 451 a geo block, the rest no wall), and
    each page says its status's name."""
    sys.path.insert(0, str(LISTING.parent))
    import wording

    pages = wording.pages()
    assert len(pages) == len(wording.NAMES) * len(wording.LABELS) * 2
    assert set(wording.COMMITS) == set(wording.NAMES) - {"en"}
    for key, label, markup in pages:
        lang, code, _ = key.split("/")
        assert label == wording.LABELS[code]
        assert html.escape(wording.NAMES[lang][code]) in markup


def test_the_forum_pages_pair_each_wall_with_the_same_boards_chrome_around_no_wall() -> None:
    """Every board of every language has an index and a topic (no wall) beside its log-in wall and its missing
    topic in the same chrome, each saying its package's own string; every language has every string."""
    sys.path.insert(0, str(LISTING.parent))
    import forums

    assert all(set(strings) == set(forums.PHPBB["en"]) for strings in forums.PHPBB.values())
    pages = {key: (label, markup) for key, label, markup in forums.pages()}
    for lang, boards in forums.BOARDS.items():
        strings = forums.PHPBB[lang]
        for at in range(len(boards)):
            labels = {
                name: pages[f"phpbb/{lang}/{at}/{name}"][0] for name in ("index", "topic", "login", "missing")
            }
            assert labels == {"index": "none", "topic": "none", "login": "login", "missing": "soft404"}
            assert strings["LOGIN_VIEWFORUM"] in pages[f"phpbb/{lang}/{at}/login"][1]
            assert strings["LOGIN"] in pages[f"phpbb/{lang}/{at}/index"][1]
    labels = {
        key.split("/", 2)[2]: label for key, (label, _) in pages.items() if not key.startswith("phpbb/")
    }
    assert {label for key, label in labels.items() if key.endswith(("nopermission", "members-only"))} == {
        "login"
    }
    assert {label for key, label in labels.items() if not key.endswith(("nopermission", "members-only"))} == {
        "none"
    }


def test_buckets_are_each_names_crc_as_utf_8_with_lone_surrogates_passed() -> None:
    """The judge hashes names on the codec's fast path; every name's bucket is still the reference one,
    a name holding a lone surrogate (a page's broken text) and names handed as a one-pass iterator
    included."""
    from kotoba.web.verdict.wall_model import _bucket, buckets, features

    names = features(
        title="Seite nicht gefunden — 页面不存在",
        headings=["Oops\udce9", "ページが見つかりません"],
        text="Die Seite existiert nicht. หน้าที่คุณค้นหาไม่มีอยู่ 🙂 broken \ud800 text",
        url="https://example.org/missing?q=1",
        status=404,
        markup=frozenset({"cookie", "<form"}),
        shape=frozenset({"price"}),
    )
    reference = {_bucket(name) for name in names}
    assert buckets(names) == reference
    assert buckets(iter(names)) == reference
    clean = {name for name in names if "\ud800" not in name and "\udce9" not in name}
    assert buckets(clean) == {_bucket(name) for name in clean}
    assert buckets(name for name in clean) == {_bucket(name) for name in clean}


def test_the_readable_pages_are_no_walls_in_every_language_and_shape() -> None:
    """Each written trap (an article about walls, plans and prices, a members' page let in, a forum index
    with its log-in box, a cookie policy; in eight languages also an account's subscription page, the page
    after signing out, an age calculator) is labelled no wall, in every language, inside the chrome."""
    sys.path.insert(0, str(LISTING.parent))
    import readable

    pages = readable.pages()
    assert len(pages) == len(readable.SITES) * 5 + len(readable.MORE) * 3
    assert all(set(readable.SITES[lang]) == {"chrome", *readable.SHAPES} for lang in readable.MORE)
    for key, label, markup in pages:
        lang, shape = key.split("/")
        assert label == "none"
        title, _ = readable.SITES[lang][shape]  # type: ignore[misc]
        assert f"<h1>{html.escape(title)}</h1>" in markup
        assert html.escape(str(readable.SITES[lang]["chrome"][3])) in markup  # type: ignore[index]


def test_the_walls_the_prose_tells_are_features_only_for_a_file_that_learnt_them(tmp_path: Path) -> None:
    """Per wall kind, whether the page's prose tells one of that wall's sentences is a feature (``told:``) of
    a file that says it learnt from them (``told``); a file written before them reads the page without."""
    from kotoba.web.verdict.wall_model import features

    def named(told: tuple[str, ...]) -> set[str]:
        return features(
            title="Members",
            headings=[],
            text="Please log in to read on.",
            url="",
            status=200,
            markup=frozenset(),
            told=told,
        )

    assert {"told:login", "told:paywall"} <= named(("login", "paywall"))
    assert not any(name.startswith("told:") for name in named(()))
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    path = tmp_path / "wall_model.json"
    data["told"] = True
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load(path).told
    del data["told"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not load(path).told


def test_the_link_pages_pair_each_expired_link_with_the_same_softwares_page_after_it_worked() -> None:
    """An expired or used link is labelled as the corpus labels such a page (a soft 404), and each software
    that shows one in a page of its own shows a page after the link worked beside it (no wall), so that a
    password or an e-mail address alone names nothing; every page says its sentence, and its record keeps its
    words' features only (no markup or address, which were written)."""
    sys.path.insert(0, str(LISTING.parent))
    import links

    labels = {key: label for key, label, _ in links.pages()}
    markups = {key: markup for key, _, markup in links.pages()}
    assert set(labels.values()) == {"soft404", "none"}
    for software in ("django", "firebase"):
        mine = {label for key, label in labels.items() if key.startswith(software + "/")}
        assert mine == {"soft404", "none"}
    for key, (label, _title, _heading, sentence, _back) in links.PAGES.items():
        assert labels[key] == label
        assert html.escape(sentence) in markups[key]
    records = links.records()
    assert len(records) == len(links.PAGES)
    assert not any(name.startswith(("m:", "x:", "u:")) for record in records for name in record.names)


def test_a_page_is_scored_the_same_whether_its_rows_are_summed_packed_or_column_by_column() -> None:
    """The shipped model's integer rows are summed packed into one integer a row; a model whose weights are
    not all small integers is summed column by column. Both give every page the same probabilities, to the
    last bit: the shipped rows taken as they are and as floats, on buckets the model holds and on others."""
    shipped = load()
    as_floats = Model(
        {bucket: tuple(float(w) for w in row) for bucket, row in shipped.weights.items()},
        shipped.thresholds,
        shipped.scale,
    )
    held = sorted(shipped.weights)
    pages = [set(), set(held[:1]), set(held[::7]), set(held[3::101]) | {1 << 30, 7}, set(held)]
    for used in pages:
        assert shipped.probabilities(used) == as_floats.probabilities(used)
    negative = Model({1: (-113, 0, 5, -1, 2, 0, 113), 2: (-2, -3, 0, 0, 0, 0, -113)}, {})
    assert negative.probabilities({1, 2, 3}) == Model(
        {1: (-113.0, 0, 5, -1, 2, 0, 113), 2: (-2, -3, 0, 0, 0, 0, -113.0)}, {}
    ).probabilities({1, 2, 3})


def test_a_file_that_masked_digits_reads_them_as_0_but_a_status_or_an_age(tmp_path: Path) -> None:
    """A file that says it learnt its words with their digits read as 0 (``masked``) reads a page so: an
    order number or a date is one word whatever its digits, a status or an age stays itself; a file written
    before reads the digits as they are."""
    from kotoba.web.verdict.wall_model import features

    def named(digits: bool) -> set[str]:
        return features(
            title="Order 58213 — 404",
            headings=["Due 2026-12-07"],
            text="You must be 18 to see order 58213.",
            url="",
            status=200,
            markup=frozenset(),
            digits=digits,
        )

    masked, kept = named(False), named(True)
    assert {"w:00000", "t:order 00000", "t:404", "w:18", "h:0000"} <= masked
    assert not any("58213" in name or "2026" in name for name in masked)
    assert {"w:58213", "t:order 58213", "h:2026"} <= kept and "w:00000" not in kept
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    path = tmp_path / "wall_model.json"
    data["masked"] = True
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load(path).masked
    del data["masked"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not load(path).masked
