"""PDF → text, in a child process the read's deadline can kill.

pypdf is pure Python and cannot be interrupted: a 34 KB PDF whose pages share one 10 MB content stream
keeps it busy for minutes. A thread the deadline abandons would keep burning a core (and keep a one-shot
``kotoba read`` from exiting), so the text is extracted by ``python -m kotoba.web.extract.pdf`` instead: the
PDF on its standard input, one JSON object on its standard output, killed when the deadline passes, and held
under CPU and memory limits of its own in case the parent itself is gone.

What the child says is one of three: the text, why the PDF could not be read (whatever pypdf raised on it:
a hostile or broken PDF is the site's failure), or that kotoba's own code failed there (an exception raised
in kotoba's lines, not pypdf's), which the parent raises as the bug it is rather than a PDF that "could not
be read".
"""

from __future__ import annotations

import io
import json
import sys
import traceback
from pathlib import Path
from typing import Any

from kotoba.errors import KotobaError
from kotoba.web.extract.article import Article


class PdfError(KotobaError, ValueError):
    """The PDF could not be read; the message is the reason given to the model."""


PAGE_LIMIT = 300  # pages read from one PDF
TEXT_LIMIT = 2_000_000  # characters kept; the reader returns far fewer
MEMORY_LIMIT = 1024 * 1024 * 1024  # bytes of address space for the child
# How the child is started, after the Python that runs it (a test starts one with a bug planted in it)
CHILD = ["-m", "kotoba.web.extract.pdf"]
KOTOBA = Path(__file__).resolve().parents[2]  # the package's folder: a frame in it is kotoba's own


async def read_pdf(data: bytes, seconds: float) -> Article:
    """The PDF's text, extracted in a child process that is killed after ``seconds``.

    Raises :class:`PdfError` when the PDF is unreadable or took too long.
    """
    import subprocess

    import anyio

    with anyio.move_on_after(seconds) as scope:
        process = await anyio.open_process(
            [sys.executable, *CHILD, str(max(1, int(seconds) + 1))],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        try:
            async with anyio.create_task_group() as group:
                assert process.stdin is not None and process.stdout is not None
                group.start_soon(_feed, process.stdin, data)
                output = b"".join([chunk async for chunk in process.stdout])
                await process.wait()
        finally:
            if process.returncode is None:
                process.kill()
                with anyio.CancelScope(shield=True):
                    await process.wait()
    if scope.cancelled_caught:
        raise PdfError(f"reading the PDF's text took longer than {seconds:.1f} s")
    try:
        answer: dict[str, Any] = json.loads(output)
    except ValueError:
        raise PdfError("the PDF could not be read (its reader stopped without an answer)") from None
    if "bug" in answer:
        raise RuntimeError(f"the PDF's text was taken by kotoba's code, which failed: {answer['bug']}")
    if "error" in answer:
        raise PdfError(str(answer["error"]))
    return Article(title=str(answer.get("title", "")), text=str(answer.get("text", "")))


async def _feed(stream: Any, data: bytes) -> None:
    try:
        await stream.send(data)
    finally:
        await stream.aclose()


def pdf_text(data: bytes) -> Article:
    """The text of a PDF, page by page, with its metadata title. Raises PdfError when unreadable."""
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            raise PdfError("the PDF is encrypted")
        title = ""
        if reader.metadata is not None and reader.metadata.title:
            title = str(reader.metadata.title).strip()
        pages: list[str] = []
        size = 0
        for page in reader.pages[:PAGE_LIMIT]:
            text = (page.extract_text() or "").strip()
            if text:
                pages.append(text)
                size += len(text)
            if size > TEXT_LIMIT:
                break
    except (PdfReadError, KeyError, TypeError, AttributeError, OSError, RecursionError) as exc:
        raise PdfError(f"the PDF could not be read ({type(exc).__name__})") from None
    return Article(title=title, text="\n\n".join(pages)[:TEXT_LIMIT])


def _limit_child(cpu_seconds: int) -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def answer(data: bytes) -> dict[str, str]:
    """The child's answer for the PDF ``data``: ``{"title", "text"}``, ``{"error"}`` (the PDF's failure, the
    reason for the model) or ``{"bug"}`` (kotoba's own code raised: the exception, where, on one line)."""
    try:
        article = pdf_text(data)
    except PdfError as exc:
        return {"error": str(exc)}
    except MemoryError:
        return {"error": "the PDF could not be read (it needed too much memory)"}
    except Exception as exc:
        where = _kotobas_frame(exc)
        if where is not None:
            return {"bug": f"{type(exc).__name__}: {exc} ({where})"}
        return {"error": f"the PDF could not be read ({type(exc).__name__})"}
    return {"title": article.title, "text": article.text}


def _kotobas_frame(exc: BaseException) -> str | None:
    """Where kotoba's own code raised ``exc`` ("pdf.py:97"), or None when pypdf did: the innermost frame
    that is kotoba's or pypdf's decides (the standard library's, below either, is its caller's)."""
    for frame in reversed(traceback.extract_tb(exc.__traceback__)):
        path = Path(frame.filename)
        if path.is_relative_to(KOTOBA):
            return f"{path.name}:{frame.lineno}"
        if "pypdf" in path.parts:
            return None
    return None


def main() -> None:
    """The child: PDF bytes on stdin → :func:`answer`'s JSON object on stdout."""
    _limit_child(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
    sys.stdout.write(json.dumps(answer(sys.stdin.buffer.read())))


if __name__ == "__main__":
    main()
