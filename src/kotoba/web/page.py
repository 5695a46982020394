"""The whole read of one URL: guarded fetch → extract → classify → reader fallback → an outcome value.

Classification is where honesty lives. A block page is a failure, not a short success, and it is named as
one even when the vendor answered with an error status or put its words where extraction finds no text
(:mod:`kotoba.web.verdict.blockpage` judges both); a real short page is a success that says its exact
size; a long page is cut at the cap with the exact count of what was not returned. Failures carry whether
they are definitive, which decides if the reader proxy may be asked.

A failure blames the site only for what the site did. The deadline (``KOTOBA_DEADLINE``) bounds the site's
part of a read — connecting, answering, redirects, the body, the reader proxy — and kotoba's own queues
never count against it: a read waits for admission (at most :data:`READS_AT_ONCE` reads in flight per
reader) before its deadline starts, and the deadline stops while it waits for an extraction or a render
slot. So a thousand reads started at once all finish, later rather than failed, and what a queued read
holds is its task alone (a few KB), while the bodies in memory are bounded by the reads in flight.

Starting the browser (Chromium, its watchdog and a first blank page: 3–7 s on a busy two-core machine,
against 2–3 s for a page rendered in it) is kotoba's cost too, waited for with the deadline stopped, as a
worker process's start is. It is bounded on its own (``KOTOBA_BROWSER_START``): a browser that does not
start in that time fails the read with kotoba's own reason, so a read never hangs and never blames the site
for it. A read that starts the browser thus takes up to that bound longer than its deadline;
:meth:`PageReader.start_browser` starts it ahead, for a server that wants no read to wait for it.

The extractor's and the judges' own loads (the learned weights, the wall model, patterns compiled on first
use: about 0.4 s of CPU, seconds on a busy machine, against a few milliseconds for a page) are made once per
process, before the first page extracted in a thread, with the deadline stopped too: a process's first read
(``kotoba read``'s only one) is never failed for them.
"""

from __future__ import annotations

import math
import signal
import ssl
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from contextvars import ContextVar
from dataclasses import replace
from functools import partial
from types import TracebackType
from typing import Literal, TypeVar
from urllib.parse import urlsplit

import anyio
import anyio.to_process
import anyio.to_thread

from kotoba.bugs import log_bug
from kotoba.cores import usable_cores
from kotoba.errors import SettingsError
from kotoba.printable import printable_line, printable_text
from kotoba.settings import Settings
from kotoba.web.browser.renderer import (
    RENDERS_AT_ONCE,
    Rendered,
    Renderer,
    render_available,
    wants_refusal,
    wants_render,
)
from kotoba.web.cache import PageCache, page_size, read_log, scope_of, shared
from kotoba.web.content import (
    body_kind,
    body_markup,
    body_to_article,
    judge_fetched,
    judge_walls_fetched,
)
from kotoba.web.extract.article import Article
from kotoba.web.extract.charset import decode_text
from kotoba.web.extract.markdown import unmarked
from kotoba.web.extract.pdf import PdfError, read_pdf
from kotoba.web.net.fetch import Fetched, build_client, fetch, http_failure
from kotoba.web.net.policy import Policy
from kotoba.web.net.resolve import Resolver, overriding, parse_overrides, system_resolve
from kotoba.web.net.transport import GuardedTransport
from kotoba.web.outcome import KIND_OF_WALL, FailureKind, PageRead, ReadFailed, ReadOutcome, Via
from kotoba.web.reader import parse_reader_text, reader_request_url, warning_failure
from kotoba.web.reader_gate import ReaderGate, kept_local
from kotoba.web.verdict.blockpage import Response, Verdict, judge
from kotoba.web.verdict.walls import WallVerdict, judge_walls
from kotoba.web.window import cap_text, find_in, inside_code, window

__all__ = ["NO_TEXT_REASON", "PageReader", "classify", "read_page"]

