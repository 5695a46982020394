"""Pages built by JavaScript, rendered by a local Chromium that can reach the web only through the guard.

The browser is started once per :class:`~kotoba.web.page.PageReader`, on first need (:meth:`Renderer.start`:
kotoba's own cost, bounded by ``KOTOBA_BROWSER_START``, not by a read's deadline), and every render runs
in a fresh browser context whose only proxy is a :class:`~kotoba.web.browser.proxy.RenderProxy` of its own:
the policy, the resolver and the budget of the direct read judge every connection the page makes. Chromium
is started so that it cannot go around that proxy: loopback is proxied too (``<-loopback>``), its own name
resolution answers nothing (``--host-resolver-rules``), QUIC, DNS prefetch, background networking and
service workers are off, WebRTC may not use UDP, and the browser-wide proxy outside a render's context is
a closed port. Images, media and fonts are never asked for.

Playwright is imported only here, and only when a render is wanted: ``kotoba read`` pays nothing for it.
"""

from __future__ import annotations

import importlib.util
import os
import re
import secrets
import shutil
import signal
import socket
import time
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import anyio

from kotoba.settings import Settings
from kotoba.web.browser.confine import Confinement
from kotoba.web.browser.driver_gone import quiet_aborts_to_a_gone_driver
from kotoba.web.browser.lifeline import Lifeline, while_watched
from kotoba.web.browser.proxy import RenderProxy
from kotoba.web.browser.settle import Network, content, settle_navigating
from kotoba.web.browser.watchdog import DATA_FACTOR, WatchdogProcess, available, carrying, start_time
from kotoba.web.net.fetch import Fetched
from kotoba.web.net.media import HTML_TYPES
from kotoba.web.net.policy import Policy
from kotoba.web.net.resolve import Resolver
from kotoba.web.outcome import FailureKind, ReadFailed

if TYPE_CHECKING:
    from playwright.async_api import Browser, CDPSession, Page, Playwright, Route

BROWSER_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
NOT_LOADED = frozenset({"image", "media", "font"})
RENDERS_AT_ONCE = 2  # each render is a browser context of 50–100 MB; more at once only adds memory
BUDGET_FACTOR = 4  # a render may move this many times KOTOBA_MAX_BYTES over all its connections
RESERVE = 0.4  # seconds kept back from the deadline to take the page and close its context
LAUNCH_SLACK = 5.0  # seconds Playwright's launch timeout is set past the start's own bound
WATCHDOG_READY = 5.0  # seconds a new browser waits for its watchdog's first look (Python starting, busy)

NO_BROWSER = "no browser was found to render it (set KOTOBA_BROWSER to Chromium's path)"
NO_PLAYWRIGHT = "rendering needs Playwright (pip install 'kotoba[render]')"
BROWSER_FAILED = "the browser could not be started"
NO_START = "kotoba's browser did not start within {seconds:g} s (kotoba's own failure, not the site's)"
NO_GUARD = "the guard on the browser's memory stopped and could not be started again, so nothing is rendered"
GUARD_LOST = "the guard on the browser's memory stopped while the page was rendering, so its render was ended"
RENDER_TIMEOUT = "the page did not finish rendering in the browser within {seconds:g} s"
LOAD_FAILED = "the browser could not load it ({why})"
LEFT_THE_WEB = "the page navigated away from the web while it was rendered"
OVER_MEMORY = "the page used more than {mb:,} MB of memory in the browser, kotoba's bound for a render"
RENDERER_STOPPED = (
    "the browser's renderer for the page stopped (it crashed, or ran out of the memory kotoba allows a page: "
    "{js:,} MB for its JavaScript, {data:,} MB in all)"
)
MARKER = "--kotoba-render-id"  # a switch Chromium ignores, by which the watchdog finds this browser

