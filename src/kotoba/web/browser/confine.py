"""What the rendering browser may see of this machine: an environment with no way to start a program.

A page cannot reach the network but through kotoba's proxy; it must not reach *this machine* either. A
Chromium on Linux hands a URL of a scheme it does not handle itself (``mailto:``, ``tel:``, ``zoommtg:``,
anything a desktop registered) to a helper program found on ``PATH`` — ``xdg-email`` for ``mailto:``, which
Chromium launches without asking and without a user gesture, ``xdg-open`` for the rest, and ``xdg-settings``
to ask the desktop whether Chromium is the default handler, for every scheme a page names. No command-line
switch turns that off (only a machine-wide policy file does), so the browser is started with:

- its own directory first on ``PATH``, in which every program a desktop opens URLs with is ``false``: a
  page's external URL ends in a program that does nothing and exits 1. They are symbolic links to the
  system's ``false``, never scripts, so a ``noexec`` temporary directory cannot make ``execvp`` skip them
  and go on to the real helper further along ``PATH``;
- an environment with nothing that leads to the person's desktop session: no ``DISPLAY`` or
  ``WAYLAND_DISPLAY``, no D-Bus session address and no ``XDG_RUNTIME_DIR`` (where the session bus and the
  desktop portal that opens URIs are found by default), no ``BROWSER``, no proxy variables. Only the
  variables below are kept, by name.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType

# Programs that open a URL or ask the desktop about one: Chromium's own (xdg-open, xdg-email, xdg-settings,
# xdg-mime), and the openers xdg-open hands a URL to on GNOME, KDE, Xfce, Debian and macOS-like setups.
HELPERS = (
    "xdg-open",
    "xdg-email",
    "xdg-settings",
    "xdg-mime",
    "gio",
    "gvfs-open",
    "gnome-open",
    "kde-open",
    "kde-open5",
    "kde-open6",
    "kfmclient",
    "exo-open",
    "mimeopen",
    "sensible-browser",
    "x-www-browser",
    "www-browser",
    "open",
)
# Variables the browser keeps from kotoba's environment; every other one is left out.
KEPT = (
    "HOME",
    "USER",
    "LOGNAME",
    "LANG",
    "LANGUAGE",
    "LC_ALL",
    "LC_CTYPE",
    "LC_MESSAGES",
    "TZ",
    "TMPDIR",
    "FONTCONFIG_FILE",
    "FONTCONFIG_PATH",
)
FALLBACK_PATH = "/usr/local/bin:/usr/bin:/bin"


def _false_program() -> str:
    """The absolute path of a program that does nothing: ``false``, or ``true`` where it is missing."""
    for name in ("false", "true"):
        found = shutil.which(name) or next(
            (p for p in (f"/bin/{name}", f"/usr/bin/{name}") if os.access(p, os.X_OK)), None
        )
        if found:
            return os.path.realpath(found)
    raise FileNotFoundError("neither false nor true is installed")


class Confinement:
    """A directory of do-nothing helpers that lives as long as the browser, and the browser's environment.

    Use as a context manager (or call :meth:`close`): the directory is removed when the browser stops.
    """

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="kotoba-browser-"))
        target = _false_program()
        for name in HELPERS:
            (self.folder / name).symlink_to(target)

    def environment(self, base: Mapping[str, str] | None = None) -> dict[str, str | float | bool]:
        """The browser's environment: the kept variables of ``base`` (the process's by default), and a
        ``PATH`` that finds the do-nothing helpers before anything else."""
        # The browser is a child process: what it inherits is not a setting, so it is read here, not from
        # the Settings object (which holds none of these variables).
        source = os.environ if base is None else base
        kept: dict[str, str | float | bool] = {name: source[name] for name in KEPT if name in source}
        kept["PATH"] = f"{self.folder}{os.pathsep}{source.get('PATH') or FALLBACK_PATH}"
        return kept

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> Confinement:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()
