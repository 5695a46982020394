"""What a page's own scripts write into it: the message of a wall drawn by script.

Some walls carry no sentence in their markup: an age gate's overlay, a pay box or a log-in prompt is written
into the page by an inline script (``overlay.innerHTML = "By clicking here you certify that you are over 18
years old"``), and the page's text is only its developer's links or an empty frame. Where a page has no
prose of its own, :mod:`kotoba.web.verdict.walls` reads what such a script writes as the page's message, as
it reads an image's alt text there. Only string literals written into the page count — assigned to
``innerHTML``, ``innerText`` or ``textContent``, passed to ``document.write``, ``insertAdjacentHTML`` or
jQuery's ``.html()``/``.append()`` and their kin, given as a widget's ``message`` setting (a cookie-consent
library's banner text, as Osano's cookieconsent takes it in ``content.message``), or kept in a variable
named for the message, or shown in a dialog just before the script sends the reader elsewhere — not every
string of a script (its log lines, its keys, an exercise's alerts).
"""

from __future__ import annotations

import html as html_lib
import itertools
import re

# An inline script's opening tag (its attributes bounded), and the strings a script writes into the page (a
# literal in quotes or backticks, of bounded length, its own quote escaped inside it).
_SCRIPT_OPEN = re.compile(r"<script\b[^>]{0,500}>", re.IGNORECASE)
_SCRIPT_CLOSE = re.compile(r"</script", re.IGNORECASE)
_WRITTEN = re.compile(
    r"""(?:\.(?:innerHTML|innerText|textContent)\s*\+?=\s*|document\.write(?:ln)?\(\s*"""
    r"""|\.insertAdjacentHTML\(\s*["'][a-z]+["']\s*,\s*|["']?message["']?\s*:\s*"""
    # jQuery's insertion methods (.html(), .append(), .prepend(), .text(), .after(), .before()), and a
    # variable a script names for the message it writes ("var message = …", as a looked-at content warning
    # keeps its sentence before appending it to the body)
    r"""|\$\([^()]{1,100}\)\.(?:html|append|prepend|text|after|before)\(\s*"""
    r"""|\b(?:var|let|const)\s+(?:message|msg|notice|warning|warningText|noticeText)\s*=\s*)"""
    r"""(["'`])((?:\\.|(?!\1)[^\\]){1,1000})\1""",
    re.DOTALL,
)
# ...and a message a script shows in a dialog and then sends the reader away from the page (``alert("…");
# location.href = …``): a page that tells and leaves says what the dialog says (looked at: a Korean "log-in
# needed" page with no text, a Chinese age gate's "您未满18岁，无法访问", a plan gate's "Please log in to
# upgrade your plan"; the looked-at exercises and calculators that alert their result stay on the page)
_TOLD_AND_SENT = re.compile(
    # (the spaces around an optional ";" matched one way only: "\s*;?\s*" tries every split of a long run)
    r"""\b(?:alert|confirm)\(\s*(["'`])((?:\\.|(?!\1)[^\\]){1,1000})\1\s*\)\s*(?:;\s*)?"""
    r"""(?:(?:window|document|self|top)\.)?location(?:\.href)?\s*(?:=|\.(?:replace|assign)\()"""
)
# ...and what a notification library's dialog or toast says, called by the page's own script (SweetAlert's
# ``Swal.fire({title: "…", text: "…"})`` and ``swal("…", "…", "error")``, toastr's ``toastr.error("…")``,
# bootbox, alertify, iziToast, Toastify, Notiflix): an app's stop drawn as a dialog over an empty page says
# what the dialog says. Its strings are read within NOTICE_REACH characters of the call: each given in place
# (the first, or after a comma) or as its title, text, html or message; not its icon's name
_NOTIFIER = re.compile(
    r"\b(?:Swal\.fire|swal|sweetAlert|toastr\.(?:error|warning|info|success)|bootbox\.(?:alert|dialog)"
    r"|alertify\.(?:alert|error|warning|message|notify)|iziToast\.(?:error|warning|info|show)|Toastify"
    r"|Notiflix\.(?:Report|Notify)\.\w+)\(\s*"
)
_NOTICE_STRING = re.compile(
    r"""(?:\A\{?\s*|,\s*|\b(?:title|text|html|message)\s*:\s*)(["'`])((?:\\.|(?!\1)[^\\\n]){1,1000})\1"""
)
_ICONS = frozenset({"error", "warning", "success", "info", "question"})
NOTICE_REACH = 600
# ...and the dialog an element's own event handler shows (``<a onclick="alert('…')">No</a>``), read by
# :func:`handler_alerts`
_HANDLER = re.compile(r"""\son[a-z]{3,20}\s*=\s*(?:"([^"]{0,2000})"|'([^']{0,2000})')""", re.IGNORECASE)
_ALERT = re.compile(r"""\b(?:alert|confirm)\(\s*(["'`])((?:\\.|(?!\1)[^\\]){1,1000})\1""")
# (the first handlers of a page are read: a gate has two choices)
HANDLERS_READ = 20
_TAG = re.compile(r"<[^>]*>")
_ESCAPE = re.compile(r"\\([nrt'\"`\\])")
_SPACES = re.compile(r"\s+")
# Scripts read, and strings kept: a wall's script writes one message; a page of many is an application.
SCRIPTS_READ = 20
STRINGS_KEPT = 20


