"""A held-out check on sites the extractor was never developed against: trafilatura's real-world test pages.

    python bench/snippets.py [--sdist FILE] [--markdown]

trafilatura 1.0.0's source distribution on PyPI (``trafilatura-1.0.0.tar.gz``, sha256 below) carries
``tests/cache/`` (pages saved from 87 sites: German, French and English news, blogs, shops and public bodies)
and ``tests/realworld_tests.py``, whose ``test_extract`` asserts, page by page, snippets the extracted text
must hold and snippets (navigation, comments, shop furniture) it must not. Neither is copied into this
repository: the script downloads the sdist with pip (or reads ``--sdist``), reads the assertions with
:mod:`ast` (the test file is never imported or run) and checks every extractor against every snippet.

kotoba's rules and thresholds were never written or fitted against these pages, so its figures here are a
held-out check. trafilatura's were: the pages are its development set, and the comparison favours it.
Snippets are matched with whitespace collapsed and kotoba's line marks (``# ``, ``- ``) removed. Each
extractor is called as ``bench/extraction.py`` calls it, on the same decoded page.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import re
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus import render
from extraction import kotoba_extractor, readability_extractor, trafilatura_extractor

from kotoba.web.extract.charset import decode_html

SDIST = "trafilatura-1.0.0.tar.gz"
SHA256 = "10222e9475363091d38d4aa92349974a23363e8a98692b5f902d60bba3e53383"
TESTS = "trafilatura-1.0.0/tests/"
_SPACES = re.compile(r"\s+")
_MARKS = re.compile(r"(?m)^(?:#+|-) ")


@dataclass(frozen=True)
class Case:
    url: str
    html: str
    present: tuple[str, ...]  # snippets the text must hold
    absent: tuple[str, ...]  # snippets it must not


def fetch_sdist(folder: Path) -> Path:
    """The sdist, downloaded from PyPI by pip (the only network this script uses) and checked."""
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:"]
    subprocess.run([*command, "--dest", str(folder), "trafilatura==1.0.0"], check=True)
    return folder / SDIST


def load_cases(sdist: Path, sha256: str = SHA256) -> list[Case]:
    """The pages of ``test_extract`` with their snippets, from the sdist (refused unless its digest is
    ``sha256``)."""
    digest = hashlib.sha256(sdist.read_bytes()).hexdigest()
    if digest != sha256:
        raise SystemExit(f"{sdist} is not trafilatura 1.0.0's sdist (sha256 {digest})")
    with tarfile.open(sdist) as archive:
        source = _member(archive, TESTS + "realworld_tests.py").decode("utf-8")
        tree = ast.parse(source)
        pages = _mock_pages(tree)
        cases = []
        for url, present, absent in _assertions(tree):
            if url in pages:
                html = decode_html(_member(archive, TESTS + "cache/" + pages[url]))
                cases.append(Case(url, html, present, absent))
    return cases


def _member(archive: tarfile.TarFile, name: str) -> bytes:
    handle = archive.extractfile(name)
    if handle is None:
        raise SystemExit(f"{name} is missing from the sdist")
    return handle.read()


def _mock_pages(tree: ast.Module) -> dict[str, str]:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "MOCK_PAGES" for t in node.targets):
            pages = ast.literal_eval(node.value)
            return {str(url): str(name) for url, name in pages.items()}
    raise SystemExit("realworld_tests.py has no MOCK_PAGES table")


def _assertions(tree: ast.Module) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    """(url, snippets present, snippets absent) of ``test_extract``: each ``result = load_mock_page(url)``
    and the string ``in``/``not in result`` checks of the asserts that follow it, in source order."""
    found: dict[str, tuple[list[str], list[str]]] = {}
    test = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "test_extract")
    url: str | None = None
    for statement in _in_order(test.body):
        if isinstance(statement, ast.Assign) and isinstance(statement.value, ast.Call):
            first = statement.value.args[0] if statement.value.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                url = first.value
                found.setdefault(url, ([], []))
        elif isinstance(statement, ast.Assert) and url is not None:
            for node in ast.walk(statement.test):
                if isinstance(node, ast.Compare) and len(node.ops) == 1 and _is_result(node.comparators[0]):
                    if isinstance(node.left, ast.Constant) and isinstance(node.left.value, str):
                        if isinstance(node.ops[0], ast.In):
                            found[url][0].append(node.left.value)
                        elif isinstance(node.ops[0], ast.NotIn):
                            found[url][1].append(node.left.value)
    return [(u, tuple(present), tuple(absent)) for u, (present, absent) in found.items() if present or absent]


def _in_order(body: list[ast.stmt]) -> list[ast.stmt]:
    """The statements of ``body`` in source order, with those inside ``if`` blocks in their place."""
    statements: list[ast.stmt] = []
    for statement in body:
        statements.append(statement)
        if isinstance(statement, ast.If):
            statements += _in_order(statement.body) + _in_order(statement.orelse)
    return statements


def _is_result(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "result"


def _normal(text: str) -> str:
    return _SPACES.sub(" ", _MARKS.sub("", text)).strip()


@dataclass
class Tally:
    present: int = 0
    present_found: int = 0
    absent: int = 0
    absent_kept_out: int = 0
    pages: int = 0
    pages_right: int = 0


def check(extract: Callable[[str, str], str], cases: list[Case]) -> Tally:
    tally = Tally()
    for case in cases:
        text = _normal(extract(case.html, case.url))
        found = sum(1 for snippet in case.present if _normal(snippet) in text)
        kept_out = sum(1 for snippet in case.absent if _normal(snippet) not in text)
        tally.present += len(case.present)
        tally.present_found += found
        tally.absent += len(case.absent)
        tally.absent_kept_out += kept_out
        tally.pages += 1
        tally.pages_right += found == len(case.present) and kept_out == len(case.absent)
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sdist", type=Path, help=f"{SDIST}, already downloaded (else pip fetches it)")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table for the README")
    parser.add_argument("--extractor", action="append", help="kotoba extractor(s) to check (default: auto)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        cases = load_cases(args.sdist or fetch_sdist(Path(folder)))
    extractors = [
        *((f"kotoba ({name})", kotoba_extractor(name)) for name in args.extractor or ["auto"]),
        (f"trafilatura {version('trafilatura')}", trafilatura_extractor()),
        (f"readability-lxml {version('readability-lxml')}", readability_extractor()),
    ]
    snippets = sum(len(c.present) + len(c.absent) for c in cases)
    print(f"{len(cases)} pages of trafilatura 1.0.0's real-world tests, {snippets} snippets")
    rows = []
    for name, extract in extractors:
        t = check(extract, cases)
        rows.append(
            [
                name,
                f"{t.present_found}/{t.present} ({t.present_found / t.present:.0%})",
                f"{t.absent_kept_out}/{t.absent} ({t.absent_kept_out / t.absent:.0%})",
                f"{t.pages_right}/{t.pages}",
            ]
        )
    headers = ["extractor", "snippets kept", "boilerplate left out", "pages fully right"]
    print(render(headers, rows, args.markdown))


if __name__ == "__main__":
    main()
