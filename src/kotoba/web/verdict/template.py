"""What a page served as a raw template says, its template language's tags set aside.

A site sometimes serves a template unrendered, and public repositories hold thousands of walls as their
templates (``templates/login_required.html``, ``age_gate.html``, ``restricted-country.tpl``): the text a
reader sees is the template's own words between tags such as ``{% extends "base.html" %}``,
``{{ feature }}`` or Smarty's ``{if isset($meta_description)}``. Those tags are the template's machinery,
not the page's message: counted as prose they would make a short wall look like a page with much to say,
and they split its sentences. Here they are set aside (each becomes a space), Smarty's translation call
``{l s='You cannot access our store from your country.'}`` gives its sentence, and a Jinja or Django
``{% block title %}…{% endblock %}`` gives the page's title where the markup has none.

Only the delimiters these languages document are read (Jinja/Django/Twig ``{% %}``, ``{{ }}``, ``{# #}``;
Smarty ``{$…}``, ``{if …}``/``{/if}`` and its other block functions, ``{* *}``, ``{l s='…'}``; Laravel
Blade's ``@extends(…)``, ``@section(…)``, ``{{-- --}}``; the ``<% %>`` family of JSP, ASP, ERB and EJS
(``<%@ page … %>``, ``<%= … %>``, ``<%-- --%>``) and the expression language's ``${…}``; ASP.NET Razor's
``@{ … }`` code block, its line directives ``@model``, ``@using``, ``@inject``, ``@page`` and its
``@ViewData[…]``, ``@ViewBag.…``, ``@Model.…``, ``@Html.…(…)`` expressions), each tag of bounded length, so
a page of braces costs one pass. A Razor view's ``ViewData["Title"] = "…"`` (or ``ViewBag.Title``) and a
Rails view's ``content_for :title, "…"`` (or ``provide(:title, "…")``) give the page's title, as a Jinja
title block does.
"""

from __future__ import annotations

import bisect
import re

from kotoba.web.verdict.alternation import gated
from kotoba.web.verdict.message import per_judgement