NO_TEXT_REASON = "the page had no readable text"
INTERNAL_ERROR = "kotoba failed while reading it"
SHELL_CHARS = 100  # a page with less text than this is a shell's placeholder, worth rendering
THREAD_MAX_BYTES = 1024 * 1024  # above this, extraction runs in a process the deadline can kill
IDLE_MARGIN = 30.0  # seconds before anyio may end an idle worker process at which it is assumed gone
READS_AT_ONCE = 100
"""Reads in flight at once per reader (the size of a pooled client's connection pool); the rest queue,
their deadlines not yet started."""

_T = TypeVar("_T")

_READ_SCOPE: ContextVar[anyio.CancelScope | None] = ContextVar("kotoba_read_scope", default=None)
"""The deadline of the read running in this task, which kotoba's own waits stop while they last."""


@asynccontextmanager
async def deadline_stopped() -> AsyncIterator[None]:
    """Inside the block, the current read's deadline does not run: for waiting on kotoba's own resources.

    The time left when the block is entered is what is left when it ends, however long the wait.
    """
    scope = _READ_SCOPE.get()
    if scope is None or math.isinf(scope.deadline):
        yield
        return
    left = scope.deadline - anyio.current_time()
    scope.deadline = math.inf
    try:
        yield
    finally:
        scope.deadline = anyio.current_time() + left


@asynccontextmanager
async def slot(limiter: anyio.CapacityLimiter) -> AsyncIterator[None]:
    """A token of one of kotoba's own limiters, waited for with the read's deadline stopped."""
    async with deadline_stopped():
        await limiter.acquire()
    try:
        yield
    finally:
        limiter.release()


def default_cache(settings: Settings) -> PageCache | None:
    """The read cache these settings ask for: in Redis (``KOTOBA_CACHE_URL``), in memory, or none.

    Raises SettingsError when a Redis is named and the ``redis`` client is not installed.
    """
    if not settings.cache_url or settings.cache_ttl <= 0 or settings.cache_bytes <= 0:
        return shared(settings)
    from importlib.metadata import version

    try:
        from kotoba.web.cache_redis import shared_redis

        return shared_redis(
            settings.cache_url,
            max_bytes=settings.cache_bytes,
            ttl=settings.cache_ttl,
            version=version("kotoba"),
            size=page_size,
        )
    except ImportError as exc:
        raise SettingsError(str(exc)) from None


