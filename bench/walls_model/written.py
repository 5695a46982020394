"""The written judge tests' pages, as the wall model's learned step is handed them, for the threshold search.

    python -m pytest -p written ...   # (done by :func:`records`, with ``bench/walls_model`` on the path)

The written tests of the wall judge (``tests/web/verdict/test_wall_*.py`` but the model's own file, and
``test_single_quotes.py``) hold pages written for a test — never a page of the wall corpus — and many of them
are short ordinary pages in a wall's words: a post whose comment form asks the reader to log in, a guide to
cookie banners, a classified ad under "You are not logged in". They bind the model's thresholds more than
leave-batch-out's traps do, so ``train.py --search`` counts them beside the traps: no such page the model
leaves as it is may be turned into a wall, and no wall the model names among them (a test's own pay stop)
may be lost. This module runs those tests once, with itself as a plugin that records what the learned step
receives, and keeps the records in the cache under the digest of the code, the tests and the model file
(whose verdicts are the records' labels: run it with a file the written tests pass).
"""

from __future__ import annotations

import hashlib
import os
import pickle
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import data  # noqa: E402
from data import CACHE, ROOT, Record, judge_code  # noqa: E402

from kotoba.web.verdict.template import declared_title  # noqa: E402
from kotoba.web.verdict.wall_model import TABLE, features, markup_words, structure  # noqa: E402
from kotoba.web.verdict.walls import tells_wall  # noqa: E402

TESTS = ROOT / "tests" / "web" / "verdict"
OWN = ("test_wall_model.py",)  # reads the corpus (its held-out part too): never recorded
KINDS = ("soft404", "consent", "login", "paywall", "age", "geo")
_OUT = "KOTOBA_WRITTEN_OUT"


def test_files() -> list[Path]:
    return sorted(
        [path for path in TESTS.glob("test_wall_*.py") if path.name not in OWN]
        + [TESTS / "test_single_quotes.py"]
    )


def records(*, fresh: bool = False) -> list[Record]:
    """Every call of the learned step in the written tests, as a record: ``kind`` the verdict the shipped
    file gave it ("none" where it named no wall), ``little`` per kind whether the step would let the
    model's verdict stand (the page leaves little of its own, and no exemption clears it)."""
    # the code, the tests, and the file whose verdicts label the records
    digest = hashlib.sha256(judge_code().encode() + TABLE.read_bytes())
    for path in test_files():
        digest.update(path.read_bytes())
    cached = CACHE / f"written-{digest.hexdigest()[:16]}.pickle"
    if not cached.exists() or fresh:
        CACHE.mkdir(exist_ok=True)
        env = {**os.environ, _OUT: str(cached), "PYTHONPATH": os.pathsep.join([str(HERE), *sys.path])}
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "-p",
                "written",
                *map(str, test_files()),
            ],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        if not cached.exists():
            raise SystemExit(
                f"the written tests recorded nothing:\n{done.stdout[-2000:]}{done.stderr[-2000:]}"
            )
    calls: list[dict[str, Any]] = pickle.loads(cached.read_bytes())
    return [_record(at, call) for at, call in enumerate(calls)]


def _record(at: int, call: dict[str, Any]) -> Record:
    names = features(
        title=call["title"],
        headings=call["headings"],
        text=call["text"],
        url=call["url"],
        status=call["status"],
        markup=markup_words(call["markup"]),
        shape=structure(call["markup"], call["text"], call["said"]),
        declared=declared_title(call["markup"]),
        told=[kind for kind in KINDS if call["prose"] and tells_wall(kind, call["prose"])],
        digits=not data.MASKED,
    )
    little = {kind: call["little"][kind] and not call["exempt"][kind] for kind in KINDS}
    return Record(
        "written",
        f"{call['id']}#{at}",
        "",
        call["shipped"] or "none",
        judged=True,
        names=names,
        text_chars=len(call["text"]),
        little=little,
        prose=call["prose"],
    )


# --- the plugin: loaded by pytest as ``-p written`` in the subprocess :func:`records` starts ---

_CALLS: list[dict[str, Any]] = []
_TEST = {"id": ""}


def pytest_configure(config: Any) -> None:
    from kotoba.web.verdict import walls, walls_exempt

    step = walls._learned

    def recorded(
        title: str,
        headings: list[str],
        text: str,
        url: str,
        status: int | None,
        markup: str,
        said: Any,
        page: Any,
    ) -> Any:
        verdict = step(title, headings, text, url, status, markup, said, page)
        _CALLS.append(
            {
                "id": _TEST["id"],
                "title": title,
                "headings": list(headings),
                "text": text,
                "url": url,
                "status": status,
                "markup": markup,
                "said": {str(kind): list(lines) for kind, lines in said.items()},
                "prose": list(page.prose),
                "little": {kind: walls.leaves_little(kind, page.prose) for kind in KINDS},
                "exempt": {
                    kind: walls_exempt.exemption(kind, walls_exempt.MODEL, page) is not None for kind in KINDS
                },
                "shipped": None if verdict is None else verdict.kind,
            }
        )
        return verdict

    walls._learned = recorded  # type: ignore[assignment]


def pytest_runtest_setup(item: Any) -> None:
    _TEST["id"] = item.nodeid


def pytest_sessionfinish(session: Any) -> None:
    if out := os.environ.get(_OUT):
        Path(out).write_bytes(pickle.dumps(_CALLS))