# Whether a text holds any tag at all: most pages hold none, and are returned as they are
_HINT = re.compile(
    r"\{[%{#$*/\\]|\{(?:l s=|if |else|foreach )|@(?:extends|section|lang)\(|<%|\$\{|@\{|\{\s*t\("
    r"|^@(?:model|using|inject|page)\b|(?<![\w.])@(?:ViewData|ViewBag|Model|Html|Localizer|SharedLocalizer)\b",
    re.MULTILINE,
)
# Translation calls: their string is the sentence the page shows (Smarty's ``{l s='…'}``; Django's
# ``{% trans "…" %}`` and ``{% translate "…" %}``; Jinja's i18n extension and Flask-Babel's ``{{ _("…") }}``
# and ``{{ gettext("…") }}``; Ghost's Handlebars helper ``{{t "…"}}``; Twig's and Symfony's
# ``{{ '…'|trans }}``; Laravel Blade's ``{{ __('…') }}``, ``{{ trans('…') }}``, ``@lang('…')`` and the
# inline section ``@section('message', __('…'))``; Markdown may escape their underscores), each pattern's
# second group the sentence
_TRANSLATED = (
    re.compile(r"""\{l\s+s=(['"])(.{1,500}?)\1[^{}]{0,200}\}"""),
    re.compile(r"""\{%-?\s*(?:trans|translate)\s+(['"])(.{1,500}?)\1[^%]{0,200}%\}"""),
    re.compile(
        r"""\{\{-?\s*(?:\\?_|gettext|\\?_\\?_|trans)\(\s*(['"])(.{1,500}?)\1\s*(?:,[^{}]{0,200})?\)[^{}]{0,100}\}\}"""
    ),
    re.compile(r"""\{\{t\s+(['"])(.{1,500}?)\1[^{}]{0,200}\}\}"""),
    # (the filter's bar is Markdown's table syntax, which the judges' plain text drops; Angular's pipe is
    # ``translate``)
    re.compile(r"""\{\{-?\s*(['"])(.{1,500}?)\1\s*\|?\s*trans(?:late)?\b[^{}]{0,200}\}\}"""),
    # vue-i18n's ``{{ $t('…') }}``, i18next's ``{t('…')}`` in JSX, Rails's ``<%= t('…') %>`` and ASP.NET's
    # ``@Localizer["…"]``
    re.compile(r"""\{\{-?\s*\$?tc?\(\s*(['"])(.{1,500}?)\1[^{}]{0,200}\)\s*\}\}"""),
    re.compile(r"""\{\s*t\(\s*(['"])(.{1,500}?)\1[^{}]{0,200}\)\s*\}"""),
    re.compile(r"""<%[=-]\s*(?:I18n\.)?t\(?\s*(['"])(.{1,500}?)\1[^%]{0,200}%>"""),
    re.compile(r"""@(?:Localizer|SharedLocalizer)\\?\[\s*(")(.{1,500}?)\1\s*\\?\]"""),
    re.compile(r"""@lang\(\s*(['"])(.{1,500}?)\1\s*\)"""),
    # a variable's default, the sentence a view shows wherever its caller passes none: Blade's and PHP's
    # ``{{ $message ?? '…' }}`` (and ``?:``), Jinja's and Twig's ``{{ message or '…' }}`` and
    # ``{{ message|default('…') }}``, Django's and Liquid's ``|default:"…"``, EJS's and ERB's
    # ``<%= message || '…' %>`` and JavaScript's ``${message ?? '…'}``
    re.compile(
        r"""\{\{-?[^{}'"]{1,200}?(?:\?\?|\?:|\|\||\bor\b|\\?\|\s*default\s*[(:]\s*)\s*(['"])(.{1,500}?)\1"""
        r"""\s*\)?\s*-?\}\}"""
    ),
    # ...and a condition's two strings, Blade's, Twig's and Handlebars-like ``{{ cond ? '…' : '…' }}``: the
    # second, the one shown where the condition is unset (a flag the caller passes only for the other state,
    # as a link view's ``{{ ($disabled ?? false) ? 'This link is unavailable' : 'This link has expired' }}``)
    re.compile(
        r"""\{\{-?[^{}'"]{1,200}?\?\s*(?:'[^'\n]{0,500}'|"[^"\n]{0,500}")\s*:\s*(['"])(.{1,500}?)\1"""
        r"""\s*-?\}\}"""
    ),
    re.compile(r"""<%[=-][^%'"]{1,200}?(?:\|\||\?\?|\bor\b)\s*(['"])(.{1,500}?)\1\s*-?%>"""),
    re.compile(r"""\$\{[^{}'"\n]{1,200}?(?:\|\||\?\?)\s*(['"])(.{1,300}?)\1\s*\}"""),
    re.compile(
        r"""@section\(\s*['"][\w.-]{1,50}['"]\s*,\s*(?:\\?_\\?_\(\s*)?(['"])(.{1,500}?)\1\s*\)?\s*\)"""
    ),
)
_TAGS = re.compile(
    # Liquid's and Django's comment blocks, their words and all: a developer's note, never shown
    r"\{%-?\s*comment\s*-?%\}[\s\S]{0,5000}?\{%-?\s*endcomment\s*-?%\}"
    # ...and Blade's, "{{-- … --}}" (a note on why the view exists may run to a paragraph)
    r"|\{\{--[\s\S]{0,5000}?--\}\}"
    r"|\{%-?[^%]{0,500}?-?%\}"  # Jinja, Django, Twig statements
    r"|\{\{[^{}]{0,500}\}\}"  # ...and expressions (Handlebars and Mustache write theirs the same way)
    r"|\{#[^#]{0,500}#\}"  # ...and comments
    r"|\{\\?\*[^}]{0,5000}?\\?\*\}"  # Smarty comments (Markdown escapes their stars; licences are long)
    r"|\{\$[^{}]{0,500}\}"  # Smarty variables
    r"|\{/?(?:if|else|elseif|foreach|foreachelse|section|block|extends|include|capture|literal|assign"
    r"|function|strip|nocache)\b[^{}]{0,500}\}"  # Smarty's block functions
    r"|@(?:extends|section|endsection|yield|include|lang)\b(?:\([^()\n]{0,500}\))?"  # Blade's directives
    # (...and its loops, conditions and form tokens, their arguments' own brackets one deep)
    r"|@(?:foreach|endforeach|forelse|endforelse|if|elseif|else|endif|unless|endunless|isset|endisset|auth"
    r"|endauth|guest|endguest|csrf|method|error|enderror|push|endpush|stack)\b"
    r"(?:[ \t]?\((?:[^()\n]|\([^()\n]{0,200}\)){0,500}\))?"
    r"|@php\b[\s\S]{0,5000}?@endphp\b"  # ...and its blocks of PHP, code run before the page is written
    # JSP's, ASP's, ERB's and EJS's tags (a directive, a scriptlet, an expression, a comment), Markdown's
    # escapes inside them kept, and the expression language's ``${…}`` (JSP's EL, JSF's ``#{…}`` too)
    r"|<%--[\s\S]{0,5000}?--%>|<%[^%]{0,2000}%>|[$#]\{[^{}\n]{0,300}\}"
    # Razor's code block, its line directives, and its expressions (an indexer's brackets, a call's
    # parentheses one deep)
    r"|@\{[^{}]{0,2000}\}|^@(?:model|using|inject|page|layout|addTagHelper)\b[^\n]{0,300}"
    r"|(?<![\w.])@(?:ViewData|ViewBag|Model|Html|Url|TempData|RenderBody|RenderSection)\b"
    r"(?:\\?\[[^\]\n]{0,100}\\?\]|\.\w+|\((?:[^()\n]|\([^()\n]{0,200}\)){0,300}\))*",
    re.MULTILINE,
)
# A view's declared title: what it gives its layout to put in the <title> (the view itself has none), in the
# markup's (or the text's) opening. Each pattern's last group that matched is the title: a Jinja or Django
# ``{% block title %}…{% endblock %}``, Blade's ``@section('title', '…')`` and its component's title slot,
# Razor's ``ViewData["Title"]`` or ``ViewBag.Title`` (Markdown escapes the indexer's brackets) and Rails's
# ``content_for :title`` or ``provide(:title, …)``, and last a ``title:`` or ``title =`` setting (a page's
# front matter, a layout component's argument).
DECLARED_REACH = 8000
_BLOCK_TITLE = re.compile(
    r"\{%-?\s*block\s+title\s*-?%\}(.{1,300}?)\{%-?\s*endblock\b[^%]{0,50}%\}", re.DOTALL
)
_BLADE_TITLE = re.compile(r"""@section\(\s*['"]title['"]\s*,\s*(['"])(.{1,300}?)\1\s*\)""")
_SLOT_TITLE = re.compile(r"""<x-slot\s+name=["']title["']>(.{1,300}?)</x-slot>""", re.DOTALL)
_RAZOR_TITLE = re.compile(
    r"""\b(?:ViewData\\?\[\s*(["'])Title\1\s*\\?\]|ViewBag\.Title)\s*=\s*(["'])([^"'\n]{1,300})\2"""
    r"""|\b(?:content_for|provide)\s*\(?\s*:title\s*,\s*(["'])([^"'\n]{1,300})\4"""
)
_SET_TITLE = gated(re.compile(r"""\btitle\s*[:=]\s*["']([^"'\n]{1,120})["']""", re.IGNORECASE))
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_SPACES = re.compile(r"[ \t]{2,}")
# A tag quoted in code (a Markdown code block or span, as the extracted text writes ``<pre>`` and ``<code>``:
# a tutorial's `{% trans "Page not found" %}`) is what a page discusses, not its own machinery: left as it is
_CODE = re.compile(r"```[^`]{0,5000}```|`[^`\n]{1,500}`")


