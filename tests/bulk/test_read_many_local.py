"""``kotoba read-many`` in one process, against several loopback "hosts" named through ``--resolve``:
every URL exactly once in the Parquet shards, robots.txt obeyed, the politeness bound held as the servers
saw it, a 429 host retried after its Retry-After, a silent host given up, and a killed run resumed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import anyio
import pytest

pq = pytest.importorskip("pyarrow.parquet", reason="bulk reading needs pyarrow: pip install 'kotoba[bulk]'")

from kotoba.bulk.local import read_many_local  # noqa: E402
from kotoba.bulk.robots import DISALLOWED  # noqa: E402
from kotoba.bulk.worker import ROBOTS_KIND, BulkOptions  # noqa: E402
from kotoba.settings import Settings  # noqa: E402
from tests.support.hosts import Hosts, busiest_window, hosts, most_at_once  # noqa: E402

DELAY = 0.03
PER_HOST = 2


def url_list(site: Hosts, per_host: int) -> list[str]:
    urls: list[str] = []
    for name, kind in site.names.items():
        count = per_host if kind == "polite" else 5
        for i in range(count):
            urls.append(site.url(name, f"/private/{i}" if kind == "polite" and i % 10 == 0 else f"/a/{i}"))
    return urls


def read_shards(out: Path) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for path in sorted(out.glob("part-*.parquet")):
        rows.extend(pq.read_table(path).to_pylist())
    return rows


def settings_for(site: Hosts) -> Settings:
    return Settings(allow=("127.0.0.1",), resolve=tuple(site.resolve), deadline=5.0, connect_timeout=2.0)


def test_every_url_once_robots_obeyed_hosts_spared(tmp_path: Path) -> None:
    with hosts(polite=4, throttling=1, silent=1) as site:
        urls = url_list(site, per_host=60)
        options = BulkOptions(concurrency=32, per_host=PER_HOST, delay=DELAY, shard_size=50, max_pause=1.5)
        summary = anyio.run(read_many_local, urls, tmp_path, settings_for(site), options)
        log = list(site.log)

    rows = read_shards(tmp_path)
    assert sorted(r["index"] for r in rows) == list(range(len(urls)))  # each URL once, none lost
    assert [r["url"] for r in sorted(rows, key=lambda r: r["index"])] == urls
    assert summary.ok + summary.failed == len(urls) and summary.written == summary.shards

    by_url = {r["url"]: r for r in rows}
    for url in urls:
        got = by_url[url]
        if "polite" in url and "/private/" in url:
            assert got["status"] == "failed" and got["kind"] == ROBOTS_KIND
            assert got["reason"] == DISALLOWED.format(origin=url.split("/private/")[0])
        elif "polite" in url:
            assert got["status"] == "ok", got["reason"]
            assert "Page /a/" in str(got["title"]) and int(got["chars"]) > 600
        elif "throttling" in url:
            assert got["status"] == "ok", got["reason"]  # read after the host's Retry-After
        else:
            assert got["status"] == "failed" and got["reason"]
    # No disallowed path was ever requested; robots.txt once per host.
    assert not [h for h in log if h.path.startswith("/private/")]
    for name in site.names:
        hits = [h for h in log if h.host == name]
        if not hits:
            continue
        assert sum(1 for h in hits if h.path == "/robots.txt") == 1
        assert most_at_once(hits) <= PER_HOST
        assert busiest_window(hits, 0.5) <= 0.5 / DELAY + PER_HOST, name  # the delay, as a rate
    # The 429 host: each path answered 429 once, then read no sooner than its Retry-After (1 s) later.
    throttled = [h for h in log if h.host.startswith("throttling")]
    for path in {h.path for h in throttled if h.status == 429}:
        first, second = sorted((h for h in throttled if h.path == path), key=lambda h: h.arrived)[:2]
        assert first.status == 429 and second.status == 200
        assert second.arrived - first.answered >= 0.95


def test_a_killed_run_resumes_from_its_finished_shards(tmp_path: Path) -> None:
    with hosts(polite=2, throttling=0, silent=0, latency=0.02) as site:
        urls = [site.url(name, f"/a/{i}") for name in site.names for i in range(40)]
        listing = tmp_path / "urls.txt"
        listing.write_text("# a list\n" + "\n".join(urls + urls[:5]) + "\n")  # repeats are read once
        out = tmp_path / "out"
        command = [sys.executable, "-m", "kotoba", "read-many", str(listing), "--out", str(out)]
        command += ["--allow", "127.0.0.1", "--shard-size", "10", "--delay", "0.01", "--per-host", "1"]
        for entry in site.resolve:
            command += ["--resolve", entry]
        env = {"PATH": "/usr/bin:/bin", "KOTOBA_DEADLINE": "5"}
        with subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as first:
            while len(list(out.glob("part-*.parquet"))) < 2:
                assert first.poll() is None, first.communicate()
                anyio.run(anyio.sleep, 0.02)
            first.kill()  # killed mid-run: no chance to tidy up
            first.communicate()
        done_before = {p.name: p.stat().st_mtime_ns for p in out.glob("part-*.parquet")}
        assert 2 <= len(done_before) < 8
        requests_before = len(site.log)
        second = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, check=False)
        assert second.returncode == 0, second.stderr
        assert f"{len(done_before)} finished before" in second.stdout

    rows = read_shards(out)
    assert sorted(r["index"] for r in rows) == list(range(len(urls)))  # every URL once, the repeats too
    assert all(r["status"] == "ok" for r in rows)
    for name, mtime in done_before.items():
        assert (out / name).stat().st_mtime_ns == mtime  # finished shards were not read again
    # The second run read only what the first had not finished (robots.txt again, once per host).
    assert len(site.log) - requests_before <= len(urls) - 10 * len(done_before) + 10 + 2


@pytest.mark.parametrize(
    ("lines", "flags", "says"),
    [
        ("https://a.example/\nnot a url\n", [], "line 2 is not an http(s) URL: not a url"),
        ("# only a comment\n", [], "holds no URL"),
        ("https://a.example/\n", ["--per-host", "0"], "--per-host must be at least 1"),
        ("https://a.example/\n", ["--delay", "-1"], "--delay must be 0 or more seconds"),
    ],
)
def test_a_list_or_flag_that_cannot_work_is_one_line_and_exit_2(
    tmp_path: Path, lines: str, flags: list[str], says: str
) -> None:
    listing = tmp_path / "urls.txt"
    listing.write_text(lines)
    command = [sys.executable, "-m", "kotoba", "read-many", str(listing), "--out", str(tmp_path / "out"), *flags]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [f"kotoba: {done.stderr.strip().removeprefix('kotoba: ')}"]
    assert says in done.stderr and "Traceback" not in done.stderr
    assert not list((tmp_path / "out").glob("part-*"))


def test_another_list_in_the_same_folder_is_refused(tmp_path: Path) -> None:
    from kotoba.bulk.shards import prepare

    prepare(tmp_path, ["https://a.example/"], 10)
    with pytest.raises(ValueError, match="holds shards of another URL list"):
        prepare(tmp_path, ["https://b.example/"], 10)


def test_a_paywall_teaser_and_a_consent_wall_say_so_in_their_columns(tmp_path: Path) -> None:
    from tests.support import pages
    from tests.support.servers.http import page, serve
    from tests.web.verdict.walls.corpus import load

    corpus = {wall.file: wall.body for wall in load()}
    routes = {
        "/article": page(pages.article()),
        "/teaser": page(corpus["paywall-wsj-style.html"]),
        "/consent": page(corpus["consent-google-search.html"]),
    }
    with serve(routes) as server:
        urls = [server.url(path) for path in routes]
        settings = Settings(allow=("127.0.0.1",), deadline=5.0, browser="/usr/bin/chromium")
        options = BulkOptions(concurrency=3, per_host=3, delay=0.0, shard_size=10)
        anyio.run(read_many_local, urls, tmp_path, settings, options)
    got = {str(r["url"]).rsplit("/", 1)[-1]: r for r in read_shards(tmp_path)}
    seen = {name: (r["status"], r["kind"], r["wall"], r["consent_refused"]) for name, r in got.items()}
    assert seen == {
        "article": ("ok", "", None, False),
        "teaser": ("ok", "", "paywall", False),  # read, but only as far as its paywall
        # a bulk read never starts the browser, so a consent wall is never refused there
        "consent": ("failed", "consent_wall", "consent", False),
    }


def test_a_folder_written_before_the_wall_columns_is_refused_in_one_line(tmp_path: Path) -> None:
    import json

    from kotoba.bulk.shards import COLUMNS, MANIFEST, prepare

    urls = ["https://a.example/"]
    prepare(tmp_path / "out", urls, 10)
    manifest = tmp_path / "out" / MANIFEST
    held = json.loads(manifest.read_text())
    older = [column for column in COLUMNS if column not in ("wall", "consent_refused")]
    manifest.write_text(json.dumps(held | {"columns": older}))
    listing = tmp_path / "urls.txt"
    listing.write_text("\n".join(urls) + "\n")
    command = [sys.executable, "-m", "kotoba", "read-many", str(listing), "--out", str(tmp_path / "out")]
    command += ["--shard-size", "10"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip() == (
        f"kotoba: {tmp_path / 'out'} holds shards written by an older kotoba, without the columns wall, "
        "consent_refused; give a new --out, or finish that run with the kotoba that began it"
    )
    # another list in that folder is still told as another list
    with pytest.raises(ValueError, match="holds shards of another URL list"):
        prepare(tmp_path / "out", ["https://b.example/"], 10)
