"""Bytes → text: content decoding with bounded output, and charset decoding as browsers do it.

Two jobs that both stand between the socket and the extractor:

* :class:`BoundedDecoder` undoes ``Content-Encoding`` (gzip, deflate, br) while never producing more than
  the byte cap, however small the compressed input: a 10 KB brotli bomb must not become 10 GB in memory.
* :func:`decode_html` / :func:`decode_text` pick the charset in the browser's order (BOM, the HTTP header,
  ``<meta charset>``), guard against a declaration that the bytes contradict, and fall back to detection.
"""

from __future__ import annotations

import codecs
import re
import zlib
from typing import Protocol

from kotoba.errors import DecompressionError as DecompressionError  # also importable from here

# WHATWG maps these labels to the superset browsers actually decode with.
_SUPERSETS = {
    "ascii": "cp1252",
    "us-ascii": "cp1252",
    "iso-8859-1": "cp1252",
    "iso8859-1": "cp1252",
    "latin1": "cp1252",
    "latin-1": "cp1252",
    "iso-8859-9": "cp1254",
    "shift_jis": "cp932",
    "shift-jis": "cp932",
    "sjis": "cp932",
    "x-sjis": "cp932",
    "euc-kr": "cp949",
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "tis-620": "cp874",
    "x-user-defined": "cp1252",
}
_UTF8 = frozenset({"utf-8", "utf8", "utf_8"})
_META = re.compile(
    rb"""<meta[^>]+?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)""",
    re.IGNORECASE,
)
# Real servers send one coding, rarely two; each layer holds a decompressor's state, so the count is bounded.
MAX_CODINGS = 3
_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))


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


def decode_html(data: bytes, declared_charset: str | None = None) -> str:
    """Decode HTML: BOM, then the HTTP header's charset, then ``<meta charset>``, then detection."""
    return _decode(data, declared_charset, sniff_meta=True)


def decode_text(data: bytes, declared_charset: str | None = None) -> str:
    """Decode a plain-text body (no ``<meta>`` to read)."""
    return _decode(data, declared_charset, sniff_meta=False)


def _decode(data: bytes, declared: str | None, *, sniff_meta: bool) -> str:
    for bom, bom_encoding in _BOMS:
        if data.startswith(bom):
            return data[len(bom) :].decode(bom_encoding, errors="replace")
    candidates = [declared] if declared else []
    if sniff_meta:
        match = _META.search(data[:4096])
        if match:
            candidates.append(match.group(1).decode("ascii", "ignore"))
    for label in candidates:
        encoding = _codec(label)
        if encoding is None or (encoding.startswith(("utf-16", "utf-32")) and b"\x00" not in data[:1024]):
            continue  # unknown, or a UTF-16/32 label on bytes with no NULs: the label is wrong
        if encoding != "utf-8" and not _multibyte(encoding) and _is_utf8_not_ascii(data):
            return data.decode("utf-8")  # a legacy label on UTF-8 bytes: the bytes are right, not the label
        text = strict_decode(data, encoding)
        if text is not None:
            return text
        # the bytes contradict the declaration: look further rather than return mojibake
    text = strict_decode(data, "utf-8")
    if text is not None:
        return text
    from charset_normalizer import from_bytes

    best = from_bytes(data[:262144]).best()
    detected = best.encoding if best is not None else "cp1252"
    return data.decode(detected, errors="replace")


def strict_decode(data: bytes, encoding: str) -> str | None:
    """``data`` decoded without a single replacement, allowing only a character cut off at the very end
    (the byte cap can end a body mid-character); None when the bytes are not in ``encoding``."""
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        if exc.start >= len(data) - 3 and exc.reason.startswith(("unexpected end", "incomplete")):
            try:
                return data[: exc.start].decode(encoding)
            except UnicodeDecodeError:
                return None
        return None


def _codec(label: str) -> str | None:
    name = label.strip().strip("\"'").lower()
    name = _SUPERSETS.get(name, name)
    try:
        found = codecs.lookup(name).name
    except LookupError:
        return None
    return "utf-8" if found in _UTF8 else found


def _multibyte(encoding: str) -> bool:
    return encoding.startswith(
        ("utf-16", "utf-32", "cp932", "shift", "euc", "gb", "big5", "cp949", "iso2022")
    )


def _is_utf8_not_ascii(data: bytes) -> bool:
    if data.isascii():
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
