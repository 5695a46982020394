"""Content decoding with bounded output: :class:`BoundedDecoder` undoes ``Content-Encoding`` (gzip, deflate,
br) while never producing more than the byte cap, however small the compressed input: a 10 KB brotli bomb
must not become 10 GB in memory. (Charsets are the extractor's: :mod:`kotoba.web.extract.charset`.)
"""

from __future__ import annotations

import zlib
from typing import Protocol

from kotoba.errors import KotobaError


class DecompressionError(KotobaError, ValueError):
    """The body's Content-Encoding was corrupt or not one kotoba can undo."""


# Real servers send one coding, rarely two; each layer holds a decompressor's state, so the count is bounded.
MAX_CODINGS = 3


class _Decompressor(Protocol):
    def feed(self, data: bytes, limit: int) -> bytes: ...


class _Zlib:
    def __init__(self, wbits: int) -> None:
        self._obj = zlib.decompressobj(wbits)
        self._first = True
        self._wbits = wbits

    def feed(self, data: bytes, limit: int) -> bytes:
        if self._first and self._wbits == zlib.MAX_WBITS and data:
            # "deflate" in the wild is raw deflate as often as zlib-wrapped: sniff the zlib header.
            if (data[0] & 0x0F) != 8 or ((data[0] << 8) | data[1 if len(data) > 1 else 0]) % 31:
                self._obj = zlib.decompressobj(-zlib.MAX_WBITS)
        self._first = False
        try:
            return self._obj.decompress(self._obj.unconsumed_tail + data, max(limit, 1))
        except zlib.error as exc:
            raise DecompressionError(f"the compressed body is corrupt ({exc})") from None


class _Brotli:
    def __init__(self) -> None:
        import brotli

        self._obj = brotli.Decompressor()
        self._pending = b""

    def feed(self, data: bytes, limit: int) -> bytes:
        import brotli

        try:
            if not self._obj.can_accept_more_data():
                self._pending += data
                return bytes(self._obj.process(b"", output_buffer_limit=max(limit, 1)))
            data, self._pending = self._pending + data, b""
            return bytes(self._obj.process(data, output_buffer_limit=max(limit, 1)))
        except brotli.error as exc:
            raise DecompressionError(f"the compressed body is corrupt ({exc})") from None


class BoundedDecoder:
    """Undo Content-Encoding chunk by chunk, never holding more than ``limit`` decoded bytes in total."""

    def __init__(self, content_encoding: str, limit: int) -> None:
        self.limit = limit
        self.size = 0
        self.capped = False
        self._stages: list[_Decompressor] = []
        codings = [
            c.strip().lower()
            for c in content_encoding.split(",")
            if c.strip().lower() not in ("", "identity")
        ]
        if len(codings) > MAX_CODINGS:
            raise DecompressionError(
                f"the site stacked {len(codings)} content encodings; kotoba undoes at most {MAX_CODINGS}"
            )
        for coding in reversed(codings):
            if coding in ("", "identity"):
                continue
            if coding in ("gzip", "x-gzip"):
                self._stages.append(_Zlib(zlib.MAX_WBITS | 16))
            elif coding == "deflate":
                self._stages.append(_Zlib(zlib.MAX_WBITS))
            elif coding == "br":
                self._stages.append(_Brotli())
            else:
                raise DecompressionError(
                    f"the site used the '{coding}' content encoding, which kotoba cannot read"
                )

    def feed(self, data: bytes) -> bytes:
        """Decode one raw chunk; returns at most what is left under the limit (sets ``capped`` past it)."""
        room = self.limit - self.size
        if room <= 0:
            self.capped = True
            return b""
        out = data
        for stage in self._stages:
            out = stage.feed(out, room + 1)
        if len(out) > room:
            out = out[:room]
            self.capped = True
        self.size += len(out)
        return out
