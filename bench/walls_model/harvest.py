"""The harvest: weakly-labelled pages from public repositories, for the wall model to learn from.

    python bench/walls_model/harvest.py pack STAGING [MANIFEST...]  # STAGING/list.tsv + f/ → harvest/

``train.py --harvest`` learns from it and cross-validates within it by repository (:func:`cross_validate`).

A repository's file under a telling path (``templates/paywall.html``, ``_includes/cookies.html``,
``templates/404.html``…) is labelled by its path: the wall it names, or ``none`` for an ordinary page
(``about.html``, ``pricing.html``…); see ``harvest/README.md`` for the paths, what was skipped and how the
files are stored. No file that is a page of the wall corpus (any part, any round) is kept: they are dropped
by repository and path, by content hash, and by their visible text (the same words, in order, as a corpus
page's), so no held-out page reaches training.

A harvested file is a template, not a page as served: its markup is a stored excerpt and its address says
nothing. So the model learns only its *words* from it (title, headings, text, the text's length): the
markup's, the structure's and the address's features (``m:``, ``x:``, ``u:``) are left out of its record,
and those are learnt from the corpus's pages alone.
"""

from __future__ import annotations

import csv
import gzip
import hashlib
import html
import io
import json
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from data import WALLS, Record, judged_record, served_html  # noqa: E402

from kotoba.settings import Settings  # noqa: E402

STORE = HERE / "harvest"
PAGES = STORE / "pages.jsonl.gz"
MANIFEST = STORE / "manifest.tsv"
PASSED = STORE / "passed-over.tsv"  # files read and not kept, and why
LABELS = ("none", "soft404", "consent", "login", "paywall", "age", "geo")
FIELDS = ("repo", "path", "commit", "label", "chars", "sha256", "note")
# features a template cannot honestly give: its markup is an excerpt, its address a stand-in
UNTRUE = ("m:", "x:", "u:")
ADDRESS = "https://harvest.invalid/"
SHINGLE = 5
SAME_TEXT = 0.6  # this share of a harvested file's word 5-grams found in one corpus page: the same page
COPY = 0.9  # this share found in a file already kept: a copy of a template another repository holds
FOLDS = 5


def visible_words(markup: str) -> list[str]:
    """The words a reader would see, lower-cased: tags, scripts, styles and template tags removed."""
    text = re.sub(r"(?is)<(script|style)\b.*?</\1\s*>", " ", markup)
    text = re.sub(r"(?s)\{[%#].*?[%#]\}|@\w+(\([^)]*\))?", " ", text)
    text = re.sub(r"(?s)<!--.*?-->|<[^>]*>", " ", text)
    return re.findall(r"\w+", html.unescape(text).lower())


def shingles(words: list[str]) -> set[tuple[str, ...]]:
    if len(words) < SHINGLE:
        return {tuple(words)} if words else set()
    return {tuple(words[at : at + SHINGLE]) for at in range(len(words) - SHINGLE + 1)}


# a corpus page's repository and path, body hashes, and visible texts' word 5-grams
Keys = tuple[set[tuple[str, str]], set[str], list[set[tuple[str, ...]]]]


def corpus_keys(manifests: Sequence[Path] = ()) -> Keys:
    """Every wall-corpus page's repository and path (from its source), body hash, and visible text: the
    corpus's own, and that of any further ``manifests`` (another copy of the corpus, with the pages a
    capture under way has added; each manifest's pages beside it)."""
    places: set[tuple[str, str]] = set()
    hashes: set[str] = set()
    texts: list[set[tuple[str, ...]]] = []
    for manifest in (WALLS / "manifest.json", *manifests):
        for entry in json.loads(manifest.read_text(encoding="utf-8")):
            for found in re.finditer(r"GitHub ([\w.-]+/[\w.-]+), ([^\s(,;]+)", entry["source"]):
                places.add((found.group(1).lower(), found.group(2).lower()))
            stored = manifest.parent / "pages" / entry["file"]
            if not stored.exists():  # a further manifest's page not written yet: its place is enough
                continue
            raw = stored.read_bytes()
            body = gzip.decompress(raw) if entry["file"].endswith(".gz") else raw
            hashes.add(hashlib.sha256(body).hexdigest())
            hashes.add(hashlib.sha256(body.strip()).hexdigest())
            texts.append(shingles(visible_words(body.decode("utf-8", "replace"))))
    return places, hashes, texts


