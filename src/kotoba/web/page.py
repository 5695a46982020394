"""The whole read of one URL: guarded fetch → extract → classify → reader fallback → an outcome value.

Classification is where honesty lives. A block page is a failure, not a short success; a real short page
is a success that says its exact size; a long page is cut at the cap with the exact count of what was not
returned. Failures carry whether they are definitive, which decides if the reader proxy may be asked.
"""

from __future__ import annotations

import os
import re
import ssl
from functools import partial
from types import TracebackType

import anyio
import anyio.to_process
import anyio.to_thread

from kotoba.settings import Settings
from kotoba.web.content import body_kind, body_to_article
from kotoba.web.decode import decode_text
from kotoba.web.extract import Article
from kotoba.web.fetch import Fetched, build_client, fetch
from kotoba.web.outcome import PageRead, ReadFailed, ReadOutcome, Via
from kotoba.web.pdf import PdfError, read_pdf
from kotoba.web.policy import Policy
from kotoba.web.reader import parse_reader_text, reader_request_url, warning_failure
from kotoba.web.resolve import Resolver, overriding, parse_overrides, system_resolve
from kotoba.web.transport import GuardedTransport

BLOCK_REASON = "the site served a verification/block page instead of the article"
NO_TEXT_REASON = "the page had no readable text"
INTERNAL_ERROR = "kotoba failed while reading it"
THREAD_MAX_BYTES = 1024 * 1024  # above this, extraction runs in a process the deadline can kill

# Signals of a verification or block page; only short texts are judged, so an article about captchas passes.
BLOCK_SIGNALS = re.compile(
    r"verify (?:that )?you are (?:a )?human|are you a robot|access denied|enable javascript|javascript is "
    r"(?:disabled|required)|captcha|checking (?:if the site connection is secure|your browser)"
    r"|just a moment\.\.\."
    r"|attention required|unusual traffic|you have been blocked|request (?:was )?blocked|security check"
    r"|please enable cookies|ddos protection",
    re.IGNORECASE,
)