# Chromium's own switches; each closes a way around the proxy or a connection nobody asked for.
CHROMIUM_ARGS = (
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",  # the browser resolves no name itself
    "--disable-quic",  # QUIC (and WebTransport over it) is UDP, which no HTTP proxy carries
    "--dns-prefetch-disable",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-domain-reliability",
    "--no-pings",
    "--no-first-run",
    "--disable-gpu",
    # WebRTC sends UDP straight from the browser, around the proxy: these keep it to the proxy (which
    # carries no UDP), so no candidate is gathered. They are the guarantee, tested with the constructors in
    # place in every frame; deleting the constructors from a page was racy in sandboxed frames.
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",  # the headless shell reads this one…
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",  # … the full browser this one
    "--disable-features=DnsOverHttps,NetworkPrediction,InterestFeedContentSuggestions,MediaRouter",
    "--blink-settings=imagesEnabled=false",
)
_NET_ERROR = re.compile(r"net::ERR_[A-Z_]+")
_SCRIPT = re.compile(rb"<script", re.IGNORECASE)


@dataclass(frozen=True)
class Rendered:
    """The DOM of a rendered page, serialised, and where the browser ended up."""

    final_url: str
    html: bytes
    capped: bool
    refused: bool = False
    """A consent page's refusal was clicked before the DOM was taken (see kotoba.web.browser.refusal)."""


def find_browser(settings: Settings) -> str | None:
    """The browser to start: ``settings.browser`` when set (and present), else Chromium on PATH."""
    if settings.browser:
        path = Path(settings.browser)
        return str(path) if path.is_file() else shutil.which(settings.browser)
    for name in BROWSER_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


def render_available(settings: Settings) -> bool:
    """Whether a render may be tried: not turned off, Playwright installed, a browser found."""
    if settings.render == "never":
        return False
    return importlib.util.find_spec("playwright") is not None and find_browser(settings) is not None


