"""The exceptions a person or a caller of kotoba sees. Exceptions are for misuse (and, inside a read, for
control flow that never leaves it); what the web does to a read comes back as a value
(:class:`~kotoba.web.outcome.ReadFailed`), never raised.

::

    Exception
     └── KotobaError                  anything kotoba raises on purpose
          ├── UsageError              a flag, setting or call that cannot be used: one line, CLI exit 2
          ├── SettingsError           a KOTOBA_* value or Settings field that cannot work (also a ValueError)
          ├── ProviderError           no usable provider, base URL, model or key (also a ValueError)
          ├── OtherRun                kotoba.bulk.shards: --out holds a run not to resume (also a ValueError)
          │
          │   raised inside a read and turned into its ReadFailed, defined beside what raises them;
          │   a caller of kotoba.read never sees them
          ├── AddressRefused          kotoba.web.net.policy: the policy refused a host or an address
          ├── ResolutionError         kotoba.web.net.resolve: a name did not resolve (also an OSError)
          ├── DecompressionError      kotoba.web.net.decode: a corrupt or unknown Content-Encoding
          └── PdfError                kotoba.web.extract.pdf: a PDF that cannot be read (the reason)

The second bases keep ``except ValueError`` / ``except OSError`` code working where these were born. The
audiences stay apart: the model hears about a read only through ReadFailed's reason, the person through
UsageError's one line, and a bug of kotoba's own is none of these and is never caught as one. Importing this
module costs nothing: it imports nothing.
"""

from __future__ import annotations

__all__ = [
    "KotobaError",
    "ProviderError",
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