# A template's conditions and the branches they choose between (Jinja, Django and Twig ``{% if %}`` …
# ``{% elif %}`` … ``{% else %}`` … ``{% endif %}``, and a loop's ``{% for %}`` … ``{% else %}`` …
# ``{% endfor %}`` for an empty list; Blade's ``@if`` … ``@elseif`` … ``@else`` … ``@endif``; Smarty's
# ``{if}`` … ``{elseif}`` … ``{else}`` … ``{/if}``): each group is the tag's word (an opening, a branch, a
# closing)
_BRANCH = re.compile(
    r"\{%-?\s*(if|for|elif|else|empty|endif|endfor)\b[^%]{0,500}?-?%\}"
    r"|@(if|elseif|else|endif)\b(?:[ \t]?\((?:[^()\n]|\([^()\n]{0,200}\)){0,500}\))?"
    r"|\{(if|elseif|else|/if)\b[^{}]{0,500}\}"
)
_OPENS = frozenset({"if", "for"})
_CLOSES = frozenset({"endif", "endfor", "/if"})


def has_tags(text: str) -> bool:
    """Whether ``text`` may hold a template's tags (a cheap test before :func:`untemplated`)."""
    # (every tag holds a "{", an "@" or a "<%": a text holding none is known without a search)
    return ("{" in text or "@" in text or "<%" in text) and _HINT.search(text) is not None