def pack(staging: Path, manifests: Sequence[Path] = ()) -> None:
    """Grow the store with STAGING/list.tsv (repo, path, commit, label, chars, note; a label that is no
    label: read and passed over, the note says why) and STAGING/f/: the files already stored are checked
    again with the new ones, and every file that is a page of the wall corpus (its own, or one of
    ``manifests``) or a copy of a file kept before it is dropped. Writes the files, the manifest and the
    list of files read and not kept (a stored file was checked for copies when it was packed; its kin
    kept then stay kept)."""
    keys = corpus_keys(manifests)
    stored = load() if MANIFEST.exists() else []
    with (staging / "list.tsv").open(encoding="utf-8") as listing:
        new = list(csv.DictReader(listing, delimiter="\t"))
    listed = {(r["repo"], r["path"]) for r in stored}
    passed: list[tuple[str, str, str, str]] = []
    if PASSED.exists():
        with PASSED.open(encoding="utf-8") as before:
            passed = [
                (r["repo"], r["path"], r["commit"], r["why"]) for r in csv.DictReader(before, delimiter="\t")
            ]
    listed |= {(repo, path) for repo, path, *_ in passed}
    kept: list[dict[str, str]] = []
    seen: list[set[tuple[str, ...]]] = []
    counts: Counter[str] = Counter()
    rows: list[tuple[dict[str, str], bytes, bool]] = [(r, r["text"].encode("utf-8"), False) for r in stored]
    for row in new:
        if (row["repo"], row["path"]) in listed:
            raise SystemExit(f"{row['repo']}:{row['path']} is listed in the store already")
        counts["read"] += 1
        if row["label"] not in LABELS:
            counts["passed over by hand"] += 1
            passed.append((row["repo"], row["path"], row["commit"], row["note"]))
            continue
        name = f"{row['repo'].replace('/', '__')}__{row['path'].replace('/', '__')}"
        rows.append((row, (staging / "f" / name).read_bytes(), True))
    for row, body, fresh in rows:
        digest = hashlib.sha256(body).hexdigest()
        text = body.decode("utf-8")
        mine = shingles(visible_words(text))
        why = corpus_page({**row, "text": text}, keys)
        if why:
            counts[f"{'' if fresh else 'stored, '}a wall-corpus page ({why})"] += 1
            passed.append((row["repo"], row["path"], row["commit"], f"a wall-corpus page ({why})"))
        elif fresh and (not mine or any(len(mine & other) >= COPY * len(mine) for other in seen)):
            counts[f"{'' if fresh else 'stored, '}a copy"] += 1
            passed.append((row["repo"], row["path"], row["commit"], "a copy of a kept file's text"))
        else:
            seen.append(mine)
            kept.append({**{f: row.get(f, "") for f in FIELDS}, "sha256": digest, "text": text})
            counts[f"kept {row['label']}" if fresh else "stored, kept"] += 1
    kept.sort(key=lambda r: (r["label"], r["repo"].lower(), r["path"]))
    STORE.mkdir(exist_ok=True)
    lines = "".join(json.dumps({"sha256": r["sha256"], "text": r["text"]}) + "\n" for r in kept)
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb", mtime=0, compresslevel=9) as out:  # byte-stable
        out.write(lines.encode("utf-8"))
    PAGES.write_bytes(buffer.getvalue())
    MANIFEST.write_text(
        "\t".join(FIELDS) + "\n" + "".join("\t".join(r.get(f, "") for f in FIELDS) + "\n" for r in kept),
        encoding="utf-8",
    )
    PASSED.write_text(
        "repo\tpath\tcommit\twhy\n" + "".join("\t".join(r) + "\n" for r in sorted(passed)), encoding="utf-8"
    )
    print(f"this harvest: {dict(sorted(counts.items()))}")
    print(f"the store: {len(kept)} files {dict(Counter(r['label'] for r in kept))}")


