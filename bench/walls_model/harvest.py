"""The harvest: weakly-labelled pages from public repositories, for the wall model to learn from.

    python bench/walls_model/harvest.py pack STAGING     # list.tsv + f/ → harvest/ (drops corpus pages)

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
from data import WALLS, Record, judged_record  # noqa: E402

from kotoba.settings import Settings  # noqa: E402
from kotoba.web.net.fetch import Fetched  # noqa: E402

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


def corpus_keys() -> Keys:
    """Every wall-corpus page's repository and path (from its source), body hash, and visible text."""
    entries = json.loads((WALLS / "manifest.json").read_text(encoding="utf-8"))
    places: set[tuple[str, str]] = set()
    hashes: set[str] = set()
    texts: list[set[tuple[str, ...]]] = []
    for entry in entries:
        for found in re.finditer(r"GitHub ([\w.-]+/[\w.-]+), ([^\s(,;]+)", entry["source"]):
            places.add((found.group(1).lower(), found.group(2).lower()))
        raw = (WALLS / "pages" / entry["file"]).read_bytes()
        body = gzip.decompress(raw) if entry["file"].endswith(".gz") else raw
        hashes.add(hashlib.sha256(body).hexdigest())
        hashes.add(hashlib.sha256(body.strip()).hexdigest())
        texts.append(shingles(visible_words(body.decode("utf-8", "replace"))))
    return places, hashes, texts


def pack(staging: Path) -> None:
    """Read STAGING/list.tsv (repo, path, commit, label, chars, note) and STAGING/f/, drop what is a corpus
    page, and write the store: one gzipped JSON line per file and one manifest."""
    places, hashes, texts = corpus_keys()
    kept: list[dict[str, str]] = []
    dropped: Counter[str] = Counter()
    skipped = copies = 0
    seen: list[set[tuple[str, ...]]] = []
    passed: list[tuple[str, str, str, str]] = []
    with (staging / "list.tsv").open(encoding="utf-8") as listing:
        for row in csv.DictReader(listing, delimiter="\t"):
            if row["label"] not in LABELS:
                skipped += 1
                passed.append((row["repo"], row["path"], row["commit"], row["note"]))
                continue
            name = f"{row['repo'].replace('/', '__')}__{row['path'].replace('/', '__')}"
            body = (staging / "f" / name).read_bytes()
            digest = hashlib.sha256(body).hexdigest()
            mine = shingles(visible_words(body.decode("utf-8", "replace")))
            why = ""
            if (row["repo"].lower(), row["path"].lower()) in places:
                why = "repository and path"
            elif digest in hashes or hashlib.sha256(body.strip()).hexdigest() in hashes:
                why = "content hash"
            elif mine and any(len(mine & page) >= SAME_TEXT * len(mine) for page in texts):
                why = "visible text"
            if why:
                dropped[why] += 1
                passed.append((row["repo"], row["path"], row["commit"], f"a wall-corpus page ({why})"))
            elif not mine or any(len(mine & other) >= COPY * len(mine) for other in seen):
                copies += 1
                passed.append((row["repo"], row["path"], row["commit"], "a copy of a kept file's text"))
            else:
                seen.append(mine)
                kept.append({**row, "sha256": digest, "text": body.decode("utf-8")})
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
    print(f"kept {len(kept)}: {dict(Counter(r['label'] for r in kept))}; skipped by hand {skipped}")
    print(f"dropped as wall-corpus pages: {sum(dropped.values())} {dict(dropped)}; copies: {copies}")


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
        fetched = Fetched(
            url=ADDRESS,
            final_url=ADDRESS,
            status=200,
            content_type="text/html",
            charset="utf-8",
            body=body,
            capped=False,
            headers=(("content-type", "text/html; charset=utf-8"),),
        )
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
    if len(argv) == 2 and argv[0] == "pack":
        pack(Path(argv[1]))
    else:
        raise SystemExit(__doc__.splitlines()[2].strip() if __doc__ else "usage: harvest.py pack STAGING")


if __name__ == "__main__":
    main(sys.argv[1:])
