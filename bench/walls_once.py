"""Score a blind batch of the wall corpus once, and keep the score in the manifest.

    python bench/walls_once.py PREFIX [--write] [--fields RULES MODEL]

Every page whose ``batch`` starts with PREFIX is read as a direct read reads it (the corpus's
``outcome_of``), twice: by the rules alone (the learned model's hook turned off) and by the whole judge.
The two verdicts are printed per kind and part, and with ``--write`` kept in the manifest as the page's
``first_score`` (the rules) and ``model_score`` (rules and model), the way earlier rounds keep theirs:
``caught`` or ``missed`` for a wall, ``read`` or ``refused as KIND`` for a trap (a trap given the paywall's
note is ``refused as paywall``). A page that already has a ``first_score`` is never scored again: a blind
round is scored once. A page captured ``pending`` (read by nothing until it is scored) loses the mark
when its scores are kept. ``--fields`` names other fields for a second judge's one score of a round already
scored (as the seventh round's ``model_score`` was added): pages that already hold them are never rescored.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from tests.web.verdict.walls.corpus import HERE as WALLS  # noqa: E402
from tests.web.verdict.walls.corpus import KINDS, Page, load, outcome_of  # noqa: E402
from walls import PARTS, verdict_of  # noqa: E402

from kotoba.settings import Settings  # noqa: E402
from kotoba.web.verdict import walls  # noqa: E402


def score(page: Page, verdict: str) -> str:
    """The manifest's word for ``verdict`` on ``page``."""
    if page.kind == "trap":
        return "read" if verdict == "trap" else f"refused as {verdict}"
    return "caught" if verdict == page.kind else "missed"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("prefix", help="the batches to score: every batch whose name starts with this")
    parser.add_argument("--write", action="store_true", help="keep the scores in the manifest")
    parser.add_argument(
        "--fields",
        nargs=2,
        default=("first_score", "model_score"),
        metavar=("RULES", "MODEL"),
        help="the fields the two scores are kept in (default: first_score model_score)",
    )
    args = parser.parse_args(argv)
    rules_field, model_field = args.fields
    path = WALLS / "manifest.json"
    entries = json.loads(path.read_text(encoding="utf-8"))
    chosen = {
        entry["file"]
        for entry in entries
        if entry.get("batch", "").startswith(args.prefix) and rules_field not in entry
    }
    pages = [page for page in load(pending=True) if page.file in chosen]
    if not pages:
        print(f"no unscored page in a batch starting with {args.prefix!r}")
        return
    settings = Settings()
    both = {page.file: verdict_of(outcome_of(page, settings)) for page in pages}
    with mock.patch.object(walls, "_learned", lambda *_args, **_kwargs: None):
        rules = {page.file: verdict_of(outcome_of(page, settings)) for page in pages}
    for part in (*PARTS, "all"):
        mine = [page for page in pages if part in ("all", page.part)]
        cells = []
        for kind in KINDS:
            kind_pages = [page for page in mine if page.kind == kind]
            if kind_pages:
                cells.append(
                    f"{kind} {sum(rules[p.file] == kind for p in kind_pages)}"
                    f"/{sum(both[p.file] == kind for p in kind_pages)} of {len(kind_pages)}"
                )
        wall_pages = [page for page in mine if page.kind != "trap"]
        traps = [page for page in mine if page.kind == "trap"]
        print(
            f"{part}: walls (rules/rules and model) {sum(rules[p.file] == p.kind for p in wall_pages)}/"
            f"{sum(both[p.file] == p.kind for p in wall_pages)} of {len(wall_pages)} ({', '.join(cells)}); "
            f"traps refused or marked {sum(rules[p.file] != 'trap' for p in traps)}/"
            f"{sum(both[p.file] != 'trap' for p in traps)} of {len(traps)}"
        )
    for page in pages:
        if both[page.file] != (page.kind if page.kind != "trap" else "trap"):
            print(f"  {page.part}: {page.file} ({page.kind}) read as {both[page.file]}")
    if args.write:
        for entry in entries:
            if entry["file"] in chosen:
                page = next(page for page in pages if page.file == entry["file"])
                entry[rules_field] = score(page, rules[page.file])
                entry[model_field] = score(page, both[page.file])
                entry.pop("pending", None)  # scored once: from now on the tests and the bench read it
        path.write_text(json.dumps(entries, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"kept {rules_field} and {model_field} for {len(chosen)} pages in {path.name}")


if __name__ == "__main__":
    main()
