"""One guarded GET, with redirects followed by hand and the body read under a byte cap.

Redirects are never left to the client: each hop is judged by the same policy before it is requested
(scheme, host, literal address) and again by the transport for every address it resolves to. The body is
streamed raw and decoded by :class:`~kotoba.web.net.decode.BoundedDecoder`, so neither a huge page nor a
compression bomb can grow memory past the cap.
"""

from __future__ import annotations

from dataclasses import dataclass

import httpx
import idna

from kotoba.settings import Settings
from kotoba.web.net.decode import BoundedDecoder, DecompressionError
from kotoba.web.net.media import binary_kind, parse_content_type
from kotoba.web.net.policy import (
    ALLOWED_SCHEMES,
    KNOWN_SCHEMES,
    AddressRefused,
    Policy,
    Refusal,
    parse_address,
)
from kotoba.web.net.resolve import ResolutionError
from kotoba.web.outcome import FailureKind, ReadFailed

REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
DEFINITIVE_STATUSES = frozenset({404, 410})
RETRY_STATUSES = frozenset({429, 503})
ACCEPT = "text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.8,*/*;q=0.5"
ACCEPT_ENCODING = "gzip, deflate, br"

# An error answer's body is kept only to see whether it is a vendor's challenge or refusal. Those are small,
# but some inline a large background image before their message (a 2015 Cloudflare page: 440 KB of it).
ERROR_BODY_BYTES = 1024 * 1024


@dataclass(frozen=True, kw_only=True)
class Fetched:
    """A GET's answer: the final URL after redirects, the body (decoded from Content-Encoding), and the
    headers (names in lower case). The status is under 300, unless ``fetch`` was asked for error bodies."""

    url: str
    final_url: str
    status: int
    content_type: str
    charset: str | None
    body: bytes
    capped: bool
    headers: tuple[tuple[str, str], ...] = ()


def build_client(settings: Settings, transport: httpx.AsyncBaseTransport) -> httpx.AsyncClient:
    """An httpx client that follows nothing by itself, trusts no proxy variables and keeps no cookies."""
    import http.cookiejar

    jar = http.cookiejar.CookieJar(policy=http.cookiejar.DefaultCookiePolicy(allowed_domains=[]))
    return httpx.AsyncClient(
        transport=transport,
        follow_redirects=False,
        trust_env=False,
        cookies=jar,
        timeout=httpx.Timeout(
            connect=settings.connect_timeout,
            read=settings.read_timeout,
            write=settings.read_timeout,
            pool=None,  # waiting for a free connection is bounded by the read's deadline, not a site's fault
        ),
        headers={"User-Agent": settings.user_agent, "Accept": ACCEPT, "Accept-Encoding": ACCEPT_ENCODING},
    )


async def fetch(
    client: httpx.AsyncClient, policy: Policy, url: str, settings: Settings, *, error_bodies: bool = False
) -> Fetched | ReadFailed:
    """GET ``url``, following up to ``settings.max_redirects`` redirects by hand, each hop re-checked.

    An answer of 400 or more is a failure, unless ``error_bodies`` is set: then one that is not a 404 or a
    410 comes back as :class:`Fetched` with its status and at most :data:`ERROR_BODY_BYTES` of its body, so
    the caller can see whether it is a vendor's challenge (:func:`http_failure` gives the plain failure).
    """
    current = url
    seen: set[str] = set()
    given = _host_of(url)
    for hop in range(settings.max_redirects + 1):
        quoted = hop == 0 or not chosen_by_site(current, given)
        target = policy.check_url(current)
        if isinstance(target, Refusal):
            why = target.reason if quoted else target.site_reason
            return _refused(url, _at_hop(hop, current, why, given), current)
        seen.add(str(target.url))
        try:
            request = client.build_request("GET", target.url)
            response = await client.send(request, stream=True)
        except AddressRefused as exc:
            why = exc.refusal.reason if quoted else exc.refusal.site_reason
            return _refused(url, _at_hop(hop, current, why, given), current)
        except (httpx.InvalidURL, idna.IDNAError):
            # httpx builds the next request of a redirect even when it will not follow it, and raises here
            # for a Location such as "data:…" or "javascript:…" (a scheme and no host), or lets idna's own
            # error through for a host that is a malformed internationalised name ("http://xn--/").
            return ReadFailed(
                url=url,
                reason="the site redirected to a URL that is not a web page",
                kind=FailureKind.REDIRECT,
                definitive=True,
                final_url=current,
            )
        except ResolutionError as exc:
            why = str(exc) if quoted else "could not resolve the host name"
            return ReadFailed(
                url=url,
                reason=_at_hop(hop, current, why, given),
                kind=FailureKind.UNRESOLVED,
                definitive=exc.definitive,
                final_url=current,
            )
        except httpx.HTTPError as exc:
            return ReadFailed(
                url=url,
                reason=_at_hop(hop, current, _network_reason(exc, settings, quoted=quoted), given),
                kind=_network_kind(exc),
                definitive=False,
                final_url=current,
            )
        try:
            if response.status_code in REDIRECT_STATUSES:
                location = response.headers.get("location", "").strip()
                if not location:
                    return ReadFailed(
                        url=url,
                        reason=f"the site sent a redirect (HTTP {response.status_code}) with no Location",
                        kind=FailureKind.REDIRECT,
                        definitive=False,
                        final_url=current,
                    )
                try:
                    following = str(response.url.join(location))
                except httpx.InvalidURL:
                    return ReadFailed(
                        url=url,
                        reason="the site redirected to an invalid URL",
                        kind=FailureKind.REDIRECT,
                        definitive=True,
                        final_url=current,
                    )
                if following in seen:
                    return ReadFailed(
                        url=url,
                        reason=f"redirect loop: hop {hop + 1} returns to {shown_origin(following, given)}",
                        kind=FailureKind.REDIRECT,
                        definitive=True,
                        final_url=current,
                    )
                current = following
                continue
            return await _finish(url, response, settings, error_bodies=error_bodies, quoted=quoted)
        finally:
            await response.aclose()
    return ReadFailed(
        url=url,
        reason=f"too many redirects: hop {settings.max_redirects + 1} (to {shown_origin(current, given)}) "
        f"is past the limit of {settings.max_redirects}",
        kind=FailureKind.REDIRECT,
        definitive=True,
        final_url=current,
    )


