"""The wall model's pages, read as a read reads them: the judge's inputs and the rules' verdict, per page.

Every page of the wall corpus (tests/web/verdict/walls: kind, part, batch in capture order) and of the
extraction corpora (the Zyte dev pages and WCXB's dev split — shippable, MIT and CC-BY-4.0 — and, for
evaluation only, the research corpora under ``more/``) is read the way a direct read reads it; where the
wall judge would run (no block page, a short enough text), the model's features are computed from what the
judge has in hand. The result is cached (a pickle keyed by the code's and the pages' hashes is not needed:
``--fresh`` rebuilds it), since extraction costs far more than training.
"""

from __future__ import annotations

import hashlib
import json
import pickle
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from corpus import DEFAULT_SHARED, check_dir  # noqa: E402
from corpus import load as load_extraction  # noqa: E402
from tests.web.verdict.walls.corpus import HERE as WALLS  # noqa: E402
from tests.web.verdict.walls.corpus import KINDS  # noqa: E402
from tests.web.verdict.walls.corpus import load as load_walls  # noqa: E402

from kotoba.settings import Settings  # noqa: E402
from kotoba.web.content import body_markup, body_to_article, judge_fetched  # noqa: E402
from kotoba.web.extract.markdown import unmarked  # noqa: E402
from kotoba.web.net.fetch import Fetched  # noqa: E402
from kotoba.web.verdict import walls, walls_markup  # noqa: E402
from kotoba.web.verdict.message import is_prose, pieces  # noqa: E402
from kotoba.web.verdict.template import declared_title  # noqa: E402
from kotoba.web.verdict.wall_model import CLASSES, features, markup_words, structure  # noqa: E402

TRAINABLE = ("dev", "wcxb")  # licences that allow shipping a model trained on them
EVALUATION_ONLY = ("cleaneval", "cleanportaleval", "dragnet", "googlenews")  # more/: never trained on
CACHE = Path(tempfile.gettempdir()) / "kotoba-walls-model"
# whether the features read the words' digits as 0 (``wall_model.features``' ``digits`` False; set by
# ``train.py``'s ``MASKED``)
MASKED = False


@dataclass
class Record:
    """One page: where it is from, its label, and what the judge sees (``judged``: whether it runs)."""

    source: str  # "walls" or an extraction corpus's folder name
    key: str
    sha256: str
    kind: str  # a wall's kind, "trap", or "none" for an extraction corpus's page
    part: str = ""
    batch: str = ""
    batch_order: int = -1
    first_score: str = ""
    judged: bool = False
    names: set[str] = field(default_factory=set)
    text_chars: int = 0
    rules: str = "none"  # the rules' verdict today: a wall's kind, "block", or "none"
    little: dict[str, bool] = field(default_factory=dict)  # per kind: walls.leaves_little
    prose: list[str] = field(default_factory=list)  # the text's sentences of prose, as the judge cuts them


def judge_inputs(
    fetched: Fetched, settings: Settings
) -> tuple[bool, set[str], int, str, dict[str, bool], list[str]]:
    """Whether the wall judge runs on ``fetched`` as a read reads it, its features, the text's length, and
    the rules' verdict ("block" where the block-page judge answers first)."""
    markup = body_markup(fetched)
    fmt = "markdown" if fetched.status < 300 else "text"
    article = body_to_article(fetched, extractor=settings.extractor, format=fmt, markup=markup)
    words = unmarked(article.judged) if fmt == "markdown" else article.judged
    short = settings.block_chars
    blocked = judge_fetched(
        fetched, short_chars=short, article=words if fmt == "markdown" else None, markup=markup
    )
    if blocked is not None:
        return False, set(), len(words), "block", {}, []
    text = words.strip()
    judged = len(text) <= walls.PAGE_CHARS and fetched.content_type != "application/pdf"
    # a longer page never reaches the judge; its features (over the text's opening) are kept all the same,
    # as a long page's words are what "none" sounds like
    html = markup or ""
    window = walls_markup.markup_window(html)
    title = walls_markup.title_of(window)
    headings = walls_markup.headings_of(window, text[: walls.PAGE_CHARS])
    # the text's sentences of prose, and the walls one of whose sentences they tell, as the judge reads them
    # (only where it runs)
    prose = [piece for piece in pieces(text) if is_prose(piece)] if judged else []
    names = features(
        title=title,
        headings=headings,
        text=text[: walls.PAGE_CHARS],
        url=fetched.final_url,
        status=fetched.status,
        markup=markup_words(html),
        shape=structure(window, text[: walls.PAGE_CHARS], walls.box_lines(window)),
        declared=declared_title(window),
        told=[kind for kind in CLASSES[1:] if prose and walls.tells_wall(kind, prose)],
        digits=not MASKED,
    )
    if not judged:
        return False, names, len(text), "none", {}, []
    verdict = walls.judge_walls(
        article=words, markup=html, url=fetched.final_url, status=fetched.status, learned=False
    )
    little = {kind: walls.leaves_little(kind, prose) for kind in KINDS}
    return True, names, len(text), verdict.kind if verdict else "none", little, prose


