"""One digest of what the wall model makes of every page: its features, their buckets, its probabilities.

    python bench/walls_model/outputs.py [--shared DIR] [--more] [--harvest]

A change meant to make featurising cheaper must leave every page's outputs as they were: run this before and
after, and compare the digests (one line; no page is named, so the held-out part is hashed with the rest).
Every page of the wall corpus and of the shippable extraction corpora (``--more``: the research corpora too;
``--harvest``: the harvest and the written pages) is read as a read reads it (``data.records``, recomputed
whenever the code under ``kotoba.web`` changes), its feature names are hashed into buckets, and the shipped
file scores them. Each page's bucket set is also checked against the reference hashing, a CRC-32 of each name
encoded as UTF-8 with lone surrogates passed (``wall_model._bucket``).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from data import records  # noqa: E402

from kotoba.web.verdict.wall_model import _bucket, buckets, model  # noqa: E402


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=None)
    parser.add_argument("--more", action="store_true", help="also the research corpora under more/")
    parser.add_argument("--harvest", action="store_true", help="also the harvest and the written pages")
    args = parser.parse_args(argv)
    rows = records(**({"shared": args.shared} if args.shared else {}), more=args.more)
    if args.harvest:
        import forums
        import harvest
        import wording

        rows += harvest.records() + wording.records() + forums.records()
    shipped = model()
    digest = hashlib.sha256()
    for row in sorted(rows, key=lambda r: (r.source, r.key)):
        used = buckets(row.names)
        if used != {_bucket(name) for name in row.names}:
            raise SystemExit(f"a page's buckets differ from the reference hashing ({row.source})")
        scores = shipped.probabilities(used)
        digest.update(repr((row.source, row.key, sorted(row.names), sorted(used), scores)).encode())
    print(f"{len(rows)} pages: sha256 {digest.hexdigest()}")


if __name__ == "__main__":
    main()
