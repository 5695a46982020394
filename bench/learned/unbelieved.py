"""Score the choices open on the pages where the rule pass believes no article, as the shipped file sees them.

    python bench/learned/unbelieved.py [--shared DIR] [--limit N] [--corpora NAME …]

On such a page the learned extractor asks its unsure profile, which keeps broadly (listings, shops). Would the
page be better read as an article? For every page without a believed article this prints, per corpus, per
WCXB page type and per what the page declares about itself, the F1 (``bench/metric.py``, Markdown) of:

- ``unsure``: the shipped file as it is (the unsure profile judges the page);
- ``as believed``: the page judged as if the rule pass believed its best candidate (the profile for believed
  articles, which reads the candidate; drawn from the candidate where it keeps only blocks inside it);
- ``candidate``: the rule pass's best candidate drawn as the rule-based extractor draws a believed article;
- ``rules``: the rule-based extractor as it is (the page without its furniture).

What a page declares: ``og:type`` ``article``, or a schema.org article type (Article, NewsArticle,
BlogPosting, …) in its JSON-LD or microdata. The research corpora (``--corpora``; never trained on) are
printed as totals only, like every figure here: a page's own scores are not shown.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from data import HELD_OUT, samples, shared_arg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from corpus import render as table
from metric import PageScore, aggregate, score_page

from kotoba.web.extract.article import defuse
from kotoba.web.extract.blocks import believed
from kotoba.web.extract.core import Page, analyse, drawer
from kotoba.web.extract.core import extract as rules_extract
from kotoba.web.extract.learned import content, model

CHOICES = ("unsure", "as believed", "candidate", "rules")
_OG_TYPE = re.compile(r"""<meta\b[^>]*\b(?:property|name)\s*=\s*["']og:type["'][^>]*>""", re.IGNORECASE)
_CONTENT = re.compile(r"""\bcontent\s*=\s*["']\s*([^"']*)""", re.IGNORECASE)
_JSON_LD = re.compile(
    r"""<script\b[^>]*application/ld\+json[^>]*>(.*?)</script>""", re.IGNORECASE | re.DOTALL
)
_LD_TYPE = re.compile(r'"@type"\s*:\s*\[?\s*"(\w+)"')
_ITEMTYPE = re.compile(r"""\bitemtype\s*=\s*["']https?://schema\.org/(\w+)""", re.IGNORECASE)
# schema.org's Article and the subtypes a news or blog page uses
ARTICLE_TYPES = frozenset(
    (
        "Article",
        "NewsArticle",
        "BlogPosting",
        "ReportageNewsArticle",
        "AnalysisNewsArticle",
        "OpinionNewsArticle",
        "BackgroundNewsArticle",
        "ReviewNewsArticle",
        "TechArticle",
        "LiveBlogPosting",
    )
)


def declares_article(html: str) -> bool:
    """Whether the page says it is an article: ``og:type`` ``article``, or a schema.org article type."""
    for tag in _OG_TYPE.finditer(html):
        value = _CONTENT.search(tag.group(0))
        if value is not None and value.group(1).strip().lower() == "article":
            return True
    types = {t for script in _JSON_LD.finditer(html) for t in _LD_TYPE.findall(script.group(1))}
    return bool((types | set(_ITEMTYPE.findall(html))) & ARTICLE_TYPES)


def choices(page: Page, html: str) -> dict[str, str]:
    """Each choice's text of ``page`` (parsed from ``html``), in Markdown."""
    shipped, draw = model(), drawer(True, page.base)
    sure = dataclasses.replace(page.fit, min_score=float("-inf"), min_share=0.0)
    return {
        "unsure": content(page, shipped, draw).text,
        "as believed": content(page._replace(fit=sure), shipped, draw).text,
        "candidate": rules_extract(html, sure).text,
        "rules": rules_extract(html).text,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--shared")
    parser.add_argument("--limit", type=int, default=150, help="pages of each research corpus (spread)")
    parser.add_argument("--corpora", nargs="*", default=list(HELD_OUT), help="research corpora to score")
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables")
    args = parser.parse_args(argv)
    from validate import spread  # validate.py's pages (it imports the trainer: only when run)

    shared = shared_arg(args.shared)
    groups: dict[str, dict[str, list[PageScore]]] = defaultdict(lambda: defaultdict(list))
    named: list[tuple[str, Callable[[str], list[str]]]] = [("wcxb", lambda kind: [f"wcxb {kind}"])]
    named += [(name, lambda kind: []) for name in args.corpora]
    for name, by_kind in named:
        for sample in spread(samples(shared, name), None if name == "wcxb" else args.limit):
            html = defuse(sample.page.html)
            page = analyse(html)
            if page is None or believed(page):
                continue
            declared = "declares an article" if declares_article(sample.page.html) else "declares none"
            keys = [name, *by_kind(sample.page.kind), f"{name} {declared}"]
            for choice, text in choices(page, html).items():
                score = score_page(sample.page.truth, text)
                for key in keys:
                    groups[key][choice].append(score)
    rows = [
        [key, str(len(scores["unsure"])), *(f"{aggregate(scores[c]).f1:.3f}" for c in CHOICES)]
        for key, scores in groups.items()
    ]
    print("F1 on the pages where the rule pass believes no article\n")
    print(table(["group", "pages", *CHOICES], rows, args.markdown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
