"""Every exception kotoba defines, in one place. Exceptions are for misuse and for the inside of a read;
what the web does to a read comes back as a value (:class:`~kotoba.web.outcome.ReadFailed`), never raised.

::

    Exception
     └── KotobaError                  anything kotoba raises on purpose
          ├── UsageError              a flag, setting or call that cannot be used: one line, CLI exit 2
          ├── SettingsError           a KOTOBA_* value or Settings field that cannot work (also a ValueError)
          ├── ProviderError           no usable provider, base URL, model or key (also a ValueError)
          │
          │   raised inside a read and turned into its ReadFailed; a caller of kotoba.read never sees them
          ├── AddressRefused          the policy refused a host or an address it resolved to
          ├── ResolutionError         a name did not resolve (also an OSError, as socket errors are)
          ├── DecompressionError      a body's Content-Encoding is corrupt or unknown (also a ValueError)
          └── PdfError                a PDF that cannot be read; the message is the reason (also a ValueError)

The second bases keep ``except ValueError`` / ``except OSError`` code working where these were born. The
audiences stay apart: the model hears about a read only through ReadFailed's reason, the person through
UsageError's one line, and a bug of kotoba's own is none of these and is never caught as one. The modules
that raise them re-export them (``kotoba.settings.SettingsError`` and so on), so either import works.
Importing this module costs nothing: it imports nothing but typing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kotoba.web.net.policy import Refusal

__all__ = [
    "AddressRefused",
    "DecompressionError",
    "KotobaError",
    "PdfError",
    "ProviderError",
    "ResolutionError",
    "SettingsError",
    "UsageError",
]


class KotobaError(Exception):
    """The root of kotoba's own exceptions."""


class UsageError(KotobaError):
    """A flag, setting or call the person gave cannot be used; the message is the one line they see."""


class SettingsError(KotobaError, ValueError):
    """A ``KOTOBA_*`` variable or a :class:`~kotoba.Settings` field holds a value that cannot be used (a
    wrong type, or out of range); the message names it."""


class ProviderError(KotobaError, ValueError):
    """The settings do not name a usable provider (unknown name, no base URL, no model, no key)."""


class AddressRefused(KotobaError):
    """Raised inside the transport when the policy refuses a host or an address it resolved to."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.reason)
        self.refusal = refusal


class ResolutionError(KotobaError, OSError):
    """The name did not resolve. ``definitive`` is True when DNS said the name does not exist."""

    def __init__(self, message: str, *, definitive: bool) -> None:
        super().__init__(message)
        self.definitive = definitive


class DecompressionError(KotobaError, ValueError):
    """The body's Content-Encoding was corrupt or not one kotoba can undo."""


class PdfError(KotobaError, ValueError):
    """The PDF could not be read; the message is the reason given to the model."""