class PageReader:
    """Reads pages through one guarded client; reuse it for many reads (connections are pooled).

    ``resolver`` replaces the system resolver (tests inject one); ``settings.resolve`` entries answer for
    their names first, as curl's ``--resolve`` does. ``ssl_context`` replaces the default trust store (for
    a private CA). ``cache`` holds what was read for ``start``/``find``: by default the one the settings
    ask for (:func:`default_cache`: the process's memory, or Redis), None for none. ``reader_gate`` says
    which URLs stay off the reader proxy (:func:`kotoba.web.reader_gate.kept_local`: intranet and
    credential URLs); tests whose loopback site stands for the open web pass the credential half alone.
    ``processes`` (a server's choice; 0 by default): extract and judge every body in that many worker
    processes rather than in threads, so that extraction uses that many cores instead of sharing one
    interpreter lock; :meth:`start_processes` starts them ahead of the first read.
    Raises ValueError for a malformed ``resolve`` entry, SettingsError for a Redis cache without the
    ``redis`` client.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        resolver: Resolver | None = None,
        ssl_context: ssl.SSLContext | None = None,
        cache: PageCache | Literal["shared"] | None = "shared",
        reader_gate: ReaderGate = kept_local,
        processes: int = 0,
    ) -> None:
        self.settings = settings
        self._reader_gate = reader_gate
        self.cache = default_cache(settings) if cache == "shared" else cache
        self._scope = scope_of(settings, resolver, ssl_context)
        self.policy = Policy(settings.allow)
        resolve = overriding(parse_overrides(settings.resolve), resolver or system_resolve)
        transport = GuardedTransport(self.policy, resolve, ssl_context=ssl_context)
        self._resolve = resolve
        self._renderer: Renderer | None = None  # started on the first page that needs rendering
        # One parse tree per core at a time: more threads add no speed under the GIL, only memory
        # (a 2 MB page's tree is about 50 MB), so other reads wait their turn here, deadlines stopped.
        cores = usable_cores()
        self._processes = max(0, processes)
        slots = self._processes or cores
        self._extracting = anyio.CapacityLimiter(slots)
        self._threads = anyio.CapacityLimiter(slots)  # never waited on: every holder has an extracting slot
        # Worker processes (see _in_process): how many this reader has started and loaded, as far as it
        # knows; how many reads are using one now; and when that many were last in use at once.
        self._warm = 0
        self._busy = 0
        self._busy_at = [-math.inf] * (slots + 1)
        self._rendering = anyio.CapacityLimiter(RENDERS_AT_ONCE)
        self._admission = anyio.CapacityLimiter(READS_AT_ONCE)
        self._client = build_client(settings, transport)

    async def __aenter__(self) -> PageReader:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._client.aclose()
        if self._renderer is not None:
            await self._renderer.aclose()

    async def read(self, url: str, *, start: int | None = None, find: str | None = None) -> ReadOutcome:
        """Read ``url`` within the overall deadline; never raises for anything the web does.

        With ``start`` (a character offset) or ``find`` (a phrase), the page's text as already read is
        windowed or searched (:mod:`kotoba.web.window`) without fetching it again; only a page that is not
        held is read, and it comes back ``reread`` unless this process never read that URL before.

        An exception from kotoba's own code is not the site's failure: it comes back as a failure that
        carries it (``ReadFailed.bug``), and is logged with its traceback (:mod:`kotoba.bugs`).
        """
        url = url.strip()
        if start is not None or find is not None:
            return await self._read_on(url, max(0, start or 0), find)
        async with self._admission:  # kotoba's queue: the deadline starts once the read is let in
            with anyio.move_on_after(self.settings.deadline) as scope:
                running = _READ_SCOPE.set(scope)
                try:
                    return await self._keep(await self._read(url))
                except Exception as exc:  # a bug of ours: one honest failure for the model, marked and logged
                    log_bug(exc, f"reading {url}")
                    reason = f"{INTERNAL_ERROR} ({type(exc).__name__})"
                    return ReadFailed(url=url, reason=reason, kind=FailureKind.BUG, definitive=True, bug=exc)
                finally:
                    _READ_SCOPE.reset(running)
        assert scope.cancelled_caught
        return ReadFailed(
            url=url,
            reason=f"the read did not finish within {self.settings.deadline:g} s",
            kind=FailureKind.TIMEOUT,
            definitive=False,
        )

    async def _read_on(self, url: str, start: int, phrase: str | None) -> ReadOutcome:
        looked, page = await self.cache.aget(url, self._scope) if self.cache else ("miss", None)
        if page is None:
            # Not held (expired, pushed out, too big for the cache, or no cache): if a reading of this URL
            # was given before, the one made now may differ from it, and the outcome says so.
            before = looked == "expired" or read_log.read_before(url)
            fresh = await self.read(url)
            if isinstance(fresh, ReadFailed):
                return fresh
            page = replace(fresh, reread=before)
        if phrase is not None:
            return find_in(page, phrase, self.settings.max_chars, start=start)
        return window(page, start, self.settings.max_chars)

    async def _keep(self, outcome: ReadOutcome) -> ReadOutcome:
        """Hold a page that was read, so that ``start``/``find`` can read on without fetching it again."""
        if isinstance(outcome, PageRead):
            read_log.add(outcome)
            if self.cache is not None:
                await self.cache.aput(outcome, self._scope)
        return outcome

    async def _read(self, url: str) -> ReadOutcome:
        direct, fetched = await self._direct(url)
        if fetched is not None:
            direct = await self._rendered_instead(url, direct, fetched)
        if isinstance(direct, PageRead) or direct.definitive or not self.settings.reader_url:
            return direct
        # An intranet URL or one carrying a credential is never handed to the third party: say why not.
        local = await self._reader_gate(url, self.policy, self._resolve)
        if local is not None:
            return replace(direct, reason=f"{direct.reason}; {local}")
        proxied = await self._via_reader(url)
        if isinstance(proxied, PageRead):
            return proxied
        return replace(
            direct, reason=f"{direct.reason}; the reader proxy could not read it either ({proxied.reason})"
        )

    async def _direct(self, url: str) -> tuple[ReadOutcome, Fetched | None]:
        fetched = await fetch(self._client, self.policy, url, self.settings, error_bodies=True)
        if isinstance(fetched, ReadFailed):
            return fetched, None
        if fetched.status >= 300:  # an error answer: a vendor's challenge or refusal, or the plain failure
            work = partial(judge_error_body, url, fetched, self.settings)
            async with slot(self._extracting):
                failed = await self._off_loop(work, big=False)
            return failed, None
        return await self._judged(url, fetched, "direct"), fetched

    async def _rendered_instead(self, url: str, direct: ReadOutcome, fetched: Fetched) -> ReadOutcome:
        """A JavaScript page rendered by the local browser, behind the same guard (see
        kotoba.web.browser.renderer).

        Tried before the reader proxy, for an empty shell or an "enable JavaScript" page that carries scripts
        (``KOTOBA_RENDER=always``: every HTML page), and for a page whose text is a shell's placeholder (under
        :data:`SHELL_CHARS`: "Loading…", a counter). A short real page is not rendered: one with scripts is
        common, and a browser costs a second or more a page. Nor is a vendor's named challenge: the browser
        would only be sent to solve it. The rendered DOM is extracted and classified like the direct body;
        it replaces the direct outcome only when it reads better.

        A consent wall is rendered once to be refused as a person would refuse it (one click on its
        "Reject all", never on an accept: :mod:`kotoba.web.browser.refusal`): the article it reveals is
        read, marked ``consent_refused``; where it reveals none (a "pay or accept" wall has no refusal to
        click), the consent failure stands as it was.
        """
        refuse = isinstance(direct, ReadFailed) and direct.kind is FailureKind.CONSENT_WALL
        if isinstance(direct, ReadFailed):
            shell = direct.kind in (FailureKind.NO_TEXT, FailureKind.BLOCK_PAGE)
        else:
            shell = direct.chars < SHELL_CHARS
        if refuse and not wants_refusal(self.settings, fetched):
            return direct
        if not refuse and not wants_render(self.settings, fetched, shell=shell):
            return direct
        renderer = self._the_renderer()
        async with slot(self._rendering):  # the renderer's own limit is never waited on, then
            async with deadline_stopped():  # kotoba's own cost, bounded by KOTOBA_BROWSER_START
                failed = await renderer.start(url)
            if failed is not None:
                rendered: Rendered | ReadFailed = failed
            else:
                rendered = await renderer.render(url, self._time_left(floor=0.0), refuse=refuse)
        if refuse:
            return await self._refused(url, direct, rendered)
        if isinstance(rendered, ReadFailed):
            outcome: ReadOutcome = rendered
        else:
            outcome = await self._judged(url, _as_fetched(url, rendered), "rendered")
        if isinstance(outcome, PageRead) and (
            isinstance(direct, ReadFailed) or outcome.chars >= direct.chars
        ):
            return outcome
        if isinstance(direct, PageRead) or not isinstance(outcome, ReadFailed):
            return direct
        return replace(direct, reason=f"{direct.reason}; rendered in a browser: {outcome.reason}")

    def _the_renderer(self) -> Renderer:
        if self._renderer is None:
            self._renderer = Renderer(self.settings, self.policy, self._resolve)
        return self._renderer

    async def start_browser(self) -> str | None:
        """Start the rendering browser now, if pages may be rendered (``KOTOBA_RENDER`` not "never", and
        Playwright and a browser found), so that no read waits for it: a server's choice, as
        :meth:`start_processes` is. ``None`` once it runs or where nothing is rendered; else why it did
        not start (what the first read that needs it would be told)."""
        if not render_available(self.settings):
            return None
        failed = await self._the_renderer().start("")
        return None if failed is None else failed.reason

    async def _refused(self, url: str, wall: ReadOutcome, rendered: Rendered | ReadFailed) -> ReadOutcome:
        """The article a refused consent page revealed, read as any rendered page and marked so; or the
        consent failure as it was (the render failed, it ended on another page than the one asked for, or
        what it ended on is no article). The query may differ: a site back from its consent page often
        adds one (Yahoo's ``guccounter``)."""
        if isinstance(rendered, ReadFailed) or not _same_page(rendered.final_url, url):
            return wall  # (a refusal that led to the home page, say, did not reveal the page asked for)
        outcome = await self._judged(url, _as_fetched(url, rendered), "rendered")
        if isinstance(outcome, PageRead):  # (a page whose own script lifted the wall was not refused)
            return replace(outcome, consent_refused=rendered.refused)
        return wall

    async def _judged(self, url: str, fetched: Fetched, via: Via) -> ReadOutcome:
        """A fetched (or rendered) body extracted and judged off the event loop, then classified."""
        try:
            article, blocked, wall = await self._article(fetched)
        except PdfError as exc:
            return ReadFailed(
                url=url,
                reason=str(exc),
                kind=FailureKind.UNREADABLE,
                definitive=False,
                final_url=fetched.final_url,
                via=via,
            )
        return classify(
            url,
            fetched.final_url,
            via,
            article,
            self.settings,
            content_type=fetched.content_type,
            capped=fetched.capped,
            blocked=blocked,
            wall=wall,
        )

    def _time_left(self, *, floor: float) -> float:
        """Seconds left of the read's deadline (at most the whole deadline, at least ``floor``)."""
        remaining = anyio.current_effective_deadline() - anyio.current_time()
        return max(floor, min(remaining, self.settings.deadline))

    async def _article(self, fetched: Fetched) -> tuple[Article, Verdict | None, WallVerdict | None]:
        settings = self.settings
        async with slot(self._extracting):
            if body_kind(fetched) == "pdf":
                return await read_pdf(fetched.body, seconds=self._time_left(floor=0.1)), None, None
            work = partial(
                read_body,
                fetched,
                extractor=settings.extractor,
                format=settings.format,
                block_chars=settings.block_chars,
            )
            return await self._off_loop(work, big=len(fetched.body) > THREAD_MAX_BYTES)

    async def _off_loop(self, work: Callable[[], _T], *, big: bool) -> _T:
        """Run extraction and judging off the event loop, so other reads' timers keep running.

        Hostile markup costs up to ~2 s of CPU per MB, and a thread cannot be stopped: a big body is
        extracted in a worker process, which the deadline kills. A reader given ``processes`` runs every
        body in its worker processes. Either way a worker is started with the deadline stopped
        (:meth:`_in_process`).
        """
        if self._processes or big:
            return await self._in_process(work)
        if not _loaded_here:
            async with deadline_stopped():  # kotoba's own start-up cost, once per process
                await anyio.to_thread.run_sync(_load_here, limiter=self._threads)
        # the deadline can abandon it
        return await anyio.to_thread.run_sync(work, abandon_on_cancel=True, limiter=self._threads)

    async def _in_process(self, work: Callable[[], _T]) -> _T:
        """``work`` in one of the reader's worker processes (with ``processes``, so extraction uses that many
        cores; else a body too big for a thread); the deadline kills the worker (and its work) when it runs
        out.

        Starting a worker (an interpreter and the extractor's imports: half a second on an idle machine,
        several on a busy one) is kotoba's own cost, so it is done with the read's deadline stopped whenever
        no started worker is free for this read: before the first read, when more reads are extracting at
        once than workers were started (the pool starts one per read in flight, up to its slots), after a
        worker was killed, and once the pool may have ended the one this read would get (anyio ends a worker
        idle for 5 minutes; it hands out the most recently used first, so the Nth is idle since N reads last
        ran at once).
        """
        self._busy += 1
        level = self._busy
        now = anyio.current_time()
        if now - self._busy_at[level] > anyio.to_process.WORKER_MAX_IDLE_TIME - IDLE_MARGIN:
            self._warm = min(self._warm, level - 1)  # this one and any beyond it may have been ended
        try:
            if self._warm < level:
                async with deadline_stopped():
                    await self._to_worker(warm_up)
                # A new worker, or (where one was thought lost but was not) a started one found again.
                self._warm = min(self._warm + 1, len(self._busy_at) - 1)
            now = anyio.current_time()
            for busy in range(1, level + 1):
                self._busy_at[busy] = now
            return await self._to_worker(work)
        except BaseException as exc:
            # Cancelled (the deadline ran out) or broken, anyio kills the worker; an exception raised by
            # the work itself comes back from a worker that goes on.
            if not isinstance(exc, Exception) or isinstance(exc, anyio.BrokenWorkerProcess):
                self._warm = max(0, self._warm - 1)
            raise
        finally:
            self._busy -= 1

    async def _to_worker(self, work: Callable[[], _T]) -> _T:
        """``work`` in a worker process (its pipes widened: :func:`in_worker`), which cancelling kills."""
        run = partial(in_worker, work)
        return await anyio.to_process.run_sync(run, cancellable=True, limiter=self._threads)

    async def start_processes(self) -> None:
        """Start the worker processes at once and load the extractor in each (a server does this before it
        answers), so that no read waits for one to start."""
        if not self._processes:
            return

        async def one() -> None:
            async with slot(self._extracting):
                await self._to_worker(warm_up)

        async with anyio.create_task_group() as group:
            for _ in range(self._processes):
                group.start_soon(one)
        self._warm = self._processes
        self._busy_at = [anyio.current_time()] * (self._processes + 1)

    async def _via_reader(self, url: str) -> ReadOutcome:
        proxy_url = reader_request_url(self.settings.reader_url, url)
        fetched = await fetch(self._client, self.policy, proxy_url, self.settings)
        if isinstance(fetched, ReadFailed):
            return replace(fetched, url=url, final_url="", via="reader")
        answer = parse_reader_text(decode_text(fetched.body, fetched.charset))
        failure = warning_failure(url, answer.warning)
        if failure is not None and failure.definitive:  # the page does not exist, whatever the proxy rendered
            return failure
        # The proxy renders what the site served: its challenge page too, which is judged like any other.
        page = Response(text=answer.article.text, title=answer.article.title)
        blocked = judge(page, short_chars=self.settings.block_chars)
        if failure is not None and blocked is None:
            return failure
        return classify(url, answer.source or url, "reader", answer.article, self.settings, blocked=blocked)


def _same_page(url: str, asked: str) -> bool:
    """Whether ``url`` is the page ``asked`` for: the same host (``www.`` aside) and path (a final slash
    aside), whatever the scheme, query and fragment."""

    def where(address: str) -> tuple[str, int | None, str]:
        parts = urlsplit(address)
        return (parts.hostname or "").removeprefix("www."), parts.port, parts.path.rstrip("/")

    try:
        return where(url) == where(asked)
    except ValueError:  # a port out of range: not a page anyone asked for
        return False


def _as_fetched(url: str, rendered: Rendered) -> Fetched:
    """A rendered DOM as a body to extract and judge like a fetched one."""
    return Fetched(
        url=url,
        final_url=rendered.final_url,
        status=200,
        content_type="text/html",
        charset="utf-8",
        body=rendered.html,
        capped=rendered.capped,
    )


PIPE_BYTES = 1024 * 1024
"""A worker process's pipes hold this much (Linux's default most, ``/proc/sys/fs/pipe-max-size``): a body
goes to it, and its article back, in one write rather than one per 64 KiB, each woken by the event loop."""
_worker_ready: list[bool] = []
_loaded_here: list[bool] = []


def in_worker(work: Callable[[], _T]) -> _T:
    """``work``, run in an extraction worker process (``anyio.to_process``, whose pipes are its stdin and
    stdout), after readying the process once:

    - its pipes widened (``F_SETPIPE_SZ``, fcntl(2); where it is refused, they stay);
    - SIGINT and SIGTERM ignored. Ctrl-C in a terminal, or a service manager stopping the server's whole
      group, signals the workers too; the server drains the calls in flight before it stops, and a worker
      that died first would fail those reads (and one stopped mid-call would hand its ``KeyboardInterrupt``
      back to the server as the read's outcome). A worker still ends with the server: the server ends it
      as it closes, and a worker whose server is gone finds its stdin closed and exits.
    """
    if not _worker_ready:
        _worker_ready.append(True)
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_IGN)
        with suppress(ImportError, AttributeError, OSError):
            import fcntl

            for fd in (0, 1):
                fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, PIPE_BYTES)
    return work()