class PageReader:
    """Reads pages through one guarded client; reuse it for many reads (connections are pooled).

    ``resolver`` replaces the system resolver (tests inject one); ``settings.resolve`` entries answer for
    their names first, as curl's ``--resolve`` does. ``ssl_context`` replaces the default trust store (for
    a private CA). Raises ValueError for a malformed ``resolve`` entry.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        resolver: Resolver | None = None,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        self.settings = settings
        self.policy = Policy(settings.allow)
        resolve = overriding(parse_overrides(settings.resolve), resolver or system_resolve)
        transport = GuardedTransport(self.policy, resolve, ssl_context=ssl_context)
        # One parse tree per core at a time: more threads add no speed under the GIL, only memory
        # (a 2 MB page's tree is about 50 MB), so other reads wait their turn here.
        self._extracting = anyio.CapacityLimiter(max(1, os.cpu_count() or 1))
        self._client = build_client(settings, transport)

    async def __aenter__(self) -> PageReader:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._client.aclose()

    async def read(self, url: str) -> ReadOutcome:
        """Read ``url`` within the overall deadline; never raises for anything the web does."""
        url = url.strip()
        with anyio.move_on_after(self.settings.deadline) as scope:
            try:
                return await self._read(url)
            except Exception as exc:  # a bug of ours: still one honest failure, never a crashed caller
                return ReadFailed(url, f"{INTERNAL_ERROR} ({type(exc).__name__})", definitive=True)
        assert scope.cancelled_caught
        return ReadFailed(
            url, f"the read did not finish within {self.settings.deadline:g} s", definitive=False
        )

    async def _read(self, url: str) -> ReadOutcome:
        direct = await self._direct(url)
        if isinstance(direct, PageRead) or direct.definitive or not self.settings.reader_url:
            return direct
        proxied = await self._via_reader(url)
        if isinstance(proxied, PageRead):
            return proxied
        return ReadFailed(
            url,
            f"{direct.reason}; the reader proxy could not read it either ({proxied.reason})",
            definitive=False,
            final_url=direct.final_url,
        )

    async def _direct(self, url: str) -> ReadOutcome:
        fetched = await fetch(self._client, self.policy, url, self.settings)
        if isinstance(fetched, ReadFailed):
            return fetched
        try:
            remaining = anyio.current_effective_deadline() - anyio.current_time()
            article = await self._article(fetched, remaining=max(0.1, min(remaining, self.settings.deadline)))
        except PdfError as exc:
            return ReadFailed(url, str(exc), definitive=False, final_url=fetched.final_url)
        return classify(
            url,
            fetched.final_url,
            "direct",
            article,
            self.settings,
            content_type=fetched.content_type,
            capped=fetched.capped,
        )

    async def _article(self, fetched: Fetched, remaining: float) -> Article:
        if body_kind(fetched) == "pdf":
            return await read_pdf(fetched.body, seconds=remaining)
        work = partial(body_to_article, fetched, extractor=self.settings.extractor)
        if len(fetched.body) > THREAD_MAX_BYTES:
            # Hostile markup costs up to ~2 s of CPU per MB, and a thread cannot be stopped: a big body is
            # extracted in a worker process, which the deadline kills (about 70 ms once, to start one).
            return await anyio.to_process.run_sync(work, cancellable=True, limiter=self._extracting)
        # Off the event loop, so other reads' timers keep running; the deadline can abandon it.
        return await anyio.to_thread.run_sync(work, abandon_on_cancel=True, limiter=self._extracting)

    async def _via_reader(self, url: str) -> ReadOutcome:
        proxy_url = reader_request_url(self.settings.reader_url, url)
        fetched = await fetch(self._client, self.policy, proxy_url, self.settings)
        if isinstance(fetched, ReadFailed):
            return ReadFailed(url, fetched.reason, fetched.definitive, via="reader")
        answer = parse_reader_text(decode_text(fetched.body, fetched.charset))
        failure = warning_failure(answer.warning)
        if failure is not None:
            return ReadFailed(url, failure[0], failure[1], via="reader")
        return classify(url, answer.source or url, "reader", answer.article, self.settings)


def classify(
    url: str,
    final_url: str,
    via: Via,
    article: Article,
    settings: Settings,
    *,
    content_type: str = "",
    capped: bool = False,
) -> ReadOutcome:
    """Judge extracted text: empty or a block page (failures), thin, truncated at the cap, or ok."""
    text = article.text.strip()
    title = article.title.strip()
    if not text:
        return ReadFailed(url, NO_TEXT_REASON, definitive=False, final_url=final_url, via=via)
    if len(text) < settings.block_chars and BLOCK_SIGNALS.search(f"{title}\n{text}"):
        return ReadFailed(url, BLOCK_REASON, definitive=False, final_url=final_url, via=via)
    returned = cap_text(text, settings.max_chars)
    return PageRead(
        url=url,
        final_url=final_url,
        via=via,
        title=title,
        text=returned,
        chars=len(text),
        truncated_chars=len(text) - len(returned),
        thin=len(text) < settings.thin_chars,
        content_type=content_type,
        capped=capped and len(text) > len(returned),
        hidden_chars=article.hidden_chars,
    )


def cap_text(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters, at a line or word break when one is near the end."""
    if len(text) <= limit:
        return text
    cut = text[:limit]
    for sep in ("\n", " "):
        at = cut.rfind(sep)
        if at >= limit * 0.9:
            return cut[:at].rstrip()
    return cut


async def read_page(url: str, settings: Settings, *, resolver: Resolver | None = None) -> ReadOutcome:
    """Read one URL with a reader of its own (for a single call; reuse a :class:`PageReader` for many)."""
    async with PageReader(settings, resolver=resolver) as reader:
        return await reader.read(url)