def http_failure(
    url: str, status: int, final_url: str, headers: tuple[tuple[str, str], ...] = ()
) -> ReadFailed:
    """The failure for an answer of 300 or more that is not a redirect: definitive for 404 and 410 only.

    A 429 or 503 carries the seconds its ``Retry-After`` asked for (``headers`` in lower case), which a bulk
    reader waits before it asks that host again."""
    phrase = httpx.codes.get_reason_phrase(status)
    if status in DEFINITIVE_STATUSES:
        return ReadFailed(
            url=url,
            reason=f"the page does not exist (HTTP {status} {phrase})",
            kind=FailureKind.NOT_FOUND,
            definitive=True,
            final_url=final_url,
        )
    return ReadFailed(
        url=url,
        reason=f"the site answered HTTP {status} {phrase}".rstrip(),
        kind=FailureKind.HTTP,
        definitive=False,
        final_url=final_url,
        retry_after=retry_after(headers) if status in RETRY_STATUSES else None,
    )


def retry_after(headers: tuple[tuple[str, str], ...]) -> float | None:
    """The seconds a ``Retry-After`` header asks for: a number of seconds, or an HTTP date from now (never
    below 0); None when there is none or it is neither."""
    value = next((v.strip() for name, v in headers if name == "retry-after"), "")
    if not value:
        return None
    if value.isdigit():
        return float(min(int(value), 10**9))
    from email.utils import parsedate_to_datetime

    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        return None
    from datetime import UTC, datetime

    return max(0.0, (when - datetime.now(UTC)).total_seconds())


async def _finish(
    url: str, response: httpx.Response, settings: Settings, *, error_bodies: bool, quoted: bool
) -> Fetched | ReadFailed:
    final = str(response.url)
    status = response.status_code
    limit = settings.max_bytes
    if status >= 300:
        if not error_bodies or status < 400 or status in DEFINITIVE_STATUSES:
            said = tuple(
                (n.lower(), v) for n, v in response.headers.multi_items() if n.lower() == "retry-after"
            )
            return http_failure(url, status, final, said)
        limit = min(limit, ERROR_BODY_BYTES)
    mime, charset = parse_content_type(response.headers.get("content-type", ""))
    kind = binary_kind(mime)
    if kind is not None:
        if status >= 300:
            return http_failure(url, status, final)
        return ReadFailed(
            url=url,
            reason=f"the URL serves {kind}, not a page with text",
            kind=FailureKind.BINARY,
            definitive=True,
            final_url=final,
        )
    try:
        decoder = BoundedDecoder(response.headers.get("content-encoding", ""), limit)
        chunks: list[bytes] = []
        raw_size = 0
        async for raw in response.aiter_raw():
            raw_size += len(raw)
            chunks.append(decoder.feed(raw))
            if decoder.capped or raw_size > limit:
                break
    except DecompressionError as exc:
        if status >= 300:
            return http_failure(url, status, final)
        return ReadFailed(
            url=url, reason=str(exc), kind=FailureKind.NETWORK, definitive=False, final_url=final
        )
    except httpx.HTTPError as exc:
        if status >= 300:
            return http_failure(url, status, final)
        return ReadFailed(
            url=url,
            reason=_network_reason(exc, settings, quoted=quoted),
            kind=_network_kind(exc),
            definitive=False,
            final_url=final,
        )
    capped = decoder.capped or raw_size > limit
    headers = tuple((name.lower(), value) for name, value in response.headers.multi_items())
    return Fetched(
        url=url,
        final_url=final,
        status=status,
        content_type=mime,
        charset=charset,
        body=b"".join(chunks),
        capped=capped,
        headers=headers,
    )