def warm_up() -> None:
    """Load everything extraction and judging import lazily (in a worker process, once)."""
    body = b"<html><head><title>t</title></head><body><article><p>Warm.</p></article></body></html>"
    page = Fetched(
        url="http://a.example/",
        final_url="http://a.example/",
        status=200,
        content_type="text/html",
        charset="utf-8",
        body=body,
        capped=False,
    )
    read_body(page, extractor="auto", block_chars=1500)


def _load_here() -> None:
    """Make this process's lazy loads (:func:`warm_up`) once; two reads racing here both load, harmlessly."""
    if not _loaded_here:
        warm_up()
        _loaded_here.append(True)


def read_body(
    fetched: Fetched, *, extractor: str, block_chars: int, format: str = "markdown"
) -> tuple[Article, Verdict | None, WallVerdict | None]:
    """The body's article, and the verdicts on the whole response (run off the event loop): a vendor's
    block page, or else a wall the site served in the article's place."""
    markup = body_markup(fetched)  # decoded once, for the extractor and both judges
    article = body_to_article(fetched, extractor=extractor, format=format, markup=markup)
    # the judges weigh words, not Markdown's syntax, and all of a small page's (Article.judged)
    words = unmarked(article.judged)
    blocked = judge_fetched(fetched, short_chars=block_chars, article=words, markup=markup)
    if blocked is not None and not _said_by_wall(blocked):
        return article, blocked, None
    wall = judge_walls_fetched(fetched, words, markup=markup)
    if blocked is None:
        return article, None, wall
    # "Access Denied" over "You need to be logged in to access this page" is the site's own log-in page:
    # no vendor's page, only a block page's words, and the wall's own sentence says what the site asked for
    if wall is not None and wall.failure and wall.signal != "model":
        return article, None, wall
    return article, blocked, None


