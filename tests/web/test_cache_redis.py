"""The read cache's Redis backend against a real ``redis-server``: same answers as the in-memory cache
(hit, miss, "expired" for a reading that is gone), scoped, bounded, and never a failed read when Redis is
down, hangs, or holds something kotoba did not write."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from dataclasses import replace

import anyio
import pytest

from kotoba.web.cache import page_size
from kotoba.web.cache_redis import (
    RETRY_AFTER,
    UNREACHABLE,
    RedisCache,
    decode_page,
    encode_page,
    redis_key_scope,
)
from kotoba.web.outcome import PageRead
from tests.support.redis_server import MISSING, REDIS_SERVER, RedisServer, redis_server, silent_server

pytestmark = pytest.mark.skipif(REDIS_SERVER is None, reason=MISSING)


def _page(url: str, text: str, *, final_url: str | None = None) -> PageRead:
    return PageRead(
        url=url,
        final_url=final_url or url,
        via="direct",
        title="T",
        text=text[:100],
        chars=len(text),
        truncated_chars=max(0, len(text) - 100),
        thin=False,
        full_text=text,
    )


def _cache(url: str, *, ttl: float = 600, max_bytes: int = 10**7, clock: object = None) -> RedisCache:
    extra = {"clock": clock} if clock is not None else {}
    return RedisCache(url, max_bytes=max_bytes, ttl=ttl, version="test", size=page_size, **extra)  # type: ignore[arg-type]


@pytest.fixture
def server() -> Iterator[RedisServer]:
    with redis_server() as running:
        yield running


def test_pages_are_held_by_both_urls_and_only_within_their_scope(server: RedisServer) -> None:
    one, other = _cache(server.url), _cache(server.unix_url)  # two clients: two processes' view
    page = _page("https://a.example/", "word " * 5000, final_url="https://a.example/after")
    assert one.put(page, ("allow", ("intranet",))) is True
    looked, got = other.get("https://a.example/after", ("allow", ("intranet",)))
    assert looked == "hit" and got is not None
    assert got.full_text == page.full_text and got.text == page.text and got.final_url == page.final_url
    assert other.get("https://a.example/", ("allow", ())) == ("miss", None)  # a stricter reader: nothing
    assert other.get("https://b.example/", ("allow", ("intranet",))) == ("miss", None)


def test_the_notes_a_page_carries_come_back_from_another_process(server: RedisServer) -> None:
    """A paywall's teaser and a page read past a refused consent wall keep what the model is told about them."""
    one, other = _cache(server.url), _cache(server.unix_url)
    paywalled = replace(_page("https://a.example/teaser", "word " * 300), wall="paywall")
    refused = replace(_page("https://a.example/article", "word " * 300), via="rendered", consent_refused=True)
    for page in (paywalled, refused):
        assert one.put(page, ()) is True
        looked, got = other.get(page.url, ())
        assert looked == "hit" and got is not None
        assert (got.wall, got.consent_refused, got.via) == (page.wall, page.consent_refused, page.via)


def test_an_expired_page_says_expired_and_an_oversized_one_is_not_held(server: RedisServer) -> None:
    cache = _cache(server.url, ttl=0.3, max_bytes=50_000)
    cache.put(_page("https://a.example/", "a" * 1000), "s")
    ttl = int(server.command("PTTL", next(iter(_keys(server, "p:")))).split(b":")[1])
    assert 0 < ttl <= 300  # the key carries the TTL itself: Redis forgets the page on its own
    time.sleep(0.5)
    assert cache.get("https://a.example/", "s") == ("expired", None)  # the read-again note's cue
    assert cache.put(_page("https://big.example/", "b" * 60_000), "s") is False
    assert cache.get("https://big.example/", "s") == ("expired", None)  # given, but never held


def test_a_redis_that_is_down_costs_one_warning_and_no_read(caplog: pytest.LogCaptureFixture) -> None:
    with redis_server() as server:
        url = server.url
    cache = _cache(url)  # the server is gone: connection refused
    page = _page("https://a.example/", "text " * 100)
    with caplog.at_level(logging.WARNING, logger="kotoba.cache"):
        assert cache.put(page, "s") is False
        assert cache.get("https://a.example/", "s") == ("miss", None)
        assert anyio.run(cache.aget, "https://a.example/", "s") == ("miss", None)
    warnings = [r for r in caplog.records if r.name == "kotoba.cache"]
    assert len(warnings) == 1 and warnings[0].levelno == logging.WARNING
    assert warnings[0].getMessage() == UNREACHABLE.format(
        where=url.rsplit("/", 1)[0], why="ConnectionError", after=RETRY_AFTER
    )


def test_a_redis_that_hangs_is_given_up_within_its_timeout_then_left_alone(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with silent_server() as port:
        cache = _cache(f"redis://127.0.0.1:{port}/0")
        with caplog.at_level(logging.WARNING, logger="kotoba.cache"):
            began = time.monotonic()
            assert anyio.run(cache.aget, "https://a.example/", "s") == ("miss", None)
            first = time.monotonic() - began
            began = time.monotonic()
            for _ in range(20):
                assert anyio.run(cache.aget, "https://a.example/", "s") == ("miss", None)
            rest = time.monotonic() - began
    assert first < 2.0  # one bounded wait (connect succeeds, the answer never comes)
    assert rest < 0.5  # then Redis is left alone: no read waits on it
    assert len([r for r in caplog.records if r.name == "kotoba.cache"]) == 1


def test_an_entry_kotoba_did_not_write_is_never_taken_for_a_page(server: RedisServer) -> None:
    cache = _cache(server.url)
    page = _page("https://a.example/", "real text " * 50)
    cache.put(page, "s")
    key = next(iter(_keys(server, "p:")))
    for junk in ("not zlib at all", "\x78\x9c garbage"):
        server.command("SET", key, junk)
        assert cache.get("https://a.example/", "s") == ("expired", None)  # read again, never trusted
    assert decode_page(encode_page(page)) == page
    assert decode_page(b"") is None


def _keys(server: RedisServer, kind: str) -> list[str]:
    reply = server.command("KEYS", f"kotoba:*:{kind}*").decode()
    return [line for line in reply.split("\r\n") if line.startswith("kotoba:")]


class _Resolver:
    """An injected resolver, as a reader's settings hold one (only its identity matters here)."""


def test_a_reader_made_after_another_is_gone_does_not_share_its_pages() -> None:
    """A scope with an object in it (an injected resolver) is named by that object; when the first reader's
    resolver is freed, the next object may be given its ``id()``, and that must not make the second
    reader's scope the first one's: it would be served pages fetched through another resolver."""
    first = _Resolver()
    first_id, first_key = id(first), redis_key_scope(("strict", first), "v1")
    del first
    second = _Resolver()
    others = []  # kept alive while looking, so each new object is a fresh one
    while id(second) != first_id and len(others) < 10_000:
        others.append(second)
        second = _Resolver()
    if id(second) != first_id:
        pytest.fail("no object took the freed one's id, so this test shows nothing")
    assert redis_key_scope(("strict", second), "v1") != first_key
    assert redis_key_scope(("strict", second), "v1") == redis_key_scope(("strict", second), "v1")