def judged_record(
    source: str,
    key: str,
    sha256: str,
    kind: str,
    fetched: Fetched,
    settings: Settings,
    *,
    part: str = "",
    batch: str = "",
    batch_order: int = -1,
    first_score: str = "",
) -> Record:
    """A :class:`Record` of ``fetched`` with what the judge sees of it (:func:`judge_inputs`); ``part``,
    ``batch``, ``batch_order`` and ``first_score`` are the wall corpus's own."""
    judged, names, chars, rules, little, prose = judge_inputs(fetched, settings)
    where = (part, batch, batch_order, first_score)
    return Record(source, key, sha256, kind, *where, judged, names, chars, rules, little, prose)


def served_html(address: str, body: bytes) -> Fetched:
    """``body`` as the guarded fetch hands over a 200 answer of UTF-8 HTML at ``address`` (an address that
    says nothing of the page: the harvest's and the written pages' words are their own)."""
    return Fetched(
        url=address,
        final_url=address,
        status=200,
        content_type="text/html",
        charset="utf-8",
        body=body,
        capped=False,
        headers=(("content-type", "text/html; charset=utf-8"),),
    )


UNTRUE = ("m:", "x:", "u:")  # a written page's features of its markup and address, which were written too


def written_records(
    pages: Iterable[tuple[str, str, str]],
    address: str,
    settings: Settings | None = None,
    *,
    prefix: str = "",
    part_at: int = 0,
) -> list[Record]:
    """Pages written from documented wording (``pages``: key, label, markup) as the model's records (source
    ``wording``, key ``prefix`` + key, part the key's ``part_at``-th piece between slashes), served as 200
    HTML pages at ``address`` (which says nothing of the page), their words' features only: never their
    markup's or address's (:data:`UNTRUE`), written with them."""
    settings = settings or Settings()
    found = []
    for key, label, markup in pages:
        body = markup.encode("utf-8")
        digest = hashlib.sha256(body).hexdigest()
        part = key.split("/")[part_at]
        record = judged_record(
            "wording", prefix + key, digest, label, served_html(address, body), settings, part=part
        )
        record.names = {name for name in record.names if not name.startswith(UNTRUE)}
        found.append(record)
    return found


def wall_records(settings: Settings) -> list[Record]:
    entries = json.loads((WALLS / "manifest.json").read_text(encoding="utf-8"))
    meta = {entry["file"]: entry for entry in entries}
    order: list[str] = []
    for entry in entries:
        if entry.get("batch", "") not in order:
            order.append(entry.get("batch", ""))
    records = []
    for page in load_walls():
        entry = meta[page.file]
        batch = entry.get("batch", "")
        records.append(
            judged_record(
                "walls",
                page.file,
                hashlib.sha256(page.body).hexdigest(),
                page.kind,
                page.fetched,
                settings,
                part=page.part,
                batch=batch,
                batch_order=order.index(batch),
                first_score=entry.get("first_score", ""),
            )
        )
    return records


def extraction_records(folder: Path, settings: Settings) -> list[Record]:
    corpus = load_extraction(folder)
    records = []
    for page in corpus.pages:
        fetched = page.fetched
        digest = hashlib.sha256(fetched.body).hexdigest()
        records.append(judged_record(corpus.name, page.key, digest, "none", fetched, settings))
    return records


def folders(shared: Path, more: bool) -> list[Path]:
    """The extraction corpora to read: the shippable ones must be there (a model trained without them would
    be another model, written as if it were the same), the research corpora where they are."""
    base = shared / "bench" / "extraction"
    for name in TRAINABLE:
        if (why := check_dir(base / name)) is not None:
            raise SystemExit(f"{why} (give the shared corpora's folder with --shared)")
    found = [base / name for name in TRAINABLE]
    if more:
        found += [folder for name in EVALUATION_ONLY if check_dir(folder := base / "more" / name) is None]
    return found


def judge_code() -> str:
    """A digest of the code a record's inputs come from (the reader's extraction and judges, every module
    under ``kotoba.web`` and the data files beside them but the wall model's own weights, which
    :func:`judge_inputs` does not read): a cached record is reused only while that code is the same, so a
    rule changed since never leaves the model trained on the old rule's verdicts."""
    web = Path(walls.__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in sorted(web.rglob("*")):
        if path.suffix in (".py", ".json") and path.name != "wall_model.json":
            digest.update(path.relative_to(web).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def records(shared: Path = DEFAULT_SHARED, *, more: bool = False, fresh: bool = False) -> list[Record]:
    """Every page's record: the wall corpus read now (it changes as batches are captured), the extraction
    corpora from the cache where it holds them."""
    settings = Settings()
    CACHE.mkdir(exist_ok=True)
    code = judge_code() + ("-masked" if MASKED else "")
    manifest = hashlib.sha256((WALLS / "manifest.json").read_bytes()).hexdigest()[:16]
    cached = CACHE / f"walls-{manifest}-{code}.pickle"
    if cached.exists() and not fresh:
        found = pickle.loads(cached.read_bytes())
    else:
        found = wall_records(settings)
        cached.write_bytes(pickle.dumps(found))
    for folder in folders(shared, more):
        cached = CACHE / f"{folder.name}-{code}.pickle"
        if cached.exists() and not fresh:
            found += pickle.loads(cached.read_bytes())
            continue
        mine = extraction_records(folder, settings)
        cached.write_bytes(pickle.dumps(mine))
        found += mine
    return found