@per_judgement
def untemplated(text: str) -> str:
    """``text`` with its template tags set aside: each a space, a translation call its sentence, and a line
    left with nothing but spaces dropped; tags quoted in code (:data:`_CODE`) are kept."""
    if not has_tags(text):
        return text
    kept: list[str] = []
    done = 0
    for code in _CODE.finditer(text):
        kept.extend((_TAGS.sub(" ", _translated(text[done : code.start()])), code.group()))
        done = code.end()
    kept.append(_TAGS.sub(" ", _translated(text[done:])))
    bare = "".join(kept)
    lines = (_SPACES.sub(" ", line).strip() for line in bare.splitlines())
    return "\n".join(line for line in lines if line)


def _translated(text: str) -> str:
    """``text`` with each translation call (:data:`_TRANSLATED`) replaced by its sentence."""
    for call in _TRANSLATED[:-1]:
        text = call.sub(_sentence, text)
    # (a Blade section is a part of the page of its own: its sentence stands on a line of its own)
    return _TRANSLATED[-1].sub(lambda call: f"\n{_sentence(call)}\n", text)


def _sentence(call: re.Match[str]) -> str:
    """The string a translation call (:data:`_TRANSLATED`) shows, its escaped quotes undone; a message's key
    in place of its sentence gives its words (:func:`key_words`)."""
    said = (call.group(2) or "").replace("\\'", "'").replace('\\"', '"')
    return key_words(said) if _KEY.fullmatch(said) and _KEY_PARTS.search(said) else said


# A message's key (``errors.page_not_found``, ``subscription.expiredTitle``, ``PAYWALL.PREMIUM_ONLY``): no
# space, its words joined by dots, underscores, colons or a change of case (Markdown may escape underscores);
# a dot that ends a word ("Error.") is a sentence's, not a key's
_KEY = re.compile(r"[\w.:\\-]{1,200}")
_KEY_PARTS = re.compile(r"\w[.:_]\w|[a-z][A-Z]")
_KEY_SPLIT = re.compile(r"(?<=[a-z])(?=[A-Z])|[.:_\\-]+")
# ...and the words a key ends with that name the string's place on the page, not its message
_KEY_ROLES = frozenset(
    {
        *("title", "heading", "header", "headline", "message", "msg", "description", "desc", "text", "body"),
        *("subtitle", "label", "detail", "details", "content", "info", "caption", "lead", "intro", "p", "h1"),
        *("h2", "h3", "paragraph", "button", "btn", "cta", "link", "hint", "help", "notice", "explanation"),
    }
)


def key_words(key: str) -> str:
    """The words of a message's key, which a view shows where its translations are not filled in: its parts
    split where dots, underscores or a change of case join them, lower case, less the words at its end that
    name the string's place (:data:`_KEY_ROLES`): ``errors.page_not_found_title`` says "errors page not
    found", ``subscription.expiredMessage`` "subscription expired". A view whose every string is a key (a
    template served as its repository holds it) says its message in its keys' words."""
    words = [word.lower() for word in _KEY_SPLIT.split(key) if word]
    while len(words) > 1 and words[-1] in _KEY_ROLES:
        words.pop()
    return " ".join(words)


