"""Build hook: compile the extractor's kernel (``src/kotoba/web/extract/_kernel.pyx``: the clearing's scans
and walks of the tree, the rule pass's first walk, attribute read, verdicts by name and closing score, the cut
into blocks and the blocks' features, the learned model's first stage, its context rows and the boosted trees'
sum) when this machine can, and build kotoba without it when it cannot.

hatchling runs :class:`CustomBuildHook` for every wheel (``pip install .``) and editable install
(``pip install -e .``). The kernel is optional: when Cython, lxml's headers or a working C compiler is
missing, or the compile fails, the hook prints one line saying so and the wheel is the pure-Python one, which
extracts exactly the same (``kotoba.web.extract.kernel`` picks the pass at run time). A wheel gets the
compiled module beside its sources; an editable install gets it built in place in ``src/`` (ignored by git),
and ``python hatch_build.py`` rebuilds it there by hand after the mirrored sources change.

``KOTOBA_KERNEL=0`` in the build's environment skips the compile.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # run as a script, for an in-place build
    BuildHookInterface = object  # type: ignore[assignment, misc]

ROOT = Path(__file__).resolve().parent
PACKAGE = ROOT / "src" / "kotoba" / "web" / "extract"
MODULE = "kotoba.web.extract._kernel"


def _say(message: str) -> None:
    print(f"kotoba build: {message}", file=sys.stderr, flush=True)


def _stamp() -> str:
    """The stamp ``kernel.py`` checks at run time, computed by ``kernel.py`` itself (loaded by path: it
    imports nothing but the standard library)."""
    spec = importlib.util.spec_from_file_location("_kotoba_kernel_stamp", PACKAGE / "kernel.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.stamp(PACKAGE))


def build(into: Path) -> Path | None:
    """Compile the kernel into ``into`` (as ``kotoba/web/extract/_kernel*.so`` below it); the built file, or
    None (with the reason on stderr) when this machine cannot."""
    if os.environ.get("KOTOBA_KERNEL", "").strip() == "0":
        _say("KOTOBA_KERNEL=0: the kernel is not built (the Python code runs)")
        return None
    try:
        import lxml
        from Cython.Build import cythonize
        from setuptools import Distribution, Extension
        from setuptools.command.build_ext import build_ext
    except ImportError as error:
        _say(f"no compiled kernel ({error}); the Python code runs, with the same results")
        return None
    try:
        with tempfile.TemporaryDirectory() as scratch:
            work = Path(scratch)
            (work / "_kernel_stamp.h").write_text(
                f'#define KERNEL_STAMP "{_stamp()}"\n#define KERNEL_LXML "{lxml.__version__}"\n'
            )
            extension = Extension(
                MODULE,
                [str(PACKAGE / "_kernel.pyx")],
                include_dirs=[str(work), *lxml.get_include()],
                # no multiply-add fused into one rounding: each product is rounded as Python rounds it
                extra_compile_args=[] if os.name == "nt" else ["-O2", "-ffp-contract=off"],
            )
            modules = cythonize([extension], build_dir=str(work / "c"), quiet=True, language_level=3)
            command = build_ext(Distribution({"name": "kotoba", "ext_modules": modules}))
            command.build_lib = str(into)
            command.build_temp = str(work / "o")
            command.ensure_finalized()
            command.run()
            built = next((into / "kotoba" / "web" / "extract").glob("_kernel*"), None)
    except Exception as error:  # a missing or failing compiler: the kernel is optional, the build goes on
        reason = str(error).splitlines()[0] if str(error) else ""
        reason = reason if len(reason) <= 120 else reason[:60] + " … " + reason[-50:]
        _say(f"could not compile the kernel ({type(error).__name__}: {reason}); the Python code runs")
        return None
    if built is None:
        _say("the compiler left no module; the Python code runs")
        return None
    _say(f"compiled kernel built: {built.name}")
    return built


def build_in_place() -> Path | None:
    """Build the kernel into ``src/`` (an editable install's or a source tree's), replacing an older one."""
    with tempfile.TemporaryDirectory() as scratch:
        built = build(Path(scratch))
        if built is None:
            return None
        for old in PACKAGE.glob("_kernel*.so"):
            old.unlink()
        target = PACKAGE / built.name
        shutil.copyfile(built, target)
        return target


class CustomBuildHook(BuildHookInterface):  # type: ignore[misc]
    """hatchling's hook: the compiled kernel into the wheel, or in place for an editable install."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return
        if version == "editable":
            if build_in_place() is None:
                return
        else:
            into = Path(self.directory) / "kernel-build"
            built = build(into)
            if built is None:
                return
            build_data["force_include"][str(built)] = f"kotoba/web/extract/{built.name}"
        build_data["pure_python"] = False
        build_data["infer_tag"] = True


if __name__ == "__main__":
    sys.exit(0 if build_in_place() is not None else 1)