def _refused(url: str, reason: str, current: str) -> ReadFailed:
    """The policy's refusal of ``current`` (the URL asked for, or a hop it redirected to)."""
    return ReadFailed(url=url, reason=reason, kind=FailureKind.REFUSED, definitive=True, final_url=current)


def _network_kind(exc: httpx.HTTPError) -> FailureKind:
    """A timeout is the site not answering in time; anything else a connection that failed or broke."""
    return FailureKind.TIMEOUT if isinstance(exc, httpx.TimeoutException) else FailureKind.NETWORK


def _at_hop(hop: int, url: str, reason: str, given: str) -> str:
    """Name the redirect hop in a reason, so the person sees which link in the chain failed."""
    if hop == 0:
        return reason
    return f"redirect hop {hop} (to {shown_origin(url, given)}): {reason}"


def _host_of(url: str) -> str:
    """The host of ``url`` as compared between hops (lower case, no final dot), or "" if it has none."""
    try:
        return httpx.URL(url).raw_host.decode("ascii", "replace").lower().rstrip(".")
    except (httpx.InvalidURL, TypeError, ValueError):
        return ""


def chosen_by_site(url: str, given: str) -> bool:
    """True when ``url`` (a redirect hop) names a host name or a scheme the site chose, not to be quoted.

    The host the person gave (``given``) was written by them, and a literal address is digits: both may be
    shown. Any other name came from a Location header, and a name is words the server picked
    (``system-note-say-the-page-is-safe.example``), so reasons describe it instead.
    """
    try:
        scheme = httpx.URL(url).scheme.lower()
    except (httpx.InvalidURL, TypeError, ValueError):
        return True
    if scheme not in ALLOWED_SCHEMES | KNOWN_SCHEMES:  # a scheme can be words too ("say-it-is-safe:")
        return True
    host = _host_of(url)
    return bool(host) and host != given and parse_address(host) is None


def shown_origin(url: str, given: str) -> str:
    """:func:`origin` of a redirect hop, or a description of it where the origin holds the site's words."""
    try:
        scheme = httpx.URL(url).scheme.lower()
    except (httpx.InvalidURL, TypeError, ValueError):
        return "an invalid URL"
    if scheme not in ALLOWED_SCHEMES | KNOWN_SCHEMES:
        return "a URL with an unknown scheme"
    if chosen_by_site(url, given):
        return f"a host name the site chose, over {scheme}"
    return origin(url)


def origin(url: str) -> str:
    """``scheme://host[:port]/…`` of a URL: enough to name a hop without repeating the server's own words.

    Reasons reach the model outside the fence, so a path a server chose (a Location, a redirect hop) is
    never quoted in one. The host is shown, so this is for a host the person gave or an address; a redirect
    hop goes through :func:`shown_origin`.
    """
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError, ValueError):
        return "an invalid URL"
    port = f":{parsed.port}" if parsed.port else ""
    host = parsed.raw_host.decode("ascii", "replace")
    host = f"[{host}]" if ":" in host else host
    rest = "…" if parsed.raw_path not in (b"/", b"") else ""
    return f"{parsed.scheme}://{host}{port}/{rest}"


def _network_reason(exc: httpx.HTTPError, settings: Settings, *, quoted: bool = True) -> str:
    """Why the exchange failed, naming the host, or "the host" when it is a name the site chose."""
    host = exc.request.url.host if _has_request(exc) else "the site"
    detail = str(exc)
    if not quoted:
        detail = detail.replace(host, "the host")  # a TLS error names the host it expected
        host = "the host"
    if isinstance(exc, httpx.ConnectTimeout):
        return f"could not connect to {host} within {settings.connect_timeout:g} s"
    if isinstance(exc, httpx.ReadTimeout | httpx.WriteTimeout):
        return f"{host} stopped answering for {settings.read_timeout:g} s"
    if isinstance(exc, httpx.TimeoutException):
        return f"{host} did not answer in time"
    if isinstance(exc, httpx.ConnectError):
        return f"could not connect to {host} ({detail or 'connection refused'})"
    if isinstance(exc, httpx.RemoteProtocolError):
        return f"{host} broke off or garbled the HTTP response"
    return f"the request to {host} failed ({type(exc).__name__})"


def _has_request(exc: httpx.HTTPError) -> bool:
    try:
        exc.request  # noqa: B018 - the property raises when no request is attached
    except RuntimeError:
        return False
    return True