def declared_title(text: str) -> str:
    """The title a view declares for its layout (:data:`DECLARED_REACH` characters in, the first of
    :data:`_BLOCK_TITLE`, :data:`_BLADE_TITLE`, :data:`_SLOT_TITLE`, :data:`_RAZOR_TITLE` and
    :data:`_SET_TITLE` found), its own tags set aside, a message's key said in its words and words run
    together parted ("NotFound": a view's name for itself), or "". Read where a page has no <title>: by the
    rules from a template's text, by the wall model from the markup."""
    opening = text[:DECLARED_REACH]
    said = ""
    if "block" in opening and (found := _BLOCK_TITLE.search(opening)):
        said = untemplated(found.group(1))
    elif "@section" in opening and (found := _BLADE_TITLE.search(opening)):
        said = _sentence(found)
    elif "x-slot" in opening and (found := _SLOT_TITLE.search(opening)):
        said = untemplated(found.group(1))
    elif ("Title" in opening or ":title" in opening) and (found := _RAZOR_TITLE.search(opening)):
        said = found.group(3) or found.group(5) or ""
    elif found := _SET_TITLE.search(opening):
        said = untemplated(found.group(1))
    return _CAMEL.sub(" ", said).strip()


def one_branch(text: str, *, last_alike: bool = False) -> str:
    """``text`` with each of its template's conditions (:data:`_BRANCH`) reduced to the branch that says most:
    a reader is shown one branch of each, never all of them. A not-found view that words its message for
    each thing it may not find (a transaction, a block, a search), counted whole, would say five times what
    any reader is shown. The longest branch is kept, so that a page the view shows some readers (an article
    beside its "please log in" branch) is measured as the page. A condition left open keeps all it holds;
    tags quoted in code (:data:`_CODE`) are what a page discusses, and are not read.

    ``last_alike`` keeps instead the last of the branches that say about as much as the longest (at least
    half as much, :data:`ALIKE`): a view that words one stop for each of its states (a restaurant suspended,
    or its licence run out) shows each to some reader, and the first need not be the one that names what
    the reader must do; an article beside a one-line branch is never of like length."""
    if not any(mark in text for mark in ("{%", "@if", "{if")):
        return text
    # the code spans, apart and in order (as a search finds them): a tag is quoted when it starts inside the
    # last span that starts at or before it, found by bisection, not by asking every span for every tag
    quoted = [(code.start(), code.end()) for code in _CODE.finditer(text)]
    starts = [start for start, _ in quoted]
    # the frames of the conditions open at this point: each its finished branches and the branch being read
    frames: list[tuple[list[str], list[str]]] = [([], [])]
    done = 0
    for tag in _BRANCH.finditer(text):
        last = bisect.bisect_right(starts, tag.start()) - 1
        if last >= 0 and tag.start() < quoted[last][1]:
            continue
        word = next(group for group in tag.groups() if group)
        frames[-1][1].append(text[done : tag.start()])
        done = tag.end()
        if word in _OPENS:
            frames.append(([], []))
        elif word in _CLOSES and len(frames) > 1:
            branches, current = frames.pop()
            branches.append("".join(current))
            frames[-1][1].append(_kept(branches, last_alike))
        elif word not in _CLOSES and len(frames) > 1:
            branches, current = frames[-1]
            branches.append("".join(current))
            current.clear()
    frames[-1][1].append(text[done:])
    while len(frames) > 1:  # (a condition left open keeps all it holds)
        branches, current = frames.pop()
        frames[-1][1].append("".join((*branches, *current)))
    return "".join(frames[0][1])


# How much a branch must say, beside the longest of its condition, to be of like length (a half)
ALIKE = 2


def _kept(branches: list[str], last_alike: bool) -> str:
    """The branch :func:`one_branch` keeps of a condition's: the longest, or the last of like length."""
    if not last_alike:
        return max(branches, key=_said_length)
    lengths = [_said_length(branch) for branch in branches]
    most = max(lengths)
    return next(b for b, n in zip(reversed(branches), reversed(lengths), strict=True) if n * ALIKE >= most)


def _said_length(branch: str) -> int:
    """How much a branch of a template says: its length, its tags set aside."""
    return len(_TAGS.sub("", branch).strip())