def _said_by_wall(blocked: Verdict) -> bool:
    """Whether a block-page verdict rests only on words a wall says too ("Access Denied", no vendor named),
    so that a wall's own sentence on the page may name it better."""
    return blocked.vendor is None and blocked.signal == "weak words"


def judge_error_body(url: str, fetched: Fetched, settings: Settings) -> ReadFailed:
    """The failure for an answer of 300 or more: a vendor's challenge or refusal, a wall served with an error
    status (a geo block's 451, a log-in page's 401), or the plain HTTP failure (run off the event loop)."""
    markup = body_markup(fetched)
    blocked = judge_fetched(fetched, short_chars=settings.block_chars, markup=markup)
    if blocked is not None and not _said_by_wall(blocked):
        return stood_in(url, blocked, fetched.final_url, "direct")
    if body_kind(fetched) != "pdf":
        # judged, not shown; a refusal on a block page's words alone whose own sentence names the reader's
        # place as its reason (a CDN's custom page for an IP or country block, served with 403) is the geo
        # block it says, as a read served with 200 names it (read_body)
        article = body_to_article(fetched, extractor=settings.extractor, format="text", markup=markup)
        wall = judge_walls_fetched(fetched, article.judged, markup=markup)
        if wall is not None and wall.failure:
            if blocked is None or (wall.kind == "geo" and wall.signal != "model"):
                return walled(url, wall, fetched.final_url, "direct")
    if blocked is not None:
        return stood_in(url, blocked, fetched.final_url, "direct")
    return http_failure(url, fetched.status, fetched.final_url, fetched.headers)


