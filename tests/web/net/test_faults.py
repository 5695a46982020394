"""Broken and hostile servers: each read ends in a clear failure or a correct read, in time, memory bounded.

Every server here is a real socket on 127.0.0.1, reached through the documented allow-list, and writes
whatever bytes it likes: short bodies, lies in Content-Length, one byte at a time, nothing at all, garbage
for a status line, compression bombs, a charset label that the bytes contradict. Timeouts are cut to
fractions of a second so the suite stays fast; each test asserts the read ended well inside its deadline.
"""

from __future__ import annotations

import gzip
import math
import socket
import threading
import time
import tracemalloc
import zlib
from collections.abc import Iterator
from functools import partial
from http.server import BaseHTTPRequestHandler

import anyio
import anyio.to_process
import brotli
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kotoba.settings import Settings
from kotoba.web.outcome import FailureKind, PageRead, ReadFailed, ReadOutcome
from kotoba.web.page import PageReader, in_worker, warm_up
from tests.support.bugs import assert_cli_not_a_bug, assert_not_a_bug
from tests.support.servers.http import PageServer, Route, page, serve

FAST = Settings(
    allow=("127.0.0.1",),
    reader_url="",  # no fallback: a non-definitive failure must not leave the machine
    connect_timeout=0.5,
    read_timeout=0.5,
    deadline=2.0,
    max_bytes=1_000_000,
)

ARTICLE = (
    "<html><head><title>Field notes</title></head><body><article><h1>Field notes</h1>"
    + "".join(
        f"<p>Paragraph {i}: the river rose slowly through the night and the town waited.</p>"
        for i in range(40)
    )
    + "</article></body></html>"
)


async def read(url: str, **changes: object) -> tuple[ReadOutcome, float]:
    settings = FAST.replace(**changes)
    start = time.monotonic()
    async with PageReader(settings) as reader:
        outcome = await reader.read(url)
    assert_not_a_bug(outcome)  # whatever the server sent, the failure is the site's, not a bug of kotoba's
    return outcome, time.monotonic() - start


async def a_worker_started() -> None:
    """An extraction worker process started and loaded in this event loop's pool, which keeps it for the
    next read: a big body's read then times its deadline alone, not kotoba's start of a worker (made with
    the deadline stopped: seconds on a busy machine)."""
    await anyio.to_process.run_sync(partial(in_worker, warm_up))


def raw(data: bytes, *, close: bool = True) -> Route:
    """A route that writes ``data`` as the whole response, status line included."""

    def route(h: BaseHTTPRequestHandler) -> None:
        h.wfile.write(data)
        h.wfile.flush()
        h.close_connection = close

    return route


@pytest.fixture
def release() -> Iterator[threading.Event]:
    """Set at teardown, so handlers that stall on purpose let their threads go."""
    event = threading.Event()
    yield event
    event.set()


def assert_failed(outcome: ReadOutcome, *words: str) -> ReadFailed:
    assert isinstance(outcome, ReadFailed), f"expected a failure, got a read of {outcome!r}"[:300]
    for word in words:
        assert word in outcome.reason, outcome.reason
    return outcome


# --- Bodies that break off or lie about their length --------------------------------------------