def written_lines(markup: str) -> list[str]:
    """The text the inline scripts of ``markup`` write into the page, a line per string written."""
    found: list[str] = []
    for script in _scripts(markup):
        for match in (*_WRITTEN.finditer(script), *_TOLD_AND_SENT.finditer(script), *_notified(script)):
            line = _shown_line(match.group(2))
            if line and line.lower() not in _ICONS:
                found.append(line)
                if len(found) == STRINGS_KEPT:
                    return found
    return found


def _notified(script: str) -> list[re.Match[str]]:
    """The strings a notification library's calls in ``script`` show (:data:`_NOTIFIER`,
    :data:`_NOTICE_STRING`), each call's read within :data:`NOTICE_REACH` characters."""
    if "(" not in script:
        return []
    found: list[re.Match[str]] = []
    for call in itertools.islice(_NOTIFIER.finditer(script), STRINGS_KEPT):
        found.extend(_NOTICE_STRING.finditer(script[call.end() : call.end() + NOTICE_REACH]))
    return found


def _scripts(markup: str) -> list[str]:
    """The bodies of the first :data:`SCRIPTS_READ` inline scripts of ``markup``, in order.

    Found by searching forward only, never back: a script that is never closed ends the search, so a page of
    thousands of unclosed ``<script>`` tags costs one pass over the markup, where a lazy pattern matching each
    opening tag to its close would scan to the end of the markup once for every one of them.
    """
    bodies: list[str] = []
    at = 0
    while len(bodies) < SCRIPTS_READ:
        opening = _SCRIPT_OPEN.search(markup, at)
        if opening is None:
            break
        close = _SCRIPT_CLOSE.search(markup, opening.end())
        if close is None:
            break  # the rest of the page is this unclosed script's, as a browser reads it: no more scripts
        bodies.append(markup[opening.end() : close.start()])
        at = close.end()
    return bodies


def script_code(markup: str) -> str:
    """The code of ``markup``'s own scripts: its first :data:`SCRIPTS_READ` inline scripts and the code of its
    elements' first :data:`HANDLERS_READ` event handlers, a line apart."""
    return "\n".join((*_scripts(markup), *_handlers(markup)))


def script_alerts(markup: str) -> list[str]:
    """The messages ``markup``'s inline scripts show in a dialog, a line each (at most :data:`STRINGS_KEPT`,
    from its first :data:`SCRIPTS_READ` scripts)."""
    found: list[str] = []
    for script in _scripts(markup):
        for match in _ALERT.finditer(script):
            line = _shown_line(match.group(2))
            if line:
                found.append(line)
    return found[:STRINGS_KEPT]


def handler_alerts(markup: str) -> list[str]:
    """The messages the event handlers of ``markup``'s elements show in a dialog, a line each (at most
    :data:`STRINGS_KEPT`, from its first :data:`HANDLERS_READ` handlers)."""
    found: list[str] = []
    for handler in _handlers(markup):
        for match in _ALERT.finditer(handler):
            literal = _ESCAPE.sub(lambda m: m.group(1), match.group(2))
            line = _SPACES.sub(" ", html_lib.unescape(literal)).strip()
            if line:
                found.append(line)
    return found[:STRINGS_KEPT]


def _handlers(markup: str) -> list[str]:
    """The code of ``markup``'s elements' first :data:`HANDLERS_READ` event handlers (:data:`_HANDLER`)."""
    found = itertools.islice(_HANDLER.finditer(markup), HANDLERS_READ)
    # (an empty handler, onclick="", has its empty code in the first group and none in the second)
    return [handler.group(1) or handler.group(2) or "" for handler in found]


def _shown_line(literal: str) -> str:
    """A script's string ``literal`` as the page shows it: its escapes read (a line break as a space), its
    tags dropped, its entities decoded, its spaces run together."""
    literal = _ESCAPE.sub(lambda m: " " if m.group(1) in "nrt" else m.group(1), literal)
    return _SPACES.sub(" ", html_lib.unescape(_TAG.sub(" ", literal))).strip()
