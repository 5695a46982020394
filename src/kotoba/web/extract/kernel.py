"""Whether the extractor's per-element and per-block passes run compiled (``_kernel.pyx``) or in Python: the
clearing's scans of the document (the elements that may be hidden, the images whose ``alt`` says something,
the classes that may name a signature, the links that may edit the page: ``parse``, ``signatures``,
``edits``) and its walks of inline elements (``apart._touching``, ``apart._maybe_spoken``,
``parse._mended_links``), the rule pass's first walk (``core._measure``), its read of each element's
attributes (``core._attributes``), its furniture verdicts by name (``core._judge``) and its closing score
(``core._best``), the cut into blocks (``blocks.cut``), the blocks' measures, regions, shapes, rows and
class words (``blocks.features``' parts), the learned model's first stage (``learned.Model.scores``), its
context rows (``learned.context_rows``) and the boosted trees' sum (``boost.compiled_beside``).

The compiled kernel is optional: it is built when kotoba is installed on a machine with a C compiler
(``hatch_build.py``), and without one kotoba installs and runs the same in pure Python. It mirrors the
Python code line for line, so it is used only while it was built from the very text it mirrors: the build
stamps it with a hash of the marked parts of the :data:`MIRRORED` modules (between ``# mirrored by
_kernel.pyx`` lines) and of ``_kernel.pyx``, and a kernel whose
stamp differs from the sources beside it (an editable install or a source tree edited after the build) is not
used, with one line on stderr saying so and how to rebuild; nor is one built against another major version
of lxml than the one imported (it reads lxml's C structures).

``KOTOBA_KERNEL=0`` switches it off; ``KOTOBA_KERNEL=1`` requires it (an error when it is missing or stale:
how a check of the two passes against each other knows it compared them). The switch is read once a process
on purpose: a process extracts with one pass throughout, never some pages with each.

This module imports nothing of kotoba's, so that the build hook can compute the same stamp.
"""

from __future__ import annotations

import functools
import hashlib
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar, overload

_T = TypeVar("_T")

SWITCH = "KOTOBA_KERNEL"
MARK = "# mirrored by _kernel.pyx:"
# the modules whose marked parts the kernel mirrors
MIRRORED = (
    "core.py",
    "rules.py",
    "boost.py",
    "learned.py",
    "blocks.py",
    "parse.py",
    "signatures.py",
    "edits.py",
    "apart.py",
    "posters.py",
)
_HERE = Path(__file__).resolve().parent
_FROM_HERE, _TO_HERE = (f"{MARK} from here".encode(), f"{MARK} to here".encode())

# The compiled pass as core calls it: (elements, anchors, prose blocks) → the figures, or None.
Measure = Callable[[list[Any], list[Any], set[Any]], tuple[Any, ...] | None]


@overload
def compiled(make: Callable[[ModuleType], _T], *, per_thread: bool = False) -> Callable[[], _T | None]: ...
@overload
def compiled(
    make: None = None, *, per_thread: bool = False
) -> Callable[[Callable[[ModuleType], _T]], Callable[[], _T | None]]: ...


def compiled(
    make: Callable[[ModuleType], _T] | None = None, *, per_thread: bool = False
) -> Callable[[], _T | None] | Callable[[Callable[[ModuleType], _T]], Callable[[], _T | None]]:
    """A compiled pass's getter (a decorator: ``@kernel.compiled`` or ``@kernel.compiled(per_thread=True)``
    on ``make``, which makes the pass of the built module with its caller's constants): ``make(module)``,
    made on the first call, or None where the kernel is not built, stale or switched off (:func:`built`).

    ``per_thread`` makes it once for each thread that asks: a compiled pass that keeps a cache of tag names
    by the address of libxml2's string, and fills it while it calls back into Python, where another thread
    may run its own page (extraction runs in worker threads), would otherwise let one thread's entry be read
    for another document's name at a reused address. :func:`forget` drops every pass made."""
    if make is None:
        return functools.partial(compiled, per_thread=per_thread)
    made = make
    # (in a box, so that forget() drops the values of every thread at once)
    box = [threading.local() if per_thread else _Kept()]

    @functools.wraps(made)
    def getter() -> _T | None:
        kept = box[0]
        try:
            value: _T | None = kept.value
        except AttributeError:
            module = built()
            value = kept.value = None if module is None else made(module)
        return value

    _BOXES.append((box, per_thread))
    return getter


class _Kept:
    """One value for every thread (a pass that keeps nothing between calls)."""

    value: Any


_BOXES: list[tuple[list[Any], bool]] = []  # every getter's box, and whether it keeps a value per thread


def forget() -> None:
    """Drop the kernel module read and every pass made from it, so that the next page reads the switch
    again: for a test that runs the compiled and the Python passes in one process (a process extracts with
    one of them throughout otherwise)."""
    built.cache_clear()
    for box, per_thread in _BOXES:
        box[0] = threading.local() if per_thread else _Kept()


def stamp(folder: Path = _HERE) -> str:
    """The hash of what the kernel mirrors: the marked parts of the :data:`MIRRORED` modules and the whole
    of ``_kernel.pyx`` in ``folder`` (read once a process, on the first page)."""
    digest = hashlib.sha256()
    for name in MIRRORED:
        data = (folder / name).read_bytes()
        at = data.find(_FROM_HERE)
        while at >= 0:  # each marked part: the lines after a "from here" mark, up to the next "to here"
            start = data.find(b"\n", at) + 1
            end = data.find(_TO_HERE, start)
            if not start or end < 0:
                break
            digest.update(b"\x00")
            digest.update(data[start : data.rfind(b"\n", 0, end) + 1])
            at = data.find(_FROM_HERE, end)
    digest.update((folder / "_kernel.pyx").read_bytes())
    return digest.hexdigest()[:16]


@functools.cache
def built() -> ModuleType | None:
    """The compiled module when it is there, current and not switched off; else None."""
    setting = os.environ.get(SWITCH, "").strip()
    if setting == "0":
        return None
    required = setting == "1"
    try:
        from kotoba.web.extract import _kernel  # type: ignore[attr-defined, unused-ignore]
    except ImportError as error:
        if required:
            raise RuntimeError(f"{SWITCH}=1, but the compiled kernel is not built ({error})") from error
        return None
    problem = _mismatch(_kernel)
    if problem is None:
        return _kernel
    if required:
        raise RuntimeError(f"{SWITCH}=1, but the compiled kernel is {problem}")
    sys.stderr.write(f"kotoba: the compiled kernel is {problem}; running the Python code\n")
    return None


def _mismatch(module: ModuleType) -> str | None:
    """Why the compiled module must not be used, or None."""
    from lxml import etree  # type: ignore[import-untyped, unused-ignore]

    major = str(etree.LXML_VERSION[0])
    if module.LXML_BUILT.split(".")[0] != major:
        built = module.LXML_BUILT
        return f"built against lxml {built}, not {etree.__version__} (reinstalling kotoba rebuilds it)"
    try:
        current = stamp(Path(module.__file__ or "").resolve().parent)
    except OSError:  # a wheel always holds its sources; a tree missing one is not the one it was built from
        return "beside no source it was built from: reinstall kotoba"
    if module.STAMP != current:
        return "stale (its sources changed since it was built): rebuild it (`python hatch_build.py`)"
    return None