async def test_a_body_closed_midway_is_a_failure_that_says_so() -> None:
    body = ARTICLE.encode()

    def route(h: BaseHTTPRequestHandler) -> None:
        h.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n")
        h.wfile.write(f"Content-Length: {len(body)}\r\n\r\n".encode() + body[: len(body) // 3])
        h.close_connection = True

    with serve({"/": route}) as srv:
        outcome, took = await read(srv.url("/"))
    failed = assert_failed(outcome, "127.0.0.1", "broke off")
    assert not failed.definitive  # a flaky connection may work next time
    assert took < 1.0


async def test_a_chunked_body_closed_midway_is_a_failure() -> None:
    def route(h: BaseHTTPRequestHandler) -> None:
        h.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n")
        h.wfile.write(b"400\r\n" + b"<p>" * 100)
        h.close_connection = True

    with serve({"/": route}) as srv:
        outcome, took = await read(srv.url("/"))
    assert_failed(outcome, "broke off")
    assert took < 1.0


async def test_a_content_length_longer_than_the_body_times_out_as_a_stall(release: threading.Event) -> None:
    body = ARTICLE.encode()

    def route(h: BaseHTTPRequestHandler) -> None:
        h.wfile.write(
            f"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {len(body) * 2}\r\n\r\n".encode()
        )
        h.wfile.write(body)
        h.wfile.flush()
        release.wait(5)

    with serve({"/": route}) as srv:
        outcome, took = await read(srv.url("/"))
    assert assert_failed(outcome, "stopped answering for 0.5 s").kind is FailureKind.TIMEOUT
    assert 0.5 <= took < 1.5


async def test_a_content_length_shorter_than_the_body_does_not_poison_the_next_read() -> None:
    """The bytes past the declared length sit on the socket; the pooled connection must not hand them on."""
    smuggled = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 46\r\n\r\n<p>SMUGGLED: the model must never see this</p>"
    first = ARTICLE.encode()

    def short(h: BaseHTTPRequestHandler) -> None:
        h.wfile.write(
            f"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {len(first)}\r\n\r\n".encode()
        )
        h.wfile.write(first + smuggled)
        h.wfile.flush()

    routes = {
        "/short": short,
        "/next": page("<html><body><p>" + "The real second page. " * 20 + "</p></body></html>"),
    }
    with serve(routes) as srv:
        async with PageReader(FAST) as reader:
            one = await reader.read(srv.url("/short"))
            two = await reader.read(srv.url("/next"))
    assert isinstance(one, PageRead) and "river rose" in one.text
    assert isinstance(two, PageRead), two
    assert "SMUGGLED" not in two.text and "The real second page." in two.text


# --- Servers that are slow, silent, or speak garbage --------------------------------------------


async def test_a_slowloris_body_is_cut_off_by_the_overall_deadline(release: threading.Event) -> None:
    def route(h: BaseHTTPRequestHandler) -> None:
        h.wfile.write(
            b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100000\r\n\r\n<html><body>"
        )
        h.wfile.flush()
        while not release.wait(0.1):  # a byte every 0.1 s: never slow enough for the read timeout
            h.wfile.write(b"a")
            h.wfile.flush()

    with serve({"/": route}) as srv:
        outcome, took = await read(srv.url("/"), deadline=1.5)
    assert assert_failed(outcome, "did not finish within 1.5 s").kind is FailureKind.TIMEOUT
    assert 1.5 <= took < 2.2


async def test_a_slowloris_status_line_is_cut_off_by_the_overall_deadline(release: threading.Event) -> None:
    def route(h: BaseHTTPRequestHandler) -> None:
        for byte in b"HTTP/1.1 200 OK\r\nX-Padding: " + b"a" * 10_000:
            if release.wait(0.1):
                return
            h.wfile.write(bytes([byte]))
            h.wfile.flush()

    with serve({"/": route}) as srv:
        outcome, took = await read(srv.url("/"), deadline=1.2)
    assert_failed(outcome, "did not finish within 1.2 s")
    assert took < 2.0


async def test_a_server_that_never_answers_fails_after_the_read_timeout(release: threading.Event) -> None:
    def route(h: BaseHTTPRequestHandler) -> None:
        release.wait(5)

    with serve({"/": route}) as srv:
        outcome, took = await read(srv.url("/"))
    assert assert_failed(outcome, "stopped answering for 0.5 s").kind is FailureKind.TIMEOUT
    assert 0.5 <= took < 1.5


async def test_an_endless_stream_of_informational_responses_ends_at_the_deadline(
    release: threading.Event,
) -> None:
    def route(h: BaseHTTPRequestHandler) -> None:
        while not release.is_set():
            h.wfile.write(b"HTTP/1.1 102 Processing\r\n\r\n" * 50)
            h.wfile.flush()
            time.sleep(0.01)

    with serve({"/": route}) as srv:
        outcome, took = await read(srv.url("/"), deadline=1.0)
    assert_failed(outcome)
    assert took < 1.8


async def test_a_listening_socket_that_never_accepts_fails_in_time() -> None:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(0)  # the kernel completes the handshake; nothing ever reads or writes
        port = listener.getsockname()[1]
        outcome, took = await read(f"http://127.0.0.1:{port}/")
    assert_failed(outcome)
    assert took < 1.5


async def test_a_tls_handshake_that_never_comes_fails_within_the_connect_timeout() -> None:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        port = listener.getsockname()[1]
        outcome, took = await read(f"https://127.0.0.1:{port}/")
    assert_failed(outcome)
    assert took < 1.5


async def test_a_closed_port_is_a_quick_failure_naming_the_host() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    outcome, took = await read(f"http://127.0.0.1:{port}/")
    assert_failed(outcome, "could not connect to 127.0.0.1")
    assert took < 1.0


@pytest.mark.parametrize(
    "response",
    [
        b"HTTP/1.1 abc OK\r\nContent-Length: 0\r\n\r\n",
        b"HTTQ/1.1 200 OK\r\nContent-Length: 0\r\n\r\n",
        b"<html><body>HTTP/0.9 style: no status line at all</body></html>",
        b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(range(256)),  # a TLS hello on a plain port
        b"HTTP/1.1 200 OK\r\nContent-Length: 12\r\nContent-Length: 99\r\n\r\nhello world!",
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnot hex\r\n0\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nX-Huge: " + b"a" * 300_000 + b"\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nBad Header Without Colon\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\nhello",
        b"HTTP/1.1 200 OK\r\nContent-Length: 99999999999999999999999999\r\n\r\nhello",
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\nhello",
    ],
    ids=[
        "status-not-a-number",
        "not-http",
        "http09",
        "tls-bytes",
        "two-lengths",
        "bad-chunk",
        "huge-header",
        "bad-header",
        "negative-length",
        "absurd-length",
        "unknown-transfer-coding",
    ],
)
async def test_garbage_where_http_should_be_is_a_clear_failure(response: bytes) -> None:
    with serve({"/": raw(response)}) as srv:
        outcome, took = await read(srv.url("/"))
    failed = assert_failed(outcome)
    assert "127.0.0.1" in failed.reason
    assert took < 1.5


# --- Compression bombs: memory stays bounded ----------------------------------------------------

_BOMB_UNIT = b"<p>" + b"all work and no play makes a dull page " * 25 + b"</p>\n"
_BOMB_SIZE = 128 * 1024 * 1024  # what the body inflates to: 128 times the 1 MB cap


def _block() -> bytes:
    return _BOMB_UNIT * (1024 * 1024 // len(_BOMB_UNIT))


def _zlib_bomb(wbits: int) -> bytes:
    """``_BOMB_SIZE`` bytes of HTML compressed with zlib (31 gzip, 15 zlib-wrapped deflate, -15 raw)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, wbits)
    block = _block()
    parts = [compressor.compress(block) for _ in range(_BOMB_SIZE // len(block))]
    return b"".join([*parts, compressor.flush()])


def _brotli_bomb() -> bytes:
    compressor = brotli.Compressor(quality=5)
    block = _block()
    parts = [compressor.process(block) for _ in range(_BOMB_SIZE // len(block))]
    return b"".join([*parts, compressor.finish()])


@pytest.fixture(scope="module")
def bombs() -> dict[str, tuple[bytes, str]]:
    gz = _zlib_bomb(31)
    return {
        "gzip": (gz, "gzip"),
        "deflate-zlib": (_zlib_bomb(15), "deflate"),
        "deflate-raw": (_zlib_bomb(-15), "deflate"),
        "brotli": (_brotli_bomb(), "br"),
        "gzip-in-gzip": (gzip.compress(gz, 9), "gzip, gzip"),
    }


@pytest.mark.parametrize("kind", ["gzip", "deflate-zlib", "deflate-raw", "brotli", "gzip-in-gzip"])
async def test_a_compression_bomb_is_cut_at_the_byte_cap_without_growing_memory(
    bombs: dict[str, tuple[bytes, str]], kind: str
) -> None:
    body, encoding = bombs[kind]
    assert len(body) < 2_000_000  # a small download …
    routes = {"/": page(body, headers={"Content-Encoding": encoding})}
    with serve(routes) as srv:
        tracemalloc.start()
        try:
            outcome, took = await read(srv.url("/"), max_bytes=1_000_000, deadline=10.0)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    # … that would inflate to 128 MB; kotoba keeps at most the 1 MB cap (plus parsing overhead).
    assert peak < 40_000_000, f"{kind}: peak traced memory {peak / 1e6:.0f} MB"
    assert took < 10.0
    if isinstance(outcome, PageRead):
        assert "all work and no play" in outcome.text
        assert outcome.chars <= 1_000_000


@pytest.mark.parametrize(
    ("encoding", "body"),
    [
        ("gzip", b"\x1f\x8b\x08\x00garbage-not-gzip" * 10),
        ("br", b"\xff" * 200),
        ("zstd", b"whatever"),
        ("deflate", b"\x78\x9c" + b"\xff" * 20),
    ],
    ids=["corrupt-gzip", "corrupt-brotli", "unknown-encoding", "corrupt-deflate"],
)
async def test_a_corrupt_or_unknown_content_encoding_is_a_clear_failure(encoding: str, body: bytes) -> None:
    with serve({"/": page(body, headers={"Content-Encoding": encoding})}) as srv:
        outcome, _ = await read(srv.url("/"))
    failed = assert_failed(outcome)
    assert "corrupt" in failed.reason or encoding in failed.reason


# --- Size, emptiness, missing Location ----------------------------------------------------------


async def test_fifty_megabytes_of_html_are_read_up_to_the_cap_and_no_further() -> None:
    # ~ 0.5 MB of distinct paragraphs: a paragraph repeated verbatim is read once, as a layout's copy
    chunk = b"".join(_BOMB_UNIT.replace(b"<p>", b"<p>%d " % i) for i in range(400))
    total = 50 * 1024 * 1024
    sent = [0]

    def route(h: BaseHTTPRequestHandler) -> None:
        h.wfile.write(
            f"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: {total}\r\n\r\n".encode()
        )
        while sent[0] < total:
            part = chunk[: total - sent[0]]
            h.wfile.write(part)
            sent[0] += len(part)
        h.wfile.flush()

    with serve({"/": route}) as srv:
        outcome, took = await read(srv.url("/"), max_bytes=5 * 1024 * 1024, deadline=10.0)
    assert isinstance(outcome, PageRead), outcome
    assert outcome.truncated_chars > 0  # the model is told the page goes on
    assert took < 6.0
    assert sent[0] < 25 * 1024 * 1024, f"the server got {sent[0] / 2**20:.0f} MB out before kotoba hung up"


async def test_an_empty_200_is_a_failure_not_a_thin_success() -> None:
    with serve({"/": page(b""), "/blank": page("<html><body>   </body></html>")}) as srv:
        empty, _ = await read(srv.url("/"))
        blank, _ = await read(srv.url("/blank"))
    assert_failed(empty, "no readable text")
    assert_failed(blank, "no readable text")


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
async def test_a_redirect_with_no_location_is_a_failure_naming_it(status: int) -> None:
    with serve({"/": page(b"", status=status)}) as srv:
        outcome, _ = await read(srv.url("/"))
    assert_failed(outcome, "no Location", str(status))


# --- A declared charset that the bytes contradict ----------------------------------------------

RUSSIAN = "Это русский текст статьи, достаточно длинный, чтобы его можно было прочитать. " * 12
JAPANESE = "これは記事の本文です。川は夜のあいだにゆっくりと水かさを増しました。" * 12


def _html(text: str) -> str:
    return f"<html><head><title>t</title></head><body><article><p>{text}</p></article></body></html>"


@pytest.mark.parametrize(
    ("declared", "sent", "text"),
    [
        ("utf-8", "cp1251", RUSSIAN),
        ("iso-8859-1", "utf-8", RUSSIAN),
        ("windows-1252", "utf-8", JAPANESE),
        ("no-such-charset", "cp1251", RUSSIAN),
        ("utf-8", "shift_jis", JAPANESE),
    ],
    ids=[
        "utf8-label-cp1251-bytes",
        "latin1-label-utf8-bytes",
        "cp1252-label-utf8-bytes",
        "unknown-label",
        "utf8-label-sjis-bytes",
    ],
)
async def test_a_charset_label_the_bytes_contradict_still_reads_correctly(
    declared: str, sent: str, text: str
) -> None:
    body = _html(text).encode(sent)
    with serve({"/": page(body, content_type=f"text/html; charset={declared}")}) as srv:
        outcome, _ = await read(srv.url("/"))
    assert isinstance(outcome, PageRead), outcome
    assert text[:40] in outcome.text


@pytest.mark.parametrize(
    ("declared", "sent", "text"),
    [("shift_jis", "utf-8", JAPANESE), ("utf-16", "utf-8", RUSSIAN), ("euc-jp", "shift_jis", JAPANESE)],
    ids=["sjis-label-utf8-bytes", "utf16-label-utf8-bytes", "eucjp-label-sjis-bytes"],
)
async def test_a_multibyte_label_the_bytes_contradict_is_not_read_as_mojibake(
    declared: str, sent: str, text: str
) -> None:
    body = _html(text).encode(sent)
    with serve({"/": page(body, content_type=f"text/html; charset={declared}")}) as srv:
        outcome, _ = await read(srv.url("/"))
    assert isinstance(outcome, ReadFailed) or text[:40] in outcome.text


# --- A huge page must not hold every other read hostage ------------------------------------------

_BIG_UNIT = "".join(
    f"<div class='c{i % 7}'><p>Paragraph {i} with some words in it to look like prose, and a "
    f"<a href='/x{i}'>link</a>.</p></div>\n"
    for i in range(200)
)
BIG_PAGE = ("<html><head><title>Big</title></head><body>" + _BIG_UNIT * 250 + "</body></html>").encode()


async def test_extracting_a_huge_page_does_not_stall_concurrent_reads() -> None:
    import asyncio

    small_routes = {f"/{alone}s{i}": page(ARTICLE) for i in range(12) for alone in ("", "alone/")}
    # The big page is 2-3 s of one core's time to extract, several times that where the cores are shared
    # with other work (a loaded CI machine): its deadline here only has to outlast that, as what is measured
    # is the small reads beside it (the deadline cutting a huge page short is the next test's).
    with serve({"/big": page(BIG_PAGE), **small_routes}) as srv:
        async with PageReader(FAST.replace(max_bytes=6_000_000, deadline=60.0)) as reader:

            async def small(i: int, under: str = "") -> tuple[ReadOutcome, float]:
                # Timed from when it was due (over the 3 s the big page is fetched and extracted), not from
                # when the loop woke it: a loop blocked by the big page wakes it late.
                due = time.monotonic() + 0.25 * i
                await asyncio.sleep(0.25 * i)
                outcome = await reader.read(srv.url(f"/{under}s{i}"))
                return outcome, time.monotonic() - due

            # The same reads with nothing beside them: what this machine makes a small read take now.
            alone = sorted(took for _, took in await asyncio.gather(*(small(i, "alone/") for i in range(12))))
            big_read = asyncio.ensure_future(reader.read(srv.url("/big")))
            smalls = await asyncio.gather(*(small(i) for i in range(12)))
            big = await big_read
    assert isinstance(big, PageRead) and big.truncated_chars > 0
    # While the loop is blocked, even a connect timer expires: small reads fail, not just wait.
    assert [type(outcome).__name__ for outcome, _ in smalls] == ["PageRead"] * 12
    latencies = sorted(took for _, took in smalls)
    # A stalled loop adds the big page's whole extraction (seconds) to them; beside it they may take at
    # most 0.4 s longer than alone (on an idle machine a small read alone takes a few milliseconds).
    assert latencies[6] < alone[6] + 0.4, (
        f"median small read took {latencies[6]:.2f} s beside the big page, {alone[6]:.2f} s alone"
    )


async def test_the_deadline_holds_while_a_huge_page_is_extracted() -> None:
    await a_worker_started()
    with serve({"/big": page(BIG_PAGE)}) as srv:
        outcome, took = await read(srv.url("/big"), max_bytes=6_000_000, deadline=0.4, read_timeout=2.0)
    assert took < 0.9, f"a 0.4 s deadline took {took:.2f} s"
    assert_failed(outcome, "did not finish within 0.4 s")


async def test_a_long_chain_of_stacked_content_encodings_cannot_exhaust_memory() -> None:
    layers = 10_000
    body = ARTICLE.encode()
    for _ in range(layers):
        body = gzip.compress(body, 0)  # stored blocks: quick to build, every layer a valid gzip member
    routes = {"/": page(body, headers={"Content-Encoding": ", ".join(["gzip"] * layers)})}
    with serve(routes) as srv:
        tracemalloc.start()
        try:
            outcome, took = await read(srv.url("/"), deadline=10.0)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    assert peak < 50_000_000, f"peak traced memory {peak / 1e6:.0f} MB"
    assert isinstance(outcome, ReadFailed | PageRead)
    assert took < 2.0


# --- A PDF bomb: tiny download, hours of text extraction ------------------------------------------


def _pdf_bomb(pages: int, content_mb: int) -> bytes:
    """``pages`` pages sharing one FlateDecode content stream of ``content_mb`` MB of text operators."""
    line = b"(All work and no play makes a dull page.) Tj T*\n"
    content = b"BT /F1 12 Tf 72 720 Td 14 TL\n" + line * (content_mb * 1024 * 1024 // len(line)) + b"ET"
    stream = zlib.compress(content, 9)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids ["
        + b" ".join(b"%d 0 R" % (5 + i) for i in range(pages))
        + b"] /Count %d >>" % pages,
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ] + [
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R "
        b"/Resources << /Font << /F1 4 0 R >> >> >>"
    ] * pages
    out, offsets = b"%PDF-1.4\n", []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    return out + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


def _kotoba_read_exits_in_time(body: bytes, content_type: str, limit: float = 6.0) -> None:
    """``kotoba read`` with a 2 s deadline must print an outcome and exit within ``limit`` seconds."""
    import os
    import subprocess
    import sys

    with serve({"/doc": page(body, content_type=content_type)}) as srv:
        env = {
            k: v for k, v in os.environ.items() if not k.startswith("KOTOBA_") and "proxy" not in k.lower()
        }
        env.update(KOTOBA_READER_URL="", KOTOBA_DEADLINE="2", KOTOBA_ALLOW="127.0.0.1")
        try:
            done = subprocess.run(
                [sys.executable, "-m", "kotoba", "read", "--json", srv.url("/doc")],
                capture_output=True,
                text=True,
                env=env,
                timeout=limit,
            )
        except subprocess.TimeoutExpired:
            pytest.fail(f"kotoba read was still running {limit:g} s after a read with a 2 s deadline began")
    assert '"status": "failed"' in done.stdout or '"status": "ok"' in done.stdout
    assert_cli_not_a_bug(done.returncode, done.stderr)


def test_a_pdf_bomb_cannot_keep_kotoba_read_running_past_its_deadline() -> None:
    body = _pdf_bomb(pages=20, content_mb=10)  # 34 KB that would take minutes to extract
    assert len(body) < 50_000
    _kotoba_read_exits_in_time(body, "application/pdf")


def test_a_tag_with_fifty_thousand_attributes_cannot_keep_kotoba_read_running() -> None:
    attributes = " ".join(f"a{i}='v'" for i in range(50_000))
    body = f"<html><body><p {attributes}>The article.</p></body></html>".encode()
    _kotoba_read_exits_in_time(body, "text/html; charset=utf-8")


# --- Concurrent extraction of big pages: memory must not scale with the number of reads -------------

_CONCURRENT_BIG_READS = """
import asyncio, sys
from kotoba.settings import Settings
from kotoba.web.page import PageReader

async def main(url: str, n: int) -> None:
    async with PageReader(Settings(allow=("127.0.0.1",), reader_url="", deadline=600)) as reader:
        outcomes = await asyncio.gather(*(reader.read(url) for _ in range(n)))
    assert all(o.status == "ok" for o in outcomes), outcomes
    status = open("/proc/self/status").read()
    print(int(status.split("VmHWM:")[1].split()[0]) // 1024)

asyncio.run(main(sys.argv[1], int(sys.argv[2])))
"""


def test_concurrent_reads_of_big_pages_do_not_parse_them_all_at_once() -> None:
    import subprocess
    import sys
    from pathlib import Path

    if not Path("/proc/self/status").exists():
        pytest.skip("needs /proc to read the peak RSS")
    body = ("<html><head><title>Big</title></head><body>" + _BIG_UNIT * 85 + "</body></html>").encode()
    assert 1_900_000 < len(body) < 2_200_000
    with serve({"/big": page(body)}) as srv:
        done = subprocess.run(
            [sys.executable, "-c", _CONCURRENT_BIG_READS, srv.url("/big"), "8"],
            capture_output=True,
            text=True,
            # what is measured is memory: eight parses two at a time took past 60 s beside busy loops
            timeout=900,
        )
    assert done.returncode == 0, done.stderr[-1000:]
    peak_mb = int(done.stdout.strip().splitlines()[-1])
    # Eight 2 MB bodies held at once are fine; eight parse trees at once are not (about 520 MB measured).
    assert peak_mb < 350, f"peak RSS {peak_mb} MB for eight concurrent 2 MB pages"


# --- Protocol fuzz: any response a server can send ends in an outcome, in time -----------------------

_STATUS_LINES = [
    b"HTTP/1.1 200 OK",
    b"HTTP/1.0 200 OK",
    b"HTTP/1.1 204 No Content",
    b"HTTP/1.1 206 Partial Content",
    b"HTTP/1.1 301 Moved",
    b"HTTP/1.1 302 Found",
    b"HTTP/1.1 303 See Other",
    b"HTTP/1.1 307 Temporary",
    b"HTTP/1.1 308 Permanent",
    b"HTTP/1.1 304 Not Modified",
    b"HTTP/1.1 404 Not Found",
    b"HTTP/1.1 410 Gone",
    b"HTTP/1.1 500 Oops",
    b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK",
    b"HTTP/1.1 999 What",
    b"HTTP/2 200",
    b"HTTP/1.1 200",
    b"ICY 200 OK",
]
_LOCATIONS = [
    "/next",
    "next",
    "?q=1",
    "#frag",
    "//127.0.0.1:1/",
    "http://127.0.0.1:1/x",
    "http://10.0.0.5/",
    "http://[::1]/",
    "http://fuzz.example/next",
    "https://fuzz.example:1/",
    "data:text/html,hi",
    "javascript:x",
    "http://",
    "http:",
    "http://[",
    "http://a b/",
    "http://127.0.0.1:99999/",
    "http://xn--/",
    "\u00e9t\u00e9",
    "",
]
# Header values a hostile or broken server sends; the fuzz mixes them, and the sweep below sends each one.
_HEADER_VALUES: dict[str, list[str]] = {
    "Content-Length": ["0", "5", "100", "-1", "1e3", "99999999999999999999", "x"],
    "Transfer-Encoding": ["chunked", "gzip", "chunked, chunked", "identity", ""],
    "Content-Encoding": ["gzip", "br", "deflate", "gzip, br", "zstd", "identity", "", "gzip, gzip, gzip, gzip"],
    "Content-Type": [
        "text/html",
        "text/html; charset=utf-8",
        "text/html; charset=shift_jis",
        "text/html; charset=utf-16",
        "text/html; charset=bogus",
        "text/plain",
        "image/png",
        "application/octet-stream",
        "",
        "text/html; charset=",
        "application/xhtml+xml",
        'TEXT/HTML; CHARSET="UTF-8"',
        "text/html; charset=utf-8; charset=latin1",
        "text/html;;; charset",
        "text/html; charset=x-user-defined",
        "text/html; charset=\u00e9t\u00e9",
        "text/html; charset=" + "a" * 300,
        "text/html; boundary=x; q=0.5",
        "text",
        "/",
        "text/html\u0085; charset=utf-8",
    ],
}
_HEADERS = st.one_of(
    *(st.tuples(st.just(name), st.sampled_from(values)) for name, values in _HEADER_VALUES.items()),
    st.tuples(st.just("Location"), st.sampled_from(_LOCATIONS)),
    st.tuples(st.sampled_from(["X-A", "Set-Cookie", "Refresh", "Connection"]), st.text(max_size=20)),
)
_HTML = "<html><head><title>T</title></head><body><p>Some words of a page, a sentence.</p></body></html>"
_BODIES = st.sampled_from(
    [
        b"",
        _HTML.encode(),
        gzip.compress(_HTML.encode()),
        brotli.compress(_HTML.encode()),
        zlib.compress(_HTML.encode()),
        b"5\r\nhello\r\n0\r\n\r\n",
        b"5\r\nhel",
        _HTML.encode("utf-16"),
        bytes(range(256)),
        b"\x1f\x8b\x08\x00" + bytes(40),
    ]
)


@st.composite
def hostile_responses(draw: st.DrawFn) -> bytes:
    status = draw(
        st.one_of(st.sampled_from(_STATUS_LINES), st.binary(max_size=30).filter(lambda b: b"\n" not in b))
    )
    headers = draw(st.lists(_HEADERS, max_size=6))
    raw_headers = b"".join(
        name.encode()
        + b": "
        + value.encode("utf-8", "replace").replace(b"\r", b"").replace(b"\n", b"")
        + b"\r\n"
        for name, value in headers
    )
    return status + b"\r\n" + raw_headers + b"\r\n" + draw(_BODIES)


@pytest.fixture(scope="module")
def fuzz_server() -> Iterator[PageServer]:
    with serve({}) as srv:
        yield srv


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(response=hostile_responses())
def test_any_response_a_server_sends_ends_in_an_outcome_within_the_deadline(
    fuzz_server: PageServer, response: bytes
) -> None:
    import asyncio
    import ipaddress

    async def loopback_only(host: str, port: int) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
        return [ipaddress.ip_address("127.0.0.1")]  # no name ever reaches a real DNS server

    took = math.inf

    async def one(url: str) -> ReadOutcome:
        nonlocal took
        settings_ = FAST.replace(
            deadline=1.5, read_timeout=0.3, connect_timeout=0.3, allow=("127.0.0.1", "fuzz.example")
        )
        async with PageReader(settings_, resolver=loopback_only) as reader:
            # the read the deadline bounds, not the event loop's and the reader's set-up (a TLS context
            # with the system's certificates), which a loaded machine slowed past the margin by itself
            start = time.monotonic()
            outcome = await reader.read(url)
            took = time.monotonic() - start
            return outcome

    fuzz_server.routes.update({"/": raw(response), "/next": raw(response)})
    outcome = asyncio.run(one(fuzz_server.url("/")))
    assert isinstance(outcome, PageRead | ReadFailed)
    assert_not_a_bug(outcome)  # per example, so hypothesis shrinks to the response that hit the bug
    assert took < 2.5, f"{took:.1f} s for {response[:120]!r}"


@pytest.mark.parametrize(
    ("name", "value"), [(name, value) for name, values in _HEADER_VALUES.items() for value in values]
)
async def test_every_hostile_header_value_ends_in_the_sites_outcome_not_a_bug(
    fuzz_server: PageServer, name: str, value: str
) -> None:
    """Each value the fuzz draws from, sent once on a plain 200 page: random mixing may never hit one."""
    head = f"HTTP/1.1 200 OK\r\n{name}: {value}\r\n".encode("utf-8", "replace")
    if name != "Content-Type":
        head += b"Content-Type: text/html\r\n"
    fuzz_server.routes.update({"/": raw(head + b"Connection: close\r\n\r\n" + _HTML.encode())})
    outcome, took = await read(fuzz_server.url("/"), deadline=1.5, read_timeout=0.3)  # read() checks for bugs
    assert isinstance(outcome, PageRead | ReadFailed)
    assert took < 2.5


@pytest.mark.parametrize("location", _LOCATIONS)
async def test_every_hostile_redirect_ends_in_the_sites_outcome_not_a_bug(
    fuzz_server: PageServer, location: str
) -> None:
    """Each Location the fuzz draws from, sent once on a 301: the fuzz met "http://xn--/" only by chance
    (in one full run of the suite), and httpx let idna's error through for it, a bug of kotoba's."""
    head = f"HTTP/1.1 301 Moved\r\nLocation: {location}\r\nConnection: close\r\n\r\n"
    fuzz_server.routes.update({"/": raw(head.encode("utf-8", "replace")), "/next": raw(head.encode())})
    outcome, _ = await read(fuzz_server.url("/"), deadline=1.5, read_timeout=0.3)  # read() checks for bugs
    assert isinstance(outcome, PageRead | ReadFailed)
    if location == "http://xn--/":
        assert isinstance(outcome, ReadFailed) and "not a web page" in outcome.reason, outcome


async def test_an_abandoned_big_extraction_stops_burning_cpu() -> None:
    """A 3 MB page of nested inline tags takes seconds of CPU to extract; past the deadline that work is
    killed (a worker process), not left running in a thread beside every later read."""
    body = ("<html><body>" + "<p><b><i><u>x" * 240_000 + "</body></html>").encode()
    assert len(body) > 3_000_000
    await a_worker_started()
    with serve({"/soup": page(body)}) as srv:
        async with PageReader(FAST.replace(max_bytes=6_000_000, deadline=1.0, read_timeout=5.0)) as reader:
            started = time.monotonic()
            outcome = await reader.read(srv.url("/soup"))
            took = time.monotonic() - started
            cpu_before = time.process_time()
            await anyio.sleep(1.5)
            cpu_after = time.process_time()
    assert_failed(outcome, "did not finish within 1 s")
    assert took < 1.6
    assert cpu_after - cpu_before < 0.5, f"{cpu_after - cpu_before:.2f} s of CPU spent after the read ended"