def classify(
    url: str,
    final_url: str,
    via: Via,
    article: Article,
    settings: Settings,
    *,
    content_type: str = "",
    capped: bool = False,
    blocked: Verdict | Literal["unjudged"] | None = "unjudged",
    wall: WallVerdict | Literal["unjudged"] | None = "unjudged",
) -> ReadOutcome:
    """Judge extracted text: a block page, a wall or empty (failures), a paywall's teaser, thin, cut at the
    cap, or ok.

    ``blocked`` and ``wall`` are the verdicts on the whole response, where the caller judged it (a direct
    read does, off the event loop); where it did not, the text itself is judged.
    """
    # Every page text passes here — a body of any type, a PDF, a rendered DOM, the reader proxy's answer —
    # so this is where controls, bidi overrides and invisible tag characters are taken out (printable.py).
    text = printable_text(article.text).strip()
    title = printable_line(article.title)
    judged = text if not article.whole else printable_text(article.judged).strip()  # Article.judged
    words = unmarked(judged) if blocked == "unjudged" or wall == "unjudged" else ""
    if blocked == "unjudged":
        blocked = judge(Response(text=words, title=title), short_chars=settings.block_chars)
    if blocked is not None:
        return stood_in(url, blocked, final_url, via)
    if isinstance(wall, str):  # "unjudged"
        wall = judge_walls(article=words, title=title, url=final_url)
    if wall is not None and wall.failure:
        return walled(url, wall, final_url, via)
    if not text:
        return ReadFailed(
            url=url,
            reason=NO_TEXT_REASON,
            kind=FailureKind.NO_TEXT,
            definitive=False,
            final_url=final_url,
            via=via,
        )
    returned = cap_text(text, settings.max_chars)
    return PageRead(
        url=url,
        final_url=final_url,
        via=via,
        title=title,
        text=returned,
        chars=len(text),
        truncated_chars=len(text) - len(returned),
        thin=len(text) < settings.thin_chars and len(returned) == len(text),  # "all of it", never when cut
        content_type=content_type,
        capped=capped and len(text) > len(returned),
        full_text=text,
        hidden_chars=article.hidden_chars,
        wall="paywall" if wall is not None else None,
        links=article.links,
        byline=printable_line(article.byline),
        ends_in_code=len(returned) < len(text) and inside_code(text, len(returned)),
    )


