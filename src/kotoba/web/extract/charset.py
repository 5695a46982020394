"""Bytes → text as browsers decode it: the charset in the browser's order (BOM, the HTTP header,
``<meta charset>``), a declaration that the bytes contradict set aside, and detection last.

Pure: it reads bytes already fetched (and already undone from their ``Content-Encoding`` by
:class:`~kotoba.web.net.decode.BoundedDecoder`).
"""

from __future__ import annotations

import codecs
import re

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
_BOMS = ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))


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
