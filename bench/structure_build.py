"""Build the structure corpus: Markdown documents whose true shape is known, rendered by real site generators.

    python bench/structure_build.py --python PYTHON_WITH_GENERATORS [--docusaurus DIR]

The documents are ``bench/structure/docs/*.md`` (written for this benchmark: real code in several languages,
nested lists, wide tables, link-only cells, FAQ buttons, admonitions). Each is rendered by every generator
with its real site chrome (navigation, sidebars, search, footers, copy buttons, permalinks):

* ``mkdocs-material``: MkDocs with the Material theme (dev);
* ``sphinx-furo``: Sphinx with MyST and the Furo theme (dev);
* ``sphinx-pydata``: Sphinx with MyST and the PyData theme (held out: never developed against);
* ``mkdocs-rtd``: MkDocs with its built-in Read the Docs theme (held out);
* ``docusaurus``: Docusaurus 3 (held out), when ``--docusaurus`` names a folder where its npm packages are
  installed.

PYTHON_WITH_GENERATORS is a Python with ``mkdocs mkdocs-material sphinx myst-parser furo
pydata-sphinx-theme`` installed (they are not kotoba's dependencies). Each generator's pages go to
``bench/structure/<generator>/html/<doc>.html.gz`` with a ``ground-truth.json`` in the layout of the other
corpora (``articleBody``: the document's words; ``markdown``: the document itself, the ground truth of its
shape; ``url``: where the page would live), so ``corpus.py`` reads them like the others.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent / "structure"
DOCS = HERE / "docs"
DEV = ("mkdocs-material", "sphinx-furo")
HELD_OUT = ("sphinx-pydata", "mkdocs-rtd", "docusaurus")
SITE = "https://docs.example.org"
_ADMONITION = re.compile(r"^:::(\w+) ([^\n]+)\n(.*?)\n:::$", re.MULTILINE | re.DOTALL)


def admonitions(markdown: str, style: str) -> str:
    """The documents' ``:::kind Title`` blocks in each generator's own admonition syntax."""

    def sub(match: re.Match[str]) -> str:
        kind, title, body = match.groups()
        if style == "mkdocs":
            return f'!!! {kind} "{title}"\n' + "\n".join("    " + line for line in body.splitlines())
        if style == "myst":
            return f"```{{admonition}} {title}\n:class: {kind}\n{body}\n```"
        if style == "docusaurus":
            return f":::{kind}[{title}]\n{body}\n:::"
        return f"{title}\n\n{body}"  # the truth: a title and its text

    return _ADMONITION.sub(sub, markdown)


def truth_markdown(markdown: str) -> str:
    return admonitions(markdown, "truth")


def build_mkdocs(python: str, out: Path, theme: str) -> dict[str, Path]:
    site = out / "src"
    (site / "docs").mkdir(parents=True)
    names = sorted(p.stem for p in DOCS.glob("*.md"))
    for name in names:
        text = admonitions((DOCS / f"{name}.md").read_text(encoding="utf-8"), "mkdocs")
        (site / "docs" / f"{name}.md").write_text(text, encoding="utf-8")
    (site / "docs" / "index.md").write_text("# Notes\n\nShort technical notes.\n", encoding="utf-8")
    theme_block = (
        "theme:\n  name: material\n  features: [navigation.tabs, navigation.sections, search.suggest, "
        "content.code.copy, navigation.footer, toc.follow]\n"
        if theme == "material"
        else "theme:\n  name: readthedocs\n"
    )
    config = (
        f"site_name: Field Notes\nsite_url: {SITE}/{theme}/\nrepo_url: https://git.example.org/notes\n"
        + theme_block
        + "nav:\n  - index.md\n"
        + "".join(f"  - {name}.md\n" for name in names)
        + "markdown_extensions:\n  - admonition\n  - def_list\n  - attr_list\n  - md_in_html\n  - tables\n"
        + "  - toc:\n      permalink: true\n"
        + (
            "  - pymdownx.highlight:\n      anchor_linenums: true\n      line_spans: __span\n"
            "      pygments_lang_class: true\n  - pymdownx.inlinehilite\n  - pymdownx.superfences\n"
            "  - pymdownx.details\n"
            if theme == "material"
            else "  - codehilite\n"
        )
    )
    (site / "mkdocs.yml").write_text(config, encoding="utf-8")
    subprocess.run([python, "-m", "mkdocs", "build", "-q", "-d", str(out / "site")], cwd=site, check=True)
    return {name: out / "site" / name / "index.html" for name in names}


def build_sphinx(python: str, out: Path, theme: str) -> dict[str, Path]:
    src = out / "src"
    src.mkdir(parents=True)
    names = sorted(p.stem for p in DOCS.glob("*.md"))
    for name in names:
        text = admonitions((DOCS / f"{name}.md").read_text(encoding="utf-8"), "myst")
        (src / f"{name}.md").write_text(text, encoding="utf-8")
    toctree = "```{toctree}\n:maxdepth: 2\n\n" + "\n".join(names) + "\n```\n"
    (src / "index.md").write_text("# Field Notes\n\nShort technical notes.\n\n" + toctree, encoding="utf-8")
    (src / "conf.py").write_text(
        "project = 'Field Notes'\nextensions = ['myst_parser']\n"
        "myst_enable_extensions = ['deflist', 'colon_fence']\n"
        f"html_theme = {theme!r}\nhtml_baseurl = '{SITE}/{theme}/'\nsuppress_warnings = ['myst.header']\n",
        encoding="utf-8",
    )
    subprocess.run([python, "-m", "sphinx", "-q", "-b", "html", str(src), str(out / "site")], check=True)
    return {name: out / "site" / f"{name}.html" for name in names}


def build_docusaurus(modules: Path, out: Path) -> dict[str, Path]:
    site = out / "src"
    (site / "docs").mkdir(parents=True)
    names = sorted(p.stem for p in DOCS.glob("*.md"))
    for n, name in enumerate(names):
        text = admonitions((DOCS / f"{name}.md").read_text(encoding="utf-8"), "docusaurus")
        front = f"---\nsidebar_position: {n + 1}\n---\n\n"
        (site / "docs" / f"{name}.md").write_text(front + text, encoding="utf-8")
    (site / "docusaurus.config.js").write_text(
        "module.exports = {title: 'Field Notes', url: '" + SITE + "', baseUrl: '/docusaurus/',\n"
        "  onBrokenLinks: 'warn', markdown: {format: 'md'},\n"
        "  presets: [['classic', {docs: {routeBasePath: '/',\n"
        "    sidebarPath: require.resolve('./sidebars.js')}, blog: false}]],\n"
        "  themeConfig: {navbar: {title: 'Field Notes', items: [{type: 'docSidebar', sidebarId: 'auto',"
        " label: 'Notes'}]}, footer: {style: 'dark', copyright: 'Field Notes'}}};\n",
        encoding="utf-8",
    )
    (site / "sidebars.js").write_text(
        "module.exports = {auto: [{type: 'autogenerated', dirName: '.'}]};\n", encoding="utf-8"
    )
    (site / "node_modules").symlink_to(modules / "node_modules")
    binary = modules / "node_modules" / ".bin" / "docusaurus"
    subprocess.run([str(binary), "build", "--out-dir", str(out / "site")], cwd=site, check=True)
    return {name: out / "site" / name / "index.html" for name in names}


def store(generator: str, pages: dict[str, Path], url_of: dict[str, str]) -> None:
    folder = HERE / generator
    if folder.exists():
        shutil.rmtree(folder)
    (folder / "html").mkdir(parents=True)
    truth = {}
    for name, path in pages.items():
        html = path.read_bytes()
        (folder / "html" / f"{name}.html.gz").write_bytes(gzip.compress(html, 9, mtime=0))
        markdown = truth_markdown((DOCS / f"{name}.md").read_text(encoding="utf-8"))
        truth[name] = {
            "articleBody": plain_words(markdown),
            "markdown": markdown,
            "url": url_of[name],
            "page_type": "documentation",
            "site": generator,
        }
    table = json.dumps(truth, indent=1, ensure_ascii=False)
    (folder / "ground-truth.json").write_text(table, encoding="utf-8")


def plain_words(markdown: str) -> str:
    """The document's text without its Markdown syntax (what the content F1 compares)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from metric import markdown_words

    return markdown_words(markdown)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", required=True, help="a Python with the site generators installed")
    parser.add_argument("--docusaurus", type=Path, help="a folder with Docusaurus's npm packages installed")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        built = {
            "mkdocs-material": (
                build_mkdocs(args.python, root / "m1", "material"),
                "{site}/mkdocs-material/{n}/",
            ),
            "mkdocs-rtd": (build_mkdocs(args.python, root / "m2", "readthedocs"), "{site}/readthedocs/{n}/"),
            "sphinx-furo": (build_sphinx(args.python, root / "s1", "furo"), "{site}/furo/{n}.html"),
            "sphinx-pydata": (
                build_sphinx(args.python, root / "s2", "pydata_sphinx_theme"),
                "{site}/pydata_sphinx_theme/{n}.html",
            ),
        }
        if args.docusaurus:
            built["docusaurus"] = (build_docusaurus(args.docusaurus, root / "d1"), "{site}/docusaurus/{n}/")
        for generator, (pages, pattern) in built.items():
            store(generator, pages, {n: pattern.format(site=SITE, n=n) for n in pages})
            print(f"{generator}: {len(pages)} pages")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