class Renderer:
    """One headless Chromium for many renders; each render gets a fresh context and a proxy of its own."""

    def __init__(self, settings: Settings, policy: Policy, resolve: Resolver) -> None:
        self.settings = settings
        self._policy = policy
        self._resolve = resolve
        self._starting = anyio.Lock()
        self._at_once = anyio.CapacityLimiter(RENDERS_AT_ONCE)
        self._playwright: Playwright | None = None
        self._browser: Browser | None = None
        # The browser-wide proxy: a port bound and never listened on, so traffic outside a render's own
        # context (there should be none) is refused by the kernel rather than sent anywhere.
        self._closed_port: socket.socket | None = None
        self._confinement: Confinement | None = None
        self.watchdog: WatchdogProcess | None = None  # none where there is no /proc to watch through
        self._browser_session: CDPSession | None = None  # asked whether the browser answers (lifeline)
        self._marker = ""  # the switch on the running browser's command line by which its watchdog finds it
        # Whether the running browser's start went to its end (watchdog, first page): one cut short from
        # outside, by a read's deadline or its caller, is stopped by the next start, never taken as running.
        self._started = False
        # The marker of the browser being started, until it is stopped: a start cut short (the server's
        # own stop, a read's deadline) may leave a browser Playwright never stops (:func:`_end_carrying`).
        self._launching = ""
        self.last_proxy: RenderProxy | None = None

    async def render(self, url: str, seconds: float, *, refuse: bool = False) -> Rendered | ReadFailed:
        """Render ``url`` within ``seconds``; a failure says why and is never definitive.

        With ``refuse``, a consent page's refusal is clicked once the page settles, and the page is taken
        as that left it (:mod:`kotoba.web.browser.refusal`): the same render, not another.
        """
        async with self._at_once:
            stop = anyio.current_time() + seconds - RESERVE  # then the context is closed, within RESERVE
            with anyio.move_on_after(max(0.0, seconds - RESERVE)):
                browser = await self._browser_or_failure(url)
                if isinstance(browser, ReadFailed):
                    return browser
                return await self._render(browser, url, seconds, stop, self.watchdog, refuse)
        return _timed_out(url, seconds)

    async def start(self, url: str) -> ReadFailed | None:
        """Have the browser and its watchdog running: ``None`` once they run, else the failure (never
        definitive) that a render of ``url`` gives.

        Starting is kotoba's own cost, not the site's, so a read waits for it with its deadline stopped
        (:func:`kotoba.web.page.deadline_stopped`); ``settings.browser_start`` bounds it instead
        (:data:`NO_START`), so that a browser that never comes up fails the read rather than holding it.
        Starting includes a first page, opened and closed in the new browser: its first renderer and
        context cost a second more on a busy machine, which the first render would otherwise pay.
        """
        started = await self._browser_or_failure(url)
        return started if isinstance(started, ReadFailed) else None

    async def _browser_or_failure(self, url: str) -> Browser | ReadFailed:
        """The running browser, started (or its watchdog started again) unless it runs, within
        ``settings.browser_start``; past that, whatever was started is stopped and the failure says so."""
        async with self._starting:
            limit = self.settings.browser_start
            with anyio.move_on_after(limit):
                return await self._running_or_failure(url, anyio.current_time() + limit)
            with anyio.CancelScope(shield=True), anyio.move_on_after(5.0):
                await self._stop()
            return _unrendered(url, NO_START.format(seconds=limit), FailureKind.BROWSER)

    async def _running_or_failure(self, url: str, by: float) -> Browser | ReadFailed:
        """The browser, as :meth:`_browser_or_failure` gives it (whose bound ends at ``by``)."""
        if self._browser is not None and self._browser.is_connected() and self._started:
            if self.watchdog is None or self.watchdog.running():
                return self._browser
            # The watchdog died (killed by someone, or the system out of memory): no page is rendered
            # with nothing bounding its memory; a new one watches the same browser. One that ended on an
            # error of its own is a bug, raised as one.
            self.watchdog.check()
            self.watchdog.close()
            return await self._watched(self._browser, url)
        await self._stop()
        path = find_browser(self.settings)
        if path is None:
            return _unrendered(url, NO_BROWSER, FailureKind.BROWSER)
        try:
            from playwright.async_api import Error, async_playwright
        except ImportError:
            return _unrendered(url, NO_PLAYWRIGHT, FailureKind.BROWSER)
        self._closed_port = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._closed_port.bind(("127.0.0.1", 0))
        closed = self._closed_port.getsockname()[1]
        self._confinement = Confinement()
        marker = f"{MARKER}={secrets.token_hex(8)}"
        megabytes = self.settings.render_memory
        self._launching = marker
        try:
            quiet_aborts_to_a_gone_driver()
            self._playwright = await async_playwright().start()
            self._browser = await self._playwright.chromium.launch(
                executable_path=path,
                headless=True,
                args=[*CHROMIUM_ARGS, f"--js-flags=--max-old-space-size={megabytes // 2}", marker],
                env=self._confinement.environment(),
                proxy={"server": f"http://127.0.0.1:{closed}", "bypass": "<-loopback>"},
                handle_sigint=False,
                handle_sigterm=False,
                handle_sighup=False,
                # (the caller's bound ends the start first; Playwright's own, later, is never the one said)
                timeout=(max(0.0, by - anyio.current_time()) + LAUNCH_SLACK) * 1000,
            )
            self._browser_session = await self._browser.new_browser_cdp_session()
        except Error as exc:
            await self._stop()
            return _unrendered(url, f"{BROWSER_FAILED} ({_first_line(exc)})", FailureKind.BROWSER)
        self._marker = marker
        watched = await self._watched(self._browser, url) if available() else self._browser
        started = watched if isinstance(watched, ReadFailed) else await self._first_page(watched, url)
        self._started = not isinstance(started, ReadFailed)
        return started

    async def _first_page(self, browser: Browser, url: str) -> Browser | ReadFailed:
        """``browser`` once a page has been opened in it and closed (no network: it stays blank), so that
        its first renderer and context are part of its start and not of the first page's deadline; a browser
        that cannot open one is stopped, and the failure says why."""
        from playwright.async_api import Error

        try:
            context = await browser.new_context(service_workers="block", accept_downloads=False)
            try:
                page = await context.new_page()
                await page.evaluate("0")
            finally:
                await context.close()
        except Error as exc:
            await self._stop()
            return _unrendered(url, f"{BROWSER_FAILED} ({_first_line(exc)})", FailureKind.BROWSER)
        return browser

    async def _watched(self, browser: Browser, url: str) -> Browser | ReadFailed:
        """``browser`` under a new watchdog; if that ended at once, the browser is stopped and nothing may
        render (:data:`NO_GUARD`).

        No page before its first look (up to :data:`WATCHDOG_READY`): the zygotes get their data limit
        before any renderer is forked for a page (one started without it gets it when first seen).
        """
        self.watchdog = WatchdogProcess(self._marker, self.settings.render_memory * 1024 * 1024)
        await anyio.to_thread.run_sync(self.watchdog.wait_ready, WATCHDOG_READY)
        self.watchdog.check()
        if self.watchdog.running():
            return browser
        await self._stop()
        return _unrendered(url, NO_GUARD, FailureKind.BROWSER)

    async def _render(
        self,
        browser: Browser,
        url: str,
        seconds: float,
        stop: float,
        watchdog: WatchdogProcess | None,
        refuse: bool,
    ) -> Rendered | ReadFailed:
        from playwright.async_api import Error

        started = time.monotonic()  # the watchdog's clock (it runs in another process)
        browser_session = self._browser_session

        settings = self.settings
        async with RenderProxy(
            self._policy,
            self._resolve,
            connect_timeout=settings.connect_timeout,
            idle_timeout=settings.read_timeout,
            max_bytes=BUDGET_FACTOR * settings.max_bytes,
        ) as proxy:
            self.last_proxy = proxy
            try:
                context = await browser.new_context(
                    proxy={"server": proxy.url, "bypass": "<-loopback>"},
                    service_workers="block",
                    accept_downloads=False,
                )
            except Error as exc:  # the browser died since the last render; the next one starts it again
                return _unrendered(url, f"{BROWSER_FAILED} ({_first_line(exc)})", FailureKind.BROWSER)
            crashed: list[bool] = []
            try:
                try:
                    await context.route("**/*", _skip_media)
                    page = await context.new_page()
                    page.on("crash", lambda _: crashed.append(True))  # Playwright wants Python functions
                    line = await Lifeline.open(context, page, browser_session)
                except Error as exc:  # its renderer stopped as the page was made ("Target crashed")
                    crashed.append(True)
                    why = LOAD_FAILED.format(why=_first_line(exc))
                    outcome: Rendered | ReadFailed = _unrendered(url, why, FailureKind.BROWSER)
                else:
                    loaded = await while_watched(
                        watchdog,
                        lambda: self._load_or_failure(page, url, seconds, stop, proxy, refuse),
                        crashed,
                        line,
                        started,
                    )
                    if line.browser_silent:
                        _end_browser(watchdog)
                    if line.gone:  # its renderer is gone, whichever way that was learned
                        crashed.append(True)
                    if loaded is None and crashed:  # (said below: the renderer stopped, or was ended)
                        loaded = _unrendered(
                            url, LOAD_FAILED.format(why="the page crashed"), FailureKind.BROWSER
                        )
                    outcome = loaded or _unrendered(url, GUARD_LOST, FailureKind.BROWSER)
                if isinstance(outcome, ReadFailed):
                    # Ended for its memory: the watchdog ended a process since this render began, and it was
                    # this page's (its renderer stopped, or no longer answered) or the whole browser's. A
                    # page that failed otherwise while another was ended fails for its own reason.
                    ended = crashed or not browser.is_connected()
                    over = ended and watchdog is not None and watchdog.killed_since(started)
                    return self._stopped(outcome, over, bool(crashed))
                return outcome
            finally:
                with anyio.CancelScope(shield=True), anyio.move_on_after(2.0):
                    try:
                        await context.close()
                    except Error:
                        pass  # the browser went away with it

    async def _load_or_failure(
        self, page: Page, url: str, seconds: float, stop: float, proxy: RenderProxy, refuse: bool
    ) -> Rendered | ReadFailed:
        """:meth:`_load`, a navigation that failed said as such."""
        from playwright.async_api import Error

        try:
            return await self._load(page, url, seconds, stop, proxy, refuse)
        except Error as exc:
            return self._load_failure(url, exc, proxy)

    async def _load(
        self, page: Page, url: str, seconds: float, stop: float, proxy: RenderProxy, refuse: bool
    ) -> Rendered | ReadFailed:
        """Navigate, wait until the text settles (or time is up), refuse a consent page when asked to, and
        take the DOM as it is by ``stop``."""
        end = stop - RESERVE
        network = Network(page)
        response = None
        with anyio.move_on_after(max(0.1, end - anyio.current_time())):
            response = await page.goto(url, wait_until="domcontentloaded")
        if response is None and page.url in ("", "about:blank"):
            return _timed_out(url, seconds)
        if response is not None and response.status >= 400:
            reason = f"the site answered HTTP {response.status} to the browser"
            return _unrendered(url, reason, FailureKind.HTTP)
        await settle_navigating(page, network, end)
        refused = False
        if refuse:
            from kotoba.web.browser.refusal import refuse as click_refusal

            refused = await click_refusal(page, network.open, end)
            if refused:
                await settle_navigating(page, network, end)
        html: str | None = None
        with anyio.move_on_after(max(0.05, stop - anyio.current_time() - 0.05)):
            html = await content(page, network, end)
        final = page.url
        if not final.startswith(("http://", "https://")):
            told = next((f": {r}" for r in proxy.told if r.startswith("refused")), "")
            return _unrendered(url, LEFT_THE_WEB + told, FailureKind.REFUSED)
        if html is None:  # the page's scripts hold the renderer: there is nothing to take
            return _timed_out(url, seconds, final)
        body = html.encode("utf-8", "replace")
        capped = len(body) > self.settings.max_bytes
        return Rendered(final_url=final, html=body[: self.settings.max_bytes], capped=capped, refused=refused)

    def _stopped(self, failure: ReadFailed, over_memory: bool, crashed: bool) -> ReadFailed:
        """A failed render, saying so when the watchdog ended the page (or the browser) for its memory, or
        when its renderer stopped on its own (the JavaScript heap limit, or the data limit the watchdog set
        on the renderer, are the usual causes)."""
        megabytes = self.settings.render_memory
        if over_memory:
            return _unrendered(failure.url, OVER_MEMORY.format(mb=megabytes), FailureKind.MEMORY)
        if crashed:
            why = RENDERER_STOPPED.format(js=megabytes // 2, data=DATA_FACTOR * megabytes)
            return _unrendered(failure.url, why, FailureKind.MEMORY)
        return failure

    def _load_failure(self, url: str, exc: Exception, proxy: RenderProxy) -> ReadFailed:
        """The navigation failed: say what the guard refused (a page's host name described, never quoted),
        else Chromium's error code (never page text)."""
        refused = next((r for r in proxy.told if r.startswith("refused")), None)
        code = _NET_ERROR.search(str(exc))
        why = refused or (code.group(0) if code else type(exc).__name__)
        kind = FailureKind.REFUSED if refused else FailureKind.NETWORK
        return _unrendered(url, LOAD_FAILED.format(why=why), kind)

    async def aclose(self) -> None:
        with anyio.CancelScope(shield=True), anyio.move_on_after(5.0):
            await self._stop()

    async def _stop(self) -> None:
        browser, playwright, closed = self._browser, self._playwright, self._closed_port
        confinement, self._confinement, watchdog, self.watchdog = self._confinement, None, self.watchdog, None
        self._browser = self._playwright = self._closed_port = None
        self._browser_session = None
        launching, self._launching = ("" if self._started else self._launching), ""
        self._started = False
        try:
            if launching:  # first: a browser left running holds the driver's pipe, which its close waits on
                _end_carrying(launching)
            if playwright is not None:
                from playwright.async_api import Error

                try:
                    if browser is not None:
                        await browser.close()
                except Error:
                    pass  # a browser that already died has nothing left to close
                await playwright.stop()
        finally:
            if watchdog is not None:
                watchdog.close()
            if closed is not None:
                closed.close()
            if confinement is not None:
                confinement.close()


def _end_carrying(marker: str) -> None:
    """End every process of a browser whose start was cut short, with its group (Playwright starts it as a
    group of its own).

    A service manager stops a server's whole process group at once. Playwright's driver is in it, launched
    with no handler of its own for the stop (the reader's close stops the browser), and dies without ending
    the browser it was launching; the browser, in a group of its own, outlives the server. It holds what the
    driver left open in it, the server's stderr among them, so whoever read that waited for the browser, not
    the server; and the reader's close, which waits for the driver's end, ran out its bound. So it is ended
    before Playwright is stopped. Each process is opened first (a pidfd) and ended only while its command
    line still carries the marker: a pid may name another process by then."""
    for pid in carrying(marker):
        with suppress(OSError):  # (gone already)
            held = os.pidfd_open(pid)
            try:
                if marker.encode() not in (Path("/proc") / str(pid) / "cmdline").read_bytes().split(b"\0"):
                    continue
                if os.getpgid(pid) == pid:
                    os.killpg(pid, signal.SIGKILL)
                signal.pidfd_send_signal(held, signal.SIGKILL)
            finally:
                os.close(held)


def _end_browser(watchdog: WatchdogProcess | None) -> None:
    """End a browser that no longer answers, with every process of its group (Playwright starts it as a
    group of its own): no call to it would return, so no render could end but by its deadline; the next
    render finds it disconnected and starts another.

    Only the browser the watchdog found is ended, and once (every render in it may ask): a browser that
    ended already left its pid to whatever process the system starts next. So the process is opened (a
    pidfd, which names that one process for good), its start time compared with the one the watchdog found,
    and the kill sent through the pidfd; its group is ended first, by the pid just found to be the browser's
    (a group's id stays its own while any process of it lives)."""
    if watchdog is None or watchdog.browser_ended:
        return
    pid, started = watchdog.browser_pid, watchdog.browser_started
    if pid is None or started is None:
        return
    watchdog.browser_ended = True
    with suppress(OSError):  # (gone already)
        held = os.pidfd_open(pid)
        try:
            if start_time(pid) != started:
                return
            if os.getpgid(pid) == pid:
                os.killpg(pid, signal.SIGKILL)
            signal.pidfd_send_signal(held, signal.SIGKILL)
        finally:
            os.close(held)


def _first_line(exc: Exception) -> str:
    """Playwright's first line about a browser failure (its own words, never a page's)."""
    text = str(exc).strip()
    return text.splitlines()[0][:200] if text else type(exc).__name__


def _timed_out(url: str, seconds: float, final_url: str = "") -> ReadFailed:
    reason = RENDER_TIMEOUT.format(seconds=round(seconds, 1))
    return _unrendered(url, reason, FailureKind.TIMEOUT, final_url)


def _unrendered(url: str, reason: str, kind: FailureKind, final_url: str = "") -> ReadFailed:
    """A render that failed: never definitive, since the direct read or the reader proxy may still do."""
    return ReadFailed(
        url=url, reason=reason, kind=kind, definitive=False, final_url=final_url, via="rendered"
    )


async def _skip_media(route: Route) -> None:
    """Images, media and fonts are refused before they are asked for; everything else goes to the proxy."""
    if route.request.resource_type in NOT_LOADED:
        await route.abort("blockedbyclient")
    else:
        await route.continue_()


def wants_refusal(settings: Settings, fetched: Fetched) -> bool:
    """Whether a consent page served as ``fetched`` may be refused in the browser: an HTML page, rendering
    not turned off, and a browser to do it."""
    return fetched.content_type in HTML_TYPES and render_available(settings)


def wants_render(settings: Settings, fetched: Fetched, *, shell: bool) -> bool:
    """Whether a direct read of ``fetched`` should be rendered: HTML only; "always" renders every page,
    "auto" a ``shell`` (no text, or a vendorless block or "enable JavaScript" page) that carries scripts.
    """
    if settings.render == "never" or fetched.content_type not in HTML_TYPES:
        return False
    if settings.render == "auto" and not (shell and _SCRIPT.search(fetched.body)):
        return False
    return render_available(settings) or settings.render == "always"
