"""The browser's environment: every URL-opening helper is a program that does nothing, and nothing leads to
the desktop session (the attack itself: tests/attacks/test_external_handlers.py)."""

from __future__ import annotations

import os
import shutil
import subprocess

from kotoba.web.browser.confine import HELPERS, Confinement


def test_every_helper_found_on_the_path_does_nothing_and_fails() -> None:
    desktop = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": "/home/person",
        "DISPLAY": ":0",
        "WAYLAND_DISPLAY": "wayland-0",
        "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus",
        "XDG_RUNTIME_DIR": "/run/user/1000",
        "BROWSER": "firefox",
        "http_proxy": "http://proxy.example:3128",
        "OPENAI_API_KEY": "sk-secret",
        "LANG": "C.UTF-8",
    }
    with Confinement() as confined:
        env = confined.environment(desktop)
        assert set(env) == {"PATH", "HOME", "LANG"}
        assert env["PATH"].split(os.pathsep)[0] == str(confined.folder)
        for name in HELPERS:
            found = shutil.which(name, path=env["PATH"])
            assert found == str(confined.folder / name)
            assert os.path.islink(found)  # a link to false, never a script a noexec /tmp would skip
            done = subprocess.run([name, "mailto:a@example.com"], env=env, capture_output=True)
            assert done.returncode != 0 or os.path.realpath(found).endswith("/true")
            assert done.stdout == done.stderr == b""
        folder = confined.folder
    assert not folder.exists()