def stood_in(url: str, blocked: Verdict, final_url: str, via: Via) -> ReadFailed:
    """The failure for a verification or block page that stood in for the article (never definitive: the
    browser or the reader proxy may get past it)."""
    kind = FailureKind.CHALLENGE if blocked.vendor else FailureKind.BLOCK_PAGE
    return ReadFailed(
        url=url, reason=blocked.reason, kind=kind, definitive=False, final_url=final_url, via=via
    )


def walled(url: str, wall: WallVerdict, final_url: str, via: Via) -> ReadFailed:
    """The failure for a wall that stood in for the article: definitive for a soft 404 only, which is the
    site's own "no such page" (as a 404 is, it never goes to the reader proxy)."""
    return ReadFailed(
        url=url,
        reason=wall.reason,
        kind=KIND_OF_WALL[wall.kind],
        definitive=wall.definitive,
        final_url=final_url,
        via=via,
    )


async def read_page(
    url: str, settings: Settings, *, resolver: Resolver | None = None, reader_gate: ReaderGate = kept_local
) -> ReadOutcome:
    """Read one URL with a reader of its own (for a single call; reuse a :class:`PageReader` for many)."""
    async with PageReader(settings, resolver=resolver, reader_gate=reader_gate) as reader:
        return await reader.read(url)