def load() -> list[dict[str, str]]:
    """The stored files with their manifest rows, in manifest order."""
    with MANIFEST.open(encoding="utf-8") as listing:
        rows = list(csv.DictReader(listing, delimiter="\t"))
    texts = {}
    with gzip.open(PAGES, "rt", encoding="utf-8") as stored:
        for line in stored:
            page = json.loads(line)
            texts[page["sha256"]] = page["text"]
    return [{**row, "text": texts[row["sha256"]]} for row in rows]


def corpus_page(row: dict[str, str], keys: Keys) -> str:
    """Why a stored file is a page of the wall corpus as it stands now ("" when it is not): by repository
    and path, by content hash, or by visible text. The corpus grows after a harvest is packed (a blind round
    may capture a file the harvest holds), so the check is made again whenever the harvest is read."""
    places, hashes, texts = keys
    body = row["text"].encode("utf-8")
    mine = shingles(visible_words(row["text"]))
    if (row["repo"].lower(), row["path"].lower()) in places:
        return "repository and path"
    if hashlib.sha256(body).hexdigest() in hashes or hashlib.sha256(body.strip()).hexdigest() in hashes:
        return "content hash"
    if mine and any(len(mine & page) >= SAME_TEXT * len(mine) for page in texts):
        return "visible text"
    return ""


def records(settings: Settings | None = None) -> list[Record]:
    """The harvest as the model's records: each file served as a 200 HTML page at an address that says
    nothing, its words' features only (see the module docstring). A file that is now a page of the wall
    corpus is left out (:func:`corpus_page`), and said."""
    settings = settings or Settings()
    found = []
    keys = corpus_keys()
    rows = load()
    left_out = {(row["repo"], row["path"]): page for row in rows if (page := corpus_page(row, keys))}
    if left_out:
        print(f"harvest: {len(left_out)} files left out as pages of the wall corpus now:", file=sys.stderr)
        for (repo, path), page in left_out.items():
            print(f"  {repo}:{path} ({page})", file=sys.stderr)
    for row in rows:
        if (row["repo"], row["path"]) in left_out:
            continue
        body = row["text"].encode("utf-8")
        fetched = served_html(ADDRESS, body)
        key = f"{row['repo']}:{row['path']}"
        record = judged_record(
            "harvest", key, row["sha256"], row["label"], fetched, settings, part=row["repo"]
        )
        record.names = {name for name in record.names if not name.startswith(UNTRUE)}
        found.append(record)
    return found


def fold(record: Record) -> int:
    """A record's fold: by its repository, so that no repository's files are on both sides."""
    return int(hashlib.sha256(record.part.lower().encode()).hexdigest(), 16) % FOLDS


def cross_validate(rows: Sequence[Record], fit: Any, predict: Any, trainable: Any) -> None:
    """Each fold of the harvest judged by a model trained on everything else it may learn from: per label,
    how many files the model alone names as that label (at the shipped thresholds' least, 0.5), and how
    many ordinary pages it takes for a wall."""
    mine = [r for r in rows if r.source == "harvest" and r.names]
    guesses: dict[str, tuple[str, float]] = {}
    for at in range(FOLDS):
        test = [r for r in mine if fold(r) == at]
        held = {r.key for r in test}
        model = fit([r for r in rows if trainable(r) and r.key not in held])
        guesses.update(zip([r.key for r in test], predict(model, test), strict=True))
    print(f"\nharvest, {FOLDS}-fold cross-validation by repository (model alone, p >= 0.5)")
    for label in LABELS:
        of = [r for r in mine if r.kind == label]
        if not of:
            continue
        right = sum(guesses[r.key][0] == label and guesses[r.key][1] >= 0.5 for r in of)
        walls = Counter(guesses[r.key][0] for r in of if guesses[r.key][0] not in ("none", label))
        print(f"  {label:<8} {len(of):>4}: named {right}; taken for another wall {dict(walls)}")


def main(argv: list[str]) -> None:
    if len(argv) >= 2 and argv[0] == "pack":
        pack(Path(argv[1]), [Path(more) for more in argv[2:]])
    else:
        raise SystemExit(__doc__.splitlines()[2].strip() if __doc__ else "usage: harvest.py pack STAGING")


if __name__ == "__main__":
    main(sys.argv[1:])
