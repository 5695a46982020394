"""The one check that no bug of kotoba's passed as the site's failure, shared by every suite.

kotoba logs its own bugs, and only them, at ERROR on the ``kotoba`` logger (``kotoba.bugs``). The conftest
hook watches that log around every test and fails any test during which a bug was logged, unless the test
plants one on purpose (``@pytest.mark.plants_bug``). The fuzz and attack suites also check each outcome
they get (:func:`assert_not_a_bug`), so hypothesis shrinks to the input that hit the bug, and check the
reports of reads run in other processes (:func:`bugs_in`): hostile input must end in the site's failure.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from kotoba.bugs import BUG_PREFIX, LOGGER
from kotoba.web.outcome import ReadFailed, ReadOutcome

BUG_EXIT = 70


class BugLog(logging.Handler):
    """Keeps every ERROR record of the ``kotoba`` logger: each one is a bug of kotoba's."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def lines(self) -> list[str]:
        return [record.getMessage() for record in self.records]


@contextmanager
def watching_bugs() -> Iterator[BugLog]:
    """Collect the bugs kotoba logs inside the block (from any thread of this process)."""
    handler = BugLog()
    logger = logging.getLogger(LOGGER)
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)


def assert_not_a_bug(outcome: ReadOutcome) -> None:
    """The read ended in a page or in the site's failure, not on an exception inside kotoba."""
    if isinstance(outcome, ReadFailed) and outcome.bug is not None:
        raise AssertionError(
            f"kotoba bug while reading {outcome.url}: {type(outcome.bug).__name__}: {outcome.bug}"
        ) from outcome.bug


def bugs_in(report: Any) -> list[str]:
    """Every sign of a bug in a JSON report of reads run elsewhere (``kotoba read --json`` objects, or a
    suite's own report): ``internal_error`` set, a read that raised, or a "kotoba bug:" line."""
    found: list[str] = []
    if isinstance(report, dict):
        if report.get("internal_error") is True or report.get("status") == "raised":
            found.append(str(report.get("reason", report))[:300])
        for value in report.values():
            found.extend(bugs_in(value))
    elif isinstance(report, list | tuple):
        for value in report:
            found.extend(bugs_in(value))
    elif isinstance(report, str) and BUG_PREFIX in report:
        found.extend(line for line in report.splitlines() if BUG_PREFIX in line)
    return found


def assert_no_bugs_in(report: Any) -> None:
    found = bugs_in(report)
    assert not found, f"{len(found)} read(s) ended on a bug in kotoba, not the site's failure: {found[:5]}"


def assert_cli_not_a_bug(code: int, stderr: str) -> None:
    """A ``kotoba`` command run as a subprocess neither exited as a bug nor printed a bug line."""
    lines = [line for line in stderr.splitlines() if BUG_PREFIX in line]
    assert code != BUG_EXIT and not lines, f"kotoba exited {code} with a bug: {lines[:3] or stderr[-500:]}"
