"""Which URLs may be handed to the third-party reader proxy: none that is private to this machine's network
or carries a credential.

The proxy (``https://r.jina.ai/`` by default) is someone else's server on the open internet; a URL sent to
it is disclosed. Two kinds never leave the machine, whatever the direct read did:

- A URL reached **only through the allow-list** (``--allow``/``KOTOBA_ALLOW``): its host is named in the
  allow-list, or the policy without the allow-list would refuse it — a private or loopback address, an
  internal name, or a name that resolves to one. The allow-list exists for intranet pages; handing their
  URLs to a third party would publish the intranet's names and paths. With an allow-list, a name that does
  not resolve here stays here too: nothing shows that it is public.
- A URL whose **query carries a credential-like parameter** — a name such as ``token``, ``key``, ``sig``,
  ``password``, ``secret`` or ``session``, alone or as a word of a longer name (``access_token``,
  ``X-Amz-Signature``, ``client_secret``), or a whole name such as OAuth's ``code`` and ``state``.
  Signed and tokenised links grant access to whoever holds them.

The failure then says why the proxy was not asked (the names of the parameters, never their values).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from urllib.parse import parse_qsl, urlsplit

from kotoba.web.net.policy import Policy, parse_address
from kotoba.web.net.resolve import Resolver

# Words of a query parameter's name that mark it as a credential. A name is split into its words at
# "_", "-", "." and case changes ("X-Amz-Signature", "accessToken", "api_key"), and whole words compared,
# so "tokenizer", "keyword" and "monkey" are not credentials.
CREDENTIAL_WORDS = frozenset(
    {
        "token",
        "key",
        "apikey",
        "sig",
        "signature",
        "password",
        "passwd",
        "pwd",
        "secret",
        "auth",
        "authorization",
        "credential",
        "credentials",
        "session",
        "sessionid",
        "jwt",
        "otp",
        "ticket",
    }
)
# Names that are a credential only on their own (an OAuth "code", a "sid"); "country_code" is not one.
CREDENTIAL_NAMES = frozenset({"code", "sid", "pass", "state"})

NOT_SENT_ALLOW_LIST = (
    "the reader proxy was not asked: this URL is reached only through the allow-list, and an intranet "
    "URL never leaves this machine"
)
NOT_SENT_CREDENTIAL = (
    "the reader proxy was not asked: the URL carries a credential-like parameter ({names}), which never "
    "leaves this machine"
)

ReaderGate = Callable[[str, Policy, Resolver], Awaitable[str | None]]
"""Why a URL must not go to the reader proxy, or None: :func:`kept_local` is the one kotoba uses."""

_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def credential_parameters(url: str) -> list[str]:
    """The names of ``url``'s query parameters that look like credentials, in order, each once."""
    try:
        query = urlsplit(url).query
    except ValueError:
        return []
    found: list[str] = []
    for name, _ in parse_qsl(query, keep_blank_values=True):
        words = {w.lower() for w in _WORD.findall(name)}
        credential = bool(words & CREDENTIAL_WORDS) or name.lower() in CREDENTIAL_NAMES
        if credential and name not in found:
            found.append(name)
    return found


async def only_through_allow_list(url: str, policy: Policy, resolve: Resolver) -> bool:
    """Whether ``url``'s host could be read only because the allow-list lets it in (see the docstring)."""
    if policy.empty:
        return False
    try:
        parts = urlsplit(url)
        host = (parts.hostname or "").rstrip(".")
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        return True
    if not host or policy.host_allowed(host):
        return True
    bare = Policy()
    if parse_address(host) is not None or bare.check_host(host) is not None:
        return bare.check_host(host) is not None
    try:
        addresses = await resolve(host, port)
    except (OSError, UnicodeError, ValueError):
        return True
    return not addresses or bare.check_answers(host, addresses) is not None


async def kept_local(url: str, policy: Policy, resolve: Resolver) -> str | None:
    """Why ``url`` must not be sent to the reader proxy, or None when it may be."""
    if await only_through_allow_list(url, policy, resolve):
        return NOT_SENT_ALLOW_LIST
    return credential_kept_local(url)


def credential_kept_local(url: str) -> str | None:
    """The credential half of :func:`kept_local` alone (why ``url`` must stay here, or None)."""
    names = credential_parameters(url)
    if names:
        return NOT_SENT_CREDENTIAL.format(names=", ".join(f"{n}=…" for n in names[:5]))
    return None
